import Foundation
import HTTPTypes
import Testing
import TallyTestSupport
import ZIPFoundation

@testable import TallyCore
@testable import TallyServer
@testable import TallyStore

/// Health imports over real HTTP: the token-protected push, the export upload, the last imports, the
/// Lab's new series, and Manage → Data in the web app.
struct HealthServerTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TallyImportTests/Fixtures/health-export-ios16.xml")

    static let push = Data(
        """
        {"data":{"metrics":[
          {"name":"step_count","units":"count","data":[{"date":"2026-11-20 00:00:00 +0100","qty":9876,"source":"iPhone"}]},
          {"name":"weight_body_mass","units":"kg","data":[{"date":"2026-11-20 07:10:00 +0100","qty":81.4}]}
        ]},
        "workouts":[{"name":"Outdoor Run","start":"2026-11-20 18:00:00 +0100","end":"2026-11-20 18:40:00 +0100","duration":2400,
          "activeEnergyBurned":{"qty":1674,"units":"kJ"},"distance":{"qty":7.5,"units":"km"}}]}
        """.utf8)

    func bearer(_ token: String) -> HTTPFields { [.authorization: "Bearer \(token)"] }

    @Test func thePushNeedsAnActiveTokenWithTheImportScope() async throws {
        let server = try TestServer()
        let (token, _) = try server.database.createToken(name: "iphone", scopes: ["import"], clock: server.clock)
        let (readOnly, _) = try server.database.createToken(name: "script", scopes: ["read"], clock: server.clock)
        try await server.run { client in
            let path = "/api/v1/import/health-auto-export"
            let anonymous = try await client.send(.post, path, body: Self.push)
            #expect(anonymous.status == .unauthorized)
            #expect(anonymous.headers[.wwwAuthenticate]?.hasPrefix("Bearer") == true)
            #expect(anonymous.errorMessage?.contains("token") == true)
            #expect(try await client.send(.post, path, body: Self.push, headers: bearer("tly_not-a-real-token")).status == .unauthorized)
            #expect(try await client.send(.post, path, body: Self.push, headers: bearer(readOnly)).status == .unauthorized)
            #expect(try server.database.measurements().isEmpty, "refused pushes change nothing")

            let first = try await client.send(.post, path, body: Self.push, headers: bearer(token))
            #expect(first.status == .ok, "\(first.text)")
            let report = try first.json
            #expect(report[path: "added.steps"] as? Int == 1)
            #expect(report[path: "added.weight"] as? Int == 1)
            #expect(report[path: "added.workouts"] as? Int == 1)
            // The same push again (the app resends overlapping days): nothing new.
            let again = try await client.send(.post, path, body: Self.push, headers: [HTTPField.Name("X-Tally-Token")!: token])
            #expect(again.status == .ok)
            #expect((try again.json)["added"] as? [String: Int] == [:])
            // 1674 kJ = 400.1 kcal, measured, not estimated; 7.5 km kept.
            let workouts = try server.database.workouts()
            #expect(workouts.count == 1)
            #expect(abs((workouts.first?.kcal ?? 0) - 1674 / 4.184) < 1e-6)
            #expect(workouts.first?.activity == "running")
            #expect(try server.database.tokens().first { $0.name == "iphone" }?.lastUsedAt != nil)

            _ = try server.database.revokeToken("iphone", clock: server.clock)
            #expect(try await client.send(.post, path, body: Self.push, headers: bearer(token)).status == .unauthorized)

            // A body that is not Auto Export JSON: a clear 422, nothing written.
            let (other, _) = try server.database.createToken(name: "iphone", scopes: ["import"], clock: server.clock)
            let junk = try await client.send(.post, path, body: Data("{\"hello\": 1}".utf8), headers: bearer(other))
            #expect(junk.status == .unprocessableContent)
            #expect(junk.errorMessage?.contains("Health Auto Export") == true)
        }
    }

    @Test func anAppleHealthExportUploadsAndShowsInTheLab() async throws {
        let server = try TestServer()
        try await server.run { client in
            let xml = try Data(contentsOf: Self.fixture)
            let dry = try await client.send(.post, "/api/v1/import/apple-health?dryRun=true", body: xml, contentType: "text/xml")
            #expect(dry.status == .ok, "\(dry.text)")
            #expect((try dry.json)["dryRun"] as? Bool == true)
            #expect(try server.database.measurements().isEmpty)

            let reply = try await client.send(.post, "/api/v1/import/apple-health", body: xml, contentType: "text/xml")
            #expect(reply.status == .ok, "\(reply.text)")
            #expect((try reply.json)["added"] as? [String: Int] == ["weight": 2, "bodyfat": 1, "waist": 1, "steps": 1, "sleep": 1, "meals": 1, "workouts": 1])
            let imports = try await client.get("/api/v1/imports").json
            #expect((imports["imports"] as? [[String: Any]])?.map { $0["source"] as? String } == ["apple-health"])
            let metrics = try await client.get("/api/v1/lab/metrics").json
            let keys = (metrics["metrics"] as? [[String: Any]])?.compactMap { $0["key"] as? String } ?? []
            #expect(keys.contains("sleep"))
            #expect(!keys.contains("resting-hr"), "only metrics with data are offered")
            let notXML = try await client.send(.post, "/api/v1/import/apple-health", body: Data("hello".utf8), contentType: "text/xml")
            #expect(notXML.status == .unprocessableContent)
        }
    }

    @Test func manageDataShowsImportsTokensAndThePushURL() async throws {
        let server = try TestServer()
        try await server.run { client in
            let upload = try await client.send(.post, "/manage/import/health-auto-export", body: Self.push)
            #expect(upload.status == .ok, "\(upload.text)")
            let page = try await client.get("/manage")
            #expect(page.text.contains("id=\"imports\""))
            #expect(page.text.contains("health-auto-export"))
            #expect(page.text.contains("/api/v1/import/health-auto-export"))
            let created = try await client.form("/manage/tokens", ["name": "my phone"])
            #expect(created.status == .ok)
            let shown = try #require(created.text.range(of: "tly_[A-Za-z0-9_-]{40,}", options: .regularExpression).map { String(created.text[$0]) })
            #expect(try server.database.authenticate(token: shown, scope: "import", clock: server.clock)?.name == "my phone")
            // Shown once: the list afterwards never contains it.
            #expect(!(try await client.get("/manage").text.contains(shown)))
            let duplicate = try await client.form("/manage/tokens", ["name": "my phone"])
            #expect(duplicate.status == .conflict || duplicate.status == .unprocessableContent)
            #expect(duplicate.text.contains("exists"))
            let broken = try await client.send(.post, "/manage/import/health-auto-export", body: Data("not json".utf8))
            #expect(broken.status == .unprocessableContent)
            #expect(broken.errorMessage?.contains("JSON") == true)
        }
    }

    /// Manage → Data after a diary upload: the last import's summary per file; a preview adds nothing
    /// and leaves no "last import"; the CSV export downloads as a zip with one file per table.
    @Test func diaryPreviewSummaryAndTheCSVDownload() async throws {
        let server = try TestServer()
        let nutrition = Data("Date,Meal,Calories,Fat (g),Carbohydrates (g),Protein (g)\n2024-01-02,Breakfast,400,10,50,20\n2024-01-03,Lunch,650,20,70,35\n".utf8)
        try await server.run { client in
            let preview = try await client.send(.post, "/api/v1/import/myfitnesspal?dryRun=true", body: nutrition)
            #expect(preview.status == .ok, "\(preview.text)")
            #expect(preview.text.contains("\"dryRun\":true"))
            #expect(try await client.get("/manage").text.contains("id=\"imports-none\""))
            let upload = try await client.send(.post, "/api/v1/import/myfitnesspal", body: nutrition)
            #expect(upload.status == .ok, "\(upload.text)")
            let page = try await client.get("/manage").text
            #expect(page.contains("class=\"import-summary\" data-source=\"myfitnesspal\""))
            #expect(page.contains("(2 rows read): meals: 2 added"))

            let zip = try await client.get("/api/v1/export/csv")
            #expect(zip.status == .ok)
            #expect(zip.headers[.contentType] == "application/zip")
            let archive = try Archive(data: zip.data, accessMode: .read)
            var entries = ""
            let entry = try #require(archive["tally-export/entry.csv"])
            _ = try archive.extract(entry) { entries += String(decoding: $0, as: UTF8.self) }
            let lines = entries.split(separator: "\n")
            // A header, then the two imported meals.
            #expect(lines.count == 3)
            #expect(lines.first?.split(separator: ",").contains("nutrients") == true)
            #expect(archive["tally-export/bodyMetric.csv"] != nil)
        }
    }
}

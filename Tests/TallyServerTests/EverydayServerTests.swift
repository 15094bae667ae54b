import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Synchronization
import Testing
import TallyTestSupport

@testable import TallyCore
@testable import TallyServer
@testable import TallyStore

/// A local receiver for pushes: `/hook` keeps JSON bodies, `/topic` keeps ntfy-style posts (text and
/// Title header), `/broken` always answers 500.
final class PushReceiver: Sendable {
    let bodies = Mutex<[Data]>([])
    /// The webhook bodies received, read as JSON objects.
    var hooks: [[String: Any]] { bodies.withLock { $0 }.compactMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] } }
    let topics = Mutex<[(title: String?, body: String)]>([])
    let broken = Mutex(0)

    func run(_ test: @escaping @Sendable (Int) async throws -> Void) async throws {
        let router = Router()
        router.post("/hook") { request, _ -> Response in
            let body = try await request.body.collect(upTo: 1 << 16)
            self.bodies.withLock { $0.append(Data(buffer: body)) }
            return Response(status: .noContent)
        }
        router.post("/topic") { request, _ -> Response in
            let body = try await request.body.collect(upTo: 1 << 16)
            let title = HTTPField.Name("Title").flatMap { request.headers[$0] }
            self.topics.withLock { $0.append((title, String(buffer: body))) }
            return Response(status: .ok)
        }
        router.post("/broken") { _, _ -> Response in
            self.broken.withLock { $0 += 1 }
            return Response(status: .internalServerError)
        }
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in try await test(try #require(client.port)) }
    }
}

/// A clock the test moves.
final class MovingClock: Sendable {
    let instant: Mutex<Date>
    let calendar = Calendar.gregorian(in: TestServer.berlin)

    init(_ local: String) { instant = Mutex(LocalDateTime(local)!.instant(in: Calendar.gregorian(in: TestServer.berlin))) }
    func set(_ local: String) { instant.withLock { $0 = LocalDateTime(local)!.instant(in: calendar) } }
    var clock: AppClock { AppClock(calendar: calendar) { self.instant.withLock { $0 } } }
}

struct EverydayServerTests {
    /// A server over a temporary data directory with a clock the test moves.
    static func serve(_ moving: MovingClock, welcome: Bool = false, _ test: @escaping @Sendable (Client, TestServer) async throws -> Void) async throws {
        let server = try TestServer(welcome: welcome)
        let environment = ServerEnvironment(database: server.database, clock: moving.clock)
        let app = Application(router: TallyServer.router(environment), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in try await test(Client(client: client), server) }
    }

    @Test func remindersArriveInTheInboxAndAtTheWebhookAndTopicOnceAndNotInQuietHours() async throws {
        let receiver = PushReceiver()
        try await receiver.run { port in
            let moving = MovingClock("2026-11-21 12:00")
            try await Self.serve(moving) { client, _ in
                let settings = try await client.patch(
                    "/api/v1/notifications/settings",
                    [
                        "quiet": "22:00-07:00", "daily-summary.time": "21:00", "calories": "off", "weekly-milestone": "off",
                        "webhook": "http://127.0.0.1:\(port)/hook", "ntfy": "http://127.0.0.1:\(port)/topic",
                    ])
                #expect(settings.status == .ok, "\(settings.text)")
                #expect(try settings.json["quiet"] as? String == "22:00-07:00")
                let refused = try await client.patch("/api/v1/notifications/settings", ["calories": "sometimes"])
                #expect(refused.status == .unprocessableContent && refused.errorField == "calories")
                #expect(try await client.post("/api/v1/entries", ["kcal": 700, "name": "Lunch"]).status == .created)
                // 20:59: not yet. 22:30: in quiet hours.
                moving.set("2026-11-21 20:59")
                #expect((try await client.post("/api/v1/notifications/run", [:]).json["delivered"] as? [Any])?.isEmpty == true)
                moving.set("2026-11-21 22:30")
                #expect((try await client.post("/api/v1/notifications/run", [:]).json["delivered"] as? [Any])?.isEmpty == true)
                #expect(receiver.hooks.isEmpty)
                // Quiet hours moved: due since 21:00, so it is delivered now, and pushed to both.
                _ = try await client.patch("/api/v1/notifications/settings", ["quiet": "23:00-07:00"])
                let run = try await client.post("/api/v1/notifications/run", [:]).json
                let delivered = try #require(run["delivered"] as? [[String: Any]])
                #expect(delivered.map { $0["key"] as? String } == ["daily-summary:2026-11-21"])
                #expect(delivered.first?["body"] as? String == "700 kcal logged in 1 entry. 0 days on target this week.")
                #expect((run["pushed"] as? [Any])?.count == 1)
                let hook = try #require(receiver.hooks.first)
                #expect(hook["kind"] as? String == "daily-summary")
                #expect(hook["title"] as? String == "Today so far")
                #expect(hook["day"] as? String == "2026-11-21")
                #expect(receiver.topics.withLock { $0.first?.title } == "Today so far")
                #expect(receiver.topics.withLock { $0.first?.body }?.hasPrefix("700 kcal logged") == true)
                // Again: nothing new, nothing pushed twice.
                moving.set("2026-11-21 22:45")
                #expect((try await client.post("/api/v1/notifications/run", [:]).json["delivered"] as? [Any])?.isEmpty == true)
                #expect(receiver.hooks.count == 1)
                let inbox = try await client.get("/api/v1/notifications?unread=true").json
                #expect(inbox["unread"] as? Int == 1)
                let id = try #require((inbox["notifications"] as? [[String: Any]])?.first?["id"] as? Int)
                #expect(try await client.post("/api/v1/notifications/\(id)/read", [:]).json["unread"] as? Int == 0)
                #expect(try await client.post("/api/v1/notifications/999/read", [:]).status == .notFound)
                // The inbox page lists it; the badge's count is read from the server.
                let page = try await client.get("/inbox")
                #expect(page.status == .ok && page.text.contains("Today so far"))
                #expect(try await client.get("/inbox/unread").json["unread"] as? Int == 0)
            }
        }
    }

    @Test func aFailingPushIsRecordedAndTriedAgainAtMostThreeTimes() async throws {
        let receiver = PushReceiver()
        try await receiver.run { port in
            let moving = MovingClock("2026-11-21 12:00")
            try await Self.serve(moving) { client, server in
                _ = try await client.patch("/api/v1/notifications/settings", ["webhook": "http://127.0.0.1:\(port)/broken"])
                let test = try await client.post("/api/v1/notifications/test", [:])
                #expect(test.status == .created)
                #expect((try test.json["pushed"] as? [Any])?.isEmpty == true)
                for _ in 0..<4 { _ = try await client.post("/api/v1/notifications/run", [:]) }
                #expect(receiver.broken.withLock { $0 } == 3)
                let item = try #require(try server.database.notifications().first)
                #expect(item.pushedAt == nil)
                #expect(item.pushError?.contains("HTTP 500") == true)
            }
        }
    }

    @Test func documentsAreUploadedServedInlineAndDeletedWithTheirFile() async throws {
        let moving = MovingClock("2026-11-21 12:00")
        try await Self.serve(moving) { client, server in
            let pdf = Data("%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n".utf8)
            let added = try await client.send(.post, "/api/v1/documents?title=Blood%20test", body: pdf, contentType: "application/octet-stream")
            #expect(added.status == .created, "\(added.text)")
            let id = try #require(try added.json["id"] as? Int)
            #expect(try added.json["kind"] as? String == "pdf")
            #expect(try added.json["date"] as? String == "2026-11-21")
            let file = try await client.get("/api/v1/documents/\(id)/file")
            #expect(file.status == .ok && file.data == pdf)
            #expect(file.headers[.contentType] == "application/pdf")
            #expect(file.headers[.contentDisposition]?.hasPrefix("inline") == true)
            #expect(file.headers[.xContentTypeOptions] == "nosniff")
            // Framed by the app's own document page only.
            #expect(file.headers[HTTPField.Name("X-Frame-Options")!] == "SAMEORIGIN")
            let page = try await client.get("/documents/\(id)")
            #expect(page.text.contains("<iframe class=\"doc-frame\" src=\"/documents/\(id)/file\""))
            #expect(page.headers[HTTPField.Name("X-Frame-Options")!] == "DENY")
            let folder = server.directory.url.appendingPathComponent("documents")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 1)
            // Named .pdf but HTML inside: refused with the reason, nothing kept.
            let html = try await client.send(.post, "/api/v1/documents?title=Fake", body: Data("<html><script>x</script>".utf8), contentType: "application/pdf")
            #expect(html.status == .unprocessableContent && (html.errorMessage ?? "").contains("not a PDF or an image"))
            #expect(try await client.send(.post, "/api/v1/documents", body: pdf, contentType: "application/octet-stream").status == .badRequest)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 1)
            #expect(try await client.delete("/api/v1/documents/\(id)").status == .ok)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
            #expect(try await client.get("/api/v1/documents/\(id)/file").status == .notFound)
            #expect((try await client.get("/api/v1/documents").json["documents"] as? [Any])?.isEmpty == true)
        }
    }

    @Test func everyAnswerAndPageIsInThePersonsUnits() async throws {
        let moving = MovingClock("2026-11-21 12:00")
        try await Self.serve(moving) { client, _ in
            #expect(try await client.patch("/api/v1/profile", ["units": "imperial", "height": 70]).status == .ok)
            #expect(try await client.post("/api/v1/metrics", ["kind": "weight", "value": 154.3]).status == .created)
            #expect(try await client.post("/api/v1/entries", ["kcal": 500, "name": "Soup"]).status == .created)
            // SI keys stay; imperial ones are added beside them (154.3 lb = 69.99 kg; 70 in = 177.8 cm).
            let profile = try await client.get("/api/v1/profile").json
            #expect(profile["heightCm"] as? Double == 177.8)
            #expect(profile["heightIn"] as? Double == 70)
            let metric = try await client.get("/api/v1/profile?units=metric").json
            #expect(metric["heightIn"] == nil)
            #expect(try await client.get("/api/v1/profile?units=stones").status == .unprocessableContent)
            let day = try await client.get("/api/v1/days/today?energyUnit=kj").json
            #expect(day[path: "nutrition.kcal.consumed"] as? Double == 500)
            #expect(day[path: "nutrition.kJ.consumed"] as? Double == 2092)
            // Pages: lb on Body; kJ on Today once chosen.
            #expect(try await client.get("/body").text.contains("154.3 lb"))
            #expect(try await client.patch("/api/v1/profile", ["energyUnit": "kj"]).status == .ok)
            let today = try await client.get("/")
            #expect(today.text.contains("2092 kJ eaten"))
            #expect(!today.text.contains("500 kcal eaten"))
            #expect(try await client.patch("/api/v1/profile", ["units": "metric", "energyUnit": "kcal"]).status == .ok)
            #expect(try await client.get("/body").text.contains("70 kg"))
            #expect(try await client.get("/").text.contains("500 kcal eaten"))
        }
    }

    @Test func aFreshDatabaseOpensTheWelcomeFlowWhichBlocksOnBadAnswers() async throws {
        let moving = MovingClock("2026-11-21 12:00")
        try await Self.serve(moving, welcome: true) { client, server in
            let home = try await client.get("/")
            #expect(home.status == .seeOther && home.headers[.location] == "/welcome")
            let base = ["units": "metric", "energyUnit": "kcal"]
            let second = try await client.form("/welcome", base.merging(["step": "1"]) { a, _ in a })
            #expect(second.status == .ok && second.text.contains("Step 2 of 4"))
            var about = base.merging(["step": "2", "birthDate": "1988-02-03", "sex": "male", "height": "-180"]) { a, _ in a }
            let bad = try await client.form("/welcome", about)
            #expect(bad.status == .unprocessableContent && bad.text.contains("Step 2 of 4"))
            about["height"] = "180"
            #expect(try await client.form("/welcome", about).text.contains("Step 3 of 4"))
            let done = try await client.form(
                "/welcome", about.merging(["step": "4", "weight": "82", "activity": "light", "goal": "maintain"]) { _, new in new })
            #expect(done.status == .seeOther && done.headers[.location]?.hasPrefix("/?notice=Setup%20done") == true)
            #expect(try server.database.targets(on: Day("2026-11-21")!).kcal != nil)
            #expect(try await client.get("/").status == .ok)
        }
    }

    @Test func historySummariesByWeekAndMonth() async throws {
        let moving = MovingClock("2026-11-21 12:00")
        try await Self.serve(moving) { client, _ in
            for (day, kcal) in [("2026-11-16", 1800), ("2026-11-17", 2000), ("2026-11-20", 2200)] {
                #expect(try await client.post("/api/v1/entries", ["kcal": kcal, "name": "Meal", "at": "\(day) 12:00"]).status == .created)
            }
            let weeks = try await client.get("/api/v1/history/summary?from=2026-11-09&to=2026-11-21&type=food").json
            let periods = try #require(weeks["periods"] as? [[String: Any]])
            #expect(periods.map { $0["start"] as? String } == ["2026-11-09", "2026-11-16"])
            #expect(periods[1]["daysLogged"] as? Int == 3)
            #expect(periods[1]["averageKcal"] as? Double == 2000)
            #expect(periods[1]["weighIns"] == nil)
            #expect(periods[0]["daysLogged"] as? Int == 0)
            #expect(periods[0]["averageKcal"] is NSNull)
            let months = try await client.get("/api/v1/history/summary?from=2026-10-20&to=2026-11-21&by=month").json
            #expect((months["periods"] as? [Any])?.count == 2)
            #expect(try await client.get("/api/v1/history/summary?from=2026-11-21&to=2026-11-01").status == .unprocessableContent)
            let page = try await client.get("/history?from=2026-11-09&to=2026-11-21&by=week&type=food")
            #expect(page.text.contains("id=\"summary-table\""))
            #expect(page.text.contains("3/6"))
        }
    }

    @Test func foodAndProfilePhotosAreKeptShownAndReplaced() async throws {
        let moving = MovingClock("2026-11-21 12:00")
        try await Self.serve(moving) { client, server in
            let food = try await client.post("/api/v1/foods", ["name": "Grandma's flapjack", "servingGrams": 60, "kcal": 250])
            #expect(food.status == .created, "\(food.text)")
            let id = try #require(try food.json[path: "food.id"] as? Int ?? (try food.json["id"] as? Int))
            let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
            let origin: HTTPFields = [.origin: "http://localhost"]
            #expect(try await client.send(.post, "/foods/\(id)/photo", body: png, contentType: "image/png", headers: origin).status == .created)
            let page = try await client.get("/foods")
            let name = try #require(try server.database.foodPhotos()[Int64(id)]?.fileName)
            #expect(page.text.contains("<img class=\"thumb\" src=\"/photos/\(name)\""))
            let photo = try await client.get("/photos/\(name)")
            #expect(photo.status == .ok && photo.headers[.contentType] == "image/png" && photo.data == png)
            // A PDF is not a photo; an unknown name is not served.
            let pdf = try await client.send(.post, "/foods/\(id)/photo", body: Data("%PDF-1.4".utf8), contentType: "image/png", headers: origin)
            #expect(pdf.status == .unprocessableContent && (pdf.errorMessage ?? "").contains("must be an image"))
            #expect(try await client.get("/photos/\(UUID().uuidString.lowercased()).png").status == .notFound)
            // A new photo replaces the old one, file and all.
            let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16])
            #expect(try await client.send(.post, "/foods/\(id)/photo", body: jpeg, contentType: "image/jpeg", headers: origin).status == .created)
            let folder = server.directory.url.appendingPathComponent("photos")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.count == 1)
            #expect(try await client.get("/photos/\(name)").status == .notFound)
            // The profile's photo shows on the Plan page.
            #expect(try await client.send(.post, "/plan/photo", body: png, contentType: "image/png", headers: origin).status == .created)
            #expect(try await client.get("/plan").text.contains("id=\"profile-photo\""))
        }
    }
}

import Foundation
import HTTPTypes
import TallyTestSupport
import Testing

@testable import TallyCore
@testable import TallyServer
@testable import TallyStore

/// A life written into a real database through the store: daily calories (quick adds), a morning
/// weigh-in and squats on Monday, Wednesday and Friday. With `effect`, the squat's e1RM follows the
/// calories eaten three days earlier and the surplus stops for the last three weeks; without, the
/// e1RM wanders on its own.
enum LabWorld {
    static let days = 119
    /// The day before the test server's today (2026-11-21).
    static let last = Day(year: 2026, month: 11, day: 20) ?? Day(ordinal: 0)
    static var first: Day { last.adding(days: -(days - 1)) }

    static func write(_ server: TestServer, effect: Bool, seed: UInt64 = 7) throws {
        var random = SeededRandom(state: seed)
        var kcal: [Double] = []
        for index in 0..<days {
            let stopped = effect && index >= days - 21
            kcal.append(((stopped ? 1_850 : 2_400) + 350 * random.normal()).rounded())
        }
        var wander = 0.0
        for index in 0..<days {
            let day = first.adding(days: index)
            try server.database.quickAdd(QuickAdd.Request(kcal: "\(Int(kcal[index]))", name: "Meals", at: "\(day) 12:00"), clock: server.clock)
            let weight = 80 + 0.3 * random.normal()
            try server.database.addMeasurements([(kind: .weight, value: String(format: "%.1f", weight), unit: "kg")], date: day.description, note: nil, clock: server.clock)
            wander += 1.2 * random.normal()
            guard [1, 3, 5].contains(day.isoWeekday), index >= 3 else { continue }
            let e1rm = effect ? 90 + 0.08 * Double(index) + 0.025 * (kcal[index - 3] - 2_400) + random.normal() : 100 + wander
            let load = (e1rm / (1 + 5.0 / 30) * 10).rounded() / 10
            try server.database.logWorkout(
                WorkoutRequest(name: "Legs", minutes: "60", rpe: "8", at: "\(day) 18:00", sets: ["Back Squat \(load)kg x5"]), clock: server.clock)
        }
    }
}

struct LabAPITests {
    static let contractKeys = ["a", "b", "n", "effectiveN", "lag", "pearson", "spearman", "p", "ci", "significant", "summary"]

    @Test func comparisonFindsThePlantedLagAndKeepsItsContract() async throws {
        let server = try TestServer()
        try LabWorld.write(server, effect: true)
        try await server.run { client in
            let reply = try await client.get("/api/v1/lab/compare?a=kcal&b=e1rm:Back%20Squat&range=all")
            #expect(reply.status == .ok, "\(reply.text.prefix(300))")
            let json = try reply.json
            for key in Self.contractKeys { #expect(json.keys.contains(key), "missing \(key)") }
            #expect(json["a"] as? String == "kcal")
            #expect(json["b"] as? String == "e1rm:Back Squat")
            #expect(json["lag"] as? Int == 3)
            #expect(json["significant"] as? Bool == true)
            let r = try #require(json["pearson"] as? Double)
            let ci = try #require(json["ci"] as? [Double])
            #expect(r > 0.5 && ci.count == 2 && ci[0] < r && r < ci[1])
            let n = try #require(json["n"] as? Int), effective = try #require(json["effectiveN"] as? Double)
            // Squats on three days a week over 17 weeks, minus the first three days.
            #expect(n > 30 && n <= 51)
            #expect(effective <= Double(n))
            #expect((json["p"] as? Double ?? 1) < 0.01)
            #expect((json["summary"] as? String ?? "").contains("3 days later"))
        }
    }

    @Test func independentSeriesAreNotCalledAnAssociation() async throws {
        let server = try TestServer()
        try LabWorld.write(server, effect: false)
        try await server.run { client in
            let json = try await client.get("/api/v1/lab/compare?a=kcal&b=e1rm:Back%20Squat&range=all").json
            #expect(json["significant"] as? Bool == false)
            #expect(((json["summary"] as? String) ?? "").hasPrefix("No clear association") || ((json["summary"] as? String) ?? "").hasPrefix("A possible"))
            #expect(try await client.get("/api/v1/lab/cards").json["cards"] as? [Any] != nil)
            #expect((try await client.get("/api/v1/lab/cards").json["cards"] as? [Any])?.isEmpty == true)
        }
    }

    @Test func badComparisonsAreSpecific4xx() async throws {
        let server = try TestServer()
        try LabWorld.write(server, effect: false)
        try await server.run { client in
            let unknown = try await client.get("/api/v1/lab/compare?a=kcal&b=happiness")
            #expect(unknown.status == .notFound)
            #expect(unknown.errorField == "b")
            let noLift = try await client.get("/api/v1/lab/compare?a=e1rm:Deadlift&b=kcal")
            #expect(noLift.status == .notFound)
            #expect(noLift.errorMessage?.contains("e1rm:Back Squat") == true)
            let same = try await client.get("/api/v1/lab/compare?a=kcal&b=kcal")
            #expect(same.status == .unprocessableContent)
            #expect(same.errorField == "b")
            let fortnight = try await client.get("/api/v1/lab/compare?a=kcal&b=weight&range=fortnight")
            #expect(fortnight.status == .unprocessableContent)
            #expect(fortnight.errorField == "range")
            #expect(try await client.get("/api/v1/lab/compare?a=kcal").status == .badRequest)
            let backwards = try await client.get("/api/v1/lab/periods?from=2026-11-10&to=2026-11-01&vsFrom=2026-10-01&vsTo=2026-10-20")
            #expect(backwards.status == .unprocessableContent)
            #expect(backwards.errorField == "to")
        }
    }

    @Test func metricsListWhatHasData() async throws {
        let server = try TestServer()
        try LabWorld.write(server, effect: false)
        try await server.run { client in
            let metrics = try #require(try await client.get("/api/v1/lab/metrics").json["metrics"] as? [[String: Any]])
            let keys = Set(metrics.compactMap { $0["key"] as? String })
            #expect(keys.isSuperset(of: ["kcal", "weight", "weight-trend", "volume", "rpe", "e1rm:Back Squat"]))
            #expect(!keys.contains("steps") && !keys.contains("waist"))
            for metric in metrics { #expect(metric["unit"] is String && metric["aggregation"] is String) }
        }
    }

    @Test func stallCardFeedbackAndDismissal() async throws {
        let server = try TestServer()
        try LabWorld.write(server, effect: true)
        try await server.run { client in
            let cards = try #require(try await client.get("/api/v1/lab/cards").json["cards"] as? [[String: Any]])
            let stall = try #require(cards.first { $0["kind"] as? String == "stall" }, "cards: \(cards.map { $0["id"] ?? "" })")
            #expect(stall["a"] as? String == "kcal" && stall["b"] as? String == "e1rm:Back Squat")
            #expect(stall["lag"] as? Int == 3)
            for key in ["title", "observation", "correlation", "prompt"] { #expect(!((stall[key] as? String) ?? "").isEmpty) }
            #expect(((stall["prompt"] as? String) ?? "").contains("Not medical"))
            let id = try #require(stall["id"] as? String)
            let path = "/api/v1/lab/cards/\(id.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? id)/feedback"

            #expect(try await client.post(path, ["vote": "maybe"]).status == .unprocessableContent)
            #expect(try await client.post("/api/v1/lab/cards/stall%7Cweight%7Cnothing/feedback", ["vote": "up"]).status == .notFound)
            let up = try await client.post(path, ["vote": "up"])
            #expect(up.status == .ok)
            #expect(try up.json["vote"] as? String == "up")
            let stillThere = try #require(try await client.get("/api/v1/lab/cards").json["cards"] as? [[String: Any]])
            #expect(stillThere.contains { $0["id"] as? String == id })

            #expect(try await client.post(path, ["vote": "dismiss"]).status == .ok)
            let after = try #require(try await client.get("/api/v1/lab/cards").json["cards"] as? [[String: Any]])
            #expect(!after.contains { $0["id"] as? String == id })
            #expect(try server.database.labFeedbackVotes().map(\.vote) == [.dismiss])
        }
    }

    @Test func periodsTellTheStopFromNoise() async throws {
        let server = try TestServer()
        try LabWorld.write(server, effect: true)
        try await server.run { client in
            let last = LabWorld.last
            let uri =
                "/api/v1/lab/periods?from=\(last.adding(days: -48))&to=\(last.adding(days: -21))&vsFrom=\(last.adding(days: -20))&vsTo=\(last)"
            let json = try await client.get(uri).json
            let rows = try #require(json["rows"] as? [[String: Any]])
            let kcal = try #require(rows.first { $0["key"] as? String == "kcal" })
            #expect(kcal["beyondNoise"] as? Bool == true)
            #expect((kcal["difference"] as? Double ?? 0) < -300)
            let weight = try #require(rows.first { $0["key"] as? String == "weight-trend" })
            #expect(weight["beyondNoise"] as? Bool == false)
            #expect((json["summary"] as? String ?? "").contains("average intake"))
        }
    }

    @Test func widgetsAreAddedListedAndRemoved() async throws {
        let server = try TestServer()
        try LabWorld.write(server, effect: false)
        try await server.run { client in
            let added = try await client.post("/api/v1/lab/widgets", ["a": "KCAL", "b": "weight"])
            #expect(added.status == .created)
            #expect(try added.json["a"] as? String == "kcal")
            let id = try #require(try added.json["id"] as? Int)
            #expect(try await client.post("/api/v1/lab/widgets", ["a": "weight", "b": "weight"]).status == .unprocessableContent)
            #expect(try await client.post("/api/v1/lab/widgets", ["a": "weight", "b": "mood"]).status == .notFound)
            let list = try #require(try await client.get("/api/v1/lab/widgets").json["widgets"] as? [[String: Any]])
            #expect(list.count == 1)
            #expect(try await client.delete("/api/v1/lab/widgets/\(id)").status == .ok)
            #expect(try await client.delete("/api/v1/lab/widgets/\(id)").status == .notFound)
        }
    }
}

struct LabWebTests {
    @Test func todayShowsCardsAndWidgetsThatLeadToTheLab() async throws {
        let server = try TestServer()
        try LabWorld.write(server, effect: true)
        try await server.run { client in
            let today = try await client.get("/")
            #expect(today.status == .ok)
            #expect(today.text.contains("data-card=\"stall|e1rm:Back Squat|kcal\""))
            #expect(today.text.contains("href=\"/lab?a=kcal&amp;b=e1rm%3ABack%20Squat&amp;range=180d\""))
            for widget in ["widget-weight", "widget-week", "widget-volume"] { #expect(today.text.contains("id=\"\(widget)\"")) }
            // A past day shows neither.
            let yesterday = try await client.get("/?date=2026-11-20")
            #expect(!yesterday.text.contains("data-card=") && !yesterday.text.contains("id=\"widget-week\""))

            let lab = try await client.get("/lab?a=kcal&b=e1rm%3ABack%20Squat&range=180d")
            #expect(lab.status == .ok)
            let api = try await client.get("/api/v1/lab/compare?a=kcal&b=e1rm:Back%20Squat&range=180d").json
            let r = try #require(api["pearson"] as? Double)
            #expect(lab.text.contains("<dd id=\"lab-pearson\">\(String(format: "%.2f", r))</dd>"))
            #expect(lab.text.contains("<dd id=\"lab-lag\">3 days (Calories first)</dd>"))
            #expect(lab.text.contains("not proof that one causes the other"))
            #expect(lab.text.contains("class=\"axis-title a\"") && lab.text.contains(">kcal</text>") && lab.text.contains(">kg</text>"))
            // Every day of the range has a scrub column carrying both values or "no value".
            #expect(lab.text.components(separatedBy: "class=\"scrub\"").count - 1 == 180)
            #expect(lab.text.contains("Back Squat e1RM: no value"))

            let votes = try await client.form("/lab/cards/stall%7Ce1rm%3ABack%20Squat%7Ckcal/feedback", ["vote": "dismiss", "back": "/"])
            #expect(votes.status == .seeOther || votes.status == .found)
            #expect(votes.headers[.location]?.hasPrefix("/?notice=Dismissed") == true)
            #expect(!(try await client.get("/").text.contains("data-card=\"stall|e1rm:Back Squat|kcal\"")))
        }
    }

    @Test func labMistakesReRenderWithTheMessage() async throws {
        let server = try TestServer()
        try LabWorld.write(server, effect: false)
        try await server.run { client in
            let unknown = try await client.get("/lab?a=kcal&b=happiness")
            #expect(unknown.status == .unprocessableContent)
            #expect(unknown.text.contains("unknown metric"))
            #expect(unknown.text.contains("id=\"lab-b\" name=\"b\" aria-invalid=\"true\""))
            let periods = try await client.get("/lab/periods?from=2026-11-10&to=2026-11-01&vsFrom=2026-10-01&vsTo=2026-10-20")
            #expect(periods.status == .unprocessableContent)
            #expect(periods.text.contains("starts after it ends"))
            let defaults = try await client.get("/lab/periods")
            #expect(defaults.status == .ok)
            #expect(defaults.text.contains("id=\"periods-table\""))
            let widget = try await client.form("/lab/widgets", ["a": "kcal", "b": "kcal", "back": "/"])
            #expect(widget.status == .unprocessableContent)
            #expect(widget.text.contains("pick two different metrics"))
            #expect(try server.database.labWidgets().isEmpty)
            let added = try await client.form("/lab/widgets", ["a": "kcal", "b": "weight", "back": "/"])
            #expect(added.status == .seeOther || added.status == .found)
            let page = try await client.get("/")
            #expect(page.text.contains("data-widget=\""))
        }
    }

    @Test func anEmptyLabSaysWhatItNeeds() async throws {
        let server = try TestServer()
        try await server.run { client in
            let lab = try await client.get("/lab")
            #expect(lab.status == .ok)
            #expect(lab.text.contains("id=\"lab-empty\""))
            #expect(!lab.text.contains("id=\"lab-result\""))
            let today = try await client.get("/")
            #expect(today.text.contains("No weigh-ins this week"))
        }
    }
}

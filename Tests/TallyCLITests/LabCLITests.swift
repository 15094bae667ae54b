import Foundation
import Testing

/// `tally lab` end to end on the demo history: a newcomer's first look finds the demo's planted story
/// (squat strength following calories three days later, then a stall when the surplus stops, and
/// easier sessions after an afternoon snack), with the JSON contract the issue names.
struct LabCLITests {
    static let contractKeys = ["a", "b", "n", "effectiveN", "lag", "pearson", "spearman", "p", "ci", "significant", "summary"]

    @Test func theDemoTellsItsStoryThroughTheLab() throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        let demo = try tally.run(["demo", "--years", "1"])
        #expect(demo.status == 0, "\(demo.stderr)")

        let cards = try #require(try tally.json(["lab", "cards"])["cards"] as? [[String: Any]])
        let stall = try #require(cards.first { $0["kind"] as? String == "stall" }, "cards: \(cards.map { $0["id"] ?? "" })")
        #expect(stall["a"] as? String == "kcal")
        #expect(stall["b"] as? String == "e1rm:Squat")
        #expect(stall["lag"] as? Int == 3)
        #expect(((stall["title"] as? String) ?? "").contains("flat for"))
        #expect(cards.contains { $0["kind"] as? String == "effort" })
        for card in cards { #expect((card["q"] as? Double ?? 1) < 0.02) }

        let comparison = try tally.json(["lab", "compare", "kcal", "e1rm:Squat", "--range", "180d"])
        for key in Self.contractKeys { #expect(comparison.keys.contains(key), "missing \(key)") }
        #expect(comparison["lag"] as? Int == 3)
        #expect(comparison["significant"] as? Bool == true)

        // Text output names the numbers and the caveat.
        let text = try tally.run(["lab", "compare", "kcal", "e1rm:Squat", "--range", "180d"])
        #expect(text.stdout.contains("3 days later") && text.stdout.contains("not proof"))

        let id = try #require(stall["id"] as? String)
        #expect(try tally.run(["lab", "feedback", id, "dismiss"]).status == 0)
        let after = try #require(try tally.json(["lab", "cards"])["cards"] as? [[String: Any]])
        #expect(!after.contains { $0["id"] as? String == id })

        let periods = try tally.json(["lab", "periods", "--from", "2026-09-14", "--to", "2026-10-11", "--vs-from", "2026-10-25", "--vs-to", "2026-11-21"])
        let rows = try #require(periods["rows"] as? [[String: Any]])
        let kcal = try #require(rows.first { $0["key"] as? String == "kcal" })
        #expect((kcal["difference"] as? Double ?? 0) < 0)
        #expect(kcal["beyondNoise"] as? Bool == true)
    }

    @Test func mistakesAreSpecificAndChangeNothing() throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        #expect(try tally.run(["quick", "2100"]).status == 0)
        let unknown = try tally.run(["lab", "compare", "kcal", "happiness"])
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("unknown metric 'happiness'"))
        let range = try tally.run(["lab", "compare", "kcal", "protein", "--range", "fortnight"])
        #expect(range.status != 0 && range.stderr.contains("fortnight"))
        let vote = try tally.run(["lab", "feedback", "stall|weight|kcal", "maybe"])
        #expect(vote.status != 0)
        let noCard = try tally.run(["lab", "feedback", "stall|weight|kcal", "up"])
        #expect(noCard.status != 0 && noCard.stderr.contains("no card"))
        let same = try tally.run(["lab", "widget", "add", "kcal", "kcal"])
        #expect(same.status != 0 && same.stderr.contains("two different metrics"))
        let widgets = try tally.json(["lab", "widget", "list"])
        #expect((widgets["widgets"] as? [Any])?.isEmpty == true)
    }

    /// x = 1…5, y = 2, 1, 4, 3, 5: r = 8 / √(10 · 10) = 0.8; t = 0.8 √3 / 0.6 = 2.3094 with 3 df, two-sided
    /// p = 0.1041 (Student t table); no ties, so Spearman equals Pearson.
    @Test func statsOnAHandWorkedPair() throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        let json = try tally.json(["lab", "stats", "--x", "1,2,3,4,5", "--y", "2,1,4,3,5"])
        #expect(abs((json["pearson"] as? Double ?? 0) - 0.8) < 1e-12)
        #expect(abs((json["spearman"] as? Double ?? 0) - 0.8) < 1e-12)
        #expect(abs((json["t"] as? Double ?? 0) - 2.309401) < 1e-6)
        #expect(abs((json["p"] as? Double ?? 0) - 0.1041) < 5e-4)
        let short = try tally.run(["lab", "stats", "--x", "1,2", "--y", "2,1"])
        #expect(short.status != 0 && short.stderr.contains("at least 3"))
    }
}

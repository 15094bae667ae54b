import Foundation
import TallyStore
import Testing
import TallyTestSupport

/// End to end: the built binary against a temporary data directory, as a user runs it.
struct CLITests {
    @Test func logThenDayFollowsTheJSONContract() throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        // Given entries across meals, one before the cutoff of the next night
        let logged = try tally.json(["log", "fruit", "1.26", "--meal", "breakfast", "--at", "2026-11-21 08:10", "--note", "apple"])
        #expect(logged["id"] as? Int == 1)
        #expect(logged["day"] as? String == "2026-11-21")
        #expect(logged["portions"] as? Double == 1.3)
        #expect(logged["loggedAt"] as? String == "2026-11-21T08:10:00+01:00")
        try tally.json(["log", "Unsweetened Drinks", "--amount", "750", "--unit", "ml", "--at", "2026-11-21 09:00"])
        try tally.json(["log", "Treats", "1", "--at", "2026-11-22 01:30"])
        try tally.json(["log", "Sports", "45", "--meal", "Afternoon Snack", "--at", "2026-11-21 16:00"])
        // When the day is read
        let day = try tally.json(["day", "2026-11-21"])
        // Then totals, targets and statuses follow the contract
        #expect(day["date"] as? String == "2026-11-21")
        #expect(day["onTarget"] as? Bool == false)
        let categories = try #require(day["categories"] as? [[String: Any]])
        #expect(categories.map { $0["name"] as? String } == [
            "Unsweetened Drinks", "Vegetables", "Fruit", "Starchy Sides", "Protein Sources", "Dairy", "Oils / Fats / Nuts",
            "Treats", "Sports",
        ])
        let byName = Dictionary(uniqueKeysWithValues: categories.map { ($0["name"] as! String, $0) })
        #expect(byName["Fruit"]?["total"] as? Double == 1.3)
        #expect(byName["Fruit"]?["status"] as? String == "under")
        #expect(byName["Fruit"]?["unit"] as? String == "portions")
        #expect(byName["Fruit"]?["enabled"] as? Bool == true)
        #expect(byName["Fruit"]?[path: "target.kind"] as? String == "atLeast")
        #expect(byName["Fruit"]?[path: "target.min"] as? Double == 2)
        #expect(byName["Fruit"]?[path: "target.max"] is NSNull)
        #expect(byName["Unsweetened Drinks"]?["total"] as? Double == 0.8)
        #expect(byName["Unsweetened Drinks"]?["unit"] as? String == "L")
        #expect(byName["Unsweetened Drinks"]?["status"] as? String == "under")
        #expect(byName["Unsweetened Drinks"]?[path: "target.kind"] as? String == "range")
        #expect(byName["Unsweetened Drinks"]?[path: "target.max"] as? Double == 2)
        #expect(byName["Treats"]?["total"] as? Double == 1)
        #expect(byName["Treats"]?["status"] as? String == "met")
        #expect(byName["Treats"]?[path: "target.kind"] as? String == "atMost")
        #expect(byName["Sports"]?["total"] as? Double == 45)
        #expect(byName["Sports"]?["status"] as? String == "met")
        #expect(byName["Starchy Sides"]?[path: "target.kind"] as? String == "exact")
        let meals = try #require(day["meals"] as? [[String: Any]])
        #expect(meals.count == 7)
        let breakfast = try #require(meals.first { $0["name"] as? String == "Breakfast" })
        let entries = try #require(breakfast["entries"] as? [[String: Any]])
        #expect(entries.count == 2)
        #expect(entries[0]["category"] as? String == "Fruit")
        #expect(entries[0]["note"] as? String == "apple")
        #expect(entries[0]["amount"] is NSNull)
        #expect(entries[1]["amount"] as? Double == 750)
        #expect(entries[1]["unit"] as? String == "ml")
        #expect(entries[1]["portions"] as? Double == 0.8)
        for key in ["id", "category", "portions", "amount", "unit", "note", "loggedAt"] {
            #expect(entries[0].keys.contains(key), "entry lacks \(key)")
        }
        let midnight = try #require(meals.first { $0["name"] as? String == "Midnight" })
        #expect((midnight["entries"] as? [Any])?.count == 1)
    }

    @Test func dayDefaultsToTodayByTheCutoff() throws {
        var tally = try TallyProcess()
        defer { tally.cleanUp() }
        tally.now = "2026-11-22T03:00"
        try tally.json(["log", "Fruit", "2"])
        let day = try tally.json(["day"])
        #expect(day["date"] as? String == "2026-11-21")
        let text = try tally.run(["day"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("Saturday, 21 November 2026 (today)"))
        #expect(text.stdout.contains("Fruit"))
        #expect(text.stdout.contains("Midnight"))
        // Once past the cutoff, today is the next day.
        tally.now = "2026-11-22T04:00"
        #expect(try tally.json(["day"])["date"] as? String == "2026-11-22")
    }

    @Test func daylightSavingNightsCountTowardThePreviousDay() throws {
        var tally = try TallyProcess()
        defer { tally.cleanUp() }
        tally.timeZone = "America/New_York"
        tally.now = "2026-11-01T12:00"
        let first = try tally.json(["log", "Treats", "0.5", "--at", "2026-11-01 01:30"])
        #expect(first["day"] as? String == "2026-10-31")
        let gap = try tally.json(["log", "Treats", "0.5", "--at", "2026-03-08 02:30"])
        #expect(gap["day"] as? String == "2026-03-07")
        #expect(gap["loggedAt"] as? String == "2026-03-08T03:30:00-04:00")
        let four = try tally.json(["log", "Treats", "0.5", "--at", "2026-03-08 04:00"])
        #expect(four["day"] as? String == "2026-03-08")
        // The same Berlin wall-clock time lands on its own day in another zone.
        tally.timeZone = "Asia/Tokyo"
        #expect(try tally.json(["log", "Fruit", "1", "--at", "2026-11-21 03:59"])["day"] as? String == "2026-11-20")
    }

    /// Bad input: a specific message on stderr, a non-zero exit, and nothing written.
    static let badInputs: [([String], String)] = [
        (["log", "Pizza", "1"], "unknown category 'Pizza'"),
        (["log", "Fruit", "1", "--meal", "Brunch"], "unknown meal slot 'Brunch'"),
        (["log", "Fruit", "-1"], "cannot be negative"),
        (["log", "Fruit", "abc"], "'abc' is not a number"),
        (["log", "Fruit", "7"], "out of range"),
        (["log", "Fruit", "1e3"], "not a number"),
        (["log", "Fruit", "1", "--at", "2026-02-30 10:00"], "'2026-02-30' is not a real date"),
        (["log", "Fruit", "1", "--at", "noon"], "not a date and time"),
        (["log", "Fruit"], "give the portions"),
        (["log", "Unsweetened Drinks", "--amount", "250", "--unit", "parsec"], "unknown unit 'parsec'"),
        (["log", "Unsweetened Drinks", "--amount", "-250", "--unit", "ml"], "cannot be negative"),
        (["day", "2026-02-30"], "'2026-02-30' is not a real date"),
        (["day", "yesterday-ish"], "not a date"),
        (["history", "--from", "2026-11-21", "--to", "2026-11-01"], "is after --to"),
        (["entry", "edit", "999", "--portions", "1"], "no entry with id 999"),
        (["entry", "edit", "1"], "nothing to change"),
        (["entry", "edit", "1", "--portions", "8"], "out of range"),
        (["entry", "edit", "1", "--meal", "Brunch"], "unknown meal slot"),
        (["entry", "delete", "999"], "no entry with id 999"),
        (["category", "delete", "Fruit"], "has 1 logged entry"),
        (["category", "delete", "Nope"], "unknown category"),
        (["category", "add", "fruit"], "already exists"),
        (["category", "add", "Soup", "--unit", "parsec"], "unknown unit"),
        (["category", "target", "Fruit", "sometimes", "2"], "unknown target kind"),
        (["category", "target", "Fruit", "range", "3", "2"], "cannot exceed its maximum"),
        (["category", "target", "Fruit", "range", "3"], "needs two values"),
        (["category", "target", "Fruit", "atLeast", "two"], "'two' is not a number"),
        (["category", "rename", "Fruit", "vegetables"], "already exists"),
        (["category", "move", "Fruit", "42"], "between 1 and 9"),
        (["meal", "add", "lunch"], "already exists"),
        (["meal", "delete", "Breakfast"], "move them with --move-to"),
        (["meal", "move", "Lunch", "0"], "is not a position"),
        (["unit", "disable", "L"], "measures Unsweetened Drinks"),
        (["unit", "add", "Liters again", "l"], "already exists"),
        (["settings", "cutoff", "25:00"], "not a time of day"),
        (["settings", "cutoff", "4am"], "not a time of day"),
    ]

    @Test func badInputIsRejectedAndChangesNothing() throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        try tally.json(["log", "Fruit", "1", "--meal", "Breakfast", "--at", "2026-11-21 08:00"])
        let before = try snapshot(tally)
        for (arguments, expected) in Self.badInputs {
            let result = try tally.run(arguments)
            #expect(result.status != 0, "tally \(arguments.joined(separator: " ")) should fail")
            #expect(result.stderr.contains(expected), "tally \(arguments.joined(separator: " ")): stderr was \(result.stderr)")
            #expect(result.stdout.isEmpty, "tally \(arguments.joined(separator: " ")) printed \(result.stdout)")
        }
        #expect(try snapshot(tally) == before)
    }

    @Test func malformedClockPinIsAnError() throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        let result = try tally.run(["day"], environment: ["TALLY_NOW": "tomorrow"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("TALLY_NOW"))
    }

    /// Everything a user could see, to prove a failed command changed nothing.
    func snapshot(_ tally: TallyProcess) throws -> String {
        var parts: [String] = []
        for command in [["day", "2026-11-21"], ["category", "list"], ["meal", "list"], ["unit", "list"], ["settings"],
                        ["history", "--from", "2026-11-01", "--to", "2026-11-30"]] {
            parts.append(try tally.run(command + ["--json"]).stdout)
        }
        return parts.joined(separator: "\n")
    }

    @Test func editAndDeleteEntries() throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        let entry = try tally.json(["log", "Vegetables", "1", "--at", "2026-11-21 12:30"])
        let id = try #require(entry["id"] as? Int)
        #expect(entry["meal"] as? String == "Lunch")
        let edited = try tally.json([
            "entry", "edit", "\(id)", "--portions", "2.5", "--meal", "dinner", "--note", "soup", "--category", "fruit",
        ])
        #expect(edited["portions"] as? Double == 2.5)
        #expect(edited["meal"] as? String == "Dinner")
        #expect(edited["category"] as? String == "Fruit")
        #expect(edited["note"] as? String == "soup")
        let moved = try tally.json(["entry", "edit", "\(id)", "--at", "2026-11-20 19:00"])
        #expect(moved["day"] as? String == "2026-11-20")
        let day = try tally.json(["day", "2026-11-20"])
        let fruit = (day["categories"] as? [[String: Any]])?.first { $0["name"] as? String == "Fruit" }
        #expect(fruit?["total"] as? Double == 2.5)
        let deleted = try tally.run(["entry", "delete", "\(id)"])
        #expect(deleted.status == 0)
        #expect(deleted.stdout.contains("Deleted #\(id)"))
        let after = try tally.json(["day", "2026-11-20"])
        let total = (after["categories"] as? [[String: Any]])?.first { $0["name"] as? String == "Fruit" }?["total"] as? Double
        #expect(total == 0)
    }

    @Test func categoryCommandsShapeAdherence() throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        // Meet every default target on one day.
        for (category, portions) in [
            ("Unsweetened Drinks", "1.5"), ("Vegetables", "3"), ("Fruit", "2"), ("Starchy Sides", "3"), ("Protein Sources", "1.1"),
            ("Dairy", "2.9"), ("Oils / Fats / Nuts", "2"), ("Sports", "30"),
        ] {
            try tally.json(["log", category, portions, "--at", "2026-11-21 12:00"])
        }
        #expect(try tally.json(["day", "2026-11-21"])["onTarget"] as? Bool == true)
        // A stricter exact rule breaks it; the ±0.1 edge still holds.
        try tally.json(["category", "target", "Protein Sources", "exact", "1.2"])
        #expect(try tally.json(["day", "2026-11-21"])["onTarget"] as? Bool == true)
        try tally.json(["category", "target", "Fruit", "atLeast", "3"])
        #expect(try tally.json(["day", "2026-11-21"])["onTarget"] as? Bool == false)
        // Disabling the missed category puts the day back on target.
        try tally.json(["category", "disable", "Fruit"])
        let day = try tally.json(["day", "2026-11-21"])
        #expect(day["onTarget"] as? Bool == true)
        let fruit = (day["categories"] as? [[String: Any]])?.first { $0["name"] as? String == "Fruit" }
        #expect(fruit?["enabled"] as? Bool == false)
        #expect(fruit?["status"] as? String == "under")
        try tally.json(["category", "enable", "fruit"])
        let range = try tally.json(["category", "target", "Oils / Fats / Nuts", "range", "2", "3"])
        #expect(range[path: "target.kind"] as? String == "range")
        #expect(range[path: "target.min"] as? Double == 2)
        #expect(range[path: "target.max"] as? Double == 3)
        // Add, rename, move, delete.
        try tally.json(["category", "add", "Soup", "--unit", "portions", "--target", "atLeast", "1"])
        try tally.json(["category", "rename", "Soup", "Soups"])
        let list = try tally.json(["category", "move", "Soups", "1"])
        #expect((list["categories"] as? [[String: Any]])?.first?["name"] as? String == "Soups")
        #expect(try tally.run(["category", "delete", "Soups"]).status == 0)
        #expect(try tally.run(["category", "delete", "Fruit", "--force"]).stdout.contains("Archived category 'Fruit': its 1 entry is kept"))
        let categories = (try tally.json(["category", "list"])["categories"] as? [[String: Any]]) ?? []
        let names = categories.compactMap { $0["name"] as? String }
        #expect(categories.first { $0["name"] as? String == "Fruit" }?["enabled"] as? Bool == false)
        #expect(names.contains("Soups") == false)
    }

    @Test func mealsUnitsAndSettings() throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        let added = try tally.json(["meal", "add", "Brunch", "--position", "2", "--starts", "10:30"])
        #expect(added["position"] as? Int == 2)
        #expect(added["startsAt"] as? String == "10:30")
        let entry = try tally.json(["log", "Fruit", "1", "--at", "2026-11-21 10:45"])
        #expect(entry["meal"] as? String == "Brunch")
        #expect(try tally.run(["meal", "rename", "Brunch", "Late Breakfast"]).status == 0)
        #expect(try tally.run(["meal", "delete", "Late Breakfast", "--move-to", "Breakfast"]).status == 0)
        let meals = try tally.json(["meal", "list"])["meals"] as? [[String: Any]]
        #expect(meals?.map { $0["name"] as? String } == [
            "Breakfast", "Morning Snack", "Lunch", "Afternoon Snack", "Dinner", "Late Night", "Midnight",
        ])
        #expect(try tally.json(["entry", "show", "\(entry["id"] as! Int)"])["meal"] as? String == "Breakfast")

        let unit = try tally.json(["unit", "add", "Glasses", "glass", "--dimension", "volume", "--factor", "200"])
        #expect(unit["symbol"] as? String == "glass")
        let drink = try tally.json(["log", "Unsweetened Drinks", "--amount", "3", "--unit", "glass"])
        #expect(drink["portions"] as? Double == 0.6)
        #expect(try tally.run(["unit", "disable", "glass"]).status == 0)
        let disabled = try tally.run(["log", "Unsweetened Drinks", "--amount", "1", "--unit", "glass"])
        #expect(disabled.status != 0)
        #expect(disabled.stderr.contains("disabled"))
        #expect(try tally.run(["unit", "enable", "glass"]).status == 0)

        let settings = try tally.json(["settings", "cutoff", "05:30"])
        #expect(settings["dayCutoff"] as? String == "05:30")
        #expect(try tally.json(["log", "Fruit", "1", "--at", "2026-11-22 05:00"])["day"] as? String == "2026-11-21")
    }

    @Test func historyListsEveryDay() throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        try tally.json(["log", "Fruit", "2", "--at", "2026-11-19 08:00"])
        let history = try tally.json(["history", "--from", "2026-11-18", "--to", "2026-11-21"])
        let days = try #require(history["days"] as? [[String: Any]])
        #expect(days.map { $0["date"] as? String } == ["2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21"])
        #expect(days.allSatisfy { $0["onTarget"] as? Bool == false })
        let fruit = (days[1]["categories"] as? [[String: Any]])?.first { $0["name"] as? String == "Fruit" }
        #expect(fruit?["total"] as? Double == 2)
        #expect(fruit?["status"] as? String == "met")
        #expect(history["daysOnTarget"] as? Int == 0)
        let text = try tally.run(["history", "--from", "2026-11-18", "--to", "2026-11-21"])
        #expect(text.stdout.contains("0 of 4 days on target"))
    }

    @Test func dataFlagWinsAndInfoReportsTheSchema() throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        let other = FileManager.default.temporaryDirectory.appendingPathComponent("tally-flag-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: other) }
        try tally.json(["log", "Fruit", "1", "--data", other.path])
        let info = try tally.json(["info", "--data", other.path])
        #expect(info["database"] as? String == other.appendingPathComponent("tally.sqlite").path)
        #expect(info["schemaVersion"] as? Int == AppDatabase.currentSchemaVersion)
        #expect(info["journalMode"] as? String == "wal")
        #expect(info["entries"] as? Int == 1)
        #expect(try tally.json(["info"])["entries"] as? Int == 0)
    }

    @Test func concurrentProcessesAllLand() async throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        try tally.json(["info"])
        let results = try await withThrowingTaskGroup(of: Int32.self) { group in
            for _ in 0..<8 {
                group.addTask { try tally.run(["log", "Vegetables", "0.5"]).status }
            }
            return try await group.reduce(into: [Int32]()) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 == 0 })
        let day = try tally.json(["day", "2026-11-21"])
        let veg = (day["categories"] as? [[String: Any]])?.first { $0["name"] as? String == "Vegetables" }
        #expect(veg?["total"] as? Double == 4)
    }
}

import Foundation
import GRDB
import TallyTestSupport
import Testing

@testable import TallyCore
@testable import TallyStore

/// Changing a rule today does not rewrite the past: each day is judged by what was in force that day.
struct EffectiveDatingTests {
    let database: AppDatabase

    init() throws { database = try TestStore.fresh() }

    func day(_ text: String) -> Day { Day(text) ?? Day(ordinal: 0) }

    func status(_ category: String, on text: String) throws -> (TargetStatus?, Bool) {
        let summary = try database.daySummary(day(text))
        return (summary.categories.first { $0.category.name == category }?.status, summary.categories.first { $0.category.name == category }?.category.isEnabled ?? false)
    }

    @Test func aNewTargetJudgesOnlyTheDaysFromItsChangeOn() throws {
        _ = try database.logEntry(EntryRequest(category: "Fruit", portions: "2", at: "2026-11-10 12:00"), clock: .berlin("2026-11-10 13:00"))
        _ = try database.logEntry(EntryRequest(category: "Fruit", portions: "2", at: "2026-11-21 12:00"), clock: .berlin("2026-11-21 13:00"))
        #expect(try status("Fruit", on: "2026-11-10").0 == .met)
        try database.setCategoryTarget("Fruit", .atLeast(Portions(tenths: 30)), clock: .berlin("2026-11-21 14:00"))
        #expect(try status("Fruit", on: "2026-11-10").0 == .met, "the past keeps its rule")
        #expect(try status("Fruit", on: "2026-11-21").0 == .under, "today is judged by the new one")
        #expect(try database.history(from: day("2026-11-10"), to: day("2026-11-10")).first?.categories.first { $0.category.name == "Fruit" }?.status == .met)
        // Two changes on one day: the last one is what that day had.
        try database.setCategoryTarget("Fruit", .atLeast(Portions(tenths: 20)), clock: .berlin("2026-11-21 15:00"))
        #expect(try status("Fruit", on: "2026-11-21").0 == .met)
    }

    @Test func disablingAndAddingCategoriesLeaveThePastAlone() throws {
        let before = try database.daySummary(day("2026-11-10"))
        #expect(before.categories.first { $0.category.name == "Treats" }?.category.isEnabled == true)
        try database.setCategoryEnabled("Treats", false, clock: .berlin("2026-11-21 09:00"))
        _ = try database.addCategory(name: "Soup", unit: nil, target: .atLeast(Portions(tenths: 10)), clock: .berlin("2026-11-21 09:00"))
        #expect(try status("Treats", on: "2026-11-10").1 == true, "Treats still counted back then")
        #expect(try status("Treats", on: "2026-11-21").1 == false)
        #expect(try status("Soup", on: "2026-11-10").1 == false, "Soup did not exist yet")
        #expect(try status("Soup", on: "2026-11-21").1 == true)
        #expect(try database.daySummary(day("2026-11-10")).enabledCount == before.enabledCount)
    }

    @Test func targetsFollowTheProfileGoalAndOverridesOfTheirDay() throws {
        let early = AppClock.berlin("2026-10-01 09:00")
        _ = try database.updateProfile(
            AppDatabase.ProfileChanges(birthDate: "1990-03-01", sex: "female", height: "168", activity: "sedentary"), clock: early)
        _ = try database.addMeasurement(kind: .weight, value: "70", unit: "kg", date: "2026-10-01", note: nil, clock: early)
        let sedentary = try #require(try database.targets(on: day("2026-10-10")).tdee)
        _ = try database.updateProfile(AppDatabase.ProfileChanges(activity: "very"), clock: .berlin("2026-11-01 09:00"))
        #expect(try database.targets(on: day("2026-10-10")).tdee == sedentary, "October keeps the sedentary multiplier")
        let very = try #require(try database.targets(on: day("2026-11-10")).tdee)
        #expect(abs(very / sedentary - 1.725 / 1.2) < 0.001)

        _ = try database.setTargetOverrides([.kcal: "1900"], clear: false, clock: .berlin("2026-11-05 09:00"))
        #expect(try database.targets(on: day("2026-11-04")).kcal != 1900)
        #expect(try database.targets(on: day("2026-11-05")).kcal == 1900)
        _ = try database.setTargetOverrides([:], clear: true, clock: .berlin("2026-11-08 09:00"))
        #expect(try database.targets(on: day("2026-11-07")).kcal == 1900)
        #expect(try database.targets(on: day("2026-11-08")).kcal != 1900)

        _ = try database.setGoal(kind: "lose", target: "65", unit: nil, by: "2027-06-01", clock: .berlin("2026-11-12 09:00"))
        #expect(try database.targets(on: day("2026-11-11")).plan?.goal.kind == .maintain)
        #expect(try database.targets(on: day("2026-11-12")).plan?.goal.kind == .lose)
        try database.clearGoal(clock: .berlin("2026-11-15 09:00"))
        #expect(try database.targets(on: day("2026-11-14")).plan?.goal.kind == .lose)
        #expect(try database.targets(on: day("2026-11-15")).plan?.goal.kind == .maintain)
    }

    /// A database from before effective dating: its rules and settings become history from the beginning.
    @Test func theMigrationKeepsExistingRulesForThePast() throws {
        let queue = try DatabaseQueue()
        try AppDatabase.migrator.migrate(queue, upTo: "v5-read-indexes")
        try queue.write { db in
            try db.execute(sql: "UPDATE category SET targetKind = 'atLeast', targetMin = 4 WHERE name = 'Fruit'")
            try db.execute(sql: "INSERT INTO setting (key, value) VALUES ('target.kcal', '2100'), ('profile.sex', 'male')")
        }
        let migrated = try AppDatabase(queue, loadsGenericFoods: false)
        let fruit = try #require(try migrated.catalog().categories.first { $0.name == "Fruit" })
        let rule = try #require(try migrated.ruleTimeline().rule(for: fruit.id, on: day("1990-05-01")))
        #expect(rule.target == .atLeast(Portions(tenths: 40)))
        #expect(try migrated.targets(on: day("2001-01-01")).overridden.contains(.kcal))
        #expect(try migrated.schemaVersion() == 16)
    }
}

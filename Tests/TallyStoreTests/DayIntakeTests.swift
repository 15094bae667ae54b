import Foundation
import GRDB
import TallyTestSupport
import Testing

@testable import TallyCore
@testable import TallyStore

/// `dayIntake` (kept by triggers) always equals the day totals worked out from the entries themselves,
/// whatever wrote them, and a nutrient nobody recorded stays missing rather than zero.
struct DayIntakeTests {
    /// The totals recomputed independently: every readable entry with nutrients, summed per day in Swift.
    static func recomputed(_ database: AppDatabase) throws -> [Day: [NutrientKey: Double]] {
        try database.read { db in
            var result: [Day: [NutrientKey: Double]] = [:]
            for record in try SQLRow.fetchAll(db, sql: "SELECT * FROM entry").map(EntryRecord.init(row:)) {
                let entry = record.entry
                guard let nutrients = entry.food?.nutrients else { continue }
                var day = result[entry.day] ?? [:]
                for (key, value) in nutrients.values where AppDatabase.dayIntakeColumns.contains(where: { $0.key == key }) {
                    day[key, default: 0] += value
                }
                result[entry.day] = day
            }
            return result
        }
    }

    static func stored(_ database: AppDatabase) throws -> [Day: [NutrientKey: Double]] {
        try database.read { db in
            try AppDatabase.fetchDayIntake(db, from: Day(ordinal: 0), to: Day(year: 2100, month: 12, day: 31) ?? Day(ordinal: 0)).mapValues(\.values)
        }
    }

    static func expectSame(_ database: AppDatabase, _ comment: Comment) throws {
        let expected = try recomputed(database), actual = try stored(database)
        #expect(Set(expected.keys) == Set(actual.keys), comment)
        for (day, totals) in expected {
            let got = actual[day] ?? [:]
            #expect(Set(totals.keys) == Set(got.keys), "\(day): \(comment)")
            for (key, value) in totals { #expect(abs((got[key] ?? .nan) - value) < 1e-6, "\(day) \(key): \(comment)") }
        }
    }

    @Test func everyWritePathKeepsTheTotalsExact() throws {
        let database = try TestStore.fresh()
        let clock = AppClock.berlin("2026-11-21 20:00")
        let quick = try database.quickAdd(QuickAdd.Request(kcal: "500", protein: "30", at: "2026-11-20 12:00"), clock: clock).entry
        _ = try database.quickAdd(QuickAdd.Request(kcal: "250", at: "2026-11-20 18:00"), clock: clock)
        _ = try database.quickAdd(QuickAdd.Request(kcal: "300", carbs: "60", fat: "2", at: "2026-11-21 08:00"), clock: clock)
        _ = try database.logEntry(EntryRequest(category: "Fruit", portions: "2", at: "2026-11-21 09:00"), clock: clock)
        try Self.expectSame(database, "after quick adds and a portion")
        // Protein was recorded on the 20th only; the 21st has none rather than zero.
        let day21 = try #require(try Self.stored(database)[Day(year: 2026, month: 11, day: 21) ?? Day(ordinal: 0)])
        #expect(day21[.protein] == nil && day21[.kcal] == 300)

        // Moving an entry to another day moves its nutrients; deleting removes them; the last one empties the day.
        _ = try database.editEntry(id: quick.id, changes: EntryChanges(at: "2026-11-19 12:00"), clock: clock)
        try Self.expectSame(database, "after moving an entry")
        _ = try database.deleteEntry(id: quick.id)
        try Self.expectSame(database, "after a delete")
        #expect(try Self.stored(database)[Day(year: 2026, month: 11, day: 19) ?? Day(ordinal: 0)] == nil)

        // A stored row whose nutrients cannot be read is left out, and writing it does not fail.
        try database.write { db in
            try db.execute(
                sql: "INSERT INTO entry (day, mealSlotId, portions, loggedAt, kind, foodName, nutrients) SELECT day, mealSlotId, 0, loggedAt, 'quick', 'x', '{\"kcal\": oops' FROM entry LIMIT 1")
            try db.execute(
                sql: "INSERT INTO entry (day, mealSlotId, portions, loggedAt, kind, foodName, nutrients) SELECT day, mealSlotId, 0, loggedAt, 'quick', 'y', '{\"kcal\": \"lots\", \"protein_g\": 12}' FROM entry LIMIT 1")
        }
        let totals = try Self.stored(database)
        #expect(totals.values.contains { $0[.protein] == 12 })
        #expect(!totals.values.contains { ($0[.kcal] ?? 0).isNaN })
        #expect(totals[Day(year: 2026, month: 11, day: 20) ?? Day(ordinal: 0)]?[.kcal] == 250)
    }

    @Test func aYearOfDemoHistoryMatchesAndTheMigrationBackfills() throws {
        let queue = try DatabaseQueue()
        let database = try AppDatabase(queue)
        let clock = AppClock.berlin("2026-11-21 12:00")
        _ = try database.loadDemo(DemoData.plan(years: 1, today: Day(year: 2026, month: 11, day: 21) ?? Day(ordinal: 0)), clock: clock)
        try Self.expectSame(database, "after the demo load")
        // The same history as a database from before v7: no table, no triggers, no record of the migration.
        try queue.write { db in
            try db.execute(sql: "DROP TABLE dayIntake")
            for name in ["entry_intake_after_insert", "entry_intake_after_delete", "entry_intake_after_update"] {
                try db.execute(sql: "DROP TRIGGER \(name)")
            }
            try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = 'v7-day-intake'")
        }
        let migrated = try AppDatabase(queue, loadsGenericFoods: false)
        try Self.expectSame(migrated, "after the migration")
        #expect(try Self.stored(migrated).count > 300)
    }
}

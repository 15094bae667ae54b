import Foundation
import GRDB
import TallyTestSupport
import Testing

@testable import TallyCore
@testable import TallyStore

/// The kept per-day totals and verdicts (`dayTotal`, `dayStatus`) always equal a full recomputation
/// from the entries and workouts, whatever wrote them: random logs, edits, moves, deletes, workouts,
/// rule and catalog changes, a migration, and a write that bypassed the store.
struct DayTotalsTests {
    static let first = Day(year: 2026, month: 10, day: 1) ?? Day(ordinal: 0)
    static let last = Day(year: 2026, month: 11, day: 21) ?? Day(ordinal: 0)

    /// Every day recomputed from scratch: each day's own entries and workouts, judged by `daySummary`
    /// (which reads the entries, never the kept rows).
    static func recomputed(_ database: AppDatabase, from: Day) throws -> [Day: AppDatabase.KeptDay] {
        var result: [Day: AppDatabase.KeptDay] = [:]
        for day in from.through(last) {
            let summary = try database.daySummary(day)
            let workouts = try database.workouts(from: day, to: day)
            let logged = try database.entryRows(on: day)
            guard !logged.isEmpty || !workouts.isEmpty else { continue }
            result[day] = AppDatabase.KeptDay(totals: summary.totals, onTarget: summary.isOnTarget, met: summary.metCount, enabled: summary.enabledCount)
        }
        return result
    }

    /// What the tables hold, read directly (no fallback for stale days).
    static func kept(_ database: AppDatabase) throws -> (days: [Day: AppDatabase.KeptDay], stale: Int) {
        try database.read { db in
            var days: [Day: AppDatabase.KeptDay] = [:]
            for row in try SQLRow.fetchAll(db, sql: "SELECT day, entries, onTarget, met, enabled FROM dayStatus") {
                guard let text: String = row[0], let day = Day(text) else { continue }
                days[day] = AppDatabase.KeptDay(
                    totals: DayTotals(day: day, entryCount: row[1] ?? -1, totals: [:]), onTarget: row[2] ?? false, met: row[3] ?? -1, enabled: row[4] ?? -1)
            }
            for row in try SQLRow.fetchAll(db, sql: "SELECT day, categoryId, tenths FROM dayTotal") {
                guard let text: String = row[0], let day = Day(text), let category: Int64 = row[1], let tenths: Int = row[2] else { continue }
                days[day]?.totals.totals[category] = Portions(tenths: tenths)
            }
            return (days, try Int.fetchOne(db, sql: "SELECT count(*) FROM dayStale") ?? -1)
        }
    }

    /// Every day from `from` (default: the range the random writes use) through the last is checked.
    static func expectSame(_ database: AppDatabase, from: Day = first, _ comment: Comment) throws {
        let expected = try recomputed(database, from: from)
        let (all, stale) = try kept(database)
        let actual = all.filter { $0.key >= from }
        #expect(all.keys.allSatisfy { $0 <= last }, "no day after the last: \(comment)")
        #expect(stale == 0, "nothing left stale after a write: \(comment)")
        #expect(Set(expected.keys) == Set(actual.keys), comment)
        for (day, want) in expected where actual[day] != want {
            Issue.record("\(day): kept \(String(describing: actual[day])), recomputed \(want): \(comment)")
        }
    }

    func randomTime(_ random: inout SeededGenerator) -> String {
        let day = Self.first.adding(days: random.below(Self.first.distance(to: Self.last) + 1))
        return "\(day) \(String(format: "%02d:%02d", 7 + random.below(14), random.below(60)))"
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func randomWritesEditsAndDeletesKeepEveryDayExact(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let database = try TestStore.fresh()
        let clock = AppClock.berlin("2026-11-21 22:00")
        let categories = try database.catalog().categories.map(\.name)
        var entries: [Int64] = []
        var workouts: [Int64] = []
        for step in 0..<160 {
            switch random.below(10) {
            case 0, 1, 2, 3:
                let category = categories[random.below(categories.count)]
                let portions = String(Double(1 + random.below(30)) / 10)
                // Some amounts are refused (Sports counts whole minutes): a refused write changes nothing.
                if let entry = try? database.logEntry(EntryRequest(category: category, portions: portions, at: randomTime(&random)), clock: clock) {
                    entries.append(entry.id)
                }
            case 4:
                guard !entries.isEmpty else { continue }
                let id = entries[random.below(entries.count)]
                // Another day, another amount or another category.
                let changes: EntryChanges
                switch random.below(3) {
                case 0: changes = EntryChanges(at: randomTime(&random))
                case 1: changes = EntryChanges(portions: String(Double(1 + random.below(20)) / 10))
                default: changes = EntryChanges(category: categories[random.below(categories.count)])
                }
                _ = try? database.editEntry(id: id, changes: changes, clock: clock)
            case 5:
                guard !entries.isEmpty else { continue }
                _ = try database.deleteEntry(id: entries.remove(at: random.below(entries.count)))
            case 6:
                workouts.append(try database.logWorkout(WorkoutRequest(name: "Run", minutes: String(10 + random.below(50)), at: randomTime(&random)), clock: clock).id)
            case 7:
                guard !workouts.isEmpty else { continue }
                _ = try database.deleteWorkout(id: workouts.remove(at: random.below(workouts.count)))
            case 8:
                // A rule change from a day in the range on (the past before it keeps its verdicts).
                let category = categories[random.below(categories.count)]
                let at = AppClock.berlin(randomTime(&random))
                if random.below(2) == 0 {
                    _ = try database.setCategoryTarget(category, .atLeast(Portions(tenths: 10 * (1 + random.below(4)))), clock: at)
                } else {
                    _ = try database.setCategoryEnabled(category, random.below(3) != 0, clock: at)
                }
            default:
                _ = try database.quickAdd(QuickAdd.Request(kcal: String(100 + random.below(600)), at: randomTime(&random)), clock: clock)
            }
            if step % 20 == 19 { try Self.expectSame(database, "seed \(seed), step \(step)") }
        }
        try Self.expectSame(database, "seed \(seed), at the end")
        // A new category judges every day again.
        _ = try database.addCategory(name: "Soup", unit: nil, target: .atLeast(Portions(tenths: 10)), clock: AppClock.berlin("2026-10-15 12:00"))
        try Self.expectSame(database, "seed \(seed), after a new category")
        #expect(try Self.kept(database).days.count > 20)
    }

    @Test func aWorkoutCountsTowardSportsAndCoversAManualEntryOfTheSameSession() throws {
        let database = try TestStore.fresh()
        let clock = AppClock.berlin("2026-11-21 22:00")
        _ = try database.logEntry(EntryRequest(category: "Sports", portions: "20", at: "2026-11-20 18:10"), clock: clock)
        _ = try database.logWorkout(WorkoutRequest(name: "Run", minutes: "45", at: "2026-11-20 18:00"), clock: clock)
        _ = try database.logEntry(EntryRequest(category: "Fruit", portions: "2", at: "2026-11-20 12:00"), clock: clock)
        let report = try database.historyReport(from: Day(year: 2026, month: 11, day: 20) ?? Day(ordinal: 0), to: Day(year: 2026, month: 11, day: 20) ?? Day(ordinal: 0))
        let line = try #require(report.days.first)
        // 45 workout minutes; the manual 20 at 18:10 is the same session and not added again.
        #expect(line.categories.first { $0.name == "Sports" }?.total == 45)
        #expect(line.categories.first { $0.name == "Fruit" }?.total == 2)
        #expect(line.entryCount == 2)
    }

    @Test func aHistoryOutOfOrderOrLongerThanTenYearsIsRefused() throws {
        let database = try TestStore.fresh()
        #expect(throws: TallyError.self) { try database.historyReport(from: Self.last, to: Self.first) }
        #expect(throws: TallyError.self) { try database.historyReport(from: Self.last.adding(days: -3_700), to: Self.last) }
        #expect(try database.historyReport(from: Self.first, to: Self.last).dayCount == Self.first.distance(to: Self.last) + 1)
    }

    @Test func theMigrationBackfillsAndAWriteBehindTheStoresBackIsStillRead() throws {
        let queue = try DatabaseQueue()
        let database = try AppDatabase(queue)
        let clock = AppClock.berlin("2026-11-21 12:00")
        _ = try database.loadDemo(DemoData.plan(years: 1, today: Self.last), clock: clock)
        let before = try database.historyReport(from: Self.first, to: Self.last)
        // The same history as a database from before v11: no tables, no triggers, no record of the migration.
        try queue.write { db in
            for table in ["dayTotal", "dayStatus", "dayStale"] { try db.execute(sql: "DROP TABLE \(table)") }
            let triggers = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%\\_totals\\_after\\_%' ESCAPE '\\'")
            #expect(triggers.count == 17)
            for name in triggers { try db.execute(sql: "DROP TRIGGER \(name)") }
            try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = 'v11-day-totals'")
        }
        let migrated = try AppDatabase(queue, loadsGenericFoods: false)
        let year = Self.last.adding(days: -400)
        try Self.expectSame(migrated, from: year, "after the migration")
        #expect(try migrated.historyReport(from: Self.first, to: Self.last) == before)

        // A write straight to the file (another tool, a hand edit) leaves its day named stale; history
        // reads it from the entries until the next write works it out.
        let day = Day(year: 2026, month: 11, day: 3) ?? Day(ordinal: 0)
        try queue.write { db in try db.execute(sql: "DELETE FROM entry WHERE day = ?", arguments: [day.description]) }
        let line = try #require(try migrated.historyReport(from: day, to: day).days.first)
        #expect(line.entryCount == 0)
        #expect(line.categories.allSatisfy { $0.name == "Sports" || $0.total == 0 })
        _ = try migrated.quickAdd(QuickAdd.Request(kcal: "100", at: "2026-11-21 09:00"), clock: clock)
        try Self.expectSame(migrated, from: year, "after the next write")
    }
}

import Foundation
import GRDB
import Testing
import TallyTestSupport

@testable import TallyCore
@testable import TallyStore

struct MigrationTests {
    /// Branded foods indexed by a version before v10 (rowid = food id) are renumbered shortest names
    /// first, and stay searchable.
    @Test func brandedIndexRowsAreRenumberedByNameLength() throws {
        let queue = try DatabaseQueue()
        try AppDatabase.migrator.migrate(queue, upTo: "v9-revisions")
        try queue.write { db in
            for (id, name) in [(5, "Oat Cluster Crunch With Honey Almonds"), (6, "Oat Cluster")] {
                try db.execute(
                    sql: "INSERT INTO food (id, key, source, name, nutrients, measures) VALUES (?, ?, 'usda-branded', ?, '{\"kcal\":400}', '[]')",
                    arguments: [id, "br:\(id)", name])
                try db.execute(sql: "INSERT INTO brandedSearch (rowid, name) VALUES (?, ?)", arguments: [id, name])
            }
        }
        let migrated = try AppDatabase(queue, loadsGenericFoods: false)
        let rowIDs = try queue.read { db in try Int64.fetchAll(db, sql: "SELECT rowid FROM brandedSearch ORDER BY rowid") }
        // 2 words << 40 | 6, then 6 words << 40 | 5 (an independent computation of the documented numbering).
        let step: Int64 = 1_099_511_627_776
        let expected: [Int64] = [2 * step + 6, 6 * step + 5]
        #expect(rowIDs == expected)
        let found = try migrated.searchFoods("oat cluster", limit: 5, now: Date(timeIntervalSince1970: 1_790_000_000))
        #expect(found.map(\.food.id) == [6, 5])
    }

    @Test(.enabled(if: !TestStore.isPostgres, "a SQLite file and its WAL")) func firstOpenCreatesAWALFileWithDefaults() throws {
        // Given an empty data directory
        let directory = try TemporaryDirectory()
        // When Tally opens it
        let database = try TestStore.open(directory: directory.url.appendingPathComponent("nested/data"))
        // Then a WAL database exists at the documented path with the current schema and the defaults
        #expect(FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("nested/data/tally.sqlite").path))
        #expect(try database.journalMode() == "wal")
        #expect(try database.schemaVersion() == AppDatabase.currentSchemaVersion)
        #expect(try database.appliedMigrations() == ["v1-portions", "v2-foods", "v3-body", "v4-workouts", "v5-read-indexes", "v6-effective-dating-and-lab", "v7-day-intake", "v8-health-import", "v9-revisions", "v10-search-order", "v11-day-totals", "v12-care-meetings", "v13-request-keys", "v14-entry-history", "v15-notifications-and-documents", "v16-push-claims"])
        let catalog = try database.catalog()
        #expect(catalog.categories.map(\.name) == [
            "Unsweetened Drinks", "Vegetables", "Fruit", "Starchy Sides", "Protein Sources", "Dairy", "Oils / Fats / Nuts",
            "Treats", "Sports",
        ])
        #expect(catalog.mealSlots.map(\.name) == [
            "Breakfast", "Morning Snack", "Lunch", "Afternoon Snack", "Dinner", "Late Night", "Midnight",
        ])
        let units = Dictionary(uniqueKeysWithValues: catalog.categories.map { ($0.name, catalog.unit(of: $0)!.symbol) })
        #expect(units["Unsweetened Drinks"] == "L")
        #expect(units["Treats"] == "portions")
        #expect(units["Sports"] == "min")
        let targets = Dictionary(uniqueKeysWithValues: catalog.categories.map { ($0.name, $0.target) })
        let p = { (v: Double) in Portions(rounding: v) }
        #expect(targets["Unsweetened Drinks"] == .range(p(1), p(2)))
        #expect(targets["Vegetables"] == .atLeast(p(3)))
        #expect(targets["Fruit"] == .atLeast(p(2)))
        #expect(targets["Starchy Sides"] == .exact(p(3)))
        #expect(targets["Protein Sources"] == .exact(p(1)))
        #expect(targets["Dairy"] == .exact(p(3)))
        #expect(targets["Oils / Fats / Nuts"] == .range(p(2), p(3)))
        #expect(targets["Treats"] == .atMost(p(1)))
        #expect(targets["Sports"] == .atLeast(p(30)))
        #expect(catalog.settings.dayBoundary.cutoffMinutes == 240)
    }

    @Test func reopeningKeepsDataAndDoesNotReseed() throws {
        let directory = try TemporaryDirectory()
        do {
            let database = try TestStore.open(directory: directory.url)
            try database.logEntry(EntryRequest(category: "Fruit", portions: "1"), clock: .berlin("2026-11-21 09:00"))
            try database.renameCategory("Fruit", to: "Fresh Fruit")
        }
        let reopened = try TestStore.open(directory: directory.url)
        #expect(try reopened.entryCount() == 1)
        #expect(try reopened.catalog().categories.count == 9)
        #expect(try reopened.catalog().categories.contains { $0.name == "Fresh Fruit" })
    }

    @Test(.enabled(if: !TestStore.isPostgres, "SQLite migration records; PostgresStoreTests checks the same on PostgreSQL")) func refusesADatabaseFromANewerTally() throws {
        let directory = try TemporaryDirectory()
        _ = try TestStore.open(directory: directory.url)
        // A later version recorded a migration this build does not know.
        let queue = try DatabaseQueue(path: directory.url.appendingPathComponent(AppDatabase.fileName).path)
        try queue.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-future')")
            try db.execute(sql: "PRAGMA user_version = 99")
        }
        try queue.close()
        #expect {
            _ = try TestStore.open(directory: directory.url)
        } throws: { error in
            (error as? TallyError)?.message.contains("newer version of Tally") == true
        }
    }

    @Test func foreignKeysAreEnforced() throws {
        let database = try TestStore.fresh()
        #expect(throws: SQLError.self) {
            try database.storage.write { db in
                try db.execute(
                    sql: "INSERT INTO entry (day, mealSlotId, categoryId, portions, loggedAt) VALUES ('2026-11-21', 999, 1, 1, '2026-11-21 08:00:00')")
            }
        }
    }

    @Test func twoProcessesCanShareTheFile() async throws {
        // Two independent pools on one file stand for the server and a CLI process.
        let directory = try TemporaryDirectory()
        let server = try TestStore.open(directory: directory.url)
        let cli = try TestStore.open(directory: directory.url)
        let clock = AppClock.berlin("2026-11-21 09:00")
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<40 {
                let database = index.isMultiple(of: 2) ? server : cli
                group.addTask { try database.logEntry(EntryRequest(category: "Vegetables", portions: "0.1"), clock: clock) }
            }
            try await group.waitForAll()
        }
        #expect(try server.entryCount() == 40)
        #expect(try cli.daySummary(Day("2026-11-21")!).line(for: "Vegetables")?.total == Portions(tenths: 40))
    }
}

struct EntryStoreTests {
    let database: AppDatabase
    let clock = AppClock.berlin("2026-11-21 12:00")
    let day = Day("2026-11-21")!

    init() throws { database = try TestStore.fresh() }

    @Test func logEditDeleteRoundTrip() throws {
        // Given a logged entry
        let entry = try database.logEntry(EntryRequest(category: "fruit", portions: "1.26", note: "apple"), clock: clock)
        #expect(entry.portions == Portions(tenths: 13))
        #expect(try database.entry(id: entry.id) == entry)
        // When edited
        let edited = try database.editEntry(id: entry.id, changes: EntryChanges(portions: "2", meal: "dinner"), clock: clock)
        // Then the day reflects it
        let summary = try database.daySummary(day)
        #expect(summary.line(for: "Fruit")?.total == Portions(tenths: 20))
        #expect(summary.meals.first { $0.slot.name == "Dinner" }?.entries.map(\.id) == [edited.id])
        // When deleted, it is gone
        try database.deleteEntry(id: entry.id)
        #expect(try database.daySummary(day).line(for: "Fruit")?.total == .zero)
        #expect(throws: TallyError.self) { try database.entry(id: entry.id) }
        #expect(throws: TallyError.self) { try database.deleteEntry(id: entry.id) }
    }

    @Test func badInputWritesNothing() throws {
        try database.logEntry(EntryRequest(category: "Fruit", portions: "1"), clock: clock)
        let before = try database.daySummary(day)
        #expect(throws: TallyError.self) { try database.logEntry(EntryRequest(category: "Pizza", portions: "1"), clock: clock) }
        #expect(throws: TallyError.self) { try database.logEntry(EntryRequest(category: "Fruit", portions: "9"), clock: clock) }
        #expect(throws: TallyError.self) {
            try database.editEntry(id: 1, changes: EntryChanges(portions: "1", meal: "Brunch"), clock: clock)
        }
        #expect(try database.daySummary(day) == before)
        #expect(try database.entryCount() == 1)
    }

    @Test func historyCoversEveryDayInRange() throws {
        try database.logEntry(EntryRequest(category: "Fruit", portions: "2", at: "2026-11-19 08:00"), clock: clock)
        try database.logEntry(EntryRequest(category: "Fruit", portions: "1", at: "2026-11-21 08:00"), clock: clock)
        let days = try database.history(from: Day("2026-11-18")!, to: Day("2026-11-21")!)
        #expect(days.map(\.day.description) == ["2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21"])
        #expect(days.map { $0.line(for: "Fruit")!.total.tenths } == [0, 20, 0, 10])
        #expect(throws: TallyError.self) { try database.history(from: Day("2026-11-21")!, to: Day("2026-11-18")!) }
    }

    @Test func cutoffChangeAppliesToNewEntries() throws {
        let settings = try database.setDayCutoff(try DayBoundary(parsing: "02:00"))
        #expect(settings.dayBoundary.cutoffMinutes == 120)
        let entry = try database.logEntry(EntryRequest(category: "Fruit", portions: "1", at: "2026-11-22 03:00"), clock: clock)
        #expect(entry.day.description == "2026-11-22")
        #expect(try database.today(clock: .berlin("2026-11-22 01:59")).description == "2026-11-21")
    }
}

struct CatalogStoreTests {
    let database: AppDatabase
    let clock = AppClock.berlin("2026-11-21 12:00")

    init() throws { database = try TestStore.fresh() }

    @Test func categoryLifecycle() throws {
        let soup = try database.addCategory(name: "  Soup ", unit: nil, target: .atLeast(Portions(tenths: 10)), clock: clock)
        #expect(soup.name == "Soup")
        #expect(try database.catalog().categories.last?.name == "Soup")
        #expect(throws: TallyError.self) { try database.addCategory(name: "soup", unit: nil, target: nil, clock: clock) }
        #expect(throws: TallyError.self) { try database.addCategory(name: "Broth", unit: "furlong", target: nil, clock: clock) }
        try database.renameCategory("soup", to: "Soups")
        let order = try database.moveCategory("Soups", to: 1)
        #expect(order.first?.name == "Soups")
        #expect(order.map(\.sortOrder) == Array(1...10))
        #expect(throws: TallyError.self) { try database.moveCategory("Soups", to: 11) }
        try database.setCategoryTarget("Soups", .range(Portions(tenths: 10), Portions(tenths: 20)), clock: clock)
        #expect(try database.catalog().category(named: "Soups").target == .range(Portions(tenths: 10), Portions(tenths: 20)))
        try database.setCategoryEnabled("Soups", false, clock: clock)
        #expect(throws: TallyError.self) { try database.logEntry(EntryRequest(category: "Soups", portions: "1"), clock: clock) }
    }

    @Test func deletingACategoryNeverDeletesItsHistory() throws {
        try database.logEntry(EntryRequest(category: "Treats", portions: "1"), clock: clock)
        _ = try database.quickAdd(QuickAdd.Request(kcal: "300"), clock: clock)
        #expect {
            try database.deleteCategory("Treats", force: false, clock: clock)
        } throws: { error in
            (error as? TallyError)?.message.contains("has 1 logged entry") == true
        }
        #expect(try database.entryCount() == 2)
        // With force it is archived: disabled, its entry kept.
        #expect(try database.deleteCategory("Treats", force: true, clock: clock) == AppDatabase.Removal(archived: true, entries: 1))
        #expect(try database.entryCount() == 2)
        #expect(try database.catalog().categories.first { $0.name == "Treats" }?.isEnabled == false)
        // An unused category goes without --force.
        #expect(try database.deleteCategory("Dairy", force: false, clock: clock) == AppDatabase.Removal(archived: false, entries: 0))
        #expect(try !database.catalog().categories.contains { $0.name == "Dairy" })
    }

    @Test func mealSlotLifecycle() throws {
        let brunch = try database.addMealSlot(name: "Brunch", position: 2, startMinute: 600)
        #expect(try database.catalog().mealSlots.map(\.name).prefix(3) == ["Breakfast", "Brunch", "Morning Snack"])
        #expect(brunch.startMinute == 600)
        let entry = try database.logEntry(EntryRequest(category: "Fruit", portions: "1", meal: "brunch"), clock: clock)
        #expect(throws: TallyError.self) { try database.deleteMealSlot("Brunch", clock: clock) }
        #expect(try database.deleteMealSlot("Brunch", moveTo: "Lunch", clock: clock) == 1)
        #expect(try database.entry(id: entry.id).mealSlotID == database.catalog().mealSlot(named: "Lunch").id)
        #expect(try database.catalog().mealSlots.map(\.sortOrder) == Array(1...7))
        #expect(try database.moveMealSlot("Midnight", to: 1).first?.name == "Midnight")
        try database.renameMealSlot("Late Night", to: "Evening Snack")
        #expect(throws: TallyError.self) { try database.renameMealSlot("Dinner", to: "lunch") }
        // With force a slot's entries go to the slots of their times, never away.
        let teatime = try database.addMealSlot(name: "Teatime", position: 3, startMinute: 16 * 60)
        let tea = try database.logEntry(EntryRequest(category: "Fruit", portions: "1", meal: "Teatime", at: "2026-11-21 07:45"), clock: clock)
        #expect(try database.deleteMealSlot(teatime.name, force: true, clock: clock) == 1)
        #expect(try database.entry(id: tea.id).mealSlotID == database.catalog().mealSlot(named: "Breakfast").id)
    }

    @Test func unitsEnableAndDisable() throws {
        let bowl = try database.addUnit(name: "Bowls", symbol: "bowl", allowsDecimal: false)
        #expect(bowl.dimension == .count)
        #expect(throws: TallyError.self) { try database.addUnit(name: "Bowl again", symbol: "BOWL", allowsDecimal: false) }
        // L measures drinks, so it cannot be disabled while that category is enabled.
        #expect(throws: TallyError.self) { try database.setUnitEnabled("L", false) }
        try database.setUnitEnabled("cup", false)
        #expect(throws: TallyError.self) {
            try database.logEntry(EntryRequest(category: "Unsweetened Drinks", amount: "1", unit: "cup"), clock: clock)
        }
        try database.setUnitEnabled("cup", true)
        let drink = try database.logEntry(EntryRequest(category: "Unsweetened Drinks", amount: "1", unit: "cup"), clock: clock)
        #expect(drink.portions == Portions(tenths: 2))  // 236.6 ml → 0.2 L
    }
}

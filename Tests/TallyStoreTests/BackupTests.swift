import Foundation
import GRDB
import Testing
import TallyCore
@testable import TallyStore
import TallyTestSupport

/// Backups and restores on real SQLite files: consistent under concurrent writers, every earlier
/// schema restorable, a newer or damaged one refused, retention by policy.
struct BackupTests {
    let clock = AppClock.berlin("2026-11-21 10:00")

    /// Each day's intake totals recomputed from the entries, against the table the triggers keep: equal
    /// in any snapshot that is transactionally consistent.
    static func intakeIsConsistent(_ path: String) throws -> Bool {
        try DatabaseQueue(path: path).read { db in
            let kept = try Row.fetchAll(db, sql: "SELECT day, entries FROM dayIntake ORDER BY day").map { "\($0[0] as String? ?? ""):\($0[1] as Int? ?? -1)" }
            let recomputed = try Row.fetchAll(
                db, sql: "SELECT day, count(*) FROM entry WHERE nutrients IS NOT NULL GROUP BY day ORDER BY day"
            ).map { "\($0[0] as String? ?? ""):\($0[1] as Int? ?? -1)" }
            return kept == recomputed
        }
    }

    @Test func aBackupTakenWhileFourWritersAreBusyIsConsistent() async throws {
        let directory = try TemporaryDirectory()
        let database = try AppDatabase.open(directory: directory.url, loadsGenericFoods: false)
        let clock = self.clock
        let backups = directory.url.appendingPathComponent("backups")
        let manifest = try await withThrowingTaskGroup(of: BackupManifest?.self) { group in
            for writer in 0..<4 {
                group.addTask {
                    for index in 0..<60 {
                        _ = try database.quickAdd(
                            QuickAdd.Request(kcal: "\(100 + index)", protein: nil, carbs: nil, fat: nil, name: "w\(writer)", meal: nil, at: nil, note: nil),
                            clock: clock)
                        _ = try database.logEntry(EntryRequest(category: "Fruit", portions: "1"), clock: clock)
                    }
                    return nil
                }
            }
            group.addTask {
                try await Task.sleep(for: .milliseconds(150))
                return try Backups.create(database, dataDirectory: directory.url, backupDirectory: backups, note: "busy", appVersion: "test", clock: clock)
            }
            var taken: BackupManifest?
            for try await result in group { if let result { taken = result } }
            return try #require(taken)
        }
        let copy = backups.appendingPathComponent(manifest.id).appendingPathComponent("tally.sqlite").path
        let (integrity, foreignKeys, entries) = try await DatabaseQueue(path: copy).read { db in
            (try String.fetchAll(db, sql: "PRAGMA integrity_check"), try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").count,
             try Int.fetchOne(db, sql: "SELECT count(*) FROM entry") ?? -1)
        }
        #expect(integrity == ["ok"])
        #expect(foreignKeys == 0)
        #expect(entries == manifest.rows["entry"])
        #expect(entries <= 480)
        #expect(try Self.intakeIsConsistent(copy))

        // Restored into the live database, which then holds exactly the backup's rows.
        let candidate = try Backups.inspect(backups.appendingPathComponent(manifest.id), currentSchema: AppDatabase.schemaVersionOfThisRelease)
        try Backups.restore(candidate, into: database, dataDirectory: directory.url)
        #expect(try database.rowCounts()["entry"] == entries)
        #expect(try database.integrityProblems(full: true).isEmpty)
        #expect(try Self.intakeIsConsistent(database.path))
    }

    @Test(arguments: ["v4-workouts", "v5-read-indexes", "v6-effective-dating-and-lab", "v7-day-intake"])
    func aBackupFromAnEarlierSchemaIsMigratedForwardOnRestore(_ version: String) throws {
        let directory = try TemporaryDirectory()
        let old = directory.url.appendingPathComponent("old.sqlite")
        let queue = try DatabaseQueue(path: old.path)
        try AppDatabase.migrator.migrate(queue, upTo: version)
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO entry (day, mealSlotId, categoryId, portions, loggedAt) VALUES ('2024-02-03', 1, 1, 2, '2024-02-03 08:00:00.000');
                    INSERT INTO bodyMetric (kind, value, day, measuredAt) VALUES ('weight', 81.5, '2024-02-03', '2024-02-03 07:00:00.000');
                    """)
        }
        try queue.close()
        let live = try AppDatabase.open(directory: directory.url.appendingPathComponent("data"), loadsGenericFoods: false)
        _ = try live.logEntry(EntryRequest(category: "Vegetables", portions: "3"), clock: clock)
        let candidate = try Backups.inspect(old, currentSchema: AppDatabase.schemaVersionOfThisRelease)
        #expect(candidate.schemaVersion < AppDatabase.schemaVersionOfThisRelease)
        try Backups.restore(candidate, into: live, dataDirectory: directory.url.appendingPathComponent("data"))
        #expect(try live.schemaVersion() == AppDatabase.schemaVersionOfThisRelease)
        let (restored, replaced) = try DatabaseQueue(path: live.path).read { db in
            (try Double.fetchAll(db, sql: "SELECT portions FROM entry WHERE day = '2024-02-03'"),
             try Int.fetchOne(db, sql: "SELECT count(*) FROM entry WHERE day = '2026-11-21'") ?? -1)
        }
        #expect(restored == [2])
        #expect(replaced == 0, "the restored data replaced what was there")
        #expect(try live.measurements(kind: .weight).map(\.value) == [81.5])
    }

    @Test func newerAndDamagedBackupsAreRefused() throws {
        let directory = try TemporaryDirectory()
        let database = try AppDatabase.open(directory: directory.url, loadsGenericFoods: false)
        let backups = directory.url.appendingPathComponent("backups")
        let manifest = try Backups.create(database, dataDirectory: directory.url, backupDirectory: backups, note: nil, appVersion: "test", clock: clock)
        let file = backups.appendingPathComponent(manifest.id).appendingPathComponent("tally.sqlite")
        let newer = directory.url.appendingPathComponent("newer.sqlite")
        try FileManager.default.copyItem(at: file, to: newer)
        try DatabaseQueue(path: newer.path).write { db in try db.execute(sql: "PRAGMA user_version = 99") }
        #expect {
            _ = try Backups.inspect(newer, currentSchema: AppDatabase.schemaVersionOfThisRelease)
        } throws: { error in
            (error as? TallyError)?.message.contains("schema 99") == true
        }
        // Bytes flipped inside a page of the copy: its integrity check fails, and it is refused.
        var bytes = try Data(contentsOf: file)
        let page = 4096 * 3
        for index in page..<(page + 200) where index < bytes.count { bytes[index] ^= 0xA5 }
        let damaged = directory.url.appendingPathComponent("damaged.sqlite")
        try bytes.write(to: damaged)
        #expect(throws: TallyError.self) { _ = try Backups.inspect(damaged, currentSchema: AppDatabase.schemaVersionOfThisRelease) }
        #expect(throws: TallyError.self) { _ = try Backups.inspect(directory.url.appendingPathComponent("nothing.sqlite"), currentSchema: 8) }
    }

    @Test func automaticBackupsArePrunedByPolicyAndOthersKept() throws {
        let directory = try TemporaryDirectory()
        let database = try AppDatabase.open(directory: directory.url, loadsGenericFoods: false)
        let backups = directory.url.appendingPathComponent("backups")
        // One automatic backup a day for 120 days, plus one manual.
        let start = Day("2026-07-25")!
        for offset in 0..<120 {
            let day = start.adding(days: offset)
            _ = try Backups.create(
                database, dataDirectory: directory.url, backupDirectory: backups, note: nil, kind: "automatic", appVersion: "test",
                clock: .fixed(LocalDateTime(day: day, minuteOfDay: 3 * 60), timeZone: TimeZone(identifier: "Europe/Berlin")!))
        }
        _ = try Backups.create(database, dataDirectory: directory.url, backupDirectory: backups, note: "mine", appVersion: "test", clock: clock)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin")!
        let removed = Backups.prune(backups, daily: 7, weekly: 4, monthly: 12, calendar: calendar)
        let left = Backups.list(backups)
        // Worked out by hand for 25 Jul … 21 Nov 2026: the 7 newest days (15–21 Nov); the newest of the 4
        // newest ISO weeks (21, 15 Nov — already kept — then 8 and 1 Nov); the newest of each month
        // (21 Nov kept, then 31 Oct, 30 Sep, 31 Aug, 31 Jul).
        let automatic = Set(left.filter(\.automatic).map { LocalDateTime($0.createdAt, in: calendar).day.description })
        let expected = Set((15...21).map { "2026-11-\($0)" } + ["2026-11-08", "2026-11-01", "2026-10-31", "2026-09-30", "2026-08-31", "2026-07-31"])
        #expect(automatic == expected)
        #expect(left.contains { $0.kind == "manual" })
        #expect(removed.count == 120 - automatic.count)
    }

    /// Backups written by released versions, kept as files: each later release must restore them.
    /// `backup-schema-8.sqlite` was written by this release's CLI (`tally log Fruit 2`, `metric add
    /// weight 81.5`, `workout log Legs --minutes 45 --rpe 7`, `quick 450 --protein 30`; the generic food
    /// rows removed for size).
    @Test(arguments: ["backup-schema-8.sqlite"])
    func aBackupFromAReleasedVersionRestores(_ name: String) throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").appendingPathComponent(name)
        let directory = try TemporaryDirectory()
        let copy = directory.url.appendingPathComponent(name)
        try FileManager.default.copyItem(at: fixture, to: copy)
        let live = try AppDatabase.open(directory: directory.url.appendingPathComponent("data"), loadsGenericFoods: false)
        let candidate = try Backups.inspect(copy, currentSchema: AppDatabase.schemaVersionOfThisRelease)
        try Backups.restore(candidate, into: live, dataDirectory: directory.url.appendingPathComponent("data"))
        #expect(try live.schemaVersion() == AppDatabase.schemaVersionOfThisRelease)
        #expect(try live.rowCounts()["entry"] == 2)
        #expect(try live.measurements(kind: .weight).map(\.value) == [81.5])
        let workouts = try live.workouts()
        #expect(workouts.map(\.name) == ["Legs"])
        #expect(workouts.first?.minutes == 45)
        #expect(try live.integrityProblems(full: true).isEmpty)
    }
}

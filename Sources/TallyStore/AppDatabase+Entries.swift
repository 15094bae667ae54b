import Foundation
import TallyCore

extension AppDatabase {
    /// Logs portions of a category. Names resolve, the time and day cutoff apply, and the entry is
    /// stored in one transaction; on any error nothing is written.
    public func logEntry(_ request: EntryRequest, clock: AppClock) throws -> LogEntry {
        try write { db in
            let catalog = try AppDatabase.fetchCatalog(db)
            let planned = try EntryPlanner.plan(request, catalog: catalog, now: clock.now(), calendar: clock.calendar)
            var record = EntryRecord(planned)
            try record.insert(db)
            return record.entry
        }
    }

    public func entry(id: Int64) throws -> LogEntry {
        try read { db in try AppDatabase.fetchEntry(db, id: id) }
    }

    static func fetchEntry(_ db: SQLConnection, id: Int64) throws -> LogEntry {
        guard let record = try EntryRecord.fetchOne(db, key: id) else {
            throw TallyError.notFound(field: "id", "no entry with id \(id)")
        }
        return record.entry
    }

    public func editEntry(id: Int64, changes: EntryChanges, clock: AppClock) throws -> LogEntry {
        try write { db in
            let catalog = try AppDatabase.fetchCatalog(db)
            let current = try AppDatabase.fetchEntry(db, id: id)
            let edited = try EntryPlanner.apply(changes, to: current, catalog: catalog, calendar: clock.calendar)
            try EntryRecord(edited).update(db)
            // The version this edit replaced (with concurrent edits, the one that lost) stays in the history.
            let snapshot = try AppDatabase.snapshotEncoder.encode(EntryReport(current, catalog: catalog, timeZone: clock.timeZone))
            try db.execute(
                sql: "INSERT INTO entryVersion (entryId, replacedAt, snapshot) VALUES (?, ?, ?)",
                arguments: [id, clock.now(), String(decoding: snapshot, as: UTF8.self)])
            return edited
        }
    }

    static let snapshotEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }()

    /// An entry's earlier versions, oldest first: each as it was (the API's entry JSON) and when it was replaced.
    public func entryHistory(id: Int64) throws -> [(replacedAt: Date, snapshot: Data)] {
        try read { db in
            guard try EntryRecord.fetchOne(db, key: id) != nil || (try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM entryVersion WHERE entryId = ?)", arguments: [id]) ?? false)
            else { throw TallyError.notFound(field: "id", "no entry \(id)") }
            return try SQLRow.fetchAll(db, sql: "SELECT replacedAt, snapshot FROM entryVersion WHERE entryId = ? ORDER BY id", arguments: [id]).compactMap { row in
                guard let at = try? row.decode(Date.self, atIndex: 0), let text = row.text(at: 1) else { return nil }
                return (at, Data(text.utf8))
            }
        }
    }

    /// Deletes an entry and returns what it was.
    @discardableResult
    public func deleteEntry(id: Int64) throws -> LogEntry {
        try deleteEntryForUndo(id: id).entry
    }

    /// A deleted entry with everything needed to put it back as it was (its id, its import identity).
    public struct DeletedEntry: Sendable {
        public let entry: LogEntry
        let source: String?
        let externalID: String?
    }

    /// Deletes an entry and returns it whole, for an undo.
    public func deleteEntryForUndo(id: Int64) throws -> DeletedEntry {
        try write { db in
            let current = try AppDatabase.fetchEntry(db, id: id)
            let identity = try SQLRow.fetchOne(db, sql: "SELECT source, externalId FROM entry WHERE id = ?", arguments: [id])
            try EntryRecord.deleteOne(db, key: id)
            return DeletedEntry(entry: current, source: identity?.text(at: 0), externalID: identity?.text(at: 1))
        }
    }

    /// Puts a deleted entry back with its id (ids are never reused); refused when what it belonged to
    /// (its meal slot) is gone, or when it is already back.
    public func restoreEntry(_ deleted: DeletedEntry) throws -> LogEntry {
        try write { db in
            guard try EntryRecord.fetchOne(db, key: deleted.entry.id) == nil else {
                throw TallyError.conflict(field: nil, "the entry is already back")
            }
            guard try MealSlotRecord.fetchOne(db, key: deleted.entry.mealSlotID) != nil else {
                throw TallyError.conflict(field: nil, "its meal slot was deleted since; log it again")
            }
            var record = EntryRecord(deleted.entry)
            try record.insert(db)
            if deleted.source != nil || deleted.externalID != nil {
                try db.execute(
                    sql: "UPDATE entry SET source = ?, externalId = ? WHERE id = ?", arguments: [deleted.source, deleted.externalID, deleted.entry.id])
            }
            return try AppDatabase.fetchEntry(db, id: deleted.entry.id)
        }
    }

    /// One day's totals, statuses and entries, read in one consistent snapshot; judged by the category
    /// rules in force that day.
    public func daySummary(_ day: Day) throws -> DaySummary {
        try read { db in
            let catalog = try AppDatabase.fetchCatalog(db)
            let entries = try EntryRecord.fetchAll(db, where: "day = ?", arguments: [day]).map(\.entry)
            let workouts = try AppDatabase.fetchWorkouts(db, from: day, to: day)
            let judged = try AppDatabase.fetchRuleTimeline(db).catalog(catalog, on: day)
            return DaySummary(day: day, entries: entries, catalog: judged, workouts: workouts)
        }
    }

    /// A history's range: in order, and at most ten years.
    static func checkHistoryRange(from: Day, to: Day) throws {
        guard from <= to else {
            throw TallyError.invalid(field: "from", "--from (\(from)) is after --to (\(to))")
        }
        guard from.distance(to: to) < 3_700 else {
            throw TallyError.invalid(field: "to", "a history covers at most ten years at a time")
        }
    }

    /// Every day from `from` through `to`, including days with nothing logged.
    public func history(from: Day, to: Day) throws -> [DaySummary] {
        try AppDatabase.checkHistoryRange(from: from, to: to)
        return try read { db in
            let catalog = try AppDatabase.fetchCatalog(db)
            let entries = try EntryRecord.fetchAll(db, where: "day >= ? AND day <= ?", arguments: [from, to]).map(\.entry)
            let byDay = Dictionary(grouping: entries, by: \.day)
            let workouts = Dictionary(grouping: try AppDatabase.fetchWorkouts(db, from: from, to: to), by: \.day)
            let timeline = try AppDatabase.fetchRuleTimeline(db)
            return from.through(to).map { day in
                DaySummary(day: day, entries: byDay[day] ?? [], catalog: timeline.catalog(catalog, on: day), workouts: workouts[day] ?? [])
            }
        }
    }

    /// Today's Tally day under the stored cutoff.
    public func today(clock: AppClock) throws -> Day {
        clock.today(try settings().dayBoundary)
    }

    public func entryCount() throws -> Int {
        try read { db in try EntryRecord.fetchCount(db) }
    }

    /// The first day anything was logged on.
    public func firstEntryDay() throws -> Day? {
        try read { db in try String.fetchOne(db, sql: "SELECT min(day) FROM entry").flatMap(Day.init) }
    }

    /// A day's entry rows as stored, undecoded (the floor a day's read is measured against).
    public func entryRows(on day: Day) throws -> [SQLRow] {
        try read { db in try SQLRow.fetchAll(db, sql: "SELECT * FROM entry WHERE day = ?", arguments: [day]) }
    }
}

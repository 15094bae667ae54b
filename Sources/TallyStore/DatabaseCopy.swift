import Foundation
import TallyCore

/// Copies one store's rows into another, table by table with their ids, then checks that every table
/// holds as many rows as it came with. Used to move a SQLite data directory onto PostgreSQL
/// (`tally migrate-database`). The target must be new: its defaults give way to the source's rows.
/// Derived tables (day totals, intake, revision tokens, search indexes) are not copied: the target's
/// triggers and its first write work them out from the rows, as on any write.
public enum DatabaseCopy {
    /// Tables in the order they are written (parents before the rows that refer to them).
    static let order = [
        "unit", "category", "categoryRule", "mealSlot", "setting", "settingHistory", "exercise", "food", "recipeComponent", "entry",
        "entryVersion", "bodyMetric", "workout", "workoutSet", "dailyMetric", "labFeedback", "labWidget", "importRun", "careMeeting",
        "notification", "document", "foodPhoto", "apiToken", "requestKey",
        // The accounts file's tables.
        "account", "session", "signInAttempt", "careGrant", "careAccess", "sharedFood",
    ]

    /// Worked out from other rows, never copied.
    static let derived: Set<String> = ["dayintake", "daytotal", "daystatus", "daystale", "revision", "schemamigration", "grdb_migrations", "sqlite_sequence"]

    /// Rows copied per table.
    public struct Report: Codable, Sendable, Equatable {
        public var rows: [String: Int] = [:]
        public var total: Int { rows.values.reduce(0, +) }
    }

    /// Copies every table `source` holds into `target`. Throws, leaving the target unchanged, when the
    /// target already holds data of its own, lacks a table or a column, or when a count differs after the copy.
    static func copy(from source: StorageEngine, to target: StorageEngine, ownRowsCheck: String?, progress: (String, Int) -> Void = { _, _ in }) throws -> Report {
        let tables = try source.read { db in try db.tableNames() }.filter { !derived.contains($0.lowercased()) && !$0.lowercased().contains("search") }
        let ordered = order.filter { name in tables.contains { $0.lowercased() == name.lowercased() } }
            + tables.filter { name in !order.contains { $0.lowercased() == name.lowercased() } }.sorted()
        return try target.write { to in
            if let ownRowsCheck, try Int.fetchOne(to, sql: ownRowsCheck) ?? 0 > 0 {
                throw TallyError.conflict(field: "to", "the target already holds data; move into a new, empty database")
            }
            // Every table with rows to move must be there to take them: none is left behind unsaid.
            let missingTables = try ordered.filter { try !to.tableExists($0) }
            guard missingTables.isEmpty else {
                throw TallyError.conflict(field: nil, "the target has no table \(missingTables.joined(separator: ", ")); update Tally there first")
            }
            var report = Report()
            // Its own defaults (units, categories, meal slots, exercises, settings) give way to the source's.
            for table in ordered.reversed() {
                try to.execute(sql: "DELETE FROM \(table)")
            }
            try source.read { from in
                for table in ordered {
                    let columns = try from.columns(in: table)
                    let known = Set(try to.columns(in: table).map { $0.lowercased() })
                    let copied = columns.filter { known.contains($0.lowercased()) }
                    guard copied.count == columns.count else {
                        let missing = columns.filter { !known.contains($0.lowercased()) }
                        throw TallyError.conflict(field: nil, "table \(table) has columns the target lacks (\(missing.joined(separator: ", "))); update Tally there first")
                    }
                    let types = try to.columnTypes(in: table)
                    let list = copied.map { to.quoted($0) }.joined(separator: ", ")
                    let width = copied.count
                    // Many rows per statement: one round trip for each batch on PostgreSQL.
                    let batch = max(1, min(500, 30_000 / max(width, 1)))
                    var pending: [SQLValue] = []
                    var count = 0
                    func flush() throws {
                        guard !pending.isEmpty else { return }
                        let rows = pending.count / width
                        let values = Array(repeating: "(" + Array(repeating: "?", count: width).joined(separator: ", ") + ")", count: rows).joined(separator: ", ")
                        try to.execute(sql: "INSERT INTO \(table) (\(list)) VALUES \(values)", arguments: SQLArguments(values: pending))
                        pending.removeAll(keepingCapacity: true)
                    }
                    let cursor = try SQLRow.fetchCursor(from, sql: "SELECT \(copied.map { from.quoted($0) }.joined(separator: ", ")) FROM \(table)")
                    while let row = try cursor.next() {
                        for (column, value) in zip(copied, row.values) { pending.append(types.value(value, for: column)) }
                        count += 1
                        if count % batch == 0 { try flush() }
                    }
                    try flush()
                    report.rows[table] = count
                    progress(table, count)
                }
            }
            try to.resetIdentities()
            // Every table holds what it came with.
            for (table, count) in report.rows {
                let copied = try Int.fetchOne(to, sql: "SELECT count(*) FROM \(table)") ?? -1
                guard copied == count else {
                    throw TallyError.conflict(field: nil, "table \(table): \(count) rows read but \(copied) written; nothing was moved")
                }
            }
            return report
        }
    }
}

extension SQLConnection {
    /// The store's tables (not SQLite's internal or full-text shadow tables).
    func tableNames() throws -> [String] {
        switch dialect {
        case .sqlite:
            return try String.fetchAll(
                self,
                sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND sql NOT LIKE 'CREATE VIRTUAL TABLE%' ORDER BY name"
            ).filter { name in !["_data", "_idx", "_content", "_docsize", "_config"].contains { name.hasSuffix($0) } }
        case .postgres:
            return try String.fetchAll(
                self, sql: "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name"
            ).map { CanonicalColumns.tableSpelling(of: $0) }
        }
    }

    /// After rows were written with their ids, each table's id sequence continues past the largest (PostgreSQL;
    /// SQLite's AUTOINCREMENT follows by itself).
    func resetIdentities() throws {
        guard isPostgres else { return }
        for row in try SQLRow.fetchAll(
            self,
            sql: """
                SELECT table_name FROM information_schema.columns
                WHERE table_schema = current_schema() AND column_name = 'id' AND is_identity = 'YES'
                """)
        {
            guard let table = row.text(at: 0) else { continue }
            try execute(
                sql: "SELECT setval(pg_get_serial_sequence(?, 'id'), coalesce((SELECT max(id) FROM \(table)), 0) + 1, false)",
                arguments: [table])
        }
    }
}

extension AppDatabase {
    /// Copies this store (SQLite) into `target` (a new store, typically on PostgreSQL), verifying the
    /// counts. The target's derived tables are then worked out from the copied rows.
    public func copy(into target: AppDatabase, progress: (String, Int) -> Void = { _, _ in }) throws -> DatabaseCopy.Report {
        let report = try DatabaseCopy.copy(
            from: storage, to: target.storage, ownRowsCheck: "SELECT (SELECT count(*) FROM entry) + (SELECT count(*) FROM bodyMetric) + (SELECT count(*) FROM workout)",
            progress: progress)
        try target.storage.write { db in
            // Every day with rows is worked out afresh, and the intake totals from the entries.
            try db.execute(sql: "DELETE FROM dayIntake")
            try db.execute(sql: AppDatabase.dayIntakeRecompute(where: "TRUE", dialect: db.dialect))
            try db.execute(sql: "INSERT INTO dayStale (day) SELECT DISTINCT day FROM entry UNION SELECT DISTINCT day FROM workout")
            try AppDatabase.refreshDayTotals(db)
        }
        target.clearReadCache()
        return report
    }
}

extension AccountStore {
    /// Copies the accounts (with their sessions, grants and shared foods) into `target`'s database.
    public func copy(into target: AccountStore) throws -> DatabaseCopy.Report {
        try DatabaseCopy.copy(from: storage, to: target.storage, ownRowsCheck: "SELECT count(*) FROM account")
    }
}

extension AppDatabase {
    /// The files the rows name, relative to the data directory ("documents/…", "photos/…").
    public func referencedFiles() throws -> [String] {
        try read { db in
            try String.fetchAll(db, sql: "SELECT fileName FROM document").map { "\(AppDatabase.documentsFolder)/\($0)" }
                + String.fetchAll(db, sql: "SELECT fileName FROM foodPhoto").map { "\(AppDatabase.photosFolder)/\($0)" }
        }
    }
}

import Foundation
import GRDB
import TallyCore

/// What a backup holds, written beside it as `manifest.json`.
public struct BackupManifest: Codable, Sendable, Equatable {
    /// The backup's folder name: `tally-YYYYMMDD-HHMMSS-KIND`.
    public var id: String
    public var createdAt: Date
    public var note: String?
    /// "manual", "automatic" or "safety" (taken before a restore).
    public var kind: String
    public var schemaVersion: Int
    public var appVersion: String
    /// Bytes of the database copy and the files together.
    public var sizeBytes: Int64
    /// Rows per table, to show what a restore would bring back.
    public var rows: [String: Int]
    public var files: Int

    public var automatic: Bool { kind == "automatic" }
}

/// Backups of a data directory: a consistent copy of the database (SQLite's online backup, safe while
/// the server writes) and its files, in a folder of their own; restore copies a backup back the same
/// way, in one transaction, so a failure or a kill part-way leaves the current data as it was.
public enum Backups {
    static let databaseName = "tally.sqlite"
    static let manifestName = "manifest.json"
    /// Folders of the data directory a backup carries.
    public static let fileFolders = ["routes", "documents", "photos"]
    static let countedTables = ["entry", "bodyMetric", "workout", "workoutSet", "dailyMetric", "food", "importRun"]

    public static func defaultDirectory(for dataDirectory: URL) -> URL { dataDirectory.appendingPathComponent("backups") }

    /// Takes a backup. It is written into a temporary folder and renamed into place when complete, so
    /// an interrupted backup never appears in the list.
    public static func create(
        _ database: AppDatabase, dataDirectory: URL, backupDirectory: URL, note: String?, kind: String = "manual", appVersion: String, clock: AppClock
    ) throws -> BackupManifest {
        let cleanedNote = try Limits.text(note, field: "note", maximum: Limits.noteLength)
        let manager = FileManager.default
        try manager.createDirectory(at: backupDirectory, withIntermediateDirectories: true)
        let now = clock.now()
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = clock.timeZone
        format.dateFormat = "yyyyMMdd-HHmmss"
        var id = "tally-\(format.string(from: now))-\(kind)"
        var suffix = 2
        while manager.fileExists(atPath: backupDirectory.appendingPathComponent(id).path) {
            id = "tally-\(format.string(from: now))-\(kind)-\(suffix)"
            suffix += 1
        }
        let staging = backupDirectory.appendingPathComponent(".incomplete-\(id)")
        try? manager.removeItem(at: staging)
        try manager.createDirectory(at: staging, withIntermediateDirectories: true)
        do {
            let copy = try DatabaseQueue(path: staging.appendingPathComponent(databaseName).path)
            try database.sqliteWriter().backup(to: copy)
            let (schema, rows) = try copy.read { db in
                (try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0, try counts(SQLConnection.sqlite(db)))
            }
            try copy.close()
            var files = 0
            for folder in fileFolders {
                let source = dataDirectory.appendingPathComponent(folder)
                guard manager.fileExists(atPath: source.path) else { continue }
                try manager.copyItem(at: source, to: staging.appendingPathComponent(folder))
                files += (manager.enumerator(atPath: staging.appendingPathComponent(folder).path)?.allObjects.count) ?? 0
            }
            var manifest = BackupManifest(
                id: id, createdAt: now, note: cleanedNote, kind: kind, schemaVersion: schema, appVersion: appVersion, sizeBytes: 0, rows: rows, files: files)
            manifest.sizeBytes = size(of: staging)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            encoder.dateEncodingStrategy = .iso8601
            try encoder.encode(manifest).write(to: staging.appendingPathComponent(manifestName), options: .atomic)
            try manager.moveItem(at: staging, to: backupDirectory.appendingPathComponent(id))
            return manifest
        } catch {
            try? manager.removeItem(at: staging)
            throw error
        }
    }

    /// Complete backups in a folder, newest first (unreadable or half-written ones are left out).
    public static func list(_ backupDirectory: URL) -> [BackupManifest] {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: backupDirectory.path) else { return [] }
        return names.filter { !$0.hasPrefix(".") }.compactMap { name in
            manifest(at: backupDirectory.appendingPathComponent(name))
        }.sorted { ($0.createdAt, $0.id) > ($1.createdAt, $1.id) }
    }

    static func manifest(at folder: URL) -> BackupManifest? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent(manifestName)), data.count < 1 << 20 else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try? decoder.decode(BackupManifest.self, from: data)
    }

    /// A backup by id (in the backup folder), "latest", or a path to a backup folder or a database file.
    public static func locate(_ reference: String, backupDirectory: URL) throws -> URL {
        let manager = FileManager.default
        if reference == "latest" {
            guard let latest = list(backupDirectory).first(where: { $0.kind != "safety" }) ?? list(backupDirectory).first else {
                throw TallyError.notFound(field: "backup", "no backups in \(backupDirectory.path)")
            }
            return backupDirectory.appendingPathComponent(latest.id)
        }
        let named = backupDirectory.appendingPathComponent(reference)
        if !reference.contains("/"), manager.fileExists(atPath: named.appendingPathComponent(databaseName).path) { return named }
        let path = URL(fileURLWithPath: reference)
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path.path, isDirectory: &isDirectory) {
            if !isDirectory.boolValue || manager.fileExists(atPath: path.appendingPathComponent(databaseName).path) { return path }
        }
        throw TallyError.notFound(field: "backup", "no backup '\(Limits.clip(reference))'; see tally backup list")
    }

    /// What a restore from `location` would bring back, checked: the file is a Tally database that is
    /// whole (integrity check), and its schema is this version's or older.
    public struct Candidate: Sendable {
        public var location: URL
        public var databaseFile: URL
        public var schemaVersion: Int
        public var rows: [String: Int]
        public var manifest: BackupManifest?
    }

    public static func inspect(_ location: URL, currentSchema: Int) throws -> Candidate {
        var isDirectory: ObjCBool = false
        FileManager.default.fileExists(atPath: location.path, isDirectory: &isDirectory)
        let file = isDirectory.boolValue ? location.appendingPathComponent(databaseName) : location
        var configuration = Configuration()
        configuration.readonly = true
        let (schema, rows, integrity): (Int, [String: Int], [String])
        do {
            let queue = try DatabaseQueue(path: file.path, configuration: configuration)
            (schema, rows, integrity) = try queue.read { db in
                let integrity = try String.fetchAll(db, sql: "PRAGMA integrity_check")
                guard try db.tableExists("entry") else { throw TallyError.invalid(field: "backup", "\(file.lastPathComponent) is not a Tally database") }
                return (try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0, try counts(SQLConnection.sqlite(db)), integrity)
            }
            try queue.close()
        } catch let error as TallyError {
            throw error
        } catch {
            throw TallyError.invalid(field: "backup", "\(file.path) is not a readable Tally database (\(error))")
        }
        guard integrity == ["ok"] else {
            throw TallyError.invalid(field: "backup", "the backup is damaged (\(integrity.prefix(3).joined(separator: "; "))); choose another")
        }
        guard schema <= currentSchema else {
            throw TallyError.conflict(
                field: "backup", "the backup was made by a newer Tally (schema \(schema)); this one reads schema \(currentSchema) or older — update Tally to restore it")
        }
        return Candidate(location: location, databaseFile: file, schemaVersion: schema, rows: rows, manifest: isDirectory.boolValue ? manifest(at: location) : nil)
    }

    /// Replaces the live data with a checked backup: the backup is copied aside and migrated forward,
    /// then copied into the live database with SQLite's backup API — one write transaction, so the
    /// running server sees the restored data at once and a kill part-way leaves the old data whole.
    /// The backup's files replace the data directory's (each folder swapped by rename).
    public static func restore(_ candidate: Candidate, into database: AppDatabase, dataDirectory: URL) throws {
        let manager = FileManager.default
        let work = dataDirectory.appendingPathComponent(".restore-\(UUID().uuidString)")
        try manager.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: work) }
        let staged = work.appendingPathComponent(databaseName)
        try manager.copyItem(at: candidate.databaseFile, to: staged)
        // An older schema is brought up to this version's before it goes live.
        let upgraded = try AppDatabase(try DatabaseQueue(path: staged.path, configuration: AppDatabase.makeConfiguration()), loadsGenericFoods: false)
        try upgraded.sqliteWriter().backup(to: database.sqliteWriter())
        // Files: each folder in the backup replaces the live one (a folder the backup lacks is kept).
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: candidate.location.path, isDirectory: &isDirectory), isDirectory.boolValue else { return }
        for folder in fileFolders {
            let source = candidate.location.appendingPathComponent(folder)
            guard manager.fileExists(atPath: source.path) else { continue }
            let incoming = work.appendingPathComponent(folder)
            try manager.copyItem(at: source, to: incoming)
            let live = dataDirectory.appendingPathComponent(folder)
            if manager.fileExists(atPath: live.path) {
                _ = try manager.replaceItemAt(live, withItemAt: incoming)
            } else {
                try manager.moveItem(at: incoming, to: live)
            }
        }
    }

    /// A restore as every front end does it: a safety backup of the current data first (skipped when
    /// the current file is damaged: it would copy the damage), then the restore, then a full check.
    /// Returns the safety backup.
    public static func restoreKeepingSafetyCopy(
        _ candidate: Candidate, into database: AppDatabase, dataDirectory: URL, backupDirectory: URL, appVersion: String, clock: AppClock
    ) throws -> BackupManifest? {
        let safety = try database.integrityProblems().isEmpty
            ? try create(
                database, dataDirectory: dataDirectory, backupDirectory: backupDirectory, note: "before restoring \(candidate.location.lastPathComponent)",
                kind: "safety", appVersion: appVersion, clock: clock)
            : nil
        try restore(candidate, into: database, dataDirectory: dataDirectory)
        guard try database.integrityProblems(full: true).isEmpty else {
            throw TallyError.conflict(field: "backup", "the restored database still fails its check; stop the server and run tally restore --yes with another backup")
        }
        return safety
    }

    /// Deletes automatic backups beyond the retention policy: the newest of each of the last `daily`
    /// days, `weekly` ISO weeks and `monthly` months are kept; manual and safety backups are never pruned.
    public static func prune(_ backupDirectory: URL, daily: Int = 7, weekly: Int = 4, monthly: Int = 12, calendar: Calendar) -> [String] {
        let automatic = list(backupDirectory).filter(\.automatic)  // newest first
        var keep = Set<String>()
        func keepNewest(per key: (Date) -> String, count: Int) {
            var seen: [String] = []
            for backup in automatic {
                let bucket = key(backup.createdAt)
                guard !seen.contains(bucket) else { continue }
                guard seen.count < count else { break }
                seen.append(bucket)
                keep.insert(backup.id)
            }
        }
        keepNewest(per: { LocalDateTime($0, in: calendar).day.description }, count: daily)
        var iso = Calendar(identifier: .iso8601)
        iso.timeZone = calendar.timeZone
        keepNewest(per: { date in
            let parts = iso.dateComponents([.yearForWeekOfYear, .weekOfYear], from: date)
            return "\(parts.yearForWeekOfYear ?? 0)-W\(parts.weekOfYear ?? 0)"
        }, count: weekly)
        keepNewest(per: { String(LocalDateTime($0, in: calendar).day.description.prefix(7)) }, count: monthly)
        var removed: [String] = []
        for backup in automatic where !keep.contains(backup.id) {
            if (try? FileManager.default.removeItem(at: backupDirectory.appendingPathComponent(backup.id))) != nil { removed.append(backup.id) }
        }
        return removed
    }

    static func counts(_ db: SQLConnection) throws -> [String: Int] {
        var result: [String: Int] = [:]
        for table in countedTables where try db.tableExists(table) {
            let filter = table == "food" ? " WHERE source IN ('custom', 'recipe')" : ""
            result[table == "food" ? "customFoods" : table] = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)\(filter)") ?? 0
        }
        return result
    }

    /// Bytes of a file or of everything under a folder.
    public static func size(of url: URL) -> Int64 {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return 0 }
        guard isDirectory.boolValue else { return ((try? manager.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.int64Value ?? 0 }
        var total: Int64 = 0
        if let walker = manager.enumerator(at: url, includingPropertiesForKeys: [.fileSizeKey]) {
            for case let file as URL in walker {
                total += Int64(clamping: (try? file.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0)
            }
        }
        return total
    }
}

extension Backups {
    /// The way back from a damaged file: it is moved aside (with its WAL) as `tally.sqlite.damaged-…`,
    /// and the backup, migrated forward, takes its place.
    public static func replaceDamaged(with candidate: Candidate, dataDirectory: URL, clock: AppClock) throws {
        let manager = FileManager.default
        let live = dataDirectory.appendingPathComponent(AppDatabase.fileName)
        let staged = dataDirectory.appendingPathComponent(".restore-\(UUID().uuidString).sqlite")
        try manager.copyItem(at: candidate.databaseFile, to: staged)
        do {
            let upgraded = try DatabaseQueue(path: staged.path, configuration: AppDatabase.makeConfiguration())
            _ = try AppDatabase(upgraded, loadsGenericFoods: false)
            try upgraded.close()
        } catch {
            try? manager.removeItem(at: staged)
            throw error
        }
        let stamp = Int(truncating: clock.now().timeIntervalSince1970)
        for suffix in ["", "-wal", "-shm"] {
            let file = URL(fileURLWithPath: live.path + suffix)
            if manager.fileExists(atPath: file.path) {
                try manager.moveItem(at: file, to: URL(fileURLWithPath: live.path + ".damaged-\(stamp)" + suffix))
            }
        }
        try manager.moveItem(at: staged, to: live)
    }
}

extension AppDatabase {
    /// The SQLite file's writer, for what only a file has (backups by SQLite's backup API, VACUUM). On
    /// PostgreSQL, backups, restores and space reclaiming are the operator's (`pg_dump`, `pg_restore`, autovacuum).
    func sqliteWriter() throws -> any DatabaseWriter {
        guard case .sqlite(let writer) = storage else {
            throw TallyError.conflict(
                field: nil,
                "this data is on PostgreSQL, where backups, restores and reclaiming space are PostgreSQL's own (pg_dump, pg_restore, autovacuum; see the README); Tally's are for its SQLite file")
        }
        return writer
    }

    /// On PostgreSQL: the server's version, one round trip's time, the schema's migration level and the
    /// connection pool (nil on SQLite), for `tally check`.
    public func postgresHealth(clock: () -> Date = Date.init) throws -> PostgresHealth? {
        guard case .postgres(let schema) = storage else { return nil }
        let started = clock()
        let version = try read { db in try String.fetchOne(db, sql: "SHOW server_version") ?? "?" }
        let elapsed = clock().timeIntervalSince(started)
        return PostgresHealth(
            location: schema.server.location.description, serverVersion: version, roundTripMilliseconds: (elapsed * 1_000 * 100).rounded() / 100,
            schema: schema.name, migrationsApplied: try appliedMigrations().count, migrationsExpected: AppDatabase.postgresMigrations.count,
            pool: schema.server.poolState)
    }

    /// What PostgreSQL's catalog says is wrong with the store's schema: a migration missing or a table gone.
    func postgresProblems() throws -> [String] {
        let applied = try appliedMigrations()
        var problems: [String] = []
        if applied.count < AppDatabase.postgresMigrations.count { problems.append("\(AppDatabase.postgresMigrations.count - applied.count) migrations not applied") }
        try read { db in
            for table in Backups.countedTables where !(try db.tableExists(table)) { problems.append("table \(table) is missing") }
        }
        return problems
    }

    /// The schema version this build writes (each migration sets `PRAGMA user_version` to its number).
    public static var schemaVersionOfThisRelease: Int { migrator.migrations.count }

    /// Rows per table, as backups count them.
    public func rowCounts() throws -> [String: Int] { try read { db in try Backups.counts(db) } }

    /// SQLite's own check of the file: `quick_check` (fast), or the full `integrity_check`.
    /// A file too damaged for the check to run is reported as damaged, not thrown.
    public func integrityProblems(full: Bool = false) throws -> [String] {
        do {
            guard case .sqlite(let writer) = storage else { return try postgresProblems() }
            let lines = try writer.read { db in try String.fetchAll(db, sql: full ? "PRAGMA integrity_check" : "PRAGMA quick_check") }
            return lines == ["ok"] ? [] : lines
        } catch let error as DatabaseError where [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode) {
            return [error.message ?? "the database file is damaged"]
        } catch let error as SQLError where error.kind == .corrupt {
            return [error.message]
        }
    }

    /// Rebuilds the file without free pages; returns its size before and after.
    public func vacuum() throws -> (before: Int64, after: Int64) {
        let url = URL(fileURLWithPath: path)
        let before = Backups.size(of: url)
        try sqliteWriter().writeWithoutTransaction { db in
            try db.execute(sql: "VACUUM")
            try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
        }
        return (before, Backups.size(of: url))
    }
}

/// How a store on PostgreSQL is doing (see `AppDatabase.postgresHealth`).
public struct PostgresHealth: Codable, Sendable {
    public var location: String
    public var serverVersion: String
    /// One read transaction (BEGIN, the query, COMMIT) from this process.
    public var roundTripMilliseconds: Double
    public var schema: String
    public var migrationsApplied: Int
    public var migrationsExpected: Int
    public var pool: PostgresServer.PoolState
}

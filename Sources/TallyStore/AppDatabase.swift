import Foundation
import GRDB
import TallyCore

/// Tally's database: one SQLite file shared by the CLI and the server.
///
/// Every public write method runs in a single transaction and either applies completely or throws
/// and changes nothing. Reads return core values; no SQL leaves this module.
public final class AppDatabase: Sendable {
    /// Where the tables live: a SQLite file, or a schema of a PostgreSQL database.
    let storage: StorageEngine
    /// What day reads computed, under the revision tokens they depended on.
    let cache = ReadCache()
    /// The search indexes' word lists, under the tokens of the names they were read from.
    let vocabularies = ReadCache(capacity: 8)
    /// Foods as searches read them, under their content tokens.
    let keptFoods = KeptFoods()
    /// On PostgreSQL, the full-text indexes, built in memory from the food table.
    let searchMirror = SearchMirror()
    /// The folder this store's files (documents, photos, routes, backups) are kept in: a SQLite file's own
    /// folder; on PostgreSQL the data directory given when opening (nil for a store without files).
    public let filesDirectory: URL?
    /// Where files go: `filesDirectory`, or, for a store without one (in memory), a folder of its own in the
    /// temporary directory — never a path made from a database name or URL.
    public var dataDirectory: URL { filesDirectory ?? scratchDirectory }
    private let scratchDirectory = FileManager.default.temporaryDirectory
        .appendingPathComponent("tally-files-\(UUID().uuidString.lowercased())", isDirectory: true)

    /// Opens (or creates) the database over an existing SQLite writer and brings its schema and the
    /// built-in generic foods up to date (tests of unrelated parts may skip the foods).
    public convenience init(_ writer: any DatabaseWriter, loadsGenericFoods: Bool = true) throws {
        let folder = writer.path.hasPrefix("/") ? URL(fileURLWithPath: writer.path).deletingLastPathComponent() : nil
        try self.init(storage: .sqlite(writer), loadsGenericFoods: loadsGenericFoods, filesDirectory: folder)
    }

    /// Opens (or creates) the store in `storage` and brings its schema and the built-in generic foods up to date.
    public init(storage: StorageEngine, loadsGenericFoods: Bool = true, filesDirectory: URL? = nil) throws {
        self.storage = storage
        self.filesDirectory = filesDirectory
        try AppDatabase.migrate(storage)
        // Days a migration (or a write by other means) named stale are worked out once, here.
        if try storage.read({ db in try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM dayStale)") ?? false }) {
            try storage.write(AppDatabase.refreshDayTotals)
        }
        if loadsGenericFoods { try syncGenericFoods() }
    }

    /// Brings the schema up to date; refuses a database a newer Tally wrote.
    static func migrate(_ storage: StorageEngine) throws {
        switch storage {
        case .sqlite(let writer):
            let superseded = try writer.read { db in try AppDatabase.migrator.hasBeenSuperseded(db) }
            if superseded {
                throw TallyError.conflict(
                    field: nil,
                    "this database was written by a newer version of Tally (schema \(try writer.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0 })); update Tally to open it")
            }
            try AppDatabase.migrator.migrate(writer)
        case .postgres(let schema):
            try PostgresMigrations.migrate(schema, migrations: AppDatabase.postgresMigrations)
        }
    }

    /// The store in a schema of a PostgreSQL database (created when missing); its files are kept in `filesDirectory`.
    public static func open(postgres schema: PostgresSchema, filesDirectory: URL?, loadsGenericFoods: Bool = true) throws -> AppDatabase {
        if let filesDirectory { try FileManager.default.createDirectory(at: filesDirectory, withIntermediateDirectories: true) }
        return try AppDatabase(storage: .postgres(schema), loadsGenericFoods: loadsGenericFoods, filesDirectory: filesDirectory)
    }

    /// The database file inside a data directory.
    public static let fileName = "tally.sqlite"

    /// Opens the database file in `directory` (created when missing) in WAL mode, so a server and
    /// CLI processes can use it at once; writers wait up to 10 s for each other instead of failing.
    public static func open(directory: URL, loadsGenericFoods: Bool = true) throws -> AppDatabase {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent(fileName).path
        let pool = try DatabasePool(path: path, configuration: makeConfiguration())
        return try AppDatabase(pool, loadsGenericFoods: loadsGenericFoods)
    }

    /// An in-memory database, for tests and previews.
    public static func inMemory(loadsGenericFoods: Bool = false) throws -> AppDatabase {
        try AppDatabase(DatabaseQueue(configuration: makeConfiguration()), loadsGenericFoods: loadsGenericFoods)
    }

    static func makeConfiguration() -> Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(10)
        configuration.prepareDatabase { db in
            // Durable once acknowledged, even on power loss, at a small cost per commit.
            try db.execute(sql: "PRAGMA synchronous = FULL")
            // 16 MB of page cache per connection: a day screen over years of history stays in memory.
            try db.execute(sql: "PRAGMA cache_size = -16000")
        }
        return configuration
    }

    /// The schema version (SQLite's `PRAGMA user_version`; on PostgreSQL, the migrations applied); backups
    /// refuse to restore a newer one.
    public func schemaVersion() throws -> Int {
        switch storage {
        case .sqlite(let writer): return try writer.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0 }
        case .postgres: return try appliedMigrations().count
        }
    }

    /// The schema version, read in the caller's transaction.
    static func schemaVersion(_ db: SQLConnection) throws -> Int {
        switch db.dialect {
        case .sqlite: return try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        case .postgres: return try Int.fetchOne(db, sql: "SELECT count(*) FROM schemaMigration") ?? 0
        }
    }

    /// The schema version this build of Tally writes.
    public static var currentSchemaVersion: Int { migrator.migrations.count }

    /// Names of the migrations applied to this file, oldest first.
    public func appliedMigrations() throws -> [String] {
        switch storage {
        case .sqlite(let writer): return try writer.read { db in try AppDatabase.migrator.appliedMigrations(db) }
        case .postgres(let schema): return try PostgresMigrations.applied(schema)
        }
    }

    /// The journal mode SQLite reports ("wal" for files; "postgresql" on PostgreSQL, which has its own).
    public func journalMode() throws -> String {
        switch storage {
        case .sqlite(let writer): return try writer.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? "" }
        case .postgres: return "postgresql"
        }
    }

    /// The SQLite file's path, or the PostgreSQL database and schema.
    public var path: String { storage.location }

    public var dialect: SQLDialect { storage.dialect }

    // MARK: - Shared helpers

    func read<T>(_ body: (SQLConnection) throws -> T) throws -> T {
        try storage.read(body)
    }

    /// One transaction: `body`, then the kept day totals of the days it changed, so both commit together.
    /// A request sent with an idempotency key (``RequestKey/current``) claims it in the same transaction.
    func write<T>(_ body: (SQLConnection) throws -> T) throws -> T {
        try storage.write { db in
            let result = try body(db)
            try AppDatabase.refreshDayTotals(db)
            if let key = RequestKey.current { try key.claim(db) }
            return result
        }
    }

    /// Everything names resolve against, read in the caller's transaction.
    static func fetchCatalog(_ db: SQLConnection) throws -> Catalog {
        let units = try UnitRecord.fetchAll(db).map(\.unit)
        let categories = try CategoryRecord.fetchAll(db).map(\.category)
        let slots = try MealSlotRecord.fetchAll(db).map(\.slot)
        return Catalog(categories: categories, units: units, mealSlots: slots, settings: try fetchSettings(db))
    }

    static func fetchSettings(_ db: SQLConnection) throws -> Settings {
        let rows = try SettingRecord.fetchAll(db)
        let values = Dictionary(rows.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
        let cutoff = values["dayCutoffMinutes"].flatMap(Int.init) ?? DayBoundary.defaultCutoffMinutes
        let boundary = (try? DayBoundary(cutoffMinutes: cutoff)) ?? DayBoundary.standard
        return Settings(dayBoundary: boundary, openFoodFacts: values[openFoodFactsKey] == "on")
    }

    static func saveSetting(_ db: SQLConnection, key: String, value: String) throws {
        try SettingRecord(key: key, value: value).save(db)
    }

    public func catalog() throws -> Catalog {
        try read(AppDatabase.fetchCatalog)
    }

    public func settings() throws -> Settings {
        try read(AppDatabase.fetchSettings)
    }
}

import Foundation
import GRDB

/// Where one store's tables live, and its transactions: a SQLite file (through GRDB), or a schema of a
/// PostgreSQL database (through postgres-nio). Store code sees only `SQLConnection`.
///
/// Both give the store the same guarantees: a read sees one consistent snapshot; writes to one store are
/// serialised (SQLite has one writer at a time; on PostgreSQL each write transaction first takes the
/// store's advisory lock, so two app servers writing for one person queue exactly as two SQLite
/// processes do), and a write either commits whole or changes nothing.
public enum StorageEngine: Sendable {
    case sqlite(any DatabaseWriter)
    case postgres(PostgresSchema)

    public var dialect: SQLDialect {
        switch self {
        case .sqlite: return .sqlite
        case .postgres: return .postgres
        }
    }

    public func read<T>(_ body: (SQLConnection) throws -> T) throws -> T {
        switch self {
        case .sqlite(let writer):
            return try SQLiteEngine.translatingErrors { try writer.read { db in try body(SQLConnection(engine: SQLiteEngine(db))) } }
        case .postgres(let schema):
            return try schema.transaction(writing: false, body)
        }
    }

    public func write<T>(_ body: (SQLConnection) throws -> T) throws -> T {
        switch self {
        case .sqlite(let writer):
            return try SQLiteEngine.translatingErrors { try writer.write { db in try body(SQLConnection(engine: SQLiteEngine(db))) } }
        case .postgres(let schema):
            return try schema.transaction(writing: true, body)
        }
    }

    /// The file (SQLite) or the database and schema (PostgreSQL), for messages.
    public var location: String {
        switch self {
        case .sqlite(let writer): return writer.path
        case .postgres(let schema): return "\(schema.server.location) schema \(schema.name)"
        }
    }
}

/// One store's schema in a PostgreSQL database. Every account's data is a schema of its own, so no
/// query over one person's data can reach another's (as with SQLite's file per account).
public final class PostgresSchema: Sendable {
    public let server: PostgresServer
    public let name: String
    /// The advisory lock every write transaction of this schema holds until it ends.
    let lockKey: Int64

    public init(server: PostgresServer, name: String) throws {
        guard PostgresSchema.isValidName(name) else {
            throw SQLError(.other, "'\(name)' is not a schema name Tally uses (lower-case letters, digits and _, at most 63)")
        }
        self.server = server
        self.name = name
        self.lockKey = PostgresSchema.lockKey(for: name)
    }

    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 63 && name.first?.isLetter == true
            && name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    /// A stable 64-bit key for the schema's name (FNV-1a), the same in every process.
    static func lockKey(for name: String) -> Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "tally:\(name)".utf8 {
            hash ^= UInt64(truncatingIfNeeded: byte)
            hash = hash &* 0x100_0000_01b3
        }
        return Int64(bitPattern: hash)
    }

    func transaction<T>(writing: Bool, _ body: (SQLConnection) throws -> T) throws -> T {
        let outcome: Result<T, any Error> = try server.withConnection { connection in
            let session = PostgresSession(connection, logger: server.logger)
            _ = try session.execute(writing ? "BEGIN" : "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", [], cached: false)
            _ = try session.execute(
                writing ? "SELECT set_config('search_path', ?, true), pg_advisory_xact_lock(?)" : "SELECT set_config('search_path', ?, true)",
                writing ? [.text(name), .integer(lockKey)] : [.text(name)], cached: false)
            do {
                let value = try body(SQLConnection(engine: session))
                _ = try session.execute("COMMIT", [], cached: false)
                return .success(value)
            } catch {
                // A failed body leaves the connection usable once rolled back; a failed rollback drops it.
                _ = try session.execute("ROLLBACK", [], cached: false)
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    /// Runs `body` outside any transaction of the store's own (schema creation, checks).
    func withSession<T>(_ body: (SQLConnection) throws -> T) throws -> T {
        let outcome: Result<T, any Error> = try server.withConnection { connection in
            let session = PostgresSession(connection, logger: server.logger)
            _ = try session.execute("SELECT set_config('search_path', ?, false)", [.text(name)], cached: false)
            do { return .success(try body(SQLConnection(engine: session))) } catch { return .failure(error) }
        }
        return try outcome.get()
    }
}

/// One Tally installation's schemas in a PostgreSQL database: `PREFIX` holds the server's own data (what a
/// SQLite server keeps in its data directory), `PREFIX_accounts` the accounts, and `PREFIX_users_7` the data
/// of account 7 (a SQLite server's `users/7` folder). The prefix is `tally` unless set.
public struct PostgresLayout: Sendable {
    public let server: PostgresServer
    public let prefix: String

    public init(server: PostgresServer, prefix: String = "tally") throws {
        guard PostgresSchema.isValidName(prefix), prefix.utf8.count <= 40 else {
            throw SQLError(.other, "'\(prefix)' is not a schema prefix Tally uses (lower-case letters, digits and _, at most 40)")
        }
        self.server = server
        self.prefix = prefix
    }

    /// The schema of the data a SQLite server keeps at `dataPath` under its data directory ("" is its own).
    public func schema(forDataPath dataPath: String) throws -> PostgresSchema {
        guard !dataPath.isEmpty else { return try PostgresSchema(server: server, name: prefix) }
        let cleaned = String(dataPath.lowercased().map { ("a"..."z").contains($0) || ("0"..."9").contains($0) ? $0 : "_" })
        return try PostgresSchema(server: server, name: prefix + "_" + String(cleaned.prefix(20)))
    }

    public func accountsSchema() throws -> PostgresSchema {
        try PostgresSchema(server: server, name: prefix + "_accounts")
    }
}

import Foundation

/// Which SQL a connection speaks. Store code writes the SQL both engines share (standard SQL, `?`
/// placeholders, `ON CONFLICT`, `RETURNING`, `TRUE`/`FALSE`) and asks the dialect only where they part.
public enum SQLDialect: String, Sendable {
    case sqlite
    case postgres
}

/// What runs statements for a connection: SQLite through GRDB, or PostgreSQL through postgres-nio.
protocol SQLEngine: AnyObject {
    var dialect: SQLDialect { get }
    /// Runs one statement (or, without arguments, several separated by semicolons); returns the rows it changed.
    func execute(_ sql: String, _ arguments: [SQLValue], cached: Bool) throws -> Int
    /// The rows of one statement, read one at a time within the current transaction.
    func cursor(_ sql: String, _ arguments: [SQLValue], cached: Bool) throws -> SQLCursor
    /// The same for a statement kept by the caller (`makeStatement`), prepared once for its lifetime.
    func execute(_ statement: SQLStatement, _ arguments: [SQLValue]) throws -> Int
    func cursor(_ statement: SQLStatement, _ arguments: [SQLValue]) throws -> SQLCursor
}

/// A connection inside one transaction, handed to the body of `StorageEngine.read` or `.write`.
/// Not to be kept past that body.
public final class SQLConnection {
    let engine: any SQLEngine
    /// How many rows the last `execute` changed.
    public private(set) var changesCount = 0

    init(engine: any SQLEngine) {
        self.engine = engine
    }

    public var dialect: SQLDialect { engine.dialect }
    public var isPostgres: Bool { engine.dialect == .postgres }

    public func execute(sql: String, arguments: SQLArguments = []) throws {
        changesCount = try engine.execute(sql, arguments.values, cached: false)
    }

    /// A statement to run many times (on SQLite compiled once, for the statement's lifetime).
    public func makeStatement(sql: String) throws -> SQLStatement {
        SQLStatement(connection: self, sql: sql, cached: false)
    }

    /// A statement kept compiled for the connection's lifetime (use only for SQL text that never varies).
    public func cachedStatement(sql: String) throws -> SQLStatement {
        SQLStatement(connection: self, sql: sql, cached: true)
    }

    func cursor(_ sql: String, _ arguments: SQLArguments, cached: Bool) throws -> SQLCursor {
        try engine.cursor(sql, arguments.values, cached: cached)
    }

    func rows(_ sql: String, _ arguments: SQLArguments, cached: Bool, limit: Int? = nil) throws -> [SQLRow] {
        let cursor = try engine.cursor(sql, arguments.values, cached: cached)
        var rows: [SQLRow] = []
        while let row = try cursor.next() {
            rows.append(row)
            if let limit, rows.count >= limit { break }
        }
        return rows
    }

    /// Runs an INSERT and returns the id of the row it added (nil when its conflict clause skipped the row).
    @discardableResult
    public func insertReturningID(sql: String, arguments: SQLArguments = [], cached: Bool = false) throws -> Int64? {
        let statement = SQLStatement(connection: self, sql: sql + " RETURNING id", cached: cached)
        let id = try Int64.fetchOne(statement, arguments: arguments)
        changesCount = id == nil ? 0 : 1
        return id
    }

    func noteChanges(_ count: Int) { changesCount = count }

    /// Whether the store has this table.
    public func tableExists(_ name: String) throws -> Bool {
        switch dialect {
        case .sqlite:
            return try Bool.fetchOne(self, sql: "SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?)", arguments: [name]) ?? false
        case .postgres:
            return try Bool.fetchOne(self, sql: "SELECT to_regclass(?) IS NOT NULL", arguments: [name.lowercased()]) ?? false
        }
    }

    /// A table's columns in their order, spelled as the schema spells them ("mealSlotId") on either engine.
    public func columns(in table: String) throws -> [String] {
        switch dialect {
        case .sqlite:
            return try SQLRow.fetchAll(self, sql: "SELECT name FROM pragma_table_info(?) ORDER BY cid", arguments: [table]).compactMap { $0[0] }
        case .postgres:
            return try String.fetchAll(
                self, sql: "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position",
                arguments: [table.lowercased()]
            ).map { CanonicalColumns.spelling(of: $0, in: table) }
        }
    }

    /// A column name as a quoted identifier (PostgreSQL keeps the lower case it folded the schema's names to).
    public func quoted(_ column: String) -> String {
        let name = isPostgres ? column.lowercased() : column
        return "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// What each column of a table holds, for writing values that came from elsewhere (an export, the
    /// other engine): on PostgreSQL a 0/1 goes into a boolean as false/true and SQLite's date text into a
    /// timestamp as the instant it names. On SQLite values go in as they are.
    public func columnTypes(in table: String) throws -> SQLColumnTypes {
        guard isPostgres else { return SQLColumnTypes(kinds: [:]) }
        var kinds: [String: SQLColumnTypes.Kind] = [:]
        for row in try SQLRow.fetchAll(
            self, sql: "SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ?",
            arguments: [table.lowercased()])
        {
            guard let name: String = row[0], let type: String = row[1] else { continue }
            switch type {
            case "boolean": kinds[name] = .boolean
            case "timestamp with time zone", "timestamp without time zone": kinds[name] = .instant
            case "bigint", "integer", "smallint": kinds[name] = .integer
            case "double precision", "real", "numeric": kinds[name] = .real
            case "bytea": kinds[name] = .blob
            default: kinds[name] = .text
            }
        }
        return SQLColumnTypes(kinds: kinds)
    }

    /// A dialect's spelling of the same thing.
    public func sql(sqlite: String, postgres: String) -> String {
        isPostgres ? postgres : sqlite
    }
}

/// A statement and the connection it runs on.
public final class SQLStatement {
    let connection: SQLConnection
    public let sql: String
    let cached: Bool
    /// What the engine prepared for it (SQLite: GRDB's compiled statement), kept for the statement's lifetime.
    var prepared: AnyObject?

    init(connection: SQLConnection, sql: String, cached: Bool) {
        self.connection = connection
        self.sql = sql
        self.cached = cached
    }

    public func execute(arguments: SQLArguments = []) throws {
        try connection.executeStatement(self, arguments)
    }
}

extension SQLConnection {
    fileprivate func executeStatement(_ statement: SQLStatement, _ arguments: SQLArguments) throws {
        changesCount = try engine.execute(statement, arguments.values)
    }

    func rows(_ statement: SQLStatement, _ arguments: SQLArguments, limit: Int? = nil) throws -> [SQLRow] {
        let cursor = try engine.cursor(statement, arguments.values)
        var rows: [SQLRow] = []
        while let row = try cursor.next() {
            rows.append(row)
            if let limit, rows.count >= limit { break }
        }
        return rows
    }
}

// MARK: - Fetching (the same shapes for rows and single values)

extension SQLRow {
    public static func fetchAll(_ db: SQLConnection, sql: String, arguments: SQLArguments = []) throws -> [SQLRow] {
        try db.rows(sql, arguments, cached: false)
    }

    public static func fetchOne(_ db: SQLConnection, sql: String, arguments: SQLArguments = []) throws -> SQLRow? {
        try db.rows(sql, arguments, cached: false, limit: 1).first
    }

    public static func fetchCursor(_ db: SQLConnection, sql: String, arguments: SQLArguments = []) throws -> SQLCursor {
        try db.cursor(sql, arguments, cached: false)
    }

    public static func fetchAll(_ statement: SQLStatement, arguments: SQLArguments = []) throws -> [SQLRow] {
        try statement.connection.rows(statement, arguments)
    }

    public static func fetchOne(_ statement: SQLStatement, arguments: SQLArguments = []) throws -> SQLRow? {
        try statement.connection.rows(statement, arguments, limit: 1).first
    }

    public static func fetchCursor(_ statement: SQLStatement, arguments: SQLArguments = []) throws -> SQLCursor {
        try statement.connection.engine.cursor(statement, arguments.values)
    }
}

extension SQLValueConvertible {
    /// The first column of the first row; nil when there is no row or its value is NULL.
    public static func fetchOne(_ db: SQLConnection, sql: String, arguments: SQLArguments = []) throws -> Self? {
        try db.rows(sql, arguments, cached: false, limit: 1).first.flatMap { try firstValue($0) }
    }

    public static func fetchOne(_ statement: SQLStatement, arguments: SQLArguments = []) throws -> Self? {
        try statement.connection.rows(statement, arguments, limit: 1).first.flatMap { try firstValue($0) }
    }

    /// The first column of every row (a NULL or a value of another type throws).
    public static func fetchAll(_ db: SQLConnection, sql: String, arguments: SQLArguments = []) throws -> [Self] {
        try db.rows(sql, arguments, cached: false).map { try $0.decode(Self.self, atIndex: 0) }
    }

    public static func fetchAll(_ statement: SQLStatement, arguments: SQLArguments = []) throws -> [Self] {
        try statement.connection.rows(statement, arguments).map { try $0.decode(Self.self, atIndex: 0) }
    }

    public static func fetchSet(_ db: SQLConnection, sql: String, arguments: SQLArguments = []) throws -> Set<Self> where Self: Hashable {
        Set(try fetchAll(db, sql: sql, arguments: arguments))
    }

    private static func firstValue(_ row: SQLRow) throws -> Self? {
        let value = row.value(at: 0)
        if value.isNull { return nil }
        return try row.decode(Self.self, atIndex: 0)
    }
}

/// The kinds of a table's columns (see `SQLConnection.columnTypes`).
public struct SQLColumnTypes: Sendable {
    public enum Kind: Sendable { case boolean, instant, integer, real, text, blob }
    let kinds: [String: Kind]

    /// `value` as the column holds it; a value that cannot be one is passed on for the database to refuse.
    public func value(_ value: SQLValue, for column: String) -> SQLValue {
        guard !value.isNull, let kind = kinds[column.lowercased()] else { return value }
        switch kind {
        case .boolean: return Bool.fromSQL(value).map(SQLValue.bool) ?? value
        case .instant: return Date.fromSQL(value).map(SQLValue.date) ?? value
        case .integer:
            if case .real(let number) = value, let integral = Int64(exactly: number) { return .integer(integral) }
            return value
        case .real:
            if case .integer(let number) = value { return .real(Double(number)) }
            return value
        case .blob:
            if case .text(let text) = value { return .blob(Data(text.utf8)) }
            return value
        case .text:
            return value
        }
    }
}

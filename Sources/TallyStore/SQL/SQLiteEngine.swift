import Foundation
import GRDB

extension SQLConnection {
    /// A GRDB connection (inside a transaction GRDB opened) as a store connection.
    static func sqlite(_ db: Database) -> SQLConnection { SQLConnection(engine: SQLiteEngine(db)) }
}

/// The store's column names as its SQLite migrations spell them ("mealSlotId"), by table. PostgreSQL folds
/// unquoted names to lower case; reads of its catalog are spelled back through this, so an export or a
/// copy names columns the same from either engine.
enum CanonicalColumns {
    /// A table as the SQLite migrations spell it, with its columns by lower-cased name.
    struct Table: Sendable {
        var name: String
        var columns: [String: String]
    }

    /// The store's and the accounts' SQLite tables by lower-cased name, read once from in-memory migrations.
    static let byTable: [String: Table] = {
        var result: [String: Table] = [:]
        for migrator in [AppDatabase.migrator, AccountStore.migrator] {
            guard let queue = try? DatabaseQueue(), (try? migrator.migrate(queue)) != nil else { continue }
            _ = try? queue.read { db in
                for table in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'") {
                    let columns = Dictionary(try db.columns(in: table).map { ($0.name.lowercased(), $0.name) }, uniquingKeysWith: { first, _ in first })
                    result[table.lowercased()] = Table(name: table, columns: columns)
                }
            }
        }
        return result
    }()

    static func spelling(of column: String, in table: String) -> String {
        byTable[table.lowercased()]?.columns[column.lowercased()] ?? column
    }

    static func tableSpelling(of table: String) -> String {
        byTable[table.lowercased()]?.name ?? table
    }
}

extension SQLValue {
    /// An instant as SQLite holds it (GRDB's text form, UTC).
    static func sqliteText(of date: Date) -> String {
        String.fromDatabaseValue(date.databaseValue) ?? ""
    }
}

/// Statements on a SQLite database through GRDB, inside the transaction GRDB opened.
final class SQLiteEngine: SQLEngine {
    let db: Database
    var dialect: SQLDialect { .sqlite }

    init(_ db: Database) {
        self.db = db
    }

    func execute(_ sql: String, _ arguments: [SQLValue], cached: Bool) throws -> Int {
        try SQLiteEngine.translatingErrors {
            if arguments.isEmpty, !cached {
                // May hold several statements (schema changes).
                try db.execute(sql: sql)
            } else {
                let statement = cached ? try db.cachedStatement(sql: sql) : try db.makeStatement(sql: sql)
                try statement.execute(arguments: SQLiteEngine.arguments(arguments))
            }
            return db.changesCount
        }
    }

    func cursor(_ sql: String, _ arguments: [SQLValue], cached: Bool) throws -> SQLCursor {
        try SQLiteEngine.translatingErrors {
            let statement = cached ? try db.cachedStatement(sql: sql) : try db.makeStatement(sql: sql)
            return try rows(of: statement, arguments)
        }
    }

    private func rows(of statement: Statement, _ arguments: [SQLValue]) throws -> SQLCursor {
        let columns = SQLColumns(statement.columnNames)
        let rows = try Row.fetchCursor(statement, arguments: SQLiteEngine.arguments(arguments))
        let width = columns.names.count
        return SQLCursor {
            try SQLiteEngine.translatingErrors {
                guard let row = try rows.next() else { return nil }
                var values: [SQLValue] = []
                values.reserveCapacity(width)
                for index in 0..<width { values.append(SQLiteEngine.value(row[index] as DatabaseValue)) }
                return SQLRow(columns: columns, values: values)
            }
        }
    }

    private func compiled(_ statement: SQLStatement) throws -> Statement {
        if statement.cached { return try db.cachedStatement(sql: statement.sql) }
        if let kept = statement.prepared as? Statement { return kept }
        let made = try db.makeStatement(sql: statement.sql)
        statement.prepared = made
        return made
    }

    func execute(_ statement: SQLStatement, _ arguments: [SQLValue]) throws -> Int {
        try SQLiteEngine.translatingErrors {
            try compiled(statement).execute(arguments: SQLiteEngine.arguments(arguments))
            return db.changesCount
        }
    }

    func cursor(_ statement: SQLStatement, _ arguments: [SQLValue]) throws -> SQLCursor {
        try SQLiteEngine.translatingErrors { try rows(of: compiled(statement), arguments) }
    }

    static func arguments(_ values: [SQLValue]) -> StatementArguments {
        StatementArguments(values.map(databaseValue))
    }

    static func databaseValue(_ value: SQLValue) -> DatabaseValue {
        switch value {
        case .null: return .null
        case .integer(let number): return number.databaseValue
        case .real(let number): return number.databaseValue
        case .text(let text): return text.databaseValue
        case .blob(let data): return data.databaseValue
        case .bool(let flag): return (flag ? 1 as Int64 : 0).databaseValue
        case .date(let date): return date.databaseValue
        }
    }

    static func value(_ value: DatabaseValue) -> SQLValue {
        switch value.storage {
        case .null: return .null
        case .int64(let number): return .integer(number)
        case .double(let number): return .real(number)
        case .string(let text): return .text(text)
        case .blob(let data): return .blob(data)
        }
    }

    static func translatingErrors<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError {
            throw SQLError(kind(of: error.resultCode), error.description, sql: error.sql)
        }
    }

    static func kind(of code: ResultCode) -> SQLError.Kind {
        switch code.primaryResultCode {
        case .SQLITE_CONSTRAINT: return .constraint
        case .SQLITE_CORRUPT, .SQLITE_NOTADB: return .corrupt
        case .SQLITE_BUSY, .SQLITE_LOCKED, .SQLITE_CANTOPEN, .SQLITE_IOERR, .SQLITE_FULL: return .unavailable
        default: return .other
        }
    }
}

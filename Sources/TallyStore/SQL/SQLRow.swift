import Foundation

/// The column names of a result, shared by its rows. PostgreSQL folds unquoted names to lower case and
/// SQLite keeps them as written, so names are looked up without regard to case.
public final class SQLColumns: Sendable {
    public let names: [String]
    private let positions: [String: Int]

    public init(_ names: [String]) {
        self.names = names
        var positions: [String: Int] = [:]
        for (index, name) in names.enumerated() where positions[name.lowercased()] == nil { positions[name.lowercased()] = index }
        self.positions = positions
    }

    public func index(of name: String) -> Int? {
        positions[name] ?? positions[name.lowercased()]
    }
}

/// One result row: its values by position, and by column name.
public struct SQLRow: Sendable {
    public let columns: SQLColumns
    public let values: [SQLValue]

    public init(columns: SQLColumns, values: [SQLValue]) {
        self.columns = columns
        self.values = values
    }

    public var count: Int { values.count }

    /// The raw value at `index` (NULL past the end).
    public func value(at index: Int) -> SQLValue {
        values.indices.contains(index) ? values[index] : .null
    }

    /// The raw value of `column` (NULL when the result has no such column).
    public func value(named column: String) -> SQLValue {
        columns.index(of: column).map { values[$0] } ?? .null
    }

    public func hasColumn(_ column: String) -> Bool { columns.index(of: column) != nil }

    /// The value at `index` as `T`; nil for NULL or a value of another type.
    public subscript<T: SQLValueConvertible>(_ index: Int) -> T? {
        T.fromSQL(value(at: index))
    }

    public subscript<T: SQLValueConvertible>(_ column: String) -> T? {
        T.fromSQL(value(named: column))
    }

    public subscript(_ index: Int) -> SQLValue { value(at: index) }
    public subscript(_ column: String) -> SQLValue { value(named: column) }

    public func hasNull(atIndex index: Int) -> Bool { value(at: index).isNull }

    /// The value at `index` as `T` (an optional `T` reads NULL as nil); throws when it is not one.
    public func decode<T: SQLValueConvertible>(_ type: T.Type = T.self, atIndex index: Int) throws -> T {
        guard let decoded = T.fromSQL(value(at: index)) else {
            throw SQLError(.other, "column \(index) holds \(SQLRow.describe(value(at: index))), not \(T.self)")
        }
        return decoded
    }

    public func decode<T: SQLValueConvertible>(_ type: T.Type = T.self, forColumn column: String) throws -> T {
        guard let decoded = T.fromSQL(value(named: column)) else {
            throw SQLError(.other, "column \(column) holds \(SQLRow.describe(value(named: column))), not \(T.self)")
        }
        return decoded
    }

    /// Non-throwing reads for hot paths: nil for NULL or a value of another type (a non-finite number too).
    public func number(at index: Int) -> Double? {
        guard let value = Double.fromSQL(value(at: index)), value.isFinite else { return nil }
        return value
    }

    public func integer(at index: Int) -> Int64? { Int64.fromSQL(value(at: index)) }

    public func text(at index: Int) -> String? {
        if case .text(let text) = value(at: index) { return text }
        return nil
    }

    /// A stored value for messages ("'0000-12-31'", "(empty)", "(12 bytes of binary data)").
    public static func describe(_ value: SQLValue?) -> String {
        guard let value else { return "(missing)" }
        switch value {
        case .null: return "(empty)"
        case .integer(let number): return "\(number)"
        case .real(let number): return "\(number)"
        case .bool(let flag): return flag ? "true" : "false"
        case .date(let date): return "'\(date)'"
        case .text(let text): return "'\(text.count > 40 ? String(text.prefix(40)) + "…" : text)'"
        case .blob(let data): return "(\(data.count) bytes of binary data)"
        }
    }
}

/// Rows read one at a time (within the transaction that produced them).
public final class SQLCursor {
    let step: () throws -> SQLRow?

    public init(_ step: @escaping () throws -> SQLRow?) {
        self.step = step
    }

    public init(rows: [SQLRow]) {
        var iterator = rows.makeIterator()
        step = { iterator.next() }
    }

    public func next() throws -> SQLRow? { try step() }
}

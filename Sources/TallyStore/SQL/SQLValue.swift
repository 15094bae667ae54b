import Foundation
import GRDB
import TallyCore

/// One value going into or coming out of a database, whichever engine holds it.
///
/// SQLite stores booleans as integers and dates as text ("2026-11-21 08:30:00.000", UTC); PostgreSQL has
/// `boolean` and `timestamptz`. Reads convert between the two forms, so store code asks for the Swift type
/// it wants and gets it from either engine.
public enum SQLValue: Sendable, Hashable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)
    case bool(Bool)
    case date(Date)

    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}

/// A Swift value a statement can bind and a row can return.
public protocol SQLValueConvertible {
    var sqlValue: SQLValue { get }
    /// The value read from a column; nil when the stored value is not one (or is NULL, for non-optionals).
    static func fromSQL(_ value: SQLValue) -> Self?
}

extension SQLValue: SQLValueConvertible {
    public var sqlValue: SQLValue { self }
    public static func fromSQL(_ value: SQLValue) -> SQLValue? { value }
}

extension Int64: SQLValueConvertible {
    public var sqlValue: SQLValue { .integer(self) }
    public static func fromSQL(_ value: SQLValue) -> Int64? {
        switch value {
        case .integer(let number): return number
        case .bool(let flag): return flag ? 1 : 0
        case .real(let number): return Int64(exactly: number)
        default: return nil
        }
    }
}

extension Int: SQLValueConvertible {
    public var sqlValue: SQLValue { .integer(Int64(truncatingIfNeeded: self)) }
    public static func fromSQL(_ value: SQLValue) -> Int? { Int64.fromSQL(value).flatMap { Int(exactly: $0) } }
}

extension Int32: SQLValueConvertible {
    public var sqlValue: SQLValue { .integer(Int64(truncatingIfNeeded: self)) }
    public static func fromSQL(_ value: SQLValue) -> Int32? { Int64.fromSQL(value).flatMap { Int32(exactly: $0) } }
}

extension Double: SQLValueConvertible {
    public var sqlValue: SQLValue { .real(self) }
    public static func fromSQL(_ value: SQLValue) -> Double? {
        switch value {
        case .real(let number): return number
        case .integer(let number): return Double(number)
        default: return nil
        }
    }
}

extension Bool: SQLValueConvertible {
    public var sqlValue: SQLValue { .bool(self) }
    public static func fromSQL(_ value: SQLValue) -> Bool? {
        switch value {
        case .bool(let flag): return flag
        case .integer(let number): return number != 0
        case .real(let number): return number != 0
        default: return nil
        }
    }
}

extension String: SQLValueConvertible {
    public var sqlValue: SQLValue { .text(self) }
    public static func fromSQL(_ value: SQLValue) -> String? {
        switch value {
        case .text(let text): return text
        case .blob(let data): return String(data: data, encoding: .utf8)
        default: return nil
        }
    }
}

extension Data: SQLValueConvertible {
    public var sqlValue: SQLValue { .blob(self) }
    public static func fromSQL(_ value: SQLValue) -> Data? {
        switch value {
        case .blob(let data): return data
        case .text(let text): return Data(text.utf8)
        default: return nil
        }
    }
}

extension Date: SQLValueConvertible {
    public var sqlValue: SQLValue { .date(self) }
    public static func fromSQL(_ value: SQLValue) -> Date? {
        switch value {
        case .date(let date): return date
        // SQLite's forms, read as GRDB writes and reads them (text in UTC, or seconds since 1970).
        case .text(let text): return Date.fromDatabaseValue(text.databaseValue)
        case .integer(let number): return Date.fromDatabaseValue(number.databaseValue)
        case .real(let number): return Date.fromDatabaseValue(number.databaseValue)
        default: return nil
        }
    }
}

extension Day: SQLValueConvertible {
    public var sqlValue: SQLValue { .text(description) }
    public static func fromSQL(_ value: SQLValue) -> Day? { String.fromSQL(value).flatMap(Day.init) }
}

extension Optional: SQLValueConvertible where Wrapped: SQLValueConvertible {
    public var sqlValue: SQLValue { self?.sqlValue ?? .null }
    /// NULL reads as `.some(nil)`; a stored value of another type as nil.
    public static func fromSQL(_ value: SQLValue) -> Wrapped?? {
        if value.isNull { return .some(nil) }
        return Wrapped.fromSQL(value).map { .some($0) }
    }
}

/// The values bound to a statement's `?` placeholders, in order.
public struct SQLArguments: ExpressibleByArrayLiteral, Sendable {
    public var values: [SQLValue]

    public init(arrayLiteral elements: (any SQLValueConvertible)?...) {
        values = elements.map { $0?.sqlValue ?? .null }
    }

    public init(_ elements: [(any SQLValueConvertible)?]) {
        values = elements.map { $0?.sqlValue ?? .null }
    }

    public init() {
        values = []
    }

    public init(values: [SQLValue]) {
        self.values = values
    }

    public var isEmpty: Bool { values.isEmpty }

    public static func += (lhs: inout SQLArguments, rhs: SQLArguments) {
        lhs.values += rhs.values
    }

    public mutating func append(_ value: (any SQLValueConvertible)?) {
        values.append(value?.sqlValue ?? .null)
    }
}

/// A failure reported by the database engine, in terms store code can act on.
public struct SQLError: Error, CustomStringConvertible, Sendable {
    public enum Kind: Sendable {
        /// A UNIQUE, CHECK, NOT NULL or foreign-key rule refused the change.
        case constraint
        /// The file is not a database, or is damaged.
        case corrupt
        /// Two transactions collided (PostgreSQL serialization failure or deadlock); the whole transaction may be retried.
        case conflict
        /// The database could not be reached or the connection broke.
        case unavailable
        case other
    }

    public var kind: Kind
    public var message: String
    public var sql: String?

    public init(_ kind: Kind, _ message: String, sql: String? = nil) {
        self.kind = kind
        self.message = message
        self.sql = sql
    }

    public var description: String { message }
}

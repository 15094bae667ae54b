import Foundation

/// A row type of one table: read from rows by column name, written as its encoded properties (values
/// that are not plain columns, such as nutrient maps and measure lists, are stored as JSON text).
protocol StoredRecord: Codable {
    static var databaseTableName: String { get }
    /// The primary key's columns (default: `id`).
    static var primaryKey: [String] { get }
    init(row: SQLRow) throws
}

/// A record whose table numbers its rows (`id`), given by the database on insert.
protocol IdentifiedRecord: StoredRecord {
    var id: Int64? { get set }
}

extension StoredRecord {
    static var primaryKey: [String] { ["id"] }

    init(row: SQLRow) throws {
        try self.init(from: RowDecoder(row: row))
    }

    /// The columns and values this record writes.
    func columnValues() throws -> [(column: String, value: SQLValue)] {
        let encoder = RowEncoder()
        try encode(to: encoder)
        return encoder.storage.values
    }

    static func fetchAll(_ db: SQLConnection, where condition: String? = nil, arguments: SQLArguments = [], orderBy: String? = nil, limit: Int? = nil)
        throws -> [Self]
    {
        var sql = "SELECT * FROM \(databaseTableName)"
        if let condition { sql += " WHERE \(condition)" }
        if let orderBy { sql += " ORDER BY \(orderBy)" }
        if let limit { sql += " LIMIT \(limit)" }
        return try SQLRow.fetchAll(db, sql: sql, arguments: arguments).map { try Self(row: $0) }
    }

    static func fetchOne(_ db: SQLConnection, where condition: String, arguments: SQLArguments = []) throws -> Self? {
        try SQLRow.fetchOne(db, sql: "SELECT * FROM \(databaseTableName) WHERE \(condition) LIMIT 1", arguments: arguments).map { try Self(row: $0) }
    }

    static func fetchOne(_ db: SQLConnection, key: (any SQLValueConvertible)?) throws -> Self? {
        guard let key else { return nil }
        return try SQLRow.fetchOne(db.cachedStatement(sql: "SELECT * FROM \(databaseTableName) WHERE \(primaryKey[0]) = ?"), arguments: [key])
            .map { try Self(row: $0) }
    }

    static func fetchCount(_ db: SQLConnection, where condition: String? = nil, arguments: SQLArguments = []) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT count(*) FROM \(databaseTableName)" + (condition.map { " WHERE \($0)" } ?? ""), arguments: arguments) ?? 0
    }

    @discardableResult
    static func deleteOne(_ db: SQLConnection, key: (any SQLValueConvertible)?) throws -> Bool {
        guard let key else { return false }
        try db.execute(sql: "DELETE FROM \(databaseTableName) WHERE \(primaryKey[0]) = ?", arguments: [key])
        return db.changesCount > 0
    }

    /// Inserts the row as it is (every column, the key included; an `id` left nil is the database's to give).
    func insert(_ db: SQLConnection) throws {
        var values = try columnValues()
        values.removeAll { $0.column.lowercased() == "id" && $0.value.isNull }
        try db.cachedStatement(
            sql: "INSERT INTO \(Self.databaseTableName) (\(values.map(\.column).joined(separator: ", "))) VALUES (\(Self.placeholders(values.count)))"
        ).execute(arguments: SQLArguments(values: values.map(\.value)))
    }

    /// Updates the row with this record's key; throws when there is none.
    func update(_ db: SQLConnection) throws {
        let values = try columnValues()
        let keys = Set(Self.primaryKey.map { $0.lowercased() })
        let settable = values.filter { !keys.contains($0.column.lowercased()) }
        let key = values.filter { keys.contains($0.column.lowercased()) }
        try db.cachedStatement(
            sql: "UPDATE \(Self.databaseTableName) SET \(settable.map { "\($0.column) = ?" }.joined(separator: ", ")) WHERE "
                + key.map { "\($0.column) = ?" }.joined(separator: " AND ")
        ).execute(arguments: SQLArguments(values: settable.map(\.value) + key.map(\.value)))
        guard db.changesCount > 0 else {
            throw SQLError(.other, "no \(Self.databaseTableName) row with this key to update")
        }
    }

    /// Inserts the row, or replaces the values of the one with its key.
    func save(_ db: SQLConnection) throws {
        let values = try columnValues()
        let keys = Set(Self.primaryKey.map { $0.lowercased() })
        let settable = values.filter { !keys.contains($0.column.lowercased()) }
        let update = settable.isEmpty ? "NOTHING" : "UPDATE SET " + settable.map { "\($0.column) = excluded.\($0.column)" }.joined(separator: ", ")
        try db.cachedStatement(
            sql: "INSERT INTO \(Self.databaseTableName) (\(values.map(\.column).joined(separator: ", "))) VALUES (\(Self.placeholders(values.count))) "
                + "ON CONFLICT (\(Self.primaryKey.joined(separator: ", "))) DO \(update)"
        ).execute(arguments: SQLArguments(values: values.map(\.value)))
    }

    static func placeholders(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ", ")
    }
}

/// What an insert does when a UNIQUE rule already holds the row.
enum ConflictPolicy {
    /// Leaves the existing row and inserts nothing (`changesCount` is then 0).
    case ignore
}

extension IdentifiedRecord {
    /// Inserts the row; without an id, the database numbers it and the record takes that id.
    mutating func insert(_ db: SQLConnection) throws {
        guard let inserted = try insert(db, clause: "") else {
            throw SQLError(.other, "the database gave no id for the new \(Self.databaseTableName) row")
        }
        id = inserted
    }

    /// Inserts the row unless a UNIQUE rule already holds one like it; `db.changesCount` says which.
    mutating func insert(_ db: SQLConnection, onConflict: ConflictPolicy) throws {
        if let inserted = try insert(db, clause: " ON CONFLICT DO NOTHING") { id = inserted }
    }

    private func insert(_ db: SQLConnection, clause: String) throws -> Int64? {
        var values = try columnValues()
        if id == nil { values.removeAll { $0.column.lowercased() == "id" } }
        return try db.insertReturningID(
            sql: "INSERT INTO \(Self.databaseTableName) (\(values.map(\.column).joined(separator: ", "))) VALUES (\(Self.placeholders(values.count)))\(clause)",
            arguments: SQLArguments(values: values.map(\.value)), cached: true)
    }
}

// MARK: - Codable over rows

/// Reads a record's properties from a row's columns.
struct RowDecoder: Decoder {
    let row: SQLRow
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Container<Key>(row: row))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch([Any].self, .init(codingPath: codingPath, debugDescription: "a row is not a list"))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw DecodingError.typeMismatch(Any.self, .init(codingPath: codingPath, debugDescription: "a row is not a single value"))
    }

    static let json = JSONDecoder()

    struct Container<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let row: SQLRow
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { row.columns.names.compactMap { Key(stringValue: $0) } }

        func contains(_ key: Key) -> Bool { row.hasColumn(key.stringValue) }

        func decodeNil(forKey key: Key) throws -> Bool { row.value(named: key.stringValue).isNull }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            let value = row.value(named: key.stringValue)
            if let convertible = T.self as? any SQLValueConvertible.Type {
                guard let decoded = convertible.fromSQL(value) as? T else {
                    throw DecodingError.typeMismatch(
                        T.self, .init(codingPath: [key], debugDescription: "column \(key.stringValue) holds \(SQLRow.describe(value))"))
                }
                return decoded
            }
            // A structured value, kept as JSON text.
            guard let data = Data.fromSQL(value) else {
                throw DecodingError.valueNotFound(T.self, .init(codingPath: [key], debugDescription: "column \(key.stringValue) is empty"))
            }
            return try RowDecoder.json.decode(T.self, from: data)
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            throw DecodingError.typeMismatch(Any.self, .init(codingPath: [key], debugDescription: "nested containers are not columns"))
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            throw DecodingError.typeMismatch(Any.self, .init(codingPath: [key], debugDescription: "nested containers are not columns"))
        }

        func superDecoder() throws -> any Decoder { RowDecoder(row: row) }
        func superDecoder(forKey key: Key) throws -> any Decoder { RowDecoder(row: row) }
    }
}

/// Collects a record's properties as column values (NULL for a missing optional, so an update clears it).
final class RowEncoder: Encoder {
    final class Storage {
        var values: [(column: String, value: SQLValue)] = []
    }

    let storage = Storage()
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    static let json: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }()

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(Container<Key>(storage: storage))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { Refusing() }

    func singleValueContainer() -> any SingleValueEncodingContainer { Refusing() }

    struct Container<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let storage: Storage
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) throws { storage.values.append((key.stringValue, .null)) }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            if let convertible = value as? any SQLValueConvertible {
                storage.values.append((key.stringValue, convertible.sqlValue))
            } else {
                let data = try RowEncoder.json.encode(value)
                storage.values.append((key.stringValue, .text(String(decoding: data, as: UTF8.self))))
            }
        }

        mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
            if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
        }
        mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try encodeOptional(value, key) }
        mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try encodeOptional(value, key) }
        mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try encodeOptional(value, key) }
        mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try encodeOptional(value.map(Double.init), key) }
        mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try encodeOptional(value, key) }
        mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try encodeOptional(value.map(Int.init), key) }
        mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try encodeOptional(value.map(Int.init), key) }
        mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try encodeOptional(value, key) }
        mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try encodeOptional(value, key) }
        mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try encodeOptional(value.map { Int64(clamping: $0) }, key) }
        mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try encodeOptional(value.map(Int.init), key) }
        mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try encodeOptional(value.map(Int.init), key) }
        mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try encodeOptional(value.map(Int64.init), key) }
        mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try encodeOptional(value.map { Int64(clamping: $0) }, key) }

        private mutating func encodeOptional<T: Encodable>(_ value: T?, _ key: Key) throws {
            if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            KeyedEncodingContainer(RefusingKeyed<NestedKey>())
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { Refusing() }

        mutating func superEncoder() -> any Encoder { RowEncoder() }
        mutating func superEncoder(forKey key: Key) -> any Encoder { RowEncoder() }
    }
}

/// What a record cannot write as columns (a list or a single value in place of its properties): every
/// write through it fails with an error instead of storing something else.
private struct Refusing: UnkeyedEncodingContainer, SingleValueEncodingContainer {
    var codingPath: [any CodingKey] { [] }
    var count: Int { 0 }

    private func refuse() -> EncodingError {
        EncodingError.invalidValue((), .init(codingPath: [], debugDescription: "a record is written as named columns"))
    }

    mutating func encodeNil() throws { throw refuse() }
    mutating func encode<T: Encodable>(_ value: T) throws { throw refuse() }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(RefusingKeyed<NestedKey>())
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { Refusing() }
    mutating func superEncoder() -> any Encoder { RowEncoder() }
}

private struct RefusingKeyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    var codingPath: [any CodingKey] { [] }

    private func refuse() -> EncodingError {
        EncodingError.invalidValue((), .init(codingPath: [], debugDescription: "a record's properties are columns, not nested values"))
    }

    mutating func encodeNil(forKey key: Key) throws { throw refuse() }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { throw refuse() }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(RefusingKeyed<NestedKey>())
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { Refusing() }
    mutating func superEncoder() -> any Encoder { RowEncoder() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { RowEncoder() }
}

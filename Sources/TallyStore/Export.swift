import CSV
import ZIPFoundation
import Foundation
import TallyCore

/// Tally's own export: every row a person owns, table by table, with the values exactly as stored, so
/// `tally import tally` into an empty data directory rebuilds the same data and a second export gives
/// the same document (`exportedAt` aside). Built-in foods are not copied (every Tally ships them);
/// what a person did with them (favourites, use, their portion mapping) is, by the food's key. API
/// tokens are credentials and are not exported.
public struct TallyExport: Codable, Sendable, Equatable {
    public static let format = "tally-export"
    public static let currentVersion = 1

    public var format: String
    public var version: Int
    /// The schema version of the database it came from.
    public var schema: Int
    public var exportedAt: String
    public var tables: [String: Table]
    /// Stored files the rows name (documents, photos), by "folder/name", as base64 in the JSON. Absent in
    /// exports made without the data directory, and in older ones.
    public var files: [String: Data]?

    /// One table: its column names and its rows, each a list of values in column order.
    public struct Table: Codable, Sendable, Equatable {
        public var columns: [String]
        public var rows: [[Value]]
    }

    /// A stored value, typed as SQLite holds it.
    public enum Value: Codable, Sendable, Equatable {
        case null
        case integer(Int64)
        case real(Double)
        case text(String)
        case blob(Data)

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let integer = try? container.decode(Int64.self) {
                self = .integer(integer)
            } else if let real = try? container.decode(Double.self) {
                self = .real(real)
            } else if let text = try? container.decode(String.self) {
                self = .text(text)
            } else if let blob = try? container.decode([String: String].self), let base64 = blob["base64"], let data = Data(base64Encoded: base64) {
                self = .blob(data)
            } else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "a value must be null, a number, a string or {\"base64\": …}")
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .null: try container.encodeNil()
            case .integer(let value): try container.encode(value)
            case .real(let value):
                // Integral reals are written as integers; the column's affinity makes them real again.
                if let integral = Int64(exactly: value), abs(value) < 9e15 { try container.encode(integral) } else { try container.encode(value) }
            case .text(let value): try container.encode(value)
            case .blob(let value): try container.encode(["base64": value.base64EncodedString()])
            }
        }

        /// A value as SQLite stores it, whichever engine it was read from (booleans as 0 or 1, instants as
        /// SQLite's text), so an export is the same document from either.
        init(_ value: SQLValue) {
            switch value {
            case .null: self = .null
            case .integer(let v): self = .integer(v)
            case .real(let v): self = .real(v)
            case .text(let v): self = .text(v)
            case .blob(let v): self = .blob(v)
            case .bool(let v): self = .integer(v ? 1 : 0)
            case .date(let v): self = .text(SQLValue.sqliteText(of: v))
            }
        }

        var sqlValue: SQLValue {
            switch self {
            case .null: .null
            case .integer(let v): .integer(v)
            case .real(let v): .real(v)
            case .text(let v): .text(v)
            case .blob(let v): .blob(v)
            }
        }

        /// As a CSV cell: empty for null, numbers in their shortest exact form, blobs in base64.
        public var csvText: String {
            switch self {
            case .null: ""
            case .integer(let v): String(v)
            case .real(let v): Int64(exactly: v).map { abs(v) < 9e15 ? String($0) : String(v) } ?? String(v)
            case .text(let v): v
            case .blob(let v): v.base64EncodedString()
            }
        }
    }

    /// The tables exported, in the order an import writes them (parents before children).
    static let tableOrder = [
        "unit", "category", "categoryRule", "mealSlot", "setting", "settingHistory", "exercise", "food", "builtInFood", "recipeComponent",
        "entry", "entryVersion", "bodyMetric", "workout", "workoutSet", "dailyMetric", "labFeedback", "labWidget", "importRun", "careMeeting",
        "notification", "document", "foodPhoto",
    ]

    /// Columns of a built-in food that are the person's, not the food table's.
    static let builtInFoodColumns = ["id", "key", "categoryId", "gramsPerPortion", "isFavorite", "notes", "useCount", "lastUsedAt"]

    /// Settings that describe this installation, not the person (the built-in food table's version).
    static let installationSettings: Set<String> = [AppDatabase.genericFoodsVersionKey]

    /// Food sources every Tally ships (not copied; referred to by key).
    static let builtInSources = [FoodSource.usdaSR, .usdaFoundation, .usdaFNDDS].map(\.rawValue)

    public var rowCounts: [String: Int] { tables.mapValues(\.rows.count) }
}

extension AppDatabase {
    /// Everything a person owns, as one document (read in one snapshot).
    public func export(clock: AppClock) throws -> TallyExport {
        try read { db in
            var tables: [String: TallyExport.Table] = [:]
            let builtIn = TallyExport.builtInSources.map { "'\($0)'" }.joined(separator: ", ")
            // Foods that are not built in; branded foods only when used (the branded table is reference
            // data the person can load again).
            let foodFilter = """
                source NOT IN (\(builtIn)) AND (source != 'usda-branded' OR isFavorite = TRUE OR useCount > 0 OR categoryId IS NOT NULL
                    OR id IN (SELECT foodId FROM entry WHERE foodId IS NOT NULL) OR id IN (SELECT foodId FROM recipeComponent)
                    OR id IN (SELECT recipeId FROM recipeComponent))
                """
            let builtInFilter = """
                source IN (\(builtIn)) AND (isFavorite = TRUE OR useCount > 0 OR lastUsedAt IS NOT NULL OR categoryId IS NOT NULL
                    OR gramsPerPortion IS NOT NULL OR notes IS NOT NULL
                    OR id IN (SELECT foodId FROM entry WHERE foodId IS NOT NULL) OR id IN (SELECT foodId FROM recipeComponent))
                """
            let installation = TallyExport.installationSettings.map { "'\($0)'" }.joined(separator: ", ")
            for name in TallyExport.tableOrder {
                let sql: String
                switch name {
                case "food": sql = "SELECT * FROM food WHERE \(foodFilter) ORDER BY id"
                case "builtInFood": sql = "SELECT \(TallyExport.builtInFoodColumns.joined(separator: ", ")) FROM food WHERE \(builtInFilter) ORDER BY id"
                case "setting": sql = "SELECT * FROM setting WHERE key NOT IN (\(installation)) ORDER BY key"
                case "settingHistory": sql = "SELECT * FROM settingHistory ORDER BY key, effectiveFrom"
                case "categoryRule": sql = "SELECT * FROM categoryRule ORDER BY categoryId, effectiveFrom"
                case "recipeComponent": sql = "SELECT * FROM recipeComponent ORDER BY recipeId, position"
                case "dailyMetric": sql = "SELECT * FROM dailyMetric ORDER BY kind, day, source"
                case "labFeedback": sql = "SELECT * FROM labFeedback ORDER BY cardId"
                case "foodPhoto": sql = "SELECT * FROM foodPhoto ORDER BY foodId"
                default: sql = "SELECT * FROM \(name) ORDER BY id"
                }
                let columns = name == "builtInFood" ? TallyExport.builtInFoodColumns : try db.columns(in: name)
                var rows: [[TallyExport.Value]] = []
                let cursor = try SQLRow.fetchCursor(db, sql: sql)
                while let row = try cursor.next() {
                    rows.append(row.values.map(TallyExport.Value.init))
                }
                tables[name] = TallyExport.Table(columns: columns, rows: rows)
            }
            let schema = try AppDatabase.schemaVersion(db)
            let stamp = ISO8601DateFormatter().string(from: clock.now())
            return TallyExport(format: TallyExport.format, version: TallyExport.currentVersion, schema: schema, exportedAt: stamp, tables: tables)
        }
    }

    /// Everything, with the stored files the rows name (documents, photos) read from the data directory.
    public func export(clock: AppClock, dataDirectory: URL) throws -> TallyExport {
        var export = try export(clock: clock)
        var files: [String: Data] = [:]
        func names(_ table: String, _ column: String) -> [String] {
            guard let table = export.tables[table], let position = table.columns.firstIndex(of: column) else { return [] }
            return table.rows.compactMap { row in if case .text(let name) = row[position] { return name } else { return nil } }
        }
        var wanted = names("document", "fileName").map { (AppDatabase.documentsFolder, $0) } + names("foodPhoto", "fileName").map { (AppDatabase.photosFolder, $0) }
        if let photo = try profilePhoto() { wanted.append((AppDatabase.photosFolder, photo)) }
        for (folder, name) in wanted {
            let url = AppDatabase.storedFile(name, folder: folder, dataDirectory: dataDirectory)
            if let data = try? Data(contentsOf: url) { files["\(folder)/\(name)"] = data }
        }
        export.files = files
        return export
    }

    /// Imports an export and writes the files it carries into the data directory (each checked again:
    /// a known folder, a generated name, a type read from its bytes).
    public func importExport(_ export: TallyExport, dataDirectory: URL) throws -> [String: Int] {
        var checked: [(URL, Data)] = []
        for (path, data) in export.files ?? [:] {
            let parts = path.split(separator: "/").map(String.init)
            guard parts.count == 2, [AppDatabase.documentsFolder, AppDatabase.photosFolder].contains(parts[0]),
                AppDatabase.storedFile(parts[1], folder: parts[0], dataDirectory: dataDirectory).lastPathComponent == parts[1], FileType.sniff(data) != nil
            else { throw TallyError.invalid(field: "file", "the export carries a file Tally does not keep: \(Limits.clip(path))") }
            checked.append((AppDatabase.storedFile(parts[1], folder: parts[0], dataDirectory: dataDirectory), data))
        }
        let counts = try importExport(export)
        for (url, data) in checked {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        }
        var result = counts
        if !checked.isEmpty { result["files"] = checked.count }
        return result
    }

    /// The export as JSON: keys sorted, so two exports of the same data are the same bytes.
    public static func encode(_ export: TallyExport) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(export)
    }

    /// Reads an export document, refusing anything that is not one this Tally can read.
    public static func decodeExport(_ data: Data) throws -> TallyExport {
        let export: TallyExport
        do {
            export = try JSONDecoder().decode(TallyExport.self, from: data)
        } catch {
            throw TallyError.invalid(field: "file", "not a Tally export (JSON): \(Limits.clip(String(describing: error)))")
        }
        guard export.format == TallyExport.format else { throw TallyError.invalid(field: "file", "not a Tally export (format '\(Limits.clip(export.format))')") }
        guard export.version <= TallyExport.currentVersion else {
            throw TallyError.invalid(field: "file", "this export was written by a newer Tally (format version \(export.version)); update Tally to read it")
        }
        guard export.schema <= AppDatabase.currentSchemaVersion else {
            throw TallyError.invalid(field: "file", "this export comes from a newer database (schema \(export.schema)); update Tally to read it")
        }
        for (name, table) in export.tables {
            guard TallyExport.tableOrder.contains(name) else { throw TallyError.invalid(field: "file", "unknown table '\(Limits.clip(name))' in the export") }
            guard Set(table.columns).count == table.columns.count else { throw TallyError.invalid(field: "file", "table \(name) names a column twice") }
            for row in table.rows where row.count != table.columns.count {
                throw TallyError.invalid(field: "file", "a row of \(name) has \(row.count) values for \(table.columns.count) columns")
            }
        }
        return export
    }

    /// Rows a person owns, by kind: an import needs all of them zero.
    public func ownedRowCounts() throws -> [String: Int] {
        try read(AppDatabase.ownedRows)
    }

    /// Loads an export into this database, which must hold no one's data yet (a new data directory):
    /// its default units, categories, meal slots, exercises and settings are replaced by the export's.
    /// One transaction: on any error nothing changes.
    public func importExport(_ export: TallyExport) throws -> [String: Int] {
        try write { db in
            let owned = try AppDatabase.ownedRows(db)
            if let (what, count) = owned.first(where: { $0.value > 0 }) {
                throw TallyError.conflict(
                    field: "file", "tally import tally needs an empty data directory; this one already has \(count) \(what). Import into a new --data DIR")
            }
            let installation = TallyExport.installationSettings.map { "'\($0)'" }.joined(separator: ", ")
            // The new directory's defaults give way to the person's own.
            try db.execute(
                sql: """
                    DELETE FROM categoryRule; DELETE FROM category; DELETE FROM mealSlot; DELETE FROM exercise;
                    DELETE FROM settingHistory; DELETE FROM setting WHERE key NOT IN (\(installation)); DELETE FROM labWidget;
                    DELETE FROM labFeedback; DELETE FROM importRun; DELETE FROM unit;
                    """)
            var foodIDs: [Int64: Int64] = [:]
            var counts: [String: Int] = [:]
            for name in TallyExport.tableOrder {
                guard let table = export.tables[name] else { continue }
                let known = Set(try db.columns(in: name == "builtInFood" ? "food" : name))
                for column in table.columns where !known.contains(column) {
                    throw TallyError.invalid(field: "file", "table \(name) has no column '\(Limits.clip(column))'")
                }
                switch name {
                case "builtInFood":
                    try AppDatabase.importBuiltInFoods(db, table, ids: &foodIDs)
                case "food":
                    try AppDatabase.importFoods(db, table, ids: &foodIDs)
                default:
                    let remapped = try AppDatabase.remapFoods(table, in: name, ids: foodIDs)
                    let placeholders = Array(repeating: "?", count: remapped.columns.count).joined(separator: ", ")
                    let quoted = remapped.columns.map { db.quoted($0) }.joined(separator: ", ")
                    let types = try db.columnTypes(in: name)
                    let statement = try db.makeStatement(sql: "INSERT INTO \(name) (\(quoted)) VALUES (\(placeholders))")
                    for row in remapped.rows {
                        try statement.execute(arguments: SQLArguments(values: zip(remapped.columns, row).map { types.value($1.sqlValue, for: $0) }))
                    }
                }
                counts[name] = table.rows.count
            }
            // Foreign keys are checked as a whole once everything is in (PostgreSQL checked each row as it went in).
            if !db.isPostgres, let violation = try SQLRow.fetchOne(db, sql: "PRAGMA foreign_key_check") {
                throw TallyError.invalid(field: "file", "the export refers to rows it does not hold (table \(violation[0] as String? ?? "?"))")
            }
            return counts
        }
    }

    static func ownedRows(_ db: SQLConnection) throws -> [String: Int] {
        var counts: [String: Int] = [:]
        let builtIn = TallyExport.builtInSources.map { "'\($0)'" }.joined(separator: ", ")
        for (name, sql) in [
            ("entries", "SELECT count(*) FROM entry"), ("foods", "SELECT count(*) FROM food WHERE source NOT IN (\(builtIn), 'usda-branded')"),
            ("body measurements", "SELECT count(*) FROM bodyMetric"), ("workouts", "SELECT count(*) FROM workout"),
            ("device days", "SELECT count(*) FROM dailyMetric"),
            ("used foods", "SELECT count(*) FROM food WHERE useCount > 0 OR isFavorite = TRUE"),
        ] {
            counts[name] = try Int.fetchOne(db, sql: sql) ?? 0
        }
        return counts
    }

    /// A built-in food's person-owned columns, found by its key (ids may differ between installations).
    static func importBuiltInFoods(_ db: SQLConnection, _ table: TallyExport.Table, ids: inout [Int64: Int64]) throws {
        guard let idColumn = table.columns.firstIndex(of: "id"), let keyColumn = table.columns.firstIndex(of: "key") else {
            throw TallyError.invalid(field: "file", "builtInFood needs id and key columns")
        }
        let settable = table.columns.enumerated().filter { !["id", "key"].contains($0.element) }
        for row in table.rows {
            guard case .integer(let oldID) = row[idColumn], case .text(let key) = row[keyColumn] else {
                throw TallyError.invalid(field: "file", "a built-in food has no id or key")
            }
            guard let newID = try Int64.fetchOne(db, sql: "SELECT id FROM food WHERE key = ?", arguments: [key]) else {
                throw TallyError.invalid(field: "file", "built-in food '\(Limits.clip(key))' is not in this version of Tally")
            }
            ids[oldID] = newID
            guard !settable.isEmpty else { continue }
            let assignments = settable.map { "\(db.quoted($0.element)) = ?" }.joined(separator: ", ")
            let types = try db.columnTypes(in: "food")
            try db.execute(
                sql: "UPDATE food SET \(assignments) WHERE id = ?",
                arguments: SQLArguments(values: settable.map { types.value(row[$0.offset].sqlValue, for: $0.element) } + [.integer(newID)]))
        }
    }

    /// The person's foods (custom, recipes, used branded foods) with their ids when free, and their
    /// search entries.
    static func importFoods(_ db: SQLConnection, _ table: TallyExport.Table, ids: inout [Int64: Int64]) throws {
        guard let idColumn = table.columns.firstIndex(of: "id") else { throw TallyError.invalid(field: "file", "food needs an id column") }
        let types = try db.columnTypes(in: "food")
        for row in table.rows {
            guard case .integer(let oldID) = row[idColumn] else { throw TallyError.invalid(field: "file", "a food has no id") }
            let taken = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM food WHERE id = ?)", arguments: [oldID]) ?? false
            // A taken id is left for the database to give.
            let columns = zip(table.columns, row).filter { !(taken && $0.0 == "id") }
            let quoted = columns.map { db.quoted($0.0) }.joined(separator: ", ")
            guard let newID = try db.insertReturningID(
                sql: "INSERT INTO food (\(quoted)) VALUES (\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))",
                arguments: SQLArguments(values: columns.map { types.value($0.1.sqlValue, for: $0.0) }))
            else { continue }
            ids[oldID] = newID
            guard let food = try SQLRow.fetchOne(db, sql: "SELECT source, name, brand, isDeleted FROM food WHERE id = ?", arguments: [newID]) else { continue }
            let isDeleted: Bool = food["isDeleted"] ?? false
            guard !isDeleted else { continue }
            let source = (food["source"] as String?).flatMap(FoodSource.init(rawValue:)) ?? .custom
            try SearchIndex.add(db, foodID: newID, name: food["name"] ?? "", brand: food["brand"], source: source)
        }
    }

    /// Food references of a table rewritten to the ids the foods got here.
    static func remapFoods(_ table: TallyExport.Table, in name: String, ids: [Int64: Int64]) throws -> TallyExport.Table {
        let columns: [String]
        switch name {
        case "entry": columns = ["foodId"]
        case "recipeComponent": columns = ["recipeId", "foodId"]
        case "foodPhoto": columns = ["foodId"]
        default: return table
        }
        let positions = columns.compactMap { table.columns.firstIndex(of: $0) }
        guard !positions.isEmpty else { return table }
        var result = table
        for index in result.rows.indices {
            for position in positions {
                guard case .integer(let old) = result.rows[index][position] else { continue }
                guard let new = ids[old] else {
                    throw TallyError.invalid(field: "file", "\(name) refers to food \(old), which the export does not hold")
                }
                result.rows[index][position] = .integer(new)
            }
        }
        return result
    }

    /// The export as one CSV file per table (header row, then rows), for spreadsheets.
    public static func writeCSV(_ export: TallyExport, to directory: URL) throws -> [String] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var written: [String] = []
        for name in TallyExport.tableOrder {
            guard let table = export.tables[name] else { continue }
            let file = directory.appendingPathComponent(name + ".csv")
            guard let stream = OutputStream(url: file, append: false) else { throw TallyError.invalid(field: "dir", "cannot write \(file.path)") }
            stream.open()
            defer { stream.close() }
            let writer = try CSVWriter(stream: stream)
            try writer.write(row: table.columns)
            for row in table.rows { try writer.write(row: row.map(\.csvText)) }
            try Data("\n".utf8).withUnsafeBytes { buffer in
                guard let base = buffer.bindMemory(to: UInt8.self).baseAddress else { return }
                if stream.write(base, maxLength: buffer.count) != buffer.count { throw TallyError.invalid(field: "dir", "cannot write \(file.path)") }
            }
            written.append(file.lastPathComponent)
        }
        return written
    }

    /// The CSV files in one zip (deflated), for a download: written beside `zip` in a scratch folder
    /// that is removed afterwards.
    public static func writeCSVArchive(_ export: TallyExport, to zip: URL) throws {
        let scratch = zip.deletingLastPathComponent().appendingPathComponent(".csv-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let files = try writeCSV(export, to: scratch)
        try? FileManager.default.removeItem(at: zip)
        let archive: Archive
        do {
            archive = try Archive(url: zip, accessMode: .create)
        } catch {
            throw TallyError.invalid(field: "file", "cannot write \(zip.path): \(error.localizedDescription)")
        }
        for file in files {
            try archive.addEntry(with: "tally-export/" + file, fileURL: scratch.appendingPathComponent(file), compressionMethod: .deflate)
        }
    }
}

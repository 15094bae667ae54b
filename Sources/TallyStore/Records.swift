import Foundation
import GRDB
import TallyCore

// Row types for the tables, and their mapping to core values. Core types know nothing of SQL.

extension Day: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { description.databaseValue }

    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> Day? {
        String.fromDatabaseValue(dbValue).flatMap(Day.init)
    }
}

struct UnitRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "unit"
    var id: Int64?
    var name: String
    var symbol: String
    var allowsDecimal: Bool
    var isEnabled: Bool
    var sortOrder: Int
    var dimension: String
    var baseFactor: Double

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    var unit: MeasurementUnit {
        MeasurementUnit(
            id: id ?? 0, name: name, symbol: symbol, allowsDecimal: allowsDecimal, isEnabled: isEnabled,
            sortOrder: sortOrder, dimension: MeasurementUnit.Dimension(rawValue: dimension) ?? .count, baseFactor: baseFactor)
    }
}

struct CategoryRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "category"
    var id: Int64?
    var name: String
    var unitId: Int64
    var isEnabled: Bool
    var targetKind: String
    var targetMin: Double?
    var targetMax: Double?
    var sortOrder: Int

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    init(_ category: LogCategory) {
        self.id = category.id == 0 ? nil : category.id
        self.name = category.name
        self.unitId = category.unitID
        self.isEnabled = category.isEnabled
        self.sortOrder = category.sortOrder
        (self.targetKind, self.targetMin, self.targetMax) = CategoryRecord.columns(for: category.target)
    }

    static func columns(for rule: TargetRule) -> (String, Double?, Double?) {
        (rule.kind.rawValue, rule.min?.value, rule.max?.value)
    }

    var category: LogCategory {
        let lo = targetMin.map(Portions.init(rounding:)) ?? .zero
        let hi = targetMax.map(Portions.init(rounding:)) ?? lo
        let rule: TargetRule
        switch TargetRule.Kind(rawValue: targetKind) ?? .atLeast {
        case .exact: rule = .exact(lo)
        case .atLeast: rule = .atLeast(lo)
        case .atMost: rule = .atMost(hi)
        case .range: rule = .range(lo, hi)
        }
        return LogCategory(id: id ?? 0, name: name, unitID: unitId, isEnabled: isEnabled, target: rule, sortOrder: sortOrder)
    }
}

struct MealSlotRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "mealSlot"
    var id: Int64?
    var name: String
    var sortOrder: Int
    var startMinute: Int?

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    var slot: MealSlot { MealSlot(id: id ?? 0, name: name, sortOrder: sortOrder, startMinute: startMinute) }
}

struct EntryRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "entry"
    var id: Int64?
    var day: Day
    var mealSlotId: Int64
    var categoryId: Int64?
    var portions: Double
    var amount: Double?
    var amountUnitId: Int64?
    var note: String?
    var loggedAt: Date

    enum Columns {
        static let day = Column(CodingKeys.day)
        static let loggedAt = Column(CodingKeys.loggedAt)
        static let categoryId = Column(CodingKeys.categoryId)
        static let mealSlotId = Column(CodingKeys.mealSlotId)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    init(_ entry: NewEntry) {
        self.day = entry.day
        self.mealSlotId = entry.mealSlotID
        self.categoryId = entry.categoryID
        self.portions = entry.portions.value
        self.amount = entry.amount
        self.amountUnitId = entry.amountUnitID
        self.note = entry.note
        self.loggedAt = entry.loggedAt
    }

    init(_ entry: LogEntry) {
        self.id = entry.id
        self.day = entry.day
        self.mealSlotId = entry.mealSlotID
        self.categoryId = entry.categoryID
        self.portions = entry.portions.value
        self.amount = entry.amount
        self.amountUnitId = entry.amountUnitID
        self.note = entry.note
        self.loggedAt = entry.loggedAt
    }

    var entry: LogEntry {
        LogEntry(
            id: id ?? 0, day: day, mealSlotID: mealSlotId, categoryID: categoryId ?? 0, portions: Portions(rounding: portions),
            amount: amount, amountUnitID: amountUnitId, note: note, loggedAt: loggedAt)
    }
}

struct SettingRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "setting"
    var key: String
    var value: String
}

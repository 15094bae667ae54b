import Foundation

/// JSON shapes shared by the CLI's `--json` output and the REST API, built from core values.

public struct TargetReport: Encodable, Equatable, Sendable {
    public var kind: TargetRule.Kind
    public var min: Double?
    public var max: Double?

    public init(_ rule: TargetRule) {
        kind = rule.kind
        min = rule.min?.value
        max = rule.max?.value
    }

    enum CodingKeys: String, CodingKey { case kind, min, max }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encode(min, forKey: .min)
        try c.encode(max, forKey: .max)
    }
}

public struct EntryReport: Encodable, Equatable, Sendable {
    public var id: Int64
    public var day: Day
    public var category: String?
    public var meal: String
    public var portions: Double
    public var amount: Double?
    public var unit: String?
    public var note: String?
    public var loggedAt: String

    public init(_ entry: LogEntry, catalog: Catalog, timeZone: TimeZone) {
        id = entry.id
        day = entry.day
        category = catalog.category(id: entry.categoryID)?.name
        meal = catalog.mealSlot(id: entry.mealSlotID)?.name ?? ""
        portions = entry.portions.value
        amount = entry.amount
        unit = entry.amountUnitID.flatMap { catalog.unit(id: $0)?.symbol }
        note = entry.note
        loggedAt = TimeFormat.iso8601(entry.loggedAt, in: timeZone)
    }

    enum CodingKeys: String, CodingKey { case id, day, category, meal, portions, amount, unit, note, loggedAt }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(day, forKey: .day)
        try c.encode(category, forKey: .category)
        try c.encode(meal, forKey: .meal)
        try c.encode(portions, forKey: .portions)
        try c.encode(amount, forKey: .amount)
        try c.encode(unit, forKey: .unit)
        try c.encode(note, forKey: .note)
        try c.encode(loggedAt, forKey: .loggedAt)
    }
}

public struct CategoryTotalReport: Encodable, Equatable, Sendable {
    public var name: String
    public var unit: String
    public var enabled: Bool
    public var total: Double
    public var target: TargetReport
    public var status: TargetStatus

    public init(_ line: DaySummary.CategoryLine) {
        name = line.category.name
        unit = line.unit.symbol
        enabled = line.category.isEnabled
        total = line.total.value
        target = TargetReport(line.category.target)
        status = line.status
    }
}

public struct MealReport: Encodable, Equatable, Sendable {
    public var name: String
    public var entries: [EntryReport]
}

public struct DayReport: Encodable, Equatable, Sendable {
    public var date: Day
    public var onTarget: Bool
    public var categoriesMet: Int
    public var categoriesEnabled: Int
    public var categories: [CategoryTotalReport]
    public var meals: [MealReport]

    public init(_ summary: DaySummary, catalog: Catalog, timeZone: TimeZone) {
        date = summary.day
        onTarget = summary.isOnTarget
        categoriesMet = summary.metCount
        categoriesEnabled = summary.enabledCount
        categories = summary.categories.map(CategoryTotalReport.init)
        meals = summary.meals.map { meal in
            MealReport(name: meal.slot.name, entries: meal.entries.map { EntryReport($0, catalog: catalog, timeZone: timeZone) })
        }
    }
}

public struct HistoryReport: Encodable, Equatable, Sendable {
    public struct DayLine: Encodable, Equatable, Sendable {
        public var date: Day
        public var onTarget: Bool
        public var entryCount: Int
        public var categories: [CategoryTotalReport]
    }

    public var from: Day
    public var to: Day
    public var daysOnTarget: Int
    public var dayCount: Int
    public var days: [DayLine]

    public init(from: Day, to: Day, summaries: [DaySummary]) {
        self.from = from
        self.to = to
        days = summaries.map { summary in
            DayLine(
                date: summary.day, onTarget: summary.isOnTarget, entryCount: summary.meals.reduce(0) { $0 + $1.entries.count },
                categories: summary.categories.map(CategoryTotalReport.init))
        }
        daysOnTarget = days.filter(\.onTarget).count
        dayCount = days.count
    }
}

public struct CategoryReport: Encodable, Equatable, Sendable {
    public var id: Int64
    public var name: String
    public var unit: String
    public var enabled: Bool
    public var target: TargetReport
    public var position: Int

    public init(_ category: LogCategory, position: Int, catalog: Catalog) {
        id = category.id
        name = category.name
        unit = catalog.unit(of: category)?.symbol ?? ""
        enabled = category.isEnabled
        target = TargetReport(category.target)
        self.position = position
    }

    public static func list(_ catalog: Catalog) -> [CategoryReport] {
        catalog.categories.enumerated().map { CategoryReport($1, position: $0 + 1, catalog: catalog) }
    }
}

public struct MealSlotReport: Encodable, Equatable, Sendable {
    public var id: Int64
    public var name: String
    public var position: Int
    public var startsAt: String?

    public init(_ slot: MealSlot, position: Int) {
        id = slot.id
        name = slot.name
        self.position = position
        startsAt = slot.startMinute.map(TimeFormat.clock(minutes:))
    }

    enum CodingKeys: String, CodingKey { case id, name, position, startsAt }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(position, forKey: .position)
        try c.encode(startsAt, forKey: .startsAt)
    }

    public static func list(_ catalog: Catalog) -> [MealSlotReport] {
        catalog.mealSlots.enumerated().map { MealSlotReport($1, position: $0 + 1) }
    }
}

public struct UnitReport: Encodable, Equatable, Sendable {
    public var id: Int64
    public var name: String
    public var symbol: String
    public var allowsDecimal: Bool
    public var enabled: Bool
    public var dimension: MeasurementUnit.Dimension
    public var baseFactor: Double

    public init(_ unit: MeasurementUnit) {
        id = unit.id
        name = unit.name
        symbol = unit.symbol
        allowsDecimal = unit.allowsDecimal
        enabled = unit.isEnabled
        dimension = unit.dimension
        baseFactor = unit.baseFactor
    }
}

public struct SettingsReport: Encodable, Equatable, Sendable {
    public var dayCutoff: String
    public var dayCutoffMinutes: Int
    public var timeZone: String

    public init(_ settings: Settings, timeZone: TimeZone) {
        dayCutoff = settings.dayBoundary.clockText
        dayCutoffMinutes = settings.dayBoundary.cutoffMinutes
        self.timeZone = timeZone.identifier
    }
}

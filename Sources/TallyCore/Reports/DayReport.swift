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
    public var kind: EntryKind
    public var category: String?
    public var meal: String
    public var portions: Double
    public var amount: Double?
    public var unit: String?
    public var note: String?
    public var loggedAt: String
    public var food: String?
    public var foodId: Int64?
    public var quantity: String?
    public var grams: Double?
    public var nutrients: [String: Double]?
    /// Set when the stored row could not be fully read: what was wrong and what was shown instead.
    public var problem: String?

    public init(_ entry: LogEntry, catalog: Catalog, timeZone: TimeZone) {
        id = entry.id
        problem = entry.problem
        kind = entry.kind
        food = entry.food?.name
        foodId = entry.food?.foodID
        quantity = entry.food?.quantity
        grams = entry.food?.grams.map { ($0 * 10).rounded() / 10 }
        nutrients = entry.food.map { $0.nutrients.rounded(places: 1).dictionary }
        day = entry.day
        category = entry.categoryID.flatMap { catalog.category(id: $0)?.name }
        meal = catalog.mealSlot(id: entry.mealSlotID)?.name ?? ""
        portions = entry.portions.value
        amount = entry.amount
        unit = entry.amountUnitID.flatMap { catalog.unit(id: $0)?.symbol }
        note = entry.note
        loggedAt = TimeFormat.iso8601(entry.loggedAt, in: timeZone)
    }

    enum CodingKeys: String, CodingKey {
        case id, day, kind, category, meal, portions, amount, unit, note, loggedAt, food, foodId, quantity, grams, nutrients, problem
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(kind, forKey: .kind)
        try c.encode(food, forKey: .food)
        try c.encode(foodId, forKey: .foodId)
        try c.encode(quantity, forKey: .quantity)
        try c.encode(grams, forKey: .grams)
        try c.encode(nutrients, forKey: .nutrients)
        try c.encode(day, forKey: .day)
        try c.encode(category, forKey: .category)
        try c.encode(meal, forKey: .meal)
        try c.encode(portions, forKey: .portions)
        try c.encode(amount, forKey: .amount)
        try c.encode(unit, forKey: .unit)
        try c.encode(note, forKey: .note)
        try c.encode(loggedAt, forKey: .loggedAt)
        try c.encodeIfPresent(problem, forKey: .problem)
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
    /// kcal, protein_g, carbs_g, fat_g eaten in this meal.
    public var totals: [String: Double]
}

/// One nutrient of a day: eaten, the target, what is left (negative when over).
public struct NutrientProgress: Encodable, Equatable, Sendable {
    public var consumed: Double
    public var target: Double?
    public var remaining: Double?

    public init(consumed: Double, target: Double?) {
        self.consumed = (consumed * 10).rounded() / 10
        self.target = target.map { ($0 * 10).rounded() / 10 }
        self.remaining = target.map { (($0 - consumed) * 10).rounded() / 10 }
    }

    enum CodingKeys: String, CodingKey { case consumed, target, remaining }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(consumed, forKey: .consumed)
        try c.encode(target, forKey: .target)
        try c.encode(remaining, forKey: .remaining)
    }

    /// The headline nutrients of a day against targets.
    public static func table(_ nutrients: Nutrients, targets: [NutrientKey: Double]) -> [String: NutrientProgress] {
        Dictionary(uniqueKeysWithValues: NutrientKey.headline.map { key in
            (key.rawValue, NutrientProgress(consumed: nutrients[key] ?? 0, target: targets[key]))
        })
    }
}

public struct DayReport: Encodable, Equatable, Sendable {
    public var date: Day
    public var onTarget: Bool
    public var categoriesMet: Int
    public var categoriesEnabled: Int
    public var categories: [CategoryTotalReport]
    public var meals: [MealReport]
    public var nutrition: [String: NutrientProgress]
    public var workouts: [WorkoutLine]

    public struct WorkoutLine: Encodable, Equatable, Sendable {
        public var id: Int64
        public var name: String
        public var minutes: Double
        public var kcal: Double
        public var rpe: Double?
    }

    public init(_ summary: DaySummary, catalog: Catalog, timeZone: TimeZone, targets: [NutrientKey: Double] = [:]) {
        date = summary.day
        onTarget = summary.isOnTarget
        categoriesMet = summary.metCount
        categoriesEnabled = summary.enabledCount
        categories = summary.categories.map(CategoryTotalReport.init)
        meals = summary.meals.map { meal in
            let n = meal.nutrients
            return MealReport(
                name: meal.slot.name, entries: meal.entries.map { EntryReport($0, catalog: catalog, timeZone: timeZone) },
                totals: [
                    "kcal": (n.kcal * 10).rounded() / 10, "protein_g": (n.protein * 10).rounded() / 10,
                    "carbs_g": (n.carbs * 10).rounded() / 10, "fat_g": (n.fat * 10).rounded() / 10,
                ])
        }
        nutrition = NutrientProgress.table(summary.nutrients, targets: targets)
        workouts = summary.workouts.map {
            WorkoutLine(id: $0.id, name: $0.name, minutes: ($0.minutes * 10).rounded() / 10, kcal: $0.kcal.rounded(), rpe: $0.rpe)
        }
    }
}

public struct HistoryReport: Encodable, Equatable, Sendable {
    public struct DayLine: Encodable, Equatable, Sendable {
        public var date: Day
        public var onTarget: Bool
        public var entryCount: Int
        public var categories: [CategoryTotalReport]

        /// A day's line from its totals, judged by `catalog` (the rules in force that day).
        public init(_ totals: DayTotals, catalog: Catalog) {
            self.init(date: totals.day, lines: DaySummary.lines(totals.totals, catalog: catalog), entryCount: totals.entryCount)
        }

        public init(_ summary: DaySummary) {
            self.init(date: summary.day, lines: summary.categories, entryCount: summary.entries.count)
        }

        init(date: Day, lines: [DaySummary.CategoryLine], entryCount: Int) {
            self.date = date
            onTarget = DaySummary.isOnTarget(lines)
            self.entryCount = entryCount
            categories = lines.map(CategoryTotalReport.init)
        }
    }

    public var from: Day
    public var to: Day
    public var daysOnTarget: Int
    public var dayCount: Int
    public var days: [DayLine]

    public init(from: Day, to: Day, summaries: [DaySummary]) {
        self.init(from: from, to: to, days: summaries.map(DayLine.init))
    }

    public init(from: Day, to: Day, days: [DayLine]) {
        self.from = from
        self.to = to
        self.days = days
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
    public var openFoodFacts: Bool

    public init(_ settings: Settings, timeZone: TimeZone) {
        openFoodFacts = settings.openFoodFacts
        dayCutoff = settings.dayBoundary.clockText
        dayCutoffMinutes = settings.dayBoundary.cutoffMinutes
        self.timeZone = timeZone.identifier
    }
}

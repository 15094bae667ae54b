import Foundation

// Report shapes shared by the CLI's --json output and the REST API.

public struct MeasurementReport: Encodable, Sendable {
    public var id: Int64
    public var kind: String
    public var value: Double
    public var unit: String
    public var date: Day
    public var measuredAt: String
    public var source: String
    public var note: String?
    public var display: String

    public init(_ m: BodyMeasurement, imperial: Bool, timeZone: TimeZone) {
        id = m.id
        kind = m.kind.rawValue
        value = (m.value * 100).rounded() / 100
        unit = m.kind.unit
        date = m.day
        measuredAt = TimeFormat.iso8601(m.measuredAt, in: timeZone)
        source = m.source
        note = m.note
        display = BodyFormat.value(m.value, kind: m.kind, imperial: imperial)
    }
}

public struct ProfileReport: Encodable, Sendable {
    public var birthDate: Day?
    public var age: Int?
    public var sex: String?
    public var heightCm: Double?
    public var activity: String?
    public var units: String
    public var energyUnit: String
    public var motivation: String?
    public var formula: String?

    public init(_ profile: Profile, today: Day) {
        birthDate = profile.birthDate
        age = profile.age(on: today)
        sex = profile.sex?.rawValue
        heightCm = profile.heightCm.map { ($0 * 10).rounded() / 10 }
        activity = profile.activity?.rawValue
        units = profile.imperial ? "imperial" : "metric"
        energyUnit = profile.displayUnits.energy.rawValue
        motivation = profile.motivation
        formula = profile.formula?.rawValue
    }

    enum CodingKeys: String, CodingKey { case birthDate, age, sex, heightCm, activity, units, energyUnit, motivation, formula }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(birthDate, forKey: .birthDate)
        try c.encode(age, forKey: .age)
        try c.encode(sex, forKey: .sex)
        try c.encode(heightCm, forKey: .heightCm)
        try c.encode(activity, forKey: .activity)
        try c.encode(units, forKey: .units)
        try c.encode(energyUnit, forKey: .energyUnit)
        try c.encode(motivation, forKey: .motivation)
        try c.encode(formula, forKey: .formula)
    }
}

/// Body values as people read them, in their units.
public enum BodyFormat {
    public static func unit(_ kind: MetricKind, imperial: Bool) -> String {
        guard imperial else { return kind.unit }
        switch kind {
        case .weight, .leanmass: return "lb"
        case .waist, .height: return "in"
        default: return kind.unit
        }
    }

    public static func value(_ si: Double, kind: MetricKind, imperial: Bool) -> String {
        let shown = si * BodyReport.displayScale(kind, imperial: imperial)
        let rounded = kind == .steps ? shown.rounded() : (shown * 10).rounded() / 10
        return "\(EntryPlanner.formatNumber(rounded)) \(unit(kind, imperial: imperial))"
    }
}

public struct RecipeReport: Encodable, Sendable {
    public struct Item: Encodable, Sendable {
        public var position: Int
        public var food: String
        public var foodId: Int64
        public var amount: String
        public var grams: Double
        public var kcal: Double
    }

    public var id: Int64
    public var name: String
    public var servings: Double
    public var totalGrams: Double
    public var servingGrams: Double
    public var perServing: [String: Double]
    public var totals: [String: Double]
    public var items: [Item]
    public var notes: String?

    public init(_ recipe: Recipe) {
        id = recipe.food.id
        name = recipe.food.name
        servings = recipe.servings
        totalGrams = (recipe.totalGrams * 10).rounded() / 10
        servingGrams = ((recipe.food.servingGrams ?? 0) * 10).rounded() / 10
        perServing = recipe.perServing.rounded(places: 1).dictionary
        totals = recipe.totals.rounded(places: 1).dictionary
        items = recipe.components.enumerated().map { index, component in
            Item(
                position: index + 1, food: component.food.displayName, foodId: component.food.id, amount: component.amount,
                grams: (component.grams * 10).rounded() / 10, kcal: (component.nutrients.kcal * 10).rounded() / 10)
        }
        notes = recipe.food.notes
    }
}

public struct QuickReport: Encodable, Sendable {
    public var entry: EntryReport
    public var warning: String?

    public init(entry: EntryReport, warning: String?) {
        self.entry = entry
        self.warning = warning
    }

    enum CodingKeys: String, CodingKey { case entry, warning }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try entry.encode(to: encoder)
        try c.encode(warning, forKey: .warning)
    }
}

public struct EatTextReport: Encodable, Sendable {
    public var parsed: ParsedMealReport
    public var entries: [EntryReport]

    public init(parsed: ParsedMealReport, entries: [EntryReport]) {
        self.parsed = parsed
        self.entries = entries
    }
}

public struct ExpenditureReport: Encodable, Sendable {
    public var tdee: Double
    public var from: Day
    public var to: Day
    public var intakeDays: Int
    public var weighIns: Int
    public var averageIntake: Double
    public var trendChangeKg: Double
    public var confidence: String
    public var notes: [String]

    public init(_ e: ExpenditureEstimate) {
        tdee = e.tdee.rounded()
        from = e.from
        to = e.to
        intakeDays = e.intakeDays
        weighIns = e.weighIns
        averageIntake = e.averageIntake.rounded()
        trendChangeKg = (e.trendChangeKg * 100).rounded() / 100
        confidence = e.confidence.rawValue
        notes = e.notes
    }
}

public struct WorkoutImportReport: Encodable, Sendable {
    public var app: String
    /// true when nothing was written (a preview): the counts say what an import would add.
    public var dryRun: Bool
    public var dialect: String
    public var weightUnit: String
    public var rows: Int
    public var workouts: Int
    public var sets: Int
    public var alreadyPresent: Int
    public var skipped: [String: Int]

    public init(
        app: String, dryRun: Bool = false, dialect: String, weightUnit: String, rows: Int, workouts: Int, sets: Int, alreadyPresent: Int,
        skipped: [String: Int]
    ) {
        self.app = app
        self.dryRun = dryRun
        self.dialect = dialect
        self.weightUnit = weightUnit
        self.rows = rows
        self.workouts = workouts
        self.sets = sets
        self.alreadyPresent = alreadyPresent
        self.skipped = skipped
    }
}


/// An exercise of the library (`tally exercise list --json`).
public struct ExerciseReport: Encodable, Sendable, Equatable {
    public var id: Int64
    public var name: String
    public var category: String
    public var equipment: String?
    public var custom: Bool

    public init(_ exercise: Exercise) {
        id = exercise.id
        name = exercise.name
        category = exercise.category
        equipment = exercise.equipment
        custom = exercise.isCustom
    }

    enum CodingKeys: String, CodingKey { case id, name, category, equipment, custom }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(category, forKey: .category)
        try c.encode(equipment, forKey: .equipment)
        try c.encode(custom, forKey: .custom)
    }
}

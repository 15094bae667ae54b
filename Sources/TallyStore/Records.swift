import Foundation
import TallyCore

// Row types for the tables, and their mapping to core values. Core types know nothing of SQL.

/// Describes a stored value that could not be read, for messages ("'0000-12-31'", "(empty)", "a blob").
enum StoredValue {
    static func describe(_ value: SQLValue?) -> String { SQLRow.describe(value) }
}

struct UnitRecord: IdentifiedRecord {
    static let databaseTableName = "unit"
    var id: Int64?
    var name: String
    var symbol: String
    var allowsDecimal: Bool
    var isEnabled: Bool
    var sortOrder: Int
    var dimension: String
    var baseFactor: Double


    var unit: MeasurementUnit {
        MeasurementUnit(
            id: id ?? 0, name: name, symbol: symbol, allowsDecimal: allowsDecimal, isEnabled: isEnabled,
            sortOrder: sortOrder, dimension: MeasurementUnit.Dimension(rawValue: dimension) ?? .count, baseFactor: baseFactor)
    }
}

struct CategoryRecord: IdentifiedRecord {
    static let databaseTableName = "category"
    var id: Int64?
    var name: String
    var unitId: Int64
    var isEnabled: Bool
    var targetKind: String
    var targetMin: Double?
    var targetMax: Double?
    var sortOrder: Int


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
        LogCategory(
            id: id ?? 0, name: name, unitID: unitId, isEnabled: isEnabled, target: CategoryRecord.target(kind: targetKind, min: targetMin, max: targetMax),
            sortOrder: sortOrder)
    }

    /// A stored rule (kind and bounds in columns) as a target; unknown kinds read as "at least".
    static func target(kind: String, min: Double?, max: Double?) -> TargetRule {
        let lo = min.map(Portions.init(rounding:)) ?? .zero
        let hi = max.map(Portions.init(rounding:)) ?? lo
        switch TargetRule.Kind(rawValue: kind) ?? .atLeast {
        case .exact: return .exact(lo)
        case .atLeast: return .atLeast(lo)
        case .atMost: return .atMost(hi)
        case .range: return .range(lo, hi)
        }
    }
}

struct MealSlotRecord: IdentifiedRecord {
    static let databaseTableName = "mealSlot"
    var id: Int64?
    var name: String
    var sortOrder: Int
    var startMinute: Int?


    var slot: MealSlot { MealSlot(id: id ?? 0, name: name, sortOrder: sortOrder, startMinute: startMinute) }
}

struct EntryRecord: IdentifiedRecord {
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
    var kind: String
    var foodId: Int64?
    var foodName: String?
    var grams: Double?
    var quantity: String?
    var nutrients: Nutrients?

    /// What could not be read from the stored row; never stored.
    var problem: String?

    enum CodingKeys: String, CodingKey {
        case id, day, mealSlotId, categoryId, portions, amount, amountUnitId, note, loggedAt, kind, foodId, foodName, grams, quantity, nutrients
    }

    /// Decoded by hand (faster than Codable for the many rows a history reads); the nutrient
    /// snapshot is JSON text. Never fails: a column that cannot be read (a row written by an older
    /// version, or edited outside Tally) gets a stand-in and the entry carries a `problem` that says
    /// so, so the entry can still be shown, edited or deleted.
    init(row: SQLRow) {
        var problems: [String] = []
        func read<T: SQLValueConvertible>(_ column: String, _ fallback: T) -> T {
            do { return try row.decode(T.self, forColumn: column) } catch {
                problems.append("\(column) \(StoredValue.describe(row.value(named: column)))")
                return fallback
            }
        }
        id = read("id", nil as Int64?)
        loggedAt = read("loggedAt", Date(timeIntervalSince1970: 0))
        let storedDay: Day? = read("day", nil as Day?)
        day = storedDay ?? LocalDateTime(loggedAt, in: .gregorian(in: .gmt)).day
        if storedDay == nil, problems.last?.hasPrefix("day ") == true { problems[problems.count - 1] += " (shown on the day of its time, UTC)" }
        mealSlotId = read("mealSlotId", 0)
        categoryId = read("categoryId", nil as Int64?)
        let storedPortions: Double = read("portions", 0)
        portions = storedPortions.isFinite ? storedPortions : 0
        if !storedPortions.isFinite { problems.append("portions \(storedPortions)") }
        amount = read("amount", nil as Double?).flatMap { $0.isFinite ? $0 : nil }
        amountUnitId = read("amountUnitId", nil as Int64?)
        note = read("note", nil as String?)
        kind = read("kind", EntryKind.portion.rawValue)
        foodId = read("foodId", nil as Int64?)
        foodName = read("foodName", nil as String?)
        grams = read("grams", nil as Double?).flatMap { $0.isFinite ? $0 : nil }
        quantity = read("quantity", nil as String?)
        if let text: String = read("nutrients", nil as String?) {
            // An object of numbers, read without Codable (a day's entries are read on every write and
            // day view; Foundation's decoder costs about 50 µs per entry).
            if case .object(let object)? = try? StrictJSON.parse(text), let values = EntryRecord.numbers(object) {
                nutrients = Nutrients(dictionary: values)
            } else {
                problems.append("nutrients \(StoredValue.describe(.text(text)))")
                nutrients = nil
            }
        } else {
            nutrients = nil
        }
        problem = problems.isEmpty ? nil : "this entry's stored " + problems.joined(separator: ", ") + " could not be read"
    }

    /// Every value a number, or nil.
    private static func numbers(_ object: [String: JSONValue]) -> [String: Double]? {
        var values: [String: Double] = [:]
        values.reserveCapacity(object.count)
        for (key, value) in object {
            guard case .number(let number) = value else { return nil }
            values[key] = number
        }
        return values
    }

    init(_ entry: NewEntry) {
        self.init(
            id: nil, day: entry.day, mealSlotID: entry.mealSlotID, categoryID: entry.categoryID, portions: entry.portions,
            amount: entry.amount, amountUnitID: entry.amountUnitID, note: entry.note, loggedAt: entry.loggedAt,
            kind: entry.kind, food: entry.food)
    }

    init(_ entry: LogEntry) {
        self.init(
            id: entry.id, day: entry.day, mealSlotID: entry.mealSlotID, categoryID: entry.categoryID, portions: entry.portions,
            amount: entry.amount, amountUnitID: entry.amountUnitID, note: entry.note, loggedAt: entry.loggedAt,
            kind: entry.kind, food: entry.food)
    }

    private init(
        id: Int64?, day: Day, mealSlotID: Int64, categoryID: Int64?, portions: Portions, amount: Double?,
        amountUnitID: Int64?, note: String?, loggedAt: Date, kind: EntryKind, food: FoodSnapshot?
    ) {
        self.id = id
        self.day = day
        self.mealSlotId = mealSlotID
        self.categoryId = categoryID
        self.portions = portions.value
        self.amount = amount
        self.amountUnitId = amountUnitID
        self.note = note
        self.loggedAt = loggedAt
        self.kind = kind.rawValue
        self.foodId = food?.foodID
        self.foodName = food?.name
        self.grams = food?.grams
        self.quantity = food?.quantity
        self.nutrients = food.map { $0.nutrients.rounded(places: 3) }
    }

    var entry: LogEntry {
        let kind = EntryKind(rawValue: kind) ?? .portion
        let food = foodName.map {
            FoodSnapshot(foodID: foodId, name: $0, grams: grams, quantity: quantity, nutrients: nutrients ?? Nutrients())
        }
        var entry = LogEntry(
            id: id ?? 0, day: day, mealSlotID: mealSlotId, categoryID: categoryId, portions: Portions(rounding: portions),
            amount: amount, amountUnitID: amountUnitId, note: note, loggedAt: loggedAt, kind: kind, food: food)
        entry.problem = problem
        return entry
    }
}

struct SettingRecord: StoredRecord {
    static let databaseTableName = "setting"
    static let primaryKey = ["key"]
    var key: String
    var value: String
}

struct FoodRecord: IdentifiedRecord {
    static let databaseTableName = "food"
    var id: Int64?
    var key: String?
    var source: String
    var name: String
    var brand: String?
    var foodGroup: String?
    var nutrients: Nutrients
    var measures: [FoodMeasure]
    var servingName: String?
    var servingGrams: Double?
    var recipeServings: Double?
    var categoryId: Int64?
    var gramsPerPortion: Double?
    var isFavorite: Bool
    var notes: String?
    var barcode: String?
    var useCount: Int
    var lastUsedAt: Date?
    var isDeleted: Bool



    init(_ food: Food, recipeServings: Double? = nil) {
        id = food.id == 0 ? nil : food.id
        key = food.key
        source = food.source.rawValue
        name = food.name
        brand = food.brand
        foodGroup = food.group
        nutrients = food.nutrientsPer100g.rounded(places: 4)
        measures = food.measures
        servingName = food.servingName
        servingGrams = food.servingGrams
        self.recipeServings = recipeServings
        categoryId = food.categoryID
        gramsPerPortion = food.gramsPerPortion
        isFavorite = food.isFavorite
        notes = food.notes
        barcode = food.barcode
        useCount = food.useCount
        lastUsedAt = food.lastUsedAt
        isDeleted = false
    }

    var food: Food {
        Food(
            id: id ?? 0, key: key, source: FoodSource(rawValue: source) ?? .custom, name: name, brand: brand, group: foodGroup,
            nutrientsPer100g: nutrients, measures: measures, servingName: servingName, servingGrams: servingGrams,
            categoryID: categoryId, gramsPerPortion: gramsPerPortion, isFavorite: isFavorite, notes: notes, barcode: barcode,
            useCount: useCount, lastUsedAt: lastUsedAt)
    }
}

struct RecipeComponentRecord: StoredRecord {
    static let databaseTableName = "recipeComponent"
    static let primaryKey = ["recipeId", "position"]
    var recipeId: Int64
    var position: Int
    var foodId: Int64
    var grams: Double
    var amount: String
}

struct BodyMetricRecord: IdentifiedRecord {
    static let databaseTableName = "bodyMetric"
    var id: Int64?
    var kind: String
    var value: Double
    var day: Day
    var measuredAt: Date
    var source: String
    var externalId: String?
    var note: String?


    init(_ measurement: BodyMeasurement, externalId: String? = nil) {
        id = measurement.id == 0 ? nil : measurement.id
        kind = measurement.kind.rawValue
        value = measurement.value
        day = measurement.day
        measuredAt = measurement.measuredAt
        source = measurement.source
        self.externalId = externalId
        note = measurement.note
    }

    /// Decoded by hand: the Body page and every target calculation read thousands of these.
    init(row: SQLRow) throws {
        id = try row.decode(forColumn: "id")
        kind = try row.decode(forColumn: "kind")
        value = try row.decode(forColumn: "value")
        day = try row.decode(forColumn: "day")
        measuredAt = try row.decode(forColumn: "measuredAt")
        source = try row.decode(forColumn: "source")
        externalId = try row.decode(forColumn: "externalId")
        note = try row.decode(forColumn: "note")
    }

    var measurement: BodyMeasurement? {
        guard let kind = MetricKind(rawValue: kind) else { return nil }
        return BodyMeasurement(id: id ?? 0, kind: kind, value: value, day: day, measuredAt: measuredAt, source: source, note: note)
    }
}

struct ExerciseRecord: IdentifiedRecord {
    static let databaseTableName = "exercise"
    var id: Int64?
    var name: String
    var category: String
    var equipment: String?
    var isCustom: Bool

    var exercise: Exercise { Exercise(id: id ?? 0, name: name, category: category, equipment: equipment, isCustom: isCustom) }
}

struct WorkoutRecord: IdentifiedRecord {
    static let databaseTableName = "workout"
    var id: Int64?
    var name: String
    var day: Day
    var startedAt: Date
    var minutes: Double
    var minutesEstimated: Bool
    var rpe: Double?
    var activity: String
    var met: Double
    var kcal: Double
    var bodyKg: Double
    var bodyKgAssumed: Bool
    var notes: String?
    var source: String
    var externalId: String?
    var routine_exercise_id: Int64?


    /// The columns `init(orderedRow:)` reads, in its order (each NULL when its stored type is wrong).
    static let orderedColumns = [
        AppDatabase.integral("id"), AppDatabase.textual("name"), AppDatabase.textual("day"), "startedAt", AppDatabase.numeric("minutes"),
        AppDatabase.integral("minutesEstimated"), AppDatabase.numeric("rpe"), AppDatabase.textual("activity"), AppDatabase.numeric("met"),
        AppDatabase.numeric("kcal"), AppDatabase.numeric("bodyKg"), AppDatabase.integral("bodyKgAssumed"), AppDatabase.textual("notes"),
        AppDatabase.textual("source"), AppDatabase.textual("externalId"), AppDatabase.integral("routine_exercise_id"),
    ].joined(separator: ", ")

    /// A row of `orderedColumns`, read by position (years of workouts are read at once by the Lab; the
    /// Codable path is several times slower). A missing required value or one of the wrong type throws.
    init(orderedRow row: SQLRow) throws {
        let names = ["id", "name", "day", "startedAt", "minutes", "minutesEstimated", "rpe", "activity", "met", "kcal", "bodyKg", "bodyKgAssumed"]
            + ["notes", "source", "externalId", "routine_exercise_id"]
        func required<T>(_ value: T?, _ column: Int) throws -> T {
            guard let value else { throw TallyError.invalid("\(names[column]) is missing or of the wrong type") }
            return value
        }
        id = row.integer(at: 0)
        name = try required(row.text(at: 1), 1)
        day = try required(row.text(at: 2).flatMap(Day.init), 2)
        startedAt = try row.decode(Date.self, atIndex: 3)
        minutes = try required(row.number(at: 4), 4)
        minutesEstimated = try required(row.integer(at: 5), 5) != 0
        rpe = row.number(at: 6)
        activity = try required(row.text(at: 7), 7)
        met = try required(row.number(at: 8), 8)
        kcal = try required(row.number(at: 9), 9)
        bodyKg = try required(row.number(at: 10), 10)
        bodyKgAssumed = try required(row.integer(at: 11), 11) != 0
        notes = row.text(at: 12)
        source = try required(row.text(at: 13), 13)
        externalId = row.text(at: 14)
        routine_exercise_id = row.integer(at: 15)
    }

    init(_ workout: Workout, externalId: String?) {
        id = workout.id == 0 ? nil : workout.id
        name = workout.name
        day = workout.day
        startedAt = workout.startedAt
        minutes = workout.minutes
        minutesEstimated = workout.minutesEstimated
        rpe = workout.rpe
        activity = workout.activity
        met = workout.met
        kcal = workout.kcal
        bodyKg = workout.bodyKg
        bodyKgAssumed = workout.bodyKgAssumed
        notes = workout.notes
        source = workout.source
        self.externalId = externalId
        routine_exercise_id = workout.routineExerciseID
    }

    func workout(sets: [WorkoutSet]) -> Workout {
        Workout(
            id: id ?? 0, name: name, day: day, startedAt: startedAt, minutes: minutes, minutesEstimated: minutesEstimated, rpe: rpe,
            activity: activity, met: met, kcal: kcal, bodyKg: bodyKg, bodyKgAssumed: bodyKgAssumed, notes: notes, source: source, sets: sets,
            routineExerciseID: routine_exercise_id)
    }
}

struct WorkoutSetRecord: StoredRecord {
    static let databaseTableName = "workoutSet"
    var workoutId: Int64
    var exerciseId: Int64
    var position: Int
    var setType: String
    var weightKg: Double?
    var reps: Double?
    var distanceM: Double?
    var seconds: Double?
    var rpe: Double?
    var notes: String?
}

extension AppDatabase {
    /// A column as a number, or NULL when what is stored is not one.
    static func numeric(_ column: String) -> String { "CASE WHEN typeof(\(column)) IN ('integer', 'real') THEN \(column) END" }

    /// A column as a whole number, or NULL when what is stored is not one.
    static func integral(_ column: String) -> String { "CASE WHEN typeof(\(column)) = 'integer' THEN \(column) END" }

    /// A column as text, or NULL when what is stored is not text.
    static func textual(_ column: String) -> String { "CASE WHEN typeof(\(column)) = 'text' THEN \(column) END" }
}

import Foundation

/// A metric the Lab can chart and compare: a daily (or per-session) series with a name, a unit and
/// how one day's value is made.
public struct LabMetric: Sendable, Hashable, Encodable {
    /// The key used on the command line and in the API: "kcal", "portions:Fruit", "e1rm:Back Squat".
    public var key: String
    public var name: String
    public var unit: String
    public var group: String
    /// How a day's value is made, and which days have none.
    public var aggregation: String

    /// A number for JSON: nil when missing or not finite (JSON has no NaN or infinity).
    static func finite(_ value: Double?) -> Double? { value.flatMap { $0.isFinite ? $0 : nil } }

    /// A metric's name inside a sentence: "Calories" → "calories", "Average RPE" → "average RPE"; a
    /// name with a capitalised later word ("Back Squat e1RM", a category "Olive Oil") is a proper
    /// name and keeps its case.
    public static func inSentence(_ name: String) -> String {
        let words = name.split(separator: " ")
        guard let first = words.first else { return name }
        let properName = words.dropFirst().contains { word in word.first?.isUppercase == true && word.dropFirst().allSatisfy { !$0.isUppercase } }
        guard !properName, first.dropFirst().allSatisfy({ !$0.isUppercase }) else { return name }
        return ([first.lowercased()] + words.dropFirst().map(String.init)).joined(separator: " ")
    }

    public init(key: String, name: String, unit: String, group: String, aggregation: String) {
        self.key = key
        self.name = name
        self.unit = unit
        self.group = group
        self.aggregation = aggregation
    }
}

/// One value per day where the day has one. Missing days are absent, never zero.
public struct LabSeries: Sendable, Equatable {
    public var metric: LabMetric
    /// Sorted by day, at most one point per day.
    public var points: [(day: Day, value: Double)]

    public init(metric: LabMetric, points: [(day: Day, value: Double)]) {
        self.metric = metric
        self.points = points.sorted { $0.day < $1.day }
    }

    public static func == (lhs: LabSeries, rhs: LabSeries) -> Bool {
        lhs.metric == rhs.metric && lhs.points.map(\.day) == rhs.points.map(\.day) && lhs.points.map(\.value) == rhs.points.map(\.value)
    }

    public func restricted(from: Day, to: Day) -> LabSeries {
        LabSeries(metric: metric, points: points.filter { $0.day >= from && $0.day <= to })
    }

    public var values: [Day: Double] { Dictionary(points.map { ($0.day, $0.value) }, uniquingKeysWith: { first, _ in first }) }
}

/// A meal or snack at a moment, for what was eaten before a workout.
public struct TimedIntake: Sendable, Equatable {
    public var at: Date
    public var nutrients: Nutrients

    public init(at: Date, nutrients: Nutrients) {
        self.at = at
        self.nutrients = nutrients
    }
}

/// Everything the Lab reads, gathered once by the store for a range of days.
/// The parts of a person's data a Lab question needs, so a read fetches only those.
public struct LabParts: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Each day's nutrient totals.
    public static let nutrition = LabParts(rawValue: 1)
    /// Each logged day judged: category totals, on target, categories met (rules in force that day).
    public static let days = LabParts(rawValue: 2)
    public static let body = LabParts(rawValue: 4)
    public static let workouts = LabParts(rawValue: 8)
    /// Estimated expenditure per day (needs body for the weight).
    public static let expenditure = LabParts(rawValue: 16)
    /// Every entry's time and nutrients (what was eaten before a workout).
    public static let intake = LabParts(rawValue: 32)
    /// Device series from imports: active energy, resting heart rate, sleep.
    public static let device = LabParts(rawValue: 64)

    /// Everything a comparison or a period can use.
    public static let series: LabParts = [.nutrition, .days, .body, .workouts, .expenditure, .device]
    /// What the insight cards read.
    public static let cards: LabParts = [.nutrition, .body, .workouts, .intake]
    public static let all: LabParts = [.series, .intake]
}

public struct LabData: Sendable {
    public var from: Day
    public var to: Day
    /// Nutrient totals for days with at least one food entry (a day without is missing, not a fast).
    public var dayNutrients: [Day: Nutrients]
    /// Category totals (by name) for days with any entry at all; categories not logged that day are 0.
    public var categoryTotals: [Day: [String: Double]]
    /// Whether each logged day met every category rule in force that day.
    public var onTarget: [Day: Bool]
    /// The share (0…1) of enabled categories on target each logged day.
    public var categoriesMet: [Day: Double]
    /// Estimated expenditure (BMR × activity) per day, where the profile and a weight make it known.
    public var expenditure: [Day: Double]
    public var measurements: [BodyMeasurement]
    public var workouts: [Workout]
    public var intakeTimes: [TimedIntake]
    /// Enabled categories, in order.
    public var categories: [String]
    /// Imported device series (active energy, resting heart rate, sleep): one value per day that has one.
    public var device: [DailyMetricKind: [Day: Double]] = [:]

    public init(
        from: Day, to: Day, dayNutrients: [Day: Nutrients] = [:], categoryTotals: [Day: [String: Double]] = [:], onTarget: [Day: Bool] = [:],
        categoriesMet: [Day: Double] = [:], expenditure: [Day: Double] = [:], measurements: [BodyMeasurement] = [], workouts: [Workout] = [], intakeTimes: [TimedIntake] = [],
        categories: [String] = []
    ) {
        self.from = from
        self.to = to
        self.dayNutrients = dayNutrients
        self.categoryTotals = categoryTotals
        self.onTarget = onTarget
        self.categoriesMet = categoriesMet
        self.expenditure = expenditure
        self.measurements = measurements
        self.workouts = workouts
        self.intakeTimes = intakeTimes
        self.categories = categories
    }

    /// Exercises with at least one working set that gives an estimated 1RM, most sessions first.
    public var liftNames: [String] {
        var sessions: [String: (name: String, count: Int)] = [:]
        var normalized: [String: String] = [:]
        for workout in workouts {
            var seen = Set<String>()
            for set in workout.sets where OneRepMax.epley.estimate(set) != nil {
                let key = normalized[set.exerciseName] ?? Catalog.normalized(set.exerciseName)
                normalized[set.exerciseName] = key
                guard seen.insert(key).inserted else { continue }
                sessions[key, default: (set.exerciseName, 0)].count += 1
            }
        }
        return sessions.values.sorted { ($0.count, $1.name) > ($1.count, $0.name) }.map(\.name)
    }
}

/// The Lab's metric catalog and how each series is made.
public enum LabCatalog {
    static let nutrition: [(key: String, nutrient: NutrientKey, name: String, unit: String)] = [
        ("kcal", .kcal, "Calories", "kcal"), ("protein", .protein, "Protein", "g"), ("carbs", .carbs, "Carbohydrate", "g"),
        ("fat", .fat, "Fat", "g"), ("fiber", .fiber, "Fiber", "g"), ("sugars", .sugars, "Sugars", "g"), ("sodium", .sodium, "Sodium", "mg"),
    ]

    /// Series devices measure, brought in by imports (Apple Health, Health Auto Export).
    static let deviceMetrics: [(key: String, kind: DailyMetricKind, aggregation: String)] = [
        ("active-energy", .activeEnergy, "the day's active energy as the device measured it (one source per hour); days without are missing"),
        ("resting-hr", .restingHeartRate, "mean of the day's resting heart rate readings; days without are missing"),
        ("sleep", .sleep, "hours asleep in the night ending that morning; nights without are missing"),
    ]

    static let bodyMetrics: [(key: String, kind: MetricKind)] = [
        ("weight", .weight), ("bodyfat", .bodyfat), ("leanmass", .leanmass), ("waist", .waist), ("steps", .steps),
    ]

    /// The parts of the data a metric's series is made from (all of them for a key it does not know,
    /// so the error names what exists).
    public static func parts(for key: String) -> LabParts {
        let wanted = Catalog.normalized(key)
        if nutrition.contains(where: { Catalog.normalized($0.key) == wanted }) { return .nutrition }
        if bodyMetrics.contains(where: { Catalog.normalized($0.key) == wanted }) || wanted == Catalog.normalized("weight-trend") { return .body }
        if deviceMetrics.contains(where: { Catalog.normalized($0.key) == wanted }) { return .device }
        switch wanted {
        case Catalog.normalized("balance"): return [.nutrition, .expenditure, .body]
        case Catalog.normalized("on-target"), Catalog.normalized("categories-met"): return .days
        case Catalog.normalized("workout-minutes"), "effort", "volume", "rpe": return .workouts
        default: break
        }
        let lowered = key.trimmingCharacters(in: .whitespaces).lowercased()
        if lowered.hasPrefix("e1rm:") { return .workouts }
        if lowered.hasPrefix("portions:") { return .days }
        return .series
    }

    /// The metrics with at least one value in the data (what the Lab offers to compare).
    public static func metricsWithData(_ data: LabData) -> [LabMetric] {
        metrics(for: data).filter { !series($0, in: data).points.isEmpty }
    }

    /// Every metric this data can give, grouped: nutrition, portions, body, training (lifts only
    /// when there are any); a metric with no values yet is still a valid key.
    public static func metrics(for data: LabData) -> [LabMetric] {
        var result = nutrition.map { item in
            LabMetric(key: item.key, name: item.name, unit: item.unit, group: "Nutrition", aggregation: "sum of the day's food entries; days with no food logged are missing")
        }
        result.append(
            LabMetric(
                key: "balance", name: "Calorie balance", unit: "kcal", group: "Nutrition",
                aggregation: "intake minus expenditure: BMR plus the day's measured active energy where a device recorded it, else BMR × activity (from that day's profile and trend weight); missing without food logged or without a profile and weight"))
        result.append(
            LabMetric(
                key: "on-target", name: "On target", unit: "1 = yes", group: "Portions",
                aggregation: "1 when every category met the rule in force that day, else 0; days with nothing logged are missing"))
        result.append(
            LabMetric(
                key: "categories-met", name: "Categories on target", unit: "%", group: "Portions",
                aggregation: "share of the enabled categories that met the rule in force that day; days with nothing logged are missing"))
        for category in data.categories {
            result.append(
                LabMetric(
                    key: "portions:\(category)", name: category, unit: "portions", group: "Portions",
                    aggregation: "sum of the day's entries; 0 on days with other entries, missing on days with none"))
        }
        for item in bodyMetrics {
            let kind = item.kind
            result.append(
                LabMetric(
                    key: item.key, name: kind.label, unit: kind.unit, group: "Body",
                    aggregation: kind == .steps ? "the day's largest count; days without are missing" : "the day's first measurement; days without are missing"))
        }
        result.append(
            LabMetric(
                key: "weight-trend", name: "Weight trend", unit: "kg", group: "Body",
                aggregation: "Hacker's Diet trend (10 % smoothing) on days with a weigh-in"))
        for item in deviceMetrics {
            result.append(LabMetric(key: item.key, name: item.kind.label, unit: item.kind.unit, group: "Activity and sleep", aggregation: item.aggregation))
        }
        result += [
            LabMetric(
                key: "workout-minutes", name: "Workout minutes", unit: "min", group: "Training",
                aggregation: "sum of the day's workouts; 0 on days without, from the first workout on"),
            LabMetric(
                key: "effort", name: "Weekly effort", unit: "min × RPE", group: "Training",
                aggregation: "sum of minutes × RPE over the 7 days ending that day, from the first workout on"),
            LabMetric(key: "volume", name: "Volume", unit: "kg", group: "Training", aggregation: "Σ weight × reps of working sets that day; days without lifting are missing"),
            LabMetric(key: "rpe", name: "Average RPE", unit: "RPE", group: "Training", aggregation: "mean RPE of the day's sessions; rest days are missing"),
        ]
        for lift in data.liftNames {
            result.append(
                LabMetric(
                    key: "e1rm:\(lift)", name: "\(lift) e1RM", unit: "kg", group: "Training",
                    aggregation: "best estimated 1RM of the day (Epley, working sets of 1–15 reps); days without the lift are missing"))
        }
        return result
    }

    /// The metric a key names (exact, then ignoring case and spacing); `field` names the input in errors.
    public static func metric(_ key: String, in data: LabData, field: String = "metric") throws(TallyError) -> LabMetric {
        let all = metrics(for: data)
        let wanted = key.trimmingCharacters(in: .whitespaces)
        if let exact = all.first(where: { $0.key == wanted }) { return exact }
        if let folded = all.first(where: { Catalog.normalized($0.key) == Catalog.normalized(wanted) }) { return folded }
        if wanted.lowercased().hasPrefix("e1rm:") || wanted.lowercased().hasPrefix("portions:") {
            throw .notFound(field: field, "no data for '\(Limits.clip(wanted))' yet; metrics with data: \(all.filter { $0.key.contains(":") }.map(\.key).joined(separator: ", "))")
        }
        throw .notFound(
            field: field, "unknown metric '\(Limits.clip(wanted))'; use \(all.filter { !$0.key.contains(":") }.map(\.key).joined(separator: ", ")), portions:CATEGORY or e1rm:EXERCISE")
    }

    /// The series for a metric over the data's days.
    public static func series(_ metric: LabMetric, in data: LabData) -> LabSeries {
        LabSeries(metric: metric, points: points(metric.key, data).filter { $0.day >= data.from && $0.day <= data.to && $0.value.isFinite })
    }

    static func points(_ key: String, _ data: LabData) -> [(day: Day, value: Double)] {
        if let item = nutrition.first(where: { $0.key == key }) {
            return data.dayNutrients.compactMap { day, nutrients in nutrients[item.nutrient].map { (day, $0) } }
        }
        if let item = bodyMetrics.first(where: { $0.key == key }) {
            return BodyRules.dailyValues(data.measurements, kind: item.kind)
        }
        if let item = deviceMetrics.first(where: { $0.key == key }) {
            return (data.device[item.kind] ?? [:]).map { ($0.key, $0.value) }
        }
        if key.hasPrefix("portions:") {
            let name = String(key.dropFirst("portions:".count))
            return data.categoryTotals.map { ($0.key, $0.value[name] ?? 0) }
        }
        if key.hasPrefix("e1rm:") {
            let name = String(key.dropFirst("e1rm:".count))
            return TrainingProgress.bestPerDay(data.workouts, exercise: name, formula: .epley).map { ($0.day, $0.e1rm) }
        }
        switch key {
        case "balance":
            return data.dayNutrients.compactMap { day, nutrients in data.expenditure[day].map { (day, nutrients.kcal - $0) } }
        case "on-target":
            return data.onTarget.map { ($0.key, $0.value ? 1 : 0) }
        case "categories-met":
            return data.categoriesMet.map { ($0.key, $0.value * 100) }
        case "weight-trend":
            let weights = BodyRules.dailyValues(data.measurements, kind: .weight)
            return Array(zip(weights.map(\.day), Trend.exponential(weights.map(\.value))))
        case "workout-minutes":
            return trainingDays(data).map { day in (day, data.workouts.filter { $0.day == day }.reduce(0) { $0 + $1.minutes }) }
        case "effort":
            let byDay = Dictionary(grouping: data.workouts, by: \.day)
            return trainingDays(data).map { day in
                let week = (0..<7).flatMap { byDay[day.adding(days: -$0)] ?? [] }
                return (day, week.reduce(0) { $0 + ($1.effort ?? 0) })
            }
        case "volume":
            let byDay = Dictionary(grouping: data.workouts, by: \.day)
            return byDay.compactMap { day, workouts in
                let volume = workouts.reduce(0) { $0 + $1.volume }
                return volume > 0 ? (day, volume) : nil
            }
        case "rpe":
            let byDay = Dictionary(grouping: data.workouts.filter { $0.rpe != nil }, by: \.day)
            return byDay.map { day, workouts in (day, workouts.compactMap(\.rpe).reduce(0, +) / Double(workouts.count)) }
        default:
            return []
        }
    }

    /// Days from the first workout to the data's last day: a day in there without a workout trained 0 minutes.
    static func trainingDays(_ data: LabData) -> [Day] {
        guard let first = data.workouts.map(\.day).min() else { return [] }
        return max(first, data.from).through(data.to)
    }
}

import Foundation

/// What a body measurement measures. Values are stored in SI: kg, cm, %, steps.
public enum MetricKind: String, CaseIterable, Codable, Sendable {
    case weight, leanmass, bodyfat, waist, steps, height

    public var label: String {
        switch self {
        case .weight: "Weight"
        case .leanmass: "Lean mass"
        case .bodyfat: "Body fat"
        case .waist: "Waist"
        case .steps: "Steps"
        case .height: "Height"
        }
    }

    /// The unit values are stored in.
    public var unit: String {
        switch self {
        case .weight, .leanmass: "kg"
        case .bodyfat: "%"
        case .waist, .height: "cm"
        case .steps: "steps"
        }
    }

    /// Plausible range for one measurement, in the stored unit (``Limits/body(_:)``).
    public var range: NumberRange { Limits.body(self) }

    /// Which of several same-day measurements the day uses: the day's first weigh-in (morning,
    /// before eating — the most comparable) for body measures; the largest count for steps, since
    /// step counts are running totals that grow through the day.
    public var dailyRule: String {
        self == .steps ? "largest of the day" : "first of the day"
    }

    public static func parse(_ text: String) throws(TallyError) -> MetricKind {
        let key = text.lowercased().filter { $0.isLetter }
        switch key {
        case "weight", "bodyweight", "mass": return .weight
        case "leanmass", "lean", "lbm", "ffm": return .leanmass
        case "bodyfat", "fat", "bf", "bodyfatpercentage": return .bodyfat
        case "waist", "waistcircumference": return .waist
        case "steps", "step", "stepcount": return .steps
        case "height", "stature": return .height
        default:
            throw .invalid(field: "kind", "unknown metric '\(text)'; use weight, leanmass, bodyfat, waist, steps or height")
        }
    }
}

/// Units people enter body values in.
public enum BodyUnit: String, CaseIterable, Sendable {
    case kg, lb, cm, `in`

    public static let poundsPerKilogram = 2.20462262185
    public static let centimetresPerInch = 2.54

    public static func parse(_ text: String) throws(TallyError) -> BodyUnit {
        switch text.lowercased().trimmingCharacters(in: .whitespaces) {
        case "kg", "kgs", "kilogram", "kilograms": return .kg
        case "lb", "lbs", "pound", "pounds": return .lb
        case "cm", "centimeter", "centimeters", "centimetre", "centimetres": return .cm
        case "in", "inch", "inches", "\"": return .in
        default: throw .invalid(field: "unit", "unknown unit '\(text)'; use kg, lb, cm or in")
        }
    }

    /// `value` in this unit, converted to the SI unit of `kind`.
    public func toSI(_ value: Double, for kind: MetricKind) throws(TallyError) -> Double {
        switch (self, kind) {
        case (.kg, .weight), (.kg, .leanmass), (.cm, .waist), (.cm, .height): return value
        case (.lb, .weight), (.lb, .leanmass): return value / BodyUnit.poundsPerKilogram
        case (.in, .waist), (.in, .height): return value * BodyUnit.centimetresPerInch
        default:
            throw .invalid(field: "unit", "\(rawValue) is not a unit for \(kind.label.lowercased()) (\(kind.unit))")
        }
    }
}

/// One body measurement.
public struct BodyMeasurement: Hashable, Sendable, Identifiable {
    public var id: Int64
    public var kind: MetricKind
    /// In the SI unit of the kind.
    public var value: Double
    public var day: Day
    public var measuredAt: Date
    /// "manual", "apple-health", …
    public var source: String
    public var note: String?

    public init(id: Int64 = 0, kind: MetricKind, value: Double, day: Day, measuredAt: Date, source: String = "manual", note: String? = nil) {
        self.id = id
        self.kind = kind
        self.value = value
        self.day = day
        self.measuredAt = measuredAt
        self.source = source
        self.note = note
    }
}

public enum BodyRules {
    /// Checks a typed value and converts it to SI.
    public static func measurement(
        kind: MetricKind, value text: String, unit: String?, day: Day, measuredAt: Date, imperial: Bool, note: String?
    ) throws(TallyError) -> BodyMeasurement {
        guard let decimal = Portions.parseDecimal(text) else { throw .invalid(field: "value", "'\(Limits.clip(text))' is not a number") }
        let raw = NSDecimalNumber(decimal: decimal).doubleValue
        guard raw >= 0 else { throw .invalid(field: "value", "\(kind.label.lowercased()) cannot be negative (got \(text))") }
        try Limits.bodyInput.check(raw, field: "value", shown: text)
        var value = raw
        if let unit {
            value = try BodyUnit.parse(unit).toSI(raw, for: kind)
        } else if imperial {
            // Without --unit, imperial users type pounds and inches.
            switch kind {
            case .weight, .leanmass: value = raw / BodyUnit.poundsPerKilogram
            case .waist, .height: value = raw * BodyUnit.centimetresPerInch
            default: break
            }
        }
        if kind == .steps && value != value.rounded() {
            throw .invalid(field: "value", "steps are whole numbers (got \(text))")
        }
        guard kind.range.contains(value) else {
            let shown = EntryPlanner.formatNumber((value * 10).rounded() / 10)
            throw .invalid(
                field: "value",
                "\(shown) \(kind.unit) is not a plausible \(kind.label.lowercased()) (\(Limits.text(kind.range.minimum))–\(Limits.text(kind.range.maximum)) \(kind.unit))")
        }
        let cleaned = try Limits.text(note, field: "note", maximum: Limits.noteLength, multiline: true)
        return BodyMeasurement(kind: kind, value: value, day: day, measuredAt: measuredAt, note: cleaned)
    }

    /// One value per day, by the kind's daily rule.
    public static func dailyValues(_ measurements: [BodyMeasurement], kind: MetricKind) -> [(day: Day, value: Double)] {
        let byDay = Dictionary(grouping: measurements.filter { $0.kind == kind }, by: \.day)
        return byDay.keys.sorted().compactMap { day in
            let items = byDay[day] ?? []
            let chosen = kind == .steps
                ? items.max { $0.value < $1.value }
                : items.min { ($0.measuredAt, $0.id) < ($1.measuredAt, $1.id) }
            return chosen.map { (day, $0.value) }
        }
    }
}

/// Trends: the 7-day average and the Hacker's Diet exponentially smoothed trend.
public enum Trend {
    /// T_n = T_{n-1} + 0.1 · (W_n − T_{n-1}), seeded with the first value. With `roundingIncrement`
    /// the pencil-and-paper method rounds each day's increment (half up) to that step.
    public static func exponential(_ values: [Double], smoothing: Double = 0.1, seed: Double? = nil, roundingIncrement: Double? = nil)
        -> [Double]
    {
        var result: [Double] = []
        var trend = seed
        for value in values {
            guard let previous = trend else {
                trend = value
                result.append(value)
                continue
            }
            var increment = smoothing * (value - previous)
            if let step = roundingIncrement {
                increment = (increment / step + (increment >= 0 ? 0.5 : -0.5)).rounded(.towardZero) * step
            }
            let next = previous + increment
            trend = next
            result.append(next)
        }
        return result
    }

    /// For each day with a value: the mean of the values in the 7 days ending that day (inclusive).
    public static func sevenDayAverage(_ series: [(day: Day, value: Double)]) -> [Double] {
        series.map { point in
            let window = series.filter { $0.day <= point.day && $0.day.distance(to: point.day) < 7 }
            return window.map(\.value).reduce(0, +) / Double(window.count)
        }
    }
}

/// BMI and waist-to-height ratio with their categories (WHO; NICE CG189).
public enum BodyIndex {
    public static func bmi(kg: Double, cm: Double) -> Double { kg / pow(cm / 100, 2) }
    public static func bmi(pounds: Double, inches: Double) -> Double { 703 * pounds / (inches * inches) }

    public static func bmiCategory(_ bmi: Double) -> String {
        switch bmi {
        case ..<16: "severe thinness"
        case ..<17: "moderate thinness"
        case ..<18.5: "mild thinness"
        case ..<25: "normal range"
        case ..<30: "pre-obese"
        case ..<35: "obese class I"
        case ..<40: "obese class II"
        default: "obese class III"
        }
    }

    public static func waistToHeight(waist: Double, height: Double) -> Double { waist / height }

    /// NICE: under 0.5 healthy, 0.5–0.59 increased risk, 0.6 and over further increased risk.
    public static func waistToHeightCategory(_ ratio: Double) -> String {
        switch ratio {
        case ..<0.4: "below the healthy range"
        case ..<0.5: "healthy"
        case ..<0.6: "increased risk"
        default: "further increased risk"
        }
    }

    /// Lean mass from weight and body-fat percentage.
    public static func leanMass(kg: Double, bodyFatPercent: Double) -> Double { kg * (1 - bodyFatPercent / 100) }
}

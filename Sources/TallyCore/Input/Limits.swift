import Foundation

/// The range one kind of number must fall in before Tally does anything with it.
///
/// Every number that enters Tally — typed on the command line, posted by a form or the API, read from
/// an imported file — is parsed and checked against its field's range first, so no later arithmetic,
/// conversion or formatting ever sees an absurd value. The OpenAPI document publishes the same ranges.
public struct NumberRange: Sendable, Hashable {
    /// The field it guards, as named in messages and in the API ("grams", "minutes").
    public let field: String
    public let unit: String
    public let minimum: Double
    /// True when the minimum itself is refused ("more than 0").
    public let minimumIsExclusive: Bool
    public let maximum: Double
    /// Whole numbers only (steps, reps, positions).
    public let isWhole: Bool

    public init(_ field: String, unit: String, _ range: ClosedRange<Double>, above minimum: Bool = false, whole: Bool = false) {
        self.field = field
        self.unit = unit
        self.minimum = range.lowerBound
        self.minimumIsExclusive = minimum
        self.maximum = range.upperBound
        self.isWhole = whole
    }

    public func contains(_ value: Double) -> Bool {
        guard value.isFinite, value <= maximum else { return false }
        guard minimumIsExclusive ? value > minimum : value >= minimum else { return false }
        return !isWhole || value == value.rounded()
    }

    /// "more than 0 and at most 5000 g", "1–10".
    public var description: String {
        let low = Limits.text(minimum), high = Limits.text(maximum)
        let unitText = unit.isEmpty ? "" : " \(unit)"
        let whole = isWhole ? "a whole number " : ""
        if minimumIsExclusive { return "\(whole)more than \(low) and at most \(high)\(unitText)" }
        return "\(whole)\(low)–\(high)\(unitText)"
    }

    /// The value when it is in range, else an error that names the field, the value and the range.
    @discardableResult
    public func check(_ value: Double, field: String? = nil, shown: String? = nil) throws(TallyError) -> Double {
        guard contains(value) else {
            let what = shown ?? (value.isFinite ? Limits.text(value) : "that")
            if value < 0, minimum >= 0 { throw .invalid(field: field ?? self.field, "\(self.field) cannot be negative (got \(what))") }
            if value == 0, minimum == 0, minimumIsExclusive { throw .invalid(field: field ?? self.field, "\(self.field) must be more than zero (got \(what))") }
            if isWhole, value.isFinite, value != value.rounded(), (minimum...maximum).contains(value) {
                throw .invalid(field: field ?? self.field, "\(self.field) must be a whole number (got \(what))")
            }
            throw .invalid(field: field ?? self.field, "\(what) is out of range for \(self.field) (\(description))")
        }
        return value
    }

    /// Parses a typed number strictly (plain decimals: no exponents, no "nan"/"inf", at most 32
    /// characters) and checks the range.
    public func parse(_ text: String, field: String? = nil) throws(TallyError) -> Double {
        guard let decimal = Portions.parseDecimal(text) else {
            throw .invalid(field: field ?? self.field, "'\(Limits.clip(text))' is not a number")
        }
        let value = NSDecimalNumber(decimal: decimal).doubleValue
        return try check(value, field: field, shown: text.trimmingCharacters(in: .whitespaces))
    }
}

/// Every input range, one definition each. Units are the stored (SI) ones unless a field says otherwise.
public enum Limits {
    // Logging
    /// Portions as typed for one entry, before the category's own unit narrows it (6 portions, 6 L, 1440 min…).
    public static let portions = NumberRange("portions", unit: "", 0...1_440)
    /// An amount in a category's unit ("250 ml"), before conversion.
    public static let categoryAmount = NumberRange("amount", unit: "", 0...100_000)
    public static let grams = NumberRange("grams", unit: "g", 0...5_000, above: true)
    public static let servings = NumberRange("servings", unit: "", 0...100, above: true)
    /// A count of a household measure or of items ("2 cups", "3 eggs").
    public static let measureAmount = NumberRange("amount", unit: "", 0...1_000, above: true)
    public static let quickKcal = NumberRange("kcal", unit: "kcal", 0...10_000, above: true)
    public static let quickMacro = NumberRange("grams", unit: "g", 0...1_000)

    // Foods and recipes
    public static let servingGrams = NumberRange("servingGrams", unit: "g", 0...5_000, above: true)
    /// Any nutrient per serving, in its own unit (g, mg, µg, kcal).
    public static let nutrient = NumberRange("nutrient", unit: "", 0...1_000_000)
    public static let portionsPerServing = NumberRange("portions", unit: "", 0...20, above: true)
    public static let gramsPerPortion = NumberRange("gramsPerPortion", unit: "g", 0...5_000, above: true)
    public static let recipeServings = NumberRange("servings", unit: "", 0...100, above: true)

    // Catalog
    /// How many base units (ml, g, min…) one unit holds.
    public static let unitFactor = NumberRange("factor", unit: "", 0...1_000_000, above: true)
    /// A category target, in the category's unit.
    public static let target = NumberRange("target", unit: "", 0...1_440)
    public static let position = NumberRange("position", unit: "", 1...1_000, whole: true)

    // Body
    public static func body(_ kind: MetricKind) -> NumberRange {
        switch kind {
        case .weight: NumberRange("weight", unit: "kg", 20...400)
        case .leanmass: NumberRange("lean mass", unit: "kg", 10...200)
        case .bodyfat: NumberRange("body fat", unit: "%", 2...75)
        case .waist: NumberRange("waist", unit: "cm", 30...250)
        case .steps: NumberRange("steps", unit: "steps", 0...200_000, whole: true)
        case .height: NumberRange("height", unit: "cm", 50...250)
        }
    }
    /// Any body value as typed, in any unit, before conversion (400 kg is 882 lb).
    public static let bodyInput = NumberRange("value", unit: "", 0...200_000)
    public static let kcalTarget = NumberRange("kcal", unit: "kcal", 800...8_000)
    public static let macroTarget = NumberRange("grams", unit: "g", 0...1_000)

    // Training
    public static let minutes = NumberRange("minutes", unit: "min", 0...1_440, above: true)
    public static let rpe = NumberRange("RPE", unit: "", 1...10)
    public static let reps = NumberRange("reps", unit: "", 0...1_000, whole: true)
    public static let setWeightKg = NumberRange("weight", unit: "kg", 0...1_000)
    public static let setDistanceM = NumberRange("distance", unit: "m", 0...1_000_000)
    public static let setSeconds = NumberRange("time", unit: "s", 0...86_400)
    /// Sets in one workout (a long session is 40; 200 leaves room for circuits).
    public static let setsPerWorkout = 200

    // Dates
    public static let earliestDay = Day(year: 1900, month: 1, day: 1) ?? Day(ordinal: -25_567)
    public static let latestDay = Day(year: 2100, month: 12, day: 31) ?? Day(ordinal: 47_846)
    /// Days Tally accepts from input. Stored data is read whatever it holds.
    public static let days = earliestDay...latestDay

    /// Texts: longest name, note and free text accepted.
    public static let nameLength = 100
    public static let noteLength = 500
    public static let notesLength = 2_000
    public static let textLength = 2_000

    /// The ranges a newcomer reads in the README and the API publishes, in a stable order.
    public static var documented: [NumberRange] {
        [
            portions, categoryAmount, grams, servings, measureAmount, quickKcal, quickMacro, servingGrams, nutrient, portionsPerServing,
            gramsPerPortion, recipeServings, unitFactor, target, position,
        ] + MetricKind.allCases.map(body) + [kcalTarget, macroTarget, minutes, rpe, reps, setWeightKg, setDistanceM, setSeconds]
    }

    /// A day from input, within 1900-01-01…2100-12-31.
    @discardableResult
    public static func check(_ day: Day, field: String) throws(TallyError) -> Day {
        guard days.contains(day) else {
            throw .invalid(field: field, "\(day) is out of range (dates run from \(earliestDay) to \(latestDay))")
        }
        return day
    }

    /// Parses `YYYY-MM-DD` from input, saying whether the format or the date is wrong, and checks the range.
    public static func day(_ text: String, field: String = "date") throws(TallyError) -> Day {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let day = Day(trimmed) else {
            let parts = trimmed.split(separator: "-", omittingEmptySubsequences: false)
            if parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) {
                throw .invalid(field: field, "'\(clip(trimmed))' is not a real date")
            }
            throw .invalid(field: field, "'\(clip(trimmed))' is not a date; use YYYY-MM-DD")
        }
        return try check(day, field: field)
    }

    /// A text from input: trimmed, nil when empty, refused when it holds control characters (a NUL
    /// would cut it short in storage) or is longer than `maximum` characters. Notes may keep line breaks and tabs.
    public static func text(_ text: String?, field: String, maximum: Int, multiline: Bool = false) throws(TallyError) -> String? {
        guard let text else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        let allowed: Set<Unicode.Scalar> = multiline ? ["\n", "\r", "\t"] : []
        if trimmed.unicodeScalars.contains(where: { isControl($0) && !allowed.contains($0) }) {
            throw .invalid(field: field, "the \(field) contains a control character")
        }
        guard trimmed.count <= maximum else { throw .invalid(field: field, "the \(field) is longer than \(maximum) characters") }
        return trimmed
    }

    /// A name from input: runs of whitespace become one space; empty is refused with `emptyMessage`,
    /// control characters and more than `maximum` characters are refused.
    public static func name(_ text: String, field: String = "name", maximum: Int = nameLength, emptyMessage: String) throws(TallyError) -> String {
        let cleaned = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !cleaned.isEmpty else { throw .invalid(field: field, emptyMessage) }
        if cleaned.unicodeScalars.contains(where: isControl) { throw .invalid(field: field, "the \(field) contains a control character") }
        guard cleaned.count <= maximum else { throw .invalid(field: field, "the \(field) is longer than \(maximum) characters") }
        return cleaned
    }

    /// C0 and C1 controls and the Unicode noncharacters a text field never needs.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }

    /// A number as shown in messages: whole numbers without ".0", others to three decimals; huge
    /// or non-finite values never trap.
    public static func text(_ value: Double) -> String { EntryPlanner.formatNumber(value) }

    /// Long input quoted back in a message is cut to 40 characters.
    public static func clip(_ text: String) -> String { text.count > 40 ? String(text.prefix(40)) + "…" : text }
}

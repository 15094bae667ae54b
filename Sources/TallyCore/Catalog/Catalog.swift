import Foundation

/// Everything a log entry refers to by name, plus the settings that shape a day.
/// Front ends load it once per request and resolve names through it.
public struct Catalog: Sendable, Equatable {
    public var categories: [LogCategory]
    public var units: [MeasurementUnit]
    public var mealSlots: [MealSlot]
    public var settings: Settings

    public init(categories: [LogCategory], units: [MeasurementUnit], mealSlots: [MealSlot], settings: Settings) {
        self.categories = categories.sorted { ($0.sortOrder, $0.id) < ($1.sortOrder, $1.id) }
        self.units = units.sorted { ($0.sortOrder, $0.id) < ($1.sortOrder, $1.id) }
        self.mealSlots = mealSlots.sorted { ($0.sortOrder, $0.id) < ($1.sortOrder, $1.id) }
        self.settings = settings
    }

    public func unit(id: Int64) -> MeasurementUnit? { units.first { $0.id == id } }
    public func category(id: Int64) -> LogCategory? { categories.first { $0.id == id } }
    public func mealSlot(id: Int64) -> MealSlot? { mealSlots.first { $0.id == id } }

    public func unit(of category: LogCategory) -> MeasurementUnit? { unit(id: category.unitID) }

    /// Finds a category by name, ignoring case and accents. With `allowPrefix`, a unique prefix also
    /// matches ("veg" → Vegetables), which logging commands allow and destructive ones do not.
    public func category(named name: String, allowPrefix: Bool = false) throws(TallyError) -> LogCategory {
        try Catalog.match(
            name, in: categories, key: \.name, allowPrefix: allowPrefix, field: "category", noun: "category",
            plural: "categories", known: categories.map(\.name), preferred: \.isEnabled)
    }

    public func mealSlot(named name: String, allowPrefix: Bool = false) throws(TallyError) -> MealSlot {
        try Catalog.match(
            name, in: mealSlots, key: \.name, allowPrefix: allowPrefix, field: "meal", noun: "meal slot",
            plural: "meal slots", known: mealSlots.map(\.name), preferred: nil)
    }

    /// Finds a unit by symbol (exact first, then ignoring case) or by name.
    public func unit(named text: String) throws(TallyError) -> MeasurementUnit {
        let t = text.trimmingCharacters(in: .whitespaces)
        if let exact = units.first(where: { $0.symbol == t }) { return exact }
        let key = Catalog.normalized(t)
        let matches = units.filter { Catalog.normalized($0.symbol) == key || Catalog.normalized($0.name) == key }
        if matches.count == 1 { return matches[0] }
        // Plural or singular of the name ("liter" for "Liters").
        let loose = units.filter {
            let n = Catalog.normalized($0.name)
            return n == key + "s" || n + "s" == key
        }
        if loose.count == 1 { return loose[0] }
        throw .notFound(
            field: "unit", "unknown unit '\(text)'; known units: \(units.filter(\.isEnabled).map(\.symbol).joined(separator: ", "))")
    }

    /// Lowercased, accent-free, single-spaced form used to compare names.
    public static func normalized(_ name: String) -> String {
        name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "en_US_POSIX"))
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Exact match first; then, when allowed, a unique prefix (or the one `preferred` item among
    /// several prefix matches, e.g. the only enabled category).
    static func match<T>(
        _ name: String, in items: [T], key: KeyPath<T, String>, allowPrefix: Bool, field: String, noun: String,
        plural: String, known: [String], preferred: KeyPath<T, Bool>?
    ) throws(TallyError) -> T {
        let wanted = normalized(name)
        guard !wanted.isEmpty else { throw .invalid(field: field, "the \(noun) name is empty") }
        if let exact = items.first(where: { normalized($0[keyPath: key]) == wanted }) { return exact }
        if allowPrefix {
            let prefixed = items.filter { normalized($0[keyPath: key]).hasPrefix(wanted) }
            if prefixed.count == 1 { return prefixed[0] }
            if let preferred {
                let favoured = prefixed.filter { $0[keyPath: preferred] }
                if favoured.count == 1 { return favoured[0] }
            }
            if prefixed.count > 1 {
                throw .invalid(
                    field: field,
                    "'\(name)' matches several \(plural): \(prefixed.map { $0[keyPath: key] }.joined(separator: ", ")); type more of the name")
            }
        }
        throw .notFound(field: field, "unknown \(noun) '\(name)'; known: \(known.joined(separator: ", "))")
    }
}

/// User settings that shape how days are counted.
public struct Settings: Sendable, Equatable {
    public var dayBoundary: DayBoundary
    /// Whether a barcode not found locally is looked up on Open Food Facts (off until the person turns
    /// it on: Tally makes no third-party calls unless asked).
    public var openFoodFacts: Bool

    public init(dayBoundary: DayBoundary, openFoodFacts: Bool = false) {
        self.dayBoundary = dayBoundary
        self.openFoodFacts = openFoodFacts
    }
}

/// Validates a name for a category, meal slot or unit.
public enum NameRule {
    public static let maximumLength = 60

    public static func validated(_ name: String, field: String, noun: String) throws(TallyError) -> String {
        try Limits.name(name, field: field, maximum: maximumLength, emptyMessage: "the \(noun) name cannot be empty")
    }
}

import Foundation

/// A nutrient Tally knows by key ("kcal", "protein_g", "sodium_mg"). The key carries its unit, so new
/// nutrients need no schema change: values travel as `[key: amount]` maps.
public struct NutrientKey: RawRepresentable, Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let kcal = NutrientKey("kcal")
    public static let protein = NutrientKey("protein_g")
    public static let carbs = NutrientKey("carbs_g")
    public static let fat = NutrientKey("fat_g")
    public static let fiber = NutrientKey("fiber_g")
    public static let sugars = NutrientKey("sugars_g")
    public static let saturatedFat = NutrientKey("satfat_g")
    public static let sodium = NutrientKey("sodium_mg")
    public static let cholesterol = NutrientKey("cholesterol_mg")
    public static let potassium = NutrientKey("potassium_mg")
    public static let calcium = NutrientKey("calcium_mg")
    public static let iron = NutrientKey("iron_mg")
    public static let magnesium = NutrientKey("magnesium_mg")
    public static let vitaminC = NutrientKey("vitamin_c_mg")
    public static let vitaminA = NutrientKey("vitamin_a_mcg")
    public static let vitaminD = NutrientKey("vitamin_d_mcg")
    public static let monounsaturatedFat = NutrientKey("monofat_g")
    public static let polyunsaturatedFat = NutrientKey("polyfat_g")
    public static let alcohol = NutrientKey("alcohol_g")

    /// The nutrients every day summary reports, in display order.
    public static let headline: [NutrientKey] = [.kcal, .protein, .carbs, .fat, .fiber, .sugars, .saturatedFat, .sodium]

    public static let labels: [NutrientKey: String] = [
        .kcal: "Energy", .protein: "Protein", .carbs: "Carbohydrate", .fat: "Fat", .fiber: "Fiber", .sugars: "Sugars",
        .saturatedFat: "Saturated fat", .sodium: "Sodium", .cholesterol: "Cholesterol", .potassium: "Potassium",
        .calcium: "Calcium", .iron: "Iron", .magnesium: "Magnesium", .vitaminC: "Vitamin C", .vitaminA: "Vitamin A",
        .vitaminD: "Vitamin D", .monounsaturatedFat: "Monounsaturated fat", .polyunsaturatedFat: "Polyunsaturated fat",
        .alcohol: "Alcohol",
    ]

    public var label: String { NutrientKey.labels[self] ?? rawValue }

    /// "kcal", "g", "mg", "mcg" from the key's suffix.
    public var unit: String {
        if self == .kcal { return "kcal" }
        if let suffix = rawValue.split(separator: "_").last, ["g", "mg", "mcg"].contains(suffix) { return String(suffix) }
        if rawValue.hasSuffix("_iu") { return "IU" }
        return ""
    }

    /// Whether a key is well formed: lowercase letters, digits and underscores, ending in a unit.
    public var isWellFormed: Bool {
        self == .kcal
            || (rawValue.count <= 40 && rawValue.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "_") }
                && ["_g", "_mg", "_mcg", "_iu"].contains { rawValue.hasSuffix($0) })
    }

    public var description: String { rawValue }
    public static func < (lhs: NutrientKey, rhs: NutrientKey) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Amounts of nutrients (for 100 g of a food, for a serving, or eaten in an entry).
public struct Nutrients: Hashable, Sendable, Equatable {
    public var values: [NutrientKey: Double]

    public init(_ values: [NutrientKey: Double] = [:]) {
        self.values = values.filter { $0.value.isFinite }
    }

    public subscript(key: NutrientKey) -> Double? {
        get { values[key] }
        set { values[key] = newValue }
    }

    public var kcal: Double { values[.kcal] ?? 0 }
    public var protein: Double { values[.protein] ?? 0 }
    public var carbs: Double { values[.carbs] ?? 0 }
    public var fat: Double { values[.fat] ?? 0 }
    public var isEmpty: Bool { values.isEmpty }

    public func scaled(by factor: Double) -> Nutrients {
        Nutrients(values.mapValues { $0 * factor })
    }

    /// Sums two sets; a nutrient missing from one side counts as unknown there, not zero, only when
    /// it is missing from both.
    public static func + (lhs: Nutrients, rhs: Nutrients) -> Nutrients {
        Nutrients(lhs.values.merging(rhs.values, uniquingKeysWith: +))
    }

    public static func += (lhs: inout Nutrients, rhs: Nutrients) { lhs = lhs + rhs }

    public static func sum(_ items: [Nutrients]) -> Nutrients { items.reduce(Nutrients(), +) }

    /// Values rounded for storage and display (0.01 precision keeps sums honest).
    public func rounded(places: Int = 2) -> Nutrients {
        let factor = pow(10.0, Double(places))
        return Nutrients(values.mapValues { ($0 * factor).rounded() / factor })
    }

    /// Energy from the macronutrients by the general Atwater factors 4/4/9 (and 7 for alcohol).
    public var atwaterKcal: Double {
        4 * protein + 4 * carbs + 9 * fat + 7 * (values[.alcohol] ?? 0)
    }

    /// `[String: Double]` for JSON, keys sorted by the encoder.
    public var dictionary: [String: Double] {
        Dictionary(uniqueKeysWithValues: values.map { ($0.key.rawValue, $0.value) })
    }

    public init(dictionary: [String: Double]) {
        self.init(Dictionary(uniqueKeysWithValues: dictionary.map { (NutrientKey($0.key), $0.value) }))
    }
}

extension Nutrients: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(dictionary: try decoder.singleValueContainer().decode([String: Double].self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(dictionary)
    }
}

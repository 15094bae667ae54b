import Foundation

/// Where a food's numbers come from.
public enum FoodSource: String, Codable, Sendable, CaseIterable {
    /// Created by the user.
    case custom
    /// A user's recipe / composite meal; nutrients follow from its components.
    case recipe
    /// USDA SR28 (via FoodData Central SR Legacy).
    case usdaSR = "usda-sr"
    /// USDA FoodData Central foundation foods.
    case usdaFoundation = "usda-foundation"
    /// USDA FNDDS survey foods (mixed dishes as people report them).
    case usdaFNDDS = "usda-fndds"
    /// USDA FoodData Central branded foods (imported on demand).
    case usdaBranded = "usda-branded"
    /// A product looked up on Open Food Facts by barcode.
    case openFoodFacts = "off"

    /// Search order tiers: the user's own foods, then generic, then branded.
    public var isUserOwned: Bool { self == .custom || self == .recipe }
    public var isGeneric: Bool { self == .usdaSR || self == .usdaFoundation || self == .usdaFNDDS }
}

/// A named household measure and its weight: "1 cup" = 244 g, "1 large" = 50 g.
public struct FoodMeasure: Hashable, Sendable, Codable {
    public var name: String
    public var grams: Double

    public init(name: String, grams: Double) {
        self.name = name
        self.grams = grams
    }
}

/// A food: nutrients per 100 g, household measures, and how it counts in portion categories.
public struct Food: Hashable, Sendable, Identifiable {
    public var id: Int64
    /// Stable key for foods from a source ("sr:9040"); nil for the user's own foods.
    public var key: String?
    public var source: FoodSource
    public var name: String
    public var brand: String?
    /// Food group ("fruits", "dairy", "survey:pizza", …) from the source; drives default portion mapping.
    public var group: String?
    public var nutrientsPer100g: Nutrients
    public var measures: [FoodMeasure]
    /// A serving ("1 bar" = 40 g) for custom foods, recipes and branded foods.
    public var servingName: String?
    public var servingGrams: Double?
    /// An explicit portion-category mapping (custom foods, or a user's override on any food).
    public var categoryID: Int64?
    public var gramsPerPortion: Double?
    public var isFavorite: Bool
    public var notes: String?
    public var barcode: String?
    public var useCount: Int
    public var lastUsedAt: Date?

    public init(
        id: Int64 = 0, key: String? = nil, source: FoodSource, name: String, brand: String? = nil, group: String? = nil,
        nutrientsPer100g: Nutrients, measures: [FoodMeasure] = [], servingName: String? = nil, servingGrams: Double? = nil,
        categoryID: Int64? = nil, gramsPerPortion: Double? = nil, isFavorite: Bool = false, notes: String? = nil,
        barcode: String? = nil, useCount: Int = 0, lastUsedAt: Date? = nil
    ) {
        self.id = id
        self.key = key
        self.source = source
        self.name = name
        self.brand = brand
        self.group = group
        self.nutrientsPer100g = nutrientsPer100g
        self.measures = measures
        self.servingName = servingName
        self.servingGrams = servingGrams
        self.categoryID = categoryID
        self.gramsPerPortion = gramsPerPortion
        self.isFavorite = isFavorite
        self.notes = notes
        self.barcode = barcode
        self.useCount = useCount
        self.lastUsedAt = lastUsedAt
    }

    public var kcalPer100g: Double { nutrientsPer100g.kcal }

    /// Nutrients in `grams` of this food.
    public func nutrients(grams: Double) -> Nutrients {
        nutrientsPer100g.scaled(by: grams / 100)
    }

    /// All measures including the serving, serving first.
    public var allMeasures: [FoodMeasure] {
        var result: [FoodMeasure] = []
        if let servingGrams, servingGrams > 0 {
            result.append(FoodMeasure(name: servingName ?? "1 serving", grams: servingGrams))
        }
        for measure in measures where !result.contains(measure) { result.append(measure) }
        return result
    }

    /// "Bananas, raw" or "Protein Bar (Acme)".
    public var displayName: String {
        if let brand, !brand.isEmpty { return "\(name) (\(brand))" }
        return name
    }
}

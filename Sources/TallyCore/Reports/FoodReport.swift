import Foundation

/// JSON for a food in search results and listings.
public struct FoodReport: Encodable, Equatable, Sendable {
    public struct Measure: Encodable, Equatable, Sendable {
        public var name: String
        public var grams: Double
    }

    public var id: Int64
    public var name: String
    public var brand: String?
    public var source: String
    public var kcalPer100g: Double
    public var measures: [Measure]
    public var favorite: Bool
    public var nutrientsPer100g: [String: Double]
    public var serving: Measure?
    public var category: String?
    public var portionsPerServing: Double?
    public var notes: String?
    public var barcode: String?

    public init(_ food: Food, catalog: Catalog?) {
        id = food.id
        name = food.name
        brand = food.brand
        source = food.source.rawValue
        kcalPer100g = (food.kcalPer100g * 10).rounded() / 10
        measures = food.allMeasures.map { Measure(name: $0.name, grams: ($0.grams * 100).rounded() / 100) }
        favorite = food.isFavorite
        nutrientsPer100g = food.nutrientsPer100g.rounded(places: 2).dictionary
        serving = food.servingGrams.map { Measure(name: food.servingName ?? "1 serving", grams: $0) }
        if let catalog, let mapping = FoodRules.mapping(for: food, catalog: catalog) {
            category = mapping.category.name
            if let serving = food.allMeasures.first?.grams {
                portionsPerServing = (serving / mapping.gramsPerPortion * 10).rounded() / 10
            }
        }
        notes = food.notes
        barcode = food.barcode
    }

    enum CodingKeys: String, CodingKey {
        case id, name, brand, source, kcalPer100g, measures, favorite, nutrientsPer100g, serving, category, portionsPerServing, notes, barcode
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(brand, forKey: .brand)
        try c.encode(source, forKey: .source)
        try c.encode(kcalPer100g, forKey: .kcalPer100g)
        try c.encode(measures, forKey: .measures)
        try c.encode(favorite, forKey: .favorite)
        try c.encode(nutrientsPer100g, forKey: .nutrientsPer100g)
        try c.encode(serving, forKey: .serving)
        try c.encode(category, forKey: .category)
        try c.encode(portionsPerServing, forKey: .portionsPerServing)
        try c.encode(notes, forKey: .notes)
        try c.encode(barcode, forKey: .barcode)
    }
}

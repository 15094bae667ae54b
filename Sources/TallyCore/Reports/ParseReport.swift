import Foundation

/// JSON for a parsed typed meal.
public struct ParsedItemReport: Encodable, Equatable, Sendable {
    public var text: String
    public var food: String?
    public var foodId: Int64?
    public var source: String?
    public var quantity: String
    public var grams: Double
    public var kcal: Double
    public var protein_g: Double
    public var carbs_g: Double
    public var fat_g: Double
    public var confidence: Double
    public var basis: String
    public var assumption: String?
    public var choices: [String]
    public var question: String?

    public init(_ item: ParsedItem) {
        text = item.text
        food = item.food?.displayName
        foodId = item.food?.id
        source = item.food?.source.rawValue
        quantity = item.quantityText
        grams = (item.grams * 10).rounded() / 10
        kcal = (item.nutrients.kcal * 10).rounded() / 10
        protein_g = (item.nutrients.protein * 10).rounded() / 10
        carbs_g = (item.nutrients.carbs * 10).rounded() / 10
        fat_g = (item.nutrients.fat * 10).rounded() / 10
        confidence = (item.confidence * 100).rounded() / 100
        basis = item.basis
        assumption = item.assumption
        choices = item.choices
        question = item.question
    }

    enum CodingKeys: String, CodingKey {
        case text, food, foodId, source, quantity, grams, kcal, protein_g, carbs_g, fat_g, confidence, basis, assumption, choices, question
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(text, forKey: .text)
        try c.encode(food, forKey: .food)
        try c.encode(foodId, forKey: .foodId)
        try c.encode(source, forKey: .source)
        try c.encode(quantity, forKey: .quantity)
        try c.encode(grams, forKey: .grams)
        try c.encode(kcal, forKey: .kcal)
        try c.encode(protein_g, forKey: .protein_g)
        try c.encode(carbs_g, forKey: .carbs_g)
        try c.encode(fat_g, forKey: .fat_g)
        try c.encode(confidence, forKey: .confidence)
        try c.encode(basis, forKey: .basis)
        try c.encode(assumption, forKey: .assumption)
        try c.encode(choices, forKey: .choices)
        try c.encode(question, forKey: .question)
    }
}

public struct ParsedMealReport: Encodable, Equatable, Sendable {
    public var id: String?
    public var text: String
    public var meal: String?
    public var kcal: Double
    public var protein_g: Double
    public var carbs_g: Double
    public var fat_g: Double
    public var confidence: Double
    public var items: [ParsedItemReport]
    public var unmatched: [String]

    public init(_ meal: ParsedMeal, id: String? = nil) {
        self.id = id
        text = meal.text
        self.meal = meal.mealLabel
        let n = meal.nutrients
        kcal = (n.kcal * 10).rounded() / 10
        protein_g = (n.protein * 10).rounded() / 10
        carbs_g = (n.carbs * 10).rounded() / 10
        fat_g = (n.fat * 10).rounded() / 10
        confidence = (meal.confidence * 100).rounded() / 100
        items = meal.items.map(ParsedItemReport.init)
        unmatched = meal.unmatched
    }
}

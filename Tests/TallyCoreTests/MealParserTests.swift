import Foundation
import Testing

@testable import TallyCore

/// A few real SR28 foods in memory, keyed as the lexicon expects.
struct MemoryLookup: FoodLookup {
    var foods: [Food]

    func food(key: String) -> Food? { foods.first { $0.key == key } }

    func search(_ text: String, limit: Int) -> [Food] {
        FoodRanker.rank(query: text, candidates: foods, now: .now).filter { $0.level < 3 }.prefix(limit).map(\.food)
    }

    func isKnownWord(_ word: String) -> Bool {
        foods.contains { SearchText.words($0.name).contains { $0.hasPrefix(word) } }
    }

    static let standard = MemoryLookup(foods: [
        MeasureTests.egg, MeasureTests.butter, MeasureTests.cola,
        Food(id: 10, key: "sr:18076", source: .usdaSR, name: "Bread, whole-wheat, commer prepared, toasted", group: "baked",
             nutrientsPer100g: Nutrients([.kcal: 306, .protein: 16, .carbs: 51, .fat: 4]), measures: [FoodMeasure(name: "1 oz", grams: 28.35), FoodMeasure(name: "1 slice", grams: 25)]),
        Food(id: 11, key: "sr:14209", source: .usdaSR, name: "Coffee, brewed from grounds, prepared with tap water", group: "beverages",
             nutrientsPer100g: Nutrients([.kcal: 1, .protein: 0.12]), measures: [FoodMeasure(name: "1 cup, (8 fl oz)", grams: 237), FoodMeasure(name: "1 fl oz", grams: 30)]),
        Food(id: 12, key: "sr:1077", source: .usdaSR, name: "Milk, whole, 3.25% milkfat", group: "dairy",
             nutrientsPer100g: Nutrients([.kcal: 60, .protein: 3.22, .carbs: 4.52, .fat: 3.25]), measures: [FoodMeasure(name: "1 cup", grams: 244), FoodMeasure(name: "1 tbsp", grams: 15)]),
        Food(id: 13, key: "sr:4053", source: .usdaSR, name: "Oil, olive, salad or cooking", group: "fats",
             nutrientsPer100g: Nutrients([.kcal: 884, .fat: 100]), measures: [FoodMeasure(name: "1 tablespoon", grams: 13.5), FoodMeasure(name: "1 cup", grams: 216)]),
        Food(id: 14, key: "sr:20045", source: .usdaSR, name: "Rice, white, long-grain, regular, cooked", group: "grains",
             nutrientsPer100g: Nutrients([.kcal: 130, .protein: 2.69, .carbs: 28.17, .fat: 0.28]), measures: [FoodMeasure(name: "1 cup", grams: 158)]),
        Food(id: 15, key: "sr:1049", source: .usdaSR, name: "Cream, fluid, half and half", group: "dairy",
             nutrientsPer100g: Nutrients([.kcal: 130, .protein: 2.96, .carbs: 4.3, .fat: 11.5]), measures: [FoodMeasure(name: "1 cup", grams: 242), FoodMeasure(name: "1 tbsp", grams: 15)]),
    ])
}

struct MealParserTests {
    let parser = MealParser(lookup: MemoryLookup.standard)

    func grams(_ meal: ParsedMeal, _ nameStart: String) -> Double? {
        meal.items.first { $0.food?.name.hasPrefix(nameStart) == true }?.grams
    }

    @Test func splitsItemsAndReadsAmounts() throws {
        let meal = parser.parse("2 large eggs scrambled with a tablespoon of butter and a slice of whole wheat toast")
        #expect(meal.items.count == 3)
        #expect(abs((grams(meal, "Egg") ?? 0) - 100) < 0.1)  // raw eggs: the butter is listed on its own
        #expect(grams(meal, "Butter") == 14)
        #expect(grams(meal, "Bread") == 25)
        #expect(abs(meal.nutrients.kcal - 319.9) < 320 * 0.02)
        #expect(meal.unmatched.isEmpty)
    }

    @Test func keepsLexiconPhrasesAcrossJoiners() throws {
        // "half and half" is one food, not two halves.
        let meal = parser.parse("coffee with 2 tbsp half and half")
        #expect(meal.items.count == 2)
        #expect(grams(meal, "Cream, fluid, half and half") == 30)
        #expect(grams(meal, "Coffee") == 237)
    }

    @Test(arguments: [
        ("a 12 oz can of cola", 368.0), ("two cans of coke", 736.0), ("1 1/2 cups cooked white rice", 237.0),
        ("half a cup of rice", 79.0), ("a couple of eggs", 100.0), ("a dozen eggs", 600.0), ("250 ml whole milk", 257.8),
        ("8 oz glass of whole milk", 0), ("150g rice", 150.0), ("1 lb rice", 453.59),
    ])
    func quantitiesAndUnits(_ text: String, _ expected: Double) throws {
        let item = try #require(parser.parse(text).items.first)
        if expected > 0 {
            #expect(abs(item.grams - expected) < expected * 0.01, "\(text): \(item.grams) g")
        } else {
            #expect(abs(item.grams - 8 * 244.0 / 8) < 5, "\(text): \(item.grams) g")  // 8 fl oz of milk ≈ a cup
        }
    }

    @Test func readsTyposAndMealLabels() throws {
        let meal = parser.parse("breakfast: 2 tbsp of buter and a cup of cofee")
        #expect(meal.mealLabel == "Breakfast")
        #expect(meal.items.count == 2)
        #expect(meal.items.contains { $0.food?.key == "sr:14209" })
        #expect(meal.items.contains { $0.food?.key == "sr:1001" && $0.grams == 28 })
    }

    @Test func ambiguousPortionsComeWithAnAssumptionAndChoices() throws {
        let meal = parser.parse("a cup of rice with olive oil")
        let oil = try #require(meal.items.first { $0.food?.key == "sr:4053" })
        #expect(oil.grams == 13.5)
        #expect(oil.assumption?.contains("1 tbsp") == true)
        #expect(oil.choices == ["1 tsp", "1 tbsp", "2 tbsp", "1/4 cup"])
        #expect(oil.question?.contains("1 tbsp") == true)
        #expect(oil.confidence < 0.6)
        let rice = try #require(meal.items.first { $0.food?.key == "sr:20045" })
        #expect(rice.choices.isEmpty)
        #expect(rice.confidence > 0.8)
    }

    @Test func unknownTextIsReportedNotGuessed() {
        let meal = parser.parse("a plate of xyzzy")
        #expect(meal.items.isEmpty)
        #expect(meal.unmatched == ["a plate of xyzzy"])
    }

    @Test func parsingIsDeterministic() {
        let text = "2 eggs, a slice of whole wheat toast and a coffee with milk"
        #expect(parser.parse(text) == parser.parse(text))
    }
}

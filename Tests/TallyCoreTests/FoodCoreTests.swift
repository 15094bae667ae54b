import Foundation
import Testing

@testable import TallyCore

struct QuantityTextTests {
    @Test(arguments: [
        (["2"], 2.0), (["1.5"], 1.5), ([".5"], 0.5), (["1/2"], 0.5), (["1", "1/2"], 1.5), (["½"], 0.5), (["1½"], 1.5),
        (["1-1/2"], 1.5), (["two"], 2.0), (["a"], 1.0), (["an"], 1.0), (["half", "an"], 0.5), (["a", "couple", "of"], 2.0),
        (["a", "dozen"], 12.0), (["two", "and", "a", "half"], 2.5), (["twenty", "five"], 25.0), (["three", "quarters"], 0.75),
    ])
    func readsLeadingQuantities(_ tokens: [String], _ expected: Double) throws {
        let quantity = try #require(QuantityText.leading(tokens + ["cups"]))
        #expect(abs(quantity.value - expected) < 1e-9)
    }

    @Test func rangesReadAsTheirMiddle() throws {
        let range = try #require(QuantityText.leading(["2-3", "slices"]))
        #expect(range.value == 2.5)
        #expect(range.isRange)
        #expect(QuantityText.leading(["chicken"]) == nil)
        #expect(QuantityText.format(1.5) == "1 1/2")
        #expect(QuantityText.format(0.25) == "1/4")
        #expect(QuantityText.format(2) == "2")
    }
}

struct MeasureTests {
    static let egg = Food(
        key: "sr:1123", source: .usdaSR, name: "Egg, whole, raw, fresh", group: "dairy",
        nutrientsPer100g: Nutrients([.kcal: 143, .protein: 12.58, .carbs: 0.77, .fat: 9.94]),
        measures: [FoodMeasure(name: "1 cup, (4.86 large eggs)", grams: 243), FoodMeasure(name: "1 extra large", grams: 56)])
    static let butter = Food(
        key: "sr:1001", source: .usdaSR, name: "Butter, with salt", group: "dairy",
        nutrientsPer100g: Nutrients([.kcal: 717, .protein: 0.85, .carbs: 0.06, .fat: 81.11]),
        measures: [FoodMeasure(name: "1 cup", grams: 227), FoodMeasure(name: "1 tbsp", grams: 14)])
    static let cola = Food(
        key: "sr:14400", source: .usdaSR, name: "Carbonated beverage, cola, contains caffeine", group: "beverages",
        nutrientsPer100g: Nutrients([.kcal: 37, .carbs: 9.56]),
        measures: [FoodMeasure(name: "1 fl oz", grams: 30.69), FoodMeasure(name: "1 can, 12 fl oz", grams: 368)])
    static let raisins = Food(
        key: "sr:9298", source: .usdaSR, name: "Raisins, seedless", group: "fruits", nutrientsPer100g: Nutrients([.kcal: 299]),
        measures: [FoodMeasure(name: "1 cup, packed", grams: 165), FoodMeasure(name: "1 cup, (not packed)", grams: 145)])

    @Test func parsesHouseholdMeasuresWithEquivalences() {
        let weights = MeasureText.unitWeights(of: FoodMeasure(name: "1 cup, (4.86 large eggs)", grams: 243))
        #expect(weights.contains { $0.unit == "cup" && $0.gramsPerUnit == 243 })
        let egg = weights.first { $0.unit == "egg" }
        #expect(egg?.size == "large")
        #expect(abs((egg?.gramsPerUnit ?? 0) - 50) < 0.01)
        let pieces = MeasureText.unitWeights(of: FoodMeasure(name: "6 pieces, 3.4 oz", grams: 95))
        #expect(abs((pieces.first { $0.unit == "piece" }?.gramsPerUnit ?? 0) - 95.0 / 6) < 0.01)
        let half = MeasureText.unitWeights(of: FoodMeasure(name: ".5 cup, slices", grams: 52))
        #expect(half.first?.gramsPerUnit == 104)
        let can = MeasureText.unitWeights(of: FoodMeasure(name: "1 can, 12 fl oz", grams: 368))
        #expect(abs((can.first { $0.unit == "fl oz" }?.gramsPerUnit ?? 0) - 368.0 / 12) < 0.01)
        // A fraction written with a space after its slash is still the fraction: that serving holds a cup × 0.75.
        let spaced = MeasureText.unitWeights(of: FoodMeasure(name: "1 serving, 3/ 4 cup", grams: 180))
        #expect(abs((spaced.first { $0.unit == "cup" }?.gramsPerUnit ?? 0) - 240) < 0.01, "\(spaced.map { ($0.unit, $0.gramsPerUnit) })")
    }

    /// A measure that says what a container holds gives the container: its contents (SR 7083, "7 sausages, (drained
    /// contents from can, net wt 4 oz)" = 113 g is a can), or so many of its unit per container (8 slices of 45 g per
    /// can = 360 g; 6 slices per package where two weigh 57 g = 171 g). A can then weighs the can, never one piece
    /// whose measure only mentions it.
    @Test func aMeasureOfAContainersContentsIsThatContainer() throws {
        let drained = FoodMeasure(name: "7 sausages, (drained contents from can, net wt 4 oz)", grams: 113)
        let can = try #require(MeasureText.unitWeights(of: drained).first { $0.unit == "can" })
        #expect(abs(can.gramsPerUnit - 113) < 0.01)
        let sliced = MeasureText.unitWeights(of: FoodMeasure(name: "1 slice, (1/2\" thick, approx 8 slices per can)", grams: 45))
        #expect(abs((sliced.first { $0.unit == "can" }?.gramsPerUnit ?? 0) - 360) < 0.01, "\(sliced.map { ($0.unit, $0.gramsPerUnit) })")
        let packed = MeasureText.unitWeights(of: FoodMeasure(name: "2 slices, (6 per 6-oz pkg.)", grams: 57))
        #expect(abs((packed.first { $0.unit == "package" }?.gramsPerUnit ?? 0) - 171) < 0.01, "\(packed.map { ($0.unit, $0.gramsPerUnit) })")
        let sausages = Food(
            key: "sr:7083", source: .usdaSR, name: "Sausage, Vienna, canned, chicken, beef, pork", group: "sausages",
            nutrientsPer100g: Nutrients([.kcal: 230]), measures: [FoodMeasure(name: "1 sausage, (7/8\" dia x 2\" long)", grams: 16), drained])
        #expect(abs(try #require(MeasureResolver.resolve(quantity: 2, unit: "can", size: nil, food: sausages)).grams - 226) < 0.1)
    }

    @Test func resolvesAmountsTheWayTheReferenceDoes() throws {
        // Two large eggs: 1/4.86 of the cup measure each → 100 g.
        #expect(abs(try #require(MeasureResolver.resolve(quantity: 2, unit: nil, size: "large", food: Self.egg, foodWords: ["eggs"])).grams - 100) < 0.1)
        // 1 tsp = 1/3 tbsp.
        #expect(abs(try #require(MeasureResolver.resolve(quantity: 2, unit: "tsp", size: nil, food: Self.butter)).grams - 9.33) < 0.01)
        // Weights as typed: oz × 28.35.
        #expect(abs(try #require(MeasureResolver.resolve(quantity: 1, unit: "oz", size: nil, food: Self.butter)).grams - 28.35) < 0.01)
        // "oz" of a drink is a fluid ounce: a 12 oz cola is the can.
        #expect(abs(try #require(MeasureResolver.resolve(quantity: 12, unit: "oz", size: nil, food: Self.cola)).grams - 368) < 0.1)
        #expect(abs(try #require(MeasureResolver.resolve(quantity: 1, unit: "can", size: nil, food: Self.cola)).grams - 368) < 0.1)
        // ml through the drink's own fl oz weight.
        #expect(abs(try #require(MeasureResolver.resolve(quantity: 250, unit: "ml", size: nil, food: Self.cola)).grams - 250 * 30.69 / 29.5735) < 0.5)
        // A tbsp of raisins from the cup: 1/16 × 145 (the measure the words point to) or 165.
        let tbsp = try #require(MeasureResolver.resolve(quantity: 1, unit: "tbsp", size: nil, food: Self.raisins, descriptors: ["packed"]))
        #expect(abs(tbsp.grams - 165.0 / 16) < 0.01)
    }

    @Test func nutrientsScaleAndSum() {
        let twoEggs = Self.egg.nutrients(grams: 100)
        #expect(twoEggs.kcal == 143)
        let sum = twoEggs + Self.butter.nutrients(grams: 14)
        #expect(abs(sum.kcal - (143 + 100.38)) < 0.01)
        #expect(abs(Nutrients([.protein: 10, .carbs: 20, .fat: 10]).atwaterKcal - 210) < 1e-9)
    }
}

struct FoodRulesTests {
    let catalog = Fixtures.catalog()

    func draft(serving: String = "60", kcal: String = "220", protein: String? = "20", carbs: String? = "22", fat: String? = "7") -> CustomFoodDraft {
        var nutrients: [NutrientKey: String] = [.kcal: kcal]
        nutrients[.protein] = protein
        nutrients[.carbs] = carbs
        nutrients[.fat] = fat
        return CustomFoodDraft(name: "Protein bar", brand: "Acme", servingName: "1 bar", servingGrams: serving, nutrients: nutrients)
    }

    @Test func validCustomFoodStoresPer100g() throws {
        let (food, warnings) = try CustomFoodRules.validate(draft(), catalog: catalog)
        #expect(warnings.isEmpty)
        #expect(abs(food.kcalPer100g - 220.0 / 60 * 100) < 0.01)
        #expect(food.servingGrams == 60)
        #expect(food.source == .custom)
    }

    @Test func macrosHeavierThanTheServingAreRefused() {
        #expect(throws: TallyError.self) { try CustomFoodRules.validate(draft(serving: "30", kcal: "300", protein: "20", carbs: "20", fat: "5"), catalog: catalog) }
    }

    @Test func caloriesFarFromAtwaterAreRefusedUnlessForced() throws {
        // 20/22/7 g give 231 kcal; 900 kcal is a typo.
        #expect(throws: TallyError.self) { try CustomFoodRules.validate(draft(kcal: "900"), catalog: catalog) }
        var forced = draft(kcal: "900")
        forced.force = true
        #expect(try !CustomFoodRules.validate(forced, catalog: catalog).warnings.isEmpty)
        // 260 kcal is off by 29 (more than max(15, 10 %)): a warning, not an error.
        let (_, warnings) = try CustomFoodRules.validate(draft(kcal: "260"), catalog: catalog)
        #expect(warnings.count == 1)
    }

    @Test func otherImpossibleValues() {
        #expect(throws: TallyError.self) { try CustomFoodRules.validate(draft(serving: "0"), catalog: catalog) }
        #expect(throws: TallyError.self) { try CustomFoodRules.validate(draft(kcal: "-5"), catalog: catalog) }
        #expect(throws: TallyError.self) { try CustomFoodRules.validate(draft(serving: "10", kcal: "120", protein: nil, carbs: nil, fat: nil), catalog: catalog) }  // 1200 kcal/100 g
        var sugary = draft()
        sugary.nutrients[.sugars] = "30"
        #expect(throws: TallyError.self) { try CustomFoodRules.validate(sugary, catalog: catalog) }
        var badKey = draft()
        badKey.nutrients[NutrientKey("potassium")] = "20"
        #expect(throws: TallyError.self) { try CustomFoodRules.validate(badKey, catalog: catalog) }
        var noName = draft()
        noName.name = "  "
        #expect(throws: TallyError.self) { try CustomFoodRules.validate(noName, catalog: catalog) }
    }

    @Test func categoryMappingByPortionsPerServing() throws {
        var mapped = draft()
        mapped.categoryName = "fruit"
        mapped.portionsPerServing = "0.5"
        let (food, _) = try CustomFoodRules.validate(mapped, catalog: catalog)
        #expect(food.categoryID == 3)
        #expect(food.gramsPerPortion == 120)
        var orphan = draft()
        orphan.portionsPerServing = "1"
        #expect(throws: TallyError.self) { try CustomFoodRules.validate(orphan, catalog: catalog) }
    }

    @Test(arguments: [
        (100.0, 10.0, 10.0, 2.0, false),  // 98 kcal by 4/4/9: within 15
        (100.0, 10.0, 10.0, 4.0, true),  // 116: 16 off, more than 15
        (500.0, 30.0, 50.0, 20.0, false),  // 500: exact
        (500.0, 30.0, 50.0, 25.0, false),  // 545: 45 off, under 10 % (50)
        (500.0, 30.0, 50.0, 27.0, true),  // 563: 63 off
    ])
    func quickAddWarnsBeyondMaxOf15KcalOr10Percent(_ kcal: Double, _ p: Double, _ c: Double, _ f: Double, _ warns: Bool) {
        #expect((QuickAdd.warning(kcal: kcal, protein: p, carbs: c, fat: f) != nil) == warns)
    }

    @Test func quickAddWithoutMacrosNeverWarnsAndChecksKcal() throws {
        #expect(QuickAdd.warning(kcal: 300, protein: nil, carbs: nil, fat: nil) == nil)
        let planned = try QuickAdd.plan(QuickAdd.Request(kcal: "300", meal: "lunch"), catalog: catalog, now: Fixtures.instant("2026-11-21 12:00"), calendar: Fixtures.berlin)
        #expect(planned.entry.kind == .quick)
        #expect(planned.entry.categoryID == nil)
        #expect(planned.entry.food?.nutrients.kcal == 300)
        #expect(throws: TallyError.self) { try QuickAdd.plan(QuickAdd.Request(kcal: "0"), catalog: catalog, now: Fixtures.pinnedNow, calendar: Fixtures.berlin) }
        #expect(throws: TallyError.self) { try QuickAdd.plan(QuickAdd.Request(kcal: "lots"), catalog: catalog, now: Fixtures.pinnedNow, calendar: Fixtures.berlin) }
        #expect(throws: TallyError.self) { try QuickAdd.plan(QuickAdd.Request(kcal: "200", protein: "-1"), catalog: catalog, now: Fixtures.pinnedNow, calendar: Fixtures.berlin) }
    }

    @Test func recipeTotalsPerServing() throws {
        let components = [
            RecipeMath.Component(food: MeasureTests.egg, grams: 100, amount: "2 large"),
            RecipeMath.Component(food: MeasureTests.butter, grams: 14, amount: "1 tbsp"),
        ]
        let food = try RecipeMath.food(name: "Eggs in butter", servings: 2, components: components, notes: nil, categoryID: nil, portionsPerServing: nil)
        #expect(food.servingGrams == 57)
        let perServing = food.nutrients(grams: 57)
        #expect(abs(perServing.kcal - (143 + 717 * 0.14) / 2) < 0.01)
        #expect(throws: TallyError.self) { try RecipeMath.food(name: "Nothing", servings: 1, components: [], notes: nil, categoryID: nil, portionsPerServing: nil) }
        #expect(throws: TallyError.self) { try RecipeMath.food(name: "Zero", servings: 0, components: components, notes: nil, categoryID: nil, portionsPerServing: nil) }
    }

    @Test func genericFoodsMapToSensibleCategories() throws {
        func mapping(_ name: String, _ group: String, kcal: Double, sugars: Double = 0) -> PortionMapping? {
            PortionMapping.defaultMapping(for: Food(source: .usdaSR, name: name, group: group, nutrientsPer100g: Nutrients([.kcal: kcal, .sugars: sugars])))
        }
        #expect(mapping("Bananas, raw", "fruits", kcal: 89)?.categoryName == "Fruit")
        #expect(mapping("Broccoli, raw", "vegetables", kcal: 34)?.categoryName == "Vegetables")
        #expect(mapping("Potatoes, baked", "vegetables", kcal: 93)?.categoryName == "Starchy Sides")
        #expect(mapping("Milk, whole, 3.25% milkfat", "dairy", kcal: 60)?.gramsPerPortion == 200)
        #expect(mapping("Egg, whole, raw, fresh", "dairy", kcal: 143)?.categoryName == "Protein Sources")
        let oil = try #require(mapping("Oil, olive, salad or cooking", "fats", kcal: 884))
        #expect(oil.categoryName == "Oils / Fats / Nuts")
        #expect(abs(oil.gramsPerPortion - 90.0 / 884 * 100) < 0.01)
        #expect(mapping("Carbonated beverage, cola", "beverages", kcal: 37, sugars: 9)?.categoryName == "Treats")
        #expect(mapping("Beverages, water, tap", "beverages", kcal: 0)?.categoryName == "Unsweetened Drinks")
        #expect(mapping("McDONALD'S, BIG MAC", "fastfood", kcal: 257) == nil)
    }
}

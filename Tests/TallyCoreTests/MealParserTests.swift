import Foundation
import Testing
import TallyTestSupport

@testable import TallyCore

/// A few real SR28 foods in memory, keyed as the lexicon expects.
struct MemoryLookup: FoodLookup {
    var foods: [Food]

    func food(key: String) -> Food? { foods.first { $0.key == key } }

    func search(_ text: String, limit: Int) -> [Food] {
        FoodRanker.rank(query: text, candidates: foods, now: Fixtures.pinnedNow).filter { $0.level < 3 }.prefix(limit).map(\.food)
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
        // Worked by hand from SR28: 1 large egg = 243 g / 4.86 = 50 g (143 kcal/100 g); 1 tsp butter = 14 g / 3
        // (717 kcal/100 g); 1 slice of whole-wheat toast = 25 g (306 kcal/100 g).
        let meal = parser.parse("3 large eggs scrambled with 2 tsp of butter and two slices of whole wheat toast")
        #expect(meal.items.count == 3)
        #expect(abs((grams(meal, "Egg") ?? 0) - 150) < 0.1)  // raw eggs: the butter is listed on its own
        #expect(abs((grams(meal, "Butter") ?? 0) - 28.0 / 3) < 0.01)
        #expect(grams(meal, "Bread") == 50)
        #expect(abs(meal.nutrients.kcal - (1.5 * 143 + 28.0 / 300 * 717 + 0.5 * 306)) < 1)
        #expect(meal.unmatched.isEmpty)
    }

    @Test func aDishBuildingParticipleJoinsAsWith() throws {
        // "served with", "spread with": the participle is how the parts go together, never an unread word.
        let served = parser.parse("a cup of rice served with a tablespoon of olive oil")
        #expect(served.items.count == 2)
        #expect(grams(served, "Rice") == 158)
        #expect(grams(served, "Oil") == 13.5)
        #expect(served.unmatched.isEmpty)
        let spread = parser.parse("2 slices of whole wheat toast spread with 2 tsp of butter")
        #expect(spread.items.count == 2)
        #expect(grams(spread, "Bread") == 50)
        #expect(abs((grams(spread, "Butter") ?? 0) - 28.0 / 3) < 0.01)
        #expect(spread.unmatched.isEmpty)
    }

    @Test func aCountedDishWithNoPortionTakesThePieceOfALikeEntry() throws {
        // A survey dish with no household measure, counted by its own name: the piece another entry of that dish
        // counts (energy within a third), not a cup; an entry of unlike energy does not size it.
        let plain = Food(id: 40, key: "fn:pupusa", source: .usdaFNDDS, name: "Pupusa, chicken", group: "mixed",
                         nutrientsPer100g: Nutrients([.kcal: 230, .protein: 8, .carbs: 30, .fat: 9]), measures: [])
        let like = Food(id: 41, key: "sr:pupusa-queso", source: .usdaSR, name: "Pupusa, cheese", group: "mixed",
                        nutrientsPer100g: Nutrients([.kcal: 250, .protein: 9, .carbs: 29, .fat: 11]), measures: [FoodMeasure(name: "1 pupusa", grams: 120)])
        let unlike = Food(id: 42, key: "sr:pupusa-frita", source: .usdaSR, name: "Pupusa, pork", group: "mixed",
                          nutrientsPer100g: Nutrients([.kcal: 420, .protein: 12, .carbs: 25, .fat: 30]), measures: [FoodMeasure(name: "1 pupusa", grams: 300)])
        let parser = MealParser(lookup: MemoryLookup(foods: [unlike, plain, like]))
        let meal = parser.parse("two chicken pupusas")
        #expect(meal.items.count == 1)
        #expect(meal.items.first?.food?.name == "Pupusa, chicken")
        #expect(grams(meal, "Pupusa") == 240)
    }

    @Test func aShareOfAWholeOfAGivenSizeSizesThePieceBeforeIt() throws {
        // SR 28: "1 piece, (1/8 of 9" dia)" = 125 g, so the 9-inch pie weighs 1,000 g; a 10-inch pie of the same
        // depth has (10/9)² of its area; a sixth of it is 1,000 × (10/9)² / 6 = 205.76 g.
        let pie = Food(id: 50, key: "sr:18301", source: .usdaSR, name: "Pie, apple, commercially prepared, enriched flour", group: "baked",
                       nutrientsPer100g: Nutrients([.kcal: 237, .protein: 1.9, .carbs: 34, .fat: 11]),
                       measures: [FoodMeasure(name: "1 oz", grams: 28.35), FoodMeasure(name: "1 piece, (1/8 of 9\" dia)", grams: 125)])
        let parser = MealParser(lookup: MemoryLookup(foods: [pie]))
        let meal = parser.parse("a slice of apple pie, 1/6 of a 10 inch pie")
        #expect(meal.items.count == 1)
        #expect(abs((grams(meal, "Pie") ?? 0) - 1000 * 100.0 / 81 / 6) < 0.1)
        // Two slices keep their count and the slice's own measure; the share said "each" adds no second pie.
        let two = parser.parse("2 slices of apple pie, 1/8 of a 9 inch pie each")
        #expect(two.items.count == 1)
        #expect(grams(two, "Pie") == 250)
    }

    @Test func oneWholeFruitComesFromTheEntryThatWeighsTheWholeFruit() throws {
        // "a mango, peeled": the peeled variety has no household measure; the plain entry's "1 fruit, without refuse"
        // (207 g, SR 28) is one mango, and "peeled" is how it was made ready, not an unread word.
        let peeled = Food(id: 60, key: "fd:mango-ataulfo", source: .usdaFoundation, name: "Mango, Ataulfo, peeled, raw", group: "fruits",
                          nutrientsPer100g: Nutrients([.kcal: 70.6, .protein: 0.8, .carbs: 17, .fat: 0.4]), measures: [])
        let plain = Food(id: 61, key: "sr:9176", source: .usdaSR, name: "Mangos, raw", group: "fruits",
                         nutrientsPer100g: Nutrients([.kcal: 60, .protein: 0.82, .carbs: 15, .fat: 0.38]),
                         measures: [FoodMeasure(name: "1 cup, sliced", grams: 165), FoodMeasure(name: "1 fruit, without refuse", grams: 207)])
        let parser = MealParser(lookup: MemoryLookup(foods: [peeled, plain]))
        let meal = parser.parse("a mango, peeled")
        #expect(meal.items.count == 1)
        #expect(meal.items.first?.food?.name == "Mango, Ataulfo, peeled, raw")
        #expect(meal.items.first?.grams == 207)
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
        ("one 12 oz can of cola", 368.0), ("two cans of coke", 736.0), ("1 1/2 cups of cooked white rice", 237.0),
        ("half a cup of rice", 79.0), ("a couple of eggs", 100.0), ("a dozen eggs", 600.0), ("250 ml of whole milk", 257.8),
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

    @Test(arguments: [
        ("mac n cheese w/ bbq sauce", "macaroni and cheese with barbecue sauce"),
        ("a big mac and chili mac", "a big mac and chili macaroni"),
        ("fish 'n' chips", "fish and chips"),
        ("a meatball sub and 2 subs", "a meatball sub sandwich and 2 sub sandwiches"),
        ("a turkey sub sandwich", "a turkey sub sandwich"),
        ("hot choc", "hot chocolate"),
        ("93/7 ground turkey", "93% lean ground turkey"), ("ground beef, 80/20", "ground beef, 80% lean"),
        ("1/2 cup rice", "1/2 cup rice"), ("3/4 cup oats", "3/4 cup oats"),
        // Words merely containing the shorthand stay.
        ("subway club on sourdough", "subway club on sourdough"), ("n8 chocolate", "n8 chocolate"),
    ])
    func spellsOutShorthand(_ text: String, _ expected: String) {
        #expect(MealParser.normalize(text) == expected)
    }

    /// "A splash", "a drizzle", "a dollop", "a sprinkle" are about a tablespoon (SR 1077 "1 tbsp" = 15 g), never
    /// the food's usual portion (a cup of milk), and read as a guess.
    @Test(arguments: ["a splash of milk", "a drizzle of milk", "coffee with a dollop of milk"])
    func aSplashIsATablespoon(_ text: String) throws {
        let milk = try #require(parser.parse(text).items.first { $0.food?.key == "sr:1077" })
        #expect(milk.grams == 15)
        #expect(milk.confidence <= 0.6)
    }

    /// A scoop is half a cup (SR 1077 "1 cup" = 244 g), asked about; a scoop of a powder is about 30 g.
    @Test func aScoopIsHalfACupOrThirtyGramsOfPowder() throws {
        let milk = try #require(parser.parse("a scoop of milk").items.first)
        #expect(milk.grams == 122 && milk.confidence < 0.5)
        let powder = Food(id: 91, key: "t:powder", source: .usdaSR, name: "Beverages, protein powder", group: "beverages", nutrientsPer100g: Nutrients([.kcal: 352]))
        #expect(MeasureResolver.resolve(quantity: 2, unit: "scoop", size: nil, food: powder)?.grams == 60)
    }

    /// Random meals built from the words and marks the parser reads specially (amounts, ranges, shares, units,
    /// joiners, labels, parentheses) never stop it, and every item it reads weighs something finite.
    @Test(arguments: [UInt64(11), 12, 13])
    func randomMealsNeverStopTheParser(seed: UInt64) {
        let pieces = [
            "a", "an", "of", "with", "and", "in", "on", "from", "made", "cooked", "2", "1/2", "70-85%", "90%", "2-3", "-", ",", "(", ")",
            "[", "]", ":", "slice", "steak", "meat", "greens", "t-bone", "t", "c", "g", "oz", "cup", "bottle", "splash", "scoop", "stick",
            "pound", "each", "x2", "x0", "times", "half", "quarter", "dozen", "%", "0", "1e9", "-1", ".5", "½", "é", "日本", "water",
            "milk", "butter", "eggs", "toast", "rice", "coffee", "without", "no", "extra", "lean", "sandwich", "bun", "bowl", "14\"",
            "inch", "lunch:", "1/8", "whole", "fast", "food", "order",
        ]
        var random = SeededGenerator(seed: seed)
        for _ in 0..<1_500 {
            let text = (0..<(1 + random.below(12))).map { _ in pieces[random.below(pieces.count)] }.joined(separator: " ")
            let meal = parser.parse(text)
            #expect(meal.items.allSatisfy { $0.grams.isFinite && $0.grams > 0 && $0.nutrients.kcal.isFinite }, "\(text)")
        }
    }

    /// A part that is only a multiplier ("… with x2") names nothing; it once indexed an empty word list.
    @Test(arguments: ["quarter with x2", "milk and x3", "x2", "butter, times 2"])
    func aBareMultiplierIsNotAnItem(_ text: String) {
        let meal = parser.parse(text)
        #expect(meal.items.allSatisfy { $0.grams > 0 })
        #expect(!meal.items.contains { $0.text.hasPrefix("x") || $0.text.hasPrefix("times") })
    }

    /// A clarification offers each measure with its own amount: ".25 tsp" is "1/4 tsp", never a second "1 tsp".
    @Test func choicesKeepEachMeasuresAmount() {
        let sauce = Food(id: 90, key: "t:sauce", source: .usdaSR, name: "Sauce, hot", group: "soups", nutrientsPer100g: Nutrients([.kcal: 11]),
                         measures: [FoodMeasure(name: "1 tsp", grams: 4.7), FoodMeasure(name: ".25 tsp", grams: 1)])
        #expect(MealParser.choices(for: sauce) == ["1 tsp", "1/4 tsp", "100 g"])
    }

    /// A share written as a range ("70-85%") is never a count, and "2-3" is a range, not "2" then "3".
    @Test(arguments: [
        ("1 oz dark chocolate, 70-85% cacao", "1 oz dark chocolate 70% 85% cacao"), ("2-3 eggs", "2-3 eggs"),
    ])
    func sharesAndRangesStayWhole(_ text: String, _ expected: String) {
        #expect(MealParser.tokens(MealParser.normalize(text)).joined(separator: " ") == expected)
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

    @Test func wordsThatNameNothingAreReportedAndLowerConfidence() {
        let plain = parser.parse("2 eggs")
        let odd = parser.parse("2 zorbly eggs")
        #expect(plain.unmatched.isEmpty)
        #expect(odd.unmatched == ["zorbly"])
        #expect(odd.items.first?.ignoredWords == ["zorbly"])
        #expect((odd.items.first?.confidence ?? 1) < (plain.items.first?.confidence ?? 0))
        // Filler and amount words are not reported.
        #expect(parser.parse("i had about 2 large eggs").unmatched.isEmpty)
    }

    @Test func unknownTextIsReportedNotGuessed() {
        let meal = parser.parse("a plate of xyzzy")
        #expect(meal.items.isEmpty)
        #expect(meal.unmatched == ["a plate of xyzzy"])
    }

    @Test func parsingDoesNotDependOnEarlierParses() {
        let text = "3 eggs, two slices of whole wheat toast and a coffee with milk"
        let first = MealParser(lookup: MemoryLookup.standard).parse(text)
        let other = MealParser(lookup: MemoryLookup.standard)
        _ = other.parse("a banana and 200 g of cooked rice")
        let again = other.parse(text)
        #expect(first.items.count == 4)  // eggs, toast, coffee, milk
        #expect(first == again)
    }
}

/// How a food is chosen among the names a search finds.
struct FoodChoiceTests {
    static func dish(_ name: String, kcal: Double) -> Food {
        Food(source: .usdaFNDDS, name: name, group: "survey:beverages", nutrientsPer100g: Nutrients([.kcal: kcal]), measures: [])
    }

    /// A dish that joins the typed food to another no word of which was typed is not the typed food, even found first
    /// and holding the typed words as one phrase; a dish whose both halves were typed still is.
    @Test func aDishJoiningAnUntypedFoodIsNotTheFood() throws {
        let found = [
            Self.dish("Gin and tonic", kcal: 84), Self.dish("Vodka and tonic", kcal: 80), Self.dish("Whiskey and tonic", kcal: 81),
            Self.dish("Rum and tonic", kcal: 82), Self.dish("Soft drink, tonic, sugar sweetened", kcal: 34),
        ]
        #expect(MealParser.bestParse(found, words: ["tonic"])?.name == "Soft drink, tonic, sugar sweetened")
        #expect(MealParser.bestParse(found, words: ["gin", "and", "tonic"])?.name == "Gin and tonic")
    }
}

/// The quantity rules that read pieces, shares of a whole and multipliers from the USDA measure text itself.
/// Expected grams are worked by hand from the measures given.
struct MeasureTextRuleTests {
    static func food(_ name: String, _ group: String, _ measures: [(String, Double)]) -> Food {
        Food(
            source: .usdaSR, name: name, group: group, nutrientsPer100g: Nutrients([.kcal: 500]),
            measures: measures.map { FoodMeasure(name: $0.0, grams: $0.1) })
    }

    @Test func piecesCountedInsideAMeasure() throws {
        // "1 oz, (49 kernels)" = 28 g: one kernel is 28/49 g.
        let nuts = Self.food("Pistachio nuts, dry roasted", "nuts", [("1 cup", 123), ("1 oz, (49 kernels)", 28)])
        let thirty = try #require(MeasureResolver.resolve(quantity: 30, unit: nil, size: nil, food: nuts, foodWords: ["pistachios"]))
        #expect(abs(thirty.grams - 30.0 / 49 * 28) < 0.01)
        // "10 twists" = 60 g: one twist is 6 g, never a cup or 100 g.
        let pretzels = Self.food("Pretzels, hard, plain", "sweets", [("1 oz", 28.35), ("10 twists", 60)])
        let twenty = try #require(MeasureResolver.resolve(quantity: 20, unit: nil, size: nil, food: pretzels, foodWords: ["pretzels"]))
        #expect(abs(twenty.grams - 120) < 0.01)
    }

    @Test func aShareOfTheWholeFood() throws {
        // "1 piece, (1/8 of 9" dia)" = 155 g: the whole pie is 8 × 155 g.
        let pie = Self.food("Pie, pumpkin", "baked", [("1 oz", 28.35), ("1 piece, (1/8 of 9\" dia)", 155)])
        let whole = try #require(MeasureResolver.wholeWeight(of: pie))
        #expect(whole.grams == 1_240)
        let pizza = Self.food("Pizza, cheese topping, regular crust", "fastfood", [("1 slice", 96), ("1 pie", 738)])
        #expect(MeasureResolver.wholeWeight(of: pizza)?.grams == 738)
        #expect(MeasureResolver.wholeWeight(of: Self.food("Apples", "fruits", [("1 cup", 125)])) == nil)
        // In a meal: half of the whole pizza is half the pie; half of a slice stays half a slice.
        let parser = MealParser(lookup: MemoryLookup(foods: [pizza]), lexicon: CommonFoods(text: ""))
        #expect(parser.parse("half of a cheese pizza").items.first?.grams == 369)
        #expect(parser.parse("1/2 of a slice of cheese pizza").items.first?.grams == 48)
    }

    @Test func aCupAsPouredUnlessPackedIsSaid() throws {
        // SR28 raisins: "1 cup, packed" = 165 g and "1 cup, (not packed)" = 145 g.
        let raisins = Self.food("Raisins, seedless", "fruits", [("1 cup, packed", 165), ("1 cup, (not packed)", 145)])
        #expect(MeasureResolver.resolve(quantity: 0.5, unit: "cup", size: nil, food: raisins)?.grams == 72.5)
        #expect(MeasureResolver.resolve(quantity: 0.5, unit: "cup", size: nil, food: raisins, descriptors: ["packed"])?.grams == 82.5)
    }

    @Test func aUnitFromACloselyRelatedEntry() {
        // SR28 swiss lists only cups; FDC's swiss has "1 slice" = 21.9 g. Two slices are 43.8 g, never two cups.
        let cups = Self.food("Cheese, swiss", "dairy", [("1 cup, diced", 132), ("1 cup, melted", 244)])
        var sliced = Self.food("Cheese, swiss", "dairy", [("1 slice", 21.9)])
        sliced.source = .usdaFoundation
        sliced.key = "fd:swiss"
        var sr = cups
        sr.key = "sr:swiss"
        let parser = MealParser(lookup: MemoryLookup(foods: [sr, sliced]), lexicon: CommonFoods(text: "swiss cheese; swiss => sr:swiss"))
        let item = parser.parse("2 slices of swiss cheese").items.first
        #expect(item?.food?.key == "sr:swiss")
        #expect(abs((item?.grams ?? 0) - 43.8) < 0.01)
    }

    /// Among equally long runs the rightmost names the food, unless it names an entry only reordered and an
    /// overlapping run to its left says a name in its own order: "ribeye steak broiled" is the ribeye, not "broiled steak".
    @Test func aNameInItsOwnOrderBeatsAReorderedRun() throws {
        let lexicon = CommonFoods(text: "ribeye; ribeye steak => sr:ribeye\nbroiled steak => sr:sirloin\nchicken breast => sr:breast\nbreast milk => sr:milk")
        let stems = CommonFoods.stems("choice ribeye steak broiled")
        let match = try #require(lexicon.bestMatch(stems))
        #expect(match.entry.key == "sr:ribeye")
        #expect(match.covered == 1..<3)
        // Both in order: the rightmost still wins ("chicken breast milk" ends in the milk).
        let inOrder = try #require(lexicon.bestMatch(CommonFoods.stems("chicken breast milk")))
        #expect(inOrder.entry.key == "sr:milk")
        // Reordered with nothing in order beside it: still found.
        let alone = try #require(lexicon.bestMatch(CommonFoods.stems("steak broiled")))
        #expect(alone.entry.key == "sr:sirloin")
    }

    @Test func aMeasureStatedByWeightStandsInWhole() throws {
        // Counted by a unit the food lists no measure for, "56 grams, 1 serving" stands in as 56 g each, never 1 g.
        let ham = Self.food("Ham, sliced, regular", "meats", [("56 grams, 1 serving", 56), ("1 cup", 140)])
        let two = try #require(MeasureResolver.resolve(quantity: 2, unit: "steak", size: nil, food: ham))
        #expect(two.grams == 112)
    }

    @Test func aDrinkContainerTheFoodNames() throws {
        // "1 can, or bottle (12 fl oz)" = 354 g: a bottle is that measure, not a 500 ml guess.
        let beer = Self.food("Alcoholic beverage, beer, light", "beverages", [("1 fl oz", 29.5), ("1 can, or bottle (12 fl oz)", 354)])
        let bottle = try #require(MeasureResolver.resolve(quantity: 1, unit: "bottle", size: nil, food: beer))
        #expect(bottle.grams == 354)
    }

    @Test func multipliersAndAmountsAfterTheFood() {
        var words = ["soft", "taco", "x2"]
        #expect(MealParser.takeMultiplier(&words) == 2)
        #expect(words == ["soft", "taco"])
        var spaced = ["burger", "x", "3"]
        #expect(MealParser.takeMultiplier(&spaced) == 3)
        var none = ["2", "x", "50", "g"]
        #expect(MealParser.takeMultiplier(&none) == 1)
        #expect(MealParser.trailingAmount(["pork", "chop", "5", "oz"]) == ["5", "oz", "pork", "chop"])
        #expect(MealParser.trailingAmount(["chicken", "thigh", "5", "oz", "roasted"]) == ["5", "oz", "chicken", "thigh", "roasted"])
        #expect(MealParser.trailingAmount(["oj", "8", "fl", "oz"]) == ["8", "fl", "oz", "oj"])
        #expect(MealParser.trailingAmount(["2", "eggs"]) == nil)
    }

    @Test func implausibleItemsAreAskedAbout() {
        // A count read as a large unit: 8 servings of a 250 g dish is far beyond one item of its group.
        let food = Self.food("Lasagna, cheese, frozen, prepared", "meals", [("1 serving", 243), ("1 oz", 28)])
        let lookup = MemoryLookup(foods: [food])
        let meal = MealParser(lookup: lookup).parse("8 lasagna")
        let item = meal.items.first
        #expect(item?.question != nil)
        #expect((item?.confidence ?? 1) < 0.3)
        // The same food in an ordinary amount is not questioned.
        let ordinary = MealParser(lookup: lookup).parse("1 serving of lasagna").items.first
        #expect(ordinary?.question == nil)
        #expect((ordinary?.confidence ?? 0) > 0.5)
    }
}

/// The assist's protocol rules: what is asked, what answer is accepted, and when its reading is kept.
struct MealAssistRuleTests {
    static func answer(_ content: String) -> Data {
        let object: [String: Any] = ["choices": [["message": ["role": "assistant", "content": content]]]]
        return (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
    }

    @Test func theRequestNamesTheModelAndCarriesTheText() throws {
        let body = try #require(try JSONSerialization.jsonObject(with: MealAssist.requestBody(text: "two eggs", model: "m1")) as? [String: Any])
        #expect(body["model"] as? String == "m1")
        let messages = try #require(body["messages"] as? [[String: String]])
        #expect(messages.last?["content"] == "two eggs")
        #expect(messages.first?["role"] == "system")
    }

    @Test func answersBecomePlainMealText() throws {
        let fenced = Self.answer("```json\n{\"items\":[{\"food\":\"large eggs\",\"quantity\":2,\"unit\":null},{\"food\":\"rye bread\",\"quantity\":\"1.5\",\"unit\":\"Slice\"}]}\n```")
        let items = try #require(MealAssist.items(fromResponse: fenced))
        #expect(items == [.init(food: "large eggs", quantity: 2, unit: nil), .init(food: "rye bread", quantity: 1.5, unit: "slice")])
        #expect(MealAssist.text(items) == "2 large eggs, 1 1/2 slice rye bread")
    }

    @Test(arguments: [
        "no json here", "{\"items\":[]}", "{\"items\":[{\"food\":\"eggs\",\"quantity\":-1}]}", "{\"items\":[{\"food\":\"eggs\",\"quantity\":1e9}]}",
        "{\"items\":[{\"quantity\":1}]}", "{\"foods\":[{\"food\":\"eggs\"}]}",
    ])
    func badAnswersAreRefused(_ content: String) {
        #expect(MealAssist.items(fromResponse: Self.answer(content)) == nil)
        #expect(MealAssist.items(fromResponse: Data("not json".utf8)) == nil)
    }

    @Test func theAssistedReadingIsKeptOnlyWhenItFindsAsMuch() {
        let food = MeasureTextRuleTests.food("Egg, whole, raw", "dairy", [("1 large", 50)])
        func item(_ found: Bool) -> ParsedItem {
            ParsedItem(
                text: "x", foodPhrase: "x", food: found ? food : nil, quantity: 1, unit: nil, size: nil, grams: 50, nutrients: Nutrients(),
                confidence: 1, basis: "", assumption: nil, choices: [], question: nil)
        }
        let two = ParsedMeal(text: "", items: [item(true), item(true)], mealLabel: nil, unmatched: [])
        let one = ParsedMeal(text: "", items: [item(true)], mealLabel: nil, unmatched: ["toast"])
        #expect(MealAssist.prefersAssisted(offline: one, assisted: two))
        #expect(!MealAssist.prefersAssisted(offline: two, assisted: one))
        #expect(!MealAssist.prefersAssisted(offline: two, assisted: ParsedMeal(text: "", items: [], mealLabel: nil, unmatched: [])))
    }
}

/// The fast ASCII path of `SearchText.words` against Foundation's folding (the independent reference).
struct SearchTextTests {
    @Test func asciiWordsMatchFoundationFolding() {
        var random = SeededRandom(state: 20261123)
        let alphabet = Array("abcXYZ019 ,.'&%/-()\"\t;:!?éü")
        for _ in 0..<2_000 {
            let length = Int(random.next() * 24)
            let text = String((0..<length).map { _ in alphabet[min(alphabet.count - 1, Int(random.next() * Double(alphabet.count)))] })
            if let fast = SearchText.asciiWords(text) {
                #expect(fast == SearchText.unicodeWords(text), "\(text)")
            } else {
                #expect(text.utf8.contains { $0 >= 0x80 }, "\(text)")
            }
        }
        #expect(SearchText.words("McDONALD'S, Big Mac") == ["mcdonalds", "big", "mac"])
        #expect(SearchText.words("M&M's") == ["m", "and", "ms"])
        #expect(SearchText.words("Crème brûlée") == ["creme", "brulee"])
    }

    /// The one-pass name reader against splitting on commas through Foundation's folding.
    @Test func nameWordsMatchSplittingOnCommas() {
        var random = SeededRandom(state: 20261124)
        let alphabet = Array("abcXYZ019 ,,.'&%/-()\"\t;:!?")
        for _ in 0..<2_000 {
            let length = Int(random.next() * 30)
            let text = String((0..<length).map { _ in alphabet[min(alphabet.count - 1, Int(random.next() * Double(alphabet.count)))] })
            let parts = text.split(separator: ",").map { SearchText.unicodeWords(String($0)) }
            let read = SearchText.nameWords(text)
            #expect(read.words == parts.flatMap { $0 }, "\(text)")
            #expect(read.headCount == (parts.first?.count ?? 0), "\(text)")
        }
        #expect(SearchText.nameWords("Cheese, cheddar, sharp").headCount == 1)
        #expect(SearchText.stem("berries") == "berry")
        #expect(SearchText.stem("bus") == "bus")
        #expect(SearchText.stem("tomatoes") == "tomato")
        // A singular in "-ie" and its plural in "-ies" are one word.
        for (singular, plural) in [("cookie", "cookies"), ("pie", "pies"), ("brownie", "brownies"), ("smoothie", "smoothies")] {
            #expect(SearchText.stem(singular) == SearchText.stem(plural), "\(singular)")
        }
        #expect(SearchText.stem("cherries") != SearchText.stem("cookies"))
        // Two typed words a name may close up: never with a numeral, a stop word or a single letter.
        #expect(SearchText.joinedStem("pan", "cakes") == "pancake")
        #expect(SearchText.joinedStem("2", "eggs") == nil && SearchText.joinedStem("with", "milk") == nil && SearchText.joinedStem("t", "bone") == nil)
    }

    /// Optimal string alignment distance on textbook pairs: "kitten"/"sitting" is 3, an adjacent swap is
    /// one edit, and "ca"/"abc" is 3 (the restricted form never edits a swapped pair again).
    /// A slip is a key beside the one meant, a letter that sounds alike, a vowel for a vowel or a key struck twice (QWERTY
    /// rows); a consonant far from the one meant makes another word.
    @Test func slipsAreOnesAHandOrAnEarMakes() {
        #expect(SearchText.isLikelySlip("chedder", for: "cheddar"))  // vowel for vowel
        #expect(SearchText.isLikelySlip("sause", for: "sauce"))  // s sounds as c
        #expect(SearchText.isLikelySlip("bwef", for: "beef"))  // w beside e
        #expect(SearchText.isLikelySlip("egss", for: "eggs"))  // s struck twice
        #expect(SearchText.isLikelySlip("brocoli", for: "broccoli"))  // a dropped letter is no substitution
        #expect(!SearchText.isLikelySlip("latkes", for: "lattes"))  // k and t: far apart, unlike sounds
        #expect(!SearchText.isLikelySlip("stack", for: "snack"))
        #expect(!SearchText.isLikelySlip("bean", for: "beak"))  // n and k: keys apart on different rows
    }

    @Test func editDistanceOnTextbookPairs() {
        #expect(SearchText.editDistance("kitten", "sitting", limit: 5) == 3)
        #expect(SearchText.editDistance("abcd", "acbd", limit: 5) == 1)
        #expect(SearchText.editDistance("ca", "abc", limit: 5) == 3)
        #expect(SearchText.editDistance("café", "cafe", limit: 5) == 1)
        #expect(SearchText.editDistance("chiken", "chicken", limit: 2) == 1)
        #expect(SearchText.editDistance("banana", "apple", limit: 2) == 3)
    }
}

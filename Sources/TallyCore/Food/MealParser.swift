import Foundation

/// Where the meal parser finds foods. The store implements it over the food database; tests can
/// implement it over a few foods in memory.
public protocol FoodLookup {
    /// A food by its stable key ("sr:9040").
    func food(key: String) -> Food?
    /// Foods matching words, best first.
    func search(_ text: String, limit: Int) -> [Food]
    /// Whether any food name contains this word (or a word starting with it).
    func isKnownWord(_ word: String) -> Bool
    /// How many foods name this exact word, counted up to `cap` (how common the word is in food names).
    func foodCount(withWord word: String, cap: Int) -> Int
}

extension FoodLookup {
    public func foodCount(withWord word: String, cap: Int) -> Int { isKnownWord(word) ? cap : 0 }
}

/// One food found in a typed meal.
public struct ParsedItem: Sendable, Equatable {
    /// The words this item came from.
    public var text: String
    /// The words that named the food (quantity and unit removed).
    public var foodPhrase: String
    public var food: Food?
    public var quantity: Double
    /// The unit as read ("cup", "g", "slice"); nil for a count of the food itself.
    public var unit: String?
    public var size: String?
    public var grams: Double
    public var nutrients: Nutrients
    /// 0…1: how sure the match and the amount are.
    public var confidence: Double
    /// How the grams were worked out.
    public var basis: String
    /// What Tally assumed, when the text left it open.
    public var assumption: String?
    /// Other amounts the person may have meant ("1 tsp", "1 tbsp", "2 tbsp", "1/4 cup").
    public var choices: [String]
    /// A question to ask when the amount is a guess ("How much olive oil: 1 tsp, 1 tbsp or 2 tbsp?").
    public var question: String?
    /// Words of the item that named neither the food nor its amount, and are not filler: reported, not dropped.
    public var ignoredWords: [String] = []

    /// The amount as people read it: "2 large", "1 1/2 cup", "150 g".
    public var quantityText: String {
        var parts = [QuantityText.format(quantity)]
        if let size { parts.append(size) }
        if let unit { parts.append(unit) }
        return parts.joined(separator: " ")
    }
}

/// A typed meal read into items.
public struct ParsedMeal: Sendable, Equatable {
    public var text: String
    public var items: [ParsedItem]
    /// A meal named in the text ("lunch - …", "breakfast: …").
    public var mealLabel: String?
    /// Parts of the text no food matched.
    public var unmatched: [String]

    public var nutrients: Nutrients { Nutrients.sum(items.map(\.nutrients)) }
    public var confidence: Double {
        items.isEmpty ? 0 : items.map(\.confidence).reduce(0, +) / Double(items.count)
    }
}

/// Reads typed meals ("3 scrambled eggs with cheddar and a glass of orange juice") into foods and
/// grams. Deterministic and offline: the lexicon of everyday foods first, then the food database.
public struct MealParser {
    let lookup: any FoodLookup
    let lexicon: CommonFoods

    public init(lookup: any FoodLookup, lexicon: CommonFoods = .shared) {
        self.lookup = lookup
        self.lexicon = lexicon
    }

    public static let maximumLength = 2_000

    // MARK: Vocabulary

    static let mealWords: [String: String] = [
        "breakfast": "Breakfast", "brunch": "Breakfast", "lunch": "Lunch", "dinner": "Dinner", "supper": "Dinner",
        "snack": "Afternoon Snack", "dessert": "Dinner",
    ]

    static let brands: [(words: [String], name: String)] = [
        (["mcdonalds"], "mcdonalds"), (["mcdonald"], "mcdonalds"), (["mcd"], "mcdonalds"), (["burger", "king"], "burger king"),
        (["bk"], "burger king"), (["wendys"], "wendys"), (["wendy"], "wendys"), (["taco", "bell"], "taco bell"), (["kfc"], "kfc"),
        (["popeyes"], "popeyes"), (["pizza", "hut"], "pizza hut"), (["dominos"], "dominos"), (["domino"], "dominos"),
        (["papa", "johns"], "papa johns"), (["subway"], "subway"), (["starbucks"], "starbucks"),
        (["mcds"], "mcdonalds"), (["little", "caesars"], "little caesars"), (["arbys"], "arbys"), (["applebees"], "applebees"),
        (["dennys"], "dennys"), (["cracker", "barrel"], "cracker barrel"), (["olive", "garden"], "olive garden"),
        (["chick", "fil", "a"], "chick fil a"),
    ]

    /// Every word of a chain's name.
    static let brandWords: Set<String> = Set(brands.flatMap(\.words))

    /// Words that join items ("eggs and toast", "rice with beans", "tofu over rice"). ("Weighing" joins the item before
    /// to what it weighed: "3 tacos weighing 250 g".)
    static let joiners: [String] = [
        "and", "with", "plus", "w", "in", "on", "onto", "over", "under", "between", "topped", "alongside", "along", "then", "also", "weighing", "weighed",
        "weighs",
    ]

    /// Participles that build a dish out of what follows "with" ("filled with cheese", "served with rice"): the pair
    /// joins as "with" does. How a food was made ("made with milk", "cooked with oil") is not here: that is its state.
    static let withParticiples: Set<String> = [
        "topped", "filled", "stuffed", "served", "covered", "smothered", "drizzled", "sprinkled", "loaded", "layered",
        "garnished", "dressed", "spread", "paired", "accompanied",
    ]

    /// The words of "the whole thing", "all of it", "the entire one": the item before, whole.
    static let wholeThingWords: Set<String> = ["the", "whole", "entire", "all", "of", "it", "them", "thing", "one", "lot"]
    /// Units a food is sold whole in: "a can of soup, the whole thing" is the can.
    static let soldWholeUnits: Set<String> = ["can", "bottle", "package", "packet", "container", "jar", "pouch"]

    /// Measure words for one whole of the food itself ("1 fruit, without refuse", "1 whole", "1 item").
    static let wholeUnits: Set<String> = ["fruit", "whole", "each", "item"]

    /// A piece cut from a whole ("a slice of pie", "a wedge of cornbread").
    static let pieceOfWholeWords: Set<String> = ["slice", "slices", "piece", "pieces", "wedge", "wedges", "square", "squares"]
    /// Words before a whole that say which one it is, not its size ("1/8 of the pie", "of a whole cake").
    static let wholeArticles: Set<String> = ["the", "a", "an", "whole", "entire"]

    /// A word of a whole's size: a number, "inch", a weight unit or a size word ("a 9 inch pie", "a 17 oz cake").
    static func isWholeSize(_ word: String) -> Bool {
        word == "inch" || QuantityText.number(word) != nil || HouseholdUnit.normalized(word).map(HouseholdUnit.isWeight) == true
            || HouseholdUnit.size(word) != nil
    }

    /// Words that say an amount is rough ("about 6").
    static let roughly: Set<String> = ["about", "around", "roughly", "maybe", "approximately", "approx", "like", "say"]

    /// Words around a count said after an item ("about 15", "8 of them", "10 to be exact").
    static let countAsides: Set<String> = roughly.union([
        "to", "be", "exact", "exactly", "precisely", "of", "them", "those", "in", "all", "total", "or", "so", "ones",
    ])

    /// Leading verbs and chatter that carry no food ("had", "ate it", "cooked 4 oz of …").
    static let chatter: Set<String> = [
        "had", "have", "ate", "eat", "eaten", "drank", "i", "it", "made", "make", "cooked", "grabbed", "got", "some",
        "about", "approx", "approximately", "around", "roughly", "like", "maybe", "weighed", "weighing", "at", "then",
        "also", "too", "just", "them", "that", "this", "from", "the", "stand", "side", "each", "by", "itself", "for", "my", "our",
        "to", "go", "me", "we", "plus", "and", "with", "w", "of", "a", "an", "those", "these", "probably", "prob", "call", "say",
        "still", "more", "usual",
    ]

    /// A cut's fat trim as said ("1/8 inch fat"), kept by `normalize` as one word, and USDA's spelling of it (`1/8"fat`).
    static let fatTrimWords: [String: String] = ["trimzero": "0\"", "trimeighth": "1/8\"", "trimquarter": "1/4\"", "trimhalf": "1/2\""]

    /// Verbs and hedges before an item's amount ("had …", "cooked 4 oz of …", "about 300 g of …").
    static let leadingChatter: Set<String> = [
        "had", "ate", "cooked", "made", "drank", "drink", "grabbed", "got", "i", "have", "just", "about", "approximately", "approx",
        "around", "roughly", "like", "maybe", "nearly", "almost", "over", "we", "then", "also", "probably",
    ]

    /// Drops the verbs and hedges before an item's amount. "cooked" is a verb only before an amount or more chatter
    /// ("cooked 4 oz of …", "cooked up some …"); before a food it is the food's state ("cooked spinach, 1 cup").
    static func dropLeadingChatter(_ words: inout [String]) {
        while let first = words.first, leadingChatter.contains(first) {
            if first == "cooked", words.count > 1, QuantityText.leading(Array(words.dropFirst())) == nil,
                !chatter.contains(words[1]), HouseholdUnit.normalized(words[1]) == nil
            {
                return
            }
            words.removeFirst()
        }
    }

    /// Dishes named before their ingredients ("salad with …", "grilled cheese made with …").
    static let dishWords: Set<String> = [
        "salad", "sandwich", "sandwiches", "burger", "bowl", "wrap", "plate", "parfait", "smoothie", "tacos", "omelet",
        "omelette", "platter", "breakfast", "lunch", "dinner", "meal", "snack", "stir", "fry", "toast",
    ]

    /// Words after a food that only say how it was prepared ("eggs scrambled with …").
    static let preparationWords: Set<String> = [
        "scrambled", "sauteed", "sautéed", "fried", "stir", "cooked", "baked", "grilled", "roasted", "steamed", "boiled",
        "crumbled", "chopped", "sliced", "diced", "melted", "toasted", "mashed", "topped", "drizzled", "tossed", "mixed",
        "blended", "warmed", "heated", "reheated", "microwaved", "served", "in", "made", "wilted", "browned", "seared", "simmered",
        "softened", "caramelized", "caramelised", "charred", "sweated", "stirfried",
    ]

    /// How a food was readied to eat, never a food ("drained and rinsed", "thawed", "peeled").
    /// ("Jarred" says only that it came from a jar, as shelf foods do: no word a name must hold.)
    static let handlingWords: Set<String> = [
        "drained", "rinsed", "thawed", "peeled", "pitted", "trimmed", "seeded", "cored", "shelled", "deveined", "skinned", "jarred",
    ]

    /// Words before "with" that say what a food was sweetened, seasoned or dressed with ("sweetened with honey").
    static let flavoringVerbs: Set<String> = [
        "sweetened", "flavored", "flavoured", "seasoned", "spiced", "dressed", "garnished", "sprinkled", "smothered", "slathered", "dusted",
    ]

    /// What USDA calls an entry that stands for every kind of a food ("Potatoes, french fries, all types, …").
    static let allKindsPhrases = ["all types", "all varieties", "all classes", "all grades"]

    /// Where a dish was bought, said as a kind of it ("fast food style").
    static let originWords: Set<String> = ["fast", "food", "foods", "restaurant", "takeout", "diner"]
    /// The food at the head of the "with" list that the segments read last end ("pancakes" of "pancakes with syrup and
    /// butter"), if they end one.
    static func withListHead(_ segments: [Segment]) -> Int? {
        let chain = segments.indices.reversed().prefix { ["with", "and"].contains(segments[$0].joiner) }
        guard chain.contains(where: { segments[$0].joiner == "with" }), let first = chain.last, first > 0 else { return nil }
        return first - 1
    }

    /// Flavours that are never eaten by themselves ("…, vanilla").
    static let flavourOnlyWords: Set<String> = ["vanilla", "mocha", "hazelnut", "caramel"]

    /// Words before "flavored" that name no flavour ("a flavored latte", "2 tbsp of flavored creamer").
    static let flavorLeaders: Set<String> = ["a", "an", "the", "of", "some", "my", "and", "with", "or", "one", "oz", "cup", "cups", "tbsp", "tsp", "g"]

    /// The fats a dish is made or cooked with ("made with butter").
    static let cookingFats: Set<String> = ["butter", "margarine", "oil", "lard", "ghee", "shortening"]

    /// Words said of what a drink or dish was served in ("a tall glass", "my travel mug"), none of them a food.
    static let servingVesselWords: Set<String> = [
        "a", "an", "the", "my", "his", "her", "their", "our", "your", "one", "tall", "short", "big", "little", "plastic", "paper",
        "travel", "coffee", "wine", "solo", "frosted", "chilled", "favorite", "favourite", "ceramic",
    ]

    static let containerWords: Set<String> = ["glass", "can", "bottle", "mug", "cup", "bowl", "plate", "carton", "box", "jar"]

    /// What an amount said by weight or volume came in ("a 19 oz tin of", "one 3 oz sleeve of"): no part of the food. (A word
    /// that is also a food's, "pot" of "pot roast", only before "of".)
    static func holdsAmount(_ words: [String], at index: Int) -> Bool {
        let word = HouseholdUnit.singular(words[index])
        if containerWords.contains(word) { return true }
        return index + 1 < words.count && words[index + 1] == "of" && (soldInUnits.contains(word) || otherHolders.contains(word))
    }

    /// Words for a can ("a 4 oz can of", "a tin of").
    static let cans: Set<String> = ["can", "tin"]

    /// Holders of an amount beside `soldInUnits` ("a 5.3 oz tub of").
    static let otherHolders: Set<String> = ["pack", "tub", "container", "tin", "sleeve"]

    // MARK: Parsing

    /// Parses a typed meal. Never throws: what it cannot read lands in `unmatched`.
    public func parse(_ text: String) -> ParsedMeal {
        var working = MealParser.amountsAfterDashes(MealParser.normalize(MealParser.withoutLeadingVerb(String(text.prefix(MealParser.maximumLength)))))
        var mealLabel: String?
        var brand: String?
        // "lunch - …", "turkey sandwich: …", "mcdonalds: …"
        if let label = MealParser.leadingLabel(working) {
            let words = SearchText.words(label.label)
            mealLabel = words.compactMap { MealParser.mealWords[$0] }.first
            working = label.rest
            brand = MealParser.brand(in: words)
            // "quinoa: one cup, cooked": a label that names a food, before an amount that names none (only how it was
            // cooked, and in what), is the food that amount is of, never a meal's name.
            // (The amount's own part: up to a comma, or what came with it, "…: a cup with butter".)
            let firstPart = Array(MealParser.tokens(String(label.rest.prefix { $0 != "," })).prefix { $0 != "with" && $0 != "and" })
            if mealLabel == nil, brand == nil, MealParser.breadUnderHeading(label.label) == nil,
                let amount = QuantityText.leading(firstPart),
                firstPart.dropFirst(amount.count).allSatisfy({ word in
                    !MealParser.namesNoAmount(word) || MealParser.states[word] != nil || MealParser.preparationWords.contains(word)
                        || MealParser.neutralWords.contains(word) || MealParser.packingMedia.contains(word)
                        || ["in", "salt", "salted", "unsalted"].contains(word)
                }),
                case let named = namedWords(of: label.label), !named.isEmpty, resolveFood(named, brand: nil) != nil
            {
                working = label.label + ", " + label.rest
            }
            // "pb and j on rye - 2 tbsp peanut butter, 1 tbsp jam": a heading that says what bread the listed fillings
            // are on adds that bread when the list names none.
            if let bread = MealParser.breadUnderHeading(label.label),
                !SearchText.words(working).contains(where: { MealParser.sandwichBreads.contains($0) || ["tortilla", "tortillas", "wrap"].contains($0) })
            {
                working += ", " + bread
            }
        }
        // "turkey and provolone on sourdough, 3 oz turkey, 1 slice provolone": a sandwich on its bread, then a comma
        // and its fillings with their amounts, is the same heading.
        else if let heading = MealParser.sandwichHeading(working) {
            working = heading.rest + ", " + heading.bread
        }
        // "for breakfast I had …": the meal, then chatter.
        if mealLabel == nil, let lead = MealParser.leadingMeal(working) {
            mealLabel = lead.label
            working = lead.rest
        }
        // "… for dinner": the meal, named after the food.
        if let trail = MealParser.trailingMeal(working) {
            mealLabel = mealLabel ?? trail.label
            working = trail.rest
        }
        brand = brand ?? MealParser.brand(in: SearchText.words(working))
        working = spellingHowMade(working)
        let segments = segment(working, brand: brand)
        var (items, unmatched) = parseSegments(segments, brand: brand)
        // A meal with a chain's signature item ("Big Mac, medium fries") was bought there.
        if brand == nil, let inferred = items.compactMap({ $0.food.flatMap { MealParser.brand(in: SearchText.words($0.name)) } }).first {
            (items, unmatched) = parseSegments(segments, brand: inferred)
        }
        return ParsedMeal(text: text, items: items, mealLabel: mealLabel, unmatched: unmatched)
    }

    func parseSegments(_ segments: [Segment], brand: String?) -> ([ParsedItem], [String]) {
        var items: [ParsedItem] = []
        var unmatched: [String] = []
        // The segment the last item was read from, as read.
        var lastSegment: Segment?
        for (position, original) in segments.enumerated() {
            var segment = original
            // A food prepared in or with something listed after it ("sautéed in oil", "fried with lard"):
            // that is its own item, and the food is weighed as bought.
            if position + 1 < segments.count, ["in", "with"].contains(segments[position + 1].joiner) {
                var words = MealParser.tokens(segment.text)
                // (So is what it was sweetened or seasoned with: "oatmeal sweetened with honey" is oatmeal, and honey.)
                while words.count > 1, let last = words.last, MealParser.preparationWords.contains(last) || MealParser.flavoringVerbs.contains(last) {
                    words.removeLast()
                }
                segment.text = words.joined(separator: " ")
            }
            var splash = false
            // "coffee with milk", "tea with cream and sugar": what goes into a hot drink with no amount given is a
            // splash of it (2 tbsp), not a glass of milk.
            if ["with", "and"].contains(segment.joiner), QuantityText.leading(MealParser.tokens(segment.text)) == nil, segment.annotation == nil,
                let drink = items.last?.food?.name.lowercased(), drink.hasPrefix("coffee") || drink.hasPrefix("tea,") || drink.hasPrefix("tea "),
                segment.joiner == "with" || segments[..<position].contains(where: { $0.joiner == "with" }),
                case let words = MealParser.tokens(segment.text).filter({ !["a", "some", "the", "little", "bit", "of"].contains($0) }),
                words.last.map(MealParser.intoDrinks.contains) == true, words.count <= 3
            {
                segment.text = "2 tbsp " + words.joined(separator: " ")
                splash = true
            }
            // "… with lemon": a wedge (an eighth of the fruit) squeezed over it or into it.
            var wedge: String?
            if segment.joiner == "with" || segment.joiner == "and" && segments[..<position].last?.joiner == "with",
                !items.isEmpty, segment.annotation == nil, case let words = MealParser.tokens(segment.text),
                QuantityText.leading(words) == nil, let fruit = MealParser.squeezedFruit(words)
            {
                segment.text = "1/8 " + fruit
                wedge = fruit
            }
            if var item = parseSegment(segment, brand: brand) {
                if let wedge {
                    item.confidence = min(item.confidence, 0.5)
                    item.assumption = "no amount given; assumed a wedge (1/8 of the fruit) squeezed over it"
                    item.choices = ["a wedge", "2 wedges", "half a \(wedge)", "a whole \(wedge)"]
                    item.question = "How much \(wedge)? " + MealParser.orList(item.choices) + "?"
                }
                if splash {
                    item.confidence = min(item.confidence, 0.5)
                    item.assumption = "no amount given; assumed 2 tbsp in the drink"
                    item.choices = ["1 tbsp", "2 tbsp", "1/4 cup", "1/2 cup"]
                    item.question = "How much \(item.foodPhrase)? " + MealParser.orList(item.choices) + "?"
                }
                // "2 slices of bread with 1 tbsp jam each": that amount for each of the items before.
                // (Also after a comma: "2 slices of rye, toasted, with 1 tsp honey each"; and the amount said after
                // what went with them: "2 english muffins with jam, a tablespoon each".)
                if ["with", "on", ","].contains(segment.joiner),
                    MealParser.tokens(segment.text).last == "each" && segment.annotation == nil
                        || segment.joiner != "," && segment.annotation.map({ MealParser.tokens($0).last == "each" }) == true,
                    let previous = items.last, previous.quantity > 1, previous.quantity <= 24, previous.quantity == previous.quantity.rounded(),
                    previous.unit.map({ !HouseholdUnit.isWeight($0) && !HouseholdUnit.isVolume($0) && $0 != "fl oz" }) ?? true
                {
                    item.grams *= previous.quantity
                    item.nutrients = item.nutrients.scaled(by: previous.quantity)
                    item.quantity *= previous.quantity
                    item.basis += "; × \(QuantityText.format(previous.quantity)) (each of the \(QuantityText.format(previous.quantity)) before) → \(MeasureResolver.fmt(item.grams)) g"
                }
                // "a cup of raw navy beans, dried mature seeds": a part after a comma, with no amount, whose every word
                // the food before names or says how it was kept or cooked, only describes that food.
                if segment.joiner == ",", let previous = items.last, let name = previous.food?.name, segment.annotation == nil,
                    case let said = MealParser.tokens(segment.text), QuantityText.leading(said) == nil,
                    case let content = said.filter({ MealParser.carriesMeaning($0) && !["a", "an", "the"].contains($0) }),
                    case let stems = MealParser.namingStems(name),
                    // (Or a word that starts a compound the name holds: "shortening, soy" of USDA's "soybean".)
                    case let named = { (word: String) in
                        stems.contains(SearchText.stem(word)) || word.count >= 3 && stems.contains { $0.count >= word.count + 3 && $0.hasPrefix(word) }
                    },
                    content.contains(where: { MealParser.states[$0] == nil && named($0) }),
                    content.allSatisfy({ MealParser.states[$0] != nil || named($0) })
                {
                    continue
                }
                // A flavour of two parts: both sides of an "and" read as one food whose own name holds
                // the "and" ("…, maple & brown sugar, dry") are that one food, once; so are the two parts of a dish
                // named "with" ("lentil and ham soup" is "Soup, lentil with ham").
                if segment.joiner == "and", let previous = items.last, let key = item.food?.key, previous.food?.key == key,
                    QuantityText.leading(MealParser.tokens(segment.text)) == nil, segment.annotation == nil,
                    let name = item.food?.name.lowercased(),
                    SearchText.containsBytes(name, "&") || SearchText.containsBytes(name, " and ") || SearchText.containsBytes(name, " with ")
                {
                    continue
                }
                // "beef and pork knockwurst": the part after "and" read as a food whose own name also holds the part before
                // ("Knackwurst, knockwurst, pork, beef"), said with no amount of its own, is that one food, never the part
                // before beside it.
                if segment.joiner == "and", let previous = items.last, previous.ignoredWords.isEmpty,
                    case let before = MealParser.tokens(previous.text).filter({ !["a", "an", "the", "some"].contains($0) }),
                    (1...2).contains(before.count), QuantityText.leading(before) == nil, !before.contains(where: { HouseholdUnit.normalized($0) != nil }),
                    let name = item.food?.name, previous.food?.key != item.food?.key,
                    case let stems = MealParser.namingStems(name), before.allSatisfy({ stems.contains(SearchText.stem($0)) }),
                    case let after = MealParser.tokens(segment.text), !after.contains(where: before.contains)
                {
                    item.text = previous.text + " and " + item.text
                    items[items.count - 1] = item
                    lastSegment = nil
                    if !item.ignoredWords.isEmpty { unmatched.append(item.ignoredWords.joined(separator: " ")) }
                    continue
                }
                // So with the amount said before the part ("2 tbsp of sesame and ginger dressing"): the amount is the
                // one food's, read again whole, when it reads as that food.
                if segment.joiner == "and", let previous = items.last, previous.ignoredWords.isEmpty, let before = lastSegment,
                    let key = item.food?.key, previous.food?.key != key, let name = item.food?.name,
                    case let said = MealParser.tokens(previous.text), let lead = QuantityText.leading(said),
                    case var rest = Array(said[lead.count...]),
                    QuantityText.leading(MealParser.tokens(segment.text)) == nil, segment.annotation == nil
                {
                    if let unit = rest.first, HouseholdUnit.normalized(unit) != nil { rest.removeFirst() }
                    if rest.first == "of" { rest.removeFirst() }
                    let part = rest.filter { !MealParser.chatter.contains($0) && !["homemade", "own"].contains($0) }
                    if (1...2).contains(part.count), case let stems = MealParser.namingStems(name),
                        part.allSatisfy({ stems.contains(SearchText.stem($0)) }),
                        !MealParser.tokens(segment.text).contains(where: part.contains)
                    {
                        var joined = before
                        joined.text += " and " + segment.text
                        if let again = parseSegment(joined, brand: brand), again.food?.key == key {
                            items[items.count - 1] = again
                            lastSegment = joined
                            if !again.ignoredWords.isEmpty { unmatched.append(again.ignoredWords.joined(separator: " ")) }
                            continue
                        }
                    }
                }
                // So is a food whose own name holds the "with" ("…, turkey with cranberry sauce, …"), read on both sides
                // of it: one serving of it, never that food twice.
                if segment.joiner == "with", let previous = items.last, let key = item.food?.key, previous.food?.key == key,
                    QuantityText.leading(MealParser.tokens(segment.text)) == nil, segment.annotation == nil,
                    let name = item.food?.name.lowercased(), SearchText.words(name).contains("with")
                {
                    continue
                }
                // "a cola with caffeine": what is said after "with" read as the same food, whose name holds every word
                // of it ("…, cola, contains caffeine"), says which kind it is: no second serving.
                if segment.joiner == "with", let previous = items.last, let key = item.food?.key, previous.food?.key == key,
                    segment.annotation == nil, case let said = MealParser.tokens(segment.text).filter(MealParser.carriesMeaning),
                    (1...3).contains(said.count), QuantityText.leading(MealParser.tokens(segment.text)) == nil,
                    let name = item.food?.name, case let stems = MealParser.namingStems(name),
                    said.allSatisfy({ stems.contains(SearchText.stem($0)) })
                {
                    continue
                }
                // "…, stewed with sugar": what the food before was made with, where USDA lists that food's own kind
                // made with it ("…, stewed, with sugar" beside "…, stewed, without sugar"), is that kind; no second
                // food.
                if segment.joiner == "with", let previous = items.last, let had = previous.food, let before = lastSegment,
                    segment.annotation == nil, case let said = MealParser.tokens(segment.text).filter(MealParser.carriesMeaning),
                    (1...2).contains(said.count), QuantityText.leading(MealParser.tokens(segment.text)) == nil,
                    !MealParser.namingStems(had.name).isSuperset(of: said.map(SearchText.stem))
                {
                    var joined = before
                    joined.text += " with " + segment.text
                    let saidStems = Set(said.map(SearchText.stem))
                    if let again = parseSegment(joined, brand: brand), let read = again.food, read.key != had.key, read.source == had.source,
                        MealParser.baseWords(read.name).first == MealParser.baseWords(had.name).first,
                        case let stems = MealParser.namingStems(read.name), stems.isSuperset(of: saidStems),
                        stems.subtracting(saidStems).subtracting(["with", "and"]).isSubset(of: MealParser.namingStems(had.name))
                    {
                        items[items.count - 1] = again
                        lastSegment = joined
                        if !again.ignoredWords.isEmpty { unmatched.append(again.ignoredWords.joined(separator: " ")) }
                        continue
                    }
                }
                // So is a word or two the food before already names, read alone as another food (a lemon-lime soda
                // "with caffeine" is "…, contains caffeine", never a cola beside it). (So is one after an "and" that
                // follows such a "with", where the name holds both: "…, whole milk & butter add".)
                if segment.joiner == "with" || segment.joiner == "and" && segments[..<position].last?.joiner == "with",
                    let previous = items.last, let had = previous.food, segment.annotation == nil,
                    case let said = MealParser.tokens(segment.text).filter(MealParser.carriesMeaning), (1...2).contains(said.count),
                    QuantityText.leading(MealParser.tokens(segment.text)) == nil,
                    case let stems = MealParser.namingStems(had.name), said.allSatisfy({ stems.contains(SearchText.stem($0)) })
                {
                    continue
                }
                // "… made from its mix with water": what the food before was made with, where its own name already says it
                // was made with that ("Gelatin dessert, dry mix, prepared with water"), is in it, no second food.
                if segment.joiner == "with", let previous = items.last, let made = previous.food, segment.annotation == nil,
                    case let said = MealParser.tokens(segment.text).filter({ !MealParser.chatter.contains($0) }), (1...2).contains(said.count),
                    QuantityText.leading(said) == nil,
                    case let nameWords = SearchText.words(made.name), let with = nameWords.lastIndex(of: "with"), with > 0,
                    ["prepared", "made", "cooked", "reconstituted", "diluted"].contains(nameWords[with - 1]),
                    said.map(SearchText.stem).allSatisfy(Set(nameWords[(with + 1)...].map(SearchText.stem)).contains)
                {
                    continue
                }
                // A meal whose own name holds what is said after "with" (a frozen dinner typed with the side its name lists:
                // "…, meatloaf & whipped potatoes"): said as what the meal comes with, never a second serving of it. (Its
                // words, or any of the lexicon's names for them, all in the meal's name.) So is what is said after an "and"
                // that follows what it comes with ("… with beef and tomato sauce"); and "frozen dinner" said last is what
                // the meal is.
                if segment.joiner == "with" || segment.joiner == "and" && items.last.map({ MealParser.tokens($0.text).contains("with") }) == true,
                    let previous = items.last, let meal = previous.food, meal.source == .usdaSR,
                    QuantityText.leading(MealParser.tokens(segment.text)) == nil, segment.annotation == nil,
                    case let mealStems = MealParser.namingStems(meal.name.replacingOccurrences(of: "&", with: " ")),
                    MealParser.baseWords(meal.name).count >= 3,
                    case let said = MealParser.withoutPackagedMealWords(MealParser.tokens(segment.text)).filter({ !MealParser.chatter.contains($0) && $0 != "and" }).map(SearchText.stem),
                    !said.isEmpty,
                    said.allSatisfy(mealStems.contains)
                        || lexicon.bestMatch(said)?.entry.names.contains(where: { name in
                            let stems = CommonFoods.stems(name).filter { $0 != "and" && $0 != SearchText.stem("and") }
                            return !stems.isEmpty && stems.allSatisfy(mealStems.contains)
                        }) == true
                {
                    continue
                }
                // "2 cups of popcorn, air popped": words after a comma with no amount that read as the very food before
                // describe it; they are no second serving.
                if segment.joiner == ",", let previous = items.last, let key = item.food?.key, previous.food?.key == key,
                    QuantityText.leading(MealParser.tokens(segment.text)) == nil, segment.annotation == nil
                {
                    continue
                }
                // "2 slices of … pizza, deep dish crust", "4 oz of tofu, the hard nigari": words after a comma
                // with no amount, read alone as another food of the same kind as the item before, that neither name the kind
                // nor head a food of their own, say which of it the item is. The item before already named so stands; else
                // the item before read with them, when its food is still of that kind and its name holds each of them some
                // food name knows (a word none knows is reported).
                if segment.joiner == ",", let previous = items.last, let before = lastSegment, let prior = previous.food, let food = item.food,
                    food.key != prior.key, segment.annotation == nil, case let words = MealParser.tokens(segment.text),
                    // (A size in inches, "14 inch", is no amount.)
                    QuantityText.leading(words).map({ $0.count < words.count && ["inch", "inches", "in"].contains(words[$0.count]) }) ?? true,
                    let kind = MealParser.ownHead(MealParser.baseWords(prior.name)).last,
                    MealParser.ownHead(MealParser.baseWords(food.name)).last == kind,
                    case let content = words.filter({ !MealParser.chatter.contains($0) && !MealParser.neutralWords.contains($0) }),
                    (1...4).contains(content.count), !content.contains(where: { SearchText.stem($0) == kind }),
                    case let named = MealParser.namingStems(prior.name),
                    case let news = content.filter({ word in
                        !named.contains(SearchText.stem(word)) && QuantityText.number(word) == nil && !["inch", "inches", "in"].contains(word)
                    }),
                    !news.contains(where: { lexicon.bestMatch([SearchText.stem($0)]) != nil })
                {
                    // (A word no food is named by says nothing of which: it is reported, and the rest must say it.)
                    let known = news.filter { lexicon.bestMatch([SearchText.stem($0)]) != nil || lookup.foodCount(withWord: $0, cap: 1) > 0 }
                    let unknown = news.filter { !known.contains($0) }
                    if known.isEmpty {
                        if !unknown.isEmpty { unmatched.append(unknown.joined(separator: " ")) }
                        continue
                    }
                    var joined = before
                    joined.text += " " + segment.text
                    if let again = parseSegment(joined, brand: brand), let read = again.food,
                        MealParser.ownHead(MealParser.baseWords(read.name)).last == kind,
                        case let stems = MealParser.namingStems(read.name),
                        known.allSatisfy({ stems.contains(SearchText.stem($0)) }),
                        // (Nor loses a word of the item before that its own name held.)
                        foodStems(before.text).allSatisfy({ !named.contains($0) || stems.contains($0) })
                    {
                        if !previous.ignoredWords.isEmpty, unmatched.last == previous.ignoredWords.joined(separator: " ") { unmatched.removeLast() }
                        items[items.count - 1] = again
                        lastSegment = joined
                        if !again.ignoredWords.isEmpty { unmatched.append(again.ignoredWords.joined(separator: " ")) }
                        continue
                    }
                }
                items.append(item)
                lastSegment = segment
                if !item.ignoredWords.isEmpty { unmatched.append(item.ignoredWords.joined(separator: " ")) }
            } else if !segment.isChatter {
                unmatched.append(segment.text)
            }
        }
        return (items, unmatched)
    }

    /// "had pb&j on rye: …", "i ate 2 eggs": the verb a quick log starts with carries no food, and is dropped before the
    /// text is read (a heading or a share after it is still found).
    static func withoutLeadingVerb(_ text: String) -> String {
        var rest = Substring(text).drop { $0 == " " }
        for subject in ["i ", "we "] where rest.lowercased().hasPrefix(subject) {
            rest = rest.dropFirst(subject.count)
            break
        }
        for adverb in ["just ", "also "] where rest.lowercased().hasPrefix(adverb) {
            rest = rest.dropFirst(adverb.count)
            break
        }
        for verb in ["had ", "ate ", "drank "] where rest.lowercased().hasPrefix(verb) {
            let after = rest.dropFirst(verb.count).drop { $0 == " " }
            return after.isEmpty ? text : String(after)
        }
        return text
    }

    /// Words that say a food was cooked or made up, as they are typed.
    static let cookingVerbs = [
        "cook", "boil", "steam", "microwav", "roast", "saute", "bake", "fried", "fry", "heated", "prepared", "grill", "broil",
        "braise", "stew", "simmer", "poach",
    ]

    /// Whole numbers written out, one to ten, for mixed numbers ("two and a half").
    static let numberWords = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
    /// Sizes in inches written out ("a six inch sub", "a twelve-inch pizza"), and their numerals.
    static let sizeNumberWords = ["four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "fourteen", "sixteen", "eighteen"]
    static let sizeNumbers = [4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 16, 18]

    /// Lowercase, fractions and abbreviations spelled out, numbers split from units ("150g" → "150 g").
    static func normalize(_ text: String) -> String {
        // "2T" and "1 T" are tablespoons, "2t" teaspoons: the case says which, so it is read before it is lost.
        var t = (SearchText.containsBytes(text, "T") ? NormalizePatterns.capitalT.replacing(in: text, with: " tbsp") : text)
            .lowercased()
        let replacements: [(String, String)] = [
            ("w/o", " without "), ("w/", " with "), ("&", " and "), (" + ", " and "), ("’", "'"), ("‘", "'"), ("“", "\""), ("”", "\""),
            ("½", " 1/2 "), ("⅓", " 1/3 "), ("⅔", " 2/3 "), ("¼", " 1/4 "), ("¾", " 3/4 "), ("⅛", " 1/8 "),
            ("~", " about "), ("with no ", "without "), ("fl. oz", "fl oz"), ("fl.oz", "fl oz"), ("\t", " "), ("\n", ", "), (";", ", "), ("|", ", "), ("•", ", "), ("…", " "),
            // The British spelling USDA's names do not use (and the British word: "tinned" is canned).
            ("yoghurt", "yogurt"), ("coffee cake", "coffeecake"), ("tinned", "canned"),
            // The South's name for what USDA calls crayfish.
            ("crawfish", "crayfish"),
            // "Veggies" on a pizza or in a list are vegetables (a "veggie burger" stays a meatless one).
            ("veggie pizza", "vegetable pizza"), ("and veggie ", "and vegetable "), ("veggies", "vegetables"),
            // SR28 says a coating is "coated" ("Candies, milk chocolate coated peanuts"); people say covered or dipped.
            ("chocolate-covered", "chocolate coated"), ("chocolate covered", "chocolate coated"), ("chocolate dipped", "chocolate coated"),
            ("yogurt covered", "yogurt coated"), ("caramel covered", "caramel coated"), ("sugar covered", "sugar coated"),
            // "on its own", "by itself": nothing else with it, never a food ("own" is no maker's "newman's own").
            ("on its own", " "), ("on their own", " "), ("by itself", " "), ("by themselves", " "),
            // "a cup's worth of", "two dollars' worth": the amount, never a food called "worth".
            ("'s worth of ", " of "), ("s' worth of ", "s of "), ("'s worth", " "), ("s' worth", "s "),
            // Joiners said the long way: another item after it.
            (" as well as ", " and "), (" followed by ", " and "), (" together with ", " with "), (" alongside ", " and "),
            (" accompanied by ", " with "), (" next to ", " and "),
            // "eggs wrapped in a tortilla", "sausage rolled up in a pancake": the two foods, as with "with".
            (" wrapped in a ", " with a "), (" wrapped in an ", " with an "), (" rolled up in a ", " with a "), (" rolled in a ", " with a "),
            (" tucked into a ", " with a "), (" wrapped up in a ", " with a "),
            // "…, made at home": homemade, said apart from the food as well as inside it.
            (", made at home", " homemade"), (", cooked at home", " homemade"), (", home made", " homemade"), (", homemade", " homemade"),
            // "boiled in salted water": USDA's "with salt".
            (" in salted water", " with salt"), (", salted water", " with salt"),
            // Albacore is USDA's white tuna.
            ("albacore tuna", "white tuna"), ("albacore", "white tuna"),
            // USDA calls a bird's white meat light meat ("white meat tuna" is white tuna, albacore).
            ("white meat tuna", "white tuna"), ("white meat", "light meat"),
            // "a cinnamon roll, the kind with raisins": the kind of the item, said by what it comes with.
            (", the kind with ", " with "), (", the ones with ", " with "), (", the one with ", " with "), (", the type with ", " with "),
            // A stir fry is a dish, never French fries ("fry"); what was stir-fried was cooked so, never deep-fried ("fried").
            ("stir-fried", "stirfried"), ("stir fried", "stirfried"), ("stir-fry", "stir fry"), ("stirfry", "stir fry"),
            ("stir fries", "stir fry"), ("stir frys", "stir fry"),
            // A cube of an inch is USDA's cubic inch, counted as a cube ("3 one-inch cubes of cheddar", "a cubic inch of …").
            ("cubic inches", "cubes"), ("cubic inch", "cube"), ("one-inch cube", "cube"), ("one inch cube", "cube"), ("1-inch cube", "cube"),
            ("1 inch cube", "cube"),
            // "soy milk fortified with calcium": what it is fortified with, read as "with calcium" is.
            (" fortified with ", " with "), (" enriched with ", " with "),
            // "strawberries cut in half": halved, the cut USDA's measures name ("1 cup, halves"), never half of the amount.
            (" cut in half", " halved"), (" cut in halves", " halved"), (" cut into halves", " halved"), (" sliced in half", " halved"),
            // "cocoa, powder stirred into milk": made from the powder with the milk (never a second food "powder").
            (", powder stirred into ", " made from powder with "), (", powder mixed into ", " made from powder with "),
            (", powder mixed with ", " made from powder with "), (", powder stirred in ", " made from powder with "),
            // "straight from the jar", "straight out of the bag": as it came, no more than "from the jar".
            (" straight from ", " from "), (" straight out of ", " out of "),
            // "quinoa as a side": served beside the rest, as "on the side" says it (never "as" of a name's "NS as to").
            (" as a side dish", " on the side"), (" as the side dish", " on the side"), (" as a side", " on the side"),
            (" as the side", " on the side"), (" as my side", " on the side"),
            // "pineapple with its juice", "pears with their syrup", "apricots with their liquid": the can's own liquid, as
            // USDA names the pack ("juice pack", "solids & liquids"), never a glass of juice nor a food called "its".
            (" with its juice", " in juice"), (" with their juice", " in juice"), (" with the juice", " in juice"),
            (" with its syrup", " with the syrup"), (" with their syrup", " with the syrup"),
            (" with its liquid", ", undrained"), (" with their liquid", ", undrained"), (" with the liquid", ", undrained"),
            (" in its own ", " in "), (" in their own ", " in "), (" in its ", " in "), (" in their ", " in "),
            // "mixed cuts", "assorted cuts": USDA's "composite of retail cuts", the meat of several cuts together.
            (" mixed cuts", " composite of retail cuts"), (" assorted cuts", " composite of retail cuts"),
            (" various cuts", " composite of retail cuts"), (" mixed retail cuts", " composite of retail cuts"),
            // "a bone in pork chop": USDA's "bone-in", one word of the cut, never the bone and a chop "in" it.
            (" bone in ", " bone-in "),
            // "a chop on the bone": USDA's "bone-in" (never a second food "on" it); "the lean part only" is its "lean only".
            (" on the bone", " bone-in"), (" lean part only", " lean only"), (" lean parts only", " lean only"),
            // "without the bones": the boned piece, as "boneless" says it (never a food called bones).
            (" without the bones", " boneless"), (" without bones", " boneless"), (" without the bone", " boneless"),
            // "fries, as purchased", "as bought": the food as sold, before it is cooked or made up (USDA's "as purchased",
            // "unprepared"), never a food of its own.
            (", as purchased", " purchased"), (" as purchased", " purchased"), (", as bought", " purchased"), (" as bought", " purchased"),
            (", as sold", " purchased"), (" as sold", " purchased"), (", as packaged", " purchased"), (" as packaged", " purchased"),
            // "an entire pizza": the whole one.
            ("an entire ", "a whole "), (" entire ", " whole "),
            // "not heated up": USDA's "unheated" ("…, canned, unheated"), a state of the food, no food of its own.
            (" not heated up", " unheated"), (" not heated", " unheated"), (" not warmed up", " unheated"),
            // "warmed up", "heated up": heated (never "up" read as a food, nor "warmed" as a food sold warm).
            (" warmed up", " heated"), (" heated up", " heated"), (" warmed", " heated"),
        ]
        // "granola, half a cup, the kind with raisins": the kind said after an amount is still the food's, so it goes
        // beside the food, and the amount after it.
        if SearchText.containsBytes(t, ", the ") && SearchText.containsBytes(t, " with ") {
            t = NormalizePatterns.amountThenKind.replacing(in: t, with: " with $2,$1")
        }
        // Each rewrite runs only where its text occurs (a byte search finds every such place), so a
        // plain meal is not passed through Foundation twenty-seven times.
        for (from, to) in replacements where SearchText.containsBytes(t, from) { t = t.replacingOccurrences(of: from, with: to) }
        if t.hasPrefix("warmed ") { t = "heated " + t.dropFirst("warmed ".count) }
        // "beans from a can", "soup out of the can": canned, as USDA names it (never "from the candy dish").
        if SearchText.containsBytes(t, " can") { t = NormalizePatterns.fromACan.replacing(in: t, with: " canned") }
        // "peanut butter flavored granola bar": the flavour said before it is the kind, as USDA names it ("Granola bars, …,
        // peanut butter"). Said alone, "a flavored latte", "flavored creamer", it is USDA's own word for the kind ("…,
        // flavored") and stays.
        if SearchText.containsBytes(t, "flavo") {
            var words = t.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            for index in words.indices.reversed() where index > 0 {
                var word = words[index]
                let hyphened = word.hasSuffix("-flavored") || word.hasSuffix("-flavoured")
                if hyphened { word = String(word[..<(word.lastIndex(of: "-") ?? word.endIndex)]) }
                guard hyphened || ["flavored", "flavoured"].contains(word) else { continue }
                let before = hyphened ? word : words[index - 1]
                let named = !before.isEmpty && before.allSatisfy(\.isLetter) && !MealParser.flavorLeaders.contains(before)
                if hyphened {
                    if named { words[index] = word }
                } else if named {
                    words.remove(at: index)
                }
            }
            t = words.joined(separator: " ")
        }
        func rewrite(_ pattern: TextPattern, _ template: String, when present: Bool) {
            if present { t = pattern.replacing(in: t, with: template) }
        }
        // Clock times ("7am", "3:30 pm", "breakfast at 8:") say when it was eaten, not how much.
        let clock = MealParser.mayHoldClockTime(t)
        rewrite(NormalizePatterns.clockTime, " ", when: clock)
        rewrite(NormalizePatterns.clockMinutes, " ", when: clock)
        // "300 g total", "2 cups in total", "a total of 3": the amount is all of it. Before a food's name the word is a
        // name of its own (General Mills' "Total" cereals), so only the aside goes.
        rewrite(NormalizePatterns.totalAside, " ", when: SearchText.containsBytes(t, "total"))
        // "melted butter for dunking the lobster", "oil for frying the fish": what it was for, to the clause's end,
        // names no food eaten.
        rewrite(NormalizePatterns.forDoing, "", when: SearchText.containsBytes(t, "for ") && SearchText.containsBytes(t, "ing"))
        rewrite(NormalizePatterns.clockAtHour, " ", when: clock)
        rewrite(NormalizePatterns.atNoon, " ", when: SearchText.containsBytes(t, "noon") || SearchText.containsBytes(t, "midnight"))
        // "this morning", "late night", "in the afternoon", "around 4 we had": when, not what.
        let dayPart = SearchText.containsBytes(t, "morning") || SearchText.containsBytes(t, "afternoon") || SearchText.containsBytes(t, "evening")
            || SearchText.containsBytes(t, "night")
        rewrite(NormalizePatterns.partOfDay, " ", when: dayPart)
        // "over the day", "throughout the afternoon", "all day": how long it took, never a food.
        rewrite(NormalizePatterns.acrossTheDay, " ", when: dayPart || SearchText.containsBytes(t, "day") || SearchText.containsBytes(t, "week"))
        rewrite(NormalizePatterns.atHourBeforeWho, " ", when: (SearchText.containsBytes(t, " i") || SearchText.containsBytes(t, " we"))
                && (SearchText.containsBytes(t, "at ") || SearchText.containsBytes(t, "around ") || SearchText.containsBytes(t, "about ")))
        // "while cooking", "while watching tv": what else was going on.
        rewrite(NormalizePatterns.whileDoing, " ", when: SearchText.containsBytes(t, "while "))
        // "had a light lunch of …", "my dinner was …": the meal, as a label before what was in it.
        rewrite(
            NormalizePatterns.mealLabel,
            "$1:", when: SearchText.containsBytes(t, " of") || SearchText.containsBytes(t, " was"))
        // "cut in 6": into that many pieces (never "in" a second food).
        rewrite(NormalizePatterns.cutIn, "cut into $1", when: SearchText.containsBytes(t, "cut in "))
        // "a 16 oz bag of frozen broccoli": the weight on a package of frozen food is the food as sold (USDA's "frozen,
        // unprepared"), when nothing says it was cooked.
        rewrite(
            NormalizePatterns.weighedFrozenPackage, "$1 of frozen unprepared",
            when: SearchText.containsBytes(t, "of frozen ") && !MealParser.cookingVerbs.contains(where: { SearchText.containsBytes(t, $0) }))
        // "hold the pickles": ordered without them.
        rewrite(NormalizePatterns.holdThe, "without", when: SearchText.containsBytes(t, "hold the "))
        // "no mayo": USDA's "(without mayonnaise)".
        rewrite(NormalizePatterns.withoutMayo, "$1 mayonnaise", when: SearchText.containsBytes(t, "mayo"))
        // A cut "trimmed to" a thickness of fat (0, 1/8 or 1/4 inch) is USDA's trim: 0" fat, 1/8" fat.
        rewrite(NormalizePatterns.trimmedToFat, "$1\" fat", when: SearchText.containsBytes(t, "trimmed to "))
        // (Said alone after a cut of meat, a comma then that thickness and "fat", it is the trim too, never an amount of fat.)
        rewrite(
            NormalizePatterns.trimAfterCut, ", $1\" fat",
            when: SearchText.containsBytes(t, " fat") && (MealParser.meats.union(["steak", "roast", "chop", "chops", "sirloin", "chuck", "brisket", "round", "loin", "rib", "shoulder", "shank", "flank", "select", "choice"]))
                .contains(where: { SearchText.containsBytes(t, $0) }))
        // ("cooked in the oven", "done in the oven": baked, as USDA says it.)
        rewrite(NormalizePatterns.cookedInTheOven, "baked", when: SearchText.containsBytes(t, "oven"))
        // "warmed in the oven", "reheated in the microwave": how, not a food ("in the oven" is the oven-heated form).
        rewrite(NormalizePatterns.inTheOven, "$1", when: SearchText.containsBytes(t, "oven"))
        // ("in the microwave" is the microwaved form, which USDA lists for some foods.)
        rewrite(NormalizePatterns.inTheMicrowave, "microwaved", when: SearchText.containsBytes(t, "microwave"))
        // "off the grill", "done on the barbecue": where it was cooked, never a chain's "grill" sandwich nor a barbecue sauce.
        rewrite(
            NormalizePatterns.onTheGrill, " ",
            when: ["grill", "bbq", "barbecue", "barbeque"].contains { SearchText.containsBytes(t, $0) })
        // "roasted over the fire", "toasted on the campfire": where it was cooked, never a food ("fire" is a slip from "firm").
        rewrite(NormalizePatterns.overTheFire, " ", when: SearchText.containsBytes(t, "fire") || SearchText.containsBytes(t, "coals") || SearchText.containsBytes(t, "embers"))
        rewrite(
            NormalizePatterns.onTheAppliance,
            " ", when: ["fryer", "toaster", "skillet", "pan", "iron", "griddle", "wok", "oven", "stove", "cooker", "crock", "pot"].contains { SearchText.containsBytes(t, $0) })
        // "by the fire", "beside the window", "near the pool": where it was eaten, said last of an item (never "by the
        // slice" or "by the glass", how it was sold).
        if ["by ", "beside ", "near "].contains(where: { SearchText.containsBytes(t, $0) }) {
            t = NormalizePatterns.besideThePlace.replacing(in: t) { groups in
                groups.count > 1 && groups[1].map({ HouseholdUnit.normalized(String($0)) == nil }) == true ? " " : nil
            }
        }
        // "ended the night with", "started my morning with", "washed it down with": had.
        rewrite(
            NormalizePatterns.endedTheDayWith,
            "had", when: SearchText.containsBytes(t, " with"))
        rewrite(NormalizePatterns.washedDownWith, "had", when: SearchText.containsBytes(t, "washed"))
        // "after my run", "before bed", "after the game we …", "after sledding and skating", "during the show": when it was
        // eaten, not what.
        // Only where the event ends a clause (before "i", "we", a comma or the end): "an after dinner mint" keeps its words.
        rewrite(
            NormalizePatterns.eventEndingClause, " ",
            when: SearchText.containsBytes(t, "before ") || SearchText.containsBytes(t, "after ") || SearchText.containsBytes(t, "during "))
        // "…, it was so good", "they were delicious", "i'm stuffed", "because i was starving": a remark on the meal or the
        // eater, never a food ("starving" is no misspelt "string", "stuffed" no stuffed pepper).
        rewrite(
            NormalizePatterns.remark, " ",
            when: ["was ", "were ", "im ", "its ", " is ", " are ", "felt ", "feel ", "tasted ", "tastes ", "thats ", "got ", "'m ", "’m ", "'s ", "’s ", "'re ", "’re "].contains {
                SearchText.containsBytes(t, $0)
            })
        // "…, that's it", "that's all for today", "nothing else": the list is over.
        rewrite(
            NormalizePatterns.listOver, " ",
            when: SearchText.containsBytes(t, "that") || SearchText.containsBytes(t, "nothing else"))
        // "over ice", "with lots of ice", "on the rocks": poured over ice, no food (ice cream, an ice pop stay foods).
        rewrite(NormalizePatterns.overIce, " ", when: SearchText.containsBytes(t, "ice") || SearchText.containsBytes(t, "rocks"))
        // "between classes", "between the first and second innings", "a snack between meals": when, never a food.
        rewrite(NormalizePatterns.betweenEvents, " ", when: SearchText.containsBytes(t, "between "))
        // "to share", "for sharing": how it was ordered, never a word of the food (the share eaten is read below).
        rewrite(NormalizePatterns.toShare, " ", when: SearchText.containsBytes(t, "shar"))
        // "in the second game", "by the 7th inning": when, never game meat.
        rewrite(NormalizePatterns.inTheNthEvent, " ", when: SearchText.containsBytes(t, " the "))
        // "black-eyed peas": USDA's cowpeas (its "blackeyes" only in an aside of some entries).
        rewrite(NormalizePatterns.blackEyedPeas, "cowpeas", when: SearchText.containsBytes(t, "eye"))
        // "a chicken breast half": USDA's ".5 breast", the one side people call a breast.
        rewrite(NormalizePatterns.breastHalf, "breast", when: SearchText.containsBytes(t, "breast ha"))
        rewrite(
            NormalizePatterns.preOrPostWorkout, " ",
            when: SearchText.containsBytes(t, "post") || SearchText.containsBytes(t, "pre"))
        // "at the movies", "at work", "at my desk": where, not what, where the place ends a clause. A place that is a
        // chain ("at mcdonalds") says which food, so a meal naming one keeps its words; so does "made at home".
        rewrite(
            NormalizePatterns.placeEndingClause, " ",
            when: SearchText.containsBytes(t, "at ") && MealParser.brand(in: SearchText.words(t)) == nil)
        // "on sunday", "last friday", "saturday": the day, not a food.
        rewrite(
            NormalizePatterns.weekday, " ",
            when: SearchText.containsBytes(t, "day"))
        // "from halloween", "left over from the office party": which occasion it came from, never a food.
        rewrite(
            NormalizePatterns.fromOccasion, " ",
            when: SearchText.containsBytes(t, "from "))
        // "stirred into", "swirled in": put in (never "stir" of a stir-fry).
        rewrite(NormalizePatterns.stirredIn, "in", when: SearchText.containsBytes(t, "stirred ") || SearchText.containsBytes(t, "swirled "))
        // "…, one entree": one of a packaged entree, its serving, never a second food called an entree.
        rewrite(NormalizePatterns.oneEntree, ", 1 serving", when: SearchText.containsBytes(t, "entr"))
        // "a turkey thigh with its skin", "duck legs with the skin on": a bird eaten with its skin is USDA's "meat & skin",
        // never its "skin only".
        rewrite(NormalizePatterns.birdWithSkin, "$1$2 meat and skin", when: SearchText.containsBytes(t, "with ") && SearchText.containsBytes(t, "skin"))
        // "covered in chocolate", "dipped in white chocolate": coated, as SR28 names a coating.
        rewrite(NormalizePatterns.coveredInCoating, "coated in ", when: SearchText.containsBytes(t, "ed in "))
        // "off the platter", "from the snack table", "from the box": where it was taken from, ending a clause, never a platter
        // dish (a can or a jar says how the food was kept, and stays).
        rewrite(
            NormalizePatterns.fromTheServingDish, " ",
            when: SearchText.containsBytes(t, "from ") || SearchText.containsBytes(t, "off "))
        // "a cup of yogurt, the greek one", "crackers, the whole wheat ones": the kind of the food just named, said before it.
        // (Not after a word that only says how it was readied, "rolls, warmed, the wheat ones": the kind is the food's,
        // and goes to it when the parts are read.)
        if SearchText.containsBytes(t, ", the ") {
            t = NormalizePatterns.theKindOne.replacing(in: t) { groups in
                guard groups.count > 2, let word = groups[1], let kind = groups[2], !MealParser.describesState(String(word)) else { return nil }
                return "\(kind) \(word)"
            }
        }
        // "my son grabbed …", "the kids ate …": someone else who had it, never a food ("son") nor an amount ("a kid").
        rewrite(NormalizePatterns.someoneHad, "i had", when: MealParser.mayNameSomeone(t))
        // "a brownie, the big square", "pie, the small slice": one piece of that size, as "a big square" says it.
        if SearchText.containsBytes(t, ", the ") {
            t = NormalizePatterns.theSizedPiece.replacing(in: t) { groups in
                guard groups.count > 2, let size = groups[1], let unit = groups[2], HouseholdUnit.size(String(size)) != nil,
                    let normal = HouseholdUnit.normalized(String(unit)), !HouseholdUnit.isWeight(normal), !HouseholdUnit.isVolume(normal),
                    !MeasureResolver.containerUnits.contains(normal)
                else { return nil }
                return ", a \(size) \(unit)"
            }
        }
        // "a muffin, the jumbo size", "a candy bar, the king size": the size said after the food, said before it (with
        // "size", which some measures and names read).
        rewrite(NormalizePatterns.theSizeOne, "$2 $1", when: SearchText.containsBytes(t, " size"))
        // "lasagna, the frozen entree": what was named came frozen, never a second frozen meal.
        rewrite(NormalizePatterns.theFrozenEntree, " frozen", when: SearchText.containsBytes(t, "frozen "))
        // "condensed, with a can of water", "made with a can of water": a condensed soup made up as its can says, which USDA
        // lists as prepared with an equal volume of water (never a can of water beside it).
        rewrite(
            NormalizePatterns.canOfWater, "prepared with water",
            when: SearchText.containsBytes(t, " of water"))
        // (So is one made up with "a can of milk", "an equal amount of milk": USDA's "prepared with equal volume milk".)
        rewrite(NormalizePatterns.canOfMilk, "prepared with equal volume $1", when: SearchText.containsBytes(t, " milk"))
        // "a frozen lasagna dinner", "a tv dinner of meatloaf": the frozen meal of that food, as USDA names it ("…, frozen
        // entree"), not a second food called "dinner".
        rewrite(
            NormalizePatterns.frozenDinner, "frozen $1",
            when: SearchText.containsBytes(t, "frozen ") || SearchText.containsBytes(t, "tv "))
        // "2 jelly filled donuts", "a fried pie, cherry filled", "a danish filled with cheese": the filling is the
        // food's kind, as a jelly donut or a cherry fried pie is said (never a second food beside it).
        if SearchText.containsBytes(t, "fill") {
            rewrite(NormalizePatterns.filledWith, "$2 $1", when: true)
            rewrite(NormalizePatterns.withFilling, "$2 $1", when: true)
            rewrite(NormalizePatterns.filledAfter, "$2 $1", when: true)
            rewrite(NormalizePatterns.filledBefore, "$1", when: true)
        }
        // ", the whole package", ", the whole pie" (the food it follows): one of it, as sold or whole, never a food.
        if SearchText.containsBytes(t, "whole") || SearchText.containsBytes(t, "entire") {
            rewrite(NormalizePatterns.wholeContainer, ", 1 $1", when: true)
            rewrite(NormalizePatterns.wholeOfItself, "$1$2, 1 whole", when: true)
        }
        // "a heaping half cup", "a scant 2 tbsp": how full, before an amount, is the amount all the same.
        rewrite(
            NormalizePatterns.fullnessBeforeAmount, "",
            when: HouseholdUnit.fullness.contains { SearchText.containsBytes(t, $0 + " ") })
        // "a slice or two of", "an ounce or two": one to two, the middle of it.
        rewrite(NormalizePatterns.oneOrTwo, "1.5 $1", when: SearchText.containsBytes(t, " or two"))
        // "two half inch slices", "a quarter-inch slice": how thick a slice is, never a share of the count (USDA's slice
        // measure states its own thickness).
        rewrite(NormalizePatterns.sliceThickness, "", when: SearchText.containsBytes(t, "inch"))
        // "1st foods", "2nd foods", "3rd foods": a baby-food maker's stages, USDA's strained (the first two) and junior
        // baby food.
        rewrite(NormalizePatterns.babyFoodStage, "$1 baby food", when: SearchText.containsBytes(t, " foods"))
        rewrite(NormalizePatterns.babyFoodStrained, "strained", when: SearchText.containsBytes(t, " foods"))
        rewrite(NormalizePatterns.babyFoodJunior, "junior", when: SearchText.containsBytes(t, " foods"))
        // "as it comes", "as they come out of the bag": the food as sold, which its own words already say ("dry",
        // "frozen"), and where from, read as said without it; never a food called "it".
        rewrite(NormalizePatterns.asItComes, "$1", when: SearchText.containsBytes(t, "as it") || SearchText.containsBytes(t, "as they"))
        // "chips out of the bag", "rice out of the pot": where it came from, as "from the bag" says it (never a food
        // called "out"); "3 out of the 8 slices" is a share, and stays.
        rewrite(NormalizePatterns.outOfHolder, "from $1 ", when: SearchText.containsBytes(t, "out of "))
        // "green chiles": the peppers, which USDA spells "chili" ("Peppers, chili, green, canned"); "chiles rellenos" is the dish.
        rewrite(NormalizePatterns.chilePeppers, "chili peppers", when: SearchText.containsBytes(t, "chiles"))
        // "squash, in 1 inch pieces", "cut into cubes", "in thin slices": how the food was cut, the cut USDA's measures
        // name ("1 cup, (1\" pieces)", "1 cup, cubes"), never a second food called pieces.
        if SearchText.containsBytes(t, "in ") || SearchText.containsBytes(t, "into ") {
            t = NormalizePatterns.cutIntoPieces.replacing(in: t) { groups in
                guard groups.count > 2, let noun = groups[2].map(String.init), let cut = MealParser.cutOfPieces(noun) ?? MealParser.smallerCuts[noun] else { return nil }
                return (groups[1].map(String.init) ?? "") + " " + cut
            }
        }
        // "a plum, cut in quarters", "a sandwich cut in half", "an orange in wedges", "into 4 strips": the parts a whole
        // was cut into, all of it eaten by its count or weight — no cut a cup is told by, never a second food (lamb's
        // quarters, potato wedges).
        rewrite(NormalizePatterns.cutInParts, "", when: SearchText.containsBytes(t, "in ") || SearchText.containsBytes(t, "into "))
        // "a side salad of 2 cups romaine", "a plate of 3 pancakes": the dish is the amount of food that follows.
        rewrite(NormalizePatterns.servedAsAmountOf, "$1", when: SearchText.containsBytes(t, " of "))
        // "a pile of 12 chips", "a box of 6 donuts", "a handful of 15 almonds": what the holder held, counted.
        // "a 4 cookie pack of …", "a 12-count box of …", "a six pack of …": a pack of that many (a weight or volume
        // before the pack, "a 12 oz bag of", is the pack's size and stays).
        if SearchText.containsBytes(t, " of ") {
            rewrite(NormalizePatterns.holderOfCount, "$1 ", when: true)
            rewrite(NormalizePatterns.countPack, "$1", when: true)
        }
        // "2 tbsp each of butter and sugar": that amount of both.
        rewrite(NormalizePatterns.eachOfTwo, "$1 $2 of $3 and $1 $2 of ", when: SearchText.containsBytes(t, " each of "))
        // "a two egg omelet", "3-egg omelette": an omelet of that many eggs, which USDA weighs per large egg ("1 large").
        rewrite(NormalizePatterns.eggsInOmelet, "$2 large egg $1omelet", when: SearchText.containsBytes(t, "omelet"))
        // "on my way to work", "on the way back": where, not what.
        rewrite(NormalizePatterns.onTheWay, " ", when: SearchText.containsBytes(t, "way"))
        // "on the plane", "in the car", "on my lunch break": where or when it was eaten, said last of an item, never a
        // food ("plane" is a letter from USDA's "plate" cut).
        rewrite(NormalizePatterns.onTheMove, " ", when: SearchText.containsBytes(t, "on ") || SearchText.containsBytes(t, "in ") || SearchText.containsBytes(t, "aboard "))
        // "eaten over the stove", "standing at the bar", "eaten in bed": where it was eaten, said of an item, never a
        // food (a place's word may be one letter from a food's).
        rewrite(
            NormalizePatterns.eatenWhere, " ",
            when: SearchText.containsBytes(t, "eaten") || SearchText.containsBytes(t, "standing") || SearchText.containsBytes(t, "sitting"))
        // "from the snack bowl", "out of the cookie jar", "from the pouch": the dish, drawer or wrapper it was taken
        // from, never its measure.
        // "store bought", "from the bakery": made by a business, USDA's "commercially prepared" or "commercially
        // baked", never a home recipe or dough baked at home.
        rewrite(
            NormalizePatterns.boughtMade, " commercial ",
            when: SearchText.containsBytes(t, "bought") || SearchText.containsBytes(t, "bakery"))
        // ("from the freezer": it was kept frozen, which names USDA's frozen entry where there is one.)
        rewrite(NormalizePatterns.fromTheFreezer, " frozen", when: SearchText.containsBytes(t, "freezer"))
        // (Of a food only ever kept frozen, ice cream, sherbet, sorbet or gelato, "frozen" says nothing: never a
        // novelty bar.)
        rewrite(
            NormalizePatterns.frozenWord, " ",
            when: SearchText.containsBytes(t, "frozen") && ["ice cream", "sherbet", "sorbet", "gelato"].contains { SearchText.containsBytes(t, $0) }
                // (A novelty made of it, a bar, a sandwich or a cone, is USDA's "frozen novelty".)
                && !["bar", "sandwich", "cone", "novelt", "pop"].contains { SearchText.containsBytes(t, $0) })
        rewrite(NormalizePatterns.takenFrom, " ", when: SearchText.containsBytes(t, "from ") || SearchText.containsBytes(t, "out of "))
        // "… the next day", "the morning after", "later that night": when it was eaten, never a food (a word of it
        // left beside a food was read as a dessert).
        rewrite(
            NormalizePatterns.whenLater, " ",
            when: ["next", "following", "after", "later"].contains { SearchText.containsBytes(t, $0) })
        // "… in the salad bowl", "in my soup plate", "in my water bottle": the dish it was served in, said last of an
        // item, never a food (a bowl of bread or a waffle is eaten, and stays).
        rewrite(NormalizePatterns.servedIn, " ", when: SearchText.containsBytes(t, "in "))
        // "clams on the half shell": shellfish served opened on ice, raw unless a way of cooking is said; never a
        // food called shell.
        rewrite(
            NormalizePatterns.onTheHalfShell,
            ["grill", "bake", "broil", "roast", "fried", "steam", "cooked", "raw"].contains { SearchText.containsBytes(t, $0) } ? " " : " raw",
            when: SearchText.containsBytes(t, "shell"))
        // "… with dinner", "a glass of milk with my lunch": the meal it went with, said last of an item, never a food (a
        // frozen dinner, a school lunch) beside it.
        rewrite(
            NormalizePatterns.withTheMeal, " ",
            when: ["breakfast", "brunch", "lunch", "dinner", "supper", "meal"].contains { SearchText.containsBytes(t, $0) })
        // "… with the cheese folded in", "honey stirred in": how what was added went in, never a food.
        rewrite(NormalizePatterns.workedIn, "", when: SearchText.containsBytes(t, " in"))
        // "… for the toast", "… for my lunch box": what or whom an item was for, said last of it, never a food of its own.
        // (Not "for the baby", which says it is baby food.)
        rewrite(NormalizePatterns.forTheOccasion, "", when: SearchText.containsBytes(t, "for "))
        // "snacked on", "munched on": had.
        rewrite(NormalizePatterns.snackedOn, "had", when: SearchText.containsBytes(t, " on"))
        // "the whites of 3 large eggs", "yolk of an egg": the part of that many eggs, as the database names it.
        rewrite(
            NormalizePatterns.eggPartOf, "$2egg $1s",
            when: SearchText.containsBytes(t, " of ") && (SearchText.containsBytes(t, "white") || SearchText.containsBytes(t, "yolk")))
        // "the meat off two grilled thighs", "meat from a drumstick": the meat of that many pieces of a bird, as USDA
        // names it ("…, wing, meat only, …").
        // (So is "the skin off half a turkey": USDA's ".5 turkey, skin only".)
        rewrite(
            NormalizePatterns.meatFrom, "$3$1$4, $2 only",
            when: (SearchText.containsBytes(t, "meat ") || SearchText.containsBytes(t, "skin "))
                && MealParser.birdParts.union(["chicken", "turkey", "duck", "hen"]).contains(where: { SearchText.containsBytes(t, $0) }))
        // "1 and 1/2 cups", "2 and a half": mixed numbers.
        let hasAnd = SearchText.containsBytes(t, " and ")
        // "one and a half cups", "two and a quarter": the whole number as a numeral first.
        for (index, word) in MealParser.numberWords.enumerated() where hasAnd && SearchText.containsBytes(t, word + " and a ") {
            rewrite(NormalizePatterns.wordAndAPart[index], "\(index + 1) and a $1", when: true)
        }
        rewrite(NormalizePatterns.numberAndFraction, "$1 $2", when: hasAnd)
        rewrite(NormalizePatterns.numberAndAHalfWord, "$1 1/2", when: hasAnd)
        rewrite(NormalizePatterns.numberAndAQuarter, "$1 1/4", when: hasAnd)
        // "a slice and a half of bread", "2 cups and a half", "an apple and a half": the count, half again.
        // ("a sandwich and a half cup of soup" is two items: only where the half ends the amount.)
        rewrite(NormalizePatterns.countAndAHalf, "1 1/2 $1", when: hasAnd && SearchText.containsBytes(t, " and a half"))
        rewrite(NormalizePatterns.numberAndAHalf, "$1 1/2 $2", when: hasAnd && SearchText.containsBytes(t, " and a half"))
        // "a cup and a quarter of cereal": the count and a quarter again.
        rewrite(NormalizePatterns.countAndAQuarter, "1 1/4 $1", when: hasAnd && SearchText.containsBytes(t, " and a quarter"))
        rewrite(NormalizePatterns.numberAndAQuarterAfter, "$1 1/4 $2", when: hasAnd && SearchText.containsBytes(t, " and a quarter"))
        // Shorthand: "mac n cheese", "fish 'n' chips" (an "n" between words is "and"); "bbq", "sub", "choc"
        // spelled out as the database names them.
        rewrite(NormalizePatterns.shortAnd, " and ", when: SearchText.containsBytes(t, " n") || SearchText.containsBytes(t, "'n"))
        // ("sub" keeps its word: the survey names "Turkey sandwich or sub"; a word already followed by what it is
        // short for is left.)
        for (index, (short, long)) in MealParser.shorthand.enumerated() where SearchText.containsBytes(t, short) {
            rewrite(NormalizePatterns.shorthand[index], long, when: true)
        }
        // "chicken parmesan", "eggplant parm": the dish USDA names "parmigiana".
        rewrite(NormalizePatterns.parmigiana, "$1 parmigiana", when: SearchText.containsBytes(t, "parmesan"))
        // "no salt added", "without added salt": canned goods' label for USDA's "no salt" ("… canned, no salt, …").
        rewrite(NormalizePatterns.noSaltAdded, "no salt", when: SearchText.containsBytes(t, "salt"))
        if SearchText.containsBytes(t, " salt") {
            // "a steak with salt and pepper": how it was seasoned (no energy), never a second food.
            rewrite(NormalizePatterns.saltAndPepper, "", when: SearchText.containsBytes(t, "pepper"))
            // "boiled spinach with salt", said last of a cooked item: USDA's "cooked, …, with salt" of that food (the
            // lexicon's names then still read it), never a second food called salt.
            rewrite(NormalizePatterns.withSaltLast, "$1$2 salted", when: SearchText.containsBytes(t, "with salt") || SearchText.containsBytes(t, "with sea salt"))
        }
        // "polenta, made with skim milk": how the food before the comma was made, never an item of its own. (Made
        // up with water, said after a comma, is read below as the prepared food.)
        rewrite(NormalizePatterns.commaMadeWith, " $1 with", when: SearchText.containsBytes(t, ", "))
        // "zucchini rounds", "carrot coins": the food sliced, never a cut called round ("hash brown rounds" stay).
        rewrite(NormalizePatterns.slicedRounds, "sliced $1", when: SearchText.containsBytes(t, "rounds") || SearchText.containsBytes(t, "coins"))
        // "straight off the vine", "fresh from the garden": where it was picked, never a food.
        rewrite(NormalizePatterns.offTheVine, " ", when: SearchText.containsBytes(t, "off ") || SearchText.containsBytes(t, "from "))
        // "made with boiling water": the water it was made up with, however hot (USDA's "prepared with boiling water" is
        // still "with water").
        rewrite(NormalizePatterns.boilingWater, "water", when: SearchText.containsBytes(t, " water"))
        // "creme" filling or pie is cream, as USDA's names are spelled ("cream-filled"); "creme de menthe", "creme brulee" stay.
        rewrite(NormalizePatterns.creme, "cream", when: SearchText.containsBytes(t, "creme") || SearchText.containsBytes(t, "crème"))
        // A wine by its grape or region where USDA has no row of that name ("a glass of chardonnay", "malbec", "prosecco"):
        // the table wine of its colour, or sparkling wine. (Grapes USDA names, "merlot", "pinot noir", read as they are.)
        if NormalizePatterns.wineStyleHint.contains(where: { SearchText.containsBytes(t, $0) }) {
            rewrite(NormalizePatterns.redWineStyle, "red wine", when: true)
            rewrite(NormalizePatterns.whiteWineStyle, "white wine", when: true)
            rewrite(NormalizePatterns.sparklingWineStyle, "sparkling wine", when: true)
            rewrite(NormalizePatterns.shiraz, "syrah wine", when: true)
        }
        // "not cooked", "not yet heated", "not cooked yet": the food as sold, USDA's "uncooked", "unheated" (never the usual
        // cooked state).
        rewrite(NormalizePatterns.notCooked, "un$1", when: SearchText.containsBytes(t, "not "))
        // "potato crisps", "processed cheese": USDA's "potato chips", "pasteurized process" cheese.
        rewrite(NormalizePatterns.potatoCrisps, "potato chips", when: SearchText.containsBytes(t, "crisps"))
        rewrite(NormalizePatterns.processedCheese, "process $1", when: SearchText.containsBytes(t, "processed "))
        // "milk powder", "egg powder": USDA names the dried form of milk, eggs, whey and cream "dry" or "dried", which
        // "powdered" asks for ("powder" alone would read a drink mix made with milk).
        rewrite(NormalizePatterns.dairyPowder, "powdered $1", when: SearchText.containsBytes(t, " powder"))
        // A beer by its style ("a pint of ipa", "a bottle of lager", "a stout"): USDA's regular beer.
        if NormalizePatterns.beerStyleHint.contains(where: { SearchText.containsBytes(t, $0) }) {
            rewrite(NormalizePatterns.beerStyle, "beer", when: true)
        }
        // "plums in syrup" then "with the juice": a pack already said, so the juice after it is the can's liquid kept with
        // the fruit (read above as a second "in juice"), never a glass of juice.
        rewrite(NormalizePatterns.packThenJuice, "in $1, undrained", when: SearchText.containsBytes(t, " in juice"))
        // "pork links", "2 turkey breakfast links": links of meat are sausage links, as USDA counts its sausages ("1 link"),
        // never strips of bacon or a cut of the animal.
        if SearchText.containsBytes(t, " link"), !SearchText.containsBytes(t, "sausage") {
            rewrite(NormalizePatterns.meatLinks, "$1 sausage $2", when: true)
        }
        // "caffeine-free cola", "no caffeine": USDA's soft drinks "without caffeine" (beside those that "contain caffeine").
        rewrite(NormalizePatterns.caffeineFree, "without caffeine", when: SearchText.containsBytes(t, "caffeine"))
        // "alcohol-free wine", "no alcohol vanilla", "non-alcoholic beer": USDA's "nonalcoholic", "non-alcoholic" or
        // "no alcohol".
        rewrite(NormalizePatterns.alcoholFree, "nonalcoholic", when: SearchText.containsBytes(t, "alcohol"))
        // "juice and all", "syrup and all": the fruit with its liquid, USDA's "solids & liquids", never a glass of juice.
        // (So are "juice included", "syrup included".)
        let withLiquid = ["and all", "included"].contains { SearchText.containsBytes(t, $0) }
        rewrite(NormalizePatterns.liquidAndAll, "solids and liquids", when: withLiquid)
        rewrite(NormalizePatterns.syrupAndAll, "syrup solids and liquids", when: withLiquid)
        // "water-packed", "juice-packed": USDA's "water pack", "juice pack" (fish "packed in" oil or water is USDA's "canned
        // in", read as said).
        rewrite(NormalizePatterns.packedIn, "$1 pack", when: SearchText.containsBytes(t, "packed"))
        // "with butter on top", "syrup on top of it": where it was put, no food called "top".
        rewrite(NormalizePatterns.onTop, "", when: SearchText.containsBytes(t, " on top"))
        // "cheese on top of the soup", "ice cream on top of a brownie": put on the dish, as "on the soup" says.
        rewrite(NormalizePatterns.onTopOfTheDish, " on ", when: SearchText.containsBytes(t, " on top of "))
        // "a steak with its fat", "with the fat on": eaten with its fat, USDA's "lean and fat"; a trim said bare after it
        // is the trim (", lean and fat, 1/2 inch").
        if SearchText.containsBytes(t, " fat") {
            rewrite(NormalizePatterns.withItsFat, " lean and fat", when: SearchText.containsBytes(t, "with ") || SearchText.containsBytes(t, " on"))
            // ("with its 1/8 inch fat": the trim it was eaten with, read as the trim said bare.)
            rewrite(NormalizePatterns.withItsTrim, " ", when: SearchText.containsBytes(t, "with "))
            rewrite(NormalizePatterns.bareTrimAfterFat, "lean and fat, $1 inch fat", when: SearchText.containsBytes(t, "lean and fat"))
        }
        // "1/8 inch fat", "trimmed to 1/4 inch": a cut's fat trim, which USDA's "lean and fat" entries are listed by (never
        // a share eaten).
        // (With "lean" said, "lean only, trimmed to 0 inches", the lean is what was eaten and the trim says nothing more.)
        if (SearchText.containsBytes(t, "inch") || SearchText.containsBytes(t, "\"")) && (SearchText.containsBytes(t, "fat") || SearchText.containsBytes(t, "trim")) {
            let lean = NormalizePatterns.leanOnly.matches(NormalizePatterns.fatTrim.replacing(in: t, with: " "))
            // (The trim said is kept as a word of its own, which picks USDA's entry of that trim: `1/8"fat` is a fifth
            // more energy than `0"fat` for some cuts.)
            t = NormalizePatterns.fatTrim.replacing(in: t) { groups in
                guard !lean, let said = groups.first.flatMap({ $0 }).map(String.init) else { return " " }
                let trim = SearchText.containsBytes(said, "1/8") || SearchText.containsBytes(said, "eighth") ? "trimeighth"
                    : SearchText.containsBytes(said, "1/4") || SearchText.containsBytes(said, "quarter") ? "trimquarter"
                    : SearchText.containsBytes(said, "1/2") || SearchText.containsBytes(said, "half") ? "trimhalf" : "trimzero"
                return "lean and fat \(trim)"
            }
            // ("lean and fat with 1/8 inch trim": the trim said after the words it stands for is one trim.)
            // (Nor is the trim said first, before "lean and fat".)
            rewrite(NormalizePatterns.repeatedLeanAndFat, "lean and fat$1", when: SearchText.containsBytes(t, " fat"))
        }
        // "split a pizza with my sister", "a cup of juice, i had half": the share eaten, as "1/2 of …".
        if ["split", "shar", "divided", "half", "third", "quarter", "/", " into "].contains(where: { SearchText.containsBytes(t, $0) }) {
            t = MealParser.sharesEaten(t)
        }
        // "with my wife", "out with friends": who else was there, not a food ("wife" is one letter from "wine").
        if SearchText.containsBytes(t, "with ") || SearchText.containsBytes(t, "for ") { t = NormalizePatterns.companions.replacing(in: t, with: " ") }
        // "eggs over easy", "2 over medium eggs": fried eggs ("over" would read as one item served over another).
        rewrite(NormalizePatterns.eggsOverStyle, "fried $1", when: SearchText.containsBytes(t, "over "))
        rewrite(NormalizePatterns.overStyleEggs, "fried $1", when: SearchText.containsBytes(t, "over "))
        // "2 percent milk", "90 pct lean": a share, written as the database writes it ("2%"), never a count of two.
        rewrite(NormalizePatterns.percentWord, "$1%", when: SearchText.containsBytes(t, "percent") || SearchText.containsBytes(t, "pct"))
        // "70-85%": a range of shares, not a count ("70%-85%" keeps each part a share).
        rewrite(NormalizePatterns.shareRange, "$1%-$2%", when: SearchText.containsBytes(t, "%"))
        // "pb" alone is peanut butter ("pb and j" stays the sandwich).
        rewrite(NormalizePatterns.pbAlone, "peanut butter", when: SearchText.containsBytes(t, "pb"))
        // "mac" is macaroni ("mac salad", "chili mac"), but a Big Mac is the sandwich.
        rewrite(NormalizePatterns.macAlone, "macaroni", when: SearchText.containsBytes(t, "mac"))
        // "a fast food order of nachos", "2 restaurant servings of fries": where it came from, said between the count and
        // the unit, goes with the food ("an order of fast food nachos").
        rewrite(NormalizePatterns.sourceBeforeUnit, "$1 $3 of $2", when: SearchText.containsBytes(t, " of ")
            && ["fast", "restaurant", "take", "deli"].contains(where: { SearchText.containsBytes(t, $0) }))
        // "a dry packet of oatmeal", "2 cooked cups of rice", "a hot mug of cocoa": the state, said between the count and
        // the unit, is the food's ("a packet of dry oatmeal").
        rewrite(NormalizePatterns.stateBeforeUnit, "$1$2 $4 of $3", when: SearchText.containsBytes(t, " of "))
        // "a double espresso", "triple shot of espresso": that many shots.
        rewrite(NormalizePatterns.doubleEspresso, "2 shots espresso", when: SearchText.containsBytes(t, "espresso"))
        rewrite(NormalizePatterns.tripleEspresso, "3 shots espresso", when: SearchText.containsBytes(t, "espresso"))
        // "80/20", "93/7" ground meat: the lean share, as USDA names it ("80% lean").
        rewrite(NormalizePatterns.leanShare, "$1% lean", when: SearchText.containsBytes(t, "/"))
        // A roaster, a stewer: USDA's classes of chicken ("Chicken, roasting, …", "Chicken, stewing, …").
        rewrite(NormalizePatterns.chickenClass, "$1ing", when: SearchText.containsBytes(t, "chicken") && (SearchText.containsBytes(t, "roaster") || SearchText.containsBytes(t, "stewer")))
        // "3 rings of pineapple": rings are slices, as USDA's "1 slice, or ring" says ("onion rings" stay a food).
        rewrite(NormalizePatterns.ringsOf, "$1 slices of", when: SearchText.containsBytes(t, "rings of") || SearchText.containsBytes(t, "ring of"))
        // "4 oz spaghetti, cooked weight", "2 oz pasta, dry weight": the weight was taken in that state, no food "weight".
        rewrite(NormalizePatterns.stateWeight, "$1", when: SearchText.containsBytes(t, "weight"))
        // ("6 oz chicken breast, raw weight": weighed and logged raw; said of a food also said cooked, "cooked a 4 oz patty (raw
        // weight)", the weight is the raw one a cooked measure yields from, read below.)
        rewrite(NormalizePatterns.rawWeight, "raw", when: SearchText.containsBytes(t, "raw weight") && !MealParser.cookingSaid(t))
        // "coffee w milk", "oatmeal made w water": "w" alone between words is "with", as "w/" is.
        rewrite(NormalizePatterns.shortWith, "with", when: SearchText.containsBytes(t, " w "))
        // "usda choice", "select grade", "grade a eggs": a grade is said as USDA's names say it ("choice", "select",
        // "prime"); an egg or milk grade names no kind of food.
        rewrite(NormalizePatterns.meatGrade, "$1$2", when: SearchText.containsBytes(t, "grade") || SearchText.containsBytes(t, "usda"))
        rewrite(NormalizePatterns.letterGrade, " ", when: SearchText.containsBytes(t, "grade"))
        // "no skin or breading": a fried piece's meat only, as USDA names it ("…, meat only, skin & breading removed").
        rewrite(NormalizePatterns.noSkinOrBreading, "meat only", when: SearchText.containsBytes(t, "skin") || SearchText.containsBytes(t, "breading"))
        // "with the skin and bone removed", "no skin or bones": the skinless, boneless cut (never the skin kept and the bone taken).
        rewrite(NormalizePatterns.skinAndBoneRemoved, "skinless boneless", when: SearchText.containsBytes(t, "skin") && SearchText.containsBytes(t, "bone"))
        // "skin removed", "no skin", "without skin", "skin off": the skinless cut.
        rewrite(NormalizePatterns.skinRemoved, "skinless", when: SearchText.containsBytes(t, "skin"))
        // "a baked potato skin", "2 chicken skins": the skin said right after the food, as the thing eaten, is USDA's "skin
        // only" (not "potato, skin and all", "skin on", "with skin", "in their skins").
        rewrite(NormalizePatterns.eatenSkin, "$1 $2 only", when: SearchText.containsBytes(t, "skin"))
        // "with skin", "with the skin", "skin on": a word of the food, not a second item.
        rewrite(NormalizePatterns.skinOn, "skin", when: SearchText.containsBytes(t, "skin"))
        // "a six inch sub", "twelve-inch pizza": the size as a numeral.
        if SearchText.containsBytes(t, "inch") {
            for (index, word) in MealParser.sizeNumberWords.enumerated()
            where SearchText.containsBytes(t, word + " inch") || SearchText.containsBytes(t, word + "-inch") {
                rewrite(NormalizePatterns.inchNumberWords[index], "\(MealParser.sizeNumbers[index]) inch", when: true)
            }
        }
        // 14" → 14 inch (pizza, tortilla sizes)
        rewrite(
            NormalizePatterns.inches, "$1 inch ",
            when: SearchText.containsBytes(t, "\"") || SearchText.containsBytes(t, "''") || SearchText.containsBytes(t, "inch"))
        // 150g, 8oz, 2tbsp → 150 g …; 1-1/2 stays; 2-cup → 2 cup
        rewrite(NormalizePatterns.digitLetter, "$1 $2", when: MealParser.hasDigit(before: t, hyphen: false))
        rewrite(NormalizePatterns.digitHyphenLetter, "$1 $2", when: MealParser.hasDigit(before: t, hyphen: true))
        // "mixed" fractions written 1 1/2 are fine; "1.5cups" handled above
        rewrite(NormalizePatterns.blanks, " ", when: MealParser.hasOtherThanSingleSpaces(t))
        return SearchText.trimmingBlanks(t)
    }

    /// Shares said in words: "a third" → 1/3.
    static let shareWords: [String: Double] = [
        "half": 1.0 / 2, "a half": 1.0 / 2, "one half": 1.0 / 2, "a third": 1.0 / 3, "one third": 1.0 / 3, "a quarter": 1.0 / 4,
        "one quarter": 1.0 / 4, "a fourth": 1.0 / 4, "two thirds": 2.0 / 3, "three quarters": 3.0 / 4,
    ]

    static func share(_ text: Substring?) -> Double? {
        guard let text else { return nil }
        let words = String(text)
        if let word = shareWords[words] { return word }
        guard let value = QuantityText.number(words), value > 0, value < 1 else { return nil }
        return value
    }

    /// How many people a food was shared among, from the words after "with", "between" or "among": "my sister" and
    /// "a friend" make two with the eater, "3 friends" four, "between the 4 of us" four, "between us" two. Nil for a
    /// count not said ("with friends").
    static func sharers(_ joiner: String, _ people: String) -> Int? {
        let words = people.split(separator: " ").map(String.init).filter { $0 != "the" }
        guard let first = words.first else { return nil }
        let count = QuantityText.number(first).flatMap { Int(exactly: $0) } ?? numberWords.firstIndex(of: first).map { $0 + 1 }
        if let count {
            guard (1...100).contains(count) else { return nil }
            // "with 3 friends": those and the eater; "between 4 kids", "with the 3 of us": all of them.
            let ofUs = words.count >= 3 && words[1] == "of" && words[2] == "us"
            return joiner == "with" && !ofUs ? count + 1 : count
        }
        if words == ["us"] || words == ["us", "two"] { return 2 }
        if joiner == "with", words.count <= 2, ["my", "a", "an", "our", "his", "her", "their"].contains(first) || words == ["him"] || words == ["her"],
            let last = words.last, !last.hasSuffix("s") || last.hasSuffix("ss")
        {
            return 2
        }
        return nil
    }

    /// Rewrites shared and part-eaten food as the share eaten ("1/2 of …"), then folds a share of a count into the
    /// count ("1/4 of 20 crackers" → "5 crackers").
    static func sharesEaten(_ text: String) -> String {
        var t = text
        // "we split a pizza with my sister", "shared 20 crackers between the 4 of us", "2 cups of apple slices split
        // between 4 kids".
        for pattern in [NormalizePatterns.sharedBefore, NormalizePatterns.sharedAfter] {
            t = pattern.replacing(in: t) { groups in
                guard let item = groups[2], let joiner = groups[3], let people = groups[4], let n = sharers(String(joiner), String(people)), n >= 2
                else { return nil }
                return "\(groups[1] ?? "")1/\(n) of \(item)"
            }
        }
        // "a pound of ground turkey, cooked and split into 4 portions, had one": that many of the parts made.
        t = NormalizePatterns.portionsEaten.replacing(in: t) { groups in
            guard let item = groups[2], let parts = groups[4].flatMap(partCount), let eaten = groups[5].flatMap(partCount), parts >= 2, eaten < parts
            else { return nil }
            // (A weight said of the whole, "a 2 lb roast", is shared out: "1/4 of 2 lb roast". A cooking word said after a
            // raw weight, "raw …, cooked", is how it was eaten, not which weight was typed.)
            let whole = item.hasPrefix("a ") && item.dropFirst(2).first?.isNumber == true ? item.dropFirst(2)
                : item.hasPrefix("an ") && item.dropFirst(3).first?.isNumber == true ? item.dropFirst(3) : item
            let state = SearchText.words(String(item)).contains("raw") ? "" : String(groups[3] ?? "")
            return "\(groups[1] ?? "")\(eaten)/\(parts) of \(whole)\(state)"
        }
        // "a candy bar, split in half": halved to share, half of it eaten.
        t = NormalizePatterns.splitInHalf.replacing(in: t) { groups in
            guard let item = groups[2] else { return nil }
            return "\(groups[1] ?? "")1/2 of \(item)"
        }
        // "a cup of juice, i had half", "10 crackers but i only ate a third of them" (a dish whose "with" list runs over
        // commas first, so the share is of all of it).
        for pattern in [NormalizePatterns.partEatenOfDish, NormalizePatterns.partEaten, NormalizePatterns.partEatenPassive] {
            t = pattern.replacing(in: t) { groups in
                guard let item = groups[2], let share = share(groups[3]) else { return nil }
                return "\(groups[1] ?? "")\(QuantityText.format(share)) of \(item)"
            }
        }
        // "1/4 of 20 crackers", "half of 2 cups of rice": that share of the count.
        t = NormalizePatterns.shareOfCount.replacing(in: t) { groups in
            guard let share = share(groups[1]), let count = groups[2].flatMap({ QuantityText.number(String($0)) }), count > 0 else { return nil }
            return QuantityText.format(share * count)
        }
        return t
    }

    /// A whole count of parts, in numerals or words ("a" and "one" are one).
    static func partCount(_ text: Substring) -> Int? {
        guard let read = QuantityText.leading([String(text)]), !read.isRange, read.value >= 1, read.value <= 100 else { return nil }
        return Int(exactly: read.value)
    }

    /// Whether a clock time may be in the text: an ASCII digit followed, after blanks, by ":", "a", "p" or "-", or any
    /// non-ASCII character (another script's digit, a dash, a wide space). A superset of where the clock-time rewrites
    /// match, so most meals skip them.
    /// Whether a text may name a person other than the writer (a cheap test before the patterns that read one).
    static func mayNameSomeone(_ text: String) -> Bool {
        ["kid", "son", "daughter", "child", "wife", "husband", "partner", "spouse", "friend", "sister", "brother", "mom", "dad", "mum",
         "mother", "father", "parent", "roommate", "boyfriend", "girlfriend", "worker", "colleague", "team", "grand", "boss", "guest",
         "neighb", "family"].contains { SearchText.containsBytes(text, $0) }
    }

    static func mayHoldClockTime(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        for (index, byte) in bytes.enumerated() {
            if byte >= 0x80 { return true }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { continue }
            var next = index + 1
            while next < bytes.count, [0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D].contains(bytes[next]) { next += 1 }
            if next < bytes.count, [UInt8(ascii: ":"), UInt8(ascii: "a"), UInt8(ascii: "p"), UInt8(ascii: "-")].contains(bytes[next]) || bytes[next] >= 0x80 {
                return true
            }
        }
        return false
    }

    /// Shorthand for foods, as whole words → the words USDA names use. Longer forms first.
    static let shorthand: [(String, String)] = [
        ("subs", "sub sandwiches"), ("sub", "sub sandwich"), ("bbq", "barbecue"),
        ("choc", "chocolate"), ("donuts", "doughnuts"), ("donut", "doughnut"), ("decaf", "decaffeinated"), ("chx", "chicken"),
        ("chkn", "chicken"), ("parm", "parmesan"), ("hfcs", "high fructose corn syrup"), ("froyo", "frozen yogurt"),
        ("brats", "bratwursts"), ("brat", "bratwurst"), ("ahi", "yellowfin"),
    ]

    /// Whether a decimal digit is followed by a letter a–z (directly, or after a hyphen): where
    /// `normalize` separates "150g" and "2-cup".
    static func hasDigit(before text: String, hyphen: Bool) -> Bool {
        var state = 0  // 0: nothing, 1: after a digit, 2: after a digit and a hyphen
        for scalar in text.unicodeScalars {
            let isLetter = scalar >= "a" && scalar <= "z"
            if state == (hyphen ? 2 : 1), isLetter { return true }
            if scalar.properties.numericType == .decimal {
                state = 1
            } else if hyphen, state == 1, scalar == "-" {
                state = 2
            } else {
                state = 0
            }
        }
        return false
    }

    /// Whether collapsing runs of white space (`\s+` → " ") would change the text: any blank other
    /// than a single ASCII space.
    static func hasOtherThanSingleSpaces(_ text: String) -> Bool {
        var previousWasSpace = false
        for scalar in text.unicodeScalars {
            if scalar == " " {
                if previousWasSpace { return true }
                previousWasSpace = true
            } else {
                if scalar.properties.isWhitespace || scalar.properties.generalCategory == .spaceSeparator
                    || scalar.properties.generalCategory == .lineSeparator || scalar.properties.generalCategory == .paragraphSeparator
                    || scalar == "\u{0C}"
                {
                    return true
                }
                previousWasSpace = false
            }
        }
        return false
    }

    /// "2 eggs. a slice of toast.": a full stop that ends a sentence separates items as a comma does; one after an
    /// abbreviation ("1 tbsp. butter", "a jr. cheeseburger") or a number does not.
    static func sentencesAsItems(_ text: String) -> String {
        guard SearchText.containsBytes(text, ". ") else { return text }
        let sentences = text.components(separatedBy: ". ")
        var joined = ""
        for (index, sentence) in sentences.enumerated() {
            joined += sentence
            guard index + 1 < sentences.count else { break }
            let last = sentence.split(separator: " ").last.map(String.init) ?? ""
            let abbreviated = last.count <= 1 || last.last?.isNumber == true || HouseholdUnit.normalized(last) != nil || HouseholdUnit.size(last) != nil
                || ["approx", "jr", "sr", "st", "mr", "mrs", "ms", "dr", "vs", "etc", "no", "ea"].contains(last)
            joined += abbreviated ? ". " : ", "
        }
        return joined
    }

    /// Tokens that keep amounts whole: "1/2", "1.5", "2%" stay one token; apostrophes vanish
    /// ("mcdonald's" → "mcdonalds"); other punctuation separates.
    static func tokens(_ text: String) -> [String] {
        var cleaned = ""
        let characters = Array(text.lowercased())
        for (index, character) in characters.enumerated() {
            if character.isLetter || character.isNumber || "/.%".contains(character) {
                cleaned.append(character)
            } else if character == "-", index > 0, index + 1 < characters.count, characters[index - 1].isNumber, characters[index + 1].isNumber {
                // "2-3" (a range) and "1-1/2" (a mixed number) are one amount.
                cleaned.append(character)
            } else if character == "'" || character == "’" {
                continue
            } else {
                cleaned.append(" ")
            }
        }
        return cleaned.split(separator: " ").map { token in
            var t = String(token)
            while t.hasSuffix(".") || t.hasSuffix("/") { t.removeLast() }
            while t.hasPrefix("/") { t.removeFirst() }
            return t
        }.filter { !$0.isEmpty && $0 != "." }
    }

    /// Words that say when a meal was eaten, around its name ("dinner tonight was …", "… for lunch today").
    static let mealTimeWords: Set<String> = ["today", "tonight", "yesterday", "earlier", "later"]

    /// The meal named before its food: "for breakfast I had …", "at lunch: …", "dinner was …",
    /// "lunch today was …". Returns the meal and the rest of the text.
    static func leadingMeal(_ text: String) -> (label: String, rest: String)? {
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ",:")) }
        guard words.count >= 3 else { return nil }
        var index = 0
        let introduced = ["for", "at"].contains(words[0])
        if introduced { index = 1 }
        // "my lunch today was …", "our dinner was …".
        if !introduced, ["my", "our"].contains(words[0]) { index = 1 }
        guard let label = mealWords[words[index]] else { return nil }
        index += 1
        while index < words.count - 1, mealTimeWords.contains(words[index]) { index += 1 }
        if index < words.count - 1, ["was", "is", "were"].contains(words[index]) {
            index += 1
        } else if !introduced {
            // "dinner salad with …" names a dish; only "dinner was …" or "dinner: …" is the meal.
            return nil
        }
        let rest = text.split(separator: " ", omittingEmptySubsequences: true).dropFirst(index).joined(separator: " ")
        return (label, rest.trimmingCharacters(in: CharacterSet(charactersIn: ",: ")))
    }

    /// The meal named after its food: "… for dinner", "… at lunch today", "… with dessert" (what a drink was had
    /// alongside, never a food of its own). Returns the meal and the text before it.
    static func trailingMeal(_ text: String) -> (label: String, rest: String)? {
        // (A parenthesis said last, "… at lunch (diet, caffeine free)", is of the food, not after the meal.)
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasSuffix(")"), let open = trimmed.lastIndex(of: "("), open > trimmed.startIndex,
            !trimmed[trimmed.index(after: open)...].dropLast().contains(where: { $0 == "(" || $0 == ")" }),
            let meal = trailingMeal(String(trimmed[..<open]))
        {
            return (meal.label, meal.rest + " " + trimmed[open...])
        }
        var words = text.split(separator: " ", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ",.!")) }
        let original = words.count
        while let last = words.last, mealTimeWords.contains(last) { words.removeLast() }
        guard words.count >= 3, let label = mealWords[words[words.count - 1]], ["for", "at", "with"].contains(words[words.count - 2]) else { return nil }
        let kept = text.split(separator: " ", omittingEmptySubsequences: true).dropLast(original - words.count + 2).joined(separator: " ")
        return (label, kept.trimmingCharacters(in: CharacterSet(charactersIn: ",: ")))
    }

    /// "boiled spinach - 1 cup": a dash before a bare amount gives the item before it that amount (it is not a
    /// label: "lunch - a sandwich" keeps its dash).
    static func amountsAfterDashes(_ text: String) -> String {
        var result = text
        for separator in [" - ", " – ", " — "] {
            var searchStart = result.startIndex
            while let range = result.range(of: separator, range: searchStart..<result.endIndex) {
                let after = result[range.upperBound...]
                let part = after.prefix { $0 != "," && $0 != ";" }
                if range.lowerBound > result.startIndex, let amount = bareAmount(tokens(String(part))), amount.described.isEmpty {
                    result.replaceSubrange(range, with: " ")
                    searchStart = result.startIndex
                } else {
                    searchStart = range.upperBound
                }
            }
        }
        return result
    }

    /// The bread a heading says its fillings are on, as an amount: two slices of a loaf's bread ("… on wheat" → "2
    /// slices wheat bread"), one of a bread that comes whole ("… on a bagel" → "1 bagel").
    static func breadUnderHeading(_ label: String) -> String? {
        let words = tokens(label)
        guard let on = words.lastIndex(of: "on"), on > 0, !mealWords.keys.contains(words[0]) else { return nil }
        let bread = words[(on + 1)...].filter { !["a", "an", "the"].contains($0) }
        guard (1...3).contains(bread.count), let last = bread.last, sandwichBreads.contains(last) else { return nil }
        if ["rye", "sourdough", "wheat", "white"].contains(last) { return "2 slices " + bread.joined(separator: " ") + " bread" }
        if ["bread", "toast"].contains(last) { return "2 slices " + bread.joined(separator: " ") }
        return "1 " + bread.joined(separator: " ")
    }

    /// A sandwich named on its bread before a comma, its fillings listed after it with amounts: the fillings and the
    /// bread. Only where every word naming the sandwich's food is said again in the list (so "ham on rye, a pickle" is
    /// the sandwich and the pickle).
    static func sandwichHeading(_ text: String) -> (rest: String, bread: String)? {
        guard let comma = text.firstIndex(of: ","), !text[..<comma].contains(where: \.isNumber) else { return nil }
        let head = String(text[..<comma])
        let rest = text[text.index(after: comma)...].trimmingCharacters(in: .whitespaces)
        let headWords = tokens(head)
        guard headWords.count <= 8, let on = headWords.lastIndex(of: "on"), let bread = breadUnderHeading(head),
            case let restWords = tokens(rest), QuantityText.leading(restWords) != nil,
            !restWords.contains(where: { sandwichBreads.contains($0) || ["tortilla", "tortillas", "wrap"].contains($0) }),
            case let named = headWords[..<on].filter({ namesNoAmount($0) && !sandwichWords.contains($0) && $0 != "and" }), !named.isEmpty,
            case let said = Set(restWords.map(SearchText.stem)), named.allSatisfy({ said.contains(SearchText.stem($0)) })
        else { return nil }
        return (rest, bread)
    }

    static func leadingLabel(_ text: String) -> (label: String, rest: String)? {
        // "label: rest" or "label - rest" with a short label of words (no digits).
        for separator in [":", " - ", " – ", " — "] {
            guard let range = text.range(of: separator) else { continue }
            let label = text[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
            let rest = text[range.upperBound...].trimmingCharacters(in: .whitespaces)
            guard !label.isEmpty, !rest.isEmpty, label.count <= 40, label.split(separator: " ").count <= 6,
                !label.contains(where: { $0.isNumber }), !label.contains(",")
            else { continue }
            return (label, rest)
        }
        // "pizza night, 2 slices …", "after the gym, a shake": a few words ending in an occasion, then a comma.
        if let comma = text.firstIndex(of: ",") {
            let label = text[..<comma].trimmingCharacters(in: .whitespaces)
            let rest = text[text.index(after: comma)...].trimmingCharacters(in: .whitespaces)
            let words = SearchText.words(label)
            // (Not when all that follows is an amount: "a big breakfast platter, 300 g" weighs the food the words name.)
            let amountOnly = tokens(String(rest)).allSatisfy { QuantityText.number($0) != nil || HouseholdUnit.normalized($0) != nil || ["fl", "about", "approx"].contains($0) }
            if !rest.isEmpty, !amountOnly, (1...4).contains(words.count), !label.contains(where: { $0.isNumber }),
                let last = words.last, mealWords[last] != nil || occasionWords.contains(last)
            {
                // ("a mango for dessert, peeled": a food before "for" the meal is the first item, said with its meal.)
                if words.count >= 3, ["for", "at"].contains(words[words.count - 2]), mealWords[last] != nil,
                    words.dropLast(2).contains(where: { !chatter.contains($0) && !["then", "and", "after", "before"].contains($0) })
                {
                    return (words.suffix(2).joined(separator: " "), words.dropLast(2).joined(separator: " ") + ", " + rest)
                }
                return (label, rest)
            }
        }
        return nil
    }

    /// What a sandwich is served on.
    static let sandwichBreads: Set<String> = ["bun", "roll", "bread", "croissant", "bagel", "baguette", "ciabatta", "focaccia", "toast", "rye", "sourdough", "wheat", "white", "pita", "muffin"]

    /// Dishes named after what fills them ("turkey and swiss sandwich", "ham and egg biscuit").
    static let filledDishHeads: Set<String> = sandwichWords.union(filledDishes).union(["biscuit", "bagel", "croissant", "wrap", "wraps"])

    /// Dishes a filling is wrapped or folded into: "X and Y burrito" is one of them.
    static let wrappedDishes: Set<String> = ["burrito", "burritos", "taco", "tacos", "quesadilla", "quesadillas", "enchilada", "enchiladas", "crepe", "wrap"]

    /// Dishes named after their fillings ("bean and cheese burrito").
    static let filledDishes: Set<String> = [
        "burrito", "burritos", "taco", "tacos", "quesadilla", "quesadillas", "enchilada", "enchiladas", "pizza", "pie", "soup", "casserole",
        "roll", "rolls", "omelet", "omelette", "crepe", "dumplings", "pasta", "stew", "stews", "chowder", "curry",
    ]

    /// Whether a text only says what a food is fortified with ("iron", "calcium fortified", "added vitamin d"; with
    /// `named` false also the rest of a list, "d fortified" of "vitamin a and d fortified").
    static func onlyFortification(_ text: String, named: Bool = true) -> Bool {
        let words = tokens(text)
        return !words.isEmpty && (!named || words.contains(where: fortifyingWords.contains))
            && words.allSatisfy { fortifyingWords.contains($0) || $0.count == 1 || ["added", "fortified", "enriched", "and"].contains($0) }
    }

    /// What a food may be fortified with ("with added calcium").
    static let fortifyingWords: Set<String> = [
        "calcium", "vitamin", "vitamins", "iron", "fiber", "fibre", "protein", "omega", "dha", "ara", "zinc", "folate", "nutrients", "minerals",
    ]

    /// Words that say a part was taken from a food ("pits removed", "skin taken off", "seeds out").
    static let removalWords: Set<String> = ["removed", "remove", "taken", "off", "out", "discarded", "peeled", "trimmed"]

    /// Words that say a part of the food was eaten with it (", skin left on").
    static let leftOnWords: Set<String> = ["on", "left", "kept", "still", "intact", "eaten"]

    /// Words that, after "not", say a part of the food was left out (", skin not eaten", ", bone not counted").
    static let notKeptWords: Set<String> = leftOnWords.union(["counted", "included", "weighed"])

    /// What a fried piece is coated in, eaten or taken off with its skin.
    static let coatingNouns: Set<String> = ["breading", "batter", "coating"]

    /// The pieces a bird is sold in.
    static let birdPieces: Set<String> = ["thigh", "thighs", "breast", "breasts", "drumstick", "drumsticks", "wing", "wings", "leg", "legs", "tender", "tenders", "strips"]

    /// Parts of a food that "with" may name ("cherries with pits", "chicken with the skin").
    /// Whether the text says the food was cooked some way ("cooked", "grilled", "baked", …).
    static func cookingSaid(_ text: String) -> Bool {
        SearchText.words(text).contains { cookingStates.contains($0) || otherCookingTerms.contains($0) || ["sauteed", "seared"].contains($0) }
    }

    static let foodParts: Set<String> = ["pit", "pits", "seed", "seeds", "skin", "skins", "peel", "peels", "bone", "bones", "shell", "shells", "rind", "stem", "stems", "core"]

    /// Words that end a label naming an occasion rather than a food ("pizza night", "movie time", "gym").
    static let occasionWords: Set<String> = [
        "night", "time", "run", "party", "break", "treat", "meal", "day", "morning", "afternoon", "evening", "tonight", "today",
        "yesterday", "workout", "gym", "game", "date", "sides", "snacks", "stuff", "combo",
    ]

    /// Whether a database name is the chain's ("Wendy's, chicken nuggets" for "wendys").
    static func names(chain: String, _ name: String) -> Bool {
        SearchText.words(name).joined().contains(chain.replacingOccurrences(of: " ", with: ""))
    }

    /// The first chain named in `words` (the earliest, then in the order of `brands`).
    static func brand(in words: [String]) -> String? {
        for index in words.indices {
            guard let named = brandsByFirstWord[words[index]] else { continue }
            for brand in named where index + brand.words.count <= words.count {
                if brand.words.indices.allSatisfy({ words[index + $0] == brand.words[$0] }) { return brand.name }
            }
        }
        return nil
    }

    /// The chains by the first word of their names, in the order of `brands` (a parse asks for a chain many times).
    static let brandsByFirstWord: [String: [(words: [String], name: String)]] = Dictionary(grouping: brands, by: { $0.words.first ?? "" })

    // MARK: Segments

    struct Segment {
        var text: String
        /// The joiner before this segment ("and", "with", "," …).
        var joiner: String
        /// Amount text from a parenthesis ("1 cup", "95 g", "1 oz each").
        var annotation: String?
        var isChatter = false
        var inheritCount: Double?
        /// The bread a sandwich was said to be on ("on white bread"), for when its ingredients are listed instead.
        var bread: String?

        /// The same words said after another joiner ("peas with carrots" read as "peas and carrots").
        func joined(by joiner: String) -> Segment {
            var copy = self
            copy.joiner = joiner
            return copy
        }
    }

    /// Whether the food the words name is a patty sold to be cooked (USDA counts it by "1 patty"), not a sandwich.
    func soldAsPatty(_ text: String, brand: String?) -> Bool {
        let said = MealParser.tokens(text).filter(MealParser.carriesMeaning)
        guard !said.isEmpty, let alone = resolveFood(said, brand: brand) else { return false }
        return MeasureResolver.unitWeights(of: alone.food).contains { $0.unit == "patty" }
    }

    /// Splits a meal into item texts: commas and joiners, then re-joins what the lexicon knows as
    /// one food ("half and half", "chili with beans"), attaches weights and modifiers to the item
    /// before them, and drops dish names that only introduce their ingredients.
    func segment(_ text: String, brand: String? = nil) -> [Segment] {
        let expanded = MealParser.expandParentheses(MealParser.sentencesAsItems(text))
        var raw: [Segment] = []
        for piece in expanded.split(separator: ",") {
            let part = piece.trimmingCharacters(in: .whitespaces)
            guard !part.isEmpty else { continue }
            raw += splitOnJoiners(part, firstJoiner: ",")
        }
        // "…, with frosting": what follows a comma and "with" comes with the item before it, as "with" alone says.
        for index in raw.indices.dropFirst() where raw[index].joiner == "," {
            let words = MealParser.tokens(raw[index].text)
            // (An amount after it, "…, with 2 tbsp syrup", is an item of its own either way.)
            if words.count >= 2, words[0] == "with", QuantityText.leading(Array(words.dropFirst())) == nil {
                raw[index].joiner = "with"
                raw[index].text = words.dropFirst().joined(separator: " ")
            }
            // ("…, 6 oz, and 150 g of macaroni salad": the "and" before another amount joins the next item.)
            if words.count >= 3, words[0] == "and", QuantityText.leading(Array(words.dropFirst())) != nil {
                raw[index].joiner = "and"
                raw[index].text = words.dropFirst().joined(separator: " ")
            }
        }
        // "beef, pork and turkey franks": a list of kinds before one head, which a database name holds whole, is that one
        // food, not a beef, a pork and a frank.
        func joinList(_ first: Int, through end: Int) {
            raw[first].text = ([raw[first].text] + raw[(first + 1)..<end].map(\.text) + ["and", raw[end].text]).joined(separator: " ")
            raw.removeSubrange((first + 1)...end)
        }
        var listAt = 0
        while listAt + 2 < raw.count {
            var end = listAt + 1
            while end < raw.count, raw[end].joiner == ",", raw[end].annotation == nil,
                case let words = MealParser.tokens(raw[end].text), (1...2).contains(words.count), QuantityText.leading(words) == nil
            {
                end += 1
            }
            // (Baby food said: USDA names a jar after all it holds, a list too: "…, macaroni & tomato & beef, …".)
            let babyList = end > listAt + 1 && end < raw.count && raw[end].joiner == "and" && raw[end].annotation == nil
                && raw[listAt].annotation == nil && QuantityText.leading(MealParser.tokens(raw[end].text)) == nil
                && MealParser.babyFoodWords(raw[listAt...end].flatMap { MealParser.tokens($0.text) }).map { said in
                    let content = said.filter { $0 != "babyfood" && $0 != "and" }.map(SearchText.stem)
                    return content.count >= 3 && !babyFoodNames(content, search: said.filter { $0 != "and" }).isEmpty
                } == true
            if babyList {
                joinList(listAt, through: end)
                listAt += 1
                continue
            }
            // (What the pieces are cut as, said last, "… sausage pieces", is no word of the name.)
            guard end > listAt + 1, end < raw.count, raw[end].joiner == "and", raw[end].annotation == nil, raw[listAt].annotation == nil,
                // (Where it came from, said after the head, "… from the deli", is no word of the name.)
                case let spoken = MealParser.tokens(raw[end].text),
                case let said = spoken.firstIndex(of: "from").map({ $0 >= 2 ? Array(spoken[..<$0]) : spoken }) ?? spoken,
                (2...5).contains(said.count), QuantityText.leading(said) == nil,
                case let last = said.count > 2 && ["pieces", "chunks", "bits", "cubes", "slices"].contains(said[said.count - 1]) ? Array(said.dropLast()) : said,
                (2...4).contains(last.count), let head = last.last,
                case let kinds = namedWords(of: raw[listAt].text),
                // (One kind, or one said after how the whole was made: "light turkey, pork and beef franks".)
                let kind = kinds.last, kinds.dropLast().allSatisfy({ word in
                    MealParser.states[word] != nil || MealParser.lighterWords.contains(word) || MealParser.lightenedQualities.contains(word)
                        || MealParser.curedWords.contains(SearchText.stem(word))
                }),
                case let typed = kinds + raw[(listAt + 1)..<end].flatMap({ MealParser.tokens($0.text) }) + last,
                let named = exactDatabaseMatch(typed),
                MealParser.baseWords(named.name) == [SearchText.stem(head)]
                    || MealParser.baseWords(named.name) == [SearchText.stem(kind)]
                    // ("an egg, cheese and ham english muffin": fillings listed before a head of two words the name is of.)
                    || last.count >= 3 && MealParser.ownHead(MealParser.baseWords(named.name)) == last.suffix(2).map(SearchText.stem),
                MealParser.namesAll(typed, MealParser.namingStems(named.name))
            else {
                listAt += 1
                continue
            }
            joinList(listAt, through: end)
            listAt += 1
        }
        // What a food was made with: a slip of the liquid ("made with watter", "cooked in mlk") is that liquid, when no
        // food name holds the typed word; water it was cooked in is what it was cooked with, as USDA names it ("…, cooked
        // with water"), not what it is packed in.
        var boiledIn: [Int] = []
        for index in raw.indices.dropFirst() where ["with", "in"].contains(raw[index].joiner) {
            // ("… made from scratch with milk", "… made at home with butter": homemade, and made with what follows.)
            var before = MealParser.tokens(raw[index - 1].text)
            if before.count > 3, before[before.count - 3] == "made", [["from", "scratch"], ["at", "home"]].contains(Array(before.suffix(2))) {
                before.removeLast(3)
                raw[index - 1].text = (before + ["homemade", "made"]).joined(separator: " ")
            }
            var medium = MealParser.tokens(raw[index].text).filter { $0 != "the" && $0 != "plain" }
            // ("broccoli cooked in unsalted water": boiled, without salt, where no entry of the food is "cooked with
            // water" as a cereal is.)
            let salt = medium.count == 2 && medium[1] == "water" ? ["unsalted": "without salt", "salted": "with salt"][medium[0]] : nil
            if salt != nil { medium.removeFirst() }
            // ("eggs fried in butter", "a pork chop pan fried in oil": the fat a food was fried in, in no amount of its
            // own, is in USDA's fried food already; the food is read as cooked so, never with a tablespoon of fat beside
            // it.)
            let fat = medium.filter { !["a", "little", "some", "bit", "of", "touch", "splash"].contains($0) }
            if raw[index].joiner == "in", let verb = MealParser.tokens(raw[index - 1].text).last, ["fried", "sauteed", "pan", "panfried", "scrambled", "cooked", "browned", "seared"].contains(verb),
                QuantityText.leading(fat) == nil, (1...2).contains(fat.count),
                fat.joined(separator: " ") == "butter" || ["oil", "lard", "ghee", "margarine", "grease", "fat", "drippings"].contains(fat[fat.count - 1]),
                // (Only where the food so cooked is an entry with its fat: "Egg, whole, cooked, fried"; a raw zucchini
                // keeps its oil.)
                case let food = namedWords(of: raw[index - 1].text),
                !food.isEmpty, let cooked = resolveFood(food, brand: brand)?.food,
                case let terms = MealParser.nameTerms(cooked.name),
                !terms.isDisjoint(with: ["fried", "fat added", "sauteed", "stir fried", "with oil", "with butter", "with margarine"])
            {
                if verb == "pan" { raw[index - 1].text += " fried" }
                boiledIn.append(index)
                continue
            }
            guard medium.count == 1, let word = medium.first, let verb = MealParser.tokens(raw[index - 1].text).last,
                ["made", "cooked", "prepared", "boiled"].contains(verb)
            else { continue }
            // (The verb may stand alone after the food: "broccoli, cooked in water".)
            let cookedAlone = MealParser.tokens(raw[index - 1].text) == [verb] && index >= 2 && raw[index - 1].joiner == ","
            if word == "water", raw[index].joiner == "in", ["cooked", "boiled"].contains(verb),
                case let food = namedWords(of: raw[cookedAlone ? index - 2 : index - 1].text).filter({ $0 != verb }),
                !food.isEmpty, let alone = resolveFood(food, brand: brand)?.food,
                resolveFood(food + ["cooked", "with", "water"], brand: brand).map({ made in
                    SearchText.containsBytes(made.food.name.lowercased(), "with water") && MealParser.baseWords(made.food.name) == MealParser.baseWords(alone.name)
                }) != true
            {
                raw[index - 1].text = (cookedAlone ? "" : raw[index - 1].text + " ") + "boiled" + (salt.map { " " + $0 } ?? "")
                boiledIn.append(index)
                continue
            }
            if let salt { raw[index - 1].text += " " + salt }
            if word.count >= 3, lexicon.bestMatch([SearchText.stem(word)]) == nil, lookup.foodCount(withWord: word, cap: 1) == 0,
                let liquid = ["water", "milk"].first(where: { SearchText.editDistance($0, word, limit: 1) == 1 })
            {
                raw[index].text = liquid
                medium = [liquid]
            }
            if raw[index].joiner == "in", medium == ["water"] { raw[index].joiner = "with" }
        }
        for index in boiledIn.reversed() { raw.remove(at: index) }
        // "… packed in light syrup, with the syrup", "canned peaches with their juice": the liquid a food said to be canned or
        // packed is eaten with is what it is packed in (USDA's "…, juice pack, solids & liquids"), no food of its own and no
        // part of a name to join; said again, it is said once.
        var packedAt = 1
        while packedAt < raw.count {
            var medium = MealParser.tokens(raw[packedAt].text)
            if let first = medium.first, ["the", "its", "their"].contains(first) { medium.removeFirst() }
            if medium.last == "juices" || medium.last == "liquid" || medium.last == "liquids" { medium[medium.count - 1] = "juice" }
            let before = MealParser.tokens(raw[packedAt - 1].text)
            guard raw[packedAt].joiner == "with", raw[packedAt].annotation == nil, (1...2).contains(medium.count), let liquid = medium.last,
                MealParser.packingMedia.contains(liquid), medium.count == 1 || ["light", "heavy"].contains(medium[0]),
                before.contains(where: { ["canned", "tinned", "jarred", "packed", "can", "cans", "tin", "tins", "jar"].contains($0) })
                    || before.contains(liquid)
            else {
                packedAt += 1
                continue
            }
            // (Fruit's syrup or juice eaten with it is USDA's "solids & liquids"; fish in oil or water is weighed as named.)
            if !before.contains(liquid) {
                raw[packedAt - 1].text += " in " + medium.joined(separator: " ") + (["syrup", "juice"].contains(liquid) ? " solids and liquids" : "")
            }
            raw.remove(at: packedAt)
        }
        // Re-join what the lexicon reads as one food: a phrase that spans the join ("half and half",
        // "chili with beans", "corn on the cob"), never two foods that merely sit side by side.
        var merged: [Segment] = []
        var index = 0
        // (The words nothing knows are looked up once per text the joins are asked of.)
        var withoutUnknown: [String: String?] = [:]
        func knownWordsOnly(_ text: String) -> String? {
            if let known = withoutUnknown[text] { return known }
            let known = withoutUnknownWords(text)
            withoutUnknown[text] = known
            return known
        }
        while index < raw.count {
            var current = raw[index]
            var next = index + 1
            while next < raw.count {
                var joined = false
                // ("10 pretzels dipped in white chocolate": the food and its coating, where a name says both.)
                if raw[next].joiner == "in", raw[next].annotation == nil, let coatedWord = MealParser.tokens(current.text).last,
                    MealParser.coatedInWords.contains(coatedWord), case let coating = MealParser.tokens(raw[next].text),
                    (1...3).contains(coating.count), QuantityText.leading(coating) == nil,
                    coatedFood(foodWords(of: current.text).filter { MealParser.carriesMeaning($0) && $0 != coatedWord },
                               in: coating.filter { !MealParser.chatter.contains($0) }, unit: nil, counted: false) != nil
                {
                    current.text += " in " + raw[next].text
                    next += 1
                    continue
                }
                // ("3 oz of ham, lean, with natural juices": how the food was cut or made, said between it and what the
                // database names it with, is said of that one food.)
                // (Not how it was made, "…, made with water", read by its own rules; nor said after a part that names no food.)
                func describes(_ word: String) -> Bool {
                    MealParser.states[word] != nil || MealParser.descriptorWords.contains(word) || MealParser.neutralWords.contains(word)
                }
                if next + 1 < raw.count, raw[next].joiner == ",", raw[next].annotation == nil, raw[next + 1].joiner == "with",
                    case let described = MealParser.tokens(raw[next].text), (1...3).contains(described.count),
                    described.allSatisfy(describes), !described.contains(where: ["made", "prepared", "mixed", "reconstituted", "diluted"].contains),
                    foodWords(of: current.text).contains(where: { !describes($0) && !MealParser.chatter.contains($0) }),
                    joinsAsOneFood(current.text + " " + described.joined(separator: " "), raw[next + 1], brand: brand)
                {
                    current.text += " " + described.joined(separator: " ") + " with " + raw[next + 1].text
                    current.annotation = current.annotation ?? raw[next + 1].annotation
                    next += 2
                    continue
                }
                // (", 2 cups, made with 2% milk", ", made with 2% milk": an amount, or none, and how the item before it was made
                // hold no food to join.)
                if raw[next].joiner == "with", current.joiner == ",", index > 0, case let said = MealParser.tokens(current.text), !said.isEmpty,
                    said[said.count - 1] == "made",
                    // (", prepared with water" alone is read whole by its own rule.)
                    said.count == 1 && MealParser.tokens(raw[next].text).last.map { ["milk", "cream"].contains($0) } == true
                        || said.count > 1 && MealParser.bareAmount(MealParser.amountWords(Array(said.dropLast()))) != nil
                {
                    break
                }
                for span in 1...min(3, raw.count - next) {
                    let tail = Array(raw[next..<(next + span)])
                    guard tail.allSatisfy({ $0.joiner != "," }) else { break }
                    // ("lean and fat" is USDA's trim of a cut, never a second food called fat.)
                    // (Nor "meat and skin", USDA's part of a bird, a second food called skin.)
                    let trim = span == 1 && tail[0].joiner == "and"
                        && (MealParser.tokens(current.text).last == "lean" && MealParser.tokens(tail[0].text).first == "fat"
                            || MealParser.tokens(current.text).last == "meat" && MealParser.tokens(tail[0].text).first == "skin")
                    // (", skin and breading removed", ", skin and breading on": what of the item before was taken off or left on.)
                    if span == 1, tail[0].joiner == "and", current.joiner == ",", case let partWords = MealParser.tokens(current.text),
                        !partWords.isEmpty, partWords.allSatisfy({ MealParser.foodParts.contains($0) || MealParser.coatingNouns.contains($0) }),
                        case let rest = MealParser.tokens(tail[0].text), rest.contains(where: { MealParser.foodParts.contains($0) || MealParser.coatingNouns.contains($0) }),
                        rest.allSatisfy({ MealParser.foodParts.contains($0) || MealParser.coatingNouns.contains($0) || MealParser.removalWords.contains($0)
                            || MealParser.leftOnWords.contains($0) || $0 == "the" })
                    {
                        current.text += " and " + tail[0].text
                        next += 1
                        joined = true
                        break
                    }
                    // ("with iron and calcium", ", vitamin a and d fortified": one list of what a food is fortified with.)
                    if span == 1, tail[0].joiner == "and", index > 0 || next > index + 1, MealParser.onlyFortification(current.text),
                        MealParser.onlyFortification(tail[0].text, named: false)
                    {
                        current.text += " and " + tail[0].text
                        next += 1
                        joined = true
                        break
                    }
                    // ("2 breaded and fried fillets", "a peeled and sliced apple": two states of one food, not two foods.)
                    if span == 1, tail[0].joiner == "and", MealParser.onlyStates(current.text),
                        let first = MealParser.tokens(tail[0].text).first, MealParser.describesState(first)
                    {
                        current.text += " " + tail[0].text
                        current.annotation = current.annotation ?? tail[0].annotation
                        next += 1
                        joined = true
                        break
                    }
                    // (Vegetables the database sells mixed as one, "Peas & onions", said with "with", "peas with
                    // onions", are that mix.)
                    // (Not what it was made with: "grits made with milk".)
                    if span == 1, tail[0].joiner == "with", tail[0].annotation == nil, QuantityText.leading(MealParser.tokens(tail[0].text)) == nil,
                        let verb = MealParser.tokens(current.text).last, !MealParser.preparationWords.contains(verb), MealParser.states[verb] == nil,
                        joinsAsOneFood(current.text, tail[0].joined(by: "and"), brand: brand),
                        let mix = resolveFood(namedWords(of: current.text + " and " + tail[0].text), brand: brand)?.food,
                        ["vegetables", "fruits"].contains(mix.group ?? ""), !SearchText.words(mix.name).contains("with"),
                        resolveFood(namedWords(of: tail[0].text), brand: brand).map({ ["vegetables", "fruits"].contains($0.food.group ?? "") }) == true
                    {
                        current.text += " and " + tail[0].text
                        next += 1
                        joined = true
                        break
                    }
                    // (A baked good or dish the database names "with fruit" or "with nuts", said with a fruit or nut of
                    // its own, "a danish with cherries", is that dish: the fruit is in it, never a second food.)
                    if span == 1, tail[0].joiner == "with", tail[0].annotation == nil, let kind = addInKind(current.text, tail[0], brand: brand) {
                        current.text += " with " + kind
                        next += 1
                        joined = true
                        break
                    }
                    // ("ham with water added", "orange juice with calcium added": what was added in making a food the database
                    // names so is that food.)
                    let added = span == 1 && tail[0].joiner == "with" && namesWhatWasAdded(current.text, tail[0])
                    // ("cinnamon rolls with their frosting", "a pie with its crust": the food's own part, never a second food.)
                    let ownPart = span == 1 && tail[0].joiner == "with" && tail[0].annotation == nil
                        && ["its", "their"].contains(MealParser.tokens(tail[0].text).first ?? "")
                        && QuantityText.leading(Array(MealParser.tokens(tail[0].text).dropFirst())) == nil
                    // (What a food is fortified with, "with added vitamin d", is read after the join by its own rule, which
                    // weighs the item's energy; a name that holds those words may be another form of the food.)
                    let fortification = tail[0].joiner == "with" && MealParser.onlyFortification(tail[0].text)
                        && tail.allSatisfy { MealParser.onlyFortification($0.text, named: false) }
                    // (A word no food name or everyday food knows, a maker the database does not carry, "a cup of progresso chicken
                    // and rice soup", is left out of the join's reading.)
                    // ("chicken and the rice", "eggs and some toast": a determiner after "and" opens another item, never a
                    // word of one dish's name.)
                    let opensAnother = tail[0].joiner == "and" && MealParser.tokens(tail[0].text).first.map(MealParser.determiners.contains) == true
                    if !MealParser.madeWithWaterAsSold(current.text, tail), added || ownPart || trim
                        || !fortification && !opensAnother && (spansJoin(current.text, tail) || span == 1 && joinsAsOneFood(current.text, tail[0], brand: brand)
                            || span > 1 && joinsAcross(current.text, tail, brand: brand) || namesEveryJoinedWord(current.text, tail)
                            || knownWordsOnly(current.text).map { spansJoin($0, tail) || span == 1 && joinsAsOneFood($0, tail[0], brand: brand) } == true)
                    {
                        // (Its own part is read without "its": "a baked potato with skin".)
                        let said = ownPart ? tail.map { "\($0.joiner) \(MealParser.tokens($0.text).dropFirst().joined(separator: " "))" } : tail.map { "\($0.joiner) \($0.text)" }
                        current.text = ([current.text] + said).joined(separator: " ")
                        current.annotation = current.annotation ?? tail.compactMap(\.annotation).first
                        next += span
                        joined = true
                        break
                    }
                }
                if !joined, let listed = withList(current.text, Array(raw[next...])) {
                    // "a croissant with egg, cheese and sausage": one dish a name lists every filling of.
                    current.text = ([current.text] + raw[next..<(next + listed)].map { "\($0.joiner) \($0.text)" }).joined(separator: " ")
                    next += listed
                    continue
                }
                if !joined { break }
            }
            merged.append(current)
            index = next
        }
        // Weights and modifiers that follow an item belong to it; chatter goes.
        var result: [Segment] = []
        // States said on their own before the food they describe ("frozen then boiled brussels sprouts").
        var pendingStates: [String] = []
        // Items counted as sold and made up with water ("a sachet of instant cappuccino stirred into hot water"): a volume said
        // after one is the drink it made.
        var madeUpPacks: Set<Int> = []
        // A part already read into the item before it ("… made with skim" and "margarine").
        var readWithLast: Set<Int> = []
        for (position, var segment) in merged.enumerated() {
            if readWithLast.contains(position) { continue }
            var words = MealParser.tokens(segment.text)
            // "a ham sandwich, on rye": the bread a sandwich is on, said after a comma, is the sandwich's, no second
            // food.
            if segment.joiner == ",", words.first == "on", case let bread = words.dropFirst().filter({ !["a", "an"].contains($0) }),
                (1...3).contains(bread.count), bread.last.map(MealParser.sandwichBreads.contains) == true,
                let last = result.last, last.annotation == nil,
                MealParser.tokens(last.text).last.map({ MealParser.sandwichWords.contains($0) && !$0.hasSuffix("burger") }) == true
            {
                result[result.count - 1].text += " " + words.joined(separator: " ")
                continue
            }
            while let first = words.first, MealParser.joiners.contains(first) { words.removeFirst() }
            // (", 12 pods about 4 inches long", ", 3 medium ones 7 inches long": how big each is, said after the
            // amount, is neither amount nor food.)
            if let tail = MealParser.sizeTail(words), tail > 0 {
                words.removeSubrange(tail...)
                segment.text = words.joined(separator: " ")
            }
            // "a spoon of jam spread on …", "butter rubbed over …": the word for how it was put where the next part
            // says is no word of the food ("spread" would read a margarine spread, "rolled" rolled oats).
            // (Unless the words end a name of their own: "cheese spread", USDA's "Cheese spread, …".)
            if words.count >= 2, let last = words.last, MealParser.placingWords.contains(last), position + 1 < merged.count,
                ["in", "on", "onto", "into", "over"].contains(merged[position + 1].joiner),
                !(2...min(4, words.count)).contains(where: { length in
                    let named = Array(words.suffix(length))
                    return exactDatabaseMatch(named).map { MealParser.baseWords($0.name) == named.map(SearchText.stem) } == true
                })
            {
                words.removeLast()
                segment.text = words.joined(separator: " ")
            }
            // ", sprinkled" then "over the pasta": how an addition was put where it went, which the joiner split from
            // it, is read with that place below.
            if segment.joiner == ",", words.count == 1, MealParser.placingWords.contains(words[0]), position + 1 < merged.count,
                ["in", "on", "onto", "into", "over"].contains(merged[position + 1].joiner)
            {
                continue
            }
            // "…, frozen then boiled": a part that is only how the food was made or kept (no word of its own names a
            // food) describes the item before it, or, first in the text, the one after it. (With neither, it is read
            // as typed, and what names no food is reported.)
            // (Not "in skin": cooked in it, read below.)
            // (", boiled at the cabin", ", heated up at work": where it was made says nothing of the food.)
            var madeAt = words.firstIndex(of: "at").map { at in
                at > 0 && words.count - at <= 4 && MealParser.states[words[at - 1]] != nil ? Array(words[..<at]) : words
            } ?? words
            // (", grilled x3": how it was cooked, then how many, both of the item before.)
            var times: String?
            if madeAt.count >= 2, let last = madeAt.last, last.count >= 2, last.first == "x", last.dropFirst().allSatisfy(\.isASCII) && last.dropFirst().allSatisfy(\.isNumber) {
                times = last
                madeAt.removeLast()
            }
            if !words.isEmpty, QuantityText.leading(words) == nil, segment.joiner != "with",
                !(segment.joiner == "in" && words.contains(where: { ["skin", "skins"].contains($0) })),
                !result.isEmpty || position + 1 < merged.count,
                case let said = madeAt.filter({ !MealParser.chatter.contains($0) }), !said.isEmpty,
                said.allSatisfy({ (MealParser.states[$0] != nil || MealParser.handlingWords.contains($0)) && lexicon.bestMatch([SearchText.stem($0)]) == nil
                    // (", dry": as bought, USDA's "dry" of pasta, grains and mixes.)
                    || $0 == "dry" && said.count <= 2
                    // (", from frozen concentrate", ", from a mix": what it was made from, said after "from".)
                    || words.first == "from" && ["concentrate", "mix", "powder", "scratch"].contains($0) })
                    // (", baked without butter", ", grilled with no oil": how it was cooked and what was left out.)
                    || said.firstIndex(of: "without").map({ at in
                        at > 0 && at + 1 < said.count && said.count - at <= 3
                            && said[..<at].allSatisfy({ MealParser.states[$0] != nil && lexicon.bestMatch([SearchText.stem($0)]) == nil })
                    }) == true
            {
                if var last = result.last {
                    last.text += " " + (madeAt + (times.map { [$0] } ?? [])).joined(separator: " ")
                    result[result.count - 1] = last
                } else {
                    pendingStates += madeAt
                }
                continue
            }
            if !pendingStates.isEmpty {
                words = pendingStates + words
                pendingStates = []
            }
            // "salt and pepper to taste": seasoning in no stated amount.
            if words.count > 2, words.suffix(2) == ["to", "taste"] { words.removeLast(2) }
            // "… with sugar added" (a food no name holds with what was added): the sugar, as any food said after "with".
            if segment.joiner == "with", words.count >= 2, words.last == "added" { words.removeLast() }
            // "salt and pepper": the pepper that goes with salt is ground black pepper, not a bell pepper.
            if segment.joiner == "and", words == ["pepper"], let last = result.last, MealParser.tokens(last.text).last == "salt" {
                words = ["black", "pepper"]
            }
            // "a fried thigh and 2 drumsticks": another part of the same bird, said bare after "and", is cooked and
            // bought as the part before it ("2 fried drumsticks"), at the chain it came from.
            if segment.joiner == "and", let last = result.last, case let lead = QuantityText.leading(words)?.count ?? 0,
                case let part = words[lead...].filter({ !["a", "an", "one"].contains($0) }), part.count == 1,
                MealParser.birdParts.contains(HouseholdUnit.singular(part[0])),
                case var lastWords = MealParser.tokens(last.text), case let lastLead = QuantityText.leading(lastWords)?.count ?? 0,
                let at = lastWords.lastIndex(where: { MealParser.birdParts.contains(HouseholdUnit.singular($0)) }), at >= lastLead,
                HouseholdUnit.singular(lastWords[at]) != HouseholdUnit.singular(part[0])
            {
                lastWords[at] = part[0]
                // (One part said without a count is one: "… and wing".)
                let count = lead == 0 && HouseholdUnit.singular(part[0]) == part[0] ? ["a"] : Array(words[..<lead])
                words = count + lastWords[lastLead...].filter { !["a", "an", "one"].contains($0) }
            }
            // "2 slices of ham on rye bread": a filling on bread is a sandwich, whose bread is two slices ("on toast" is
            // open-faced: one).
            if segment.joiner == "on", let filling = result.last, QuantityText.leading(MealParser.tokens(filling.text)) != nil,
                !isSandwich(filling.text), QuantityText.leading(words) == nil, words.last == "bread", words.count <= 3,
                // (Not "on the bread": bread already had, where the addition went.)
                !["the", "my", "our", "his", "her", "their", "each", "every"].contains(words[0])
            {
                words = ["2", "slices", "of"] + words.filter { !["a", "an", "some"].contains($0) }
            }
            segment.text = words.joined(separator: " ")
            let content = words.filter { !MealParser.chatter.contains($0) }
            // "a burger with pickles, double patty": words after what a dish came with, that the dish at the
            // head of that list is named by, say which dish it is (never a food of their own).
            if segment.joiner == ",", QuantityText.leading(words) == nil, (1...3).contains(content.count),
                let head = MealParser.withListHead(result), result[head].annotation == nil,
                case let said = namedWords(of: result[head].text),
                !said.isEmpty, let dish = resolveFood(said, brand: brand)?.food,
                // (Where it came from, "fast food style", is the dish's too.)
                case let named = content.filter({ !["style", "kind", "type"].contains($0) }), !named.isEmpty,
                case let kind = named.filter({ !MealParser.originWords.contains($0) }),
                // (Named by the dish found, or by another kind of it that every word names: "double patty".)
                kind.allSatisfy({ MealParser.namesWord(SearchText.stem($0), MealParser.namingStems(dish.name)) })
                    || resolveFood(said + kind, brand: brand).map({ other in
                        let stems = MealParser.namingStems(other.food.name)
                        return (said + kind).allSatisfy { MealParser.namesWord(SearchText.stem($0), stems) }
                    }) == true
            {
                result[head].text += " " + named.joined(separator: " ")
                continue
            }
            // "cherries, pits removed", "chicken thighs, skin taken off": a part taken from the item, not another food. Skin
            // and bone are in USDA's names ("meat only", "bone removed"); pits, seeds, a peel or a shell are how the
            // item comes.
            // (", skin and breading removed": a coating goes with the skin it is on. ", skin not eaten" is taken off
            // too, and so is a part the amount leaves out: ", bone not counted".)
            let notKept = zip(words, words.dropFirst()).contains { ["not", "never"].contains($0.0) && MealParser.notKeptWords.contains($0.1) }
            if var last = result.last, QuantityText.leading(words) == nil, content.count >= 2, content.count <= 6,
                content.contains(where: MealParser.foodParts.contains),
                notKept || content.contains(where: MealParser.removalWords.contains),
                content.allSatisfy({ MealParser.foodParts.contains($0) || MealParser.removalWords.contains($0) || MealParser.coatingNouns.contains($0)
                    || ["the", "its", "their", "all", "and"].contains($0) || notKept && (["not", "never"].contains($0) || MealParser.notKeptWords.contains($0)) })
            {
                if content.contains(where: { ["skin", "skins"].contains($0) }) { last.text += " skinless" }
                if content.contains(where: { ["bone", "bones"].contains($0) }) { last.text += " boneless" }
                result[result.count - 1] = last
                continue
            }
            // ", skin and breading on", ", skin left on": the item as it comes, with its skin.
            if var last = result.last, segment.joiner == ",", QuantityText.leading(words) == nil, content.count >= 2, content.count <= 6,
                content.contains(where: { MealParser.foodParts.contains($0) || MealParser.coatingNouns.contains($0) }),
                content.contains(where: MealParser.leftOnWords.contains), !notKept,
                content.allSatisfy({ MealParser.foodParts.contains($0) || MealParser.leftOnWords.contains($0) || MealParser.coatingNouns.contains($0)
                    || ["the", "its", "their", "all", "and"].contains($0) })
            {
                if content.contains(where: { ["skin", "skins"].contains($0) }) { last.text += " skin" }
                result[result.count - 1] = last
                continue
            }
            // "12 oz of milk in a tall glass", "2 scoops of ice cream in a cup": what an item already measured was served in
            // is no amount and no food.
            if let last = result.last, segment.joiner == "in", QuantityText.leading(MealParser.tokens(last.text)) != nil,
                case let holder = content.filter({ !MealParser.servingVesselWords.contains($0) && HouseholdUnit.size($0) == nil }), holder.count == 1,
                MealParser.containerWords.contains(HouseholdUnit.singular(holder[0])) || ["tumbler", "thermos"].contains(holder[0])
            {
                continue
            }
            // ", 2 by 3 inches", ", 3 x 5 in": the size of the item before, in two dimensions, is no amount and no food.
            if !result.isEmpty, segment.joiner == ",", segment.annotation == nil, words.contains(where: { $0 == "by" || $0 == "x" }),
                words.filter({ QuantityText.number($0) != nil }).count >= 2,
                words.allSatisfy({ word in
                    QuantityText.number(word) != nil
                        || ["by", "x", "inch", "inches", "in", "about", "around"].contains(word) || MealParser.dimensionWords.contains(word)
                })
            {
                continue
            }
            // "scallops in breading", "fish fried in batter", "… with breading": the item coated so, as USDA names it ("breaded
            // & fried", "batter-dipped"), never a food called batter. (Also listed after its own part: "with skin and breading".)
            let before = position > 0 ? MealParser.tokens(merged[position - 1].text) : []
            let afterItsPart = segment.joiner == "and" && (before.suffix(3) == ["meat", "and", "skin"] || before.lastIndex(of: "with").map { with in
                with + 1 < before.count && before[(with + 1)...].allSatisfy({ MealParser.foodParts.contains($0) || ["the", "its", "their"].contains($0) })
            } == true)
            if var last = result.last, ["in", "with"].contains(segment.joiner) || afterItsPart, segment.annotation == nil,
                QuantityText.leading(Array(words.drop(while: { $0 == "a" || $0 == "an" }))) == nil,
                case let coat = words.filter({ !["a", "the", "its", "their", "some", "light", "crispy", "thin"].contains($0) }), coat.count == 1,
                MealParser.coatingNouns.contains(coat[0])
            {
                last.text += coat[0] == "batter" ? " battered" : " breaded"
                result[result.count - 1] = last
                continue
            }
            // ", canned in water", ", packed in light syrup": a state and what the item is packed in. (Or that alone: ", in juice".)
            if var last = result.last, segment.joiner == ",", case let packed = MealParser.tokens(merged[position].text),
                let packedIn = packed.firstIndex(of: "in"), packed.count - packedIn <= 3,
                packed[..<packedIn].allSatisfy({ MealParser.states[$0] != nil || $0 == "packed" }),
                packed.last.map(MealParser.packingMedia.contains) == true
            {
                last.text += " " + packed.joined(separator: " ")
                result[result.count - 1] = last
                continue
            }
            // ", sliced thin", ", finely chopped": how the item before was cut, and how finely, never a food (the cut picks
            // its measure; how thin, nothing).
            if var last = result.last, segment.joiner == ",", (2...3).contains(words.count), words.contains(where: MealParser.cutWords.contains),
                words.allSatisfy({ MealParser.cutWords.contains($0) || MealParser.cutMannerWords.contains($0) })
            {
                last.text += " " + words.filter(MealParser.cutWords.contains).joined(separator: " ")
                result[result.count - 1] = last
                continue
            }
            if content.isEmpty {
                // ", cooked": a cooking state of the item before, not chatter; ", made" (with water, next): how it was
                // made, for what it was made with to describe it.
                if var last = result.last, segment.joiner == ",", !words.isEmpty,
                    words.allSatisfy({ MealParser.states[$0] != nil }) || words.count == 1 && ["made", "prepared", "mixed", "diluted"].contains(words[0])
                {
                    last.text += " " + words.joined(separator: " ")
                    result[result.count - 1] = last
                    continue
                }
                segment.isChatter = true
                continue
            }
            // ", ready to drink", ", ready-to-serve": the usual form of the item before as sold, never a food.
            if !result.isEmpty, segment.joiner == ",", words.count == 3, words[0] == "ready", words[1] == "to", MealParser.readyForms.contains(words[2]) {
                segment.isChatter = true
                continue
            }
            // ", juice packed", ", packed in water": what the item before is packed in, as USDA's "juice pack" says it.
            if var last = result.last, segment.joiner == ",", (2...3).contains(words.count),
                let packedAt = words.firstIndex(where: { $0 == "packed" || $0 == "pack" }),
                case let medium = words.enumerated().filter({ $0.offset != packedAt && $0.element != "in" }).map(\.element),
                (1...2).contains(medium.count), medium.last.map(MealParser.packingMedia.contains) == true,
                packedAt == words.count - 1 || words[packedAt + 1] == "in"
            {
                last.text += " in " + medium.joined(separator: " ")
                result[result.count - 1] = last
                continue
            }
            // ", diluted with water": how the item before was made up, never a food of its own.
            if var last = result.last, segment.joiner == ",", words.count >= 3, words.count <= 4,
                ["diluted", "made", "prepared", "mixed", "reconstituted"].contains(words[0]), words[1] == "with",
                words.last == "water", QuantityText.leading(Array(words[2...])) == nil
            {
                last.text += " " + words.joined(separator: " ")
                result[result.count - 1] = last
                continue
            }
            // ", made with 2% milk": the making of the item before, where an entry names it so ("Soup, cream of
            // shrimp, canned, prepared with equal volume lowfat (2%) milk").
            if var last = result.last, segment.joiner == ",", (3...5).contains(words.count),
                ["made", "prepared", "mixed", "reconstituted"].contains(words[0]), words[1] == "with", words.last == "milk",
                case let milk = Array(words[2...]), QuantityText.leading(milk) == nil,
                let said = dishMadeWith(last.text + " made", milk)
            {
                last.text += " made with " + said.joined(separator: " ")
                result[result.count - 1] = last
                continue
            }
            // ", calcium fortified", ", fortified", ", iron enriched": what the item before is fortified with is no food of its
            // own, and changes none of its energy; a word of its name where USDA names the item so ("with calcium").
            if var last = result.last, segment.joiner == ",", QuantityText.leading(words) == nil, (1...6).contains(content.count),
                content.contains(where: { ["fortified", "enriched", "added"].contains($0) }),
                content.allSatisfy({ word in
                    MealParser.fortifyingWords.contains(word) || ["fortified", "enriched", "added", "with", "and"].contains(word) || word.count == 1
                })
            {
                let nutrients = content.filter { MealParser.fortifyingWords.contains($0) || $0.count == 1 || $0 == "and" }
                if nutrients.contains(where: MealParser.fortifyingWords.contains), namesFortified(last.text, nutrients) {
                    last.text += " with " + nutrients.joined(separator: " ")
                    result[result.count - 1] = last
                }
                continue
            }
            // ", flesh only", ", the flesh, no skin": the part of the item eaten, as USDA names it ("Potatoes, …, flesh").
            if var last = result.last, segment.joiner == ",", QuantityText.leading(words) == nil, content.contains("flesh"),
                content.allSatisfy({ ["flesh", "only", "no", "without", "skin", "peel", "the"].contains($0) })
            {
                last.text += " flesh"
                result[result.count - 1] = last
                continue
            }
            // ", shelf stable", ", refrigerated": how the item before was kept, never a food of its own.
            if var last = result.last, segment.joiner == ",", QuantityText.leading(words) == nil, !content.isEmpty,
                content.allSatisfy(MealParser.keptWords.contains)
            {
                last.text += " " + content.joined(separator: " ")
                result[result.count - 1] = last
                continue
            }
            // ", prepared from frozen", ", cooked from dry": how the item before was made, not a food of its own.
            if var last = result.last, segment.joiner == ",", QuantityText.leading(words) == nil, let from = words.firstIndex(of: "from"),
                from > 0, from + 1 < words.count, words[..<from].allSatisfy({ MealParser.states[$0] != nil || MealParser.preparationWords.contains($0) }),
                words[(from + 1)...].allSatisfy({ ["frozen", "dry", "dried", "canned", "fresh", "scratch", "a", "mix", "concentrate"].contains($0) })
            {
                last.text += " " + words.joined(separator: " ")
                result[result.count - 1] = last
                continue
            }
            // "a few squares of chocolate, about 25 g of dark chocolate", "a bowl of cereal, roughly 30 g of corn flakes": the item
            // before weighed, said roughly with the food it was, a kind of the one named (by its last word, or a one-word
            // name whose food is named by all the words before), in place of that item's own amount.
            if var last = result.last, segment.joiner == ",", last.annotation == nil, MealParser.roughly.contains(words.first ?? ""),
                case let said = Array(words.drop(while: MealParser.roughly.contains)), let of = said.firstIndex(of: "of"),
                let amount = QuantityText.leading(said), !amount.isRange, amount.count + 1 == of,
                let unit = HouseholdUnit.normalized(said[amount.count]), HouseholdUnit.isWeight(unit),
                case let kind = said[(of + 1)...].filter({ !["the", "a", "an"].contains($0) }), (1...3).contains(kind.count),
                kind.allSatisfy({ QuantityText.number($0) == nil && HouseholdUnit.normalized($0) == nil }), let head = kind.last,
                // (Not more of a part of it: "pizza, about 20 g of extra cheese".)
                !kind.contains(where: { ["extra", "more", "added", "additional"].contains($0) }),
                case let named = namedWords(of: last.text), !named.isEmpty,
                named.contains(where: { SearchText.stem($0) == SearchText.stem(head) }) || kind.count == 1 && {
                    guard let food = resolveFood([head], brand: brand)?.food else { return false }
                    let stems = Set(SearchText.words(food.name).map(SearchText.stem))
                    return named.allSatisfy { stems.contains(SearchText.stem($0)) }
                }()
            {
                last.text = (Array(said[...of]) + kind).joined(separator: " ")
                result[result.count - 1] = last
                continue
            }
            // "cocoa mix, 3 tsp of the powder", "soup mix, a cup of it": an amount of the item before, said of it again (by a
            // word its own food is named by, or "it"), when it has no amount of its own.
            if var last = result.last, segment.joiner == ",", last.annotation == nil, let of = words.lastIndex(of: "of"), of >= 2, of + 1 < words.count,
                let amount = MealParser.bareAmount(Array(words[..<of])), amount.described.isEmpty,
                case let lastWords = MealParser.tokens(last.text), !lastWords.isEmpty, QuantityText.leading(lastWords) == nil,
                case let said = words[(of + 1)...].filter({ !["the", "this", "that"].contains($0) }), !said.isEmpty,
                said == ["it"] || said == ["them"] || said.count <= 2 && {
                    let named = namedWords(of: last.text)
                    guard !named.isEmpty, let food = resolveFood(named, brand: brand)?.food else { return false }
                    let stems = Set(SearchText.words(food.name).map(SearchText.stem))
                    return said.allSatisfy { stems.contains(SearchText.stem($0)) }
                }()
            {
                last.text = amount.amount + " " + last.text
                result[result.count - 1] = last
                continue
            }
            // "a handful of cashews, about 15", "a few crackers, 8 of them", "some olives, 10 to be exact": how many, in place
            // of a rough container or a vague count.
            // (So is what a package held: "a tin of sardines, 4 of them, drained".)
            let roughContainers: Set<String> = ["handful", "bowl", "plate", "serving", "can", "package", "packet", "bag", "box", "jar", "tin", "order"]
            // (How they were served, said with the count, is no part of it: "7 of them drained"; nor a word that never changes a
            // food, "5 whole ones".)
            let servedAs = words.filter { word in
                MealParser.descriptorWords.contains(word) && !MealParser.neutralWords.contains(word) && !MealParser.countAsides.contains(word)
                    && QuantityText.number(word) == nil && HouseholdUnit.normalized(word) == nil && HouseholdUnit.size(word) == nil
            }
            // (With the size of each, "8 medium ones", the count is of that size.)
            let sizes = words.filter { HouseholdUnit.size($0) != nil && QuantityText.number($0) == nil }
            if var last = result.last, segment.joiner == ",", words.count > 1, sizes.count <= 1,
                case let count = words.filter({
                    !MealParser.countAsides.contains($0) && !servedAs.contains($0) && !sizes.contains($0)
                        && !(MealParser.neutralWords.contains($0) && $0 != "inch")
                }),
                count.count == 1, let n = QuantityText.number(count[0]), n >= 2, n <= 100, n == n.rounded(),
                case var lastWords = MealParser.tokens(last.text), !lastWords.isEmpty
            {
                if lastWords[0] == "some" { lastWords[0] = "a" }
                let lead = QuantityText.leading(lastWords)
                let vague = lead.map { lastWords[..<$0.count].contains { ["few", "several", "couple"].contains($0) } || lastWords[0] == "a" && $0.count == 1 } ?? false
                let container = lead.flatMap { $0.count < lastWords.count ? HouseholdUnit.normalized(lastWords[$0.count]) : nil }
                if let lead, vague || container.map(roughContainers.contains) == true,
                    container.map({ !HouseholdUnit.isWeight($0) && !HouseholdUnit.isVolume($0) }) ?? true
                {
                    var rest = Array(lastWords[lead.count...])
                    if let container, roughContainers.contains(container) { rest.removeFirst() }
                    if rest.first == "of" { rest.removeFirst() }
                    last.text = ([QuantityText.format(n)] + sizes + rest).joined(separator: " ")
                    result[result.count - 1] = last
                    continue
                }
            }
            // "an order of onion rings, 8 rings", "a bag of pretzels, about 20 pretzels": a count of the item's own pieces,
            // named by its own last word, in place of a rough container, a portion or no amount.
            restated: if var last = result.last, segment.joiner == ",", last.annotation == nil,
                case let counted = words.filter({ !MealParser.countAsides.contains($0) }), counted.count == 2,
                let amount = QuantityText.leading(counted), amount.count == 1, amount.value >= 2, amount.value <= 100,
                counted[0].first?.isNumber == true,
                case var lastWords = MealParser.tokens(last.text), let own = lastWords.last, lastWords.count >= 2,
                HouseholdUnit.singular(counted[1]) == HouseholdUnit.singular(own), HouseholdUnit.normalized(own) == nil
            {
                if let lead = QuantityText.leading(lastWords) {
                    guard lead.count < lastWords.count else { break restated }
                    let unit = HouseholdUnit.normalized(lastWords[lead.count])
                    let vague = lastWords[..<lead.count].contains { ["few", "several", "couple", "some"].contains($0) }
                        || lastWords[0] == "a" && lead.count == 1 && unit == nil
                    guard vague || unit.map({ !HouseholdUnit.isWeight($0) && !HouseholdUnit.isVolume($0) }) == true else { break restated }
                    lastWords.removeFirst(lead.count)
                    if unit != nil { lastWords.removeFirst() }
                    if lastWords.first == "of" { lastWords.removeFirst() }
                }
                guard !lastWords.isEmpty else { break restated }
                last.text = ([QuantityText.format(amount.value)] + lastWords).joined(separator: " ")
                result[result.count - 1] = last
                continue
            }
            // "honeydew, about 20 diced pieces", "pineapple, 8 chunks": a count of pieces, cut as said, of the item before
            // said without an amount.
            if var last = result.last, segment.joiner == ",", case let counted = words.filter({ !MealParser.countAsides.contains($0) }),
                (2...3).contains(counted.count), let n = QuantityText.number(counted[0]), n >= 1, n <= 100, n == n.rounded(),
                counted[0].first?.isNumber == true, last.annotation == nil,
                counted.dropFirst().dropLast().allSatisfy({ MealParser.cutWords.contains($0) || MealParser.descriptorWords.contains($0) }),
                case let lastWords = MealParser.tokens(last.text), !lastWords.isEmpty, QuantityText.leading(lastWords) == nil,
                let piece = counted.last.flatMap({ word in
                    HouseholdUnit.normalized(word) ?? (MealParser.cutUnits.contains(HouseholdUnit.singular(word)) ? HouseholdUnit.singular(word) : nil)
                        // ("okra, 8 pods": a piece a measure of the item names, "8 pods, (3" long)".)
                        ?? (lexicon.bestMatch([SearchText.stem(word)]) == nil
                            ? resolveFood(foodWords(of: last.text).filter({ !MealParser.chatter.contains($0) }), brand: brand)?.food.measures.first(where: { measure in
                                SearchText.words(measure.name).contains(word)
                            }).map({ _ in word }) : nil)
                }), !HouseholdUnit.isWeight(piece), !HouseholdUnit.isVolume(piece),
                !MeasureResolver.containerUnits.contains(piece)
            {
                last.text = counted.joined(separator: " ") + " of " + last.text
                result[result.count - 1] = last
                continue
            }
            // "almonds, 12", "eggs, 2", "tater tots, 9 of them": a bare count after an item said without one counts it.
            // ("pancakes with syrup, 3 of them": after what the item came with, itself said without one, it counts the item.)
            // (So does one said roughly: "grapes, about 20".)
            if let end = result.indices.last, segment.joiner == ",", case let counted = words.filter({ !MealParser.countAsides.contains($0) }),
                counted.count == 1, words.first(where: { !MealParser.roughly.contains($0) }) == counted[0], let n = QuantityText.number(counted[0]),
                n >= 1, n <= 100,
                n == n.rounded(), counted[0].first?.isNumber == true,
                case let unsaid = { (index: Int) in
                    result[index].annotation == nil && QuantityText.leading(MealParser.tokens(result[index].text)) == nil
                        && !MealParser.tokens(result[index].text).isEmpty
                },
                unsaid(end), case let target = MealParser.withListHead(result).flatMap({ unsaid($0) ? $0 : nil }) ?? end
            {
                result[target].text = QuantityText.format(n) + " " + result[target].text
                continue
            }
            // "bananas, 2 large", "potatoes, 3 medium", "eggs, 2 extra large": a count and the size of each, after an item
            // said without an amount, are its amount.
            if var last = result.last, segment.joiner == ",", case let counted = words.filter({ !MealParser.countAsides.contains($0) }),
                (2...3).contains(counted.count), let n = QuantityText.number(counted[0]), n >= 1, n <= 100, n == n.rounded(),
                counted[0].first?.isNumber == true, last.annotation == nil, HouseholdUnit.size(counted.dropFirst().joined(separator: " ")) != nil,
                case let lastWords = MealParser.tokens(last.text), !lastWords.isEmpty, QuantityText.leading(lastWords) == nil
            {
                last.text = counted.joined(separator: " ") + " " + last.text
                result[result.count - 1] = last
                continue
            }
            // ", boiled 1 cup": a state of the item before and its amount.
            if var last = result.last, segment.joiner == ",", let at = words.firstIndex(where: { QuantityText.number($0) != nil }), at > 0,
                words[..<at].allSatisfy({ MealParser.states[$0] != nil }), let (weight, described) = MealParser.bareAmount(Array(words[at...])), described.isEmpty
            {
                last.text += " " + words[..<at].joined(separator: " ")
                last.annotation = weight
                result[result.count - 1] = last
                continue
            }
            // ", about 3 inches across", ", 10 inch", "with half inch bases": how big the item before is, not an amount.
            // (A mixed number is one: "3 1/2 inches wide"; so is how it was cut: ", cut 3 inches square".)
            // (A second side may follow the first: "4 inches wide and 7 long".)
            if var last = result.last, segment.joiner == "," || segment.joiner == "with" && last.annotation == nil || segment.joiner == "and",
                case let said = Array(words.filter({ !MealParser.chatter.contains($0) }).drop(while: { $0 == "cut" })),
                let lead = said.first == "half" ? (value: 0.5, count: 1) : QuantityText.leading(said).map({ (value: $0.value, count: $0.count) }),
                case let n = lead.value, lead.count <= 2, lead.count < said.count,
                case let sized = [QuantityText.format(n)] + said.dropFirst(lead.count),
                (2...3).contains(sized.count), n > 0, n <= 30, sized[1] == "inch",
                sized.count == 2 && segment.joiner == ","
                    || sized.count == 3 && MealParser.dimensionWords.contains(sized[2])
                    || sized.count == 3 && segment.joiner != "and"
                        && ["square", "squares", "rounds", "ones", "base", "bases", "size", "sized", "kind", "one"].contains(sized[2])
            {
                // (Under an inch it is the thickness of a spear or stalk, no size a whole is told by; a second side
                // leaves the first as the size.)
                if n >= 1, segment.joiner != "and" { last.text += " " + sized[0] + " inch" }
                result[result.count - 1] = last
                continue
            }
            // ", ribs 6 to 12", ", 6 to 8 chips": a range the name or a measure of the item before already states
            // ("(ribs 6-12)", "1 portion, (6-8 nachos)") says that again: no amount and no food.
            if let last = result.last, segment.joiner == ",", (1...4).contains(words.count) {
                var range: String?
                var others: [String] = []
                var at = 0
                while at < words.count {
                    let word = words[at]
                    if range == nil, at + 2 < words.count, words[at + 1] == "to", let low = QuantityText.number(word).flatMap({ Int(exactly: $0) }),
                        let high = QuantityText.number(words[at + 2]).flatMap({ Int(exactly: $0) }), low < high
                    {
                        range = "\(low)-\(high)"
                        at += 3
                        continue
                    }
                    if range == nil, word.contains("-"), case let ends = word.split(separator: "-"), ends.count == 2,
                        ends.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) })
                    {
                        range = word
                    } else {
                        others.append(word)
                    }
                    at += 1
                }
                if let range, others.count <= 1,
                    others.allSatisfy({ QuantityText.number($0) == nil && HouseholdUnit.normalized($0).map { !HouseholdUnit.isWeight($0) && !HouseholdUnit.isVolume($0) } ?? true }),
                    case let named = namedWords(of: last.text),
                    !named.isEmpty, let food = resolveFood(named, brand: brand)?.food,
                    ([food.name] + food.measures.map(\.name)).contains(where: { text in
                        SearchText.containsBytes(text, " " + range) || SearchText.containsBytes(text, "(" + range)
                    })
                {
                    continue
                }
            }
            // ", 8 to the pound": the size of the pieces of the item before, not an amount.
            if var last = result.last, segment.joiner == ",", let sized = MealParser.piecesPerPound(words), sized.range == words.indices {
                last.text += " " + words.joined(separator: " ")
                result[result.count - 1] = last
                continue
            }
            // ("a thigh and a drumstick": after "and", a piece word that is an everyday food of its own is that food, not a
            // count of the item before.)
            let pieceFood = segment.joiner == "and" && QuantityText.leading(words).map { lead in
                lead.count < words.count && HouseholdUnit.normalized(words[lead.count]).map { !HouseholdUnit.isWeight($0) && !HouseholdUnit.isVolume($0) } == true
                    && lexicon.bestMatch([SearchText.stem(words[lead.count])]) != nil
            } == true
            // ("a 15 oz frozen pizza, the whole thing", "a packet of oatmeal, the whole thing": the whole of what the weight or
            // the packet already says.)
            if let last = result.last, segment.joiner == ",", words.allSatisfy(MealParser.wholeThingWords.contains) || words == ["1", "whole"],
                case let lastWords = MealParser.tokens(last.text),
                lastWords.indices.dropFirst().contains(where: { index in
                    (QuantityText.number(lastWords[index - 1]) != nil || ["a", "an", "one"].contains(lastWords[index - 1]))
                        && HouseholdUnit.normalized(lastWords[index]).map {
                            HouseholdUnit.isWeight($0) || HouseholdUnit.isVolume($0) || MealParser.soldWholeUnits.contains($0)
                        } == true
                })
            {
                continue
            }
            // "2 eggs on a plate", "a bagel with cream cheese on a paper plate", "3 oz of lamb on a skewer": where the
            // food was served, once it has an amount of its own or was what the food before came with, is no amount
            // ("rice in a bowl" still is one).
            if let last = result.last, ["on", "in"].contains(segment.joiner),
                case let said = words.filter({ !["a", "an", "the", "my", "his", "her", "their", "our", "paper", "plastic", "small", "big", "large"].contains($0) }),
                said.count == 1, ["plate", "tray", "platter", "napkin", "dish", "bowl", "stick", "skewer"].contains(HouseholdUnit.singular(said[0])),
                last.joiner == "with" || last.annotation != nil || QuantityText.leading(MealParser.tokens(last.text)) != nil
            {
                continue
            }
            // "a spoon of sugar in the tea", "a splash of milk in my coffee": a measured amount put into a dish said with
            // "the" or "my" (one logged or known apart) names where it went, never a second food with no amount. (Not what it
            // is packed in: "in the syrup".)
            if let last = result.last, ["in", "into"].contains(segment.joiner), last.annotation == nil,
                let owner = words.first, ["the", "my", "our", "his", "her", "their"].contains(owner), words.count >= 2, words.count <= 3,
                QuantityText.leading(Array(words.dropFirst())) == nil,
                !words.dropFirst().contains(where: { MealParser.packingMedia.contains($0) }),
                case let lastWords = MealParser.tokens(last.text), let lead = QuantityText.leading(lastWords), lead.count < lastWords.count,
                HouseholdUnit.normalized(lastWords[lead.count]).map({ HouseholdUnit.isVolume($0) || HouseholdUnit.isWeight($0) }) == true
            {
                continue
            }
            // (", 2 cups, made with 2% milk": the amount, and the making said after it is of the item before too.)
            let madeWithNext = words.last == "made" && position + 1 < merged.count && merged[position + 1].joiner == "with"
            // (", made with 2% milk": the making alone.)
            if madeWithNext, words.count == 1, segment.joiner == ",", var last = result.last {
                last.text += " made"
                result[result.count - 1] = last
                continue
            }
            if !pieceFood, !result.isEmpty,
                let (weight, described) = MealParser.bareAmount(MealParser.amountWords(madeWithNext ? Array(words.dropLast()) : words))
            {
                // ("a bowl of cereal with raisins, about a cup": an amount after what a food came with, itself said without
                // one, is the food's, in place of its rough one.)
                var target = result.count - 1
                if QuantityText.leading(MealParser.tokens(result[target].text)) == nil, let head = MealParser.withListHead(result) {
                    let headWords = MealParser.tokens(result[head].text)
                    let rough = QuantityText.leading(headWords).map { lead in
                        lead.count < headWords.count && HouseholdUnit.normalized(headWords[lead.count]).map { unit in
                            !HouseholdUnit.isWeight(unit) && !HouseholdUnit.isVolume(unit)
                        } == true
                    } ?? true
                    if result[head].annotation == nil, rough { target = head }
                    // ("a bagel with zhoug, 100 g": a weight after what it came with, when that names no food Tally
                    // knows, is of the one food there is, said with only an article.)
                    let unit = MealParser.tokens(weight).last.flatMap(HouseholdUnit.normalized)
                    if target != head, result[head].annotation == nil, unit.map(HouseholdUnit.isWeight) == true, described.isEmpty,
                        let lead = QuantityText.leading(headWords), lead.count == 1, lead.count < headWords.count,
                        ["a", "an", "one"].contains(headWords[0]), HouseholdUnit.normalized(headWords[1]) == nil,
                        case let named = namedWords(of: result[target].text), !named.isEmpty, resolveFood(named, brand: brand) == nil
                    {
                        target = head
                    }
                }
                var last = result[target]
                // ("a sachet of cappuccino mix stirred into water, 8 oz": the drink the sachet made, 8 oz of it, never 8 oz of
                // powder.)
                if madeUpPacks.contains(target), described.isEmpty, case let said = MealParser.tokens(weight),
                    let unit = said.last.flatMap(HouseholdUnit.normalized), HouseholdUnit.isVolume(unit) || HouseholdUnit.isWeight(unit)
                {
                    var made = MealParser.tokens(last.text)
                    if let lead = QuantityText.leading(made), lead.count < made.count, MealParser.countsAsSold([made[lead.count]]) {
                        made.removeFirst(lead.count + 1)
                        if made.first == "of" { made.removeFirst() }
                    }
                    // (Only where USDA lists the drink made up with water; else the packs as bought, the volume aside.)
                    let kind = made.filter {
                        !MealParser.chatter.contains($0) && !["mix", "powder", "powdered", "instant", "hot"].contains($0) && QuantityText.number($0) == nil
                    }
                    let listed = !kind.isEmpty && lookup.search((kind + ["prepared", "water"]).joined(separator: " "), limit: 10).contains { food in
                        let stems = Set(SearchText.words(food.name).map(SearchText.stem))
                        return MealParser.namesAll(kind, stems) && stems.contains("water") && (stems.contains("prepared") || stems.contains("reconstituted"))
                    }
                    guard listed else { continue }
                    last.text = (made + ["prepared", "with", "water"]).joined(separator: " ")
                    last.annotation = weight
                    result[target] = last
                    continue
                }
                last.annotation = weight
                if !described.isEmpty { last.text += " " + described.joined(separator: " ") }
                if madeWithNext { last.text += " made" }
                result[target] = last
                continue
            }
            // "orange juice with pulp", "a glass of oj with extra pulp": how much of the fruit's pulp a juice keeps,
            // never a fruit's pulp of its own. (How it was made may follow: "… with pulp, made from concentrate".)
            if var last = result.last, segment.joiner == "with",
                case let said = words.filter({ !["extra", "some", "lots", "of", "a", "little", "the"].contains($0) }), said.first == "pulp",
                said.dropFirst().allSatisfy({ MealParser.states[$0] != nil || ["from", "frozen", "concentrate", "prepared"].contains($0) })
            {
                if said.count > 1 {
                    last.text += " " + said.dropFirst().joined(separator: " ")
                    result[result.count - 1] = last
                }
                continue
            }
            // "meatloaf made with 85% lean beef": what the item before is made of describes it (no amount of its own).
            // (Not milk no entry names the dish with, "grits made with milk": that is poured in, an item of its own as
            // "cooked with milk" is, never a word that turns the dish into milk.)
            if var last = result.last, segment.joiner == "with", QuantityText.leading(words) == nil, content.last != "water",
                let verb = MealParser.tokens(last.text).last, verb == "made",
                case let dairy = content.last.map({ ["milk", "cream"].contains($0) }) == true && content.count <= 3,
                // (Said "with" it, as the entry names it: "…, prepared with equal volume lowfat (2%) milk".)
                let madeWith = dairy ? dishMadeWith(last.text, content).map { ["with"] + $0 } : content
            {
                // (A fat it was made with, "cheese grits made with butter", is how it was cooked: it names the food only when
                // an entry names the dish and that fat, "…, made with butter", "…, oil-popped"; else the dish is read without
                // it, never as the fat.)
                if let fat = content.last, MealParser.cookingFats.contains(fat), content.count <= 2 {
                    let dish = MealParser.tokens(last.text).dropLast().filter {
                        MealParser.namesNoAmount($0) && !MealParser.neutralWords.contains($0) && MealParser.states[$0] == nil
                    }.map(SearchText.stem)
                    let named = !dish.isEmpty && lookup.search((dish + [fat]).joined(separator: " "), limit: 10).contains { food in
                        let stems = Set(SearchText.words(food.name).map(SearchText.stem))
                        return MealParser.namesAll(dish + [SearchText.stem(fat)], stems)
                    }
                    if named { last.text += " " + fat }
                    result[result.count - 1] = last
                    continue
                }
                last.text += " " + madeWith.joined(separator: " ")
                // "… made with skim and margarine": what it was made with, listed on (a fat, milk or water bare after
                // "and"), is the same making.
                if position + 1 < merged.count, merged[position + 1].joiner == "and",
                    case let next = MealParser.tokens(merged[position + 1].text).filter({ !["a", "some", "the"].contains($0) }), (1...2).contains(next.count),
                    let made = next.last, MealParser.cookingFats.contains(made) || ["milk", "water", "cream"].contains(made)
                {
                    last.text += " and " + next.joined(separator: " ")
                    readWithLast.insert(position + 1)
                }
                result[result.count - 1] = last
                continue
            }
            // "hot cocoa made with 2% milk": a drink whose entry is itself milk ("Milk, chocolate beverage, hot cocoa,
            // homemade") already holds the milk it was made with; no cup of milk beside it.
            if var last = result.last, segment.joiner == "with", QuantityText.leading(words) == nil, content.last == "milk", content.count <= 3,
                case let said = MealParser.tokens(last.text), said.last == "made",
                let dish = resolveFood(namedWords(of: said.dropLast().joined(separator: " ")), brand: brand)?.food,
                SearchText.words(dish.name).first == "milk", !dish.name.lowercased().contains("dry")
            {
                last.text = said.dropLast().joined(separator: " ")
                result[result.count - 1] = last
                continue
            }
            // "… made with water" (when no entry names the two as one food): the item before is the cooked or
            // prepared form, and the water is how, not a second item.
            if var last = result.last, segment.joiner == "with", content.last == "water", content.count <= 2,
                let verb = MealParser.tokens(last.text).last, ["made", "cooked", "prepared", "mixed", "boiled", "diluted"].contains(verb)
            {
                // (Counted as sold, "3 packets of instant grits" or "2 envelopes of soup mix", the water adds nothing
                // to what was bought: the packet stays what it weighs.)
                let lastWords = MealParser.tokens(last.text)
                if MealParser.countsAsSold(lastWords) {
                    last.text = lastWords.dropLast().joined(separator: " ")
                    if lastWords.contains(where: { ["packet", "packets", "envelope", "envelopes", "sachet", "sachets", "scoop", "scoops"].contains($0) }) {
                        madeUpPacks.insert(result.count - 1)
                    }
                } else if verb != "cooked", verb != "boiled", joinsAsOneFood(last.text, segment, brand: nil) {
                    // (", made with water" where a name says it so, "…, prepared with equal volume water": that food, never
                    // the one made with milk.)
                    last.text += " with " + content.joined(separator: " ")
                } else if verb != "cooked" {
                    last.text += " cooked"
                }
                result[result.count - 1] = last
                continue
            }
            // ", 90% lean", ", 2%", ", 70-85% cacao", ", 80 proof": a share or strength that describes the item before,
            // never an amount.
            if var last = result.last, segment.joiner == ",",
                words.first?.hasSuffix("%") == true || words.count == 2 && QuantityText.number(words[0]) != nil && words[1] == "proof"
            {
                last.text += " " + content.joined(separator: " ")
                last.annotation = last.annotation ?? segment.annotation
                result[result.count - 1] = last
                continue
            }
            // "skin and all", "with everything", "the works": all the item comes with, not another food.
            if !result.isEmpty, QuantityText.leading(words) == nil, !content.isEmpty, content.allSatisfy(["all", "everything", "works"].contains) {
                continue
            }
            // ", king size", ", fun size": the size the item is sold in, as USDA's measures name it ("1 bar, king size 2.8 oz").
            if var last = result.last, segment.joiner == ",", content.count == 2, ["size", "sized"].contains(content[1]),
                ["king", "fun", "family", "party", "sharing", "share", "travel"].contains(content[0])
            {
                last.text += " " + content[0] + " size"
                result[result.count - 1] = last
                continue
            }
            // ", single serving", ", individual size": the pack the item came in, never a food of its own.
            if !result.isEmpty, segment.joiner == ",", content.contains(where: MealParser.servingPackWords.contains),
                content.allSatisfy({ MealParser.servingPackWords.contains($0) || ["serving", "size", "sized", "pack", "portion"].contains($0) })
            {
                continue
            }
            // ", not packed", ", loosely packed": the cup as spooned, USDA's "unpacked" or "(not packed)" measure.
            if var last = result.last, segment.joiner == ",", [["not", "packed"], ["loosely", "packed"], ["unpacked"]].contains(content) {
                last.text += " unpacked"
                result[result.count - 1] = last
                continue
            }
            // ", flour coated", ", batter dipped": what the item before was coated in, as USDA names a fried piece ("…, fried,
            // flour"), never a second food.
            if var last = result.last, segment.joiner == ",", QuantityText.leading(words) == nil, content.count == 2,
                ["coated", "dipped", "dusted", "crusted", "breaded"].contains(content[1]),
                ["flour", "batter", "breadcrumbs", "crumbs", "cornmeal", "panko"].contains(content[0])
            {
                last.text += " " + content[0]
                result[result.count - 1] = last
                continue
            }
            // ", undrained": the can's solids and liquids, as USDA names them (and "undrained" still chooses a measure of
            // them, "1 cup, undrained").
            if var last = result.last, segment.joiner == ",", content == ["undrained"] {
                last.text += " undrained solids and liquids"
                result[result.count - 1] = last
                continue
            }
            // ", not fried": what the item is not leaves it as it usually is (never a food called "not …").
            if !result.isEmpty, segment.joiner == ",", content.first == "not", content.count <= 4 { continue }
            if var last = result.last, segment.joiner == ",", QuantityText.leading(words) == nil, isModifier(content) {
                last.text += " " + content.joined(separator: " ")
                last.annotation = last.annotation ?? segment.annotation
                result[result.count - 1] = last
                continue
            }
            // ", thomas' brand", ", the store brand": who made the item before, never a food ("brand" is no typo of
            // "bran"); a maker's name is a word of the item's name where the database names the item so.
            // (USDA's own "single brand", "all brands" kinds are words of the item's name: read below.)
            if var last = result.last, segment.joiner == ",", words.count >= 2, let said = words.last, ["brand", "brands"].contains(said),
                QuantityText.leading(words) == nil, !["single", "all", "national", "major"].contains(words[words.count - 2])
            {
                let maker = words.dropLast().filter { !["the", "a", "an", "some", "name"].contains($0) }
                if !maker.isEmpty, !["store", "generic", "house", "off", "cheap", "cheaper", "own", "other", "usual", "regular"].contains(maker[0]),
                    case let named = namedWords(of: last.text),
                    !named.isEmpty, let made = exactDatabaseMatch(maker + named, allowBrands: true),
                    // (Not the maker's lighter kind nobody asked for: the item stays the usual one.)
                    SearchText.words(made.name).allSatisfy({ !MealParser.lighterWords.contains($0) || named.contains($0) })
                {
                    last.text = (maker + [last.text]).joined(separator: " ")
                    result[result.count - 1] = last
                }
                continue
            }
            // ", sunflower, soybean and cottonseed": a list after the item whose every word the item's own food names
            // ("Margarine, …, sunflower & soybean (hydrogenated) & cottonseed (hydrogenated)") says what it is made of:
            // no foods of their own.
            // ("… with skin and giblets": the parts of the bird the item's own name lists, said after "and".)
            if var last = result.last, segment.joiner == "," || segment.joiner == "and" && content.allSatisfy({ ["giblets", "neck", "necks", "skin"].contains($0) }),
                QuantityText.leading(words) == nil, !content.isEmpty
            {
                var end = position + 1
                while end < merged.count, ["and", ","].contains(merged[end].joiner), merged[end].annotation == nil,
                    case let next = MealParser.tokens(merged[end].text), !next.isEmpty, next.count <= 3, QuantityText.leading(next) == nil,
                    next.allSatisfy({ $0.allSatisfy(\.isLetter) })
                {
                    end += 1
                }
                let listed = content + merged[(position + 1)..<end].flatMap { MealParser.tokens($0.text) }.filter { !["and", "&"].contains($0) }
                if end > position + 1 || listed.count >= 2 || segment.joiner == "and",
                    listed.count <= 6, merged[(position + 1)..<end].last.map({ $0.joiner == "and" }) ?? true,
                    case let named = namedWords(of: last.text),
                    !named.isEmpty, let food = exactDatabaseMatch(named + listed),
                    case let stems = MealParser.namingStems(food.name),
                    listed.allSatisfy({ stems.contains(SearchText.stem($0)) }),
                    let alone = resolveFood(named, brand: brand)?.food, MealParser.baseWords(alone.name).first == MealParser.baseWords(food.name).first,
                    !listed.allSatisfy({ named.map(SearchText.stem).contains(SearchText.stem($0)) })
                {
                    readWithLast.formUnion((position + 1)..<end)
                    last.text += " " + listed.joined(separator: " ")
                    result[result.count - 1] = last
                    continue
                }
            }
            // ", chunky", ", low sodium": words that only narrow the item before to a food the database
            // names with them ("minestrone soup, chunky"), when they name no everyday food of their own.
            if var last = result.last, segment.joiner == ",", QuantityText.leading(words) == nil, content.count <= 3,
                lexicon.bestMatch(content.map(SearchText.stem)).map({ $0.covered.count < content.count }) ?? true,
                content.filter({ lexicon.bestMatch([SearchText.stem($0)]) != nil }).count < 2,
                case let named = foodWords(of: last.text).filter({ !MealParser.chatter.contains($0) }),
                // ("half a salmon fillet, farmed atlantic": the unit word after the food is no word of its name.)
                exactDatabaseMatch(named + content) != nil
                    || named.contains(where: { HouseholdUnit.normalized($0) != nil })
                        && exactDatabaseMatch(named.filter { HouseholdUnit.normalized($0) == nil } + content) != nil
            {
                last.text += " " + content.joined(separator: " ")
                last.annotation = last.annotation ?? segment.annotation
                result[result.count - 1] = last
                continue
            }
            // "a glass of merlot, a red wine": what the item before is, said again with its own article, when the food those
            // words read already names every word of it: no second food.
            if let last = result.last, segment.joiner == ",", let article = words.first, ["a", "an"].contains(article),
                QuantityText.leading(Array(words.dropFirst())) == nil, case let kind = content.filter({ !["a", "an"].contains($0) }),
                (1...4).contains(kind.count), kind.allSatisfy({ QuantityText.number($0) == nil && HouseholdUnit.normalized($0) == nil }),
                case let said = namedWords(of: last.text),
                !said.isEmpty, let alone = resolveFood(said, brand: brand)?.food,
                kind.allSatisfy({ MealParser.namesWord(SearchText.stem($0), MealParser.namingStems(alone.name)) })
            {
                continue
            }
            // "a pot pie, chicken", "a hot pocket, ham and cheese": the kind of the item before, when the database names
            // that item with these words (the same food, "Marie callender's chicken pot pie") and the item alone is
            // not already it. ("a salad, ranch" stays two: "Salad dressing, ranch" is no salad.)
            if var last = result.last, segment.joiner == ",", QuantityText.leading(words) == nil, (1...4).contains(content.count),
                namesKindOf(last.text, content)
            {
                last.text += " " + content.joined(separator: " ")
                last.annotation = last.annotation ?? segment.annotation
                result[result.count - 1] = last
                continue
            }
            // ", hot water added", ", with boiling water added": what the item was made up with, never a food (USDA's
            // "prepared with water").
            if var last = result.last, segment.joiner == ",", words.last == "added", words.contains("water"), words.count <= 5,
                words.allSatisfy({ ["boiling", "hot", "warm", "cold", "water", "added", "with", "some", "a", "little", "just"].contains($0) })
            {
                last.text += " prepared with water"
                result[result.count - 1] = last
                continue
            }
            // ", vanilla", ", french vanilla flavor": a flavour that is never a food by itself, said after the item, is that
            // item's flavour (kept where the database names the item with it, else only a description).
            if var last = result.last, segment.joiner == ",", QuantityText.leading(words) == nil,
                case let flavour = content.filter({ !["flavor", "flavored", "flavour", "flavoured", "french"].contains($0) }),
                !flavour.isEmpty, flavour.allSatisfy(MealParser.flavourOnlyWords.contains)
            {
                if namesKindOf(last.text, content) {
                    last.text += " " + content.joined(separator: " ")
                    result[result.count - 1] = last
                }
                continue
            }
            // "a bacon, egg and cheese biscuit": the first of a dish's fillings, listed before the others.
            // ("a 10 oz steak, egg and cheese bagel": the weight is the whole dish's.)
            if var last = result.last, segment.joiner == ",", QuantityText.leading(words) == nil, words.contains("and"),
                let amount = MealParser.oneDishAmount(MealParser.tokens(last.text), plural: content.last.map { HouseholdUnit.singular($0) != $0 } ?? false),
                case let filling = MealParser.tokens(last.text).dropFirst(amount).filter({ !MealParser.chatter.contains($0) }), filling.count == 1,
                namesFilledDish(filling + content)
            {
                last.text += " " + content.joined(separator: " ")
                last.annotation = last.annotation ?? segment.annotation
                result[result.count - 1] = last
                continue
            }
            // "a wedge of cornbread, 1/9 of the pan": what share of the whole the slice is, which its piece measure
            // says ("1 piece, (1/8 of 9" dia)"); not another food. With the whole's size ("a slice of pie, 1/8 of a 9
            // inch pie", "a piece of cheesecake, 1/6 of a 17 oz cake"), the item is that share of a whole that size.
            if var last = result.last, segment.joiner == ",", case let shareWords = words.last == "each" ? Array(words.dropLast()) : words,
                shareWords.count >= 3, let ofAt = shareWords.firstIndex(of: "of"), ofAt > 0,
                // ("tenths of a cake": each piece that share.)
                case let shareSaid = ofAt == 1 && shareWords[0].count > 5 && shareWords[0].hasSuffix("ths") ? ["a", String(shareWords[0].dropLast())] : Array(shareWords[..<ofAt]),
                let share = QuantityText.leading(shareSaid), share.count == shareSaid.count, share.value > 0, share.value < 1,
                let noun = shareWords.last, ofAt + 2 <= shareWords.count,
                case let between = shareWords[(ofAt + 1)..<(shareWords.count - 1)],
                between.allSatisfy({ MealParser.wholeArticles.contains($0) || MealParser.isWholeSize($0) }),
                case let lastWords = MealParser.tokens(last.text),
                // (The piece word before the food, "a slice of pie", or after it, "an apple pie slice", or said after
                // it on its own, "cheesecake, one piece".)
                case let pieceSaid = last.annotation.map(MealParser.tokens) ?? [],
                (lastWords + pieceSaid).contains(where: { MealParser.pieceOfWholeWords.contains($0) }),
                lastWords.contains(where: { SearchText.stem($0) == SearchText.stem(noun) }) || ["loaf", "pan", "pie", "cake", "pizza", "whole"].contains(noun)
            {
                let size = between.filter { !MealParser.wholeArticles.contains($0) }
                // One piece only ("2 slices of pie, 1/8 of a 9 inch pie" keeps its count and the slice's measure).
                if !size.isEmpty, (QuantityText.leading(lastWords) ?? QuantityText.leading(pieceSaid)).map({ $0.value == 1 }) ?? true {
                    let food = lastWords.filter { !MealParser.pieceOfWholeWords.contains($0) && !["a", "an", "one", "of"].contains($0) }
                        .drop { QuantityText.leading([$0]) != nil }
                    last.text = (shareSaid + ["of", "a"] + size + food).joined(separator: " ")
                    if pieceSaid.contains(where: MealParser.pieceOfWholeWords.contains) { last.annotation = nil }
                    result[result.count - 1] = last
                }
                continue
            }
            // "pound cake, one piece of a 12 oz cake cut in 12", "lasagna, a slice of the pan": one piece of a whole, which
            // is the item before; cut into so many, that share of the whole.
            if var last = result.last, segment.joiner == ",", words.count >= 4, ["one", "a", "1"].contains(words[0]),
                ["piece", "slice", "wedge", "square"].contains(words[1]), words[2] == "of",
                let wholeAt = words.firstIndex(where: { ["cake", "pie", "pizza", "pan", "loaf", "tart", "quiche"].contains($0) }), wholeAt > 2,
                // (Only the whole's size between: "a piece of papa john's pepperoni pizza" is a food of its own.)
                words[3..<wholeAt].allSatisfy({ ["a", "an", "the", "whole", "inch"].contains($0) || QuantityText.number($0) != nil
                    || HouseholdUnit.normalized($0).map(HouseholdUnit.isWeight) == true || HouseholdUnit.size($0) != nil }),
                wholeAt + 1 == words.count || words[wholeAt + 1] == "cut"
            {
                let rest = Array(words[(wholeAt + 1)...])
                if rest.count >= 3, rest[0] == "cut", ["in", "into"].contains(rest[1]), let parts = QuantityText.number(rest[2]), parts >= 2, parts <= 64,
                    parts == parts.rounded(), QuantityText.leading(MealParser.tokens(last.text)).map({ $0.value == 1 && $0.count == 1 }) ?? true
                {
                    let size = words[3..<wholeAt].filter { !["a", "an", "the", "whole"].contains($0) }
                    let food = MealParser.tokens(last.text).drop { QuantityText.leading([$0]) != nil }
                    last.text = (["1/" + QuantityText.format(parts), "of", "a"] + size + food).joined(separator: " ")
                    result[result.count - 1] = last
                }
                continue
            }
            // "a pot pie, the whole thing", "lasagna, all of it": the item before, whole as said; not a food.
            if result.last != nil, segment.joiner == ",", words.contains(where: { ["whole", "entire", "all"].contains($0) }),
                words.allSatisfy({ MealParser.wholeThingWords.contains($0) })
            {
                continue
            }
            // "an avocado, half of it": a share of the item before.
            if var last = result.last, segment.joiner == ",", words.count >= 3, ["it", "that", "this", "one"].contains(words[words.count - 1]),
                words[words.count - 2] == "of", let share = QuantityText.leading(Array(words[..<(words.count - 2)])),
                share.count == words.count - 2, share.value > 0, share.value < 1
            {
                last.text = words[..<(words.count - 2)].joined(separator: " ") + " of " + last.text
                result[result.count - 1] = last
                continue
            }
            // "corn, boiled with salt", "rice cooked with salt": salt said after how the item was cooked is USDA's "with salt"
            // state of the cooked food, not a pinch of salt of its own.
            if var last = result.last, segment.joiner == "with", content == ["salt"],
                let verb = MealParser.tokens(last.text).last, MealParser.states[verb] != nil
            {
                last.text += " salted"
                result[result.count - 1] = last
                continue
            }
            // "fruit snacks with vitamins", "orange juice with calcium": what the item is fortified with is a word of its
            // name ("…, with vitamins a, c, & e"), never a food of its own. (Not protein or fiber: "a shake with protein" may be a scoop.)
            // (Where no food of the item's words is named so, "almond milk with calcium", it is the item as said.)
            if var last = result.last, segment.joiner == "with", QuantityText.leading(words) == nil, (1...4).contains(content.count),
                content.allSatisfy({ (MealParser.fortifyingWords.contains($0) && !["protein", "fiber", "fibre"].contains($0)) || $0.count == 1 || $0 == "and" }),
                content.contains(where: MealParser.fortifyingWords.contains)
            {
                if namesFortified(last.text, content) {
                    last.text += " with " + content.joined(separator: " ")
                    result[result.count - 1] = last
                }
                continue
            }
            // "1% milk with added nonfat milk solids": what USDA names the food as made with, said as "added", is the food's
            // own name.
            // (Not vitamins and minerals alone: those are read below.)
            if var last = result.last, segment.joiner == "with", QuantityText.leading(words) == nil, content.first == "added",
                (2...5).contains(content.count),
                !content.dropFirst().allSatisfy({ MealParser.fortifyingWords.contains($0) || $0.count == 1 || $0 == "and" }),
                case let said = namedWords(of: last.text),
                !said.isEmpty, let named = exactDatabaseMatch(said + content.dropFirst()),
                SearchText.words(named.name).contains("with")
            {
                last.text += " with " + content.dropFirst().joined(separator: " ")
                result[result.count - 1] = last
                continue
            }
            // "soy milk with added calcium", "juice with added vitamin c": what the food is fortified with is no food of its
            // own, and changes little of its energy.
            if var last = result.last, segment.joiner == "with", QuantityText.leading(words) == nil, content.first == "added",
                (2...4).contains(content.count), content.dropFirst().allSatisfy({ MealParser.fortifyingWords.contains($0) || $0.count == 1 || $0 == "and" })
            {
                // (A word of its name where USDA names the item so, as "with calcium" above; `namesFortified`.)
                if namesFortified(last.text, Array(content.dropFirst())) {
                    last.text += " with " + content.dropFirst().joined(separator: " ")
                    result[result.count - 1] = last
                }
                continue
            }
            // "cherries with pits", "potato with the skin": a part of the item, not another food.
            if var last = result.last, segment.joiner == "with", QuantityText.leading(words) == nil, !content.isEmpty, content.count <= 2,
                content.allSatisfy({ MealParser.foodParts.contains($0) || $0 == "the" || $0 == "its" })
            {
                // Skin is in USDA's names ("meat and skin"); a peel, pits and seeds are how the item comes.
                if content.contains(where: { ["skin", "skins"].contains($0) }) {
                    last.text += " with " + content.joined(separator: " ")
                    result[result.count - 1] = last
                }
                continue
            }
            // "gumdrops, the small ones": a size of the item before. (So is a size with the piece word the item was
            // counted in: "3 slices of swiss, large slices"; and "a cinnamon roll, a big one", whose "a" counts nothing new.)
            // (Its size in inches may come with it, "a large 4 inch one": said beside the size word.)
            if var last = result.last, segment.joiner == ",",
                case let inches = content.indices.filter({ content[$0] == "inch" && $0 > 0 && QuantityText.number(content[$0 - 1]) != nil }),
                QuantityText.leading(words) == nil || ["a", "an"].contains(words[0]) && words.last == "one" && words.count <= 4 + 2 * inches.count,
                !content.isEmpty, content.contains(where: { HouseholdUnit.size($0) != nil }),
                case let inchWords = Set(inches.flatMap { [$0 - 1, $0] }),
                case let countedIn = Set(MealParser.tokens(last.text).compactMap(HouseholdUnit.normalized).filter { !HouseholdUnit.isWeight($0) && !HouseholdUnit.isVolume($0) }),
                content.indices.allSatisfy({ index in
                    let word = content[index]
                    return inchWords.contains(index) || HouseholdUnit.size(word) != nil || ["ones", "one", "kind", "size", "sized", "type"].contains(word)
                        || HouseholdUnit.normalized(word).map(countedIn.contains) == true
                })
            {
                let sizes = content.indices.filter { inchWords.contains($0) || HouseholdUnit.size(content[$0]) != nil }.map { content[$0] }
                if inches.isEmpty {
                    last.text += " " + sizes.joined(separator: " ")
                } else {
                    // (Inches are read before the food, as "a small 3 inch bagel" is said.)
                    let lastWords = MealParser.tokens(last.text)
                    let amount = QuantityText.leading(lastWords)?.count ?? 0
                    last.text = (lastWords[..<amount] + sizes + lastWords[amount...]).joined(separator: " ")
                }
                result[result.count - 1] = last
                continue
            }
            // "a cup of chopped and peeled pears", "whole and halved walnuts": how the food was cut or readied, two
            // ways joined by "and" before it, is one food so cut; the words before "and" name no food of their own.
            if var last = result.last, segment.joiner == "and", QuantityText.leading(words) == nil, last.annotation == nil, !content.isEmpty,
                case let lastWords = MealParser.tokens(last.text), let lead = QuantityText.leading(lastWords),
                case let said = lastWords[lead.count...].filter({ word in
                    word != "of" && !MealParser.determiners.contains(word) && (HouseholdUnit.normalized(word) == nil || word == "whole")
                }),
                !said.isEmpty,
                said.allSatisfy({ word in
                    MealParser.cutWords.contains(word) || MealParser.handlingWords.contains(word) || ["whole", "halves", "quartered"].contains(word)
                        || MealParser.preparationWords.contains(word) && word != "in" && word != "made" && word != "served"
                })
            {
                last.text += " " + segment.text
                result[result.count - 1] = last
                continue
            }
            // "cashew halves and pieces", "walnut halves and pieces": the pieces the food comes in, as USDA's measures say
            // ("1 cup, halves and pieces"), after the item's own piece word; no food of their own.
            if var last = result.last, segment.joiner == "and", QuantityText.leading(words) == nil, content.count == 1,
                ["pieces", "piece", "chunks", "bits"].contains(content[0]),
                let before = MealParser.tokens(last.text).last, ["halves", "pieces", "slices", "chunks", "cubes"].contains(before)
            {
                last.text += " and " + content[0]
                result[result.count - 1] = last
                continue
            }
            // ", trimmed to 1/8 inch", ", 0 inch fat", ", 1/4\" trim": how close the cut's fat was trimmed, USDA's `1/8" fat`,
            // never a food called fat. (Every cut is listed at several trims close in energy: the cut stands as read.)
            if !result.isEmpty, segment.joiner == ",", words.contains(where: { ["inch", "inches", "in"].contains($0) }),
                words.contains(where: { QuantityText.number($0) != nil }),
                words.allSatisfy({ ["trimmed", "to", "inch", "inches", "in", "fat", "trim", "of", "the"].contains($0) || QuantityText.number($0) != nil })
            {
                continue
            }
            // ", meat and skin", ", dark meat only": the part of the bird or cut before, as USDA names its entries ("…,
            // meat and skin, …"), never a food called meat or skin.
            if var last = result.last, segment.joiner == ",", words.contains("meat"),
                words.allSatisfy({ ["meat", "and", "skin", "only", "light", "dark", "white", "with", "&"].contains($0) })
            {
                last.text += " " + words.joined(separator: " ")
                result[result.count - 1] = last
                continue
            }
            // ", squeezed from grated coconut", ", pressed from the seeds": how the item before was made, which its own
            // name already says ("Coconut cream, raw (liquid expressed from grated meat)"): no food of its own.
            if let last = result.last, segment.joiner == ",", words.count >= 3, ["squeezed", "pressed", "expressed", "extracted"].contains(words[0]),
                words[1] == "from", case let source = words.dropFirst(2).filter({ !["the", "a", "an", "its", "fresh"].contains($0) }), !source.isEmpty,
                case let named = namedWords(of: last.text),
                !named.isEmpty, let food = resolveFood(named, brand: brand)?.food,
                case let stems = Set(SearchText.words(food.name).map(SearchText.stem)),
                source.allSatisfy({ stems.contains(SearchText.stem($0)) })
            {
                continue
            }
            // ", lean and fat", ", lean only": the trim of the cut before.
            if var last = result.last, segment.joiner == ",", words.contains(where: { $0 == "lean" || $0 == "fat" }),
                words.allSatisfy({ ["lean", "and", "fat", "only", "trimmed", "untrimmed", "separable"].contains($0) || MealParser.fatTrimWords[$0] != nil })
            {
                last.text += " " + words.joined(separator: " ")
                result[result.count - 1] = last
                continue
            }
            // ", just the one", ", only one": how many, said again of an item already counted one, is no food.
            if let last = result.last, segment.joiner == ",", words.contains(where: { ["one", "1"].contains($0) }),
                words.allSatisfy({ ["just", "only", "the", "one", "1", "single", "of", "them", "it"].contains($0) }),
                QuantityText.leading(MealParser.tokens(last.text)).map({ $0.value == 1 }) ?? true
            {
                // (Said of an item with no amount, "eggs, just the one", it is its count.)
                if QuantityText.leading(MealParser.tokens(last.text)) == nil, last.annotation == nil {
                    result[result.count - 1].text = "1 " + last.text
                }
                continue
            }
            // "a granola bar, the 1 oz one", "cookies, the 2 oz ones": the size of each, a weight or volume.
            if var last = result.last, segment.joiner == ",", last.annotation == nil, case let said = words.filter({ $0 != "the" }),
                // (Or the piece it is sold as: "italian sausage, the quarter pound link", "a candy bar, the 2 oz bar".)
                (3...4).contains(said.count), let kindWord = said.last,
                ["one", "ones", "size", "kind", "type", "link", "links", "patty", "patties", "bar", "bars", "piece", "pieces"].contains(kindWord),
                let size = QuantityText.leading(said), !size.isRange, size.value > 0, size.count + 2 == said.count || size.count + 3 == said.count,
                case let unitWords = said[size.count..<(said.count - 1)], let unit = HouseholdUnit.normalized(unitWords.joined(separator: " ")),
                HouseholdUnit.isWeight(unit) || HouseholdUnit.isVolume(unit)
            {
                last.annotation = "\(QuantityText.format(size.value)) \(unitWords.joined(separator: " ")) each"
                result[result.count - 1] = last
                continue
            }
            // "pecan pie, a sixth of a 10 inch pie": a share of a whole of that size, said of the item before when it has no
            // amount of its own, is its amount ("a sixth of a 10 inch pecan pie").
            if var last = result.last, segment.joiner == ",", last.annotation == nil, let of = words.firstIndex(of: "of"), of > 0,
                words.count - of >= 4, ["a", "an", "one", "the"].contains(words[of + 1]), let head = words.last,
                let share = QuantityText.leading(Array(words[..<of])), share.count == of, share.value > 0, share.value < 1,
                words[(of + 2)..<(words.count - 1)].contains(where: { QuantityText.number($0) != nil }),
                words[(of + 2)..<(words.count - 1)].allSatisfy({ QuantityText.number($0) != nil || ["inch", "in", "diameter", "round"].contains($0) }),
                case var lastWords = MealParser.tokens(last.text),
                lastWords.contains(where: { HouseholdUnit.singular($0) == HouseholdUnit.singular(head) }),
                QuantityText.leading(lastWords).map({ $0.count == 1 && $0.value == 1 && ["a", "an"].contains(lastWords[0]) }) ?? true
            {
                if ["a", "an"].contains(lastWords.first ?? "") { lastWords.removeFirst() }
                last.text = (words.dropLast() + lastWords).joined(separator: " ")
                result[result.count - 1] = last
                continue
            }
            // "hot dogs, 10 per lb", "burgers, 4 to a pound": how many to the pound, said of the item before (read
            // there as its size).
            if var last = result.last, segment.joiner == ",", last.annotation == nil,
                case let said = words.filter({ !["the", "a", "kind", "size", "ones", "one", "type", "to", "per"].contains($0) }), said.count == 2,
                let n = QuantityText.number(said[0]), n >= 2, n <= 40, n == n.rounded(), ["lb", "lbs", "pound", "pounds"].contains(said[1]),
                words.contains("per") || MealParser.containsPhrase(words, ["to", "a"])
            {
                last.text += " \(QuantityText.format(n)) per lb"
                result[result.count - 1] = last
                continue
            }
            // "flan, the 5 oz chilled ones": the size of each, and how it was kept or made.
            if var last = result.last, segment.joiner == ",", last.annotation == nil, case let said = words.filter({ $0 != "the" }),
                (4...5).contains(said.count), let kindWord = said.last, ["one", "ones", "kind", "type"].contains(kindWord),
                let size = QuantityText.leading(said), !size.isRange, size.value > 0, size.count + 1 < said.count - 1,
                let unit = HouseholdUnit.normalized(said[size.count]), HouseholdUnit.isWeight(unit) || HouseholdUnit.isVolume(unit),
                case let described = said[(size.count + 1)..<(said.count - 1)], !described.isEmpty,
                described.allSatisfy({ MealParser.keptWords.contains($0) || MealParser.states[$0] != nil })
            {
                last.annotation = "\(QuantityText.format(size.value)) \(said[size.count]) each"
                last.text += " " + described.joined(separator: " ")
                result[result.count - 1] = last
                continue
            }
            // "a granola bar, peanut butter flavor": the flavour of the item before, its kind as USDA names it.
            if var last = result.last, segment.joiner == ",", QuantityText.leading(words) == nil, let flavour = content.last,
                ["flavor", "flavour", "flavored", "flavoured"].contains(flavour), (2...4).contains(content.count)
            {
                last.text += " " + content.dropLast().filter { !["the", "a"].contains($0) }.joined(separator: " ")
                result[result.count - 1] = last
                continue
            }
            // "crackers, the whole wheat ones", "yogurt, the greek kind", "a can of soup, the spicy one": what kind of the item
            // before. ("pancakes, the 5 inch round ones": a size in inches is a kind too, not an amount.)
            if var last = result.last, segment.joiner == ",", case let said = words.filter({ $0 != "the" }),
                QuantityText.leading(said) == nil || said.count > 2 && QuantityText.number(said[0]) != nil && said[1] == "inch",
                let kindWord = content.last,
                ["kind", "ones", "type", "variety", "style", "version"].contains(kindWord) || kindWord == "one" && words.first == "the",
                case let kind = content.dropLast().filter({ !["the", "a", "one", "that", "those"].contains($0) }), (1...3).contains(kind.count)
            {
                // (After a part that only says how it was readied, "3 rolls, warmed, the wheat ones", the kind is the
                // food's, before it.)
                if result.count >= 2, MealParser.onlyStates(last.text), case var food = result[result.count - 2], !MealParser.onlyStates(food.text) {
                    food.text += " " + kind.joined(separator: " ")
                    result[result.count - 2] = food
                    continue
                }
                last.text += " " + kind.joined(separator: " ")
                result[result.count - 1] = last
                continue
            }
            // "2 pineapple rings canned in juice", "2 canned pineapple rings in juice": what an item said to be canned or
            // packed is packed in.
            // ("sliced pears in a light syrup": only canned fruit comes in a syrup.)
            if var last = result.last, segment.joiner == "in",
                QuantityText.leading(words) == nil || ["a", "an"].contains(words[0]) && words.count > 1 && QuantityText.number(words[1]) == nil,
                content.count <= 3, content.last.map(MealParser.packingMedia.contains) == true,
                MealParser.tokens(last.text).contains(where: { ["canned", "packed", "tinned"].contains($0) }) || content.last == "syrup"
            {
                last.text += (MealParser.tokens(last.text).contains("canned") ? " in " : " canned in ") + content.joined(separator: " ")
                result[result.count - 1] = last
                continue
            }
            // "mandarin oranges canned in syrup, with the syrup too": the pack as it comes, USDA's "solids & liquids", no food of
            // its own.
            if let last = result.last, segment.joiner == "with", !content.isEmpty,
                content.allSatisfy({ ["the", "its", "their", "juice", "juices", "syrup", "liquid", "liquids"].contains($0) }),
                content.contains(where: { ["juice", "juices", "syrup", "liquid", "liquids"].contains($0) }),
                MealParser.tokens(last.text).contains("canned")
            {
                continue
            }
            // "in her lunchbox", "in my bag": where it was, said of someone's own thing, when no food is named by it.
            if !result.isEmpty, segment.joiner == "in", let owner = words.first, ["my", "her", "his", "their", "our", "your"].contains(owner),
                (2...3).contains(words.count),
                words.dropFirst().allSatisfy({ word in
                    lexicon.bestMatch([SearchText.stem(word)]) == nil && lookup.foodCount(withWord: word, cap: 1) == 0 && !namesAFood(word)
                })
            {
                continue
            }
            // "peanuts in the shell", "edamame in pods": how the item comes whole, not a food of its own.
            if var last = result.last, segment.joiner == "in", !content.isEmpty,
                content.allSatisfy({ ["the", "their", "its", "shell", "shells", "pod", "pods", "husk", "husks"].contains($0) }),
                content.contains(where: { $0 != "the" && $0 != "their" && $0 != "its" })
            {
                last.text += " whole"
                result[result.count - 1] = last
                continue
            }
            // "potatoes roasted in the skin", "in their jackets": cooked in the skin, as USDA names it ("baked in skin").
            if var last = result.last, segment.joiner == "in", !content.isEmpty,
                content.allSatisfy({ ["the", "their", "its", "skin", "skins", "jacket", "jackets"].contains($0) }),
                content.contains(where: { $0 != "the" && $0 != "their" && $0 != "its" })
            {
                last.text += " in skin"
                result[result.count - 1] = last
                continue
            }
            // "soup, reduced sodium", "yogurt, fat free", "peanuts, no salt added": how the item before is made lighter,
            // never a food of its own.
            if var last = result.last, segment.joiner == ",", QuantityText.leading(words) == nil, (2...4).contains(content.count),
                content.contains(where: MealParser.lighterWords.contains) || content.first == "no" || content.first == "without",
                content.allSatisfy({ MealParser.lighterWords.contains($0) || MealParser.lightenedQualities.contains($0) || ["no", "without"].contains($0) })
            {
                last.text += " " + content.joined(separator: " ")
                result[result.count - 1] = last
                continue
            }
            // ", without the peel and the core": a part listed after one left off (said so, or read as "skinless" or
            // "pitted") was left off too, no food eaten.
            if !result.isEmpty, segment.joiner == "and", position > 0, !content.isEmpty,
                content.allSatisfy({ MealParser.foodParts.contains($0) || ["the", "its", "their"].contains($0) }),
                MealParser.tokens(merged[position - 1].text).contains(where: { ["no", "without", "skinless", "boneless", "seedless", "pitted", "peeled", "cored"].contains($0) })
            {
                continue
            }
            // ", no butter or syrup", ", without dressing": what was left off the item before is no food eaten.
            if !result.isEmpty, segment.joiner == ",", segment.annotation == nil, let first = content.first, ["no", "without"].contains(first),
                (2...6).contains(content.count), QuantityText.leading(Array(content.dropFirst())) == nil
            {
                continue
            }
            // "coffee, black", "tea, decaf": a word after a comma that no food is named by describes the item before.
            if var last = result.last, segment.joiner == ",", QuantityText.leading(words) == nil, content.count == 1, segment.annotation == nil,
                lexicon.bestMatch([SearchText.stem(content[0])]) == nil, !namesAFood(content[0])
            {
                last.text += " " + content[0]
                result[result.count - 1] = last
                continue
            }
            // "a cheeseburger on a brioche bun", "a tuna sandwich on a croissant": the bread a sandwich is on is part of
            // the sandwich USDA weighs, not another item.
            // (A patty sold to be cooked, "a frozen black bean burger on a bun", is the patty and the bun.)
            if var last = result.last, segment.joiner == "on", isSandwich(last.text),
                let bread = content.last, MealParser.sandwichBreads.contains(bread), content.count <= 3,
                (QuantityText.leading(words).map { $0.count == 1 && ["a", "an"].contains(words[0]) } ?? true), !soldAsPatty(last.text, brand: brand)
            {
                last.bread = content.filter { !["a", "an"].contains($0) }.joined(separator: " ")
                result[result.count - 1] = last
                continue
            }
            // "egg salad on rye", "tuna on white": a loaf's kind alone after "on" is that bread, two slices of it.
            if !result.isEmpty, segment.joiner == "on", QuantityText.leading(words) == nil, (1...2).contains(content.count),
                let kind = content.last, ["rye", "sourdough", "wheat", "white", "pumpernickel", "multigrain"].contains(kind)
            {
                segment.text = "2 slices " + content.joined(separator: " ") + " bread"
            }
            // "a dozen chocolate chips in the pancakes", "a tbsp of dressing on the salad": a measured addition put "in",
            // "on" or "over" the dish, which "the", "my" or "each" says is already had (logged on its own), is where
            // it went, not a second food — bread too: "the toast" is the toast already had, where "on toast" is eaten
            // with it. The amount may come after the dish ("grated cheese on the pasta, 2 tbsp").
            // (Read only for a dish said so: the next part is not parsed for every segment.)
            let amountFollows = {
                position + 1 < merged.count && merged[position + 1].joiner == ","
                    && MealParser.bareAmount(MealParser.amountWords(MealParser.tokens(merged[position + 1].text))) != nil
            }
            // (Said after a comma with how it was put there: ", mixed into the potatoes", ", drizzled over my salad".)
            let placed = segment.joiner == "," && words.count >= 3 && MealParser.placingWords.contains(words[0])
                && ["in", "on", "onto", "into", "over"].contains(words[1])
            let put = placed ? Array(words.dropFirst(2)) : words
            // (So is a measured drink or topping had "with the" dish: "a cup of milk with the cereal"; "with my coffee"
            // may be the first word of the coffee.)
            if let last = result.last, placed || ["in", "on", "onto", "into", "over", "under"].contains(segment.joiner)
                || segment.joiner == "with" && put.first == "the", let owner = put.first,
                ["the", "my", "our", "his", "her", "their", "each", "every"].contains(owner), (2...3).contains(put.count),
                QuantityText.leading(MealParser.tokens(last.text)) != nil || amountFollows(), segment.annotation == nil,
                case let dish = Array(put.dropFirst()), dish.allSatisfy({ $0.allSatisfy(\.isLetter) }),
                // ("on each slice", "on every ear": each piece of a food already had, whatever the piece.)
                ["each", "every"].contains(owner)
                    || dish.allSatisfy({ HouseholdUnit.normalized($0) == nil })
                    && (namesAFood(dish.joined(separator: " ")) || lexicon.bestMatch(dish.map(SearchText.stem)) != nil)
            {
                continue
            }
            // "a cup of arugula in a salad": a vegetable measured "in a salad" is what the salad was, not a bowl of
            // USDA's tossed salad beside it. (What is put in one, "chicken in a salad", is the two.)
            if let last = result.last, segment.joiner == "in", (2...3).contains(words.count), ["a", "an"].contains(words[0]),
                ["salad", "salads"].contains(words[words.count - 1]), words.count == 2 || HouseholdUnit.size(words[1]) != nil || words[1] == "side",
                QuantityText.leading(MealParser.tokens(last.text)) != nil,
                resolveFood(namedWords(of: last.text), brand: brand)?.food.group == "vegetables"
            {
                continue
            }
            if let last = result.last, segment.joiner == "in" || segment.joiner == "on", QuantityText.leading(words) == nil,
                let count = MealParser.count(of: last), content.allSatisfy({ ["bun", "buns", "roll", "rolls", "bread", "tortilla", "tortillas"].contains($0) })
            {
                segment.inheritCount = count
            }
            result.append(segment)
        }
        // "DISH with AMOUNT FOOD, AMOUNT FOOD, …": a dish named before quantified ingredients is a heading. So is "a
        // salad with …" (one dish made of what follows); "a burger with 2 slices of cheese" is the burger and its extras.
        // ("a protein shake with 2 scoops of whey and a cup of milk": a shake is what is blended into it.)
        let blended: Set<String> = ["shake", "shakes", "smoothie", "smoothies"]
        func heading(_ said: [String]) -> Bool {
            // ("a shake made with …": how it was made is no part of what it is.)
            let words = said.last == "made" && said.count > 1 ? Array(said.dropLast()) : said
            guard let lead = QuantityText.leading(words) else { return true }
            guard lead.count == 1, ["a", "an"].contains(words[0]), let last = words.last else { return false }
            return words.count == 2 && !["burger", "toast", "tacos"].contains(last) || words.count == 3 && blended.contains(last)
        }
        // (A sandwich said to be on its bread, "a turkey sandwich on rye with …", is a heading however it is counted.)
        let firstBread = result.first.flatMap { $0.bread ?? MealParser.breadOn($0.text) }
        if result.count >= 3, let first = result.first,
            heading(MealParser.tokens(first.text)) || firstBread != nil
                && QuantityText.leading(MealParser.tokens(first.text)).map({ $0.count == 1 && $0.value == 1 }) ?? true,
            first.annotation == nil,
            !first.text.contains(where: \.isNumber),
            !MealParser.tokens(first.text).contains("of"),
            result[1].joiner == "with" || result[1].joiner == ":",
            MealParser.tokens(first.text).last == "made" || MealParser.tokens(first.text).contains(where: { MealParser.dishWords.contains($0) || blended.contains($0) })
                || firstBread != nil,
            result.dropFirst().filter({ QuantityText.leading(MealParser.tokens($0.text)) != nil }).count >= 2
        {
            result.removeFirst()
            // "a blt on sourdough with 4 strips of bacon and 2 tsp mayo": the listed fillings, and the two
            // slices of the bread it was said to be on when the list names no bread.
            if let bread = firstBread, !result.contains(where: { segment in
                MealParser.tokens(segment.text).contains { MealParser.sandwichBreads.contains($0) || ["tortilla", "wrap"].contains($0) }
            }) {
                result.append(MealParser.twoSlices(of: bread))
            }
        } else if result.count >= 3, let first = result.first, result[1].joiner == ",", first.annotation == nil,
            case let firstWords = MealParser.tokens(first.text), !first.text.contains(where: \.isNumber),
            QuantityText.leading(firstWords).map({ $0.count == 1 && $0.value == 1 }) ?? true,
            // (No measure of its own: "a bowl of chili, 2 crackers, 1 oz cheddar" are three foods.)
            !firstWords.contains(where: { HouseholdUnit.normalized($0) != nil }),
            case let amountWords = { (segment: Segment) in
                Array(MealParser.tokens(segment.text).drop(while: { ["about", "around", "roughly", "approximately", "approx", "maybe"].contains($0) }))
            },
            // (Each part counted out, however it is joined: "…, 2 oz ham on a roll with 1 tsp mustard".)
            result.dropFirst().allSatisfy({ [",", "and", "with", "on", "plus"].contains($0.joiner) && QuantityText.leading(amountWords($0)) != nil }),
            firstWords.contains(where: { MealParser.dishWords.contains($0) }) || firstBread != nil || isSandwich(first.text),
            // "a roast beef sandwich, 2 slices sourdough, 3 oz roast beef": a dish named, then what it was made of counted out
            // (some listed food is one the dish's name or its bread says); "a turkey sandwich, 2 cookies and an apple" is
            // three foods.
            // (A dish the lexicon reads by a short name, "pb and j", says what it is made of in the name it reads as.)
            // (Its words but the dish's own: "a peanut butter and banana sandwich" is read as "peanut butter and banana"; "a
            // blt" as "blt".)
            case let typed = firstWords.filter({ !["a", "an", "one"].contains($0) }),
            case let filling = typed.filter({ !MealParser.sandwichWords.contains($0) && !MealParser.dishWords.contains($0) }),
            case let said = (filling.isEmpty ? typed : filling).map(SearchText.stem),
            case let dishName = lexicon.bestMatch(said).flatMap { match in
                match.covered.count == said.count ? lookup.food(key: match.entry.key).map { SearchText.words($0.name) } : nil
            } ?? [],
            case let named = Set((firstWords + dishName + (firstBread.map(MealParser.tokens) ?? [])).filter {
                !MealParser.chatter.contains($0) && !MealParser.dishWords.contains($0) && !MealParser.sandwichWords.contains($0)
                    && !MealParser.neutralWords.contains($0)
            }.map(SearchText.stem)),
            result.dropFirst().contains(where: { segment in
                let words = amountWords(segment)
                guard let amount = QuantityText.leading(words), amount.count < words.count else { return false }
                return words[amount.count...].contains { named.contains(SearchText.stem($0)) }
            })
        {
            result.removeFirst()
            // (With two slices of the bread it was said to be on, where the list names none: "a pb&j on rye".)
            if let bread = firstBread, !result.contains(where: { segment in
                MealParser.tokens(segment.text).contains { MealParser.sandwichBreads.contains($0) || ["tortilla", "wrap", "bread", "toast"].contains($0) }
            }) {
                result.append(MealParser.twoSlices(of: bread))
            }
        } else if result.count >= 2, let first = result.first, result[1].joiner == "with", first.annotation == nil,
            QuantityText.leading(MealParser.tokens(first.text)).map({ $0.count == 1 && $0.value == 1 }) ?? true,
            case let dishWords = MealParser.tokens(first.text).filter({ !["a", "an", "one", "my"].contains($0) }), dishWords.count <= 2,
            let match = lexicon.bestMatch(dishWords.map(SearchText.stem)), match.covered.count == dishWords.count,
            let dish = lookup.food(key: match.entry.key)
        {
            // "an omelette with 3 eggs and cheese": a dish USDA names after an ingredient the text counts out is made of
            // that ingredient, so the listed ingredients are the dish.
            let dishStems = Set(SearchText.words(dish.name).map(SearchText.stem)).subtracting(dishWords.map(SearchText.stem))
            let counted = result.dropFirst().filter { segment in
                let words = MealParser.tokens(segment.text)
                guard let quantity = QuantityText.leading(words), quantity.count < words.count else { return false }
                return words[quantity.count...].contains { dishStems.contains(SearchText.stem($0)) }
            }
            if !counted.isEmpty, MealParser.dishWords.contains(where: { dishWords.contains($0) }) { result.removeFirst() }
        }
        return result
    }

    /// "X (a, b, c)" → "a, b, c" (the parenthesis lists X's ingredients); "X (1 cup)" → "X [1 cup]".
    static func expandParentheses(_ text: String) -> String {
        var result = text
        while let open = result.firstIndex(of: "("), let close = result[open...].firstIndex(of: ")") {
            let inside = result[result.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
            let before = result[..<open]
            let after = result[result.index(after: close)...]
            let parts = inside.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            // An ingredient is an amount of a food ("2 oz turkey"); "1/4 lb" or "80% lean" only describe.
            func isIngredient(_ part: String) -> Bool {
                let words = MealParser.tokens(part)
                guard let amount = QuantityText.leading(words) else { return false }
                return words[amount.count...].contains { HouseholdUnit.normalized($0) == nil && !MealParser.descriptorWords.contains($0) && $0 != "of" }
            }
            let ingredients = parts.filter(isIngredient).count
            let insideWords = MealParser.tokens(inside)
            if let sized = MealParser.piecesPerPound(insideWords), sized.range == insideWords.indices {
                // "(5 sausages to a pound)": how big each piece is, read where the name is, never a count.
                result = String(before) + " " + inside + " " + String(after)
            } else if inside.contains(","), parts.count >= 2, ingredients < 2 {
                // "(canned, made with water)", "(1/4 lb, 80% lean)": an amount and words that describe the food.
                let amounts = parts.filter { QuantityText.leading(MealParser.tokens($0)) != nil && !isIngredient($0) }
                let words = parts.filter { !amounts.contains($0) }
                // "a taco (chicken, lettuce and salsa)": a list of what one food holds, run to its "and", read as that
                // food "with" them (a dish's list, "a plate (…)", and a list of states, "(drained and rinsed)", are not).
                let listed = words.map(MealParser.tokens)
                if amounts.isEmpty, listed.count >= 2, listed.last.map({ $0.contains("and") || $0.contains("&") }) == true,
                    let head = MealParser.tokens(String(before)).last, !MealParser.dishWords.contains(head),
                    listed.allSatisfy({ part in part.contains { !["and", "&"].contains($0) && !MealParser.describesState($0) && !MealParser.descriptorWords.contains($0) } })
                {
                    result = String(before) + " with " + words.joined(separator: ", ") + " " + String(after)
                    continue
                }
                let note = amounts.first.map { " [\($0)]" } ?? ""
                // (What it is not, "(regular, not light)", stays a part of its own: never a word of the food's name.)
                let said = words.enumerated().map { $0.offset > 0 && $0.element.hasPrefix("not ") ? ", " + $0.element : $0.element }
                result = String(before) + " " + said.joined(separator: " ") + note + " " + String(after)
            } else if inside.contains(",") && parts.count >= 2 {
                // Keep the heading's bread kind for a plain "bread" in the list ("wrap on rye (2 slices bread, …)").
                let headStart = before.lastIndex(where: { $0 == "," || $0 == ":" }).map { before.index(after: $0) } ?? before.startIndex
                let heading = String(before[headStart...])
                var list = inside
                for kind in ["whole wheat", "wheat", "rye", "sourdough", "multigrain", "white"] where heading.contains(kind) {
                    list = NormalizePatterns.bread.replacing(in: list, with: "\(kind) bread")
                    break
                }
                result = String(before[..<headStart]) + " " + list + String(after)
            } else if parts.count == 1, isIngredient(inside), let dish = MealParser.tokens(String(before)).last, MealParser.dishWords.contains(dish) {
                // "a side salad (1.5 cups romaine)": the parenthesis says what the dish is.
                let headStart = before.lastIndex(where: { $0 == "," || $0 == ":" }).map { before.index(after: $0) } ?? before.startIndex
                let joiner = before[headStart...].range(of: #"\b(and|with)\s"#, options: [.regularExpression, .backwards])
                let cut = joiner.map { $0.upperBound } ?? headStart
                result = String(before[..<cut]) + " " + inside + String(after)
            } else {
                result = String(before) + " [" + inside + "]" + String(after)
            }
        }
        return result.replacingOccurrences(of: ")", with: " ")
    }

    func splitOnJoiners(_ text: String, firstJoiner: String) -> [Segment] {
        var segments: [Segment] = []
        var currentWords: [String] = []
        var currentJoiner = firstJoiner
        var annotation: String?
        // Pull "[…]" annotations out first.
        var plain = text
        var notes: [String] = []
        while let open = plain.firstIndex(of: "["), let close = plain[open...].firstIndex(of: "]") {
            notes.append(String(plain[plain.index(after: open)..<close]))
            plain.replaceSubrange(open...close, with: " \u{1}\(notes.count - 1) ")
        }
        let tokens = plain.split(separator: " ").map(String.init)
        var i = 0
        func flush() {
            if !currentWords.isEmpty {
                segments.append(Segment(text: currentWords.joined(separator: " "), joiner: currentJoiner, annotation: annotation))
            }
            currentWords = []
            annotation = nil
        }
        while i < tokens.count {
            let token = tokens[i]
            if token.hasPrefix("\u{1}"), let n = Int(token.dropFirst(), radix: 10), n < notes.count {
                annotation = notes[n]
                i += 1
                continue
            }
            // (Not the noun of a food's name: "sandwich spread with chopped pickle" is USDA's "Sandwich spread, with …".)
            if !currentWords.isEmpty, i + 2 < tokens.count, tokens[i + 1] == "with", MealParser.withParticiples.contains(token),
                !(currentWords.last.map { previous in
                    exactDatabaseMatch([previous, token]).map { food in
                        MealParser.containsPhrase(SearchText.words(food.name).map(SearchText.stem), [SearchText.stem(previous), SearchText.stem(token)])
                    } ?? false
                } ?? false)
            {
                flush()
                currentJoiner = "with"
                i += 2
                continue
            }
            // ("plus" of a product's name, "ensure plus", is a word of it.)
            if MealParser.joiners.contains(token), !currentWords.isEmpty, i + 1 < tokens.count,
                token != "plus" || !(currentWords.last.map { previous in
                    exactDatabaseMatch([previous, token]).map { food in
                        MealParser.containsPhrase(SearchText.words(food.name).map(SearchText.stem), [SearchText.stem(previous), SearchText.stem(token)])
                    } ?? false
                } ?? false)
            {
                var joiner = token
                var skip = 1
                if token == "along", tokens[i + 1] == "with" { skip = 2; joiner = "with" }
                if token == "alongside" { joiner = "with" }
                flush()
                currentJoiner = joiner
                i += skip
                continue
            }
            currentWords.append(token)
            i += 1
        }
        flush()
        return segments
    }

    /// Whether a word only says how a food was cut, coated or cooked ("breaded", "peeled", "grilled"), never what it is.
    static func describesState(_ word: String) -> Bool {
        states[word] != nil && word != "skin" || preparationWords.contains(word) && !["in", "made", "served", "topped", "mixed", "stir"].contains(word)
            || cutWords.contains(word) || coatingWords.contains(word) && !["glazed", "candied", "stuffed"].contains(word)
            || ["pitted", "seeded", "cored", "trimmed", "shelled", "deboned", "boneless", "quartered", "salted", "smoked", "drained", "rinsed"].contains(word)
    }

    /// The words an entry that names the dish of `text` (its food words, before "made") says `made`, what it was made
    /// with, in ("Potatoes, mashed, …, whole milk added"); nil when no entry names the two.
    /// (An entry may name the milk by other words of that milk's own name: USDA's reduced fat milk is its "2% milkfat" one,
    /// so a soup made with it is "…, prepared with equal volume lowfat (2%) milk".)
    func dishMadeWith(_ text: String, _ made: [String]) -> [String]? {
        let dish = MealParser.tokens(text).dropLast().filter {
            MealParser.namesNoAmount($0) && !MealParser.neutralWords.contains($0) && MealParser.states[$0] == nil
        }.map(SearchText.stem)
        guard let head = dish.last else { return nil }
        // ("2%" is named by a name's "(2%)", read as "2".)
        let with = made.filter { !MealParser.chatter.contains($0) }.map { SearchText.stem($0.hasSuffix("%") ? String($0.dropLast()) : $0) }
        if lookup.search((dish + with).joined(separator: " "), limit: 10).contains(where: { food in
            !MealParser.isBabyFood(food) && MealParser.namesAll([head] + with, Set(SearchText.words(food.name).map(SearchText.stem)))
        }) {
            return made
        }
        guard with.count >= 2, let madeHead = with.last, let match = lexicon.bestMatch(with), match.covered.count == with.count,
            let madeFood = lookup.food(key: match.entry.key)
        else { return nil }
        let own = Set(SearchText.words(madeFood.name).map(SearchText.stem)).subtracting([madeHead]).filter { stem in
            !FoodRanker.neutral.contains(stem) && !SearchText.stopWords.contains(stem) && !MealParser.neutralWords.contains(stem)
        }
        for food in lookup.search((dish + [madeHead]).joined(separator: " "), limit: 10) where !MealParser.isBabyFood(food) {
            let words = SearchText.words(food.name)
            guard let after = words.lastIndex(where: { ["with", "added"].contains($0) }), after + 1 < words.count,
                MealParser.namesAll([head, madeHead], Set(words.map(SearchText.stem)))
            else { continue }
            let said = words[(after + 1)...].filter { !["equal", "volume"].contains($0) }
            if said.last.map(SearchText.stem) == madeHead, said.contains(where: { own.contains(SearchText.stem($0)) }) { return Array(said) }
        }
        return nil
    }

    /// Whether a word of a name is typed, or only says how the food was cut, kept, cooked or coated ("covered" is
    /// USDA's word where `normalize` writes "coated"), or joins the others ("of", "and").
    static func saysOnlyHow(_ word: String, typed: Set<String>) -> Bool {
        typed.contains(SearchText.stem(word)) || descriptorWords.contains(word) || stateNameWords.contains(word) || coatingWords.contains(word)
            || ["covered", "of", "and", "&"].contains(word) || CommonFoods.fillers.contains(word)
    }

    /// Whether a part is only an amount and how the food was made ("2 breaded"), with no word that names a food.
    static func onlyStates(_ text: String) -> Bool {
        var words = tokens(text)
        if let lead = QuantityText.leading(words) { words.removeFirst(lead.count) }
        words.removeAll { ["a", "an", "the", "some"].contains($0) }
        return !words.isEmpty && words.allSatisfy(describesState)
    }

    /// Whether a lexicon name runs across the join between `head` and the following parts.
    /// The text without its words no food name, everyday food, brand or unit knows; nil when there are none (or only those).
    func withoutUnknownWords(_ text: String) -> String? {
        let words = MealParser.tokens(text)
        let unknown = words.indices.filter { index in
            let word = words[index]
            return word.count >= 4 && word.allSatisfy(\.isLetter) && !MealParser.chatter.contains(word) && QuantityText.number(word) == nil
                && HouseholdUnit.normalized(word) == nil && HouseholdUnit.size(word) == nil && MealParser.brand(in: [word]) == nil
                && MealParser.states[word] == nil && !CommonFoods.fillers.contains(word)
                && lexicon.bestMatch([SearchText.stem(word)]) == nil && !lexicon.vocabulary.contains(word) && lookup.foodCount(withWord: word, cap: 1) == 0
        }
        guard !unknown.isEmpty, unknown.count < words.count else { return nil }
        return words.indices.filter { !unknown.contains($0) }.map { words[$0] }.joined(separator: " ")
    }

    func spansJoin(_ head: String, _ tail: [Segment]) -> Bool {
        var headWords = foodStems(head)
        // "half and half": a head that is only a number word may start a name with what follows.
        if headWords.isEmpty {
            headWords = MealParser.tokens(head).filter { !["a", "an", "one", "some"].contains($0) }.map(SearchText.stem)
            guard headWords.count == 1, headWords[0].first?.isLetter == true else { return false }
        }
        var stems = headWords
        for part in tail {
            // ("a big mac and a cheese danish": a part that starts with its own article or amount is another food.)
            if let first = MealParser.tokens(part.text).first, ["a", "an"].contains(first) || QuantityText.number(first) != nil { return false }
            stems.append(SearchText.stem(part.joiner))
            stems += SearchText.words(part.text).filter { !CommonFoods.fillers.contains($0) }.map(SearchText.stem)
        }
        guard let match = lexicon.bestMatch(stems) else { return false }
        return match.covered.lowerBound < headWords.count && match.covered.upperBound > headWords.count
    }

    /// A weight word that is part of a name ("pound cake", "quarter pounder"): not after a number.
    static func namesWithUnitWord(_ word: String, in words: [String]) -> Bool {
        guard let unit = HouseholdUnit.normalized(word), HouseholdUnit.isWeight(unit), let at = words.firstIndex(of: word) else { return false }
        return at == 0 || QuantityText.number(words[at - 1]) == nil && !["a", "an", "one", "half", "quarter"].contains(words[at - 1])
    }

    /// Words for a class of food after the food itself ("collard greens", "crab meat").
    static let classWords: Set<String> = ["greens", "meat", "root", "roots"]

    /// The diameter a text names in inches ("12 inch", "9"" written 9 inch), between 4 and 30.
    static func inches(in words: [String]) -> Double? {
        for index in words.indices.dropFirst() where words[index] == "inch" || words[index] == "inches" {
            guard var value = QuantityText.number(words[index - 1]) else { continue }
            // (A mixed number, "6 1/2 inch": the whole and its fraction.)
            if value < 1, index >= 2, let whole = QuantityText.number(words[index - 2]), whole >= 1, whole == whole.rounded() { value += whole }
            if value >= 4, value <= 30 { return value }
        }
        return nil
    }

    /// The diameter a measure states ("1 bagel, (3\" dia)" → "3", "(2-3/4\" dia x 2\")" → "2-3/4"), as written.
    static func statedDiameter(_ text: String) -> String? {
        guard let mark = text.range(of: "\" dia") else { return nil }
        let width = text[..<mark.lowerBound].reversed().prefix { $0.isNumber || $0 == "-" || $0 == "/" || $0 == "." }
        let value = String(width.reversed()).trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        return value.first?.isNumber == true ? value : nil
    }

    /// A diameter as a measure writes it ("6-1/2", "3", "2.5") as a number.
    static func diameterValue(_ text: String) -> Double? {
        let parts = text.split(separator: "-")
        if parts.count == 2, let whole = Double(parts[0]), let fraction = QuantityText.number(String(parts[1])), fraction < 1 { return whole + fraction }
        return parts.count == 1 ? QuantityText.number(text) : nil
    }

    /// Whether a measure states the typed diameter as one of two ("(8\" or 9\" dia)").
    static func statesEitherSize(_ inches: Double, _ text: String) -> Bool {
        guard inches >= 1, inches <= 99, let whole = Int(exactly: inches) else { return false }
        let typed = String(whole)
        return SearchText.containsBytes(text, " or \(typed)\"") || SearchText.containsBytes(text, "(\(typed)\" or ")
    }

    /// The diameter a USDA name or measure states ("14\" pizza", "1/8 of 9\" dia"), between 4 and 30 inches.
    static func statedInches(_ text: String) -> Double? {
        guard let range = NormalizePatterns.statedInches.firstMatch(in: text),
            let value = Double(text[range]), value >= 4, value <= 30
        else { return nil }
        return value
    }

    /// "3 packets of instant grits made with water", "2 envelopes of soup mix made with water": counted as sold, the water
    /// adds nothing to what was bought, so the two are not read as one prepared food.
    static func madeWithWaterAsSold(_ head: String, _ tail: [Segment]) -> Bool {
        let headWords = tokens(head)
        guard let first = tail.first, first.joiner == "with", tokens(first.text) == ["water"],
            let last = headWords.last, ["made", "prepared", "mixed"].contains(last)
        else { return false }
        return countsAsSold(headWords)
    }

    /// The words of an amount said after an item, without chatter: ", about a cup" → "a cup", ", a 16 oz bottle" →
    /// "16 oz bottle" (an article before a number is no count of its own).
    static func amountWords(_ words: [String]) -> [String] {
        var words = words
        // ", 5 oz of meat", ", about 6 oz of it": the weight of the item before, by what it is or by "it".
        if words.count >= 4, ["meat", "it", "that", "them"].contains(words[words.count - 1]), words[words.count - 2] == "of",
            let unit = HouseholdUnit.normalized(words[words.count - 3]), HouseholdUnit.isWeight(unit) || HouseholdUnit.isVolume(unit)
        {
            words.removeLast(2)
        } else if words.count >= 5, ["it", "them"].contains(words[words.count - 1]), words[words.count - 2] == "of",
            containerWords.contains(HouseholdUnit.singular(words[words.count - 3])) || packWords.contains(words[words.count - 3]),
            case let sized = Array(words[..<(words.count - 3)].drop(while: { ["a", "an", "the", "whole", "entire", "full"].contains($0) })),
            let size = QuantityText.leading(sized), size.count + 1 == sized.count,
            let unit = HouseholdUnit.normalized(sized[size.count]), HouseholdUnit.isWeight(unit) || HouseholdUnit.isVolume(unit)
        {
            // (", the entire 12 oz bottle of it": the stated size of what held it.)
            words = sized
        } else if words.count >= 5, words[words.count - 1] == "meat", words[words.count - 3] == "of",
            QuantityText.number(words[words.count - 2]) == nil,
            let unit = HouseholdUnit.normalized(words[words.count - 4]), HouseholdUnit.isWeight(unit)
        {
            // (", 4 oz of claw meat", ", 2 oz of leg meat": the meat of a part, weighed.)
            words.removeLast(3)
        }
        // (", 2 cups of slices", ", a cup of cubes": a measure of the item before, cut so.)
        if words.count >= 3, case let cut = words[words.count - 1], let cutState = ["slices": "sliced", "cubes": "cubed"][cut],
            words[words.count - 2] == "of", let unit = HouseholdUnit.normalized(words[words.count - 3]), HouseholdUnit.isVolume(unit)
        {
            words.replaceSubrange((words.count - 2)..., with: [cutState])
        }
        // (", 3 cups actually", ", make that 2", ", more like 3 cups": the amount corrected, said in place of the one before.)
        if words.contains(where: correctionWords.contains) || words.starts(with: ["make", "that"]) || words.starts(with: ["make", "it"])
            || words.starts(with: ["more", "like"]) || words.starts(with: ["i", "mean"])
        {
            if ["make", "more", "i"].contains(words[0]) { words.removeFirst(2) }
            words.removeAll(where: correctionWords.contains)
        }
        let kept = words.filter { !chatter.contains($0) || ["each", "a", "an"].contains($0) }
        if let first = kept.first, ["a", "an"].contains(first), kept.count > 1, QuantityText.number(kept[1]) != nil { return Array(kept.dropFirst()) }
        return kept
    }

    /// Words that correct an amount said before ("3 cups actually").
    static let correctionWords: Set<String> = ["actually", "really", "rather", "instead"]

    /// How many leading words say "one" of a dish, or its weight ("a", "one", "an 8 oz", "12 oz"); nil for any other
    /// amount, unless the dish is named in the plural ("2 chicken, bean and cheese burritos": a count of them).
    static func oneDishAmount(_ words: [String], plural: Bool = false) -> Int? {
        guard let lead = QuantityText.leading(words) else { return 0 }
        var used = 0
        if lead.count == 1, lead.value == 1, !(words[0].first?.isNumber ?? false) { used = 1 }
        if plural, lead.value >= 2, lead.value == lead.value.rounded(), !lead.isRange { return lead.count }
        if let weight = QuantityText.leading(Array(words[used...])), used + weight.count < words.count,
            let unit = HouseholdUnit.normalized(words[used + weight.count]), HouseholdUnit.isWeight(unit)
        {
            return used + weight.count + 1
        }
        return used > 0 || lead.value == 1 && lead.count == 1 ? max(used, 1) : nil
    }

    /// Whether words count a food in what it is sold in ("3 packets of …", "a can of …"), not by volume or serving.
    static func countsAsSold(_ words: [String]) -> Bool {
        words.contains { MeasureResolver.containerUnits.contains(HouseholdUnit.singular($0)) && !HouseholdUnit.isVolume($0) && $0 != "serving" }
    }

    /// Two slices of the bread a sandwich was said to be on, as an item of its own ("on rye", "on white": the kind of
    /// bread names the bread).
    static func twoSlices(of bread: String) -> Segment {
        let kindOnly = ["rye", "sourdough", "wheat", "white"].contains(bread.split(separator: " ").last.map(String.init) ?? "")
        return Segment(text: "2 slices " + bread + (kindOnly ? " bread" : ""), joiner: "and")
    }

    /// The bread a sandwich's text says it is on ("ham sandwich on wheat bread" → "wheat bread").
    static func breadOn(_ text: String) -> String? {
        let words = tokens(text)
        guard let on = words.lastIndex(of: "on"), on > 0, sandwichWords.contains(words[on - 1]) else { return nil }
        let bread = words[(on + 1)...].filter { !["a", "an"].contains($0) }
        guard (1...3).contains(bread.count), let last = bread.last, sandwichBreads.contains(last) else { return nil }
        return bread.joined(separator: " ")
    }

    /// Whether a text names a sandwich: it ends in a sandwich word, or the lexicon reads it whole as a food USDA
    /// names a sandwich ("pb and j").
    func isSandwich(_ text: String) -> Bool {
        let words = MealParser.tokens(text)
        if words.last.map(MealParser.sandwichWords.contains) == true { return true }
        let stems = words.filter { !["a", "an", "one"].contains($0) }.map(SearchText.stem)
        guard !stems.isEmpty, let match = lexicon.bestMatch(stems), match.covered.count == stems.count,
            let food = lookup.food(key: match.entry.key)
        else { return false }
        return SearchText.words(food.name).contains("sandwich")
    }

    /// Words that end a sandwich's name: what follows "on" is its bread ("tuna sandwich on rye").
    static let sandwichWords: Set<String> = ["sandwich", "sandwiches", "sub", "subs", "hoagie", "panini", "melt", "blt", "club", "burger", "hamburger", "cheeseburger"]

    /// What a food is packed or prepared in ("tuna in water", "peaches in syrup", "cocoa made with water").
    static let packingMedia: Set<String> = ["oil", "water", "syrup", "juice", "sauce", "brine", "gravy", "milk"]

    /// How many of `following` continue a list of what the dish `head` comes with ("a croissant with egg" then ", cheese"
    /// and "and sausage"), when a database name holds the dish and every listed filling: the list runs to its "and".
    func withList(_ head: String, _ following: [Segment]) -> Int? {
        var headWords = MealParser.tokens(head)
        var following = following[...]
        // ("a fried chicken breast with skin and breading": the list may start at a "with" of its own.)
        var opened = 0
        // (A piece the name states, "large patties" of "…, large patty, with condiment", may be listed; a measure not.)
        func listable(_ word: String) -> Bool {
            !MealParser.chatter.contains(word) && HouseholdUnit.normalized(word).map { unit in
                HouseholdUnit.isVolume(unit) || HouseholdUnit.isWeight(unit) || ["serving", "portion", "side", "order"].contains(unit)
            } != true
        }
        if !headWords.contains("with"), let first = following.first, first.joiner == "with", first.annotation == nil,
            case let words = MealParser.tokens(first.text).filter({ !["a", "an", "some", "the"].contains($0) }), (1...3).contains(words.count),
            QuantityText.leading(words) == nil,
            words.allSatisfy(listable)
        {
            headWords += ["with"] + words
            following = following.dropFirst()
            opened = 1
        }
        guard let with = headWords.firstIndex(of: "with"), with > 0, with + 1 < headWords.count else { return nil }
        var listed: [String] = []
        for (offset, segment) in following.prefix(4).enumerated() {
            guard [",", "and"].contains(segment.joiner), segment.annotation == nil else { return nil }
            var words = MealParser.tokens(segment.text).filter { !["a", "an", "some", "the"].contains($0) }
            // (Where it came from, said after the last of the list, "… and ham from the deli", is no filling.)
            if segment.joiner == "and", let from = words.firstIndex(of: "from"), from > 0 { words = Array(words[..<from]) }
            guard (1...3).contains(words.count), QuantityText.leading(words) == nil, words.allSatisfy(listable) else { return nil }
            listed += words
            guard segment.joiner == "and" else { continue }
            // (The amount before the dish, "an ounce of", is no word of its name.)
            let content = foodWords(of: headWords.joined(separator: " ")).filter { !MealParser.chatter.contains($0) && $0 != "with" } + listed
            // (A sandwich named by its bread and fillings need not say "sandwich": "…, english muffin, with egg, …".)
            let unsaid = content.filter { !MealParser.sandwichWords.contains($0) }
            for search in [content] + (unsaid.count < content.count ? [unsaid] : []) {
                guard let found = exactDatabaseMatch(search) else { continue }
                let named = MealParser.namingStems(found.name)
                if content.map(SearchText.stem).allSatisfy({ named.contains($0) || MealParser.sandwichWords.contains($0) }) {
                    return opened + offset + 1
                }
            }
            return nil
        }
        return nil
    }

    /// Whether "HEAD and A with B" names one food whose name holds "with B" ("lean cuisine chicken and
    /// vegetables with vermicelli"): the parts before "with" are the head, the rest what it comes with.
    func joinsAcross(_ head: String, _ tail: [Segment], brand: String?) -> Bool {
        guard let at = tail.firstIndex(where: { $0.joiner == "with" }),
            tail.allSatisfy({ QuantityText.leading(MealParser.tokens($0.text)) == nil })
        else { return false }
        let before = ([head] + tail[..<at].map { "\($0.joiner) \($0.text)" }).joined(separator: " ")
        var rest = tail[at]
        rest.text = ([rest.text] + tail[(at + 1)...].map { "\($0.joiner) \($0.text)" }).joined(separator: " ")
        return joinsAsOneFood(before, rest, brand: brand)
    }

    /// Whether "HEAD with X added" is one food the database names with what was added ("Pork, cured, ham -- water added, …",
    /// "Orange juice, …, with added calcium"): a name that holds every typed word and the head's own noun.
    func namesWhatWasAdded(_ head: String, _ tail: Segment) -> Bool {
        let tailWords = MealParser.tokens(tail.text).filter { !["a", "an", "the", "some"].contains($0) }
        guard tailWords.count >= 2, tailWords.last == "added", QuantityText.leading(tailWords) == nil, tail.annotation == nil else { return false }
        let headFood = namedWords(of: head)
        guard let noun = headFood.last(where: { MealParser.states[$0] == nil }), let found = exactDatabaseMatch(headFood + tailWords) else { return false }
        return MealParser.namingStems(found.name).contains(SearchText.stem(noun))
    }

    /// The kind of add-in ("fruit", "nuts") a food said after "with" is, where the database names the head food "with"
    /// that kind and no entry names the two together: "a scone with blueberries" is USDA's "Scone, with fruit".
    func addInKind(_ head: String, _ tail: Segment, brand: String?) -> String? {
        let articles: Set<String> = ["a", "an", "the", "some"]
        let added = MealParser.tokens(tail.text).filter { !articles.contains($0) }
        let headFood = namedWords(of: head)
        guard (1...2).contains(added.count), QuantityText.leading(added) == nil, !headFood.isEmpty,
            // (How it was cut, "pineapple chunks", "sliced peaches", is no word its name must hold.)
            case let named = added.filter({ MealParser.carriesMeaning($0) && !MealParser.cutWords.contains($0) && MealParser.cutOfPieces($0) == nil }),
            named.contains(where: { MealParser.states[$0] == nil }),
            exactDatabaseMatch(headFood + added) == nil,
            let addIn = resolveFood(added, brand: brand), addIn.food.source.isGeneric,
            case let group = addIn.food.group ?? "",
            let kind = group == "fruits" || group.hasPrefix("survey:fruit") ? "fruit" : group == "nuts" || group == "survey:nuts-and-seeds" ? "nuts" : nil,
            // (The add-in must be what was typed, not a dish of it: "with apple pie" is a food of its own.)
            MealParser.namingStems(addIn.food.name).isSuperset(of: named.map(SearchText.stem)),
            let dish = exactDatabaseMatch(headFood + ["with", kind]), dish.source.isGeneric
        else { return nil }
        // (Only the head food with that kind: every word of its name is typed, its kind's, or one its own reading
        // names, "pastry" for a danish; never another product such as a toddler's yogurt or a parfait.)
        let typed = Set((headFood + ["with", kind]).map(SearchText.stem))
        let alsoHead = (exactDatabaseMatch(headFood) ?? resolveFood(headFood, brand: brand)?.food).map { MealParser.namingStems($0.name) } ?? []
        let untyped = MealParser.namingStems(dish.name).subtracting(typed).subtracting(alsoHead).filter { word in
            !MealParser.descriptorWords.contains(word) && MealParser.states[word] == nil && !MealParser.neutralWords.contains(word)
                && !["and", "&", "other", "than", "nfs", "ns"].contains(word)
        }
        return untyped.isEmpty && !MealParser.namesBaby(MealParser.namingStems(dish.name)) ? kind : nil
    }

    /// Whether one SR name holds every typed word of the head and of the parts joined to it, and at most two words none
    /// of them says: a burger typed with its sauce and the bun it came on, where one SR name holds every word ("Fast
    /// Foods, hamburger; single, regular patty; double bun with condiment & special sauce"), is one item. (Only across
    /// "with", "on" and "in": an "and" may list a second food.)
    func namesEveryJoinedWord(_ head: String, _ tail: [Segment]) -> Bool {
        guard !tail.isEmpty, tail.allSatisfy({ ["with", "on", "in"].contains($0.joiner) && $0.annotation == nil }) else { return false }
        let articles: Set<String> = ["a", "an", "the", "some", "one"]
        let headFood = namedWords(of: head)
        var tailFood: [String] = []
        for segment in tail {
            let words = MealParser.tokens(segment.text).filter { !articles.contains($0) }
            guard QuantityText.leading(words) == nil else { return false }
            tailFood += words.filter { !MealParser.chatter.contains($0) }
        }
        let typed = headFood + tailFood
        guard !headFood.isEmpty, !tailFood.isEmpty, typed.count >= 4, let found = exactDatabaseMatch(typed), found.source == .usdaSR
        else { return false }
        let named = MealParser.namingStems(found.name.replacingOccurrences(of: ";", with: ","))
        let typedStems = Set(typed.map(SearchText.stem))
        guard typedStems.subtracting(MealParser.neutralWords).isSubset(of: named) else { return false }
        let untyped = named.subtracting(typedStems).filter { word in
            !MealParser.descriptorWords.contains(word) && MealParser.states[word] == nil && !["with", "and", "&", "on", "in"].contains(word)
        }
        // (The parts joined must say something of it: dressing typed on a salad is the dressing the head already reads, and
        // a salad.)
        let headAlone = exactDatabaseMatch(headFood)
        guard headAlone?.key != found.key else { return false }
        // (Words the head's own reading names too are no news: "ham … with water added" is the ham the head reads, of
        // USDA's water-added kind, whatever the cut and trim both names spell out.)
        let alsoHead = headAlone.map { MealParser.namingStems($0.name.replacingOccurrences(of: ";", with: ",")) } ?? []
        return untyped.count <= 2 || untyped.subtracting(alsoHead).count <= 1 && headAlone?.source == .usdaSR
    }

    /// Whether "HEAD joiner TAIL" names one food: a sandwich on its bread; a chain's item whose name holds
    /// the join ("soft taco with chicken"); or a food in what it is packed or made with, when the database
    /// names it so ("sardines in oil", "cocoa made with water").
    func joinsAsOneFood(_ head: String, _ tail: Segment, brand: String?) -> Bool {
        // "gumbo over rice": served over is the "with" of a dish the database names so ("Gumbo with rice").
        if tail.joiner == "over" {
            var with = tail
            with.joiner = "with"
            return joinsAsOneFood(head, with, brand: brand)
        }
        let headWords = MealParser.tokens(head)
        // "canned pork and beans", "frozen peas and carrots", "no salt added peas and carrots": how the whole was sold or
        // salted, said first, is no word of the head's own food; the join is read without it (and the whole keeps it).
        // (Not "low sodium": no such whole is named so, and it is read as before, a list.)
        let lighter: Set<String> = ["no", "unsalted", "salt", "added"]
        if ["and", "in", "with"].contains(tail.joiner), headWords.count >= 2,
            case let kept = headWords.dropLast().filter({
                ["canned", "tinned", "jarred", "bottled"].contains($0) || MealParser.keptWords.contains($0) || lighter.contains($0)
            }),
            !kept.isEmpty,
            case let bare = headWords.enumerated().filter({ $0.offset == headWords.count - 1 || !kept.contains($0.element) }).map(\.element),
            joinsAsOneFood(bare.joined(separator: " "), tail, brand: brand)
        {
            return true
        }
        // "… with vegetables" and "rice": one list of what the food comes with.
        if tail.joiner == "and", let with = headWords.firstIndex(of: "with"), with > 0, QuantityText.leading(MealParser.tokens(tail.text)) == nil {
            var rest = tail
            rest.joiner = "with"
            rest.text = (headWords[(with + 1)...] + ["and"] + MealParser.tokens(tail.text)).joined(separator: " ")
            if joinsAsOneFood(headWords[..<with].joined(separator: " "), rest, brand: brand) { return true }
        }
        var tailWords = MealParser.tokens(tail.text)
        _ = MealParser.takeMultiplier(&tailWords)
        // Where it came from ("… from a fast food place") is not part of the join; nor is how the whole was kept, said
        // last ("lentil and ham soup, canned").
        if let from = tailWords.firstIndex(of: "from"), from > 0 { tailWords = Array(tailWords[..<from]) }
        // Nor is "meal" said last of a packaged meal ("… with barbecue sauce meal", "… and green beans frozen dinner"): the
        // name need not hold it, nor how the meal was kept, said before it.
        tailWords = MealParser.withoutPackagedMealWords(tailWords)
        while tailWords.count > 1, let last = tailWords.last, MealParser.states[last] != nil, lexicon.bestMatch([SearchText.stem(last)]) == nil {
            tailWords.removeLast()
        }
        // "sandwich crackers with cheese", where the words before read alone are already USDA's "…, with cheese filling":
        // the tail is what the food's own name says it comes with.
        if tail.joiner == "with", (1...2).contains(tailWords.count), QuantityText.leading(tailWords) == nil,
            case let headFood = foodWords(of: head).filter(MealParser.carriesMeaning), !headFood.isEmpty,
            case let countedHead = QuantityText.leading(headWords) != nil || ["a", "an", "one"].contains(headWords.first ?? ""),
            let read = resolveFood(headFood, brand: brand, counted: countedHead),
            read.food.source == .usdaSR, case let nameWords = SearchText.words(read.food.name), let with = nameWords.firstIndex(of: "with"),
            Set(tailWords.map(SearchText.stem)).isSubset(of: Set(nameWords[(with + 1)...].map(SearchText.stem))),
            // (And the words together still read as it: one food, not another the joined words find.)
            resolveFood(headFood + ["with"] + tailWords, brand: brand, counted: countedHead)
                .map({ MealParser.alikeInEnergy($0.food, read.food) }) == true
        {
            return true
        }
        // "roasted ham with natural juices": an SR name that holds the head's food and, after its "with", just the typed
        // words ("Pork, cured, ham with natural juices, …") is one food, even where the head alone reads as another.
        if tail.joiner == "with", (1...3).contains(tailWords.count), QuantityText.leading(tailWords) == nil,
            case let headFood = foodWords(of: head).filter(MealParser.carriesMeaning),
            let headNoun = headFood.last, let found = exactDatabaseMatch(headFood + ["with"] + tailWords), found.source == .usdaSR,
            case let parts = found.name.lowercased().split(separator: ","),
            let withPart = parts.first(where: { SearchText.words(String($0)).contains("with") }),
            case let partWords = SearchText.words(String(withPart)), let with = partWords.firstIndex(of: "with"),
            case let afterWith = partWords[(with + 1)...].map(SearchText.stem), case let tailStems = tailWords.map(SearchText.stem),
            tailStems.starts(with: afterWith),
            partWords[..<with].map(SearchText.stem).contains(SearchText.stem(headNoun)),
            // (The typed words after the with-part's own may name the maker's line from the name's other parts: "… with rice
            // skillet meal" for "Maker, skillet meals, … with rice".)
            case let line = Set(parts.filter({ $0 != withPart }).flatMap({ SearchText.words(String($0)) }).map(SearchText.stem)),
            tailStems.dropFirst(afterWith.count).allSatisfy(line.contains),
            // (Before "with", and in its other parts but the first and a maker's, where SR files it, the name says only typed words and
            // how the food was cut, kept or cooked: "Alcoholic beverage, liqueur, coffee with cream" is no coffee with
            // cream, nor "Fast Foods, french toast with butter" toast with butter.)
            case let typed = Set(headFood.map(SearchText.stem)),
            case let lineSaid = Set(tailStems.dropFirst(afterWith.count)),
            parts.dropFirst().filter({ part in
                part != withPart && MealParser.makerWord(in: String(part)) == nil
                    && !SearchText.words(String(part)).contains(where: { lineSaid.contains(SearchText.stem($0)) })
            }).flatMap({ SearchText.words(String($0)) }).allSatisfy({ word in
                MealParser.saysOnlyHow(word, typed: typed) || MealParser.curedWords.contains(SearchText.stem(word))
                    || ["lean", "fat", "meat", "heated", "unheated"].contains(word)
            }),
            partWords[..<with].allSatisfy({ MealParser.saysOnlyHow($0, typed: typed) })
        {
            return true
        }
        // One amount before the head, a numeral, a mixed number or an article ("1 1/2 cups of …"), never a list.
        // (An article before a container's size, "a 19 oz can of …", is still one amount.)
        let amountWords = headWords.count > 1 && ["a", "an"].contains(headWords[0]) && QuantityText.number(headWords[1]) != nil
            ? Array(headWords.dropFirst()) : headWords
        let oneLeadingAmount = QuantityText.leading(amountWords).map { lead in
            lead.count == 1 || amountWords[..<lead.count].allSatisfy { QuantityText.number($0) != nil }
        } ?? true
        // "a sloppy joe on a bun": a food on its bread where the database names the two as one ("…, on white bun").
        if tail.joiner == "on", let bread = tailWords.last, MealParser.sandwichBreads.contains(bread),
            case let on = tailWords.filter({ !["a", "an", "the", "one"].contains($0) }), (1...3).contains(on.count), QuantityText.leading(on) == nil,
            case let said = foodWords(of: head).filter({ !MealParser.chatter.contains($0) }), !said.isEmpty,
            let sandwich = exactDatabaseMatch(said + on), SearchText.words(sandwich.name).contains("sandwich"),
            // (A food counted in pieces of its own, "a hot dog on a bun", is the piece and the bread.)
            !(resolveFood(said, brand: brand).map { alone in
                MeasureResolver.unitWeights(of: alone.food).contains {
                    !HouseholdUnit.isWeight($0.unit) && !HouseholdUnit.isVolume($0.unit) && !["serving", "portion"].contains($0.unit)
                }
            } ?? false)
        {
            return true
        }
        // "pigs in a blanket": a dish named by a food "in a" something, where a name says just those words in that order
        // (the article is no second amount).
        if tail.joiner == "in", tailWords.count >= 2, tailWords.count <= 3, ["a", "an", "the"].contains(tailWords[0]),
            QuantityText.leading(Array(tailWords.dropFirst())) == nil,
            case let said = foodWords(of: head).filter(MealParser.carriesMeaning), !said.isEmpty,
            let dish = exactDatabaseMatch(said + ["in"] + tailWords),
            case let named = SearchText.words(MealParser.withoutAsides(dish.name.split(separator: ",").first.map(String.init) ?? "")).map(SearchText.stem),
            named == (said + ["in"] + tailWords).map(SearchText.stem)
        {
            return true
        }
        guard QuantityText.leading(tailWords) == nil, let last = headWords.last else { return false }
        if tail.joiner == "on", MealParser.sandwichWords.contains(last) {
            // (A patty sold to be cooked, "a frozen black bean burger on a bun", is the patty and the bun.)
            return !soldAsPatty(head, brand: brand)
        }
        guard ["with", "and", "on", "in"].contains(tail.joiner) else { return false }
        // Baby food said: USDA names a jar after all it holds ("Babyfood, fruit, pears & pineapple, strained", "…, oatmeal,
        // with applesauce & bananas"), so "and" or "with" inside it joins when a baby food names every typed word.
        // (The words saying it is baby food, "… and meat baby food", are no part of what the jar holds.)
        // (So does "baby" before a food whose words read alone are a baby's food, USDA's or the survey's "Baby …".)
        func headReadsBabyFood() -> Bool {
            // (The food is what comes before any "with" already joined to it.)
            let food = foodWords(of: head).prefix { $0 != "with" }.filter(MealParser.carriesMeaning)
            guard headWords.contains("baby"), !food.isEmpty, let read = resolveFood(Array(food), brand: brand) else { return false }
            return MealParser.isBabyFood(read.food) || SearchText.words(read.food.name).prefix(2).contains(where: ["baby", "toddler"].contains)
        }
        if tail.joiner != "on", QuantityText.leading(tailWords) == nil,
            tailWords.filter({ !["baby", "babyfood", "infant", "food", "foods", "for", "the", "gerber", "and", "with"].contains($0) && !MealParser.babyStages.contains($0) }).count <= 3,
            let said = MealParser.babyFoodWords(headWords + tailWords, said: headReadsBabyFood),
            case let content = said.filter({ $0 != "babyfood" && $0 != "and" && $0 != "with" }).map(SearchText.stem), content.count >= 2,
            !babyFoodNames(content, search: said.filter { $0 != "and" && $0 != "with" }).isEmpty
        {
            return true
        }
        // A dish whose whole name holds the join ("pad thai with chicken", "sweet and sour pork"): the
        // database names exactly these words.
        let headStems = Set(foodStems(head))
        let dish = headStems.union(foodStems(tailWords.joined(separator: " "))).union([SearchText.stem(tail.joiner)]).subtracting(["a", "an", "the"])
        // (Four words when they list two things: "rice and ground beef".)
        let mayBeDish = dish.count >= 3 && (tailWords.count <= 3 || tailWords.count == 4 && tailWords.contains("and"))
        func isDish(_ food: Food) -> Bool {
            guard mayBeDish, food.source.isGeneric else { return false }
            // (An article inside the name, "Pig in a blanket", is no word of the dish.)
            let base = Set(MealParser.baseWords(food.name)).subtracting(["a", "an", "the"])
            // (A state said before it, "frozen peas and carrots", is the dish's state, not a word of its name; one said
            // of the tail alone, "stew with mashed potatoes", is the tail's, which the name must hold.)
            // (Nor is a state the amount implied, "unprepared" of "a package of frozen …".)
            let named = dish.filter { MealParser.states[$0] == nil && !MealParser.stateTermStems.contains($0) || base.contains($0) || !headStems.contains($0) }
            if base == dish || named.count >= 3 && base == named || MealParser.meatAsMeat(Array(dish)).map({ Set($0) == base }) == true { return true }
            // (A survey dish whose variant after a comma says the rest, "Dish, with beans and meat", when every word
            // of the name was said, a meat as "meat".)
            if food.source == .usdaFNDDS, let generic = MealParser.meatAsMeat(Array(dish)),
                Set(SearchText.words(MealParser.withoutAsides(food.name)).map(SearchText.stem)).subtracting(["a", "an", "the"]) == Set(generic)
            {
                return true
            }
            // (A name filed under a one-word class the words also say, "Toppings, nuts in syrup" for "nuts in syrup topping",
            // is named by the class and the part after it.)
            let filed = MealParser.withoutAsides(food.name).split(separator: ",").map { SearchText.words(String($0)).map(SearchText.stem) }
            if filed.count > 1, filed[0].count == 1, dish.contains(filed[0][0]), Set(filed[0] + filed[1]) == dish { return true }
            // ("Macaroni or pasta salad with chicken" names "pasta salad with chicken": either word beside "or".)
            let ordered = MealParser.baseWords(food.name)
            if let or = ordered.firstIndex(of: "or"), or > 0, or + 1 < ordered.count {
                let either = [Set(ordered.enumerated().filter { $0.offset != or - 1 && $0.offset != or }.map(\.element)),
                              Set(ordered.enumerated().filter { $0.offset != or && $0.offset != or + 1 }.map(\.element))]
                // ("chicken and dumplings" is "Chicken or turkey with dumplings": the dish's "and" is the name's "with".)
                let withDish = tail.joiner == "and" ? dish.subtracting(["and"]).union(["with"]) : dish
                if either.contains(dish) || either.contains(withDish) { return true }
            }
            // (The survey files some dishes under their class: "Soup, pho, with meat" is pho with meat.)
            let parts = MealParser.withoutAsides(food.name).split(separator: ",")
            guard base.count == 1, let kind = base.first, ["soup", "stew"].contains(kind), parts.count >= 2 else { return false }
            let rest = Set(parts.dropFirst().flatMap { SearchText.words(String($0)).map(SearchText.stem) })
            return rest == dish || MealParser.meatAsMeat(Array(dish)).map { Set($0) == rest } == true
        }
        let chain = MealParser.brand(in: headWords) ?? brand
        // ("… made from powder with whole milk": what it was made from, then what it was made with.)
        let madeFrom = headWords.count >= 3 && headWords[headWords.count - 2] == "from"
            && ["made", "prepared", "mixed"].contains(headWords[headWords.count - 3])
        // ("a graham cracker coated in chocolate": the coating a name says it has, "…, chocolate-coated".)
        let coated = MealParser.coatedInWords.contains(last) && tail.joiner == "in"
        let prepared = ["made", "prepared", "mixed", "packed", "canned"].contains(last) || madeFrom || coated
        // "in oil", "in heavy syrup", "in light syrup": what it is packed in, with the pack's own adjective.
        let packed = tail.joiner == "in" && tailWords.count <= 3 && tailWords.last.map(MealParser.packingMedia.contains) == true
        // "chocolate cake with frosting": an SR28 food whose own name holds the join is one food.
        let namedWith = tail.joiner == "with"
        let content = (foodStems(head) + SearchText.words(tailWords.joined(separator: " ")).map(SearchText.stem)).filter {
            MealParser.brand(in: [$0]) == nil && !MealParser.chatter.contains($0) && !MealParser.neutralWords.contains($0)
                && !MealParser.neutralStems.contains($0) && !(packed && MealParser.cutStems.contains($0))
                && HouseholdUnit.normalized($0) == nil && $0 != "fl" && QuantityText.number($0) == nil
        }
        // A flavour of two parts joined by "and", where a database name holds every word and the two
        // parts joined as typed ("…, instant oatmeal, maple & brown sugar, dry").
        if tail.joiner == "and", let lastHead = headWords.last, let firstTail = tailWords.first, !tailWords.isEmpty,
            QuantityText.number(lastHead) == nil, HouseholdUnit.normalized(lastHead) == nil, lexicon.bestMatch([SearchText.stem(lastHead)]) != nil || lookup.foodCount(withWord: lastHead, cap: 1) > 0,
            // (The amount before it, "a 1 oz bag of", is no part of the name.)
            case let headFood = namedWords(of: head),
            let found = exactDatabaseMatch(headFood + tailWords.filter { !MealParser.chatter.contains($0) }),
            case let name = found.name.lowercased().replacingOccurrences(of: "-", with: " "),
            // (An aside between the two parts is no part of the join: "soybean (hydrogenated) & cottonseed".)
            case let plain = SearchText.words(MealParser.withoutAsides(name).replacingOccurrences(of: "&", with: " & ")).joined(separator: " "),
            ["&", "and", "'n", "n'", "'n'", "n"].contains(where: {
                SearchText.containsBytes(name, "\(lastHead) \($0) \(firstTail)") || SearchText.containsBytes(plain, "\(lastHead) \($0) \(firstTail)")
            })
                // (Or the two as one hyphened word, in either order: "butter and oil spread" is "…, oil-butter
                // spread".)
                || SearchText.containsBytes(found.name.lowercased(), "\(firstTail)-\(lastHead)")
                || SearchText.containsBytes(found.name.lowercased(), "\(lastHead)-\(firstTail)"),
            // (A one-word flavour only of a maker's line typed by its words: "lean cuisine macaroni and beef" is
            // "Stouffer's lean cuisine macaroni & beef …"; "rice and beans" stays two foods.)
            tailWords.count >= 2 || MealParser.makerWord(in: found.name) != nil
                && headFood.dropLast().contains(where: { word in SearchText.words(name).contains(word) && lexicon.bestMatch([SearchText.stem(word)]) == nil })
                // (Nor is a one-word part that names no food a second item: "…, top and center" of a cut is "top & center".)
                || lexicon.bestMatch([SearchText.stem(firstTail)]) == nil && !namesAFood(firstTail) && lexicon.bestMatch([SearchText.stem(lastHead)]) == nil
                    && !namesAFood(lastHead)
        {
            return true
        }
        // A maker's product typed with an "and" its name leaves out ("campbell's chunky hot and spicy chili" for "Campbell's
        // chunky soups, …, hot spicy … chili"): one product, when a name of the typed maker holds every other typed word.
        // (The maker's word is looked for before the search, the costly part: a possessive, a maker known by name, or, said
        // first, a word ending in "s" the lexicon knows no food by, a possessive typed without its apostrophe: "campbells".)
        func mayBeMaker(_ word: String) -> Bool {
            word.hasSuffix("'s") || MealParser.makerStems.contains(SearchText.stem(word))
        }
        if tail.joiner == "and", QuantityText.leading(tailWords) == nil, !tailWords.isEmpty,
            case let headFood = namedWords(of: head),
            headFood.count >= 2, let first = headFood.first,
            headFood.contains(where: mayBeMaker)
                || first.count > 4 && first.hasSuffix("s") && MealParser.brand(in: [first]) == nil && lexicon.bestMatch([SearchText.stem(first)]) == nil,
            let found = exactDatabaseMatch((headFood + tailWords).filter { $0 != "and" && !MealParser.chatter.contains($0) }),
            let maker = MealParser.makerWord(in: found.name),
            headFood.contains(where: { $0.filter(\.isLetter) == maker || SearchText.stem($0) == SearchText.stem(maker) })
        {
            return true
        }
        // "A and B": a dish USDA names after the head, with the tail joined in its name ("Biscuit
        // with gravy", "Liver, beef or calves, and onions"), is one food.
        if tail.joiner == "and", QuantityText.leading(tailWords) == nil, (1...2).contains(tailWords.count),
            case let headFood = namedWords(of: head),
            (1...2).contains(headFood.count), let firstHead = headFood.first, let firstTail = tailWords.first
        {
            let all = (headFood + tailWords).map(SearchText.stem)
            if lookup.search((headFood + tailWords).joined(separator: " "), limit: 10).contains(where: { food in
                let name = food.name.lowercased().replacingOccurrences(of: "-", with: " ")
                return food.source.isGeneric && MealParser.brand(in: SearchText.words(name)) == nil && MealParser.makerWord(in: food.name) == nil
                    && Set(all).isSubset(of: MealParser.namingStems(food.name)) && !MealParser.namesUntypedDish(food.name, typed: headFood + tailWords)
                    && SearchText.words(name).first.map(SearchText.stem) == SearchText.stem(firstHead)
                    && ["and", "&", "with"].contains(where: { SearchText.containsBytes(name, "\($0) \(firstTail)") })
            }) {
                return true
            }
        }
        // "bean and cheese burrito", "ham and swiss omelet": two fillings of one dish named after them, when a
        // database name holds every word.
        // (Where it came from, "a takeout chicken and cheese quesadilla", is no filling.)
        if tail.joiner == "and", case let fromNowhere = MealParser.withoutOrigin(headWords),
            fromNowhere.filter({ MealParser.states[$0] == nil && !["a", "an", "one"].contains($0) }).count <= 2,
            oneLeadingAmount,
            tailWords.count >= 2, namesFilledDish(foodWords(of: head) + tailWords)
                || fromNowhere.count < headWords.count && namesFilledDish(MealParser.withoutOrigin(foodWords(of: head)) + tailWords)
        {
            return true
        }
        // "pork and beef sandwich spread": what a food is made of, said before it, where a generic name is filed under that
        // food with both parts after it ("Sandwich spread, pork, beef") — one food, never pork beside a spread.
        if tail.joiner == "and", oneLeadingAmount, (2...3).contains(tailWords.count), QuantityText.leading(tailWords) == nil,
            case let headFood = MealParser.withoutOrigin(foodWords(of: head)).filter({ !MealParser.chatter.contains($0) }), headFood.count == 1,
            let found = exactDatabaseMatch(headFood + tailWords), found.source.isGeneric, MealParser.makerWord(in: found.name) == nil,
            MealParser.brand(in: SearchText.words(found.name)) == nil,
            MealParser.baseWords(found.name) == tailWords.dropFirst().map(SearchText.stem),
            case let parts = found.name.split(separator: ",").dropFirst().map({ SearchText.words(String($0)).map(SearchText.stem) }),
            parts.contains(where: { $0.contains(SearchText.stem(headFood[0])) }), parts.contains(where: { $0.contains(SearchText.stem(tailWords[0])) })
        {
            return true
        }
        // "a spinach and cheese quesadilla": a wrapped dish holds both fillings even when no name holds the first
        // (it is then reported), never a bunch of spinach beside a quesadilla.
        if tail.joiner == "and", let dish = tailWords.last, MealParser.wrappedDishes.contains(dish), (2...3).contains(tailWords.count),
            case let headFood = MealParser.withoutOrigin(foodWords(of: head)).filter({ !MealParser.chatter.contains($0) }), headFood.count == 1,
            oneLeadingAmount,
            !MealParser.filledDishHeads.contains(headFood[0]), !MealParser.dishWords.contains(headFood[0])
        {
            return true
        }
        // "2 tacos with steak", "a burrito with chicken": the meat a wrapped dish is filled with is inside it, never a
        // steak or a chicken beside it.
        if tail.joiner == "with", case let filling = tailWords.filter({ !["a", "an", "the", "some"].contains($0) }), (1...2).contains(filling.count),
            let meat = filling.last, MealParser.fillingMeats.contains(meat),
            let dish = MealParser.withoutOrigin(foodWords(of: head)).last, MealParser.wrappedDishes.contains(dish), oneLeadingAmount
        {
            return true
        }
        // A head of one or two food words joined by "and" to what may finish its name.
        // (How the food was made lighter, "low fat", and a maker's name, "oscar mayer", are no food words of the head.)
        if tail.joiner == "and", case let headFood = foodStems(head),
            case let kindWords = headFood.filter({ !MealParser.lighterStems.contains($0) && $0 != "fat" && !MealParser.makerStems.contains($0) }),
            (1...2).contains(kindWords.count),
            oneLeadingAmount
        {
            // "turkey and swiss sandwich", "peanut butter and banana sandwich": two fillings and the dish, where the
            // database has that dish filled with the first ("Turkey sandwich …") but no name holds every word. One
            // dish; what no name reads is reported.
            if (2...3).contains(tailWords.count), let dish = tailWords.last, MealParser.filledDishHeads.contains(dish),
                !headFood.contains(where: { MealParser.filledDishHeads.contains($0) })
            {
                let dishStem = SearchText.stem(dish)
                if lookup.search((headFood + [dishStem]).joined(separator: " "), limit: 10).contains(where: { food in
                    food.source.isGeneric && MealParser.ownHead(MealParser.baseWords(food.name)).contains(dishStem)
                        && Set(headFood).isSubset(of: MealParser.namingStems(food.name))
                }) {
                    return true
                }
            }
            // "beef and pork breakfast sausages": the everyday food the tail ends in ("breakfast sausage") is named
            // after the head's food and the tail's other words ("Sausage, pork and beef, …"): one food.
            let tailStems = tailWords.filter(MealParser.carriesMeaning).map(SearchText.stem)
            if tailStems.count >= 2, let match = lexicon.bestMatch(tailStems), match.covered.lowerBound > 0,
                tailStems[match.covered.upperBound...].allSatisfy({ HouseholdUnit.normalized($0) != nil }),
                let food = lookup.food(key: match.entry.key)
            {
                let named = MealParser.namingStems(food.name)
                // (Words another name of the same entry reads, "breakfast" of "breakfast sausage", are its own.)
                let read = lexicon.coverage(of: match.entry, in: tailStems).union(match.covered)
                let others = tailStems.indices.filter { !read.contains($0) }.map { tailStems[$0] } + headFood
                if others.allSatisfy(named.contains) { return true }
                // "a pork and beef hot dog": that food in the variant every other word names ("Frankfurter, beef & pork"
                // beside the lexicon's "Frankfurter, beef").
                let head = MealParser.ownHead(MealParser.baseWords(food.name))
                if !head.isEmpty, lookup.search((head + others).joined(separator: " "), limit: 10).contains(where: { other in
                    other.source.isGeneric && MealParser.baseWords(other.name).first == head.first
                        && others.allSatisfy(MealParser.namingStems(other.name).contains)
                }) {
                    return true
                }
            }
        }
        // The names the joins below read (one search, shared).
        var searched: (query: String, foods: [Food])?
        func candidates(_ query: String) -> [Food] {
            if let searched, searched.query == query { return searched.foods }
            let found = lookup.search(query, limit: 10)
            searched = (query, found)
            return found
        }
        // "mashed potatoes with milk and butter": what an SR28 name lists the food as prepared with, after its own
        // name ("Potatoes, mashed, home-prepared, whole milk & butter added"); the name's head is the typed food's.
        // (A wedge of lemon or lime is squeezed over it, no way of making it: "tea with lemon" is no lemon-flavoured tea.)
        if namedWith || tail.joiner == "and" && headWords.contains("with"), chain == nil, tailWords.count <= 4, MealParser.squeezedFruit(tailWords) == nil {
            let headStems = Set(foodStems(head))
            let added = Set(content).subtracting(headStems)
            if !added.isEmpty, !headStems.isEmpty,
                candidates(content.joined(separator: " ")).contains(where: { food in
                    let base = Set(MealParser.baseWords(food.name))
                    // A name that says "with" itself is a dish, for the join above to read.
                    return food.source == .usdaSR && food.group != "fastfood" && !SearchText.words(food.name).contains("with")
                        && !base.isEmpty && base.isSubset(of: headStems) && added.isDisjoint(with: base)
                        && Set(content).isSubset(of: MealParser.namingStems(food.name))
                })
            {
                return true
            }
        }
        // "lasagna with beef": the survey's dish "with meat", which a search of the typed meat may not reach.
        if namedWith, chain == nil, mayBeDish, let generic = MealParser.meatAsMeat(Array(dish)),
            lookup.search(generic.joined(separator: " "), limit: 10).contains(where: isDish)
        {
            return true
        }
        // "… with raisins" and "spice": one more thing the food the head reads as comes with ("…, with raisins &
        // spice"), no second food.
        if tail.joiner == "and", headWords.contains("with"), case let more = tailWords.filter(MealParser.carriesMeaning), (1...2).contains(more.count),
            case let said = foodWords(of: head).filter(MealParser.carriesMeaning), said.count >= 2,
            case let saidStems = said.map(SearchText.stem), case let moreStems = Set(more.map(SearchText.stem)),
            lookup.search(said.joined(separator: " "), limit: 10).contains(where: { food in
                let nameWords = SearchText.words(food.name)
                guard food.source.isGeneric, MealParser.namesAll(saidStems, MealParser.namingStems(food.name)),
                    let with = nameWords.firstIndex(of: "with")
                else { return false }
                return moreStems.isSubset(of: Set(nameWords[(with + 1)...].map(SearchText.stem)))
            })
        {
            return true
        }
        guard (chain != nil || prepared || packed || namedWith) && content.count >= 2 else {
            // No other reading joins these: only an exact dish name does (one search).
            return mayBeDish && lookup.search(dish.joined(separator: " "), limit: 10).contains(where: isDish)
        }
        let query = ((chain?.split(separator: " ").map(String.init) ?? []) + content).joined(separator: " ")
        // A state ("canned") may sit anywhere in a name ("Chili con carne with beans, canned entree").
        let headContent = Set(content.filter { foodStems(head).contains($0) && MealParser.states[$0] == nil })
        // (A state typed with the head, "a baked potato", is the head's: not something the tail must name.)
        let tailTyped = Set(tailWords.map(SearchText.stem))
        let tailContent = Set(content).subtracting(headContent).filter { tailTyped.contains($0) }
        // A name that holds the join holds it in the typed order, and names nothing before it that was not typed:
        // "Cake, chocolate, commercially prepared with chocolate frosting" is chocolate cake with frosting;
        // "Syrups, table blends, pancake, with 2% maple" is not pancakes with syrup, nor "french toast with
        // butter" toast with butter.
        var tailKind: Set<String>?
        func tailKindStems() -> Set<String> {
            if let tailKind { return tailKind }
            let stems = tailWords.map(SearchText.stem)
            var kind: Set<String> = []
            if let match = lexicon.bestMatch(stems), match.covered.count == stems.count, let food = lookup.food(key: match.entry.key) {
                kind = Set(MealParser.ownHead(MealParser.baseWords(food.name)))
            }
            if stems.count > 1 {
                // "lettuce and jalapenos": the kind of each everyday food it lists ("Peppers, jalapeno" is a pepper).
                for stem in stems where stem != "and" {
                    if let match = lexicon.bestMatch([stem]), match.covered.count == 1, let food = lookup.food(key: match.entry.key) {
                        kind.formUnion(MealParser.ownHead(MealParser.baseWords(food.name)))
                    } else if let food = exactDatabaseMatch([stem]) {
                        kind.formUnion(MealParser.ownHead(MealParser.baseWords(food.name)))
                    }
                }
            }
            tailKind = kind
            return kind
        }
        // The words of the food the head names alone are said by the head ("shell" of "Cream puffs, …, shell (including
        // eclair)" for "a cream puff"): its filled entry "…, shell, with custard filling" holds the join.
        var headFood: (stems: Set<String>, base: Set<String>, with: Set<String>)?
        func headFoodName() -> (stems: Set<String>, base: Set<String>, with: Set<String>) {
            if let headFood { return headFood }
            let said = foodWords(of: head).filter(MealParser.carriesMeaning)
            let found = said.isEmpty ? nil : resolveFood(said, brand: brand)?.food
            let named = found.map { food in
                let words = SearchText.words(food.name)
                let with = words.firstIndex(of: "with").map { Set(words[($0 + 1)...].map(SearchText.stem)) } ?? []
                return (MealParser.namingStems(food.name), Set(MealParser.baseWords(food.name)), with)
            } ?? (Set<String>(), Set<String>(), Set<String>())
            headFood = named
            return named
        }
        func headFoodStems() -> Set<String> { headFoodName().stems }
        // "a beef enchilada with cheese": the food the head names alone already comes with what the tail says
        // ("Fast Foods, enchilada, with cheese & beef"), so the tail is that food's own, never a second item.
        // (What it was made or packed in, "cooked with water", is read by the joins above.)
        if namedWith, !MealParser.preparationWords.contains(last), !tailWords.contains(where: MealParser.packingMedia.contains),
            !tailContent.isEmpty, tailContent.isSubset(of: headFoodName().with)
        {
            return true
        }
        func holdsTheJoin(_ food: Food) -> Bool {
            let words = SearchText.words(food.name)
            // The maker a product name starts with ("Stouffer's lean cuisine …") need not be typed.
            let maker = MealParser.makerWord(in: food.name)
            guard let at = words.firstIndex(of: tail.joiner) else { return false }
            var beforeWords = Array(words[..<at])
            // "Beef chow mein or chop suey with noodles": the other name after "or" need not be typed.
            if let or = beforeWords.firstIndex(of: "or"), headContent.isSubset(of: Set(beforeWords[..<or].map(SearchText.stem))) {
                beforeWords = Array(beforeWords[..<or])
            }
            let before = Set(beforeWords.map(SearchText.stem)), after = Set(words[(at + 1)...].map(SearchText.stem))
            // A word of the head the name states after the part that holds the join ("chunky" of "Soup, bean with ham,
            // canned, chunky"), and a word of the tail that is the name's own head ("soup" of "Soup, chicken with rice,
            // …"), are in the name where USDA puts them.
            let nameParts = food.name.split(separator: ",").map { SearchText.words(String($0)) }
            let later = Set((nameParts.firstIndex { $0.contains(tail.joiner) }.map { Array(nameParts[($0 + 1)...].joined()) } ?? []).map(SearchText.stem))
            // Who files the name: its maker, or a one-word first part that a later part starts with again, the maker's
            // line ("Campbell, campbells red & white, …").
            let filedBy = maker ?? nameParts.first.flatMap { first in
                guard first.count == 1, nameParts.dropFirst().contains(where: { $0.first?.hasPrefix(first[0]) == true }) else { return nil }
                return first[0]
            }
            let nameHead = Set(MealParser.baseWords(food.name)).union(MealParser.isMakersSoup(food, filedBy: filedBy) ? [SearchText.stem("soup")] : [])
            // A head the lexicon reads as a food this name is of ("donuts" as "Doughnuts, …"): the typed words its own
            // food does not name are the lexicon's synonyms, not words this name must hold.
            let headBase = headFoodName().base
            let synonym = !headBase.isEmpty && headBase.isSubset(of: before)
            let headTyped = synonym ? headContent.intersection(headFoodStems()) : headContent
            guard headTyped.subtracting(before).isSubset(of: later), !headContent.isDisjoint(with: before) || synonym,
                tailContent.subtracting(after).isSubset(of: nameHead.subtracting(before.subtracting(nameHead)))
            else { return false }
            // A maker's part of the name before the join ("Campbell's, spaghettios, …") need not be typed, nor the line
            // after a one-word first part that files it.
            let makerPart: Set<String> = filedBy.map { filer in
                var part: Set<String> = []
                for (at, piece) in food.name.split(separator: ",").enumerated() {
                    let partWords = SearchText.words(String(piece))
                    guard !partWords.contains(tail.joiner), at == 0 || maker == nil && partWords.first.map({ $0.hasPrefix(filer) }) == true
                    else { break }
                    part.formUnion(partWords.map(SearchText.stem))
                }
                return part
            } ?? []
            // What the name lists after the part that holds the join ("Trail mix, regular, with chocolate chips, salted
            // nuts & seeds") is what else it holds, not what the join says: only the join's own part must be said.
            let joinPart = food.name.split(separator: ",").first { SearchText.words(String($0)).contains(tail.joiner) }
            let joined = Set((joinPart.map { SearchText.words(String($0)) } ?? []).drop { $0 != tail.joiner }.dropFirst().map(SearchText.stem))
            // The kind a name files the food under, as a one-word first part ("Cookies, sugar wafers with …") the typed
            // head is not in, need not be typed; nor need the "filling" a name says the tail is ("with peanut butter filling").
            // (Only when the part that holds the join names the typed head too: "Cookies, oatmeal, soft, with raisins" files
            // its "with raisins" apart from the oatmeal, a cookie no typed "oatmeal with raisins" names.)
            let firstPart = food.name.split(separator: ",").first.map { SearchText.words(String($0)).map(SearchText.stem) } ?? []
            let joinHead = Set((joinPart.map { SearchText.words(String($0)) } ?? []).prefix { $0 != tail.joiner }.map(SearchText.stem))
            let kind: Set<String> = firstPart.count == 1 && SearchText.containsBytes(food.name, ",") && headContent.isDisjoint(with: firstPart)
                && (!headContent.isDisjoint(with: joinHead) || MealParser.isBabyFood(food) && MealParser.babyFoodSaid(food, words: headWords + tailWords))
                ? Set(firstPart) : []
            func said(_ word: String) -> Bool {
                kind.contains(word) || headFoodStems().contains(word) || ["fill", "filling", "filled", "&", "and", "top", "topped", "from", "recipe"].contains(word)
                    || MealParser.stateKeyStems.contains(word) || makerPart.contains(word) || FoodRanker.neutral.contains(word) || MealParser.neutralStems.contains(word) || MealParser.categoryStems.contains(word)
                    || MealParser.states[word] != nil || QuantityText.number(word) != nil || ["commercially", "prepared", "food", "fast", "entree", "single", "sweet"].contains(word)
                    || MealParser.brand(in: [word]) != nil || maker.map { word.count >= 3 && $0.hasPrefix(word.filter(\.isLetter)) } == true
                    || HouseholdUnit.normalized(word) != nil || HouseholdUnit.size(word) != nil
            }
            // What the typed tail is ("cookies" for "oreos"): the head of the everyday food it names.
            let tailKind = tailKindStems()
            let extra = after.subtracting(tailContent).subtracting(headContent)
            // The noun a typed word names its kind with ("jalapeno peppers" for "jalapenos") is what was typed.
            let nameStems = words.map(SearchText.stem)
            let kindNoun = Set(nameStems.indices.dropFirst().filter { tailContent.contains(nameStems[$0 - 1]) }.map { nameStems[$0] })
            return before.subtracting(headContent).allSatisfy(said)
                && (extra.allSatisfy { said($0) || tailKind.contains($0) || kindNoun.contains($0) }
                    || joined.subtracting(tailContent).subtracting(headContent).allSatisfy { said($0) || tailKind.contains($0) })
        }
        let pieceFoods = (headWords + tailWords).filter { MealParser.birdParts.contains(HouseholdUnit.singular($0)) }.map(SearchText.stem)
        // (Food for babies holds a join only when a baby is said: "oatmeal made with milk" is no baby cereal.)
        return candidates(query).contains { food in
            if MealParser.isBabyFood(food), !MealParser.babyFoodSaid(food, words: headWords + tailWords) { return false }
            if chain == nil, isDish(food) { return true }
            // (A survey dish's variant says what it comes with after a comma: "Quesadilla, chicken, with vegetables";
            // a drink "with milk" is the splash poured into it, read below.)
            if chain == nil, namedWith, !prepared, !packed {
                let surveyVariant = food.source == .usdaFNDDS && !MeasureResolver.isLiquid(food)
                    && (SearchText.containsBytes(food.name, ", with ") || !SearchText.containsBytes(food.name, ",") && SearchText.containsBytes(food.name, " with "))
                return (food.source == .usdaSR || surveyVariant) && holdsTheJoin(food)
            }
            if let chain, MealParser.brand(in: SearchText.words(food.name)) != chain { return false }
            guard chain != nil || food.source.isGeneric else { return false }
            if chain == nil, !prepared, !packed, food.source != .usdaSR { return false }
            // ("&" in a name is its "and": "Meat & Vegetable Pizza".)
            let stems = Set(SearchText.words(food.name).map(SearchText.stem)).union(SearchText.containsBytes(food.name, "&") ? ["and"] : [])
            // (A part of a bird, "… thigh and drumstick", is a word the name must hold.)
            guard Set(pieceFoods).isSubset(of: stems) else { return false }
            // (A word USDA writes as what was done to it names it: "hash browns" are "hashed brown".)
            let holdsContent = content.allSatisfy { stems.contains($0) || $0.count >= 4 && (stems.contains($0 + "ed") || stems.contains($0 + "d")) }
            return holdsContent && stems.contains(tail.joiner) || packed && holdsContent
                || !packed && prepared && holdsContent
                    && (stems.contains("with") || coated && !stems.isDisjoint(with: MealParser.coatedInStems))
        }
    }

    /// Whether a name holds a dish word ("sandwich", "salad") none of `typed` is: another food than the words name.
    static func namesUntypedDish(_ name: String, typed: [String]) -> Bool {
        let typedStems = Set(typed.map(SearchText.stem))
        return SearchText.words(withoutAsides(name)).contains { word in
            (sandwichWords.contains(word) || dishWords.contains(word) || wrappedDishes.contains(word) || filledDishes.contains(word))
                && !typedStems.contains(SearchText.stem(word))
        }
    }

    /// Whether `content` after a comma names the kind of the item `text` reads (see its use in the segment loop).
    func namesKindOf(_ text: String, _ content: [String]) -> Bool {
        let said = namedWords(of: text)
        let kind = content.filter { !MealParser.chatter.contains($0) && !["and", "with", "&"].contains($0) }
        guard !said.isEmpty, !kind.isEmpty, kind.contains(where: { lexicon.bestMatch([SearchText.stem($0)]) != nil }),
            let alone = resolveFood(said, brand: nil)?.food
        else { return false }
        // (The item alone already that kind, "a muffin, blueberry" read as a blueberry muffin: the words only repeat it.)
        // ("fresh green seeds" of beans USDA lists as "immature seeds": the green, unripened seeds are the immature
        // ones; "fresh" is a filler there as everywhere.)
        let immature = MealParser.nameTerms(alone.name).contains("immature")
        if kind.filter({ !CommonFoods.fillers.contains($0) }).allSatisfy({
            MealParser.namesWord(SearchText.stem($0), MealParser.namingStems(alone.name)) || immature && $0 == "green"
        }) {
            return true
        }
        guard let combined = exactDatabaseMatch(said + content) else { return false }
        let stems = MealParser.namingStems(combined.name)
        guard (said + kind).allSatisfy({ MealParser.namesWord(SearchText.stem($0), stems) || MealParser.chatter.contains($0) }) else { return false }
        // The same food, narrower: its own head ("pot pie"), or the same first two name words ("Hot pockets …").
        // (Never a dish neither names nor the words say: "2 eggs, bacon" is no "Egg, cheese and bacon griddle cake sandwich".)
        if MealParser.namesUntypedDish(combined.name, typed: said + content + SearchText.words(alone.name)) { return false }
        let aloneBase = MealParser.baseWords(alone.name), combinedBase = MealParser.baseWords(combined.name)
        return MealParser.ownHead(aloneBase).last == MealParser.ownHead(combinedBase).last
            || aloneBase.count >= 2 && combinedBase.starts(with: aloneBase.prefix(2))
    }

    /// Whether words that end in a dish name one filled dish the database lists with every filling ("bean and
    /// cheese burrito"; "egg and cheese croissant" as "Fast Foods, croissant, with egg & cheese"): the last word
    /// is a dish word, or the head of that name.
    func namesFilledDish(_ words: [String]) -> Bool {
        guard let dish = words.last else { return false }
        guard let found = exactDatabaseMatch(words.filter { !MealParser.chatter.contains($0) }) else { return false }
        if MealParser.sandwichWords.contains(dish) || MealParser.dishWords.contains(dish) || MealParser.filledDishes.contains(dish) { return true }
        // A chain names its item by the fillings and the dish ("Bacon Egg & Cheese Biscuit"); a packaged product
        // line that holds the words ("… peanut butter toast crunch" cereal) is no dish of them.
        if MealParser.brand(in: SearchText.words(found.name)) != nil, ["fastfood", "restaurant"].contains(found.group ?? "") { return true }
        // The dish is what the name is ("Burrito, bean & cheese", "Hot pockets ham 'n cheese stuffed sandwich"), not
        // an everyday food's word inside another food's name ("… peanut butter toast crunch" is no butter).
        let own = MealParser.ownHead(MealParser.baseWords(found.name))
        let stem = SearchText.stem(dish)
        return own.last == stem || own.contains(stem) && lexicon.bestMatch([stem]) == nil
    }

    /// Whether a name's stems hold a typed stem, whole or as the participle USDA writes ("hash" in "hashed brown").
    static func namesWord(_ word: String, _ stems: Set<String>) -> Bool {
        stems.contains(word) || word.count >= 4 && (stems.contains(word + "ed") || stems.contains(word + "d"))
            // ("battered" by USDA's "batter": the coating a fried piece is named by.)
            || word.hasSuffix("ed") && coatingNouns.contains(String(word.dropLast(2))) && stems.contains(String(word.dropLast(2)))
    }

    /// Whether `phrase` occurs as consecutive words in `words`.
    static func containsPhrase(_ words: [String], _ phrase: [String]) -> Bool {
        guard !phrase.isEmpty, words.count >= phrase.count else { return false }
        return (0...(words.count - phrase.count)).contains { Array(words[$0..<($0 + phrase.count)]) == phrase }
    }

    /// Whether some food is named by this word: a name whose own head is the word ("Rice, white" for
    /// "rice"; "Black Russian" is not named by "black").
    func namesAFood(_ word: String) -> Bool {
        let stem = SearchText.stem(word)
        return lookup.search(word, limit: 25).contains { MealParser.ownHead(MealParser.baseWords($0.name)).last == stem }
    }

    /// Whether a word can name the food: not chatter, not a number and not a household unit.
    static func namesNoAmount(_ word: String) -> Bool {
        carriesMeaning(word) && HouseholdUnit.normalized(word) == nil
    }

    /// Whether a word says something about the food: not chatter and not a number.
    static func carriesMeaning(_ word: String) -> Bool {
        !chatter.contains(word) && QuantityText.number(word) == nil
    }

    /// The words of a text that name its food: its food words without chatter, numbers or units.
    func namedWords(of text: String) -> [String] {
        foodWords(of: text).filter(MealParser.namesNoAmount)
    }

    /// The food words of a text: after its amount and unit, fillers dropped.
    func foodWords(of text: String) -> [String] {
        var tokens = MealParser.tokens(text)
        MealParser.dropLeadingChatter(&tokens)
        // (An article before a container's size, "a 19 oz can of …": the size is the amount.)
        if tokens.count > 2, ["a", "an"].contains(tokens[0]), QuantityText.number(tokens[1]) != nil, HouseholdUnit.normalized(tokens[2]) != nil {
            tokens.removeFirst()
        }
        var index = QuantityText.leading(tokens)?.count ?? 0
        if let start = numberWordName(tokens) {
            return SearchText.words(tokens[start...].joined(separator: " ")).filter { !CommonFoods.fillers.contains($0) }
        }
        while index < tokens.count, HouseholdUnit.normalized(tokens[index]) != nil || HouseholdUnit.size(tokens[index]) != nil || tokens[index] == "of" {
            // "half and half": a unit-like word that is the start of the food stays.
            if tokens[index] == "half" { break }
            index += 1
        }
        return SearchText.words(tokens[index...].joined(separator: " ")).filter { !CommonFoods.fillers.contains($0) }
    }

    /// "a quarter pounder", "half and half": where an everyday food's name starts with a number word (after an article),
    /// or nil when the words start with an amount.
    func numberWordName(_ words: [String]) -> Int? {
        let start = words.count > 1 && ["a", "an", "one"].contains(words[0]) ? 1 : 0
        guard start < words.count, words[start].first?.isLetter == true, QuantityText.leading([words[start]]) != nil,
            !["a", "an", "one"].contains(words[start]),
            lexicon.bestMatch(words[start...].map(SearchText.stem)).map({ $0.covered.lowerBound == 0 }) == true
        else { return nil }
        return start
    }

    /// The food words of a text, stemmed.
    func foodStems(_ text: String) -> [String] { foodWords(of: text).map(SearchText.stem) }

    /// A segment that is only an amount ("it came to 120 g", ", 3 slices", ", 6 oz roasted"): the amount
    /// text and the words that only describe the item.
    static func bareAmount(_ said: [String]) -> (amount: String, described: [String])? {
        // ("single-serve", "snack-size": the pack's two words.)
        let words = said.flatMap { word -> [String] in
            let parts = word.split(separator: "-").map(String.init)
            guard parts.count == 2, servingPackWords.contains(parts[0]) || HouseholdUnit.size(parts[0]) != nil,
                ["serve", "serving", "size", "sized"].contains(parts[1])
            else { return [word] }
            return parts
        }
        // ", regular 1.5 oz bar", ", large 16 oz cup": the size word before a stated amount is that amount's.
        if words.count >= 3, HouseholdUnit.size(words[0]) != nil, HouseholdUnit.normalized(words[0]) == nil, QuantityText.leading(Array(words.dropFirst())) != nil {
            return bareAmount(Array(words.dropFirst()))
        }
        // (", the whole 4 oz box", ", the entire 20 oz bottle": all of a pack of the size stated.)
        if case let all = ["the", "a", "an"].contains(words.first ?? "") ? Array(words.dropFirst()) : words, all.count >= 3,
            ["whole", "entire", "full"].contains(all[0]), let size = QuantityText.leading(Array(all[1...])), !size.isRange, size.count + 1 < all.count
        {
            return bareAmount(["1"] + Array(all[1...]))
        }
        // ", a quarter of a cup", ", half of a can": that share of the measure.
        if let quantity = QuantityText.leading(words), !quantity.isRange, quantity.value > 0, quantity.value < 1,
            case let article = quantity.count + (words.count > quantity.count && words[quantity.count] == "of" ? 1 : 0), article + 1 < words.count,
            ["a", "an", "one"].contains(words[article]), HouseholdUnit.normalized(words[article + 1]) != nil
        {
            return bareAmount([QuantityText.format(quantity.value)] + Array(words[(article + 1)...]))
        }
        // ", a heaping cup", ", 1 full cup": how full the measure was is the measure.
        if let quantity = QuantityText.leading(words), quantity.count + 1 < words.count, HouseholdUnit.fullness.contains(words[quantity.count]),
            HouseholdUnit.normalized(words[quantity.count + 1]) != nil
        {
            var plain = words
            plain.remove(at: quantity.count)
            return bareAmount(plain)
        }
        // ", the single-serve bag", ", the snack size bag": the one pack of a single serving it came in.
        // ("the" may be gone already.)
        if case let pack = words.first == "the" ? Array(words.dropFirst()) : words, pack.count >= 2, let last = pack.last,
            let unit = HouseholdUnit.normalized(last), !HouseholdUnit.isWeight(unit), !HouseholdUnit.isVolume(unit), countsAsSold([last]),
            pack.dropLast().contains(where: servingPackWords.contains),
            pack.dropLast().allSatisfy({ servingPackWords.contains($0) || ["size", "sized", "serving"].contains($0) })
        {
            // (Not "single" as the count: "the single-serve bag" is one pack.)
            return bareAmount(["1"] + pack.filter { $0 != "single" })
        }
        guard let quantity = QuantityText.leading(words), quantity.count < words.count else { return nil }
        var rest = Array(words[quantity.count...])
        // ", one 8 oz glass", ", two 5.3 oz cups": that many packs of the size stated, a weight or volume in all.
        if !quantity.isRange, quantity.value > 0, let size = QuantityText.leading(rest), !size.isRange, size.value > 0, size.count < rest.count {
            var end = size.count
            var unitWords = [rest[end]]
            if ["fl", "fluid"].contains(rest[end]), end + 1 < rest.count, ["oz", "ounce", "ounces"].contains(rest[end + 1]) {
                end += 1
                unitWords = ["fl", "oz"]
            }
            if let unit = HouseholdUnit.normalized(rest[end]), HouseholdUnit.isWeight(unit) || HouseholdUnit.isVolume(unit) {
                // (How the packs were kept, "two 4 oz refrigerated cups", is the item's.)
                let kept = rest[(end + 1)...].filter(keptWords.contains)
                let after = rest[(end + 1)...].filter { !chatter.contains($0) && !servingPackWords.contains($0) && !keptWords.contains($0) }
                let holder = after.first.map { packWords.contains($0) || containerWords.contains(HouseholdUnit.singular($0)) } ?? false
                if holder, after.dropFirst().allSatisfy(descriptorWords.contains) {
                    let total = quantity.value * size.value
                    let number = Int(exactly: total).map(String.init) ?? String(total)
                    return (([number] + unitWords).joined(separator: " "), kept + Array(after.dropFirst()))
                }
            }
        }
        // ", 6 fl oz": two words, one unit.
        if rest.count >= 2, ["fl", "fluid"].contains(rest[0]), ["oz", "ounce", "ounces"].contains(rest[1]) {
            let amount = Array(words[..<quantity.count]) + ["fl", "oz"]
            rest.removeFirst(2)
            let after = rest.filter { !chatter.contains($0) && $0 != "total" && $0 != "each" }
            guard after.allSatisfy({ descriptorWords.contains($0) || packWords.contains($0) }) else { return nil }
            return ((amount + (rest.contains("each") ? ["each"] : [])).joined(separator: " "), after.filter { !packWords.contains($0) })
        }
        // ", 2 large pieces", ", 1 snack cup", ", 3 oval slices": a size or shape, or the word for a pack of one serving, before
        // the unit.
        var sizes: [String] = []
        // (", one raw steak", ", 2 grilled patties": a state before the unit is the item's.)
        var stated: [String] = []
        while rest.count >= 2,
            HouseholdUnit.size(rest[0]) != nil && HouseholdUnit.normalized(rest[0]) == nil || servingPackWords.contains(rest[0]) || pieceShapes.contains(rest[0])
                || states[rest[0]] != nil && HouseholdUnit.normalized(rest[0]) == nil && HouseholdUnit.normalized(rest[1]) != nil
        {
            if states[rest[0]] != nil, HouseholdUnit.size(rest[0]) == nil {
                stated.append(rest[0])
                rest.removeFirst()
                continue
            }
            if !servingPackWords.contains(rest[0]) { sizes.append(rest[0]) }
            // ("snack size bag", "single-serving sized cup": the word "size" only says the word before is one.)
            if rest.count >= 3, ["size", "sized"].contains(rest[1]) { rest.remove(at: 1) }
            let servingPack = servingPackWords.contains(rest[0])
            rest.removeFirst()
            // ("a snack cup" is the container a serving is sold in, not a measuring cup.)
            if servingPack, ["cup", "cups"].contains(rest[0]) { rest[0] = rest[0] == "cup" ? "container" : "containers" }
        }
        guard HouseholdUnit.normalized(rest[0]) != nil else { return nil }
        var after = rest.dropFirst().filter { !chatter.contains($0) && $0 != "total" && $0 != "each" }
        // ", 1.76 oz package", ", 12 oz can", ", the 3.5 oz snack cup": a weight or volume then what holds it is the
        // size of the pack.
        if let unit = HouseholdUnit.normalized(rest[0]), HouseholdUnit.isWeight(unit) || HouseholdUnit.isVolume(unit) {
            while after.first.map(servingPackWords.contains) == true, after.count >= 2 { after.removeFirst() }
            // (So does a glass, a mug or a bottle said alone after it: ", a 5 oz glass".)
            if after.first.map({
                MealParser.packWords.contains($0) || ["cup", "cups"].contains($0) && after.count == 1 && unit != "cup"
                    || after.count == 1 && MealParser.containerWords.contains(HouseholdUnit.singular($0))
            }) == true {
                after.removeFirst()
            }
            // (", 1/2 cup scoop", ", 4 oz serving", ", a 5 ounce pour": the shape of the amount, no food.)
            if after.count == 1, ["scoop", "scoops", "serving", "servings", "portion", "portions", "helping", "helpings", "pour", "pours"].contains(after[0]) {
                after.removeFirst()
            }
        }
        // (", 1 cup without pits": a part the amount is taken without describes it too.)
        // (", 1/2 cup undiluted": a state of the item, as "cooked" is.)
        // (", 5 oz lean and fat", ", 4 oz lean only": the trim of the cut the amount is of.)
        let trim = after.contains("lean") && after.allSatisfy { ["lean", "and", "fat", "only"].contains($0) }
        guard trim || after.indices.allSatisfy({ at in
            descriptorWords.contains(after[at]) || states[after[at]] != nil && after.count == 1
                || ["without", "no"].contains(after[at]) && at + 1 < after.count && foodParts.contains(after[at + 1])
                || foodParts.contains(after[at]) && at > 0 && ["without", "no"].contains(after[at - 1])
        }) else { return nil }
        let amount = Array(words[..<quantity.count]) + sizes + [rest[0]] + (rest.contains("each") ? ["each"] : [])
        return (amount.joined(separator: " "), stated + after)
    }

    /// The words that tell which way a size is measured ("3 inches long", "2 1/4 in high").
    static let dimensionWords: Set<String> = ["long", "wide", "across", "thick", "round", "tall", "high", "deep", "dia", "diameter"]

    /// Where a size said last begins ("about 3 inches long", "7 in across"), if the words end in one.
    static func sizeTail(_ words: [String]) -> Int? {
        guard let at = words.lastIndex(where: { ["inch", "inches", "in", "cm"].contains($0) }), at > 0, QuantityText.number(words[at - 1]) != nil,
            words[(at + 1)...].allSatisfy({ dimensionWords.contains($0) || $0 == "each" })
        else { return nil }
        var start = at - 1
        // (A mixed number is one size: "2 1/2 inch".)
        if start > 0, let whole = QuantityText.number(words[start - 1]), whole >= 1, QuantityText.number(words[start]).map({ $0 < 1 }) == true { start -= 1 }
        // (So is a second side: "3 by 3 inches", "2 x 4 in".)
        if start >= 2, ["by", "x"].contains(words[start - 1]), QuantityText.number(words[start - 2]) != nil { start -= 2 }
        while start > 0, ["about", "around", "roughly", "approximately", "each"].contains(words[start - 1]) { start -= 1 }
        return start
    }

    /// Words for a pack of one serving ("a snack cup", "single-serve bag", "an individual carton").
    static let servingPackWords: Set<String> = ["snack", "single", "serve", "individual", "lunchbox"]

    /// Whether the typed words name a chain's item itself, not what it comes with: the last word before "with" of the
    /// name's first part after the chain ("pounder" in "QUARTER POUNDER with Cheese", "biscuit" in "Bacon Egg & Cheese
    /// Biscuit") was typed.
    static func namesChainItem(_ name: String, typed: [String]) -> Bool {
        let parts = name.split(separator: ",").map { SearchText.words(String($0)) }.filter { !$0.isEmpty }
        guard let item = parts.first(where: { part in MealParser.brand(in: part) == nil }) ?? parts.last else { return true }
        let own = item.firstIndex(of: "with").map { Array(item[..<$0]) } ?? item
        guard let last = own.last(where: { !FoodRanker.neutral.contains($0) }) else { return true }
        let head = SearchText.stem(last)
        // A chain's compound ("mcnuggets") ends in the word typed ("nuggets").
        return typed.map(SearchText.stem).contains { $0 == head || $0.count >= 4 && head.hasSuffix($0) }
    }

    /// What is poured into coffee or tea ("milk", "oat milk", "cream", "half and half", "creamer").
    static let intoDrinks: Set<String> = ["milk", "cream", "creamer", "half"]

    /// Words before "in" that say what a food is coated in ("coated in chocolate"), and the stems of the words a name says
    /// its coating with ("…, chocolate-coated").
    static let coatedInWords: Set<String> = ["coated", "covered", "dipped"]
    static let coatedInStems: Set<String> = Set((coatedInWords + ["coating"]).map(SearchText.stem))

    /// Words around a squeezed citrus fruit that say how it came ("a wedge of", "a squeeze of").
    static let squeezeWords: Set<String> = ["a", "an", "the", "some", "of", "fresh", "slice", "wedge", "squeeze", "twist", "bit", "little", "splash"]

    /// Words for the shape of a piece, said before the piece ("2 oval slices"). (Not "thin" or "thick", which say how much.)
    static let pieceShapes: Set<String> = ["oval", "round", "square", "rectangle", "rectangular"]

    /// The fruit of "lemon", "a wedge of lime", "a slice of lemon": a citrus fruit said with no amount after a food, which
    /// is a wedge squeezed over or into it, never the whole fruit.
    static func squeezedFruit(_ words: [String]) -> String? {
        let said = words.filter { !squeezeWords.contains($0) }
        guard said.count == 1, let fruit = said.first.map(HouseholdUnit.singular), ["lemon", "lime"].contains(fruit) else { return nil }
        return fruit
    }

    /// Words that make a dish of another food than its usual one ("veggie burger", "turkey burger", "salmon burger").
    static let madeOfInstead: Set<String> = [
        "veggie", "vegetarian", "vegan", "meatless", "turkey", "chicken", "salmon", "fish", "tuna", "tofu", "soy", "shrimp", "crab", "bean",
        "bison", "buffalo", "venison", "elk", "lamb", "pork", "duck",
    ]

    /// Animals whose meat USDA lists but few people eat day to day: named only when typed.
    static let uncommonMeats: Set<String> = [
        "emu", "ostrich", "bison", "buffalo", "elk", "deer", "venison", "moose", "caribou", "antelope", "boar", "rabbit", "squirrel",
        "beaver", "bear", "horse", "goat", "frog", "turtle", "opossum", "raccoon", "muskrat", "seal", "walrus", "whale",
    ]

    /// Two names of one animal, either of which USDA may use ("Game meat, deer" for venison, "Game meat, bison" for buffalo).
    static let sameAnimal: [String: String] = ["deer": "venison", "venison": "deer", "bison": "buffalo", "buffalo": "bison"]

    /// Foods other than beef that are cut and sold as a "steak" ("ham steak", "tuna steak", "cauliflower steak").
    static let steakOfAnotherFood: Set<String> = [
        "ham", "pork", "veal", "fish", "tuna", "salmon", "swordfish", "halibut", "cod", "mahi", "shark", "cauliflower", "cabbage",
        "portobello", "mushroom", "eggplant", "celery", "seitan", "tempeh", "gammon", "mutton",
    ]

    /// Animals whose meat is sold ground for patties.
    static let groundable: Set<String> = ["turkey", "chicken", "bison", "buffalo", "venison", "elk", "lamb", "pork"]

    /// What a food is sold in, named after its size ("a 1.76 oz package", "a 12 oz can").
    static let packWords: Set<String> = [
        "package", "packages", "pack", "packs", "packet", "packets", "bag", "bags", "bar", "bars", "can", "cans", "bottle",
        "bottles", "box", "boxes", "container", "containers", "carton", "cartons", "pouch", "pouches", "tub", "jar", "tray", "trays",
        "sleeve", "sleeves", "tin", "tins",
    ]

    /// A sub by its name: USDA's "1 submarine" is the 6-inch one.
    static let subWords: Set<String> = ["sub", "subs", "submarine", "submarines", "hoagie", "hoagies", "hero", "heroes", "grinder", "grinders"]

    /// Removes a trailing or standalone multiplier ("x2", "x 2", "times 2", "2x" at the end) and returns it (1 when none).
    static func takeMultiplier(_ words: inout [String]) -> Double {
        // "a footlong": a sub twice the 6-inch one USDA weighs ("1 submarine"); alone, the word names the sub.
        if let at = words.indices.first(where: { words[$0] == "footlong" || words[$0] == "foot" && $0 + 1 < words.count && words[$0 + 1] == "long" }) {
            let span = words[at] == "foot" ? 2 : 1
            let named = words.contains { MealParser.subWords.contains($0) || ["sandwich", "sandwiches"].contains($0) }
            words.replaceSubrange(at..<(at + span), with: named ? [] : ["submarine", "sandwich"])
            return 2
        }
        // "a 12 inch sub": that length of the 6-inch sub USDA weighs.
        if words.contains(where: MealParser.subWords.contains),
            let at = words.indices.first(where: { $0 + 1 < words.count && words[$0 + 1] == "inch" && QuantityText.number(words[$0]) != nil }),
            let inches = QuantityText.number(words[at]), inches >= 3, inches <= 36
        {
            words.removeSubrange(at...(at + 1))
            return inches / 6
        }
        for (index, word) in words.enumerated() {
            var value: Double?
            var span = 1
            if word.count > 1, word.hasPrefix("x"), let n = QuantityText.number(String(word.dropFirst())) {
                value = n
            } else if word == "x" || word == "times", index + 1 < words.count, let n = QuantityText.number(words[index + 1]), index > 0 {
                // "x 2" after the food; not "2 x 50 g" (an amount of each).
                if index + 2 < words.count, HouseholdUnit.normalized(words[index + 2]) != nil { continue }
                value = n
                span = 2
            } else if index == words.count - 1, index > 0, word.hasSuffix("x"), let n = QuantityText.number(String(word.dropLast())) {
                value = n
            }
            if let value, value > 0, value <= 100 {
                words.removeSubrange(index..<(index + span))
                return value
            }
        }
        return 1
    }

    /// "8 to the pound", "10 per lb", "4/lb", "5 links to a pound": how many of the pieces make a pound as sold, and
    /// where the words are.
    static func piecesPerPound(_ words: [String]) -> (count: Double, range: Range<Int>)? {
        for (index, word) in words.enumerated() {
            if word.hasSuffix("/lb"), let n = QuantityText.number(String(word.dropLast(3))), n >= 1, n <= 40 {
                return (n, index..<(index + 1))
            }
            guard let n = QuantityText.number(word), n >= 1, n <= 40 else { continue }
            // (The pieces may be named between: "5 sausages to a pound", never a weight or volume.)
            let named = index + 1 < words.count && words[index + 1].allSatisfy(\.isLetter) && !["to", "per"].contains(words[index + 1])
                && HouseholdUnit.normalized(words[index + 1]).map({ HouseholdUnit.isWeight($0) || HouseholdUnit.isVolume($0) }) != true
            let joiner = named ? index + 2 : index + 1
            guard joiner + 1 < words.count, ["to", "per"].contains(words[joiner]) else { continue }
            var at = joiner + 1
            if ["a", "the"].contains(words[at]) { at += 1 }
            guard at < words.count, ["pound", "lb", "lbs"].contains(words[at]) else { continue }
            return (n, index..<(at + 1))
        }
        return nil
    }

    /// "pork chop 5 oz …": the weight or volume moved before the food; nil when there is none after it.
    static func trailingAmount(_ words: [String]) -> [String]? {
        guard words.count >= 3 else { return nil }
        for start in 1..<words.count {
            guard let q = QuantityText.leading(Array(words[start...])), start + q.count < words.count else { continue }
            var end = start + q.count
            var unitWord = words[end]
            if ["fl", "fluid"].contains(unitWord), end + 1 < words.count { end += 1; unitWord = "fl oz" }
            guard let unit = HouseholdUnit.normalized(unitWord), HouseholdUnit.isWeight(unit) || HouseholdUnit.isVolume(unit) else { continue }
            // "a 2-cup pack": cups of what the pack holds (peanut butter cups), not a volume.
            if unit == "cup", end + 1 < words.count, packWords.contains(words[end + 1]) { continue }
            let amount = Array(words[start...end])
            return amount + Array(words[..<start]) + Array(words[(end + 1)...])
        }
        return nil
    }

    /// Words for how a food was kept before it was eaten, not what it is.
    static let keptWords: Set<String> = ["frozen", "thawed", "defrosted", "refrigerated", "chilled", "shelf", "stable"]

    /// Words that name a distilled spirit, poured by the shot.
    /// Words that open a noun phrase of its own ("the", "some", "my").
    static let determiners: Set<String> = ["the", "a", "an", "some", "my", "his", "her", "their", "our", "your", "another"]

    /// Words that say a drink or dish holds alcohol, beside the spirits' own names.
    static let alcoholWords: Set<String> = ["alcoholic", "alcohol", "spiked", "boozy", "hard", "liquor", "liqueur", "wine", "beer", "cocktail"]

    static let spiritWords: Set<String> = ["distilled", "vodka", "whiskey", "whisky", "rum", "gin", "tequila", "brandy", "bourbon", "scotch"]

    /// Words of how a food is served that the database sometimes makes part of a name ("Coffee, Iced Latte",
    /// "Doughnuts, …, glazed"): neutral when no name holds them.
    static let servedWords: Set<String> = ["iced", "hot", "cold", "warm", "glazed", "crispy", "crunchy", "fresh", "homemade"]

    /// Words that only say how a food was prepared, cut or kept — a segment of nothing else
    /// (", dry roasted", ", drained") describes the item before it.
    static let descriptorWords: Set<String> = preparationWords.union(neutralWords).union([
        "dry", "salted", "unsalted", "pitted", "drained", "peeled", "seedless", "canned", "frozen", "thawed", "lightly", "air",
        "popped", "broiled", "poached", "pan", "oven", "roast", "smoked", "rinsed", "cubed", "halved", "cut", "up", "into",
        "well", "done", "rare", "crispy", "soft", "hard", "firm", "ripe", "skin", "off", "bone", "boneless", "trimmed", "only",
        "shelled", "hulled", "cored", "seeded", "deseeded", "skinned", "stemmed", "deveined", "flaked", "jellied",
    ])

    /// Modifiers like "skin on", "no cheese", "regular crust", "grilled" — not foods of their own.
    func isModifier(_ words: [String]) -> Bool {
        // "boiled with salt", "cooked without salt": how it was cooked and USDA's salt state, not salt as a food.
        if words.count >= 2, words.count <= 4, words.last == "salt", ["with", "without"].contains(words[words.count - 2]),
            words.dropLast(2).allSatisfy({ MealParser.descriptorWords.contains($0) || MealParser.preparationWords.contains($0) || MealParser.states[$0] != nil })
        {
            return true
        }
        guard words.count <= 3 else { return false }
        if ["no", "without", "extra", "light", "easy", "skin", "regular", "thin", "thick"].contains(words[0]) { return true }
        // "meat only", "dark meat only", "lean only": which part of the food, USDA's words for its entries.
        if words.count >= 2, words.last == "only", words.dropLast().allSatisfy({ ["meat", "lean", "skin", "white", "dark", "light", "fat", "and"].contains($0) }) {
            return true
        }
        if words.allSatisfy({ HouseholdUnit.size($0) != nil }) { return true }
        if words.allSatisfy(MealParser.preparationWords.contains) { return true }
        if words.allSatisfy(MealParser.descriptorWords.contains) && lexicon.bestMatch(words.map(SearchText.stem)) == nil { return true }
        // "80% lean, pan broiled": a lean share and how it was cooked.
        if words.contains(where: { $0.hasSuffix("%") }), words.allSatisfy({ $0.hasSuffix("%") || MealParser.descriptorWords.contains($0) || $0 == "fat" }) { return true }
        return lexicon.bestMatch(words.map(SearchText.stem)) == nil && words.contains { ["crust", "on", "off", "style", "side"].contains($0) }
    }

    static func count(of segment: Segment) -> Double? {
        let words = MealParser.tokens(segment.text)
        guard let quantity = QuantityText.leading(words) else { return nil }
        if quantity.count < words.count, HouseholdUnit.normalized(words[quantity.count]) != nil { return nil }
        return quantity.value
    }

    // MARK: Items

    /// Reads one item: quantity, size, unit, the food, and its grams.
    func parseSegment(_ segment: Segment, brand: String?) -> ParsedItem? {
        var segment = segment
        var words = MealParser.tokens(segment.text)
        // "2 samosas 100 g each": a count, the food, then the amount of each one.
        if segment.annotation == nil, words.count >= 5, words.last == "each", let lead = QuantityText.leading(words),
            HouseholdUnit.normalized(words[lead.count]) == nil
        {
            for start in (lead.count + 1)..<(words.count - 2) {
                guard let q = QuantityText.leading(Array(words[start...])), start + q.count == words.count - 2,
                    let unit = HouseholdUnit.normalized(words[words.count - 2]), HouseholdUnit.isWeight(unit) || HouseholdUnit.isVolume(unit)
                else { continue }
                segment.annotation = words[start...].joined(separator: " ")
                words.removeSubrange(start...)
                break
            }
        }
        // Leading chatter: "cooked 4 oz of …", "had a …".
        MealParser.dropLeadingChatter(&words)
        guard !words.isEmpty else { return nil }
        // "2 drumsticks of fried chicken", "3 wings of the roasted turkey": pieces of a bird are that part of it,
        // USDA's "Chicken, …, drumstick, …", never a count of the whole bird's entry in some other unit.
        // (What part of it follows the bird: "…, meat and skin".)
        if let lead = QuantityText.leading(words), lead.count + 2 < words.count, MealParser.birdPartStems.contains(SearchText.stem(words[lead.count])),
            words[lead.count + 1] == "of", let birdAt = words.lastIndex(where: MealParser.birds.contains), birdAt > lead.count + 1,
            words[(lead.count + 2)..<birdAt].allSatisfy({ $0 == "the" || MealParser.states[$0] != nil || MealParser.coatingNouns.contains($0) || $0.hasSuffix("ed") }),
            words[(birdAt + 1)...].allSatisfy({ ["meat", "and", "skin", "only", "light", "dark", "with"].contains($0) })
        {
            words = Array(words[..<lead.count]) + words[(lead.count + 2)...birdAt].filter { $0 != "the" } + [words[lead.count]] + words[(birdAt + 1)...]
        }
        // "x2", "times 3": the whole item that many times.
        var multiplier = MealParser.takeMultiplier(&words)
        // A segment that was only a multiplier ("… with x2") names nothing.
        guard !words.isEmpty else { return nil }
        // "saltines x6", "eggs x3": with no amount of its own, the multiplier counts the item (six crackers, not six
        // servings of five).
        if multiplier > 1, multiplier == multiplier.rounded(), QuantityText.leading(words) == nil, MealParser.trailingAmount(words) == nil {
            words = [QuantityText.format(multiplier)] + words
            multiplier = 1
        }
        // "made at home", "home made", "from scratch": homemade, as USDA's "prepared from recipe" and "home recipe" say.
        for index in words.indices.reversed() where index + 1 < words.count {
            let pair = (words[index], words[index + 1])
            if ["made", "cooked", "prepared"].contains(pair.0), pair.1 == "at", index + 2 < words.count, words[index + 2] == "home" {
                words.replaceSubrange(index..<(index + 3), with: ["homemade"])
            } else if pair.0 == "home" && ["made", "cooked"].contains(pair.1) || pair.0 == "from" && pair.1 == "scratch"
                // ("banana bread i baked", "a pie mom made": made by the one typing, or at home.)
                || index > 0 && ["i", "we", "mom", "dad", "grandma"].contains(pair.0) && ["made", "baked", "cooked"].contains(pair.1)
                    && (index + 2 == words.count || ["with", "and", "from", "at", "myself", "ourselves", "today", "yesterday", "last"].contains(words[index + 2]))
            {
                // ("… i made myself": the one who made it said twice.)
                let end = index + 2 < words.count && ["myself", "ourselves"].contains(words[index + 2]) ? index + 3 : index + 2
                words.replaceSubrange(index..<end, with: ["homemade"])
            }
        }
        // "4 franks, 8 to the pound": the size of each piece, read apart from the amount.
        var perPound: Double?
        if let sized = MealParser.piecesPerPound(words), sized.range.lowerBound > 0 {
            perPound = sized.count
            words.removeSubrange(sized.range)
        }
        // "pork chop 5 oz", "oj 8 oz", "chicken thigh 5 oz roasted": an amount after the food reads as written first.
        if QuantityText.leading(words) == nil, let moved = MealParser.trailingAmount(words) {
            words = moved
        } else if QuantityText.leading(words) == nil, words.count >= 3, let count = words.lastIndex(where: { QuantityText.number($0) != nil }),
                  count > 0, words[count].first?.isNumber == true, QuantityText.number(words[count]).map({ $0 >= 1 && $0 <= 100 && $0 == $0.rounded() }) == true,
                  case let cooked = (words.lastIndex(where: { HouseholdUnit.size($0) != nil || MealParser.states[$0] == nil && !MealParser.descriptorWords.contains($0) }) ?? count) + 1,
                  count + 1 < cooked, HouseholdUnit.size(words[(count + 1)..<cooked].joined(separator: " ")) != nil
        {
            // "eggs 2 large", "potatoes 3 medium, boiled": a count and each one's size said last (before how they were cooked).
            words = Array(words[count..<cooked]) + Array(words[..<count]) + Array(words[cooked...])
        } else if ["a", "an", "one"].contains(words[0]), words.count > 3, QuantityText.leading(words)?.count == 1,
                  QuantityText.leading(Array(words[1...])) == nil,
                  let moved = MealParser.trailingAmount(Array(words[1...])) {
            // "a chicken breast 6 oz": the article counts one; the weight after the food says how much.
            words = moved
        }
        var quantity: Double?
        var isRange = false
        var unit: String?
        var size: String?
        var descriptors: [String] = []
        var index = 0
        var quantityEnd = 0
        // "a quarter pounder", "half and half": a number word that starts a food's name is the name.
        let nameStart = words.count > 1 && ["a", "an", "one"].contains(words[0]) ? 1 : 0
        if let start = numberWordName(words), start == nameStart {
            if nameStart == 1 { quantity = 1 }
            index = nameStart
            quantityEnd = nameStart
        } else if let leading = QuantityText.leading(words) {
            if leading.count < words.count, ["inch", "in"].contains(words[leading.count]), !words[0].hasPrefix("a") {
                // "6 inch flour tortilla": a size, not a count.
                descriptors += Array(words[..<(leading.count + 1)])
                index = leading.count + 1
            } else {
                quantity = leading.value
                isRange = leading.isRange
                index = leading.count
                quantityEnd = leading.count
            }
        }
        // Where the unit word was read: when nothing else names a food, it is the food ("a steak").
        var unitWordIndex: Int?
        // A can the weighed amount came in ("a 4 oz can of …"): the food is canned, as "a can of …" says.
        var heldInCan = false
        // "a 12 oz can", "one 8 oz glass", "2 5 oz steaks": a second amount multiplies the first.
        func readUnit() {
            while index < words.count {
                let word = words[index]
                if let s = HouseholdUnit.size(word), size == nil {
                    // "a big mac", "a whole wheat bagel": a size word that starts an everyday food's name (one not
                    // listed by size) is the name.
                    if index + 1 < words.count, let named = lexicon.bestMatch(words[index...].map(SearchText.stem), inOrder: true), named.covered.lowerBound == 0,
                        named.covered.count >= 2, named.entry.each.isEmpty, named.entry.prefer.isEmpty
                    {
                        break
                    }
                    // "4 mini cinnamon rolls": a small size the database names as a food of its own ("Fast foods,
                    // miniature cinnamon rolls"), where that food has no measure of the size, is the name.
                    if s == "mini", index + 2 < words.count,
                        let named = exactDatabaseMatch(words[index...].filter(MealParser.carriesMeaning)),
                        SearchText.words(named.name).contains(where: { HouseholdUnit.size($0) == "mini" }),
                        !MealParser.measuresMini(named)
                    {
                        break
                    }
                    size = s
                    index += 1
                    if size == "large", index < words.count, words[index] == "large" { index += 1 }
                    continue
                }
                // "a whole bottle of water", "an entire bag of chips": all of the container, which is what it names.
                if ["whole", "entire"].contains(word), unit == nil, index + 1 < words.count,
                    let next = HouseholdUnit.normalized(words[index + 1]), next != "item", !HouseholdUnit.isWeight(next)
                {
                    index += 1
                    continue
                }
                if word == "extra", index + 1 < words.count, words[index + 1] == "large" {
                    size = "extra large"
                    index += 2
                    continue
                }
                // "a heaping tbsp", "a level cup": how full the measure is, read as the measure. A "packed cup" is the
                // measure USDA lists packed.
                if unit == nil, HouseholdUnit.fullness.contains(word) || word == "packed", index + 1 < words.count,
                    let next = HouseholdUnit.normalized(words[index + 1]), word != "packed" || HouseholdUnit.isVolume(next)
                {
                    if word == "packed" { descriptors.append("packed") }
                    index += 1
                    continue
                }
                // "2 oval slices", "a square piece": the shape of the piece counted, a word its measure may name ("1 slice, oval").
                if unit == nil, MealParser.pieceShapes.contains(word), index + 1 < words.count,
                    let next = HouseholdUnit.normalized(words[index + 1]), !HouseholdUnit.isWeight(next), !HouseholdUnit.isVolume(next), next != "item"
                {
                    descriptors.append(word)
                    index += 1
                    continue
                }
                // "a single serving bag", "a snack size bag": the pack one serving is sold in, which the package's own reading
                // weighs (a bag of chips is the single-serve bag). (Other containers keep the words for the food's name:
                // USDA names some foods' "single serving size".)
                if unit == nil, MealParser.servingPackWords.contains(word) {
                    var next = index + 1
                    while next < words.count, ["serve", "serving", "size", "sized"].contains(words[next]) { next += 1 }
                    // ("a single cup" is one cup: "single" says a pack only with "serve" or "serving".)
                    if word == "single", next == index + 1, quantity == 1, next < words.count, HouseholdUnit.normalized(words[next]) != nil {
                        index = next
                        continue
                    }
                    if next < words.count, next > index + 1 || word != "single",
                        HouseholdUnit.normalized(words[next]) == "package"
                    {
                        if quantity == nil { quantity = 1 }
                        unit = "package"
                        unitWordIndex = next
                        index = next + 1
                        if index < words.count, words[index] == "of" { index += 1 }
                        continue
                    }
                }
                if word == "fl" || word == "fluid", index + 1 < words.count, ["oz", "ounce", "ounces"].contains(words[index + 1]), unit == nil {
                    unit = "fl oz"
                    index += 2
                    continue
                }
                if unit == nil, let normal = HouseholdUnit.normalized(word), normal != "item" || quantity != nil,
                    !(normal == "t" || word == "c" && index + 1 >= words.count),
                    // A one-letter abbreviation ("t", "c", "g") is a unit only right after a numeral ("2 t"), never in
                    // a name ("a t-bone steak").
                    word.count > 1 || index > 0 && (words[index - 1].first?.isNumber == true || MealParser.numberWords.contains(words[index - 1]))
                {
                    // "half and half": "half" is the food, not a unit.
                    if word == "whole", index + 1 < words.count, ["milk", "wheat", "grain", "grains", "egg", "eggs"].contains(words[index + 1]) { break }
                    // "a steak and cheese sub": a piece word joined by "and" to another word is the first of two
                    // fillings, not what is counted ("a slice and a half" is still a count).
                    if !HouseholdUnit.isWeight(normal), !HouseholdUnit.isVolume(normal), index + 2 < words.count, words[index + 1] == "and",
                        QuantityText.leading(Array(words[(index + 2)...])) == nil, !["a", "an", "half"].contains(words[index + 2])
                    {
                        break
                    }
                    // "2 steak tacos", "10 steak fries": a meat's piece word before the dish it fills, or before the rest of a name
                    // the database gives a food it does not measure by that piece ("Potatoes, french fries, steak fries"), is
                    // part of the name, never what is counted.
                    if MealParser.meatPieceUnits.contains(normal), index + 1 < words.count, words[index + 1] != "of",
                        case let rest = words[(index + 1)...].filter(MealParser.carriesMeaning),
                        let next = rest.first, HouseholdUnit.normalized(next) == nil,
                        MealParser.filledDishHeads.contains(next) || MealParser.wrappedDishes.contains(next)
                            || exactDatabaseMatch([word] + rest).map({ named in
                                MealParser.namingStems(named.name).contains(SearchText.stem(word)) && !MeasureResolver.lists(normal, of: named)
                            }) == true
                    {
                        break
                    }
                    // "a filet mignon": a unit word that starts an everyday food's name is the name (in the name's own
                    // order: "a cup peanut butter" is a cup of the spread, never a peanut butter cup).
                    if index + 1 < words.count, words[index + 1] != "of",
                        let named = lexicon.bestMatch(words[index...].map(SearchText.stem), inOrder: true), named.covered.lowerBound == 0, named.covered.count >= 2
                    {
                        break
                    }
                    unit = normal
                    unitWordIndex = index
                    index += 1
                    if index < words.count, words[index] == "of" { index += 1 }
                    continue
                }
                if word == "of" {
                    index += 1
                    // "half of a cup of …", "1/2 of a slice of …": the article before a unit goes with "of"; so does one
                    // before the whole's size ("1/4 of a 20 oz pie").
                    if unit == nil, index + 1 < words.count, ["a", "an", "the", "one"].contains(words[index]),
                        HouseholdUnit.normalized(words[index + 1]) != nil
                            || ["a", "an", "the"].contains(words[index]) && quantity != nil && QuantityText.leading(Array(words[(index + 1)...])) != nil
                    {
                        index += 1
                    }
                    continue
                }
                break
            }
        }
        readUnit()
        // "a value meal 10 piece nuggets": the pieces an order holds, said after words that name the order.
        if unit == nil, (quantity ?? 1) == 1, index < words.count,
            let at = (index..<(words.count - 1)).first(where: { position in
                position > index && QuantityText.number(words[position]) != nil && HouseholdUnit.normalized(words[position + 1]) == "piece"
            }),
            let n = QuantityText.number(words[at]), n >= 2, n <= 100, n == n.rounded()
        {
            quantity = n
            words.removeSubrange(at...(at + 1))
        }
        // ("a 6 piece nuggets", "two 10-piece nuggets": an order of that many pieces each.)
        // ("a 32 fl oz bottle": two words, one unit.)
        func nestedUnit(at position: Int) -> String? {
            if ["fl", "fluid"].contains(words[position]), position + 1 < words.count, ["oz", "ounce", "ounces"].contains(words[position + 1]) { return "fl oz" }
            return HouseholdUnit.normalized(words[position])
        }
        // ("1/3 of a 16 oz pie": a share of a whole whose weight was said, which a measure's label may name.)
        var shareOfWeighed: (share: Double, whole: Double, unit: String)?
        if quantity != nil, let nested = QuantityText.leading(Array(words[index...])), nested.count + index < words.count,
            let nestedUnit = nestedUnit(at: index + nested.count),
            HouseholdUnit.isWeight(nestedUnit) || HouseholdUnit.isVolume(nestedUnit) || nestedUnit == "fl oz" || nestedUnit == "piece", unit == nil
        {
            if let share = quantity, share < 1, HouseholdUnit.isWeight(nestedUnit) { shareOfWeighed = (share, nested.value, nestedUnit) }
            quantity = (quantity ?? 1) * nested.value
            index += nested.count
            readUnit()
            // "can of", "glass of": the container the amount came in.
            while index < words.count, MealParser.holdsAmount(words, at: index) || words[index] == "of" {
                if MealParser.cans.contains(HouseholdUnit.singular(words[index])) { heldInCan = true }
                index += 1
            }
        } else if unit != nil, let u = unit, HouseholdUnit.isWeight(u) || HouseholdUnit.isVolume(u) {
            // ("one 3 oz bag of pretzels", "a 5.3 oz tub of yogurt": the weight is the amount; the bag only held it.)
            while index < words.count, MealParser.holdsAmount(words, at: index) || words[index] == "of" {
                if HouseholdUnit.singular(words[index]) == "cup" && index + 1 < words.count && words[index + 1] != "of" { break }
                if MealParser.cans.contains(HouseholdUnit.singular(words[index])) { heldInCan = true }
                index += 1
            }
        }
        let said = SearchText.words(words[index...].joined(separator: " "))
        var foodWords = said.filter { (!CommonFoods.fillers.contains($0) || $0 == "homemade") && $0 != "of" }
        // "fresh" adds nothing to most foods, but names a kind of some ("Pasta, fresh-refrigerated"): kept when the food
        // the words name with it says so.
        if said.contains("fresh"), case let withFresh = said.filter({ (!CommonFoods.fillers.contains($0) || $0 == "homemade" || $0 == "fresh") && $0 != "of" }),
            let named = exactDatabaseMatch(withFresh.filter(MealParser.carriesMeaning)),
            MealParser.namingStems(named.name).contains("fresh")
        {
            foodWords = withFresh
        } else if let freshWord = said.first(where: { $0 == "fresh" || $0 == "green" }), !said.contains(where: { ["dry", "dried", "mature"].contains($0) }),
            // ("green" only where the words with it name no green food of their own: "green beans" are snap beans.)
            freshWord == "fresh" || exactDatabaseMatch(said.filter(MealParser.carriesMeaning)).map({ !SearchText.words($0.name.lowercased()).contains("green") }) ?? true,
            case let asFresh = said.flatMap({ $0 == freshWord ? ["immature", "seeds"] : [$0] })
                .filter({ (!CommonFoods.fillers.contains($0) || $0 == "homemade") && $0 != "of" }),
            let named = exactDatabaseMatch(asFresh.filter(MealParser.carriesMeaning)),
            MealParser.nameTerms(named.name).contains("immature")
        {
            // "fresh black-eyed peas", "fresh limas", "green favas": beans and peas USDA lists fresh as "immature
            // seeds" (beside the dry, "mature seeds").
            foodWords = asFresh
        }
        // "from mcdonalds", "from the stand": where it came from, not what.
        // "from a mix", "from frozen concentrate": made from that form, so the prepared food.
        if let from = foodWords.firstIndex(of: "from"), from > 0 {
            let forms: Set<String> = ["mix", "concentrate", "canned", "frozen", "dry", "powder", "condensed"]
            // ("lentils cooked from dried": cooked from the dried form is the cooked food, not a dry mix.)
            let cooked = foodWords[..<from].contains { ["cooked", "boiled", "homemade"].contains($0) }
            let made = foodWords[from...].filter { forms.contains($0) && !(cooked && ["dry", "dried"].contains($0)) }
            // "from a fast food place": USDA files such food as "Fast Foods, …".
            let place = Array(foodWords[from...])
            // (Only when USDA files the food so: "potato salad from a fast food place" is potato salad, never the fast-food
            // tossed salad with the potato left unread.)
            let said = foodWords[..<from].filter { !MealParser.chatter.contains($0) }
            let fastFood = place.indices.contains { place[$0] == "fast" && $0 + 1 < place.count && ["food", "foods"].contains(place[$0 + 1]) }
                && exactDatabaseMatch(["fast", "foods"] + said) != nil
            // (The chain it came from stays, as its name is written: "from burger king".)
            let chainWords = MealParser.brand(in: Array(foodWords[from...])).map { $0.split(separator: " ").map(String.init) } ?? []
            // "made from granules", "chips made from dried potatoes": what USDA names a food as made from is its name.
            let source = foodWords[(from + 1)...].filter { !MealParser.chatter.contains($0) && !["a", "an", "the"].contains($0) }
            // (One word of the food no such name holds beside the others, "instant mashed potatoes", does not stop it.)
            // (Only a form or a state after "from", "cooked from dried", is read above.)
            // "light meat from a roasted turkey", "the breast from a rotisserie chicken": a part of the whole said after it,
            // which USDA names together ("Turkey, …, light meat, …").
            // (Light, dark or white as the meat: "white grape juice made from concentrate" is no part of a bird.)
            let partOfWhole = said.contains { $0 == "meat" || MealParser.birdParts.contains(HouseholdUnit.singular($0)) }
            if source.contains(where: { !forms.contains($0) && MealParser.states[$0] == nil }), chainWords.isEmpty, !fastFood,
                let named = exactDatabaseMatch(said + source)
                    ?? (said.count <= 4 ? said.indices.lazy.compactMap({ skip in exactDatabaseMatch(said.enumerated().filter { $0.offset != skip }.map(\.element) + source) }).first : nil),
                case let nameWords = SearchText.words(named.name),
                nameWords.contains("from") || partOfWhole
                    // (Baked "from refrigerated dough": the form USDA names the food by, "…, refrigerated dough, baked"; a grapefruit
                    // "from florida": the kind USDA names, "…, pink and red, Florida".)
                    || !source.isEmpty && source.allSatisfy({ word in
                        SearchText.words(named.name.lowercased()).contains(word) && !forms.contains(word) && word != "with"
                    })
            {
                foodWords = Array(foodWords[..<from]) + source
                // (What is made from dough was baked from it, unless said raw: "cookies from refrigerated dough".)
                if source.contains("dough"), !said.contains(where: { ["raw", "unbaked", "uncooked", "dough"].contains($0) }) { foodWords.append("baked") }
            } else {
                // (What was left off, said after the place, stays: "… from mcdonald's without the chicken".)
                let leftOff = foodWords[from...].firstIndex(of: "without").map { Array(foodWords[$0...]) } ?? []
                foodWords = (fastFood ? ["fast", "foods"] : []) + Array(foodWords[..<from]) + chainWords + made
                    + (made.isEmpty || foodWords[..<from].contains { $0 == "prepared" || MealParser.cookingStates.contains($0) } ? [] : ["prepared"])
                    + leftOff
            }
        }
        // Sizes named after the food ("chili, small") size it.
        // A size word inside an everyday food's name that is not listed by size ("big mac") is the name.
        let namedWithSize = lexicon.bestMatch(foodWords.map(SearchText.stem)).flatMap { $0.covered.count >= 2 && $0.entry.each.isEmpty && $0.entry.prefer.isEmpty ? $0.covered : nil }
        // So is one that a database food is named with, beside the other words ("2 loma linda big franks"), unless the
        // food also has a measure of that size: then the name only mentions the size it comes in ("… (includes
        // mini-muffins)"), and the word picks that measure.
        let sizeInName: Set<String> = foodWords.count > 2 && foodWords.contains(where: { HouseholdUnit.size($0) != nil })
            ? exactDatabaseMatch(foodWords.filter { !MealParser.chatter.contains($0) }).map { food -> Set<String> in
                let named = Set(SearchText.words(food.name))
                let measured = Set(MeasureResolver.unitWeights(of: food).flatMap { [$0.size, HouseholdUnit.size($0.unit)].compactMap { $0 } })
                return Set(foodWords.filter { word in
                    guard let s = HouseholdUnit.size(word) else { return false }
                    return (named.contains(word) || s == "mini" && named.contains { HouseholdUnit.size($0) == "mini" }) && !measured.contains(s)
                })
            } ?? []
            : []
        // So is a size word a name says with the word typed after it (a rib's "small end": "Beef, rib, small end
        // (ribs 10-12)", "small curd"), a part of the animal or kind rather than a size of the piece.
        let sizedWords = sizeInName.isEmpty && foodWords.count > 2
            ? foodWords.indices.dropLast().filter { at in
                HouseholdUnit.size(foodWords[at]) != nil && foodWords[at + 1].allSatisfy(\.isLetter) && HouseholdUnit.size(foodWords[at + 1]) == nil
                    && HouseholdUnit.normalized(foodWords[at + 1]) == nil && MealParser.carriesMeaning(foodWords[at + 1])
            }
            : []
        // (One search for all of them, only when a size word is followed by another word.)
        let namesFound = sizedWords.isEmpty ? [] : lookup.search(foodWords.filter(MealParser.carriesMeaning).joined(separator: " "), limit: 10)
            .map { SearchText.words($0.name) }
        let phraseWithSize = Set(sizedWords.filter { at in
            namesFound.contains { MealParser.containsPhrase($0, [foodWords[at], foodWords[at + 1]]) }
        })
        foodWords = foodWords.enumerated().filter { position, word in
            guard let s = HouseholdUnit.size(word), foodWords.count > 1, namedWithSize?.contains(position) != true, !sizeInName.contains(word),
                !phraseWithSize.contains(position)
            else { return true }
            if size == nil { size = s }
            return false
        }.map(\.element)
        if foodWords.isEmpty, let at = unitWordIndex, let u = unit, !HouseholdUnit.isWeight(u), !HouseholdUnit.isVolume(u), u != "fl oz",
            lexicon.bestMatch([SearchText.stem(words[at])]) != nil || lookup.foodCount(withWord: words[at], cap: 1) > 0
        {
            // "a steak", "steak and eggs": the unit word is the food.
            foodWords = SearchText.words(words[at])
            unit = nil
        }
        guard !foodWords.isEmpty else { return nil }
        // Sizes written after the count and inch sizes ("6 inch flour tortilla") describe, not count.
        if let inch = foodWords.firstIndex(of: "inch") {
            descriptors += Array(foodWords[max(0, inch - 1)...inch])
        }
        // Amount in a parenthesis or after the item ("(1 cup)", ", 450 g,", "(1 oz each)").
        var annotationUnit: (quantity: Double, unit: String?, descriptors: [String])?
        if let note = segment.annotation {
            // "(about 200 g)", "(approx. 1 cup)": the amount after the hedge.
            let noteWords = Array(MealParser.tokens(note).drop(while: { ["about", "approx", "approximately", "around", "roughly", "maybe", "like"].contains($0) }))
            if let q = QuantityText.leading(noteWords) {
                var rest = Array(noteWords[q.count...])
                // "(2 fl oz)": two words, one unit.
                if rest.count >= 2, ["fl", "fluid"].contains(rest[0]), ["oz", "ounce", "ounces"].contains(rest[1]) { rest = ["fl oz"] + rest.dropFirst(2) }
                // "(2 large pieces)": the size of what is counted.
                if rest.count >= 2, let s = HouseholdUnit.size(rest[0]), HouseholdUnit.normalized(rest[0]) == nil, HouseholdUnit.normalized(rest[1]) != nil {
                    size = size ?? s
                    rest.removeFirst()
                }
                // ("3 oval slices": the shape of what is counted, a word of its measure.)
                if rest.count >= 2, MealParser.pieceShapes.contains(rest[0]), HouseholdUnit.normalized(rest[1]) != nil {
                    descriptors.append(rest.removeFirst())
                }
                let u = rest.first.flatMap(HouseholdUnit.normalized)
                if let u {
                    annotationUnit = (q.value, u, Array(rest.dropFirst()))
                } else {
                    descriptors += noteWords
                }
            } else if !noteWords.isEmpty, noteWords.allSatisfy({ HouseholdUnit.size($0) != nil }), let s = HouseholdUnit.size(noteWords[0]) {
                // "a bagel (small)", "fries (lg)": the size, not a word of the food.
                size = size ?? s
            } else {
                // "a prickly pear (cactus fruit)": what else the food is called, an aside, when the words before name a food
                // and the aside with them names none; else words of the food ("a cereal (quaker)").
                let said = foodWords.filter(MealParser.namesNoAmount)
                // (Only other everyday food words: "(2%)", "(floured)", "(packed)" say which kind.)
                let otherName = noteWords.allSatisfy { word in
                    word.allSatisfy(\.isLetter) && !MealParser.describesState(word) && !MealParser.descriptorWords.contains(word)
                        && MealParser.states[word] == nil && !MealParser.preparationWords.contains(word)
                }
                let aside = otherName && noteWords.contains(where: lexicon.vocabulary.contains) && !said.isEmpty && exactDatabaseMatch(said) != nil
                    && exactDatabaseMatch(said + noteWords.filter { !MealParser.chatter.contains($0) }) == nil
                if !aside { foodWords += noteWords }
            }
        }

        // Two everyday words run together ("icecream", "peanutbutter") that no food name holds as one are the two words:
        // of the ways to cut it, the one whose shorter part is longest. (A short word, "ribeye", only where a food name
        // holds the two parts side by side: USDA's "rib eye".)
        foodWords = foodWords.flatMap { word -> [String] in
            guard word.count >= 6, !lexicon.vocabulary.contains(word), word.allSatisfy({ $0.isLetter && $0.isASCII }),
                lookup.foodCount(withWord: word, cap: 1) == 0
            else { return [word] }
            let letters = Array(word)
            func sideBySide(_ first: String, _ second: String) -> Bool {
                lookup.foodCount(withWord: first, cap: 1) > 0 && lookup.foodCount(withWord: second, cap: 1) > 0
                    && lookup.search(first + " " + second, limit: 10).contains { food in
                        let words = SearchText.words(food.name)
                        return zip(words, words.dropFirst()).contains { $0 == first && $1 == second }
                    }
            }
            let cuts = (3...(letters.count - 3)).filter { cut in
                let first = String(letters[..<cut]), second = String(letters[cut...])
                return word.count >= 7 && lexicon.vocabulary.contains(first) && lexicon.vocabulary.contains(second) || sideBySide(first, second)
            }
            guard let cut = cuts.max(by: { min($0, letters.count - $0) < min($1, letters.count - $1) }) else { return [word] }
            return [String(letters[..<cut]), String(letters[cut...])]
        }
        // One everyday word typed as two ("cole slaw", "corn bread"), a part of which is no everyday word alone: the one word.
        var joinedWords: [String] = []
        for word in foodWords {
            if let previous = joinedWords.last, !lexicon.vocabulary.contains(previous) || !lexicon.vocabulary.contains(word),
                previous.allSatisfy({ $0.isLetter }), word.allSatisfy({ $0.isLetter }), previous.count >= 2, word.count >= 2,
                lexicon.vocabulary.contains(previous + word)
            {
                joinedWords[joinedWords.count - 1] = previous + word
            } else {
                joinedWords.append(word)
            }
        }
        foodWords = joinedWords
        // Correct typos: a word no food contains, or one only a couple of food names carry (a misspelling
        // in the data, "strawbery"), becomes the closest everyday-food word within the edit limit.
        let typed = foodWords
        foodWords = foodWords.map { word in
            if lexicon.vocabulary.contains(word) || word.allSatisfy(\.isNumber) { return word }
            // (A word of the closed filler list, "pitted", is read as such: never a slip for a food's word, "pita".)
            if MealParser.isFiller(word) { return word }
            let limit = SearchText.typoLimit(for: word)
            guard limit > 0 else { return word }
            let known = lookup.foodCount(withWord: word, cap: 3)
            // (The index reads words by their roots: "lentills" finds lentils, and is still no word a name holds; a
            // single slip from a name word is that word.)
            if known >= 3 { return nameWord(near: word, limit: 1) ?? word }
            // A word the index splits ("cap'n" as "cap" and "n") is still a name's word when a name the search finds holds it.
            if known == 0, lookup.search(word, limit: 5).contains(where: { SearchText.words($0.name).contains(word) }) { return word }
            // A rare word that a name holds beside another typed word is that name's word ("power" in a "chocolate
            // power bar"), not a misspelling of a common one.
            if known > 0, typed.count > 1 {
                let stem = SearchText.stem(word)
                let others = Set(typed.filter { $0 != word && MealParser.carriesMeaning($0) }.map(SearchText.stem))
                let together = lookup.search(typed.joined(separator: " "), limit: 10).contains { food in
                    let stems = Set(SearchText.words(food.name).map(SearchText.stem))
                    return stems.contains(stem) && !stems.isDisjoint(with: others)
                }
                if together { return word }
            }
            // A name's aside that is another name for the food ("Alcoholic beverage, rice (sake)"), not a list of kinds
            // ("(apple, bluebery, …)"): a word of it is a word people use, never a slip for a commoner one ("shake").
            if known > 0, lookup.search(word, limit: 5).contains(where: { food in
                food.name.split(separator: "(").dropFirst().contains { aside in
                    let inside = aside.prefix { $0 != ")" }
                    let words = SearchText.words(String(inside))
                    return !inside.contains(",") && words.count <= 3 && words.contains(word)
                }
            }) {
                return word
            }
            let close = lexicon.vocabulary.filter { abs($0.count - word.count) <= limit && $0.first == word.first }
                .map { ($0, SearchText.editDistance($0, word, limit: limit)) }.filter { $0.1 <= limit && SearchText.isLikelySlip(word, for: $0.0) }
            // (At the same distance, the word that starts the way the typed one does: "aple" is apple, not ale; then the
            // word more food names hold: "beens" is beans, not beers or beets.)
            func sharedStart(_ other: String) -> Int { zip(other, word).prefix { $0 == $1 }.count }
            var ranked = close.filter { !MealParser.brandWords.contains($0.0) }
                .sorted(by: { ($0.1, -sharedStart($0.0), $0.0) < ($1.1, -sharedStart($1.0), $1.0) })
            if let first = ranked.first, ranked.count > 1, ranked[1].1 == first.1 {
                let tied = ranked.prefix { $0.1 == first.1 }
                let counts = Dictionary(tied.map { ($0.0, lookup.foodCount(withWord: $0.0, cap: 100)) }, uniquingKeysWith: { a, _ in a })
                ranked = tied.sorted(by: { (-(counts[$0.0] ?? 0), -sharedStart($0.0), $0.0) < (-(counts[$1.0] ?? 0), -sharedStart($1.0), $1.0) })
            }
            // A word no food name holds and no everyday word is near: the nearest word of the names the search finds.
            if ranked.isEmpty, known == 0, let fixed = nameWord(near: word, limit: limit) { ranked = [(fixed, 1)] }
            guard let nearest = ranked.first else { return word }
            // A rare but real word (or the start of one) stays unless the everyday word is a single edit away.
            if nearest.1 > 1 && (known > 0 || lookup.isKnownWord(word)) { return word }
            // Beside other food words, the correction must make a name with them ("kind bar" is no "king bar": no
            // food holds both, and a burger king item is not a bar); else the word stays, and is reported unread.
            // (Of the nearest words, the first that does: "black beens" is black beans.)
            let others = typed.filter { other in
                other != word && !MealParser.chatter.contains(other) && QuantityText.number(other) == nil
                    && HouseholdUnit.normalized(other).map({ !HouseholdUnit.isWeight($0) && !HouseholdUnit.isVolume($0) }) ?? true
                    && MealParser.states[other] == nil && !MealParser.neutralWords.contains(other) && lexicon.vocabulary.contains(other)
            }
            guard !others.isEmpty else { return nearest.0 }
            let otherStems = Set(others.map(SearchText.stem))
            func makesAName(_ candidate: String) -> Bool {
                let fixed = SearchText.stem(candidate)
                let phrase = typed.map { $0 == word ? candidate : $0 }.map(SearchText.stem)
                let inLexicon = lexicon.bestMatch(phrase).map { match in
                    match.covered.count >= 2 && match.covered.contains(where: { phrase[$0] == fixed })
                } ?? false
                return inLexicon || lookup.search((others + [candidate]).joined(separator: " "), limit: 10).contains { food in
                    let stems = Set(SearchText.words(food.name).map(SearchText.stem))
                    return stems.contains(fixed) && !stems.isDisjoint(with: otherStems)
                }
            }
            guard let best = ranked.prefix(while: { $0.1 == nearest.1 }).first(where: { makesAName($0.0) }) else { return word }
            return best.0
        }

        foodWords = closingCompounds(foodWords)
        // "fun size", "snack size": how small the pack is, which picks the measure ("1 bar, fun size"), not the food.
        if foodWords.count > 2, let at = foodWords.indices.dropLast().first(where: { index in
            foodWords[index + 1] == "size" && ["fun", "snack"].contains(foodWords[index])
        }) {
            descriptors += foodWords[at...(at + 1)]
            foodWords.removeSubrange(at...(at + 1))
        }

        // "a large fries", "an order of fries": a size or unit word that the lexicon names with the food is part of
        // what is ordered (fast-food fries by the size), and still the size or unit of it.
        // (A chain's own item comes first: "small fries" at Wendy's are Wendy's fries.)
        if size != nil || unitWordIndex != nil, !foodWords.isEmpty, brand == nil, MealParser.brand(in: foodWords) == nil {
            // ("a cup of noodles" measures noodles: a volume said with "of" is never part of a name.)
            let measured = unitWordIndex.map { $0 + 1 < words.count && words[$0 + 1] == "of" && unit.map(HouseholdUnit.isVolume) == true } ?? false
            let lead = [size, measured ? nil : unitWordIndex.map { words[$0] }].compactMap { $0 }
            let alone = lexicon.bestMatch(foodWords.map(SearchText.stem)).map { $0.covered.count } ?? 0
            for prefix in [lead, Array(lead.prefix(1)), Array(lead.suffix(1))] where !prefix.isEmpty {
                let extended = prefix + foodWords
                if let match = lexicon.bestMatch(extended.map(SearchText.stem), inOrder: true), match.covered.lowerBound == 0, match.covered.count > alone,
                    match.covered.upperBound == extended.count
                {
                    foodWords = extended
                    break
                }
            }
        }
        // "a rye bread sandwich" with no amount: the food is the bread (two slices of it, below).
        let sandwichBread = unit == nil && annotationUnit == nil && segment.inheritCount == nil && (quantity ?? 1) == 1
            && foodWords.contains("bread") && foodWords.last.map(MealParser.sandwichWords.contains) == true
        if sandwichBread { foodWords.removeLast() }
        var sandwichOnBread: Food?
        // (The kind of bread said, as stems: "whole wheat bread" is "wheat".)
        var breadSaid: Set<String> = []
        // "a tuna sandwich on rye", "a blt on toast": the bread a sandwich is on is part of the sandwich USDA weighs; the
        // sandwich is the food ("rye" would read rye crackers).
        if let on = foodWords.firstIndex(of: "on"), on > 0, MealParser.sandwichWords.contains(foodWords[on - 1]),
            case let bread = foodWords[(on + 1)...].filter({ !["a", "an"].contains($0) }), (1...3).contains(bread.count),
            bread.last.map(MealParser.sandwichBreads.contains) == true
        {
            // (USDA may name the sandwich on that bread: "Barbecue beef sandwich, on white bun".)
            let onBread = (foodWords[..<on] + bread).filter { !MealParser.chatter.contains($0) }
            if let named = exactDatabaseMatch(onBread), SearchText.words(named.name).contains("on"),
                Set(bread.map(SearchText.stem)).isSubset(of: MealParser.namingStems(named.name))
            {
                sandwichOnBread = named
            }
            breadSaid = Set(bread.map(SearchText.stem)).intersection(MealParser.breadStems).subtracting(["bread"])
            foodWords = Array(foodWords[..<on])
        }
        // "a chicken and cheese quesadilla", "an egg and cheese burrito": when no name holds both fillings, the dish
        // of the first that a name holds, else of the second; the other filling is reported, unless the plain dish
        // is named for it ("cheese quesadilla" is the lexicon's plain quesadilla: every one holds cheese).
        var leftFillings: [String] = []
        if foodWords.count == 4, foodWords[1] == "and", let dish = foodWords.last, MealParser.filledDishHeads.contains(dish),
            words.suffix(4) == foodWords[...],
            lexicon.bestMatch(foodWords.map(SearchText.stem)).map({ $0.covered.count < 3 }) ?? true,
            exactDatabaseMatch([foodWords[0], foodWords[2], dish]) == nil
        {
            let plain = lexicon.bestMatch([SearchText.stem(dish)]).flatMap { $0.covered.count == 1 ? $0.entry.key : nil }
            func names(_ filling: String) -> String? {
                let pair = [filling, dish]
                if let named = lexicon.bestMatch(pair.map(SearchText.stem)), named.covered.count == 2 { return named.entry.key }
                return exactDatabaseMatch(pair)?.key
            }
            for (filling, other) in [(foodWords[0], foodWords[2]), (foodWords[2], foodWords[0])] {
                guard let key = names(filling), key != plain else { continue }
                foodWords = [filling, dish]
                if names(other) != plain || plain == nil { leftFillings = [other] }
                break
            }
        }
        // "coffee without sugar", "a burger with no bun", "caesar salad without dressing": the food is what comes
        // before; a name that says it is without those ("…, no dressing") is that food exactly, and one that has
        // them ("…, with cheese") is not.
        var resolution: FoodResolution?
        if let negation = foodWords.indices.first(where: { $0 > 0 && ["without", "no"].contains(foodWords[$0]) }),
            negation + 1 < foodWords.count, foodWords.count - negation <= 4
        {
            let before = Array(foodWords[..<negation])
            let beforeStems = Set(before.map(SearchText.stem))
            let without = Set(foodWords[(negation + 1)...].map(SearchText.stem))
            // A name that says it is without what was typed ("…, no dressing", "…, no sugar added"), and names the food.
            func saysWithout(_ food: Food) -> Bool {
                let nameWords = SearchText.words(food.name)
                let named = MealParser.namingStems(food.name)
                return named.isDisjoint(with: without) && !named.isDisjoint(with: beforeStems)
                    && nameWords.indices.contains { ["no", "without"].contains(nameWords[$0]) && nameWords[($0 + 1)...].contains { without.contains(SearchText.stem($0)) } }
            }
            let counted = quantity != nil, typedUnit = annotationUnit?.unit ?? unit
            // (The food the words before it name may say so itself: "boiled broccoli without salt" is "Broccoli, cooked,
            // boiled, drained, without salt", not another entry that also says it.)
            let plain = before.contains(where: { !MealParser.chatter.contains($0) }) ? resolveFood(before, brand: brand, unit: typedUnit, counted: counted) : nil
            if let plain, saysWithout(plain.food) {
                resolution = plain
                foodWords = before
            } else if let exact = exactDatabaseMatch(foodWords.filter { !MealParser.chatter.contains($0) }, unit: typedUnit, counted: counted), saysWithout(exact) {
                resolution = FoodResolution(food: exact, entry: nil, covered: 0..<before.count, confidence: 0.8)
            } else if let whole = resolveFood(foodWords, brand: brand, unit: typedUnit, counted: counted), saysWithout(whole.food) {
                resolution = whole
            } else if !without.isDisjoint(with: ["bun", "bread", "roll"]), let head = before.last.map(SearchText.stem), ["burger", "hamburger"].contains(head),
                before.dropLast().allSatisfy({ ["beef", "plain", "single"].contains($0) }),
                let patty = resolveFood(["beef", "patty"], brand: nil, unit: typedUnit, counted: counted)
            {
                // "a burger with no bun": what is left of a hamburger is its patty.
                resolution = FoodResolution(food: patty.food, entry: nil, covered: 0..<before.count, confidence: 0.8, read: Set(before.indices))
                foodWords = before
            } else {
                resolution = plain
                if resolution != nil { foodWords = before }
            }
        }
        // Match the food: lexicon (with the meal's brand), then the database.
        if resolution == nil, let sandwichOnBread {
            resolution = FoodResolution(food: sandwichOnBread, entry: nil, covered: 0..<foodWords.count, confidence: 0.75, read: Set(foodWords.indices))
        }
        if resolution == nil {
            // ("a can of green beans, 14 oz": the weight after it is the amount, and the can still says canned.)
            let canned = heldInCan || unit == "can" && annotationUnit != nil
            resolution = resolveFood(foodWords, brand: brand, unit: annotationUnit?.unit ?? unit, counted: quantity != nil, heldIn: canned ? "can" : nil)
            // (Once for the item's reading, not for every span a reading tries: it asks the database of each pair.)
            if let found = resolution,
                let closed = closedUpReading(foodWords, found: found, brand: brand, unit: annotationUnit?.unit ?? unit, counted: quantity != nil,
                                             heldIn: canned ? "can" : nil)
            {
                resolution = closed
            }
            // "shrimp tails", "3 oz of crab claws": the part of a sea creature said after it, where the reading found
            // holds the part (another animal's tail) but not the creature, is the creature's meat: read without the
            // part.
            if let found = resolution, brand == nil, let part = foodWords.firstIndex(where: { ["tail", "tails", "claw", "claws"].contains($0) }),
                part > 0, !ignoredWords(foodWords, food: found.food, entry: found.entry, itemUnit: unit, read: found.read).isEmpty
            {
                var without = foodWords
                without.remove(at: part)
                if let other = resolveFood(without, brand: brand, unit: annotationUnit?.unit ?? unit, counted: quantity != nil),
                    other.food.group == "fish" || ["fish", "crustaceans", "mollusks"].contains(MealParser.filedUnder(other.food.name)),
                    ignoredWords(without, food: other.food, entry: other.entry, itemUnit: unit, read: other.read).isEmpty
                {
                    resolution = other
                    foodWords = without
                }
            }
            // A word some names hold ("kosher" of "kosher dill") but none beside the others, which leaves a word the
            // reading could have named unread ("sweet" of a kosher wine): read without it, when that names every other
            // word ("Wine, dessert, sweet"); the word is reported.
            if let found = resolution, foodWords.count >= 3, brand == nil,
                case let unread = ignoredWords(foodWords, food: found.food, entry: found.entry, itemUnit: unit, read: found.read),
                unread.count >= 2, unread.count <= 3
            {
                // (Never a food's own word, "pork" beside "turkey", nor one the reading holds run together, "brazil"
                // of "Brazilnuts"; and the other reading comes with nothing untyped: butter crackers are no crackers
                // "with peanut butter filling".)
                let lowered = found.food.name.lowercased()
                for word in unread where lexicon.bestMatch([SearchText.stem(word)]) == nil && QuantityText.number(word) == nil
                    && !SearchText.containsBytes(lowered, word) && !namesAFood(word)
                {
                    var without = foodWords
                    without.removeAll { $0 == word }
                    if let other = resolveFood(without, brand: brand, unit: annotationUnit?.unit ?? unit, counted: quantity != nil),
                        ignoredWords(without, food: other.food, entry: other.entry, itemUnit: unit, read: other.read).isEmpty,
                        case let typed = Set(without.map(SearchText.stem)), case let nameWords = SearchText.words(other.food.name),
                        nameWords.firstIndex(of: "with").map({ nameWords[($0 + 1)...].allSatisfy { typed.contains(SearchText.stem($0)) } }) ?? true
                    {
                        resolution = other
                        foodWords = without
                        leftFillings.append(word)
                        break
                    }
                }
            }
        }
        // "3 breadsticks from olive garden": a chain that lists no such item; the food itself, with the chain reported
        // unread and the confidence lowered, rather than nothing.
        if resolution == nil, let chain = brand ?? MealParser.brand(in: foodWords) {
            let chainWords = Set(MealParser.brands.filter { $0.name == chain }.flatMap(\.words))
            let plain = foodWords.filter { !chainWords.contains($0) && !["from", "at"].contains($0) }
            if !plain.isEmpty, var generic = resolveFood(plain, brand: nil, unit: annotationUnit?.unit ?? unit, counted: quantity != nil),
                // (Only a plain food that names what was typed: never another chain's item, nor a near spelling.)
                MealParser.brand(in: SearchText.words(generic.food.name)) == nil,
                let head = plain.last(where: { !MealParser.chatter.contains($0) }),
                MealParser.namesWord(SearchText.stem(head), MealParser.namingStems(generic.food.name))
                    || generic.entry.map({ entry in lexicon.coverage(of: entry, in: plain.map(SearchText.stem)).contains(plain.count - 1) }) == true
            {
                generic.confidence = min(generic.confidence, 0.5)
                generic.covered = 0..<0
                generic.read = []
                resolution = generic
                foodWords = plain
                leftFillings.append(chain)
            }
        }
        guard var food = resolution?.food else {
            return nil
        }
        // "a club sandwich on wheat": the sandwich USDA lists on that bread, when the one found is on another.
        if !breadSaid.isEmpty, let sibling = onBreadSibling(of: food, bread: breadSaid) { food = sibling }
        // "vanilla pudding, 1 snack cup": a dessert found as its dry mix, where the words say nothing of a mix or a
        // packet, is eaten ready: the ready-to-eat entry of the same food.
        if MealParser.nameTerms(food.name).contains("dry mix"), !MealParser.nameTerms(food.name).contains("prepared"),
            case let typed = foodWords + [annotationUnit?.unit ?? unit ?? ""],
            !typed.contains(where: { ["dry", "mix", "powder", "packet", "packets", "package", "packages", "box", "boxes", "envelope", "envelopes"].contains($0) }),
            let ready = readyToEat(food, words: foodWords) ?? surveyDish(madeBy: food, words: foodWords)
        {
            food = ready
        }
        // "6 jumbo olives": an entry of the same food whose name covers the typed size ("Olives, ripe, canned
        // (jumbo-super colossal)") and lists it, where the one found does not.
        if let size, resolution?.entry == nil || resolution?.entry?.each.isEmpty == true,
            !MeasureResolver.unitWeights(of: food).contains(where: { $0.size == size || $0.unit == size }),
            let sized = exactDatabaseMatch(foodWords.filter { !MealParser.chatter.contains($0) } + [size]), sized.key != food.key,
            MealParser.baseWords(sized.name) == MealParser.baseWords(food.name),
            // (Or names it: "McDonald's, biscuit, large size" beside "…, regular size".)
            MeasureResolver.unitWeights(of: sized).contains(where: { $0.size == size || $0.unit == size })
                || SearchText.words(sized.name.lowercased()).contains(size) && !SearchText.words(food.name.lowercased()).contains(size)
        {
            food = sized
        }
        // "a package of ramen": a lexicon food with no measure for the container it is sold in (a restaurant bowl)
        // gives way to the lexicon's packaged food of the same name that has one ("instant ramen": 1 package).
        if let entry = resolution?.entry, let sold = annotationUnit?.unit ?? unit, MealParser.soldInUnits.contains(sold),
            let packaged = packagedEntryFood(for: entry, unit: sold, words: foodWords, food: food)
        {
            food = packaged
        }
        if let entry = resolution?.entry {
            food = entry.adapted(food)
        } else if let key = food.key, let entry = lexicon.entry(forKey: key) {
            // A variant the lexicon also knows ("broccoli, steamed" is its "steamed broccoli") keeps its measures.
            food = entry.adapted(food)
        }
        // Unit words after the food name ("snickers bar", "sausage links", "reese's 2 cup pack").
        let covered = resolution?.covered ?? 0..<0
        if unit == nil {
            // (Not a word before the food read: "steak" of "a steak and cheese quesadilla" is a filling. A "cup" the
            // search took in but the food's name does not hold is still its container: "a rhubarb custard cup"; a count
            // word so taken in that the food's own measures list is how it was counted, when no size says otherwise:
            // "10 yellow pepper strips".)
            let named = Set(SearchText.words(food.name).map(SearchText.stem))
            let countedBy = { (normal: String) in
                HouseholdUnit.isVolume(normal) || size == nil && !HouseholdUnit.isWeight(normal) && normal != "item" && MeasureResolver.lists(normal, of: food)
            }
            for (position, word) in foodWords.enumerated().reversed()
            where (!covered.contains(position)
                || position == covered.upperBound - 1 && HouseholdUnit.normalized(word).map(countedBy) == true && !named.contains(SearchText.stem(word)))
                && (covered.isEmpty || position > covered.lowerBound)
            {
                if let normal = HouseholdUnit.normalized(word), !HouseholdUnit.isWeight(normal), normal != "item" {
                    if HouseholdUnit.isVolume(normal) && position > 0 && QuantityText.number(foodWords[position - 1]) != nil { continue }
                    // After the food, "cup" is a container ("yogurt cup", "fruit cup"), not a measure.
                    unit = HouseholdUnit.isVolume(normal) ? "container" : normal
                    break
                }
            }
        }
        descriptors += foodWords + (resolution?.entry?.prefer ?? [])
        // "a rye bread sandwich": the bread of one sandwich is two slices.
        if sandwichBread, MealParser.baseWords(food.name).first == "bread" {
            unit = "slice"
            quantity = 2
        }
        var count = quantity ?? segment.inheritCount ?? (unit != nil ? 1 : nil)
        var itemUnit = unit
        var assumption: String?
        var choices: [String] = []
        var confidence = resolution?.confidence ?? 0.5
        if let note = annotationUnit {
            // "(1 oz each)" with a count: that many of the amount; else the amount replaces "bowl of".
            // "2 glasses of wine (5 oz)", "3 beers (12 oz)": drinks counted by the glass, can or bottle are sized by a
            // parenthesis of one drink's volume.
            let drinkSize = note.unit.map { ["fl oz", "oz", "ml"].contains($0) } == true && MeasureResolver.isLiquid(food)
                // (Not shots: "2 shots of espresso (2 fl oz)", "a double espresso", state both together.)
                && (unit.map { MealParser.containerWords.contains($0) } ?? true)
                && (note.unit == "ml" ? note.quantity <= 710 : note.quantity <= 24)
            if note.descriptors.contains("each") || drinkSize && (count ?? 1) > 1, let n = count {
                count = n * note.quantity
            } else {
                count = note.quantity
            }
            itemUnit = note.unit
        }
        if isRange { confidence *= 0.8 }
        var amount: GramResolution?
        if let n = count {
            // ("…, 3 tbsp dry" said of a hot cereal read as made with water: the amount is of the dry cereal.)
            let amountSays = MealParser.tokens(segment.text).contains(MeasureText.dryIngredient)
                || annotationUnit?.descriptors.contains(MeasureText.dryIngredient) == true ? [MeasureText.dryIngredient] : []
            amount = MeasureResolver.resolve(
                quantity: n, unit: itemUnit, size: size, food: food, foodWords: foodWords, descriptors: descriptors + amountSays,
                said: MealParser.tokens(segment.text))
            // ("a whole peeled avocado", "2 items" of an entry with no measure to count by: only a count, as if no unit
            // were said, so a related entry's piece weighs each.)
            if amount == nil, itemUnit == "item", annotationUnit == nil { itemUnit = nil }
            // The whole the share is of, where a measure's label states its weight ("1 package, 15.1 oz pizza" = 452 g as
            // eaten): that measure's weight, shared.
            if let weighed = shareOfWeighed, annotationUnit == nil, itemUnit == weighed.unit,
                let labelled = MeasureResolver.labelledMeasure(food, weight: weighed.whole, unit: weighed.unit)
            {
                let grams = weighed.share * labelled.grams
                amount = GramResolution(
                    grams: grams,
                    basis: "\(QuantityText.format(weighed.share)) of \(labelled.name) = \(QuantityText.format(weighed.share)) × \(MeasureResolver.fmt(labelled.grams)) g → \(MeasureResolver.fmt(grams)) g",
                    confidence: 0.9, assumption: nil)
            }
            // "half of the nachos", "1/3 of the chicken nuggets": a share of a plural said with no count is that share of
            // its usual portion, never of one piece.
            if let share = quantity, share < 1, itemUnit == nil, annotationUnit == nil, segment.inheritCount == nil,
                MealParser.tokens(segment.text).dropFirst().first == "of", MealParser.namesSeveral(foodWords)
            {
                let usual = MealParser.defaultPortion(for: food, phrase: foodWords, size: size)
                if usual.1 == 1, usual.2 == nil, usual.0.grams > (amount?.grams ?? 0) / share {
                    let grams = share * usual.0.grams
                    amount = GramResolution(
                        grams: grams,
                        basis: "\(usual.0.basis); \(QuantityText.format(share)) × \(MeasureResolver.fmt(usual.0.grams)) g → \(MeasureResolver.fmt(grams)) g",
                        confidence: 0.6, assumption: usual.0.assumption)
                }
            }
            // A serving where USDA states none is never a cup of almonds, one olive or a whole pineapple: the ounce
            // the entry lists (snacks, deli meats), else the usual portion of such a food, as when no amount is given.
            if itemUnit == "serving", case let weights = MeasureResolver.unitWeights(of: food),
                !weights.contains(where: { $0.unit == "serving" && !$0.isDerived }),
                weights.first?.isVolume == true || amount.map({ !(15...500).contains($0.grams / max(n, 0.001)) }) ?? true
            {
                if let ounce = weights.first(where: { $0.unit == "oz" && $0.perMeasure == 1 && !$0.isDerived }) {
                    let grams = n * ounce.gramsPerUnit
                    amount = GramResolution(
                        grams: grams, basis: "no serving size; \(ounce.measure.name) = \(MeasureResolver.fmt(ounce.gramsPerUnit)) g; \(QuantityText.format(n)) × \(MeasureResolver.fmt(ounce.gramsPerUnit)) g → \(MeasureResolver.fmt(grams)) g",
                        confidence: 0.5, assumption: "no serving size; 1 oz")
                } else {
                    let usual = MealParser.defaultPortion(for: food, phrase: foodWords, size: size)
                    let grams = n * usual.0.grams
                    amount = GramResolution(
                        grams: grams, basis: "no serving size; \(usual.0.basis); \(QuantityText.format(n)) × \(MeasureResolver.fmt(usual.0.grams)) g → \(MeasureResolver.fmt(grams)) g",
                        confidence: 0.5, assumption: "no serving size; a usual portion")
                }
            }
            if let unit = itemUnit, !HouseholdUnit.isWeight(unit), amount == nil || (amount?.confidence ?? 1) < 0.5 || amount?.isStandIn == true,
                let related = relatedUnitWeight(food, quantity: n, unit: unit, size: size, descriptors: descriptors)
                    ?? (amount == nil ? twinContainerWeight(food, quantity: n, unit: unit, descriptors: descriptors) : nil)
                    ?? (amount == nil ? unitWeightByTypedName(food, quantity: n, unit: unit, size: size, descriptors: descriptors) : nil)
            {
                // "2 slices of swiss" where this entry lists only cups, "1/2 cup diced cheddar" where it lists only
                // slices: the measure of a closely related entry.
                amount = related
            } else if let unit = itemUnit, HouseholdUnit.isVolume(unit),
                // ("a cup of broccoli florets": the florets are the cut, USDA's "flowerets".)
                case let cuts = descriptors.compactMap({ HouseholdUnit.normalized($0) == "floweret" ? "flowerets" : MealParser.cutOfPieces($0) }),
                !cuts.isEmpty,
                !food.allMeasures.contains(where: { MealParser.namesCut(cuts, $0.name) }),
                // (An entry whose name says the cut, "Broccoli, frozen, chopped, …", measures its cup of that cut.)
                !MealParser.namesCut(cuts, food.name),
                let related = relatedUnitWeight(food, quantity: n, unit: unit, size: size, descriptors: descriptors),
                MealParser.namesCut(cuts, related.basis)
            {
                // "2 cups chopped kale" where this entry's cup is of whole leaves: a related entry's cup of the typed cut.
                amount = related
            } else if let unit = itemUnit, HouseholdUnit.isVolume(unit),
                // "1/2 cup of avocado" where this entry's only cups are of the fruit puréed or mashed, not said: a related
                // entry's cup of its pieces.
                case let volumes = MeasureResolver.unitWeights(of: food).filter(\.isVolume), !volumes.isEmpty,
                volumes.allSatisfy({ MeasureResolver.isMashed($0.measure.name, unless: descriptors) }),
                let related = relatedUnitWeight(food, quantity: n, unit: unit, size: size, descriptors: descriptors),
                !MeasureResolver.isMashed(related.basis, unless: descriptors)
            {
                amount = related
            }
            // "2 roasted chicken thighs", "5 broccoli florets" where the entry lists only cups and bunches: the piece
            // the words name, from another entry of the same food ("1 thigh, bone and skin removed", "1 floweret"),
            // the nearest in name first.
            if itemUnit == nil, amount == nil || (amount?.confidence ?? 1) < 0.5 || amount?.isStandIn == true,
                let part = foodWords.compactMap(HouseholdUnit.normalized).last(where: { unit in
                    !HouseholdUnit.isWeight(unit) && !HouseholdUnit.isVolume(unit) && !MeasureResolver.containerUnits.contains(unit)
                        && !["item", "serving", "order"].contains(unit)
                }),
                let related = relatedUnitWeight(food, quantity: n, unit: part, size: size, descriptors: descriptors)
                    ?? (amount == nil ? unitWeightByTypedName(food, quantity: n, unit: part, size: size, descriptors: descriptors) : nil)
            {
                amount = related
            }
            // "2 large taco shells" where this entry lists a medium shell and its sibling a large one: the typed size
            // from another entry of the same food (same name before its qualifiers, near the same energy).
            if itemUnit == nil, let size, let read = amount, read.confidence < 0.9, read.assumption?.hasPrefix("no \(size) measure") == true,
                let sized = relatedSizedWeight(food, quantity: n, size: size, descriptors: descriptors)
            {
                // (The entry's own piece of the same width is that size kept this way: a small bagel is 3" across
                // toasted or not, and toasting dries it.)
                if let width = MealParser.statedDiameter(sized.basis),
                    let own = food.allMeasures.first(where: { MealParser.statedDiameter($0.name) == width && !MeasureText.unitWeights(of: $0).contains(where: \.isVolume) })
                {
                    let grams = n * own.grams
                    amount = GramResolution(
                        grams: grams, basis: "\(own.name) = \(MeasureResolver.fmt(own.grams)) g, the \(size) size (\(width)\" dia); \(QuantityText.format(n)) × \(MeasureResolver.fmt(own.grams)) g → \(MeasureResolver.fmt(grams)) g",
                        confidence: 0.75, assumption: nil)
                } else {
                    amount = sized
                }
            }
            // "30 mini shredded wheat biscuits": a mini size the entry neither measures nor is named by, where another
            // entry of the typed food is itself named mini ("…, shredded wheat miniatures" "30 biscuits"): its piece.
            if size == "mini" || foodWords.contains(where: { HouseholdUnit.size($0) == "mini" }),
                !MealParser.namingStems(food.name).contains(SearchText.stem("mini")),
                !MealParser.measuresMini(food),
                let mini = miniNamedWeight(food, quantity: n, unit: itemUnit, words: foodWords)
            {
                amount = mini
            }
            if amount == nil, let itemUnit {
                // A unit the food has no measure for: read the number as servings of its first measure (not a package
                // that makes several). Not a
                // single-serve packet of a food measured by the cup ("a packet of ketchup" is not 1 cup): that is
                // asked about with the usual portion, below.
                if let first = food.allMeasures.first(where: { !MeasureResolver.makesSeveral($0.name) }),
                    case let cupSized = MeasureText.unitWeights(of: first).first.map({ $0.isVolume && ($0.unit == "cup" || $0.unit == "fl oz" && $0.perMeasure >= 2) }) ?? false,
                    itemUnit != "packet" || !cupSized
                {
                    amount = GramResolution(
                        grams: n * first.grams, basis: "\(first.name) = \(EntryPlanner.formatNumber(first.grams)) g (no \(itemUnit) measure)",
                        confidence: 0.35, assumption: "no \(itemUnit) measure for \(food.name); used \(first.name)")
                }
            }
        }
        // "1/8 of a 9 inch pie", "half of a pizza", "half a 12 inch sub": a share of the whole food, when the
        // food has a whole-food measure (or a piece that states its share of one).
        // ("a quarter of a pie": the amount read took its "of" with it.)
        let ofWhole = quantityEnd + 1 < words.count && words[quantityEnd] == "of" && ["a", "an", "the", "one"].contains(words[quantityEnd + 1])
            || quantityEnd > 0 && quantityEnd < words.count && words[quantityEnd - 1] == "of" && ["a", "an", "the", "one"].contains(words[quantityEnd])
            || quantityEnd > 1 && words[quantityEnd - 2] == "of" && ["a", "an", "the", "one"].contains(words[quantityEnd - 1])
        let namesAPiece = foodWords.contains { ["slice", "piece", "wedge", "serving", "square", "bar", "bite"].contains(HouseholdUnit.normalized($0) ?? $0) }
        // (A whole the entry does not state is its sibling's, the same food made another way: "Pie, pecan, prepared from
        // recipe" states "1/8 of 9" dia" where the commercial pie lists only a slice.)
        func siblingWhole() -> (grams: Double, basis: String)? {
            let energy = food.nutrientsPer100g.kcal
            for other in relatedFoods(food) where abs(other.nutrientsPer100g.kcal - energy) <= 0.15 * max(energy, 1) {
                if let whole = MeasureResolver.wholeWeight(of: other, sizes: words) { return (whole.grams, "\(other.name) (related entry): \(whole.basis)") }
            }
            return nil
        }
        if let n = count, n < 1, itemUnit == nil, !namesAPiece, ofWhole || foodWords.contains("inch"),
            let whole = MeasureResolver.wholeWeight(of: food, sizes: words) ?? siblingWhole()
        {
            let grams = n * whole.grams
            amount = GramResolution(
                grams: grams, basis: "\(whole.basis); \(QuantityText.format(n)) × \(MeasureResolver.fmt(whole.grams)) g → \(MeasureResolver.fmt(grams)) g",
                confidence: 0.85, assumption: nil)
            itemUnit = "whole"
        } else if let n = count, n < 1, (4...16).contains(1 / n), itemUnit == nil, !namesAPiece, ofWhole,
            let piece = MeasureResolver.unitWeights(of: food).first(where: { weight in
                ["slice", "piece", "wedge"].contains(weight.unit) && weight.perMeasure == 1 && !weight.isDerived
                    && !SearchText.containsBytes(weight.measure.name, "/")
            })
        {
            // ("1/8 of a pie" of an entry whose only piece, "1 slice", states no share, with no whole a sibling
            // states: one such piece is that share as cut, never an eighth of it.)
            amount = GramResolution(
                grams: piece.gramsPerUnit,
                basis: "\(piece.measure.name) = \(MeasureResolver.fmt(piece.gramsPerUnit)) g, one \(piece.unit) as the \(QuantityText.format(n)) cut",
                confidence: 0.5, assumption: "no whole weight stated; one \(piece.unit) taken as the \(QuantityText.format(n)) share")
            itemUnit = "whole"
        }
        // "half of a 10 inch pizza", "3 slices of a 10-inch pizza" of an entry weighed as a 14" one: a round food (and
        // each of as many slices) scales with its area.
        // So does a counted flat round one whose measure states its diameter ("2 eight inch flour tortillas" of "1 tortilla,
        // medium (approx 6" dia)"); a length ("a 12 inch sub") does not scale so.
        // So does a whole one counted of an entry named by its diameter ("a 12 inch pizza" of a 14" pizza's "1 pie").
        // "two pitas, each 6 1/2 inches across", "a 6 inch pita": a count of a food whose measures state their diameters
        // ("1 pita, large (6-1/2\" dia)", "1 pita, small (4\" dia)") is weighed by the nearest of them, scaled by area when
        // it is not the typed one, whatever another reading weighed. (A size typed in whole inches is the stated one within
        // half an inch; a measure of more than one dimension, "(4\" long x 1-1/8\" dia)", is only ever the one it states.)
        var sizedByDiameter = false
        if itemUnit == nil, let n = count, n >= 1, let typed = MealParser.inches(in: words),
            case let stated = MeasureResolver.unitWeights(of: food).compactMap({ weight -> (weight: UnitWeight, inches: Double)? in
                guard !weight.isVolume, !weight.isWeight, let inches = MealParser.statedDiameter(weight.measure.name).flatMap(MealParser.diameterValue), inches > 0
                else { return nil }
                let name = weight.measure.name.lowercased()
                if SearchText.containsBytes(name, " long") || SearchText.containsBytes(name, "\" x ") {
                    let sizes = NormalizePatterns.statedSizes.allMatches(in: name).compactMap { MealParser.diameterValue(String(name[$0.range])) }
                    guard let same = sizes.first(where: { abs($0 - typed) <= 0.5 }) else { return nil }
                    return (weight, same)
                }
                return (weight, inches)
            }),
            let nearest = stated.min(by: { abs(log($0.inches / typed)) < abs(log($1.inches / typed)) })
        {
            let factor = abs(nearest.inches - typed) <= 0.5 ? 1 : (typed / nearest.inches) * (typed / nearest.inches)
            let grams = n * nearest.weight.gramsPerUnit * factor
            var basis = MeasureResolver.basis(nearest.weight, quantity: n, grams: n * nearest.weight.gramsPerUnit)
            if factor != 1 {
                basis += "; a \(QuantityText.format(typed))-inch one is (\(QuantityText.format(typed))/\(QuantityText.format(nearest.inches)))² of a \(QuantityText.format(nearest.inches))-inch one → \(MeasureResolver.fmt(grams)) g"
            }
            amount = GramResolution(
                grams: grams, basis: basis, confidence: factor == 1 ? 0.85 : 0.7,
                assumption: factor == 1 ? nil : "a \(QuantityText.format(typed))-inch one scaled from USDA's \(QuantityText.format(nearest.inches))-inch by area")
            sizedByDiameter = true
        }
        let countedRound = itemUnit == nil && count != nil && amount.map { read in
            SearchText.containsBytes(read.basis, " dia")
                || MealParser.statedInches(food.name) != nil && ["1 pie", "1 pizza", "1 whole"].contains(where: { read.basis.hasPrefix($0) })
        } == true
        if !sizedByDiameter, let cut = itemUnit ?? (countedRound ? "piece" : nil), ["whole", "slice", "piece", "wedge"].contains(cut), let read = amount,
            let typed = MealParser.inches(in: words),
            let stated = MealParser.statedInches(food.name + " " + read.basis), typed != stated,
            // ("1 cake, 2-layer (8\" or 9\" dia)" states either size: a 9-inch one is that cake.)
            !MealParser.statesEitherSize(typed, food.name + " " + read.basis)
        {
            let factor = (typed / stated) * (typed / stated)
            let what = cut == "whole" ? "one" : cut
            amount = GramResolution(
                grams: read.grams * factor,
                basis: read.basis + "; a \(QuantityText.format(typed))-inch one is (\(QuantityText.format(typed))/\(QuantityText.format(stated)))² of a \(QuantityText.format(stated))-inch one → \(MeasureResolver.fmt(read.grams * factor)) g",
                confidence: min(read.confidence, 0.7),
                assumption: (read.assumption.map { $0 + "; " } ?? "") + "a \(QuantityText.format(typed))-inch \(what) scaled from USDA's \(QuantityText.format(stated))-inch by area")
        }
        // "a taco salad" from a restaurant listed only as "1.5 cup": one is that serving, not one cup of it. So is a
        // chain's item listed only by its weight ("McDonald's, warm cinnamon roll" "3.7 oz"): the item as sold.
        if let n = count, itemUnit == nil, food.group == "fastfood", let first = food.allMeasures.first, !MeasureResolver.isLiquid(food),
            MeasureResolver.unitWeights(of: food).allSatisfy(\.isVolume)
                || MealParser.brand(in: SearchText.words(food.name)) != nil && food.allMeasures.allSatisfy(MealParser.weighsItsItem)
        {
            let grams = n * first.grams
            amount = GramResolution(
                grams: grams, basis: "\(first.name) = \(MeasureResolver.fmt(first.grams)) g (the restaurant's serving); \(QuantityText.format(n)) × \(MeasureResolver.fmt(first.grams)) g → \(MeasureResolver.fmt(grams)) g",
                confidence: 0.75, assumption: "one serving as listed: \(first.name)")
        }
        // "a medium coke" where the drink lists no cup of that size (a 12 fl oz can): the size drinks are sold in.
        if let n = count, itemUnit == nil, let size, amount?.assumption?.hasPrefix("no \(size) measure") == true,
            let poured = MealParser.sizedDrink(food, count: n, size: size)
        {
            amount = poured.resolution
            choices = MealParser.drinkSizeChoices
        }
        // "2 bud lights": a count of a drink is that many of its serving as USDA lists it ("12 fl oz", "1 serving, 5 fl oz").
        if let n = count, itemUnit == nil, amount == nil || (amount?.confidence ?? 1) < 0.5, MeasureResolver.isLiquid(food),
            case let servings = MeasureResolver.unitWeights(of: food).filter({ $0.unit == "fl oz" && $0.perMeasure >= 5 && $0.perMeasure <= 24 }),
            // The cup that names the typed size ("a small shake": "16 fl oz cup, small").
            let serving = servings.first(where: { size != nil && $0.size == size }) ?? servings.first
        {
            let grams = n * serving.measure.grams
            amount = GramResolution(
                grams: grams, basis: "\(serving.measure.name) = \(MeasureResolver.fmt(serving.measure.grams)) g; \(QuantityText.format(n)) × \(MeasureResolver.fmt(serving.measure.grams)) g → \(MeasureResolver.fmt(grams)) g",
                confidence: 0.7, assumption: "each \(serving.measure.name)")
        }
        if let n = count, itemUnit == nil, amount == nil || (amount?.confidence ?? 1) < 0.5 {
            // "10 almonds" where this entry lists only cups: the piece weight of a closely related entry. One borrowed from
            // another food of the same kind only ("25 m&ms" from another chocolate's pieces) may be far off for small
            // pieces counted by the handful: asked about.
            let close = typedPieceWeight(food, words: foodWords) ?? relatedPieceWeight(food)
            let piece = close
                ?? measuredPieceWeight(food, head: foodWords.last(where: { !MealParser.descriptorWords.contains($0) }) ?? foodWords.last, size: size)
                ?? everydayPieceWeight(food)
            if let piece {
                let grams = n * piece.weight.gramsPerUnit
                let loose = close == nil && n >= 5
                amount = GramResolution(
                    grams: grams,
                    basis: "\(piece.food.name) (related entry): \(MeasureResolver.basis(piece.weight, quantity: n, grams: grams))",
                    confidence: loose ? 0.5 : 0.75, assumption: "piece weight from \(piece.food.name)")
            }
        }
        if let n = count, itemUnit == nil, amount == nil || (amount?.confidence ?? 1) < 0.5, let kernel = kernelWeight(food) {
            // "15 cashews" where no entry counts the nut's kernels: the nut group's usual kernel, asked about.
            let grams = n * kernel.weight.gramsPerUnit
            amount = GramResolution(
                grams: grams,
                basis: "no kernel count for this nut; the median kernel of USDA's counted nuts, \(kernel.food.name): \(MeasureResolver.basis(kernel.weight, quantity: n, grams: grams))",
                confidence: 0.5, assumption: "no kernel weight for this nut; a typical nut kernel (\(MeasureResolver.fmt(kernel.weight.gramsPerUnit)) g) assumed")
        }
        // "2 veggie burgers" of a survey entry with no portion at all: the piece of an entry whose name holds the typed
        // food words, alike in energy ("Veggie burgers or soyburgers, unprepared" "1 pattie"). One when no count is said.
        if amount == nil, itemUnit == nil, food.allMeasures.isEmpty,
            let borrowed = unitWeightByTypedName(food, quantity: count ?? 1, unit: nil, size: size, descriptors: descriptors)
        {
            amount = borrowed
        }
        if amount == nil {
            // No amount given (or a unit the food has no measure of): the usual portion, with choices to confirm.
            let typedUnit = itemUnit
            let typedCount = count
            let guess = MealParser.defaultPortion(for: food, phrase: foodWords, size: size)
            amount = guess.resolution
            count = guess.quantity
            itemUnit = guess.unit
            assumption = guess.resolution.assumption
            // "half a sandwich", "2 burritos" of a dish with no measure: that many of the assumed serving.
            // A weight guessed for a food with no portion at all is scaled only for a share of one ("half a …").
            // A count of drinks ("2 lattes", "3 hard seltzers") is that many servings of the drink.
            let servings = MeasureResolver.isLiquid(food)
                && (guess.unit == "cup" && guess.quantity == 1 || guess.unit == "shot" && guess.quantity == 1
                    || guess.unit == "fl oz" && size.flatMap { MealParser.drinkSizes[$0] } == guess.quantity)
            // A survey dish USDA names in the plural ("Swedish meatballs", "Stuffed shells") is had in pieces, several
            // to its serving: a count of them is not that many servings.
            let inPieces = guess.unit == nil && (typedCount ?? 1) > 1 && MealParser.servedInPieces(food)
            if typedUnit == nil, let n = typedCount, n != 1, !inPieces, guess.unit == nil || guess.unit == "g" && n < 1 || servings && n >= 1 && n <= 12,
                let portion = amount
            {
                amount = GramResolution(
                    grams: n * portion.grams, basis: "\(portion.basis); \(QuantityText.format(n)) × \(MeasureResolver.fmt(portion.grams)) g → \(MeasureResolver.fmt(n * portion.grams)) g",
                    confidence: portion.confidence, assumption: portion.assumption)
                count = n * guess.quantity
            } else if typedUnit == nil, let n = typedCount, n != 1, let portion = amount {
                // "10 black beans" of a food weighed only by the cup: the count cannot be weighed, so the usual
                // portion stands in, asked about (never said to be what was typed).
                assumption = "no piece weight for this food; \(QuantityText.format(n)) read as "
                    + (inPieces ? "one serving" : "\(QuantityText.format(guess.quantity)) \(guess.unit ?? "g")")
                amount = GramResolution(grams: portion.grams, basis: portion.basis, confidence: min(portion.confidence, 0.3), assumption: assumption)
            }
            if let typedUnit, let portion = amount {
                let said = "\(QuantityText.format(quantity ?? 1)) \(typedUnit)"
                // Single-serve packets are one usual portion each ("2 packets of ketchup").
                let each = typedUnit == "packet" ? max(1, typedCount ?? 1) : 1
                let grams = each * portion.grams
                assumption = "no \(typedUnit) measure for this food; \(said) read as \(MeasureResolver.fmt(grams)) g"
                amount = GramResolution(
                    grams: grams, basis: "\(said): no \(typedUnit) measure; \(portion.basis)" + (each == 1 ? "" : "; × \(QuantityText.format(each)) → \(MeasureResolver.fmt(grams)) g"),
                    confidence: min(portion.confidence, 0.35), assumption: assumption)
            }
            choices = guess.choices
        }
        // Pieces sold so many to a pound: the measure that says so ("1 link, 5/lb"), else a pound shared among them.
        if let perPound, itemUnit.map({ !HouseholdUnit.isWeight($0) && !HouseholdUnit.isVolume($0) }) ?? true {
            let n = count ?? 1
            let number = QuantityText.format(perPound)
            // ("1 link, 4/lb", "1 frankfurter, (… 8 per lb)")
            let stated = food.allMeasures.first { measure in
                let name = measure.name.lowercased()
                return ["\(number)/lb", "\(number) per lb", "\(number) per pound"].contains { label in
                    guard let at = name.range(of: label) else { return false }
                    return at.lowerBound == name.startIndex || !name[name.index(before: at.lowerBound)].isNumber
                }
            }
            if let stated {
                amount = GramResolution(
                    grams: n * stated.grams,
                    basis: "\(stated.name) = \(MeasureResolver.fmt(stated.grams)) g; \(QuantityText.format(n)) × \(MeasureResolver.fmt(stated.grams)) g → \(MeasureResolver.fmt(n * stated.grams)) g",
                    confidence: 0.9, assumption: nil)
            } else {
                let each = (HouseholdUnit.weights["lb"] ?? 453.59237) / perPound
                amount = GramResolution(
                    grams: n * each,
                    basis: "\(QuantityText.format(perPound)) to a pound: \(MeasureResolver.fmt(each)) g each as sold; \(QuantityText.format(n)) × \(MeasureResolver.fmt(each)) g → \(MeasureResolver.fmt(n * each)) g",
                    confidence: 0.7, assumption: "each piece 1/\(QuantityText.format(perPound)) lb as sold")
            }
            count = n
        }
        if multiplier != 1, let base = amount {
            amount = GramResolution(
                grams: base.grams * multiplier, basis: base.basis + "; × \(QuantityText.format(multiplier)) → \(MeasureResolver.fmt(base.grams * multiplier)) g",
                confidence: base.confidence, assumption: base.assumption)
            count = (count ?? 1) * multiplier
        }
        // A count read through a guessed unit that comes to several times what one serving of such a food holds ("40
        // bags of chips" read as 40 single-serve bags) is no reading of the count: the usual portion stands in, asked about.
        if let counted = amount, let n = count, n >= 2, itemUnit.map({ !HouseholdUnit.isWeight($0) && !HouseholdUnit.isVolume($0) && $0 != "fl oz" }) ?? true,
            counted.confidence < 0.9, food.nutrients(grams: counted.grams).kcal > 3 * MealParser.plausibleKcal(for: food)
        {
            let guess = MealParser.defaultPortion(for: food, phrase: foodWords, size: size)
            let said = QuantityText.format(n) + (itemUnit.map { " " + $0 } ?? "")
            amount = GramResolution(
                grams: guess.resolution.grams, basis: "\(said) would be \(MeasureResolver.fmt(counted.grams)) g; \(guess.resolution.basis)",
                confidence: min(guess.resolution.confidence, 0.3),
                assumption: "\(said) read as the usual portion; \(MeasureResolver.fmt(counted.grams)) g is no plausible amount")
            assumption = amount?.assumption
            count = guess.quantity
            itemUnit = guess.unit
            choices = guess.choices
        }
        // "battered fried chicken", "roast duck, skin on": no amount said at all, read through the food's own whole
        // (a bird USDA weighs by the half), is no reading of what was eaten either: the usual portion, asked about.
        if quantity == nil, itemUnit == nil, annotationUnit == nil, segment.inheritCount == nil, let whole = amount,
            food.nutrients(grams: whole.grams).kcal > MealParser.plausibleKcal(for: food)
        {
            let guess = MealParser.defaultPortion(for: food, phrase: foodWords, size: size)
            amount = GramResolution(
                grams: guess.resolution.grams, basis: "a whole one would be \(MeasureResolver.fmt(whole.grams)) g; \(guess.resolution.basis)",
                confidence: min(guess.resolution.confidence, 0.45), assumption: guess.resolution.assumption)
            assumption = amount?.assumption
            count = guess.quantity
            itemUnit = guess.unit
            choices = guess.choices
        }
        guard let resolved = amount, resolved.grams > 0, resolved.grams <= FoodRules.maximumGrams * 2 else { return nil }
        assumption = assumption ?? resolved.assumption
        confidence *= resolved.confidence
        // Plausibility: more energy than one serving of this kind of food plausibly holds, from a count or
        // a guessed unit rather than a typed weight, is asked about instead of trusted.
        let kcal = food.nutrients(grams: resolved.grams).kcal
        let typedWeight = itemUnit.map { HouseholdUnit.isWeight($0) || HouseholdUnit.isVolume($0) || $0 == "fl oz" } ?? false
        // (A typed weight is trusted unless it holds several times that: "30 × 5 oz" of chicken is asked about.)
        if kcal > MealParser.plausibleKcal(for: food) * (typedWeight ? 3 : 1) {
            confidence *= typedWeight ? 0.5 : 0.4
            assumption = (assumption.map { $0 + "; " } ?? "") + "\(EntryPlanner.formatNumber(kcal.rounded())) kcal is a lot for one item"
            if choices.isEmpty { choices = MealParser.choices(for: food) }
        }
        if choices.isEmpty, resolved.confidence < 0.6 { choices = MealParser.choices(for: food) }
        // (The trim kept as a word of its own reads back as said: "1/4\" trim".)
        let phrase = foodWords.map { MealParser.fatTrimWords[$0].map { $0 + " trim" } ?? $0 }.joined(separator: " ")
        let question = choices.isEmpty ? nil : "How much \(phrase)? " + MealParser.orList(choices) + "?"
        // Every word is used, filler, or reported: words the food's name and the lexicon phrase do not
        // account for lower the confidence.
        let ignored = leftFillings + ignoredWords(foodWords, food: food, entry: resolution?.entry, itemUnit: itemUnit, read: resolution?.read ?? [])
        if !ignored.isEmpty { confidence *= 0.85 }
        return ParsedItem(
            text: segment.text, foodPhrase: phrase, food: food, quantity: count ?? 1, unit: itemUnit,
            // (A size read as fluid ounces, "a large latte" as 20 fl oz, is said by the ounces.)
            size: itemUnit == "fl oz" ? nil : size,
            grams: resolved.grams, nutrients: food.nutrients(grams: resolved.grams), confidence: min(1, max(0, confidence)),
            basis: resolved.basis, assumption: assumption, choices: choices, question: question, ignoredWords: ignored)
    }

    /// Two words food names only ever write as one ("pan cakes", "oat meal", "meat balls") read as that
    /// word; a pair names also write apart ("angel food", "hot dog") stays (search matches either).
    func closingCompounds(_ words: [String]) -> [String] {
        guard words.count >= 2 else { return words }
        var result: [String] = []
        var index = 0
        while index < words.count {
            if index + 1 < words.count, SearchText.joinedStem(words[index], words[index + 1]) != nil {
                let joined = words[index] + words[index + 1]
                // The index matches by stem ("pineapplerings" and "pineapple" share one), so a name must spell it.
                let spelled = joined.count > 6 ? String(joined.prefix(joined.count - 2)) : joined
                if lookup.foodCount(withWord: joined, cap: 1) > 0, lookup.foodCount(withWord: words[index] + " " + words[index + 1], cap: 1) == 0,
                    lookup.search(joined, limit: 5).contains(where: { SearchText.words($0.name).contains { $0.hasPrefix(spelled) } })
                {
                    result.append(joined)
                    index += 2
                    continue
                }
            }
            result.append(words[index])
            index += 1
        }
        return result
    }

    /// A misspelt word for how a food was made ("scrambeled", "grilld") that no food name holds, spelt right before the
    /// meal is split: the rules that split it read those words ("eggs scrambled in butter" is eggs and butter).
    func spellingHowMade(_ text: String) -> String {
        let howMade = MealParser.howMadeWords
        var changed = false
        let tokens = text.split(separator: " ", omittingEmptySubsequences: false).map { token -> String in
            let word = String(token).trimmingCharacters(in: CharacterSet(charactersIn: ",.;:!?()"))
            guard word.count >= 5, word.allSatisfy({ $0.isASCII && $0.isLowercase }), !howMade.contains(word), !lexicon.vocabulary.contains(word),
                !MealParser.isFiller(word)
            else {
                return String(token)
            }
            let limit = SearchText.typoLimit(for: word)
            // (Another form of the word, "slice" of "sliced", is no misspelling of it.)
            let close = howMade.filter { abs($0.count - word.count) <= limit && $0.first == word.first && !$0.hasPrefix(word) && !word.hasPrefix($0) }
                .map { ($0, SearchText.editDistance($0, word, limit: limit)) }.filter { $0.1 <= limit && SearchText.isLikelySlip(word, for: $0.0) }
            // (Only one word near it, and no food name holding it.)
            guard let nearest = close.min(by: { ($0.1, $0.0) < ($1.1, $1.0) }), close.filter({ $0.1 == nearest.1 }).count == 1,
                lookup.foodCount(withWord: word, cap: 1) == 0
            else { return String(token) }
            changed = true
            return String(token).replacingOccurrences(of: word, with: nearest.0)
        }
        return changed ? tokens.joined(separator: " ") : text
    }

    /// Words for how a food was made that a misspelling may be read as (five letters or more).
    static let howMadeWords: Set<String> = preparationWords.union(states.keys).filter { $0.count >= 5 }

    /// The closed list of words that carry no food of their own.
    static func isFiller(_ word: String) -> Bool {
        chatter.contains(word) || descriptorWords.contains(word) || states[word] != nil || CommonFoods.fillers.contains(word)
            || HouseholdUnit.normalized(word) != nil || HouseholdUnit.size(word) != nil || QuantityText.number(word) != nil
            || brand(in: [word]) != nil || mealWords[word] != nil || containerWords.contains(HouseholdUnit.singular(word))
            || ["inch", "x", "each", "times", "serving", "servings", "drizzle", "splash", "dash", "pinch", "dollop", "bit", "little"].contains(word)
            || classWords.contains(word)
    }

    /// The food words neither the chosen food's name, its lexicon names, its unit nor the filler list account for.
    func ignoredWords(_ words: [String], food: Food, entry: CommonFoods.Entry?, itemUnit: String?, read: Set<Int> = []) -> [String] {
        // A share ("70%") is used when the name states it ("70-85% cacao solids").
        let stems = words.map { SearchText.stem($0.hasSuffix("%") ? String($0.dropLast()) : $0) }
        let covered = (entry.map { lexicon.coverage(of: $0, in: stems) } ?? []).union(read)
        var named = Set(SearchText.words(food.name).map(SearchText.stem)).union(MealParser.namingStems(food.name))
        named.formUnion(food.allMeasures.flatMap { SearchText.words($0.name).map(SearchText.stem) })
        if let brand = food.brand { named.formUnion(SearchText.words(brand).map(SearchText.stem)) }
        if MealParser.isMakersSoup(food) { named.insert(SearchText.stem("soup")) }
        // "baby" is read by USDA's "Babyfood, …".
        if MealParser.isBabyFood(food) { named.insert(SearchText.stem("baby")) }
        // "sugar free" is read by a name that says it otherwise ("reduced calorie, with aspartame").
        if MealParser.asksSugarFree(words), MealParser.isSugarFreeKind(food.name) { named.formUnion(MealParser.sugarFreeAskingStems) }
        // "liquid" by USDA's "fluid" ("Cream, fluid, light whipping"), "drink" by "beverage"; "green" seeds by "immature seeds".
        if named.contains("fluid") { named.insert("liquid") }
        if named.contains("beverage") { named.insert("drink") }
        if SearchText.containsBytes(food.name, "immature seeds") { named.insert(SearchText.stem("green")) }
        return words.enumerated().compactMap { index, word in
            if covered.contains(index) || MealParser.namesWord(stems[index], named) || MealParser.isFiller(word) { return nil }
            // A meat a survey dish names as "meat" ("Biryani with meat" for beef biryani) is read by it.
            if MealParser.meats.contains(stems[index]), named.contains("meat"), !named.contains(where: MealParser.meats.contains) { return nil }
            // (So is how it was cut up, "ground" of "ground beef".)
            if ["ground", "minced"].contains(word), index + 1 < stems.count, MealParser.meats.contains(stems[index + 1]), named.contains("meat"),
                !named.contains(where: MealParser.meats.contains)
            {
                return nil
            }
            if MealParser.seafoods.contains(stems[index]), named.contains("seafood"), !named.contains(where: MealParser.seafoods.contains) { return nil }
            if let itemUnit, HouseholdUnit.normalized(word) == itemUnit { return nil }
            // (The pieces it was counted in, "kernels" of a nut, are read by the count.)
            if itemUnit == nil, index == words.count - 1, MealParser.countsPieces(of: food, as: word) { return nil }
            return word
        }
    }

    /// Entries closely related to a food: the same food in another preparation or form, found by the
    /// words of its first two name parts ("Cheese, swiss" → "Cheese, swiss" from FDC; "Almonds" →
    /// "Almonds, dry roasted"), best first.
    func relatedFoods(_ food: Food) -> [Food] {
        let parts = food.name.split(separator: ",").prefix(2).joined(separator: " ")
        let wanted = SearchText.words(parts)
        let base = MealParser.baseWords(food.name)
        guard !wanted.isEmpty else { return [] }
        let found = lookup.search(parts, limit: 25).filter { other in
            other.source.isGeneric && other.key != food.key && MealParser.baseWords(other.name) == base
                && MealParser.namesAll(wanted, Set(SearchText.words(other.name).map(SearchText.stem)))
        }
        if !found.isEmpty { return found }
        // The same food under the other spelling of a compound ("Breadsticks, NFS" and "Bread, sticks, plain"; "Brazil
        // nuts" and "Brazilnuts, dried, unblanched"): the name split into two words the database uses, or two words closed up.
        let head = SearchText.words(String(food.name.split(separator: ",").first ?? ""))
        var spellings: [[String]] = []
        if head.count == 2 { spellings.append([head[0] + head[1]]) }
        if head.count == 1, case let word = head[0], word.count >= 8 {
            for cut in 4...(word.count - 4) {
                let left = String(word.prefix(cut)), right = String(word.dropFirst(cut))
                if lookup.foodCount(withWord: left, cap: 1) > 0, lookup.foodCount(withWord: right, cap: 1) > 0 { spellings.append([left, right]) }
            }
        }
        for spelling in spellings {
            let other = lookup.search(spelling.joined(separator: " "), limit: 10).filter { other in
                other.source.isGeneric && other.key != food.key
                    && MealParser.namesAll(spelling, Set(SearchText.words(other.name.split(separator: ",").prefix(2).joined(separator: " ")).map(SearchText.stem)))
            }
            if !other.isEmpty { return other }
        }
        // Another database's name for the same food ("Bananas, ripe and slightly ripe, raw" → "Bananas, raw"):
        // the same first part in the same state.
        let nameWords = SearchText.words(food.name)
        let state = nameWords.filter { ["raw", "cooked", "boiled", "baked", "roasted", "fried", "canned", "frozen", "dried"].contains($0) }
        // Only when the name's other parts only describe ("ripe and slightly ripe, raw"), never a kind ("monterey jack").
        let describing = MealParser.descriptorWords.union(["and", "or", "slightly", "all", "types", "varieties", "year", "round", "average"])
        let rest = food.name.split(separator: ",").dropFirst().flatMap { SearchText.words(String($0)) }
        guard !base.isEmpty, !rest.isEmpty, rest.allSatisfy(describing.contains) else { return [] }
        return lookup.search((base + state).joined(separator: " "), limit: 25).filter { other in
            let otherWords = Set(SearchText.words(other.name))
            return other.source.isGeneric && other.key != food.key && MealParser.baseWords(other.name) == base && Set(state).isSubset(of: otherWords)
        }
    }

    /// Whether a name's stems hold every one of `words`, each itself or closed up with a neighbour
    /// ("angel food" in "Cake, angelfood").
    static func namesAll(_ words: [String], _ stems: Set<String>) -> Bool {
        words.indices.allSatisfy { index in
            stems.contains(SearchText.stem(words[index]))
                || index + 1 < words.count && SearchText.joinedStem(words[index], words[index + 1]).map(stems.contains) == true
                || index > 0 && SearchText.joinedStem(words[index - 1], words[index]).map(stems.contains) == true
        }
    }

    /// Whether a measure is only a weight other than the unit itself ("5.7 oz", never "1 oz" or "100 g"): the weight of
    /// one item as a chain lists it.
    static func weighsItsItem(_ measure: FoodMeasure) -> Bool {
        let weights = MeasureText.unitWeights(of: measure)
        guard weights.count == 1, let only = weights.first else { return false }
        return only.isWeight && only.perMeasure != 1 && only.perMeasure != 100
    }

    /// A piece weight for a food whose own measures count no pieces: the first related entry whose
    /// measures do ("1 oz, (22 whole kernels)", "1 peanut").
    func relatedPieceWeight(_ food: Food) -> (food: Food, weight: UnitWeight)? {
        // (Never a stand-in's piece: "Fish sticks, meatless" is no fish stick.)
        let standIn = MealParser.isStandIn(food)
        // (A sandwich-type piece is two with a filling between: no piece of the plain food.)
        let sandwich = SearchText.words(food.name).contains("sandwich")
        // (A part of a bird, "…, leg, meat & skin, …", is counted by that part, never by the whole bird a related entry counts.)
        let part = SearchText.words(MealParser.withoutAsides(food.name)).map(SearchText.stem).first(where: MealParser.birdPartStems.contains)
        // (A sandwich made with bread is weighed only by another such sandwich: never by a sandwich cookie or cracker.)
        let breadSandwich = MealParser.isBreadSandwich(food.name)
        // (Nearest in name first: a chocolate-coated pretzel's piece before a plain one's.)
        for other in MealParser.nearestInName(relatedFoods(food), to: food) where (standIn || !MealParser.isStandIn(other)) && (sandwich || !SearchText.words(other.name).contains("sandwich")) {
            if breadSandwich, !MealParser.isBreadSandwich(other.name) { continue }
            let weights = MeasureResolver.unitWeights(of: other).filter { !$0.isVolume && !$0.isWeight }
            if let pieces = MeasureResolver.countMeasures(weights, foodWords: [], food: other),
                let piece = pieces.first(where: { piece in
                    // Counted pieces ("10 twists", "(22 whole kernels)") or a piece named after the food ("1 peanut").
                    !MeasureResolver.containerUnits.contains(piece.unit) && !MealParser.cutUnits.contains(piece.unit)
                        && (piece.perMeasure > 1 || piece.isDerived || MealParser.baseWords(other.name).contains(SearchText.stem(piece.unit)))
                        && part.map { SearchText.stem(piece.unit) == $0 } != false
                })
            {
                return (other, piece)
            }
        }
        return nil
    }

    /// Whether the food is counted in pieces named by `word`: a measure of its own counts them ("1 kernel"), or it is a
    /// nut and they are kernels or halves, the pieces `kernelWeight` weighs where no entry of it counts them.
    static func countsPieces(of food: Food, as word: String) -> Bool {
        MeasureResolver.countsPieces(of: food, as: word) || food.group == "nuts" && ["kernel", "half"].contains(HouseholdUnit.singular(word))
    }

    /// "15 cashews" where no entry of the nut counts its kernels: the median kernel of the nuts USDA does count ("1 oz,
    /// (22 whole kernels)", "(49 kernels)", "(15 halves)"), the nut group's documented default piece.
    func kernelWeight(_ food: Food) -> (food: Food, weight: UnitWeight)? {
        guard food.group == "nuts" || SearchText.words(food.name.lowercased()).first.map({ $0.hasSuffix("nuts") || $0 == "nuts" }) == true else { return nil }
        var kernels: [(food: Food, weight: UnitWeight)] = []
        for other in lookup.search("nuts", limit: 100) where other.source.isGeneric && other.group == "nuts" && !MealParser.isStandIn(other) {
            if let piece = MeasureResolver.unitWeights(of: other).first(where: { weight in
                !weight.isVolume && !weight.isWeight && ["kernel", "half", "nut", "piece"].contains(weight.unit) && weight.perMeasure > 1
            }) {
                kernels.append((other, piece))
            }
        }
        // One per kind of nut (its first name word), so a kind USDA lists many ways counts once.
        var kinds = Set<String>()
        kernels = kernels.filter { kinds.insert(MealParser.baseWords($0.food.name).filter { $0 != "nut" }.first ?? "").inserted }
        guard kernels.count >= 3 else { return nil }
        kernels.sort { $0.weight.gramsPerUnit < $1.weight.gramsPerUnit }
        return kernels[kernels.count / 2]
    }

    /// "12 chocolate covered raisins", "20 corn puffs": the pieces typed in the plural, counted by another entry of
    /// a like food (energy within a third) whose name holds the typed words and whose measure counts those pieces
    /// ("10 pieces", "32 pieces").
    func typedPieceWeight(_ food: Food, words: [String]) -> (food: Food, weight: UnitWeight)? {
        let content = words.filter(MealParser.namesNoAmount)
        guard let head = content.last, HouseholdUnit.singular(head) != head else { return nil }
        let stems = content.map(SearchText.stem)
        // (Words that only describe, "salted" or "roasted", need not be named: USDA says them otherwise, "with salt",
        // and the energy check below keeps a drier or coated piece out.)
        let described = content.filter { !MealParser.descriptorWords.contains($0) }.map(SearchText.stem)
        let kind = described.isEmpty ? stems : described
        let energy = food.nutrientsPer100g.kcal
        let breadSandwich = MealParser.isBreadSandwich(food.name)
        // (A typed word the food's own name holds is its kind, and so the other's too: soft pretzels are not weighed as
        // hard ones, though "soft" only describes. A state USDA says otherwise, "salted" as "with salt", is no kind.)
        let own = Set(SearchText.words(food.name).map(SearchText.stem))
        let ownKind = content.filter { MealParser.states[$0] == nil && own.contains(SearchText.stem($0)) }.map(SearchText.stem)
        // (All the typed words first; then the head alone, for names that say it otherwise: "coated" for "covered".)
        let found = lookup.search(content.joined(separator: " "), limit: 25)
            + (content.count > 2 ? lookup.search([content[0], head].joined(separator: " "), limit: 25) : [])
            + (content.count > 1 ? lookup.search(head, limit: 50) : [])
        for other in found where other.source.isGeneric && !MealParser.isStandIn(other) {
            let named = Set(SearchText.words(other.name).map(SearchText.stem))
            // (A sandwich-type piece, two with a filling, only when a sandwich is typed.)
            if named.contains("sandwich"), !stems.contains("sandwich") { continue }
            // (Nor a sandwich of bread by a sandwich-type cracker.)
            if breadSandwich, !MealParser.isBreadSandwich(other.name) { continue }
            let theirs = other.nutrientsPer100g.kcal
            guard named.contains(SearchText.stem(head)), kind.filter(named.contains).count * 2 > kind.count, ownKind.allSatisfy(named.contains),
                energy <= 0 || theirs <= 0 || max(energy, theirs) <= 4.0 / 3.0 * min(energy, theirs)
            else { continue }
            // (Pieces, not cuts: "10 strips" of a pepper count strips, not peppers.)
            if let piece = MeasureResolver.unitWeights(of: other).first(where: { weight in
                !weight.isVolume && !weight.isWeight && !MeasureResolver.containerUnits.contains(weight.unit) && weight.perMeasure > 1
                    && (!MealParser.cutUnits.contains(weight.unit) || SearchText.stem(weight.unit) == SearchText.stem(head))
            }) {
                return (other, piece)
            }
        }
        return nil
    }

    /// A piece weight from another entry of the same food whose measure names the typed piece: "doughnut
    /// holes" (a survey dish with no portion) from "Doughnuts, yeast-leavened, glazed" "1 doughnut, hole".
    /// Or, when the typed head is the food's own head noun ("10 tortilla chips" of an entry weighed only by the
    /// ounce), another entry of the same food that counts those pieces ("10 chips").
    func measuredPieceWeight(_ food: Food, head: String?, size typedSize: String? = nil) -> (food: Food, weight: UnitWeight)? {
        let base = MealParser.baseWords(food.name)
        guard let head, let first = base.first else { return nil }
        let piece = SearchText.stem(head)
        if base.count > 1, base.last == piece {
            for other in lookup.search(base.joined(separator: " "), limit: 25)
            where other.source.isGeneric && other.key != food.key && MealParser.baseWords(other.name) == base && !MealParser.isStandIn(other) {
                if let weight = MeasureResolver.unitWeights(of: other).first(where: { weight in
                    !weight.isVolume && !weight.isWeight && SearchText.stem(weight.unit) == piece
                }) {
                    return (other, weight)
                }
            }
            // Or another entry that names the food's other words anywhere and counts that piece ("Crackers, melba
            // toast, rye": "1 toast" for "Melba toast"), of like energy (within a third).
            let others = Set(base.dropLast())
            let energy = food.nutrientsPer100g.kcal
            let said = SearchText.words(MealParser.withoutAsides(food.name).split(separator: ",").first.map(String.init) ?? "")
            for other in lookup.search(said.joined(separator: " "), limit: 25) + lookup.search(said.dropLast().joined(separator: " "), limit: 25)
            where other.source.isGeneric && other.key != food.key && (MealParser.isStandIn(food) || !MealParser.isStandIn(other)) && energy > 0
                && others.isSubset(of: MealParser.namingStems(other.name))
                && max(energy, other.nutrientsPer100g.kcal) <= 4.0 / 3.0 * min(energy, other.nutrientsPer100g.kcal)
                // (A sandwich of bread is no sandwich-type cracker or cookie.)
                && (piece != "sandwich" || MealParser.isBreadSandwich(other.name))
            {
                if let weight = MeasureResolver.unitWeights(of: other).first(where: { weight in
                    !weight.isVolume && !weight.isWeight && weight.perMeasure == 1
                        && (SearchText.stem(weight.unit) == piece || HouseholdUnit.normalized(weight.unit).map { $0 == HouseholdUnit.normalized(head) } == true)
                }) {
                    return (other, weight)
                }
            }
        }
        // The typed piece is the food's own name ("an enchilada" of a survey dish with no portion): another entry of
        // that dish that counts it ("Enchilada, with cheese": "1 enchilada"), of like energy (within a third).
        let named = piece == first
        // (A food that counts itself in some size, "1 croissant, mini", takes an ordinary one below: everydayPieceWeight.)
        if named, MeasureResolver.unitWeights(of: food).contains(where: { !$0.isVolume && !$0.isWeight }) { return nil }
        let energy = food.nutrientsPer100g.kcal
        // Of the typed piece's own name, the nearest kind first (most name words in common: a yellow bell pepper weighs
        // as the yellow sweet pepper, not a serrano), then the typed size, then an ordinary size: medium, then a piece
        // of no size, then any other.
        let own = Set(SearchText.words(food.name).map(SearchText.stem))
        var sized: (food: Food, weight: UnitWeight, shared: Int, rank: Int)?
        // (A piece the name says after its first part, "Cookies, graham crackers, …", is sought by both parts first: the
        // kind's own entries, not the first 25 of all cookies.)
        let kind = MealParser.withoutAsides(food.name).split(separator: ",").prefix(2).joined(separator: " ")
        let pool = named ? lookup.search(first, limit: 25) : lookup.search(kind, limit: 25) + lookup.search(first, limit: 25)
        for other in pool
        where other.source.isGeneric && MealParser.baseWords(other.name).first == first && !MealParser.isStandIn(other) {
            // (The same food in another state, "Mushrooms, portabella, raw" for grilled ones, is of like piece whatever
            // its energy, and weighs it before another kind: a soft pretzel as a soft one, not a hard one of the typed size.)
            let sameFood = Array(other.name.lowercased().split(separator: ",").prefix(2)) == Array(food.name.lowercased().split(separator: ",").prefix(2))
                && food.name.contains(",")
            if named {
                let theirs = other.nutrientsPer100g.kcal
                guard other.key != food.key, base.count == 1, energy > 0, theirs > 0, sameFood || max(energy, theirs) <= 4.0 / 3.0 * min(energy, theirs)
                else { continue }
            }
            // (Of the food's own name, a whole one counts too: "1 fruit, without refuse" is one mango.)
            // (Not a unit derived from the measure's size note: "3-3/4" long" is no "1 inch" piece.)
            for weight in MeasureResolver.unitWeights(of: other) where !weight.isVolume && !weight.isWeight && weight.perMeasure == 1
                && (SearchText.words(weight.measure.name).contains(where: { SearchText.stem($0) == piece || named && MealParser.wholeUnits.contains($0) })
                    // (So does one listed by its size alone, "1 large" soft pretzel.)
                    || named && weight.unit == weight.size && HouseholdUnit.sizes.contains(weight.unit))
                && (!weight.isDerived || SearchText.stem(weight.unit) == piece)
            {
                guard named else { return (other, weight) }
                let rank = typedSize != nil && weight.size == typedSize ? -1
                    : weight.size == "medium" ? 0 : weight.size == nil ? 1 : weight.size == "mini" ? 3 : 2
                guard rank < 3 else { continue }
                let shared = Set(SearchText.words(other.name).map(SearchText.stem)).intersection(own).count + (sameFood ? 100 : 0)
                if let best = sized, (shared, -rank) <= (best.shared, -best.rank) { continue }
                sized = (other, weight, shared, rank)
            }
        }
        return sized.map { ($0.food, $0.weight) }
    }

    /// "a croissant" of an entry that lists only its mini one ("1 croissant, mini"): the piece of an ordinary size from
    /// another entry of the same food (the same first name part), a medium one first.
    func everydayPieceWeight(_ food: Food) -> (food: Food, weight: UnitWeight)? {
        let own = MeasureResolver.unitWeights(of: food).filter { !$0.isVolume && !$0.isWeight }
        guard let first = MealParser.baseWords(food.name).first, let mini = own.first(where: { $0.size == "mini" }),
            !own.contains(where: { $0.size != "mini" && $0.unit == mini.unit })
        else { return nil }
        var plain: (food: Food, weight: UnitWeight)?
        for other in lookup.search(first, limit: 25)
        where other.source.isGeneric && other.key != food.key && MealParser.baseWords(other.name).first == first && !MealParser.isStandIn(other) {
            for weight in MeasureResolver.unitWeights(of: other) where weight.unit == mini.unit && weight.perMeasure == 1 && weight.size != "mini" {
                if weight.size == "medium" { return (other, weight) }
                if plain == nil, weight.size == nil { plain = (other, weight) }
            }
        }
        return plain
    }

    /// Whether a food lists a mini piece ("1 bagel, mini", "1 mini").
    static func measuresMini(_ food: Food) -> Bool {
        MeasureResolver.unitWeights(of: food).contains { $0.size == "mini" || HouseholdUnit.size($0.unit) == "mini" }
    }

    /// Grams for a count of mini pieces from another entry of the typed food that is itself named mini ("Cereals
    /// ready-to-eat, kellogg, kellogg's shredded wheat miniatures" "30 biscuits"), alike in energy.
    func miniNamedWeight(_ food: Food, quantity: Double, unit: String?, words: [String]) -> GramResolution? {
        // (The typed words that name the food read: "shredded wheat", not the "biscuits" it is counted in.)
        let own = MealParser.namingStems(food.name)
        let typed = words.filter { word in
            !MealParser.chatter.contains(word) && QuantityText.number(word) == nil && HouseholdUnit.size(word) == nil
        }.map(SearchText.stem).filter(own.contains)
        guard !typed.isEmpty else { return nil }
        let mini = SearchText.stem("mini")
        let found = lookup.search((typed + ["miniatures"]).joined(separator: " "), limit: 25).filter { other in
            let stems = MealParser.namingStems(other.name)
            return other.key != food.key && other.source.isGeneric && MealParser.alikeInEnergy(food, other) && stems.contains(mini)
                && typed.allSatisfy(stems.contains)
        }
        return weightFromRelated(found, quantity: quantity, unit: unit, size: nil, descriptors: [], confidence: 0.7, said: "mini")
    }

    /// Grams for a count of pieces of a size this food has no measure for ("large"), from the nearest entry of the
    /// same food that has it: the same base name, energy within 10 % (the same food kept another way).
    func relatedSizedWeight(_ food: Food, quantity: Double, size: String, descriptors: [String]) -> GramResolution? {
        let energy = food.nutrientsPer100g.kcal
        let base = MealParser.baseWords(food.name)
        let siblings = relatedFoods(food) + lookup.search(base.joined(separator: " "), limit: 25).filter { other in
            other.source.isGeneric && other.key != food.key && MealParser.baseWords(other.name) == base
        }
        let near = siblings.lazy.filter { other in
            abs(other.nutrientsPer100g.kcal - energy) <= 0.1 * max(energy, 1)
                && !SearchText.words(other.name).contains(where: { MealParser.standInWords.contains($0) || MealParser.lighterWords.contains($0) })
        }
        return weightFromRelated(near, quantity: quantity, unit: nil, size: size, descriptors: descriptors, least: 0.9, confidence: 0.75, said: size)
    }

    /// The amount weighed by the first of `others` that measures it (at `least` confidence), answered as that related
    /// entry's weight.
    func weightFromRelated<Others: Sequence<Food>>(
        _ others: Others, quantity: Double, unit: String?, size: String?, descriptors: [String], least: Double = 0.6, confidence: Double,
        said: String
    ) -> GramResolution? {
        for other in others {
            guard let amount = MeasureResolver.resolve(quantity: quantity, unit: unit, size: size, food: other, descriptors: descriptors),
                amount.confidence >= least
            else { continue }
            return GramResolution(
                grams: amount.grams, basis: "\(other.name) (related entry): \(amount.basis)", confidence: confidence,
                assumption: "\(said) weight from \(other.name)")
        }
        return nil
    }

    /// Whether two foods are alike in substance: energy per gram within half again (a cup of dry cereal is no cup of
    /// cooked porridge); a food with no energy stated is alike to any.
    static func alikeInEnergy(_ food: Food, _ other: Food) -> Bool {
        let (mine, theirs) = (food.nutrientsPer100g.kcal, other.nutrientsPer100g.kcal)
        return mine <= 0 || theirs <= 0 || max(mine, theirs) <= 1.5 * min(mine, theirs)
    }

    /// "2 tins of potted meat" of a survey entry with no portion at all: the container of the same food in another of
    /// USDA's databases, an entry whose name holds every word of this one's and whose energy is within a tenth of it (a
    /// can is sized by what it holds, so never a merely related food's can).
    func twinContainerWeight(_ food: Food, quantity: Double, unit: String, descriptors: [String]) -> GramResolution? {
        guard food.allMeasures.isEmpty, MeasureResolver.containerUnits.contains(unit), case let energy = food.nutrientsPer100g.kcal, energy > 0
        else { return nil }
        let own = Set(SearchText.words(food.name).map(SearchText.stem))
        let twins = lookup.search(SearchText.words(food.name).joined(separator: " "), limit: 25).filter { other in
            other.source.isGeneric && other.key != food.key && !MealParser.isStandIn(other)
                && own.isSubset(of: Set(SearchText.words(other.name).map(SearchText.stem)))
                && abs(other.nutrientsPer100g.kcal - energy) <= 0.1 * energy
                && MeasureResolver.unitWeights(of: other).contains { $0.unit == unit }
        }
        return weightFromRelated(twins, quantity: quantity, unit: unit, size: nil, descriptors: descriptors, least: 0.85, confidence: 0.75, said: unit)
    }

    /// Grams for a count of a unit this food has no measure for, from the first related entry that has it.
    func relatedUnitWeight(_ food: Food, quantity: Double, unit: String, size: String?, descriptors: [String] = []) -> GramResolution? {
        // Never a stand-in's measure ("imitation"); first an entry whose measure names the typed cut ("1 cup, diced").
        // The same cut in other states: a search by the whole name without its cooking words finds siblings the
        // first two name parts ("Chicken, broilers or fryers") leave past the first results.
        // (And by its head alone: "Cabbage, raw" measures the cut of "Cabbage, green, raw", whose variety word the other leaves out.)
        let head = MealParser.baseWords(food.name)
        let sameCut = (lookup.search(SearchText.words(food.name).filter { !MealParser.stateNameWords.contains($0) }.joined(separator: " "), limit: 25)
            + (HouseholdUnit.isVolume(unit) && !head.isEmpty ? lookup.search(head.joined(separator: " "), limit: 25) : [])).filter { other in
            other.source.isGeneric && other.key != food.key && MealParser.baseWords(other.name) == head
        }
        var seen = Set<String>()
        let relatives = (relatedFoods(food) + sameCut).filter { other in
            guard let key = other.key, !seen.contains(key) else { return false }
            seen.insert(key)
            return true
        }.filter { other in
            !SearchText.words(other.name).contains { MealParser.standInWords.contains($0) && !descriptors.contains($0) }
        }
        let cuts = Set(descriptors).subtracting(SearchText.words(food.name))
        // Nearest in name first ("…, breast, meat only, cooked, fried" for "…, breast, meat only, cooked, roasted").
        let related = MealParser.nearestInName(relatives, to: food)
        // (And before it, an entry whose measure of the unit names the typed food itself: "1 cup, oyster crackers" of
        // saltines for "oyster crackers, a cup", never their "1 cup, crushed".)
        let typedWords = Set(descriptors)
        let synonyms = MeasureResolver.unitSynonyms(unit)
        let namingFood = related.filter { other in
            other.allMeasures.contains { measure in
                let named = SearchText.words(measure.name).filter { word in
                    QuantityText.number(word) == nil && HouseholdUnit.normalized(word) == nil && HouseholdUnit.size(word) == nil
                }
                return named.count >= 2 && named.allSatisfy(typedWords.contains)
                    && SearchText.words(measure.name).contains { HouseholdUnit.normalized($0).map(synonyms.contains) == true }
            }
        }
        let namingCut = namingFood + related.filter { other in
            !namingFood.contains { $0.key == other.key }
                && other.allMeasures.contains { measure in SearchText.words(measure.name).contains(where: cuts.contains) }
        }
        // A cup of a food weighs as a cup of the same food kept another way only when the two are alike in substance.
        let energy = food.nutrientsPer100g.kcal
        func alike(_ other: Food) -> Bool { MealParser.alikeInEnergy(food, other) }
        let volume = HouseholdUnit.isVolume(unit)
        let measuring = (namingCut + related.filter({ other in !namingCut.contains { $0.key == other.key } })).lazy.filter { other in
            (!volume || alike(other)) && MeasureResolver.unitWeights(of: other).contains(where: { volume ? $0.isVolume : synonyms.contains($0.unit) })
        }
        if let answer = weightFromRelated(measuring, quantity: quantity, unit: unit, size: size, descriptors: descriptors, confidence: 0.75, said: unit) {
            return answer
        }
        // A cup of a variant no entry of its own words measures ("Gelatin dessert, sugar free"): another entry of the
        // same food that measures it, the nearest in energy (a cup of the reduced-calorie one made with water) before
        // any guessed density.
        if HouseholdUnit.isVolume(unit), case let base = MealParser.baseWords(food.name), !base.isEmpty, energy > 0 {
            let known = Set(relatives.compactMap(\.key))
            let wider = lookup.search(base.joined(separator: " "), limit: 25).filter { other in
                other.source.isGeneric && other.key.map { $0 != food.key && !known.contains($0) } == true
                    && MealParser.baseWords(other.name) == base && !MealParser.isStandIn(other) && alike(other)
                    && MeasureResolver.unitWeights(of: other).contains(where: \.isVolume)
            }.sorted { abs($0.nutrientsPer100g.kcal - energy) < abs($1.nutrientsPer100g.kcal - energy) }
            if let answer = weightFromRelated(wider, quantity: quantity, unit: unit, size: size, descriptors: descriptors, confidence: 0.7, said: unit) {
                return answer
            }
        }
        // A part counted ("2 leaves of iceberg lettuce") that no entry of this kind measures: the same part of another
        // kind of the food ("Lettuce, cos or romaine" "1 leaf, inner"), the nearest in energy and alike in substance,
        // before the whole head stands in for one leaf.
        // (So is a slice of a bread no entry of its kind slices: "Bread, multigrain, toasted" weighs as another bread's slice.)
        if MealParser.partUnits.contains(unit) || unit == "slice" && MealParser.baseWords(food.name) == ["bread"],
            case let base = MealParser.baseWords(food.name), !base.isEmpty, energy > 0
        {
            let known = Set(relatives.compactMap(\.key))
            // (Kept or cooked the same way first: a toasted slice weighs as another toasted slice.)
            let states = Set(SearchText.words(food.name).filter { MealParser.stateNameWords.contains($0) })
            func sameState(_ other: Food) -> Bool { !states.isEmpty && states.isSubset(of: SearchText.words(other.name)) }
            let kinds = lookup.search((base + states.sorted()).joined(separator: " "), limit: 25).filter { other in
                other.source.isGeneric && other.key.map { $0 != food.key && !known.contains($0) } == true
                    && MealParser.baseWords(other.name) == base && !MealParser.isStandIn(other) && alike(other)
                    && MeasureResolver.unitWeights(of: other).contains { synonyms.contains($0.unit) }
            }.sorted { (sameState($0) ? 0 : 1, abs($0.nutrientsPer100g.kcal - energy)) < (sameState($1) ? 0 : 1, abs($1.nutrientsPer100g.kcal - energy)) }
            if let answer = weightFromRelated(kinds, quantity: quantity, unit: unit, size: size, descriptors: descriptors, confidence: 0.6, said: unit) {
                return answer
            }
        }
        // A counted unit ("2 frozen hash brown patties" of a home recipe listed by the cup): another entry of the
        // same food that measures it and names every typed word, whole or as the start of its own ("hashed").
        guard !HouseholdUnit.isVolume(unit), !HouseholdUnit.isWeight(unit) else { return nil }
        let base = MealParser.baseWords(food.name)
        let typed = descriptors.filter { word in
            !MealParser.chatter.contains(word) && !MealParser.neutralWords.contains(word) && HouseholdUnit.normalized(word) == nil
                && HouseholdUnit.size(word) == nil && QuantityText.number(word) == nil
        }.map(SearchText.stem)
        guard !base.isEmpty, !typed.isEmpty else { return nil }
        // It names nothing beyond the typed words, the food's own name, USDA's plain words and how it was kept
        // ("frozen" hash browns weigh as home-made ones; "sun-dried" tomatoes are not sliced tomatoes).
        let known = Set(typed).union(SearchText.words(food.name).map(SearchText.stem)).union(FoodRanker.neutral)
            .union(["frozen", "refrigerated"])
        func names(_ other: Food) -> Bool {
            let stems = Set(SearchText.words(other.name).map(SearchText.stem))
            return typed.allSatisfy { MealParser.namesWord($0, stems) }
                && stems.subtracting(known).allSatisfy { stem in typed.contains { MealParser.namesWord($0, [stem]) } }
        }
        let found = lookup.search((base + typed).joined(separator: " "), limit: 25).filter { other in
            other.key != food.key && other.source.isGeneric && MealParser.baseWords(other.name) == base && names(other)
                && MeasureResolver.unitWeights(of: other).contains { synonyms.contains($0.unit) }
        }
        guard let other = found.min(by: { $0.name.count < $1.name.count }) else { return nil }
        return weightFromRelated([other], quantity: quantity, unit: unit, size: size, descriptors: descriptors, confidence: 0.7, said: unit)
    }

    /// Grams for a count of a unit neither this entry nor its siblings measure (and no other reading weighs), from another generic entry whose name
    /// (its asides too) holds every typed food word and measures the unit, the nearest in energy and alike in substance:
    /// "a flounder fillet" where the survey's "Fish, flounder, NFS" has no fillet weighs as "Flatfish (flounder & sole
    /// species), cooked, dry heat" "1 fillet".
    /// A count with no unit ("2 veggie burgers" of a survey entry with no portion) weighs as the other entry's piece.
    func unitWeightByTypedName(_ food: Food, quantity: Double, unit: String?, size: String?, descriptors: [String]) -> GramResolution? {
        if let unit {
            guard !HouseholdUnit.isVolume(unit), !HouseholdUnit.isWeight(unit), !MeasureResolver.containerUnits.contains(unit),
                !["item", "serving", "order", "piece"].contains(unit)
            else { return nil }
        }
        // (The typed words the entry's own name holds: the food's words, not how it was cooked or served.)
        let ownWords = SearchText.words(food.name)
        let own = Set(ownWords.indices.filter { $0 == 0 || !["no", "without"].contains(ownWords[$0 - 1]) }.map { SearchText.stem(ownWords[$0]) })
            .subtracting(["no", "without"])
        let typed = Array(Set(descriptors.filter { word in
            !MealParser.chatter.contains(word) && !MealParser.neutralWords.contains(word) && HouseholdUnit.normalized(word) == nil
                && HouseholdUnit.size(word) == nil && QuantityText.number(word) == nil && MealParser.states[word] == nil
                && !MealParser.preparationWords.contains(word)
        }.map(SearchText.stem).filter(own.contains))).sorted()
        let energy = food.nutrientsPer100g.kcal
        guard !typed.isEmpty, energy > 0 else { return nil }
        // A piece borrowed for a count must be the entry's whole: its name says nothing more than the typed words, unit
        // words and what it is without ("Veggie burger patty, no bun"; "Veggie burger, on bun" is a sandwich).
        if unit == nil {
            let nameWords = SearchText.words(food.name)
            let negated = Set(nameWords.indices.filter { $0 > 0 && ["no", "without"].contains(nameWords[$0 - 1]) })
            guard nameWords.indices.allSatisfy({ index in
                let word = nameWords[index]
                return negated.contains(index) || ["no", "without"].contains(word) || typed.contains(SearchText.stem(word))
                    || HouseholdUnit.normalized(word) != nil || MealParser.neutralWords.contains(word)
            }) else { return nil }
        }
        let synonyms = unit.map(MeasureResolver.unitSynonyms) ?? []
        // A chain's item is sold whole: its "1 item" is the piece ("McDonald's, hamburger" "1 item" for a survey
        // "Hamburger (McDonalds)" with no portion).
        let chain = MealParser.brand(in: descriptors) != nil
        func measuresIt(_ weight: UnitWeight) -> Bool {
            unit == nil ? !weight.isVolume && !HouseholdUnit.isWeight(weight.unit) && !MeasureResolver.containerUnits.contains(weight.unit)
                && !["serving", "order"].contains(weight.unit) && (chain || weight.unit != "item") : synonyms.contains(weight.unit)
        }
        let found = lookup.search(typed.joined(separator: " "), limit: 25).filter { other in
            let stems = Set(SearchText.words(other.name).map(SearchText.stem))
            return other.key != food.key && other.source.isGeneric && (!MealParser.isStandIn(other) || MealParser.isStandIn(food))
                && typed.allSatisfy(stems.contains) && other.nutrientsPer100g.kcal > 0 && MealParser.alikeInEnergy(food, other)
                && MeasureResolver.unitWeights(of: other).contains { measuresIt($0) }
        }.sorted { abs($0.nutrientsPer100g.kcal - energy) < abs($1.nutrientsPer100g.kcal - energy) }
        return weightFromRelated(found, quantity: quantity, unit: unit, size: size, descriptors: descriptors, confidence: 0.6, said: unit ?? "piece")
    }

    struct FoodResolution {
        var food: Food
        var entry: CommonFoods.Entry?
        var covered: Range<Int>
        var confidence: Double
        /// Words the lexicon read when the food is its variant ("oatmeal" in "instant oatmeal" → "Cereals, oats, instant").
        var read: Set<Int> = []
    }

    /// The food for the words: the longest lexicon phrase (trying the meal's brand first and
    /// ignoring trailing preparation words like "scrambled"), else the best database match.
    /// The ready-to-eat entry of the food a dry mix is sold to make ("Puddings, vanilla, ready-to-eat" for "Puddings,
    /// vanilla, dry mix, regular"), naming every typed word the mix's name holds.
    func readyToEat(_ mix: Food, words: [String]) -> Food? {
        let base = MealParser.baseWords(mix.name)
        let mixStems = Set(SearchText.words(mix.name).map(SearchText.stem))
        let typed = words.map(SearchText.stem).filter(mixStems.contains)
        let found = lookup.search((typed + ["ready", "to", "eat"]).joined(separator: " "), limit: 25).filter { other in
            let stems = Set(SearchText.words(other.name).map(SearchText.stem))
            return other.source.isGeneric && MealParser.baseWords(other.name) == base && MealParser.nameTerms(other.name).contains("ready to")
                && typed.allSatisfy { MealParser.namesWord($0, stems) }
        }
        return MealParser.bestParse(found, words: words)
    }

    /// The survey's dish a dry mix makes, where USDA lists no ready-to-eat one ("Cake or cupcake, carrot" for "Cake,
    /// pudding-type, carrot, dry mix"): a survey food naming every typed word and no mix.
    func surveyDish(madeBy mix: Food, words: [String]) -> Food? {
        let content = words.filter(MealParser.namesNoAmount)
        guard !content.isEmpty else { return nil }
        let wanted = Set(content.map(SearchText.stem))
        return lookup.search(content.joined(separator: " "), limit: 10).first { other in
            other.source == .usdaFNDDS && !MealParser.nameTerms(other.name).contains("mix") && wanted.isSubset(of: MealParser.namingStems(other.name))
        }
    }

    /// An equally long lexicon phrase overlapping `match` whose food reads every content word of `candidate` (by the
    /// phrase or by the food's own name), when `match` leaves some unread.
    func closerTie(_ match: CommonFoods.Match, food: Food, candidate: [String], stems: [String]) -> (CommonFoods.Match, Food)? {
        let content = candidate.indices.filter { at in
            let word = candidate[at]
            return !MealParser.chatter.contains(word) && !MealParser.preparationWords.contains(word) && !MealParser.neutralWords.contains(word)
                && QuantityText.number(word) == nil && MealParser.states[word] == nil
        }
        func unread(_ match: CommonFoods.Match, _ food: Food) -> Int {
            let named = Set(SearchText.words(food.name).map(SearchText.stem))
            let covered = lexicon.coverage(of: match.entry, in: stems).union(match.covered)
            return content.filter { !covered.contains($0) && !named.contains(stems[$0]) }.count
        }
        guard content.count > match.covered.count, unread(match, food) > 0 else { return nil }
        for other in lexicon.matches(stems, length: match.covered.count) where other.covered != match.covered && other.covered.overlaps(match.covered) {
            if let otherFood = lookup.food(key: other.entry.key), unread(other, otherFood) == 0 { return (other, otherFood) }
        }
        return nil
    }

    /// The word of a food name nearest a typed word that no name holds as typed, among the names the search finds for
    /// it (the search reads slips: "jerkey" finds jerky); never a word of a chain's name ("papa" is no reading of "papya").
    func nameWord(near word: String, limit: Int) -> String? {
        let stem = SearchText.stem(word)
        let named = Set(lookup.search(word, limit: 5).flatMap { SearchText.words($0.name) })
        if named.contains(where: { SearchText.stem($0) == stem }) { return nil }
        // (A name word the typed one only inflects, "shell" of "shelled", is the index reading the root, not a slip.)
        return named.filter { $0.first == word.first && !word.hasPrefix($0) && !MealParser.brandWords.contains($0) && SearchText.isLikelySlip(word, for: $0) }
            // (Two slips in one word change a letter or two, never drop two of them: "lounge" is no "long".)
            .map { ($0, SearchText.editDistance($0, word, limit: limit)) }.filter { $0.1 > 0 && $0.1 <= limit && ($0.1 == 1 || word.count - $0.0.count < 2) }
            .min(by: { ($0.1, $0.0) < ($1.1, $1.0) })?.0
    }

    /// "green pigeon peas": two typed words the database also spells as one ("Pigeonpeas, immature seeds, …"), where the
    /// reading found leaves one of them unnamed, read as that one word.
    func closedUpReading(_ words: [String], found: FoodResolution, brand: String?, unit: String?, counted: Bool, heldIn: String?) -> FoodResolution? {
        guard words.count >= 2 else { return nil }
        let named = MealParser.namingStems(found.food.name)
        // (Words the lexicon read as its food's other name are read: "hot dog" is USDA's frankfurter.)
        let read = (found.entry.map { lexicon.coverage(of: $0, in: words.map(SearchText.stem)) } ?? []).union(found.read)
        func unread(_ index: Int) -> Bool { !read.contains(index) && !named.contains(SearchText.stem(words[index])) }
        for at in words.indices.dropLast() {
            let (first, second) = (words[at], words[at + 1])
            guard first.count >= 3, second.count >= 3, first.allSatisfy(\.isLetter), second.allSatisfy(\.isLetter),
                !MealParser.chatter.contains(first), !MealParser.chatter.contains(second), unread(at) || unread(at + 1),
                let joined = [first + second, first + second + "s"].first(where: { lookup.foodCount(withWord: $0, cap: 1) > 0 })
            else { continue }
            var closed = words
            closed.replaceSubrange(at...(at + 1), with: [joined])
            guard var other = resolveFoodInContainer(closed, brand: brand, unit: unit, counted: counted, heldIn: heldIn),
                SearchText.words(other.food.name).contains(joined)
            else { continue }
            // (Back to the typed words: the one word read stands for the two.)
            func typed(_ index: Int) -> Int { index > at ? index + 1 : index }
            let lower = typed(other.covered.lowerBound)
            let upper = other.covered.upperBound > at ? other.covered.upperBound + 1 : other.covered.upperBound
            other.covered = min(lower, words.count)..<min(max(upper, lower), words.count)
            other.read = Set(other.read.map(typed)).union([at, at + 1])
            return other
        }
        return nil
    }

    func resolveFood(_ words: [String], brand: String?, unit: String? = nil, counted: Bool = false, heldIn: String? = nil) -> FoodResolution? {
        // "zucchini noodles", "cauliflower rice": a vegetable cut to stand in for noodles or a grain is the vegetable, when
        // no database name holds the two together ("rice noodles" and "spinach noodles" are named).
        // (Rice of a vegetable is the riced cabbage kind; "mushroom rice" is rice cooked with mushrooms.)
        if words.count >= 2, let last = words.last, MealParser.grainStandIns.contains(last),
            last != "rice" || words.contains(where: ["cauliflower", "broccoli"].contains),
            case let before = Array(words.dropLast()), before.contains(where: { !MealParser.chatter.contains($0) }),
            exactDatabaseMatch(words.filter { !MealParser.chatter.contains($0) }, unit: unit, counted: counted) == nil,
            var vegetable = resolveFood(before, brand: brand, unit: unit, counted: counted), vegetable.food.group == "vegetables",
            !SearchText.words(vegetable.food.name).contains(last)
        {
            vegetable.covered = vegetable.covered.lowerBound..<words.count
            vegetable.read.insert(words.count - 1)
            return vegetable
        }
        var result = resolveFoodInContainer(words, brand: brand, unit: unit, counted: counted, heldIn: heldIn)
        // "… frozen dinner", "… tv dinner", "… entree": what kind of product a packaged meal is, said after its name, is no
        // food of its own. The words before, read as a packaged meal ("…, frozen entree", "…, frozen meal") whose name holds
        // more of the typed food words than the whole reading's, are that meal.
        if words.count >= 4, case let bare = MealParser.withoutPackagedMealWords(words), bare.count < words.count {
            let said = bare.filter(MealParser.carriesMeaning).map(SearchText.stem)
            func held(_ food: Food) -> Int {
                let stems = MealParser.namingStems(food.name)
                return said.filter(stems.contains).count
            }
            if said.count >= 2, var meal = resolveFoodInContainer(bare, brand: brand, unit: unit, counted: counted, heldIn: heldIn),
                SearchText.words(meal.food.name).contains(where: { $0 == "frozen" || MealParser.packagedMealWords.contains($0) }),
                held(meal.food) > result.map({ held($0.food) }) ?? 0
            {
                meal.read.formUnion(bare.count..<words.count)
                meal.covered = meal.covered.lowerBound..<words.count
                result = meal
            }
        }
        // "… pasta with meatball soup": a maker's soup that USDA names without the word (group soups, "Campbell's red &
        // white, …") is read from the words before "soup", where that holds more of the typed food words.
        // (So is a product said with "drink" last, where the words before name one whose name says it is liquid: "…, liquid
        // nutrition".)
        if words.count >= 3, let last = words.last, ["soup", "soups", "drink", "drinks", "beverage"].contains(last) {
            let soup = ["soup", "soups"].contains(last)
            let bare = Array(words.dropLast())
            let said = bare.filter(MealParser.carriesMeaning).map(SearchText.stem)
            func held(_ food: Food) -> Int {
                let stems = MealParser.namingStems(food.name)
                return said.filter(stems.contains).count
            }
            if said.count >= (soup ? 2 : 1), var found = resolveFoodInContainer(bare, brand: brand, unit: unit, counted: counted, heldIn: heldIn),
                soup ? MealParser.isMakersSoup(found.food)
                    : found.food.group == "beverages" || SearchText.words(found.food.name).contains(where: { ["liquid", "beverage", "drink"].contains($0) }),
                // (Or the same food the words found, whose name leaves the word out.)
                held(found.food) > result.map({ held($0.food) }) ?? 0 || found.food.key == result?.food.key
            {
                found.read.formUnion(bare.count..<words.count)
                found.covered = found.covered.lowerBound..<words.count
                result = found
            }
        }
        // "canned carrots in their juice": a pack said of a food no entry packs in it is the can's own liquid, USDA's
        // "solids & liquids", never another food of the medium ("Prune juice, canned" for the juice): the food without
        // the pack, undrained, where that names every food word the reading with the pack left out (and the pack is
        // read where the food found names every food word but the pack).
        if words.count >= 3, let found = result, let inAt = words.lastIndex(of: "in"), inAt > 0, inAt >= words.count - 3,
            case let medium = words[(inAt + 1)...], let liquid = medium.last, ["juice", "syrup", "liquid", "water"].contains(liquid),
            medium.dropLast().allSatisfy({ ["light", "heavy", "its", "their", "own"].contains($0) }),
            case let bare = Array(words[..<inAt]), bare.contains(where: { ["canned", "tinned"].contains($0) }), !bare.contains(liquid)
        {
            // (A food whose name's head is the medium, "Carrot juice, canned", is the medium, not the food in it.)
            func isMedium(_ food: Food) -> Bool {
                let read = SearchText.nameWords(food.name)
                return read.words.prefix(read.headCount).contains(liquid)
            }
            let stems = MealParser.namingStems(found.food.name)
            let left = bare.filter { MealParser.carriesMeaning($0) && !stems.contains(SearchText.stem($0)) }.map(SearchText.stem)
            if left.isEmpty, !isMedium(found.food) {
                if !stems.contains(SearchText.stem(liquid)) { result?.read.formUnion(inAt..<words.count) }
            } else if var other = resolveFoodInContainer(bare + ["solids", "and", "liquids"], brand: brand, unit: unit, counted: counted, heldIn: heldIn),
                !isMedium(other.food), case let otherStems = MealParser.namingStems(other.food.name),
                bare.filter(MealParser.carriesMeaning).map(SearchText.stem).allSatisfy(otherStems.contains)
            {
                other.read.formUnion(inAt..<words.count)
                other.covered = other.covered.lowerBound..<words.count
                result = other
            }
        }
        // "diet ginger ale", "diet grape soda": a kind without sugar asked of a food found with it is USDA's
        // sugar-free kind of the food, where a name holds every other typed word; a soft drink no such name holds is
        // USDA's low-calorie soda of its type (cola or pepper, else "other than cola or pepper").
        if let found = result, MealParser.asksSugarFree(words), !MealParser.isSugarFreeKind(found.food.name) {
            let said = words.filter { !MealParser.chatter.contains($0) }
            if let kind = exactDatabaseMatch(said, unit: unit, counted: counted), MealParser.isSugarFreeKind(kind.name) {
                result = FoodResolution(food: kind, entry: nil, covered: 0..<words.count, confidence: found.confidence, read: Set(words.indices))
            } else if case let nameWords = SearchText.words(found.food.name),
                nameWords.contains("carbonated") || SearchText.containsBytes(found.food.name.lowercased(), "soft drink"),
                !nameWords.contains("alcoholic"), !nameWords.contains(where: { ["mixer", "tonic", "club", "water"].contains($0) })
            {
                let colaOrPepper = nameWords.contains(where: { ["cola", "pepper"].contains($0) })
                let low = lookup.search(colaOrPepper ? "carbonated beverage low calorie cola pepper" : "carbonated beverage low calorie other than cola pepper", limit: 10)
                    .first { food in
                        let lowered = food.name.lowercased()
                        return food.source.isGeneric && MealParser.isSugarFreeKind(food.name) && SearchText.containsBytes(lowered, "carbonated")
                            && SearchText.containsBytes(lowered, "other than") != colaOrPepper
                    }
                if let low { result = FoodResolution(food: low, entry: nil, covered: 0..<words.count, confidence: found.confidence, read: Set(words.indices)) }
            }
        }
        // "campbell's condensed cream of asparagus soup, canned": "canned" said last of a food whose entries never say
        // it (a maker's condensed soups all come in cans) yields to the words that name the food: the reading without
        // it, where that holds every word the reading with it left out.
        if words.count >= 3, words.last == "canned", let found = result, case let bare = Array(words.dropLast()),
            case let stems = MealParser.namingStems(found.food.name),
            case let left = bare.filter({ MealParser.carriesMeaning($0) && !stems.contains(SearchText.stem($0)) }).map(SearchText.stem), !left.isEmpty,
            var other = resolveFoodInContainer(bare, brand: brand, unit: unit, counted: counted, heldIn: heldIn),
            case let otherStems = MealParser.namingStems(other.food.name), left.allSatisfy(otherStems.contains),
            bare.filter(MealParser.carriesMeaning).map(SearchText.stem).filter({ !otherStems.contains($0) }).count < left.count
        {
            other.read.insert(words.count - 1)
            other.covered = other.covered.lowerBound..<words.count
            result = other
        }
        // "jello made from its mix", "pudding made from a mix": what an everyday food was made from, where the lexicon
        // reads the food words whole as a food USDA already names made from that form ("Gelatin dessert, dry mix, prepared
        // with water"), is that food; the form's word never finds another food by itself.
        // (However the words were put: "made from the powder" reads as "made powder prepared". The words after may name the
        // food's own stuff again, "oatmeal made from dry oats", as its name does.)
        let madeWords: Set<String> = ["made", "from", "the", "a", "its", "prepared", "mixed"]
        if words.count >= 3, let from = words.indices.first(where: { at in at > 0 && (words[at] == "made" || words[at] == "prepared") }),
            case let tail = words[from...], tail.contains(where: MealParser.madeFromForms.contains),
            case let bare = Array(words[..<from])
        {
            let said = bare.filter(MealParser.carriesMeaning).map(SearchText.stem)
            // (All of them, or all but a word said before the food: "red jello". Or a database name that holds every
            // one: "chicken bouillon" is "Soup, chicken broth or bouillon, dry, prepared with water".)
            let lexiconReads = lexicon.bestMatch(said).map { match in
                match.covered.count == said.count || match.covered.count == said.count - 1 && match.covered.upperBound == said.count
            } ?? false
            if !said.isEmpty, var plain = resolveFoodInContainer(bare, brand: brand, unit: unit, counted: counted, heldIn: heldIn),
                lexiconReads && plain.entry != nil || said.count >= 2 && said.allSatisfy(MealParser.namingStems(plain.food.name).contains),
                plain.food.key != result?.food.key,
                case let nameWords = SearchText.words(plain.food.name), case let nameStems = Set(nameWords.map(SearchText.stem)),
                tail.allSatisfy({ madeWords.contains($0) || MealParser.madeFromForms.contains($0) || nameStems.contains(SearchText.stem($0)) }),
                nameWords.contains(where: { $0 == "cooked" || $0 == "prepared" }),
                // (Only where the words read whole found no food of that kind: "mashed potatoes made from flakes" is USDA's
                // "…, prepared from flakes". One that leaves out a typed food word, beef bouillon for chicken, is
                // none.)
                case let kind = MealParser.kindStems(plain.food.name, asides: false),
                case let plainStems = MealParser.namingStems(plain.food.name),
                result.map({ found in
                    let stems = MealParser.namingStems(found.food.name)
                    return stems.isDisjoint(with: kind) || said.contains { plainStems.contains($0) && !stems.contains($0) }
                }) ?? true
            {
                plain.read.formUnion(bare.count..<words.count)
                plain.covered = plain.covered.lowerBound..<words.count
                result = plain
            }
        }
        // "wendys chicken nuggets": a chain typed with the food is that chain's item when USDA lists one by every typed
        // word; an everyday entry of the same words (another chain's, or none) does not outrank it.
        if let found = result, let chain = MealParser.brand(in: words), !MealParser.names(chain: chain, found.food.name) {
            let said = words.filter { !MealParser.chatter.contains($0) }
            // (A chain that names its pieces without the bird, "KFC, original recipe, thigh, …", sells "a kfc chicken thigh".)
            let birdless = said.indices.dropLast().contains { said[$0] == "chicken" && MealParser.birdPieces.contains(said[$0 + 1]) }
                ? said.filter { $0 != "chicken" } : nil
            let items = ([said] + (birdless.map { [$0] } ?? [])).compactMap { typed in
                exactDatabaseMatch(typed, allowBrands: true, unit: unit, counted: counted).flatMap { MealParser.names(chain: chain, $0.name) ? $0 : nil }
            }
            // (Of the two readings, the one whose name carries every state typed: "skinless" is the chain's "meat only".)
            let typedStates = said.compactMap { MealParser.states[$0].map(Set.init) }
            let item = items.first { item in
                let terms = MealParser.nameTerms(item.name)
                return typedStates.allSatisfy { !terms.isDisjoint(with: $0) }
            } ?? items.first
            if let item {
                // (The bird a chain's piece is of was read, though its name leaves it out.)
                let bird = SearchText.words(item.name).contains("chicken") ? [] : Set(words.indices.filter { words[$0] == "chicken" })
                return FoodResolution(food: item, entry: nil, covered: 0..<words.count, confidence: max(found.confidence, 0.75), read: bird)
            }
        }
        // "chicken noodle soup reduced sodium", "fried chicken wings battered bone removed": how the food was made lighter,
        // coated or trimmed, said last, never wins over a word of the food itself. When the food found leaves out a food
        // word the words hold, the food without the trimming words, else without any of the words said last.
        func describesLast(_ word: String) -> Bool {
            MealParser.lighterWords.contains(word) || MealParser.lightenedQualities.contains(word) || MealParser.coatingWords.contains(word)
                || MealParser.trimWords.contains(word) || ["no", "without", "with"].contains(word)
        }
        // (It starts at a word that makes lighter, coats or trims, never at what a lighter food has less of: "packed brown
        // sugar" is sugar, and "no sugar added" names the food's own variant.)
        func startsDescription(_ word: String) -> Bool {
            MealParser.lighterWords.contains(word) || MealParser.coatingWords.contains(word) || MealParser.trimWords.contains(word)
        }
        guard let result, let describedAt = words.indices.first(where: { index in words[index...].allSatisfy(describesLast) }), describedAt > 0,
            describedAt < words.count, startsDescription(words[describedAt])
        else { return result }
        let nameStems = Set(SearchText.words(result.food.name).map(SearchText.stem))
        let missing = words[..<describedAt].filter { word in
            !MealParser.chatter.contains(word) && !nameStems.contains(SearchText.stem(word))
                && (lexicon.vocabulary.contains(word) || lookup.foodCount(withWord: word, cap: 1) > 0)
                && QuantityText.number(word) == nil && HouseholdUnit.normalized(word) == nil && MealParser.states[word] == nil
                && !MealParser.preparationWords.contains(word) && !MealParser.neutralWords.contains(word)
        }
        guard !missing.isEmpty else { return result }
        let untrimmed = words.enumerated().filter { $0.offset < describedAt || !MealParser.trimWords.contains($0.element) && !["no", "without", "with"].contains($0.element) }.map(\.element)
        for attempt in [untrimmed, Array(words[..<describedAt])] where attempt.count < words.count {
            guard let other = resolveFoodInContainer(attempt, brand: brand, unit: unit, counted: counted) else { continue }
            let stems = Set(SearchText.words(other.food.name).map(SearchText.stem))
            if missing.allSatisfy({ stems.contains(SearchText.stem($0)) }) { return other }
        }
        return result
    }

    /// The words without where the food came from, said before it: "fast food", "restaurant", "takeout" ("a takeout
    /// chicken and cheese quesadilla").
    static func withoutOrigin(_ words: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < words.count {
            if words[index] == "fast", index + 1 < words.count, ["food", "foods"].contains(words[index + 1]) {
                index += 2
                continue
            }
            if !["restaurant", "takeout", "take-out"].contains(words[index]) { result.append(words[index]) }
            index += 1
        }
        return result
    }

    /// What kind of product a packaged meal is, as said after its name ("frozen dinner") and as USDA names it ("…, frozen
    /// entree").
    static let packagedMealWords: Set<String> = ["meal", "dinner", "entree", "entrée"]

    /// The words without what kind of product a packaged meal is, said last ("frozen dinner", "tv dinner", "entree"); the
    /// words as they are when that is all they say.
    static func withoutPackagedMealWords(_ words: [String]) -> [String] {
        guard words.count > 1, let last = words.last, packagedMealWords.contains(last) else { return words }
        var bare = Array(words.dropLast())
        if bare.count > 1, let kept = bare.last, ["frozen", "tv", "microwave"].contains(kept) { bare.removeLast() }
        return bare
    }

    /// What a food sold "ready to …" is ready for ("ready-to-drink", "ready-to-serve", "ready to feed").
    static let readyForms: Set<String> = ["drink", "eat", "serve", "feed", "heat", "bake", "use", "cook"]

    /// How a piece was trimmed, said after it ("bone removed", "skinless").
    static let trimWords: Set<String> = ["bone", "bones", "boneless", "removed", "skin", "skinless"]

    func resolveFoodInContainer(_ words: [String], brand: String?, unit: String? = nil, counted: Bool = false, heldIn: String? = nil) -> FoodResolution? {
        let typed = cerealSaidDry(
            babyFood(resolveFoodAsTyped(words, brand: brand, unit: unit, counted: counted), words: words, unit: unit, counted: counted)
                .map { asSold($0, words: words, brand: brand, unit: unit, counted: counted) }
                .map { eatenFresh($0, words: words, brand: brand, unit: unit, counted: counted) },
            words: words, brand: brand, unit: unit, counted: counted)
        // "a can of salmon", "a tin of peaches": the container says the food is canned, when the same food has a
        // canned entry (a can of cola is still cola; a can of black beans is not black bean soup).
        guard unit == "can" || heldIn == "can", let typed, !words.contains(where: { ["canned", "tinned"].contains($0) }), typed.food.group != "beverages",
            !SearchText.words(typed.food.name).contains("canned")
        else { return typed }
        let said = words.filter(MealParser.namesNoAmount)
        func cannedReading(_ unit: String?) -> FoodResolution? {
            guard let canned = resolveFoodAsTyped(words + ["canned"], brand: brand, unit: unit, counted: counted),
                SearchText.words(canned.food.name).contains("canned"),
                MealParser.baseWords(canned.food.name) == MealParser.baseWords(typed.food.name)
                    // (Or another database's name of every word said, headed by them: "Black beans, from canned" for "black
                    // beans", never "Soup, black bean, canned".)
                    // (Its joining words aside: "Macaroni and Cheese, canned entree".)
                    || Set(MealParser.baseWords(canned.food.name)).subtracting(["and", "&", "or"]).isSubset(of: Set(said.map(SearchText.stem)))
                        && MealParser.namesAll(said, MealParser.namingStems(canned.food.name))
            else { return nil }
            return canned
        }
        // (The reading by the can's own measure first; else the canned food, weighed as the amount says.)
        guard var canned = cannedReading(unit) ?? (unit == "can" ? cannedReading(nil) : nil) else { return typed }
        canned.covered = min(canned.covered.lowerBound, words.count)..<min(canned.covered.upperBound, words.count)
        canned.read = canned.read.filter { $0 < words.count }
        return canned
    }

    /// "some crispy rice cereal, dry": a ready-to-eat cereal said dry is eaten as it comes, without milk. USDA never names
    /// those "dry" (its "…, dry" cereals are hot cereals to cook and mixes), so when the words without "dry" name a
    /// ready-to-eat cereal, that is the food, and "dry" is read. (A hot cereal or a grain said dry stays as sold: its
    /// words without "dry" read it cooked.)
    func cerealSaidDry(_ found: FoodResolution?, words: [String], brand: String?, unit: String?, counted: Bool) -> FoodResolution? {
        // (A cold cereal found leaves nothing to do, unless it leaves a typed word unnamed: "team cheerios, dry".)
        guard let at = words.firstIndex(of: "dry"), at + 1 == words.count || !["roasted", "roast", "heat", "mix"].contains(words[at + 1]),
            found.map({ found in
                found.food.group != "cereals" || SearchText.words(found.food.name).contains("dry")
                    || !words.filter(MealParser.namesNoAmount).map(SearchText.stem).allSatisfy(MealParser.namingStems(found.food.name).union(["dry"]).contains)
            }) ?? true
        else { return found }
        var without = words
        without.remove(at: at)
        let asEaten: Set<String> = ["dry", "cooked", "prepared", "boiled", "raw", "uncooked", "mix", "instant", "hot", "unprepared"]
        let content = without.filter(MealParser.namesNoAmount)
            .map(SearchText.stem)
        func named(_ food: Food) -> Int {
            let stems = MealParser.namingStems(food.name)
            return content.filter(stems.contains).count
        }
        // (Only for a food the words name better: "quaker oat bran, dry" is Quaker's hot oat bran, sold dry.)
        guard !content.isEmpty, var cereal = resolveFoodAsTyped(without, brand: brand, unit: unit, counted: counted), cereal.food.group == "cereals",
            Set(SearchText.words(cereal.food.name)).isDisjoint(with: asEaten), named(cereal.food) > found.map({ named($0.food) }) ?? -1
        else { return found }
        func shifted(_ index: Int) -> Int { index >= at ? index + 1 : index }
        let lower = cereal.covered.lowerBound, upper = cereal.covered.upperBound
        cereal.covered = (lower == 0 ? 0 : shifted(lower))..<(upper >= without.count ? words.count : shifted(upper))
        cereal.read = Set(cereal.read.map(shifted)).union([at])
        return cereal
    }

    /// USDA's stages of baby food.
    static let babyStages: Set<String> = ["strained", "junior", "toddler"]

    /// The words of a baby food's name, when the words say baby food ("baby food", "infant", "strained baby", a maker
    /// that makes nothing else, Gerber): "baby" read as USDA's "babyfood", without what it is sold in, its stage number or
    /// who it is for; nil when they do not.
    static func babyFoodWords(_ words: [String], said: () -> Bool = { false }) -> [String]? {
        guard saysBabyFood(words) || forTheBaby(words) || said() else { return nil }
        // (Who it was for, "for the toddler", says baby food, not USDA's toddler stage.)
        let who = Set(words.indices.filter { forWhom(words, at: $0) })
        // (An amount said in words first, "one jar of …", is no word of the food either.)
        let amount = words.prefix { QuantityText.number($0) != nil || QuantityText.words[$0] != nil }.count
        return words.indices.filter { at in
            let word = words[at]
            return at >= amount && !chatter.contains(word) && !["food", "foods", "stage", "for", "the", "my", "our", "gerber"].contains(word) && QuantityText.number(word) == nil
                && HouseholdUnit.normalized(word) == nil && !containerWords.contains(HouseholdUnit.singular(word))
                && !MeasureResolver.containerUnits.contains(HouseholdUnit.singular(word))
        }.map { ["baby", "infant"].contains(words[$0]) || who.contains($0) ? "babyfood" : words[$0] }
    }

    /// Whether the words say baby food plainly: "baby food", "infant", a stage with "baby", Gerber, a baby cereal ("baby
    /// oatmeal").
    static func saysBabyFood(_ words: [String]) -> Bool {
        // (USDA's "toddler" foods are baby foods: "toddler oatmeal cereal".)
        // (Not a toddler said as who it was for: "milk for the toddler" is milk.)
        words.indices.contains { ["babyfood", "infant", "gerber", "toddler"].contains(words[$0]) && !forWhom(words, at: $0) }
            || words.contains("baby") && words.contains(where: babyStages.contains)
            || zip(words, words.dropFirst()).contains { $0 == "baby" && ["food", "foods", "cereal", "cereals", "oatmeal"].contains($1) }
    }

    /// "… for the baby", "for my baby": who it was for, which names a baby food only where USDA has one of exactly the
    /// words typed ("dry rice cereal for the baby"; milk for the baby is milk).
    static func forTheBaby(_ words: [String]) -> Bool {
        words.indices.contains { forWhom(words, at: $0) }
    }

    /// Whether the word at `at` is a baby or toddler said as who the food was for ("for the toddler", "for my baby").
    static func forWhom(_ words: [String], at: Int) -> Bool {
        ["baby", "toddler", "infant"].contains(HouseholdUnit.singular(words[at])) && at >= 1
            && (words[at - 1] == "for" || at >= 2 && words[at - 2] == "for" && ["the", "my", "our"].contains(words[at - 1]))
    }

    /// The baby foods (never formula) a search for `search` finds whose names hold every stem of `content`.
    func babyFoodNames(_ content: [String], search: [String]) -> [Food] {
        lookup.search(search.joined(separator: " "), limit: 40).filter { food in
            // (A cut is said as USDA says it or otherwise: "diced" of "…, peaches, dices, toddler".)
            MealParser.isBabyFood(food) && !SearchText.words(food.name).contains("formula")
                && content.allSatisfy({ MealParser.namingStems(food.name).contains($0) || MealParser.cutStems.contains($0) && MealParser.namesCut([$0], food.name) })
        }
    }

    /// "a jar of baby food peaches", "strained baby carrots": baby food said is USDA's "Babyfood, …" entry of the food
    /// named, when one names every other typed word, never the grown-up food with "baby food" left unread. Of those,
    /// the one that adds least to the words ("…, fruit, peaches, strained", not "…, dessert, peach yogurt"), at the stage
    /// said ("stage 3" is USDA's junior), else strained. (Not "baby" alone: baby carrots, baby spinach and baby back
    /// ribs are grown-up foods.)
    func babyFood(_ found: FoodResolution?, words: [String], unit: String?, counted: Bool) -> FoodResolution? {
        // "baby teething biscuits": "baby" with words only a baby food is named by says baby food too (never "baby
        // carrots" or "baby spinach", which foods not for babies are named by).
        func babyWithItsFood() -> Bool {
            guard words.contains("baby") else { return false }
            let others = words.filter { word in
                word != "baby" && !MealParser.chatter.contains(word) && QuantityText.number(word) == nil && HouseholdUnit.normalized(word) == nil
            }.map(SearchText.stem)
            guard !others.isEmpty else { return false }
            if lookup.search((["baby"] + others).joined(separator: " "), limit: 10).contains(where: { food in
                !MealParser.isBabyFood(food) && MealParser.namingStems(food.name).contains("baby")
            }) {
                return false
            }
            return !babyFoodNames(others, search: ["babyfood"] + others).isEmpty
        }
        guard let said = MealParser.babyFoodWords(words, said: babyWithItsFood) else { return found }
        var content = said.filter { $0 != "babyfood" }.map(SearchText.stem)
        guard !content.isEmpty else { return found }
        // A piece word after a food word that a baby food is named by ("meat sticks") is its name, not only its unit.
        let pieces = words.indices.filter { at in
            at > 0 && QuantityText.number(words[at - 1]) == nil && HouseholdUnit.normalized(words[at - 1]) == nil
                && HouseholdUnit.normalized(words[at]).map { !HouseholdUnit.isWeight($0) && !HouseholdUnit.isVolume($0) } == true
                && !MealParser.containerWords.contains(HouseholdUnit.singular(words[at]))
        }.map { SearchText.stem(words[$0]) }
        if !pieces.isEmpty, !babyFoodNames(content + pieces, search: said + pieces).isEmpty { content += pieces }
        let stage = said.first(where: MealParser.babyStages.contains)
            ?? words.firstIndex(of: "stage").flatMap { at in at + 1 < words.count ? QuantityText.number(words[at + 1]) : nil }.map { $0 >= 3 ? "junior" : "strained" }
            ?? "strained"
        let filing = MealParser.babyStages.union(["babyfood", "fruit", "fruits", "vegetable", "vegetables"])
        // (Said only by who it was for, with no baby food of these words: the food the other words name, every word read.)
        func withoutTheBaby() -> FoodResolution? {
            guard !MealParser.saysBabyFood(words), let at = words.indices.last(where: { MealParser.forWhom(words, at: $0) }),
                let forAt = words[..<at].lastIndex(of: "for"),
                case let trimmed = Array(words[..<forAt] + words[(at + 1)...]), trimmed.contains(where: { !MealParser.chatter.contains($0) }),
                var plain = resolveFoodAsTyped(trimmed, brand: nil, unit: unit, counted: counted)
            else { return found }
            plain.covered = 0..<words.count
            plain.read.formUnion(words.indices)
            return plain
        }
        let babies = babyFoodNames(content, search: said + content.filter { !said.map(SearchText.stem).contains($0) })
        // (Words of how it is kept, "dry" cereal or "prepared", add nothing; what it comes "with" does. What it comes
        // without, "banana no tapioca", adds nothing either: that is the plain food.)
        func extra(_ food: Food) -> Int {
            let stems = SearchText.words(food.name).map(SearchText.stem)
            return stems.indices.filter { at in
                let word = stems[at]
                return !filing.contains(word) && !content.contains(word) && !["&", "and", "with", "dry", "no", "without"].contains(word)
                    && !MealParser.stateNameWords.contains(word) && !(at > 0 && ["no", "without"].contains(stems[at - 1]))
            }.count
        }
        guard let baby = babies.min(by: { a, b in
            let (ea, eb) = (extra(a), extra(b))
            if ea != eb { return ea < eb }
            return SearchText.words(a.name).contains(stage) && !SearchText.words(b.name).contains(stage)
        }) else { return withoutTheBaby() }
        // (Said only by who it was for, a baby food adds nothing to the words: "milk for the baby" is no baby cereal made with it.)
        if !MealParser.saysBabyFood(words), extra(baby) > 0 { return withoutTheBaby() }
        // (Every word was read, "… for the baby" too: it said which food.)
        if var found, MealParser.isBabyFood(found.food), found.food.key == baby.key {
            found.covered = 0..<words.count
            found.read.formUnion(words.indices)
            return found
        }
        return FoodResolution(food: baby, entry: nil, covered: 0..<words.count, confidence: 0.75, read: Set(words.indices))
    }

    /// "dry" of beans, lentils, grains and pasta is how they are sold: uncooked ("50 g of dry pinto beans", "a cup of dry
    /// split peas"). USDA names them "mature seeds, raw", not "dry", so a food found cooked (or another food, frozen
    /// peas) for words that say "dry" gives way to the same words read as uncooked, when that finds a raw or dry grain or
    /// legume naming every typed word the first did. (Not "dry roasted" or "dry heat", which are ways of cooking.)
    func asSold(_ found: FoodResolution, words: [String], brand: String?, unit: String?, counted: Bool) -> FoodResolution {
        // ("dried" says it too, "dried great northern beans", where the survey's "from dried" is cooked from dry.)
        guard let at = words.firstIndex(where: { $0 == "dry" || $0 == "dried" }), at + 1 < words.count,
            !["roasted", "roast", "heat"].contains(words[at + 1])
        else { return found }
        let rawTerms: Set<String> = ["raw", "dry", "uncooked"]
        let terms = MealParser.nameTerms(found.food.name)
        guard terms.isDisjoint(with: rawTerms) else { return found }
        let foundStems = Set(SearchText.words(found.food.name).map(SearchText.stem))
        let content = words.filter { !MealParser.chatter.contains($0) && $0 != words[at] && HouseholdUnit.normalized($0) == nil && QuantityText.number($0) == nil }
        let unnamed = content.filter { !foundStems.contains(SearchText.stem($0)) }
        guard !terms.isDisjoint(with: ["cooked", "boiled", "canned", "prepared", "from dried"]) || !unnamed.isEmpty else { return found }
        var reworded = words
        reworded[at] = "uncooked"
        // (USDA's dry legume is its "mature seeds", where the fresh pod shares the name: "Yardlong beans, mature seeds, raw"
        // beside "Yardlong bean, raw".)
        var seeds = words
        seeds.replaceSubrange(at...at, with: ["uncooked", "mature", "seeds"])
        guard var raw = [reworded, seeds].lazy.compactMap({ self.resolveFoodAsTyped($0, brand: brand, unit: unit, counted: counted) }).first(where: { raw in
                raw.food.group.map { ["legumes", "grains"].contains($0) } == true && !MealParser.nameTerms(raw.food.name).isDisjoint(with: rawTerms)
            })
        else { return found }
        let rawStems = Set(SearchText.words(raw.food.name).map(SearchText.stem))
        guard content.filter({ !rawStems.contains(SearchText.stem($0)) }).count <= unnamed.count else { return found }
        raw.read.insert(at)
        return raw
    }

    /// "raw" of a bean or pea USDA lists both fresh and dry ("Lima beans, immature seeds, raw" beside "Lima beans, large,
    /// mature seeds, raw") is the fresh one: dry seeds are cooked before they are eaten, and said so when weighed dry ("dry",
    /// "dried", "uncooked"), which `asSold` reads. Only when the fresh entry is the same food by its name.
    func eatenFresh(_ found: FoodResolution, words: [String], brand: String?, unit: String?, counted: Bool) -> FoodResolution {
        guard words.contains("raw"), words.allSatisfy({ !["dry", "dried", "uncooked", "mature"].contains($0) }) else { return found }
        let terms = MealParser.nameTerms(found.food.name)
        // (USDA shortens the word in one name: "Cowpeas, common (…), mtre seeds, raw".)
        guard terms.contains("mature seeds") || terms.contains("mtre seeds"), terms.contains("raw"), !terms.contains("immature"),
            !terms.contains("sprouted"), let name = MealParser.withoutAsides(found.food.name).split(separator: ",").first
        else { return found }
        guard var fresh = resolveFoodAsTyped(SearchText.words(String(name)) + ["immature", "seeds", "raw"], brand: brand, unit: unit, counted: counted),
            MealParser.nameTerms(fresh.food.name).isSuperset(of: ["immature", "raw"]),
            MealParser.baseWords(fresh.food.name) == MealParser.baseWords(found.food.name)
        else { return found }
        // (The words that named the dry entry name the fresh one, its own food: "fava" of "Broadbeans (fava beans)".)
        fresh.covered = found.covered
        fresh.read = found.read.union(found.covered)
        return fresh
    }

    /// The item of that name the chain a meal names (not these words) sells.
    func chainItem(_ words: [String], brand: String?, unit: String?, counted: Bool) -> Food? {
        guard let brand, MealParser.brand(in: words) == nil,
            let item = exactDatabaseMatch(brand.split(separator: " ").map(String.init) + words.filter { !MealParser.chatter.contains($0) },
                                          allowBrands: true, unit: unit, counted: counted),
            MealParser.brand(in: SearchText.words(item.name)) == brand, MealParser.namesChainItem(item.name, typed: words)
        else { return nil }
        return item
    }

    func resolveFoodAsTyped(_ words: [String], brand: String?, unit: String? = nil, counted: Bool = false) -> FoodResolution? {
        let found = resolveFoodByRules(words, brand: brand, unit: unit, counted: counted)
        // "… and potato wedges" at a chain named elsewhere in the meal: a name ending in a piece word that the rules read
        // as a generic food is the chain's own item of that name when it sells one.
        if let brand, found.map({ MealParser.brand(in: SearchText.words($0.food.name)) != brand }) ?? true,
            let last = words.last, words.count >= 2, let unitWord = HouseholdUnit.normalized(last), !HouseholdUnit.isWeight(unitWord),
            !HouseholdUnit.isVolume(unitWord), let item = chainItem(words, brand: brand, unit: unit, counted: counted)
        {
            return FoodResolution(food: item, entry: nil, covered: 0..<words.count, confidence: 0.8)
        }
        return found
    }

    /// The food under a coating, where a name says both ("Almonds, chocolate covered candy" for almonds in dark chocolate):
    /// the coating's own kind ("dark", "milk") may be one the names leave out; the name must hold the food's head.
    func coatedFood(_ food: [String], in coating: [String], unit: String?, counted: Bool) -> Food? {
        guard let head = food.last, !coating.isEmpty, HouseholdUnit.normalized(head) == nil else { return nil }
        for said in [coating, Array(coating.suffix(1))] {
            if let coated = exactDatabaseMatch(said + ["coated"] + food, unit: unit, counted: counted),
                MealParser.namingStems(coated.name).contains(SearchText.stem(head))
            {
                return coated
            }
            if coating.count == 1 { break }
        }
        return nil
    }

    func resolveFoodByRules(_ words: [String], brand: String?, unit: String?, counted: Bool) -> FoodResolution? {
        // "dark chocolate coated almonds", "almonds coated in dark chocolate": the food under its coating, where a name
        // says both.
        if let at = words.firstIndex(where: MealParser.coatedInWords.contains), at + 1 < words.count {
            let inFollows = words[at + 1] == "in"
            let food = (inFollows ? Array(words[..<at]) : Array(words[(at + 1)...])).filter(MealParser.carriesMeaning)
            let coating = (inFollows ? Array(words[(at + 2)...]) : Array(words[..<at])).filter(MealParser.carriesMeaning)
            if let coated = coatedFood(food, in: coating, unit: unit, counted: counted) {
                // (The coating's own kind, "milk" of milk chocolate, a name may leave out; it was read.)
                return FoodResolution(food: coated, entry: nil, covered: 0..<words.count, confidence: 0.75, read: Set(words.indices))
            }
        }
        var candidates: [[String]] = []
        var trimmed = words
        while let last = trimmed.last, trimmed.count > 1, MealParser.preparationWords.contains(last) {
            trimmed.removeLast()
        }
        if trimmed.count < words.count { candidates.append(trimmed) }
        candidates.append(words)
        // "salmon steak", "tuna steaks": the food without the unit word after it (after "with" it is what the food
        // comes with: "soft taco with steak").
        if let last = words.last, words.count > 1, words[words.count - 2] != "with", let unit = HouseholdUnit.normalized(last), !HouseholdUnit.isWeight(unit),
            !HouseholdUnit.isVolume(unit)
        {
            candidates.append(Array(words.dropLast()))
        }
        if let brand, MealParser.brand(in: words) == nil {
            let brandWords = brand.split(separator: " ").map(String.init)
            candidates.insert(brandWords + trimmed, at: 0)
        }
        // "pineapple canned in juice", "tuna in water": the database names foods by what they are packed in;
        // the lexicon would read the medium ("juice") as the food.
        // A lexicon phrase that itself says the medium ("tuna in water") is read as written.
        if let packedAt = words.firstIndex(of: "in"), let mediumAt = words[(packedAt + 1)...].firstIndex(where: MealParser.packingMedia.contains),
            !(lexicon.bestMatch(words.map(SearchText.stem)).map { $0.covered.lowerBound < packedAt && $0.covered.upperBound > mediumAt } ?? false)
        {
            candidates = []
        }
        // "swiss steak", "pepper steak": a dish the database names by these words, with the unit word as its head, is
        // that dish, when the lexicon reads only part of the words ("swiss" would be the cheese).
        if let last = words.last, words.count >= 2, let unitWord = HouseholdUnit.normalized(last), !HouseholdUnit.isWeight(unitWord),
            !HouseholdUnit.isVolume(unitWord), case let content = words.filter({ !MealParser.chatter.contains($0) }), content.count >= 2,
            (lexicon.bestMatch(content.map(SearchText.stem)).map { $0.covered.count < content.count } ?? true),
            let dish = exactDatabaseMatch(content, counted: counted), !MealParser.isStandIn(dish),
            // (A cut counted by the unit word that its entry cannot weigh, "a broiled top round steak" of "…, top round steak,
            // …" listed by the ounce, is read with the cut's other entries, which list "1 steak".)
            !(counted && unit == nil && !dish.allMeasures.isEmpty && !MeasureResolver.lists(unitWord, of: dish)
                && exactDatabaseMatch(Array(content.dropLast()), counted: counted).map { MeasureResolver.lists(unitWord, of: $0) } == true),
            MealParser.ownHead(MealParser.baseWords(dish.name)).last == SearchText.stem(last)
                && Set(MealParser.baseWords(dish.name)) == Set(content.map(SearchText.stem))
                // ("ham steak": "Pork, cured, ham, steak, …" files the cut under its animal; the typed words are one
                // phrase of the name, in order, ending in the unit word.)
                || MealParser.brand(in: content) == nil && MealParser.makerWord(in: dish.name) == nil
                    && MealParser.containsPhrase(SearchText.words(MealParser.withoutAsides(dish.name)).map(SearchText.stem), content.map(SearchText.stem))
        {
            return FoodResolution(food: dish, entry: nil, covered: 0..<words.count, confidence: 0.75)
        }
        // "soybean sprouts", "navy bean sprouts": the seed sprouted, as USDA names it ("Soybeans, mature seeds, sprouted, …"),
        // when the lexicon's phrase leaves the seed unread (its "bean sprouts" are mung beans, its "sprouts" brussels sprouts).
        if let at = words.lastIndex(where: { MealParser.sproutWords.contains($0) && $0 != "sprouted" }), at > 0,
            case let kind = words[..<at].filter({ word in
                !MealParser.chatter.contains(word) && MealParser.states[word] == nil && !MealParser.neutralWords.contains(word)
                    && QuantityText.number(word) == nil && HouseholdUnit.normalized(word) == nil && !MealParser.descriptorWords.contains(word)
            }), !kind.isEmpty,
            case let phrase = (kind + [words[at]]).map(SearchText.stem), lexicon.bestMatch(phrase).map({ $0.covered.count == phrase.count }) != true,
            case let said = words.enumerated().filter({ $0.offset != at && !MealParser.chatter.contains($0.element) }).map(\.element),
            let sprouted = exactDatabaseMatch(said + ["sprouted"], unit: unit, counted: counted),
            case let stems = Set(SearchText.words(sprouted.name).map(SearchText.stem)),
            stems.contains(SearchText.stem("sprouted")), kind.allSatisfy({ MealParser.namesWord(SearchText.stem($0), stems) })
        {
            return FoodResolution(food: sprouted, entry: nil, covered: 0..<words.count, confidence: 0.75)
        }
        // "a buttered ear of corn": a food USDA names "with butter" (its fast-food ear of corn) is that food, where one
        // names every other typed word; else the word goes unread, as before.
        if let at = words.firstIndex(of: "buttered"), case let rest = words.enumerated().filter({ $0.offset != at }).map(\.element),
            rest.contains(where: MealParser.carriesMeaning),
            let buttered = exactDatabaseMatch(rest.filter { !MealParser.chatter.contains($0) } + ["with", "butter"], unit: unit, counted: counted),
            case let stems = MealParser.namingStems(buttered.name), stems.contains("butter"),
            case let said = Set(rest.map(SearchText.stem)),
            rest.filter({ MealParser.carriesMeaning($0) && !MealParser.neutralWords.contains($0) }).allSatisfy({ MealParser.namesWord(SearchText.stem($0), stems) }),
            // (And says nothing else but where it was bought: "buttered toast" is no french toast.)
            SearchText.words(buttered.name).allSatisfy({ word in
                said.contains(SearchText.stem(word)) || ["with", "butter", "fast", "foods"].contains(word) || FoodRanker.neutral.contains(word)
                    || MealParser.neutralWords.contains(word) || SearchText.stopWords.contains(word)
            })
        {
            return FoodResolution(food: buttered, entry: nil, covered: 0..<words.count, confidence: 0.75, read: Set(words.indices))
        }
        // "An order of fried shrimp": a restaurant portion, which USDA files as "Fast Foods, …" when it has one.
        if unit == "order", MealParser.brand(in: words) == nil, brand == nil, !words.contains("fast"),
            let served = exactDatabaseMatch(["fast", "foods"] + words.filter { !MealParser.chatter.contains($0) }, unit: unit, counted: counted)
        {
            return FoodResolution(food: served, entry: nil, covered: 0..<words.count, confidence: 0.75)
        }
        // "reese's pieces": a unit word the lexicon's food has no measure for, that the database names as part of
        // a food (the typed words together in its name), is the name, not a unit.
        if let last = words.last, words.count >= 2, let unitWord = HouseholdUnit.normalized(last), !HouseholdUnit.isWeight(unitWord),
            !HouseholdUnit.isVolume(unitWord), !MealParser.containerWords.contains(HouseholdUnit.singular(last)),
            let lexical = lexicon.bestMatch(words.map(SearchText.stem)), lexical.covered.upperBound < words.count,
            let read = lookup.food(key: lexical.entry.key),
            !MeasureResolver.lists(unitWord, of: read),
            let named = MealParser.bestParse(
                lookup.search(words.filter { !MealParser.chatter.contains($0) }.joined(separator: " "), limit: 10).filter { food in
                    food.source.isGeneric && !MealParser.isStandIn(food)
                        && MealParser.containsPhrase(SearchText.words(food.name).map(SearchText.stem), [SearchText.stem(words[words.count - 2]), SearchText.stem(last)])
                }, words: words, unit: nil, counted: counted),
            // (Naming every food word typed: "a beef bouillon cube" is no low-sodium cube of no meat. A baby food's
            // "Babyfood" says "baby food".)
            case let namedStems = Set(SearchText.words(named.name).map(SearchText.stem)),
            case let babyWords: Set<String> = MealParser.isBabyFood(named) ? ["baby", "food", "foods"] : [],
            words.filter({ !MealParser.chatter.contains($0) && MealParser.brand(in: [$0]) == nil && QuantityText.number($0) == nil && !MealParser.neutralWords.contains($0) })
                .allSatisfy({ namedStems.contains(SearchText.stem($0)) || HouseholdUnit.normalized($0) != nil || babyWords.contains($0) })
        {
            return FoodResolution(food: named, entry: nil, covered: 0..<words.count, confidence: 0.75)
        }
        // "collard greens", "blue crab meat": a class word after a food that USDA names by itself ("Collards",
        // "Crab, blue") is not the food; the lexicon's "greens" or "meat" would read the wrong one, unless it
        // knows the whole phrase ("mixed greens").
        if let classAt = words.lastIndex(where: { MealParser.classWords.contains($0) }),
            // (How it was cut or made, said after the phrase, leaves the lexicon's phrase whole: "celery root pieces".)
            !(lexicon.bestMatch(words.map(SearchText.stem)).map { match in
                match.covered.count == words.filter { !MealParser.chatter.contains($0) }.count
                    || match.covered.contains(classAt) && words.indices.allSatisfy({ at in
                        match.covered.contains(at) || MealParser.chatter.contains(words[at]) || MealParser.cutWords.contains(words[at])
                            || HouseholdUnit.normalized(words[at]) != nil
                            || MealParser.preparationWords.contains(words[at]) || MealParser.states[words[at]] != nil
                    })
            } ?? false),
            classAt == 0 || !["with", "and", "in", "w"].contains(words[classAt - 1]),
            // (How it was cut or made may follow: "crab meat, flaked".)
            classAt == words.count - 1 || words[(classAt + 1)...].allSatisfy({
                MealParser.preparationWords.contains($0) || MealParser.cutWords.contains($0) || MealParser.descriptorWords.contains($0)
            }),
            exactDatabaseMatch(words.filter { !MealParser.chatter.contains($0) }).map({ MealParser.ownHead(MealParser.baseWords($0.name)).last != SearchText.stem(words[classAt]) }) ?? true
        {
            let rest = words.enumerated().filter { $0.offset != classAt }.map(\.element)
            let restContent = rest.filter {
                !MealParser.chatter.contains($0) && !MealParser.neutralWords.contains($0) && MealParser.states[$0] == nil && QuantityText.number($0) == nil
                    && !MealParser.cutWords.contains($0) && !MealParser.descriptorWords.contains($0)
            }
            // "pumpkin greens": the greens of a plant USDA also files by its leaves ("Pumpkin leaves") are those
            // leaves, not the plant's fruit or root.
            if words[classAt] == "greens", let head = restContent.last,
                let leaves = MealParser.bestParse(
                    lookup.search((rest.filter { !MealParser.chatter.contains($0) } + ["leaves"]).joined(separator: " "), limit: 25),
                    words: rest + ["leaves"], unit: unit, counted: counted),
                case let leafStems = Set(SearchText.words(leaves.name).map(SearchText.stem)),
                leafStems.contains("leaf") || leafStems.contains("leafy"),
                MealParser.baseWords(leaves.name).contains(SearchText.stem(head)),
                Set(restContent.map(SearchText.stem)).isSubset(of: leafStems)
            {
                return FoodResolution(food: leaves, entry: nil, covered: 0..<words.count, confidence: 0.75)
            }
            if let head = restContent.last,
                let found = MealParser.bestParse(lookup.search(rest.filter { !MealParser.chatter.contains($0) }.joined(separator: " "), limit: 25), words: rest, unit: unit, counted: counted),
                MealParser.baseWords(found.name).contains(SearchText.stem(head)),
                Set(restContent.map(SearchText.stem)).isSubset(of: Set(SearchText.words(found.name).map(SearchText.stem)))
            {
                return FoodResolution(food: found, entry: nil, covered: 0..<words.count, confidence: 0.75)
            }
        }
        for candidate in candidates {
            let stems = candidate.map(SearchText.stem)
            // Cooking states trimmed off the end ("frozen peas, cooked") still choose the entry.
            let trimmedStates = words.filter { MealParser.states[$0] != nil }
            guard var match = lexicon.bestMatch(stems), var food = lookup.food(key: match.entry.key) else { continue }
            // "deli turkey breast": of two equally long phrases, the one whose food's name holds the words the
            // other leaves unread ("Turkey breast meat" holds "breast"; roast turkey holds no "deli").
            if let tie = closerTie(match, food: food, candidate: candidate, stems: stems) { (match, food) = tie }
            // A phrase that reads only a unit word ("steak" in "salmon steak") while another food word goes
            // unread names how the food comes, not the food.
            let isContent = { (word: String) in
                !MealParser.chatter.contains(word) && !MealParser.preparationWords.contains(word) && !MealParser.neutralWords.contains(word)
                    && QuantityText.number(word) == nil && MealParser.states[word] == nil
            }
            if candidate[match.covered].allSatisfy({ HouseholdUnit.normalized($0) != nil }),
                candidate.indices.contains(where: { !match.covered.contains($0) && isContent(candidate[$0]) && HouseholdUnit.normalized(candidate[$0]) == nil })
            {
                continue
            }
            // A phrase that reads only what comes after "with" ("turkey with gravy") names what the food comes with,
            // while the food before it goes unread.
            if let with = candidate.firstIndex(of: "with"), match.covered.lowerBound > with,
                candidate[..<with].contains(where: { isContent($0) && HouseholdUnit.normalized($0) == nil })
            {
                continue
            }
            // The match must cover the head of the phrase (its last content word), or most of it.
            let offset = candidate.count - words.count
            let coveredInWords = max(0, match.covered.lowerBound - max(0, offset))..<max(0, match.covered.upperBound - max(0, offset))
            let contentCount = candidate.filter { !MealParser.chatter.contains($0) && !MealParser.preparationWords.contains($0) }.count
            // (What it is typed without, "caesar salad without dressing", is no part of its head.)
            let negatedFrom = candidate.indices.first { $0 > 0 && ["without", "no"].contains(candidate[$0]) } ?? candidate.count
            // A phrase read inside that tail ("sugar" of "no sugar added") is not the food.
            if match.covered.lowerBound > negatedFrom { continue }
            let headCovered = match.covered.upperBound == candidate.count
                || match.covered.upperBound <= negatedFrom && candidate[match.covered.upperBound..<negatedFrom].allSatisfy { MealParser.descriptorWords.contains($0) || MealParser.chatter.contains($0) || HouseholdUnit.normalized($0) != nil || QuantityText.number($0) != nil }
            if !headCovered && match.covered.count * 2 < contentCount { continue }
            // The head noun is what the food is ("whole milk ricotta" is ricotta): a lexicon phrase that leaves
            // out a head the food names know reads the wrong food.
            if !headCovered, let head = candidate[..<negatedFrom].last(where: { !MealParser.chatter.contains($0) && !MealParser.preparationWords.contains($0)
                    && !MealParser.neutralWords.contains($0) && HouseholdUnit.normalized($0) == nil && QuantityText.number($0) == nil }),
                candidate.lastIndex(of: head).map({ $0 >= match.covered.upperBound }) == true, lookup.foodCount(withWord: head, cap: 1) > 0,
                !SearchText.words(food.name).map(SearchText.stem).contains(SearchText.stem(head)),
                !(MealParser.classWords.contains(head) && SearchText.words(food.name).contains(head)),
                // (Not the piece a measure of the food counts it by, said last: "4 brazil nut kernels", "1 kernel".)
                !(counted && head == candidate.last && MealParser.countsPieces(of: food, as: head))
            {
                continue
            }
            // Words another name of the same entry covers ("milk chocolate" beside "chocolate bar") are covered too.
            let covered = lexicon.coverage(of: match.entry, in: stems).union(match.covered)
            // A class word the lexicon's food names ("meat" for "Chicken, …, thigh, meat only, …") is read by it.
            let foodStems = Set(SearchText.words(food.name).map(SearchText.stem))
            // "lean" said of a cut the lexicon reads as USDA's "lean and fat" asks for the lean only ("rib roast, lean only").
            let leanAsked = candidate.contains("lean") && !candidate.contains("fat") && MealParser.nameTerms(food.name).contains("lean and")
            // So does "meat only" said of a food the lexicon reads with its skin ("a fried drumstick, meat only").
            let meatOnlyAsked = MealParser.containsPhrase(candidate, ["meat", "only"]) && !MealParser.nameTerms(food.name).contains("meat only")
            let uncovered = candidate.enumerated().filter { position, word in
                !covered.contains(position) && !(MealParser.classWords.contains(word) && foodStems.contains(SearchText.stem(word)) && !meatOnlyAsked)
            }.map(\.element)
                .filter { !MealParser.chatter.contains($0) && !MealParser.preparationWords.contains($0)
                    && (!MealParser.neutralWords.contains($0) || leanAsked && ["lean", "only"].contains($0) || meatOnlyAsked && $0 == "only")
                    && (HouseholdUnit.normalized($0) == nil || MealParser.namesWithUnitWord($0, in: candidate)) && MealParser.brand(in: [$0]) == nil }
                // A share before "lean" or "fat" ("90% lean") names the entry; other numbers are amounts or sizes.
                .filter { word in
                    guard QuantityText.number(word) != nil else { return true }
                    guard let at = candidate.firstIndex(of: word), at + 1 < candidate.count else { return false }
                    return ["lean", "fat"].contains(candidate[at + 1])
                }
                // ("4 brazil nut kernels": the piece a measure of the food counts it by, "1 kernel", said last, is how
                // it was counted.)
                .filter { word in
                    !(counted && word == candidate.last && !covered.contains(candidate.count - 1) && MealParser.countsPieces(of: food, as: word))
                }
            // A form word the phrase leaves unread ("boneless" of "boneless fried chicken pieces") that a database name holds
            // beside every other typed word ("…, breaded & fried, boneless pieces, plain") names that food.
            let formWords = candidate.enumerated().filter { position, word in
                !covered.contains(position) && ["boneless", "skinless", "seedless", "pitted"].contains(word) && !foodStems.contains(SearchText.stem(word))
            }.map(\.element)
            if !formWords.isEmpty, case let typed = candidate.filter(MealParser.carriesMeaning),
                let formed = exactDatabaseMatch(typed, unit: unit, counted: counted), formed.key != food.key, formed.source == .usdaSR,
                formWords.allSatisfy({ SearchText.words(formed.name).contains($0) }),
                // (Kept and cooked as typed or as the phrase's food is: never a raw breast for a cooked one.)
                case let known = Set(candidate).union(SearchText.words(food.name)),
                SearchText.words(formed.name).allSatisfy({ !MealParser.stateNameWords.contains($0) || known.contains($0) }),
                // (And it says nothing else: "ham -- water added" is another ham.)
                SearchText.words(formed.name).allSatisfy({ word in
                    known.contains(word) || MealParser.neutralWords.contains(word) || FoodRanker.neutral.contains(SearchText.stem(word))
                })
            {
                return FoodResolution(food: formed, entry: nil, covered: 0..<words.count, confidence: 0.8, read: Set(words.indices))
            }
            // "an elk burger patty, 4 oz", "bison patties": another animal than the lexicon's food is ground meat of that animal
            // ("Turkey, ground, cooked", "Bison, ground, grass-fed, cooked"), never the beef patty with a word left over.
            let animals = uncovered.filter { MealParser.madeOfInstead.contains($0) && MealParser.groundable.contains($0) && !foodStems.contains(SearchText.stem($0)) }
            if !animals.isEmpty, candidate.contains(where: { ["patty", "patties"].contains($0) }) {
                let rest = uncovered.filter { !animals.contains($0) && !["burger", "burgers", "hamburger"].contains($0) }
                if let ground = exactDatabaseMatch(animals + ["ground"] + rest, extraStates: trimmedStates.isEmpty ? ["cooked"] : trimmedStates)
                    ?? exactDatabaseMatch(animals + ["ground"], extraStates: trimmedStates.isEmpty ? ["cooked"] : trimmedStates),
                    animals.allSatisfy({ SearchText.words(ground.name).map(SearchText.stem).contains(SearchText.stem($0)) }),
                    // (Counted, it must say what a patty weighs; a typed weight needs no measure.)
                    unit.map({ HouseholdUnit.isWeight($0) || HouseholdUnit.isVolume($0) }) ?? false
                        || MeasureResolver.unitWeights(of: ground).contains(where: { $0.unit == "patty" })
                {
                    return FoodResolution(food: ground, entry: nil, covered: 0..<words.count, confidence: 0.75, read: Set(words.indices))
                }
            }
            // ("a black bean burger patty": what the food is made of instead, said before a phrase of another food's, is the
            // measured entry that names it with the other words, the piece it is counted by aside.)
            let madeOf = uncovered.filter { MealParser.madeOfInstead.contains($0) && !foodStems.contains(SearchText.stem($0)) }
            // (Not where the lexicon's food has a kind of that name: "turkey franks" are "Frankfurter, turkey".)
            if !madeOf.isEmpty, candidate[..<match.covered.lowerBound].contains(where: madeOf.contains),
                MealParser.baseWords(food.name).first.map({ head in
                    exactDatabaseMatch(madeOf + [head]).map { MealParser.baseWords($0.name).first == head } != true
                }) ?? true,
                case let said = candidate.filter({ !MealParser.chatter.contains($0) }).filter({ word in
                    HouseholdUnit.normalized(word).map { HouseholdUnit.isWeight($0) || HouseholdUnit.isVolume($0) } ?? true
                }),
                let made = exactDatabaseMatch(said, unit: unit, counted: counted, extraStates: trimmedStates), !made.allMeasures.isEmpty,
                case let madeStems = Set(SearchText.words(made.name).map(SearchText.stem)), madeOf.allSatisfy({ madeStems.contains(SearchText.stem($0)) })
            {
                return FoodResolution(food: made, entry: nil, covered: 0..<words.count, confidence: 0.75)
            }
            // A chain's own version ("wendy's chili") beats the generic one the lexicon knows.
            let brandHere = MealParser.brand(in: candidate)
            if let brandHere, MealParser.brand(in: SearchText.words(food.name)) == nil {
                // (The chain may name it by another of the lexicon's names for the food: "mac and cheese" is the chain's
                // "macaroni n' cheese".)
                let said = candidate.filter { !MealParser.chatter.contains($0) }
                let outside = candidate.indices.filter { !match.covered.contains($0) }.map { candidate[$0] }.filter { !MealParser.chatter.contains($0) }
                let spellings = [said] + match.entry.names.map { outside + SearchText.words($0) }.filter { $0 != said }
                for typed in spellings {
                    guard let branded = exactDatabaseMatch(typed, allowBrands: true, unit: unit, counted: counted, extraStates: trimmedStates),
                        MealParser.brand(in: SearchText.words(branded.name)) == brandHere,
                        MealParser.namesChainItem(branded.name, typed: typed)
                    else { continue }
                    return FoodResolution(food: branded, entry: nil, covered: 0..<words.count, confidence: 0.8, read: typed == said ? [] : Set(covered.map { $0 - max(0, candidate.count - words.count) }.filter { $0 >= 0 }))
                }
            }
            // A unit word the lexicon phrase leaves out that the database names with the food ("fig bars",
            // not figs counted in bars).
            let unitWords = candidate.enumerated().filter { position, word in
                // ("whole" in "whole chocolate milk" describes the food: words that never change a food are no part of a name.)
                guard !covered.contains(position), !MealParser.neutralWords.contains(word), let unit = HouseholdUnit.normalized(word) else { return false }
                return !HouseholdUnit.isWeight(unit) && !HouseholdUnit.isVolume(unit) && HouseholdUnit.size(word) == nil
            }.map { SearchText.stem($0.element) }
            // (Not the piece the lexicon's food is itself counted by: "an italian sausage link" is its sausage, "1 link".)
            let countedByOwn = !unitWords.isEmpty && unitWords.allSatisfy { word in
                HouseholdUnit.normalized(word).map { MeasureResolver.lists($0, of: food) } == true
            }
            if !unitWords.isEmpty, !countedByOwn, let exact = exactDatabaseMatch(candidate.filter { !MealParser.chatter.contains($0) }, unit: unit, counted: counted, extraStates: trimmedStates),
                Set(unitWords).isSubset(of: Set(SearchText.words(exact.name).map(SearchText.stem)))
            {
                return FoodResolution(food: exact, entry: nil, covered: 0..<words.count, confidence: 0.75)
            }
            // A survey dish with no portion does not replace a measured entry when pieces are counted (hot dogs counted
            // in their buns): the count needs a measure; the extra word is reported instead.
            let needsMeasure = counted && (unit.map { !HouseholdUnit.isWeight($0) && !HouseholdUnit.isVolume($0) && $0 != "fl oz" } ?? true)
            let base = MealParser.baseWords(food.name)
            // Typed words the lexicon's food names ("fruit" in "fruit yogurt") must stay in any variant of it.
            let kept = candidate[match.covered].map(SearchText.stem).filter(foodStems.contains)
            // "chicken hot dog": the lexicon's food ("Frankfurter") in the variant the other words name ("Frankfurter, chicken").
            // The variant keeps the lexicon food's cooked state unless the words say otherwise ("a cup of instant
            // oatmeal" is prepared, not a cup of dry flakes); a packet or package is counted as sold.
            let asSold: Set<String> = ["dry", "raw", "uncooked", "unprepared", "mix", "powder", "frozen"]
            let countedAsSold = unit.map { MeasureResolver.containerUnits.contains(HouseholdUnit.singular($0)) && !HouseholdUnit.isVolume($0) } ?? false
            // (Nor is a sprouted kind cooked for being that food's: sprouts are had as they come.)
            let keptStates = trimmedStates.isEmpty && !countedAsSold && !uncovered.contains(where: asSold.contains)
                && !uncovered.contains(where: MealParser.sproutWords.contains)
                && MealParser.nameTerms(food.name).contains("cooked") ? ["cooked"] : trimmedStates
            let read = Set(covered.map { $0 - max(0, candidate.count - words.count) }.filter { $0 >= 0 })
            // Another kind of the food, when the words the lexicon read are its own name for its kind: "frozen snowpeas"
            // are no "Peas, green, frozen", the lexicon's snow peas being "Peas, edible-podded".
            func namesAnotherKind(_ exact: Food) -> Bool {
                let stems = Set(SearchText.words(exact.name).map(SearchText.stem))
                // (Two words read that the names close up into one, "soy milk" of "Soymilk", name it.)
                let read = Array(candidate[match.covered])
                let closedUp = Set(read.indices.dropLast().filter { at in
                    let joined = SearchText.stem(read[at] + read[at + 1])
                    return foodStems.contains(joined) || stems.contains(joined)
                }.flatMap { [$0, $0 + 1] })
                let readButUnnamed = read.indices.filter { !closedUp.contains($0) }.map { SearchText.stem(read[$0]) }
                    .filter { !foodStems.contains($0) && !stems.contains($0) }
                // (Only where the other words say how it was kept, cooked or made, not another food: "chicken" of a
                // "chicken hot dog" names the kind; "part skim" of a "part-skim string cheese" does not.)
                guard uncovered.allSatisfy({
                    MealParser.states[$0] != nil || MealParser.keptWords.contains($0) || MealParser.descriptorWords.contains($0)
                        || MealParser.lighterWords.contains($0) || MealParser.lightenedQualities.contains($0)
                }) else { return false }
                if readButUnnamed.isEmpty {
                    // (The words read being the name closed up, another kind is one whose own kind word no word said
                    // and the lexicon's food does not hold: "Soymilk, chocolate" for "fortified soy milk", never the
                    // lower-fat "Soymilk (all flavors), lowfat".)
                    guard !closedUp.isEmpty else { return false }
                    let typed = Set(candidate.map(SearchText.stem))
                    return MealParser.kindStems(exact.name, asides: false).contains { stem in
                        !foodStems.contains(stem) && !typed.contains(stem) && !MealParser.lighterStems.contains(stem)
                    }
                }
                return !MealParser.kindStems(food.name, asides: false).allSatisfy(stems.contains)
            }
            // A name of several words the lexicon gives the food ("string cheese"), with a word the food's own name holds
            // ("mozzarella"), names that food: no other entry or variant is asked for. (A state, "canned", still is.)
            // (Not a word the name holds only as what the food is without: "peanuts" of "…, without peanuts".)
            // (Nor one it holds only as what the food includes: "tops" of "Onions, spring or scallions (including tops & bulb)"
            // is no restating of it when a "tops only" entry is typed.)
            let nameWords = SearchText.words(
                MealParser.asides(of: food.name).contains(where: { $0.lowercased().hasPrefix("includ") }) ? MealParser.withoutAsides(food.name) : food.name)
            let ownStems = Set(nameWords.indices.filter { $0 == 0 || !["without", "no"].contains(nameWords[$0 - 1]) }.map { SearchText.stem(nameWords[$0]) })
            // ("lean" of a cut named "lean and fat" asks for the lean only: it restates nothing.)
            // (Beside it, how it was cooked when the name already says so: "bone-in pork chop, broiled".)
            func restates(_ word: String) -> Bool {
                ownStems.contains(SearchText.stem(word)) && MealParser.states[word] == nil && !MealParser.keptWords.contains(word)
                    && !(leanAsked && ["lean", "only"].contains(word))
            }
            let restatesItsName = covered.count >= 2 && uncovered.contains(where: restates) && uncovered.allSatisfy { word in
                restates(word) || MealParser.states[word] != nil && !MealParser.keptWords.contains(word)
                    && !MealParser.carriedStateTerms(food.name).isDisjoint(with: MealParser.stateTerms(word))
            }
            // A maker's product filed by its own name, then the food it is ("SILK Very Vanilla, soymilk"), whose name was typed.
            func productOfHead(_ food: Food, head: String, typed: [String]) -> Bool {
                let parts = food.name.split(separator: ",")
                guard parts.count == 2, let last = parts.last, SearchText.words(String(last)).map(SearchText.stem) == [head],
                    let first = MealParser.baseWords(food.name).first else { return false }
                return typed.map(SearchText.stem).contains(first)
            }
            func variant() -> Food? {
                // (How it was cut, "flaked", is read against the measures, not the name.)
                let uncovered = uncovered.filter { !MealParser.cutWords.contains($0) }
                // (A kind without sugar the database lacks in the other words said, "sugar free vanilla pudding", leaves
                // the food of those words, the sugar unread, never the lexicon's flavour.)
                if MealParser.asksSugarFree(uncovered), case let rest = uncovered.filter({ !MealParser.sugarFreeAskingStems.contains(SearchText.stem($0)) }),
                    !rest.isEmpty, let head = base.first, exactDatabaseMatch(uncovered + [head], extraStates: keptStates) == nil,
                    let plain = exactDatabaseMatch(rest + [head], extraStates: keptStates), MealParser.baseWords(plain.name).first == head
                {
                    return plain
                }
                // (The typed words the lexicon's food names go into the search too: "fat free ranch" is looked up with
                // "ranch", never as any fat-free dressing.)
                guard !uncovered.isEmpty, !restatesItsName, let head = base.first else { return nil }
                let namedWords = candidate.indices.filter(covered.contains).map { candidate[$0] }.filter { word in
                    foodStems.contains(SearchText.stem(word)) && !MealParser.chatter.contains(word) && SearchText.stem(word) != head
                }
                for (attempt, search) in [uncovered + [head], uncovered + [head] + namedWords].enumerated() where search.count > 1 {
                    // (A kind no entry lists cooked is had as it comes, when it comes ready: "meatless sausage links" are
                    // "Sausage, meatless", never the pork links with a word unread.)
                    let asItComes = { () -> Food? in
                        guard !keptStates.isEmpty, trimmedStates.isEmpty, let plain = exactDatabaseMatch(search),
                            MealParser.nameTerms(plain.name).isDisjoint(with: asSold) else { return nil }
                        return plain
                    }
                    guard attempt == 0 || !namedWords.isEmpty, let variant = exactDatabaseMatch(search, extraStates: keptStates) ?? asItComes(),
                        // (Found by the lexicon's own words too, it may say nothing the food and the typed words do not:
                        // a "Dutch" apple pie is another pie.)
                        attempt == 0 || Set(SearchText.words(variant.name).map(SearchText.stem)).subtracting(foodStems)
                            .subtracting(uncovered.map(SearchText.stem)).allSatisfy({ FoodRanker.neutral.contains($0) || MealParser.stateNameWords.contains($0) }),
                        MealParser.baseWords(variant.name).first == head || productOfHead(variant, head: head, typed: uncovered),
                        // ("&" joins two words of a name; it is no word of its own.)
                        Set(MealParser.baseWords(variant.name).filter { $0 != "&" && $0 != "and" }).isSubset(of: Set(base + uncovered.map(SearchText.stem))),
                        Set(kept).isSubset(of: Set(SearchText.words(variant.name).map(SearchText.stem))), !namesAnotherKind(variant)
                    else { continue }
                    return variant
                }
                // (The lean only of a cut may be listed under another of its parts, "Beef, rib, large end (ribs 6-9), lean, …"
                // beside "Beef, rib, whole (ribs 6-12), lean and fat, …": the same animal and cut, lean.)
                if leanAsked, let variant = exactDatabaseMatch(uncovered + [head] + namedWords, extraStates: keptStates),
                    MealParser.baseWords(variant.name).first == head, case let terms = MealParser.nameTerms(variant.name),
                    terms.contains("lean"), !terms.contains("lean and"),
                    case let stems = Set(SearchText.words(variant.name).map(SearchText.stem)),
                    namedWords.allSatisfy({ stems.contains(SearchText.stem($0)) }), Set(kept).isSubset(of: stems)
                {
                    return variant
                }
                return nil
            }
            // A product line whose name holds the words among several others ("Kraft breyers light n' lvly lowfat
            // str'ber yogurt" for "light yogurt") is not the food named.
            let typedStems = Set(candidate.map(SearchText.stem))
            func productLine(_ exact: Food) -> Bool {
                let base = MealParser.baseWords(exact.name)
                guard MealParser.brand(in: SearchText.words(exact.name)) == nil, let maker = base.first, !typedStems.contains(maker) else { return false }
                // (A line's own word typed, one no everyday food or description uses, names that line: "cuisine" of
                // "lean cuisine" of a Stouffer's entree, "pace" of "Campbell's, pace, … salsa".)
                let named = MealParser.namingStems(exact.name)
                if candidate.contains(where: { word in
                    let stem = SearchText.stem(word)
                    return (base.contains(stem) || named.contains(stem)) && !foodStems.contains(stem) && lexicon.bestMatch([stem]) == nil && MealParser.states[word] == nil
                        && !MealParser.descriptorWords.contains(word) && !MealParser.lighterWords.contains(stem) && !MealParser.chatter.contains(word)
                        && !MealParser.neutralWords.contains(word) && word.count >= 4
                }) {
                    return false
                }
                return Set(base).subtracting(typedStems).filter {
                    !MealParser.neutralStems.contains($0) && !MealParser.lighterWords.contains($0) && !MealParser.categoryStems.contains($0) && $0.count > 1
                }.count >= 3
            }
            // A kind of the typed dish: the name's own head is the typed head ("Greek Salad, no dressing" for "greek salad").
            func sameDish(_ exact: Food) -> Bool {
                guard let head = candidate.last(where: { !MealParser.chatter.contains($0) && !MealParser.preparationWords.contains($0) }) else { return false }
                // "Italian sandwich or sub": either word before or after "or" is the dish's head.
                let own = MealParser.ownHead(MealParser.baseWords(exact.name))
                let heads = own.indices.filter { $0 == own.count - 1 || own[$0 + 1] == "or" }.map { own[$0] }
                // (A survey name that lists its fillings first ends in its head: "Sausage, egg and cheese breakfast biscuit".)
                let named = SearchText.words(MealParser.withoutAsides(exact.name))
                // (Not the bread it is on: "…, on wheat bun" is no bun.)
                return heads.contains(SearchText.stem(head))
                    || !named.contains("with") && !named.contains("on") && named.last.map(SearchText.stem) == SearchText.stem(head)
            }
            // (The lexicon may have read only the bread a food is on: "a sloppy joe on a bun" is the sandwich.)
            let readOnlyTheBread = candidate.firstIndex(of: "on").map { $0 > 0 && $0 < match.covered.lowerBound } ?? false
            // (A count word after the food, "smoked salmon slices", is how it was counted when no name holds it with the
            // other words: "beef patty" is "…, patty, cooked".)
            let exactWords = candidate.filter { !MealParser.chatter.contains($0) }
            // (A cut the lexicon's food is measured by, "chopped" of "1 cup, chopped", says how it was cut, never which
            // entry: a boiled onion, chopped, is the boiled onion, not a frozen one sold chopped, when no kept state is typed.)
            let measuredCuts = Set(exactWords.filter { word in
                MealParser.cutWords.contains(word) && food.allMeasures.contains { SearchText.words($0.name).contains(word) }
            })
            func keptUnsaid(_ food: Food) -> Bool {
                SearchText.words(food.name).contains { MealParser.keptWords.contains($0) && !exactWords.contains($0) }
            }
            func exactDatabaseMatchUncut() -> Food? {
                let found = exactDatabaseMatch(exactWords, unit: unit, counted: counted, extraStates: trimmedStates)
                guard !measuredCuts.isEmpty, let sold = found, keptUnsaid(sold) else { return found }
                let uncut = exactDatabaseMatch(exactWords.filter { !measuredCuts.contains($0) }, unit: unit, counted: counted, extraStates: trimmedStates)
                return uncut.flatMap { keptUnsaid($0) ? nil : $0 } ?? found
            }
            func exactMatch() -> Food? {
                if let found = exactDatabaseMatchUncut() {
                    // (The lexicon's food is cooked and nothing typed says dry or raw: "white grits", "yellow grits" are the
                    // cooked cereal of that name, not a cup of the dry meal.)
                    if trimmedStates.isEmpty, keptStates.contains("cooked"), !MealParser.nameTerms(found.name).isDisjoint(with: asSold),
                        let cooked = exactDatabaseMatch(exactWords, unit: unit, counted: counted, extraStates: keptStates),
                        MealParser.nameTerms(cooked.name).isDisjoint(with: asSold), MealParser.baseWords(cooked.name) == MealParser.baseWords(found.name)
                    {
                        return cooked
                    }
                    return found
                }
                // "extra firm tofu, baked": a state no entry of the food carries (USDA has no baked tofu) is how it was
                // made at home, and the kind the words name stands.
                // (Said before the food too: "a grilled pork hot dog" is "Frankfurter, pork", grilled at home.)
                let statesSaid = trimmedStates + exactWords.filter { MealParser.states[$0] != nil }
                let wanted = Set(statesSaid.flatMap(MealParser.stateTerms))
                if !wanted.isEmpty, MealParser.carriedStateTerms(food.name).isDisjoint(with: wanted), stateVariant(of: food, words: statesSaid) == nil,
                    let found = exactDatabaseMatch(exactWords.filter { MealParser.states[$0] == nil || MealParser.keptWords.contains($0) }, unit: unit, counted: counted, extraStates: [])
                {
                    return found
                }
                guard exactWords.count > 1, let last = exactWords.last, let unitWord = HouseholdUnit.normalized(last),
                    !HouseholdUnit.isWeight(unitWord), !HouseholdUnit.isVolume(unitWord),
                    candidate.last == last, !covered.contains(candidate.count - 1)
                else { return nil }
                return exactDatabaseMatch(Array(exactWords.dropLast()), unit: unit, counted: counted, extraStates: trimmedStates)
            }
            // ("a pork chop, broiled": how it was cooked, when the lexicon's food already says so, asks for no other entry;
            // how it was kept, "frozen", may still name another product, and a trim, "boneless", another cut.)
            let carried = MealParser.carriedStateTerms(food.name)
            // (Nor does a way of cooking USDA does not name, met by the food's plain "cooked" entry, nor the piece that food
            // is counted by: "2 italian sausage links, grilled" are the lexicon's cooked italian sausage, listed "1 link".)
            let plainlyCooked = carried.contains("cooked") && carried.isDisjoint(with: MealParser.otherCookingTerms)
            let saysOnlyItsState = !candidate.contains(where: MealParser.trimWords.contains) && uncovered.allSatisfy { word in
                MealParser.states[word] != nil && !MealParser.keptWords.contains(word)
                    && (!carried.isDisjoint(with: MealParser.stateTerms(word)) || plainlyCooked && MealParser.cookingStates.contains(word) && word != "fried")
                    || HouseholdUnit.normalized(word).map({ !HouseholdUnit.isWeight($0) && !HouseholdUnit.isVolume($0) && MeasureResolver.lists($0, of: food) }) == true
            }
            // "brown rice, medium grain": a word that alone never changes a food, and the unread word after it that a
            // name holds beside it ("medium-grain"), say one kind of the lexicon's food.
            let pairs = candidate.indices.dropLast().filter { at in
                !covered.contains(at) && !covered.contains(at + 1) && MealParser.neutralWords.contains(candidate[at])
                    && !MealParser.neutralWords.contains(candidate[at + 1]) && uncovered.contains(candidate[at + 1])
            }
            // (Searched as said: the database match drops words that alone never change a food.)
            if !pairs.isEmpty, let head = base.first, case let said = pairs.map({ candidate[$0] }) + uncovered + [head],
                let paired = MealParser.bestParse(
                    lookup.search((said + keptStates).joined(separator: " "), limit: 10).filter { found in
                        let nameStems = SearchText.words(found.name).map(SearchText.stem)
                        return found.source.isGeneric && MealParser.baseWords(found.name).first == head
                            && Set(kept + uncovered.map(SearchText.stem)).isSubset(of: Set(nameStems))
                            && pairs.allSatisfy { MealParser.containsPhrase(nameStems, [SearchText.stem(candidate[$0]), SearchText.stem(candidate[$0 + 1])]) }
                    }, words: said, unit: unit, counted: counted, extraStates: keptStates)
            {
                return FoodResolution(food: paired, entry: nil, covered: 0..<words.count, confidence: 0.75, read: read)
            }
            if !uncovered.isEmpty, !restatesItsName, !saysOnlyItsState, let exact = exactMatch(),
                // (Unless a word typed before it makes it another food than the lexicon's, the way a "veggie burger"
                // or a "turkey burger" is no hamburger and a "greek salad" is a salad of its own.)
                !(needsMeasure && !readOnlyTheBread && exact.allMeasures.isEmpty && !food.allMeasures.isEmpty
                    && candidate[..<match.covered.lowerBound].allSatisfy { word in
                        !uncovered.contains(word) || foodStems.contains(SearchText.stem(word))
                            || !MealParser.madeOfInstead.contains(word) && !sameDish(exact)
                    }),
                !productLine(exact),
                // (Nor is a word that only describes the food, "soft" of "soft flour tortillas", a maker's product line
                // that happens to use it: "Mission foods, …, soft taco, 8 inch".)
                !(uncovered.allSatisfy(MealParser.descriptorWords.contains) && MealParser.untypedMaker(exact.name, typed: typedStems)
                    && MealParser.brand(in: SearchText.words(exact.name)) == nil),
                !namesAnotherKind(exact)
            {
                // A name filed under something else ("Cereals, quaker, instant oatmeal, …") gives way to the lexicon's
                // food in the variant the words name ("Cereals, oats, instant, …").
                if let head = base.first, !MealParser.baseWords(exact.name).contains(head), let variant = variant() {
                    return FoodResolution(food: variant, entry: nil, covered: 0..<words.count, confidence: 0.75, read: read)
                }
                // So does a name that holds every word only by how it was kept, never typed ("…, frozen, kernels on
                // cob, …" for a kind of the lexicon's fresh food, where the lexicon reads "on the cob" as the food
                // itself).
                if keptUnsaid(exact), let variant = variant(), !keptUnsaid(variant) {
                    return FoodResolution(food: variant, entry: nil, covered: 0..<words.count, confidence: 0.75, read: read)
                }
                // "lentil soup", "ground turkey": the database names the whole thing; the lexicon only part of it.
                return FoodResolution(food: exact, entry: nil, covered: 0..<words.count, confidence: 0.75)
            }
            if let variant = variant() {
                return FoodResolution(food: variant, entry: nil, covered: 0..<words.count, confidence: 0.75, read: read)
            }
            // "a frozen blueberry toaster muffin", "frozen turkey egg rolls": how the food was kept, when no entry names
            // it with the other words, leaves the food those words name (before a kept state of the lexicon's food
            // that drops them).
            if uncovered.contains(where: MealParser.keptWords.contains), uncovered.contains(where: { !MealParser.keptWords.contains($0) }),
                let exact = exactDatabaseMatch(
                    candidate.filter { !MealParser.chatter.contains($0) && !MealParser.keptWords.contains($0) }, unit: unit, counted: counted,
                    extraStates: trimmedStates.filter { !MealParser.keptWords.contains($0) }),
                !productLine(exact),
                // (It must name a word the lexicon's food leaves out: "hash browns from frozen" stays the kept state.)
                case let names = Set(SearchText.words(exact.name).map(SearchText.stem)),
                uncovered.contains(where: { !MealParser.keptWords.contains($0) && names.contains(SearchText.stem($0)) && !foodStems.contains(SearchText.stem($0)) })
            {
                return FoodResolution(food: exact, entry: nil, covered: 0..<words.count, confidence: 0.75)
            }
            if let state = stateVariant(of: food, words: words) {
                // "cooked cauliflower", "asparagus, boiled": the lexicon's food in the state the words say.
                return FoodResolution(food: state, entry: nil, covered: coveredInWords, confidence: uncovered.isEmpty ? 0.9 : 0.75, read: read)
            }
            // "an iced chai": a word of how it is served that the lexicon's food leaves out, where the database names
            // that food with it ("Coffee, Iced Latte" beside "Coffee, Latte").
            let served = Set(candidate.filter { MealParser.servedWords.contains($0) }.map(SearchText.stem)).subtracting(foodStems)
            if uncovered.isEmpty, !served.isEmpty, MealParser.brand(in: candidate) == nil,
                case let wanted = served.union(foodStems),
                case let named = lookup.search((candidate + trimmedStates).joined(separator: " "), limit: 10).filter({
                    $0.source.isGeneric && wanted.isSubset(of: Set(SearchText.words($0.name).map(SearchText.stem))) && !productLine($0)
                }),
                let exact = MealParser.bestParse(MealParser.withoutUntypedChains(named, words: candidate), words: candidate, unit: unit, counted: counted, extraStates: trimmedStates)
            {
                return FoodResolution(food: exact, entry: nil, covered: 0..<words.count, confidence: 0.9)
            }
            return FoodResolution(food: food, entry: match.entry, covered: coveredInWords, confidence: uncovered.isEmpty ? 0.95 : 0.8)
        }
        // The database: generic foods with measures first; the phrase's cooking state decides ties. ("with" between
        // food words stays: "turkey with gravy" is not turkey gravy.)
        // (Nor "cooked", chatter only as a verb before an amount: here it is the food's state.)
        let query = words.enumerated().filter { at, word in
            !MealParser.chatter.contains(word) || word == "with" && at > 0 && at + 1 < words.count || word == "cooked"
        }.map(\.element).joined(separator: " ")
        guard !query.isEmpty else { return nil }
        var found = lookup.search(query, limit: 25)
        // (Words that never change a food may fill the search with other foods, "pitted" with pita: the other words'
        // foods compete too.)
        let describedQuery = SearchText.words(query).filter { !MealParser.neutralWords.contains($0) }
        if !describedQuery.isEmpty, describedQuery.count < SearchText.words(query).count,
            !found.contains(where: { MealParser.namesAll(describedQuery, MealParser.namingStems($0.name)) })
        {
            let known = Set(found.compactMap(\.key))
            found += lookup.search(describedQuery.joined(separator: " "), limit: 25).filter { $0.key.map { !known.contains($0) } ?? true }
        }
        // ("collards, chopped and boiled": a cut may fill the search with the food sold cut and frozen; the food as
        // kept when nothing says so, searched without the cut, comes first.)
        let uncutQuery = SearchText.words(query).filter { !MealParser.cutWords.contains($0) }
        if !uncutQuery.isEmpty, uncutQuery.count < SearchText.words(query).count,
            case let naming = found.filter({ MealParser.namesAll(uncutQuery, MealParser.namingStems($0.name)) }), !naming.isEmpty,
            naming.allSatisfy({ food in SearchText.words(food.name).contains { MealParser.keptWords.contains($0) && !words.contains($0) } })
        {
            let known = Set(found.compactMap(\.key))
            found = lookup.search(uncutQuery.joined(separator: " "), limit: 25).filter { $0.key.map { !known.contains($0) } ?? true } + found
        }
        // "beef biryani": where no name holds a meat and the dish together, the survey's "with meat" may.
        let queryStems = SearchText.words(query).map(SearchText.stem)
        if queryStems.count >= 2, let generic = MealParser.meatAsMeat(queryStems),
            !found.contains(where: { Set(queryStems).isSubset(of: MealParser.namingStems($0.name)) })
        {
            let known = Set(found.compactMap(\.key))
            found += lookup.search(generic.joined(separator: " "), limit: 10).filter { $0.key.map { !known.contains($0) } ?? true }
        }
        // "a top loin steak", "a flank steak": a steak of no animal said is beef, which USDA names by the cut ("Beef, short
        // loin, top loin, …") without the word "steak": those compete too.
        let saidWords = SearchText.words(query)
        let steakWords: Set<String> = ["steak", "steaks"]
        if saidWords.contains(where: steakWords.contains),
            !saidWords.contains(where: { MealParser.madeOfInstead.contains($0) || MealParser.uncommonMeats.contains($0) || MealParser.steakOfAnotherFood.contains($0) }),
            case let cut = saidWords.filter({ word in
                !steakWords.contains(word) && MealParser.states[word] == nil && !MealParser.neutralWords.contains(word)
                    && !MealParser.trimWords.contains(word) && !["lean", "only", "fat", "and", "trim", "trimmed", "inch", "in", "with"].contains(word)
            }), !cut.isEmpty
        {
            // (First: beef is what the cut is unless another animal is said.)
            let beef = lookup.search((["beef"] + saidWords.filter { !steakWords.contains($0) }).joined(separator: " "), limit: 10).filter { food in
                food.source.isGeneric && MealParser.namesAll(["beef"] + cut, MealParser.namingStems(food.name))
            }
            let keys = Set(beef.compactMap(\.key))
            found = beef + found.filter { $0.key.map { !keys.contains($0) } ?? true }
        }
        if brand == nil, MealParser.brand(in: words) == nil { found = MealParser.withoutUntypedChains(found, words: words) }
        // Only a maker's products hold every word typed, and no maker was: the plain foods of the last word compete too.
        if brand == nil, MealParser.brand(in: words) == nil, !found.isEmpty, queryStems.count >= 2,
            case let typed = Set(queryStems),
            found.allSatisfy({ MealParser.untypedMaker($0.name, typed: typed) && MealParser.brand(in: SearchText.words($0.name)) == nil }),
            let last = SearchText.words(query).last
        {
            var known = Set(found.compactMap(\.key))
            // (And those of every typed word but one: "whole cranberry sauce" is also the plain "Cranberry sauce".)
            let said = SearchText.words(query)
            let fewer = said.count > 2 ? said.indices.dropLast().map { at in said.enumerated().filter { $0.offset != at }.map(\.element).joined(separator: " ") } : []
            for search in [last] + fewer.prefix(4) {
                let more = lookup.search(search, limit: search == last ? 25 : 10).filter { food in
                    !MealParser.untypedMaker(food.name, typed: typed) && (food.key.map { !known.contains($0) } ?? true)
                }
                found += more
                known.formUnion(more.compactMap(\.key))
            }
        }
        // Only sugar-free or diet kinds were found, and none was asked for ("a cherry ice pop" where only the sugar-free
        // pops name cherry): the foods of every typed word but one compete too.
        if brand == nil, !found.isEmpty, queryStems.count >= 2, case let typed = Set(queryStems),
            found.allSatisfy({ MealParser.isUnaskedSugarFreeKind($0.name, unless: typed) })
        {
            var known = Set(found.compactMap(\.key))
            let said = SearchText.words(query)
            for at in said.indices where said.count > 1 {
                let search = said.enumerated().filter { $0.offset != at }.map(\.element).joined(separator: " ")
                let more = lookup.search(search, limit: 10).filter { food in
                    !MealParser.isUnaskedSugarFreeKind(food.name, unless: typed) && (food.key.map { !known.contains($0) } ?? true)
                }
                found += more
                known.formUnion(more.compactMap(\.key))
            }
        }
        // "wild eastern oysters, roasted": where no name found holds the head noun, the cooking state (which USDA may say
        // otherwise, "dry heat") may have kept the food out of the search: the words without it compete too.
        let described = SearchText.words(query).filter(MealParser.carriesMeaning)
        if let head = described.last(where: { MealParser.states[$0] == nil && !MealParser.preparationWords.contains($0) && HouseholdUnit.normalized($0) == nil }),
            described.contains(where: { MealParser.states[$0] != nil }),
            !found.contains(where: { MealParser.namingStems($0.name).contains(SearchText.stem(head)) })
        {
            let known = Set(found.compactMap(\.key))
            found += lookup.search(described.filter { MealParser.states[$0] == nil }.joined(separator: " "), limit: 25).filter { $0.key.map { !known.contains($0) } ?? true }
        }
        // "sugarless lollipops": USDA says the kind without sugar its own ways ("…, dietetic or low calorie
        // (sorbitol)"), which a search by "sugar" and "free" leaves out; the other words search too.
        if MealParser.asksSugarFree(described), case let rest = described.filter({ !MealParser.sugarFreeAskingStems.contains(SearchText.stem($0)) }),
            rest.count >= 1
        {
            let known = Set(found.compactMap(\.key))
            found += lookup.search(rest.joined(separator: " "), limit: 25).filter { food in
                MealParser.isSugarFreeKind(food.name) && food.key.map { !known.contains($0) } ?? true
            }
        }
        // "3 oz cooked lamb, lean and fat": an animal's meat said with no cut is USDA's "composite of retail cuts" of it,
        // which a search by these words may leave behind the many cuts that also name them.
        let meatSaid = described.filter { word in
            MealParser.states[word] == nil && !MealParser.neutralWords.contains(word) && !["and", "fat", "trimmed", "separable"].contains(word)
        }
        // (Where it came from is said of the composite too: "australian lamb" is USDA's imported lamb's composite.)
        // (The fat alone, "lamb fat", is the composite's fat, never its lean with a trim of fat.)
        let fatAlone = described.last(where: { MealParser.states[$0] == nil }) == "fat" && !described.contains("lean")
        if let animal = meatSaid.first(where: MealParser.retailCutAnimals.contains), meatSaid.count <= 2 {
            let composite = lookup.search((described + ["composite"]).joined(separator: " "), limit: 10).filter { food in
                let stems = MealParser.namingStems(food.name)
                return food.source.isGeneric && MealParser.baseWords(food.name).first == animal
                    && SearchText.containsBytes(food.name.lowercased(), "composite of") && !MealParser.isStandIn(food)
                    && meatSaid.allSatisfy { stems.contains(SearchText.stem($0)) }
                    && (!fatAlone || !MealParser.nameTerms(food.name).contains(where: { $0.hasPrefix("lean") }))
            }
            let keys = Set(composite.compactMap(\.key))
            found = composite + found.filter { $0.key.map { !keys.contains($0) } ?? true }
        }
        let content = words.filter { MealParser.carriesMeaning($0) && !MealParser.neutralWords.contains($0) }
        // "a kind bar", "a quest bar": a name no food carries before a food word. When the search finds nothing or its
        // best match does not even name that food word (a toddler formula for "kind"), the food word alone is the food
        // and the unknown name is reported unread.
        func withoutUnknownName() -> FoodResolution? {
            guard content.count >= 2,
                case let unknown = content.prefix(while: { !lexicon.vocabulary.contains($0) && lookup.foodCount(withWord: $0, cap: 1) == 0 }),
                !unknown.isEmpty, unknown.count < content.count, let start = words.firstIndex(of: content[unknown.count]),
                let known = resolveFood(Array(words[start...]), brand: brand, unit: unit, counted: counted),
                // (A food that names the word said last, never what it was held in: "a souvenir cup" is no dessert topping.)
                let head = content.last, MealParser.namingStems(known.food.name).contains(SearchText.stem(head)),
                !MeasureResolver.containerUnits.contains(HouseholdUnit.normalized(head) ?? head)
            else { return nil }
            return FoodResolution(food: known.food, entry: known.entry, covered: start..<words.count, confidence: min(known.confidence, 0.5))
        }
        guard let best = MealParser.weighedParse(found, words: words, unit: unit, counted: counted) else { return withoutUnknownName() }
        // A chain's name alone, or with words its chosen item does not name ("a wendys baconator"), is no food of the
        // chain's: nothing is read rather than another of its items.
        let chainWords = Set(MealParser.brands.filter { brand in MealParser.brand(in: words) == brand.name }.flatMap(\.words))
        let itemWords = content.filter { !chainWords.contains($0) }
        if !chainWords.isEmpty, MealParser.brand(in: SearchText.words(best.food.name)) != nil,
            case let named = Set(SearchText.words(best.food.name).map(SearchText.stem)),
            itemWords.allSatisfy({ !named.contains(SearchText.stem($0)) })
        {
            return nil
        }
        // (Where the best match does not name the food word said last.)
        if let head = content.last, !SearchText.words(best.food.name).map(SearchText.stem).contains(SearchText.stem(head)),
            let known = withoutUnknownName()
        {
            return known
        }
        // "sliced chayote, boiled" with a food word no food or the lexicon knows: a food found only by how it was made
        // ("Peanuts, boiled") names none of the food words typed, nor any near spelling of one: nothing is read, and the
        // words are reported unread.
        let foodWords = content.filter {
            MealParser.states[$0] == nil && !MealParser.preparationWords.contains($0) && !MealParser.cutWords.contains($0)
                && !MealParser.descriptorWords.contains($0) && HouseholdUnit.normalized($0) == nil && !chainWords.contains($0)
        }
        let bestNameWords = SearchText.words(best.food.name)
        let bestStems = Set(bestNameWords.map(SearchText.stem))
        // (A word some food or the lexicon knows may name it by a synonym the search reads: "venison" is "Game meat, deer".)
        if !foodWords.isEmpty, foodWords.allSatisfy({ word in
            !bestStems.contains(SearchText.stem(word)) && !lexicon.vocabulary.contains(word) && lookup.foodCount(withWord: word, cap: 1) == 0
                && !bestNameWords.contains(where: { SearchText.editDistance($0, word, limit: 3) <= max(1, word.count / 4) })
        }) {
            return nil
        }
        if let cooked = eatenCooked(best.food, words: words) {
            return FoodResolution(food: cooked, entry: nil, covered: 0..<words.count, confidence: 0.6)
        }
        // A hot cereal or a grain found as sold ("…, dry") for words that name no state is eaten cooked when it is
        // measured the way a cooked food is served: by volume, by the bowl, or not at all. (A weight or a packet may be
        // of the dry food.)
        if let group = best.food.group, MealParser.cookedByDefault.contains(group) || group == "cereals",
            MealParser.nameTerms(best.food.name).contains("dry"),
            unit.map({ HouseholdUnit.isVolume($0) && $0 != "fl oz" || ["bowl", "serving", "plate"].contains($0) }) ?? true,
            !words.contains(where: { MealParser.states[$0] != nil || ["uncooked", "dry", "raw", "mix", "powder", "packet", "envelope"].contains($0) }),
            let cooked = stateVariant(of: best.food, words: words + ["cooked"])
        {
            return FoodResolution(food: cooked, entry: nil, covered: 0..<words.count, confidence: 0.6)
        }
        return FoodResolution(food: best.food, entry: nil, covered: 0..<words.count, confidence: best.inDoubt ? 0.45 : 0.6)
    }

    /// Meat, fish, grains and beans are eaten cooked: a raw entry found for words that name no state ("pork loin",
    /// "red beans") gives way to the same food cooked.
    /// (A state word the cut's own name holds, "arm pot roast", says no state.)
    func eatenCooked(_ food: Food, words: [String]) -> Food? {
        let nameWords = Set(SearchText.words(food.name))
        func named(_ word: String) -> Bool { MealParser.cookingStates.contains(word) && nameWords.contains(word) }
        guard MealParser.eatenCookedByDefault(food), MealParser.nameTerms(food.name).contains("raw"),
            !words.contains(where: { MealParser.states[$0] != nil && !named($0) || ["uncooked", "dry", "fresh"].contains($0) })
        else { return nil }
        return stateVariant(of: food, words: words.filter { !named($0) } + ["cooked"])
    }

    /// The parenthesised asides of a food name ("Plums, dried (prunes), uncooked" → ["prunes"]).
    static func asides(of name: String) -> [String] {
        guard SearchText.containsBytes(name, "(") else { return [] }
        var result: [String] = []
        var current: String?
        for character in name {
            if character == "(" {
                current = ""
            } else if character == ")" {
                if let aside = current { result.append(aside) }
                current = nil
            } else if current != nil {
                current?.append(character)
            }
        }
        return result
    }

    /// A food name without its parenthesised asides ("Chickpeas (garbanzo beans, bengal gram), canned" →
    /// "Chickpeas  , canned"): what it is, not what else it is called or made from.
    static func withoutAsides(_ name: String) -> String {
        guard SearchText.containsBytes(name, "(") else { return name }
        // Each "(" up to its ")" (or the end, when unclosed) becomes one space.
        var result = String.UnicodeScalarView()
        var inAside = false
        for scalar in name.unicodeScalars {
            if inAside {
                if scalar == ")" { inAside = false }
            } else if scalar == "(" {
                inAside = true
                result.append(" ")
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// The stems a food's name names it by: every word but what it is "without" ("caesar salad without
    /// chicken" does not name chicken).
    static func namingStems(_ name: String) -> Set<String> {
        var stems: Set<String> = []
        for part in name.split(separator: ",") {
            // ("Puddings, all flavors except chocolate" is not named by "chocolate", nor "…, other than cola or pepper" by
            // "pepper".)
            let all = SearchText.words(String(part))
            let end = all.indices.first { at in
                ["without", "no", "except"].contains(all[at]) || all[at] == "other" && at + 1 < all.count && all[at + 1] == "than"
            } ?? all.count
            let words = all[..<end]
            stems.formUnion(words.map(SearchText.stem))
            // (A coating is said "covered" or "coated", and typed covered is read as coated: "Candies, chocolate covered, …".)
            if words.contains("covered") { stems.insert(SearchText.stem("coated")) }
            // ("Fast foods, miniature cinnamon rolls" is named by "mini".)
            if words.contains(where: { HouseholdUnit.size($0) == "mini" }) { stems.insert(SearchText.stem("mini")) }
            // ("…, presweetened": named by the word without USDA's "pre"; never a cooking state, "precooked" rice is sold dry.)
            for word in words where word.count >= 8 && word.hasPrefix("pre") && word.hasSuffix("ed") {
                let bare = String(word.dropFirst(3))
                if states[bare] == nil, !["pared", "served"].contains(bare) { stems.insert(SearchText.stem(bare)) }
            }
            // ("Macaroni n' cheese", "Meat & vegetable pizza": the name's "n'" or "&" is its "and".)
            if words.dropFirst().dropLast().contains("n") || SearchText.containsBytes(String(part), "&") { stems.insert(SearchText.stem("and")) }
        }
        return stems
    }

    /// A maker's soup USDA files without the word ("Campbell's, healthy request, chicken with rice, condensed"): its soups
    /// group, a maker's name (or `filedBy`, who files it otherwise), and no sauce, gravy or juice.
    static func isMakersSoup(_ food: Food, filedBy: String? = nil) -> Bool {
        guard food.group == "soups", filedBy != nil || makerWord(in: food.name) != nil else { return false }
        let words = SearchText.words(food.name)
        return !words.contains(where: { ["soup", "soups", "sauce", "sauces", "gravy", "juice", "chili"].contains($0) })
    }

    /// A name's words and adjacent word pairs ("without skin"), to match states of more than one word.
    static func nameTerms(_ name: String) -> Set<String> {
        let words = SearchText.words(name)
        return Set(words).union(zip(words, words.dropFirst()).map { "\($0) \($1)" })
    }

    /// A name's terms as states: a name "cooked without skin" or "skin not eaten" does not carry the skin.
    static func carriedStateTerms(_ name: String) -> Set<String> {
        var terms = nameTerms(name)
        if terms.contains("without skin") || terms.contains("skin not") || terms.contains("no skin") { terms.remove("skin") }
        return terms
    }

    /// The makers whose names start the names of SR28's packaged foods, written in ordinary case there (so neither
    /// a possessive nor capitals tell them apart from a food), each with the word a person typing it would use.
    /// The words of the makers' names (stems).
    static let makerStems: Set<String> = Set(makers.flatMap(\.words).map(SearchText.stem))

    static let makers: [(words: [String], key: String)] = [
        (["heinz"], "heinz"), (["kraft"], "kraft"), (["pillsbury"], "pillsbury"), (["keebler"], "keebler"), (["kellogg"], "kellogg"),
        (["nabisco"], "nabisco"), (["nestle"], "nestle"), (["hormel"], "hormel"), (["worthington"], "worthington"),
        (["archway"], "archway"), (["lipton"], "lipton"), (["vitasoy"], "vitasoy"), (["loma", "linda"], "loma"),
        (["oscar", "mayer"], "oscar"), (["louis", "rich"], "louis"), (["carl", "buddig"], "buddig"), (["green", "giant"], "giant"),
        (["general", "mills"], "general"), (["martha", "white"], "martha"), (["jimmy", "dean"], "jimmy"),
        (["chef", "boyardee"], "boyardee"), (["betty", "crocker"], "crocker"), (["hodgson", "mill"], "hodgson"),
        (["george", "weston"], "weston"), (["mckee"], "mckee"), (["mission", "foods"], "mission"), (["interstate", "brands"], "interstate"),
        (["smart", "ones"], "smart"), (["the", "budget", "gourmet"], "gourmet"), (["butcher", "boy"], "butcher"),
        (["hot", "pockets"], "pocket"), (["quaker", "oats"], "quaker"), (["healthy", "choice"], "healthy"), (["patio"], "patio"),
    ]

    /// The maker a food's name starts with, if any: a possessive ("Campbell's") or a capitalised word
    /// ("SILK", "KRAFT") in the name's first part. Survey codes (NFS, NS) are not makers.
    static func makerWord(in name: String) -> String? {
        let first = name.split(separator: ",").first.map(String.init) ?? name
        let firstWords = first.split(separator: " ")
        // A company named as such ("Campbell soup company, …").
        if firstWords.count >= 2, let last = firstWords.last, ["company", "inc", "co"].contains(last.lowercased().filter(\.isLetter)),
            let maker = firstWords.first
        {
            return maker.filter(\.isLetter).lowercased()
        }
        // A maker USDA files its products under by name, in any case ("Heinz, weight watcher, …", "Oscar mayer, …").
        let lowered = firstWords.map { $0.lowercased().filter(\.isLetter) }
        if let maker = makers.first(where: { lowered.starts(with: $0.words) }) { return maker.key }
        for word in firstWords {
            let letters = word.filter(\.isLetter)
            // A possessive, whatever its case ("Stouffer's", "Marie callender's"); a typed one is not held against a name.
            if word.hasSuffix("'s") || word.hasSuffix("’s") { return letters.lowercased() }
            if letters.count >= 3, letters.allSatisfy(\.isUppercase), !["NFS", "USDA", "NLEA"].contains(letters) { return letters.lowercased() }
        }
        return nil
    }

    /// Whether a food is a maker's product whose maker (or product name) was not typed: the maker its name starts with,
    /// else a name written in capitals after the food ("Cranberry sauce, whole, canned, OCEAN SPRAY", "Candies, HERSHEY,
    /// KIT KAT BIG KAT Bar"), any of whose words typed counts. (A flavour USDA abbreviates, "BBQ", is not a maker.)
    static func untypedMaker(_ name: String, typed: Set<String>) -> Bool {
        if let maker = makerWord(in: name) { return !typed.contains(SearchText.stem(maker)) }
        // A maker USDA names after the category, on a food the rest of the name only describes ("Salad dressing, kraft
        // free fat free ranch dressing"): a maker's version of the plain food. (A product of its own, "kellogg's froot
        // loops", is read below by its own words.)
        let parts = name.split(separator: ",")
        let category = Set(parts.first.map { SearchText.words(String($0)).map(SearchText.stem) } ?? [])
        for (at, part) in parts.enumerated().dropFirst() {
            let lowered = part.split(separator: " ").map { $0.lowercased().filter(\.isLetter) }
            guard let maker = makers.first(where: { lowered.starts(with: $0.words) }) else { continue }
            let rest = (lowered.dropFirst(maker.words.count) + parts[(at + 1)...].flatMap { SearchText.words(String($0)) }).filter { !$0.isEmpty }
            // (The rest must say a kind or a lighter make of the category, "fat free … dressing", not only a product's name.)
            if rest.contains(where: { category.contains(SearchText.stem($0)) || lighterWords.contains($0) }), rest.allSatisfy({ word in
                let stem = SearchText.stem(word)
                return typed.contains(stem) || category.contains(stem) || neutralWords.contains(word) || lighterWords.contains(word)
            }) {
                return !typed.contains(SearchText.stem(maker.key))
            }
        }
        var capitals: [String] = []
        for part in parts.dropFirst() {
            for word in part.split(separator: " ") {
                let letters = word.filter(\.isLetter)
                if letters.count >= 3, letters.allSatisfy(\.isUppercase), !["NFS", "USDA", "NLEA", "BBQ"].contains(letters) {
                    capitals.append(SearchText.stem(letters.lowercased()))
                }
            }
        }
        return !capitals.isEmpty && capitals.allSatisfy { !typed.contains($0) }
    }

    /// What kind of food a name is, as stems: its first two parts ("Peas, edible-podded", "Cereals, oats"), without
    /// states or words that never change a food; with `asides`, the parenthesis too ("Cabbage, chinese (pak-choi)").
    static func kindStems(_ name: String, asides: Bool) -> [String] {
        SearchText.words((asides ? name : withoutAsides(name)).split(separator: ",").prefix(2).joined(separator: " ")).filter {
            states[$0] == nil && !stateNameWords.contains($0) && !neutralWords.contains($0)
        }.map(SearchText.stem)
    }

    /// Foods ordered by how many name words they share with `food`, the most first (ties keep their order).
    static func nearestInName(_ foods: [Food], to food: Food) -> [Food] {
        let own = Set(SearchText.words(food.name).map(SearchText.stem))
        let shared = foods.map { Set(SearchText.words($0.name).map(SearchText.stem)).intersection(own).count }
        return foods.indices.sorted { shared[$0] != shared[$1] ? shared[$0] > shared[$1] : $0 < $1 }.map { foods[$0] }
    }

    /// A name USDA files under the kind first ("Beans, mung, mature seeds, sprouted, canned", "Squash, winter, …") read
    /// the way it is said, its first two parts the other way round ("mung beans"); empty for other names.
    static func spokenBase(_ name: String) -> [String] {
        let parts = MealParser.withoutAsides(name).split(separator: ",").map { SearchText.words(String($0)) }
        guard parts.count > 1, parts[0].count == 1, !parts[1].isEmpty else { return [] }
        return (parts[1] + parts[0]).map(SearchText.stem)
    }

    /// The words of a food name before its first comma ("Asparagus, cooked, boiled" → ["asparagus"]).
    static func baseWords(_ name: String) -> [String] {
        // A parenthesis is an aside ("Chickpeas (garbanzo beans, bengal gram), mature seeds"), not the name.
        let plain = MealParser.withoutAsides(name)
        let parts = plain.split(separator: ",").map { SearchText.words(String($0)) }
        guard let first = parts.first else { return [] }
        // A category USDA files the food under ("Fish, pollock", "Crustaceans, crab", "Beverages, cola") is not
        // its name: the next part is.
        if parts.count > 1, MealParser.categoryPrefixes.contains(first.joined(separator: " ")), !parts[1].isEmpty {
            return parts[1].map(SearchText.stem)
        }
        return first.map(SearchText.stem)
    }

    /// Units that are cuts of a food, not the food itself: "10 strips" of a pepper, "3 slices" of a melon.
    static let cutUnits: Set<String> = ["strip", "slice", "ring", "wedge", "spear", "cube", "chunk", "floweret", "floret", "sprig", "stalk"]

    /// Units a packaged food is sold in.
    static let soldInUnits: Set<String> = ["package", "packet", "can", "bottle", "box", "bag", "jar", "carton", "pouch", "envelope"]

    /// Words that name the form a food is sold in ("instant ramen", "canned chicken").
    static let soldFormStems: Set<String> = Set(["instant", "canned", "bottled", "boxed", "packaged", "bagged"].map(SearchText.stem))

    /// Another lexicon entry named as the typed words in a sold form ("instant ramen" for "ramen"), whose food has
    /// a measure for `unit` that `food` lacks: the packaged form of the same food.
    func packagedEntryFood(for entry: CommonFoods.Entry, unit: String, words: [String], food: Food) -> Food? {
        func hasUnit(_ food: Food) -> Bool { MeasureResolver.lists(unit, of: food) }
        guard !hasUnit(food) else { return nil }
        let typed = Set(words.map(SearchText.stem))
        let named = Set(entry.names.flatMap { CommonFoods.stems($0) }).intersection(typed)
        guard !named.isEmpty else { return nil }
        for other in lexicon.entries where other.key != entry.key {
            guard other.names.contains(where: { name in
                let stems = Set(CommonFoods.stems(name))
                return named.isSubset(of: stems) && stems.subtracting(named).count == 1 && !stems.subtracting(named).isDisjoint(with: MealParser.soldFormStems)
            }),
                let found = lookup.food(key: other.key), hasUnit(found)
            else { continue }
            return other.adapted(found)
        }
        return nil
    }

    /// Whether a name is one part of the food, not the food: a name part that is only the part ("Potatoes, raw,
    /// skin" is the skin of a raw potato), unless that part was typed.
    static func namesOnlyAPart(_ name: String, typed: [String]) -> Bool {
        // The survey's "Topping from vegetable pizza", "Crust from …": part of the dish it names, unless that part was said.
        let lowered = name.lowercased()
        for part in ["topping", "crust", "filling", "coating", "breading"] where lowered.hasPrefix(part + " from ") {
            return !typed.contains { SearchText.stem($0) == SearchText.stem(part) }
        }
        return lowered.split(separator: ",").dropFirst().contains { part in
            let words = part.split(separator: " ").map(String.init)
            // A fried piece's coating alone ("…, skin & breading") is a part too.
            if words.count >= 2, words.allSatisfy({ ["skin", "&", "and", "breading", "batter"].contains($0) }), words.contains("breading") || words.contains("batter") {
                return !typed.contains { ["skin", "breading", "batter", "coating"].contains($0) }
            }
            // (Salted or not, "…, skin with salt", it is the part alone.)
            let eaten = Array(words.prefix { $0 != "with" && $0 != "without" })
            guard let first = eaten.first, ["skin", "skins", "peel", "seeds", "leaves", "stems", "hulls"].contains(first)
                    || MealParser.organWords.contains(first),
                eaten.count == 1 || eaten == [first, "only"]
            else { return false }
            // (Cooked "in skin" says how the whole was cooked, not that the skin alone was eaten.)
            return !typed.indices.contains { at in
                SearchText.stem(typed[at]) == SearchText.stem(first) && (at == 0 || typed[at - 1] != "in")
            }
        }
    }

    /// The organs USDA lists as an animal's own entries ("Goose, liver, raw", "Chicken, capons, giblets, raw"): a part of
    /// the animal, never the animal said alone.
    static let organWords: Set<String> = [
        "liver", "giblets", "gizzard", "gizzards", "heart", "hearts", "kidneys", "kidney", "tongue", "brain", "brains", "lungs",
        "spleen", "pancreas", "thymus", "tripe",
    ]

    /// A name's first part up to what it comes with ("salad with crab meat" → "salad") or the bread it is on
    /// ("ham sandwich on rye" → "ham sandwich").
    static func ownHead(_ base: [String]) -> [String] {
        var own: [String] = []
        for (at, word) in base.enumerated() {
            if word == "with" || word == "without" { break }
            if word == "on", let bread = base[(at + 1)...].first(where: { $0 != "a" && $0 != "an" }), breadStems.contains(bread) { break }
            own.append(word)
        }
        return own.isEmpty ? base : own
    }

    /// The entry named as `food` but on the bread said ("…sandwich on wheat" for "…sandwich on white"), when `food`
    /// is on another; nil when it is already on that bread or USDA lists it on no other.
    func onBreadSibling(of food: Food, bread: Set<String>) -> Food? {
        let name = food.name.lowercased()
        guard let on = name.range(of: " on "), !bread.isSubset(of: MealParser.namingStems(food.name)) else { return nil }
        let dish = String(name[..<on.lowerBound])
        return lookup.search(dish + " on " + bread.sorted().joined(separator: " "), limit: 10).first { other in
            other.source.isGeneric && other.name.lowercased().hasPrefix(dish + " on ") && bread.isSubset(of: MealParser.namingStems(other.name))
        }
    }

    /// The class a name is filed under, its first part lowercased ("crustaceans" of "Crustaceans, crab, …").
    static func filedUnder(_ name: String) -> String {
        withoutAsides(name).split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
    }

    /// Whether a name is a sandwich of bread ("Ham sandwich on rye", "Peanut butter sandwich, NFS"), not a food of that
    /// shape ("Cookies, peanut butter sandwich", "Crackers, …, sandwich-type").
    static func isBreadSandwich(_ name: String) -> Bool { ownHead(baseWords(name)).last == "sandwich" }

    /// The breads a sandwich is said to be on, as stems.
    static let breadStems: Set<String> = Set(sandwichBreads.union(["english", "biscuit"]).map(SearchText.stem))

    /// USDA's words for the states a meal can name (cooking, skin: "roasted", "dry heat" as "dry" and "heat",
    /// "stewed", "meat only"): what a sibling entry of the same cut may differ by.
    static let stateNameWords: Set<String> = Set(states.values.flatMap { $0.flatMap { $0.split(separator: " ").map(String.init) } })
        .union(["cooked", "raw", "fried", "roasted", "stewed", "braised"])

    /// Meats that survey dishes name only as "meat" ("Lasagna with meat", "Soup, pho, with meat").
    static let meats: Set<String> = ["beef", "pork", "lamb", "veal", "goat", "mutton", "venison", "bison"]

    /// Shellfish and the like that survey dishes name as "seafood" ("Pad Thai with seafood").
    static let seafoods: Set<String> = ["shrimp", "prawn", "crab", "lobster", "scallop", "clam", "mussel", "squid", "calamari", "oyster"]

    /// The stems with each meat as "meat" and each shellfish as "seafood", when one is named; nil when none is.
    /// (How a meat was cut up, "ground beef", "minced lamb", is the meat those dishes hold.)
    static func meatAsMeat(_ stems: [String]) -> [String]? {
        guard stems.contains(where: { meats.contains($0) || seafoods.contains($0) }) else { return nil }
        var seen: Set<String> = []
        let cutUp = stems.contains(where: meats.contains) ? Set(["ground", "minced"].map(SearchText.stem)) : []
        return stems.compactMap { stem in
            if cutUp.contains(stem) { return nil }
            let kind = meats.contains(stem) || stem == "meat" ? "meat" : seafoods.contains(stem) || stem == "seafood" ? "seafood" : nil
            guard let kind else { return stem }
            defer { seen.insert(kind) }
            return seen.contains(kind) ? nil : kind
        }
    }

    /// Whether the typed stems name a baby ("baby food peaches", "infant formula").
    static func namesBaby(_ stems: Set<String>) -> Bool {
        !stems.isDisjoint(with: ["baby", "babyfood", "infant", "toddler"])
    }

    /// Whether the words say the baby food `food` is: a baby named, a stage ("junior"), who it is for ("… for the baby"),
    /// or a word only its measure names, as a baby-food maker ("1 bottle, Earth's Best").
    static func babyFoodSaid(_ food: Food, words: [String]) -> Bool {
        if namesBaby(Set(words.map(SearchText.stem))) || words.contains(where: babyStages.contains) || forTheBaby(words) { return true }
        func plain(_ word: String) -> String { word.replacingOccurrences(of: "'", with: "") }
        let said = Set(words.filter { word in
            word.count >= 3 && QuantityText.number(word) == nil && HouseholdUnit.normalized(word) == nil && HouseholdUnit.size(word) == nil
                && !chatter.contains(word) && !containerWords.contains(HouseholdUnit.singular(word))
        }.map(plain))
        return !said.isEmpty && food.allMeasures.contains { !said.isDisjoint(with: SearchText.words($0.name.lowercased()).map(plain)) }
    }

    /// Whether a typed word (a formula maker's or product's own, "prosobee") is held by infant formulas' names among the
    /// foods found and by no other's: the words then say baby food though no baby is named. (Not how a formula comes,
    /// "ready to feed", "powder".)
    static func onlyBabyFoodsName(_ stems: Set<String>, among foods: [Food]) -> Bool {
        let long = stems.filter { $0.count >= 5 && states[$0] == nil && !chatter.contains($0) && !formulaFormStems.contains($0) }
        let isFormula = { (food: Food) in
            let lowered = food.name.lowercased()
            return lowered.hasPrefix("infant formula") || lowered.hasPrefix("child formula") || lowered.hasPrefix("toddler formula")
        }
        guard !long.isEmpty, foods.contains(where: isFormula) else { return false }
        var inFormula: Set<String> = [], inOther: Set<String> = []
        for food in foods {
            let named = Set(SearchText.words(food.name).map(SearchText.stem)).intersection(long)
            if isFormula(food) { inFormula.formUnion(named) } else if !isBabyFood(food) { inOther.formUnion(named) }
        }
        return !inFormula.subtracting(inOther).isEmpty
    }

    /// How an infant formula comes, as stems: no word of its product's own.
    static let formulaFormStems: Set<String> = Set(["ready", "feed", "powder", "liquid", "concentrate", "reconstituted", "prepared", "formula", "added"].map(SearchText.stem))

    /// Whether a food is made for babies ("Babyfood, …", infant formula).
    static func isBabyFood(_ food: Food) -> Bool {
        food.group == "babyfood" || baseWords(food.name).contains(where: { ["babyfood", "infant"].contains($0) })
    }

    /// Forms a food is made from that USDA names after "made from" ("made from dried potatoes", "made from dry mix").
    static let madeFromForms: Set<String> = ["dried", "dehydrated", "dry", "powder", "mix", "concentrate", "flakes", "granules"]

    /// Products made of a food that USDA files under the product, the food as its kind ("Oil, hazelnut", "Flour, rice").
    static let madeOfProducts: Set<String> = Set(
        ["oil", "flour", "juice", "milk", "butter", "extract", "meal", "paste", "powder", "spread", "syrup", "sauce", "vinegar", "concentrate", "starch"]
            .map(SearchText.stem))

    /// First name parts that file a food under a category rather than name it.
    static let categoryPrefixes: Set<String> = [
        "fish", "crustaceans", "mollusks", "beverages", "alcoholic beverage", "snacks", "candies", "nuts", "seeds", "spices",
        "cereals ready to eat", "cereals", "frozen novelties", "desserts", "fast foods",
        // SR28's fast-food chapter files generic items under these ("Sandwiches & Burgers, steak sandwich").
        "sandwiches burgers", "sandwiches and burgers", "breakfast items", "side dishes", "entrees",
    ]

    /// The words of those category prefixes, as stems.
    static let categoryStems: Set<String> = Set(categoryPrefixes.flatMap { $0.split(separator: " ").map { SearchText.stem(String($0)) } })

    /// Typed states that mean the food was cooked.
    static let cookingStates: Set<String> = ["grilled", "broiled", "baked", "roasted", "roast", "fried", "steamed", "boiled", "cooked", "poached", "scrambled", "toasted"]

    /// USDA's words for a particular way of cooking, beside its plain "cooked".
    static let otherCookingTerms: Set<String> = [
        "grilled", "broiled", "baked", "roasted", "fried", "steamed", "boiled", "poached", "scrambled", "toasted", "braised",
        "stewed", "simmered", "moist", "dry heat", "microwaved", "pan", "smoked",
    ]

    /// Words saying who made a food ("commercial" for "store bought"), which decide between foods but name none.
    static let madeByWords: Set<String> = ["commercial", "commercially", "homemade"]
    static let madeByStems = Set(madeByWords.map(SearchText.stem))

    /// USDA's words for a way of cooking but "dry heat", its only cooked entry of many fish, however they were cooked.
    static let otherCookingTermsButDryHeat = otherCookingTerms.subtracting(["dry heat"])

    /// Cooking states a meal can name, and the words USDA names use for them.
    static let states: [String: [String]] = [
        "grilled": ["grilled", "broiled", "roasted", "dry heat"], "broiled": ["broiled", "dry heat"], "baked": ["baked", "roasted", "dry"],
        "roasted": ["roasted", "dry heat"], "roast": ["roasted", "dry heat"], "fried": ["fried"], "steamed": ["steamed", "boiled", "moist"],
        "boiled": ["boiled", "moist"], "raw": ["raw"], "uncooked": ["raw", "dry", "uncooked", "unprepared", "as purchased"], "stirfried": ["stir fried"], "battered": ["batter", "battered", "breaded"], "cooked": ["cooked", "boiled", "roasted", "prepared"], "poached": ["poached"],
        "scrambled": ["scrambled"], "mashed": ["mashed"], "dried": ["dried", "dehydrated"], "dehydrated": ["dehydrated", "dried"], "canned": ["canned", "refrigerated dough"], "frozen": ["frozen"],
        "homemade": ["recipe", "home"], "toasted": ["toasted"], "prepared": ["prepared", "dil", "diluted", "reconstituted"],
        "diluted": ["prepared", "dil", "diluted", "reconstituted"], "reconstituted": ["prepared", "dil", "diluted", "reconstituted"],
        "sauteed": ["sauteed", "stir fried"], "skinless": ["only", "without skin", "skinless"], "skin": ["skin"],
        "chewy": ["soft", "chewy"], "commercial": ["commercially", "commercial"],
        // Made for a diet: USDA's "special dietary", "dietetic", "low calorie".
        "dietetic": ["dietetic", "special dietary", "low calorie"],
        "undiluted": ["condensed", "undil", "concentrate", "undiluted"], "microwaved": ["microwaved", "microwave"],
        // Not heated: USDA's "unheated", or a canned or frozen food "unprepared".
        "unheated": ["unheated", "unprepared"],
        "peeled": ["peeled", "without skin", "without peel"], "unpeeled": ["unpeeled", "with peel", "with skin"],
        // Added vitamins and minerals: USDA's "fortified", "with added …", "enriched".
        "fortified": ["fortified", "with added", "enriched"], "unfortified": ["unfortified", "unenriched"],
        // A drink's mix is its powder ("iced tea mix": "Tea, instant, …, powder").
        "mix": ["mix", "powder"],
        // Powdered is USDA's "powder" or its dried form ("Egg substitute, powder", "Milk, dry", "Egg, whole, dried").
        "powdered": ["powder", "powdered", "dry", "dried"],
        // USDA's cooked vegetables and beans are "with salt" or "without salt"; nuts "with salt added", butter "with salt".
        "salted": ["with salt", "salted"],
        "unsalted": ["without salt", "unsalted", "no salt"],
        // A stand-in for the food: USDA's "imitation", "substitute" or "meatless" ("Cheese sub, mozzarella" is imitation
        // mozzarella; "Bacon bits, meatless" imitation bacon bits).
        "nonalcoholic": ["nonalcoholic", "non alcoholic", "no alcohol"],
        "imitation": ["imitation", "substitute", "meatless"], "substitute": ["substitute", "imitation"],
        // Bought and not yet made up ("as purchased" is `normalize`'s "purchased").
        "purchased": ["as purchased", "unprepared"], "unprepared": ["unprepared", "as purchased"],
    ]

    /// USDA's words for a typed cooking state ("baked" is met by "roasted" and "dry heat"), for searches.
    public static func stateTerms(_ word: String) -> [String] { states[word] ?? [] }

    /// The typed state words as stems ("baked" → "bake"), for names already stemmed.
    static let stateKeyStems: Set<String> = Set(states.keys.map(SearchText.stem))
    /// The stems of every state word and of every term a name says it in ("unprepared").
    static let stateTermStems: Set<String> = stateKeyStems.union(states.values.flatMap { $0 }.flatMap(SearchText.words).map(SearchText.stem))

    /// The same food in the state the words name, when the chosen entry is in another one (raw when
    /// "cooked" was said): the best entry with the same base name that names the state.
    func stateVariant(of food: Food, words: [String]) -> Food? {
        let typedStates = words.compactMap { MealParser.states[$0] }.map(Set.init)
        let wanted = Set(typedStates.flatMap { $0 })
        guard !wanted.isEmpty else { return nil }
        let nameWords = MealParser.carriedStateTerms(food.name)
        // Some state typed ("boiled", "skinless") that the food's name does not carry.
        guard typedStates.contains(where: nameWords.isDisjoint) else { return nil }
        let base = MealParser.baseWords(food.name)
        let stateWords = words.filter { MealParser.states[$0] != nil }
        // The variant must still be what was typed: every typed word the food's name carries ("thigh").
        let foodStems = Set(SearchText.words(food.name).map(SearchText.stem))
        // (A word the lexicon reads closed up, "snowpeas", names the food by the lexicon's entry: its base words.)
        let typedWords = words.map(SearchText.stem).filter(foodStems.contains)
        let typed = typedWords.isEmpty ? base : typedWords
        func isVariant(_ other: Food) -> Bool {
            let stems = Set(SearchText.words(other.name).map(SearchText.stem))
            let otherWords = MealParser.carriedStateTerms(other.name)
            // (The survey names some dishes by the state first: "Fried broccoli" is broccoli, fried.)
            let otherBase = MealParser.baseWords(other.name)
            let sameBase = otherBase == base || otherBase.count > base.count && otherBase.filter { MealParser.states[$0] == nil } == base
                || MealParser.spokenBase(other.name) == base
            return other.source.isGeneric && sameBase && typed.allSatisfy { MealParser.namesWord($0, stems) }
                && typedStates.allSatisfy { !otherWords.isDisjoint(with: $0) } && !MealParser.namesOnlyAPart(other.name, typed: words)
        }
        let foodWords = words.filter { MealParser.states[$0] == nil && !MealParser.chatter.contains($0) && !MealParser.neutralWords.contains($0)
            && QuantityText.number($0) == nil && HouseholdUnit.normalized($0) == nil }.map(SearchText.stem)
        var found = lookup.search((typed + stateWords).joined(separator: " "), limit: 25).filter(isVariant)
        if found.isEmpty { found = lookup.search(typed.joined(separator: " "), limit: 25).filter(isVariant) }
        // The food's own kind ("edible-podded" of the lexicon's snow peas) in that state, which a search by the typed
        // words alone may leave past its first results behind other kinds ("Peas, green, frozen, …").
        let kind = SearchText.words(MealParser.withoutAsides(food.name)).filter {
            MealParser.states[$0] == nil && !MealParser.stateNameWords.contains($0) && !MealParser.neutralWords.contains($0)
        }
        if kind.count > typed.count, !found.contains(where: { other in
            let stems = Set(SearchText.words(other.name).map(SearchText.stem))
            return kind.allSatisfy { stems.contains(SearchText.stem($0)) }
        }) {
            let known = Set(found.compactMap(\.key))
            found += lookup.search((kind + stateWords).joined(separator: " "), limit: 10).filter { other in
                isVariant(other) && (other.key.map { !known.contains($0) } ?? true)
            }
        }
        // A typed cut the chosen entry's name does not carry ("turkey breast" read as light meat, "with skin"): the
        // variants that name it come first.
        // (A piece the chosen entry counts by, "chop" of a loin listed "1 chop, …", is no cut its name must carry.)
        let countedBy = Set(MeasureResolver.unitWeights(of: food).filter { !$0.isVolume && !$0.isWeight }.map { SearchText.stem($0.unit) })
        let unnamed = words.filter { word in
            MealParser.states[word] == nil && !MealParser.chatter.contains(word) && !MealParser.neutralWords.contains(word)
                && !MealParser.joiners.contains(word) && QuantityText.number(word) == nil && HouseholdUnit.size(word) == nil
                && word.contains(where: \.isLetter) && MealParser.fatTrimWords[word] == nil
        }.map(SearchText.stem).filter { !foodStems.contains($0) && !countedBy.contains($0) }
        if !found.isEmpty, !unnamed.isEmpty {
            func naming(_ other: Food) -> Int {
                let stems = Set(SearchText.words(other.name).map(SearchText.stem))
                return unnamed.filter { MealParser.namesWord($0, stems) }.count
            }
            let more = lookup.search((typed + unnamed + stateWords).joined(separator: " "), limit: 25).filter(isVariant)
            let all = found + more.filter { other in !found.contains { $0.key == other.key } }
            if let most = all.map(naming).max(), most > 0 { found = all.filter { naming($0) == most } }
        }
        // Meat, fish and grains are eaten cooked unless "raw" is said: a raw variant only when no cooked one is found.
        if MealParser.eatenCookedByDefault(food), !words.contains("raw") {
            let cooked = found.filter { !MealParser.carriedStateTerms($0.name).contains("raw") }
            if !cooked.isEmpty { found = cooked }
        }
        if found.isEmpty {
            // The everyday entry's name is spelled its own way (USDA's short forms, "chsbrgr"): any entry
            // naming every typed food word in that state ("frozen cheese pizza").
            if foodWords.count >= 2 {
                found = lookup.search((foodWords + stateWords).joined(separator: " "), limit: 25).filter { other in
                    let otherWords = MealParser.carriedStateTerms(other.name)
                    return other.source.isGeneric && Set(foodWords).isSubset(of: Set(SearchText.words(other.name).map(SearchText.stem)))
                        && typedStates.allSatisfy { !otherWords.isDisjoint(with: $0) }
                }
            }
        }
        // Cooked by heat where no entry names how ("roasted broccoli", "grilled zucchini"): the food cooked is nearer
        // than raw (a cup of it weighs as cooked). Frying adds fat no plain cooked entry holds; it is not read so.
        if found.isEmpty, MealParser.carriedStateTerms(food.name).contains("raw"), !words.contains("raw"),
            case let dry = stateWords.filter({ MealParser.cookingStates.contains($0) && $0 != "fried" }), !dry.isEmpty, dry.count == stateWords.count
        {
            found = lookup.search((typed + ["cooked"]).joined(separator: " "), limit: 25).filter { other in
                other.source.isGeneric && MealParser.baseWords(other.name) == base && typed.allSatisfy { MealParser.namesWord($0, Set(SearchText.words(other.name).map(SearchText.stem))) }
                    && MealParser.carriedStateTerms(other.name).contains("cooked") && !MealParser.carriedStateTerms(other.name).contains("fried")
                    && !MealParser.namesOnlyAPart(other.name, typed: words)
            }
        }
        // The plainest entry in that state: fewest words beyond the food, its state, salt, and what the chosen
        // entry's own name says ("Bagels, plain, enriched" → "Bagels, plain, toasted", not cinnamon-raisin).
        // Fried pieces come in their skin and coating ("meat & skin, cooked, fried, batter"): those words are plain for them.
        let coating: [String] = wanted.contains("fried") && !words.contains("skinless") ? ["skin", "and", "batter", "flour", "breading", "breaded"] : []
        let plainWords: Set<String> = Set(base + wanted + coating + unnamed + ["cooked", "boiled", "drained", "without", "salt", "dry", "heat", "moist", "raw", "regular", "plain"])
            .union(SearchText.words(food.name).map(SearchText.stem))
        // (The survey's "…, fat added" holds fat nobody said: never plainer than its sibling without it.)
        let fatSaid = words.contains { ["fat", "oil", "butter", "margarine", "lard", "fried", "greased"].contains($0) }
        func extra(_ food: Food) -> Int {
            let added = !fatSaid && (SearchText.containsBytes(food.name, "fat added") || SearchText.containsBytes(food.name, "oil added")) ? 3 : 0
            return SearchText.words(MealParser.withoutAsides(food.name)).map(SearchText.stem).filter { !plainWords.contains($0) }.count + added
        }
        // (A cut read with its fat, "lean and fat", stays so in the other state unless "lean" is said: raw brisket is
        // never the lean only.)
        if MealParser.nameTerms(food.name).contains("lean and"), !words.contains("lean"),
            case let withFat = found.filter({ MealParser.nameTerms($0.name).contains("lean and") }), !withFat.isEmpty
        {
            found = withFat
        }
        guard let fewest = found.map(extra).min() else { return nil }
        var plainest = found.filter { extra($0) == fewest }
        // (The food's own kind first: "Cabbage, chinese (pak-choi), cooked" for the lexicon's bok choy, never common
        // cabbage in that state.)
        // (With its aside: "(pak-choi)" is what kind of chinese cabbage.)
        let ownKind = MealParser.kindStems(food.name, asides: true)
        let ofKind = plainest.filter { other in ownKind.allSatisfy(Set(SearchText.words(other.name).map(SearchText.stem)).contains) }
        if !ofKind.isEmpty { plainest = ofKind }
        return MealParser.bestParse(plainest, words: base + stateWords)
    }

    /// The neutral words as stems ("halves" → "halv"), for text already stemmed.
    static let neutralStems: Set<String> = Set(neutralWords.map(SearchText.stem))

    /// Words that describe a food without changing what it is.
    static let neutralWords: Set<String> = Set<String>([
        "plain", "regular", "whole", "organic", "fresh", "hot", "cold", "iced", "warm", "chilled", "leftover", "big", "little", "chopped", "sliced",
        "diced", "minced", "shredded", "cubed", "halved", "grated", "ripe", "raw", "cooked", "homemade", "store", "bought",
        "inch", "crust", "style", "piece", "pieces", "side", "skin", "on", "no", "without", "easy", "up",
        "sunny", "over", "kids", "kid", "size", "fun", "glazed", "medium", "boneless", "skinless", "lean", "pitted", "seedless",
        "crunchy", "crispy", "removed", "only", "cubes", "cube", "chunks", "chunk", "halves", "florets", "floret", "segments", "sections",
        "bakery", "unpacked", "undrained", "spiralized", "riced", "jarred",
    ]).union(fatTrimWords.keys)

    /// The best database food when it names every one of `words` (generic foods only).
    /// Whether a food of the item's own words is named as fortified with the nutrients said ("orange juice" with
    /// "calcium": "Orange juice, …, fortified with calcium & vitamin d").
    func namesFortified(_ itemText: String, _ nutrients: [String]) -> Bool {
        let said = foodWords(of: itemText).filter { word in
            !MealParser.chatter.contains(word) && QuantityText.number(word) == nil && HouseholdUnit.normalized(word) == nil
                && !["fortified", "enriched", "added", "with", "fl"].contains(word)
        }
        let named = nutrients.filter(MealParser.fortifyingWords.contains)
        guard !said.isEmpty, !named.isEmpty else { return false }
        // (Of a longer name one word may be said otherwise: "low cal" for "low calorie".)
        let saidStems = said.map(SearchText.stem)
        func namesWhatWasSaid(_ stems: Set<String>) -> Bool { saidStems.filter { !stems.contains($0) }.count <= (saidStems.count >= 3 ? 1 : 0) }
        guard lookup.search((said + named).joined(separator: " "), limit: 10).contains(where: { food in
            guard food.source.isGeneric else { return false }
            let stems = MealParser.namingStems(food.name)
            return named.allSatisfy { stems.contains(SearchText.stem($0)) } && namesWhatWasSaid(stems)
        }) else { return false }
        // What a food is fortified with changes little of its energy: a reading far from the item's own ("milk with vitamin
        // d" as dry milk "with added vitamin D") is another food, unless it names what was said and no form that was not
        // (the item's own reading may be the worse one, where the name spells out the kind the words say in short).
        guard let plain = resolveFood(said, brand: nil), let fortified = resolveFood(said + ["with"] + named, brand: nil) else { return false }
        let base = plain.food.kcalPer100g
        if fortified.food.key == plain.food.key || base > 0 && abs(fortified.food.kcalPer100g - base) <= 0.25 * base { return true }
        let nameWords = SearchText.words(fortified.food.name)
        let unsaidForm = nameWords.indices.contains { at in
            (MealParser.madeFromForms.contains(nameWords[at]) || ["evaporated", "condensed"].contains(nameWords[at]))
                && !said.contains(nameWords[at]) && (at == 0 || nameWords[at - 1] != "from")
        }
        return !unsaidForm && namesWhatWasSaid(MealParser.namingStems(fortified.food.name))
    }

    func exactDatabaseMatch(
        _ words: [String], allowBrands: Bool = false, unit: String? = nil, counted: Bool = false, extraStates: [String] = []
    ) -> Food? {
        // "in" may or may not be in the name ("peaches in light syrup": "Peaches, canned, light syrup pack").
        let content = words.filter { !MealParser.neutralWords.contains($0) && QuantityText.number($0) == nil && $0 != "in" }
        guard content.count >= 2 else { return nil }
        var found = lookup.search((words + extraStates).joined(separator: " "), limit: 10).filter { $0.source.isGeneric }
        // (A coating typed "coated" is "covered" in some names: "Almonds, chocolate covered candy".)
        if words.contains("coated") {
            let known = Set(found.compactMap(\.key))
            found += lookup.search((words + extraStates).map { $0 == "coated" ? "covered" : $0 }.joined(separator: " "), limit: 10).filter { food in
                food.source.isGeneric && food.key.map { !known.contains($0) } ?? true
            }
        }
        // Brand words as written ("wendys") against names as stored ("Wendy's").
        // A cooking state is met by any of USDA's words for it ("roast" by "roasted").
        let stated = Array(Set(content + extraStates)).filter { MealParser.states[$0] != nil }
        // "no cheese", "without mayo": what the food is typed without is not a word its name must hold, and a name
        // that has it ("…, with cheese") is not the food.
        // Said before the food ("no salt tomato sauce"), the one word after "no" is what it is without.
        let leadingNegation = words.count > 2 && ["no", "without"].contains(words[0]) ? [words[1]] : []
        let negatedWords = (words.indices.first { $0 > 0 && ["no", "without"].contains(words[$0]) }.map { Array(words[($0 + 1)...]) } ?? leadingNegation)
            .filter { $0 != "the" && $0 != "a" && $0 != "any" && $0 != "added" }
        let negated = Set(negatedWords.map(SearchText.stem))
        let negatedFirst = negatedWords.first
        var wanted = Set(content.filter { MealParser.states[$0] == nil }.map(SearchText.stem).map { word in
            allowBrands ? (MealParser.brand(in: [word]).map { $0.replacingOccurrences(of: " ", with: "") } ?? word) : word
        }).subtracting(negated)
            // "80 proof": the strength a name states is part of it.
            .union(words.indices.filter { $0 + 1 < words.count && words[$0 + 1] == "proof" && QuantityText.number(words[$0]) != nil }.map { words[$0] })
        let forBaby = MealParser.namesBaby(wanted) || MealParser.onlyBabyFoodsName(wanted, among: found)
        let typedBrand = MealParser.brand(in: words)
        // "sugar free", "sugarless", "diet": asked in USDA's words for it too ("reduced calorie, with aspartame").
        let sugarFreeAsked = MealParser.asksSugarFree(words)
        if sugarFreeAsked { wanted.subtract(MealParser.sugarFreeAskingStems) }
        // "beef biryani": survey dishes say "with meat" for any meat, when no name says the meat itself.
        let generic = MealParser.meatAsMeat(Array(wanted)).map(Set.init)
        // The typed head: the last food word before what it was typed as made with ("minestrone, prepared with water").
        let typedHead = content.prefix(while: { !["with", "w", "prepared", "made", "mixed", "reconstituted"].contains($0) })
            .last(where: { MealParser.states[$0] == nil }).map(SearchText.stem)
        func matches(_ food: Food, _ wanted: Set<String>) -> Bool {
            var stems = MealParser.namingStems(food.name)
            if MealParser.isMakersSoup(food) { stems.insert(SearchText.stem("soup")) }
            if let brand = MealParser.brand(in: SearchText.words(food.name)) {
                if allowBrands {
                    stems.insert(brand.replacingOccurrences(of: " ", with: ""))
                } else if brand.contains(" "), typedBrand == nil, let range = food.name.lowercased().range(of: brand) {
                    // A chain's name is not its food when the chain was not typed ("Burger King, chicken tenders" is no
                    // chicken burger; "Pizza Hut …, cheese pizza" is still pizza).
                    var rest = food.name.lowercased()
                    rest.removeSubrange(range)
                    stems = MealParser.namingStems(rest)
                }
            }
            // (A name that says the same "no salt" itself, "Beans, snap, green, canned, no salt, …", is that food.)
            let ownNegation = negatedFirst.map { first in
                let terms = MealParser.nameTerms(food.name)
                return terms.contains("no \(first)") || terms.contains("without \(first)")
            } ?? false
            guard wanted.isSubset(of: stems), ownNegation || stems.isDisjoint(with: negated), forBaby || !MealParser.isBabyFood(food),
                !sugarFreeAsked || MealParser.isSugarFreeKind(food.name)
            else { return false }
            // (One that says it only of a dish the words never name, "Caesar salad, with romaine, no dressing" for
            // lettuce without dressing, is not the food.)
            if ownNegation, Set(MealParser.baseWords(food.name)).isDisjoint(with: wanted) {
                return false
            }
            // The typed food named only as what another was made up with ("…, powder, prepared with whole milk" for
            // "powdered milk") is not the food.
            if let head = typedHead, SearchText.containsBytes(food.name, " with "), case let lowered = food.name.lowercased(),
                let madeWith = ["prepared with ", "made with ", "reconstituted with "].compactMap({ lowered.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }),
                !SearchText.words(String(lowered[..<madeWith.lowerBound])).contains(where: { SearchText.stem($0) == head }),
                SearchText.words(String(lowered[madeWith.upperBound...])).contains(where: { SearchText.stem($0) == head })
            {
                return false
            }
            // A stand-in (imitation, meatless) is never the exact food unless it was typed; "plain or vegetarian"
            // is the plain food.
            let terms = MealParser.nameTerms(food.name)
            if stems.contains(where: { MealParser.standInStems.contains($0) && !wanted.contains($0) }), !terms.contains("plain or") { return false }
            if stated.isEmpty { return true }
            return stated.allSatisfy { stems.contains(SearchText.stem($0)) || !terms.isDisjoint(with: MealParser.states[$0] ?? []) }
        }
        var matching = found.filter { matches($0, wanted) }
        // (Which the search by the typed words may have left out.)
        if sugarFreeAsked, matching.isEmpty, !wanted.isEmpty {
            matching = lookup.search((Array(wanted) + extraStates).joined(separator: " "), limit: 25).filter { $0.source.isGeneric && matches($0, wanted) }
        }
        // A state USDA says in other words ("unsalted" is "without salt") may have kept the food out of the search: the
        // words without it are searched too, and the state still checked.
        if matching.isEmpty, !stated.isEmpty, case let bare = words.filter({ MealParser.states[$0] == nil }),
            bare.count < words.count || !extraStates.isEmpty,
            bare.contains(where: { !MealParser.neutralWords.contains($0) && QuantityText.number($0) == nil })
        {
            matching = lookup.search(bare.joined(separator: " "), limit: 10).filter { $0.source.isGeneric && matches($0, wanted) }
        }
        if typedBrand == nil, !allowBrands { matching = MealParser.withoutUntypedChains(matching, words: words) }
        // A sugar-free or diet kind no word asked for is no exact match: the regular food may lack a word the lighter one
        // happens to say (a flavour), and the search weighs both. (Not a kind with less fat, which other words imply:
        // "skim", "1%"; nor a maker's product, whose name is what was typed.)
        let typedStems = Set(words.map(SearchText.stem))
        matching.removeAll { MealParser.isUnaskedSugarFreeKind($0.name, unless: typedStems) }
        // The typed chain's item is named by its own head ("a taco bell taco" is a taco, not the chain's taco salad,
        // whose name holds "taco" only in the chain's name).
        if let typedBrand {
            let items = matching.filter { MealParser.brand(in: SearchText.words($0.name)) != typedBrand || MealParser.namesChainItem($0.name, typed: words) }
            if !items.isEmpty { matching = items }
        }
        if matching.isEmpty, let generic {
            // (A name of another meat, "Beef, ground, 95% lean meat", says "meat" of no meat in general.)
            matching = lookup.search(generic.sorted().joined(separator: " "), limit: 10).filter { food in
                food.source.isGeneric && matches(food, generic) && MealParser.namingStems(food.name).isDisjoint(with: MealParser.meats.union(MealParser.seafoods))
            }
        }
        // "butterscotch chips": a typed head no name holds may be the form the food is measured in ("Candies, confectioner's
        // coating, butterscotch": "1 cup, chips"); the other words are searched, and the head met by a measure. (Only a
        // plural head after another word and no size, where the form is said, not a piece counted; so too where the names
        // found hold it only as the kind of something else, "chip" of "Granola bars, …, chocolate chip", neither as what
        // they are nor in a measure.)
        func formsHead(_ food: Food, _ head: String) -> Bool {
            food.allMeasures.contains { measure in SearchText.words(measure.name).contains { SearchText.stem($0) == head } }
        }
        if let head = typedHead, let last = content.last, SearchText.stem(last) == head, last.hasSuffix("s"), HouseholdUnit.singular(last) != last,
            content.count >= 2, wanted.contains(head), !content.contains(where: { HouseholdUnit.size($0) != nil }),
            matching.allSatisfy({ food in
                !SearchText.words(food.name).contains(last) && !MealParser.baseWords(food.name).contains(head) && !formsHead(food, head)
            })
        {
            let rest = wanted.subtracting([head])
            let formed = lookup.search(words.filter { SearchText.stem($0) != head }.joined(separator: " "), limit: 10).filter { food in
                food.source.isGeneric && matches(food, rest) && formsHead(food, head)
            }
            if !formed.isEmpty { matching = formed }
        }
        guard let best = MealParser.bestParse(matching, words: words, unit: unit, counted: counted, extraStates: extraStates) else { return nil }
        return extraStates.isEmpty ? eatenCooked(best, words: words) ?? best : best
    }

    /// Foods without the items of a chain whose name is made of food words ("Pizza Hut", "Burger King"), when a plain
    /// food also names every typed word: with no chain typed, "thick crust pepperoni pizza" is the pizza-chain average.
    static func withoutUntypedChains(_ foods: [Food], words: [String]) -> [Food] {
        let typed = Set(words.filter { !chatter.contains($0) && !neutralWords.contains($0) && QuantityText.number($0) == nil && HouseholdUnit.normalized($0) == nil }
            .map(SearchText.stem))
        func chainNamedByFoodWords(_ food: Food) -> Bool {
            guard let chain = brand(in: SearchText.words(food.name)), chain.contains(" ") else { return false }
            return SearchText.containsBytes(food.name.lowercased(), chain)
        }
        guard !typed.isEmpty, foods.contains(where: chainNamedByFoodWords) else { return foods }
        guard foods.contains(where: { brand(in: SearchText.words($0.name)) == nil && typed.isSubset(of: namingStems($0.name)) }) else {
            // (Nor, ever, an item of it that names no typed word but the chain's own: "Taco Bell, nachos" for "a taco al pastor".)
            return foods.filter { food in
                guard chainNamedByFoodWords(food), let chain = brand(in: SearchText.words(food.name)) else { return true }
                let chainStems = Set(SearchText.words(chain).map(SearchText.stem))
                return !namingStems(food.name).subtracting(chainStems).isDisjoint(with: typed)
            }
        }
        return foods.filter { !chainNamedByFoodWords($0) }
    }

    /// Picks among search results the food a meal most likely means.
    static func bestParse(_ foods: [Food], words: [String], unit: String? = nil, counted: Bool = false, extraStates: [String] = []) -> Food? {
        weighedParse(foods, words: words, unit: unit, counted: counted, extraStates: extraStates)?.food
    }

    /// `bestParse`, and whether the choice is in doubt: a runner-up scored within a point whose energy per
    /// 100 g differs by more than 15 % (the words leave the variety open, and the variety matters).
    static func weighedParse(
        _ foods: [Food], words: [String], unit: String? = nil, counted: Bool = false, extraStates: [String] = []
    ) -> (food: Food, inDoubt: Bool)? {
        // (A state word that ends the name of a cut the words say, "arm pot roast", "sirloin tip roast", is the name's.)
        let namedStates = words.count < 2 || !words.dropFirst().contains(where: { states[$0] != nil }) ? [] : Set(words.indices.dropFirst().filter { at in
            states[words[at]] != nil && foods.contains { SearchText.containsBytes($0.name.lowercased(), words[at - 1] + " " + words[at]) }
        }.map { words[$0] })
        let stateSource = Array(Set(words + extraStates).subtracting(namedStates))
        let wanted = Set(stateSource.flatMap { states[$0] ?? [] })
        let query = Set(words.map(SearchText.stem))
        // Only foods that name what was asked for: all its words, else at least its head (last) word.
        let allContent = words.filter { !chatter.contains($0) && !neutralWords.contains($0) && brand(in: [$0]) == nil && QuantityText.number($0) == nil }
        // A unit word after the food ("falafel patties", "sirloin steak") is how it comes, not what it is; after
        // "with" it is what the food comes with ("soft taco with steak").
        let comesWith = Set(words.indices.filter { $0 > 0 && words[$0 - 1] == "with" }.map { words[$0] })
        var contentWords = allContent.filter { HouseholdUnit.normalized($0) == nil || comesWith.contains($0) }
        if contentWords.isEmpty { contentWords = allContent }
        // The head noun: the last content word, before what it is packed in ("pineapple canned in juice").
        // In "A with B" the head is A's ("beef stroganoff with noodles" is a stroganoff). Who made it ("… from the
        // bakery" read as "commercial") is no head.
        let beforePack = words.firstIndex(of: "in").map { Array(words[..<$0]) } ?? words
        let beforeWith = words.firstIndex(of: "with").map { Array(words[..<$0]) } ?? words
        let headStem = contentWords.last(where: {
            beforePack.contains($0) && beforeWith.contains($0) && states[$0] == nil && !preparationWords.contains($0) && !madeByWords.contains($0)
        }).map(SearchText.stem)
            ?? contentWords.last(where: { beforePack.contains($0) && states[$0] == nil && !preparationWords.contains($0) && !madeByWords.contains($0) })
            .map(SearchText.stem)
            ?? contentWords.last.map(SearchText.stem)
        func stems(_ food: Food) -> Set<String> { Set(SearchText.words(food.name).map(SearchText.stem)) }
        var foods = foods
        // "6 inch flour tortillas": a name that states another size ("…, soft taco, 8 inch") is another food.
        if let typed = MealParser.inches(in: words) {
            let sized: [Food] = foods.filter { food in
                guard let stated = MealParser.statedInches(food.name) else { return true }
                return abs(stated - typed) < 0.5
            }
            if !sized.isEmpty { foods = sized }
        }
        // Named outside any parenthesis first ("Coconut milk (liquid expressed from grated meat & water)"
        // does not name coconut water), unless every word of an aside was typed: then it is what the food
        // is also called ("Plums, dried (prunes)").
        func typedAsides(_ food: Food) -> Set<String> {
            var found: Set<String> = []
            for aside in asides(of: food.name) {
                // ("(includes kaiser)": what it includes is what it is also called.)
                let asideStems = Set(SearchText.words(aside).filter { !["includes", "including", "inc", "and", "or"].contains($0) }.map(SearchText.stem))
                if !asideStems.isEmpty, asideStems.isSubset(of: query) { found.formUnion(asideStems) }
            }
            return found
        }
        // What a name is "without" ("Chicken, canned, no broth") does not name it either.
        func mainStems(_ food: Food) -> Set<String> {
            guard SearchText.containsBytes(food.name, "(") else { return namingStems(food.name) }
            return namingStems(withoutAsides(food.name)).union(typedAsides(food))
        }
        // A unit word typed as part of the name ("leg of lamb") names the food when some entry carries it.
        let withUnits = allContent.map(SearchText.stem)
        // A typed cooking state is named by any of USDA's words for it ("roast" by "roasted"), not by a cut
        // that shares the word ("sirloin tip roast").
        let stateStems = Dictionary(words.filter { states[$0] != nil }.map { (SearchText.stem($0), $0) }, uniquingKeysWith: { first, _ in first })
        func names(_ content: [String], _ food: Food) -> Bool {
            let main = mainStems(food)
            let terms = stateStems.isEmpty ? [] : nameTerms(food.name)
            return content.allSatisfy { stem in
                if let state = stateStems[stem], let stateNames = states[state] { return !terms.isDisjoint(with: stateNames) }
                // ("sweetened" is named by USDA's "presweetened", "cooked" by "precooked"; "liquid" by "fluid", "drink" by
                // "beverage"; "frosted" by "frosting", "breaded" by "breading": what the food is covered or filled with.)
                return main.contains(stem) || stem.count >= 4 && main.contains("pre" + stem) || stem == "liquid" && main.contains("fluid")
                    || stem == "drink" && main.contains("beverage")
                    || stem.count >= 5 && stem.hasSuffix("ed") && main.contains(stem.dropLast(2) + "ing")
            }
        }
        var unitNames = withUnits.count > contentWords.count && foods.contains(where: { names(withUnits, $0) })
        // (Not the word a food was counted by when no entry that names it can weigh one and one that does not name it
        // can: "a top round steak" of "…, top round steak, …" listed by the ounce, beside "…, top round, …" with "1 steak".)
        let countWords = allContent.filter { !contentWords.contains($0) }
        if unitNames, counted, unit == nil, countWords.count == 1, let unitWord = HouseholdUnit.normalized(countWords[0]),
            !HouseholdUnit.isWeight(unitWord), !HouseholdUnit.isVolume(unitWord),
            case let weighs = { (food: Food) in MeasureResolver.lists(unitWord, of: food) },
            // (An animal few people eat, not typed, is no reading: "Game meat, deer, top round, …, 1\" steak".)
            case let usual = foods.filter({ food in
                !SearchText.words(food.name).prefix(3).contains(where: { MealParser.uncommonMeats.contains($0) && !words.contains($0) })
            }),
            !usual.contains(where: { names(withUnits, $0) && weighs($0) }),
            usual.contains(where: { names(contentWords.map(SearchText.stem), $0) && weighs($0) })
        {
            unitNames = false
        }
        let content = unitNames ? withUnits : contentWords.map(SearchText.stem)
        // Food for babies is named only when a baby is (never the only match left for an adult's words).
        let forBaby = namesBaby(query) || onlyBabyFoodsName(query, among: foods)
        if !forBaby { foods.removeAll { MealParser.isBabyFood($0) && !MealParser.babyFoodSaid($0, words: words) } }
        var named = foods.filter { names(content, $0) && (forBaby || !MealParser.isBabyFood($0)) }
        // "beef pho", "pork biryani": survey dishes say "with meat" for any meat.
        if named.isEmpty, let generic = MealParser.meatAsMeat(content) {
            named = foods.filter { names(generic, $0) && (forBaby || !MealParser.isBabyFood($0)) }
        }
        // Who made it ("commercial", from "store bought") decides between foods that name the rest, never for a food
        // that leaves a typed word unnamed (store-bought kaiser rolls are "Rolls, hard (includes kaiser)").
        if named.isEmpty, content.contains(where: MealParser.madeByStems.contains),
            case let rest = content.filter({ !MealParser.madeByStems.contains($0) }), !rest.isEmpty
        {
            named = foods.filter { names(rest, $0) && (forBaby || !MealParser.isBabyFood($0)) }
        }
        if named.isEmpty, content.count >= 2 {
            // A cut the food's own measures name ("watermelon balls": "1 cup, balls") is how it comes, not a food.
            named = foods.filter { food in
                let measured = Set(food.allMeasures.flatMap { SearchText.words($0.name).map(SearchText.stem) })
                let main = mainStems(food)
                // (A typed cooking state is named by any of USDA's words for it: "steamed alaska king crab legs".)
                let terms = nameTerms(food.name)
                return content.allSatisfy { stem in
                    main.contains(stem) || measured.contains(stem)
                        || stateStems[stem].map { state in !terms.isDisjoint(with: states[state] ?? []) } == true
                } && content.contains(where: main.contains)
            }
        }
        // Only sugar-free or diet kinds name every word, and none was asked for: the regular food that names all but one of
        // them (not its head) competes too ("a cherry ice pop" where only the sugar-free pops say cherry).
        if !named.isEmpty, content.count >= 2, let headStem,
            named.allSatisfy({ isUnaskedSugarFreeKind($0.name, unless: query) })
        {
            let known = Set(named.compactMap(\.key))
            named += foods.filter { food in
                !isUnaskedSugarFreeKind(food.name, unless: query) && (forBaby || !MealParser.isBabyFood(food)) && (food.key.map { !known.contains($0) } ?? true)
                    && names([headStem], food) && content.filter({ !names([$0], food) }).count == 1
            }
        }
        let exactly = Set(words.filter { !chatter.contains($0) || $0 == "and" || $0 == "with" }.map(SearchText.stem))
        // The typed words as one phrase, without unit words ("fish sticks" is not a phrase to look for).
        // ("X with Y" holds no phrase "X Y": the words after "with" are what the food comes with.)
        let phraseWords = words.firstIndex(of: "with").map { Array(words[..<$0]) } ?? words
        let phrase = contentWords.filter(phraseWords.contains).map(SearchText.stem)
        // (A typed word is named whole or as USDA's participle: "sprouts" by "sprouted".)
        var complete = named.isEmpty ? foods.filter { food in
            let own = stems(food)
            return content.allSatisfy { MealParser.namesWord($0, own) }
        } : named
        // Words only a maker's product carries ("whole" of "Cranberry sauce, whole, canned, OCEAN SPRAY") when no maker
        // was typed: the plain foods of that head compete too (the maker's product loses points for its maker).
        // (A chain's item is read by the chain rules, not as a maker's product.)
        let untypedMaker: (Food) -> Bool = { food in
            MealParser.untypedMaker(food.name, typed: query) && brand(in: SearchText.words(food.name)) == nil
        }
        // (Not a plain food that leaves several typed words unsaid: "fiesta nacho cheese soup" is no "Soup, NFS".)
        if !complete.isEmpty, brand(in: words) == nil, complete.allSatisfy(untypedMaker), let head = headStem ?? content.last {
            complete += foods.filter { food in
                let own = stems(food)
                return !untypedMaker(food) && own.contains(head) && content.filter { !own.contains($0) && MealParser.states[$0] == nil }.count <= 1
            }
        }
        // A maker's product gives way to the plain food when that names every word too ("Cream, sour, reduced fat,
        // cultured" over a maker's reduced fat sour cream).
        if brand(in: words) == nil, complete.contains(where: untypedMaker),
            complete.contains(where: { !untypedMaker($0) && names(content, $0) })
        {
            complete = complete.filter { !untypedMaker($0) }
        }
        // So does a chain's item no chain was typed for ("a caramel sundae" is the fast-food sundae, not one chain's),
        // when a food of no chain and no maker names every word.
        let chainItem: (Food) -> Bool = { food in brand(in: SearchText.words(food.name)) != nil }
        if brand(in: words) == nil, complete.contains(where: chainItem),
            complete.contains(where: { !chainItem($0) && !untypedMaker($0) && names(content, $0) })
        {
            complete = complete.filter { !chainItem($0) }
        }
        if !complete.isEmpty {
            foods = complete
        } else if let head = content.last(where: { stateStems[$0] == nil }) ?? content.last {
            // (Its head is a food word, never how it was cooked: "a beef pot pie, baked" keeps the pies not named baked.)
            var headed = foods.filter { stems($0).contains(head) }
            // A count word that ends the name and is itself a food's name word ("smoked beef cocktail links": link sausages)
            // heads it instead, when the foods it names hold more of the other typed words than those the last other word heads.
            if let last = allContent.last(where: { beforePack.contains($0) && beforeWith.contains($0) }), !contentWords.contains(last),
                case let unitStem = SearchText.stem(last), !content.contains(unitStem)
            {
                func most(_ list: [Food]) -> Int { list.map { food in content.filter(stems(food).contains).count }.max() ?? 0 }
                let byUnit = foods.filter { stems($0).contains(unitStem) }
                if most(byUnit) > most(headed) { headed = byUnit }
            }
            if !headed.isEmpty {
                foods = headed
            } else if case let namesSome = { (food: Food) in content.contains(where: stems(food).contains) }, foods.contains(where: namesSome) {
                // (No name holds the last word: never one that names no typed word at all, found by a word's first
                // letters, "Pitanga" for "pita".)
                foods = foods.filter(namesSome)
            }
        }
        // "Lean and fat" said is USDA's trim of that name, never the lean-only sibling that also spells "fat" ("0\"fat").
        // (It reaches here with or without its "and".)
        if words.indices.dropFirst().contains(where: { at in
            words[at - 1] == "lean" && (words[at] == "fat" || words[at] == "and" && words.dropFirst(at + 1).first == "fat")
        }), case let trimmed = foods.filter({ SearchText.containsBytes($0.name.lowercased(), "lean and fat") }), !trimmed.isEmpty {
            foods = trimmed
        }
        // Every typed word some candidate names: a name that says it covers all kinds ("french fries, all types") and
        // names each of these is the food when no kind was typed, before a kind nobody asked for ("shoestring").
        let namedTyped = foods.reduce(into: Set<String>()) { found, food in found.formUnion(stems(food).intersection(query)) }
        let sugarFreeAsked = asksSugarFree(words)
        var best: (score: Double, food: Food)?
        var scored: [(score: Double, food: Food)] = []
        // (Whether USDA names a "not breaded" kind among these: then its breaded sibling is the other food.)
        let notBreadedOffered = foods.contains { SearchText.containsBytes($0.name, "not breaded") }
        // A food said twice over, "turnip greens and turnips": the entry whose name says it as often ("Turnip greens &
        // turnips"), not one that names it once.
        // (A chain's name is no food said: "tacos from taco bell" says tacos once.)
        let chainWords = Set(brand(in: words).map { $0.split(separator: " ").map(String.init) } ?? [])
        let typedTwice = Dictionary(words.filter { MealParser.namesNoAmount($0) && !chainWords.contains($0) }.map { (SearchText.stem($0), 1) }, uniquingKeysWith: +)
            .filter { $0.value > 1 }
        for (rank, food) in foods.enumerated() {
            let nameWords = SearchText.words(food.name)
            var score = -Double(rank) * 0.8
            if !typedTwice.isEmpty {
                let named = Dictionary(nameWords.map { (SearchText.stem($0), 1) }, uniquingKeysWith: +)
                if typedTwice.allSatisfy({ named[$0.key, default: 0] >= $0.value }) { score += 2 }
            }
            // Read once per candidate: its unit weights (only when an amount needs them) and name terms.
            let weights = unit != nil || counted ? MeasureResolver.unitWeights(of: food) : []
            let terms = nameTerms(food.name)
            // A measured entry is the one an amount can be read against; a weight needs no measure.
            if !food.measures.isEmpty { score += unit.map(HouseholdUnit.isWeight) == true ? 1.5 : 3 }
            if food.source == .usdaBranded { score -= 4 }
            // Part of a food (its skin, a fried piece's breading) only when that part is named; a piece with its skin
            // and breading taken off only when that is said.
            if namesOnlyAPart(food.name, typed: words) { score -= 6 }
            // The alcoholic kind of a drink or dish ("Fruit punch, alcoholic") only when alcohol was said.
            if terms.contains("alcoholic"), !words.contains(where: { MealParser.alcoholWords.contains($0) || MealParser.spiritWords.contains($0) }) { score -= 6 }
            if MealParser.allKindsPhrases.contains(where: { SearchText.containsBytes(food.name.lowercased(), $0) }), namedTyped.isSubset(of: stems(food)) {
                score += 2
            }
            // A cut of an animal few people eat ("Emu, top loin", "Game meat, elk, …") only when the animal is said: a
            // "top loin steak" is beef.
            if let animal = nameWords.prefix(3).first(where: MealParser.uncommonMeats.contains), !words.contains(animal),
                !(MealParser.sameAnimal[animal].map { words.contains($0) } ?? false)
            {
                score -= 3
            }
            // A cut is eaten as cut, its fat with it: USDA's "lean and fat" when no trim is said; "lean" said alone is the
            // lean only.
            if SearchText.containsBytes(food.name.lowercased(), "lean and fat") {
                // The trim said picks USDA's entry of that trim ("1/8\"fat", "1/8\" fat").
                if let said = words.lazy.compactMap({ MealParser.fatTrimWords[$0] }).first,
                    case let spaced = food.name.replacingOccurrences(of: "\" ", with: "\""),
                    let stated = MealParser.fatTrimWords.values.first(where: { SearchText.containsBytes(spaced, $0) })
                {
                    score += stated == said ? 3 : -3
                }
                if !words.contains(where: { ["lean", "fat", "trimmed", "only"].contains($0) }) {
                    score += 1.5
                } else if words.contains("lean"), !words.contains("fat") {
                    score -= 3
                }
            }
            // USDA's "common" kind ("Cabbage, common, …", "Cowpeas, common, …") is the everyday one when no kind is typed,
            // before red or savoy cabbage the search may rank first.
            if nameWords.contains("common"), !words.contains("common") { score += 2 }
            // A double or triple ("cheeseburger, …, double patty") only when said: a burger is a single.
            if nameWords.contains(where: { ["double", "triple"].contains($0) && !words.contains($0) }) { score -= 3 }
            // A breaded entry only when breading is said, where USDA also names the kind "not breaded": "pan-fried veal" is
            // "…, pan-fried, not breaded". (Fried chicken, whose entries never say so, is breaded as it is sold.)
            if notBreadedOffered, let breaded = nameWords.firstIndex(of: "breaded"), breaded == 0 || nameWords[breaded - 1] != "not",
                !words.contains(where: { ["breaded", "breading", "crumbed", "battered", "coated"].contains($0) })
            {
                score -= 1.5
            }
            // "Extra" heavy syrup, lean, firm or crispy is a degree beyond the word typed: only when said ("small-extra
            // large" olives name a range of sizes).
            if let extra = nameWords.firstIndex(of: "extra"), !words.contains("extra"),
                extra + 1 == nameWords.count || HouseholdUnit.size(nameWords[extra + 1]) == nil
            {
                score -= 1.5
            }
            // The survey's "…, fat added" (cooked with fat) only when fat is said; its plain or "no added fat" sibling else.
            if SearchText.containsBytes(food.name, "fat added") || SearchText.containsBytes(food.name, "oil added"),
                !words.contains(where: { ["fat", "oil", "butter", "margarine", "lard", "fried", "sauteed", "greased"].contains($0) })
            {
                score -= 3
            }
            // (Fried chicken is eaten in its skin and breading: its meat alone only when said.)
            let lowered = food.name.lowercased()
            if SearchText.containsBytes(lowered, "removed") || SearchText.containsBytes(lowered, "fried") && SearchText.containsBytes(lowered, "meat only"),
                !words.contains(where: { ["skinless", "removed", "without", "no", "only"].contains($0) })
            {
                score -= 2
            }
            // Typed words that only modify another head in the name ("pumpkin pie" in "Pumpkin pie mix"):
            // the name's first part holds every typed word but ends in one that was not typed.
            let base = baseWords(food.name)
            // What the name is, before what it comes with ("Macaroni or pasta salad with crab meat" is a salad).
            let own = ownHead(base)
            // "Oil, hazelnut", "Flour, almond": what is made of a food, filed under the product with the food as its kind, is
            // not the food typed alone.
            if base.count == 1, MealParser.madeOfProducts.contains(base[0]), !query.contains(base[0]), let headStem, !base.contains(headStem),
                stems(food).contains(headStem)
            {
                score -= 6
            }
            // So does a name whose head holds the typed head noun as a modifier ("Pickle relish" for "sweet pickles").
            if let head = own.last, !query.contains(head), !content.isEmpty, !neutralWords.contains(head),
                content.allSatisfy(base.contains) || headStem.map({ own.contains($0) }) == true
            {
                score -= 4
            } else if let head = own.last, SearchText.containsBytes(food.name, ",") {
                // A later part that names the head again as something else ("Crab, blue, crab cakes") is that dish.
                let parts = food.name.split(separator: ",").dropFirst().map { SearchText.words(String($0)).map(SearchText.stem) }
                if parts.contains(where: { part in
                    guard let at = part.firstIndex(of: head), at + 1 < part.count else { return false }
                    let next = part[at + 1]
                    return !query.contains(next) && !neutralWords.contains(next) && !FoodRanker.neutral.contains(next)
                }) {
                    score -= 4
                }
            }
            // A dish joining the typed food to another ("Gin and tonic" for "tonic", "Ham and bean soup" for "bean
            // soup") when no word of the other was typed: the typed food alone is what was had.
            // (Nor do the typed words as a phrase in it name it: they name the half that was typed.)
            // ("Grape leaves stuffed with beef and rice": an "and" in what it comes with joins no dish.)
            let joinsAnother = own.firstIndex(of: "and").map { and in
                and > 0 && and + 1 < own.count && [own[..<and], own[(and + 1)...]].contains { side in !side.contains(where: query.contains) }
            } ?? false
            if joinsAnother { score -= 6 }
            // A maker's product ("Campbell's chunky soups, …", "SILK Plain, …") only when its maker was typed.
            if MealParser.untypedMaker(food.name, typed: query), brand(in: nameWords) == nil { score -= 3 }
            // A volume typed for a food measured by volume ("2 tbsp sunflower seeds"): no density guess.
            if let unit, HouseholdUnit.isVolume(unit) {
                // (Or a serving USDA states by the dry food that made it: "3 tbsp" of a hot cereal made with water.)
                if weights.contains(where: \.isVolume)
                    || food.allMeasures.contains(where: { MeasureText.unitWeights(of: $0).contains { MeasureText.isDryIngredient($0) && $0.unit == unit } })
                {
                    score += 2
                } else if !MeasureResolver.isLiquid(food) {
                    score -= 2
                }
            }
            // Skin only when it was said ("meat & skin" beside "meat only"); "with skin" is meat and skin, not skin alone.
            // Fried chicken is eaten in its skin and breading: "meat only" of a fried piece only when skinless is said.
            // ("meat only" typed asks for USDA's "meat only", fried or not.)
            let skinOff = words.contains("skinless") || query.contains("skin") && words.contains(where: ["no", "without", "removed"].contains)
                || MealParser.containsPhrase(words, ["meat", "only"])
            let fried = nameWords.contains(where: { ["fried", "crispy", "breaded"].contains($0) })
            if nameWords.contains("skin"), !query.contains("skin"), !words.contains("skinless"), !fried { score -= 0.5 }
            if terms.contains("meat only"), query.contains("skin") || fried, !skinOff { score -= 2 }
            // ("cooked without skin", "skin not eaten" when the skin was said.)
            if terms.contains("without skin") || terms.contains("skin not"), query.contains("skin"), !skinOff { score -= 2 }
            if terms.contains("skin only"), !words.contains("only") { score -= 4 }
            // A count ("2 enchiladas", "3 slices") of a food with no household measure would be a guess.
            // A weight needs no measure.
            if counted || unit.map({ !HouseholdUnit.isWeight($0) && !HouseholdUnit.isVolume($0) && $0 != "fl oz" }) == true, food.allMeasures.isEmpty,
                !(unit.map(HouseholdUnit.isWeight) ?? false)
            {
                score -= 2
            }
            // Pieces counted of a food the name holds only as a part ("3 meatballs" of "Spaghettios … with
            // meatballs") count something else.
            if counted, unit == nil, let head = headStem, let with = nameWords.firstIndex(of: "with"),
                !nameWords[..<with].contains(where: { SearchText.stem($0) == head }), nameWords[with...].contains(where: { SearchText.stem($0) == head })
            {
                score -= 4
            } else if !words.contains("with"), let head = headStem, SearchText.containsBytes(food.name, " with ") {
                // So does any amount of a food typed without "with" that the name holds only in what the food comes with
                // ("canned green chilies" are not "Tomatoes, …, canned, with green chilies"; "…, sweetened with saccharin, …,
                // powder" still names the powder).
                let parts = food.name.lowercased().split(separator: ",").map { SearchText.words(String($0)).map(SearchText.stem) }
                let withPart = parts.first { $0.contains("with") }
                if let withPart, let at = withPart.firstIndex(of: "with"), withPart[(at + 1)...].contains(head),
                    !withPart[..<at].contains(head), !parts.contains(where: { $0 != withPart && $0.contains(head) })
                {
                    score -= 4
                }
            }
            // "A serving of …", "a portion of …": an entry that states its serving.
            if unit == "serving", weights.contains(where: { $0.unit == "serving" && !$0.isDerived }) { score += 2 }
            // A count of the food itself ("2 enchiladas") where the food is measured by the piece.
            if counted, unit == nil,
                MeasureResolver.countMeasures(weights.filter { !$0.isVolume && !$0.isWeight }, foodWords: words, food: food)?.isEmpty == false
            {
                score += 3
            }
            // The name is exactly the words typed, nothing else but USDA's filing ("Fast Foods, ham & cheese sandwich").
            if !base.isEmpty, Set(base).subtracting(["with", "and"]) == exactly.subtracting(["with", "and"]),
                Set(nameWords.map(SearchText.stem)).subtracting(exactly).allSatisfy({ FoodRanker.neutral.contains($0) || categoryStems.contains($0) })
            {
                score += 2
            }
            // A typed dish ("peanut butter sandwich") is not a food that only borrows the dish's name later
            // ("Cookies, peanut butter sandwich").
            if let head = headStem, MealParser.sandwichWords.contains(head) || MealParser.dishWords.contains(head), !own.contains(head) { score -= 4 }
            // The typed head noun as the name's own head ("Danish pastry, cheese" for "cheese danish", not
            // "Fast Foods, danish pastry, cheese").
            if let head = headStem, own.contains(head) || typedAsides(food).contains(head) {
                score += own.last == head || !own.contains(head) ? 1.5 : 0.75
            }
            // Canned food is weighed with its liquid unless "drained" is said.
            if nameWords.contains("canned"), nameWords.contains("drained"), !words.contains("drained") { score -= 2 }
            // What it is packed in is not the food ("pineapple in juice" is not pineapple juice).
            if beforePack.count < words.count, let last = base.last, words[beforePack.count...].contains(where: { packingMedia.contains($0) && SearchText.stem($0) == last }) {
                score -= 4
            }
            // A pizza's crust other than the regular one (thin, thick, deep dish, stuffed, pan) only when said.
            if nameWords.contains("crust"), nameWords.contains(where: { ["thin", "thick", "deep", "stuffed", "pan"].contains($0) && !query.contains($0) }) {
                score -= 1.5
            }
            // "leg meat", "thigh meat": the meat of the part, USDA's "meat only", when no skin is said.
            if query.contains("meat"), !query.contains("skin"), nameWords.contains("meat"), nameWords.contains("skin") { score -= 1 }
            // A part of the bird only when said: "fried chicken" is the whole bird's meat, not its neck, back or giblets.
            if ["chicken", "turkey"].contains(nameWords.first ?? ""),
                nameWords.contains(where: { ["giblets", "neck", "back", "leg", "wing", "thigh", "breast", "drumstick"].contains($0) && !query.contains(SearchText.stem($0)) })
            {
                score -= 1
            }
            // A chunky soup only when said.
            if nameWords.contains("chunky"), !query.contains(SearchText.stem("chunky")) { score -= 1 }
            // A lighter variant (lowfat, reduced fat, light, fat free, diet) only when asked for.
            // (Asked for in any of USDA's words for it: "reduced sodium" is met by "low sodium".)
            // (Nor is one whose lighter word is said of a typed word: "dehydrated (low-moisture)" is what "dehydrated" asks.)
            let lighterUnasked = !query.contains(where: MealParser.lighterStems.contains)
                && nameWords.contains(where: { lighterWords.contains($0) && !query.contains(SearchText.stem($0)) })
                && MealParser.isLighterVariant(food.name, unless: query)
                && !food.name.split(separator: ",").contains(where: { part in
                    // (Said after it: "diet tropical blend" is a lighter tropical blend.)
                    let partWords = SearchText.words(String(part))
                    guard let lighter = partWords.firstIndex(where: lighterWords.contains) else { return false }
                    return partWords[..<lighter].contains(where: { word in
                        !MealParser.lightenedQualities.contains(word) && query.contains(SearchText.stem(word))
                    })
                })
            if lighterUnasked { score -= 3 }
            // A can's "no salt" kind only when salt is said: canned food is sold salted, USDA's "regular pack".
            if nameWords.contains("canned"), SearchText.containsBytes(lowered, "no salt"),
                !words.contains(where: { SearchText.containsBytes($0, "salt") || SearchText.containsBytes($0, "sodium") })
            {
                score -= 2
            }
            // A kind without sugar asked for ("sugar free", "diet") is any of USDA's words for it; the regular food is not it.
            if sugarFreeAsked { score += MealParser.isSugarFreeKind(food.name) ? 1.5 : -3 }
            // Sweetened with a sweetener other than sugar ("…, sweetened with sodium saccharin", "with aspartame") only when
            // a sweetener or a lighter kind is said: "sweetened" alone is sugar.
            if MealParser.sugarSubstitutes.contains(where: { SearchText.containsBytes(lowered, $0) }),
                !query.contains(where: { MealParser.lighterStems.contains($0) || MealParser.sugarSubstituteStems.contains($0) })
            {
                score -= 3
            }
            // Soups and drinks are had as served: the dry mix, powder, condensed soup or concentrate only when said.
            // (A fruit's juice too: "Grapefruit juice, white, frozen concentrate, unsweetened, undil".)
            if let group = food.group, group == "soups" || group == "beverages" || group.hasPrefix("survey:soup") || group == "fruits" && nameWords.contains("juice") {
                let asSold = ["dry", "mix", "powder", "condensed", "concentrate", "undiluted", "undil"]
                let served = terms.contains("ready to") || terms.contains("prepared with") || terms.contains("dil with") || terms.contains("diluted with")
                    || SearchText.containsBytes(lowered, "from concentrate")
                // (Any of these words asks for the food as sold: "orange juice concentrate" is the undiluted can. Juice
                // "from concentrate" is the juice as served.)
                // (So does the piece it is sold in: "a bouillon cube", "a packet of cocoa".)
                let typedAsSold = words.indices.contains { asSold.contains(words[$0]) && !($0 > 0 && words[$0 - 1] == "from") }
                    || words.contains(where: ["cube", "cubes", "packet", "packets", "envelope", "envelopes", "granules"].contains)
                let madeUp = words.contains(where: ["diluted", "prepared", "made", "mixed", "reconstituted"].contains)
                if !served, nameWords.contains(where: asSold.contains), !typedAsSold, !terms.contains("dry heat"), !terms.contains("dry roasted") {
                    score -= 4
                } else if typedAsSold, served, !madeUp {
                    score -= 2
                } else if !typedAsSold, served {
                    score += 1.5
                    // A soup is had from a can: one made from a dry mix only when a mix or packet is said.
                    if group == "soups" || group.hasPrefix("survey:soup"), nameWords.contains(where: { ["mix", "powder"].contains($0) }),
                        !query.contains(where: { ["packet", "envelope", "pouch", "instant", "cup"].contains($0) })
                    {
                        score -= 2
                    }
                }
                // USDA's anonymous maker's product ("…, single brand") only beside no plain entry: nobody types it.
                if terms.contains("single brand") { score -= 1.5 }
            }
            // A dry mix of any food (a cake, a pudding, a stuffing) only when a mix was said: people eat what it makes.
            if terms.contains("dry mix"), !terms.contains("prepared"), !query.contains("mix"), !(food.group == "soups" || food.group == "beverages") { score -= 4 }
            // Corn "on cob" (an ear, weighed whole) only when the cob or an ear is said: kernels by the cup are cut off it.
            if terms.contains("on cob"), !words.contains(where: { ["cob", "cobs", "ear", "ears"].contains($0) }) { score -= 2 }
            // Refrigerated dough, unbaked ("Cookies, sugar, refrigerated dough"), only when the dough itself is said: people eat
            // what is baked from it ("cookies from refrigerated dough" are baked).
            if SearchText.containsBytes(lowered, "refrigerated dough"), !nameWords.contains("baked"), !terms.contains("from refrigerated"),
                !words.contains(where: { ["raw", "unbaked", "uncooked"].contains($0) }),
                !words.indices.contains(where: { at in words[at] == "dough" && !words[max(0, at - 2)..<at].contains("from") })
            {
                score -= 3
            }
            // "Crunchy" is USDA's hard kind of a food sold hard and soft ("granola bars, hard"), "chewy" its soft one.
            if words.contains("crunchy") { score += nameWords.contains("hard") ? 2 : nameWords.contains("soft") ? -2 : 0 }
            // Food as sold, before it is made ready ("frozen, unprepared"), only when asked for: people eat it prepared.
            if nameWords.contains("unprepared"), !query.contains(where: ["unprepared", "uncooked", "raw"].contains) { score -= 2 }
            // A small-piece form of a food ("… bites", "… minis") only when asked for: the bar is the usual one.
            if nameWords.contains(where: { ["bites", "minis", "mini", "miniatures"].contains($0) && !query.contains(SearchText.stem($0)) }) { score -= 2 }
            // An instant or quick-cooking version only when asked for: the regular food is the usual one.
            if nameWords.contains(where: { ["instant", "quick"].contains($0) && !query.contains($0) }), !nameWords.contains("regular") { score -= 1 }
            // A sausage or cold cut made of poultry (turkey bologna, chicken bratwurst) only when the bird is said.
            if food.group == "sausages", nameWords.contains(where: { ["turkey", "chicken"].contains($0) && !query.contains($0) }) { score -= 3.5 }
            // Cured meat (a ham, bacon, corned beef) only when a cured meat is named: "pork shoulder" is fresh pork.
            if nameWords.contains("cured"), !query.contains(where: MealParser.curedWords.contains) { score -= 2 }
            // A stand-in for the food (meatless, vegetarian, imitation) only when asked for.
            // "plain or vegetarian" is the plain food.
            if nameWords.contains(where: { standInWords.contains($0) && !query.contains(SearchText.stem($0)) }), !terms.contains("plain or") { score -= 9 }
            // USDA's words for the usual kind of a food ("broilers or fryers", "all types", "mixed species"), when the name's
            // first part is not itself a kind nobody typed ("Spiny lobster, mixed species" is a spiny lobster).
            let firstPart = SearchText.words(String(food.name.prefix { $0 != "," }))
            if nameWords.contains(where: ["broilers", "all", "composite", "mixed"].contains), !nameWords.contains("babyfood"),
                firstPart.allSatisfy({ query.contains(SearchText.stem($0)) || categoryStems.contains(SearchText.stem($0)) || FoodRanker.neutral.contains(SearchText.stem($0)) })
            {
                score += 1
            }
            // A class of chicken sold for another use ("Chicken, roasting", "…, stewing", "…, capons") only when said:
            // the everyday bird is USDA's broiler or fryer.
            // (Said as a kind, "a roaster", "a stewing hen", "capon", it is that one; "roasted" is how it was cooked.)
            if base.first == "chicken",
                nameWords.contains("roasting") && !query.contains(where: { ["roasting", "roaster"].contains($0) })
                    || nameWords.contains("stewing") && !query.contains(where: { ["stewing", "stewer", "hen"].contains($0) })
                    || nameWords.contains(where: { ["capons", "capon"].contains($0) }) && !query.contains(where: { ["capon", "capons"].contains($0) })
            {
                score -= 2
            }
            // Unusual kinds (game, baby food, commodity and native foods) only when named. (A native food says so in its
            // aside: "Bear, polar, meat, raw (Alaska Native)" is no bear typed alone.)
            if base.contains(where: { ["game", "babyfood", "infant", "commodity", "native"].contains($0) }), base.allSatisfy({ !query.contains($0) }) { score -= 3 }
            if SearchText.containsBytes(lowered, "alaska native"), !query.contains("alaska"), !query.contains(SearchText.stem("native")) { score -= 3 }
            // A cut said without its animal ("top round", "rib chop") is of the everyday animal, never veal unless said.
            if base.first == "veal", !query.contains("veal") { score -= 3 }
            // Food for babies is another diet altogether: never an adult's plain words, even when it is the entry
            // with a measure.
            if !forBaby, isBabyFood(food) { score -= 3 }
            // A counted unit ("2 slices", "an order of") the food has a measure for.
            if let unit, !HouseholdUnit.isWeight(unit), !HouseholdUnit.isVolume(unit), unit != "fl oz" {
                let synonyms = MeasureResolver.unitSynonyms(unit)
                // (Not for a lighter variant nobody asked for: the usual food borrows the unit from a related entry.)
                if weights.contains(where: { synonyms.contains($0.unit) }), !lighterUnasked { score += 3 }
                // "An order of" is how restaurants sell a dish.
                if unit == "order", ["fastfood", "restaurant"].contains(food.group ?? "") { score += 3 }
            }
            if !wanted.isEmpty {
                // Each state typed ("boiled", "skinless") that the name carries counts.
                // A raw entry is not cooked, whatever its cut is called ("…, sirloin tip roast, …, raw").
                let raw = food.name.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces).lowercased() == "raw" }
                let satisfied = stateSource.filter { state in
                    guard let names = states[state] else { return false }
                    if raw, cookingStates.contains(state) { return false }
                    return !terms.isDisjoint(with: names)
                }.count
                // A way of cooking USDA does not name for the food ("grilled bratwurst") is met, less well, by its plain
                // "cooked" entry that names no other way. ("Dry heat", USDA's only cooked fish of many kinds, is how a
                // fillet is fried in a pan too: never the raw fish.)
                let plainlyCooked = satisfied == 0 && !raw && stateSource.contains(where: cookingStates.contains)
                    && terms.contains("cooked") && terms.isDisjoint(with: MealParser.otherCookingTermsButDryHeat)
                score += satisfied > 0 ? 4 + 1.5 * Double(satisfied - 1) : plainlyCooked ? 2 : -2
            } else {
                // Unstated: the ordinary state of the food — cooked meat, grains and beans, raw produce.
                // (A cured meat sold ready to eat, USDA's "unheated" ham, is as good as cooked: it is how it is bought.)
                if eatenCookedByDefault(food) {
                    score += nameWords.contains(where: { ["cooked", "roasted", "broiled", "boiled", "baked"].contains($0) })
                        || nameWords.contains("unheated") && !nameWords.contains("raw") ? 2 : -1
                } else if nameWords.contains("raw") || nameWords.contains("uncooked") {
                    score += 1
                }
                // Fruit and vegetables are fresh (or dried) unless "canned" is said.
                if let group = food.group, group == "fruits" || group == "vegetables", nameWords.contains("canned") { score -= 1 }
            }
            score += Double(Set(nameWords.map(SearchText.stem)).filter(query.contains).count) * 0.5
            // The words as one phrase in the name ("coconut water" in "Nuts, coconut water") name that food.
            if phrase.count >= 2, !joinsAnother {
                let nameStems = nameWords.map(SearchText.stem)
                if (0...max(0, nameStems.count - phrase.count)).contains(where: { nameStems.count >= phrase.count && Array(nameStems[$0..<($0 + phrase.count)]) == phrase }) {
                    score += 3
                }
            }
            // "…, with cheese" adds what was not said; "without …" and "plain" are the bare food. The
            // addition ends at the next comma ("cooked with water, without salt").
            if SearchText.containsBytes(food.name, "with"), case let parts = food.name.split(separator: ","), parts.indices.contains(where: { at in
                let partWords = SearchText.words(String(parts[at]))
                guard let with = partWords.firstIndex(of: "with") else { return false }
                // A list the addition runs on in ("with egg, cheese, & ham"): the parts up to the one that starts with "&".
                var added = Array(partWords[(with + 1)...])
                if let end = parts.indices.dropFirst(at + 1).first(where: { index in
                    let trimmed = parts[index].trimmingCharacters(in: .whitespaces)
                    return trimmed.hasPrefix("&") || trimmed.hasPrefix("and ")
                }) {
                    added += parts[(at + 1)...end].flatMap { SearchText.words(String($0)) }
                }
                // A fried piece's coating ("with breading") is how it comes.
                // (Nor is what it is fortified with, "with iron", "with ara & dha", anything added to eat.)
                return added.contains(where: { !query.contains(SearchText.stem($0)) && !(fried && ["breading", "batter", "flour"].contains($0)) && $0 != "and" })
                    && !MealParser.onlyFortification(added.joined(separator: " "))
            }) {
                score -= 1.5
            }
            // The plain form: "plain", "regular", "original", bought, or without salt/skin/added sugar (not "made
            // without olestra").
            // Heated only when said: "frozen apple slices" are USDA's unheated ones.
            if nameWords.contains("heated"),
                !words.contains(where: { ["heated", "hot", "warm", "warmed", "cooked", "reheated"].contains($0) || MealParser.cookingStates.contains($0) })
            {
                score -= 1
            }
            // A flavour not typed ("Potato chips, …, cheese-flavor") is another food than the one said.
            // (Names are split only when they hold such a part: this runs for every candidate.)
            if SearchText.containsBytes(lowered, "flavo"), food.name.split(separator: ",").dropFirst().contains(where: { part in
                let partWords = SearchText.words(String(part).replacingOccurrences(of: "-", with: " "))
                guard let last = partWords.last, ["flavor", "flavored", "flavour", "flavoured"].contains(last) else { return false }
                let flavour = partWords.dropLast().map(SearchText.stem).filter { $0 != "and" && $0 != "&" }
                return !flavour.isEmpty && !flavour.contains(where: query.contains)
            }) {
                score -= 3
            }
            // A kind typed mixed with one not typed ("Pork, cured, ham, extra lean & regular, …" for "extra lean ham"): both
            // kinds, not the one said. (Meat and its skin or fat are read above.)
            if SearchText.containsBytes(lowered, "&") || SearchText.containsBytes(lowered, " and "),
                food.name.split(separator: ",").dropFirst().contains(where: { part in
                let halves = String(part).replacingOccurrences(of: " and ", with: "&").split(separator: "&")
                guard halves.count == 2 else { return false }
                let sides = halves.map { SearchText.words(String($0)).map(SearchText.stem) }
                return !sides.contains(where: \.isEmpty) && sides.contains { $0.contains(where: query.contains) } && sides.contains { side in
                    !side.contains(where: query.contains)
                        && !side.contains(where: { ["skin", "flesh", "meat", "fat", "bone", "refuse", "peel", "seed"].contains($0) || MealParser.states[$0] != nil || MealParser.stateKeyStems.contains($0) || MealParser.coatingWords.contains($0) || MealParser.cutStems.contains($0) })
                }
            }) {
                score -= 2
            }
            // (Not a plain kind mixed with another, "ham, extra lean & regular": that is both kinds.)
            let plainForm = food.name.split(separator: ",").contains(where: { part in
                let partWords = SearchText.words(String(part))
                return partWords.contains(where: ["plain", "regular", "classic", "original", "commercially", "commercial"].contains)
                    && !partWords.contains("and") && !SearchText.containsBytes(String(part), "&")
            })
                || nameWords.indices.contains { nameWords[$0] == "without" && $0 + 1 < nameWords.count && ["salt", "skin", "added"].contains(nameWords[$0 + 1]) }
            if plainForm { score += 1 }
            // Bought is the usual form; "from recipe" only when the words say homemade.
            if nameWords.contains("recipe") && !words.contains("homemade") { score -= 1 }
            // A prime grade of meat and a wild animal only when said: the everyday grades and the farmed animal are usual.
            if nameWords.contains("prime"), !query.contains("prime") { score -= 1.5 }
            // (A fish "wild caught" is how it was fished, no kind.)
            if let wild = nameWords.firstIndex(of: "wild"), wild + 1 == nameWords.count || nameWords[wild + 1] != "caught", !query.contains("wild") { score -= 1.5 }
            // Sweetened with sugar ("Blueberries, frozen, sweetened") only when said: frozen fruit is plain.
            if nameWords.contains("sweetened"), !query.contains(where: { $0.hasPrefix("sweet") || $0 == "sugar" || $0 == "syrup" }) { score -= 1 }
            // Made from another form of the food ("Potato chips, made from dried potatoes, …") only when that form is said.
            if SearchText.containsBytes(lowered, "made from"), let from = nameWords.firstIndex(of: "from"), from > 0, nameWords[from - 1] == "made",
                case let forms = nameWords[(from + 1)...].prefix(3).filter(MealParser.madeFromForms.contains), !forms.isEmpty,
                !forms.contains(where: { words.contains($0) || query.contains(SearchText.stem($0)) })
            {
                score -= 2
            }
            scored.append((score, food))
            if score > best?.score ?? -.infinity { best = (score, food) }
        }
        guard let chosen = best else { return nil }
        let energy = chosen.food.nutrientsPer100g.kcal
        let inDoubt = scored.contains { other in
            other.food.id != chosen.food.id && chosen.score - other.score < 1
                && abs(other.food.nutrientsPer100g.kcal - energy) > 0.15 * max(energy, other.food.nutrientsPer100g.kcal)
        }
        return (chosen.food, inDoubt)
    }

    /// Whether a name is a lighter variant of its food that the typed stems did not ask for. A lighter
    /// word describes the food unless its part of the name goes on to name something else ("Kielbasa, …,
    /// nonfat dry milk" is made with an ingredient, not a lighter kielbasa).
    static func isLighterVariant(_ name: String, unless query: Set<String>) -> Bool {
        name.split(separator: ",").contains { part in
            let words = SearchText.words(String(part))
            guard let at = words.firstIndex(where: { lighterWords.contains($0) && !query.contains(SearchText.stem($0)) }) else { return false }
            // (Or a lighter word before the typed food itself: "…, diet tropical blend" for "tropical blend".)
            let rest = words[(at + 1)...]
            return rest.allSatisfy { lighterWords.contains($0) || lightenedQualities.contains($0) || SearchText.isNumeral($0) }
                || !rest.isEmpty && rest.allSatisfy { query.contains(SearchText.stem($0)) }
        }
    }

    /// Whether a name is a sugar-free, diet or low-calorie kind of its food that the typed stems did not ask for, and no
    /// maker's product (whose name is what was typed: a light beer by its brand). Kinds with less fat are left out: other
    /// words imply them ("skim", "1%").
    static func isUnaskedSugarFreeKind(_ name: String, unless query: Set<String>) -> Bool {
        query.isDisjoint(with: lighterStems) && isLighterVariant(name, unless: query) && makerWord(in: name) == nil
            && brand(in: SearchText.words(name)) == nil
            && SearchText.words(name).contains(where: { ["sugar", "sugarless", "calorie", "calories", "diet"].contains($0) })
    }

    /// Whether the words ask for a kind without sugar: "sugar free" (also typed "sugar-free"), "sugarless", "diet".
    static func asksSugarFree(_ words: [String]) -> Bool {
        words.contains("sugarless") || words.contains("diet")
            || words.indices.dropLast().contains { words[$0] == "sugar" && words[$0 + 1] == "free" }
    }

    /// The words that ask for it (stems), which a name may say otherwise.
    static let sugarFreeAskingStems: Set<String> = Set(["sugar", "free", "sugarless", "diet"].map(SearchText.stem))

    /// Whether a name is a kind without sugar in any of USDA's words: "sugar free", "sugarless", "diet", "low calorie",
    /// "reduced calorie", "no sugar added", "special dietary" (its baked goods for diabetic diets), or sweetened with a
    /// sugar substitute.
    static func isSugarFreeKind(_ name: String) -> Bool {
        let lowered = name.lowercased()
        let terms = nameTerms(name)
        return terms.contains("sugar free") || terms.contains("sugarless") || terms.contains("diet") || terms.contains("low calorie")
            || terms.contains("reduced calorie") || terms.contains("no sugar") || terms.contains("special dietary")
            || sugarSubstitutes.contains { SearchText.containsBytes(lowered, $0) } || SearchText.containsBytes(lowered, "aspt")
    }

    /// What a lighter variant has less of ("reduced fat", "low sodium", "sugar free").
    static let lightenedQualities: Set<String> = [
        "fat", "calorie", "calories", "sodium", "salt", "sugar", "sugars", "milkfat", "cholesterol", "carb", "carbohydrate",
        "moisture", "skim", "part", "added", "sweetened", "and", "or", "in",
    ]

    /// Whether a measure's text names one of the typed cuts, in any form ("sliced" in "1 cup, pieces or slices").
    static func namesCut(_ cuts: [String], _ text: String) -> Bool {
        let words = SearchText.words(text)
        // Small pieces are one cut however they are said: a cup of "diced" food is USDA's cup of its "cubes" or
        // "chopped" food where the food lists no diced cup.
        var said = cuts.contains(where: piecesCuts.contains) ? cuts + piecesCuts : cuts
        if cuts.contains(where: strandCuts.contains) { said += strandCuts }
        return said.contains { cut in
            let root = cut.prefix(max(3, cut.count - 2))
            return words.contains { $0.hasPrefix(root) }
        }
    }

    /// The meats a wrapped dish is filled with ("a burrito with chicken").
    static let fillingMeats: Set<String> = meats.union(seafoods).union(["chicken", "turkey", "steak", "fish", "carnitas", "chorizo", "barbacoa", "pastor"])

    /// Units that are pieces of a meat ("a steak", "2 chops"), which may also start a food's name ("steak fries").
    static let meatPieceUnits: Set<String> = ["steak", "chop", "fillet", "patty", "breast", "thigh", "wing", "drumstick", "link"]

    /// Pieces said after "cut into" that `cutOfPieces` leaves: the cut word ("in 1 inch pieces": chopped).
    static let smallerCuts: [String: String] = ["pieces": "chopped", "bits": "chopped", "dice": "diced", "rounds": "sliced", "coins": "sliced"]

    /// Cuts into small pieces, alike in how a cup of them packs.
    static let piecesCuts = ["diced", "cubed", "chopped"]

    /// Cuts into thin strands, alike in how a cup of them packs ("shredded" carrot is USDA's "grated").
    static let strandCuts = ["shredded", "grated"]

    /// A cut said by its pieces after the food ("avocado cubes", "apple slices"): the cut word.
    static func cutOfPieces(_ word: String) -> String? {
        switch word {
        case "cubes", "cube": "cubed"
        case "slices": "sliced"
        case "chunks": "cubed"
        default: cutWords.contains(word) ? word : nil
        }
    }

    /// How a food is coated before cooking ("battered", "breaded"): words of how it was made.
    static let coatingWords: Set<String> = ["battered", "breaded", "coated", "glazed", "candied", "stuffed", "marinated", "seasoned"]

    /// Noodles and grains a vegetable may be cut to stand in for ("zucchini noodles", "cauliflower rice").
    static let grainStandIns: Set<String> = ["noodles", "noodle", "rice", "spaghetti", "linguine", "fettuccine"]

    /// Units that count a part of a whole food (a leaf of a head, a stalk of a bunch), never the whole.
    /// The pieces a bird is served in, each a food of its own ("a thigh and a drumstick" are two).
    static let birdParts: Set<String> = ["breast", "thigh", "drumstick", "wing", "leg"]
    static let birdPartStems: Set<String> = Set(birdParts.map(SearchText.stem))
    /// Words for how an addition was put on or into a dish ("stirred into the oatmeal", "drizzled over the salad").
    static let placingWords: Set<String> = [
        "mixed", "stirred", "poured", "spread", "sprinkled", "drizzled", "added", "put", "tossed", "folded", "dipped", "spooned", "melted",
        "rolled", "rubbed", "smeared", "slathered", "brushed", "dolloped", "swirled", "squeezed", "scattered", "piled", "layered",
    ]

    /// Birds whose parts USDA lists apart ("Chicken, broilers or fryers, thigh, …", "Turkey, …, wing, …").
    static let birds: Set<String> = ["chicken", "turkey", "duck", "goose"]

    static let partUnits: Set<String> = ["leaf", "stalk", "spear", "floweret", "wedge", "clove", "sprig", "segment", "section"]

    /// The animals USDA lists a "composite of retail cuts" for: their meat said with no cut.
    static let retailCutAnimals: Set<String> = ["beef", "pork", "lamb", "veal"]

    /// Words for how a food is cut, which a cup measure may name ("1 cup, chopped").
    /// `cutWords` as stems, for text already stemmed.
    static let cutStems: Set<String> = Set(cutWords.map(SearchText.stem))
    /// How finely a food was cut ("sliced thin", "finely chopped"): no word of a food or its measure.
    static let cutMannerWords: Set<String> = ["thin", "thinly", "thick", "thickly", "fine", "finely", "coarsely", "roughly", "very"]

    static let cutWords: Set<String> = ["chopped", "diced", "sliced", "shredded", "grated", "cubed", "mashed", "pureed", "halved", "crumbled", "flaked", "crushed", "minced"]

    /// Words of lighter variants (lowfat, reduced fat, light, fat free, diet), chosen only when typed.
    static let lighterWords: Set<String> = ["lowfat", "low", "lower", "reduced", "light", "lite", "free", "diet", "nonfat", "zero"]
    static let lighterStems: Set<String> = Set(lighterWords.map(SearchText.stem))
    /// Sweeteners other than sugar as USDA names them, and the words that ask for one.
    static let sugarSubstitutes = ["saccharin", "aspartame", "sucralose", "low-calorie sweetener", "low calorie sweetener", "non-nutritive sweetener"]
    static let sugarSubstituteStems: Set<String> = Set(["saccharin", "aspartame", "sucralose", "splenda", "sweetener", "sugarless"].map(SearchText.stem))

    /// Fluid ounces of a drink sold by size.
    static let drinkSizes: [String: Double] = ["small": 12, "medium": 16, "large": 20]
    static let drinkSizeChoices = ["12 fl oz", "16 fl oz", "20 fl oz"]

    /// `count` drinks of the typed size, where the drink has no measure of that size: 12, 16 or 20 fl oz each, asked about.
    static func sizedDrink(_ food: Food, count: Double, size: String) -> (resolution: GramResolution, ounces: Double)? {
        guard MeasureResolver.isLiquid(food) else { return nil }
        // The cup the drink is listed by at that size ("16 fl oz cup, small"), whole.
        if let cup = MeasureResolver.unitWeights(of: food).first(where: { $0.unit == "fl oz" && ($0.size == size || $0.words.contains(size)) }) {
            let grams = count * cup.measure.grams
            return (
                GramResolution(
                    grams: grams, basis: "\(cup.measure.name) = \(MeasureResolver.fmt(cup.measure.grams)) g; \(QuantityText.format(count)) × \(MeasureResolver.fmt(cup.measure.grams)) g → \(MeasureResolver.fmt(grams)) g",
                    confidence: 0.8, assumption: nil),
                count * cup.perMeasure
            )
        }
        guard let ounces = drinkSizes[size],
            let poured = MeasureResolver.resolve(quantity: count * ounces, unit: "fl oz", size: nil, food: food)
        else { return nil }
        return (
            GramResolution(grams: poured.grams, basis: poured.basis, confidence: 0.55,
                assumption: "a \(size) drink assumed to be \(QuantityText.format(ounces)) fl oz"),
            count * ounces
        )
    }

    /// Food groups eaten cooked unless "raw" is said: meat, fish, grains and beans.
    static let cookedByDefault: Set<String> = ["poultry", "beef", "pork", "lamb", "fish", "grains", "legumes", "sausages"]

    /// A food of those groups eaten cooked unless "raw" is said, which a sprouted seed is not: sprouts come fresh and are
    /// had as they come ("Lentils, sprouted, raw" is the usual form, the cooked ones a way of cooking said).
    static func eatenCookedByDefault(_ food: Food) -> Bool {
        guard let group = food.group, cookedByDefault.contains(group) else { return false }
        return !SearchText.containsBytes(food.name, "sprout")
    }

    /// Words that name a sprouted kind of a seed.
    static let sproutWords: Set<String> = ["sprouted", "sprouts", "sprout"]

    /// Stems of words that name cured meat, for USDA's "cured" entries.
    static let curedWords: Set<String> = Set(["cured", "ham", "bacon", "corned", "pastrami", "prosciutto", "salami", "pancetta", "jerky", "smoked", "salt", "canadian", "hock", "jowl"].map(SearchText.stem))

    /// Words of stand-ins for a food (meatless, vegetarian, imitation), chosen only when typed.
    static let standInWords: Set<String> = ["meatless", "vegetarian", "veggie", "imitation", "substitute", "artificial"]

    /// The stand-in words as stems, for names already stemmed.
    static let standInStems: Set<String> = Set(standInWords.map(SearchText.stem))

    /// Whether a food's name makes it a stand-in ("Fish sticks, meatless").
    static func isStandIn(_ food: Food) -> Bool {
        SearchText.words(food.name).contains(where: standInWords.contains)
    }

    /// Whether a survey dish is had in pieces, several to a serving: its own name (before any comma or "with") ends in
    /// a plural noun ("Swedish meatballs with cream or white sauce", "Stuffed grape leaves with beef and rice").
    static func servedInPieces(_ food: Food) -> Bool {
        guard food.group?.hasPrefix("survey:") == true else { return false }
        let first = withoutAsides(food.name.lowercased().split(separator: ",").first.map(String.init) ?? "")
        let own = first.components(separatedBy: " with ").first ?? first
        guard let last = SearchText.words(own).last, last.count > 3, last.hasSuffix("s"), !last.hasSuffix("ss") else { return false }
        return SearchText.stem(last) != last && !sandwichWords.contains(last) && !dishWords.contains(last)
    }

    /// Whether a food phrase names its food in the plural ("almonds", "nachos with cheese": the dish's own word, before
    /// what it comes with).
    static func namesSeveral(_ phrase: [String]) -> Bool {
        let head = phrase.firstIndex(of: "with").map { Array(phrase[..<$0]) }.flatMap { $0.isEmpty ? nil : $0 } ?? phrase
        return head.last(where: { !MealParser.neutralWords.contains($0) }).map { $0.count > 3 && $0.hasSuffix("s") && SearchText.stem($0) != $0 } ?? false
    }

    /// What to assume when no amount was typed, and the choices to offer.
    /// The groups of meats, had by the ounce.
    static let meatGroups: Set<String> = ["poultry", "beef", "pork", "lamb", "fish", "sausages"]

    static func defaultPortion(for food: Food, phrase: [String], size: String?) -> (
        resolution: GramResolution, quantity: Double, unit: String?, choices: [String]
    ) {
        // What the food is, from its name's first part ("…, mcchicken sandwich (without mayonnaise)" is no mayo).
        // (After a filing word: "Beverages, chocolate syrup" is a syrup.)
        let parts = food.name.lowercased().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let filed = parts.count > 1 && MealParser.categoryPrefixes.contains(parts[0]) ? parts[1] : parts.first
        let name = withoutAsides(filed ?? food.name.lowercased())
        let group = food.group ?? ""
        // What a dish comes with is not what it is ("Spaghetti with meat sauce" is no sauce); ice cream is not cream.
        // (Nor what it is in: "macaroni & beef in tomato sauce" is no sauce.)
        let ownName = name.hasPrefix("ice cream") ? "" : (name.components(separatedBy: " with ").first ?? name).components(separatedBy: " in ").first ?? name
        // "Sauce, pasta, spaghetti/marinara": what kind of sauce is said after the comma.
        let fullName = food.name.lowercased()
        let fullWords = Set(SearchText.words(fullName))
        let pourable = ["marinara", "pasta", "spaghetti sauce", "alfredo", "gravy", "salsa", "chili", "soup"].contains { fullName.contains($0) }
            && !fullName.contains("cooked")
        if pourable, ["sauce", "gravy", "salsa"].contains(where: ownName.contains) {
            let cups = ["gravy", "salsa"].contains(where: name.contains) ? 0.25 : 0.5
            if let amount = MeasureResolver.resolve(quantity: cups, unit: "cup", size: nil, food: food) {
                let text = QuantityText.format(cups) + " cup"
                return (
                    GramResolution(grams: amount.grams, basis: amount.basis, confidence: 0.5, assumption: "no amount given; assumed \(text)"), cups,
                    "cup", ["1/4 cup", "1/2 cup", "1 cup"]
                )
            }
        }
        // Spreads filed under "Cheese" ("Cheese, cream", "Cheese spread") are spooned like the rest.
        let spread = ["cheese, cream", "cheese spread", "cheese food, cold pack"].contains { fullName.hasPrefix($0) }
        // A dish is named by its last word ("chicken salad"); "salad dressing" is a dressing.
        let dish = SearchText.words(name).last.map { last in
            MealParser.sandwichWords.contains(last) || MealParser.dishWords.contains(last) || MealParser.dishWords.contains(SearchText.stem(last))
        } ?? false
        // Grated cheese is sprinkled by the spoon.
        let grated = fullWords.contains("grated")
        // (Applesauce and cranberry sauce are fruit, had by the half cup.)
        let spoonable = !dish && group != "fruits" && (["fats", "spices"].contains(group) || spread || name == "cocoa" || grated
            || ["oil", "butter", "dressing", "mayo", "sauce", "ketchup", "catsup", "mustard", "syrup", "honey", "jam", "sugar",
                "cream", "salsa", "hummus", "peanut butter", "creamer", "gravy", "vinegar", "dip", "spread", "guacamole", "frosting", "icing",
                "relish", "horseradish"]
                .contains { ownName.contains($0) })
        // Salt, pepper, herbs and spices with no amount ("salt and pepper", "eggs with paprika") season a dish: a
        // quarter teaspoon, never a spoonful of salt.
        // (A prepared condiment filed with the spices, "Mustard, prepared, yellow", is spooned like the others.)
        let condiment = ["mustard", "horseradish"].contains(where: ownName.contains) && fullWords.contains("prepared")
        if group == "spices", !condiment, let pinch = MeasureResolver.resolve(quantity: 0.25, unit: "tsp", size: nil, food: food) {
            return (
                GramResolution(grams: pinch.grams, basis: pinch.basis, confidence: 0.5, assumption: "no amount given; assumed 1/4 tsp"), 0.25,
                "tsp", ["1 pinch", "1/4 tsp", "1 tsp"]
            )
        }
        let spoons = name.contains("syrup") || name.contains("guacamole") ? 2.0 : 1.0
        let spoonUnit = name.hasPrefix("sugar") || condiment ? "tsp" : "tbsp"
        if spoonable, let tbsp = MeasureResolver.resolve(quantity: spoons, unit: spoonUnit, size: nil, food: food) {
            let text = "\(QuantityText.format(spoons)) \(spoonUnit)"
            return (
                GramResolution(grams: tbsp.grams, basis: tbsp.basis, confidence: 0.5, assumption: "no amount given; assumed \(text)"), spoons,
                spoonUnit, ["1 tsp", "1 tbsp", "2 tbsp", "1/4 cup"]
            )
        }
        // A drink by its cup size with no measure for it ("a large latte"): the sizes drinks are sold in, 12, 16 and
        // 20 fl oz for small, medium and large (a coffee shop's grande and venti are its medium and large).
        if let size, let poured = sizedDrink(food, count: 1, size: size) {
            return (poured.resolution, poured.ounces, "fl oz", drinkSizeChoices)
        }
        // A spirit is poured by the shot (USDA's jigger, 1.5 fl oz), never a glass of it; a mixed drink ("… and
        // lemonade") is not.
        if group.contains("liquor") || fullWords.contains("alcoholic"), !fullWords.isDisjoint(with: MealParser.spiritWords),
            fullWords.isDisjoint(with: ["and", "with", "&"]),
            let jigger = MeasureResolver.resolve(quantity: 1, unit: "shot", size: nil, food: food)
        {
            return (
                GramResolution(grams: jigger.grams, basis: jigger.basis, confidence: 0.6, assumption: "no amount given; assumed 1 shot (1.5 fl oz)"), 1,
                "shot", ["1 shot", "2 shots", "3 fl oz"]
            )
        }
        // An espresso is poured by the shot.
        if fullWords.contains("espresso"), let shot = MeasureResolver.resolve(quantity: 1, unit: "shot", size: nil, food: food) {
            return (
                GramResolution(grams: shot.grams, basis: shot.basis, confidence: 0.7, assumption: "no amount given; assumed 1 shot (1 fl oz)"), 1,
                "shot", ["1 shot", "2 shots", "3 shots"]
            )
        }
        if MeasureResolver.isLiquid(food), let cup = MeasureResolver.resolve(quantity: 1, unit: "cup", size: nil, food: food) {
            return (
                GramResolution(grams: cup.grams, basis: cup.basis, confidence: 0.6, assumption: "no amount given; assumed 1 cup (8 fl oz)"), 1,
                "cup", ["8 fl oz", "12 fl oz", "16 fl oz"]
            )
        }
        // A plural with no count ("chicken nuggets", "almonds") is a serving as USDA lists several pieces
        // ("4 pieces, 2.3 oz", "1 oz (22 whole kernels)"), not one piece.
        // A cup that holds "4.86 large eggs" is a measure of volume, not a serving of pieces.
        // ("hotcakes, plain": the food's word, not a describing word after it.)
        let plural = namesSeveral(phrase)
        if plural, let several = MeasureResolver.unitWeights(of: food).first(where: { weight in
                !weight.isVolume && !weight.isWeight && weight.perMeasure >= 2 && weight.perMeasure <= 30 && weight.measure.grams <= 300
                    && !MeasureResolver.containerUnits.contains(weight.unit)
                    && !(weight.isDerived && SearchText.words(weight.measure.name).lazy.compactMap(HouseholdUnit.normalized).first.map(HouseholdUnit.isVolume) == true)
            })
        {
            return (
                GramResolution(grams: several.measure.grams, basis: "\(several.measure.name) = \(MeasureResolver.fmt(several.measure.grams)) g",
                    confidence: 0.6, assumption: "no count given; assumed \(several.measure.name)"),
                1, nil, choices(for: food)
            )
        }
        // A pizza, pie or cake listed whole and by the slice or piece is had by the slice ("pizza" is not a whole pie).
        if MeasureResolver.wholeWeight(of: food) != nil,
            let slice = MeasureResolver.resolve(quantity: 1, unit: "slice", size: size, food: food, foodWords: phrase),
            // (A whole frozen pizza or pie USDA lists only by the package: an eighth of it, as a slice is cut.)
            slice.confidence >= 0.8 || fullWords.contains("pizza"),
            // ("the whole thing" is the whole.)
            !phrase.contains("whole")
        {
            return (
                GramResolution(grams: slice.grams, basis: slice.basis, confidence: 0.5, assumption: "no amount given; assumed 1 slice"), 1, "slice",
                ["1 slice", "2 slices", "3 slices"]
            )
        }
        // (A meat's own whole, a bird USDA weighs by the half, is no portion of it: the meat's usual weight below.)
        if let item = MeasureResolver.resolve(quantity: 1, unit: nil, size: size, food: food, foodWords: phrase),
            !(meatGroups.contains(group) && food.nutrients(grams: item.grams).kcal > plausibleKcal(for: food))
        {
            // A fruit too big to be one portion (a pineapple, a melon) is eaten by the cup.
            if group == "fruits", item.grams > 400, let cup = MeasureResolver.resolve(quantity: 1, unit: "cup", size: nil, food: food), cup.confidence >= 0.8 {
                return (
                    GramResolution(grams: cup.grams, basis: cup.basis, confidence: 0.5, assumption: "no amount given; assumed 1 cup"), 1, "cup",
                    ["1/2 cup", "1 cup", "2 cups"]
                )
            }
            // A vegetable side named without an amount ("salmon with asparagus") is a serving, not one spear or
            // floweret: half a cup, asked about.
            // (A fruit only when the piece is that small: one berry, one grape.)
            let oddPiece = group == "vegetables" && (item.grams < 30 || item.grams > 300 || item.confidence < 0.6) || group == "fruits" && item.grams < 30
            if oddPiece, let half = MeasureResolver.resolve(quantity: 0.5, unit: "cup", size: nil, food: food),
                half.confidence >= 0.8
            {
                return (
                    GramResolution(grams: half.grams, basis: half.basis, confidence: 0.5, assumption: "no amount given; assumed 1/2 cup"), 0.5, "cup",
                    ["1/2 cup", "1 cup", "1 1/2 cups"]
                )
            }
            // A plural with no count ("eggs", "pancakes") is more than one: two pieces, asked about. (Not a plural USDA's
            // measure counts by itself: "1 giblets" is the one set.)
            let basisWords = SearchText.words(item.basis)
            let measuredPlural = basisWords.count > 1 && phrase.contains { HouseholdUnit.singular($0) != $0 && $0 == basisWords[1] }
            if plural, size == nil, item.confidence >= 0.6, !basisWords.contains("serving"), food.group != "fastfood", !measuredPlural {
                return (
                    GramResolution(grams: 2 * item.grams, basis: "\(item.basis); 2 × \(MeasureResolver.fmt(item.grams)) g → \(MeasureResolver.fmt(2 * item.grams)) g",
                        confidence: 0.5, assumption: "no count given; assumed 2"),
                    2, nil, choices(for: food)
                )
            }
            return (GramResolution(grams: item.grams, basis: item.basis, confidence: min(0.8, item.confidence), assumption: item.assumption), 1, nil, [])
        }
        // Survey dishes carry no portion: a typical serving by kind of dish, flagged as a guess.
        if group.hasPrefix("survey:") || group == "restaurant" {
            let servings: [(words: [String], grams: Double, label: String)] = [
                (["sandwich", "burger", "wrap", "burrito", "sub", "hoagie", "panini", "gyro"], 200, "1 sandwich (about 200 g)"),
                (["soup", "stew", "chili", "curry", "casserole", "pasta", "noodle", "rice", "salad", "lasagna", "mixed-dishes", "stir-fry", "chinese"], 245, "1 cup (about 245 g)"),
                (["pizza"], 107, "1 slice (about 107 g)"),
            ]
            // (A restaurant's dish is named after its cuisine: "Restaurant, Chinese, chicken and vegetables".)
            if let kind = servings.first(where: { kind in kind.words.contains { name.contains($0) || group.contains($0) || group == "restaurant" && fullName.contains($0) } }) {
                // A sandwich's weight follows its filling: about 350 kcal, the middle of survey sandwich portions
                // (a PB&J near 95 g, a deli sandwich near 180 g), between 80 and 300 g.
                let per100 = food.nutrientsPer100g.kcal
                if kind.words.contains("sandwich"), per100 > 0 {
                    let grams = min(300, max(80, (350 / per100 * 100).rounded()))
                    let label = "1 sandwich (about \(MeasureResolver.fmt(grams)) g, a typical 350 kcal)"
                    return (
                        GramResolution(grams: grams, basis: "no amount given; \(label)", confidence: 0.45, assumption: "no amount given; assumed \(label)"),
                        1, nil, ["half", "1", "1 1/2"].map { "\($0) serving" }
                    )
                }
                return (
                    GramResolution(grams: kind.grams, basis: "no amount given; \(kind.label)", confidence: 0.45, assumption: "no amount given; assumed \(kind.label)"),
                    1, nil, ["half", "1", "1 1/2"].map { "\($0) serving" }
                )
            }
        }
        // A powder with no measure (protein, drink mix) is had a scoop at a time: one scoop (about 30 g), asked about.
        if fullWords.contains("powder"), group == "beverages" || fullWords.contains("protein") || fullWords.contains("shake"),
            let scoop = MeasureResolver.resolve(quantity: 1, unit: "scoop", size: nil, food: food), scoop.grams < 100
        {
            return (
                GramResolution(grams: scoop.grams, basis: scoop.basis, confidence: 0.45, assumption: "no amount given; assumed 1 scoop"), 1, "scoop",
                ["1 scoop", "2 scoops", "1 tbsp"]
            )
        }
        // Nuts and seeds are eaten by the ounce (a small handful), never by the cup.
        if group == "nuts", let ounce = MeasureResolver.resolve(quantity: 1, unit: "oz", size: nil, food: food) {
            return (
                GramResolution(grams: ounce.grams, basis: ounce.basis, confidence: 0.5, assumption: "no amount given; assumed 1 oz"), 1, "oz",
                ["1 oz", "1/4 cup", "1/2 cup"]
            )
        }
        if meatGroups.contains(group) {
            let grams = 4 * 28.349523125
            return (
                GramResolution(grams: grams, basis: "no amount given; assumed 4 oz = 113.4 g", confidence: 0.45, assumption: "no amount given; assumed 4 oz"),
                4, "oz", ["3 oz", "4 oz", "6 oz", "8 oz"]
            )
        }
        if let cup = MeasureResolver.resolve(quantity: 1, unit: "cup", size: nil, food: food), cup.confidence >= 0.8 {
            // A dense food a cup of which holds a meal's energy (raisins, shredded cheese, granola) is had by the quarter
            // cup when no amount is said: the way it tops or is added to a dish.
            let perCup = food.nutrients(grams: cup.grams).kcal
            if perCup > 300, food.nutrientsPer100g.kcal > 250, !MeasureResolver.isLiquid(food),
                let quarter = MeasureResolver.resolve(quantity: 0.25, unit: "cup", size: nil, food: food)
            {
                return (
                    GramResolution(grams: quarter.grams, basis: quarter.basis, confidence: 0.5, assumption: "no amount given; assumed 1/4 cup"), 0.25, "cup",
                    ["2 tbsp", "1/4 cup", "1/2 cup", "1 cup"]
                )
            }
            return (
                GramResolution(grams: cup.grams, basis: cup.basis, confidence: 0.5, assumption: "no amount given; assumed 1 cup"), 1, "cup",
                ["1/2 cup", "1 cup", "1 1/2 cups", "2 cups"]
            )
        }
        // A ready-to-eat cereal with no measure is poured by the cup, at the density such cereals have.
        if fullWords.contains("cereal"), food.allMeasures.isEmpty,
            let cup = MeasureResolver.resolve(quantity: 1, unit: "cup", size: nil, food: food), cup.grams < 100
        {
            return (
                GramResolution(grams: cup.grams, basis: cup.basis, confidence: 0.4, assumption: "no amount given; assumed 1 cup"), 1, "cup",
                ["1/2 cup", "1 cup", "1 1/2 cups", "2 cups"]
            )
        }
        if let first = food.allMeasures.first {
            return (
                GramResolution(grams: first.grams, basis: "\(first.name) = \(EntryPlanner.formatNumber(first.grams)) g", confidence: 0.5,
                    assumption: "no amount given; assumed \(first.name)"), 1, FoodRules.measureLabel(first.name), choices(for: food)
            )
        }
        return (
            GramResolution(grams: 100, basis: "no amount given; assumed 100 g", confidence: 0.3, assumption: "no amount given; assumed 100 g"), 100,
            "g", ["50 g", "100 g", "200 g"]
        )
    }

    /// The most energy one item of a food group plausibly carries (kcal) before Tally asks: a generous
    /// restaurant portion of the group, so ordinary meals never trip it.
    static func plausibleKcal(for food: Food) -> Double {
        let group = food.group ?? ""
        switch group {
        case "fruits", "vegetables", "spices": return 400
        case "beverages", "dairy", "soups", "fats": return 700
        case "nuts", "snacks", "sweets", "baked", "cereals", "legumes", "grains": return 1_000
        case "fastfood", "restaurant", "meals": return 1_600
        default: return group.hasPrefix("survey:") ? 1_600 : 1_200
        }
    }

    /// Amounts to offer for a food whose portion was a guess.
    static func choices(for food: Food) -> [String] {
        // Each measure as listed, its own amount kept (".25 tsp" is "1/4 tsp", not a second "1 tsp").
        var offered: [String] = []
        for measure in food.allMeasures.prefix(3) {
            let words = measure.name.split(separator: " ", maxSplits: 1)
            let amount = words.count == 2 ? QuantityText.number(String(words[0])) : nil
            // The measure's own words up to its first comma ("4 pieces, 2.3 oz" offers "4 pieces"): a list of
            // choices is itself separated by commas.
            let plainName = measure.name.split(separator: ",").first.map(String.init) ?? measure.name
            let label = amount == nil ? plainName : "\(QuantityText.format(amount ?? 1)) \(FoodRules.measureLabel(plainName))"
            if !offered.contains(label) { offered.append(label) }
        }
        if !offered.isEmpty { return offered + (offered.contains("100 g") ? [] : ["100 g"]) }
        return ["50 g", "100 g", "200 g"]
    }

    static func orList(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " or " + last
    }
}

extension MealParser.Segment: Equatable {}

/// `MealParser.normalize`'s patterns, compiled once, in the order it applies them (see each use for what it reads),
/// and the parser's others.
enum NormalizePatterns {
    /// What `MealParser.sharesEaten` reads. A share ends its item: at a comma, a semicolon, a full stop or the end.
    /// The end of a clause: the text's end, a comma, or a meal or day said after it ("… for lunch", "… last night").
    static let clauseEnd = #"(?=\s*(?:$|[,;.]|(?:for|at|over|during) (?:breakfast|brunch|lunch|dinner|supper|dessert|a snack|snack)\b|(?:today|tonight|yesterday|last night|this morning)\b))"#
    static let sharers = #"(with|between|among) ((?:the )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|us|my|a|an|our|his|her|their|him)(?: [a-z]+){0,2}?)"# + clauseEnd
    static let sharedBefore = TextPattern(#"(^|[,;] |\band )(?:(?:i|we) )?(?:split|shared|share|divided)(?: up)? ([^,;]+?) "# + sharers)
    static let sharedAfter = TextPattern(#"(^|[,;] |\band )([^,;]+?) (?:that (?:i|we) )?(?:split|shared|divided)(?: up)? "# + sharers)
    /// A share, in `MealParser.shareWords` or as a fraction (longer words first, so "a half" is not read as "half").
    static let share = "(" + MealParser.shareWords.keys.sorted { $0.count > $1.count }.joined(separator: "|") + #"|\d+/\d+)"#
    /// The same, of a dish whose "with" list runs over commas in bare words ("a burrito with rice, beans, cheese and salsa,
    /// i ate half"): the share is of the whole dish.
    static let partEatenOfDish = TextPattern(
        #"(^|[;] )([^,;]* with [^,;]+(?:, (?!(?:a|an|the|some|my|one|two|three|half)\b|[0-9])[^,;]+)+),? (?:but |and )?(?:i|we) (?:only )?(?:ate|had|drank|finished|eaten) "#
            + share + #"(?: of (?:it|that|them|those|this))?"# + clauseEnd)
    static let splitInHalf = TextPattern(#"(^|[,;] |\band )((?:(?!\band )[^,;])+?),? (?:split|shared|divided) (?:in|into) (?:half|halves|two)\b"#)
    /// (Said without who ate it: "a nectarine, pitted, half of it eaten", of all said before it since the last ";".)
    static let partEatenPassive = TextPattern(
        #"(^|[;] )([^;]+?),? "# + share + #"(?: of (?:it|that|them|those|this))? (?:was |were )?(?:eaten|finished|had)"# + clauseEnd)
    static let partEaten = TextPattern(
        #"(^|[,;] )([^,;]+?),? (?:but |and )?(?:i|we) (?:only )?(?:ate|had|drank|finished|eaten) "# + share
            + #"(?: of (?:it|that|them|those|this))?"# + clauseEnd)
    static let portionsEaten = TextPattern(
        #"(^|[,;] |\band )([^,;]+?)((?:,? (?:cooked|baked|grilled|roasted|made|prepared|boiled|steamed|fried))?),?(?: and| then)? (?:(?:i|we) )?"#
            + #"(?:split|divided|portioned|cut|separated|shared)(?: it| them)?(?: up| out)? (?:into|in) (\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"#
            + #" (?:equal |even )?(?:portions|servings|parts|pieces|meals|containers|bowls|plates|slices|wedges),?(?: and| then)? (?:(?:i|we) )?"#
            + #"(?:had|ate|eaten|took|finished) (a|an|one|two|three|four|five|six|\d+)(?: of (?:them|those|it|the [a-z]+))?"# + clauseEnd)
    static let shareOfCount = TextPattern(#"\b"# + share + #" of (?:about |around |roughly |maybe )?(\d+(?:\.\d+)?)(?= [a-z])"#)
    /// People eaten with, a closed list of words for them.
    static let people =
        #"(?:wife|husband|partner|spouse|kids?|children|child|sons?|daughters?|family|friends?|sisters?|brothers?|mom|dad|mum|mother|father|parents|roommates?|boyfriend|girlfriend|coworkers?|co-workers?|colleagues?|team|grandma|grandpa|grandparents|boss|guests?|neighbou?rs?)"#
    static let companions = TextPattern(#"\b(?:with|for) (?:my |our |his |her |their |the |a |some |two |three |\d+ )?"# + people + #"\b"#)
    /// Someone else who had it, said as the subject ("my son grabbed", "the kids ate"): who, not what.
    static let someoneHad = TextPattern(
        #"(?:^|(?<=[,;] )|(?<= and )|(?<= then ))(?:my |our |his |her |their |the |a |one )(?:little |young |youngest |oldest |older |younger |big )?"# + people
            + #" (?:had|ate|grabbed|took|finished|drank|got|snagged|picked)\b"#)
    /// A diameter in inches (`MealParser.statedInches`).
    static let statedSizes = TextPattern(#"\d+(?:-\d+/\d+|\.\d+)?(?=\")"#)
    static let statedInches = TextPattern(#"\b\d{1,2}(?=\s*(\"|-inch|inch))"#)
    /// "bread" as a word (a heading's bread kind given to it).
    static let bread = TextPattern(#"\bbread\b"#)
    static let eggsInOmelet = TextPattern(#"\b(?:(?:a|an|one) )?((?:plain|cheese|veggie|vegetable|ham|western|denver|spanish) )?(\d+|two|three|four|five|six)[- ]eggs? (?:omelet|omelette)s?\b"#)
    static let capitalT = TextPattern(#"(?<=\d)\s*T\b"#)
    /// A fraction USDA wrote with a space after its slash ("1/ 2").
    static let spacedFraction = TextPattern(#"(?<=\d)/ (?=\d)"#)
    static let clockTime = TextPattern(#"\b(?:at |around |about |by )?\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)(?![a-z])"#)
    static let clockMinutes = TextPattern(#"\b(?:at |around |about |by )?\d{1,2}:[0-5]\d\b"#)
    static let clockAtHour = TextPattern(#"\b(?:at|around) \d{1,2}(?=\s*:|\s+[-–]\s+(?!\d))"#)
    static let atNoon = TextPattern(#"\b(?:at|around) (?:noon|midnight)\b"#)
    static let acrossTheDay = TextPattern(
        #"\b(?:(?:over|during|throughout|through|across|for) the (?:whole |entire )?|all )(?:day|morning|afternoon|evening|night|week)\b"#)
    static let partOfDay = TextPattern(#"\b(?:this|that|yesterday|last|late|early|(?:(?:late|early|later|earlier) )?in the) (?:morning|afternoon|evening|night)\b"#)
    static let atHourBeforeWho = TextPattern(#"\b(?:at|around|about) \d{1,2}(?= (?:i|we)\b)"#)
    static let whileDoing = TextPattern(#"\bwhile [a-z]+ing\b(?: (?:the|a|my) [a-z]+| tv| dinner| lunch| breakfast)?"#)
    static let mealLabel = TextPattern(#"^(?:i )?(?:had |ate |grabbed )?(?:a |an |my )(?:quick |light |big |huge |small |late |early |healthy |simple )?(breakfast|brunch|lunch|dinner|supper|snack|meal) (?:of|was)\b"#)
    static let filledWith = TextPattern(#"\b([a-z']+),? filled with (?:a |an |some )?([a-z]+)(?: filling)?\b"#)
    static let withFilling = TextPattern(#"\b([a-z']+),? with (?:a |an |some )?([a-z]+) filling\b"#)
    static let filledAfter = TextPattern(#"\b([a-z']+),? ([a-z]+)[- ]filled(?=$|[,;.]| and | with )"#)
    static let filledBefore = TextPattern(#"\b([a-z]+)[- ]filled\b"#)
    static let inchNumberWords = MealParser.sizeNumberWords.map { TextPattern("\\b\($0)[- ]inch(?:es)?\\b") }
    static let wholeContainer = TextPattern(
        #",\s*(?:the |an? )?(?:whole|entire) (package|box|bag|tray|pack|carton|container|can|bottle|jar|pouch|tub)\b"#)
    static let wholeOfItself = TextPattern(#"\b([a-z]+)((?:, [a-z' ]+)?),\s*(?:the |an? )?(?:whole|entire) (?:\1|thing|one)\b"#)
    static let sliceThickness = TextPattern(#"(?<![0-9] )\b(?:half|quarter|1/2|1/4)[- ]inch(?:[- ]thick)? (?=(?:slices?|pieces?|rounds?|wedges?)\b)"#)
    static let outOfHolder = TextPattern(#"\bout of (the|a|an|my|its) (?![0-9]|one\b|two\b|three\b|four\b|five\b|six\b|eight\b|ten\b|twelve\b)"#)
    static let oneOrTwo = TextPattern(#"\b(?:a|an|one) ([a-z]+) or two(?= of |,|$| and | with )"#)
    static let fullnessBeforeAmount = TextPattern(
        #"\b(?:heaping|heaped|rounded|scant|generous|level) (?=(?:half|quarter|third|one|two|three|\d)\b)"#)
    static let parmigiana = TextPattern(#"\b(chicken|veal|eggplant|turkey|meatball|meatballs) parmesan\b(?! cheese)"#)
    static let holderOfCount = TextPattern(
        #"\b(?:a|an|one) (?:(?:small|big|large|little|whole|full|single|snack) )?(?:stack|pile|heap|handful|bag|box|pack|packet|sleeve|tray|bowl|basket|carton|tin|jar|container|order|serving|dish) of (\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty) (?=[a-z])"#)
    static let countPack = TextPattern(
        #"\b(?:a|an|one) (\d+|six|twelve|eighteen|twenty four)[- ]?(?:(?!(?:oz|ounces?|g|grams?|ml|lbs?|pounds?|fl|liters?|litres?|l|kg|inch|inches)\b)[a-z]+[- ])?(?:pack|package|box|bag|sleeve|tray|carton|packet|tube|tin|case)s? of\b"#)
    static let servedAsAmountOf = TextPattern(
        #"\b(?:a |an )?(?:side |small |big |large )?(?:salad|plate|side|platter) of ((?:\d|half |one |two |three |a couple ))"#)
    static let cutIn = TextPattern(#"\bcut in (\d+)\b"#)
    static let cutInParts = TextPattern(
        #",?\s*\b(?:(?:cut|sliced) (?:up )?(?:in|into) half|(?:cut |sliced )?(?:up )?(?:in|into) (?:\d+ |two |three |four |six |eight |ten |twelve )?(?:thin |thick |big |small |long |even |equal )*(?:wedges|halves|quarters|thirds|eighths|segments|sections|spears|sticks|strips|rings))\b"#)
    static let babyFoodStage = TextPattern(#"\b((?:1st|first|2nd|second|3rd|third) (?:stage )?foods)\b(?! baby)"#)
    static let babyFoodStrained = TextPattern(#"\b(?:1st|first|2nd|second) (?:stage )?foods\b"#)
    static let babyFoodJunior = TextPattern(#"\b(?:3rd|third) (?:stage )?foods\b"#)
    static let asItComes = TextPattern(
        #"\s*,?\s*\b(?:just |straight )?as (?:it|they) (?:comes?|came)( (?:from|out of) (?:the|a|its|their) (?:box|bag|package|pack|packet|can|jar|bottle|carton|tin|container|tub|pouch))?\b"#)
    static let cutIntoPieces = TextPattern(
        #"(,?)\s*\b(?:cut |chopped |sliced |diced )?(?:in|into) (?:(?:\d+(?:[./]\d+)?|one|two|half|a half|quarter|a quarter)[- ]inch(?:es)?(?:[- ]thick)? |bite[- ]sized? |small |large |big |thin |thick |little |even )*(pieces|chunks|bits|cubes|dice|slices|rounds|coins)\b"#)
    static let weighedFrozenPackage = TextPattern(#"\b(\d+(?:\.\d+)? ?(?:oz|ounce|ounces|g|grams|lb|lbs|pound) (?:package|pkg|box|bag)) of frozen\b(?! unprepared)"#)
    static let withoutMayo = TextPattern(#"\b(no|without) mayo\b"#)
    static let holdThe = TextPattern(#"\bhold the\b"#)
    static let trimAfterCut = TextPattern(#", (0|1/8|1/4) ?(?:inch|in)? ?fat\b"#)
    static let trimmedToFat = TextPattern(#"\btrimmed to (0|1/8|1/4) ?(?:"|inch|in)? ?fat\b"#)
    static let cookedInTheOven = TextPattern(#"\b(?:cooked|done|made|prepared|roasted) (?:in|on) (?:the|a|an|my) oven\b"#)
    static let inTheOven = TextPattern(#"\b(?:in|on) (?:the|a|an|my) (oven|toaster oven)\b"#)
    static let inTheMicrowave = TextPattern(#"\b(?:in|on) (?:the|a|an|my|our) (?:[a-z']+ ){0,2}?microwave\b"#)
    static let overTheFire = TextPattern(#"\b(?:over|on|in|by) (?:the|a|an|my|our) (?:open |camp ?)?(?:fire|campfire|fire pit|firepit|fireplace|coals|embers)\b"#)
    static let onTheGrill = TextPattern(#"\b(?:(?:cooked|done|made|thrown|charred|seared) )?(?:on|off|from|over) (?:the|a|my|our) (?:(?:charcoal|gas) )?(?:grill|bbq|barbecue|barbeque)\b"#)
    static let onTheAppliance = TextPattern(
        #"\b(?:in|on) (?:the|a|an|my|our) (?:air fryer|airfryer|toaster|(?:cast iron |iron )?(?:skillet|frying pan|pan)|cast iron|griddle|wok|dutch oven|saucepan|sauce pan|stove|stovetop|slow cooker|crock pot|crockpot|instant pot)\b"#)
    static let besideThePlace = TextPattern(
        #"\b(?:by|beside|near) (?:the|a|my|our|his|her|their) (?:[a-z]+ ){0,2}([a-z]+)(?=\s*(?:$|[,;.!]|\band\b|\bthen\b|\bi\b|\bwe\b))"#)
    static let endedTheDayWith = TextPattern(#"\b(?:started|began|finished|ended|wrapped up|rounded off|topped off) (?:off )?(?:the|my) (?:day|morning|night|evening|meal)(?: off)? with\b"#)
    static let washedDownWith = TextPattern(#"\bwashed (?:it|it all|everything) down with\b"#)
    static let remark = TextPattern(
        #"(?:\b(?:because|since|cause|cuz|as) )?(?:\b(?:i|we|it|they|that|this|those|these|he|she|everyone|everybody) )?\b(?:was|were|am|im|is|are|its|thats|theyre|felt|feel|feels|got|get|tasted|tastes|taste|i['’]m|it['’]s|that['’]s|they['’]re)\s+(?:(?:so+|really|very|super|pretty|too|kinda|kind of|a bit|a little|totally|just|absolutely|quite|not|still|sooo+|extra)\s+)*(?:good|great|delicious|tasty|yummy|amazing|awesome|excellent|fantastic|perfect|bad|awful|gross|meh|ok|okay|fine|decent|salty|bland|starving|hungry|famished|ravenous|stuffed|full|tired|exhausted|sick|bored|stressed|thirsty|hangry|peckish|sore)(?=\s*(?:[,;.!]|$)|\s+(?:and|but|so|though|lol|haha)\b)"#)
    static let listOver = TextPattern(
        #"(?:\band )?\b(?:that['’]?s (?:it|all)|that is (?:it|all)|nothing else)(?: for (?:today|tonight|now|the day|breakfast|lunch|dinner))?(?=\s*(?:[,;.!]|$))"#)
    static let liquidAndAll = TextPattern(#"\b(?:the |its |their )?(?:juices?|liquids?|broth) (?:and all|included)\b"#)
    static let syrupAndAll = TextPattern(#"\b(?:the |its |their )?syrup (?:and all|included)\b"#)
    static let meatLinks = TextPattern(#"\b((?:pork|beef|chicken|turkey|veal|lamb|venison)(?: (?:and|&) (?:pork|beef|chicken|turkey|veal))?(?: breakfast)?|breakfast) (links?)\b"#)
    static let alcoholFree = TextPattern(#"\b(?:alcohol[- ]free|no[- ]alcohol|non[- ]alcoholic|without alcohol)\b"#)
    static let caffeineFree = TextPattern(#"\b(?:caffeine[- ]free|no caffeine|non[- ]?caffeinated)\b"#)
    static let packThenJuice = TextPattern(#"\bin ((?:[a-z]+ ){0,3}(?:syrup|water|juice)) in juice\b"#)
    static let packedIn = TextPattern(#"\b(water|juice|syrup)[- ]packed\b"#)
    /// Letters every wine style below holds one of, so most meals skip the patterns.
    static let wineStyleHint = ["cab", "malbec", "chianti", "tempranillo", "rioja", "bordeaux", "grenache", "montepulciano", "barolo",
        "nebbiolo", "primitivo", "sirah", "beaujolais", "rhone", "chardonnay", "moscato", "muscat", "albari", "vinho", "viognier",
        "semillon", "sancerre", "chablis", "soave", "prosecco", "champagne", "cava", "spumante", "asti", "shiraz"]
    static let redWineStyle = TextPattern(
        #"\b(?:cabernet sauvignon|cabernet franc|cabernet|cab sauv|malbec|chianti|tempranillo|rioja|bordeaux|grenache|montepulciano|barolo|nebbiolo|primitivo|petite sirah|beaujolais|cotes du rhone)(?: red)?(?: wine)?\b(?! vinegar)"#)
    static let whiteWineStyle = TextPattern(
        #"\b(?:chardonnay|moscato|muscat|albarino|albariño|vinho verde|viognier|semillon|sancerre|chablis|soave)(?: white)?(?: wine)?\b(?! vinegar)"#)
    static let sparklingWineStyle = TextPattern(#"\b(?:prosecco|champagne|cava|spumante|asti)(?: wine)?\b(?! (?:punch|vinegar|grapes?|vinaigrette))"#)
    static let notCooked = TextPattern(#"\bnot (?:yet )?(cooked|heated|prepared)(?: yet)?\b"#)
    static let potatoCrisps = TextPattern(#"\bpotato crisps\b"#)
    static let processedCheese = TextPattern(#"\bprocessed ((?:american |swiss |cheddar |pimento )?cheese)\b"#)
    static let dairyPowder = TextPattern(#"(?<!coconut |malted )\b((?:nonfat |skim |whole |dry |dried )*(?:milk|buttermilk|egg|eggs|whey|cream))\s+powder\b"#)
    static let beerStyleHint = ["ipa", "pale ale", "lager", "pils", "stout", "porter", "weizen", "wheat beer", "kolsch", "saison", "bock", "amber ale", "brown ale"]
    static let beerStyle = TextPattern(
        #"\b(?:india pale ale|pale ale|ipa|lager|pilsner|pils|stout|porter|hefeweizen|wheat beer|kolsch|saison|bock|amber ale|brown ale)s?(?: beers?)?\b"#)
    static let shiraz = TextPattern(#"\bshiraz(?: wine)?\b"#)
    static let overIce = TextPattern(
        #"\b(?:(?:poured|served) )?(?:over|on|with|plus) (?:some |lots of |a lot of |extra |plenty of |crushed |the |a little )?(?:ice|rocks)\b(?!\s*(?:cream|pop|milk|berg|cube tray))"#)
    static let betweenEvents = TextPattern(
        #"\bbetween (?:the |my |our |his |her |their )?(?:[a-z]+ (?:and|&|or) )?(?:[a-z]+ )?(?:games?|sets?|rounds?|innings?|periods?|halves|half|quarters?|classes|class|meetings?|meals?|shifts?|heats?|matches|match|races?|sessions?|practices?|laps?|lectures?|calls?|errands?|appointments?|holes?|acts?|exams?|tests?|innings|events?|bouts?|dances?|songs?|sets|frames?)(?= i\b| we\b|\s*[,;.!]|\s*$)"#)
    static let inTheNthEvent = TextPattern(
        #"\b(?:in|during|by|after|before) the (?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|final|[0-9]+(?:st|nd|rd|th)) (?:games?|sets?|rounds?|innings?|periods?|half|quarters?|frames?|match|races?|heats?|laps?|acts?|holes?|lines?)\b"#)
    static let toShare = TextPattern(#"\b(?:to share|for sharing)\b(?! (?:with|between|among|amongst)\b)"#)
    static let blackEyedPeas = TextPattern(#"\bblack[- ]?eyed?[- ]?peas?\b"#)
    static let breastHalf = TextPattern(#"\bbreast (?:half|halves)\b"#)
    static let eventEndingClause = TextPattern(#"\b(?:before|after|during) (?!(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b)(?:the |my |our |a |an |his |her |their )?(?:[a-z]+ (?:or|and) [a-z]+ing|(?:[a-z]+ )?[a-z]+)(?= i\b| we\b|\s*[,;.!]|\s*$)"#)
    static let preOrPostWorkout = TextPattern(#"\b(?:post|pre)[- ]?(?:workout|work out|gym|run|lift|lifting|training|practice|game|swim|ride|race)\b"#)
    static let weekday = TextPattern(#"\b(?:on |last |this |every )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b"#)
    static let placeEndingClause = TextPattern(#"(?<!made )(?<!cooked )(?<!prepared )(?<!baked )(?<!grilled )\bat (?!(?:breakfast|brunch|lunch|dinner|supper|snack|dessert|least|most)\b)(?:the |my |our |a |an |his |her |their )?(?:[a-z]+ )?[a-z]+(?= i\b| we\b|\s*[,;.!]|\s*$)"#)
    static let fromOccasion = TextPattern(
        #"\b(?:(?:left ?over|leftover|saved) )?from (?:the |my |our |a |an |last )?(?:office |work |birthday |holiday |christmas |halloween |kids? )?(?:halloween|christmas|easter|thanksgiving|valentines?|party|birthday|holidays?|wedding|cookout|potluck|bake sale|trick or treating)(?: (?:candy|stash|bag|bucket|tray|platter|leftovers))?\b"#)
    static let stirredIn = TextPattern(#"\b(?:stirred|swirled) (?:in|into)\b"#)
    static let oneEntree = TextPattern(#",\s*(?:one|1|a|an|the whole|the) (?:frozen )?entr(?:e|é)e\b"#)
    static let birdWithSkin = TextPattern(
        #"\b(chicken|turkey|duck|goose|hen|capon|quail|pheasant|squab|breasts?|thighs?|drumsticks?|wings?|legs?)\b([a-z ]*?),? with (?:the |its |their )?skins?(?: on| left on)?\b(?!,? (?:and (?:the )?bones? )?(?:removed|off|taken|peeled|pulled|discarded|cut))"#)
    static let coveredInCoating = TextPattern(
        #"\b(?:covered|dipped|enrobed|drenched) in (?=(?:(?:milk|dark|white|semisweet|semi-sweet|bittersweet) )?(?:chocolate|yogurt|yoghurt|caramel|carob|fudge)\b)"#)
    static let fromTheServingDish = TextPattern(
        #"\b(?:off|from) (?:the|a|my|our|his|her|their) (?:[a-z]+'?s?'? )?(?:platter|tray|buffet|table|counter|board|spread|cart|box|bag|carton|package|container|meal|combo)(?= i\b| we\b|\s*[,;.!]|\s*$)"#)
    static let amountThenKind = TextPattern(
        #",( (?:about |around |roughly |approximately |maybe |like |just )?(?:a|an|one|two|three|half an?|half|\d+(?:[./]\d+)?)(?: [a-z]+){1,2}), the (?:kind|ones?|type|sort|variety) with ([^,;.]+)"#)
    static let theKindOne = TextPattern(#"\b([a-z]+), the ((?:[a-z]+ ){0,2}[a-z]+) (?:one|ones|kind|type|variety|sort)\b"#)
    static let theSizedPiece = TextPattern(#", the ([a-z]+) ([a-z]+)(?=\s*(?:$|[,;.!]|\band\b|\bwith\b))"#)
    static let theSizeOne = TextPattern(#"\b([a-z]+), the ((?:[a-z]+ ){0,2}[a-z]+ size)\b"#)
    static let theFrozenEntree = TextPattern(#",\s*(?:the |a |as a )?frozen (?:entree|entrée|dinner|meal|kind|one|version)s?\b"#)
    static let canOfWater = TextPattern(#"\b(?:condensed,? )?(?:made |prepared |mixed |diluted )?with (?:a |one |1 |an equal |equal )?(?:can|canful|soup can|amount|volume) of water\b"#)
    static let canOfMilk = TextPattern(#"\b(?:condensed,? )?(?:made |prepared |mixed |diluted )?with (?:a |one |1 |an equal |equal )?(?:can|canful|soup can|amount|volume) of ((?:whole |skim |nonfat |lowfat |low fat |reduced fat |2% |1% )?milk)\b"#)
    static let frozenDinner = TextPattern(#"\b(?:frozen|tv) ((?:(?!(?:after|before|for|at)\b)[a-z&']+ ){1,6}?)(?:dinner|meal|entree)s?\b"#)
    static let eachOfTwo = TextPattern(#"\b(\d+(?:[./]\d+)?|a|an|one|two|three|half a) ([a-z]+) each of (?:the )?((?:[a-z&'-]+ ){0,3}?[a-z&'-]+) and (?=[a-z])"#)
    static let withTheMeal = TextPattern(#"\b(?:along with|with|alongside|during|over) (?:my |the |our |his |her |their |a |each |every )?(?:breakfast|brunch|lunch|dinner|supper|meal|meals)(?=\s*(?:$|[,;.!]|\band\b|\bthen\b|\bi\b|\bwe\b))"#)
    static let workedIn = TextPattern(#" (?:mixed|stirred|folded|whisked|swirled|blended) in(?= *(?:[,;]|$| and ))"#)
    static let forTheOccasion = TextPattern(#" for (?:the|my|our|a|an) (?!(?:baby|babies|infant|infants|toddler|toddlers)\b)[a-z']+(?: [a-z']+)?(?= *(?:[,;]|$| and ))"#)
    static let onTheMove = TextPattern(
        #"\b(?:on|in|aboard) (?:the|a|my|our|his|her|their) (?:plane|airplane|flight|train|bus|subway|ferry|boat|ship|car|truck|taxi|cab|road|go|couch|sofa|porch|beach|trail|commute|drive|ride|break|lunch break|coffee break|job|clock|bleachers|sidelines|layover|desk|patio|deck|balcony)(?: (?:home|back|in|out|over|to (?:the |my )?[a-z]+))?\b(?=\s*(?:$|[,;.!]|\band\b|\bwith\b|\bthen\b|\bi\b|\bwe\b))"#)
    static let eatenWhere = TextPattern(
        #"\b(?<!not )(?:eaten|eaten standing|eaten sitting|standing|sitting)(?: up)?(?: (?:(?:at|over|in|on|by|beside|near|under|out of|from|off) (?:the|my|our|his|her|their) [a-z]+(?: [a-z]+)?|(?:at|by|beside|near|under) an? [a-z]+(?: [a-z]+)?|at (?:home|work|school|church|camp)|in bed|outside|outdoors))?(?=\s*(?:$|[,;.!]|\band\b|\bwith\b|\bthen\b|\bi\b|\bwe\b))"#)
    static let fromACan = TextPattern(#" (?:from|out of) (?:a|the) can\b"#)
    static let boughtMade = TextPattern(#"\b(?:store[- ]?bought|(?:from|at) (?:the|a) bakery(?: case| counter)?|bakery)\b"#)
    static let frozenWord = TextPattern(#",? \bfrozen\b(?! (?:yogurt|custard|novelt|dessert|treat|bar|pop|dairy))"#)
    static let fromTheFreezer = TextPattern(#"\b(?:from|out of) (?:the|a|my|our|his|her|their) (?:chest |deep )?freezer(?=\s*(?:$|[,;.]| and\b| with\b))"#)
    static let takenFrom = TextPattern(
        #"\b(?:from|out of) (?:the|a|my|our|his|her|their) (?:[a-z]+ )?(?:bowl|jar|dish|basket|drawer|stash|tin|cupboard|pantry|fridge|freezer|counter|pouch|bag|wrapper|carton)(?=\s*(?:$|[,;.]| and\b| with\b))"#)
    static let whenLater = TextPattern(
        #"\b(?:(?:on )?the (?:next|following) (?:day|morning|night|evening|afternoon)|the (?:day|morning|night) after|later(?: (?:that|in the) (?:day|night|evening|afternoon|morning)| on)?)\b"#)
    static let servedIn = TextPattern(
        #"\bin (?:the|my|our|his|her|their) (?!(?:bread|waffle|taco|tortilla|pastry|cookie|chocolate)\b)(?:[a-z]+ )?(?:bowl|plate|platter|dish|bottle|thermos|mug|tumbler|glass)(?=\s*(?:$|[,;.]| and\b| with\b))"#)
    static let onTheHalfShell = TextPattern(#"\s*,?\s*\b(?:served )?on (?:the|a) half[- ]?shells?\b"#)
    static let onTheWay = TextPattern(#"\bon (?:the|my) way(?: (?:home|back|in|out|to (?:the )?[a-z]+))?\b"#)
    static let snackedOn = TextPattern(#"\b(?:snacked|snacking|munched|munching|nibbled|nibbling|noshed) on\b"#)
    static let meatFrom = TextPattern(
        #"\b(?:the )?((?:batter |flour |fried |roasted |roast |baked |grilled |broiled |stewed |crispy |breaded )*)(meat|skin) (?:from|of|off) (?:of )?((?:a|an|one|two|three|four|five|six|\d+|half an?) )((?:[a-z'-]+ ){0,3}?[a-z'-]+)(?= *(?:[,;]|$| and | with ))"#)
    static let eggPartOf = TextPattern(#"\b(?:the )?(white|yolk)s? of (\S+ (?:(?:extra )?large |medium |small |jumbo )?)eggs?\b"#)
    static let numberAndFraction = TextPattern(#"\b(\d+) and (\d+/\d+)\b"#)
    static let numberAndAHalfWord = TextPattern(#"\b(\d+) and a half\b"#)
    static let numberAndAQuarter = TextPattern(#"\b(\d+) and a quarter\b"#)
    static let shortAnd = TextPattern(#"(?<=[a-z]) '?n'? (?=[a-z])"#)
    static let eggsOverStyle = TextPattern(#"\b(eggs?) over (?:easy|medium|hard|well)\b"#)
    static let overStyleEggs = TextPattern(#"\bover (?:easy|medium|hard|well) (eggs?)\b"#)
    static let percentWord = TextPattern(#"\b(\d+(?:\.\d+)?) ?(?:percent|pct)\b"#)
    static let shareRange = TextPattern(#"\b(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)\s*%"#)
    static let pbAlone = TextPattern(#"\bpb\b(?! and j\b| and js\b)"#)
    static let macAlone = TextPattern(#"(?<!\bbig )(?<!\bbig)\bmac\b(?!')"#)
    static let sourceBeforeUnit = TextPattern(
        #"\b(a|an|one|two|three|\d+(?:\.\d+)?) (fast food|fast-food|restaurant|takeout|take-out|deli) (orders?|servings?|portions?|sides?|plates?|bowls?) of\b"#)
    static let stateBeforeUnit = TextPattern(
        #"\b(a|an|one|two|three|four|five|six|\d+(?:[./]\d+)?)((?: (?:big|large|small|medium|heaping|full|huge|little|generous))?) (dry|dried|uncooked|cooked|boiled|steamed|raw|frozen|canned|prepared|hot|cold|warm|iced|chilled|steaming) (cups?|bowls?|mugs?|glass(?:es)?|packets?|packages?|envelopes?|pouch(?:es)?|bags?|cans?|jars?|box(?:es)?|bottles?|cartons?|plates?|servings?|portions?|scoops?|handfuls?|tablespoons?|tbsp|teaspoons?|tsp) of\b"#)
    static let doubleEspresso = TextPattern(#"\b(?:(?:a|an|one) )?(?:double|doppio)(?: shots?)?(?: of)? espresso"#)
    static let tripleEspresso = TextPattern(#"\b(?:(?:a|an|one) )?triple(?: shots?)?(?: of)? espresso"#)
    static let leanShare = TextPattern(#"\b([5-9]\d)/([1-5]?\d)\b"#)
    static let chickenClass = TextPattern(#"\b(roast|stew)ers?\b"#)
    static let shortWith = TextPattern(#"(?<=[a-z0-9,)] )w(?= [a-z0-9])"#)
    static let meatGrade = TextPattern(#"\busda (?:grade )?(prime|choice|select)\b|\b(prime|choice|select) grade\b"#)
    static let letterGrade = TextPattern(#"\b(?:usda )?grade (?:aa|a)\b(?! ?-)"#)
    static let withSaltLast = TextPattern(#"\b(boiled|cooked|steamed)\b([^,;.]*?),?\s+with (?:sea )?salt(?: added)?(?=\s*(?:$|[,;.]))"#)
    static let saltAndPepper = TextPattern(#"\s+with (?:a little |some )?(?:sea )?salt (?:and|&) (?:black )?pepper(?=\s*(?:$|[,;.]|\band\b|\bwith\b))"#)
    static let commaMadeWith = TextPattern(#",\s*(made|mixed) with\b(?!\s+(?:a can of |an equal volume of |boiling |hot )?water\b)"#)
    static let slicedRounds = TextPattern(#"\b(?<!brown )(?<!hash )(?<!\d )([a-z]{3,}) (?:rounds|coins)\b"#)
    static let offTheVine = TextPattern(
        #"\b(?:(?:straight|fresh|right|just picked|picked) )?(?:off|from) (?:the|my|our|a) (?:vine|vines|tree|trees|bush|bushes|plant|plants|garden|yard|backyard|patch)\b"#)
    static let boilingWater = TextPattern(#"\b(?:boiling|boiled|hot) water\b(?!\s+(?:chestnuts?|crackers?)\b)"#)
    static let noSaltAdded = TextPattern(#"\b(?:no|without) (?:added salt|salt added)\b"#)
    /// "creme" or "crème" not before "de" or "brulee" (`MealParser.normalize`).
    static let creme = TextPattern(#"\bcr[eè]me\b(?! de\b| br[uû]l[eé]e\b)"#)
    /// "on top of" a dish named after it ("on top of the soup"), read as "on" it (`MealParser.normalize`).
    static let onTopOfTheDish = TextPattern(#" on top of (?=(?:the|my|our|his|her|their|each|every|a|an) )"#)
    /// "on top" or "on top of it" said last of an item (`MealParser.normalize`).
    static let onTop = TextPattern(#" on top(?: of (?:it|that|them|this|those|each))?(?=\s*(?:$|[,;.]|\band\b|\bwith\b|\bplus\b))"#)
    /// "lean" said of a cut, not as its "lean and fat" trim.
    static let repeatedLeanAndFat = TextPattern(
        #"\blean\s+(?:and|&)\s+fat( trim(?:zero|eighth|quarter|half))?,?\s+(?:with\s+(?:a\s+|an\s+)?)?lean and fat\b"#)
    static let leanOnly = TextPattern(#"\blean\b(?!\s*(?:and|&)\s*fat\b)"#)
    static let withItsFat = TextPattern(#"\bwith (?:its|the|all the|all its) fat(?: on| left on| still on)?\b|(?<=,) ?(?:the |its )?fat (?:left |still |kept )?on\b"#)
    static let withItsTrim = TextPattern(#"\bwith (?:its |their |the )?(?=(?:0|1/8|1/4|1/2)\s*(?:"|''| ?-?inch(?:es)?) ?(?:of )?(?:fat|trim)\b)"#)
    static let bareTrimAfterFat = TextPattern(#"\blean and fat,?\s+(0|1/8|1/4|1/2)\s*(?:"|''|-?inch(?:es)?)(?!\s*(?:of )?(?:fat|trim))"#)
    static let fatTrim = TextPattern(
        #"\b(?:(?:trimmed|trim) to )?(?:0|1/8|1/4|1/2|(?:an? )?(?:eighth|quarter|half)(?: an?)?)(?: of an)?(?:"|''| ?-?inch(?:es)?) ?(?:of )?(?:fat|trim)(?: trim(?:med)?)?\b|\b(?:trimmed|trim) to (?:0|1/8|1/4|1/2)(?:"|''| ?-?inch(?:es)?)(?: of fat)?"#)
    static let skinAndBoneRemoved = TextPattern(
        #"\b(?:with )?(?:the |its )?(?:skin and (?:the )?bones?|bones? and (?:the )?skin) (?:removed|taken off|off|taken out)\b|\b(?:no|without) (?:skin (?:or|and|&|nor) (?:no |without )?bones?|bones? (?:or|and|&|nor) (?:no |without )?skin)\b"#)
    static let skinRemoved = TextPattern(#"\b(skin removed|skin off|no skin|without skin|without the skin)\b"#)
    static let ringsOf = TextPattern(#"\b(\d+(?:\.\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten) rings? of\b"#)
    static let noSkinOrBreading = TextPattern(
        #"\b(?:no|without) (?:the )?(?:skin|breading|batter|coating)(?:,? (?:or|and|&) (?:the )?(?:skin|breading|batter|coating))+\b"#)
    static let rawWeight = TextPattern(#"\braw weight\b"#)
    static let stateWeight = TextPattern(#"\b(cooked|dry|uncooked|dried|frozen|drained|thawed) weight\b"#)
    static let skinOn = TextPattern(#"\b(with the skin|with skin|skin on)\b"#)
    /// (Not after a word that keeps the skin on the food: "with skin", "in their skins", "no skin".)
    static let eatenSkin = TextPattern(
        #"\b(?!(?:with|no|without|the|its|their|his|her|in|and|on|of|off|removed|extra|crispy)\b)([a-z]+) (skins?)\b(?=\s*(?:,|;|$|and (?!all\b)))"#
    )
    static let chilePeppers = TextPattern(#"\bchiles\b(?! rellenos?\b)(?: peppers\b)?"#)
    static let inches = TextPattern(#"(\d)\s*(\"|''|-inch(?:es)?|inch(?:es)?)"#)
    /// "total" said of the amount: "in total", "a total of", or after the amount at a clause's end or before a number.
    static let totalAside = TextPattern(
        #"\b(?:in total|(?:for )?a total of|total of)\b|\btotal\b(?=\s*(?:$|[,;.:)]|(?:about |around |roughly |approx |~)?\d))"#)
    /// What an item was for, "for dunking the lobster": "for" and a word ending in "-ing", to the clause's end.
    static let forDoing = TextPattern(#"\s+for [a-z]{2,}ing\b[^,;.]*"#)
    static let digitLetter = TextPattern(#"(\d)([a-z])"#)
    static let digitHyphenLetter = TextPattern(#"(\d)-([a-z])"#)
    static let blanks = TextPattern(#"\s+"#)
    /// " and a half" ending an amount ("a slice and a half of …", never "a half cup"); where or when may follow ("a
    /// pear and a half at noon").
    static let halfEnds = #" and a half(?=\s*(?:$|[,.;)]|(?:of|and|with|plus|at|in|on|for|after|before|during|then|from|today|yesterday)\b))"#
    static let countAndAHalf = TextPattern(#"\b(?:a|an|one) ([a-z]+)"# + halfEnds)
    static let numberAndAHalf = TextPattern(#"\b(\d+) ([a-z]+)"# + halfEnds)
    static let quarterEnds = #" and a quarter(?=\s*(?:$|[,.;)]|(?:of|and|with|plus)\b))"#
    static let countAndAQuarter = TextPattern(#"\b(?:a|an|one) ([a-z]+)"# + quarterEnds)
    static let numberAndAQuarterAfter = TextPattern(#"\b(\d+) ([a-z]+)"# + quarterEnds)
    /// "two and a half", … for each of `MealParser.numberWords`.
    static let wordAndAPart = MealParser.numberWords.map { TextPattern(#"\b"# + $0 + #" and a (half|quarter)\b"#) }
    /// Each of `MealParser.shorthand` as a whole word, unless already followed by what it is short for.
    static let shorthand = MealParser.shorthand.map { short, long in
        let rest = long.hasPrefix(short + " ") ? String(long.dropFirst(short.count + 1)) : nil
        return TextPattern(#"\b"# + short + #"\b"# + (rest.map { #"(?! "# + $0 + #")"# } ?? ""))
    }
}

import Foundation

/// One unit of a food and its weight, read from a household measure ("1 cup, (4.86 large eggs)" = 243 g
/// yields cup = 243 g and large = 50 g).
public struct UnitWeight: Hashable, Sendable {
    /// Normal unit ("cup", "tbsp", "slice", "large", "banana", "item" …).
    public var unit: String
    public var size: String?
    /// Other words of the measure ("chopped", "halves", "fun", …).
    public var words: [String]
    public var gramsPerUnit: Double
    /// The measure it came from, for the "basis" people can check.
    public var measure: FoodMeasure
    /// How many units the measure holds (4.86 for "4.86 large eggs").
    public var perMeasure: Double
    /// True when derived from a parenthetical or secondary part ("(4.86 large eggs)", "6 pieces").
    public var isDerived: Bool

    public var isVolume: Bool { HouseholdUnit.isVolume(unit) }
    public var isWeight: Bool { HouseholdUnit.isWeight(unit) }
}

public enum MeasureText {
    static let fillerWords: Set<String> = Set([
        "approx", "approximately", "about", "of", "the", "a", "an", "with", "without", "and", "or", "to", "in", "from",
        "dia", "long", "yield", "raw", "meat", "nlea", "serving", "one", "x",
    ]).union(HouseholdUnit.fullness)

    /// Words of a measure heaped above its brim ("3 heaping tsp").
    static let heapedWords: Set<String> = ["heaping", "heaped", "rounded", "generous"]

    /// The word marking a measure of the dry food that makes a prepared serving ("3 T dry cereal plus 1 cup water").
    static let dryIngredient = "dry"

    /// Whether `weight` is the dry food that went into a prepared serving: it is that serving only when "dry" is typed.
    static func isDryIngredient(_ weight: UnitWeight) -> Bool {
        weight.isDerived && weight.words == [dryIngredient]
    }

    /// Units a household measure can name. Anything else becomes a descriptor word.
    public static func unitWeights(of measure: FoodMeasure) -> [UnitWeight] {
        // USDA's capital "T" after a number is a tablespoon ("3 T dry cereal"); a small "t" is a teaspoon.
        var text = (SearchText.containsBytes(measure.name, "T") ? NormalizePatterns.capitalT.replacing(in: measure.name, with: " tbsp") : measure.name)
            .lowercased()
        if SearchText.containsBytes(text, "/ ") { text = NormalizePatterns.spacedFraction.replacing(in: text, with: "/") }
        guard measure.grams > 0 else { return [] }
        // "1 unit, (yield from 1 lb ready-to-cook chicken)": what one pound of the whole bird yields of the part,
        // not a piece of it.
        // So is "1 piece, cooked, excluding refuse (yield from 1 lb raw meat with refuse)": what a pound cooks down to,
        // never a slice or a piece anyone cuts.
        if SearchText.containsBytes(text, "yield from 1 lb ") { return [] }
        // Leading part: up to the first comma or parenthesis.
        let head: Substring
        let tail: Substring
        if let cut = text.firstIndex(where: { $0 == "," || $0 == "(" }) {
            head = text[..<cut]
            tail = text[cut...]
        } else {
            head = Substring(text)
            tail = ""
        }
        var result: [UnitWeight] = []
        let headTokens = tokenize(head)
        guard let quantity = QuantityText.leading(headTokens), quantity.value > 0 else { return [] }
        let rest = Array(headTokens.dropFirst(quantity.count))
        let tailTokens = tokenize(tail)
        if let main = unitPhrase(rest, context: tailTokens) {
            // USDA's ".5 breast" is one side of the bird: the piece people call "a chicken breast".
            let perMeasure = main.unit == "breast" && quantity.value == 0.5 ? 1 : quantity.value
            result.append(
                UnitWeight(
                    unit: main.unit, size: main.size, words: main.words, gramsPerUnit: measure.grams / perMeasure,
                    measure: measure, perMeasure: perMeasure, isDerived: false))
        }
        // Secondary quantities in the rest: "(4.86 large eggs)", "6 pieces, 3.4 oz", "12 fl oz", "2 links", "(49 kernels)".
        var index = 0
        let tokens = tailTokens
        while index < tokens.count {
            // ("(10-12 kernels)": a range of pieces, read as its middle.)
            if let q = QuantityText.leading(Array(tokens[index...])), q.value > 0,
                Double(tokens[index]) != nil || tokens[index].utf8.contains(UInt8(ascii: "/")) || tokens[index].hasPrefix(".")
                    || q.isRange && q.count == 1 && tokens[index].allSatisfy({ $0.isNumber || $0 == "-" })
            {
                let after = Array(tokens[(index + q.count)...].prefix(4))
                if result.first.map({ !HouseholdUnit.isVolume($0.unit) && !HouseholdUnit.isWeight($0.unit) }) ?? true,
                    let size = after.first.flatMap(HouseholdUnit.size), after.count == 1 || after[1] == "or"
                {
                    // "1 unit, 2 large or 5 small": that many of the piece in each size.
                    result.append(
                        UnitWeight(
                            unit: result.first?.unit ?? "piece", size: size, words: [], gramsPerUnit: measure.grams / q.value,
                            measure: measure, perMeasure: q.value, isDerived: true))
                } else if tokens[..<index].contains("plus") {
                    // "(3 T dry cereal plus 1 cup water)": what was added in making the serving, not a measure of it.
                } else if HouseholdUnit.isVolume(HouseholdUnit.normalized(after.first ?? "") ?? ""), after.count > 1, after[1] == "dry",
                    tokens.contains("plus"), let unit = HouseholdUnit.normalized(after[0])
                {
                    // "(3 T dry cereal plus …)": that much of the dry food makes the serving; typed "3 tbsp dry", it is the
                    // serving (and never a spoon of the food as eaten).
                    result.append(
                        UnitWeight(
                            unit: unit, size: nil, words: [MeasureText.dryIngredient], gramsPerUnit: measure.grams / q.value,
                            measure: measure, perMeasure: q.value, isDerived: true))
                } else if let heaped = after.first, heapedWords.contains(heaped), let phrase = unitPhrase(Array(after.dropFirst()), context: []),
                    HouseholdUnit.isVolume(phrase.unit)
                {
                    // "(3 heaping tsp or 1 envelope)": a heaped spoon, kept by that word; it holds more than a level one, so
                    // no other volume is reckoned from it.
                    result.append(
                        UnitWeight(
                            unit: phrase.unit, size: nil, words: [heaped] + phrase.words, gramsPerUnit: measure.grams / q.value,
                            measure: measure, perMeasure: q.value, isDerived: true))
                } else if let phrase = unitPhrase(after, context: []), phrase.unit != result.first?.unit || result.isEmpty {
                    // Volume equivalences as fluid ounces ("12 fl oz"), or for a serving ("1 serving, 1/2 cup");
                    // elsewhere a "cup" is a candy cup ("1 package, 2 cups").
                    // (So is a volume a weight is said to fill: "1 oz, (approx 2/3 cup)".)
                    let isFluid = phrase.unit == "fl oz" || phrase.unit == "ml"
                        || HouseholdUnit.isVolume(phrase.unit) && result.first.map({ $0.unit == "serving" || $0.isWeight }) == true
                    // A size note ("3-3/4\" long", "(2-1/2\" dia)") measures the piece; it counts nothing.
                    let isCount = !HouseholdUnit.isVolume(phrase.unit) && !HouseholdUnit.isWeight(phrase.unit)
                        && !["inch", "in", "cm", "mm", "long", "dia", "thick", "wide"].contains(phrase.unit)
                    if isFluid || isCount {
                        result.append(
                            UnitWeight(
                                unit: phrase.unit, size: phrase.size, words: phrase.words, gramsPerUnit: measure.grams / q.value,
                                measure: measure, perMeasure: q.value, isDerived: true))
                    }
                }
                index += max(1, q.count)
            } else {
                index += 1
            }
        }
        // "1 serving, 2.07 oz pack", "1 serving, 8.3 fl oz can": a serving that is one container is also that container.
        // (Only a container its size is stated for: "1 serving, 2 fun size bars" is two small bars.)
        if let first = result.first, first.unit == "serving", !first.isDerived,
            let at = tailTokens.indices.dropFirst(2).first(where: { index in
                HouseholdUnit.normalized(tailTokens[index]).map(servingContainers.contains) == true
                    && HouseholdUnit.normalized(tailTokens[index - 1]).map({ HouseholdUnit.isWeight($0) || HouseholdUnit.isVolume($0) || $0 == "fl oz" }) == true
                    && QuantityText.number(tailTokens[index - 2]) != nil
            }),
            let container = HouseholdUnit.normalized(tailTokens[at]), !result.contains(where: { $0.unit == container })
        {
            result.append(
                UnitWeight(
                    unit: container, size: nil, words: [], gramsPerUnit: first.gramsPerUnit, measure: measure, perMeasure: first.perMeasure,
                    isDerived: true))
        }
        // "7 sausages, (drained contents from can, net wt 4 oz)": the measure is what one container holds; "1 slice,
        // (approx 8 slices per can)", "2 slices, (6 per 6-oz pkg.)": the container holds that many of the measure's
        // unit.
        if let first = result.first, !first.isDerived,
            let at = tailTokens.indices.first(where: { index in
                HouseholdUnit.normalized(containerWord(tailTokens[index])).map(servingContainers.contains) == true
            }),
            let container = HouseholdUnit.normalized(containerWord(tailTokens[at])), !result.contains(where: { $0.unit == container })
        {
            let before = tailTokens[..<at]
            if before.contains("contents") {
                result.append(
                    UnitWeight(
                        unit: container, size: nil, words: [], gramsPerUnit: measure.grams, measure: measure, perMeasure: 1,
                        isDerived: true))
            } else if let count = countPerContainer(before, unit: first.unit), count > 1 {
                result.append(
                    UnitWeight(
                        unit: container, size: nil, words: [], gramsPerUnit: first.gramsPerUnit * count, measure: measure,
                        perMeasure: first.perMeasure / count, isDerived: true))
            }
        }
        // "1 serving, fun size bag": a serving that is one container of a named size is that container, of that size.
        if let first = result.first, first.unit == "serving", !first.isDerived, tailTokens.count >= 3,
            let last = tailTokens.last, let container = HouseholdUnit.normalized(last), servingContainers.contains(container),
            tailTokens[tailTokens.count - 2] == "size", case let named = tailTokens[tailTokens.count - 3],
            namedSizes.contains(named),
            // (Not a count of them: "1 serving, 2 fun size bars" is two small bars.)
            tailTokens.count < 4 || QuantityText.number(tailTokens[tailTokens.count - 4]) == nil,
            !result.contains(where: { $0.unit == container })
        {
            result.append(
                UnitWeight(
                    unit: container, size: nil, words: [named, "size"], gramsPerUnit: first.gramsPerUnit, measure: measure,
                    perMeasure: first.perMeasure, isDerived: true))
        }
        // (A measure that counts its pieces by size holds several: the size is theirs, not the measure's.)
        if let first = result.first, !first.isDerived, first.size != nil,
            result.contains(where: { $0.isDerived && $0.unit == first.unit && $0.size != nil && $0.perMeasure > 1 })
        {
            result[0].size = nil
        }
        return result
    }

    /// How many of `unit` a measure's words before a container say it holds: "approx 8 slices per" (the unit said) or
    /// "6 per 6-oz" (unsaid); what follows "per" may only be the container's size.
    static func countPerContainer(_ before: ArraySlice<String>, unit: String) -> Double? {
        guard let per = before.lastIndex(of: "per"),
            before[(per + 1)...].allSatisfy({
                QuantityText.number($0) != nil || $0.hasSuffix("-oz") || HouseholdUnit.normalized($0).map(HouseholdUnit.isWeight) == true
            })
        else { return nil }
        var lead = before[..<per]
        if let last = lead.last, HouseholdUnit.singular(last) == unit || HouseholdUnit.normalized(last) == unit { lead = lead.dropLast() }
        return lead.last.flatMap(QuantityText.number)
    }

    /// A container's word as a measure spells it ("pkg." with its period).
    static func containerWord(_ token: String) -> String {
        token.hasSuffix(".") ? String(token.dropLast()) : token
    }

    /// Sizes a pack is sold by name in, said before "size" ("fun size", "king size").
    static let namedSizes: Set<String> = ["fun", "snack", "bite", "king", "share", "sharing", "party", "family"]

    /// The containers a serving can be sold as ("1 serving, 2.07 oz pack", "1 serving, 2.13 oz bar").
    static let servingContainers: Set<String> = ["package", "packet", "can", "bottle", "bar", "container"]

    /// A measure's words: a double quote reads as " inch ", brackets and punctuation separate, and
    /// "fl oz" / "fl. oz" stay one token ("fl oz"). One pass over the scalars (every parse reads the
    /// measures of dozens of foods).
    static func tokenize<S: StringProtocol>(_ text: S) -> [String] {
        var cleaned = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": cleaned.append(contentsOf: " inch ".unicodeScalars)
            case "(", ")", ",", ";", ":": cleaned.append(" ")
            default: cleaned.append(scalar)
            }
        }
        var joined = String(cleaned)
        if SearchText.containsBytes(joined, "fl ") || SearchText.containsBytes(joined, "fl.") || SearchText.containsBytes(joined, "fluid") {
            // "12 fluid ounce" is USDA's other spelling of "12 fl oz".
            joined = joined.replacingOccurrences(of: "fluid ounces", with: "fl_oz").replacingOccurrences(of: "fluid ounce", with: "fl_oz")
                .replacingOccurrences(of: "fl oz", with: "fl_oz").replacingOccurrences(of: "fl. oz", with: "fl_oz")
        }
        return joined.split(whereSeparator: \.isWhitespace).map { $0 == "fl_oz" ? "fl oz" : String($0) }
    }

    /// Reads "cup", "large", "small bagel", "slice, cooked", "fruit, without skin" into a unit, size and words.
    static func unitPhrase(_ tokens: [String], context: [String]) -> (unit: String, size: String?, words: [String])? {
        var size: String?
        var unit: String?
        var words: [String] = []
        var i = 0
        while i < tokens.count {
            let token = tokens[i]
            if token == "extra", i + 1 < tokens.count, tokens[i + 1] == "large" {
                size = "extra large"
                i += 2
                continue
            }
            // "2 fun size bars", "snack size bag": the pack's named size, which picks the measure, never its unit.
            if unit == nil, i + 1 < tokens.count, tokens[i + 1] == "size", namedSizes.contains(token) {
                words += [token, "size"]
                i += 2
                continue
            }
            // "1 cubic inch": the cube of an inch people count cheese and cut fruit by.
            if token == "cubic", unit == nil, i + 1 < tokens.count, ["inch", "inches"].contains(tokens[i + 1]) {
                unit = "chunk"
                i += 2
                continue
            }
            if let s = HouseholdUnit.size(token), unit == nil, size == nil {
                size = s
            } else if unit == nil, let normal = HouseholdUnit.normalized(token) {
                unit = normal
            } else if unit == nil, token.first?.isLetter == true, !fillerWords.contains(token) {
                unit = HouseholdUnit.singular(token)
            } else if token.first?.isLetter == true, !fillerWords.contains(token) {
                words.append(token)
            }
            i += 1
        }
        for token in context where token.first?.isLetter == true && !fillerWords.contains(token) {
            if size == nil, let s = HouseholdUnit.size(token) { size = s } else { words.append(token) }
        }
        if unit == nil, let size { return (size, size, words) }
        guard let unit else { return nil }
        return (unit, size, words)
    }
}

/// How an amount was turned into grams, for people to check.
public struct GramResolution: Hashable, Sendable {
    public var grams: Double
    /// "1 cup = 158 g", "text weight: 8 oz × 28.35 g".
    public var basis: String
    /// How sure the reading is, 0…1.
    public var confidence: Double
    /// Set when Tally had to assume something ("no slice measure; assumed 1 serving = 28 g").
    public var assumption: String?
    /// True when another measure stood in for the unit typed ("a spear" read as one medium pickle): a closely
    /// related entry that has the unit itself is better.
    public var isStandIn = false

    public init(grams: Double, basis: String, confidence: Double, assumption: String?, isStandIn: Bool = false) {
        self.grams = grams
        self.basis = basis
        self.confidence = confidence
        self.assumption = assumption
        self.isStandIn = isStandIn
    }
}

/// Turns "2 cups", "1 large", "3 slices", "150 g" into grams of a particular food.
public enum MeasureResolver {
    /// Default sizes of containers people name for drinks, in ml (US): a can is 12 fl oz, a glass 8 fl oz, and a mug the
    /// cup (8 fl oz) USDA measures a hot drink by; a bigger one is asked about.
    static let drinkContainers: [String: Double] = [
        "can": 355, "bottle": 500, "glass": 236.5882365, "mug": 236.5882365, "shot": 44.36, "pint": 473.176473, "cup": 236.5882365,
    ]

    /// One shot of espresso: 1 fl oz.
    static let espressoShotML = 29.5735295625

    /// Whether a food is drunk rather than eaten (then "oz" reads as fluid ounces).
    public static func isLiquid(_ food: Food) -> Bool {
        // (What a name's aside lists is not what the food is: "Crackers, saltines (including oyster, soda, soup)".)
        let name = MealParser.withoutAsides(food.name).lowercased()
        // (A powder or mix "prepared with water" is the drink made from it.)
        let made = SearchText.containsBytes(name, "prepared with") || SearchText.containsBytes(name, "dil with") || SearchText.containsBytes(name, "diluted with")
        // (So is a frozen concentrate: "Lemonade, frozen concentrate, white, prepared with water" is poured.)
        let solidWords = (made ? [] : ["powder", " dry", "mix,", "frozen"]) + ["bread", "cake", "chestnut", "yogurt", "cheese", "pudding", "ice cream"]
        if solidWords.contains(where: { SearchText.containsBytes(name, $0) }) { return false }
        // (Meat is never poured: "Pork, cured, ham -- water added" names how the ham was cured.)
        if let group = food.group, ["beef", "pork", "lamb", "poultry", "sausages"].contains(group) { return false }
        if let group = food.group, group == "beverages" { return true }
        // A food USDA measures by the fluid ounce ("Eggnog": "1 fl oz") is poured.
        if food.allMeasures.contains(where: { $0.name.lowercased().hasPrefix("1 fl oz") }) { return true }
        if let group = food.group, group.hasPrefix("survey:"),
            ["beverage", "juice", "soda", "coffee", "tea", "beer", "wine", "liquor", "water", "milk-", "-milk"].contains(where: { SearchText.containsBytes(group, $0) }),
            !SearchText.containsBytes(group, "dish")
        {
            return true
        }
        if name.hasPrefix("milk") || name.hasPrefix("buttermilk") { return true }
        // Whole words only: "chocolate" holds "cola", "teaspoon" holds "tea". What a food is made with or
        // packed in ("cooked with water", "canned in water") does not make it a drink.
        var words: Set<String> = []
        for part in name.split(separator: ",") {
            let partWords = SearchText.words(String(part))
            words.formUnion(partWords.prefix { $0 != "with" && $0 != "in" })
        }
        let liquidWords: Set<String> = [
            "juice", "beverage", "beverages", "soda", "cola", "beer", "wine", "coffee", "tea", "water", "smoothie", "shake", "drink",
            "lemonade", "kombucha", "nectar", "soymilk", "latte", "cappuccino", "espresso", "soup", "broth", "bouillon",
        ]
        return !words.isDisjoint(with: liquidWords) || ["almond milk", "oat milk", "rice milk", "soy milk"].contains(where: { SearchText.containsBytes(name, $0) })
    }

    /// Whether a measure is a package that makes an amount it states ("1 package, 3 oz, yields 2 cups", "1 package, yield
    /// (2 cups)"): no stand-in for one container or serving of the food. (A cooked piece's "yield from 1 lb raw meat" is
    /// one piece; a can's "1 package, yields" states nothing more and is the can.)
    static func makesSeveral(_ name: String) -> Bool {
        let words = SearchText.words(name)
        return words.indices.contains { at in
            ["yield", "yields"].contains(words[at]) && at + 1 < words.count && QuantityText.number(words[at + 1]) != nil
        }
    }

    /// Millilitres in a cubic inch: the bite-size chunk or cube a food cut in pieces is counted by.
    static let cubicInchML = 16.387064

    /// "8 chunks of pineapple", "6 cubes of cheese" where the food has no measure of one (USDA's "1 cubic inch" is one,
    /// read as a chunk): a cubic inch at the density of its cup of pieces (or any cup), flagged as a guess; never the
    /// whole fruit.
    static func chunkGuess(quantity: Double, weights: [UnitWeight]) -> GramResolution? {
        let volumes = weights.filter(\.isVolume)
        let cut = volumes.first { weight in
            weight.words.contains { ["chunks", "cubes", "pieces", "diced", "cubed", "chopped"].contains($0) }
        }
        guard let cup = cut ?? volumes.first, let ml = HouseholdUnit.volumes[cup.unit], ml > 0 else { return nil }
        let each = cup.gramsPerUnit / ml * cubicInchML
        let grams = quantity * each
        return GramResolution(
            grams: grams,
            basis: "\(describe(cup)); 1 cubic inch = \(fmt(cubicInchML)) ml of it = \(fmt(each)) g; \(QuantityText.format(quantity)) × \(fmt(each)) g → \(fmt(grams)) g",
            confidence: 0.45, assumption: "no chunk measure; one chunk taken as a cubic inch")
    }

    /// All unit weights the food offers, the serving included.
    public static func unitWeights(of food: Food) -> [UnitWeight] {
        var result: [UnitWeight] = []
        for measure in food.allMeasures { result += MeasureText.unitWeights(of: measure).filter { !MeasureText.isDryIngredient($0) } }
        if let servingGrams = food.servingGrams, servingGrams > 0 {
            let serving = FoodMeasure(name: food.servingName ?? "1 serving", grams: servingGrams)
            result.append(
                UnitWeight(unit: "serving", size: nil, words: [], gramsPerUnit: servingGrams, measure: serving, perMeasure: 1, isDerived: true))
        }
        return result
    }

    /// The measure whose label states `weight` `unit` ("1 package, 15.1 oz pizza", "1 can, (19.25 oz)"), within 0.5 %;
    /// with `wholeOnly`, only one whole, never a share of it ("1 piece, (1/6 of 17 oz cake)").
    static func labelledMeasure(_ food: Food, weight: Double, unit: String, wholeOnly: Bool = true) -> FoodMeasure? {
        food.allMeasures.first { measure in
            let tokens = MeasureText.tokenize(measure.name.lowercased())
            if wholeOnly, tokens.first != "1" || tokens.contains("of") { return false }
            return tokens.indices.dropFirst().contains { at in
                HouseholdUnit.normalized(tokens[at]) == unit
                    && QuantityText.number(tokens[at - 1]).map { abs($0 - weight) <= 0.005 * weight } == true
            }
        }
    }

    /// Grams for `quantity` of `unit` (nil unit: a count of the food itself) with an optional size.
    /// `foodWords` are the words the person used for the food, to find measures named after it ("banana").
    /// `descriptors` ("sliced", "halves", "6", "fun size") choose among measures of the same unit.
    public static func resolve(
        quantity: Double, unit: String?, size: String?, food: Food, foodWords: [String] = [], descriptors: [String] = [], said: [String] = []
    ) -> GramResolution? {
        guard quantity >= 0 else { return nil }
        let liquid = isLiquid(food)
        let typedDry = descriptors.contains(MeasureText.dryIngredient) || foodWords.contains(MeasureText.dryIngredient)
        // ("3 tbsp dry" of a cereal made with water: the serving those spoons of dry cereal make.)
        if typedDry, let unit,
            let dry = food.allMeasures.lazy.flatMap(MeasureText.unitWeights(of:)).first(where: { MeasureText.isDryIngredient($0) && $0.unit == unit })
        {
            let grams = quantity * dry.gramsPerUnit
            return GramResolution(
                grams: grams, basis: "\(QuantityText.format(quantity)) \(unit) dry makes \(fmt(grams)) g (\(dry.measure.name) = \(fmt(dry.measure.grams)) g)",
                confidence: 0.85, assumption: nil)
        }
        let weights = preferring(descriptors, unitWeights(of: food))
        let q = QuantityText.format(quantity)

        // "A splash", "a drizzle", "a dollop", "a sprinkle": about a tablespoon each, flagged as a guess.
        if unit == "dollop", let spoon = resolve(quantity: quantity, unit: "tbsp", size: nil, food: food, foodWords: foodWords, descriptors: descriptors) {
            return GramResolution(
                grams: spoon.grams, basis: "\(q) dollop read as \(q) tbsp: \(spoon.basis)", confidence: min(spoon.confidence, 0.6),
                assumption: "a splash, drizzle, dollop or sprinkle read as 1 tbsp")
        }
        // A stick of butter or margarine is 8 tbsp (a half cup), as the wrappers are marked.
        if unit == "stick", ["butter", "margarine", "shortening"].contains(where: { food.name.lowercased().hasPrefix($0) }),
            !unitWeights(of: food).contains(where: { $0.unit == "stick" }),
            let spoons = resolve(quantity: quantity * 8, unit: "tbsp", size: nil, food: food, foodWords: foodWords, descriptors: descriptors)
        {
            return GramResolution(
                grams: spoons.grams, basis: "\(q) stick = \(QuantityText.format(quantity * 8)) tbsp: \(spoons.basis)", confidence: min(spoons.confidence, 0.85),
                assumption: nil)
        }
        // "A bag of chips", "a bag of peanuts": a single-serve bag (1 oz), never the family bag USDA lists ("1 bag,
        // (8 oz)") nor one nut, asked about. (A bag is read as a package; a bag of popcorn is another size.)
        if unit == "package", case let words = Set(SearchText.words(food.name.lowercased())),
            !words.isDisjoint(with: ["chips", "crisps", "pretzels", "puffs", "curls", "peanuts", "crackers"])
                || ["nuts", "snacks"].contains(food.group ?? "") && !words.contains("popcorn"),
            weights.first(where: { $0.unit == "package" }).map({ $0.gramsPerUnit > 100 }) ?? true
        {
            let each = (HouseholdUnit.weights["oz"] ?? 28.349523125) * (size == "large" ? 2 : 1)
            let grams = quantity * each
            return GramResolution(
                grams: grams, basis: "\(q) single-serve bag × \(fmt(each)) g → \(fmt(grams)) g", confidence: 0.45,
                assumption: "a single-serve bag (\(size == "large" ? "2" : "1") oz) assumed")
        }
        // "one 12 oz can of limeade concentrate": ounces that are the fluid ounces a can or bottle of the food is labelled with
        // ("1 can, (6 fl oz)") are that container, however solid the food is kept.
        if unit == "oz", !liquid, quantity > 0, let can = food.allMeasures.first(where: { measure in
            let tokens = MeasureText.tokenize(measure.name.lowercased())
            guard tokens.first == "1", tokens.contains(where: { ["can", "bottle", "carton", "container"].contains($0) }) else { return false }
            return tokens.indices.dropFirst().contains { at in
                tokens[at] == "fl oz" && QuantityText.number(tokens[at - 1]).map { abs($0 - quantity) <= 0.005 * quantity } == true
            }
        }) {
            return GramResolution(
                grams: can.grams, basis: "\(q) oz is \(can.name) = \(fmt(can.grams)) g", confidence: 0.85,
                assumption: "\(q) oz read as the fluid ounces its container holds")
        }
        // Weights typed in the text are used as written; "oz" of a drink is a fluid ounce.
        if let unit, let gramsPerUnit = HouseholdUnit.weights[unit], !(unit == "oz" && liquid) {
            let grams = quantity * gramsPerUnit
            // "a quarter pound burger patty", cooked: the weight typed is the raw weight a cooked measure names
            // ("1 patty, (yield from 1/4 lb raw meat)"), when the words name that measure's unit.
            for weight in weights where weight.perMeasure == 1 && foodWords.map(HouseholdUnit.singular).contains(weight.unit) {
                guard let raw = rawWeight(in: weight.measure.name), abs(grams - raw) <= 0.03 * raw else { continue }
                let cooked = weight.measure.grams * grams / raw
                return GramResolution(
                    grams: cooked, basis: "\(q) \(unit) raw is \(weight.measure.name) = \(fmt(weight.measure.grams)) g → \(fmt(cooked)) g",
                    confidence: 0.85, assumption: "\(q) \(unit) read as the raw weight")
            }
            let basis = unit == "g" ? "text weight: \(fmt(grams)) g" : "text weight: \(q) \(unit) × \(fmt(gramsPerUnit)) g/\(unit)"
            return GramResolution(grams: grams, basis: basis, confidence: 0.95, assumption: nil)
        }
        var volumeUnit = unit
        var assumption: String?
        if unit == "oz" && liquid {
            // The net weight a measure of the food states ("1 can, (19.25 oz)", "1 serving, 10.75 oz"): a label's ounces
            // weigh, so that many ounces is that measure.
            if let labelled = labelledMeasure(food, weight: quantity, unit: "oz", wholeOnly: false) {
                return GramResolution(
                    grams: labelled.grams, basis: "\(q) oz is \(labelled.name) = \(fmt(labelled.grams)) g", confidence: 0.9, assumption: nil)
            }
            volumeUnit = "fl oz"
            assumption = "oz of a drink read as US fluid ounces"
        }
        // A glass of something served by the glass (wine: "1 serving, 5 fl oz") is that serving.
        if volumeUnit == "glass", liquid, let serving = weights.first(where: { $0.unit == "serving" && $0.words.contains(where: { $0.contains("fl") }) }) {
            let grams = quantity * serving.gramsPerUnit
            return GramResolution(grams: grams, basis: basis(serving, quantity: quantity, grams: grams), confidence: 0.85, assumption: "a glass read as one serving")
        }
        // A container the food's own measures name ("1 can, or bottle (12 fl oz)", "1 bottle, 20 fl oz"); the container
        // itself before a piece whose measure only mentions it ("1 slice, (approx 8 slices per can)").
        if let u = volumeUnit, drinkContainers[u] != nil, !HouseholdUnit.isVolume(u),
            let own = weights.first(where: { !$0.isVolume && !$0.isWeight && $0.unit == u })
                ?? weights.first(where: { !$0.isVolume && !$0.isWeight && $0.words.contains(u) })
        {
            let grams = quantity * own.gramsPerUnit
            return GramResolution(grams: grams, basis: basis(own, quantity: quantity, grams: grams), confidence: 0.9, assumption: nil)
        }
        // A container of a drink with no measure of its own: standard sizes.
        if let u = volumeUnit, liquid, var ml = drinkContainers[u], !weights.contains(where: { $0.unit == u }),
            !HouseholdUnit.isVolume(u) || u == "cup" && !weights.contains(where: { $0.isVolume })
        {
            // Wine and spirits come in 750 ml bottles, beer in 12 fl oz ones.
            let name = food.name.lowercased()
            if u == "bottle", SearchText.containsBytes(name, "wine") || SearchText.containsBytes(name, "distilled") || SearchText.containsBytes(name, "liquor") {
                ml = 750
            } else if u == "glass", SearchText.words(name).contains("wine"), !SearchText.words(name).contains("cooking") {
                // A glass of wine is poured at 5 fl oz, the serving USDA states for table wines.
                ml = 5 * (HouseholdUnit.volumes["fl oz"] ?? 29.5735295625)
            } else if u == "bottle", SearchText.words(name).contains("beer") {
                ml = drinkContainers["can"] ?? 355
            } else if u == "shot", SearchText.words(name).contains("espresso") {
                // A shot of espresso is 1 fl oz; the 1.5 fl oz jigger is for spirits.
                ml = espressoShotML
            }
            if let density = volumeDensity(weights) {
                let grams = quantity * ml * density.gramsPerML
                return GramResolution(
                    grams: grams,
                    basis: "\(q) \(u) read as \(fmt(ml)) ml; \(density.basis) → \(fmt(grams)) g",
                    confidence: 0.7, assumption: "a \(u) assumed to hold \(fmt(ml)) ml")
            }
            let grams = quantity * ml
            return GramResolution(
                grams: grams, basis: "\(q) \(u) read as \(fmt(ml)) ml at 1 g/ml → \(fmt(grams)) g", confidence: 0.6,
                assumption: "a \(u) assumed to hold \(fmt(ml)) ml")
        }
        if let u = volumeUnit, let ml = HouseholdUnit.volumes[u] {
            // Words that describe the cut, not the food itself ("chopped", not "tomato").
            let foodStems = Set(SearchText.words(food.name).map(SearchText.stem))
            let cutWords = descriptors.filter { !foodStems.contains(SearchText.stem($0)) }
            // (Of two measures of one spoon, ".5 tsp" beside "1 tsp", the one of the amount typed.)
            func off(_ weight: UnitWeight) -> Double { quantity > 0 && weight.perMeasure > 0 ? abs(log(weight.perMeasure / quantity)) : 0 }
            // (A size no word typed, "1 cup, large chips" beside "1 cup, chips (6 oz package)", is the other measure's.)
            func sized(_ weight: UnitWeight) -> Int { size == nil && weight.size != nil ? 1 : 0 }
            if let same = weights.filter({ $0.unit == u }).min(by: {
                // The measure the words name ("chopped" → "1 cup, chopped or sliced"), a volume stated inside a larger
                // measure ("1 can, 12 fl oz"), then the plainest measure.
                (packed(descriptors, $0), -named(cutWords, $0), sized($0), $0.isDerived ? 0 : 1, off($0), $0.words.count)
                    < (packed(descriptors, $1), -named(cutWords, $1), sized($1), $1.isDerived ? 0 : 1, off($1), $1.words.count)
            }) {
                let grams = quantity * same.gramsPerUnit
                return GramResolution(
                    grams: grams, basis: basis(same, quantity: quantity, grams: grams), confidence: 0.9, assumption: assumption)
            }
            if let other = preferredVolume(for: u, in: weights, descriptors: descriptors), let otherML = HouseholdUnit.volumes[other.unit] {
                let perUnit = other.gramsPerUnit * ml / otherML
                let grams = quantity * perUnit
                let ratio = QuantityText.format(ml / otherML)
                return GramResolution(
                    grams: grams,
                    basis: "\(describe(other)); 1 \(u) = \(ratio) × (1 \(other.unit)) = \(fmt(perUnit)) g; \(q) × \(fmt(perUnit)) g → \(fmt(grams)) g",
                    confidence: 0.85, assumption: assumption)
            }
            // No volume measure at all: water-like density for drinks, a typical density for the kind
            // of food otherwise (nuts and cereal are light, purées heavy) — flagged as a guess.
            let density = liquid ? 1.0 : typicalDensity(food)
            let grams = quantity * ml * density
            return GramResolution(
                grams: grams, basis: "\(q) \(u) = \(fmt(quantity * ml)) ml at \(fmt(density)) g/ml (no volume measure) → \(fmt(grams)) g",
                confidence: liquid ? 0.6 : 0.35,
                assumption: assumption ?? "no \(u) measure for this food; assumed \(fmt(density)) g per ml")
        }

        // A named unit ("slice", "link", "can") or a count of the food itself.
        let wanted = unit
        // A package that makes several servings ("1 package, 3 oz, yields 2 cups") is one only when a package is asked for.
        let asked = wanted.map(unitSynonyms) ?? []
        let portions = weights.filter { weight in !makesSeveral(weight.measure.name) || asked.contains(weight.unit) }
        var candidates = portions.filter { !$0.isVolume && !$0.isWeight }
        // "a small order of fries": the order's size is the sized measure, when the food is listed by size.
        if let wanted, let size, ["order", "serving", "portion", "side"].contains(wanted),
            let sized = Optional(candidates.filter { $0.unit == size && $0.size == size }), !sized.isEmpty
        {
            candidates = sized
        } else if let wanted {
            let synonyms = unitSynonyms(wanted)
            var matching = candidates.filter { synonyms.contains($0.unit) || $0.words.contains(where: synonyms.contains) && $0.unit == "item" }
            if wanted == "slice" || wanted == "strip" || wanted == "wedge" {
                // A whole cut's yield ("1 piece, cooked (yield from 1 lb raw meat)") is not a slice of it.
                matching = matching.filter { $0.unit == wanted || !SearchText.containsBytes($0.measure.name.lowercased(), "yield") }
            }
            // ("3 squares of shortbread": a piece whose measure names that shape, "1 cookie, (1-5/8\" square)", is
            // one.)
            if matching.isEmpty, !HouseholdUnit.isVolume(wanted), !HouseholdUnit.isWeight(wanted), !containerUnits.contains(wanted) {
                matching = candidates.filter { !$0.isVolume && !$0.isWeight && $0.words.contains(where: synonyms.contains) }
            }
            if !matching.isEmpty {
                candidates = matching
            } else if wanted == "serving", let labelled = portions.first(where: { !$0.isDerived && SearchText.containsBytes($0.measure.name.lowercased(), "serving") }) {
                // A measure that says it is the label's serving (".167 box, (NLEA serving)", "1 cup (1 NLEA serving)") is one
                // serving as listed, whatever its own unit.
                let grams = quantity * labelled.measure.grams
                return GramResolution(
                    grams: grams,
                    basis: "\(labelled.measure.name) = \(fmt(labelled.measure.grams)) g; \(QuantityText.format(quantity)) × \(fmt(labelled.measure.grams)) g → \(fmt(grams)) g",
                    confidence: 0.85, assumption: nil)
            } else if wanted == "serving", let first = weights.first {
                // A serving of a food with no serving size is its first measure as listed ("10 strips"), never one
                // piece of it.
                if first.perMeasure > 1, !first.isVolume, !first.isWeight {
                    let grams = quantity * first.measure.grams
                    return GramResolution(
                        grams: grams,
                        basis: "\(first.measure.name) = \(fmt(first.measure.grams)) g; \(QuantityText.format(quantity)) × \(fmt(first.measure.grams)) g → \(fmt(grams)) g",
                        confidence: 0.5, assumption: "no serving size; used \(first.measure.name)")
                }
                candidates = [first]
                assumption = "no serving size; used \(first.measure.name)"
            } else if wanted == "piece" || wanted == "item", let counted = countMeasures(candidates, foodWords: foodWords, food: food), !counted.isEmpty {
                candidates = counted
            } else if let jar = babyFoodJar(wanted, quantity: quantity, food: food) {
                return jar
            } else if ["bowl", "plate", "handful", "scoop"].contains(wanted) {
                return containerGuess(wanted, quantity: quantity, size: size, weights: portions, food: food)
            } else if wanted == "chunk", let chunk = chunkGuess(quantity: quantity, weights: portions) {
                return chunk
            } else if wanted == "slice" || wanted == "wedge", let slice = sliceGuess(quantity: quantity, size: size, food: food, weights: portions, foodWords: foodWords) {
                return slice
            } else if let sized = Optional(portions.filter { HouseholdUnit.sizes.contains($0.unit) }), !sized.isEmpty {
                // "a stalk of celery" where the food lists its items by size only.
                let chosen = pickBySize(sized, size: size).weight
                let grams = quantity * chosen.gramsPerUnit
                return GramResolution(
                    grams: grams, basis: basis(chosen, quantity: quantity, grams: grams), confidence: 0.7,
                    assumption: size == nil ? "one \(wanted) read as one \(chosen.unit)" : nil, isStandIn: true)
            } else if ["slice", "piece", "wedge"].contains(wanted), let whole = wholeWeight(of: food) {
                // A slice of a food listed only whole (a pizza, a pie, a cake): an eighth of it, the usual cut,
                // flagged as a guess.
                let each = whole.grams / 8
                let grams = quantity * each
                return GramResolution(
                    grams: grams, basis: "\(whole.basis); 1 \(wanted) = 1/8 × \(fmt(whole.grams)) g = \(fmt(each)) g; \(q) × \(fmt(each)) g → \(fmt(grams)) g",
                    confidence: 0.45, assumption: "no \(wanted) measure; one \(wanted) taken as 1/8 of the whole")
            } else if let stand = ["order", "serving", "package", "container"].contains(wanted)
                ? portions.first(where: { !$0.isVolume && !$0.isWeight && $0.perMeasure == 1 }) ?? portions.first(where: { !$0.isVolume && $0.perMeasure == 1 })
                : portions.first(where: { !$0.isVolume && $0.unit != "serving" }) ?? portions.first(where: { !$0.isVolume })
            {
                if wanted == "piece", let cut = pieceOfWhole(stand, quantity: quantity, size: size, food: food, portions: portions) { return cut }
                // A whole-portion unit ("an order of") stands in with a whole measure, never one piece of a
                // counted measure ("10 rings").
                // A count unit the food has no measure for ("3 slices of turkey bacon"): its nearest
                // non-volume measure stands in, never a cup. A measure of part of one (".5 fillet") stands in as the
                // portion it states: a salmon steak is the half fillet, not a whole one.
                // A measure stated by weight ("56 grams, 1 serving") stands in whole, never per gram.
                let whole = stand.perMeasure < 1 || stand.isWeight
                let each = whole ? stand.measure.grams : stand.gramsPerUnit
                let grams = quantity * each
                return GramResolution(
                    grams: grams, basis: "\(whole ? "\(stand.measure.name) = \(fmt(each)) g" : describe(stand)); \(QuantityText.format(quantity)) × \(fmt(each)) g → \(fmt(grams)) g",
                    confidence: 0.4, assumption: "no \(wanted) measure for this food; counted each \(wanted) as \(stand.measure.name)")
            } else {
                return nil
            }
        } else {
            // A count with no size typed is the full item, not a small pack beside it ("1 bar, fun size" next to
            // "1 serving, 2.05 oz bar"): those are read only when their words are typed.
            let typed = Set(foodWords + descriptors)
            let smallPack: (UnitWeight) -> Bool = { weight in
                weight.size == "mini" || weight.unit == "mini"
                    || weight.words.contains("size") && weight.words.contains(where: { ["snack", "fun", "bite"].contains($0) })
            }
            if size == nil, typed.isDisjoint(with: ["snack", "fun", "bite", "mini", "minis", "miniature", "miniatures"]),
                candidates.contains(where: smallPack)
            {
                if candidates.contains(where: { !smallPack($0) }) {
                    candidates = candidates.filter { !smallPack($0) }
                } else if let mini = candidates.first(where: { smallPack($0) && !$0.isDerived && $0.perMeasure == 1 }),
                    countMeasures(candidates, foodWords: foodWords, food: food)?.count == 1
                {
                    // Only a mini one listed ("1 croissant, mini"): read, but too unsure to stand for an ordinary one.
                    let grams = quantity * mini.gramsPerUnit
                    return GramResolution(
                        grams: grams, basis: basis(mini, quantity: quantity, grams: grams), confidence: 0.45,
                        assumption: "only a mini one is listed; \(mini.measure.name) used")
                }
            } else if !typed.isDisjoint(with: ["snack", "fun", "bite", "mini", "minis", "miniature", "miniatures"]), candidates.contains(where: smallPack) {
                // ... and when they are typed ("2 fun size bars"), only those.
                candidates = candidates.filter(smallPack)
            }
            guard let counted = countMeasures(candidates, foodWords: foodWords, food: food), !counted.isEmpty else {
                // A count of a food with no item measure: its serving or first non-volume measure each.
                // The weight a container states ("1 bag, (8 oz)") is the bag's, never one piece's.
                guard let stand = portions.first(where: { $0.unit == "serving" }) ?? portions.first(where: { !$0.isVolume && !($0.isWeight && $0.isDerived) })
                else { return nil }
                // A weight measure stands for one whole item ("2.7 oz" of a fast-food pie is the pie), not per ounce.
                let each = stand.isWeight ? stand.measure.grams : stand.gramsPerUnit
                let grams = quantity * each
                return GramResolution(
                    grams: grams, basis: "\(stand.isWeight ? "\(stand.measure.name) = \(fmt(each)) g" : describe(stand)); \(QuantityText.format(quantity)) × \(fmt(each)) g → \(fmt(grams)) g",
                    confidence: 0.45, assumption: "counted each as \(stand.measure.name)")
            }
            candidates = counted
        }
        // Of several measures, the one whose own words were typed anywhere in the item ("…, sold pre-sliced": "1 cookie, 1
        // pre-sliced cookie dough" beside "1 cookie, 1 rolled cookie dough"); words the food's name holds tell none apart,
        // nor do units and sizes, weighed by their own rules.
        if candidates.count > 1 {
            let typed = Set(foodWords + descriptors + said).subtracting(SearchText.words(food.name)).filter { word in
                word.allSatisfy(\.isLetter) && HouseholdUnit.normalized(word) == nil && HouseholdUnit.size(word) == nil
                    && !MeasureText.fillerWords.contains(word)
            }
            func named(_ weight: UnitWeight) -> Int {
                weight.words.flatMap { $0.split(separator: "-").map(String.init) }.filter { typed.contains($0) && $0 != weight.unit }.count
            }
            let most = candidates.map(named).max() ?? 0
            if most > 0 { candidates = candidates.filter { named($0) == most } }
        }
        // ("3 links" of a label listing "2 links" and "3 links", beside its servings: the measure of the count typed.)
        if quantity > 1, candidates.count > 1,
            let exact = candidates.first(where: { !$0.isDerived && $0.perMeasure == quantity && !$0.isVolume && !$0.isWeight && !containerUnits.contains($0.unit) }),
            candidates.contains(where: { $0.unit == exact.unit && $0.size == exact.size && $0.perMeasure != quantity })
        {
            candidates = [exact]
        }
        // Several counts of one piece ("1 piece", "10 pieces"): the measure nearest the count typed.
        if quantity > 1, candidates.count > 1, Set(candidates.map(\.unit)).count == 1, Set(candidates.map(\.size)).count == 1,
            size == nil || candidates.contains(where: { $0.size == size }),
            let nearest = candidates.min(by: { abs(log($0.perMeasure / quantity)) < abs(log($1.perMeasure / quantity)) })
        {
            candidates = [nearest]
        }
        // A size typed that only a measure named by the size itself has ("1 mini" beside "1 muffin, small"): that one.
        if let size, !candidates.contains(where: { $0.size == size || $0.unit == size }),
            let sized = portions.first(where: { $0.unit == size && $0.size == size && !$0.isVolume && !$0.isWeight })
        {
            candidates = [sized]
        }
        let chosen = pickBySize(candidates, size: size)
        if wanted == "piece", chosen.weight.unit != "piece",
            let cut = pieceOfWhole(chosen.weight, quantity: quantity, size: size, food: food, portions: portions)
        {
            return cut
        }
        let grams = quantity * chosen.weight.gramsPerUnit
        var confidence = 0.9
        var note = assumption
        // No size typed, and USDA lists the piece only small and large: a medium one, halfway between (eggs are large
        // by convention).
        if size == nil, chosen.weight.size == "large", !food.name.lowercased().hasPrefix("egg"),
            !candidates.contains(where: { $0.size == "medium" || $0.unit == "medium" }),
            let small = candidates.first(where: { $0.size == "small" && ($0.unit == chosen.weight.unit || $0.unit == "small" && chosen.weight.unit == "large") })
        {
            let each = (small.gramsPerUnit + chosen.weight.gramsPerUnit) / 2
            return GramResolution(
                grams: quantity * each,
                basis: "medium taken halfway between \(small.measure.name) = \(fmt(small.gramsPerUnit)) g and \(chosen.weight.measure.name) = \(fmt(chosen.weight.gramsPerUnit)) g: \(fmt(each)) g; \(QuantityText.format(quantity)) × \(fmt(each)) g → \(fmt(quantity * each)) g",
                confidence: 0.7, assumption: assumption ?? "size not given; assumed medium, between USDA's small and large")
        }
        if let size, let used = chosen.weight.size, used != size {
            // (A mini piece for a medium or large one is no near size: another reading may weigh it better.)
            confidence = used == "mini" && size != "small" ? 0.45 : 0.6
            note = "no \(size) measure; used \(used)"
        } else if let size, !chosen.exact, chosen.weight.size == nil {
            confidence = 0.6
            note = "no \(size) measure; used \(chosen.weight.measure.name)"
        } else if size == nil, let assumed = chosen.weight.size, candidates.count > 1 {
            confidence = 0.75
            note = note ?? "size not given; assumed \(assumed)"
        }
        return GramResolution(
            grams: grams, basis: basis(chosen.weight, quantity: quantity, grams: grams), confidence: confidence, assumption: note)
    }

    /// A "piece" of a food USDA lists only whole, when the whole is more than one piece: the share USDA lists of it
    /// (".25 block" of tofu, ".5 fillet" of salmon) is one piece; so is a listed cut of a whole that is cut to be eaten (a
    /// slice of a pie or a pizza, a leaf of a head of lettuce); a fruit or vegetable whose whole weighs more than a portion
    /// (a pineapple, a melon) with no such cut is cut in eighths, as a slice of it is. Nil when one piece is the whole.
    static func pieceOfWhole(_ weight: UnitWeight, quantity: Double, size: String?, food: Food, portions: [UnitWeight]) -> GramResolution? {
        let q = QuantityText.format(quantity)
        if weight.perMeasure < 1, !weight.isVolume, !weight.isWeight {
            let grams = quantity * weight.measure.grams
            return GramResolution(
                grams: grams, basis: "1 piece = \(weight.measure.name) = \(fmt(weight.measure.grams)) g; \(q) × \(fmt(weight.measure.grams)) g → \(fmt(grams)) g",
                confidence: 0.6, assumption: "no piece measure; one piece taken as \(weight.measure.name)")
        }
        let produce = ["fruits", "vegetables"].contains(food.group ?? "")
        guard cutWholes.contains(weight.unit) || produce && weight.gramsPerUnit > wholeOverPiece else { return nil }
        let cuts = portions.filter { cut in
            ["slice", "wedge", "leaf"].contains(cut.unit) && !cut.isVolume && !cut.isWeight && cut.gramsPerUnit < weight.gramsPerUnit
        }
        if !cuts.isEmpty {
            let cut = pickBySize(cuts, size: size).weight
            let grams = quantity * cut.gramsPerUnit
            return GramResolution(
                grams: grams, basis: "1 piece = 1 \(cut.unit): \(basis(cut, quantity: quantity, grams: grams))", confidence: 0.7,
                assumption: "a piece of \(weight.measure.name) read as one \(cut.unit)")
        }
        guard produce || weight.unit != "block" && weight.unit != "head" && weight.unit != "bunch" else { return nil }
        return eighth(of: weight, quantity: quantity, cut: "piece", asked: "piece")
    }

    /// `quantity` cuts of a whole taken as an eighth of it each, flagged as a guess.
    static func eighth(of whole: UnitWeight, quantity: Double, cut: String, asked: String) -> GramResolution {
        let each = whole.gramsPerUnit / 8
        let grams = quantity * each
        return GramResolution(
            grams: grams,
            basis: "\(describe(whole)); 1 \(cut) = 1/8 × \(fmt(whole.gramsPerUnit)) g = \(fmt(each)) g; \(QuantityText.format(quantity)) × \(fmt(each)) g → \(fmt(grams)) g",
            confidence: 0.45, assumption: "no \(asked) measure; one \(cut) taken as 1/8 of \(whole.measure.name)")
    }

    /// Wholes that are cut before they are eaten: a piece of one is a cut of it.
    static let cutWholes: Set<String> = ["pie", "cake", "loaf", "pizza", "head", "bunch", "block", "wheel", "melon"]

    /// Grams above which a whole fruit or vegetable is more than one piece of it (a large mango is about 340 g).
    static let wholeOverPiece = 400.0

    /// A slice of a food with no slice measure, flagged as a guess: cooked meat, fish and cheese are cut
    /// in deli slices of 1 oz (USDA's usual "1 slice" of sliced meats and cheeses); a fruit or vegetable
    /// listed by the piece ("1 medium", "1 fruit") is cut in eighths, as a slice of a whole is elsewhere.
    /// Never a whole item or a whole cut per slice.
    static func sliceGuess(quantity: Double, size: String?, food: Food, weights: [UnitWeight], foodWords: [String]) -> GramResolution? {
        let q = QuantityText.format(quantity)
        let sliced: Set<String> = [
            "poultry", "beef", "pork", "lamb", "sausages", "fish", "survey:beef-excludes-ground", "survey:chicken-whole-pieces",
            "survey:cold-cuts-and-cured-meats", "survey:fish", "survey:lamb-goat-game", "survey:pork", "survey:sausages",
            "survey:turkey-duck-other-poultry", "survey:cheese",
        ]
        if sliced.contains(food.group ?? "") || food.name.lowercased().hasPrefix("cheese") {
            let each = HouseholdUnit.weights["oz"] ?? 28.349523125
            let grams = quantity * each
            return GramResolution(
                grams: grams, basis: "no slice measure; 1 slice or wedge = 1 oz (a deli slice) = \(fmt(each)) g; \(q) × \(fmt(each)) g → \(fmt(grams)) g",
                confidence: 0.45, assumption: "no slice measure; one slice or wedge taken as 1 oz")
        }
        guard ["fruits", "vegetables"].contains(food.group ?? "") else { return nil }
        let pieces = weights.filter { !$0.isVolume && !$0.isWeight }
        let whole = pieces.filter { HouseholdUnit.sizes.contains($0.unit) }
        guard let items = whole.isEmpty ? countMeasures(pieces, foodWords: foodWords, food: food) : whole, !items.isEmpty else { return nil }
        return eighth(of: pickBySize(items, size: size).weight, quantity: quantity, cut: "slice or wedge", asked: "slice")
    }

    static let rawYield = TextPattern(#"(\d+(\.\d+)?|\d+/\d+)\s*(lb|oz|g)\b[^)]*raw"#)
    /// "1/8 of": a measure that is a share of a whole.
    static let shareOfWhole = TextPattern(#"1/\d+ of"#)

    /// The raw weight a cooked measure is the yield of, in grams: "(yield from 1/4 lb raw meat)",
    /// "(4 oz, raw)", "(yield from 135.8 g raw meat)".
    static func rawWeight(in measureName: String) -> Double? {
        let text = measureName.lowercased()
        guard SearchText.containsBytes(text, "raw"),
            let range = rawYield.firstMatch(in: text)
        else { return nil }
        let words = text[range].split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        guard let amount = words.first.flatMap(QuantityText.number), amount > 0, words.count > 1,
            let perUnit = HouseholdUnit.weights[words[1]] ?? HouseholdUnit.weights[String(words[1].prefix { $0.isLetter })]
        else { return nil }
        return amount * perUnit
    }

    /// How many of `descriptors` a measure names (by their first four letters: "chopped" names "chop").
    static func named(_ descriptors: [String], _ weight: UnitWeight) -> Int {
        guard !descriptors.isEmpty else { return 0 }
        func key(_ word: String) -> String {
            let stem = SearchText.stem(word)
            return stem.count >= 4 ? String(stem.prefix(4)) : stem
        }
        // (One strand cut said is any: "shredded" is USDA's "grated".)
        let wanted = Set(descriptors.filter { !joiningWords.contains($0) }
            .flatMap { MealParser.strandCuts.contains($0) ? MealParser.strandCuts : [$0] }.map(key))
        return Set(weight.words.map(key)).intersection(wanted).count
    }

    /// Words that join the words of a measure ("1 breast, bone and skin removed"): no description of their own.
    static let joiningWords: Set<String> = ["and", "or", "of", "the", "a", "an", "to", "&"]

    /// Measures ordered by how many of `descriptors` they name (stable otherwise).
    static func preferring(_ descriptors: [String], _ weights: [UnitWeight]) -> [UnitWeight] {
        guard !descriptors.isEmpty else { return weights }
        func key(_ word: String) -> String {
            let stem = SearchText.stem(word)
            return stem.count >= 4 ? String(stem.prefix(4)) : stem
        }
        // "size" alone says nothing of which one ("king size" is not "fun size").
        let wanted = Set(descriptors.filter { $0 != "size" && !joiningWords.contains($0) }.map(key))
        let scored = weights.enumerated().map { index, weight -> (Int, Int, UnitWeight) in
            let words = Set(SearchText.words(weight.measure.name).map(key))
            return (words.intersection(wanted).count, index, weight)
        }
        return scored.sorted { ($0.0, -$0.1) > ($1.0, -$1.1) }.map(\.2)
    }

    /// 1 for a measure of the food packed down ("1 cup, packed"), 0 otherwise (stable sort key).
    static func packedRank(_ weight: UnitWeight) -> Int {
        let words = SearchText.words(weight.measure.name)
        return words.contains("packed") && !words.contains("not") && !words.contains("unpacked") ? 1 : 0
    }

    /// The packed rank that counts against a measure; when the text said "packed", the loose measure's.
    /// A crushed measure ("1 cup, crushed" of crackers) also counts against, unless "crushed" was typed: a cup
    /// of the pieces is not a cup of crumbs. So does a thawed one, unless "thawed" was typed.
    static func packed(_ descriptors: [String], _ weight: UnitWeight) -> Int {
        let words = SearchText.words(weight.measure.name)
        let crushed = !descriptors.contains("crushed") && words.contains("crushed") ? 1 : 0
        // A cup of frozen fruit is measured frozen ("1 cup, unthawed"); thawed (and settled) only when said.
        let thawed = !descriptors.contains("thawed") && words.contains("thawed") ? 1 : 0
        // A cup of cream is poured, not whipped; of cheese, not melted: a measure of the food changed in volume by how
        // it was worked counts against unless that was typed.
        // (What a measure yields, "(yields 2 cups whipped)", is not its state.)
        let state = SearchText.words(String(weight.measure.name.prefix { $0 != "(" }))
        // Nor is a cup of fruit mashed or puréed a cup of its pieces.
        let worked = ["whipped", "melted"].contains(where: { state.contains($0) && !descriptors.contains($0) }) || isMashed(weight.measure.name, unless: descriptors) ? 1 : 0
        // ("unpacked" said: the loose measure, "unpacked" or "(not packed)", over any other.)
        let loose = words.contains("unpacked") || words.contains("loosely") || words.contains("not") && words.contains("packed")
        let packing = descriptors.contains("unpacked") ? (loose ? 0 : 1) : descriptors.contains("packed") ? 1 - packedRank(weight) : packedRank(weight)
        return packing + crushed + thawed + worked
    }

    /// A measure of the food mashed or puréed ("1 cup, pureed"), when neither was said. (Either said asks for either:
    /// "mashed avocado" is USDA's cup of it puréed.)
    static func isMashed(_ measure: String, unless descriptors: [String]) -> Bool {
        let words = SearchText.words(String(measure.prefix { $0 != "(" }))
        return !descriptors.contains(where: ["mashed", "pureed"].contains) && words.contains(where: ["mashed", "pureed"].contains)
    }

    /// Grams per ml of a solid food with no volume measure, by kind (typical USDA cup weights).
    static func typicalDensity(_ food: Food) -> Double {
        let name = food.name.lowercased()
        switch food.group ?? "" {
        case "cereals": return name.contains("cooked") || name.contains("prepared") ? 1.0 : 0.15
        case let survey where survey.hasPrefix("survey:ready-to-eat-cereal"): return 0.15
        case "nuts", "snacks": return 0.55
        case let survey where survey.hasPrefix("survey:") && (survey.contains("nut") || survey.contains("seed")): return 0.55
        case "fruits", "vegetables": return 0.65
        case "poultry", "beef", "pork", "lamb", "fish", "sausages": return 0.6
        case "grains", "legumes": return name.contains("cooked") ? 0.75 : 0.8
        case "dairy": return name.contains("cheese") ? 0.45 : 1.03
        case "sweets": return 0.85
        default: return 0.8
        }
    }

    /// Whether a measure of the food counts it in pieces named by `word` ("kernels" of "1 kernel" or "1 oz (23 whole
    /// kernels)"), no household unit.
    static func countsPieces(of food: Food, as word: String) -> Bool {
        guard HouseholdUnit.normalized(word) == nil else { return false }
        let piece = HouseholdUnit.singular(word)
        return unitWeights(of: food).contains { !$0.isVolume && !$0.isWeight && ($0.unit == piece || $0.words.contains(piece)) }
            || food.allMeasures.contains { measure in SearchText.words(measure.name).contains { HouseholdUnit.singular($0) == piece } }
    }

    /// Whether the food lists a measure of `unit` or one of its synonyms ("1 steak", "1 cube").
    static func lists(_ unit: String, of food: Food) -> Bool {
        let synonyms = unitSynonyms(unit)
        return unitWeights(of: food).contains { synonyms.contains($0.unit) }
    }

    static func unitSynonyms(_ unit: String) -> Set<String> {
        switch unit {
        case "strip", "slice": return ["strip", "slice", "piece", "wedge"]
        case "order": return ["order", "serving", "item"]
        case "piece", "item": return ["piece", "item", "each", "whole", "fruit", "sandwich"]
        case "fillet": return ["fillet", "piece"]
        // "a square of gingerbread": a piece of a cake cut in squares ("1 piece, (1/9 of 8\" square)").
        case "square": return ["square", "piece"]
        case "chunk": return ["chunk"]
        case "stalk": return ["stalk", "spear"]
        case "package": return ["package", "packet", "pack", "bag", "envelope", "sachet"]
        case "packet": return ["packet", "package", "pack", "envelope", "sachet"]
        case "container": return ["container", "carton", "tub", "cup"]
        case "bar": return ["bar"]
        case "can": return ["can"]
        case "bottle": return ["bottle"]
        case "patty": return ["patty"]
        case "serving": return ["serving"]
        case "breast", "thigh", "drumstick", "wing": return [unit]
        default: return [unit]
        }
    }

    /// Measures that count the food itself: named after it ("1 banana"), generic items ("1 fruit",
    /// "1 item", "1 medium"), or the serving.
    static func countMeasures(_ candidates: [UnitWeight], foodWords: [String], food: Food) -> [UnitWeight]? {
        let nouns = Set((foodWords + food.name.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)).map(HouseholdUnit.singular))
        // (A whole recipe's yield is never one of the food, though the name says "prepared-from-recipe".)
        let named = candidates.filter { nouns.contains($0.unit) && $0.unit != "recipe" }
        if !named.isEmpty {
            // Sized items listed apart from the named ones ("1 medium") still count as the food.
            let sized = candidates.filter { HouseholdUnit.sizes.contains($0.unit) && $0.size == $0.unit }
            return named.allSatisfy({ $0.size != nil }) ? named + sized : named
        }
        let generic: Set<String> = [
            "item", "fruit", "piece", "whole", "each", "small", "medium", "large", "extra large", "jumbo", "sandwich", "order",
            "serving", "patty", "bar", "cookie", "muffin", "bagel", "roll", "bun", "tortilla", "pancake", "waffle", "link",
            "frankfurter", "egg", "doughnut", "pita", "burrito", "taco", "breast", "thigh", "drumstick", "wing", "fillet",
            "potato", "ear", "stalk", "container", "biscuit", "slice", "can", "bottle", "square", "piece", "spear", "leaf",
            "block", "package", "packet", "date", "grape", "sprout", "floweret", "pie", "cookie", "hotcake", "strip", "unit",
        ]
        // A food named by its pieces in the plural ("Potato chips", "Crackers") counts pieces, never its bag or box; so
        // does one whose name holds the plural typed ("20 corn puffs" of "…, puffs or twists, …").
        let typedPlural = foodWords.last.map { word in
            HouseholdUnit.singular(word) != word && SearchText.words(food.name.lowercased()).contains(word)
        } ?? false
        let piecesInName = namesPiecesInPlural(food.name) || typedPlural
        let items = candidates.filter { generic.contains($0.unit) && !(piecesInName && containerUnits.contains($0.unit)) }
        let ownUnits = candidates.filter { !$0.isDerived && !containerUnits.contains($0.unit) && !HouseholdUnit.sizes.contains($0.unit) }
        if items.isEmpty || items.allSatisfy(\.isDerived) && !ownUnits.isEmpty {
            // Pieces a measure counts ("1 oz, (49 kernels)", "10 twists", "5 crackers"): one piece is that
            // share of the measure. Containers and portions ("1 package", "1 serving") are not pieces.
            // A measure's own unit ("1 Figaroo", "10 twists") before a part it mentions ("(2 square halves)").
            let pieces = candidates.filter { !containerUnits.contains($0.unit) && !HouseholdUnit.sizes.contains($0.unit) }
            let whole = pieces.filter { !$0.isDerived }
            return whole.isEmpty ? (pieces.isEmpty ? nil : pieces) : whole
        }
        // Prefer whole items over slices when counting; a serving that states the pieces it holds ("1 serving, 6
        // pieces") is several of them, not one, when the pieces are there to count.
        let servesSeveral: (UnitWeight) -> Bool = { weight in
            weight.unit == "serving" && !weight.isDerived
                && items.contains(where: { $0.isDerived && $0.measure.name == weight.measure.name && $0.perMeasure > 1 && $0.unit != "serving" })
        }
        // A food listed by the size of one ("1 medium" stalk beside "1 NLEA serving"): a serving is no piece of it.
        let bySize = items.contains { HouseholdUnit.sizes.contains($0.unit) && !$0.isDerived }
        let whole = items.filter { $0.unit != "slice" && !servesSeveral($0) && !(bySize && $0.unit == "serving") }
        // A package that yields several servings ("1 package, yields" = 256 g beside "1 serving" = 128 g of a
        // frozen sandwich) is a box of them: one is a serving.
        if let serving = whole.first(where: { $0.unit == "serving" && !$0.isDerived }),
            whole.contains(where: { $0.unit != "serving" && containerUnits.contains($0.unit) && $0.gramsPerUnit >= 1.5 * serving.gramsPerUnit })
        {
            return whole.filter { $0.unit == "serving" || !containerUnits.contains($0.unit) }
        }
        return whole.isEmpty ? items : whole
    }

    /// Whether a food's name heads with a plural noun ("Potato chips, plain", "Snacks, pretzels, hard"): the
    /// name counts pieces.
    static func namesPiecesInPlural(_ name: String) -> Bool {
        let parts = MealParser.withoutAsides(name).split(separator: ",").map { SearchText.words(String($0)) }
        guard var head = parts.first else { return false }
        if parts.count > 1, MealParser.categoryPrefixes.contains(head.joined(separator: " ")) { head = parts[1] }
        guard let last = head.last, last.hasSuffix("s") else { return false }
        return SearchText.stem(last) != last
    }

    /// The weight of the whole food a share is taken of ("1/8 of a 9 inch pie"): a whole-food measure
    /// ("1 pie", "1 whole"), else a piece measure that states its share ("1 piece, (1/8 of 9" dia)" × 8).
    public static func wholeWeight(of food: Food, sizes: [String] = []) -> (grams: Double, basis: String)? {
        // A whole measure that names the size typed ("1/4 of a 15.1 oz pizza": "1 package, 15.1 oz pizza").
        let typedSizes = Set(sizes.filter { (QuantityText.number($0) != nil && $0.contains(".")) || ($0.count >= 2 && $0.allSatisfy(\.isNumber)) })
        // (Never a piece that states its share of such a whole: "1 piece, (1/6 of 17 oz cake)".)
        if !typedSizes.isEmpty, let sized = food.allMeasures.first(where: { measure in
            SearchText.words(measure.name).first == "1" && !typedSizes.isDisjoint(with: MeasureText.tokenize(measure.name))
                && !shareOfWhole.matches(measure.name)
        }) {
            return (sized.grams, "\(sized.name) = \(fmt(sized.grams)) g")
        }
        for measure in food.allMeasures {
            let words = SearchText.words(measure.name)
            if words.count >= 2, words[0] == "1", ["pie", "whole", "cake", "pizza", "loaf", "sub", "crust"].contains(words[1]) {
                return (measure.grams, "\(measure.name) = \(fmt(measure.grams)) g")
            }
        }
        // A package that is one whole ("1 package, 24 oz pizza"), not a piece that states its share of one
        // ("1 piece, (1/6 of 8" pie)").
        for measure in food.allMeasures where !shareOfWhole.matches(measure.name) {
            let words = SearchText.words(measure.name)
            if words.count >= 2, words[0] == "1", words.contains(where: ["pie", "cake", "pizza", "loaf"].contains) {
                return (measure.grams, "\(measure.name) = \(fmt(measure.grams)) g")
            }
        }
        for measure in food.allMeasures {
            let text = measure.name.lowercased()
            guard let range = shareOfWhole.firstMatch(in: text) else { continue }
            let digits = text[range].dropFirst(2).prefix { $0.isNumber }
            guard let parts = Double(digits), parts >= 2, parts <= 64 else { continue }
            let grams = measure.grams * parts
            return (grams, "\(measure.name) = \(fmt(measure.grams)) g; whole = \(fmt(parts)) × \(fmt(measure.grams)) g = \(fmt(grams)) g")
        }
        return nil
    }

    /// Units that hold or portion a food rather than count its pieces.
    static let containerUnits: Set<String> = [
        "package", "packet", "pack", "bag", "box", "can", "bottle", "jar", "container", "carton", "tub", "pouch", "tube", "serving",
        "portion", "order", "recipe", "loaf", "cake", "batch", "envelope", "head", "bunch", "yield", "unit", "pint", "quart",
        "pie", "crust", "shell", "scoop", "cup", "glass", "bowl", "plate", "jigger", "shot", "stick", "block",
    ]

    static func pickBySize(_ candidates: [UnitWeight], size: String?) -> (weight: UnitWeight, exact: Bool) {
        if let size, let exact = candidates.first(where: { $0.size == size || $0.unit == size }) { return (exact, true) }
        if size == nil, let named = candidates.first, candidates.count > 1, named.size == nil || named.size == "medium" {
            // Without a size, the measure the words point to (or the first listed) is the ordinary one.
            if !named.isDerived || candidates.allSatisfy(\.isDerived) { return (named, false) }
        }
        // Without a size: medium, then large (eggs are large by convention), then small; a mini only
        // when nothing else is listed.
        for preferred in ["medium", "large", "regular"] {
            if size == nil, let match = candidates.first(where: { $0.size == preferred || $0.unit == preferred }) {
                return (match, false)
            }
        }
        if size == nil, let plain = candidates.first(where: { $0.size == nil }) { return (plain, false) }
        if size == nil, let small = candidates.first(where: { $0.size == "small" }) { return (small, false) }
        // A size no measure names: the lightest piece for a small one, the heaviest for a big one (a "mini" bar is
        // nearer the fun size than the full bar).
        if let size, candidates.count > 1 {
            if ["mini", "small"].contains(size), let lightest = candidates.min(by: { $0.gramsPerUnit < $1.gramsPerUnit }) { return (lightest, false) }
            if ["large", "extra large", "jumbo"].contains(size), let heaviest = candidates.max(by: { $0.gramsPerUnit < $1.gramsPerUnit }) { return (heaviest, false) }
        }
        return (candidates[0], false)
    }

    /// For a volume the food has no measure of, the measure to convert from: for small spoons the
    /// tablespoon, else the cup, else fluid ounces, else anything.
    static func preferredVolume(for unit: String, in weights: [UnitWeight], descriptors: [String] = []) -> UnitWeight? {
        // (Not a heaped spoon: "3 heaping tsp" holds more than three level ones.)
        let volumes = weights.filter { $0.isVolume && !$0.words.contains(where: MeasureText.heapedWords.contains) }
        let order: [String] = unit == "tsp" || unit == "tbsp" || unit == "pinch" ? ["tbsp", "tsp", "cup", "fl oz", "ml"] : ["cup", "fl oz", "tbsp", "tsp", "ml"]
        for candidate in order {
            // The measure as poured: a "packed" cup only when said or when nothing else is listed.
            if let match = volumes.filter({ $0.unit == candidate }).min(by: {
                (packed(descriptors, $0), $0.words.count) < (packed(descriptors, $1), $1.words.count)
            }) {
                return match
            }
        }
        return volumes.first
    }

    static func volumeDensity(_ weights: [UnitWeight]) -> (gramsPerML: Double, basis: String)? {
        guard let reference = preferredVolume(for: "cup", in: weights), let ml = HouseholdUnit.volumes[reference.unit] else { return nil }
        return (reference.gramsPerUnit / ml, "\(describe(reference))")
    }

    /// A jar or pouch of baby food with no jar listed holds what USDA's other jars of that stage hold: strained
    /// 113 g (4 oz; 33 of the 35 strained jars SR and FNDDS list), junior 170 g (6 oz; 19 of 25). Nil for any other
    /// container or food.
    static func babyFoodJar(_ container: String?, quantity: Double, food: Food) -> GramResolution? {
        let name = food.name.lowercased()
        guard let container, ["jar", "pouch"].contains(container), food.group == "babyfood" || name.hasPrefix("babyfood") else { return nil }
        let junior = SearchText.words(name).contains { ["junior", "toddler"].contains($0) }
        let each = junior ? 170.0 : 113.0
        let grams = quantity * each
        return GramResolution(
            grams: grams, basis: "\(QuantityText.format(quantity)) \(container) ≈ \(fmt(grams)) g (\(junior ? "a junior jar, 6 oz" : "a strained jar, 4 oz"))",
            confidence: 0.55, assumption: "a \(container) of \(junior ? "junior" : "strained") baby food assumed to hold \(fmt(each)) g, as USDA's jars of it do")
    }

    static func containerGuess(_ container: String, quantity: Double, size: String? = nil, weights: [UnitWeight], food: Food) -> GramResolution? {
        // A scoop of a powder (protein, drink mix) is about 30 g, as such tubs' scoops hold.
        if container == "scoop", SearchText.containsBytes(food.name.lowercased(), "powder") {
            let grams = quantity * 30
            return GramResolution(
                grams: grams, basis: "\(QuantityText.format(quantity)) scoop ≈ \(fmt(grams)) g of powder", confidence: 0.45,
                assumption: "a scoop of powder assumed to hold 30 g")
        }
        // A plate of a food USDA weighs by the plated portion ("1 portion, (6-8 nachos)", "1 order") is that portion.
        if container == "plate", size == nil,
            let portion = weights.first(where: { weight in
                !weight.isDerived && !weight.isVolume && !weight.isWeight
                    && (["order", "plate"].contains(weight.unit) || weight.measure.name.lowercased().hasPrefix("1 portion"))
            })
        {
            let grams = quantity * portion.gramsPerUnit
            return GramResolution(
                grams: grams, basis: basis(portion, quantity: quantity, grams: grams), confidence: 0.6, assumption: "a plate read as \(portion.measure.name)")
        }
        // A bowl or plate is about a cup and a half of the food; a scoop half a cup; a handful about 1/4 cup (nuts) or 30 g.
        // A small bowl or plate is a cup, a large one two.
        let bowlCups = size == "small" || size == "mini" ? 1.0 : size == "large" || size == "extra large" || size == "jumbo" ? 2.0 : 1.5
        let cups = container == "handful" ? 0.25 : container == "scoop" ? 0.5 : bowlCups
        if let cup = preferredVolume(for: "cup", in: weights), let ml = HouseholdUnit.volumes[cup.unit], let cupML = HouseholdUnit.volumes["cup"] {
            let grams = quantity * cups * cupML / ml * cup.gramsPerUnit
            return GramResolution(
                grams: grams, basis: "\(QuantityText.format(quantity)) \(container) ≈ \(QuantityText.format(quantity * cups)) cup; \(describe(cup)) → \(fmt(grams)) g",
                confidence: 0.45, assumption: "a \(container) assumed to be \(QuantityText.format(cups)) cup")
        }
        // No volume measure: the same cups at the food's typical density (a bowl of flakes is light).
        if container != "handful", let cupML = HouseholdUnit.volumes["cup"] {
            let density = isLiquid(food) ? 1.0 : typicalDensity(food)
            let grams = quantity * cups * cupML * density
            return GramResolution(
                grams: grams, basis: "\(QuantityText.format(quantity)) \(container) ≈ \(QuantityText.format(quantity * cups)) cup at \(fmt(density)) g/ml → \(fmt(grams)) g",
                confidence: 0.3, assumption: "a \(container) assumed to be \(QuantityText.format(cups)) cup")
        }
        let grams = quantity * 30
        return GramResolution(
            grams: grams, basis: "\(QuantityText.format(quantity)) \(container) ≈ \(fmt(grams)) g", confidence: 0.3,
            assumption: "a \(container) assumed to weigh 30 g")
    }

    static func describe(_ weight: UnitWeight) -> String {
        "\(weight.measure.name) = \(fmt(weight.measure.grams)) g"
    }

    static func basis(_ weight: UnitWeight, quantity: Double, grams: Double) -> String {
        var parts = [describe(weight)]
        if weight.perMeasure != 1 {
            parts.append("1 \(weight.size.map { $0 == weight.unit ? $0 : "\($0) \(weight.unit)" } ?? weight.unit) = 1/\(fmt(weight.perMeasure)) × (\(weight.measure.name)) = \(fmt(weight.gramsPerUnit)) g")
        }
        if quantity != 1 || weight.perMeasure != 1 {
            parts.append("\(QuantityText.format(quantity)) × \(fmt(weight.gramsPerUnit)) g → \(fmt(grams)) g")
        } else {
            parts[0] += " → \(fmt(grams)) g"
        }
        return parts.joined(separator: "; ")
    }

    static func fmt(_ value: Double) -> String {
        EntryPlanner.formatNumber((value * 100).rounded() / 100)
    }
}

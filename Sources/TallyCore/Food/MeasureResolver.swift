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
    static let fillerWords: Set<String> = [
        "approx", "approximately", "about", "of", "the", "a", "an", "with", "without", "and", "or", "to", "in", "from",
        "dia", "long", "yield", "raw", "meat", "nlea", "serving", "one", "x",
    ]

    /// Units a household measure can name. Anything else becomes a descriptor word.
    public static func unitWeights(of measure: FoodMeasure) -> [UnitWeight] {
        let text = measure.name.lowercased()
        guard measure.grams > 0 else { return [] }
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
            result.append(
                UnitWeight(
                    unit: main.unit, size: main.size, words: main.words, gramsPerUnit: measure.grams / quantity.value,
                    measure: measure, perMeasure: quantity.value, isDerived: false))
        }
        // Secondary quantities in the rest: "(4.86 large eggs)", "6 pieces, 3.4 oz", "12 fl oz", "2 links", "(49 kernels)".
        var index = 0
        let tokens = tailTokens
        while index < tokens.count {
            if let q = QuantityText.leading(Array(tokens[index...])), q.value > 0, Double(tokens[index]) != nil || tokens[index].contains("/") || tokens[index].hasPrefix(".") {
                let after = Array(tokens[(index + q.count)...].prefix(4))
                if let phrase = unitPhrase(after, context: []), phrase.unit != result.first?.unit || result.isEmpty {
                    // Volume equivalences only as fluid ounces ("12 fl oz"); a "cup" here is a candy cup.
                    let isFluid = phrase.unit == "fl oz" || phrase.unit == "ml"
                    let isCount = !HouseholdUnit.isVolume(phrase.unit) && !HouseholdUnit.isWeight(phrase.unit)
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
        return result
    }

    static func tokenize<S: StringProtocol>(_ text: S) -> [String] {
        var cleaned = String(text).replacingOccurrences(of: "\"", with: " inch ")
        for mark in ["(", ")", ",", ";", ":"] { cleaned = cleaned.replacingOccurrences(of: mark, with: " ") }
        cleaned = cleaned.replacingOccurrences(of: "fl oz", with: "fl_oz").replacingOccurrences(of: "fl. oz", with: "fl_oz")
        return cleaned.split(whereSeparator: \.isWhitespace).map { $0 == "fl_oz" ? "fl oz" : String($0) }
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
}

/// Turns "2 cups", "1 large", "3 slices", "150 g" into grams of a particular food.
public enum MeasureResolver {
    /// Default sizes of containers people name for drinks, in ml (US): a can is 12 fl oz, a glass 8 fl oz.
    static let drinkContainers: [String: Double] = [
        "can": 355, "bottle": 500, "glass": 236.5882365, "mug": 295.7, "shot": 44.36, "pint": 473.176473, "cup": 236.5882365,
    ]

    /// Whether a food is drunk rather than eaten (then "oz" reads as fluid ounces).
    public static func isLiquid(_ food: Food) -> Bool {
        let name = food.name.lowercased()
        if food.measures.contains(where: { $0.name.lowercased().contains("fl oz") }) { return true }
        if let group = food.group, group == "beverages" || group.hasPrefix("survey:") && (group.contains("beverage") || group.contains("juice") || group.contains("milk") && !group.contains("dish") || group.contains("soda") || group.contains("coffee") || group.contains("tea") || group.contains("beer") || group.contains("wine") || group.contains("liquor") || group.contains("water")) {
            return !name.contains("powder") && !name.contains(" dry") && !name.contains("mix,")
        }
        let liquidWords = ["juice", "milk,", "milk ", "beverage", "soda", "cola", "beer", "wine", "coffee", "tea,", "water", "smoothie", "shake", "broth", "drink", "lemonade", "kombucha", "nectar"]
        return name.hasPrefix("milk") && !name.contains("dry") && !name.contains("powder")
            || liquidWords.contains { name.contains($0) } && !name.contains("powder") && !name.contains("dry")
                && !name.contains("bread") && !name.contains("cake") && !name.contains("chestnut")
    }

    /// All unit weights the food offers, the serving included.
    public static func unitWeights(of food: Food) -> [UnitWeight] {
        var result: [UnitWeight] = []
        for measure in food.allMeasures { result += MeasureText.unitWeights(of: measure) }
        if let servingGrams = food.servingGrams, servingGrams > 0 {
            let serving = FoodMeasure(name: food.servingName ?? "1 serving", grams: servingGrams)
            result.append(
                UnitWeight(unit: "serving", size: nil, words: [], gramsPerUnit: servingGrams, measure: serving, perMeasure: 1, isDerived: true))
        }
        return result
    }

    /// Grams for `quantity` of `unit` (nil unit: a count of the food itself) with an optional size.
    /// `foodWords` are the words the person used for the food, to find measures named after it ("banana").
    public static func resolve(
        quantity: Double, unit: String?, size: String?, food: Food, foodWords: [String] = []
    ) -> GramResolution? {
        guard quantity >= 0 else { return nil }
        let liquid = isLiquid(food)
        let weights = unitWeights(of: food)
        let q = QuantityText.format(quantity)

        // Weights typed in the text are used as written; "oz" of a drink is a fluid ounce.
        if let unit, let gramsPerUnit = HouseholdUnit.weights[unit], !(unit == "oz" && liquid) {
            let grams = quantity * gramsPerUnit
            let basis = unit == "g" ? "text weight: \(fmt(grams)) g" : "text weight: \(q) \(unit) × \(fmt(gramsPerUnit)) g/\(unit)"
            return GramResolution(grams: grams, basis: basis, confidence: 0.95, assumption: nil)
        }
        var volumeUnit = unit
        var assumption: String?
        if unit == "oz" && liquid {
            volumeUnit = "fl oz"
            assumption = "oz of a drink read as US fluid ounces"
        }
        // A container of a drink with no measure of its own: standard sizes.
        if let u = volumeUnit, liquid, let ml = drinkContainers[u], !weights.contains(where: { $0.unit == u }),
            !HouseholdUnit.isVolume(u) || u == "cup" && !weights.contains(where: { $0.isVolume })
        {
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
            if let same = weights.filter({ $0.unit == u }).min(by: { $0.isDerived && !$1.isDerived || $0.words.count < $1.words.count && $0.isDerived == $1.isDerived }) {
                let grams = quantity * same.gramsPerUnit
                return GramResolution(
                    grams: grams, basis: basis(same, quantity: quantity, grams: grams), confidence: 0.9, assumption: assumption)
            }
            if let other = preferredVolume(for: u, in: weights), let otherML = HouseholdUnit.volumes[other.unit] {
                let perUnit = other.gramsPerUnit * ml / otherML
                let grams = quantity * perUnit
                let ratio = QuantityText.format(ml / otherML)
                return GramResolution(
                    grams: grams,
                    basis: "\(describe(other)); 1 \(u) = \(ratio) × (1 \(other.unit)) = \(fmt(perUnit)) g; \(q) × \(fmt(perUnit)) g → \(fmt(grams)) g",
                    confidence: 0.85, assumption: assumption)
            }
            // No volume measure at all: water-like density for drinks, otherwise an honest guess.
            let grams = quantity * ml
            return GramResolution(
                grams: grams, basis: "\(q) \(u) = \(fmt(quantity * ml)) ml at 1 g/ml (no volume measure) → \(fmt(grams)) g",
                confidence: liquid ? 0.6 : 0.35,
                assumption: assumption ?? "no \(u) measure for this food; assumed 1 g per ml")
        }

        // A named unit ("slice", "link", "can") or a count of the food itself.
        let wanted = unit
        var candidates = weights.filter { !$0.isVolume && !$0.isWeight }
        if let wanted {
            let synonyms = unitSynonyms(wanted)
            let matching = candidates.filter { synonyms.contains($0.unit) || $0.words.contains(where: synonyms.contains) && $0.unit == "item" }
            if !matching.isEmpty {
                candidates = matching
            } else if wanted == "serving", let first = weights.first {
                candidates = [first]
                assumption = "no serving size; used \(first.measure.name)"
            } else if wanted == "piece" || wanted == "item", let counted = countMeasures(candidates, foodWords: foodWords, food: food), !counted.isEmpty {
                candidates = counted
            } else if ["bowl", "plate", "handful"].contains(wanted) {
                return containerGuess(wanted, quantity: quantity, weights: weights, food: food)
            } else {
                return nil
            }
        } else {
            guard let counted = countMeasures(candidates, foodWords: foodWords, food: food), !counted.isEmpty else {
                return nil
            }
            candidates = counted
        }
        let chosen = pickBySize(candidates, size: size)
        let grams = quantity * chosen.weight.gramsPerUnit
        var confidence = 0.9
        var note = assumption
        if let size, chosen.weight.size != size, chosen.weight.size != nil {
            confidence = 0.6
            note = "no \(size) measure; used \(chosen.weight.size!)"
        } else if size == nil, chosen.weight.size != nil, candidates.count > 1 {
            confidence = 0.75
            note = note ?? "size not given; assumed \(chosen.weight.size!)"
        }
        return GramResolution(
            grams: grams, basis: basis(chosen.weight, quantity: quantity, grams: grams), confidence: confidence, assumption: note)
    }

    static func unitSynonyms(_ unit: String) -> Set<String> {
        switch unit {
        case "strip", "slice": return ["strip", "slice"]
        case "piece", "item": return ["piece", "item", "each", "whole", "fruit", "sandwich"]
        case "fillet": return ["fillet", "piece"]
        case "stalk": return ["stalk", "spear"]
        case "package": return ["package", "packet", "pack", "bag"]
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
        let named = candidates.filter { nouns.contains($0.unit) }
        if !named.isEmpty { return named }
        let generic: Set<String> = [
            "item", "fruit", "piece", "whole", "each", "small", "medium", "large", "extra large", "jumbo", "sandwich", "order",
            "serving", "patty", "bar", "cookie", "muffin", "bagel", "roll", "bun", "tortilla", "pancake", "waffle", "link",
            "frankfurter", "egg", "doughnut", "pita", "burrito", "taco", "breast", "thigh", "drumstick", "wing", "fillet",
            "potato", "ear", "stalk", "container", "biscuit", "slice",
        ]
        let items = candidates.filter { generic.contains($0.unit) }
        if items.isEmpty { return nil }
        // Prefer whole items over slices when counting.
        let whole = items.filter { $0.unit != "slice" }
        return whole.isEmpty ? items : whole
    }

    static func pickBySize(_ candidates: [UnitWeight], size: String?) -> (weight: UnitWeight, exact: Bool) {
        if let size, let exact = candidates.first(where: { $0.size == size || $0.unit == size }) { return (exact, true) }
        // Without a size: medium, then large (eggs are large by convention), then the first listed.
        for preferred in ["medium", "large"] {
            if size == nil, let match = candidates.first(where: { $0.size == preferred || $0.unit == preferred }) {
                return (match, false)
            }
        }
        if size == nil, let plain = candidates.first(where: { $0.size == nil }) { return (plain, false) }
        return (candidates[0], false)
    }

    /// For a volume the food has no measure of, the measure to convert from: for small spoons the
    /// tablespoon, else the cup, else fluid ounces, else anything.
    static func preferredVolume(for unit: String, in weights: [UnitWeight]) -> UnitWeight? {
        let volumes = weights.filter(\.isVolume)
        let order: [String] = unit == "tsp" || unit == "tbsp" ? ["tbsp", "tsp", "cup", "fl oz", "ml"] : ["cup", "fl oz", "tbsp", "tsp", "ml"]
        for candidate in order {
            if let match = volumes.filter({ $0.unit == candidate }).min(by: { $0.words.count < $1.words.count }) { return match }
        }
        return volumes.first
    }

    static func volumeDensity(_ weights: [UnitWeight]) -> (gramsPerML: Double, basis: String)? {
        guard let reference = preferredVolume(for: "cup", in: weights), let ml = HouseholdUnit.volumes[reference.unit] else { return nil }
        return (reference.gramsPerUnit / ml, "\(describe(reference))")
    }

    static func containerGuess(_ container: String, quantity: Double, weights: [UnitWeight], food: Food) -> GramResolution? {
        // A bowl or plate is about a cup and a half of the food; a handful about 1/4 cup (nuts) or 30 g.
        let cups = container == "handful" ? 0.25 : 1.5
        if let cup = preferredVolume(for: "cup", in: weights), let ml = HouseholdUnit.volumes[cup.unit] {
            let grams = quantity * cups * HouseholdUnit.volumes["cup"]! / ml * cup.gramsPerUnit
            return GramResolution(
                grams: grams, basis: "\(QuantityText.format(quantity)) \(container) ≈ \(QuantityText.format(quantity * cups)) cup; \(describe(cup)) → \(fmt(grams)) g",
                confidence: 0.45, assumption: "a \(container) assumed to be \(QuantityText.format(cups)) cup")
        }
        let grams = quantity * (container == "handful" ? 30 : 250)
        return GramResolution(
            grams: grams, basis: "\(QuantityText.format(quantity)) \(container) ≈ \(fmt(grams)) g", confidence: 0.3,
            assumption: "a \(container) assumed to weigh \(container == "handful" ? 30 : 250) g")
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

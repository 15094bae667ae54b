import Foundation

/// Units people type for food amounts, normalised to one spelling, with their standard size where
/// one exists (US customary volumes; avoirdupois weights).
public enum HouseholdUnit {
    /// Millilitres per unit.
    public static let volumes: [String: Double] = [
        "ml": 1, "l": 1000, "dl": 100, "cl": 10, "tsp": 4.92892159375, "tbsp": 14.78676478125, "fl oz": 29.5735295625,
        "cup": 236.5882365, "pint": 473.176473, "quart": 946.352946, "gallon": 3785.411784,
        // A pinch or dash: 1/16 teaspoon, as measuring-spoon sets mark it.
        "pinch": 0.30805759960937,
    ]

    /// Grams per unit.
    public static let weights: [String: Double] = [
        "g": 1, "kg": 1000, "mg": 0.001, "oz": 28.349523125, "lb": 453.59237,
    ]

    /// Spellings → the normal unit. Plurals and abbreviations included.
    public static let aliases: [String: String] = {
        var map: [String: String] = [:]
        let groups: [String: [String]] = [
            "g": ["g", "gr", "grs", "gram", "grams", "gramme", "grammes", "gm", "gms"],
            "kg": ["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms"],
            "mg": ["mg", "milligram", "milligrams"],
            "oz": ["oz", "ozs", "ounce", "ounces", "onz"],
            "lb": ["lb", "lbs", "pound", "pounds"],
            "ml": ["ml", "mls", "milliliter", "milliliters", "millilitre", "millilitres", "cc"],
            "l": ["l", "liter", "liters", "litre", "litres", "ltr"],
            "dl": ["dl", "deciliter", "deciliters", "decilitre", "decilitres"],
            "cl": ["cl", "centiliter", "centiliters", "centilitre", "centilitres"],
            "tsp": ["tsp", "tsps", "teaspoon", "teaspoons", "teaspoonful", "teaspoonfuls", "t", "pat", "pats"],
            "tbsp": ["tbsp", "tbsps", "tbs", "tbl", "tblsp", "tablespoon", "tablespoons", "tablespoonful", "tablespoonfuls", "spoonful", "spoonfuls"],
            "fl oz": ["fl oz", "floz", "fl. oz", "fl.oz", "fluid ounce", "fluid ounces", "fl ounce", "fl ounces"],
            "cup": ["cup", "cups", "c", "cupful", "cupfuls"],
            "pint": ["pint", "pints", "pt"],
            "quart": ["quart", "quarts", "qt"],
            "gallon": ["gallon", "gallons", "gal"],
            "slice": ["slice", "slices", "slc"],
            "piece": ["piece", "pieces", "pc", "pcs", "pce"],
            "can": ["can", "cans", "tin", "tins"],
            "bottle": ["bottle", "bottles"],
            "glass": ["glass", "glasses"],
            "mug": ["mug", "mugs"],
            "bowl": ["bowl", "bowls"],
            "plate": ["plate", "plates", "plateful"],
            "scoop": ["scoop", "scoops"],
            "handful": ["handful", "handfuls"],
            "serving": ["serving", "servings", "portion", "portions", "serve"],
            "strip": ["strip", "strips", "rasher", "rashers"],
            "link": ["link", "links"],
            "fillet": ["fillet", "fillets", "filet", "filets"],
            "leaf": ["leaf", "leaves"],
            "stalk": ["stalk", "stalks", "spear", "spears"],
            "ear": ["ear", "ears", "cob", "cobs"],
            "clove": ["clove", "cloves"],
            "wedge": ["wedge", "wedges"],
            "floweret": ["floweret", "flowerets", "floret", "florets"],
            "bar": ["bar", "bars"],
            "packet": ["packet", "packets", "sachet", "sachets"],
            "package": ["package", "packages", "pack", "packs", "pkg", "bag", "bags", "tray", "trays"],
            "container": ["container", "containers", "carton", "cartons", "tub", "tubs", "pot", "pots"],
            "patty": ["patty", "patties", "pattie"],
            "stick": ["stick", "sticks"],
            "square": ["square", "squares"],
            "chunk": ["chunk", "chunks", "cube", "cubes"],
            "pinch": ["pinch", "pinches", "dash", "dashes"],
            "dollop": ["dollop", "dollops", "splash", "splashes", "drizzle", "drizzles", "sprinkle", "sprinkles", "dab", "dabs", "knob", "knobs", "smear", "smears", "squeeze", "squeezes", "squirt", "squirts"],
            "item": ["item", "items", "each", "whole"],
            "order": ["order", "orders"],
            "block": ["block", "blocks"],
            "sheet": ["sheet", "sheets"],
            "sprig": ["sprig", "sprigs"],
            "head": ["head", "heads"],
            "breast": ["breast", "breasts"],
            "thigh": ["thigh", "thighs"],
            "drumstick": ["drumstick", "drumsticks"],
            "wing": ["wing", "wings"],
            "steak": ["steak", "steaks"],
            "chop": ["chop", "chops"],
            "shot": ["shot", "shots", "jigger", "jiggers"],
            "jar": ["jar", "jars"],
            "pouch": ["pouch", "pouches"],
        ]
        for (unit, spellings) in groups {
            for spelling in spellings { map[spelling] = unit }
        }
        return map
    }()

    public static let sizes: Set<String> = ["small", "medium", "large", "extra large", "jumbo", "mini", "big", "regular", "grande", "venti"]

    /// How full a measure is ("a heaping tbsp", "3 level tsp"): the measure all the same.
    public static let fullness: Set<String> = ["heaping", "heaped", "level", "rounded", "scant", "generous", "full"]

    /// The normal form of a size word ("big" and "regular" read as large and medium).
    public static func size(_ word: String) -> String? {
        switch word.lowercased() {
        case "small", "sm", "sml": return "small"
        case "mini", "minis", "miniature", "miniatures": return "mini"
        case "medium", "med", "regular", "reg", "average", "grande": return "medium"
        case "large", "lg", "lrg", "big", "venti": return "large"
        case "extra large", "extra-large", "xl": return "extra large"
        case "jumbo": return "jumbo"
        default: return nil
        }
    }

    /// Unit words of five letters or more with two neighbouring letters swapped ("peices", "slcies", "galss"): the
    /// commonest slip in typing, read as the unit (shorter words swapped are too often other words).
    static let transposedAliases: [String: String] = {
        var swapped: [String: String] = [:]
        for (alias, unit) in aliases where alias.count >= 5 && alias.allSatisfy(\.isLetter) {
            let letters = Array(alias)
            for index in 0..<(letters.count - 1) where letters[index] != letters[index + 1] {
                var variant = letters
                variant.swapAt(index, index + 1)
                let word = String(variant)
                if aliases[word] == nil { swapped[word] = unit }
            }
        }
        return swapped
    }()

    public static func normalized(_ text: String) -> String? {
        let lowered = text.lowercased()
        if let unit = aliases[lowered] ?? transposedAliases[lowered] { return unit }
        // Spaces and dots around the word are dropped ("tbsp.", " cup"); an alias never starts or ends with one.
        guard let first = lowered.utf8.first, let last = lowered.utf8.last,
            first == UInt8(ascii: " ") || first == UInt8(ascii: ".") || last == UInt8(ascii: " ") || last == UInt8(ascii: ".")
        else { return nil }
        return aliases[lowered.trimmingCharacters(in: CharacterSet(charactersIn: " ."))]
    }

    public static func isVolume(_ unit: String) -> Bool { volumes[unit] != nil }
    public static func isWeight(_ unit: String) -> Bool { weights[unit] != nil }

    /// Singular, lowercase form of a noun ("Bananas" → "banana", "leaves" → "leaf").
    public static func singular(_ word: String) -> String {
        let w = word.lowercased()
        if let unit = aliases[w], !isVolume(unit), !isWeight(unit) { return unit }
        if w.hasSuffix("ies"), w.count > 4 { return String(w.dropLast(3)) + "y" }
        if w.hasSuffix("oes"), w.count > 4 { return String(w.dropLast(2)) }
        if w.hasSuffix("ches") || w.hasSuffix("shes") || w.hasSuffix("sses") || w.hasSuffix("xes") { return String(w.dropLast(2)) }
        if w.hasSuffix("s"), !w.hasSuffix("ss"), !w.hasSuffix("us"), w.count > 3 { return String(w.dropLast()) }
        return w
    }
}

import Foundation

/// The rules food-diary importers (MyFitnessPal, Cronometer) share: nutrient columns, times, amounts,
/// food groups and meal names. Pure; the readers feed it cells and the store writes what it returns.
public enum FoodDiary {
    /// What a nutrient column of a diary export holds.
    public enum Column: Equatable, Sendable {
        /// A nutrient, in Tally's key; multiply the cell by `factor` to get the key's unit.
        case nutrient(NutrientKey, factor: Double)
        /// A column that is not kept, and why (said in the import summary).
        case skipped(String)
    }

    /// Columns that describe a row rather than a nutrient.
    static let descriptive: Set<String> = [
        "date", "day", "time", "meal", "group", "food name", "amount", "category", "completed", "note", "notes",
    ]

    /// Nutrient names (lowercased, unit removed) whose Tally key is known, with the unit that key is in.
    static let named: [String: (NutrientKey, String)] = [
        "energy": (.kcal, "kcal"), "calories": (.kcal, "kcal"),
        "protein": (.protein, "g"),
        "carbs": (.carbs, "g"), "carbohydrates": (.carbs, "g"), "carbohydrate": (.carbs, "g"),
        "fat": (.fat, "g"), "total fat": (.fat, "g"),
        "fiber": (.fiber, "g"), "fibre": (.fiber, "g"),
        "sugars": (.sugars, "g"), "sugar": (.sugars, "g"),
        "saturated": (.saturatedFat, "g"), "saturated fat": (.saturatedFat, "g"),
        "monounsaturated": (.monounsaturatedFat, "g"), "monounsaturated fat": (.monounsaturatedFat, "g"),
        "polyunsaturated": (.polyunsaturatedFat, "g"), "polyunsaturated fat": (.polyunsaturatedFat, "g"),
        "sodium": (.sodium, "mg"), "cholesterol": (.cholesterol, "mg"), "potassium": (.potassium, "mg"),
        "calcium": (.calcium, "mg"), "iron": (.iron, "mg"), "magnesium": (.magnesium, "mg"),
        "vitamin c": (.vitaminC, "mg"), "vitamin a": (.vitaminA, "mcg"), "vitamin d": (.vitaminD, "mcg"),
        "alcohol": (.alcohol, "g"),
    ]

    /// MyFitnessPal writes units in some headers only. The rest are fixed by the app: grams for fats,
    /// carbohydrates, fibre, sugar and protein, milligrams for cholesterol, sodium and potassium, and
    /// percent of the daily value for vitamin A, vitamin C, calcium and iron.
    static let myFitnessPalUnits: [String: String] = [
        "fat": "g", "saturated fat": "g", "polyunsaturated fat": "g", "monounsaturated fat": "g", "trans fat": "g",
        "cholesterol": "mg", "sodium": "mg", "potassium": "mg", "carbohydrates": "g", "fiber": "g", "sugar": "g",
        "protein": "g", "vitamin a": "%", "vitamin c": "%", "calcium": "%", "iron": "%", "calories": "kcal",
    ]

    /// Splits "B12 (Cobalamin) (µg)" into ("b12 (cobalamin)", "mcg"); a header without a unit keeps nil.
    static func nameAndUnit(_ header: String) -> (name: String, unit: String?) {
        let trimmed = header.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasSuffix(")"), let open = trimmed.lastIndex(of: "(") else {
            return (trimmed.lowercased(), nil)
        }
        let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)].trimmingCharacters(in: .whitespaces)
        let unit: String?
        switch inside.lowercased() {
        case "g", "gram", "grams": unit = "g"
        case "mg": unit = "mg"
        case "µg", "μg", "mcg", "ug": unit = "mcg"
        case "iu": unit = "iu"
        case "kcal", "cal": unit = "kcal"
        case "kj": unit = "kj"
        case "%", "% dv", "%dv": unit = "%"
        default: unit = nil
        }
        guard let unit else { return (trimmed.lowercased(), nil) }
        return (trimmed[..<open].trimmingCharacters(in: .whitespaces).lowercased(), unit)
    }

    /// A nutrient column of a diary export: Tally's key when it knows the nutrient (converted to its
    /// unit), otherwise a key made from the header ("Omega-3 (g)" → `omega_3_g`), so nothing with a
    /// unit is lost. Nil for descriptive columns. `app` "myfitnesspal" supplies the units MFP omits.
    public static func column(_ header: String, app: String) -> Column? {
        var (name, unit) = nameAndUnit(header)
        let plain = name.replacingOccurrences(of: "\u{FEFF}", with: "")
        if descriptive.contains(plain) || plain.isEmpty { return nil }
        if unit == nil, app == "myfitnesspal" { unit = myFitnessPalUnits[plain] }
        name = plain
        guard let unit else { return .skipped("column '\(Limits.clip(header))' has no unit") }
        if unit == "%" { return .skipped("\(Limits.clip(header)) is a percent of a daily value whose basis the file does not say") }
        if let (key, keyUnit) = named[name] {
            if let factor = factor(from: unit, to: keyUnit, nutrient: name) { return .nutrient(key, factor: factor) }
        }
        if unit == "kj" { return .skipped("column '\(Limits.clip(header))' is in kJ") }
        if unit == "kcal" { return .skipped("column '\(Limits.clip(header))' is energy under another name") }
        let slug = slugged(name)
        let key = NutrientKey(slug + "_" + unit)
        guard !slug.isEmpty, key.isWellFormed else { return .skipped("column '\(Limits.clip(header))' has no usable name") }
        return .nutrient(key, factor: 1)
    }

    /// How to turn a cell in `unit` into the key's unit; nil when they cannot be converted.
    static func factor(from unit: String, to keyUnit: String, nutrient: String) -> Double? {
        if unit == keyUnit { return 1 }
        switch (unit, keyUnit) {
        case ("kj", "kcal"): return 1 / 4.184
        case ("g", "mg"): return 1000
        case ("mg", "g"): return 0.001
        case ("mg", "mcg"): return 1000
        case ("mcg", "mg"): return 0.001
        // An international unit of vitamin D is 0.025 µg by definition; vitamin A's depends on its form.
        case ("iu", "mcg") where nutrient == "vitamin d": return 0.025
        default: return nil
        }
    }

    /// "Omega-3" → "omega_3"; "B12 (Cobalamin)" → "b12_cobalamin".
    static func slugged(_ name: String) -> String {
        var out = ""
        var lastWasSeparator = true
        for scalar in name.lowercased().unicodeScalars {
            if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
                out.unicodeScalars.append(scalar)
                lastWasSeparator = false
            } else if !lastWasSeparator {
                out += "_"
                lastWasSeparator = true
            }
        }
        while out.hasSuffix("_") { out.removeLast() }
        return String(out.prefix(34))
    }

    /// A cell as a number: empty means unknown (nil), never zero; negatives and non-numbers are nil.
    public static func number(_ cell: String) -> Double? {
        let text = cell.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty, let value = Double(text), value.isFinite, value >= 0 else { return nil }
        return value
    }

    /// Minute of the day from "10:20 PM", "9:51 AM", "05:17", "13:53" or "12:00:30"; nil when empty or unreadable.
    public static func minuteOfDay(_ text: String) -> Int? {
        var t = text.trimmingCharacters(in: .whitespaces).uppercased()
        guard !t.isEmpty else { return nil }
        var meridiem: String?
        for suffix in ["AM", "PM", "A.M.", "P.M."] where t.hasSuffix(suffix) {
            meridiem = String(suffix.prefix(1))
            t = String(t.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces)
        }
        let parts = t.split(separator: ":")
        guard parts.count >= 2, parts.count <= 3, let hour = Int(parts[0], radix: 10), let minute = Int(parts[1], radix: 10), (0..<60).contains(minute) else { return nil }
        var h = hour
        if let meridiem {
            guard (1...12).contains(hour) else { return nil }
            h = hour % 12 + (meridiem == "P" ? 12 : 0)
        }
        guard (0..<24).contains(h) else { return nil }
        return h * 60 + minute
    }

    /// The grams an amount states when it is a weight: "2.00 oz", "150.00 g", "1.5 lb", "0.25 kg". Nil
    /// for counts, volumes and servings ("1.00 whole - 3 1/2\" diameter", "1.00 cup").
    public static func grams(amount: String) -> Double? {
        let words = amount.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count == 2, let value = Double(words[0]), value.isFinite, value > 0 else { return nil }
        let grams: Double
        switch words[1] {
        case "g", "gram", "grams": grams = value
        case "kg", "kilogram", "kilograms": grams = value * 1000
        case "mg": grams = value / 1000
        case "oz", "ounce", "ounces": grams = value * 28.349523125
        case "lb", "lbs", "pound", "pounds": grams = value * 453.59237
        default: return nil
        }
        return grams <= 50_000 ? grams : nil
    }

    /// USDA SR food group names (as Cronometer writes a food's category) → Tally's group codes.
    public static func groupCode(usdaGroup: String) -> String? {
        let key = usdaGroup.lowercased().trimmingCharacters(in: .whitespaces)
        let codes: [String: String] = [
            "dairy and egg products": "dairy", "spices and herbs": "spices", "baby foods": "babyfood", "fats and oils": "fats",
            "poultry products": "poultry", "soups, sauces, and gravies": "soups", "sausages and luncheon meats": "sausages",
            "breakfast cereals": "cereals", "fruits and fruit juices": "fruits", "pork products": "pork",
            "vegetables and vegetable products": "vegetables", "nut and seed products": "nuts", "beef products": "beef",
            "beverages": "beverages", "finfish and shellfish products": "fish", "legumes and legume products": "legumes",
            "lamb, veal, and game products": "lamb", "baked products": "baked", "sweets": "sweets",
            "cereal grains and pasta": "grains", "fast foods": "fastfood", "meals, entrees, and side dishes": "meals",
            "meals, entrees, and sidedishes": "meals", "snacks": "snacks", "american indian/alaska native foods": "native",
            "restaurant foods": "restaurant",
        ]
        return codes[key]
    }

    /// How a serving counts in the portion categories: the default mapping of a food with the serving's
    /// name, group and energy density. Needs the serving's weight (only a weight amount states it).
    public static func portions(name: String, usdaGroup: String?, grams: Double?, nutrients: Nutrients) -> (category: String, portions: Portions)? {
        guard let grams, grams > 0, let group = usdaGroup.flatMap(groupCode(usdaGroup:)) else { return nil }
        let food = Food(
            id: 0, key: nil, source: .custom, name: name, brand: nil, group: group,
            nutrientsPer100g: nutrients.scaled(by: 100 / grams), measures: [])
        guard let mapping = PortionMapping.defaultMapping(for: food) else { return nil }
        let portions = mapping.portions(grams: grams)
        return portions > .zero ? (mapping.categoryName, portions) : nil
    }

    /// The meal slot a diary's meal name goes to: the slot of that name; breakfast, lunch, dinner
    /// (supper) by their word; a snack to a snack slot (by time when known); nil for a name Tally has
    /// no slot for (the importer adds one, and says so).
    public static func slot(for meal: String, minuteOfDay: Int?, among slots: [MealSlot]) -> MealSlot? {
        let name = Catalog.normalized(meal)
        if let exact = slots.first(where: { Catalog.normalized($0.name) == name }) { return exact }
        let words = Set(name.split(whereSeparator: { !$0.isLetter }).map(String.init))
        for (word, slotWord) in [("breakfast", "breakfast"), ("lunch", "lunch"), ("dinner", "dinner"), ("supper", "dinner")] where words.contains(word) {
            if let slot = slots.first(where: { Catalog.normalized($0.name).contains(slotWord) }) { return slot }
        }
        if words.contains("snack") || words.contains("snacks") {
            let snacks = slots.filter { Catalog.normalized($0.name).contains("snack") }
            guard !snacks.isEmpty else { return nil }
            if let minuteOfDay, let slot = try? MealSlotPicker.slot(at: minuteOfDay, among: slots), snacks.contains(slot) { return slot }
            if let minuteOfDay {
                let timed = snacks.filter { $0.startMinute != nil }.sorted { ($0.startMinute ?? 0) < ($1.startMinute ?? 0) }
                if let last = timed.last(where: { ($0.startMinute ?? .max) <= minuteOfDay }) ?? timed.first { return last }
            }
            return snacks.sorted { $0.sortOrder < $1.sortOrder }.last
        }
        return nil
    }
}

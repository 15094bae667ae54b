import Foundation

/// A custom food as typed: values per serving, all as text until validated.
public struct CustomFoodDraft: Sendable, Equatable {
    public var name: String
    public var brand: String?
    /// How the serving is called: "1 bar", "1 cup", "1 serving".
    public var servingName: String?
    public var servingGrams: String
    /// Per serving, by nutrient key ("kcal", "protein_g", "sodium_mg", …).
    public var nutrients: [NutrientKey: String]
    public var categoryName: String?
    /// Portions of the category one serving counts as.
    public var portionsPerServing: String?
    public var isFavorite: Bool
    public var notes: String?
    public var barcode: String?
    /// Accept values that look wrong (the warnings still print).
    public var force: Bool

    public init(
        name: String, brand: String? = nil, servingName: String? = nil, servingGrams: String, nutrients: [NutrientKey: String],
        categoryName: String? = nil, portionsPerServing: String? = nil, isFavorite: Bool = false, notes: String? = nil,
        barcode: String? = nil, force: Bool = false
    ) {
        self.name = name
        self.brand = brand
        self.servingName = servingName
        self.servingGrams = servingGrams
        self.nutrients = nutrients
        self.categoryName = categoryName
        self.portionsPerServing = portionsPerServing
        self.isFavorite = isFavorite
        self.notes = notes
        self.barcode = barcode
        self.force = force
    }

    /// The draft that describes an existing food (for edits: change some fields, validate the whole).
    public init(_ food: Food, catalog: Catalog) {
        let serving = food.servingGrams ?? 100
        let perServing = food.nutrientsPer100g.scaled(by: serving / 100)
        self.init(
            name: food.name, brand: food.brand, servingName: food.servingName, servingGrams: EntryPlanner.formatNumber(serving),
            nutrients: Dictionary(uniqueKeysWithValues: perServing.values.map { ($0.key, EntryPlanner.formatNumber(($0.value * 1000).rounded() / 1000)) }),
            categoryName: food.categoryID.flatMap { catalog.category(id: $0)?.name },
            portionsPerServing: food.gramsPerPortion.map { EntryPlanner.formatNumber((serving / $0 * 10).rounded() / 10) },
            isFavorite: food.isFavorite, notes: food.notes, barcode: food.barcode)
    }
}

public enum CustomFoodRules {
    /// Checks a draft for reasonableness and builds the food (nutrients per 100 g). Returns warnings
    /// for values that are unusual but possible; throws for values that cannot be right.
    public static func validate(_ draft: CustomFoodDraft, catalog: Catalog) throws(TallyError) -> (food: Food, warnings: [String]) {
        let name = try Limits.name(draft.name, emptyMessage: "the food needs a name")
        let brand = try Limits.text(draft.brand, field: "brand", maximum: Limits.nameLength)
        let serving = try Limits.servingGrams.parse(draft.servingGrams)
        let servingName = try Limits.text(draft.servingName, field: "servingName", maximum: Limits.nameLength)

        var perServing: [NutrientKey: Double] = [:]
        for (key, text) in draft.nutrients {
            guard key.isWellFormed else {
                throw .invalid(field: "nutrients", "'\(key.rawValue)' is not a nutrient key (like protein_g, sodium_mg, vitamin_c_mg)")
            }
            guard let decimal = Portions.parseDecimal(text) else { throw .invalid(field: key.rawValue, "'\(Limits.clip(text))' is not a number") }
            let value = NSDecimalNumber(decimal: decimal).doubleValue
            guard value >= 0 else { throw .invalid(field: key.rawValue, "\(key.label) cannot be negative (got \(text))") }
            perServing[key] = try Limits.nutrient.check(value, field: key.rawValue, shown: text)
        }
        guard let kcal = perServing[.kcal] else { throw .invalid(field: "kcal", "give the energy per serving (--kcal)") }
        var warnings: [String] = []
        func problem(_ field: String, _ message: String) throws(TallyError) {
            if draft.force { warnings.append(message) } else { throw .invalid(field: field, message + " (use --force if it is right)") }
        }
        let density = kcal / serving * 100
        if density > 902 {
            try problem("kcal", "\(EntryPlanner.formatNumber(kcal)) kcal in \(draft.servingGrams) g is \(Int(truncating: density)) kcal per 100 g, more than pure fat (900)")
        }
        let protein = perServing[.protein] ?? 0, carbs = perServing[.carbs] ?? 0, fat = perServing[.fat] ?? 0
        let alcohol = perServing[.alcohol] ?? 0
        let macroGrams = protein + carbs + fat + alcohol
        if macroGrams > serving * 1.02 + 0.5 {
            try problem(
                "nutrients",
                "protein, carbs and fat weigh \(EntryPlanner.formatNumber(macroGrams)) g, more than the \(draft.servingGrams) g serving")
        }
        if let sugars = perServing[.sugars], sugars > carbs + 0.5, perServing[.carbs] != nil {
            try problem("sugars_g", "sugars (\(EntryPlanner.formatNumber(sugars)) g) cannot exceed carbohydrate (\(EntryPlanner.formatNumber(carbs)) g)")
        }
        if let saturated = perServing[.saturatedFat], saturated > fat + 0.5, perServing[.fat] != nil {
            try problem("satfat_g", "saturated fat (\(EntryPlanner.formatNumber(saturated)) g) cannot exceed total fat (\(EntryPlanner.formatNumber(fat)) g)")
        }
        if let sodium = perServing[.sodium], sodium / 1000 > serving {
            try problem("sodium_mg", "\(EntryPlanner.formatNumber(sodium)) mg of sodium weighs more than the serving")
        }
        if perServing[.protein] != nil || perServing[.carbs] != nil || perServing[.fat] != nil {
            let atwater = 4 * protein + 4 * carbs + 9 * fat + 7 * alcohol
            let gap = abs(kcal - atwater)
            if gap > max(50, 0.5 * max(kcal, atwater)) {
                try problem(
                    "kcal",
                    "\(EntryPlanner.formatNumber(kcal)) kcal is far from what the macros give by 4/4/9 (\(Int(rounding: atwater)) kcal)")
            } else if gap > max(15, 0.1 * kcal) {
                warnings.append(
                    "\(EntryPlanner.formatNumber(kcal)) kcal differs from the macros' \(Int(rounding: atwater)) kcal (4/4/9) by \(Int(rounding: gap)) kcal; fiber, sugar alcohols or rounding can explain some of it")
            }
        }

        var categoryID: Int64?
        var gramsPerPortion: Double?
        switch (draft.categoryName, draft.portionsPerServing) {
        case (nil, nil): break
        case (let name?, let portionsText):
            let category = try catalog.category(named: name, allowPrefix: true)
            let text = portionsText ?? "1"
            guard let decimal = Portions.parseDecimal(text) else { throw .invalid(field: "portions", "'\(Limits.clip(text))' is not a number") }
            let portions = NSDecimalNumber(decimal: decimal).doubleValue
            guard Limits.portionsPerServing.contains(portions) else {
                throw .invalid(field: "portions", "a serving counts as more than 0 and at most 20 portions (got \(text))")
            }
            categoryID = category.id
            gramsPerPortion = serving / portions
        case (nil, _?):
            throw .invalid(field: "category", "--portions needs --category (which category the portions count toward)")
        }
        let notes = try Limits.text(draft.notes, field: "notes", maximum: 1_000, multiline: true)
        var barcode: String?
        if let code = draft.barcode?.filter({ !$0.isWhitespace }), !code.isEmpty {
            guard code.count >= 6, code.count <= 14, code.allSatisfy(\.isASCIIDigit) else {
                throw .invalid(field: "barcode", "'\(code)' is not a barcode (6–14 digits)")
            }
            barcode = code
        }
        let servingLabel = servingName ?? "1 serving"
        let food = Food(
            source: .custom, name: name, brand: brand, nutrientsPer100g: Nutrients(perServing).scaled(by: 100 / serving),
            servingName: servingLabel, servingGrams: serving, categoryID: categoryID, gramsPerPortion: gramsPerPortion,
            isFavorite: draft.isFavorite, notes: notes, barcode: barcode)
        return (food, warnings)
    }
}

/// Recipes: components with amounts; totals per serving follow.
public enum RecipeMath {
    public struct Component: Sendable, Equatable {
        public var food: Food
        public var grams: Double
        public var amount: String

        public init(food: Food, grams: Double, amount: String) {
            self.food = food
            self.grams = grams
            self.amount = amount
        }

        public var nutrients: Nutrients { food.nutrients(grams: grams) }
    }

    public static func totals(_ components: [Component]) -> Nutrients {
        Nutrients.sum(components.map(\.nutrients))
    }

    /// The recipe as a food: nutrients per 100 g of the finished dish, one serving = total ÷ servings.
    public static func food(
        name: String, servings: Double, components: [Component], notes: String?, categoryID: Int64?, portionsPerServing: Double?
    ) throws(TallyError) -> Food {
        let cleaned = try Limits.name(name, emptyMessage: "the recipe needs a name")
        try Limits.recipeServings.check(servings)
        guard !components.isEmpty else { throw .invalid(field: "items", "a recipe needs at least one ingredient (--item \"150 g rice\")") }
        guard components.count <= 100 else { throw .invalid(field: "items", "a recipe holds at most 100 ingredients") }
        let totalGrams = components.reduce(0) { $0 + $1.grams }
        guard totalGrams > 0 else { throw .invalid(field: "items", "the ingredients weigh nothing") }
        let perServing = totalGrams / servings
        return Food(
            source: .recipe, name: cleaned, nutrientsPer100g: totals(components).scaled(by: 100 / totalGrams),
            servingName: "1 serving", servingGrams: perServing, categoryID: categoryID,
            gramsPerPortion: portionsPerServing.map { perServing / $0 }, notes: notes)
    }
}

extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}

/// A recipe with its ingredients, as stored.
public struct Recipe: Sendable, Equatable {
    public var food: Food
    public var servings: Double
    public var components: [RecipeMath.Component]

    public init(food: Food, servings: Double, components: [RecipeMath.Component]) {
        self.food = food
        self.servings = servings
        self.components = components
    }

    public var totals: Nutrients { RecipeMath.totals(components) }
    public var perServing: Nutrients { totals.scaled(by: 1 / servings) }
    public var totalGrams: Double { components.reduce(0) { $0 + $1.grams } }
}

/// Typed changes to a custom food (any front end's form or flags); nil leaves a value as it is.
public struct CustomFoodChanges: Sendable, Equatable {
    public var name: String?
    public var brand: String?
    public var servingName: String?
    public var servingGrams: String?
    /// Per serving, by nutrient key.
    public var nutrients: [NutrientKey: String]
    /// An empty string removes the category mapping.
    public var categoryName: String?
    public var portionsPerServing: String?
    public var isFavorite: Bool?
    public var notes: String?
    public var barcode: String?
    public var force: Bool

    public init(
        name: String? = nil, brand: String? = nil, servingName: String? = nil, servingGrams: String? = nil, nutrients: [NutrientKey: String] = [:],
        categoryName: String? = nil, portionsPerServing: String? = nil, isFavorite: Bool? = nil, notes: String? = nil, barcode: String? = nil,
        force: Bool = false
    ) {
        self.name = name
        self.brand = brand
        self.servingName = servingName
        self.servingGrams = servingGrams
        self.nutrients = nutrients
        self.categoryName = categoryName
        self.portionsPerServing = portionsPerServing
        self.isFavorite = isFavorite
        self.notes = notes
        self.barcode = barcode
        self.force = force
    }

    /// Reads "key=value" pairs for nutrients beyond the usual ones ("potassium_mg=350").
    public static func nutrientPairs(_ items: [String]) throws(TallyError) -> [NutrientKey: String] {
        var values: [NutrientKey: String] = [:]
        for item in items {
            let parts = item.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].isEmpty else { throw .invalid(field: "nutrient", "'\(item)' is not key=value (e.g. potassium_mg=350)") }
            values[NutrientKey(parts[0])] = parts[1]
        }
        return values
    }

    public func applied(to draft: CustomFoodDraft) -> CustomFoodDraft {
        var draft = draft
        if let name { draft.name = name }
        if let brand { draft.brand = brand.isEmpty ? nil : brand }
        if let servingName { draft.servingName = servingName.isEmpty ? nil : servingName }
        if let servingGrams { draft.servingGrams = servingGrams }
        for (key, value) in nutrients { draft.nutrients[key] = value }
        if let categoryName {
            draft.categoryName = categoryName.isEmpty ? nil : categoryName
            if categoryName.isEmpty { draft.portionsPerServing = nil }
        }
        if let portionsPerServing { draft.portionsPerServing = portionsPerServing }
        if let isFavorite { draft.isFavorite = isFavorite }
        if let notes { draft.notes = notes.isEmpty ? nil : notes }
        if let barcode { draft.barcode = barcode.isEmpty ? nil : barcode }
        draft.force = force
        return draft
    }
}

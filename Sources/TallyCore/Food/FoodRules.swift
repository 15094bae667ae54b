import Foundation

/// How much of a food someone says they ate.
public enum FoodAmount: Sendable, Equatable {
    case grams(String)
    case servings(String)
    /// A number of a household measure: (2, "cup"), (1, "large"), (3, "slice").
    case measure(amount: String, name: String)
    /// A count of the food itself ("2" bananas).
    case count(String)
    /// Nothing given: a serving, or one item, or 100 g.
    case unspecified

    /// Reads typed amounts: "150 g", "1 cup", "2 large", "1.5 servings", "2".
    public static func parse(_ text: String) throws(TallyError) -> FoodAmount {
        let tokens = MealParser.tokens(MealParser.normalize(text))
        guard let quantity = QuantityText.leading(tokens) else {
            throw .invalid(field: "amount", "'\(text)' does not start with an amount (like 150 g, 1 cup, 2 servings)")
        }
        let number = EntryPlanner.formatNumber(quantity.value)
        let rest = tokens.dropFirst(quantity.count).filter { $0 != "of" }
        guard let first = rest.first else { return .count(number) }
        let unit = HouseholdUnit.normalized(first)
        if unit == "g" { return .grams(number) }
        if unit == "kg" { return .grams(EntryPlanner.formatNumber(quantity.value * 1000)) }
        if unit == "serving" { return .servings(number) }
        return .measure(amount: number, name: rest.joined(separator: " "))
    }
}

/// A food amount turned into grams, with the words shown to people.
public struct ResolvedAmount: Sendable, Equatable {
    public var grams: Double
    /// "1 cup", "150 g", "2 servings".
    public var quantity: String
    public var basis: String

    public init(grams: Double, quantity: String, basis: String) {
        self.grams = grams
        self.quantity = quantity
        self.basis = basis
    }
}

public enum FoodRules {
    public static let maximumGrams = Limits.grams.maximum

    /// A typed amount ("150", "1.5", "1/2", "½") checked against its range before it is used.
    public static func positiveNumber(_ text: String, range: NumberRange) throws(TallyError) -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let value = QuantityText.number(trimmed) ?? Portions.parseDecimal(trimmed).map({ NSDecimalNumber(decimal: $0).doubleValue }) else {
            throw .invalid(field: range.field, "'\(Limits.clip(text))' is not a number")
        }
        if value == 0 { throw .invalid(field: range.field, "\(range.field) must be more than zero (got \(trimmed))") }
        return try range.check(value, shown: trimmed)
    }

    /// Grams for an amount of a food, or a message that names what is possible instead.
    public static func resolve(_ amount: FoodAmount, of food: Food) throws(TallyError) -> ResolvedAmount {
        let resolved: ResolvedAmount
        switch amount {
        case .grams(let text):
            let grams = try positiveNumber(text, range: Limits.grams)
            resolved = ResolvedAmount(grams: grams, quantity: "\(QuantityText.format(grams)) g", basis: "weighed: \(EntryPlanner.formatNumber(grams)) g")
        case .servings(let text):
            let servings = try positiveNumber(text, range: Limits.servings)
            guard let serving = food.allMeasures.first else {
                throw .conflict(field: "servings", "\(food.name) has no serving size; give --grams or --amount with --measure")
            }
            let grams = servings * serving.grams
            let word = servings == 1 ? "serving" : "servings"
            resolved = ResolvedAmount(
                grams: grams, quantity: "\(QuantityText.format(servings)) \(word)",
                basis: "\(serving.name) = \(EntryPlanner.formatNumber(serving.grams)) g; × \(QuantityText.format(servings))")
        case .measure(let amountText, let name):
            let quantity = try positiveNumber(amountText, range: Limits.measureAmount)
            let key = name.trimmingCharacters(in: .whitespaces).lowercased()
            guard !key.isEmpty else { throw .invalid(field: "measure", "the measure name is empty") }
            // A measure named exactly as the food lists it ("cup, sliced") wins.
            if let exact = food.allMeasures.first(where: { measureLabel($0.name).lowercased() == key || $0.name.lowercased() == key }) {
                let grams = quantity * exact.grams
                resolved = ResolvedAmount(
                    grams: grams, quantity: "\(QuantityText.format(quantity)) × \(exact.name)",
                    basis: "\(exact.name) = \(EntryPlanner.formatNumber(exact.grams)) g")
                break
            }
            let words = key.split(separator: " ").map(String.init)
            // A word that is neither a household unit nor named by one of the food's measures is unknown.
            let measureWords = Set(food.allMeasures.flatMap { SearchText.words($0.name).map(SearchText.stem) })
            let known = words.allSatisfy { word in
                HouseholdUnit.normalized(word) != nil || HouseholdUnit.size(word) != nil || measureWords.contains(SearchText.stem(word))
                    || ["fl", "fluid", "oz", "ounce", "ounces"].contains(word)
            }
            var unit: String?
            var size: String?
            for word in words {
                if let s = HouseholdUnit.size(word), size == nil { size = s; continue }
                if unit == nil { unit = HouseholdUnit.normalized(word) ?? HouseholdUnit.singular(word) }
            }
            if key == "fl oz" || key == "fluid ounce" || key == "fluid ounces" { unit = "fl oz" }
            guard known, let result = MeasureResolver.resolve(quantity: quantity, unit: unit, size: size, food: food) else {
                let known = food.allMeasures.map { "\(measureLabel($0.name)) (\(EntryPlanner.formatNumber($0.grams)) g)" }
                throw .notFound(
                    field: "measure",
                    "unknown measure '\(name)' for \(food.name)"
                        + (known.isEmpty ? "; it has no household measures, give --grams" : "; it has: \(known.joined(separator: ", ")), or any of g, oz, cup, tbsp, tsp, ml"))
            }
            resolved = ResolvedAmount(grams: result.grams, quantity: "\(QuantityText.format(quantity)) \(name)", basis: result.basis)
        case .count(let text):
            let count = try positiveNumber(text, range: Limits.measureAmount)
            guard let item = MeasureResolver.resolve(quantity: count, unit: nil, size: nil, food: food) else {
                throw .conflict(field: "amount", "\(food.name) has no item measure to count; give grams or a measure (e.g. 150 g, 1 cup)")
            }
            resolved = ResolvedAmount(grams: item.grams, quantity: QuantityText.format(count), basis: item.basis)
        case .unspecified:
            if let serving = food.allMeasures.first(where: { _ in food.servingGrams != nil }) {
                resolved = ResolvedAmount(grams: serving.grams, quantity: "1 serving", basis: "\(serving.name) = \(EntryPlanner.formatNumber(serving.grams)) g")
            } else if let item = MeasureResolver.resolve(quantity: 1, unit: nil, size: nil, food: food) {
                resolved = ResolvedAmount(grams: item.grams, quantity: "1", basis: item.basis)
            } else if let first = food.measures.first {
                resolved = ResolvedAmount(grams: first.grams, quantity: measureLabel(first.name), basis: "\(first.name) = \(EntryPlanner.formatNumber(first.grams)) g")
            } else {
                resolved = ResolvedAmount(grams: 100, quantity: "100 g", basis: "no amount given; 100 g")
            }
        }
        guard resolved.grams <= maximumGrams else {
            throw .invalid(field: "amount", "\(EntryPlanner.formatNumber(resolved.grams)) g is more than one entry can hold (\(Limits.text(maximumGrams)) g)")
        }
        return resolved
    }

    /// "1 cup, sliced" → "cup, sliced" (the name to type after --measure).
    public static func measureLabel(_ name: String) -> String {
        let words = name.split(separator: " ", maxSplits: 1)
        if words.count == 2, QuantityText.number(String(words[0])) != nil { return String(words[1]) }
        return name
    }

    /// The mapping a food counts under: its own, else the default for generic foods, resolved
    /// against the user's categories (a renamed or disabled default category means no mapping).
    public static func mapping(for food: Food, catalog: Catalog) -> (category: LogCategory, gramsPerPortion: Double)? {
        if let id = food.categoryID, let grams = food.gramsPerPortion, let category = catalog.category(id: id), category.isEnabled {
            return (category, grams)
        }
        guard food.categoryID == nil, !food.source.isUserOwned, let fallback = PortionMapping.defaultMapping(for: food),
            let category = try? catalog.category(named: fallback.categoryName), category.isEnabled
        else { return nil }
        return (category, fallback.gramsPerPortion)
    }

    /// Portions for grams under a mapping, whole numbers for units that allow no decimals.
    public static func portions(grams: Double, gramsPerPortion: Double, unit: MeasurementUnit?) -> Portions {
        guard gramsPerPortion > 0 else { return .zero }
        let raw = grams / gramsPerPortion
        if let unit, !unit.allowsDecimal { return Portions(tenths: Int(rounding: raw) * 10) }
        return Portions(rounding: raw)
    }

    /// Builds a food entry: nutrients snapshot and, through the mapping, portions.
    public static func plannedEntry(
        food: Food, amount: ResolvedAmount, meal: String?, at: String?, note: String?, catalog: Catalog, now: Date,
        calendar: Calendar
    ) throws(TallyError) -> NewEntry {
        let time = try EntryPlanner.parseTime(at)
        let local = time?.localDateTime(in: calendar) ?? LocalDateTime(now, in: calendar)
        let slot = try EntryPlanner.slot(named: meal, at: local, catalog: catalog)
        var categoryID: Int64?
        var portions = Portions.zero
        if let mapping = mapping(for: food, catalog: catalog) {
            categoryID = mapping.category.id
            portions = self.portions(grams: amount.grams, gramsPerPortion: mapping.gramsPerPortion, unit: catalog.unit(of: mapping.category))
        }
        let snapshot = FoodSnapshot(
            foodID: food.id, name: food.displayName, grams: amount.grams, quantity: amount.quantity,
            nutrients: food.nutrients(grams: amount.grams).rounded(places: 3))
        return NewEntry(
            day: catalog.settings.dayBoundary.day(for: local), mealSlotID: slot.id, categoryID: categoryID, portions: portions,
            amount: nil, amountUnitID: nil, note: try EntryPlanner.cleanedNote(note), loggedAt: time?.instant(in: calendar) ?? now,
            kind: food.source == .recipe ? .recipe : .food, food: snapshot)
    }
}

/// Quick add: calories with optional macros, checked against Atwater 4/4/9.
public enum QuickAdd {
    public struct Request: Sendable, Equatable {
        public var kcal: String
        public var protein: String?
        public var carbs: String?
        public var fat: String?
        public var name: String?
        public var meal: String?
        public var at: String?
        public var note: String?

        public init(
            kcal: String, protein: String? = nil, carbs: String? = nil, fat: String? = nil, name: String? = nil, meal: String? = nil,
            at: String? = nil, note: String? = nil
        ) {
            self.kcal = kcal
            self.protein = protein
            self.carbs = carbs
            self.fat = fat
            self.name = name
            self.meal = meal
            self.at = at
            self.note = note
        }
    }

    /// A warning when macros and calories disagree by more than max(15 kcal, 10 %).
    public static func warning(kcal: Double, protein: Double?, carbs: Double?, fat: Double?) -> String? {
        guard protein != nil || carbs != nil || fat != nil else { return nil }
        let fromMacros = 4 * (protein ?? 0) + 4 * (carbs ?? 0) + 9 * (fat ?? 0)
        let gap = abs(kcal - fromMacros)
        guard gap > max(15, 0.10 * kcal) else { return nil }
        return "the macros add up to \(Int(rounding: fromMacros)) kcal (4/4/9), \(Int(rounding: gap)) kcal "
            + (fromMacros > kcal ? "more" : "less") + " than the \(EntryPlanner.formatNumber(kcal)) kcal given; logged as given"
    }

    static func grams(_ text: String?, field: String) throws(TallyError) -> Double? {
        guard let text else { return nil }
        return try Limits.quickMacro.parse(text, field: field)
    }

    public static func plan(_ request: Request, catalog: Catalog, now: Date, calendar: Calendar) throws(TallyError)
        -> (entry: NewEntry, warning: String?)
    {
        let kcal = try Limits.quickKcal.parse(request.kcal)
        let protein = try grams(request.protein, field: "protein")
        let carbs = try grams(request.carbs, field: "carbs")
        let fat = try grams(request.fat, field: "fat")
        var nutrients = Nutrients([.kcal: kcal])
        nutrients[.protein] = protein
        nutrients[.carbs] = carbs
        nutrients[.fat] = fat
        let time = try EntryPlanner.parseTime(request.at)
        let local = time?.localDateTime(in: calendar) ?? LocalDateTime(now, in: calendar)
        let slot = try EntryPlanner.slot(named: request.meal, at: local, catalog: catalog)
        let name = try Limits.text(request.name, field: "name", maximum: Limits.nameLength) ?? "Quick add"
        let entry = NewEntry(
            day: catalog.settings.dayBoundary.day(for: local), mealSlotID: slot.id, categoryID: nil, portions: .zero, amount: nil,
            amountUnitID: nil, note: try EntryPlanner.cleanedNote(request.note), loggedAt: time?.instant(in: calendar) ?? now,
            kind: .quick, food: FoodSnapshot(foodID: nil, name: name, grams: nil, quantity: nil, nutrients: nutrients))
        return (entry, warning(kcal: kcal, protein: protein, carbs: carbs, fat: fat))
    }
}

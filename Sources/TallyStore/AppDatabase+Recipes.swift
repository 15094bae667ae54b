import Foundation
import TallyCore

extension AppDatabase {
    /// Resolves an ingredient line: "150 g chicken breast", "1 cup rice", or "#123 2 servings".
    func component(_ db: SQLConnection, line: String, now: Date) throws -> RecipeMath.Component {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw TallyError.invalid(field: "items", "an ingredient line is empty") }
        if trimmed.hasPrefix("#") {
            let parts = trimmed.dropFirst().split(separator: " ", maxSplits: 1).map(String.init)
            guard let first = parts.first, let id = Int64(first, radix: 10) else { throw TallyError.invalid(field: "items", "'\(trimmed)' is not #ID AMOUNT (e.g. #123 150 g)") }
            let food = try AppDatabase.fetchFood(db, id: id)
            guard food.source != .recipe || parts.count > 1 else { throw TallyError.invalid(field: "items", "give an amount after #\(id)") }
            let amount = parts.count > 1 ? try FoodAmount.parse(parts[1]) : FoodAmount.unspecified
            let resolved = try FoodRules.resolve(amount, of: food)
            return RecipeMath.Component(food: food, grams: resolved.grams, amount: parts.count > 1 ? parts[1] : resolved.quantity)
        }
        let parsed = MealParser(lookup: DatabaseFoodLookup(db: db, now: now, context: try searchContext(db))).parse(trimmed)
        guard parsed.items.count == 1, let item = parsed.items.first, let food = item.food else {
            if parsed.items.count > 1 {
                throw TallyError.invalid(field: "items", "'\(trimmed)' reads as \(parsed.items.count) foods; give one ingredient per --item")
            }
            throw TallyError.notFound(field: "items", "no food matches '\(trimmed)'; search with tally foods search, then use #ID AMOUNT")
        }
        return RecipeMath.Component(food: food, grams: item.grams, amount: item.quantityText)
    }

    /// Adds a recipe from ingredient lines; nutrients per serving follow from them.
    public func addRecipe(
        name: String, servings: String, items: [String], notes: String?, category: String?, portions: String?, now: Date
    ) throws -> Recipe {
        try write { db in
            let catalog = try AppDatabase.fetchCatalog(db)
            let count = try FoodRules.positiveNumber(servings, range: Limits.recipeServings)
            let components = try items.map { try component(db, line: $0, now: now) }
            let mapping = try AppDatabase.recipeMapping(category: category, portions: portions, catalog: catalog)
            var food = try RecipeMath.food(
                name: name, servings: count, components: components, notes: notes?.nilIfBlank, categoryID: mapping?.0,
                portionsPerServing: mapping?.1)
            try AppDatabase.requireUniqueCustomName(db, food: food, excluding: nil)
            food = try AppDatabase.insertFood(db, food, recipeServings: count)
            try AppDatabase.saveComponents(db, recipeID: food.id, components)
            return Recipe(food: food, servings: count, components: components)
        }
    }

    static func recipeMapping(category: String?, portions: String?, catalog: Catalog) throws -> (Int64, Double)? {
        guard let category else {
            if portions != nil { throw TallyError.invalid(field: "category", "--portions needs --category") }
            return nil
        }
        let resolved = try catalog.category(named: category, allowPrefix: true)
        return (resolved.id, try FoodRules.positiveNumber(portions ?? "1", range: Limits.portionsPerServing))
    }

    static func saveComponents(_ db: SQLConnection, recipeID: Int64, _ components: [RecipeMath.Component]) throws {
        try db.execute(sql: "DELETE FROM recipeComponent WHERE recipeId = ?", arguments: [recipeID])
        for (position, component) in components.enumerated() {
            try RecipeComponentRecord(
                recipeId: recipeID, position: position + 1, foodId: component.food.id, grams: component.grams, amount: component.amount
            ).insert(db)
        }
    }

    public func recipe(id: Int64) throws -> Recipe {
        try read { db in try AppDatabase.fetchRecipe(db, id: id) }
    }

    static func fetchRecipe(_ db: SQLConnection, id: Int64) throws -> Recipe {
        let food = try AppDatabase.fetchFood(db, id: id)
        guard food.source == .recipe else { throw TallyError.notFound(field: "recipe", "\(food.name) is not a recipe") }
        let servings = try Double.fetchOne(db, sql: "SELECT recipeServings FROM food WHERE id = ?", arguments: [id]) ?? 1
        let rows = try RecipeComponentRecord.fetchAll(db, where: "recipeId = ?", arguments: [id], orderBy: "position")
        let components = try rows.map { row -> RecipeMath.Component in
            guard let record = try FoodRecord.fetchOne(db, key: row.foodId) else {
                throw TallyError.notFound(field: "recipe", "an ingredient of \(food.name) is missing")
            }
            return RecipeMath.Component(food: record.food, grams: row.grams, amount: row.amount)
        }
        return Recipe(food: food, servings: servings, components: components)
    }

    /// Changes a recipe: name, servings, notes; ingredients added (lines) or removed (1-based positions).
    /// Entries already logged keep the numbers they were logged with.
    public func editRecipe(
        id: Int64, name: String?, servings: String?, add: [String], remove: [Int], notes: String?, now: Date
    ) throws -> Recipe {
        try write { db in
            let current = try AppDatabase.fetchRecipe(db, id: id)
            var components = current.components
            for position in Set(remove).sorted(by: >) {
                guard (1...components.count).contains(position) else {
                    throw TallyError.invalid(field: "remove", "there is no ingredient \(position); the recipe has \(components.count)")
                }
                components.remove(at: position - 1)
            }
            components += try add.map { try component(db, line: $0, now: now) }
            let count = try servings.map { try FoodRules.positiveNumber($0, range: Limits.recipeServings) } ?? current.servings
            let portions = current.food.gramsPerPortion.map { (current.food.servingGrams ?? 0) / $0 }
            var food = try RecipeMath.food(
                name: name ?? current.food.name, servings: count, components: components,
                notes: notes.map { $0.nilIfBlank } ?? current.food.notes, categoryID: current.food.categoryID, portionsPerServing: portions)
            food.id = id
            food.isFavorite = current.food.isFavorite
            food.useCount = current.food.useCount
            food.lastUsedAt = current.food.lastUsedAt
            try AppDatabase.requireUniqueCustomName(db, food: food, excluding: id)
            try AppDatabase.updateFood(db, food, recipeServings: count)
            try AppDatabase.saveComponents(db, recipeID: id, components)
            return Recipe(food: food, servings: count, components: components)
        }
    }
}

extension String {
    var nilIfBlank: String? {
        let trimmed = trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}

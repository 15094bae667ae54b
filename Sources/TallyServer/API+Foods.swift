import Foundation
import Hummingbird
import TallyCore
import TallyStore

extension API {
    static let foodFields: Set<String> = [
        "name", "brand", "servingName", "servingGrams", "kcal", "protein", "carbs", "fat", "fiber", "sugars", "satfat", "sodium", "nutrients",
        "category", "portions", "favorite", "notes", "barcode", "force",
    ]

    /// A custom food's fields from JSON (values per serving); `nutrients` takes any other nutrient key.
    static func foodChanges(_ body: JSONBody) throws -> CustomFoodChanges {
        var nutrients: [NutrientKey: String] = [:]
        if let extra = body.fields["nutrients"] {
            guard case .object(let values) = extra else { throw BadRequest(field: "nutrients", message: "'nutrients' must be an object of key: value") }
            let inner = JSONBody(fields: values)
            for key in values.keys { if let value = try inner.string(key) { nutrients[NutrientKey(key)] = value } }
        }
        let pairs: [(NutrientKey, String)] = [
            (.kcal, "kcal"), (.protein, "protein"), (.carbs, "carbs"), (.fat, "fat"), (.fiber, "fiber"), (.sugars, "sugars"),
            (.saturatedFat, "satfat"), (.sodium, "sodium"),
        ]
        for (key, field) in pairs { if let value = try body.string(field) { nutrients[key] = value } }
        return CustomFoodChanges(
            name: try body.string("name"), brand: try body.string("brand"), servingName: try body.string("servingName"),
            servingGrams: try body.string("servingGrams"), nutrients: nutrients, categoryName: try body.string("category"),
            portionsPerServing: try body.string("portions"), isFavorite: try body.bool("favorite"), notes: try body.string("notes"),
            barcode: try body.string("barcode"), force: try body.bool("force") ?? false)
    }

    struct FoodWithWarnings: Encodable {
        var food: FoodReport
        var warnings: [String]
    }

    struct Library: Encodable {
        var favorites: [FoodReport]
        var custom: [FoodReport]
        var recipes: [FoodReport]
        var recent: [FoodReport]
    }

    var foods: [Endpoint] {
        [
            Endpoint(
                method: .get, path: "/api/v1/foods/search",
                summary: "Search foods: yours and favorites, recent, generic (USDA), then branded; typo and prefix tolerant", tag: "Foods",
                query: [
                    .init(name: "q", description: "Search text", required: true, example: "banana", schema: OpenAPIDocument.name(maxLength: 200)),
                    .init(name: "limit", description: "At most this many results (1–100, default 25)", schema: OpenAPIDocument.integer(1, 100)),
                ], response: "FoodSearch"
            ) { request, _ in
                guard let query = request.query("q") else { throw BadRequest(field: "q", message: "give the search text as ?q=") }
                let limitText = request.query("limit") ?? "25"
                guard let limit = Int(limitText, radix: 10), (1...100).contains(limit) else {
                    throw TallyError.invalid(field: "limit", "limit must be a whole number from 1 to 100")
                }
                let (results, catalog) = try await run { (try database.searchFoods(query, limit: limit, now: clock.now()), try database.catalog()) }
                return try JSON.response(["results": results.map { FoodReport($0.food, catalog: catalog) }])
            },
            Endpoint(method: .get, path: "/api/v1/foods", summary: "Your food library: favorites, custom foods, recipes, recent", tag: "Foods", response: "FoodLibrary") { _, _ in
                let (library, catalog) = try await run { (try database.libraryFoods(), try database.catalog()) }
                func reports(_ foods: [Food]) -> [FoodReport] { foods.map { FoodReport($0, catalog: catalog) } }
                return try JSON.response(
                    Library(favorites: reports(library.favorites), custom: reports(library.custom), recipes: reports(library.recipes), recent: reports(library.recent)))
            },
            Endpoint(
                method: .get, path: "/api/v1/foods/barcode/{code}",
                summary: "The food with a barcode (EAN-13, UPC-A, EAN-8, GTIN-14): your foods first, then Open Food Facts when turned on (and kept)",
                tag: "Foods", response: "BarcodeFood"
            ) { _, context in
                let text = try context.parameters.require("code")
                let found = try await BarcodeLookup(database: database, client: environment.openFoodFacts).lookup(text.removingPercentEncoding ?? text)
                let catalog = try await run { try database.catalog() }
                struct Answer: Encodable {
                    var code: String
                    var kind: String
                    var origin: String
                    var food: FoodReport
                }
                return try JSON.response(Answer(code: found.code.digits, kind: found.code.kind.rawValue, origin: found.origin, food: FoodReport(found.food, catalog: catalog)))
            },
            Endpoint(method: .get, path: "/api/v1/foods/{id}", summary: "A food with nutrients per 100 g and its measures", tag: "Foods", response: "FoodReport") { _, context in
                let id = try context.parameters.id()
                let (food, catalog) = try await run { (try database.food(id: id), try database.catalog()) }
                return try JSON.response(FoodReport(food, catalog: catalog))
            },
            Endpoint(
                method: .post, path: "/api/v1/foods", summary: "Add a custom food (values per serving, checked for reasonableness)", tag: "Foods",
                body: "CustomFoodInput", response: "FoodWithWarnings", success: 201
            ) { request, context in
                let body = try await JSONBody.read(request, context: context)
                try body.allow(API.foodFields)
                let name = try body.required("name")
                guard body.has("servingGrams") else { throw BadRequest(field: "servingGrams", message: "'servingGrams' is required") }
                let changes = try API.foodChanges(body)
                let (result, catalog) = try await run {
                    (try database.addCustomFood(changes.applied(to: CustomFoodDraft(name: name, servingGrams: "", nutrients: [:]))), try database.catalog())
                }
                return try API.created(FoodWithWarnings(food: FoodReport(result.food, catalog: catalog), warnings: result.warnings))
            },
            Endpoint(
                method: .patch, path: "/api/v1/foods/{id}",
                summary: "Change a food: any field of a custom food; favorite and portion mapping (category, portions, gramsPerPortion) of any food",
                tag: "Foods", body: "FoodChanges", response: "FoodWithWarnings"
            ) { request, context in
                let id = try context.parameters.id()
                let body = try await JSONBody.read(request, context: context)
                try body.allow(API.foodFields.union(["gramsPerPortion"]))
                let mappingOnly = Set(body.fields.keys).isSubset(of: ["favorite", "category", "portions", "gramsPerPortion"])
                let changes = try API.foodChanges(body)
                let gramsPerPortion = try body.string("gramsPerPortion")
                let (result, catalog) = try await run { () throws -> ((food: Food, warnings: [String]), Catalog) in
                    let current = try database.food(id: id)
                    if mappingOnly || current.source != .custom {
                        guard mappingOnly else {
                            throw TallyError.conflict(field: "food", "\(current.name) is a \(current.source.rawValue) food; only favorite and the portion mapping can change")
                        }
                        var food = current
                        if let favorite = changes.isFavorite { food = try database.setFavorite(id: id, favorite) }
                        if changes.categoryName != nil || changes.portionsPerServing != nil || gramsPerPortion != nil {
                            food = try database.setFoodMapping(
                                id: id, category: changes.categoryName, portions: changes.portionsPerServing, gramsPerPortion: gramsPerPortion)
                        }
                        return ((food, []), try database.catalog())
                    }
                    return (try database.editFood(id: id) { changes.applied(to: $0) }, try database.catalog())
                }
                return try JSON.response(FoodWithWarnings(food: FoodReport(result.food, catalog: catalog), warnings: result.warnings))
            },
            Endpoint(
                method: .delete, path: "/api/v1/foods/{id}", summary: "Delete a custom food or recipe (logged entries keep their numbers)", tag: "Foods",
                response: "FoodReport"
            ) { _, context in
                let id = try context.parameters.id()
                let (food, catalog) = try await run { (try database.deleteFood(id: id), try database.catalog()) }
                return try JSON.response(FoodReport(food, catalog: catalog))
            },
            Endpoint(method: .get, path: "/api/v1/recipes", summary: "Your recipes", tag: "Foods", response: "RecipeList") { _, _ in
                let recipes = try await run { try database.libraryFoods().recipes.map { try database.recipe(id: $0.id) } }
                return try JSON.response(["recipes": recipes.map(RecipeReport.init)])
            },
            Endpoint(method: .get, path: "/api/v1/recipes/{id}", summary: "A recipe: ingredients, totals, per serving", tag: "Foods", response: "RecipeReport") { _, context in
                let id = try context.parameters.id()
                let recipe = try await run { try database.recipe(id: id) }
                return try JSON.response(RecipeReport(recipe))
            },
            Endpoint(
                method: .post, path: "/api/v1/recipes", summary: "Add a recipe from ingredient lines (\"80 g rolled oats\", \"#123 1 cup\")", tag: "Foods",
                body: "RecipeInput", response: "RecipeReport", success: 201
            ) { request, context in
                let body = try await JSONBody.read(request, context: context)
                try body.allow(["name", "servings", "items", "notes", "category", "portions"])
                let name = try body.required("name")
                guard let items = try body.strings("items"), !items.isEmpty else { throw BadRequest(field: "items", message: "'items' needs at least one ingredient") }
                let (servings, notes, category, portions) = (try body.string("servings") ?? "1", try body.string("notes"), try body.string("category"), try body.string("portions"))
                let recipe = try await run {
                    try database.addRecipe(name: name, servings: servings, items: items, notes: notes, category: category, portions: portions, now: clock.now())
                }
                return try API.created(RecipeReport(recipe))
            },
            Endpoint(
                method: .patch, path: "/api/v1/recipes/{id}", summary: "Rename, change servings or notes, add and remove ingredients (1-based)", tag: "Foods",
                body: "RecipeChanges", response: "RecipeReport"
            ) { request, context in
                let id = try context.parameters.id()
                let body = try await JSONBody.read(request, context: context)
                try body.allow(["name", "servings", "add", "remove", "notes"])
                let (name, servings, add, remove, notes) = (
                    try body.string("name"), try body.string("servings"), try body.strings("add") ?? [], try body.integers("remove") ?? [], try body.string("notes")
                )
                let recipe = try await run {
                    try database.editRecipe(id: id, name: name, servings: servings, add: add, remove: remove, notes: notes, now: clock.now())
                }
                return try JSON.response(RecipeReport(recipe))
            },
            Endpoint(method: .delete, path: "/api/v1/recipes/{id}", summary: "Delete a recipe", tag: "Foods", response: "FoodReport") { _, context in
                let id = try context.parameters.id()
                let (food, catalog) = try await run { () throws -> (Food, Catalog) in
                    let food = try database.food(id: id)
                    guard food.source == .recipe else { throw TallyError.notFound(field: "id", "no recipe with id \(id)") }
                    return (try database.deleteFood(id: id), try database.catalog())
                }
                return try JSON.response(FoodReport(food, catalog: catalog))
            },
        ]
    }
}

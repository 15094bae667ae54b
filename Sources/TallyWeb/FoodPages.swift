import Foundation
import TallyCore

public struct FoodsPageModel: Sendable {
    public var query: String
    public var results: [FoodReport]
    public var favorites: [FoodReport]
    public var custom: [FoodReport]
    public var recipes: [FoodReport]
    public var recent: [FoodReport]
    public var categories: [CategoryReport]
    public var form: FormState?
    public var notice: String?
    /// Library foods' photos (file names), for thumbnails.
    public var photos: [Int64: String] = [:]

    public init(
        query: String, results: [FoodReport], favorites: [FoodReport], custom: [FoodReport], recipes: [FoodReport], recent: [FoodReport],
        categories: [CategoryReport], form: FormState? = nil, notice: String? = nil
    ) {
        self.query = query
        self.results = results
        self.favorites = favorites
        self.custom = custom
        self.recipes = recipes
        self.recent = recent
        self.categories = categories
        self.form = form
        self.notice = notice
    }
}

/// Foods: search, favorites, custom foods, recipes; forms to add a custom food and a recipe.
public enum FoodsPage {
    static func row(_ food: FoodReport, photo: String?) -> String {
        let measure = food.measures.first.map { " · \($0.name) = \(num($0.grams)) g" } ?? ""
        let thumb = photo.map { "<img class=\"thumb\" src=\"/photos/\(esc($0))\" alt=\"\" loading=\"lazy\">" } ?? ""
        return """
            <li data-food-id="\(food.id)"><div class="what">\(thumb)<a href="/foods/\(food.id)">\(esc(food.name))</a>\(food.favorite ? " <span class=\"accent\" aria-label=\"favorite\">★</span>" : "")
            <div class="sub">\(esc(food.brand.map { "\($0) · " } ?? ""))\(energy(food.kcalPer100g)) / 100 g\(esc(measure)) · \(esc(food.source))</div></div></li>
            """
    }

    static func list(_ foods: [FoodReport], id: String, empty: String, photos: [Int64: String] = [:]) -> String {
        foods.isEmpty
            ? "<p class=\"empty small\">\(esc(empty))</p>" : "<ul class=\"list\" id=\"\(id)\">\(foods.map { row($0, photo: photos[$0.id]) }.joined())</ul>"
    }

    public static func render(_ model: FoodsPageModel) -> String {
        let form = model.form
        func value(_ name: String, _ key: String) -> String { Form.value(form, form: name, key) }
        let categoryOptions = [(value: "", label: "Default for the food")] + model.categories.filter(\.enabled).map { (value: $0.name, label: $0.name) }
        var results = ""
        if !model.query.isEmpty {
            results = "<section class=\"card\" aria-labelledby=\"results-h\"><h2 id=\"results-h\">Results for “\(esc(model.query))”</h2>" + list(model.results, id: "food-results", empty: "No foods match. Add it as a custom food below.", photos: model.photos) + "</section>"
        }
        let content = """
            <div class="pagehead"><h1>Foods</h1></div>
            <form method="get" action="/foods" class="card row" role="search">
            <label class="sr-only" for="foods-q">Search foods</label><input id="foods-q" type="search" name="q" value="\(esc(model.query))" placeholder="Search 12,000 foods (and branded ones you imported)" style="flex:1">
            <button type="submit">Search</button>
            </form>
            \(results)
            <div class="grid2">
            <section class="card" aria-labelledby="fav-h"><h2 id="fav-h">Favorites</h2>\(list(model.favorites, id: "favorites", empty: "Star a food to keep it here.", photos: model.photos))</section>
            <section class="card" aria-labelledby="recent-h"><h2 id="recent-h">Recent</h2>\(list(model.recent, id: "recent", empty: "Foods you log show up here.", photos: model.photos))</section>
            <section class="card" aria-labelledby="custom-h"><h2 id="custom-h">Your foods</h2>\(list(model.custom, id: "custom-foods", empty: "None yet. Add your own below; a photo helps you find it.", photos: model.photos))</section>
            <section class="card" aria-labelledby="recipes-h"><h2 id="recipes-h">Recipes</h2>\(list(model.recipes, id: "recipes", empty: "None yet. A recipe is logged like one food.", photos: model.photos))</section>
            </div>
            <section class="card" id="add-food" aria-labelledby="add-food-h">
            <h2 id="add-food-h">Add a custom food</h2>
            <form method="post" action="/foods/new">
            \(Form.error(form, form: "food"))
            <div class="fields">
            <div class="wide">\(Form.field("Name", name: "name", value: value("food", "name"), id: "cf-name", attributes: "required maxlength=\"200\""))</div>
            <div>\(Form.field("Brand", name: "brand", value: value("food", "brand"), id: "cf-brand"))</div>
            <div>\(Form.field("Serving name", name: "serving", value: value("food", "serving"), id: "cf-serving", attributes: "placeholder=\"1 bar\""))</div>
            <div>\(Form.field("Serving (g)", name: "serving_grams", value: value("food", "serving_grams"), type: "number", id: "cf-grams", attributes: "step=\"any\" min=\"0\" required"))</div>
            <div>\(Form.field("kcal per serving", name: "kcal", value: value("food", "kcal"), type: "number", id: "cf-kcal", attributes: "step=\"any\" min=\"0\" required"))</div>
            <div>\(Form.field("Protein (g)", name: "protein", value: value("food", "protein"), type: "number", id: "cf-protein", attributes: "step=\"any\" min=\"0\""))</div>
            <div>\(Form.field("Carbs (g)", name: "carbs", value: value("food", "carbs"), type: "number", id: "cf-carbs", attributes: "step=\"any\" min=\"0\""))</div>
            <div>\(Form.field("Fat (g)", name: "fat", value: value("food", "fat"), type: "number", id: "cf-fat", attributes: "step=\"any\" min=\"0\""))</div>
            <div>\(Form.field("Fiber (g)", name: "fiber", value: value("food", "fiber"), type: "number", id: "cf-fiber", attributes: "step=\"any\" min=\"0\""))</div>
            <div>\(Form.field("Sugars (g)", name: "sugars", value: value("food", "sugars"), type: "number", id: "cf-sugars", attributes: "step=\"any\" min=\"0\""))</div>
            <div>\(Form.field("Sodium (mg)", name: "sodium", value: value("food", "sodium"), type: "number", id: "cf-sodium", attributes: "step=\"any\" min=\"0\""))</div>
            <div>\(Form.select("Counts as", name: "category", options: categoryOptions, selected: value("food", "category"), id: "cf-category"))</div>
            <div>\(Form.field("Portions per serving", name: "portions", value: value("food", "portions"), type: "number", id: "cf-portions", attributes: "step=\"0.1\" min=\"0\""))</div>
            <div class="wide">\(Form.field("Notes", name: "notes", value: value("food", "notes"), id: "cf-notes"))</div>
            <div>\(Form.field("Barcode", name: "barcode", value: value("food", "barcode"), id: "cf-barcode", attributes: "inputmode=\"numeric\" maxlength=\"20\" placeholder=\"EAN or UPC digits\""))</div>
            </div>
            <label><input type="checkbox" name="favorite" value="on"\(value("food", "favorite") == "on" ? " checked" : "")> Favorite</label>
            <label><input type="checkbox" name="force" value="on"> Save even if the numbers look wrong</label>
            <div class="form-actions"><button type="submit" id="cf-save">Add food</button></div>
            </form>
            </section>
            <section class="card" id="add-recipe" aria-labelledby="add-recipe-h">
            <h2 id="add-recipe-h">Add a recipe</h2>
            <form method="post" action="/recipes/new">
            \(Form.error(form, form: "recipe"))
            <div class="fields">
            <div>\(Form.field("Name", name: "name", value: value("recipe", "name"), id: "rc-name", attributes: "required maxlength=\"200\""))</div>
            <div>\(Form.field("Servings", name: "servings", value: value("recipe", "servings"), type: "number", id: "rc-servings", attributes: "step=\"any\" min=\"0\" placeholder=\"1\""))</div>
            </div>
            <label for="rc-items">Ingredients, one per line</label>
            <textarea id="rc-items" name="items" rows="4" placeholder="60 g rolled oats&#10;250 ml whole milk&#10;100 g raspberries">\(esc(value("recipe", "items")))</textarea>
            <div class="form-actions"><button type="submit" id="rc-save">Add recipe</button></div>
            </form>
            </section>
            """
        return Layout.page(title: "Foods", section: .foods, notice: model.notice, content: content)
    }
}

public struct FoodPageModel: Sendable {
    public var food: FoodReport
    public var recipe: RecipeReport?
    public var meals: [MealSlotReport]
    public var categories: [CategoryReport]
    public var today: Day
    public var form: FormState?
    public var notice: String?
    /// The food's photo (file name), when it has one.
    public var photo: String?

    public init(
        food: FoodReport, recipe: RecipeReport?, meals: [MealSlotReport], categories: [CategoryReport], today: Day, form: FormState? = nil,
        notice: String? = nil
    ) {
        self.food = food
        self.recipe = recipe
        self.meals = meals
        self.categories = categories
        self.today = today
        self.form = form
        self.notice = notice
    }
}

/// One food: nutrients per 100 g and per measure, log it, favorite, map to a category; edit or delete
/// custom foods and recipes.
public enum FoodPage {
    static let nutrientRows: [(String, String, String)] = [
        ("kcal", "Energy", "kcal"), ("protein_g", "Protein", "g"), ("carbs_g", "Carbohydrate", "g"), ("fat_g", "Fat", "g"),
        ("fiber_g", "Fiber", "g"), ("sugars_g", "Sugars", "g"), ("satfat_g", "Saturated fat", "g"), ("sodium_mg", "Sodium", "mg"),
    ]

    public static func render(_ model: FoodPageModel) -> String {
        let food = model.food
        let form = model.form
        func value(_ name: String, _ key: String, _ fallback: String = "") -> String { Form.value(form, form: name, key, default: fallback) }
        let measures = Array(food.measures.prefix(3))
        var header = "<th>Nutrient</th><th class=\"num\">100 g</th>"
        for measure in measures { header += "<th class=\"num\">\(esc(measure.name)) (\(num(measure.grams)) g)</th>" }
        var rows = ""
        for (key, label, unit) in nutrientRows {
            guard let per100 = food.nutrientsPer100g[key] else { continue }
            rows += "<tr><td>\(label)</td><td class=\"num\">\(num(per100)) \(unit)</td>"
            for measure in measures { rows += "<td class=\"num\">\(num(per100 * measure.grams / 100)) \(unit)</td>" }
            rows += "</tr>"
        }
        let measureOptions = [(value: "", label: "grams")] + food.measures.map { (value: $0.name, label: "\($0.name) (\(num($0.grams)) g)") }
        let mealOptions = [(value: "", label: "By time of day")] + model.meals.map { (value: $0.name, label: $0.name) }
        var recipeSection = ""
        if let recipe = model.recipe {
            let items = recipe.items.map {
                "<li><div class=\"what\">\($0.position). \(esc($0.amount)) \(esc($0.food))<div class=\"sub\">\(num($0.grams)) g</div></div><span class=\"muted small\">\(energy($0.kcal))</span></li>"
            }.joined()
            recipeSection = """
                <section class="card" aria-labelledby="recipe-h"><h2 id="recipe-h">Recipe · \(num(recipe.servings)) servings of \(num(recipe.servingGrams)) g</h2>
                <ul class="list" id="recipe-items">\(items)</ul>
                <p class="small">Per serving: \(energy(recipe.perServing["kcal"] ?? 0)) · protein \(num(recipe.perServing["protein_g"] ?? 0)) g · carbs \(num(recipe.perServing["carbs_g"] ?? 0)) g · fat \(num(recipe.perServing["fat_g"] ?? 0)) g</p>
                <form method="post" action="/recipes/\(recipe.id)/edit">
                \(Form.error(form, form: "recipe"))
                <div class="fields">
                <div>\(Form.field("Add an ingredient", name: "add", value: value("recipe", "add"), id: "rc-add", attributes: "placeholder=\"1/2 cup blueberries\""))</div>
                <div>\(Form.field("Remove ingredient #", name: "remove", value: value("recipe", "remove"), type: "number", id: "rc-remove", attributes: "min=\"1\""))</div>
                <div>\(Form.field("Servings", name: "servings", value: value("recipe", "servings", num(recipe.servings)), type: "number", id: "rc-edit-servings", attributes: "step=\"any\" min=\"0\""))</div>
                </div>
                <div class="form-actions"><button type="submit" class="secondary" id="rc-update">Update recipe</button></div>
                </form>
                </section>
                """
        }
        var editSection = ""
        if food.source == "custom" {
            let serving = food.serving
            let per = (serving?.grams ?? 100) / 100
            func perServing(_ key: String) -> String { food.nutrientsPer100g[key].map { num($0 * per, places: 2) } ?? "" }
            editSection = """
                <section class="card" aria-labelledby="edit-food-h"><details\(form?.form == "edit" ? " open" : "")><summary id="edit-food-h">Edit this food</summary>
                <form method="post" action="/foods/\(food.id)/edit">
                \(Form.error(form, form: "edit"))
                <div class="fields">
                <div class="wide">\(Form.field("Name", name: "name", value: value("edit", "name", food.name), id: "ef-name"))</div>
                <div>\(Form.field("Serving (g)", name: "serving_grams", value: value("edit", "serving_grams", serving.map { num($0.grams) } ?? "100"), type: "number", id: "ef-grams", attributes: "step=\"any\" min=\"0\""))</div>
                <div>\(Form.field("kcal per serving", name: "kcal", value: value("edit", "kcal", perServing("kcal")), type: "number", id: "ef-kcal", attributes: "step=\"any\" min=\"0\""))</div>
                <div>\(Form.field("Protein (g)", name: "protein", value: value("edit", "protein", perServing("protein_g")), type: "number", id: "ef-protein", attributes: "step=\"any\" min=\"0\""))</div>
                <div>\(Form.field("Carbs (g)", name: "carbs", value: value("edit", "carbs", perServing("carbs_g")), type: "number", id: "ef-carbs", attributes: "step=\"any\" min=\"0\""))</div>
                <div>\(Form.field("Fat (g)", name: "fat", value: value("edit", "fat", perServing("fat_g")), type: "number", id: "ef-fat", attributes: "step=\"any\" min=\"0\""))</div>
                </div>
                <label><input type="checkbox" name="force" value="on"> Save even if the numbers look wrong</label>
                <div class="form-actions"><button type="submit" class="secondary" id="ef-save">Save changes</button></div>
                </form></details></section>
                """
        }
        let deletable = food.source == "custom" || food.source == "recipe"
        let categoryOptions = [(value: "", label: "—")] + model.categories.filter(\.enabled).map { (value: $0.name, label: $0.name) }
        let content = """
            <div class="pagehead"><div><p><a href="/foods">‹ Foods</a></p>\(model.photo.map { "<img class=\"avatar\" id=\"food-photo\" src=\"/photos/\(esc($0))\" alt=\"Photo of \(esc(food.name))\">" } ?? "")<h1>\(esc(food.name))</h1>
            <p class="small"><label for="food-photo-input">\(model.photo == nil ? "Add a photo" : "Change the photo")</label> <input type="file" id="food-photo-input" accept="image/png,image/jpeg,image/gif,image/webp" data-photo-url="/foods/\(food.id)/photo" data-photo-error="food-photo-error"></p>
            <p class="form-error" role="alert" id="food-photo-error" hidden></p>
            <p class="muted">\(esc(food.brand.map { "\($0) · " } ?? ""))\(esc(food.source))\(food.category.map { " · counts as \(esc($0))\(food.portionsPerServing.map { " (\(num($0)) per serving)" } ?? "")" } ?? "")</p></div>
            <form method="post" action="/foods/\(food.id)/favorite">\(Form.hidden("favorite", food.favorite ? "off" : "on"))<button type="submit" class="secondary" id="favorite-toggle">\(food.favorite ? "★ Favorite" : "☆ Add to favorites")</button></form>
            </div>
            <section class="card" aria-labelledby="log-food-h"><h2 id="log-food-h">Log it</h2>
            <form method="post" action="/log/food">
            \(Form.hidden("food", String(food.id)))\(Form.hidden("back", "/foods/\(food.id)"))
            \(Form.error(form, form: "log"))
            <div class="fields">
            <div>\(Form.field("Amount", name: "amount", value: value("log", "amount"), type: "number", id: "lf-amount", attributes: "step=\"any\" min=\"0\" placeholder=\"1\""))</div>
            <div>\(Form.select("Measure", name: "measure", options: measureOptions, selected: value("log", "measure", food.measures.first?.name ?? ""), id: "lf-measure"))</div>
            <div>\(Form.select("Meal", name: "meal", options: mealOptions, selected: value("log", "meal"), id: "lf-meal"))</div>
            <div>\(Form.field("Day", name: "date", value: value("log", "date", model.today.description), type: "date", id: "lf-date", attributes: "max=\"\(model.today)\""))</div>
            </div>
            <div class="form-actions"><button type="submit" id="lf-save">Log</button></div>
            </form></section>
            <section class="card"><h2>Nutrients</h2><table class="data"><thead><tr>\(header)</tr></thead><tbody>\(rows)</tbody></table>\(food.notes.map { "<p class=\"small muted\">\(esc($0))</p>" } ?? "")</section>
            \(recipeSection)
            <section class="card" aria-labelledby="map-h"><h2 id="map-h">Portions</h2>
            <form method="post" action="/foods/\(food.id)/map">
            \(Form.error(form, form: "map"))
            <div class="fields">
            <div>\(Form.select("Counts toward", name: "category", options: categoryOptions, selected: value("map", "category", food.category ?? ""), id: "map-category"))</div>
            <div>\(Form.field("Grams per portion", name: "grams_per_portion", value: value("map", "grams_per_portion"), type: "number", id: "map-grams", attributes: "step=\"any\" min=\"0\""))</div>
            </div>
            <div class="form-actions"><button type="submit" class="secondary" id="map-save">Save mapping</button></div>
            </form></section>
            \(editSection)
            \(deletable ? "<form method=\"post\" action=\"/foods/\(food.id)/delete\"><button class=\"danger\" type=\"submit\" id=\"food-delete\">Delete \(food.source == "recipe" ? "recipe" : "food")</button></form><p class=\"small muted\">Entries already logged keep their numbers.</p>" : "")
            """
        return Layout.page(title: food.name, section: .foods, notice: model.notice, content: content)
    }
}

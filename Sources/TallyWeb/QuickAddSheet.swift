import Foundation
import TallyCore

/// What the quick-add sheet needs: the day it logs to and the catalog to choose from.
public struct SheetContext: Sendable {
    public var date: Day
    public var isToday: Bool
    public var categories: [CategoryReport]
    public var meals: [MealSlotReport]
    public var units: [UnitReport]
    /// Favorites and recently used foods, one tap away.
    public var quickFoods: [FoodReport]
    /// Where to return after logging.
    public var back: String
    /// A rejected form to show again with its message.
    public var form: FormState?
    public var defaultCategory: String?

    public init(
        date: Day, isToday: Bool, categories: [CategoryReport], meals: [MealSlotReport], units: [UnitReport], quickFoods: [FoodReport],
        back: String, form: FormState? = nil, defaultCategory: String? = nil
    ) {
        self.date = date
        self.isToday = isToday
        self.categories = categories
        self.meals = meals
        self.units = units
        self.quickFoods = quickFoods
        self.back = back
        self.form = form
        self.defaultCategory = defaultCategory
    }
}

/// The quick-add sheet (seed 000: meal slot + category + portion or amount + note; food library picker),
/// with food search, a typed-meal box and calorie quick add as further panes.
enum QuickAddSheet {
    static let panes = [("portion", "Portions"), ("food", "Food"), ("text", "Typed meal"), ("quick", "Calories")]

    static func render(_ context: SheetContext) -> String {
        let form = context.form
        let active = form.map(\.form).flatMap { name in panes.first { $0.0 == name }?.0 } ?? "portion"
        let enabled = context.categories.filter(\.enabled)
        let mealOptions = [("", context.isToday ? "By time of day" : "At noon")] + context.meals.map { ($0.name, $0.name) }
        let dayLabel = context.isToday ? "today" : TimeFormat.shortDate(context.date)
        func common(_ pane: String) -> String {
            Form.hidden("date", context.date.description) + Form.hidden("back", context.back)
        }
        func mealSelect(_ pane: String) -> String {
            Form.select(
                "Meal", name: "meal", options: mealOptions.map { (value: $0.0, label: $0.1) },
                selected: Form.value(form, form: pane, "meal"), id: "\(pane)-meal")
        }
        func note(_ pane: String) -> String {
            Form.field("Note (optional)", name: "note", value: Form.value(form, form: pane, "note"), id: "\(pane)-note", attributes: "maxlength=\"500\"")
        }

        var tabs = ""
        for (key, title) in panes {
            tabs += "<button type=\"button\" role=\"tab\" data-pane-tab=\"\(key)\" aria-selected=\"\(key == active)\">\(title)</button>"
        }

        // Portions
        let categoryDefault = Form.value(form, form: "portion", "category", default: context.defaultCategory ?? enabled.first?.name ?? "")
        let unitOptions = [("", "—")] + context.units.filter(\.enabled).map { ($0.symbol, "\($0.name) (\($0.symbol))") }
        let portion = """
            <form method="post" action="/log/portion" class="pane" data-pane="portion"\(active == "portion" ? "" : " hidden")>
            \(common("portion"))
            \(Form.error(form, form: "portion"))
            \(Form.select("Category", name: "category", options: enabled.map { (value: $0.name, label: "\($0.name) (\($0.unit))") }, selected: categoryDefault, id: "portion-category"))
            <div class="fields">
            <div>\(Form.field("Portions", name: "portions", value: Form.value(form, form: "portion", "portions"), type: "number", id: "portion-portions", attributes: "step=\"0.1\" min=\"0\" max=\"1440\" inputmode=\"decimal\"", invalid: form?.form == "portion" && form?.field == "portions"))</div>
            <div>\(mealSelect("portion"))</div>
            <div>\(Form.field("or an amount", name: "amount", value: Form.value(form, form: "portion", "amount"), type: "number", id: "portion-amount", attributes: "step=\"any\" min=\"0\" inputmode=\"decimal\"", invalid: form?.form == "portion" && form?.field == "amount"))</div>
            <div>\(Form.select("Unit", name: "unit", options: unitOptions.map { (value: $0.0, label: $0.1) }, selected: Form.value(form, form: "portion", "unit"), id: "portion-unit"))</div>
            </div>
            \(note("portion"))
            <div class="form-actions"><button type="submit" id="portion-submit">Add to \(esc(dayLabel))</button></div>
            </form>
            """

        // Food
        var quickList = ""
        if !context.quickFoods.isEmpty {
            quickList = "<h3 style=\"margin-top:12px\">Favorites and recent</h3><ul class=\"results\">"
            for food in context.quickFoods.prefix(8) {
                let measures = food.measures.first.map { " · \($0.name)" } ?? ""
                let json = "[" + food.measures.map { "{\"name\":\(jsonString($0.name)),\"grams\":\(num($0.grams, places: 2))}" }.joined(separator: ",") + "]"
                quickList += """
                    <li><button type="button" class="pick" data-food-id="\(food.id)" data-name="\(esc(food.name))" data-measures="\(esc(json))">\(esc(food.name))<span class="sub">\(energy(food.kcalPer100g)) / 100 g\(esc(measures))</span></button></li>
                    """
            }
            quickList += "</ul>"
        }
        let pickedID = Form.value(form, form: "food", "food")
        let food = """
            <form method="post" action="/log/food" class="pane" data-pane="food" data-food-picker\(active == "food" ? "" : " hidden")>
            \(common("food"))
            \(Form.error(form, form: "food"))
            <label for="food-query">Search foods</label>
            <input id="food-query" name="query" type="search" autocomplete="off" placeholder="banana, chicken breast, oats…" data-food-query value="\(esc(Form.value(form, form: "food", "query")))">
            <div class="row barcode-row" data-barcode>
            <input id="food-barcode" type="text" inputmode="numeric" autocomplete="off" maxlength="20" placeholder="or a barcode" aria-label="Barcode digits">
            <button type="button" class="secondary small" id="barcode-find" data-barcode-find>Find</button>
            <button type="button" class="secondary small" id="barcode-scan" data-barcode-scan hidden>Scan</button>
            </div>
            <video class="barcode-video" data-barcode-video playsinline muted hidden></video>
            <p class="small" id="barcode-result" data-barcode-result role="status" hidden></p>
            <input type="hidden" name="food" value="\(esc(pickedID))">
            <p class="picked"\(pickedID.isEmpty ? " hidden" : "")>\(esc(pickedID.isEmpty ? "" : "Food #\(pickedID)"))</p>
            <ul class="results" aria-live="polite"></ul>
            \(quickList)
            <div class="fields">
            <div>\(Form.field("Amount", name: "amount", value: Form.value(form, form: "food", "amount"), type: "number", id: "food-amount", attributes: "step=\"any\" min=\"0\" inputmode=\"decimal\" placeholder=\"1\""))</div>
            <div><label for="food-measure">Measure</label><select id="food-measure" name="measure"><option value="">grams</option>\(measureOption(Form.value(form, form: "food", "measure")))</select></div>
            <div class="wide">\(mealSelect("food"))</div>
            </div>
            \(note("food"))
            <p class="small muted">No amount logs one usual serving. Without a pick, the best match for the search is logged.</p>
            <div class="form-actions"><button type="submit" id="food-submit">Log food</button></div>
            </form>
            """

        // Typed meal
        let text = """
            <form method="post" action="/log/text/preview" class="pane" data-pane="text"\(active == "text" ? "" : " hidden")>
            \(common("text"))
            \(Form.error(form, form: "text"))
            <label for="text-text">What did you eat?</label>
            <textarea id="text-text" name="text" rows="3" maxlength="2000" placeholder="3 scrambled eggs with cheddar and a glass of orange juice">\(esc(Form.value(form, form: "text", "text")))</textarea>
            \(mealSelect("text"))
            <div class="form-actions"><button type="submit" id="text-submit">Read it</button></div>
            <p class="small muted">Tally reads the foods and amounts and shows them to confirm before anything is logged.</p>
            </form>
            """

        // Calories
        let quick = """
            <form method="post" action="/log/quick" class="pane" data-pane="quick"\(active == "quick" ? "" : " hidden")>
            \(common("quick"))
            \(Form.error(form, form: "quick"))
            <div class="fields">
            <div>\(Form.field("Calories (kcal)", name: "kcal", value: Form.value(form, form: "quick", "kcal"), type: "number", id: "quick-kcal", attributes: "step=\"any\" min=\"0\" inputmode=\"decimal\"", invalid: form?.form == "quick" && form?.field == "kcal"))</div>
            <div>\(mealSelect("quick"))</div>
            <div>\(Form.field("Protein (g)", name: "protein", value: Form.value(form, form: "quick", "protein"), type: "number", id: "quick-protein", attributes: "step=\"any\" min=\"0\""))</div>
            <div>\(Form.field("Carbs (g)", name: "carbs", value: Form.value(form, form: "quick", "carbs"), type: "number", id: "quick-carbs", attributes: "step=\"any\" min=\"0\""))</div>
            <div>\(Form.field("Fat (g)", name: "fat", value: Form.value(form, form: "quick", "fat"), type: "number", id: "quick-fat", attributes: "step=\"any\" min=\"0\""))</div>
            <div>\(Form.field("Name", name: "name", value: Form.value(form, form: "quick", "name"), id: "quick-name", attributes: "maxlength=\"100\" placeholder=\"Quick add\""))</div>
            </div>
            <div class="form-actions"><button type="submit" id="quick-submit">Add calories</button></div>
            </form>
            """

        let startOpen = form.map { state in panes.contains { $0.0 == state.form } } ?? false
        return """
            <dialog class="sheet" id="quick-add" aria-labelledby="quick-add-title" data-panes\(startOpen ? " open data-start-open" : "")>
            <div class="sheet-head"><h2 id="quick-add-title">Add to \(esc(context.isToday ? "today" : TimeFormat.longDate(context.date)))</h2><button type="button" class="link" data-close>Close</button></div>
            <div class="sheet-body">
            <div class="segmented" role="tablist">\(tabs)</div>
            \(portion)\(food)\(text)\(quick)
            </div>
            </dialog>
            """
    }

    static func jsonString(_ text: String) -> String {
        let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    static func measureOption(_ selected: String) -> String {
        selected.isEmpty ? "" : "<option value=\"\(esc(selected))\" selected>\(esc(selected))</option>"
    }
}

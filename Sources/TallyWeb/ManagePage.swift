import Foundation
import TallyCore

public struct ManagePageModel: Sendable {
    public var settings: SettingsReport
    public var categories: [CategoryReport]
    public var meals: [MealSlotReport]
    public var units: [UnitReport]
    public var form: FormState?
    public var notice: String?

    public init(
        settings: SettingsReport, categories: [CategoryReport], meals: [MealSlotReport], units: [UnitReport], form: FormState? = nil,
        notice: String? = nil
    ) {
        self.settings = settings
        self.categories = categories
        self.meals = meals
        self.units = units
        self.form = form
        self.notice = notice
    }
}

/// Manage: the day cutoff, categories with their target rules, meal slots, units, and imports.
public enum ManagePage {
    static let kinds = [(value: "exact", label: "Exactly"), (value: "atLeast", label: "At least"), (value: "atMost", label: "At most"), (value: "range", label: "Between")]

    public static func render(_ model: ManagePageModel) -> String {
        let form = model.form
        func value(_ name: String, _ key: String, _ fallback: String = "") -> String { Form.value(form, form: name, key, default: fallback) }
        let unitOptions = model.units.filter(\.enabled).map { (value: $0.symbol, label: "\($0.name) (\($0.symbol))") }

        var categoryRows = ""
        for (index, category) in model.categories.enumerated() {
            let key = "category-\(category.id)"
            let lower = category.target.min.map { num($0) } ?? ""
            let upper = category.target.max.map { num($0) } ?? ""
            categoryRows += """
                <li data-category-id="\(category.id)"><div class="what" style="width:100%">
                <form method="post" action="/manage/categories/\(category.id)" id="\(key)">
                \(Form.error(form, form: key))
                <div class="fields">
                <div>\(Form.field("Name", name: "name", value: value(key, "name", category.name), id: "\(key)-name"))</div>
                <div>\(Form.select("Unit", name: "unit", options: unitOptions, selected: value(key, "unit", category.unit), id: "\(key)-unit"))</div>
                <div>\(Form.select("Target", name: "kind", options: kinds, selected: value(key, "kind", category.target.kind.rawValue), id: "\(key)-kind"))</div>
                <div class="row" style="flex-wrap:nowrap"><div>\(Form.field("Min", name: "min", value: value(key, "min", lower), type: "number", id: "\(key)-min", attributes: "step=\"0.1\" min=\"0\""))</div><div>\(Form.field("Max", name: "max", value: value(key, "max", upper), type: "number", id: "\(key)-max", attributes: "step=\"0.1\" min=\"0\""))</div></div>
                </div>
                <label><input type="checkbox" name="enabled" value="on"\(category.enabled ? " checked" : "")> Counts toward the day (enabled)</label>
                <div class="form-actions"><button type="submit" class="small" id="\(key)-save">Save</button></div>
                </form>
                <div class="row" style="margin-top:6px">
                \(index > 0 ? "<form method=\"post\" action=\"/manage/categories/\(category.id)/move\" class=\"inline\">\(Form.hidden("position", String(index)))<button class=\"small secondary\" type=\"submit\" aria-label=\"Move \(esc(category.name)) up\">↑</button></form>" : "")
                \(index < model.categories.count - 1 ? "<form method=\"post\" action=\"/manage/categories/\(category.id)/move\" class=\"inline\">\(Form.hidden("position", String(index + 2)))<button class=\"small secondary\" type=\"submit\" aria-label=\"Move \(esc(category.name)) down\">↓</button></form>" : "")
                <form method="post" action="/manage/categories/\(category.id)/delete" class="inline" data-confirm="Delete \(esc(category.name)) and any entries in it?">\(Form.hidden("force", "on"))<button class="small danger" type="submit">Delete</button></form>
                </div>
                </div></li>
                """
        }
        var mealRows = ""
        for (index, meal) in model.meals.enumerated() {
            let key = "meal-\(meal.id)"
            let others = model.meals.filter { $0.id != meal.id }.map { (value: $0.name, label: "Move its entries to \($0.name)") }
            mealRows += """
                <li data-meal-id="\(meal.id)"><div class="what" style="width:100%">
                <form method="post" action="/manage/meals/\(meal.id)" class="row" style="flex-wrap:nowrap;align-items:flex-end">
                <div style="flex:2">\(Form.field("Name", name: "name", value: value(key, "name", meal.name), id: "\(key)-name"))</div>
                <div style="flex:1">\(Form.field("Starts", name: "starts", value: value(key, "starts", meal.startsAt ?? ""), type: "time", id: "\(key)-starts"))</div>
                <button type="submit" class="small" id="\(key)-save">Save</button>
                </form>
                \(Form.error(form, form: key))
                <div class="row" style="margin-top:6px">
                \(index > 0 ? "<form method=\"post\" action=\"/manage/meals/\(meal.id)/move\" class=\"inline\">\(Form.hidden("position", String(index)))<button class=\"small secondary\" type=\"submit\" aria-label=\"Move \(esc(meal.name)) up\">↑</button></form>" : "")
                \(index < model.meals.count - 1 ? "<form method=\"post\" action=\"/manage/meals/\(meal.id)/move\" class=\"inline\">\(Form.hidden("position", String(index + 2)))<button class=\"small secondary\" type=\"submit\" aria-label=\"Move \(esc(meal.name)) down\">↓</button></form>" : "")
                <form method="post" action="/manage/meals/\(meal.id)/delete" class="row inline" style="flex-wrap:nowrap">\(others.isEmpty ? "" : "<select name=\"move_to\" aria-label=\"Where its entries go\" style=\"width:auto\">\(others.map { "<option value=\"\(esc($0.value))\">\(esc($0.label))</option>" }.joined())</select>")<button class="small danger" type="submit">Delete</button></form>
                </div>
                </div></li>
                """
        }
        var unitRows = ""
        for unit in model.units {
            unitRows += """
                <tr><td>\(esc(unit.name))</td><td>\(esc(unit.symbol))</td><td>\(esc(unit.dimension.rawValue))</td><td class="num">\(num(unit.baseFactor, places: 3))</td>
                <td><form method="post" action="/manage/units/\(unit.id)">\(Form.hidden("enabled", unit.enabled ? "off" : "on"))<button class="small \(unit.enabled ? "secondary" : "")" type="submit">\(unit.enabled ? "Disable" : "Enable")</button></form></td></tr>
                """
        }
        let dimensions = MeasurementUnit.Dimension.allCases.map { (value: $0.rawValue, label: $0.rawValue) }
        let content = """
            <div class="pagehead"><h1>Manage</h1></div>
            <section class="card" id="cutoff" aria-labelledby="cutoff-h"><h2 id="cutoff-h">Day cutoff</h2>
            <form method="post" action="/manage/cutoff" class="row" style="align-items:flex-end">
            <div>\(Form.field("A day ends at", name: "cutoff", value: value("cutoff", "cutoff", model.settings.dayCutoff), type: "time", id: "cutoff-time"))</div>
            <button type="submit" id="cutoff-save">Save</button>
            </form>
            \(Form.error(form, form: "cutoff"))
            <p class="small muted">Entries before this time count toward the previous day (time zone \(esc(model.settings.timeZone))).</p>
            </section>
            <section class="card" id="categories" aria-labelledby="categories-h"><h2 id="categories-h">Categories and targets</h2>
            <ul class="list">\(categoryRows)</ul>
            <h3 style="margin-top:14px">Add a category</h3>
            <form method="post" action="/manage/categories">
            \(Form.error(form, form: "new-category"))
            <div class="fields">
            <div>\(Form.field("Name", name: "name", value: value("new-category", "name"), id: "nc-name", attributes: "maxlength=\"60\""))</div>
            <div>\(Form.select("Unit", name: "unit", options: unitOptions, selected: value("new-category", "unit", "portions"), id: "nc-unit"))</div>
            <div>\(Form.select("Target", name: "kind", options: kinds, selected: value("new-category", "kind", "atLeast"), id: "nc-kind"))</div>
            <div class="row" style="flex-wrap:nowrap"><div>\(Form.field("Min", name: "min", value: value("new-category", "min"), type: "number", id: "nc-min", attributes: "step=\"0.1\" min=\"0\""))</div><div>\(Form.field("Max", name: "max", value: value("new-category", "max"), type: "number", id: "nc-max", attributes: "step=\"0.1\" min=\"0\""))</div></div>
            </div>
            <div class="form-actions"><button type="submit" id="nc-save">Add category</button></div>
            </form>
            </section>
            <section class="card" id="meals" aria-labelledby="meals-h"><h2 id="meals-h">Meal slots</h2>
            <ul class="list">\(mealRows)</ul>
            <h3 style="margin-top:14px">Add a meal slot</h3>
            <form method="post" action="/manage/meals" class="row" style="flex-wrap:nowrap;align-items:flex-end">
            <div style="flex:2">\(Form.field("Name", name: "name", value: value("new-meal", "name"), id: "nm-name"))</div>
            <div style="flex:1">\(Form.field("Starts", name: "starts", value: value("new-meal", "starts"), type: "time", id: "nm-starts"))</div>
            <button type="submit" id="nm-save">Add</button>
            </form>
            \(Form.error(form, form: "new-meal"))
            </section>
            <section class="card" id="units" aria-labelledby="units-h"><h2 id="units-h">Units</h2>
            <table class="data"><thead><tr><th>Name</th><th>Symbol</th><th>Measures</th><th class="num">Factor</th><th></th></tr></thead><tbody>\(unitRows)</tbody></table>
            <h3 style="margin-top:14px">Add a unit</h3>
            <form method="post" action="/manage/units">
            \(Form.error(form, form: "new-unit"))
            <div class="fields">
            <div>\(Form.field("Name", name: "name", value: value("new-unit", "name"), id: "nu-name", attributes: "placeholder=\"Glasses\""))</div>
            <div>\(Form.field("Symbol", name: "symbol", value: value("new-unit", "symbol"), id: "nu-symbol", attributes: "placeholder=\"glass\""))</div>
            <div>\(Form.select("Measures", name: "dimension", options: dimensions, selected: value("new-unit", "dimension", "volume"), id: "nu-dimension"))</div>
            <div>\(Form.field("Size in the base unit (ml, g, min or portions)", name: "factor", value: value("new-unit", "factor"), type: "number", id: "nu-factor", attributes: "step=\"any\" min=\"0\""))</div>
            </div>
            <div class="form-actions"><button type="submit" id="nu-save">Add unit</button></div>
            </form>
            </section>
            <section class="card" id="import" aria-labelledby="import-h"><h2 id="import-h">Import workouts</h2>
            <p class="small muted">A Strong or Hevy CSV export, any dialect. Importing the same file again adds nothing.</p>
            <form id="import-form" class="row" style="align-items:flex-end" data-no-submit>
            <div>\(Form.select("From", name: "app", options: [(value: "strong", label: "Strong"), (value: "hevy", label: "Hevy")], selected: "strong", id: "import-app"))</div>
            <div style="flex:1"><label for="import-file">File</label><input id="import-file" type="file" accept=".csv,text/csv"></div>
            <button type="button" id="import-go" data-import>Import</button>
            </form>
            <p id="import-result" role="status" class="small"></p>
            </section>
            """
        return Layout.page(title: "Manage", section: .manage, notice: model.notice, content: content)
    }
}

import Foundation
import TallyCore

/// A typed meal read but not yet logged: the items to confirm.
public struct TypedMealPreview: Sendable {
    public var text: String
    public var meal: String
    public var parsed: ParsedMealReport

    public init(text: String, meal: String, parsed: ParsedMealReport) {
        self.text = text
        self.meal = meal
        self.parsed = parsed
    }
}

/// Everything the Today and History pages show for a day.
public struct DayPageModel: Sendable {
    public var report: DayReport
    public var today: Day
    public var sheet: SheetContext
    public var preview: TypedMealPreview?
    public var notice: String?
    /// Why there is no calorie target (profile incomplete …).
    public var targetsProblem: String?
    /// With a weekly or custom budget: today's allowance instead of the fixed daily target.
    public var budgetAllowance: Double?
    public var budgetPeriod: String?
    /// Today only: the Lab's cards and widgets.
    public var lab: LabPanel?
    /// Today only: why the person is doing this, in their words (Plan → Profile).
    public var motivation: String?

    public init(
        report: DayReport, today: Day, sheet: SheetContext, preview: TypedMealPreview? = nil, notice: String? = nil,
        targetsProblem: String? = nil, budgetAllowance: Double? = nil, budgetPeriod: String? = nil, lab: LabPanel? = nil
    ) {
        self.lab = lab
        self.report = report
        self.today = today
        self.sheet = sheet
        self.preview = preview
        self.notice = notice
        self.targetsProblem = targetsProblem
        self.budgetAllowance = budgetAllowance
        self.budgetPeriod = budgetPeriod
    }
}

/// Shared pieces of the day pages.
enum DayParts {
    static func slug(_ text: String) -> String {
        let lowered = text.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
        return String(lowered).split(separator: "-").joined(separator: "-")
    }

    static func ruleText(_ target: TargetReport, unit: String) -> String {
        let u = unit == "portions" ? "" : " \(unit)"
        switch target.kind {
        case .exact: return "= \(num(target.min ?? 0))\(u)"
        case .atLeast: return "≥ \(num(target.min ?? 0))\(u)"
        case .atMost: return "≤ \(num(target.max ?? 0))\(u)"
        case .range: return "\(num(target.min ?? 0))–\(num(target.max ?? 0))\(u)"
        }
    }

    static func statusText(_ status: TargetStatus) -> String {
        switch status {
        case .met: "On target"
        case .under: "Under"
        case .over: "Over"
        }
    }

    /// How full a tile's bar is: the total against the rule's goal (the upper bound for "at most").
    static func fraction(_ line: CategoryTotalReport) -> Double {
        let goal: Double
        switch line.target.kind {
        case .exact, .atLeast: goal = line.target.min ?? 0
        case .atMost, .range: goal = line.target.max ?? line.target.min ?? 0
        }
        guard goal > 0 else { return line.total > 0 ? 1 : 0 }
        return line.total / goal
    }

    static func dayPath(_ day: Day, today: Day) -> String { day == today ? "/" : "/?date=\(day)" }

    static func categoryPath(_ day: Day, _ name: String) -> String { "/day/\(day)/category/\(urlQuery(name))" }

    static func tiles(_ report: DayReport) -> String {
        var html = "<section aria-labelledby=\"tiles-title\"><h2 id=\"tiles-title\" class=\"sr-only\">Categories</h2><div class=\"tiles\">"
        for line in report.categories {
            let state = line.enabled ? line.status.rawValue : "disabled"
            let unit = line.unit == "portions" ? "" : " \(line.unit)"
            html += """
                <a class="tile\(line.enabled ? "" : " disabled")" href="\(categoryPath(report.date, line.name))" data-category="\(esc(line.name))">
                <div class="name">\(esc(line.name))</div>
                <div class="value">\(num(line.total))<span class="small muted">\(esc(unit))</span></div>
                <div class="rule">\(esc(ruleText(line.target, unit: line.unit)))\(line.enabled ? " · <span class=\"status \(state)\">\(statusText(line.status))</span>" : " · off")</div>
                \(Charts.progress(fraction(line), state: line.enabled ? line.status.rawValue : "", label: "\(line.name): \(num(line.total))\(unit), target \(ruleText(line.target, unit: line.unit))"))
                </a>
                """
        }
        return html + "</div></section>"
    }

    static func adherence(_ report: DayReport) -> String {
        let badge = report.onTarget
            ? "<span class=\"status met\">On target</span>"
            : "<span class=\"status under\">Not yet on target</span>"
        return "<p class=\"adherence\" id=\"adherence\"><strong>\(report.categoriesMet) of \(report.categoriesEnabled)</strong> categories on target · \(badge)</p>"
    }

    static func energyCard(_ model: DayPageModel) -> String {
        let report = model.report
        let kcal = report.nutrition["kcal"]
        let consumed = kcal?.consumed ?? 0
        let target = model.budgetAllowance ?? kcal?.target
        var macros = ""
        for (key, label) in [("protein_g", "Protein"), ("carbs_g", "Carbs"), ("fat_g", "Fat")] {
            let line = report.nutrition[key]
            let eaten = line?.consumed ?? 0
            let goal = line?.target
            let left = goal.map { $0 - eaten }
            let state = goal.map { eaten > $0 * 1.1 ? "over" : (eaten >= $0 * 0.9 ? "met" : "") } ?? ""
            macros += """
                <div class="macro" data-macro="\(key)">
                <div class="row"><span>\(label)</span><span class="muted">\(whole(eaten)) / \(goal.map(whole) ?? "–") g</span></div>
                <div class="left">\(left.map { $0 >= 0 ? "\(whole($0)) g left" : "\(whole(-$0)) g over" } ?? "\(whole(eaten)) g")</div>
                \(Charts.progress(goal.map { $0 > 0 ? eaten / $0 : 0 } ?? 0, state: state, label: "\(label) \(whole(eaten)) of \(goal.map(whole) ?? "no target") g"))
                </div>
                """
        }
        var note = ""
        if let period = model.budgetPeriod, model.budgetAllowance != nil {
            note = "<p class=\"small muted\">Target is today's allowance from your \(esc(period)) budget. <a href=\"/plan#budget\">Budget</a></p>"
        } else if kcal?.target == nil {
            note = "<p class=\"small muted\">No calorie target yet\(model.targetsProblem.map { ": \(esc(plainMessage($0)))" } ?? ""). <a href=\"/plan\">Set up your plan</a></p>"
        }
        return """
            <section class="card" aria-labelledby="energy-title" id="energy">
            <h2 id="energy-title">Calories and macros</h2>
            <div class="energy">
            <div id="calorie-ring" data-consumed="\(whole(consumed))">\(Charts.ring(consumed: consumed, target: target))</div>
            <div>\(macros)</div>
            </div>
            <p class="small muted" id="kcal-line">\(energy(consumed)) eaten\(target.map { " of \(energyNumber($0))" } ?? "")</p>
            \(note)
            </section>
            """
    }

    static func entryTitle(_ entry: EntryReport) -> String {
        switch entry.kind {
        case .portion:
            let amount = entry.amount.map { " (\(num($0, places: 2)) \(entry.unit ?? ""))" } ?? ""
            return "\(num(entry.portions)) \(entry.category ?? "")\(amount)"
        default:
            return entry.food ?? "Quick add"
        }
    }

    static func entrySubtitle(_ entry: EntryReport, withMeal: Bool) -> String {
        var parts: [String] = []
        if withMeal { parts.append(entry.meal) }
        if entry.kind != .portion {
            if let quantity = entry.quantity { parts.append(quantity) }
            if let grams = entry.grams, entry.quantity != "\(num(grams)) g" { parts.append("\(num(grams)) g") }
            if let category = entry.category, entry.portions > 0 { parts.append("\(num(entry.portions)) \(category)") }
        }
        if let time = entry.loggedAt.split(separator: "T").last?.prefix(5) { parts.append(String(time)) }
        if let note = entry.note { parts.append("“\(note)”") }
        return parts.joined(separator: " · ")
    }

    static func entryRow(_ entry: EntryReport, back: String, withMeal: Bool = false) -> String {
        let kcal = entry.nutrients?["kcal"].map { "<span class=\"muted small\">\(energy($0))</span>" } ?? ""
        return """
            <li data-entry-id="\(entry.id)">
            <div class="what"><div>\(esc(entryTitle(entry)))</div><div class="sub">\(esc(entrySubtitle(entry, withMeal: withMeal)))</div></div>
            \(kcal)
            <div class="actions">
            <a class="btn small secondary" href="/entries/\(entry.id)/edit?back=\(urlQuery(back))" aria-label="Edit \(esc(entryTitle(entry)))">Edit</a>
            <form method="post" action="/entries/\(entry.id)/delete" class="inline">\(Form.hidden("back", back))<button class="small danger" type="submit" aria-label="Delete \(esc(entryTitle(entry)))">Delete</button></form>
            </div>
            </li>
            """
    }

    static func meals(_ report: DayReport, back: String, addDay: Day) -> String {
        let filled = report.meals.filter { !$0.entries.isEmpty }
        var html = "<section aria-labelledby=\"meals-title\" class=\"meals\"><div class=\"row spread\"><h2 id=\"meals-title\">Meals</h2>"
        if !filled.isEmpty {
            html += "<nav aria-label=\"Jump to meal\" class=\"row\">" + filled.map { "<a class=\"chip jump\" href=\"#meal-\(slug($0.name))\">\(esc($0.name))</a>" }.joined() + "</nav>"
        }
        html += "</div>"
        if filled.isEmpty {
            html += "<div class=\"card empty\"><p>Nothing logged \(addDay == report.date ? "yet" : "this day").</p><button type=\"button\" data-open=\"quick-add\">Add something</button></div>"
        }
        for meal in filled {
            let kcal = meal.totals["kcal"] ?? 0
            let macros = ["protein_g": "P", "carbs_g": "C", "fat_g": "F"].sorted { $0.key > $1.key }
                .compactMap { key, label in meal.totals[key].map { "\(label) \(whole($0))" } }.joined(separator: " · ")
            html += """
                <div class="card" id="meal-\(slug(meal.name))" data-meal="\(esc(meal.name))">
                <div class="row spread"><h3>\(esc(meal.name))</h3><span class="small muted">\(kcal > 0 ? "\(energy(kcal))" : "")\(macros.isEmpty || kcal == 0 ? "" : " · \(macros)")</span></div>
                <ul class="list">\(meal.entries.map { entryRow($0, back: back) }.joined())</ul>
                <button type="button" class="small secondary" data-open="quick-add" data-meal="\(esc(meal.name))">Add to \(esc(meal.name))</button>
                </div>
                """
        }
        return html + "</section>"
    }

    static func workouts(_ report: DayReport) -> String {
        guard !report.workouts.isEmpty else { return "" }
        var html = "<section class=\"card\" aria-labelledby=\"day-workouts\"><h2 id=\"day-workouts\">Training</h2><ul class=\"list\">"
        for workout in report.workouts {
            html += "<li><div class=\"what\"><a href=\"/training/workouts/\(workout.id)\">\(esc(workout.name))</a><div class=\"sub\">\(num(workout.minutes)) min\(workout.rpe.map { " · RPE \(num($0))" } ?? "")</div></div><span class=\"muted small\">\(energy(workout.kcal))</span></li>"
        }
        return html + "</ul><p class=\"small muted\">Workout minutes count toward Sports.</p></section>"
    }

    static func preview(_ preview: TypedMealPreview, date: Day, back: String) -> String {
        let parsed = preview.parsed
        var items = ""
        for item in parsed.items {
            let choices = item.choices.isEmpty ? "" : "<div class=\"sub\">\(esc(item.question ?? "How much?")) \(esc(item.choices.joined(separator: ", ")))</div>"
            let assumption = item.assumption.map { "<div class=\"sub\">Assumed \(esc($0))</div>" } ?? ""
            items += """
                <li><div class="what"><div>\(esc(item.food ?? "Not found: \(item.text)"))</div>
                <div class="sub">\(esc(item.text)) → \(num(item.grams)) g · <span class="confidence">confidence \(num(item.confidence * 100, places: 0)) %</span></div>\(assumption)\(choices)</div>
                <span class="muted small">\(energy(item.kcal))</span></li>
                """
        }
        return """
            <section class="card" id="typed-preview" aria-labelledby="typed-preview-title">
            <h2 id="typed-preview-title">Log these?</h2>
            <p class="small muted">“\(esc(preview.text))”</p>
            <ul class="list parsed">\(items)</ul>\(parsed.unmatched.isEmpty ? "" : "<p class=\"small warn\" id=\"typed-unmatched\">Not understood: \(esc(parsed.unmatched.joined(separator: ", "))) — left out of the total.</p>")
            <p><strong>\(energy(parsed.kcal))</strong> <span class="muted small">· protein \(whole(parsed.protein_g)) g · carbs \(whole(parsed.carbs_g)) g · fat \(whole(parsed.fat_g)) g</span></p>
            <form method="post" action="/log/text" class="form-actions">
            \(Form.hidden("date", date.description))\(Form.hidden("back", back))\(Form.hidden("text", preview.text))\(Form.hidden("meal", preview.meal))
            <button type="submit" id="text-confirm">Log \(parsed.items.filter { $0.food != nil }.count) items</button>
            <a class="btn secondary" href="\(esc(back))">Cancel</a>
            </form>
            </section>
            """
    }
}

/// Today: adherence, tiles, the calorie ring and macro bars, meals, and the quick-add sheet.
public enum TodayPage {
    public static func render(_ model: DayPageModel) -> String {
        let report = model.report
        let day = report.date
        let isToday = day == model.today
        let back = DayParts.dayPath(day, today: model.today)
        let next = day.adding(days: 1)
        let content = """
            <div class="pagehead">
            <div><h1>\(isToday ? "Today" : esc(TimeFormat.shortDate(day)))</h1><p class="muted small">\(esc(TimeFormat.longDate(day)))</p></div>
            <nav class="datenav" aria-label="Day">
            <a href="\(DayParts.dayPath(day.adding(days: -1), today: model.today))" aria-label="Previous day">‹</a>
            \(isToday ? "" : "<a href=\"/\">Today</a>")
            \(next <= model.today ? "<a href=\"\(DayParts.dayPath(next, today: model.today))\" aria-label=\"Next day\">›</a>" : "")
            </nav>
            </div>
            \(isToday ? model.motivation.map { "<p class=\"motivation\" id=\"motivation\">\(esc($0))</p>" } ?? "" : "")
            \(DayParts.adherence(report))
            \(model.preview.map { DayParts.preview($0, date: day, back: back) } ?? "")
            \(model.lab.map { LabPanelView.cards($0, back: back) } ?? "")
            \(DayParts.tiles(report))
            <div style="height:12px"></div>
            \(DayParts.energyCard(model))
            \(DayParts.meals(report, back: back, addDay: model.today))
            \(DayParts.workouts(report))
            \(model.lab.map { LabPanelView.widgets($0, back: back, form: model.sheet.form) } ?? "")
            <button type="button" class="fab" data-open="quick-add" aria-label="Add food or portions" id="fab">+</button>
            \(QuickAddSheet.render(model.sheet))
            """
        return Layout.page(title: isToday ? "Today" : TimeFormat.shortDate(day), section: .today, notice: model.notice, content: content)
    }
}

/// The per-category day detail (seed 000 wireframe): the items, edit, delete, and "+" with the day and
/// category prefilled; "No items yet" when empty.
public enum CategoryDayPage {
    public static func render(_ model: DayPageModel, category: String) -> String {
        let report = model.report
        let day = report.date
        let back = DayParts.categoryPath(day, category)
        let entries = report.meals.flatMap(\.entries).filter { $0.category?.caseInsensitiveCompare(category) == .orderedSame }
        let line = report.categories.first { $0.name.caseInsensitiveCompare(category) == .orderedSame }
        var sheet = model.sheet
        sheet.defaultCategory = line?.name ?? category
        sheet.back = back
        var body = ""
        if entries.isEmpty {
            body = """
                <div class="card empty" id="empty-state"><p>No items yet</p>
                <button type="button" data-open="quick-add" data-pane="portion" data-category="\(esc(line?.name ?? category))" aria-label="Add \(esc(category))">+</button></div>
                """
        } else {
            body = "<div class=\"card\"><ul class=\"list\" id=\"category-items\">" + entries.map { DayParts.entryRow($0, back: back, withMeal: true) }.joined() + "</ul></div>"
        }
        let summary = line.map {
            "<p class=\"adherence\"><strong>\(num($0.total)) \($0.unit == "portions" ? "portions" : esc($0.unit))</strong> · target \(esc(DayParts.ruleText($0.target, unit: $0.unit))) · <span class=\"status \($0.status.rawValue)\">\(DayParts.statusText($0.status))</span></p>"
        } ?? ""
        let content = """
            <div class="pagehead">
            <div><p><a href="\(DayParts.dayPath(day, today: model.today))">‹ Back</a></p><h1>\(esc(line?.name ?? category))</h1>
            <p class="muted small">\(esc(TimeFormat.longDate(day)))\(day == model.today ? " (Today)" : "")</p></div>
            <button type="button" data-open="quick-add" data-pane="portion" data-category="\(esc(line?.name ?? category))" aria-label="Add \(esc(category))" id="category-add">+</button>
            </div>
            \(summary)
            \(body)
            \(QuickAddSheet.render(sheet))
            """
        return Layout.page(title: line?.name ?? category, section: .today, notice: model.notice, content: content)
    }
}

/// Editing one entry: meal, time, note, and portions (or category) for portion entries.
public struct EntryEditModel: Sendable {
    public var entry: EntryReport
    public var categories: [CategoryReport]
    public var meals: [MealSlotReport]
    public var back: String
    public var form: FormState?
    /// The local time of the entry, "YYYY-MM-DD HH:MM".
    public var localTime: String

    public init(entry: EntryReport, categories: [CategoryReport], meals: [MealSlotReport], back: String, form: FormState?, localTime: String) {
        self.entry = entry
        self.categories = categories
        self.meals = meals
        self.back = back
        self.form = form
        self.localTime = localTime
    }
}

public enum EntryEditPage {
    public static func render(_ model: EntryEditModel) -> String {
        let entry = model.entry
        let form = model.form
        func value(_ key: String, _ fallback: String) -> String { Form.value(form, form: "edit", key, default: fallback) }
        var quantity = ""
        if entry.kind == .portion {
            quantity = """
                \(Form.select("Category", name: "category", options: model.categories.filter(\.enabled).map { (value: $0.name, label: $0.name) }, selected: value("category", entry.category ?? ""), id: "edit-category"))
                \(Form.field("Portions", name: "portions", value: value("portions", num(entry.portions)), type: "number", id: "edit-portions", attributes: "step=\"0.1\" min=\"0\" inputmode=\"decimal\"", invalid: form?.field == "portions"))
                """
        } else {
            quantity = """
                <p class="muted small">\(esc(entry.quantity ?? ""))\(entry.grams.map { " · \(num($0)) g" } ?? "")\(entry.nutrients?["kcal"].map { " · \(energy($0))" } ?? "")</p>
                \(Form.field("Portions (scales the nutrients)", name: "portions", value: value("portions", num(entry.portions)), type: "number", id: "edit-portions", attributes: "step=\"0.1\" min=\"0\" inputmode=\"decimal\""))
                """
        }
        let content = """
            <div class="pagehead"><div><p><a href="\(esc(model.back))">‹ Back</a></p><h1>Edit entry</h1><p class="muted">\(esc(DayParts.entryTitle(entry)))</p></div></div>
            <form method="post" action="/entries/\(entry.id)/edit" class="card" id="edit-form">
            \(Form.hidden("back", model.back))
            \(Form.error(form, form: "edit"))
            \(entry.problem.map { "<p class=\"warn small\" role=\"status\">Note: \(esc($0)). Saving a time fixes it; so does deleting the entry.</p>" } ?? "")
            \(quantity)
            \(Form.select("Meal", name: "meal", options: model.meals.map { (value: $0.name, label: $0.name) }, selected: value("meal", entry.meal), id: "edit-meal"))
            \(Form.field("When", name: "at", value: value("at", model.localTime), id: "edit-at", attributes: "placeholder=\"YYYY-MM-DD HH:MM\" pattern=\"\\d{4}-\\d{2}-\\d{2}[ T]\\d{2}:\\d{2}\""))
            \(Form.field("Note", name: "note", value: value("note", entry.note ?? ""), id: "edit-note", attributes: "maxlength=\"500\""))
            <div class="form-actions"><button type="submit" id="edit-save">Save</button><a class="btn secondary" href="\(esc(model.back))">Cancel</a></div>
            </form>
            <form method="post" action="/entries/\(entry.id)/delete">\(Form.hidden("back", model.back))<button class="danger" type="submit" id="edit-delete">Delete entry</button></form>
            """
        return Layout.page(title: "Edit entry", section: .today, content: content)
    }
}

/// History: a month calendar coloured by adherence, the chosen day's totals and meals, add for past days.
public struct HistoryPageModel: Sendable {
    public var day: DayPageModel
    /// The month shown in the calendar, every day of it that is not in the future.
    public var month: HistoryReport
    /// Weekly or monthly summaries of the chosen range and data type.
    public var summary: HistorySummaryReport?
    public var summaryProblem: String?

    public init(day: DayPageModel, month: HistoryReport, summary: HistorySummaryReport? = nil, summaryProblem: String? = nil) {
        self.day = day
        self.month = month
        self.summary = summary
        self.summaryProblem = summaryProblem
    }
}

/// The History page's summaries: a filter (range, grouping, data type) and one row per week or month.
enum HistorySummaryView {
    static func render(_ summary: HistorySummaryReport?, problem: String?, today: Day) -> String {
        let from = summary?.from.description ?? today.adding(days: -27).description
        let to = summary?.to.description ?? today.description
        let by = summary?.by ?? "week"
        let type = summary?.type ?? "all"
        let form = """
            <form method="get" action="/history" class="row" id="summary-filter">
            <div>\(Form.field("From", name: "from", value: from, type: "date", id: "sum-from", attributes: "max=\"\(today)\""))</div>
            <div>\(Form.field("To", name: "to", value: to, type: "date", id: "sum-to", attributes: "max=\"\(today)\""))</div>
            <div>\(Form.select("By", name: "by", options: [(value: "week", label: "Week"), (value: "month", label: "Month")], selected: by, id: "sum-by"))</div>
            <div>\(Form.select("Show", name: "type", options: [(value: "all", label: "Everything"), (value: "food", label: "Food"), (value: "body", label: "Body"), (value: "training", label: "Training")], selected: type, id: "sum-type"))</div>
            <button type="submit" class="secondary" id="sum-go">Show</button>
            </form>
            """
        guard let summary else {
            return "<section class=\"card\" id=\"summaries\" aria-labelledby=\"sum-h\"><h2 id=\"sum-h\">Summaries</h2>\(form)<p class=\"form-error\" role=\"alert\">\(esc(plainMessage(problem ?? "")))</p></section>"
        }
        let food = summary.type == "all" || summary.type == "food"
        let body = summary.type == "all" || summary.type == "body"
        let training = summary.type == "all" || summary.type == "training"
        var head = "<th>\(summary.by == "month" ? "Month" : "Week")</th>"
        if food { head += "<th class=\"num\">Logged</th><th class=\"num\">On target</th><th class=\"num\">Average (\(energySymbol))</th><th>Status</th>" }
        if body { head += "<th class=\"num\">Weigh-ins</th><th class=\"num\">Trend change</th>" }
        if training { head += "<th class=\"num\">Workouts</th><th class=\"num\">Minutes</th><th class=\"num\">Burned</th>" }
        var rows = ""
        for period in summary.periods.reversed() {
            let label = summary.by == "month" ? TimeFormat.longMonth(period.start) : "\(TimeFormat.shortDate(period.start))–\(TimeFormat.shortDate(period.end))"
            var row = "<td>\(esc(label))</td>"
            if food {
                let status = (period.daysLogged ?? 0) == 0
                    ? "<span class=\"muted\">nothing logged</span>"
                    : (period.onTrack == true ? "<span class=\"status met\">On track</span>" : "<span class=\"status under\">Off track</span>")
                row += "<td class=\"num\">\(period.daysLogged ?? 0)/\(period.days)</td><td class=\"num\">\(period.daysOnTarget ?? 0)</td>"
                row += "<td class=\"num\">\(period.averageKcal.map { energyNumber($0) } ?? "–")\(period.averageTargetKcal.map { " of \(energyNumber($0))" } ?? "")</td><td>\(status)</td>"
            }
            if body {
                row += "<td class=\"num\">\(period.weighIns ?? 0)</td><td class=\"num\">\(period.trendChangeKg.map { ($0 >= 0 ? "+" : "") + mass($0, places: 2) } ?? "–")</td>"
            }
            if training {
                row += "<td class=\"num\">\(period.workouts ?? 0)</td><td class=\"num\">\(whole(period.trainingMinutes ?? 0))</td><td class=\"num\">\(energy(period.trainingKcal ?? 0))</td>"
            }
            rows += "<tr>\(row)</tr>"
        }
        let nothing = summary.periods.allSatisfy { ($0.daysLogged ?? 0) == 0 && ($0.weighIns ?? 0) == 0 && ($0.workouts ?? 0) == 0 }
        let table = nothing
            ? "<p class=\"empty\" id=\"summary-empty\">Nothing logged from \(esc(TimeFormat.shortDate(summary.from))) to \(esc(TimeFormat.shortDate(summary.to))). Pick another range, or log a meal, a weigh-in or a workout to see it summarised here.</p>"
            : "<table class=\"data\" id=\"summary-table\"><thead><tr>\(head)</tr></thead><tbody>\(rows)</tbody></table>"
        return """
            <section class="card" id="summaries" aria-labelledby="sum-h"><h2 id="sum-h">Summaries</h2>\(form)
            \(table)
            <p class="small muted">On track: at least 5 of every 7 days on target. Days with nothing logged count as not on target, never as zero calories.</p>
            </section>
            """
    }
}

public enum HistoryPage {
    public static func render(_ model: HistoryPageModel) -> String {
        let report = model.day.report
        let selected = report.date
        let today = model.day.today
        let first = selected.firstOfMonth
        let daysInMonth = Day.daysIn(month: selected.month, year: selected.year)
        let previousMonth = first.adding(days: -1)
        let nextMonth = first.adding(days: daysInMonth)
        let onTarget = Dictionary(uniqueKeysWithValues: model.month.days.map { ($0.date, $0) })
        var calendar = (1...7).map { "<span class=\"dow\">\(TimeFormat.weekdayShort($0))</span>" }.joined()
        calendar += String(repeating: "<span class=\"blank\"></span>", count: first.isoWeekday - 1)
        for offset in 0..<daysInMonth {
            let day = first.adding(days: offset)
            if day > today {
                calendar += "<span class=\"day future\">\(day.day)</span>"
                continue
            }
            let line = onTarget[day]
            let state = line.map { $0.entryCount == 0 ? "" : ($0.onTarget ? "on" : "off") } ?? ""
            let label = "\(TimeFormat.longDate(day))\(line.map { $0.entryCount == 0 ? ", nothing logged" : ($0.onTarget ? ", on target" : ", not on target") } ?? "")"
            calendar += "<a href=\"/history?date=\(day)\" class=\"\(state)\"\(day == selected ? " aria-current=\"date\"" : "") aria-label=\"\(esc(label))\">\(day.day)</a>"
        }
        let logged = model.month.days.filter { $0.entryCount > 0 }
        let enabledCount = model.month.days.first.map { $0.categories.filter(\.enabled).count } ?? 0
        let bars = model.month.days.map { line -> ChartBar in
            let met = line.categories.filter { $0.enabled && $0.status == .met }.count
            let state: ChartBar.State = line.entryCount == 0 ? .none : (line.onTarget ? .met : .missed)
            return ChartBar(
                label: String(line.date.day), value: Double(met), state: state,
                tip: "\(TimeFormat.shortDate(line.date)): \(met) of \(enabledCount) on target\(line.entryCount == 0 ? ", nothing logged" : "")")
        }
        let adherenceChart = bars.isEmpty ? "" : Charts.bars(
            id: "chart-adherence", title: "Categories on target per day", bars: bars, unit: "categories", target: Double(enabledCount), height: 170)
        let rows = report.categories.filter(\.enabled).map { line in
            "<tr><td>\(esc(line.name))</td><td class=\"num\">\(num(line.total)) \(line.unit == "portions" ? "" : esc(line.unit))</td><td class=\"num\">\(esc(DayParts.ruleText(line.target, unit: line.unit)))</td><td><span class=\"status \(line.status.rawValue)\">\(DayParts.statusText(line.status))</span></td></tr>"
        }.joined()
        let back = "/history?date=\(selected)"
        var sheet = model.day.sheet
        sheet.back = back
        let content = """
            <div class="pagehead"><h1>History</h1>
            <form method="get" action="/history" class="row"><label class="sr-only" for="history-date">Date</label><input id="history-date" type="date" name="date" value="\(selected)" max="\(today)" style="width:auto"><button type="submit" class="secondary small">Go</button></form>
            </div>
            <section class="card" aria-labelledby="cal-title">
            <div class="row spread"><a href="/history?date=\(previousMonth)" aria-label="Previous month">‹</a><h2 id="cal-title">\(esc(TimeFormat.longMonth(first)))</h2>\(nextMonth <= today ? "<a href=\"/history?date=\(nextMonth)\" aria-label=\"Next month\">›</a>" : "<span></span>")</div>
            <div class="calendar">\(calendar)</div>
            <p class="legend"><span><i style="background:var(--ok)"></i>on target</span><span><i style="background:var(--warn)"></i>not on target</span><span>\(logged.filter(\.onTarget).count) of \(logged.count) logged days on target</span></p>
            \(adherenceChart)
            </section>
            \(HistorySummaryView.render(model.summary, problem: model.summaryProblem, today: today))
            <div class="pagehead"><div><h2>\(esc(TimeFormat.longDate(selected)))</h2>\(DayParts.adherence(report))</div>
            <button type="button" data-open="quick-add" id="history-add">Add to this day</button></div>
            <section class="card"><table class="data"><thead><tr><th>Category</th><th class="num">Total</th><th class="num">Target</th><th>Status</th></tr></thead><tbody>\(rows)</tbody></table>
            <p class="small muted">\(energy(report.nutrition["kcal"]?.consumed ?? 0))\(report.nutrition["kcal"]?.target.map { " of \(whole($0))" } ?? "") · <a href="\(DayParts.dayPath(selected, today: today))">Open as day</a></p></section>
            \(DayParts.meals(report, back: back, addDay: today))
            \(DayParts.workouts(report))
            \(QuickAddSheet.render(sheet))
            """
        return Layout.page(title: "History", section: .history, notice: model.day.notice, content: content)
    }
}

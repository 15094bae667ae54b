import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import TallyCore
import TallyStore
import TallyWeb

/// The server-rendered web app. Every form posts here, is validated by the core and the store, and
/// either redirects (Post/Redirect/Get, with a notice) or re-renders its page with the message and the
/// user's values (422). Writes are single transactions, so nothing is half-saved.
struct WebApp: Sendable {
    let environment: ServerEnvironment
    var database: AppDatabase { environment.database }
    var clock: AppClock { environment.clock }
    var timeZone: TimeZone { environment.timeZone }

    func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T { try await blocking(work) }

    typealias Values = [String: String]

    // MARK: Plumbing

    static func form(_ request: Request, context: TallyRequestContext) async throws -> Values {
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: 1 << 20)
        } catch {
            throw BadRequest(field: nil, message: "the form is larger than 1 MB")
        }
        let text = String(buffer: buffer)
        guard !text.isEmpty else { return [:] }
        do {
            return try URLEncodedFormDecoder().decode([String: String].self, from: text)
        } catch {
            throw BadRequest(field: nil, message: "the form could not be read")
        }
    }

    /// A day form's fields, where to go back to, and the day it is for (nil: today, or unreadable).
    static func dayForm(_ request: Request, context: TallyRequestContext) async throws -> (Values, String, Day?) {
        let values = try await form(request, context: context)
        return (values, safeBack(values["back"]), try? day(values))
    }

    /// A local path to return to; anything else becomes "/". Browsers drop tabs and line breaks from a
    /// Location and read "\\" as "/", so "/<tab>/evil.example" would leave the site: only plain
    /// printable ASCII without spaces or backslashes, starting with one "/", is kept.
    static func safeBack(_ text: String?) -> String {
        guard let text, text.count < 500, text.hasPrefix("/"), !text.hasPrefix("//"),
            text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F && $0 != "\\" })
        else { return "/" }
        return text
    }

    static func redirect(_ back: String, notice: String?) -> Response {
        guard let notice else { return HTMLResponse.redirect(back) }
        let (path, fragment) = back.split(separator: "#", maxSplits: 1).map(String.init).splitFragment
        let separator = path.contains("?") ? "&" : "?"
        return HTMLResponse.redirect(path + separator + "notice=" + urlQuery(notice) + (fragment.map { "#" + $0 } ?? ""))
    }

    /// A route the page's script calls (uploads): the answer is JSON, errors included, never a page.
    static func answeringJSON(_ request: Request, _ work: () async throws -> Response) async -> Response {
        do {
            return try await work()
        } catch {
            let (status, message, field) = ErrorMiddleware.classify(error, request: request)
            return JSON.error(status: status, message: message, field: field)
        }
    }

    static func value(_ values: Values, _ key: String) -> String? {
        guard let value = values[key]?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else { return nil }
        return value
    }

    /// Runs a form's write. A rejected form re-renders its page (422) with the message and values.
    func handle(
        _ values: Values, form name: String, rerender: @escaping @Sendable (FormState) async throws -> String,
        action: @escaping @Sendable () async throws -> Response
    ) async throws -> Response {
        do {
            return try await action()
        } catch let error as TallyError {
            let state = FormState(form: name, values: values, error: error.message, field: error.field)
            return HTMLResponse.page(try await rerender(state), status: .unprocessableContent)
        } catch let error as BadRequest {
            let state = FormState(form: name, values: values, error: error.message, field: error.field)
            return HTMLResponse.page(try await rerender(state), status: .badRequest)
        }
    }

    // MARK: Page models

    struct DayData: Sendable {
        var view: AppDatabase.DayView
        var quickFoods: [FoodReport]
        var budgetAllowance: Double?
        var budgetPeriod: String?
        var lab: LabPanel?
        var motivation: String?
    }

    func dayData(_ day: Day?) async throws -> DayData {
        try await run {
            let view = try database.dayView(day, clock: clock)
            let library = try database.libraryFoods()
            var seen = Set<Int64>()
            let quick = (library.favorites + library.recent).filter { seen.insert($0.id).inserted }.prefix(8).map { FoodReport($0, catalog: view.catalog) }
            var allowance: Double?
            var period: String?
            let settings = try database.budgetSettings()
            if settings.period != .day, view.day == view.today, view.targets.kcal != nil,
                let budget = try? database.budgetReport(containing: view.day, clock: clock)
            {
                allowance = budget.todayAllowance
                period = budget.period
            }
            return DayData(
                view: view, quickFoods: Array(quick), budgetAllowance: allowance, budgetPeriod: period, lab: nil,
                motivation: view.day == view.today ? try database.profile().motivation : nil)
        }
    }

    func dayModel(_ data: DayData, back: String, form: FormState?, notice: String?, preview: TypedMealPreview? = nil, category: String? = nil) -> DayPageModel {
        let view = data.view
        let sheet = SheetContext(
            date: view.day, isToday: view.day == view.today, categories: CategoryReport.list(view.catalog), meals: MealSlotReport.list(view.catalog),
            units: view.catalog.units.map(UnitReport.init), quickFoods: data.quickFoods, back: back, form: form, defaultCategory: category)
        var model = DayPageModel(
            report: view.report(timeZone: timeZone), today: view.today, sheet: sheet, preview: preview, notice: notice,
            targetsProblem: view.targets.problem, budgetAllowance: data.budgetAllowance, budgetPeriod: data.budgetPeriod, lab: data.lab)
        model.motivation = data.motivation
        return model
    }

    func todayPage(_ day: Day?, form: FormState? = nil, notice: String? = nil, preview: TypedMealPreview? = nil) async throws -> String {
        // The plain page (no form, notice or preview) is served again until a write changes anything.
        guard form == nil, notice == nil, preview == nil else { return try await renderTodayPage(day, form: form, notice: notice, preview: preview) }
        // The stamp is one small read when the settings are kept (nearly always): read on this thread.
        let stamp: AppDatabase.RevisionStamp
        if let kept = try database.keptRevisionStamp(clock: clock) {
            stamp = kept
        } else {
            stamp = try await run { try database.revisionStamp(clock: clock) }
        }
        return try await environment.pages.page("today:\(day?.description ?? "")", stamp: stamp) { try await renderTodayPage(day) }
    }

    func renderTodayPage(_ day: Day?, form: FormState? = nil, notice: String? = nil, preview: TypedMealPreview? = nil) async throws -> String {
        var data = try await dayData(day)
        let isToday = data.view.day == data.view.today
        if isToday { data.lab = try await run { try database.labPanel(clock: clock) } }
        let back = isToday ? "/" : "/?date=\(data.view.day)"
        return TodayPage.render(dayModel(data, back: back, form: form, notice: notice, preview: preview))
    }

    func categoryPage(_ day: Day, _ name: String, form: FormState? = nil, notice: String? = nil) async throws -> String {
        let data = try await dayData(day)
        guard let category = data.view.catalog.categories.first(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) else {
            throw TallyError.notFound(field: "category", "no category named '\(name)'")
        }
        let back = "/day/\(day)/category/\(urlQuery(category.name))"
        return CategoryDayPage.render(dayModel(data, back: back, form: form, notice: notice, category: category.name), category: category.name)
    }

    func historyPage(_ day: Day?, form: FormState? = nil, notice: String? = nil, request: Request? = nil) async throws -> String {
        let data = try await dayData(day)
        let selected = data.view.day
        let first = selected.firstOfMonth
        let last = min(first.adding(days: Day.daysIn(month: selected.month, year: selected.year) - 1), max(data.view.today, first))
        let month = try await run { try database.historyReport(from: first, to: last) }
        var model = HistoryPageModel(day: dayModel(data, back: "/history?date=\(selected)", form: form, notice: notice), month: month)
        // The summaries' filter: a range (default the last four weeks), week or month, a data type.
        let today = data.view.today
        let grouping = HistoryGrouping(rawValue: request?.query("by") ?? "week") ?? .week
        let type = HistoryDataType(rawValue: request?.query("type") ?? "all") ?? .all
        do {
            let to = try request?.query("to").map { try Limits.day($0, field: "to") } ?? today
            let from = try request?.query("from").map { try Limits.day($0, field: "from") } ?? to.adding(days: -27)
            model.summary = try await run { try database.historySummary(from: from, to: to, by: grouping, type: type, clock: clock) }
        } catch let error as TallyError {
            model.summaryProblem = error.message
        }
        return HistoryPage.render(model)
    }

    /// The page a day form came from, re-rendered with its state.
    func dayPageFor(back: String, date: Day?, form: FormState?, preview: TypedMealPreview? = nil) async throws -> String {
        if back.hasPrefix("/day/") {
            let parts = back.split(separator: "/").map(String.init)
            if parts.count >= 4, let day = Day(parts[1]) {
                let name = parts[3].removingPercentEncoding ?? parts[3]
                return try await categoryPage(day, name, form: form)
            }
        }
        if back.hasPrefix("/history") { return try await historyPage(date, form: form) }
        return try await todayPage(date, form: form, preview: preview)
    }

    /// The local time an entry for `date` gets: now for today; the meal's start (or noon) on another day,
    /// placed after the cutoff so it lands on that day.
    func entryTime(date: Day?, meal: String?) throws -> String? {
        guard let date else { return nil }
        let catalog = try database.catalog()
        let today = clock.today(catalog.settings.dayBoundary)
        guard date <= today else { throw TallyError.invalid(field: "date", "\(date) is in the future") }
        if date == today { return nil }
        let slot = meal.flatMap { try? catalog.mealSlot(named: $0, allowPrefix: true) }
        let minute = slot?.startMinute ?? 12 * 60
        let onDay = minute < catalog.settings.dayBoundary.cutoffMinutes ? date.adding(days: 1) : date
        return LocalDateTime(day: onDay, minuteOfDay: minute).description
    }

    static func day(_ values: Values, _ key: String = "date") throws -> Day? {
        guard let text = value(values, key) else { return nil }
        return try Limits.day(text, field: key)
    }

    static func queryDay(_ request: Request) throws -> Day? {
        guard let text = request.query("date") else { return nil }
        do { return try Limits.day(text) } catch { throw TallyError.notFound(field: "date", error.message) }
    }

    // MARK: Routes

    func register(on router: RouteTable) {
        registerDays(on: router)
        registerBody(on: router)
        registerTraining(on: router)
        registerFoods(on: router)
        registerPlan(on: router)
        registerManage(on: router)
        registerLab(on: router)
        registerEveryday(on: router)
    }

    func registerDays(on router: RouteTable) {
        router.get("/") { request, _ in
            // A fresh database opens the welcome flow (until setup is done or skipped, or data is entered).
            if request.uri.query == nil, try await environment.onboarding.needsOnboarding(database) { return HTMLResponse.redirect("/welcome") }
            return HTMLResponse.page(try await todayPage(try WebApp.queryDay(request), notice: request.query("notice")))
        }
        router.get("/day/{date}/category/{name}") { request, context in
            let day = try context.parameters.day("date")
            let name = try API.pathName(context, "name")
            return HTMLResponse.page(try await categoryPage(day, name, notice: request.query("notice")))
        }
        router.get("/history") { request, _ in
            HTMLResponse.page(try await historyPage(try WebApp.queryDay(request), notice: request.query("notice"), request: request))
        }
        router.post("/log/portion") { request, context in
            let (values, back, date) = try await WebApp.dayForm(request, context: context)
            return try await handle(values, form: "portion", rerender: { try await dayPageFor(back: back, date: date, form: $0) }) {
                let portions = WebApp.value(values, "portions")
                let amount = WebApp.value(values, "amount")
                guard portions != nil || amount != nil else { throw TallyError.invalid(field: "portions", "enter portions or an amount") }
                let meal = WebApp.value(values, "meal")
                let entry = try await run {
                    try database.logEntry(
                        EntryRequest(
                            category: values["category"] ?? "", portions: portions, meal: meal, at: try entryTime(date: try WebApp.day(values), meal: meal),
                            amount: amount, unit: amount == nil ? nil : WebApp.value(values, "unit"), note: WebApp.value(values, "note")),
                        clock: clock)
                }
                let catalog = try await run { try database.catalog() }
                let report = EntryReport(entry, catalog: catalog, timeZone: timeZone)
                return WebApp.redirect(back, notice: "Added \(EntryPlanner.formatNumber(report.portions)) \(report.category ?? "") to \(report.meal)")
            }
        }
        router.post("/log/food") { request, context in
            let (values, back, date) = try await WebApp.dayForm(request, context: context)
            let formName = back.hasPrefix("/foods/") ? "log" : "food"
            return try await handle(values, form: formName, rerender: { state in
                if back.hasPrefix("/foods/"), let id = Int64(back.dropFirst("/foods/".count), radix: 10) { return try await foodPage(id, form: state) }
                return try await dayPageFor(back: back, date: date, form: state)
            }) {
                guard let reference = WebApp.value(values, "food") ?? WebApp.value(values, "query") else {
                    throw TallyError.invalid(field: "food", "search for a food and pick it")
                }
                let amount: FoodAmount
                if let number = WebApp.value(values, "amount") {
                    amount = WebApp.value(values, "measure").map { .measure(amount: number, name: $0) } ?? .grams(number)
                } else if let measure = WebApp.value(values, "measure") {
                    amount = .measure(amount: "1", name: measure)
                } else {
                    amount = .unspecified
                }
                let meal = WebApp.value(values, "meal")
                let note = WebApp.value(values, "note")
                let entry = try await run {
                    try database.logFood(reference, amount: amount, meal: meal, at: try entryTime(date: try WebApp.day(values), meal: meal), note: note, clock: clock)
                }
                let kcal = Int(rounding: entry.nutrients.kcal)
                return WebApp.redirect(back, notice: "Logged \(entry.food?.name ?? "food") (\(kcal) kcal)")
            }
        }
        router.post("/log/quick") { request, context in
            let (values, back, date) = try await WebApp.dayForm(request, context: context)
            return try await handle(values, form: "quick", rerender: { try await dayPageFor(back: back, date: date, form: $0) }) {
                let meal = WebApp.value(values, "meal")
                let result = try await run {
                    try database.quickAdd(
                        QuickAdd.Request(
                            kcal: values["kcal"] ?? "", protein: WebApp.value(values, "protein"), carbs: WebApp.value(values, "carbs"),
                            fat: WebApp.value(values, "fat"), name: WebApp.value(values, "name"), meal: meal,
                            at: try entryTime(date: try WebApp.day(values), meal: meal)),
                        clock: clock)
                }
                return WebApp.redirect(back, notice: "Added \(Int(rounding: result.entry.nutrients.kcal)) kcal" + (result.warning.map { ". Note: \($0)" } ?? ""))
            }
        }
        router.post("/log/text/preview") { request, context in
            let (values, back, date) = try await WebApp.dayForm(request, context: context)
            return try await handle(values, form: "text", rerender: { try await dayPageFor(back: back, date: date, form: $0) }) {
                guard let text = WebApp.value(values, "text") else { throw TallyError.invalid(field: "text", "type what you ate") }
                guard text.count <= 2_000 else { throw TallyError.invalid(field: "text", "the text is longer than 2000 characters") }
                let readable = await environment.readableMeal(text)
                let parsed = try await run { try database.parseMeal(readable, now: clock.now()) }
                guard parsed.items.contains(where: { $0.food != nil }) else {
                    throw TallyError.notFound(field: "text", "no foods found in “\(text)”; try the food search")
                }
                let preview = TypedMealPreview(text: text, meal: WebApp.value(values, "meal") ?? "", parsed: ParsedMealReport(parsed))
                return HTMLResponse.page(try await todayPage(date, preview: preview))
            }
        }
        router.post("/log/text") { request, context in
            let (values, back, date) = try await WebApp.dayForm(request, context: context)
            return try await handle(values, form: "text", rerender: { try await dayPageFor(back: back, date: date, form: $0) }) {
                guard let text = WebApp.value(values, "text") else { throw TallyError.invalid(field: "text", "type what you ate") }
                let meal = WebApp.value(values, "meal")
                let readable = text.count <= MealParser.maximumLength ? await environment.readableMeal(text) : text
                let result = try await run {
                    try database.logTypedMeal(readable, meal: meal, at: try entryTime(date: try WebApp.day(values), meal: meal), note: nil, clock: clock)
                }
                let kcal = Int(rounding: result.entries.reduce(0) { $0 + $1.nutrients.kcal })
                return WebApp.redirect(back, notice: "Logged \(result.entries.count) item\(result.entries.count == 1 ? "" : "s") (\(kcal) kcal)")
            }
        }
        router.get("/entries/{id}/edit") { request, context in
            let id = try context.parameters.id()
            let back = WebApp.safeBack(request.query("back"))
            return HTMLResponse.page(try await editPage(id, back: back, form: nil))
        }
        router.post("/entries/{id}/edit") { request, context in
            let id = try context.parameters.id()
            let values = try await WebApp.form(request, context: context)
            let back = WebApp.safeBack(values["back"])
            return try await handle(values, form: "edit", rerender: { try await editPage(id, back: back, form: $0) }) {
                let entry = try await run { () throws -> LogEntry in
                    let catalog = try database.catalog()
                    let stored = try database.entry(id: id)
                    let current = EntryReport(stored, catalog: catalog, timeZone: timeZone)
                    let currentTime = TimeFormat.localText(stored.loggedAt, in: clock.calendar)
                    func changed(_ key: String, _ old: String?) -> String? {
                        guard let new = values[key]?.trimmingCharacters(in: .whitespaces) else { return nil }
                        return new == (old ?? "") ? nil : new
                    }
                    var changes = EntryChanges(
                        portions: changed("portions", EntryPlanner.formatNumber(current.portions)), meal: changed("meal", current.meal),
                        category: changed("category", current.category), note: changed("note", current.note), at: changed("at", currentTime))
                    if let portions = changes.portions, portions.isEmpty { changes.portions = nil }
                    if changes.isEmpty { return stored }
                    return try database.editEntry(id: id, changes: changes, clock: clock)
                }
                return WebApp.redirect(back, notice: "Saved \(entry.food?.name ?? "the entry")")
            }
        }
        router.post("/entries/{id}/delete") { request, context in
            let id = try context.parameters.id()
            let values = try await WebApp.form(request, context: context)
            let back = WebApp.safeBack(values["back"])
            let deleted = try await run { try database.deleteEntryForUndo(id: id) }
            let key = environment.recentlyDeleted.keep(deleted)
            let catalog = try await run { try database.catalog() }
            let report = EntryReport(deleted.entry, catalog: catalog, timeZone: timeZone)
            let what = report.kind == .portion ? "\(EntryPlanner.formatNumber(report.portions)) \(report.category ?? "")" : (report.food ?? "entry")
            // The page's script turns `undo` into an Undo button beside the notice.
            let (path, fragment) = back.split(separator: "#", maxSplits: 1).map(String.init).splitFragment
            let notice = "notice=" + urlQuery("Deleted \(what)") + "&undo=" + key
            return HTMLResponse.redirect(path + (path.contains("?") ? "&" : "?") + notice + (fragment.map { "#" + $0 } ?? ""))
        }
        router.post("/entries/undo") { request, context in
            let values = try await WebApp.form(request, context: context)
            let back = WebApp.safeBack(values["back"])
            guard let key = WebApp.value(values, "undo"), let deleted = environment.recentlyDeleted.take(key) else {
                return WebApp.redirect(back, notice: "Nothing to undo (only this session's deletes can be undone, once)")
            }
            do {
                let entry = try await run { try database.restoreEntry(deleted) }
                let catalog = try await run { try database.catalog() }
                let report = EntryReport(entry, catalog: catalog, timeZone: timeZone)
                let what = report.kind == .portion ? "\(EntryPlanner.formatNumber(report.portions)) \(report.category ?? "")" : (report.food ?? "entry")
                return WebApp.redirect(back, notice: "Restored \(what)")
            } catch let error as TallyError {
                return WebApp.redirect(back, notice: "Could not undo: \(error.message)")
            }
        }
    }

    func editPage(_ id: Int64, back: String, form: FormState?) async throws -> String {
        let model = try await run { () throws -> EntryEditModel in
            let catalog = try database.catalog()
            let entry = try database.entry(id: id)
            return EntryEditModel(
                entry: EntryReport(entry, catalog: catalog, timeZone: timeZone), categories: CategoryReport.list(catalog),
                meals: MealSlotReport.list(catalog), back: back, form: form, localTime: TimeFormat.localText(entry.loggedAt, in: clock.calendar))
        }
        return EntryEditPage.render(model)
    }
}

extension Array where Element == String {
    /// ("path?query", "fragment") from a split on "#".
    fileprivate var splitFragment: (String, String?) { (first ?? "/", count > 1 ? self[1] : nil) }
}

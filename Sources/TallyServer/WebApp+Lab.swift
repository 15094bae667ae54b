import Foundation
import Hummingbird
import TallyCore
import TallyStore
import TallyWeb

extension WebApp {
    // MARK: Lab

    /// The Lab page for A and B over a range. Without A and B it starts from calories and weight (or
    /// the first two metrics there is data for). A bad metric or range re-renders with the message.
    func labPage(a: String?, b: String?, range: String?, notice: String? = nil) async throws -> Response {
        let range = (range ?? "90d").lowercased()
        let metrics = try await run { try database.labMetrics(range: "all", clock: clock) }
        let keys = metrics.map(\.key)
        let defaultA = keys.contains("kcal") ? "kcal" : keys.first ?? ""
        let defaultB = keys.contains("weight") && defaultA != "weight" ? "weight" : keys.first { $0 != defaultA } ?? ""
        let a = a ?? defaultA, b = b ?? defaultB
        guard metrics.count >= 2 else {
            return HTMLResponse.page(LabPage.render(LabPageModel(comparison: nil, metrics: metrics, a: a, b: b, range: range, notice: notice)))
        }
        do {
            let comparison = try await run { try database.labCompare(a, b, range: range, clock: clock) }
            return HTMLResponse.page(
                LabPage.render(LabPageModel(comparison: comparison, metrics: metrics, a: comparison.a, b: comparison.b, range: range, notice: notice)))
        } catch let error as TallyError {
            let state = FormState(form: "lab", values: ["a": a, "b": b, "range": range], error: error.message, field: error.field)
            let page = LabPage.render(LabPageModel(comparison: nil, metrics: metrics, a: a, b: b, range: range, form: state))
            return HTMLResponse.page(page, status: .unprocessableContent)
        }
    }

    /// Two periods: the form's dates, or the last 28 days against the 28 before.
    func labPeriodsPage(_ request: Request) async throws -> Response {
        let today = try await run { try database.today(clock: clock) }
        let names = ["from", "to", "vsFrom", "vsTo"]
        var values: [String: String] = [:]
        for name in names { values[name] = request.query(name)?.trimmingCharacters(in: .whitespaces) }
        if names.allSatisfy({ (values[$0] ?? "").isEmpty }) {
            values = [
                "from": today.adding(days: -55).description, "to": today.adding(days: -28).description,
                "vsFrom": today.adding(days: -27).description, "vsTo": today.description,
            ]
        }
        do {
            var days: [Day] = []
            for name in names {
                guard let text = values[name], !text.isEmpty else { throw TallyError.invalid(field: name, "enter both days of both periods") }
                days.append(try Limits.day(text, field: name))
            }
            guard days[0] <= days[1] else { throw TallyError.invalid(field: "to", "the first period starts after it ends") }
            guard days[2] <= days[3] else { throw TallyError.invalid(field: "vsTo", "the second period starts after it ends") }
            let (first, second) = (days[0]...days[1], days[2]...days[3])
            let result = try await run { try database.labPeriods(first: first, second: second) }
            return HTMLResponse.page(LabPeriodsPage.render(LabPeriodsPageModel(result: result, values: values, today: today)))
        } catch let error as TallyError {
            let state = FormState(form: "periods", values: values, error: error.message, field: error.field)
            return HTMLResponse.page(
                LabPeriodsPage.render(LabPeriodsPageModel(result: nil, values: values, today: today, form: state)), status: .unprocessableContent)
        }
    }

    func registerLab(on router: RouteTable) {
        router.get("/lab") { request, _ in
            try await labPage(a: request.query("a"), b: request.query("b"), range: request.query("range"), notice: request.query("notice"))
        }
        router.get("/lab/periods") { request, _ in try await labPeriodsPage(request) }
        router.post("/lab/cards/{card}/feedback") { request, context in
            let id = try API.pathName(context, "card")
            let values = try await WebApp.form(request, context: context)
            let back = WebApp.safeBack(values["back"])
            guard let vote = values["vote"].flatMap(CardFeedback.Vote.init(rawValue:)) else {
                throw BadRequest(field: "vote", message: "the vote must be up, down or dismiss")
            }
            try await run { try database.labFeedback(cardID: id, vote: vote, clock: clock) }
            let notice =
                switch vote {
                case .up: "Thanks: cards like this stay as they are"
                case .down: "Thanks: cards like this now need stronger evidence"
                case .dismiss: "Dismissed; it comes back only if the finding changes"
                }
            return WebApp.redirect(back, notice: notice)
        }
        router.post("/lab/widgets") { request, context in
            let values = try await WebApp.form(request, context: context)
            let back = WebApp.safeBack(values["back"])
            return try await handle(values, form: "widget", rerender: { try await todayPage(nil, form: $0) }) {
                let widget = try await run { try database.addLabWidget(values["a"] ?? "", values["b"] ?? "", clock: clock) }
                return WebApp.redirect(back + "#widget-\(widget.id)", notice: "Added the comparison widget")
            }
        }
        router.post("/lab/widgets/{id}/delete") { request, context in
            let id = try context.parameters.id()
            let values = try await WebApp.form(request, context: context)
            try await run { try database.deleteLabWidget(id: id) }
            return WebApp.redirect(WebApp.safeBack(values["back"]), notice: "Removed the widget")
        }
    }
}

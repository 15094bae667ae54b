import Foundation
import Hummingbird
import TallyCore
import TallyStore

extension API {
    struct CardList: Encodable { var cards: [LabCard] }
    struct MetricList: Encodable { var metrics: [LabMetric] }
    struct WidgetList: Encodable { var widgets: [AppDatabase.LabWidget] }

    var lab: [Endpoint] {
        [
            Endpoint(
                method: .get, path: "/api/v1/lab/metrics", summary: "Metrics the Lab can compare (with data over the range): key, name, unit, how a day is made",
                tag: "Lab", query: [.init(name: "range", description: "7d, 30d, 90d, 180d, 1y or all (default)", schema: QuerySchemas.labRange)],
                response: "LabMetricList"
            ) { request, _ in
                let range = request.query("range") ?? "all"
                return try JSON.response(MetricList(metrics: try await run { try database.labMetrics(range: range, clock: clock) }))
            },
            Endpoint(
                method: .get, path: "/api/v1/lab/compare",
                summary: "Compare metric A with B (A leading by 0–7 days): Pearson, Spearman, lag, n, effective n, p after the lag search, 95 % CI, a summary",
                tag: "Lab",
                query: [
                    .init(name: "a", description: "Metric A, e.g. kcal", required: true, example: "kcal", schema: QuerySchemas.metric),
                    .init(name: "b", description: "Metric B, e.g. weight or e1rm:Back Squat", required: true, example: "weight", schema: QuerySchemas.metric),
                    .init(name: "range", description: "7d, 30d, 90d (default), 180d, 1y or all", schema: QuerySchemas.labRange),
                ], response: "LabComparison"
            ) { request, _ in
                let (a, b) = (try request.requiredQuery("a"), try request.requiredQuery("b"))
                let range = request.query("range") ?? "90d"
                return try JSON.response(try await run { try database.labCompare(a, b, range: range, clock: clock) })
            },
            Endpoint(
                method: .get, path: "/api/v1/lab/periods",
                summary: "Two periods side by side, each difference tested against day-to-day noise", tag: "Lab",
                query: [
                    .init(name: "from", description: "First period's first day", required: true, schema: QuerySchemas.day),
                    .init(name: "to", description: "First period's last day", required: true, schema: QuerySchemas.day),
                    .init(name: "vsFrom", description: "Second period's first day", required: true, schema: QuerySchemas.day),
                    .init(name: "vsTo", description: "Second period's last day", required: true, schema: QuerySchemas.day),
                ], response: "PeriodComparison"
            ) { request, _ in
                let days = try ["from", "to", "vsFrom", "vsTo"].map { name -> Day in
                    guard let day = try request.queryDay(name) else { throw BadRequest(field: name, message: "'\(name)' is required") }
                    return day
                }
                guard days[0] <= days[1] else { throw TallyError.invalid(field: "to", "from (\(days[0])) is after to (\(days[1]))") }
                guard days[2] <= days[3] else { throw TallyError.invalid(field: "vsTo", "vsFrom (\(days[2])) is after vsTo (\(days[3]))") }
                return try JSON.response(try await run { try database.labPeriods(first: days[0]...days[1], second: days[2]...days[3]) })
            },
            Endpoint(method: .get, path: "/api/v1/lab/cards", summary: "Today's insight cards (after false-discovery control and feedback)", tag: "Lab", response: "LabCardList") {
                _, _ in
                try JSON.response(CardList(cards: try await run { try database.labCards(clock: clock) }))
            },
            Endpoint(
                method: .post, path: "/api/v1/lab/cards/{card}/feedback", summary: "Thumbs up, thumbs down or dismiss a card shown today", tag: "Lab",
                body: "CardFeedbackInput", response: "CardFeedbackReport"
            ) { request, context in
                let id = try API.pathName(context, "card")
                let body = try await JSONBody.read(request, context: context)
                guard let vote = try body.string("vote").flatMap(CardFeedback.Vote.init(rawValue:)) else {
                    throw BadRequest(field: "vote", message: "'vote' must be up, down or dismiss")
                }
                let card = try await run { try database.labFeedback(cardID: id, vote: vote, clock: clock) }
                return try JSON.response(["id": card.id, "vote": vote.rawValue])
            },
            Endpoint(method: .get, path: "/api/v1/lab/widgets", summary: "Comparison widgets on Today", tag: "Lab", response: "LabWidgetList") { _, _ in
                try JSON.response(WidgetList(widgets: try await run { try database.labWidgets() }))
            },
            Endpoint(
                method: .post, path: "/api/v1/lab/widgets", summary: "Add a comparison widget: two metrics over 30 days", tag: "Lab", body: "LabWidgetInput",
                response: "LabWidget", success: 201
            ) { request, context in
                let body = try await JSONBody.read(request, context: context)
                let (a, b) = (try body.required("a"), try body.required("b"))
                return try API.created(try await run { try database.addLabWidget(a, b, clock: clock) })
            },
            Endpoint(method: .delete, path: "/api/v1/lab/widgets/{id}", summary: "Remove a comparison widget", tag: "Lab", response: "DeletedWidget") { _, context in
                let id = try context.parameters.id()
                try await run { try database.deleteLabWidget(id: id) }
                return try JSON.response(["deleted": "widget \(id)"])
            },
        ]
    }
}

import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import TallyCore
import TallyImport
import TallyStore
import TallyWeb

/// One REST endpoint: its route, its documentation (the OpenAPI document is built from these) and its handler.
struct Endpoint: Sendable {
    struct Parameter: Sendable {
        var name: String
        var description: String
        var required = false
        var example: String? = nil
        /// What the value must be; the router checks it before the handler runs.
        var schema: OpenAPIDocument.Schema = OpenAPIDocument.name(maxLength: 200)
    }

    var method: HTTPRequest.Method
    /// OpenAPI-style path: "/api/v1/days/{date}".
    var path: String
    var summary: String
    var tag: String
    var query: [Parameter] = []
    /// A schema name in OpenAPIDocument's components, for JSON bodies.
    var body: String? = nil
    /// A raw (non-JSON) body's media type, e.g. text/csv.
    var rawBody: String? = nil
    /// The largest raw body accepted (streamed to disk).
    var uploadLimit: Int = Uploads.maximumBytes
    /// When set, the request must present an active API token with this scope (`Authorization: Bearer`).
    var tokenScope: String? = nil
    var response: String
    /// A file's media type when the answer is a file rather than JSON (then `response` is unused).
    var rawResponse: String? = nil
    var success: Int = 200
    var handler: @Sendable (Request, TallyRequestContext) async throws -> Response

    var pathParameters: [String] {
        path.split(separator: "/").filter { $0.hasPrefix("{") }.map { String($0.dropFirst().dropLast()) }
    }
}

/// The REST API under /api/v1: everything the CLI does, JSON shaped like the CLI's `--json`.
struct API: Sendable {
    let environment: ServerEnvironment
    var database: AppDatabase { environment.database }
    var clock: AppClock { environment.clock }
    var timeZone: TimeZone { environment.timeZone }

    func register(on router: RouteTable) {
        let endpoints = self.endpoints
        for endpoint in endpoints {
            router.on(endpoint.path, method: endpoint.method, use: checked(endpoint))
        }
        let document = OpenAPIDocument.json(endpoints: endpoints)
        router.get("/api/v1/openapi.json") { _, _ in JSON.raw(document) }
    }

    /// The endpoint's handler behind its contract: path and query parameters and the JSON body are
    /// checked against the schemas the OpenAPI document publishes before the handler runs.
    func checked(_ endpoint: Endpoint) -> RouteTable.Handler {
        { [database, clock] request, context in
            // On a server with accounts the gate has already checked the token or the session.
            if let scope = endpoint.tokenScope, Visitor.current == nil {
                try await Self.authenticate(request, scope: scope, database: database, clock: clock)
            }
            for name in endpoint.pathParameters {
                let raw = try context.parameters.require(name)
                try OpenAPIDocument.validateParameter(raw.removingPercentEncoding ?? raw, against: OpenAPIDocument.pathSchema(name), name: name)
            }
            for parameter in endpoint.query {
                guard let text = request.uri.queryParameters.get(parameter.name) else {
                    if parameter.required { throw BadRequest(field: parameter.name, message: "'\(parameter.name)' is required (?\(parameter.name)=…)") }
                    continue
                }
                try OpenAPIDocument.validateParameter(text, against: parameter.schema, name: parameter.name)
            }
            guard let schema = endpoint.body else { return try await endpoint.handler(request, context) }
            let body = try await JSONBody.read(request, context: context)
            try OpenAPIDocument.validate(.object(body.fields), against: .ref(schema), at: "")
            return try await JSONBody.$validated.withValue(body) { try await endpoint.handler(request, context) }
        }
    }

    /// The token a request presents (`Authorization: Bearer TOKEN`, or `X-Tally-Token` for apps that
    /// can only set a plain header); 401 without an active one carrying `scope`.
    static func presentedToken(_ request: Request) -> String? {
        var presented = request.headers[.authorization].flatMap { value -> String? in
            let parts = value.split(separator: " ", maxSplits: 1)
            return parts.count == 2 && parts[0].lowercased() == "bearer" ? String(parts[1]).trimmingCharacters(in: .whitespaces) : nil
        }
        if presented == nil, let name = HTTPField.Name("X-Tally-Token") { presented = request.headers[name] }
        guard let presented, !presented.isEmpty else { return nil }
        return presented
    }

    static func authenticate(_ request: Request, scope: String, database: AppDatabase, clock: AppClock) async throws {
        guard let presented = presentedToken(request) else {
            throw HTTPError(.unauthorized, headers: [.wwwAuthenticate: "Bearer"], message: "send an API token (tally token create --name iphone) as Authorization: Bearer TOKEN")
        }
        guard try await blocking({ try database.authenticate(token: presented, scope: scope, clock: clock) }) != nil else {
            throw HTTPError(.unauthorized, headers: [.wwwAuthenticate: "Bearer error=\"invalid_token\""], message: "the API token is unknown, revoked or lacks the '\(scope)' scope")
        }
    }

    func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T { try await blocking(work) }

    static func created(_ value: some Encodable) throws -> Response { try JSON.response(value, status: .created) }

    // MARK: The endpoints

    var endpoints: [Endpoint] {
        days + catalog + foods + body + training + lab + careTeam + notifications + documents
    }

    var days: [Endpoint] {
        [
            Endpoint(
                method: .get, path: "/api/v1/days/{date}", summary: "A day: category totals and status, meals, nutrition against targets, workouts",
                tag: "Days", response: "DayReport"
            ) { _, context in
                let text = try context.parameters.require("date")
                let day: Day? = text == "today" ? nil : try context.parameters.day("date")
                let zone = timeZone
                // Rendered in the request's units and kept so: converting is paid once per change, not per request.
                let units = Display.units
                let name = "api-day-json:\(zone.identifier):\(units.system.rawValue):\(units.energy.rawValue)"
                func answer(_ data: Data) -> Response {
                    var response = JSON.raw(data)
                    if units != .metric { response.headers[DisplayUnitsMiddleware.annotated] = "1" }
                    return response
                }
                // A day already rendered for the data as it is now is served from the request's thread;
                // computing one goes to the thread pool.
                if let kept = try database.keptRenderedDay(day, clock: clock, name: name, as: Data.self) { return answer(kept) }
                let data = try await run {
                    try database.renderedDay(day, clock: clock, name: name) {
                        DisplayUnitsMiddleware.annotate(try JSON.encoder.encode($0.report(timeZone: zone)), units)
                    }
                }
                return answer(data)
            },
            Endpoint(
                method: .get, path: "/api/v1/history", summary: "Per-day adherence and category totals over a range (default the last 7 days)",
                tag: "Days",
                query: [.init(name: "from", description: "First day, YYYY-MM-DD", schema: QuerySchemas.day), .init(name: "to", description: "Last day, YYYY-MM-DD (default today)", schema: QuerySchemas.day)],
                response: "HistoryReport"
            ) { request, _ in
                let from = try request.queryDay("from")
                let to = try request.queryDay("to")
                let report = try await run {
                    let last = try to ?? database.today(clock: clock)
                    let first = from ?? last.adding(days: -6)
                    return try database.historyReport(from: first, to: last)
                }
                return try JSON.response(report)
            },
            Endpoint(
                method: .get, path: "/api/v1/history/summary",
                summary: "Weekly or monthly summaries over a range (default the last 4 weeks): food (days logged and on target, average energy, on track), body (weigh-ins, trend change), training",
                tag: "Days",
                query: [
                    .init(name: "from", description: "First day, YYYY-MM-DD", schema: QuerySchemas.day),
                    .init(name: "to", description: "Last day, YYYY-MM-DD (default today)", schema: QuerySchemas.day),
                    .init(name: "by", description: "week (default) or month", schema: .choice(HistoryGrouping.allCases.map(\.rawValue))),
                    .init(name: "type", description: "all (default), food, body or training", schema: .choice(HistoryDataType.allCases.map(\.rawValue))),
                ],
                response: "HistorySummary"
            ) { request, _ in
                let from = try request.queryDay("from")
                let to = try request.queryDay("to")
                let grouping = HistoryGrouping(rawValue: request.query("by") ?? "week") ?? .week
                let type = HistoryDataType(rawValue: request.query("type") ?? "all") ?? .all
                let report = try await run {
                    let last = try to ?? database.today(clock: clock)
                    return try database.historySummary(from: from ?? last.adding(days: -27), to: last, by: grouping, type: type, clock: clock)
                }
                return try JSON.response(report)
            },
            Endpoint(
                method: .post, path: "/api/v1/entries",
                summary: "Log an entry: portions of a category, a food (grams, measure or servings), a quick add (kcal) or a typed meal (text)",
                tag: "Entries", body: "EntryInput", response: "EntryCreated", success: 201
            ) { request, context in
                let body = try await JSONBody.read(request, context: context)
                return try await logEntry(body)
            },
            Endpoint(method: .get, path: "/api/v1/entries/{id}", summary: "One entry", tag: "Entries", response: "EntryReport") { _, context in
                let id = try context.parameters.id()
                let (entry, catalog) = try await run { (try database.entry(id: id), try database.catalog()) }
                return try JSON.response(EntryReport(entry, catalog: catalog, timeZone: timeZone))
            },
            Endpoint(
                method: .get, path: "/api/v1/entries/{id}/history",
                summary: "An entry's earlier versions, oldest first (edits from two devices: the last write is the entry, the one it replaced is here)",
                tag: "Entries", response: "EntryHistory"
            ) { _, context in
                let id = try context.parameters.id()
                let versions = try await run { try database.entryHistory(id: id) }
                let stamp = ISO8601DateFormatter()
                // The snapshots are stored as the entry JSON they were; they are passed on as they are.
                var json = Data("{\"versions\":[".utf8)
                for (index, version) in versions.enumerated() {
                    if index > 0 { json.append(Data(",".utf8)) }
                    json.append(Data("{\"replacedAt\":\"\(stamp.string(from: version.replacedAt))\",\"entry\":".utf8))
                    json.append(version.snapshot)
                    json.append(Data("}".utf8))
                }
                json.append(Data("]}".utf8))
                return JSON.raw(json)
            },
            Endpoint(
                method: .patch, path: "/api/v1/entries/{id}", summary: "Change an entry: portions, meal, category, note, time, amount",
                tag: "Entries", body: "EntryChanges", response: "EntryReport"
            ) { request, context in
                let id = try context.parameters.id()
                let body = try await JSONBody.read(request, context: context)
                try body.allow(["portions", "meal", "category", "note", "at", "amount", "unit"])
                let changes = EntryChanges(
                    portions: try body.string("portions"), meal: try body.string("meal"), category: try body.string("category"),
                    note: try body.string("note"), at: try body.string("at"), amount: try body.string("amount"), unit: try body.string("unit"))
                let (entry, catalog) = try await run { (try database.editEntry(id: id, changes: changes, clock: clock), try database.catalog()) }
                return try JSON.response(EntryReport(entry, catalog: catalog, timeZone: timeZone))
            },
            Endpoint(method: .delete, path: "/api/v1/entries/{id}", summary: "Delete an entry; returns what it was", tag: "Entries", response: "EntryReport") {
                _, context in
                let id = try context.parameters.id()
                let (entry, catalog) = try await run { (try database.deleteEntry(id: id), try database.catalog()) }
                return try JSON.response(EntryReport(entry, catalog: catalog, timeZone: timeZone))
            },
            Endpoint(
                method: .post, path: "/api/v1/parse", summary: "Read a typed meal into foods, grams and nutrients (nothing is logged)",
                tag: "Foods", body: "ParseInput", response: "ParsedMealReport"
            ) { request, context in
                let body = try await JSONBody.read(request, context: context)
                try body.allow(["text"])
                let text = try body.required("text")
                guard text.count <= 2_000 else { throw TallyError.invalid(field: "text", "the text is longer than 2000 characters") }
                let readable = await environment.readableMeal(text)
                let parsed = try await run { try database.parseMeal(readable, now: clock.now()) }
                return try JSON.response(ParsedMealReport(parsed))
            },
            Endpoint(method: .get, path: "/api/v1/info", summary: "Schema version and counts", tag: "Settings", response: "Info") { _, _ in
                let info = try await run {
                    Info(
                        schemaVersion: try database.schemaVersion(), migrations: try database.appliedMigrations(), entries: try database.entryCount(),
                        foods: try database.foodCount(), timeZone: timeZone.identifier)
                }
                return try JSON.response(info)
            },
        ]
    }

    struct Info: Encodable {
        var schemaVersion: Int
        var migrations: [String]
        var entries: Int
        var foods: Int
        var timeZone: String
    }

    func logEntry(_ body: JSONBody) async throws -> Response {
        let common: Set<String> = ["meal", "at", "note"]
        if body.has("text") {
            try body.allow(common.union(["text"]))
            let (text, meal, at, note) = (try body.required("text"), try body.string("meal"), try body.string("at"), try body.string("note"))
            let readable = text.count <= MealParser.maximumLength ? await environment.readableMeal(text) : text
            let (result, catalog) = try await run {
                (try database.logTypedMeal(readable, meal: meal, at: at, note: note, clock: clock), try database.catalog())
            }
            return try API.created(
                EatTextReport(parsed: ParsedMealReport(result.parsed), entries: result.entries.map { EntryReport($0, catalog: catalog, timeZone: timeZone) }))
        }
        if body.has("kcal") {
            try body.allow(common.union(["kcal", "protein", "carbs", "fat", "name"]))
            let request = QuickAdd.Request(
                kcal: try body.required("kcal"), protein: try body.string("protein"), carbs: try body.string("carbs"), fat: try body.string("fat"),
                name: try body.string("name"), meal: try body.string("meal"), at: try body.string("at"), note: try body.string("note"))
            let (result, catalog) = try await run { (try database.quickAdd(request, clock: clock), try database.catalog()) }
            return try API.created(QuickReport(entry: EntryReport(result.entry, catalog: catalog, timeZone: timeZone), warning: result.warning))
        }
        if body.has("food") {
            try body.allow(common.union(["food", "grams", "amount", "measure", "servings"]))
            let food = try body.required("food")
            let amount = try API.foodAmount(body)
            let (meal, at, note) = (try body.string("meal"), try body.string("at"), try body.string("note"))
            let (entry, catalog) = try await run {
                (try database.logFood(food, amount: amount, meal: meal, at: at, note: note, clock: clock), try database.catalog())
            }
            return try API.created(EntryReport(entry, catalog: catalog, timeZone: timeZone))
        }
        guard body.has("category") else {
            throw BadRequest(field: "category", message: "give a category (portions), a food, kcal (quick add) or text (a typed meal)")
        }
        try body.allow(common.union(["category", "portions", "amount", "unit"]))
        let request = EntryRequest(
            category: try body.required("category"), portions: try body.string("portions"), meal: try body.string("meal"), at: try body.string("at"),
            amount: try body.string("amount"), unit: try body.string("unit"), note: try body.string("note"))
        if request.portions == nil && request.amount == nil {
            throw BadRequest(field: "portions", message: "give portions (or an amount with a unit)")
        }
        let (entry, catalog) = try await run { (try database.logEntry(request, clock: clock), try database.catalog()) }
        return try API.created(EntryReport(entry, catalog: catalog, timeZone: timeZone))
    }

    static func foodAmount(_ body: JSONBody) throws -> FoodAmount {
        let grams = try body.string("grams")
        let amount = try body.string("amount")
        let measure = try body.string("measure")
        let servings = try body.string("servings")
        let ways = [grams != nil, amount != nil || measure != nil, servings != nil].filter { $0 }.count
        guard ways <= 1 else { throw BadRequest(field: "grams", message: "give one of grams, amount with measure, or servings") }
        if let grams { return .grams(grams) }
        if let servings { return .servings(servings) }
        if let measure { return .measure(amount: amount ?? "1", name: measure) }
        if let amount { return .count(amount) }
        return .unspecified
    }
}

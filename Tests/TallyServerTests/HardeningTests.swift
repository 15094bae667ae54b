import Foundation
import GRDB
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import TallyTestSupport
import Testing

@testable import TallyCore
@testable import TallyServer
@testable import TallyStore

/// Requests that once killed the server or stored rows it could not read: each now gets a 4xx with a
/// message, writes nothing, and the server keeps answering.
struct HardeningTests {
    static let crashes: [(body: String, status: Int, mentions: String)] = [
        (#"{"food": "2224", "grams": 1e19}"#, 422, "5000"),
        (#"{"food": "2224", "servings": 1e19}"#, 422, "100"),
        (#"{"food": "2224", "amount": 1e19, "measure": "cup"}"#, 422, "1000"),
        (#"{"food": "2224", "grams": "20000000000000000000"}"#, 400, "number"),
        (#"{"category": "Fruit", "portions": 1, "at": "0001-01-01 00:00"}"#, 422, "1900"),
        (#"{"category": "Fruit", "portions": 1e20}"#, 422, "1440"),
        (#"{"category": "Fruit", "portions": 1e18}"#, 422, "1440"),
        (#"{"category": "Fruit", "portions": 9.3e18}"#, 422, "1440"),
        (#"{"category": "Fruit", "portions": 1, "at": "9999-12-31T23:59-14:00"}"#, 422, "2100"),
        (#"{"category": "Fruit", "portions": 1, "note": "before\u0000after"}"#, 422, "control"),
        (#"{"category": "Fruit", "portions": 1,}"#, 400, "trailing comma"),
        (#"{"category": "Fruit", "portions": 1, "portions": 2}"#, 400, "twice"),
        (#"{"category": "Fruit", "portions": 1, "note": "\ud800"}"#, 400, "surrogate"),
        (#"{"category": "Fruit", "portions": 1e400}"#, 400, "out of range"),
        (#"{"kcal": 500, "at": "2026-11-21 12:00", "note": "x", "protein": 1000.5}"#, 422, "1000"),
    ]

    @Test(arguments: crashes)
    func requestsThatCrashedTheServerAreRefused(_ body: String, _ status: Int, _ mentions: String) async throws {
        let server = try TestServer(foods: true)
        try await server.run { client in
            let reply = try await client.send(.post, "/api/v1/entries", body: Data(body.utf8))
            #expect(reply.status.code == status, "\(body) → \(reply.status.code) \(reply.text)")
            #expect(reply.errorMessage?.contains(mentions) == true, "\(body) → \(reply.text)")
            #expect(try await client.get("/healthz").status == .ok, "the server still answers")
        }
        #expect(try server.database.entryCount() == 0)
    }

    @Test func otherLooseInputIsRefused() async throws {
        let server = try TestServer()
        try await server.run { client in
            let distance = try await client.post("/api/v1/workouts", ["name": "Run", "minutes": 30, "sets": ["Running 100000000000000000000000m"]])
            #expect(distance.status == .unprocessableContent, "\(distance.text)")
            let sets = try await client.post("/api/v1/workouts", ["name": "Circuit", "minutes": 30, "sets": Array(repeating: "Squat 60kg x5", count: 2_000)])
            #expect(sets.status == .unprocessableContent, "\(sets.text)")
            #expect(sets.errorMessage?.contains("200") == true)
            let future = try await client.post("/api/v1/metrics", ["kind": "weight", "value": 80, "date": "9999-12-31"])
            #expect(future.status == .unprocessableContent, "\(future.text)")
            let history = try await client.get("/api/v1/history?from=0001-01-01")
            #expect(history.status == .unprocessableContent, "\(history.text)")
            let day = try await client.get("/api/v1/days/0000-12-31")
            #expect(day.status == .unprocessableContent, "\(day.text)")
        }
        #expect(try server.database.workouts().isEmpty)
        #expect(try server.database.measurements().isEmpty)
    }

    @Test func aHugeAmountInTheWebFormIsRefused() async throws {
        let server = try TestServer(foods: true)
        try await server.run { client in
            let reply = try await client.form("/log/food", ["food": "2224", "amount": "10000000000000000000", "back": "/"])
            #expect(reply.status == .unprocessableContent)
            #expect(reply.text.contains("out of range"))
            let portions = try await client.form("/log/portion", ["category": "Fruit", "portions": "100000000000000000000", "back": "/"])
            #expect(portions.status == .unprocessableContent)
        }
        #expect(try server.database.entryCount() == 0)
    }

    @Test func aTypedMealWithAnAbsurdNumberIsNotReadAsOneCup() throws {
        let server = try TestServer(foods: true)
        let parsed = try server.database.parseMeal("20000000000000000000g rolled oats", now: server.clock.now())
        #expect(parsed.items.allSatisfy { $0.food == nil || $0.grams > 5_000 } || parsed.items.isEmpty, "\(parsed.items.map(\.grams))")
        #expect(!parsed.unmatched.isEmpty)
    }

    /// A row written before the date range was enforced (day 0000-12-31) is shown with a note, can be
    /// edited or deleted, and is listed by the check; nothing crashes.
    @Test(.enabled(if: !TestStore.isPostgres, "SQLite stores a value of any type in any column; PostgreSQL refuses it")) func aStoredRowThatCannotBeReadIsReportedNotFatal() async throws {
        let server = try TestServer()
        let entry = try server.database.logEntry(EntryRequest(category: "Fruit", portions: "1"), clock: server.clock)
        try server.database.write { db in
            try db.execute(sql: "UPDATE entry SET day = '0000-12-31' WHERE id = ?", arguments: [entry.id])
            try db.execute(
                sql: "INSERT INTO bodyMetric (kind, value, day, measuredAt, source) VALUES ('weight', 80, 'garbage', '2026-11-20 07:00:00.000', 'manual')")
        }
        let workout = try server.database.logWorkout(WorkoutRequest(name: "Legs", minutes: "40", rpe: "7", sets: ["Squat 100kg x5"]), clock: server.clock)
        // As if edited outside Tally, past the table's checks.
        try await server.database.sqliteWriter().writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
            try db.execute(sql: "UPDATE workout SET minutes = 'lots' WHERE id = ?", arguments: [workout.id])
            try db.execute(sql: "PRAGMA ignore_check_constraints = OFF")
        }
        let problems = try server.database.unreadableRows()
        #expect(problems.map(\.table).sorted() == ["bodyMetric", "entry", "workout"])
        #expect(problems.first { $0.table == "workout" }?.problem.contains("minutes") == true)
        try await server.run { client in
            let shown = try await client.get("/api/v1/entries/\(entry.id)")
            #expect(shown.status == .ok)
            #expect((try shown.json["problem"] as? String)?.contains("0000-12-31") == true)
            let page = try await client.get("/entries/\(entry.id)/edit")
            #expect(page.status == .ok)
            #expect(page.text.contains("0000-12-31"))
            #expect(try await client.get("/api/v1/days/2026-11-21").status == .ok)
            #expect(try await client.get("/api/v1/body?range=all").status == .ok)
            #expect(try await client.get("/api/v1/workouts").status == .ok)
            #expect(try await client.get("/api/v1/lab/metrics").status == .ok)
            #expect(try await client.get("/lab").status == .ok)
            #expect(try await client.delete("/api/v1/workouts/\(workout.id)").status == .ok)
            #expect(try await client.delete("/api/v1/entries/\(entry.id)").status == .ok)
            let metric = try #require(problems.first { $0.table == "bodyMetric" }?.id)
            #expect(try await client.delete("/api/v1/metrics/\(metric)").status == .ok)
        }
        #expect(try server.database.unreadableRows().isEmpty)
        #expect(try server.database.entryCount() == 0)
    }

    @Test func methodsAndHeads() async throws {
        let server = try TestServer()
        try await server.run { client in
            let head = try await client.send(.head, "/api/v1/info")
            #expect(head.status == .ok)
            #expect(head.text.isEmpty)
            #expect(head.headers[.contentType]?.hasPrefix("application/json") == true)
            #expect(try await client.send(.head, "/").status == .ok)

            let put = try await client.send(.put, "/api/v1/info", body: Data("{}".utf8))
            #expect(put.status == .methodNotAllowed)
            #expect(put.headers[.allow] == "GET, HEAD")
            #expect(put.errorMessage?.contains("PUT") == true)
            let trace = try await client.send(.trace, "/api/v1/entries/1")
            #expect(trace.status == .methodNotAllowed)
            #expect(trace.headers[.allow] == "DELETE, GET, HEAD, PATCH")
            let page = try await client.send(.delete, "/history")
            #expect(page.status == .methodNotAllowed)
            #expect(page.headers[.contentType]?.hasPrefix("text/html") == true)
            #expect(try await client.get("/no/such/page").status == .notFound)
        }
    }

    /// Every page carries a policy that forbids inline script, and no page has any.
    @Test func noInlineScriptAnywhere() async throws {
        let server = try TestServer()
        _ = try server.database.logEntry(EntryRequest(category: "Fruit", portions: "1"), clock: server.clock)
        try await server.run { client in
            for path in ["/", "/history", "/body", "/training", "/foods", "/plan", "/manage", "/day/2026-11-21/category/Fruit", "/entries/1/edit"] {
                let page = try await client.get(path)
                #expect(page.status == .ok, "\(path)")
                let policy = try #require(page.headers[.contentSecurityPolicy], "\(path) has no CSP")
                #expect(policy.contains("script-src 'self'") && !policy.contains("unsafe-inline') ; script") && !policy.contains("script-src 'self' 'unsafe"))
                let html = page.text.lowercased()
                let inlineScripts = html.components(separatedBy: "<script").dropFirst().filter { !$0.prefix(while: { $0 != ">" }).contains("src=") }
                #expect(inlineScripts.isEmpty, "\(path) has an inline <script>")
                let handlers = html.range(of: #"\son[a-z]+\s*="#, options: .regularExpression)
                #expect(handlers == nil, "\(path) has an inline event handler")
                #expect(!html.contains("javascript:"), "\(path) has a javascript: URL")
            }
        }
    }

    @Test(arguments: ["/\t/evil.example", "/\n/evil.example", "//evil.example", "/\\evil.example", "\\\\evil.example", "https://evil.example", "/ /evil", "/%09/ok"])
    func backLinksStayOnTheSite(_ back: String) {
        let safe = WebApp.safeBack(back)
        #expect(safe == "/" || safe == back)
        #expect(!safe.hasPrefix("//") && !safe.contains("\t") && !safe.contains("\\") && !safe.contains(" "))
        if back.contains("evil") { #expect(safe == "/") }
    }

    @Test func aFormWithATabbedBackLinkRedirectsHome() async throws {
        let server = try TestServer()
        let entry = try server.database.logEntry(EntryRequest(category: "Fruit", portions: "1"), clock: server.clock)
        try await server.run { client in
            let reply = try await client.send(
                .post, "/entries/\(entry.id)/delete", body: Data("back=/%09/evil.example".utf8), contentType: "application/x-www-form-urlencoded")
            #expect(reply.status == .seeOther)
            let location = try #require(reply.headers[.location])
            #expect(location.hasPrefix("/?") || location == "/", "\(location)")
        }
    }

    @Test func uploadsOverTheLimitAreRefusedAndNothingIsImported() async throws {
        let server = try TestServer()
        try await server.run { client in
            var csv = "Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n"
            let row = "2026-11-20 18:00:00,Push,Bench Press,1,60,5\n"
            csv += String(repeating: row, count: Uploads.maximumBytes / row.utf8.count + 10)
            // (A client of its own with a longer read timeout: 32 MB through a loaded CI machine can outlast the default.)
            let port = try #require(client.client.port)
            let upload = ByteBuffer(string: csv)
            let response = try await TestClient.withClient(host: "127.0.0.1", port: port, configuration: .init(timeout: .seconds(180))) { raw in
                try await raw.execute(
                    TestClient.Request(
                        "/api/v1/import/strong", method: .post, authority: "127.0.0.1:\(port)", headers: [.contentType: "text/csv"],
                        body: upload))
            }
            let answer = response.body ?? ByteBuffer()
            let reply = Reply(status: response.status, headers: response.headers, text: String(buffer: answer), data: Data(answer.readableBytesView))
            #expect(reply.status == .contentTooLarge)
            #expect(reply.errorMessage?.contains("\(Uploads.maximumBytes >> 20) MB") == true)
            let empty = try await client.send(.post, "/api/v1/import/strong", body: Data(), contentType: "text/csv")
            #expect(empty.status == .badRequest)
        }
        #expect(try server.database.workouts().isEmpty)
    }
}

/// The Host allowlist holds on every bind address, not only loopback.
struct HostAllowlistTests {
    @Test func anAllInterfacesBindStillRefusesForeignNames() async throws {
        let server = try TestServer()
        let allowed = TallyServer.allowedHosts(bind: "0.0.0.0", extra: ["Tally.LAN"])
        try await server.run(allowedHosts: allowed) { client in
            let port = try #require(client.client.port)
            func status(_ authority: String) async throws -> HTTPResponse.Status {
                try await TestClient.withClient(host: "127.0.0.1", port: port) { raw in
                    try await raw.execute(TestClient.Request("/api/v1/info", method: .get, authority: authority)).status
                }
            }
            #expect(try await status("evil.example:\(port)") == .forbidden)
            #expect(try await status("127.0.0.1.evil.example") == .forbidden)
            #expect(try await status("192.168.1.20:\(port)") == .ok)
            #expect(try await status("[fe80::1]:\(port)") == .ok)
            #expect(try await status("tally.lan:\(port)") == .ok)
            #expect(try await status("localhost:\(port)") == .ok)
        }
    }

    @Test func bindNamesAreAllowed() {
        #expect(TallyServer.allowedHosts(bind: "nas.local", extra: []).contains("nas.local"))
        #expect(TallyServer.allowedHosts(bind: "::1", extra: []).contains("[::1]"))
        #expect(!TallyServer.allowedHosts(bind: "0.0.0.0", extra: []).contains("0.0.0.0"))
        #expect(RequestGuard.isIPLiteral("10.0.0.7"))
        #expect(!RequestGuard.isIPLiteral("10.0.0.256"))
        #expect(!RequestGuard.isIPLiteral("10.0.0"))
        #expect(!RequestGuard.isIPLiteral("1.2.3.4.evil.example"))
        #expect(RequestGuard.isIPLiteral("[::ffff:10.0.0.1]"))
    }

    /// Opened at http://[::1]:port, the browser's Origin is "http://[::1]:port": its own writes pass.
    @Test func ipv6OriginsMatchTheirHost() async throws {
        #expect(RequestGuard.originAuthority("http://[::1]:8080") == "[::1]:8080")
        #expect(RequestGuard.originAuthority("https://tally.lan:443") == "tally.lan")
        #expect(RequestGuard.normalizedAuthority("tally.lan:443") == "tally.lan")
        #expect(RequestGuard.originAuthority("null") == nil)
        let server = try TestServer()
        try await server.run(allowedHosts: TallyServer.loopbackNames) { client in
            let port = try #require(client.client.port)
            let body = ByteBuffer(string: #"{"category": "Fruit", "portions": 1}"#)
            let reply = try await TestClient.withClient(host: "127.0.0.1", port: port) { raw in
                try await raw.execute(
                    TestClient.Request(
                        "/api/v1/entries", method: .post, authority: "[::1]:\(port)",
                        headers: [.origin: "http://[::1]:\(port)", .contentType: "application/json"], body: body))
            }
            #expect(reply.status == .created)
            let foreign = try await TestClient.withClient(host: "127.0.0.1", port: port) { raw in
                try await raw.execute(
                    TestClient.Request(
                        "/api/v1/entries", method: .post, authority: "[::1]:\(port)",
                        headers: [.origin: "http://[::2]:\(port)", .contentType: "application/json"], body: body))
            }
            #expect(foreign.status == .forbidden)
        }
        #expect(try server.database.entryCount() == 1)
    }
}

/// The published patterns say exactly what the core accepts.
struct ContractTests {
    @Test func theDatePatternMatchesExactlyTheDaysTallyAccepts() throws {
        let regex = try NSRegularExpression(pattern: "^\(OpenAPIDocument.datePattern)$")
        func matches(_ text: String) -> Bool { regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil }
        var day = Day(year: 1899, month: 12, day: 1)
        let last = try #require(Day(year: 2101, month: 1, day: 31))
        var checked = 0
        while let current = day, current <= last {
            #expect(matches(current.description) == Limits.days.contains(current), "\(current)")
            day = current.adding(days: 1)
            checked += 1
        }
        #expect(checked > 73_000)
        for impossible in ["1900-02-29", "2100-02-29", "2023-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "2026-1-01", "٢٠٢٦-01-01"] {
            #expect(!matches(impossible), "\(impossible)")
            #expect((try? Limits.day(impossible)) == nil, "\(impossible)")
        }
        #expect(matches("2000-02-29") && matches("2096-02-29") && matches("1904-02-29"))
    }

    @Test(arguments: [
        "2026-11-21 08:30", "2026-11-21T08:30", "2026-11-21t08:30", "2026-11-21 08:30:59", "2026-11-21T08:30Z", "2026-11-21T08:30+01:00",
        "2026-11-21T08:30:00Z", "2026-11-21T08:30:00.123-05:30", "1900-01-01 00:00", "2100-12-31T23:59:59+14:00",
    ])
    func everyTimeThePatternAllowsParses(_ text: String) throws {
        let regex = try NSRegularExpression(pattern: "^\(OpenAPIDocument.timePattern)$")
        #expect(regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil)
        #expect(try EntryPlanner.parseTime(text) != nil)
    }

    @Test func everyRangeIsPublished() async throws {
        let server = try TestServer()
        try await server.run { client in
            let document = try await client.get("/api/v1/openapi.json").json
            let grams = try #require(document[path: "components.schemas.EntryInput"] as? [String: Any])
            let text = String(decoding: try JSONSerialization.data(withJSONObject: grams), as: UTF8.self)
            #expect(text.contains("\"maximum\":5000"))
            #expect(text.contains("\"additionalProperties\":false"))
            let workout = try #require(document[path: "components.schemas.WorkoutInput.properties.sets.maxItems"] as? Int)
            #expect(workout == Limits.setsPerWorkout)
        }
    }
}

import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

@testable import TallyCore
@testable import TallyServer
@testable import TallyStore

/// The web app over real HTTP: pages render, forms redirect on success, re-render with the message
/// on failure, and change nothing when rejected.
struct WebPageTests {
    @Test(arguments: [
        ("/", "<h1>Today</h1>"), ("/?date=2026-11-20", "Friday, 20 November 2026"), ("/history", "November 2026"), ("/body", "Add measurements"),
        ("/training", "Log a workout"), ("/foods", "Add a custom food"), ("/plan", "Daily targets"), ("/manage", "Day cutoff"),
        ("/day/2026-11-21/category/Vegetables", "No items yet"), ("/assets/app.css", "--accent:#007aff"), ("/manifest.webmanifest", "\"display\":\"standalone\""),
    ])
    func pagesRender(_ path: String, _ expected: String) async throws {
        let server = try TestServer()
        try await server.run { client in
            let reply = try await client.get(path)
            #expect(reply.status == .ok, "\(path) → \(reply.status)")
            #expect(reply.text.contains(expected), "\(path) lacks \(expected)")
        }
    }

    @Test func unknownThingsAreFriendly404Pages() async throws {
        let server = try TestServer()
        try await server.run { client in
            let page = try await client.get("/entries/999/edit")
            #expect(page.status == .notFound)
            #expect(page.text.contains("<h1>Not found</h1>"))
            #expect(try await client.get("/day/2026-11-21/category/Pizza").status == .notFound)
            #expect(try await client.get("/?date=yesterday").status == .notFound)
        }
    }
}

struct WebFormTests {
    @Test func portionsFromTheSheetAndTheirMistakes() async throws {
        let server = try TestServer()
        try await server.run { client in
            let added = try await client.form("/log/portion", ["date": "2026-11-21", "back": "/", "category": "Vegetables", "portions": "1.5", "meal": "Lunch", "note": "salad"])
            #expect(added.status == .seeOther)
            #expect(added.headers[.location]?.hasPrefix("/?notice=Added%201.5%20Vegetables") == true, "\(added.headers[.location] ?? "")")
            let today = try await client.get("/")
            #expect(today.text.contains("data-category=\"Vegetables\""))
            #expect(today.text.contains("“salad”"))

            let rejected = try await client.form("/log/portion", ["date": "2026-11-21", "back": "/", "category": "Vegetables", "portions": "9", "note": "too much"])
            #expect(rejected.status == .unprocessableContent)
            #expect(rejected.text.contains("role=\"alert\""))
            #expect(rejected.text.contains("value=\"too much\""), "the user's values come back")
            #expect(rejected.text.contains("data-start-open"), "the sheet reopens")
            #expect(try server.database.entryCount() == 1)

            // A past day from History lands on that day, at the meal's usual time.
            let past = try await client.form("/log/portion", ["date": "2026-11-19", "back": "/history?date=2026-11-19", "category": "Fruit", "portions": "1", "meal": "Dinner"])
            #expect(past.status == .seeOther)
            let history = try await client.get("/history?date=2026-11-19")
            #expect(history.text.contains("id=\"chart-adherence\""))
            #expect(history.text.contains("Thu 19 Nov: 1 of 9 on target"), "bars carry each day's adherence")
            #expect(history.text.contains("class=\"bar-missed\""), "a logged day off target is a red bar")
            #expect(past.headers[.location]?.hasPrefix("/history?date=2026-11-19&notice=") == true)
            let entries = try server.database.dayView(Day("2026-11-19")!, clock: server.clock).summary.entries
            #expect(entries.count == 1)
            #expect(TimeFormat.clock(entries[0].loggedAt, in: server.clock.calendar) == "17:30")
            #expect(try await client.form("/log/portion", ["date": "2026-11-25", "category": "Fruit", "portions": "1"]).status == .unprocessableContent)

            // Redirects stay on this site.
            let hostile = try await client.form("/log/portion", ["back": "//evil.example/x", "category": "Fruit", "portions": "1"])
            #expect(hostile.headers[.location]?.hasPrefix("/?notice=") == true)
        }
    }

    @Test func typedMealsAreShownBeforeTheyAreLogged() async throws {
        let server = try TestServer(foods: true)
        try await server.run { client in
            let preview = try await client.form("/log/text/preview", ["date": "2026-11-21", "back": "/", "text": "2 eggs and a banana", "meal": "Breakfast"])
            #expect(preview.status == .ok)
            #expect(preview.text.contains("Log these?"))
            #expect(preview.text.contains("Log 2 items"))
            #expect(!preview.text.contains("typed-unmatched"))
            #expect(try server.database.entryCount() == 0, "a preview logs nothing")
            // Words that named nothing are shown, not silently dropped.
            let odd = try await client.form("/log/text/preview", ["date": "2026-11-21", "back": "/", "text": "2 zorbly eggs", "meal": "Breakfast"])
            #expect(odd.text.contains("id=\"typed-unmatched\""))
            #expect(odd.text.contains("Not understood: zorbly"))
            let logged = try await client.form("/log/text", ["date": "2026-11-21", "back": "/", "text": "2 eggs and a banana", "meal": "Breakfast"])
            #expect(logged.status == .seeOther)
            #expect(try server.database.entryCount() == 2)
            let nothing = try await client.form("/log/text/preview", ["date": "2026-11-21", "back": "/", "text": "qwxz zzyq"])
            #expect(nothing.status == .unprocessableContent)
            #expect(nothing.text.contains("no foods found"))

            let food = try await client.form("/log/food", ["date": "2026-11-21", "back": "/", "query": "whole milk", "amount": "1", "measure": "cup"])
            #expect(food.status == .seeOther, "\(food.text.prefix(300))")
            #expect(food.headers[.location]?.contains("kcal") == true)
            let quick = try await client.form("/log/quick", ["date": "2026-11-21", "back": "/", "kcal": "300", "name": "Cake"])
            #expect(quick.status == .seeOther)
            #expect(try server.database.entryCount() == 4)
        }
    }

    @Test func editAndDeleteAnEntry() async throws {
        let server = try TestServer()
        let entry = try server.database.logEntry(EntryRequest(category: "Dairy", portions: "1", meal: "Breakfast"), clock: server.clock)
        try await server.run { client in
            let page = try await client.get("/entries/\(entry.id)/edit?back=/")
            #expect(page.text.contains("id=\"edit-portions\""))
            let bad = try await client.form("/entries/\(entry.id)/edit", ["back": "/", "portions": "2", "at": "2026-13-40 10:00"])
            #expect(bad.status == .unprocessableContent)
            #expect(try server.database.entry(id: entry.id).portions == Portions(rounding: 1.0), "nothing half-saved")
            let saved = try await client.form("/entries/\(entry.id)/edit", ["back": "/", "portions": "2", "meal": "Dinner", "note": "latte"])
            #expect(saved.status == .seeOther)
            let edited = try server.database.entry(id: entry.id)
            #expect(edited.portions == Portions(rounding: 2.0))
            #expect(edited.note == "latte")
            let deleted = try await client.form("/entries/\(entry.id)/delete", ["back": "/day/2026-11-21/category/Dairy"])
            #expect(deleted.headers[.location]?.hasPrefix("/day/2026-11-21/category/Dairy?notice=Deleted") == true)
            #expect(try server.database.entryCount() == 0)
        }
    }

    @Test func bodyTrainingPlanAndManageForms() async throws {
        let server = try TestServer()
        try await server.run { client in
            // One bad value rejects the whole form.
            let mixed = try await client.form("/body/metrics", ["date": "2026-11-21", "weight": "80", "bodyfat": "95"])
            #expect(mixed.status == .unprocessableContent)
            #expect(try server.database.measurements().isEmpty)
            #expect(try await client.form("/body/metrics", ["date": "2026-11-20", "weight": "80.4", "waist": "88"]).status == .seeOther)
            #expect(try server.database.measurements().count == 2)
            let body = try await client.get("/body")
            #expect(body.text.contains("id=\"chart-weight\""))
            #expect(body.text.contains("class=\"trend\""))

            #expect(try await client.form("/training/workouts", ["name": "Run", "minutes": "", "rpe": "6"]).status == .unprocessableContent)
            let workout = try await client.form("/training/workouts", ["name": "Push", "minutes": "45", "rpe": "8", "sets": "Bench Press 80kg x5\nBench Press 60kg x8 warmup"])
            #expect(workout.status == .seeOther)
            let training = try await client.get("/training")
            #expect(training.text.contains("id=\"chart-lift\""))
            #expect(training.text.contains("Bench Press"))

            #expect(try await client.form("/plan/profile", ["height": "20"]).status == .unprocessableContent)
            #expect(try await client.form("/plan/profile", ["birth_date": "1990-03-01", "sex": "male", "height": "180", "activity": "moderate", "units": "metric"]).status == .seeOther)
            let unsafe = try await client.form("/plan/goal", ["kind": "lose", "target": "70", "by": "2026-12-20"])
            #expect(unsafe.status == .unprocessableContent)
            #expect(unsafe.text.contains("Nearest safe plan"))
            #expect(try await client.form("/plan/targets", ["kcal": "2100"]).status == .seeOther)
            #expect(try await client.get("/plan").text.contains(">2100<"))

            let fruitID = try server.database.catalog().categories.first { $0.name == "Fruit" }!.id
            let badTarget = try await client.form("/manage/categories/\(fruitID)", ["name": "Fresh Fruit", "unit": "portions", "kind": "range", "min": "3", "max": "1", "enabled": "on"])
            #expect(badTarget.status == .unprocessableContent)
            #expect(try server.database.catalog().categories.contains { $0.name == "Fruit" }, "the rename did not half-happen")
            #expect(try await client.form("/manage/categories/\(fruitID)", ["name": "Fresh Fruit", "unit": "portions", "kind": "atLeast", "min": "3", "enabled": "on"]).status == .seeOther)
            #expect(try server.database.catalog().categories.first { $0.id == fruitID }?.name == "Fresh Fruit")
            #expect(try await client.form("/manage/cutoff", ["cutoff": "05:30"]).status == .seeOther)
            #expect(try server.database.settings().dayBoundary.cutoffMinutes == 330)
        }
    }
}

/// No login, so no foreign page may drive the server: DNS rebinding and cross-site writes are refused.
struct RequestGuardTests {
    @Test func foreignHostsAndCrossSiteWritesAreRefused() async throws {
        let server = try TestServer()
        try await server.run(allowedHosts: TallyServer.loopbackNames) { client in
            let home = try await client.get("/")
            #expect(home.status == .ok, "the test client names a loopback host")
            #expect(home.headers[.xContentTypeOptions] == "nosniff")
            #expect(home.headers[HTTPField.Name("X-Frame-Options")!] == "DENY")

            // A page at evil.example whose name resolves to 127.0.0.1 reaches the port with its own Host.
            let port = try #require(client.client.port)
            let rebound = try await TestClient.withClient(host: "127.0.0.1", port: port) { raw in
                try await raw.execute(TestClient.Request("/api/v1/days/today", method: .get, authority: "evil.example:\(port)"))
            }
            #expect(rebound.status == .forbidden)
            #expect(String(buffer: rebound.body ?? ByteBuffer()).contains("localhost"))

            let body = Data(#"{"category": "Fruit", "portions": 1}"#.utf8)
            let crossSite = try await client.send(.post, "/api/v1/entries", body: body, headers: [.origin: "http://evil.example"])
            #expect(crossSite.status == .forbidden)
            let fetchMetadata = try await client.send(.post, "/api/v1/entries", body: body, headers: [HTTPField.Name("Sec-Fetch-Site")!: "cross-site"])
            #expect(fetchMetadata.status == .forbidden)
            let form = try await client.send(
                .post, "/log/portion", body: Data("category=Fruit&portions=1".utf8), contentType: "application/x-www-form-urlencoded",
                headers: [.origin: "null"])
            #expect(form.status == .forbidden)
            #expect(try server.database.entryCount() == 0)
            // The CLI and scripts send no Origin: allowed.
            #expect(try await client.send(.post, "/api/v1/entries", body: body).status == .created)
        }
    }

    @Test func hostNamesWithPorts() {
        #expect(RequestGuard.hostname("localhost:8080") == "localhost")
        #expect(RequestGuard.hostname("[::1]:8080") == "[::1]")
        #expect(RequestGuard.hostname("127.0.0.1") == "127.0.0.1")
        #expect(RequestGuard.hostname("Evil.Example:80") == "evil.example")
    }
}

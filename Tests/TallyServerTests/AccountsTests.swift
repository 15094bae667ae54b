import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import TallyTestSupport

@testable import TallyCore
@testable import TallyServer
@testable import TallyStore

/// A server with accounts over real files: alice (admin, owns the data directory's database), bob
/// (member) and drlee (clinician), each with their own database under the data directory.
struct AccountsServer: Sendable {
    let directory: TemporaryDirectory
    let store: AccountStore
    let clock: AppClock
    let tenants: Tenants
    let alice: Account, bob: Account, clinician: Account

    static let passwords = ["alice": "alice's long passphrase", "bob": "bob keeps another one", "drlee": "doctor's own passphrase"]

    init() throws {
        directory = try TemporaryDirectory()
        clock = .fixed(LocalDateTime("2026-11-21 12:00")!, timeZone: TestServer.berlin)
        // Cost 4: these tests are about who may see what, not about the hash's cost (AccountStoreTests).
        store = try TestStore.accounts(directory: directory.url)
        alice = try store.addUser(name: "alice", password: Self.passwords["alice"]!, role: .admin, clock: clock)
        bob = try store.addUser(name: "bob", password: Self.passwords["bob"]!, role: .member, clock: clock)
        clinician = try store.addUser(name: "drlee", password: Self.passwords["drlee"]!, role: .clinician, clock: clock)
        let primary = ServerEnvironment(database: try TestStore.open(directory: directory.url, loadsGenericFoods: false), clock: clock)
        // Each person has skipped first-run setup (these tests are about access, not the welcome flow).
        for account in [alice, bob, clinician] {
            try store.database(for: account, loadsGenericFoods: false).skipOnboarding(clock: clock)
        }
        tenants = Tenants(store: store, primary: primary, loadsGenericFoods: false)
    }

    /// A token with every scope for an account, made in its own database as `tally token create --user` does.
    func token(for account: Account, scopes: [String] = TokenScope.all) throws -> String {
        let database = try store.database(for: account, loadsGenericFoods: false)
        return try database.createToken(name: "test-\(UUID().uuidString.prefix(8))", scopes: scopes, owner: account.id, clock: clock).token
    }

    func run(_ test: @escaping @Sendable (Client) async throws -> Void) async throws {
        let app = Application(router: TallyServer.accountsRouter(tenants), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in try await test(Client(client: client)) }
    }
}

/// Requests as one visitor: a token, a browser session, or no one.
struct Caller: Sendable {
    let client: Client
    var headers: HTTPFields = [:]

    /// What a browser sends with a form of the page's own site (the port is the test server's, so no Origin).
    static let sameSite: HTTPFields = [HTTPField.Name("Sec-Fetch-Site")!: "same-origin"]

    static func anonymous(_ client: Client) -> Caller { Caller(client: client) }

    static func token(_ client: Client, _ token: String) -> Caller {
        Caller(client: client, headers: [.authorization: "Bearer \(token)"])
    }

    /// Signs in through the sign-in form, as a browser does.
    static func browser(_ client: Client, name: String, password: String) async throws -> Caller {
        let reply = try await client.send(
            .post, "/signin", body: Data("name=\(name)&password=\(password.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")".utf8),
            contentType: "application/x-www-form-urlencoded", headers: sameSite)
        #expect(reply.status == .seeOther, "sign-in of \(name) failed: \(reply.status) \(reply.text.prefix(200))")
        let cookie = try #require(reply.headers[.setCookie])
        #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"))
        let value = try #require(cookie.split(separator: ";").first.map(String.init))
        var headers = sameSite
        headers[.cookie] = value
        return Caller(client: client, headers: headers)
    }

    func send(_ method: HTTPRequest.Method, _ uri: String, json object: [String: Any]? = nil, form: Bool = false) async throws -> Reply {
        let body: Data? =
            if let object { try JSONSerialization.data(withJSONObject: object) } else if method == .get || method == .head || method == .delete { nil } else {
                form ? Data() : Data("{}".utf8)
            }
        return try await client.send(method, uri, body: body, contentType: form ? "application/x-www-form-urlencoded" : "application/json", headers: headers)
    }

    func get(_ uri: String) async throws -> Reply { try await send(.get, uri) }
}

struct AccountsTests {
    static let aliceMarker = "Zqalicemark"
    static let bobMarker = "Zqbobmark"

    /// Rows for both accounts through the API; alice gets more, so her ids are above any of bob's and
    /// a request naming one of hers can only find it in her database.
    static func seed(_ caller: Caller, marker: String, filler: Int) async throws -> [String: String] {
        for _ in 0..<filler {
            #expect(try await caller.send(.post, "/api/v1/entries", json: ["category": "Fruit", "portions": 1]).status == .created)
            #expect(try await caller.send(.post, "/api/v1/metrics", json: ["kind": "weight", "value": 70]).status == .created)
            #expect(try await caller.send(.post, "/api/v1/workouts", json: ["name": "Walk", "minutes": 20]).status == .created)
            #expect(try await caller.send(.post, "/api/v1/foods", json: ["name": "Filler \(UUID().uuidString.prefix(6))", "servingGrams": 50, "kcal": 100]).status == .created)
            #expect(try await caller.send(.post, "/api/v1/care-team/meetings", json: ["date": "2026-11-01", "provider": "doctor"]).status == .created)
        }
        func id(_ reply: Reply) throws -> String {
            #expect(reply.status == .created, "\(reply.text.prefix(300))")
            let object = try reply.json
            let id = (object["id"] as? Int) ?? ((object["food"] as? [String: Any])?["id"] as? Int) ?? ((object["recipe"] as? [String: Any])?["id"] as? Int)
            return String(try #require(id, "\(reply.text.prefix(300))"))
        }
        var ids: [String: String] = [:]
        ids["entries"] = try id(try await caller.send(.post, "/api/v1/entries", json: ["category": "Vegetables", "portions": 2, "note": "\(marker) note"]))
        ids["metrics"] = try id(try await caller.send(.post, "/api/v1/metrics", json: ["kind": "weight", "value": 61.3, "note": "\(marker) weigh-in"]))
        ids["workouts"] = try id(try await caller.send(.post, "/api/v1/workouts", json: ["name": "\(marker) legs", "minutes": 45, "sets": ["Squat 60kg x5"]]))
        ids["foods"] = try id(try await caller.send(.post, "/api/v1/foods", json: ["name": "\(marker) granola", "servingGrams": 60, "kcal": 250]))
        ids["recipes"] = try id(try await caller.send(.post, "/api/v1/recipes", json: ["name": "\(marker) stew", "servings": 2, "items": ["100 g \(marker) granola"]]))
        ids["meetings"] = try id(
            try await caller.send(.post, "/api/v1/care-team/meetings", json: ["date": "2026-11-20", "provider": "doctor", "notes": "\(marker) checkup"]))
        #expect(try await caller.send(.patch, "/api/v1/care-team", json: ["doctor": "Dr. \(marker)"]).status == .ok)
        return ids
    }

    static let samples = [
        "date": "2026-11-21", "category": "Vegetables", "meal": "Breakfast", "unit": "g", "exercise": "Squat", "app": "hevy", "card": "stall%7Cweight%7Ckcal",
        "name": "Vegetables", "backup": "none", "owner": "1", "code": "5449000011527",
    ]

    /// A path pattern with alice's ids and sample values in it.
    static func uri(_ pattern: String, ids: [String: String]) -> String {
        var result = pattern
        if result.contains("{id}") {
            let collection = ids.keys.first { pattern.contains("/\($0)/{id}") }
            result = result.replacingOccurrences(of: "{id}", with: collection.flatMap { ids[$0] } ?? "1")
        }
        for (name, value) in samples { result = result.replacingOccurrences(of: "{\(name)}", with: value) }
        return result
    }

    /// Every operation of the OpenAPI document and every route of the web app, called as alice's data
    /// stands: anonymously (refused), as bob (never sees or changes alice's data) and as alice.
    @Test func noAccountReachesAnothersDataThroughAnyRoute() async throws {
        let server = try AccountsServer()
        let aliceToken = try server.token(for: server.alice)
        let bobToken = try server.token(for: server.bob)
        let routes = TallyServer.routeList(server.tenants.primary)
        try await server.run { client in
            let alice = Caller.token(client, aliceToken)
            let bob = Caller.token(client, bobToken)
            let anonymous = Caller.anonymous(client)
            let aliceIDs = try await Self.seed(alice, marker: Self.aliceMarker, filler: 4)
            _ = try await Self.seed(bob, marker: Self.bobMarker, filler: 0)
            let aliceBrowser = try await Caller.browser(client, name: "alice", password: AccountsServer.passwords["alice"]!)
            let bobBrowser = try await Caller.browser(client, name: "bob", password: AccountsServer.passwords["bob"]!)

            let exportBefore = try await alice.get("/api/v1/export")
            #expect(exportBefore.status == .ok)
            #expect(exportBefore.text.contains(Self.aliceMarker) && !exportBefore.text.contains(Self.bobMarker))

            // The API, from its published document.
            let document = try await alice.get("/api/v1/openapi.json").json
            let paths = try #require(document["paths"] as? [String: [String: Any]])
            #expect(paths.count > 40)
            var operations = 0
            for (pattern, methods) in paths.sorted(by: { $0.key < $1.key }) {
                for method in methods.keys.sorted() {
                    guard let verb = HTTPRequest.Method(method.uppercased()) else { continue }
                    operations += 1
                    let uri = Self.uri(pattern, ids: aliceIDs)
                    let refused = try await anonymous.send(verb, uri)
                    #expect(refused.status == .unauthorized, "anonymous \(method) \(uri): \(refused.status)")
                    #expect(!refused.text.contains(Self.aliceMarker))
                    // A change that would be valid on a row of that kind, so only finding the row can stop it.
                    let change: [String: Any]? = verb == .patch ? (pattern.contains("/entries/") ? ["note": "hijacked"] : ["name": "Hijacked"]) : nil
                    for other in [bob, bobBrowser] {
                        let reply = try await other.send(verb, uri, json: change)
                        #expect(!reply.text.contains(Self.aliceMarker), "bob saw alice's data at \(method) \(uri)")
                        #expect(reply.status != .internalServerError, "\(method) \(uri) failed for bob")
                        if pattern.contains("{id}"), aliceIDs.keys.contains(where: { pattern.contains("/\($0)/{id}") }) {
                            #expect(reply.status == .notFound, "bob's \(method) \(uri) found something: \(reply.status)")
                        }
                    }
                    if verb == .get {
                        let own = try await alice.send(verb, uri)
                        #expect(own.status != .unauthorized && own.status != .forbidden && own.status != .internalServerError, "alice \(method) \(uri): \(own.status)")
                        #expect(!own.text.contains(Self.bobMarker))
                    }
                }
            }
            #expect(operations > 60)
            // Alice sees her own rows at the very addresses bob could not.
            for collection in ["entries", "workouts", "foods", "recipes"] {
                let own = try await alice.get("/api/v1/\(collection)/\(aliceIDs[collection] ?? "")")
                #expect(own.status == .ok && own.text.contains(Self.aliceMarker), "\(collection): \(own.status)")
            }

            // The web app, from the route table: every page and every form.
            var pages = 0
            for route in routes where !route.path.hasPrefix("/api/") && route.path != "/healthz" && !route.path.hasPrefix("/assets/") && route.path != "/manifest.webmanifest" && route.path != "/sw.js" {
                guard let verb = HTTPRequest.Method(route.method) else { continue }
                let uri = Self.uri(route.path, ids: aliceIDs)
                let refused = try await anonymous.send(verb, uri, form: true)
                if verb == .get {
                    pages += 1
                    #expect(refused.status == .seeOther && (refused.headers[.location] ?? "").hasPrefix("/signin"), "anonymous GET \(uri): \(refused.status)")
                } else {
                    #expect(refused.status == .unauthorized, "anonymous \(route.method) \(uri): \(refused.status)")
                }
                #expect(!refused.text.contains(Self.aliceMarker))
                let reply = try await bobBrowser.send(verb, uri, form: true)
                #expect(!reply.text.contains(Self.aliceMarker), "bob saw alice's data at \(route.method) \(uri)")
                #expect(!(reply.headers[.location] ?? "").contains(Self.aliceMarker))
                if verb == .get {
                    let own = try await aliceBrowser.get(uri)
                    #expect(own.status != .unauthorized && own.status != .forbidden && own.status != .internalServerError, "alice GET \(uri): \(own.status)")
                    #expect(!own.text.contains(Self.bobMarker), "alice saw bob's data at \(uri)")
                }
            }
            #expect(pages >= 10)
            // The account pages themselves.
            for path in ["/account", "/account/foods", "/care"] {
                let refused = try await anonymous.get(path)
                #expect(refused.status == .seeOther && (refused.headers[.location] ?? "").hasPrefix("/signin"), "anonymous GET \(path)")
            }
            for path in ["/account/password", "/account/sharing", "/account/signout-everywhere", "/account/foods/1/share", "/care/1/view", "/signout"] {
                #expect(try await anonymous.send(.post, path, form: true).status == .unauthorized, "anonymous POST \(path)")
            }
            for path in ["/api/v1/account", "/api/v1/account/access-log", "/api/v1/account/shared-foods"] {
                #expect(try await anonymous.get(path).status == .unauthorized, "anonymous GET \(path)")
            }
            // A member is no clinician: no patients, no reading others' pages.
            #expect(try await bobBrowser.get("/care").status == .forbidden)
            #expect(try await bobBrowser.send(.post, "/care/\(server.alice.id)/view", form: true).status == .forbidden)

            // After all of bob's calls, alice's data is exactly as it was.
            let exportAfter = try await alice.get("/api/v1/export")
            #expect(exportAfter.text == exportBefore.text)
            let today = try await aliceBrowser.get("/")
            #expect(today.status == .ok && today.text.contains("Signed in as <b>alice</b>"))
        }
    }

    @Test func signingOutEndsTheSessionAndPasswordChangesEndTheOthers() async throws {
        let server = try AccountsServer()
        try await server.run { client in
            let first = try await Caller.browser(client, name: "bob", password: AccountsServer.passwords["bob"]!)
            let second = try await Caller.browser(client, name: "bob", password: AccountsServer.passwords["bob"]!)
            #expect(try await first.get("/").status == .ok)
            // A form post without Origin or Sec-Fetch-Site is refused: cookies ride along on other sites' requests.
            var bare = first
            bare.headers[HTTPField.Name("Sec-Fetch-Site")!] = nil
            #expect(try await bare.send(.post, "/log/quick", form: true).status == .forbidden)
            let changed = try await client.send(
                .post, "/account/password", body: Data("current=bob+keeps+another+one&password=a+brand+new+passphrase".utf8),
                contentType: "application/x-www-form-urlencoded", headers: first.headers)
            #expect(changed.status == .seeOther)
            #expect(try await first.get("/").status == .ok)
            let other = try await second.get("/")
            #expect(other.status == .seeOther && other.headers[.location] == "/signin")
            let out = try await first.send(.post, "/signout", form: true)
            #expect(out.status == .seeOther && (out.headers[.setCookie] ?? "").contains("Max-Age=0"))
            #expect(try await first.get("/").status == .seeOther)
            #expect(try await first.get("/api/v1/days/today").status == .unauthorized)
            _ = try await Caller.browser(client, name: "bob", password: "a brand new passphrase")
        }
    }

    @Test func behindATLSProxyCookiesAreSecureAndBrowsersAreToldToStayOnHTTPS() async throws {
        let server = try AccountsServer()
        try await server.run { client in
            var headers = Caller.sameSite
            headers[HTTPField.Name("X-Forwarded-Proto")!] = "https"
            let signedIn = try await client.send(
                .post, "/signin", body: Data("name=bob&password=bob+keeps+another+one".utf8), contentType: "application/x-www-form-urlencoded", headers: headers)
            #expect(signedIn.status == .seeOther)
            #expect(signedIn.headers[.setCookie]?.hasSuffix("; Secure") == true)
            #expect(signedIn.headers[HTTPField.Name("Strict-Transport-Security")!] == "max-age=31536000")
            // Errors too.
            let refused = try await client.send(.get, "/api/v1/days/today", headers: headers)
            #expect(refused.status == .unauthorized && refused.headers[HTTPField.Name("Strict-Transport-Security")!] != nil)
            // Over plain HTTP: neither.
            let plain = try await client.send(
                .post, "/signin", body: Data("name=bob&password=bob+keeps+another+one".utf8), contentType: "application/x-www-form-urlencoded",
                headers: Caller.sameSite)
            #expect(plain.headers[.setCookie]?.contains("Secure") == false)
            #expect(plain.headers[HTTPField.Name("Strict-Transport-Security")!] == nil)
        }
    }

    @Test func lockoutAfterFailuresAndDisabledAccountsAndTokenScopes() async throws {
        let server = try AccountsServer()
        let readOnly = try server.token(for: server.bob, scopes: ["read"])
        try await server.run { client in
            func attempt(_ password: String) async throws -> Reply {
                try await client.send(
                    .post, "/signin", body: Data("name=bob&password=\(password)".utf8), contentType: "application/x-www-form-urlencoded",
                    headers: Caller.sameSite)
            }
            for _ in 0..<5 { #expect(try await attempt("wrong").status == .unauthorized) }
            let locked = try await attempt("bob+keeps+another+one")
            #expect(locked.status == .tooManyRequests)
            #expect(locked.text.contains("locked"))
            #expect(Int(locked.headers[.retryAfter] ?? "") == 900)

            let reader = Caller.token(client, readOnly)
            #expect(try await reader.get("/api/v1/days/today").status == .ok)
            #expect(try await reader.send(.post, "/api/v1/entries", json: ["category": "Fruit", "portions": 1]).status == .unauthorized)
            // A token is for the API, not the web app's pages.
            #expect(try await reader.get("/").status == .seeOther)
            // Another account's id written into a token finds nothing.
            let forged = readOnly.replacingOccurrences(of: "tlyu\(server.bob.id)_", with: "tlyu\(server.alice.id)_")
            #expect(try await Caller.token(client, forged).get("/api/v1/days/today").status == .unauthorized)

            _ = try server.store.setDisabled("bob", disabled: true, clock: server.clock)
            #expect(try await reader.get("/api/v1/days/today").status == .unauthorized)
        }
    }

    @Test func foodsArePrivateUntilSharedAndASharedOneCanBeCopied() async throws {
        let server = try AccountsServer()
        let aliceToken = try server.token(for: server.alice)
        let bobToken = try server.token(for: server.bob)
        try await server.run { client in
            let alice = Caller.token(client, aliceToken)
            let bob = Caller.token(client, bobToken)
            let ids = try await Self.seed(alice, marker: Self.aliceMarker, filler: 1)
            let aliceBrowser = try await Caller.browser(client, name: "alice", password: AccountsServer.passwords["alice"]!)
            let bobBrowser = try await Caller.browser(client, name: "bob", password: AccountsServer.passwords["bob"]!)
            #expect(!(try await bobBrowser.get("/account/foods")).text.contains(Self.aliceMarker))
            #expect(!(try await bob.get("/api/v1/foods/search?q=\(Self.aliceMarker)")).text.contains(Self.aliceMarker))

            let shared = try await aliceBrowser.send(.post, "/account/foods/\(ids["foods"] ?? "")/share", form: true)
            #expect(shared.status == .seeOther)
            let listed = try await bob.get("/api/v1/account/shared-foods")
            let foods = try #require(try listed.json["foods"] as? [[String: Any]])
            #expect(foods.count == 1)
            #expect(foods.first?["name"] as? String == "\(Self.aliceMarker) granola")
            #expect(foods.first?["servingGrams"] as? Double == 60)
            #expect((foods.first?["nutrients"] as? [String: Double])?["kcal"] == 250)
            // The other foods alice did not share stay hers alone.
            #expect(!listed.text.contains("Filler"))
            let sharedID = try #require(foods.first?["id"] as? Int)
            #expect(try await bobBrowser.send(.post, "/account/shared-foods/\(sharedID)/copy", form: true).status == .seeOther)
            let copy = try await bob.get("/api/v1/foods/search?q=\(Self.aliceMarker)")
            #expect(copy.text.contains("\(Self.aliceMarker) granola"))
            // Bob cannot stop alice's sharing; alice can, and bob's copy stays his.
            #expect(try await bobBrowser.send(.post, "/account/shared-foods/\(sharedID)/unshare", form: true).status == .notFound)
            #expect(try await aliceBrowser.send(.post, "/account/shared-foods/\(sharedID)/unshare", form: true).status == .seeOther)
            #expect((try await bob.get("/api/v1/account/shared-foods")).text == "{\"foods\":[]}")
            #expect((try await bob.get("/api/v1/foods/search?q=\(Self.aliceMarker)")).text.contains("granola"))
        }
    }

    @Test func aClinicianReadsExactlyWhatWasSharedWhileItIsShared() async throws {
        let server = try AccountsServer()
        let aliceToken = try server.token(for: server.alice)
        let today = server.clock.today(.standard)
        try await server.run { client in
            let alice = Caller.token(client, aliceToken)
            _ = try await Self.seed(alice, marker: Self.aliceMarker, filler: 0)
            let aliceBrowser = try await Caller.browser(client, name: "alice", password: AccountsServer.passwords["alice"]!)
            let shared = try await client.send(
                .post, "/account/sharing", body: Data("clinician=drlee&area-food=on&area-body=on&until=\(today.adding(days: 30))".utf8),
                contentType: "application/x-www-form-urlencoded", headers: aliceBrowser.headers)
            #expect(shared.status == .seeOther)
            // Sharing with a member (not a clinician) is refused.
            let refused = try await client.send(
                .post, "/account/sharing", body: Data("clinician=bob&area-food=on&until=\(today.adding(days: 30))".utf8),
                contentType: "application/x-www-form-urlencoded", headers: aliceBrowser.headers)
            #expect(refused.status == .unprocessableContent)

            let doctor = try await Caller.browser(client, name: "drlee", password: AccountsServer.passwords["drlee"]!)
            let patients = try await doctor.get("/care")
            #expect(patients.text.contains("alice") && patients.text.contains("food, body"))
            #expect(try await doctor.send(.post, "/care/\(server.alice.id)/view", form: true).status == .seeOther)
            let page = try await doctor.get("/api/v1/days/today")
            #expect(page.status == .ok && page.text.contains(Self.aliceMarker))
            let body = try await doctor.get("/body")
            #expect(body.status == .ok && body.text.contains("Reading <b>alice</b>"))
            // Not shared: training, the Lab, settings and exports.
            for path in ["/training", "/api/v1/workouts", "/lab", "/manage", "/api/v1/export"] {
                let reply = try await doctor.get(path)
                #expect(reply.status == .forbidden, "\(path): \(reply.status)")
                #expect(!reply.text.contains(Self.aliceMarker))
            }
            // Read-only.
            #expect(try await doctor.send(.post, "/api/v1/entries", json: ["category": "Fruit", "portions": 1]).status == .forbidden)
            #expect(try await doctor.send(.post, "/log/quick", form: true).status == .forbidden)

            let log = try await alice.get("/api/v1/account/access-log")
            let access = try #require(try log.json["access"] as? [[String: Any]])
            #expect(access.contains { $0["path"] as? String == "/body" && $0["clinicianName"] as? String == "drlee" })
            #expect(!access.contains { $0["path"] as? String == "/training" })

            // Revoking is immediate.
            let grants = try server.store.grants(ownerID: server.alice.id)
            let grant = try #require(grants.first)
            let revoked = try await client.send(.post, "/account/sharing/\(grant.id)/revoke", body: Data(), contentType: "application/x-www-form-urlencoded", headers: aliceBrowser.headers)
            #expect(revoked.status == .seeOther)
            let after = try await doctor.get("/body")
            #expect(after.status == .seeOther && (after.headers[.location] ?? "").hasPrefix("/care"))
            #expect(!(try await doctor.get("/api/v1/days/today")).text.contains(Self.aliceMarker))
        }
    }
}

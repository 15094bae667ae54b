import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import Synchronization
import TallyCore
import TallyStore
import TallyWeb

/// Who makes a request on a server with accounts. Set by ``AccountGate`` for the request's task;
/// nil on a single-user server.
public struct Visitor: Sendable {
    public var account: Account
    /// The browser session (nil when the request presented an API token).
    public var session: AccountSession?
    /// For a clinician reading a patient's shared data: whose, and what the grant allows.
    public var reading: (owner: Account, grant: CareGrant)?

    @TaskLocal public static var current: Visitor?
}

/// One account's server: its own database, caches and routes, opened on its first request.
struct Tenant: Sendable {
    let environment: ServerEnvironment
    let responder: RouterResponder<TallyRequestContext>
}

/// The per-account servers of a server with accounts.
public final class Tenants: Sendable {
    let store: AccountStore
    /// The server's own data directory's environment: the first account's data (its clock and meal
    /// assist serve every account).
    let primary: ServerEnvironment
    let loadsGenericFoods: Bool
    var clock: AppClock { primary.clock }
    private let open = Mutex<[Int64: Tenant]>([:])
    private let opening = Mutex<Void>(())

    /// `loadsGenericFoods`: whether an account's database gets the built-in foods when first opened
    /// (always, except in tests of other things).
    public init(store: AccountStore, primary: ServerEnvironment, loadsGenericFoods: Bool = true) {
        self.loadsGenericFoods = loadsGenericFoods
        self.store = store
        self.primary = primary
    }

    func tenant(_ account: Account) async throws -> Tenant {
        if let known = open.withLock({ $0[account.id] }) { return known }
        let store = self.store
        let primary = self.primary
        let made = try await blocking { [self] () throws -> Tenant in
            try opening.withLock { _ in
                if let known = open.withLock({ $0[account.id] }) { return known }
                let environment: ServerEnvironment
                if account.dataPath.isEmpty {
                    environment = primary
                } else {
                    let database = try store.database(for: account, loadsGenericFoods: loadsGenericFoods)
                    // (An account's own database is opened on its first request, which waits: its foods are read
                    // whole as its meals ask for them, and each open account does not keep every food twice.)
                    try? database.prepareSearch(wholeFoods: false)
                    environment = ServerEnvironment(database: database, clock: primary.clock, mealAssist: primary.mealAssist)
                }
                let tenant = Tenant(environment: environment, responder: TallyServer.router(environment).buildResponder())
                open.withLock { $0[account.id] = tenant }
                return tenant
            }
        }
        return made
    }

    /// Every account's database, opening the ones not yet open (for automatic backups).
    public func allEnvironments() async -> [(Account, ServerEnvironment)] {
        var result: [(Account, ServerEnvironment)] = []
        for account in (try? store.users()) ?? [] where account.isActive {
            if let tenant = try? await tenant(account) { result.append((account, tenant.environment)) }
        }
        return result
    }
}

/// Turns a server into one with accounts: every request but signing in and the static files needs a
/// signed-in browser or an API token, and goes to its account's own server.
struct AccountGate: RouterMiddleware {
    typealias Context = TallyRequestContext

    let tenants: Tenants
    var store: AccountStore { tenants.store }
    var clock: AppClock { tenants.clock }

    static let cookieName = "tally_session"
    /// Paths anyone may ask for.
    static let open: Set<String> = ["/healthz", "/signin", "/manifest.webmanifest", "/sw.js"]
    /// Paths the accounts router answers itself (everything else goes to an account's server).
    static func isAccountRoute(_ path: String) -> Bool {
        path == "/signout" || path == "/account" || path.hasPrefix("/account/") || path == "/care" || path.hasPrefix("/care/")
            || path == "/api/v1/account" || path.hasPrefix("/api/v1/account/")
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let path = request.uri.path
        if Self.open.contains(path) || path.hasPrefix("/assets/") { return try await next(request, context) }
        let isAPI = path.hasPrefix("/api/")
        var visitor: Visitor?
        if isAPI, let token = API.presentedToken(request) {
            visitor = try await tokenVisitor(token, request: request)
        } else if let cookie = Self.cookie(request) {
            let clock = self.clock
            let store = self.store
            // One read on the request's own thread (WAL reads never wait for writers); the thread pool
            // only when the session's use must be recorded or it has ended.
            var current = try store.storedSession(cookie: cookie)
            if let stored = current, !store.isCurrent(stored, now: clock.now()) {
                current = try await blocking { try store.session(cookie: cookie, clock: clock) }
            }
            if let session = current {
                visitor = Visitor(account: session.account, session: session)
                if !Self.isSafe(request.method) {
                    // Cookies ride along on requests other sites make: a change must say it comes from here.
                    let site = request.headers[RequestGuard.secFetchSite]
                    guard request.headers[.origin] != nil || site == "same-origin" else {
                        throw HTTPError(.forbidden, message: "the request did not say which page sent it; changes are accepted from Tally's own pages")
                    }
                }
            }
        }
        guard let visitor else {
            if isAPI {
                throw HTTPError(.unauthorized, headers: [.wwwAuthenticate: "Bearer"], message: "sign in, or send an API token as Authorization: Bearer TOKEN")
            }
            if Self.isSafe(request.method) {
                let back = WebApp.safeBack(request.uri.description)
                return HTMLResponse.redirect(back == "/" ? "/signin" : "/signin?next=" + urlQuery(back))
            }
            throw HTTPError(.unauthorized, message: "sign in first")
        }
        if Self.isAccountRoute(path) {
            return try await Visitor.$current.withValue(visitor) { try await next(request, context) }
        }
        if let ownerID = visitor.session?.viewing {
            return try await readShared(ownerID, visitor: visitor, request: request, context: context)
        }
        let tenant = try await tenants.tenant(visitor.account)
        return try await Visitor.$current.withValue(visitor) { try await tenant.responder.respond(to: request, context: context) }
    }

    static func isSafe(_ method: HTTPRequest.Method) -> Bool { method == .get || method == .head || method == .options }

    static func cookie(_ request: Request) -> String? {
        for field in request.headers[values: .cookie] {
            for part in field.split(separator: ";") {
                let pair = part.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1)
                if pair.count == 2, pair[0] == cookieName { return String(pair[1]) }
            }
        }
        return nil
    }

    /// The account an API token belongs to; 401 when it is unknown, revoked, lacks the scope the
    /// request needs, or its account is disabled.
    func tokenVisitor(_ token: String, request: Request) async throws -> Visitor {
        let scope = TokenScope.required(method: request.method.rawValue, path: request.uri.path)
        let refused = HTTPError(
            .unauthorized, headers: [.wwwAuthenticate: "Bearer error=\"invalid_token\""],
            message: "the API token is unknown, revoked or lacks the '\(scope)' scope")
        guard let owner = AppDatabase.tokenOwner(token) else { throw refused }
        // A read, on the request's own thread.
        let account = try owner.map { try store.user(id: $0) } ?? store.users().first { $0.dataPath.isEmpty }
        guard let account, account.isActive else { throw refused }
        let tenant = try await tenants.tenant(account)
        let database = tenant.environment.database
        let clock = self.clock
        guard try await blocking({ try database.authenticate(token: token, scope: scope, clock: clock) }) != nil else { throw refused }
        return Visitor(account: account, session: nil)
    }

    /// A clinician reading a patient's pages: reads only, only the areas shared, only while the grant
    /// lasts; each read is recorded for the patient to see.
    func readShared(_ ownerID: Int64, visitor: Visitor, request: Request, context: Context) async throws -> Response {
        let store = self.store
        let clock = self.clock
        let clinician = visitor.account
        let found = try await blocking { () -> (Account, CareGrant)? in
            guard clinician.role == .clinician, let owner = try store.user(id: ownerID), owner.isActive else { return nil }
            // The owner's day: grants end after their last day in the server's time zone.
            let today = clock.today(.standard)
            guard let grant = try store.grants(clinicianID: clinician.id, today: today).first(where: { $0.ownerID == ownerID }) else { return nil }
            return (owner, grant)
        }
        guard let (owner, grant) = found else {
            if let key = visitor.session?.key { try await blocking { try store.setViewing(sessionKey: key, ownerID: nil) } }
            if request.uri.path.hasPrefix("/api/") { throw HTTPError(.forbidden, message: "that person no longer shares data with you") }
            return WebApp.redirect("/care", notice: "That person no longer shares data with you.")
        }
        guard Self.isSafe(request.method) else {
            throw HTTPError(.forbidden, message: "\(owner.name)'s data is shared with you to read, not to change")
        }
        guard let area = CareArea.area(ofPath: request.uri.path), grant.areas.contains(area) else {
            throw HTTPError(.forbidden, message: "\(owner.name) has not shared this part of their data with you")
        }
        let path = request.uri.path
        let method = request.method.rawValue
        try await blocking { try store.recordAccess(ownerID: owner.id, clinicianID: clinician.id, method: method, path: path, clock: clock) }
        var reader = visitor
        reader.reading = (owner, grant)
        let tenant = try await tenants.tenant(owner)
        return try await Visitor.$current.withValue(reader) { try await tenant.responder.respond(to: request, context: context) }
    }
}

/// The client's address for sign-in rate limits. Behind a reverse proxy on this machine, the address
/// the proxy appended to X-Forwarded-For.
func clientAddress(_ request: Request, context: TallyRequestContext) -> String {
    let direct = context.remoteAddress?.ipAddress ?? "unknown"
    let loopback = direct == "127.0.0.1" || direct == "::1" || direct.hasPrefix("::ffff:127.")
    if loopback, let forwarded = request.headers[RequestGuard.literal("X-Forwarded-For")],
        let last = forwarded.split(separator: ",").last?.trimmingCharacters(in: .whitespaces), !last.isEmpty, last.count < 60
    {
        return last
    }
    return direct
}

/// Whether the browser reached the server over HTTPS (directly never: Tally speaks plain HTTP; through a
/// TLS-terminating reverse proxy that says so in X-Forwarded-Proto).
func isHTTPS(_ request: Request) -> Bool {
    request.headers[RequestGuard.literal("X-Forwarded-Proto")]?.lowercased() == "https"
}

/// Behind a TLS reverse proxy (X-Forwarded-Proto: https), tells browsers to use HTTPS only from now on.
/// Outermost, so error responses carry it too.
struct TransportSecurity: RouterMiddleware {
    typealias Context = TallyRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        if isHTTPS(request) { response.headers[RequestGuard.literal("Strict-Transport-Security")] = "max-age=31536000" }
        return response
    }
}

/// Sign-in, sign-out, the account page and the clinician's patient list.
struct AccountRoutes: Sendable {
    let tenants: Tenants
    var store: AccountStore { tenants.store }
    var clock: AppClock { tenants.clock }

    func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T { try await blocking(work) }

    static func sessionCookie(_ value: String, secure: Bool, maxAge: Int) -> String {
        "\(AccountGate.cookieName)=\(value); Path=/; Max-Age=\(maxAge); HttpOnly; SameSite=Lax\(secure ? "; Secure" : "")"
    }

    var visitor: Visitor {
        get throws {
            guard let visitor = Visitor.current else { throw HTTPError(.unauthorized, message: "sign in first") }
            return visitor
        }
    }

    func register(on routes: RouteTable) {
        routes.get("/signin") { request, _ in
            let next = WebApp.safeBack(request.uri.queryParameters.get("next"))
            return HTMLResponse.page(AccountPages.signIn(name: "", next: next, message: nil))
        }
        routes.post("/signin") { request, context in
            guard request.headers[.origin] != nil || request.headers[RequestGuard.secFetchSite] == "same-origin" else {
                throw HTTPError(.forbidden, message: "sign in from Tally's sign-in page")
            }
            let values = try await WebApp.form(request, context: context)
            let name = String((values["name"] ?? "").prefix(100))
            let password = String((values["password"] ?? "").prefix(200))
            let next = WebApp.safeBack(values["next"])
            let address = clientAddress(request, context: context)
            let store = self.store
            let clock = self.clock
            let previous = AccountGate.cookie(request)
            do {
                let (cookie, _) = try await run { () -> (String, AccountSession) in
                    // A new session on every sign-in: a session id planted before signing in never becomes valid.
                    if let previous, let old = try store.session(cookie: previous, clock: clock) { try store.signOut(sessionKey: old.key) }
                    return try store.signIn(name: name, password: password, address: address, clock: clock)
                }
                var response = HTMLResponse.redirect(next)
                response.headers[.setCookie] = Self.sessionCookie(cookie, secure: isHTTPS(request), maxAge: Int(rounding: store.sessions.absolute))
                return response
            } catch let refused as AccountStore.SignInRefused {
                var response = HTMLResponse.page(
                    AccountPages.signIn(name: name, next: next, message: refused.message), status: refused.retryAfter == nil ? .unauthorized : .tooManyRequests)
                if let until = refused.retryAfter {
                    response.headers[.retryAfter] = String(max(1, Int(rounding: until.timeIntervalSince(clock.now()).rounded(.up))))
                }
                return response
            }
        }
        routes.post("/signout") { request, _ in
            let visitor = try visitor
            if let key = visitor.session?.key {
                let store = self.store
                try await run { try store.signOut(sessionKey: key) }
            }
            var response = HTMLResponse.redirect("/signin")
            response.headers[.setCookie] = Self.sessionCookie("", secure: isHTTPS(request), maxAge: 0)
            return response
        }
        routes.get("/account") { request, _ in
            HTMLResponse.page(try await accountPage(notice: request.uri.queryParameters.get("notice").map { String($0) }, form: nil))
        }
        routes.post("/account/password") { request, context in
            let visitor = try visitor
            let values = try await WebApp.form(request, context: context)
            guard let key = visitor.session?.key else { throw HTTPError(.forbidden, message: "change the password from a signed-in browser") }
            let store = self.store
            let clock = self.clock
            do {
                try await run {
                    try store.changePassword(
                        accountID: visitor.account.id, current: values["current"] ?? "", new: values["password"] ?? "", keeping: key, clock: clock)
                }
            } catch let error as TallyError {
                return HTMLResponse.page(
                    try await accountPage(notice: nil, form: FormState(form: "password", error: error.message, field: error.field)), status: .unprocessableContent)
            }
            return WebApp.redirect("/account", notice: "Password changed; other browsers are signed out")
        }
        routes.post("/account/signout-everywhere") { request, _ in
            let visitor = try visitor
            let store = self.store
            try await run { try store.signOutEverywhere(accountID: visitor.account.id) }
            var response = HTMLResponse.redirect("/signin")
            response.headers[.setCookie] = Self.sessionCookie("", secure: isHTTPS(request), maxAge: 0)
            return response
        }
        routes.post("/account/sharing") { request, context in
            let visitor = try visitor
            let values = try await WebApp.form(request, context: context)
            let store = self.store
            let clock = self.clock
            do {
                let areas = CareArea.allCases.filter { values["area-\($0.rawValue)"] != nil }
                let until = try Limits.day(values["until"] ?? "", field: "until")
                let grant = try await run {
                    try store.share(
                        ownerID: visitor.account.id, clinicianName: values["clinician"] ?? "", areas: areas, until: until, today: clock.today(.standard),
                        clock: clock)
                }
                return WebApp.redirect("/account#sharing", notice: "\(grant.clinicianName) can read your \(grant.areas.map(\.rawValue).joined(separator: ", ")) until \(grant.until)")
            } catch let error as TallyError {
                return HTMLResponse.page(
                    try await accountPage(notice: nil, form: FormState(form: "share", values: values, error: error.message, field: error.field)),
                    status: .unprocessableContent)
            }
        }
        routes.post("/account/sharing/{id}/revoke") { _, context in
            let visitor = try visitor
            let id = try context.parameters.id()
            let store = self.store
            let clock = self.clock
            try await run { try store.revokeGrant(id: id, ownerID: visitor.account.id, clock: clock) }
            return WebApp.redirect("/account#sharing", notice: "Sharing stopped")
        }
        routes.get("/account/foods") { request, _ in
            let visitor = try visitor
            let database = try await tenants.tenant(visitor.account).environment.database
            let store = self.store
            let (mine, others) = try await run { () -> ([(id: Int64, name: String, isRecipe: Bool, sharedID: Int64?)], [SharedFood]) in
                let library = try database.libraryFoods()
                let shared = try store.sharedFoods()
                let mineShared = Dictionary(shared.filter { $0.ownerName == visitor.account.name }.map { ($0.sourceFoodID, $0.id) }, uniquingKeysWith: { a, _ in a })
                let own = (library.custom + library.recipes).map { (id: $0.id, name: $0.name, isRecipe: $0.source == .recipe, sharedID: mineShared[$0.id]) }
                return (own, shared.filter { $0.ownerName != visitor.account.name })
            }
            return HTMLResponse.page(AccountPages.sharedFoods(mine: mine, others: others, notice: request.uri.queryParameters.get("notice").map { String($0) }))
        }
        routes.post("/account/foods/{id}/share") { _, context in
            let visitor = try visitor
            let id = try context.parameters.id()
            let database = try await tenants.tenant(visitor.account).environment.database
            let store = self.store
            let clock = self.clock
            let shared = try await run { try store.shareFood(try database.food(id: id), owner: visitor.account, clock: clock) }
            return WebApp.redirect("/account/foods", notice: "\(shared.name) is shared with everyone on this server")
        }
        routes.post("/account/shared-foods/{id}/unshare") { _, context in
            let visitor = try visitor
            let id = try context.parameters.id()
            let store = self.store
            try await run { try store.unshareFood(id: id, ownerID: visitor.account.id) }
            return WebApp.redirect("/account/foods", notice: "Stopped sharing")
        }
        routes.post("/account/shared-foods/{id}/copy") { _, context in
            let visitor = try visitor
            let id = try context.parameters.id()
            let database = try await tenants.tenant(visitor.account).environment.database
            let store = self.store
            let added = try await run { () -> Food in
                guard let shared = try store.sharedFoods().first(where: { $0.id == id && $0.ownerName != visitor.account.name }) else {
                    throw TallyError.notFound(field: "id", "no food shared by someone else with that id")
                }
                return try database.addCustomFood(shared.draft).food
            }
            return WebApp.redirect("/account/foods", notice: "\(added.name) is in your foods")
        }
        routes.get("/api/v1/account/shared-foods") { _, _ in
            _ = try visitor
            let store = self.store
            struct List: Encodable { var foods: [SharedFood] }
            return try JSON.response(List(foods: try await run { try store.sharedFoods() }))
        }
        routes.get("/care") { request, _ in
            let visitor = try visitor
            guard visitor.account.role == .clinician else { throw HTTPError(.forbidden, message: "only care-team accounts read others' shared data") }
            let store = self.store
            let clock = self.clock
            let grants = try await run { try store.grants(clinicianID: visitor.account.id, today: clock.today(.standard)) }
            return HTMLResponse.page(AccountPages.patients(grants, notice: request.uri.queryParameters.get("notice").map { String($0) }))
        }
        routes.post("/care/{owner}/view") { _, context in
            let visitor = try visitor
            let owner = try context.parameters.id("owner")
            guard visitor.account.role == .clinician, let key = visitor.session?.key else {
                throw HTTPError(.forbidden, message: "only care-team accounts read others' shared data")
            }
            let store = self.store
            let clock = self.clock
            let grant = try await run { try store.grants(clinicianID: visitor.account.id, today: clock.today(.standard)).first { $0.ownerID == owner } }
            guard let grant else { return WebApp.redirect("/care", notice: "That person does not share data with you") }
            guard let landing = grant.areas.lazy.compactMap(\.landingPath).first else {
                return WebApp.redirect("/care", notice: "\(grant.ownerName) shares nothing that has a page yet")
            }
            try await run { try store.setViewing(sessionKey: key, ownerID: owner) }
            return HTMLResponse.redirect(landing)
        }
        routes.post("/care/stop") { _, _ in
            let visitor = try visitor
            if let key = visitor.session?.key {
                let store = self.store
                try await run { try store.setViewing(sessionKey: key, ownerID: nil) }
            }
            return HTMLResponse.redirect(visitor.account.role == .clinician ? "/care" : "/")
        }
        routes.get("/api/v1/account") { _, _ in
            let visitor = try visitor
            struct Me: Encodable {
                var name: String
                var role: String
                var via: String
            }
            return try JSON.response(Me(name: visitor.account.name, role: visitor.account.role.rawValue, via: visitor.session == nil ? "token" : "session"))
        }
        routes.get("/api/v1/account/access-log") { _, _ in
            let visitor = try visitor
            let store = self.store
            struct Log: Encodable { var access: [CareAccess] }
            return try JSON.response(Log(access: try await run { try store.accessLog(ownerID: visitor.account.id) }))
        }
    }

    func accountPage(notice: String?, form: FormState?) async throws -> String {
        let visitor = try visitor
        let store = self.store
        let clock = self.clock
        let model = try await run { () -> AccountPages.AccountModel in
            let id = visitor.account.id
            return AccountPages.AccountModel(
                name: visitor.account.name, role: visitor.account.role, sessions: try store.sessionCount(accountID: id), grants: try store.grants(ownerID: id),
                access: try store.accessLog(ownerID: id), clinicians: try store.users().filter { $0.role == .clinician && $0.isActive && $0.id != id }.map(\.name),
                today: clock.today(.standard), timeZone: clock.timeZone)
        }
        return AccountPages.account(model, notice: notice, form: form)
    }
}

extension TallyServer {
    /// The router of a server with accounts: sign-in and account pages, then every other route of the
    /// signed-in account's own server.
    public static func accountsRouter(_ tenants: Tenants, allowedHosts: Set<String>? = nil) -> Router<TallyRequestContext> {
        let router = Router(context: TallyRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: TransportSecurity())
        router.add(middleware: ErrorMiddleware())
        router.add(middleware: RequestGuard(allowedHosts: allowedHosts))
        router.add(middleware: AccountGate(tenants: tenants))
        let routes = RouteTable(router: router)
        routes.get("/healthz") { _, _ -> Response in
            Response(status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"], body: .init(byteBuffer: ByteBuffer(string: "{\"status\":\"ok\"}")))
        }
        AssetRoutes.register(on: routes)
        AccountRoutes(tenants: tenants).register(on: routes)
        routes.finish()
        return router
    }

    /// Serves a server with accounts until SIGTERM or SIGINT.
    public static func runWithAccounts(
        _ tenants: Tenants, host: String, port: Int, logger: Logger, allowHosts: [String] = [], onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) async throws {
        let app = Application(
            router: accountsRouter(tenants, allowedHosts: allowedHosts(bind: host, extra: allowHosts)),
            configuration: .init(address: .hostname(host, port: port), serverName: "Tally"),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? port) },
            logger: logger)
        try await app.runService(gracefulShutdownSignals: [.sigterm, .sigint])
    }
}

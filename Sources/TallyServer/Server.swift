import Foundation
import Hummingbird
import Logging
import NIOCore
import Synchronization
import TallyCore
import TallyStore
import TallyWeb

/// What every handler needs: the store and the clock, both injected.
public struct ServerEnvironment: Sendable {
    public var database: AppDatabase
    public var clock: AppClock
    /// Set when the database file failed its check at start-up: reads still work, writes are refused
    /// with this message until a backup is restored (the way back).
    public let writes: WriteGate
    /// Deleted entries the web app can put back.
    public let recentlyDeleted = RecentlyDeleted()
    /// Pages rendered under a revision stamp, served again until any write changes the stamp.
    let pages = PageCache()
    /// Idempotency keys whose request is running.
    let inFlightKeys = InFlightKeys()
    /// Where backups go (`--backup-dir`); by default `backups/` beside the database.
    public var backupDirectory: URL
    /// The optional language-model assist for typed meals (nil: the offline parser alone).
    public var mealAssist: MealAssistClient?
    /// Open once the built-in foods are loaded: a first start loads them while the server already
    /// answers, and only what needs foods waits for them.
    public var foods = FoodsGate(ready: true)
    /// Whether the web app still opens the welcome flow.
    public let onboarding = OnboardingGate()
    /// Where barcodes not found locally are looked up, when the person turns that on (`TALLY_OFF_URL`).
    public var openFoodFacts = OpenFoodFactsClient.fromEnvironment()

    /// The text the parser reads for a typed meal: the assist's reading when configured and better.
    func readableMeal(_ text: String) async -> String {
        guard let mealAssist else { return text }
        return await mealAssist.readable(text, database: database, now: clock.now())
    }

    /// The data directory: the database file's folder (on PostgreSQL, the folder given for its files).
    public var dataDirectory: URL { database.dataDirectory }

    public init(
        database: AppDatabase, clock: AppClock, readOnlyReason: String? = nil, backupDirectory: URL? = nil, mealAssist: MealAssistClient? = nil
    ) {
        self.mealAssist = mealAssist
        self.database = database
        self.clock = clock
        self.writes = WriteGate(closedBecause: readOnlyReason)
        self.backupDirectory = backupDirectory ?? Backups.defaultDirectory(for: database.dataDirectory)
    }

    var timeZone: TimeZone { clock.timeZone }
}

/// `tally serve`: the REST API under /api/v1 and the web app, on one Hummingbird router.
public enum TallyServer {
    /// Tally's version (the CLI, backups' manifests).
    public static let version = "0.1.0"

    /// Host names a browser uses for a server bound to loopback. A request naming any other host is a
    /// DNS-rebinding attempt (a web page whose name resolves to 127.0.0.1) and is refused.
    public static let loopbackNames: Set<String> = ["localhost", "127.0.0.1", "::1", "[::1]"]

    /// The router with every route; tests drive it directly or over real HTTP. `allowedHosts` (lowercase
    /// host names; IP literals always pass; nil for any) guards the server against DNS rebinding.
    public static func router(_ environment: ServerEnvironment, allowedHosts: Set<String>? = nil) -> Router<TallyRequestContext> {
        routerAndRoutes(environment, allowedHosts: allowedHosts).router
    }

    /// Every route of the single-user server (API and web app), as method and path pattern.
    public static func routeList(_ environment: ServerEnvironment) -> [(method: String, path: String)] {
        routerAndRoutes(environment, allowedHosts: nil).routes
    }

    static func routerAndRoutes(_ environment: ServerEnvironment, allowedHosts: Set<String>?) -> (router: Router<TallyRequestContext>, routes: [(method: String, path: String)]) {
        let router = Router(context: TallyRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: ErrorMiddleware())
        router.add(middleware: RequestGuard(allowedHosts: allowedHosts))
        router.add(middleware: ReadOnlyGuard(gate: environment.writes))
        router.add(middleware: FoodsGuard(gate: environment.foods))
        router.add(middleware: IdempotencyMiddleware(database: environment.database, inFlight: environment.inFlightKeys))
        router.add(middleware: DisplayUnitsMiddleware(database: environment.database))
        let routes = RouteTable(router: router)
        routes.get("/healthz") { _, _ -> Response in
            let buffer = ByteBuffer(string: "{\"status\":\"ok\"}")
            return Response(status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"], body: .init(byteBuffer: buffer))
        }
        AssetRoutes.register(on: routes)
        API(environment: environment).register(on: routes)
        WebApp(environment: environment).register(on: routes)
        routes.finish()
        return (router, routes.registered)
    }

    /// The host names a server bound to `bind` answers to: the loopback names, the bind name itself and
    /// `--allow-host` names, whatever the bind address (IP addresses are always answered).
    public static func allowedHosts(bind: String, extra: [String]) -> Set<String> {
        var names = loopbackNames.union(extra.map { $0.lowercased() })
        let bindName = bind.lowercased()
        if !["0.0.0.0", "::", "[::]"].contains(bindName) { names.insert(bindName.contains(":") && !bindName.hasPrefix("[") ? "[\(bindName)]" : bindName) }
        return names
    }

    /// An application listening on `host:port`. `onServerRunning` gets the bound port (useful with port 0).
    public static func application(
        _ environment: ServerEnvironment, host: String, port: Int, logger: Logger, allowHosts: [String] = [],
        onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        return Application(
            router: router(environment, allowedHosts: allowedHosts(bind: host, extra: allowHosts)),
            configuration: .init(address: .hostname(host, port: port), serverName: "Tally"),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? port) },
            logger: logger)
    }

    /// Serves until SIGTERM or SIGINT, then stops accepting, finishes in-flight requests and returns.
    public static func run(
        _ environment: ServerEnvironment, host: String, port: Int, logger: Logger, allowHosts: [String] = [],
        onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) async throws {
        let app = application(environment, host: host, port: port, logger: logger, allowHosts: allowHosts, onServerRunning: onServerRunning)
        try await app.runService(gracefulShutdownSignals: [.sigterm, .sigint])
    }
}

/// The stylesheet, script, manifest and icon, from memory.
enum AssetRoutes {
    static func register(on router: RouteTable) {
        func serve(_ body: String, _ type: String) -> @Sendable (Request, TallyRequestContext) async throws -> Response {
            let buffer = ByteBuffer(string: body)
            return { _, _ in
                Response(
                    status: .ok, headers: [.contentType: type, .cacheControl: "public, max-age=31536000, immutable"],
                    body: .init(byteBuffer: buffer))
            }
        }
        router.get("/assets/app.css", use: serve(Assets.css, "text/css; charset=utf-8"))
        router.get("/assets/app.js", use: serve(Assets.js, "text/javascript; charset=utf-8"))
        router.get("/assets/icon.svg", use: serve(Assets.icon, "image/svg+xml"))
        router.get("/manifest.webmanifest", use: serve(Assets.manifest, "application/manifest+json"))
        // The service worker is looked for again on every visit: never kept by HTTP caches.
        let worker = ByteBuffer(string: Assets.serviceWorker)
        router.get("/sw.js") { _, _ in
            Response(status: .ok, headers: [.contentType: "text/javascript; charset=utf-8", .cacheControl: "no-cache"], body: .init(byteBuffer: worker))
        }
    }
}

/// Refuses every write while the database is damaged (reads keep working, so the data can be seen and
/// a backup restored).
struct ReadOnlyGuard: RouterMiddleware {
    typealias Context = TallyRequestContext
    let gate: WriteGate

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if let reason = gate.reason, request.method != .get, request.method != .head {
            // Restoring a backup is the way back, so it stays open.
            let restoring = request.uri.path.hasPrefix("/manage/backups/") && request.uri.path.hasSuffix("/restore")
            guard restoring else { throw HTTPError(.serviceUnavailable, message: reason) }
        }
        return try await next(request, context)
    }
}

/// Whether the built-in foods are loaded yet; requests that need them wait until they are.
public final class FoodsGate: Sendable {
    private let state: Mutex<(ready: Bool, waiting: [CheckedContinuation<Void, Never>])>

    public init(ready: Bool) {
        state = Mutex((ready, []))
    }

    public var isReady: Bool { state.withLock { $0.ready } }

    func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumeNow = state.withLock { state -> Bool in
                if state.ready { return true }
                state.waiting.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    /// Lets every waiting request go on (also after a failed load: they see what is there).
    public func open() {
        let waiting = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.ready = true
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }
}

/// Holds requests that read the food table (search, typed meals, foods and recipes, imports, the
/// export) while a first start is still loading the built-in foods; everything else answers at once.
struct FoodsGuard: RouterMiddleware {
    typealias Context = TallyRequestContext
    let gate: FoodsGate

    static let prefixes = [
        "/api/v1/foods", "/api/v1/meals", "/api/v1/parse", "/api/v1/recipes", "/api/v1/entries", "/api/v1/import", "/api/v1/export",
        "/api/v1/info", "/foods", "/recipes", "/log", "/entries", "/manage",
    ]

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if !gate.isReady, Self.prefixes.contains(where: { request.uri.path.hasPrefix($0) }) { await gate.wait() }
        return try await next(request, context)
    }
}

/// Rendered pages by path, each with the revision stamp it was rendered under. The stamp is read
/// before the page's data, so a page is never kept under a stamp newer than what it shows.
final class PageCache: Sendable {
    private let pages = Mutex<[String: (stamp: AppDatabase.RevisionStamp, html: String)]>([:])

    func page(_ path: String, stamp: AppDatabase.RevisionStamp, render: () async throws -> String) async throws -> String {
        if let known = pages.withLock({ $0[path] }), known.stamp == stamp { return known.html }
        let html = try await render()
        pages.withLock { pages in
            if pages.count >= 256 { pages.removeAll() }
            pages[path] = (stamp, html)
        }
        return html
    }
}

/// Entries deleted in the web app during this server's run, for "Undo" (the newest 50, by a random key).
public final class RecentlyDeleted: Sendable {
    private let state = Mutex<[(key: String, entry: AppDatabase.DeletedEntry)]>([])

    public init() {}

    func keep(_ entry: AppDatabase.DeletedEntry) -> String {
        let key = UUID().uuidString
        state.withLock { list in
            list.append((key, entry))
            if list.count > 50 { list.removeFirst(list.count - 50) }
        }
        return key
    }

    func take(_ key: String) -> AppDatabase.DeletedEntry? {
        state.withLock { list in
            guard let index = list.firstIndex(where: { $0.key == key }) else { return nil }
            return list.remove(at: index).entry
        }
    }
}

/// Whether the server accepts writes, and why not; opened again by a successful restore.
public final class WriteGate: Sendable {
    private let state: Mutex<String?>

    init(closedBecause reason: String?) { state = Mutex(reason) }

    public var reason: String? { state.withLock { $0 } }
    func open() { state.withLock { $0 = nil } }
}

import HTTPTypes
import Hummingbird

/// Registers routes on the router and remembers which methods each path answers, so that a known
/// path asked with another method gets 405 Method Not Allowed with an `Allow` header instead of 404.
/// Used only while the server is being set up.
final class RouteTable {
    typealias Handler = @Sendable (Request, TallyRequestContext) async throws -> Response

    let router: Router<TallyRequestContext>
    private var methods: [String: Set<HTTPRequest.Method>] = [:]
    private var order: [String] = []
    /// Every route as registered, in order (for tests that call each one).
    private(set) var registered: [(method: String, path: String)] = []

    init(router: Router<TallyRequestContext>) { self.router = router }

    func on(_ path: String, method: HTTPRequest.Method, use handler: @escaping Handler) {
        router.on(RouterPath(path), method: method, use: handler)
        registered.append((method.rawValue, path))
        if methods[path] == nil { order.append(path) }
        methods[path, default: []].insert(method)
    }

    func get(_ path: String, use handler: @escaping Handler) { on(path, method: .get, use: handler) }
    func post(_ path: String, use handler: @escaping Handler) { on(path, method: .post, use: handler) }

    /// Methods a client might try; QUERY is the draft safe-query method.
    static let probed: [HTTPRequest.Method] = [.get, .post, .put, .patch, .delete, .options, .trace, HTTPRequest.Method("QUERY")].compactMap { $0 }

    /// Adds the 405 answers. HEAD is answered for every GET by the router itself.
    func finish() {
        for path in order {
            guard let known = methods[path] else { continue }
            var allowed = known
            if known.contains(.get) { allowed.insert(.head) }
            let allow = allowed.map(\.rawValue).sorted().joined(separator: ", ")
            for method in RouteTable.probed where !allowed.contains(method) {
                router.on(RouterPath(path), method: method) { request, _ -> Response in
                    throw MethodNotAllowed(method: request.method.rawValue, allow: allow)
                }
            }
        }
    }
}

/// A known path asked with a method it does not answer.
struct MethodNotAllowed: Error {
    var method: String
    var allow: String
}

import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import Synchronization
import TallyCore
import TallyStore

/// `Idempotency-Key` on a change (POST, PUT, PATCH, DELETE): the change is made once however often the
/// request arrives. A repeat gets the first answer again (with `Idempotent-Replayed: true`); a repeat
/// while the first is still running gets 409; the same key on another method or path gets 422.
struct IdempotencyMiddleware: RouterMiddleware {
    typealias Context = TallyRequestContext
    let database: AppDatabase
    let inFlight: InFlightKeys

    static let header = RequestGuard.literal("Idempotency-Key")
    static let replayed = RequestGuard.literal("Idempotent-Replayed")

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard ![.get, .head, .options].contains(request.method), let text = request.headers[Self.header] else {
            return try await next(request, context)
        }
        let key = try RequestKey(key: text, method: request.method.rawValue, path: request.uri.path)
        if let kept = try await replay(key) { return kept }
        guard inFlight.begin(key.key) else {
            throw HTTPError(.conflict, message: "a request with this Idempotency-Key is still being handled; retry in a moment")
        }
        defer { inFlight.end(key.key) }
        let response: Response
        do {
            response = try await RequestKey.$current.withValue(key) { try await next(request, context) }
        } catch is RequestKey.AlreadyApplied {
            if let kept = try await replay(key) { return kept }
            throw HTTPError(.conflict, message: "this change was already made")
        }
        // Keep a JSON answer for replays (the API's; a form's page or redirect is not replayed: a repeat
        // hears that the change was made). Read the body once and answer with the same bytes.
        guard (200..<300).contains(response.status.code), response.headers[.contentType]?.hasPrefix("application/json") == true else { return response }
        let collector = Collector()
        try await response.body.write(collector.writer)
        let bytes = collector.bytes.withLock { $0 }
        let status = response.status.code
        let database = self.database
        _ = try? await blocking { try database.keepAnswer(key: key.key, status: status, body: Data(buffer: bytes)) }
        var fresh = response
        fresh.body = .init(byteBuffer: bytes)
        return fresh
    }

    /// The kept answer of a key already used for this method and path.
    func replay(_ key: RequestKey) async throws -> Response? {
        let database = self.database
        guard let kept = try await blocking({ try database.keptAnswer(key: key.key) }) else { return nil }
        guard kept.method == key.method, kept.path == key.path else {
            throw TallyError.invalid(field: "Idempotency-Key", "this Idempotency-Key was used for \(kept.method) \(kept.path); use a new key for a new change")
        }
        guard let status = kept.status, let body = kept.body else {
            throw HTTPError(.conflict, message: "this change was already made (its answer was not kept)")
        }
        var response = Response(
            status: HTTPResponse.Status(code: status), headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(bytes: body)))
        response.headers[Self.replayed] = "true"
        return response
    }

    /// Gathers a response body's bytes.
    struct Collector {
        let bytes = SharedBuffer()
        var writer: some ResponseBodyWriter { Writer(bytes: bytes) }

        struct Writer: ResponseBodyWriter {
            let bytes: SharedBuffer
            mutating func write(_ buffer: ByteBuffer) async throws {
                var incoming = buffer
                bytes.withLock { _ = $0.writeBuffer(&incoming) }
            }
            consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
        }
    }

    final class SharedBuffer: Sendable {
        private let state = Mutex(ByteBuffer())
        func withLock<T>(_ body: (inout ByteBuffer) -> T) -> T { state.withLock { body(&$0) } }
    }
}

/// Keys whose request is being handled right now (two copies of one request sent at once).
final class InFlightKeys: Sendable {
    private let keys = Mutex<Set<String>>([])
    func begin(_ key: String) -> Bool { keys.withLock { $0.insert(key).inserted } }
    func end(_ key: String) { keys.withLock { _ = $0.remove(key) } }
}

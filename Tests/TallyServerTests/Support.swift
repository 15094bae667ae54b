import Foundation
import TallyTestSupport
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

@testable import TallyCore
@testable import TallyServer
@testable import TallyStore


/// A response read as JSON or text.
struct Reply: Sendable {
    var status: HTTPResponse.Status
    var headers: HTTPFields
    var text: String
    var data = Data()

    var json: [String: Any] {
        get throws {
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
            return try #require(object as? [String: Any], "not a JSON object: \(text.prefix(300))")
        }
    }

    var errorMessage: String? { (try? json)?[path: "error.message"] as? String }
    var errorField: String? { (try? json)?[path: "error.field"] as? String }
}

/// Talks to the server over real HTTP (HummingbirdTesting's live mode).
struct Client: Sendable {
    let client: any TestClientProtocol

    func send(
        _ method: HTTPRequest.Method, _ uri: String, body: Data? = nil, contentType: String = "application/json", headers extra: HTTPFields = [:]
    ) async throws -> Reply {
        var headers = extra
        if body != nil { headers[.contentType] = contentType }
        let response = try await client.execute(uri: uri, method: method, headers: headers, body: body.map { ByteBuffer(bytes: $0) })
        return Reply(status: response.status, headers: response.headers, text: String(buffer: response.body), data: Data(response.body.readableBytesView))
    }

    func get(_ uri: String) async throws -> Reply { try await send(.get, uri) }

    func json(_ method: HTTPRequest.Method, _ uri: String, _ object: [String: Any]) async throws -> Reply {
        try await send(method, uri, body: try JSONSerialization.data(withJSONObject: object))
    }

    func post(_ uri: String, _ object: [String: Any]) async throws -> Reply { try await json(.post, uri, object) }
    func patch(_ uri: String, _ object: [String: Any]) async throws -> Reply { try await json(.patch, uri, object) }
    func put(_ uri: String, _ object: [String: Any]) async throws -> Reply { try await json(.put, uri, object) }
    func delete(_ uri: String) async throws -> Reply { try await send(.delete, uri) }

    /// A browser-style form post.
    func form(_ uri: String, _ fields: [String: String]) async throws -> Reply {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        let body = fields.map { "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")" }.joined(separator: "&")
        return try await send(.post, uri, body: Data(body.utf8), contentType: "application/x-www-form-urlencoded")
    }
}

/// A server over a real SQLite file in a temporary directory, with the clock pinned.
struct TestServer: Sendable {
    let directory: TemporaryDirectory
    let database: AppDatabase
    let clock: AppClock

    static let berlin = TimeZone(identifier: "Europe/Berlin")!

    /// `welcome`: leave first-run setup open (the web app then starts with the welcome flow); otherwise
    /// the person skipped it, as every test of another feature assumes.
    init(foods: Bool = false, now: String = "2026-11-21 12:00", welcome: Bool = false) throws {
        directory = try TemporaryDirectory()
        database = try TestStore.open(directory: directory.url, loadsGenericFoods: foods)
        clock = .fixed(LocalDateTime(now)!, timeZone: TestServer.berlin)
        if !welcome { try database.skipOnboarding(clock: clock) }
    }

    func run(
        allowedHosts: Set<String>? = nil, mealAssist: MealAssistClient? = nil, foods: FoodsGate = FoodsGate(ready: true),
        _ test: @escaping @Sendable (Client) async throws -> Void
    ) async throws {
        var environment = ServerEnvironment(database: database, clock: clock, mealAssist: mealAssist)
        environment.foods = foods
        let router = TallyServer.router(environment, allowedHosts: allowedHosts)
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in try await test(Client(client: client)) }
    }
}


import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing
import TallyTestSupport

@testable import TallyCore
@testable import TallyServer
@testable import TallyStore

/// A stand-in for Open Food Facts: the sample product files at `/api/v2/product/{code}` as OFF serves
/// them, OFF's own "not found" answer for any other code, a failing code and one that never answers in time.
final class FakeOpenFoodFacts: Sendable {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/samples/openfoodfacts")
    static var available: Bool { FileManager.default.fileExists(atPath: samples.path) }

    static let failing = "4006381333931"
    static let slow = "96385074"

    let requests = Mutex<[(path: String, userAgent: String?)]>([])

    func run(_ test: @escaping @Sendable (Int) async throws -> Void) async throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.samples.path)
        let router = Router()
        router.get("/api/v2/product/{code}") { request, context -> Response in
            let code = try context.parameters.require("code")
            self.requests.withLock { $0.append((request.uri.description, request.headers[.userAgent])) }
            if code == Self.failing { return Response(status: .internalServerError) }
            // (Well past the client's limit, which leaves a loaded machine room for the answers that are not slow.)
            if code == Self.slow { try await Task.sleep(for: .seconds(8)) }
            if let file = files.first(where: { $0.contains("_\(code)") && !$0.contains("search") }) {
                let data = try Data(contentsOf: Self.samples.appendingPathComponent(file))
                return Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(bytes: data)))
            }
            let missing = try Data(contentsOf: Self.samples.appendingPathComponent("server_v2_get-unexisting-product.json"))
            return Response(status: .notFound, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(bytes: missing)))
        }
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in try await test(try #require(client.port)) }
    }
}

struct BarcodeServerTests {
    @Test(.enabled(if: FakeOpenFoodFacts.available)) func barcodesResolveLocallyThenThroughOpenFoodFactsAndAreKept() async throws {
        let off = FakeOpenFoodFacts()
        try await off.run { port in
            let server = try TestServer()
            var environment = ServerEnvironment(database: server.database, clock: server.clock)
            environment.openFoodFacts = OpenFoodFactsClient(baseURL: "http://127.0.0.1:\(port)", timeLimit: .seconds(3))
            let app = Application(router: TallyServer.router(environment), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
            try await app.test(.live) { raw in
                let client = Client(client: raw)
                // A bad code is refused with the reason before anything is asked.
                let bad = try await client.get("/api/v1/foods/barcode/5449000011528")
                #expect(bad.status == .unprocessableContent && (bad.errorMessage ?? "").contains("check digit should be 7"))
                let short = try await client.get("/api/v1/foods/barcode/54490")
                #expect(short.status == .unprocessableContent && (short.errorMessage ?? "").contains("5 digits"))
                // Off by default: nothing leaves the machine, and the answer says how to go on.
                let offline = try await client.get("/api/v1/foods/barcode/5449000011527")
                #expect(offline.status == .notFound && (offline.errorMessage ?? "").contains("custom food with the barcode"))
                #expect(off.requests.withLock { $0.isEmpty })

                #expect(try await client.patch("/api/v1/settings", ["openFoodFacts": true]).status == .ok)
                let first = try await client.get("/api/v1/foods/barcode/5449000011527")
                #expect(first.status == .ok, "\(first.text.prefix(300))")
                #expect(try first.json["origin"] as? String == "openfoodfacts")
                #expect(try first.json[path: "food.name"] as? String == "Fanta Orange")
                #expect(try first.json[path: "food.source"] as? String == "off")
                let sent = try #require(off.requests.withLock { $0.first })
                #expect(sent.path.hasPrefix("/api/v2/product/5449000011527?fields="))
                #expect(sent.userAgent?.hasPrefix("Tally/") == true)
                // Kept: the next scan, in its UPC or padded form, is local and asks nobody.
                let again = try await client.get("/api/v1/foods/barcode/05449000011527")
                #expect(try again.json["origin"] as? String == "local")
                #expect(off.requests.withLock { $0.count } == 1)
                let search = try await client.get("/api/v1/foods/search?q=fanta")
                #expect(search.text.contains("Fanta Orange"))

                // A UPC-A code: OFF is asked for its EAN-13 form (a leading 0), as OFF files it.
                let kit = try await client.get("/api/v1/foods/barcode/737628064502")
                #expect(try kit.json[path: "food.kcalPer100g"] as? Double == 385)
                #expect(off.requests.withLock { $0.last?.path.hasPrefix("/api/v2/product/0737628064502?") } == true)
                #expect(try await client.get("/api/v1/foods/barcode/0737628064502").json["origin"] as? String == "local")

                let unknown = try await client.get("/api/v1/foods/barcode/4006381333948")
                #expect(unknown.status == .notFound && (unknown.errorMessage ?? "").contains("Open Food Facts"))
                let failing = try await client.get("/api/v1/foods/barcode/\(FakeOpenFoodFacts.failing)")
                #expect(failing.status == .badGateway && (failing.errorMessage ?? "").contains("500"))
                let slow = try await client.get("/api/v1/foods/barcode/\(FakeOpenFoodFacts.slow)")
                #expect(slow.status == .gatewayTimeout && (slow.errorMessage ?? "").contains("did not answer"))
                // Nothing was kept for the failures.
                #expect(try server.database.food(barcode: try Barcode(FakeOpenFoodFacts.failing)) == nil)
            }
        }
    }
}

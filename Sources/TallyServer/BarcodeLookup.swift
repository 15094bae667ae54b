import AsyncHTTPClient
import Foundation
import NIOCore
import TallyCore
import TallyStore

/// Open Food Facts' product API (v2), asked only when the person has turned it on, with a time limit
/// and the User-Agent OFF asks API users to send (app name, version, contact).
public struct OpenFoodFactsClient: Sendable {
    public var baseURL: String
    public var timeLimit: Duration
    public var userAgent: String

    public static let defaultURL = "https://world.openfoodfacts.org"
    public static let fields = [
        "code", "product_name", "product_name_en", "generic_name", "abbreviated_product_name", "brands", "serving_size", "serving_quantity",
        "product_quantity", "nutriments",
    ]

    public init(baseURL: String = OpenFoodFactsClient.defaultURL, timeLimit: Duration = .seconds(4), userAgent: String = "Tally/\(TallyServer.version) (self-hosted nutrition tracker)") {
        self.baseURL = baseURL
        self.timeLimit = timeLimit
        self.userAgent = userAgent
    }

    /// `TALLY_OFF_URL` (an OFF mirror or a test server), else the public server.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> OpenFoodFactsClient {
        let url = environment["TALLY_OFF_URL"].flatMap { $0.hasPrefix("http://") || $0.hasPrefix("https://") ? $0 : nil } ?? defaultURL
        return OpenFoodFactsClient(baseURL: url)
    }

    /// Why Open Food Facts could not be asked; the lookup says so rather than pretending "not found".
    public struct Unavailable: Error, Sendable {
        public var message: String
        public var timedOut: Bool
    }

    public func product(_ code: Barcode) async throws -> OpenFoodFacts.Lookup {
        var url = baseURL
        while url.hasSuffix("/") { url.removeLast() }
        // OFF files North American UPC-A codes under their 13-digit EAN form (a leading 0).
        let asked = code.kind == .upcA ? "0" + code.digits : code.digits
        var request = HTTPClientRequest(url: "\(url)/api/v2/product/\(asked)?fields=\(Self.fields.joined(separator: ","))")
        request.headers.add(name: "User-Agent", value: userAgent)
        request.headers.add(name: "Accept", value: "application/json")
        let seconds = timeLimit.components.seconds
        do {
            let response = try await HTTPClient.shared.execute(request, timeout: TimeAmount(timeLimit))
            // OFF answers an unknown product with 404 and its "product not found" body.
            guard response.status == .ok || response.status == .notFound else {
                throw Unavailable(message: "Open Food Facts answered \(response.status.code); try again later or add the food yourself", timedOut: false)
            }
            let body = try await response.body.collect(upTo: 2 << 20)
            if response.status == .notFound, body.readableBytes == 0 { return .notFound }
            return try OpenFoodFacts.read(Data(buffer: body), code: code)
        } catch let error as Unavailable {
            throw error
        } catch let error as TallyError {
            throw Unavailable(message: error.message, timedOut: false)
        } catch let error as HTTPClientError where error == .deadlineExceeded || error == .readTimeout || error == .connectTimeout {
            throw Unavailable(message: "Open Food Facts did not answer within \(seconds) s; try again or add the food yourself", timedOut: true)
        } catch is NIOTooManyBytesError {
            throw Unavailable(message: "Open Food Facts sent more than 2 MB for one product", timedOut: false)
        } catch {
            throw Unavailable(message: "Open Food Facts could not be reached (\(type(of: error))); try again or add the food yourself", timedOut: false)
        }
    }
}

/// A barcode's food: the local foods first, then (only when turned on) Open Food Facts, whose product is
/// kept as a food so the next scan is local. One definition for the CLI and the API.
public struct BarcodeLookup: Sendable {
    public let database: AppDatabase
    public let client: OpenFoodFactsClient

    public init(database: AppDatabase, client: OpenFoodFactsClient) {
        self.database = database
        self.client = client
    }

    /// Where the food came from: a local food, or Open Food Facts just now (then cached).
    public struct Found: Sendable {
        public var code: Barcode
        public var food: Food
        public var origin: String
    }

    /// Not found anywhere asked: what to do next (create a custom food with the barcode filled in).
    public struct NotFound: Error, Sendable {
        public var code: Barcode
        public var message: String
    }

    /// `online`: nil follows the person's setting; true or false overrides it for this lookup.
    public func lookup(_ text: String, online: Bool? = nil) async throws -> Found {
        let code = try Barcode(text)
        let database = self.database
        if let local = try await blocking({ try database.food(barcode: code) }) { return Found(code: code, food: local, origin: "local") }
        var allowed = online ?? false
        if online == nil { allowed = try await blocking { try database.settings().openFoodFacts } }
        guard allowed else {
            throw NotFound(
                code: code,
                message: "no food with barcode \(code.digits) here; create it as a custom food with the barcode, or turn on Open Food Facts lookups (tally settings open-food-facts on)")
        }
        switch try await client.product(code) {
        case .found(let product):
            let kept = try await blocking { try database.cacheOpenFoodFacts(product) }
            return Found(code: code, food: kept, origin: "openfoodfacts")
        case .notFound:
            throw NotFound(code: code, message: "neither your foods nor Open Food Facts know barcode \(code.digits); create it as a custom food with the barcode")
        case .unusable(let why):
            throw NotFound(code: code, message: "\(why); create it as a custom food with the barcode \(code.digits)")
        }
    }
}

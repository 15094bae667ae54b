import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import TallyCore
import TallyStore
import TallyWeb

/// Every page and API answer in the person's units: the profile's choice, or `?units=metric|imperial`
/// (and `?energyUnit=kcal|kj`) for one request. Pages render through `Display.units`; JSON answers keep
/// their SI keys and gain converted siblings (`DisplayUnits.annotate`).
struct DisplayUnitsMiddleware: RouterMiddleware {
    typealias Context = TallyRequestContext
    let database: AppDatabase

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let path = request.uri.path
        if path.hasPrefix("/assets/") || path == "/healthz" || path == "/sw.js" || path == "/manifest.webmanifest" {
            return try await next(request, context)
        }
        let asked = request.uri.queryParameters.get("units").map { String($0) }
        let askedEnergy = request.uri.queryParameters.get("energyUnit").map { String($0) }
        // Two small setting reads, kept in SQLite's page cache: read here, as the revision stamp is.
        var units = try database.displayUnits()
        if let asked { units.system = try DisplayUnits.system(asked) }
        if let askedEnergy { units.energy = try DisplayUnits.energy(askedEnergy) }
        let chosen = units
        let response = try await Display.$units.withValue(chosen) { try await next(request, context) }
        // The lossless export (tables of rows: no unit-named keys, and possibly many megabytes) and the
        // OpenAPI document are passed through as written, without reading them back.
        guard path.hasPrefix("/api/"), !path.hasPrefix("/api/v1/export"), path != "/api/v1/openapi.json", chosen != .metric,
            (200..<300).contains(response.status.code),
            response.headers[.contentType]?.hasPrefix("application/json") == true
        else { return response }
        // An answer its route already gave in these units (kept with its cached rendering) passes as is.
        if response.headers[Self.annotated] != nil {
            var passed = response
            passed.headers[Self.annotated] = nil
            return passed
        }
        let collector = IdempotencyMiddleware.Collector()
        try await response.body.write(collector.writer)
        let bytes = collector.bytes.withLock { $0 }
        var converted = response
        let data = Self.annotate(Data(buffer: bytes), chosen)
        converted.body = .init(byteBuffer: ByteBuffer(data: data))
        converted.headers[.contentLength] = String(data.count)
        return converted
    }

    /// Set by a route whose answer is already in the request's units.
    static let annotated = RequestGuard.literal("X-Tally-Units-Applied")

    /// JSON with the converted siblings added (unchanged when it is not a JSON value).
    static func annotate(_ data: Data, _ units: DisplayUnits) -> Data {
        guard units != .metric, let object = try? JSONSerialization.jsonObject(with: data),
            let converted = try? JSONSerialization.data(withJSONObject: units.annotate(object), options: [.sortedKeys, .withoutEscapingSlashes])
        else { return data }
        return converted
    }
}

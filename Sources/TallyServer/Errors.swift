import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import TallyCore
import TallyWeb

/// A malformed request: not JSON, a wrong type, an unknown or missing field. Always 400.
struct BadRequest: Error {
    var field: String?
    var message: String
}

/// The outermost layer: hardens every response's headers and turns every error into a response: JSON `{"error": {"message", "field"}}` under /api, an HTML page
/// elsewhere. TallyError maps to 422 (invalid), 404 (not found) and 409 (conflict).
struct ErrorMiddleware: RouterMiddleware {
    typealias Context = TallyRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        var caught: (any Error)?
        do {
            response = try await next(request, context)
        } catch {
            caught = error
            let (status, message, field) = ErrorMiddleware.classify(error, request: request)
            if status == .internalServerError {
                // The client only learns "internal error"; the operator needs the cause.
                context.logger.error("\(request.method.rawValue) \(request.uri.path) failed: \(String(reflecting: error))")
            }
            if request.uri.path.hasPrefix("/api/") || request.uri.path == "/healthz" {
                response = JSON.error(status: status, message: message, field: field)
            } else {
                response = HTMLResponse.page(Layout.problem(status: status.code, message: message), status: status)
            }
        }
        if let error = caught as? MethodNotAllowed { response.headers[.allow] = error.allow }
        if let error = caught as? HTTPError, let challenge = error.headers[.wwwAuthenticate] { response.headers[.wwwAuthenticate] = challenge }
        RequestGuard.harden(&response)
        return response
    }

    static func classify(_ error: any Error, request: Request) -> (HTTPResponse.Status, String, String?) {
        switch error {
        case let error as TallyError:
            switch error {
            case .invalid: return (.unprocessableContent, error.message, error.field)
            case .notFound: return (.notFound, error.message, error.field)
            case .conflict: return (.conflict, error.message, error.field)
            }
        case let error as BadRequest:
            return (.badRequest, error.message, error.field)
        case let error as BarcodeLookup.NotFound:
            return (.notFound, error.message, "code")
        case let error as OpenFoodFactsClient.Unavailable:
            return (error.timedOut ? .gatewayTimeout : .badGateway, error.message, nil)
        case let error as HTTPError:
            if error.status == .notFound {
                return (.notFound, "no such endpoint: \(request.method.rawValue) \(request.uri.path)", nil)
            }
            if error.status == .contentTooLarge {
                return (.contentTooLarge, error.body ?? "the request body is too large", nil)
            }
            return (error.status, error.body ?? error.status.reasonPhrase, nil)
        case let error as MethodNotAllowed:
            return (.methodNotAllowed, "\(error.method) is not allowed here; use \(error.allow)", nil)
        case let error as DecodingError:
            return (.badRequest, JSONBody.describe(error), nil)
        default:
            return (.internalServerError, "internal error", nil)
        }
    }
}

enum JSON {
    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    static func response(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        let data = try encoder.encode(value)
        return Response(
            status: status, headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    static func raw(_ data: Data, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: "application/json; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    struct ErrorBody: Encodable {
        struct Detail: Encodable {
            var message: String
            var field: String?

            func encode(to encoder: any Encoder) throws {
                var c = encoder.container(keyedBy: CodingKeys.self)
                try c.encode(message, forKey: .message)
                try c.encode(field, forKey: .field)
            }

            enum CodingKeys: String, CodingKey { case message, field }
        }

        var error: Detail
    }

    static func error(status: HTTPResponse.Status, message: String, field: String?) -> Response {
        let data = (try? encoder.encode(ErrorBody(error: .init(message: message, field: field)))) ?? Data("{\"error\":{\"message\":\"error\",\"field\":null}}".utf8)
        return Response(
            status: status, headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}

enum HTMLResponse {
    static func page(_ html: String, status: HTTPResponse.Status = .ok) -> Response {
        var html = html
        // On a server with accounts: who is signed in (or whose shared data a clinician is reading).
        if let visitor = Visitor.current, let body = html.range(of: "<body>\n") {
            let reading = visitor.reading.map { (owner: $0.owner.name, areas: $0.grant.areas, until: $0.grant.until) }
            html.insert(contentsOf: AccountPages.bar(name: visitor.account.name, role: visitor.account.role, viewing: reading), at: body.upperBound)
        }
        return Response(
            status: status, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(string: html)))
    }

    /// Post/Redirect/Get: a 303 to `location`.
    static func redirect(_ location: String) -> Response {
        Response(status: .seeOther, headers: [.location: location, .cacheControl: "no-store"])
    }
}

/// A JSON request body, read strictly (``StrictJSON``: no trailing commas, no repeated keys) and, on
/// API routes, already checked against the endpoint's schema. Numbers arrive as JSON numbers and
/// reach the core as their decimal text.
struct JSONBody: Sendable {
    typealias Value = JSONValue

    var fields: [String: Value]

    static let maximumBytes = 1 << 20

    /// The body the router validated for the running request (see ``API/checked(_:)``).
    @TaskLocal static var validated: JSONBody?

    static func read(_ request: Request, context: TallyRequestContext) async throws -> JSONBody {
        if let validated { return validated }
        if let length = request.headers[.contentLength].flatMap({ Int($0, radix: 10) }), length > maximumBytes {
            throw HTTPError(.contentTooLarge, message: "the request body is larger than 1 MB")
        }
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: maximumBytes)
        } catch {
            throw HTTPError(.contentTooLarge, message: "the request body is larger than 1 MB")
        }
        guard buffer.readableBytes > 0 else { throw BadRequest(field: nil, message: "the request needs a JSON body") }
        let value: Value
        do {
            value = try StrictJSON.parse(Array(buffer.readableBytesView))
        } catch {
            throw BadRequest(field: nil, message: "the request body is not valid JSON: \(error.message)")
        }
        guard case .object(let fields) = value else { throw BadRequest(field: nil, message: "the request body must be a JSON object") }
        return JSONBody(fields: fields)
    }

    /// Rejects fields the endpoint does not know (a typo would otherwise be silently ignored).
    func allow(_ keys: Set<String>) throws {
        for key in fields.keys.sorted() where !keys.contains(key) {
            throw BadRequest(field: key, message: "unknown field '\(key)'; expected \(keys.sorted().joined(separator: ", "))")
        }
    }

    func has(_ key: String) -> Bool {
        if case .some(.null) = fields[key] { return false }
        return fields[key] != nil
    }

    /// A text field; numbers are accepted and written as typed (1.5 → "1.5").
    func string(_ key: String) throws -> String? {
        switch fields[key] {
        case nil, .null?: return nil
        case .string(let text)?: return text
        case .number(let value)?: return EntryPlanner.formatNumber(value)
        default: throw BadRequest(field: key, message: "'\(key)' must be a string or a number")
        }
    }

    func required(_ key: String) throws -> String {
        guard let value = try string(key) else { throw BadRequest(field: key, message: "'\(key)' is required") }
        return value
    }

    func bool(_ key: String) throws -> Bool? {
        switch fields[key] {
        case nil, .null?: return nil
        case .bool(let value)?: return value
        default: throw BadRequest(field: key, message: "'\(key)' must be true or false")
        }
    }

    func strings(_ key: String) throws -> [String]? {
        switch fields[key] {
        case nil, .null?: return nil
        case .array(let values)?:
            return try values.map { value in
                switch value {
                case .string(let text): return text
                case .number(let number): return EntryPlanner.formatNumber(number)
                default: throw BadRequest(field: key, message: "'\(key)' must be a list of strings")
                }
            }
        default: throw BadRequest(field: key, message: "'\(key)' must be a list of strings")
        }
    }

    func integers(_ key: String) throws -> [Int]? {
        try strings(key)?.map { text in
            guard let value = Int(text, radix: 10) else { throw BadRequest(field: key, message: "'\(key)' must be a list of whole numbers") }
            return value
        }
    }

    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, _): return "'\(key.stringValue)' is required"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "'\(context.codingPath.map(\.stringValue).joined(separator: "."))' has the wrong type"
        case .dataCorrupted: return "the request body is not valid JSON"
        @unknown default: return "the request body could not be read"
        }
    }
}

extension Request {
    /// A query parameter, nil when absent or empty.
    func query(_ name: String) -> String? {
        guard let value = uri.queryParameters.get(name), !value.isEmpty else { return nil }
        return value
    }

    func requiredQuery(_ name: String) throws -> String {
        guard let value = query(name) else { throw BadRequest(field: name, message: "'\(name)' is required (?\(name)=…)") }
        return value
    }

    func queryDay(_ name: String) throws -> Day? {
        guard let text = query(name) else { return nil }
        return try Limits.day(text, field: name)
    }
}

extension Parameters {
    func day(_ name: String) throws -> Day {
        let text = try require(name)
        return try Limits.day(text, field: name)
    }

    func id(_ name: String = "id") throws -> Int64 {
        let text = try require(name)
        guard let id = Int64(text, radix: 10), id > 0 else { throw BadRequest(field: name, message: "'\(text)' is not an id") }
        return id
    }
}

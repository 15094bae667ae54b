import Foundation
import HTTPTypes
import Testing
import TallyTestSupport

@testable import TallyCore
@testable import TallyServer
@testable import TallyStore

/// The OpenAPI document matches the routes: every route is documented, every documented operation is
/// served, and responses carry the properties their schemas require.
struct OpenAPITests {
    static let samples = [
        "date": "2026-11-21", "id": "1", "category": "Fruit", "meal": "Breakfast", "unit": "g", "exercise": "Squat", "app": "hevy",
        "card": "stall%7Cweight%7Ckcal", "code": "5449000011527",
    ]

    static func uri(_ path: String) -> String {
        var result = path
        for (name, value) in samples { result = result.replacingOccurrences(of: "{\(name)}", with: value) }
        return result
    }

    @Test func everyRouteIsDocumentedAndEveryOperationIsServed() async throws {
        let server = try TestServer(foods: true)
        let endpoints = API(environment: ServerEnvironment(database: server.database, clock: server.clock)).endpoints
        // Data for the {id} routes.
        _ = try server.database.logEntry(EntryRequest(category: "Fruit", portions: "1"), clock: server.clock)
        _ = try server.database.addMeasurement(kind: .weight, value: "80", unit: nil, date: nil, note: nil, clock: server.clock)
        _ = try server.database.logWorkout(WorkoutRequest(name: "Legs", minutes: "40", rpe: "7", sets: ["Squat 100kg x5"]), clock: server.clock)
        try await server.run { client in
            let document = try await client.get("/api/v1/openapi.json").json
            #expect(document["openapi"] as? String == "3.1.0")
            let paths = try #require(document["paths"] as? [String: [String: Any]])
            let schemas = try #require(document[path: "components.schemas"] as? [String: [String: Any]])
            var documented: [(method: String, path: String)] = []
            for (path, operations) in paths { for method in operations.keys { documented.append((method, path)) } }
            #expect(documented.count == endpoints.count + 1)
            for endpoint in endpoints {
                #expect(paths[endpoint.path]?[endpoint.method.rawValue.lowercased()] != nil, "\(endpoint.method) \(endpoint.path) is not documented")
                for parameter in endpoint.pathParameters { #expect(endpoint.path.contains("{\(parameter)}")) }
            }
            // Every $ref resolves.
            let text = String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self)
            let refs = text.components(separatedBy: "#/components/schemas/").dropFirst().map { $0.prefix { $0.isLetter || $0.isNumber } }
            for ref in Set(refs) { #expect(schemas[String(ref)] != nil, "missing schema \(ref)") }

            // Every documented operation answers from a real handler (reads first, deletes last).
            let order = ["get": 0, "post": 1, "put": 1, "patch": 1, "delete": 2]
            for (method, path) in documented.sorted(by: { (order[$0.method] ?? 3, $0.path) < (order[$1.method] ?? 3, $1.path) }) {
                let httpMethod = HTTPRequestMethod(method)
                let reply = try await client.send(httpMethod, Self.uri(path) + (path.hasSuffix("/search") ? "?q=egg" : ""), body: method == "get" || method == "delete" ? nil : Data("{}".utf8))
                #expect(reply.errorMessage?.hasPrefix("no such endpoint") != true, "\(method) \(path) is documented but not routed")
                #expect(reply.status.code < 500, "\(method) \(path) → \(reply.status.code) \(reply.text.prefix(200))")
                guard method == "get", reply.status == .ok, path != "/api/v1/openapi.json" else { continue }
                // The response has every property its schema requires.
                let operation = try #require(paths[path]?[method] as? [String: Any])
                if let content = operation[path: "responses.200.content"] as? [String: Any], let media = content.keys.first, media != "application/json" {
                    // A file: served with the media type the document names.
                    #expect(reply.headers[.contentType] == media, "\(path) answers \(reply.headers[.contentType] ?? "no type"), documented \(media)")
                    continue
                }
                let reference = operation[path: "responses.200.content.application/json.schema.$ref"] as? String
                let name = try #require(reference?.components(separatedBy: "/").last, "\(path) has no response schema")
                let required = (schemas[name]?["required"] as? [String]) ?? []
                let body = try reply.json
                for key in required { #expect(body.keys.contains(key), "\(path): response lacks '\(key)' required by \(name)") }
            }
        }
    }
}

extension OpenAPITests {
    /// Every way of logging answers 201 with a body that satisfies one of the variants its schema
    /// publishes (a typed meal answers what was understood and its entries, not one entry).
    @Test func everyWayOfLoggingAnswersWhatItsSchemaPublishes() async throws {
        let server = try TestServer(foods: true)
        try await server.run { client in
            let document = try await client.get("/api/v1/openapi.json").json
            let schemas = try #require(document[path: "components.schemas"] as? [String: [String: Any]])
            let operation = try #require(document[path: "paths./api/v1/entries"] as? [String: Any])
            let reference = try #require((operation["post"] as? [String: Any])?[path: "responses.201.content.application/json.schema.$ref"] as? String)
            let name = try #require(reference.components(separatedBy: "/").last)
            let published = try #require(schemas[name])
            let variants = (published["anyOf"] as? [[String: Any]])?.compactMap { $0["$ref"] as? String }.compactMap { $0.components(separatedBy: "/").last } ?? []
            #expect(Set(variants) == ["EntryReport", "EatTextReport"])
            let bodies: [[String: Any]] = [
                ["category": "Fruit", "portions": 1], ["food": "banana", "grams": 118], ["kcal": 350, "name": "Lunch out"],
                ["text": "2 eggs and a slice of toast"],
            ]
            for body in bodies {
                let reply = try await client.post("/api/v1/entries", body)
                #expect(reply.status == .created, "\(body) → \(reply.status.code) \(reply.text.prefix(200))")
                let answer = try reply.json
                let satisfied = variants.contains { name in
                    ((schemas[name]?["required"] as? [String]) ?? []).allSatisfy { answer.keys.contains($0) }
                }
                #expect(satisfied, "\(body) answered \(reply.text.prefix(200))")
            }
        }
    }
}

func HTTPRequestMethod(_ text: String) -> HTTPRequest.Method {
    HTTPRequest.Method(text.uppercased())!
}

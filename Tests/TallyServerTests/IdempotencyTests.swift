import Foundation
import HTTPTypes
import Testing
import TallyTestSupport

@testable import TallyCore
@testable import TallyServer
@testable import TallyStore

/// A change sent with an Idempotency-Key is made once, however often and however concurrently it arrives.
struct IdempotencyTests {
    static func keyed(_ key: String) -> HTTPFields { [HTTPField.Name("Idempotency-Key")!: key] }

    @Test func repeatsReplayTheFirstAnswerAndMakeNothingTwice() async throws {
        let server = try TestServer()
        try await server.run { client in
            let body = try JSONSerialization.data(withJSONObject: ["category": "Fruit", "portions": 1, "note": "offline apple"])
            let first = try await client.send(.post, "/api/v1/entries", body: body, headers: Self.keyed("a1b2c3d4-0001"))
            #expect(first.status == .created)
            let again = try await client.send(.post, "/api/v1/entries", body: body, headers: Self.keyed("a1b2c3d4-0001"))
            #expect(again.status == .created && again.text == first.text)
            #expect(again.headers[HTTPField.Name("Idempotent-Replayed")!] == "true")
            #expect(try server.database.entryCount() == 1)

            // The same key for another change is a client's mistake, said so.
            let workout = try JSONSerialization.data(withJSONObject: ["name": "Walk", "minutes": 20])
            let reused = try await client.send(.post, "/api/v1/workouts", body: workout, headers: Self.keyed("a1b2c3d4-0001"))
            #expect(reused.status == .unprocessableContent && (reused.errorMessage ?? "").contains("was used for POST /api/v1/entries"))

            // A refused change does not use up its key: the corrected retry goes through.
            let wrong = try JSONSerialization.data(withJSONObject: ["category": "Fruit", "portions": 99])
            #expect(try await client.send(.post, "/api/v1/entries", body: wrong, headers: Self.keyed("a1b2c3d4-0002")).status == .unprocessableContent)
            let fixed = try JSONSerialization.data(withJSONObject: ["category": "Fruit", "portions": 2])
            #expect(try await client.send(.post, "/api/v1/entries", body: fixed, headers: Self.keyed("a1b2c3d4-0002")).status == .created)
            #expect(try server.database.entryCount() == 2)

            // Without a key nothing changes in how requests are handled.
            #expect(try await client.send(.post, "/api/v1/entries", body: body).status == .created)
            #expect(try server.database.entryCount() == 3)
            #expect(try await client.send(.post, "/api/v1/entries", body: body, headers: Self.keyed("short")).status == .unprocessableContent)
        }
    }

    @Test func concurrentCopiesMakeOneWorkout() async throws {
        let server = try TestServer()
        try await server.run { client in
            let body = try JSONSerialization.data(withJSONObject: ["name": "Intervals", "minutes": 30, "sets": ["Running 400m"]])
            let statuses = try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                for _ in 0..<8 {
                    group.addTask { try await client.send(.post, "/api/v1/workouts", body: body, headers: Self.keyed("sync-0000-workout")).status }
                }
                var all: [HTTPResponse.Status] = []
                for try await status in group { all.append(status) }
                return all
            }
            #expect(statuses.allSatisfy { $0 == .created || $0 == .conflict }, "\(statuses)")
            #expect(statuses.contains(.created))
            let workouts = try await client.get("/api/v1/workouts")
            #expect((try workouts.json["workouts"] as? [[String: Any]])?.count == 1)
        }
    }

    /// A crash after the change committed but before its answer was kept: the key is there without an
    /// answer, and the retry is told the change was made instead of making it again.
    @Test func aChangeWhoseAnswerWasLostIsNotMadeAgain() async throws {
        let server = try TestServer()
        let key = try RequestKey(key: "lost-answer-1", method: "POST", path: "/api/v1/entries")
        _ = try RequestKey.$current.withValue(key) {
            try server.database.logEntry(EntryRequest(category: "Fruit", portions: "1"), clock: server.clock)
        }
        try await server.run { client in
            let body = try JSONSerialization.data(withJSONObject: ["category": "Fruit", "portions": 1])
            let retry = try await client.send(.post, "/api/v1/entries", body: body, headers: Self.keyed("lost-answer-1"))
            #expect(retry.status == .conflict && (retry.errorMessage ?? "").contains("already made"))
            #expect(try server.database.entryCount() == 1)
        }
    }
}

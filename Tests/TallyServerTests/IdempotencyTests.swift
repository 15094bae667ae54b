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

    /// A form's answer (a redirect to a page) is not replayed; a repeat hears the change was made and makes nothing.
    @Test func aKeyedFormPostIsMadeOnce() async throws {
        let server = try TestServer()
        try await server.run { client in
            let body = Data("date=2026-11-21&back=%2F&kcal=300&name=Cake".utf8)
            let first = try await client.send(.post, "/log/quick", body: body, contentType: "application/x-www-form-urlencoded", headers: Self.keyed("form-key-0001"))
            #expect(first.status == .seeOther)
            let again = try await client.send(.post, "/log/quick", body: body, contentType: "application/x-www-form-urlencoded", headers: Self.keyed("form-key-0001"))
            #expect(again.status == .conflict && (again.errorMessage ?? again.text).contains("already made"))
            #expect(try server.database.entryCount() == 1)
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

/// Two devices editing one entry: the last write is the entry, and what it replaced stays readable.
struct EntryHistoryTests {
    @Test func theLastEditWinsAndTheVersionsItReplacedAreKept() async throws {
        let server = try TestServer()
        try await server.run { client in
            let created = try await client.post("/api/v1/entries", ["category": "Fruit", "portions": 1, "note": "first"])
            let id = try #require(try created.json["id"] as? Int)
            #expect(try await client.patch("/api/v1/entries/\(id)", ["portions": 2, "note": "device A"]).status == .ok)
            #expect(try await client.patch("/api/v1/entries/\(id)", ["portions": 3, "note": "device B"]).status == .ok)
            let entry = try await client.get("/api/v1/entries/\(id)").json
            #expect(entry["portions"] as? Double == 3 && entry["note"] as? String == "device B")
            let history = try await client.get("/api/v1/entries/\(id)/history")
            let versions = try #require(try history.json["versions"] as? [[String: Any]])
            #expect(versions.count == 2)
            #expect(versions.map { ($0["entry"] as? [String: Any])?["note"] as? String } == ["first", "device A"])
            #expect(versions.map { ($0["entry"] as? [String: Any])?["portions"] as? Double } == [1, 2])
            #expect(versions.allSatisfy { ($0["replacedAt"] as? String)?.hasPrefix("2026-11-21T11:00:00") == true })
            #expect(try await client.get("/api/v1/entries/999/history").status == .notFound)
            // The history travels with the lossless export.
            let export = try await client.get("/api/v1/export").json
            #expect((export[path: "tables.entryVersion.rows"] as? [Any])?.count == 2)
        }
    }
}

import Foundation
import Hummingbird
import HummingbirdTesting
import TallyTestSupport
import Testing

@testable import TallyCore
@testable import TallyServer
@testable import TallyStore

/// Two app servers on one database, as a deployment behind a load balancer runs them: each its own store
/// instance (its own caches and search indexes) and HTTP listener. Writes sent through both at once each
/// arrive exactly once, and each server answers with what the other wrote. On SQLite the two share the
/// data directory's file; with TALLY_TEST_DATABASE_URL, a PostgreSQL schema.
struct SharedDatabaseTests {
    static func notes(in day: [String: Any]) -> [String] {
        ((day["meals"] as? [[String: Any]]) ?? []).flatMap { ($0["entries"] as? [[String: Any]]) ?? [] }.compactMap { $0["note"] as? String }
    }

    @Test func twoServersOnOneDatabaseLoseNothingAndDoubleNothing() async throws {
        let directory = try TemporaryDirectory()
        let clock = AppClock.fixed(LocalDateTime("2026-11-21 12:00")!, timeZone: TestServer.berlin)
        let first = try TestStore.open(directory: directory.url, loadsGenericFoods: false)
        try first.skipOnboarding(clock: clock)
        let second = try TestStore.open(directory: directory.url, loadsGenericFoods: false)
        let count = 60
        let appA = Application(
            router: TallyServer.router(ServerEnvironment(database: first, clock: clock)), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        let appB = Application(
            router: TallyServer.router(ServerEnvironment(database: second, clock: clock)), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        // (AsyncHTTPClient: each request on a connection of its own, so the writes truly overlap.)
        // Each server reads the day once first, so both hold cached views the other's writes must replace.
        try await appA.test(.ahc(.http)) { a in
            try await appB.test(.ahc(.http)) { b in
                let servers = [Client(client: a), Client(client: b)]
                for server in servers { #expect(Self.notes(in: try await server.get("/api/v1/days/2026-11-21").json).isEmpty) }
                // At most `inFlight` requests at once, fewer than the client's connections per server: the
                // writes still overlap, and none waits for a free connection long enough to time out on a
                // loaded machine.
                let inFlight = 8
                let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                    var all: [Int] = []
                    for index in 0..<count {
                        if index >= inFlight, let status = try await group.next() { all.append(status) }
                        let server = servers[index % 2]
                        group.addTask {
                            try await server.post("/api/v1/entries", ["category": "Fruit", "portions": 1, "note": "write \(index)"]).status.code
                        }
                    }
                    for try await status in group { all.append(status) }
                    return all
                }
                #expect(statuses.count == count && statuses.allSatisfy { $0 == 201 }, "\(statuses)")
                let expected = (0..<count).map { "write \($0)" }.sorted()
                for server in servers {
                    let day = try await server.get("/api/v1/days/2026-11-21").json
                    #expect(Self.notes(in: day).sorted() == expected)
                    let fruit = (day["categories"] as? [[String: Any]])?.first { $0["name"] as? String == "Fruit" }
                    #expect((fruit?["total"] as? Double) == Double(count))
                }
            }
        }
        // The table itself, by plain SQL: every write once, ids never shared.
        let rows = try first.storage.read { db in try SQLRow.fetchAll(db, sql: "SELECT id, note FROM entry") }
        #expect(rows.count == count)
        #expect(Set(rows.compactMap { $0.integer(at: 0) }).count == count)
        #expect(rows.compactMap { $0.text(at: 1) }.sorted() == (0..<count).map { "write \($0)" }.sorted())
    }
}

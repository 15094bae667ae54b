import Foundation
import Synchronization
import TallyCore

/// An idempotency key a client sent with a change (`Idempotency-Key`): the first write of the request
/// records it in its own transaction, so a retried or doubled request finds the change already made and
/// never makes it twice, even across a crash between the change and the answer.
public final class RequestKey: Sendable {
    public let key: String
    public let method: String
    public let path: String
    let claimed = Mutex(false)

    /// The key of the request being handled (set by the server around its handler).
    @TaskLocal public static var current: RequestKey?

    /// Keys are what clients generate: a UUID or similar, 8–100 printable ASCII characters.
    public init(key: String, method: String, path: String) throws(TallyError) {
        guard (8...100).contains(key.count), key.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else {
            throw TallyError.invalid(field: "Idempotency-Key", "an idempotency key has 8–100 printable characters (a UUID is fine)")
        }
        self.key = key
        self.method = method
        self.path = String(path.prefix(300))
    }

    /// Thrown (rolling the change back) when the key was already used: the change was made before.
    public struct AlreadyApplied: Error, Sendable {}

    func claim(_ db: SQLConnection) throws {
        guard !claimed.withLock({ $0 }) else { return }
        do {
            try db.execute(
                sql: "INSERT INTO requestKey (key, method, path, createdAt) VALUES (?, ?, ?, ?)", arguments: [key, method, path, Date()])
        } catch let error as SQLError where error.kind == .constraint {
            throw AlreadyApplied()
        }
        claimed.withLock { $0 = true }
    }
}

extension AppDatabase {
    /// What a key's request answered (nil status: the change was made but its answer was not kept).
    public struct KeptAnswer: Sendable {
        public var method: String
        public var path: String
        public var status: Int?
        public var body: Data?
    }

    public func keptAnswer(key: String) throws -> KeptAnswer? {
        try read { db in
            try SQLRow.fetchOne(db, sql: "SELECT method, path, status, body FROM requestKey WHERE key = ?", arguments: [key]).flatMap { row in
                guard let method = row.text(at: 0), let path = row.text(at: 1) else { return nil }
                return KeptAnswer(method: method, path: path, status: row.integer(at: 2).map { Int(truncatingIfNeeded: $0) }, body: try? row.decode(Data?.self, atIndex: 3))
            }
        }
    }

    /// Keeps the answer a key's change got, for replays; keys older than 30 days are forgotten.
    public func keepAnswer(key: String, status: Int, body: Data) throws {
        try storage.write { db in
            try db.execute(sql: "UPDATE requestKey SET status = ?, body = ? WHERE key = ?", arguments: [status, body, key])
            try db.execute(sql: "DELETE FROM requestKey WHERE createdAt < ?", arguments: [Date().addingTimeInterval(-30 * 86_400)])
        }
    }
}

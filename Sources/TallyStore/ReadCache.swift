import Foundation
import GRDB
import TallyCore

extension AppDatabase {
    /// Forgets every cached read (benchmarks measure the uncached path with it).
    public func clearReadCache() { cache.removeAll() }

    /// The families of tables whose writes change what reads compute (frozen by migration v9: a new
    /// family needs a new migration).
    static let revisionDomains: [(domain: String, tables: [String])] = [
        ("entries", ["entry"]),
        ("body", ["bodyMetric"]),
        ("settings", ["setting", "settingHistory"]),
        ("catalog", ["category", "categoryRule", "mealSlot", "unit"]),
        ("workouts", ["workout", "workoutSet"]),
        ("device", ["dailyMetric"]),
        ("lab", ["labFeedback", "labWidget"]),
        ("foods", ["food", "recipeComponent"]),
    ]

    /// Everything a page can show, as of now: every family's token and today. Equal stamps mean
    /// equal data (tokens never repeat), so a page rendered under a stamp can be served again.
    public struct RevisionStamp: Hashable, Sendable {
        var tokens: [Int64]
    }

    public func revisionStamp(clock: AppClock) throws -> RevisionStamp {
        try read { db in
            let revisions = try AppDatabase.revisions(db)
            return AppDatabase.stamp(revisions, today: clock.today(try cachedCatalog(db, revisions).settings.dayBoundary))
        }
    }

    /// `revisionStamp` when the settings it needs are already kept: one small read of the tokens and
    /// nothing computed, cheap enough to run on a request's own thread. Nil when it would compute.
    public func keptRevisionStamp(clock: AppClock) throws -> RevisionStamp? {
        try read { db in
            let revisions = try AppDatabase.revisions(db)
            guard let catalog = cache.known(AppDatabase.catalogKey(revisions), as: Catalog.self) else { return nil }
            return AppDatabase.stamp(revisions, today: clock.today(catalog.settings.dayBoundary))
        }
    }

    static func stamp(_ revisions: Revisions, today: Day) -> RevisionStamp {
        RevisionStamp(tokens: AppDatabase.revisionDomains.map { revisions.tokens[$0.domain] ?? 0 } + [Int64(clamping: today.ordinal)])
    }

    /// Each family's current token, read in one small query.
    struct Revisions: Hashable, Sendable {
        var tokens: [String: Int64]

        func key(_ domains: String...) -> [Int64] { domains.map { tokens[$0] ?? 0 } }
    }

    static func revisions(_ db: SQLConnection) throws -> Revisions {
        var tokens: [String: Int64] = [:]
        let rows = try SQLRow.fetchCursor(db.cachedStatement(sql: "SELECT domain, token FROM revision"))
        while let row = try rows.next() {
            if let domain = row[0] as String?, let token = row[1] as Int64? { tokens[domain] = token }
        }
        return Revisions(tokens: tokens)
    }
}

/// Values a read computed, kept under the revision tokens (and day) they depended on. A write anywhere
/// in a family replaces its token, so a stale value is never found again; each table is bounded.
final class ReadCache: @unchecked Sendable {
    struct Key: Hashable {
        var name: String
        var day: Day?
        var tokens: [Int64]
    }

    private let lock = NSLock()
    private var values: [Key: Any] = [:]
    private let capacity: Int

    init(capacity: Int = 4_096) {
        self.capacity = capacity
    }

    /// The value under `key`, computed by `make` (outside the lock) when missing.
    func value<T>(_ key: Key, _ make: () throws -> T) rethrows -> T {
        if let kept = known(key, as: T.self) { return kept }
        let made = try make()
        lock.lock()
        if values.count >= capacity { values.removeAll(keepingCapacity: true) }
        values[key] = made
        lock.unlock()
        return made
    }

    /// The value under `key` if one is kept; never computes.
    func known<T>(_ key: Key, as type: T.Type) -> T? {
        lock.lock()
        defer { lock.unlock() }
        return values[key] as? T
    }

    func removeAll() {
        lock.lock()
        values.removeAll()
        lock.unlock()
    }
}

import Foundation
import TallyCore

/// A delivered notification, as the inbox lists it.
public struct InboxNotification: Sendable, Equatable, Encodable {
    public var id: Int64
    public var kind: String
    public var key: String
    public var title: String
    public var body: String
    public var day: Day
    public var createdAt: Date
    public var readAt: Date?
    public var pushedAt: Date?
    public var pushError: String?

    public var isRead: Bool { readAt != nil }

    enum CodingKeys: String, CodingKey { case id, kind, key, title, body, day, createdAt, read, readAt, pushedAt, pushError }

    /// Instants as ISO 8601 (UTC); absent ones as null, so every key is always there.
    public func encode(to encoder: any Encoder) throws {
        let utc = TimeZone(identifier: "UTC") ?? .current
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(kind, forKey: .kind)
        try c.encode(key, forKey: .key)
        try c.encode(title, forKey: .title)
        try c.encode(body, forKey: .body)
        try c.encode(day, forKey: .day)
        try c.encode(TimeFormat.iso8601(createdAt, in: utc), forKey: .createdAt)
        try c.encode(isRead, forKey: .read)
        try c.encode(readAt.map { TimeFormat.iso8601($0, in: utc) }, forKey: .readAt)
        try c.encode(pushedAt.map { TimeFormat.iso8601($0, in: utc) }, forKey: .pushedAt)
        try c.encode(pushError, forKey: .pushError)
    }
}

extension AppDatabase {
    // MARK: Preferences

    public func notifySettings() throws -> NotifySettings { try read(AppDatabase.fetchNotifySettings) }

    static func fetchNotifySettings(_ db: SQLConnection) throws -> NotifySettings {
        var values: [String: String] = [:]
        let rows = try SQLRow.fetchAll(db, sql: "SELECT key, value FROM setting WHERE key LIKE 'notify.%'")
        for row in rows {
            guard let key = row.text(at: 0), let value = row.text(at: 1) else { continue }
            values[String(key.dropFirst(NotifySettings.storageKey("").count))] = value
        }
        return NotifySettings(values: values)
    }

    /// Changes notification preferences, all or nothing. `changes` are (field, value) pairs as
    /// `NotifySettings.change` reads them; a nil or empty value clears the field (back to its default).
    @discardableResult
    public func updateNotifySettings(_ changes: [(field: String, value: String?)]) throws -> NotifySettings {
        var writes: [String: String?] = [:]
        for change in changes {
            for (key, value) in try NotifySettings.change(change.field, to: change.value) { writes[key] = value }
        }
        let checked = writes
        return try write { db in
            for (key, value) in checked { try AppDatabase.setSetting(db, NotifySettings.storageKey(key), value) }
            return try AppDatabase.fetchNotifySettings(db)
        }
    }

    // MARK: Delivery

    /// Evaluates the reminder rules at the clock's now and delivers what is due into the inbox, in one
    /// transaction. Each occasion has a unique key, so evaluating again (after a restart, or from a second
    /// process) never delivers it twice. Returns what was delivered now.
    public func deliverDueReminders(clock: AppClock) throws -> [InboxNotification] {
        func due(_ db: SQLConnection) throws -> (ReminderFacts, [DueNotification]) {
            let facts = try AppDatabase.reminderFacts(db, clock: clock, cache: self)
            return (facts, Reminders.due(try AppDatabase.fetchNotifySettings(db), facts, units: try AppDatabase.fetchProfile(db).displayUnits))
        }
        // Every minute nothing is due: a read, so the scheduler never takes the write lock for nothing.
        guard try !read({ db in try due(db).1 }).isEmpty else { return [] }
        return try write { db in
            let (facts, due) = try due(db)
            return try due.compactMap { item in
                try AppDatabase.insertNotification(db, kind: item.kind.rawValue, key: item.key, title: item.title, body: item.body, day: facts.today, at: clock.now())
            }
        }
    }

    /// A test notification (`tally notify test`, the Manage page's button): delivered at once, quiet
    /// hours notwithstanding, so the inbox and the push targets can be checked.
    public func deliverTestNotification(clock: AppClock) throws -> InboxNotification {
        try write { db in
            let now = clock.now()
            let today = clock.today(try AppDatabase.fetchSettings(db).dayBoundary)
            let key = "test:\(now.timeIntervalSince1970):\(UUID().uuidString)"
            guard
                let item = try AppDatabase.insertNotification(
                    db, kind: "test", key: key, title: "Test notification", body: "Notifications from Tally arrive here.", day: today, at: now)
            else { throw TallyError.conflict(field: nil, "the test notification could not be stored") }
            return item
        }
    }

    static func insertNotification(_ db: SQLConnection, kind: String, key: String, title: String, body: String, day: Day, at: Date) throws -> InboxNotification? {
        guard let id = try db.insertReturningID(
            sql: "INSERT INTO notification (key, kind, title, body, day, createdAt) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (key) DO NOTHING",
            arguments: [key, kind, title, body, day, at])
        else { return nil }
        return InboxNotification(id: id, kind: kind, key: key, title: title, body: body, day: day, createdAt: at)
    }

    /// What the rules are judged on now: today's energy and entries, the target, the last entry, the week.
    static func reminderFacts(_ db: SQLConnection, clock: AppClock, cache database: AppDatabase) throws -> ReminderFacts {
        let revisions = try AppDatabase.revisions(db)
        let catalog = try database.cachedCatalog(db, revisions)
        let boundary = catalog.settings.dayBoundary
        let now = LocalDateTime(clock.now(), in: clock.calendar)
        let today = boundary.day(for: now)
        let view = try database.cachedDayView(db, today, clock: clock, revisions, catalog)
        let entries = view.summary.meals.flatMap(\.entries)
        let last = try Date.fetchOne(db, sql: "SELECT MAX(loggedAt) FROM entry").map { LocalDateTime($0, in: clock.calendar) }
        let weekStartsOn = (try? AppDatabase.setting(db, "budget.weekStart")).flatMap { $0.flatMap { Int($0, radix: 10) } } ?? 1
        let back = ((today.isoWeekday - weekStartsOn) % 7 + 7) % 7
        let weekStart = today.adding(days: -back)
        let kept = try AppDatabase.fetchKeptDays(db, from: weekStart, to: today)
        var delivered: [ReminderKind: Int] = [:]
        for row in try SQLRow.fetchAll(db, sql: "SELECT kind, COUNT(*) FROM notification WHERE day = ? GROUP BY kind", arguments: [today]) {
            guard let kind = row.text(at: 0).flatMap(ReminderKind.init(rawValue:)) else { continue }
            delivered[kind] = row.integer(at: 1).map { Int(clamping: $0) } ?? 0
        }
        return ReminderFacts(
            now: now, today: today, cutoffMinutes: boundary.cutoffMinutes, kcalEaten: view.summary.nutrients.kcal, entriesToday: entries.count,
            kcalTarget: view.targets.kcal, lastEntryAt: last, weekStart: weekStart, daysOnTargetThisWeek: kept.values.filter(\.onTarget).count,
            deliveredToday: delivered)
    }

    // MARK: Inbox

    public func notifications(unreadOnly: Bool = false, limit: Int = 100) throws -> [InboxNotification] {
        try read { db in
            try SQLRow.fetchAll(
                db,
                sql: "SELECT id, kind, key, title, body, day, createdAt, readAt, pushedAt, pushError FROM notification \(unreadOnly ? "WHERE readAt IS NULL" : "") ORDER BY id DESC LIMIT ?",
                arguments: [max(1, min(limit, 1000))]
            ).compactMap(AppDatabase.notification)
        }
    }

    static func notification(_ row: SQLRow) -> InboxNotification? {
        guard let id = row.integer(at: 0), let kind = row.text(at: 1), let key = row.text(at: 2), let day = row.text(at: 5).flatMap(Day.init),
            let created = try? row.decode(Date.self, atIndex: 6)
        else { return nil }
        return InboxNotification(
            id: id, kind: kind, key: key, title: row.text(at: 3) ?? "", body: row.text(at: 4) ?? "", day: day, createdAt: created,
            readAt: try? row.decode(Date?.self, atIndex: 7), pushedAt: try? row.decode(Date?.self, atIndex: 8), pushError: row.text(at: 9))
    }

    public func unreadNotificationCount() throws -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM notification WHERE readAt IS NULL") ?? 0 }
    }

    /// Marks one notification read (nil: all of them). Returns how many changed.
    @discardableResult
    public func markNotificationsRead(id: Int64?, clock: AppClock) throws -> Int {
        try write { db in
            if let id {
                guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM notification WHERE id = ?)", arguments: [id]) == true else {
                    throw TallyError.notFound(field: "id", "no notification \(id)")
                }
                try db.execute(sql: "UPDATE notification SET readAt = ? WHERE id = ? AND readAt IS NULL", arguments: [clock.now(), id])
            } else {
                try db.execute(sql: "UPDATE notification SET readAt = ? WHERE readAt IS NULL", arguments: [clock.now()])
            }
            return db.changesCount
        }
    }

    /// Notifications still to push (never pushed, fewer than 3 tries, from the last two days).
    public func pendingPushes(clock: AppClock) throws -> [InboxNotification] {
        try read { db in
            try SQLRow.fetchAll(
                db,
                sql: """
                    SELECT id, kind, key, title, body, day, createdAt, readAt, pushedAt, pushError FROM notification
                    WHERE pushedAt IS NULL AND pushAttempts < 3 AND createdAt >= ? AND (pushClaimedAt IS NULL OR pushClaimedAt < ?) ORDER BY id
                    """, arguments: [clock.now().addingTimeInterval(-2 * 86_400), clock.now().addingTimeInterval(-AppDatabase.pushClaim)]
            ).compactMap(AppDatabase.notification)
        }
    }

    /// How long a server's claim on a push keeps others from sending it (longer than a push may take).
    static let pushClaim: TimeInterval = 120

    /// Claims a pending push for this server: true when no other server has it (or its claim ran out), so
    /// the caller sends it; false when another is sending it or it was sent.
    public func claimPush(id: Int64, clock: AppClock) throws -> Bool {
        try write { db in
            try db.execute(
                sql: """
                    UPDATE notification SET pushClaimedAt = ?
                    WHERE id = ? AND pushedAt IS NULL AND pushAttempts < 3 AND (pushClaimedAt IS NULL OR pushClaimedAt < ?)
                    """, arguments: [clock.now(), id, clock.now().addingTimeInterval(-AppDatabase.pushClaim)])
            return db.changesCount == 1
        }
    }

    /// Records a push: done (error nil), or the error it met (the claim ends either way).
    public func recordPush(id: Int64, error: String?, clock: AppClock) throws {
        try write { db in
            if let error {
                try db.execute(
                    sql: "UPDATE notification SET pushAttempts = pushAttempts + 1, pushError = ?, pushClaimedAt = NULL WHERE id = ?",
                    arguments: [String(error.prefix(300)), id])
            } else {
                try db.execute(
                    sql: "UPDATE notification SET pushAttempts = pushAttempts + 1, pushedAt = ?, pushError = NULL, pushClaimedAt = NULL WHERE id = ?",
                    arguments: [clock.now(), id])
            }
        }
    }
}

import Foundation

/// The kinds of reminder Tally can send (seed 002, requirement 6).
public enum ReminderKind: String, CaseIterable, Codable, Sendable {
    /// A summary of the day so far, at a chosen time.
    case dailySummary = "daily-summary"
    /// Eating well over the calorie target (as soon as it happens), or well under it by a chosen time.
    case calories
    /// A week's milestone: a number of days on target reached.
    case weeklyMilestone = "weekly-milestone"
    /// Nothing logged for some hours while awake (outside quiet hours).
    case noFood = "no-food"

    public var label: String {
        switch self {
        case .dailySummary: "Daily summary"
        case .calories: "Well over or under the calorie target"
        case .weeklyMilestone: "Weekly milestone"
        case .noFood: "Nothing logged for a while"
        }
    }
}

/// One kind's preferences.
public struct ReminderRule: Equatable, Sendable {
    public var enabled: Bool
    /// Minutes after midnight: when the summary is sent, when "under target" is judged, from when the
    /// weekly milestone is announced. Unused by `noFood`.
    public var minuteOfDay: Int
    /// At most this many of the kind per Tally day (the frequency cap).
    public var maxPerDay: Int
    /// `calories`: how far from the target counts as significant, in percent.
    public var thresholdPercent: Int
    /// `noFood`: hours without a logged entry.
    public var hours: Int
    /// `weeklyMilestone`: days on target in the week.
    public var days: Int

    public init(enabled: Bool, minuteOfDay: Int, maxPerDay: Int = 1, thresholdPercent: Int = 20, hours: Int = 5, days: Int = 5) {
        self.enabled = enabled
        self.minuteOfDay = minuteOfDay
        self.maxPerDay = maxPerDay
        self.thresholdPercent = thresholdPercent
        self.hours = hours
        self.days = days
    }

    public static func defaults(_ kind: ReminderKind) -> ReminderRule {
        switch kind {
        case .dailySummary: ReminderRule(enabled: true, minuteOfDay: 20 * 60 + 30)
        case .calories: ReminderRule(enabled: true, minuteOfDay: 20 * 60, thresholdPercent: 20)
        case .weeklyMilestone: ReminderRule(enabled: true, minuteOfDay: 18 * 60, days: 5)
        case .noFood: ReminderRule(enabled: false, minuteOfDay: 0, maxPerDay: 2, hours: 5)
        }
    }
}

/// Hours in which nothing is delivered; may wrap past midnight (22:00–07:00).
public struct QuietHours: Equatable, Sendable, CustomStringConvertible {
    public var start: Int
    public var end: Int

    public init(start: Int, end: Int) throws(TallyError) {
        guard (0..<1440).contains(start), (0..<1440).contains(end) else { throw .invalid(field: "quiet", "quiet hours must be times of day") }
        guard start != end else { throw .invalid(field: "quiet", "quiet hours must start and end at different times") }
        self.start = start
        self.end = end
    }

    /// "22:00" "07:00" → quiet hours.
    public init(parsing start: String, _ end: String) throws(TallyError) {
        guard let from = QuietHours.minute(start) else { throw .invalid(field: "quiet", "'\(Limits.clip(start))' is not a time of day; use HH:MM") }
        guard let to = QuietHours.minute(end) else { throw .invalid(field: "quiet", "'\(Limits.clip(end))' is not a time of day; use HH:MM") }
        try self.init(start: from, end: to)
    }

    public func contains(minuteOfDay minute: Int) -> Bool {
        start < end ? (minute >= start && minute < end) : (minute >= start || minute < end)
    }

    public var description: String { "\(TimeFormat.clock(minutes: start))–\(TimeFormat.clock(minutes: end))" }

    static func minute(_ text: String) -> Int? {
        guard let (hour, minute) = LocalDateTime.parseClock(Substring(text.trimmingCharacters(in: .whitespaces))) else { return nil }
        return hour * 60 + minute
    }
}

/// Every notification preference. Stored as plain setting values (`values`), read back by `init(values:)`.
public struct NotifySettings: Equatable, Sendable {
    public var rules: [ReminderKind: ReminderRule]
    public var quiet: QuietHours?
    /// A URL that receives each notification as JSON (POST).
    public var webhook: String?
    /// An ntfy-style topic URL that receives each notification as text (POST, Title header).
    public var ntfy: String?

    public init(rules: [ReminderKind: ReminderRule] = [:], quiet: QuietHours? = nil, webhook: String? = nil, ntfy: String? = nil) {
        self.rules = rules
        self.quiet = quiet
        self.webhook = webhook
        self.ntfy = ntfy
    }

    public func rule(_ kind: ReminderKind) -> ReminderRule { rules[kind] ?? .defaults(kind) }

    static let prefix = "notify."

    /// Reads the stored values (keys without the `notify.` prefix). A value that cannot be read keeps the
    /// default: a stored row never stops reminders or crashes a reader.
    public init(values: [String: String]) {
        var rules: [ReminderKind: ReminderRule] = [:]
        for kind in ReminderKind.allCases {
            var rule = ReminderRule.defaults(kind)
            let base = kind.rawValue
            if let on = values[base] { rule.enabled = on == "on" }
            if let time = values[base + ".time"].flatMap(QuietHours.minute) { rule.minuteOfDay = time }
            if let cap = values[base + ".cap"].flatMap({ Int($0, radix: 10) }), Self.capRange.contains(cap) { rule.maxPerDay = cap }
            if let value = values[base + ".threshold"].flatMap({ Int($0, radix: 10) }), Self.thresholdRange.contains(value) { rule.thresholdPercent = value }
            if let value = values[base + ".hours"].flatMap({ Int($0, radix: 10) }), Self.hoursRange.contains(value) { rule.hours = value }
            if let value = values[base + ".days"].flatMap({ Int($0, radix: 10) }), Self.daysRange.contains(value) { rule.days = value }
            rules[kind] = rule
        }
        var quiet: QuietHours?
        if let text = values["quiet"] {
            let parts = text.split(separator: "-").map(String.init)
            if parts.count == 2 { quiet = try? QuietHours(parsing: parts[0], parts[1]) }
        }
        self.init(rules: rules, quiet: quiet, webhook: values["webhook"], ntfy: values["ntfy"])
    }

    static let capRange = 0...24
    static let thresholdRange = 5...200
    static let hoursRange = 1...24
    static let daysRange = 1...7

    /// One change, checked, as the setting values it writes (nil value: cleared).
    /// `field` is a kind's field (`daily-summary.time`, `calories.threshold`, `no-food`…), `quiet`,
    /// `webhook` or `ntfy`.
    public static func change(_ field: String, to value: String?) throws(TallyError) -> [String: String?] {
        let trimmed = value?.trimmingCharacters(in: .whitespacesAndNewlines)
        let given = trimmed?.isEmpty == false ? trimmed : nil
        switch field {
        case "quiet":
            guard let given else { return ["quiet": nil] }
            let parts = given.split(whereSeparator: { $0 == "-" || $0 == " " || $0 == "–" }).map(String.init)
            guard parts.count == 2 else { throw .invalid(field: "quiet", "quiet hours are two times, e.g. 22:00-07:00") }
            let quiet = try QuietHours(parsing: parts[0], parts[1])
            return ["quiet": "\(TimeFormat.clock(minutes: quiet.start))-\(TimeFormat.clock(minutes: quiet.end))"]
        case "webhook", "ntfy":
            guard let given else { return [field: nil] }
            return [field: try pushURL(given, field: field)]
        default:
            break
        }
        let parts = field.split(separator: ".", maxSplits: 1).map(String.init)
        guard let kind = parts.first.flatMap(ReminderKind.init(rawValue:)) else {
            throw .invalid(field: "field", "'\(Limits.clip(field))' is not a notification setting; use quiet, webhook, ntfy or a kind (\(ReminderKind.allCases.map(\.rawValue).joined(separator: ", "))) with .time, .cap, .threshold, .hours or .days")
        }
        guard let given else { return [field: nil] }
        func number(_ range: ClosedRange<Int>, _ what: String) throws(TallyError) -> [String: String?] {
            guard let n = Int(given, radix: 10), range.contains(n) else {
                throw .invalid(field: field, "\(what) must be a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            return [field: String(n)]
        }
        switch parts.count == 2 ? parts[1] : "" {
        case "":
            switch given.lowercased() {
            case "on", "true", "yes": return [field: "on"]
            case "off", "false", "no": return [field: "off"]
            default: throw .invalid(field: field, "use on or off")
            }
        case "time":
            guard let minute = QuietHours.minute(given) else { throw .invalid(field: field, "'\(Limits.clip(given))' is not a time of day; use HH:MM") }
            return [field: TimeFormat.clock(minutes: minute)]
        case "cap": return try number(capRange, "the number per day")
        case "threshold" where kind == .calories: return try number(thresholdRange, "the threshold (percent)")
        case "hours" where kind == .noFood: return try number(hoursRange, "the hours")
        case "days" where kind == .weeklyMilestone: return try number(daysRange, "the days on target")
        default:
            throw .invalid(field: field, "'\(Limits.clip(field))' is not a setting of \(kind.rawValue)")
        }
    }

    /// A push target must be an absolute http(s) URL.
    static func pushURL(_ text: String, field: String) throws(TallyError) -> String {
        guard text.count <= 2000, let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else { throw .invalid(field: field, "'\(Limits.clip(text))' is not an http(s) URL") }
        return text
    }

    public static func storageKey(_ field: String) -> String { prefix + field }
}

/// What the rules are judged on, read from the store at one instant.
public struct ReminderFacts: Equatable, Sendable {
    /// The wall clock now.
    public var now: LocalDateTime
    /// The Tally day now belongs to.
    public var today: Day
    public var cutoffMinutes: Int
    /// Energy logged today (kcal) and how many entries; the target, when there is one.
    public var kcalEaten: Double
    public var entriesToday: Int
    public var kcalTarget: Double?
    /// When the latest entry was eaten (wall clock); nil when nothing was ever logged.
    public var lastEntryAt: LocalDateTime?
    /// The current week (from its first day) and its days on target so far.
    public var weekStart: Day
    public var daysOnTargetThisWeek: Int
    /// Notifications already delivered today, by kind (the cap counts these).
    public var deliveredToday: [ReminderKind: Int]

    public init(
        now: LocalDateTime, today: Day, cutoffMinutes: Int, kcalEaten: Double, entriesToday: Int, kcalTarget: Double?, lastEntryAt: LocalDateTime?,
        weekStart: Day, daysOnTargetThisWeek: Int, deliveredToday: [ReminderKind: Int]
    ) {
        self.now = now
        self.today = today
        self.cutoffMinutes = cutoffMinutes
        self.kcalEaten = kcalEaten
        self.entriesToday = entriesToday
        self.kcalTarget = kcalTarget
        self.lastEntryAt = lastEntryAt
        self.weekStart = weekStart
        self.daysOnTargetThisWeek = daysOnTargetThisWeek
        self.deliveredToday = deliveredToday
    }
}

/// A notification the rules say is due. `key` names the occasion: one occasion is delivered once,
/// however often the rules are evaluated and by however many processes.
public struct DueNotification: Equatable, Sendable {
    public var kind: ReminderKind
    public var key: String
    public var title: String
    public var body: String
}

public enum Reminders {
    /// The notifications due at `facts.now`. Nothing is due in quiet hours (a reminder whose time fell
    /// in them is delivered when they end, the same day); each kind stops at its cap for the day.
    public static func due(_ settings: NotifySettings, _ facts: ReminderFacts, units: DisplayUnits = .metric) -> [DueNotification] {
        if let quiet = settings.quiet, quiet.contains(minuteOfDay: facts.now.minuteOfDay) { return [] }
        let sinceDayStart = minutesIntoDay(facts.now.minuteOfDay, cutoff: facts.cutoffMinutes)
        func reached(_ rule: ReminderRule) -> Bool { sinceDayStart >= minutesIntoDay(rule.minuteOfDay, cutoff: facts.cutoffMinutes) }
        var due: [DueNotification] = []
        func add(_ kind: ReminderKind, _ key: String, _ title: String, _ body: String) {
            let rule = settings.rule(kind)
            let sent = (facts.deliveredToday[kind] ?? 0) + due.filter { $0.kind == kind }.count
            guard sent < rule.maxPerDay else { return }
            due.append(DueNotification(kind: kind, key: key, title: title, body: body))
        }
        let day = facts.today.description

        let summary = settings.rule(.dailySummary)
        if summary.enabled, reached(summary) {
            var body: String
            if facts.entriesToday == 0 {
                body = "Nothing logged today yet."
            } else if let target = facts.kcalTarget {
                let left = target - facts.kcalEaten
                body = "\(units.energy(facts.kcalEaten)) of \(units.energy(target))"
                body += left >= 0 ? " (\(units.energy(left)) left)." : " (\(units.energy(-left)) over)."
            } else {
                body = "\(units.energy(facts.kcalEaten)) logged in \(facts.entriesToday) \(facts.entriesToday == 1 ? "entry" : "entries")."
            }
            body += " \(facts.daysOnTargetThisWeek) \(facts.daysOnTargetThisWeek == 1 ? "day" : "days") on target this week."
            add(.dailySummary, "daily-summary:\(day)", "Today so far", body)
        }

        let calories = settings.rule(.calories)
        if calories.enabled, let target = facts.kcalTarget, target > 0, facts.entriesToday > 0 {
            let share = Double(calories.thresholdPercent) / 100
            if facts.kcalEaten > target * (1 + share) {
                let over = facts.kcalEaten - target
                add(.calories, "calories-over:\(day)", "Over today's calorie target",
                    "\(units.energy(facts.kcalEaten)) logged, \(units.energy(over)) over the \(units.energy(target)) target.")
            } else if reached(calories), facts.kcalEaten < target * (1 - share) {
                // Missing is not zero: only a day with entries is judged under target.
                add(.calories, "calories-under:\(day)", "Well under today's calorie target",
                    "\(units.energy(facts.kcalEaten)) logged of \(units.energy(target)). If you ate more, log it so the day counts.")
            }
        }

        let weekly = settings.rule(.weeklyMilestone)
        if weekly.enabled, reached(weekly), facts.daysOnTargetThisWeek >= weekly.days {
            add(.weeklyMilestone, "weekly-milestone:\(facts.weekStart)", "\(facts.daysOnTargetThisWeek) days on target this week",
                "You reached \(weekly.days) \(weekly.days == 1 ? "day" : "days") on target in the week from \(facts.weekStart). Well done.")
        }

        let nothingLogged = settings.rule(.noFood)
        if nothingLogged.enabled, let last = facts.lastEntryAt {
            let elapsed = minutes(from: last, to: facts.now)
            if elapsed >= nothingLogged.hours * 60 {
                add(.noFood, "no-food:\(last.day)T\(TimeFormat.clock(minutes: last.minuteOfDay))", "Nothing logged since \(TimeFormat.clock(minutes: last.minuteOfDay))",
                    "It has been \(elapsed / 60) hours since your last entry. Anything to log?")
            }
        }
        return due
    }

    /// Minutes from the start of the Tally day (its cutoff) to a time of day.
    static func minutesIntoDay(_ minute: Int, cutoff: Int) -> Int { ((minute - cutoff) % 1440 + 1440) % 1440 }

    /// Wall-clock minutes between two local times (days counted by the calendar).
    static func minutes(from start: LocalDateTime, to end: LocalDateTime) -> Int {
        start.day.distance(to: end.day) * 1440 + end.minuteOfDay - start.minuteOfDay
    }
}

/// The preferences as JSON (`tally notify show --json`, `GET /api/v1/notifications/settings`).
public struct NotifySettingsReport: Encodable, Equatable, Sendable {
    public struct Rule: Encodable, Equatable, Sendable {
        public var kind: String
        public var label: String
        public var enabled: Bool
        public var time: String
        public var maxPerDay: Int
        public var thresholdPercent: Int?
        public var hours: Int?
        public var days: Int?
    }

    public var quiet: String?
    public var quietStart: String?
    public var quietEnd: String?
    public var webhook: String?
    public var ntfy: String?
    public var rules: [Rule]

    public init(_ settings: NotifySettings) {
        quietStart = settings.quiet.map { TimeFormat.clock(minutes: $0.start) }
        quietEnd = settings.quiet.map { TimeFormat.clock(minutes: $0.end) }
        quiet = settings.quiet.map { "\(TimeFormat.clock(minutes: $0.start))-\(TimeFormat.clock(minutes: $0.end))" }
        webhook = settings.webhook
        ntfy = settings.ntfy
        rules = ReminderKind.allCases.map { kind in
            let rule = settings.rule(kind)
            return Rule(
                kind: kind.rawValue, label: kind.label, enabled: rule.enabled, time: TimeFormat.clock(minutes: rule.minuteOfDay), maxPerDay: rule.maxPerDay,
                thresholdPercent: kind == .calories ? rule.thresholdPercent : nil, hours: kind == .noFood ? rule.hours : nil,
                days: kind == .weeklyMilestone ? rule.days : nil)
        }
    }

    enum CodingKeys: String, CodingKey { case quiet, quietStart, quietEnd, webhook, ntfy, rules }

    /// Absent values are written as null, so every key is always there.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(quiet, forKey: .quiet)
        try c.encode(quietStart, forKey: .quietStart)
        try c.encode(quietEnd, forKey: .quietEnd)
        try c.encode(webhook, forKey: .webhook)
        try c.encode(ntfy, forKey: .ntfy)
        try c.encode(rules, forKey: .rules)
    }
}

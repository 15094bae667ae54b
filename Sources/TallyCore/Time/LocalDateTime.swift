import Foundation

/// A wall-clock date and time as the user reads it ("2026-03-08 02:30"), with no time zone.
public struct LocalDateTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let day: Day
    public let hour: Int
    public let minute: Int

    public init?(day: Day, hour: Int, minute: Int) {
        guard (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
        self.day = day
        self.hour = hour
        self.minute = minute
    }

    /// `minuteOfDay` wrapped into 0..<1440 (never fails; for times the code itself computes).
    public init(day: Day, minuteOfDay: Int) {
        let minutes = ((minuteOfDay % 1440) + 1440) % 1440
        self.day = day
        self.hour = minutes / 60
        self.minute = minutes % 60
    }

    /// Minutes since local midnight (wall clock), 0..<1440.
    public var minuteOfDay: Int { hour * 60 + minute }

    /// Parses `YYYY-MM-DD HH:MM` or `YYYY-MM-DDTHH:MM`, optionally with `:SS` (seconds are dropped).
    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count >= 16 else { return nil }
        let dateEnd = trimmed.index(trimmed.startIndex, offsetBy: 10)
        let separator = trimmed[dateEnd]
        guard separator == " " || separator == "T" || separator == "t",
            let day = Day(String(trimmed[..<dateEnd]))
        else { return nil }
        let clock = trimmed[trimmed.index(after: dateEnd)...]
        guard let (hour, minute) = LocalDateTime.parseClock(clock, allowSeconds: true) else { return nil }
        self.init(day: day, hour: hour, minute: minute)
    }

    /// Parses `HH:MM` (and `HH:MM:SS` when allowed) into hour and minute.
    public static func parseClock(_ text: Substring, allowSeconds: Bool = false) -> (Int, Int)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || (allowSeconds && parts.count == 3),
            parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCIIDigit) }),
            let hour = Int(parts[0], radix: 10), let minute = Int(parts[1], radix: 10),
            (0..<24).contains(hour), (0..<60).contains(minute)
        else { return nil }
        if parts.count == 3 {
            guard let second = Int(parts[2], radix: 10), (0..<60).contains(second) else { return nil }
        }
        return (hour, minute)
    }

    public var description: String {
        "\(day) " + String(format: "%02d:%02d", hour, minute)
    }

    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        (lhs.day, lhs.minuteOfDay) < (rhs.day, rhs.minuteOfDay)
    }

    /// The wall-clock reading of `instant` in the calendar's time zone.
    public init(_ instant: Date, in calendar: Calendar) {
        if calendar.identifier == .gregorian {
            // Wall time = UTC + the zone's offset at that instant; plain arithmetic, no calendar lookup.
            let seconds = Int(truncating: instant.timeIntervalSince1970.rounded(.down)) + calendar.timeZone.secondsFromGMT(for: instant)
            let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
            let rest = seconds - days * 86_400
            self.day = Day(ordinal: days)
            self.hour = rest / 3600
            self.minute = rest % 3600 / 60
            return
        }
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
        // A Gregorian calendar always yields a valid date here.
        let day = Day(year: c.year ?? 1970, month: c.month ?? 1, day: c.day ?? 1) ?? Day(ordinal: 0)
        self.day = day
        self.hour = c.hour ?? 0
        self.minute = c.minute ?? 0
    }

    /// The instant this wall-clock time names in the calendar's time zone.
    ///
    /// A time skipped by a daylight-saving jump (02:30 on a spring-forward night) resolves
    /// to the same distance past the jump (03:30); a repeated time resolves to its first occurrence.
    public func instant(in calendar: Calendar) -> Date {
        var components = DateComponents()
        components.year = day.year
        components.month = day.month
        components.day = day.day
        components.hour = hour
        components.minute = minute
        components.second = 0
        if let date = calendar.date(from: components) { return date }
        // Unreachable for a Gregorian calendar; fall back to UTC arithmetic.
        return Date(timeIntervalSince1970: Double(day.ordinal * 86_400 + minuteOfDay * 60))
    }
}

/// A time the user typed: either a wall-clock time, or an exact instant (ISO 8601 with an offset).
public enum TimeInput: Sendable, Equatable {
    case local(LocalDateTime)
    case instant(Date)

    /// Accepts `YYYY-MM-DD HH:MM`, `YYYY-MM-DDTHH:MM[:SS]`, and ISO 8601 with `Z` or `±HH:MM`.
    public static func parse(_ text: String) -> TimeInput? {
        if let local = LocalDateTime(text) { return .local(local) }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        for options: ISO8601DateFormatter.Options in [[.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds]] {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = options
            if let date = formatter.date(from: trimmed) { return .instant(date) }
        }
        // ISO 8601 without seconds but with an offset: 2026-11-21T08:30+01:00
        if trimmed.count > 16, let base = LocalDateTime(String(trimmed.prefix(16))),
            let offset = TimeInput.parseOffset(trimmed.dropFirst(16))
        {
            let utc = Date(timeIntervalSince1970: Double(base.day.ordinal * 86_400 + base.minuteOfDay * 60))
            return .instant(utc.addingTimeInterval(-Double(offset)))
        }
        return nil
    }

    static func parseOffset(_ text: Substring) -> Int? {
        if text == "Z" || text == "z" { return 0 }
        guard let sign = text.first, sign == "+" || sign == "-" else { return nil }
        guard let (h, m) = LocalDateTime.parseClock(text.dropFirst()) else { return nil }
        return (sign == "-" ? -1 : 1) * (h * 3600 + m * 60)
    }

    public func instant(in calendar: Calendar) -> Date {
        switch self {
        case .local(let local): return local.instant(in: calendar)
        case .instant(let date): return date
        }
    }

    public func localDateTime(in calendar: Calendar) -> LocalDateTime {
        switch self {
        case .local(let local): return local
        case .instant(let date): return LocalDateTime(date, in: calendar)
        }
    }
}

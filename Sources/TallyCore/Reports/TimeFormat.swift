import Foundation

/// How instants are shown: ISO 8601 in the user's time zone, with its offset
/// ("2026-11-21T08:30:00+01:00"), so a reader sees both the local time and the exact instant.
public enum TimeFormat {
    public static func iso8601(_ instant: Date, in timeZone: TimeZone) -> String {
        // Formatted by hand (a formatter per call is slow, and formatters are not Sendable).
        let offset = timeZone.secondsFromGMT(for: instant)
        let seconds = Int(truncating: instant.timeIntervalSince1970.rounded(.down)) + offset
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let rest = seconds - days * 86_400
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        var text = "\(Day(ordinal: days))T\(two(rest / 3600)):\(two(rest % 3600 / 60)):\(two(rest % 60))"
        if offset == 0 {
            text += "Z"
        } else {
            let minutes = abs(offset) / 60
            text += "\(offset < 0 ? "-" : "+")\(two(minutes / 60)):\(two(minutes % 60))"
        }
        return text
    }

    /// "08:30" on the wall clock.
    public static func clock(_ instant: Date, in calendar: Calendar) -> String {
        let local = LocalDateTime(instant, in: calendar)
        return String(format: "%02d:%02d", local.hour, local.minute)
    }

    public static func clock(minutes: Int) -> String {
        String(format: "%02d:%02d", minutes / 60, minutes % 60)
    }

    static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]

    /// "Saturday, 21 November 2026".
    public static func longDate(_ day: Day) -> String {
        "\(weekdays[day.isoWeekday - 1]), \(day.day) \(months[day.month - 1]) \(day.year)"
    }

    /// "Sat 21 Nov".
    public static func shortDate(_ day: Day) -> String {
        "\(weekdays[day.isoWeekday - 1].prefix(3)) \(day.day) \(months[day.month - 1].prefix(3))"
    }

    /// "21 Nov".
    public static func dayMonth(_ day: Day) -> String { "\(day.day) \(months[day.month - 1].prefix(3))" }

    /// "Nov 2026".
    public static func monthYear(_ day: Day) -> String { "\(months[day.month - 1].prefix(3)) \(day.year)" }

    /// "November 2026".
    public static func longMonth(_ day: Day) -> String { "\(months[day.month - 1]) \(day.year)" }

    /// "Mon" … "Sun" for ISO weekday 1…7.
    public static func weekdayShort(_ isoWeekday: Int) -> String { String(weekdays[(isoWeekday - 1) % 7].prefix(3)) }

    /// "2026-11-21 08:30": an instant as the wall-clock text people type back.
    public static func localText(_ instant: Date, in calendar: Calendar) -> String {
        LocalDateTime(instant, in: calendar).description
    }
}

import Foundation

/// "Now" and the user's calendar, injected into everything that needs the time.
///
/// The core never reads the system clock; front ends build an `AppClock` (the live one reads the
/// system clock and `TZ`; tests and `TALLY_NOW` pin it) and pass `now` and `calendar` down.
public struct AppClock: Sendable {
    public var now: @Sendable () -> Date
    /// A Gregorian calendar in the user's time zone.
    public var calendar: Calendar

    public init(calendar: Calendar, now: @escaping @Sendable () -> Date) {
        self.now = now
        self.calendar = calendar
    }

    /// A clock stopped at `instant`.
    public static func fixed(_ instant: Date, timeZone: TimeZone) -> AppClock {
        AppClock(calendar: .gregorian(in: timeZone)) { instant }
    }

    /// A clock stopped at a wall-clock time in `timeZone`.
    public static func fixed(_ local: LocalDateTime, timeZone: TimeZone) -> AppClock {
        let calendar = Calendar.gregorian(in: timeZone)
        let instant = local.instant(in: calendar)
        return AppClock(calendar: calendar) { instant }
    }

    /// Today's Tally day under the given boundary.
    public func today(_ boundary: DayBoundary) -> Day {
        boundary.day(for: now(), in: calendar)
    }

    public var timeZone: TimeZone { calendar.timeZone }
}

extension Calendar {
    /// A Gregorian calendar fixed to `timeZone`, independent of the process locale.
    public static func gregorian(in timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = Locale(identifier: "en_US_POSIX")
        calendar.firstWeekday = 2
        return calendar
    }
}

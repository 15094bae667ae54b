import Foundation

/// When a Tally day starts. Entries logged before the cutoff (wall clock) count toward the previous day.
///
/// The rule reads the *wall clock*, so it holds across daylight-saving changes: with a 04:00 cutoff,
/// 03:30 belongs to the previous day whether or not the clocks jumped that night, and the repeated
/// 01:30 of a fall-back night belongs to the previous day both times.
public struct DayBoundary: Hashable, Sendable {
    /// Minutes after local midnight, 0..<1440.
    public let cutoffMinutes: Int

    public static let defaultCutoffMinutes = 4 * 60

    public init(cutoffMinutes: Int = DayBoundary.defaultCutoffMinutes) throws(TallyError) {
        guard (0..<1440).contains(cutoffMinutes) else {
            throw .invalid(field: "cutoff", "the day cutoff must be between 00:00 and 23:59")
        }
        self.cutoffMinutes = cutoffMinutes
    }

    /// The default 04:00 cutoff.
    public static let standard = DayBoundary(checkedMinutes: defaultCutoffMinutes)

    private init(checkedMinutes: Int) { self.cutoffMinutes = checkedMinutes }

    /// `HH:MM` → boundary; rejects anything else with a specific message.
    public init(parsing text: String) throws(TallyError) {
        guard let (h, m) = LocalDateTime.parseClock(Substring(text.trimmingCharacters(in: .whitespaces))) else {
            throw .invalid(field: "cutoff", "'\(text)' is not a time of day; use HH:MM, e.g. 04:00")
        }
        try self.init(cutoffMinutes: h * 60 + m)
    }

    public var clockText: String { String(format: "%02d:%02d", cutoffMinutes / 60, cutoffMinutes % 60) }

    /// The Tally day a wall-clock time belongs to.
    public func day(for local: LocalDateTime) -> Day {
        local.minuteOfDay < cutoffMinutes ? local.day.adding(days: -1) : local.day
    }

    /// The Tally day an instant belongs to, read on the calendar's time zone.
    public func day(for instant: Date, in calendar: Calendar) -> Day {
        day(for: LocalDateTime(instant, in: calendar))
    }

    /// The instants of a Tally day: from its cutoff to the next day's cutoff (half-open).
    /// Across a DST change the interval is 23 or 25 hours long.
    public func interval(of day: Day, in calendar: Calendar) -> Range<Date> {
        let start = LocalDateTime(day: day, minuteOfDay: cutoffMinutes)
        let end = LocalDateTime(day: day.adding(days: 1), minuteOfDay: cutoffMinutes)
        return start.instant(in: calendar)..<end.instant(in: calendar)
    }
}

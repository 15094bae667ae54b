import Foundation
import Testing

@testable import TallyCore

/// The day cutoff, across time zones and both daylight-saving changes.
struct DayBoundaryTests {
    static func calendar(_ identifier: String) -> Calendar {
        Calendar.gregorian(in: TimeZone(identifier: identifier)!)
    }

    static func utc(_ text: String) -> Date {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withInternetDateTime]
        return f.date(from: text)!
    }

    /// (time zone, instant in UTC, cutoff minutes, expected Tally day)
    static let instants: [(String, String, Int, String)] = [
        // Default 04:00 cutoff, UTC.
        ("UTC", "2026-11-21T03:59:00Z", 240, "2026-11-20"),
        ("UTC", "2026-11-21T04:00:00Z", 240, "2026-11-21"),
        ("UTC", "2026-11-21T00:00:00Z", 240, "2026-11-20"),
        ("UTC", "2026-11-21T23:59:00Z", 240, "2026-11-21"),
        // Midnight cutoff: the calendar day.
        ("UTC", "2026-11-21T00:00:00Z", 0, "2026-11-21"),
        ("UTC", "2026-11-20T23:59:00Z", 0, "2026-11-20"),
        // The same instant is a different wall-clock time in other zones.
        ("Asia/Tokyo", "2026-11-20T18:30:00Z", 240, "2026-11-20"),  // 03:30 JST
        ("Asia/Tokyo", "2026-11-20T19:00:00Z", 240, "2026-11-21"),  // 04:00 JST
        ("America/Los_Angeles", "2026-11-21T11:59:00Z", 240, "2026-11-20"),  // 03:59 PST
        ("America/Los_Angeles", "2026-11-21T12:00:00Z", 240, "2026-11-21"),  // 04:00 PST
        ("Asia/Kolkata", "2026-11-20T22:29:00Z", 240, "2026-11-20"),  // 03:59 IST (+05:30)
        ("Asia/Kolkata", "2026-11-20T22:30:00Z", 240, "2026-11-21"),  // 04:00 IST
        ("Pacific/Chatham", "2026-06-20T15:14:00Z", 240, "2026-06-20"),  // 03:59 +12:45
        ("Pacific/Chatham", "2026-06-20T15:15:00Z", 240, "2026-06-21"),  // 04:00 +12:45
        ("Pacific/Kiritimati", "2026-11-20T13:59:00Z", 240, "2026-11-20"),  // 03:59 +14
        // New York, spring forward 2026-03-08 02:00 EST → 03:00 EDT.
        ("America/New_York", "2026-03-08T06:59:00Z", 240, "2026-03-07"),  // 01:59 EST
        ("America/New_York", "2026-03-08T07:00:00Z", 240, "2026-03-07"),  // 03:00 EDT, still before 04:00
        ("America/New_York", "2026-03-08T07:59:00Z", 240, "2026-03-07"),  // 03:59 EDT
        ("America/New_York", "2026-03-08T08:00:00Z", 240, "2026-03-08"),  // 04:00 EDT
        // New York, fall back 2026-11-01 02:00 EDT → 01:00 EST: 01:30 happens twice.
        ("America/New_York", "2026-11-01T05:30:00Z", 240, "2026-10-31"),  // 01:30 EDT
        ("America/New_York", "2026-11-01T06:30:00Z", 240, "2026-10-31"),  // 01:30 EST
        ("America/New_York", "2026-11-01T08:59:00Z", 240, "2026-10-31"),  // 03:59 EST
        ("America/New_York", "2026-11-01T09:00:00Z", 240, "2026-11-01"),  // 04:00 EST
        // Berlin, spring forward 2026-03-29 02:00 CET → 03:00 CEST; fall back 2026-10-25 03:00 → 02:00.
        ("Europe/Berlin", "2026-03-29T01:30:00Z", 240, "2026-03-28"),  // 03:30 CEST
        ("Europe/Berlin", "2026-03-29T02:00:00Z", 240, "2026-03-29"),  // 04:00 CEST
        ("Europe/Berlin", "2026-10-25T00:30:00Z", 240, "2026-10-24"),  // 02:30 CEST
        ("Europe/Berlin", "2026-10-25T01:30:00Z", 240, "2026-10-24"),  // 02:30 CET (second time)
        ("Europe/Berlin", "2026-10-25T02:59:00Z", 240, "2026-10-24"),  // 03:59 CET
        ("Europe/Berlin", "2026-10-25T03:00:00Z", 240, "2026-10-25"),  // 04:00 CET
        // Sydney (southern hemisphere): DST ends 2026-04-05 03:00 → 02:00, starts 2026-10-04 02:00 → 03:00.
        ("Australia/Sydney", "2026-04-04T16:30:00Z", 240, "2026-04-04"),  // 02:30 AEST (after fall back)
        ("Australia/Sydney", "2026-04-04T18:00:00Z", 240, "2026-04-05"),  // 04:00 AEST
        ("Australia/Sydney", "2026-10-03T16:30:00Z", 240, "2026-10-03"),  // 03:30 AEDT (after jump)
        ("Australia/Sydney", "2026-10-03T17:00:00Z", 240, "2026-10-04"),  // 04:00 AEDT
        // A late cutoff (06:30) in a DST zone.
        ("America/New_York", "2026-11-01T11:29:00Z", 390, "2026-10-31"),  // 06:29 EST
        ("America/New_York", "2026-11-01T11:30:00Z", 390, "2026-11-01"),  // 06:30 EST
    ]

    @Test(arguments: instants)
    func instantBelongsToDay(_ zone: String, _ instant: String, _ cutoff: Int, _ expected: String) throws {
        let boundary = try DayBoundary(cutoffMinutes: cutoff)
        #expect(boundary.day(for: Self.utc(instant), in: Self.calendar(zone)).description == expected)
    }

    @Test func wallClockTimeInSpringForwardGapCountsLikeTheWallClockSays() throws {
        let boundary = try DayBoundary()
        let ny = Self.calendar("America/New_York")
        let typed = try #require(LocalDateTime("2026-03-08 02:30"))  // does not exist in New York
        #expect(boundary.day(for: typed).description == "2026-03-07")
        // It resolves to an instant just after the jump, which belongs to the same Tally day.
        let instant = typed.instant(in: ny)
        #expect(boundary.day(for: instant, in: ny).description == "2026-03-07")
        #expect(instant == Self.utc("2026-03-08T07:30:00Z"))
    }

    @Test(arguments: [
        ("America/New_York", "2026-03-08", 23.0), ("America/New_York", "2026-11-01", 25.0),
        ("America/New_York", "2026-11-02", 24.0), ("Europe/Berlin", "2026-03-29", 23.0),
        ("Europe/Berlin", "2026-10-25", 25.0), ("UTC", "2026-03-08", 24.0),
    ])
    func dayIntervalsStretchAcrossDSTNights(_ zone: String, _ day: String, _ hours: Double) throws {
        // With a 00:00 cutoff the Tally day is the calendar day; the clocks change inside it.
        let midnight = try DayBoundary(cutoffMinutes: 0)
        let interval = midnight.interval(of: try #require(Day(day)), in: Self.calendar(zone))
        #expect(interval.upperBound.timeIntervalSince(interval.lowerBound) == hours * 3600)
    }

    @Test func intervalMatchesDayFor() throws {
        let boundary = try DayBoundary()
        for zone in ["America/New_York", "Europe/Berlin", "Australia/Sydney", "Asia/Kolkata"] {
            let calendar = Self.calendar(zone)
            for day in try #require(Day("2026-03-01")).through(try #require(Day("2026-04-10"))) {
                let interval = boundary.interval(of: day, in: calendar)
                #expect(boundary.day(for: interval.lowerBound, in: calendar) == day)
                #expect(boundary.day(for: interval.upperBound.addingTimeInterval(-60), in: calendar) == day)
                #expect(boundary.day(for: interval.upperBound, in: calendar) == day.adding(days: 1))
            }
        }
    }

    @Test func parsesAndValidatesCutoff() throws {
        #expect(try DayBoundary(parsing: "04:00").cutoffMinutes == 240)
        #expect(try DayBoundary(parsing: "23:59").cutoffMinutes == 1439)
        #expect(throws: TallyError.self) { try DayBoundary(parsing: "24:00") }
        #expect(throws: TallyError.self) { try DayBoundary(parsing: "4am") }
        #expect(throws: TallyError.self) { try DayBoundary(cutoffMinutes: 1440) }
        #expect(throws: TallyError.self) { try DayBoundary(cutoffMinutes: -1) }
    }

    @Test func clockTodayUsesCutoff() throws {
        let clock = AppClock.fixed(try #require(LocalDateTime("2026-11-22 03:10")), timeZone: TimeZone(identifier: "Europe/Berlin")!)
        #expect(clock.today(try DayBoundary()).description == "2026-11-21")
        #expect(clock.today(try DayBoundary(cutoffMinutes: 0)).description == "2026-11-22")
    }
}

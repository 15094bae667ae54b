import Foundation
import Testing

@testable import TallyCore

struct DayTests {
    @Test(arguments: ["2026-02-30", "2023-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "2026-1-05", "26-01-05", "2026/01/05", "", "today", "2026-01-05x"])
    func rejectsImpossibleOrMalformedDates(_ text: String) {
        #expect(Day(text) == nil)
    }

    @Test(arguments: ["2024-02-29", "2000-02-29", "2026-12-31", "1970-01-01", "2026-03-08"])
    func acceptsRealDates(_ text: String) throws {
        let day = try #require(Day(text))
        #expect(day.description == text)
    }

    @Test func ordinalRoundTripsAndMatchesKnownDates() throws {
        #expect(try #require(Day("1970-01-01")).ordinal == 0)
        #expect(try #require(Day("2000-03-01")).ordinal == 11_017)
        for ordinal in stride(from: -800_000, through: 800_000, by: 997) {
            #expect(Day(ordinal: ordinal).ordinal == ordinal)
        }
        #expect(try #require(Day("2024-02-28")).adding(days: 1).description == "2024-02-29")
        #expect(try #require(Day("2026-12-31")).adding(days: 1).description == "2027-01-01")
        #expect(try #require(Day("2026-03-01")).adding(days: -1).description == "2026-02-28")
    }

    @Test func weekdayIsISO() throws {
        #expect(try #require(Day("2026-11-21")).isoWeekday == 6)  // Saturday
        #expect(try #require(Day("2026-11-23")).isoWeekday == 1)  // Monday
        #expect(try #require(Day("1970-01-01")).isoWeekday == 4)  // Thursday
    }

    @Test func throughListsInclusiveRange() throws {
        let a = try #require(Day("2026-02-27"))
        let b = try #require(Day("2026-03-02"))
        #expect(a.through(b).map(\.description) == ["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"])
        #expect(b.through(a).isEmpty)
    }

    @Test func localDateTimeParsesBothSeparators() throws {
        #expect(LocalDateTime("2026-11-21 08:30")?.description == "2026-11-21 08:30")
        #expect(LocalDateTime("2026-11-21T08:30")?.description == "2026-11-21 08:30")
        #expect(LocalDateTime("2026-11-21T08:30:59")?.minuteOfDay == 510)
        #expect(LocalDateTime("2026-11-21 24:00") == nil)
        #expect(LocalDateTime("2026-11-21 8:30") == nil)
        #expect(LocalDateTime("2026-02-30 08:30") == nil)
    }

    @Test func timeInputAcceptsISO8601WithOffset() throws {
        let calendar = Calendar.gregorian(in: try #require(TimeZone(identifier: "Europe/Berlin")))
        guard case .instant(let a) = try #require(TimeInput.parse("2026-11-21T08:30:00+01:00")) else {
            Issue.record("expected an instant"); return
        }
        guard case .instant(let b) = try #require(TimeInput.parse("2026-11-21T07:30Z")) else {
            Issue.record("expected an instant"); return
        }
        #expect(a == b)
        #expect(LocalDateTime(a, in: calendar).description == "2026-11-21 08:30")
        guard case .local = try #require(TimeInput.parse("2026-11-21 08:30")) else {
            Issue.record("expected a local time"); return
        }
        #expect(TimeInput.parse("yesterday") == nil)
    }
}

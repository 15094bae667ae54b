import Foundation
import Testing

@testable import TallyCore

/// The strict JSON reader, against RFC 8259's grammar (accept and reject cases in the style of the
/// JSONTestSuite's y_ and n_ files).
struct StrictJSONTests {
    @Test(arguments: [
        (#"{"a": 1}"#, JSONValue.object(["a": .number(1)])),
        (#" [1, -0.5, 2e3, 1E-2, 0] "#, .array([.number(1), .number(-0.5), .number(2000), .number(0.01), .number(0)])),
        (#""\u00e9\n\"\\\/""#, .string("é\n\"\\/")),
        (#""\ud83d\ude00""#, .string("😀")),
        (#"{"nested": {"list": [true, false, null]}}"#, .object(["nested": .object(["list": .array([.bool(true), .bool(false), .null])])])),
        (#"{}"#, .object([:])),
        (#"[]"#, .array([])),
        ("\"snow ☃ and raw é\"", .string("snow ☃ and raw é")),
    ])
    func acceptsValidJSON(_ text: String, _ expected: JSONValue) throws {
        #expect(try StrictJSON.parse(text) == expected)
    }

    @Test(arguments: [
        #"{"a": 1,}"#, #"[1, 2,]"#, #"{"a": 1, "a": 2}"#, #"[01]"#, #"[1.]"#, #"[.5]"#, #"[1e]"#, #"[NaN]"#, #"[Infinity]"#, #"[1e400]"#,
        #"["\ud800"]"#, #"["\udc00"]"#, "[\"a\u{01}b\"]", #"["\x"]"#, #"{"a" 1}"#, #"{a: 1}"#, #"[1] [2]"#, #"[1"#, #"""#, #"'a'"#,
        #"[+1]"#, #"[tru]"#, "", " ", #"{"a": 1}x"#,
    ])
    func refusesInvalidJSON(_ text: String) {
        #expect(throws: StrictJSON.Failure.self) { try StrictJSON.parse(text) }
    }

    @Test func refusesDeepNesting() throws {
        let ok = String(repeating: "[", count: 63) + String(repeating: "]", count: 63)
        #expect(throws: Never.self) { try StrictJSON.parse(ok) }
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: StrictJSON.Failure.self) { try StrictJSON.parse(deep) }
    }

    @Test func invalidUTF8IsRefused() {
        #expect(throws: StrictJSON.Failure.self) { try StrictJSON.parse([0x22, 0xC3, 0x28, 0x22]) }
    }
}

struct LimitsTests {
    @Test func rangesCheckBeforeUse() throws {
        #expect(try Limits.grams.parse("150") == 150)
        #expect(throws: TallyError.self) { try Limits.grams.parse("0") }
        #expect(throws: TallyError.self) { try Limits.grams.parse("5000.1") }
        #expect(throws: TallyError.self) { try Limits.grams.parse("1e19") }
        #expect(throws: TallyError.self) { try Limits.grams.parse("nan") }
        #expect(throws: TallyError.self) { try Limits.grams.parse("inf") }
        #expect(throws: TallyError.self) { try Limits.grams.parse("20000000000000000000") }
        #expect(!Limits.grams.contains(.nan) && !Limits.grams.contains(.infinity))
        #expect(throws: TallyError.self) { try Limits.reps.check(2.5) }
        #expect(try Limits.reps.check(1000) == 1000)
    }

    @Test func messagesNameTheFieldAndTheRange() {
        #expect(throws: TallyError.invalid(field: "grams", "20000 is out of range for grams (more than 0 and at most 5000 g)")) {
            try Limits.grams.parse("20000")
        }
        #expect(throws: TallyError.invalid(field: "grams", "grams cannot be negative (got -1)")) { try Limits.grams.parse("-1") }
        #expect(throws: TallyError.invalid(field: "kcal", "kcal must be more than zero (got 0)")) { try Limits.quickKcal.parse("0") }
        #expect(throws: TallyError.invalid(field: "reps", "reps must be a whole number (got 2.5)")) { try Limits.reps.check(2.5, shown: "2.5") }
    }

    @Test(arguments: [("1900-01-01", true), ("2100-12-31", true), ("1899-12-31", false), ("2101-01-01", false), ("0001-01-01", false), ("9999-12-31", false)])
    func datesRunFrom1900To2100(_ text: String, _ accepted: Bool) {
        #expect(((try? Limits.day(text)) != nil) == accepted)
    }

    @Test func typedTimesKeepToTheDateRange() throws {
        #expect(throws: TallyError.self) { try EntryPlanner.parseTime("0001-01-01 00:00") }
        #expect(throws: TallyError.self) { try EntryPlanner.parseTime("9999-12-31T23:59-14:00") }
        #expect(throws: TallyError.self) { try EntryPlanner.parseTime(String(repeating: "2026-11-21 08:30", count: 10)) }
        // The date as typed is in range; with its offset it lands on 2101-01-01 in UTC, which is allowed.
        let late = try #require(try EntryPlanner.parseTime("2100-12-31T23:30-05:00"))
        #expect(late.localDateTime(in: .gregorian(in: .gmt)).day == Day(year: 2101, month: 1, day: 1))
    }

    @Test func textsRefuseControlCharacters() throws {
        #expect(throws: TallyError.self) { try Limits.text("a\u{0}b", field: "note", maximum: 10) }
        #expect(throws: TallyError.self) { try Limits.text("a\u{85}b", field: "note", maximum: 10) }
        #expect(try Limits.text("line\nnext\ttab", field: "note", maximum: 20, multiline: true) == "line\nnext\ttab")
        #expect(throws: TallyError.self) { try Limits.text("line\nnext", field: "name", maximum: 20) }
        #expect(try Limits.text("   ", field: "note", maximum: 5) == nil)
        #expect(throws: TallyError.self) { try Limits.name("  ", emptyMessage: "empty") }
        #expect(try Limits.name("  Morning   run ", emptyMessage: "empty") == "Morning run")
    }
}

/// Conversions that used to trap on a bad number now have a defined answer.
struct TotalConversionTests {
    @Test(arguments: [
        (2.5, 3), (-2.5, -3), (2.4, 2), (0, 0), (Double.nan, 0), (Double.infinity, Int.max), (-Double.infinity, Int.min), (1e30, Int.max), (-1e30, Int.min),
    ])
    func roundingNeverTraps(_ value: Double, _ expected: Int) {
        #expect(Int(rounding: value) == expected)
    }

    @Test func truncatingNeverTraps() {
        #expect(Int(truncating: 2.9) == 2)
        #expect(Int(truncating: -2.9) == -2)
        #expect(Int(truncating: 9.3e18) == Int.max)
        #expect(Int(truncating: .nan) == 0)
    }

    @Test func portionsOfAnyDoubleAreDefined() {
        #expect(Portions(rounding: Double.nan) == .zero)
        #expect(Portions(rounding: Double.infinity) == Portions.largest)
        #expect(Portions(rounding: 1e20) == Portions.largest)
        #expect(Portions(rounding: -1e20).tenths == -Portions.largest.tenths)
        #expect(Portions(rounding: 1.25).tenths == 13)
    }

    @Test func quantitiesOfAnySizeFormat() {
        #expect(QuantityText.format(1e19) == "10000000000000000000")
        #expect(QuantityText.format(.infinity) == "inf")
        #expect(QuantityText.format(1.5) == "1 1/2")
        #expect(QuantityText.number("20000000000000000000") == 2e19)
        #expect(QuantityText.number("nan/1") == nil)
        #expect(QuantityText.number("1e400") == nil)
    }
}

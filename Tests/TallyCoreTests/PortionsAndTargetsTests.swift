import Foundation
import Testing

@testable import TallyCore

struct PortionsTests {
    @Test(arguments: [
        ("1.26", 13), ("1.25", 13), ("1.24", 12), ("1.15", 12), ("1.05", 11), ("0.05", 1), ("0.04", 0),
        ("2.35", 24), ("2.45", 25), ("6", 60), ("0", 0), ("0,5", 5), ("  3.0 ", 30), (".5", 5), ("5.", 50),
    ])
    func roundsHalfUpToTenths(_ text: String, _ tenths: Int) throws {
        #expect(try #require(Portions(parsing: text)).tenths == tenths)
    }

    @Test(arguments: ["abc", "1e3", "nan", "inf", "0x10", "", "1.2.3", "--1", "1 2", "½"])
    func rejectsWhatIsNotAPlainNumber(_ text: String) {
        #expect(Portions(parsing: text) == nil)
    }

    @Test(arguments: [(1.26, 13), (1.15, 12), (2.675, 27), (0.1 + 0.2, 3), (1.05, 11)])
    func roundsDoublesAsTyped(_ value: Double, _ tenths: Int) {
        #expect(Portions(rounding: value).tenths == tenths)
    }

    @Test func sumsExactly() {
        // Ten 0.1 portions make exactly 1.0 (a Double sum would give 0.9999999999999999).
        let total = (0..<10).reduce(Portions.zero) { sum, _ in sum + Portions(rounding: 0.1) }
        #expect(total == Portions(tenths: 10))
        #expect(total.description == "1.0")
        #expect(Portions(tenths: 25).compactDescription == "2.5")
        #expect(Portions(tenths: 30).compactDescription == "3")
    }
}

struct TargetRuleTests {
    static func p(_ value: Double) -> Portions { Portions(rounding: value) }

    @Test(arguments: [
        (0.8, TargetStatus.under), (0.9, .met), (1.0, .met), (1.1, .met), (1.2, .over),
    ])
    func exactIsMetWithinATenth(_ total: Double, _ expected: TargetStatus) {
        #expect(TargetRule.exact(Self.p(1.0)).status(of: Self.p(total)) == expected)
    }

    @Test func exactEdgeHoldsForSumsThatDriftInBinary() {
        // 0.1 × 11 in Double is 1.0999999999999999 and 0.7 + 0.4 is 1.0999999999999999; both are 1.1 portions.
        let eleven = (0..<11).reduce(Portions.zero) { s, _ in s + Self.p(0.1) }
        #expect(TargetRule.exact(Self.p(1.0)).status(of: eleven) == .met)
        #expect(TargetRule.exact(Self.p(1.0)).status(of: Self.p(0.7) + Self.p(0.4)) == .met)
        #expect(TargetRule.exact(Self.p(3.0)).status(of: Self.p(2.9)) == .met)
        #expect(TargetRule.exact(Self.p(3.0)).status(of: Self.p(3.1)) == .met)
        #expect(TargetRule.exact(Self.p(3.0)).status(of: Self.p(3.2)) == .over)
        #expect(TargetRule.exact(Self.p(3.0)).status(of: Self.p(2.8)) == .under)
    }

    @Test(arguments: [(2.9, TargetStatus.under), (3.0, .met), (9.0, .met), (0.0, .under)])
    func atLeast(_ total: Double, _ expected: TargetStatus) {
        #expect(TargetRule.atLeast(Self.p(3.0)).status(of: Self.p(total)) == expected)
    }

    @Test(arguments: [(0.0, TargetStatus.met), (1.0, .met), (1.1, .over)])
    func atMost(_ total: Double, _ expected: TargetStatus) {
        #expect(TargetRule.atMost(Self.p(1.0)).status(of: Self.p(total)) == expected)
    }

    @Test(arguments: [(1.9, TargetStatus.under), (2.0, .met), (2.5, .met), (3.0, .met), (3.1, .over)])
    func rangeIncludesBothEnds(_ total: Double, _ expected: TargetStatus) {
        #expect(TargetRule.range(Self.p(2.0), Self.p(3.0)).status(of: Self.p(total)) == expected)
    }

    @Test func buildsAndValidates() throws {
        #expect(try TargetRule(kind: .range, values: [Self.p(2), Self.p(3)]) == .range(Self.p(2), Self.p(3)))
        #expect(throws: TallyError.self) { try TargetRule(kind: .range, values: [Self.p(3), Self.p(2)]) }
        #expect(throws: TallyError.self) { try TargetRule(kind: .range, values: [Self.p(3)]) }
        #expect(throws: TallyError.self) { try TargetRule(kind: .atLeast, values: []) }
        #expect(throws: TallyError.self) { try TargetRule(kind: .atLeast, values: [Portions(tenths: -1)]) }
        #expect(try TargetRule.parseKind("atLeast") == .atLeast)
        #expect(try TargetRule.parseKind("at-most") == .atMost)
        #expect(try TargetRule.parseKind("EXACT") == .exact)
        #expect(throws: TallyError.self) { try TargetRule.parseKind("around") }
    }

    @Test func reportsBounds() {
        #expect(TargetRule.exact(Self.p(1)).min == Self.p(1))
        #expect(TargetRule.exact(Self.p(1)).max == Self.p(1))
        #expect(TargetRule.atLeast(Self.p(3)).max == nil)
        #expect(TargetRule.atMost(Self.p(1)).min == nil)
    }
}

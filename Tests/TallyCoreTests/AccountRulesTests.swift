import Foundation
import Testing

@testable import TallyCore

struct AccountRulesTests {
    @Test func pathsBelongToTheAreaTheyShowAndUnlistedOnesToNone() {
        #expect(CareArea.area(ofPath: "/") == .food)
        #expect(CareArea.area(ofPath: "/api/v1/days/2026-11-21") == .food)
        #expect(CareArea.area(ofPath: "/foods/12") == .food)
        #expect(CareArea.area(ofPath: "/body") == .body)
        #expect(CareArea.area(ofPath: "/api/v1/metrics") == .body)
        #expect(CareArea.area(ofPath: "/training/workouts/3") == .training)
        #expect(CareArea.area(ofPath: "/api/v1/lifts/Squat") == .training)
        #expect(CareArea.area(ofPath: "/lab/periods") == .lab)
        for private_ in ["/manage", "/api/v1/export", "/api/v1/import/hevy", "/manage/backups/x/download", "/api/v1/settings", "/account", "/api/v1/openapi.json"] {
            #expect(CareArea.area(ofPath: private_) == nil, "\(private_)")
        }
    }

    @Test func eachAreasLandingPageIsInThatArea() {
        for area in CareArea.allCases {
            guard let path = area.landingPath else { continue }
            #expect(CareArea.area(ofPath: path) == area, "\(area) lands on \(path)")
        }
        #expect(CareArea.lab.landingPath == "/lab")
    }

    @Test func tokenScopesFollowTheMethodAndImports() {
        #expect(TokenScope.required(method: "GET", path: "/api/v1/days/today") == "read")
        #expect(TokenScope.required(method: "HEAD", path: "/api/v1/foods") == "read")
        #expect(TokenScope.required(method: "POST", path: "/api/v1/entries") == "write")
        #expect(TokenScope.required(method: "DELETE", path: "/api/v1/entries/4") == "write")
        #expect(TokenScope.required(method: "POST", path: "/api/v1/import/health-auto-export") == "import")
    }

    @Test func passwordRules() throws {
        try PasswordPolicy.check("correct horse battery", name: "alice")
        try PasswordPolicy.check("ünïcödé pässwörd", name: "alice")
        for weak in ["short", "aaaaaaaaaaaaaaaa", "abababababababab", "123456789012345", "abcdefghijklmn", "password1234", String(repeating: "x", count: 129)] {
            #expect(throws: TallyError.self, "\(weak)") { try PasswordPolicy.check(weak, name: "alice") }
        }
        #expect(throws: TallyError.self) { try PasswordPolicy.check("AliceInWonder", name: "aliceinwonder") }
    }

    @Test func throttleLocksAfterFiveRecentFailuresUntilFifteenMinutesAfterTheLast() {
        let throttle = SignInThrottle()
        let now = Date(timeIntervalSince1970: 1_000_000)
        let failures = (0..<5).map { now.addingTimeInterval(Double(-60 * (5 - $0))) }  // 5, 4, 3, 2, 1 minutes ago
        #expect(throttle.decide(accountFailures: failures, addressAttempts: [], now: now) != .allowed)
        if case .refused(let until, _) = throttle.decide(accountFailures: failures, addressAttempts: [], now: now) {
            #expect(until == now.addingTimeInterval(-60 + 900))
        }
        #expect(throttle.decide(accountFailures: Array(failures.dropFirst()), addressAttempts: [], now: now) == .allowed)
        // Failures older than the window do not count.
        #expect(throttle.decide(accountFailures: failures, addressAttempts: [], now: now.addingTimeInterval(15 * 60)) == .allowed)
        let attempts = (0..<20).map { now.addingTimeInterval(Double(-$0 * 10)) }
        #expect(throttle.decide(accountFailures: [], addressAttempts: attempts, now: now) != .allowed)
        #expect(throttle.decide(accountFailures: [], addressAttempts: Array(attempts.dropLast()), now: now) == .allowed)
    }

    @Test func accountNames() throws {
        #expect(try AccountName.check(" dr.lee ") == "dr.lee")
        for bad in ["", "../x", "a b", "x;y", String(repeating: "n", count: 41)] {
            #expect(throws: TallyError.self, "\(bad)") { try AccountName.check(bad) }
        }
    }
}

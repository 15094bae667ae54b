import Foundation

/// What an account may do on a server with accounts turned on.
public enum AccountRole: String, Codable, Sendable, CaseIterable {
    /// Manages the server's accounts (`tally user …`) and keeps their own data like a member.
    case admin
    /// Keeps their own data.
    case member
    /// A care-team member (doctor, nutrition specialist): keeps their own data and reads what patients
    /// share with them, never changing it.
    case clinician
}

/// The parts of a person's data a care-team member can be allowed to read.
public enum CareArea: String, Codable, Sendable, CaseIterable, Comparable {
    case food, body, training, lab, documents

    public static func < (lhs: CareArea, rhs: CareArea) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }

    public var title: String {
        switch self {
        case .food: "Food"
        case .body: "Body"
        case .training: "Training"
        case .lab: "Lab"
        case .documents: "Documents"
        }
    }

    /// The page a clinician lands on when opening a patient's shared data in this area (nil: the area
    /// has no page of its own yet).
    public var landingPath: String? {
        switch self {
        case .food: "/"
        case .body: "/body"
        case .training: "/training"
        case .lab: "/lab"
        case .documents: "/documents"
        }
    }

    /// "food, body" or "food body" → the areas; an unknown word is an error naming it.
    public static func parse(_ text: String) throws(TallyError) -> [CareArea] {
        let words = text.lowercased().split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        var areas: [CareArea] = []
        for word in words {
            guard let area = CareArea(rawValue: word) else {
                throw TallyError.invalid(field: "areas", "unknown area '\(Limits.clip(word))'; choose from \(allCases.map(\.rawValue).joined(separator: ", "))")
            }
            if !areas.contains(area) { areas.append(area) }
        }
        guard !areas.isEmpty else { throw TallyError.invalid(field: "areas", "choose at least one area to share") }
        return areas.sorted()
    }

    /// The area a read of `path` belongs to, or nil when the path is in no shareable area (settings,
    /// exports, imports, tokens, backups: never shown to a care team).
    ///
    /// Paths are matched by their first segments, for the web app and /api/v1 alike. A path that is in
    /// no list is refused, so a new page is private until it is placed in an area here.
    public static func area(ofPath path: String) -> CareArea? {
        var segments = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if segments.first == "api", segments.dropFirst().first == "v1" { segments.removeFirst(2) }
        guard let first = segments.first else { return .food }  // "/" is Today: meals and calories.
        switch first {
        case "days", "day", "history", "entries", "meals", "foods", "recipes", "balance", "budget", "targets", "week", "categories":
            return .food
        case "body", "metrics", "expenditure", "goal", "plan":
            return .body
        case "training", "workouts", "lifts", "exercises":
            return .training
        case "lab":
            return .lab
        case "documents", "docs":
            return .documents
        default:
            return nil
        }
    }
}

/// A patient's permission for a clinician to read some areas of their data until a day (inclusive).
public struct CareGrant: Codable, Sendable, Equatable {
    public var id: Int64
    public var ownerID: Int64
    public var ownerName: String
    public var clinicianID: Int64
    public var clinicianName: String
    public var areas: [CareArea]
    public var until: Day
    public var createdAt: Date
    public var revokedAt: Date?

    public init(
        id: Int64, ownerID: Int64, ownerName: String, clinicianID: Int64, clinicianName: String, areas: [CareArea], until: Day, createdAt: Date,
        revokedAt: Date?
    ) {
        self.id = id
        self.ownerID = ownerID
        self.ownerName = ownerName
        self.clinicianID = clinicianID
        self.clinicianName = clinicianName
        self.areas = areas
        self.until = until
        self.createdAt = createdAt
        self.revokedAt = revokedAt
    }

    /// Active on `today` (the owner's local day): not revoked and not past its last day.
    public func isActive(today: Day) -> Bool { revokedAt == nil && today <= until }
}

/// One read a clinician made of a patient's data.
public struct CareAccess: Codable, Sendable, Equatable {
    public var at: Date
    public var clinicianName: String
    public var method: String
    public var path: String

    public init(at: Date, clinicianName: String, method: String, path: String) {
        self.at = at
        self.clinicianName = clinicianName
        self.method = method
        self.path = path
    }
}

/// The scope an API token needs for a request: reads need `read`, imports need `import`, every other
/// change needs `write`.
public enum TokenScope {
    public static let all = ["read", "write", "import"]

    public static func required(method: String, path: String) -> String {
        switch method.uppercased() {
        case "GET", "HEAD", "OPTIONS": return "read"
        default: return path.hasPrefix("/api/v1/import/") || path == "/api/v1/import" ? "import" : "write"
        }
    }
}

/// Password rules (OWASP ASVS 4.0 §2.1, level 1): at least 12 characters, at most 128, any characters
/// (spaces and Unicode included, nothing stripped), and not one of the passwords everyone tries first.
public enum PasswordPolicy {
    public static let minimumLength = 12
    public static let maximumLength = 128

    /// Checks a new password; `name` is the account's (a password equal to it is refused).
    public static func check(_ password: String, name: String) throws(TallyError) {
        let length = password.count
        guard length >= minimumLength else {
            throw TallyError.invalid(field: "password", "the password needs at least \(minimumLength) characters (it has \(length)); a few unrelated words make a good one")
        }
        guard length <= maximumLength else {
            throw TallyError.invalid(field: "password", "the password may have at most \(maximumLength) characters")
        }
        let lowered = password.lowercased()
        if lowered == name.lowercased() || Set(lowered).count <= 2 || isSequence(lowered) || common.contains(lowered) {
            throw TallyError.invalid(field: "password", "that password is among the first ones an attacker tries; choose another")
        }
    }

    /// "123456789012", "abcdefghijkl", "987654321098": each character one step from the last (digits
    /// wrap around, 9 → 0).
    static func isSequence(_ text: String) -> Bool {
        let values = text.unicodeScalars.map { Int64(truncatingIfNeeded: $0.value) }
        guard values.count > 2 else { return false }
        func step(_ a: Int64, _ b: Int64) -> Int64 {
            let zero: Int64 = 48, nine: Int64 = 57
            if a == nine && b == zero { return 1 }
            if a == zero && b == nine { return -1 }
            return b - a
        }
        let first = step(values[0], values[1])
        guard abs(first) == 1 else { return false }
        return zip(values, values.dropFirst()).allSatisfy { step($0, $1) == first }
    }

    /// Twelve-character-or-longer passwords that top published breach lists.
    static let common: Set<String> = [
        "password1234", "passwordpassword", "qwertyuiopasdf", "qwertyuiop123", "iloveyou1234", "administrator",
        "letmein12345", "welcome12345", "password123!", "1q2w3e4r5t6y", "qwerty123456", "abc123456789",
    ]
}

/// When sign-ins are refused after failures: per account (lockout) and per client address (rate limit).
public struct SignInThrottle: Sendable, Equatable {
    /// Failures of one account within `window` that lock it.
    public var accountFailures = 5
    /// Attempts from one address within `window` before it must wait.
    public var addressAttempts = 20
    public var window: TimeInterval = 15 * 60
    /// How long a lock lasts after the failure that set it.
    public var lockout: TimeInterval = 15 * 60

    public init() {}

    public enum Decision: Equatable, Sendable {
        case allowed
        /// Refused until the date; the message says why and when.
        case refused(until: Date, reason: String)
    }

    /// `accountFailures`: times of the account's failed attempts since its last success; `addressAttempts`:
    /// times of all attempts from the client's address (any account).
    public func decide(accountFailures failures: [Date], addressAttempts attempts: [Date], now: Date) -> Decision {
        let recentFailures = failures.filter { now.timeIntervalSince($0) < window }.sorted()
        if recentFailures.count >= accountFailures, let last = recentFailures.last {
            let until = last.addingTimeInterval(lockout)
            if until > now {
                return .refused(until: until, reason: "this account is locked after \(recentFailures.count) failed sign-ins")
            }
        }
        let recentAttempts = attempts.filter { now.timeIntervalSince($0) < window }.sorted()
        if recentAttempts.count >= addressAttempts, let oldest = recentAttempts.suffix(addressAttempts).first {
            return .refused(until: oldest.addingTimeInterval(window), reason: "too many sign-in attempts from this address")
        }
        return .allowed
    }
}

/// How long a signed-in session lasts: it ends after `idle` without use, and after `absolute` in any case.
public struct SessionPolicy: Sendable, Equatable {
    public var idle: TimeInterval = 7 * 86_400
    public var absolute: TimeInterval = 30 * 86_400

    public init() {}

    public func isValid(createdAt: Date, lastSeenAt: Date, now: Date) -> Bool {
        now.timeIntervalSince(lastSeenAt) < idle && now.timeIntervalSince(createdAt) < absolute && now >= createdAt.addingTimeInterval(-300)
    }
}

/// Account names: what people sign in with and what others see.
public enum AccountName {
    public static func check(_ text: String) throws(TallyError) -> String {
        let name = text.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, name.count <= 40 else { throw TallyError.invalid(field: "name", "an account name has 1–40 characters") }
        guard name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || "._-@".unicodeScalars.contains($0) }) else {
            throw TallyError.invalid(field: "name", "an account name uses letters, digits and . _ - @ only")
        }
        return name
    }
}

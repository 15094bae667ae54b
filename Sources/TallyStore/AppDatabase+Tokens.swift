import Crypto
import Foundation
import TallyCore

/// A revocable API token (for phone automations such as Health Auto Export's push). The token itself
/// is shown once; only its SHA-256 is stored. A token is 256 random bits, so a fast hash is the right
/// one (a slow, salted hash is for guessable passwords).
public struct APIToken: Codable, Sendable, Equatable {
    public var id: Int64
    public var name: String
    public var scopes: [String]
    public var createdAt: Date
    public var lastUsedAt: Date?
    public var revokedAt: Date?

    public static let allScopes = ["read", "write", "import"]
}

extension AppDatabase {
    static let tokenPrefix = "tly_"

    /// 256 bits from the system's generator, base64url without padding (43 characters): API tokens
    /// and session cookies.
    static func randomSecret() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }

    static func hash(token: String) -> String {
        SHA256.hash(data: Data(token.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    /// The account a token belongs to on a server with accounts: "tlyu7_…" is account 7's; a plain
    /// "tly_…" token belongs to the data directory's own database (the first account's).
    public static func tokenOwner(_ token: String) -> Int64?? {
        if token.hasPrefix(tokenPrefix) { return .some(nil) }
        guard token.hasPrefix("tlyu") else { return nil }
        let digits = token.dropFirst(4).prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count < 19, token.dropFirst(4 + digits.count).first == "_", let id = Int64(digits, radix: 10) else { return nil }
        return .some(id)
    }

    /// Creates a token; returns it (the only time it is available) with its record. `owner` (an
    /// account's id) is written into the token so a server with accounts knows whose database to check.
    public func createToken(name: String, scopes: [String], owner: Int64? = nil, clock: AppClock) throws -> (token: String, record: APIToken) {
        guard let cleaned = try Limits.text(name, field: "name", maximum: 60), !cleaned.isEmpty else {
            throw TallyError.invalid(field: "name", "name the token (e.g. iphone)")
        }
        let wanted = scopes.isEmpty ? ["import"] : scopes.map { $0.lowercased() }
        for scope in wanted where !APIToken.allScopes.contains(scope) {
            throw TallyError.invalid(field: "scope", "unknown scope '\(Limits.clip(scope))'; use \(APIToken.allScopes.joined(separator: ", "))")
        }
        let token = (owner.map { "tlyu\($0)_" } ?? Self.tokenPrefix) + Self.randomSecret()
        let now = clock.now()
        let scopeList = Array(Set(wanted)).sorted()
        return try write { db in
            if try Int.fetchOne(db, sql: "SELECT count(*) FROM apiToken WHERE lower(name) = lower(?) AND revokedAt IS NULL", arguments: [cleaned]) ?? 0 > 0 {
                throw TallyError.conflict(field: "name", "a token named '\(cleaned)' exists; revoke it first or choose another name")
            }
            // A revoked token's name can be used again.
            try db.execute(sql: "DELETE FROM apiToken WHERE lower(name) = lower(?) AND revokedAt IS NOT NULL", arguments: [cleaned])
            let id = try db.insertReturningID(
                sql: "INSERT INTO apiToken (name, tokenHash, scopes, createdAt) VALUES (?, ?, ?, ?)",
                arguments: [cleaned, Self.hash(token: token), scopeList.joined(separator: " "), now])
            return (token, APIToken(id: id ?? 0, name: cleaned, scopes: scopeList, createdAt: now))
        }
    }

    public func tokens() throws -> [APIToken] {
        try read { db in
            try SQLRow.fetchAll(db, sql: "SELECT id, name, scopes, createdAt, lastUsedAt, revokedAt FROM apiToken ORDER BY revokedAt IS NOT NULL, name")
                .compactMap(Self.token)
        }
    }

    static func token(_ row: SQLRow) -> APIToken? {
        guard let id = row.integer(at: 0), let name = row.text(at: 1), let created = try? row.decode(Date.self, atIndex: 3) else { return nil }
        return APIToken(
            id: id, name: name, scopes: (row.text(at: 2) ?? "").split(separator: " ").map(String.init), createdAt: created,
            lastUsedAt: try? row.decode(Date?.self, atIndex: 4), revokedAt: try? row.decode(Date?.self, atIndex: 5))
    }

    /// Revokes a token by name or id; it stops working at once.
    public func revokeToken(_ nameOrID: String, clock: AppClock) throws -> APIToken {
        try write { db in
            let row = try SQLRow.fetchOne(
                db, sql: "SELECT id, name, scopes, createdAt, lastUsedAt, revokedAt FROM apiToken WHERE (lower(name) = lower(?) OR id = ?) AND revokedAt IS NULL",
                arguments: [nameOrID, Int64(nameOrID, radix: 10) ?? -1])
            guard let row, var token = Self.token(row) else {
                throw TallyError.notFound(field: "token", "no active token '\(Limits.clip(nameOrID))'; see tally token list")
            }
            let now = clock.now()
            try db.execute(sql: "UPDATE apiToken SET revokedAt = ? WHERE id = ?", arguments: [now, token.id])
            token.revokedAt = now
            return token
        }
    }

    /// The active token a request presents, if it carries `scope`. Its last use is recorded at most
    /// once a minute, so a script's reads cost a read, not a write.
    public func authenticate(token: String, scope: String, clock: AppClock) throws -> APIToken? {
        guard Self.tokenOwner(token) != nil, token.count < 200 else { return nil }
        let hash = Self.hash(token: token)
        let found = try storage.read { db -> APIToken? in
            try SQLRow.fetchOne(
                db, sql: "SELECT id, name, scopes, createdAt, lastUsedAt, revokedAt FROM apiToken WHERE tokenHash = ? AND revokedAt IS NULL",
                arguments: [hash]
            ).flatMap(Self.token)
        }
        guard var token = found, token.scopes.contains(scope) else { return nil }
        let now = clock.now()
        if token.lastUsedAt.map({ now.timeIntervalSince($0) > 60 || now < $0 }) ?? true {
            // Not `write`: noting a token's use is no change a request's idempotency key stands for.
            try storage.write { db in try db.execute(sql: "UPDATE apiToken SET lastUsedAt = ? WHERE id = ?", arguments: [now, token.id]) }
            token.lastUsedAt = now
        }
        return token
    }
}

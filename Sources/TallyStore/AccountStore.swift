import Crypto
import Foundation
import GRDB
import HummingbirdBcrypt
import Synchronization
import TallyCore

/// An account on a server with accounts turned on.
public struct Account: Codable, Sendable, Equatable {
    public var id: Int64
    public var name: String
    public var role: AccountRole
    public var createdAt: Date
    public var disabledAt: Date?
    /// The account's data directory, relative to the server's ("" is the server's own: the data that was
    /// there before accounts were turned on belongs to the first account).
    public var dataPath: String

    public var isActive: Bool { disabledAt == nil }
}

/// A signed-in browser.
public struct AccountSession: Sendable, Equatable {
    /// SHA-256 of the cookie's value (the value itself is never stored).
    public var key: String
    public var account: Account
    public var createdAt: Date
    public var lastSeenAt: Date
    /// For a clinician: the patient whose shared pages this browser is reading.
    public var viewing: Int64?
}

/// The server's accounts, sessions, sign-in attempts, care-team grants and their access log, in
/// `accounts.sqlite` beside the data. Each account's own data is a separate Tally database in its
/// data directory, so no query over one person's data can reach another's.
///
/// Passwords are hashed with bcrypt (hummingbird-auth's HummingbirdBcrypt, cost 12 by default: about a
/// quarter second per guess on a current core) over an HMAC-SHA-256 of the password. The HMAC step lets a
/// password of any length count in full (bcrypt reads at most 72 bytes) and keeps hashes of other
/// sites' leaked plain SHA-256 lists from being tried against bcrypt directly.
public final class AccountStore: Sendable {
    let storage: StorageEngine
    /// On PostgreSQL, where every account's data is.
    let layout: PostgresLayout?
    /// The server's data directory.
    public let directory: URL
    let cost: UInt8
    public let throttle: SignInThrottle
    public let sessions: SessionPolicy

    public static let fileName = "accounts.sqlite"

    /// Whether accounts are turned on for the data directory: the accounts file exists and holds an account.
    public static func isEnabled(in directory: URL) -> Bool {
        let path = directory.appendingPathComponent(fileName).path
        guard FileManager.default.fileExists(atPath: path) else { return false }
        return (try? AccountStore.open(directory: directory).users().isEmpty == false) ?? false
    }

    public static func open(directory: URL, passwordCost: UInt8 = 12, throttle: SignInThrottle = SignInThrottle(), sessions: SessionPolicy = SessionPolicy()) throws
        -> AccountStore
    {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let pool = try DatabasePool(path: directory.appendingPathComponent(fileName).path, configuration: AppDatabase.makeConfiguration())
        try migrator.migrate(pool)
        return AccountStore(
            storage: .sqlite(pool), layout: nil, directory: directory, cost: max(4, min(passwordCost, 31)), throttle: throttle, sessions: sessions)
    }

    /// The accounts of a server whose data is on PostgreSQL, in the layout's accounts schema; each account's
    /// data is a schema of its own. `directory` keeps files (documents, photos, routes) as on SQLite.
    public static func open(
        postgres layout: PostgresLayout, directory: URL, passwordCost: UInt8 = 12, throttle: SignInThrottle = SignInThrottle(),
        sessions: SessionPolicy = SessionPolicy()
    ) throws -> AccountStore {
        let schema = try layout.accountsSchema()
        try PostgresMigrations.migrate(schema, migrations: postgresMigrations)
        return AccountStore(
            storage: .postgres(schema), layout: layout, directory: directory, cost: max(4, min(passwordCost, 31)), throttle: throttle,
            sessions: sessions)
    }

    /// Whether accounts are turned on for a PostgreSQL layout: its accounts schema holds an account.
    public static func isEnabled(postgres layout: PostgresLayout) -> Bool {
        guard let schema = try? layout.accountsSchema(), let applied = try? PostgresMigrations.applied(schema), !applied.isEmpty else { return false }
        return (try? AccountStore.open(postgres: layout, directory: FileManager.default.temporaryDirectory).users().isEmpty == false) ?? false
    }

    /// The store holding an account's data: its folder's SQLite file, or its schema on PostgreSQL.
    public func database(for account: Account, loadsGenericFoods: Bool = true) throws -> AppDatabase {
        switch storage {
        case .sqlite:
            return try AppDatabase.open(directory: dataDirectory(for: account), loadsGenericFoods: loadsGenericFoods)
        case .postgres:
            guard let layout else { throw SQLError(.other, "the accounts on PostgreSQL have no layout") }
            return try AppDatabase.open(
                postgres: layout.schema(forDataPath: account.dataPath), filesDirectory: dataDirectory(for: account), loadsGenericFoods: loadsGenericFoods)
        }
    }

    init(storage: StorageEngine, layout: PostgresLayout?, directory: URL, cost: UInt8, throttle: SignInThrottle, sessions: SessionPolicy) {
        self.storage = storage
        self.layout = layout
        self.directory = directory
        self.cost = cost
        self.throttle = throttle
        self.sessions = sessions
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-accounts") { db in
            try db.execute(
                sql: """
                    CREATE TABLE account (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        name TEXT NOT NULL UNIQUE COLLATE NOCASE,
                        role TEXT NOT NULL,
                        passwordHash TEXT NOT NULL,
                        dataPath TEXT NOT NULL UNIQUE,
                        createdAt DATETIME NOT NULL,
                        disabledAt DATETIME,
                        passwordChangedAt DATETIME NOT NULL
                    );
                    CREATE TABLE session (
                        key TEXT PRIMARY KEY,
                        accountID INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                        createdAt DATETIME NOT NULL,
                        lastSeenAt DATETIME NOT NULL,
                        viewing INTEGER REFERENCES account(id) ON DELETE SET NULL
                    );
                    CREATE INDEX session_account ON session(accountID);
                    CREATE TABLE signInAttempt (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        at DATETIME NOT NULL,
                        accountID INTEGER REFERENCES account(id) ON DELETE CASCADE,
                        address TEXT NOT NULL,
                        succeeded BOOLEAN NOT NULL
                    );
                    CREATE INDEX signInAttempt_account ON signInAttempt(accountID, at);
                    CREATE INDEX signInAttempt_address ON signInAttempt(address, at);
                    CREATE TABLE careGrant (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        ownerID INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                        clinicianID INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                        areas TEXT NOT NULL,
                        until TEXT NOT NULL,
                        createdAt DATETIME NOT NULL,
                        revokedAt DATETIME
                    );
                    CREATE INDEX careGrant_pair ON careGrant(ownerID, clinicianID);
                    CREATE TABLE careAccess (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        ownerID INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                        clinicianID INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                        at DATETIME NOT NULL,
                        method TEXT NOT NULL,
                        path TEXT NOT NULL
                    );
                    CREATE INDEX careAccess_owner ON careAccess(ownerID, at);
                    """)
        }
        migrator.registerMigration("v2-shared-foods") { db in
            try db.execute(
                sql: """
                    CREATE TABLE sharedFood (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        ownerID INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                        sourceFoodID INTEGER NOT NULL,
                        snapshot TEXT NOT NULL,
                        sharedAt DATETIME NOT NULL,
                        UNIQUE (ownerID, sourceFoodID)
                    );
                    """)
        }
        return migrator
    }

    /// The accounts schema on PostgreSQL: the SQLite migrations' tables, names and rules in PostgreSQL's types.
    static let postgresMigrations: [PostgresMigration] = [
        PostgresMigration(
            "v1-accounts",
            sql: """
                CREATE TABLE account (
                    id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
                    name TEXT COLLATE "C" NOT NULL,
                    role TEXT COLLATE "C" NOT NULL,
                    passwordHash TEXT COLLATE "C" NOT NULL,
                    dataPath TEXT COLLATE "C" NOT NULL UNIQUE,
                    createdAt TIMESTAMPTZ NOT NULL,
                    disabledAt TIMESTAMPTZ,
                    passwordChangedAt TIMESTAMPTZ NOT NULL
                );
                CREATE UNIQUE INDEX account_name ON account (lower(name));
                CREATE TABLE session (
                    key TEXT COLLATE "C" PRIMARY KEY,
                    accountID BIGINT NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                    createdAt TIMESTAMPTZ NOT NULL,
                    lastSeenAt TIMESTAMPTZ NOT NULL,
                    viewing BIGINT REFERENCES account(id) ON DELETE SET NULL
                );
                CREATE INDEX session_account ON session(accountID);
                CREATE TABLE signInAttempt (
                    id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
                    at TIMESTAMPTZ NOT NULL,
                    accountID BIGINT REFERENCES account(id) ON DELETE CASCADE,
                    address TEXT COLLATE "C" NOT NULL,
                    succeeded BOOLEAN NOT NULL
                );
                CREATE INDEX signInAttempt_account ON signInAttempt(accountID, at);
                CREATE INDEX signInAttempt_address ON signInAttempt(address, at);
                CREATE TABLE careGrant (
                    id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
                    ownerID BIGINT NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                    clinicianID BIGINT NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                    areas TEXT COLLATE "C" NOT NULL,
                    until TEXT COLLATE "C" NOT NULL,
                    createdAt TIMESTAMPTZ NOT NULL,
                    revokedAt TIMESTAMPTZ
                );
                CREATE INDEX careGrant_pair ON careGrant(ownerID, clinicianID);
                CREATE TABLE careAccess (
                    id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
                    ownerID BIGINT NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                    clinicianID BIGINT NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                    at TIMESTAMPTZ NOT NULL,
                    method TEXT COLLATE "C" NOT NULL,
                    path TEXT COLLATE "C" NOT NULL
                );
                CREATE INDEX careAccess_owner ON careAccess(ownerID, at);
                """),
        PostgresMigration(
            "v2-shared-foods",
            sql: """
                CREATE TABLE sharedFood (
                    id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
                    ownerID BIGINT NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                    sourceFoodID BIGINT NOT NULL,
                    snapshot TEXT COLLATE "C" NOT NULL,
                    sharedAt TIMESTAMPTZ NOT NULL,
                    UNIQUE (ownerID, sourceFoodID)
                );
                """),
    ]

    // MARK: Shared foods

    static let snapshotEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()

    /// Shares a snapshot of one of the owner's foods with everyone on the server (sharing it again
    /// replaces the snapshot).
    public func shareFood(_ food: Food, owner: Account, clock: AppClock) throws -> SharedFood {
        let now = clock.now()
        let snapshot = try SharedFood.snapshot(of: food, ownerName: owner.name, sharedAt: now)
        let json = String(decoding: try Self.snapshotEncoder.encode(snapshot), as: UTF8.self)
        let id = try storage.write { db -> Int64 in
            try db.execute(
                sql: """
                    INSERT INTO sharedFood (ownerID, sourceFoodID, snapshot, sharedAt) VALUES (?, ?, ?, ?)
                    ON CONFLICT (ownerID, sourceFoodID) DO UPDATE SET snapshot = excluded.snapshot, sharedAt = excluded.sharedAt
                    """, arguments: [owner.id, food.id, json, now])
            return try Int64.fetchOne(db, sql: "SELECT id FROM sharedFood WHERE ownerID = ? AND sourceFoodID = ?", arguments: [owner.id, food.id]) ?? 0
        }
        var shared = snapshot
        shared.id = id
        return shared
    }

    /// Every food shared on the server by active accounts, by name.
    public func sharedFoods() throws -> [SharedFood] {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try storage.read { db in
            try SQLRow.fetchAll(
                db, sql: "SELECT f.id, f.snapshot, a.name FROM sharedFood f JOIN account a ON a.id = f.ownerID WHERE a.disabledAt IS NULL"
            ).compactMap { row -> SharedFood? in
                guard let id = row.integer(at: 0), let json = row.text(at: 1), let owner = row.text(at: 2),
                    var food = try? decoder.decode(SharedFood.self, from: Data(json.utf8))
                else { return nil }
                food.id = id
                food.ownerName = owner
                return food
            }.sorted { $0.name.localizedCaseInsensitiveCompare($1.name) == .orderedAscending }
        }
    }

    /// Stops sharing (copies others already added stay theirs).
    public func unshareFood(id: Int64, ownerID: Int64) throws {
        let changed = try storage.write { db -> Int in
            try db.execute(sql: "DELETE FROM sharedFood WHERE id = ? AND ownerID = ?", arguments: [id, ownerID])
            return db.changesCount
        }
        guard changed > 0 else { throw TallyError.notFound(field: "id", "you share no food with that id") }
    }

    // MARK: Accounts

    static let columns = "id, name, role, createdAt, disabledAt, dataPath"

    static func account(_ row: SQLRow) -> Account? {
        guard let id = row.integer(at: 0), let name = row.text(at: 1), let role = row.text(at: 2).flatMap(AccountRole.init(rawValue:)),
            let created = try? row.decode(Date.self, atIndex: 3), let dataPath = row.text(at: 5)
        else { return nil }
        return Account(id: id, name: name, role: role, createdAt: created, disabledAt: try? row.decode(Date?.self, atIndex: 4), dataPath: dataPath)
    }

    public func users() throws -> [Account] {
        try storage.read { db in try SQLRow.fetchAll(db, sql: "SELECT \(Self.columns) FROM account ORDER BY id").compactMap(Self.account) }
    }

    public func user(named name: String) throws -> Account? {
        try storage.read { db in try SQLRow.fetchOne(db, sql: "SELECT \(Self.columns) FROM account WHERE lower(name) = lower(?)", arguments: [name]).flatMap(Self.account) }
    }

    public func user(id: Int64) throws -> Account? {
        try storage.read { db in try SQLRow.fetchOne(db, sql: "SELECT \(Self.columns) FROM account WHERE id = ?", arguments: [id]).flatMap(Self.account) }
    }

    func require(_ name: String) throws -> Account {
        guard let account = try user(named: name) else {
            throw TallyError.notFound(field: "name", "no account named '\(Limits.clip(name))'; see tally user list")
        }
        return account
    }

    /// The folder holding an account's Tally database and files.
    public func dataDirectory(for account: Account) -> URL {
        account.dataPath.isEmpty ? directory : directory.appendingPathComponent(account.dataPath)
    }

    /// Adds an account. The first one owns the data already in the data directory; later ones get a
    /// folder of their own under `users/`.
    public func addUser(name: String, password: String, role: AccountRole, clock: AppClock) throws -> Account {
        let cleaned = try AccountName.check(name)
        try PasswordPolicy.check(password, name: cleaned)
        let hash = hashPassword(password)
        let now = clock.now()
        return try storage.write { db in
            if try SQLRow.fetchOne(db, sql: "SELECT 1 FROM account WHERE lower(name) = lower(?)", arguments: [cleaned]) != nil {
                throw TallyError.conflict(field: "name", "an account named '\(cleaned)' exists")
            }
            let isFirst = try Int.fetchOne(db, sql: "SELECT count(*) FROM account") ?? 0 == 0
            // A later account's folder is named by its id (never reused), known once the row is in.
            guard let id = try db.insertReturningID(
                sql: "INSERT INTO account (name, role, passwordHash, dataPath, createdAt, passwordChangedAt) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [cleaned, role.rawValue, hash, isFirst ? "" : "pending/\(UUID().uuidString)", now, now])
            else { throw TallyError.conflict(field: "name", "the account could not be added") }
            let dataPath = isFirst ? "" : "users/\(id)"
            try db.execute(sql: "UPDATE account SET dataPath = ? WHERE id = ?", arguments: [dataPath, id])
            return Account(id: id, name: cleaned, role: role, createdAt: now, disabledAt: nil, dataPath: dataPath)
        }
    }

    /// Disables an account: it can no longer sign in or use its tokens, and its sessions end now.
    public func setDisabled(_ name: String, disabled: Bool, clock: AppClock) throws -> Account {
        var account = try require(name)
        let now = clock.now()
        try storage.write { db in
            try db.execute(sql: "UPDATE account SET disabledAt = ? WHERE id = ?", arguments: [disabled ? now : nil, account.id])
            if disabled { try db.execute(sql: "DELETE FROM session WHERE accountID = ?", arguments: [account.id]) }
            // A lock from failed attempts ends with an enable.
            if !disabled { try db.execute(sql: "DELETE FROM signInAttempt WHERE accountID = ?", arguments: [account.id]) }
        }
        account.disabledAt = disabled ? now : nil
        return account
    }

    /// Sets a new password (by the admin): every session of the account ends and any lock is lifted.
    public func resetPassword(_ name: String, to password: String, clock: AppClock) throws -> Account {
        let account = try require(name)
        try PasswordPolicy.check(password, name: account.name)
        let hash = hashPassword(password)
        try storage.write { db in
            try db.execute(sql: "UPDATE account SET passwordHash = ?, passwordChangedAt = ? WHERE id = ?", arguments: [hash, clock.now(), account.id])
            try db.execute(sql: "DELETE FROM session WHERE accountID = ?", arguments: [account.id])
            try db.execute(sql: "DELETE FROM signInAttempt WHERE accountID = ?", arguments: [account.id])
        }
        return account
    }

    /// Changes one's own password: the current one must be right. Other sessions end; `keeping` stays.
    public func changePassword(accountID: Int64, current: String, new: String, keeping sessionKey: String, clock: AppClock) throws {
        guard let account = try user(id: accountID), let stored = try passwordHash(accountID) else {
            throw TallyError.notFound(field: nil, "the account is gone")
        }
        guard verify(current, hash: stored) else { throw TallyError.invalid(field: "current", "the current password is not right") }
        try PasswordPolicy.check(new, name: account.name)
        guard new != current else { throw TallyError.invalid(field: "password", "the new password is the current one") }
        let hash = hashPassword(new)
        try storage.write { db in
            try db.execute(sql: "UPDATE account SET passwordHash = ?, passwordChangedAt = ? WHERE id = ?", arguments: [hash, clock.now(), accountID])
            try db.execute(sql: "DELETE FROM session WHERE accountID = ? AND key <> ?", arguments: [accountID, sessionKey])
        }
    }

    func passwordHash(_ accountID: Int64) throws -> String? {
        try storage.read { db in try String.fetchOne(db, sql: "SELECT passwordHash FROM account WHERE id = ?", arguments: [accountID]) }
    }

    // MARK: Passwords

    static let preHashKey = SymmetricKey(data: Data("tally password pre-hash v1".utf8))

    static func preHash(_ password: String) -> String {
        Data(HMAC<SHA256>.authenticationCode(for: Data(password.utf8), using: preHashKey)).base64EncodedString()
    }

    func hashPassword(_ password: String) -> String { Bcrypt.hash(Self.preHash(password), cost: cost) }

    func verify(_ password: String, hash: String) -> Bool {
        guard hash.hasPrefix("$2") else { return false }
        return Bcrypt.verify(Self.preHash(password), hash: hash)
    }

    /// A hash at this store's cost that no password matches, verified when the name is unknown so that
    /// the answer takes as long as for a known name (made on first need: it costs one hash).
    private let decoy = Mutex<String?>(nil)

    func decoyHash() -> String {
        decoy.withLock { known in
            if let known { return known }
            let made = Bcrypt.hash(AppDatabase.randomSecret(), cost: cost)
            known = made
            return made
        }
    }

    // MARK: Signing in

    /// Why a sign-in was refused, in words for the sign-in page.
    public struct SignInRefused: Error, Sendable, Equatable {
        public var message: String
        /// Set when the refusal is a lock or rate limit (HTTP 429 with Retry-After).
        public var retryAfter: Date?
    }

    /// Checks a name and password from `address` and opens a session; the cookie's value is returned
    /// once. Failed attempts count towards the account's lockout and the address's rate limit.
    public func signIn(name: String, password: String, address: String, clock: AppClock) throws -> (cookie: String, session: AccountSession) {
        let now = clock.now()
        let found = try storage.read { db -> (Account, String)? in
            guard let row = try SQLRow.fetchOne(db, sql: "SELECT \(Self.columns), passwordHash FROM account WHERE lower(name) = lower(?)", arguments: [name]),
                let account = Self.account(row), let hash = row.text(at: 6)
            else { return nil }
            return (account, hash)
        }
        let (failures, attempts) = try storage.read { db -> ([Date], [Date]) in
            let since = now.addingTimeInterval(-max(throttle.window, throttle.lockout) * 2)
            var failures: [Date] = []
            if let account = found?.0 {
                failures = try Date.fetchAll(
                    db,
                    sql: """
                        SELECT at FROM signInAttempt WHERE accountID = ? AND NOT succeeded AND at > ?
                        AND id > coalesce((SELECT max(id) FROM signInAttempt WHERE accountID = ? AND succeeded), 0)
                        """, arguments: [account.id, since, account.id])
            }
            let attempts = try Date.fetchAll(db, sql: "SELECT at FROM signInAttempt WHERE address = ? AND at > ?", arguments: [address, since])
            return (failures, attempts)
        }
        if case .refused(let until, let reason) = throttle.decide(accountFailures: failures, addressAttempts: attempts, now: now) {
            let minutes = max(1, Int(rounding: (until.timeIntervalSince(now) / 60).rounded(.up)))
            throw SignInRefused(
                message: "\(reason); try again in \(minutes) minute\(minutes == 1 ? "" : "s") (an admin can lift it with tally user reset-password)",
                retryAfter: until)
        }
        let matches = found.map { verify(password, hash: $0.1) } ?? { _ = verify(password, hash: decoyHash()); return false }()
        guard let (account, _) = found, matches, account.isActive else {
            try storage.write { db in
                try db.execute(
                    sql: "INSERT INTO signInAttempt (at, accountID, address, succeeded) VALUES (?, ?, ?, FALSE)",
                    arguments: [now, found?.0.id, address])
                try db.execute(sql: "DELETE FROM signInAttempt WHERE at < ?", arguments: [now.addingTimeInterval(-86_400)])
            }
            if let account = found?.0, matches, !account.isActive {
                throw SignInRefused(message: "this account is disabled; ask the server's admin", retryAfter: nil)
            }
            throw SignInRefused(message: "the name or the password is not right", retryAfter: nil)
        }
        let cookie = AppDatabase.randomSecret()
        let key = Self.key(cookie)
        try storage.write { db in
            try db.execute(sql: "INSERT INTO signInAttempt (at, accountID, address, succeeded) VALUES (?, ?, ?, TRUE)", arguments: [now, account.id, address])
            try db.execute(sql: "INSERT INTO session (key, accountID, createdAt, lastSeenAt) VALUES (?, ?, ?, ?)", arguments: [key, account.id, now, now])
            try db.execute(sql: "DELETE FROM session WHERE accountID = ? AND lastSeenAt < ?", arguments: [account.id, now.addingTimeInterval(-sessions.idle)])
        }
        return (cookie, AccountSession(key: key, account: account, createdAt: now, lastSeenAt: now, viewing: nil))
    }

    /// The session a cookie names as stored, without checking or recording anything: one read, for a
    /// caller that then decides whether ``session(cookie:clock:)`` (which may write) is needed.
    public func storedSession(cookie: String) throws -> AccountSession? {
        guard cookie.count >= 40, cookie.count < 100 else { return nil }
        let key = Self.key(cookie)
        return try storage.read { db -> AccountSession? in
            guard
                let row = try SQLRow.fetchOne(
                    db,
                    sql: """
                        SELECT a.id, a.name, a.role, a.createdAt, a.disabledAt, a.dataPath, s.createdAt, s.lastSeenAt, s.viewing
                        FROM session s JOIN account a ON a.id = s.accountID WHERE s.key = ?
                        """, arguments: [key]),
                let account = Self.account(row), let created = try? row.decode(Date.self, atIndex: 6), let seen = try? row.decode(Date.self, atIndex: 7)
            else { return nil }
            return AccountSession(key: key, account: account, createdAt: created, lastSeenAt: seen, viewing: row.integer(at: 8))
        }
    }

    /// Whether a stored session can be used as it is: active, valid, and its use recorded within the minute.
    public func isCurrent(_ session: AccountSession, now: Date) -> Bool {
        session.account.isActive && sessions.isValid(createdAt: session.createdAt, lastSeenAt: session.lastSeenAt, now: now)
            && now.timeIntervalSince(session.lastSeenAt) <= 60 && now >= session.lastSeenAt
    }

    /// The live session a cookie names (nil when unknown, expired or its account disabled). Use is
    /// recorded at most once a minute.
    public func session(cookie: String, clock: AppClock) throws -> AccountSession? {
        let now = clock.now()
        let found = try storedSession(cookie: cookie)
        guard var session = found, session.account.isActive else { return nil }
        guard sessions.isValid(createdAt: session.createdAt, lastSeenAt: session.lastSeenAt, now: now) else {
            try signOut(sessionKey: session.key)
            return nil
        }
        if now.timeIntervalSince(session.lastSeenAt) > 60 {
            try storage.write { db in try db.execute(sql: "UPDATE session SET lastSeenAt = ? WHERE key = ?", arguments: [now, session.key]) }
            session.lastSeenAt = now
        }
        return session
    }

    public func signOut(sessionKey: String) throws {
        try storage.write { db in try db.execute(sql: "DELETE FROM session WHERE key = ?", arguments: [sessionKey]) }
    }

    /// Ends every session of the account (every browser it is signed in on).
    public func signOutEverywhere(accountID: Int64) throws {
        try storage.write { db in try db.execute(sql: "DELETE FROM session WHERE accountID = ?", arguments: [accountID]) }
    }

    public func sessionCount(accountID: Int64) throws -> Int {
        try storage.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM session WHERE accountID = ?", arguments: [accountID]) ?? 0 }
    }

    /// A clinician's browser starts (or with nil stops) reading a patient's shared pages.
    public func setViewing(sessionKey: String, ownerID: Int64?) throws {
        try storage.write { db in try db.execute(sql: "UPDATE session SET viewing = ? WHERE key = ?", arguments: [ownerID, sessionKey]) }
    }

    static func key(_ cookie: String) -> String { AppDatabase.hash(token: cookie) }

    // MARK: Care team

    static let grantColumns = """
        g.id, g.ownerID, o.name, g.clinicianID, c.name, g.areas, g.until, g.createdAt, g.revokedAt
        FROM careGrant g JOIN account o ON o.id = g.ownerID JOIN account c ON c.id = g.clinicianID
        """

    static func grant(_ row: SQLRow) -> CareGrant? {
        guard let id = row.integer(at: 0), let owner = row.integer(at: 1), let ownerName = row.text(at: 2), let clinician = row.integer(at: 3),
            let clinicianName = row.text(at: 4), let areas = row.text(at: 5).flatMap({ try? CareArea.parse($0) }),
            let until = row.text(at: 6).flatMap(Day.init), let created = try? row.decode(Date.self, atIndex: 7)
        else { return nil }
        return CareGrant(
            id: id, ownerID: owner, ownerName: ownerName, clinicianID: clinician, clinicianName: clinicianName, areas: areas, until: until,
            createdAt: created, revokedAt: try? row.decode(Date?.self, atIndex: 8))
    }

    /// Lets the clinician named `clinicianName` read `areas` of the owner's data until `until` (inclusive).
    /// A grant to the same clinician replaces the earlier one.
    public func share(ownerID: Int64, clinicianName: String, areas: [CareArea], until: Day, today: Day, clock: AppClock) throws -> CareGrant {
        guard let clinician = try user(named: clinicianName), clinician.role == .clinician, clinician.isActive else {
            throw TallyError.notFound(field: "clinician", "no active care-team account named '\(Limits.clip(clinicianName))' (the admin adds one with tally user add NAME --clinician)")
        }
        guard clinician.id != ownerID else { throw TallyError.invalid(field: "clinician", "share with someone else") }
        guard !areas.isEmpty else { throw TallyError.invalid(field: "areas", "choose at least one area to share") }
        guard until >= today else { throw TallyError.invalid(field: "until", "the last day of sharing is in the past") }
        let now = clock.now()
        let id = try storage.write { db -> Int64 in
            try db.execute(
                sql: "UPDATE careGrant SET revokedAt = ? WHERE ownerID = ? AND clinicianID = ? AND revokedAt IS NULL", arguments: [now, ownerID, clinician.id])
            return try db.insertReturningID(
                sql: "INSERT INTO careGrant (ownerID, clinicianID, areas, until, createdAt) VALUES (?, ?, ?, ?, ?)",
                arguments: [ownerID, clinician.id, areas.map(\.rawValue).joined(separator: " "), until.description, now]) ?? 0
        }
        guard let grant = try storage.read({ db in try SQLRow.fetchOne(db, sql: "SELECT \(Self.grantColumns) WHERE g.id = ?", arguments: [id]).flatMap(Self.grant) })
        else { throw TallyError.notFound(field: nil, "the grant could not be read back") }
        return grant
    }

    /// Grants an owner has given (newest first), revoked and expired ones included.
    public func grants(ownerID: Int64) throws -> [CareGrant] {
        try storage.read { db in
            try SQLRow.fetchAll(db, sql: "SELECT \(Self.grantColumns) WHERE g.ownerID = ? ORDER BY g.id DESC", arguments: [ownerID]).compactMap(Self.grant)
        }
    }

    /// Grants given to a clinician that are active on `today`.
    public func grants(clinicianID: Int64, today: Day) throws -> [CareGrant] {
        try storage.read { db in
            try SQLRow.fetchAll(db, sql: "SELECT \(Self.grantColumns) WHERE g.clinicianID = ? AND g.revokedAt IS NULL ORDER BY lower(o.name), o.id", arguments: [clinicianID])
                .compactMap(Self.grant).filter { $0.isActive(today: today) }
        }
    }

    public func revokeGrant(id: Int64, ownerID: Int64, clock: AppClock) throws {
        let changed = try storage.write { db -> Int in
            try db.execute(sql: "UPDATE careGrant SET revokedAt = ? WHERE id = ? AND ownerID = ? AND revokedAt IS NULL", arguments: [clock.now(), id, ownerID])
            return db.changesCount
        }
        guard changed > 0 else { throw TallyError.notFound(field: "grant", "no active sharing with that id") }
    }

    public func recordAccess(ownerID: Int64, clinicianID: Int64, method: String, path: String, clock: AppClock) throws {
        try storage.write { db in
            try db.execute(
                sql: "INSERT INTO careAccess (ownerID, clinicianID, at, method, path) VALUES (?, ?, ?, ?, ?)",
                arguments: [ownerID, clinicianID, clock.now(), String(method.prefix(10)), String(path.prefix(300))])
        }
    }

    /// The newest reads of the owner's data by care-team members.
    public func accessLog(ownerID: Int64, limit: Int = 200) throws -> [CareAccess] {
        try storage.read { db in
            try SQLRow.fetchAll(
                db,
                sql: "SELECT x.at, c.name, x.method, x.path FROM careAccess x JOIN account c ON c.id = x.clinicianID WHERE x.ownerID = ? ORDER BY x.id DESC LIMIT ?",
                arguments: [ownerID, limit]
            ).compactMap { row in
                guard let at = try? row.decode(Date.self, atIndex: 0), let name = row.text(at: 1), let method = row.text(at: 2), let path = row.text(at: 3)
                else { return nil }
                return CareAccess(at: at, clinicianName: name, method: method, path: path)
            }
        }
    }
}

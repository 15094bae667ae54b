import Foundation
import Synchronization
import TallyTestSupport
import Testing

import HummingbirdBcrypt
@testable import TallyCore
@testable import TallyStore

/// A clock the test moves forward.
final class MovingClock: Sendable {
    let instant: Mutex<Date>
    init(_ start: Date) { instant = Mutex(start) }
    func advance(_ seconds: TimeInterval) { instant.withLock { $0 = $0.addingTimeInterval(seconds) } }
    var clock: AppClock { AppClock(calendar: .gregorian(in: TimeZone(identifier: "Europe/Berlin")!)) { [self] in self.instant.withLock { $0 } } }
}

struct AccountStoreTests {
    static let start = Date(timeIntervalSince1970: 1_795_000_000)

    /// Published bcrypt vectors (Openwall crypt_blowfish's test suite, also in OpenBSD's regress tests):
    /// the hash library Tally uses reproduces them.
    @Test func bcryptReproducesPublishedVectors() {
        #expect(Bcrypt.verify("U*U", hash: "$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW"))
        #expect(Bcrypt.verify("", hash: "$2a$05$CCCCCCCCCCCCCCCCCCCCC.7uG0VCzI2bS7j6ymqJi9CdcdxiRTWNy"))
        #expect(!Bcrypt.verify("U*V", hash: "$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW"))
    }

    @Test func passwordsAreStoredSaltedAtCost12AndTheFirstAccountOwnsTheExistingData() throws {
        let folder = try TemporaryDirectory()
        let store = try TestStore.accounts(directory: folder.url, passwordCost: 12)
        let clock = MovingClock(Self.start).clock
        let first = try store.addUser(name: "alice", password: "correct horse battery", role: .admin, clock: clock)
        #expect(first.dataPath == "")
        #expect(store.dataDirectory(for: first) == folder.url)
        let hash = try #require(try store.passwordHash(first.id))
        #expect(hash.hasPrefix("$2b$12$") && hash.count == 60 && !hash.contains("correct"))
        // The same password again gets another salt.
        #expect(store.hashPassword("correct horse battery") != hash)
        #expect(store.verify("correct horse battery", hash: hash))
        #expect(!store.verify("correct horse batter", hash: hash))
        // An unknown name is checked against a hash of the same cost, so it answers as slowly as a known one.
        #expect(store.decoyHash().hasPrefix("$2b$12$"))
        // A password longer than bcrypt's 72 bytes counts in full.
        let long = String(repeating: "ä", count: 60) + "tail-one"
        let longHash = store.hashPassword(long)
        #expect(!store.verify(String(repeating: "ä", count: 60) + "tail-two", hash: longHash))
    }

    @Test func namesPasswordsAndFoldersAreChecked() throws {
        let folder = try TemporaryDirectory()
        let store = try TestStore.accounts(directory: folder.url)
        let clock = MovingClock(Self.start).clock
        _ = try store.addUser(name: "alice", password: "correct horse battery", role: .admin, clock: clock)
        let bob = try store.addUser(name: "bob", password: "another fine passphrase", role: .member, clock: clock)
        #expect(bob.dataPath == "users/2")
        #expect(throws: TallyError.self) { try store.addUser(name: "ALICE", password: "yet another passphrase", role: .member, clock: clock) }
        #expect(throws: TallyError.self) { try store.addUser(name: "carol", password: "short", role: .member, clock: clock) }
        #expect(throws: TallyError.self) { try store.addUser(name: "carol", password: "123456789012", role: .member, clock: clock) }
        #expect(throws: TallyError.self) { try store.addUser(name: "../etc", password: "a good long passphrase", role: .member, clock: clock) }
        #expect(try store.users().map(\.name) == ["alice", "bob"])
    }

    @Test func failuresLockTheAccountForFifteenMinutesAndSuccessResetsTheCount() throws {
        let folder = try TemporaryDirectory()
        let store = try TestStore.accounts(directory: folder.url)
        let time = MovingClock(Self.start)
        _ = try store.addUser(name: "bob", password: "another fine passphrase", role: .member, clock: time.clock)
        for _ in 0..<4 { #expect(throws: AccountStore.SignInRefused.self) { try store.signIn(name: "bob", password: "x", address: "a", clock: time.clock) } }
        // Four failures, then the right password: in, and the count starts again.
        _ = try store.signIn(name: "bob", password: "another fine passphrase", address: "a", clock: time.clock)
        for _ in 0..<5 { #expect(throws: AccountStore.SignInRefused.self) { try store.signIn(name: "bob", password: "x", address: "b", clock: time.clock) } }
        do {
            _ = try store.signIn(name: "bob", password: "another fine passphrase", address: "c", clock: time.clock)
            Issue.record("a locked account signed in")
        } catch let refused as AccountStore.SignInRefused {
            #expect(refused.message.contains("locked"))
            #expect(refused.retryAfter == time.clock.now().addingTimeInterval(15 * 60))
        }
        time.advance(15 * 60 + 1)
        _ = try store.signIn(name: "bob", password: "another fine passphrase", address: "c", clock: time.clock)
    }

    @Test func oneAddressIsLimitedWhateverNamesItTries() throws {
        let folder = try TemporaryDirectory()
        let store = try TestStore.accounts(directory: folder.url)
        let time = MovingClock(Self.start)
        _ = try store.addUser(name: "bob", password: "another fine passphrase", role: .member, clock: time.clock)
        for index in 0..<20 {
            #expect(throws: AccountStore.SignInRefused.self) { try store.signIn(name: "guess\(index)", password: "x", address: "10.0.0.9", clock: time.clock) }
        }
        #expect(throws: AccountStore.SignInRefused.self) { try store.signIn(name: "bob", password: "another fine passphrase", address: "10.0.0.9", clock: time.clock) }
        // Another address is not held back.
        _ = try store.signIn(name: "bob", password: "another fine passphrase", address: "10.0.0.10", clock: time.clock)
    }

    @Test func sessionsEndWhenIdleWhenOldWhenDisabledAndOnSignOut() throws {
        let folder = try TemporaryDirectory()
        let store = try TestStore.accounts(directory: folder.url)
        let time = MovingClock(Self.start)
        _ = try store.addUser(name: "bob", password: "another fine passphrase", role: .member, clock: time.clock)
        let (idle, _) = try store.signIn(name: "bob", password: "another fine passphrase", address: "a", clock: time.clock)
        let (daily, _) = try store.signIn(name: "bob", password: "another fine passphrase", address: "a", clock: time.clock)
        #expect(idle != daily)
        #expect(try store.session(cookie: idle, clock: time.clock) != nil)
        // Used every day, a session still ends after 30 days; left alone, after 7.
        for day in 1...31 {
            time.advance(86_400)
            let alive = try store.session(cookie: daily, clock: time.clock) != nil
            #expect(alive == (day < 30), "day \(day)")
            if day == 8 { #expect(try store.session(cookie: idle, clock: time.clock) == nil) }
        }
        let (fresh, session) = try store.signIn(name: "bob", password: "another fine passphrase", address: "a", clock: time.clock)
        #expect(try store.session(cookie: fresh, clock: time.clock)?.key == session.key)
        _ = try store.setDisabled("bob", disabled: true, clock: time.clock)
        #expect(try store.session(cookie: fresh, clock: time.clock) == nil)
        do {
            _ = try store.signIn(name: "bob", password: "another fine passphrase", address: "a", clock: time.clock)
            Issue.record("a disabled account signed in")
        } catch let refused as AccountStore.SignInRefused {
            #expect(refused.message.contains("disabled"))
        }
    }

    @Test func aStoredSessionIsUsedAsItIsOnlyWhileItsUseIsRecordedWithinTheMinute() throws {
        let folder = try TemporaryDirectory()
        let store = try TestStore.accounts(directory: folder.url)
        let time = MovingClock(Self.start)
        _ = try store.addUser(name: "bob", password: "another fine passphrase", role: .member, clock: time.clock)
        let (cookie, _) = try store.signIn(name: "bob", password: "another fine passphrase", address: "a", clock: time.clock)
        let stored = try #require(try store.storedSession(cookie: cookie))
        #expect(store.isCurrent(stored, now: time.clock.now()))
        #expect(try store.storedSession(cookie: String(repeating: "x", count: 43)) == nil)
        time.advance(61)
        #expect(!store.isCurrent(stored, now: time.clock.now()))
        // The full check records the use; then the stored session is current again.
        _ = try store.session(cookie: cookie, clock: time.clock)
        #expect(store.isCurrent(try #require(try store.storedSession(cookie: cookie)), now: time.clock.now()))
        _ = try store.setDisabled("bob", disabled: true, clock: time.clock)
        #expect(try store.storedSession(cookie: cookie) == nil)
    }

    @Test func aTokensUseIsRecordedAtMostOnceAMinute() throws {
        let folder = try TemporaryDirectory()
        let database = try TestStore.open(directory: folder.url, loadsGenericFoods: false)
        let time = MovingClock(Self.start)
        let (token, _) = try database.createToken(name: "script", scopes: ["read"], clock: time.clock)
        #expect(try database.authenticate(token: token, scope: "read", clock: time.clock)?.lastUsedAt == Self.start)
        time.advance(30)
        #expect(try database.authenticate(token: token, scope: "read", clock: time.clock) != nil)
        #expect(try database.tokens().first?.lastUsedAt == Self.start)
        time.advance(31)
        _ = try database.authenticate(token: token, scope: "read", clock: time.clock)
        #expect(try database.tokens().first?.lastUsedAt == Self.start.addingTimeInterval(61))
        #expect(try database.authenticate(token: token, scope: "write", clock: time.clock) == nil)
    }

    @Test func grantsNameAClinicianAndEndAfterTheirLastDay() throws {
        let folder = try TemporaryDirectory()
        let store = try TestStore.accounts(directory: folder.url)
        let time = MovingClock(Self.start)
        let alice = try store.addUser(name: "alice", password: "correct horse battery", role: .admin, clock: time.clock)
        let doctor = try store.addUser(name: "drlee", password: "doctor's own passphrase", role: .clinician, clock: time.clock)
        _ = try store.addUser(name: "bob", password: "another fine passphrase", role: .member, clock: time.clock)
        let today = Day("2026-11-18")!
        #expect(throws: TallyError.self) { try store.share(ownerID: alice.id, clinicianName: "bob", areas: [.food], until: today, today: today, clock: time.clock) }
        #expect(throws: TallyError.self) { try store.share(ownerID: alice.id, clinicianName: "drlee", areas: [.food], until: today.adding(days: -1), today: today, clock: time.clock) }
        let grant = try store.share(ownerID: alice.id, clinicianName: "drlee", areas: [.body, .food], until: today.adding(days: 2), today: today, clock: time.clock)
        #expect(grant.areas == [.food, .body])
        #expect(try store.grants(clinicianID: doctor.id, today: today.adding(days: 2)).count == 1)
        #expect(try store.grants(clinicianID: doctor.id, today: today.adding(days: 3)).isEmpty)
        try store.revokeGrant(id: grant.id, ownerID: alice.id, clock: time.clock)
        #expect(try store.grants(clinicianID: doctor.id, today: today).isEmpty)
        #expect(throws: TallyError.self) { try store.revokeGrant(id: grant.id, ownerID: alice.id, clock: time.clock) }
    }
}

import Foundation
import GRDB
import Testing
import TallyCore
import TallyTestSupport

@testable import TallyStore

/// Reminders delivered from a real file under a moving clock; documents and photos on disk; setup.
struct NotifyStoreTests {
    /// Two servers on one database (two store instances): both see the pending push, one claims it and
    /// sends it; the other leaves it until the claim ends (a failure ends it; an abandoned one runs out).
    @Test func aPendingPushIsClaimedByOneServerAtATime() throws {
        let directory = try TemporaryDirectory()
        let one = try TestStore.open(directory: directory.url, loadsGenericFoods: false)
        let two = try TestStore.open(directory: directory.url, loadsGenericFoods: false)
        try one.updateNotifySettings([("daily-summary.time", "21:30"), ("calories", "off"), ("weekly-milestone", "off")])
        let delivered = try one.deliverDueReminders(clock: .berlin("2026-11-22 21:31"))
        let id = try #require(delivered.first?.id)
        let now = AppClock.berlin("2026-11-22 21:32")
        #expect(try one.pendingPushes(clock: now).map(\.id) == [id])
        #expect(try two.pendingPushes(clock: now).map(\.id) == [id])
        #expect(try one.claimPush(id: id, clock: now))
        #expect(!(try two.claimPush(id: id, clock: now)))
        #expect(try two.pendingPushes(clock: now).isEmpty)
        // The push failed: the claim ends and the next evaluation (on either server) tries again.
        try one.recordPush(id: id, error: "webhook: 503", clock: now)
        #expect(try two.claimPush(id: id, clock: .berlin("2026-11-22 21:33")))
        // A server that stopped while sending leaves a claim that runs out after two minutes.
        #expect(!(try one.claimPush(id: id, clock: .berlin("2026-11-22 21:34"))))
        #expect(try one.claimPush(id: id, clock: .berlin("2026-11-22 21:36")))
        try one.recordPush(id: id, error: nil, clock: .berlin("2026-11-22 21:37"))
        #expect(try two.pendingPushes(clock: .berlin("2026-11-22 21:40")).isEmpty)
        #expect(!(try two.claimPush(id: id, clock: .berlin("2026-11-22 21:40"))))
    }

    @Test func eachOccasionIsDeliveredOnceAcrossRunsAndRestartsAndNeverInQuietHours() throws {
        let directory = try TemporaryDirectory()
        var database: AppDatabase? = try TestStore.open(directory: directory.url, loadsGenericFoods: false)
        try #require(database).updateNotifySettings([("quiet", "22:00-07:00"), ("daily-summary.time", "21:30"), ("calories", "off"), ("weekly-milestone", "off")])
        _ = try #require(database).quickAdd(QuickAdd.Request(kcal: "650", name: "Lunch"), clock: .berlin("2026-11-21 12:30"))
        // Before its time: nothing. In quiet hours after its time: nothing.
        #expect(try #require(database).deliverDueReminders(clock: .berlin("2026-11-21 21:29")).isEmpty)
        let updated = try #require(database).updateNotifySettings([("quiet", "21:00-07:00")])
        #expect(updated.quiet?.description == "21:00–07:00")
        #expect(try #require(database).deliverDueReminders(clock: .berlin("2026-11-21 21:45")).isEmpty)
        #expect(try #require(database).deliverDueReminders(clock: .berlin("2026-11-22 02:00")).isEmpty)
        // Quiet hours end at 07:00, but it is a new Tally day from 04:00: the summary of the 21st is gone,
        // and the 22nd's is not due until 21:30.
        #expect(try #require(database).deliverDueReminders(clock: .berlin("2026-11-22 07:00")).isEmpty)
        try #require(database).updateNotifySettings([("quiet", nil)])
        let first = try #require(database).deliverDueReminders(clock: .berlin("2026-11-22 21:31"))
        #expect(first.map(\.key) == ["daily-summary:2026-11-22"])
        #expect(first.first?.body == "Nothing logged today yet. 0 days on target this week.")
        // Evaluating again, and after reopening the file (a restart), delivers nothing more.
        #expect(try #require(database).deliverDueReminders(clock: .berlin("2026-11-22 21:32")).isEmpty)
        database = nil
        let reopened = try TestStore.open(directory: directory.url, loadsGenericFoods: false)
        #expect(try reopened.deliverDueReminders(clock: .berlin("2026-11-22 23:00")).isEmpty)
        #expect(try reopened.notifications().count == 1)
        #expect(try reopened.unreadNotificationCount() == 1)
        #expect(try reopened.markNotificationsRead(id: first[0].id, clock: .berlin("2026-11-22 23:01")) == 1)
        #expect(try reopened.unreadNotificationCount() == 0)
        #expect(throws: TallyError.self) { try reopened.markNotificationsRead(id: 999, clock: .berlin("2026-11-22 23:01")) }
    }

    @Test func twoProcessesEvaluatingAtOnceDeliverOnce() async throws {
        let directory = try TemporaryDirectory()
        let setup = try TestStore.open(directory: directory.url, loadsGenericFoods: false)
        try setup.updateNotifySettings([("daily-summary.time", "08:00")])
        // Separate connections to one file, as two `tally serve` processes (or serve and a cron `notify run`) have.
        let connections = try (0..<4).map { _ in try TestStore.open(directory: directory.url, loadsGenericFoods: false) }
        let delivered = try await withThrowingTaskGroup(of: Int.self) { group in
            for connection in connections {
                group.addTask { try connection.deliverDueReminders(clock: .berlin("2026-11-21 09:00")).count }
            }
            return try await group.reduce(0, +)
        }
        #expect(delivered == 1)
        #expect(try setup.notifications().count == 1)
    }

    @Test func theCapCountsWhatWasDeliveredEarlierInTheDay() throws {
        let directory = try TemporaryDirectory()
        let database = try TestStore.open(directory: directory.url, loadsGenericFoods: false)
        try database.updateNotifySettings([
            ("no-food", "on"), ("no-food.hours", "2"), ("no-food.cap", "1"), ("daily-summary", "off"), ("calories", "off"), ("weekly-milestone", "off"),
        ])
        _ = try database.quickAdd(QuickAdd.Request(kcal: "300", name: "Breakfast"), clock: .berlin("2026-11-21 08:00"))
        #expect(try database.deliverDueReminders(clock: .berlin("2026-11-21 10:00")).map(\.key) == ["no-food:2026-11-21T08:00"])
        _ = try database.quickAdd(QuickAdd.Request(kcal: "500", name: "Lunch"), clock: .berlin("2026-11-21 12:00"))
        // A new occasion (after lunch), but the one-a-day cap is spent.
        #expect(try database.deliverDueReminders(clock: .berlin("2026-11-21 15:00")).isEmpty)
        // The next Tally day the cap starts again.
        #expect(try database.deliverDueReminders(clock: .berlin("2026-11-22 09:00")).map(\.key) == ["no-food:2026-11-21T12:00"])
    }
}

struct DocumentStoreTests {
    static let pdf = Data("%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\n%%EOF\n".utf8)

    @Test func aDocumentIsCheckedStoredUnderAGeneratedNameAndDeletedWithItsFile() throws {
        let directory = try TemporaryDirectory()
        let database = try TestStore.open(directory: directory.url, loadsGenericFoods: false)
        let source = directory.url.appendingPathComponent("my lab report.pdf")
        try Self.pdf.write(to: source)
        let document = try database.addDocument(title: "  Lab report  ", file: source, dataDirectory: directory.url, clock: .berlin("2026-11-21 10:00"))
        #expect(document.title == "Lab report")
        #expect(document.mediaType == "application/pdf")
        #expect(document.byteCount == Int64(Self.pdf.count))
        // SHA-256 of the bytes, worked out independently (sha256sum and Python's hashlib agree).
        #expect(document.sha256 == "384869fa7f2bdefced9e36e82b08756313a5223ddd81c5db41b94e2862761e67")
        let stored = AppDatabase.storedFile(document.fileName, folder: "documents", dataDirectory: directory.url)
        #expect(try Data(contentsOf: stored) == Self.pdf)
        #expect(!document.fileName.contains("lab"))
        #expect(try database.documents().map(\.id) == [document.id])
        try database.deleteDocument(id: document.id, dataDirectory: directory.url)
        #expect(!FileManager.default.fileExists(atPath: stored.path))
        #expect(try database.documents().isEmpty)
        #expect(throws: TallyError.self) { try database.deleteDocument(id: document.id, dataDirectory: directory.url) }
    }

    @Test func aFileThatIsNotAPDFOrImageIsRefusedAndLeavesNothing() throws {
        let directory = try TemporaryDirectory()
        let database = try TestStore.open(directory: directory.url, loadsGenericFoods: false)
        let source = directory.url.appendingPathComponent("report.pdf")
        try Data("<html><body>not a pdf</body></html>".utf8).write(to: source)
        #expect(throws: TallyError.self) { try database.addDocument(title: "Report", file: source, dataDirectory: directory.url, clock: .berlin("2026-11-21 10:00")) }
        try Self.pdf.write(to: source)
        #expect(throws: TallyError.self) { try database.addDocument(title: " ", file: source, dataDirectory: directory.url, clock: .berlin("2026-11-21 10:00")) }
        let folder = directory.url.appendingPathComponent("documents")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).isEmpty)
        #expect(try database.documents().isEmpty)
        // A stored name that is not one Tally generated never reaches outside the folder.
        #expect(AppDatabase.storedFile("../tally.sqlite", folder: "documents", dataDirectory: directory.url).lastPathComponent == "invalid")
    }

    @Test(.enabled(if: !TestStore.isPostgres, "Tally's own backups are SQLite's; on PostgreSQL they are pg_dump's")) func backupsAndExportsCarryTheFiles() throws {
        let directory = try TemporaryDirectory()
        let database = try TestStore.open(directory: directory.url, loadsGenericFoods: false)
        let source = directory.url.appendingPathComponent("scan.pdf")
        try Self.pdf.write(to: source)
        let document = try database.addDocument(title: "Scan", file: source, dataDirectory: directory.url, clock: .berlin("2026-11-21 10:00"))
        let manifest = try Backups.create(
            database, dataDirectory: directory.url, backupDirectory: directory.url.appendingPathComponent("backups"), note: nil, appVersion: "test",
            clock: .berlin("2026-11-21 10:01"))
        let copied = directory.url.appendingPathComponent("backups").appendingPathComponent(manifest.id).appendingPathComponent("documents")
            .appendingPathComponent(document.fileName)
        #expect(try Data(contentsOf: copied) == Self.pdf)
        // The export holds the file; importing it into an empty directory puts it back, byte for byte.
        let export = try database.export(clock: .berlin("2026-11-21 10:02"), dataDirectory: directory.url)
        #expect(export.files?["documents/\(document.fileName)"] == Self.pdf)
        let decoded = try AppDatabase.decodeExport(try AppDatabase.encode(export))
        let target = try TemporaryDirectory()
        let fresh = try TestStore.open(directory: target.url, loadsGenericFoods: false)
        let counts = try fresh.importExport(decoded, dataDirectory: target.url)
        #expect(counts["document"] == 1)
        #expect(counts["files"] == 1)
        #expect(try fresh.documents().first?.title == "Scan")
        #expect(try Data(contentsOf: AppDatabase.storedFile(document.fileName, folder: "documents", dataDirectory: target.url)) == Self.pdf)
        // An export naming a file outside the kept folders is refused before anything is written.
        var hostile = decoded
        hostile.files = ["../escape.pdf": Self.pdf]
        let other = try TemporaryDirectory()
        #expect(throws: TallyError.self) { try TestStore.open(directory: other.url, loadsGenericFoods: false).importExport(hostile, dataDirectory: other.url) }
    }
}

struct OnboardingStoreTests {
    @Test func setupChecksEveryStepAndStoresOnlyAtTheEnd() throws {
        let directory = try TemporaryDirectory()
        let database = try TestStore.open(directory: directory.url, loadsGenericFoods: false)
        let clock = AppClock.berlin("2026-11-21 09:00")
        #expect(try database.needsOnboarding())
        var answers = AppDatabase.OnboardingAnswers(units: "imperial", birthDate: "1990-04-12", sex: "female", height: "66")
        try database.onboard(answers, through: .about, commit: false, clock: clock)
        // Checked, not stored.
        #expect(try database.profile().heightCm == nil)
        answers.weight = "170"
        answers.activity = "moderate"
        answers.goal = "lose"
        answers.target = "170"
        answers.by = "2027-06-01"
        // A loss target that is not below the current weight is refused, naming the field; nothing is stored.
        #expect { try database.onboard(answers, through: .goal, commit: true, clock: clock) } throws: { ($0 as? TallyError)?.field == "target" }
        #expect(try database.measurements().isEmpty)
        #expect(try database.needsOnboarding())
        answers.target = "160"
        let plan = try #require(try database.onboard(answers, through: .goal, commit: true, clock: clock))
        // 66 in = 167.64 cm; 170 lb = 77.111 kg; messages in pounds.
        #expect(abs((try database.profile().heightCm ?? 0) - 167.64) < 1e-9)
        #expect(abs((try database.measurements(kind: .weight).last?.value ?? 0) - 170 * 0.45359237) < 1e-9)
        #expect(plan.message.contains("10 lb"))
        #expect(!(try database.needsOnboarding()))
        #expect(try database.targets(on: Day("2026-11-21")!).kcal != nil)
    }

    @Test func anExistingUserIsNeverSentThroughSetup() throws {
        let directory = try TemporaryDirectory()
        let database = try TestStore.open(directory: directory.url, loadsGenericFoods: false)
        _ = try database.quickAdd(QuickAdd.Request(kcal: "100"), clock: .berlin("2026-11-21 09:00"))
        #expect(!(try database.needsOnboarding()))
        let other = try TemporaryDirectory()
        let skipped = try TestStore.open(directory: other.url, loadsGenericFoods: false)
        try skipped.skipOnboarding(clock: .berlin("2026-11-21 09:00"))
        #expect(!(try skipped.needsOnboarding()))
    }
}

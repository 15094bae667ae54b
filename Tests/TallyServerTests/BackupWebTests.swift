import Foundation
import HTTPTypes
import Testing
import TallyTestSupport

@testable import TallyCore
@testable import TallyServer
@testable import TallyStore

/// Manage → Backups over real HTTP: back up with a note, the list, download, restore (with its safety
/// backup), the file check.
struct BackupWebTests {
    @Test(.enabled(if: !TestStore.isPostgres, "Tally's own backups are SQLite's; on PostgreSQL they are pg_dump's")) func backUpDownloadRestoreAndCheckFromTheWebApp() async throws {
        let server = try TestServer()
        _ = try server.database.logEntry(EntryRequest(category: "Fruit", portions: "2"), clock: server.clock)
        try await server.run { client in
            let made = try await client.form("/manage/backups", ["note": "before spring"])
            #expect(made.status == .seeOther || made.status == .found)
            let backups = Backups.list(Backups.defaultDirectory(for: URL(fileURLWithPath: server.database.path).deletingLastPathComponent()))
            let backup = try #require(backups.first)
            #expect(backup.note == "before spring")
            #expect(backup.rows["entry"] == 1)
            let page = try await client.get("/manage")
            #expect(page.text.contains("data-backup=\"\(backup.id)\""))
            #expect(page.text.contains("before spring"))
            #expect(page.text.contains("data-confirm=\"Replace all current data"))

            let download = try await client.get("/manage/backups/\(backup.id)/download")
            #expect(download.status == .ok)
            #expect(download.text.hasPrefix("SQLite format 3"))
            #expect(download.headers[.contentDisposition]?.contains("attachment") == true)
            #expect(try await client.get("/manage/backups/..%2Fsecret/download").status == .notFound)

            _ = try server.database.logEntry(EntryRequest(category: "Vegetables", portions: "3"), clock: server.clock)
            let restored = try await client.form("/manage/backups/\(backup.id)/restore", [:])
            #expect(restored.status == .seeOther || restored.status == .found)
            #expect(try server.database.rowCounts()["entry"] == 1)
            let after = Backups.list(Backups.defaultDirectory(for: URL(fileURLWithPath: server.database.path).deletingLastPathComponent()))
            #expect(after.contains { $0.kind == "safety" && $0.rows["entry"] == 2 }, "the replaced data was backed up first")

            let check = try await client.form("/manage/backups/check", [:])
            #expect(check.headers[.location]?.contains("whole") == true)
            let missing = try await client.form("/manage/backups/tally-nope/restore", [:])
            #expect(missing.status == .notFound)
        }
    }
}

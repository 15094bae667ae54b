import Foundation
import HTTPTypes
import Testing
import TallyTestSupport

@testable import TallyCore
@testable import TallyImport
@testable import TallyServer
@testable import TallyStore

/// A delete in the web app can be undone once in the same session, putting the entry back as it was.
struct UndoTests {
    @Test func aDeletedEntryComesBackWithItsIdAndIdentity() async throws {
        let server = try TestServer()
        let entry = try server.database.logEntry(EntryRequest(category: "Fruit", portions: "2"), clock: server.clock)
        try await server.run { client in
            let deleted = try await client.form("/entries/\(entry.id)/delete", ["back": "/"])
            let location = try #require(deleted.headers[.location])
            let key = try #require(location.range(of: "undo=[0-9A-F-]{36}", options: .regularExpression).map { String(location[$0].dropFirst(5)) })
            #expect(try server.database.entryCount() == 0)
            let undone = try await client.form("/entries/undo", ["undo": key, "back": "/"])
            #expect(undone.headers[.location]?.contains("Restored") == true)
            let back = try server.database.entry(id: entry.id)
            #expect(back.portions == entry.portions)
            #expect(back.day == entry.day && back.loggedAt == entry.loggedAt && back.mealSlotID == entry.mealSlotID)
            // Once only.
            let again = try await client.form("/entries/undo", ["undo": key, "back": "/"])
            #expect(again.headers[.location]?.contains("Nothing") == true)
            #expect(try server.database.entryCount() == 1)
            #expect(try await client.form("/entries/undo", ["undo": "forged", "back": "/"]).headers[.location]?.contains("Nothing") == true)
        }
    }

    @Test func anUndoneImportedEntryKeepsItsImportIdentity() throws {
        let server = try TestServer()
        let json = #"{"data":{"metrics":[{"name":"dietary_energy","units":"kcal","data":[{"date":"2026-11-20 12:30:00 +0100","qty":640}]}]}}"#
        let batch = try HealthAutoExportReader.read(data: Data(json.utf8), options: .init(home: server.clock.timeZone, boundary: .standard))
        _ = try server.database.importHealth(batch, file: nil, dryRun: false, routes: nil, clock: server.clock)
        let id = try #require(try server.database.rowCounts()["entry"] == 1 ? server.database.daySummary(Day("2026-11-20")!).entries.first?.id : nil)
        let deleted = try server.database.deleteEntryForUndo(id: id)
        _ = try server.database.restoreEntry(deleted)
        // Importing the same data again finds it: nothing added.
        let again = try server.database.importHealth(batch, file: nil, dryRun: false, routes: nil, clock: server.clock)
        #expect(again.added.isEmpty)
        #expect(again.alreadyThere["meals"] == 1)
    }
}

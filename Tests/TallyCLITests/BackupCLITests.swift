import Foundation
import TallyTestSupport
import Testing

/// `tally backup`, `backup list`, `restore` and `check` as a user runs them: the JSON contracts, the
/// confirmation, a damaged file found and recovered.
struct BackupCLITests {
    @Test func backUpListRestoreAndRecover() throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        try tally.run(["log", "Fruit", "2"])
        let created = try tally.json(["backup", "--note", "two fruit"])
        let id = try #require(created["id"] as? String)
        #expect(created["note"] as? String == "two fruit")
        #expect(created[path: "rows.entry"] as? Int == 1)
        #expect(created["kind"] as? String == "manual")
        let listed = try #require(try tally.json(["backup", "list"])["backups"] as? [[String: Any]])
        #expect(listed.map { $0["id"] as? String } == [id])

        try tally.run(["log", "Vegetables", "3"])
        // Not a terminal and no --yes: refused, nothing changed.
        let refused = try tally.run(["restore", id])
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("--yes"))
        #expect(try tally.json(["info"])["entries"] as? Int == 2)

        let restored = try tally.json(["restore", id, "--yes"])
        #expect(restored["restored"] as? String == id)
        #expect(try tally.json(["info"])["entries"] as? Int == 1)
        let safety = try #require(restored["safetyBackup"] as? String)
        #expect(try tally.json(["restore", safety, "--yes"])["restored"] as? String == safety)
        #expect(try tally.json(["info"])["entries"] as? Int == 2, "the safety backup brings the replaced data back")

        let unknown = try tally.run(["restore", "no-such-backup", "--yes"])
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("tally backup list"))

        // A page of the file damaged: check says so and how to recover; restore latest recovers.
        let file = tally.data.appendingPathComponent("tally.sqlite")
        try tally.run(["vacuum"])
        var bytes = try Data(contentsOf: file)
        let page = 4096 * 5
        for index in page..<(page + 100) where index < bytes.count { bytes[index] ^= 0x5A }
        try bytes.write(to: file)
        let check = try tally.run(["check"])
        #expect(check.status != 0)
        #expect(check.stdout.contains("damaged") || check.stderr.contains("damaged") || check.stderr.contains("cannot be opened"))
        #expect(check.stdout.contains("tally restore latest") || check.stderr.contains("tally restore latest"))
        let recovered = try tally.run(["restore", "latest", "--yes"])
        #expect(recovered.status == 0, "\(recovered.stderr)")
        #expect(try tally.run(["check"]).status == 0)
        let kept = try FileManager.default.contentsOfDirectory(atPath: tally.data.path).filter { $0.hasPrefix("tally.sqlite.damaged-") }
        #expect(!kept.isEmpty, "the damaged file is kept")
    }
}

import Foundation
import Testing

/// `tally setup`, `tally notify`, `tally docs`, `tally history --by` and units in CLI output, run as a user would.
struct EverydayCLITests {
    @Test func setupAsksEachStepAgainOnBadAnswersAndStoresOnlyAtTheEnd() throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        // Standard input with a bad height stops setup with the reason and stores nothing.
        let bad = try tally.run(["setup"], input: "imperial\nkcal\n1990-04-12\nfemale\nseventy\n")
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("height: 'seventy' is not a number"))
        #expect(try tally.json(["profile", "show"])["heightCm"] is NSNull)
        let good = try tally.run(["setup", "--json"], input: "imperial\nkcal\n1990-04-12\nfemale\n66\n170\nmoderate\nmaintain\n\n\n")
        #expect(good.status == 0, "\(good.stderr)")
        let targets = try good.json()
        #expect((targets["kcal"] as? Double ?? 0) > 1200)
        let profile = try tally.json(["profile", "show"])
        #expect(profile["units"] as? String == "imperial")
        #expect(profile["heightCm"] as? Double == 167.6)
        // JSON keeps SI keys and adds the person's units beside them.
        // 167.6 cm (as the profile reports it) / 2.54 = 65.98 in.
        #expect(profile["heightIn"] as? Double == 65.98)
    }

    @Test func notifyRunDeliversOnceAtItsTimeAndNeverInQuietHours() throws {
        var tally = try TallyProcess()
        defer { tally.cleanUp() }
        #expect(try tally.run(["quick", "650", "--name", "Lunch"]).status == 0)
        #expect(try tally.run(["notify", "set", "quiet", "22:00", "07:00"]).status == 0)
        #expect(try tally.run(["notify", "set", "daily-summary.time", "21:00"]).status == 0)
        let wrong = try tally.run(["notify", "set", "daily-summary.time", "9pm"])
        #expect(wrong.status != 0 && wrong.stderr.contains("HH:MM"))
        let show = try tally.json(["notify", "show"])
        #expect(show["quiet"] as? String == "22:00-07:00")
        tally.now = "2026-11-21T20:30"
        #expect((try tally.json(["notify", "run"])["delivered"] as? [Any])?.isEmpty == true)
        tally.now = "2026-11-21T22:10"
        #expect((try tally.json(["notify", "run"])["delivered"] as? [Any])?.isEmpty == true)
        #expect(try tally.run(["notify", "set", "quiet", "off"]).status == 0)
        let run = try tally.json(["notify", "run"])
        let delivered = try #require(run["delivered"] as? [[String: Any]])
        #expect(delivered.map { $0["key"] as? String } == ["daily-summary:2026-11-21"])
        #expect(delivered.first?["createdAt"] as? String == "2026-11-21T21:10:00Z")
        tally.now = "2026-11-21T23:00"
        #expect(try tally.run(["notify", "run"]).stdout.contains("Nothing due."))
        let list = try tally.json(["notify", "list"])
        #expect((list["notifications"] as? [Any])?.count == 1)
        #expect(list["unread"] as? Int == 1)
        let inbox = try tally.run(["notify", "list"])
        #expect(inbox.stdout.contains("Today so far"))
        #expect(try tally.run(["notify", "read", "--all"]).stdout.contains("Marked 1 read"))
        let test = try tally.run(["notify", "test"])
        #expect(test.status == 0 && test.stdout.contains("No webhook or ntfy topic is set"))
    }

    @Test func documentsAreAddedListedAndDeletedWithTheirFiles() throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        let pdf = tally.data.deletingLastPathComponent().appendingPathComponent("cli-\(UUID().uuidString).pdf")
        try Data("%PDF-1.4\n%%EOF\n".utf8).write(to: pdf)
        defer { try? FileManager.default.removeItem(at: pdf) }
        let added = try tally.run(["docs", "add", pdf.path, "--title", "Letter from the clinic", "--json"])
        #expect(added.status == 0, "\(added.stderr)")
        let document = try added.json()
        let id = try #require(document["id"] as? Int)
        #expect(document["kind"] as? String == "pdf")
        #expect(document["mediaType"] as? String == "application/pdf")
        let folder = tally.data.appendingPathComponent("documents")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 1)
        let listed = try tally.json(["docs", "list"])
        #expect((listed["documents"] as? [[String: Any]])?.map { $0["title"] as? String } == ["Letter from the clinic"])
        let text = try tally.run(["docs", "list"])
        #expect(text.stdout.contains("Letter from the clinic"))
        let html = tally.data.deletingLastPathComponent().appendingPathComponent("cli-\(UUID().uuidString).pdf")
        try Data("<html></html>".utf8).write(to: html)
        defer { try? FileManager.default.removeItem(at: html) }
        let refused = try tally.run(["docs", "add", html.path, "--title", "Fake"])
        #expect(refused.status != 0 && refused.stderr.contains("not a PDF or an image"))
        #expect(try tally.run(["docs", "delete", String(id)]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        let again = try tally.run(["docs", "delete", String(id)])
        #expect(again.status != 0 && again.stderr.contains("no document \(id)"))
        let missing = try tally.run(["docs", "add", "/nonexistent/file.pdf", "--title", "x"])
        #expect(missing.status != 0 && missing.stderr.contains("no file"))
    }

    @Test func textOutputFollowsTheChosenUnits() throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        #expect(try tally.run(["quick", "500", "--name", "Soup"]).status == 0)
        #expect(try tally.run(["day"]).stdout.contains("Calories 500 kcal"))
        #expect(try tally.run(["profile", "set", "--units", "imperial", "--energy-unit", "kj"]).status == 0)
        // 500 kcal × 4.184 = 2092 kJ.
        #expect(try tally.run(["day"]).stdout.contains("Calories 2092 kJ"))
        let day = try tally.json(["day"])
        #expect(day[path: "nutrition.kJ.consumed"] as? Double == 2092)
        #expect(day[path: "nutrition.kcal.consumed"] as? Double == 500)
        let week = try tally.run(["history", "--by", "week", "--from", "2026-11-16"])
        #expect(week.status == 0 && week.stdout.contains("2026-11-16–2026-11-21") && week.stdout.contains("1/6 days logged"))
        let bad = try tally.run(["history", "--by", "fortnight"])
        #expect(bad.status != 0 && bad.stderr.contains("week or month"))
    }
}

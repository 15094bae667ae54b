import Foundation
import Testing

/// `tally user …`, `--user` and `tally token create --user` as an admin and scripts use them.
struct AccountsCLITests {
    @Test func theFirstAccountKeepsTheExistingDataAndEachLaterOneStartsEmpty() throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        #expect(try tally.run(["quick", "321", "--name", "Before accounts"]).status == 0)
        let single = try tally.run(["day", "--json"])
        #expect(single.stdout.contains("Before accounts"))

        let added = try tally.run(["user", "add", "alice", "--admin"], input: "alice's long passphrase\n")
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.contains("Accounts are on"))
        #expect(try tally.run(["day", "--json", "--user", "alice"]).stdout == single.stdout)

        #expect(try tally.run(["user", "add", "bob"], input: "bob keeps another one\n").status == 0)
        let bobDay = try tally.run(["day", "--json", "--user", "bob"])
        #expect(bobDay.status == 0 && !bobDay.stdout.contains("Before accounts"))
        #expect(try tally.run(["quick", "250", "--name", "Bob's snack", "--user", "bob"]).status == 0)
        #expect(try tally.run(["day", "--json", "--user", "bob"]).stdout.contains("Bob's snack"))
        #expect(try tally.run(["day", "--json"]).stdout == single.stdout)

        let token = try tally.json(["token", "create", "--user", "bob", "--name", "script", "--scope", "read"])
        #expect((token["token"] as? String)?.hasPrefix("tlyu2_") == true)
        #expect(token["scopes"] as? [String] == ["read"])
        #expect(token["user"] as? String == "bob")

        let weak = try tally.run(["user", "add", "carol"], input: "short\n")
        #expect(weak.status != 0 && weak.stderr.contains("12 characters"))
        let noPassword = try tally.run(["user", "add", "carol"], input: "")
        #expect(noPassword.status != 0 && noPassword.stderr.contains("standard input"))
        let unknown = try tally.run(["day", "--user", "nobody"])
        #expect(unknown.status != 0 && unknown.stderr.contains("nobody"))

        #expect(try tally.run(["user", "disable", "bob"]).status == 0)
        let users = try tally.json(["user", "list"])
        let list = try #require(users["users"] as? [[String: Any]])
        #expect(list.map { $0["name"] as? String } == ["alice", "bob"])
        #expect(list.map { $0["disabledAt"] == nil || $0["disabledAt"] is NSNull } == [true, false])
        #expect(list.map { $0["dataPath"] as? String } == ["", "users/2"])
    }

    @Test func careTeamNamesAndMeetings() throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        let team = try tally.json(["care", "set", "--doctor", "Dr. Weber", "--nutritionist", "A. Klein"])
        #expect(team["doctor"] as? String == "Dr. Weber" && team["nutritionSpecialist"] as? String == "A. Klein")
        #expect(try tally.json(["care", "meeting", "add", "--date", "2026-11-20", "--provider", "nutrition-specialist", "--notes", "More fibre"])["provider"] as? String == "nutrition specialist")
        #expect(try tally.json(["care", "meeting", "add", "--date", "2026-10-02", "--provider", "doctor"])["id"] as? Int == 2)
        let bad = try tally.run(["care", "meeting", "add", "--date", "2026-02-30", "--provider", "doctor"])
        #expect(bad.status != 0 && bad.stderr.contains("date"))
        let wrong = try tally.run(["care", "meeting", "add", "--date", "2026-11-01", "--provider", "plumber"])
        #expect(wrong.status != 0 && wrong.stderr.contains("doctor or a nutrition specialist"))
        let shown = try tally.json(["care", "show"])
        let meetings = try #require(shown["meetings"] as? [[String: Any]])
        #expect(meetings.map { $0["date"] as? String } == ["2026-11-20", "2026-10-02"])
        #expect(try tally.run(["care", "meeting", "delete", "2"]).status == 0)
        #expect((try tally.json(["care", "meeting", "list"])["meetings"] as? [[String: Any]])?.count == 1)
        // Cleared by an empty name.
        let cleared = try tally.json(["care", "set", "--doctor", ""])
        #expect(cleared["doctor"] is NSNull)
        #expect(cleared["nutritionSpecialist"] as? String == "A. Klein")
    }
}

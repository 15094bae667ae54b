import Foundation
import Testing
import TallyTestSupport

/// Body metrics, profile, goals, targets, budgets, workouts and imports through the built binary.
struct BodyCLITests {
    @Test func bodyFollowsTheJSONContract() throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        for (value, date) in [("82", "2026-11-14"), ("81.6", "2026-11-16"), ("81.2", "2026-11-21")] {
            try tally.json(["metric", "add", "weight", value, "--date", date])
        }
        // Imperial input is stored in kg; a second weigh-in the same day does not replace the first.
        try tally.json(["metric", "add", "weight", "180", "--unit", "lb", "--date", "2026-11-20"])
        try tally.json(["metric", "add", "weight", "95", "--date", "2026-11-20 21:00"])
        try tally.json(["metric", "add", "waist", "90", "--unit", "cm"])
        try tally.json(["profile", "set", "--height", "180", "--sex", "male", "--birth-date", "1990-03-01"])
        let body = try tally.json(["body", "--range", "1m"])
        let weights = try #require(body[path: "metrics.weight"] as? [[String: Any]])
        #expect(weights.map { $0["date"] as? String } == ["2026-11-14", "2026-11-16", "2026-11-20", "2026-11-21"])
        for key in ["date", "value", "avg7", "trend"] { #expect(weights[0][key] != nil, "weight point lacks \(key)") }
        #expect(abs((weights[2]["value"] as? Double ?? 0) - 81.65) < 0.01)
        // avg7 on 2026-11-21: the days 15–21 → (81.6 + 81.65 + 81.2) / 3.
        #expect(abs((weights[3]["avg7"] as? Double ?? 0) - 81.48) < 0.01)
        // Trend: 82 → 82 + 0.1·(81.6 − 82) = 81.96 → 81.93 → 81.86 (the Hacker's Diet 10 % rule).
        #expect(abs((weights[3]["trend"] as? Double ?? 0) - 81.86) < 0.01)
        #expect(abs((body[path: "bmi.value"] as? Double ?? 0) - 25.1) < 0.01)  // latest weigh-in: 81.2 kg at 1.80 m
        #expect(abs((body[path: "waistToHeight.value"] as? Double ?? 0) - 0.5) < 0.001)
        let listed = try tally.json(["metric", "list", "weight"])
        #expect((listed["measurements"] as? [Any])?.count == 5)
    }

    @Test func targetsAndAnUnsafeGoal() throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        try tally.json(["metric", "add", "weight", "80", "--date", "2026-11-21"])
        let incomplete = try tally.json(["targets"])
        #expect(incomplete["kcal"] is NSNull)
        #expect((incomplete["problem"] as? String)?.isEmpty == false)
        try tally.json(["profile", "set", "--birth-date", "1990-03-01", "--sex", "male", "--height", "180", "--activity", "moderate"])
        let targets = try tally.json(["targets"])
        for key in ["bmr", "tdee", "formula", "kcal", "protein_g", "carbs_g", "fat_g"] { #expect(targets[key] != nil, "targets lack \(key)") }
        // Mifflin–St Jeor: 10·80 + 6.25·180 − 5·36 + 5 = 1750; × 1.55.
        #expect(targets["bmr"] as? Double == 1750)
        #expect(targets["tdee"] as? Double == 2713)
        #expect(targets["formula"] as? String == "mifflin")

        let unsafe = try tally.run(["goal", "set", "lose", "--target", "70", "--by", "2026-12-20"])
        #expect(unsafe.status != 0)
        #expect(unsafe.stderr.contains("not safe"))
        #expect(unsafe.stderr.contains("Nearest safe plan: 70 kg by 2027-"))
        #expect(unsafe.stdout.isEmpty)
        #expect(try tally.json(["goal", "show"])["kind"] is NSNull)

        let safe = try tally.json(["goal", "set", "lose", "--target", "75", "--by", "2027-03-01"])
        #expect(safe["kind"] as? String == "lose")
        let afterGoal = try tally.json(["targets"])
        #expect((afterGoal["kcal"] as? Double ?? 9999) < 2713)
        // protein for a loss: 2.3 g per kg of trend weight.
        #expect(afterGoal["protein_g"] as? Double == 184)
        try tally.json(["targets", "set", "--kcal", "2000", "--protein", "150"])
        let overridden = try tally.json(["targets"])
        #expect(overridden["kcal"] as? Double == 2000)
        #expect(overridden["protein_g"] as? Double == 150)
        #expect(try tally.run(["targets", "set", "--kcal", "abc"]).status != 0)
        #expect(try tally.json(["targets"])["kcal"] as? Double == 2000)
    }

    @Test func aWeeklyBudgetFollowsTheContract() throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        try tally.json(["profile", "set", "--birth-date", "1990-03-01", "--sex", "female", "--height", "165"])
        try tally.json(["targets", "set", "--kcal", "2000"])
        try tally.json(["budget", "set", "--period", "week", "--week-start", "monday"])
        for day in ["16", "17", "18", "19", "20"] {
            try tally.json(["quick", "1800", "--at", "2026-11-\(day) 12:00"])
        }
        try tally.json(["quick", "500", "--at", "2026-11-21 08:00"])
        let budget = try tally.json(["budget"])
        for key in ["start", "end", "total", "consumed", "remaining", "todayAllowance", "projected", "days"] {
            #expect(budget[key] != nil, "budget lacks \(key)")
        }
        #expect(budget["start"] as? String == "2026-11-16")
        #expect(budget["end"] as? String == "2026-11-22")
        #expect(budget["total"] as? Double == 14_000)
        #expect(budget["consumed"] as? Double == 9_500)
        #expect(budget["remaining"] as? Double == 4_500)
        // 14,000 − 9,000 eaten before today, spread over Saturday and Sunday.
        #expect(budget["todayAllowance"] as? Double == 2_500)
        let days = try #require(budget["days"] as? [[String: Any]])
        #expect(days.count == 7)
        #expect(days[5]["date"] as? String == "2026-11-21")
        #expect(days[5]["consumed"] as? Double == 500)
        #expect(days[5]["allowance"] as? Double == 2_500)
        // A Sunday week start moves the window.
        try tally.json(["budget", "set", "--period", "week", "--week-start", "sunday"])
        #expect(try tally.json(["budget"])["start"] as? String == "2026-11-15")
        try tally.json(["budget", "set", "--period", "custom", "--from", "2026-11-20", "--to", "2026-11-23"])
        let custom = try tally.json(["budget"])
        #expect(custom["total"] as? Double == 8_000)
        #expect(custom["end"] as? String == "2026-11-23")
    }

    @Test(arguments: [
        (["metric", "add", "weight", "-80"], "-80"),
        (["metric", "add", "weight", "80", "--unit", "cm"], "cm"),
        (["metric", "add", "mood", "5"], "mood"),
        (["metric", "add", "bodyfat", "85"], "body fat"),
        (["metric", "add", "weight", "80", "--date", "2027-02-01"], "future"),
        (["metric", "delete", "99"], "99"),
        (["profile", "set", "--sex", "robot"], "sex"),
        (["profile", "set", "--height", "12"], "height"),
        (["profile", "set", "--birth-date", "2030-01-01"], "birth"),
        (["profile", "set", "--activity", "couch"], "activity"),
        (["goal", "set", "shrink"], "shrink"),
        (["budget", "set", "--period", "custom", "--from", "2026-11-20"], "--to"),
        (["budget", "set", "--period", "month"], "period"),
        (["targets", "set", "--fat", "-3"], "fat"),
    ])
    func badInputIsRefusedAndChangesNothing(_ arguments: [String], _ mentions: String) throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        let result = try tally.run(arguments)
        #expect(result.status != 0)
        #expect(result.stderr.hasPrefix("error: "), "stderr: \(result.stderr)")
        #expect(result.stderr.lowercased().contains(mentions.lowercased()), "stderr: \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect((try tally.json(["metric", "list"])["measurements"] as? [Any])?.isEmpty == true)
        let profile = try tally.json(["profile", "show"])
        #expect(profile["sex"] is NSNull && profile["heightCm"] is NSNull && profile["birthDate"] is NSNull)
    }
}

struct TrainingCLITests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TallyImportTests/Fixtures")
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/samples")
    static let hasSamples = FileManager.default.fileExists(atPath: samples.appendingPathComponent("INDEX.md").path)

    @Test func workoutLogListShowDelete() throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        try tally.json(["metric", "add", "weight", "80", "--date", "2026-11-20"])
        let logged = try tally.json([
            "workout", "log", "Push Day", "--minutes", "60", "--rpe", "8", "--at", "2026-11-21 07:00",
            "--set", "Bench Press 60kg x8 warmup", "--set", "Bench Press 80kg x5 @8", "--set", "bench press 176lb x3",
        ])
        let id = try #require(logged["id"] as? Int)
        let kcal = try #require(logged["kcal"] as? Double)
        // Strength at RPE 8: the Compendium's vigorous resistance MET (6.0) × 80 kg × 1 h.
        #expect(kcal == 480)
        #expect(logged.keys.contains("routine_exercise_id"))
        let sets = try #require(logged["sets"] as? [[String: Any]])
        #expect(sets.map { $0["type"] as? String } == ["warmup", "normal", "normal"])
        #expect(sets.map { $0["exercise"] as? String } == ["Bench Press", "Bench Press", "Bench Press"])
        #expect(abs((sets[2]["weightKg"] as? Double ?? 0) - 79.83) < 0.01)
        // Volume excludes the warm-up: 80·5 + 79.83·3.
        #expect(abs((logged["volumeKg"] as? Double ?? 0) - 639.5) < 0.1)

        let list = try tally.json(["workout", "list", "--from", "2026-11-21", "--to", "2026-11-21"])
        #expect((list["workouts"] as? [[String: Any]])?.map { $0["id"] as? Int } == [id])
        #expect(((try tally.json(["workout", "list", "--to", "2026-11-20"]))["workouts"] as? [Any])?.isEmpty == true)
        let shown = try tally.run(["workout", "show", String(id)])
        #expect(shown.stdout.contains("Push Day"))
        #expect(shown.stdout.contains("480 kcal"))
        // The workout's minutes fill Sports for the day.
        let day = try tally.json(["day", "2026-11-21"])
        let sports = (day["categories"] as? [[String: Any]])?.first { $0["name"] as? String == "Sports" }
        #expect(sports?["total"] as? Double == 60)
        #expect(try tally.run(["workout", "delete", String(id)]).status == 0)
        #expect(try tally.run(["workout", "show", String(id)]).status != 0)
    }

    @Test func liftAndTrainingWeek() throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        try tally.json(["workout", "log", "A", "--minutes", "50", "--rpe", "7", "--at", "2026-11-10 18:00", "--set", "Squat 100kg x5"])
        try tally.json(["workout", "log", "B", "--minutes", "40", "--rpe", "9", "--at", "2026-11-17 18:00", "--set", "Squat 105kg x5", "--set", "Squat 110kg x1"])
        try tally.json(["workout", "log", "C", "--minutes", "30", "--rpe", "5", "--at", "2026-11-19 18:00", "--set", "Squat 60kg x10 warmup"])
        let lift = try tally.json(["lift", "squat"])
        #expect(lift["exercise"] as? String == "Squat")
        let series = try #require(lift["series"] as? [[String: Any]])
        // Epley: 100·(1 + 5/30) = 116.67; 105·(1 + 5/30) = 122.5 beats the single at 110; warm-ups are left out.
        #expect(series.map { $0["date"] as? String } == ["2026-11-10", "2026-11-17"])
        #expect(abs((series[0]["e1rm"] as? Double ?? 0) - 116.67) < 0.01)
        #expect(abs((series[1]["e1rm"] as? Double ?? 0) - 122.5) < 0.01)
        #expect(lift[path: "best.weight"] as? Double == 105)
        #expect(lift[path: "best.reps"] as? Double == 5)
        #expect(lift[path: "best.date"] as? String == "2026-11-17")
        let brzycki = try tally.json(["lift", "squat", "--formula", "brzycki"])
        #expect(abs((brzycki[path: "best.e1rm"] as? Double ?? 0) - 118.13) < 0.01)
        let none = try tally.json(["lift", "deadlift"])
        #expect((none["series"] as? [Any])?.isEmpty == true)
        #expect(none["best"] is NSNull)
        let unknown = try tally.run(["lift", "flurbs"])
        #expect(unknown.status != 0 && unknown.stderr.contains("flurbs"))

        let week = try tally.json(["training", "week", "--date", "2026-11-19"])
        #expect(week["start"] as? String == "2026-11-16")
        #expect(week["sessions"] as? Int == 2)
        #expect(week["volumeKg"] as? Double == 635)
        #expect(week["effort"] as? Double == 510.0)
        #expect(week[path: "previousWeek.volumeKg"] as? Double == 500)
    }

    @Test func importsAreIdempotentAndSummarised() throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        let strong = Self.fixtures.appendingPathComponent("strong6-semicolon-units.csv").path
        let first = try tally.json(["import", "strong", strong])
        let workouts = try #require(first["workouts"] as? Int)
        #expect(workouts > 0)
        #expect((first["sets"] as? Int ?? 0) > 0)
        #expect(first["skipped"] is [String: Any])
        let again = try tally.json(["import", "strong", strong])
        #expect(again["workouts"] as? Int == 0)
        #expect(again["alreadyPresent"] as? Int == workouts)
        let hevy = try tally.run(["import", "hevy", Self.fixtures.appendingPathComponent("hevy-imperial.csv").path])
        #expect(hevy.status == 0)
        #expect(hevy.stdout.contains("Imported 2 workouts with 5 sets"))
        #expect(hevy.stdout.contains("lb"))
        let total = try tally.json(["workout", "list"])
        #expect((total["workouts"] as? [Any])?.count == workouts + 2)
        // Hostile or wrong files are refused without a change.
        let notStrong = try tally.run(["import", "strong", "/etc/hostname"])
        #expect(notStrong.status != 0 && notStrong.stderr.hasPrefix("error: "))
        let missing = try tally.run(["import", "hevy", "/nonexistent/export.csv"])
        #expect(missing.status != 0 && missing.stderr.contains("/nonexistent/export.csv"))
        #expect(try tally.run(["import", "garmin", strong]).status != 0)
        #expect(((try tally.json(["workout", "list"]))["workouts"] as? [Any])?.count == workouts + 2)
    }

    @Test(.enabled(if: hasSamples)) func realStrongAndHevyExports() throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        let strong = try tally.json(["import", "strong", Self.samples.appendingPathComponent("strong/joshuayoes_strong54764656928482953_semicolon_units.csv").path])
        #expect((strong["sets"] as? Int ?? 0) >= 400)
        let hevy = try tally.json(["import", "hevy", Self.samples.appendingPathComponent("hevy/DaKheera47_sample_hevy.csv").path])
        #expect((hevy["sets"] as? Int ?? 0) >= 7_000)
        #expect(try tally.json(["import", "hevy", Self.samples.appendingPathComponent("hevy/DaKheera47_sample_hevy.csv").path])["sets"] as? Int == 0)
    }
}

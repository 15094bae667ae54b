import Foundation
import Testing

@testable import TallyCore

struct OneRepMaxTests {
    @Test(arguments: [
        (OneRepMax.epley, 100.0, 5.0, 116.667, 0.0005), (.brzycki, 100, 5, 112.5, 0.05), (.epley, 225, 5, 262.5, 0.05),
        (.brzycki, 225, 5, 253.1, 0.05), (.lombardi, 225, 5, 264.3, 0.05), (.oconner, 225, 5, 253.1, 0.05), (.wathan, 225, 5, 262.3, 0.05),
        (.epley, 275, 5, 321, 0.5), (.epley, 50, 8, 63, 0.5), (.brzycki, 50, 8, 62, 0.5),
    ])
    func publishedValues(_ formula: OneRepMax, _ w: Double, _ r: Double, _ expected: Double, _ tol: Double) {
        #expect(abs(formula.formula(weight: w, reps: r) - expected) <= tol + 1e-9)
    }

    @Test func singlesAndWarmupsAndHighReps() {
        #expect(OneRepMax.epley.estimate(weight: 100, reps: 1) == 100)
        #expect(OneRepMax.epley.estimate(WorkoutSet(exerciseName: "Squat", position: 1, type: .warmup, weightKg: 60, reps: 5)) == nil)
        #expect(OneRepMax.epley.estimate(WorkoutSet(exerciseName: "Squat", position: 1, weightKg: 60, reps: 30)) == nil)
        // Epley and Brzycki agree at 10 reps.
        #expect(abs(OneRepMax.epley.formula(weight: 100, reps: 10) - OneRepMax.brzycki.formula(weight: 100, reps: 10)) < 1e-9)
    }
}

struct WorkoutPlanningTests {
    let catalog = Fixtures.catalog()

    @Test func energyIsMETTimesKgTimesHoursWithRPE() throws {
        // Published: 70 kg, 30 min at 10 MET = 350 kcal.
        #expect(Activity.kcal(met: 10, kg: 70, minutes: 30) == 350)
        let strength = try Activity.named("strength")
        #expect(strength.met(rpe: 4) == 3.5)
        #expect(strength.met(rpe: 8) == 6.0)
        #expect(strength.met(rpe: 6) == 4.75)
        #expect(strength.met(rpe: nil) == 3.5)
        #expect(strength.met(rpe: 10) == 7.25)
        let workout = try WorkoutPlanner.plan(
            WorkoutRequest(name: "Push Day", minutes: "60", rpe: "8", at: "2026-11-21 18:00"), bodyKg: 80, catalog: catalog,
            now: Fixtures.pinnedNow, calendar: Fixtures.berlin)
        #expect(workout.activity == "strength")
        #expect(workout.kcal == 6.0 * 80)
        #expect(workout.effort == 480)
    }

    @Test(arguments: [
        ("Vinyasa Yoga", "yoga"), ("HIIT Class", "hiit"), ("Pickup Basketball", "basketball"), ("Morning Run", "running"),
        ("Leg Day", "strength"), ("Evening Walk", "walking"), ("Something", "other"),
    ])
    func activitiesFromNames(_ name: String, _ key: String) {
        #expect(Activity.infer(from: name, hasSets: false).key == key)
    }

    @Test(arguments: [
        ("Bench Press 80kg x5 @8", "Bench Press", Optional(80.0), 5.0, Optional(8.0), SetType.normal),
        ("Squat 225 lb x 5 warmup", "Squat", 102.058, 5, nil, .warmup),
        ("Deadlift 140x3", "Deadlift", 140, 3, nil, .normal),
        ("Pull Up x10 failure", "Pull Up", nil, 10, nil, .failure),
        ("Romanian Deadlift 100 kg x8 @7.5 drop", "Romanian Deadlift", 100, 8, 7.5, .drop),
    ])
    func setsParse(_ text: String, _ name: String, _ kg: Double?, _ reps: Double, _ rpe: Double?, _ type: SetType) throws {
        let set = try WorkoutPlanner.parseSet(text, position: 1)
        #expect(set.exerciseName == name)
        if let kg { #expect(abs((set.weightKg ?? 0) - kg) < 0.01) } else { #expect(set.weightKg == nil) }
        #expect(set.reps == reps)
        #expect(set.rpe == rpe)
        #expect(set.type == type)
    }

    @Test func cardioSetsAndBadSets() throws {
        let run = try WorkoutPlanner.parseSet("Running 5km 25:30", position: 1)
        #expect(run.distanceM == 5000)
        #expect(run.seconds == 1530)
        #expect(throws: TallyError.self) { try WorkoutPlanner.parseSet("80kg x5", position: 1) }
        #expect(throws: TallyError.self) { try WorkoutPlanner.parseSet("Bench Press 80kg", position: 1) }
        #expect(throws: TallyError.self) { try WorkoutPlanner.parseSet("Bench Press 80kg x5 @11", position: 1) }
        #expect(throws: TallyError.self) { try WorkoutPlanner.parseSet("Bench Press 5000kg x5", position: 1) }
    }

    @Test func badWorkoutsAreRefused() {
        func plan(_ request: WorkoutRequest) throws { _ = try WorkoutPlanner.plan(request, bodyKg: 80, catalog: catalog, now: Fixtures.pinnedNow, calendar: Fixtures.berlin) }
        #expect(throws: TallyError.self) { try plan(WorkoutRequest(name: "Run", minutes: "0")) }
        #expect(throws: TallyError.self) { try plan(WorkoutRequest(name: "Run", minutes: "-5")) }
        #expect(throws: TallyError.self) { try plan(WorkoutRequest(name: "Run", minutes: "30", rpe: "11")) }
        #expect(throws: TallyError.self) { try plan(WorkoutRequest(name: " ", minutes: "30")) }
        #expect(throws: TallyError.self) { try plan(WorkoutRequest(name: "Run", minutes: "30", activity: "teleporting")) }
    }

    @Test func volumeAndProgressExcludeWarmups() throws {
        let day1 = try #require(Day("2026-11-02"))
        let sets = [
            WorkoutSet(exerciseName: "Squat", position: 1, type: .warmup, weightKg: 60, reps: 5),
            WorkoutSet(exerciseName: "Squat", position: 2, weightKg: 100, reps: 5),
            WorkoutSet(exerciseName: "squat", position: 3, weightKg: 110, reps: 3),
        ]
        let w1 = Workout(id: 1, name: "Legs", day: day1, startedAt: Fixtures.pinnedNow, minutes: 60, rpe: 8, activity: "strength", met: 6, kcal: 480, bodyKg: 80, sets: sets)
        let w2 = Workout(
            id: 2, name: "Legs", day: day1.adding(days: 7), startedAt: Fixtures.pinnedNow.addingTimeInterval(7 * 86_400), minutes: 50, rpe: 6, activity: "strength", met: 5,
            kcal: 300, bodyKg: 80, sets: [WorkoutSet(exerciseName: "Squat", position: 1, weightKg: 105, reps: 5)])
        #expect(w1.volume == 500 + 330)
        let series = TrainingProgress.bestPerDay([w1, w2], exercise: "SQUAT", formula: .epley)
        #expect(series.count == 2)
        #expect(abs(series[0].e1rm - 121) < 0.01)  // 110 × (1 + 3/30)
        let records = TrainingProgress.records([w1, w2], exercise: "Squat", formula: .epley)
        #expect(records.heaviest?.weight == 110)
        #expect(records.bestVolume?.volume == 830)
        let week = TrainingProgress.week([w1, w2], containing: day1)
        #expect(week.sessions == 1)
        #expect(week.effort == 480)
        #expect(week.averageRPE["strength"] == 8)
    }

    @Test func importedWorkoutsWithoutDurationEstimateIt() throws {
        let sets = (1...8).map { WorkoutSet(exerciseName: "Bench Press", position: $0, weightKg: 60, reps: 8, rpe: $0.isMultiple(of: 2) ? 8 : 7) }
        let imported = ImportedWorkout(name: "Chest", startedAt: Fixtures.pinnedNow, minutes: nil, notes: nil, sets: sets, externalID: "x", source: "strong")
        let workout = imported.workout(bodyKg: nil, boundary: try DayBoundary(), calendar: Fixtures.berlin)
        #expect(workout.minutes == 20)
        #expect(workout.minutesEstimated)
        #expect(workout.rpe == 7.5)
        #expect(workout.bodyKg == WorkoutPlanner.assumedBodyKg)
    }

    @Test func workoutMinutesFeedSportsWithoutDoubleCounting() throws {
        let day = try #require(Day("2026-11-21"))
        let start = Fixtures.instant("2026-11-21 18:00")
        let workout = Workout(id: 1, name: "Run", day: day, startedAt: start, minutes: 40, rpe: 6, activity: "running", met: 9, kcal: 480, bodyKg: 80)
        let during = LogEntry(id: 1, day: day, mealSlotID: 5, categoryID: 5, portions: Portions(tenths: 400), loggedAt: start.addingTimeInterval(60 * 45))
        let morning = LogEntry(id: 2, day: day, mealSlotID: 1, categoryID: 5, portions: Portions(tenths: 200), loggedAt: Fixtures.instant("2026-11-21 08:00"))
        let summary = DaySummary(day: day, entries: [during, morning], catalog: Fixtures.catalog(), workouts: [workout])
        // 40 workout minutes + the 20-minute morning entry; the entry logged during the run is the same session.
        #expect(summary.line(for: "Sports")?.total == Portions(tenths: 600))
        #expect(summary.coveredEntryIDs == [1])
    }
}

struct DemoDataTests {
    @Test func theSameSeedGivesTheSameHistory() {
        let today = Day("2026-11-21")!
        let first = DemoData.plan(years: 1, today: today, seed: 7)
        let again = DemoData.plan(years: 1, today: today, seed: 7)
        let other = DemoData.plan(years: 1, today: today, seed: 8)
        #expect(first.foods == again.foods)
        #expect(first.measurements == again.measurements)
        #expect(first.sessions == again.sessions)
        #expect(first.foods != other.foods)
        #expect(first.measurements.allSatisfy { $0.at.day >= first.from && $0.at.day <= today })
        // Every set line parses as a workout set would from the CLI.
        for session in first.sessions {
            for (index, line) in session.sets.enumerated() { #expect(throws: Never.self) { try WorkoutPlanner.parseSet(line, position: index + 1) } }
        }
    }
}

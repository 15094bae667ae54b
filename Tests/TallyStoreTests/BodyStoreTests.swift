import Foundation
import Testing
import TallyTestSupport

@testable import TallyCore
@testable import TallyImport
@testable import TallyStore

/// Body metrics, profile, goals, targets and budgets on a real SQLite file.
struct BodyStoreTests {
    let directory: TemporaryDirectory
    let database: AppDatabase

    init() throws {
        directory = try TemporaryDirectory()
        database = try TestStore.open(directory: directory.url, loadsGenericFoods: false)
    }

    func completeProfile(units: String = "metric") throws {
        try database.updateProfile(
            .init(birthDate: "1990-03-01", sex: "male", height: "180", heightUnit: "cm", activity: "moderate", units: units),
            clock: .berlin("2026-11-21 09:00"))
    }

    @Test func measurementsSurviveReopeningAndConvertToSI() throws {
        _ = try database.addMeasurement(kind: .weight, value: "176.4", unit: "lb", date: "2026-11-20", note: nil, clock: .berlin("2026-11-21 09:00"))
        _ = try database.addMeasurement(kind: .waist, value: "34", unit: "in", date: nil, note: "after run", clock: .berlin("2026-11-21 09:00"))
        let reopened = try TestStore.open(directory: directory.url, loadsGenericFoods: false)
        let all = try reopened.measurements()
        #expect(all.count == 2)
        #expect(abs(all[0].value - 80.0136) < 0.001)
        #expect(all[0].day == Day("2026-11-20")!)
        #expect(abs(all[1].value - 86.36) < 0.001)
        #expect(all[1].note == "after run")
        #expect(all[1].day == Day("2026-11-21")!)
    }

    @Test func badMeasurementsChangeNothing() throws {
        let clock = AppClock.berlin("2026-11-21 09:00")
        #expect(throws: TallyError.self) { try database.addMeasurement(kind: .weight, value: "-3", unit: nil, date: nil, note: nil, clock: clock) }
        #expect(throws: TallyError.self) { try database.addMeasurement(kind: .weight, value: "700", unit: "kg", date: nil, note: nil, clock: clock) }
        #expect(throws: TallyError.self) { try database.addMeasurement(kind: .bodyfat, value: "80", unit: nil, date: nil, note: nil, clock: clock) }
        #expect(throws: TallyError.self) { try database.addMeasurement(kind: .weight, value: "80", unit: "cm", date: nil, note: nil, clock: clock) }
        #expect(throws: TallyError.self) { try database.addMeasurement(kind: .weight, value: "80", unit: nil, date: "2027-01-05", note: nil, clock: clock) }
        #expect(throws: TallyError.self) { try database.addMeasurement(kind: .weight, value: "80", unit: nil, date: "yesterday-ish", note: nil, clock: clock) }
        #expect(throws: TallyError.self) { try database.deleteMeasurement(id: 42) }
        #expect(try database.measurements().isEmpty)
    }

    @Test func anIncompleteProfileExplainsWhatIsMissing() throws {
        let targets = try database.targets(on: Day("2026-11-21")!)
        #expect(targets.kcal == nil)
        #expect(targets.problem?.contains("birth") == true || targets.problem?.contains("sex") == true)
        // An impossible value is refused and nothing is stored.
        #expect(throws: TallyError.self) {
            try database.updateProfile(.init(birthDate: "2030-01-01", sex: "male"), clock: .berlin("2026-11-21 09:00"))
        }
        #expect(throws: TallyError.self) { try database.updateProfile(.init(sex: "male", height: "20"), clock: .berlin("2026-11-21 09:00")) }
        #expect(try database.profile().sex == nil)
    }

    @Test func targetsFollowMifflinAndTheActivityFactor() throws {
        try completeProfile()
        _ = try database.addMeasurement(kind: .weight, value: "80", unit: "kg", date: "2026-11-21", note: nil, clock: .berlin("2026-11-21 09:00"))
        let targets = try database.targets(on: Day("2026-11-21")!)
        // 10·80 + 6.25·180 − 5·36 + 5 = 1750 kcal; × 1.55 (moderate).
        #expect(targets.bmr == 1750)
        #expect(abs((targets.tdee ?? 0) - 2712.5) < 1)
        #expect(targets.formula == .mifflin)
        #expect(abs((targets.kcal ?? 0) - 2712.5) < 1)
        // Overrides win; clearing restores the computed value.
        _ = try database.setTargetOverrides([.kcal: "2000", .protein: "150"], clear: false, clock: .berlin("2026-11-21 09:00"))
        #expect(try database.targets(on: Day("2026-11-21")!).kcal == 2000)
        #expect(try database.targets(on: Day("2026-11-21")!).protein == 150)
        #expect(throws: TallyError.self) { try database.setTargetOverrides([.kcal: "-5"], clear: false, clock: .berlin("2026-11-21 09:00")) }
        _ = try database.setTargetOverrides([:], clear: true, clock: .berlin("2026-11-21 09:00"))
        #expect(abs((try database.targets(on: Day("2026-11-21")!).kcal ?? 0) - 2712.5) < 1)
    }

    @Test func aTooFastGoalIsRefusedAndNothingIsStored() throws {
        try completeProfile()
        _ = try database.addMeasurement(kind: .weight, value: "90", unit: "kg", date: "2026-11-21", note: nil, clock: .berlin("2026-11-21 09:00"))
        do {
            _ = try database.setGoal(kind: "lose", target: "80", unit: nil, by: "2026-12-05", clock: .berlin("2026-11-21 09:00"))
            Issue.record("a 10 kg loss in two weeks was accepted")
        } catch let error as TallyError {
            #expect(error.message.contains("too fast") || error.message.contains("faster"))
            #expect(error.message.contains("2027-"), "the refusal names a safe date: \(error.message)")
        }
        #expect(try database.goal() == nil)
        let plan = try database.setGoal(kind: "lose", target: "80", unit: nil, by: "2027-06-30", clock: .berlin("2026-11-21 09:00"))
        #expect(plan.targets.kcal < (try database.targets(on: Day("2026-11-21")!).tdee ?? 0))
        #expect(try database.goal()?.kind == .lose)
    }

    @Test func aWeeklyBudgetSpreadsWhatIsLeft() throws {
        try completeProfile()
        _ = try database.setTargetOverrides([.kcal: "2000"], clear: false, clock: .berlin("2026-11-21 09:00"))
        _ = try database.setBudget(period: "week", weekStart: "monday", from: nil, to: nil)
        // Monday 2026-11-16 … Sunday 2026-11-22; 2500 eaten Mon–Fri (12,500 of 14,000).
        for offset in 0..<5 {
            let day = Day("2026-11-16")!.adding(days: offset)
            _ = try database.quickAdd(QuickAdd.Request(kcal: "2500", at: "\(day) 12:00"), clock: .berlin("2026-11-21 09:00"))
        }
        let (_, budgets, _) = try database.budgets(containing: Day("2026-11-21")!, clock: .berlin("2026-11-21 09:00"))
        let kcal = try #require(budgets[.kcal])
        #expect(kcal.start == Day("2026-11-16")!)
        #expect(kcal.end == Day("2026-11-22")!)
        #expect(kcal.total == 14_000)
        #expect(kcal.consumed == 12_500)
        // 1500 left over two days would be 750 a day, below the 1500 floor for men.
        #expect(kcal.todayAllowance == 1500)
        #expect(throws: TallyError.self) { try database.setBudget(period: "fortnight", weekStart: nil, from: nil, to: nil) }
        #expect(throws: TallyError.self) { try database.setBudget(period: "custom", weekStart: nil, from: "2026-12-10", to: "2026-12-01") }
        #expect(try database.budgetSettings().period == .week(startsOn: 1))
    }

    @Test func balanceCountsWorkoutEnergy() throws {
        try completeProfile()
        _ = try database.addMeasurement(kind: .weight, value: "80", unit: "kg", date: "2026-11-21", note: nil, clock: .berlin("2026-11-21 09:00"))
        _ = try database.quickAdd(QuickAdd.Request(kcal: "1800", at: "2026-11-21 12:00"), clock: .berlin("2026-11-21 13:00"))
        let workout = try database.logWorkout(
            WorkoutRequest(name: "Run", minutes: "30", rpe: "6", at: "2026-11-21 07:30", activity: "running"), clock: .berlin("2026-11-21 13:00"))
        let balance = try database.balance(on: Day("2026-11-21")!)
        #expect(balance.intake == 1800)
        #expect(balance.bmr == 1750)
        #expect(abs(balance.exercise - workout.kcal) < 0.1)
        #expect(balance.exercise > 200)
        #expect(abs((balance.net ?? 0) - (1800 - 1750 - balance.exercise)) < 0.2)
    }
}

/// Workouts and imports on a real SQLite file.
struct WorkoutStoreTests {
    let directory: TemporaryDirectory
    let database: AppDatabase
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TallyImportTests/Fixtures")
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/samples")
    static let hasSamples = FileManager.default.fileExists(atPath: samples.appendingPathComponent("INDEX.md").path)

    init() throws {
        directory = try TemporaryDirectory()
        database = try TestStore.open(directory: directory.url, loadsGenericFoods: false)
    }

    @Test func workoutEnergyUsesTheTrendWeightOfThatDay() throws {
        let clock = AppClock.berlin("2026-11-21 20:00")
        let none = try database.logWorkout(WorkoutRequest(name: "Lift", minutes: "60", rpe: "5", at: "2026-11-01 18:00"), clock: clock)
        #expect(none.bodyKgAssumed)
        _ = try database.addMeasurement(kind: .weight, value: "100", unit: "kg", date: "2026-11-10", note: nil, clock: clock)
        let heavy = try database.logWorkout(WorkoutRequest(name: "Lift", minutes: "60", rpe: "5", at: "2026-11-12 18:00"), clock: clock)
        #expect(!heavy.bodyKgAssumed)
        #expect(abs(heavy.kcal / none.kcal - 100.0 / 70.0) < 0.01)
    }

    @Test func workoutMinutesFillSportsOnce() throws {
        let clock = AppClock.berlin("2026-11-21 20:00")
        _ = try database.logWorkout(WorkoutRequest(name: "Swim", minutes: "40", rpe: "6", at: "2026-11-21 07:00", activity: "swimming"), clock: clock)
        // A manual Sports entry for the same session is not counted twice; a separate one is.
        _ = try database.logEntry(EntryRequest(category: "Sports", portions: "40", at: "2026-11-21 07:10"), clock: clock)
        _ = try database.logEntry(EntryRequest(category: "Sports", portions: "15", at: "2026-11-21 18:00"), clock: clock)
        let summary = try database.daySummary(Day("2026-11-21")!)
        #expect(summary.line(for: "Sports")?.total == Portions(rounding: 55.0))
        #expect(summary.line(for: "Sports")?.status == .met)
        #expect(summary.coveredEntryIDs.count == 1)
    }

    @Test func deletingAWorkoutRemovesItsSets() throws {
        let clock = AppClock.berlin("2026-11-21 20:00")
        let workout = try database.logWorkout(
            WorkoutRequest(name: "Push", minutes: "45", rpe: "7", sets: ["Bench Press 80kg x5", "Bench Press 80kg x5 @8"]), clock: clock)
        #expect(try database.workout(id: workout.id).sets.count == 2)
        try database.deleteWorkout(id: workout.id)
        #expect(throws: TallyError.self) { try database.workout(id: workout.id) }
        let orphans = try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM workoutSet") }
        #expect(orphans == 0)
        #expect(throws: TallyError.self) {
            try database.logWorkout(WorkoutRequest(name: "Push", minutes: "45", rpe: "11"), clock: clock)
        }
        #expect(try database.workouts().isEmpty)
    }

    @Test func reImportingAddsNothing() throws {
        let clock = AppClock.berlin("2026-11-21 20:00")
        let berlin = clock.calendar.timeZone
        let strong = try StrongReader.read(
            path: Self.fixtures.appendingPathComponent("strong6-semicolon-units.csv").path, weightUnit: nil, timeZone: berlin)
        let first = try database.importWorkouts(strong.workouts, clock: clock)
        #expect(first.workouts == strong.workouts.count)
        #expect(first.workouts > 0)
        let again = try database.importWorkouts(strong.workouts, clock: clock)
        #expect(again.workouts == 0)
        #expect(again.alreadyPresent == strong.workouts.count)
        // An overlapping export (the same workouts plus more) adds only the new ones.
        let hevy = try HevyReader.read(path: Self.fixtures.appendingPathComponent("hevy-imperial.csv").path, timeZone: berlin)
        let overlap = try database.importWorkouts(hevy.workouts + strong.workouts, clock: clock)
        #expect(overlap.workouts == hevy.workouts.count)
        #expect(try database.workouts().count == strong.workouts.count + hevy.workouts.count)
    }

    @Test(.enabled(if: hasSamples)) func realExportsImportCompletelyAndIdempotently() throws {
        let clock = AppClock.berlin("2026-11-21 20:00")
        let berlin = clock.calendar.timeZone
        let result = try StrongReader.read(
            path: Self.samples.appendingPathComponent("strong/albTian_strong_2021-2022.csv").path, weightUnit: nil, timeZone: berlin)
        let first = try database.importWorkouts(result.workouts, clock: clock)
        #expect(first.sets == result.workouts.reduce(0) { $0 + $1.sets.count })
        let stored = try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM workoutSet") }
        #expect(stored == first.sets)
        #expect(try database.importWorkouts(result.workouts, clock: clock).workouts == 0)
    }
}

/// `tally demo`: generated history lands whole, and only in an empty database.
struct DemoStoreTests {
    @Test func aYearOfDemoHistoryIsCoherent() throws {
        let directory = try TemporaryDirectory()
        let database = try TestStore.open(directory: directory.url)
        let clock = AppClock.berlin("2026-11-21 12:00")
        let plan = DemoData.plan(years: 1, today: Day("2026-11-21")!)
        #expect(plan.from == Day("2025-11-22")!)
        let count = try database.loadDemo(plan, clock: clock)
        #expect(count.days == 365)
        #expect(count.entries >= plan.foods.count + plan.portions.count)
        #expect(count.measurements == plan.measurements.count)
        #expect(count.workouts == plan.sessions.count)
        #expect(try database.measurements(kind: .weight).count > 250)
        // The generated intake and weight give an expenditure estimate near the formula's.
        try database.updateProfile(.init(activity: "moderate"), clock: clock)
        let adaptive = try database.expenditure(clock: clock).tdee
        let formula = try #require(try database.targets(on: Day("2026-11-21")!).tdee)
        #expect(abs(adaptive - formula) / formula < 0.3, "adaptive \(adaptive) vs formula \(formula)")
        // A second load into the same (now full) database is refused and adds nothing.
        #expect(throws: TallyError.self) { try database.loadDemo(plan, clock: clock) }
        #expect(try database.entryCount() == count.entries)
    }
}

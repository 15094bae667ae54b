import Foundation
import GRDB
import Testing
import TallyCore
import TallyImport
@testable import TallyStore
import TallyTestSupport

/// Health imports written to a real SQLite file: idempotent, all-or-nothing, dry runs write nothing,
/// a newer export updates the day it completed.
struct HealthStoreTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TallyImportTests/Fixtures/health-export-ios16.xml")
    let clock = AppClock.berlin("2022-10-01 10:00")

    func batch(_ path: String = HealthStoreTests.fixture.path) throws -> HealthBatch {
        try AppleHealthReader.read(path: path, options: .init(home: TimeZone(identifier: "UTC")!, boundary: .standard))
    }

    func count(_ database: AppDatabase, _ sql: String) throws -> Int {
        // Straight SQL on the tables, on either engine.
        try database.read { db in try Int.fetchOne(db, sql: sql) ?? -1 }
    }

    @Test func anExportImportsOnceAndADryRunWritesNothing() throws {
        let directory = try TemporaryDirectory()
        let database = try TestStore.open(directory: directory.url, loadsGenericFoods: false)
        let routes = directory.url.appendingPathComponent("routes")

        let dry = try database.importHealth(try batch(), file: "export.xml", dryRun: true, routes: routes, clock: clock)
        #expect(dry.dryRun)
        #expect(dry.added["weight"] == 2)
        #expect(try count(database, "SELECT count(*) FROM bodyMetric") == 0)
        #expect(try count(database, "SELECT count(*) FROM importRun") == 0)

        let first = try database.importHealth(try batch(), file: "export.xml", dryRun: false, routes: routes, clock: clock)
        #expect(first.added == ["weight": 2, "bodyfat": 1, "waist": 1, "steps": 1, "sleep": 1, "meals": 1, "workouts": 1])
        #expect(try count(database, "SELECT count(*) FROM bodyMetric WHERE source = 'apple-health'") == 5)
        // The meal entry counts toward the day's intake (the triggers see imports like any write).
        let kcal = try database.read { db in try Double.fetchOne(db, sql: "SELECT kcal FROM dayIntake WHERE day = '2022-09-01'") }
        #expect(abs((kcal ?? 0) - 500) < 1e-6)
        #expect(try count(database, "SELECT count(*) FROM entry WHERE source = 'apple-health' AND externalId IS NOT NULL") == 1)
        #expect(try count(database, "SELECT count(*) FROM workout WHERE abs(distanceM - 19312.128) < 0.001") == 1)
        #expect(try database.dailyMetrics(.sleep).map(\.value) == [6.5])

        let again = try database.importHealth(try batch(), file: "export.xml", dryRun: false, routes: routes, clock: clock)
        #expect(again.added.values.reduce(0, +) == 0)
        #expect(again.updated.isEmpty)
        #expect(again.alreadyThere == first.added)
        #expect(try database.lastImports().map(\.source) == ["apple-health"])
    }

    @Test func aNewerExportCompletesTheDayItCaughtInProgress() throws {
        let directory = try TemporaryDirectory()
        let database = try TestStore.open(directory: directory.url, loadsGenericFoods: false)
        _ = try database.importHealth(try batch(), file: "export.xml", dryRun: false, routes: nil, clock: clock)
        // The next export has one more step sample that day and a later lunch record.
        var text = try String(contentsOf: Self.fixture, encoding: .utf8)
        text = text.replacingOccurrences(
            of: "</HealthData>",
            with: """
                 <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Kim’s iPhone" unit="count" startDate="2022-09-01 20:00:00 -0700" endDate="2022-09-01 20:10:00 -0700" value="700"/>
                 <Record type="HKQuantityTypeIdentifierDietaryCarbohydrates" sourceName="MyFitnessPal" unit="g" startDate="2022-09-01 12:30:00 -0700" endDate="2022-09-01 12:30:00 -0700" value="60"><MetadataEntry key="meal" value="Lunch"/></Record>
                </HealthData>
                """)
        let newer = directory.url.appendingPathComponent("newer.xml")
        try text.write(to: newer, atomically: true, encoding: .utf8)
        let report = try database.importHealth(try batch(newer.path), file: "newer.xml", dryRun: false, routes: nil, clock: clock)
        #expect(report.updated == ["steps": 1, "meals": 1])
        #expect(report.added.values.reduce(0, +) == 0)
        #expect(try database.measurements(kind: .steps).map(\.value) == [2000])
        let carbs = try database.read { db in try Double.fetchOne(db, sql: "SELECT carbs FROM dayIntake WHERE day = '2022-09-01'") }
        #expect(carbs == 60)
    }

    @Test func aFailedImportLeavesNothingBehind() throws {
        let directory = try TemporaryDirectory()
        let database = try TestStore.open(directory: directory.url, loadsGenericFoods: false)
        // The route cannot be written (its folder would sit under a file): the failure comes after the
        // body readings, steps and meals were inserted, and takes them all back.
        let blocker = directory.url.appendingPathComponent("blocker")
        try Data("x".utf8).write(to: blocker)
        var batch = try batch()
        batch.workouts[0].routeGPX = "<gpx/>"
        #expect(throws: (any Error).self) {
            _ = try database.importHealth(batch, file: "x", dryRun: false, routes: blocker.appendingPathComponent("routes"), clock: clock)
        }
        #expect(try count(database, "SELECT count(*) FROM bodyMetric") == 0)
        #expect(try count(database, "SELECT count(*) FROM entry") == 0)
        #expect(try count(database, "SELECT count(*) FROM importRun") == 0)
    }

    @Test func measuredActiveEnergyReplacesWorkoutEstimatesInTheBalance() throws {
        let directory = try TemporaryDirectory()
        let database = try TestStore.open(directory: directory.url, loadsGenericFoods: false)
        let clock = AppClock.berlin("2026-11-21 09:00")
        try database.updateProfile(
            .init(birthDate: "1990-03-01", sex: "male", height: "180", heightUnit: "cm", activity: "moderate", units: "metric"), clock: clock)
        _ = try database.addMeasurement(kind: .weight, value: "80", unit: "kg", date: "2026-11-20", note: nil, clock: clock)
        _ = try database.logWorkout(WorkoutRequest(name: "Run", minutes: "30", rpe: "7", at: "2026-11-20 18:00"), clock: clock)
        let json = #"{"data":{"metrics":[{"name":"active_energy","units":"kJ","data":[{"date":"2026-11-20 10:00:00 +0100","qty":418.4}]}]}}"#
        let batch = try HealthAutoExportReader.read(data: Data(json.utf8), options: .init(home: clock.timeZone, boundary: .standard))
        _ = try database.importHealth(batch, file: nil, dryRun: false, routes: nil, clock: clock)
        // Mifflin–St Jeor, man of 36, 80 kg, 180 cm: 10·80 + 6.25·180 − 5·36 + 5 = 1750 kcal; 418.4 kJ = 100 kcal.
        let measured = try database.balance(on: Day("2026-11-20")!)
        #expect(measured.bmr.map { abs($0 - 1750) < 1 } == true)
        #expect(measured.activity == "device")
        #expect(measured.activeEnergy == 100)
        #expect(measured.expenditure == 1850, "the run is inside the measured active energy, not added again")
        let estimated = try database.balance(on: Day("2026-11-21")!)
        #expect(estimated.activity == "workouts")
        #expect(estimated.activeEnergy == nil)
    }

    /// Manage → Data's "last import": a diary's files show together, each with its summary; a newer
    /// import of a source replaces the older one there. A workout file's dry run writes nothing, not
    /// even the run.
    @Test func lastImportsKeepEachFilesSummaryAndDryRunsLeaveNoTrace() throws {
        let directory = try TemporaryDirectory()
        let database = try TestStore.open(directory: directory.url, loadsGenericFoods: false)
        let folder = directory.url.appendingPathComponent("mfp")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("Date,Meal,Calories,Fat (g),Carbohydrates (g),Protein (g)\n2024-01-02,Breakfast,400,10,50,20\n2024-01-02,Elevenses,120,4,15,3\n".utf8)
            .write(to: folder.appendingPathComponent("Nutrition-Summary-2024.csv"))
        try Data("Date,Weight\n2024-01-02,80.5\n2024-01-03,\n".utf8).write(to: folder.appendingPathComponent("Measurement-Summary-2024.csv"))
        let files = try FoodDiaryReader.read(
            path: folder.path, app: .myFitnessPal, options: .init(timeZone: TimeZone(identifier: "UTC")!, weightUnit: .kg))
        let ticking = AppClock(calendar: clock.calendar) { Date() }
        _ = try database.importDiary(app: "myfitnesspal", files: files.map { ($0.name, $0.batch) }, dryRun: false, clock: ticking)

        let runs = try database.lastImports()
        #expect(runs.count == 1)
        let run = try #require(runs.first)
        #expect(run.source == "myfitnesspal")
        #expect(run.files.map(\.file) == ["Nutrition-Summary-2024.csv", "Measurement-Summary-2024.csv"])
        #expect(run.added == 3)
        #expect(run.files[0].added["meals"] == 2)
        #expect(run.files[0].mealSlotsAdded == ["Elevenses"])
        #expect(run.files[1].added["weight"] == 1)
        #expect(run.files[0].outcomeLines.contains("meals: 2 added"))

        let csv = "Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n2024-01-02 18:00:00,Push,Bench Press,1,60,5\n2024-01-02 18:00:00,Push,Bench Press,2,60,5\n"
        let path = directory.url.appendingPathComponent("strong.csv")
        try Data(csv.utf8).write(to: path)
        let result = try StrongReader.read(path: path.path, weightUnit: "kg", timeZone: TimeZone(identifier: "UTC")!)
        let preview = try database.importWorkouts(result, app: "strong", file: "strong.csv", dryRun: true, clock: clock)
        #expect(preview.dryRun && preview.workouts == 1 && preview.sets == 2)
        #expect(try count(database, "SELECT count(*) FROM workout") == 0)
        #expect(try database.lastImports().map(\.source) == ["myfitnesspal"])
        let done = try database.importWorkouts(result, app: "strong", file: "strong.csv", dryRun: false, clock: clock)
        #expect(!done.dryRun && done.workouts == 1)
        let strong = try #require(try database.lastImports().first { $0.source == "strong" })
        #expect(strong.files.first?.added == ["workouts": 1, "sets": 2])
        #expect(strong.files.first?.records == 2)
    }
}

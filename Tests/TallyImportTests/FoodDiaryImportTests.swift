import Foundation
import Testing
import ZIPFoundation

@testable import TallyCore
@testable import TallyImport

/// MyFitnessPal and Cronometer readers on files written here from the format facts (the dialects that
/// have no sample file, and damaged files); values worked out by hand.
@Suite(.timeLimit(.minutes(5)))
struct FoodDiaryImportTests {
    static let utc = FoodDiaryReader.Options(timeZone: TimeZone(identifier: "UTC")!, weightUnit: .lb)

    static func write(_ files: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tally-diary-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: directory.appendingPathComponent(name)) }
        return directory
    }

    func day(_ text: String) -> Day { Day(text)! }

    @Test func theMyFitnessPal2019DialectWithUnquotedMultiLineNotes() throws {
        // BOM, a custom meal name, and the day's note unquoted with line breaks and a comma, on each meal row.
        let nutrition = "\u{FEFF}Date,Meal,Calories,Fat (g),Carbohydrates (g),Protein (g),Note\n"
            + "2019-03-04,Breakfast,410.0,12.0,50.5,20.0,slept badly\nlong day, ate late\n"
            + "2019-03-04,Snack (1),150.0,5.0,20.0,3.0,slept badly\nlong day, ate late\n"
            + "2019-03-05,Dinner,700.0,30.0,60.0,45.0,\n"
        let measurements = "Date,CycleTime,Weight,n_Body Fat\n2019-03-04,,176.4,\n2019-03-05,12,,21.5\n"
        let folder = try Self.write(["Nutrition-Summary.csv": nutrition, "Measurement-Summary.csv": measurements])
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try FoodDiaryReader.read(path: folder.path, app: .myFitnessPal, options: Self.utc)
        #expect(files.map(\.kind) == ["nutrition", "measurements"])
        let meals = files[0].batch.meals
        #expect(meals.count == 3)
        #expect(meals.map(\.meal) == ["Breakfast", "Snack (1)", "Dinner"])
        #expect(meals.map(\.day) == [day("2019-03-04"), day("2019-03-04"), day("2019-03-05")])
        #expect(meals[0].note == "slept badly\nlong day, ate late")
        #expect(meals[0].nutrients[.kcal] == 410 && meals[0].nutrients[.carbs] == 50.5)
        // 176.4 lb ÷ 2.20462262185 = 80.014 kg; body fat 21.5 %; CycleTime has no Tally series.
        let body = files[1].batch.measurements.map(\.measurement)
        #expect(body.map(\.kind) == [.weight, .bodyfat])
        #expect(body[0].value == 80.014)
        #expect(body[1].value == 21.5)
        #expect(files[1].batch.counts.skipped["measurements: no Tally series for 'CycleTime'"] == 1)
    }

    @Test func exerciseRowsTrackersAndTripleQuotedNames() throws {
        let exercise = "Date,Exercise,Type,Exercise Calories,Exercise Minutes,Sets,Reps Per Set,Kilograms,Steps,Note\r\n"
            + "2024-01-02,Fitbit calorie adjustment,Cardio,300.0,1,,,,8000,\r\n"
            + "2024-01-02,Fitbit calorie adjustment,Cardio,50.0,1,,,,9000,\r\n"
            + "2024-01-02,\"\"\"Cycling, stationary, moderate\"\"\",Cardio,250.0,30,,,,,\r\n"
            + "2024-01-03,Bench Press,Strength,0.0,0,3,8,60,,\r\n"
        let folder = try Self.write(["Exercise-Summary.csv": exercise])
        defer { try? FileManager.default.removeItem(at: folder) }
        let batch = try #require(try FoodDiaryReader.read(path: folder.path, app: .myFitnessPal, options: Self.utc).first?.batch)
        #expect(batch.workouts.map(\.name) == ["Cycling, stationary, moderate", "Bench Press"])
        #expect(batch.workouts[0].kcal == 250 && batch.workouts[0].minutes == 30)
        // No minutes for the strength row: 3 sets × 2.5 min, at least 10.
        #expect(batch.workouts[1].minutes == 10)
        #expect(batch.workouts[1].notes == "3 sets × 8 reps at 60 kg")
        // Trackers: the day's largest step count, the adjustments' energy summed.
        #expect(batch.daily.contains(DailyValue(kind: .steps, day: day("2024-01-02"), value: 9000)))
        #expect(batch.daily.contains(DailyValue(kind: .activeEnergy, day: day("2024-01-02"), value: 350)))
    }

    @Test func cronometerTimesUnitsAndLosslessColumns() throws {
        // A large account's shape: niche columns, custom groups, empty Time, 12- and 24-hour times.
        let servings = "Day,Time,Group,Food Name,Amount,Energy (kcal),Protein (g),Carbs (g),Fat (g),Oxalate (mg),Vitamin D (IU),Vitamin A (IU),B12 (Cobalamin) (µg),Category\n"
            + "2023-05-01,7:05 PM,Supplements,\"Fish Oil\",\"2.00 softgel\",18.00,,,2.00,,400.00,,,\"Supplements\"\n"
            + "2023-05-01,19:30,Dinner,\"Cheddar Cheese\",\"2.00 oz\",228.00,14.00,0.70,18.80,,,560.00,0.62,\"Dairy and Egg Products\"\n"
            + "2023-05-01,,Staples,\"Olive Oil\",\"1.00 tsp\",39.80,,,4.50,,,,,\"Fats and Oils\"\n"
        let summary = "Date,Energy (kcal),Protein (g),Carbs (g),Fat (g),Completed\n2023-05-01,285.8,14.0,0.7,25.3,true\n2023-05-02,1900.0,90.0,200.0,70.0,false\n"
        let folder = try Self.write(["servings.csv": servings, "dailysummary.csv": summary])
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try FoodDiaryReader.read(path: folder.path, app: .cronometer, options: Self.utc)
        #expect(files.map(\.kind) == ["servings", "dailysummary"])
        let foods = files[0].batch.meals
        #expect(foods.map(\.local.minuteOfDay) == [19 * 60 + 5, 19 * 60 + 30, 12 * 60])
        #expect(foods.map(\.timeKnown) == [true, true, false])
        // 400 IU of vitamin D is 10 µg; vitamin A in IU is kept under its own key; µg becomes mcg.
        #expect(foods[0].nutrients[.vitaminD] == 10)
        #expect(foods[1].nutrients[NutrientKey("vitamin_a_iu")] == 560)
        #expect(foods[1].nutrients[NutrientKey("b12_cobalamin_mcg")] == 0.62)
        // Empty cells are unknown, not zero.
        #expect(foods[0].nutrients[.protein] == nil)
        // 2 oz = 56.699 g of cheese: 30 g a dairy portion, so 1.9 portions.
        #expect(abs((foods[1].grams ?? 0) - 56.699) < 0.001)
        #expect(foods[1].portionCategory == "Dairy" && foods[1].portionCount == Portions(tenths: 19))
        // A teaspoon states no weight: calories only.
        #expect(foods[2].portionCategory == nil)
        // The summary stands in only for the day without servings.
        #expect(files[1].batch.daysWithFoods == [day("2023-05-01")])
    }

    @Test func filesAreKnownByTheirHeaderNotTheirName() throws {
        let folder = try Self.write(["export.csv": "Day,Time,Group,Metric,Unit,Amount\n2023-01-01,,Uncategorized,Weight,lbs,180\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try FoodDiaryReader.read(path: folder.appendingPathComponent("export.csv").path, app: .cronometer, options: Self.utc)
        #expect(files.map(\.kind) == ["biometrics"])
        // 180 lb = 81.647 kg.
        #expect(files[0].batch.measurements.first?.measurement.value == 81.647)
        #expect(throws: TallyError.self) {
            try FoodDiaryReader.read(path: folder.appendingPathComponent("export.csv").path, app: .myFitnessPal, options: Self.utc)
        }
    }

    @Test func aZipExportIsReadInPlaceAndMacJunkIgnored() throws {
        let folder = try Self.write([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let zip = folder.appendingPathComponent("File-Export.zip")
        let archive = try Archive(url: zip, accessMode: .create)
        for (path, text) in [
            ("File-Export/Nutrition-Summary.csv", "Date,Meal,Calories,Protein (g)\n2024-02-02,Lunch,500,30\n"),
            ("__MACOSX/File-Export/._Nutrition-Summary.csv", "\u{0}\u{5}junk"),
        ] {
            let data = Data(text.utf8)
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        let files = try FoodDiaryReader.read(path: zip.path, app: .myFitnessPal, options: Self.utc)
        #expect(files.count == 1)
        #expect(files.first?.batch.meals.first?.nutrients[.protein] == 30)
    }

    @Test func hostileFilesGetAClearErrorAndNeverCrash() throws {
        let folder = try Self.write([
            "binary.csv": "Date,Meal,Calories\n2024-01-01,Lunch,\u{0}\u{1}\n",
            "empty.csv": "",
            "unknown.csv": "a,b,c\n1,2,3\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["binary.csv", "empty.csv", "unknown.csv"] {
            #expect(throws: TallyError.self, "\(name)") {
                try FoodDiaryReader.read(path: folder.appendingPathComponent(name).path, app: .myFitnessPal, options: Self.utc)
            }
        }
        // Damaged cells are skipped with their reason, not guessed at.
        let damaged = try Self.write(["n.csv": "Date,Meal,Calories\n2024-13-45,Lunch,100\n2024-01-01,Lunch,-5\n2024-01-02,Lunch,1e400\n2024-01-03,Lunch,250\n"])
        defer { try? FileManager.default.removeItem(at: damaged) }
        let batch = try #require(try FoodDiaryReader.read(path: damaged.appendingPathComponent("n.csv").path, app: .myFitnessPal, options: Self.utc).first?.batch)
        #expect(batch.meals.map(\.day) == [day("2024-01-03")])
        #expect(batch.counts.skipped.values.reduce(0, +) == 3)
    }
}

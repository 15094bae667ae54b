import Foundation
import Testing

@testable import TallyCore
@testable import TallyImport

struct WorkoutImportTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/samples")
    static var hasSamples: Bool { FileManager.default.fileExists(atPath: samples.appendingPathComponent("INDEX.md").path) }
    let berlin = TimeZone(identifier: "Europe/Berlin")!

    @Test func strong6WithUnitsInHeadersWarmupsFailuresAndMultilineNotes() throws {
        let result = try StrongReader.read(path: Self.fixtures.appendingPathComponent("strong6-semicolon-units.csv").path, weightUnit: nil, timeZone: berlin)
        #expect(result.dialect.contains("Strong 6"))
        #expect(result.workouts.count == 2)
        #expect(result.skipped["rest timer row"] == 1)
        let upper = result.workouts[0]
        #expect(upper.minutes == 62)
        #expect(upper.notes == "Felt strong.\nSlept well.")
        #expect(upper.sets.map(\.type) == [.warmup, .normal, .normal, .failure])
        #expect(abs((upper.sets[1].weightKg ?? 0) - 65.181) < 0.001)
        #expect(upper.sets[1].notes == "Paused reps")
        #expect(upper.sets[2].rpe == 8.5)
        let run = result.workouts[1]
        #expect(run.sets[0].distanceM == 5000)
        #expect(run.minutes == 25)
    }

    @Test func semicolonWithoutHeaderRowPoundsAndMiles() throws {
        let result = try StrongReader.read(path: Self.fixtures.appendingPathComponent("strong-semicolon-headerless.csv").path, weightUnit: nil, timeZone: berlin)
        #expect(result.dialect.contains("without a header"))
        #expect(result.workouts.count == 3)
        #expect(result.skipped["note row"] == 1)
        let lower = result.workouts[0]
        #expect(lower.sets.count == 3)
        #expect(abs((lower.sets[0].weightKg ?? 0) - 61.235) < 0.01)  // 135 lb
        #expect(lower.sets[2].type == .warmup)
        #expect(lower.notes == "first line\nsecond line")
        #expect(lower.minutes == nil)
        #expect(abs((result.workouts[1].sets[0].distanceM ?? 0) - 4988.97) < 0.1)  // 3.1 mi
        #expect(result.workouts[2].sets[0].distanceM == 20_000)
    }

    @Test func hevyImperialAccountOldestFirst() throws {
        let result = try HevyReader.read(path: Self.fixtures.appendingPathComponent("hevy-imperial.csv").path, timeZone: berlin)
        #expect(result.weightUnit == "lb")
        #expect(result.workouts.map(\.name) == ["Morning Run 🏃", "Leg Day 🔥"])
        let run = result.workouts[0]
        #expect(run.minutes == 31)
        #expect(abs((run.sets[0].distanceM ?? 0) - 4988.97) < 0.1)
        #expect(run.sets[1].seconds == 600)
        let legs = result.workouts[1]
        #expect(legs.sets.map(\.type) == [.warmup, .normal, .drop])
        #expect(abs((legs.sets[1].weightKg ?? 0) - 102.058) < 0.01)
        #expect(legs.sets[2].rpe == 9.5)
    }

    @Test func notWorkoutFilesAreRefused() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tally-workout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let other = directory.appendingPathComponent("other.csv")
        try "a,b,c\n1,2,3\n".write(to: other, atomically: true, encoding: .utf8)
        #expect(throws: TallyError.self) { try StrongReader.read(path: other.path, weightUnit: nil, timeZone: berlin) }
        #expect(throws: TallyError.self) { try HevyReader.read(path: other.path, timeZone: berlin) }
        let empty = directory.appendingPathComponent("empty.csv")
        try Data().write(to: empty)
        #expect(throws: TallyError.self) { try StrongReader.read(path: empty.path, weightUnit: nil, timeZone: berlin) }
        #expect(throws: TallyError.self) { try StrongReader.read(path: directory.appendingPathComponent("missing.csv").path, weightUnit: nil, timeZone: berlin) }
    }

    /// The real exports in ../shared/samples (skipped when absent).
    @Test(.enabled(if: hasSamples), arguments: [
        ("strong/faw01_weightlifting_721_workouts_2015_legacy.csv", 9_900, "comma"),
        ("strong/mlahoz_strong_2016-2017_legacy.csv", 1_600, "comma"),
        ("strong/albTian_strong_2021-2022.csv", 4_600, "comma"),
        ("strong/DaKheera47_sample_strong_2024.csv", 240, "comma"),
        ("strong/joshuayoes_strong54764656928482953_semicolon_units.csv", 400, "semicolon"),
    ])
    func strongSamples(_ file: String, _ minimumSets: Int, _ dialect: String) throws {
        let result = try StrongReader.read(path: Self.samples.appendingPathComponent(file).path, weightUnit: nil, timeZone: berlin)
        let sets = result.workouts.reduce(0) { $0 + $1.sets.count }
        #expect(sets >= minimumSets, "\(file): \(sets) sets")
        #expect(result.dialect.contains(dialect))
        // Every row is a set or is accounted for.
        #expect(sets + result.skipped.values.reduce(0, +) == result.rows)
        #expect(result.workouts.allSatisfy { !$0.sets.isEmpty })
        #expect(result.workouts.flatMap(\.sets).allSatisfy { ($0.weightKg ?? 0) < 500 })
    }

    @Test(.enabled(if: hasSamples)) func strongSampleDetails() throws {
        let mlahoz = try StrongReader.read(path: Self.samples.appendingPathComponent("strong/mlahoz_strong_2016-2017_legacy.csv").path, weightUnit: nil, timeZone: berlin)
        #expect(mlahoz.weightUnit == "kg")  // the column is named "kg"
        let albTian = try StrongReader.read(path: Self.samples.appendingPathComponent("strong/albTian_strong_2021-2022.csv").path, weightUnit: nil, timeZone: berlin)
        #expect(albTian.weightUnit == "lb")  // bare numbers, pound plate math
        #expect(albTian.workouts.contains { $0.minutes == 104 })  // "1h 44m"
        #expect(albTian.workouts.flatMap(\.sets).contains { $0.rpe != nil })
        let josh = try StrongReader.read(path: Self.samples.appendingPathComponent("strong/joshuayoes_strong54764656928482953_semicolon_units.csv").path, weightUnit: nil, timeZone: berlin)
        #expect(josh.weightUnit == "lb")
        #expect(josh.workouts.flatMap(\.sets).contains { $0.rpe == 6.5 })
    }

    @Test(.enabled(if: hasSamples)) func hevySample() throws {
        let result = try HevyReader.read(path: Self.samples.appendingPathComponent("hevy/DaKheera47_sample_hevy.csv").path, timeZone: berlin)
        let sets = result.workouts.flatMap(\.sets)
        #expect(sets.count + result.skipped.values.reduce(0, +) == result.rows)
        #expect(sets.count > 7_000)
        #expect(Set(sets.map(\.type)) == [.normal, .warmup, .failure, .drop])
        // Oldest first after reading a newest-first file.
        #expect(zip(result.workouts, result.workouts.dropFirst()).allSatisfy { $0.startedAt <= $1.startedAt })
        #expect(result.workouts.allSatisfy { ($0.minutes ?? 0) > 0 })
    }
}

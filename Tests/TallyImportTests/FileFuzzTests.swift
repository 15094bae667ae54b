import Foundation
import Testing
import TallyTestSupport

@testable import TallyCore
@testable import TallyImport

/// Every file reader against damaged copies of real files: truncations, byte flips, inserted junk,
/// absurd numbers, repeated lines. A reader may refuse a file (a TallyError with a message) or read
/// it; it may not crash, hang, or let a value outside Tally's ranges through.
@Suite(.timeLimit(.minutes(5)))
struct FileFuzzTests {
    static let fixtures = WorkoutImportTests.fixtures
    static let mutantsPerFile = 150

    static let junk: [[UInt8]] = [
        [0], [0xFF, 0xFE], [0xC3], Array("\"".utf8), Array("\r".utf8), Array("\n\n".utf8), Array(";;;".utf8), Array(",,,,".utf8),
        Array("99999999999999999999999999".utf8), Array("1e400".utf8), Array("-0".utf8), Array("NaN".utf8), Array("0001-01-01 00:00:00".utf8),
        Array("9999-12-31 23:59:59".utf8), Array("\u{FEFF}".utf8), Array(String(repeating: "\"", count: 50).utf8),
    ]

    static func mutate(_ original: [UInt8], seed: UInt64) -> [UInt8] {
        var random = SeededGenerator(seed: seed)
        var bytes = original
        for _ in 0..<(1 + random.below(4)) {
            switch random.below(6) {
            case 0:  // truncate
                bytes = Array(bytes.prefix(random.below(bytes.count + 1)))
            case 1:  // flip bytes
                for _ in 0..<(1 + random.below(20)) where !bytes.isEmpty {
                    bytes[random.below(bytes.count)] ^= UInt8(truncatingIfNeeded: 1 << random.below(8))
                }
            case 2:  // insert junk
                let piece = junk[random.below(junk.count)]
                bytes.insert(contentsOf: piece, at: random.below(bytes.count + 1))
            case 3:  // delete a range
                guard !bytes.isEmpty else { break }
                let start = random.below(bytes.count)
                bytes.removeSubrange(start..<min(bytes.count, start + random.below(200)))
            case 4:  // repeat a line many times
                let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                guard lines.count > 1 else { break }
                let line = lines[random.below(lines.count)]
                for _ in 0..<random.below(500) { bytes += [UInt8(ascii: "\n")] + line }
            default:  // a digit run becomes an absurd number
                guard let index = bytes.indices.dropFirst(random.below(max(bytes.count, 1))).first(where: { bytes[$0] >= 48 && bytes[$0] <= 57 }) else { break }
                bytes.replaceSubrange(index..<(index + 1), with: Array("123456789012345678901234567890".utf8))
            }
        }
        return bytes
    }

    static func inputs(_ names: [String], samples: [String]) -> [URL] {
        var files = names.map { fixtures.appendingPathComponent($0) }
        if WorkoutImportTests.hasSamples {
            files += samples.map { WorkoutImportTests.samples.appendingPathComponent($0) }.filter { FileManager.default.fileExists(atPath: $0.path) }
        }
        return files
    }

    /// Runs `read` on mutants of each file; checks what comes back.
    static func fuzz(_ files: [URL], read: (String) throws -> WorkoutImportResult) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tally-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (fileIndex, file) in files.enumerated() {
            // Big samples are cut to their first 64 KB: the mutations, not the size, are the point.
            let original = Array(try Data(contentsOf: file).prefix(64 * 1024))
            for index in 0..<mutantsPerFile {
                let seed = UInt64(fileIndex * 10_000 + index)
                let path = directory.appendingPathComponent("mutant-\(seed).csv").path
                try Data(mutate(original, seed: seed)).write(to: URL(fileURLWithPath: path))
                do {
                    let result = try read(path)
                    for workout in result.workouts {
                        let day = LocalDateTime(workout.startedAt, in: .gregorian(in: .gmt)).day
                        #expect(day >= Limits.earliestDay.adding(days: -1) && day <= Limits.latestDay.adding(days: 1), "\(file.lastPathComponent) seed \(seed)")
                        for set in workout.sets {
                            #expect(set.weightKg.map(Limits.setWeightKg.contains) ?? true, "\(file.lastPathComponent) seed \(seed)")
                            #expect(set.reps.map(Limits.reps.contains) ?? true, "\(file.lastPathComponent) seed \(seed)")
                            #expect(set.distanceM.map(Limits.setDistanceM.contains) ?? true, "\(file.lastPathComponent) seed \(seed)")
                            #expect(set.seconds.map(Limits.setSeconds.contains) ?? true, "\(file.lastPathComponent) seed \(seed)")
                        }
                        #expect(workout.sets.count <= Limits.setsPerWorkout)
                    }
                } catch let error as TallyError {
                    #expect(!error.message.isEmpty)
                }
                try? FileManager.default.removeItem(atPath: path)
            }
        }
    }

    @Test func strongReaderSurvivesDamagedFiles() throws {
        let files = Self.inputs(["strong6-semicolon-units.csv", "strong-semicolon-headerless.csv"], samples: ["strong/DaKheera47_sample_strong_2024.csv", "strong/albTian_strong_2021-2022.csv"])
        try Self.fuzz(files) { try StrongReader.read(path: $0, weightUnit: nil, timeZone: .gmt) }
    }

    @Test func hevyReaderSurvivesDamagedFiles() throws {
        let files = Self.inputs(["hevy-imperial.csv"], samples: ["hevy/DaKheera47_sample_hevy.csv"])
        try Self.fuzz(files) { try HevyReader.read(path: $0, timeZone: .gmt) }
    }

    @Test func brandedReaderSurvivesDamagedFiles() throws {
        let original = Array(try Data(contentsOf: Self.fixtures.appendingPathComponent("fooddata-sample.csv")))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tally-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for seed in 0..<UInt64(Self.mutantsPerFile * 2) {
            let path = directory.appendingPathComponent("mutant-\(seed).csv").path
            try Data(Self.mutate(original, seed: seed)).write(to: URL(fileURLWithPath: path))
            guard let reader = try? USDABrandedReader(path: path) else { continue }
            var count = 0
            while let food = reader.next() {
                count += 1
                #expect(food.nutrientsPer100g.values.values.allSatisfy { $0.isFinite }, "seed \(seed)")
                #expect(!food.name.isEmpty, "seed \(seed)")
            }
            #expect(count <= reader.rowsRead)
        }
    }
}

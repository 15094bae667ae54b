import Foundation
import Testing
import ZIPFoundation

@testable import TallyCore
@testable import TallyImport

/// Apple Health and Health Auto Export readers: the quirks of real exports (written here from the
/// format facts, values worked out by hand), damaged and hostile files, and the streaming tokenizer.
@Suite(.timeLimit(.minutes(5)))
struct HealthImportTests {
    static let fixture = WorkoutImportTests.fixtures.appendingPathComponent("health-export-ios16.xml")
    static let utc = AppleHealthReader.Options(home: TimeZone(identifier: "UTC")!, boundary: .standard)

    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tally-health-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    func day(_ text: String) -> Day { Day(text)! }

    @Test func anIOS16ExportWithItsBrokenDTDReadsEveryQuirkRight() throws {
        let batch = try AppleHealthReader.read(path: Self.fixture.path, options: Self.utc)
        let weights = batch.measurements.filter { $0.measurement.kind == .weight }.map(\.measurement)
        // 176.3698 lb ÷ 2.20462262185 = 80.000 kg; 12.5 st × 6.35029318 = 79.379 kg.
        #expect(weights.map(\.value) == [80.0, 79.379])
        #expect(weights.map(\.day) == [day("2022-09-01"), day("2022-09-02")])
        // HealthKit's body fat "%" is a fraction: 0.161 is 16.1 %.
        #expect(batch.measurements.first { $0.measurement.kind == .bodyfat }?.measurement.value == 16.1)
        #expect(batch.measurements.first { $0.measurement.kind == .waist }?.measurement.value == 86.36)
        // Watch and iPhone counted the same 09:00 hour: the Watch's 900 only; the iPhone alone at 13:00 adds 400.
        #expect(batch.daily.filter { $0.kind == .steps } == [DailyValue(kind: .steps, day: day("2022-09-01"), value: 1300)])
        // Core 23:30–03:30 and deep 03:45–06:15 (awake between): 6.5 h, the night of 2 September.
        #expect(batch.daily.filter { $0.kind == .sleep } == [DailyValue(kind: .sleep, day: day("2022-09-02"), value: 6.5)])
        // Lunch: the Correlation's child repeats a top-level record (counted once); "meal" and "Meal" are one key; 2092 kJ = 500 kcal.
        #expect(batch.meals.count == 1)
        let lunch = try #require(batch.meals.first)
        #expect(lunch.meal == "Lunch")
        #expect(abs(lunch.nutrients.kcal - 500) < 1e-9)
        #expect(lunch.nutrients.protein == 30)
        // Version 12+ totals come from WorkoutStatistics: 1674 kJ = 400.096 kcal, 12 mi = 19 312.128 m.
        let ride = try #require(batch.workouts.first)
        #expect(batch.workouts.count == 1)
        #expect(ride.activity == "cycling")
        #expect(ride.minutes == 45)
        #expect(abs((ride.kcal ?? 0) - 1674 / 4.184) < 1e-9)
        #expect(abs((ride.distanceM ?? 0) - 19_312.128) < 1e-6)
        #expect(batch.counts.skipped.keys.contains { $0.hasPrefix("HeartRate") })
        #expect(batch.counts.skipped.keys.contains { $0.hasPrefix("VisionPrescription") })
        #expect(batch.counts.skipped.keys.contains { $0.hasPrefix("WorkoutRoute") }, "the route file is not beside the XML")
    }

    @Test func timestampsParseToTheInstantTheyName() throws {
        // 2024-01-01T07:00:00Z = 1 704 092 400 s.
        let time = try #require(HealthTimestamp.parse("2024-01-01 08:00:00 +0100"))
        #expect(time.instant.timeIntervalSince1970 == 1_704_092_400)
        #expect(time.offset == 3600)
        // 2019-11-10T00:30 at -07:30 is 08:00 UTC: 1 573 345 800 + 27 000 s.
        #expect(HealthTimestamp.parse("2019-11-10 00:30:00 -0730")?.instant.timeIntervalSince1970 == TimeInterval(1_573_372_800))
        #expect(HealthTimestamp.parse("2026-07-06")?.written == LocalDateTime(day: day("2026-07-06"), minuteOfDay: 0))
        for bad in ["", "2024-13-01 08:00:00 +0100", "2024-01-01 25:00:00 +0100", "yesterday", "2024-01-01 08:00:00 +9900", "1e400"] {
            #expect(HealthTimestamp.parse(bad) == nil, "\(bad)")
        }
    }

    @Test func aRecordLandsOnTheLocalDayItHappenedOn() throws {
        // Exported in summer from Los Angeles, a November record says -0700 though PST (-0800) was in force:
        // 00:30 -0700 is 07:30 UTC, which was 23:30 on 9 November in Los Angeles.
        let stamp = try #require(HealthTimestamp.parse("2019-11-10 00:30:00 -0700"))
        var home = HealthClock(home: TimeZone(identifier: "America/Los_Angeles")!)
        #expect(home.local(stamp) == LocalDateTime(day: day("2019-11-09"), minuteOfDay: 23 * 60 + 30))
        // A server whose zone never uses -0700 keeps the wall clock as written.
        var elsewhere = HealthClock(home: TimeZone(identifier: "Europe/Berlin")!)
        #expect(elsewhere.local(stamp) == LocalDateTime(day: day("2019-11-10"), minuteOfDay: 30))
        // HKTimeZone metadata decides over both: 07:30 UTC is 08:30 in Berlin (CET, +0100).
        #expect(home.local(stamp, zone: "Europe/Berlin") == LocalDateTime(day: day("2019-11-10"), minuteOfDay: 8 * 60 + 30))
    }

    @Test func sourcesAreMergedHourByHourByTrust() {
        var merger = DailyMerger()
        let d = day("2024-03-01")
        merger.add(500, day: d, hour: 8, rank: HealthMapping.rank(source: "Sam’s Apple Watch"))
        merger.add(480, day: d, hour: 8, rank: HealthMapping.rank(source: "Sam’s iPhone"))
        merger.add(300, day: d, hour: 9, rank: HealthMapping.rank(source: "Sam’s iPhone"))
        merger.add(100, day: d, hour: 9, rank: HealthMapping.rank(source: "Fitbit"))
        #expect(merger.totals() == [d: 800])
        // A preferred source comes before the Watch.
        #expect(HealthMapping.rank(source: "Garmin Connect", preferred: ["garmin"]) < HealthMapping.rank(source: "Apple Watch"))
    }

    @Test func zipsAreReadInPlaceSkippingMacJunkAndLocalizedNames() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let zip = directory.appendingPathComponent("export.zip")
        let archive = try Archive(url: zip, accessMode: .create)
        let xml = try Data(contentsOf: Self.fixture)
        func add(_ path: String, _ data: Data) throws {
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        try add("__MACOSX/apple_health_export/._导出.xml", Data([0, 5, 22, 7, 0, 2, 0, 0]))
        try add("apple_health_export/.DS_Store", Data([0, 0, 0, 1, 66, 117, 100, 49]))
        try add("apple_health_export/导出.xml", xml)
        let gpx = Data("<?xml version=\"1.0\"?><gpx version=\"1.1\"><trk><trkseg><trkpt lat=\"37.7\" lon=\"-122.4\"/></trkseg></trk></gpx>".utf8)
        try add("apple_health_export/workout-routes/route_2022-09-01_6.00pm.gpx", gpx)
        var progress: [Int64] = []
        let batch = try AppleHealthReader.read(path: zip.path, options: Self.utc) { done, _, _ in progress.append(done) }
        #expect(batch.measurements.count == 4)
        #expect(batch.workouts.first?.routeGPX == String(decoding: gpx, as: UTF8.self))
        #expect(progress.last == Int64(xml.count))
    }

    @Test func hostileFilesEndWithAClearErrorAndNoCrash() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        func refuse(_ name: String, _ bytes: Data, mentioning words: [String]) throws {
            let path = directory.appendingPathComponent(name).path
            try bytes.write(to: URL(fileURLWithPath: path))
            do {
                _ = try AppleHealthReader.read(path: path, options: Self.utc)
                Issue.record("\(name) was accepted")
            } catch let error as TallyError {
                #expect(words.contains { error.message.lowercased().contains($0) }, "\(name): \(error.message)")
            }
        }
        let xml = try Data(contentsOf: Self.fixture)
        try refuse("truncated.xml", xml.prefix(xml.count / 2), mentioning: ["truncated", "incomplete"])
        try refuse("truncated-in-tag.xml", xml.prefix(xml.count - 20), mentioning: ["truncated", "incomplete"])
        try refuse("page.xml", Data("<html><body>not an export</body></html>".utf8), mentioning: ["healthdata"])
        try refuse("binary.xml", Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31) }.filter { $0 != 60 }), mentioning: ["no xml element"])
        try refuse("long-line.xml", Data(("<HealthData><Record value=\"" + String(repeating: "9", count: 3 << 20)).utf8), mentioning: ["longer than"])
        try refuse("deep.xml", Data((String(repeating: "<a>", count: 10_000)).utf8), mentioning: ["healthdata", "deeper"])
        // A billion laughs: entities are never expanded, so the value stays the literal reference.
        let laughs = """
            <?xml version="1.0"?><!DOCTYPE HealthData [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
            <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
            <HealthData><Record type="HKQuantityTypeIdentifierBodyMass" sourceName="&lol3;" unit="kg" startDate="2024-01-01 08:00:00 +0000" value="80"/></HealthData>
            """
        let path = directory.appendingPathComponent("laughs.xml")
        try Data(laughs.utf8).write(to: path)
        let batch = try AppleHealthReader.read(path: path.path, options: Self.utc)
        #expect(batch.measurements.count == 1)
        // A zip bomb: 64 MB of zeros claims a ratio no export has.
        let bomb = directory.appendingPathComponent("bomb.zip")
        let archive = try Archive(url: bomb, accessMode: .create)
        let zeros = Data(count: 64 << 20)
        try archive.addEntry(with: "apple_health_export/export.xml", type: .file, uncompressedSize: Int64(zeros.count), compressionMethod: .deflate) { position, size in
            zeros.subdata(in: Int(position)..<Int(position) + size)
        }
        do {
            _ = try AppleHealthReader.read(path: bomb.path, options: Self.utc)
            Issue.record("the zip bomb was read")
        } catch let error as TallyError {
            #expect(error.message.contains("zip bomb"))
        }
        // A truncated zip.
        let whole = try Data(contentsOf: bomb)
        try refuse("cut.zip", whole.prefix(whole.count / 3), mentioning: ["zip", "complete"])
    }

    @Test func damagedExportsNeverCrashOrHang() throws {
        var files = [Self.fixture]
        if WorkoutImportTests.hasSamples {
            let folder = WorkoutImportTests.samples.appendingPathComponent("apple_health")
            files += ["opendroid-hk/sampleexport-2.xml", "grll-apple-health-mcp/export.xml", "healthkit-to-sqlite/export.xml"]
                .map { folder.appendingPathComponent($0) }
        }
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (fileIndex, file) in files.enumerated() {
            let original = Array(try Data(contentsOf: file).prefix(64 * 1024))
            for index in 0..<FileFuzzTests.mutantsPerFile {
                let seed = UInt64(50_000 + fileIndex * 10_000 + index)
                let path = directory.appendingPathComponent("mutant-\(seed).xml").path
                try Data(FileFuzzTests.mutate(original, seed: seed)).write(to: URL(fileURLWithPath: path))
                do {
                    let batch = try AppleHealthReader.read(path: path, options: Self.utc)
                    for (measurement, _) in batch.measurements {
                        #expect(measurement.kind.range.contains(measurement.value), "seed \(seed)")
                    }
                    for value in batch.daily { #expect(value.kind.plausible.contains(value.value), "seed \(seed)") }
                    for workout in batch.workouts { #expect(workout.minutes > 0 && workout.minutes <= 1440, "seed \(seed)") }
                } catch let error as TallyError {
                    #expect(!error.message.isEmpty)
                }
            }
        }
    }

    @Test func theTokenizerGivesTheSameTagsWhateverTheChunking() throws {
        let xml = try Data(contentsOf: Self.fixture)
        func tags(chunk: Int) throws -> [String] {
            var stream = XMLStream()
            var names: [String] = []
            var start = 0
            while start < xml.count {
                try stream.feed(xml.subdata(in: start..<min(xml.count, start + chunk))) { tag in
                    names.append((tag.isEnd ? "/" : "") + tag.name + (tag.value("value").map { "=" + $0 } ?? ""))
                }
                start += chunk
            }
            try stream.finish { _ in }
            return names
        }
        let whole = try tags(chunk: xml.count)
        #expect(whole.first == "HealthData")
        #expect(whole.contains("Record=176.3698"))
        for size in [1, 7, 64, 1000] { #expect(try tags(chunk: size) == whole, "chunks of \(size)") }
        // Entities and character references are decoded; unknown ones stay as written.
        let bytes = Array("a&lt;b&amp;c&#65;&#x42;&bogus;".utf8)
        #expect(bytes.withUnsafeBufferPointer(XMLTag.decode) == "a<b&cAB&bogus;")
    }

    // MARK: Health Auto Export

    static func hae(_ json: String) throws -> HealthBatch {
        try HealthAutoExportReader.read(data: Data(json.utf8), options: utc)
    }

    @Test func autoExportMetricsInTheUnitsTheAppWasSetTo() throws {
        let batch = try Self.hae(
            """
            {"data":{"metrics":[
              {"name":"weight_body_mass","units":"lb","data":[{"date":"2024-02-03 00:00:00 +0100","qty":"176\u{00A0},37","source":"Eli’s Apple Watch|Eli’s Apple Watch"}]},
              {"name":"active_energy","units":"kJ","data":[{"date":"2024-02-03 09:04:00 +0100","qty":418.4},{"date":"2024-02-03 09:05:00 +0100","qty":209.2}]},
              {"name":"step_count","units":"count","data":[{"date":"2024-02-03 00:00:00 +0100","qty":10234}]},
              {"name":"heart_rate","units":"count\\/min","data":[{"date":"2024-02-03 10:00:00 +0100","Min":60,"Avg":70,"Max":90}]},
              {"name":"basal_body_temperature","units":"degC","data":[]}
            ]},"workouts":[]}
            """)
        // "176 ,37" with an NBSP and a decimal comma: 176.37 lb = 80.0 kg; stamped at local midnight, so that day.
        let weight = try #require(batch.measurements.first?.measurement)
        #expect(abs(weight.value - 80.0) < 0.001)
        #expect(weight.day == day("2024-02-03"))
        #expect(batch.daily.contains(DailyValue(kind: .activeEnergy, day: day("2024-02-03"), value: 150)))
        #expect(batch.daily.contains(DailyValue(kind: .steps, day: day("2024-02-03"), value: 10234)))
        #expect(batch.counts.skipped["heart_rate: not a metric Tally keeps"] == 1)
    }

    @Test func autoExportWorkoutsInBothShapes() throws {
        let batch = try Self.hae(
            """
            {"data":{"workouts":[
              {"name":"Walking","start":"2021-12-24 08:02:43 +0800","end":"2021-12-24 08:21:53 +0800",
               "activeEnergy":{"qty":226.2,"units":"kJ"},"route":[{"lat":38.8951,"lon":-77.0364,"altitude":8.0,"timestamp":"2021-12-24 08:04:45 +0800"}]},
              {"id":"A1","name":"Entraînement de Force Fonctionnelle","start":"2025-11-27 09:34:51 +0100","end":"2025-11-27 09:46:11 +0100",
               "duration":680.0,"activeEnergyBurned":{"qty":43,"units":"kJ"},
               "activeEnergy":[{"qty":89.95,"units":"kcal","date":"2025-11-27 09:34:51 +0100"},{"qty":89.95,"units":"kcal","date":"2025-11-27 09:35:51 +0100"}]}
            ]}}
            """)
        #expect(batch.workouts.count == 2)
        let walk = try #require(batch.workouts.first { $0.name == "Walking" })
        // v1: no duration field, so end − start = 19 min 10 s; 226.2 kJ = 54.063 kcal.
        #expect(abs(walk.minutes - (19 + 10.0 / 60)) < 1e-9)
        #expect(abs((walk.kcal ?? 0) - 226.2 / 4.184) < 1e-9)
        #expect(walk.activity == "walking")
        #expect(walk.routeGPX?.contains("lat=\"38.8951\"") == true)
        // v2 with swapped unit labels: 43 "kJ" beside 179.9 "kcal" (43 × 4.184) — both mean 43 kcal.
        let strength = try #require(batch.workouts.first { $0.name.hasPrefix("Entra") })
        #expect(abs((strength.kcal ?? 0) - 43) < 0.01)
        #expect(abs(strength.minutes - 680.0 / 60) < 1e-9)
    }

    @Test func autoExportSleepInItsThreeShapes() throws {
        let batch = try Self.hae(
            """
            {"data":{"metrics":[{"name":"sleep_analysis","units":"hr","data":[
              {"date":"2021-12-18 09:03:36 +0800","asleep":6.25,"sleepStart":"2021-12-18 02:21:06 +0800","sleepEnd":"2021-12-18 08:57:06 +0800","sleepSource":"Watch","inBed":6.8},
              {"date":"2023-01-31 02:44:02 +0800","asleep":0,"core":3.25,"deep":0.75,"rem":1.5,"awake":0.1,"sleepStart":"2023-01-30 23:23:47 +0800","sleepEnd":"2023-01-31 07:39:12 +0800","source":"iPhone|Watch"},
              {"startDate":"2022-05-02 01:00:00 +0800","endDate":"2022-05-02 05:00:00 +0800","value":"Core","qty":4,"date":null,"source":"Watch"},
              {"startDate":"2022-05-02 05:00:00 +0800","endDate":"2022-05-02 05:30:00 +0800","value":"Awake","qty":0.5,"source":"Watch"},
              {"startDate":"2022-05-02 05:30:00 +0800","endDate":"2022-05-02 07:00:00 +0800","value":"REM","qty":1.5,"source":"Watch"}
            ]}]}}
            """)
        let nights = batch.daily.filter { $0.kind == .sleep }
        #expect(nights == [
            DailyValue(kind: .sleep, day: day("2021-12-18"), value: 6.25),
            DailyValue(kind: .sleep, day: day("2022-05-02"), value: 5.5),
            DailyValue(kind: .sleep, day: day("2023-01-31"), value: 5.5),
        ])
    }

    @Test func notAutoExportJSONIsRefused() {
        for text in ["[1,2,3]", "{\"hello\":1}", "not json", "{\"data\":7}"] {
            #expect(throws: TallyError.self, "\(text)") { _ = try Self.hae(text) }
        }
    }
}

import Foundation
import TallyCore
import ZIPFoundation

/// Reads Apple Health's "Export All Health Data" (`export.zip`, or the `export.xml` inside it) as a
/// stream: the file is never held in memory or extracted, and what is kept grows with the readings
/// Tally imports, not with the file (heart-rate samples, the bulk of a real export, pass through).
public enum AppleHealthReader {
    public struct Options: Sendable {
        public var home: TimeZone
        public var boundary: DayBoundary
        /// Source names (or parts of them) to trust first when several measured the same thing.
        public var preferred: [String]

        public init(home: TimeZone, boundary: DayBoundary, preferred: [String] = []) {
            self.home = home
            self.boundary = boundary
            self.preferred = preferred
        }
    }

    /// Called with (bytes read, bytes expected, records read) as the file streams in.
    public typealias Progress = (Int64, Int64, Int) -> Void

    static let chunkSize = 1 << 20
    /// Deflate cannot legitimately shrink an XML export by more than this; beyond it a zip is a bomb.
    static let maximumCompressionRatio: UInt64 = 200
    static let maximumRouteBytes = 32 << 20

    public static func read(path: String, options: Options, progress: Progress? = nil) throws -> HealthBatch {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw TallyError.notFound(field: "file", "no file at \(path)")
        }
        let handle = try FileHandle(forReadingFrom: url)
        let magic = (try? handle.read(upToCount: 4)) ?? Data()
        try? handle.close()
        var reader = Reader(options: options)
        let loadRoute: (String) -> String?
        if magic.starts(with: [0x50, 0x4B, 0x03, 0x04]) || magic.starts(with: [0x50, 0x4B, 0x05, 0x06]) {
            loadRoute = try readZip(url, reader: &reader, progress: progress)
        } else {
            try readXML(url, reader: &reader, progress: progress)
            loadRoute = { file in
                // Routes of an unzipped export sit beside export.xml in workout-routes/.
                let route = url.deletingLastPathComponent().appendingPathComponent(String(file.drop { $0 == "/" }))
                guard let attributes = try? FileManager.default.attributesOfItem(atPath: route.path),
                    let size = attributes[.size] as? NSNumber, size.intValue <= maximumRouteBytes
                else { return nil }
                return try? String(contentsOf: route, encoding: .utf8)
            }
        }
        var batch = reader.collector.finish()
        // Route files the workouts refer to, read after the XML.
        for index in batch.workouts.indices where batch.workouts[index].routeGPX == nil {
            guard let file = batch.workouts[index].routeFile else { continue }
            if let gpx = loadRoute(file) {
                batch.workouts[index].routeGPX = gpx
            } else {
                batch.counts.skip("WorkoutRoute: \(Limits.clip(file)) is missing from the export")
            }
        }
        return batch
    }

    static func readXML(_ url: URL, reader: inout Reader, progress: Progress?) throws {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        let total = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.int64Value ?? 0
        var stream = XMLStream()
        while true {
            let chunk: Data
            do {
                guard let data = try handle.read(upToCount: chunkSize), !data.isEmpty else { break }
                chunk = data
            }
            try reader.feed(chunk, into: &stream)
            progress?(stream.bytesRead, total, reader.collector.counts.records)
        }
        try reader.finish(&stream)
    }

    static func readZip(_ url: URL, reader: inout Reader, progress: Progress?) throws -> (String) -> String? {
        let archive: Archive
        do {
            archive = try Archive(url: url, accessMode: .read)
        } catch {
            throw TallyError.invalid(field: "file", "\(url.lastPathComponent) is not a readable zip archive (\(error))")
        }
        // export.xml under any folder; the name can be localized (导出.xml), so otherwise the largest
        // XML that is not macOS resource-fork junk or the clinical CDA document.
        let candidates = archive.filter { entry in
            let path = entry.path
            let name = (path as NSString).lastPathComponent
            return entry.type == .file && !path.hasPrefix("__MACOSX/") && !path.contains("/__MACOSX/") && !name.hasPrefix("._")
                && name.lowercased().hasSuffix(".xml") && !name.lowercased().contains("_cda")
        }
        guard let entry = candidates.first(where: { ($0.path as NSString).lastPathComponent == "export.xml" })
            ?? candidates.max(by: { $0.uncompressedSize < $1.uncompressedSize })
        else {
            throw TallyError.invalid(field: "file", "\(url.lastPathComponent) has no export.xml (is it an Apple Health export?)")
        }
        guard entry.compressedSize == 0 || entry.uncompressedSize / max(entry.compressedSize, 1) <= maximumCompressionRatio else {
            throw TallyError.invalid(
                field: "file", "\(entry.path) claims to expand \(entry.uncompressedSize / max(entry.compressedSize, 1))× — refusing a likely zip bomb")
        }
        let total = Int64(clamping: entry.uncompressedSize)
        var stream = XMLStream()
        do {
            _ = try archive.extract(entry, bufferSize: chunkSize, skipCRC32: false) { data in
                try reader.feed(data, into: &stream)
                progress?(stream.bytesRead, total, reader.collector.counts.records)
                // A stored size can lie; the stream is checked against the ratio as it grows.
                if entry.compressedSize > 0, UInt64(clamping: stream.bytesRead) / entry.compressedSize > maximumCompressionRatio {
                    throw TallyError.invalid(field: "file", "\(entry.path) expands beyond \(maximumCompressionRatio)× — refusing a likely zip bomb")
                }
            }
        } catch let error as TallyError {
            throw error
        } catch let error as XMLStream.Failure {
            throw Reader.describe(error)
        } catch {
            throw TallyError.invalid(field: "file", "\(url.lastPathComponent) could not be read to the end (\(error)); is the zip complete?")
        }
        try reader.finish(&stream)
        let folder = (entry.path as NSString).deletingLastPathComponent
        return { file in
            let inner = (folder.isEmpty ? "" : folder + "/") + String(file.drop { $0 == "/" })
            guard let route = archive[inner], route.uncompressedSize <= UInt64(clamping: maximumRouteBytes) else { return nil }
            var data = Data()
            _ = try? archive.extract(route, skipCRC32: false) { chunk in
                guard data.count + chunk.count <= maximumRouteBytes else { throw TallyError.invalid(field: "file", "route too large") }
                data.append(chunk)
            }
            return String(data: data, encoding: .utf8)
        }
    }

    /// The element-level reading: which elements become which samples.
    struct Reader {
        var collector: HealthCollector
        var level = 0
        var current: PendingRecord?
        var workout: PendingWorkout?
        var correlationLevel: Int?
        // Records come grouped by type: the last type's bytes and meaning are remembered.
        var lastType: [UInt8] = []
        var lastTarget: HealthTarget?
        var lastLabel = ""
        var lastSourceBytes: [UInt8] = []
        var lastSource = ""

        init(options: Options) {
            collector = HealthCollector(source: "apple-health", home: options.home, boundary: options.boundary, preferred: options.preferred)
        }

        struct PendingRecord {
            var target: HealthTarget
            var label: String
            var value: Double?
            var category: String?
            var unit: String?
            var start: HealthTimestamp
            var end: HealthTimestamp?
            var source: String
            var zone: String?
            var meal: String?
        }

        struct PendingWorkout {
            var type: String
            var start: HealthTimestamp
            var end: HealthTimestamp?
            var seconds: Double?
            var kcal: Double?
            var distanceM: Double?
            var source: String
            var zone: String?
            var routeFile: String?
            var points: [(lat: String, lon: String, elevation: String?, time: String?)] = []
        }

        static func describe(_ failure: XMLStream.Failure) -> TallyError {
            switch failure {
            case .tagTooLong(let limit): return .invalid(field: "file", "an element is longer than \(limit / 1024) KB; this is not an Apple Health export")
            case .tooDeep(let limit): return .invalid(field: "file", "elements are nested deeper than \(limit); this is not an Apple Health export")
            case .truncated(let what): return .invalid(field: "file", "\(what): the export is incomplete (truncated)")
            case .malformed(let what): return .invalid(field: "file", "not a readable Apple Health export: \(what)")
            }
        }

        mutating func feed(_ data: Data, into stream: inout XMLStream) throws {
            do {
                try stream.feed(data) { tag in try handle(tag) }
            } catch let failure as XMLStream.Failure {
                throw Self.describe(failure)
            }
        }

        mutating func finish(_ stream: inout XMLStream) throws {
            do {
                try stream.finish { tag in try handle(tag) }
            } catch let failure as XMLStream.Failure {
                throw Self.describe(failure)
            }
        }

        mutating func handle(_ tag: XMLTag) throws {
            if tag.isEnd {
                level -= 1
                if level == 1, let record = current, tag.named("Record") {
                    commit(record)
                    current = nil
                } else if level == 1, tag.named("Workout"), let pending = workout {
                    commit(pending)
                    workout = nil
                } else if let correlation = correlationLevel, level == correlation {
                    correlationLevel = nil
                }
                return
            }
            let tagLevel = level
            if !tag.isSelfClosing { level += 1 }
            if tagLevel == 0 {
                guard tag.named("HealthData") else {
                    throw TallyError.invalid(field: "file", "the XML's root is <\(Limits.clip(tag.name))>, not <HealthData>: not an Apple Health export")
                }
                return
            }
            if tagLevel == 1 {
                if tag.named("Record") {
                    startRecord(tag)
                } else if tag.named("Workout") {
                    startWorkout(tag)
                } else if tag.named("Correlation") {
                    // Its child records are repeated at top level (the export's DTD says so): counted there.
                    correlationLevel = tag.isSelfClosing ? nil : 1
                    collector.counts.skip("Correlation: its records are counted where they repeat at top level")
                } else if tag.named("ExportDate") || tag.named("Me") {
                    return
                } else {
                    collector.counts.skip("\(tag.name): not a kind of data Tally keeps")
                }
                return
            }
            if tagLevel == 2, current != nil, tag.named("MetadataEntry") {
                metadata(tag, into: &current)
            } else if tagLevel == 2, workout != nil {
                workoutChild(tag)
            } else if tagLevel == 3, workout != nil, tag.named("FileReference") || tag.named("Location") {
                workoutChild(tag)
            }
        }

        mutating func target(of tag: XMLTag) -> (HealthTarget?, String)? {
            guard let raw = tag.rawValue("type") else { return nil }
            if !raw.elementsEqual(lastType) {
                lastType = Array(raw)
                let type = String(decoding: raw, as: UTF8.self)
                lastTarget = HealthMapping.appleTypes[type]
                var label = type
                for prefix in ["HKQuantityTypeIdentifier", "HKCategoryTypeIdentifier", "HKDataTypeIdentifier"] where label.hasPrefix(prefix) {
                    label = String(label.dropFirst(prefix.count))
                }
                lastLabel = label.isEmpty ? type : label
            }
            return (lastTarget, lastLabel)
        }

        mutating func source(of tag: XMLTag) -> String {
            guard let raw = tag.rawValue("sourceName") else { return "" }
            if !raw.elementsEqual(lastSourceBytes) {
                lastSourceBytes = Array(raw)
                lastSource = XMLTag.decode(raw)
            }
            return lastSource
        }

        mutating func startRecord(_ tag: XMLTag) {
            collector.counts.records += 1
            guard let (target, label) = target(of: tag) else {
                collector.counts.skip("Record without a type")
                return
            }
            guard let target else {
                collector.counts.skip("\(Limits.clip(label)): not a type Tally keeps")
                return
            }
            guard let start = tag.rawValue("startDate").flatMap(HealthTimestamp.parse) else {
                collector.counts.skip("\(label): unreadable startDate")
                return
            }
            let end = tag.rawValue("endDate").flatMap(HealthTimestamp.parse)
            var record = PendingRecord(
                target: target, label: label, value: tag.number("value"), category: nil, unit: tag.value("unit"), start: start, end: end,
                source: source(of: tag))
            if case .sleep = target { record.category = tag.value("value") }
            if tag.isSelfClosing {
                commit(record)
            } else {
                current = record
            }
        }

        func metadata(_ tag: XMLTag, into record: inout PendingRecord?) {
            guard let key = tag.value("key")?.lowercased(), let value = tag.value("value") else { return }
            switch key {
            // Keys can differ only in case ("meal" and "Meal" from MyFitnessPal): the first wins.
            case "meal": if record?.meal == nil { record?.meal = value }
            case "hktimezone": record?.zone = value
            default: break
            }
        }

        mutating func commit(_ record: PendingRecord) {
            if case .sleep = record.target {
                guard let category = record.category, let end = record.end else {
                    collector.counts.skip("\(record.label): no value or end")
                    return
                }
                let seconds = end.instant.timeIntervalSince(record.start.instant)
                guard seconds >= 0, seconds <= 86_400 else {
                    collector.counts.skip("\(record.label): implausible duration")
                    return
                }
                if category.hasSuffix("InBed") {
                    collector.addInBed(hours: seconds / 3600, end: end, sourceName: record.source, zone: record.zone)
                    collector.counts.count(record.label)
                } else if category.contains("Asleep") {
                    collector.add(.sleep, label: record.label, value: seconds, unit: "s", start: record.start, end: end, sourceName: record.source, zone: record.zone)
                } else {
                    collector.counts.skip("\(record.label): awake time")
                }
                return
            }
            guard let value = record.value else {
                collector.counts.skip("\(record.label): value is not a number")
                return
            }
            collector.add(
                record.target, label: record.label, value: value, unit: record.unit, start: record.start, end: record.end, sourceName: record.source,
                zone: record.zone, meal: record.meal)
        }

        mutating func startWorkout(_ tag: XMLTag) {
            collector.counts.records += 1
            guard let start = tag.rawValue("startDate").flatMap(HealthTimestamp.parse) else {
                collector.counts.skip("Workout: unreadable startDate")
                return
            }
            var pending = PendingWorkout(
                type: tag.value("workoutActivityType") ?? "HKWorkoutActivityTypeOther", start: start,
                end: tag.rawValue("endDate").flatMap(HealthTimestamp.parse), source: source(of: tag))
            if let duration = tag.number("duration") { pending.seconds = HealthMapping.duration(duration, tag.value("durationUnit") ?? "min") }
            if let energy = tag.number("totalEnergyBurned"), energy > 0 {
                pending.kcal = HealthMapping.energy(energy, tag.value("totalEnergyBurnedUnit") ?? "kcal")
            }
            if let distance = tag.number("totalDistance"), distance > 0 {
                pending.distanceM = HealthMapping.distance(distance, tag.value("totalDistanceUnit") ?? "km")
            }
            if tag.isSelfClosing { commit(pending) } else { workout = pending }
        }

        mutating func workoutChild(_ tag: XMLTag) {
            if tag.named("WorkoutStatistics") {
                guard let type = tag.value("type"), let sum = tag.number("sum"), sum >= 0 else { return }
                let unit = tag.value("unit") ?? ""
                // Version 12+ exports put the totals here instead of on the Workout.
                if type.hasSuffix("ActiveEnergyBurned"), let kcal = HealthMapping.energy(sum, unit) {
                    workout?.kcal = kcal
                } else if type.contains("Distance"), sum > 0, let metres = HealthMapping.distance(sum, unit) {
                    workout?.distanceM = metres
                }
            } else if tag.named("MetadataEntry") {
                if tag.value("key")?.lowercased() == "hktimezone" { workout?.zone = tag.value("value") }
            } else if tag.named("FileReference") {
                workout?.routeFile = tag.value("path")
            } else if tag.named("Location") {
                guard let lat = tag.value("latitude"), let lon = tag.value("longitude"), (workout?.points.count ?? 0) < 200_000 else { return }
                workout?.points.append((lat, lon, tag.value("altitude"), tag.value("date")))
            }
        }

        mutating func commit(_ pending: PendingWorkout) {
            let seconds = pending.seconds ?? pending.end.map { $0.instant.timeIntervalSince(pending.start.instant) } ?? 0
            guard seconds > 0, seconds <= 86_400 else {
                collector.counts.skip("Workout: no duration")
                return
            }
            let local = collector.clock.local(pending.start, zone: pending.zone)
            let activity = HealthMapping.activity(appleType: pending.type)
            var typeName = pending.type.hasPrefix("HKWorkoutActivityType") ? String(pending.type.dropFirst(21)) : pending.type
            typeName = HealthMapping.words(ofCamelCase: typeName)
            let id = HealthWorkout.externalID(start: pending.start.instant, activity: activity.key)
            let workout = HealthWorkout(
                externalID: id, name: Limits.clip(typeName.isEmpty ? activity.label : typeName), activity: activity.key, startedAt: pending.start.instant,
                day: collector.boundary.day(for: local), minutes: seconds / 60, kcal: pending.kcal, distanceM: pending.distanceM,
                sourceName: pending.source, routeGPX: pending.points.isEmpty ? nil : GPX.document(name: typeName, points: pending.points),
                routeFile: pending.routeFile)
            collector.add(workout, label: "Workout")
        }

    }
}

/// GPX 1.1 for a route given as points (older exports' inline `<Location>` elements).
public enum GPX {
    public static func document(name: String, points: [(lat: String, lon: String, elevation: String?, time: String?)]) -> String {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        let format = ISO8601DateFormatter()
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="Tally" xmlns="http://www.topografix.com/GPX/1/1">
            <trk><name>\(escape(name))</name><trkseg>

            """
        for point in points {
            guard Double(point.lat) != nil, Double(point.lon) != nil else { continue }
            text += "<trkpt lat=\"\(escape(point.lat))\" lon=\"\(escape(point.lon))\">"
            if let elevation = point.elevation, Double(elevation) != nil { text += "<ele>\(escape(elevation))</ele>" }
            if let time = point.time.flatMap(HealthTimestamp.parse) {
                text += "<time>\(format.string(from: time.instant))</time>"
            }
            text += "</trkpt>\n"
        }
        return text + "</trkseg></trk>\n</gpx>\n"
    }
}

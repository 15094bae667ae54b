import Foundation
import TallyCore

/// Reads Health Auto Export's JSON (its "API export" format, from a file or an HTTP push): metrics
/// (`{name, units, data: [{date, qty, source}]}`, sleep in its aggregated and per-stage shapes) and
/// workouts (v1 and v2 shapes). Units follow the user's settings in the app (lb or kg, kJ or kcal).
public enum HealthAutoExportReader {
    public static let maximumBytes = 256 << 20

    public static func read(path: String, options: AppleHealthReader.Options) throws -> HealthBatch {
        let url = URL(fileURLWithPath: path)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path), (attributes[.type] as? FileAttributeType) != .typeDirectory else {
            throw TallyError.notFound(field: "file", "no file at \(path)")
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maximumBytes else {
            throw TallyError.invalid(field: "file", "\(url.lastPathComponent) is \(size >> 20) MB; Health Auto Export files over \(maximumBytes >> 20) MB are refused (export a shorter period)")
        }
        return try read(data: try Data(contentsOf: url), options: options)
    }

    public static func read(data: Data, options: AppleHealthReader.Options) throws -> HealthBatch {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            throw TallyError.invalid(field: "file", "not JSON: \(error.localizedDescription)")
        }
        var collector = HealthCollector(source: "health-auto-export", home: options.home, boundary: options.boundary, preferred: options.preferred)
        var metrics: [Any] = []
        var workouts: [Any] = []
        guard let top = object as? [String: Any] else {
            throw TallyError.invalid(field: "file", "the JSON is not an object: not a Health Auto Export file")
        }
        let data = top["data"] as? [String: Any]
        metrics += (data?["metrics"] as? [Any]) ?? []
        workouts += (data?["workouts"] as? [Any]) ?? []
        metrics += (top["metrics"] as? [Any]) ?? []
        workouts += (top["workouts"] as? [Any]) ?? []
        // A single workout object on its own.
        let single = top["data"] == nil && top["start"] != nil && top["name"] != nil
        if single { workouts.append(top) }
        guard data != nil || top["metrics"] is [Any] || top["workouts"] is [Any] || single else {
            throw TallyError.invalid(field: "file", "no \"data\" with metrics or workouts: not a Health Auto Export file")
        }
        for metric in metrics.prefix(10_000) {
            guard let metric = metric as? [String: Any], let name = metric["name"] as? String else {
                collector.counts.skip("a metric without a name")
                continue
            }
            let points = (metric["data"] as? [Any]) ?? []
            collector.counts.records += points.count
            guard let target = HealthMapping.autoExportMetrics[name] else {
                if !points.isEmpty { collector.counts.skip("\(Limits.clip(name)): not a metric Tally keeps", count: points.count) }
                continue
            }
            let units = metric["units"] as? String
            for point in points {
                guard let point = point as? [String: Any] else {
                    collector.counts.skip("\(name): a data point that is not an object")
                    continue
                }
                if case .sleep = target {
                    sleep(point, name: name, units: units, into: &collector)
                } else {
                    sample(point, name: name, target: target, units: units, into: &collector)
                }
            }
        }
        for workout in workouts.prefix(100_000) {
            collector.counts.records += 1
            guard let workout = workout as? [String: Any] else {
                collector.counts.skip("a workout that is not an object")
                continue
            }
            read(workout: workout, into: &collector)
        }
        return collector.finish()
    }

    /// A number as the app writes it: a JSON number, or text with grouping spaces (NBSP), a decimal comma.
    static func number(_ value: Any?) -> Double? {
        if let number = value as? NSNumber, !(value is Bool) { return number.doubleValue.isFinite ? number.doubleValue : nil }
        guard var text = value as? String else { return nil }
        text = String(text.unicodeScalars.filter { !$0.properties.isWhitespace && $0 != "\u{202F}" && $0 != "'" })
        if !text.contains("."), text.filter({ $0 == "," }).count == 1 { text = text.replacingOccurrences(of: ",", with: ".") }
        text = text.replacingOccurrences(of: ",", with: "")
        guard text.count < 40, let parsed = Double(text), parsed.isFinite else { return nil }
        return parsed
    }

    static func time(_ value: Any?) -> HealthTimestamp? {
        (value as? String).flatMap { HealthTimestamp.parse($0) }
    }

    /// Midnight-stamped points are a day's aggregate: they belong to that day whatever Tally's cutoff.
    static func isWholeDay(_ time: HealthTimestamp) -> Bool {
        time.written.minuteOfDay == 0 && time.seconds == 0
    }

    static func sample(_ point: [String: Any], name: String, target: HealthTarget, units: String?, into collector: inout HealthCollector) {
        guard let start = time(point["date"]) ?? time(point["startDate"]) else {
            collector.counts.skip("\(name): unreadable date")
            return
        }
        // Heart-rate-like points carry Min/Avg/Max; the average stands for the point.
        guard let value = number(point["qty"]) ?? number(point["Avg"]) ?? number(point["avg"]) else {
            collector.counts.skip("\(name): value is not a number")
            return
        }
        let source = (point["source"] as? String) ?? ""
        collector.add(
            target, label: name, value: value, unit: (point["units"] as? String) ?? units, start: start, end: time(point["endDate"]),
            sourceName: source, wholeDay: isWholeDay(start))
    }

    static func sleep(_ point: [String: Any], name: String, units: String?, into collector: inout HealthCollector) {
        let unit = units ?? "hr"
        let source = (point["source"] as? String) ?? (point["sleepSource"] as? String) ?? ""
        if let stage = point["value"] as? String {
            // One stage of one night (non-aggregated export).
            guard let end = time(point["endDate"]), let start = time(point["startDate"]) ?? time(point["date"]), let hours = number(point["qty"]) else {
                collector.counts.skip("\(name): a stage without times or length")
                return
            }
            switch stage.lowercased().replacingOccurrences(of: " ", with: "") {
            case "inbed":
                if let converted = HealthMapping.duration(hours, unit) {
                    collector.addInBed(hours: converted / 3600, end: end, sourceName: source)
                    collector.counts.count(name)
                }
            case "awake": collector.counts.skip("\(name): awake time")
            default: collector.add(.sleep, label: name, value: hours, unit: unit, start: start, end: end, sourceName: source)
            }
            return
        }
        // A night's aggregate: total asleep, or its stages when the total is 0 (2023+ shape).
        let stages = ["core", "deep", "rem"].compactMap { number(point[$0]) }.reduce(0, +)
        let total = number(point["totalSleep"]) ?? number(point["asleep"]).flatMap { $0 > 0 ? $0 : nil } ?? (stages > 0 ? stages : nil)
        guard let end = time(point["sleepEnd"]) ?? time(point["inBedEnd"]) ?? time(point["date"]) else {
            collector.counts.skip("\(name): a night without its end")
            return
        }
        let start = time(point["sleepStart"]) ?? time(point["inBedStart"]) ?? end
        if let total {
            collector.add(.sleep, label: name, value: total, unit: unit, start: start, end: end, sourceName: source)
        } else if let inBed = number(point["inBed"]), let converted = HealthMapping.duration(inBed, unit) {
            collector.addInBed(hours: converted / 3600, end: end, sourceName: (point["inBedSource"] as? String) ?? source)
            collector.counts.count(name)
        } else {
            collector.counts.skip("\(name): a night without a length")
        }
    }

    /// `{qty, units}` objects (both workout shapes use them for totals).
    static func quantity(_ value: Any?) -> (qty: Double, units: String)? {
        guard let object = value as? [String: Any], let qty = number(object["qty"]) else { return nil }
        return (qty, (object["units"] as? String) ?? "")
    }

    static func read(workout: [String: Any], into collector: inout HealthCollector) {
        guard let start = time(workout["start"]) else {
            collector.counts.skip("workout: unreadable start")
            return
        }
        let end = time(workout["end"])
        let name = Limits.clip(((workout["name"] as? String) ?? "Workout").trimmingCharacters(in: .whitespacesAndNewlines))
        let seconds = number(workout["duration"]) ?? end.map { $0.instant.timeIntervalSince(start.instant) } ?? 0
        guard seconds > 0, seconds <= 86_400 else {
            collector.counts.skip("workout: no duration")
            return
        }
        let kcal = energy(total: quantity(workout["activeEnergyBurned"]) ?? quantity(workout["activeEnergy"]), series: workout["activeEnergy"] as? [Any])
        var distance: Double?
        if let total = quantity(workout["distance"]), total.qty > 0 { distance = HealthMapping.distance(total.qty, total.units) }
        let activity = HealthMapping.activity(name: name)
        let local = collector.clock.local(start)
        var gpx: String?
        if let route = workout["route"] as? [Any], !route.isEmpty {
            let points = route.prefix(200_000).compactMap { item -> (lat: String, lon: String, elevation: String?, time: String?)? in
                guard let point = item as? [String: Any],
                    let lat = number(point["lat"]) ?? number(point["latitude"]), let lon = number(point["lon"]) ?? number(point["longitude"])
                else { return nil }
                return ("\(lat)", "\(lon)", (number(point["altitude"]) ?? number(point["elevation"])).map { "\($0)" }, point["timestamp"] as? String)
            }
            if !points.isEmpty { gpx = GPX.document(name: name, points: points) }
        }
        let item = HealthWorkout(
            externalID: HealthWorkout.externalID(start: start.instant, activity: activity.key), name: name.isEmpty ? activity.label : name,
            activity: activity.key, startedAt: start.instant, day: collector.boundary.day(for: local), minutes: seconds / 60, kcal: kcal,
            distanceM: distance, sourceName: (workout["source"] as? String) ?? "", routeGPX: gpx)
        collector.add(item, label: "workout")
    }

    /// A workout's energy in kcal from its total and, when present, its per-minute series. Some files
    /// label both with the other's unit (a "43 kJ" total beside a series summing to 179.9 "kcal" —
    /// 43 × 4.184): read by their labels the two then disagree by 4.184², which no real workout does,
    /// and the value both agree on once the labels are swapped (their geometric mean) is taken.
    public static func energy(total: (qty: Double, units: String)?, series: [Any]?) -> Double? {
        let totalKcal = total.flatMap { HealthMapping.energy($0.qty, $0.units) }
        var seriesKcal: Double?
        if let series, !series.isEmpty {
            var sum = 0.0
            var readable = true
            for item in series.prefix(100_000) {
                guard let point = item as? [String: Any], let qty = number(point["qty"]),
                    let kcal = HealthMapping.energy(qty, (point["units"] as? String) ?? total?.units ?? "kcal")
                else {
                    readable = false
                    break
                }
                sum += kcal
            }
            if readable { seriesKcal = sum }
        }
        guard let totalKcal else { return seriesKcal }
        guard let seriesKcal, seriesKcal > 0, totalKcal > 0 else { return totalKcal }
        let factor = HealthMapping.kilojoulesPerKilocalorie * HealthMapping.kilojoulesPerKilocalorie
        let ratio = max(seriesKcal, totalKcal) / min(seriesKcal, totalKcal)
        if abs(ratio / factor - 1) < 0.05 { return (seriesKcal * totalKcal).squareRoot() }
        return totalKcal
    }
}

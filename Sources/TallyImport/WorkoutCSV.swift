import CSV
import Foundation
import TallyCore

/// Shared helpers for workout CSV files: reading, delimiters, units.
enum WorkoutCSV {
    /// Largest file an import accepts (a decade of daily workouts is a few MB).
    static let maximumBytes = 200 * 1024 * 1024

    static func read(_ path: String) throws -> String {
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw TallyError.notFound(field: "file", "cannot read \(path)")
        }
        let size = ((try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? NSNumber)?.intValue ?? 0
        guard size <= maximumBytes else { throw TallyError.invalid(field: "file", "\(path) is larger than 200 MB; is it the right file?") }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard !data.isEmpty else { throw TallyError.invalid(field: "file", "\(path) is empty") }
        var text = String(decoding: data, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        guard !text.contains("\u{0}") else { throw TallyError.invalid(field: "file", "\(path) is not a text (CSV) file") }
        return text
    }

    /// All rows, header included, with the file's delimiter (comma or semicolon).
    static func rows(_ text: String) throws -> (rows: [[String]], delimiter: Character) {
        let firstLine = text.prefix { $0 != "\n" && $0 != "\r" }
        let delimiter: Character = firstLine.filter { $0 == ";" }.count > firstLine.filter { $0 == "," }.count ? ";" : ","
        let reader: CSVReader
        do {
            reader = try CSVReader(string: text, hasHeaderRow: false, trimFields: false, delimiter: delimiter == ";" ? ";" : ",")
        } catch {
            throw TallyError.invalid(field: "file", "the file is not valid CSV: \(error)")
        }
        var rows: [[String]] = []
        while let row = reader.next() { rows.append(row) }
        if let error = reader.error { throw TallyError.invalid(field: "file", "the file is not valid CSV: \(error)") }
        return (rows, delimiter)
    }

    /// Why a set's numbers cannot be right, checked against the same ranges as typed sets; nil when they can.
    static func problem(weight: Double?, reps: Double?, distance: Double?, seconds: Double?) -> String? {
        if let weight, !Limits.setWeightKg.contains(weight) { return "weight out of range (\(Limits.setWeightKg))" }
        if let reps, !Limits.reps.contains(reps) { return "reps out of range (\(Limits.reps))" }
        if let distance, !Limits.setDistanceM.contains(distance) { return "distance out of range (\(Limits.setDistanceM))" }
        if let seconds, !Limits.setSeconds.contains(seconds) { return "time out of range (\(Limits.setSeconds))" }
        return nil
    }

    static func number(_ text: String?) -> Double? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        guard let value = Double(text.replacingOccurrences(of: ",", with: ".")), value.isFinite else { return nil }
        return value
    }

    /// "31m", "1h 44m", "1h", "45s", "3600" (seconds) → minutes.
    static func durationMinutes(_ text: String?, bareIsSeconds: Bool) -> Double? {
        guard let text = text?.trimmingCharacters(in: .whitespaces).lowercased(), !text.isEmpty else { return nil }
        if let plain = Double(text) { return bareIsSeconds ? plain / 60 : plain }
        var minutes = 0.0
        var matched = false
        for part in text.split(separator: " ") {
            guard let unit = part.last, let value = Double(part.dropLast()) else { continue }
            switch unit {
            case "h": minutes += value * 60; matched = true
            case "m": minutes += value; matched = true
            case "s": minutes += value / 60; matched = true
            default: continue
            }
        }
        return matched ? minutes : nil
    }

    /// Guesses the unit of bare weights from plate math: pound accounts load 45-lb plates (45, 95, 135,
    /// 185, 225, 315 …); kilogram accounts use 20/25-kg bars and 1.25/2.5-kg plates (60, 100, 102.5 …).
    static func guessWeightUnit(_ weights: [Double]) -> String {
        let loaded = weights.filter { $0 > 0 }
        guard !loaded.isEmpty else { return "kg" }
        let poundSignature: Set<Double> = [45, 95, 135, 155, 185, 205, 225, 245, 275, 295, 315, 365, 405]
        let pounds = loaded.filter { poundSignature.contains($0) }.count
        let kilogramSignature = loaded.filter { w in
            let quarter = (w * 4).rounded() == w * 4
            return quarter && w.truncatingRemainder(dividingBy: 5) != 0 && (w * 2).truncatingRemainder(dividingBy: 5) == 0 || [20, 40, 60, 80, 100, 140, 180].contains(w)
        }.count
        return Double(pounds) > 0.15 * Double(loaded.count) && pounds >= kilogramSignature ? "lb" : "kg"
    }

    static func kilograms(_ value: Double, unit: String) -> Double {
        let kg = unit == "lb" ? value / BodyUnit.poundsPerKilogram : value
        return (kg * 1000).rounded() / 1000
    }

    static func metres(_ value: Double, unit: String) -> Double {
        switch unit {
        case "mi": return value * 1609.344
        case "m": return value
        default: return value * 1000
        }
    }

    static func key(_ parts: [String]) -> String {
        parts.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.joined(separator: "|")
    }
}

import Foundation

/// What someone typed to log a workout.
public struct WorkoutRequest: Sendable, Equatable {
    public var name: String
    public var minutes: String
    public var rpe: String?
    public var at: String?
    public var sets: [String]
    public var activity: String?
    public var notes: String?

    public init(name: String, minutes: String, rpe: String? = nil, at: String? = nil, sets: [String] = [], activity: String? = nil, notes: String? = nil) {
        self.name = name
        self.minutes = minutes
        self.rpe = rpe
        self.at = at
        self.sets = sets
        self.activity = activity
        self.notes = notes
    }
}

public enum WorkoutPlanner {
    /// Body weight assumed when no weigh-in exists yet (flagged wherever it is used).
    public static let assumedBodyKg = 70.0

    /// A validated workout with its MET and kcal estimate. `bodyKg` is the weight to use (nil: assumed).
    public static func plan(_ request: WorkoutRequest, bodyKg: Double?, catalog: Catalog, now: Date, calendar: Calendar) throws(TallyError)
        -> Workout
    {
        let name = try Limits.name(request.name, emptyMessage: "the workout needs a name")
        guard let minutesDecimal = Portions.parseDecimal(request.minutes) else {
            throw .invalid(field: "minutes", "'\(Limits.clip(request.minutes))' is not a number of minutes")
        }
        let minutes = NSDecimalNumber(decimal: minutesDecimal).doubleValue
        guard Limits.minutes.contains(minutes) else {
            throw .invalid(field: "minutes", "minutes must be more than 0 and at most 1440 (got \(Limits.clip(request.minutes)))")
        }
        var rpe: Double?
        if let text = request.rpe {
            guard let decimal = Portions.parseDecimal(text) else { throw .invalid(field: "rpe", "'\(Limits.clip(text))' is not an RPE") }
            let value = NSDecimalNumber(decimal: decimal).doubleValue
            guard Limits.rpe.contains(value) else { throw .invalid(field: "rpe", "RPE runs from 1 (rest) to 10 (maximum effort); got \(Limits.clip(text))") }
            rpe = value
        }
        guard request.sets.count <= Limits.setsPerWorkout else {
            throw .invalid(field: "sets", "a workout holds at most \(Limits.setsPerWorkout) sets (got \(request.sets.count))")
        }
        let time = try EntryPlanner.parseTime(request.at)
        let local = time?.localDateTime(in: calendar) ?? LocalDateTime(now, in: calendar)
        let startedAt = time?.instant(in: calendar) ?? now
        let sets = try request.sets.enumerated().map { (index, text) throws(TallyError) in try parseSet(text, position: index + 1) }
        let activity = try request.activity.map { (key) throws(TallyError) in try Activity.named(key) } ?? Activity.infer(from: name, hasSets: !sets.isEmpty)
        let kg = bodyKg ?? assumedBodyKg
        let met = activity.met(rpe: rpe)
        let notes = try Limits.text(request.notes, field: "notes", maximum: Limits.notesLength, multiline: true)
        return Workout(
            name: name, day: catalog.settings.dayBoundary.day(for: local), startedAt: startedAt, minutes: minutes, rpe: rpe,
            activity: activity.key, met: met, kcal: Activity.kcal(met: met, kg: kg, minutes: minutes), bodyKg: kg,
            bodyKgAssumed: bodyKg == nil, notes: notes, sets: sets)
    }

    /// Reads "Bench Press 80kg x5 @8", "Squat 225 lb x 5 warmup", "Pull Up x10", "Running 5km 25min".
    public static func parseSet(_ text: String, position: Int) throws(TallyError) -> WorkoutSet {
        guard text.count <= 200 else { throw .invalid(field: "set", "a set is longer than 200 characters") }
        if text.unicodeScalars.contains(where: Limits.isControl) { throw .invalid(field: "set", "a set contains a control character") }
        let tokens = text.replacingOccurrences(of: "×", with: "x").split(whereSeparator: \.isWhitespace).map(String.init)
        guard !tokens.isEmpty else { throw .invalid(field: "set", "a set is empty") }
        var type = SetType.normal
        var rpe: Double?
        var reps: Double?
        var weight: Double?
        var distance: Double?
        var seconds: Double?
        var nameTokens: [String] = []
        var index = 0
        func number(_ s: Substring) -> Double? { Portions.parseDecimal(String(s)).map { NSDecimalNumber(decimal: $0).doubleValue } }
        while index < tokens.count {
            let token = tokens[index]
            let lower = token.lowercased()
            if let t = SetType.parse(lower), ["warmup", "warm-up", "warm", "failure", "drop", "dropset", "w", "d", "f"].contains(lower) && !nameTokens.isEmpty {
                type = t
            } else if lower.hasPrefix("@"), let value = number(lower.dropFirst()) {
                guard (1...10).contains(value) else { throw .invalid(field: "set", "RPE in '\(text)' must be 1–10") }
                rpe = value
            } else if lower.hasPrefix("x"), let value = number(lower.dropFirst()) {
                reps = value
            } else if lower == "x", index + 1 < tokens.count, let value = number(Substring(tokens[index + 1])) {
                reps = value
                index += 1
            } else if nameTokens.isEmpty, splitUnit(lower) != nil || splitReps(lower) != nil {
                throw .invalid(field: "set", "'\(text)' names no exercise before its numbers; e.g. \"Bench Press 80kg x5 @8\"")
            } else if let (value, unit) = splitUnit(lower), !nameTokens.isEmpty {
                switch unit {
                case "kg": weight = value
                case "lb", "lbs": weight = value / BodyUnit.poundsPerKilogram
                case "km": distance = value * 1000
                case "m": distance = value
                case "mi", "mile", "miles": distance = value * 1609.344
                case "min", "mins", "minutes": seconds = value * 60
                case "s", "sec", "secs", "seconds": seconds = value
                case "":
                    // A bare number after the name is a weight in kg; "kg"/"lb" may follow as a word.
                    if index + 1 < tokens.count, ["kg", "lb", "lbs"].contains(tokens[index + 1].lowercased()) {
                        weight = tokens[index + 1].lowercased() == "kg" ? value : value / BodyUnit.poundsPerKilogram
                        index += 1
                    } else {
                        weight = value
                    }
                default: nameTokens.append(token)
                }
            } else if let combined = splitReps(lower), !nameTokens.isEmpty {
                // "80x5" or "80kgx5"
                weight = combined.weight
                reps = combined.reps
            } else if lower.contains(":"), !nameTokens.isEmpty, let parsed = clock(lower) {
                seconds = parsed
            } else {
                nameTokens.append(token)
            }
            index += 1
        }
        let name = nameTokens.joined(separator: " ")
        guard !name.isEmpty else { throw .invalid(field: "set", "'\(text)' names no exercise; e.g. \"Bench Press 80kg x5 @8\"") }
        if let reps, !Limits.reps.contains(reps) { throw .invalid(field: "set", "reps in '\(text)' must be a whole number 0–1000") }
        if let weight, !Limits.setWeightKg.contains(weight) { throw .invalid(field: "set", "the weight in '\(text)' is out of range (0–1000 kg)") }
        if let distance, !Limits.setDistanceM.contains(distance) { throw .invalid(field: "set", "the distance in '\(text)' is out of range (\(Limits.setDistanceM))") }
        if let seconds, !Limits.setSeconds.contains(seconds) { throw .invalid(field: "set", "the time in '\(text)' is out of range (at most 24 hours)") }
        if reps == nil && distance == nil && seconds == nil {
            throw .invalid(field: "set", "'\(text)' has no reps, distance or time; e.g. \"\(name) 80kg x5\"")
        }
        return WorkoutSet(
            exerciseName: name, position: position, type: type, weightKg: weight, reps: reps, distanceM: distance, seconds: seconds, rpe: rpe)
    }

    /// "80kg" → (80, "kg"); "225" → (225, ""); "5km" → (5, "km").
    static func splitUnit(_ token: String) -> (Double, String)? {
        guard let first = token.first, first.isNumber || first == "." else { return nil }
        let digits = token.prefix { $0.isNumber || $0 == "." || $0 == "," }
        let unit = String(token.dropFirst(digits.count))
        guard let value = Portions.parseDecimal(String(digits)).map({ NSDecimalNumber(decimal: $0).doubleValue }) else { return nil }
        guard unit.isEmpty || unit.allSatisfy(\.isLetter) else { return nil }
        return (value, unit)
    }

    /// "80x5", "80kgx5", "180lbx3" → weight in kg and reps.
    static func splitReps(_ token: String) -> (weight: Double, reps: Double)? {
        let parts = token.split(separator: "x")
        guard parts.count == 2, let reps = Portions.parseDecimal(String(parts[1])).map({ NSDecimalNumber(decimal: $0).doubleValue }),
            let (value, unit) = splitUnit(String(parts[0]))
        else { return nil }
        switch unit {
        case "", "kg": return (value, reps)
        case "lb", "lbs": return (value / BodyUnit.poundsPerKilogram, reps)
        default: return nil
        }
    }

    /// "25:30" → 1530 s; "1:02:03" → 3723 s.
    static func clock(_ token: String) -> Double? {
        let parts = token.split(separator: ":").map { Double($0) }
        guard parts.allSatisfy({ $0 != nil }), (2...3).contains(parts.count) else { return nil }
        return parts.compactMap { $0 }.reduce(0) { $0 * 60 + $1 }
    }
}

/// What a workout export's reader read, and what it skipped and why.
public struct WorkoutImportResult: Sendable {
    public var workouts: [ImportedWorkout]
    public var rows: Int
    public var skipped: [String: Int]
    /// "kg" or "lb": how bare weights were read.
    public var weightUnit: String
    public var dialect: String

    public init(workouts: [ImportedWorkout], rows: Int, skipped: [String: Int], weightUnit: String, dialect: String) {
        self.workouts = workouts
        self.rows = rows
        self.skipped = skipped
        self.weightUnit = weightUnit
        self.dialect = dialect
    }
}

/// A workout read from another app's export, before Tally works out its day, activity and energy.
public struct ImportedWorkout: Sendable, Equatable {
    public var name: String
    public var startedAt: Date
    /// nil when the export has no duration (older Strong files).
    public var minutes: Double?
    public var notes: String?
    public var sets: [WorkoutSet]
    /// Stable across re-imports of the same or an overlapping file.
    public var externalID: String
    public var source: String

    public init(name: String, startedAt: Date, minutes: Double?, notes: String?, sets: [WorkoutSet], externalID: String, source: String) {
        self.name = name
        self.startedAt = startedAt
        self.minutes = minutes
        self.notes = notes
        self.sets = sets
        self.externalID = externalID
        self.source = source
    }

    /// The workout Tally stores: duration estimated from the sets when missing (2.5 minutes a set,
    /// at least 10), RPE the mean of the sets' RPEs, energy from the inferred activity.
    public func workout(bodyKg: Double?, boundary: DayBoundary, calendar: Calendar) -> Workout {
        let given = minutes.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        let estimated = given == nil
        let duration = given.map { min($0, 1440) } ?? max(10, Double(sets.count) * 2.5)
        let rpes = sets.compactMap(\.rpe)
        let rpe = rpes.isEmpty ? nil : (rpes.reduce(0, +) / Double(rpes.count) * 10).rounded() / 10
        let activity = Activity.infer(from: name, hasSets: sets.contains { $0.weightKg != nil || $0.reps != nil })
        let kg = bodyKg ?? WorkoutPlanner.assumedBodyKg
        let met = activity.met(rpe: rpe)
        return Workout(
            name: name, day: boundary.day(for: startedAt, in: calendar), startedAt: startedAt, minutes: duration, minutesEstimated: estimated,
            rpe: rpe, activity: activity.key, met: met, kcal: Activity.kcal(met: met, kg: kg, minutes: duration), bodyKg: kg, bodyKgAssumed: bodyKg == nil,
            notes: notes, source: source, sets: sets)
    }
}

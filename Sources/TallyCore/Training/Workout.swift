import Foundation

public enum SetType: String, Codable, Sendable, CaseIterable {
    case warmup, normal, failure, drop

    /// Reads set types as apps write them: "warmup", "W", "WARM_UP", "dropset", "D", "F", "FAILURE".
    public static func parse(_ text: String) -> SetType? {
        switch text.lowercased().filter({ $0.isLetter }) {
        case "warmup", "w", "warm": return .warmup
        case "normal", "n", "working", "": return .normal
        case "failure", "f", "fail": return .failure
        case "drop", "dropset", "d": return .drop
        default: return nil
        }
    }
}

/// An exercise in the library: "Bench Press" (strength, barbell).
public struct Exercise: Hashable, Sendable, Identifiable {
    public var id: Int64
    public var name: String
    /// strength | cardio | mobility
    public var category: String
    public var equipment: String?
    public var isCustom: Bool

    public init(id: Int64 = 0, name: String, category: String, equipment: String?, isCustom: Bool = false) {
        self.id = id
        self.name = name
        self.category = category
        self.equipment = equipment
        self.isCustom = isCustom
    }
}

/// One set: a lift by weight and reps, or cardio by distance and time.
public struct WorkoutSet: Hashable, Sendable {
    public var exerciseName: String
    public var position: Int
    public var type: SetType
    public var weightKg: Double?
    public var reps: Double?
    public var distanceM: Double?
    public var seconds: Double?
    public var rpe: Double?
    public var notes: String?

    public init(
        exerciseName: String, position: Int, type: SetType = .normal, weightKg: Double? = nil, reps: Double? = nil, distanceM: Double? = nil,
        seconds: Double? = nil, rpe: Double? = nil, notes: String? = nil
    ) {
        self.exerciseName = exerciseName
        self.position = position
        self.type = type
        self.weightKg = weightKg
        self.reps = reps
        self.distanceM = distanceM
        self.seconds = seconds
        self.rpe = rpe
        self.notes = notes
    }

    /// Weight × reps; warm-ups count nothing.
    public var volume: Double {
        guard type != .warmup, let w = weightKg, let r = reps, w > 0, r > 0 else { return 0 }
        return w * r
    }
}

/// A training session.
public struct Workout: Hashable, Sendable, Identifiable {
    public var id: Int64
    public var name: String
    public var day: Day
    public var startedAt: Date
    public var minutes: Double
    public var minutesEstimated: Bool
    public var rpe: Double?
    public var activity: String
    public var met: Double
    public var kcal: Double
    public var bodyKg: Double
    /// True when no weigh-in existed and the energy used `WorkoutPlanner.assumedBodyKg`.
    public var bodyKgAssumed: Bool
    public var notes: String?
    public var source: String
    public var sets: [WorkoutSet]
    /// Reserved for guided workouts (a routine's exercise); nil for free workouts.
    public var routineExerciseID: Int64?

    public init(
        id: Int64 = 0, name: String, day: Day, startedAt: Date, minutes: Double, minutesEstimated: Bool = false, rpe: Double?,
        activity: String, met: Double, kcal: Double, bodyKg: Double, bodyKgAssumed: Bool = false, notes: String? = nil, source: String = "manual", sets: [WorkoutSet] = [],
        routineExerciseID: Int64? = nil
    ) {
        self.id = id
        self.name = name
        self.day = day
        self.startedAt = startedAt
        self.minutes = minutes
        self.minutesEstimated = minutesEstimated
        self.rpe = rpe
        self.activity = activity
        self.met = met
        self.kcal = kcal
        self.bodyKg = bodyKg
        self.bodyKgAssumed = bodyKgAssumed
        self.notes = notes
        self.source = source
        self.sets = sets
        self.routineExerciseID = routineExerciseID
    }

    /// Σ weight × reps over working sets.
    public var volume: Double { sets.reduce(0) { $0 + $1.volume } }
    /// Minutes × RPE, the session's effort score.
    public var effort: Double? { rpe.map { $0 * minutes } }
    public var endsAt: Date { startedAt.addingTimeInterval(minutes * 60) }
}

import Foundation

/// Estimated one-rep maximum from a set of w × r (LeSuer et al. 1997's set of formulas).
public enum OneRepMax: String, Codable, Sendable, CaseIterable {
    case epley, brzycki, lander, lombardi, mayhew, oconner, wathan

    /// Estimates beyond this many reps are too loose to call a maximum.
    public static let maximumReps = 15.0

    public func estimate(weight w: Double, reps r: Double) -> Double? {
        guard w > 0, r >= 1 else { return nil }
        if r == 1 { return w }  // a single is its own 1RM (what most apps do)
        switch self {
        case .epley: return w * (1 + r / 30)
        case .brzycki: return r < 37 ? w * 36 / (37 - r) : nil
        case .lander: return 100 * w / (101.3 - 2.67123 * r)
        case .lombardi: return w * pow(r, 0.10)
        case .mayhew: return 100 * w / (52.2 + 41.9 * exp(-0.055 * r))
        case .oconner: return w * (1 + 0.025 * r)
        case .wathan: return 100 * w / (48.8 + 53.8 * exp(-0.075 * r))
        }
    }

    /// The raw formula without the single-rep special case (for checking published tables).
    public func formula(weight w: Double, reps r: Double) -> Double {
        switch self {
        case .epley: return w * (1 + r / 30)
        case .brzycki: return w * 36 / (37 - r)
        case .lander: return 100 * w / (101.3 - 2.67123 * r)
        case .lombardi: return w * pow(r, 0.10)
        case .mayhew: return 100 * w / (52.2 + 41.9 * exp(-0.055 * r))
        case .oconner: return w * (1 + 0.025 * r)
        case .wathan: return 100 * w / (48.8 + 53.8 * exp(-0.075 * r))
        }
    }

    /// e1RM of a set, or nil for warm-ups, bodyweight-only and very high-rep sets.
    public func estimate(_ set: WorkoutSet) -> Double? {
        guard set.type != .warmup, let w = set.weightKg, let r = set.reps, r <= OneRepMax.maximumReps else { return nil }
        return estimate(weight: w, reps: r)
    }

    public static func parse(_ text: String) throws(TallyError) -> OneRepMax {
        guard let value = OneRepMax(rawValue: text.lowercased().filter(\.isLetter)) else {
            throw .invalid(field: "formula", "unknown 1RM formula '\(text)'; use \(allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }
}

/// Progress numbers over workouts.
public enum TrainingProgress {
    public struct LiftPoint: Sendable, Equatable {
        public var day: Day
        public var e1rm: Double
        public var weight: Double
        public var reps: Double
    }

    /// Best estimated 1RM per day for an exercise (warm-ups excluded).
    public static func bestPerDay(_ workouts: [Workout], exercise: String, formula: OneRepMax) -> [LiftPoint] {
        let key = Catalog.normalized(exercise)
        var best: [Day: LiftPoint] = [:]
        // Names repeat across years of sets; fold each distinct spelling once.
        var matches: [String: Bool] = [:]
        func isExercise(_ name: String) -> Bool {
            if let known = matches[name] { return known }
            let result = Catalog.normalized(name) == key
            matches[name] = result
            return result
        }
        for workout in workouts {
            for set in workout.sets where isExercise(set.exerciseName) {
                guard let e1rm = formula.estimate(set), let w = set.weightKg, let r = set.reps else { continue }
                if best[workout.day].map({ e1rm > $0.e1rm }) ?? true {
                    best[workout.day] = LiftPoint(day: workout.day, e1rm: e1rm, weight: w, reps: r)
                }
            }
        }
        return best.values.sorted { $0.day < $1.day }
    }

    /// Personal records of an exercise: best e1RM, heaviest weight, most reps in a set, best session volume.
    public struct Records: Sendable, Equatable {
        public var bestE1RM: LiftPoint?
        public var heaviest: LiftPoint?
        public var mostReps: LiftPoint?
        public var bestVolume: (day: Day, volume: Double)?

        public static func == (lhs: Records, rhs: Records) -> Bool {
            lhs.bestE1RM == rhs.bestE1RM && lhs.heaviest == rhs.heaviest && lhs.mostReps == rhs.mostReps
                && lhs.bestVolume?.day == rhs.bestVolume?.day && lhs.bestVolume?.volume == rhs.bestVolume?.volume
        }
    }

    public static func records(_ workouts: [Workout], exercise: String, formula: OneRepMax) -> Records {
        let key = Catalog.normalized(exercise)
        var records = Records()
        for workout in workouts.sorted(by: { $0.startedAt < $1.startedAt }) {
            var volume = 0.0
            for set in workout.sets where Catalog.normalized(set.exerciseName) == key && set.type != .warmup {
                volume += set.volume
                guard let w = set.weightKg, let r = set.reps, w > 0, r > 0 else { continue }
                let point = LiftPoint(day: workout.day, e1rm: formula.estimate(set) ?? 0, weight: w, reps: r)
                if let e = formula.estimate(set), e > (records.bestE1RM?.e1rm ?? 0) { records.bestE1RM = point }
                if w > (records.heaviest?.weight ?? 0) { records.heaviest = point }
                if r > (records.mostReps?.reps ?? 0) { records.mostReps = point }
            }
            if volume > (records.bestVolume?.volume ?? 0) { records.bestVolume = (workout.day, volume) }
        }
        return records
    }

    /// A training week: sessions, minutes, volume, effort (Σ minutes × RPE), average RPE by activity.
    public struct Week: Sendable, Equatable {
        public var start: Day
        public var end: Day
        public var sessions: Int
        public var minutes: Double
        public var volume: Double
        public var effort: Double
        public var kcal: Double
        public var averageRPE: [String: Double]
        public var volumeByExercise: [String: Double]
    }

    public static func week(_ workouts: [Workout], containing day: Day, startsOn weekday: Int = 1) -> Week {
        let range = BudgetPeriod.week(startsOn: weekday).days(containing: day)
        let inWeek = workouts.filter { range.contains($0.day) }
        var rpes: [String: [Double]] = [:]
        var byExercise: [String: Double] = [:]
        for workout in inWeek {
            if let rpe = workout.rpe { rpes[workout.activity, default: []].append(rpe) }
            for set in workout.sets where set.volume > 0 { byExercise[set.exerciseName, default: 0] += set.volume }
        }
        return Week(
            start: range.lowerBound, end: range.upperBound, sessions: inWeek.count, minutes: inWeek.reduce(0) { $0 + $1.minutes },
            volume: inWeek.reduce(0) { $0 + $1.volume }, effort: inWeek.reduce(0) { $0 + ($1.effort ?? 0) },
            kcal: inWeek.reduce(0) { $0 + $1.kcal }, averageRPE: rpes.mapValues { $0.reduce(0, +) / Double($0.count) },
            volumeByExercise: byExercise)
    }
}

import Foundation

/// JSON for a workout.
public struct WorkoutReport: Encodable, Equatable, Sendable {
    public struct SetLine: Encodable, Equatable, Sendable {
        public var exercise: String
        public var position: Int
        public var type: SetType
        public var weightKg: Double?
        public var reps: Double?
        public var distanceM: Double?
        public var seconds: Double?
        public var rpe: Double?
        public var e1rm: Double?
        public var notes: String?
    }

    public var id: Int64
    public var name: String
    public var day: Day
    public var startedAt: String
    public var minutes: Double
    public var minutesEstimated: Bool
    public var rpe: Double?
    public var activity: String
    public var met: Double
    public var kcal: Double
    public var bodyKg: Double
    public var bodyKgAssumed: Bool
    public var volumeKg: Double
    public var effort: Double?
    public var notes: String?
    public var source: String
    public var routine_exercise_id: Int64?
    public var sets: [SetLine]

    public init(_ w: Workout, timeZone: TimeZone, formula: OneRepMax = .epley) {
        func r(_ v: Double?) -> Double? { v.map { ($0 * 100).rounded() / 100 } }
        id = w.id
        name = w.name
        day = w.day
        startedAt = TimeFormat.iso8601(w.startedAt, in: timeZone)
        minutes = (w.minutes * 10).rounded() / 10
        minutesEstimated = w.minutesEstimated
        rpe = w.rpe
        activity = w.activity
        met = w.met
        kcal = w.kcal.rounded()
        bodyKg = (w.bodyKg * 10).rounded() / 10
        bodyKgAssumed = w.bodyKgAssumed
        volumeKg = (w.volume * 10).rounded() / 10
        effort = w.effort.map { $0.rounded() }
        notes = w.notes
        source = w.source
        routine_exercise_id = w.routineExerciseID
        sets = w.sets.map {
            SetLine(
                exercise: $0.exerciseName, position: $0.position, type: $0.type, weightKg: r($0.weightKg), reps: $0.reps, distanceM: r($0.distanceM),
                seconds: $0.seconds, rpe: $0.rpe, e1rm: r(formula.estimate($0)), notes: $0.notes)
        }
    }

    enum CodingKeys: String, CodingKey {
        case id, name, day, startedAt, minutes, minutesEstimated, rpe, activity, met, kcal, bodyKg, bodyKgAssumed, volumeKg, effort, notes, source, routine_exercise_id, sets
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(day, forKey: .day)
        try c.encode(startedAt, forKey: .startedAt)
        try c.encode(minutes, forKey: .minutes)
        try c.encode(minutesEstimated, forKey: .minutesEstimated)
        try c.encode(rpe, forKey: .rpe)
        try c.encode(activity, forKey: .activity)
        try c.encode(met, forKey: .met)
        try c.encode(kcal, forKey: .kcal)
        try c.encode(bodyKg, forKey: .bodyKg)
        try c.encode(bodyKgAssumed, forKey: .bodyKgAssumed)
        try c.encode(volumeKg, forKey: .volumeKg)
        try c.encode(effort, forKey: .effort)
        try c.encode(notes, forKey: .notes)
        try c.encode(source, forKey: .source)
        try c.encode(routine_exercise_id, forKey: .routine_exercise_id)
        try c.encode(sets, forKey: .sets)
    }
}

/// `tally lift EXERCISE --json`: best e1RM per day and the best set (kg).
public struct LiftReport: Encodable, Equatable, Sendable {
    public struct Point: Encodable, Equatable, Sendable {
        public var date: Day
        public var e1rm: Double
        public var weight: Double
        public var reps: Double
    }

    public struct Best: Encodable, Equatable, Sendable {
        public var e1rm: Double
        public var date: Day
        public var weight: Double
        public var reps: Double
    }

    public var exercise: String
    public var formula: String
    public var range: String
    public var series: [Point]
    public var best: Best?
    public var heaviest: Best?
    public var mostReps: Best?

    public init(exercise: String, formula: OneRepMax, range: String, from: Day?, workouts: [Workout]) {
        self.exercise = exercise
        self.formula = formula.rawValue
        self.range = range
        func r(_ v: Double) -> Double { (v * 100).rounded() / 100 }
        series = TrainingProgress.bestPerDay(workouts, exercise: exercise, formula: formula)
            .filter { point in from.map { point.day >= $0 } ?? true }
            .map { Point(date: $0.day, e1rm: r($0.e1rm), weight: r($0.weight), reps: $0.reps) }
        let records = TrainingProgress.records(workouts, exercise: exercise, formula: formula)
        func best(_ p: TrainingProgress.LiftPoint?) -> Best? { p.map { Best(e1rm: r($0.e1rm), date: $0.day, weight: r($0.weight), reps: $0.reps) } }
        self.best = best(records.bestE1RM)
        heaviest = best(records.heaviest)
        mostReps = best(records.mostReps)
    }

    enum CodingKeys: String, CodingKey { case exercise, formula, range, series, best, heaviest, mostReps }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(exercise, forKey: .exercise)
        try c.encode(formula, forKey: .formula)
        try c.encode(range, forKey: .range)
        try c.encode(series, forKey: .series)
        try c.encode(best, forKey: .best)
        try c.encode(heaviest, forKey: .heaviest)
        try c.encode(mostReps, forKey: .mostReps)
    }
}

/// `tally training week --json`.
public struct TrainingWeekReport: Encodable, Equatable, Sendable {
    public var start: Day
    public var end: Day
    public var sessions: Int
    public var minutes: Double
    public var volumeKg: Double
    public var effort: Double
    public var kcal: Double
    public var averageRPE: [String: Double]
    public var volumeByExercise: [String: Double]
    public var previousWeek: PreviousWeek

    public struct PreviousWeek: Encodable, Equatable, Sendable {
        public var sessions: Int
        public var minutes: Double
        public var volumeKg: Double
        public var effort: Double
    }

    public init(week: TrainingProgress.Week, previous: TrainingProgress.Week) {
        start = week.start
        end = week.end
        sessions = week.sessions
        minutes = (week.minutes * 10).rounded() / 10
        volumeKg = (week.volume * 10).rounded() / 10
        effort = week.effort.rounded()
        kcal = week.kcal.rounded()
        averageRPE = week.averageRPE.mapValues { ($0 * 10).rounded() / 10 }
        volumeByExercise = week.volumeByExercise.mapValues { ($0 * 10).rounded() / 10 }
        previousWeek = PreviousWeek(
            sessions: previous.sessions, minutes: (previous.minutes * 10).rounded() / 10, volumeKg: (previous.volume * 10).rounded() / 10,
            effort: previous.effort.rounded())
    }
}

import Foundation

/// Weekly or monthly summaries of a date range (seed 002, req 8.1), filtered by data type (8.5), with
/// each period's on-track status (5.5). Days with nothing logged are counted as such, never as zeros.
public enum HistoryGrouping: String, CaseIterable, Sendable {
    case week, month
}

public enum HistoryDataType: String, CaseIterable, Sendable {
    case all, food, body, training
}

public struct PeriodSummary: Encodable, Equatable, Sendable {
    public var start: Day
    public var end: Day
    /// Days of the period inside the range and not in the future.
    public var days: Int
    // Food
    public var daysLogged: Int?
    public var daysOnTarget: Int?
    /// Mean energy over the days with food logged (nil when none was).
    public var averageKcal: Double?
    /// Mean daily calorie target over the days that had one.
    public var averageTargetKcal: Double?
    /// On track: at least `PeriodSummary.onTrackShare` of the period's days on target.
    public var onTrack: Bool?
    // Body
    public var weighIns: Int?
    /// The trend weight at the period's end minus at its start (kg), from the weigh-ins up to each.
    public var trendChangeKg: Double?
    public var averageWeightKg: Double?
    // Training
    public var workouts: Int?
    public var trainingMinutes: Double?
    public var trainingKcal: Double?

    /// The share of a period's days that must be on target for it to be on track (5 of 7 days a week).
    public static let onTrackShare = 5.0 / 7.0

    enum CodingKeys: String, CodingKey {
        case start, end, days, daysLogged, daysOnTarget, averageKcal, averageTargetKcal, onTrack, weighIns, trendChangeKg, averageWeightKg, workouts,
            trainingMinutes, trainingKcal
    }

    /// Every key of the types asked for is present (null when unknown); the others are left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(start, forKey: .start)
        try c.encode(end, forKey: .end)
        try c.encode(days, forKey: .days)
        if let daysLogged {
            try c.encode(daysLogged, forKey: .daysLogged)
            try c.encode(daysOnTarget, forKey: .daysOnTarget)
            try c.encode(averageKcal, forKey: .averageKcal)
            try c.encode(averageTargetKcal, forKey: .averageTargetKcal)
            try c.encode(onTrack, forKey: .onTrack)
        }
        if let weighIns {
            try c.encode(weighIns, forKey: .weighIns)
            try c.encode(trendChangeKg, forKey: .trendChangeKg)
            try c.encode(averageWeightKg, forKey: .averageWeightKg)
        }
        if let workouts {
            try c.encode(workouts, forKey: .workouts)
            try c.encode(trainingMinutes, forKey: .trainingMinutes)
            try c.encode(trainingKcal, forKey: .trainingKcal)
        }
    }
}

/// What a range of days holds, read by the store.
public struct HistoryFacts: Sendable {
    public struct FoodDay: Sendable, Equatable {
        public var logged: Bool
        public var onTarget: Bool
        public var kcal: Double?
        public var targetKcal: Double?
        public init(logged: Bool, onTarget: Bool, kcal: Double?, targetKcal: Double?) {
            self.logged = logged
            self.onTarget = onTarget
            self.kcal = kcal
            self.targetKcal = targetKcal
        }
    }

    public var from: Day
    public var to: Day
    public var food: [Day: FoodDay]
    /// Each weigh-in day's weight (kg), every one before `to` (the trend needs the history before the range).
    public var weights: [(day: Day, kg: Double)]
    public var workouts: [(day: Day, minutes: Double, kcal: Double)]

    public init(from: Day, to: Day, food: [Day: FoodDay], weights: [(day: Day, kg: Double)], workouts: [(day: Day, minutes: Double, kcal: Double)]) {
        self.from = from
        self.to = to
        self.food = food
        self.weights = weights
        self.workouts = workouts
    }
}

public struct HistorySummaryReport: Encodable, Sendable {
    public var from: Day
    public var to: Day
    public var by: String
    public var type: String
    public var periods: [PeriodSummary]

    public init(from: Day, to: Day, by: String, type: String, periods: [PeriodSummary]) {
        self.from = from
        self.to = to
        self.by = by
        self.type = type
        self.periods = periods
    }
}

extension PeriodSummary {
    /// The longest range summarised at once (ten years).
    public static let maximumDays = 3_660

    /// Checks a range: from ≤ to, at most ten years.
    public static func checkRange(from: Day, to: Day) throws(TallyError) {
        guard from <= to else { throw .invalid(field: "from", "from (\(from)) is after to (\(to))") }
        guard from.distance(to: to) < maximumDays else { throw .invalid(field: "from", "a summary covers at most ten years") }
    }

    /// The periods (weeks from `weekStart`, 1 = Monday; or calendar months) that cover from…to, each cut to the range.
    public static func periods(from: Day, to: Day, by grouping: HistoryGrouping, weekStart: Int = 1) -> [(Day, Day)] {
        var result: [(Day, Day)] = []
        var start = from
        while start <= to {
            let natural: Day
            switch grouping {
            case .week:
                let back = ((start.isoWeekday - weekStart) % 7 + 7) % 7
                natural = start.adding(days: -back).adding(days: 6)
            case .month:
                natural = start.firstOfMonth.adding(days: Day.daysIn(month: start.month, year: start.year) - 1)
            }
            let end = min(natural, to)
            result.append((start, end))
            start = end.adding(days: 1)
        }
        return result
    }

    /// Summaries of `facts` by week or month, for the data type asked.
    public static func summarise(_ facts: HistoryFacts, by grouping: HistoryGrouping, type: HistoryDataType, weekStart: Int = 1) -> [PeriodSummary] {
        let sortedWeights = facts.weights.sorted { $0.day < $1.day }
        let trend = Trend.exponential(sortedWeights.map(\.kg))
        func trendOn(_ day: Day) -> Double? {
            guard let index = sortedWeights.lastIndex(where: { $0.day <= day }) else { return nil }
            return trend[index]
        }
        return periods(from: facts.from, to: facts.to, by: grouping, weekStart: weekStart).map { start, end in
            let days = start.through(end)
            var summary = PeriodSummary(start: start, end: end, days: days.count)
            if type == .all || type == .food {
                let lines = days.compactMap { facts.food[$0] }
                let logged = lines.filter(\.logged)
                summary.daysLogged = logged.count
                summary.daysOnTarget = lines.filter(\.onTarget).count
                let energies = logged.compactMap(\.kcal)
                summary.averageKcal = energies.isEmpty ? nil : (energies.reduce(0, +) / Double(energies.count)).rounded()
                let targets = lines.compactMap(\.targetKcal)
                summary.averageTargetKcal = targets.isEmpty ? nil : (targets.reduce(0, +) / Double(targets.count)).rounded()
                summary.onTrack = Double(summary.daysOnTarget ?? 0) >= (onTrackShare * Double(days.count)).rounded(.up) - 1e-9
            }
            if type == .all || type == .body {
                let inside = sortedWeights.filter { $0.day >= start && $0.day <= end }
                summary.weighIns = inside.count
                summary.averageWeightKg = inside.isEmpty ? nil : ((inside.map(\.kg).reduce(0, +) / Double(inside.count)) * 10).rounded() / 10
                // The change needs a weigh-in inside the period (no data is no change to report), measured from
                // the trend the day before it starts, or from its first weigh-in when there was none before.
                if let firstInside = inside.first, let last = trendOn(end), let baseline = trendOn(start.adding(days: -1)) ?? trendOn(firstInside.day) {
                    summary.trendChangeKg = ((last - baseline) * 100).rounded() / 100
                }
            }
            if type == .all || type == .training {
                let inside = facts.workouts.filter { $0.day >= start && $0.day <= end }
                summary.workouts = inside.count
                summary.trainingMinutes = inside.map(\.minutes).reduce(0, +).rounded()
                summary.trainingKcal = inside.map(\.kcal).reduce(0, +).rounded()
            }
            return summary
        }
    }
}

import Foundation

/// How long a budget runs: one day, a week from a chosen weekday, or a custom range.
public enum BudgetPeriod: Sendable, Equatable {
    case day
    /// Weekday the week starts on, ISO (1 = Monday … 7 = Sunday).
    case week(startsOn: Int)
    case custom(from: Day, to: Day)

    public static let weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    public static func weekday(_ text: String) throws(TallyError) -> Int {
        let key = text.lowercased()
        guard let index = weekdays.firstIndex(where: { $0 == key || $0.prefix(3) == key }) else {
            throw .invalid(field: "weekStart", "'\(text)' is not a weekday (monday … sunday)")
        }
        return index + 1
    }

    /// The period's days that contain `day`.
    public func days(containing day: Day) -> ClosedRange<Day> {
        switch self {
        case .day: return day...day
        case .week(let start):
            let back = (day.isoWeekday - start + 7) % 7
            let first = day.adding(days: -back)
            return first...first.adding(days: 6)
        case .custom(let from, let to): return from...to
        }
    }

    public var label: String {
        switch self {
        case .day: "day"
        case .week(let start): "week from \(BudgetPeriod.weekdays[start - 1].capitalized)"
        case .custom(let from, let to): "\(from) to \(to)"
        }
    }

    /// The settings as JSON: `{"period": "week", "weekStart": "monday", "from": null, "to": null}`.
    public var settings: BudgetSettingsReport {
        switch self {
        case .day: BudgetSettingsReport(period: "day", weekStart: nil, from: nil, to: nil)
        case .week(let start): BudgetSettingsReport(period: "week", weekStart: BudgetPeriod.weekdays[start - 1], from: nil, to: nil)
        case .custom(let from, let to): BudgetSettingsReport(period: "custom", weekStart: nil, from: from, to: to)
        }
    }

    public static func validateCustom(from: Day, to: Day) throws(TallyError) {
        guard from <= to else { throw .invalid(field: "from", "the budget starts (\(from)) after it ends (\(to))") }
        guard from.distance(to: to) < 366 else { throw .invalid(field: "to", "a custom budget covers at most a year") }
    }
}

/// A budget for one nutrient over a period: the total is fixed; what is left before today is spread
/// evenly over the days left (today included), never below the floor.
public struct Budget: Sendable, Equatable {
    public struct DayLine: Sendable, Equatable {
        public var day: Day
        public var consumed: Double
        /// What the day could have / can use: for past days the allowance they had then.
        public var allowance: Double
    }

    public var start: Day
    public var end: Day
    public var dailyTarget: Double
    public var total: Double
    public var consumed: Double
    public var remaining: Double
    /// Today's allowance; nil when today is outside the period.
    public var todayAllowance: Double?
    /// Where the period ends if the pace so far continues.
    public var projected: Double
    public var days: [DayLine]

    /// - Parameters:
    ///   - consumption: amount consumed per day (days without entries count as 0).
    ///   - floor: the least any remaining day may be allowed (the calorie floor for kcal).
    public static func make(
        period: BudgetPeriod, containing day: Day, today: Day, dailyTarget: Double, consumption: [Day: Double], floor: Double
    ) -> Budget {
        let range = period.days(containing: day)
        let allDays = range.lowerBound.through(range.upperBound)
        let total = dailyTarget * Double(allDays.count)
        var lines: [DayLine] = []
        var consumedBefore = 0.0
        var todayAllowance: Double?
        for (index, d) in allDays.enumerated() {
            let eaten = consumption[d] ?? 0
            let daysLeft = Double(allDays.count - index)
            // The spread as it stands on day d: what remains of the total over the days left.
            let spread = max(floor, (total - consumedBefore) / daysLeft)
            let allowance: Double
            if d < today {
                allowance = spread
                consumedBefore += eaten
            } else if d == today {
                allowance = spread
                todayAllowance = spread
                consumedBefore += eaten
            } else {
                // Future days: today's spread holds unless today already overspent it.
                let base = todayAllowance ?? spread
                allowance = max(floor, base)
            }
            lines.append(DayLine(day: d, consumed: eaten, allowance: allowance))
        }
        let consumed = lines.reduce(0) { $0 + $1.consumed }
        let elapsed = lines.filter { $0.day <= today }
        let pace = elapsed.isEmpty ? dailyTarget : consumed / Double(elapsed.count)
        let projected = today >= range.upperBound ? consumed : pace * Double(allDays.count)
        return Budget(
            start: range.lowerBound, end: range.upperBound, dailyTarget: dailyTarget, total: total, consumed: consumed,
            remaining: total - consumed, todayAllowance: todayAllowance, projected: projected, days: lines)
    }
}

/// Expenditure worked out from what was eaten and how the trend weight moved (the MacroFactor idea:
/// calories in − change in stored energy = calories out).
public struct ExpenditureEstimate: Sendable, Equatable {
    public enum Confidence: String, Codable, Sendable { case low, medium, high }

    public var tdee: Double
    public var from: Day
    public var to: Day
    public var intakeDays: Int
    public var weighIns: Int
    public var averageIntake: Double
    public var trendChangeKg: Double
    public var confidence: Confidence
    public var notes: [String]
}

public enum AdaptiveExpenditure {
    public static let minimumDays = 14
    public static let maximumDays = 28

    /// - Parameters:
    ///   - intake: kcal eaten per day (only days with logged food).
    ///   - weights: one weight per day (kg).
    /// Throws when there is too little data, saying what is missing.
    public static func estimate(today: Day, intake: [Day: Double], weights: [(day: Day, value: Double)], kcalPerKg: Double = GoalPlanner.kcalPerKg)
        throws(TallyError) -> ExpenditureEstimate
    {
        // The window ends yesterday (today is still being logged) and reaches back up to 28 days.
        let end = today.adding(days: -1)
        let start = end.adding(days: -(maximumDays - 1))
        let loggedDays = intake.keys.filter { $0 >= start && $0 <= end && (intake[$0] ?? 0) > 0 }.sorted()
        let weighIns = weights.filter { $0.day >= start && $0.day <= end }
        guard let firstLogged = loggedDays.first else {
            throw .conflict(field: "intake", "no food logged in the last \(maximumDays) days; log at least \(minimumDays) days of meals")
        }
        let windowStart = min(firstLogged, weighIns.first?.day ?? firstLogged)
        let windowDays = windowStart.distance(to: end) + 1
        var problems: [String] = []
        if windowDays < minimumDays { problems.append("at least \(minimumDays) days of data (have \(windowDays))") }
        if Double(loggedDays.count) < 0.7 * Double(max(windowDays, minimumDays)) {
            problems.append("food logged on most days (\(loggedDays.count) of \(max(windowDays, minimumDays)))")
        }
        if weighIns.count < 4 { problems.append("at least 4 weigh-ins (have \(weighIns.count))") }
        guard problems.isEmpty else {
            throw .conflict(field: "data", "not enough data for an adaptive estimate yet: it needs " + problems.joined(separator: ", "))
        }
        // Trend weight over all weigh-ins up to the end, so the window's first trend is settled.
        let history = weights.filter { $0.day <= end }
        let trend = Trend.exponential(history.map(\.value))
        let trendByDay = Dictionary(uniqueKeysWithValues: zip(history.map(\.day), trend))
        let inWindow = history.filter { $0.day >= windowStart }
        guard let first = inWindow.first, let last = inWindow.last, first.day < last.day,
            let startTrend = trendByDay[first.day], let endTrend = trendByDay[last.day]
        else {
            throw .conflict(field: "data", "not enough data for an adaptive estimate yet: weigh-ins must span the window")
        }
        let span = Double(first.day.distance(to: last.day))
        let change = endTrend - startTrend
        let averageIntake = loggedDays.map { intake[$0] ?? 0 }.reduce(0, +) / Double(loggedDays.count)
        let storedPerDay = change * kcalPerKg / span
        let tdee = averageIntake - storedPerDay
        // Confidence from coverage and from how noisy the scale is around the trend.
        let residuals = inWindow.compactMap { point in trendByDay[point.day].map { point.value - $0 } }
        let noise = sqrt(residuals.map { $0 * $0 }.reduce(0, +) / Double(max(1, residuals.count)))
        let coverage = Double(loggedDays.count) / Double(windowDays)
        var notes: [String] = []
        var confidence: ExpenditureEstimate.Confidence = .high
        if windowDays < 21 || weighIns.count < 8 {
            confidence = .medium
            notes.append("a longer window with more weigh-ins will steady it")
        }
        if coverage < 0.85 {
            confidence = .medium
            notes.append("\(windowDays - loggedDays.count) days without logged food in the window")
        }
        if noise > 1.0 || windowDays < 16 {
            confidence = confidence == .high ? .medium : .low
            notes.append("weigh-ins vary by about \(GoalPlanner.fmt(noise)) kg around the trend")
        }
        if tdee < 800 || tdee > 6000 {
            confidence = .low
            notes.append("the estimate is outside the usual range; check for unlogged meals")
        }
        return ExpenditureEstimate(
            tdee: tdee, from: windowStart, to: end, intakeDays: loggedDays.count, weighIns: weighIns.count, averageIntake: averageIntake,
            trendChangeKg: change, confidence: confidence, notes: notes)
    }
}

public struct BudgetSettingsReport: Encodable, Equatable, Sendable {
    public var period: String
    public var weekStart: String?
    public var from: Day?
    public var to: Day?

    enum CodingKeys: String, CodingKey { case period, weekStart, from, to }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(period, forKey: .period)
        try c.encode(weekStart, forKey: .weekStart)
        try c.encode(from, forKey: .from)
        try c.encode(to, forKey: .to)
    }
}

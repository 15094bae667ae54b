import Foundation

/// `tally body --json` and the Body page: per metric, daily values with the 7-day average and trend.
public struct BodyReport: Encodable, Equatable, Sendable {
    public struct Point: Encodable, Equatable, Sendable {
        public var date: Day
        public var value: Double
        public var avg7: Double
        public var trend: Double
    }

    public struct Index: Encodable, Equatable, Sendable {
        public var value: Double
        public var category: String
    }

    public var range: String
    public var from: Day?
    public var to: Day
    public var units: String
    public var metrics: [String: [Point]]
    public var latest: [String: Double]
    public var bmi: Index?
    public var waistToHeight: Index?
    public var dailyRule: [String: String]

    public static let ranges: [String: Int?] = ["1w": 7, "1m": 30, "3m": 91, "6m": 182, "1y": 365, "all": nil]

    public static func days(forRange range: String) throws(TallyError) -> Int? {
        guard let days = ranges[range.lowercased()] else {
            throw .invalid(field: "range", "range must be 1w, 1m, 3m, 6m, 1y or all")
        }
        return days
    }

    /// Builds the report from all measurements (history settles the trend) and shows the range.
    public init(measurements: [BodyMeasurement], profileHeight: Double?, range: String, today: Day, imperial: Bool) throws(TallyError) {
        let span = try BodyReport.days(forRange: range)
        let from = span.map { today.adding(days: -($0 - 1)) }
        self.range = range.lowercased()
        self.to = today
        self.from = from
        self.units = imperial ? "imperial" : "metric"
        var metrics: [String: [Point]] = [:]
        var latest: [String: Double] = [:]
        var rules: [String: String] = [:]
        for kind in MetricKind.allCases {
            let series = BodyRules.dailyValues(measurements.filter { $0.day <= today }, kind: kind)
            guard !series.isEmpty else { continue }
            let averages = Trend.sevenDayAverage(series)
            let trend = Trend.exponential(series.map(\.value))
            let scale = BodyReport.displayScale(kind, imperial: imperial)
            let points = series.indices.compactMap { i -> Point? in
                if let from, series[i].day < from { return nil }
                return Point(
                    date: series[i].day, value: BodyReport.round(series[i].value * scale, kind), avg7: BodyReport.round(averages[i] * scale, kind),
                    trend: BodyReport.round(trend[i] * scale, kind))
            }
            metrics[kind.rawValue] = points
            if let last = series.last { latest[kind.rawValue] = BodyReport.round(last.value * scale, kind) }
            rules[kind.rawValue] = kind.dailyRule
        }
        self.metrics = metrics
        self.latest = latest
        self.dailyRule = rules
        let body = BodyState(measurements: measurements, profileHeight: profileHeight, on: today)
        if let kg = body.latestWeightKg, let cm = body.heightCm {
            let value = BodyIndex.bmi(kg: kg, cm: cm)
            bmi = Index(value: (value * 10).rounded() / 10, category: BodyIndex.bmiCategory(value))
        }
        if let waist = body.latestWaistCm, let cm = body.heightCm {
            let ratio = BodyIndex.waistToHeight(waist: waist, height: cm)
            waistToHeight = Index(value: (ratio * 1000).rounded() / 1000, category: BodyIndex.waistToHeightCategory(ratio))
        }
    }

    /// Imperial display: pounds and inches; stored values stay SI.
    public static func displayScale(_ kind: MetricKind, imperial: Bool) -> Double {
        guard imperial else { return 1 }
        switch kind {
        case .weight, .leanmass: return BodyUnit.poundsPerKilogram
        case .waist, .height: return 1 / BodyUnit.centimetresPerInch
        default: return 1
        }
    }

    static func round(_ value: Double, _ kind: MetricKind) -> Double {
        kind == .steps ? value.rounded() : (value * 100).rounded() / 100
    }

    enum CodingKeys: String, CodingKey { case range, from, to, units, metrics, latest, bmi, waistToHeight, dailyRule }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(range, forKey: .range)
        try c.encode(from, forKey: .from)
        try c.encode(to, forKey: .to)
        try c.encode(units, forKey: .units)
        try c.encode(metrics, forKey: .metrics)
        try c.encode(latest, forKey: .latest)
        try c.encode(bmi, forKey: .bmi)
        try c.encode(waistToHeight, forKey: .waistToHeight)
        try c.encode(dailyRule, forKey: .dailyRule)
    }
}

/// `tally targets --json`.
public struct TargetsReport: Encodable, Equatable, Sendable {
    public var date: Day
    public var bmr: Double?
    public var tdee: Double?
    public var formula: String?
    public var expenditure: String?
    public var kcal: Double?
    public var protein_g: Double?
    public var carbs_g: Double?
    public var fat_g: Double?
    public var overridden: [String]
    public var goal: String?
    public var plan: String?
    public var problem: String?

    public init(_ result: TargetsResult, date: Day) {
        self.date = date
        bmr = result.bmr
        tdee = result.tdee
        formula = result.formula?.rawValue
        expenditure = result.expenditureSource
        kcal = result.kcal
        protein_g = result.protein
        carbs_g = result.carbs
        fat_g = result.fat
        overridden = result.overridden.map(\.rawValue)
        goal = result.plan?.goal.kind.rawValue
        plan = result.plan?.message
        problem = result.problem
    }

    enum CodingKeys: String, CodingKey {
        case date, bmr, tdee, formula, expenditure, kcal, protein_g, carbs_g, fat_g, overridden, goal, plan, problem
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(date, forKey: .date)
        try c.encode(bmr, forKey: .bmr)
        try c.encode(tdee, forKey: .tdee)
        try c.encode(formula, forKey: .formula)
        try c.encode(expenditure, forKey: .expenditure)
        try c.encode(kcal, forKey: .kcal)
        try c.encode(protein_g, forKey: .protein_g)
        try c.encode(carbs_g, forKey: .carbs_g)
        try c.encode(fat_g, forKey: .fat_g)
        try c.encode(overridden, forKey: .overridden)
        try c.encode(goal, forKey: .goal)
        try c.encode(plan, forKey: .plan)
        try c.encode(problem, forKey: .problem)
    }
}

/// `tally budget --json`: kcal at the top level, each macro under `macros`.
public struct BudgetReport: Encodable, Equatable, Sendable {
    public struct DayLine: Encodable, Equatable, Sendable {
        public var date: Day
        public var consumed: Double
        public var allowance: Double
    }

    public struct Part: Encodable, Equatable, Sendable {
        public var total: Double
        public var consumed: Double
        public var remaining: Double
        public var todayAllowance: Double?
        public var projected: Double
        public var days: [DayLine]

        public init(_ budget: Budget) {
            func r(_ v: Double) -> Double { (v * 10).rounded() / 10 }
            total = r(budget.total)
            consumed = r(budget.consumed)
            remaining = r(budget.remaining)
            todayAllowance = budget.todayAllowance.map(r)
            projected = r(budget.projected)
            days = budget.days.map { DayLine(date: $0.day, consumed: r($0.consumed), allowance: r($0.allowance)) }
        }

        enum CodingKeys: String, CodingKey { case total, consumed, remaining, todayAllowance, projected, days }

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(total, forKey: .total)
            try c.encode(consumed, forKey: .consumed)
            try c.encode(remaining, forKey: .remaining)
            try c.encode(todayAllowance, forKey: .todayAllowance)
            try c.encode(projected, forKey: .projected)
            try c.encode(days, forKey: .days)
        }
    }

    public var period: String
    public var start: Day
    public var end: Day
    public var dailyTarget: Double
    public var total: Double
    public var consumed: Double
    public var remaining: Double
    public var todayAllowance: Double?
    public var projected: Double
    public var days: [DayLine]
    public var macros: [String: Part]

    public init(period: BudgetPeriod, budgets: [NutrientKey: Budget]) throws(TallyError) {
        guard let kcal = budgets[.kcal] else { throw .invalid(field: "targets", "no kcal target to budget") }
        let part = Part(kcal)
        self.period = period.label
        start = kcal.start
        end = kcal.end
        dailyTarget = kcal.dailyTarget
        total = part.total
        consumed = part.consumed
        remaining = part.remaining
        todayAllowance = part.todayAllowance
        projected = part.projected
        days = part.days
        macros = Dictionary(uniqueKeysWithValues: budgets.filter { $0.key != .kcal }.map { ($0.key.rawValue, Part($0.value)) })
    }

    enum CodingKeys: String, CodingKey {
        case period, start, end, dailyTarget, total, consumed, remaining, todayAllowance, projected, days, macros
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(period, forKey: .period)
        try c.encode(start, forKey: .start)
        try c.encode(end, forKey: .end)
        try c.encode(dailyTarget, forKey: .dailyTarget)
        try c.encode(total, forKey: .total)
        try c.encode(consumed, forKey: .consumed)
        try c.encode(remaining, forKey: .remaining)
        try c.encode(todayAllowance, forKey: .todayAllowance)
        try c.encode(projected, forKey: .projected)
        try c.encode(days, forKey: .days)
        try c.encode(macros, forKey: .macros)
    }
}

/// `tally balance --json`: intake against resting energy plus exercise.
public struct BalanceReport: Encodable, Equatable, Sendable {
    public var date: Day
    public var intake: Double
    public var bmr: Double?
    public var exercise: Double
    /// The day's active energy as a device measured it (imported), when there is one.
    public var activeEnergy: Double?
    /// What the expenditure adds to the BMR: "device" (measured active energy, which already
    /// includes the workouts) or "workouts" (the logged workouts' estimated energy).
    public var activity: String
    public var expenditure: Double?
    public var net: Double?
    public var target: Double?
    public var remaining: Double?
    public var macros: [String: NutrientProgress]

    public init(date: Day, intake: Nutrients, bmr: Double?, exercise: Double, activeEnergy: Double? = nil, targets: TargetsResult) {
        self.date = date
        self.intake = (intake.kcal * 10).rounded() / 10
        self.bmr = bmr
        self.exercise = (exercise * 10).rounded() / 10
        self.activeEnergy = activeEnergy.map { ($0 * 10).rounded() / 10 }
        activity = activeEnergy == nil ? "workouts" : "device"
        expenditure = bmr.map { ($0 + (activeEnergy ?? exercise)).rounded() }
        net = expenditure.map { ((intake.kcal - $0) * 10).rounded() / 10 }
        target = targets.kcal
        remaining = targets.kcal.map { (($0 - intake.kcal) * 10).rounded() / 10 }
        macros = Dictionary(uniqueKeysWithValues: [NutrientKey.protein, .carbs, .fat].map { key in
            (key.rawValue, NutrientProgress(consumed: intake[key] ?? 0, target: targets.dictionary[key]))
        })
    }

    enum CodingKeys: String, CodingKey { case date, intake, bmr, exercise, activeEnergy, activity, expenditure, net, target, remaining, macros }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(date, forKey: .date)
        try c.encode(intake, forKey: .intake)
        try c.encode(bmr, forKey: .bmr)
        try c.encode(exercise, forKey: .exercise)
        try c.encode(activeEnergy, forKey: .activeEnergy)
        try c.encode(activity, forKey: .activity)
        try c.encode(expenditure, forKey: .expenditure)
        try c.encode(net, forKey: .net)
        try c.encode(target, forKey: .target)
        try c.encode(remaining, forKey: .remaining)
        try c.encode(macros, forKey: .macros)
    }
}

/// `tally goal --json`: the goal and its plan; every key present, null when unset.
public struct GoalReport: Encodable, Equatable, Sendable {
    public var kind: String?
    public var targetKg: Double?
    public var by: Day?
    public var weeklyChangeKg: Double?
    public var dailyAdjustmentKcal: Double?
    public var message: String?
    public var kcal: Double?
    public var protein_g: Double?
    public var carbs_g: Double?
    public var fat_g: Double?

    public init(goal: Goal?, plan: GoalPlan?) {
        kind = goal?.kind.rawValue
        targetKg = goal?.targetKg.map { ($0 * 10).rounded() / 10 }
        by = goal?.by
        weeklyChangeKg = plan.map { ($0.weeklyChangeKg * 100).rounded() / 100 }
        dailyAdjustmentKcal = plan.map { $0.dailyAdjustmentKcal.rounded() }
        message = plan?.message
        kcal = plan?.targets.kcal
        protein_g = plan?.targets.protein
        carbs_g = plan?.targets.carbs
        fat_g = plan?.targets.fat
    }

    enum CodingKeys: String, CodingKey {
        case kind, targetKg, by, weeklyChangeKg, dailyAdjustmentKcal, message, kcal, protein_g, carbs_g, fat_g
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encode(targetKg, forKey: .targetKg)
        try c.encode(by, forKey: .by)
        try c.encode(weeklyChangeKg, forKey: .weeklyChangeKg)
        try c.encode(dailyAdjustmentKcal, forKey: .dailyAdjustmentKcal)
        try c.encode(message, forKey: .message)
        try c.encode(kcal, forKey: .kcal)
        try c.encode(protein_g, forKey: .protein_g)
        try c.encode(carbs_g, forKey: .carbs_g)
        try c.encode(fat_g, forKey: .fat_g)
    }
}

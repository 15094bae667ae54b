import Foundation

/// Two date ranges side by side: averages of what was eaten, spent and trained, the weight trend and
/// adherence, each difference tested against day-to-day noise (Welch's t with each period's effective
/// n from its day-to-day carry-over; weight by the difference of trend slopes), with
/// Benjamini–Hochberg across the rows.
public struct PeriodComparison: Sendable, Encodable {
    public struct Period: Sendable, Encodable, Equatable {
        public var from: Day
        public var to: Day
        public var days: Int
    }

    public struct Row: Sendable, Encodable, Equatable {
        public var key: String
        public var name: String
        public var unit: String
        public var first: Double?
        public var second: Double?
        public var difference: Double?
        /// Two-sided p of the difference (nil when either period has too little data).
        public var p: Double?
        /// After Benjamini–Hochberg across the rows at 5 %.
        public var beyondNoise: Bool
        public var days: [Int]
        public var note: String?

        enum CodingKeys: String, CodingKey { case key, name, unit, first, second, difference, p, beyondNoise, days, note }

        /// Every key present (null when a period has no value).
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(key, forKey: .key)
            try c.encode(name, forKey: .name)
            try c.encode(unit, forKey: .unit)
            try c.encode(LabMetric.finite(first), forKey: .first)
            try c.encode(LabMetric.finite(second), forKey: .second)
            try c.encode(LabMetric.finite(difference), forKey: .difference)
            try c.encode(LabMetric.finite(p), forKey: .p)
            try c.encode(beyondNoise, forKey: .beyondNoise)
            try c.encode(days, forKey: .days)
            try c.encode(note, forKey: .note)
        }
    }

    public var first: Period
    public var second: Period
    public var rows: [Row]
    public var summary: String
}

public enum LabPeriods {
    public static func compare(_ data: LabData, first: ClosedRange<Day>, second: ClosedRange<Day>) throws(TallyError) -> PeriodComparison {
        for (name, range) in [("first", first), ("second", second)] {
            guard range.lowerBound.distance(to: range.upperBound) < 3_700 else { throw .invalid(field: name, "a period covers at most ten years") }
        }
        func daily(_ key: String) -> [Day: Double] { LabCatalog.series(LabMetric(key: key, name: key, unit: "", group: "", aggregation: ""), in: data).values }
        let trainingSpan = LabCatalog.trainingDays(data)
        var volumeByDay: [Day: Double] = [:]
        for day in trainingSpan { volumeByDay[day] = 0 }
        for workout in data.workouts { volumeByDay[workout.day, default: 0] += workout.volume }
        var sessionsByDay: [Day: Double] = [:]
        for day in trainingSpan { sessionsByDay[day] = 0 }
        for workout in data.workouts { sessionsByDay[workout.day, default: 0] += 1 }

        var rows: [PeriodComparison.Row] = []
        func meanRow(_ key: String, _ name: String, _ unit: String, _ values: [Day: Double], scale: Double = 1, note: String? = nil) {
            let one = first.lowerBound.through(first.upperBound).compactMap { values[$0] }
            let two = second.lowerBound.through(second.upperBound).compactMap { values[$0] }
            let test = welch(one, two)
            let m1 = one.isEmpty ? nil : Statistics.mean(one) * scale
            let m2 = two.isEmpty ? nil : Statistics.mean(two) * scale
            rows.append(
                PeriodComparison.Row(
                    key: key, name: name, unit: unit, first: m1, second: m2, difference: m1.flatMap { a in m2.map { $0 - a } }, p: test,
                    beyondNoise: false, days: [one.count, two.count], note: note))
        }
        meanRow("kcal", "Average intake", "kcal/day", daily("kcal"))
        meanRow("protein", "Average protein", "g/day", daily("protein"))
        meanRow("expenditure", "Average expenditure", "kcal/day", data.expenditure, note: "BMR × activity")
        meanRow("balance", "Average balance", "kcal/day", daily("balance"), note: "intake minus expenditure")
        meanRow("volume", "Training volume", "kg/week", volumeByDay, scale: 7)
        meanRow("sessions", "Sessions", "per week", sessionsByDay, scale: 7)
        meanRow("rpe", "Average RPE", "RPE", daily("rpe"))
        meanRow("adherence", "Days on target", "%", daily("on-target"), scale: 100, note: "every category met")
        meanRow("categories-met", "Categories on target", "%", daily("categories-met"), note: "average share per logged day")
        rows.append(weightRow(data, first: first, second: second))

        let tested = rows.indices.filter { rows[$0].p != nil }
        let rejected = Statistics.benjaminiHochberg(tested.compactMap { rows[$0].p }, q: 0.05)
        for (position, index) in tested.enumerated() { rows[index].beyondNoise = rejected[position] }
        let changed = rows.filter(\.beyondNoise).map { LabMetric.inSentence($0.name) }
        let summary =
            changed.isEmpty
            ? "No difference between the two periods stands out from day-to-day noise."
            : "Beyond day-to-day noise: \(changed.joined(separator: ", ")). The rest could be ordinary day-to-day variation."
        return PeriodComparison(
            first: .init(from: first.lowerBound, to: first.upperBound, days: first.lowerBound.distance(to: first.upperBound) + 1),
            second: .init(from: second.lowerBound, to: second.upperBound, days: second.lowerBound.distance(to: second.upperBound) + 1), rows: rows,
            summary: summary)
    }

    /// Day-to-day carry-over shared by the two periods: the lag-1 autocorrelation of both samples
    /// around their own means, corrected for its small-sample bias (Marriott & Pope 1954:
    /// E[r₁] ≈ ρ − (1 + 4ρ)/n), clamped to 0…0.95.
    static func carryOver(_ one: [Double], _ two: [Double]) -> Double {
        let m1 = Statistics.mean(one), m2 = Statistics.mean(two)
        let centred = one.map { $0 - m1 } + two.map { $0 - m2 }
        var numerator = 0.0, denominator = 0.0
        for i in centred.indices {
            denominator += centred[i] * centred[i]
            // The pair across the two periods is skipped.
            if i + 1 < centred.count, i + 1 != one.count { numerator += centred[i] * centred[i + 1] }
        }
        guard denominator > 0 else { return 0 }
        let r = numerator / denominator
        let n = Double(centred.count)
        // Solve r = ρ − (1 + 4ρ)/n for ρ.
        let rho = (r + 1 / n) / (1 - 4 / n)
        // One standard error more than the estimate: a few weeks cannot pin the carry-over down, so
        // the test assumes as much as the data plausibly allow rather than the point estimate.
        return max(0, min(0.95, rho + 1 / n.squareRoot()))
    }

    /// Effective n of a daily sample for its mean under AR(1) carry-over ρ (Wilks, Statistical Methods
    /// in the Atmospheric Sciences, eq. 5.12): n (1 − ρ) / (1 + ρ), at least 2.
    static func effectiveN(count: Int, rho: Double) -> Double {
        max(2, Double(count) * (1 - rho) / (1 + rho))
    }

    /// Welch's two-sided p with effective sample sizes; nil with fewer than 4 values on a side.
    static func welch(_ one: [Double], _ two: [Double]) -> Double? {
        guard one.count >= 4, two.count >= 4 else { return nil }
        let rho = carryOver(one, two)
        let n1 = effectiveN(count: one.count, rho: rho), n2 = effectiveN(count: two.count, rho: rho)
        let v1 = Statistics.variance(one) / n1, v2 = Statistics.variance(two) / n2
        let se = (v1 + v2).squareRoot()
        let difference = Statistics.mean(two) - Statistics.mean(one)
        guard se > 0 else { return difference == 0 ? 1 : 0 }
        let df = (v1 + v2) * (v1 + v2) / (v1 * v1 / max(n1 - 1, 1) + v2 * v2 / max(n2 - 1, 1))
        return Statistics.twoSidedP(t: difference / se, df: max(df, 1))
    }

    /// Weight: the trend's change per week in each period (slope of daily weights), and whether the
    /// slopes differ beyond noise.
    static func weightRow(_ data: LabData, first: ClosedRange<Day>, second: ClosedRange<Day>) -> PeriodComparison.Row {
        let weights = BodyRules.dailyValues(data.measurements, kind: .weight)
        func fit(_ range: ClosedRange<Day>) -> (perWeek: Double, sxx: Double, residuals: [Double])? {
            let points = weights.filter { range.contains($0.day) }
            guard points.count >= 4 else { return nil }
            let x = points.map { Double($0.day.ordinal) }, y = points.map(\.value)
            let mx = Statistics.mean(x), my = Statistics.mean(y)
            var sxx = 0.0, sxy = 0.0
            for i in x.indices {
                sxx += (x[i] - mx) * (x[i] - mx)
                sxy += (x[i] - mx) * (y[i] - my)
            }
            guard sxx > 0 else { return nil }
            let b = sxy / sxx
            return (b * 7, sxx, x.indices.map { y[$0] - my - b * (x[$0] - mx) })
        }
        let one = fit(first), two = fit(second)
        var p: Double?
        if let one, let two {
            // Carry-over of the residuals around both lines, corrected for the bias a fitted line adds
            // (E[r₁] ≈ ρ − (2 + 6ρ)/n, from simulation of AR(1) series of 14–56 days).
            let residuals = one.residuals + two.residuals
            var numerator = 0.0, denominator = 0.0
            for i in residuals.indices {
                denominator += residuals[i] * residuals[i]
                if i + 1 < residuals.count, i + 1 != one.residuals.count { numerator += residuals[i] * residuals[i + 1] }
            }
            let n = Double(residuals.count)
            let r = denominator > 0 ? numerator / denominator : 0
            let rho = max(0, min(0.95, (r + 2 / n) / (1 - 6 / n) + 1 / n.squareRoot()))
            let inflation = (1 + rho) / (1 - rho)
            let s2 = denominator / max(n - 4, 1)
            let variance = s2 * inflation * (1 / one.sxx + 1 / two.sxx) * 49
            let df = max(1, n * (1 - rho) / (1 + rho) - 4)
            p = variance > 0 ? Statistics.twoSidedP(t: (two.perWeek - one.perWeek) / variance.squareRoot(), df: df) : nil
        }
        return PeriodComparison.Row(
            key: "weight-trend", name: "Weight trend", unit: "kg/week", first: one?.perWeek, second: two?.perWeek,
            difference: one.flatMap { a in two.map { $0.perWeek - a.perWeek } }, p: p, beyondNoise: false,
            days: [one?.residuals.count ?? 0, two?.residuals.count ?? 0],
            note: "slope of the daily weigh-ins")
    }
}

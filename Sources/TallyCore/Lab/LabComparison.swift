import Foundation

/// Comparing two metrics the way a statistician would sign: each daily series loses its trend,
/// its weekday pattern and its day-to-day carry-over (prewhitening) before the two are
/// correlated; A is paired with B 0…7 days later (the pairwise convention: Pearson(A_t, B_{t+k}) over
/// the days that have both); degrees of freedom use Bretherton's effective n (eq. 30, summed over the
/// residual autocorrelations, so carry-over the prewhitening missed still counts); and the p-value of the
/// strongest lag is multiplied by the number of lags searched (Bonferroni). "Significant" means that
/// adjusted p is below 0.01.
public struct LabComparison: Sendable, Encodable {
    public struct Lag: Sendable, Encodable, Equatable {
        public var lag: Int
        public var n: Int
        public var effectiveN: Double
        public var pearson: Double?
        public var spearman: Double?
        /// Two-sided p at this lag alone (not adjusted for the search).
        public var p: Double?
        /// The Box–Jenkins (R `ccf`) value on the days both series have, for comparison with other tools.
        public var ccf: Double?

        enum CodingKeys: String, CodingKey { case lag, n, effectiveN, pearson, spearman, p, ccf }

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(lag, forKey: .lag)
            try c.encode(n, forKey: .n)
            try c.encode(LabMetric.finite(effectiveN) ?? 0, forKey: .effectiveN)
            try c.encode(LabMetric.finite(pearson), forKey: .pearson)
            try c.encode(LabMetric.finite(spearman), forKey: .spearman)
            try c.encode(LabMetric.finite(p), forKey: .p)
            try c.encode(LabMetric.finite(ccf), forKey: .ccf)
        }
    }

    public struct Point: Sendable, Encodable, Equatable {
        public var date: Day
        public var value: Double
    }

    public var a: String
    public var b: String
    public var aName: String
    public var bName: String
    public var aUnit: String
    public var bUnit: String
    public var range: String
    public var from: Day
    public var to: Day
    /// Pairs at the reported lag.
    public var n: Int
    public var effectiveN: Double
    /// Days by which A leads B at the reported lag (positive: A first).
    public var lag: Int
    public var pearson: Double?
    public var spearman: Double?
    /// Two-sided p at the reported lag, multiplied by the number of lags searched.
    public var p: Double?
    public var ci: [Double]?
    public var significant: Bool
    public var lagsSearched: Int
    /// Pearson's r of the raw values on the same days, before any adjustment (context only).
    public var rawPearson: Double?
    public var lags: [Lag]
    public var summary: String
    public var caveats: [String]
    public var method: String
    public var seriesA: [Point]
    public var seriesB: [Point]

    enum CodingKeys: String, CodingKey {
        case a, b, aName, bName, aUnit, bUnit, range, from, to, n, effectiveN, lag, pearson, spearman, p, ci, significant, lagsSearched, rawPearson, lags
        case summary, caveats, method, seriesA, seriesB
    }

    /// Every key is always present (null when there is no value), and no number is ever NaN or infinite.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(a, forKey: .a)
        try c.encode(b, forKey: .b)
        try c.encode(aName, forKey: .aName)
        try c.encode(bName, forKey: .bName)
        try c.encode(aUnit, forKey: .aUnit)
        try c.encode(bUnit, forKey: .bUnit)
        try c.encode(range, forKey: .range)
        try c.encode(from, forKey: .from)
        try c.encode(to, forKey: .to)
        try c.encode(n, forKey: .n)
        try c.encode(LabMetric.finite(effectiveN) ?? 0, forKey: .effectiveN)
        try c.encode(lag, forKey: .lag)
        try c.encode(LabMetric.finite(pearson), forKey: .pearson)
        try c.encode(LabMetric.finite(spearman), forKey: .spearman)
        try c.encode(LabMetric.finite(p), forKey: .p)
        try c.encode(ci.flatMap { $0.allSatisfy(\.isFinite) ? $0 : nil }, forKey: .ci)
        try c.encode(significant, forKey: .significant)
        try c.encode(lagsSearched, forKey: .lagsSearched)
        try c.encode(LabMetric.finite(rawPearson), forKey: .rawPearson)
        try c.encode(lags, forKey: .lags)
        try c.encode(summary, forKey: .summary)
        try c.encode(caveats, forKey: .caveats)
        try c.encode(method, forKey: .method)
        try c.encode(seriesA, forKey: .seriesA)
        try c.encode(seriesB, forKey: .seriesB)
    }
}

public enum LabCompare {
    public static let maximumLag = 7
    /// Fewer pairs than this and the Lab says it cannot tell.
    public static let minimumPairs = 10
    /// The Lab calls an association clear only below this p after the lag search: people compare many
    /// pairs, and one person's log is a small sample. Between this and 0.05 it says "possible".
    public static let alpha = 0.01
    public static let suggestive = 0.05

    public static let method =
        "Each series over the range: linear trend removed, then its weekday pattern (daily series), then day-to-day carry-over "
        + "(prewhitening: the AR(1) residual or the day-to-day change, whichever leaves less autocorrelation). A on day t is paired with B on day t+k for k = 0…7 (pairwise convention); degrees of freedom use "
        + "Bretherton's effective n (1999, eq. 30, over the residual autocorrelations); the strongest lag's p is multiplied by the number of lags searched."

    /// Ranges people pick: 7d, 30d, 90d, 180d, 1y or all (the days ending today; all: from the first data).
    public static func days(forRange range: String) throws(TallyError) -> Int? {
        switch range.lowercased() {
        case "7d", "1w": return 7
        case "30d", "1m": return 30
        case "90d", "3m": return 90
        case "180d", "6m": return 180
        case "365d", "1y": return 365
        case "all": return nil
        default: throw .invalid(field: "range", "'\(Limits.clip(range))' is not a range; use 7d, 30d, 90d, 180d, 1y or all")
        }
    }

    public static let ranges = ["7d", "30d", "90d", "180d", "1y", "all"]

    /// Residuals of a series: trend, weekday pattern and AR(1) carry-over removed. Days kept are those
    /// with a value (and, after prewhitening, a predecessor).
    public static func prepared(_ points: [(day: Day, value: Double)]) -> [Day: Double] {
        guard points.count >= 4 else { return [:] }
        let days = points.map(\.day)
        let x = days.map { Double($0.ordinal) }
        var residual = points.map(\.value)
        // 1. Linear trend.
        let mx = Statistics.mean(x), my = Statistics.mean(residual)
        var sxx = 0.0, sxy = 0.0
        for i in x.indices {
            sxx += (x[i] - mx) * (x[i] - mx)
            sxy += (x[i] - mx) * (residual[i] - my)
        }
        let slope = sxx > 0 ? sxy / sxx : 0
        for i in residual.indices { residual[i] -= my + slope * (x[i] - mx) }
        // 2. Weekday pattern, for series with a value on most days.
        let span = max(1, days[0].distance(to: days[days.count - 1]) + 1)
        let isDaily = points.count >= 28 && Double(points.count) >= 0.5 * Double(span)
        if isDaily {
            var sums = [Double](repeating: 0, count: 8), counts = [Double](repeating: 0, count: 8)
            for i in residual.indices {
                sums[days[i].isoWeekday] += residual[i]
                counts[days[i].isoWeekday] += 1
            }
            for i in residual.indices where counts[days[i].isoWeekday] >= 2 {
                residual[i] -= sums[days[i].isoWeekday] / counts[days[i].isoWeekday]
            }
        }
        // 3. Prewhitening: the whitest of (a) the AR(1) residual r_i − φ r_{i−1}, (b) the day-to-day
        //    change r_i − r_{i−1} (for series that wander like a random walk) and (c) the AR(1) residual
        //    of the changes, judged by the squared autocorrelation left at lags 1…10. Neighbours are the
        //    previous day for daily series, the previous observation otherwise.
        func hasPredecessor(_ i: Int) -> Bool {
            guard i > 0 else { return false }
            let gap = days[i - 1].distance(to: days[i])
            return isDaily ? gap == 1 : gap <= 28
        }
        func arResidual(_ values: [Double?]) -> [Double?] {
            var numerator = 0.0, denominator = 0.0
            for i in values.indices {
                guard let value = values[i] else { continue }
                denominator += value * value
                if hasPredecessor(i), let previous = values[i - 1] { numerator += value * previous }
            }
            let phi = denominator > 0 ? max(0, min(0.98, numerator / denominator)) : 0
            return values.indices.map { i in
                guard let value = values[i] else { return nil }
                if phi == 0 { return value }
                guard hasPredecessor(i), let previous = values[i - 1] else { return nil }
                return value - phi * previous
            }
        }
        let levels: [Double?] = residual
        let changes: [Double?] = residual.indices.map { hasPredecessor($0) ? residual[$0] - residual[$0 - 1] : nil }
        func leftover(_ values: [Double?]) -> Double {
            let present = values.compactMap { $0 }
            guard present.count > 12 else { return .infinity }
            return (1...10).reduce(0) { $0 + pow(Statistics.autocorrelation(present, lag: $1), 2) }
        }
        let options = [arResidual(levels), changes, arResidual(changes)]
        let whitest = options.min { leftover($0) < leftover($1) } ?? options[0]
        var result: [Day: Double] = [:]
        for i in whitest.indices { if let value = whitest[i] { result[days[i]] = value } }
        return result
    }

    /// A series over a range with its residuals, ready to be compared with several others.
    public struct Prepared: Sendable {
        public var series: LabSeries
        /// Raw values and residuals by day, as arrays indexed by days since `origin` (nil: missing).
        var origin: Int
        var values: [Double?]
        var residuals: [Double?]

        public init(_ series: LabSeries, from: Day, to: Day) {
            self.series = series.restricted(from: from, to: to)
            origin = from.ordinal
            let count = max(0, to.ordinal - origin + 1)
            values = [Double?](repeating: nil, count: count)
            residuals = [Double?](repeating: nil, count: count)
            for point in self.series.points {
                let index = point.day.ordinal - origin
                if index >= 0 && index < count { values[index] = point.value }
            }
            for (day, value) in LabCompare.prepared(self.series.points) {
                let index = day.ordinal - origin
                if index >= 0 && index < count { residuals[index] = value }
            }
        }
    }

    /// Pairs (a[i], b[i + lag]) where both are present, in day order.
    static func pairs(_ a: [Double?], _ b: [Double?], lag: Int) -> (x: [Double], y: [Double]) {
        var x: [Double] = [], y: [Double] = []
        guard lag >= 0, lag < b.count else { return (x, y) }
        for i in 0..<min(a.count, b.count - lag) {
            if let one = a[i], let two = b[i + lag] {
                x.append(one)
                y.append(two)
            }
        }
        return (x, y)
    }

    /// Compares A with B over from…to (A leading B by 0…7 days).
    public static func compare(_ a: LabSeries, _ b: LabSeries, from: Day, to: Day, range: String, maximumLag: Int = LabCompare.maximumLag) -> LabComparison {
        compare(Prepared(a, from: from, to: to), Prepared(b, from: from, to: to), from: from, to: to, range: range, maximumLag: maximumLag)
    }

    /// Compares two prepared series; `describe: false` leaves the summary and caveats empty (for the
    /// many candidate findings behind the cards, whose words are written from the numbers).
    public static func compare(
        _ a: Prepared, _ b: Prepared, from: Day, to: Day, range: String, maximumLag: Int = LabCompare.maximumLag, describe: Bool = true
    ) -> LabComparison {
        let seriesA = a.series, seriesB = b.series
        let raw = pairs(a.values, b.values, lag: 0)
        let rawPearson = Statistics.pearson(raw.x, raw.y)
        let same = pairs(a.residuals, b.residuals, lag: 0)
        let ccfX = same.x, ccfY = same.y

        var lags: [LabComparison.Lag] = []
        for k in 0...maximumLag {
            let (x, y) = pairs(a.residuals, b.residuals, lag: k)
            let n = x.count
            let r = Statistics.pearson(x, y)
            let neff = Statistics.effectiveN(x, y)
            let p = r.flatMap { r in neff > 2.5 ? Statistics.correlationP(r: r, df: neff - 2) : nil }
            lags.append(
                LabComparison.Lag(
                    lag: k, n: n, effectiveN: neff, pearson: r, spearman: Statistics.spearman(x, y), p: p,
                    ccf: k < ccfX.count ? Statistics.boxJenkinsLagged(ccfX, ccfY, lag: k) : nil))
        }
        let eligible = lags.filter { $0.n >= minimumPairs && $0.p != nil }
        let best = eligible.min { ($0.p ?? 1, $0.lag) < ($1.p ?? 1, $1.lag) }
        let searched = eligible.count
        let adjusted = best?.p.map { min(1, $0 * Double(max(searched, 1))) }
        let ci = best.flatMap { lag in lag.pearson.flatMap { Statistics.fisherInterval(r: $0, n: lag.effectiveN) } }.map { [$0.low, $0.high] }
        let significant = (adjusted ?? 1) < alpha
        let reported = best ?? lags.max { $0.n < $1.n } ?? lags[0]
        var comparison = LabComparison(
            a: seriesA.metric.key, b: seriesB.metric.key, aName: seriesA.metric.name, bName: seriesB.metric.name, aUnit: seriesA.metric.unit, bUnit: seriesB.metric.unit,
            range: range, from: from, to: to, n: reported.n, effectiveN: (reported.effectiveN * 10).rounded() / 10, lag: reported.lag,
            pearson: best?.pearson, spearman: best?.spearman, p: adjusted, ci: ci, significant: significant, lagsSearched: searched,
            rawPearson: rawPearson, lags: lags, summary: "", caveats: [], method: method,
            seriesA: seriesA.points.map { LabComparison.Point(date: $0.day, value: $0.value) },
            seriesB: seriesB.points.map { LabComparison.Point(date: $0.day, value: $0.value) })
        if describe { (comparison.summary, comparison.caveats) = Self.describe(comparison, best: best) }
        return comparison
    }

    static func number(_ value: Double, places: Int = 2) -> String {
        String(format: "%.\(places)f", value)
    }

    static func pText(_ p: Double) -> String {
        p < 0.001 ? "p < 0.001" : "p = \(number(p, places: p < 0.01 ? 3 : 2))"
    }

    static func lagPhrase(_ lag: Int, _ b: String) -> String {
        lag == 0 ? "on the same day" : lag == 1 ? "\(b) the next day" : "\(b) \(lag) days later"
    }

    /// The plain-words summary and what it cannot say.
    static func describe(_ c: LabComparison, best: LabComparison.Lag?) -> (String, [String]) {
        var caveats = ["A correlation in your own data, not proof that one causes the other."]
        guard let best, let r = best.pearson, let p = c.p else {
            let most = c.lags.map(\.n).max() ?? 0
            return (
                "n = \(most): too few days with both \(LabMetric.inSentence(c.aName)) and \(LabMetric.inSentence(c.bName)) to tell (the Lab needs at least \(minimumPairs) after adjusting for trends and carry-over).",
                caveats
            )
        }
        if c.effectiveN < Double(best.n) * 0.8 {
            caveats.append(
                "Day-to-day values hang together, so \(best.n) pairs carry about as much evidence as \(Int(rounding: c.effectiveN)) independent ones.")
        }
        let pairs = "n = \(best.n) pairs, effective n \(Int(rounding: c.effectiveN)), \(pText(p)) after checking \(c.lagsSearched) lag\(c.lagsSearched == 1 ? "" : "s")"
        let spearman = best.spearman.map { ", Spearman \(number($0))" } ?? ""
        let interval = c.ci.map { ", 95 % CI \(number($0[0])) to \(number($0[1]))" } ?? ""
        if c.significant {
            let direction = r > 0 ? "higher" : "lower"
            let strength = abs(r) >= 0.5 ? "strong" : abs(r) >= 0.3 ? "moderate" : "weak"
            let pattern =
                best.lag == 0
                ? "days with higher \(LabMetric.inSentence(c.aName)) had \(direction) \(LabMetric.inSentence(c.bName)) than usual"
                : "days with higher \(LabMetric.inSentence(c.aName)) were followed by \(direction) \(LabMetric.inSentence(c.bName)) \(best.lag == 1 ? "the next day" : "\(best.lag) days later")"
            let text =
                "A \(strength) association: \(pattern) (r = \(number(r))\(spearman), \(pairs)\(interval)). "
                + "Measured after removing each series' trend, weekday pattern and day-to-day carry-over."
            return (text, caveats)
        }
        let dfCritical = max(1, c.effectiveN - 2)
        let critical = Statistics.criticalR(df: dfCritical, alpha: alpha / Double(max(c.lagsSearched, 1)))
        if p < suggestive {
            let text =
                "A possible association, not a clear one: \(LabMetric.inSentence(c.aName)) and \(LabMetric.inSentence(c.bName)) "
                + "\(lagPhrase(best.lag, LabMetric.inSentence(c.bName))) give r = \(number(r))\(spearman) (\(pairs)). The Lab calls an association clear only "
                + "below p = \(number(alpha)) after the lag search (here |r| above \(number(critical))), because many pairs can be compared and chance alone "
                + "makes one in twenty look like this."
            return (text, caveats)
        }
        let text =
            "No clear association between \(LabMetric.inSentence(c.aName)) and \(LabMetric.inSentence(c.bName)): the strongest, "
            + "\(lagPhrase(best.lag, LabMetric.inSentence(c.bName))), is r = \(number(r))\(spearman) (\(pairs)). With this much data only |r| above "
            + "\(number(critical)) would have stood out."
        return (text, caveats)
    }
}

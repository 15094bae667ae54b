import Foundation

/// The statistics the Lab reports, written out in full (no statistics library is available to the
/// core): correlation coefficients, Student's t distribution, Fisher intervals, effective sample
/// size for autocorrelated series, lagged correlation in both common conventions, and
/// Benjamini–Hochberg. Formulas and published test values: REFERENCE.md §8.
public enum Statistics {
    // MARK: Basics

    public static func mean(_ x: [Double]) -> Double {
        x.isEmpty ? .nan : x.reduce(0, +) / Double(x.count)
    }

    /// Sample variance (n − 1).
    public static func variance(_ x: [Double]) -> Double {
        guard x.count > 1 else { return .nan }
        let m = mean(x)
        return x.reduce(0) { $0 + ($1 - m) * ($1 - m) } / Double(x.count - 1)
    }

    // MARK: Correlation

    /// Pearson's r; nil with fewer than three pairs or when either side does not vary.
    public static func pearson(_ x: [Double], _ y: [Double]) -> Double? {
        guard x.count == y.count, x.count >= 3 else { return nil }
        let mx = mean(x), my = mean(y)
        var sxy = 0.0, sxx = 0.0, syy = 0.0
        for i in x.indices {
            let dx = x[i] - mx, dy = y[i] - my
            sxy += dx * dy
            sxx += dx * dx
            syy += dy * dy
        }
        guard sxx > 0, syy > 0 else { return nil }
        return max(-1, min(1, sxy / (sxx * syy).squareRoot()))
    }

    /// Ranks 1…n with ties given their average rank.
    public static func ranks(_ x: [Double]) -> [Double] {
        let order = x.indices.sorted { x[$0] < x[$1] }
        var result = [Double](repeating: 0, count: x.count)
        var start = 0
        while start < order.count {
            var end = start
            while end + 1 < order.count && x[order[end + 1]] == x[order[start]] { end += 1 }
            let rank = Double(start + end) / 2 + 1
            for k in start...end { result[order[k]] = rank }
            start = end + 1
        }
        return result
    }

    /// Spearman's ρ: Pearson's r on average ranks (valid with ties).
    public static func spearman(_ x: [Double], _ y: [Double]) -> Double? {
        guard x.count == y.count else { return nil }
        return pearson(ranks(x), ranks(y))
    }

    /// t = r·√(df / (1 − r²)).
    public static func tStatistic(r: Double, df: Double) -> Double {
        guard df > 0 else { return .nan }
        if abs(r) >= 1 { return r > 0 ? .infinity : -.infinity }
        return r * (df / (1 - r * r)).squareRoot()
    }

    /// Two-sided p for H0: ρ = 0, from r and the degrees of freedom (n − 2, or an effective n − 2).
    public static func correlationP(r: Double, df: Double) -> Double {
        twoSidedP(t: tStatistic(r: r, df: df), df: df)
    }

    // MARK: Student's t

    /// P(|T| ≥ |t|) for T with `df` degrees of freedom (df may be fractional).
    public static func twoSidedP(t: Double, df: Double) -> Double {
        guard df > 0, !t.isNaN else { return .nan }
        if t.isInfinite { return 0 }
        return min(1, max(0, regularizedIncompleteBeta(a: df / 2, b: 0.5, x: df / (df + t * t))))
    }

    /// P(T ≥ t).
    public static func upperTailP(t: Double, df: Double) -> Double {
        let half = twoSidedP(t: t, df: df) / 2
        return t >= 0 ? half : 1 - half
    }

    /// P(T ≤ t).
    public static func studentTCDF(_ t: Double, df: Double) -> Double { 1 - upperTailP(t: t, df: df) }

    /// The t with P(T ≤ t) = p, by bisection on the CDF (monotone, so it always converges).
    public static func studentTQuantile(_ p: Double, df: Double) -> Double {
        guard p > 0, p < 1, df > 0 else { return .nan }
        if p == 0.5 { return 0 }
        var low = -1.0, high = 1.0
        while studentTCDF(low, df: df) > p { low *= 2 }
        while studentTCDF(high, df: df) < p { high *= 2 }
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if studentTCDF(middle, df: df) < p { low = middle } else { high = middle }
            if high - low < 1e-13 * max(1, abs(middle)) { break }
        }
        return (low + high) / 2
    }

    /// The smallest |r| that reaches two-sided significance at `alpha` with `df` degrees of freedom.
    public static func criticalR(df: Double, alpha: Double = 0.05) -> Double {
        let t = studentTQuantile(1 - alpha / 2, df: df)
        return (t * t / (t * t + df)).squareRoot()
    }

    // MARK: Normal distribution and Fisher intervals

    /// The standard normal quantile (Acklam's rational approximation, refined by one Halley step on
    /// erfc; about 1e-15 relative).
    public static func normalQuantile(_ p: Double) -> Double {
        guard p > 0, p < 1 else { return p <= 0 ? -.infinity : .infinity }
        let a = [-3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02, 1.383577518672690e+02, -3.066479806614716e+01, 2.506628277459239e+00]
        let b = [-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02, 6.680131188771972e+01, -1.328068155288572e+01]
        let c = [-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00, -2.549732539343734e+00, 4.374664141464968e+00, 2.938163982698783e+00]
        let d = [7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00, 3.754408661907416e+00]
        let low = 0.02425
        var x: Double
        if p < low {
            let q = (-2 * log(p)).squareRoot()
            x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1)
        } else if p <= 1 - low {
            let q = p - 0.5, r = q * q
            x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q
                / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1)
        } else {
            let q = (-2 * log(1 - p)).squareRoot()
            x = -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1)
        }
        let e = 0.5 * erfc(-x / 2.0.squareRoot()) - p
        let u = e * (2 * Double.pi).squareRoot() * exp(x * x / 2)
        return x - u / (1 + x * u / 2)
    }

    /// The Fisher-transform interval for ρ: tanh(atanh(r) ± z·1/√(n − 3)); `n` may be an effective n.
    public static func fisherInterval(r: Double, n: Double, level: Double = 0.95) -> (low: Double, high: Double)? {
        guard n > 3, abs(r) < 1 else { return nil }
        let z = normalQuantile(1 - (1 - level) / 2)
        let center = atanh(r), half = z / (n - 3).squareRoot()
        return (tanh(center - half), tanh(center + half))
    }

    // MARK: Autocorrelation and effective sample size

    /// Lag-1 autocorrelation of a sequence: Σ(x_t − x̄)(x_{t+1} − x̄) / Σ(x_t − x̄)².
    public static func lag1Autocorrelation(_ x: [Double]) -> Double {
        guard x.count > 2 else { return 0 }
        let m = mean(x)
        var numerator = 0.0, denominator = 0.0
        for i in x.indices {
            denominator += (x[i] - m) * (x[i] - m)
            if i + 1 < x.count { numerator += (x[i] - m) * (x[i + 1] - m) }
        }
        return denominator > 0 ? numerator / denominator : 0
    }

    /// Autocorrelation at lag k (k ≥ 1), with the full-series mean and variance.
    public static func autocorrelation(_ x: [Double], lag k: Int) -> Double {
        guard k > 0, x.count > k + 1 else { return 0 }
        let m = mean(x)
        var numerator = 0.0, denominator = 0.0
        for i in x.indices {
            denominator += (x[i] - m) * (x[i] - m)
            if i + k < x.count { numerator += (x[i] - m) * (x[i + k] - m) }
        }
        return denominator > 0 ? numerator / denominator : 0
    }

    /// Bretherton et al. (1999), eq. 30: N* = N / Σ_τ ρa(τ) ρb(τ), the number of independent pairs two
    /// autocorrelated series are worth when correlated with each other, summing lags 1…K both ways
    /// (K = min(30, N/4)). Never more than N.
    public static func effectiveN(_ x: [Double], _ y: [Double]) -> Double {
        let n = min(x.count, y.count)
        guard n > 4 else { return Double(n) }
        let lags = min(30, n / 4)
        var sum = 1.0
        for k in stride(from: 1, through: lags, by: 1) { sum += 2 * autocorrelation(x, lag: k) * autocorrelation(y, lag: k) }
        return Double(n) / max(1, sum)
    }

    /// The effective size of one autocorrelated sample for its mean: N / (1 + 2 Σ (1 − k/N) ρ(k)), k = 1…min(30, N/4).
    public static func effectiveN(_ x: [Double]) -> Double {
        let n = x.count
        guard n > 4 else { return Double(n) }
        var sum = 1.0
        for k in stride(from: 1, through: min(30, n / 4), by: 1) { sum += 2 * (1 - Double(k) / Double(n)) * autocorrelation(x, lag: k) }
        return Double(n) / max(1, sum)
    }

    /// Bretherton et al. (1999), eq. 31: N* = N (1 − ρa ρb) / (1 + ρa ρb), for two series whose
    /// autocorrelation is roughly that of AR(1) processes with lag-1 coefficients ρa and ρb. Never more
    /// than N (negative products are not allowed to inflate it).
    public static func effectiveN(n: Double, rhoA: Double, rhoB: Double) -> Double {
        let product = max(0, min(0.99, rhoA * rhoB))
        return n * (1 - product) / (1 + product)
    }

    // MARK: Lagged correlation

    /// Pairwise convention: Pearson(x_t, y_{t+k}) over the n − k overlapping pairs (x leads y by k).
    public static func pairwiseLagged(_ x: [Double], _ y: [Double], lag: Int) -> Double? {
        guard lag >= 0, x.count == y.count, lag < x.count else { return nil }
        return pearson(Array(x[..<(x.count - lag)]), Array(y[lag...]))
    }

    /// Box–Jenkins convention (R `ccf`): c(k) = (1/n)·Σ(x_t − x̄)(y_{t+k} − ȳ) with full-series means,
    /// divided by the two standard deviations (also 1/n). Here x leads y by k.
    public static func boxJenkinsLagged(_ x: [Double], _ y: [Double], lag: Int) -> Double? {
        guard lag >= 0, x.count == y.count, lag < x.count, x.count > 1 else { return nil }
        let n = Double(x.count), mx = mean(x), my = mean(y)
        let sx = (x.reduce(0) { $0 + ($1 - mx) * ($1 - mx) } / n).squareRoot()
        let sy = (y.reduce(0) { $0 + ($1 - my) * ($1 - my) } / n).squareRoot()
        guard sx > 0, sy > 0 else { return nil }
        var sum = 0.0
        for t in 0..<(x.count - lag) { sum += (x[t] - mx) * (y[t + lag] - my) }
        return sum / n / (sx * sy)
    }

    // MARK: Multiple comparisons

    /// Benjamini–Hochberg at false-discovery rate `q`: which hypotheses are rejected.
    public static func benjaminiHochberg(_ p: [Double], q: Double = 0.05) -> [Bool] {
        let order = p.indices.sorted { p[$0] < p[$1] }
        let m = Double(p.count)
        var cutoff = -1
        for (rank, index) in order.enumerated() where p[index] <= Double(rank + 1) / m * q { cutoff = rank }
        var rejected = [Bool](repeating: false, count: p.count)
        if cutoff >= 0 { for rank in 0...cutoff { rejected[order[rank]] = true } }
        return rejected
    }

    /// Benjamini–Hochberg adjusted p-values (the q-value each hypothesis would need).
    public static func benjaminiHochbergAdjusted(_ p: [Double]) -> [Double] {
        let order = p.indices.sorted { p[$0] > p[$1] }
        let m = Double(p.count)
        var adjusted = [Double](repeating: 1, count: p.count)
        var running = 1.0
        for (position, index) in order.enumerated() {
            let rank = m - Double(position)
            running = min(running, p[index] * m / rank)
            adjusted[index] = min(1, running)
        }
        return adjusted
    }

    // MARK: Special functions

    /// I_x(a, b), the regularized incomplete beta function, by its continued fraction (modified Lentz),
    /// using the symmetry I_x(a, b) = 1 − I_{1−x}(b, a) where the fraction converges faster.
    public static func regularizedIncompleteBeta(a: Double, b: Double, x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        let logFront = lgamma(a + b) - lgamma(a) - lgamma(b) + a * log(x) + b * log1p(-x)
        if x < (a + 1) / (a + b + 2) {
            return exp(logFront) * betaContinuedFraction(a: a, b: b, x: x) / a
        }
        return 1 - exp(logFront) * betaContinuedFraction(a: b, b: a, x: 1 - x) / b
    }

    static func betaContinuedFraction(a: Double, b: Double, x: Double) -> Double {
        let tiny = 1e-300
        let qab = a + b, qap = a + 1, qam = a - 1
        var c = 1.0
        var d = 1 - qab * x / qap
        if abs(d) < tiny { d = tiny }
        d = 1 / d
        var h = d
        for m in 1...10_000 {
            let m = Double(m), m2 = 2 * m
            var aa = m * (b - m) * x / ((qam + m2) * (a + m2))
            d = 1 + aa * d
            if abs(d) < tiny { d = tiny }
            c = 1 + aa / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            h *= d * c
            aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))
            d = 1 + aa * d
            if abs(d) < tiny { d = tiny }
            c = 1 + aa / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            let delta = d * c
            h *= delta
            if abs(delta - 1) < 1e-16 { break }
        }
        return h
    }
}

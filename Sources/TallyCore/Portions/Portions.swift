import Foundation

/// A portion value in 0.1 steps, held exactly as a count of tenths.
///
/// Category totals and target checks run on whole tenths, so binary floating point never decides
/// whether 1.1 is within 0.1 of 1.0. Values round half up: 1.26 → 1.3, 1.25 → 1.3, 1.24 → 1.2.
public struct Portions: Hashable, Comparable, Sendable, CustomStringConvertible, AdditiveArithmetic {
    public var tenths: Int

    public init(tenths: Int) { self.tenths = tenths }

    /// Rounds to the nearest 0.1, halves away from zero. Uses the shortest decimal form of the
    /// double, so 1.15 rounds to 1.2 as a person would expect (not 1.1 as 1.149999… would).
    ///
    /// Total: NaN is zero and magnitudes beyond ``largest`` saturate, so a corrupt stored number can
    /// never trap. Input is range-checked (``Limits``) long before it gets here.
    public init(rounding value: Double) {
        guard value.isFinite else {
            self.init(tenths: value.isNaN ? 0 : (value > 0 ? Portions.largest.tenths : -Portions.largest.tenths))
            return
        }
        let bounded = Swift.min(Swift.max(value, -Portions.largest.value), Portions.largest.value)
        // A value already on a tenth (nearly every stored one) is far from the halfway points where the
        // decimal form decides: read it directly.
        let scaled = bounded * 10, nearest = scaled.rounded()
        if abs(scaled - nearest) <= 1e-7, let tenths = Int(exactly: nearest) {
            self.init(tenths: tenths)
            return
        }
        let decimal = Decimal(string: "\(bounded)", locale: Locale(identifier: "en_US_POSIX")) ?? Decimal(bounded)
        self.init(rounding: decimal)
    }

    public init(rounding value: Decimal) {
        let limit = Decimal(Portions.largest.tenths) / 10
        var scaled = Swift.min(Swift.max(value, -limit), limit) * 10
        var rounded = Decimal()
        NSDecimalRound(&rounded, &scaled, 0, .plain)
        self.tenths = NSDecimalNumber(decimal: rounded).intValue
    }

    /// Far beyond any real total (a trillion portions), small enough that sums of many never overflow.
    public static let largest = Portions(tenths: 10_000_000_000_000)

    /// Parses a typed number ("1.26", "2", "0,5"); nil when it is not a plain finite decimal number.
    public init?(parsing text: String) {
        guard let decimal = Portions.parseDecimal(text) else { return nil }
        self.init(rounding: decimal)
    }

    public var value: Double { Double(tenths) / 10 }

    public var isWhole: Bool { tenths % 10 == 0 }

    public var description: String {
        let sign = tenths < 0 ? "-" : ""
        let magnitude = abs(tenths)
        return "\(sign)\(magnitude / 10).\(magnitude % 10)"
    }

    /// Shortest form: "2" rather than "2.0", "1.5" stays "1.5".
    public var compactDescription: String {
        isWhole ? "\(tenths / 10)" : description
    }

    public static let zero = Portions(tenths: 0)

    public static func + (lhs: Portions, rhs: Portions) -> Portions { Portions(tenths: lhs.tenths + rhs.tenths) }
    public static func - (lhs: Portions, rhs: Portions) -> Portions { Portions(tenths: lhs.tenths - rhs.tenths) }
    public static func < (lhs: Portions, rhs: Portions) -> Bool { lhs.tenths < rhs.tenths }

    /// A plain decimal number: optional sign, digits, one `.` or `,` separator. No exponents, no
    /// hex, no "nan"/"inf" — things `Double("…")` would accept but a person did not mean.
    public static func parseDecimal(_ text: String) -> Decimal? {
        var t = text.trimmingCharacters(in: .whitespaces)
        guard !t.isEmpty, t.count <= 32 else { return nil }
        t = t.replacingOccurrences(of: ",", with: ".")
        var body = Substring(t)
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        let pieces = body.split(separator: ".", omittingEmptySubsequences: false)
        guard pieces.count <= 2, pieces.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
            pieces.contains(where: { !$0.isEmpty })
        else { return nil }
        return Decimal(string: t, locale: Locale(identifier: "en_US_POSIX"))
    }
}

extension Portions: Codable {
    public init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer().decode(Double.self)
        self.init(rounding: value)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

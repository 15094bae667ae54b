import Foundation

/// A category's daily target.
public enum TargetRule: Hashable, Sendable, CustomStringConvertible {
    /// Met within ±0.1 of the value.
    case exact(Portions)
    case atLeast(Portions)
    case atMost(Portions)
    /// Met from `min` through `max`, both included.
    case range(Portions, Portions)

    public enum Kind: String, CaseIterable, Codable, Sendable {
        case exact, atLeast, atMost, range
    }

    /// The tolerance of an exact target, in tenths: 0.1.
    public static let exactToleranceTenths = 1

    public var kind: Kind {
        switch self {
        case .exact: .exact
        case .atLeast: .atLeast
        case .atMost: .atMost
        case .range: .range
        }
    }

    /// Lower bound as shown to people (the exact value for `exact`), nil when there is none.
    public var min: Portions? {
        switch self {
        case .exact(let v), .atLeast(let v): v
        case .atMost: nil
        case .range(let lo, _): lo
        }
    }

    /// Upper bound as shown to people (the exact value for `exact`), nil when there is none.
    public var max: Portions? {
        switch self {
        case .exact(let v), .atMost(let v): v
        case .atLeast: nil
        case .range(_, let hi): hi
        }
    }

    /// Builds a rule from its kind and bounds, validating them.
    public init(kind: Kind, values: [Portions]) throws(TallyError) {
        let needed = kind == .range ? 2 : 1
        guard values.count == needed else {
            throw .invalid(
                field: "target",
                kind == .range
                    ? "a range target needs two values, e.g. 'range 2 3'"
                    : "a \(kind.rawValue) target needs exactly one value, e.g. '\(kind.rawValue) 2'")
        }
        guard values.allSatisfy({ $0 >= .zero }) else {
            throw .invalid(field: "target", "target values cannot be negative")
        }
        guard values.allSatisfy({ $0.tenths <= TargetRule.maximumTenths }) else {
            throw .invalid(field: "target", "target values above \(Portions(tenths: TargetRule.maximumTenths)) are not supported")
        }
        switch kind {
        case .exact: self = .exact(values[0])
        case .atLeast: self = .atLeast(values[0])
        case .atMost: self = .atMost(values[0])
        case .range:
            guard values[0] <= values[1] else {
                throw .invalid(field: "target", "a range's minimum (\(values[0])) cannot exceed its maximum (\(values[1]))")
            }
            self = .range(values[0], values[1])
        }
    }

    /// Largest target a rule may name (a day of minutes, in tenths).
    public static let maximumTenths = 14_400

    /// Parses a kind name case-insensitively, accepting common spellings ("at-least", "min").
    /// A rule from typed words: a kind ("atLeast", "range", …) and one or two numbers.
    public static func parse(kind: String, values: [String]) throws(TallyError) -> TargetRule {
        let parsedKind = try parseKind(kind)
        var numbers: [Portions] = []
        for word in values {
            guard let decimal = Portions.parseDecimal(word) else {
                throw .invalid(field: "target", "'\(Limits.clip(word))' is not a number")
            }
            guard decimal >= 0 else { throw .invalid(field: "target", "target values cannot be negative") }
            numbers.append(Portions(rounding: try Limits.target.check(NSDecimalNumber(decimal: decimal).doubleValue, shown: word)))
        }
        return try TargetRule(kind: parsedKind, values: numbers)
    }

    public static func parseKind(_ text: String) throws(TallyError) -> Kind {
        let key = text.lowercased().filter { $0.isLetter }
        switch key {
        case "exact", "exactly", "equals", "eq": return .exact
        case "atleast", "min", "minimum", "gte": return .atLeast
        case "atmost", "max", "maximum", "lte": return .atMost
        case "range", "between": return .range
        default:
            throw .invalid(field: "target", "unknown target kind '\(text)'; use exact, atLeast, atMost or range")
        }
    }

    public func status(of total: Portions) -> TargetStatus {
        switch self {
        case .exact(let v):
            if total.tenths < v.tenths - TargetRule.exactToleranceTenths { return .under }
            if total.tenths > v.tenths + TargetRule.exactToleranceTenths { return .over }
            return .met
        case .atLeast(let v):
            return total >= v ? .met : .under
        case .atMost(let v):
            return total <= v ? .met : .over
        case .range(let lo, let hi):
            if total < lo { return .under }
            if total > hi { return .over }
            return .met
        }
    }

    public var description: String {
        switch self {
        case .exact(let v): "= \(v)"
        case .atLeast(let v): "≥ \(v)"
        case .atMost(let v): "≤ \(v)"
        case .range(let lo, let hi): "\(lo)–\(hi)"
        }
    }

    /// The value a progress bar fills toward: the exact value, the minimum, the maximum of a range
    /// or the ceiling of an at-most rule.
    public var goal: Portions {
        switch self {
        case .exact(let v), .atLeast(let v), .atMost(let v): v
        case .range(_, let hi): hi
        }
    }
}

public enum TargetStatus: String, Codable, Sendable, CaseIterable {
    case met, under, over
}

import Foundation

/// The units a person reads numbers in. Storage and computation stay SI (kg, cm, m, ml, g, kcal as the
/// food tables state energy); only what is shown is converted, here, once, for every front end.
public struct DisplayUnits: Equatable, Sendable {
    public enum System: String, CaseIterable, Sendable { case metric, imperial }
    public enum Energy: String, CaseIterable, Sendable {
        case kcal
        case kilojoules = "kj"
        public var symbol: String { self == .kcal ? "kcal" : "kJ" }
    }

    public var system: System
    public var energy: Energy

    public init(system: System = .metric, energy: Energy = .kcal) {
        self.system = system
        self.energy = energy
    }

    public static let metric = DisplayUnits()
    public var imperial: Bool { system == .imperial }

    // Exact conversion factors (international yard and pound, 1959; thermochemical calorie; US fluid ounce).
    public static let kilojoulesPerKcal = 4.184
    public static let kilogramsPerPound = 0.45359237
    public static let gramsPerOunce = 28.349523125
    public static let centimetresPerInch = 2.54
    public static let metresPerMile = 1609.344
    public static let millilitresPerFluidOunce = 29.5735295625

    /// `?units=` and setting values: metric | imperial (and kcal | kj for energy).
    public static func system(_ text: String) throws(TallyError) -> System {
        guard let system = System(rawValue: text.lowercased()) else {
            throw .invalid(field: "units", "'\(Limits.clip(text))' is not a unit system; use metric or imperial")
        }
        return system
    }

    public static func energy(_ text: String) throws(TallyError) -> Energy {
        guard let energy = Energy(rawValue: text.lowercased()) else {
            throw .invalid(field: "energyUnit", "'\(Limits.clip(text))' is not an energy unit; use kcal or kj")
        }
        return energy
    }

    // MARK: Values in the chosen unit

    public func energyValue(kcal: Double) -> Double { energy == .kcal ? kcal : kcal * Self.kilojoulesPerKcal }
    public func massValue(kg: Double) -> Double { imperial ? kg / Self.kilogramsPerPound : kg }
    public func lengthValue(cm: Double) -> Double { imperial ? cm / Self.centimetresPerInch : cm }
    public func distanceValue(m: Double) -> Double { imperial ? m / Self.metresPerMile : m / 1000 }
    public func volumeValue(ml: Double) -> Double { imperial ? ml / Self.millilitresPerFluidOunce : ml }
    public func foodMassValue(g: Double) -> Double { imperial ? g / Self.gramsPerOunce : g }

    /// A value in the chosen unit back to SI (what a form typed in these units means).
    public func kilograms(fromShown value: Double) -> Double { imperial ? value * Self.kilogramsPerPound : value }
    public func centimetres(fromShown value: Double) -> Double { imperial ? value * Self.centimetresPerInch : value }
    public func kcal(fromShown value: Double) -> Double { energy == .kcal ? value : value / Self.kilojoulesPerKcal }

    public var energySymbol: String { energy.symbol }
    public var massSymbol: String { imperial ? "lb" : "kg" }
    public var lengthSymbol: String { imperial ? "in" : "cm" }
    public var distanceSymbol: String { imperial ? "mi" : "km" }
    public var volumeSymbol: String { imperial ? "fl oz" : "ml" }
    public var foodMassSymbol: String { imperial ? "oz" : "g" }

    // MARK: Text

    /// "2100 kcal" / "8786 kJ" (whole numbers: energy is never known closer).
    public func energy(_ kcal: Double) -> String { "\(Self.wholeNumber(energyValue(kcal: kcal).rounded())) \(energySymbol)" }
    /// The number alone, grouped, for tables whose header names the unit.
    public func energyNumber(_ kcal: Double) -> String { Self.wholeNumber(energyValue(kcal: kcal).rounded()) }
    public func mass(_ kg: Double) -> String { "\(Self.decimal(massValue(kg: kg), places: 1)) \(massSymbol)" }
    public func foodMass(_ g: Double) -> String {
        imperial ? "\(Self.decimal(foodMassValue(g: g), places: 1)) oz" : "\(Self.wholeNumber(g.rounded())) g"
    }
    /// Heights: "180 cm" / "5 ft 11 in".
    public func length(_ cm: Double) -> String {
        guard imperial else { return "\(Self.decimal(cm, places: 1)) cm" }
        let inches = (cm / Self.centimetresPerInch).rounded()
        let feet = (inches / 12).rounded(.down)
        return "\(Self.wholeNumber(feet)) ft \(Self.wholeNumber(inches - feet * 12)) in"
    }
    public func distance(_ m: Double) -> String { "\(Self.decimal(distanceValue(m: m), places: 2)) \(distanceSymbol)" }
    public func volume(_ ml: Double) -> String {
        imperial ? "\(Self.decimal(volumeValue(ml: ml), places: 1)) fl oz" : "\(Self.wholeNumber(ml.rounded())) ml"
    }

    /// A whole number, as every page and the CLI write them ("2100").
    static func wholeNumber(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15, let whole = Int(exactly: value.rounded()) else { return "–" }
        return String(whole)
    }

    /// At most `places` decimals, trailing zeros dropped ("70.5", "70").
    public static func decimal(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return "–" }
        let scale = pow(10, Double(places))
        return EntryPlanner.formatNumber((value * scale).rounded() / scale)
    }
}

extension DisplayUnits {
    /// A JSON answer (as `JSONSerialization` reads it) with every SI value also given in these units,
    /// under a sibling key: `weightKg` → `weightLb`, `heightCm` → `heightIn`, `distanceM` → `distanceMi`,
    /// `…Ml` → `…FlOz` (imperial); `kcal…`/`…Kcal` → `kJ…`/`…KJ` (kilojoules), numbers or objects of
    /// numbers alike. The SI keys stay, so a client reading them is never broken. One rule for every
    /// endpoint (`?units=`).
    public func annotate(_ value: Any) -> Any {
        if let array = value as? [Any] { return array.map(annotate) }
        guard var object = value as? [String: Any] else { return value }
        for (key, inner) in object {
            object[key] = annotate(inner)
            guard let (name, convert) = sibling(key), object[name] == nil else { continue }
            if let number = Self.number(inner) {
                object[name] = Self.rounded(convert(number))
            } else if let nested = inner as? [String: Any] {
                var converted: [String: Any] = [:]
                for (k, v) in nested { converted[k] = Self.number(v).map { Self.rounded(convert($0)) as Any } ?? v }
                object[name] = converted
            }
        }
        return object
    }

    /// The sibling key and conversion for an SI key, when these units differ from it.
    func sibling(_ key: String) -> (String, (Double) -> Double)? {
        if energy == .kilojoules {
            if key.hasPrefix("kcal") { return ("kJ" + key.dropFirst(4), { $0 * Self.kilojoulesPerKcal }) }
            if key.hasSuffix("Kcal") { return (key.dropLast(4) + "KJ", { $0 * Self.kilojoulesPerKcal }) }
        }
        guard imperial else { return nil }
        if key.hasSuffix("Kg") { return (key.dropLast(2) + "Lb", { $0 / Self.kilogramsPerPound }) }
        if key.hasSuffix("Cm") { return (key.dropLast(2) + "In", { $0 / Self.centimetresPerInch }) }
        if key == "distanceM" || key.hasSuffix("DistanceM") { return (key.dropLast(1) + "Mi", { $0 / Self.metresPerMile }) }
        if key.hasSuffix("Ml") { return (key.dropLast(2) + "FlOz", { $0 / Self.millilitresPerFluidOunce }) }
        return nil
    }

    static func number(_ value: Any) -> Double? {
        // JSONSerialization gives NSNumber; booleans are NSNumbers too and are not quantities.
        guard let number = value as? NSNumber, String(cString: number.objCType) != "c" else { return nil }
        let double = number.doubleValue
        return double.isFinite ? double : nil
    }

    /// Converted values keep 0.01 of their unit: more would claim precision the SI value never had.
    static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}

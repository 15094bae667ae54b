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

    /// "2,100 kcal" / "8,786 kJ" (whole numbers: energy is never known closer).
    public func energy(_ kcal: Double) -> String { "\(Self.grouped(energyValue(kcal: kcal).rounded())) \(energySymbol)" }
    /// The number alone, grouped, for tables whose header names the unit.
    public func energyNumber(_ kcal: Double) -> String { Self.grouped(energyValue(kcal: kcal).rounded()) }
    public func mass(_ kg: Double) -> String { "\(Self.decimal(massValue(kg: kg), places: 1)) \(massSymbol)" }
    public func foodMass(_ g: Double) -> String {
        imperial ? "\(Self.decimal(foodMassValue(g: g), places: 1)) oz" : "\(Self.grouped(g.rounded())) g"
    }
    /// Heights: "180 cm" / "5 ft 11 in".
    public func length(_ cm: Double) -> String {
        guard imperial else { return "\(Self.decimal(cm, places: 1)) cm" }
        let inches = (cm / Self.centimetresPerInch).rounded()
        let feet = (inches / 12).rounded(.down)
        return "\(Self.grouped(feet)) ft \(Self.grouped(inches - feet * 12)) in"
    }
    public func distance(_ m: Double) -> String { "\(Self.decimal(distanceValue(m: m), places: 2)) \(distanceSymbol)" }
    public func volume(_ ml: Double) -> String {
        imperial ? "\(Self.decimal(volumeValue(ml: ml), places: 1)) fl oz" : "\(Self.grouped(ml.rounded())) ml"
    }

    /// Thousands separated by commas, no decimals (the value is already rounded).
    static func grouped(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15, let whole = Int(exactly: value.rounded()) else { return "–" }
        let digits = String(abs(whole))
        var out = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(character)
        }
        return whole < 0 ? "-" + out : out
    }

    /// At most `places` decimals, trailing zeros dropped ("70.5", "70").
    public static func decimal(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return "–" }
        let scale = pow(10, Double(places))
        return EntryPlanner.formatNumber((value * scale).rounded() / scale)
    }
}

/// A unit amounts and categories are measured in: "L", "ml", "portions", "min", "g", …
///
/// Units of the same `dimension` convert through `baseFactor` (how many base units one of this unit
/// is: ml for volume, g for mass, minutes for time), so 250 ml logs as 0.3 L of drinks.
public struct MeasurementUnit: Hashable, Sendable, Identifiable {
    public var id: Int64
    public var name: String
    public var symbol: String
    public var allowsDecimal: Bool
    public var isEnabled: Bool
    public var sortOrder: Int
    public var dimension: Dimension
    public var baseFactor: Double

    public enum Dimension: String, Codable, Sendable, CaseIterable {
        /// Base unit ml.
        case volume
        /// Base unit g.
        case mass
        /// Base unit minutes.
        case time
        /// Abstract portions; converts only to itself.
        case portion
        /// Pieces, slices and other things counted; converts only within itself.
        case count
    }

    public init(
        id: Int64, name: String, symbol: String, allowsDecimal: Bool, isEnabled: Bool, sortOrder: Int,
        dimension: Dimension, baseFactor: Double
    ) {
        self.id = id
        self.name = name
        self.symbol = symbol
        self.allowsDecimal = allowsDecimal
        self.isEnabled = isEnabled
        self.sortOrder = sortOrder
        self.dimension = dimension
        self.baseFactor = baseFactor
    }

    /// `amount` of this unit expressed in `other`, or nil when the two do not convert.
    public func convert(_ amount: Double, to other: MeasurementUnit) -> Double? {
        guard dimension == other.dimension, baseFactor > 0, other.baseFactor > 0 else { return nil }
        if id == other.id { return amount }
        return amount * baseFactor / other.baseFactor
    }
}

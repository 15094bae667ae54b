import Foundation

extension Int {
    /// `value` rounded half away from zero. Never traps: NaN is 0 and values beyond Int's range
    /// saturate. Use it wherever a Double becomes an Int (`Int(_:)` would crash on a bad stored number).
    public init(rounding value: Double) {
        self.init(truncating: value.rounded())
    }

    /// `value` with its fraction dropped (toward zero); NaN is 0, out-of-range values saturate.
    public init(truncating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 9.2e18 {
            self = .max
        } else if value <= -9.2e18 {
            self = .min
        } else {
            self = Int(exactly: value.rounded(.towardZero)) ?? 0
        }
    }
}

/// A food (or activity) category tracked in portions of its unit, e.g. "Vegetables" in portions,
/// "Unsweetened Drinks" in litres, "Sports" in minutes.
public struct LogCategory: Hashable, Sendable, Identifiable {
    public var id: Int64
    public var name: String
    public var unitID: Int64
    public var isEnabled: Bool
    public var target: TargetRule
    public var sortOrder: Int

    public init(id: Int64, name: String, unitID: Int64, isEnabled: Bool, target: TargetRule, sortOrder: Int) {
        self.id = id
        self.name = name
        self.unitID = unitID
        self.isEnabled = isEnabled
        self.target = target
        self.sortOrder = sortOrder
    }
}

/// A time of day people eat at: "Breakfast", "Lunch", … in the user's order.
public struct MealSlot: Hashable, Sendable, Identifiable {
    public var id: Int64
    public var name: String
    public var sortOrder: Int
    /// When this slot usually starts (minutes after midnight); used to pick a slot when none is named.
    public var startMinute: Int?

    public init(id: Int64, name: String, sortOrder: Int, startMinute: Int? = nil) {
        self.id = id
        self.name = name
        self.sortOrder = sortOrder
        self.startMinute = startMinute
    }
}

import Foundation

/// One logged item: some portions of a category, in a meal slot, on a Tally day.
public struct LogEntry: Hashable, Sendable, Identifiable {
    public var id: Int64
    /// The Tally day it counts toward (the day cutoff already applied).
    public var day: Day
    public var mealSlotID: Int64
    public var categoryID: Int64
    public var portions: Portions
    /// The amount as the user typed it (e.g. 250 for "250 ml"), when they gave one.
    public var amount: Double?
    public var amountUnitID: Int64?
    public var note: String?
    /// The instant it was eaten / done (UTC).
    public var loggedAt: Date

    public init(
        id: Int64, day: Day, mealSlotID: Int64, categoryID: Int64, portions: Portions, amount: Double? = nil,
        amountUnitID: Int64? = nil, note: String? = nil, loggedAt: Date
    ) {
        self.id = id
        self.day = day
        self.mealSlotID = mealSlotID
        self.categoryID = categoryID
        self.portions = portions
        self.amount = amount
        self.amountUnitID = amountUnitID
        self.note = note
        self.loggedAt = loggedAt
    }
}

/// What the user asked to log, before names are resolved and rules applied.
public struct EntryRequest: Sendable, Equatable {
    public var category: String
    /// Typed portions; nil when they come from `amount`.
    public var portions: String?
    public var meal: String?
    public var at: String?
    public var amount: String?
    public var unit: String?
    public var note: String?

    public init(
        category: String, portions: String? = nil, meal: String? = nil, at: String? = nil, amount: String? = nil,
        unit: String? = nil, note: String? = nil
    ) {
        self.category = category
        self.portions = portions
        self.meal = meal
        self.at = at
        self.amount = amount
        self.unit = unit
        self.note = note
    }
}

/// A validated entry ready to store (no id yet).
public struct NewEntry: Sendable, Equatable {
    public var day: Day
    public var mealSlotID: Int64
    public var categoryID: Int64
    public var portions: Portions
    public var amount: Double?
    public var amountUnitID: Int64?
    public var note: String?
    public var loggedAt: Date
}

/// Changes to an existing entry; nil fields stay as they are.
public struct EntryChanges: Sendable, Equatable {
    public var portions: String?
    public var meal: String?
    public var category: String?
    public var note: String?
    public var at: String?
    public var amount: String?
    public var unit: String?

    public init(
        portions: String? = nil, meal: String? = nil, category: String? = nil, note: String? = nil, at: String? = nil,
        amount: String? = nil, unit: String? = nil
    ) {
        self.portions = portions
        self.meal = meal
        self.category = category
        self.note = note
        self.at = at
        self.amount = amount
        self.unit = unit
    }

    public var isEmpty: Bool {
        portions == nil && meal == nil && category == nil && note == nil && at == nil && amount == nil && unit == nil
    }
}

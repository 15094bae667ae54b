import Foundation

/// What kind of thing an entry records.
public enum EntryKind: String, Codable, Sendable, CaseIterable {
    /// Portions of a category, typed directly.
    case portion
    /// A food by amount: nutrients and, through the food's mapping, portions.
    case food
    /// A serving of a recipe.
    case recipe
    /// Calories (and optional macros) with no food: a quick add.
    case quick
}

/// What a food entry ate: a snapshot, so later edits to the food never rewrite history.
public struct FoodSnapshot: Hashable, Sendable {
    public var foodID: Int64?
    public var name: String
    public var grams: Double?
    /// The amount as shown to people: "1 cup", "150 g", "2 servings".
    public var quantity: String?
    public var nutrients: Nutrients

    public init(foodID: Int64?, name: String, grams: Double?, quantity: String?, nutrients: Nutrients) {
        self.foodID = foodID
        self.name = name
        self.grams = grams
        self.quantity = quantity
        self.nutrients = nutrients
    }
}

/// One logged item: portions of a category and/or a food's nutrients, in a meal slot, on a Tally day.
public struct LogEntry: Hashable, Sendable, Identifiable {
    public var id: Int64
    /// The Tally day it counts toward (the day cutoff already applied).
    public var day: Day
    public var mealSlotID: Int64
    /// The portion category it counts toward; nil for calories-only entries.
    public var categoryID: Int64?
    public var portions: Portions
    /// The amount as the user typed it (e.g. 250 for "250 ml"), when they gave one.
    public var amount: Double?
    public var amountUnitID: Int64?
    public var note: String?
    /// The instant it was eaten / done (UTC).
    public var loggedAt: Date
    public var kind: EntryKind
    public var food: FoodSnapshot?
    /// What could not be read from the stored row (shown with the entry; fixed by editing or deleting it).
    public var problem: String?

    public init(
        id: Int64, day: Day, mealSlotID: Int64, categoryID: Int64?, portions: Portions, amount: Double? = nil,
        amountUnitID: Int64? = nil, note: String? = nil, loggedAt: Date, kind: EntryKind = .portion, food: FoodSnapshot? = nil
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
        self.kind = kind
        self.food = food
    }

    /// Nutrients this entry adds to the day (none for plain portion entries).
    public var nutrients: Nutrients { food?.nutrients ?? Nutrients() }
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
    public var categoryID: Int64?
    public var portions: Portions
    public var amount: Double?
    public var amountUnitID: Int64?
    public var note: String?
    public var loggedAt: Date
    public var kind: EntryKind = .portion
    public var food: FoodSnapshot?
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

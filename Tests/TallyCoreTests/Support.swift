import Foundation

@testable import TallyCore

/// A catalog like the seeded defaults, built in memory for pure tests.
enum Fixtures {
    /// The tests' "now": a fixed instant, never the wall clock (2026-11-18 11:06:40 UTC).
    static let pinnedNow = Date(timeIntervalSince1970: 1_795_000_000)
    static let units: [MeasurementUnit] = [
        MeasurementUnit(id: 1, name: "Portions", symbol: "portions", allowsDecimal: true, isEnabled: true, sortOrder: 1, dimension: .portion, baseFactor: 1),
        MeasurementUnit(id: 2, name: "Liters", symbol: "L", allowsDecimal: true, isEnabled: true, sortOrder: 2, dimension: .volume, baseFactor: 1000),
        MeasurementUnit(id: 3, name: "Milliliters", symbol: "ml", allowsDecimal: false, isEnabled: true, sortOrder: 3, dimension: .volume, baseFactor: 1),
        MeasurementUnit(id: 4, name: "Minutes", symbol: "min", allowsDecimal: false, isEnabled: true, sortOrder: 4, dimension: .time, baseFactor: 1),
        MeasurementUnit(id: 5, name: "Hours", symbol: "h", allowsDecimal: true, isEnabled: true, sortOrder: 5, dimension: .time, baseFactor: 60),
        MeasurementUnit(id: 6, name: "Grams", symbol: "g", allowsDecimal: true, isEnabled: true, sortOrder: 6, dimension: .mass, baseFactor: 1),
        MeasurementUnit(id: 7, name: "Cups", symbol: "cup", allowsDecimal: true, isEnabled: false, sortOrder: 7, dimension: .volume, baseFactor: 236.5882365),
    ]

    static func p(_ v: Double) -> Portions { Portions(rounding: v) }

    static let categories: [LogCategory] = [
        LogCategory(id: 1, name: "Unsweetened Drinks", unitID: 2, isEnabled: true, target: .range(p(1), p(2)), sortOrder: 1),
        LogCategory(id: 2, name: "Vegetables", unitID: 1, isEnabled: true, target: .atLeast(p(3)), sortOrder: 2),
        LogCategory(id: 3, name: "Fruit", unitID: 1, isEnabled: true, target: .atLeast(p(2)), sortOrder: 3),
        LogCategory(id: 4, name: "Treats", unitID: 1, isEnabled: true, target: .atMost(p(1)), sortOrder: 4),
        LogCategory(id: 5, name: "Sports", unitID: 4, isEnabled: true, target: .atLeast(p(30)), sortOrder: 5),
        LogCategory(id: 6, name: "Vegan Specials", unitID: 1, isEnabled: false, target: .exact(p(1)), sortOrder: 6),
    ]

    static let slots: [MealSlot] = [
        MealSlot(id: 1, name: "Breakfast", sortOrder: 1, startMinute: 240),
        MealSlot(id: 2, name: "Morning Snack", sortOrder: 2, startMinute: 600),
        MealSlot(id: 3, name: "Lunch", sortOrder: 3, startMinute: 690),
        MealSlot(id: 4, name: "Afternoon Snack", sortOrder: 4, startMinute: 870),
        MealSlot(id: 5, name: "Dinner", sortOrder: 5, startMinute: 1050),
        MealSlot(id: 6, name: "Late Night", sortOrder: 6, startMinute: 1260),
        MealSlot(id: 7, name: "Midnight", sortOrder: 7, startMinute: 0),
    ]

    static func catalog(cutoff: Int = 240) -> Catalog {
        Catalog(categories: categories, units: units, mealSlots: slots, settings: Settings(dayBoundary: try! DayBoundary(cutoffMinutes: cutoff)))
    }

    static let berlin = Calendar.gregorian(in: TimeZone(identifier: "Europe/Berlin")!)

    static func instant(_ local: String, _ calendar: Calendar = berlin) -> Date {
        LocalDateTime(local)!.instant(in: calendar)
    }
}

import Foundation
import Testing

@testable import TallyCore

struct EntryPlannerTests {
    let catalog = Fixtures.catalog()
    let now = Fixtures.instant("2026-11-21 12:15")

    func plan(_ request: EntryRequest) throws -> NewEntry {
        try EntryPlanner.plan(request, catalog: catalog, now: now, calendar: Fixtures.berlin)
    }

    func message(_ request: EntryRequest) -> String? {
        do {
            _ = try plan(request)
            return nil
        } catch {
            return (error as? TallyError)?.message ?? "\(error)"
        }
    }

    @Test func logsNowIntoTheSlotForTheTimeOfDay() throws {
        // Given a noon "now" and no meal, When planned, Then it lands in Lunch today.
        let entry = try plan(EntryRequest(category: "fruit", portions: "1"))
        #expect(entry.categoryID == 3)
        #expect(entry.mealSlotID == 3)
        #expect(entry.day.description == "2026-11-21")
        #expect(entry.loggedAt == now)
        #expect(entry.portions == Portions(tenths: 10))
    }

    @Test(arguments: [
        ("00:30", "Midnight"), ("03:59", "Midnight"), ("04:00", "Breakfast"), ("09:59", "Breakfast"),
        ("10:00", "Morning Snack"), ("11:30", "Lunch"), ("15:00", "Afternoon Snack"), ("18:00", "Dinner"),
        ("21:00", "Late Night"), ("23:59", "Late Night"),
    ])
    func picksSlotByTime(_ time: String, _ slot: String) throws {
        let entry = try plan(EntryRequest(category: "Fruit", portions: "1", at: "2026-11-20 \(time)"))
        #expect(catalog.mealSlot(id: entry.mealSlotID)?.name == slot)
    }

    @Test func slotPickerFallsBackWhenNoSlotHasATime() throws {
        let untimed = [MealSlot(id: 9, name: "Anytime", sortOrder: 1), MealSlot(id: 8, name: "Later", sortOrder: 2)]
        #expect(try MealSlotPicker.slot(at: 600, among: untimed).name == "Anytime")
        #expect(throws: TallyError.self) { try MealSlotPicker.slot(at: 600, among: []) }
    }

    @Test func entryBeforeCutoffCountsTowardThePreviousDay() throws {
        let entry = try plan(EntryRequest(category: "Treats", portions: "1", at: "2026-11-22 01:30"))
        #expect(entry.day.description == "2026-11-21")
        #expect(catalog.mealSlot(id: entry.mealSlotID)?.name == "Midnight")
    }

    @Test func namesMatchCaseInsensitivelyAndByUniquePrefix() throws {
        #expect(try plan(EntryRequest(category: "VEGETABLES", portions: "1", meal: "lunch")).categoryID == 2)
        #expect(try plan(EntryRequest(category: "veg", portions: "1", meal: "DIN")).mealSlotID == 5)
        #expect(message(EntryRequest(category: "Pizza", portions: "1"))?.contains("unknown category 'Pizza'") == true)
        #expect(message(EntryRequest(category: "Fruit", portions: "1", meal: "Brunch"))?.contains("unknown meal slot 'Brunch'") == true)
        // "m" starts Morning Snack and Midnight.
        #expect(message(EntryRequest(category: "Fruit", portions: "1", meal: "m"))?.contains("matches several") == true)
    }

    @Test func amountsConvertToCategoryUnitAndRound() throws {
        let drink = try plan(EntryRequest(category: "Unsweetened Drinks", amount: "250", unit: "ml"))
        #expect(drink.portions == Portions(tenths: 3))  // 0.25 L → 0.3
        #expect(drink.amount == 250)
        #expect(drink.amountUnitID == 3)
        let sport = try plan(EntryRequest(category: "Sports", amount: "1.5", unit: "h"))
        #expect(sport.portions == Portions(tenths: 900))
        // Amount in the category's own unit when --unit is left out.
        #expect(try plan(EntryRequest(category: "Unsweetened Drinks", amount: "0.5")).portions == Portions(tenths: 5))
        // Portions and a matching amount agree.
        #expect(try plan(EntryRequest(category: "Unsweetened Drinks", portions: "0.3", amount: "250", unit: "ml")).portions == Portions(tenths: 3))
        // An amount that doesn't convert is kept beside the typed portions.
        let veg = try plan(EntryRequest(category: "Vegetables", portions: "1", amount: "150", unit: "g"))
        #expect(veg.portions == Portions(tenths: 10))
        #expect(veg.amount == 150)
    }

    @Test(arguments: [
        (EntryRequest(category: "Fruit", portions: "-1"), "negative"),
        (EntryRequest(category: "Fruit", portions: "abc"), "not a number"),
        (EntryRequest(category: "Fruit", portions: "6.1"), "out of range"),
        (EntryRequest(category: "Fruit"), "give the portions"),
        (EntryRequest(category: "Sports", portions: "30.5"), "whole min"),
        (EntryRequest(category: "Sports", portions: "1441"), "out of range"),
        (EntryRequest(category: "Vegetables", amount: "150", unit: "g"), "does not convert"),
        (EntryRequest(category: "Unsweetened Drinks", portions: "1", amount: "250", unit: "ml"), "disagrees"),
        (EntryRequest(category: "Unsweetened Drinks", amount: "250.5", unit: "ml"), "whole numbers"),
        (EntryRequest(category: "Unsweetened Drinks", amount: "1", unit: "cup"), "disabled"),
        (EntryRequest(category: "Unsweetened Drinks", amount: "1", unit: "furlong"), "unknown unit"),
        (EntryRequest(category: "Fruit", portions: "1", unit: "g"), "--unit needs --amount"),
        (EntryRequest(category: "Fruit", portions: "1", at: "2026-02-30 10:00"), "not a real date"),
        (EntryRequest(category: "Fruit", portions: "1", at: "tomorrow"), "not a date and time"),
        (EntryRequest(category: "Fruit", portions: "1", note: String(repeating: "x", count: 501)), "longer than 500"),
        (EntryRequest(category: "Vegan Specials", portions: "1"), "disabled"),
    ])
    func rejectsBadInputWithASpecificMessage(_ request: EntryRequest, _ expected: String) {
        let text = message(request)
        #expect(text?.contains(expected) == true, "got: \(text ?? "no error")")
    }

    @Test func editRevalidatesAndMovesDayWithTime() throws {
        let planned = try plan(EntryRequest(category: "Unsweetened Drinks", amount: "500", unit: "ml"))
        let entry = LogEntry(
            id: 7, day: planned.day, mealSlotID: planned.mealSlotID, categoryID: planned.categoryID, portions: planned.portions,
            amount: planned.amount, amountUnitID: planned.amountUnitID, loggedAt: planned.loggedAt)
        let moved = try EntryPlanner.apply(EntryChanges(at: "2026-11-23 02:00"), to: entry, catalog: catalog, calendar: Fixtures.berlin)
        #expect(moved.day.description == "2026-11-22")
        // New portions that disagree with the old amount drop it.
        let repor = try EntryPlanner.apply(EntryChanges(portions: "1.0"), to: entry, catalog: catalog, calendar: Fixtures.berlin)
        #expect(repor.portions == Portions(tenths: 10))
        #expect(repor.amount == nil)
        // A new amount recomputes the portions.
        let reamount = try EntryPlanner.apply(EntryChanges(amount: "1500"), to: entry, catalog: catalog, calendar: Fixtures.berlin)
        #expect(reamount.portions == Portions(tenths: 15))
        #expect(throws: TallyError.self) {
            try EntryPlanner.apply(EntryChanges(), to: entry, catalog: catalog, calendar: Fixtures.berlin)
        }
        #expect(throws: TallyError.self) {
            try EntryPlanner.apply(EntryChanges(portions: "7"), to: entry, catalog: catalog, calendar: Fixtures.berlin)
        }
        let noted = try EntryPlanner.apply(EntryChanges(note: "  "), to: entry, catalog: catalog, calendar: Fixtures.berlin)
        #expect(noted.note == nil)
    }
}

struct DaySummaryTests {
    let catalog = Fixtures.catalog()
    let day = Day("2026-11-21")!

    func entry(_ id: Int64, category: Int64, _ portions: Double, day: Day? = nil) -> LogEntry {
        LogEntry(
            id: id, day: day ?? self.day, mealSlotID: 1, categoryID: category, portions: Portions(rounding: portions),
            loggedAt: Fixtures.instant("2026-11-21 08:00"))
    }

    @Test func onTargetWhenEveryEnabledCategoryIsMet() {
        let entries = [
            entry(1, category: 1, 1.5), entry(2, category: 2, 3), entry(3, category: 3, 1.2), entry(4, category: 3, 0.8),
            entry(5, category: 5, 45),
        ]
        let summary = DaySummary(day: day, entries: entries, catalog: catalog)
        #expect(summary.line(for: "Fruit")?.total == Portions(tenths: 20))
        #expect(summary.line(for: "Treats")?.status == .met)
        // The disabled category (exact 1, nothing logged) is "under" but does not count.
        #expect(summary.line(for: "Vegan Specials")?.status == .under)
        #expect(summary.isOnTarget)
        #expect(summary.enabledCount == 5)
        #expect(summary.metCount == 5)
    }

    @Test func oneMissedCategorySpoilsTheDay() {
        let entries = [
            entry(1, category: 1, 1.5), entry(2, category: 2, 3), entry(3, category: 3, 2), entry(5, category: 5, 45),
            entry(6, category: 4, 1.1),
        ]
        let summary = DaySummary(day: day, entries: entries, catalog: catalog)
        #expect(summary.line(for: "Treats")?.status == .over)
        #expect(!summary.isOnTarget)
        #expect(summary.metCount == 4)
    }

    @Test func disablingTheMissedCategoryPutsTheDayOnTarget() {
        var catalog = self.catalog
        let index = catalog.categories.firstIndex { $0.name == "Sports" }!
        catalog.categories[index].isEnabled = false
        let entries = [entry(1, category: 1, 1.5), entry(2, category: 2, 3), entry(3, category: 3, 2)]
        #expect(!DaySummary(day: day, entries: entries, catalog: self.catalog).isOnTarget)
        #expect(DaySummary(day: day, entries: entries, catalog: catalog).isOnTarget)
    }

    @Test func ignoresOtherDaysAndGroupsByMeal() {
        let other = day.adding(days: 1)
        let summary = DaySummary(day: day, entries: [entry(1, category: 3, 1), entry(2, category: 3, 5, day: other)], catalog: catalog)
        #expect(summary.line(for: "Fruit")?.total == Portions(tenths: 10))
        #expect(summary.meals.first?.entries.map(\.id) == [1])
        #expect(summary.meals.count == 7)
    }
}

import Foundation

/// Turns what a person typed into a valid entry, or says precisely what is wrong. Pure: the
/// catalog, the current instant and the calendar (with the user's time zone) are all passed in.
public enum EntryPlanner {
    public static let maximumNoteLength = Limits.noteLength

    /// Largest single entry per unit dimension, in base units (ml, g, min, portions, pieces).
    /// Portions follow the quick-add range 0.0–6.0; a single entry of more is a typo.
    static func maximumBase(for dimension: MeasurementUnit.Dimension) -> Double {
        switch dimension {
        case .portion: 6
        case .volume: 6_000
        case .mass: 5_000
        case .time: 1_440
        case .count: 100
        }
    }

    public static func plan(_ request: EntryRequest, catalog: Catalog, now: Date, calendar: Calendar) throws(TallyError)
        -> NewEntry
    {
        let category = try catalog.category(named: request.category, allowPrefix: true)
        guard category.isEnabled else {
            throw .conflict(field: "category", "the category '\(category.name)' is disabled; enable it with: tally category enable \"\(category.name)\"")
        }
        let time = try parseTime(request.at)
        let local = time?.localDateTime(in: calendar) ?? LocalDateTime(now, in: calendar)
        let loggedAt = time?.instant(in: calendar) ?? now
        let slot = try slot(named: request.meal, at: local, catalog: catalog)
        let quantity = try resolveQuantity(
            portions: request.portions, amount: request.amount, unit: request.unit, category: category, catalog: catalog)
        return NewEntry(
            day: catalog.settings.dayBoundary.day(for: local),
            mealSlotID: slot.id,
            categoryID: category.id,
            portions: quantity.portions,
            amount: quantity.amount,
            amountUnitID: quantity.amountUnitID,
            note: try cleanedNote(request.note),
            loggedAt: loggedAt)
    }

    /// Applies edits to an entry and re-validates the result as a whole.
    public static func apply(_ changes: EntryChanges, to entry: LogEntry, catalog: Catalog, calendar: Calendar)
        throws(TallyError) -> LogEntry
    {
        guard !changes.isEmpty else {
            throw .invalid(field: nil, "nothing to change; give --portions, --meal, --category, --note, --at or --amount")
        }
        var result = entry
        if entry.kind != .portion {
            return try applyToFoodEntry(changes, to: entry, catalog: catalog, calendar: calendar)
        }
        let category: LogCategory
        if let name = changes.category {
            category = try catalog.category(named: name, allowPrefix: true)
            guard category.isEnabled else {
                throw .conflict(field: "category", "the category '\(category.name)' is disabled")
            }
        } else {
            guard let current = entry.categoryID.flatMap(catalog.category(id:)) else {
                throw .notFound(field: "category", "the entry's category no longer exists")
            }
            category = current
        }
        result.categoryID = category.id
        if let meal = changes.meal {
            result.mealSlotID = try catalog.mealSlot(named: meal, allowPrefix: true).id
        }
        if let at = changes.at {
            guard let time = try parseTime(at) else { throw .invalid(field: "at", "the time is empty") }
            result.loggedAt = time.instant(in: calendar)
            result.day = catalog.settings.dayBoundary.day(for: time.localDateTime(in: calendar))
        }
        if let note = changes.note {
            result.note = try cleanedNote(note)
        }
        // Quantity: re-resolve from whatever is now given. A new amount replaces the old one; new
        // portions alone drop an old amount that no longer agrees with them.
        let oldAmount = entry.amount.map { formatNumber($0) }
        let oldUnit = entry.amountUnitID.flatMap { catalog.unit(id: $0)?.symbol }
        if changes.amount != nil || changes.unit != nil {
            let quantity = try resolveQuantity(
                portions: changes.portions, amount: changes.amount ?? oldAmount, unit: changes.unit ?? oldUnit,
                category: category, catalog: catalog)
            (result.portions, result.amount, result.amountUnitID) = (quantity.portions, quantity.amount, quantity.amountUnitID)
        } else if let portions = changes.portions {
            let quantity = try resolveQuantity(portions: portions, amount: nil, unit: nil, category: category, catalog: catalog)
            result.portions = quantity.portions
            if let amount = entry.amount, let unitID = entry.amountUnitID, let unit = catalog.unit(id: unitID),
                let categoryUnit = catalog.unit(of: category), let converted = unit.convert(amount, to: categoryUnit),
                Portions(rounding: converted) != quantity.portions
            {
                result.amount = nil
                result.amountUnitID = nil
            }
        } else if changes.category != nil {
            // Moving to another category re-checks the amount and range against its unit.
            let quantity = try resolveQuantity(
                portions: entry.portions.description, amount: nil, unit: nil, category: category, catalog: catalog)
            result.portions = quantity.portions
        }
        return result
    }

    /// Food and quick entries: meal, time, note and category move freely; amounts change through
    /// `tally eat`'s own edit (portions follow the food), so portions here rescale the snapshot.
    static func applyToFoodEntry(_ changes: EntryChanges, to entry: LogEntry, catalog: Catalog, calendar: Calendar)
        throws(TallyError) -> LogEntry
    {
        var result = entry
        if changes.amount != nil || changes.unit != nil {
            throw .conflict(field: "amount", "a food entry's amount changes with --servings or --grams (tally eat), not --amount")
        }
        if let meal = changes.meal { result.mealSlotID = try catalog.mealSlot(named: meal, allowPrefix: true).id }
        if let at = changes.at {
            guard let time = try parseTime(at) else { throw .invalid(field: "at", "the time is empty") }
            result.loggedAt = time.instant(in: calendar)
            result.day = catalog.settings.dayBoundary.day(for: time.localDateTime(in: calendar))
        }
        if let note = changes.note { result.note = try cleanedNote(note) }
        if let name = changes.category {
            let category = try catalog.category(named: name, allowPrefix: true)
            guard category.isEnabled else { throw .conflict(field: "category", "the category '\(category.name)' is disabled") }
            result.categoryID = category.id
        }
        if let text = changes.portions {
            let portions = Portions(rounding: try Limits.portions.parse(text))
            guard result.categoryID != nil else {
                throw .invalid(field: "portions", "this entry counts toward no category; give --category too")
            }
            result.portions = portions
        }
        return result
    }

    /// The named meal slot, or the one for the time of day.
    public static func slot(named meal: String?, at local: LocalDateTime, catalog: Catalog) throws(TallyError) -> MealSlot {
        if let meal { return try catalog.mealSlot(named: meal, allowPrefix: true) }
        return try MealSlotPicker.slot(at: local.minuteOfDay, among: catalog.mealSlots)
    }

    /// A typed time: `YYYY-MM-DD HH:MM`, or ISO 8601 with an offset. The date as typed must lie in
    /// 1900…2100 (``Limits/days``); with an offset the Tally day it lands on may be one day either side.
    public static func parseTime(_ text: String?) throws(TallyError) -> TimeInput? {
        guard let text else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        guard trimmed.count <= 40 else { throw .invalid(field: "at", "'\(Limits.clip(trimmed))' is not a date and time; use \"YYYY-MM-DD HH:MM\"") }
        if let time = TimeInput.parse(trimmed), let typed = Day(String(trimmed.prefix(10))) {
            try Limits.check(typed, field: "at")
            return time
        }
        // Say which part is wrong: an impossible date reads better than "bad format".
        if trimmed.count >= 10, Day(String(trimmed.prefix(10))) == nil,
            trimmed.prefix(10).split(separator: "-").count == 3
        {
            throw .invalid(field: "at", "'\(trimmed.prefix(10))' is not a real date")
        }
        throw .invalid(field: "at", "'\(text)' is not a date and time; use \"YYYY-MM-DD HH:MM\"")
    }

    static func cleanedNote(_ note: String?) throws(TallyError) -> String? {
        try Limits.text(note, field: "note", maximum: maximumNoteLength, multiline: true)
    }

    struct Quantity {
        var portions: Portions
        var amount: Double?
        var amountUnitID: Int64?
    }

    /// Portions from typed portions and/or an amount with its unit, checked against the category's unit.
    static func resolveQuantity(
        portions portionsText: String?, amount amountText: String?, unit unitText: String?, category: LogCategory, catalog: Catalog
    ) throws(TallyError) -> Quantity {
        guard let categoryUnit = catalog.unit(of: category) else {
            throw .notFound(field: "unit", "the category '\(category.name)' has no unit")
        }
        var typed: Portions?
        if let portionsText {
            typed = Portions(rounding: try Limits.portions.parse(portionsText))
        }
        var amount: Double?
        var amountUnit: MeasurementUnit?
        if let amountText {
            let value = try Limits.categoryAmount.parse(amountText)
            let unit: MeasurementUnit
            if let unitText { unit = try catalog.unit(named: unitText) } else { unit = categoryUnit }
            guard unit.isEnabled else {
                throw .conflict(field: "unit", "the unit '\(unit.symbol)' is disabled; enable it with: tally unit enable \(unit.symbol)")
            }
            guard unit.allowsDecimal || value == value.rounded() else {
                throw .invalid(field: "amount", "\(unit.name) (\(unit.symbol)) are counted in whole numbers (got \(amountText))")
            }
            guard value <= maximumBase(for: unit.dimension) / unit.baseFactor * 10 else {
                throw .invalid(field: "amount", "\(amountText) \(unit.symbol) is out of range for one entry")
            }
            amount = value
            amountUnit = unit
        } else if unitText != nil {
            throw .invalid(field: "unit", "--unit needs --amount (the amount in that unit)")
        }

        var portions: Portions
        if let amount, let amountUnit, let converted = amountUnit.convert(amount, to: categoryUnit) {
            let fromAmount = categoryUnit.allowsDecimal
                ? Portions(rounding: converted) : Portions(tenths: Int(rounding: converted) * 10)
            if let typed, typed != fromAmount {
                throw .invalid(
                    field: "portions",
                    "\(typed) \(categoryUnit.symbol) disagrees with \(formatNumber(amount)) \(amountUnit.symbol) (= \(fromAmount) \(categoryUnit.symbol)); give one or the other")
            }
            portions = fromAmount
        } else if let typed {
            portions = typed
        } else if let amountUnit {
            throw .invalid(
                field: "portions",
                "\(amountUnit.symbol) does not convert to \(categoryUnit.symbol); give the portions too, e.g. 1 --amount \(amountText ?? "") --unit \(amountUnit.symbol)")
        } else {
            throw .invalid(field: "portions", "give the portions (or an --amount)")
        }

        guard categoryUnit.allowsDecimal || portions.isWhole else {
            throw .invalid(field: "portions", "\(category.name) is counted in whole \(categoryUnit.symbol) (got \(portions))")
        }
        let maximum = Portions(rounding: maximumBase(for: categoryUnit.dimension) / categoryUnit.baseFactor)
        guard portions <= maximum else {
            throw .invalid(
                field: "portions",
                "\(portions) \(categoryUnit.symbol) is out of range for one \(category.name) entry (0 to \(maximum.compactDescription) \(categoryUnit.symbol))")
        }
        return Quantity(portions: portions, amount: amount, amountUnitID: amountUnit?.id)
    }

    /// "250" rather than "250.0"; up to three decimals otherwise.
    public static func formatNumber(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15, let whole = Int(exactly: value) { return String(whole) }
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}

/// Picks the meal slot for a time of day: the slot whose usual start is the latest at or before it
/// (wrapping past midnight). Slots without a start time are only chosen by name.
public enum MealSlotPicker {
    public static func slot(at minuteOfDay: Int, among slots: [MealSlot]) throws(TallyError) -> MealSlot {
        let timed = slots.compactMap { slot in slot.startMinute.map { (start: $0, slot: slot) } }.sorted { $0.start < $1.start }.map(\.slot)
        if let last = timed.last(where: { ($0.startMinute ?? .max) <= minuteOfDay }) { return last }
        if let wrapped = timed.last { return wrapped }
        if let first = slots.first { return first }
        throw .notFound(field: "meal", "there are no meal slots; add one with: tally meal add NAME")
    }
}

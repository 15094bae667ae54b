import Foundation
import TallyCore

extension AppDatabase {
    // MARK: Categories

    /// Adds a category; it counts from today (earlier days are judged without it).
    @discardableResult
    public func addCategory(name: String, unit: String?, target: TargetRule?, clock: AppClock) throws -> LogCategory {
        try write { db in
            let catalog = try AppDatabase.fetchCatalog(db)
            var record = CategoryRecord(try CatalogRules.newCategory(name: name, unitName: unit, target: target, in: catalog))
            try record.insert(db)
            let category = record.category
            try AppDatabase.recordRule(db, category, from: clock.today(catalog.settings.dayBoundary))
            return category
        }
    }

    /// Keeps a category's rule with the day it takes effect (one row per day: the last change wins).
    static func recordRule(_ db: SQLConnection, _ category: LogCategory, from day: Day) throws {
        let (kind, low, high) = CategoryRecord.columns(for: category.target)
        try db.execute(
            sql: """
                INSERT INTO categoryRule (categoryId, effectiveFrom, isEnabled, targetKind, targetMin, targetMax) VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (categoryId, effectiveFrom) DO UPDATE SET isEnabled = excluded.isEnabled, targetKind = excluded.targetKind,
                    targetMin = excluded.targetMin, targetMax = excluded.targetMax
                """, arguments: [category.id, day, category.isEnabled, kind, low, high])
    }

    /// Every category's rules with the days they took effect.
    static func fetchRuleTimeline(_ db: SQLConnection) throws -> RuleTimeline {
        var changes: [Int64: [RuleTimeline.Change]] = [:]
        let rows = try SQLRow.fetchCursor(db, sql: "SELECT categoryId, effectiveFrom, isEnabled, targetKind, targetMin, targetMax FROM categoryRule")
        while let row = try rows.next() {
            guard let id = try? row.decode(Int64.self, atIndex: 0), let day = try? row.decode(Day.self, atIndex: 1) else { continue }
            let target = CategoryRecord.target(
                kind: (try? row.decode(String.self, atIndex: 3)) ?? TargetRule.Kind.atLeast.rawValue,
                min: try? row.decode(Double?.self, atIndex: 4), max: try? row.decode(Double?.self, atIndex: 5))
            changes[id, default: []].append(
                RuleTimeline.Change(effectiveFrom: day, isEnabled: (try? row.decode(Bool.self, atIndex: 2)) ?? true, target: target))
        }
        return RuleTimeline(changes: changes)
    }

    public func ruleTimeline() throws -> RuleTimeline { try read(AppDatabase.fetchRuleTimeline) }

    @discardableResult
    public func renameCategory(_ name: String, to newName: String) throws -> LogCategory {
        try updateCategory(name, clock: nil) { category, catalog in
            try CatalogRules.renamedCategory(category, to: newName, in: catalog)
        }
    }

    @discardableResult
    public func setCategoryEnabled(_ name: String, _ isEnabled: Bool, clock: AppClock) throws -> LogCategory {
        try updateCategory(name, clock: clock) { category, _ in
            var result = category
            result.isEnabled = isEnabled
            return result
        }
    }

    @discardableResult
    public func setCategoryTarget(_ name: String, _ target: TargetRule, clock: AppClock) throws -> LogCategory {
        try updateCategory(name, clock: clock) { category, _ in
            var result = category
            result.target = target
            return result
        }
    }

    /// Changes the unit a category is counted in. Existing totals keep their numbers.
    @discardableResult
    public func setCategoryUnit(_ name: String, unit: String) throws -> LogCategory {
        try updateCategory(name, clock: nil) { category, catalog in
            let unit = try catalog.unit(named: unit)
            guard unit.isEnabled else { throw TallyError.invalid(field: "unit", "the unit '\(unit.symbol)' is disabled") }
            var result = category
            result.unitID = unit.id
            return result
        }
    }

    /// Moves a category to a 1-based position in the list.
    public func moveCategory(_ name: String, to position: Int) throws -> [LogCategory] {
        try write { db in
            let catalog = try AppDatabase.fetchCatalog(db)
            let category = try catalog.category(named: name)
            let order = try CatalogRules.moved(category.id, to: position, in: catalog.categories.map(\.id), noun: "category")
            for (index, id) in order.enumerated() {
                try db.execute(sql: "UPDATE category SET sortOrder = ? WHERE id = ?", arguments: [index + 1, id])
            }
            return try AppDatabase.fetchCatalog(db).categories
        }
    }

    /// What removing a catalog item did: deleted outright, or archived because entries were logged under it.
    public struct Removal: Sendable, Equatable {
        /// True when the item was kept (disabled) because entries refer to it.
        public var archived: Bool
        /// Entries kept under the archived item, or moved to another one.
        public var entries: Int
    }

    /// Removes a category. Logged entries are history and are never deleted with it: a category
    /// without entries is deleted; one with entries is refused unless `force`, which archives it
    /// (disabled from today: it leaves Today and the targets, its entries and their calories stay and
    /// past days keep their rules).
    @discardableResult
    public func deleteCategory(_ name: String, force: Bool, clock: AppClock) throws -> Removal {
        let (category, count) = try read { db -> (LogCategory, Int) in
            let category = try AppDatabase.fetchCatalog(db).category(named: name)
            return (category, try EntryRecord.fetchCount(db, where: "categoryId = ?", arguments: [category.id]))
        }
        guard count > 0 else {
            try write { db in
                // Checked again inside the write: an entry logged in between keeps the category.
                guard try EntryRecord.fetchCount(db, where: "categoryId = ?", arguments: [category.id]) == 0 else {
                    throw TallyError.conflict(field: "name", "an entry was just logged under '\(category.name)'; try again")
                }
                _ = try CategoryRecord.deleteOne(db, key: category.id)
            }
            return Removal(archived: false, entries: 0)
        }
        guard force else {
            throw TallyError.conflict(
                field: "name",
                "'\(category.name)' has \(count) logged \(count == 1 ? "entry" : "entries"), which are kept: archive it with --force (it leaves Today; the entries and their calories stay), or disable it")
        }
        try changeCategory(category.name, CategoryChanges(enabled: false), clock: clock)
        return Removal(archived: true, entries: count)
    }

    /// Several changes to a category at once, all or nothing.
    public struct CategoryChanges: Sendable, Equatable {
        public var name: String?
        public var unit: String?
        public var target: TargetRule?
        public var enabled: Bool?
        /// 1-based position in the list.
        public var position: Int?

        public init(name: String? = nil, unit: String? = nil, target: TargetRule? = nil, enabled: Bool? = nil, position: Int? = nil) {
            self.name = name
            self.unit = unit
            self.target = target
            self.enabled = enabled
            self.position = position
        }
    }

    /// Applies every change in one transaction; a rejected change leaves the category as it was.
    @discardableResult
    public func changeCategory(_ name: String, _ changes: CategoryChanges, clock: AppClock) throws -> LogCategory {
        try write { db in
            let catalog = try AppDatabase.fetchCatalog(db)
            var category = try catalog.category(named: name)
            if let newName = changes.name, newName != category.name {
                category = try CatalogRules.renamedCategory(category, to: newName, in: catalog)
            }
            if let symbol = changes.unit {
                let unit = try catalog.unit(named: symbol)
                if unit.id != category.unitID {
                    guard unit.isEnabled else { throw TallyError.invalid(field: "unit", "the unit '\(unit.symbol)' is disabled") }
                    category.unitID = unit.id
                }
            }
            if let target = changes.target { category.target = target }
            if let enabled = changes.enabled { category.isEnabled = enabled }
            try CategoryRecord(category).update(db)
            if changes.target != nil || changes.enabled != nil {
                try AppDatabase.recordRule(db, category, from: clock.today(catalog.settings.dayBoundary))
            }
            if let position = changes.position {
                let order = try CatalogRules.moved(category.id, to: position, in: catalog.categories.map(\.id), noun: "category")
                for (index, id) in order.enumerated() {
                    try db.execute(sql: "UPDATE category SET sortOrder = ? WHERE id = ?", arguments: [index + 1, id])
                }
            }
            return category
        }
    }

    /// Changes a category; with a clock the new rule takes effect from today (earlier days keep theirs).
    private func updateCategory(_ name: String, clock: AppClock?, _ change: (LogCategory, Catalog) throws -> LogCategory) throws -> LogCategory {
        try write { db in
            let catalog = try AppDatabase.fetchCatalog(db)
            let category = try catalog.category(named: name)
            let changed = try change(category, catalog)
            try CategoryRecord(changed).update(db)
            if let clock { try AppDatabase.recordRule(db, changed, from: clock.today(catalog.settings.dayBoundary)) }
            return changed
        }
    }

    // MARK: Meal slots

    @discardableResult
    public func addMealSlot(name: String, position: Int? = nil, startMinute: Int? = nil) throws -> MealSlot {
        try write { db in
            let catalog = try AppDatabase.fetchCatalog(db)
            let (slot, order) = try CatalogRules.newMealSlot(name: name, position: position, startMinute: startMinute, in: catalog)
            var record = MealSlotRecord(id: nil, name: slot.name, sortOrder: slot.sortOrder, startMinute: slot.startMinute)
            try record.insert(db)
            let id = record.id ?? 0
            try AppDatabase.writeSlotOrder(db, order.map { $0 == 0 ? id : $0 })
            guard let stored = try MealSlotRecord.fetchOne(db, key: id) else { throw TallyError.notFound(field: "meal", "the new meal slot was not stored") }
            return stored.slot
        }
    }

    @discardableResult
    public func renameMealSlot(_ name: String, to newName: String) throws -> MealSlot {
        try write { db in
            let catalog = try AppDatabase.fetchCatalog(db)
            let slot = try CatalogRules.renamedMealSlot(try catalog.mealSlot(named: name), to: newName, in: catalog)
            try MealSlotRecord(id: slot.id, name: slot.name, sortOrder: slot.sortOrder, startMinute: slot.startMinute).update(db)
            return slot
        }
    }

    /// Sets (or clears, with nil) the time a slot usually starts.
    @discardableResult
    public func setMealSlotStart(_ name: String, startMinute: Int?) throws -> MealSlot {
        try write { db in
            let catalog = try AppDatabase.fetchCatalog(db)
            var slot = try catalog.mealSlot(named: name)
            if let startMinute, !(0..<1440).contains(startMinute) {
                throw TallyError.invalid(field: "start", "a start time must be between 00:00 and 23:59")
            }
            slot.startMinute = startMinute
            try MealSlotRecord(id: slot.id, name: slot.name, sortOrder: slot.sortOrder, startMinute: slot.startMinute).update(db)
            return slot
        }
    }

    /// Renames a slot, sets its start time (`clearStart` removes it) and moves it, all or nothing.
    @discardableResult
    public func changeMealSlot(_ name: String, newName: String?, startMinute: Int?, clearStart: Bool = false, position: Int?) throws -> MealSlot {
        try write { db in
            let catalog = try AppDatabase.fetchCatalog(db)
            var slot = try catalog.mealSlot(named: name)
            if let newName, newName != slot.name { slot = try CatalogRules.renamedMealSlot(slot, to: newName, in: catalog) }
            if let startMinute {
                guard (0..<1440).contains(startMinute) else {
                    throw TallyError.invalid(field: "start", "a start time must be between 00:00 and 23:59")
                }
                slot.startMinute = startMinute
            } else if clearStart {
                slot.startMinute = nil
            }
            try MealSlotRecord(id: slot.id, name: slot.name, sortOrder: slot.sortOrder, startMinute: slot.startMinute).update(db)
            if let position {
                try AppDatabase.writeSlotOrder(db, try CatalogRules.moved(slot.id, to: position, in: catalog.mealSlots.map(\.id), noun: "meal slot"))
            }
            return slot
        }
    }

    public func moveMealSlot(_ name: String, to position: Int) throws -> [MealSlot] {
        try write { db in
            let catalog = try AppDatabase.fetchCatalog(db)
            let slot = try catalog.mealSlot(named: name)
            try AppDatabase.writeSlotOrder(
                db, try CatalogRules.moved(slot.id, to: position, in: catalog.mealSlots.map(\.id), noun: "meal slot"))
            return try AppDatabase.fetchCatalog(db).mealSlots
        }
    }

    /// Deletes a meal slot. Its entries move to `moveTo`, or with `force` each to the slot its time of
    /// day falls in among the others; they are never deleted. The last slot cannot go. Returns the
    /// number of entries moved.
    @discardableResult
    public func deleteMealSlot(_ name: String, moveTo: String? = nil, force: Bool = false, clock: AppClock) throws -> Int {
        try write { db in
            let catalog = try AppDatabase.fetchCatalog(db)
            let slot = try catalog.mealSlot(named: name)
            guard catalog.mealSlots.count > 1 else {
                throw TallyError.conflict(field: "name", "'\(slot.name)' is the only meal slot; add another before deleting it")
            }
            let count = try EntryRecord.fetchCount(db, where: "mealSlotId = ?", arguments: [slot.id])
            if let moveTo {
                let target = try catalog.mealSlot(named: moveTo)
                guard target.id != slot.id else {
                    throw TallyError.invalid(field: "moveTo", "cannot move entries into the slot being deleted")
                }
                try db.execute(sql: "UPDATE entry SET mealSlotId = ? WHERE mealSlotId = ?", arguments: [target.id, slot.id])
            } else if count > 0 {
                guard force else {
                    throw TallyError.conflict(
                        field: "name",
                        "'\(slot.name)' has \(count) logged \(count == 1 ? "entry" : "entries"); move them with --move-to SLOT, or with --force each to the slot of its time of day")
                }
                let others = catalog.mealSlots.filter { $0.id != slot.id }
                for row in try SQLRow.fetchAll(db, sql: "SELECT id, loggedAt FROM entry WHERE mealSlotId = ?", arguments: [slot.id]) {
                    guard let id = row.integer(at: 0) else { continue }
                    let at = (try? row.decode(Date.self, atIndex: 1)) ?? clock.now()
                    let target = try MealSlotPicker.slot(at: LocalDateTime(at, in: clock.calendar).minuteOfDay, among: others)
                    try db.execute(sql: "UPDATE entry SET mealSlotId = ? WHERE id = ?", arguments: [target.id, id])
                }
            }
            try MealSlotRecord.deleteOne(db, key: slot.id)
            try AppDatabase.writeSlotOrder(db, catalog.mealSlots.map(\.id).filter { $0 != slot.id })
            return count
        }
    }

    static func writeSlotOrder(_ db: SQLConnection, _ order: [Int64]) throws {
        for (index, id) in order.enumerated() {
            try db.execute(sql: "UPDATE mealSlot SET sortOrder = ? WHERE id = ?", arguments: [index + 1, id])
        }
    }

    // MARK: Units

    @discardableResult
    public func addUnit(
        name: String, symbol: String, allowsDecimal: Bool, dimension: MeasurementUnit.Dimension = .count, baseFactor: Double = 1
    ) throws -> MeasurementUnit {
        try write { db in
            let catalog = try AppDatabase.fetchCatalog(db)
            let unit = try CatalogRules.newUnit(
                name: name, symbol: symbol, allowsDecimal: allowsDecimal, dimension: dimension, baseFactor: baseFactor, in: catalog)
            var record = UnitRecord(
                id: nil, name: unit.name, symbol: unit.symbol, allowsDecimal: unit.allowsDecimal, isEnabled: true,
                sortOrder: unit.sortOrder, dimension: unit.dimension.rawValue, baseFactor: unit.baseFactor)
            try record.insert(db)
            return record.unit
        }
    }

    @discardableResult
    public func setUnitEnabled(_ name: String, _ isEnabled: Bool) throws -> MeasurementUnit {
        try write { db in
            let catalog = try AppDatabase.fetchCatalog(db)
            var unit = try catalog.unit(named: name)
            if !isEnabled { try CatalogRules.checkCanDisable(unit, in: catalog) }
            unit.isEnabled = isEnabled
            try db.execute(sql: "UPDATE unit SET isEnabled = ? WHERE id = ?", arguments: [isEnabled, unit.id])
            return unit
        }
    }

    // MARK: Settings

    static let openFoodFactsKey = "openFoodFacts"

    /// Turns looking up unknown barcodes on Open Food Facts on or off.
    @discardableResult
    public func setOpenFoodFacts(_ on: Bool) throws -> Settings {
        try write { db in
            try AppDatabase.saveSetting(db, key: AppDatabase.openFoodFactsKey, value: on ? "on" : "off")
            return try AppDatabase.fetchSettings(db)
        }
    }

    /// Sets the day cutoff. Entries already logged keep the day they were logged on.
    @discardableResult
    public func setDayCutoff(_ boundary: DayBoundary) throws -> Settings {
        try write { db in
            try AppDatabase.saveSetting(db, key: "dayCutoffMinutes", value: String(boundary.cutoffMinutes))
            return try AppDatabase.fetchSettings(db)
        }
    }
}

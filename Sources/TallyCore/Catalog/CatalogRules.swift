/// Rules for changing categories, meal slots and units. Pure: each function checks a change
/// against the current catalog and returns what to store, or throws a message for people.
public enum CatalogRules {
    public static let maximumCategories = 50
    public static let maximumMealSlots = 20

    public static func newCategory(name: String, unitName: String?, target: TargetRule?, in catalog: Catalog)
        throws(TallyError) -> LogCategory
    {
        let cleaned = try NameRule.validated(name, field: "name", noun: "category")
        try requireUnique(cleaned, among: catalog.categories.map(\.name), noun: "category")
        guard catalog.categories.count < maximumCategories else {
            throw .conflict(field: "name", "Tally keeps at most \(maximumCategories) categories")
        }
        let unit: MeasurementUnit
        if let unitName { unit = try catalog.unit(named: unitName) } else { unit = try catalog.unit(named: "portions") }
        guard unit.isEnabled else { throw .invalid(field: "unit", "the unit '\(unit.symbol)' is disabled") }
        return LogCategory(
            id: 0, name: cleaned, unitID: unit.id, isEnabled: true, target: target ?? .atLeast(.zero),
            sortOrder: (catalog.categories.map(\.sortOrder).max() ?? 0) + 1)
    }

    public static func renamedCategory(_ category: LogCategory, to name: String, in catalog: Catalog) throws(TallyError)
        -> LogCategory
    {
        let cleaned = try NameRule.validated(name, field: "name", noun: "category")
        try requireUnique(cleaned, among: catalog.categories.filter { $0.id != category.id }.map(\.name), noun: "category")
        var result = category
        result.name = cleaned
        return result
    }

    public static func newMealSlot(name: String, position: Int?, startMinute: Int?, in catalog: Catalog) throws(TallyError)
        -> (slot: MealSlot, order: [Int64])
    {
        let cleaned = try NameRule.validated(name, field: "name", noun: "meal slot")
        try requireUnique(cleaned, among: catalog.mealSlots.map(\.name), noun: "meal slot")
        guard catalog.mealSlots.count < maximumMealSlots else {
            throw .conflict(field: "name", "Tally keeps at most \(maximumMealSlots) meal slots")
        }
        if let startMinute, !(0..<1440).contains(startMinute) {
            throw .invalid(field: "start", "a start time must be between 00:00 and 23:59")
        }
        let slot = MealSlot(id: 0, name: cleaned, sortOrder: catalog.mealSlots.count + 1, startMinute: startMinute)
        let ids = catalog.mealSlots.map(\.id)
        let count = ids.count + 1
        let at = position ?? count
        guard (1...count).contains(at) else {
            throw .conflict(field: "position", "position must be between 1 and \(count)")
        }
        var order = ids
        order.insert(0, at: at - 1)  // 0 stands for the new slot
        return (slot, order)
    }

    public static func renamedMealSlot(_ slot: MealSlot, to name: String, in catalog: Catalog) throws(TallyError) -> MealSlot {
        let cleaned = try NameRule.validated(name, field: "name", noun: "meal slot")
        try requireUnique(cleaned, among: catalog.mealSlots.filter { $0.id != slot.id }.map(\.name), noun: "meal slot")
        var result = slot
        result.name = cleaned
        return result
    }

    public static func newUnit(
        name: String, symbol: String, allowsDecimal: Bool, dimension: MeasurementUnit.Dimension, baseFactor: Double,
        in catalog: Catalog
    ) throws(TallyError) -> MeasurementUnit {
        let cleanedName = try NameRule.validated(name, field: "name", noun: "unit")
        let cleanedSymbol = try NameRule.validated(symbol, field: "symbol", noun: "unit symbol")
        guard cleanedSymbol.count <= 12 else { throw .invalid(field: "symbol", "a unit symbol has at most 12 characters") }
        try requireUnique(cleanedName, among: catalog.units.map(\.name), noun: "unit")
        try requireUnique(cleanedSymbol, among: catalog.units.map(\.symbol), noun: "unit symbol")
        guard Limits.unitFactor.contains(baseFactor) else {
            throw .invalid(field: "factor", "the conversion factor must be a positive number up to \(Limits.text(Limits.unitFactor.maximum))")
        }
        return MeasurementUnit(
            id: 0, name: cleanedName, symbol: cleanedSymbol, allowsDecimal: allowsDecimal, isEnabled: true,
            sortOrder: (catalog.units.map(\.sortOrder).max() ?? 0) + 1, dimension: dimension, baseFactor: baseFactor)
    }

    /// Checks that a unit may be disabled: no enabled category may be measured in it.
    public static func checkCanDisable(_ unit: MeasurementUnit, in catalog: Catalog) throws(TallyError) {
        let users = catalog.categories.filter { $0.unitID == unit.id && $0.isEnabled }
        guard users.isEmpty else {
            throw .conflict(
                field: "unit",
                "the unit '\(unit.symbol)' measures \(users.map(\.name).joined(separator: ", ")); change or disable those categories first")
        }
    }

    /// `ids` reordered with `id` moved to the 1-based `position`.
    public static func moved(_ id: Int64, to position: Int, in ids: [Int64], noun: String) throws(TallyError) -> [Int64] {
        guard let from = ids.firstIndex(of: id) else { throw .notFound(field: "name", "no such \(noun)") }
        guard (1...ids.count).contains(position) else {
            throw .conflict(field: "position", "position must be between 1 and \(ids.count)")
        }
        var order = ids
        order.remove(at: from)
        order.insert(id, at: position - 1)
        return order
    }

    static func requireUnique(_ name: String, among names: [String], noun: String) throws(TallyError) {
        let key = Catalog.normalized(name)
        if let clash = names.first(where: { Catalog.normalized($0) == key }) {
            throw .conflict(field: "name", "a \(noun) named '\(clash)' already exists")
        }
    }
}

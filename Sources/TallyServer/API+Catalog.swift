import Foundation
import Hummingbird
import TallyCore
import TallyStore

extension API {
    /// A category, meal slot or unit named in a path: its id, or its (percent-encoded) name.
    static func pathName(_ context: TallyRequestContext, _ name: String) throws -> String {
        let raw = try context.parameters.require(name)
        return raw.removingPercentEncoding ?? raw
    }

    func categoryName(_ reference: String) throws -> String {
        if let id = Int64(reference, radix: 10), let category = try database.catalog().category(id: id) { return category.name }
        return reference
    }

    func mealName(_ reference: String) throws -> String {
        if let id = Int64(reference, radix: 10), let slot = try database.catalog().mealSlots.first(where: { $0.id == id }) { return slot.name }
        return reference
    }

    static func target(_ body: JSONBody) throws -> TargetRule? {
        guard let value = body.fields["target"] else { return nil }
        guard case .object(let fields) = value else { throw BadRequest(field: "target", message: "'target' must be {kind, min, max}") }
        let target = JSONBody(fields: fields)
        try target.allow(["kind", "min", "max"])
        let kind = try target.required("kind")
        let values = [try target.string("min"), try target.string("max")].compactMap { $0 }
        return try TargetRule.parse(kind: kind, values: values)
    }

    static func minutes(_ text: String?, field: String) throws -> Int? {
        guard let text, !text.isEmpty else { return nil }
        guard let (h, m) = LocalDateTime.parseClock(Substring(text)) else {
            throw TallyError.invalid(field: field, "'\(text)' is not a time of day (HH:MM)")
        }
        return h * 60 + m
    }

    var catalog: [Endpoint] {
        [
            Endpoint(method: .get, path: "/api/v1/categories", summary: "Categories in order, with units and target rules", tag: "Catalog", response: "CategoryList") { _, _ in
                let catalog = try await run { try database.catalog() }
                return try JSON.response(["categories": CategoryReport.list(catalog)])
            },
            Endpoint(
                method: .post, path: "/api/v1/categories", summary: "Add a category", tag: "Catalog", body: "CategoryInput", response: "CategoryReport",
                success: 201
            ) { request, context in
                let body = try await JSONBody.read(request, context: context)
                try body.allow(["name", "unit", "target"])
                let (name, unit, target) = (try body.required("name"), try body.string("unit"), try API.target(body))
                let (category, catalog) = try await run {
                    (try database.addCategory(name: name, unit: unit, target: target, clock: clock), try database.catalog())
                }
                return try API.created(CategoryReport(category, position: catalog.categories.firstIndex { $0.id == category.id }.map { $0 + 1 } ?? 0, catalog: catalog))
            },
            Endpoint(
                method: .patch, path: "/api/v1/categories/{category}", summary: "Rename, change the unit or target, enable or disable, move (all or nothing)",
                tag: "Catalog", body: "CategoryChanges", response: "CategoryReport"
            ) { request, context in
                let reference = try API.pathName(context, "category")
                let body = try await JSONBody.read(request, context: context)
                try body.allow(["name", "unit", "target", "enabled", "position"])
                let position = try body.string("position").map { text -> Int in
                    guard let value = Int(text, radix: 10), value >= 1 else { throw TallyError.invalid(field: "position", "'\(text)' is not a position (1, 2, 3, …)") }
                    return value
                }
                let changes = AppDatabase.CategoryChanges(
                    name: try body.string("name"), unit: try body.string("unit"), target: try API.target(body), enabled: try body.bool("enabled"),
                    position: position)
                let (category, catalog) = try await run {
                    (try database.changeCategory(try categoryName(reference), changes, clock: clock), try database.catalog())
                }
                return try JSON.response(CategoryReport(category, position: catalog.categories.firstIndex { $0.id == category.id }.map { $0 + 1 } ?? 0, catalog: catalog))
            },
            Endpoint(
                method: .delete, path: "/api/v1/categories/{category}", summary: "Delete a category; one with entries needs force=true, which archives it (disabled, entries kept)",
                tag: "Catalog", query: [.init(name: "force", description: "true to archive a category that has entries (they are kept)", schema: QuerySchemas.flag)],
                response: "Deleted"
            ) { request, context in
                let reference = try API.pathName(context, "category")
                let force = request.query("force") == "true"
                let removal = try await run { try database.deleteCategory(try categoryName(reference), force: force, clock: clock) }
                return try JSON.response(Deleted(deleted: reference, entries: removal.entries, archived: removal.archived))
            },
            Endpoint(method: .get, path: "/api/v1/meals", summary: "Meal slots in order", tag: "Catalog", response: "MealList") { _, _ in
                let catalog = try await run { try database.catalog() }
                return try JSON.response(["meals": MealSlotReport.list(catalog)])
            },
            Endpoint(method: .post, path: "/api/v1/meals", summary: "Add a meal slot", tag: "Catalog", body: "MealInput", response: "MealSlotReport", success: 201) {
                request, context in
                let body = try await JSONBody.read(request, context: context)
                try body.allow(["name", "position", "startsAt"])
                let name = try body.required("name")
                let position = try body.string("position").map { text -> Int in
                    guard let value = Int(text, radix: 10), value >= 1 else { throw TallyError.invalid(field: "position", "'\(text)' is not a position") }
                    return value
                }
                let start = try API.minutes(try body.string("startsAt"), field: "startsAt")
                let (slot, catalog) = try await run { (try database.addMealSlot(name: name, position: position, startMinute: start), try database.catalog()) }
                return try API.created(MealSlotReport(slot, position: (catalog.mealSlots.firstIndex { $0.id == slot.id } ?? 0) + 1))
            },
            Endpoint(
                method: .patch, path: "/api/v1/meals/{meal}", summary: "Rename, set the start time, move (all or nothing)", tag: "Catalog", body: "MealChanges",
                response: "MealSlotReport"
            ) { request, context in
                let reference = try API.pathName(context, "meal")
                let body = try await JSONBody.read(request, context: context)
                try body.allow(["name", "position", "startsAt"])
                let position = try body.string("position").map { text -> Int in
                    guard let value = Int(text, radix: 10), value >= 1 else { throw TallyError.invalid(field: "position", "'\(text)' is not a position") }
                    return value
                }
                let startText = try body.string("startsAt")
                let start = try API.minutes(startText, field: "startsAt")
                let clearStart = body.fields["startsAt"].map { if case .null = $0 { return true } else { return startText == "" } } ?? false
                let name = try body.string("name")
                let (slot, catalog) = try await run {
                    let slot = try database.changeMealSlot(try mealName(reference), newName: name, startMinute: start, clearStart: clearStart, position: position)
                    return (slot, try database.catalog())
                }
                return try JSON.response(MealSlotReport(slot, position: (catalog.mealSlots.firstIndex { $0.id == slot.id } ?? 0) + 1))
            },
            Endpoint(
                method: .delete, path: "/api/v1/meals/{meal}", summary: "Delete a meal slot; its entries move to moveTo, or with force=true each to the slot of its time of day (never deleted)",
                tag: "Catalog",
                query: [.init(name: "moveTo", description: "A slot (name or id) to move its entries to", schema: .string(.init(minLength: 1))), .init(name: "force", description: "true to move its entries to the slots of their times", schema: QuerySchemas.flag)],
                response: "Deleted"
            ) { request, context in
                let reference = try API.pathName(context, "meal")
                let moveTo = request.query("moveTo")
                let force = request.query("force") == "true"
                let count = try await run { try database.deleteMealSlot(try mealName(reference), moveTo: moveTo, force: force, clock: clock) }
                return try JSON.response(Deleted(deleted: reference, entries: count, archived: false))
            },
            Endpoint(method: .get, path: "/api/v1/units", summary: "Units", tag: "Catalog", response: "UnitList") { _, _ in
                let catalog = try await run { try database.catalog() }
                return try JSON.response(["units": catalog.units.map(UnitReport.init)])
            },
            Endpoint(method: .post, path: "/api/v1/units", summary: "Add a unit", tag: "Catalog", body: "UnitInput", response: "UnitReport", success: 201) {
                request, context in
                let body = try await JSONBody.read(request, context: context)
                try body.allow(["name", "symbol", "dimension", "factor", "allowsDecimal"])
                let dimensionText = try body.string("dimension") ?? "count"
                guard let dimension = MeasurementUnit.Dimension(rawValue: dimensionText.lowercased()) else {
                    throw TallyError.invalid(field: "dimension", "unknown dimension '\(dimensionText)'; use volume, mass, time, portion or count")
                }
                let factorText = try body.string("factor") ?? "1"
                guard let factor = Double(factorText), factor > 0, factor.isFinite else {
                    throw TallyError.invalid(field: "factor", "'\(factorText)' is not a positive number")
                }
                let (name, symbol, decimal) = (try body.required("name"), try body.required("symbol"), try body.bool("allowsDecimal") ?? true)
                let unit = try await run {
                    try database.addUnit(name: name, symbol: symbol, allowsDecimal: decimal, dimension: dimension, baseFactor: factor)
                }
                return try API.created(UnitReport(unit))
            },
            Endpoint(method: .patch, path: "/api/v1/units/{unit}", summary: "Enable or disable a unit", tag: "Catalog", body: "UnitChanges", response: "UnitReport") {
                request, context in
                let reference = try API.pathName(context, "unit")
                let body = try await JSONBody.read(request, context: context)
                try body.allow(["enabled"])
                guard let enabled = try body.bool("enabled") else { throw BadRequest(field: "enabled", message: "'enabled' is required") }
                let unit = try await run {
                    var name = reference
                    if let id = Int64(reference, radix: 10), let unit = try database.catalog().unit(id: id) { name = unit.symbol }
                    return try database.setUnitEnabled(name, enabled)
                }
                return try JSON.response(UnitReport(unit))
            },
            Endpoint(method: .get, path: "/api/v1/settings", summary: "Day cutoff and time zone", tag: "Settings", response: "SettingsReport") { _, _ in
                let settings = try await run { try database.settings() }
                return try JSON.response(SettingsReport(settings, timeZone: timeZone))
            },
            Endpoint(
                method: .patch, path: "/api/v1/settings", summary: "Change the day cutoff (HH:MM) or turn Open Food Facts barcode lookups on or off",
                tag: "Settings", body: "SettingsChanges", response: "SettingsReport"
            ) {
                request, context in
                let body = try await JSONBody.read(request, context: context)
                try body.allow(["dayCutoff", "openFoodFacts"])
                let boundary = try body.string("dayCutoff").map { text throws(TallyError) in try DayBoundary(parsing: text) }
                let openFoodFacts = try body.bool("openFoodFacts")
                let settings = try await run {
                    if let boundary { try database.setDayCutoff(boundary) }
                    if let openFoodFacts { try database.setOpenFoodFacts(openFoodFacts) }
                    return try database.settings()
                }
                return try JSON.response(SettingsReport(settings, timeZone: timeZone))
            },
        ]
    }

    /// `entries`: the entries kept (under an archived category) or moved (to other meal slots); none are deleted.
    struct Deleted: Encodable {
        var deleted: String
        var entries: Int
        var archived: Bool
    }
}

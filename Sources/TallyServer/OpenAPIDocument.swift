import Foundation
import TallyCore

/// The OpenAPI 3.1 description of /api/v1, built from the same endpoint list the router registers.
///
/// Request schemas are precise — types, ranges from ``Limits``, patterns, lengths, required fields,
/// no unknown fields — and they are not only documentation: the router validates every JSON body,
/// path and query parameter against them before a handler runs (``validate(_:against:at:)``), so the
/// document can never be looser or stricter than the server. What a schema cannot say (a name that
/// must exist, a rule that depends on stored data or on two fields at once) is checked by the core
/// and answered with 404, 409 or 422.
enum OpenAPIDocument {
    struct TextRule: Sendable {
        var minLength: Int? = nil
        var maxLength: Int? = nil
        var pattern: String? = nil
        var format: String? = nil
    }

    struct NumberRule: Sendable {
        var minimum: Double?
        var maximum: Double?
        var isInteger = false
    }

    indirect enum Schema: Sendable {
        case string(TextRule)
        case number(NumberRule)
        case boolean
        case any
        case choice([String])
        case ref(String)
        case array(Schema, minItems: Int?, maxItems: Int?)
        case map(Schema, keyPattern: String?, maxProperties: Int?)
        case nullable(Schema)
        /// `closed`: no properties beyond these (every request body).
        case object([String: Schema], required: [String], closed: Bool, minProperties: Int?)
        case anyOf([Schema])

        static let text = Schema.string(TextRule())
        static let number = Schema.number(NumberRule())
        static let integer = Schema.number(NumberRule(isInteger: true))
        static let date = Schema.string(TextRule(format: "date"))
        static let dateTime = Schema.string(TextRule(format: "date-time"))

        var json: [String: Any] {
            switch self {
            case .string(let rule):
                var result: [String: Any] = ["type": "string"]
                if let value = rule.minLength { result["minLength"] = value }
                if let value = rule.maxLength { result["maxLength"] = value }
                if let value = rule.pattern { result["pattern"] = value }
                if let value = rule.format { result["format"] = value }
                return result
            case .number(let rule):
                var result: [String: Any] = ["type": rule.isInteger ? "integer" : "number"]
                if let value = rule.minimum { result["minimum"] = value }
                if let value = rule.maximum { result["maximum"] = value }
                return result
            case .boolean: return ["type": "boolean"]
            case .any: return [:]
            case .choice(let values): return ["type": "string", "enum": values]
            case .ref(let name): return ["$ref": "#/components/schemas/\(name)"]
            case .array(let item, let minItems, let maxItems):
                var result: [String: Any] = ["type": "array", "items": item.json]
                if let minItems { result["minItems"] = minItems }
                if let maxItems { result["maxItems"] = maxItems }
                return result
            case .map(let value, let keyPattern, let maxProperties):
                var result: [String: Any] = ["type": "object", "additionalProperties": value.json]
                if let keyPattern { result["propertyNames"] = ["pattern": keyPattern] }
                if let maxProperties { result["maxProperties"] = maxProperties }
                return result
            case .nullable(let inner):
                var base = inner.json
                if let type = base["type"] as? String {
                    base["type"] = [type, "null"]
                    if var values = base["enum"] as? [Any] {
                        values.append(NSNull())
                        base["enum"] = values
                    }
                    return base
                }
                return ["oneOf": [base, ["type": "null"]]]
            case .object(let properties, let required, let closed, let minProperties):
                var result: [String: Any] = ["type": "object", "properties": properties.mapValues(\.json)]
                if !required.isEmpty { result["required"] = required.sorted() }
                if closed { result["additionalProperties"] = false }
                if let minProperties { result["minProperties"] = minProperties }
                return result
            case .anyOf(let options): return ["anyOf": options.map(\.json)]
            }
        }
    }

    // MARK: Building blocks

    /// A response object: every listed property is required unless `required` says otherwise.
    static func object(_ properties: [String: Schema], required: [String]? = nil) -> Schema {
        .object(properties, required: required ?? Array(properties.keys), closed: false, minProperties: nil)
    }

    /// A request object: unknown properties are refused; `atLeastOne` for PATCH-style changes.
    static func input(_ properties: [String: Schema], required: [String] = [], atLeastOne: Bool = false) -> Schema {
        .object(properties, required: required, closed: true, minProperties: atLeastOne ? 1 : nil)
    }

    /// A number in a ``NumberRange``. A range that excludes its minimum publishes the smallest value
    /// worth sending (0.001), since "more than 0" has no useful floor for a JSON number.
    static func number(_ range: NumberRange) -> Schema {
        let minimum = range.minimumIsExclusive ? range.minimum + 0.001 : range.minimum
        return .number(NumberRule(minimum: minimum, maximum: range.maximum, isInteger: range.isWhole))
    }

    static func integer(_ minimum: Double, _ maximum: Double) -> Schema { .number(NumberRule(minimum: minimum, maximum: maximum, isInteger: true)) }

    /// Characters no text field accepts: C0 and C1 controls and U+FFFE/U+FFFF (line breaks and tabs
    /// are allowed in notes).
    static let controls = #"\u0000-\u001F\u007F-\u009F\uFFFE\uFFFF"#
    static let noteControls = #"\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF"#

    /// A name: something besides spaces, no control characters.
    static func name(maxLength: Int = Limits.nameLength) -> Schema {
        .string(TextRule(minLength: 1, maxLength: maxLength, pattern: "^[^\(controls)]*[^\\s\(controls)][^\(controls)]*$"))
    }

    /// Free text (notes): optional content, no control characters but line breaks and tabs.
    static func note(maxLength: Int = Limits.noteLength) -> Schema {
        .string(TextRule(maxLength: maxLength, pattern: "^[^\(noteControls)]*$"))
    }

    static let careName = Schema.string(TextRule(maxLength: Limits.nameLength, pattern: "^[^\(controls)]*$"))

    /// The reminder preferences a PATCH may change, each with the values its rule accepts (as text).
    static let notifyFields: [String: Schema] = {
        let clock = "([01][0-9]|2[0-3]):[0-5][0-9]"
        func text(_ pattern: String) -> Schema { .string(TextRule(maxLength: 2000, pattern: pattern)) }
        var fields: [String: Schema] = [
            "quiet": text("^(\\s*\(clock)-\(clock)\\s*)?$"),
            "webhook": text("^(https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[A-Za-z0-9._~%!$&'()*+,;=:@/?-]*)?)?$"),
            "ntfy": text("^(https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[A-Za-z0-9._~%!$&'()*+,;=:@/?-]*)?)?$"),
        ]
        for kind in ReminderKind.allCases {
            fields[kind.rawValue] = text("^(on|off|)$")
            fields[kind.rawValue + ".cap"] = text("^([0-9]|1[0-9]|2[0-4])?$")
            if kind != .noFood { fields[kind.rawValue + ".time"] = text("^(\(clock))?$") }
        }
        fields["calories.threshold"] = text("^([5-9]|[1-9][0-9]|1[0-9][0-9]|200)?$")
        fields["no-food.hours"] = text("^([1-9]|1[0-9]|2[0-4])?$")
        fields["weekly-milestone.days"] = text("^[1-7]?$")
        return fields
    }()

    /// 1900-01-01 … 2100-12-31, real dates only (leap days included).
    static let datePattern: String = {
        let year = "(?:19[0-9]{2}|20[0-9]{2}|2100)"
        let common = "(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))"
        let leapYear = "(?:19(?:0[48]|[2468][048]|[13579][26])|20(?:0[048]|[2468][048]|[13579][26]))"
        return "(?:\(year)-\(common)|\(leapYear)-02-29)"
    }()
    static let clockPattern = "(?:[01][0-9]|2[0-3]):[0-5][0-9]"
    /// What ``EntryPlanner/parseTime(_:)`` reads: local `YYYY-MM-DD HH:MM[:SS]`, or ISO 8601 with `Z` or an offset.
    static let timePattern: String = {
        let seconds = ":[0-5][0-9]"
        let offset = "(?:Z|[+-](?:0[0-9]|1[0-4]):[0-5][0-9])"
        return "(?:\(datePattern)[ Tt]\(clockPattern)(?:\(seconds))?|\(datePattern)T\(clockPattern)(?:\(seconds)(?:\\.[0-9]{1,6})?)?\(offset))"
    }()

    static let day = Schema.string(TextRule(pattern: "^\(datePattern)$", format: "date"))
    static let time = Schema.string(TextRule(pattern: "^\(timePattern)$"))
    static let clock = Schema.string(TextRule(pattern: "^\(clockPattern)$"))
    static let dayOrTime = Schema.string(TextRule(pattern: "^(?:\(datePattern)|\(timePattern))$"))
    /// A nutrient key: kcal, or lowercase words ending in a unit (protein_g, sodium_mg, vitamin_d_mcg).
    static let nutrientKeyPattern = "^(?:kcal|[a-z0-9_]{1,36}_(?:g|mg|mcg))$"

    static let metricKinds = MetricKind.allCases.map(\.rawValue)
    static let target = object(["kind": .choice(["exact", "atLeast", "atMost", "range"]), "min": .nullable(.number), "max": .nullable(.number)])
    static let targetInput: Schema = {
        let value = number(Limits.target)
        return .anyOf([
            input(["kind": .choice(["exact", "atLeast"]), "min": value], required: ["kind", "min"]),
            input(["kind": .choice(["atMost"]), "max": value], required: ["kind", "max"]),
            input(["kind": .choice(["range"]), "min": value, "max": value], required: ["kind", "min", "max"]),
        ])
    }()
    static let nutrientProgress = object(["consumed": .number, "target": .nullable(.number), "remaining": .nullable(.number)])

    // MARK: Request schemas

    static let entryInput: Schema = {
        let common: [String: Schema] = ["meal": name(), "at": time, "note": note()]
        func variant(_ fields: [String: Schema], required: [String]) -> Schema { input(common.merging(fields) { a, _ in a }, required: required) }
        return .anyOf([
            variant(["category": name(), "portions": number(Limits.portions)], required: ["category", "portions"]),
            variant(
                ["category": name(), "amount": number(Limits.categoryAmount), "unit": name(maxLength: 60), "portions": number(Limits.portions)],
                required: ["category", "amount"]),
            variant(["food": name(maxLength: Limits.textLength), "grams": number(Limits.grams)], required: ["food", "grams"]),
            variant(["food": name(maxLength: Limits.textLength), "servings": number(Limits.servings)], required: ["food", "servings"]),
            variant(
                ["food": name(maxLength: Limits.textLength), "amount": number(Limits.measureAmount), "measure": name()], required: ["food"]),
            variant(
                [
                    "kcal": number(Limits.quickKcal), "protein": number(Limits.quickMacro), "carbs": number(Limits.quickMacro),
                    "fat": number(Limits.quickMacro), "name": name(),
                ], required: ["kcal"]),
            variant(["text": name(maxLength: Limits.textLength)], required: ["text"]),
        ])
    }()

    static let foodFields: [String: Schema] = {
        let nutrient = number(Limits.nutrient)
        return [
            "name": name(), "brand": note(maxLength: Limits.nameLength), "servingName": note(maxLength: Limits.nameLength),
            "servingGrams": number(Limits.servingGrams), "kcal": nutrient, "protein": nutrient, "carbs": nutrient, "fat": nutrient,
            "fiber": nutrient, "sugars": nutrient, "satfat": nutrient, "sodium": nutrient,
            "nutrients": .map(nutrient, keyPattern: nutrientKeyPattern, maxProperties: 60), "category": name(),
            "portions": number(Limits.portionsPerServing), "favorite": .boolean, "notes": note(maxLength: 1_000),
            "barcode": .string(TextRule(pattern: "^[0-9 ]{6,20}$")), "force": .boolean,
        ]
    }()

    static let schemas: [String: Schema] = [
        "Error": object(["error": object(["message": .text, "field": .nullable(.text)])]),
        "EntryReport": object(
            [
                "id": .integer, "day": .date, "kind": .choice(["portion", "food", "recipe", "quick"]), "category": .nullable(.text), "meal": .text,
                "portions": .number, "amount": .nullable(.number), "unit": .nullable(.text), "note": .nullable(.text), "loggedAt": .dateTime,
                "food": .nullable(.text), "foodId": .nullable(.integer), "quantity": .nullable(.text), "grams": .nullable(.number),
                "nutrients": .nullable(.map(.number, keyPattern: nil, maxProperties: nil)), "warning": .nullable(.text), "problem": .text,
            ], required: ["id", "day", "kind", "meal", "portions", "loggedAt"]),
        "EntryInput": entryInput,
        /// What logging answers: the entry (a quick add adds `warning`), or for a typed meal what was
        /// understood and every entry it wrote.
        "EntryCreated": .anyOf([.ref("EntryReport"), .ref("EatTextReport")]),
        "EntryChanges": input(
            [
                "portions": number(Limits.portions), "meal": name(), "category": name(), "note": note(), "at": time,
                "amount": number(Limits.categoryAmount), "unit": name(maxLength: 60),
            ], atLeastOne: true),
        "CategoryTotal": object(["name": .text, "unit": .text, "enabled": .boolean, "total": .number, "target": target, "status": .choice(["met", "under", "over"])]),
        "DayReport": object(
            [
                "date": .date, "onTarget": .boolean, "categoriesMet": .integer, "categoriesEnabled": .integer,
                "categories": .array(.ref("CategoryTotal"), minItems: nil, maxItems: nil),
                "meals": .array(
                    object(["name": .text, "entries": .array(.ref("EntryReport"), minItems: nil, maxItems: nil), "totals": .map(.number, keyPattern: nil, maxProperties: nil)]),
                    minItems: nil, maxItems: nil),
                "nutrition": .map(nutrientProgress, keyPattern: nil, maxProperties: nil),
                "workouts": .array(
                    object(["id": .integer, "name": .text, "minutes": .number, "kcal": .number, "rpe": .nullable(.number)], required: ["id", "name", "minutes", "kcal"]),
                    minItems: nil, maxItems: nil),
            ]),
        "HistoryReport": object(
            [
                "from": .date, "to": .date, "daysOnTarget": .integer, "dayCount": .integer,
                "days": .array(
                    object(["date": .date, "onTarget": .boolean, "entryCount": .integer, "categories": .array(.ref("CategoryTotal"), minItems: nil, maxItems: nil)]),
                    minItems: nil, maxItems: nil),
            ]),
        "ParseInput": input(["text": name(maxLength: Limits.textLength)], required: ["text"]),
        "ParsedMealReport": object(
            [
                "text": .text, "meal": .nullable(.text), "kcal": .number, "protein_g": .number, "carbs_g": .number, "fat_g": .number,
                "confidence": .number, "unmatched": .array(.text, minItems: nil, maxItems: nil),
                "items": .array(
                    object(
                        [
                            "text": .text, "food": .nullable(.text), "foodId": .nullable(.integer), "quantity": .text, "grams": .number,
                            "kcal": .number, "protein_g": .number, "carbs_g": .number, "fat_g": .number, "confidence": .number,
                            "assumption": .nullable(.text), "choices": .array(.text, minItems: nil, maxItems: nil),
                        ], required: ["text", "grams", "kcal", "confidence"]), minItems: nil, maxItems: nil),
            ], required: ["text", "kcal", "protein_g", "carbs_g", "fat_g", "items"]),
        "QuickReport": object(["warning": .nullable(.text)], required: []),
        "EatTextReport": object(["parsed": .ref("ParsedMealReport"), "entries": .array(.ref("EntryReport"), minItems: nil, maxItems: nil)]),
        "Info": object(["schemaVersion": .integer, "migrations": .array(.text, minItems: nil, maxItems: nil), "entries": .integer, "foods": .integer, "timeZone": .text]),
        "CategoryReport": object(["id": .integer, "name": .text, "unit": .text, "enabled": .boolean, "target": target, "position": .integer]),
        "CategoryList": object(["categories": .array(.ref("CategoryReport"), minItems: nil, maxItems: nil)]),
        "CategoryInput": input(["name": name(maxLength: NameRule.maximumLength), "unit": name(maxLength: 60), "target": targetInput], required: ["name"]),
        "CategoryChanges": input(
            [
                "name": name(maxLength: NameRule.maximumLength), "unit": name(maxLength: 60), "target": targetInput, "enabled": .boolean,
                "position": number(Limits.position),
            ], atLeastOne: true),
        "Deleted": object(["deleted": .text, "entries": .integer, "archived": .boolean]),
        "MealSlotReport": object(["id": .integer, "name": .text, "position": .integer, "startsAt": .nullable(.text)]),
        "MealList": object(["meals": .array(.ref("MealSlotReport"), minItems: nil, maxItems: nil)]),
        "MealInput": input(["name": name(maxLength: NameRule.maximumLength), "position": number(Limits.position), "startsAt": clock], required: ["name"]),
        "MealChanges": input(
            ["name": name(maxLength: NameRule.maximumLength), "position": number(Limits.position), "startsAt": .nullable(clock)], atLeastOne: true),
        "UnitReport": object(
            [
                "id": .integer, "name": .text, "symbol": .text, "allowsDecimal": .boolean, "enabled": .boolean,
                "dimension": .choice(["volume", "mass", "time", "portion", "count"]), "baseFactor": .number,
            ]),
        "UnitList": object(["units": .array(.ref("UnitReport"), minItems: nil, maxItems: nil)]),
        "UnitInput": input(
            [
                "name": name(maxLength: NameRule.maximumLength), "symbol": name(maxLength: 12),
                "dimension": .choice(["volume", "mass", "time", "portion", "count"]), "factor": number(Limits.unitFactor), "allowsDecimal": .boolean,
            ], required: ["name", "symbol"]),
        "UnitChanges": input(["enabled": .boolean], required: ["enabled"]),
        "EntryHistory": object(
            ["versions": .array(object(["replacedAt": .dateTime, "entry": .ref("EntryReport")]), minItems: nil, maxItems: nil)]),
        "BarcodeFood": object(
            ["code": .text, "kind": .choice(["EAN-8", "UPC-A", "EAN-13", "GTIN-14"]), "origin": .choice(["local", "openfoodfacts"]), "food": .ref("FoodReport")]),
        "SettingsReport": object(["dayCutoff": .text, "dayCutoffMinutes": .integer, "timeZone": .text, "openFoodFacts": .boolean]),
        "SettingsChanges": input(["dayCutoff": clock, "openFoodFacts": .boolean], atLeastOne: true),
        "FoodReport": object(
            [
                "id": .integer, "name": .text, "brand": .nullable(.text), "source": .text, "kcalPer100g": .number,
                "measures": .array(object(["name": .text, "grams": .number]), minItems: nil, maxItems: nil), "favorite": .boolean,
                "nutrientsPer100g": .map(.number, keyPattern: nil, maxProperties: nil),
                "serving": .nullable(object(["name": .text, "grams": .number])), "category": .nullable(.text),
                "portionsPerServing": .nullable(.number), "notes": .nullable(.text), "barcode": .nullable(.text),
            ]),
        "FoodSearch": object(["results": .array(.ref("FoodReport"), minItems: nil, maxItems: nil)]),
        "FoodLibrary": object(
            [
                "favorites": .array(.ref("FoodReport"), minItems: nil, maxItems: nil), "custom": .array(.ref("FoodReport"), minItems: nil, maxItems: nil),
                "recipes": .array(.ref("FoodReport"), minItems: nil, maxItems: nil), "recent": .array(.ref("FoodReport"), minItems: nil, maxItems: nil),
            ]),
        "CustomFoodInput": input(foodFields, required: ["name", "servingGrams", "kcal"]),
        "FoodChanges": input(foodFields.merging(["gramsPerPortion": number(Limits.gramsPerPortion)]) { a, _ in a }, atLeastOne: true),
        "FoodWithWarnings": object(["food": .ref("FoodReport"), "warnings": .array(.text, minItems: nil, maxItems: nil)]),
        "RecipeReport": object(
            [
                "id": .integer, "name": .text, "servings": .number, "totalGrams": .number, "servingGrams": .number,
                "perServing": .map(.number, keyPattern: nil, maxProperties: nil), "totals": .map(.number, keyPattern: nil, maxProperties: nil),
                "notes": .nullable(.text),
                "items": .array(
                    object(["position": .integer, "food": .text, "foodId": .integer, "amount": .text, "grams": .number, "kcal": .number]),
                    minItems: nil, maxItems: nil),
            ], required: ["id", "name", "servings", "totalGrams", "servingGrams", "perServing", "totals", "items"]),
        "RecipeList": object(["recipes": .array(.ref("RecipeReport"), minItems: nil, maxItems: nil)]),
        "RecipeInput": input(
            [
                "name": name(), "servings": number(Limits.recipeServings), "items": .array(name(maxLength: 200), minItems: 1, maxItems: 100),
                "notes": note(maxLength: 1_000), "category": name(), "portions": number(Limits.portionsPerServing),
            ], required: ["name", "items"]),
        "RecipeChanges": input(
            [
                "name": name(), "servings": number(Limits.recipeServings), "add": .array(name(maxLength: 200), minItems: nil, maxItems: 100),
                "remove": .array(integer(1, 100), minItems: nil, maxItems: 100), "notes": note(maxLength: 1_000),
            ], atLeastOne: true),
        "MeasurementReport": object(
            [
                "id": .integer, "kind": .choice(metricKinds), "value": .number, "unit": .text,
                "date": .date, "measuredAt": .dateTime, "source": .text, "note": .nullable(.text), "display": .text,
            ], required: ["id", "kind", "value", "unit", "date", "measuredAt", "source", "display"]),
        "MeasurementList": object(["measurements": .array(.ref("MeasurementReport"), minItems: nil, maxItems: nil)]),
        "MetricInput": input(
            ["kind": .choice(metricKinds), "value": number(Limits.bodyInput), "unit": .choice(["kg", "lb", "cm", "in"]), "date": dayOrTime, "note": note()],
            required: ["kind", "value"]),
        "BodyReport": object(
            [
                "range": .text, "from": .nullable(.date), "to": .date, "units": .choice(["metric", "imperial"]),
                "metrics": .map(
                    .array(object(["date": .date, "value": .number, "avg7": .number, "trend": .number]), minItems: nil, maxItems: nil),
                    keyPattern: nil, maxProperties: nil),
                "latest": .map(.number, keyPattern: nil, maxProperties: nil),
                "bmi": .nullable(object(["value": .number, "category": .text])), "waistToHeight": .nullable(object(["value": .number, "category": .text])),
                "dailyRule": .map(.text, keyPattern: nil, maxProperties: nil),
            ]),
        "ProfileReport": object(
            [
                "birthDate": .nullable(.date), "age": .nullable(.integer), "sex": .nullable(.text), "heightCm": .nullable(.number),
                "activity": .nullable(.text), "units": .choice(["metric", "imperial"]), "energyUnit": .choice(["kcal", "kj"]), "motivation": .nullable(.text),
                "formula": .nullable(.text),
            ]),
        "CareTeam": object(["doctor": .nullable(.text), "nutritionSpecialist": .nullable(.text)]),
        "HistorySummary": object(
            [
                "from": .date, "to": .date, "by": .choice(HistoryGrouping.allCases.map(\.rawValue)), "type": .choice(HistoryDataType.allCases.map(\.rawValue)),
                "periods": .array(
                    object(
                        [
                            "start": .date, "end": .date, "days": .integer, "daysLogged": .integer, "daysOnTarget": .integer, "averageKcal": .nullable(.number),
                            "averageTargetKcal": .nullable(.number), "onTrack": .boolean, "weighIns": .integer, "trendChangeKg": .nullable(.number),
                            "averageWeightKg": .nullable(.number), "workouts": .integer, "trainingMinutes": .number, "trainingKcal": .number,
                        ], required: ["start", "end", "days"]), minItems: nil, maxItems: nil),
            ]),
        "Notification": object(
            [
                "id": .integer, "kind": .text, "key": .text, "title": .text, "body": .text, "day": .date, "createdAt": .text, "read": .boolean,
                "readAt": .nullable(.text), "pushedAt": .nullable(.text), "pushError": .nullable(.text),
            ]),
        "NotificationList": object(["notifications": .array(.ref("Notification"), minItems: nil, maxItems: nil), "unread": .integer]),
        "NotificationRun": object(["delivered": .array(.ref("Notification"), minItems: nil, maxItems: nil), "pushed": .array(.integer, minItems: nil, maxItems: nil)]),
        "NotifySettings": object(
            [
                "quiet": .nullable(.text), "quietStart": .nullable(.text), "quietEnd": .nullable(.text), "webhook": .nullable(.text), "ntfy": .nullable(.text),
                "rules": .array(
                    object(
                        [
                            "kind": .choice(ReminderKind.allCases.map(\.rawValue)), "label": .text, "enabled": .boolean, "time": .text, "maxPerDay": .integer,
                            "thresholdPercent": .nullable(.integer), "hours": .nullable(.integer), "days": .nullable(.integer),
                        ], required: ["kind", "label", "enabled", "time", "maxPerDay"]), minItems: nil, maxItems: nil),
            ]),
        // Each field as `tally notify set` names it, its value a string ("" clears it).
        "NotifySettingsChanges": input(notifyFields),
        "Document": object(
            [
                "id": .integer, "title": .text, "mediaType": .choice(FileType.allCases.map(\.mediaType)), "kind": .choice(["pdf", "image"]),
                "byteCount": .integer, "sha256": .text, "date": .date, "addedAt": .text,
            ]),
        "DocumentList": object(["documents": .array(.ref("Document"), minItems: nil, maxItems: nil)]),
        // A name, or "" (or blanks) to clear it; one line.
        "CareTeamChanges": input(["doctor": careName, "nutritionSpecialist": careName], atLeastOne: true),
        "CareMeeting": object(["id": .integer, "date": .date, "provider": .choice(CareProvider.allCases.map(\.rawValue)), "notes": .nullable(.text)]),
        "CareMeetingList": object(["meetings": .array(.ref("CareMeeting"), minItems: nil, maxItems: nil)]),
        "CareMeetingRequest": input(
            ["date": day, "provider": .choice(CareProvider.allCases.map(\.rawValue)), "notes": note()], required: ["date", "provider"]),
        "ProfileChanges": input(
            [
                "birthDate": day, "sex": .choice(["female", "male"]), "height": number(Limits.bodyInput), "heightUnit": .choice(["cm", "in"]),
                "activity": .choice(["sedentary", "light", "moderate", "very", "extreme"]), "units": .choice(["metric", "imperial"]), "energyUnit": .choice(["kcal", "kj"]),
                "motivation": note(), "formula": .choice(["mifflin", "katch", "harris", "auto"]),
            ], atLeastOne: true),
        "GoalReport": object(
            [
                "kind": .nullable(.choice(["lose", "maintain", "gain", "gain-muscle"])), "targetKg": .nullable(.number), "by": .nullable(.date),
                "weeklyChangeKg": .nullable(.number), "dailyAdjustmentKcal": .nullable(.number), "message": .nullable(.text), "kcal": .nullable(.number),
                "protein_g": .nullable(.number), "carbs_g": .nullable(.number), "fat_g": .nullable(.number),
            ]),
        "GoalInput": .anyOf([
            input(["kind": .choice(["maintain", "gain-muscle"])], required: ["kind"]),
            input(
                ["kind": .choice(["lose", "gain", "gain-muscle"]), "target": number(Limits.bodyInput), "unit": .choice(["kg", "lb"]), "by": day],
                required: ["kind", "target", "by"]),
        ]),
        "TargetsReport": object(
            [
                "date": .date, "bmr": .nullable(.number), "tdee": .nullable(.number), "formula": .nullable(.text), "expenditure": .nullable(.text),
                "kcal": .nullable(.number), "protein_g": .nullable(.number), "carbs_g": .nullable(.number), "fat_g": .nullable(.number),
                "overridden": .array(.text, minItems: nil, maxItems: nil), "goal": .nullable(.text), "plan": .nullable(.text), "problem": .nullable(.text),
            ]),
        "TargetsChanges": input(
            Dictionary(uniqueKeysWithValues: NutrientKey.labels.keys.map { ($0.rawValue, $0 == .kcal ? number(Limits.kcalTarget) : number(Limits.macroTarget)) })
                .merging(["clear": .boolean, "source": .choice(["formula", "adaptive"])]) { a, _ in a },
            atLeastOne: true),
        "BudgetReport": object(
            [
                "period": .text, "start": .date, "end": .date, "dailyTarget": .number, "total": .number, "consumed": .number, "remaining": .number,
                "todayAllowance": .nullable(.number), "projected": .number,
                "days": .array(object(["date": .date, "consumed": .number, "allowance": .number]), minItems: nil, maxItems: nil),
                "macros": .map(.any, keyPattern: nil, maxProperties: nil),
            ]),
        "BudgetInput": .anyOf([
            input(["period": .choice(["day"])], required: ["period"]),
            input(["period": .choice(["week"]), "weekStart": .choice(QuerySchemas.weekdayNames)], required: ["period"]),
            input(["period": .choice(["custom"]), "from": day, "to": day], required: ["period", "from", "to"]),
        ]),
        "BudgetSettingsReport": object(["period": .choice(["day", "week", "custom"]), "weekStart": .nullable(.text), "from": .nullable(.date), "to": .nullable(.date)]),
        "BalanceReport": object(
            [
                "date": .date, "intake": .number, "bmr": .nullable(.number), "exercise": .number, "activeEnergy": .nullable(.number),
                "activity": .choice(["device", "workouts"]), "expenditure": .nullable(.number), "net": .nullable(.number),
                "target": .nullable(.number), "remaining": .nullable(.number), "macros": .map(nutrientProgress, keyPattern: nil, maxProperties: nil),
            ]),
        "ExpenditureReport": object(
            [
                "tdee": .number, "from": .date, "to": .date, "intakeDays": .integer, "weighIns": .integer, "averageIntake": .number,
                "trendChangeKg": .number, "confidence": .text, "notes": .array(.text, minItems: nil, maxItems: nil),
            ]),
        "WorkoutReport": object(
            [
                "id": .integer, "name": .text, "day": .date, "startedAt": .dateTime, "minutes": .number, "minutesEstimated": .boolean,
                "rpe": .nullable(.number), "activity": .text, "met": .number, "kcal": .number, "bodyKg": .number, "bodyKgAssumed": .boolean,
                "volumeKg": .number, "effort": .nullable(.number), "notes": .nullable(.text), "source": .text,
                "routine_exercise_id": .nullable(.integer),
                "sets": .array(
                    object(
                        [
                            "exercise": .text, "position": .integer, "type": .choice(["warmup", "normal", "failure", "drop"]), "weightKg": .number,
                            "reps": .number, "distanceM": .number, "seconds": .number, "rpe": .number, "e1rm": .number, "notes": .text,
                        ], required: ["exercise", "position", "type"]), minItems: nil, maxItems: nil),
            ]),
        "WorkoutList": object(["workouts": .array(.ref("WorkoutReport"), minItems: nil, maxItems: nil)]),
        "WorkoutInput": input(
            [
                "name": name(), "minutes": number(Limits.minutes), "rpe": number(Limits.rpe), "at": time,
                "sets": .array(name(maxLength: 200), minItems: nil, maxItems: Limits.setsPerWorkout), "activity": .choice(Activity.all.map(\.key)),
                "notes": note(maxLength: Limits.notesLength),
            ], required: ["name", "minutes"]),
        "LiftReport": object(
            [
                "exercise": .text, "formula": .text, "range": .text,
                "series": .array(object(["date": .date, "e1rm": .number, "weight": .number, "reps": .number]), minItems: nil, maxItems: nil),
                "best": .nullable(.ref("LiftBest")), "heaviest": .nullable(.ref("LiftBest")), "mostReps": .nullable(.ref("LiftBest")),
            ]),
        "LiftBest": object(["e1rm": .number, "date": .date, "weight": .number, "reps": .number]),
        "ExerciseReport": object(["id": .integer, "name": .text, "category": .text, "equipment": .nullable(.text), "custom": .boolean]),
        "ExerciseList": object(["exercises": .array(.ref("ExerciseReport"), minItems: nil, maxItems: nil)]),
        "ExerciseInput": input(["name": name(), "category": .choice(["strength", "cardio", "mobility"]), "equipment": note(maxLength: 60)], required: ["name"]),
        "TrainingWeekReport": object(
            [
                "start": .date, "end": .date, "sessions": .integer, "minutes": .number, "volumeKg": .number, "effort": .number, "kcal": .number,
                "averageRPE": .map(.number, keyPattern: nil, maxProperties: nil), "volumeByExercise": .map(.number, keyPattern: nil, maxProperties: nil),
                "previousWeek": object(["sessions": .integer, "minutes": .number, "volumeKg": .number, "effort": .number]),
            ]),
        "LabMetric": object(["key": .text, "name": .text, "unit": .text, "group": .text, "aggregation": .text]),
        "LabMetricList": object(["metrics": .array(.ref("LabMetric"), minItems: nil, maxItems: nil)]),
        "LabComparison": object(
            [
                "a": .text, "b": .text, "aName": .text, "bName": .text, "aUnit": .text, "bUnit": .text, "range": .text, "from": .date, "to": .date,
                "n": .integer, "effectiveN": .number, "lag": .integer, "pearson": .nullable(.number), "spearman": .nullable(.number),
                "p": .nullable(.number), "ci": .nullable(.array(.number, minItems: 2, maxItems: 2)), "significant": .boolean, "lagsSearched": .integer,
                "rawPearson": .nullable(.number),
                "lags": .array(
                    object([
                        "lag": .integer, "n": .integer, "effectiveN": .number, "pearson": .nullable(.number), "spearman": .nullable(.number),
                        "p": .nullable(.number), "ccf": .nullable(.number),
                    ]), minItems: nil, maxItems: nil),
                "summary": .text, "caveats": .array(.text, minItems: nil, maxItems: nil), "method": .text,
                "seriesA": .array(object(["date": .date, "value": .number]), minItems: nil, maxItems: nil),
                "seriesB": .array(object(["date": .date, "value": .number]), minItems: nil, maxItems: nil),
            ]),
        "PeriodComparison": object(
            [
                "first": object(["from": .date, "to": .date, "days": .integer]), "second": object(["from": .date, "to": .date, "days": .integer]),
                "rows": .array(
                    object([
                        "key": .text, "name": .text, "unit": .text, "first": .nullable(.number), "second": .nullable(.number),
                        "difference": .nullable(.number), "p": .nullable(.number), "beyondNoise": .boolean, "days": .array(.integer, minItems: nil, maxItems: nil),
                        "note": .nullable(.text),
                    ]), minItems: nil, maxItems: nil),
                "summary": .text,
            ]),
        "LabCard": object(
            [
                "id": .text, "kind": .choice(["stall", "positive", "effort"]), "tone": .choice(["warning", "success", "neutral"]), "title": .text,
                "observation": .text, "correlation": .text, "prompt": .text, "a": .text, "b": .text, "lag": .integer, "r": .number, "n": .integer,
                "effectiveN": .number, "p": .number, "q": .number, "fingerprint": .text,
            ]),
        "LabCardList": object(["cards": .array(.ref("LabCard"), minItems: nil, maxItems: nil)]),
        "CardFeedbackInput": input(["vote": .choice(CardFeedback.Vote.allCases.map(\.rawValue))], required: ["vote"]),
        "CardFeedbackReport": object(["id": .text, "vote": .text]),
        "LabWidget": object(["id": .integer, "a": .text, "b": .text]),
        "LabWidgetList": object(["widgets": .array(.ref("LabWidget"), minItems: nil, maxItems: nil)]),
        "LabWidgetInput": input(["a": QuerySchemas.metric, "b": QuerySchemas.metric], required: ["a", "b"]),
        "DeletedWidget": object(["deleted": .text]),
        "HealthImportReport": object(
            [
                "source": .text, "file": .nullable(.text), "dryRun": .boolean, "records": .integer,
                "added": .map(.integer, keyPattern: nil, maxProperties: nil), "alreadyThere": .map(.integer, keyPattern: nil, maxProperties: nil),
                "updated": .map(.integer, keyPattern: nil, maxProperties: nil), "read": .map(.integer, keyPattern: nil, maxProperties: nil),
                "skipped": .map(.integer, keyPattern: nil, maxProperties: nil), "mealsPlacedByTime": .array(.text, minItems: nil, maxItems: nil),
                "routes": .integer, "mealSlotsAdded": .array(.text, minItems: nil, maxItems: nil), "inPortionCategories": .integer,
                "caloriesOnly": .integer, "caloriesOnlyFoods": .array(.text, minItems: nil, maxItems: nil), "daysReplaced": .array(.text, minItems: nil, maxItems: nil),
            ], required: ["source", "dryRun", "records", "added", "alreadyThere", "updated", "read", "skipped"]),
        "DiaryImportReport": object(
            ["app": .text, "dryRun": .boolean, "files": .array(.ref("HealthImportReport"), minItems: nil, maxItems: nil)], required: ["app", "dryRun", "files"]),
        "TallyExport": object(
            [
                "format": .text, "version": .integer, "schema": .integer, "exportedAt": .text,
                "tables": .map(object(["columns": .array(.text, minItems: nil, maxItems: nil), "rows": .array(.array(.any, minItems: nil, maxItems: nil), minItems: nil, maxItems: nil)], required: ["columns", "rows"]), keyPattern: nil, maxProperties: nil),
            ], required: ["format", "version", "schema", "exportedAt", "tables"]),
        "ImportRuns": object([
            "imports": .array(
                object(
                    ["source": .text, "file": .nullable(.text), "finishedAt": .dateTime, "added": .integer, "files": .array(.ref("HealthImportReport"), minItems: nil, maxItems: nil)],
                    required: ["source", "finishedAt", "added", "files"]),
                minItems: nil, maxItems: nil)
        ]),
        "WorkoutImportReport": object(
            [
                "app": .text, "dryRun": .boolean, "dialect": .text, "weightUnit": .text, "rows": .integer, "workouts": .integer, "sets": .integer, "alreadyPresent": .integer,
                "skipped": .map(.integer, keyPattern: nil, maxProperties: nil),
            ]),
    ]

    /// Path parameters by name: ids are positive integers, dates are real dates (or "today"), names are names.
    static func pathSchema(_ name: String) -> Schema {
        switch name {
        case "id": return integer(1, 9_007_199_254_740_991)
        case "date": return .string(TextRule(pattern: "^(?:today|\(datePattern))$"))
        default: return self.name(maxLength: 200)
        }
    }

    // MARK: The document

    static func json(endpoints: [Endpoint]) -> Data {
        var paths: [String: [String: Any]] = [:]
        for endpoint in endpoints {
            var operation: [String: Any] = [
                "summary": endpoint.summary, "tags": [endpoint.tag],
                "operationId": operationID(endpoint),
            ]
            var parameters: [[String: Any]] = endpoint.pathParameters.map {
                ["name": $0, "in": "path", "required": true, "schema": pathSchema($0).json]
            }
            for query in endpoint.query {
                var parameter: [String: Any] = [
                    "name": query.name, "in": "query", "required": query.required, "description": query.description, "schema": query.schema.json,
                ]
                if let example = query.example { parameter["example"] = example }
                parameters.append(parameter)
            }
            // Every JSON answer can be read in other units (DisplayUnitsMiddleware).
            if endpoint.rawResponse == nil, !endpoint.query.contains(where: { $0.name == "units" }) {
                parameters.append([
                    "name": "units", "in": "query", "required": false, "schema": Schema.choice(["metric", "imperial"]).json,
                    "description": "Add imperial values beside the SI ones (weightKg → weightLb, heightCm → heightIn, distanceM → distanceMi); default: the profile's units",
                ])
                parameters.append([
                    "name": "energyUnit", "in": "query", "required": false, "schema": Schema.choice(["kcal", "kj"]).json,
                    "description": "kj: add kilojoules beside every kcal value (kcal → kJ, …Kcal → …KJ); default: the profile's energy unit",
                ])
            }
            if !parameters.isEmpty { operation["parameters"] = parameters }
            if let body = endpoint.body {
                operation["requestBody"] = ["required": true, "content": ["application/json": ["schema": ["$ref": "#/components/schemas/\(body)"]]]]
            } else if let raw = endpoint.rawBody {
                operation["requestBody"] = [
                    "required": true,
                    "description": "The exported file, at most \(Uploads.sizeText(endpoint.uploadLimit))",
                    "content": [raw: ["schema": ["type": "string", "minLength": 1, "maxLength": endpoint.uploadLimit]]],
                ]
            }
            if endpoint.tokenScope != nil { operation["security"] = [["token": []]] }
            let errorResponse: [String: Any] = ["description": "Error", "content": ["application/json": ["schema": ["$ref": "#/components/schemas/Error"]]]]
            var responses: [String: Any] = [
                String(endpoint.success): [
                    "description": endpoint.success == 201 ? "Created" : "OK",
                    "content": endpoint.rawResponse.map { [$0: ["schema": ["type": "string", "format": "binary"]]] }
                        ?? ["application/json": ["schema": ["$ref": "#/components/schemas/\(endpoint.response)"]]],
                ]
            ]
            for status in errorStatuses(endpoint) { responses[status] = errorResponse }
            operation["responses"] = responses
            paths[endpoint.path, default: [:]][endpoint.method.rawValue.lowercased()] = operation
        }
        paths["/api/v1/openapi.json"] = [
            "get": [
                "summary": "This document", "tags": ["Meta"], "operationId": "getOpenAPI",
                "responses": ["200": ["description": "OK", "content": ["application/json": ["schema": ["type": "object"]]]]],
            ]
        ]
        let document: [String: Any] = [
            "openapi": "3.1.0",
            "info": [
                "title": "Tally API", "version": "1",
                "description": """
                    Everything the tally CLI does, as JSON shaped like its --json output. Request bodies are JSON objects \
                    (numbers as JSON numbers) and are checked against these schemas before anything runs. Errors are \
                    {"error": {"message", "field"}} with 400 (malformed request: not JSON, a wrong type, an unknown or missing field), \
                    404 (no such thing), 405 (wrong method), 409 (conflict with stored data), 413 (too large) or 422 (a value outside \
                    its range, or a rule that spans fields or stored data), and change nothing.
                    """,
            ],
            "servers": [["url": "/"]],
            "paths": paths,
            "components": [
                "schemas": schemas.mapValues(\.json),
                "securitySchemes": [
                    "token": [
                        "type": "http", "scheme": "bearer",
                        "description": """
                            An API token from `tally token create`. On a single-user server only the operations that say so need one; \
                            on a server with accounts every operation needs a token of the account (scope read for GET, import for \
                            /api/v1/import/…, write otherwise) or a signed-in browser's session cookie.
                            """,
                    ]
                ],
            ],
        ]
        return (try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
    }

    static func errorStatuses(_ endpoint: Endpoint) -> [String] {
        // 409 also answers reads that need data first (a budget needs targets, an estimate needs weeks of logs).
        // 404 also answers a query that names something unknown (a metric, a food).
        var statuses = ["400", "404", "409", "422"]
        if endpoint.body != nil || endpoint.rawBody != nil { statuses.append("413") }
        if endpoint.tokenScope != nil { statuses.append("401") }
        // Asking Open Food Facts can fail upstream: 502 (an error or unreachable), 504 (no answer in time).
        if endpoint.path.hasPrefix("/api/v1/foods/barcode/") { statuses += ["502", "504"] }
        return statuses
    }

    static func operationID(_ endpoint: Endpoint) -> String {
        let words = endpoint.path.replacingOccurrences(of: "/api/v1/", with: "").split(separator: "/").map { part -> String in
            part.hasPrefix("{") ? "By" + part.dropFirst().dropLast().capitalized : part.capitalized
        }
        return endpoint.method.rawValue.lowercased() + words.joined()
    }
}

// MARK: - Validation

extension OpenAPIDocument {
    /// Checks a request value against its schema. A wrong type, a missing or unknown field is a 400
    /// (``BadRequest``); a value outside its range, length or pattern is a 422 (``TallyError/invalid``).
    static func validate(_ value: JSONValue, against schema: Schema, at path: String) throws {
        switch schema {
        case .any:
            return
        case .ref(let name):
            guard let resolved = schemas[name] else { return }
            try validate(value, against: resolved, at: path)
        case .nullable(let inner):
            if case .null = value { return }
            try validate(value, against: inner, at: path)
        case .boolean:
            guard case .bool = value else { throw wrongType(path, "true or false", value) }
        case .choice(let options):
            guard case .string(let text) = value else { throw wrongType(path, "a string", value) }
            guard options.contains(text) else {
                throw TallyError.invalid(field: field(path), "'\(Limits.clip(text))' is not one of \(options.joined(separator: ", "))")
            }
        case .string(let rule):
            guard case .string(let text) = value else { throw wrongType(path, "a string", value) }
            try check(text, rule, at: path)
        case .number(let rule):
            guard case .number(let number) = value else { throw wrongType(path, rule.isInteger ? "a whole number" : "a number", value) }
            if rule.isInteger, number != number.rounded() { throw TallyError.invalid(field: field(path), "'\(field(path))' must be a whole number") }
            if let minimum = rule.minimum, number < minimum {
                throw TallyError.invalid(field: field(path), "'\(field(path))' must be at least \(Limits.text(minimum)) (got \(Limits.text(number)))")
            }
            if let maximum = rule.maximum, number > maximum {
                throw TallyError.invalid(field: field(path), "'\(field(path))' must be at most \(Limits.text(maximum)) (got \(Limits.text(number)))")
            }
        case .array(let item, let minItems, let maxItems):
            guard case .array(let items) = value else { throw wrongType(path, "a list", value) }
            if let minItems, items.count < minItems { throw BadRequest(field: field(path), message: "'\(field(path))' needs at least \(minItems) item\(minItems == 1 ? "" : "s")") }
            if let maxItems, items.count > maxItems { throw TallyError.invalid(field: field(path), "'\(field(path))' holds at most \(maxItems) items") }
            for (index, element) in items.enumerated() { try validate(element, against: item, at: "\(path)[\(index)]") }
        case .map(let valueSchema, let keyPattern, let maxProperties):
            guard case .object(let fields) = value else { throw wrongType(path, "an object", value) }
            if let maxProperties, fields.count > maxProperties { throw TallyError.invalid(field: field(path), "'\(field(path))' holds at most \(maxProperties) keys") }
            for key in fields.keys.sorted() {
                if let keyPattern, !matches(key, keyPattern) {
                    throw BadRequest(field: field(path), message: "'\(Limits.clip(key))' is not a valid key in '\(field(path))'")
                }
                if let element = fields[key] { try validate(element, against: valueSchema, at: join(path, key)) }
            }
        case .object(let properties, let required, let closed, let minProperties):
            guard case .object(let fields) = value else { throw wrongType(path, "an object", value) }
            if closed {
                for key in fields.keys.sorted() where properties[key] == nil {
                    throw BadRequest(field: key, message: "unknown field '\(Limits.clip(key))'; expected \(properties.keys.sorted().joined(separator: ", "))")
                }
            }
            for key in required.sorted() where fields[key] == nil {
                throw BadRequest(field: key, message: "'\(key)' is required")
            }
            if let minProperties, fields.count < minProperties {
                throw BadRequest(field: nil, message: "nothing to change; give at least one of \(properties.keys.sorted().joined(separator: ", "))")
            }
            for key in fields.keys.sorted() {
                if let schema = properties[key], let element = fields[key] { try validate(element, against: schema, at: join(path, key)) }
            }
        case .anyOf(let options):
            var best: (score: Int, error: any Error)?
            for option in options {
                do {
                    try validate(value, against: option, at: path)
                    return
                } catch {
                    let score = closeness(option, value)
                    if best == nil || score > (best?.score ?? 0) { best = (score, error) }
                }
            }
            // Fields that select different shapes ("grams" and "servings") cannot come together.
            if case .object(let fields) = value {
                let matched = options.compactMap { option -> Set<String>? in
                    guard case .object(_, let required, _, _) = option, !required.isEmpty, required.allSatisfy({ fields[$0] != nil }) else { return nil }
                    return Set(required)
                }
                let common = matched.dropFirst().reduce(matched.first ?? []) { $0.intersection($1) }
                let specific = matched.filter { !$0.subtracting(common).isEmpty }
                let selectors = Set(specific.flatMap { $0 }).subtracting(common).sorted()
                if specific.count > 1, selectors.count > 1, let unknown = (best?.error as? BadRequest)?.field, selectors.contains(unknown) {
                    throw BadRequest(field: selectors[0], message: "give one of \(selectors.joined(separator: ", ")), not several")
                }
            }
            throw best?.error ?? BadRequest(field: nil, message: "the request does not match any accepted shape")
        }
    }

    /// Checks a path or query parameter (always text on the wire) against its schema.
    static func validateParameter(_ text: String, against schema: Schema, name: String) throws {
        if case .number(let rule) = schema {
            let value: Double?
            if rule.isInteger {
                value = Int64(text, radix: 10).map(Double.init)
            } else {
                value = Portions.parseDecimal(text).map { NSDecimalNumber(decimal: $0).doubleValue }
            }
            guard let value else {
                throw BadRequest(field: name, message: "'\(Limits.clip(text))' is not \(rule.isInteger ? "a whole number" : "a number") (\(name))")
            }
            try validate(.number(value), against: schema, at: name)
        } else {
            try validate(.string(text), against: schema, at: name)
        }
    }

    /// For an anyOf failure, the useful message is the one from the variant the client evidently meant:
    /// all its required fields present, the most of them, and the fewest unknown fields.
    static func closeness(_ option: Schema, _ value: JSONValue) -> Int {
        guard case .object(let properties, let required, _, _) = option, case .object(let fields) = value else { return 0 }
        guard required.allSatisfy({ fields[$0] != nil }) else { return 0 }
        let unknown = fields.keys.filter { properties[$0] == nil }.count
        return 1 + required.count * 100 - unknown
    }

    static func check(_ text: String, _ rule: TextRule, at path: String) throws {
        let length = text.unicodeScalars.count
        if let minLength = rule.minLength, length < minLength {
            throw TallyError.invalid(field: field(path), "'\(field(path))' cannot be empty")
        }
        if let maxLength = rule.maxLength, length > maxLength {
            throw TallyError.invalid(field: field(path), "'\(field(path))' is longer than \(maxLength) characters")
        }
        if let pattern = rule.pattern, !matches(text, pattern) {
            throw TallyError.invalid(field: field(path), "'\(Limits.clip(text))' is not a valid \(field(path))\(hint(for: pattern))")
        }
    }

    static func hint(for pattern: String) -> String {
        if pattern == "^\(timePattern)$" { return " (YYYY-MM-DD HH:MM, or ISO 8601 with an offset; dates 1900–2100)" }
        if pattern == "^\(datePattern)$" || pattern.contains("today") { return " (a real date YYYY-MM-DD from 1900 to 2100)" }
        if pattern == "^\(clockPattern)$" { return " (HH:MM)" }
        if pattern.contains(controls) || pattern.contains(noteControls) { return " (no control characters)" }
        return ""
    }

    static func matches(_ text: String, _ pattern: String) -> Bool {
        guard let regex = PatternCache.regex(pattern) else { return false }
        let range = NSRange(text.startIndex..<text.endIndex, in: text)
        return regex.firstMatch(in: text, options: [], range: range) != nil
    }

    static func wrongType(_ path: String, _ expected: String, _ value: JSONValue) -> BadRequest {
        BadRequest(field: field(path), message: "'\(field(path))' must be \(expected), not \(value.kind)")
    }

    static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    static func field(_ path: String) -> String { path.isEmpty ? "body" : path }
}

/// Compiled patterns, built once (the set is fixed by the document).
enum PatternCache {
    private static let compiled: [String: NSRegularExpression] = {
        var patterns = Set<String>()
        func collect(_ schema: OpenAPIDocument.Schema) {
            switch schema {
            case .string(let rule): if let pattern = rule.pattern { patterns.insert(pattern) }
            case .array(let item, _, _): collect(item)
            case .map(let value, let keyPattern, _):
                if let keyPattern { patterns.insert(keyPattern) }
                collect(value)
            case .nullable(let inner): collect(inner)
            case .object(let properties, _, _, _): properties.values.forEach(collect)
            case .anyOf(let options): options.forEach(collect)
            case .number, .boolean, .any, .choice, .ref: break
            }
        }
        OpenAPIDocument.schemas.values.forEach(collect)
        for name in ["id", "date", "app", "name", "card"] { collect(OpenAPIDocument.pathSchema(name)) }
        for schema in QuerySchemas.all { collect(schema) }
        var result: [String: NSRegularExpression] = [:]
        for pattern in patterns { result[pattern] = try? NSRegularExpression(pattern: pattern) }
        return result
    }()

    static func regex(_ pattern: String) -> NSRegularExpression? {
        compiled[pattern] ?? (try? NSRegularExpression(pattern: pattern))
    }
}

/// Query parameter schemas used by the endpoints.
enum QuerySchemas {
    static let day = OpenAPIDocument.day
    static let flag = OpenAPIDocument.Schema.choice(["true", "false"])
    static let range = OpenAPIDocument.Schema.choice(["1w", "1m", "3m", "6m", "1y", "all"])
    /// monday … sunday, or their first three letters.
    static let weekdayNames = BudgetPeriod.weekdays + BudgetPeriod.weekdays.map { String($0.prefix(3)) }
    static let weekStart = OpenAPIDocument.Schema.choice(weekdayNames)
    static let labRange = OpenAPIDocument.Schema.choice(LabCompare.ranges)
    /// A metric key: a name, or portions:/e1rm: followed by a name.
    static let metric = OpenAPIDocument.name(maxLength: 200)
    static let all: [OpenAPIDocument.Schema] = [day, flag, range, weekStart, labRange, OpenAPIDocument.name(maxLength: 200)]
}

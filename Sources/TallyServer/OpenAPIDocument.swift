import Foundation

/// The OpenAPI 3.1 description of /api/v1, built from the same endpoint list the router registers,
/// with the JSON shapes of requests and responses.
enum OpenAPIDocument {
    indirect enum Schema: Sendable {
        case string, number, integer, boolean, date, dateTime, any
        case choice([String])
        case ref(String)
        case array(Schema)
        case map(Schema)
        case nullable(Schema)
        case object([String: Schema], required: [String])

        var json: [String: Any] {
            switch self {
            case .string: return ["type": "string"]
            case .number: return ["type": "number"]
            case .integer: return ["type": "integer"]
            case .boolean: return ["type": "boolean"]
            case .date: return ["type": "string", "format": "date"]
            case .dateTime: return ["type": "string", "format": "date-time"]
            case .any: return [:]
            case .choice(let values): return ["type": "string", "enum": values]
            case .ref(let name): return ["$ref": "#/components/schemas/\(name)"]
            case .array(let item): return ["type": "array", "items": item.json]
            case .map(let value): return ["type": "object", "additionalProperties": value.json]
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
            case .object(let properties, let required):
                var result: [String: Any] = ["type": "object", "properties": properties.mapValues(\.json)]
                if !required.isEmpty { result["required"] = required.sorted() }
                return result
            }
        }
    }

    static func object(_ properties: [String: Schema], required: [String]? = nil) -> Schema {
        .object(properties, required: required ?? Array(properties.keys))
    }

    /// Numbers may be sent as JSON numbers or as strings ("1.5").
    static let numeric = Schema.any

    static let target = object(["kind": .choice(["exact", "atLeast", "atMost", "range"]), "min": .nullable(.number), "max": .nullable(.number)])
    static let nutrientProgress = object(["consumed": .number, "target": .nullable(.number), "remaining": .nullable(.number)])

    static let schemas: [String: Schema] = [
        "Error": object(["error": object(["message": .string, "field": .nullable(.string)])]),
        "EntryReport": object(
            [
                "id": .integer, "day": .date, "kind": .choice(["portion", "food", "recipe", "quick"]), "category": .nullable(.string), "meal": .string,
                "portions": .number, "amount": .nullable(.number), "unit": .nullable(.string), "note": .nullable(.string), "loggedAt": .dateTime,
                "food": .nullable(.string), "foodId": .nullable(.integer), "quantity": .nullable(.string), "grams": .nullable(.number),
                "nutrients": .nullable(.map(.number)), "warning": .nullable(.string),
            ], required: ["id", "day", "kind", "meal", "portions", "loggedAt"]),
        "EntryInput": object(
            [
                "category": .string, "portions": numeric, "amount": numeric, "unit": .string, "food": .string, "grams": numeric, "measure": .string,
                "servings": numeric, "kcal": numeric, "protein": numeric, "carbs": numeric, "fat": numeric, "name": .string, "text": .string,
                "meal": .string, "at": .string, "note": .string,
            ], required: []),
        "EntryChanges": object(
            ["portions": numeric, "meal": .string, "category": .string, "note": .string, "at": .string, "amount": numeric, "unit": .string], required: []),
        "CategoryTotal": object(["name": .string, "unit": .string, "enabled": .boolean, "total": .number, "target": target, "status": .choice(["met", "under", "over"])]),
        "DayReport": object(
            [
                "date": .date, "onTarget": .boolean, "categoriesMet": .integer, "categoriesEnabled": .integer,
                "categories": .array(.ref("CategoryTotal")),
                "meals": .array(object(["name": .string, "entries": .array(.ref("EntryReport")), "totals": .map(.number)])),
                "nutrition": .map(nutrientProgress),
                "workouts": .array(object(["id": .integer, "name": .string, "minutes": .number, "kcal": .number, "rpe": .nullable(.number)])),
            ]),
        "HistoryReport": object(
            [
                "from": .date, "to": .date, "daysOnTarget": .integer, "dayCount": .integer,
                "days": .array(object(["date": .date, "onTarget": .boolean, "entryCount": .integer, "categories": .array(.ref("CategoryTotal"))])),
            ]),
        "ParseInput": object(["text": .string]),
        "ParsedMealReport": object(
            [
                "text": .string, "meal": .nullable(.string), "kcal": .number, "protein_g": .number, "carbs_g": .number, "fat_g": .number,
                "confidence": .number, "unmatched": .array(.string),
                "items": .array(
                    object(
                        [
                            "text": .string, "food": .nullable(.string), "foodId": .nullable(.integer), "quantity": .string, "grams": .number,
                            "kcal": .number, "protein_g": .number, "carbs_g": .number, "fat_g": .number, "confidence": .number,
                            "assumption": .nullable(.string), "choices": .array(.string),
                        ], required: ["text", "grams", "kcal", "confidence"])),
            ], required: ["text", "kcal", "protein_g", "carbs_g", "fat_g", "items"]),
        "QuickReport": object(["warning": .nullable(.string)], required: []),
        "EatTextReport": object(["parsed": .ref("ParsedMealReport"), "entries": .array(.ref("EntryReport"))]),
        "Info": object(["schemaVersion": .integer, "migrations": .array(.string), "entries": .integer, "foods": .integer, "timeZone": .string]),
        "CategoryReport": object(["id": .integer, "name": .string, "unit": .string, "enabled": .boolean, "target": target, "position": .integer]),
        "CategoryList": object(["categories": .array(.ref("CategoryReport"))]),
        "CategoryInput": object(["name": .string, "unit": .string, "target": target], required: ["name"]),
        "CategoryChanges": object(["name": .string, "unit": .string, "target": target, "enabled": .boolean, "position": .integer], required: []),
        "Deleted": object(["deleted": .string, "entries": .integer]),
        "MealSlotReport": object(["id": .integer, "name": .string, "position": .integer, "startsAt": .nullable(.string)]),
        "MealList": object(["meals": .array(.ref("MealSlotReport"))]),
        "MealInput": object(["name": .string, "position": .integer, "startsAt": .string], required: ["name"]),
        "MealChanges": object(["name": .string, "position": .integer, "startsAt": .nullable(.string)], required: []),
        "UnitReport": object(
            [
                "id": .integer, "name": .string, "symbol": .string, "allowsDecimal": .boolean, "enabled": .boolean,
                "dimension": .choice(["volume", "mass", "time", "portion", "count"]), "baseFactor": .number,
            ]),
        "UnitList": object(["units": .array(.ref("UnitReport"))]),
        "UnitInput": object(
            ["name": .string, "symbol": .string, "dimension": .choice(["volume", "mass", "time", "portion", "count"]), "factor": numeric, "allowsDecimal": .boolean],
            required: ["name", "symbol"]),
        "UnitChanges": object(["enabled": .boolean]),
        "SettingsReport": object(["dayCutoff": .string, "dayCutoffMinutes": .integer, "timeZone": .string]),
        "SettingsChanges": object(["dayCutoff": .string]),
        "FoodReport": object(
            [
                "id": .integer, "name": .string, "brand": .nullable(.string), "source": .string, "kcalPer100g": .number,
                "measures": .array(object(["name": .string, "grams": .number])), "favorite": .boolean, "nutrientsPer100g": .map(.number),
                "serving": .nullable(object(["name": .string, "grams": .number])), "category": .nullable(.string),
                "portionsPerServing": .nullable(.number), "notes": .nullable(.string), "barcode": .nullable(.string),
            ]),
        "FoodSearch": object(["results": .array(.ref("FoodReport"))]),
        "FoodLibrary": object(
            ["favorites": .array(.ref("FoodReport")), "custom": .array(.ref("FoodReport")), "recipes": .array(.ref("FoodReport")), "recent": .array(.ref("FoodReport"))]),
        "CustomFoodInput": object(
            [
                "name": .string, "brand": .string, "servingName": .string, "servingGrams": numeric, "kcal": numeric, "protein": numeric, "carbs": numeric,
                "fat": numeric, "fiber": numeric, "sugars": numeric, "satfat": numeric, "sodium": numeric, "nutrients": .map(.any), "category": .string,
                "portions": numeric, "favorite": .boolean, "notes": .string, "barcode": .string, "force": .boolean,
            ], required: ["name", "servingGrams"]),
        "FoodChanges": object(
            [
                "name": .string, "brand": .string, "servingName": .string, "servingGrams": numeric, "kcal": numeric, "protein": numeric, "carbs": numeric,
                "fat": numeric, "fiber": numeric, "sugars": numeric, "satfat": numeric, "sodium": numeric, "nutrients": .map(.any), "category": .string,
                "portions": numeric, "gramsPerPortion": numeric, "favorite": .boolean, "notes": .string, "barcode": .string, "force": .boolean,
            ], required: []),
        "FoodWithWarnings": object(["food": .ref("FoodReport"), "warnings": .array(.string)]),
        "RecipeReport": object(
            [
                "id": .integer, "name": .string, "servings": .number, "totalGrams": .number, "servingGrams": .number, "perServing": .map(.number),
                "totals": .map(.number), "notes": .nullable(.string),
                "items": .array(object(["position": .integer, "food": .string, "foodId": .integer, "amount": .string, "grams": .number, "kcal": .number])),
            ], required: ["id", "name", "servings", "totalGrams", "servingGrams", "perServing", "totals", "items"]),
        "RecipeList": object(["recipes": .array(.ref("RecipeReport"))]),
        "RecipeInput": object(
            ["name": .string, "servings": numeric, "items": .array(.string), "notes": .string, "category": .string, "portions": numeric],
            required: ["name", "items"]),
        "RecipeChanges": object(["name": .string, "servings": numeric, "add": .array(.string), "remove": .array(.integer), "notes": .string], required: []),
        "MeasurementReport": object(
            [
                "id": .integer, "kind": .choice(["weight", "leanmass", "bodyfat", "waist", "steps", "height"]), "value": .number, "unit": .string,
                "date": .date, "measuredAt": .dateTime, "source": .string, "note": .nullable(.string), "display": .string,
            ], required: ["id", "kind", "value", "unit", "date", "measuredAt", "source", "display"]),
        "MeasurementList": object(["measurements": .array(.ref("MeasurementReport"))]),
        "MetricInput": object(
            ["kind": .choice(["weight", "leanmass", "bodyfat", "waist", "steps", "height"]), "value": numeric, "unit": .string, "date": .string, "note": .string],
            required: ["kind", "value"]),
        "BodyReport": object(
            [
                "range": .string, "from": .nullable(.date), "to": .date, "units": .choice(["metric", "imperial"]),
                "metrics": .map(.array(object(["date": .date, "value": .number, "avg7": .number, "trend": .number]))), "latest": .map(.number),
                "bmi": .nullable(object(["value": .number, "category": .string])), "waistToHeight": .nullable(object(["value": .number, "category": .string])),
                "dailyRule": .map(.string),
            ]),
        "ProfileReport": object(
            [
                "birthDate": .nullable(.date), "age": .nullable(.integer), "sex": .nullable(.string), "heightCm": .nullable(.number),
                "activity": .nullable(.string), "units": .choice(["metric", "imperial"]), "motivation": .nullable(.string), "formula": .nullable(.string),
            ]),
        "ProfileChanges": object(
            [
                "birthDate": .date, "sex": .choice(["female", "male"]), "height": numeric, "heightUnit": .choice(["cm", "in"]),
                "activity": .choice(["sedentary", "light", "moderate", "very", "extreme"]), "units": .choice(["metric", "imperial"]), "motivation": .string,
                "formula": .string,
            ], required: []),
        "GoalReport": object(
            [
                "kind": .nullable(.choice(["lose", "maintain", "gain", "gain-muscle"])), "targetKg": .nullable(.number), "by": .nullable(.date),
                "weeklyChangeKg": .nullable(.number), "dailyAdjustmentKcal": .nullable(.number), "message": .nullable(.string), "kcal": .nullable(.number),
                "protein_g": .nullable(.number), "carbs_g": .nullable(.number), "fat_g": .nullable(.number),
            ]),
        "GoalInput": object(
            ["kind": .choice(["lose", "maintain", "gain", "gain-muscle"]), "target": numeric, "unit": .choice(["kg", "lb"]), "by": .date], required: ["kind"]),
        "TargetsReport": object(
            [
                "date": .date, "bmr": .nullable(.number), "tdee": .nullable(.number), "formula": .nullable(.string), "expenditure": .nullable(.string),
                "kcal": .nullable(.number), "protein_g": .nullable(.number), "carbs_g": .nullable(.number), "fat_g": .nullable(.number),
                "overridden": .array(.string), "goal": .nullable(.string), "plan": .nullable(.string), "problem": .nullable(.string),
            ]),
        "TargetsChanges": object(
            ["kcal": numeric, "protein_g": numeric, "carbs_g": numeric, "fat_g": numeric, "clear": .boolean, "source": .choice(["formula", "adaptive"])],
            required: []),
        "BudgetReport": object(
            [
                "period": .string, "start": .date, "end": .date, "dailyTarget": .number, "total": .number, "consumed": .number, "remaining": .number,
                "todayAllowance": .nullable(.number), "projected": .number,
                "days": .array(object(["date": .date, "consumed": .number, "allowance": .number])), "macros": .map(.any),
            ]),
        "BudgetInput": object(["period": .choice(["day", "week", "custom"]), "weekStart": .string, "from": .date, "to": .date], required: ["period"]),
        "BudgetSettingsReport": object(["period": .choice(["day", "week", "custom"]), "weekStart": .nullable(.string), "from": .nullable(.date), "to": .nullable(.date)]),
        "BalanceReport": object(
            [
                "date": .date, "intake": .number, "bmr": .nullable(.number), "exercise": .number, "expenditure": .nullable(.number), "net": .nullable(.number),
                "target": .nullable(.number), "remaining": .nullable(.number), "macros": .map(nutrientProgress),
            ]),
        "ExpenditureReport": object(
            [
                "tdee": .number, "from": .date, "to": .date, "intakeDays": .integer, "weighIns": .integer, "averageIntake": .number,
                "trendChangeKg": .number, "confidence": .string, "notes": .array(.string),
            ]),
        "WorkoutReport": object(
            [
                "id": .integer, "name": .string, "day": .date, "startedAt": .dateTime, "minutes": .number, "minutesEstimated": .boolean,
                "rpe": .nullable(.number), "activity": .string, "met": .number, "kcal": .number, "bodyKg": .number, "bodyKgAssumed": .boolean,
                "volumeKg": .number, "effort": .nullable(.number), "notes": .nullable(.string), "source": .string,
                "routine_exercise_id": .nullable(.integer),
                "sets": .array(
                    object(
                        [
                            "exercise": .string, "position": .integer, "type": .choice(["warmup", "normal", "failure", "drop"]), "weightKg": .number,
                            "reps": .number, "distanceM": .number, "seconds": .number, "rpe": .number, "e1rm": .number, "notes": .string,
                        ], required: ["exercise", "position", "type"])),
            ]),
        "WorkoutList": object(["workouts": .array(.ref("WorkoutReport"))]),
        "WorkoutInput": object(
            ["name": .string, "minutes": numeric, "rpe": numeric, "at": .string, "sets": .array(.string), "activity": .string, "notes": .string],
            required: ["name", "minutes"]),
        "LiftReport": object(
            [
                "exercise": .string, "formula": .string, "range": .string,
                "series": .array(object(["date": .date, "e1rm": .number, "weight": .number, "reps": .number])),
                "best": .nullable(.ref("LiftBest")), "heaviest": .nullable(.ref("LiftBest")), "mostReps": .nullable(.ref("LiftBest")),
            ]),
        "LiftBest": object(["e1rm": .number, "date": .date, "weight": .number, "reps": .number]),
        "ExerciseReport": object(["id": .integer, "name": .string, "category": .string, "equipment": .nullable(.string), "custom": .boolean]),
        "ExerciseList": object(["exercises": .array(.ref("ExerciseReport"))]),
        "ExerciseInput": object(["name": .string, "category": .choice(["strength", "cardio", "mobility"]), "equipment": .string], required: ["name"]),
        "TrainingWeekReport": object(
            [
                "start": .date, "end": .date, "sessions": .integer, "minutes": .number, "volumeKg": .number, "effort": .number, "kcal": .number,
                "averageRPE": .map(.number), "volumeByExercise": .map(.number),
                "previousWeek": object(["sessions": .integer, "minutes": .number, "volumeKg": .number, "effort": .number]),
            ]),
        "WorkoutImportReport": object(
            [
                "app": .string, "dialect": .string, "weightUnit": .string, "rows": .integer, "workouts": .integer, "sets": .integer, "alreadyPresent": .integer,
                "skipped": .map(.integer),
            ]),
    ]

    static func json(endpoints: [Endpoint]) -> Data {
        var paths: [String: [String: Any]] = [:]
        for endpoint in endpoints {
            var operation: [String: Any] = [
                "summary": endpoint.summary, "tags": [endpoint.tag],
                "operationId": operationID(endpoint),
            ]
            var parameters: [[String: Any]] = endpoint.pathParameters.map {
                ["name": $0, "in": "path", "required": true, "schema": ["type": "string"]]
            }
            for query in endpoint.query {
                var parameter: [String: Any] = ["name": query.name, "in": "query", "required": query.required, "description": query.description, "schema": ["type": "string"]]
                if let example = query.example { parameter["example"] = example }
                parameters.append(parameter)
            }
            if !parameters.isEmpty { operation["parameters"] = parameters }
            if let body = endpoint.body {
                operation["requestBody"] = ["required": true, "content": ["application/json": ["schema": ["$ref": "#/components/schemas/\(body)"]]]]
            } else if let raw = endpoint.rawBody {
                operation["requestBody"] = ["required": true, "content": [raw: ["schema": ["type": "string"]]]]
            }
            let errorResponse: [String: Any] = ["description": "Error", "content": ["application/json": ["schema": ["$ref": "#/components/schemas/Error"]]]]
            var responses: [String: Any] = [
                String(endpoint.success): [
                    "description": endpoint.success == 201 ? "Created" : "OK",
                    "content": ["application/json": ["schema": ["$ref": "#/components/schemas/\(endpoint.response)"]]],
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
                "description": "Everything the tally CLI does, as JSON shaped like its --json output. Errors are {\"error\": {\"message\", \"field\"}} with 400 (malformed request), 404, 409 or 422, and change nothing.",
            ],
            "servers": [["url": "/"]],
            "paths": paths,
            "components": ["schemas": schemas.mapValues(\.json)],
        ]
        return (try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
    }

    static func errorStatuses(_ endpoint: Endpoint) -> [String] {
        var statuses = ["400", "422"]
        if !endpoint.pathParameters.isEmpty || endpoint.method != .get { statuses.append("404") }
        if endpoint.method == .post || endpoint.method == .patch || endpoint.method == .delete { statuses.append("409") }
        return statuses
    }

    static func operationID(_ endpoint: Endpoint) -> String {
        let words = endpoint.path.replacingOccurrences(of: "/api/v1/", with: "").split(separator: "/").map { part -> String in
            part.hasPrefix("{") ? "By" + part.dropFirst().dropLast().capitalized : part.capitalized
        }
        return endpoint.method.rawValue.lowercased() + words.joined()
    }
}

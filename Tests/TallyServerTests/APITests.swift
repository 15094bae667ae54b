import Foundation
import Testing
import TallyTestSupport

@testable import TallyCore
@testable import TallyServer
@testable import TallyStore

struct APIDayTests {
    @Test func healthAndUnknownEndpoints() async throws {
        let server = try TestServer()
        try await server.run { client in
            let health = try await client.get("/healthz")
            #expect(health.status == .ok)
            #expect(try health.json["status"] as? String == "ok")
            let missing = try await client.get("/api/v1/nothing")
            #expect(missing.status == .notFound)
            #expect(missing.errorMessage == "no such endpoint: GET /api/v1/nothing")
            #expect(try missing.json.keys.contains("error"))
        }
    }

    @Test func logEditAndDeleteAnEntry() async throws {
        let server = try TestServer()
        try await server.run { client in
            let created = try await client.post("/api/v1/entries", ["category": "fruit", "portions": 1.26, "meal": "breakfast", "note": "apple"])
            #expect(created.status == .created)
            let entry = try created.json
            let id = try #require(entry["id"] as? Int)
            #expect(entry["day"] as? String == "2026-11-21")
            #expect(entry["category"] as? String == "Fruit")
            #expect(entry["portions"] as? Double == 1.3)
            #expect(entry["meal"] as? String == "Breakfast")

            let day = try await client.get("/api/v1/days/2026-11-21").json
            let fruit = (day["categories"] as? [[String: Any]])?.first { $0["name"] as? String == "Fruit" }
            #expect(fruit?["total"] as? Double == 1.3)
            #expect(fruit?["status"] as? String == "under")
            #expect((day[path: "meals.0.entries.0.id"] as? Int) == id)
            #expect(try await client.get("/api/v1/days/today").json["date"] as? String == "2026-11-21")

            let patched = try await client.patch("/api/v1/entries/\(id)", ["portions": 2, "meal": "Lunch"])
            #expect(patched.status == .ok)
            #expect(try patched.json["portions"] as? Double == 2)
            let after = try await client.get("/api/v1/days/2026-11-21").json
            #expect((after["categories"] as? [[String: Any]])?.first { $0["name"] as? String == "Fruit" }?["status"] as? String == "met")

            let deleted = try await client.delete("/api/v1/entries/\(id)")
            #expect(deleted.status == .ok)
            #expect(try deleted.json["id"] as? Int == id)
            let gone = try await client.get("/api/v1/entries/\(id)")
            #expect(gone.status == .notFound)
            #expect(gone.errorMessage?.contains("\(id)") == true)
        }
    }

    @Test func timesMayBeLocalOrISOWithAnOffset() async throws {
        let server = try TestServer()
        try await server.run { client in
            // 01:30 local is before the 04:00 cutoff: it belongs to the day before.
            let late = try await client.post("/api/v1/entries", ["category": "Treats", "portions": 1, "at": "2026-11-21 01:30"]).json
            #expect(late["day"] as? String == "2026-11-20")
            // 07:30 UTC is 08:30 in Berlin.
            let iso = try await client.post("/api/v1/entries", ["category": "Dairy", "portions": 1, "at": "2026-11-21T07:30:00Z"]).json
            #expect(iso["day"] as? String == "2026-11-21")
            #expect(iso["loggedAt"] as? String == "2026-11-21T08:30:00+01:00")
            let offset = try await client.post("/api/v1/entries", ["category": "Dairy", "portions": 1, "at": "2026-11-21T19:00+01:00"]).json
            #expect(offset["meal"] as? String == "Dinner")
        }
    }

    @Test(arguments: [
        ("not json", 400, nil as String?),
        ("[1, 2]", 400, nil),
        ("{\"category\": \"Fruit\", \"portion\": 1}", 400, "portion"),
        ("{\"category\": \"Fruit\", \"portions\": true}", 400, "portions"),
        ("{\"category\": \"Fruit\"}", 400, "portions"),
        ("{\"portions\": 1}", 400, "category"),
        ("{\"category\": \"Pizza\", \"portions\": 1}", 404, "category"),
        ("{\"category\": \"Fruit\", \"portions\": -1}", 422, "portions"),
        ("{\"category\": \"Fruit\", \"portions\": 7}", 422, "portions"),
        ("{\"category\": \"Fruit\", \"portions\": 1, \"at\": \"2026-02-30 10:00\"}", 422, "at"),
        ("{\"category\": \"Fruit\", \"portions\": 1, \"meal\": \"Elevenses\"}", 404, "meal"),
        ("{\"kcal\": \"lots\"}", 400, "kcal"),
        ("{\"food\": \"banana\", \"grams\": 100, \"servings\": 2}", 400, "grams"),
    ])
    func badEntriesAreRefusedWithJSONAndChangeNothing(_ body: String, _ status: Int, _ field: String?) async throws {
        let server = try TestServer()
        try await server.run { client in
            let reply = try await client.send(.post, "/api/v1/entries", body: Data(body.utf8))
            #expect(reply.status.code == status, "\(body) → \(reply.status.code) \(reply.text)")
            #expect(reply.errorMessage?.isEmpty == false, "\(reply.text)")
            if let field { #expect(reply.errorField == field, "\(reply.text)") }
            #expect(reply.headers[.contentType]?.hasPrefix("application/json") == true)
        }
        #expect(try server.database.entryCount() == 0)
    }

    @Test func impossibleDatesAndIdsInPaths() async throws {
        let server = try TestServer()
        try await server.run { client in
            let bad = try await client.get("/api/v1/days/2026-02-30")
            #expect(bad.status == .unprocessableContent)
            #expect(bad.errorField == "date")
            #expect(try await client.get("/api/v1/entries/abc").status == .badRequest)
            #expect(try await client.patch("/api/v1/entries/999", ["portions": 1]).status == .notFound)
            #expect(try await client.get("/api/v1/history?from=2026-11-21&to=2026-11-01").status == .unprocessableContent)
        }
    }

    @Test func catalogEndpointsAreAllOrNothing() async throws {
        let server = try TestServer()
        try await server.run { client in
            let categories = try await client.get("/api/v1/categories").json["categories"] as? [[String: Any]]
            #expect(categories?.count == 9)
            let added = try await client.post("/api/v1/categories", ["name": "Soup", "target": ["kind": "atLeast", "min": 1]])
            #expect(added.status == .created)
            #expect(try added.json[path: "target.kind"] as? String == "atLeast")
            // A rename together with an impossible target changes nothing.
            let rejected = try await client.patch("/api/v1/categories/Soup", ["name": "Soups", "target": ["kind": "range", "min": 3, "max": 1]])
            #expect(rejected.status == .unprocessableContent)
            let names = (try await client.get("/api/v1/categories").json["categories"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
            #expect(names?.contains("Soup") == true)
            #expect(names?.contains("Soups") == false)
            let renamed = try await client.patch("/api/v1/categories/Soup", ["name": "Soups", "enabled": false, "position": 1])
            #expect(try renamed.json["name"] as? String == "Soups")
            #expect(try renamed.json["position"] as? Int == 1)
            #expect(try renamed.json["enabled"] as? Bool == false)
            // Names with slashes work percent-encoded.
            let oils = try await client.patch("/api/v1/categories/Oils%20%2F%20Fats%20%2F%20Nuts", ["target": ["kind": "range", "min": 1, "max": 2]])
            #expect(oils.status == .ok, "\(oils.text)")
            _ = try await client.post("/api/v1/entries", ["category": "Fruit", "portions": 1])
            let inUse = try await client.delete("/api/v1/categories/Fruit")
            #expect(inUse.status == .conflict)
            #expect(try server.database.entryCount() == 1)
            let archived = try await client.delete("/api/v1/categories/Fruit?force=true").json
            #expect(archived["entries"] as? Int == 1)
            #expect(archived["archived"] as? Bool == true)
            #expect(try server.database.entryCount() == 1, "history is never deleted with its category")

            let slot = try await client.post("/api/v1/meals", ["name": "Brunch", "startsAt": "10:30", "position": 2])
            #expect(slot.status == .created)
            #expect(try slot.json["startsAt"] as? String == "10:30")
            #expect(try await client.patch("/api/v1/meals/Brunch", ["startsAt": "25:00"]).status == .unprocessableContent)
            #expect(try await client.delete("/api/v1/meals/Brunch").status == .ok)

            let unit = try await client.post("/api/v1/units", ["name": "Glasses", "symbol": "glass", "dimension": "volume", "factor": 200])
            #expect(unit.status == .created)
            #expect(try await client.patch("/api/v1/units/glass", ["enabled": false]).json["enabled"] as? Bool == false)
            #expect(try await client.patch("/api/v1/settings", ["dayCutoff": "05:00"]).json["dayCutoff"] as? String == "05:00")
            #expect(try await client.patch("/api/v1/settings", ["dayCutoff": "5 o'clock"]).status == .unprocessableContent)
        }
    }
}

struct APIFoodTests {
    @Test func searchLogQuickAddAndTypedMeals() async throws {
        let server = try TestServer(foods: true)
        try await server.run { client in
            let search = try await client.get("/api/v1/foods/search?q=banana&limit=5").json
            let results = try #require(search["results"] as? [[String: Any]])
            #expect(results.count <= 5)
            #expect((results.first?["name"] as? String)?.lowercased().contains("banana") == true)
            #expect((results.first?["name"] as? String)?.lowercased().contains("bread") == false)
            #expect(try await client.get("/api/v1/foods/search").status == .badRequest)
            #expect(try await client.get("/api/v1/foods/search?q=x&limit=0").status == .unprocessableContent)

            let eaten = try await client.post("/api/v1/entries", ["food": "whole milk", "amount": 1, "measure": "cup", "meal": "Breakfast"])
            #expect(eaten.status == .created)
            #expect(try eaten.json["kind"] as? String == "food")
            #expect(try eaten.json["category"] as? String == "Dairy")
            let milkKcal = try #require(try eaten.json[path: "nutrients.kcal"] as? Double)
            #expect(milkKcal > 130 && milkKcal < 170)

            let quick = try await client.post("/api/v1/entries", ["kcal": 450, "protein": 30, "carbs": 40, "fat": 30])
            #expect(quick.status == .created)
            #expect(try (quick.json["warning"] as? String)?.contains("550") == true)

            let typed = try await client.post("/api/v1/entries", ["text": "2 eggs and a slice of whole wheat toast", "meal": "Breakfast"])
            #expect(typed.status == .created)
            #expect((try typed.json["entries"] as? [Any])?.count == 2)
            #expect((try typed.json[path: "parsed.kcal"] as? Double ?? 0) > 200)

            let parsed = try await client.post("/api/v1/parse", ["text": "a banana"])
            #expect(parsed.status == .ok)
            #expect((try parsed.json["items"] as? [Any])?.count == 1)
            #expect(try server.database.entryCount() == 4, "parse logs nothing")

            let day = try await client.get("/api/v1/days/2026-11-21").json
            let kcal = try #require(day[path: "nutrition.kcal.consumed"] as? Double)
            #expect(kcal > milkKcal + 450 + 200)
        }
    }

    @Test func customFoodsAndRecipes() async throws {
        let server = try TestServer(foods: true)
        try await server.run { client in
            let implausible = try await client.post("/api/v1/foods", ["name": "Bar", "servingGrams": 60, "kcal": 220, "protein": 70])
            #expect(implausible.status == .unprocessableContent)
            let added = try await client.post(
                "/api/v1/foods", ["name": "Protein bar", "servingName": "1 bar", "servingGrams": 60, "kcal": 220, "protein": 20, "carbs": 22, "fat": 7, "category": "Protein Sources", "portions": 0.5])
            #expect(added.status == .created, "\(added.text)")
            let id = try #require(try added.json[path: "food.id"] as? Int)
            #expect(try added.json[path: "food.kcalPer100g"] as? Double == 366.7)
            let edited = try await client.patch("/api/v1/foods/\(id)", ["kcal": 230])
            #expect(try edited.json[path: "food.kcalPer100g"] as? Double == 383.3)
            #expect(try await client.patch("/api/v1/foods/\(id)", ["favorite": true]).json[path: "food.favorite"] as? Bool == true)
            let library = try await client.get("/api/v1/foods").json
            #expect((library["favorites"] as? [[String: Any]])?.first?["id"] as? Int == id)

            let recipe = try await client.post("/api/v1/recipes", ["name": "Overnight oats", "servings": 2, "items": ["80 g rolled oats", "1 cup 2% milk"]])
            #expect(recipe.status == .created, "\(recipe.text)")
            let recipeID = try #require(try recipe.json["id"] as? Int)
            #expect((try recipe.json["items"] as? [Any])?.count == 2)
            let changed = try await client.patch("/api/v1/recipes/\(recipeID)", ["add": ["1/2 cup blueberries"], "remove": [1]])
            #expect((try changed.json["items"] as? [[String: Any]])?.map { $0["position"] as? Int } == [1, 2])
            #expect(try await client.get("/api/v1/recipes").json["recipes"] as? [Any] != nil)
            #expect(try await client.delete("/api/v1/recipes/\(recipeID)").status == .ok)
            #expect(try await client.delete("/api/v1/foods/\(id)").status == .ok)
            #expect(try await client.get("/api/v1/recipes/\(recipeID)").status == .notFound)
        }
    }
}

struct APIBodyTrainingTests {
    @Test func bodyProfileGoalTargetsBudget() async throws {
        let server = try TestServer()
        try await server.run { client in
            for (value, date) in [(82, "2026-11-14"), (81.6, "2026-11-16"), (81.2, "2026-11-21")] {
                #expect(try await client.post("/api/v1/metrics", ["kind": "weight", "value": value, "date": date]).status == .created)
            }
            #expect(try await client.post("/api/v1/metrics", ["kind": "weight", "value": 700]).status == .unprocessableContent)
            let body = try await client.get("/api/v1/body?range=1m").json
            let weights = try #require(body[path: "metrics.weight"] as? [[String: Any]])
            #expect(weights.count == 3)
            #expect(weights.last?["trend"] as? Double == 81.88)
            #expect(try await client.get("/api/v1/body?range=2y").status == .unprocessableContent)

            let profile = try await client.patch("/api/v1/profile", ["birthDate": "1990-03-01", "sex": "male", "height": 180, "activity": "moderate"])
            #expect(try profile.json["age"] as? Int == 36)
            #expect(try await client.patch("/api/v1/profile", ["height": 30]).status == .unprocessableContent)
            let targets = try await client.get("/api/v1/targets").json
            // Mifflin–St Jeor on the trend weight: 10·81.88 + 6.25·180 − 5·36 + 5 = 1768.8.
            #expect(targets["bmr"] as? Double == 1769)
            #expect(targets["formula"] as? String == "mifflin")

            let unsafe = try await client.put("/api/v1/goal", ["kind": "lose", "target": 70, "by": "2026-12-20"])
            #expect(unsafe.status == .unprocessableContent)
            #expect(unsafe.errorMessage?.contains("Nearest safe plan") == true)
            #expect(try await client.get("/api/v1/goal").json["kind"] is NSNull)
            let goal = try await client.put("/api/v1/goal", ["kind": "lose", "target": 78, "by": "2027-03-01"])
            #expect(goal.status == .ok)
            #expect(try goal.json["kind"] as? String == "lose")

            let overridden = try await client.patch("/api/v1/targets", ["kcal": 2000])
            #expect(try overridden.json["kcal"] as? Double == 2000)
            #expect(try await client.patch("/api/v1/targets", ["kcal": -1]).status == .unprocessableContent)
            let typo = try await client.patch("/api/v1/targets", ["kcl": 1800])
            #expect(typo.status == .badRequest)
            #expect(typo.errorField == "kcl")
            #expect(try await client.get("/api/v1/targets").json["kcal"] as? Double == 2000, "nothing changed")
            #expect(try await client.put("/api/v1/budget", ["period": "week", "weekStart": "monday"]).json["weekStart"] as? String == "monday")
            let budget = try await client.get("/api/v1/budget").json
            for key in ["start", "end", "total", "consumed", "remaining", "todayAllowance", "projected", "days"] { #expect(budget[key] != nil) }
            #expect(budget["total"] as? Double == 14_000)
            #expect(try await client.get("/api/v1/balance").json["bmr"] as? Double == 1769)
            #expect(try await client.get("/api/v1/expenditure").status == .conflict, "not enough data yet")
        }
    }

    @Test func workoutsLiftsAndImport() async throws {
        let server = try TestServer()
        try await server.run { client in
            _ = try await client.post("/api/v1/metrics", ["kind": "weight", "value": 80])
            let logged = try await client.post(
                "/api/v1/workouts", ["name": "Push", "minutes": 60, "rpe": 8, "at": "2026-11-21 07:00", "sets": ["Bench Press 80kg x5", "Bench Press 60kg x8 warmup"]])
            #expect(logged.status == .created)
            #expect(try logged.json["kcal"] as? Double == 480)
            let id = try #require(try logged.json["id"] as? Int)
            #expect(try await client.get("/api/v1/workouts/\(id)").json["name"] as? String == "Push")
            let lift = try await client.get("/api/v1/lifts/bench%20press").json
            #expect(lift[path: "best.weight"] as? Double == 80)
            #expect(try await client.get("/api/v1/training/week").json["sessions"] as? Int == 1)
            #expect(try await client.post("/api/v1/workouts", ["name": "x", "minutes": 30, "rpe": 11]).status == .unprocessableContent)

            let csv = """
                "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
                "Legs","14 Sep 2025, 18:05","14 Sep 2025, 19:02","","Squat (Barbell)",,"",0,"normal",100,5,,,8
                """
            let imported = try await client.send(.post, "/api/v1/import/hevy", body: Data(csv.utf8), contentType: "text/csv")
            #expect(imported.status == .ok, "\(imported.text)")
            #expect(try imported.json["workouts"] as? Int == 1)
            let again = try await client.send(.post, "/api/v1/import/hevy", body: Data(csv.utf8), contentType: "text/csv")
            #expect(try again.json["alreadyPresent"] as? Int == 1)
            #expect(try await client.send(.post, "/api/v1/import/strong", body: Data("a,b\n1,2\n".utf8), contentType: "text/csv").status == .unprocessableContent)
            #expect(try await client.send(.post, "/api/v1/import/garmin", body: Data(csv.utf8), contentType: "text/csv").status == .notFound)
            #expect(try await client.delete("/api/v1/workouts/\(id)").status == .ok)
            #expect((try await client.get("/api/v1/workouts").json["workouts"] as? [Any])?.count == 1)
        }
    }

    @Test func theCLIAndTheServerShareTheFile() async throws {
        let server = try TestServer()
        // A second connection to the same file, as the CLI process would open it.
        let other = try TestStore.open(directory: server.directory.url, loadsGenericFoods: false)
        try await server.run { client in
            _ = try other.logEntry(EntryRequest(category: "Vegetables", portions: "2"), clock: server.clock)
            let day = try await client.get("/api/v1/days/2026-11-21").json
            #expect((day["categories"] as? [[String: Any]])?.first { $0["name"] as? String == "Vegetables" }?["total"] as? Double == 2)
            _ = try await client.post("/api/v1/entries", ["category": "Fruit", "portions": 1])
            #expect(try other.entryCount() == 2)
        }
    }

    /// A first start answers before the built-in foods are loaded: pages and portions at once, and a
    /// food search waits for the load and then finds the everyday food.
    @Test func aFirstStartAnswersWhileTheFoodsLoad() async throws {
        let server = try TestServer(foods: false)
        let gate = FoodsGate(ready: false)
        try await server.run(foods: gate) { client in
            #expect(try await client.get("/healthz").status == .ok)
            #expect(try await client.get("/api/v1/days/2026-11-21").status == .ok)
            async let search = client.get("/api/v1/foods/search?q=banana")
            try await Task.sleep(for: .milliseconds(200))
            #expect(try server.database.foodCount() == 0)
            try server.database.syncGenericFoods()
            gate.open()
            let found = try await search
            #expect(found.status == .ok)
            #expect(found.text.range(of: "Bananas, raw", options: .caseInsensitive) != nil, "\(found.text.prefix(300))")
        }
    }
}

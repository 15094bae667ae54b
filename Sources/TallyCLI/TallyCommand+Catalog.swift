import ArgumentParser
import Foundation
import TallyCore
import TallyStore

/// Parses `KIND VALUE [VALUE]` into a target rule ("atLeast 2", "range 2 3").
func parseTarget(_ words: [String]) throws -> TargetRule {
    guard let kindWord = words.first else {
        throw TallyError.invalid(field: "target", "give a target kind and value, e.g. atLeast 2 or range 2 3")
    }
    return try TargetRule.parse(kind: kindWord, values: Array(words.dropFirst()))
}

/// Parses a 1-based position argument.
func parsePosition(_ text: String) throws -> Int {
    guard let value = Int(text.trimmingCharacters(in: .whitespaces), radix: 10), value >= 1 else {
        throw TallyError.invalid(field: "position", "'\(text)' is not a position (1, 2, 3, …)")
    }
    return value
}

extension TallyCommand {
    struct CategoryCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "category", abstract: "List and change categories and their targets.",
            subcommands: [List.self, Add.self, Rename.self, Move.self, Enable.self, Disable.self, Delete.self, Target.self, SetUnit.self],
            defaultSubcommand: List.self)

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "List categories in order.")
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let catalog = try store.openDatabase().catalog()
                let reports = CategoryReport.list(catalog)
                if jsonFlag.json { try Output.json(["categories": reports]); return }
                for report in reports {
                    guard let rule = catalog.categories.first(where: { $0.id == report.id })?.target else { continue }
                    let state = report.enabled ? "" : Output.styled("  (disabled)", .dim)
                    Output.line("\(report.position). \(report.name) — \(TextRender.targetText(rule, unit: report.unit)) [\(rule.kind.rawValue)]\(state)")
                }
            }
        }

        struct Add: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Add a category.", discussion: "Example: tally category add Soup --unit portions --target atLeast 1")
            @Argument(help: "Name.") var name: String
            @Option(help: "Unit symbol (default: portions).") var unit: String?
            @Option(parsing: .upToNextOption, help: ArgumentHelp("Target: KIND VALUE [VALUE2] (default: atLeast 0).", valueName: "rule"))
            var target: [String] = []
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let rule = target.isEmpty ? nil : try parseTarget(target)
                let database = try store.openDatabase()
                let category = try database.addCategory(name: name, unit: unit, target: rule, clock: try store.clock())
                try printCategory(category, database: database, verb: "Added", json: jsonFlag.json)
            }
        }

        struct Rename: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Rename a category (its entries follow).")
            @Argument(help: "Current name.") var name: String
            @Argument(help: "New name.") var newName: String
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let database = try store.openDatabase()
                try printCategory(try database.renameCategory(name, to: newName), database: database, verb: "Renamed", json: jsonFlag.json)
            }
        }

        struct Move: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Move a category to a position (1 = first).")
            @Argument(help: "Name.") var name: String
            @Argument(help: "New position, 1-based.") var position: String
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let database = try store.openDatabase()
                _ = try database.moveCategory(name, to: try parsePosition(position))
                let reports = CategoryReport.list(try database.catalog())
                if jsonFlag.json { try Output.json(["categories": reports]); return }
                for report in reports { Output.line("\(report.position). \(report.name)") }
            }
        }

        struct Enable: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Enable a category (it counts toward adherence).")
            @Argument(help: "Name.") var name: String
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let database = try store.openDatabase()
                try printCategory(try database.setCategoryEnabled(name, true, clock: try store.clock()), database: database, verb: "Enabled", json: jsonFlag.json)
            }
        }

        struct Disable: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Disable a category (kept with its entries, not judged for adherence).")
            @Argument(help: "Name.") var name: String
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let database = try store.openDatabase()
                try printCategory(try database.setCategoryEnabled(name, false, clock: try store.clock()), database: database, verb: "Disabled", json: jsonFlag.json)
            }
        }

        struct Delete: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Delete a category. One with entries is archived with --force instead: its entries are never deleted.")
            @Argument(help: "Name (exact, case-insensitive).") var name: String
            @Flag(help: "Archive a category that has entries (disabled from today; the entries and their calories stay).") var force = false
            @OptionGroup var store: StoreOptions

            func run() throws {
                let database = try store.openDatabase()
                let removal = try database.deleteCategory(name, force: force, clock: try store.clock())
                Output.line(
                    removal.archived
                        ? "Archived category '\(name)': its \(removal.entries) \(removal.entries == 1 ? "entry is" : "entries are") kept (tally category enable brings it back)"
                        : "Deleted category '\(name)'")
            }
        }

        struct Target: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Set a category's daily target.",
                discussion: """
                    Kinds: exact V (met within ±0.1), atLeast V, atMost V, range MIN MAX.
                    Examples: tally category target Fruit atLeast 2
                              tally category target "Oils / Fats / Nuts" range 2 3
                    """)
            @Argument(help: "Name.") var name: String
            @Argument(help: "exact | atLeast | atMost | range") var kind: String
            @Argument(help: "One value, or two for range.") var values: [String] = []
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let rule = try parseTarget([kind] + values)
                let database = try store.openDatabase()
                try printCategory(try database.setCategoryTarget(name, rule, clock: try store.clock()), database: database, verb: "Target set:", json: jsonFlag.json)
            }
        }

        struct SetUnit: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "unit", abstract: "Change the unit a category is counted in.")
            @Argument(help: "Name.") var name: String
            @Argument(help: "Unit symbol.") var unit: String
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let database = try store.openDatabase()
                try printCategory(try database.setCategoryUnit(name, unit: unit), database: database, verb: "Unit set:", json: jsonFlag.json)
            }
        }
    }
}

private func printCategory(_ category: LogCategory, database: AppDatabase, verb: String, json: Bool) throws {
    let catalog = try database.catalog()
    let position = (catalog.categories.firstIndex { $0.id == category.id } ?? 0) + 1
    let report = CategoryReport(category, position: position, catalog: catalog)
    if json { try Output.json(report); return }
    Output.line("\(verb) \(report.name) — \(TextRender.targetText(category.target, unit: report.unit))" + (report.enabled ? "" : " (disabled)"))
}

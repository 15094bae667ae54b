import ArgumentParser
import Foundation
import TallyCore
import TallyStore

extension TallyCommand {
    struct MealCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "meal", abstract: "List and change meal slots.",
            subcommands: [List.self, Add.self, Rename.self, Move.self, Start.self, Delete.self], defaultSubcommand: List.self)

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "List meal slots in order.")
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let catalog = try store.openDatabase().catalog()
                try printSlots(catalog, json: jsonFlag.json)
            }
        }

        struct Add: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Add a meal slot.")
            @Argument(help: "Name.") var name: String
            @Option(help: "Position, 1-based (default: last).") var position: String?
            @Option(help: ArgumentHelp("When the slot usually starts; used to pick a slot by time.", valueName: "HH:MM"))
            var starts: String?
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let start = try starts.map(parseClock)
                let database = try store.openDatabase()
                let slot = try database.addMealSlot(name: name, position: try position.map(parsePosition), startMinute: start)
                let catalog = try database.catalog()
                if jsonFlag.json {
                    try Output.json(MealSlotReport(slot, position: (catalog.mealSlots.firstIndex { $0.id == slot.id } ?? 0) + 1))
                } else {
                    Output.line("Added meal slot \(slot.name)")
                    try printSlots(catalog, json: false)
                }
            }
        }

        struct Rename: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Rename a meal slot.")
            @Argument(help: "Current name.") var name: String
            @Argument(help: "New name.") var newName: String
            @OptionGroup var store: StoreOptions

            func run() throws {
                let slot = try store.openDatabase().renameMealSlot(name, to: newName)
                Output.line("Renamed meal slot to \(slot.name)")
            }
        }

        struct Move: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Move a meal slot to a position (1 = first).")
            @Argument(help: "Name.") var name: String
            @Argument(help: "New position, 1-based.") var position: String
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let database = try store.openDatabase()
                _ = try database.moveMealSlot(name, to: try parsePosition(position))
                try printSlots(try database.catalog(), json: jsonFlag.json)
            }
        }

        struct Start: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Set when a slot usually starts (used when logging without --meal); 'none' clears it.")
            @Argument(help: "Name.") var name: String
            @Argument(help: ArgumentHelp("Start time or 'none'.", valueName: "HH:MM")) var time: String
            @OptionGroup var store: StoreOptions

            func run() throws {
                let minute = time.lowercased() == "none" ? nil : try parseClock(time)
                let slot = try store.openDatabase().setMealSlotStart(name, startMinute: minute)
                Output.line("\(slot.name) " + (slot.startMinute.map { "starts at \(TimeFormat.clock(minutes: $0))" } ?? "has no start time"))
            }
        }

        struct Delete: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Delete a meal slot; its entries move with --move-to, or with --force each to the slot of its time (never deleted).")
            @Argument(help: "Name (exact, case-insensitive).") var name: String
            @Option(name: .customLong("move-to"), help: "Move the slot's entries to this slot.") var moveTo: String?
            @Flag(help: "Move each of the slot's entries to the slot its time of day falls in.") var force = false
            @OptionGroup var store: StoreOptions

            func run() throws {
                if moveTo != nil && force { throw CLIError("give either --move-to or --force, not both") }
                let count = try store.openDatabase().deleteMealSlot(name, moveTo: moveTo, force: force, clock: try store.clock())
                var text = "Deleted meal slot '\(name)'"
                if count > 0 { text += moveTo.map { "; moved \(count) entries to \($0)" } ?? "; moved its \(count) entries to the slots of their times" }
                Output.line(text)
            }
        }
    }
}

private func printSlots(_ catalog: Catalog, json: Bool) throws {
    let reports = MealSlotReport.list(catalog)
    if json { try Output.json(["meals": reports]); return }
    for report in reports {
        Output.line("\(report.position). \(report.name)" + (report.startsAt.map { Output.styled("  from \($0)", .dim) } ?? ""))
    }
}

/// `HH:MM` → minutes after midnight.
func parseClock(_ text: String) throws -> Int {
    try DayBoundary(parsing: text).cutoffMinutes
}

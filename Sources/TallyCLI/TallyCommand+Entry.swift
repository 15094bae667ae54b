import ArgumentParser
import Foundation
import TallyCore
import TallyStore

extension TallyCommand {
    struct EntryCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "entry", abstract: "Show, edit or delete a logged entry.",
            subcommands: [Show.self, Edit.self, Delete.self])

        struct Show: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Show one entry.")
            @Argument(help: "Entry id (as shown by `tally day`).") var id: Int64
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let database = try store.openDatabase()
                let clock = try store.clock()
                let entry = try database.entry(id: id)
                let catalog = try database.catalog()
                let report = EntryReport(entry, catalog: catalog, timeZone: clock.timeZone)
                if jsonFlag.json { try Output.json(report) } else {
                    Output.line("#\(entry.id) \(entry.day): " + TextRender.entryLine(report, catalog: catalog) + " at \(report.loggedAt)")
                    if let problem = report.problem { Output.line(Output.styled("note: \(problem); fix it with tally entry edit \(entry.id) or delete it", .dim)) }
                }
            }
        }

        struct Edit: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Change an entry's portions, meal, category, note, time or amount.",
                discussion: "Only the options given change. --note \"\" clears the note.")
            @Argument(help: "Entry id.") var id: Int64
            @Option(help: "New portions (0.1 steps).") var portions: String?
            @Option(help: "New meal slot.") var meal: String?
            @Option(help: "New category.") var category: String?
            @Option(help: "New note (empty clears it).") var note: String?
            @Option(help: ArgumentHelp("New time; the day follows it.", valueName: "YYYY-MM-DD HH:MM")) var at: String?
            @Option(help: "New amount (in --unit, or the entry's amount unit).") var amount: String?
            @Option(help: "Unit of --amount.") var unit: String?
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let database = try store.openDatabase()
                let clock = try store.clock()
                let changes = EntryChanges(
                    portions: portions, meal: meal, category: category, note: note, at: at, amount: amount, unit: unit)
                let entry = try database.editEntry(id: id, changes: changes, clock: clock)
                let catalog = try database.catalog()
                let report = EntryReport(entry, catalog: catalog, timeZone: clock.timeZone)
                if jsonFlag.json { try Output.json(report) } else {
                    Output.line("Updated #\(entry.id): " + TextRender.entryLine(report, catalog: catalog) + " on \(TimeFormat.shortDate(entry.day))")
                }
            }
        }

        struct Delete: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Delete an entry.")
            @Argument(help: "Entry id.") var id: Int64
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let database = try store.openDatabase()
                let clock = try store.clock()
                let catalog = try database.catalog()
                let entry = try database.deleteEntry(id: id)
                let report = EntryReport(entry, catalog: catalog, timeZone: clock.timeZone)
                if jsonFlag.json { try Output.json(["deleted": report]) } else {
                    Output.line("Deleted #\(entry.id): " + TextRender.entryLine(report, catalog: catalog) + " on \(TimeFormat.shortDate(entry.day))")
                }
            }
        }
    }
}

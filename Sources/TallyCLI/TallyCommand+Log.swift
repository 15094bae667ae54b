import ArgumentParser
import Foundation
import TallyCore
import TallyStore

extension TallyCommand {
    struct Log: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Log portions of a category.",
            discussion: """
                Examples:
                  tally log Fruit 1
                  tally log vegetables 1.5 --meal lunch --note "salad"
                  tally log "Unsweetened Drinks" --amount 250 --unit ml
                  tally log Sports 45 --at "2026-11-20 18:30"
                Without --meal the slot is picked by the time of day. Before the day cutoff
                (default 04:00) an entry counts toward the previous day.
                """)

        @Argument(help: "Category name (case-insensitive; a unique prefix works).")
        var category: String

        @Argument(help: "Portions in 0.1 steps (rounded half up), in the category's unit. Optional with --amount.")
        var portions: String?

        @Option(help: "Meal slot (default: by time of day).")
        var meal: String?

        @Option(help: ArgumentHelp("When it was eaten or done, local time.", valueName: "YYYY-MM-DD HH:MM"))
        var at: String?

        @Option(help: "The amount as measured, e.g. 250 (with --unit ml).")
        var amount: String?

        @Option(help: "Unit symbol of --amount, e.g. ml, L, g, min (default: the category's unit).")
        var unit: String?

        @Option(help: "A note.")
        var note: String?

        @OptionGroup var jsonFlag: JSONFlag
        @OptionGroup var store: StoreOptions

        func run() throws {
            let database = try store.openDatabase()
            let clock = try store.clock()
            let entry = try database.logEntry(
                EntryRequest(category: category, portions: portions, meal: meal, at: at, amount: amount, unit: unit, note: note),
                clock: clock)
            let catalog = try database.catalog()
            let report = EntryReport(entry, catalog: catalog, timeZone: clock.timeZone)
            if jsonFlag.json {
                try Output.json(report)
            } else {
                Output.line("Logged #\(entry.id): " + TextRender.entryLine(report, catalog: catalog) + " on \(TimeFormat.shortDate(entry.day))")
                let summary = try database.daySummary(entry.day)
                if let line = summary.categories.first(where: { $0.category.id == entry.categoryID }) {
                    Output.line(TextRender.tile(line))
                }
            }
        }
    }

    struct DayCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "day", abstract: "Show a day: category totals against targets, then meals.")

        @Argument(help: ArgumentHelp("The day (default: today, by the day cutoff).", valueName: "YYYY-MM-DD"))
        var date: String?

        @OptionGroup var jsonFlag: JSONFlag
        @OptionGroup var store: StoreOptions

        func run() throws {
            let database = try store.openDatabase()
            let clock = try store.clock()
            let view = try database.dayView(try date.map(parseDay), clock: clock)
            let report = view.report(timeZone: clock.timeZone)
            if jsonFlag.json {
                try Output.json(report)
            } else {
                Output.line(TextRender.day(view.summary, report: report, today: view.today))
            }
        }
    }

    struct History: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Per-day adherence and category totals over a range.")

        @Option(help: ArgumentHelp("First day (default: 6 days before --to).", valueName: "YYYY-MM-DD"))
        var from: String?

        @Option(help: ArgumentHelp("Last day (default: today).", valueName: "YYYY-MM-DD"))
        var to: String?

        @OptionGroup var jsonFlag: JSONFlag
        @OptionGroup var store: StoreOptions

        func run() throws {
            let database = try store.openDatabase()
            let clock = try store.clock()
            let last = try to.map(parseDay) ?? database.today(clock: clock)
            let first = try from.map(parseDay) ?? last.adding(days: -6)
            let report = try database.historyReport(from: first, to: last)
            if jsonFlag.json {
                try Output.json(report)
            } else {
                Output.line(TextRender.history(report))
            }
        }
    }
}

/// Parses a `YYYY-MM-DD` argument with a message that says what is wrong.
func parseDay(_ text: String) throws -> Day {
    try Limits.day(text)
}

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
        static let configuration = CommandConfiguration(
            abstract: "Per-day adherence and category totals over a range; with --by, weekly or monthly summaries.",
            discussion: "tally history --by week --from 2026-10-01 --type food   (types: all, food, body, training)")

        @Option(help: ArgumentHelp("First day (default: 6 days before --to; with --by, 27).", valueName: "YYYY-MM-DD"))
        var from: String?

        @Option(help: ArgumentHelp("Last day (default: today).", valueName: "YYYY-MM-DD"))
        var to: String?

        @Option(help: "Summarise by week or month.") var by: String?
        @Option(help: "With --by: all, food, body or training.") var type = "all"

        @OptionGroup var jsonFlag: JSONFlag
        @OptionGroup var store: StoreOptions

        func run() throws {
            let database = try store.openDatabase()
            let clock = try store.clock()
            let last = try to.map(parseDay) ?? database.today(clock: clock)
            if let by {
                guard let grouping = HistoryGrouping(rawValue: by.lowercased()) else { throw TallyError.invalid(field: "by", "--by must be week or month") }
                guard let kind = HistoryDataType(rawValue: type.lowercased()) else { throw TallyError.invalid(field: "type", "--type must be all, food, body or training") }
                let summary = try database.historySummary(from: try from.map(parseDay) ?? last.adding(days: -27), to: last, by: grouping, type: kind, clock: clock)
                if jsonFlag.json { return try Output.json(summary) }
                for period in summary.periods {
                    var parts = ["\(period.start)–\(period.end)"]
                    if let logged = period.daysLogged {
                        parts.append("\(logged)/\(period.days) days logged, \(period.daysOnTarget ?? 0) on target" + (logged == 0 ? "" : (period.onTrack == true ? " (on track)" : " (off track)")))
                        if let average = period.averageKcal { parts.append("average \(CLIUnits.energy(average))") }
                    }
                    if let weighIns = period.weighIns {
                        parts.append("\(weighIns) weigh-ins" + (period.trendChangeKg.map { ", trend \($0 >= 0 ? "+" : "")\(CLIUnits.mass($0))" } ?? ""))
                    }
                    if let workouts = period.workouts { parts.append("\(workouts) workouts, \(Int(rounding: period.trainingMinutes ?? 0)) min") }
                    Output.line(parts.joined(separator: " · "))
                }
                return
            }
            guard type == "all" else { throw ValidationError("--type needs --by week or --by month") }
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

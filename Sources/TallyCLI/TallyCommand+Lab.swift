import ArgumentParser
import Foundation
import TallyCore
import TallyStore

extension TallyCommand {
    struct Lab: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "lab", abstract: "The Lab: what goes with what in your own data — comparisons, periods, insight cards.",
            discussion: """
                Every statistic is computed on your log as it is: missing days stay missing, each series loses its trend,
                weekday pattern and day-to-day carry-over before two are correlated, and searching several lags or
                findings is paid for in the p-values. Correlation, not cause; never medical advice.
                """,
            subcommands: [Compare.self, Cards.self, Feedback.self, Periods.self, Metrics.self, Widget.self, Stats.self], defaultSubcommand: Cards.self)

        struct Compare: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Compare two metrics: the strongest association at lags 0–7 days, in plain words with its numbers.",
                discussion: """
                    Metrics: kcal, protein, carbs, fat, fiber, sugars, sodium, balance, on-target, portions:CATEGORY, weight,
                    weight-trend, bodyfat, leanmass, waist, steps, workout-minutes, effort, volume, rpe, e1rm:EXERCISE
                    (tally lab metrics lists those with data). The lag is the days by which A leads B.
                    Example: tally lab compare kcal "e1rm:Back Squat" --range 90d
                    """)
            @Argument(help: "Metric A (it leads).") var a: String
            @Argument(help: "Metric B (it follows).") var b: String
            @Option(help: "7d, 30d, 90d, 180d, 1y or all.") var range = "90d"
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let comparison = try store.openDatabase().labCompare(a, b, range: range, clock: try store.clock())
                if jsonFlag.json { try Output.json(comparison); return }
                Output.line(Output.styled("\(comparison.aName) → \(comparison.bName)", .bold) + Output.styled("  \(comparison.from) to \(comparison.to)", .dim))
                Output.line(comparison.summary)
                for caveat in comparison.caveats { Output.line(Output.styled(caveat, .dim)) }
                Output.line()
                Output.line(Output.styled("lag  pairs  eff. n  Pearson  Spearman  p (this lag)", .dim))
                for lag in comparison.lags {
                    func fmt(_ value: Double?, _ places: Int = 2) -> String { value.map { String(format: "%.\(places)f", $0) } ?? "–" }
                    let row = String(format: "%3d  %5d  %6.1f  ", lag.lag, lag.n, lag.effectiveN)
                        + fmt(lag.pearson).padding(toLength: 9, withPad: " ", startingAt: 0)
                        + fmt(lag.spearman).padding(toLength: 10, withPad: " ", startingAt: 0) + fmt(lag.p, 4)
                    Output.line(lag.lag == comparison.lag && comparison.pearson != nil ? Output.styled(row, .bold) : row)
                }
                Output.line(Output.styled(comparison.method, .dim))
            }
        }

        struct Cards: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Today's insight cards: a stall, progress or effort pattern, with the correlation behind it.",
                discussion: "Each card passed a false-discovery check across every finding tested. Vote with: tally lab feedback ID up|down|dismiss")
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let cards = try store.openDatabase().labCards(clock: try store.clock())
                if jsonFlag.json { try Output.json(["cards": cards]); return }
                if cards.isEmpty {
                    Output.line("No insight cards today: nothing in your recent months stands out from chance. Compare any two metrics with tally lab compare A B.")
                }
                for card in cards {
                    let style: Output.Style = card.tone == "warning" ? .red : card.tone == "success" ? .green : .blue
                    Output.line(Output.styled(card.title, style))
                    Output.line(card.observation)
                    Output.line(card.correlation)
                    Output.line(Output.styled(card.prompt, .dim))
                    Output.line(Output.styled("id: \(card.id)", .dim))
                    Output.line()
                }
            }
        }

        struct Feedback: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Rate a card: up, down or dismiss.",
                discussion: "A dismissed card stays away until the finding changes; thumbs down make that kind of card stricter.")
            @Argument(help: "The card's id (tally lab cards shows it).") var id: String
            @Argument(help: "up, down or dismiss.") var vote: String
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                guard let choice = CardFeedback.Vote(rawValue: vote.lowercased()) else {
                    throw TallyError.invalid(field: "vote", "the vote must be up, down or dismiss")
                }
                let card = try store.openDatabase().labFeedback(cardID: id, vote: choice, clock: try store.clock())
                if jsonFlag.json { try Output.json(["id": card.id, "vote": choice.rawValue]); return }
                Output.line(choice == .dismiss ? "Dismissed \"\(card.title)\"; it comes back only if the finding changes." : "Noted \(choice.rawValue) for \"\(card.title)\".")
            }
        }

        struct Periods: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Two periods side by side: intake, protein, balance, expenditure, volume, RPE, sessions, weight trend, adherence.",
                discussion: "Example: tally lab periods --from 2026-08-01 --to 2026-08-30 --vs-from 2026-09-01 --vs-to 2026-09-30")
            @Option(help: "First period's first day.") var from: String
            @Option(help: "First period's last day.") var to: String
            @Option(name: .customLong("vs-from"), help: "Second period's first day.") var vsFrom: String
            @Option(name: .customLong("vs-to"), help: "Second period's last day.") var vsTo: String
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let (a, b, c, d) = (try parseDay(from), try parseDay(to), try parseDay(vsFrom), try parseDay(vsTo))
                guard a <= b else { throw TallyError.invalid(field: "to", "--from (\(a)) is after --to (\(b))") }
                guard c <= d else { throw TallyError.invalid(field: "vs-to", "--vs-from (\(c)) is after --vs-to (\(d))") }
                let report = try store.openDatabase().labPeriods(first: a...b, second: c...d)
                if jsonFlag.json { try Output.json(report); return }
                Output.line(Output.styled("\(a) – \(b)  vs  \(c) – \(d)", .bold))
                for row in report.rows {
                    func fmt(_ value: Double?) -> String { value.map { EntryPlanner.formatNumber((($0) * 10).rounded() / 10) } ?? "–" }
                    let mark = row.beyondNoise ? Output.styled("  beyond noise", .bold) : Output.styled("  within noise", .dim)
                    Output.line("\(row.name.padding(toLength: 20, withPad: " ", startingAt: 0)) \(fmt(row.first)) → \(fmt(row.second)) \(row.unit)" + (row.p == nil ? Output.styled("  too little data", .dim) : mark))
                }
                Output.line(report.summary)
            }
        }

        struct Metrics: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "The metrics the Lab can compare, with their units and how a day's value is made.")
            @Option(help: "7d, 30d, 90d, 180d, 1y or all.") var range = "all"
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let metrics = try store.openDatabase().labMetrics(range: range, clock: try store.clock())
                if jsonFlag.json { try Output.json(["metrics": metrics]); return }
                var group = ""
                for metric in metrics {
                    if metric.group != group {
                        group = metric.group
                        Output.line(Output.styled(group, .bold))
                    }
                    Output.line("  \(metric.key.padding(toLength: 26, withPad: " ", startingAt: 0)) \(metric.unit)" + Output.styled("  \(metric.aggregation)", .dim))
                }
            }
        }

        struct Widget: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Comparison widgets on Today: two metrics over 30 days.", subcommands: [Add.self, List.self, Remove.self], defaultSubcommand: List.self)

            struct Add: ParsableCommand {
                static let configuration = CommandConfiguration(abstract: "Add a comparison widget.")
                @Argument(help: "Metric A.") var a: String
                @Argument(help: "Metric B.") var b: String
                @OptionGroup var jsonFlag: JSONFlag
                @OptionGroup var store: StoreOptions

                func run() throws {
                    let widget = try store.openDatabase().addLabWidget(a, b, clock: try store.clock())
                    if jsonFlag.json { try Output.json(widget); return }
                    Output.line("Added widget #\(widget.id): \(widget.a) vs \(widget.b)")
                }
            }

            struct List: ParsableCommand {
                static let configuration = CommandConfiguration(abstract: "List comparison widgets.")
                @OptionGroup var jsonFlag: JSONFlag
                @OptionGroup var store: StoreOptions

                func run() throws {
                    let widgets = try store.openDatabase().labWidgets()
                    if jsonFlag.json { try Output.json(["widgets": widgets]); return }
                    if widgets.isEmpty { Output.line("No comparison widgets. Add one with: tally lab widget add A B") }
                    for widget in widgets { Output.line("#\(widget.id)  \(widget.a) vs \(widget.b)") }
                }
            }

            struct Remove: ParsableCommand {
                static let configuration = CommandConfiguration(abstract: "Remove a comparison widget.")
                @Argument(help: "Widget id.") var id: Int64
                @OptionGroup var store: StoreOptions

                func run() throws {
                    try store.openDatabase().deleteLabWidget(id: id)
                    Output.line("Removed widget #\(id)")
                }
            }
        }

        struct Stats: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "The Lab's statistics on two lists of numbers (to check them against another tool).",
                discussion: """
                    Example: tally lab stats --x 1,2,3,4,5 --y 2,1,4,3,5 --json → pearson, spearman, t, p, 95 % CI (n − 2 degrees of freedom). \
                    A list starting with a minus sign goes after an equals sign: --x=-1.5,2,3.
                    """)
            @Option(help: "Comma-separated numbers.") var x: String
            @Option(help: "Comma-separated numbers, as many as x.") var y: String
            @OptionGroup var jsonFlag: JSONFlag

            struct Report: Encodable {
                var n: Int
                var pearson: Double?
                var spearman: Double?
                var t: Double?
                var p: Double?
                var spearmanP: Double?
                var ci: [Double]?

                enum CodingKeys: String, CodingKey { case n, pearson, spearman, t, p, spearmanP, ci }

                func encode(to encoder: any Encoder) throws {
                    var c = encoder.container(keyedBy: CodingKeys.self)
                    try c.encode(n, forKey: .n)
                    try c.encode(pearson, forKey: .pearson)
                    try c.encode(spearman, forKey: .spearman)
                    try c.encode(t.flatMap { $0.isFinite ? $0 : nil }, forKey: .t)
                    try c.encode(p, forKey: .p)
                    try c.encode(spearmanP, forKey: .spearmanP)
                    try c.encode(ci, forKey: .ci)
                }
            }

            static func numbers(_ text: String, field: String) throws -> [Double] {
                let parts = text.split(separator: ",", omittingEmptySubsequences: false)
                guard parts.count <= 100_000 else { throw TallyError.invalid(field: field, "--\(field) holds at most 100000 numbers") }
                return try parts.map { part in
                    let trimmed = part.trimmingCharacters(in: .whitespaces)
                    guard let value = Double(trimmed), value.isFinite, abs(value) < 1e15 else {
                        throw TallyError.invalid(field: field, "'\(Limits.clip(trimmed))' in --\(field) is not a finite number")
                    }
                    return value
                }
            }

            func run() throws {
                let xs = try Self.numbers(x, field: "x"), ys = try Self.numbers(y, field: "y")
                guard xs.count == ys.count else { throw TallyError.invalid(field: "y", "--x has \(xs.count) numbers and --y \(ys.count)") }
                guard xs.count >= 3 else { throw TallyError.invalid(field: "x", "give at least 3 pairs") }
                let df = Double(xs.count - 2)
                let r = Statistics.pearson(xs, ys), rho = Statistics.spearman(xs, ys)
                let report = Report(
                    n: xs.count, pearson: r, spearman: rho, t: r.map { Statistics.tStatistic(r: $0, df: df) }, p: r.map { Statistics.correlationP(r: $0, df: df) },
                    spearmanP: rho.map { Statistics.correlationP(r: $0, df: df) },
                    ci: r.flatMap { Statistics.fisherInterval(r: $0, n: Double(xs.count)) }.map { [$0.low, $0.high] })
                if jsonFlag.json { try Output.json(report); return }
                func fmt(_ value: Double?) -> String { value.map { String(format: "%.6f", $0) } ?? "–" }
                Output.line("n = \(report.n)  Pearson r = \(fmt(report.pearson))  t = \(fmt(report.t))  p = \(fmt(report.p))")
                Output.line("Spearman ρ = \(fmt(report.spearman))  p = \(fmt(report.spearmanP))  95 % CI \(report.ci.map { "\(fmt($0[0])) to \(fmt($0[1]))" } ?? "–")")
            }
        }
    }
}

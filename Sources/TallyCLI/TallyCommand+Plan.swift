import ArgumentParser
import Foundation
import TallyCore
import TallyStore

extension TallyCommand {
    struct GoalCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "goal", abstract: "Your goal: lose, maintain, gain or gain-muscle, with a target and date.",
            subcommands: [Show.self, Set.self, Clear.self], defaultSubcommand: Show.self)

        struct Show: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Show the goal and its plan.")
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let database = try store.openDatabase()
                let clock = try store.clock()
                let targets = try database.targets(on: try database.today(clock: clock))
                let goal = try database.goal()
                let report = GoalReport(goal: goal, plan: targets.plan)
                if jsonFlag.json { try Output.json(report); return }
                guard let goal else { Output.line("No goal set (Tally plans for maintenance). Set one: tally goal set lose --target 75 --by 2026-06-18"); return }
                Output.line("Goal: \(goal.kind.label)" + (goal.targetKg.map { " to \(GoalPlanner.fmt($0)) kg" } ?? "") + (goal.by.map { " by \($0)" } ?? ""))
                if let plan = targets.plan { Output.line(plan.message) } else if let problem = targets.problem { Output.line(problem) }
            }
        }

        struct Set: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Set a goal. Unsafe plans are refused with the nearest safe alternative.",
                discussion: """
                    Examples: tally goal set lose --target 75 --by 2026-06-18
                              tally goal set maintain
                              tally goal set gain-muscle
                    Loss is limited to 1 kg (or 1 % of body weight) a week and never below 1,200 kcal (women) or 1,500 kcal (men) a day.
                    """)
            @Argument(help: "lose | maintain | gain | gain-muscle") var kind: String
            @Option(help: "Target weight.") var target: String?
            @Option(help: "kg | lb (default: your profile's units).") var unit: String?
            @Option(help: ArgumentHelp("Reach it by this day.", valueName: "YYYY-MM-DD")) var by: String?
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let database = try store.openDatabase()
                let plan = try database.setGoal(kind: kind, target: target, unit: unit, by: by, clock: try store.clock())
                if jsonFlag.json { try Output.json(GoalReport(goal: plan.goal, plan: plan)); return }
                Output.line(plan.message)
                Output.line("Daily targets: \(CLIUnits.energy(plan.targets.kcal)) · protein \(Int(truncating: plan.targets.protein)) g · carbs \(Int(truncating: plan.targets.carbs)) g · fat \(Int(truncating: plan.targets.fat)) g")
            }
        }

        struct Clear: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Remove the goal (targets fall back to maintenance).")
            @OptionGroup var store: StoreOptions
            func run() throws {
                try store.openDatabase().clearGoal(clock: try store.clock())
                Output.line("Goal cleared; targets are for maintenance.")
            }
        }
    }

    struct Targets: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "targets", abstract: "Daily energy and macro targets: BMR, TDEE, goal, your overrides.",
            subcommands: [Show.self, Set.self, Use.self], defaultSubcommand: Show.self)

        struct Show: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Show today's targets and how they were worked out.")
            @Argument(help: "Day (default today).") var date: String?
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let database = try store.openDatabase()
                let clock = try store.clock()
                let day = try date.map(parseDay) ?? database.today(clock: clock)
                let result = try database.targets(on: day)
                let report = TargetsReport(result, date: day)
                if jsonFlag.json { try Output.json(report); return }
                if let bmr = report.bmr, let tdee = report.tdee {
                    Output.line("BMR \(CLIUnits.energy(bmr)) (\(result.formula?.label ?? "")) · TDEE \(CLIUnits.energy(tdee))" + (report.expenditure == "adaptive" ? " (adaptive estimate)" : ""))
                }
                if let plan = report.plan { Output.line(plan) }
                if let kcal = report.kcal {
                    Output.line(
                        "Targets: \(CLIUnits.energy(kcal)) · protein \(Int(truncating: report.protein_g ?? 0)) g · carbs \(Int(truncating: report.carbs_g ?? 0)) g · fat \(Int(truncating: report.fat_g ?? 0)) g"
                            + (report.overridden.isEmpty ? "" : Output.styled("  (set by you: \(report.overridden.joined(separator: ", ")))", .dim)))
                }
                if let problem = report.problem { Output.line(Output.styled(problem, .dim)) }
            }
        }

        struct Set: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Override targets by hand (kcal, protein, carbs, fat); --clear returns to the computed ones.")
            @Option(help: "kcal a day.") var kcal: String?
            @Option(help: "Protein, g.") var protein: String?
            @Option(help: "Carbohydrate, g.") var carbs: String?
            @Option(help: "Fat, g.") var fat: String?
            @Flag(help: "Remove all overrides first.") var clear = false
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                var values: [NutrientKey: String] = [:]
                values[.kcal] = kcal
                values[.protein] = protein
                values[.carbs] = carbs
                values[.fat] = fat
                if values.isEmpty && !clear { throw TallyError.invalid(field: nil, "give --kcal, --protein, --carbs or --fat (or --clear)") }
                let database = try store.openDatabase()
                let clock = try store.clock()
                _ = try database.setTargetOverrides(values, clear: clear, clock: try store.clock())
                let day = try database.today(clock: clock)
                let report = TargetsReport(try database.targets(on: day), date: day)
                if jsonFlag.json { try Output.json(report); return }
                Output.line("Targets: \(CLIUnits.energy(report.kcal ?? 0)) · protein \(Int(truncating: report.protein_g ?? 0)) g · carbs \(Int(truncating: report.carbs_g ?? 0)) g · fat \(Int(truncating: report.fat_g ?? 0)) g")
            }
        }

        struct Use: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Base targets on the formula TDEE or on the adaptive estimate from your log (tally expenditure).")
            @Argument(help: "formula | adaptive") var source: String
            @OptionGroup var store: StoreOptions

            func run() throws {
                let database = try store.openDatabase()
                switch source.lowercased() {
                case "adaptive":
                    let estimate = try database.setExpenditureSource(adaptive: true, clock: try store.clock())
                    Output.line("Targets now use the adaptive estimate (\(CLIUnits.energy(estimate?.tdee.rounded() ?? 0)), \(estimate?.confidence.rawValue ?? "") confidence).")
                case "formula":
                    _ = try database.setExpenditureSource(adaptive: false, clock: try store.clock())
                    Output.line("Targets now use the formula TDEE.")
                default:
                    throw TallyError.invalid(field: "source", "use formula or adaptive")
                }
            }
        }
    }

    struct BudgetCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "budget", abstract: "Flexible budgets: a daily, weekly or custom-period total that redistributes.",
            subcommands: [Show.self, Set.self], defaultSubcommand: Show.self)

        struct Show: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "The current budget with its per-day breakdown.")
            @Option(help: ArgumentHelp("A day in the period (default today).", valueName: "YYYY-MM-DD")) var date: String?
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let database = try store.openDatabase()
                let clock = try store.clock()
                let report = try database.budgetReport(containing: try date.map(parseDay), clock: clock)
                if jsonFlag.json { try Output.json(report); return }
                Output.line(Output.styled("Budget for the \(report.period): \(report.start) to \(report.end)", .bold))
                Output.line("Total \(CLIUnits.energy(report.total)) · eaten \(Int(truncating: report.consumed)) · left \(Int(truncating: report.remaining))" + (report.todayAllowance.map { " · today \(CLIUnits.energy($0))" } ?? ""))
                Output.line("At this pace: \(CLIUnits.energy(report.projected)) (\(report.projected > report.total ? "over" : "under") by \(Int(truncating: abs(report.projected - report.total))))")
                for line in report.days {
                    Output.line("  \(TimeFormat.shortDate(line.date).padding(toLength: 10, withPad: " ", startingAt: 0)) \(String(Int(truncating: line.consumed)).padding(toLength: 6, withPad: " ", startingAt: 0)) of \(CLIUnits.energy(line.allowance))")
                }
                let today = clock.today(try database.catalog().settings.dayBoundary)
                let empty = report.days.filter { $0.date < today && $0.consumed == 0 }
                if !empty.isEmpty {
                    Output.line(Output.styled(
                        "Nothing logged on \(empty.map { TimeFormat.shortDate($0.date) }.joined(separator: ", ")): those days count as 0 kcal eaten. Log them (tally quick KCAL --at \"YYYY-MM-DD HH:MM\") for a true allowance.",
                        .dim))
                }
            }
        }

        struct Set: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Choose the budget period.",
                discussion: """
                    tally budget set --period day
                    tally budget set --period week --week-start monday
                    tally budget set --period custom --from 2026-12-20 --to 2027-01-02
                    """)
            @Option(help: "day | week | custom") var period: String
            @Option(name: .customLong("week-start"), help: "monday … sunday") var weekStart: String?
            @Option(help: "Custom start.") var from: String?
            @Option(help: "Custom end.") var to: String?
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let settings = try store.openDatabase().setBudget(period: period, weekStart: weekStart, from: from, to: to)
                if jsonFlag.json { try Output.json(settings.period.settings); return }
                Output.line("Budget period: \(settings.period.label)")
            }
        }
    }

    struct Expenditure: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Adaptive expenditure: TDEE from your logged intake and trend-weight change (14–28 days).")
        @OptionGroup var jsonFlag: JSONFlag
        @OptionGroup var store: StoreOptions


        func run() throws {
            let database = try store.openDatabase()
            let e = try database.expenditure(clock: try store.clock())
            let report = ExpenditureReport(e)
            if jsonFlag.json { try Output.json(report); return }
            Output.line("Estimated expenditure: \(CLIUnits.energy(report.tdee)) a day (\(report.confidence) confidence)")
            Output.line(Output.styled("From \(report.from) to \(report.to): average intake \(CLIUnits.energy(report.averageIntake)) over \(report.intakeDays) logged days, trend \(report.trendChangeKg >= 0 ? "+" : "")\(CLIUnits.mass(report.trendChangeKg)) over \(report.weighIns) weigh-ins", .dim))
            for note in report.notes { Output.line(Output.styled("  · \(note)", .dim)) }
            Output.line("Use it for your targets with: tally targets use adaptive")
        }
    }

    struct Balance: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "A day's balance: intake against BMR plus exercise.")
        @Argument(help: "Day (default today).") var date: String?
        @OptionGroup var jsonFlag: JSONFlag
        @OptionGroup var store: StoreOptions

        func run() throws {
            let database = try store.openDatabase()
            let clock = try store.clock()
            let day = try date.map(parseDay) ?? database.today(clock: clock)
            let report = try database.balance(on: day)
            if jsonFlag.json { try Output.json(report); return }
            Output.line(Output.styled(TimeFormat.longDate(day), .bold))
            Output.line("Eaten \(CLIUnits.energy(report.intake))" + (report.target.map { " of \(Int(truncating: $0))" } ?? "") + (report.remaining.map { " · \(Int(rounding: $0)) left" } ?? ""))
            if let bmr = report.bmr, let net = report.net {
                let activity = report.activeEnergy.map { "\(Int(rounding: $0)) active (measured)" } ?? "\(Int(rounding: report.exercise)) exercise"
                Output.line("Burned \(Int(truncating: bmr)) resting + \(activity) = \(CLIUnits.energy(report.expenditure ?? 0)) · net \(net >= 0 ? "+" : "")\(CLIUnits.energy(net))")
            } else {
                Output.line(Output.styled("Set up your profile to see the balance: tally profile set …", .dim))
            }
        }
    }
}

import ArgumentParser
import Foundation
import TallyCore
import TallyStore

extension TallyCommand {
    struct Metric: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "metric", abstract: "Body measurements: weight, lean mass, body fat, waist, steps, height.",
            subcommands: [Add.self, List.self, Delete.self], defaultSubcommand: List.self)

        struct Add: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Add a measurement.",
                discussion: """
                    Examples: tally metric add weight 82.4
                              tally metric add weight 181.5 --unit lb --date 2026-11-20
                              tally metric add waist 33 --unit in
                              tally metric add bodyfat 21.5
                    Several a day are kept; the day uses the first (steps: the largest).
                    """)
            @Argument(help: "weight | leanmass | bodyfat | waist | steps | height") var kind: String
            @Argument(help: "The value.") var value: String
            @Option(help: "kg, lb, cm or in (default: metric, or imperial per your profile).") var unit: String?
            @Option(help: ArgumentHelp("When (default: now).", valueName: "YYYY-MM-DD[ HH:MM]")) var date: String?
            @Option(help: "A note.") var note: String?
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let metric = try MetricKind.parse(kind)
                let database = try store.openDatabase()
                let clock = try store.clock()
                let measurement = try database.addMeasurement(kind: metric, value: value, unit: unit, date: date, note: note, clock: clock)
                let report = MeasurementReport(measurement, imperial: try database.profile().imperial, timeZone: clock.timeZone)
                if jsonFlag.json { try Output.json(report); return }
                Output.line("Added #\(measurement.id): \(metric.label.lowercased()) \(report.display) on \(measurement.day)")
            }
        }

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "List measurements.")
            @Argument(help: "Only this kind.") var kind: String?
            @Option(help: "From day.") var from: String?
            @Option(help: "To day.") var to: String?
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let database = try store.openDatabase()
                let clock = try store.clock()
                let list = try database.measurements(
                    kind: try kind.map(MetricKind.parse), from: try from.map(parseDay), to: try to.map(parseDay))
                let imperial = try database.profile().imperial
                let reports = list.map { MeasurementReport($0, imperial: imperial, timeZone: clock.timeZone) }
                if jsonFlag.json { try Output.json(["measurements": reports]); return }
                if reports.isEmpty { Output.line("No measurements yet. Add one with: tally metric add weight KG") }
                for report in reports.suffix(200) {
                    Output.line("#\(report.id)  \(report.date)  \(report.kind.padding(toLength: 9, withPad: " ", startingAt: 0)) \(report.display)" + (report.note.map { Output.styled("  — \($0)", .dim) } ?? ""))
                }
            }
        }

        struct Delete: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Delete a measurement.")
            @Argument(help: "Measurement id.") var id: Int64
            @OptionGroup var store: StoreOptions

            func run() throws {
                let removed = try store.openDatabase().deleteMeasurement(id: id)
                Output.line("Deleted #\(removed.id): \(removed.kind.label.lowercased()) on \(removed.day)")
            }
        }
    }

    struct Body: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Body metrics over a time frame: daily values, 7-day averages, trend; BMI and waist-to-height.")
        @Option(help: "1w | 1m | 3m | 6m | 1y | all") var range: String = "1m"
        @OptionGroup var jsonFlag: JSONFlag
        @OptionGroup var store: StoreOptions

        func run() throws {
            let database = try store.openDatabase()
            let clock = try store.clock()
            let profile = try database.profile()
            let report = try database.bodyReport(range: range, clock: clock)
            if jsonFlag.json { try Output.json(report); return }
            Output.line(Output.styled("Body, \(report.from.map { "\($0) to " } ?? "all to ")\(report.to)", .bold))
            if report.metrics.isEmpty { Output.line("No measurements yet. Add one with: tally metric add weight KG") }
            for kind in MetricKind.allCases {
                guard let points = report.metrics[kind.rawValue], let last = points.last else { continue }
                let unit = BodyFormat.unit(kind, imperial: profile.imperial)
                var line = "  \(kind.label.padding(toLength: 10, withPad: " ", startingAt: 0)) \(EntryPlanner.formatNumber(last.value)) \(unit)"
                line += Output.styled("  7-day avg \(EntryPlanner.formatNumber((last.avg7 * 10).rounded() / 10)) · trend \(EntryPlanner.formatNumber((last.trend * 10).rounded() / 10))", .dim)
                if points.count > 1 {
                    let change = last.trend - points[0].trend
                    line += Output.styled(" · \(change >= 0 ? "+" : "")\(EntryPlanner.formatNumber((change * 10).rounded() / 10)) over the range", .dim)
                }
                Output.line(line)
            }
            if let bmi = report.bmi { Output.line("  BMI \(EntryPlanner.formatNumber(bmi.value)) — \(bmi.category)") }
            if let ratio = report.waistToHeight { Output.line("  Waist-to-height \(EntryPlanner.formatNumber(ratio.value)) — \(ratio.category)") }
        }
    }

    struct ProfileCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "profile", abstract: "Your profile: birth date, sex, height, activity, units.",
            subcommands: [Show.self, Set.self], defaultSubcommand: Show.self)

        struct Show: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Show the profile.")
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let database = try store.openDatabase()
                let clock = try store.clock()
                let report = ProfileReport(try database.profile(), today: try database.today(clock: clock))
                if jsonFlag.json { try Output.json(report); return }
                Output.line("Birth date: \(report.birthDate.map { "\($0) (\(report.age ?? 0) years)" } ?? "not set")")
                Output.line("Sex:        \(report.sex ?? "not set")")
                Output.line("Height:     \(report.heightCm.map { BodyFormat.value($0, kind: .height, imperial: report.units == "imperial") } ?? "not set")")
                Output.line("Activity:   \(report.activity.flatMap { ActivityLevel(rawValue: $0)?.label } ?? "not set")")
                Output.line("Units:      \(report.units), energy in \(report.energyUnit == "kj" ? "kJ" : "kcal")")
                Output.line("Formula:    \(report.formula ?? "auto (Katch–McArdle with a recent body fat, else Mifflin–St Jeor)")")
                if let motivation = report.motivation { Output.line("Why:        \(motivation)") }
            }
        }

        struct Set: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Set profile values (only those given change).",
                discussion: "Example: tally profile set --birth-date 1990-04-12 --sex female --height 168 --activity moderate")
            @Option(name: .customLong("birth-date"), help: "YYYY-MM-DD") var birthDate: String?
            @Option(help: "male | female") var sex: String?
            @Option(help: "Height (cm, or with --height-unit in).") var height: String?
            @Option(name: .customLong("height-unit"), help: "cm | in") var heightUnit: String?
            @Option(help: "sedentary | light | moderate | very | extreme") var activity: String?
            @Option(help: "metric | imperial (display; storage stays metric)") var units: String?
            @Option(name: .customLong("energy-unit"), help: "kcal | kj (display)") var energyUnit: String?
            @Option(help: "Why you are doing this, in your words.") var motivation: String?
            @Option(help: "BMR formula: auto | mifflin | katch | harris") var formula: String?
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let database = try store.openDatabase()
                let clock = try store.clock()
                let profile = try database.updateProfile(
                    AppDatabase.ProfileChanges(
                        birthDate: birthDate, sex: sex, height: height, heightUnit: heightUnit, activity: activity, units: units,
                        motivation: motivation, formula: formula, energyUnit: energyUnit), clock: clock)
                let report = ProfileReport(profile, today: try database.today(clock: clock))
                if jsonFlag.json { try Output.json(report); return }
                Output.line("Profile updated.")
            }
        }
    }

}


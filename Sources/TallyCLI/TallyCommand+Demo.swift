import ArgumentParser
import Foundation
import TallyCore
import TallyStore

extension TallyCommand {
    struct Demo: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Fill an empty data directory with years of realistic, generated history (for a tour or benchmarks).",
            discussion: """
                tally demo --years 5 --data /tmp/tally-demo
                tally serve --data /tmp/tally-demo
                Meals, drinks, daily weigh-ins, body fat, waist, steps, and push/pull/legs, runs and yoga with
                progressive overload, ending today. The same --seed gives the same data.
                """)
        @Option(help: "Years of history (1–30).") var years = 5
        @Option(help: "Random seed.") var seed: UInt64 = 20_261_121
        @OptionGroup var jsonFlag: JSONFlag
        @OptionGroup var store: StoreOptions

        struct Report: Encodable {
            var from: Day
            var to: Day
            var days: Int
            var entries: Int
            var measurements: Int
            var workouts: Int
            var sets: Int
            var seconds: Double
        }

        func validate() throws {
            guard (1...30).contains(years) else { throw ValidationError("--years must be 1–30") }
        }

        func run() throws {
            let database = try store.openDatabase()
            let clock = try store.clock()
            let today = try database.today(clock: clock)
            let started = Date()
            let plan = DemoData.plan(years: years, today: today, seed: seed)
            let count = try database.loadDemo(plan, clock: clock)
            let report = Report(
                from: plan.from, to: plan.to, days: count.days, entries: count.entries, measurements: count.measurements, workouts: count.workouts,
                sets: count.sets, seconds: (Date().timeIntervalSince(started) * 10).rounded() / 10)
            if jsonFlag.json { try Output.json(report); return }
            Output.line("Demo history \(report.from) to \(report.to): \(report.entries) entries, \(report.measurements) measurements, \(report.workouts) workouts (\(report.sets) sets) in \(EntryPlanner.formatNumber(report.seconds)) s")
            Output.line("Open it with: tally serve --data \(store.directory.path)")
        }
    }
}

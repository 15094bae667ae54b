import ArgumentParser
import Foundation
import TallyCore
import TallyImport
import TallyStore

extension TallyCommand {
    struct WorkoutCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "workout", abstract: "Log and review workouts: duration, RPE, sets, energy.",
            subcommands: [Log.self, List.self, Show.self, Delete.self], defaultSubcommand: List.self)

        struct Log: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Log a workout.",
                discussion: """
                    Examples: tally workout log "Vinyasa Yoga" --minutes 60 --rpe 4
                              tally workout log "Push Day" --minutes 55 --rpe 8 --set "Bench Press 80kg x5 @8" \\
                                  --set "Bench Press 60kg x8 warmup" --set "Dip x12"
                    Energy = MET × body kg × hours (2024 Compendium), the MET placed by RPE within the activity.
                    """)
            @Argument(help: "A name for the session.") var name: String
            @Option(help: "Duration in minutes.") var minutes: String
            @Option(help: "Overall RPE, 1 (rest) to 10 (maximum effort).") var rpe: String?
            @Option(help: ArgumentHelp("When it started, local time.", valueName: "YYYY-MM-DD HH:MM")) var at: String?
            @Option(name: .customLong("set"), help: "\"EXERCISE WEIGHT[kg|lb] xREPS [@RPE] [warmup]\" (repeat).") var sets: [String] = []
            @Option(help: "Activity for the energy estimate (default: from the name).") var activity: String?
            @Option(help: "Notes.") var notes: String?
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let database = try store.openDatabase()
                let clock = try store.clock()
                let workout = try database.logWorkout(
                    WorkoutRequest(name: name, minutes: minutes, rpe: rpe, at: at, sets: sets, activity: activity, notes: notes), clock: clock)
                let report = WorkoutReport(workout, timeZone: clock.timeZone)
                if jsonFlag.json { try Output.json(report); return }
                Output.line("Logged #\(workout.id): \(workout.name) · \(EntryPlanner.formatNumber(report.minutes)) min" + (workout.rpe.map { " · RPE \(EntryPlanner.formatNumber($0))" } ?? "") + " · \(CLIUnits.energy(report.kcal)) (\(workout.activity), MET \(EntryPlanner.formatNumber((workout.met * 10).rounded() / 10)))")
                if workout.bodyKgAssumed {
                    Output.line(Output.styled("No weigh-in yet: energy assumes \(CLIUnits.mass(WorkoutPlanner.assumedBodyKg)). Add one with: tally metric add weight KG", .dim))
                }
                if report.volumeKg > 0 { Output.line("Volume \(CLIUnits.mass(report.volumeKg)) over \(workout.sets.count) sets") }
            }
        }

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "List workouts.")
            @Option(help: "From day.") var from: String?
            @Option(help: "To day.") var to: String?
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let database = try store.openDatabase()
                let clock = try store.clock()
                let workouts = try database.workouts(from: try from.map(parseDay), to: try to.map(parseDay))
                let reports = workouts.map { WorkoutReport($0, timeZone: clock.timeZone) }
                if jsonFlag.json { try Output.json(["workouts": reports]); return }
                if reports.isEmpty { Output.line("No workouts yet. Log one with: tally workout log NAME --minutes M --rpe R") }
                for r in reports.suffix(100) {
                    Output.line("#\(r.id)  \(r.day)  \(r.name)" + Output.styled("  \(EntryPlanner.formatNumber(r.minutes)) min\(r.rpe.map { " · RPE \(EntryPlanner.formatNumber($0))" } ?? "") · \(CLIUnits.energy(r.kcal))\(r.volumeKg > 0 ? " · \(CLIUnits.mass(r.volumeKg)) volume" : "")", .dim))
                }
            }
        }

        struct Show: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Show a workout with its sets.")
            @Argument(help: "Workout id.") var id: Int64
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let database = try store.openDatabase()
                let clock = try store.clock()
                let report = WorkoutReport(try database.workout(id: id), timeZone: clock.timeZone)
                if jsonFlag.json { try Output.json(report); return }
                Output.line(Output.styled("#\(report.id) \(report.name)", .bold) + "  \(report.startedAt) · \(EntryPlanner.formatNumber(report.minutes)) min\(report.minutesEstimated ? " (estimated)" : "")" + (report.rpe.map { " · RPE \(EntryPlanner.formatNumber($0))" } ?? ""))
                Output.line("\(CLIUnits.energy(report.kcal)): \(report.activity), MET \(EntryPlanner.formatNumber((report.met * 10).rounded() / 10)) × \(CLIUnits.mass(report.bodyKg))\(report.bodyKgAssumed ? " (assumed; no weigh-in yet)" : "") × \(EntryPlanner.formatNumber((report.minutes / 60 * 100).rounded() / 100)) h")
                for set in report.sets {
                    var line = "  \(set.position). \(set.exercise)"
                    if let w = set.weightKg { line += " \(CLIUnits.mass(w))" }
                    if let r = set.reps { line += " × \(EntryPlanner.formatNumber(r))" }
                    if let d = set.distanceM { line += " \(CLIUnits.distance(d))" }
                    if let s = set.seconds { line += " \(EntryPlanner.formatNumber(s)) s" }
                    if let rpe = set.rpe { line += " @\(EntryPlanner.formatNumber(rpe))" }
                    if set.type != .normal { line += Output.styled(" \(set.type.rawValue)", .dim) }
                    if let e = set.e1rm { line += Output.styled("  e1RM \(EntryPlanner.formatNumber((e * 10).rounded() / 10))", .dim) }
                    Output.line(line)
                }
                if let notes = report.notes { Output.line("Notes: \(notes)") }
            }
        }

        struct Delete: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Delete a workout and its sets.")
            @Argument(help: "Workout id.") var id: Int64
            @OptionGroup var store: StoreOptions

            func run() throws {
                let removed = try store.openDatabase().deleteWorkout(id: id)
                Output.line("Deleted workout #\(removed.id) \(removed.name) on \(removed.day)")
            }
        }
    }

    struct Lift: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Progress of a lift: best estimated 1RM per day and records (kg).")
        @Argument(help: "Exercise name (case-insensitive; a unique prefix works).") var exercise: String
        @Option(help: "1w | 1m | 3m | 6m | 1y | all") var range: String = "all"
        @Option(help: "epley | brzycki | …") var formula: String = "epley"
        @OptionGroup var jsonFlag: JSONFlag
        @OptionGroup var store: StoreOptions

        func run() throws {
            let database = try store.openDatabase()
            let clock = try store.clock()
            let report = try database.liftReport(exercise: exercise, range: range, formula: formula, clock: clock)
            if jsonFlag.json { try Output.json(report); return }
            Output.line(Output.styled("\(report.exercise) — estimated 1RM (\(report.formula))", .bold))
            if report.series.isEmpty { Output.line("No working sets with weight and reps in this range.") }
            for point in report.series.suffix(30) {
                Output.line("  \(point.date)  \(CLIUnits.mass(point.e1rm))" + Output.styled("  (\(CLIUnits.mass(point.weight)) × \(EntryPlanner.formatNumber(point.reps)))", .dim))
            }
            if let best = report.best { Output.line("Best: \(CLIUnits.mass(best.e1rm)) on \(best.date) (\(EntryPlanner.formatNumber(best.weight)) × \(EntryPlanner.formatNumber(best.reps)))") }
            if let heaviest = report.heaviest { Output.line("Heaviest: \(CLIUnits.mass(heaviest.weight)) × \(EntryPlanner.formatNumber(heaviest.reps)) on \(heaviest.date)") }
        }
    }

    struct Training: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Training summaries.", subcommands: [Week.self], defaultSubcommand: Week.self)

        struct Week: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "This week: sessions, minutes, volume, effort (Σ minutes × RPE), average RPE.")
            @Option(help: ArgumentHelp("A day in the week (default today).", valueName: "YYYY-MM-DD")) var date: String?
            @Option(name: .customLong("week-start"), help: "monday … sunday (default monday)") var weekStart: String = "monday"
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let database = try store.openDatabase()
                let clock = try store.clock()
                let report = try database.trainingWeekReport(containing: try date.map(parseDay), weekStart: weekStart, clock: clock)
                if jsonFlag.json { try Output.json(report); return }
                Output.line(Output.styled("Week of \(report.start)", .bold) + " — \(report.sessions) session\(report.sessions == 1 ? "" : "s") · \(EntryPlanner.formatNumber(report.minutes)) min · \(CLIUnits.energy(report.kcal))")
                Output.line("Volume \(CLIUnits.mass(report.volumeKg)) (last week \(EntryPlanner.formatNumber(report.previousWeek.volumeKg))) · effort \(Int(truncating: report.effort)) (last week \(Int(truncating: report.previousWeek.effort)))")
                for (activity, rpe) in report.averageRPE.sorted(by: { $0.key < $1.key }) { Output.line("  \(activity): average RPE \(EntryPlanner.formatNumber(rpe))") }
            }
        }
    }

    struct ExerciseCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "exercise", abstract: "The exercise library.", subcommands: [List.self, Add.self], defaultSubcommand: List.self)

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "List exercises.")
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let list = try store.openDatabase().exercises()
                if jsonFlag.json {
                    try Output.json(["exercises": list.map(ExerciseReport.init)])
                    return
                }
                for e in list { Output.line("\(e.name)" + Output.styled("  \(e.category)\(e.equipment.map { ", \($0)" } ?? "")\(e.isCustom ? " · custom" : "")", .dim)) }
            }
        }

        struct Add: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Add a custom exercise.")
            @Argument(help: "Name.") var name: String
            @Option(help: "strength | cardio | mobility") var category: String = "strength"
            @Option(help: "barbell, dumbbell, machine, cable, bodyweight, …") var equipment: String?
            @OptionGroup var store: StoreOptions

            func run() throws {
                let exercise = try store.openDatabase().addExercise(name: name, category: category, equipment: equipment)
                Output.line("Added exercise \(exercise.name)")
            }
        }
    }

    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Import another app's data: Strong or Hevy workouts, Apple Health, Health Auto Export; re-importing adds nothing twice.",
            discussion: """
                tally import strong strong.csv [--weight-unit lb]
                tally import hevy workouts.csv
                tally import apple-health export.zip [--dry-run] [--prefer "Garmin"]
                tally import health-auto-export HealthAutoExport.json
                tally import myfitnesspal File-Export-….zip|DIR|FILE.csv [--weight-unit kg|lb] [--dry-run]
                tally import cronometer DIR|servings.csv|dailysummary.csv|biometrics.csv [--dry-run]
                tally import tally tally.json          (Tally's own export, into an empty data directory)
                Bare weights (older Strong files) are read as kg or lb by plate math unless --weight-unit says.
                Apple Health: export.zip (read in place, never extracted) or export.xml; weight, body fat, lean
                mass, waist, height, daily steps and active energy, resting heart rate, sleep, what was eaten
                (one entry per meal) and workouts with their routes. When a Watch and an iPhone both counted the
                same hour, the Watch counts (--prefer puts a source of your choice first).
                MyFitnessPal and Cronometer: every day stays the day the app filed it under; each file is written
                whole or not at all; a newer, overlapping export adds new days and replaces days that changed.
                MyFitnessPal's weights have no unit in the file: --weight-unit says it, or Tally asks.
                """)
        @Argument(help: "strong | hevy | apple-health | health-auto-export | myfitnesspal | cronometer") var app: String
        @Argument(help: "The exported file.") var file: String
        @Option(name: .customLong("weight-unit"), help: "kg | lb: the unit of bare weights (Strong files without units).") var weightUnit: String?
        @Flag(name: .customLong("dry-run"), help: "Report what would be imported without writing anything.") var dryRun = false
        @Option(name: .customLong("prefer"), help: "A source name (or part of one) to trust first when several measured the same thing; repeatable.")
        var prefer: [String] = []
        @OptionGroup var jsonFlag: JSONFlag
        @OptionGroup var store: StoreOptions


        func run() throws {
            let clock = try store.clock()
            if let weightUnit, !["kg", "lb", "lbs"].contains(weightUnit.lowercased()) {
                throw TallyError.invalid(field: "weightUnit", "--weight-unit must be kg or lb")
            }
            let result: WorkoutImportResult
            switch app.lowercased() {
            case "strong": result = try StrongReader.read(path: file, weightUnit: weightUnit, timeZone: clock.timeZone)
            case "hevy": result = try HevyReader.read(path: file, timeZone: clock.timeZone)
            case "apple-health", "applehealth", "health-auto-export", "healthautoexport", "hae":
                try importHealth(clock: clock)
                return
            case "myfitnesspal", "mfp":
                try importDiary(.myFitnessPal, clock: clock)
                return
            case "cronometer":
                try importDiary(.cronometer, clock: clock)
                return
            case "tally":
                try importTally()
                return
            default:
                throw TallyError.invalid(
                    field: "app", "unknown app '\(app)'; use strong, hevy, apple-health, health-auto-export, myfitnesspal or cronometer")
            }
            let report = try store.openDatabase().importWorkouts(
                result, app: app.lowercased(), file: (file as NSString).lastPathComponent, dryRun: dryRun, clock: clock)
            if jsonFlag.json { try Output.json(report); return }
            let verb = dryRun ? "Would import (dry run, nothing written)" : "Imported"
            Output.line("\(verb) \(report.workouts) workouts with \(report.sets) sets from \(report.rows) rows (\(report.dialect); weights in \(report.weightUnit))")
            if report.alreadyPresent > 0 { Output.line("\(report.alreadyPresent) workouts were already there") }
            for (reason, count) in report.skipped.sorted(by: { $0.key < $1.key }) { Output.line(Output.styled("  skipped \(count): \(reason)", .dim)) }
        }
    }
}

extension TallyCommand.Import {
    /// Apple Health or Health Auto Export: read (streaming, with progress), then one transaction.
    func importHealth(clock: AppClock) throws {
        let database = try store.openDatabase()
        let options = AppleHealthReader.Options(home: clock.timeZone, boundary: try database.settings().dayBoundary, preferred: prefer)
        let started = Date()
        let batch: HealthBatch
        if app.lowercased().contains("apple") {
            let progress = ImportProgress(label: "Reading \((file as NSString).lastPathComponent)")
            batch = try AppleHealthReader.read(path: file, options: options) { done, total, records in
                progress.update(done: done, total: total, records: records)
            }
            progress.finish()
        } else {
            batch = try HealthAutoExportReader.read(path: file, options: options)
        }
        let report = try database.importHealth(
            batch, file: (file as NSString).lastPathComponent, dryRun: dryRun, routes: store.directory.appendingPathComponent("routes"), clock: clock)
        if jsonFlag.json {
            try Output.json(report)
            return
        }
        let seconds = Date().timeIntervalSince(started)
        Output.line(TextRender.healthImport(report, seconds: seconds))
    }
}

extension TallyCommand.Import {
    /// Tally's own JSON export into an empty data directory, in one transaction.
    func importTally() throws {
        let size = ((try? FileManager.default.attributesOfItem(atPath: file)[.size]) as? NSNumber)?.intValue ?? 0
        guard FileManager.default.isReadableFile(atPath: file) else { throw TallyError.notFound(field: "file", "cannot read \(file)") }
        guard size <= 2_000_000_000 else { throw TallyError.invalid(field: "file", "\(file) is larger than 2 GB; is it a Tally export?") }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            throw CLIError("cannot read \(file): \(error.localizedDescription)")
        }
        let export = try AppDatabase.decodeExport(data)
        let database = try store.openDatabase()
        if dryRun {
            let owned = try database.ownedRowCounts().filter { $0.value > 0 }
            Output.line("Would import \(export.rowCounts.values.reduce(0, +)) rows from \(file) (exported \(export.exportedAt))")
            if let first = owned.first { Output.line("but this data directory already has \(first.value) \(first.key): import into a new --data DIR") }
            return
        }
        let counts = try database.importExport(export, dataDirectory: store.directory)
        if jsonFlag.json {
            try Output.json(counts)
            return
        }
        Output.line("Imported \(counts.values.reduce(0, +)) rows from \(file) (exported \(export.exportedAt)):")
        for (table, count) in counts.sorted(by: { $0.key < $1.key }) where count > 0 { Output.line("  \(table): \(count)") }
    }

    /// A MyFitnessPal or Cronometer export: every file read first (a bad one stops everything before
    /// any write), then each file written in its own transaction.
    func importDiary(_ diary: FoodDiaryReader.App, clock: AppClock) throws {
        let database = try store.openDatabase()
        var unit = try weightUnit.map { try BodyUnit.parse($0) }
        let label = "Reading \((file as NSString).lastPathComponent)"
        func readAll(_ unit: BodyUnit?) throws -> [DiaryFile] {
            let progress = ImportProgress(label: label)
            defer { progress.finish() }
            return try FoodDiaryReader.read(path: file, app: diary, options: .init(timeZone: clock.timeZone, weightUnit: unit)) { done, total, rows in
                progress.update(done: done, total: total, records: rows)
            }
        }
        var files = try readAll(unit)
        if diary == .myFitnessPal, unit == nil, FoodDiaryReader.needsWeightUnit(files) {
            guard isatty(STDIN_FILENO) != 0 else {
                throw TallyError.invalid(
                    field: "weightUnit", "MyFitnessPal writes weights without a unit; say which your account uses with --weight-unit kg or --weight-unit lb")
            }
            FileHandle.standardError.write(Data("MyFitnessPal writes weights without a unit. Does your account use kg or lb? ".utf8))
            guard let answer = readLine(), let parsed = try? BodyUnit.parse(answer), parsed == .kg || parsed == .lb else {
                throw TallyError.invalid(field: "weightUnit", "answer kg or lb (or pass --weight-unit)")
            }
            unit = parsed
            files = try readAll(unit)
        }
        let started = Date()
        let report = try database.importDiary(app: diary.rawValue, files: files.map { ($0.name, $0.batch) }, dryRun: dryRun, clock: clock)
        if jsonFlag.json {
            try Output.json(report)
            return
        }
        let seconds = Date().timeIntervalSince(started)
        for file in report.files { Output.line(TextRender.healthImport(file, seconds: seconds)) }
    }
}

/// Bytes read, rate and time left on stderr while a large export streams in.
final class ImportProgress {
    let label: String
    let isTerminal = isatty(STDERR_FILENO) != 0
    let started = Date()
    private var lastDrawn: Date

    init(label: String) {
        self.label = label
        // In a terminal the bar starts at once; in a log, only an import that runs long reports.
        lastDrawn = isTerminal ? .distantPast : Date()
    }

    func update(done: Int64, total: Int64, records: Int) {
        let now = Date()
        guard now.timeIntervalSince(lastDrawn) >= (isTerminal ? 0.2 : 5) else { return }
        lastDrawn = now
        let elapsed = max(now.timeIntervalSince(started), 0.001)
        let rate = Double(done) / elapsed
        let megabytes = { (bytes: Double) in String(format: "%.0f MB", bytes / 1_048_576) }
        var line = "\(label): \(megabytes(Double(done))), \(Int(truncating: Double(records) / elapsed)) records/s"
        if total > 0 {
            let percent = min(100, Int(truncating: Double(done) * 100 / Double(total)))
            let left = rate > 0 ? Double(max(total - done, 0)) / rate : 0
            line += " of \(megabytes(Double(total))) (\(percent)%), \(String(format: "%.1f", rate / 1_048_576)) MB/s, about \(Int(rounding: left))s left"
        }
        FileHandle.standardError.write(Data((isTerminal ? "\r\u{1B}[K" : "") .utf8) + Data((line + (isTerminal ? "" : "\n")).utf8))
    }

    func finish() {
        if isTerminal { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}

import ArgumentParser
import Foundation
import TallyCore
import TallyStore

extension TallyCommand {
    /// `tally export json FILE | csv DIR`: everything, to leave with or to move to another Tally.
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Export everything: JSON (lossless; tally import tally FILE reads it back) or one CSV file per table.",
            discussion: """
                tally export json tally.json     (use - for standard output)
                tally export csv tally-csv/      (a folder; a path ending in .zip writes one zip of the files)
                The export holds the catalog, entries with their nutrient snapshots, your foods and recipes, what you
                did with built-in foods, body measurements, workouts and sets, device days, settings, goals and targets
                with their history, and Lab feedback and widgets. API tokens are not exported.
                """)
        @Argument(help: "json | csv") var format: String
        @Argument(help: "The JSON file (json), or the folder or .zip (csv) to write.") var path: String
        @OptionGroup var store: StoreOptions

        func run() throws {
            let clock = try store.clock()
            let export = try store.openDatabase().export(clock: clock, dataDirectory: store.directory)
            let rows = export.rowCounts.values.reduce(0, +)
            switch format.lowercased() {
            case "json":
                let data = try AppDatabase.encode(export)
                if path == "-" {
                    FileHandle.standardOutput.write(data)
                    return
                }
                do {
                    try data.write(to: URL(fileURLWithPath: path), options: .atomic)
                } catch {
                    throw CLIError("cannot write \(path): \(error.localizedDescription)")
                }
                Output.line("Exported \(rows) rows in \(export.tables.count) tables to \(path) (\(data.count / 1024) KB)")
            case "csv" where path.lowercased().hasSuffix(".zip"):
                try AppDatabase.writeCSVArchive(export, to: URL(fileURLWithPath: path))
                Output.line("Exported \(rows) rows as one CSV file per table in \(path)")
            case "csv":
                let files = try AppDatabase.writeCSV(export, to: URL(fileURLWithPath: path, isDirectory: true))
                Output.line("Exported \(rows) rows to \(files.count) CSV files in \(path)")
            default:
                throw TallyError.invalid(field: "format", "unknown export format '\(Limits.clip(format))'; use json or csv")
            }
        }
    }
}

import ArgumentParser
import Foundation
import TallyCore
import TallyStore

extension TallyCommand {
    /// `tally migrate-database --to postgres://…`: moves a SQLite data directory onto PostgreSQL.
    struct MigrateDatabase: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "migrate-database",
            abstract: "Copy a SQLite data directory (every account's data) into an empty PostgreSQL database, and check every row arrived.",
            discussion: """
                Reads the data directory's SQLite files (the server's own, and with accounts the accounts file and each
                account's) and writes them into new schemas of the PostgreSQL database, each in one transaction, with
                their ids; then counts every table on both sides. Files (documents, photos, routes) stay in the data
                directory: run the servers with the same --data. The SQLite files are left as they were.
                  tally migrate-database --to postgres://tally@db.internal/tally
                Afterwards: tally serve --database postgres://tally@db.internal/tally
                The way back, one person at a time: tally export json me.json --database …, then tally import tally me.json into a new directory.
                """)
        @Option(help: ArgumentHelp("The PostgreSQL database to fill (new schemas; existing data there is refused).", valueName: "postgres://USER@HOST/DB"))
        var to: String
        @OptionGroup var jsonFlag: JSONFlag
        @Option(name: .long, help: ArgumentHelp("Data directory (default: $TALLY_DATA or ~/.local/share/tally).", valueName: "DIR"))
        var data: String?

        struct Moved: Encodable {
            var schema: String
            var account: String?
            var rows: [String: Int]
            var files: Int
        }

        struct Report: Encodable {
            var to: String
            var accounts: Int?
            var stores: [Moved]
            var rows: Int
        }

        func run() throws {
            var options = StoreOptions()
            options.data = data
            options.database = to
            guard let layout = try options.postgres() else { throw CLIError("--to takes a postgres:// URL") }
            let directory = options.serverDirectory
            guard FileManager.default.fileExists(atPath: directory.appendingPathComponent(AppDatabase.fileName).path) else {
                throw CLIError("no Tally database in \(directory.path) to move (--data DIR names it)")
            }
            var moved: [Moved] = []
            var accountCount: Int?
            func move(_ source: AppDatabase, dataPath: String, account: String?, files: URL) throws {
                let schema = try layout.schema(forDataPath: dataPath)
                let target = try AppDatabase.open(postgres: schema, filesDirectory: files, loadsGenericFoods: false)
                if !jsonFlag.json { Output.line("Moving \(account.map { "\($0)'s data" } ?? "the data") into schema \(schema.name) …") }
                let report = try source.copy(into: target)
                let referenced = try source.referencedFiles()
                let missing = referenced.filter { !FileManager.default.fileExists(atPath: files.appendingPathComponent($0).path) }
                if !missing.isEmpty {
                    Output.error("\(missing.count) file(s) the rows name are missing from \(files.path) (e.g. \(missing[0])); the rows were moved as they are")
                }
                moved.append(Moved(schema: schema.name, account: account, rows: report.rows, files: referenced.count - missing.count))
                if !jsonFlag.json {
                    let main = ["entry", "food", "bodyMetric", "workout", "workoutSet"].map { "\(report.rows[$0] ?? 0) \($0)" }.joined(separator: ", ")
                    Output.line("  \(report.total) rows in \(report.rows.count) tables (\(main)), every count checked")
                }
            }
            if AccountStore.isEnabled(in: directory) {
                let accounts = try AccountStore.open(directory: directory)
                let target = try AccountStore.open(postgres: layout, directory: directory)
                let report = try accounts.copy(into: target)
                accountCount = report.rows["account"] ?? 0
                if !jsonFlag.json { Output.line("Moved \(accountCount ?? 0) accounts (\(report.total) rows with sessions and grants) into \(layout.prefix)_accounts") }
                for account in try accounts.users() {
                    let folder = accounts.dataDirectory(for: account)
                    guard FileManager.default.fileExists(atPath: folder.appendingPathComponent(AppDatabase.fileName).path) else { continue }
                    try move(AppDatabase.open(directory: folder, loadsGenericFoods: false), dataPath: account.dataPath, account: account.name, files: folder)
                }
            } else {
                try move(AppDatabase.open(directory: directory, loadsGenericFoods: false), dataPath: "", account: nil, files: directory)
            }
            let total = moved.reduce(0) { $0 + $1.rows.values.reduce(0, +) }
            if jsonFlag.json {
                try Output.json(Report(to: (try? PostgresLocation(url: to).description) ?? to, accounts: accountCount, stores: moved, rows: total))
            } else {
                Output.line("Done: \(total) rows. Serve it with: tally serve --database \((try? PostgresLocation(url: to).description) ?? to) --data \(directory.path)")
            }
        }
    }
}

import ArgumentParser
import Foundation
import TallyCore
import TallyStore

extension TallyCommand {
    struct UnitCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "unit", abstract: "List, add, enable and disable units.",
            subcommands: [List.self, Add.self, Enable.self, Disable.self], defaultSubcommand: List.self)

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "List units.")
            @Flag(help: "Include disabled units.") var all = false
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let units = try store.openDatabase().catalog().units
                if jsonFlag.json { try Output.json(["units": units.map(UnitReport.init)]); return }
                for unit in units where all || unit.isEnabled {
                    var text = "\(unit.symbol.padding(toLength: 9, withPad: " ", startingAt: 0)) \(unit.name)"
                    text += Output.styled(" · \(unit.dimension.rawValue)\(unit.allowsDecimal ? "" : ", whole numbers")", .dim)
                    if !unit.isEnabled { text += Output.styled(" (disabled)", .dim) }
                    Output.line(text)
                }
            }
        }

        struct Add: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Add a unit.",
                discussion: """
                    Example: tally unit add Bowls bowl --no-decimal
                             tally unit add Glasses glass --dimension volume --factor 200   (1 glass = 200 ml)
                    Units of one dimension convert into each other: volume in ml, mass in g, time in minutes.
                    """)
            @Argument(help: "Name, e.g. Bowls.") var name: String
            @Argument(help: "Symbol, e.g. bowl.") var symbol: String
            @Flag(inversion: .prefixedNo, help: "Whether amounts may have decimals.") var decimal = true
            @Option(help: "volume | mass | time | portion | count (default: count).") var dimension: String = "count"
            @Option(help: "How many base units one of this unit is (ml, g or min).") var factor: String = "1"
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                guard let dim = MeasurementUnit.Dimension(rawValue: dimension.lowercased()) else {
                    throw TallyError.invalid(field: "dimension", "unknown dimension '\(dimension)'; use volume, mass, time, portion or count")
                }
                guard let decimalFactor = Portions.parseDecimal(factor) else {
                    throw TallyError.invalid(field: "factor", "'\(factor)' is not a number")
                }
                let unit = try store.openDatabase().addUnit(
                    name: name, symbol: symbol, allowsDecimal: decimal, dimension: dim,
                    baseFactor: NSDecimalNumber(decimal: decimalFactor).doubleValue)
                if jsonFlag.json { try Output.json(UnitReport(unit)) } else { Output.line("Added unit \(unit.name) (\(unit.symbol))") }
            }
        }

        struct Enable: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Enable a unit.")
            @Argument(help: "Symbol or name.") var unit: String
            @OptionGroup var store: StoreOptions
            func run() throws {
                let unit = try store.openDatabase().setUnitEnabled(unit, true)
                Output.line("Enabled \(unit.name) (\(unit.symbol))")
            }
        }

        struct Disable: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Disable a unit (hidden from pickers; entries keep it).")
            @Argument(help: "Symbol or name.") var unit: String
            @OptionGroup var store: StoreOptions
            func run() throws {
                let unit = try store.openDatabase().setUnitEnabled(unit, false)
                Output.line("Disabled \(unit.name) (\(unit.symbol))")
            }
        }
    }

    struct SettingsCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "settings", abstract: "Show or change settings.", subcommands: [Show.self, Cutoff.self, OpenFoodFactsSetting.self],
            defaultSubcommand: Show.self)

        struct Show: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Show settings.")
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions
            func run() throws {
                let report = SettingsReport(try store.openDatabase().settings(), timeZone: try store.clock().timeZone)
                if jsonFlag.json { try Output.json(report); return }
                Output.line("Day cutoff: \(report.dayCutoff) (entries before it count toward the previous day)")
                Output.line("Time zone:  \(report.timeZone)")
                Output.line("Open Food Facts barcode lookups: \(report.openFoodFacts ? "on" : "off")")
            }
        }

        struct OpenFoodFactsSetting: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "open-food-facts", abstract: "Look up barcodes Tally does not know on Open Food Facts (on), or never (off, the default).")
            @Argument(help: "on | off") var state: String
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func validate() throws {
                guard ["on", "off"].contains(state.lowercased()) else { throw ValidationError("say on or off") }
            }

            func run() throws {
                let settings = try store.openDatabase(loadsGenericFoods: false).setOpenFoodFacts(state.lowercased() == "on")
                if jsonFlag.json { try Output.json(SettingsReport(settings, timeZone: try store.clock().timeZone)); return }
                Output.line(settings.openFoodFacts ? "Unknown barcodes are looked up on Open Food Facts (and kept as foods)." : "Barcodes are looked up in your foods only.")
            }
        }

        struct Cutoff: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Set the day cutoff (default 04:00). Entries already logged keep their day.")
            @Argument(help: ArgumentHelp("Time of day.", valueName: "HH:MM")) var time: String
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions
            func run() throws {
                let boundary = try DayBoundary(parsing: time)
                let settings = try store.openDatabase().setDayCutoff(boundary)
                if jsonFlag.json { try Output.json(SettingsReport(settings, timeZone: try store.clock().timeZone)); return }
                Output.line("Day cutoff set to \(settings.dayBoundary.clockText)")
            }
        }
    }

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check the database file (SQLite's quick check; --full for the whole integrity check) and list stored rows Tally cannot fully read.",
            discussion: """
                A damaged file is reported with the way back: tally restore latest. Rows written by older versions or edited outside
                Tally never stop Tally: entries show with a note, other lists leave them out; each is listed with the command that
                fixes it. Exits 1 when there is anything.
                """)
        @Flag(help: "Run the full integrity check (slower on large databases).") var full = false
        @OptionGroup var jsonFlag: JSONFlag
        @OptionGroup var store: StoreOptions

        struct Report: Encodable {
            var integrity: [String]
            var problems: [StoredRowProblem]
            /// On PostgreSQL: connectivity, migration level and the connection pool.
            var postgres: PostgresHealth?
        }

        func run() throws {
            let database: AppDatabase
            do {
                database = try store.openDatabase()
            } catch {
                Output.error("the database cannot be opened: \(error)")
                Output.error("restore the latest good backup with: tally restore latest --yes")
                throw ExitCode.failure
            }
            let integrity = try database.integrityProblems(full: full)
            let problems = integrity.isEmpty ? try database.unreadableRows() : []
            let postgres = try database.postgresHealth()
            if let postgres, !jsonFlag.json {
                Output.line("PostgreSQL \(postgres.serverVersion) at \(postgres.location), schema \(postgres.schema): reachable (\(postgres.roundTripMilliseconds) ms a read)")
                Output.line("  migrations \(postgres.migrationsApplied) of \(postgres.migrationsExpected) applied")
                Output.line(
                    "  connection pool: \(postgres.pool.open) open of \(postgres.pool.size), \(postgres.pool.idle) idle, \(postgres.pool.waiting) waiting, \(postgres.pool.timeouts) timed out")
            }
            if jsonFlag.json {
                try Output.json(Report(integrity: integrity, problems: problems, postgres: postgres))
            } else if !integrity.isEmpty, postgres != nil {
                Output.line("The schema is incomplete:")
                for line in integrity.prefix(10) { Output.line("  \(line)") }
            } else if !integrity.isEmpty {
                Output.line("The database file is damaged:")
                for line in integrity.prefix(10) { Output.line("  \(line)") }
                Output.line("Restore the latest good backup with: tally restore latest --yes (the damaged file is kept beside it)")
            } else if problems.isEmpty {
                Output.line(postgres == nil ? "The database file is whole, and every stored row reads cleanly." : "Every stored row reads cleanly.")
            } else {
                for problem in problems {
                    Output.line("\(problem.table) \(problem.id.map(String.init) ?? "?"): \(problem.problem)")
                    Output.line(Output.styled("  fix: \(problem.fix)", .dim))
                }
            }
            if !problems.isEmpty || !integrity.isEmpty { throw ExitCode.failure }
        }
    }

    struct Info: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Where the data lives, its schema version and how much space it takes.")
        @OptionGroup var backups: BackupOptions
        @OptionGroup var jsonFlag: JSONFlag
        @OptionGroup var store: StoreOptions

        struct Report: Encodable {
            var version: String
            var dataDirectory: String
            var database: String
            var schemaVersion: Int
            var migrations: [String]
            var journalMode: String
            var entries: Int
            /// Bytes: the database (with its WAL), the data directory's files, the backups.
            var databaseBytes: Int64
            var filesBytes: Int64
            var backupsBytes: Int64
            var backups: Int
        }

        func run() throws {
            let database = try store.openDatabase()
            let report = Report(
                version: TallyCommand.version, dataDirectory: store.directory.path, database: database.path,
                schemaVersion: try database.schemaVersion(), migrations: try database.appliedMigrations(),
                journalMode: try database.journalMode(), entries: try database.entryCount(),
                databaseBytes: Backups.size(of: URL(fileURLWithPath: database.path)) + Backups.size(of: URL(fileURLWithPath: database.path + "-wal")),
                filesBytes: Backups.fileFolders.reduce(0) { $0 + Backups.size(of: store.directory.appendingPathComponent($1)) },
                backupsBytes: Backups.size(of: backups.directory(store)), backups: Backups.list(backups.directory(store)).count)
            if jsonFlag.json { try Output.json(report); return }
            Output.line("Tally \(report.version)")
            Output.line("Data directory: \(report.dataDirectory)")
            Output.line("Database:       \(report.database) (schema \(report.schemaVersion), \(report.journalMode))")
            Output.line("Entries:        \(report.entries)")
            Output.line(
                "Storage:        database \(TextRender.bytes(report.databaseBytes)), files \(TextRender.bytes(report.filesBytes)), "
                    + "\(report.backups) backups \(TextRender.bytes(report.backupsBytes))")
        }
    }
}

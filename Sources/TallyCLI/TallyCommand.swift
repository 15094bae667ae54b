import ArgumentParser
import Foundation
import TallyCore
import TallyStore
import TallyServer

/// `tally`: the command-line front end. Commands parse input, call the store and core, and render.
public struct TallyCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "tally",
        abstract: "Tally — a private health lab: portions, calories, training and body, on your own machine.",
        discussion: """
            Data lives in one SQLite file in the data directory: --data DIR, else $TALLY_DATA, else
            $XDG_DATA_HOME/tally or ~/.local/share/tally. Set TALLY_NOW=YYYY-MM-DDTHH:MM to pin "now".
            """,
        version: TallyCommand.version,
        subcommands: [
            Log.self, DayCommand.self, History.self, EntryCommand.self, CategoryCommand.self, MealCommand.self,
            UnitCommand.self, SettingsCommand.self, Info.self, Foods.self, Eat.self, Quick.self, Parse.self, RecipeCommand.self, Bench.self, Metric.self, Body.self, ProfileCommand.self, GoalCommand.self,
            Targets.self, BudgetCommand.self, Expenditure.self, Balance.self, WorkoutCommand.self, Lift.self, Training.self,
            ExerciseCommand.self, Import.self, Export.self, TokenCommand.self, UserCommand.self, CareCommand.self, NotifyCommand.self, DocsCommand.self, Setup.self, Serve.self, Demo.self, Check.self, BackupCommand.self, Restore.self, Vacuum.self, MigrateDatabase.self,
            Lab.self,
        ]
    )

    public static let version = TallyServer.version

    public init() {}

    /// Runs the command line; Tally's own errors print as `error: …` on stderr with exit status 1.
    public static func main(_ arguments: [String]? = nil) async {
        do {
            try rejectNegativeNumbers(arguments ?? Array(CommandLine.arguments.dropFirst()))
            var command = try parseAsRoot(arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let error as TallyError {
            Output.error(error.message)
            Foundation.exit(1)
        } catch let error as CLIError {
            Output.error(error.message)
            Foundation.exit(1)
        } catch {
            exit(withError: error)
        }
    }
}

/// Tally takes no negative numbers (portions, amounts, targets, measurements are zero or more).
/// The argument parser would read "-1" as an unknown option; say what is actually wrong instead.
func rejectNegativeNumbers(_ arguments: [String]) throws {
    for (index, argument) in arguments.enumerated() where argument.count > 1 && argument.hasPrefix("-") {
        guard Portions.parseDecimal(argument) != nil else { continue }
        let previous = index > 0 ? arguments[index - 1] : ""
        let what = previous.hasPrefix("--") ? String(previous.dropFirst(2)) : (arguments.first == "log" ? "portions" : "values")
        throw TallyError.invalid(field: what, "\(what) cannot be negative (got \(argument))")
    }
}

/// A failure the CLI reports itself (bad flags combinations, unreadable files).
struct CLIError: Error, CustomStringConvertible {
    var message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}

/// Options every data command takes.
struct StoreOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Data directory (default: $TALLY_DATA or ~/.local/share/tally).", valueName: "DIR"))
    var data: String?

    @Option(name: .long, help: ArgumentHelp("On a server with accounts: act on this account's data (default: the first account's).", valueName: "NAME"))
    var user: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Keep the data in PostgreSQL instead of the data directory's SQLite file (default: $TALLY_DATABASE_URL). Files (documents, photos) stay in the data directory.",
            valueName: "postgres://USER@HOST/DB"))
    var database: String?

    var environment: [String: String] { ProcessInfo.processInfo.environment }

    /// The PostgreSQL database named by --database or $TALLY_DATABASE_URL, nil for the SQLite file.
    var databaseURL: String? {
        let url = database ?? environment["TALLY_DATABASE_URL"]
        return url.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Where the data is on PostgreSQL (one connection pool per process), nil for SQLite.
    func postgres() throws -> PostgresLayout? {
        guard let url = databaseURL else { return nil }
        guard PostgresLocation.isPostgresURL(url) else {
            throw CLIError("--database takes a postgres:// URL (the SQLite file needs no option: it is in the data directory)")
        }
        do {
            return try PostgresLayout(server: PostgresPools.shared.server(for: url))
        } catch let error as SQLError {
            throw CLIError("--database: \(error.message)")
        }
    }

    /// Whether this server has accounts (on PostgreSQL: in the database, else in the data directory).
    func accountsEnabled() throws -> Bool {
        if let layout = try postgres() { return AccountStore.isEnabled(postgres: layout) }
        return AccountStore.isEnabled(in: serverDirectory)
    }

    /// The server's accounts.
    func openAccounts(passwordCost: UInt8 = 12) throws -> AccountStore {
        if let layout = try postgres() { return try AccountStore.open(postgres: layout, directory: serverDirectory, passwordCost: passwordCost) }
        return try AccountStore.open(directory: serverDirectory, passwordCost: passwordCost)
    }

    /// The server's data directory (every account's data and the accounts file are under it).
    var serverDirectory: URL {
        DataDirectory.resolve(
            flag: data, environment: environment, home: FileManager.default.homeDirectoryForCurrentUser)
    }

    /// The data directory this command works on: `--user`'s on a server with accounts.
    var directory: URL {
        guard user != nil else { return serverDirectory }
        // validate() has refused an unknown account; this fallback holds no one's data.
        return (try? account().directory) ?? serverDirectory.appendingPathComponent("users/.unknown")
    }

    /// The `--user` account and its data directory.
    func account() throws -> (account: Account, directory: URL) {
        guard let user else { throw CLIError("name the account with --user NAME") }
        guard try accountsEnabled() else {
            throw CLIError("this data directory has no accounts; add the first with: tally user add NAME --admin")
        }
        let store = try openAccounts()
        guard let account = try store.user(named: user) else { throw CLIError("no account named '\(user)'; see tally user list") }
        return (account, store.dataDirectory(for: account))
    }

    func validate() throws {
        if user != nil { _ = try account() }
    }

    func openDatabase(loadsGenericFoods: Bool = true) throws -> AppDatabase {
        do {
            let database: AppDatabase
            if let layout = try postgres() {
                if user != nil {
                    let store = try openAccounts()
                    guard let name = user, let account = try store.user(named: name) else { throw CLIError("no account named '\(user ?? "")'") }
                    database = try store.database(for: account, loadsGenericFoods: loadsGenericFoods)
                } else {
                    database = try AppDatabase.open(postgres: layout.schema(forDataPath: ""), filesDirectory: serverDirectory, loadsGenericFoods: loadsGenericFoods)
                }
            } else {
                database = try AppDatabase.open(directory: directory, loadsGenericFoods: loadsGenericFoods)
            }
            // What this command prints is in the person's units.
            if let units = try? database.displayUnits() { CLIUnits.set(units) }
            return database
        } catch let error as TallyError {
            throw error
        } catch let error as CLIError {
            throw error
        } catch {
            throw CLIError("cannot open the database \(databaseURL.map { "at \((try? PostgresLocation(url: $0).description) ?? "the --database URL")" } ?? "in \(directory.path)"): \(error)")
        }
    }

    func clock() throws -> AppClock {
        try AppClock.fromEnvironment(environment)
    }
}

struct JSONFlag: ParsableArguments {
    @Flag(name: .long, help: "Print JSON instead of text.")
    var json = false
}

extension TallyCommand {
    /// Process-wide set-up before any command runs: `tally serve` runs its request handlers on NIO's
    /// event loops (see `ServerThreads`); every other command keeps Swift's own executor.
    public static func prepareProcess(arguments: [String]) {
        guard arguments.dropFirst().first == "serve" else { return }
        // On PostgreSQL the blocking pool's threads wait on the network: one per connection the pool may open.
        let url = arguments.firstIndex(of: "--database").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
            ?? arguments.first { $0.hasPrefix("--database=") }.map { String($0.dropFirst("--database=".count)) }
            ?? ProcessInfo.processInfo.environment["TALLY_DATABASE_URL"]
        if let url, PostgresLocation.isPostgresURL(url) {
            ServerThreads.sizeBlockingPool(forConnections: (try? PostgresLocation(url: url).poolSize) ?? 10)
        }
        ServerThreads.adoptEventLoopsForConcurrency()
    }
}

import ArgumentParser
import Foundation
import TallyCore
import TallyStore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TallyCommand {
    /// `tally user add|list|disable|enable|reset-password`: the accounts of a server with accounts.
    struct UserCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "user",
            abstract: "Accounts, for a household, a coach or a clinic on one server (the admin's commands).",
            discussion: """
                The first account added owns the data already in the data directory; adding it turns accounts
                on, and `tally serve` then asks everyone to sign in. Passwords are read from standard input when
                it is not a terminal (echo "$PASSWORD" | tally user add alice), else asked for twice.
                  tally user add alice --admin
                  tally user add dr-lee --clinician
                  tally user disable bob
                """,
            subcommands: [Add.self, List.self, Disable.self, Enable.self, ResetPassword.self])

        struct ServerOptions: ParsableArguments {
            @Option(name: .long, help: ArgumentHelp("Data directory (default: $TALLY_DATA or ~/.local/share/tally).", valueName: "DIR"))
            var data: String?

            @Option(name: .long, help: ArgumentHelp("The PostgreSQL database the server keeps its data in (default: $TALLY_DATABASE_URL).", valueName: "postgres://USER@HOST/DB"))
            var database: String?

            var directory: URL {
                DataDirectory.resolve(flag: data, environment: ProcessInfo.processInfo.environment, home: FileManager.default.homeDirectoryForCurrentUser)
            }

            func open() throws -> AccountStore {
                var store = StoreOptions()
                store.data = data
                store.database = database
                return try store.openAccounts()
            }

            func clock() throws -> AppClock { try AppClock.fromEnvironment(ProcessInfo.processInfo.environment) }
        }

        /// A password from standard input (the first line) or, at a terminal, typed twice without echo.
        static func readPassword(for name: String) throws -> String {
            if isatty(STDIN_FILENO) == 0 {
                guard let line = Swift.readLine(strippingNewline: true), !line.isEmpty else {
                    throw CLIError("no password on standard input (send it as the first line)")
                }
                return line
            }
            guard let first = getpass("Password for \(name): ").map({ String(cString: $0) }) else { throw CLIError("no password given") }
            guard let second = getpass("Again: ").map({ String(cString: $0) }), second == first else { throw CLIError("the two passwords differ") }
            return first
        }

        struct Add: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Add an account (the first one owns the existing data and turns accounts on).")
            @Argument(help: "The name to sign in with.") var name: String
            @Flag(help: "May manage accounts.") var admin = false
            @Flag(help: "A care-team member (doctor, nutrition specialist) who reads what patients share.") var clinician = false
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var server: ServerOptions

            func validate() throws {
                if admin && clinician { throw ValidationError("an account is --admin or --clinician, not both") }
            }

            func run() throws {
                let store = try server.open()
                let first = try store.users().isEmpty
                let password = try UserCommand.readPassword(for: name)
                let role: AccountRole = admin ? .admin : clinician ? .clinician : .member
                let account = try store.addUser(name: name, password: password, role: role, clock: try server.clock())
                if jsonFlag.json {
                    try Output.json(account)
                    return
                }
                Output.line("Added \(account.role.rawValue) account '\(account.name)'.")
                if first {
                    Output.line("Accounts are on: the data already here is \(account.name)'s, and tally serve now asks everyone to sign in.")
                }
            }
        }

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "The accounts, their roles and whether they are disabled.")
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var server: ServerOptions

            func run() throws {
                let users = try server.open().users()
                if jsonFlag.json {
                    struct Listed: Encodable { var users: [Account] }
                    try Output.json(Listed(users: users))
                    return
                }
                if users.isEmpty { Output.line("No accounts: Tally is single-user. Add one with: tally user add NAME --admin") }
                for user in users {
                    Output.line("\(user.name)  \(user.role.rawValue)\(user.isActive ? "" : "  disabled")")
                }
            }
        }

        struct Disable: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Disable an account: it is signed out everywhere and its tokens stop working.")
            @Argument var name: String
            @OptionGroup var server: ServerOptions

            func run() throws {
                let account = try server.open().setDisabled(name, disabled: true, clock: try server.clock())
                Output.line("Disabled '\(account.name)'; its data is kept.")
            }
        }

        struct Enable: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Enable a disabled account again (also lifts a sign-in lock).")
            @Argument var name: String
            @OptionGroup var server: ServerOptions

            func run() throws {
                let account = try server.open().setDisabled(name, disabled: false, clock: try server.clock())
                Output.line("Enabled '\(account.name)'.")
            }
        }

        struct ResetPassword: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "reset-password", abstract: "Set a new password: the account is signed out everywhere and any lock is lifted.")
            @Argument var name: String
            @OptionGroup var server: ServerOptions

            func run() throws {
                let store = try server.open()
                guard try store.user(named: name) != nil else { throw CLIError("no account named '\(name)'; see tally user list") }
                let password = try UserCommand.readPassword(for: name)
                let account = try store.resetPassword(name, to: password, clock: try server.clock())
                Output.line("New password set for '\(account.name)'; it is signed out everywhere.")
            }
        }
    }
}

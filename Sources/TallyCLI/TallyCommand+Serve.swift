import ArgumentParser
import Foundation
import Logging
import TallyCore
import TallyServer
import TallyStore

extension TallyCommand {
    struct Serve: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run the web app and the REST API (/api/v1) on the same database as the CLI.",
            discussion: """
                Open http://127.0.0.1:8080 in a browser (add it to a phone's home screen from there).
                Binds to localhost unless --host says otherwise. Without accounts Tally has no login, so only
                expose it on a network you trust; with accounts (tally user add) everyone signs in, and it may
                listen beyond localhost behind a TLS reverse proxy. SIGTERM or Ctrl-C stop it gracefully.
                """)
        @Option(help: "Address to listen on.") var host = "127.0.0.1"
        @Option(help: "Port (0 picks a free one).") var port = 8080
        @Option(name: .customLong("allow-host"), help: "Another host name to answer to, e.g. behind a reverse proxy or on a LAN (repeat). IP addresses always work.")
        var allowHosts: [String] = []
        @Option(name: .customLong("log-level"), help: "trace | debug | info | notice | warning | error") var logLevel = "notice"
        @Option(name: .customLong("backup-at"), help: "Local time of the daily automatic backup (HH:MM).") var backupAt = "03:30"
        @Flag(name: .customLong("no-auto-backup"), help: "Take no automatic backups.") var noAutoBackup = false
        @Option(name: .customLong("notify-every"), help: "Seconds between evaluations of the reminder rules (0: never; tally notify run does it once).")
        var notifyEvery = 60
        @Flag(help: "Require signing in (on by itself once `tally user add` has added an account).") var accounts = false
        @OptionGroup var backups: BackupOptions
        @OptionGroup var store: StoreOptions

        func validate() throws {
            guard (0...65535).contains(port) else { throw ValidationError("--port must be 0–65535") }
            guard Logger.Level(rawValue: logLevel) != nil else { throw ValidationError("--log-level must be trace, debug, info, notice, warning or error") }
            guard Serve.minuteOfDay(backupAt) != nil else { throw ValidationError("--backup-at must be a time of day, HH:MM") }
            guard (0...86_400).contains(notifyEvery) else { throw ValidationError("--notify-every must be 0–86400 seconds") }
        }

        static func minuteOfDay(_ text: String) -> Int? {
            let parts = text.split(separator: ":")
            guard parts.count == 2, let hour = Int(parts[0], radix: 10), let minute = Int(parts[1], radix: 10), (0..<24).contains(hour), (0..<60).contains(minute)
            else { return nil }
            return hour * 60 + minute
        }

        /// Seconds from `now` to the next `minute` of the day in `zone`.
        static func secondsUntil(minute: Int, from now: Date, in zone: TimeZone) -> TimeInterval {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            let start = calendar.startOfDay(for: now)
            var next = calendar.date(byAdding: .minute, value: minute, to: start) ?? now
            if next <= now { next = calendar.date(byAdding: .day, value: 1, to: next) ?? now.addingTimeInterval(86_400) }
            return next.timeIntervalSince(now)
        }

        /// What `tally serve` prints once it listens: where to open it and which names it answers to.
        static func startLine(host: String, port: Int, allowHosts: [String], directory: String) -> String {
            let names = TallyServer.allowedHosts(bind: host, extra: allowHosts).subtracting(TallyServer.loopbackNames).sorted()
            let everywhere = ["0.0.0.0", "::", "[::]"].contains(host)
            let address = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
            var line = "Tally is running at http://\(everywhere ? "127.0.0.1" : address):\(port)"
            if everywhere { line += " and on every network interface (open it as http://THIS-MACHINE-IP:\(port))" }
            if !names.isEmpty { line += "; it also answers to \(names.map { "\($0):\(port)" }.joined(separator: ", "))" }
            return line + " (data: \(directory)). Stop with Ctrl-C.\n"
        }

        func run() async throws {
            // The built-in foods are loaded after the server answers (a first start), not before.
            let accountsExist = try store.accountsEnabled()
            let withAccounts = accounts || accountsExist
            if withAccounts, store.user != nil { throw ValidationError("--user is for other commands; tally serve serves every account") }
            if withAccounts, !accountsExist {
                throw CLIError("--accounts needs an account first: tally user add NAME --admin (it will own the data already here)")
            }
            let database = try store.openDatabase(loadsGenericFoods: false)
            let clock = try store.clock()
            var logger = Logger(label: "tally")
            logger.logLevel = Logger.Level(rawValue: logLevel) ?? .notice
            let host = self.host
            let directory = store.databaseURL.flatMap { try? PostgresLocation(url: $0).description } ?? store.directory.path
            // On PostgreSQL, backups are the operator's (pg_dump): Tally takes none of its own.
            let noAutoBackup = self.noAutoBackup || store.databaseURL != nil
            // A damaged file is found before anything writes to it: the server then only reads.
            var readOnly: String?
            let problems = try database.integrityProblems()
            if !problems.isEmpty {
                readOnly = "the database file is damaged (\(problems.prefix(2).joined(separator: "; "))); nothing can be saved until it is restored: tally restore latest --yes"
                logger.critical("\(readOnly ?? "")")
                Output.error(readOnly ?? "")
            }
            let assist = MealAssistClient.Configuration.fromEnvironment()
            if let assist {
                // The model and where it runs, never the key.
                Output.line("Typed meals are read with \(assist.model) at \(assist.baseURL) (2 s limit; the offline parser otherwise).")
            }
            var environment = ServerEnvironment(
                database: database, clock: clock, readOnlyReason: readOnly, backupDirectory: backups.directory(store),
                mealAssist: assist.map { MealAssistClient(configuration: $0) })
            let seeds = try !database.genericFoodsAreCurrent()
            let gate = FoodsGate(ready: !seeds)
            environment.foods = gate
            // Blocking work runs on the thread pool: the request threads are the event loops.
            let backgroundLogger = logger
            Task.detached(priority: .userInitiated) {
                _ = try? await blocking {
                    let logger = backgroundLogger
                    let started = Date()
                    if seeds {
                        do {
                            try database.syncGenericFoods()
                            logger.notice("built-in foods loaded in \(String(format: "%.0f", Date().timeIntervalSince(started) * 1000)) ms")
                        } catch {
                            logger.error("loading the built-in foods failed: \(error)")
                        }
                        gate.open()
                    }
                    // Searches answer without this, a little slower until it is done.
                    do {
                        try database.prepareSearch()
                        logger.info("search prepared in \(String(format: "%.0f", Date().timeIntervalSince(started) * 1000)) ms")
                    } catch {
                        logger.warning("preparing search failed (searches still work): \(error)")
                    }
                }
            }
            if withAccounts {
                let accountStore = try store.openAccounts()
                let tenants = Tenants(store: accountStore, primary: environment)
                let count = try accountStore.users().filter(\.isActive).count
                // Each account's database is opened (and given the built-in foods) before its first request.
                Task.detached(priority: .utility) { _ = await tenants.allEnvironments() }
                if readOnly == nil, !noAutoBackup {
                    scheduleBackups(clock: clock, logger: logger) {
                        await tenants.allEnvironments().map { account, environment in
                            // The first account's backups go where they went before accounts (--backup-dir).
                            (environment.database, environment.dataDirectory, account.dataPath.isEmpty ? backups.directory(store) : environment.backupDirectory)
                        }
                    }
                }
                if readOnly == nil { scheduleReminders(clock: clock, logger: logger) { await tenants.allEnvironments().map(\.1.database) } }
                try await TallyServer.runWithAccounts(tenants, host: host, port: port, logger: logger, allowHosts: allowHosts) { bound in
                    let line = Serve.startLine(host: host, port: bound, allowHosts: allowHosts, directory: directory)
                    FileHandle.standardOutput.write(Data((line.dropLast() + " Accounts are on (\(count) active): everyone signs in.\n").utf8))
                }
                return
            }
            if readOnly == nil, !noAutoBackup {
                let folder = backups.directory(store)
                let dataDirectory = store.directory
                scheduleBackups(clock: clock, logger: logger) { [(database, dataDirectory, folder)] }
            }
            if readOnly == nil { scheduleReminders(clock: clock, logger: logger) { [database] } }
            try await TallyServer.run(environment, host: host, port: port, logger: logger, allowHosts: allowHosts) { bound in
                FileHandle.standardOutput.write(Data(Serve.startLine(host: host, port: bound, allowHosts: allowHosts, directory: directory).utf8))
            }
        }
    }
}

extension TallyCommand.Serve {
    /// Evaluates the reminder rules every --notify-every seconds for every account and pushes what they
    /// deliver. An occasion is delivered once (its key is unique), so a restart or a second server
    /// never repeats one.
    func scheduleReminders(clock: AppClock, logger: Logger, databases: @escaping @Sendable () async -> [AppDatabase]) {
        guard notifyEvery > 0 else { return }
        let interval = notifyEvery
        Task.detached(priority: .background) {
            while !Task.isCancelled {
                for database in await databases() {
                    do {
                        let outcome = try await NotificationRun.once(database, clock: clock)
                        if !outcome.delivered.isEmpty { logger.info("delivered \(outcome.delivered.count) notification(s), pushed \(outcome.pushed.count)") }
                    } catch {
                        logger.error("evaluating reminders failed: \(error)")
                    }
                }
                do { try await Task.sleep(for: .seconds(interval)) } catch { return }
            }
        }
    }

    /// A daily automatic backup at --backup-at (and one at start when the newest automatic one is over
    /// a day old), then pruning by the retention policy (7 daily, 4 weekly, 12 monthly).
    func scheduleBackups(clock: AppClock, logger: Logger, databases: @escaping @Sendable () async -> [(AppDatabase, URL, URL)]) {
        let minute = Self.minuteOfDay(backupAt) ?? 210
        Task.detached(priority: .background) {
            @Sendable func backUp(_ database: AppDatabase, dataDirectory: URL, folder: URL) {
                do {
                    let manifest = try Backups.create(
                        database, dataDirectory: dataDirectory, backupDirectory: folder, note: nil, kind: "automatic", appVersion: TallyCommand.version, clock: clock)
                    let removed = Backups.prune(folder, calendar: clock.calendar)
                    logger.notice("automatic backup \(manifest.id) (\(manifest.sizeBytes) bytes) in \(folder.path); pruned \(removed.count)")
                } catch {
                    logger.error("automatic backup in \(folder.path) failed: \(error)")
                }
            }
            for (database, dataDirectory, folder) in await databases() {
                let newest = Backups.list(folder).first(where: \.automatic)
                if newest.map({ clock.now().timeIntervalSince($0.createdAt) > 86_400 }) ?? true {
                    _ = try? await blocking { backUp(database, dataDirectory: dataDirectory, folder: folder) }
                }
            }
            while !Task.isCancelled {
                let wait = Self.secondsUntil(minute: minute, from: Date(), in: clock.timeZone)
                do { try await Task.sleep(for: .seconds(wait)) } catch { return }
                for (database, dataDirectory, folder) in await databases() {
                    _ = try? await blocking { backUp(database, dataDirectory: dataDirectory, folder: folder) }
                }
            }
        }
    }
}

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
                Binds to localhost unless --host says otherwise: Tally has no login, so only expose it on a
                network you trust. SIGTERM or Ctrl-C stop it gracefully (requests in flight finish).
                """)
        @Option(help: "Address to listen on.") var host = "127.0.0.1"
        @Option(help: "Port (0 picks a free one).") var port = 8080
        @Option(name: .customLong("allow-host"), help: "Another host name to answer to, e.g. behind a reverse proxy or on a LAN (repeat). IP addresses always work.")
        var allowHosts: [String] = []
        @Option(name: .customLong("log-level"), help: "trace | debug | info | notice | warning | error") var logLevel = "notice"
        @OptionGroup var store: StoreOptions

        func validate() throws {
            guard (0...65535).contains(port) else { throw ValidationError("--port must be 0–65535") }
            guard Logger.Level(rawValue: logLevel) != nil else { throw ValidationError("--log-level must be trace, debug, info, notice, warning or error") }
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
            let database = try store.openDatabase()
            let clock = try store.clock()
            var logger = Logger(label: "tally")
            logger.logLevel = Logger.Level(rawValue: logLevel) ?? .notice
            let host = self.host
            let directory = store.directory.path
            try await TallyServer.run(
                ServerEnvironment(database: database, clock: clock), host: host, port: port, logger: logger, allowHosts: allowHosts
            ) { bound in
                FileHandle.standardOutput.write(Data(Serve.startLine(host: host, port: bound, allowHosts: allowHosts, directory: directory).utf8))
            }
        }
    }
}

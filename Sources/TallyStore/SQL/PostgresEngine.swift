import Foundation
import Logging
import NIOCore
import NIOPosix
import NIOSSL
import PostgresNIO
import Synchronization

/// Where a PostgreSQL database is and how to use it, read from a `postgres://` URL:
///
///     postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?sslmode=disable|require|verify-full&pool=N&timeout=SECONDS&statement_timeout=SECONDS]
///     postgres://USER@/DATABASE?host=/run/postgresql      (a Unix socket directory, as libpq reads it)
///
/// `pool` is the most connections one process opens (default 10), `timeout` how long a request waits for
/// one of them and for connecting (default 10 s), `statement_timeout` the longest one statement may run
/// (default 60 s). The password may also come from `PGPASSWORD`.
public struct PostgresLocation: Sendable, CustomStringConvertible {
    public var host: String?
    public var port: Int
    public var socketDirectory: String?
    public var user: String
    public var password: String?
    public var database: String
    public var sslMode: String
    public var poolSize: Int
    public var timeout: Double
    public var statementTimeout: Double

    public static func isPostgresURL(_ text: String) -> Bool {
        text.hasPrefix("postgres://") || text.hasPrefix("postgresql://")
    }

    public init(url text: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        guard PostgresLocation.isPostgresURL(text), let components = URLComponents(string: text) else {
            throw SQLError(.other, "a PostgreSQL location is a URL such as postgres://tally@localhost/tally")
        }
        var query: [String: String] = [:]
        for item in components.queryItems ?? [] { query[item.name] = item.value ?? "" }
        let known: Set = ["sslmode", "pool", "timeout", "statement_timeout", "host", "port", "user", "password"]
        if let unknown = query.keys.sorted().first(where: { !known.contains($0) }) {
            throw SQLError(.other, "unknown PostgreSQL URL option '\(unknown)' (known: \(known.sorted().joined(separator: ", ")))")
        }
        let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        guard !path.isEmpty, !path.contains("/") else { throw SQLError(.other, "the PostgreSQL URL names no database (…/DATABASE)") }
        database = path.removingPercentEncoding ?? path
        user = query["user"] ?? components.user?.removingPercentEncoding ?? environment["PGUSER"] ?? environment["USER"] ?? "postgres"
        password = query["password"] ?? components.password?.removingPercentEncoding ?? environment["PGPASSWORD"]
        let hostText = query["host"] ?? components.host.flatMap { $0.isEmpty ? nil : $0.removingPercentEncoding }
        if let hostText, hostText.hasPrefix("/") {
            socketDirectory = hostText
            host = nil
        } else {
            host = hostText ?? "localhost"
            socketDirectory = nil
        }
        if let portText = query["port"] {
            guard let parsed = Int(portText, radix: 10), (1...65_535).contains(parsed) else { throw SQLError(.other, "port \(portText) is not a port number") }
            port = parsed
        } else {
            port = components.port ?? 5432
        }
        sslMode = query["sslmode"] ?? "prefer"
        guard ["disable", "allow", "prefer", "require", "verify-ca", "verify-full"].contains(sslMode) else {
            throw SQLError(.other, "sslmode '\(sslMode)' is not one of disable, prefer, require, verify-full")
        }
        func number(_ name: String, _ fallback: Double, _ range: ClosedRange<Double>) throws -> Double {
            guard let text = query[name] else { return fallback }
            guard let value = Double(text), range.contains(value) else {
                throw SQLError(.other, "\(name)=\(text) is not a number from \(range.lowerBound) to \(range.upperBound)")
            }
            return value
        }
        poolSize = Int(exactly: try number("pool", 10, 1...500).rounded(.down)) ?? 10
        timeout = try number("timeout", 10, 0.1...3_600)
        statementTimeout = try number("statement_timeout", 60, 1...86_400)
    }

    /// The URL without its password, for messages and `tally check`.
    public var description: String {
        let place = socketDirectory.map { "?host=\($0)" } ?? ""
        let hostPart = socketDirectory == nil ? "\(host ?? "localhost"):\(port)" : ""
        return "postgres://\(user)@\(hostPart)/\(database)\(place)"
    }

    func configuration() throws -> PostgresConnection.Configuration {
        var configuration: PostgresConnection.Configuration
        if let socketDirectory {
            configuration = .init(
                unixSocketPath: "\(socketDirectory)/.s.PGSQL.\(port)", username: user, password: password, database: database)
        } else {
            let tls: PostgresConnection.Configuration.TLS
            switch sslMode {
            case "disable", "allow": tls = .disable
            case "prefer", "require":
                // Encrypted without checking the certificate, as libpq does for these modes.
                var settings = TLSConfiguration.makeClientConfiguration()
                settings.certificateVerification = .none
                let context = try NIOSSLContext(configuration: settings)
                tls = sslMode == "require" ? .require(context) : .prefer(context)
            default:
                var settings = TLSConfiguration.makeClientConfiguration()
                settings.certificateVerification = sslMode == "verify-ca" ? .noHostnameVerification : .fullVerification
                tls = .require(try NIOSSLContext(configuration: settings))
            }
            configuration = .init(host: host ?? "localhost", port: port, username: user, password: password, database: database, tls: tls)
        }
        configuration.options.connectTimeout = .milliseconds(Int64(clamping: Int(exactly: (timeout * 1_000).rounded()) ?? 10_000))
        configuration.options.additionalStartupParameters = [
            ("application_name", "tally"),
            ("statement_timeout", "\(Int64(exactly: (statementTimeout * 1_000).rounded()) ?? 60_000)"),
            ("TimeZone", "UTC"),
        ]
        return configuration
    }
}

/// One process's connections to a PostgreSQL server: at most `poolSize` open, each reused by one
/// transaction at a time. Store calls are synchronous (they run on the server's thread pool, as SQLite's
/// do); they wait for postgres-nio's futures on threads of their own, never on its event loop.
public final class PostgresServer: Sendable {
    public let location: PostgresLocation
    let configuration: PostgresConnection.Configuration
    let group: MultiThreadedEventLoopGroup
    let logger: Logger
    private let idle = Mutex<[PostgresConnection]>([])
    private let slots: DispatchSemaphore
    private let counters = Mutex(Counters())
    private let nextID = Atomic<Int>(1)

    struct Counters {
        var open = 0
        var waiting = 0
        var timeouts = 0
        var served = 0
    }

    public init(_ location: PostgresLocation, logger: Logger = Logger(label: "tally.postgres")) throws {
        self.location = location
        self.configuration = try location.configuration()
        self.group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        self.logger = logger
        self.slots = DispatchSemaphore(value: location.poolSize)
    }

    deinit {
        for connection in idle.withLock({ $0 }) { PostgresServer.close(connection) }
        group.shutdownGracefully { _ in }
    }

    /// Closes a connection, keeping it alive until it is closed (postgres-nio requires that).
    static func close(_ connection: PostgresConnection) {
        guard !connection.isClosed else { return }
        connection.close().whenComplete { _ in withExtendedLifetime(connection) {} }
    }

    /// What the pool holds now, for `tally check`.
    public struct PoolState: Sendable, Codable {
        public var size: Int
        public var open: Int
        public var idle: Int
        public var waiting: Int
        public var timeouts: Int
        public var served: Int
    }

    public var poolState: PoolState {
        let counts = counters.withLock { $0 }
        return PoolState(
            size: location.poolSize, open: counts.open, idle: idle.withLock { $0.count }, waiting: counts.waiting, timeouts: counts.timeouts,
            served: counts.served)
    }

    /// Runs `body` on a connection of the pool (opened when none is idle), waiting at most `timeout` for one.
    func withConnection<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        counters.withLock { $0.waiting += 1 }
        let got = slots.wait(timeout: .now() + location.timeout)
        counters.withLock { $0.waiting -= 1 }
        guard got == .success else {
            counters.withLock { $0.timeouts += 1 }
            throw SQLError(.unavailable, "all \(location.poolSize) PostgreSQL connections stayed busy for \(location.timeout) s (raise ?pool= or ?timeout=)")
        }
        defer { slots.signal() }
        let connection: PostgresConnection
        if let kept = idle.withLock({ $0.popLast() }), !kept.isClosed {
            connection = kept
        } else {
            connection = try open()
        }
        counters.withLock { $0.served += 1 }
        do {
            let result = try body(connection)
            if connection.isClosed { counters.withLock { $0.open -= 1 } } else { idle.withLock { $0.append(connection) } }
            return result
        } catch {
            // A connection that failed mid-transaction may be in any state: it is closed, not reused.
            counters.withLock { $0.open -= 1 }
            PostgresServer.close(connection)
            throw error
        }
    }

    private func open() throws -> PostgresConnection {
        let id = nextID.wrappingAdd(1, ordering: .relaxed).oldValue
        do {
            let connection = try PostgresServer.wait(
                PostgresConnection.connect(on: group.next(), configuration: configuration, id: id, logger: logger))
            counters.withLock { $0.open += 1 }
            return connection
        } catch {
            throw SQLError(.unavailable, "could not connect to PostgreSQL at \(location): \(PostgresServer.describe(error))")
        }
    }

    /// The value of a future, waited for on this thread (which must not be one of the pool's event loops).
    static func wait<T: Sendable>(_ future: EventLoopFuture<T>) throws -> T {
        if future.eventLoop.inEventLoop {
            throw SQLError(.other, "a PostgreSQL call was made on the connection's own event loop")
        }
        let done = DispatchSemaphore(value: 0)
        let result = Mutex<Result<T, any Error>?>(nil)
        future.whenComplete { outcome in
            result.withLock { $0 = outcome }
            done.signal()
        }
        done.wait()
        guard let outcome = result.withLock({ $0 }) else { throw SQLError(.other, "a PostgreSQL call ended without a result") }
        return try outcome.get()
    }

    static func describe(_ error: any Error) -> String {
        if let error = error as? PSQLError {
            if let message = error.serverInfo?[.message] { return message }
            return String(describing: error.code)
        }
        return String(describing: error)
    }

    /// A PostgreSQL failure as a store error: constraint violations, serialization failures and lost
    /// connections each by their own kind.
    static func translate(_ error: any Error, sql: String?) -> any Error {
        guard let error = error as? PSQLError else { return error }
        let message = describe(error)
        if let state = error.serverInfo?[.sqlState] {
            if state.hasPrefix("23") { return SQLError(.constraint, message, sql: sql) }
            if state == "40001" || state == "40P01" { return SQLError(.conflict, message, sql: sql) }
            if state.hasPrefix("08") || state.hasPrefix("57P") { return SQLError(.unavailable, message, sql: sql) }
            return SQLError(.other, "\(message) (SQLSTATE \(state))", sql: sql)
        }
        return SQLError(.unavailable, message, sql: sql)
    }
}

/// Statements on one checked-out PostgreSQL connection, inside the transaction the store opened.
final class PostgresSession: SQLEngine {
    let connection: PostgresConnection
    let logger: Logger
    var dialect: SQLDialect { .postgres }

    init(_ connection: PostgresConnection, logger: Logger) {
        self.connection = connection
        self.logger = logger
    }

    func execute(_ sql: String, _ arguments: [SQLValue], cached: Bool) throws -> Int {
        if arguments.isEmpty {
            // Several statements (schema changes) run one after another; postgres-nio sends one per message.
            let statements = PostgresSession.split(sql)
            if statements.count > 1 {
                for statement in statements { _ = try run(statement, 0, [], original: statement) }
                return 0
            }
        }
        let (text, count) = PostgresSession.translate(sql)
        let result = try run(text, count, arguments, original: sql)
        return result.metadata.rows ?? 0
    }

    func cursor(_ sql: String, _ arguments: [SQLValue], cached: Bool) throws -> SQLCursor {
        let (text, count) = PostgresSession.translate(sql)
        let result = try run(text, count, arguments, original: sql)
        var columns: SQLColumns?
        var rows: [SQLRow] = []
        rows.reserveCapacity(result.rows.count)
        for row in result.rows {
            if columns == nil { columns = SQLColumns(row.map(\.columnName)) }
            guard let columns else { break }
            var values: [SQLValue] = []
            values.reserveCapacity(columns.names.count)
            for cell in row { values.append(PostgresSession.value(cell)) }
            rows.append(SQLRow(columns: columns, values: values))
        }
        return SQLCursor(rows: rows)
    }

    func execute(_ statement: SQLStatement, _ arguments: [SQLValue]) throws -> Int {
        try execute(statement.sql, arguments, cached: statement.cached)
    }

    func cursor(_ statement: SQLStatement, _ arguments: [SQLValue]) throws -> SQLCursor {
        try cursor(statement.sql, arguments, cached: statement.cached)
    }

    private func run(_ text: String, _ placeholders: Int, _ arguments: [SQLValue], original: String) throws -> PostgresQueryResult {
        guard placeholders == arguments.count else {
            throw SQLError(.other, "the statement has \(placeholders) placeholders but \(arguments.count) values were given", sql: original)
        }
        var binds = PostgresBindings(capacity: arguments.count)
        for argument in arguments { PostgresSession.bind(argument, into: &binds) }
        do {
            return try PostgresServer.wait(connection.query(PostgresQuery(unsafeSQL: text, binds: binds), logger: logger))
        } catch {
            throw PostgresServer.translate(error, sql: original)
        }
    }

    static func bind(_ value: SQLValue, into binds: inout PostgresBindings) {
        switch value {
        case .null: binds.appendNull()
        case .integer(let number): binds.append(number)
        case .real(let number): binds.append(number)
        case .text(let text): binds.append(text)
        case .blob(let data): binds.append(ByteBuffer(bytes: data))
        case .bool(let flag): binds.append(flag)
        case .date(let date): binds.append(date)
        }
    }

    static func value(_ cell: PostgresCell) -> SQLValue {
        guard cell.bytes != nil else { return .null }
        switch cell.dataType {
        case .int2: return (try? cell.decode(Int16.self)).map { .integer(Int64(truncatingIfNeeded: $0)) } ?? .null
        case .int4: return (try? cell.decode(Int32.self)).map { .integer(Int64(truncatingIfNeeded: $0)) } ?? .null
        case .int8: return (try? cell.decode(Int64.self)).map { .integer($0) } ?? .null
        case .float4, .float8, .numeric: return (try? cell.decode(Double.self)).map { .real($0) } ?? .null
        case .bool: return (try? cell.decode(Bool.self)).map { .bool($0) } ?? .null
        case .bytea: return (try? cell.decode(ByteBuffer.self)).map { .blob(Data($0.readableBytesView)) } ?? .null
        case .timestamptz, .timestamp: return (try? cell.decode(Date.self)).map { .date($0) } ?? .null
        default: return (try? cell.decode(String.self)).map { .text($0) } ?? .null
        }
    }

    /// The statements of a script, split at semicolons outside quotes ('…', "…", $tag$…$tag$) and comments.
    static func split(_ sql: String) -> [String] {
        var statements: [String] = []
        var current = ""
        let characters = Array(sql)
        var index = 0
        func flush() {
            let trimmed = current.trimmingCharacters(in: .whitespacesAndNewlines)
            if !trimmed.isEmpty { statements.append(trimmed) }
            current = ""
        }
        while index < characters.count {
            let character = characters[index]
            let next: Character? = index + 1 < characters.count ? characters[index + 1] : nil
            if character == "'" || character == "\"" {
                // To the closing quote (a doubled quote stays inside).
                current.append(character)
                index += 1
                while index < characters.count {
                    current.append(characters[index])
                    if characters[index] == character {
                        if index + 1 < characters.count, characters[index + 1] == character {
                            current.append(characters[index + 1])
                            index += 2
                            continue
                        }
                        break
                    }
                    index += 1
                }
                index += 1
            } else if character == "-", next == "-" {
                while index < characters.count, characters[index] != "\n" {
                    current.append(characters[index])
                    index += 1
                }
            } else if character == "/", next == "*" {
                while index < characters.count, !(characters[index] == "*" && index + 1 < characters.count && characters[index + 1] == "/") {
                    current.append(characters[index])
                    index += 1
                }
                current += "*/"
                index += 2
            } else if character == "$", let end = characters[(index + 1)...].firstIndex(of: "$"),
                characters[(index + 1)..<end].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            {
                // A dollar-quoted body: to the same tag again.
                let tag = String(characters[index...end])
                current += tag
                index = end + 1
                let rest = String(characters[index...])
                if let close = rest.range(of: tag) {
                    current += rest[..<close.upperBound]
                    index += rest.distance(from: rest.startIndex, to: close.upperBound)
                } else {
                    current += rest
                    index = characters.count
                }
            } else if character == ";" {
                flush()
                index += 1
            } else {
                current.append(character)
                index += 1
            }
        }
        flush()
        return statements
    }

    /// SQL with `?` placeholders rewritten as `$1`, `$2`, … (outside quotes and comments), and how many there are.
    static func translate(_ sql: String) -> (text: String, placeholders: Int) {
        var output = ""
        output.reserveCapacity(sql.utf8.count + 16)
        var count = 0
        var quote: Character?
        var lineComment = false
        var blockComment = false
        var previous: Character = " "
        for character in sql {
            defer { previous = character }
            if lineComment {
                if character == "\n" { lineComment = false }
            } else if blockComment {
                if previous == "*", character == "/" { blockComment = false }
            } else if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "-", previous == "-" {
                lineComment = true
            } else if character == "*", previous == "/" {
                blockComment = true
            } else if character == "?" {
                count += 1
                output += "$\(count)"
                continue
            }
            output.append(character)
        }
        return (output, count)
    }
}

/// The process's connection pools, one per PostgreSQL URL, opened on first use.
public final class PostgresPools: Sendable {
    public static let shared = PostgresPools()
    private let servers = Mutex<[String: PostgresServer]>([:])

    public func server(for url: String) throws -> PostgresServer {
        if let known = servers.withLock({ $0[url] }) { return known }
        let made = try PostgresServer(PostgresLocation(url: url))
        return servers.withLock { servers in
            if let known = servers[url] { return known }
            servers[url] = made
            return made
        }
    }
}

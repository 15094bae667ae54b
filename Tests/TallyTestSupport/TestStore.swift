import Foundation
import TallyStore

/// The store tests run against: a SQLite file in the test's directory, or, when `TALLY_TEST_DATABASE_URL`
/// names a PostgreSQL database, a schema of it named after that directory (so reopening the directory
/// reopens the same data, and no two tests share a schema). `.ci/run` runs the store and API suites both ways.
public enum TestStore {
    /// The PostgreSQL server the suites run against, if any (one pool for the whole test process).
    public static let postgres: PostgresServer? = {
        guard let url = ProcessInfo.processInfo.environment["TALLY_TEST_DATABASE_URL"], !url.isEmpty else { return nil }
        do {
            return try PostgresServer(PostgresLocation(url: url))
        } catch {
            FileHandle.standardError.write(Data("TALLY_TEST_DATABASE_URL: \(error)\n".utf8))
            return nil
        }
    }()

    public static var isPostgres: Bool { postgres != nil }

    /// The schema a directory's data lives in on PostgreSQL.
    public static func schemaName(for directory: URL) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in directory.standardizedFileURL.path.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return "t" + String(String(hash, radix: 16).prefix(14))
    }

    /// The PostgreSQL schemas standing for a data directory (its own data, its accounts, their data).
    public static func layout(for directory: URL) throws -> PostgresLayout? {
        guard let postgres else { return nil }
        return try PostgresLayout(server: postgres, prefix: schemaName(for: directory))
    }

    /// Opens (or creates) the test store of `directory`.
    public static func open(directory: URL, loadsGenericFoods: Bool = true) throws -> AppDatabase {
        guard let layout = try layout(for: directory) else { return try AppDatabase.open(directory: directory, loadsGenericFoods: loadsGenericFoods) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return try AppDatabase.open(postgres: layout.schema(forDataPath: ""), filesDirectory: directory, loadsGenericFoods: loadsGenericFoods)
    }

    /// The accounts of the server whose data directory is `directory`.
    public static func accounts(directory: URL, passwordCost: UInt8 = 4) throws -> AccountStore {
        guard let layout = try layout(for: directory) else { return try AccountStore.open(directory: directory, passwordCost: passwordCost) }
        return try AccountStore.open(postgres: layout, directory: directory, passwordCost: passwordCost)
    }

    /// A store no other test sees (in memory on SQLite).
    public static func fresh(loadsGenericFoods: Bool = false) throws -> AppDatabase {
        guard let postgres else { return try AppDatabase.inMemory(loadsGenericFoods: loadsGenericFoods) }
        let name = "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "").prefix(24)
        return try AppDatabase.open(postgres: PostgresSchema(server: postgres, name: String(name)), filesDirectory: nil, loadsGenericFoods: loadsGenericFoods)
    }
}

import Foundation
import TallyTestSupport
import Testing

@testable import TallyCore
@testable import TallyStore

/// What only the PostgreSQL engine has: its URL, its statement handling, moving a SQLite store onto it,
/// and its schema's version check. (The rest of the store suite runs on it as on SQLite.)
struct PostgresSQLTests {
    @Test func urlsAreReadAsLibpqReadsThem() throws {
        let full = try PostgresLocation(url: "postgres://ann:s%40cret@db.example:6543/tally?sslmode=require&pool=25&timeout=3&statement_timeout=30")
        #expect(full.user == "ann" && full.password == "s@cret" && full.host == "db.example" && full.port == 6543 && full.database == "tally")
        #expect(full.sslMode == "require" && full.poolSize == 25 && full.timeout == 3 && full.statementTimeout == 30)
        // The password never appears in what is printed.
        #expect(!full.description.contains("s@cret") && !full.description.contains("cret"))
        let socket = try PostgresLocation(url: "postgresql:///tally?host=/run/postgresql", environment: ["USER": "tally"])
        #expect(socket.socketDirectory == "/run/postgresql" && socket.host == nil && socket.user == "tally" && socket.port == 5432)
        let defaults = try PostgresLocation(url: "postgres://localhost/x", environment: ["PGUSER": "pg", "PGPASSWORD": "pw"])
        #expect(defaults.user == "pg" && defaults.password == "pw" && defaults.sslMode == "prefer" && defaults.poolSize == 10)
        for bad in [
            "mysql://localhost/x", "postgres://localhost/", "postgres://localhost/x?pool=0", "postgres://localhost/x?sslmode=maybe",
            "postgres://localhost/x?port=99999", "postgres://localhost/x?colour=blue",
        ] {
            #expect(throws: SQLError.self, "\(bad)") { try PostgresLocation(url: bad) }
        }
    }

    @Test func placeholdersAreNumberedOutsideQuotesAndComments() {
        let (text, count) = PostgresSession.translate("SELECT '?', \"a?b\", ? -- why?\n, ? /* ? */ FROM t WHERE x = ?")
        #expect(text == "SELECT '?', \"a?b\", $1 -- why?\n, $2 /* ? */ FROM t WHERE x = $3")
        #expect(count == 3)
    }

    @Test func scriptsSplitAtSemicolonsOutsideBodiesAndQuotes() {
        let script = """
            CREATE TABLE a (x TEXT DEFAULT ';');
            CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO a VALUES (';'); RETURN NULL; END $$;
            -- a comment; with a semicolon
            INSERT INTO a VALUES ('it''s; fine')
            """
        let statements = PostgresSession.split(script)
        #expect(statements.count == 3)
        #expect(statements[1].hasSuffix("END $$"))
        #expect(statements[2].hasSuffix("VALUES ('it''s; fine')"))
    }

    @Test func schemaNamesAreChecked() throws {
        guard let postgres = TestStore.postgres else { return }
        for bad in ["", "Tally", "tally-1", "1tally", "tally; DROP SCHEMA public", String(repeating: "a", count: 64)] {
            #expect(throws: SQLError.self, "\(bad)") { try PostgresSchema(server: postgres, name: bad) }
        }
        let layout = try PostgresLayout(server: postgres, prefix: "tally")
        #expect(try layout.schema(forDataPath: "").name == "tally")
        #expect(try layout.schema(forDataPath: "users/7").name == "tally_users_7")
        #expect(try layout.accountsSchema().name == "tally_accounts")
    }
}

/// A SQLite store moved onto PostgreSQL holds the same rows: its export, an independent listing of every
/// row Tally keeps, is the same document from either (its time aside).
@Suite(.enabled(if: TestStore.isPostgres, "needs TALLY_TEST_DATABASE_URL (scripts/test-postgres)"))
struct PostgresMoveTests {
    let clock = AppClock.berlin("2026-11-21 12:00")

    @Test func aSQLiteStoreMovesWithEveryRowAndReadsTheSame() throws {
        let directory = try TemporaryDirectory()
        let source = try AppDatabase.open(directory: directory.url, loadsGenericFoods: true)
        _ = try source.loadDemo(DemoData.plan(years: 1, today: Day("2026-11-21")!), clock: clock)
        _ = try source.logEntry(EntryRequest(category: "Fruit", portions: "1", note: "the last one"), clock: clock)
        let target = try TestStore.fresh(loadsGenericFoods: false)
        let report = try source.copy(into: target)
        #expect(report.rows["entry"] == (try source.entryCount()))
        #expect(try target.entryCount() == (try source.entryCount()))
        var before = try source.export(clock: clock)
        var after = try target.export(clock: clock)
        before.exportedAt = ""
        after.exportedAt = ""
        #expect(before.tables.keys.sorted() == after.tables.keys.sorted())
        for (name, table) in before.tables {
            #expect(after.tables[name]?.columns == table.columns, "\(name)")
            #expect(after.tables[name]?.rows == table.rows, "\(name)")
        }
        // What is computed from the rows agrees too: a year of history, day by day.
        let from = Day("2025-11-22")!, to = Day("2026-11-21")!
        #expect(try target.historyReport(from: from, to: to) == (try source.historyReport(from: from, to: to)))
        // A new row gets a new id after the copied ones.
        let next = try target.logEntry(EntryRequest(category: "Fruit", portions: "1"), clock: clock)
        #expect(next.id > (try source.entryRows(on: Day("2026-11-21")!).compactMap { $0.integer(at: 0) }.max() ?? 0))
    }

    @Test func aTargetWithDataOfItsOwnIsRefusedAndKeptAsItWas() throws {
        let directory = try TemporaryDirectory()
        let source = try AppDatabase.open(directory: directory.url, loadsGenericFoods: false)
        _ = try source.logEntry(EntryRequest(category: "Fruit", portions: "1"), clock: clock)
        let target = try TestStore.fresh(loadsGenericFoods: false)
        _ = try target.logEntry(EntryRequest(category: "Vegetables", portions: "2", note: "already here"), clock: clock)
        #expect(throws: TallyError.self) { try source.copy(into: target) }
        let kept = try target.daySummary(Day("2026-11-21")!)
        #expect(kept.entries.map(\.note) == ["already here"])
    }

    @Test func aTargetWithoutATableToMoveIsRefusedAndKeptAsItWas() throws {
        let directory = try TemporaryDirectory()
        let source = try AppDatabase.open(directory: directory.url, loadsGenericFoods: false)
        _ = try source.logEntry(EntryRequest(category: "Fruit", portions: "1"), clock: clock)
        let target = try TestStore.fresh(loadsGenericFoods: false)
        let categories = try target.storage.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM category") }
        try target.storage.write { db in try db.execute(sql: "DROP TABLE labWidget") }
        #expect {
            try source.copy(into: target)
        } throws: { error in
            (error as? TallyError).map { "\($0)".contains("labWidget") } ?? false
        }
        // Nothing was deleted or written: the target's own defaults are all there, and no entry.
        #expect(try target.storage.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM category") } == categories)
        #expect(try target.entryCount() == 0)
    }

    @Test func aSchemaANewerTallyWroteIsRefused() throws {
        let database = try TestStore.fresh(loadsGenericFoods: false)
        guard case .postgres(let schema) = database.storage else { Issue.record("not on PostgreSQL"); return }
        try database.storage.write { db in
            try db.execute(sql: "INSERT INTO schemaMigration (position, name) VALUES (?, 'v99-future')", arguments: [AppDatabase.postgresMigrations.count + 1])
        }
        #expect {
            try AppDatabase.open(postgres: schema, filesDirectory: nil, loadsGenericFoods: false)
        } throws: { error in
            (error as? TallyError)?.message.contains("newer version of Tally") == true
        }
    }
}

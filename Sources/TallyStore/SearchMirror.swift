import Foundation
import GRDB
import TallyCore

/// On PostgreSQL, the two full-text indexes SQLite keeps in its file (`foodSearch`, `brandedSearch`, with
/// their word lists) are built in this process's memory from the `food` table, by the same SQLite FTS5
/// (same tokenizer, Porter stems, BM25 and row order), so search and typed meals answer exactly as they do
/// on SQLite. They are derived data: each is built from one consistent read and kept under the content
/// token it was read at (`genericContent`, `brandedContent`, replaced by triggers whenever a food's
/// searchable content changes, by any server), and rebuilt on the first search that sees a newer token.
/// Nothing is ever written back; every server builds its own.
final class SearchMirror: @unchecked Sendable {
    private let lock = NSLock()
    private var parts: [Int: (token: Int64, queue: DatabaseQueue)] = [:]

    static func table(part: Int) -> String { part == 1 ? "brandedSearch" : "foodSearch" }
    static func part(ofTable table: String) -> Int { table == "brandedSearch" ? 1 : 0 }

    /// Runs `body` on the index of `part` as of `token`, building it from `db` (a read of the same
    /// snapshot the token came from) when the one kept is older.
    func read<T>(part: Int, token: Int64, from db: SQLConnection, _ body: (SQLConnection) throws -> T) throws -> T {
        let queue = try index(part: part, token: token, from: db)
        return try queue.read { index in try body(SQLConnection.sqlite(index)) }
    }

    private func index(part: Int, token: Int64, from db: SQLConnection) throws -> DatabaseQueue {
        lock.lock()
        defer { lock.unlock() }
        if let kept = parts[part], kept.token == token { return kept.queue }
        let table = SearchMirror.table(part: part)
        let queue = try DatabaseQueue()
        try queue.write { index in
            try index.execute(
                sql: """
                    CREATE VIRTUAL TABLE \(table) USING fts5(name, brand, tokenize = 'porter unicode61 remove_diacritics 2');
                    CREATE VIRTUAL TABLE \(table)Term USING fts5vocab(\(table), 'row');
                    """)
            let insert = try index.makeStatement(sql: "INSERT INTO \(table) (rowid, name, brand) VALUES (?, ?, ?)")
            // What SQLite's index holds: every food not deleted; generic and branded names without a brand.
            let sql =
                part == 1
                ? "SELECT id, name, NULL FROM food WHERE source = 'usda-branded' AND NOT isDeleted"
                : """
                SELECT id, name, CASE WHEN source IN ('usda-sr', 'usda-foundation', 'usda-fndds') THEN NULL ELSE brand END
                FROM food WHERE source <> 'usda-branded' AND NOT isDeleted
                """
            let rows = try SQLRow.fetchCursor(db, sql: sql)
            while let row = try rows.next() {
                guard let id = row.integer(at: 0), let name = row.text(at: 1) else { continue }
                let rowID = part == 1 ? SearchIndex.brandedRowID(foodID: id, name: name) : id
                try insert.execute(arguments: [rowID, name, row.text(at: 2)])
            }
        }
        parts[part] = (token, queue)
        return queue
    }
}

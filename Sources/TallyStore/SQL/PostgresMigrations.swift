import Foundation
import TallyCore

/// Named, versioned schema changes for a store on PostgreSQL, applied in order as SQLite's are (the same
/// names, so `tally check` reports one migration level on either engine). Each schema records what it has
/// applied in `schemaMigration`; all pending migrations run in one transaction (PostgreSQL's schema
/// changes are transactional) under the schema's write lock, so two servers starting at once migrate once.
struct PostgresMigration: Sendable {
    let name: String
    let apply: @Sendable (SQLConnection) throws -> Void

    init(_ name: String, _ apply: @escaping @Sendable (SQLConnection) throws -> Void) {
        self.name = name
        self.apply = apply
    }

    init(_ name: String, sql: String) {
        self.init(name) { db in try db.execute(sql: sql) }
    }
}

enum PostgresMigrations {
    static func migrate(_ schema: PostgresSchema, migrations: [PostgresMigration]) throws {
        // Quick check outside the lock: nothing to do in the common case.
        if let applied = try? applied(schema), applied == migrations.map(\.name) { return }
        try schema.transaction(writing: true) { db in
            try db.execute(sql: "CREATE SCHEMA IF NOT EXISTS \(schema.name)")
            try db.execute(
                sql: """
                    CREATE TABLE IF NOT EXISTS \(schema.name).schemaMigration (
                        position INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, appliedAt TIMESTAMPTZ NOT NULL DEFAULT now())
                    """)
            let done = try String.fetchAll(db, sql: "SELECT name FROM schemaMigration ORDER BY position")
            let known = migrations.map(\.name)
            guard done.count <= known.count, Array(known.prefix(done.count)) == done else {
                throw TallyError.conflict(field: nil, "this database was written by a newer version of Tally (schema \(done.count)); update Tally to open it")
            }
            for (position, migration) in migrations.enumerated().dropFirst(done.count) {
                try migration.apply(db)
                try db.execute(sql: "INSERT INTO schemaMigration (position, name) VALUES (?, ?)", arguments: [position + 1, migration.name])
            }
        }
    }

    /// The names of the migrations applied to the schema, oldest first (none for a schema not yet created).
    static func applied(_ schema: PostgresSchema) throws -> [String] {
        try schema.transaction(writing: false) { db in
            guard try Bool.fetchOne(db, sql: "SELECT to_regclass(?) IS NOT NULL", arguments: ["\(schema.name).schemaMigration"]) == true else { return [] }
            return try String.fetchAll(db, sql: "SELECT name FROM schemaMigration ORDER BY position")
        }
    }
}


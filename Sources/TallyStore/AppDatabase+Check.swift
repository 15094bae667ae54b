import Foundation
import GRDB
import TallyCore

/// A stored row Tally cannot fully read (written by an older version, or edited outside Tally).
public struct StoredRowProblem: Sendable, Equatable, Encodable {
    public var table: String
    public var id: Int64?
    public var problem: String
    /// What fixes it: a command that edits or deletes the row.
    public var fix: String
}

extension AppDatabase {
    /// Every row whose stored values do not decode or fall outside what Tally accepts. Reads never fail
    /// on such rows (entries show with a note, other lists leave them out); this lists them all.
    public func unreadableRows() throws -> [StoredRowProblem] {
        try read { db in
            var problems: [StoredRowProblem] = []
            let entries = try SQLRow.fetchCursor(db, sql: "SELECT * FROM entry")
            while let row = try entries.next() {
                let record = EntryRecord(row: row)
                var issue = record.problem
                if issue == nil, !Limits.days.contains(record.day) {
                    issue = "this entry's day \(record.day) is outside \(Limits.earliestDay)…\(Limits.latestDay)"
                }
                if let issue {
                    let id = record.id.map(String.init) ?? "ID"
                    problems.append(StoredRowProblem(table: "entry", id: record.id, problem: issue, fix: "tally entry edit \(id) --at \"YYYY-MM-DD HH:MM\" or tally entry delete \(id)"))
                }
            }
            /// Rows of a table that do not decode the way Tally's own reads decode them.
            func scan(_ sql: String, table: String, what: String, fix: String, _ decode: (SQLRow) throws -> Void) throws {
                let rows = try SQLRow.fetchCursor(db, sql: sql)
                while let row = try rows.next() {
                    do {
                        try decode(row)
                    } catch {
                        let id = try? row.decode(Int64?.self, forColumn: "id")
                        problems.append(
                            StoredRowProblem(
                                table: table, id: id, problem: "\(what) cannot be read (\(AppDatabase.describe(error)))",
                                fix: "\(fix) \(id.map(String.init) ?? "ID")"))
                    }
                }
            }
            try scan("SELECT * FROM bodyMetric", table: "bodyMetric", what: "a measurement", fix: "tally metric delete") { row in
                let record = try BodyMetricRecord(row: row)
                if record.measurement == nil { throw TallyError.invalid("unknown kind '\(record.kind)'") }
                guard record.value.isFinite else { throw TallyError.invalid("value \(record.value)") }
            }
            try scan("SELECT \(WorkoutRecord.orderedColumns) FROM workout", table: "workout", what: "a workout", fix: "tally workout delete") { row in
                _ = try WorkoutRecord(orderedRow: row)
            }
            try scan(
                "SELECT * FROM food WHERE isDeleted = FALSE AND source IN ('custom', 'recipe')", table: "food", what: "a food", fix: "tally foods delete"
            ) { row in
                _ = try FoodRecord(row: row)
            }
            return problems
        }
    }

    /// A decoding error in a few words ("column day: '0000-12-31'").
    static func describe(_ error: any Error) -> String {
        if let error = error as? RowDecodingError {
            let text = String(describing: error)
            return text.count > 160 ? String(text.prefix(160)) + "…" : text
        }
        if let error = error as? TallyError { return error.message }
        return String(describing: error)
    }
}

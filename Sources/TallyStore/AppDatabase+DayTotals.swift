import Foundation
import GRDB
import TallyCore

/// Each day's category totals and verdict, kept in the database so that reading months or years of
/// days (history, the Lab) reads one small row per day instead of every entry.
///
/// Triggers (migration v11) name the days a write changes in `dayStale` (a plain list, duplicates
/// allowed: an upsert's conflict policy would override a trigger's `OR IGNORE`): the day of an entry or workout
/// written, moved or deleted; every day from a rule's effective day on; every day when a category, unit
/// or meal slot changes. `write` recomputes those days from their own entries before it commits
/// (`refreshDayTotals`), so the kept rows never disagree with the entries once a write is acknowledged.
/// A write that bypasses `write` leaves its days named in `dayStale`; reads work those out from the
/// entries instead of trusting the kept rows.
extension AppDatabase {
    /// A day as kept: its totals and how they were judged by the rules in force that day.
    struct KeptDay: Equatable {
        var totals: DayTotals
        var onTarget: Bool
        var met: Int
        var enabled: Int
    }

    /// The tables and triggers of migration v11 (frozen with it).
    static let dayTotalsSchema = """
        CREATE TABLE dayTotal (
            day TEXT NOT NULL,
            categoryId INTEGER NOT NULL,
            tenths INTEGER NOT NULL,
            PRIMARY KEY (day, categoryId)
        ) WITHOUT ROWID;
        CREATE TABLE dayStatus (
            day TEXT PRIMARY KEY,
            entries INTEGER NOT NULL,
            onTarget BOOLEAN NOT NULL,
            met INTEGER NOT NULL,
            enabled INTEGER NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE dayStale (day TEXT NOT NULL);
        CREATE INDEX dayStale_on_day ON dayStale(day);
        CREATE TRIGGER entry_totals_after_insert AFTER INSERT ON entry
        BEGIN INSERT INTO dayStale (day) VALUES (NEW.day); END;
        CREATE TRIGGER entry_totals_after_delete AFTER DELETE ON entry
        BEGIN INSERT INTO dayStale (day) VALUES (OLD.day); END;
        CREATE TRIGGER entry_totals_after_update AFTER UPDATE OF day, mealSlotId, categoryId, portions, loggedAt, kind ON entry
        BEGIN INSERT INTO dayStale (day) VALUES (OLD.day), (NEW.day); END;
        CREATE TRIGGER workout_totals_after_insert AFTER INSERT ON workout
        BEGIN INSERT INTO dayStale (day) VALUES (NEW.day); END;
        CREATE TRIGGER workout_totals_after_delete AFTER DELETE ON workout
        BEGIN INSERT INTO dayStale (day) VALUES (OLD.day); END;
        CREATE TRIGGER workout_totals_after_update AFTER UPDATE OF day, startedAt, minutes ON workout
        BEGIN INSERT INTO dayStale (day) VALUES (OLD.day), (NEW.day); END;
        CREATE TRIGGER categoryRule_totals_after_insert AFTER INSERT ON categoryRule
        BEGIN INSERT INTO dayStale (day) SELECT day FROM dayStatus WHERE day >= NEW.effectiveFrom; END;
        CREATE TRIGGER categoryRule_totals_after_delete AFTER DELETE ON categoryRule
        BEGIN INSERT INTO dayStale (day) SELECT day FROM dayStatus WHERE day >= OLD.effectiveFrom; END;
        CREATE TRIGGER categoryRule_totals_after_update AFTER UPDATE ON categoryRule
        BEGIN INSERT INTO dayStale (day) SELECT day FROM dayStatus WHERE day >= min(OLD.effectiveFrom, NEW.effectiveFrom); END;
        CREATE TRIGGER category_totals_after_insert AFTER INSERT ON category
        BEGIN INSERT INTO dayStale (day) SELECT day FROM dayStatus; END;
        CREATE TRIGGER category_totals_after_delete AFTER DELETE ON category
        BEGIN INSERT INTO dayStale (day) SELECT day FROM dayStatus; END;
        CREATE TRIGGER category_totals_after_update AFTER UPDATE OF unitId, isEnabled, targetKind, targetMin, targetMax ON category
        BEGIN INSERT INTO dayStale (day) SELECT day FROM dayStatus; END;
        CREATE TRIGGER unit_totals_after_insert AFTER INSERT ON unit
        BEGIN INSERT INTO dayStale (day) SELECT day FROM dayStatus; END;
        CREATE TRIGGER unit_totals_after_delete AFTER DELETE ON unit
        BEGIN INSERT INTO dayStale (day) SELECT day FROM dayStatus; END;
        CREATE TRIGGER unit_totals_after_update AFTER UPDATE OF allowsDecimal, dimension, baseFactor ON unit
        BEGIN INSERT INTO dayStale (day) SELECT day FROM dayStatus; END;
        CREATE TRIGGER mealSlot_totals_after_insert AFTER INSERT ON mealSlot
        BEGIN INSERT INTO dayStale (day) SELECT day FROM dayStatus; END;
        CREATE TRIGGER mealSlot_totals_after_delete AFTER DELETE ON mealSlot
        BEGIN INSERT INTO dayStale (day) SELECT day FROM dayStatus; END;
        INSERT INTO dayStale (day) SELECT DISTINCT day FROM entry UNION SELECT DISTINCT day FROM workout;
        """

    /// Recomputes the days named in `dayStale` from their entries and workouts, in the caller's
    /// transaction. A day with nothing logged keeps no row.
    static func refreshDayTotals(_ db: SQLConnection) throws {
        let stale = try staleDays(db, sql: "SELECT DISTINCT \(textual("day")) FROM dayStale", [])
        guard !stale.isEmpty else {
            try db.execute(sql: "DELETE FROM dayStale")
            return
        }
        let computed = try computeDays(db, stale)
        try db.execute(sql: "DELETE FROM dayTotal WHERE day IN (SELECT day FROM dayStale)")
        try db.execute(sql: "DELETE FROM dayStatus WHERE day IN (SELECT day FROM dayStale)")
        let status = try db.cachedStatement(sql: "INSERT INTO dayStatus (day, entries, onTarget, met, enabled) VALUES (?, ?, ?, ?, ?)")
        let total = try db.cachedStatement(sql: "INSERT INTO dayTotal (day, categoryId, tenths) VALUES (?, ?, ?)")
        for kept in computed.values {
            try status.execute(arguments: [kept.totals.day, kept.totals.entryCount, kept.onTarget, kept.met, kept.enabled])
            for (category, portions) in kept.totals.totals {
                try total.execute(arguments: [kept.totals.day, category, portions.tenths])
            }
        }
        try db.execute(sql: "DELETE FROM dayStale")
    }

    /// The days a query lists (a stored value that is not a day is skipped: it names nothing to redo).
    private static func staleDays(_ db: SQLConnection, sql: String, _ arguments: SQLArguments) throws -> [Day] {
        var days: [Day] = []
        let rows = try SQLRow.fetchCursor(db.cachedStatement(sql: sql), arguments: arguments)
        while let row = try rows.next() { if let day = row.text(at: 0).flatMap(Day.init) { days.append(day) } }
        return days
    }

    /// The days worked out from their entries and workouts (days with neither are absent).
    static func computeDays(_ db: SQLConnection, _ days: [Day]) throws -> [Day: KeptDay] {
        guard let first = days.min(), let last = days.max() else { return [:] }
        let catalog = try fetchCatalog(db)
        let timeline = try fetchRuleTimeline(db)
        var entries: [LogEntry] = []
        var workouts: [Workout] = []
        // A few days (a write's): each by its index. Many (a rule change, the migration): one range read.
        if days.count <= 16 {
            for day in Set(days) {
                entries += try judgedEntries(db, where: "day = ?", [day])
                workouts += try fetchWorkouts(db, from: day, to: day)
            }
        } else {
            let wanted = Set(days)
            entries = try judgedEntries(db, where: "day >= ? AND day <= ?", [first, last]).filter { wanted.contains($0.day) }
            workouts = try fetchWorkouts(db, from: first, to: last).filter { wanted.contains($0.day) }
        }
        let entriesByDay = Dictionary(grouping: entries, by: \.day)
        let workoutsByDay = Dictionary(grouping: workouts, by: \.day)
        var result: [Day: KeptDay] = [:]
        for day in Set(entriesByDay.keys).union(workoutsByDay.keys) {
            let summary = DaySummary(day: day, entries: entriesByDay[day] ?? [], catalog: timeline.catalog(catalog, on: day), workouts: workoutsByDay[day] ?? [])
            result[day] = KeptDay(totals: summary.totals, onTarget: summary.isOnTarget, met: summary.metCount, enabled: summary.enabledCount)
        }
        return result
    }

    /// The entries `condition` selects, read for judging only (what `DaySummary` counts: day, slot,
    /// category, portions, time, kind), by position: each write reads its day's entries again. A row
    /// that cannot be read is left out, as everywhere days are judged.
    static func judgedEntries(_ db: SQLConnection, where condition: String, _ arguments: SQLArguments) throws -> [LogEntry] {
        var entries: [LogEntry] = []
        let sql = """
            SELECT \(integral("id")), \(textual("day")), \(integral("mealSlotId")), \(integral("categoryId")), \(numeric("portions")),
                loggedAt, \(textual("kind"))
            FROM entry WHERE \(condition)
            """
        let rows = try SQLRow.fetchCursor(db.cachedStatement(sql: sql), arguments: arguments)
        while let row = try rows.next() {
            guard let id = row.integer(at: 0), let day = row.text(at: 1).flatMap(Day.init), let slot = row.integer(at: 2),
                let loggedAt = try? row.decode(Date.self, atIndex: 5)
            else { continue }
            entries.append(
                LogEntry(
                    id: id, day: day, mealSlotID: slot, categoryID: row.integer(at: 3), portions: Portions(rounding: row.number(at: 4) ?? 0),
                    loggedAt: loggedAt, kind: row.text(at: 6).flatMap(EntryKind.init(rawValue:)) ?? .portion))
        }
        return entries
    }

    /// The kept days from…to (days with nothing logged are absent); days a write outside `write` left
    /// named in `dayStale` are worked out from their entries.
    static func fetchKeptDays(_ db: SQLConnection, from: Day, to: Day) throws -> [Day: KeptDay] {
        var result: [Day: KeptDay] = [:]
        result.reserveCapacity(min(from.distance(to: to) + 1, 4_000))
        let statuses = try SQLRow.fetchCursor(
            db.cachedStatement(sql: """
                SELECT \(textual("day")), \(integral("entries")), \(integral("onTarget")), \(integral("met")), \(integral("enabled"))
                FROM dayStatus WHERE day >= ? AND day <= ?
                """), arguments: [from, to])
        while let row = try statuses.next() {
            guard let day = row.text(at: 0).flatMap(Day.init) else { continue }
            result[day] = KeptDay(
                totals: .empty(day), onTarget: row.integer(at: 2) == 1, met: row.integer(at: 3).map { Int(clamping: $0) } ?? 0,
                enabled: row.integer(at: 4).map { Int(clamping: $0) } ?? 0)
            result[day]?.totals.entryCount = row.integer(at: 1).map { Int(clamping: $0) } ?? 0
        }
        let totals = try SQLRow.fetchCursor(
            db.cachedStatement(sql: "SELECT \(textual("day")), \(integral("categoryId")), \(integral("tenths")) FROM dayTotal WHERE day >= ? AND day <= ?"), arguments: [from, to])
        while let row = try totals.next() {
            guard let day = row.text(at: 0).flatMap(Day.init), let category = row.integer(at: 1), let tenths = row.integer(at: 2) else { continue }
            result[day]?.totals.totals[category] = Portions(tenths: Int(clamping: tenths))
        }
        let stale = try staleDays(db, sql: "SELECT DISTINCT \(textual("day")) FROM dayStale WHERE day >= ? AND day <= ?", [from, to])
        if !stale.isEmpty {
            let computed = try computeDays(db, stale)
            for day in stale { result[day] = computed[day] }
        }
        return result
    }

    /// Per-day adherence and category totals from…to, every day included (a day with nothing logged
    /// is judged as empty), each by the rules in force that day. Reads one kept row per day.
    public func historyReport(from: Day, to: Day) throws -> HistoryReport {
        try AppDatabase.checkHistoryRange(from: from, to: to)
        return try read { db in
            let revisions = try AppDatabase.revisions(db)
            let catalog = try cachedCatalog(db, revisions)
            let timeline = try cachedRuleTimeline(db, revisions)
            let kept = try AppDatabase.fetchKeptDays(db, from: from, to: to)
            return HistoryReport(
                from: from, to: to,
                days: from.through(to).map { day in HistoryReport.DayLine(kept[day]?.totals ?? .empty(day), catalog: timeline.catalog(catalog, on: day)) })
        }
    }
}

extension AppDatabase {
    /// Weekly or monthly summaries from…to (to: at most today) of the data type asked, read in one snapshot.
    public func historySummary(from: Day, to: Day, by grouping: HistoryGrouping, type: HistoryDataType, clock: AppClock) throws -> HistorySummaryReport {
        try PeriodSummary.checkRange(from: from, to: to)
        return try read { db in
            let revisions = try AppDatabase.revisions(db)
            let catalog = try cachedCatalog(db, revisions)
            let last = min(to, clock.today(catalog.settings.dayBoundary))
            guard from <= last else { throw TallyError.invalid(field: "from", "the range starts after today") }
            var food: [Day: HistoryFacts.FoodDay] = [:]
            if type == .all || type == .food {
                let kept = try AppDatabase.fetchKeptDays(db, from: from, to: last)
                let intake = try AppDatabase.fetchDayIntake(db, from: from, to: last)
                for day in from.through(last) {
                    let line = kept[day]
                    let logged = (line?.totals.entryCount ?? 0) > 0
                    // A target only where it is known; a failing profile leaves it missing, not zero.
                    let target = logged ? (try? cachedTargets(db, on: day, revisions))?.kcal : nil
                    food[day] = HistoryFacts.FoodDay(logged: logged, onTarget: logged && (line?.onTarget ?? false), kcal: intake[day]?[.kcal], targetKcal: target)
                }
            }
            var weights: [(day: Day, kg: Double)] = []
            if type == .all || type == .body {
                let measurements = try AppDatabase.fetchMeasurements(db, kind: .weight, to: last)
                weights = BodyRules.dailyValues(measurements, kind: .weight).map { ($0.day, $0.value) }
            }
            var workouts: [(day: Day, minutes: Double, kcal: Double)] = []
            if type == .all || type == .training {
                workouts = try AppDatabase.fetchWorkouts(db, from: from, to: last).map { ($0.day, $0.minutes, $0.kcal) }
            }
            let weekStart = (try? AppDatabase.setting(db, "budget.weekStart")).flatMap { $0.flatMap { Int($0, radix: 10) } } ?? 1
            let facts = HistoryFacts(from: from, to: last, food: food, weights: weights, workouts: workouts)
            return HistorySummaryReport(
                from: from, to: last, by: grouping.rawValue, type: type.rawValue,
                periods: PeriodSummary.summarise(facts, by: grouping, type: type, weekStart: weekStart))
        }
    }
}

import Foundation
import TallyCore

/// The Lab's reads and its small amount of state (card feedback, comparison widgets).
extension AppDatabase {
    /// The first day anything was recorded, nil for an empty log.
    static func firstDataDay(_ db: SQLConnection) throws -> Day? {
        try Day.fetchOne(
            db,
            sql: """
                SELECT min(day) FROM (
                    SELECT min(day) AS day FROM entry UNION ALL SELECT min(day) FROM bodyMetric UNION ALL SELECT min(day) FROM workout) AS firsts
                WHERE day >= '1900-01-01'
                """)
    }

    /// What the Lab reads for from…to, in one snapshot: only the `parts` asked for. Days are judged by
    /// the rules in force then, and expenditure uses the profile of each day.
    static func fetchLabData(_ db: SQLConnection, from: Day, to: Day, parts: LabParts = .all) throws -> LabData {
        let catalog = try fetchCatalog(db)
        var data = LabData(from: from, to: to, categories: catalog.categories.filter(\.isEnabled).map(\.name))
        if parts.contains(.nutrition) { data.dayNutrients = try fetchDayIntake(db, from: from, to: to) }
        if parts.contains(.intake) { data.intakeTimes = try fetchTimedIntake(db, from: from, to: to) }
        if parts.contains(.device) {
            for kind in DailyMetricKind.allCases where kind != .steps {
                let points = try fetchDailyMetrics(db, kind, from: from, to: to)
                if !points.isEmpty { data.device[kind] = Dictionary(points.map { ($0.day, $0.value) }, uniquingKeysWith: { first, _ in first }) }
            }
        }
        if parts.contains(.workouts) || parts.contains(.days) { data.workouts = try fetchWorkouts(db, from: from, to: to) }
        if parts.contains(.days) {
            // One kept row per day (see `AppDatabase+DayTotals`), not every entry of the range.
            let timeline = try fetchRuleTimeline(db)
            for (day, kept) in try fetchKeptDays(db, from: from, to: to) where kept.totals.entryCount > 0 {
                var totals: [String: Double] = [:]
                for line in DaySummary.lines(kept.totals.totals, catalog: timeline.catalog(catalog, on: day)) { totals[line.category.name] = line.total.value }
                data.categoryTotals[day] = totals
                data.onTarget[day] = kept.onTarget
                if kept.enabled > 0 { data.categoriesMet[day] = Double(kept.met) / Double(kept.enabled) }
            }
            if !parts.contains(.workouts) { data.workouts = [] }
        }
        if parts.contains(.body) || parts.contains(.expenditure) {
            // The range, plus earlier weigh-ins so the weight trend is settled when the range starts.
            let measurements = try fetchMeasurements(db, from: from, to: to)
            if parts.contains(.body) { data.measurements = measurements }
            if parts.contains(.expenditure) {
                let earlierWeights = try measurementRows(db, "WHERE kind = 'weight' AND day < ? ORDER BY day DESC, measuredAt DESC LIMIT 60", [from])
                data.expenditure = try fetchExpenditureSeries(db, from: from, to: to, weights: earlierWeights.reversed() + measurements.filter { $0.kind == .weight })
            }
        }
        return data
    }

    /// Estimated expenditure (BMR × activity) per day, from the profile in force that day and the trend
    /// weight; days without a profile or a weight so far are missing.
    static func fetchExpenditureSeries(_ db: SQLConnection, from: Day, to: Day, weights: [BodyMeasurement]) throws -> [Day: Double] {
        // A day with active energy a device measured (imported): BMR plus that, instead of BMR × activity.
        let active = Dictionary(try fetchDailyMetrics(db, .activeEnergy, from: from, to: to).map { ($0.day, $0.value) }, uniquingKeysWith: { a, _ in a })
        let daily = BodyRules.dailyValues(weights, kind: .weight)
        guard !daily.isEmpty else { return [:] }
        let trend = Trend.exponential(daily.map(\.value))
        let history = try settingHistory(db, prefix: "profile.")
        func value(_ key: String, on day: Day) -> String? {
            guard let values = history[key], let first = values.first else { return nil }
            return values.last(where: { $0.day <= day })?.value ?? first.value
        }
        var result: [Day: Double] = [:]
        var index = 0
        for day in from.through(to) {
            while index + 1 < daily.count && daily[index + 1].day <= day { index += 1 }
            guard daily[index].day <= day else { continue }
            let profile = try profile(from: { value($0, on: day) })
            guard let energy = try? EnergyCalculator.estimate(profile: profile, weightKg: trend[index], leanKg: nil, on: day) else { continue }
            result[day] = active[day].map { energy.bmr + $0 } ?? energy.tdee
        }
        return result
    }

    /// The days a range covers: "all" from the first recorded day; otherwise the last N days to today.
    public func labRange(_ range: String, clock: AppClock) throws -> (from: Day, to: Day) {
        let span = try LabCompare.days(forRange: range)
        return try read { db in
            let today = clock.today(try AppDatabase.fetchSettings(db).dayBoundary)
            if let span { return (today.adding(days: -(span - 1)), today) }
            return (min(try AppDatabase.firstDataDay(db) ?? today, today), today)
        }
    }

    public func labData(from: Day, to: Day, parts: LabParts = .all) throws -> LabData {
        guard from <= to else { throw TallyError.invalid(field: "from", "the range starts (\(from)) after it ends (\(to))") }
        return try read { db in try AppDatabase.fetchLabData(db, from: from, to: to, parts: parts) }
    }

    /// The metrics there is data for over a range.
    public func labMetrics(range: String = "all", clock: AppClock) throws -> [LabMetric] {
        let (from, to) = try labRange(range, clock: clock)
        // Judging every day (the .days part) is the costly read; the metrics made from it have data
        // exactly when something was logged in the range, which one small query tells.
        return try read { db in
            let data = try AppDatabase.fetchLabData(db, from: from, to: to, parts: LabParts.series.subtracting(.days))
            let logged = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM entry WHERE day >= ? AND day <= ?)", arguments: [from, to]) ?? false
            return LabCatalog.metrics(for: data).filter { metric in
                LabCatalog.parts(for: metric.key) == .days ? logged : !LabCatalog.series(metric, in: data).points.isEmpty
            }
        }
    }

    /// `tally lab compare A B`: the two series over the range and how they relate.
    public func labCompare(_ a: String, _ b: String, range: String, clock: AppClock) throws -> LabComparison {
        let (from, to) = try labRange(range, clock: clock)
        let data = try labData(from: from, to: to, parts: LabCatalog.parts(for: a).union(LabCatalog.parts(for: b)))
        let metricA = try LabCatalog.metric(a, in: data, field: "a"), metricB = try LabCatalog.metric(b, in: data, field: "b")
        guard metricA.key != metricB.key else { throw TallyError.invalid(field: "b", "pick two different metrics") }
        return LabCompare.compare(LabCatalog.series(metricA, in: data), LabCatalog.series(metricB, in: data), from: from, to: to, range: range.lowercased())
    }

    /// Two periods side by side.
    public func labPeriods(first: ClosedRange<Day>, second: ClosedRange<Day>) throws -> PeriodComparison {
        let data = try labData(from: min(first.lowerBound, second.lowerBound), to: max(first.upperBound, second.upperBound), parts: .series)
        return try LabPeriods.compare(data, first: first, second: second)
    }

    // MARK: Cards and feedback

    static func fetchFeedback(_ db: SQLConnection) throws -> [CardFeedback] {
        var result: [CardFeedback] = []
        let rows = try SQLRow.fetchCursor(db, sql: "SELECT cardId, vote, fingerprint FROM labFeedback")
        while let row = try rows.next() {
            guard let id = try? row.decode(String.self, atIndex: 0), let vote = (try? row.decode(String.self, atIndex: 1)).flatMap(CardFeedback.Vote.init(rawValue:))
            else { continue }
            result.append(CardFeedback(cardID: id, vote: vote, fingerprint: (try? row.decode(String.self, atIndex: 2)) ?? ""))
        }
        return result
    }

    /// Today's insight cards, after feedback.
    public func labCards(clock: AppClock) throws -> [LabCard] {
        try read { db in
            let today = clock.today(try AppDatabase.fetchSettings(db).dayBoundary)
            let data = try AppDatabase.fetchLabData(db, from: today.adding(days: -(LabInsights.window - 1)), to: today, parts: .cards)
            return LabInsights.cards(data, today: today, goal: try AppDatabase.fetchGoal(db, asOf: today)?.kind, feedback: try AppDatabase.fetchFeedback(db))
        }
    }

    /// Thumbs up, thumbs down or dismiss on a card shown today; the latest vote for a card replaces earlier ones.
    @discardableResult
    public func labFeedback(cardID: String, vote: CardFeedback.Vote, clock: AppClock) throws -> LabCard {
        let cards = try read { db in
            let today = clock.today(try AppDatabase.fetchSettings(db).dayBoundary)
            let data = try AppDatabase.fetchLabData(db, from: today.adding(days: -(LabInsights.window - 1)), to: today, parts: .cards)
            // Every card today, including dismissed ones (their vote may change).
            return LabInsights.cards(data, today: today, goal: try AppDatabase.fetchGoal(db, asOf: today)?.kind, feedback: [])
        }
        guard let card = cards.first(where: { $0.id == cardID }) else {
            throw TallyError.notFound(field: "id", "no card '\(Limits.clip(cardID))' today; tally lab cards lists them")
        }
        try write { db in
            try db.execute(
                sql: """
                    INSERT INTO labFeedback (cardId, vote, fingerprint, votedAt) VALUES (?, ?, ?, ?)
                    ON CONFLICT (cardId) DO UPDATE SET vote = excluded.vote, fingerprint = excluded.fingerprint, votedAt = excluded.votedAt
                    """, arguments: [card.id, vote.rawValue, card.fingerprint, clock.now()])
        }
        return card
    }

    public func labFeedbackVotes() throws -> [CardFeedback] { try read(AppDatabase.fetchFeedback) }

    // MARK: Comparison widgets

    public struct LabWidget: Sendable, Equatable, Encodable {
        public var id: Int64
        public var a: String
        public var b: String
    }

    public func labWidgets() throws -> [LabWidget] {
        try read { db in
            var result: [LabWidget] = []
            let rows = try SQLRow.fetchCursor(db, sql: "SELECT id, metricA, metricB FROM labWidget ORDER BY position, id")
            while let row = try rows.next() {
                guard let id = try? row.decode(Int64.self, atIndex: 0), let a = try? row.decode(String.self, atIndex: 1),
                    let b = try? row.decode(String.self, atIndex: 2)
                else { continue }
                result.append(LabWidget(id: id, a: a, b: b))
            }
            return result
        }
    }

    /// Adds a comparison widget for two metrics there is data for (at most 12).
    @discardableResult
    public func addLabWidget(_ a: String, _ b: String, clock: AppClock) throws -> LabWidget {
        let (from, to) = try labRange("all", clock: clock)
        let data = try labData(from: from, to: to, parts: LabCatalog.parts(for: a).union(LabCatalog.parts(for: b)))
        let metricA = try LabCatalog.metric(a, in: data, field: "a"), metricB = try LabCatalog.metric(b, in: data, field: "b")
        guard metricA.key != metricB.key else { throw TallyError.invalid(field: "b", "pick two different metrics") }
        return try write { db in
            let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM labWidget") ?? 0
            guard count < 12 else { throw TallyError.conflict(field: nil, "Today holds at most 12 comparison widgets; remove one first") }
            let id = try db.insertReturningID(
                sql: "INSERT INTO labWidget (metricA, metricB, position) VALUES (?, ?, ?)", arguments: [metricA.key, metricB.key, count + 1])
            return LabWidget(id: id ?? 0, a: metricA.key, b: metricB.key)
        }
    }

    public func deleteLabWidget(id: Int64) throws {
        try write { db in
            try db.execute(sql: "DELETE FROM labWidget WHERE id = ?", arguments: [id])
            guard db.changesCount > 0 else { throw TallyError.notFound(field: "id", "no widget with id \(id)") }
        }
    }
}

extension AppDatabase {
    /// What Today shows of the Lab, from one read: the cards (after feedback), the three default widgets
    /// and the saved comparison widgets. The week follows the budget's week start (Monday otherwise).
    public func labPanel(clock: AppClock) throws -> LabPanel {
        try read { db in
            let revisions = try AppDatabase.revisions(db)
            let today = clock.today(try cachedCatalog(db, revisions).settings.dayBoundary)
            // Computed over the Lab's window; kept until any write changes what it reads.
            let key = ReadCache.Key(name: "labPanel", day: today, tokens: revisions.key("entries", "body", "settings", "catalog", "workouts", "device", "lab"))
            return try cache.value(key) { try AppDatabase.computeLabPanel(db, today: today) }
        }
    }

    static func computeLabPanel(_ db: SQLConnection, today: Day) throws -> LabPanel {
            var widgets: [(id: Int64, a: String, b: String)] = []
            let rows = try SQLRow.fetchCursor(db, sql: "SELECT id, metricA, metricB FROM labWidget ORDER BY position, id")
            while let row = try rows.next() {
                guard let id = try? row.decode(Int64.self, atIndex: 0), let a = try? row.decode(String.self, atIndex: 1),
                    let b = try? row.decode(String.self, atIndex: 2)
                else { continue }
                widgets.append((id, a, b))
            }
            let parts = widgets.reduce(LabParts.cards) { $0.union(LabCatalog.parts(for: $1.a)).union(LabCatalog.parts(for: $1.b)) }
            let data = try AppDatabase.fetchLabData(db, from: today.adding(days: -(LabInsights.window - 1)), to: today, parts: parts)
            let cards = LabInsights.cards(data, today: today, goal: try AppDatabase.fetchGoal(db, asOf: today)?.kind, feedback: try AppDatabase.fetchFeedback(db))
            let startsOn: Int
            if case .week(let start) = try AppDatabase.fetchBudgetSettings(db).period { startsOn = start } else { startsOn = 1 }
            let week = BudgetPeriod.week(startsOn: startsOn).days(containing: today)
            var targets: [Day: Double] = [:]
            // Days still to come keep today's target (what is in force now).
            let measured = try AppDatabase.fetchBodyStateMeasurements(db, from: week.lowerBound, to: today)
            let current = try AppDatabase.fetchTargets(db, on: today, measurements: measured[today]).kcal
            for day in week.lowerBound.through(week.upperBound) {
                let kcal = day < today ? try AppDatabase.fetchTargets(db, on: day, measurements: measured[day]).kcal : current
                if let kcal { targets[day] = kcal }
            }
            return LabPanel.make(data: data, today: today, cards: cards, weekStart: week.lowerBound, targets: targets, widgets: widgets)
    }
}

extension AppDatabase {
    /// The nutrients `dayIntake` totals, as (column, key in an entry's nutrients). Frozen by migration
    /// v7: another nutrient needs a new migration.
    static let dayIntakeColumns: [(column: String, key: NutrientKey)] = [
        ("kcal", .kcal), ("protein", .protein), ("carbs", .carbs), ("fat", .fat), ("fiber", .fiber), ("sugars", .sugars), ("sodium", .sodium),
    ]

    /// SQL that inserts the `dayIntake` rows of the entry rows matching `condition`: per day, the number of
    /// entries with nutrients and each nutrient's sum over the entries that carry it (NULL when none
    /// does: a nutrient nobody recorded is missing, not zero). Unreadable nutrient text is left out.
    static func dayIntakeRecompute(where condition: String, dialect: SQLDialect = .sqlite) -> String {
        let sums = dayIntakeColumns.map { "sum(\(nutrientValue($0.key, dialect)))" }.joined(separator: ", ")
        return """
            INSERT INTO dayIntake (day, entries, \(dayIntakeColumns.map(\.column).joined(separator: ", ")))
            SELECT day, count(*), \(sums) FROM \(entriesWithNutrients(dialect))
            \(condition) GROUP BY day
            """
    }

    /// An entry's amount of one nutrient in SQL (NULL unless its stored nutrients hold a number for it), over
    /// `entriesWithNutrients`.
    static func nutrientValue(_ key: NutrientKey, _ dialect: SQLDialect) -> String {
        switch dialect {
        case .sqlite:
            return "CASE WHEN json_type(nutrients, '$.\(key.rawValue)') IN ('integer', 'real') THEN json_extract(nutrients, '$.\(key.rawValue)') END"
        case .postgres:
            return "CASE WHEN jsonb_typeof(parsed.j -> '\(key.rawValue)') = 'number' THEN (parsed.j ->> '\(key.rawValue)')::double precision END"
        }
    }

    /// The entries whose nutrients are readable JSON, as a FROM clause for `nutrientValue` (on PostgreSQL each
    /// entry's text is parsed once, by `tally_json`, which reads unreadable text as NULL).
    static func entriesWithNutrients(_ dialect: SQLDialect) -> String {
        switch dialect {
        case .sqlite: return "entry WHERE nutrients IS NOT NULL AND json_valid(nutrients) AND"
        case .postgres: return "entry, LATERAL (SELECT tally_json(entry.nutrients) AS j) AS parsed WHERE parsed.j IS NOT NULL AND"
        }
    }

    /// Each day's intake totals from…to (days with no food logged are absent).
    static func fetchDayIntake(_ db: SQLConnection, from: Day, to: Day) throws -> [Day: Nutrients] {
        var result: [Day: Nutrients] = [:]
        let rows = try SQLRow.fetchCursor(
            db, sql: "SELECT \(textual("day")), \(dayIntakeColumns.map { numeric($0.column) }.joined(separator: ", ")) FROM dayIntake WHERE day >= ? AND day <= ?",
            arguments: [from, to])
        result.reserveCapacity(from.distance(to: to) + 1)
        while let row = try rows.next() {
            guard let day = row.text(at: 0).flatMap(Day.init) else { continue }
            var nutrients = Nutrients()
            nutrients.values.reserveCapacity(dayIntakeColumns.count)
            for (index, item) in dayIntakeColumns.enumerated() {
                if let value = row.number(at: index + 1) { nutrients[item.key] = value }
            }
            result[day] = nutrients
        }
        return result
    }

    /// Every entry with nutrients from…to, with its time (for what was eaten before a workout).
    static func fetchTimedIntake(_ db: SQLConnection, from: Day, to: Day) throws -> [TimedIntake] {
        let columns = dayIntakeColumns.map { nutrientValue($0.key, db.dialect) }
        var result: [TimedIntake] = []
        let rows = try SQLRow.fetchCursor(
            db,
            sql: "SELECT loggedAt, \(columns.joined(separator: ", ")) FROM \(entriesWithNutrients(db.dialect)) day >= ? AND day <= ?",
            arguments: [from, to])
        while let row = try rows.next() {
            guard let at = try? row.decode(Date.self, atIndex: 0) else { continue }
            var nutrients = Nutrients()
            nutrients.values.reserveCapacity(dayIntakeColumns.count)
            for (index, item) in dayIntakeColumns.enumerated() {
                if let value = row.number(at: index + 1) { nutrients[item.key] = value }
            }
            result.append(TimedIntake(at: at, nutrients: nutrients))
        }
        return result
    }
}

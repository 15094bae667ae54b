import Foundation
import TallyCore

/// Read models shared by every front end (CLI, REST API, web pages): each is read in one snapshot,
/// so a page never mixes data from before and after a concurrent write.
extension AppDatabase {
    /// Everything a day's screen shows.
    public struct DayView: Sendable {
        public var summary: DaySummary
        public var catalog: Catalog
        public var targets: TargetsResult
        /// Today by the cutoff, for "(today)" labels and default dates.
        public var today: Day

        public var day: Day { summary.day }

        public func report(timeZone: TimeZone) -> DayReport {
            DayReport(summary, catalog: catalog, timeZone: timeZone, targets: targets.dictionary)
        }
    }

    /// A day (nil: today by the cutoff) with its catalog and targets.
    public func dayView(_ day: Day?, clock: AppClock) throws -> DayView {
        try read { db in
            let revisions = try AppDatabase.revisions(db)
            let catalog = try cachedCatalog(db, revisions)
            return try cachedDayView(db, day ?? clock.today(catalog.settings.dayBoundary), clock: clock, revisions, catalog)
        }
    }

    /// O(that day): the day's entries and workouts by index; the catalog, rules and targets from the
    /// cache unless a write changed what they are computed from.
    func cachedDayView(_ db: SQLConnection, _ day: Day, clock: AppClock, _ revisions: Revisions, _ catalog: Catalog) throws -> DayView {
        let today = clock.today(catalog.settings.dayBoundary)
        let key = ReadCache.Key(name: "dayView", day: day, tokens: AppDatabase.dayTokens(revisions, today: today))
        return try cache.value(key) {
            let entries = try EntryRecord.fetchAll(db, where: "day = ?", arguments: [day]).map(\.entry)
            let workouts = try AppDatabase.fetchWorkouts(db, from: day, to: day)
            // Judged by the rules in force that day; logged with the catalog as it is now.
            let timeline = try cachedRuleTimeline(db, revisions)
            return DayView(
                summary: DaySummary(day: day, entries: entries, catalog: timeline.catalog(catalog, on: day), workouts: workouts), catalog: catalog,
                targets: try cachedTargets(db, on: day, revisions), today: today)
        }
    }

    /// A front end's rendering of a day view (the API's JSON), cached with the view: `name` says which
    /// rendering, and must change whenever `render` would produce something else from the same view.
    public func renderedDay<T: Sendable>(_ day: Day?, clock: AppClock, name: String, _ render: @escaping (DayView) throws -> T) throws -> T {
        try read { db in
            let revisions = try AppDatabase.revisions(db)
            let catalog = try cachedCatalog(db, revisions)
            let (key, day) = AppDatabase.renderKey(name, day, clock: clock, revisions, catalog)
            return try cache.value(key) { try render(try cachedDayView(db, day, clock: clock, revisions, catalog)) }
        }
    }

    /// `renderedDay`'s value when it is already kept for the data as it is now: one small read of the
    /// revision tokens and nothing computed, cheap enough for a request's own thread (a read never
    /// waits for the writer). Nil when the rendering would have to be computed.
    public func keptRenderedDay<T: Sendable>(_ day: Day?, clock: AppClock, name: String, as type: T.Type) throws -> T? {
        try read { db in
            let revisions = try AppDatabase.revisions(db)
            guard let catalog = cache.known(AppDatabase.catalogKey(revisions), as: Catalog.self) else { return nil }
            return cache.known(AppDatabase.renderKey(name, day, clock: clock, revisions, catalog).key, as: T.self)
        }
    }

    static func renderKey(_ name: String, _ day: Day?, clock: AppClock, _ revisions: Revisions, _ catalog: Catalog) -> (key: ReadCache.Key, day: Day) {
        let today = clock.today(catalog.settings.dayBoundary)
        let day = day ?? today
        return (ReadCache.Key(name: "render:" + name, day: day, tokens: AppDatabase.dayTokens(revisions, today: today)), day)
    }

    /// What a day view is computed from: its entries and workouts, the catalog and settings, the body
    /// (targets), and which day is today.
    static func dayTokens(_ revisions: Revisions, today: Day) -> [Int64] {
        revisions.key("entries", "workouts", "catalog", "settings", "body") + [Int64(clamping: today.ordinal)]
    }

    func cachedCatalog(_ db: SQLConnection, _ revisions: Revisions) throws -> Catalog {
        try cache.value(AppDatabase.catalogKey(revisions)) { try AppDatabase.fetchCatalog(db) }
    }

    static func catalogKey(_ revisions: Revisions) -> ReadCache.Key {
        ReadCache.Key(name: "catalog", tokens: revisions.key("catalog", "settings"))
    }

    /// The category rules with the days they took effect, kept until the catalog changes.
    func cachedRuleTimeline(_ db: SQLConnection, _ revisions: Revisions) throws -> RuleTimeline {
        try cache.value(ReadCache.Key(name: "rules", tokens: revisions.key("catalog"))) { try AppDatabase.fetchRuleTimeline(db) }
    }

    /// A day's targets: they follow the profile, goal and overrides (settings), the body measurements
    /// and, with adaptive expenditure, the intake of the weeks before.
    func cachedTargets(_ db: SQLConnection, on day: Day, _ revisions: Revisions) throws -> TargetsResult {
        let adaptive = try AppDatabase.setting(db, "energy.source", asOf: day) == "adaptive"
        let tokens = adaptive ? revisions.key("settings", "body", "entries") : revisions.key("settings", "body")
        return try cache.value(ReadCache.Key(name: "targets", day: day, tokens: tokens)) { try AppDatabase.fetchTargets(db, on: day) }
    }

    /// `tally body --json`: the measurements in a time frame with averages and trend.
    public func bodyReport(range: String, clock: AppClock) throws -> BodyReport {
        try read { db in
            let profile = try AppDatabase.fetchProfile(db)
            let today = clock.today(try AppDatabase.fetchSettings(db).dayBoundary)
            return try BodyReport(
                measurements: try AppDatabase.fetchMeasurements(db), profileHeight: profile.heightCm, range: range, today: today,
                imperial: profile.imperial)
        }
    }

    /// `tally lift EXERCISE --json`: best e1RM per day over a time frame.
    public func liftReport(exercise name: String, range: String, formula: String, clock: AppClock) throws -> LiftReport {
        let oneRM = try OneRepMax.parse(formula)
        let span = try BodyReport.days(forRange: range)
        let exercise = try self.exercise(named: name)
        return try read { db in
            let today = clock.today(try AppDatabase.fetchSettings(db).dayBoundary)
            return LiftReport(
                exercise: exercise.name, formula: oneRM, range: range, from: span.map { today.adding(days: -($0 - 1)) },
                workouts: try AppDatabase.fetchWorkouts(db, exercise: exercise.name))
        }
    }

    /// `tally training week --json`: the week containing `date` (nil: today) and the one before.
    public func trainingWeekReport(containing date: Day?, weekStart: String, clock: AppClock) throws -> TrainingWeekReport {
        let start = try BudgetPeriod.weekday(weekStart)
        return try read { db in
            let today = clock.today(try AppDatabase.fetchSettings(db).dayBoundary)
            let day = date ?? today
            let workouts = try AppDatabase.fetchWorkouts(db, from: day.adding(days: -14), to: day.adding(days: 7))
            return TrainingWeekReport(
                week: TrainingProgress.week(workouts, containing: day, startsOn: start),
                previous: TrainingProgress.week(workouts, containing: day.adding(days: -7), startsOn: start))
        }
    }

    /// `tally budget --json` for the period containing `date` (nil: today).
    public func budgetReport(containing date: Day?, clock: AppClock) throws -> BudgetReport {
        let day: Day
        if let date { day = date } else { day = try today(clock: clock) }
        let (period, budgets, _) = try budgets(containing: day, clock: clock)
        return try BudgetReport(period: period, budgets: budgets)
    }

    /// Reads a typed meal and logs every item it matched, in one transaction. The text is parsed
    /// again here (the parser is deterministic), so what was confirmed is what is logged.
    public func logTypedMeal(
        _ text: String, meal: String?, at: String?, note: String?, clock: AppClock
    ) throws -> (parsed: ParsedMeal, entries: [LogEntry]) {
        let parsed = try parseMeal(text, now: clock.now())
        guard parsed.items.contains(where: { $0.food != nil }) else {
            throw TallyError.notFound(field: "text", "no foods found in '\(text)'; try a food search")
        }
        let catalog = try self.catalog()
        let slotName = meal ?? parsed.mealLabel.flatMap { label in catalog.mealSlots.first { $0.name == label }?.name }
        var planned: [NewEntry] = []
        for item in parsed.items {
            guard let food = item.food else { continue }
            let amount = ResolvedAmount(grams: item.grams, quantity: item.quantityText, basis: item.basis)
            planned.append(
                try FoodRules.plannedEntry(
                    food: food, amount: amount, meal: slotName, at: at, note: note, catalog: catalog, now: clock.now(),
                    calendar: clock.calendar))
        }
        return (parsed, try logPlannedEntries(planned, clock: clock))
    }
}

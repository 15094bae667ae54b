import Foundation
import TallyCore

extension AppDatabase {
    private struct DryRun: Error { var report: HealthImportReport }

    /// Writes everything a health file yielded in one transaction: all of it or, on any failure (or a
    /// kill), none of it — so a re-run completes an interrupted import. Rows remember their source and
    /// an external id, so importing the same or an overlapping newer export adds only what is new; day
    /// totals that grew (the export's last, unfinished day) are updated. `dryRun` rolls back and reports.
    /// Route GPX files are written to `routes` before the transaction commits (a file without its row
    /// is harmless; a row without its file never happens).
    public func importHealth(_ batch: HealthBatch, file: String?, dryRun: Bool, routes: URL?, clock: AppClock) throws -> HealthImportReport {
        var report = HealthImportReport(
            source: batch.source, file: file, dryRun: dryRun, records: batch.counts.records, read: batch.counts.read, skipped: batch.counts.skipped)
        do {
            return try write { db in
                try AppDatabase.storeHealth(batch, into: db, report: &report, routes: dryRun ? nil : routes, clock: clock)
                if dryRun { throw DryRun(report: report) }
                try AppDatabase.recordImportRun(db, report, at: clock.now())
                return report
            }
        } catch let rolledBack as DryRun {
            return rolledBack.report
        }
    }

    /// A food diary's files, each written by `importHealth` in its own transaction, in the given order.
    /// The files share one finishing time, so "last imports" shows them as one import.
    public func importDiary(app: String, files: [(name: String, batch: HealthBatch)], dryRun: Bool, clock: AppClock) throws -> DiaryImportReport {
        let once = AppClock.fixed(clock.now(), timeZone: clock.timeZone)
        let reports = try files.map { try importHealth($0.batch, file: $0.name, dryRun: dryRun, routes: nil, clock: once) }
        return DiaryImportReport(app: app, dryRun: dryRun, files: reports)
    }

    static func recordImportRun(_ db: SQLConnection, _ report: HealthImportReport, at: Date) throws {
        try db.execute(
            sql: "INSERT INTO importRun (source, file, finishedAt, added, summary) VALUES (?, ?, ?, ?, ?)",
            arguments: [report.source, report.file, at, report.totalAdded, String(decoding: try JSONEncoder().encode(report), as: UTF8.self)])
    }

    /// The last import of each source, with each of its files' summaries (a diary's files finish
    /// together). A summary that cannot be read leaves the run with its count only.
    public func lastImports() throws -> [ImportRun] {
        try read { db in
            let rows = try SQLRow.fetchAll(
                db,
                sql: """
                    SELECT r.source, r.file, r.finishedAt, r.added, r.summary FROM importRun r
                    JOIN (SELECT source, max(finishedAt) AS finishedAt FROM importRun GROUP BY source) last
                      ON last.source = r.source AND last.finishedAt = r.finishedAt
                    ORDER BY r.source, r.id
                    """)
            var runs: [ImportRun] = []
            for row in rows {
                guard let source = row.text(at: 0), let at = try? row.decode(Date.self, atIndex: 2) else { continue }
                let added = row.integer(at: 3).map { Int(clamping: $0) } ?? 0
                let summary = row.text(at: 4).flatMap { try? JSONDecoder().decode(HealthImportReport.self, from: Data($0.utf8)) }
                if let last = runs.last, last.source == source {
                    runs[runs.count - 1].added += added
                    runs[runs.count - 1].files += summary.map { [$0] } ?? []
                } else {
                    runs.append(ImportRun(source: source, file: row.text(at: 1), finishedAt: at, added: added, files: summary.map { [$0] } ?? []))
                }
            }
            return runs
        }
    }

    /// A device series' days (active energy, resting heart rate, sleep): per day, the largest value
    /// any source gave for sums (two sources' totals of one day are two views of the same day, not
    /// additive), the mean for resting heart rate.
    public func dailyMetrics(_ kind: DailyMetricKind, from: Day? = nil, to: Day? = nil) throws -> [(day: Day, value: Double)] {
        try read { db in try AppDatabase.fetchDailyMetrics(db, kind, from: from, to: to) }
    }

    static func fetchDailyMetrics(_ db: SQLConnection, _ kind: DailyMetricKind, from: Day? = nil, to: Day? = nil) throws -> [(day: Day, value: Double)] {
        let aggregate = kind == .restingHeartRate ? "avg" : "max"
        var sql = "SELECT day, \(aggregate)(\(AppDatabase.numeric("value"))) FROM dailyMetric WHERE kind = ?"
        var arguments: SQLArguments = [kind.rawValue]
        if let from {
            sql += " AND day >= ?"
            arguments += [from.description]
        }
        if let to {
            sql += " AND day <= ?"
            arguments += [to.description]
        }
        sql += " GROUP BY day ORDER BY day"
        return try SQLRow.fetchAll(db, sql: sql, arguments: arguments).compactMap { row in
            guard let day = row.text(at: 0).flatMap(Day.init), let value = row.number(at: 1), value.isFinite else { return nil }
            return (day, value)
        }
    }

    static func storeHealth(_ batch: HealthBatch, into db: SQLConnection, report: inout HealthImportReport, routes: URL?, clock: AppClock) throws {
        let source = batch.source
        // Body readings: one row each, skipped when this reading was imported before.
        for (measurement, externalID) in batch.measurements {
            var record = BodyMetricRecord(measurement, externalId: externalID)
            try record.insert(db, onConflict: .ignore)
            if db.changesCount > 0 {
                report.added[measurement.kind.rawValue, default: 0] += 1
            } else {
                report.alreadyThere[measurement.kind.rawValue, default: 0] += 1
            }
        }
        // Day totals: steps live with the body metrics (Tally's own steps series), the rest in dailyMetric.
        for value in batch.daily {
            let label = value.kind.rawValue
            let outcome: UpsertOutcome
            if value.kind == .steps {
                outcome = try upsertSteps(db, value, source: source, clock: clock)
            } else {
                outcome = try upsertDaily(db, value, source: source)
            }
            switch outcome {
            case .added: report.added[label, default: 0] += 1
            case .updated: report.updated[label, default: 0] += 1
            case .same: report.alreadyThere[label, default: 0] += 1
            }
        }
        // A food diary's days: each day of the source as a whole.
        if batch.isDiary, !batch.meals.isEmpty {
            try storeDiaryDays(batch, into: db, report: &report)
        }
        // Meals: one quick entry per meal of a day and source, with its nutrients.
        if !batch.isDiary, !batch.meals.isEmpty {
            let catalog = try fetchCatalog(db)
            for meal in batch.meals {
                switch try upsertMeal(db, meal, source: source, catalog: catalog, report: &report) {
                case .added: report.added["meals", default: 0] += 1
                case .updated: report.updated["meals", default: 0] += 1
                case .same: report.alreadyThere["meals", default: 0] += 1
                }
            }
        }
        // Workouts: measured energy kept; body weight (for estimates) from the trend of that day.
        if !batch.workouts.isEmpty {
            let weights = BodyRules.dailyValues(try fetchMeasurements(db, kind: .weight), kind: .weight)
            let trend = Trend.exponential(weights.map(\.value))
            for item in batch.workouts {
                let index = weights.lastIndex { $0.day <= item.day }
                let kg = index.map { trend[$0] } ?? weights.first?.value
                let workout = item.workout(bodyKg: kg, source: source)
                guard let stored = try insertWorkout(db, workout, externalId: item.externalID) else {
                    report.alreadyThere["workouts", default: 0] += 1
                    continue
                }
                report.added["workouts", default: 0] += 1
                var routeFile: String?
                if let gpx = item.routeGPX, let routes {
                    routeFile = try writeRoute(gpx, id: item.externalID, into: routes)
                    report.routes += 1
                }
                if item.distanceM != nil || routeFile != nil {
                    try db.execute(
                        sql: "UPDATE workout SET distanceM = ?, routeFile = ? WHERE id = ?",
                        arguments: [item.distanceM.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }, routeFile, stored.id])
                }
            }
        }
    }

    enum UpsertOutcome { case added, updated, same }

    static func upsertSteps(_ db: SQLConnection, _ value: DailyValue, source: String, clock: AppClock) throws -> UpsertOutcome {
        let id = "\(source):steps:\(value.day)"
        if let row = try SQLRow.fetchOne(db, sql: "SELECT id, \(numeric("value")) FROM bodyMetric WHERE externalId = ?", arguments: [id]) {
            if row.number(at: 1) == value.value { return .same }
            try db.execute(sql: "UPDATE bodyMetric SET value = ? WHERE externalId = ?", arguments: [value.value, id])
            return .updated
        }
        let at = LocalDateTime(day: value.day, minuteOfDay: 12 * 60).instant(in: clock.calendar)
        var record = BodyMetricRecord(BodyMeasurement(kind: .steps, value: value.value, day: value.day, measuredAt: at, source: source), externalId: id)
        try record.insert(db)
        return .added
    }

    static func upsertDaily(_ db: SQLConnection, _ value: DailyValue, source: String) throws -> UpsertOutcome {
        let existing = try SQLRow.fetchOne(
            db, sql: "SELECT \(numeric("value")) FROM dailyMetric WHERE kind = ? AND day = ? AND source = ?",
            arguments: [value.kind.rawValue, value.day.description, source])
        if let existing {
            if existing.number(at: 0) == value.value { return .same }
            try db.execute(
                sql: "UPDATE dailyMetric SET value = ? WHERE kind = ? AND day = ? AND source = ?",
                arguments: [value.value, value.kind.rawValue, value.day.description, source])
            return .updated
        }
        try db.execute(
            sql: "INSERT INTO dailyMetric (kind, day, source, value) VALUES (?, ?, ?, ?)",
            arguments: [value.kind.rawValue, value.day.description, source, value.value])
        return .added
    }

    static func upsertMeal(_ db: SQLConnection, _ meal: ImportedMeal, source: String, catalog: Catalog, report: inout HealthImportReport) throws
        -> UpsertOutcome
    {
        let nutrients = meal.nutrients.rounded(places: 3)
        if let row = try SQLRow.fetchOne(db, sql: "SELECT * FROM entry WHERE externalId = ?", arguments: [meal.externalID]) {
            var record = EntryRecord(row: row)
            if record.nutrients == nutrients { return .same }
            record.nutrients = nutrients
            try record.update(db)
            return .updated
        }
        var slot: MealSlot
        if let name = meal.meal, let named = try? catalog.mealSlot(named: name, allowPrefix: true) {
            slot = named
        } else {
            if let name = meal.meal, !report.mealsPlacedByTime.contains(name), report.mealsPlacedByTime.count < 20 {
                report.mealsPlacedByTime.append(Limits.clip(name))
            }
            slot = try MealSlotPicker.slot(at: meal.local.minuteOfDay, among: catalog.mealSlots)
        }
        var record = EntryRecord(meal.entry(slot: slot))
        try record.insert(db)
        try db.execute(sql: "UPDATE entry SET source = ?, externalId = ? WHERE id = ?", arguments: [source, meal.externalID, record.id])
        return .added
    }

    /// A diary's meals, day by day. The source is the authority on its own days: a day not stored yet
    /// is added, a day stored with the same rows is already there, and a day a newer export changed
    /// (a day still in progress at the last export, or edited since) replaces the source's rows of that
    /// day. Day totals count only for days without foods. Meal names find their slot, or get one.
    static func storeDiaryDays(_ batch: HealthBatch, into db: SQLConnection, report: inout HealthImportReport) throws {
        var catalog = try fetchCatalog(db)
        let source = batch.source
        var byDay: [Day: [ImportedMeal]] = [:]
        for meal in batch.meals { byDay[meal.day, default: []].append(meal) }
        var unmapped = Set(report.caloriesOnlyFoods)
        for day in byDay.keys.sorted() {
            guard let meals = byDay[day], let first = meals.first, let prefix = dayPrefix(first.externalID, day: day) else { continue }
            if batch.isDayTotals {
                let hasFoods = try batch.daysWithFoods.contains(day)
                    || Bool.fetchOne(
                        db, sql: "SELECT EXISTS (SELECT 1 FROM entry WHERE source = ? AND day = ? AND externalId LIKE ? ESCAPE '\\')",
                        arguments: [source, day.description, likePattern(source + ":serving:")]) ?? false
                if hasFoods {
                    report.skipped["day totals of days whose foods were imported", default: 0] += meals.count
                    continue
                }
            }
            let stored = try SQLRow.fetchAll(
                db, sql: "SELECT * FROM entry WHERE source = ? AND externalId LIKE ? ESCAPE '\\'",
                arguments: [source, likePattern(prefix)])
            var storedNutrients: [String: Nutrients] = [:]
            for row in stored {
                guard let id: String = row["externalId"] else { continue }
                storedNutrients[id] = EntryRecord(row: row).nutrients ?? Nutrients()
            }
            let label = batch.isDayTotals ? "day totals" : first.foodName != nil ? "foods" : "meals"
            let incoming = Dictionary(meals.map { ($0.externalID, $0.nutrients.rounded(places: 3)) }, uniquingKeysWith: { a, _ in a })
            if !stored.isEmpty {
                if storedNutrients == incoming {
                    report.alreadyThere[label, default: 0] += meals.count
                    continue
                }
                try db.execute(
                    sql: "DELETE FROM entry WHERE source = ? AND externalId LIKE ? ESCAPE '\\'", arguments: [source, likePattern(prefix)])
                if report.daysReplaced.count < 50 { report.daysReplaced.append(day.description) }
            }
            for meal in meals {
                let slot = try diarySlot(for: meal, in: db, catalog: &catalog, report: &report)
                var categoryID: Int64?
                if let name = meal.portionCategory, let category = catalog.categories.first(where: { $0.isEnabled && Catalog.normalized($0.name) == Catalog.normalized(name) }) {
                    categoryID = category.id
                    report.inPortionCategories += 1
                } else {
                    report.caloriesOnly += 1
                    if let food = meal.foodName, !batch.isDayTotals, unmapped.count < 20, unmapped.insert(food).inserted {
                        report.caloriesOnlyFoods.append(food)
                    }
                }
                var record = EntryRecord(meal.entry(slot: slot, categoryID: categoryID))
                try record.insert(db)
                try db.execute(sql: "UPDATE entry SET source = ?, externalId = ? WHERE id = ?", arguments: [source, meal.externalID, record.id])
                if stored.isEmpty {
                    report.added[label, default: 0] += 1
                } else {
                    report.updated[label, default: 0] += 1
                }
            }
        }
    }

    /// The part of an external id up to and including its day, which every row of that day shares.
    static func dayPrefix(_ externalID: String, day: Day) -> String? {
        guard let range = externalID.range(of: day.description) else { return nil }
        return String(externalID[..<range.upperBound])
    }

    /// A LIKE pattern matching text that starts with `prefix` (its wildcards escaped).
    static func likePattern(_ prefix: String) -> String {
        prefix.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_") + "%"
    }

    /// The slot of a diary's meal name, a slot added for a name Tally has none for, or (without a
    /// name) the slot of its time.
    static func diarySlot(for meal: ImportedMeal, in db: SQLConnection, catalog: inout Catalog, report: inout HealthImportReport) throws -> MealSlot {
        guard let name = meal.meal?.trimmingCharacters(in: .whitespaces), !name.isEmpty else {
            return try MealSlotPicker.slot(at: meal.local.minuteOfDay, among: catalog.mealSlots)
        }
        if let slot = FoodDiary.slot(for: name, minuteOfDay: meal.timeKnown ? meal.local.minuteOfDay : nil, among: catalog.mealSlots) {
            return slot
        }
        let cleaned = String(name.prefix(Limits.nameLength))
        let (slot, order) = try CatalogRules.newMealSlot(name: cleaned, position: nil, startMinute: nil, in: catalog)
        var record = MealSlotRecord(id: nil, name: slot.name, sortOrder: slot.sortOrder, startMinute: slot.startMinute)
        try record.insert(db)
        let id = record.id ?? 0
        try writeSlotOrder(db, order.map { $0 == 0 ? id : $0 })
        catalog = try fetchCatalog(db)
        report.mealSlotsAdded.append(slot.name)
        guard let stored = catalog.mealSlots.first(where: { $0.id == id }) else {
            throw TallyError.notFound(field: "meal", "the new meal slot was not stored")
        }
        return stored
    }

    /// Writes a route atomically (temporary file, then rename) under a name made from its id.
    static func writeRoute(_ gpx: String, id: String, into folder: URL) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let safe = String(id.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" }.prefix(120))
        let name = safe + ".gpx"
        let target = folder.appendingPathComponent(name)
        try Data(gpx.utf8).write(to: target, options: .atomic)
        return "routes/" + name
    }
}

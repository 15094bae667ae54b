import Foundation
import TallyCore

extension AppDatabase {
    /// kcal burned in workouts on a day.
    static func exerciseKcal(_ db: SQLConnection, on day: Day) throws -> Double {
        try Double.fetchOne(db, sql: "SELECT coalesce(sum(kcal), 0) FROM workout WHERE day = ?", arguments: [day]) ?? 0
    }

    /// The body weight a workout's energy uses: the trend weight that day, else the first weigh-in
    /// after it, else nil (an assumed weight, flagged).
    static func bodyKg(_ db: SQLConnection, on day: Day) throws -> Double? {
        let weights = BodyRules.dailyValues(try fetchMeasurements(db, kind: .weight), kind: .weight)
        let before = weights.filter { $0.day <= day }
        if !before.isEmpty { return Trend.exponential(before.map(\.value)).last }
        return weights.first?.value
    }

    /// The exercise's id and library spelling, matched case-insensitively; a new name becomes a custom exercise.
    static func exercise(_ db: SQLConnection, named name: String) throws -> (id: Int64, name: String) {
        let cleaned = name.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !cleaned.isEmpty, cleaned.count <= 100 else { throw TallyError.invalid(field: "exercise", "an exercise name must be 1–100 characters") }
        if let row = try SQLRow.fetchOne(db, sql: "SELECT id, name FROM exercise WHERE lower(name) = lower(?)", arguments: [cleaned]) {
            return (try row.decode(forColumn: "id"), try row.decode(forColumn: "name"))
        }
        var record = ExerciseRecord(id: nil, name: cleaned, category: "strength", equipment: nil, isCustom: true)
        try record.insert(db)
        return (record.id ?? 0, cleaned)
    }

    static func insertWorkout(_ db: SQLConnection, _ workout: Workout, externalId: String?) throws -> Workout? {
        var record = WorkoutRecord(workout, externalId: externalId)
        if externalId != nil {
            try record.insert(db, onConflict: .ignore)
            guard db.changesCount > 0 else { return nil }
        } else {
            try record.insert(db)
        }
        let workoutID = record.id ?? 0
        var stored = workout
        for (index, set) in workout.sets.enumerated() {
            let exercise = try exercise(db, named: set.exerciseName)
            stored.sets[index].exerciseName = exercise.name
            try WorkoutSetRecord(
                workoutId: workoutID, exerciseId: exercise.id, position: set.position,
                setType: set.type.rawValue, weightKg: set.weightKg, reps: set.reps, distanceM: set.distanceM, seconds: set.seconds,
                rpe: set.rpe, notes: set.notes
            ).insert(db)
        }
        stored.id = workoutID
        return stored
    }

    /// Logs a workout: MET from the activity and RPE, kcal from the body weight of that day.
    public func logWorkout(_ request: WorkoutRequest, clock: AppClock) throws -> Workout {
        try write { db in
            let catalog = try AppDatabase.fetchCatalog(db)
            let time = try EntryPlanner.parseTime(request.at)
            let day = catalog.settings.dayBoundary.day(for: time?.localDateTime(in: clock.calendar) ?? LocalDateTime(clock.now(), in: clock.calendar))
            let workout = try WorkoutPlanner.plan(
                request, bodyKg: try AppDatabase.bodyKg(db, on: day), catalog: catalog, now: clock.now(), calendar: clock.calendar)
            guard let stored = try AppDatabase.insertWorkout(db, workout, externalId: nil) else {
                throw TallyError.conflict(field: nil, "the workout was not stored")
            }
            return stored
        }
    }

    public struct WorkoutImportCount: Sendable, Equatable {
        public var workouts = 0
        public var sets = 0
        public var alreadyPresent = 0
    }

    private struct WorkoutDryRun: Error { var count: WorkoutImportCount }

    /// A Strong or Hevy file: its workouts in one transaction (none on a dry run, which rolls back and
    /// reports what would be added), and the run remembered for Manage → Data's "last imports".
    public func importWorkouts(
        _ result: WorkoutImportResult, app: String, file: String?, dryRun: Bool, clock: AppClock
    ) throws -> WorkoutImportReport {
        let count: WorkoutImportCount
        do {
            count = try write { db in
                let count = try AppDatabase.storeWorkouts(db, result.workouts, clock: clock)
                if dryRun { throw WorkoutDryRun(count: count) }
                var summary = HealthImportReport(
                    source: app, file: file, dryRun: false, records: result.rows, read: ["workouts": result.workouts.count], skipped: result.skipped)
                summary.added = ["workouts": count.workouts, "sets": count.sets].filter { $0.value > 0 }
                summary.alreadyThere = count.alreadyPresent > 0 ? ["workouts": count.alreadyPresent] : [:]
                try AppDatabase.recordImportRun(db, summary, at: clock.now())
                return count
            }
        } catch let rolledBack as WorkoutDryRun {
            count = rolledBack.count
        }
        return WorkoutImportReport(
            app: app, dryRun: dryRun, dialect: result.dialect, weightUnit: result.weightUnit, rows: result.rows, workouts: count.workouts,
            sets: count.sets, alreadyPresent: count.alreadyPresent, skipped: result.skipped)
    }

    /// Adds imported workouts in one transaction; ones already imported (same external id) are skipped.
    public func importWorkouts(_ imported: [ImportedWorkout], clock: AppClock) throws -> WorkoutImportCount {
        try write { db in try AppDatabase.storeWorkouts(db, imported, clock: clock) }
    }

    static func storeWorkouts(_ db: SQLConnection, _ imported: [ImportedWorkout], clock: AppClock) throws -> WorkoutImportCount {
            let boundary = try AppDatabase.fetchSettings(db).dayBoundary
            let weights = BodyRules.dailyValues(try AppDatabase.fetchMeasurements(db, kind: .weight), kind: .weight)
            let trend = Trend.exponential(weights.map(\.value))
            var count = WorkoutImportCount()
            for item in imported {
                let day = boundary.day(for: item.startedAt, in: clock.calendar)
                let index = weights.lastIndex { $0.day <= day }
                let kg = index.map { trend[$0] } ?? weights.first?.value
                let workout = item.workout(bodyKg: kg, boundary: boundary, calendar: clock.calendar)
                if try AppDatabase.insertWorkout(db, workout, externalId: item.externalID) != nil {
                    count.workouts += 1
                    count.sets += workout.sets.count
                } else {
                    count.alreadyPresent += 1
                }
            }
            return count
    }

    public func workouts(from: Day? = nil, to: Day? = nil) throws -> [Workout] {
        try read { db in try AppDatabase.fetchWorkouts(db, from: from, to: to) }
    }

    /// Workouts in a range with their sets; with `exercise`, only the workouts that have it, with only its sets.
    static func fetchWorkouts(_ db: SQLConnection, from: Day? = nil, to: Day? = nil, exercise: String? = nil) throws -> [Workout] {
        // Explicit columns read by position: years of workouts are read at once by the Lab.
        var records: [WorkoutRecord] = []
        let cursor = try SQLRow.fetchCursor(
            db,
            sql: """
                SELECT \(WorkoutRecord.orderedColumns) FROM workout
                WHERE (CAST(? AS TEXT) IS NULL OR day >= ?) AND (CAST(? AS TEXT) IS NULL OR day <= ?)
                  AND (CAST(? AS TEXT) IS NULL OR id IN (SELECT s.workoutId FROM workoutSet s JOIN exercise e ON e.id = s.exerciseId WHERE lower(e.name) = lower(?)))
                ORDER BY startedAt, id
                """, arguments: [from, from, to, to, exercise, exercise])
        while let row = try cursor.next() {
            // A workout that cannot be read is left out (`tally check` lists it).
            if let record = try? WorkoutRecord(orderedRow: row) { records.append(record) }
        }
        guard !records.isEmpty else { return [] }
        let columns = [
            integral("s.workoutId"), textual("e.name"), integral("s.position"), textual("s.setType"), numeric("s.weightKg"), numeric("s.reps"),
            numeric("s.distanceM"), numeric("s.seconds"), numeric("s.rpe"), textual("s.notes"),
        ].joined(separator: ", ")
        let rows = try SQLRow.fetchCursor(
            db,
            sql: """
                SELECT \(columns)
                FROM workoutSet s JOIN exercise e ON e.id = s.exerciseId
                WHERE s.workoutId IN (SELECT id FROM workout WHERE (CAST(? AS TEXT) IS NULL OR day >= ?) AND (CAST(? AS TEXT) IS NULL OR day <= ?))
                  AND (CAST(? AS TEXT) IS NULL OR lower(e.name) = lower(?))
                ORDER BY s.workoutId, s.position
                """, arguments: [from, from, to, to, exercise, exercise])
        var sets: [Int64: [WorkoutSet]] = [:]
        while let row = try rows.next() {
            // A set that cannot be read is left out (`tally check` lists it); the rest of the workout shows.
            // Columns by position, as selected above.
            guard let workoutID = row.integer(at: 0), let name = row.text(at: 1) else { continue }
            sets[workoutID, default: []].append(
                WorkoutSet(
                    exerciseName: name, position: row.integer(at: 2).map { Int(clamping: $0) } ?? 0,
                    type: row.text(at: 3).flatMap(SetType.init(rawValue:)) ?? .normal,
                    weightKg: row.number(at: 4), reps: row.number(at: 5), distanceM: row.number(at: 6), seconds: row.number(at: 7), rpe: row.number(at: 8),
                    notes: row.text(at: 9)))
        }
        return records.map { $0.workout(sets: $0.id.flatMap { sets[$0] } ?? []) }
    }

    public func workout(id: Int64) throws -> Workout {
        try read { db in
            guard let record = try WorkoutRecord.fetchOne(db, key: id) else { throw TallyError.notFound(field: "id", "no workout with id \(id)") }
            guard let workout = try AppDatabase.fetchWorkouts(db, from: record.day, to: record.day).first(where: { $0.id == id }) else {
                throw TallyError.notFound(field: "id", "no workout with id \(id)")
            }
            return workout
        }
    }

    /// Deletes a workout and its sets and returns what it was. A stored workout that cannot be read is
    /// deleted too (that is how it gets fixed); what is returned then says so in its notes.
    @discardableResult
    public func deleteWorkout(id: Int64) throws -> Workout {
        try write { db in
            let existing: Workout
            do {
                guard let record = try WorkoutRecord.fetchOne(db, key: id) else { throw TallyError.notFound(field: "id", "no workout with id \(id)") }
                existing = try AppDatabase.fetchWorkouts(db, from: record.day, to: record.day).first(where: { $0.id == id })
                    ?? record.workout(sets: [])
            } catch let error as TallyError {
                throw error
            } catch {
                guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM workout WHERE id = ?)", arguments: [id]) == true else {
                    throw TallyError.notFound(field: "id", "no workout with id \(id)")
                }
                existing = Workout(
                    id: id, name: "Unreadable workout", day: Limits.earliestDay, startedAt: Date(timeIntervalSince1970: 0), minutes: 0,
                    minutesEstimated: false, rpe: nil, activity: "other", met: 0, kcal: 0, bodyKg: 0, bodyKgAssumed: false,
                    notes: "its stored row could not be read (\(AppDatabase.describe(error)))", source: "manual", sets: [], routineExerciseID: nil)
            }
            try db.execute(sql: "DELETE FROM workoutSet WHERE workoutId = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM workout WHERE id = ?", arguments: [id])
            return existing
        }
    }

    public func exercises() throws -> [Exercise] {
        try read { db in
            try ExerciseRecord.fetchAll(db).map(\.exercise).sorted {
                let order = $0.name.localizedCaseInsensitiveCompare($1.name)
                return order == .orderedSame ? $0.id < $1.id : order == .orderedAscending
            }
        }
    }

    @discardableResult
    public func addExercise(name: String, category: String, equipment: String?) throws -> Exercise {
        try write { db in
            let cleaned = try NameRule.validated(name, field: "name", noun: "exercise")
            guard ["strength", "cardio", "mobility"].contains(category.lowercased()) else {
                throw TallyError.invalid(field: "category", "category must be strength, cardio or mobility")
            }
            if try Int64.fetchOne(db, sql: "SELECT id FROM exercise WHERE lower(name) = lower(?)", arguments: [cleaned]) != nil {
                throw TallyError.conflict(field: "name", "an exercise named '\(cleaned)' already exists")
            }
            var record = ExerciseRecord(id: nil, name: cleaned, category: category.lowercased(), equipment: equipment?.nilIfBlank, isCustom: true)
            try record.insert(db)
            return record.exercise
        }
    }

    /// The library name an exercise search means (case-insensitive, then unique prefix).
    public func exercise(named name: String) throws -> Exercise {
        let all = try exercises()
        let key = Catalog.normalized(name)
        if let exact = all.first(where: { Catalog.normalized($0.name) == key }) { return exact }
        let prefixed = all.filter { Catalog.normalized($0.name).hasPrefix(key) }
        if prefixed.count == 1 { return prefixed[0] }
        if prefixed.count > 1 {
            // Ambiguous with the exercises stored: a conflict with stored data (409), not a malformed name.
            throw TallyError.conflict(field: "exercise", "'\(name)' matches several exercises: \(prefixed.prefix(6).map(\.name).joined(separator: ", "))")
        }
        throw TallyError.notFound(field: "exercise", "no exercise named '\(name)'; see tally exercise list")
    }
}

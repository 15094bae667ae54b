import Foundation
import TallyCore

/// Reads Strong's CSV exports in every dialect seen in the wild:
/// - the 2015–2018 shape with no duration or RPE (`Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes`);
/// - the 2016–17 shape with units as column names (`kg`, `km`), CRLF, set order from 0;
/// - the comma dialects with `Duration` ("31m", "1h 44m") and `RPE`, bare weights;
/// - the semicolon dialect with `Weight Unit` / `Distance Unit` columns (blank units on some rows);
/// - Strong 6: semicolons, every field quoted, units in headers (`Weight (kg)`, `Distance (meters)`, `Duration (sec)`),
///   float noise from lb conversion, `WARM_UP`/`FAILURE` set orders, multi-line notes;
/// - the semicolon dialect with its header row removed (13 columns in a fixed order).
/// Set orders W/D/F/WARM_UP/FAILURE map to set types; rest-timer and note rows are not sets.
public enum StrongReader {
    /// The 13 columns of the semicolon dialect, for files whose header was stripped.
    static let headerlessColumns = [
        "date", "workout name", "exercise name", "set order", "weight", "weight unit", "reps", "rpe", "distance", "distance unit", "seconds",
        "notes", "workout notes",
    ]

    public static func read(path: String, weightUnit: String?, timeZone: TimeZone) throws -> WorkoutImportResult {
        let text = try WorkoutCSV.read(path)
        let (allRows, delimiter) = try WorkoutCSV.rows(text)
        guard let first = allRows.first else { throw TallyError.invalid(field: "file", "the file has no rows") }
        var header = first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        var body = Array(allRows.dropFirst())
        var dialect: String
        if header.contains("date") && header.contains("exercise name") {
            dialect = header.contains("workout #") ? "Strong 6 (semicolons, units in headers)" : delimiter == ";" ? "semicolon with unit columns" : "comma"
        } else if delimiter == ";", first.count >= 11, parseDate(first[0], timeZone: timeZone) != nil {
            header = headerlessColumns
            body = allRows
            dialect = "semicolon without a header row"
        } else {
            throw TallyError.invalid(field: "file", "this is not a Strong export (no Date / Exercise Name columns)")
        }
        func column(_ names: String...) -> Int? { names.lazy.compactMap { header.firstIndex(of: $0) }.first }
        guard let dateColumn = column("date"), let exerciseColumn = column("exercise name") else {
            throw TallyError.invalid(field: "file", "this is not a Strong export (no Date / Exercise Name columns)")
        }
        let nameColumn = column("workout name")
        let orderColumn = column("set order")
        let repsColumn = column("reps")
        let rpeColumn = column("rpe")
        let secondsColumn = column("seconds")
        let notesColumn = column("notes")
        let workoutNotesColumn = column("workout notes")
        let numberColumn = column("workout #")
        // Weight: in a "kg" column, a "Weight (kg)" column, or "Weight" with a unit column / a guess.
        var weightColumn = column("weight")
        var headerWeightUnit: String?
        if let index = column("kg", "weight (kg)") { weightColumn = index; headerWeightUnit = "kg" }
        if let index = column("lbs", "weight (lbs)", "weight (lb)") { weightColumn = index; headerWeightUnit = "lb" }
        let weightUnitColumn = column("weight unit")
        var distanceColumn = column("distance")
        var headerDistanceUnit: String?
        if let index = column("km", "distance (km)") { distanceColumn = index; headerDistanceUnit = "km" }
        if let index = column("distance (meters)", "distance (m)") { distanceColumn = index; headerDistanceUnit = "m" }
        if let index = column("mi", "distance (miles)") { distanceColumn = index; headerDistanceUnit = "mi" }
        let distanceUnitColumn = column("distance unit")
        let durationColumn = column("duration", "workout duration", "duration (sec)")
        let durationIsSeconds = header.contains("duration (sec)")

        func field(_ row: [String], _ index: Int?) -> String? {
            guard let index, index < row.count else { return nil }
            let value = row[index].trimmingCharacters(in: .whitespacesAndNewlines)
            return value.isEmpty ? nil : value
        }

        // The unit of bare weights: the file's own unit columns, the caller's choice, else plate math.
        var fileUnit = headerWeightUnit ?? weightUnit.map(normalUnit)
        if fileUnit == nil, let unitColumn = weightUnitColumn {
            let units = body.compactMap { field($0, unitColumn) }.map(normalUnit)
            fileUnit = units.filter { $0 == "lb" }.count > units.filter { $0 == "kg" }.count ? "lb" : (units.isEmpty ? nil : "kg")
        }
        let resolvedUnit = fileUnit ?? WorkoutCSV.guessWeightUnit(body.compactMap { WorkoutCSV.number(field($0, weightColumn)) })

        var skipped: [String: Int] = [:]
        var positions: [String: Int] = [:]
        var items: [(key: String, name: String, date: Date, duration: Double?, notes: String?, sets: [WorkoutSet])] = []
        for row in body {
            if row.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) { continue }
            guard let dateText = field(row, dateColumn), let date = parseDate(dateText, timeZone: timeZone) else {
                skipped["row without a readable date", default: 0] += 1
                continue
            }
            let workoutName = field(row, nameColumn) ?? "Workout"
            let orderText = field(row, orderColumn) ?? ""
            let lowerOrder = orderText.lowercased()
            if lowerOrder.contains("rest") || lowerOrder.contains("timer") {
                skipped["rest timer row", default: 0] += 1
                continue
            }
            if lowerOrder == "note" || lowerOrder == "notes" {
                skipped["note row", default: 0] += 1
                continue
            }
            guard let exercise = field(row, exerciseColumn) else {
                skipped["row without an exercise", default: 0] += 1
                continue
            }
            let type: SetType
            if Double(orderText) != nil || orderText.isEmpty {
                type = .normal
            } else if let parsed = SetType.parse(orderText) {
                type = parsed
            } else {
                skipped["unknown set order '\(orderText)'", default: 0] += 1
                continue
            }
            let rowUnit = field(row, weightUnitColumn).map(normalUnit) ?? resolvedUnit
            let weight = WorkoutCSV.number(field(row, weightColumn)).map { WorkoutCSV.kilograms($0, unit: rowUnit) }
            let reps = WorkoutCSV.number(field(row, repsColumn)).map { $0.rounded() }
            var distanceUnit = headerDistanceUnit ?? (resolvedUnit == "lb" ? "mi" : "km")
            if let text = field(row, distanceUnitColumn) { distanceUnit = text.lowercased().hasPrefix("mi") ? "mi" : text.lowercased() == "m" ? "m" : "km" }
            let distance = WorkoutCSV.number(field(row, distanceColumn)).flatMap { $0 > 0 ? WorkoutCSV.metres($0, unit: distanceUnit) : nil }
            let seconds = WorkoutCSV.number(field(row, secondsColumn)).flatMap { $0 > 0 ? $0 : nil }
            let rpe = WorkoutCSV.number(field(row, rpeColumn)).flatMap { (1...10).contains($0) ? $0 : nil }
            if let reason = WorkoutCSV.problem(weight: weight, reps: reps, distance: distance, seconds: seconds) {
                skipped[reason, default: 0] += 1
                continue
            }
            if (reps ?? 0) == 0 && distance == nil && seconds == nil && (weight ?? 0) == 0 {
                skipped["empty set", default: 0] += 1
                continue
            }
            let number = field(row, numberColumn)
            let key = WorkoutCSV.key([number ?? "", dateText, workoutName])
            let position: Int
            if let existing = positions[key] {
                position = existing
            } else {
                position = items.count
                positions[key] = position
                items.append(
                    (key, workoutName, date, WorkoutCSV.durationMinutes(field(row, durationColumn), bareIsSeconds: durationIsSeconds),
                     field(row, workoutNotesColumn), []))
            }
            guard items[position].sets.count < Limits.setsPerWorkout else {
                skipped["set beyond \(Limits.setsPerWorkout) in one workout", default: 0] += 1
                continue
            }
            var setNotes = field(row, notesColumn)
            if setNotes == items[position].notes { setNotes = nil }
            items[position].sets.append(
                WorkoutSet(
                    exerciseName: exercise, position: items[position].sets.count + 1, type: type, weightKg: weight, reps: reps, distanceM: distance,
                    seconds: seconds, rpe: rpe, notes: setNotes))
        }
        let workouts = items.map { item -> ImportedWorkout in
            ImportedWorkout(
                name: item.name, startedAt: item.date, minutes: item.duration, notes: item.notes, sets: item.sets,
                externalID: "strong:" + item.key, source: "strong")
        }
        return WorkoutImportResult(
            workouts: workouts, rows: body.count, skipped: skipped, weightUnit: resolvedUnit, dialect: dialect)
    }

    static func normalUnit(_ text: String) -> String {
        text.lowercased().hasPrefix("lb") ? "lb" : "kg"
    }

    /// "2024-03-02 17:05:11" or "2024-03-02 17:05", local time.
    static func parseDate(_ text: String, timeZone: TimeZone) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let local = LocalDateTime(String(trimmed.prefix(19))) ?? LocalDateTime(String(trimmed.prefix(16))),
            Limits.days.contains(local.day)
        else { return nil }
        var seconds = 0.0
        if trimmed.count >= 19, let s = Double(trimmed.dropFirst(17).prefix(2)) { seconds = s }
        return local.instant(in: .gregorian(in: timeZone)).addingTimeInterval(seconds)
    }
}

/// Reads Hevy's CSV export: kg or imperial accounts (`weight_lbs`, `distance_miles`), set types
/// normal/warmup/failure/dropset, newest rows first, dates like "15 Sep 2025, 07:48".
public enum HevyReader {
    public static func read(path: String, timeZone: TimeZone) throws -> WorkoutImportResult {
        let text = try WorkoutCSV.read(path)
        let (allRows, _) = try WorkoutCSV.rows(text)
        guard let first = allRows.first else { throw TallyError.invalid(field: "file", "the file has no rows") }
        let header = first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        func column(_ names: String...) -> Int? { names.lazy.compactMap { header.firstIndex(of: $0) }.first }
        guard let titleColumn = column("title"), let startColumn = column("start_time"), let exerciseColumn = column("exercise_title") else {
            throw TallyError.invalid(field: "file", "this is not a Hevy export (no title / start_time / exercise_title columns)")
        }
        let endColumn = column("end_time")
        let descriptionColumn = column("description")
        let typeColumn = column("set_type")
        let indexColumn = column("set_index")
        let kgColumn = column("weight_kg")
        let lbColumn = column("weight_lbs", "weight_lb")
        let repsColumn = column("reps")
        let kmColumn = column("distance_km")
        let milesColumn = column("distance_miles", "distance_mi")
        let secondsColumn = column("duration_seconds")
        let rpeColumn = column("rpe")
        let notesColumn = column("exercise_notes")

        func field(_ row: [String], _ index: Int?) -> String? {
            guard let index, index < row.count else { return nil }
            let value = row[index].trimmingCharacters(in: .whitespacesAndNewlines)
            return value.isEmpty ? nil : value
        }
        var skipped: [String: Int] = [:]
        var positions: [String: Int] = [:]
        var items: [(key: String, name: String, start: Date, end: Date?, notes: String?, sets: [(index: Int, set: WorkoutSet)])] = []
        for row in allRows.dropFirst() {
            if row.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) { continue }
            guard let startText = field(row, startColumn), let start = parseDate(startText, timeZone: timeZone) else {
                skipped["row without a readable start time", default: 0] += 1
                continue
            }
            guard let exercise = field(row, exerciseColumn) else {
                skipped["row without an exercise", default: 0] += 1
                continue
            }
            let typeText = field(row, typeColumn) ?? "normal"
            guard let type = SetType.parse(typeText) else {
                skipped["unknown set type '\(typeText)'", default: 0] += 1
                continue
            }
            var weight: Double?
            if let kg = WorkoutCSV.number(field(row, kgColumn)) { weight = WorkoutCSV.kilograms(kg, unit: "kg") }
            if let lb = WorkoutCSV.number(field(row, lbColumn)) { weight = WorkoutCSV.kilograms(lb, unit: "lb") }
            var distance: Double?
            if let km = WorkoutCSV.number(field(row, kmColumn)), km > 0 { distance = km * 1000 }
            if let miles = WorkoutCSV.number(field(row, milesColumn)), miles > 0 { distance = miles * 1609.344 }
            let reps = WorkoutCSV.number(field(row, repsColumn)).map { $0.rounded() }
            let seconds = WorkoutCSV.number(field(row, secondsColumn)).flatMap { $0 > 0 ? $0 : nil }
            let rpe = WorkoutCSV.number(field(row, rpeColumn)).flatMap { (1...10).contains($0) ? $0 : nil }
            if let reason = WorkoutCSV.problem(weight: weight, reps: reps, distance: distance, seconds: seconds) {
                skipped[reason, default: 0] += 1
                continue
            }
            if reps == nil && distance == nil && seconds == nil && weight == nil {
                skipped["empty set", default: 0] += 1
                continue
            }
            let title = field(row, titleColumn) ?? "Workout"
            let key = WorkoutCSV.key([startText, title])
            let position: Int
            if let existing = positions[key] {
                position = existing
            } else {
                position = items.count
                positions[key] = position
                items.append((key, title, start, field(row, endColumn).flatMap { parseDate($0, timeZone: timeZone) }, field(row, descriptionColumn), []))
            }
            guard items[position].sets.count < Limits.setsPerWorkout else {
                skipped["set beyond \(Limits.setsPerWorkout) in one workout", default: 0] += 1
                continue
            }
            let index = field(row, indexColumn).flatMap { Int($0, radix: 10) } ?? items[position].sets.count
            items[position].sets.append(
                (index, WorkoutSet(exerciseName: exercise, position: 0, type: type, weightKg: weight, reps: reps, distanceM: distance, seconds: seconds, rpe: rpe, notes: field(row, notesColumn))))
        }
        // Rows run newest first, and a workout's rows may come in any order: put workouts in time order,
        // exercises in the order they first appear, and each exercise's sets by Hevy's set_index.
        let chronological = items.enumerated().sorted { a, b in
            a.element.start != b.element.start ? a.element.start < b.element.start : a.offset > b.offset
        }.map(\.element)
        let workouts = chronological.map { item -> ImportedWorkout in
            let key = item.key
            var exerciseOrder: [String: Int] = [:]
            for pair in item.sets where exerciseOrder[pair.set.exerciseName] == nil {
                exerciseOrder[pair.set.exerciseName] = exerciseOrder.count
            }
            let ordered = item.sets.enumerated().sorted { a, b in
                let (exerciseA, exerciseB) = (exerciseOrder[a.element.set.exerciseName] ?? 0, exerciseOrder[b.element.set.exerciseName] ?? 0)
                if exerciseA != exerciseB { return exerciseA < exerciseB }
                if a.element.index != b.element.index { return a.element.index < b.element.index }
                return a.offset < b.offset
            }
            let sets = ordered.enumerated().map { position, pair -> WorkoutSet in
                var set = pair.element.set
                set.position = position + 1
                return set
            }
            let minutes = item.end.map { $0.timeIntervalSince(item.start) / 60 }.flatMap { $0 > 0 ? $0 : nil }
            return ImportedWorkout(name: item.name, startedAt: item.start, minutes: minutes, notes: item.notes, sets: sets, externalID: "hevy:" + key, source: "hevy")
        }
        return WorkoutImportResult(
            workouts: workouts, rows: max(0, allRows.count - 1), skipped: skipped, weightUnit: lbColumn != nil ? "lb" : "kg",
            dialect: lbColumn != nil ? "imperial account" : "kg account")
    }

    static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// "15 Sep 2025, 07:48" (also "15 Sep 2025 07:48" and ISO "2025-09-15 07:48"), local time.
    static func parseDate(_ text: String, timeZone: TimeZone) -> Date? {
        if let iso = StrongReader.parseDate(text, timeZone: timeZone) { return iso }
        let parts = text.replacingOccurrences(of: ",", with: " ").split(separator: " ").map(String.init)
        guard parts.count >= 4, let dayNumber = Int(parts[0], radix: 10), let monthIndex = months.firstIndex(of: String(parts[1].lowercased().prefix(3))),
            let year = Int(parts[2], radix: 10), let (hour, minute) = LocalDateTime.parseClock(Substring(parts[3])),
            let day = Day(year: year, month: monthIndex + 1, day: dayNumber), Limits.days.contains(day),
            let local = LocalDateTime(day: day, hour: hour, minute: minute)
        else { return nil }
        return local.instant(in: .gregorian(in: timeZone))
    }
}

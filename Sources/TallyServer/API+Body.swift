import Foundation
import Hummingbird
import NIOCore
import TallyCore
import TallyImport
import TallyStore

extension API {
    var body: [Endpoint] {
        [
            Endpoint(
                method: .get, path: "/api/v1/metrics", summary: "Body measurements (SI values with a display string)", tag: "Body",
                query: [
                    .init(name: "kind", description: "weight, leanmass, bodyfat, waist, steps or height", schema: .choice(OpenAPIDocument.metricKinds)), .init(name: "from", description: "YYYY-MM-DD", schema: QuerySchemas.day),
                    .init(name: "to", description: "YYYY-MM-DD", schema: QuerySchemas.day),
                ], response: "MeasurementList"
            ) { request, _ in
                let kind = try request.query("kind").map(MetricKind.parse)
                let (from, to) = (try request.queryDay("from"), try request.queryDay("to"))
                let (list, imperial) = try await run { (try database.measurements(kind: kind, from: from, to: to), try database.profile().imperial) }
                return try JSON.response(["measurements": list.map { MeasurementReport($0, imperial: imperial, timeZone: timeZone) }])
            },
            Endpoint(
                method: .post, path: "/api/v1/metrics", summary: "Add a measurement (unit defaults to the profile's: kg/cm or lb/in)", tag: "Body",
                body: "MetricInput", response: "MeasurementReport", success: 201
            ) { request, context in
                let body = try await JSONBody.read(request, context: context)
                try body.allow(["kind", "value", "unit", "date", "note"])
                let kind = try MetricKind.parse(try body.required("kind"))
                let (value, unit, date, note) = (try body.required("value"), try body.string("unit"), try body.string("date"), try body.string("note"))
                let (measurement, imperial) = try await run {
                    (try database.addMeasurement(kind: kind, value: value, unit: unit, date: date, note: note, clock: clock), try database.profile().imperial)
                }
                return try API.created(MeasurementReport(measurement, imperial: imperial, timeZone: timeZone))
            },
            Endpoint(method: .delete, path: "/api/v1/metrics/{id}", summary: "Delete a measurement", tag: "Body", response: "MeasurementReport") { _, context in
                let id = try context.parameters.id()
                let (measurement, imperial) = try await run { (try database.deleteMeasurement(id: id), try database.profile().imperial) }
                return try JSON.response(MeasurementReport(measurement, imperial: imperial, timeZone: timeZone))
            },
            Endpoint(
                method: .get, path: "/api/v1/body", summary: "Body metrics over a time frame: daily values, 7-day averages, trend; BMI, waist-to-height",
                tag: "Body", query: [.init(name: "range", description: "1w, 1m (default), 3m, 6m, 1y or all", schema: QuerySchemas.range)], response: "BodyReport"
            ) { request, _ in
                let range = request.query("range") ?? "1m"
                let report = try await run { try database.bodyReport(range: range, clock: clock) }
                return try JSON.response(report)
            },
            Endpoint(method: .get, path: "/api/v1/profile", summary: "The profile", tag: "Plan", response: "ProfileReport") { _, _ in
                let report = try await run { ProfileReport(try database.profile(), today: try database.today(clock: clock)) }
                return try JSON.response(report)
            },
            Endpoint(
                method: .patch, path: "/api/v1/profile", summary: "Change the profile (every value checked before anything is stored)", tag: "Plan",
                body: "ProfileChanges", response: "ProfileReport"
            ) { request, context in
                let body = try await JSONBody.read(request, context: context)
                try body.allow(["birthDate", "sex", "height", "heightUnit", "activity", "units", "energyUnit", "motivation", "formula"])
                let changes = AppDatabase.ProfileChanges(
                    birthDate: try body.string("birthDate"), sex: try body.string("sex"), height: try body.string("height"),
                    heightUnit: try body.string("heightUnit"), activity: try body.string("activity"), units: try body.string("units"),
                    motivation: try body.string("motivation"), formula: try body.string("formula"), energyUnit: try body.string("energyUnit"))
                let report = try await run {
                    let profile = try database.updateProfile(changes, clock: clock)
                    return ProfileReport(profile, today: try database.today(clock: clock))
                }
                return try JSON.response(report)
            },
            Endpoint(method: .get, path: "/api/v1/goal", summary: "The goal and its plan", tag: "Plan", response: "GoalReport") { _, _ in
                let report = try await run {
                    GoalReport(goal: try database.goal(), plan: try database.targets(on: try database.today(clock: clock)).plan)
                }
                return try JSON.response(report)
            },
            Endpoint(
                method: .put, path: "/api/v1/goal",
                summary: "Set the goal; one faster than 1 kg (or 1 % of body weight) a week or below the calorie floor is refused (422) with the nearest safe plan",
                tag: "Plan", body: "GoalInput", response: "GoalReport"
            ) { request, context in
                let body = try await JSONBody.read(request, context: context)
                try body.allow(["kind", "target", "unit", "by"])
                let (kind, target, unit, by) = (try body.required("kind"), try body.string("target"), try body.string("unit"), try body.string("by"))
                let plan = try await run { try database.setGoal(kind: kind, target: target, unit: unit, by: by, clock: clock) }
                return try JSON.response(GoalReport(goal: plan.goal, plan: plan))
            },
            Endpoint(method: .delete, path: "/api/v1/goal", summary: "Clear the goal (targets go back to maintenance)", tag: "Plan", response: "GoalReport") { _, _ in
                try await run { try database.clearGoal(clock: clock) }
                return try JSON.response(GoalReport(goal: nil, plan: nil))
            },
            Endpoint(
                method: .get, path: "/api/v1/targets", summary: "Daily targets: BMR, TDEE, formula, kcal and macros", tag: "Plan",
                query: [.init(name: "date", description: "YYYY-MM-DD (default today)", schema: QuerySchemas.day)], response: "TargetsReport"
            ) { request, _ in
                let date = try request.queryDay("date")
                let report = try await run {
                    let day = try date ?? database.today(clock: clock)
                    return TargetsReport(try database.targets(on: day), date: day)
                }
                return try JSON.response(report)
            },
            Endpoint(
                method: .patch, path: "/api/v1/targets",
                summary: "Override targets (kcal, protein_g, carbs_g, fat_g, …), clear the overrides, or choose the expenditure source", tag: "Plan",
                body: "TargetsChanges", response: "TargetsReport"
            ) { request, context in
                let body = try await JSONBody.read(request, context: context)
                // Only nutrients Tally knows: a typo ("kcl") must not become a silent, useless target.
                try body.allow(Set(NutrientKey.labels.keys.map(\.rawValue)).union(["clear", "source"]))
                let keys = Set(body.fields.keys)
                let clear = try body.bool("clear") ?? false
                let source = try body.string("source")
                if let source, !["formula", "adaptive"].contains(source) { throw TallyError.invalid(field: "source", "source must be formula or adaptive") }
                var values: [NutrientKey: String] = [:]
                for key in keys.subtracting(["clear", "source"]) {
                    guard let value = try body.string(key) else { continue }
                    values[NutrientKey(key)] = value
                }
                let overrides = values
                let report = try await run {
                    if clear || !overrides.isEmpty { _ = try database.setTargetOverrides(overrides, clear: clear, clock: clock) }
                    if let source { _ = try database.setExpenditureSource(adaptive: source == "adaptive", clock: clock) }
                    let day = try database.today(clock: clock)
                    return TargetsReport(try database.targets(on: day), date: day)
                }
                return try JSON.response(report)
            },
            Endpoint(
                method: .get, path: "/api/v1/budget", summary: "The budget period containing a day, with today's allowance and the per-day breakdown",
                tag: "Plan", query: [.init(name: "date", description: "A day in the period (default today)", schema: QuerySchemas.day)], response: "BudgetReport"
            ) { request, _ in
                let date = try request.queryDay("date")
                let report = try await run { try database.budgetReport(containing: date, clock: clock) }
                return try JSON.response(report)
            },
            Endpoint(
                method: .put, path: "/api/v1/budget", summary: "Choose the budget period: day, week (weekStart) or custom (from, to)", tag: "Plan",
                body: "BudgetInput", response: "BudgetSettingsReport"
            ) { request, context in
                let body = try await JSONBody.read(request, context: context)
                try body.allow(["period", "weekStart", "from", "to"])
                let (period, weekStart, from, to) = (try body.required("period"), try body.string("weekStart"), try body.string("from"), try body.string("to"))
                let settings = try await run { try database.setBudget(period: period, weekStart: weekStart, from: from, to: to) }
                return try JSON.response(settings.period.settings)
            },
            Endpoint(
                method: .get, path: "/api/v1/balance", summary: "A day's balance: intake against BMR plus exercise", tag: "Plan",
                query: [.init(name: "date", description: "YYYY-MM-DD (default today)", schema: QuerySchemas.day)], response: "BalanceReport"
            ) { request, _ in
                let date = try request.queryDay("date")
                let report = try await run { try database.balance(on: try date ?? database.today(clock: clock)) }
                return try JSON.response(report)
            },
            Endpoint(
                method: .get, path: "/api/v1/expenditure",
                summary: "Adaptive expenditure from logged intake and trend weight (422 until there is enough data)", tag: "Plan",
                response: "ExpenditureReport"
            ) { _, _ in
                let estimate = try await run { try database.expenditure(clock: clock) }
                return try JSON.response(ExpenditureReport(estimate))
            },
        ]
    }

    var training: [Endpoint] {
        [
            Endpoint(
                method: .get, path: "/api/v1/workouts", summary: "Workouts with their sets", tag: "Training",
                query: [.init(name: "from", description: "YYYY-MM-DD", schema: QuerySchemas.day), .init(name: "to", description: "YYYY-MM-DD", schema: QuerySchemas.day)], response: "WorkoutList"
            ) { request, _ in
                let (from, to) = (try request.queryDay("from"), try request.queryDay("to"))
                let workouts = try await run { try database.workouts(from: from, to: to) }
                return try JSON.response(["workouts": workouts.map { WorkoutReport($0, timeZone: timeZone) }])
            },
            Endpoint(
                method: .post, path: "/api/v1/workouts",
                summary: "Log a workout: name, minutes, RPE, sets (\"Bench Press 80kg x5 @8\"); energy from MET × body weight × hours", tag: "Training",
                body: "WorkoutInput", response: "WorkoutReport", success: 201
            ) { request, context in
                let body = try await JSONBody.read(request, context: context)
                try body.allow(["name", "minutes", "rpe", "at", "sets", "activity", "notes"])
                let workoutRequest = WorkoutRequest(
                    name: try body.required("name"), minutes: try body.required("minutes"), rpe: try body.string("rpe"), at: try body.string("at"),
                    sets: try body.strings("sets") ?? [], activity: try body.string("activity"), notes: try body.string("notes"))
                let workout = try await run { try database.logWorkout(workoutRequest, clock: clock) }
                return try API.created(WorkoutReport(workout, timeZone: timeZone))
            },
            Endpoint(method: .get, path: "/api/v1/workouts/{id}", summary: "A workout with its sets", tag: "Training", response: "WorkoutReport") { _, context in
                let id = try context.parameters.id()
                let workout = try await run { try database.workout(id: id) }
                return try JSON.response(WorkoutReport(workout, timeZone: timeZone))
            },
            Endpoint(method: .delete, path: "/api/v1/workouts/{id}", summary: "Delete a workout and its sets", tag: "Training", response: "WorkoutReport") { _, context in
                let id = try context.parameters.id()
                let workout = try await run { try database.deleteWorkout(id: id) }
                return try JSON.response(WorkoutReport(workout, timeZone: timeZone))
            },
            Endpoint(
                method: .get, path: "/api/v1/lifts/{exercise}", summary: "A lift's best estimated 1RM per day and records (kg)", tag: "Training",
                query: [
                    .init(name: "range", description: "1w, 1m, 3m, 6m, 1y or all (default)", schema: QuerySchemas.range),
                    .init(name: "formula", description: "epley (default), brzycki, lander, lombardi, mayhew, oconner, wathan", schema: .choice(OneRepMax.allCases.map(\.rawValue))),
                ], response: "LiftReport"
            ) { request, context in
                let exercise = try API.pathName(context, "exercise")
                let (range, formula) = (request.query("range") ?? "all", request.query("formula") ?? "epley")
                let report = try await run { try database.liftReport(exercise: exercise, range: range, formula: formula, clock: clock) }
                return try JSON.response(report)
            },
            Endpoint(method: .get, path: "/api/v1/exercises", summary: "The exercise library", tag: "Training", response: "ExerciseList") { _, _ in
                let list = try await run { try database.exercises() }
                return try JSON.response(["exercises": list.map(ExerciseReport.init)])
            },
            Endpoint(
                method: .post, path: "/api/v1/exercises", summary: "Add a custom exercise", tag: "Training", body: "ExerciseInput", response: "ExerciseReport",
                success: 201
            ) { request, context in
                let body = try await JSONBody.read(request, context: context)
                try body.allow(["name", "category", "equipment"])
                let (name, category, equipment) = (try body.required("name"), try body.string("category") ?? "strength", try body.string("equipment"))
                let exercise = try await run { try database.addExercise(name: name, category: category, equipment: equipment) }
                return try API.created(ExerciseReport(exercise))
            },
            Endpoint(
                method: .get, path: "/api/v1/training/week", summary: "A week's sessions, minutes, volume, effort and average RPE, with the week before",
                tag: "Training",
                query: [.init(name: "date", description: "A day in the week (default today)", schema: QuerySchemas.day), .init(name: "weekStart", description: "monday (default) … sunday", schema: QuerySchemas.weekStart)],
                response: "TrainingWeekReport"
            ) { request, _ in
                let date = try request.queryDay("date")
                let weekStart = request.query("weekStart") ?? "monday"
                let report = try await run { try database.trainingWeekReport(containing: date, weekStart: weekStart, clock: clock) }
                return try JSON.response(report)
            },
            Endpoint(
                method: .post, path: "/api/v1/import/{app}", summary: "Import a Strong or Hevy CSV export (the request body); re-importing adds nothing",
                tag: "Training",
                query: [Self.dryRunParameter, Self.fileNameParameter, .init(name: "weightUnit", description: "kg or lb: the unit of bare weights in older Strong files", schema: .choice(["kg", "lb", "lbs"]))],
                rawBody: "text/csv", response: "WorkoutImportReport"
            ) { request, context in
                let app = try context.parameters.require("app").lowercased()
                guard app == "strong" || app == "hevy" else { throw TallyError.notFound(field: "app", "unknown app '\(app)'; use strong or hevy") }
                let weightUnit = request.query("weightUnit")
                if let weightUnit, !["kg", "lb", "lbs"].contains(weightUnit.lowercased()) {
                    throw TallyError.invalid(field: "weightUnit", "weightUnit must be kg or lb")
                }
                let dryRun = request.uri.queryParameters.get("dryRun") == "true"
                let file = try await Uploads.receive(request)
                defer { try? FileManager.default.removeItem(at: file) }
                let report = try await run { () throws -> WorkoutImportReport in
                    let result =
                        app == "strong"
                        ? try StrongReader.read(path: file.path, weightUnit: weightUnit, timeZone: timeZone)
                        : try HevyReader.read(path: file.path, timeZone: timeZone)
                    return try database.importWorkouts(result, app: app, file: Uploads.fileName(request), dryRun: dryRun, clock: clock)
                }
                return try JSON.response(report)
            },
            Endpoint(
                method: .post, path: "/api/v1/import/apple-health",
                summary: "Import Apple Health's export (export.zip or export.xml as the request body, streamed to disk); re-importing adds only what is new",
                tag: "Import", query: [Self.dryRunParameter, Self.preferParameter, Self.fileNameParameter], rawBody: "application/octet-stream", uploadLimit: HealthUploads.appleHealthBytes,
                response: "HealthImportReport"
            ) { request, _ in
                try await importHealth(request, app: "apple-health", limit: HealthUploads.appleHealthBytes)
            },
            Endpoint(
                method: .post, path: "/api/v1/import/health-auto-export",
                summary: "Health Auto Export's push (its REST API automation, JSON): metrics and workouts; needs an API token with the import scope",
                tag: "Import", query: [Self.dryRunParameter, Self.preferParameter], rawBody: "application/json", uploadLimit: HealthUploads.autoExportBytes,
                tokenScope: "import", response: "HealthImportReport"
            ) { request, _ in
                try await importHealth(request, app: "health-auto-export", limit: HealthUploads.autoExportBytes)
            },
            Endpoint(
                method: .post, path: "/api/v1/import/myfitnesspal",
                summary: "Import MyFitnessPal's File-Export (the zip, or one of its CSVs, as the request body); each file in one transaction; a newer export adds new days and replaces changed ones",
                tag: "Import",
                query: [Self.dryRunParameter, Self.fileNameParameter, .init(name: "weightUnit", description: "kg or lb: the account's weight unit (MFP writes none); needed when the export has weights", schema: .choice(["kg", "lb"]))],
                rawBody: "application/octet-stream", uploadLimit: DiaryUploads.maximumBytes, response: "DiaryImportReport"
            ) { request, _ in
                try await importDiary(request, app: .myFitnessPal)
            },
            Endpoint(
                method: .post, path: "/api/v1/import/cronometer",
                summary: "Import one Cronometer export file (servings.csv, dailysummary.csv or biometrics.csv, or a zip of them) as the request body",
                tag: "Import", query: [Self.dryRunParameter, Self.fileNameParameter], rawBody: "application/octet-stream", uploadLimit: DiaryUploads.maximumBytes,
                response: "DiaryImportReport"
            ) { request, _ in
                try await importDiary(request, app: .cronometer)
            },
            Endpoint(
                method: .get, path: "/api/v1/export",
                summary: "Everything, as Tally's lossless JSON export (tally import tally FILE reads it into an empty data directory)",
                tag: "Import", response: "TallyExport"
            ) { _, _ in
                let directory = environment.dataDirectory
                let data = try await run { try AppDatabase.encode(try database.export(clock: clock, dataDirectory: directory)) }
                var response = JSON.raw(data)
                response.headers[.contentDisposition] = "attachment; filename=\"tally-export.json\""
                response.headers[.cacheControl] = "no-store"
                return response
            },
            Endpoint(
                method: .get, path: "/api/v1/export/csv",
                summary: "Everything as one CSV file per table (header row first), in a zip, for spreadsheets",
                tag: "Import", response: "TallyExport", rawResponse: "application/zip"
            ) { _, _ in
                let data = try await run { () throws -> Data in
                    let zip = FileManager.default.temporaryDirectory.appendingPathComponent("tally-export-\(UUID().uuidString).zip")
                    defer { try? FileManager.default.removeItem(at: zip) }
                    try AppDatabase.writeCSVArchive(try database.export(clock: clock), to: zip)
                    return try Data(contentsOf: zip)
                }
                var headers = HTTPFields()
                headers[.contentType] = "application/zip"
                headers[.contentDisposition] = "attachment; filename=\"tally-export-csv.zip\""
                headers[.cacheControl] = "no-store"
                return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(data: data)))
            },
            Endpoint(method: .get, path: "/api/v1/imports", summary: "The last import of each source: when, which file, how much it added", tag: "Import", response: "ImportRuns") {
                _, _ in
                struct Runs: Encodable { var imports: [ImportRun] }
                return try JSON.response(Runs(imports: try await run { try database.lastImports() }))
            },
        ]
    }

    static let dryRunParameter = Endpoint.Parameter(name: "dryRun", description: "true: report what would be imported, write nothing", schema: QuerySchemas.flag)
    static let fileNameParameter = Endpoint.Parameter(
        name: "fileName", description: "The uploaded file's own name, shown with the last import (the body carries none)", schema: OpenAPIDocument.name(maxLength: 255))
    static let preferParameter = Endpoint.Parameter(
        name: "prefer", description: "A source name (or part) to trust first when several measured the same thing", schema: OpenAPIDocument.name(maxLength: 100))

    /// A food diary's export in the request body: streamed to disk, read, each file written in its own transaction.
    func importDiary(_ request: Request, app: FoodDiaryReader.App) async throws -> Response {
        let dryRun = request.uri.queryParameters.get("dryRun") == "true"
        let unit = try request.uri.queryParameters.get("weightUnit").map { try BodyUnit.parse(String($0)) }
        let file = try await Uploads.receive(request, limit: DiaryUploads.maximumBytes)
        defer { try? FileManager.default.removeItem(at: file) }
        let name = Uploads.fileName(request)
        let report = try await run {
            try DiaryUploads.importFile(file, name: name, app: app, dryRun: dryRun, weightUnit: unit, database: database, clock: clock)
        }
        return try JSON.response(report)
    }

    /// A health file in the request body: streamed to disk, read, written in one transaction.
    func importHealth(_ request: Request, app: String, limit: Int) async throws -> Response {
        let dryRun = request.uri.queryParameters.get("dryRun") == "true"
        let prefer = request.uri.queryParameters.get("prefer").map { [$0] } ?? []
        let file = try await Uploads.receive(request, limit: limit)
        defer { try? FileManager.default.removeItem(at: file) }
        let report = try await run {
            try HealthUploads.importFile(file, name: Uploads.fileName(request), app: app, dryRun: dryRun, prefer: prefer, database: database, clock: clock)
        }
        return try JSON.response(report)
    }
}

/// One path for every front end of the server (API and web app) from an uploaded health file to stored rows.
enum HealthUploads {
    /// Real Apple Health exports reach several GB; they stream to disk and through the reader.
    static let appleHealthBytes = 8 << 30
    /// A push carries the days since the last one; a full history is a file import.
    static let autoExportBytes = 64 << 20

    static func importFile(
        _ file: URL, name: String?, app: String, dryRun: Bool, prefer: [String], database: AppDatabase, clock: AppClock
    ) throws -> HealthImportReport {
        let options = AppleHealthReader.Options(home: clock.timeZone, boundary: try database.settings().dayBoundary, preferred: prefer)
        let batch = app == "apple-health"
            ? try AppleHealthReader.read(path: file.path, options: options)
            : try HealthAutoExportReader.read(path: file.path, options: options)
        let routes = database.dataDirectory.appendingPathComponent("routes")
        return try database.importHealth(batch, file: name, dryRun: dryRun, routes: routes, clock: clock)
    }
}

/// Food-diary uploads (API and web app share this).
enum DiaryUploads {
    static let maximumBytes = 256 * 1024 * 1024

    static func importFile(
        _ file: URL, name: String?, app: FoodDiaryReader.App, dryRun: Bool, weightUnit: BodyUnit?, database: AppDatabase, clock: AppClock
    ) throws -> DiaryImportReport
    {
        let files: [DiaryFile]
        do {
            files = try FoodDiaryReader.read(path: file.path, app: app, options: .init(timeZone: clock.timeZone, weightUnit: weightUnit))
        } catch let error as TallyError {
            // The upload's temporary name means nothing to the person who sent it.
            throw TallyError.invalid(field: "file", error.message.replacingOccurrences(of: file.lastPathComponent, with: "the upload"))
        }
        if app == .myFitnessPal, weightUnit == nil, FoodDiaryReader.needsWeightUnit(files) {
            throw TallyError.invalid(field: "weightUnit", "MyFitnessPal writes weights without a unit; say which the account uses (weightUnit kg or lb)")
        }
        // A single uploaded CSV carries the upload's temporary name; the sender's name replaces it.
        let named = files.map { ($0.name == file.lastPathComponent ? name ?? "upload" : $0.name, $0.batch) }
        return try database.importDiary(app: app.rawValue, files: named, dryRun: dryRun, clock: clock)
    }
}

import Foundation
import Hummingbird
import TallyCore
import TallyStore
import TallyWeb

extension WebApp {
    // MARK: Body

    func bodyPage(range: String, form: FormState? = nil, notice: String? = nil) async throws -> String {
        let model = try await run { () throws -> BodyPageModel in
            let range = BodyReport.ranges[range.lowercased()] == nil ? "1m" : range.lowercased()
            let report = try database.bodyReport(range: range, clock: clock)
            let imperial = try database.profile().imperial
            let list = try database.measurements(from: report.from).reversed().map { MeasurementReport($0, imperial: imperial, timeZone: timeZone) }
            return BodyPageModel(report: report, measurements: Array(list), imperial: imperial, today: report.to, form: form, notice: notice)
        }
        return BodyPage.render(model)
    }

    func registerBody(on router: RouteTable) {
        router.get("/body") { request, _ in
            HTMLResponse.page(try await bodyPage(range: request.query("range") ?? "1m", notice: request.query("notice")))
        }
        router.post("/body/metrics") { request, context in
            let values = try await WebApp.form(request, context: context)
            return try await handle(values, form: "metrics", rerender: { try await bodyPage(range: "1m", form: $0) }) {
                let items = MetricKind.allCases.compactMap { kind in WebApp.value(values, kind.rawValue).map { (kind: kind, value: $0, unit: String?.none) } }
                guard !items.isEmpty else { throw TallyError.invalid(field: "weight", "enter at least one measurement") }
                let added = try await run { () throws -> [BodyMeasurement] in
                    let date = try WebApp.day(values)
                    let today = try database.today(clock: clock)
                    return try database.addMeasurements(items, date: date == today ? nil : date?.description, note: nil, clock: clock)
                }
                return WebApp.redirect("/body", notice: "Saved \(added.map { $0.kind.label.lowercased() }.joined(separator: ", "))")
            }
        }
        router.post("/body/metrics/{id}/delete") { _, context in
            let id = try context.parameters.id()
            let removed = try await run { try database.deleteMeasurement(id: id) }
            return WebApp.redirect("/body", notice: "Deleted \(removed.kind.label.lowercased()) of \(TimeFormat.shortDate(removed.day))")
        }
    }

    // MARK: Training

    func trainingPage(lift: String?, form: FormState? = nil, notice: String? = nil) async throws -> String {
        let model = try await run { () throws -> TrainingPageModel in
            let today = try database.today(clock: clock)
            let week = try database.trainingWeekReport(containing: today, weekStart: "monday", clock: clock)
            let recent = try database.workouts(from: today.adding(days: -120))
            let all = recent.count < 30 ? try database.workouts() : recent
            var weeks: [TrainingWeekReport] = []
            for offset in stride(from: 7, through: 0, by: -1) {
                let day = today.adding(days: -7 * offset)
                weeks.append(
                    TrainingWeekReport(
                        week: TrainingProgress.week(recent, containing: day, startsOn: 1), previous: TrainingProgress.week([], containing: day, startsOn: 1)))
            }
            var lifted: [String: Int] = [:]
            for workout in all {
                for set in workout.sets where set.weightKg != nil && set.reps != nil && set.type != .warmup { lifted[set.exerciseName, default: 0] += 1 }
            }
            let names = lifted.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map(\.key)
            let chosen = lift.flatMap { wanted in names.first { $0.caseInsensitiveCompare(wanted) == .orderedSame } } ?? names.first
            let liftReport = try chosen.map { try database.liftReport(exercise: $0, range: "all", formula: "epley", clock: clock) }
            return TrainingPageModel(
                week: week, workouts: all.reversed().map { WorkoutReport($0, timeZone: timeZone) }, weeks: weeks, lift: liftReport, lifts: names,
                activities: Activity.all.map { (key: $0.key, label: $0.label) }, today: today, form: form, notice: notice)
        }
        return TrainingPage.render(model)
    }

    func registerTraining(on router: RouteTable) {
        router.get("/training") { request, _ in
            HTMLResponse.page(try await trainingPage(lift: request.query("lift"), notice: request.query("notice")))
        }
        router.post("/training/workouts") { request, context in
            let values = try await WebApp.form(request, context: context)
            return try await handle(values, form: "workout", rerender: { try await trainingPage(lift: nil, form: $0) }) {
                let sets = (values["sets"] ?? "").split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                let workoutRequest = WorkoutRequest(
                    name: values["name"] ?? "", minutes: values["minutes"] ?? "", rpe: WebApp.value(values, "rpe"), at: WebApp.value(values, "at"),
                    sets: sets, activity: WebApp.value(values, "activity"), notes: WebApp.value(values, "notes"))
                let workout = try await run { try database.logWorkout(workoutRequest, clock: clock) }
                return WebApp.redirect("/training", notice: "Logged \(workout.name): \(Int(rounding: workout.kcal)) kcal")
            }
        }
        router.get("/training/workouts/{id}") { request, context in
            let id = try context.parameters.id()
            let workout = try await run { try database.workout(id: id) }
            return HTMLResponse.page(WorkoutPage.render(WorkoutReport(workout, timeZone: timeZone), notice: request.query("notice")))
        }
        router.post("/training/workouts/{id}/delete") { _, context in
            let id = try context.parameters.id()
            let workout = try await run { try database.deleteWorkout(id: id) }
            return WebApp.redirect("/training", notice: "Deleted \(workout.name)")
        }
    }

    // MARK: Foods

    func foodsPage(query: String?, form: FormState? = nil, notice: String? = nil) async throws -> String {
        let model = try await run { () throws -> FoodsPageModel in
            let catalog = try database.catalog()
            let library = try database.libraryFoods()
            func reports(_ foods: [Food]) -> [FoodReport] { foods.map { FoodReport($0, catalog: catalog) } }
            var results: [FoodReport] = []
            if let query, !query.isEmpty { results = try database.searchFoods(query, limit: 30, now: clock.now()).map { FoodReport($0.food, catalog: catalog) } }
            var model = FoodsPageModel(
                query: query ?? "", results: results, favorites: reports(library.favorites), custom: reports(library.custom),
                recipes: reports(library.recipes), recent: reports(library.recent), categories: CategoryReport.list(catalog), form: form, notice: notice)
            model.photos = try database.foodPhotos().mapValues(\.fileName)
            return model
        }
        return FoodsPage.render(model)
    }

    func foodPage(_ id: Int64, form: FormState? = nil, notice: String? = nil) async throws -> String {
        let model = try await run { () throws -> FoodPageModel in
            let catalog = try database.catalog()
            let food = try database.food(id: id)
            let recipe = food.source == .recipe ? RecipeReport(try database.recipe(id: id)) : nil
            var model = FoodPageModel(
                food: FoodReport(food, catalog: catalog), recipe: recipe, meals: MealSlotReport.list(catalog), categories: CategoryReport.list(catalog),
                today: clock.today(catalog.settings.dayBoundary), form: form, notice: notice)
            model.photo = try database.foodPhotos()[id]?.fileName
            return model
        }
        return FoodPage.render(model)
    }

    static func foodChanges(_ values: Values) -> CustomFoodChanges {
        var nutrients: [NutrientKey: String] = [:]
        let pairs: [(NutrientKey, String)] = [
            (.kcal, "kcal"), (.protein, "protein"), (.carbs, "carbs"), (.fat, "fat"), (.fiber, "fiber"), (.sugars, "sugars"), (.sodium, "sodium"),
        ]
        for (key, field) in pairs { if let value = value(values, field) { nutrients[key] = value } }
        return CustomFoodChanges(
            name: value(values, "name"), brand: values["brand"], servingName: values["serving"], servingGrams: value(values, "serving_grams"),
            nutrients: nutrients, categoryName: values["category"], portionsPerServing: value(values, "portions"),
            isFavorite: values["favorite"].map { $0 == "on" }, notes: values["notes"], barcode: values["barcode"], force: values["force"] == "on")
    }

    func registerFoods(on router: RouteTable) {
        router.get("/foods") { request, _ in
            // ?barcode=CODE: a scan found nothing, so the new-food form starts with the code filled in.
            let prefill = request.query("barcode").map { FormState(form: "food", values: ["barcode": String($0.prefix(20))]) }
            return HTMLResponse.page(try await foodsPage(query: request.query("q"), form: prefill, notice: request.query("notice")))
        }
        router.get("/foods/{id}") { request, context in
            HTMLResponse.page(try await foodPage(try context.parameters.id(), notice: request.query("notice")))
        }
        router.post("/foods/new") { request, context in
            let values = try await WebApp.form(request, context: context)
            return try await handle(values, form: "food", rerender: { try await foodsPage(query: nil, form: $0) }) {
                guard let name = WebApp.value(values, "name") else { throw TallyError.invalid(field: "name", "give the food a name") }
                guard WebApp.value(values, "serving_grams") != nil else { throw TallyError.invalid(field: "servingGrams", "give the serving's weight in grams") }
                var draftChanges = WebApp.foodChanges(values)
                if draftChanges.isFavorite == nil { draftChanges.isFavorite = false }
                let changes = draftChanges
                let result = try await run { try database.addCustomFood(changes.applied(to: CustomFoodDraft(name: name, servingGrams: "", nutrients: [:]))) }
                let notice = "Added \(result.food.name)" + (result.warnings.isEmpty ? "" : ". " + result.warnings.joined(separator: " "))
                return WebApp.redirect("/foods/\(result.food.id)", notice: notice)
            }
        }
        router.post("/foods/{id}/edit") { request, context in
            let id = try context.parameters.id()
            let values = try await WebApp.form(request, context: context)
            return try await handle(values, form: "edit", rerender: { try await foodPage(id, form: $0) }) {
                var edited = WebApp.foodChanges(values)
                edited.categoryName = nil
                edited.brand = nil
                edited.servingName = nil
                edited.notes = nil
                edited.isFavorite = nil
                let changes = edited
                let result = try await run { try database.editFood(id: id) { changes.applied(to: $0) } }
                return WebApp.redirect("/foods/\(id)", notice: "Saved \(result.food.name)" + (result.warnings.isEmpty ? "" : ". " + result.warnings.joined(separator: " ")))
            }
        }
        router.post("/foods/{id}/favorite") { request, context in
            let id = try context.parameters.id()
            let values = try await WebApp.form(request, context: context)
            let food = try await run { try database.setFavorite(id: id, values["favorite"] == "on") }
            return WebApp.redirect("/foods/\(id)", notice: food.isFavorite ? "Added to favorites" : "Removed from favorites")
        }
        router.post("/foods/{id}/map") { request, context in
            let id = try context.parameters.id()
            let values = try await WebApp.form(request, context: context)
            return try await handle(values, form: "map", rerender: { try await foodPage(id, form: $0) }) {
                let food = try await run {
                    try database.setFoodMapping(id: id, category: values["category"] ?? "", portions: nil, gramsPerPortion: WebApp.value(values, "grams_per_portion"))
                }
                return WebApp.redirect("/foods/\(id)", notice: "Saved how \(food.name) counts")
            }
        }
        router.post("/foods/{id}/delete") { _, context in
            let id = try context.parameters.id()
            let food = try await run { try database.deleteFood(id: id) }
            return WebApp.redirect("/foods", notice: "Deleted \(food.name)")
        }
        router.post("/recipes/new") { request, context in
            let values = try await WebApp.form(request, context: context)
            return try await handle(values, form: "recipe", rerender: { try await foodsPage(query: nil, form: $0) }) {
                let items = (values["items"] ?? "").split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                guard !items.isEmpty else { throw TallyError.invalid(field: "items", "add at least one ingredient, one per line") }
                let recipe = try await run {
                    try database.addRecipe(
                        name: values["name"] ?? "", servings: WebApp.value(values, "servings") ?? "1", items: items, notes: nil, category: nil, portions: nil,
                        now: clock.now())
                }
                return WebApp.redirect("/foods/\(recipe.food.id)", notice: "Added \(recipe.food.name)")
            }
        }
        router.post("/recipes/{id}/edit") { request, context in
            let id = try context.parameters.id()
            let values = try await WebApp.form(request, context: context)
            return try await handle(values, form: "recipe", rerender: { try await foodPage(id, form: $0) }) {
                var positions: [Int] = []
                if let text = WebApp.value(values, "remove") {
                    guard let position = Int(text, radix: 10) else { throw TallyError.invalid(field: "remove", "'\(text)' is not an ingredient number") }
                    positions = [position]
                }
                let remove = positions
                let add = WebApp.value(values, "add").map { [$0] } ?? []
                let recipe = try await run {
                    try database.editRecipe(id: id, name: nil, servings: WebApp.value(values, "servings"), add: add, remove: remove, notes: nil, now: clock.now())
                }
                return WebApp.redirect("/foods/\(id)", notice: "Updated \(recipe.food.name)")
            }
        }
    }

    // MARK: Plan

    func planPage(form: FormState? = nil, notice: String? = nil) async throws -> String {
        let model = try await run { () throws -> PlanPageModel in
            let today = try database.today(clock: clock)
            let profile = try database.profile()
            let targets = try database.targets(on: today)
            var budget: BudgetReport?
            var budgetProblem: String?
            do { budget = try database.budgetReport(containing: today, clock: clock) } catch let error as TallyError { budgetProblem = error.message }
            var expenditure: ExpenditureReport?
            var expenditureProblem: String?
            do { expenditure = ExpenditureReport(try database.expenditure(clock: clock)) } catch let error as TallyError { expenditureProblem = error.message }
            let weights = try database.measurements(kind: .weight)
            let latestWeight = weights.last?.value
            var model = PlanPageModel(
                profile: ProfileReport(profile, today: today), goal: GoalReport(goal: try database.goal(), plan: targets.plan),
                targets: TargetsReport(targets, date: today), budgetSettings: try database.budgetSettings().period.settings, budget: budget,
                budgetProblem: budgetProblem, balance: try database.balance(on: today), expenditure: expenditure, expenditureProblem: expenditureProblem,
                latestWeight: latestWeight, today: today, form: form, notice: notice)
            model.trendWeight = BodyState(measurements: weights, profileHeight: profile.heightCm, on: today).weightKg
            model.photo = try database.profilePhoto()
            model.careTeam = try database.careTeam()
            return model
        }
        return PlanPage.render(model)
    }

    func registerPlan(on router: RouteTable) {
        router.get("/plan") { request, _ in HTMLResponse.page(try await planPage(notice: request.query("notice"))) }
        router.post("/plan/profile") { request, context in
            let values = try await WebApp.form(request, context: context)
            return try await handle(values, form: "profile", rerender: { try await planPage(form: $0) }) {
                try await run {
                    let current = try database.profile()
                    let changes = AppDatabase.ProfileChanges(
                        birthDate: WebApp.value(values, "birth_date"), sex: WebApp.value(values, "sex"), height: WebApp.value(values, "height"),
                        heightUnit: WebApp.value(values, "height").map { _ in current.imperial ? "in" : "cm" }, activity: WebApp.value(values, "activity"),
                        units: WebApp.value(values, "units"), motivation: values["motivation"], formula: values["formula"].map { $0.isEmpty ? "auto" : $0 },
                        energyUnit: WebApp.value(values, "energy_unit"))
                    _ = try database.updateProfile(changes, clock: clock)
                }
                return WebApp.redirect("/plan#profile", notice: "Profile saved")
            }
        }
        router.post("/plan/goal") { request, context in
            let values = try await WebApp.form(request, context: context)
            return try await handle(values, form: "goal", rerender: { try await planPage(form: $0) }) {
                let plan = try await run {
                    let imperial = try database.profile().imperial
                    return try database.setGoal(
                        kind: values["kind"] ?? "", target: WebApp.value(values, "target"), unit: imperial ? "lb" : "kg", by: WebApp.value(values, "by"),
                        clock: clock)
                }
                return WebApp.redirect("/plan#goal", notice: plan.message)
            }
        }
        router.post("/plan/goal/clear") { _, _ in
            try await run { try database.clearGoal(clock: clock) }
            return WebApp.redirect("/plan#goal", notice: "Goal cleared; targets are for maintenance")
        }
        router.post("/plan/targets") { request, context in
            let values = try await WebApp.form(request, context: context)
            return try await handle(values, form: "targets", rerender: { try await planPage(form: $0) }) {
                var overrides: [NutrientKey: String] = [:]
                for (key, field) in [(NutrientKey.kcal, "kcal"), (.protein, "protein"), (.carbs, "carbs"), (.fat, "fat")] {
                    if let value = WebApp.value(values, field) { overrides[key] = value }
                }
                guard !overrides.isEmpty else { throw TallyError.invalid(field: "kcal", "enter at least one target") }
                let chosen = overrides
                _ = try await run { try database.setTargetOverrides(chosen, clear: false, clock: clock) }
                return WebApp.redirect("/plan#targets", notice: "Targets saved")
            }
        }
        router.post("/plan/targets/clear") { _, _ in
            _ = try await run { try database.setTargetOverrides([:], clear: true, clock: clock) }
            return WebApp.redirect("/plan#targets", notice: "Using the computed targets")
        }
        router.post("/plan/budget") { request, context in
            let values = try await WebApp.form(request, context: context)
            return try await handle(values, form: "budget", rerender: { try await planPage(form: $0) }) {
                let period = values["period"] ?? "day"
                let settings = try await run {
                    try database.setBudget(
                        period: period, weekStart: period == "week" ? WebApp.value(values, "week_start") : nil,
                        from: period == "custom" ? WebApp.value(values, "from") : nil, to: period == "custom" ? WebApp.value(values, "to") : nil)
                }
                return WebApp.redirect("/plan#budget", notice: "Budget: \(settings.period.label)")
            }
        }
        router.post("/plan/expenditure") { request, context in
            let values = try await WebApp.form(request, context: context)
            return try await handle(values, form: "targets", rerender: { try await planPage(form: $0) }) {
                let adaptive = values["source"] == "adaptive"
                _ = try await run { try database.setExpenditureSource(adaptive: adaptive, clock: clock) }
                return WebApp.redirect("/plan#targets", notice: adaptive ? "Targets use the adaptive estimate" : "Targets use the formula")
            }
        }
    }

    // MARK: Manage

    func managePage(form: FormState? = nil, notice: String? = nil, host: String? = nil, newToken: (name: String, token: String)? = nil) async throws -> String {
        var model = try await run { () throws -> ManagePageModel in
            let catalog = try database.catalog()
            var model = ManagePageModel(
                settings: SettingsReport(catalog.settings, timeZone: timeZone), categories: CategoryReport.list(catalog), meals: MealSlotReport.list(catalog),
                units: catalog.units.map(UnitReport.init), form: form, notice: notice)
            model.imports = try database.lastImports()
            let folder = environment.backupDirectory
            model.backups = Backups.list(folder).map {
                ManagePageModel.BackupRow(
                    id: $0.id, createdAt: $0.createdAt, kind: $0.kind, note: $0.note, schemaVersion: $0.schemaVersion, sizeBytes: $0.sizeBytes,
                    entries: $0.rows["entry"] ?? 0)
            }
            let data = environment.dataDirectory
            model.storage = (
                Backups.size(of: URL(fileURLWithPath: database.path)) + Backups.size(of: URL(fileURLWithPath: database.path + "-wal")),
                Backups.fileFolders.reduce(0) { $0 + Backups.size(of: data.appendingPathComponent($1)) }, Backups.size(of: folder)
            )
            model.careTeam = try database.careTeam()
            model.meetings = try database.careMeetings()
            model.tokens = try database.tokens().map {
                ManagePageModel.Token(id: $0.id, name: $0.name, scopes: $0.scopes, lastUsedAt: $0.lastUsedAt, revoked: $0.revokedAt != nil)
            }
            return model
        }
        if let host, !host.isEmpty, host.count < 300 { model.pushURL = "http://\(host)/api/v1/import/health-auto-export" }
        model.newToken = newToken
        return ManagePage.render(model)
    }

    static func target(_ values: Values) throws -> TargetRule {
        let kind = values["kind"] ?? "atLeast"
        let low = value(values, "min")
        let high = value(values, "max")
        switch kind {
        case "range": return try TargetRule.parse(kind: kind, values: [low, high].compactMap { $0 })
        case "atMost": return try TargetRule.parse(kind: kind, values: [high ?? low].compactMap { $0 })
        default: return try TargetRule.parse(kind: kind, values: [low ?? high].compactMap { $0 })
        }
    }

    func categoryName(_ id: Int64) throws -> String {
        guard let category = try database.catalog().category(id: id) else { throw TallyError.notFound(field: "id", "no category with id \(id)") }
        return category.name
    }

    func mealName(_ id: Int64) throws -> String {
        guard let slot = try database.catalog().mealSlots.first(where: { $0.id == id }) else { throw TallyError.notFound(field: "id", "no meal slot with id \(id)") }
        return slot.name
    }

    /// The ↑ / ↓ buttons: move item {id} to the posted 1-based position.
    func registerMove(
        on router: RouteTable, _ path: String, back: String, move: @escaping @Sendable (Int64, Int) throws -> Void
    ) {
        router.post(path) { request, context in
            let id = try context.parameters.id()
            let values = try await WebApp.form(request, context: context)
            guard let position = Int(values["position"] ?? "", radix: 10) else { throw TallyError.invalid(field: "position", "not a position") }
            try await run { try move(id, position) }
            return WebApp.redirect(back, notice: nil)
        }
    }

    func registerManage(on router: RouteTable) {
        router.get("/manage") { request, _ in
            HTMLResponse.page(try await managePage(notice: request.query("notice"), host: request.head.authority))
        }
        router.post("/manage/backups") { request, context in
            let values = try await WebApp.form(request, context: context)
            return try await handle(values, form: "backup", rerender: { try await managePage(form: $0, host: request.head.authority) }) {
                let manifest = try await run {
                    try Backups.create(
                        database, dataDirectory: environment.dataDirectory, backupDirectory: environment.backupDirectory, note: WebApp.value(values, "note"),
                        appVersion: TallyServer.version, clock: clock)
                }
                return WebApp.redirect("/manage#backup", notice: "Backed up (\(manifest.rows["entry"] ?? 0) entries)")
            }
        }
        router.post("/manage/backups/check") { _, _ in
            let problems = try await run { try database.integrityProblems(full: true) }
            return WebApp.redirect(
                "/manage#backup",
                notice: problems.isEmpty
                    ? "The database file is whole (full integrity check)"
                    : "The database file is damaged (\(problems.prefix(2).joined(separator: "; "))): restore a backup below")
        }
        router.post("/manage/backups/{backup}/restore") { _, context in
            let id = try context.parameters.require("backup")
            guard !id.contains("/"), !id.hasPrefix(".") else { throw TallyError.notFound(field: "backup", "no backup '\(Limits.clip(id))'") }
            let (restored, safety) = try await run { () throws -> (Backups.Candidate, BackupManifest?) in
                let location = try Backups.locate(id, backupDirectory: environment.backupDirectory)
                let candidate = try Backups.inspect(location, currentSchema: AppDatabase.schemaVersionOfThisRelease)
                let safety = try Backups.restoreKeepingSafetyCopy(
                    candidate, into: database, dataDirectory: environment.dataDirectory, backupDirectory: environment.backupDirectory,
                    appVersion: TallyServer.version, clock: clock)
                return (candidate, safety)
            }
            environment.writes.open()
            return WebApp.redirect(
                "/manage#backup",
                notice: "Restored \(id) (\(restored.rows["entry"] ?? 0) entries)" + (safety.map { "; the data it replaced is in backup \($0.id)" } ?? ""))
        }
        router.get("/manage/backups/{backup}/download") { _, context in
            let id = try context.parameters.require("backup")
            guard !id.contains("/"), !id.hasPrefix("."), Backups.list(environment.backupDirectory).contains(where: { $0.id == id }) else {
                throw TallyError.notFound(field: "backup", "no backup '\(Limits.clip(id))'")
            }
            let file = environment.backupDirectory.appendingPathComponent(id).appendingPathComponent("tally.sqlite")
            // Streamed from disk in chunks, whatever the size.
            let body = try await FileIO().loadFile(path: file.path, context: context)
            return Response(
                status: .ok,
                headers: [.contentType: "application/vnd.sqlite3", .contentDisposition: "attachment; filename=\"\(id).sqlite\"", .cacheControl: "no-store"],
                body: body)
        }
        router.post("/manage/tokens") { request, context in
            let values = try await WebApp.form(request, context: context)
            return try await handle(values, form: "token", rerender: { try await managePage(form: $0, host: request.head.authority) }) {
                let name = WebApp.value(values, "name") ?? ""
                // On a server with accounts the token names its account, so requests reach its data.
                let owner = Visitor.current?.account.id
                // A form without any scope box (an older page) asks for what it always did: import.
                let scopes = APIToken.allScopes.filter { values["scope-\($0)"] != nil }
                let (token, record) = try await run { try database.createToken(name: name, scopes: scopes, owner: owner, clock: clock) }
                // Rendered, not redirected: the token must not travel in a URL or be shown twice.
                return HTMLResponse.page(try await managePage(notice: "Created token \(record.name)", host: request.head.authority, newToken: (record.name, token)))
            }
        }
        router.post("/manage/care-team") { request, context in
            let values = try await WebApp.form(request, context: context)
            return try await handle(values, form: "care-team", rerender: { try await managePage(form: $0, host: request.head.authority) }) {
                _ = try await run { try database.updateCareTeam(doctor: values["doctor"] ?? "", nutritionSpecialist: values["nutritionSpecialist"] ?? "") }
                return WebApp.redirect("/manage#care-team", notice: "Care team saved")
            }
        }
        router.post("/manage/care-team/meetings") { request, context in
            let values = try await WebApp.form(request, context: context)
            return try await handle(values, form: "meeting", rerender: { try await managePage(form: $0, host: request.head.authority) }) {
                let meeting = try await run {
                    try database.addCareMeeting(date: values["date"] ?? "", provider: values["provider"] ?? "", notes: values["notes"])
                }
                return WebApp.redirect("/manage#care-team", notice: "Logged the meeting of \(meeting.date)")
            }
        }
        router.post("/manage/care-team/meetings/{id}/delete") { _, context in
            let id = try context.parameters.id()
            let meeting = try await run { try database.deleteCareMeeting(id: id) }
            return WebApp.redirect("/manage#care-team", notice: "Deleted the meeting of \(meeting.date)")
        }
        router.post("/manage/tokens/{id}/revoke") { _, context in
            let id = try context.parameters.id()
            let revoked = try await run { try database.revokeToken(String(id), clock: clock) }
            return WebApp.redirect("/manage#import", notice: "Revoked token \(revoked.name)")
        }
        // The web app's upload of a Health Auto Export file (same-origin form; the push from the phone
        // uses the token-protected API route).
        router.post("/manage/import/{app}") { request, context in
            let app = try context.parameters.require("app")
            guard app == "health-auto-export" || app == "apple-health" else {
                throw TallyError.notFound(field: "app", "unknown source '\(Limits.clip(app))'")
            }
            let limit = app == "apple-health" ? HealthUploads.appleHealthBytes : HealthUploads.autoExportBytes
            return await WebApp.answeringJSON(request) {
                let file = try await Uploads.receive(request, limit: limit)
                defer { try? FileManager.default.removeItem(at: file) }
                let dryRun = request.uri.queryParameters.get("dryRun") == "true"
                let report = try await run { try HealthUploads.importFile(file, name: Uploads.fileName(request), app: app, dryRun: dryRun, prefer: [], database: database, clock: clock) }
                return try JSON.response(report)
            }
        }
        router.post("/manage/cutoff") { request, context in
            let values = try await WebApp.form(request, context: context)
            return try await handle(values, form: "cutoff", rerender: { try await managePage(form: $0) }) {
                let boundary = try DayBoundary(parsing: values["cutoff"] ?? "")
                _ = try await run { try database.setDayCutoff(boundary) }
                return WebApp.redirect("/manage#cutoff", notice: "A day now ends at \(boundary.clockText)")
            }
        }
        router.post("/manage/categories") { request, context in
            let values = try await WebApp.form(request, context: context)
            return try await handle(values, form: "new-category", rerender: { try await managePage(form: $0) }) {
                let target = try WebApp.target(values)
                let category = try await run { try database.addCategory(name: values["name"] ?? "", unit: WebApp.value(values, "unit"), target: target, clock: clock) }
                return WebApp.redirect("/manage#categories", notice: "Added \(category.name)")
            }
        }
        router.post("/manage/categories/{id}") { request, context in
            let id = try context.parameters.id()
            let values = try await WebApp.form(request, context: context)
            return try await handle(values, form: "category-\(id)", rerender: { try await managePage(form: $0) }) {
                let target = try WebApp.target(values)
                let category = try await run {
                    try database.changeCategory(
                        try categoryName(id),
                        AppDatabase.CategoryChanges(name: WebApp.value(values, "name"), unit: WebApp.value(values, "unit"), target: target, enabled: values["enabled"] == "on"),
                        clock: clock)
                }
                return WebApp.redirect("/manage#categories", notice: "Saved \(category.name)")
            }
        }
        registerMove(on: router, "/manage/categories/{id}/move", back: "/manage#categories") { id, position in
            _ = try database.moveCategory(try categoryName(id), to: position)
        }
        router.post("/manage/categories/{id}/delete") { request, context in
            let id = try context.parameters.id()
            let values = try await WebApp.form(request, context: context)
            let (name, removal) = try await run { () throws -> (String, AppDatabase.Removal) in
                let name = try categoryName(id)
                return (name, try database.deleteCategory(name, force: values["force"] == "on", clock: clock))
            }
            return WebApp.redirect(
                "/manage#categories",
                notice: removal.archived ? "Archived \(name): its \(removal.entries) entries are kept; enable it to bring it back" : "Deleted \(name)")
        }
        router.post("/manage/meals") { request, context in
            let values = try await WebApp.form(request, context: context)
            return try await handle(values, form: "new-meal", rerender: { try await managePage(form: $0) }) {
                let start = try API.minutes(WebApp.value(values, "starts"), field: "starts")
                let slot = try await run { try database.addMealSlot(name: values["name"] ?? "", startMinute: start) }
                return WebApp.redirect("/manage#meals", notice: "Added \(slot.name)")
            }
        }
        router.post("/manage/meals/{id}") { request, context in
            let id = try context.parameters.id()
            let values = try await WebApp.form(request, context: context)
            return try await handle(values, form: "meal-\(id)", rerender: { try await managePage(form: $0) }) {
                let start = try API.minutes(WebApp.value(values, "starts"), field: "starts")
                let slot = try await run {
                    try database.changeMealSlot(
                        try mealName(id), newName: WebApp.value(values, "name"), startMinute: start, clearStart: start == nil && values["starts"] != nil, position: nil)
                }
                return WebApp.redirect("/manage#meals", notice: "Saved \(slot.name)")
            }
        }
        registerMove(on: router, "/manage/meals/{id}/move", back: "/manage#meals") { id, position in
            _ = try database.moveMealSlot(try mealName(id), to: position)
        }
        router.post("/manage/meals/{id}/delete") { request, context in
            let id = try context.parameters.id()
            let values = try await WebApp.form(request, context: context)
            return try await handle(values, form: "meal-\(id)", rerender: { try await managePage(form: $0) }) {
                let name = try await run { () throws -> String in
                    let name = try mealName(id)
                    _ = try database.deleteMealSlot(name, moveTo: WebApp.value(values, "move_to"), clock: clock)
                    return name
                }
                return WebApp.redirect("/manage#meals", notice: "Deleted \(name)")
            }
        }
        router.post("/manage/units") { request, context in
            let values = try await WebApp.form(request, context: context)
            return try await handle(values, form: "new-unit", rerender: { try await managePage(form: $0) }) {
                guard let dimension = MeasurementUnit.Dimension(rawValue: values["dimension"] ?? "") else {
                    throw TallyError.invalid(field: "dimension", "choose what the unit measures")
                }
                let factorText = values["factor"] ?? ""
                guard let factor = Double(factorText), factor > 0, factor.isFinite else {
                    throw TallyError.invalid(field: "factor", "'\(factorText)' is not a positive number")
                }
                let unit = try await run {
                    try database.addUnit(name: values["name"] ?? "", symbol: values["symbol"] ?? "", allowsDecimal: true, dimension: dimension, baseFactor: factor)
                }
                return WebApp.redirect("/manage#units", notice: "Added \(unit.name)")
            }
        }
        router.post("/manage/units/{id}") { request, context in
            let id = try context.parameters.id()
            let values = try await WebApp.form(request, context: context)
            return try await handle(values, form: "units", rerender: { try await managePage(form: $0) }) {
                let unit = try await run { () throws -> MeasurementUnit in
                    guard let unit = try database.catalog().unit(id: id) else { throw TallyError.notFound(field: "id", "no unit with id \(id)") }
                    return try database.setUnitEnabled(unit.symbol, values["enabled"] == "on")
                }
                return WebApp.redirect("/manage#units", notice: "\(unit.name) \(unit.isEnabled ? "enabled" : "disabled")")
            }
        }
    }
}

import Foundation
import GRDB
import TallyCore

extension AppDatabase {
    public struct DemoCount: Sendable, Equatable {
        public var days = 0
        public var entries = 0
        public var measurements = 0
        public var workouts = 0
        public var sets = 0
    }

    /// Writes a generated history into an empty database, in one transaction: a profile, meals
    /// (menu phrases read once by the meal parser), drinks, body measures and workouts.
    public func loadDemo(_ plan: DemoData.Plan, clock: AppClock) throws -> DemoCount {
        let isEmpty = try read { db in
            try Int.fetchOne(db, sql: "SELECT (SELECT count(*) FROM entry) + (SELECT count(*) FROM workout) + (SELECT count(*) FROM bodyMetric)") == 0
        }
        guard isEmpty else {
            throw TallyError.conflict(field: "data", "demo data goes into an empty database; this one already has entries (use --data DIR for a new one)")
        }
        // Resolve the menu first (reads), then write everything at once.
        var foods: [String: (food: Food, grams: Double, quantity: String)] = [:]
        for phrase in plan.menu {
            let parsed = try parseMeal(phrase, now: clock.now())
            guard parsed.items.count == 1, let item = parsed.items.first, let food = item.food else {
                throw TallyError.notFound(field: "menu", "the demo menu item '\(phrase)' did not resolve to one food")
            }
            foods[phrase] = (food, item.grams, item.quantityText)
        }
        return try write { db in
            var count = DemoCount()
            count.days = plan.from.distance(to: plan.to) + 1
            for (key, value) in [
                ("profile.birthDate", "1988-06-12"), ("profile.sex", "female"), ("profile.heightCm", "168.0"), ("profile.activity", "moderate"),
                ("profile.motivation", "Feel strong, run a half marathon, keep the weight off"),
            ] {
                try AppDatabase.setTrackedSetting(db, key, value, from: plan.from)
            }
            for change in plan.goals {
                try AppDatabase.setTrackedSetting(db, "goal.kind", change.kind.rawValue, from: change.from)
                try AppDatabase.setTrackedSetting(db, "goal.targetKg", change.targetKg.map { String($0) }, from: change.from)
                try AppDatabase.setTrackedSetting(db, "goal.by", change.by?.description, from: change.from)
            }
            let catalog = try AppDatabase.fetchCatalog(db)
            let calendar = clock.calendar
            var byDay: [Day: [LogEntry]] = [:]
            for item in plan.foods {
                guard let resolved = foods[item.phrase] else { continue }
                let grams = (resolved.grams * item.scale * 10).rounded() / 10
                let amount = ResolvedAmount(grams: grams, quantity: item.scale == 1 ? resolved.quantity : "\(EntryPlanner.formatNumber(grams)) g", basis: "demo")
                let planned = try FoodRules.plannedEntry(
                    food: resolved.food, amount: amount, meal: item.meal, at: item.at.description, note: nil, catalog: catalog, now: clock.now(), calendar: calendar)
                var record = EntryRecord(planned)
                try record.insert(db)
                byDay[planned.day, default: []].append(record.entry)
                count.entries += 1
            }
            for item in plan.portions {
                let planned = try EntryPlanner.plan(
                    EntryRequest(category: item.category, portions: EntryPlanner.formatNumber(item.portions), meal: item.meal, at: item.at.description),
                    catalog: catalog, now: clock.now(), calendar: calendar)
                var record = EntryRecord(planned)
                try record.insert(db)
                byDay[planned.day, default: []].append(record.entry)
                count.entries += 1
            }
            // Most days the user also tops up the food groups the meals left short (more veg, a
            // glass of milk, fruit), so adherence varies the way a real log does.
            for (day, entries) in byDay {
                var random = DemoData.Random(seed: UInt64(truncatingIfNeeded: day.ordinal) &* 2_654_435_761)
                let summary = DaySummary(day: day, entries: entries, catalog: catalog)
                for line in summary.categories where line.category.isEnabled && line.status == .under && line.category.name != "Sports" {
                    guard random.next() % 100 < 62, let goal = line.category.target.min, goal > line.total else { continue }
                    let gap = goal - line.total
                    let planned = try EntryPlanner.plan(
                        EntryRequest(category: line.category.name, portions: gap.description, meal: "Afternoon Snack", at: "\(day) 16:00"),
                        catalog: catalog, now: clock.now(), calendar: calendar)
                    var record = EntryRecord(planned)
                    try record.insert(db)
                    count.entries += 1
                }
            }
            let boundary = catalog.settings.dayBoundary
            for item in plan.measurements {
                var record = BodyMetricRecord(
                    BodyMeasurement(kind: item.kind, value: item.value, day: boundary.day(for: item.at), measuredAt: item.at.instant(in: calendar), source: "demo"))
                try record.insert(db)
                count.measurements += 1
            }
            let weights = BodyRules.dailyValues(try AppDatabase.fetchMeasurements(db, kind: .weight), kind: .weight)
            let trend = Trend.exponential(weights.map(\.value))
            var cursor = 0
            for session in plan.sessions {
                let day = boundary.day(for: session.at)
                while cursor + 1 < weights.count && weights[cursor + 1].day <= day { cursor += 1 }
                let kg = weights.isEmpty ? nil : trend[cursor]
                let workout = try WorkoutPlanner.plan(
                    WorkoutRequest(
                        name: session.name, minutes: EntryPlanner.formatNumber((session.minutes * 10).rounded() / 10), rpe: EntryPlanner.formatNumber(session.rpe),
                        at: session.at.description, sets: session.sets, activity: session.activity),
                    bodyKg: kg, catalog: catalog, now: clock.now(), calendar: calendar)
                var demo = workout
                demo.source = "demo"
                _ = try AppDatabase.insertWorkout(db, demo, externalId: "demo:\(session.at.description)")
                count.workouts += 1
                count.sets += workout.sets.count
            }
            return count
        }
    }
}

import Foundation

/// A day's value of a device series, as an import produces it.
public struct DailyValue: Hashable, Sendable {
    public var kind: DailyMetricKind
    public var day: Day
    public var value: Double

    public init(kind: DailyMetricKind, day: Day, value: Double) {
        self.kind = kind
        self.day = day
        self.value = value
    }
}

/// What another app logged as eaten in one meal of one day, as one entry.
public struct ImportedMeal: Hashable, Sendable {
    public var day: Day
    /// The meal the source named ("Breakfast"), or nil: then the time picks Tally's slot.
    public var meal: String?
    public var at: Date
    public var local: LocalDateTime
    public var sourceName: String
    public var nutrients: Nutrients
    public var externalID: String
    /// A food diary's food: its name and amount as the source wrote them, and its weight when stated.
    public var foodName: String?
    public var quantity: String?
    public var grams: Double?
    /// The portion category it counts toward (and how many portions), when the food could be mapped.
    public var portionCategory: String?
    public var portionCount: Portions = .zero
    /// Whether the time came from the source (false: a stand-in noon on the source's day).
    public var timeKnown = true
    /// The source's note for this row (MyFitnessPal repeats the day's note on each meal).
    public var note: String?

    public init(
        day: Day, meal: String?, at: Date, local: LocalDateTime, sourceName: String, nutrients: Nutrients, externalID: String,
        foodName: String? = nil, quantity: String? = nil, grams: Double? = nil
    ) {
        self.day = day
        self.meal = meal
        self.at = at
        self.local = local
        self.sourceName = sourceName
        self.nutrients = nutrients
        self.externalID = externalID
        self.foodName = foodName
        self.quantity = quantity
        self.grams = grams
    }

    /// The entry that stands for this meal: a quick add named after the food, or after the app (and
    /// meal) it came from; in a portion category when the food was mapped to one.
    public func entry(slot: MealSlot, categoryID: Int64? = nil) -> NewEntry {
        let name = String((foodName ?? (sourceName.isEmpty ? "Imported meal" : sourceName + (meal.map { " · \($0)" } ?? ""))).prefix(Limits.nameLength))
        return NewEntry(
            day: day, mealSlotID: slot.id, categoryID: categoryID, portions: categoryID == nil ? .zero : portionCount, amount: nil,
            amountUnitID: nil, note: note.map { String($0.prefix(Limits.noteLength)) }, loggedAt: at, kind: .quick,
            food: FoodSnapshot(foodID: nil, name: name, grams: grams, quantity: quantity.map { String($0.prefix(Limits.nameLength)) }, nutrients: nutrients.rounded(places: 3)))
    }
}

/// A workout from a health export: its energy as the device measured it, not estimated.
public struct HealthWorkout: Hashable, Sendable {
    public var externalID: String
    public var name: String
    public var activity: String
    public var startedAt: Date
    public var day: Day
    public var minutes: Double
    public var kcal: Double?
    public var distanceM: Double?
    public var sourceName: String
    /// GPX text of the route, when the export carries one.
    public var routeGPX: String?
    /// The route's file inside the export (`/workout-routes/….gpx`), to be copied by the reader's caller.
    public var routeFile: String?
    /// What the source said beside the numbers (a diary's sets and reps, its note).
    public var notes: String?

    public init(
        externalID: String, name: String, activity: String, startedAt: Date, day: Day, minutes: Double, kcal: Double?, distanceM: Double?,
        sourceName: String, routeGPX: String? = nil, routeFile: String? = nil
    ) {
        self.externalID = externalID
        self.name = name
        self.activity = activity
        self.startedAt = startedAt
        self.day = day
        self.minutes = minutes
        self.kcal = kcal
        self.distanceM = distanceM
        self.sourceName = sourceName
        self.routeGPX = routeGPX
        self.routeFile = routeFile
    }

    /// The same workout reached through Apple's export or Health Auto Export has one id: its start
    /// (to the second) and its activity.
    public static func externalID(start: Date, activity: String) -> String {
        "health:workout:\(Int(truncating: start.timeIntervalSince1970.rounded(.down))):\(activity)"
    }

    /// The Tally workout: measured energy when the export has it, else the activity's MET estimate.
    public func workout(bodyKg: Double?, source: String) -> Workout {
        let activity = (try? Activity.named(self.activity)) ?? Activity.infer(from: name, hasSets: false)
        let kg = bodyKg ?? WorkoutPlanner.assumedBodyKg
        let minutes = self.minutes.isFinite ? min(max(self.minutes, 0.1), 1440) : 0.1
        let met = activity.met(rpe: nil)
        let estimated = Activity.kcal(met: met, kg: kg, minutes: minutes)
        // A measured value is kept when it is one a body can burn (at most 30 kcal a minute).
        let measured = kcal.flatMap { $0.isFinite && $0 >= 0 && $0 <= 30 * minutes ? $0 : nil }
        return Workout(
            name: name, day: day, startedAt: startedAt, minutes: minutes, rpe: nil, activity: activity.key, met: met,
            kcal: measured ?? estimated, bodyKg: kg, bodyKgAssumed: bodyKg == nil, notes: notes.map { String($0.prefix(Limits.notesLength)) }, source: source)
    }
}

/// Counts per type of what a file held and what was skipped, with reasons.
public struct HealthFileCounts: Sendable, Equatable, Codable {
    public var records = 0
    public var read: [String: Int] = [:]
    public var skipped: [String: Int] = [:]

    public init() {}

    public mutating func skip(_ reason: String, count: Int = 1) { skipped[reason, default: 0] += count }
    public mutating func count(_ label: String) { read[label, default: 0] += 1 }
}

/// Everything one file yields, ready to be written in one transaction.
public struct HealthBatch: Sendable {
    /// "apple-health", "health-auto-export": what rows remember as their source.
    public var source: String
    public var measurements: [(measurement: BodyMeasurement, externalID: String)] = []
    public var daily: [DailyValue] = []
    public var meals: [ImportedMeal] = []
    public var workouts: [HealthWorkout] = []
    public var counts = HealthFileCounts()
    /// A food diary's meals: the source is the authority on each of its days (a day that changed in a
    /// newer export is replaced as a whole), and a meal name without a slot gets a slot of its own.
    public var isDiary = false
    /// A diary's whole-day totals (Cronometer's daily summary): kept only for days the diary has no
    /// foods for, in the file's own import or already stored.
    public var isDayTotals = false
    /// Days a companion file of the same import gives foods for (those days' totals are not added).
    public var daysWithFoods: Set<Day> = []

    public init(source: String) { self.source = source }
}

/// Turns samples into Tally's values as a reader streams them: units converted, each sample placed on
/// its local day, several sources merged without double counting, meals grouped. Memory grows with
/// what is kept (days, meals, readings), not with the file.
public struct HealthCollector: Sendable {
    public let source: String
    public var clock: HealthClock
    public let boundary: DayBoundary
    public let preferred: [String]
    public var counts = HealthFileCounts()

    private var measurements: [String: (BodyMeasurement, String)] = [:]
    private var sums: [DailyMetricKind: DailyMerger] = [:]
    private var means: [DailyMetricKind: BestSourcePerDay] = [:]
    private var asleep = BestSourcePerDay()
    private var inBed = BestSourcePerDay()
    /// Whole-day aggregates (Health Auto Export's daily rows), which replace merged samples of their day.
    private var dayTotals: [DailyMetricKind: [Day: Double]] = [:]
    private var meals: [String: ImportedMeal] = [:]
    private var workouts: [String: HealthWorkout] = [:]

    public init(source: String, home: TimeZone, boundary: DayBoundary, preferred: [String] = []) {
        self.source = source
        self.clock = HealthClock(home: home)
        self.boundary = boundary
        self.preferred = preferred
    }

    /// One sample. `label` names the source's type in the summary; `meal` is the meal the source says.
    public mutating func add(
        _ target: HealthTarget, label: String, value: Double, unit: String?, start: HealthTimestamp, end: HealthTimestamp?,
        sourceName: String, zone: String? = nil, meal: String? = nil, wholeDay: Bool = false
    ) {
        guard let converted = HealthMapping.convert(value, unit: unit, to: target) else {
            counts.skip("\(label): unit '\(Limits.clip(unit ?? ""))' not understood")
            return
        }
        guard converted >= 0 else {
            counts.skip("\(label): negative value")
            return
        }
        // A whole day's aggregate is stamped at its local midnight and belongs to that day as written.
        let local = wholeDay ? start.written : clock.local(start, zone: zone)
        let rank = HealthMapping.rank(source: sourceName, preferred: preferred)
        switch target {
        case .body(let kind):
            guard kind.range.contains(converted) else {
                counts.skip("\(label): implausible value")
                return
            }
            let day = wholeDay ? local.day : boundary.day(for: local)
            let rounded = (converted * 1000).rounded() / 1000
            // Keyed by what was measured and when, not by the file: the same reading arriving through
            // Apple's export and through Health Auto Export is one reading.
            let id = "health:\(kind.rawValue):\(Int(truncating: start.instant.timeIntervalSince1970)):\(rounded)"
            // The same reading from two sources (a scale and the app that copied it) counts once.
            measurements[id] = (BodyMeasurement(kind: kind, value: rounded, day: day, measuredAt: start.instant, source: source), id)
        case .dailySum(let kind):
            if wholeDay {
                dayTotals[kind, default: [:]][local.day, default: 0] += converted
            } else {
                sums[kind, default: DailyMerger()].add(converted, day: local.day, hour: local.hour, rank: rank)
            }
        case .dailyMean(let kind):
            means[kind, default: BestSourcePerDay()].add(converted, day: local.day, rank: rank)
        case .nutrient(let key):
            let day = wholeDay ? local.day : boundary.day(for: local)
            let mealName = meal.map(Self.mealKey)
            // Without a meal name, samples logged within the same hour belong together.
            let group = mealName ?? "\(local.hour)h"
            let id = "health:meal:\(day):\(group):\(sourceName)"
            var entry = meals[id] ?? ImportedMeal(
                day: day, meal: meal, at: start.instant, local: local, sourceName: sourceName, nutrients: Nutrients(), externalID: id)
            entry.nutrients[key] = (entry.nutrients[key] ?? 0) + converted
            if start.instant < entry.at {
                entry.at = start.instant
                entry.local = local
            }
            meals[id] = entry
        case .sleep:
            asleep.add(converted, day: Self.night(ending: end.map { clock.local($0, zone: zone) } ?? local), rank: rank)
        }
        counts.count(label)
    }

    /// Time in bed for a night (used only for nights with no asleep samples at all).
    public mutating func addInBed(hours: Double, end: HealthTimestamp, sourceName: String, zone: String? = nil) {
        guard hours.isFinite, hours >= 0 else { return }
        inBed.add(hours, day: Self.night(ending: clock.local(end, zone: zone)), rank: HealthMapping.rank(source: sourceName, preferred: preferred))
    }

    /// The day a night's sleep counts toward: the morning it ends on; a sample that ends from 18:00 on
    /// (dozing off before midnight) already belongs to the next morning's night.
    public static func night(ending local: LocalDateTime) -> Day {
        local.hour >= 18 ? local.day.adding(days: 1) : local.day
    }

    public mutating func add(_ workout: HealthWorkout, label: String) {
        workouts[workout.externalID] = workout
        counts.count(label)
    }

    /// "Breakfast", "breakfast " and "BREAKFAST" are one meal.
    static func mealKey(_ name: String) -> String { name.trimmingCharacters(in: .whitespaces).lowercased() }

    public func finish() -> HealthBatch {
        var batch = HealthBatch(source: source)
        batch.counts = counts
        batch.measurements = measurements.values.sorted { ($0.0.measuredAt, $0.1) < ($1.0.measuredAt, $1.1) }.map { ($0.0, $0.1) }
        var daily: [DailyValue] = []
        for kind in DailyMetricKind.allCases {
            var values = sums[kind]?.totals() ?? [:]
            for (day, value) in dayTotals[kind] ?? [:] { values[day] = value }
            if let merged = means[kind] { values.merge(merged.means()) { $1 } }
            if kind == .sleep {
                values = inBed.sums().merging(asleep.sums()) { $1 }
            }
            for (day, value) in values {
                let rounded = kind == .steps ? value.rounded() : (value * 100).rounded() / 100
                guard kind.plausible.contains(rounded) else {
                    batch.counts.skip("\(kind.label.lowercased()): implausible day total on \(day)")
                    continue
                }
                daily.append(DailyValue(kind: kind, day: day, value: rounded))
            }
        }
        batch.daily = daily.sorted { ($0.day, $0.kind.rawValue) < ($1.day, $1.kind.rawValue) }
        batch.meals = meals.values.sorted { ($0.at, $0.externalID) < ($1.at, $1.externalID) }
        batch.workouts = workouts.values.sorted { ($0.startedAt, $0.externalID) < ($1.startedAt, $1.externalID) }
        return batch
    }
}

/// What an import of a health export did, per kind of data.
public struct HealthImportReport: Codable, Sendable, Equatable {
    public var source: String
    public var file: String?
    public var dryRun: Bool
    /// Per kind ("weight", "steps", "meals", "workouts", …): new rows.
    public var added: [String: Int] = [:]
    /// Per kind: rows already there with the same value (a re-import).
    public var alreadyThere: [String: Int] = [:]
    /// Per kind: day totals a newer export changed (a day that was still in progress).
    public var updated: [String: Int] = [:]
    /// Samples read per source type, and what was skipped with why.
    public var records: Int
    public var read: [String: Int]
    public var skipped: [String: Int]
    /// Meals whose name matched no meal slot and were placed by their time.
    public var mealsPlacedByTime: [String] = []
    public var routes = 0
    /// Meal slots a diary import added for meal names Tally had no slot for.
    public var mealSlotsAdded: [String] = []
    /// Food entries that count toward a portion category, and those that count in calories only
    /// (with up to 20 of their names).
    public var inPortionCategories = 0
    public var caloriesOnly = 0
    public var caloriesOnlyFoods: [String] = []
    /// Diary days already stored that a newer export changed, replaced as a whole.
    public var daysReplaced: [String] = []

    public init(source: String, file: String?, dryRun: Bool, records: Int, read: [String: Int], skipped: [String: Int]) {
        self.source = source
        self.file = file
        self.dryRun = dryRun
        self.records = records
        self.read = read
        self.skipped = skipped
    }

    public var totalAdded: Int { added.values.reduce(0, +) + updated.values.reduce(0, +) }

    private enum CodingKeys: String, CodingKey {
        case source, file, dryRun, added, alreadyThere, updated, records, read, skipped, mealsPlacedByTime, routes, mealSlotsAdded
        case inPortionCategories, caloriesOnly, caloriesOnlyFoods, daysReplaced
    }

    /// Summaries stored by older versions lack the later fields; those read as empty.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        source = try c.decode(String.self, forKey: .source)
        file = try c.decodeIfPresent(String.self, forKey: .file)
        dryRun = try c.decodeIfPresent(Bool.self, forKey: .dryRun) ?? false
        added = try c.decodeIfPresent([String: Int].self, forKey: .added) ?? [:]
        alreadyThere = try c.decodeIfPresent([String: Int].self, forKey: .alreadyThere) ?? [:]
        updated = try c.decodeIfPresent([String: Int].self, forKey: .updated) ?? [:]
        records = try c.decodeIfPresent(Int.self, forKey: .records) ?? 0
        read = try c.decodeIfPresent([String: Int].self, forKey: .read) ?? [:]
        skipped = try c.decodeIfPresent([String: Int].self, forKey: .skipped) ?? [:]
        mealsPlacedByTime = try c.decodeIfPresent([String].self, forKey: .mealsPlacedByTime) ?? []
        routes = try c.decodeIfPresent(Int.self, forKey: .routes) ?? 0
        mealSlotsAdded = try c.decodeIfPresent([String].self, forKey: .mealSlotsAdded) ?? []
        inPortionCategories = try c.decodeIfPresent(Int.self, forKey: .inPortionCategories) ?? 0
        caloriesOnly = try c.decodeIfPresent(Int.self, forKey: .caloriesOnly) ?? 0
        caloriesOnlyFoods = try c.decodeIfPresent([String].self, forKey: .caloriesOnlyFoods) ?? []
        daysReplaced = try c.decodeIfPresent([String].self, forKey: .daysReplaced) ?? []
    }
}

extension HealthImportReport {
    /// What the import did, one line per kind and note, in the words the CLI and the web app share.
    public var outcomeLines: [String] {
        var lines: [String] = []
        let kinds = Set(added.keys).union(updated.keys).union(alreadyThere.keys).sorted()
        for kind in kinds {
            var parts = ["\(added[kind] ?? 0) \(dryRun ? "to add" : "added")"]
            if let changed = updated[kind], changed > 0 { parts.append("\(changed) updated") }
            if let same = alreadyThere[kind], same > 0 { parts.append("\(same) already there") }
            lines.append("\(kind): " + parts.joined(separator: ", "))
        }
        if kinds.isEmpty { lines.append("nothing Tally keeps was found") }
        if routes > 0 { lines.append("routes saved: \(routes)") }
        if !mealsPlacedByTime.isEmpty {
            lines.append("meals with no matching slot, placed by their time: " + mealsPlacedByTime.joined(separator: ", "))
        }
        if !mealSlotsAdded.isEmpty {
            lines.append("meal slots added for the source's meal names: " + mealSlotsAdded.joined(separator: ", "))
        }
        if !daysReplaced.isEmpty {
            lines.append("days changed since the last import, replaced: " + daysReplaced.prefix(10).joined(separator: ", ") + (daysReplaced.count > 10 ? ", …" : ""))
        }
        if inPortionCategories + caloriesOnly > 0 {
            var line = "portion categories: \(inPortionCategories) counted; \(caloriesOnly) in calories and nutrients only"
            if caloriesOnlyFoods.isEmpty, inPortionCategories == 0 {
                line += " (the export lists meal totals, not foods)"
            } else if !caloriesOnlyFoods.isEmpty {
                line += " (no weight or food group to map, e.g. " + caloriesOnlyFoods.prefix(5).joined(separator: "; ") + ")"
            }
            lines.append(line)
        }
        return lines
    }

    /// Skip reasons, the most frequent first.
    public var skippedByCount: [(key: String, value: Int)] {
        skipped.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
    }
}

/// One finished import, for "last import per source" (Manage → Data).
public struct ImportRun: Codable, Sendable, Equatable {
    public var source: String
    public var file: String?
    public var finishedAt: Date
    public var added: Int
    /// Each file's summary (rows read, added, already there, skipped with reasons).
    public var files: [HealthImportReport]

    public init(source: String, file: String?, finishedAt: Date, added: Int, files: [HealthImportReport] = []) {
        self.source = source
        self.file = file
        self.finishedAt = finishedAt
        self.added = added
        self.files = files
    }
}


/// What importing a food diary's export did, file by file (each file is written whole or not at all).
public struct DiaryImportReport: Codable, Sendable, Equatable {
    public var app: String
    public var dryRun: Bool
    public var files: [HealthImportReport]

    public init(app: String, dryRun: Bool, files: [HealthImportReport]) {
        self.app = app
        self.dryRun = dryRun
        self.files = files
    }
}

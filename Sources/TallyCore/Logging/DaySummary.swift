import Foundation

/// What a day adds up to before it is judged: each category's total (workout minutes included, as
/// `DaySummary` counts them) and how many entries were logged. Judging it needs the rules in force that
/// day (`DaySummary.lines`), so a store can keep it per day and judge it again when rules change.
public struct DayTotals: Sendable, Equatable {
    public var day: Day
    public var entryCount: Int
    /// Per category id; categories with nothing counted are absent.
    public var totals: [Int64: Portions]

    public init(day: Day, entryCount: Int, totals: [Int64: Portions]) {
        self.day = day
        self.entryCount = entryCount
        self.totals = totals
    }

    /// A day with nothing logged.
    public static func empty(_ day: Day) -> DayTotals { DayTotals(day: day, entryCount: 0, totals: [:]) }
}

/// A Tally day: each category's total against its target, and the entries by meal slot.
public struct DaySummary: Sendable, Equatable {
    public struct CategoryLine: Sendable, Equatable {
        public var category: LogCategory
        public var unit: MeasurementUnit
        public var total: Portions
        public var status: TargetStatus

        /// How far along the target the total is, 0…1+ (for progress bars).
        public var progress: Double {
            let goal = category.target.goal
            guard goal.tenths > 0 else { return total.tenths > 0 ? 1 : 0 }
            return Double(total.tenths) / Double(goal.tenths)
        }
    }

    public struct MealLine: Sendable, Equatable {
        public var slot: MealSlot
        public var entries: [LogEntry]
        public var nutrients: Nutrients { Nutrients.sum(entries.map(\.nutrients)) }
    }

    /// Everything eaten this day, summed over entries.
    public var nutrients: Nutrients { Nutrients.sum(meals.flatMap(\.entries).map(\.nutrients)) }

    public var entries: [LogEntry] { meals.flatMap(\.entries) }

    public var day: Day
    public var categories: [CategoryLine]
    public var meals: [MealLine]

    /// On target when every *enabled* category meets its rule (disabled ones are shown, not judged).
    public var isOnTarget: Bool { DaySummary.isOnTarget(categories) }

    public var enabledCount: Int { categories.filter(\.category.isEnabled).count }
    public var metCount: Int { categories.filter { $0.category.isEnabled && $0.status == .met }.count }

    public static func isOnTarget(_ lines: [CategoryLine]) -> Bool {
        lines.allSatisfy { !$0.category.isEnabled || $0.status == .met }
    }

    /// Each category's line for a day's totals, judged by `catalog` (the rules in force that day).
    public static func lines(_ totals: [Int64: Portions], catalog: Catalog) -> [CategoryLine] {
        catalog.categories.compactMap { category in
            guard let unit = catalog.unit(of: category) else { return nil }
            let total = totals[category.id] ?? .zero
            return CategoryLine(category: category, unit: unit, total: total, status: category.target.status(of: total))
        }
    }

    /// What this day adds up to, as a store keeps it between writes.
    public var totals: DayTotals {
        var totals: [Int64: Portions] = [:]
        for line in categories where line.total != .zero { totals[line.category.id] = line.total }
        return DayTotals(day: day, entryCount: entries.count, totals: totals)
    }

    public var workouts: [Workout]
    /// Manual entries not counted because a workout covers the same time.
    public var coveredEntryIDs: Set<Int64>

    /// The category workout minutes count toward: "Sports", else the first enabled one in minutes.
    public static func workoutCategory(in catalog: Catalog) -> LogCategory? {
        catalog.categories.first { Catalog.normalized($0.name) == "sports" }
            ?? catalog.categories.first { $0.isEnabled && catalog.unit(of: $0)?.dimension == .time }
    }

    /// How long around a workout a manual entry of its category counts as the same session.
    public static let sessionMargin: TimeInterval = 30 * 60

    /// Summarises a day's entries and workouts. Workout minutes count toward the workout category; a
    /// manual entry in that category logged during a workout (30 minutes either side) is taken to be
    /// the same session and not added again. Entries of unknown categories or slots (which the store
    /// prevents) are left out rather than guessed at.
    public init(day: Day, entries: [LogEntry], catalog: Catalog, workouts: [Workout] = []) {
        self.day = day
        let dayWorkouts = workouts.filter { $0.day == day }.sorted { $0.startedAt < $1.startedAt }
        self.workouts = dayWorkouts
        let workoutCategory = DaySummary.workoutCategory(in: catalog)
        var covered = Set<Int64>()
        var totals: [Int64: Portions] = [:]
        for entry in entries where entry.day == day {
            guard let categoryID = entry.categoryID else { continue }
            if categoryID == workoutCategory?.id, entry.kind == .portion,
                dayWorkouts.contains(where: { entry.loggedAt >= $0.startedAt.addingTimeInterval(-DaySummary.sessionMargin) && entry.loggedAt <= $0.endsAt.addingTimeInterval(DaySummary.sessionMargin) })
            {
                covered.insert(entry.id)
                continue
            }
            totals[categoryID, default: .zero] += entry.portions
        }
        if let category = workoutCategory, let unit = catalog.unit(of: category), let minuteUnit = catalog.units.first(where: { $0.dimension == .time && $0.baseFactor == 1 }) {
            for workout in dayWorkouts {
                let amount = minuteUnit.convert(workout.minutes.rounded(), to: unit) ?? workout.minutes
                totals[category.id, default: .zero] += unit.allowsDecimal ? Portions(rounding: amount) : Portions(tenths: Int(rounding: amount) * 10)
            }
        }
        self.coveredEntryIDs = covered
        self.categories = DaySummary.lines(totals, catalog: catalog)
        let sorted = entries.filter { $0.day == day }.sorted { ($0.loggedAt, $0.id) < ($1.loggedAt, $1.id) }
        self.meals = catalog.mealSlots.map { slot in
            MealLine(slot: slot, entries: sorted.filter { $0.mealSlotID == slot.id })
        }
    }

    public func line(for categoryName: String) -> CategoryLine? {
        categories.first { Catalog.normalized($0.category.name) == Catalog.normalized(categoryName) }
    }
}

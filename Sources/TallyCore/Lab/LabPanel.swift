import Foundation

/// What Today shows of the Lab: the insight cards and the widgets (bodyweight trend, this week's
/// calories against target, weekly volume against average daily calories, and any comparison the
/// person added), all from one read of the last half year.
public struct LabPanel: Sendable {
    public struct WeightPoint: Sendable, Equatable {
        public var day: Day
        public var weight: Double
        /// Mean of the weigh-ins in the 7 days ending that day.
        public var average: Double
    }

    public struct CalorieDay: Sendable, Equatable {
        public var day: Day
        /// nil: nothing logged (not zero).
        public var kcal: Double?
        public var target: Double?

        /// Whether the day's calories were within `LabPanel.calorieTolerance` of its target (nil: no
        /// food logged or no target).
        public var met: Bool? {
            guard let kcal, let target, target > 0 else { return nil }
            return abs(kcal - target) <= LabPanel.calorieTolerance * target
        }
    }

    /// How close to the calorie target a day counts as on target in the week widget.
    public static let calorieTolerance = 0.10

    public struct VolumeDay: Sendable, Equatable {
        public var day: Day
        /// Lifting volume over the 7 days ending that day (kg).
        public var weeklyVolume: Double?
        /// Mean daily calories over the 7 days ending that day, over the days logged.
        public var averageKcal: Double?
    }

    public struct Widget: Sendable {
        public var id: Int64
        public var a: String
        public var b: String
        /// nil when either metric has no data in the half year the panel reads.
        public var comparison: LabComparison?
    }

    public var today: Day
    public var cards: [LabCard]
    public var weight: [WeightPoint]
    public var week: [CalorieDay]
    public var volume: [VolumeDay]
    public var widgets: [Widget]
    /// The metrics the catalog knows (lifts: those logged), for "add a comparison widget".
    public var metrics: [LabMetric]

    /// Builds the panel. `targets` gives each day's calorie target (in force that day) for the week
    /// starting `weekStart`; `widgets` are the saved (id, A, B) pairs.
    public static func make(
        data: LabData, today: Day, cards: [LabCard], weekStart: Day, targets: [Day: Double], widgets: [(id: Int64, a: String, b: String)]
    ) -> LabPanel {
        let weights = BodyRules.dailyValues(data.measurements, kind: .weight)
        let lastWeek = today.adding(days: -6)...today
        let weight = weights.filter { lastWeek.contains($0.day) }.map { point in
            let window = weights.filter { $0.day <= point.day && $0.day.distance(to: point.day) < 7 }.map(\.value)
            return WeightPoint(day: point.day, weight: point.value, average: Statistics.mean(window))
        }
        let week = weekStart.through(weekStart.adding(days: 6)).map { day in
            CalorieDay(day: day, kcal: data.dayNutrients[day]?.kcal, target: targets[day])
        }
        var volumeByDay: [Day: Double] = [:]
        for workout in data.workouts { volumeByDay[workout.day, default: 0] += workout.volume }
        let lifted = !volumeByDay.isEmpty
        let volume = today.adding(days: -29).through(today).map { day -> VolumeDay in
            let days = day.adding(days: -6).through(day)
            let eaten = days.compactMap { data.dayNutrients[$0]?.kcal }
            return VolumeDay(
                day: day, weeklyVolume: lifted ? days.reduce(0) { $0 + (volumeByDay[$1] ?? 0) } : nil,
                averageKcal: eaten.isEmpty ? nil : Statistics.mean(eaten))
        }
        let from = today.adding(days: -29)
        let compared = widgets.map { widget -> Widget in
            guard let a = try? LabCatalog.metric(widget.a, in: data), let b = try? LabCatalog.metric(widget.b, in: data) else {
                return Widget(id: widget.id, a: widget.a, b: widget.b, comparison: nil)
            }
            let comparison = LabCompare.compare(LabCatalog.series(a, in: data), LabCatalog.series(b, in: data), from: from, to: today, range: "30d")
            return Widget(id: widget.id, a: widget.a, b: widget.b, comparison: comparison)
        }
        return LabPanel(
            today: today, cards: cards, weight: weight, week: week, volume: volume, widgets: compared, metrics: LabCatalog.metrics(for: data))
    }
}

import Foundation

/// An insight card on Today: an observation, the correlation behind it, and a prompt that binds to
/// nothing. Never medical advice.
public struct LabCard: Sendable, Encodable, Equatable {
    /// Stable for the same finding (feedback attaches to it): "stall|e1rm:Back Squat|protein".
    public var id: String
    /// stall | positive | effort
    public var kind: String
    /// warning (a stall), success (progress), neutral (effort)
    public var tone: String
    public var title: String
    public var observation: String
    public var correlation: String
    public var prompt: String
    /// The two metrics, for the Lab: the diet metric leads (a), the outcome follows (b).
    public var a: String
    public var b: String
    public var lag: Int
    public var r: Double
    public var n: Int
    public var effectiveN: Double
    /// p of the association after the lag search.
    public var p: Double
    /// Benjamini–Hochberg adjusted p across every finding tested.
    public var q: Double
    /// What a dismissal remembers: the card returns only when this changes (a new stall, another lag, r moved).
    public var fingerprint: String
}

/// What a person said about a card.
public struct CardFeedback: Sendable, Equatable {
    public enum Vote: String, Sendable, CaseIterable { case up, down, dismiss }
    public var cardID: String
    public var vote: Vote
    public var fingerprint: String

    public init(cardID: String, vote: Vote, fingerprint: String) {
        self.cardID = cardID
        self.vote = vote
        self.fingerprint = fingerprint
    }
}

/// The card engine: many candidate findings are tested, all of them go through Benjamini–Hochberg,
/// and only a discovery whose situation fits (a stall, progress, an effort pattern) becomes a card.
public enum LabInsights {
    /// Days the engine looks back.
    public static let window = 182
    /// False-discovery rate for cards (Benjamini–Hochberg across every finding tested). Cards interrupt
    /// you, so they need more than the 5 % a comparison you asked for would; feedback can only make a
    /// card type stricter.
    public static let falseDiscoveryRate = 0.02
    /// A lift must be done this often in the window to be judged.
    public static let minimumSessions = 12
    /// A stall: no new best estimated 1RM (or a flat weight trend) for this many days.
    public static let stallDays = 14
    /// Hours before a workout that count as "before it".
    public static let preWorkoutHours = 4.0
    public static let dietKeys = ["kcal", "protein", "carbs", "fat"]
    /// Smallest |r| worth a card: weaker associations can be real but are not worth interrupting anyone for.
    public static let minimumEffect = 0.25
    public static let preWorkoutKeys: [(key: String, nutrient: NutrientKey, name: String, unit: String)] = [
        ("pre-kcal", .kcal, "Calories in the 4 h before", "kcal"), ("pre-protein", .protein, "Protein in the 4 h before", "g"),
        ("pre-carbs", .carbs, "Carbohydrate in the 4 h before", "g"),
    ]

    struct Finding {
        var kind: String  // association | effort
        var diet: LabSeries
        var outcome: LabSeries
        var comparison: LabComparison
        var p: Double
    }

    /// The false-discovery rate a card type gets after feedback: each net thumbs-down halves it.
    public static func rate(for kind: String, feedback: [CardFeedback]) -> Double {
        let votes = feedback.filter { $0.cardID.hasPrefix(kind + "|") }
        let net = votes.filter { $0.vote == .down }.count - votes.filter { $0.vote == .up }.count
        return falseDiscoveryRate / pow(2, Double(max(0, net)))
    }

    /// Cards for today, best first. `goal` decides which way weight is progress.
    public static func cards(_ data: LabData, today: Day, goal: GoalKind?, feedback: [CardFeedback]) -> [LabCard] {
        let from = max(data.from, today.adding(days: -(window - 1)))
        let findings = candidates(data, from: from, to: today)
        guard !findings.isEmpty else { return [] }
        let adjusted = Statistics.benjaminiHochbergAdjusted(findings.map(\.p))
        var cards: [LabCard] = []
        for (index, finding) in findings.enumerated() {
            let q = adjusted[index]
            // A card stands only on an association the Lab itself calls clear, strong enough to matter.
            guard finding.p < LabCompare.alpha, abs(finding.comparison.pearson ?? 0) >= minimumEffect else { continue }
            guard let card = card(for: finding, q: q, data: data, from: from, today: today, goal: goal) else { continue }
            guard q <= rate(for: card.kind, feedback: feedback) else { continue }
            if feedback.contains(where: { $0.cardID == card.id && $0.vote == .dismiss && $0.fingerprint == card.fingerprint }) { continue }
            cards.append(card)
        }
        // One card per kind and outcome: the best-supported diet metric speaks for the others.
        var seen = Set<String>()
        cards = cards.sorted { ($0.q, $0.id) < ($1.q, $1.id) }.filter { seen.insert("\($0.kind)|\($0.b)").inserted }
        func score(_ kind: String) -> Int {
            let votes = feedback.filter { $0.cardID.hasPrefix(kind + "|") }
            return votes.filter { $0.vote == .up }.count - votes.filter { $0.vote == .down }.count
        }
        return cards.sorted { (-score($0.kind), $0.q, $0.id) < (-score($1.kind), $1.q, $1.id) }
    }

    /// Every finding tested: each diet metric against each lift done often enough and against weight,
    /// and what was eaten before workouts against how hard they felt.
    static func candidates(_ data: LabData, from: Day, to: Day) -> [Finding] {
        // Each series is prepared (detrended, whitened) once and compared with every partner.
        var outcomes: [LabCompare.Prepared] = []
        for lift in data.liftNames {
            let metric = LabMetric(key: "e1rm:\(lift)", name: "\(lift) e1RM", unit: "kg", group: "Training", aggregation: "")
            let series = LabCatalog.series(metric, in: data).restricted(from: from, to: to)
            if series.points.count >= minimumSessions { outcomes.append(LabCompare.Prepared(series, from: from, to: to)) }
        }
        let weight = LabCatalog.series(LabMetric(key: "weight", name: "Weight", unit: "kg", group: "Body", aggregation: ""), in: data)
            .restricted(from: from, to: to)
        if weight.points.count >= 20 { outcomes.append(LabCompare.Prepared(weight, from: from, to: to)) }

        var findings: [Finding] = []
        for key in dietKeys {
            guard let item = LabCatalog.nutrition.first(where: { $0.key == key }) else { continue }
            let diet = LabCatalog.series(
                LabMetric(key: key, name: item.name, unit: item.unit, group: "Nutrition", aggregation: ""), in: data
            ).restricted(from: from, to: to)
            guard diet.points.count >= 20 else { continue }
            let preparedDiet = LabCompare.Prepared(diet, from: from, to: to)
            for outcome in outcomes {
                let comparison = LabCompare.compare(preparedDiet, outcome, from: from, to: to, range: "\(window)d", describe: false)
                guard let p = comparison.p, comparison.pearson != nil else { continue }
                findings.append(Finding(kind: "association", diet: diet, outcome: outcome.series, comparison: comparison, p: p))
            }
        }
        // Effort: RPE of each session against what was eaten in the hours before it, one activity at a
        // time (a run at dawn and an evening lift are not comparable).
        let rated = data.workouts.filter { $0.rpe != nil && $0.day >= from && $0.day <= to && data.dayNutrients[$0.day] != nil }
        for (activity, sessions) in Dictionary(grouping: rated, by: \.activity).sorted(by: { $0.key < $1.key }) where sessions.count >= minimumSessions {
            var firstOfDay: [Day: Workout] = [:]
            for workout in sessions.sorted(by: { $0.startedAt < $1.startedAt }) where firstOfDay[workout.day] == nil { firstOfDay[workout.day] = workout }
            let rpe = LabSeries(
                metric: LabMetric(key: "rpe:\(activity)", name: "\(activity.capitalized) session RPE", unit: "RPE", group: "Training", aggregation: ""),
                points: firstOfDay.compactMap { day, workout in workout.rpe.map { (day, $0) } })
            // One finding: the pre-workout measure most related to RPE, its p multiplied by the measures searched.
            var tried: [Finding] = []
            let preparedRPE = LabCompare.Prepared(rpe, from: from, to: to)
            // What was eaten in the hours before each session, found once per session.
            let before = firstOfDay.mapValues { workout in
                let start = workout.startedAt.addingTimeInterval(-preWorkoutHours * 3600)
                return data.intakeTimes.filter { $0.at >= start && $0.at < workout.startedAt }
            }
            for item in preWorkoutKeys {
                let points = before.map { day, eaten -> (day: Day, value: Double) in
                    (day, eaten.reduce(0) { $0 + ($1.nutrients[item.nutrient] ?? 0) })
                }
                let diet = LabSeries(metric: LabMetric(key: item.key, name: item.name, unit: item.unit, group: "Nutrition", aggregation: ""), points: points)
                let comparison = LabCompare.compare(
                    LabCompare.Prepared(diet, from: from, to: to), preparedRPE, from: from, to: to, range: "\(window)d", maximumLag: 0, describe: false)
                guard let p = comparison.p, comparison.pearson != nil else { continue }
                tried.append(Finding(kind: "effort", diet: diet, outcome: rpe, comparison: comparison, p: p))
            }
            if var best = tried.min(by: { $0.p < $1.p }) {
                best.p = min(1, best.p * Double(tried.count))
                best.comparison.p = best.p
                findings.append(best)
            }
        }
        return findings
    }

    /// Whether a series' level differs between two windows beyond day-to-day noise (Welch, effective n).
    static func changed(_ series: LabSeries, _ first: ClosedRange<Day>, _ second: ClosedRange<Day>) -> Bool {
        let one = series.points.filter { first.contains($0.day) }.map(\.value)
        let two = series.points.filter { second.contains($0.day) }.map(\.value)
        return (LabPeriods.welch(one, two) ?? 1) < 0.05
    }

    static func mean(_ series: LabSeries, _ range: ClosedRange<Day>) -> Double? {
        let values = series.points.filter { range.contains($0.day) }.map(\.value)
        return values.count >= 3 ? Statistics.mean(values) : nil
    }

    static func format(_ value: Double, _ unit: String) -> String {
        let rounded = abs(value) >= 100 ? (value).rounded() : (value * 10).rounded() / 10
        return "\(EntryPlanner.formatNumber(rounded)) \(unit)"
    }

    static func shortDate(_ day: Day) -> String { TimeFormat.shortDate(day) }

    /// The card a finding supports today, if the situation fits; nil otherwise.
    static func card(for finding: Finding, q: Double, data: LabData, from: Day, today: Day, goal: GoalKind?) -> LabCard? {
        let c = finding.comparison
        guard let r = c.pearson, let p = c.p else { return nil }
        let dietName = LabMetric.inSentence(finding.diet.metric.name)
        let outcomeName = finding.outcome.metric.name
        let lagText = c.lag == 0 ? "on the same day" : c.lag == 1 ? "the next day" : "\(c.lag) days later"
        let qText = q < 0.001 ? "q < 0.001" : "q = \(LabCompare.number(q, places: 3))"
        let numbers = "r = \(LabCompare.number(r)), \(c.n) \(finding.kind == "effort" ? "sessions" : "pairs"), "
            + "\(LabCompare.pText(p)) after checking \(finding.kind == "effort" ? "\(preWorkoutKeys.count) measures" : "\(c.lagsSearched) lags"), "
            + "\(qText) across every finding tested"
        let bucket = (r * 5).rounded() / 5
        let unit = finding.diet.metric.unit

        if finding.kind == "effort" {
            let direction = r < 0 ? "easier" : "harder"
            let activity = String(finding.outcome.metric.key.dropFirst("rpe:".count))
            let id = "effort|\(finding.diet.metric.key)|\(finding.outcome.metric.key)"
            return LabCard(
                id: id, kind: "effort", tone: "neutral", title: "Effort and what you ate before",
                observation: "Over the last \(window / 30) months, \(activity) sessions felt \(direction) (RPE \(r < 0 ? "lower" : "higher")) when you had eaten more in the \(Int(rounding: preWorkoutHours)) hours before.",
                correlation: "\(finding.diet.metric.name) and session RPE went together (\(numbers)). A correlation, not proof of cause.",
                prompt: "You could note how you feel on days you train with little eaten beforehand, and see whether the pattern holds. Not medical advice.",
                a: finding.diet.metric.key, b: finding.outcome.metric.key, lag: 0, r: r, n: c.n, effectiveN: c.effectiveN, p: p, q: q,
                fingerprint: "\(id)|0|\(bucket)")
        }

        let more = r > 0 ? "higher" : "lower"
        let association = "Across these months, days with more \(dietName) were followed by \(more) \(outcomeName) \(lagText) (\(numbers))."
        if finding.outcome.metric.key.hasPrefix("e1rm:") {
            let points = finding.outcome.points
            // The last new best: the first day the lift reached its highest estimate in the window.
            guard let best = points.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.day > $1.day) }) else { return nil }
            let flat = best.day.distance(to: today)
            let sessionsSince = points.filter { $0.day > best.day }.count
            if flat >= stallDays, sessionsSince >= 2 {
                // Diet lately (up to four weeks) against the four weeks that led to the best.
                let span = min(flat, 28)
                let lately = today.adding(days: -(span - 1))...today
                let before = best.day.adding(days: -27)...best.day
                guard let now = mean(finding.diet, lately), let earlier = mean(finding.diet, before), (now - earlier) * r < 0,
                    changed(finding.diet, before, lately)
                else { return nil }
                let id = "stall|\(finding.outcome.metric.key)|\(finding.diet.metric.key)"
                return LabCard(
                    id: id, kind: "stall", tone: "warning", title: "\(outcomeName) has been flat for \(flat) days",
                    observation:
                        "No new best since \(shortDate(best.day)) (\(format(best.value, "kg"))). In the last \(span) days your \(dietName) averaged \(format(now, unit)) a day, against \(format(earlier, unit)) in the 4 weeks up to that best.",
                    correlation: association + " A correlation in your data, not proof of cause.",
                    prompt: "You might look at whether your \(dietName) changed for a reason, and compare the two periods in the Lab. Not medical or coaching advice.",
                    a: finding.diet.metric.key, b: finding.outcome.metric.key, lag: c.lag, r: r, n: c.n, effectiveN: c.effectiveN, p: p, q: q,
                    fingerprint: "\(id)|\(c.lag)|\(r > 0 ? "+" : "-")|\(best.day)")
            }
            let recent = today.adding(days: -27)...today
            let previous = today.adding(days: -55)...today.adding(days: -28)
            guard let recentBest = points.filter({ recent.contains($0.day) }).map(\.value).max(),
                let previousBest = points.filter({ previous.contains($0.day) }).map(\.value).max(), recentBest >= previousBest * 1.02,
                changed(finding.outcome, previous, recent), let now = mean(finding.diet, recent), let earlier = mean(finding.diet, previous),
                (now - earlier) * r >= 0
            else { return nil }
            let gain = (recentBest / previousBest - 1) * 100
            let id = "positive|\(finding.outcome.metric.key)|\(finding.diet.metric.key)"
            return LabCard(
                id: id, kind: "positive", tone: "success", title: "\(outcomeName) up \(EntryPlanner.formatNumber((gain * 10).rounded() / 10)) % in four weeks",
                observation:
                    "Best estimated 1RM \(format(recentBest, "kg")) in the last 4 weeks, against \(format(previousBest, "kg")) in the 4 before; your \(dietName) averaged \(format(now, unit)) against \(format(earlier, unit)).",
                correlation: association + " A correlation in your data, not proof of cause.",
                prompt: "Worth keeping an eye on whether the pattern holds. Not medical or coaching advice.",
                a: finding.diet.metric.key, b: finding.outcome.metric.key, lag: c.lag, r: r, n: c.n, effectiveN: c.effectiveN, p: p, q: q,
                fingerprint: "\(id)|\(c.lag)|\(r > 0 ? "+" : "-")|\(previous.lowerBound.adding(days: -(previous.lowerBound.isoWeekday - 1)))")
        }
        // Weight: a stall or progress only means something against a goal.
        guard let goal, goal != .maintain else { return nil }
        let weights = BodyRules.dailyValues(data.measurements, kind: .weight)
        let trend = Dictionary(zip(weights.map(\.day), Trend.exponential(weights.map(\.value))), uniquingKeysWith: { a, _ in a })
        func trendOn(_ day: Day) -> Double? { weights.last(where: { $0.day <= day }).flatMap { trend[$0.day] } }
        guard let end = trendOn(today), let start = trendOn(today.adding(days: -stallDays)) else { return nil }
        let change = end - start
        let wantsLoss = goal == .lose
        let recent = today.adding(days: -(stallDays - 1))...today
        let before = today.adding(days: -(2 * stallDays - 1))...today.adding(days: -stallDays)
        guard let now = mean(finding.diet, recent), let earlier = mean(finding.diet, before) else { return nil }
        if abs(change) < 0.25 {
            // Flat while aiming to move: the diet moved, beyond noise, the way the association says would hold weight up (or down).
            guard wantsLoss ? (now - earlier) * r > 0 : (now - earlier) * r < 0, changed(finding.diet, before, recent) else { return nil }
            let id = "stall|weight|\(finding.diet.metric.key)"
            return LabCard(
                id: id, kind: "stall", tone: "warning", title: "Weight trend flat for \(stallDays) days",
                observation:
                    "Your trend moved \(format(change, "kg")) in \(stallDays) days while your goal is to \(goal.label). Your average \(dietName) was \(format(now, unit)) a day, against \(format(earlier, unit)) in the \(stallDays) days before.",
                correlation: association + " A correlation in your data, not proof of cause.",
                prompt: "You might compare the two periods in the Lab. Not medical advice.",
                a: finding.diet.metric.key, b: "weight", lag: c.lag, r: r, n: c.n, effectiveN: c.effectiveN, p: p, q: q,
                fingerprint: "\(id)|\(c.lag)|\(r > 0 ? "+" : "-")|\(before.lowerBound.adding(days: -(before.lowerBound.isoWeekday - 1)))")
        }
        guard wantsLoss ? change <= -0.25 : change >= 0.25, wantsLoss ? (now - earlier) * r <= 0 : (now - earlier) * r >= 0,
            changed(finding.outcome, before, recent)
        else { return nil }
        let id = "positive|weight|\(finding.diet.metric.key)"
        return LabCard(
            id: id, kind: "positive", tone: "success", title: "Weight trend \(format(change, "kg")) in \(stallDays) days",
            observation: "Moving toward your goal to \(goal.label). Your average \(dietName) was \(format(now, unit)) a day, against \(format(earlier, unit)) in the \(stallDays) days before.",
            correlation: association + " A correlation in your data, not proof of cause.",
            prompt: "Worth keeping an eye on whether the pattern holds. Not medical advice.",
            a: finding.diet.metric.key, b: "weight", lag: c.lag, r: r, n: c.n, effectiveN: c.effectiveN, p: p, q: q,
            fingerprint: "\(id)|\(c.lag)|\(r > 0 ? "+" : "-")|\(before.lowerBound.adding(days: -(before.lowerBound.isoWeekday - 1)))")
    }
}

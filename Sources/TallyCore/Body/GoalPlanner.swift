import Foundation

public enum GoalKind: String, Codable, Sendable, CaseIterable {
    case lose, maintain, gain, gainMuscle = "gain-muscle"

    public static func parse(_ text: String) throws(TallyError) -> GoalKind {
        switch text.lowercased().filter(\.isLetter) {
        case "lose", "loseweight", "cut": return .lose
        case "maintain", "maintenance", "keep": return .maintain
        case "gain", "gainweight", "bulk": return .gain
        case "gainmuscle", "muscle", "leanbulk": return .gainMuscle
        default: throw .invalid(field: "goal", "'\(text)' is not a goal; choose lose, maintain, gain or gain-muscle")
        }
    }

    public var label: String {
        switch self {
        case .lose: "lose weight"
        case .maintain: "maintain weight"
        case .gain: "gain weight"
        case .gainMuscle: "gain muscle"
        }
    }
}

public struct Goal: Sendable, Equatable {
    public var kind: GoalKind
    public var targetKg: Double?
    public var by: Day?

    public init(kind: GoalKind, targetKg: Double? = nil, by: Day? = nil) {
        self.kind = kind
        self.targetKg = targetKg
        self.by = by
    }
}

/// Daily targets for energy and macros.
public struct DailyTargets: Sendable, Equatable {
    public var kcal: Double
    public var protein: Double
    public var carbs: Double
    public var fat: Double

    public var dictionary: [NutrientKey: Double] { [.kcal: kcal, .protein: protein, .carbs: carbs, .fat: fat] }
}

/// A goal turned into a daily plan, or refused with the nearest safe alternative.
public struct GoalPlan: Sendable, Equatable {
    public var goal: Goal
    /// kg per week, negative for loss.
    public var weeklyChangeKg: Double
    public var dailyAdjustmentKcal: Double
    public var targets: DailyTargets
    public var message: String
}

public enum GoalPlanner {
    /// Energy in one kg of body-weight change (the 3500 kcal/lb rule, rounded as is usual).
    public static let kcalPerKg = 7700.0
    /// The fastest loss Tally plans: 1 kg a week, or 1 % of body weight a week if that is less.
    public static func maximumLossPerWeek(weightKg: Double) -> Double { min(1.0, 0.01 * weightKg) }
    /// Faster gain is mostly fat: 0.5 % of body weight a week (Iraki et al. 2019, upper end).
    public static func maximumGainPerWeek(weightKg: Double) -> Double { 0.005 * weightKg }
    /// Daily energy below which Tally will not plan (NIH guidance: 1,200 kcal women, 1,500 kcal men).
    public static func calorieFloor(sex: Sex?) -> Double { sex == .male ? 1500 : 1200 }

    /// Protein in g per kg by goal (ISSN 2017, Helms 2014, Iraki 2019): cutting 2.3, maintaining 1.6,
    /// gaining 1.8, building muscle 2.0. In obesity the reference weight is capped at a BMI of 27 so
    /// targets stay sensible; with a known lean mass, a cut uses 2.7 g per kg of it instead.
    public static func proteinPerKg(_ kind: GoalKind) -> Double {
        switch kind {
        case .lose: 2.3
        case .maintain: 1.6
        case .gain: 1.8
        case .gainMuscle: 2.0
        }
    }

    /// Plans `goal` from `today`, or throws why it is unsafe and the nearest safe plan.
    public static func plan(
        goal: Goal, energy: EnergyEstimate, sex: Sex?, heightCm: Double?, today: Day, units: DisplayUnits = .metric
    ) throws(TallyError) -> GoalPlan {
        // Messages in the person's units; the numbers computed stay SI.
        func kg(_ value: Double) -> String { units.imperial ? "\(fmt(units.massValue(kg: value))) lb" : "\(fmt(value)) kg" }
        func energyText(_ value: Double) -> String { units.energy(value) }
        let weight = energy.weightKg
        let floor = calorieFloor(sex: sex)
        var weekly = 0.0
        var adjustment = 0.0
        var message: String
        switch goal.kind {
        case .maintain:
            message = "Maintain \(kg(weight)) at about \(energyText(energy.tdee)) a day."
        case .gainMuscle where goal.targetKg == nil || goal.by == nil:
            // A lean bulk: about 10 % above expenditure (Iraki et al. 2019: 10–20 %).
            adjustment = 0.10 * energy.tdee
            weekly = adjustment * 7 / kcalPerKg
            message = "Build muscle with a surplus of \(energyText(adjustment)) a day (about \(kg(weekly)) a week)."
        default:
            guard let target = goal.targetKg, let by = goal.by else {
                throw .invalid(field: "target", "to \(goal.kind.label), give a target weight and a date: --target KG --by YYYY-MM-DD")
            }
            let days = today.distance(to: by)
            guard days >= 7 else { throw .invalid(field: "by", "the goal date \(by) must be at least a week away") }
            let change = target - weight
            if goal.kind == .lose, change >= 0 {
                throw .invalid(field: "target", "a target of \(kg(target)) is not below your current \(kg(weight))")
            }
            if goal.kind != .lose, change <= 0 {
                throw .invalid(field: "target", "a target of \(kg(target)) is not above your current \(kg(weight))")
            }
            if let heightCm, goal.kind == .lose, BodyIndex.bmi(kg: target, cm: heightCm) < 18.5 {
                throw .invalid(
                    field: "target",
                    "\(kg(target)) would be a BMI of \(fmt(BodyIndex.bmi(kg: target, cm: heightCm))), below the healthy range (18.5); choose at least \(kg((18.5 * pow(heightCm / 100, 2) * 10).rounded(.up) / 10))")
            }
            weekly = change / (Double(days) / 7)
            adjustment = weekly * kcalPerKg / 7
            let limit = goal.kind == .lose ? maximumLossPerWeek(weightKg: weight) : maximumGainPerWeek(weightKg: weight)
            let dailyKcal = energy.tdee + adjustment
            if abs(weekly) > limit + 1e-9 || dailyKcal < floor {
                // The fastest safe rate: within the weekly limit and above the calorie floor.
                var safeRate = limit
                if goal.kind == .lose { safeRate = min(safeRate, max(0, (energy.tdee - floor) * 7 / kcalPerKg)) }
                guard safeRate > 0.01 else {
                    throw .invalid(
                        field: "target",
                        "your expenditure (\(energyText(energy.tdee))) is too close to the \(energyText(floor)) floor to plan a loss by diet alone; add activity or choose maintain")
                }
                let safeDays = Int(truncating: (abs(change) / safeRate * 7).rounded(.up))
                let safeDate = today.adding(days: safeDays)
                let safeDaily = energy.tdee + (change < 0 ? -1 : 1) * safeRate * kcalPerKg / 7
                let reason = abs(weekly) > limit + 1e-9
                    ? "\(kg(abs(weekly))) a week is faster than the safe \(kg(limit)) a week"
                    : "it needs \(energyText(dailyKcal)) a day, below the \(energyText(floor)) floor"
                throw .invalid(
                    field: "by",
                    "reaching \(kg(target)) by \(by) is not safe: \(reason). Nearest safe plan: \(kg(target)) by \(safeDate) at \(energyText(safeDaily)) a day (tally goal set \(goal.kind.rawValue) --target \(fmt(units.massValue(kg: target))) --by \(safeDate))")
            }
            message = "\(goal.kind == .lose ? "Lose" : "Gain") \(kg(abs(change))) by \(by): \(kg(abs(weekly))) a week at about \(energyText(dailyKcal)) a day."
        }
        let kcal = max(floor, energy.tdee + adjustment)
        return GoalPlan(
            goal: goal, weeklyChangeKg: weekly, dailyAdjustmentKcal: adjustment,
            targets: macros(kcal: kcal, goal: goal.kind, weightKg: weight, leanKg: energy.leanKg, heightCm: heightCm), message: message)
    }

    /// Protein by goal; fat 25 % of energy when cutting, 30 % otherwise (within the 20–35 % AMDR); carbohydrate the rest.
    public static func macros(kcal: Double, goal: GoalKind, weightKg: Double, leanKg: Double?, heightCm: Double?) -> DailyTargets {
        var referenceKg = weightKg
        if let heightCm { referenceKg = min(weightKg, 27 * pow(heightCm / 100, 2)) }
        var protein = proteinPerKg(goal) * referenceKg
        if goal == .lose, let leanKg { protein = 2.7 * leanKg }
        protein = min(protein, 0.35 * kcal / 4)
        let fat = (goal == .lose ? 0.25 : 0.30) * kcal / 9
        let carbs = max(0, (kcal - protein * 4 - fat * 9) / 4)
        return DailyTargets(kcal: kcal.rounded(), protein: protein.rounded(), carbs: carbs.rounded(), fat: fat.rounded())
    }

    public static func fmt(_ value: Double) -> String { EntryPlanner.formatNumber((value * 10).rounded() / 10) }
}

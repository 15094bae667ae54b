import Foundation

/// Where today's energy and macro targets come from, and what they are.
public struct TargetsResult: Sendable, Equatable {
    public var bmr: Double?
    public var tdee: Double?
    public var formula: BMRFormula?
    /// "formula" or "adaptive".
    public var expenditureSource: String?
    public var kcal: Double?
    public var protein: Double?
    public var carbs: Double?
    public var fat: Double?
    /// Nutrients whose target the user set by hand.
    public var overridden: [NutrientKey]
    /// Why something could not be computed.
    public var problem: String?
    public var plan: GoalPlan?

    public var dictionary: [NutrientKey: Double] {
        var result: [NutrientKey: Double] = [:]
        result[.kcal] = kcal
        result[.protein] = protein
        result[.carbs] = carbs
        result[.fat] = fat
        return result
    }
}

/// The body values the energy equations use on a day.
public struct BodyState: Sendable, Equatable {
    /// Trend weight (Hacker's Diet EMA) on the day, from weigh-ins up to it.
    public var weightKg: Double?
    /// Lean mass from a lean-mass or body-fat measurement of the last 30 days.
    public var leanKg: Double?
    public var heightCm: Double?
    public var latestWeightKg: Double?
    public var latestWaistCm: Double?

    public init(measurements: [BodyMeasurement], profileHeight: Double?, on day: Day) {
        let upTo = measurements.filter { $0.day <= day }
        let weights = BodyRules.dailyValues(upTo, kind: .weight)
        weightKg = Trend.exponential(weights.map(\.value)).last
        latestWeightKg = weights.last?.value
        let recent = upTo.filter { $0.day.distance(to: day) <= 30 }
        let lean = BodyRules.dailyValues(recent, kind: .leanmass).last
        let fat = BodyRules.dailyValues(recent, kind: .bodyfat).last
        if let lean, let weight = weightKg, lean.value < weight {
            leanKg = lean.value
        } else if let fat, let weight = weightKg {
            leanKg = BodyIndex.leanMass(kg: weight, bodyFatPercent: fat.value)
        }
        heightCm = profileHeight ?? BodyRules.dailyValues(upTo, kind: .height).last?.value
        latestWaistCm = BodyRules.dailyValues(upTo, kind: .waist).last?.value
    }
}

public enum TargetResolver {
    /// Targets for a day: the goal plan over the formula (or adopted adaptive) expenditure, with the
    /// user's hand-set values on top. Never throws: what cannot be computed is explained in `problem`.
    public static func resolve(
        profile: Profile, body: BodyState, goal: Goal?, overrides: [NutrientKey: Double], adaptiveTDEE: Double?, day: Day
    ) -> TargetsResult {
        var result = TargetsResult(overridden: overrides.keys.sorted())
        do {
            var energy = try EnergyCalculator.estimate(profile: profile, weightKg: body.weightKg, leanKg: body.leanKg, on: day)
            result.bmr = energy.bmr.rounded()
            result.formula = energy.formula
            result.expenditureSource = "formula"
            if let adaptiveTDEE {
                energy.tdee = adaptiveTDEE
                result.expenditureSource = "adaptive"
            }
            result.tdee = energy.tdee.rounded()
            let plan = try GoalPlanner.plan(
                goal: goal ?? Goal(kind: .maintain), energy: energy, sex: profile.sex, heightCm: body.heightCm, today: day, units: profile.displayUnits)
            result.plan = plan
            result.kcal = plan.targets.kcal
            result.protein = plan.targets.protein
            result.carbs = plan.targets.carbs
            result.fat = plan.targets.fat
        } catch {
            result.problem = error.message
        }
        // Hand-set targets win; with kcal set by hand the macros follow it unless also set.
        if let kcal = overrides[.kcal] {
            result.kcal = kcal
            if overrides[.protein] == nil || overrides[.carbs] == nil || overrides[.fat] == nil, let weight = body.weightKg {
                let macros = GoalPlanner.macros(
                    kcal: kcal, goal: goal?.kind ?? .maintain, weightKg: weight, leanKg: body.leanKg, heightCm: body.heightCm)
                result.protein = macros.protein
                result.carbs = macros.carbs
                result.fat = macros.fat
            }
        }
        if let protein = overrides[.protein] { result.protein = protein }
        if let carbs = overrides[.carbs] { result.carbs = carbs }
        if let fat = overrides[.fat] { result.fat = fat }
        if result.kcal != nil { result.problem = result.problem.map { "formula targets unavailable (\($0)); using yours" } }
        return result
    }

    /// Validates a hand-set target value.
    public static func override(_ key: NutrientKey, _ text: String) throws(TallyError) -> Double {
        guard let decimal = Portions.parseDecimal(text) else { throw .invalid(field: key.rawValue, "'\(Limits.clip(text))' is not a number") }
        let value = NSDecimalNumber(decimal: decimal).doubleValue
        let range = key == .kcal ? Limits.kcalTarget : Limits.macroTarget
        guard range.contains(value) else {
            throw .invalid(
                field: key.rawValue,
                "\(Limits.clip(text)) is not a plausible daily \(key.label.lowercased()) target (\(Limits.text(range.minimum))–\(Limits.text(range.maximum)) \(key.unit))")
        }
        return value
    }
}

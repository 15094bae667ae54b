import Foundation

public enum Sex: String, Codable, Sendable, CaseIterable {
    case male, female

    public static func parse(_ text: String) throws(TallyError) -> Sex {
        switch text.lowercased() {
        case "male", "m", "man": return .male
        case "female", "f", "woman": return .female
        default: throw .invalid(field: "sex", "sex must be male or female (it selects the BMR equation)")
        }
    }
}

/// Activity levels and their TDEE multipliers (the textbook convention: 1.2 … 1.9).
public enum ActivityLevel: String, Codable, Sendable, CaseIterable {
    case sedentary, light, moderate, very, extreme

    public var factor: Double {
        switch self {
        case .sedentary: 1.2
        case .light: 1.375
        case .moderate: 1.55
        case .very: 1.725
        case .extreme: 1.9
        }
    }

    public var label: String {
        switch self {
        case .sedentary: "sedentary (little or no exercise)"
        case .light: "lightly active (1–3 days a week)"
        case .moderate: "moderately active (3–5 days a week)"
        case .very: "very active (6–7 days a week)"
        case .extreme: "extremely active (hard training twice a day or a physical job)"
        }
    }

    public static func parse(_ text: String) throws(TallyError) -> ActivityLevel {
        switch text.lowercased().filter(\.isLetter) {
        case "sedentary": return .sedentary
        case "light", "lightlyactive", "lightly": return .light
        case "moderate", "moderatelyactive", "moderately": return .moderate
        case "very", "veryactive", "active": return .very
        case "extreme", "extremelyactive", "extremely", "extra": return .extreme
        default: throw .invalid(field: "activity", "activity must be sedentary, light, moderate, very or extreme")
        }
    }
}

/// Resting-energy equations (kcal/day; kg, cm, years).
public enum BMRFormula: String, Codable, Sendable, CaseIterable {
    /// Mifflin–St Jeor 1990, the simplified sex-split form.
    case mifflin
    /// Katch–McArdle: 370 + 21.6 × lean body mass.
    case katch
    /// Harris–Benedict as revised by Roza & Shizgal 1984.
    case harris

    public var label: String {
        switch self {
        case .mifflin: "Mifflin–St Jeor"
        case .katch: "Katch–McArdle"
        case .harris: "Harris–Benedict (Roza & Shizgal)"
        }
    }

    public static func mifflinStJeor(sex: Sex, kg: Double, cm: Double, age: Double) -> Double {
        10 * kg + 6.25 * cm - 5 * age + (sex == .male ? 5 : -161)
    }

    public static func harrisBenedictRevised(sex: Sex, kg: Double, cm: Double, age: Double) -> Double {
        switch sex {
        case .male: 88.362 + 13.397 * kg + 4.799 * cm - 5.677 * age
        case .female: 447.593 + 9.247 * kg + 3.098 * cm - 4.330 * age
        }
    }

    public static func katchMcArdle(leanKg: Double) -> Double { 370 + 21.6 * leanKg }

    public static func parse(_ text: String) throws(TallyError) -> BMRFormula? {
        switch text.lowercased().filter(\.isLetter) {
        case "auto", "automatic": return nil
        case "mifflin", "mifflinstjeor", "msj": return .mifflin
        case "katch", "katchmcardle": return .katch
        case "harris", "harrisbenedict", "hb": return .harris
        default: throw .invalid(field: "formula", "formula must be auto, mifflin, katch or harris")
        }
    }
}

/// The user's profile. Everything optional until set; storage is SI.
public struct Profile: Sendable, Equatable {
    public var birthDate: Day?
    public var sex: Sex?
    public var heightCm: Double?
    public var activity: ActivityLevel?
    public var imperial: Bool
    /// Energy shown in kilojoules instead of kcal.
    public var kilojoules: Bool = false
    public var motivation: String?
    /// nil: automatic (Katch–McArdle with a recent body fat, else Mifflin–St Jeor).
    public var formula: BMRFormula?

    public init(
        birthDate: Day? = nil, sex: Sex? = nil, heightCm: Double? = nil, activity: ActivityLevel? = nil, imperial: Bool = false,
        motivation: String? = nil, formula: BMRFormula? = nil
    ) {
        self.birthDate = birthDate
        self.sex = sex
        self.heightCm = heightCm
        self.activity = activity
        self.imperial = imperial
        self.motivation = motivation
        self.formula = formula
    }

    /// The units this person reads numbers in.
    public var displayUnits: DisplayUnits {
        DisplayUnits(system: imperial ? .imperial : .metric, energy: kilojoules ? .kilojoules : .kcal)
    }

    /// Whole years on `day`.
    public func age(on day: Day) -> Int? {
        guard let birth = birthDate else { return nil }
        var years = day.year - birth.year
        if (day.month, day.day) < (birth.month, birth.day) { years -= 1 }
        return years
    }

    /// Validates a birth date against today.
    public static func checkBirthDate(_ day: Day, today: Day) throws(TallyError) {
        guard day < today else { throw .invalid(field: "birthDate", "the birth date \(day) is not in the past") }
        let profile = Profile(birthDate: day)
        guard let age = profile.age(on: today), age >= 13 else {
            throw .invalid(field: "birthDate", "Tally's energy equations are for people 13 and older")
        }
        guard age <= 120 else { throw .invalid(field: "birthDate", "a birth date of \(day) makes you \(age); check the year") }
    }

    public static func checkHeight(_ cm: Double) throws(TallyError) {
        guard (100...250).contains(cm) else {
            throw .invalid(field: "height", "\(EntryPlanner.formatNumber((cm * 10).rounded() / 10)) cm is not a plausible height (100–250 cm)")
        }
    }
}

/// Resting and total energy for a person on a day.
public struct EnergyEstimate: Sendable, Equatable {
    public var bmr: Double
    public var tdee: Double
    public var formula: BMRFormula
    public var weightKg: Double
    public var leanKg: Double?
    public var activity: ActivityLevel
}

public enum EnergyCalculator {
    /// BMR and TDEE. `leanKg` (from a recent body-fat or lean-mass measurement) switches the automatic
    /// formula to Katch–McArdle. Throws a message naming what is missing.
    public static func estimate(profile: Profile, weightKg: Double?, leanKg: Double?, on day: Day) throws(TallyError) -> EnergyEstimate {
        var missing: [String] = []
        if profile.birthDate == nil { missing.append("birth date (--birth-date YYYY-MM-DD)") }
        if profile.sex == nil { missing.append("sex (--sex male|female)") }
        if profile.heightCm == nil { missing.append("height (--height CM)") }
        if profile.activity == nil { missing.append("activity level (--activity sedentary|light|moderate|very|extreme)") }
        if weightKg == nil { missing.append("a weight (tally metric add weight KG)") }
        guard missing.isEmpty, let sex = profile.sex, let cm = profile.heightCm, let activity = profile.activity, let kg = weightKg,
            let age = profile.age(on: day)
        else {
            throw .conflict(field: "profile", "to work out your energy needs Tally still needs your " + missing.joined(separator: ", "))
        }
        let formula = profile.formula ?? (leanKg != nil ? .katch : .mifflin)
        let bmr: Double
        switch formula {
        case .mifflin: bmr = BMRFormula.mifflinStJeor(sex: sex, kg: kg, cm: cm, age: Double(age))
        case .harris: bmr = BMRFormula.harrisBenedictRevised(sex: sex, kg: kg, cm: cm, age: Double(age))
        case .katch:
            guard let lean = leanKg else {
                throw .invalid(field: "formula", "Katch–McArdle needs a recent body fat or lean mass (tally metric add bodyfat PERCENT)")
            }
            bmr = BMRFormula.katchMcArdle(leanKg: lean)
        }
        return EnergyEstimate(bmr: bmr, tdee: bmr * activity.factor, formula: formula, weightKg: kg, leanKg: leanKg, activity: activity)
    }
}

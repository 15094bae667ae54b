import Foundation
import GRDB
import TallyCore

/// First-run setup (the web app's welcome flow and `tally setup`): the answers of every step so far
/// are checked together, and only the last step stores them, in one transaction.
extension AppDatabase {
    public struct OnboardingAnswers: Sendable, Equatable {
        public var units: String?
        public var energyUnit: String?
        public var birthDate: String?
        public var sex: String?
        /// In the chosen units (cm or in).
        public var height: String?
        /// In the chosen units (kg or lb).
        public var weight: String?
        public var activity: String?
        public var goal: String?
        public var target: String?
        public var by: String?

        public init(
            units: String? = nil, energyUnit: String? = nil, birthDate: String? = nil, sex: String? = nil, height: String? = nil, weight: String? = nil,
            activity: String? = nil, goal: String? = nil, target: String? = nil, by: String? = nil
        ) {
            self.units = units
            self.energyUnit = energyUnit
            self.birthDate = birthDate
            self.sex = sex
            self.height = height
            self.weight = weight
            self.activity = activity
            self.goal = goal
            self.target = target
            self.by = by
        }
    }

    /// The steps, in order, and the answers each needs.
    public enum OnboardingStep: Int, CaseIterable, Sendable {
        case units = 1, about, body, goal

        public var title: String {
            switch self {
            case .units: "Units"
            case .about: "About you"
            case .body: "Weight and activity"
            case .goal: "Your goal"
            }
        }
    }

    static let onboardingKey = "onboarding.done"

    private struct Rollback: Error {
        var plan: GoalPlan?
    }

    /// Checks the answers through `step`; with `commit`, stores them (profile, today's weight, goal) and
    /// marks setup done. Returns the goal's plan when the goal step was reached. A missing or bad answer
    /// throws the first problem, naming its field, and nothing is stored.
    @discardableResult
    public func onboard(_ answers: OnboardingAnswers, through step: OnboardingStep, commit: Bool, clock: AppClock) throws -> GoalPlan? {
        do {
            return try write { db -> GoalPlan? in
                let plan = try AppDatabase.applyOnboarding(db, answers, through: step, clock: clock)
                guard commit else { throw Rollback(plan: plan) }
                try AppDatabase.saveSetting(db, key: Self.onboardingKey, value: clock.today(try AppDatabase.fetchSettings(db).dayBoundary).description)
                return plan
            }
        } catch let rollback as Rollback {
            return rollback.plan
        }
    }

    static func applyOnboarding(_ db: SQLConnection, _ answers: OnboardingAnswers, through step: OnboardingStep, clock: AppClock) throws -> GoalPlan? {
        func required(_ value: String?, _ field: String, _ message: String) throws -> String {
            guard let value = value?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else { throw TallyError.invalid(field: field, message) }
            return value
        }
        let units = try DisplayUnits.system(answers.units ?? "metric")
        let energy = try DisplayUnits.energy(answers.energyUnit ?? "kcal")
        var changes = ProfileChanges(units: units.rawValue, energyUnit: energy.rawValue)
        if step.rawValue >= OnboardingStep.about.rawValue {
            changes.birthDate = try required(answers.birthDate, "birthDate", "enter your birth date")
            changes.sex = try required(answers.sex, "sex", "choose the sex the energy equations should use")
            changes.height = try required(answers.height, "height", "enter your height")
            changes.heightUnit = units == .imperial ? "in" : "cm"
        }
        if step.rawValue >= OnboardingStep.body.rawValue {
            changes.activity = try required(answers.activity, "activity", "choose how active you are")
        }
        _ = try applyProfile(db, changes, clock: clock)
        if step.rawValue >= OnboardingStep.body.rawValue {
            let weight = try required(answers.weight, "weight", "enter your weight")
            _ = try insertMeasurement(db, kind: .weight, value: weight, unit: units == .imperial ? "lb" : "kg", date: nil, note: nil, clock: clock)
        }
        guard step == .goal else { return nil }
        let kind = answers.goal?.isEmpty == false ? answers.goal ?? "maintain" : "maintain"
        let target = answers.target?.trimmingCharacters(in: .whitespaces).isEmpty == false ? answers.target : nil
        let by = answers.by?.trimmingCharacters(in: .whitespaces).isEmpty == false ? answers.by : nil
        return try applyGoal(db, kind: kind, target: target, unit: units == .imperial ? "lb" : "kg", by: by, clock: clock)
    }

    /// Whether the welcome flow should open: setup was neither done nor skipped, and nothing has been
    /// entered (no profile, no measurement, no entry) — an existing user is never sent through it.
    public func needsOnboarding() throws -> Bool {
        try read { db in
            guard try AppDatabase.setting(db, Self.onboardingKey) == nil else { return false }
            let profile = try AppDatabase.fetchProfile(db)
            guard profile.birthDate == nil, profile.heightCm == nil, profile.sex == nil else { return false }
            return try Bool.fetchOne(
                db, sql: "SELECT NOT EXISTS (SELECT 1 FROM entry) AND NOT EXISTS (SELECT 1 FROM bodyMetric) AND NOT EXISTS (SELECT 1 FROM workout)") ?? false
        }
    }

    /// Skips setup (it can be done later on the Plan page).
    public func skipOnboarding(clock: AppClock) throws {
        try write { db in try AppDatabase.saveSetting(db, key: Self.onboardingKey, value: "skipped") }
    }
}

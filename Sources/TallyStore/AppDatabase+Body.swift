import Foundation
import TallyCore

extension AppDatabase {
    // MARK: Settings helpers

    static func setting(_ db: SQLConnection, _ key: String) throws -> String? {
        try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [key])
    }

    static func setSetting(_ db: SQLConnection, _ key: String, _ value: String?) throws {
        if let value {
            try saveSetting(db, key: key, value: value)
        } else {
            try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [key])
        }
    }

    /// Sets a setting that judges days (profile, goal, target overrides, the expenditure source) and keeps
    /// it in the history from `day` on, so earlier days are still judged by what was in force then.
    static func setTrackedSetting(_ db: SQLConnection, _ key: String, _ value: String?, from day: Day) throws {
        try setSetting(db, key, value)
        try db.execute(
            sql: "INSERT INTO settingHistory (key, effectiveFrom, value) VALUES (?, ?, ?) ON CONFLICT (key, effectiveFrom) DO UPDATE SET value = excluded.value",
            arguments: [key, day, value])
    }

    /// A tracked setting as it was on `day`: the last value set on or before it (nil before any, or when cleared).
    static func setting(_ db: SQLConnection, _ key: String, asOf day: Day) throws -> String? {
        try String.fetchOne(
            db, sql: "SELECT value FROM settingHistory WHERE key = ? AND effectiveFrom <= ? ORDER BY effectiveFrom DESC LIMIT 1", arguments: [key, day])
    }

    /// Every tracked value of the keys with a prefix, with the day each took effect, oldest first.
    static func settingHistory(_ db: SQLConnection, prefix: String) throws -> [String: [(day: Day, value: String?)]] {
        var result: [String: [(day: Day, value: String?)]] = [:]
        let rows = try SQLRow.fetchCursor(
            db, sql: "SELECT key, effectiveFrom, value FROM settingHistory WHERE key LIKE ? ORDER BY effectiveFrom", arguments: [prefix + "%"])
        while let row = try rows.next() {
            guard let key = try? row.decode(String.self, atIndex: 0), let day = try? row.decode(Day.self, atIndex: 1) else { continue }
            result[key, default: []].append((day, try? row.decode(String?.self, atIndex: 2)))
        }
        return result
    }

    // MARK: Body metrics

    /// Adds a measurement (SI after conversion). Without a date it is now; the day follows the cutoff.
    public func addMeasurement(
        kind: MetricKind, value: String, unit: String?, date: String?, note: String?, clock: AppClock
    ) throws -> BodyMeasurement {
        try write { db in try AppDatabase.insertMeasurement(db, kind: kind, value: value, unit: unit, date: date, note: note, clock: clock) }
    }

    /// Adds several measurements taken together (one form), all or nothing.
    public func addMeasurements(
        _ values: [(kind: MetricKind, value: String, unit: String?)], date: String?, note: String?, clock: AppClock
    ) throws -> [BodyMeasurement] {
        guard !values.isEmpty else { throw TallyError.invalid(field: "value", "enter at least one measurement") }
        return try write { db in
            try values.map { item in
                try AppDatabase.insertMeasurement(db, kind: item.kind, value: item.value, unit: item.unit, date: date, note: note, clock: clock)
            }
        }
    }

    static func insertMeasurement(
        _ db: SQLConnection, kind: MetricKind, value: String, unit: String?, date: String?, note: String?, clock: AppClock
    ) throws -> BodyMeasurement {
        let settings = try AppDatabase.fetchSettings(db)
        let profile = try AppDatabase.fetchProfile(db)
        let now = clock.now()
        var day = settings.dayBoundary.day(for: now, in: clock.calendar)
        var at = now
        if let date {
            let trimmed = date.trimmingCharacters(in: .whitespaces)
            if trimmed.count <= 10 {
                let parsed = try Limits.day(trimmed)
                day = parsed
                // A date alone: the measurement counts as taken that morning, 07:00 local.
                at = LocalDateTime(day: parsed, minuteOfDay: 7 * 60).instant(in: clock.calendar)
            } else if let time = try EntryPlanner.parseTime(trimmed) {
                at = time.instant(in: clock.calendar)
                day = settings.dayBoundary.day(for: time.localDateTime(in: clock.calendar))
            } else {
                throw TallyError.invalid(field: "date", "'\(Limits.clip(date))' is not a date (YYYY-MM-DD) or date and time")
            }
            guard day <= settings.dayBoundary.day(for: now, in: clock.calendar).adding(days: 1) else {
                throw TallyError.invalid(field: "date", "\(day) is in the future")
            }
        }
        let measurement = try BodyRules.measurement(
            kind: kind, value: value, unit: unit, day: day, measuredAt: at, imperial: profile.imperial, note: note)
        var record = BodyMetricRecord(measurement)
        try record.insert(db)
        var stored = measurement
        stored.id = record.id ?? 0
        return stored
    }

    /// Adds measurements from an import; ones already imported (same external id) are skipped.
    /// Returns how many were added.
    public func importMeasurements(_ items: [(BodyMeasurement, externalId: String)]) throws -> Int {
        try write { db in
            var added = 0
            for (measurement, externalId) in items {
                var record = BodyMetricRecord(measurement, externalId: externalId)
                try record.insert(db, onConflict: .ignore)
                if db.changesCount > 0 { added += 1 }
            }
            return added
        }
    }

    public func measurements(kind: MetricKind? = nil, from: Day? = nil, to: Day? = nil) throws -> [BodyMeasurement] {
        try read { db in try AppDatabase.fetchMeasurements(db, kind: kind, from: from, to: to) }
    }

    static func fetchMeasurements(_ db: SQLConnection, kind: MetricKind? = nil, from: Day? = nil, to: Day? = nil) throws -> [BodyMeasurement] {
        var conditions: [String] = []
        var arguments: SQLArguments = []
        if let kind {
            conditions.append("kind = ?")
            arguments += [kind.rawValue]
        }
        if let from {
            conditions.append("day >= ?")
            arguments += [from]
        }
        if let to {
            conditions.append("day <= ?")
            arguments += [to]
        }
        let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        return try measurementRows(db, "\(filter) ORDER BY day, measuredAt, id", arguments)
    }

    /// Measurements read by column position (years of daily values feed every body screen).
    static func measurementRows(_ db: SQLConnection, _ clause: String, _ arguments: SQLArguments = []) throws -> [BodyMeasurement] {
        let rows = try SQLRow.fetchCursor(
            db, sql: "SELECT id, kind, value, day, measuredAt, source, note FROM bodyMetric \(clause)", arguments: arguments)
        var result: [BodyMeasurement] = []
        while let row = try rows.next() {
            // A row that cannot be read is left out (`tally check` lists it), never fatal.
            guard let id = try? row.decode(Int64.self, atIndex: 0), let kind = (try? row.decode(String.self, atIndex: 1)).flatMap(MetricKind.init(rawValue:)),
                let value = try? row.decode(Double.self, atIndex: 2), value.isFinite, let day = try? row.decode(Day.self, atIndex: 3),
                let measuredAt = try? row.decode(Date.self, atIndex: 4)
            else { continue }
            result.append(
                BodyMeasurement(
                    id: id, kind: kind, value: value, day: day, measuredAt: measuredAt, source: (try? row.decode(String.self, atIndex: 5)) ?? "manual",
                    note: try? row.decode(String?.self, atIndex: 6)))
        }
        return result
    }

    /// Deletes a measurement and returns what it was. One whose stored row cannot be read is deleted too
    /// (that is how it gets fixed); what is returned then says so in its note.
    @discardableResult
    public func deleteMeasurement(id: Int64) throws -> BodyMeasurement {
        try write { db in
            guard let row = try SQLRow.fetchOne(db, sql: "SELECT * FROM bodyMetric WHERE id = ?", arguments: [id]) else {
                throw TallyError.notFound(field: "id", "no measurement with id \(id)")
            }
            let measurement: BodyMeasurement
            do {
                let record = try BodyMetricRecord(row: row)
                guard let readable = record.measurement else { throw TallyError.invalid("unknown kind '\(record.kind)'") }
                measurement = readable
            } catch {
                let kind = (try? row.decode(String.self, forColumn: "kind")).flatMap(MetricKind.init(rawValue:)) ?? .weight
                measurement = BodyMeasurement(
                    id: id, kind: kind, value: 0, day: Limits.earliestDay, measuredAt: Date(timeIntervalSince1970: 0),
                    note: "its stored row could not be read (\(AppDatabase.describe(error)))")
            }
            try db.execute(sql: "DELETE FROM bodyMetric WHERE id = ?", arguments: [id])
            return measurement
        }
    }

    // MARK: Profile

    /// The units the person reads numbers in (two setting reads).
    public func displayUnits() throws -> DisplayUnits {
        try read { db in
            let rows = try SQLRow.fetchAll(
                db.cachedStatement(sql: "SELECT key, value FROM setting WHERE key IN ('profile.units', 'profile.energyUnit')"))
            var units = DisplayUnits.metric
            for row in rows {
                if row.text(at: 0) == "profile.units", row.text(at: 1) == "imperial" { units.system = .imperial }
                if row.text(at: 0) == "profile.energyUnit", row.text(at: 1) == DisplayUnits.Energy.kilojoules.rawValue { units.energy = .kilojoules }
            }
            return units
        }
    }

    public func profile() throws -> Profile {
        try read(AppDatabase.fetchProfile)
    }

    static func fetchProfile(_ db: SQLConnection) throws -> Profile {
        try profile(from: { try setting(db, $0) })
    }

    /// The profile as it was on a day. A profile describes a person more than a rule, so before its
    /// first value each field takes the earliest value known (a birth date set today was true last year).
    static func fetchProfile(_ db: SQLConnection, asOf day: Day) throws -> Profile {
        try profile(from: { key in
            if let value = try setting(db, key, asOf: day) { return value }
            return try String.fetchOne(db, sql: "SELECT value FROM settingHistory WHERE key = ? ORDER BY effectiveFrom LIMIT 1", arguments: [key])
        })
    }

    static func profile(from value: (String) throws -> String?) throws -> Profile {
        var profile = Profile(
            birthDate: try value("profile.birthDate").flatMap(Day.init),
            sex: try value("profile.sex").flatMap(Sex.init(rawValue:)),
            heightCm: try value("profile.heightCm").flatMap(Double.init),
            activity: try value("profile.activity").flatMap(ActivityLevel.init(rawValue:)),
            imperial: try value("profile.units") == "imperial",
            motivation: try value("profile.motivation"),
            formula: try value("profile.formula").flatMap(BMRFormula.init(rawValue:)))
        profile.kilojoules = try value("profile.energyUnit") == DisplayUnits.Energy.kilojoules.rawValue
        return profile
    }

    public struct ProfileChanges: Sendable {
        public var birthDate: String?
        public var sex: String?
        public var height: String?
        public var heightUnit: String?
        public var activity: String?
        public var units: String?
        public var motivation: String?
        public var formula: String?
        /// kcal | kj
        public var energyUnit: String?

        public init(
            birthDate: String? = nil, sex: String? = nil, height: String? = nil, heightUnit: String? = nil, activity: String? = nil,
            units: String? = nil, motivation: String? = nil, formula: String? = nil, energyUnit: String? = nil
        ) {
            self.birthDate = birthDate
            self.sex = sex
            self.height = height
            self.heightUnit = heightUnit
            self.activity = activity
            self.units = units
            self.motivation = motivation
            self.formula = formula
            self.energyUnit = energyUnit
        }

        var isEmpty: Bool {
            [birthDate, sex, height, activity, units, motivation, formula, energyUnit].allSatisfy { $0 == nil }
        }
    }

    /// Changes the profile; every value is checked before anything is stored.
    @discardableResult
    public func updateProfile(_ changes: ProfileChanges, clock: AppClock) throws -> Profile {
        guard !changes.isEmpty else {
            throw TallyError.invalid(field: nil, "nothing to set; give --birth-date, --sex, --height, --activity, --units, --energy-unit, --motivation or --formula")
        }
        return try write { db in try AppDatabase.applyProfile(db, changes, clock: clock) }
    }

    static func applyProfile(_ db: SQLConnection, _ changes: ProfileChanges, clock: AppClock) throws -> Profile {
        do {
            let today = clock.today(try AppDatabase.fetchSettings(db).dayBoundary)
            let current = try AppDatabase.fetchProfile(db)
            if let text = changes.birthDate {
                let day = try Limits.day(text, field: "birthDate")
                try Profile.checkBirthDate(day, today: today)
                try AppDatabase.setTrackedSetting(db, "profile.birthDate", day.description, from: today)
            }
            if let text = changes.sex { try AppDatabase.setTrackedSetting(db, "profile.sex", try Sex.parse(text).rawValue, from: today) }
            if let text = changes.height {
                let raw = try Limits.bodyInput.parse(text, field: "height")
                let unit = try changes.heightUnit.map(BodyUnit.parse) ?? (current.imperial || changes.units == "imperial" ? .in : .cm)
                let cm = try unit.toSI(raw, for: .height)
                try Profile.checkHeight(cm)
                try AppDatabase.setTrackedSetting(db, "profile.heightCm", String(cm), from: today)
            }
            if let text = changes.activity { try AppDatabase.setTrackedSetting(db, "profile.activity", try ActivityLevel.parse(text).rawValue, from: today) }
            if let text = changes.units {
                switch text.lowercased() {
                case "metric", "si": try AppDatabase.setTrackedSetting(db, "profile.units", "metric", from: today)
                case "imperial", "us": try AppDatabase.setTrackedSetting(db, "profile.units", "imperial", from: today)
                default: throw TallyError.invalid(field: "units", "units must be metric or imperial")
                }
            }
            if let text = changes.energyUnit {
                try AppDatabase.setTrackedSetting(db, "profile.energyUnit", try DisplayUnits.energy(text).rawValue, from: today)
            }
            if let text = changes.motivation {
                let cleaned = try Limits.text(text, field: "motivation", maximum: 500, multiline: true)
                try AppDatabase.setTrackedSetting(db, "profile.motivation", cleaned, from: today)
            }
            if let text = changes.formula { try AppDatabase.setTrackedSetting(db, "profile.formula", try BMRFormula.parse(text)?.rawValue, from: today) }
            return try AppDatabase.fetchProfile(db)
        }
    }

    // MARK: Goal and targets

    static func fetchGoal(_ db: SQLConnection) throws -> Goal? {
        try goal(from: { try setting(db, $0) })
    }

    /// The goal in force on a day (none before the first was set).
    static func fetchGoal(_ db: SQLConnection, asOf day: Day) throws -> Goal? {
        try goal(from: { try setting(db, $0, asOf: day) })
    }

    static func goal(from value: (String) throws -> String?) throws -> Goal? {
        guard let kind = try value("goal.kind").flatMap(GoalKind.init(rawValue:)) else { return nil }
        return Goal(kind: kind, targetKg: try value("goal.targetKg").flatMap(Double.init), by: try value("goal.by").flatMap(Day.init))
    }

    public func goal() throws -> Goal? { try read(AppDatabase.fetchGoal) }

    /// Sets a goal after the safety checks; an unsafe one is refused with the nearest safe plan.
    public func setGoal(kind: String, target: String?, unit: String?, by: String?, clock: AppClock) throws -> GoalPlan {
        try write { db in try AppDatabase.applyGoal(db, kind: kind, target: target, unit: unit, by: by, clock: clock) }
    }

    static func applyGoal(_ db: SQLConnection, kind: String, target: String?, unit: String?, by: String?, clock: AppClock) throws -> GoalPlan {
        do {
            let goalKind = try GoalKind.parse(kind)
            let profile = try AppDatabase.fetchProfile(db)
            var targetKg: Double?
            if let target {
                let raw = try Limits.bodyInput.parse(target, field: "target")
                let bodyUnit = try unit.map(BodyUnit.parse) ?? (profile.imperial ? .lb : .kg)
                let kg = try bodyUnit.toSI(raw, for: .weight)
                guard MetricKind.weight.range.contains(kg) else {
                    throw TallyError.invalid(field: "target", "\(target) \(bodyUnit.rawValue) is not a plausible target weight")
                }
                targetKg = kg
            }
            var byDay: Day?
            if let by {
                byDay = try Limits.day(by, field: "by")
            }
            let goal = Goal(kind: goalKind, targetKg: targetKg, by: byDay)
            let today = clock.today(try AppDatabase.fetchSettings(db).dayBoundary)
            let body = BodyState(measurements: try AppDatabase.fetchMeasurements(db), profileHeight: profile.heightCm, on: today)
            let energy = try EnergyCalculator.estimate(profile: profile, weightKg: body.weightKg, leanKg: body.leanKg, on: today)
            let plan = try GoalPlanner.plan(goal: goal, energy: energy, sex: profile.sex, heightCm: body.heightCm, today: today, units: profile.displayUnits)
            try AppDatabase.setTrackedSetting(db, "goal.kind", goal.kind.rawValue, from: today)
            try AppDatabase.setTrackedSetting(db, "goal.targetKg", goal.targetKg.map { String($0) }, from: today)
            try AppDatabase.setTrackedSetting(db, "goal.by", goal.by?.description, from: today)
            return plan
        }
    }

    public func clearGoal(clock: AppClock) throws {
        try write { db in
            let today = clock.today(try AppDatabase.fetchSettings(db).dayBoundary)
            for key in ["goal.kind", "goal.targetKg", "goal.by"] { try AppDatabase.setTrackedSetting(db, key, nil, from: today) }
        }
    }

    /// Hand-set targets; nil values leave a target as it is, `clear` removes all of them.
    public func setTargetOverrides(_ values: [NutrientKey: String], clear: Bool, clock: AppClock) throws -> [NutrientKey: Double] {
        try write { db in
            let today = clock.today(try AppDatabase.fetchSettings(db).dayBoundary)
            if clear {
                for key in try AppDatabase.fetchTargetOverrides(db).keys { try AppDatabase.setTrackedSetting(db, AppDatabase.targetPrefix + key.rawValue, nil, from: today) }
            }
            for (key, text) in values {
                let value = try TargetResolver.override(key, text)
                try AppDatabase.setTrackedSetting(db, AppDatabase.targetPrefix + key.rawValue, String(value), from: today)
            }
            return try AppDatabase.fetchTargetOverrides(db)
        }
    }

    /// Whether targets use the adaptive expenditure estimate instead of the formula.
    public func setExpenditureSource(adaptive: Bool, clock: AppClock) throws -> ExpenditureEstimate? {
        if adaptive {
            let estimate = try expenditure(clock: clock)
            try write { db in try AppDatabase.setTrackedSetting(db, "energy.source", "adaptive", from: clock.today(try AppDatabase.fetchSettings(db).dayBoundary)) }
            return estimate
        }
        try write { db in try AppDatabase.setTrackedSetting(db, "energy.source", nil, from: clock.today(try AppDatabase.fetchSettings(db).dayBoundary)) }
        return nil
    }

    /// Targets for a day, with everything they were worked out from.
    public func targets(on day: Day) throws -> TargetsResult {
        try read { db in try AppDatabase.fetchTargets(db, on: day) }
    }

    /// What BodyState needs, without years of step counts: the last 400 weigh-ins (the trend's
    /// starting point no longer matters after that many: 0.9^400 ≈ 5e-19), a year of body composition
    /// and waist, and the latest height.
    static func fetchBodyStateMeasurements(_ db: SQLConnection, on day: Day) throws -> [BodyMeasurement] {
        let weights = try measurementRows(db, "WHERE kind = 'weight' AND day <= ? ORDER BY day DESC, measuredAt DESC, id DESC LIMIT 400", [day])
        let others = try measurementRows(
            db, "WHERE kind IN ('leanmass', 'bodyfat', 'waist') AND day >= ? AND day <= ? ORDER BY day, measuredAt, id", [day.adding(days: -365), day])
        let height = try measurementRows(db, "WHERE kind = 'height' AND day <= ? ORDER BY day DESC, measuredAt LIMIT 1", [day])
        return height + weights.reversed() + others
    }

    /// What `fetchBodyStateMeasurements` reads for each day of from…to, from one read.
    static func fetchBodyStateMeasurements(_ db: SQLConnection, from: Day, to: Day) throws -> [Day: [BodyMeasurement]] {
        // Each day needs its own latest 400 weigh-ins: 400 more than were made after the first day.
        let later = try Int.fetchOne(db, sql: "SELECT count(*) FROM bodyMetric WHERE kind = 'weight' AND day > ? AND day <= ?", arguments: [from, to]) ?? 0
        let weights = try measurementRows(db, "WHERE kind = 'weight' AND day <= ? ORDER BY day DESC, measuredAt DESC, id DESC LIMIT ?", [to, 400 + later])
            .reversed()
        let others = try measurementRows(
            db, "WHERE kind IN ('leanmass', 'bodyfat', 'waist') AND day >= ? AND day <= ? ORDER BY day, measuredAt, id", [from.adding(days: -365), to])
        let heights = try measurementRows(db, "WHERE kind = 'height' AND day <= ? ORDER BY day DESC, measuredAt", [to])
        var result: [Day: [BodyMeasurement]] = [:]
        for day in from.through(to) {
            let height = heights.first { $0.day <= day }.map { [$0] } ?? []
            let weighIns = Array(weights.filter { $0.day <= day }.suffix(400))
            result[day] = height + weighIns + others.filter { $0.day >= day.adding(days: -365) && $0.day <= day }
        }
        return result
    }

    /// Targets for a day, from the profile, goal, overrides and expenditure source in force that day
    /// (`measurements`: what `fetchBodyStateMeasurements` gives for the day, when already read).
    static func fetchTargets(_ db: SQLConnection, on day: Day, measurements: [BodyMeasurement]? = nil) throws -> TargetsResult {
        let profile = try fetchProfile(db, asOf: day)
        let body = BodyState(measurements: try measurements ?? fetchBodyStateMeasurements(db, on: day), profileHeight: profile.heightCm, on: day)
        var adaptive: Double?
        if try setting(db, "energy.source", asOf: day) == "adaptive" {
            adaptive = try? fetchExpenditure(db, today: day).tdee.rounded()
        }
        return TargetResolver.resolve(
            profile: profile, body: body, goal: try fetchGoal(db, asOf: day), overrides: try fetchTargetOverrides(db, asOf: day), adaptiveTDEE: adaptive,
            day: day)
    }

    // MARK: Intake, expenditure, budgets

    /// Nutrients eaten per day over a range (days with nothing logged are absent): the kept day totals
    /// (`dayIntake`), one row per day rather than every entry.
    static func dailyNutrients(_ db: SQLConnection, from: Day, to: Day) throws -> [Day: Nutrients] {
        try fetchDayIntake(db, from: from, to: to)
    }

    public func expenditure(clock: AppClock) throws -> ExpenditureEstimate {
        try read { db in
            let today = clock.today(try AppDatabase.fetchSettings(db).dayBoundary)
            return try AppDatabase.fetchExpenditure(db, today: today)
        }
    }

    static func fetchExpenditure(_ db: SQLConnection, today: Day) throws -> ExpenditureEstimate {
        let start = today.adding(days: -AdaptiveExpenditure.maximumDays)
        let intake = try dailyNutrients(db, from: start, to: today).mapValues(\.kcal)
        // The weight trend settles within a few hundred weigh-ins (each older one counts 0.9× less): the
        // latest 400 give the whole history's estimate, and a day's targets never read years of rows.
        let recent = try measurementRows(db, "WHERE kind = 'weight' AND day <= ? ORDER BY day DESC, measuredAt DESC, id DESC LIMIT 400", [today])
        let weights = BodyRules.dailyValues(recent.reversed(), kind: .weight)
        return try AdaptiveExpenditure.estimate(today: today, intake: intake, weights: weights)
    }

    public struct BudgetSettings: Sendable, Equatable {
        public var period: BudgetPeriod
    }

    public func budgetSettings() throws -> BudgetSettings { try read(AppDatabase.fetchBudgetSettings) }

    static func fetchBudgetSettings(_ db: SQLConnection) throws -> BudgetSettings {
        switch try setting(db, "budget.period") {
        case "week":
            return BudgetSettings(period: .week(startsOn: try setting(db, "budget.weekStart").flatMap(Int.init) ?? 1))
        case "custom":
            if let from = try setting(db, "budget.from").flatMap(Day.init), let to = try setting(db, "budget.to").flatMap(Day.init) {
                return BudgetSettings(period: .custom(from: from, to: to))
            }
            return BudgetSettings(period: .day)
        default:
            return BudgetSettings(period: .day)
        }
    }

    public func setBudget(period: String, weekStart: String?, from: String?, to: String?) throws -> BudgetSettings {
        try write { db in
            switch period.lowercased() {
            case "day", "daily":
                try AppDatabase.setSetting(db, "budget.period", "day")
            case "week", "weekly":
                let start = try weekStart.map(BudgetPeriod.weekday) ?? 1
                try AppDatabase.setSetting(db, "budget.period", "week")
                try AppDatabase.setSetting(db, "budget.weekStart", String(start))
            case "custom":
                guard let fromText = from, let toText = to else {
                    throw TallyError.invalid(field: "from", "a custom budget needs --from YYYY-MM-DD and --to YYYY-MM-DD")
                }
                let fromDay = try Limits.day(fromText, field: "from")
                let toDay = try Limits.day(toText, field: "to")
                try BudgetPeriod.validateCustom(from: fromDay, to: toDay)
                try AppDatabase.setSetting(db, "budget.period", "custom")
                try AppDatabase.setSetting(db, "budget.from", fromDay.description)
                try AppDatabase.setSetting(db, "budget.to", toDay.description)
            default:
                throw TallyError.invalid(field: "period", "period must be day, week or custom")
            }
            if weekStart != nil && period.lowercased().hasPrefix("week") == false {
                throw TallyError.invalid(field: "weekStart", "--week-start goes with --period week")
            }
            return try AppDatabase.fetchBudgetSettings(db)
        }
    }

    /// Budgets for kcal and each macro over the period containing `day`.
    public func budgets(containing day: Day, clock: AppClock) throws -> (period: BudgetPeriod, budgets: [NutrientKey: Budget], targets: TargetsResult) {
        try read { db in
            let today = clock.today(try AppDatabase.fetchSettings(db).dayBoundary)
            let period = try AppDatabase.fetchBudgetSettings(db).period
            let targets = try AppDatabase.fetchTargets(db, on: min(day, today))
            guard targets.kcal != nil else {
                throw TallyError.conflict(
                    field: "targets",
                    "a budget needs daily targets: " + (targets.problem ?? "set them with tally targets set --kcal N"))
            }
            let range = period.days(containing: day)
            let eaten = try AppDatabase.dailyNutrients(db, from: range.lowerBound, to: range.upperBound)
            let floor = GoalPlanner.calorieFloor(sex: try AppDatabase.fetchProfile(db).sex)
            var budgets: [NutrientKey: Budget] = [:]
            for (key, target) in targets.dictionary {
                budgets[key] = Budget.make(
                    period: period, containing: day, today: today, dailyTarget: target, consumption: eaten.mapValues { $0[key] ?? 0 },
                    floor: key == .kcal ? floor : 0)
            }
            return (period, budgets, targets)
        }
    }
}

extension AppDatabase {
    /// A day's balance: intake against BMR plus exercise.
    public func balance(on day: Day) throws -> BalanceReport {
        try read { db in
            let targets = try AppDatabase.fetchTargets(db, on: day)
            let intake = try AppDatabase.dailyNutrients(db, from: day, to: day)[day] ?? Nutrients()
            let active = try AppDatabase.fetchDailyMetrics(db, .activeEnergy, from: day, to: day).first?.value
            return BalanceReport(
                date: day, intake: intake, bmr: targets.bmr, exercise: try AppDatabase.exerciseKcal(db, on: day), activeEnergy: active, targets: targets)
        }
    }
}

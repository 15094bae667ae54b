import Foundation

/// What Tally keeps of another health app's data (Apple Health's export, Health Auto Export): the
/// mapping from their types and units to Tally's, the rules that turn samples into days, and the
/// staged result an import writes in one transaction. Pure: readers feed it values, the store writes
/// what it produces. One definition serves every source.
public enum HealthTarget: Hashable, Sendable {
    /// A body measurement (weight, body fat, lean mass, waist, height), kept per reading.
    case body(MetricKind)
    /// Summed over the day with one source per hour (steps, active energy).
    case dailySum(DailyMetricKind)
    /// Averaged over the day (resting heart rate).
    case dailyMean(DailyMetricKind)
    /// A nutrient of what was eaten; grouped into one entry per meal.
    case nutrient(NutrientKey)
    /// Sleep stages; summed per night.
    case sleep
}

/// Daily series that come from devices rather than from logging.
public enum DailyMetricKind: String, CaseIterable, Codable, Sendable {
    case steps, activeEnergy, restingHeartRate, sleep

    public var label: String {
        switch self {
        case .steps: "Steps"
        case .activeEnergy: "Active energy"
        case .restingHeartRate: "Resting heart rate"
        case .sleep: "Sleep"
        }
    }

    /// The unit values are stored in.
    public var unit: String {
        switch self {
        case .steps: "steps"
        case .activeEnergy: "kcal"
        case .restingHeartRate: "bpm"
        case .sleep: "h"
        }
    }

    /// A plausible day's value, in the stored unit; others are skipped as implausible.
    public var plausible: ClosedRange<Double> {
        switch self {
        case .steps: 0...200_000
        case .activeEnergy: 0...15_000
        case .restingHeartRate: 20...200
        case .sleep: 0...24
        }
    }
}

public enum HealthMapping {
    /// Apple HealthKit identifiers Tally reads, by what they become.
    public static let appleTypes: [String: HealthTarget] = {
        var map: [String: HealthTarget] = [
            "HKQuantityTypeIdentifierBodyMass": .body(.weight),
            "HKQuantityTypeIdentifierBodyFatPercentage": .body(.bodyfat),
            "HKQuantityTypeIdentifierLeanBodyMass": .body(.leanmass),
            "HKQuantityTypeIdentifierWaistCircumference": .body(.waist),
            "HKQuantityTypeIdentifierHeight": .body(.height),
            "HKQuantityTypeIdentifierStepCount": .dailySum(.steps),
            "HKQuantityTypeIdentifierActiveEnergyBurned": .dailySum(.activeEnergy),
            "HKQuantityTypeIdentifierRestingHeartRate": .dailyMean(.restingHeartRate),
            "HKCategoryTypeIdentifierSleepAnalysis": .sleep,
        ]
        for (suffix, key) in appleDietary { map["HKQuantityTypeIdentifierDietary" + suffix] = .nutrient(key) }
        return map
    }()

    static let appleDietary: [String: NutrientKey] = [
        "EnergyConsumed": .kcal, "Protein": .protein, "Carbohydrates": .carbs, "FatTotal": .fat, "Fiber": .fiber, "Sugar": .sugars,
        "FatSaturated": .saturatedFat, "FatMonounsaturated": .monounsaturatedFat, "FatPolyunsaturated": .polyunsaturatedFat,
        "Sodium": .sodium, "Cholesterol": .cholesterol, "Potassium": .potassium, "Calcium": .calcium, "Iron": .iron,
        "Magnesium": .magnesium, "VitaminC": .vitaminC, "VitaminA": .vitaminA, "VitaminD": .vitaminD,
    ]

    /// Health Auto Export metric names (its API export format) Tally reads.
    public static let autoExportMetrics: [String: HealthTarget] = [
        "weight_body_mass": .body(.weight), "body_mass": .body(.weight), "body_fat_percentage": .body(.bodyfat),
        "lean_body_mass": .body(.leanmass), "waist_circumference": .body(.waist), "height": .body(.height),
        "step_count": .dailySum(.steps), "active_energy": .dailySum(.activeEnergy), "resting_heart_rate": .dailyMean(.restingHeartRate),
        "sleep_analysis": .sleep,
        "dietary_energy": .nutrient(.kcal), "protein": .nutrient(.protein), "carbohydrates": .nutrient(.carbs),
        "total_fat": .nutrient(.fat), "fiber": .nutrient(.fiber), "dietary_sugar": .nutrient(.sugars),
        "saturated_fat": .nutrient(.saturatedFat), "monounsaturated_fat": .nutrient(.monounsaturatedFat),
        "polyunsaturated_fat": .nutrient(.polyunsaturatedFat), "sodium": .nutrient(.sodium), "cholesterol": .nutrient(.cholesterol),
        "potassium": .nutrient(.potassium), "calcium": .nutrient(.calcium), "iron": .nutrient(.iron), "magnesium": .nutrient(.magnesium),
        "vitamin_c": .nutrient(.vitaminC), "vitamin_a": .nutrient(.vitaminA), "vitamin_d": .nutrient(.vitaminD),
    ]

    // MARK: Units

    public static let kilojoulesPerKilocalorie = 4.184
    static let kilogramsPerStone = 6.35029318

    /// A value in `unit` converted to what `target` stores (kg, %, cm, steps, kcal, bpm, hours, the
    /// nutrient key's own unit). nil when the unit does not fit the target.
    public static func convert(_ value: Double, unit rawUnit: String?, to target: HealthTarget) -> Double? {
        guard value.isFinite else { return nil }
        let unit = (rawUnit ?? "").trimmingCharacters(in: .whitespaces)
        switch target {
        case .body(.weight), .body(.leanmass):
            return mass(value, unit).map { $0 / 1000 }
        case .body(.bodyfat):
            // HealthKit stores a fraction under "%" (0.161 is 16.1 %); some apps write the percent itself.
            guard unit.isEmpty || unit == "%" || unit.lowercased() == "count" else { return nil }
            return value <= 1 ? value * 100 : value
        case .body(.waist), .body(.height):
            return length(value, unit)
        case .body(.steps):
            return count(value, unit)
        case .dailySum(let kind), .dailyMean(let kind):
            switch kind {
            case .steps: return count(value, unit)
            case .activeEnergy: return energy(value, unit)
            case .restingHeartRate: return ["", "count/min", "bpm", "beats/min", "/min"].contains(unit.lowercased()) ? value : nil
            case .sleep: return duration(value, unit).map { $0 / 3600 }
            }
        case .sleep:
            return duration(value, unit).map { $0 / 3600 }
        case .nutrient(let key):
            if key == .kcal { return energy(value, unit) }
            guard let grams = mass(value, unit) else { return nil }
            switch key.unit {
            case "mg": return grams * 1000
            case "mcg": return grams * 1_000_000
            default: return grams
            }
        }
    }

    static func count(_ value: Double, _ unit: String) -> Double? {
        ["", "count", "steps", "step"].contains(unit.lowercased()) ? value : nil
    }

    /// Energy in kcal: "kcal" and "Cal" are kilocalories (HealthKit writes "Cal"), "kJ" kilojoules.
    public static func energy(_ value: Double, _ unit: String) -> Double? {
        switch unit.lowercased() {
        case "kcal", "cal", "": return unit == "cal" ? value / 1000 : value
        case "kj": return value / kilojoulesPerKilocalorie
        case "j": return value / kilojoulesPerKilocalorie / 1000
        default: return nil
        }
    }

    /// Mass in grams.
    public static func mass(_ value: Double, _ unit: String) -> Double? {
        switch unit.lowercased() {
        case "g", "": return value
        case "kg": return value * 1000
        case "mg": return value / 1000
        case "mcg", "µg", "ug": return value / 1_000_000
        case "lb", "lbs": return value / BodyUnit.poundsPerKilogram * 1000
        case "oz": return value * 28.349523125
        case "st": return value * kilogramsPerStone * 1000
        default: return nil
        }
    }

    /// Length in cm.
    public static func length(_ value: Double, _ unit: String) -> Double? {
        switch unit.lowercased() {
        case "cm": return value
        case "m": return value * 100
        case "mm": return value / 10
        case "in": return value * BodyUnit.centimetresPerInch
        case "ft": return value * 12 * BodyUnit.centimetresPerInch
        default: return nil
        }
    }

    /// Distance in metres.
    public static func distance(_ value: Double, _ unit: String) -> Double? {
        switch unit.lowercased() {
        case "m": return value
        case "km": return value * 1000
        case "mi", "mi.": return value * 1609.344
        case "yd": return value * 0.9144
        case "ft": return value * 0.3048
        default: return nil
        }
    }

    /// Duration in seconds.
    public static func duration(_ value: Double, _ unit: String) -> Double? {
        switch unit.lowercased() {
        case "s", "sec", "": return value
        case "min": return value * 60
        case "hr", "h": return value * 3600
        default: return nil
        }
    }

    // MARK: Workouts

    /// The activity of an Apple workout type ("HKWorkoutActivityTypeTraditionalStrengthTraining"):
    /// its words, matched the way a typed workout name is.
    public static func activity(appleType: String) -> Activity {
        let name = appleType.hasPrefix("HKWorkoutActivityType") ? String(appleType.dropFirst("HKWorkoutActivityType".count)) : appleType
        return activity(name: words(ofCamelCase: name))
    }

    /// The activity a workout name means ("Outdoor Walk", "Functional Strength Training").
    public static func activity(name: String) -> Activity {
        Activity.infer(from: name, hasSets: false)
    }

    /// "HighIntensityIntervalTraining" → "High Intensity Interval Training".
    public static func words(ofCamelCase text: String) -> String {
        var result = ""
        var previous: Character?
        for character in text {
            if character.isUppercase, let previous, previous.isLowercase { result.append(" ") }
            result.append(character)
            previous = character
        }
        return result
    }

    // MARK: Sources

    /// How much a source is trusted when several measured the same thing: a watch (worn, measuring
    /// continuously) before a phone, a phone before an app that copied the numbers in. Names the user
    /// prefers come first of all. Lower is better.
    public static func rank(source: String, preferred: [String] = []) -> Int {
        let lowered = source.lowercased()
        if let index = preferred.firstIndex(where: { !$0.isEmpty && lowered.contains($0.lowercased()) }) { return index - preferred.count }
        if lowered.contains("watch") { return 0 }
        if lowered.contains("iphone") || lowered.contains("ipad") { return 1 }
        return 2
    }
}

/// Sums a quantity over days when several sources measured the same hours: for each hour, only the
/// most trusted source that has samples in it counts (a Watch and an iPhone both counting the same
/// walk would otherwise double it), and hours only a lesser source saw still count.
public struct DailyMerger: Sendable {
    struct Key: Hashable { var day: Day; var hour: Int; var rank: Int }
    private var sums: [Key: Double] = [:]

    public init() {}

    public mutating func add(_ value: Double, day: Day, hour: Int, rank: Int) {
        sums[Key(day: day, hour: hour, rank: rank), default: 0] += value
    }

    public var isEmpty: Bool { sums.isEmpty }

    /// Per day: the sum over hours of the best-ranked source's value in that hour.
    public func totals() -> [Day: Double] {
        var best: [Key: (rank: Int, value: Double)] = [:]
        for (key, value) in sums {
            let hourKey = Key(day: key.day, hour: key.hour, rank: 0)
            if let current = best[hourKey], current.rank <= key.rank { continue }
            best[hourKey] = (key.rank, value)
        }
        var result: [Day: Double] = [:]
        for (key, value) in best { result[key.day, default: 0] += value.value }
        return result
    }
}

/// Per day, the values of the best-ranked source that has any (sleep per night, resting heart rate).
public struct BestSourcePerDay: Sendable {
    private var values: [Day: (rank: Int, sum: Double, count: Int)] = [:]

    public init() {}

    public mutating func add(_ value: Double, day: Day, rank: Int) {
        if let current = values[day] {
            if rank > current.rank { return }
            if rank == current.rank {
                values[day] = (rank, current.sum + value, current.count + 1)
                return
            }
        }
        values[day] = (rank, value, 1)
    }

    public var isEmpty: Bool { values.isEmpty }
    public func sums() -> [Day: Double] { values.mapValues(\.sum) }
    public func means() -> [Day: Double] { values.mapValues { $0.sum / Double($0.count) } }
}

/// A timestamp as health exports write it: `yyyy-MM-dd HH:mm:ss ±hhmm` (the offset in force when the
/// file was written), or a bare `yyyy-MM-dd` for a day's aggregate.
public struct HealthTimestamp: Hashable, Sendable {
    public var instant: Date
    /// The wall-clock time as written.
    public var written: LocalDateTime
    public var seconds: Int
    /// Seconds east of UTC, as written; nil for a bare date.
    public var offset: Int?

    /// Parses the bytes of a timestamp without Foundation's date formatters (millions per file).
    public static func parse<C: Collection>(_ bytes: C) -> HealthTimestamp? where C.Element == UInt8 {
        var sign = 0
        var current = -1
        var groups: [Int] = []
        var groupLengths: [Int] = []
        var length = 0
        for byte in bytes {
            if byte >= 48 && byte <= 57 {
                current = (current < 0 ? 0 : current) * 10 + Int(truncatingIfNeeded: byte &- 48)
                length += 1
                guard length <= 9 else { return nil }
            } else {
                if current >= 0 {
                    groups.append(current)
                    groupLengths.append(length)
                }
                current = -1
                length = 0
                if byte == 43 || byte == 45 {  // + or -
                    if groups.count == 6 { sign = byte == 43 ? 1 : -1 } else if groups.count >= 3 { return nil }
                } else if byte != 32 && byte != 58 && byte != 84 && byte != 0x2E {  // space, colon, T, dot (fractions)
                    return nil
                }
            }
            guard groups.count <= 9 else { return nil }
        }
        if current >= 0 {
            groups.append(current)
            groupLengths.append(length)
        }
        guard groups.count >= 3, groupLengths[0] == 4, let day = Day(year: groups[0], month: groups[1], day: groups[2]) else { return nil }
        if groups.count == 3 {
            let local = LocalDateTime(day: day, minuteOfDay: 0)
            return HealthTimestamp(instant: Date(timeIntervalSince1970: Double(day.ordinal) * 86_400), written: local, seconds: 0, offset: nil)
        }
        guard groups.count >= 5, let local = LocalDateTime(day: day, hour: groups[3], minute: groups[4]) else { return nil }
        let seconds = groups.count >= 6 ? groups[5] : 0
        guard seconds < 61 else { return nil }
        var offset: Int?
        if sign != 0, groups.count >= 7 {
            // ±hhmm, or ±hh:mm split into two groups.
            let raw = groups[6]
            let minutes = groupLengths[6] >= 3 ? (raw / 100) * 60 + raw % 100 : raw * 60 + (groups.count >= 8 ? groups[7] : 0)
            guard minutes <= 18 * 60 else { return nil }
            offset = sign * minutes * 60
        }
        let localSeconds = day.ordinal * 86_400 + local.minuteOfDay * 60 + seconds
        let instant = Date(timeIntervalSince1970: Double(localSeconds - (offset ?? 0)))
        return HealthTimestamp(instant: instant, written: local, seconds: seconds, offset: offset)
    }

    public static func parse(_ text: String) -> HealthTimestamp? { parse(Array(text.utf8)) }
}

/// Which wall clock a record happened on. Exports stamp every record with the offset in force when the
/// file was written, not the one in force at the record (a January record exported in summer says
/// +0200 in Amsterdam). A record's own `HKTimeZone` decides when present; otherwise, when the written
/// offset is one the home time zone uses, the home zone places the instant (fixing the DST hour);
/// otherwise (an export written while travelling) the written wall clock stands.
public struct HealthClock: Sendable {
    public let home: TimeZone
    private var homeCalendar: Calendar
    private var offsetsByYear: [Int: Set<Int>] = [:]
    private var zones: [String: Calendar] = [:]

    public init(home: TimeZone) {
        self.home = home
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = home
        homeCalendar = calendar
    }

    public mutating func local(_ time: HealthTimestamp, zone: String? = nil) -> LocalDateTime {
        if let zone {
            if let calendar = zones[zone] { return LocalDateTime(time.instant, in: calendar) }
            if zones.count < 64, let timeZone = TimeZone(identifier: zone) {
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = timeZone
                zones[zone] = calendar
                return LocalDateTime(time.instant, in: calendar)
            }
        }
        guard let offset = time.offset else { return time.written }
        let year = time.written.day.year
        let offsets: Set<Int>
        if let known = offsetsByYear[year] {
            offsets = known
        } else {
            var found = Set<Int>()
            for month in 1...12 {
                if let day = Day(year: year, month: month, day: 15) {
                    found.insert(home.secondsFromGMT(for: Date(timeIntervalSince1970: Double(day.ordinal) * 86_400)))
                }
            }
            offsetsByYear[year] = found
            offsets = found
        }
        return offsets.contains(offset) ? LocalDateTime(time.instant, in: homeCalendar) : time.written
    }
}

import Foundation

/// A deterministic generator of realistic history for demos and benchmarks: years of meals, drinks,
/// weigh-ins and other body measures, and training with progressive overload. Same seed, same data.
public enum DemoData {
    /// A food eaten: a menu phrase the parser resolves once ("250 g oatmeal"), scaled.
    public struct Food: Sendable, Equatable {
        public var phrase: String
        public var scale: Double
        public var meal: String
        public var at: LocalDateTime
    }

    public struct Portion: Sendable, Equatable {
        public var category: String
        public var portions: Double
        public var meal: String
        public var at: LocalDateTime
    }

    public struct Measurement: Sendable, Equatable {
        public var kind: MetricKind
        /// SI value.
        public var value: Double
        public var at: LocalDateTime
    }

    public struct Session: Sendable, Equatable {
        public var name: String
        public var activity: String
        public var minutes: Double
        public var rpe: Double
        public var at: LocalDateTime
        public var sets: [String]
    }

    public struct Plan: Sendable {
        public var from: Day
        public var to: Day
        public var foods: [Food] = []
        public var portions: [Portion] = []
        public var measurements: [Measurement] = []
        public var sessions: [Session] = []
        /// The goal from each day on: maintain, then a lean bulk, then a cut (so past days keep the
        /// targets they were judged by).
        public var goals: [GoalChange] = []
        /// Every phrase `foods` uses.
        public var menu: [String] = []
    }

    public struct GoalChange: Sendable, Equatable {
        public var from: Day
        public var kind: GoalKind
        public var targetKg: Double?
        public var by: Day?
    }

    /// SplitMix64: small, fast, and the same everywhere for a seed.
    public struct Random: RandomNumberGenerator, Sendable {
        var state: UInt64

        public init(seed: UInt64) { state = seed }

        public mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }

        mutating func chance(_ probability: Double) -> Bool { uniform(0...1) < probability }

        /// Roughly normal (sum of uniforms), mean 0.
        mutating func noise(_ deviation: Double) -> Double {
            (uniform(0...1) + uniform(0...1) + uniform(0...1) - 1.5) * 2 * deviation
        }

        mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &self)] }
    }

    static let breakfasts: [[String]] = [
        ["250 g oatmeal", "150 ml whole milk", "1 banana"],
        ["2 eggs", "64 g whole wheat bread", "250 ml orange juice"],
        ["170 g greek yogurt", "75 g blueberries", "30 g almonds"],
        ["1 croissant", "1 cup coffee", "1 orange"],
    ]
    static let lunches: [[String]] = [
        ["150 g chicken breast", "180 g cooked rice", "100 g broccoli"],
        ["200 g lentil soup", "64 g whole wheat bread", "1 apple"],
        ["200 g tofu", "180 g cooked rice", "100 g carrots"],
        ["100 g mixed salad", "150 g salmon", "1 tbsp olive oil"],
    ]
    static let dinners: [[String]] = [
        ["200 g cooked pasta", "100 g tomato sauce", "30 g parmesan", "100 g mixed salad"],
        ["150 g beef steak", "250 g potatoes", "1 cup green beans"],
        ["150 g salmon", "250 g potatoes", "100 g broccoli", "1 tbsp olive oil"],
        ["2 slices pizza", "100 g mixed salad"],
        ["150 g chicken breast", "200 g cooked pasta", "100 g carrots"],
    ]
    static let snacks: [String] = ["1 apple", "30 g almonds", "40 g dark chocolate", "170 g greek yogurt", "1 banana", "30 g cheddar cheese", "1 can cola"]

    /// Weeks of a lifter's cycle: working weights grow ~2.5 % a month, with a deload every sixth week.
    static func working(_ base: Double, week: Int) -> Double {
        let growth = 1 + 0.45 * log(1 + Double(week) / 30)
        let deload = week % 6 == 5 ? 0.9 : 1.0
        return (base * growth * deload / 2.5).rounded() * 2.5
    }

    /// The story the Lab should find in the last half year (so a newcomer sees real cards): three full-body
    /// sessions a week with squats; days with more food are followed three days later by heavier squats;
    /// five weeks ago the extra food stopped and the squat stalled; and sessions after an afternoon snack
    /// feel easier.
    public static let storyDays = 182
    public static let storyStopDays = 35
    static let storyLag = 3

    public static func plan(years: Int, today: Day, seed: UInt64 = 20_261_121) -> Plan {
        var random = Random(seed: seed)
        let from = today.adding(days: -(365 * years) + 1)
        var plan = Plan(from: from, to: today)
        var menu = Set<String>()
        func eat(_ phrase: String, scale: Double, meal: String, day: Day, minute: Int) {
            menu.insert(phrase)
            plan.foods.append(Food(phrase: phrase, scale: scale, meal: meal, at: LocalDateTime(day: day, minuteOfDay: minute)))
        }
        // Weight: a slow cut with plateaus, holiday bumps and day-to-day water noise.
        var weight = 84.0
        var waist = 92.0
        let days = from.distance(to: today) + 1
        let storyStart = max(0, days - storyDays)
        let stopStart = max(0, days - storyStopDays)
        // How much more or less than usual was eaten on a story day (standard units), when it was logged.
        var appetite: [Int: Double] = [:]
        plan.goals.append(GoalChange(from: from, kind: .maintain, targetKg: nil, by: nil))
        if storyStart > 0 { plan.goals.append(GoalChange(from: from.adding(days: storyStart), kind: .gainMuscle, targetKg: nil, by: nil)) }
        if stopStart > 0 { plan.goals.append(GoalChange(from: from.adding(days: stopStart), kind: .lose, targetKg: 78, by: from.adding(days: stopStart + 84))) }
        for index in 0..<days {
            let day = from.adding(days: index)
            let week = index / 7
            let december = day.month == 12 && day.day > 18
            let phase = Double(index) / Double(max(1, days))
            // Lose early, maintain later; December adds a little. In the story, weight follows the
            // intake: about level through the bulk, then the cut's ~700 kcal deficit (~0.09 kg a day).
            var drift = december ? 0.02 : (phase < 0.6 ? -0.012 : 0.002)
            if index >= storyStart { drift = index >= stopStart ? -0.085 : 0.004 }
            weight = max(62, weight + drift + random.noise(0.02))
            waist = max(70, waist + drift * 0.8 + random.noise(0.01))
            let logged = random.chance(day.isoWeekday >= 6 ? 0.8 : 0.93)
            if random.chance(0.86) {
                let minute = 6 * 60 + 30 + Int(truncating: random.uniform(0...60))
                plan.measurements.append(
                    Measurement(kind: .weight, value: ((weight + random.noise(0.45)) * 100).rounded() / 100, at: LocalDateTime(day: day, minuteOfDay: minute)))
            }
            if day.isoWeekday == 1 {
                plan.measurements.append(Measurement(kind: .bodyfat, value: max(14, 22 + (weight - 74) * 0.6 + random.noise(0.6)), at: LocalDateTime(day: day, minuteOfDay: 7 * 60 + 5)))
            }
            if day.day == 1 { plan.measurements.append(Measurement(kind: .waist, value: waist + random.noise(0.5), at: LocalDateTime(day: day, minuteOfDay: 7 * 60 + 10))) }
            plan.measurements.append(Measurement(kind: .steps, value: max(800, (7_500 + random.noise(3_000)).rounded()), at: LocalDateTime(day: day, minuteOfDay: 22 * 60 + 0)))

            let inStory = index >= storyStart
            let story = inStory ? random.noise(1.3) : 0
            var snacked = false
            if logged {
                var scale = december ? 1.75 : (phase < 0.6 ? 1.4 : 1.55)
                if inStory {
                    // A lean bulk with big and small days, then a cut for the last five weeks.
                    scale = (index >= stopStart ? 1.2 : 1.7) * (1 + 0.16 * story)
                    appetite[index] = index >= stopStart ? story - 2.4 : story
                }
                for phrase in random.pick(breakfasts) { eat(phrase, scale: scale, meal: "Breakfast", day: day, minute: 7 * 60 + 15) }
                for phrase in random.pick(lunches) { eat(phrase, scale: scale, meal: "Lunch", day: day, minute: 12 * 60 + 30) }
                if random.chance(0.6) {
                    snacked = true
                    eat(random.pick(snacks), scale: 1, meal: "Afternoon Snack", day: day, minute: 15 * 60 + 30)
                }
                for phrase in random.pick(dinners) { eat(phrase, scale: scale, meal: "Dinner", day: day, minute: 19 * 60) }
                if random.chance(day.isoWeekday >= 5 ? 0.5 : 0.2) { eat(random.pick(snacks), scale: 1, meal: "Late Night", day: day, minute: 21 * 60 + 30) }
                let water = (1.2 + random.uniform(0...1.0) * 10).rounded() / 10
                plan.portions.append(Portion(category: "Unsweetened Drinks", portions: water, meal: "Lunch", at: LocalDateTime(day: day, minuteOfDay: 13 * 60 + 0)))
                if random.chance(0.5) {
                    plan.portions.append(Portion(category: "Vegetables", portions: 1, meal: "Dinner", at: LocalDateTime(day: day, minuteOfDay: 19 * 60 + 5)))
                }
            }

            // Training: push / pull / legs on Mon, Wed, Fri (full body with squats in the story); a run on
            // Tue or Sat; yoga on Sunday.
            let rpe = min(10, max(5, (7.5 + random.noise(1)).rounded()))
            if inStory, [1, 3, 5].contains(day.isoWeekday), random.chance(0.9) {
                // Heavier squats three days after a big day; a snack before training makes it feel easier.
                let fuel = appetite[index - storyLag] ?? 0
                let bulkWeeks = Double(min(index, stopStart) - storyStart) / 7
                let squat = (working(40, week: week) * (1 + 0.006 * bulkWeeks) * (1 + 0.035 * fuel) / 2.5).rounded() * 2.5
                let effort = min(10, max(5, ((8.6 - (snacked ? 1.6 : 0) + random.noise(0.6)) * 2).rounded() / 2))
                let upper = day.isoWeekday == 3
                    ? ["Deadlift \(working(50, week: week))kg x5", "Barbell Row \(working(30, week: week))kg x8", "Pull Up x6"]
                    : ["Bench Press \(working(30, week: week))kg x5", "Bench Press \(working(30, week: week))kg x5", "Overhead Press \(working(20, week: week))kg x8"]
                plan.sessions.append(
                    Session(
                        name: "Full Body", activity: "strength", minutes: 60 + random.noise(8), rpe: effort, at: LocalDateTime(day: day, minuteOfDay: 18 * 60),
                        sets: ["Squat \(working(24, week: week))kg x8 warmup", "Squat \(squat)kg x5", "Squat \(squat)kg x5"] + upper))
            } else if !inStory || ![1, 3, 5].contains(day.isoWeekday) {
                switch day.isoWeekday {
                case 1 where random.chance(0.9):
                    plan.sessions.append(
                        Session(
                            name: "Push", activity: "strength", minutes: 55 + random.noise(8), rpe: rpe, at: LocalDateTime(day: day, minuteOfDay: 18 * 60 + 0),
                            sets: ["Bench Press \(working(18, week: week))kg x8 warmup", "Bench Press \(working(30, week: week))kg x5 @\(Int(truncating: rpe))",
                                   "Bench Press \(working(30, week: week))kg x5", "Bench Press \(working(30, week: week))kg x4", "Overhead Press \(working(20, week: week))kg x8",
                                   "Overhead Press \(working(20, week: week))kg x8", "Dip x10"]))
                case 3 where random.chance(0.85):
                    plan.sessions.append(
                        Session(
                            name: "Pull", activity: "strength", minutes: 50 + random.noise(8), rpe: rpe, at: LocalDateTime(day: day, minuteOfDay: 18 * 60 + 0),
                            sets: ["Deadlift \(working(30, week: week))kg x5 warmup", "Deadlift \(working(50, week: week))kg x5 @\(Int(truncating: rpe))",
                                   "Deadlift \(working(50, week: week))kg x5", "Barbell Row \(working(30, week: week))kg x8", "Barbell Row \(working(30, week: week))kg x8", "Pull Up x6"]))
                case 5 where random.chance(0.85):
                    plan.sessions.append(
                        Session(
                            name: "Legs", activity: "strength", minutes: 60 + random.noise(8), rpe: rpe, at: LocalDateTime(day: day, minuteOfDay: 18 * 60 + 0),
                            sets: ["Squat \(working(24, week: week))kg x8 warmup", "Squat \(working(40, week: week))kg x5 @\(Int(truncating: rpe))",
                                   "Squat \(working(40, week: week))kg x5", "Squat \(working(40, week: week))kg x5", "Romanian Deadlift \(working(35, week: week))kg x8"]))
                case 2, 6:
                    if random.chance(0.6) {
                        let km = (5 + random.uniform(0...5)).rounded()
                        plan.sessions.append(
                            Session(
                                name: km >= 8 ? "Long Run" : "Easy Run", activity: "running", minutes: km * (6.2 + random.noise(0.4)), rpe: km >= 8 ? 7 : 5,
                                at: LocalDateTime(day: day, minuteOfDay: 7 * 60 + 30), sets: []))
                    }
                case 7 where random.chance(0.5):
                    plan.sessions.append(
                        Session(name: "Vinyasa Yoga", activity: "yoga", minutes: 60, rpe: 4, at: LocalDateTime(day: day, minuteOfDay: 10 * 60 + 0), sets: []))
                default:
                    break
                }
            }
        }
        plan.menu = menu.sorted()
        return plan
    }
}

import Foundation
import TallyTestSupport
import Testing

@testable import TallyCore

/// Every statistics vector in REFERENCE.md §8, against the product's own functions.
struct StatisticsVectorTests {
    static let anscombeX = [10.0, 8, 13, 9, 11, 14, 6, 4, 12, 7, 5]
    static let anscombe: [(x: [Double], y: [Double], r: Double?, p: Double, spearman: Double)] = [
        (anscombeX, [8.04, 6.95, 7.58, 8.81, 8.33, 9.96, 7.24, 4.26, 10.84, 4.82, 5.68], 0.816421, 0.00217, 0.818182),
        (anscombeX, [9.14, 8.14, 8.74, 8.77, 9.26, 8.10, 6.13, 3.10, 9.13, 7.26, 4.74], 0.816237, 0.002179, 0.690909),
        (anscombeX, [7.46, 6.77, 12.74, 7.11, 7.81, 8.84, 6.08, 5.39, 8.15, 6.42, 5.73], 0.816287, 0.002176, 0.990909),
        ([8, 8, 8, 8, 8, 8, 8, 19, 8, 8, 8], [6.58, 5.76, 7.71, 8.84, 8.47, 7.04, 5.25, 12.50, 5.56, 7.91, 6.89], 0.816521, 0.002165, 0.5),
    ]

    @Test func anscombePearsonPValuesAndSpearman() throws {
        for (index, set) in Self.anscombe.enumerated() {
            let r = try #require(Statistics.pearson(set.x, set.y))
            #expect(abs(r - (set.r ?? 0)) < 5e-7, "set \(index + 1): r = \(r)")
            let p = Statistics.correlationP(r: r, df: 9)
            let tolerance = index == 0 ? 5e-6 : 5e-7
            #expect(abs(p - set.p) < tolerance, "set \(index + 1): p = \(p)")
            let rho = try #require(Statistics.spearman(set.x, set.y))
            #expect(abs(rho - set.spearman) < 5e-7, "set \(index + 1): Spearman = \(rho)")
        }
        let r = try #require(Statistics.pearson(Self.anscombeX, Self.anscombe[0].y))
        #expect(abs(r - 0.816) < 0.0005)
        #expect(abs(Statistics.tStatistic(r: r, df: 9) - 4.241) < 0.0005)
        let interval = try #require(Statistics.fisherInterval(r: r, n: 11))
        #expect(abs(interval.low - 0.4244) < 5e-5 && abs(interval.high - 0.9507) < 5e-5, "\(interval)")
    }

    @Test func spearmanWorkedExample() throws {
        let iq = [106.0, 100, 86, 101, 99, 103, 97, 113, 112, 110], tv = [7.0, 27, 2, 50, 28, 29, 20, 12, 6, 17]
        let rho = try #require(Statistics.spearman(iq, tv))
        #expect(abs(rho - (-29.0 / 165)) < 1e-9)
        let t = Statistics.tStatistic(r: rho, df: 8)
        #expect(abs(t - (-0.5049782)) < 5e-8)
        #expect(abs(Statistics.upperTailP(t: t, df: 8) - 0.6864058) < 5e-8)
        #expect(abs(Statistics.twoSidedP(t: t, df: 8) - 0.627188) < 5e-7)
    }

    @Test(arguments: [(1.0, 0.997), (2, 0.950), (3, 0.878), (4, 0.811), (5, 0.754), (8, 0.632), (9, 0.602), (10, 0.576), (13, 0.514), (20, 0.423), (28, 0.361)])
    func criticalR(_ df: Double, _ expected: Double) {
        let r = Statistics.criticalR(df: df)
        let tolerance = df == 5 ? 0.0011 : 0.0005  // tables print 0.754 or 0.755
        #expect(abs(r - expected) < tolerance, "df \(df): \(r)")
    }

    @Test func lagConventions() throws {
        let a = (1...10).map(Double.init), b = [2.0, 1, 4, 3, 6, 5, 8, 7, 10, 9]
        let pairwise = [0.939394, 0.933257, 0.904762], boxJenkins = [0.939394, 0.706061, 0.363636]
        for k in 0..<3 {
            #expect(abs(try #require(Statistics.pairwiseLagged(a, b, lag: k)) - pairwise[k]) < 5e-7, "pairwise lag \(k)")
            #expect(abs(try #require(Statistics.boxJenkinsLagged(a, b, lag: k)) - boxJenkins[k]) < 5e-7, "Box–Jenkins lag \(k)")
        }
    }

    @Test func studentTAndNormalQuantiles() {
        #expect(abs(Statistics.normalQuantile(0.975) - 1.959963984540054) < 1e-12)
        #expect(abs(Statistics.studentTQuantile(0.975, df: 10) - 2.228138851986274) < 1e-9)
        #expect(abs(Statistics.studentTCDF(2.228138851986274, df: 10) - 0.975) < 1e-12)
        #expect(abs(Statistics.twoSidedP(t: 1.96, df: 1_000_000) - 0.04999579) < 1e-6)
    }

    /// Benjamini & Hochberg (1995), the worked example of their Table 1: 15 p-values, q = 0.05 rejects the four smallest.
    @Test func benjaminiHochbergWorkedExample() {
        let p = [0.0001, 0.0004, 0.0019, 0.0095, 0.0201, 0.0278, 0.0298, 0.0344, 0.0459, 0.3240, 0.4262, 0.5719, 0.6528, 0.7590, 1.0]
        #expect(Statistics.benjaminiHochberg(p, q: 0.05) == [true, true, true, true] + Array(repeating: false, count: 11))
        let adjusted = Statistics.benjaminiHochbergAdjusted(p)
        #expect(adjusted.prefix(4).allSatisfy { $0 <= 0.05 } && adjusted[4] > 0.05)
    }

    @Test func effectiveSampleSize() {
        #expect(Statistics.effectiveN(n: 100, rhoA: 0, rhoB: 0.9) == 100)
        #expect(abs(Statistics.effectiveN(n: 100, rhoA: 0.5, rhoB: 0.5) - 60) < 1e-12)
        #expect(Statistics.effectiveN(n: 100, rhoA: -0.5, rhoB: 0.5) == 100)
    }
}

/// Synthetic lives for the Lab: independent (null) or with a planted effect.
enum LabWorld {
    typealias Random = SeededRandom

    static let start = Day(year: 2026, month: 1, day: 5) ?? Day(ordinal: 20_458)
    static let utc = Calendar.gregorian(in: .gmt)

    /// A series: a random walk (persistence 1) or an AR(1) around a level.
    static func process(_ random: inout Random, days: Int, level: Double, step: Double, persistence: Double) -> [Double] {
        var value = 0.0
        return (0..<days).map { _ in
            value = persistence * value + step * random.normal()
            return level + value
        }
    }

    static func workout(_ day: Day, e1rm: Double, rpe: Double, exercise: String = "Back Squat") -> Workout {
        let weight = e1rm / (1 + 5.0 / 30)
        let start = LocalDateTime(day: day, minuteOfDay: 18 * 60).instant(in: utc)
        return Workout(
            name: "Legs", day: day, startedAt: start, minutes: 60, rpe: rpe, activity: "strength", met: 5, kcal: 300, bodyKg: 80,
            sets: [WorkoutSet(exerciseName: exercise, position: 1, type: .normal, weightKg: weight, reps: 5)])
    }

    /// Meals at 08:00, 13:00 and 17:00 carrying a day's nutrients.
    static func meals(_ day: Day, kcal: Double, protein: Double, carbs: Double, fat: Double) -> [TimedIntake] {
        [(8, 0.3), (13, 0.35), (17, 0.35)].map { hour, share in
            TimedIntake(
                at: LocalDateTime(day: day, minuteOfDay: hour * 60).instant(in: utc),
                nutrients: Nutrients([.kcal: kcal * share, .protein: protein * share, .carbs: carbs * share, .fat: fat * share]))
        }
    }

    static func data(days: Int, kcal: [Double], protein: [Double], weight: [Double], e1rm: [Day: Double], rpe: [Day: Double], seed: UInt64 = 1) -> LabData {
        // Carbohydrate and fat follow calories loosely, as in real meals.
        var random = Random(state: seed &+ 99)
        let carbs = kcal.map { $0 * 0.12 + 40 * random.normal() }
        let fat = kcal.map { $0 * 0.035 + 12 * random.normal() }
        var nutrients: [Day: Nutrients] = [:]
        var intake: [TimedIntake] = []
        var measurements: [BodyMeasurement] = []
        for i in 0..<days {
            let day = start.adding(days: i)
            nutrients[day] = Nutrients([.kcal: kcal[i], .protein: protein[i], .carbs: carbs[i], .fat: fat[i]])
            intake += meals(day, kcal: kcal[i], protein: protein[i], carbs: carbs[i], fat: fat[i])
            measurements.append(
                BodyMeasurement(id: Int64(i + 1), kind: .weight, value: weight[i], day: day, measuredAt: LocalDateTime(day: day, minuteOfDay: 7 * 60).instant(in: utc)))
        }
        let workouts = e1rm.keys.sorted().map { workout($0, e1rm: e1rm[$0] ?? 0, rpe: rpe[$0] ?? 7) }
        return LabData(
            from: start, to: start.adding(days: days - 1), dayNutrients: nutrients, measurements: measurements, workouts: workouts, intakeTimes: intake,
            categories: [])
    }

    /// Everything independent: random walks and AR(1) series, as real logs look when nothing drives anything.
    static func null(seed: UInt64, days: Int = 180) -> LabData {
        var random = Random(state: seed &* 7919 &+ 17)
        let persistence = seed % 2 == 0 ? 1.0 : 0.8
        let kcal = process(&random, days: days, level: 2300, step: 120, persistence: persistence).map { $0 + 150 * random.normal() }
        let protein = process(&random, days: days, level: 130, step: 8, persistence: persistence).map { $0 + 10 * random.normal() }
        let weight = process(&random, days: days, level: 80, step: 0.08, persistence: 1).map { $0 + 0.4 * random.normal() }
        let strength = process(&random, days: days, level: 120, step: 1.2, persistence: persistence)
        let effort = process(&random, days: days, level: 7, step: 0.4, persistence: 0.6)
        var e1rm: [Day: Double] = [:], rpe: [Day: Double] = [:]
        for i in 0..<days where [1, 3, 5].contains(start.adding(days: i).isoWeekday) {
            e1rm[start.adding(days: i)] = strength[i] + random.normal()
            rpe[start.adding(days: i)] = min(10, max(1, (effort[i] * 2).rounded() / 2))
        }
        return data(days: days, kcal: kcal, protein: protein, weight: weight, e1rm: e1rm, rpe: rpe, seed: seed)
    }

    /// A calorie surplus that raises the squat's estimated 1RM three days later, then stops.
    static func planted(seed: UInt64, days: Int = 180, surplusDays: Int = 150) -> LabData {
        var random = Random(state: seed)
        var kcal: [Double] = [], protein: [Double] = []
        for i in 0..<days {
            let surplus = i < surplusDays ? 350.0 : -300.0
            kcal.append(2500 + surplus + 300 * random.normal())
            protein.append(140 + 12 * random.normal())
        }
        let weight = (0..<days).map { 78 + Double($0) * 0.01 + 0.4 * random.normal() }
        var e1rm: [Day: Double] = [:], rpe: [Day: Double] = [:]
        for i in 3..<days where [1, 3, 5].contains(start.adding(days: i).isoWeekday) {
            let day = start.adding(days: i)
            let progress = Double(min(i, surplusDays)) * 0.12
            e1rm[day] = 110 + progress + 0.02 * (kcal[i - 3] - 2500) + 0.8 * random.normal()
            rpe[day] = 7 + 0.5 * random.normal()
        }
        return data(days: days, kcal: kcal, protein: protein, weight: weight, e1rm: e1rm, rpe: rpe, seed: seed)
    }
}

struct LabEngineTests {
    @Test func aPlantedEffectIsFoundAtItsLag() throws {
        let data = LabWorld.planted(seed: 42)
        let kcal = LabCatalog.series(try LabCatalog.metric("kcal", in: data), in: data)
        let squat = LabCatalog.series(try LabCatalog.metric("e1rm:Back Squat", in: data), in: data)
        let comparison = LabCompare.compare(kcal, squat, from: data.from, to: data.to, range: "all")
        #expect(comparison.significant, "\(comparison.summary)")
        #expect(comparison.lag == 3, "\(comparison.lags.map { ($0.lag, $0.pearson ?? 0) })")
        #expect((comparison.pearson ?? 0) > 0.4)
        #expect(comparison.summary.contains("3 days later"))
        #expect(comparison.caveats.contains { $0.contains("not proof") })
    }

    @Test func aStallCardAppearsWhenTheSurplusStops() throws {
        let data = LabWorld.planted(seed: 42)
        let cards = LabInsights.cards(data, today: data.to, goal: .gainMuscle, feedback: [])
        let stall = try #require(cards.first { $0.kind == "stall" && $0.b == "e1rm:Back Squat" }, "\(cards.map(\.id))")
        #expect(stall.a == "kcal")
        #expect(stall.lag == 3)
        #expect(stall.observation.contains("kcal"))
        #expect(stall.q <= 0.05)
        // While the surplus lasts there is progress, not a stall.
        let during = LabWorld.planted(seed: 42, days: 150, surplusDays: 150)
        #expect(!LabInsights.cards(during, today: during.to, goal: .gainMuscle, feedback: []).contains { $0.kind == "stall" })
    }

    @Test func dismissedCardsStayAwayUntilTheyChange() throws {
        let data = LabWorld.planted(seed: 42)
        let card = try #require(LabInsights.cards(data, today: data.to, goal: .gainMuscle, feedback: []).first)
        let dismissed = [CardFeedback(cardID: card.id, vote: .dismiss, fingerprint: card.fingerprint)]
        #expect(!LabInsights.cards(data, today: data.to, goal: .gainMuscle, feedback: dismissed).contains { $0.id == card.id })
        let changed = [CardFeedback(cardID: card.id, vote: .dismiss, fingerprint: card.fingerprint + "-old")]
        #expect(LabInsights.cards(data, today: data.to, goal: .gainMuscle, feedback: changed).contains { $0.id == card.id })
        // Thumbs down make that kind of card stricter, never looser.
        let downs = (0..<3).map { CardFeedback(cardID: "\(card.kind)|x|\($0)", vote: .down, fingerprint: "") }
        #expect(LabInsights.rate(for: card.kind, feedback: downs) == LabInsights.falseDiscoveryRate / 8)
        let ups = (0..<3).map { CardFeedback(cardID: "\(card.kind)|x|\($0)", vote: .up, fingerprint: "") }
        #expect(LabInsights.rate(for: card.kind, feedback: ups) == LabInsights.falseDiscoveryRate)
    }

    /// The test that matters most: when nothing drives anything, almost nothing is reported.
    @Test func independentSeriesRarelyProduceCardsOrSignificantComparisons() throws {
        var flagged: [UInt64] = []
        for seed in UInt64(1)...200 {
            let data = LabWorld.null(seed: seed)
            let cards = LabInsights.cards(data, today: data.to, goal: .gainMuscle, feedback: [])
            let kcal = LabCatalog.series(try LabCatalog.metric("kcal", in: data), in: data)
            let squat = LabCatalog.series(try LabCatalog.metric("e1rm:Back Squat", in: data), in: data)
            let comparison = LabCompare.compare(kcal, squat, from: data.from, to: data.to, range: "all")
            if !cards.isEmpty || comparison.significant { flagged.append(seed) }
        }
        #expect(flagged.count <= 10, "\(flagged.count) of 200 seeds flagged: \(flagged)")
    }

    /// Two periods of the same stationary, autocorrelated life (2000 worlds per carry-over, four weeks
    /// against four): differences beyond noise are rare.
    @Test(arguments: [0.0, 0.5, 0.8])
    func periodsOfOneStationaryLifeRarelyDiffer(persistence: Double) throws {
        var flagged = 0
        for seed in UInt64(1)...2000 {
            var random = LabWorld.Random(state: seed &* 104_729 &+ UInt64(persistence * 10))
            let days = 56
            let kcal = LabWorld.process(&random, days: days, level: 2300, step: 250, persistence: persistence)
            let protein = LabWorld.process(&random, days: days, level: 130, step: 15, persistence: persistence)
            let weight = LabWorld.process(&random, days: days, level: 80, step: 0.4, persistence: persistence)
            let strength = LabWorld.process(&random, days: days, level: 120, step: 3, persistence: persistence)
            let effort = LabWorld.process(&random, days: days, level: 7, step: 0.6, persistence: persistence)
            var e1rm: [Day: Double] = [:], rpe: [Day: Double] = [:]
            for i in 0..<days where [1, 3, 5].contains(LabWorld.start.adding(days: i).isoWeekday) {
                e1rm[LabWorld.start.adding(days: i)] = strength[i]
                rpe[LabWorld.start.adding(days: i)] = min(10, max(1, effort[i]))
            }
            let data = LabWorld.data(days: days, kcal: kcal, protein: protein, weight: weight, e1rm: e1rm, rpe: rpe, seed: seed)
            let first = data.from...data.from.adding(days: 27), second = data.from.adding(days: 28)...data.to
            let result = try LabPeriods.compare(data, first: first, second: second)
            if result.rows.contains(where: \.beyondNoise) { flagged += 1 }
        }
        // Family-wise: at most 5 % of worlds show any row beyond noise (measured: 1.2 %, 3.2 %, 4.6 %).
        #expect(flagged <= 100, "persistence \(persistence): \(flagged) of 2000 period pairs differed beyond noise")
    }

    /// A real change between the periods (intake down 400 kcal a day, about 1.5 day-to-day standard
    /// deviations) is found in at least 80 % of worlds (measured: 84 %), and the unchanged measures
    /// mostly stay within noise.
    @Test func aRealChangeBetweenPeriodsIsFound() throws {
        var found = 0, protein = 0
        for seed in UInt64(1)...200 {
            var random = LabWorld.Random(state: seed &* 7_777 &+ 3)
            let days = 56
            let noise = LabWorld.process(&random, days: days, level: 0, step: 250, persistence: 0.3)
            let kcal = noise.indices.map { 2_500 + noise[$0] - ($0 >= 28 ? 400 : 0) }
            let proteinSeries = LabWorld.process(&random, days: days, level: 130, step: 15, persistence: 0.3)
            let weight = LabWorld.process(&random, days: days, level: 80, step: 0.4, persistence: 0.5)
            let data = LabWorld.data(days: days, kcal: kcal, protein: proteinSeries, weight: weight, e1rm: [:], rpe: [:], seed: seed)
            let result = try LabPeriods.compare(data, first: data.from...data.from.adding(days: 27), second: data.from.adding(days: 28)...data.to)
            if result.rows.first(where: { $0.key == "kcal" })?.beyondNoise == true { found += 1 }
            if result.rows.first(where: { $0.key == "protein" })?.beyondNoise == true { protein += 1 }
        }
        #expect(found >= 160, "the intake drop was found in \(found) of 200 worlds")
        #expect(protein <= 20, "unchanged protein was flagged in \(protein) of 200 worlds")
    }

    @Test(arguments: [
        ("Calories", "calories"), ("Average RPE", "average RPE"), ("Squat e1RM", "squat e1RM"), ("Back Squat e1RM", "Back Squat e1RM"),
        ("Weight trend", "weight trend"), ("Olive Oil", "Olive Oil"), ("RPE", "RPE"),
    ])
    func metricNamesReadInASentence(_ name: String, _ expected: String) {
        #expect(LabMetric.inSentence(name) == expected)
    }
}

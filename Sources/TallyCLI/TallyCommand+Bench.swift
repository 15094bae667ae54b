import ArgumentParser
import Foundation
import TallyCore
import TallyStore

extension TallyCommand {
    struct Bench: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Measure Tally on this machine: food search, typed-meal parsing and the Lab.",
            subcommands: [Search.self, Parse.self, Lab.self, Days.self])

        /// Latency summary in milliseconds.
        struct Latency: Encodable {
            var runs: Int
            var p50: Double
            var p90: Double
            var p99: Double
            var mean: Double
            var max: Double

            init(_ samples: [Double]) {
                let sorted = samples.sorted()
                func percentile(_ p: Double) -> Double {
                    guard !sorted.isEmpty else { return 0 }
                    let rank = Int(truncating: (p * Double(sorted.count - 1)).rounded(.up))
                    return (sorted[min(rank, sorted.count - 1)] * 1000).rounded() / 1000
                }
                runs = sorted.count
                p50 = percentile(0.5)
                p90 = percentile(0.9)
                p99 = percentile(0.99)
                mean = ((sorted.reduce(0, +) / Double(Swift.max(1, sorted.count))) * 1000).rounded() / 1000
                max = ((sorted.last ?? 0) * 1000).rounded() / 1000
            }
        }

        static func milliseconds(_ body: () throws -> Void) rethrows -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        }

        /// A fixed query list: everyday words, prefixes, typos, multi-word and brand-ish queries.
        static let queries = [
            "banana", "egg", "whole milk", "chicken breast", "greek yogurt", "peanut butter", "apple", "rice", "olive oil",
            "oats", "bread", "cheddar", "salmon", "broccoli", "coke", "orange juice", "pizza", "cheeseburger", "almonds", "pasta",
            "bana", "chick", "yog", "spagh", "bannana", "chese", "yougurt", "tomatoe soup", "protein bar", "granola",
            "chocolate chip cookie", "tortilla chips", "ice cream", "coffee", "beer", "sweet potato", "ground beef", "tuna",
            "strawberries", "cereal", "soup", "cheese pizza", "hummus", "bagel", "sausage", "crackers", "salsa", "burrito",
        ]

        struct Search: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Food search latency over a fixed query list, beside a naive LIKE scan and a bare FTS5 BM25 query as baselines.")
            @Option(help: "Rounds over the query list.") var rounds: Int = 5
            @Flag(help: "Skip the naive baseline.") var noBaseline = false
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            struct Report: Encodable {
                var foods: Int
                var brandedFoods: Int
                var queries: Int
                var tally: Latency
                var baseline: Latency?
                /// A bare BM25 full-text query over the same indexes, same rounds.
                var bareFullText: Latency?
                var medianSpeedup: Double?
                var slowest: [QueryTime]
                /// Reading the vocabularies and generic names once, as `tally serve` does at start (ms).
                var searchPreparation: Double
                /// Each query the first time it is seen after start (one pass before the rounds).
                var firstSight: Latency
            }

            struct QueryTime: Encodable {
                var query: String
                var p50: Double
            }

            func run() throws {
                let database = try store.openDatabase()
                let now = try store.clock().now()
                // What `tally serve` does in the background at start.
                let preparation = try Bench.milliseconds { try database.prepareSearch() }
                // The first pass is each query's first sight (nothing kept from an earlier search, a cold page
                // cache): reported apart; the rounds measure the steady state.
                var firstSight: [Double] = []
                for query in Bench.queries {
                    firstSight.append(try Bench.milliseconds { _ = try database.searchFoods(query, limit: 20, now: now) })
                }
                var samples: [Double] = []
                var byQuery: [String: [Double]] = [:]
                for _ in 0..<max(1, rounds) {
                    for query in Bench.queries {
                        let time = try Bench.milliseconds { _ = try database.searchFoods(query, limit: 20, now: now) }
                        samples.append(time)
                        byQuery[query, default: []].append(time)
                    }
                }
                let slowest = byQuery.map { QueryTime(query: $0.key, p50: Latency($0.value).p50) }.sorted { $0.p50 > $1.p50 }.prefix(5)
                var baseline: Latency?
                var fullText: Latency?
                if !noBaseline {
                    var naive: [Double] = []
                    for query in Bench.queries {
                        naive.append(try Bench.milliseconds { _ = try database.naiveSearch(query, limit: 20) })
                    }
                    baseline = Latency(naive)
                    for query in Bench.queries { _ = try database.bareFullTextSearch(query, limit: 20) }
                    var bare: [Double] = []
                    for _ in 0..<max(1, rounds) {
                        for query in Bench.queries {
                            bare.append(try Bench.milliseconds { _ = try database.bareFullTextSearch(query, limit: 20) })
                        }
                    }
                    fullText = Latency(bare)
                }
                let tally = Latency(samples)
                let report = Report(
                    foods: try database.foodCount(), brandedFoods: try database.foodCount(source: .usdaBranded),
                    queries: Bench.queries.count, tally: tally, baseline: baseline, bareFullText: fullText,
                    medianSpeedup: baseline.map { ($0.p50 / max(tally.p50, 0.001) * 10).rounded() / 10 }, slowest: Array(slowest), searchPreparation: (preparation * 10).rounded() / 10,
                    firstSight: Latency(firstSight))
                if jsonFlag.json { try Output.json(report); return }
                Output.line("Foods: \(report.foods) (\(report.brandedFoods) branded), \(report.queries) queries × \(rounds) rounds")
                Output.line("tally search   p50 \(tally.p50) ms · p90 \(tally.p90) ms · p99 \(tally.p99) ms · max \(tally.max) ms")
                if let baseline {
                    Output.line("LIKE baseline  p50 \(baseline.p50) ms · p90 \(baseline.p90) ms · p99 \(baseline.p99) ms (one round)")
                    Output.line("Median speed-up over the baseline: \(report.medianSpeedup ?? 0)×")
                }
                if let fullText {
                    Output.line("bare FTS5 BM25 p50 \(fullText.p50) ms · p90 \(fullText.p90) ms · p99 \(fullText.p99) ms (same rounds)")
                }
                Output.line("first sight    p50 \(report.firstSight.p50) ms · p90 \(report.firstSight.p90) ms · p99 \(report.firstSight.p99) ms (each query once, right after start)")
                Output.line("Search preparation (done once at server start): \(report.searchPreparation) ms")
                Output.line("Slowest queries (p50): " + report.slowest.map { "\($0.query) \($0.p50) ms" }.joined(separator: " · "))
            }
        }

        struct Days: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "A day's read (GET /api/v1/days/{date}: the day view and its JSON) over days spread across the whole history.",
                discussion: """
                    Each sample reads one day: the view (entries, workouts, catalog, rules, targets) and its JSON answer. The \
                    baseline, from the same run, is the bare indexed read of that day's entry rows. Days are spread evenly from \
                    the first logged day to today, so a cost that grew with history would show as a spread between p50 and p99.
                    """)
            @Option(help: "Days sampled.") var days: Int = 200
            @Option(help: "Rounds over the sampled days.") var rounds: Int = 5
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            struct Report: Encodable {
                var from: Day
                var to: Day
                var entries: Int
                var days: Int
                /// Nothing cached: the first read of a day after a write changed what it is computed from.
                var dayViewUncached: Latency
                var dayView: Latency
                var dayViewAndJSON: Latency
                var bareEntryRead: Latency
                /// GET /api/v1/history for the year before today, from the kept day totals.
                var historyYear: Latency
                /// The same year worked out from every entry (what history did before day totals were kept).
                var historyYearFromEntries: Latency
            }

            func run() throws {
                let database = try store.openDatabase()
                let clock = try store.clock()
                let today = try database.today(clock: clock)
                let from = try database.firstEntryDay() ?? today
                let span = max(0, from.distance(to: today))
                let sampled = (0..<max(1, days)).map { from.adding(days: span * $0 / max(1, days - 1)) }
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                for day in sampled.prefix(20) { _ = try encoder.encode(try database.dayView(day, clock: clock).report(timeZone: clock.timeZone)) }
                var uncached: [Double] = [], view: [Double] = [], full: [Double] = [], bare: [Double] = []
                for _ in 0..<max(1, rounds) {
                    for day in sampled {
                        database.clearReadCache()
                        uncached.append(try Bench.milliseconds { _ = try database.dayView(day, clock: clock) })
                        view.append(try Bench.milliseconds { _ = try database.dayView(day, clock: clock) })
                        full.append(try Bench.milliseconds { _ = try encoder.encode(try database.dayView(day, clock: clock).report(timeZone: clock.timeZone)) })
                        bare.append(try Bench.milliseconds { _ = try database.entryRows(on: day) })
                    }
                }
                var history: [Double] = [], historyFromEntries: [Double] = []
                let yearAgo = today.adding(days: -364)
                for _ in 0..<max(1, rounds) {
                    database.clearReadCache()
                    history.append(try Bench.milliseconds { _ = try encoder.encode(try database.historyReport(from: yearAgo, to: today)) })
                    historyFromEntries.append(
                        try Bench.milliseconds { _ = try encoder.encode(HistoryReport(from: yearAgo, to: today, summaries: try database.history(from: yearAgo, to: today))) })
                }
                let report = Report(
                    from: from, to: today, entries: try database.entryCount(), days: sampled.count, dayViewUncached: Latency(uncached), dayView: Latency(view), dayViewAndJSON: Latency(full),
                    bareEntryRead: Latency(bare), historyYear: Latency(history), historyYearFromEntries: Latency(historyFromEntries))
                if jsonFlag.json { try Output.json(report); return }
                Output.line("\(report.entries) entries from \(from) to \(today); \(sampled.count) days × \(rounds) rounds")
                for (name, l) in [("day view, nothing cached", report.dayViewUncached), ("day view                ", report.dayView), ("day view + JSON         ", report.dayViewAndJSON), ("bare entry read         ", report.bareEntryRead), ("history, a year (kept)  ", report.historyYear),
                    ("history, from entries   ", report.historyYearFromEntries)] {
                    Output.line("\(name) p50 \(l.p50) ms · p90 \(l.p90) ms · p99 \(l.p99) ms · max \(l.max) ms")
                }
            }
        }

        struct Parse: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Typed-meal parsing latency per meal.")
            @Option(help: "A JSON-lines file of {\"id\",\"text\"} (default: a built-in list).") var batch: String?
            @Option(help: "Rounds over the meals.") var rounds: Int = 3
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            static let meals = [
                "3 scrambled eggs with cheddar", "a bowl of tomato soup and a grilled cheese sandwich",
                "150 g salmon with 200 g roasted potatoes", "greek yogurt with a handful of almonds",
                "two tacos and a glass of lemonade", "a turkey sandwich on rye with mustard",
                "1/2 cup cottage cheese and a pear", "spaghetti with meat sauce, about 300 g",
                "an orange, a string cheese and 10 crackers", "a latte with oat milk and a blueberry muffin",
            ]

            struct Report: Encodable {
                var meals: Int
                var latency: Latency
                /// Reading the vocabularies and generic names once, as `tally serve` does at start (ms).
                var searchPreparation: Double
                /// Each meal the first time it is read after start (one pass before the rounds).
                var firstSight: Latency
                var slowest: [QueryTime]
            }

            struct QueryTime: Encodable {
                var meal: String
                var p50: Double
                var firstSight: Double
            }

            func run() throws {
                let database = try store.openDatabase()
                let now = try store.clock().now()
                let preparation = try Bench.milliseconds { try database.prepareSearch() }
                var texts = Parse.meals
                if let batch {
                    let data = try Data(contentsOf: URL(fileURLWithPath: batch))
                    texts = String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
                        (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["text"] as? String
                    }
                }
                // The first pass is each meal's first sight (nothing kept from earlier searches): reported apart.
                var firstSight: [Double] = []
                for text in texts { firstSight.append(try Bench.milliseconds { _ = try database.parseMeal(text, now: now) }) }
                var samples: [Double] = []
                var byMeal: [[Double]] = Array(repeating: [], count: texts.count)
                for _ in 0..<max(1, rounds) {
                    for (index, text) in texts.enumerated() {
                        let time = try Bench.milliseconds { _ = try database.parseMeal(text, now: now) }
                        samples.append(time)
                        byMeal[index].append(time)
                    }
                }
                let slowest = texts.indices.map { QueryTime(meal: texts[$0], p50: Latency(byMeal[$0]).p50, firstSight: firstSight[$0]) }
                    .sorted { $0.p50 > $1.p50 }.prefix(5)
                let report = Report(
                    meals: texts.count, latency: Latency(samples), searchPreparation: (preparation * 10).rounded() / 10,
                    firstSight: Latency(firstSight), slowest: Array(slowest))
                if jsonFlag.json { try Output.json(report); return }
                let l = report.latency
                Output.line("\(report.meals) meals × \(rounds) rounds: p50 \(l.p50) ms · p90 \(l.p90) ms · p99 \(l.p99) ms per meal")
                Output.line("First sight: p50 \(report.firstSight.p50) ms · p99 \(report.firstSight.p99) ms (each meal once, right after start)")
                Output.line("Search preparation (done once at server start): \(report.searchPreparation) ms")
                Output.line("Slowest meals (p50, first sight): " + report.slowest.map { "\($0.meal) \($0.p50) ms, \($0.firstSight) ms" }.joined(separator: " · "))
            }
        }

        struct Lab: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "The Lab's latency on this data: every insight card, a comparison over all days, Today's Lab panel and two periods.",
                discussion: """
                    Each round reads from the database and computes from scratch (nothing is cached between rounds). The baseline is \
                    Today's day view without the Lab, from the same run. Load data first, e.g. tally demo --years 5.
                    """)
            @Option(help: "Rounds.") var rounds: Int = 20
            @Option(help: "Metric A of the comparison.") var a = "kcal"
            @Option(help: "Metric B of the comparison (default: the most logged lift's e1RM, else weight).") var b: String?
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            struct Report: Encodable {
                var from: Day
                var to: Day
                var rounds: Int
                var cardCount: Int
                var comparison: [String]
                var cardsAndCompare: Latency
                var cards: Latency
                var compareAll: Latency
                /// The comparison's read alone, and its statistics alone (data already in memory).
                var compareRead: Latency
                var compareStatistics: Latency
                var panel: Latency
                var periods: Latency
                var todayBaseline: Latency
            }

            func run() throws {
                let database = try store.openDatabase()
                let clock = try store.clock()
                let metrics = try database.labMetrics(range: "all", clock: clock)
                let lifts = try database.workouts().flatMap(\.sets).reduce(into: [String: Int]()) { $0[$1.exerciseName, default: 0] += 1 }
                let topLift = lifts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
                let b = self.b ?? topLift.map { "e1rm:\($0)" }.flatMap { key in metrics.first { $0.key == key }?.key } ?? "weight"
                let (from, to) = try database.labRange("all", clock: clock)
                let today = to
                let first = today.adding(days: -55)...today.adding(days: -28), second = today.adding(days: -27)...today
                // Warm-up: the page cache and lazily built tables are not what is measured.
                let cardCount = try database.labCards(clock: clock).count
                _ = try database.labCompare(a, b, range: "all", clock: clock)
                var both: [Double] = [], cards: [Double] = [], compare: [Double] = [], panel: [Double] = [], periods: [Double] = [], baseline: [Double] = []
                var reads: [Double] = [], statistics: [Double] = []
                let parts = LabCatalog.parts(for: a).union(LabCatalog.parts(for: b))
                let inMemory = try database.labData(from: from, to: to, parts: parts)
                let seriesA = LabCatalog.series(try LabCatalog.metric(a, in: inMemory), in: inMemory)
                let seriesB = LabCatalog.series(try LabCatalog.metric(b, in: inMemory), in: inMemory)
                for _ in 0..<max(1, rounds) {
                    let cardTime = try Bench.milliseconds { _ = try database.labCards(clock: clock) }
                    let compareTime = try Bench.milliseconds { _ = try database.labCompare(a, b, range: "all", clock: clock) }
                    cards.append(cardTime)
                    compare.append(compareTime)
                    both.append(cardTime + compareTime)
                    panel.append(try Bench.milliseconds { _ = try database.labPanel(clock: clock) })
                    periods.append(try Bench.milliseconds { _ = try database.labPeriods(first: first, second: second) })
                    reads.append(try Bench.milliseconds { _ = try database.labData(from: from, to: to, parts: parts) })
                    statistics.append(Bench.milliseconds { _ = LabCompare.compare(seriesA, seriesB, from: from, to: to, range: "all") })
                    baseline.append(try Bench.milliseconds { _ = try database.dayView(nil, clock: clock) })
                }
                let report = Report(
                    from: from, to: to, rounds: max(1, rounds), cardCount: cardCount, comparison: [a, b], cardsAndCompare: Latency(both),
                    cards: Latency(cards), compareAll: Latency(compare), compareRead: Latency(reads), compareStatistics: Latency(statistics), panel: Latency(panel), periods: Latency(periods), todayBaseline: Latency(baseline))
                if jsonFlag.json { try Output.json(report); return }
                Output.line("Data \(from) to \(to) (\(from.distance(to: to) + 1) days), \(report.rounds) rounds, \(cardCount) cards")
                func line(_ name: String, _ l: Latency) { Output.line("\(name.padding(toLength: 34, withPad: " ", startingAt: 0)) p50 \(l.p50) ms · p90 \(l.p90) ms · max \(l.max) ms") }
                line("all cards + compare \(a) × \(b)", report.cardsAndCompare)
                line("  all cards (half a year)", report.cards)
                line("  compare over all days", report.compareAll)
                line("    its read", report.compareRead)
                line("    its statistics", report.compareStatistics)
                line("Today's Lab panel", report.panel)
                line("two periods (4 weeks each)", report.periods)
                line("baseline: Today without the Lab", report.todayBaseline)
            }
        }
    }
}

import ArgumentParser
import Foundation
import TallyCore
import TallyStore

extension TallyCommand {
    struct Bench: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Measure Tally on this machine: food search and typed-meal parsing.",
            subcommands: [Search.self, Parse.self])

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
            "oats", "bread", "cheddar", "salmon", "broccoli", "coke", "orange juice", "pizza", "big mac", "almonds", "pasta",
            "bana", "chick", "yog", "spagh", "brocoli", "chiken", "avacado", "scrambeled eggs", "protein bar", "granola",
            "chocolate chip cookie", "tortilla chips", "ice cream", "coffee", "beer", "sweet potato", "ground beef", "tuna",
            "strawberries", "cereal", "soup", "cheese pizza", "hummus", "bagel", "sausage", "crackers", "salsa", "burrito",
        ]

        struct Search: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Food search latency over a fixed query list, beside a naive LIKE scan as the baseline.")
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
                var medianSpeedup: Double?
            }

            func run() throws {
                let database = try store.openDatabase()
                let now = try store.clock().now()
                // One warm-up pass so the page cache is not what is measured.
                for query in Bench.queries { _ = try database.searchFoods(query, limit: 20, now: now) }
                var samples: [Double] = []
                for _ in 0..<max(1, rounds) {
                    for query in Bench.queries {
                        samples.append(try Bench.milliseconds { _ = try database.searchFoods(query, limit: 20, now: now) })
                    }
                }
                var baseline: Latency?
                if !noBaseline {
                    var naive: [Double] = []
                    for query in Bench.queries {
                        naive.append(try Bench.milliseconds { _ = try database.naiveSearch(query, limit: 20) })
                    }
                    baseline = Latency(naive)
                }
                let tally = Latency(samples)
                let report = Report(
                    foods: try database.foodCount(), brandedFoods: try database.foodCount(source: .usdaBranded),
                    queries: Bench.queries.count, tally: tally, baseline: baseline,
                    medianSpeedup: baseline.map { ($0.p50 / max(tally.p50, 0.001) * 10).rounded() / 10 })
                if jsonFlag.json { try Output.json(report); return }
                Output.line("Foods: \(report.foods) (\(report.brandedFoods) branded), \(report.queries) queries × \(rounds) rounds")
                Output.line("tally search   p50 \(tally.p50) ms · p90 \(tally.p90) ms · p99 \(tally.p99) ms · max \(tally.max) ms")
                if let baseline {
                    Output.line("LIKE baseline  p50 \(baseline.p50) ms · p90 \(baseline.p90) ms · p99 \(baseline.p99) ms (one round)")
                    Output.line("Median speed-up over the baseline: \(report.medianSpeedup ?? 0)×")
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
                "2 large eggs scrambled with a tablespoon of butter and a slice of whole wheat toast",
                "a banana and a tablespoon of peanut butter", "Big Mac, medium fries and a 12 oz coke",
                "1 cup white rice and 1/2 cup black beans", "coffee with 2 tbsp half and half and a tsp of sugar",
                "salad with 2 cups spinach, 1/2 cup cherry tomatoes, 1/2 cup cucumber slices, 3 oz grilled chicken, 2 tbsp ranch",
                "about 350 g of chicken pad thai", "6 oz grilled chiken breast with 1 cup steamed green beans",
                "a cup of oatmeal made with water", "two slices of pizza and a diet coke",
            ]

            struct Report: Encodable {
                var meals: Int
                var latency: Latency
            }

            func run() throws {
                let database = try store.openDatabase()
                let now = try store.clock().now()
                var texts = Parse.meals
                if let batch {
                    let data = try Data(contentsOf: URL(fileURLWithPath: batch))
                    texts = String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
                        (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["text"] as? String
                    }
                }
                for text in texts { _ = try database.parseMeal(text, now: now) }
                var samples: [Double] = []
                for _ in 0..<max(1, rounds) {
                    for text in texts { samples.append(try Bench.milliseconds { _ = try database.parseMeal(text, now: now) }) }
                }
                let report = Report(meals: texts.count, latency: Latency(samples))
                if jsonFlag.json { try Output.json(report); return }
                let l = report.latency
                Output.line("\(report.meals) meals × \(rounds) rounds: p50 \(l.p50) ms · p90 \(l.p90) ms · p99 \(l.p99) ms per meal")
            }
        }
    }
}

import Foundation
import GRDB
import TallyTestSupport
import Testing

@testable import TallyCore
@testable import TallyStore

/// Day reads are cached under revision tokens that every write replaces. After random writes, edits
/// and deletes — some through a second connection, as the CLI writes while the server runs — every
/// day a long-lived instance answers must equal a full recomputation by a fresh instance, and its
/// category totals must equal the entries' portions summed straight from the table.
struct ReadCacheTests {
    let clock = AppClock.berlin("2026-11-21 12:00")

    /// Per category name, the day's portions summed from the entry rows (no Tally code involved).
    static func portionsFromRows(_ database: AppDatabase, day: Day) throws -> [String: Int] {
        // A fresh connection's plain SQL over the rows, on either engine.
        try database.storage.read { db in
            var result: [String: Int] = [:]
            for row in try SQLRow.fetchAll(
                db,
                sql: "SELECT c.name, round(sum(e.portions) * 10) FROM entry e JOIN category c ON c.id = e.categoryId WHERE e.day = ? GROUP BY c.name",
                arguments: [day.description])
            {
                guard let name: String = row[0] else { continue }
                result[name] = Int(clamping: Int64(exactly: row.number(at: 1) ?? 0) ?? 0)
            }
            return result
        }
    }

    static func json(_ view: AppDatabase.DayView) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(view.report(timeZone: TimeZone(identifier: "Europe/Berlin")!)), as: UTF8.self)
    }

    @Test func cachedDaysEqualAFullRecomputationAfterRandomWrites() throws {
        let directory = try TemporaryDirectory()
        let server = try TestStore.open(directory: directory.url, loadsGenericFoods: false)
        let cli = try TestStore.open(directory: directory.url, loadsGenericFoods: false)
                let days = (0..<6).map { Day("2026-11-16")!.adding(days: $0) }
        let categories = ["Vegetables", "Fruit", "Dairy", "Treats", "Protein Sources"]
        var random = SeededGenerator(seed: 20_261_121)
        var ids: [Int64] = []

        for step in 0..<120 {
            let writer = Bool.random(using: &random) ? server : cli
            let day = days.randomElement(using: &random) ?? days[0]
            let at = "\(day) \(String(format: "%02d", Int.random(in: 8...21, using: &random))):15"
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5:
                let category = categories.randomElement(using: &random) ?? "Fruit"
                let portions = ["0.5", "1", "1.5", "2"].randomElement(using: &random) ?? "1"
                ids.append(try writer.logEntry(EntryRequest(category: category, portions: portions, at: at), clock: clock).id)
            case 5, 6:
                if let id = ids.randomElement(using: &random) {
                    _ = try writer.editEntry(id: id, changes: EntryChanges(portions: "3", at: at), clock: clock)
                }
            case 7:
                if let index = ids.indices.randomElement(using: &random) {
                    _ = try writer.deleteEntry(id: ids.remove(at: index))
                }
            case 8:
                _ = try writer.addMeasurement(kind: .weight, value: String(format: "%.1f", Double.random(in: 70...90, using: &random)), unit: "kg", date: "\(day)", note: nil, clock: clock)
            default:
                let kind: TargetRule = Bool.random(using: &random) ? .atLeast(Portions(tenths: 20)) : .atMost(Portions(tenths: 10))
                _ = try writer.setCategoryTarget(categories.randomElement(using: &random) ?? "Fruit", kind, clock: clock)
            }
            // The long-lived instance reads every day (filling its cache); a fresh one recomputes.
            let fresh = try TestStore.open(directory: directory.url, loadsGenericFoods: false)
            for day in days {
                let cached = try server.dayView(day, clock: clock)
                #expect(try Self.json(cached) == Self.json(try fresh.dayView(day, clock: clock)), "step \(step), \(day)")
                let totals = Dictionary(uniqueKeysWithValues: cached.summary.categories.compactMap { line in
                    line.total.tenths == 0 ? nil : (line.category.name, line.total.tenths)
                })
                #expect(totals.filter { categories.contains($0.key) } == (try Self.portionsFromRows(cli, day: day)), "step \(step), \(day)")
            }
        }
        // The rendered (API) answer follows the same tokens.
        let rendered = try server.renderedDay(days[2], clock: clock, name: "test") { try Self.json($0) }
        _ = try cli.logEntry(EntryRequest(category: "Fruit", portions: "1", at: "\(days[2]) 10:00"), clock: clock)
        let after = try server.renderedDay(days[2], clock: clock, name: "test") { try Self.json($0) }
        #expect(rendered != after)
        #expect(after == (try Self.json(try server.dayView(days[2], clock: clock))))

        // What a request serves from its own thread is the kept rendering only while nothing changed:
        // after a write through the other connection there is none until it is rendered again.
        #expect(try server.keptRenderedDay(days[2], clock: clock, name: "test", as: String.self) == after)
        let stamp = try server.keptRevisionStamp(clock: clock)
        #expect(stamp != nil)
        _ = try cli.logEntry(EntryRequest(category: "Dairy", portions: "1", at: "\(days[2]) 11:00"), clock: clock)
        #expect(try server.keptRenderedDay(days[2], clock: clock, name: "test", as: String.self) == nil)
        #expect(try server.keptRevisionStamp(clock: clock) != stamp)
        let again = try server.renderedDay(days[2], clock: clock, name: "test") { try Self.json($0) }
        #expect(again != after)
        #expect(try server.keptRenderedDay(days[2], clock: clock, name: "test", as: String.self) == again)
        #expect(try server.keptRenderedDay(days[3], clock: clock, name: "test", as: String.self) == nil)
    }
}

/// Search keeps foods between searches (names read for ranking, whole rows) under content tokens and
/// overlays usage per snapshot. After random adds, edits, deletes, favorites, mappings and logging —
/// some through a second connection — a long-lived instance must answer every search exactly as a
/// fresh instance that has kept nothing.
struct KeptSearchFoodsTests {
    let clock = AppClock.berlin("2026-11-21 12:00")

    struct Answer: Equatable {
        var id: Int64
        var name: String
        var kcal: Double?
        var isFavorite: Bool
        var useCount: Int
        var category: Int64?
    }

    static func answers(_ database: AppDatabase, _ query: String, now: Date) throws -> [Answer] {
        try database.searchFoods(query, limit: 10, now: now).map {
            Answer(
                id: $0.food.id, name: $0.food.name, kcal: $0.food.nutrientsPer100g[.kcal], isFavorite: $0.food.isFavorite,
                useCount: $0.food.useCount, category: $0.food.categoryID)
        }
    }

    @Test func keptFoodsAnswerLikeAFreshInstanceAfterRandomWrites() throws {
        let directory = try TemporaryDirectory()
        let server = try TestStore.open(directory: directory.url, loadsGenericFoods: false)
        let cli = try TestStore.open(directory: directory.url, loadsGenericFoods: false)
        let words = ["Maple", "Oat", "Crunch", "Berry", "Lentil", "Stew", "Rye", "Loaf", "Apricot", "Bar"]
        let queries = ["oat", "berry crunch", "lentil", "maple bar", "stew", "aprcot"]
        var random = SeededGenerator(seed: 20_261_123)
        var ids: [Int64] = []
        try server.prepareSearch()
        for step in 0..<70 {
            let writer = Bool.random(using: &random) ? server : cli
            let name = (0..<Int.random(in: 1...3, using: &random)).map { _ in words.randomElement(using: &random) ?? "Oat" }.joined(separator: " ")
            let kcal = String(Int.random(in: 50...500, using: &random))
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<3:
                let draft = CustomFoodDraft(
                    name: "\(name) \(step)", servingName: "1 serving", servingGrams: "100",
                    nutrients: [.kcal: kcal, .protein: "5", .carbs: "10", .fat: "2"], force: true)
                ids.append(try writer.addCustomFood(draft).food.id)
            case 3:
                if let id = ids.randomElement(using: &random) {
                    _ = try writer.editFood(id: id) { draft in
                        var draft = draft
                        draft.name = "\(name) renamed \(step)"
                        draft.nutrients[.kcal] = kcal
                        draft.force = true
                        return draft
                    }
                }
            case 4:
                if let index = ids.indices.randomElement(using: &random) {
                    try writer.deleteFood(id: ids.remove(at: index))
                }
            case 5, 6:
                if let id = ids.randomElement(using: &random) { try writer.setFavorite(id: id, Bool.random(using: &random)) }
            case 7:
                if let id = ids.randomElement(using: &random) {
                    try writer.setFoodMapping(id: id, category: "Fruit", portions: "1", gramsPerPortion: nil)
                }
            default:
                if let id = ids.randomElement(using: &random) {
                    _ = try writer.logFood("#\(id)", amount: try FoodAmount.parse("100 g"), meal: nil, at: nil, note: nil, clock: clock)
                }
            }
            let fresh = try TestStore.open(directory: directory.url, loadsGenericFoods: false)
            for query in queries {
                let kept = try Self.answers(server, query, now: clock.now())
                let expected = try Self.answers(fresh, query, now: clock.now())
                #expect(kept == expected, "step \(step), '\(query)'")
            }
        }
        #expect(ids.count > 5)
    }
}

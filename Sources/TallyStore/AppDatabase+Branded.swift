import Foundation
import TallyCore

extension AppDatabase {
    public struct ImportCount: Sendable, Equatable {
        public var added = 0
        public var alreadyPresent = 0
    }

    /// Adds branded foods from `next()` until it returns nil, in one transaction: a re-run adds only
    /// what is missing (foods are keyed by their source row), an interrupted run adds nothing.
    public func importBrandedFoods(next: () throws -> Food?, progress: (ImportCount) -> Void) throws -> ImportCount {
        try write { db in
            var count = ImportCount()
            let insert = """
                INSERT INTO food (key, source, name, foodGroup, nutrients, measures, servingName, servingGrams, barcode)
                VALUES (?, 'usda-branded', ?, ?, ?, '[]', ?, ?, ?) ON CONFLICT DO NOTHING
                """
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            while let food = try next() {
                let nutrients = String(decoding: try encoder.encode(food.nutrientsPer100g.rounded(places: 3)), as: UTF8.self)
                if let id = try db.insertReturningID(
                    sql: insert, arguments: [food.key, food.name, food.group, nutrients, food.servingName, food.servingGrams, food.barcode])
                {
                    try SearchIndex.add(db, foodID: id, name: food.name, brand: nil, source: .usdaBranded)
                    count.added += 1
                } else {
                    count.alreadyPresent += 1
                }
                if (count.added + count.alreadyPresent) % 5_000 == 0 { progress(count) }
            }
            progress(count)
            return count
        }
    }
}

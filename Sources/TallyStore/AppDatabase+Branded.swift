import Foundation
import GRDB
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
            let insert = try db.makeStatement(
                sql: """
                    INSERT OR IGNORE INTO food (key, source, name, foodGroup, nutrients, measures, servingName, servingGrams, barcode)
                    VALUES (?, 'usda-branded', ?, ?, ?, '[]', ?, ?, ?)
                    """)
            let index = try db.makeStatement(sql: "INSERT INTO brandedSearch (rowid, name, brand) VALUES (?, ?, NULL)")
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            while let food = try next() {
                let nutrients = String(decoding: try encoder.encode(food.nutrientsPer100g.rounded(places: 3)), as: UTF8.self)
                try insert.execute(arguments: [food.key, food.name, food.group, nutrients, food.servingName, food.servingGrams, food.barcode])
                if db.changesCount > 0 {
                    try index.execute(arguments: [SearchIndex.brandedRowID(foodID: db.lastInsertedRowID, name: food.name), food.name])
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

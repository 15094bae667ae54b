import Foundation
import TallyCore

extension AppDatabase {
    /// The local food printed with this barcode, in whichever form it was stored (UPC-A, EAN-13,
    /// padded GTIN-14): the person's own foods first, then products cached from Open Food Facts, then
    /// branded foods.
    public func food(barcode: Barcode) throws -> Food? {
        let preference: [FoodSource] = [.custom, .recipe, .openFoodFacts, .usdaBranded]
        return try read { db in
            let forms = barcode.lookupForms
            let found: [Food] = try FoodRecord.fetchAll(
                db, where: "barcode IN (\(FoodRecord.placeholders(forms.count))) AND isDeleted = FALSE", arguments: SQLArguments(forms)
            ).map(\.food)
            return found
                .min { (preference.firstIndex(of: $0.source) ?? 9, $0.id) < (preference.firstIndex(of: $1.source) ?? 9, $1.id) }
        }
    }

    /// Keeps an Open Food Facts product as a food (its source says where it came from); a product
    /// looked up again is refreshed, keeping what the person set on it (favorite, notes, portion mapping, use).
    public func cacheOpenFoodFacts(_ product: Food) throws -> Food {
        guard product.source == .openFoodFacts, let key = product.key else {
            throw TallyError.invalid(field: "food", "only Open Food Facts products are cached")
        }
        return try write { db in
            if let existing = try FoodRecord.fetchOne(db, where: "key = ?", arguments: [key]), let id = existing.id {
                var refreshed = product
                let kept = existing.food
                refreshed.id = id
                refreshed.isFavorite = kept.isFavorite
                refreshed.notes = kept.notes
                refreshed.categoryID = kept.categoryID
                refreshed.gramsPerPortion = kept.gramsPerPortion
                refreshed.useCount = kept.useCount
                refreshed.lastUsedAt = kept.lastUsedAt
                try AppDatabase.updateFood(db, refreshed)
                return refreshed
            }
            return try AppDatabase.insertFood(db, product)
        }
    }
}

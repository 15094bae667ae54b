import Foundation
import Testing

/// `tally foods barcode` and `tally settings open-food-facts` as a user types them.
struct BarcodeCLITests {
    @Test func barcodesAreCheckedFoundLocallyAndNeverSentAnywhereUnlessAsked() throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        let bad = try tally.run(["foods", "barcode", "4006381333932"])
        #expect(bad.status != 0 && bad.stderr.contains("check digit should be 1"))
        // Off by default, and the closed port proves nothing is asked.
        let offline = try tally.run(["foods", "barcode", "4006381333931"], environment: ["TALLY_OFF_URL": "http://127.0.0.1:9"])
        #expect(offline.status != 0 && offline.stderr.contains("tally settings open-food-facts on"))
        #expect(try tally.run(["foods", "add", "Oat bar", "--serving-grams", "40", "--kcal", "180", "--barcode", "4006381333931"]).status == 0)
        let found = try tally.json(["foods", "barcode", "4006-3813-3393-1"])
        #expect(found["origin"] as? String == "local" && found["kind"] as? String == "EAN-13")
        #expect((found["food"] as? [String: Any])?["name"] as? String == "Oat bar")
        #expect(try tally.json(["settings", "open-food-facts", "on"])["openFoodFacts"] as? Bool == true)
        let unreachable = try tally.run(["foods", "barcode", "96385074"], environment: ["TALLY_OFF_URL": "http://127.0.0.1:9"])
        #expect(unreachable.status != 0 && unreachable.stderr.contains("Open Food Facts could not be reached"))
    }
}

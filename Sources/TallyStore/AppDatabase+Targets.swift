import Foundation
import TallyCore

extension AppDatabase {
    static let targetPrefix = "target."

    /// Daily nutrient targets the user set by hand (`tally targets set`), by nutrient.
    public func nutritionTargetOverrides() throws -> [NutrientKey: Double] {
        try read(AppDatabase.fetchTargetOverrides)
    }

    /// The overrides in force on a day.
    static func fetchTargetOverrides(_ db: SQLConnection, asOf day: Day) throws -> [NutrientKey: Double] {
        var result: [NutrientKey: Double] = [:]
        for (key, values) in try settingHistory(db, prefix: targetPrefix) {
            guard let value = values.last(where: { $0.day <= day })?.value.flatMap(Double.init) else { continue }
            result[NutrientKey(String(key.dropFirst(targetPrefix.count)))] = value
        }
        return result
    }

    static func fetchTargetOverrides(_ db: SQLConnection) throws -> [NutrientKey: Double] {
        let rows = try SettingRecord.fetchAll(db, where: "key LIKE ?", arguments: ["\(targetPrefix)%"])
        var result: [NutrientKey: Double] = [:]
        for row in rows {
            if let value = Double(row.value) { result[NutrientKey(String(row.key.dropFirst(targetPrefix.count)))] = value }
        }
        return result
    }
}

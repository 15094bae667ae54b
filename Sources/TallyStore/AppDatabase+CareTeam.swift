import Foundation
import TallyCore

extension AppDatabase {
    static let doctorKey = "careTeam.doctor"
    static let nutritionSpecialistKey = "careTeam.nutritionSpecialist"

    public func careTeam() throws -> CareTeam {
        try read { db in
            CareTeam(
                doctor: try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [Self.doctorKey]),
                nutritionSpecialist: try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [Self.nutritionSpecialistKey]))
        }
    }

    /// Sets the names given (nil leaves one as it is; an empty name clears it).
    public func updateCareTeam(doctor: String?, nutritionSpecialist: String?) throws -> CareTeam {
        let cleaned = try [(Self.doctorKey, doctor, "doctor"), (Self.nutritionSpecialistKey, nutritionSpecialist, "nutritionSpecialist")].map { key, value, field in
            (key, value, try value.map { try Limits.text($0, field: field, maximum: Limits.nameLength) ?? "" })
        }
        try write { db in
            for (key, given, value) in cleaned where given != nil {
                if let value, !value.isEmpty {
                    try AppDatabase.saveSetting(db, key: key, value: value)
                } else {
                    try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [key])
                }
            }
        }
        return try careTeam()
    }

    public func careMeetings() throws -> [CareMeeting] {
        try read { db in
            try SQLRow.fetchAll(db, sql: "SELECT id, day, provider, notes FROM careMeeting ORDER BY day DESC, id DESC").compactMap { row in
                guard let id = row.integer(at: 0), let day = row.text(at: 1).flatMap(Day.init), let provider = row.text(at: 2).flatMap(CareProvider.init(rawValue:))
                else { return nil }
                return CareMeeting(id: id, date: day, provider: provider, notes: row.text(at: 3))
            }
        }
    }

    public func addCareMeeting(date: String, provider: String, notes: String?) throws -> CareMeeting {
        let (day, kind, text) = try CareMeeting.draft(date: date, provider: provider, notes: notes)
        return try write { db in
            let id = try db.insertReturningID(
                sql: "INSERT INTO careMeeting (day, provider, notes) VALUES (?, ?, ?)", arguments: [day.description, kind.rawValue, text])
            return CareMeeting(id: id ?? 0, date: day, provider: kind, notes: text)
        }
    }

    public func deleteCareMeeting(id: Int64) throws -> CareMeeting {
        guard let meeting = try careMeetings().first(where: { $0.id == id }) else {
            throw TallyError.notFound(field: "id", "no care-team meeting \(id)")
        }
        try write { db in try db.execute(sql: "DELETE FROM careMeeting WHERE id = ?", arguments: [id]) }
        return meeting
    }
}

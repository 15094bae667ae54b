import Foundation

/// Who looks after a person (seed 000's settings: a doctor and a nutrition specialist).
public struct CareTeam: Codable, Sendable, Equatable {
    public var doctor: String?
    public var nutritionSpecialist: String?

    public init(doctor: String? = nil, nutritionSpecialist: String? = nil) {
        self.doctor = doctor
        self.nutritionSpecialist = nutritionSpecialist
    }

    /// Names not set are written as null, so every key is always there.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(doctor, forKey: .doctor)
        try container.encode(nutritionSpecialist, forKey: .nutritionSpecialist)
    }
}

/// The kind of care-team member a meeting was with.
public enum CareProvider: String, Codable, Sendable, CaseIterable {
    case doctor
    case nutritionSpecialist = "nutrition specialist"

    public var title: String { self == .doctor ? "Doctor" : "Nutrition specialist" }

    /// "doctor", "nutrition specialist", "nutrition-specialist", "nutritionist", "dietitian".
    public static func parse(_ text: String) throws(TallyError) -> CareProvider {
        let words = text.lowercased().replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
            .split(separator: " ").joined(separator: " ")
        switch words {
        case "doctor", "physician", "gp": return .doctor
        case "nutrition specialist", "nutritionist", "dietitian", "dietician": return .nutritionSpecialist
        default:
            throw TallyError.invalid(field: "provider", "the provider is a doctor or a nutrition specialist, not '\(Limits.clip(text))'")
        }
    }
}

/// A care-team meeting in the person's log: when, with whom, and notes.
public struct CareMeeting: Codable, Sendable, Equatable {
    public var id: Int64
    public var date: Day
    public var provider: CareProvider
    public var notes: String?

    public init(id: Int64, date: Day, provider: CareProvider, notes: String?) {
        self.id = id
        self.date = date
        self.provider = provider
        self.notes = notes
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(date, forKey: .date)
        try container.encode(provider, forKey: .provider)
        try container.encode(notes, forKey: .notes)
    }

    /// A checked new meeting: a real day, a known provider, notes within the note length.
    public static func draft(date: String, provider: String, notes: String?) throws(TallyError) -> (Day, CareProvider, String?) {
        let day = try Limits.day(date, field: "date")
        let kind = try CareProvider.parse(provider)
        let text = try Limits.text(notes, field: "notes", maximum: Limits.noteLength, multiline: true)
        return (day, kind, text)
    }
}

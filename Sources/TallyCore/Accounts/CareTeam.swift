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

/// A food or recipe someone shared with everyone on the server: a snapshot of its serving and
/// nutrients, which others can add to their own foods. Foods and recipes are private until shared.
public struct SharedFood: Codable, Sendable, Equatable {
    public var id: Int64
    public var ownerName: String
    public var sourceFoodID: Int64
    public var name: String
    public var brand: String?
    public var servingName: String
    public var servingGrams: Double
    /// Per serving, by nutrient key.
    public var nutrients: [String: Double]
    public var notes: String?
    public var isRecipe: Bool
    public var sharedAt: Date

    public init(
        id: Int64, ownerName: String, sourceFoodID: Int64, name: String, brand: String?, servingName: String, servingGrams: Double,
        nutrients: [String: Double], notes: String?, isRecipe: Bool, sharedAt: Date
    ) {
        self.id = id
        self.ownerName = ownerName
        self.sourceFoodID = sourceFoodID
        self.name = name
        self.brand = brand
        self.servingName = servingName
        self.servingGrams = servingGrams
        self.nutrients = nutrients
        self.notes = notes
        self.isRecipe = isRecipe
        self.sharedAt = sharedAt
    }

    /// A snapshot of one of the owner's own foods or recipes (built-in and branded foods are everyone's
    /// already and are not shared).
    public static func snapshot(of food: Food, ownerName: String, sharedAt: Date) throws(TallyError) -> SharedFood {
        guard food.source == .custom || food.source == .recipe else {
            throw TallyError.invalid(field: "food", "only your own foods and recipes can be shared; \(food.name) is on everyone's list already")
        }
        let grams = food.servingGrams ?? 100
        let perServing = food.nutrientsPer100g.scaled(by: grams / 100).rounded(places: 2)
        return SharedFood(
            id: 0, ownerName: ownerName, sourceFoodID: food.id, name: food.name, brand: food.brand, servingName: food.servingName ?? "1 serving",
            servingGrams: grams, nutrients: Dictionary(uniqueKeysWithValues: perServing.values.map { ($0.key.rawValue, $0.value) }), notes: food.notes,
            isRecipe: food.source == .recipe, sharedAt: sharedAt)
    }

    /// The food as a new custom food of one's own (recipes arrive as foods with the recipe's serving).
    public var draft: CustomFoodDraft {
        CustomFoodDraft(
            name: name, brand: brand, servingName: servingName, servingGrams: EntryPlanner.formatNumber(servingGrams),
            nutrients: Dictionary(uniqueKeysWithValues: nutrients.map { (NutrientKey($0.key), EntryPlanner.formatNumber($0.value)) }),
            notes: ["Shared by \(ownerName)", notes].compactMap { $0 }.joined(separator: ". "), force: true)
    }
}

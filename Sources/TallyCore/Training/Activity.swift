import Foundation

/// Kinds of activity and their energy cost, from the 2024 Adult Compendium of Physical Activities
/// (Herrmann et al., J Sport Health Sci 2024;13:6–12). Pinned to that edition: 2011 values differ.
///
/// Each activity has a moderate and a vigorous Compendium MET. RPE (0–10) places a session between
/// them: RPE 4 is the moderate value, RPE 8 the vigorous one, linearly, and beyond them the same
/// slope continues within 60 %–125 % of the anchors. That slope is the activity's RPE factor. The
/// anchors sit between ESSA's CR10 bands (moderate 3–4, vigorous 5–6) and the US Physical Activity
/// Guidelines' (moderate 5–6, vigorous 7–8).
public struct Activity: Hashable, Sendable {
    public var key: String
    public var label: String
    /// Compendium 2024 code and MET of the moderate and vigorous anchors.
    public var moderateMET: Double
    public var vigorousMET: Double
    public var codes: String
    /// Words in a workout name that mean this activity.
    public var keywords: [String]

    /// MET per RPE point between the anchors.
    public var rpeFactor: Double { (vigorousMET - moderateMET) / 4 }

    /// The MET of a session at `rpe` (nil: the moderate value).
    public func met(rpe: Double?) -> Double {
        guard let rpe else { return moderateMET }
        let raw = moderateMET + rpeFactor * (rpe - 4)
        return min(max(raw, 0.6 * moderateMET), 1.25 * vigorousMET)
    }

    public static let compendiumEdition = "2024 Adult Compendium of Physical Activities"

    public static let all: [Activity] = [
        Activity(key: "strength", label: "Strength training", moderateMET: 3.5, vigorousMET: 6.0, codes: "02054 / 02050",
                 keywords: ["strength", "weights", "weight", "lifting", "lift", "gym", "push", "pull", "legs", "leg", "upper", "lower", "chest", "back", "arms", "shoulders", "powerlifting", "bodybuilding", "full body", "squat", "deadlift", "bench", "press"]),
        Activity(key: "running", label: "Running", moderateMET: 7.5, vigorousMET: 11.0, codes: "12020 / 12070",
                 keywords: ["run", "running", "jog", "jogging", "sprint", "sprints", "5k", "10k", "marathon", "track"]),
        Activity(key: "walking", label: "Walking", moderateMET: 3.8, vigorousMET: 5.5, codes: "17190 / 17220",
                 keywords: ["walk", "walking", "stroll"]),
        Activity(key: "hiking", label: "Hiking", moderateMET: 6.0, vigorousMET: 7.8, codes: "17080 / 17012",
                 keywords: ["hike", "hiking", "trail", "backpacking"]),
        Activity(key: "cycling", label: "Cycling", moderateMET: 6.8, vigorousMET: 10.0, codes: "01020 / 01040",
                 keywords: ["bike", "biking", "cycling", "cycle", "ride", "bicycle"]),
        Activity(key: "spinning", label: "Indoor cycling", moderateMET: 6.8, vigorousMET: 9.0, codes: "01200 / 01270",
                 keywords: ["spin", "spinning", "peloton", "stationary"]),
        Activity(key: "swimming", label: "Swimming", moderateMET: 5.8, vigorousMET: 9.8, codes: "18240 / 18230",
                 keywords: ["swim", "swimming", "laps", "pool"]),
        Activity(key: "rowing", label: "Rowing", moderateMET: 5.0, vigorousMET: 7.3, codes: "02071 / 02070",
                 keywords: ["row", "rowing", "erg", "ergometer"]),
        Activity(key: "elliptical", label: "Elliptical", moderateMET: 5.0, vigorousMET: 9.0, codes: "02048 / 02049",
                 keywords: ["elliptical", "cross trainer"]),
        Activity(key: "stairs", label: "Stair climbing", moderateMET: 4.5, vigorousMET: 9.3, codes: "17133 / 17134",
                 keywords: ["stairs", "stair", "stairmaster", "stepper"]),
        Activity(key: "hiit", label: "HIIT", moderateMET: 7.0, vigorousMET: 11.0, codes: "02210 / 02214",
                 keywords: ["hiit", "interval", "intervals", "tabata", "bootcamp", "crossfit", "metcon"]),
        Activity(key: "circuit", label: "Circuit training", moderateMET: 5.0, vigorousMET: 7.5, codes: "02035 / 02040",
                 keywords: ["circuit", "kettlebell", "kettlebells"]),
        Activity(key: "calisthenics", label: "Calisthenics", moderateMET: 3.8, vigorousMET: 7.5, codes: "02030 / 02020",
                 keywords: ["calisthenics", "bodyweight", "pushups", "pull-ups"]),
        Activity(key: "yoga", label: "Yoga", moderateMET: 2.3, vigorousMET: 4.0, codes: "02150 / 02160",
                 keywords: ["yoga", "vinyasa", "hatha", "ashtanga", "power yoga"]),
        Activity(key: "pilates", label: "Pilates", moderateMET: 2.8, vigorousMET: 4.0, codes: "02105",
                 keywords: ["pilates", "barre"]),
        Activity(key: "dance", label: "Dancing", moderateMET: 4.5, vigorousMET: 9.8, codes: "03025 / 03031",
                 keywords: ["dance", "dancing", "zumba", "salsa"]),
        Activity(key: "aerobics", label: "Aerobics", moderateMET: 5.0, vigorousMET: 7.3, codes: "02000",
                 keywords: ["aerobics", "step class", "cardio"]),
        Activity(key: "basketball", label: "Basketball", moderateMET: 6.0, vigorousMET: 8.0, codes: "15040",
                 keywords: ["basketball", "hoops"]),
        Activity(key: "soccer", label: "Soccer", moderateMET: 7.0, vigorousMET: 9.5, codes: "15610 / 15605",
                 keywords: ["soccer", "football", "futsal"]),
        Activity(key: "tennis", label: "Tennis", moderateMET: 6.0, vigorousMET: 8.0, codes: "15680 / 15690",
                 keywords: ["tennis", "squash", "padel", "badminton", "pickleball"]),
        Activity(key: "jumprope", label: "Jumping rope", moderateMET: 8.8, vigorousMET: 11.8, codes: "15551",
                 keywords: ["rope", "skipping", "jump rope"]),
        Activity(key: "other", label: "Other activity", moderateMET: 4.0, vigorousMET: 7.0, codes: "moderate / vigorous general",
                 keywords: []),
    ]

    public static func named(_ key: String) throws(TallyError) -> Activity {
        let wanted = key.lowercased().filter { $0.isLetter }
        if let found = all.first(where: { $0.key == wanted || $0.label.lowercased().filter(\.isLetter) == wanted }) { return found }
        throw .invalid(field: "activity", "unknown activity '\(key)'; use one of \(all.map(\.key).joined(separator: ", "))")
    }

    /// The activity a workout name suggests ("Vinyasa Yoga" → yoga, "Push Day" → strength); with sets
    /// and no better clue, strength training.
    public static func infer(from name: String, hasSets: Bool) -> Activity {
        let words = SearchText.words(name)
        let text = " " + words.joined(separator: " ") + " "
        for activity in all where activity.key != "strength" && activity.key != "other" {
            if activity.keywords.contains(where: { text.contains(" \($0) ") }) { return activity }
        }
        let strength = all[0]
        if hasSets || strength.keywords.contains(where: { text.contains(" \($0) ") }) { return strength }
        return all.first { $0.key == "other" } ?? strength
    }

    /// kcal = MET × kg × hours (the Compendium convention; 1 MET ≈ 1 kcal/kg/h).
    public static func kcal(met: Double, kg: Double, minutes: Double) -> Double { met * kg * minutes / 60 }
}

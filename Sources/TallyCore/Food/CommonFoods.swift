import Foundation

/// The everyday-food lexicon, indexed for phrase lookups.
public struct CommonFoods: Sendable {
    public struct Entry: Sendable, Hashable {
        /// The names as written, first one canonical.
        public var names: [String]
        public var key: String
        /// Per-item weights by size: ["medium": 118].
        public var each: [String: Double]
        public var extraMeasures: [FoodMeasure]
        public var prefer: [String]

        /// The food with this entry's extra measures added.
        public func adapted(_ food: Food) -> Food {
            var result = food
            for (size, grams) in each.sorted(by: { $0.key < $1.key }) {
                result.measures.append(FoodMeasure(name: "1 \(size)", grams: grams))
            }
            result.measures += extraMeasures
            return result
        }
    }

    public struct Match: Sendable {
        public var entry: Entry
        /// Word positions (in the phrase) the entry covers.
        public var covered: Range<Int>
    }

    public let entries: [Entry]
    let exact: [String: Int]
    /// The first entry for each food key.
    let byKey: [String: Int]
    let sorted: [String: Int]
    /// Every word the lexicon knows, for typo correction.
    public let vocabulary: Set<String>
    public let longestPhrase: Int

    /// The built-in lexicon.
    public static let shared = CommonFoods(text: CommonFoodTable.text)

    public init(text: String) {
        var entries: [Entry] = []
        var exact: [String: Int] = [:]
        var byKey: [String: Int] = [:]
        var sorted: [String: Int] = [:]
        var vocabulary = Set<String>()
        var longest = 1
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#"), let arrow = trimmed.range(of: " => ") else { continue }
            let names = trimmed[..<arrow.lowerBound].split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            let parts = trimmed[arrow.upperBound...].split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let key = parts.first, !key.isEmpty else { continue }
            var entry = Entry(names: names, key: key, each: [:], extraMeasures: [], prefer: [])
            for option in parts.dropFirst() {
                guard let eq = option.firstIndex(of: "=") else { continue }
                let name = option[..<eq]
                let value = String(option[option.index(after: eq)...])
                switch name {
                case "each":
                    for pair in value.split(separator: ",") {
                        let kv = pair.split(separator: ":")
                        if kv.count == 2, let grams = Double(kv[1]) { entry.each[String(kv[0])] = grams }
                    }
                case "measure":
                    if let colon = value.lastIndex(of: ":"), let grams = Double(value[value.index(after: colon)...]) {
                        entry.extraMeasures.append(FoodMeasure(name: "1 " + value[..<colon], grams: grams))
                    }
                case "prefer":
                    entry.prefer = SearchText.words(value)
                default:
                    continue
                }
            }
            let index = entries.count
            entries.append(entry)
            if byKey[key] == nil { byKey[key] = index }
            for name in names {
                let stems = CommonFoods.stems(name)
                guard !stems.isEmpty else { continue }
                longest = max(longest, stems.count)
                vocabulary.formUnion(SearchText.words(name))
                let key = stems.joined(separator: " ")
                if exact[key] == nil { exact[key] = index }
                let sortedKey = stems.sorted().joined(separator: " ")
                if sorted[sortedKey] == nil { sorted[sortedKey] = index }
            }
        }
        self.entries = entries
        self.exact = exact
        self.byKey = byKey
        self.sorted = sorted
        self.vocabulary = vocabulary
        self.longestPhrase = longest
    }

    /// Words of a name as the index compares them: stemmed, without filler words.
    public static func stems(_ text: String) -> [String] {
        SearchText.words(text).filter { !fillers.contains($0) }.map(SearchText.stem)
    }

    /// Units that only say what a food was cut into, never what it is.
    static let pieceUnits: Set<String> = ["strip", "slice", "piece", "chunk", "cube", "link"]

    static let fillers: Set<String> = ["a", "an", "the", "of", "some", "my", "your", "our", "their", "fresh", "homemade"]

    /// The entry that points at a food, if any (first in the table).
    public func entry(forKey key: String) -> Entry? {
        byKey[key].map { entries[$0] }
    }

    /// The entry for an exact name (as typed in search), if any.
    public func entry(named name: String) -> Entry? {
        let key = CommonFoods.stems(name).joined(separator: " ")
        return exact[key].map { entries[$0] }
    }

    /// Positions in `stems` that any name of `entry` covers as a contiguous run.
    public func coverage(of entry: Entry, in stems: [String]) -> Set<Int> {
        var covered = Set<Int>()
        for name in entry.names {
            let run = CommonFoods.stems(name)
            guard !run.isEmpty, run.count <= stems.count else { continue }
            for start in 0...(stems.count - run.count) where Array(stems[start..<(start + run.count)]) == run {
                covered.formUnion(start..<(start + run.count))
            }
        }
        return covered
    }

    /// Every run of `length` words in `stems` that names an entry, rightmost first.
    public func matches(_ stems: [String], length: Int) -> [Match] {
        guard length > 0, length <= stems.count else { return [] }
        return stride(from: stems.count - length, through: 0, by: -1).compactMap { start in
            let run = Array(stems[start..<(start + length)])
            guard let index = exact[run.joined(separator: " ")] ?? (length > 1 ? sorted[run.sorted().joined(separator: " ")] : nil) else { return nil }
            return Match(entry: entries[index], covered: start..<(start + length))
        }
    }

    /// The longest run of words in `stems` that names an entry (in order, or in any order for runs of
    /// two or more unless `inOrder`). Among equally long runs the rightmost wins: the head noun comes last in English.
    public func bestMatch(_ stems: [String], inOrder: Bool = false) -> Match? {
        guard !stems.isEmpty else { return nil }
        for length in stride(from: min(longestPhrase, stems.count), through: 1, by: -1) {
            var found: Match?
            var foundReordered = false
            for start in stride(from: stems.count - length, through: 0, by: -1) {
                let run = Array(stems[start..<(start + length)])
                var index = exact[run.joined(separator: " ")]
                let reordered = index == nil
                if index == nil, length > 1, !inOrder { index = sorted[run.sorted().joined(separator: " ")] }
                guard let index else { continue }
                let match = Match(entry: entries[index], covered: start..<(start + length))
                guard let right = found else {
                    found = match
                    foundReordered = reordered
                    continue
                }
                // ("a ribeye steak broiled": a name said in its own order, "ribeye steak", beats an overlapping run that
                // names an entry only reordered, "steak broiled" for "broiled steak".)
                if foundReordered, !reordered, match.covered.upperBound > right.covered.lowerBound, match.entry.key != right.entry.key {
                    return match
                }
                // ("turkey bacon strips": a run overlapping the rightmost one, which goes further only by a word for the
                // pieces it was cut in ("strips"), names the food; the pieces are how it was counted.)
                if match.covered.upperBound > right.covered.lowerBound, match.entry.key != right.entry.key,
                    stems[match.covered.upperBound..<right.covered.upperBound].allSatisfy({ stem in
                        HouseholdUnit.normalized(stem).map(CommonFoods.pieceUnits.contains) == true
                    })
                {
                    return match
                }
                return right
            }
            if let found { return found }
        }
        return nil
    }
}

import Foundation

/// Text handling shared by food search and the meal parser.
public enum SearchText {
    /// Lowercase, accent-free, "&" read as "and".
    public static func normalize(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "en_US_POSIX"))
            .replacingOccurrences(of: "&", with: " and ")
    }

    /// Words of letters and digits ("3.25%" → "3", "25"; "mcdonald's" → "mcdonalds").
    public static func words(_ text: String) -> [String] {
        asciiWords(text) ?? unicodeWords(text)
    }

    /// `words` through Foundation's folding: any script, accents removed.
    static func unicodeWords(_ text: String) -> [String] {
        normalize(text).replacingOccurrences(of: "'", with: "").replacingOccurrences(of: "’", with: "")
            .split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
    }

    /// `words` for plain ASCII text (nearly every food name) in one pass over the bytes, with the same
    /// result as `unicodeWords`; nil for any other text. Search ranks thousands of names per query.
    static func asciiWords(_ text: String) -> [String]? {
        asciiNameWords(text)?.words
    }

    /// A name's words and how many of them come before its first comma (the head of a USDA name,
    /// which says what the food is): the same words as `words`.
    public static func nameWords(_ name: String) -> (words: [String], headCount: Int) {
        if let read = asciiNameWords(name) { return read }
        let parts = name.split(separator: ",").map { words(String($0)) }
        return (parts.flatMap { $0 }, parts.first?.count ?? 0)
    }

    /// `nameWords` for plain ASCII text in one pass over the bytes; nil for any other text. Words never
    /// span a comma, so the head ends at the first comma after some other character (leading commas
    /// make no part, as in `split`).
    static func asciiNameWords(_ text: String) -> (words: [String], headCount: Int)? {
        var head: Int?
        var partHasText = false
        var result: [String] = []
        var current: [UInt8] = []
        current.reserveCapacity(16)
        func flush() {
            if !current.isEmpty { result.append(String(decoding: current, as: UTF8.self)) }
            current.removeAll(keepingCapacity: true)
        }
        for byte in text.utf8 {
            switch byte {
            case 0x80...: return nil
            case UInt8(ascii: ","):
                flush()
                if partHasText, head == nil { head = result.count }
                partHasText = false
                continue
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): current.append(byte + 32)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): current.append(byte)
            case UInt8(ascii: "'"): break
            case UInt8(ascii: "&"):
                flush()
                result.append("and")
            default: flush()
            }
            partHasText = true
        }
        flush()
        return (result, head ?? result.count)
    }

    /// `word.hasPrefix(prefix)` compared byte by byte: the same answer for the words search reads
    /// (folded, so accents are gone and canonically equal spellings are equal bytes), without Unicode
    /// comparison per call.
    @inline(__always)
    static func hasPrefix(_ word: String, _ prefix: String) -> Bool {
        word.utf8.starts(with: prefix.utf8)
    }

    /// Whether `part` occurs in `text`, compared byte by byte. For a part without combining marks this
    /// finds every place Foundation's `contains` finds (and it is used to skip a Foundation replacement
    /// that would change nothing), without bridging to NSString.
    public static func containsBytes(_ text: String, _ part: String) -> Bool {
        let needle = Array(part.utf8)
        guard let first = needle.first else { return true }
        let search = { (bytes: UnsafeBufferPointer<UInt8>) -> Bool in
            guard bytes.count >= needle.count else { return false }
            var index = 0
            while index <= bytes.count - needle.count {
                if bytes[index] == first {
                    var offset = 1
                    while offset < needle.count, bytes[index + offset] == needle[offset] { offset += 1 }
                    if offset == needle.count { return true }
                }
                index += 1
            }
            return false
        }
        if let found = text.utf8.withContiguousStorageIfAvailable(search) { return found }
        return Array(text.utf8).withUnsafeBufferPointer(search)
    }

    /// `text.trimmingCharacters(in: .whitespaces)`, without Foundation when there is nothing to trim.
    static func trimmingBlanks(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return text }
        if CharacterSet.whitespaces.contains(first) || CharacterSet.whitespaces.contains(last) {
            return text.trimmingCharacters(in: .whitespaces)
        }
        return text
    }

    /// Whether a word is all digits ("2", "100").
    static func isNumeral(_ word: String) -> Bool {
        word.utf8.allSatisfy { $0 < 0x80 } ? word.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } : word.allSatisfy(\.isNumber)
    }

    /// A light stemmer for matching: plurals to singular ("berries" → "berry", "tomatoes" → "tomato").
    public static func stem(_ word: String) -> String {
        // "potatoe", "tomatoe": the singular misspelled from its plural stems as the plural does.
        if word.utf8.last == UInt8(ascii: "e"), word.hasSuffix("atoe"), word.count >= 6 { return String(word.dropLast()) }
        // A singular in "-ie" stems as its plural in "-ies" does ("cookie", "cookies" → "cooky").
        if word.utf8.last == UInt8(ascii: "e"), word.hasSuffix("ie"), word.count >= 3, !isNumeral(word) {
            return String(word.dropLast(2)) + "y"
        }
        // Every other rule removes a final "s": most words are returned at once.
        guard word.utf8.last == UInt8(ascii: "s") else { return word }
        if word.count <= 3 || word.allSatisfy(\.isNumber) { return word }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("oes") || word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("sses") || word.hasSuffix("xes") {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("ves"), word.count > 5 { return String(word.dropLast(3)) + "f" }
        if word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"), !word.hasSuffix("is") { return String(word.dropLast()) }
        return word
    }

    public static let stopWords: Set<String> = ["a", "an", "the", "of", "and", "with", "w", "in", "on", "for", "or", "to", "some", "my"]

    /// Restricted Damerau–Levenshtein distance, giving up once it exceeds `limit`.
    public static func editDistance(_ a: String, _ b: String, limit: Int = 3) -> Int {
        // Printable ASCII has one character per byte: compare bytes (typo search runs this hundreds of times).
        func isPlain(_ text: String) -> Bool { text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x80 } }
        if isPlain(a), isPlain(b) { return editDistance(Array(a.utf8), Array(b.utf8), limit: limit) }
        return editDistance(Array(a), Array(b), limit: limit)
    }

    static func editDistance<Element: Equatable>(_ x: [Element], _ y: [Element], limit: Int) -> Int {
        if abs(x.count - y.count) > limit { return limit + 1 }
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous2 = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            var rowMin = current[0]
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
                rowMin = min(rowMin, value)
            }
            if rowMin > limit { return limit + 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[y.count]
    }

    /// The stem of two typed words written as one ("pan", "cakes" → "pancake"), for names that close a
    /// compound the person typed open; nil when either is a numeral, a stop word or a single letter.
    public static func joinedStem(_ first: String, _ second: String) -> String? {
        guard first.count >= 2, second.count >= 2, !isNumeral(first), !isNumeral(second),
            !stopWords.contains(first), !stopWords.contains(second)
        else { return nil }
        return stem(first + second)
    }

    /// How far a typed word may be from a known one and still count as a typo.
    public static func typoLimit(for word: String) -> Int {
        word.count <= 3 ? 0 : word.count <= 5 ? 1 : 2
    }

    /// Whether `typed` could be a slip of the fingers or the ear for `known`. Not when the one difference between their
    /// stems is a letter in place of another that is neither a vowel for a vowel, a key beside it, a letter that sounds
    /// like it, nor its typed neighbour again: "latkes" is another word than "lattes", "stack" than "snack".
    public static func isLikelySlip(_ typed: String, for known: String) -> Bool {
        let (a, b) = (Array(stem(typed).utf8), Array(stem(known).utf8))
        guard a.count == b.count, case let differing = a.indices.filter({ a[$0] != b[$0] }), differing.count == 1,
            let at = differing.first
        else { return true }
        // (A key struck twice in place of the next: "egss".)
        if at > 0 && a[at - 1] == a[at] || at + 1 < a.count && a[at + 1] == a[at] { return true }
        let (x, y) = (Character(UnicodeScalar(a[at])), Character(UnicodeScalar(b[at])))
        let vowels: Set<Character> = ["a", "e", "i", "o", "u", "y"]
        if vowels.contains(x) && vowels.contains(y) { return true }
        if soundAlike.contains(where: { $0.contains(x) && $0.contains(y) }) { return true }
        guard let (rowX, columnX) = keyPosition(x), let (rowY, columnY) = keyPosition(y) else { return true }
        let across = abs(columnX - columnY)
        return rowX == rowY ? across == 1 : abs(rowX - rowY) == 1 && across < 1
    }

    /// Letters people write for one another by their sound ("sause", "cheeze", "kashew").
    static let soundAlike: [Set<Character>] = [["c", "k", "q", "s", "z"], ["g", "j"], ["f", "v"], ["b", "p"], ["d", "t"]]

    /// A letter's row on a QWERTY keyboard and its place across it, in key widths, the rows staggered as they are.
    static func keyPosition(_ letter: Character) -> (Int, Double)? {
        let rows: [(String, Double)] = [("qwertyuiop", 0), ("asdfghjkl", 0.25), ("zxcvbnm", 0.75)]
        for (row, (keys, offset)) in rows.enumerated() {
            if let index = keys.firstIndex(of: letter) { return (row, Double(keys.distance(from: keys.startIndex, to: index)) + offset) }
        }
        return nil
    }
}

/// A food found by search, with why it ranks where it does.
public struct RankedFood: Sendable {
    public var food: Food
    /// 0: every word matched whole; 1: with prefixes; 2: with typo corrections; 3: some words unmatched.
    public var level: Int
    /// 0: the user's own foods and favorites; 1: recently used; 2: generic; 3: branded.
    public var tier: Int
    public var score: Double
}

/// A food name read for ranking: its words, their stems, how many words its head has (before the
/// first comma) and its length. A pure function of the name, so a store may keep it between searches.
public struct RankableName: Sendable {
    public let words: [String]
    public let stems: [String]
    public let headCount: Int
    /// Where the head's "with" is (the head's length when it has none).
    let joinAt: Int
    public let length: Int
    /// Per word: 1 for numerals and words neutral to a match, 2 for words that mark an unusual form, 3 for the fat of a
    /// cut's "lean and fat", 4 for what FNDDS leaves unsaid ("NS as to fat"), else 0.
    let classes: [UInt8]
    /// The first byte of each word and of each stem: most of a name's words differ from a typed word in
    /// it, which settles them without comparing strings.
    let firstBytes: [UInt8]
    let stemFirstBytes: [UInt8]

    public init(_ name: String) {
        let read = SearchText.nameWords(name)
        words = read.words
        stems = read.words.map(SearchText.stem)
        firstBytes = read.words.map { $0.utf8.first ?? 0 }
        stemFirstBytes = stems.map { $0.utf8.first ?? 0 }
        headCount = read.headCount
        // A head that goes on with "with" ("Turkey with gravy", "Chicken with dumplings") names the food before
        // it; the rest says what it comes with, and weighs less either way.
        joinAt = (read.headCount > 1 ? read.words[1..<read.headCount].firstIndex(where: { $0 == "with" }) : nil) ?? read.headCount
        length = name.count
        let words = read.words
        // What FNDDS leaves unsaid, "Spanish rice, NS as to fat" (not specified as to fat), is the plain food: the words
        // of that part name no fat, form or type of it, and cost an unqualified search nothing.
        var unsaid = Set<Int>()
        if SearchText.containsBytes(name, "NS as to") {
            var at = 0
            for part in name.split(separator: ",") {
                // (Read as the whole name is, so the part's words sit where the name's do: "T-bone" is two.)
                let partWords = SearchText.nameWords(String(part)).words
                if partWords.starts(with: ["ns", "as", "to"]) { unsaid.formUnion(at..<(at + partWords.count)) }
                at += partWords.count
            }
        }
        classes = words.indices.map { i in
            if unsaid.contains(i) { return 4 }
            let word = words[i]
            // What "plain or …" offers as the same food ("plain or vegetarian", "plain or buttermilk") is plain too, and so
            // is a form named beside the regular one in an entry for both ("regular & quick").
            if i >= 2, words[i - 1] == "or" && words[i - 2] == "plain" || words[i - 1] == "and" && words[i - 2] == "regular" { return 1 }
            // USDA's "regular pack" is a canned food as usually packed (beside "no salt added" or "juice pack").
            if i >= 1, word == "pack", words[i - 1] == "regular" { return 1 }
            // A cut's "lean and fat" is how it is eaten, not a fat (3: unless "lean" alone was asked for).
            if i >= 2, word == "fat", words[i - 1] == "and", words[i - 2] == "lean" { return 3 }
            if word == "lean", i + 2 < words.count, words[i + 1] == "and", words[i + 2] == "fat" { return 1 }
            return SearchText.isNumeral(word) || FoodRanker.neutral.contains(word) ? 1 : FoodRanker.unusual.contains(word) ? 2 : 0
        }
    }
}

/// Orders search candidates: how well they match, then whose they are, then how everyday they look.
public enum FoodRanker {
    /// Words in USDA names that describe the ordinary form of a food, so they do not count against a match.
    static let neutral: Set<String> = [
        "raw", "fresh", "whole", "plain", "regular", "all", "variety", "varieties", "commercial", "commercially", "prepared",
        "ready", "eat", "serve", "include", "includes", "including", "usda", "commodity", "with", "without", "and", "or",
        "of", "in", "from", "salt", "added", "vitamin", "a", "d", "enriched", "fortified", "ns", "as", "nfs", "not",
        "further", "specified", "type", "style", "grade", "year", "round", "average", "ripe", "slightly", "made",
        "milkfat", "to", "the", "fluid", "us", "skin", "unenriched",
    ]

    /// Words that mark an unusual form of a food; they count against it unless the search names them.
    static let unusual: Set<String> = [
        "babyfood", "baby", "infant", "toddler", "formula", "dehydrated", "powder", "powdered", "dry", "dried", "freeze",
        "canned", "frozen", "concentrate", "imitation", "substitute", "industrial", "crude", "mix", "unprepared",
        "restaurant", "school", "lunch", "low", "reduced", "free", "lite", "light", "diet", "sodium", "fat", "nonfat",
        "lowfat", "meatless", "sugar", "syrup", "juice", "stewed", "sweetened", "unsweetened", "bread", "pie", "cake",
        "muffin", "cookie", "pudding", "candied", "flavored", "chips", "alaska", "native", "apache", "southwest", "navajo",
        "hopi", "shoshone", "bannock", "northern", "plains", "indians", "by", "products", "variety", "meats", "liver",
        "heart", "kidney", "peel", "seeds", "cooked", "boiled", "fried", "roasted", "baked", "prepared", "bottled", "instant", "condensed",
        "quick", "bites", "minis",
    ]

    /// How long after its last use a food ranks as recently used (90 days).
    public static let recentWindow: TimeInterval = 90 * 86_400

    public static func tier(of food: Food, now: Date) -> Int {
        if food.source.isUserOwned || food.isFavorite { return 0 }
        if let last = food.lastUsedAt, now.timeIntervalSince(last) < recentWindow { return 1 }
        return food.source == .usdaBranded || food.source == .openFoodFacts ? 3 : 2
    }

    /// Ranks `candidates` for `query`. `corrections` maps a typed word to known words it may have meant
    /// (stems from the index); `boosts` adds a score for foods known to be the everyday pick, and
    /// `exact` names foods that match exactly whatever their words (a synonym such as "oj"). `names`,
    /// when given, holds each candidate's name already read, in the same order. `limit`: how many of the
    /// best to return (all by default). `compounds`: stems of two adjacent typed words written as one
    /// ("angelfood") that names may hold; such a name word matches both typed words whole.
    public static func rank(
        query: String, candidates: [Food], corrections: [String: [String]] = [:], boosts: [Int64: Double] = [:],
        exact: Set<Int64> = [], names: [RankableName]? = nil, compounds: Set<String> = [], now: Date, limit: Int? = nil
    ) -> [RankedFood] {
        let queryWords = SearchText.words(query).filter { !SearchText.stopWords.contains($0) }
        guard !queryWords.isEmpty else { return [] }
        let queryStems = queryWords.map(SearchText.stem)
        let queryFixes = queryWords.map { corrections[$0] }
        let queryIsLong = queryWords.map { $0.count >= 2 }
        let queryFirstBytes = queryWords.map { $0.utf8.first ?? 0 }
        let queryStemFirstBytes = queryStems.map { $0.utf8.first ?? 0 }
        // Two typed words that a name writes as one ("angel food" → "angelfood", "pan cakes" → "pancakes"),
        // among `compounds`: the joined stems some name holds (most searches have none, and pay nothing).
        let joins: [[String]] = queryWords.indices.map { index in
            guard !compounds.isEmpty else { return [] }
            return [index - 1, index].compactMap { at in
                guard at >= 0, at + 1 < queryWords.count, let joined = SearchText.joinedStem(queryWords[at], queryWords[at + 1]) else { return nil }
                return compounds.contains(joined) ? joined : nil
            }
        }
        // "Lean" asked for without its fat: a cut's "lean and fat" trim is another entry.
        let leanOnly = queryWords.contains("lean") && !queryWords.contains("fat")
        let stateTerms: [Set<String>?] = queryWords.map { word in
            guard let terms = MealParser.states[word] else { return nil }
            return Set(terms).union(MealParser.cookingStates.contains(word) ? ["cooked"] : [])
        }
        // Sorted as small keys, then turned into results once: moving whole foods while sorting costs more.
        var keys: [RankKey] = []
        keys.reserveCapacity(candidates.count)
        let names = names.flatMap { $0.count == candidates.count ? $0 : nil } ?? candidates.map { RankableName($0.name) }
        // Foods are read field by field where they lie (a copy of a whole food per candidate costs more
        // than scoring it).
        for index in candidates.indices {
            let name = names[index]
            let nameWords = name.words, nameStems = name.stems, headCount = name.headCount, joinAt = name.joinAt
            var brandWords: [String]?
            var brandStems: [String]?
            var score = 0.0
            var level = 0
            // Which of the name's words the query matched (names longer than 64 words keep the rest unmarked).
            var matched: UInt64 = 0
            for (queryIndex, word) in queryWords.enumerated() {
                let stem = queryStems[queryIndex]
                let fixes = queryFixes[queryIndex]
                let prefixes = queryIsLong[queryIndex]
                var best = 0.0
                var kind = 3
                var position: Int?
                let firstByte = queryFirstBytes[queryIndex], stemFirstByte = queryStemFirstBytes[queryIndex]
                for (i, candidate) in nameStems.enumerated() {
                    if name.stemFirstBytes[i] == stemFirstByte, candidate == stem {
                        best = 10; kind = 0; position = i; break
                    }
                    if prefixes, best < 6, name.firstBytes[i] == firstByte, SearchText.hasPrefix(nameWords[i], word) {
                        best = 6; kind = min(kind, 1); position = i
                    } else if best < 4, let fixes, fixes.contains(where: { SearchText.hasPrefix(nameWords[i], $0) || candidate == $0 }) {
                        best = 4; kind = min(kind, 2); position = i
                    }
                }
                // A closed compound: the name's one word is this typed word with its neighbour.
                if best < 10, !joins[queryIndex].isEmpty, let i = nameStems.firstIndex(where: joins[queryIndex].contains) {
                    best = 10; kind = 0; position = i
                }
                // A cooking state is met by USDA's words for it ("steamed" by "cooked, moist heat").
                if best == 0, let terms = stateTerms[queryIndex] {
                    for i in nameWords.indices where terms.contains(nameWords[i])
                        || i + 1 < nameWords.count && terms.contains(nameWords[i] + " " + nameWords[i + 1])
                    {
                        best = 6; kind = 1; position = i; break
                    }
                }
                // A mix is what USDA names some dry mixes by their form alone ("Gravy, chicken, dry").
                if best == 0, word == "mix", let i = nameWords.firstIndex(of: "dry") {
                    best = 6; kind = 1; position = i
                }
                if best == 0, let brand = candidates[index].brand {
                    let words = brandWords ?? SearchText.words(brand)
                    brandWords = words
                    let stems = brandStems ?? words.map(SearchText.stem)
                    brandStems = stems
                    if stems.contains(stem) {
                        best = 7; kind = 0
                    } else if words.contains(where: { SearchText.hasPrefix($0, word) && word.count >= 2 }) {
                        best = 5; kind = 1
                    } else if let fixes = corrections[word], words.contains(where: { w in fixes.contains { SearchText.hasPrefix(w, $0) } }) {
                        best = 3; kind = 2
                    }
                }
                if best == 0 { level = 3 } else { level = max(level, kind) }
                score += best
                if let position {
                    if position < 64 { matched |= 1 << UInt64(truncatingIfNeeded: position) }
                    // The head of a USDA name (before the first comma) says what the food is.
                    if position < headCount {
                        score += position < joinAt ? 6 : 3
                        if position == 0 { score += queryIndex == 0 ? 6 : 3 }
                    }
                }
            }
            // Words the food has that the search did not ask for. In the head of the name they change
            // what the food is ("Rice crackers" is a cracker); later they only qualify it.
            for i in nameWords.indices where i >= 64 || matched & (1 << UInt64(truncatingIfNeeded: i)) == 0 {
                if queryStems.indices.contains(where: { queryStemFirstBytes[$0] == name.stemFirstBytes[i] && queryStems[$0] == nameStems[i] }) { continue }
                if name.classes[i] == 4 { continue }
                if name.classes[i] == 1 { score -= 0.3; continue }
                if name.classes[i] == 3 { score -= leanOnly ? 4 : 0.3; continue }
                if i < headCount { score -= i < joinAt ? 6 : 4; continue }
                score -= name.classes[i] == 2 ? 4 : 1.5
            }
            score -= Double(name.length) * 0.02
            switch candidates[index].source {
            case .usdaSR: score += 2
            case .usdaFoundation: score += 1.5
            case .usdaFNDDS: score += 0.5
            default: break
            }
            if let group = candidates[index].group, group == "babyfood" || group == "native" { score -= 12 }
            let id = candidates[index].id
            if candidates[index].isFavorite { score += 5 }
            score += log(Double(candidates[index].useCount) + 1) * 2
            score += boosts[id] ?? 0
            if exact.contains(id) { level = 0 }
            keys.append(RankKey(level: level, tier: tier(of: candidates[index], now: now), score: score, id: id, index: index))
        }
        keys.sort { a, b in
            if a.level != b.level { return a.level < b.level }
            if a.tier != b.tier { return a.tier < b.tier }
            if a.score != b.score { return a.score > b.score }
            return a.id < b.id
        }
        return keys.prefix(max(0, limit ?? keys.count)).map { RankedFood(food: candidates[$0.index], level: $0.level, tier: $0.tier, score: $0.score) }
    }

    private struct RankKey {
        var level: Int
        var tier: Int
        var score: Double
        var id: Int64
        var index: Int
    }
}

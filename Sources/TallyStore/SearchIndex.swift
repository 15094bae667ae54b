import Foundation
import TallyCore

/// How foods sit in the two FTS5 indexes: `foodSearch` (the user's, generic and other small sources,
/// keyed by food id) and `brandedSearch` (hundreds of thousands of products).
///
/// A branded row's rowid is `words << 40 | food id`, where `words` is how many words the name has
/// (at most 63). FTS5 returns matches in rowid order, so the first few hundred matches of a common
/// word ("cheese": 20,000 products) are the shortest names, the plain everyday products, read without
/// ranking every match. Food ids stay below 2^40 (a trillion rows) for the numbering to hold.
enum SearchIndex {
    static let idBits: Int64 = 40
    static let idMask: Int64 = (1 << idBits) - 1

    static func brandedRowID(foodID: Int64, name: String) -> Int64 {
        let words = Int64(clamping: min(SearchText.words(name).count, 63))
        return (words << idBits) | (foodID & idMask)
    }

    static func table(for source: FoodSource) -> String {
        source == .usdaBranded ? "brandedSearch" : "foodSearch"
    }

    static func rowID(foodID: Int64, name: String, source: FoodSource) -> Int64 {
        source == .usdaBranded ? brandedRowID(foodID: foodID, name: name) : foodID
    }

    /// Adds a food's name (and brand) to its index. (On PostgreSQL the indexes are built from the food
    /// table itself, see `SearchMirror`: nothing to add.)
    static func add(_ db: SQLConnection, foodID: Int64, name: String, brand: String?, source: FoodSource) throws {
        guard !db.isPostgres else { return }
        try db.execute(
            sql: "INSERT INTO \(table(for: source)) (rowid, name, brand) VALUES (?, ?, ?)",
            arguments: [rowID(foodID: foodID, name: name, source: source), name, brand])
    }

    /// Removes a food from its index; `name` is the name it was indexed under.
    static func remove(_ db: SQLConnection, foodID: Int64, name: String, source: FoodSource) throws {
        guard !db.isPostgres else { return }
        try db.execute(
            sql: "DELETE FROM \(table(for: source)) WHERE rowid = ?", arguments: [rowID(foodID: foodID, name: name, source: source)])
    }

    /// Food ids matching an FTS5 query, in index order (for branded foods: shortest names first) or,
    /// `byRelevance`, by BM25 (for the small index only: it ranks every match).
    static func matchingIDs(_ db: SQLConnection, table: String, query: String, limit: Int, byRelevance: Bool = false) throws -> [Int64] {
        let id = table == "brandedSearch" ? "rowid & \(idMask)" : "rowid"
        let order = byRelevance ? " ORDER BY rank" : ""
        return try Int64.fetchAll(db.cachedStatement(sql: "SELECT \(id) FROM \(table) WHERE \(table) MATCH ?\(order) LIMIT \(limit)"), arguments: [query])
    }
}

/// The words one FTS5 index holds, with how many foods hold each, grouped by their first two letters:
/// the dictionary typo corrections are drawn from. Read once per change of the index's names (a full
/// pass over a large vocabulary takes about 100 ms) and kept in memory.
struct SearchVocabulary: Sendable {
    struct Term: Sendable {
        var term: String
        var documents: Int
    }

    private var byPrefix: [String: [Term]] = [:]
    /// Every term, for exact look-ups (kept only for the small generic index).
    private var all: Set<String> = []

    /// Terms that start with `prefix` (two letters).
    func terms(startingWith prefix: String) -> [Term] {
        byPrefix[prefix] ?? []
    }

    /// Whether some indexed word is this word's stem (the index keeps Porter stems: "pancakes" is held
    /// as "pancak"): a held word it starts with, at most three letters shorter and longer than `beyond`.
    /// Needs a vocabulary read `withSet`.
    func holdsWord(_ word: String, beyond length: Int) -> Bool {
        let characters = Array(word)
        let shortest = max(length + 1, characters.count - 3)
        guard shortest <= characters.count else { return false }
        return (shortest...characters.count).contains { all.contains(String(characters[..<$0])) }
    }

    static func read(_ db: SQLConnection, vocabularyTable: String, withSet: Bool = false) throws -> SearchVocabulary {
        var vocabulary = SearchVocabulary()
        let rows = try SQLRow.fetchCursor(db, sql: "SELECT term, doc FROM \(vocabularyTable)")
        while let row = try rows.next() {
            guard let term = row[0] as String?, let documents = row[1] as Int? else { continue }
            vocabulary.byPrefix[String(term.prefix(2)), default: []].append(Term(term: term, documents: documents))
            if withSet { vocabulary.all.insert(term) }
        }
        return vocabulary
    }
}

/// The vocabularies of both indexes, read in one snapshot.
struct SearchVocabularies: Sendable {
    var generic: SearchVocabulary
    var branded: SearchVocabulary
}

/// What a search reads besides the database, as of one snapshot: the indexes' vocabularies, the foods
/// kept from earlier searches with the tokens they are valid under, and every food's usage.
struct SearchContext: Sendable {
    var vocabularies: SearchVocabularies
    var kept: KeptFoods
    /// `genericContent` and `brandedContent` now.
    var tokens: [Int64]
    var usage: [Int64: FoodUsage]
    /// The `foods` token (usage changes with every entry logged) and the moments a used food stops being recent
    /// (`FoodRanker.recentWindow` after its last use), in order: between two of them every food's tier is the same.
    var usageToken: Int64 = 0
    var recencyEnds: [Date] = []
    /// On PostgreSQL, where the indexes are (nil on SQLite: in the file).
    var mirror: SearchMirror?

    func part(of source: FoodSource) -> Int { source == .usdaBranded ? 1 : 0 }

    /// `SearchIndex.matchingIDs`, kept under the index's content token: an index's rows change only
    /// with its foods' content, so the same query over the same content has the same answer. (A meal's
    /// searches ask the same loose and strict queries many times; people search the same words daily.)
    func matchingIDs(_ db: SQLConnection, table: String, query: String, limit: Int, byRelevance: Bool = false) throws -> [Int64] {
        let part = table == "brandedSearch" ? 1 : 0
        let key = "\(table)|\(limit)|\(byRelevance)|\(query)"
        if let known = kept.matches(key, part: part, token: tokens[part]) { return known }
        let ids = try onIndex(db, table: table) { index in
            try SearchIndex.matchingIDs(index, table: table, query: query, limit: limit, byRelevance: byRelevance)
        }
        kept.keep(matches: ids, key: key, part: part, token: tokens[part])
        return ids
    }

    /// What a search's ranking depends on besides its text: both indexes' contents, usage, and which stretch
    /// between two recency ends `now` falls in.
    func rankingTokens(now: Date) -> [Int64] {
        var low = 0
        var high = recencyEnds.count
        while low < high {
            let middle = (low + high) / 2
            if recencyEnds[middle] <= now { low = middle + 1 } else { high = middle }
        }
        return tokens + [usageToken, Int64(clamping: low)]
    }

    /// Runs `body` where the index `table` is: the database itself on SQLite, the mirror on PostgreSQL.
    func onIndex<T>(_ db: SQLConnection, table: String, _ body: (SQLConnection) throws -> T) throws -> T {
        guard let mirror else { return try body(db) }
        let part = SearchMirror.part(ofTable: table)
        return try mirror.read(part: part, token: tokens[part], from: db, body)
    }

    /// A kept food (kept without usage) with this snapshot's usage: favorite, use count, last use.
    func withUsage(_ food: Food) -> Food {
        guard let usage = usage[food.id] else { return food }
        var food = food
        food.isFavorite = usage.isFavorite
        food.useCount = usage.useCount
        food.lastUsedAt = usage.lastUsedAt
        return food
    }

    /// A food as it is kept: without usage, which each snapshot overlays.
    static func withoutUsage(_ food: Food) -> Food {
        var food = food
        food.isFavorite = false
        food.useCount = 0
        food.lastUsedAt = nil
        return food
    }
}

/// What changes each time a food is logged or starred; everything else about a food changes rarely.
struct FoodUsage: Sendable {
    var isFavorite: Bool
    var useCount: Int
    var lastUsedAt: Date?
}

/// Foods as searches read them (names already read for ranking; whole rows for results), in two parts,
/// the branded index's foods and all others, each valid under its content token and emptied when that
/// token changes or the part reaches its bound. Usage is not kept here: it is overlaid per snapshot.
final class KeptFoods: @unchecked Sendable {
    /// A class, so that handing hundreds of them to a search copies references, not foods.
    final class Candidate: Sendable {
        let food: Food
        let name: RankableName

        init(food: Food, name: RankableName) {
            self.food = food
            self.name = name
        }
    }

    private struct Part {
        var token: Int64?
        var candidates: [Int64: Candidate] = [:]
        var whole: [Int64: Food] = [:]
        /// Index matches by query (see `SearchContext.matchingIDs`).
        var matches: [String: [Int64]] = [:]
        /// Foods by stable key ("sr:9040").
        var keys: [String: KeyedFood] = [:]
    }

    struct KeyedFood: Sendable {
        var id: Int64
        var source: FoodSource
    }

    /// How a typed word reads against both indexes (`AppDatabase.correction(of:)`): the known words it may
    /// have meant, the one it is read as, or that nothing is near it.
    struct WordReading: Sendable {
        var alternatives: [String]?
        var rewrite: String?
        var isUnknown = false
        /// Whether a generic name holds the word (or a word near it): where it can match the generic index.
        var isGeneric = true
    }

    private let lock = NSLock()
    private var parts = [Part(), Part()]
    private let capacity: Int
    /// Values valid under a set of tokens, emptied when they change.
    private struct TokenTable<Value> {
        var tokens: [Int64] = []
        var values: [String: Value] = [:]
    }

    /// Ranked results by search (text, limit, branded or not), valid under `SearchContext.rankingTokens`.
    private var rankings = TokenTable<[RankedFood]>()
    /// Word readings, valid under both parts' tokens together.
    private var readings = TokenTable<WordReading>()

    init(capacity: Int = 60_000) {
        self.capacity = capacity
    }

    private func withPart<T>(_ index: Int, token: Int64, _ body: (inout Part) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        if parts[index].token != token { parts[index] = Part(token: token) }
        return body(&parts[index])
    }

    /// The kept candidate for each id (nil where none is kept), from either part.
    func candidates(_ ids: [Int64], tokens: [Int64]) -> [Candidate?] {
        lock.lock()
        defer { lock.unlock() }
        for index in parts.indices where parts[index].token != tokens[index] { parts[index] = Part(token: tokens[index]) }
        return ids.map { parts[0].candidates[$0] ?? parts[1].candidates[$0] }
    }

    func keep(candidates: [Candidate], part: Int, token: Int64) {
        withPart(part, token: token) { part in
            if part.candidates.count + candidates.count > capacity { part.candidates.removeAll(keepingCapacity: true) }
            for candidate in candidates { part.candidates[candidate.food.id] = candidate }
        }
    }

    func whole(_ ids: [Int64], part: Int, token: Int64) -> [Int64: Food] {
        withPart(part, token: token) { part in
            var found: [Int64: Food] = [:]
            for id in ids { if let known = part.whole[id] { found[id] = known } }
            return found
        }
    }

    func matches(_ key: String, part: Int, token: Int64) -> [Int64]? {
        withPart(part, token: token) { $0.matches[key] }
    }

    func keep(matches ids: [Int64], key: String, part: Int, token: Int64) {
        withPart(part, token: token) { part in
            if part.matches.count >= capacity / 20 { part.matches.removeAll(keepingCapacity: true) }
            part.matches[key] = ids
        }
    }

    /// The kept reading of `word` under `tokens`, else `read()`'s, kept.
    func correction(of word: String, tokens: [Int64], read: () throws -> WordReading) rethrows -> WordReading {
        try kept(\.readings, word, tokens: tokens, bound: capacity / 20, make: read)
    }

    /// The kept ranking of the search `key` under `tokens`, else `rank()`'s, kept. Rankings hold whole foods, so
    /// fewer are kept than index matches.
    func ranking(_ key: String, tokens: [Int64], rank: () throws -> [RankedFood]) rethrows -> [RankedFood] {
        try kept(\.rankings, key, tokens: tokens, bound: capacity / 120, make: rank)
    }

    /// The value under `key` in `table` while its tokens are `tokens`, else `make()`'s, kept (the lock is not held
    /// while making it; a table whose tokens changed meanwhile does not keep it).
    private func kept<Value>(
        _ table: ReferenceWritableKeyPath<KeptFoods, TokenTable<Value>>, _ key: String, tokens: [Int64], bound: Int, make: () throws -> Value
    ) rethrows -> Value {
        lock.lock()
        if self[keyPath: table].tokens != tokens { self[keyPath: table] = TokenTable(tokens: tokens) }
        let known = self[keyPath: table].values[key]
        lock.unlock()
        if let known { return known }
        let made = try make()
        lock.lock()
        defer { lock.unlock() }
        if self[keyPath: table].tokens == tokens {
            if self[keyPath: table].values.count >= bound { self[keyPath: table].values.removeAll(keepingCapacity: true) }
            self[keyPath: table].values[key] = made
        }
        return made
    }

    /// Where the food with stable key `key` is, when kept (only foods outside the branded index are).
    func food(key: String, token: Int64) -> KeyedFood? {
        withPart(0, token: token) { $0.keys[key] }
    }

    func keep(key: String, _ food: KeyedFood, token: Int64) {
        withPart(0, token: token) { part in
            if part.keys.count >= capacity / 20 { part.keys.removeAll(keepingCapacity: true) }
            part.keys[key] = food
        }
    }

    func keep(whole foods: [Food], part: Int, token: Int64) {
        withPart(part, token: token) { part in
            if part.whole.count + foods.count > capacity / 4 { part.whole.removeAll(keepingCapacity: true) }
            for food in foods { part.whole[food.id] = food }
        }
    }
}

extension AppDatabase {
    func searchContext(_ db: SQLConnection) throws -> SearchContext {
        let revisions = try AppDatabase.revisions(db)
        let (usage, recencyEnds) = try cache.value(ReadCache.Key(name: "foodUsage", tokens: revisions.key("foods"))) {
            var usage: [Int64: FoodUsage] = [:]
            let rows = try SQLRow.fetchCursor(
                db, sql: "SELECT id, isFavorite, useCount, lastUsedAt FROM food WHERE useCount > 0 OR isFavorite = TRUE OR lastUsedAt IS NOT NULL")
            while let row = try rows.next() {
                guard let id = try? row.decode(Int64.self, atIndex: 0) else { continue }
                usage[id] = FoodUsage(
                    isFavorite: (try? row.decode(Bool.self, atIndex: 1)) ?? false, useCount: (try? row.decode(Int.self, atIndex: 2)) ?? 0,
                    lastUsedAt: try? row.decode(Date?.self, atIndex: 3))
            }
            let ends = usage.values.compactMap { $0.lastUsedAt?.addingTimeInterval(FoodRanker.recentWindow) }.sorted()
            return (usage, ends)
        }
        let tokens = revisions.key("genericContent", "brandedContent")
        let mirror = db.isPostgres ? searchMirror : nil
        return SearchContext(
            vocabularies: try searchVocabularies(db, revisions, tokens: tokens, mirror: mirror), kept: keptFoods, tokens: tokens, usage: usage,
            usageToken: revisions.key("foods")[0], recencyEnds: recencyEnds, mirror: mirror)
    }

    /// Both indexes' vocabularies as of this snapshot, each reread only when its names changed.
    func searchVocabularies(_ db: SQLConnection, _ revisions: Revisions, tokens: [Int64], mirror: SearchMirror?) throws -> SearchVocabularies {
        func onIndex<T>(_ part: Int, _ body: (SQLConnection) throws -> T) throws -> T {
            guard let mirror else { return try body(db) }
            return try mirror.read(part: part, token: tokens[part], from: db, body)
        }
        let generic = try vocabularies.value(ReadCache.Key(name: "foodSearchTerm", tokens: revisions.key("genericContent"))) {
            try onIndex(0) { try SearchVocabulary.read($0, vocabularyTable: "foodSearchTerm", withSet: true) }
        }
        let branded = try vocabularies.value(ReadCache.Key(name: "brandedSearchTerm", tokens: revisions.key("brandedContent"))) {
            try onIndex(1) { try SearchVocabulary.read($0, vocabularyTable: "brandedSearchTerm") }
        }
        return SearchVocabularies(generic: generic, branded: branded)
    }
}

extension AppDatabase {
    /// Reads what searches use before the first one asks: both indexes' vocabularies (about 100 ms with
    /// every branded food) and every food outside the branded index, read for ranking and, with `wholeFoods`,
    /// whole (their nutrients and measures, which typed meals read: about 0.4 s more and 35 MB). The server runs
    /// it in the background at start; searches are correct without it, the first ones only slower.
    public func prepareSearch(wholeFoods: Bool = true) throws {
        // The everyday-food lexicon typed meals are read against (built once per process, on first use).
        _ = CommonFoods.shared.entries.count
        try read { db in
            let context = try searchContext(db)
            let ids = try Int64.fetchAll(db, sql: "SELECT id FROM food WHERE source <> 'usda-branded' AND isDeleted = FALSE")
            let candidates = try AppDatabase.searchCandidates(db, ids: ids, context: context)
            if wholeFoods { _ = try AppDatabase.wholeFoods(db, candidates.foods.map { ($0.id, $0.source) }, context: context) }
        }
    }
}

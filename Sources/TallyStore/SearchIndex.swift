import Foundation
import GRDB
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

    /// Adds a food's name (and brand) to its index.
    static func add(_ db: Database, foodID: Int64, name: String, brand: String?, source: FoodSource) throws {
        try db.execute(
            sql: "INSERT INTO \(table(for: source)) (rowid, name, brand) VALUES (?, ?, ?)",
            arguments: [rowID(foodID: foodID, name: name, source: source), name, brand])
    }

    /// Removes a food from its index; `name` is the name it was indexed under.
    static func remove(_ db: Database, foodID: Int64, name: String, source: FoodSource) throws {
        try db.execute(
            sql: "DELETE FROM \(table(for: source)) WHERE rowid = ?", arguments: [rowID(foodID: foodID, name: name, source: source)])
    }

    /// Food ids matching an FTS5 query, in index order (for branded foods: shortest names first) or,
    /// `byRelevance`, by BM25 (for the small index only: it ranks every match).
    static func matchingIDs(_ db: Database, table: String, query: String, limit: Int, byRelevance: Bool = false) throws -> [Int64] {
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

    /// Terms that start with `prefix` (two letters).
    func terms(startingWith prefix: String) -> [Term] {
        byPrefix[prefix] ?? []
    }

    static func read(_ db: Database, vocabularyTable: String) throws -> SearchVocabulary {
        var vocabulary = SearchVocabulary()
        let rows = try Row.fetchCursor(db, sql: "SELECT term, doc FROM \(vocabularyTable)")
        while let row = try rows.next() {
            guard let term = row[0] as String?, let documents = row[1] as Int? else { continue }
            vocabulary.byPrefix[String(term.prefix(2)), default: []].append(Term(term: term, documents: documents))
        }
        return vocabulary
    }
}

/// The vocabularies of both indexes, read in one snapshot.
struct SearchVocabularies: Sendable {
    var generic: SearchVocabulary
    var branded: SearchVocabulary
}

/// What a search reads besides the database: the indexes' vocabularies.
struct SearchContext: Sendable {
    var vocabularies: SearchVocabularies
}

extension AppDatabase {
    func searchContext(_ db: Database) throws -> SearchContext {
        SearchContext(vocabularies: try searchVocabularies(db))
    }

    /// Both indexes' vocabularies as of this snapshot, each reread only when its names changed.
    func searchVocabularies(_ db: Database) throws -> SearchVocabularies {
        let revisions = try AppDatabase.revisions(db)
        let generic = try vocabularies.value(ReadCache.Key(name: "foodSearchTerm", tokens: revisions.key("genericNames"))) {
            try SearchVocabulary.read(db, vocabularyTable: "foodSearchTerm")
        }
        let branded = try vocabularies.value(ReadCache.Key(name: "brandedSearchTerm", tokens: revisions.key("brandedNames"))) {
            try SearchVocabulary.read(db, vocabularyTable: "brandedSearchTerm")
        }
        return SearchVocabularies(generic: generic, branded: branded)
    }
}

extension AppDatabase {
    /// Reads what searches use before the first one asks: both indexes' vocabularies (about 100 ms with
    /// every branded food). The server runs it in the background at start; searches are correct
    /// without it, the first one only slower.
    public func prepareSearch() throws {
        try read { db in _ = try searchVocabularies(db) }
    }
}

import Foundation
import TallyCore
import TallyFoodData

extension AppDatabase {
    static let genericFoodsVersionKey = "genericFoods.version"

    /// Loads (or refreshes) the built-in USDA foods when this build carries a newer table than the
    /// file holds. Runs once per version, in one transaction; foods keep their ids across refreshes.
    /// Whether the built-in foods of this version are loaded.
    public func genericFoodsAreCurrent() throws -> Bool {
        try storage.read { db in
            try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [AppDatabase.genericFoodsVersionKey])
        } == GenericFoodData.version
    }

    /// Loads (or updates) the built-in foods, in one transaction.
    public func syncGenericFoods() throws {
        let current = try storage.read { db in
            try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [AppDatabase.genericFoodsVersionKey])
        }
        guard current != GenericFoodData.version else { return }
        let foods = GenericFoodTable.parse(GenericFoodData.table)
        try storage.write { db in
            // Another process may have loaded it while this one parsed.
            let again = try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [AppDatabase.genericFoodsVersionKey])
            guard again != GenericFoodData.version else { return }
            if !db.isPostgres {
                try db.execute(sql: "DELETE FROM foodSearch WHERE rowid IN (SELECT id FROM food WHERE source IN ('usda-sr', 'usda-foundation', 'usda-fndds'))")
            }
            let upsert = """
                INSERT INTO food (key, source, name, foodGroup, nutrients, measures) VALUES %@
                ON CONFLICT(key) DO UPDATE SET source = excluded.source, name = excluded.name, foodGroup = excluded.foodGroup,
                    nutrients = excluded.nutrients, measures = excluded.measures, isDeleted = FALSE
                RETURNING id
                """
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            var keys: Set<String> = []
            // One row per statement on SQLite (in process); on PostgreSQL 500 per statement, one round trip each.
            let batch = db.isPostgres ? 500 : 1
            let statement = try db.makeStatement(sql: upsert.replacingOccurrences(of: "%@", with: "(?, ?, ?, ?, ?, ?)"))
            var start = 0
            while start < foods.count {
                let chunk = foods[start..<min(start + batch, foods.count)]
                start += batch
                var arguments = SQLArguments()
                for food in chunk {
                    let nutrients = String(decoding: try encoder.encode(food.nutrientsPer100g), as: UTF8.self)
                    let measures = String(decoding: try encoder.encode(food.measures), as: UTF8.self)
                    arguments += [food.key, food.source.rawValue, food.name, food.group, nutrients, measures]
                }
                let ids: [Int64]
                if chunk.count == 1 {
                    ids = try Int64.fetchOne(statement, arguments: arguments).map { [$0] } ?? []
                } else {
                    let values = Array(repeating: "(?, ?, ?, ?, ?, ?)", count: chunk.count).joined(separator: ", ")
                    ids = try Int64.fetchAll(db, sql: upsert.replacingOccurrences(of: "%@", with: values), arguments: arguments)
                }
                // (Only SQLite indexes here, one row per statement, so each id is its food's.)
                for (food, id) in zip(chunk, ids) {
                    try SearchIndex.add(db, foodID: id, name: food.name, brand: nil, source: food.source)
                    keys.insert(food.key ?? "")
                }
            }
            // Foods a newer table dropped stay for history but leave search.
            let dropped = try SQLRow.fetchAll(
                db, sql: "SELECT id, key, name, source FROM food WHERE source IN ('usda-sr', 'usda-foundation', 'usda-fndds') AND isDeleted = FALSE"
            ).filter { !keys.contains($0.text(at: 1) ?? "") }
            for row in dropped {
                guard let id = row.integer(at: 0) else { continue }
                try db.execute(sql: "UPDATE food SET isDeleted = TRUE WHERE id = ?", arguments: [id])
                try SearchIndex.remove(db, foodID: id, name: row.text(at: 2) ?? "", source: row.text(at: 3).flatMap(FoodSource.init(rawValue:)) ?? .usdaSR)
            }
            try AppDatabase.saveSetting(db, key: AppDatabase.genericFoodsVersionKey, value: GenericFoodData.version)
        }
    }

    // MARK: Reading foods

    public func food(id: Int64) throws -> Food {
        try read { db in try AppDatabase.fetchFood(db, id: id) }
    }

    static func fetchFood(_ db: SQLConnection, id: Int64) throws -> Food {
        guard let record = try FoodRecord.fetchOne(db, key: id), !record.isDeleted else {
            throw TallyError.notFound(field: "food", "no food with id \(id)")
        }
        return record.food
    }

    public func foodCount(source: FoodSource? = nil) throws -> Int {
        try read { db in
            if let source { return try FoodRecord.fetchCount(db, where: "isDeleted = FALSE AND source = ?", arguments: [source.rawValue]) }
            return try FoodRecord.fetchCount(db, where: "isDeleted = FALSE")
        }
    }

    /// The user's own foods, favorites and recently used foods.
    public func libraryFoods() throws -> (custom: [Food], recipes: [Food], favorites: [Food], recent: [Food]) {
        try read { db in
            // Names in the reader's order (case and accents aside), the same on every engine.
            func byName(_ foods: [Food]) -> [Food] {
                foods.sorted {
                    let order = $0.name.localizedCaseInsensitiveCompare($1.name)
                    return order == .orderedSame ? $0.id < $1.id : order == .orderedAscending
                }
            }
            let custom = byName(try FoodRecord.fetchAll(db, where: "isDeleted = FALSE AND source = ?", arguments: [FoodSource.custom.rawValue]).map(\.food))
            let recipes = byName(try FoodRecord.fetchAll(db, where: "isDeleted = FALSE AND source = ?", arguments: [FoodSource.recipe.rawValue]).map(\.food))
            let favorites = try FoodRecord.fetchAll(db, where: "isDeleted = FALSE AND isFavorite", orderBy: "name, id").map(\.food)
            let recent = try FoodRecord.fetchAll(db, where: "isDeleted = FALSE AND lastUsedAt IS NOT NULL", orderBy: "lastUsedAt DESC, id DESC", limit: 20).map(\.food)
            return (custom, recipes, favorites, recent)
        }
    }

    // MARK: Search

    /// Searches every food: the user's own and favorites, recently used, generic, then branded, each
    /// by how well it matches. Prefix and typo tolerant.
    public func searchFoods(_ query: String, limit: Int = 25, now: Date) throws -> [RankedFood] {
        try read { db in
            try AppDatabase.searchFoods(db, query: query, limit: limit, now: now, context: try searchContext(db))
        }
    }

    static func searchFoods(
        _ db: SQLConnection, query: String, limit: Int, now: Date, context: SearchContext, includeBranded: Bool = true
    ) throws -> [RankedFood] {
        // The same text over the same foods, usage and recency ranks the same: people search the same words daily,
        // and typed meals repeat the same phrases.
        try context.kept.ranking("\(includeBranded)|\(limit)|\(query)", tokens: context.rankingTokens(now: now)) {
            try uncachedSearchFoods(db, query: query, limit: limit, now: now, context: context, includeBranded: includeBranded)
        }
    }

    private static func uncachedSearchFoods(
        _ db: SQLConnection, query: String, limit: Int, now: Date, context: SearchContext, includeBranded: Bool
    ) throws -> [RankedFood] {
        var words = SearchText.words(query).filter { !SearchText.stopWords.contains($0) }
        guard !words.isEmpty else { throw TallyError.invalid(field: "q", "the search text is empty") }
        guard query.count <= 200 else { throw TallyError.invalid(field: "q", "the search text is longer than 200 characters") }
        let limit = max(1, min(limit, 200))
        let reading = try corrections(for: words, db, context: context)
        var corrections = reading.alternatives
        let (rewrites, unknown) = (reading.rewrites, reading.unknown)
        // A rare spelling with a common neighbour ("chiken" in a few product names) is read as the neighbour.
        words = words.map { rewrites[$0] ?? $0 }
        // Two typed words a generic name writes as one ("angel food" → "angelfood"): either spelling finds it.
        var compounds: Set<String> = []
        var compoundParts: Set<String> = []
        for (first, second) in zip(words, words.dropFirst()) {
            guard let stem = SearchText.joinedStem(first, second) else { continue }
            let joined = first + second
            if context.vocabularies.generic.holdsWord(joined, beyond: first.count + 1) {
                corrections[first, default: []].append(joined)
                corrections[second, default: []].append(joined)
                compounds.insert(stem)
                compoundParts.formUnion([first, second])
            }
        }
        // A state USDA writes with "pre" ("presweetened", "precooked"): the typed participle finds either spelling.
        for word in words where word.count >= 5 && word.hasSuffix("ed") && !word.hasPrefix("pre") {
            let pre = "pre" + word
            if context.vocabularies.generic.holdsWord(pre, beyond: pre.count - 4) { corrections[word, default: []].append(pre) }
        }
        let rankingQuery = words.joined(separator: " ")
        // A word no name holds, with none near it, would only empty every AND query: the index is asked
        // for the others (the ranker still reads the whole query). Likewise a word only branded names hold, of
        // the generic index.
        let indexWords = words.count > 1 && words.contains(where: { !unknown.contains($0) }) ? words.filter { !unknown.contains($0) } : words
        let genericWords = indexWords.filter { !reading.notGeneric.contains($0) || compoundParts.contains($0) }
        var ids: [Int64] = []
        if !genericWords.isEmpty {
            ids = try context.matchingIDs(db, table: "foodSearch", query: ftsQuery(genericWords, corrections: corrections, joiner: " AND "), limit: 4_000)
        }
        let genericMatches = ids.count
        if includeBranded { ids += try brandedIDs(db, words: indexWords, corrections: corrections, context: context) }
        if ids.count < limit, indexWords.count > 1 {
            // Partial matches. BM25 over every word scores every name holding any of them (the costliest query a
            // search makes), so it is the last resort; first the names an AND query finds, with a cooking state met
            // by USDA's words for it ("baked" by "dry heat"), as the ranker reads it.
            var partial: [Int64] = []
            var alternatives = corrections
            for word in genericWords {
                let terms = MealParser.stateTerms(word).filter { $0 != word }
                if !terms.isEmpty { alternatives[word, default: []] += terms }
            }
            if genericWords.count >= 3 {
                // Names holding all typed words but one.
                for dropped in genericWords.indices {
                    var rest = genericWords
                    rest.remove(at: dropped)
                    partial += try context.matchingIDs(
                        db, table: "foodSearch", query: ftsQuery(rest, corrections: alternatives, joiner: " AND ", wholeWords: true), limit: 250)
                }
            } else if !genericWords.isEmpty {
                // Of two words, every name holding the rarer one (what BM25 would rank first), when that list is short.
                let holding = try genericWords.map { try context.matchingIDs(db, table: "foodSearch", query: ftsQuery([$0], corrections: alternatives, joiner: " AND "), limit: 250) }
                if let rarer = holding.min(by: { $0.count < $1.count }), rarer.count < 250 { partial = rarer }
            }
            // (Names holding some of the words rank below every name holding all of them: when some do, the BM25
            // query would only fill the list's tail.)
            if partial.isEmpty, !genericWords.isEmpty, genericMatches == 0 {
                // Earlier words whole: a short word's prefix ("so", "one") would bring in every name with a longer one.
                ids += try context.matchingIDs(
                    db, table: "foodSearch", query: ftsQuery(genericWords, corrections: corrections, joiner: " OR ", wholeWords: true), limit: 250,
                    byRelevance: true)
            } else {
                ids += partial
            }
            if includeBranded {
                ids += try context.matchingIDs(db, table: "brandedSearch", query: ftsQuery(indexWords, corrections: corrections, joiner: " OR "), limit: 100)
            }
        }
        // The everyday food people mean by this name ("coke" → cola) ranks first among generic foods.
        var boosts: [Int64: Double] = [:]
        let correctedQuery = words.map { corrections[$0]?.first ?? $0 }.joined(separator: " ")
        // "turkey with gravy" is not the lexicon's "turkey gravy": a query that joins with "with" names an entry only
        // with the join.
        let joinsWith = SearchText.words(query).dropFirst().contains("with")
        let named = joinsWith
            ? CommonFoods.shared.entry(named: query)
            : CommonFoods.shared.entry(named: rankingQuery) ?? CommonFoods.shared.entry(named: correctedQuery)
        if let entry = named,
            let id = try Int64.fetchOne(db.cachedStatement(sql: "SELECT id FROM food WHERE key = ? AND isDeleted = FALSE"), arguments: [entry.key])
        {
            boosts[id] = 40
            ids.append(id)
        }
        let candidates = try searchCandidates(db, ids: Array(Set(ids)), context: context)
        // A synonym ("oj") may share no word with the USDA name; it still matches exactly.
        let top = FoodRanker.rank(
            query: rankingQuery, candidates: candidates.foods, corrections: corrections, boosts: boosts, exact: Set(boosts.keys), names: candidates.names,
            compounds: compounds, now: now, limit: limit)
        // Full rows (nutrients, measures) only for what is shown.
        let byID = try wholeFoods(db, top.map { ($0.food.id, $0.food.source) }, context: context)
        return top.compactMap { item in
            guard let food = byID[item.food.id] else { return nil }
            var result = item
            result.food = food
            return result
        }
    }

    /// Reads a typed meal into foods and grams against this database, in one consistent snapshot.
    public func parseMeal(_ text: String, now: Date) throws -> ParsedMeal {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw TallyError.invalid(field: "text", "the meal text is empty") }
        guard trimmed.count <= MealParser.maximumLength else {
            throw TallyError.invalid(field: "text", "the meal text is longer than \(MealParser.maximumLength) characters")
        }
        return try read { db in
            MealParser(lookup: DatabaseFoodLookup(db: db, now: now, context: try searchContext(db))).parse(trimmed)
        }
    }

    /// FTS5 query text: each word as a quoted prefix (with `wholeWords`, every word but the last whole),
    /// typo corrections as alternatives.
    static func ftsQuery(_ words: [String], corrections: [String: [String]], joiner: String, wholeWords: Bool = false) -> String {
        words.enumerated().map { index, word in
            // A number or a single letter before the last word is a whole word ("2" is not "20", "c" not every c-word).
            let whole = index < words.count - 1 && (wholeWords || word.count == 1 || word.allSatisfy(\.isNumber))
            let star = whole ? "" : "*"
            let alternatives = [word] + (corrections[word] ?? [])
            let terms = alternatives.map { "\"\(SearchText.containsBytes($0, "\"") ? $0.replacingOccurrences(of: "\"", with: "") : $0)\"\(star)" }
            return terms.count == 1 ? terms[0] : "(" + terms.joined(separator: " OR ") + ")"
        }.joined(separator: joiner)
    }

    /// Branded candidates: the first 300 matches in index order, the shortest names (see `SearchIndex`).
    /// Earlier words are read whole first (the last may still be being typed): for common words that
    /// query alone fills the set and costs a fraction of prefix matching every word.
    static func brandedIDs(_ db: SQLConnection, words: [String], corrections: [String: [String]], context: SearchContext) throws -> [Int64] {
        let count = 300
        var ids: [Int64] = []
        if words.count > 1 {
            let whole = ftsQuery(words, corrections: corrections, joiner: " AND ", wholeWords: true)
            ids = try context.matchingIDs(db, table: "brandedSearch", query: whole, limit: count)
            if ids.count >= count { return ids }
        }
        let strict = ftsQuery(words, corrections: corrections, joiner: " AND ")
        return ids + (try context.matchingIDs(db, table: "brandedSearch", query: strict, limit: count))
    }

    /// For words no food contains, the indexed words within a typo or two (same first two letters).
    /// A word only a handful of foods contain, next to a far more common one, is rewritten to it.
    /// `unknown` holds the words no name holds and none is near: no query can match them; `notGeneric` the words
    /// only branded names hold (none near among generic names): no query of the generic index can.
    static func corrections(
        for words: [String], _ db: SQLConnection, context: SearchContext
    ) throws -> (alternatives: [String: [String]], rewrites: [String: String], unknown: Set<String>, notGeneric: Set<String>) {
        var result: [String: [String]] = [:]
        var rewrites: [String: String] = [:]
        var unknown: Set<String> = []
        var notGeneric: Set<String> = []
        for word in Set(words) where SearchText.typoLimit(for: word) > 0 && !word.allSatisfy(\.isNumber) {
            // A word's reading depends only on the indexes' contents, so it is kept under their tokens.
            let reading = try context.kept.correction(of: word, tokens: context.tokens) { try correction(of: word, db, context: context) }
            if let alternatives = reading.alternatives { result[word] = alternatives }
            if let rewrite = reading.rewrite { rewrites[word] = rewrite }
            if reading.isUnknown { unknown.insert(word) }
            if !reading.isGeneric { notGeneric.insert(word) }
        }
        return (result, rewrites, unknown, notGeneric)
    }

    /// How one typed word is read against both indexes (see `corrections`).
    static func correction(of word: String, _ db: SQLConnection, context: SearchContext) throws -> KeptFoods.WordReading {
        let vocabularies = context.vocabularies
        let probe = "\"\(word)\"*"
        let local = try context.matchingIDs(db, table: "foodSearch", query: probe, limit: 20).count
        let branded = try context.matchingIDs(db, table: "brandedSearch", query: probe, limit: 20).count
        let known = local + branded
        if known >= 20 { return KeptFoods.WordReading(isGeneric: local > 0) }
        let prefix = String(word.prefix(2))
        var scored: [(term: String, distance: Int, documents: Int)] = []
        let limit = SearchText.typoLimit(for: word)
        for vocabulary in [vocabularies.generic, vocabularies.branded] {
            for entry in vocabulary.terms(startingWith: prefix) {
                let term = entry.term
                guard abs(term.count - word.count) <= limit + 3, term != word else { continue }
                var distance = SearchText.editDistance(term, word, limit: limit)
                if distance > limit, term.count < word.count, term.count >= word.count - 3, term.count >= 4 {
                    // Index terms are stems ("scrambl"); compare with the word cut to the stem's length,
                    // one step worse than a whole-word match so real words win.
                    distance = 1 + min(
                        SearchText.editDistance(term, String(word.prefix(term.count)), limit: limit),
                        SearchText.editDistance(term, String(word.prefix(term.count + 1)), limit: limit))
                }
                // (Only a slip a hand or an ear makes: "latkes" finds no latte. Against a stem, the word cut to its length.)
                if distance <= limit, distance > 0, SearchText.isLikelySlip(word, for: term),
                    term.count >= word.count || SearchText.isLikelySlip(String(word.prefix(term.count)), for: term)
                {
                    scored.append((term, distance, entry.documents))
                }
            }
        }
        // Only the closest words: a one-letter slip should not compete with two-letter ones.
        let closest = scored.map(\.distance).min() ?? 0
        var merged: [String: Int] = [:]
        for item in scored where item.distance == closest { merged[item.term, default: 0] += item.documents }
        let best = merged.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
        if known == 0 {
            return KeptFoods.WordReading(alternatives: best.prefix(3).map(\.key), isUnknown: best.isEmpty, isGeneric: !best.isEmpty)
        }
        if local < 2, let top = best.first, top.value >= 50 * max(known, 1),
            try local == 0 || !context.onIndex(db, table: "foodSearch", { index in
                try String.fetchAll(index, sql: "SELECT name FROM foodSearch WHERE foodSearch MATCH ? LIMIT 2", arguments: [probe])
            }).contains(where: { SearchText.words($0).contains(word) })
        {
            // Only a word (almost) no generic USDA name uses: "ricotta" and "baklava" are rare but real (a name holds
            // each whole), "chiken" in a few product names and "chickn" before a misspelt "chickne" are slips.
            return KeptFoods.WordReading(alternatives: [top.key], rewrite: top.key, isGeneric: true)
        }
        return KeptFoods.WordReading(isGeneric: local > 0)
    }

    /// Candidates by id, with this snapshot's usage: kept ones from memory, the rest read and kept.
    static func searchCandidates(_ db: SQLConnection, ids: [Int64], context: SearchContext) throws -> (foods: [Food], names: [RankableName]) {
        var found = context.kept.candidates(ids, tokens: context.tokens)
        let missing = zip(ids, found).compactMap { id, known in known == nil ? id : nil }
        if !missing.isEmpty {
            let read = try fetchSearchCandidates(db, ids: missing).map {
                KeptFoods.Candidate(food: SearchContext.withoutUsage($0), name: RankableName($0.name))
            }
            for part in 0..<2 {
                context.kept.keep(candidates: read.filter { context.part(of: $0.food.source) == part }, part: part, token: context.tokens[part])
            }
            let byID = Dictionary(read.map { ($0.food.id, $0) }, uniquingKeysWith: { first, _ in first })
            for index in found.indices where found[index] == nil { found[index] = byID[ids[index]] }
        }
        var foods: [Food] = []
        var names: [RankableName] = []
        foods.reserveCapacity(ids.count)
        names.reserveCapacity(ids.count)
        for candidate in found {
            guard let candidate else { continue }
            foods.append(context.withUsage(candidate.food))
            names.append(candidate.name)
        }
        return (foods, names)
    }

    /// Whole rows of foods by id (with the source that says which part keeps them), kept ones from
    /// memory, with this snapshot's usage.
    static func wholeFoods(_ db: SQLConnection, _ foods: [(id: Int64, source: FoodSource)], context: SearchContext) throws -> [Int64: Food] {
        var found: [Int64: Food] = [:]
        for part in 0..<2 {
            let ids = foods.filter { context.part(of: $0.source) == part }.map(\.id)
            guard !ids.isEmpty else { continue }
            var whole = context.kept.whole(ids, part: part, token: context.tokens[part])
            let missing = ids.filter { whole[$0] == nil }
            if !missing.isEmpty {
                let read = try fetchFoods(db, ids: missing).mapValues(SearchContext.withoutUsage)
                context.kept.keep(whole: Array(read.values), part: part, token: context.tokens[part])
                whole.merge(read) { first, _ in first }
            }
            for (id, food) in whole { found[id] = context.withUsage(food) }
        }
        return found
    }

    /// Whole foods by id, for the few a search shows. Nutrients are read by SQLite's JSON functions
    /// (a food's dozens of nutrients through Codable cost more than the rest of its search); a row
    /// that cannot be read is left out, never fatal (`tally check` lists it).
    static func fetchFoods(_ db: SQLConnection, ids: [Int64]) throws -> [Int64: Food] {
        var foods: [Int64: Food] = [:]
        guard !ids.isEmpty else { return foods }
        let idList = idListArgument(ids)
        var nutrients: [Int64: [String: Double]] = [:]
        let values = try SQLRow.fetchCursor(
            db.cachedStatement(
                sql: db.sql(
                    sqlite: """
                        SELECT food.id, item.key, item.value FROM food,
                            json_each(CASE WHEN json_valid(food.nutrients) AND json_type(food.nutrients) = 'object' THEN food.nutrients ELSE '{}' END) AS item
                        WHERE food.id \(idIn(db)) AND item.type IN ('integer', 'real')
                        """,
                    postgres: """
                        SELECT food.id, item.key, (item.value #>> '{}')::double precision
                        FROM food, LATERAL (SELECT tally_json(food.nutrients) AS j) AS parsed,
                            jsonb_each(CASE WHEN jsonb_typeof(parsed.j) = 'object' THEN parsed.j ELSE '{}'::jsonb END) AS item
                        WHERE food.id \(idIn(db)) AND jsonb_typeof(item.value) = 'number'
                        """)), arguments: [idList])
        while let row = try values.next() {
            guard let id = try? row.decode(Int64.self, atIndex: 0), let key = try? row.decode(String.self, atIndex: 1),
                let value = try? row.decode(Double.self, atIndex: 2), value.isFinite
            else { continue }
            nutrients[id, default: [:]][key] = value
        }
        let decoder = JSONDecoder()
        let rows = try SQLRow.fetchCursor(
            db.cachedStatement(
                sql: """
                    SELECT id, key, source, name, brand, foodGroup, measures, servingName, servingGrams, categoryId, gramsPerPortion,
                        isFavorite, notes, barcode, useCount, lastUsedAt
                    FROM food WHERE id \(idIn(db))
                    """), arguments: [idList])
        while let row = try rows.next() {
            guard let id = try? row.decode(Int64.self, atIndex: 0), let name = try? row.decode(String.self, atIndex: 3),
                let source = (try? row.decode(String.self, atIndex: 2)).flatMap(FoodSource.init(rawValue:)),
                let measuresText = try? row.decode(String.self, atIndex: 6),
                let measures = try? decoder.decode([FoodMeasure].self, from: Data(measuresText.utf8))
            else { continue }
            foods[id] = Food(
                id: id, key: try? row.decode(String?.self, atIndex: 1), source: source, name: name,
                brand: try? row.decode(String?.self, atIndex: 4), group: try? row.decode(String?.self, atIndex: 5),
                nutrientsPer100g: Nutrients(dictionary: nutrients[id] ?? [:]), measures: measures,
                servingName: try? row.decode(String?.self, atIndex: 7), servingGrams: try? row.decode(Double?.self, atIndex: 8),
                categoryID: try? row.decode(Int64?.self, atIndex: 9), gramsPerPortion: try? row.decode(Double?.self, atIndex: 10),
                isFavorite: (try? row.decode(Bool.self, atIndex: 11)) ?? false, notes: try? row.decode(String?.self, atIndex: 12),
                barcode: try? row.decode(String?.self, atIndex: 13), useCount: (try? row.decode(Int.self, atIndex: 14)) ?? 0,
                lastUsedAt: try? row.decode(Date?.self, atIndex: 15))
        }
        return foods
    }

    /// `IN` over the ids of one JSON array argument (`idListArgument`): one prepared statement serves any number of ids.
    static func idIn(_ db: SQLConnection) -> String {
        db.sql(sqlite: "IN (SELECT value FROM json_each(?))", postgres: "IN (SELECT value::bigint FROM json_array_elements_text(?::json))")
    }

    /// Ids as one JSON array argument (`id IN (SELECT value FROM json_each(?))`): one prepared statement
    /// serves any number of ids.
    static func idListArgument(_ ids: [Int64]) -> String {
        "[" + ids.map(String.init).joined(separator: ",") + "]"
    }

    /// Light rows for ranking: no nutrients or measures decoded.
    static func fetchSearchCandidates(_ db: SQLConnection, ids: [Int64]) throws -> [Food] {
        guard !ids.isEmpty else { return [] }
        var foods: [Food] = []
        foods.reserveCapacity(ids.count)
        let rows = try SQLRow.fetchCursor(
            db.cachedStatement(
                sql: """
                    SELECT id, key, source, name, brand, foodGroup, isFavorite, useCount, lastUsedAt FROM food
                    WHERE id \(idIn(db)) AND isDeleted = FALSE
                    """), arguments: [idListArgument(ids)])
        while let row = try rows.next() {
            // A row that cannot be read is left out of the results, never fatal (`tally check` lists it).
            guard let id = try? row.decode(Int64.self, atIndex: 0), let name = try? row.decode(String.self, atIndex: 3) else { continue }
            foods.append(
                Food(
                    id: id, key: try? row.decode(String?.self, atIndex: 1),
                    source: (try? row.decode(String.self, atIndex: 2)).flatMap(FoodSource.init(rawValue:)) ?? .custom, name: name,
                    brand: try? row.decode(String?.self, atIndex: 4), group: try? row.decode(String?.self, atIndex: 5),
                    nutrientsPer100g: Nutrients(), isFavorite: (try? row.decode(Bool.self, atIndex: 6)) ?? false,
                    useCount: (try? row.decode(Int.self, atIndex: 7)) ?? 0, lastUsedAt: try? row.decode(Date?.self, atIndex: 8)))
        }
        return foods
    }

    // MARK: Writing foods

    static func insertFood(_ db: SQLConnection, _ food: Food, recipeServings: Double? = nil) throws -> Food {
        var record = FoodRecord(food, recipeServings: recipeServings)
        record.id = nil
        try record.insert(db)
        guard let id = record.id else { throw TallyError.invalid(field: "food", "\(food.name) could not be stored") }
        try SearchIndex.add(db, foodID: id, name: food.name, brand: food.brand, source: food.source)
        return record.food
    }

    static func updateFood(_ db: SQLConnection, _ food: Food, recipeServings: Double? = nil) throws {
        var record = FoodRecord(food, recipeServings: recipeServings)
        record.id = food.id
        let indexed = try FoodRecord.fetchOne(db, key: food.id)
        try record.update(db)
        if let indexed { try SearchIndex.remove(db, foodID: food.id, name: indexed.name, source: indexed.food.source) }
        try SearchIndex.add(db, foodID: food.id, name: food.name, brand: food.brand, source: food.source)
    }

    /// Adds a custom food after the reasonableness checks. Returns it with any warnings.
    public func addCustomFood(_ draft: CustomFoodDraft) throws -> (food: Food, warnings: [String]) {
        try write { db in
            let catalog = try AppDatabase.fetchCatalog(db)
            let (food, warnings) = try CustomFoodRules.validate(draft, catalog: catalog)
            try AppDatabase.requireUniqueCustomName(db, food: food, excluding: nil)
            return (try AppDatabase.insertFood(db, food), warnings)
        }
    }

    /// Edits a food. Custom foods change as a whole (re-validated); for other foods only the
    /// favorite flag, notes and portion mapping are the user's to change.
    public func editFood(id: Int64, _ change: (CustomFoodDraft) -> CustomFoodDraft) throws -> (food: Food, warnings: [String]) {
        try write { db in
            let catalog = try AppDatabase.fetchCatalog(db)
            let current = try AppDatabase.fetchFood(db, id: id)
            guard current.source == .custom else {
                throw TallyError.invalid(field: "food", "\(current.name) is a \(current.source.rawValue) food; its nutrients cannot be edited (add a custom food instead)")
            }
            let draft = change(CustomFoodDraft(current, catalog: catalog))
            var (food, warnings) = try CustomFoodRules.validate(draft, catalog: catalog)
            food.id = current.id
            food.useCount = current.useCount
            food.lastUsedAt = current.lastUsedAt
            try AppDatabase.requireUniqueCustomName(db, food: food, excluding: current.id)
            try AppDatabase.updateFood(db, food)
            return (food, warnings)
        }
    }

    /// Sets how any food counts in portions (nil category clears an override).
    @discardableResult
    public func setFoodMapping(id: Int64, category: String?, portions: String?, gramsPerPortion: String?) throws -> Food {
        try write { db in
            let catalog = try AppDatabase.fetchCatalog(db)
            var food = try AppDatabase.fetchFood(db, id: id)
            if let category {
                let resolved = try catalog.category(named: category, allowPrefix: true)
                let grams: Double
                if let gramsPerPortion {
                    grams = try FoodRules.positiveNumber(gramsPerPortion, range: Limits.gramsPerPortion)
                } else {
                    let per = try FoodRules.positiveNumber(portions ?? "1", range: Limits.portionsPerServing)
                    guard let serving = food.allMeasures.first?.grams else {
                        throw TallyError.invalid(field: "portions", "\(food.name) has no serving; give --portion-grams (grams per portion)")
                    }
                    grams = serving / per
                }
                food.categoryID = resolved.id
                food.gramsPerPortion = grams
            } else {
                food.categoryID = nil
                food.gramsPerPortion = nil
            }
            try db.execute(
                sql: "UPDATE food SET categoryId = ?, gramsPerPortion = ? WHERE id = ?", arguments: [food.categoryID, food.gramsPerPortion, id])
            return food
        }
    }

    @discardableResult
    public func setFavorite(id: Int64, _ isFavorite: Bool) throws -> Food {
        try write { db in
            var food = try AppDatabase.fetchFood(db, id: id)
            food.isFavorite = isFavorite
            try db.execute(sql: "UPDATE food SET isFavorite = ? WHERE id = ?", arguments: [isFavorite, id])
            return food
        }
    }

    /// Deletes a custom food or recipe. Entries keep their snapshots; a food still used in a recipe
    /// is hidden rather than removed, so the recipe's numbers stay whole.
    @discardableResult
    public func deleteFood(id: Int64) throws -> Food {
        try write { db in
            let food = try AppDatabase.fetchFood(db, id: id)
            guard food.source.isUserOwned else {
                throw TallyError.conflict(field: "food", "\(food.name) is a built-in \(food.source.rawValue) food; only your own foods and recipes can be deleted")
            }
            try SearchIndex.remove(db, foodID: id, name: food.name, source: food.source)
            let usedInRecipes = try Int.fetchOne(db, sql: "SELECT count(*) FROM recipeComponent WHERE foodId = ?", arguments: [id]) ?? 0
            if usedInRecipes > 0 {
                try db.execute(sql: "UPDATE food SET isDeleted = TRUE, isFavorite = FALSE WHERE id = ?", arguments: [id])
            } else {
                try FoodRecord.deleteOne(db, key: id)
            }
            return food
        }
    }

    static func requireUniqueCustomName(_ db: SQLConnection, food: Food, excluding: Int64?) throws {
        let clash = try Int64.fetchOne(
            db,
            sql: """
                SELECT id FROM food WHERE source IN ('custom', 'recipe') AND isDeleted = FALSE AND lower(name) = lower(?)
                AND lower(coalesce(brand, '')) = lower(?) AND id IS DISTINCT FROM ?
                """, arguments: [food.name, food.brand ?? "", excluding])
        if let clash {
            throw TallyError.conflict(field: "name", "you already have a food named '\(food.displayName)' (id \(clash))")
        }
    }

    // MARK: Logging food

    /// Finds a food by `#id`, a bare id, or the best search match.
    public func resolveFood(_ reference: String, now: Date) throws -> Food {
        let trimmed = reference.trimmingCharacters(in: .whitespaces)
        let idText = trimmed.hasPrefix("#") ? String(trimmed.dropFirst()) : trimmed
        if let id = Int64(idText, radix: 10), id > 0 {
            return try food(id: id)
        }
        guard let best = try searchFoods(trimmed, limit: 1, now: now).first, best.level < 3 else {
            throw TallyError.notFound(field: "food", "no food matches '\(reference)'; try tally foods search, or add it with tally foods add")
        }
        return best.food
    }

    /// Logs an amount of a food: its nutrient snapshot and, through its mapping, portions.
    public func logFood(
        _ reference: String, amount: FoodAmount, meal: String?, at: String?, note: String?, clock: AppClock
    ) throws -> LogEntry {
        let food = try resolveFood(reference, now: clock.now())
        return try logFood(food, amount: amount, meal: meal, at: at, note: note, clock: clock)
    }

    public func logFood(_ food: Food, amount: FoodAmount, meal: String?, at: String?, note: String?, clock: AppClock) throws -> LogEntry {
        try write { db in
            let catalog = try AppDatabase.fetchCatalog(db)
            let current = try AppDatabase.fetchFood(db, id: food.id)
            let resolved = try FoodRules.resolve(amount, of: current)
            let planned = try FoodRules.plannedEntry(
                food: current, amount: resolved, meal: meal, at: at, note: note, catalog: catalog, now: clock.now(),
                calendar: clock.calendar)
            var record = EntryRecord(planned)
            try record.insert(db)
            try AppDatabase.markUsed(db, foodID: current.id, at: clock.now())
            return record.entry
        }
    }

    /// Logs several planned food entries at once (a typed meal), all or nothing.
    public func logPlannedEntries(_ entries: [NewEntry], clock: AppClock) throws -> [LogEntry] {
        try write { db in
            var logged: [LogEntry] = []
            for entry in entries {
                var record = EntryRecord(entry)
                try record.insert(db)
                if let foodID = entry.food?.foodID { try AppDatabase.markUsed(db, foodID: foodID, at: clock.now()) }
                logged.append(record.entry)
            }
            return logged
        }
    }

    static func markUsed(_ db: SQLConnection, foodID: Int64, at date: Date) throws {
        try db.execute(sql: "UPDATE food SET useCount = useCount + 1, lastUsedAt = ? WHERE id = ?", arguments: [date, foodID])
    }

    /// Logs a quick add; returns the entry and a warning when macros and kcal disagree.
    public func quickAdd(_ request: QuickAdd.Request, clock: AppClock) throws -> (entry: LogEntry, warning: String?) {
        try write { db in
            let catalog = try AppDatabase.fetchCatalog(db)
            let (planned, warning) = try QuickAdd.plan(request, catalog: catalog, now: clock.now(), calendar: clock.calendar)
            var record = EntryRecord(planned)
            try record.insert(db)
            return (record.entry, warning)
        }
    }
}

/// The meal parser's view of the database, inside one read transaction.
struct DatabaseFoodLookup: FoodLookup {
    let db: SQLConnection
    let now: Date
    let context: SearchContext
    /// Searches already made in this snapshot: a meal asks for the same words more than once (each
    /// segment, the brand retry, related entries), and the answer cannot change within one read.
    private let memo = SearchMemo()

    final class SearchMemo {
        var results: [String: [Food]] = [:]
        var foods: [String: Food?] = [:]
    }

    func food(key: String) -> Food? {
        if let known = memo.foods[key] { return known }
        let found = uncachedFood(key: key)
        memo.foods[key] = found
        return found
    }

    private func uncachedFood(key: String) -> Food? {
        // Where a key is changes only with the foods' contents (the lexicon's keys are generic foods, kept).
        var located = context.kept.food(key: key, token: context.tokens[0])
        if located == nil {
            guard let row = try? SQLRow.fetchOne(db.cachedStatement(sql: "SELECT id, source FROM food WHERE key = ?"), arguments: [key]),
                let id = row[0] as Int64?, let source = (row[1] as String?).flatMap(FoodSource.init(rawValue:))
            else { return nil }
            located = KeptFoods.KeyedFood(id: id, source: source)
            if context.part(of: source) == 0 { context.kept.keep(key: key, KeptFoods.KeyedFood(id: id, source: source), token: context.tokens[0]) }
        }
        guard let located else { return nil }
        return (try? AppDatabase.wholeFoods(db, [(located.id, located.source)], context: context))?[located.id]
    }

    /// The user's and generic foods first; branded products only when nothing else matches.
    func search(_ text: String, limit: Int) -> [Food] {
        let key = "\(limit)\u{1}\(text)"
        if let known = memo.results[key] { return known }
        let found = uncachedSearch(text, limit: limit)
        memo.results[key] = found
        return found
    }

    private func uncachedSearch(_ text: String, limit: Int) -> [Food] {
        let local = ((try? AppDatabase.searchFoods(db, query: text, limit: limit, now: now, context: context, includeBranded: false)) ?? []).filter { $0.level < 3 }
        if !local.isEmpty { return local.map(\.food) }
        return ((try? AppDatabase.searchFoods(db, query: text, limit: limit, now: now, context: context)) ?? []).map(\.food)
    }

    func isKnownWord(_ word: String) -> Bool {
        let probe = "\"\(SearchText.containsBytes(word, "\"") ? word.replacingOccurrences(of: "\"", with: "") : word)\"*"
        return ((try? context.matchingIDs(db, table: "foodSearch", query: probe, limit: 1)) ?? []).count > 0
    }

    func foodCount(withWord word: String, cap: Int) -> Int {
        let probe = "\"\(SearchText.containsBytes(word, "\"") ? word.replacingOccurrences(of: "\"", with: "") : word)\""
        return ((try? context.matchingIDs(db, table: "foodSearch", query: probe, limit: max(1, cap))) ?? []).count
    }
}

extension AppDatabase {
    /// The second baseline of `tally bench search`: SQLite's own full-text ranking, a BM25 query over
    /// both indexes for every word as a prefix, with nothing else (no typos, no tiers, no nutrients).
    public func bareFullTextSearch(_ query: String, limit: Int) throws -> [Int64] {
        let words = SearchText.words(query)
        guard !words.isEmpty else { return [] }
        let match = AppDatabase.ftsQuery(words, corrections: [:], joiner: " AND ")
        return try read { db in
            let context = try searchContext(db)
            return try context.onIndex(db, table: "foodSearch") { try SearchIndex.matchingIDs($0, table: "foodSearch", query: match, limit: limit, byRelevance: true) }
                + context.onIndex(db, table: "brandedSearch") { try SearchIndex.matchingIDs($0, table: "brandedSearch", query: match, limit: limit, byRelevance: true) }
        }
    }

    /// The baseline `tally bench search` compares against: a case-insensitive LIKE scan of every
    /// food name for each word, ordered by name length — what a first implementation would do.
    public func naiveSearch(_ query: String, limit: Int) throws -> [Int64] {
        let words = SearchText.words(query)
        guard !words.isEmpty else { return [] }
        return try read { db in
            // SQLite's LIKE ignores case; PostgreSQL's ILIKE is the same scan.
            let clauses = words.map { _ in db.isPostgres ? "name ILIKE ?" : "name LIKE ?" }.joined(separator: " AND ")
            return try Int64.fetchAll(
                db, sql: "SELECT id FROM food WHERE \(clauses) AND isDeleted = FALSE ORDER BY length(name) LIMIT \(limit)",
                arguments: SQLArguments(words.map { "%\($0)%" }))
        }
    }
}

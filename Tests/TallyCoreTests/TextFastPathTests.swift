import Foundation
import Testing
import TallyTestSupport

@testable import TallyCore

/// The meal parser's text steps skip Foundation where it would change nothing. Each is checked here
/// against the plain Foundation definition (every rewrite applied unconditionally) on random text
/// built from the characters those rewrites look for.
@Suite struct TextFastPathTests {
    /// Pieces random texts are made of: words the rewrites name, digits (ASCII and not), blanks of
    /// several kinds, quotes, fractions and punctuation.
    static let pieces: [String] = [
        "a", "b", "z", "g", "oz", "cup", "and", " and ", "a half", "skin", "no skin", "skin off", "inch", "-inch", "\"", "''",
        "n", " n ", "'n'", "n'", "bbq", "sub", "subs", "choc", "80/20", "93/7", "with skin", "skin on", "with the skin",
        "w/", "w/o", "&", " + ", "’", "‘", "“", "”", "½", "¼", "~", "fl. oz", "fl.oz", "fl oz", "fl", "\t", "\n", "…", "|", "•",
        " ", "  ", "\u{A0}", "\u{2003}", "\u{0C}", "\r", "-", "/", ".", ",", "(", ")", ";", ":",
        "0", "1", "2", "15", "3/4", "1-1/2", "٣", "७", "É", "é", "Ü", "日本", "%", "70-85%", "2 - 3 %", " percent", "percent", " pct", "pcts", " over ", "over easy", " medium", "hard ", "well",
        "one", "two", "ten", "a quarter", "none", "twenty", "fluid ounce", "fluid ounces", "fluid", "donut", "donuts",
        "T", "t", "2T", "pb", " and j", "decaf", "chx", "chkn", "espresso", "double", "triple", " shot of ", "with no ",
        "slice", " and a half", " of", "sub sandwich", "a ", "an ", "yoghurt", "Yoghurts",
        "7am", "3:30 pm", "5:45", " at 8", "around 12", " a.m.", "PM", ":", " - ", "–", "noon", " on the way back", " on my way to ", "way",
        "snacked on ", "munched", " on", "whites", " of ", "yolk", "the white", " large ", "eggs", "egg", "extra ",
        "this morning", "late night", "in the ", "afternoon", "evening", "around 4", " i ", " we", "ended the night with", "started my ",
        "day", "off", "washed it down with", "washed", "inches", "-inches", "es", "while cooking", "while ", "watching tv", "had a light lunch of", "my dinner was", "a big dinner of", "in the oven", " in the microwave", "on the grill", " on a ", "toaster", "cut in 6", "cut in ",
    ]

    static func randomText(_ random: inout SeededGenerator) -> String {
        (0..<(1 + random.below(12))).map { _ in pieces[random.below(pieces.count)] }.joined()
    }

    /// `MealParser.normalize` as first written: every replacement and expression applied.
    static func normalizeByFoundation(_ text: String) -> String {
        var t = text.replacingOccurrences(of: #"(?<=\d)\s*T\b"#, with: " tbsp", options: .regularExpression).lowercased()
        let replacements: [(String, String)] = [
            ("w/o", " without "), ("w/", " with "), ("&", " and "), (" + ", " and "), ("’", "'"), ("‘", "'"), ("“", "\""), ("”", "\""),
            ("½", " 1/2 "), ("⅓", " 1/3 "), ("⅔", " 2/3 "), ("¼", " 1/4 "), ("¾", " 3/4 "), ("⅛", " 1/8 "),
            ("~", " about "), ("with no ", "without "), ("fl. oz", "fl oz"), ("fl.oz", "fl oz"), ("\t", " "), ("\n", ", "), (";", ", "), ("|", ", "), ("•", ", "), ("…", " "),
            ("yoghurt", "yogurt"), ("on its own", " "), ("on their own", " "), ("by itself", " "), ("by themselves", " "),
            ("'s worth of ", " of "), ("s' worth of ", "s of "), ("'s worth", " "), ("s' worth", "s "),
            (" as well as ", " and "), (" followed by ", " and "), (" together with ", " with "), (" alongside ", " and "),
            (" accompanied by ", " with "),
            (", made at home", " homemade"), (", cooked at home", " homemade"), (", home made", " homemade"), (", homemade", " homemade"),
            ("white meat tuna", "white tuna"), ("white meat", "light meat"),
            (", the kind with ", " with "), (", the ones with ", " with "), (", the one with ", " with "), (", the type with ", " with "),
            (" flavored ", " "), (" flavoured ", " "), ("-flavored ", " "), ("-flavoured ", " "),
            ("stir-fried", "stirfried"), ("stir fried", "stirfried"), ("stir-fry", "stir fry"), ("stirfry", "stir fry"),
            ("stir fries", "stir fry"), ("stir frys", "stir fry"),
            ("cubic inches", "cubes"), ("cubic inch", "cube"), ("one-inch cube", "cube"), ("one inch cube", "cube"), ("1-inch cube", "cube"),
            ("1 inch cube", "cube"),
        ]
        for (from, to) in replacements { t = t.replacingOccurrences(of: from, with: to) }
        func apply(_ rules: [(String, String)]) {
            for (pattern, template) in rules { t = t.replacingOccurrences(of: pattern, with: template, options: .regularExpression) }
        }
        apply([
            (#" (?:from|out of) (?:a|the) can\b"#, " canned"),
            (#"\b(?:at |around |about |by )?\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)(?![a-z])"#, " "),
            (#"\b(?:at |around |about |by )?\d{1,2}:[0-5]\d\b"#, " "),
            (#"\b(?:at|around) \d{1,2}(?=\s*:|\s+[-–]\s+(?!\d))"#, " "),
            (#"\b(?:at|around) (?:noon|midnight)\b"#, " "),
            (#"\b(?:this|that|yesterday|last|late|early|in the) (?:morning|afternoon|evening|night)\b"#, " "),
            (#"\b(?:(?:over|during|throughout|through|across|for) the (?:whole |entire )?|all )(?:day|morning|afternoon|evening|night|week)\b"#, " "),
            (#"\b(?:at|around|about) \d{1,2}(?= (?:i|we)\b)"#, " "),
            (
                #"\b(?:started|began|finished|ended|wrapped up|rounded off|topped off) (?:off )?(?:the|my) (?:day|morning|night|evening|meal)(?: off)? with\b"#,
                "had"
            ),
            (#"\bwhile [a-z]+ing\b(?: (?:the|a|my) [a-z]+| tv| dinner| lunch| breakfast)?"#, " "),
            (#"\bcut in (\d+)\b"#, "cut into $1"),
            (#",?\s*\bcut (?:in|into) (?:quarters|halves|half|thirds)\b"#, ""),
            (#"\b(?:in|on) (?:the|a|an|my) (oven|toaster oven)\b"#, "$1"),
            (#"\b(?:in|on) (?:the|a|an|my) microwave\b"#, "microwaved"),
            (
                #"\b(?:in|on) (?:the|a|an|my) (?:air fryer|airfryer|toaster|grill|skillet|frying pan|pan|stove|stovetop|slow cooker|crock pot|crockpot|instant pot)\b"#,
                " "
            ),
            (
                #"^(?:i )?(?:had |ate |grabbed )?(?:a |an |my )(?:quick |light |big |huge |small |late |early |healthy |simple )?(breakfast|brunch|lunch|dinner|supper|snack|meal) (?:of|was)\b"#,
                "$1:"
            ),
            (#"\bwashed (?:it|it all|everything) down with\b"#, "had"),
            (#"\b(?:frozen|tv) ((?:(?!(?:after|before|for|at)\b)[a-z&']+ ){1,6}?)(?:dinner|meal|entree)s?\b"#, "frozen $1"),
            (#"\b([a-z']+),? filled with (?:a |an |some )?([a-z]+)(?: filling)?\b"#, "$2 $1"),
            (#"\b([a-z']+),? with (?:a |an |some )?([a-z]+) filling\b"#, "$2 $1"),
            (#"\b([a-z']+),? ([a-z]+)[- ]filled(?=$|[,;.]| and | with )"#, "$2 $1"),
            (#"\b([a-z]+)[- ]filled\b"#, "$1"),
            (#",\s*(?:the |an? )?(?:whole|entire) (package|box|bag|tray|pack|carton|container|can|bottle|jar|pouch|tub)\b"#, ", 1 $1"),
            (#"\b([a-z]+)((?:, [a-z' ]+)?),\s*(?:the |an? )?(?:whole|entire) (?:\1|thing|one)\b"#, "$1$2, 1 whole"),
            (#"\b(?:heaping|heaped|rounded|scant|generous|level) (?=(?:half|quarter|third|one|two|three|\d)\b)"#, ""),
            (#"\b(?:a|an|one) ([a-z]+) or two(?= of |,|$| and | with )"#, "1.5 $1"),
            (#"\b(?:half|quarter|1/2|1/4)[- ]inch(?:[- ]thick)? (?=(?:slices?|pieces?|rounds?|wedges?)\b)"#, ""),
            (#"\b(?:a |an )?(?:side |small |big |large )?(?:salad|plate|side|platter) of ((?:\d|half |one |two |three |a couple ))"#, "$1"),
            (#"\bon (?:the|my) way(?: (?:home|back|in|out|to (?:the )?[a-z]+))?\b"#, " "),
            (#"\b(?:snacked|snacking|munched|munching|nibbled|nibbling|noshed) on\b"#, "had"),
            (#"\b(?:the )?(white|yolk)s? of (\S+ (?:(?:extra )?large |medium |small |jumbo )?)eggs?\b"#, "$2egg $1s"),
        ])
        for (index, word) in ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"].enumerated() {
            t = t.replacingOccurrences(of: #"\b"# + word + #" and a (half|quarter)\b"#, with: "\(index + 1) and a $1", options: .regularExpression)
        }
        let halfEnds = #" and a half(?=\s*(?:$|[,.;)]|(?:of|and|with|plus)\b))"#
        apply([
            (#"\b(\d+) and (\d+/\d+)\b"#, "$1 $2"), (#"\b(\d+) and a half\b"#, "$1 1/2"), (#"\b(\d+) and a quarter\b"#, "$1 1/4"),
            (#"\b(?:a|an|one) ([a-z]+)"# + halfEnds, "1 1/2 $1"), (#"\b(\d+) ([a-z]+)"# + halfEnds, "$1 1/2 $2"),
            (#"(?<=[a-z]) '?n'? (?=[a-z])"#, " and "),
            (#"\bsubs\b"#, "sub sandwiches"), (#"\bsub\b(?! sandwich)"#, "sub sandwich"),
            (#"\bbbq\b"#, "barbecue"), (#"\bchoc\b"#, "chocolate"), (#"\bdonuts\b"#, "doughnuts"), (#"\bdonut\b"#, "doughnut"),
            (#"\bdecaf\b"#, "decaffeinated"), (#"\bchx\b"#, "chicken"), (#"\bchkn\b"#, "chicken"), (#"\bparm\b"#, "parmesan"),
            (#"\b(chicken|veal|eggplant|turkey|meatball|meatballs) parmesan\b(?! cheese)"#, "$1 parmigiana"),
            (#"\b(eggs?) over (?:easy|medium|hard|well)\b"#, "fried $1"), (#"\bover (?:easy|medium|hard|well) (eggs?)\b"#, "fried $1"),
            (#"\b(\d+(?:\.\d+)?) ?(?:percent|pct)\b"#, "$1%"),
            (#"\b(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)\s*%"#, "$1%-$2%"),
            (#"\bpb\b(?! and j\b| and js\b)"#, "peanut butter"),
            (#"\b(?:(?:a|an|one) )?(?:double|doppio)(?: shots?)?(?: of)? espresso"#, "2 shots espresso"),
            (#"\b(?:(?:a|an|one) )?triple(?: shots?)?(?: of)? espresso"#, "3 shots espresso"),
            (#"\b([5-9]\d)/([1-5]?\d)\b"#, "$1% lean"),
            (#"\b(?:no|without) (?:the )?(?:skin|breading|batter|coating)(?:,? (?:or|and|&) (?:the )?(?:skin|breading|batter|coating))+\b"#, "meat only"),
            (#"\b(skin removed|skin off|no skin|without skin|without the skin)\b"#, "skinless"),
            (
                #"\b(?!(?:with|no|without|the|its|their|his|her|in|and|on|of|off|removed|extra|crispy)\b)([a-z]+) (skins?)\b(?=\s*(?:,|;|$|and (?!all\b)))"#,
                "$1 $2 only"
            ),
            (#"\b(with the skin|with skin|skin on)\b"#, "skin"),
        ])
        let inchWords = ["four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "fourteen", "sixteen", "eighteen"]
        for (word, number) in zip(inchWords, [4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 16, 18]) {
            t = t.replacingOccurrences(of: #"\b"# + word + #"[- ]inch(?:es)?\b"#, with: "\(number) inch", options: .regularExpression)
        }
        apply([
            (#"(\d)\s*(\"|''|-inch(?:es)?|inch(?:es)?)"#, "$1 inch "), (#"(\d)([a-z])"#, "$1 $2"), (#"(\d)-([a-z])"#, "$1 $2"), (#"\s+"#, " "),
        ])
        return t.trimmingCharacters(in: .whitespaces)
    }

    /// `MeasureText.tokenize` as first written.
    static func tokenizeByFoundation(_ text: String) -> [String] {
        var cleaned = text.replacingOccurrences(of: "\"", with: " inch ")
        for mark in ["(", ")", ",", ";", ":"] { cleaned = cleaned.replacingOccurrences(of: mark, with: " ") }
        cleaned = cleaned.replacingOccurrences(of: "fluid ounces", with: "fl_oz").replacingOccurrences(of: "fluid ounce", with: "fl_oz")
            .replacingOccurrences(of: "fl oz", with: "fl_oz").replacingOccurrences(of: "fl. oz", with: "fl_oz")
        return cleaned.split(whereSeparator: \.isWhitespace).map { $0 == "fl_oz" ? "fl oz" : String($0) }
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func normalizeAndTokenizeMatchFoundation(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<3_000 {
            let text = Self.randomText(&random)
            #expect(MealParser.normalize(text) == Self.normalizeByFoundation(text), "normalize: \(text.debugDescription)")
            #expect(MeasureText.tokenize(text) == Self.tokenizeByFoundation(text), "tokenize: \(text.debugDescription)")
        }
    }

    @Test(arguments: [UInt64(4), 5])
    func byteSearchAndTrimMatchFoundation(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<3_000 {
            let text = Self.randomText(&random)
            let part = Self.pieces[random.below(Self.pieces.count)]
            #expect(SearchText.containsBytes(text, part) == (text.range(of: part) != nil), "\(part.debugDescription) in \(text.debugDescription)")
            #expect(SearchText.trimmingBlanks(text) == text.trimmingCharacters(in: .whitespaces), "trim: \(text.debugDescription)")
        }
    }

    @Test func numbersStillRead() {
        #expect(QuantityText.number(" 2 ") == 2)
        #expect(QuantityText.number("1½") == 1.5)
        #expect(QuantityText.number("1-1/2") == 1.5)
        #expect(QuantityText.number("2,5") == 2.5)
        #expect(QuantityText.number("3/4") == 0.75)
        #expect(QuantityText.number("٣") == nil)
        #expect(QuantityText.number("2a") == nil)
        #expect(QuantityText.number("cup") == nil)
        #expect(HouseholdUnit.normalized("Tbsp.") == "tbsp")
        #expect(HouseholdUnit.normalized(" cups ") == "cup")
        #expect(HouseholdUnit.normalized("cupcake") == nil)
        #expect(HouseholdUnit.normalized("cupful") == "cup")
    }
}

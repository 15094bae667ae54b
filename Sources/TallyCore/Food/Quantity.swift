import Foundation

/// Reading amounts people type: "2", "1.5", ".5", "1/2", "1 1/2", "½", "two", "a dozen", "half".
public enum QuantityText {
    static let words: [String: Double] = [
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
        "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
        "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
        "sixty": 60, "hundred": 100, "a": 1, "an": 1, "single": 1, "half": 0.5, "quarter": 0.25, "third": 1.0 / 3,
        "dozen": 12, "couple": 2, "pair": 2, "few": 3, "several": 3, "both": 2, "double": 2, "triple": 3,
    ]

    /// Ordinals that name a share of a whole ("an eighth of a pie"): the number of parts.
    static let ordinals: [String: Double] = [
        "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10, "twelfth": 12, "sixteenth": 16,
    ]

    static let unicodeFractions: [Character: Double] = [
        "½": 0.5, "⅓": 1.0 / 3, "⅔": 2.0 / 3, "¼": 0.25, "¾": 0.75, "⅕": 0.2, "⅖": 0.4, "⅗": 0.6, "⅘": 0.8, "⅙": 1.0 / 6,
        "⅚": 5.0 / 6, "⅛": 0.125, "⅜": 0.375, "⅝": 0.625, "⅞": 0.875,
    ]

    /// A single numeric token: "2", "1.5", ".5", "1/2", "½", "1½", "1-1/2" (a mixed number), "2,5".
    public static func number(_ token: String) -> Double? {
        // Only digits, separators, fraction characters and outer blanks can make a number: most tokens
        // are words, refused here without Foundation.
        guard token.unicodeScalars.allSatisfy({ scalar in
            switch scalar {
            case "0"..."9", ".", ",", "/", "-": true
            case "a"..."z", "A"..."Z": false
            default: scalar.properties.isWhitespace || unicodeFractions[Character(scalar)] != nil
            }
        }) else { return nil }
        var t = SearchText.trimmingBlanks(token)
        // Long digit strings are read too (and then refused by the range checks), never mistaken for no amount.
        if t.isEmpty || t.count > 40 { return nil }
        if let last = t.last, let fraction = unicodeFractions[last] {
            let whole = t.dropLast()
            if whole.isEmpty { return fraction }
            guard whole.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let w = Double(whole), w >= 0, w.isFinite else { return nil }
            return w + fraction
        }
        if t.utf8.contains(UInt8(ascii: "-")), t.utf8.contains(UInt8(ascii: "/")) {
            // 1-1/2
            let parts = t.split(separator: "-")
            if parts.count == 2, parts[0].allSatisfy({ $0.isASCII && $0.isNumber }), let w = Double(parts[0]), let f = number(String(parts[1])) { return w + f }
            return nil
        }
        if t.utf8.contains(UInt8(ascii: "/")) {
            let parts = t.split(separator: "/")
            guard parts.count == 2, parts.allSatisfy({ $0.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") } }),
                let a = Double(parts[0]), let b = Double(parts[1]), b > 0, (a / b).isFinite
            else { return nil }
            return a / b
        }
        t = t.replacingOccurrences(of: ",", with: ".")
        guard t.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), t.filter({ $0 == "." }).count <= 1,
            t != "."
        else { return nil }
        return Double(t).flatMap { $0.isFinite ? $0 : nil }
    }

    /// Reads a quantity at the start of `tokens`; returns the value and how many tokens it used.
    /// Handles mixed numbers ("1 1/2"), number words ("two", "a dozen", "a couple of"), "half a",
    /// "one and a half", "2-3" (a range, read as its middle), and "x2".
    public static func leading(_ tokens: [String]) -> (value: Double, count: Int, isRange: Bool)? {
        guard let first = tokens.first?.lowercased() else { return nil }
        func at(_ i: Int) -> String? { i < tokens.count ? tokens[i].lowercased() : nil }

        // Ranges "2-3" / "2 to 3" / "2 or 3".
        if first.utf8.contains(UInt8(ascii: "-")), !first.utf8.contains(UInt8(ascii: "/")) {
            let parts = first.split(separator: "-")
            if parts.count == 2, let a = number(String(parts[0])), let b = number(String(parts[1])), b >= a {
                return ((a + b) / 2, 1, true)
            }
        }
        if var value = number(first) {
            var used = 1
            // Mixed number: "1 1/2", "1 ½".
            if let next = at(1), next.utf8.contains(UInt8(ascii: "/")) || next.count == 1 && unicodeFractions[Character(next)] != nil,
                let fraction = number(next), fraction < 1
            {
                value += fraction
                used = 2
            } else if at(1) == "and", let next = at(2), next.utf8.contains(UInt8(ascii: "/")), let fraction = number(next), fraction > 0, fraction < 1 {
                // "1 and 1/2 cups"
                value += fraction
                used = 3
            } else if at(1) == "and", at(2) == "a", at(3) == "half" {
                value += 0.5
                used = 4
            } else if at(1) == "and", at(2) == "a", at(3) == "quarter" {
                value += 0.25
                used = 4
            } else if let joiner = at(1), joiner == "to" || joiner == "or", let next = at(2), let b = number(next), b > value {
                return ((value + b) / 2, 3, true)
            }
            return (value, used, false)
        }
        if first.hasPrefix("x"), let value = number(String(first.dropFirst())) { return (value, 1, false) }

        // Word quantities.
        switch first {
        case "half":
            // "half a dozen": six.
            if at(1) == "a", at(2) == "dozen" { return (6, 3, false) }
            // "half a cup", "half an avocado", "half of a"
            if at(1) == "a" || at(1) == "an" { return (0.5, 2, false) }
            if at(1) == "of", at(2) == "a" || at(2) == "an" || at(2) == "the" { return (0.5, 3, false) }
            return (0.5, 1, false)
        case "a", "an":
            if let next = at(1) {
                if next == "dozen" { return (12, 2, false) }
                if next == "half" { return at(2) == "dozen" ? (6, 3, false) : (0.5, 2, false) }
                // ("a third of a 12 oz loaf": the article after "of" goes with it, as after "half of".)
                let shareWords = at(2) != "of" ? 2 : ["a", "an", "the"].contains(at(3) ?? "") ? 4 : 3
                if next == "quarter" { return (0.25, shareWords, false) }
                // "a third of a cup", "an eighth of a pie", "a sixth of a cake"
                if let parts = ordinals[next] { return (1 / parts, shareWords, false) }
                if next == "couple" { return (2, at(2) == "of" ? 3 : 2, false) }
                if next == "pair" { return (2, at(2) == "of" ? 3 : 2, false) }
                if next == "few" { return (3, at(2) == "of" ? 3 : 2, true) }
                if next == "handful" { return (1, 1, false) }
            }
            return (1, 1, false)
        case "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
            "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty":
            var value = words[first] ?? 1
            var used = 1
            if at(1) == "and", at(2) == "a", at(3) == "half" {
                value += 0.5
                used = 4
            } else if at(1) == "dozen" {
                value *= 12
                used = 2
            } else if at(1) == "half" || at(1) == "halves" {
                // "one half", "two halves"
                value *= 0.5
                used = 2
            } else if at(1) == "quarter" || at(1) == "quarters" {
                value *= 0.25
                used = 2
            } else if let next = at(1), let parts = ordinals[next] ?? (next.hasSuffix("s") ? ordinals[String(next.dropLast())] : nil) {
                // "two thirds", "one eighth", "three fourths"
                value /= parts
                used = 2
            } else if first == "twenty" || first == "thirty", let next = at(1), let unit = words[next], unit < 10, unit >= 1 {
                value += unit
                used = 2
            }
            return (value, used, false)
        case "dozen": return (12, 1, false)
        case "couple", "pair": return (2, at(1) == "of" ? 2 : 1, false)
        case "few", "several": return (3, at(1) == "of" ? 2 : 1, true)
        case "quarter": return (0.25, at(1) == "of" ? 2 : 1, false)
        case "some": return nil
        default: return nil
        }
    }

    /// "1/2", "1 1/2", "2", "0.33" — the friendliest short form for showing a quantity.
    public static func format(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e12 else { return EntryPlanner.formatNumber(value) }
        let whole = floor(value + 1e-9)
        let fraction = value - whole
        let known: [(Double, String)] = [
            (0.25, "1/4"), (1.0 / 3, "1/3"), (0.5, "1/2"), (2.0 / 3, "2/3"), (0.75, "3/4"), (0.125, "1/8"), (1.0 / 6, "1/6"),
            (5.0 / 6, "5/6"), (0.375, "3/8"), (0.625, "5/8"), (0.875, "7/8"), (1.0 / 12, "1/12"),
        ]
        if fraction < 1e-6 { return String(Int(truncating: whole)) }
        for (f, text) in known where abs(fraction - f) < 1e-3 {
            return whole == 0 ? text : "\(Int(truncating: whole)) \(text)"
        }
        return EntryPlanner.formatNumber((value * 100).rounded() / 100)
    }
}

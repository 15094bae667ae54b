import Foundation

/// A regular expression compiled once. The parser's patterns are constants, and compiling one costs more than
/// matching it against a meal, which Foundation would otherwise do on every call.
struct TextPattern: @unchecked Sendable {
    // NSRegularExpression is immutable once made and documented safe to use from several threads.
    private let regex: NSRegularExpression?

    init(_ pattern: String) {
        regex = try? NSRegularExpression(pattern: pattern)
    }

    /// `text` with every match replaced by `template` ("$1" is the first group), as
    /// `replacingOccurrences(of:with:options: .regularExpression)` does.
    func replacing(in text: String, with template: String) -> String {
        guard let regex else { return text }
        return regex.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
    }

    /// The first match in `text`, as `range(of:options: .regularExpression)` finds it.
    func firstMatch(in text: String) -> Range<String.Index>? {
        guard let regex, let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
        return Range(match.range, in: text)
    }

    /// The text of group `group` of the first match.
    func firstGroup(_ group: Int, in text: String) -> Substring? {
        guard let regex, let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)), group < match.numberOfRanges,
            let range = Range(match.range(at: group), in: text)
        else { return nil }
        return text[range]
    }

    func matches(_ text: String) -> Bool { firstMatch(in: text) != nil }

    /// Every match with its groups (nil where a group took no part), first to last.
    func allMatches(in text: String) -> [(range: Range<String.Index>, groups: [Substring?])] {
        guard let regex else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            guard let range = Range(match.range, in: text) else { return nil }
            let groups = (0..<match.numberOfRanges).map { index in Range(match.range(at: index), in: text).map { text[$0] } }
            return (range, groups)
        }
    }

    /// `text` with each match replaced by what `replacement` makes of its groups (nil keeps the match).
    func replacing(in text: String, _ replacement: ([Substring?]) -> String?) -> String {
        var result = text
        for match in allMatches(in: text).reversed() {
            guard let new = replacement(match.groups) else { continue }
            result.replaceSubrange(match.range, with: new)
        }
        return result
    }
}

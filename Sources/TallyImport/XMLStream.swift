import Foundation
import TallyCore

/// A start or end tag, valid only during the callback that receives it (it points into the reader's
/// buffer, so millions of tags cost no copies).
public struct XMLTag {
    let bytes: UnsafeBufferPointer<UInt8>
    let nameRange: Range<Int>
    let attributes: [(name: Range<Int>, value: Range<Int>)]
    public let isEnd: Bool
    public let isSelfClosing: Bool

    /// Whether the tag's name is exactly `name` (ASCII).
    public func named(_ name: StaticString) -> Bool {
        equal(nameRange, name)
    }

    public var name: String { String(decoding: UnsafeBufferPointer(rebasing: bytes[nameRange]), as: UTF8.self) }

    /// The raw bytes of an attribute's value (entities not decoded), for fast parsing.
    public func rawValue(_ name: StaticString) -> UnsafeBufferPointer<UInt8>? {
        for attribute in attributes where equal(attribute.name, name) {
            return UnsafeBufferPointer(rebasing: bytes[attribute.value])
        }
        return nil
    }

    /// An attribute's value with the XML entities decoded; invalid UTF-8 becomes U+FFFD.
    public func value(_ name: StaticString) -> String? {
        rawValue(name).map(XMLTag.decode)
    }

    /// Whether an attribute's value is exactly `text` (ASCII).
    public func value(_ name: StaticString, is text: StaticString) -> Bool {
        guard let raw = rawValue(name), raw.count == text.utf8CodeUnitCount else { return false }
        return text.withUTF8Buffer { expected in raw.elementsEqual(expected) }
    }

    /// A numeric attribute. Decimal commas and grouping spaces are not numbers in XML exports.
    public func number(_ name: StaticString) -> Double? {
        guard let raw = rawValue(name), !raw.isEmpty, raw.count < 40 else { return nil }
        guard let value = Double(String(decoding: raw, as: UTF8.self).trimmingCharacters(in: .whitespaces)), value.isFinite else { return nil }
        return value
    }

    private func equal(_ range: Range<Int>, _ name: StaticString) -> Bool {
        guard range.count == name.utf8CodeUnitCount else { return false }
        return name.withUTF8Buffer { expected in
            var index = range.lowerBound
            for byte in expected {
                if bytes[index] != byte { return false }
                index += 1
            }
            return true
        }
    }

    /// Decodes `&lt; &gt; &amp; &quot; &apos;` and numeric character references. Other entities stay as
    /// written: no entity is ever expanded from a DTD, so a "billion laughs" file has nothing to grow.
    static func decode(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        guard raw.contains(38) else { return String(decoding: raw, as: UTF8.self) }  // '&'
        let text = String(decoding: raw, as: UTF8.self)
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            let after = rest[amp...]
            guard let semicolon = after.prefix(12).firstIndex(of: ";") else {
                result += "&"
                rest = rest[rest.index(after: amp)...]
                continue
            }
            let entity = after[after.index(after: amp)..<semicolon]
            var replacement: String?
            switch entity {
            case "lt": replacement = "<"
            case "gt": replacement = ">"
            case "amp": replacement = "&"
            case "quot": replacement = "\""
            case "apos": replacement = "'"
            default:
                if entity.hasPrefix("#x") || entity.hasPrefix("#X"), let code = UInt32(entity.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(code) {
                    replacement = String(Character(scalar))
                } else if entity.hasPrefix("#"), let code = UInt32(String(entity.dropFirst()), radix: 10), let scalar = Unicode.Scalar(code) {
                    replacement = String(Character(scalar))
                }
            }
            if let replacement {
                result += replacement
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result += "&"
                rest = rest[rest.index(after: amp)...]
            }
        }
        return result + rest
    }
}

/// A streaming, non-validating XML tokenizer for large data files: fed chunks of bytes, it reports
/// start and end tags and skips text, comments, processing instructions, CDATA and the DOCTYPE with
/// its internal subset (which it never interprets, so a malformed DTD such as the iOS 16 export's
/// does not matter). Memory is bounded by the longest single tag, which is capped.
public struct XMLStream {
    public enum Failure: Error, Equatable {
        case tagTooLong(Int)
        case tooDeep(Int)
        case truncated(String)
        case malformed(String)
    }

    public static let maximumTagBytes = 1 << 20
    public static let maximumDepth = 64

    private var buffer: [UInt8] = []
    private var attributes: [(name: Range<Int>, value: Range<Int>)] = []
    public private(set) var depth = 0
    public private(set) var sawRoot = false
    public private(set) var bytesRead: Int64 = 0

    public init() {
        buffer.reserveCapacity(1 << 21)
    }

    /// Feeds the next chunk; `handle` sees every complete tag in it.
    public mutating func feed(_ chunk: UnsafeRawBufferPointer, handle: (XMLTag) throws -> Void) throws {
        bytesRead += Int64(clamping: chunk.count)
        buffer.append(contentsOf: chunk.bindMemory(to: UInt8.self))
        let consumed = try scan(final: false, handle: handle)
        if consumed > 0 { buffer.removeSubrange(0..<consumed) }
    }

    public mutating func feed(_ data: Data, handle: (XMLTag) throws -> Void) throws {
        try data.withUnsafeBytes { try feed($0, handle: handle) }
    }

    /// Ends the stream: a file that stops inside a tag or before its root element closes is truncated.
    public mutating func finish(handle: (XMLTag) throws -> Void) throws {
        let consumed = try scan(final: true, handle: handle)
        if consumed < buffer.count, buffer[consumed...].contains(60) {
            throw Failure.truncated("the file ends in the middle of an element")
        }
        buffer.removeAll()
        guard sawRoot else { throw Failure.malformed("no XML element found (is this the right file?)") }
        guard depth == 0 else { throw Failure.truncated("the file ends before its last element closes (\(depth) still open)") }
    }

    /// Scans complete constructs; returns how many bytes were consumed.
    private mutating func scan(final: Bool, handle: (XMLTag) throws -> Void) throws -> Int {
        let count = buffer.count
        var attributes = self.attributes
        defer { self.attributes = attributes }
        let result: Int = try buffer.withUnsafeBufferPointer { bytes -> Int in
            var position = 0
            while position < count {
                // Text up to the next '<' is skipped.
                guard let open = Self.find(60, in: bytes, from: position) else { return count }
                position = open
                guard open + 1 < count else { break }
                let next = bytes[open + 1]
                if next == 33 {  // '!'
                    if Self.starts(bytes, at: open, with: "<!--") {
                        guard let end = Self.find(sequence: "-->", in: bytes, from: open + 4) else { break }
                        position = end + 3
                    } else if Self.starts(bytes, at: open, with: "<![CDATA[") {
                        guard let end = Self.find(sequence: "]]>", in: bytes, from: open + 9) else { break }
                        position = end + 3
                    } else if open + 9 > count && !final {
                        break
                    } else {
                        guard let end = Self.endOfDeclaration(bytes, from: open + 2) else { break }
                        position = end + 1
                    }
                    continue
                }
                if next == 63 {  // '?'
                    guard let end = Self.find(sequence: "?>", in: bytes, from: open + 2) else { break }
                    position = end + 2
                    continue
                }
                // A start or end tag: up to the '>' outside quotes.
                var index = open + 1
                var quote: UInt8 = 0
                var close = -1
                while index < count {
                    let byte = bytes[index]
                    if quote != 0 {
                        if byte == quote { quote = 0 }
                    } else if byte == 34 || byte == 39 {
                        quote = byte
                    } else if byte == 62 {
                        close = index
                        break
                    } else if byte == 60 {
                        throw Failure.malformed("a '<' inside a tag at byte \(bytesRead - Int64(clamping: count - index))")
                    }
                    index += 1
                }
                guard close >= 0 else { break }
                try emit(bytes, from: open + 1, to: close, attributes: &attributes, handle: handle)
                position = close + 1
            }
            if count - position > Self.maximumTagBytes { throw Failure.tagTooLong(Self.maximumTagBytes) }
            return position
        }
        return result
    }

    private mutating func emit(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to close: Int, attributes: inout [(name: Range<Int>, value: Range<Int>)],
        handle: (XMLTag) throws -> Void
    ) throws {
        var index = start
        let isEnd = bytes[index] == 47  // '/'
        if isEnd { index += 1 }
        var end = close
        let selfClosing = !isEnd && end > index && bytes[end - 1] == 47
        if selfClosing { end -= 1 }
        let nameStart = index
        while index < end, !Self.isSpace(bytes[index]) { index += 1 }
        guard index > nameStart else { throw Failure.malformed("a tag without a name at byte \(bytesRead)") }
        let nameRange = nameStart..<index
        attributes.removeAll(keepingCapacity: true)
        if !isEnd {
            while index < end {
                while index < end, Self.isSpace(bytes[index]) { index += 1 }
                guard index < end else { break }
                let attributeStart = index
                while index < end, bytes[index] != 61, !Self.isSpace(bytes[index]) { index += 1 }  // '='
                let attributeName = attributeStart..<index
                while index < end, Self.isSpace(bytes[index]) { index += 1 }
                guard index < end, bytes[index] == 61 else {
                    // An attribute without a value: not XML; skip the word.
                    continue
                }
                index += 1
                while index < end, Self.isSpace(bytes[index]) { index += 1 }
                guard index < end, bytes[index] == 34 || bytes[index] == 39 else { continue }
                let quote = bytes[index]
                index += 1
                let valueStart = index
                while index < end, bytes[index] != quote { index += 1 }
                attributes.append((attributeName, valueStart..<index))
                index += 1
            }
        }
        if isEnd {
            guard depth > 0 else { throw Failure.malformed("an end tag with nothing open at byte \(bytesRead)") }
            depth -= 1
        } else if !selfClosing {
            depth += 1
            guard depth <= Self.maximumDepth else { throw Failure.tooDeep(Self.maximumDepth) }
        }
        if !isEnd { sawRoot = true }
        try handle(XMLTag(bytes: bytes, nameRange: nameRange, attributes: attributes, isEnd: isEnd, isSelfClosing: selfClosing))
    }

    @inline(__always) static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 10 || byte == 13 || byte == 9 }

    static func find(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress else { return nil }
        guard let found = memchr(base + start, Int32(truncatingIfNeeded: byte), bytes.count - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    static func find(sequence: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        sequence.withUTF8Buffer { needle -> Int? in
            guard let first = needle.first else { return nil }
            var index = start
            while let candidate = find(first, in: bytes, from: index) {
                if candidate + needle.count > bytes.count { return nil }
                if bytes[candidate..<candidate + needle.count].elementsEqual(needle) { return candidate }
                index = candidate + 1
            }
            return nil
        }
    }

    static func starts(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, with prefix: StaticString) -> Bool {
        prefix.withUTF8Buffer { needle in
            index + needle.count <= bytes.count && bytes[index..<index + needle.count].elementsEqual(needle)
        }
    }

    /// The '>' that ends a `<!DOCTYPE …>`-style declaration: outside quotes and outside the `[…]`
    /// internal subset (whose own declarations are skipped by bracket depth, not parsed).
    static func endOfDeclaration(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        var brackets = 0
        var quote: UInt8 = 0
        while index < bytes.count {
            let byte = bytes[index]
            if brackets > 0 {
                if byte == 91 { brackets += 1 } else if byte == 93 { brackets -= 1 }
            } else if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == 34 || byte == 39 {
                quote = byte
            } else if byte == 91 {
                brackets += 1
            } else if byte == 62 {
                return index
            }
            index += 1
        }
        return nil
    }
}

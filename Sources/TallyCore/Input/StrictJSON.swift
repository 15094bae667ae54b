import Foundation

/// A JSON value read by ``StrictJSON``.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// "a string", "a number", … for messages.
    public var kind: String {
        switch self {
        case .null: "null"
        case .bool: "true or false"
        case .number: "a number"
        case .string: "a string"
        case .array: "a list"
        case .object: "an object"
        }
    }
}

/// A strict RFC 8259 reader for request bodies. Foundation's readers accept trailing commas and let
/// a repeated key silently win; a client that sends either has a bug worth hearing about, so this
/// refuses them, along with numbers beyond a Double, lone surrogates, nesting deeper than 64 and
/// anything after the value.
public struct StrictJSON {
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        public var message: String
        /// Byte offset where reading stopped.
        public var offset: Int
        public var description: String { "\(message) (at byte \(offset))" }
    }

    public static let maximumDepth = 64

    public static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        var reader = StrictJSON(bytes: bytes)
        reader.skipWhitespace()
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.index == bytes.count else { throw reader.failure("unexpected text after the JSON value") }
        return value
    }

    public static func parse(_ text: String) throws(Failure) -> JSONValue { try parse(Array(text.utf8)) }

    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    func failure(_ message: String) -> Failure { Failure(message: message, offset: index) }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    mutating func expect(_ literal: String, _ value: JSONValue) throws(Failure) -> JSONValue {
        for byte in literal.utf8 {
            guard current == byte else { throw failure("not valid JSON") }
            index += 1
        }
        return value
    }

    mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard depth < StrictJSON.maximumDepth else { throw failure("JSON nested more than \(StrictJSON.maximumDepth) levels deep") }
        guard let byte = current else { throw failure("the JSON ends too early") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try expect("true", .bool(true))
        case UInt8(ascii: "f"): return try expect("false", .bool(false))
        case UInt8(ascii: "n"): return try expect("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw failure("not valid JSON")
        }
    }

    mutating func object(depth: Int) throws(Failure) -> JSONValue {
        index += 1  // {
        var fields: [String: JSONValue] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(fields)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else {
                throw failure(current == UInt8(ascii: "}") ? "a trailing comma in an object" : "an object key must be a string")
            }
            let keyStart = index
            let key = try string()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw failure("expected ':' after an object key") }
            index += 1
            skipWhitespace()
            let value = try value(depth: depth + 1)
            guard fields[key] == nil else { throw Failure(message: "the key '\(key)' appears twice", offset: keyStart) }
            fields[key] = value
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(fields)
            default: throw failure("expected ',' or '}' in an object")
            }
        }
    }

    mutating func array(depth: Int) throws(Failure) -> JSONValue {
        index += 1  // [
        var items: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            if current == UInt8(ascii: "]") { throw failure("a trailing comma in a list") }
            items.append(try value(depth: depth + 1))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(items)
            default: throw failure("expected ',' or ']' in a list")
            }
        }
    }

    mutating func number() throws(Failure) -> Double {
        let start = index
        func digits() -> Int {
            let from = index
            while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
            return index - from
        }
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
            if let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { throw failure("a number cannot start with 0") }
        } else if digits() == 0 {
            throw failure("not a number")
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw failure("a number needs digits after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw failure("a number needs digits in its exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw Failure(message: "the number \(Limits.clip(text)) is out of range", offset: start) }
        return value
    }

    mutating func hexQuad() throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw failure("the JSON ends inside a \\u escape") }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("a \\u escape needs four hex digits")
            }
            value = value * 16 + UInt32(truncatingIfNeeded: digit)
            index += 1
        }
        return value
    }

    mutating func string() throws(Failure) -> String {
        index += 1  // opening quote
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flushRun(_ reader: StrictJSON, upTo end: Int) throws(Failure) {
            guard runStart < end else { return }
            guard let text = String(bytes: reader.bytes[runStart..<end], encoding: .utf8) else {
                throw Failure(message: "a string is not valid UTF-8", offset: runStart)
            }
            scalars.append(contentsOf: text.unicodeScalars)
        }
        while true {
            guard let byte = current else { throw failure("a string is not closed") }
            if byte == UInt8(ascii: "\"") {
                try flushRun(self, upTo: index)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw failure("a string holds a raw control character; escape it") }
            if byte != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            try flushRun(self, upTo: index)
            index += 1
            guard let escape = current else { throw failure("the JSON ends inside an escape") }
            index += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                let unit = try hexQuad()
                var scalarValue = unit
                if (0xD800...0xDBFF).contains(unit) {
                    guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                        throw failure("a lone UTF-16 surrogate in a string")
                    }
                    index += 2
                    let low = try hexQuad()
                    guard (0xDC00...0xDFFF).contains(low) else { throw failure("a lone UTF-16 surrogate in a string") }
                    scalarValue = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(unit) {
                    throw failure("a lone UTF-16 surrogate in a string")
                }
                guard let scalar = Unicode.Scalar(scalarValue) else { throw failure("an invalid \\u escape") }
                scalars.append(scalar)
            default: throw failure("an unknown escape in a string")
            }
            runStart = index
        }
    }
}

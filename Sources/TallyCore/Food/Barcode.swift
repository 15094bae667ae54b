import Foundation

/// A retail barcode (GS1 GTIN): EAN-13, UPC-A, EAN-8 or GTIN-14, with its check digit verified.
///
/// The same product is printed as UPC-A (12 digits) in North America and as EAN-13 (a leading 0)
/// elsewhere, and databases store either, sometimes padded to 14; `gtin14` is the one form all of them
/// share, and `lookupForms` are the spellings a stored code may have.
public struct Barcode: Hashable, Sendable, CustomStringConvertible {
    /// The digits as given (spaces and hyphens removed).
    public let digits: String

    public var description: String { digits }

    public enum Kind: String, Sendable {
        case ean8 = "EAN-8", upcA = "UPC-A", ean13 = "EAN-13", gtin14 = "GTIN-14"
    }

    public var kind: Kind {
        switch digits.count {
        case 8: .ean8
        case 12: .upcA
        case 13: .ean13
        default: .gtin14
        }
    }

    /// Reads a typed or scanned code. Spaces and hyphens are ignored; anything else that is not a digit,
    /// a length other than 8, 12, 13 or 14, or a wrong check digit is refused with the reason.
    public init(_ text: String) throws(TallyError) {
        let cleaned = text.filter { $0 != " " && $0 != "-" }
        guard !cleaned.isEmpty else { throw TallyError.invalid(field: "code", "type or scan a barcode (8, 12, 13 or 14 digits)") }
        guard cleaned.count <= 20, cleaned.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw TallyError.invalid(field: "code", "'\(Limits.clip(text))' is not a barcode: a barcode is digits only")
        }
        guard [8, 12, 13, 14].contains(cleaned.count) else {
            throw TallyError.invalid(
                field: "code", "'\(cleaned)' has \(cleaned.count) digits; barcodes have 8 (EAN-8), 12 (UPC-A), 13 (EAN-13) or 14 (GTIN-14)")
        }
        let values = cleaned.compactMap { $0.wholeNumberValue }
        guard let last = values.last else { throw TallyError.invalid(field: "code", "type or scan a barcode") }
        let expected = Barcode.checkDigit(Array(values.dropLast()))
        guard expected == last else {
            throw TallyError.invalid(
                field: "code", "'\(cleaned)' is not a valid \(Barcode.kindName(cleaned.count)): its check digit should be \(expected), not \(last) (a typo?)")
        }
        digits = cleaned
    }

    static func kindName(_ count: Int) -> String {
        switch count {
        case 8: "EAN-8"
        case 12: "UPC-A"
        case 13: "EAN-13"
        default: "GTIN-14"
        }
    }

    /// GS1's mod-10 check digit: from the right, the payload's digits weigh 3, 1, 3, 1, …
    public static func checkDigit(_ payload: [Int]) -> Int {
        var sum = 0
        for (offset, digit) in payload.reversed().enumerated() { sum += digit * (offset % 2 == 0 ? 3 : 1) }
        return (10 - sum % 10) % 10
    }

    /// The code padded to 14 digits (the form every GTIN shares).
    public var gtin14: String { String(repeating: "0", count: 14 - digits.count) + digits }

    /// Every spelling of this product's code a database may hold: the digits without leading zeros,
    /// padded to 8 (when short enough), 12, 13 and 14.
    public var lookupForms: [String] {
        let core = String(gtin14.drop { $0 == "0" })
        var forms: [String] = []
        for length in [8, 12, 13, 14] where core.count <= length {
            forms.append(String(repeating: "0", count: length - core.count) + core)
        }
        if !forms.contains(digits) { forms.append(digits) }
        return forms
    }
}

import Foundation
import TallyCore

/// Escapes text for HTML content and attribute values. Every user-supplied string goes through it.
public func esc(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text {
        switch character {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&#39;"
        default: out.append(character)
        }
    }
    return out
}

/// Query-string encoding for links.
public func urlQuery(_ text: String) -> String {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~")
    return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
}

/// Numbers as people read them: no trailing zeros, at most `places` decimals.
func num(_ value: Double, places: Int = 1) -> String {
    guard value.isFinite else { return "–" }
    let factor = pow(10, Double(places))
    return EntryPlanner.formatNumber((value * factor).rounded() / factor)
}

func whole(_ value: Double) -> String {
    guard value.isFinite else { return "–" }
    return String(Int(rounding: value))
}

/// What a form sent back, so a rejected form re-renders with the user's values and the message.
public struct FormState: Sendable, Equatable {
    /// Which form on the page this is (e.g. "portion", "food", "quick", "text").
    public var form: String
    public var values: [String: String]
    public var error: String?
    public var field: String?

    public init(form: String, values: [String: String] = [:], error: String? = nil, field: String? = nil) {
        self.form = form
        self.values = values
        self.error = error
        self.field = field
    }
}

/// Form-building helpers; every value is escaped.
enum Form {
    static func hidden(_ name: String, _ value: String) -> String {
        "<input type=\"hidden\" name=\"\(esc(name))\" value=\"\(esc(value))\">"
    }

    static func field(
        _ label: String, name: String, value: String = "", type: String = "text", id: String? = nil, attributes: String = "",
        invalid: Bool = false
    ) -> String {
        let identifier = id ?? "f-\(name)"
        return """
            <label for="\(esc(identifier))">\(esc(label))</label><input id="\(esc(identifier))" name="\(esc(name))" type="\(type)" value="\(esc(value))" \(attributes)\(invalid ? " aria-invalid=\"true\"" : "")>
            """
    }

    static func select(
        _ label: String, name: String, options: [(value: String, label: String)], selected: String, id: String? = nil, attributes: String = ""
    ) -> String {
        let identifier = id ?? "f-\(name)"
        var html = "<label for=\"\(esc(identifier))\">\(esc(label))</label><select id=\"\(esc(identifier))\" name=\"\(esc(name))\" \(attributes)>"
        for option in options {
            let isSelected = option.value.caseInsensitiveCompare(selected) == .orderedSame
            html += "<option value=\"\(esc(option.value))\"\(isSelected ? " selected" : "")>\(esc(option.label))</option>"
        }
        return html + "</select>"
    }

    static func error(_ state: FormState?, form: String) -> String {
        guard let state, state.form == form, let message = state.error else { return "" }
        return "<p class=\"form-error\" role=\"alert\">\(esc(plainMessage(message)))</p>"
    }

    /// The value to show: what the user sent on a rejected form, else the default.
    static func value(_ state: FormState?, form: String, _ key: String, default fallback: String = "") -> String {
        guard let state, state.form == form, let value = state.values[key] else { return fallback }
        return value
    }
}

/// A message written for the CLI, without its flag hints ("your height (--height CM)" → "your height").
public func plainMessage(_ text: String) -> String {
    var result = ""
    var depth = 0
    var buffer = ""
    for character in text {
        if character == "(" {
            depth += 1
            if depth == 1 { buffer = ""; continue }
        }
        if depth > 0 {
            if character == ")" {
                depth -= 1
                if depth == 0 {
                    if !buffer.contains("--") && !buffer.contains("tally ") { result += "(\(buffer))" } else if result.hasSuffix(" ") { result.removeLast() }
                    continue
                }
            }
            buffer.append(character)
            continue
        }
        result.append(character)
    }
    return result
}

/// The units of the request being rendered (the person's choice, or `?units=`): every page formats
/// energy, weights, lengths and distances through these.
public enum Display {
    @TaskLocal public static var units: DisplayUnits = .metric
}

/// Energy in the chosen unit: "2100 kcal" / "8786 kJ".
func energy(_ kcal: Double) -> String { Display.units.energy(kcal) }
/// Energy as a number in the chosen unit (the label names the unit).
func energyNumber(_ kcal: Double) -> String { Display.units.energyNumber(kcal) }
var energySymbol: String { Display.units.energySymbol }
/// A body or bar weight in the chosen unit: "70.5 kg" / "155.4 lb".
func mass(_ kg: Double, places: Int = 1) -> String { "\(DisplayUnits.decimal(Display.units.massValue(kg: kg), places: places)) \(Display.units.massSymbol)" }
var massSymbol: String { Display.units.massSymbol }
func distance(_ m: Double) -> String { Display.units.distance(m) }

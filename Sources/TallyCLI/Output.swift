import Foundation
import Synchronization
import TallyCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The units the person reads numbers in, set once the command opens its database (a CLI process
/// serves one person and one command).
enum CLIUnits {
    private static let state = Mutex(DisplayUnits.metric)
    static var current: DisplayUnits { state.withLock { $0 } }
    static func set(_ units: DisplayUnits) { state.withLock { $0 = units } }

    static func energy(_ kcal: Double) -> String { current.energy(kcal) }
    static func energyNumber(_ kcal: Double) -> String { current.energyNumber(kcal) }
    static func mass(_ kg: Double) -> String { current.mass(kg) }
    static func distance(_ m: Double) -> String { current.distance(m) }
}

/// Writing to the terminal: JSON, text with optional colour, and errors on stderr.
enum Output {
    static func json(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(value)
        // SI keys stay; the person's units are added beside them, as the API does.
        let units = CLIUnits.current
        if units != .metric, let object = try? JSONSerialization.jsonObject(with: data),
            let converted = try? JSONSerialization.data(withJSONObject: units.annotate(object), options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        {
            data = converted
        }
        FileHandle.standardOutput.write(data)
        FileHandle.standardOutput.write(Data("\n".utf8))
    }

    static func line(_ text: String = "") {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func error(_ message: String) {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    }

    static func warning(_ message: String) {
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
    }

    /// Colour only on a terminal, and never when NO_COLOR is set.
    static let usesColor: Bool = {
        isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }()

    enum Style: String {
        case green = "32", red = "31", blue = "34", dim = "2", bold = "1"
    }

    static func styled(_ text: String, _ style: Style) -> String {
        usesColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}

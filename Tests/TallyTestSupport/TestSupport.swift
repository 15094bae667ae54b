import Foundation
import TallyCore

/// A fresh directory under the system temp dir, removed when the value goes away.
public final class TemporaryDirectory: Sendable {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("tally-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}

extension Dictionary where Key == String, Value == Any {
    /// A value deep in decoded JSON: "meals.0.entries.1.id".
    public subscript(path path: String) -> Any? {
        var current: Any? = self
        for key in path.split(separator: ".") {
            if let dict = current as? [String: Any] {
                current = dict[String(key)]
            } else if let array = current as? [Any], let index = Int(key), array.indices.contains(index) {
                current = array[index]
            } else {
                return nil
            }
        }
        return current
    }
}

/// SplitMix64 with uniform and standard-normal draws (Box–Muller): the same numbers everywhere for a
/// seed, so simulated worlds in tests are reproducible.
public struct SeededRandom: Sendable {
    public var state: UInt64

    public init(state: UInt64) { self.state = state }

    /// Uniform in [0, 1).
    public mutating func next() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }

    public mutating func normal() -> Double {
        let u = max(next(), 1e-12), v = next()
        return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }
}

/// A small deterministic generator (the demo data's SplitMix64), so a failing run names a seed that
/// reproduces it.
public typealias SeededGenerator = DemoData.Random

extension DemoData.Random {
    /// 0 ..< bound (0 for an empty range).
    public mutating func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(truncatingIfNeeded: next() % UInt64(bound)) }
}

import Foundation

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

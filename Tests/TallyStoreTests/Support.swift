import Foundation
import TallyCore
import TallyStore

/// A fresh directory under the system temp dir, removed when the value goes away.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("tally-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}

extension AppClock {
    static func berlin(_ local: String) -> AppClock {
        .fixed(LocalDateTime(local)!, timeZone: TimeZone(identifier: "Europe/Berlin")!)
    }
}

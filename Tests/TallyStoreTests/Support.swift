import Foundation
import TallyTestSupport
import TallyCore
import TallyStore


extension AppClock {
    static func berlin(_ local: String) -> AppClock {
        .fixed(LocalDateTime(local)!, timeZone: TimeZone(identifier: "Europe/Berlin")!)
    }
}

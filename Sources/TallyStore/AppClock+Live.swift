import Foundation
import TallyCore

extension AppClock {
    /// The system clock in the process time zone (`TZ`). The only place Tally reads either.
    public static var live: AppClock {
        AppClock(calendar: .gregorian(in: TimeZone.current)) { Date() }
    }

    /// The live clock, or one pinned by `TALLY_NOW` (`YYYY-MM-DDTHH:MM`, local time) so scripts and
    /// tests can fix "now". A malformed `TALLY_NOW` is an error, never silently ignored.
    public static func fromEnvironment(_ environment: [String: String]) throws -> AppClock {
        let live = AppClock.live
        guard let pinned = environment["TALLY_NOW"], !pinned.isEmpty else { return live }
        guard let local = LocalDateTime(pinned) else {
            throw TallyError.invalid(field: "TALLY_NOW", "TALLY_NOW='\(pinned)' is not a local date-time (YYYY-MM-DDTHH:MM)")
        }
        return .fixed(local, timeZone: live.timeZone)
    }
}

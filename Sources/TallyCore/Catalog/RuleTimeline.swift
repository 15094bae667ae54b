import Foundation

/// Category rules over time, so a past day is judged by the rule that was in force that day: raising
/// the Fruit target today does not turn last month's good days into misses.
public struct RuleTimeline: Sendable, Equatable {
    public struct Change: Sendable, Equatable {
        /// The first Tally day the rule applies to.
        public var effectiveFrom: Day
        public var isEnabled: Bool
        public var target: TargetRule

        public init(effectiveFrom: Day, isEnabled: Bool, target: TargetRule) {
            self.effectiveFrom = effectiveFrom
            self.isEnabled = isEnabled
            self.target = target
        }
    }

    /// By category id, oldest first.
    public var changes: [Int64: [Change]]

    public init(changes: [Int64: [Change]]) {
        self.changes = changes.mapValues { $0.sorted { $0.effectiveFrom < $1.effectiveFrom } }
    }

    /// The rule in force for a category on a day; nil before the category had any (it did not exist yet).
    public func rule(for categoryID: Int64, on day: Day) -> Change? {
        guard let list = changes[categoryID] else { return nil }
        var low = 0, high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle].effectiveFrom <= day { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? list[low - 1] : nil
    }

    /// The catalog as it judged `day`: names, units and order as they are now, each category's target and
    /// whether it was counted as they were then. A category that did not exist yet is not counted.
    public func catalog(_ current: Catalog, on day: Day) -> Catalog {
        var result = current
        result.categories = current.categories.map { category in
            var then = category
            if let rule = rule(for: category.id, on: day) {
                then.isEnabled = rule.isEnabled
                then.target = rule.target
            } else if changes[category.id] != nil {
                then.isEnabled = false
            }
            return then
        }
        return result
    }
}

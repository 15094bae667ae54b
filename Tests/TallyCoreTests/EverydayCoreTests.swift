import Foundation
import Testing

@testable import TallyCore

/// Reminders, display units, file types and period summaries: pure rules, hand-worked expectations.
struct RemindersTests {
    static func at(_ text: String) -> LocalDateTime { LocalDateTime(text)! }

    /// A day with entries (1200 kcal of a 2000 target) at `now`, nothing delivered yet.
    static func facts(
        _ now: String, eaten: Double = 1200, entries: Int = 3, target: Double? = 2000, last: String? = "2026-11-21 08:00", onTarget: Int = 2,
        delivered: [ReminderKind: Int] = [:]
    ) -> ReminderFacts {
        let local = at(now)
        let boundary = DayBoundary.standard
        let today = boundary.day(for: local)
        return ReminderFacts(
            now: local, today: today, cutoffMinutes: boundary.cutoffMinutes, kcalEaten: eaten, entriesToday: entries, kcalTarget: target,
            lastEntryAt: last.map(at), weekStart: Day("2026-11-16")!, daysOnTargetThisWeek: onTarget, deliveredToday: delivered)
    }

    static func settings(_ changes: [String: String] = [:]) -> NotifySettings { NotifySettings(values: changes) }

    @Test func theDailySummaryIsDueFromItsTimeAndNotBefore() {
        let rules = Self.settings(["daily-summary.time": "20:30"])
        #expect(Reminders.due(rules, Self.facts("2026-11-21 20:29")).map(\.kind).contains(.dailySummary) == false)
        let due = Reminders.due(rules, Self.facts("2026-11-21 20:30"))
        #expect(due.first { $0.kind == .dailySummary }?.key == "daily-summary:2026-11-21")
        // 1200 of 2000 kcal: 800 left; two days on target this week.
        #expect(due.first { $0.kind == .dailySummary }?.body == "1200 kcal of 2000 kcal (800 kcal left). 2 days on target this week.")
        // Past midnight but before the 04:00 cutoff it is still the same Tally day, and still due.
        #expect(Reminders.due(rules, Self.facts("2026-11-22 01:00")).first { $0.kind == .dailySummary }?.key == "daily-summary:2026-11-21")
        // From the cutoff it is a new day, whose time has not come.
        #expect(Reminders.due(rules, Self.facts("2026-11-22 04:00")).contains { $0.kind == .dailySummary } == false)
    }

    @Test func quietHoursWrapMidnightAndHoldEverything() throws {
        let quiet = try QuietHours(parsing: "22:00", "07:00")
        #expect(quiet.contains(minuteOfDay: 22 * 60))
        #expect(quiet.contains(minuteOfDay: 23 * 60 + 59))
        #expect(quiet.contains(minuteOfDay: 0))
        #expect(quiet.contains(minuteOfDay: 6 * 60 + 59))
        #expect(!quiet.contains(minuteOfDay: 7 * 60))
        #expect(!quiet.contains(minuteOfDay: 21 * 60 + 59))
        let day = try QuietHours(parsing: "13:00", "14:30")
        #expect(day.contains(minuteOfDay: 13 * 60) && !day.contains(minuteOfDay: 14 * 60 + 30) && !day.contains(minuteOfDay: 12 * 60 + 59))
        // Everything that would be due waits: the summary at 23:00 under 22:00–07:00 quiet hours.
        let rules = Self.settings(["daily-summary.time": "21:00", "quiet": "22:00-07:00", "calories.threshold": "10"])
        #expect(Reminders.due(rules, Self.facts("2026-11-21 23:00", eaten: 3000)).isEmpty)
        // A summary whose time falls in quiet hours comes when they end, the same Tally day.
        let early = Self.settings(["daily-summary.time": "06:00", "quiet": "22:00-07:00"])
        #expect(Reminders.due(early, Self.facts("2026-11-21 06:30")).isEmpty)
        #expect(Reminders.due(early, Self.facts("2026-11-21 07:00")).contains { $0.kind == .dailySummary })
        #expect(throws: TallyError.self) { try QuietHours(parsing: "07:00", "07:00") }
        #expect(throws: TallyError.self) { try QuietHours(parsing: "25:00", "07:00") }
    }

    @Test func caloriesOverAtOnceUnderOnlyByItsTimeAndOnlyWithEntries() {
        let rules = Self.settings(["calories.threshold": "20", "calories.time": "20:00", "daily-summary": "off", "weekly-milestone": "off"])
        // 2401 > 2000 × 1.2 = 2400: over, at noon already.
        #expect(Reminders.due(rules, Self.facts("2026-11-21 12:00", eaten: 2401)).map(\.key) == ["calories-over:2026-11-21"])
        #expect(Reminders.due(rules, Self.facts("2026-11-21 12:00", eaten: 2400)).isEmpty)
        // 1599 < 1600 is well under, but only judged from 20:00.
        #expect(Reminders.due(rules, Self.facts("2026-11-21 19:59", eaten: 1599)).isEmpty)
        #expect(Reminders.due(rules, Self.facts("2026-11-21 20:00", eaten: 1599)).map(\.key) == ["calories-under:2026-11-21"])
        #expect(Reminders.due(rules, Self.facts("2026-11-21 20:00", eaten: 1600)).isEmpty)
        // Nothing logged is missing, not zero: no "under" reminder (the no-food reminder is for that).
        #expect(Reminders.due(rules, Self.facts("2026-11-21 21:00", eaten: 0, entries: 0)).isEmpty)
        // No target: nothing to be over or under.
        #expect(Reminders.due(rules, Self.facts("2026-11-21 21:00", eaten: 9000, target: nil)).isEmpty)
        // kJ: the same rule, told in kilojoules (2401 kcal = 10046 kJ).
        let kj = Reminders.due(rules, Self.facts("2026-11-21 12:00", eaten: 2401), units: DisplayUnits(energy: .kilojoules))
        #expect(kj.first?.body.hasPrefix("10046 kJ logged") == true)
    }

    @Test func capsHoldPerKindAndDay() {
        let rules = Self.settings(["no-food": "on", "no-food.hours": "3", "no-food.cap": "2", "daily-summary": "off", "calories": "off", "weekly-milestone": "off"])
        let due = Reminders.due(rules, Self.facts("2026-11-21 11:00", last: "2026-11-21 08:00"))
        #expect(due.map(\.key) == ["no-food:2026-11-21T08:00"])
        #expect(Reminders.due(rules, Self.facts("2026-11-21 10:59", last: "2026-11-21 08:00")).isEmpty)
        // Two already today: the cap of two holds.
        #expect(Reminders.due(rules, Self.facts("2026-11-21 15:00", last: "2026-11-21 08:00", delivered: [.noFood: 2])).isEmpty)
        #expect(Reminders.due(rules, Self.facts("2026-11-21 15:00", last: "2026-11-21 08:00", delivered: [.noFood: 1])).count == 1)
        // Never logged anything: no nagging.
        #expect(Reminders.due(rules, Self.facts("2026-11-21 15:00", last: nil)).isEmpty)
        // Cap 0 turns a kind off in effect.
        let none = Self.settings(["daily-summary.cap": "0", "calories": "off", "weekly-milestone": "off"])
        #expect(Reminders.due(none, Self.facts("2026-11-21 22:00")).isEmpty)
    }

    @Test func theWeeklyMilestoneNeedsItsDaysAndItsTime() {
        let rules = Self.settings(["weekly-milestone.days": "4", "weekly-milestone.time": "18:00", "daily-summary": "off", "calories": "off"])
        #expect(Reminders.due(rules, Self.facts("2026-11-21 18:00", onTarget: 3)).isEmpty)
        #expect(Reminders.due(rules, Self.facts("2026-11-21 17:59", onTarget: 4)).isEmpty)
        #expect(Reminders.due(rules, Self.facts("2026-11-21 18:00", onTarget: 4)).map(\.key) == ["weekly-milestone:2026-11-16"])
    }

    @Test func changesAreCheckedAndStoredValuesThatCannotBeReadKeepTheDefault() throws {
        #expect(try NotifySettings.change("quiet", to: "22:00-07:00") == ["quiet": "22:00-07:00"])
        #expect(try NotifySettings.change("quiet", to: "22:00 07:00") == ["quiet": "22:00-07:00"])
        #expect(try NotifySettings.change("webhook", to: nil) == ["webhook": nil])
        #expect(try NotifySettings.change("calories", to: "OFF") == ["calories": "off"])
        #expect(try NotifySettings.change("daily-summary.time", to: " 07:05 ") == ["daily-summary.time": "07:05"])
        for (field, value) in [
            ("quiet", "22:00"), ("webhook", "ftp://example.org/x"), ("webhook", "not a url"), ("calories", "maybe"), ("daily-summary.time", "25:00"),
            ("calories.threshold", "1"), ("no-food.hours", "0"), ("daily-summary.threshold", "10"), ("lunch", "on"), ("weekly-milestone.days", "8"),
            ("no-food.cap", "-1"),
        ] {
            #expect(throws: TallyError.self, "\(field)=\(value)") { try NotifySettings.change(field, to: value) }
        }
        let read = NotifySettings(values: ["calories.threshold": "9999", "daily-summary.time": "later", "quiet": "x-y", "no-food": "on"])
        #expect(read.rule(.calories).thresholdPercent == ReminderRule.defaults(.calories).thresholdPercent)
        #expect(read.rule(.dailySummary).minuteOfDay == ReminderRule.defaults(.dailySummary).minuteOfDay)
        #expect(read.quiet == nil)
        #expect(read.rule(.noFood).enabled)
    }
}

struct DisplayUnitsTests {
    @Test func conversionsUseTheExactDefinitions() {
        let imperial = DisplayUnits(system: .imperial, energy: .kilojoules)
        // 1 lb = 0.45359237 kg, 1 in = 2.54 cm, 1 mi = 1609.344 m, 1 US fl oz = 29.5735295625 ml (NIST SP 811,
        // Appendix B); 1 kcal (thermochemical) = 4.184 kJ.
        #expect(abs(imperial.massValue(kg: 0.45359237) - 1) < 1e-12)
        #expect(abs(imperial.lengthValue(cm: 2.54) - 1) < 1e-12)
        #expect(abs(imperial.distanceValue(m: 1609.344) - 1) < 1e-12)
        #expect(abs(imperial.volumeValue(ml: 29.5735295625) - 1) < 1e-12)
        #expect(abs(imperial.energyValue(kcal: 1) - 4.184) < 1e-12)
        #expect(imperial.mass(70) == "154.3 lb")
        #expect(imperial.length(180) == "5 ft 11 in")
        #expect(imperial.distance(5000) == "3.11 mi")
        #expect(imperial.energy(2000) == "8368 kJ")
        #expect(imperial.volume(250) == "8.5 fl oz")
        #expect(DisplayUnits.metric.mass(70) == "70 kg")
        #expect(DisplayUnits.metric.distance(5000) == "5 km")
        #expect(DisplayUnits.metric.energy(1999.6) == "2000 kcal")
        #expect(abs(imperial.kilograms(fromShown: 154.3237) - 70) < 1e-3)
        #expect(throws: TallyError.self) { try DisplayUnits.system("stones") }
        #expect(throws: TallyError.self) { try DisplayUnits.energy("cal") }
    }

    @Test func jsonAnswersGainConvertedSiblingsAndKeepTheirSIKeys() throws {
        let json = #"{"weightKg": 70, "heightCm": 180, "distanceM": 5000, "kcal": 500, "targetKcal": 2000, "nutrition": {"kcal": {"consumed": 100, "target": 2000}}, "items": [{"bodyKg": 80, "bodyKgAssumed": true}], "name": "x"}"#
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        let annotated = try #require(DisplayUnits(system: .imperial, energy: .kilojoules).annotate(object) as? [String: Any])
        #expect(annotated["weightKg"] as? Double == 70)
        #expect(annotated["weightLb"] as? Double == 154.32)
        #expect(annotated["heightIn"] as? Double == 70.87)
        #expect(annotated["distanceMi"] as? Double == 3.11)
        #expect(annotated["kJ"] as? Double == 2092)
        #expect(annotated["targetKJ"] as? Double == 8368)
        let nutrition = try #require(annotated["nutrition"] as? [String: Any])
        let kj = try #require(nutrition["kJ"] as? [String: Any])
        #expect(kj["consumed"] as? Double == 418.4)
        let item = try #require((annotated["items"] as? [Any])?.first as? [String: Any])
        #expect(item["bodyLb"] as? Double == 176.37)
        #expect(item["bodyKgAssumed"] as? Bool == true)
        #expect(item.count == 3)
        // Metric kcal answers are left exactly as they are.
        let plain = try #require(DisplayUnits.metric.annotate(object) as? [String: Any])
        #expect(plain.count == (object as? [String: Any])?.count)
    }
}

struct FileTypeTests {
    @Test func typesAreReadFromTheBytesNotTheName() throws {
        #expect(FileType.sniff(Data("%PDF-1.7\n".utf8)) == .pdf)
        #expect(FileType.sniff(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0])) == .png)
        #expect(FileType.sniff(Data([0xFF, 0xD8, 0xFF, 0xE0])) == .jpeg)
        #expect(FileType.sniff(Data("GIF89a".utf8)) == .gif)
        #expect(FileType.sniff(Data("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8)) == .webp)
        #expect(FileType.sniff(Data("RIFF\u{0}\u{0}\u{0}\u{0}WAVEfmt ".utf8)) == nil)
        #expect(FileType.sniff(Data("<html><script>".utf8)) == nil)
        #expect(FileType.sniff(Data("%PD".utf8)) == nil)
        #expect(FileType.sniff(Data()) == nil)
        #expect(try FileType.check(head: Data("%PDF-".utf8), byteCount: 10, photo: false) == .pdf)
        #expect(throws: TallyError.self) { try FileType.check(head: Data("%PDF-".utf8), byteCount: 10, photo: true) }
        #expect(throws: TallyError.self) { try FileType.check(head: Data("%PDF-".utf8), byteCount: Int64(FileType.documentBytes) + 1, photo: false) }
        #expect(throws: TallyError.self) { try FileType.check(head: Data(), byteCount: 0, photo: false) }
    }
}

struct PeriodSummaryTests {
    static func day(_ text: String) -> Day { Day(text)! }

    @Test func weeksAndMonthsCoverTheRangeExactly() {
        // 2026-11-04 is a Wednesday: the first week is cut to Wed–Sun, then whole weeks, the last cut at the range.
        let weeks = PeriodSummary.periods(from: Self.day("2026-11-04"), to: Self.day("2026-11-20"), by: .week)
        #expect(weeks.map { "\($0.0)…\($0.1)" } == ["2026-11-04…2026-11-08", "2026-11-09…2026-11-15", "2026-11-16…2026-11-20"])
        let sundays = PeriodSummary.periods(from: Self.day("2026-11-04"), to: Self.day("2026-11-10"), by: .week, weekStart: 7)
        #expect(sundays.map { "\($0.0)…\($0.1)" } == ["2026-11-04…2026-11-07", "2026-11-08…2026-11-10"])
        let months = PeriodSummary.periods(from: Self.day("2024-01-30"), to: Self.day("2024-03-02"), by: .month)
        #expect(months.map { "\($0.0)…\($0.1)" } == ["2024-01-30…2024-01-31", "2024-02-01…2024-02-29", "2024-03-01…2024-03-02"])
    }

    @Test func onTrackCountsDaysOnTargetAndUnloggedDaysAreNotZeros() {
        let monday = Self.day("2026-11-16")
        var food: [Day: HistoryFacts.FoodDay] = [:]
        // Five days on target at 1900 of 2000, one logged off target at 2600, one not logged at all.
        for offset in 0..<5 { food[monday.adding(days: offset)] = .init(logged: true, onTarget: true, kcal: 1900, targetKcal: 2000) }
        food[monday.adding(days: 5)] = .init(logged: true, onTarget: false, kcal: 2600, targetKcal: 2000)
        food[monday.adding(days: 6)] = .init(logged: false, onTarget: false, kcal: nil, targetKcal: nil)
        let facts = HistoryFacts(
            from: monday, to: monday.adding(days: 6), food: food,
            weights: [(Self.day("2026-11-10"), 80), (Self.day("2026-11-17"), 79), (Self.day("2026-11-20"), 78.6)],
            workouts: [(Self.day("2026-11-18"), 45, 320), (Self.day("2026-11-20"), 30, 210)])
        let week = PeriodSummary.summarise(facts, by: .week, type: .all)
        #expect(week.count == 1)
        let summary = week[0]
        #expect(summary.days == 7 && summary.daysLogged == 6 && summary.daysOnTarget == 5)
        // (5 × 1900 + 2600) / 6 = 2016.7: the unlogged day is left out, not averaged in as 0.
        #expect(summary.averageKcal == 2017)
        #expect(summary.onTrack == true)
        #expect(summary.weighIns == 2 && summary.averageWeightKg == 78.8)
        // Trend (α = 0.1, seeded by the first weigh-in): 80 → 79.9 → 79.77; the change from 80 (before the week) is −0.23.
        #expect(summary.trendChangeKg == -0.23)
        #expect(summary.workouts == 2 && summary.trainingMinutes == 75 && summary.trainingKcal == 530)
        // Four of seven days on target is not on track.
        food[monday] = .init(logged: true, onTarget: false, kcal: 2500, targetKcal: 2000)
        let worse = PeriodSummary.summarise(HistoryFacts(from: monday, to: monday.adding(days: 6), food: food, weights: [], workouts: []), by: .week, type: .food)
        #expect(worse[0].onTrack == false)
        #expect(worse[0].weighIns == nil && worse[0].workouts == nil)
        #expect(throws: TallyError.self) { try PeriodSummary.checkRange(from: monday, to: monday.adding(days: -1)) }
    }
}

import Foundation
import Testing

@testable import TallyCore
@testable import TallyWeb
import TallyStore

struct ChartTests {
    @Test(arguments: [
        (0.0, 10.0, [0.0, 2.5, 5, 7.5, 10]), (81.2, 82.4, [81, 81.5, 82, 82.5]), (0.0, 2713.0, [0, 1000, 2000, 3000]),
        (5.0, 5.0, [4, 4.5, 5, 5.5, 6]),
    ])
    func ticksAreRoundAndCoverTheData(_ low: Double, _ high: Double, _ expected: [Double]) {
        let ticks = Charts.ticks(low: low, high: high)
        #expect(ticks.first! <= low && ticks.last! >= high)
        #expect(zip(ticks, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(ticks)")
        #expect(ticks.count == expected.count, "\(ticks)")
    }

    @Test func lineChartDrawsTrendBoldAndPointsFaintWithValues() {
        let from = Day("2026-11-01")!
        let raw = (0..<10).map { ChartPoint(from.adding(days: $0), 82 - Double($0) * 0.1) }
        let trend = Trend.exponential(raw.map(\.value)).enumerated().map { ChartPoint(from.adding(days: $0.offset), $0.element) }
        let svg = Charts.line(
            id: "w", title: "Weight (kg)",
            series: [LineSeries(name: "Daily", unit: "kg", points: raw, style: .raw), LineSeries(name: "Trend", unit: "kg", points: trend, style: .trend)],
            from: from, to: from.adding(days: 9))
        #expect(svg.hasPrefix("<svg class=\"chart\" id=\"w\""))
        #expect(svg.contains("role=\"img\""))
        #expect(svg.contains("<title id=\"w-t\">Weight (kg)</title>"))
        #expect(svg.contains("latest 81.1 kg"), "the text summary names the latest value")
        #expect(svg.components(separatedBy: "class=\"raw\"").count - 1 == 10)
        #expect(svg.components(separatedBy: "class=\"trend\"").count - 1 == 1)
        #expect(svg.contains("data-tip=\"1 Nov 2026: 82 kg\""))
        #expect(svg.contains("data-tip=\"10 Nov 2026: 81.1 kg\""))
        // The first day sits on the left edge of the plot, the last on the right.
        #expect(svg.contains("cx=\"52.0\""))
        #expect(svg.contains("cx=\"626.0\""))
    }

    @Test func secondMetricGetsTheRightAxis() {
        let from = Day("2026-11-01")!
        let svg = Charts.line(
            id: "d", title: "Weight vs volume",
            series: [
                LineSeries(name: "Weight", unit: "kg", points: [ChartPoint(from, 80), ChartPoint(from.adding(days: 6), 79)], style: .trend),
                LineSeries(name: "Volume", unit: "kg", points: [ChartPoint(from, 5000), ChartPoint(from.adding(days: 6), 9000)], style: .second, rightAxis: true),
            ], from: from, to: from.adding(days: 6))
        #expect(svg.contains("class=\"second\""))
        #expect(svg.contains(">9000</text>"), "right-axis ticks")
        #expect(svg.contains(">80</text>"), "left-axis ticks")
    }

    @Test func emptyChartSaysSo() {
        let svg = Charts.line(id: "e", title: "Steps", series: [], from: Day("2026-11-01")!, to: Day("2026-11-07")!)
        #expect(svg.contains("No data in this time frame"))
    }

    @Test func barsAreColouredByTarget() {
        let svg = Charts.bars(
            id: "b", title: "Week",
            bars: [
                ChartBar(label: "Mon", value: 1900, state: .met, tip: "Mon 1900"), ChartBar(label: "Tue", value: 2600, state: .missed, tip: "Tue 2600"),
                ChartBar(label: "Wed", value: 2000, state: .none, tip: "Wed allowance"),
            ], unit: "kcal", target: 2000)
        #expect(svg.contains("class=\"bar-met\""))
        #expect(svg.contains("class=\"bar-missed\""))
        #expect(svg.contains("class=\"bar-none\""))
        #expect(svg.contains("1 of 2 met the target"))
        #expect(svg.contains("class=\"target\""))
    }

    @Test func ringShowsWhatIsLeftOrOver() {
        #expect(Charts.ring(consumed: 1500, target: 2000).contains(">500</text>"))
        #expect(Charts.ring(consumed: 1500, target: 2000).contains("kcal left"))
        #expect(Charts.ring(consumed: 2300, target: 2000).contains("kcal over"))
        #expect(Charts.ring(consumed: 2300, target: 2000).contains("ring-over"))
        #expect(!Charts.ring(consumed: 0, target: 2000).contains("ring-value"), "no dot for an empty ring")
        #expect(Charts.ring(consumed: 300, target: nil).contains("kcal eaten"))
    }
}

struct PageTests {
    static let day = Day("2026-11-21")!

    /// The seeded default catalog.
    static func catalog() throws -> Catalog {
        try AppDatabase.inMemory(loadsGenericFoods: false).catalog()
    }

    static func model(entries: [LogEntry] = [], categoryName: String? = nil) throws -> DayPageModel {
        var catalog = try catalog()
        if let categoryName { catalog.categories[0].name = categoryName }
        let summary = DaySummary(day: day, entries: entries, catalog: catalog)
        let sheet = SheetContext(
            date: day, isToday: true, categories: CategoryReport.list(catalog), meals: MealSlotReport.list(catalog), units: catalog.units.map(UnitReport.init),
            quickFoods: [], back: "/")
        return DayPageModel(report: DayReport(summary, catalog: catalog, timeZone: TimeZone(identifier: "Europe/Berlin")!), today: day, sheet: sheet)
    }

    @Test func userTextIsEscaped() throws {
        let html = TodayPage.render(try Self.model(categoryName: "<script>alert(1)</script>"))
        #expect(!html.contains("<script>alert(1)</script>"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(esc("a\"b'c&d") == "a&quot;b&#39;c&amp;d")
    }

    @Test func todayHasTilesRingSheetAndEmptyState() throws {
        let html = TodayPage.render(try Self.model())
        #expect(html.contains("<h1>Today</h1>"))
        #expect(html.contains("1 of 9</strong> categories on target"), "Treats ≤ 1 is met with nothing eaten")
        #expect(html.components(separatedBy: "<a class=\"tile").count - 1 == 9)
        #expect(html.contains("href=\"/day/2026-11-21/category/Oils%20%2F%20Fats%20%2F%20Nuts\""))
        #expect(html.contains("id=\"calorie-ring\""))
        #expect(html.contains("<dialog class=\"sheet\" id=\"quick-add\""))
        #expect(html.contains("Nothing logged yet."))
        #expect(html.contains("aria-current=\"page\""))
    }

    @Test func aRejectedFormReopensTheSheetWithTheMessageAndValues() throws {
        var model = try Self.model()
        model.sheet.form = FormState(form: "portion", values: ["portions": "9", "category": "Fruit", "note": "x<y"], error: "portions must be 0–6 (got 9)", field: "portions")
        let html = TodayPage.render(model)
        #expect(html.contains("data-start-open"))
        #expect(html.contains("role=\"alert\">portions must be 0–6 (got 9)</p>"))
        #expect(html.contains("value=\"9\""))
        #expect(html.contains("value=\"x&lt;y\""))
        #expect(html.contains("aria-invalid=\"true\""))
    }

    @Test func categoryDetailFollowsTheWireframe() throws {
        let empty = CategoryDayPage.render(try Self.model(), category: "Vegetables")
        #expect(empty.contains("No items yet"))
        #expect(empty.contains("data-category=\"Vegetables\""))
        #expect(empty.contains("‹ Back"))
        #expect(empty.contains("(Today)"))
    }

    @Test func cliHintsAreDroppedFromMessages() {
        #expect(plainMessage("Tally still needs your height (--height CM), a weight (tally metric add weight KG)") == "Tally still needs your height, a weight")
        #expect(plainMessage("kept (as is)") == "kept (as is)")
    }
}

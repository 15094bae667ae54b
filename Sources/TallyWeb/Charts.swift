import Foundation
import TallyCore

/// A value on a day.
public struct ChartPoint: Sendable, Equatable {
    public var day: Day
    public var value: Double

    public init(_ day: Day, _ value: Double) {
        self.day = day
        self.value = value
    }
}

/// One line or point cloud on a time chart.
public struct LineSeries: Sendable {
    public enum Style: Sendable {
        /// The bold line: the number that matters (trend, e1RM).
        case trend
        /// Faint points: the raw daily values behind the trend.
        case raw
        /// A second metric, dashed, usually on the right axis.
        case second
    }

    public var name: String
    public var unit: String
    public var points: [ChartPoint]
    public var style: Style
    public var rightAxis: Bool

    public init(name: String, unit: String, points: [ChartPoint], style: Style, rightAxis: Bool = false) {
        self.name = name
        self.unit = unit
        self.points = points
        self.style = style
        self.rightAxis = rightAxis
    }
}

/// A bar: a day or a label with a value, coloured by whether it met its target.
public struct ChartBar: Sendable, Equatable {
    public enum State: Sendable { case met, missed, none }

    public var label: String
    public var value: Double
    public var state: State
    public var tip: String

    public init(label: String, value: Double, state: State, tip: String) {
        self.label = label
        self.value = value
        self.state = state
        self.tip = tip
    }
}

/// SVG charts drawn on the server. Each chart is an `img` with a title and a text summary for screen
/// readers; every point or bar carries its value (`data-tip`, `<title>`) for hover, focus and tap.
public enum Charts {
    /// Round axis ticks covering `low…high`: steps of 1, 2 or 5 × 10ⁿ.
    public static func ticks(low: Double, high: Double, count: Int = 5) -> [Double] {
        guard low.isFinite, high.isFinite else { return [] }
        var (lo, hi) = (min(low, high), max(low, high))
        if hi - lo < 1e-9 {
            let pad = max(abs(lo) * 0.05, 1)
            lo -= pad
            hi += pad
        }
        let raw = (hi - lo) / Double(max(1, count - 1))
        let magnitude = pow(10, floor(log10(raw)))
        let step = [1.0, 2.0, 2.5, 5.0, 10.0].map { $0 * magnitude }.first { $0 >= raw } ?? 10 * magnitude
        let first = floor(lo / step) * step
        let last = ceil(hi / step) * step
        var result: [Double] = []
        var value = first
        while value <= last + step / 2, result.count < 50 {
            result.append((value / step).rounded() * step)
            value += step
        }
        return result
    }

    /// A coordinate with one decimal ("12.3"). Charts write thousands of them per page; integer
    /// arithmetic is many times faster than `String(format:)` here.
    static func f(_ value: Double) -> String {
        guard let tenths = Int64(exactly: (value * 10).rounded()) else { return String(format: "%.1f", value) }
        let magnitude = tenths.magnitude
        return (tenths < 0 ? "-" : "") + String(magnitude / 10) + "." + String(magnitude % 10)
    }

    static func tickLabel(_ value: Double) -> String {
        abs(value) >= 1000 ? String(format: "%.0f", value) : num(value, places: 2)
    }

    /// Day labels for the x axis: about five, as "21 Nov" or "Nov 2026" for long spans.
    static func dayTicks(from: Day, to: Day) -> [Day] {
        let span = max(1, from.distance(to: to))
        let count = min(5, span + 1)
        guard count > 1 else { return [from] }
        return (0..<count).map { from.adding(days: Int(rounding: (Double($0) * Double(span) / Double(count - 1)))) }
    }

    static func dayLabel(_ day: Day, span: Int) -> String {
        span > 180 ? TimeFormat.monthYear(day) : TimeFormat.dayMonth(day)
    }

    /// A time chart: bold trend lines, faint raw points, an optional second metric on the right axis.
    public static func line(
        id: String, title: String, series: [LineSeries], from: Day, to: Day, width: Int = 640, height: Int = 220
    ) -> String {
        let (left, right, top, bottom) = (52.0, series.contains { $0.rightAxis } ? 52.0 : 14.0, 12.0, 28.0)
        let plotW = Double(width) - left - right
        let plotH = Double(height) - top - bottom
        let span = max(1, from.distance(to: to))
        func x(_ day: Day) -> Double { left + plotW * Double(from.distance(to: day)) / Double(span) }

        func domain(_ axisRight: Bool) -> [Double] {
            let values = series.filter { $0.rightAxis == axisRight }.flatMap { $0.points.map(\.value) }
            guard let lo = values.min(), let hi = values.max() else { return [] }
            return ticks(low: lo, high: hi)
        }
        let leftTicks = domain(false)
        let rightTicks = domain(true)
        func y(_ value: Double, _ axisTicks: [Double]) -> Double {
            guard let lo = axisTicks.first, let hi = axisTicks.last, hi > lo else { return top + plotH / 2 }
            return top + plotH * (1 - (value - lo) / (hi - lo))
        }

        let allPoints = series.flatMap(\.points)
        var summary = "\(title), \(TimeFormat.dayMonth(from)) \(from.year) to \(TimeFormat.dayMonth(to)) \(to.year)."
        for item in series {
            let values = item.points.map(\.value)
            guard let latest = values.last, let low = values.min(), let high = values.max() else { continue }
            summary += " \(item.name): latest \(num(latest)) \(item.unit), low \(num(low)), high \(num(high))."
        }
        if allPoints.isEmpty { summary += " No data in this time frame." }

        var svg = """
            <svg class="chart" id="\(esc(id))" viewBox="0 0 \(width) \(height)" role="img" aria-labelledby="\(esc(id))-t \(esc(id))-d" preserveAspectRatio="xMidYMid meet">
            <title id="\(esc(id))-t">\(esc(title))</title><desc id="\(esc(id))-d">\(esc(summary))</desc>
            """
        for tick in leftTicks {
            let ty = y(tick, leftTicks)
            svg += "<line class=\"grid\" x1=\"\(f(left))\" x2=\"\(f(left + plotW))\" y1=\"\(f(ty))\" y2=\"\(f(ty))\"/>"
            svg += "<text x=\"\(f(left - 6))\" y=\"\(f(ty + 4))\" text-anchor=\"end\">\(tickLabel(tick))</text>"
        }
        for tick in rightTicks {
            svg += "<text x=\"\(f(left + plotW + 6))\" y=\"\(f(y(tick, rightTicks) + 4))\">\(tickLabel(tick))</text>"
        }
        for day in dayTicks(from: from, to: to) {
            let anchor = day == from ? "start" : (day == to ? "end" : "middle")
            svg += "<text x=\"\(f(x(day)))\" y=\"\(f(Double(height) - 8))\" text-anchor=\"\(anchor)\">\(esc(dayLabel(day, span: span)))</text>"
        }
        svg += "<line class=\"axis\" x1=\"\(f(left))\" x2=\"\(f(left + plotW))\" y1=\"\(f(top + plotH))\" y2=\"\(f(top + plotH))\"/>"
        if allPoints.isEmpty {
            svg += "<text x=\"\(f(left + plotW / 2))\" y=\"\(f(top + plotH / 2))\" text-anchor=\"middle\">No data in this time frame</text>"
        }
        // Raw points first (underneath), then lines.
        let focusable = allPoints.count <= 150
        for item in series where item.style == .raw {
            let axis = item.rightAxis ? rightTicks : leftTicks
            for point in item.points {
                let tip = "\(TimeFormat.dayMonth(point.day)) \(point.day.year): \(num(point.value, places: 2)) \(item.unit)"
                svg += "<circle class=\"raw\" cx=\"\(f(x(point.day)))\" cy=\"\(f(y(point.value, axis)))\" r=\"3.2\" data-tip=\"\(esc(tip))\"\(focusable ? " tabindex=\"0\"" : "")><title>\(esc(tip))</title></circle>"
            }
        }
        for item in series where item.style != .raw && !item.points.isEmpty {
            let axis = item.rightAxis ? rightTicks : leftTicks
            let path = item.points.enumerated().map { index, point in
                "\(index == 0 ? "M" : "L")\(f(x(point.day))) \(f(y(point.value, axis)))"
            }.joined(separator: " ")
            svg += "<path class=\"\(item.style == .trend ? "trend" : "second")\" d=\"\(path)\"><title>\(esc(item.name))</title></path>"
            if item.points.count == 1, let only = item.points.first {
                svg += "<circle class=\"raw\" cx=\"\(f(x(only.day)))\" cy=\"\(f(y(only.value, axis)))\" r=\"4\" style=\"opacity:1\"/>"
            }
            // Invisible targets along the line so its values are readable too.
            if !series.contains(where: { $0.style == .raw }) {
                for point in item.points {
                    let tip = "\(TimeFormat.dayMonth(point.day)) \(point.day.year): \(num(point.value, places: 2)) \(item.unit)"
                    svg += "<circle cx=\"\(f(x(point.day)))\" cy=\"\(f(y(point.value, axis)))\" r=\"7\" fill=\"transparent\" data-tip=\"\(esc(tip))\"\(focusable ? " tabindex=\"0\"" : "")><title>\(esc(tip))</title></circle>"
                }
            }
        }
        return svg + "</svg>"
    }

    /// Bars (a week of days, a list of labels), coloured by target met / missed, with a target line.
    public static func bars(
        id: String, title: String, bars: [ChartBar], unit: String, target: Double? = nil, width: Int = 640, height: Int = 200
    ) -> String {
        let (left, right, top, bottom) = (52.0, 10.0, 10.0, 28.0)
        let plotW = Double(width) - left - right
        let plotH = Double(height) - top - bottom
        let high = max(bars.map(\.value).max() ?? 0, target ?? 0)
        let axis = ticks(low: 0, high: max(high, 1))
        let top0 = axis.last ?? 1
        func y(_ value: Double) -> Double { top + plotH * (1 - value / top0) }
        let met = bars.filter { $0.state == .met }.count
        let judged = bars.filter { $0.state != .none }.count
        var summary = "\(title): \(bars.count) bars"
        if judged > 0 { summary += ", \(met) of \(judged) met the target" }
        if let target { summary += ", target \(num(target)) \(unit)" }
        summary += ". " + bars.map(\.tip).joined(separator: "; ")
        var svg = """
            <svg class="chart" id="\(esc(id))" viewBox="0 0 \(width) \(height)" role="img" aria-labelledby="\(esc(id))-t \(esc(id))-d">
            <title id="\(esc(id))-t">\(esc(title))</title><desc id="\(esc(id))-d">\(esc(summary))</desc>
            """
        for tick in axis {
            svg += "<line class=\"grid\" x1=\"\(f(left))\" x2=\"\(f(left + plotW))\" y1=\"\(f(y(tick)))\" y2=\"\(f(y(tick)))\"/>"
            svg += "<text x=\"\(f(left - 6))\" y=\"\(f(y(tick) + 4))\" text-anchor=\"end\">\(tickLabel(tick))</text>"
        }
        let slot = plotW / Double(max(1, bars.count))
        let barW = max(2, slot * 0.64)
        let labelEvery = max(1, Int(truncating: (Double(bars.count) / 10).rounded(.up)))
        for (index, bar) in bars.enumerated() {
            let bx = left + slot * Double(index) + (slot - barW) / 2
            let by = y(max(0, bar.value))
            let className = bar.state == .met ? "bar-met" : (bar.state == .missed ? "bar-missed" : "bar-none")
            svg += "<rect class=\"\(className)\" x=\"\(f(bx))\" y=\"\(f(by))\" width=\"\(f(barW))\" height=\"\(f(max(0, top + plotH - by)))\" rx=\"3\" data-tip=\"\(esc(bar.tip))\" tabindex=\"0\"><title>\(esc(bar.tip))</title></rect>"
            if index % labelEvery == 0 {
                svg += "<text x=\"\(f(bx + barW / 2))\" y=\"\(f(Double(height) - 8))\" text-anchor=\"middle\">\(esc(bar.label))</text>"
            }
        }
        if let target {
            svg += "<line class=\"target\" x1=\"\(f(left))\" x2=\"\(f(left + plotW))\" y1=\"\(f(y(target)))\" y2=\"\(f(y(target)))\"><title>Target \(esc(num(target))) \(esc(unit))</title></line>"
        }
        return svg + "</svg>"
    }

    /// The calorie ring: consumed against the target, with what is left in the middle.
    public static func ring(consumed: Double, target: Double?, size: Int = 140) -> String {
        let radius = Double(size) / 2 - 10
        let circumference = 2 * Double.pi * radius
        let center = Double(size) / 2
        let fraction = target.map { $0 > 0 ? min(1, consumed / $0) : 0 } ?? 0
        let over = target.map { consumed > $0 } ?? false
        let big: String
        let small: String
        if let target {
            big = energyNumber(abs(target - consumed))
            small = over ? "\(energySymbol) over" : "\(energySymbol) left"
        } else {
            big = energyNumber(consumed)
            small = "\(energySymbol) eaten"
        }
        let label = target.map { "Calories: \(energyNumber(consumed)) of \(energy($0)), \(big) \(small)" } ?? "Calories: \(energy(consumed)) eaten, no target set"
        return """
            <svg class="ring" viewBox="0 0 \(size) \(size)" width="\(size)" height="\(size)" role="img" aria-label="\(esc(label))">
            <circle class="ring-track" cx="\(f(center))" cy="\(f(center))" r="\(f(radius))" fill="none" stroke-width="12"/>
            \(fraction > 0 ? "<circle class=\"\(over ? "ring-over" : "ring-value")\" cx=\"\(f(center))\" cy=\"\(f(center))\" r=\"\(f(radius))\" fill=\"none\" stroke-width=\"12\" stroke-linecap=\"round\" stroke-dasharray=\"\(f(circumference * fraction)) \(f(circumference))\" transform=\"rotate(-90 \(f(center)) \(f(center)))\"/>" : "")
            <text x="\(f(center))" y="\(f(center + 2))" text-anchor="middle" font-size="26" font-weight="700" fill="#fff">\(big)</text>
            <text x="\(f(center))" y="\(f(center + 22))" text-anchor="middle" font-size="12" fill="#aaa">\(small)</text>
            </svg>
            """
    }

    /// Two metrics on one time axis (the Lab): A as the bold accent line on the left axis, B as a
    /// dotted grey line on the right axis, each axis titled with its unit. Invisible day columns carry
    /// both values (or "no value"), so hovering, tapping or dragging across the chart reads a day; long
    /// spans group days into columns and show each column's mean.
    public static func dual(
        id: String, title: String, a: LineSeries, b: LineSeries, from: Day, to: Day, width: Int = 640, height: Int = 260
    ) -> String {
        let (left, right, top, bottom) = (58.0, 58.0, 26.0, 28.0)
        let plotW = Double(width) - left - right
        let plotH = Double(height) - top - bottom
        let span = max(1, from.distance(to: to))
        func x(_ day: Day) -> Double { left + plotW * Double(from.distance(to: day)) / Double(span) }
        func axis(_ series: LineSeries) -> [Double] {
            let values = series.points.map(\.value)
            guard let lo = values.min(), let hi = values.max() else { return [] }
            return ticks(low: lo, high: hi)
        }
        let ticksA = axis(a), ticksB = axis(b)
        func y(_ value: Double, _ axisTicks: [Double]) -> Double {
            guard let lo = axisTicks.first, let hi = axisTicks.last, hi > lo else { return top + plotH / 2 }
            return top + plotH * (1 - (value - lo) / (hi - lo))
        }
        var summary = "\(title), \(TimeFormat.dayMonth(from)) \(from.year) to \(TimeFormat.dayMonth(to)) \(to.year)."
        for (side, item) in [("left axis", a), ("right axis", b)] {
            let values = item.points.map(\.value)
            guard let low = values.min(), let high = values.max() else {
                summary += " \(item.name): no values."
                continue
            }
            summary += " \(item.name) (\(side), \(item.unit)): \(values.count) values, low \(num(low)), high \(num(high))."
        }
        var svg = """
            <svg class="chart" id="\(esc(id))" viewBox="0 0 \(width) \(height)" role="img" aria-labelledby="\(esc(id))-t \(esc(id))-d" preserveAspectRatio="xMidYMid meet" data-scrub>
            <title id="\(esc(id))-t">\(esc(title))</title><desc id="\(esc(id))-d">\(esc(summary))</desc>
            """
        svg += "<text class=\"axis-title a\" x=\"\(f(left - 6))\" y=\"14\" text-anchor=\"end\">\(esc(a.unit))</text>"
        svg += "<text class=\"axis-title b\" x=\"\(f(left + plotW + 6))\" y=\"14\">\(esc(b.unit))</text>"
        for tick in ticksA {
            let ty = y(tick, ticksA)
            svg += "<line class=\"grid\" x1=\"\(f(left))\" x2=\"\(f(left + plotW))\" y1=\"\(f(ty))\" y2=\"\(f(ty))\"/>"
            svg += "<text class=\"a\" x=\"\(f(left - 6))\" y=\"\(f(ty + 4))\" text-anchor=\"end\">\(tickLabel(tick))</text>"
        }
        for tick in ticksB {
            svg += "<text class=\"b\" x=\"\(f(left + plotW + 6))\" y=\"\(f(y(tick, ticksB) + 4))\">\(tickLabel(tick))</text>"
        }
        for day in dayTicks(from: from, to: to) {
            let anchor = day == from ? "start" : (day == to ? "end" : "middle")
            svg += "<text x=\"\(f(x(day)))\" y=\"\(f(Double(height) - 8))\" text-anchor=\"\(anchor)\">\(esc(dayLabel(day, span: span)))</text>"
        }
        svg += "<line class=\"axis\" x1=\"\(f(left))\" x2=\"\(f(left + plotW))\" y1=\"\(f(top + plotH))\" y2=\"\(f(top + plotH))\"/>"
        if a.points.isEmpty && b.points.isEmpty {
            svg += "<text x=\"\(f(left + plotW / 2))\" y=\"\(f(top + plotH / 2))\" text-anchor=\"middle\">No data in this time frame</text>"
        }
        // A line breaks where days are missing for longer than a week, so a gap never looks like data.
        func path(_ series: LineSeries, _ axisTicks: [Double]) -> String {
            var d = ""
            var previous: Day?
            for point in series.points {
                let jump = previous.map { $0.distance(to: point.day) > 7 } ?? true
                d += "\(jump ? "M" : "L")\(f(x(point.day))) \(f(y(point.value, axisTicks))) "
                previous = point.day
            }
            return d
        }
        for (item, axisTicks, className) in [(b, ticksB, "second"), (a, ticksA, "trend")] where !item.points.isEmpty {
            svg += "<path class=\"\(className)\" d=\"\(path(item, axisTicks))\"><title>\(esc(item.name))</title></path>"
            if item.points.count <= 60 {
                for point in item.points {
                    svg += "<circle class=\"\(className)-dot\" cx=\"\(f(x(point.day)))\" cy=\"\(f(y(point.value, axisTicks)))\" r=\"2.6\"/>"
                }
            }
        }
        // Scrub columns: one per day up to 400 columns, otherwise groups of days.
        let valuesA = Dictionary(a.points.map { ($0.day, $0.value) }, uniquingKeysWith: { first, _ in first })
        let valuesB = Dictionary(b.points.map { ($0.day, $0.value) }, uniquingKeysWith: { first, _ in first })
        let days = span + 1
        let group = max(1, Int(truncating: (Double(days) / 400).rounded(.up)))
        let columns = (days + group - 1) / group
        let columnW = plotW / Double(max(1, days - 1)) * Double(group)
        for column in 0..<columns {
            let start = from.adding(days: column * group)
            let end = min(to, start.adding(days: group - 1))
            let inColumn = start.through(end)
            func describe(_ item: LineSeries, _ values: [Day: Double]) -> String {
                let present = inColumn.compactMap { values[$0] }
                guard !present.isEmpty else { return "\(item.name): no value" }
                let mean = present.reduce(0, +) / Double(present.count)
                return "\(item.name)\(group > 1 ? " (mean)" : ""): \(num(mean, places: 1)) \(item.unit)"
            }
            let label = group == 1 ? "\(TimeFormat.dayMonth(start)) \(start.year)" : "\(TimeFormat.dayMonth(start)) – \(TimeFormat.dayMonth(end)) \(end.year)"
            let tip = "\(label) · \(describe(a, valuesA)) · \(describe(b, valuesB))"
            let cx = x(start) + (group > 1 ? columnW / 2 - plotW / Double(max(1, days - 1)) / 2 : 0)
            let rx = max(left, cx - columnW / 2)
            let rw = min(left + plotW, cx + columnW / 2) - rx
            svg += "<rect class=\"scrub\" x=\"\(f(rx))\" y=\"\(f(top))\" width=\"\(f(max(0.5, rw)))\" height=\"\(f(plotH))\" data-tip=\"\(esc(tip))\" data-day=\"\(start)\"\(columns <= 100 ? " tabindex=\"0\"" : "")><title>\(esc(tip))</title></rect>"
        }
        return svg + "</svg>"
    }

    /// A thin progress bar (HTML), filled to `fraction` (0…1), coloured by state.
    public static func progress(_ fraction: Double, state: String, label: String) -> String {
        let clamped = max(0, min(1, fraction.isFinite ? fraction : 0))
        return "<div class=\"bar \(state)\" role=\"progressbar\" aria-label=\"\(esc(label))\" aria-valuemin=\"0\" aria-valuemax=\"100\" aria-valuenow=\"\(Int(rounding: (clamped * 100)))\"><i style=\"width:\(f(clamped * 100))%\"></i></div>"
    }
}

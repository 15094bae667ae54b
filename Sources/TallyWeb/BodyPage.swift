import Foundation
import TallyCore

public struct BodyPageModel: Sendable {
    public var report: BodyReport
    /// Recent measurements, newest first.
    public var measurements: [MeasurementReport]
    public var imperial: Bool
    public var today: Day
    public var form: FormState?
    public var notice: String?

    public init(report: BodyReport, measurements: [MeasurementReport], imperial: Bool, today: Day, form: FormState? = nil, notice: String? = nil) {
        self.report = report
        self.measurements = measurements
        self.imperial = imperial
        self.today = today
        self.form = form
        self.notice = notice
    }
}

/// Body: 7-day averages, charts on one shared time frame (bold trend, faint raw points), the entries,
/// and a form to add measurements.
public enum BodyPage {
    static let ranges = [("1w", "1 week"), ("1m", "1 month"), ("3m", "3 months"), ("6m", "6 months"), ("all", "All")]

    public static func render(_ model: BodyPageModel) -> String {
        let report = model.report
        let form = model.form
        var chips = ""
        for (key, label) in ranges {
            chips += "<a class=\"chip\" href=\"/body?range=\(key)\"\(report.range == key ? " aria-current=\"true\"" : "")>\(label)</a>"
        }
        var averages = ""
        var charts = ""
        for kind in MetricKind.allCases {
            guard let points = report.metrics[kind.rawValue], let first = points.first, let last = points.last else { continue }
            let unit = BodyFormat.unit(kind, imperial: model.imperial)
            let change = points.count > 1 ? last.trend - points[0].trend : nil
            averages += """
                <div class="tile" data-metric="\(kind.rawValue)"><div class="name">\(esc(kind.label)) · 7-day avg</div>
                <div class="value">\(num(last.avg7, places: kind == .steps ? 0 : 1))<span class="small muted"> \(esc(unit))</span></div>
                <div class="rule">latest \(num(last.value, places: 2))\(change.map { " · trend \($0 >= 0 ? "+" : "")\(num($0, places: 2))" } ?? "")</div></div>
                """
            let from = report.from ?? first.date
            charts += """
                <section class="card" aria-labelledby="chart-\(kind.rawValue)-h">
                <div class="row spread"><h2 id="chart-\(kind.rawValue)-h">\(esc(kind.label))</h2><span class="muted small">\(esc(unit)) · \(esc(report.dailyRule[kind.rawValue] ?? ""))</span></div>
                \(Charts.line(
                    id: "chart-\(kind.rawValue)", title: "\(kind.label) (\(unit))",
                    series: [
                        LineSeries(name: "Daily value", unit: unit, points: points.map { ChartPoint($0.date, $0.value) }, style: .raw),
                        LineSeries(name: kind == .steps ? "Trend" : "Trend (10 % smoothing)", unit: unit, points: points.map { ChartPoint($0.date, $0.trend) }, style: .trend),
                    ], from: min(from, first.date), to: report.to))
                <p class="legend"><span><i></i>trend</span><span><i class="dot"></i>daily values</span></p>
                </section>
                """
        }
        if averages.isEmpty {
            charts = "<div class=\"card empty\" id=\"body-empty\"><p>No measurements \(report.range == "all" ? "yet" : "in this time frame").</p><p class=\"small\">Add your weight below; Tally smooths it into a trend.</p></div>"
        }
        var indexes = ""
        if let bmi = report.bmi { indexes += "<dt>BMI</dt><dd>\(num(bmi.value)) · \(esc(bmi.category))</dd>" }
        if let ratio = report.waistToHeight { indexes += "<dt>Waist-to-height</dt><dd>\(num(ratio.value, places: 2)) · \(esc(ratio.category))</dd>" }

        var rows = ""
        for m in model.measurements.prefix(60) {
            rows += """
                <li data-measurement-id="\(m.id)"><div class="what"><div>\(esc(MetricKind(rawValue: m.kind)?.label ?? m.kind)) \(esc(m.display))</div><div class="sub">\(esc(TimeFormat.shortDate(m.date)))\(m.source == "manual" ? "" : " · \(esc(m.source))")\(m.note.map { " · “\(esc($0))”" } ?? "")</div></div>
                <form method="post" action="/body/metrics/\(m.id)/delete" class="inline"><button class="small danger" type="submit" aria-label="Delete measurement \(m.id)">Delete</button></form></li>
                """
        }
        let weightUnit = model.imperial ? "lb" : "kg"
        let lengthUnit = model.imperial ? "in" : "cm"
        func field(_ kind: MetricKind, _ label: String) -> String {
            Form.field(
                label, name: kind.rawValue, value: Form.value(form, form: "metrics", kind.rawValue), type: "number", id: "metric-\(kind.rawValue)",
                attributes: "step=\"any\" min=\"0\" inputmode=\"decimal\"", invalid: form?.field == kind.rawValue)
        }
        let content = """
            <div class="pagehead"><h1>Body</h1><nav class="row" aria-label="Time frame">\(chips)</nav></div>
            \(averages.isEmpty ? "" : "<section aria-label=\"7-day averages\"><div class=\"tiles\">\(averages)</div></section><div style=\"height:12px\"></div>")
            \(indexes.isEmpty ? "" : "<div class=\"card\"><dl class=\"kv\">\(indexes)</dl></div>")
            \(charts)
            <section class="card" id="add-metrics" aria-labelledby="add-metrics-h">
            <h2 id="add-metrics-h">Add measurements</h2>
            <form method="post" action="/body/metrics">
            \(Form.error(form, form: "metrics"))
            <div class="fields">
            <div class="wide">\(Form.field("Date", name: "date", value: Form.value(form, form: "metrics", "date", default: model.today.description), type: "date", id: "metric-date", attributes: "max=\"\(model.today)\""))</div>
            <div>\(field(.weight, "Weight (\(weightUnit))"))</div>
            <div>\(field(.bodyfat, "Body fat (%)"))</div>
            <div>\(field(.leanmass, "Lean mass (\(weightUnit))"))</div>
            <div>\(field(.waist, "Waist (\(lengthUnit))"))</div>
            <div>\(field(.steps, "Steps"))</div>
            <div>\(field(.height, "Height (\(lengthUnit))"))</div>
            </div>
            <div class="form-actions"><button type="submit" id="metrics-save">Save</button></div>
            </form>
            </section>
            <section class="card" aria-labelledby="entries-h"><h2 id="entries-h">Entries</h2>
            \(rows.isEmpty ? "<p class=\"empty\" id=\"measurements-empty\">None yet. Add your weight above; a weigh-in a few mornings a week is enough for a trend.</p>" : "<ul class=\"list\" id=\"measurements\">\(rows)</ul>")
            <p class="small muted">Several a day are kept; a day uses the first weigh-in (and other body measures) and the largest step count.</p>
            </section>
            """
        return Layout.page(title: "Body", section: .body, notice: model.notice, content: content)
    }
}

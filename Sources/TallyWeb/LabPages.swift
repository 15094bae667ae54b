import Foundation
import TallyCore

public struct LabPageModel: Sendable {
    public var comparison: LabComparison?
    /// The metrics there is data for (the selects' options).
    public var metrics: [LabMetric]
    public var a: String
    public var b: String
    public var range: String
    public var form: FormState?
    public var notice: String?

    public init(comparison: LabComparison?, metrics: [LabMetric], a: String, b: String, range: String, form: FormState? = nil, notice: String? = nil) {
        self.comparison = comparison
        self.metrics = metrics
        self.a = a
        self.b = b
        self.range = range
        self.form = form
        self.notice = notice
    }
}

/// The Lab (Layer 3, "Analyze"): pick two metrics and a time frame; a dual-axis chart, the summary in
/// plain words, the numbers behind it and what they cannot say.
public enum LabPage {
    public static let ranges = [("7d", "7 days"), ("30d", "30 days"), ("90d", "90 days"), ("180d", "6 months"), ("all", "All")]

    static func path(a: String, b: String, range: String) -> String {
        "/lab?a=\(urlQuery(a))&b=\(urlQuery(b))&range=\(urlQuery(range))"
    }

    /// A select of metrics grouped by kind (Nutrition, Portions, Body, Training).
    static func metricSelect(name: String, label: String, metrics: [LabMetric], selected: String, invalid: Bool) -> String {
        var groups: [(String, [LabMetric])] = []
        for metric in metrics {
            if let index = groups.firstIndex(where: { $0.0 == metric.group }) { groups[index].1.append(metric) } else { groups.append((metric.group, [metric])) }
        }
        var options = ""
        for (group, items) in groups {
            options += "<optgroup label=\"\(esc(group))\">"
            for metric in items {
                let chosen = metric.key.caseInsensitiveCompare(selected) == .orderedSame ? " selected" : ""
                options += "<option value=\"\(esc(metric.key))\"\(chosen)>\(esc(metric.name)) (\(esc(metric.unit)))</option>"
            }
            options += "</optgroup>"
        }
        return """
            <label for="lab-\(name)">\(esc(label))</label>
            <select id="lab-\(name)" name="\(name)"\(invalid ? " aria-invalid=\"true\"" : "")>\(options)</select>
            """
    }

    static func p(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "–" }
        if value < 0.001 { return "< 0.001" }
        return num(value, places: 3)
    }

    public static func render(_ model: LabPageModel) -> String {
        var chips = ""
        for (key, label) in ranges {
            chips += "<a class=\"chip\" href=\"\(esc(path(a: model.a, b: model.b, range: key)))\"\(model.range == key ? " aria-current=\"true\"" : "")>\(label)</a>"
        }
        let form = model.form
        let picker: String
        if model.metrics.count < 2 {
            picker = """
                <div class="card empty" id="lab-empty"><p>The Lab compares any two things you track.</p>
                <p class="small">Log food, body measurements or workouts for a couple of weeks and they appear here. \
                <code>tally demo</code> fills a sample history to explore.</p></div>
                """
        } else {
            picker = """
                <section class="card" aria-labelledby="lab-pick-h"><h2 id="lab-pick-h" class="sr-only">Pick two metrics</h2>
                <form method="get" action="/lab" id="lab-form">
                \(Form.error(form, form: "lab"))
                <div class="fields">
                <div>\(metricSelect(name: "a", label: "A (bold line, left axis)", metrics: model.metrics, selected: model.a, invalid: form?.field == "a"))</div>
                <div>\(metricSelect(name: "b", label: "B (dotted line, right axis)", metrics: model.metrics, selected: model.b, invalid: form?.field == "b"))</div>
                </div>
                <input type="hidden" name="range" value="\(esc(model.range))">
                <div class="form-actions"><button type="submit" id="lab-compare">Compare</button>
                <a class="btn secondary" href="\(esc(path(a: model.b, b: model.a, range: model.range)))" id="lab-swap">Swap A and B</a></div>
                </form>
                </section>
                """
        }
        let result = model.comparison.map(comparison) ?? ""
        let content = """
            <div class="pagehead"><h1>Lab</h1><nav class="row" aria-label="Time frame">\(chips)</nav></div>
            <p class="muted small">Compare two things you track, day by day. <a href="/lab/periods">Compare two periods</a></p>
            \(picker)
            \(result)
            """
        return Layout.page(title: "Lab", section: .lab, notice: model.notice, content: content)
    }

    static func comparison(_ c: LabComparison) -> String {
        let a = LineSeries(name: c.aName, unit: c.aUnit, points: c.seriesA.map { ChartPoint($0.date, $0.value) }, style: .trend)
        let b = LineSeries(name: c.bName, unit: c.bUnit, points: c.seriesB.map { ChartPoint($0.date, $0.value) }, style: .second, rightAxis: true)
        let chart = Charts.dual(id: "lab-chart", title: "\(c.aName) and \(c.bName)", a: a, b: b, from: c.from, to: c.to)
        let best = c.lags.first { $0.lag == c.lag }
        var numbers = ""
        func row(_ name: String, _ value: String, _ id: String) { numbers += "<dt>\(name)</dt><dd id=\"lab-\(id)\">\(value)</dd>" }
        row("Pearson r", c.pearson.map { num($0, places: 2) } ?? "–", "pearson")
        row("Spearman ρ", c.spearman.map { num($0, places: 2) } ?? "–", "spearman")
        row("Lag", c.lag == 0 ? "same day" : "\(c.lag) day\(c.lag == 1 ? "" : "s") (\(esc(c.aName)) first)", "lag")
        row("Days paired (n)", "\(best?.n ?? c.n)", "n")
        row("Effective n", num(c.effectiveN, places: 1), "effective-n")
        row("p (after \(c.lagsSearched) lag\(c.lagsSearched == 1 ? "" : "s"))", p(c.p), "p")
        row("95 % interval for r", c.ci.map { "\(num($0[0], places: 2)) to \(num($0[1], places: 2))" } ?? "–", "ci")
        row("Beyond chance", c.significant ? "yes (p < 0.01 after corrections)" : "no", "significant")
        var lagRows = ""
        for lag in c.lags {
            lagRows += """
                <tr\(lag.lag == c.lag ? " aria-current=\"true\"" : "")><td>\(lag.lag)</td><td class="num">\(lag.n)</td><td class="num">\(num(lag.effectiveN, places: 1))</td>\
                <td class="num">\(lag.pearson.map { num($0, places: 2) } ?? "–")</td><td class="num">\(lag.spearman.map { num($0, places: 2) } ?? "–")</td><td class="num">\(p(lag.p))</td></tr>
                """
        }
        let caveats = c.caveats.map { "<li>\(esc($0))</li>" }.joined()
        return """
            <section class="card" aria-labelledby="lab-chart-h">
            <h2 id="lab-chart-h">\(esc(c.aName)) and \(esc(c.bName))</h2>
            \(chart)
            <p class="legend"><span><i></i>\(esc(c.aName)) (\(esc(c.aUnit)), left)</span><span><i class="dotted"></i>\(esc(c.bName)) (\(esc(c.bUnit)), right)</span></p>
            </section>
            <section class="card" aria-labelledby="lab-summary-h" id="lab-result" data-significant="\(c.significant)">
            <h2 id="lab-summary-h">What the numbers say</h2>
            <p id="lab-summary">\(esc(c.summary))</p>
            <dl class="kv" id="lab-numbers">\(numbers)</dl>
            <h3 style="margin-top:14px">What this cannot say</h3>
            <ul class="caveats" id="lab-caveats">\(caveats)</ul>
            <details><summary>Every lag and the method</summary>
            <p class="small muted">Lag k pairs \(esc(c.aName)) on a day with \(esc(c.bName)) k days later.</p>
            <table class="data" id="lab-lags"><thead><tr><th>Lag (days)</th><th class="num">n</th><th class="num">Effective n</th><th class="num">r</th><th class="num">ρ</th><th class="num">p (one lag)</th></tr></thead>
            <tbody>\(lagRows)</tbody></table>
            <p class="small muted" id="lab-method">\(esc(c.method))</p>
            </details>
            </section>
            """
    }
}

public struct LabPeriodsPageModel: Sendable {
    public var result: PeriodComparison?
    /// The form's values: from, to, vsFrom, vsTo.
    public var values: [String: String]
    public var today: Day
    public var form: FormState?

    public init(result: PeriodComparison?, values: [String: String], today: Day, form: FormState? = nil) {
        self.result = result
        self.values = values
        self.today = today
        self.form = form
    }
}

/// Two periods side by side (journey 1.3.7), each difference marked beyond or within day-to-day noise.
public enum LabPeriodsPage {
    public static func render(_ model: LabPeriodsPageModel) -> String {
        let form = model.form
        func field(_ label: String, _ name: String) -> String {
            Form.field(
                label, name: name, value: form?.values[name] ?? model.values[name] ?? "", type: "date", id: "periods-\(name)",
                attributes: "max=\"\(model.today)\"", invalid: form?.field == name)
        }
        var table = ""
        if let result = model.result {
            var rows = ""
            for row in result.rows {
                let places = row.unit == "kg/week" ? 2 : row.unit == "RPE" || row.unit.hasPrefix("kg") ? 1 : 0
                func value(_ v: Double?) -> String { v.map { num($0, places: places) } ?? "–" }
                let difference = row.difference.map { ($0 > 0 ? "+" : "") + num($0, places: places) } ?? "–"
                let verdict: String
                if row.p == nil {
                    verdict = "<span class=\"muted\">too little data</span>"
                } else if row.beyondNoise {
                    verdict = "<strong>beyond noise</strong>"
                } else {
                    verdict = "<span class=\"muted\">within noise</span>"
                }
                rows += """
                    <tr data-row="\(esc(row.key))"><th scope="row">\(esc(row.name))<div class="small muted">\(esc(row.unit))\(row.note.map { " · \(esc($0))" } ?? "")</div></th>\
                    <td class="num">\(value(row.first))</td><td class="num">\(value(row.second))</td><td class="num">\(difference)</td>\
                    <td>\(verdict)\(row.p.map { "<div class=\"small muted\">p \(LabPage.p($0))</div>" } ?? "")</td></tr>
                    """
            }
            table = """
                <section class="card" aria-labelledby="periods-result-h" id="periods-result">
                <h2 id="periods-result-h">\(esc(TimeFormat.shortDate(result.first.from))) – \(esc(TimeFormat.shortDate(result.first.to))) vs \
                \(esc(TimeFormat.shortDate(result.second.from))) – \(esc(TimeFormat.shortDate(result.second.to)))</h2>
                <p id="periods-summary">\(esc(result.summary))</p>
                <div style="overflow-x:auto"><table class="data" id="periods-table"><thead><tr><th>Measure</th><th class="num">First</th><th class="num">Second</th><th class="num">Change</th><th>Day-to-day noise</th></tr></thead>
                <tbody>\(rows)</tbody></table></div>
                <p class="small muted">“Beyond noise”: the difference is larger than day-to-day variation explains (Welch's t with each period's effective number of days, Benjamini–Hochberg across the rows at 5 %). It says the periods differ, not why.</p>
                </section>
                """
        }
        let content = """
            <div class="pagehead"><div><p><a href="/lab">‹ Lab</a></p><h1>Compare two periods</h1></div></div>
            <section class="card" aria-labelledby="periods-form-h"><h2 id="periods-form-h" class="sr-only">Periods</h2>
            <form method="get" action="/lab/periods" id="periods-form">
            \(Form.error(form, form: "periods"))
            <div class="fields">
            <div>\(field("First period from", "from"))</div><div>\(field("to", "to"))</div>
            <div>\(field("Second period from", "vsFrom"))</div><div>\(field("to", "vsTo"))</div>
            </div>
            <div class="form-actions"><button type="submit" id="periods-compare">Compare</button></div>
            </form>
            </section>
            \(table)
            """
        return Layout.page(title: "Compare periods", section: .lab, content: content)
    }
}

/// What Today shows of the Lab: insight cards (Layer 1) and widgets (Layer 2).
public enum LabPanelView {
    static let rangeForCards = "180d"

    public static func cards(_ panel: LabPanel, back: String) -> String {
        guard !panel.cards.isEmpty else { return "" }
        var html = "<section aria-labelledby=\"insights-h\" id=\"insights\"><h2 id=\"insights-h\" class=\"sr-only\">Insights</h2>"
        for card in panel.cards {
            let action = "/lab/cards/\(urlQuery(card.id))/feedback"
            func vote(_ vote: String, _ label: String, _ text: String) -> String {
                """
                <form method="post" action="\(esc(action))" class="inline">\(Form.hidden("vote", vote))\(Form.hidden("back", back))\
                <button type="submit" class="small secondary" aria-label="\(esc(label))" data-vote="\(vote)">\(text)</button></form>
                """
            }
            html += """
                <article class="card insight \(esc(card.tone))" data-card="\(esc(card.id))" data-kind="\(esc(card.kind))">
                <h3>\(esc(card.kind == "stall" ? "Stall" : card.kind == "positive" ? "Progress" : "Effort"))</h3>
                <h2>\(esc(card.title))</h2>
                <p class="observation">\(esc(card.observation))</p>
                <p class="correlation small">\(esc(card.correlation))</p>
                <p class="prompt small muted">\(esc(card.prompt))</p>
                <div class="row spread"><a href="\(esc(LabPage.path(a: card.a, b: card.b, range: rangeForCards)))" class="open-lab">Open in the Lab</a>
                <div class="row">\(vote("up", "Useful", "Useful"))\(vote("down", "Not useful", "Not useful"))\(vote("dismiss", "Dismiss this card", "Dismiss"))</div></div>
                </article>
                """
        }
        return html + "</section>"
    }

    public static func widgets(_ panel: LabPanel, back: String, form: FormState? = nil) -> String {
        var html = "<section aria-labelledby=\"widgets-h\" id=\"widgets\"><h2 id=\"widgets-h\" class=\"sr-only\">Widgets</h2><div class=\"grid2\">"
        // Bodyweight, 7-day average.
        let unitless = panel.weight.isEmpty
        html += "<section class=\"card widget\" id=\"widget-weight\"><div class=\"row spread\"><h2>Bodyweight</h2><a class=\"small\" href=\"/body?range=1m\">Body</a></div>"
        if unitless {
            html += "<p class=\"muted small\">No weigh-ins this week.</p>"
        } else {
            let last = panel.weight[panel.weight.count - 1]
            // Shown in the person's unit (kg or lb).
            let shown = { (kg: Double) in Display.units.massValue(kg: kg) }
            html += "<p><span class=\"big\">\(num(shown(last.average), places: 1))</span> <span class=\"muted\">\(massSymbol), 7-day average</span></p>"
            html += Charts.line(
                id: "chart-widget-weight", title: "Bodyweight, last 7 days (\(massSymbol))",
                series: [
                    LineSeries(name: "Weigh-in", unit: massSymbol, points: panel.weight.map { ChartPoint($0.day, shown($0.weight)) }, style: .raw),
                    LineSeries(name: "7-day average", unit: massSymbol, points: panel.weight.map { ChartPoint($0.day, shown($0.average)) }, style: .trend),
                ], from: panel.today.adding(days: -6), to: panel.today, height: 160)
        }
        html += "</section>"
        // This week's calories against target.
        let bars = panel.week.map { day -> ChartBar in
            let label = TimeFormat.weekdayShort(day.day.isoWeekday)
            let state: ChartBar.State = day.met.map { $0 ? .met : .missed } ?? .none
            let tip =
                day.kcal.map { "\(TimeFormat.shortDate(day.day)): \(energy($0))" + (day.target.map { " of \(energyNumber($0))" } ?? "") }
                ?? "\(TimeFormat.shortDate(day.day)): nothing logged"
            return ChartBar(label: label, value: Display.units.energyValue(kcal: day.kcal ?? 0), state: state, tip: tip)
        }
        let target = (panel.week.first { $0.day == panel.today }?.target ?? panel.week.compactMap(\.target).last).map { Display.units.energyValue(kcal: $0) }
        html += """
            <section class="card widget" id="widget-week"><div class="row spread"><h2>Calories this week</h2><a class="small" href="/plan#budget">Plan</a></div>
            \(Charts.bars(id: "chart-widget-week", title: "Calories per day this week against the target (\(energySymbol))", bars: bars, unit: energySymbol, target: target, height: 160))
            <p class="small muted">Green: within \(Int(rounding: LabPanel.calorieTolerance * 100)) % of the day's target. Days not logged are empty, not zero.</p>
            </section>
            """
        // Weekly volume against average daily calories.
        let volume = panel.volume.compactMap { day in day.weeklyVolume.map { ChartPoint(day.day, Display.units.massValue(kg: $0)) } }
        let kcal = panel.volume.compactMap { day in day.averageKcal.map { ChartPoint(day.day, Display.units.energyValue(kcal: $0)) } }
        html += "<section class=\"card widget\" id=\"widget-volume\"><div class=\"row spread\"><h2>Volume and calories</h2><a class=\"small\" href=\"\(esc(LabPage.path(a: "volume", b: "kcal", range: "30d")))\">Lab</a></div>"
        if volume.isEmpty && kcal.isEmpty {
            html += "<p class=\"muted small\">Log workouts and food to see weekly volume against what you eat.</p>"
        } else {
            html += Charts.dual(
                id: "chart-widget-volume", title: "Weekly lifting volume and average daily calories, last 30 days",
                a: LineSeries(name: "Weekly volume", unit: massSymbol, points: volume, style: .trend),
                b: LineSeries(name: "Average calories", unit: energySymbol, points: kcal, style: .second, rightAxis: true),
                from: panel.today.adding(days: -29), to: panel.today, height: 180)
            html += "<p class=\"legend\"><span><i></i>volume, 7 days (\(massSymbol))</span><span><i class=\"dotted\"></i>average calories (\(energySymbol)), 7 days</span></p>"
        }
        html += "</section>"
        // Comparison widgets.
        for widget in panel.widgets {
            let remove = { (name: String) in
                "<form method=\"post\" action=\"/lab/widgets/\(widget.id)/delete\" class=\"inline\">\(Form.hidden("back", back))<button type=\"submit\" class=\"small danger\" aria-label=\"Remove the \(esc(name)) widget\">Remove</button></form>"
            }
            guard let c = widget.comparison else {
                let name = "\(widget.a) and \(widget.b)"
                html += """
                    <section class="card widget" id="widget-\(widget.id)" data-widget="\(widget.id)">
                    <div class="row spread"><h2>\(esc(name))</h2>\(remove(name))</div>
                    <p class="muted small">No data for one of these in the last six months.</p>
                    </section>
                    """
                continue
            }
            let a = LineSeries(name: c.aName, unit: c.aUnit, points: c.seriesA.map { ChartPoint($0.date, $0.value) }, style: .trend)
            let b = LineSeries(name: c.bName, unit: c.bUnit, points: c.seriesB.map { ChartPoint($0.date, $0.value) }, style: .second, rightAxis: true)
            let r = c.pearson.map { "r \(num($0, places: 2))" + (c.lag == 0 ? "" : " at lag \(c.lag)") + (c.significant ? "" : ", not beyond chance") } ?? "too few days"
            html += """
                <section class="card widget" id="widget-\(widget.id)" data-widget="\(widget.id)">
                <div class="row spread"><h2><a href="\(esc(LabPage.path(a: c.a, b: c.b, range: "30d")))">\(esc(c.aName)) and \(esc(c.bName))</a></h2>
                \(remove("\(c.aName) and \(c.bName)"))</div>
                \(Charts.dual(id: "chart-widget-\(widget.id)", title: "\(c.aName) and \(c.bName), last 30 days", a: a, b: b, from: c.from, to: c.to, height: 180))
                <p class="small muted">30 days · \(esc(r))</p>
                </section>
                """
        }
        html += "</div>"
        let failed = form?.form == "widget"
        if panel.metrics.count >= 2 && (panel.widgets.count < 12 || failed) {
            html += """
                <details class="card" id="add-widget"\(failed ? " open" : "")><summary>Add a comparison widget</summary>
                <form method="post" action="/lab/widgets">\(Form.hidden("back", back))
                \(Form.error(form, form: "widget"))
                <div class="fields">
                <div>\(LabPage.metricSelect(name: "a", label: "A", metrics: panel.metrics, selected: failed ? form?.values["a"] ?? "" : panel.metrics[0].key, invalid: failed && form?.field == "a"))</div>
                <div>\(LabPage.metricSelect(name: "b", label: "B", metrics: panel.metrics, selected: failed ? form?.values["b"] ?? "" : panel.metrics[1].key, invalid: failed && form?.field == "b"))</div>
                </div>
                <div class="form-actions"><button type="submit" id="add-widget-save">Add</button></div>
                </form></details>
                """
        }
        return html + "</section>"
    }
}

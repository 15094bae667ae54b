import Foundation
import TallyCore

// MARK: Welcome (first-run setup)

public struct WelcomePageModel: Sendable {
    /// 1…4: units, about you, weight and activity, goal.
    public var step: Int
    public var stepTitles: [String]
    /// Every answer so far (carried from step to step; stored only at the end).
    public var answers: [String: String]
    public var form: FormState?
    public var today: Day

    public init(step: Int, stepTitles: [String], answers: [String: String], form: FormState?, today: Day) {
        self.step = step
        self.stepTitles = stepTitles
        self.answers = answers
        self.form = form
        self.today = today
    }
}

public enum WelcomePage {
    static let fields = ["units", "energyUnit", "birthDate", "sex", "height", "weight", "activity", "goal", "target", "by"]

    public static func render(_ model: WelcomePageModel) -> String {
        let imperial = model.answers["units"] == "imperial"
        func value(_ key: String, _ fallback: String = "") -> String { model.answers[key] ?? fallback }
        func invalid(_ key: String) -> Bool { model.form?.field == key }
        var carried = ""
        for key in fields where !stepFields(model.step).contains(key) {
            if let value = model.answers[key] { carried += Form.hidden(key, value) }
        }
        var body = ""
        switch model.step {
        case 1:
            body = """
                <p>Tally shows numbers in the units you choose; it stores them in metric either way.</p>
                <div>\(Form.select("Units", name: "units", options: [(value: "metric", label: "Metric (kg, cm, km)"), (value: "imperial", label: "Imperial (lb, in, mi)")], selected: value("units", "metric"), id: "w-units"))</div>
                <div>\(Form.select("Energy", name: "energyUnit", options: [(value: "kcal", label: "Calories (kcal)"), (value: "kj", label: "Kilojoules (kJ)")], selected: value("energyUnit", "kcal"), id: "w-energy"))</div>
                """
        case 2:
            body = """
                <p>The energy equations need these. They stay on this server.</p>
                <div>\(Form.field("Birth date", name: "birthDate", value: value("birthDate"), type: "date", id: "w-birth", attributes: "required max=\"\(model.today)\"", invalid: invalid("birthDate")))</div>
                <div>\(Form.select("Sex (for the energy equations)", name: "sex", options: [(value: "", label: "—"), (value: "female", label: "Female"), (value: "male", label: "Male")], selected: value("sex"), id: "w-sex", attributes: "required"))</div>
                <div>\(Form.field("Height (\(imperial ? "in" : "cm"))", name: "height", value: value("height"), type: "number", id: "w-height", attributes: "required step=\"any\" min=\"0\"", invalid: invalid("height")))</div>
                """
        case 3:
            let activities = [
                (value: "", label: "—"), (value: "sedentary", label: "Sedentary: desk job, little exercise"), (value: "light", label: "Light: exercise 1–3 days a week"),
                (value: "moderate", label: "Moderate: exercise 3–5 days a week"), (value: "very", label: "Very active: hard exercise 6–7 days a week"),
                (value: "extreme", label: "Extremely active: physical job and training"),
            ]
            body = """
                <div>\(Form.field("Weight today (\(imperial ? "lb" : "kg"))", name: "weight", value: value("weight"), type: "number", id: "w-weight", attributes: "required step=\"any\" min=\"0\"", invalid: invalid("weight")))</div>
                <div>\(Form.select("Activity", name: "activity", options: activities, selected: value("activity"), id: "w-activity", attributes: "required"))</div>
                """
        default:
            let goals = [(value: "maintain", label: "Maintain my weight"), (value: "lose", label: "Lose weight"), (value: "gain", label: "Gain weight"), (value: "gain-muscle", label: "Gain muscle")]
            body = """
                <p>To lose or gain, give a target weight and a date; a pace that is not safe is refused with the nearest safe plan. Maintaining needs neither.</p>
                <div>\(Form.select("Goal", name: "goal", options: goals, selected: value("goal", "maintain"), id: "w-goal"))</div>
                <div>\(Form.field("Target weight (\(imperial ? "lb" : "kg"))", name: "target", value: value("target"), type: "number", id: "w-target", attributes: "step=\"any\" min=\"0\"", invalid: invalid("target")))</div>
                <div>\(Form.field("By", name: "by", value: value("by"), type: "date", id: "w-by", attributes: "min=\"\(model.today)\"", invalid: invalid("by")))</div>
                """
        }
        let count = model.stepTitles.count
        let title = model.stepTitles.indices.contains(model.step - 1) ? model.stepTitles[model.step - 1] : "Setup"
        let back = model.step > 1 ? "<button type=\"submit\" name=\"back\" value=\"1\" class=\"secondary\" formnovalidate>Back</button>" : ""
        let content = """
            <h1>Welcome to Tally</h1>
            <section class="card welcome" aria-labelledby="welcome-h">
            <p class="muted" id="welcome-step">Step \(model.step) of \(count)</p>
            <h2 id="welcome-h">\(esc(title))</h2>
            <form method="post" action="/welcome" id="welcome-form">
            \(Form.error(model.form, form: "welcome"))
            \(Form.hidden("step", String(model.step)))
            \(carried)
            \(body)
            <div class="row">\(back)<button type="submit" id="welcome-next">\(model.step == count ? "Finish" : "Next")</button></div>
            </form>
            <form method="post" action="/welcome/skip"><button type="submit" class="link" id="welcome-skip">Skip setup for now</button></form>
            </section>
            """
        return Layout.page(title: "Welcome", section: nil, content: content)
    }

    /// The fields a step asks (the others are carried as hidden fields).
    public static func stepFields(_ step: Int) -> [String] {
        switch step {
        case 1: ["units", "energyUnit"]
        case 2: ["birthDate", "sex", "height"]
        case 3: ["weight", "activity"]
        default: ["goal", "target", "by"]
        }
    }

    public static var answerFields: [String] { fields }
}

// MARK: Inbox and reminder preferences

public struct InboxPageModel: Sendable {
    public struct Item: Sendable {
        public var id: Int64
        public var title: String
        public var body: String
        public var when: String
        public var read: Bool
        public var pushProblem: String?

        public init(id: Int64, title: String, body: String, when: String, read: Bool, pushProblem: String?) {
            self.id = id
            self.title = title
            self.body = body
            self.when = when
            self.read = read
            self.pushProblem = pushProblem
        }
    }

    public var items: [Item]
    public var settings: NotifySettingsReport
    public var form: FormState?
    public var notice: String?

    public init(items: [Item], settings: NotifySettingsReport, form: FormState?, notice: String?) {
        self.items = items
        self.settings = settings
        self.form = form
        self.notice = notice
    }
}

public enum InboxPage {
    public static func render(_ model: InboxPageModel) -> String {
        var list = ""
        for item in model.items {
            list += """
                <li class="inbox-item\(item.read ? "" : " unread")" data-id="\(item.id)"><div><strong>\(esc(item.title))</strong> <span class="muted">\(esc(item.when))</span></div>
                <p>\(esc(item.body))</p>\(item.pushProblem.map { "<p class=\"muted\">Not pushed: \(esc($0))</p>" } ?? "")
                \(item.read ? "" : "<form method=\"post\" action=\"/inbox/\(item.id)/read\"><button type=\"submit\" class=\"link\">Mark read</button></form>")</li>
                """
        }
        let unread = model.items.filter { !$0.read }.count
        let inbox = model.items.isEmpty
            ? "<p class=\"empty\" id=\"inbox-empty\">No notifications yet. Reminders you turn on below arrive here (and at a webhook or ntfy topic, if you add one).</p>"
            : "<ul class=\"inbox\" id=\"inbox-list\">\(list)</ul>"
            + (unread > 0 ? "<form method=\"post\" action=\"/inbox/read-all\"><button type=\"submit\" class=\"secondary\" id=\"inbox-read-all\">Mark all read</button></form>" : "")
        let settings = model.settings
        let form = model.form
        func value(_ key: String, _ fallback: String) -> String { Form.value(form, form: "notify", key, default: fallback) }
        var rules = ""
        for rule in settings.rules {
            let onOff = Form.select("", name: rule.kind, options: [(value: "on", label: "On"), (value: "off", label: "Off")], selected: value(rule.kind, rule.enabled ? "on" : "off"), id: "n-\(rule.kind)")
            var extra = ""
            if rule.kind != ReminderKind.noFood.rawValue {
                extra += "<div>\(Form.field("Time", name: "\(rule.kind).time", value: value("\(rule.kind).time", rule.time), type: "time", id: "n-\(rule.kind)-time"))</div>"
            }
            extra += "<div>\(Form.field("At most per day", name: "\(rule.kind).cap", value: value("\(rule.kind).cap", String(rule.maxPerDay)), type: "number", id: "n-\(rule.kind)-cap", attributes: "min=\"0\" max=\"24\""))</div>"
            if let threshold = rule.thresholdPercent {
                extra += "<div>\(Form.field("Threshold (%)", name: "\(rule.kind).threshold", value: value("\(rule.kind).threshold", String(threshold)), type: "number", id: "n-\(rule.kind)-threshold", attributes: "min=\"5\" max=\"200\""))</div>"
            }
            if let hours = rule.hours {
                extra += "<div>\(Form.field("After hours", name: "\(rule.kind).hours", value: value("\(rule.kind).hours", String(hours)), type: "number", id: "n-\(rule.kind)-hours", attributes: "min=\"1\" max=\"24\""))</div>"
            }
            if let days = rule.days {
                extra += "<div>\(Form.field("Days on target", name: "\(rule.kind).days", value: value("\(rule.kind).days", String(days)), type: "number", id: "n-\(rule.kind)-days", attributes: "min=\"1\" max=\"7\""))</div>"
            }
            rules += "<fieldset><legend>\(esc(rule.label))</legend><div class=\"row\"><div>\(onOff)</div>\(extra)</div></fieldset>"
        }
        let content = """
            <h1>Inbox</h1>
            <section class="card" aria-labelledby="inbox-h"><h2 id="inbox-h">Notifications</h2>\(inbox)</section>
            <section class="card" id="reminders" aria-labelledby="reminders-h"><h2 id="reminders-h">Reminders</h2>
            <form method="post" action="/inbox/settings">
            \(Form.error(form, form: "notify"))
            <div class="row">
            <div>\(Form.field("Quiet from", name: "quietStart", value: value("quietStart", settings.quietStart ?? ""), type: "time", id: "n-quiet-start"))</div>
            <div>\(Form.field("Quiet until", name: "quietEnd", value: value("quietEnd", settings.quietEnd ?? ""), type: "time", id: "n-quiet-end"))</div>
            </div>
            \(rules)
            <div>\(Form.field("Webhook URL (JSON POST per notification)", name: "webhook", value: value("webhook", settings.webhook ?? ""), type: "url", id: "n-webhook"))</div>
            <div>\(Form.field("ntfy topic URL", name: "ntfy", value: value("ntfy", settings.ntfy ?? ""), type: "url", id: "n-ntfy"))</div>
            <button type="submit" id="notify-save">Save reminders</button>
            </form>
            <form method="post" action="/inbox/test"><button type="submit" class="secondary" id="notify-test">Send a test notification</button></form>
            </section>
            """
        return Layout.page(title: "Inbox", section: nil, notice: model.notice, content: content)
    }
}

// MARK: Documents

public struct DocumentsPageModel: Sendable {
    public var documents: [StoredDocument]
    public var notice: String?

    public init(documents: [StoredDocument], notice: String?) {
        self.documents = documents
        self.notice = notice
    }
}

public enum DocumentsPage {
    public static func render(_ model: DocumentsPageModel) -> String {
        var rows = ""
        for document in model.documents {
            let size = document.byteCount >= 1 << 20 ? "\(DisplayUnits.decimal(Double(document.byteCount) / 1_048_576, places: 1)) MB" : "\(max(1, document.byteCount / 1024)) KB"
            rows += """
                <tr data-id="\(document.id)"><td><a href="/documents/\(document.id)" class="doc-link">\(esc(document.title))</a></td><td>\(document.kind == "pdf" ? "PDF" : "Image")</td><td>\(document.date)</td><td>\(size)</td>
                <td><form method="post" action="/documents/\(document.id)/delete"><button type="submit" class="link danger" aria-label="Delete \(esc(document.title))">Delete</button></form></td></tr>
                """
        }
        let list = model.documents.isEmpty
            ? "<p class=\"empty\" id=\"documents-empty\">No documents yet. Keep lab results, scans and letters from your care team here: they go into backups and exports with the rest of your data.</p>"
            : "<table class=\"list\" id=\"documents-list\"><thead><tr><th>Title</th><th>Type</th><th>Added</th><th>Size</th><th></th></tr></thead><tbody>\(rows)</tbody></table>"
        let content = """
            <h1>Documents</h1>
            <section class="card" aria-labelledby="docs-add-h"><h2 id="docs-add-h">Add a document</h2>
            <form id="document-upload" data-action="/documents/upload">
            <p class="form-error" role="alert" id="document-error" hidden></p>
            <div class="row"><div>\(Form.field("Title", name: "title", id: "doc-title", attributes: "required maxlength=\"100\""))</div>
            <div><label for="doc-file">File (PDF or image, at most 25 MB)</label><input id="doc-file" name="file" type="file" accept="application/pdf,image/png,image/jpeg,image/gif,image/webp" required></div></div>
            <button type="submit" id="doc-submit">Upload</button>
            </form></section>
            <section class="card" aria-labelledby="docs-h"><h2 id="docs-h">Your documents</h2>\(list)</section>
            """
        return Layout.page(title: "Documents", section: .manage, notice: model.notice, content: content)
    }

    /// One document in the page: a PDF in a frame, an image as an image.
    public static func view(_ document: StoredDocument) -> String {
        let file = "/documents/\(document.id)/file"
        let shown = document.kind == "pdf"
            ? "<iframe class=\"doc-frame\" src=\"\(file)\" title=\"\(esc(document.title))\" id=\"doc-frame\"></iframe>"
            : "<img class=\"doc-image\" src=\"\(file)\" alt=\"\(esc(document.title))\" id=\"doc-image\">"
        let content = """
            <h1>\(esc(document.title))</h1>
            <p class="muted">Added \(document.date) · <a href="\(file)" id="doc-open">Open the file</a> · <a href="/documents">All documents</a></p>
            <section class="card">\(shown)</section>
            """
        return Layout.page(title: document.title, section: .manage, content: content)
    }
}

import Foundation
import TallyCore

public struct ManagePageModel: Sendable {
    public var settings: SettingsReport
    public var categories: [CategoryReport]
    public var meals: [MealSlotReport]
    public var units: [UnitReport]
    public var form: FormState?
    public var notice: String?
    /// The last import of each source (Data).
    public var imports: [ImportRun] = []
    /// API tokens (never the tokens themselves).
    public var tokens: [Token] = []
    /// Where Health Auto Export should push, as this browser reaches the server.
    public var pushURL: String = "/api/v1/import/health-auto-export"
    /// A token just created: shown this once.
    public var newToken: (name: String, token: String)?
    /// Backups, newest first, and storage.
    public var backups: [BackupRow] = []
    public var storage: (database: Int64, files: Int64, backups: Int64) = (0, 0, 0)
    /// The care team's names and the meeting log.
    public var careTeam = CareTeam()
    public var meetings: [CareMeeting] = []

    public struct BackupRow: Sendable {
        public var id: String
        public var createdAt: Date
        public var kind: String
        public var note: String?
        public var schemaVersion: Int
        public var sizeBytes: Int64
        public var entries: Int

        public init(id: String, createdAt: Date, kind: String, note: String?, schemaVersion: Int, sizeBytes: Int64, entries: Int) {
            self.id = id
            self.createdAt = createdAt
            self.kind = kind
            self.note = note
            self.schemaVersion = schemaVersion
            self.sizeBytes = sizeBytes
            self.entries = entries
        }
    }

    public struct Token: Sendable {
        public var id: Int64
        public var name: String
        public var scopes: [String]
        public var lastUsedAt: Date?
        public var revoked: Bool

        public init(id: Int64, name: String, scopes: [String], lastUsedAt: Date?, revoked: Bool) {
            self.id = id
            self.name = name
            self.scopes = scopes
            self.lastUsedAt = lastUsedAt
            self.revoked = revoked
        }
    }

    public init(
        settings: SettingsReport, categories: [CategoryReport], meals: [MealSlotReport], units: [UnitReport], form: FormState? = nil,
        notice: String? = nil
    ) {
        self.settings = settings
        self.categories = categories
        self.meals = meals
        self.units = units
        self.form = form
        self.notice = notice
    }
}

/// Manage: the day cutoff, categories with their target rules, meal slots, units, and imports.
public enum ManagePage {
    static let kinds = [(value: "exact", label: "Exactly"), (value: "atLeast", label: "At least"), (value: "atMost", label: "At most"), (value: "range", label: "Between")]

    public static func render(_ model: ManagePageModel) -> String {
        let form = model.form
        func value(_ name: String, _ key: String, _ fallback: String = "") -> String { Form.value(form, form: name, key, default: fallback) }
        let unitOptions = model.units.filter(\.enabled).map { (value: $0.symbol, label: "\($0.name) (\($0.symbol))") }

        var categoryRows = ""
        for (index, category) in model.categories.enumerated() {
            let key = "category-\(category.id)"
            let lower = category.target.min.map { num($0) } ?? ""
            let upper = category.target.max.map { num($0) } ?? ""
            categoryRows += """
                <li data-category-id="\(category.id)"><div class="what" style="width:100%">
                <form method="post" action="/manage/categories/\(category.id)" id="\(key)">
                \(Form.error(form, form: key))
                <div class="fields">
                <div>\(Form.field("Name", name: "name", value: value(key, "name", category.name), id: "\(key)-name"))</div>
                <div>\(Form.select("Unit", name: "unit", options: unitOptions, selected: value(key, "unit", category.unit), id: "\(key)-unit"))</div>
                <div>\(Form.select("Target", name: "kind", options: kinds, selected: value(key, "kind", category.target.kind.rawValue), id: "\(key)-kind"))</div>
                <div class="row" style="flex-wrap:nowrap"><div>\(Form.field("Min", name: "min", value: value(key, "min", lower), type: "number", id: "\(key)-min", attributes: "step=\"0.1\" min=\"0\""))</div><div>\(Form.field("Max", name: "max", value: value(key, "max", upper), type: "number", id: "\(key)-max", attributes: "step=\"0.1\" min=\"0\""))</div></div>
                </div>
                <label><input type="checkbox" name="enabled" value="on"\(category.enabled ? " checked" : "")> Counts toward the day (enabled)</label>
                <div class="form-actions"><button type="submit" class="small" id="\(key)-save">Save</button></div>
                </form>
                <div class="row" style="margin-top:6px">
                \(index > 0 ? "<form method=\"post\" action=\"/manage/categories/\(category.id)/move\" class=\"inline\">\(Form.hidden("position", String(index)))<button class=\"small secondary\" type=\"submit\" aria-label=\"Move \(esc(category.name)) up\">↑</button></form>" : "")
                \(index < model.categories.count - 1 ? "<form method=\"post\" action=\"/manage/categories/\(category.id)/move\" class=\"inline\">\(Form.hidden("position", String(index + 2)))<button class=\"small secondary\" type=\"submit\" aria-label=\"Move \(esc(category.name)) down\">↓</button></form>" : "")
                <form method="post" action="/manage/categories/\(category.id)/delete" class="inline" data-confirm="Delete \(esc(category.name))? If entries were logged in it, it is archived instead and they are kept.">\(Form.hidden("force", "on"))<button class="small danger" type="submit">Delete</button></form>
                </div>
                </div></li>
                """
        }
        var mealRows = ""
        for (index, meal) in model.meals.enumerated() {
            let key = "meal-\(meal.id)"
            let others = model.meals.filter { $0.id != meal.id }.map { (value: $0.name, label: "Move its entries to \($0.name)") }
            mealRows += """
                <li data-meal-id="\(meal.id)"><div class="what" style="width:100%">
                <form method="post" action="/manage/meals/\(meal.id)" class="row" style="flex-wrap:nowrap;align-items:flex-end">
                <div style="flex:2">\(Form.field("Name", name: "name", value: value(key, "name", meal.name), id: "\(key)-name"))</div>
                <div style="flex:1">\(Form.field("Starts", name: "starts", value: value(key, "starts", meal.startsAt ?? ""), type: "time", id: "\(key)-starts"))</div>
                <button type="submit" class="small" id="\(key)-save">Save</button>
                </form>
                \(Form.error(form, form: key))
                <div class="row" style="margin-top:6px">
                \(index > 0 ? "<form method=\"post\" action=\"/manage/meals/\(meal.id)/move\" class=\"inline\">\(Form.hidden("position", String(index)))<button class=\"small secondary\" type=\"submit\" aria-label=\"Move \(esc(meal.name)) up\">↑</button></form>" : "")
                \(index < model.meals.count - 1 ? "<form method=\"post\" action=\"/manage/meals/\(meal.id)/move\" class=\"inline\">\(Form.hidden("position", String(index + 2)))<button class=\"small secondary\" type=\"submit\" aria-label=\"Move \(esc(meal.name)) down\">↓</button></form>" : "")
                <form method="post" action="/manage/meals/\(meal.id)/delete" class="row inline" style="flex-wrap:nowrap">\(others.isEmpty ? "" : "<select name=\"move_to\" aria-label=\"Where its entries go\" style=\"width:auto\">\(others.map { "<option value=\"\(esc($0.value))\">\(esc($0.label))</option>" }.joined())</select>")<button class="small danger" type="submit">Delete</button></form>
                </div>
                </div></li>
                """
        }
        var unitRows = ""
        for unit in model.units {
            unitRows += """
                <tr><td>\(esc(unit.name))</td><td>\(esc(unit.symbol))</td><td>\(esc(unit.dimension.rawValue))</td><td class="num">\(num(unit.baseFactor, places: 3))</td>
                <td><form method="post" action="/manage/units/\(unit.id)">\(Form.hidden("enabled", unit.enabled ? "off" : "on"))<button class="small \(unit.enabled ? "secondary" : "")" type="submit">\(unit.enabled ? "Disable" : "Enable")</button></form></td></tr>
                """
        }
        let dimensions = MeasurementUnit.Dimension.allCases.map { (value: $0.rawValue, label: $0.rawValue) }
        let content = """
            <div class="pagehead"><h1>Manage</h1><p class="small"><a href="/documents" id="manage-documents">Documents</a> · <a href="/inbox#reminders" id="manage-reminders">Reminders</a> · <a href="/plan#profile">Profile</a></p></div>
            <section class="card" id="cutoff" aria-labelledby="cutoff-h"><h2 id="cutoff-h">Day cutoff</h2>
            <form method="post" action="/manage/cutoff" class="row" style="align-items:flex-end">
            <div>\(Form.field("A day ends at", name: "cutoff", value: value("cutoff", "cutoff", model.settings.dayCutoff), type: "time", id: "cutoff-time"))</div>
            <button type="submit" id="cutoff-save">Save</button>
            </form>
            \(Form.error(form, form: "cutoff"))
            <p class="small muted">Entries before this time count toward the previous day (time zone \(esc(model.settings.timeZone))).</p>
            </section>
            <section class="card" id="categories" aria-labelledby="categories-h"><h2 id="categories-h">Categories and targets</h2>
            <ul class="list">\(categoryRows)</ul>
            <h3 style="margin-top:14px">Add a category</h3>
            <form method="post" action="/manage/categories">
            \(Form.error(form, form: "new-category"))
            <div class="fields">
            <div>\(Form.field("Name", name: "name", value: value("new-category", "name"), id: "nc-name", attributes: "maxlength=\"60\""))</div>
            <div>\(Form.select("Unit", name: "unit", options: unitOptions, selected: value("new-category", "unit", "portions"), id: "nc-unit"))</div>
            <div>\(Form.select("Target", name: "kind", options: kinds, selected: value("new-category", "kind", "atLeast"), id: "nc-kind"))</div>
            <div class="row" style="flex-wrap:nowrap"><div>\(Form.field("Min", name: "min", value: value("new-category", "min"), type: "number", id: "nc-min", attributes: "step=\"0.1\" min=\"0\""))</div><div>\(Form.field("Max", name: "max", value: value("new-category", "max"), type: "number", id: "nc-max", attributes: "step=\"0.1\" min=\"0\""))</div></div>
            </div>
            <div class="form-actions"><button type="submit" id="nc-save">Add category</button></div>
            </form>
            </section>
            <section class="card" id="meals" aria-labelledby="meals-h"><h2 id="meals-h">Meal slots</h2>
            <ul class="list">\(mealRows)</ul>
            <h3 style="margin-top:14px">Add a meal slot</h3>
            <form method="post" action="/manage/meals" class="row" style="flex-wrap:nowrap;align-items:flex-end">
            <div style="flex:2">\(Form.field("Name", name: "name", value: value("new-meal", "name"), id: "nm-name"))</div>
            <div style="flex:1">\(Form.field("Starts", name: "starts", value: value("new-meal", "starts"), type: "time", id: "nm-starts"))</div>
            <button type="submit" id="nm-save">Add</button>
            </form>
            \(Form.error(form, form: "new-meal"))
            </section>
            <section class="card" id="units" aria-labelledby="units-h"><h2 id="units-h">Units</h2>
            <table class="data"><thead><tr><th>Name</th><th>Symbol</th><th>Measures</th><th class="num">Factor</th><th></th></tr></thead><tbody>\(unitRows)</tbody></table>
            <h3 style="margin-top:14px">Add a unit</h3>
            <form method="post" action="/manage/units">
            \(Form.error(form, form: "new-unit"))
            <div class="fields">
            <div>\(Form.field("Name", name: "name", value: value("new-unit", "name"), id: "nu-name", attributes: "placeholder=\"Glasses\""))</div>
            <div>\(Form.field("Symbol", name: "symbol", value: value("new-unit", "symbol"), id: "nu-symbol", attributes: "placeholder=\"glass\""))</div>
            <div>\(Form.select("Measures", name: "dimension", options: dimensions, selected: value("new-unit", "dimension", "volume"), id: "nu-dimension"))</div>
            <div>\(Form.field("Size in the base unit (ml, g, min or portions)", name: "factor", value: value("new-unit", "factor"), type: "number", id: "nu-factor", attributes: "step=\"any\" min=\"0\""))</div>
            </div>
            <div class="form-actions"><button type="submit" id="nu-save">Add unit</button></div>
            </form>
            </section>
            \(careTeamSection(model))
            \(dataSection(model))
            \(backupSection(model))
            """
        return Layout.page(title: "Manage", section: .manage, notice: model.notice, content: content)
    }

    static let sources = [
        (value: "strong", label: "Strong (CSV)"), (value: "hevy", label: "Hevy (CSV)"), (value: "apple-health", label: "Apple Health (export.zip or export.xml)"),
        (value: "health-auto-export", label: "Health Auto Export (JSON)"),
        (value: "myfitnesspal", label: "MyFitnessPal (File-Export zip or CSV)"), (value: "cronometer", label: "Cronometer (servings, daily summary or biometrics CSV)"),
    ]

    /// Data: bring in another app's export (streamed, with progress), when each source last imported,
    /// and the tokens and URL for Health Auto Export's push.
    static func dataSection(_ model: ManagePageModel) -> String {
        let format = DateFormatter()
        format.dateFormat = "yyyy-MM-dd HH:mm"
        format.timeZone = TimeZone(identifier: model.settings.timeZone)
        let importRows = model.imports.map { run in
            let files = run.files.isEmpty ? [run.file ?? "upload"] : run.files.map { $0.file ?? run.file ?? "upload" }
            let summary = run.files.map { file in
                var parts = file.outcomeLines
                let skipped = file.skippedByCount
                if !skipped.isEmpty {
                    parts.append("skipped: " + skipped.prefix(5).map { "\($0.value) \($0.key)" }.joined(separator: ", ") + (skipped.count > 5 ? ", …" : ""))
                }
                return "<li><strong>\(esc(file.file ?? run.file ?? "upload"))</strong> (\(file.records) rows read): \(esc(parts.joined(separator: "; ")))</li>"
            }.joined()
            let details = summary.isEmpty ? "" : "<tr class=\"import-summary\" data-source=\"\(esc(run.source))\"><td colspan=\"4\"><ul class=\"small\">\(summary)</ul></td></tr>"
            return """
                <tr data-source="\(esc(run.source))"><td>\(esc(run.source))</td><td>\(format.string(from: run.finishedAt))</td>\
                <td>\(esc(files.joined(separator: ", ")))</td><td class="num">\(run.added)</td></tr>\(details)
                """
        }.joined()
        let imports = model.imports.isEmpty
            ? "<p class=\"small muted\" id=\"imports-none\">Nothing imported yet.</p>"
            : "<table class=\"data\" id=\"imports\"><thead><tr><th>Source</th><th>Last import</th><th>Files</th><th class=\"num\">Added</th></tr></thead><tbody>\(importRows)</tbody></table>"
        let tokenRows = model.tokens.map { token in
            let used = token.revoked ? "revoked" : token.lastUsedAt.map { "last used \(format.string(from: $0))" } ?? "never used"
            let revoke = token.revoked ? "" : """
                <form method="post" action="/manage/tokens/\(token.id)/revoke" data-confirm="Revoke \(esc(token.name))? Apps using it stop at once."><button type="submit" class="secondary">Revoke</button></form>
                """
            return "<li data-token=\"\(esc(token.name))\"><div class=\"what\"><strong>\(esc(token.name))</strong> <span class=\"small muted\">\(esc(token.scopes.joined(separator: ", "))) · \(used)</span></div>\(revoke)</li>"
        }.joined()
        let created = model.newToken.map { new in
            """
            <div class="callout" role="status" id="new-token"><p>Token <strong>\(esc(new.name))</strong> — copy it now, it is not shown again:</p>
            <p><code id="new-token-value">\(esc(new.token))</code></p></div>
            """
        } ?? ""
        return """
            <section class="card" id="import" aria-labelledby="import-h"><h2 id="import-h">Data</h2>
            <p class="small muted">Bring in another app's export. Importing the same or a newer, overlapping file adds only what is new. Apple Health's export.zip is read as it uploads, never unpacked.</p>
            <form id="import-form" class="row" style="align-items:flex-end" data-no-submit>
            <div>\(Form.select("From", name: "app", options: sources, selected: "strong", id: "import-app"))</div>
            <div style="flex:1"><label for="import-file">File</label><input id="import-file" type="file" accept=".csv,text/csv,.zip,.xml,.json,application/zip,application/json,text/xml"></div>
            <div id="import-unit-field">\(Form.select("MyFitnessPal weights in", name: "weightUnit", options: [(value: "kg", label: "kg"), (value: "lb", label: "lb")], selected: "kg", id: "import-unit"))</div>
            <button type="button" id="import-preview" class="secondary" data-import="preview">Preview</button>
            <button type="button" id="import-go" data-import>Import</button>
            </form>
            <p id="import-size" class="small muted"></p>
            <progress id="import-progress" max="100" value="0" hidden></progress>
            <p id="import-result" role="status" class="small"></p>
            <h3 style="margin-top:14px">Last imports</h3>
            \(imports)
            <h3 style="margin-top:14px">Leave with everything</h3>
            <p class="small muted">Everything you logged, your foods, recipes, body, workouts, settings, goals and Lab feedback, as one JSON file
            (<code>tally import tally FILE</code> reads it back into a new data directory). <a id="export-json" href="/api/v1/export" download="tally-export.json">Download the export (JSON)</a>
            · <a id="export-csv" href="/api/v1/export/csv" download="tally-export-csv.zip">one CSV per table (zip)</a></p>
            <h3 style="margin-top:14px">Health Auto Export (automatic)</h3>
            <p class="small muted">In the app: Automations → REST API, URL <code id="push-url">\(esc(model.pushURL))</code>, format JSON, and a header
            <code>Authorization</code> = <code>Bearer</code> followed by a token made here.</p>
            \(created)
            <ul class="list" id="tokens">\(tokenRows)</ul>
            \(Form.error(model.form, form: "token"))
            <form method="post" action="/manage/tokens" class="row" style="align-items:flex-end">
            <div style="flex:1">\(Form.field("New token for", name: "name", value: "", id: "token-name", attributes: "placeholder=\"iphone\" maxlength=\"60\""))</div>
            <fieldset class="row"><legend class="small">May</legend>\
            <label class="check"><input type="checkbox" name="scope-import" id="token-scope-import" checked> import</label>\
            <label class="check"><input type="checkbox" name="scope-read" id="token-scope-read"> read</label>\
            <label class="check"><input type="checkbox" name="scope-write" id="token-scope-write"> write</label></fieldset>
            <button type="submit" id="token-create">Create token</button>
            </form>
            </section>
            """
    }

    /// The care team (seed 000): doctor and nutrition specialist, and the meeting log.
    static func careTeamSection(_ model: ManagePageModel) -> String {
        let form = model.form
        let rows = model.meetings.map { meeting in
            """
            <li data-meeting="\(meeting.id)"><div class="what"><strong>\(meeting.date)</strong> · \(meeting.provider.title)\
            \(meeting.notes.map { "<br><span class=\"small\">\(esc($0))</span>" } ?? "")</div>\
            <form method="post" action="/manage/care-team/meetings/\(meeting.id)/delete" class="inline" data-confirm="Delete the meeting of \(meeting.date)?">\
            <button class="small danger" type="submit">Delete</button></form></li>
            """
        }.joined()
        let list = rows.isEmpty ? "<p class=\"small muted\" id=\"meetings-none\">No meetings logged yet.</p>" : "<ul class=\"list\" id=\"meetings\">\(rows)</ul>"
        let providers = CareProvider.allCases.map { (value: $0.rawValue, label: $0.title) }
        return """
            <section class="card" id="care-team" aria-labelledby="care-team-h"><h2 id="care-team-h">Care team</h2>
            <form method="post" action="/manage/care-team" class="row" style="align-items:flex-end">
            <div style="flex:1">\(Form.field("Doctor", name: "doctor", value: Form.value(form, form: "care-team", "doctor", default: model.careTeam.doctor ?? ""), id: "care-doctor", attributes: "maxlength=\"100\""))</div>
            <div style="flex:1">\(Form.field("Nutrition specialist", name: "nutritionSpecialist", value: Form.value(form, form: "care-team", "nutritionSpecialist", default: model.careTeam.nutritionSpecialist ?? ""), id: "care-specialist", attributes: "maxlength=\"100\""))</div>
            <button type="submit" id="care-save">Save</button>
            </form>
            \(Form.error(form, form: "care-team"))
            <h3 style="margin-top:14px">Meetings</h3>
            \(list)
            <form method="post" action="/manage/care-team/meetings" class="row" style="align-items:flex-end">
            <div>\(Form.field("Date", name: "date", value: Form.value(form, form: "meeting", "date"), type: "date", id: "meeting-date"))</div>
            <div>\(Form.select("With", name: "provider", options: providers, selected: Form.value(form, form: "meeting", "provider", default: "doctor"), id: "meeting-provider"))</div>
            <div style="flex:1">\(Form.field("Notes", name: "notes", value: Form.value(form, form: "meeting", "notes"), id: "meeting-notes", attributes: "maxlength=\"500\""))</div>
            <button type="submit" id="meeting-add">Log meeting</button>
            </form>
            \(Form.error(form, form: "meeting"))
            </section>
            """
    }

    static func size(_ count: Int64) -> String {
        switch count {
        case ..<(1 << 20): return "\(max(1, count / 1024)) KB"
        case ..<(1 << 30): return String(format: "%.1f MB", Double(count) / 1_048_576)
        default: return String(format: "%.2f GB", Double(count) / 1_073_741_824)
        }
    }

    /// Backups: storage, "back up now" with a note, the list with restore (confirmed) and download,
    /// and the file check.
    static func backupSection(_ model: ManagePageModel) -> String {
        let format = DateFormatter()
        format.dateFormat = "yyyy-MM-dd HH:mm"
        format.timeZone = TimeZone(identifier: model.settings.timeZone)
        let rows = model.backups.map { backup in
            """
            <tr data-backup="\(esc(backup.id))"><td>\(format.string(from: backup.createdAt))</td><td>\(esc(backup.kind))</td><td>\(esc(backup.note ?? ""))</td>\
            <td class="num">\(backup.entries)</td><td class="num">\(size(backup.sizeBytes))</td>\
            <td><a href="/manage/backups/\(esc(backup.id))/download" download>Download</a></td>\
            <td><form method="post" action="/manage/backups/\(esc(backup.id))/restore" data-confirm="Replace all current data with the backup of \(format.string(from: backup.createdAt)) (\(backup.entries) entries)? A safety backup of the current data is taken first.">\
            <button type="submit" class="secondary">Restore</button></form></td></tr>
            """
        }.joined()
        let list = model.backups.isEmpty
            ? "<p class=\"small muted\" id=\"backups-none\">No backups yet.</p>"
            : """
            <table class="data" id="backups"><thead><tr><th>Taken</th><th>Kind</th><th>Note</th><th class="num">Entries</th><th class="num">Size</th><th></th><th></th></tr></thead>\
            <tbody>\(rows)</tbody></table>
            """
        let last = model.backups.first.map { "Last backup \(format.string(from: $0.createdAt)) (\($0.kind))." } ?? "No backup yet."
        return """
            <section class="card" id="backup" aria-labelledby="backup-h"><h2 id="backup-h">Backups</h2>
            <p class="small muted" id="storage">\(last) Database \(size(model.storage.database)), files \(size(model.storage.files)), backups \(size(model.storage.backups)). \
            tally serve backs up every day and keeps 7 daily, 4 weekly and 12 monthly backups.</p>
            \(Form.error(model.form, form: "backup"))
            <form method="post" action="/manage/backups" class="row" style="align-items:flex-end">
            <div style="flex:1">\(Form.field("Note", name: "note", value: "", id: "backup-note", attributes: "placeholder=\"before the big import\" maxlength=\"500\""))</div>
            <button type="submit" id="backup-now">Back up now</button>
            </form>
            \(list)
            <form method="post" action="/manage/backups/check" class="row"><button type="submit" class="secondary" id="backup-check">Check the database file</button></form>
            </section>
            """
    }
}

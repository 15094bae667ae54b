import Foundation
import TallyCore

/// The pages of a server with accounts: signing in, one's account (password, sessions, sharing with the
/// care team, who read what), and a clinician's list of patients.
public enum AccountPages {
    /// The line at the top of every page for a signed-in person; for a clinician reading a patient's
    /// shared pages, whose data it is, what is shared, until when, and the way back.
    public static func bar(name: String, role: AccountRole, viewing: (owner: String, areas: [CareArea], until: Day)?) -> String {
        if let viewing {
            return """
                <div class="account-bar care-view" role="status"><span>Reading <b>\(esc(viewing.owner))</b>'s shared \
                \(esc(viewing.areas.map { $0.title.lowercased() }.joined(separator: ", "))) (read-only, until \(viewing.until)).</span>\
                <form method="post" action="/care/stop" class="inline"><button class="small secondary" type="submit">Back to my own data</button></form></div>
                """
        }
        let patients = role == .clinician ? "<a href=\"/care\">Patients</a>" : ""
        return """
            <div class="account-bar"><span>Signed in as <b>\(esc(name))</b></span><a href="/account">Account</a><a href="/account/foods">Shared foods</a>\(patients)\
            <form method="post" action="/signout" class="inline"><button class="small secondary" type="submit">Sign out</button></form></div>
            """
    }

    public static func signIn(name: String, next: String, message: String?) -> String {
        let error = message.map { "<p class=\"error\" role=\"alert\" id=\"signin-error\">\(esc($0))</p>" } ?? ""
        return Layout.page(
            title: "Sign in", section: nil,
            content: """
                <h1>Sign in</h1>
                <div class="card">
                <form method="post" action="/signin" id="signin">
                \(Form.hidden("next", next))
                <label>Name <input name="name" autocomplete="username" required maxlength="40" value="\(esc(name))" autofocus></label>
                <label>Password <input name="password" type="password" autocomplete="current-password" required maxlength="128"></label>
                \(error)
                <button type="submit">Sign in</button>
                </form>
                <p class="muted">Forgot the password? The server's admin can set a new one: <code>tally user reset-password NAME</code>.</p>
                </div>
                """)
    }

    public struct AccountModel: Sendable {
        public var name: String
        public var role: AccountRole
        public var sessions: Int
        public var grants: [CareGrant]
        public var access: [CareAccess]
        public var clinicians: [String]
        public var today: Day
        public var timeZone: TimeZone

        public init(
            name: String, role: AccountRole, sessions: Int, grants: [CareGrant], access: [CareAccess], clinicians: [String], today: Day, timeZone: TimeZone
        ) {
            self.name = name
            self.role = role
            self.sessions = sessions
            self.grants = grants
            self.access = access
            self.clinicians = clinicians
            self.today = today
            self.timeZone = timeZone
        }
    }

    public static func account(_ model: AccountModel, notice: String?, form: FormState?) -> String {
        let stamp = DateFormatter()
        stamp.locale = Locale(identifier: "en_US_POSIX")
        stamp.timeZone = model.timeZone
        stamp.dateFormat = "yyyy-MM-dd HH:mm"
        var grants = ""
        for grant in model.grants {
            let state = grant.revokedAt != nil ? "revoked" : grant.isActive(today: model.today) ? "until \(grant.until)" : "ended \(grant.until)"
            let revoke =
                grant.isActive(today: model.today)
                ? "<form method=\"post\" action=\"/account/sharing/\(grant.id)/revoke\" class=\"inline\"><button class=\"small danger\" type=\"submit\">Stop sharing</button></form>"
                : ""
            grants += "<li><b>\(esc(grant.clinicianName))</b> reads \(esc(grant.areas.map { $0.title.lowercased() }.joined(separator: ", "))) — \(state) \(revoke)</li>"
        }
        if grants.isEmpty { grants = "<li class=\"muted\">You share nothing. Nobody but you can read your data.</li>" }
        var log = ""
        for access in model.access.prefix(50) {
            log += "<tr><td>\(stamp.string(from: access.at))</td><td>\(esc(access.clinicianName))</td><td><code>\(esc(access.path))</code></td></tr>"
        }
        let logHTML =
            log.isEmpty
            ? "<p class=\"muted\">No one has read your data.</p>"
            : "<table><thead><tr><th>When</th><th>Who</th><th>What</th></tr></thead><tbody>\(log)</tbody></table>"
        let areas = CareArea.allCases.map { area in
            "<label class=\"check\"><input type=\"checkbox\" name=\"area-\(area.rawValue)\"\(area == .food ? " checked" : "")> \(area.title)</label>"
        }.joined()
        let clinicianOptions = model.clinicians.map { "<option value=\"\(esc($0))\"></option>" }.joined()
        let defaultUntil = model.today.adding(days: 90)
        return Layout.page(
            title: "Account", section: .manage, notice: notice,
            content: """
                <h1>Account</h1>
                <div class="card"><p>Signed in as <b>\(esc(model.name))</b> (\(model.role.rawValue)), on \(model.sessions) browser\(model.sessions == 1 ? "" : "s").</p>
                <form method="post" action="/account/signout-everywhere" class="inline"><button class="secondary" type="submit">Sign out everywhere</button></form>
                <p class="muted">API tokens for scripts and Health Auto Export are under <a href="/manage#import">Manage → Data</a>. Your foods and recipes are private; <a href="/account/foods">share some</a> with everyone on this server.</p></div>
                <h2 id="password">Password</h2>
                <div class="card">
                <form method="post" action="/account/password" id="password-form">
                <label>Current password <input name="current" type="password" autocomplete="current-password" required maxlength="128"></label>
                <label>New password (at least \(PasswordPolicy.minimumLength) characters) <input name="password" type="password" autocomplete="new-password" required minlength="\(PasswordPolicy.minimumLength)" maxlength="128"></label>
                \(Form.error(form, form: "password"))
                <button type="submit">Change password</button>
                </form>
                <p class="muted">Changing it signs out every other browser.</p>
                </div>
                <h2 id="sharing">Care team</h2>
                <div class="card">
                <p>Let a doctor or nutrition specialist with an account on this server read chosen parts of your data, read-only, until a day you choose. Every read is listed below; stopping takes effect at once.</p>
                <ul class="plain">\(grants)</ul>
                <form method="post" action="/account/sharing" id="share-form">
                <label>Their account name <input name="clinician" list="clinicians" required maxlength="40" value="\(esc(Form.value(form, form: "share", "clinician")))"></label>
                <datalist id="clinicians">\(clinicianOptions)</datalist>
                <fieldset><legend>What they may read</legend>\(areas)</fieldset>
                <label>Until (last day) <input name="until" type="date" required value="\(esc(Form.value(form, form: "share", "until", default: defaultUntil.description)))"></label>
                \(Form.error(form, form: "share"))
                <button type="submit">Share</button>
                </form>
                </div>
                <h2 id="access">Who read your data</h2>
                <div class="card">\(logHTML)</div>
                """)
    }

    /// Foods and recipes: one's own with share / stop sharing, and what others shared, to add.
    public static func sharedFoods(mine: [(id: Int64, name: String, isRecipe: Bool, sharedID: Int64?)], others: [SharedFood], notice: String?) -> String {
        var own = ""
        for food in mine {
            let button =
                food.sharedID.map {
                    "<form method=\"post\" action=\"/account/shared-foods/\($0)/unshare\" class=\"inline\"><button class=\"small secondary\" type=\"submit\">Stop sharing</button></form>"
                } ?? "<form method=\"post\" action=\"/account/foods/\(food.id)/share\" class=\"inline\"><button class=\"small\" type=\"submit\">Share</button></form>"
            own += "<li data-food=\"\(food.id)\"><div class=\"what\"><strong>\(esc(food.name))</strong>\(food.isRecipe ? " <span class=\"small muted\">recipe</span>" : "")\(food.sharedID == nil ? "" : " <span class=\"small\">shared</span>")</div>\(button)</li>"
        }
        if own.isEmpty { own = "<li class=\"muted\">You have no foods or recipes of your own yet.</li>" }
        var theirs = ""
        for food in others {
            let kcal = food.nutrients["kcal"].map { " · \(energy($0))" } ?? ""
            theirs += """
                <li data-shared="\(food.id)"><div class="what"><strong>\(esc(food.name))</strong> <span class="small muted">\(esc(food.servingName)) (\(EntryPlanner.formatNumber(food.servingGrams)) g)\(kcal) · from \(esc(food.ownerName))</span></div>\
                <form method="post" action="/account/shared-foods/\(food.id)/copy" class="inline"><button class="small" type="submit">Add to my foods</button></form></li>
                """
        }
        if theirs.isEmpty { theirs = "<li class=\"muted\">No one else shares foods yet.</li>" }
        return Layout.page(
            title: "Shared foods", section: .foods, notice: notice,
            content: """
                <h1>Shared foods</h1>
                <div class="card"><h2>Yours</h2><p class="small muted">Your foods and recipes are private. Share one and everyone on this server can add a copy to their own foods.</p>
                <ul class="list" id="my-foods">\(own)</ul></div>
                <div class="card"><h2>Shared by others</h2><ul class="list" id="shared-foods">\(theirs)</ul></div>
                """)
    }

    public static func patients(_ grants: [CareGrant], notice: String?) -> String {
        var rows = ""
        for grant in grants {
            rows += """
                <li><b>\(esc(grant.ownerName))</b> shares \(esc(grant.areas.map { $0.title.lowercased() }.joined(separator: ", "))) until \(grant.until) \
                <form method="post" action="/care/\(grant.ownerID)/view" class="inline"><button class="small" type="submit">Open</button></form></li>
                """
        }
        if rows.isEmpty { rows = "<li class=\"muted\">No one shares data with you yet. A patient shares from their Account page.</li>" }
        return Layout.page(
            title: "Patients", section: nil, notice: notice,
            content: """
                <h1>Patients</h1>
                <div class="card"><ul class="plain">\(rows)</ul>
                <p class="muted">What you open is read-only, and the patient sees each page you read.</p></div>
                """)
    }
}

import Foundation
import TallyCore

public struct PlanPageModel: Sendable {
    public var profile: ProfileReport
    public var goal: GoalReport
    public var targets: TargetsReport
    public var budgetSettings: BudgetSettingsReport
    public var budget: BudgetReport?
    public var budgetProblem: String?
    public var balance: BalanceReport?
    public var expenditure: ExpenditureReport?
    public var expenditureProblem: String?
    public var latestWeight: Double?
    /// The trend weight today (kg), the profile photo's file name, the care team's names.
    public var trendWeight: Double?
    public var photo: String?
    public var careTeam: CareTeam?
    public var today: Day
    public var form: FormState?
    public var notice: String?

    public init(
        profile: ProfileReport, goal: GoalReport, targets: TargetsReport, budgetSettings: BudgetSettingsReport, budget: BudgetReport?,
        budgetProblem: String?, balance: BalanceReport?, expenditure: ExpenditureReport?, expenditureProblem: String?, latestWeight: Double?,
        today: Day, form: FormState? = nil, notice: String? = nil
    ) {
        self.profile = profile
        self.goal = goal
        self.targets = targets
        self.budgetSettings = budgetSettings
        self.budget = budget
        self.budgetProblem = budgetProblem
        self.balance = balance
        self.expenditure = expenditure
        self.expenditureProblem = expenditureProblem
        self.latestWeight = latestWeight
        self.today = today
        self.form = form
        self.notice = notice
    }
}

/// Plan: profile, goal (with the safety message), targets and overrides, expenditure, budget per day.
public enum PlanPage {
    public static func render(_ model: PlanPageModel) -> String {
        let form = model.form
        func value(_ name: String, _ key: String, _ fallback: String = "") -> String { Form.value(form, form: name, key, default: fallback) }
        let profile = model.profile
        let imperial = profile.units == "imperial"
        let heightShown = profile.heightCm.map { imperial ? num($0 / 2.54, places: 1) : num($0) } ?? ""
        let sexes = [(value: "", label: "—"), (value: "female", label: "Female"), (value: "male", label: "Male")]
        let activities = [
            (value: "", label: "—"), (value: "sedentary", label: "Sedentary (×1.2)"), (value: "light", label: "Light (×1.375)"),
            (value: "moderate", label: "Moderate (×1.55)"), (value: "very", label: "Very active (×1.725)"), (value: "extreme", label: "Extremely active (×1.9)"),
        ]
        let formulas = [
            (value: "", label: "Automatic (Mifflin–St Jeor; Katch–McArdle with a recent body fat)"), (value: "mifflin", label: "Mifflin–St Jeor"),
            (value: "katch", label: "Katch–McArdle"), (value: "harris", label: "Harris–Benedict (revised)"),
        ]
        let team = model.careTeam
        let photo = model.photo.map { "<img class=\"avatar\" id=\"profile-photo\" src=\"/photos/\(esc($0))\" alt=\"Your photo\">" }
            ?? "<div class=\"avatar skeleton\" aria-hidden=\"true\"></div>"
        let summary = """
            <div class="row profile-summary">\(photo)
            <div><p>Current weight (trend): <strong id="profile-trend">\(model.trendWeight.map { mass($0) } ?? "no weigh-ins yet")</strong>\(model.goal.targetKg.map { " · target <strong>\(mass($0))</strong>" } ?? "")</p>
            <p class="small">Height: \(profile.heightCm.map { Display.units.length($0) } ?? "not set") · Doctor: \(esc(team?.doctor ?? "–")) · Nutrition specialist: \(esc(team?.nutritionSpecialist ?? "–")) · <a href="/manage#care-team">Care team</a></p>
            <p class="small"><label for="profile-photo-input">\(model.photo == nil ? "Add a photo" : "Change the photo")</label> <input type="file" id="profile-photo-input" accept="image/png,image/jpeg,image/gif,image/webp" data-photo-url="/plan/photo" data-photo-error="profile-photo-error"></p>
            <p class="form-error" role="alert" id="profile-photo-error" hidden></p></div></div>
            """
        let profileCard = """
            <section class="card" id="profile" aria-labelledby="profile-h"><h2 id="profile-h">Profile</h2>
            \(summary)
            <form method="post" action="/plan/profile">
            \(Form.error(form, form: "profile"))
            <div class="fields">
            <div>\(Form.field("Birth date", name: "birth_date", value: value("profile", "birth_date", profile.birthDate?.description ?? ""), type: "date", id: "pf-birth", invalid: form?.field == "birthDate"))</div>
            <div>\(Form.select("Sex", name: "sex", options: sexes, selected: value("profile", "sex", profile.sex ?? ""), id: "pf-sex"))</div>
            <div>\(Form.field("Height (\(imperial ? "in" : "cm"))", name: "height", value: value("profile", "height", heightShown), type: "number", id: "pf-height", attributes: "step=\"any\" min=\"0\"", invalid: form?.field == "height"))</div>
            <div>\(Form.select("Activity", name: "activity", options: activities, selected: value("profile", "activity", profile.activity ?? ""), id: "pf-activity"))</div>
            <div>\(Form.select("Units", name: "units", options: [(value: "metric", label: "Metric (kg, cm)"), (value: "imperial", label: "Imperial (lb, in)")], selected: value("profile", "units", profile.units), id: "pf-units"))</div>
            <div>\(Form.select("Energy", name: "energy_unit", options: [(value: "kcal", label: "Calories (kcal)"), (value: "kj", label: "Kilojoules (kJ)")], selected: value("profile", "energy_unit", profile.energyUnit), id: "pf-energy"))</div>
            <div>\(Form.select("BMR formula", name: "formula", options: formulas, selected: value("profile", "formula", profile.formula ?? ""), id: "pf-formula"))</div>
            <div class="wide">\(Form.field("Motivation", name: "motivation", value: value("profile", "motivation", profile.motivation ?? ""), id: "pf-motivation", attributes: "maxlength=\"500\" placeholder=\"Why this matters to you\""))</div>
            </div>
            <div class="form-actions"><button type="submit" id="pf-save">Save profile</button></div>
            </form>
            \(model.latestWeight == nil ? "<p class=\"small muted\">Add a weight on <a href=\"/body#add-metrics\">Body</a> to get energy targets.</p>" : "")
            </section>
            """

        let goal = model.goal
        let kinds = [(value: "lose", label: "Lose weight"), (value: "maintain", label: "Maintain"), (value: "gain", label: "Gain weight"), (value: "gain-muscle", label: "Gain muscle")]
        let goalCard = """
            <section class="card" id="goal" aria-labelledby="goal-h"><h2 id="goal-h">Goal</h2>
            <p id="goal-summary">\(goal.kind.map { "<strong>\(esc($0.replacingOccurrences(of: "-", with: " ").capitalized))</strong>" } ?? "No goal set: targets are for maintenance.")\(goal.message.map { " · \(esc($0))" } ?? "")</p>
            <form method="post" action="/plan/goal">
            \(Form.error(form, form: "goal"))
            <div class="fields">
            <div>\(Form.select("Goal", name: "kind", options: kinds, selected: value("goal", "kind", goal.kind ?? "lose"), id: "goal-kind"))</div>
            <div>\(Form.field("Target weight (\(imperial ? "lb" : "kg"))", name: "target", value: value("goal", "target", goal.targetKg.map { imperial ? num($0 * 2.20462262, places: 1) : num($0) } ?? ""), type: "number", id: "goal-target", attributes: "step=\"any\" min=\"0\""))</div>
            <div>\(Form.field("By", name: "by", value: value("goal", "by", goal.by?.description ?? ""), type: "date", id: "goal-by", attributes: "min=\"\(model.today)\""))</div>
            </div>
            <div class="form-actions"><button type="submit" id="goal-save">Set goal</button></div>
            </form>
            \(goal.kind == nil ? "" : "<form method=\"post\" action=\"/plan/goal/clear\"><button class=\"small secondary\" type=\"submit\">Clear goal</button></form>")
            <p class="small muted">Tally will not plan a loss faster than 1 kg (or 1 % of your weight) a week, or below 1200 kcal (women) / 1500 kcal (men); it offers the nearest safe plan instead.</p>
            </section>
            """

        let t = model.targets
        let overridden = Set(t.overridden)
        func target(_ key: String, _ label: String, _ valueText: Double?, _ unit: String) -> String {
            "<div class=\"tile\" data-target=\"\(key)\"><div class=\"name\">\(label)\(overridden.contains(key) ? " · yours" : "")</div><div class=\"value\">\(valueText.map(whole) ?? "–")<span class=\"small muted\"> \(unit)</span></div></div>"
        }
        let expenditure: String
        if let e = model.expenditure {
            expenditure = """
                <p class="small">Adaptive estimate: <strong>\(energy(e.tdee))</strong> (\(esc(e.confidence)) confidence; \(e.intakeDays) logged days, \(e.weighIns) weigh-ins, trend \(e.trendChangeKg >= 0 ? "+" : "")\(mass(e.trendChangeKg, places: 2))).</p>
                <form method="post" action="/plan/expenditure">\(Form.hidden("source", t.expenditure == "adaptive" ? "formula" : "adaptive"))<button class="small secondary" type="submit">\(t.expenditure == "adaptive" ? "Use the formula instead" : "Use the adaptive estimate")</button></form>
                """
        } else {
            expenditure = "<p class=\"small muted\">Adaptive expenditure: \(esc(plainMessage(model.expenditureProblem ?? "not enough data yet")))</p>"
        }
        let targetsCard = """
            <section class="card" id="targets" aria-labelledby="targets-h"><h2 id="targets-h">Daily targets</h2>
            \(t.problem.map { "<p class=\"small muted\" id=\"targets-problem\">\(esc(plainMessage($0)))</p>" } ?? "")
            <div class="tiles">
            \(target("kcal", "Calories", t.kcal, "kcal"))\(target("protein_g", "Protein", t.protein_g, "g"))\(target("carbs_g", "Carbs", t.carbs_g, "g"))\(target("fat_g", "Fat", t.fat_g, "g"))
            <div class="tile"><div class="name">BMR · TDEE</div><div class="value">\(t.bmr.map(whole) ?? "–")<span class="small muted"> · \(t.tdee.map(whole) ?? "–")</span></div><div class="rule">\(esc(t.formula ?? "")) · \(esc(t.expenditure ?? ""))</div></div>
            </div>
            \(expenditure)
            <form method="post" action="/plan/targets">
            \(Form.error(form, form: "targets"))
            <div class="fields">
            <div>\(Form.field("Calories (kcal)", name: "kcal", value: value("targets", "kcal"), type: "number", id: "tg-kcal", attributes: "step=\"any\" min=\"0\" placeholder=\"\(t.kcal.map(whole) ?? "")\"", invalid: form?.field == "kcal"))</div>
            <div>\(Form.field("Protein (g)", name: "protein", value: value("targets", "protein"), type: "number", id: "tg-protein", attributes: "step=\"any\" min=\"0\" placeholder=\"\(t.protein_g.map(whole) ?? "")\""))</div>
            <div>\(Form.field("Carbs (g)", name: "carbs", value: value("targets", "carbs"), type: "number", id: "tg-carbs", attributes: "step=\"any\" min=\"0\" placeholder=\"\(t.carbs_g.map(whole) ?? "")\""))</div>
            <div>\(Form.field("Fat (g)", name: "fat", value: value("targets", "fat"), type: "number", id: "tg-fat", attributes: "step=\"any\" min=\"0\" placeholder=\"\(t.fat_g.map(whole) ?? "")\""))</div>
            </div>
            <div class="form-actions"><button type="submit" id="tg-save">Set my targets</button></div>
            </form>
            \(overridden.isEmpty ? "" : "<form method=\"post\" action=\"/plan/targets/clear\"><button class=\"small secondary\" type=\"submit\" id=\"tg-clear\">Use computed targets</button></form>")
            </section>
            """

        var budgetBody = ""
        if let budget = model.budget {
            let bars = budget.days.map { line -> ChartBar in
                let past = line.date <= model.today
                let state: ChartBar.State = !past ? .none : (line.consumed <= line.allowance * 1.05 ? .met : .missed)
                return ChartBar(
                    label: TimeFormat.weekdayShort(line.date.isoWeekday), value: past ? line.consumed : line.allowance, state: state,
                    tip: "\(TimeFormat.shortDate(line.date)): \(whole(line.consumed)) of \(energy(line.allowance))\(past ? "" : " (allowance)")")
            }
            let rows = budget.days.map {
                "<tr\($0.date == model.today ? " aria-current=\"date\" style=\"font-weight:600\"" : "")><td>\(esc(TimeFormat.shortDate($0.date)))</td><td class=\"num\">\(whole($0.consumed))</td><td class=\"num\">\(whole($0.allowance))</td></tr>"
            }.joined()
            budgetBody = """
                <p><span class="big">\(budget.todayAllowance.map(whole) ?? "–")</span> <span class="muted">kcal today</span></p>
                <p class="small">\(esc(budget.period.capitalized)) \(esc(TimeFormat.shortDate(budget.start)))–\(esc(TimeFormat.shortDate(budget.end))): \(energy(budget.total)) · eaten \(whole(budget.consumed)) · left \(whole(budget.remaining)) · at this pace \(whole(budget.projected))</p>
                \(budget.days.count <= 62 ? Charts.bars(id: "chart-budget", title: "Budget: eaten per day against the allowance", bars: bars, unit: "kcal", target: budget.dailyTarget, height: 180) : "")
                <details><summary>Per-day breakdown</summary><table class="data" id="budget-days"><thead><tr><th>Day</th><th class="num">Eaten</th><th class="num">Allowance</th></tr></thead><tbody>\(rows)</tbody></table></details>
                """
        } else {
            budgetBody = "<p class=\"muted small\">\(esc(plainMessage(model.budgetProblem ?? "A budget needs a calorie target.")))</p>"
        }
        let settings = model.budgetSettings
        let periods = [(value: "day", label: "Daily"), (value: "week", label: "Weekly"), (value: "custom", label: "Custom range")]
        let weekdays = BudgetPeriod.weekdays.map { (value: $0, label: $0.capitalized) }
        let budgetCard = """
            <section class="card" id="budget" aria-labelledby="budget-h"><h2 id="budget-h">Budget</h2>
            \(budgetBody)
            <form method="post" action="/plan/budget">
            \(Form.error(form, form: "budget"))
            <div class="fields">
            <div>\(Form.select("Period", name: "period", options: periods, selected: value("budget", "period", settings.period), id: "bg-period"))</div>
            <div>\(Form.select("Week starts", name: "week_start", options: weekdays, selected: value("budget", "week_start", settings.weekStart ?? "monday"), id: "bg-week"))</div>
            <div>\(Form.field("From (custom)", name: "from", value: value("budget", "from", settings.from?.description ?? ""), type: "date", id: "bg-from"))</div>
            <div>\(Form.field("To (custom)", name: "to", value: value("budget", "to", settings.to?.description ?? ""), type: "date", id: "bg-to"))</div>
            </div>
            <div class="form-actions"><button type="submit" class="secondary" id="bg-save">Save budget</button></div>
            </form>
            <p class="small muted">The period total is fixed; what is left is spread over the days left, never below the calorie floor.</p>
            </section>
            """
        var balanceCard = ""
        if let b = model.balance {
            balanceCard = """
                <section class="card" id="balance" aria-labelledby="balance-h"><h2 id="balance-h">Today's balance</h2>
                <dl class="kv"><dt>Eaten</dt><dd>\(energy(b.intake))</dd><dt>Resting (BMR)</dt><dd>\(b.bmr.map(energy) ?? "–")</dd>\(b.activeEnergy.map { "<dt>Active (measured)</dt><dd>\(energy($0))</dd>" } ?? "<dt>Exercise</dt><dd>\(energy(b.exercise))</dd>")
                <dt>Net</dt><dd>\(b.net.map { "\($0 >= 0 ? "+" : "")\(energy($0))" } ?? "–")</dd><dt>Left today</dt><dd>\(b.remaining.map(energy) ?? "–")</dd></dl>
                </section>
                """
        }
        let content = """
            <div class="pagehead"><h1>Plan</h1></div>
            \(targetsCard)
            <div class="grid2">\(goalCard)\(budgetCard)</div>
            \(balanceCard)
            \(profileCard)
            """
        return Layout.page(title: "Plan", section: .plan, notice: model.notice, content: content)
    }
}

import Foundation
import TallyCore

public struct TrainingPageModel: Sendable {
    public var week: TrainingWeekReport
    /// Recent workouts, newest first.
    public var workouts: [WorkoutReport]
    /// Volume and effort of the last weeks, oldest first.
    public var weeks: [TrainingWeekReport]
    public var lift: LiftReport?
    /// Exercises with weighted sets, for the lift chart picker.
    public var lifts: [String]
    public var activities: [(key: String, label: String)]
    public var today: Day
    public var form: FormState?
    public var notice: String?

    public init(
        week: TrainingWeekReport, workouts: [WorkoutReport], weeks: [TrainingWeekReport], lift: LiftReport?, lifts: [String],
        activities: [(key: String, label: String)], today: Day, form: FormState? = nil, notice: String? = nil
    ) {
        self.week = week
        self.workouts = workouts
        self.weeks = weeks
        self.lift = lift
        self.lifts = lifts
        self.activities = activities
        self.today = today
        self.form = form
        self.notice = notice
    }
}

/// Training: this week, log a workout (sets, RPE), the list, and a lift's e1RM progress.
public enum TrainingPage {
    public static func render(_ model: TrainingPageModel) -> String {
        let week = model.week
        let form = model.form
        func value(_ key: String, _ fallback: String = "") -> String { Form.value(form, form: "workout", key, default: fallback) }
        let rpeChoice = value("rpe")
        var rpe = "<fieldset class=\"segmented\" style=\"border:0;flex-wrap:wrap\" id=\"rpe\"><legend class=\"sr-only\">RPE</legend>"
        for score in 1...10 {
            rpe += "<label style=\"flex:1;margin:0;text-align:center\"><input type=\"radio\" name=\"rpe\" value=\"\(score)\" style=\"display:block;margin:0 auto 2px\"\(rpeChoice == String(score) ? " checked" : "")>\(score)</label>"
        }
        rpe += "</fieldset>"
        let activityOptions = [(value: "", label: "From the name")] + model.activities.map { (value: $0.key, label: $0.label) }
        var list = ""
        for w in model.workouts.prefix(30) {
            list += """
                <li data-workout-id="\(w.id)"><div class="what"><a href="/training/workouts/\(w.id)">\(esc(w.name))</a>
                <div class="sub">\(esc(TimeFormat.shortDate(w.day))) · \(num(w.minutes)) min\(w.rpe.map { " · RPE \(num($0))" } ?? "")\(w.volumeKg > 0 ? " · \(mass(w.volumeKg)) volume" : "")\(w.sets.isEmpty ? "" : " · \(w.sets.count) sets")</div></div>
                <span class="muted small">\(energy(w.kcal))</span></li>
                """
        }
        let weekBars = model.weeks.map { item in
            ChartBar(
                label: TimeFormat.dayMonth(item.start), value: item.effort, state: .none,
                tip: "Week of \(TimeFormat.dayMonth(item.start)): effort \(whole(item.effort)), \(item.sessions) sessions, \(mass(item.volumeKg)) volume")
        }
        var liftSection = ""
        if !model.lifts.isEmpty {
            let options = model.lifts.map { "<option\($0 == model.lift?.exercise ? " selected" : "")>\(esc($0))</option>" }.joined()
            var chart = "<p class=\"muted\">Pick a lift.</p>"
            if let lift = model.lift {
                if let firstPoint = lift.series.first, let lastPoint = lift.series.last {
                    let from = firstPoint.date
                    let to = max(lastPoint.date, from.adding(days: 1))
                    chart = Charts.line(
                        id: "chart-lift", title: "\(lift.exercise): estimated 1RM (\(massSymbol), \(lift.formula))",
                        series: [LineSeries(name: "Best e1RM", unit: massSymbol, points: lift.series.map { ChartPoint($0.date, Display.units.massValue(kg: $0.e1rm)) }, style: .trend)],
                        from: from, to: to)
                    if let best = lift.best {
                        chart += "<p class=\"small\">Best \(mass(best.e1rm)) e1RM on \(esc(TimeFormat.longDate(best.date))) (\(mass(best.weight)) × \(num(best.reps)))\(lift.heaviest.map { " · heaviest \(mass($0.weight)) × \(num($0.reps))" } ?? "")</p>"
                    }
                } else {
                    chart = "<p class=\"muted\">No working sets with weight and reps for \(esc(lift.exercise)) yet.</p>"
                }
            }
            liftSection = """
                <section class="card" aria-labelledby="lift-h"><div class="row spread"><h2 id="lift-h">Lift progress</h2>
                <form method="get" action="/training" class="row"><label class="sr-only" for="lift-pick">Exercise</label><select id="lift-pick" name="lift" style="width:auto">\(options)</select><button class="small secondary" type="submit">Show</button></form></div>
                \(chart)
                </section>
                """
        }
        let rpeAverages = week.averageRPE.sorted { $0.key < $1.key }.map { "\(esc($0.key)) \(num($0.value))" }.joined(separator: " · ")
        let content = """
            <div class="pagehead"><h1>Training</h1><a class="btn" href="#log-workout">Log workout</a></div>
            <section class="card" aria-labelledby="week-h">
            <h2 id="week-h">This week <span class="muted small">from \(esc(TimeFormat.shortDate(week.start)))</span></h2>
            <div class="tiles">
            <div class="tile"><div class="name">Sessions</div><div class="value">\(week.sessions)</div><div class="rule">last week \(week.previousWeek.sessions)</div></div>
            <div class="tile"><div class="name">Minutes</div><div class="value">\(num(week.minutes))</div><div class="rule">last week \(num(week.previousWeek.minutes))</div></div>
            <div class="tile"><div class="name">Volume</div><div class="value">\(num(Display.units.massValue(kg: week.volumeKg), places: 0))<span class="small muted"> \(massSymbol)</span></div><div class="rule">last week \(num(Display.units.massValue(kg: week.previousWeek.volumeKg), places: 0))</div></div>
            <div class="tile"><div class="name">Effort (min × RPE)</div><div class="value">\(whole(week.effort))</div><div class="rule">last week \(whole(week.previousWeek.effort))</div></div>
            <div class="tile"><div class="name">Energy</div><div class="value">\(energyNumber(week.kcal))<span class="small muted"> \(energySymbol)</span></div><div class="rule">\(rpeAverages.isEmpty ? "no RPE yet" : "avg RPE " + rpeAverages)</div></div>
            </div>
            \(weekBars.isEmpty ? "" : Charts.bars(id: "chart-effort", title: "Weekly effort (minutes × RPE)", bars: weekBars, unit: "", height: 170))
            </section>
            \(liftSection)
            <section class="card" id="log-workout" aria-labelledby="log-h">
            <h2 id="log-h">Log a workout</h2>
            <form method="post" action="/training/workouts">
            \(Form.error(form, form: "workout"))
            <div class="fields">
            <div class="wide">\(Form.field("Name", name: "name", value: value("name"), id: "workout-name", attributes: "required maxlength=\"100\" placeholder=\"Push Day, Morning Run, Vinyasa Yoga\""))</div>
            <div>\(Form.field("Minutes", name: "minutes", value: value("minutes"), type: "number", id: "workout-minutes", attributes: "min=\"1\" max=\"1440\" step=\"any\" inputmode=\"decimal\"", invalid: form?.field == "minutes"))</div>
            <div>\(Form.field("Started", name: "at", value: value("at"), type: "datetime-local", id: "workout-at"))</div>
            <div class="wide"><label>Effort (RPE 1 = rest, 10 = maximum)</label>\(rpe)</div>
            <div class="wide">\(Form.select("Activity", name: "activity", options: activityOptions, selected: value("activity"), id: "workout-activity"))</div>
            </div>
            <label for="workout-sets">Sets, one per line (optional)</label>
            <textarea id="workout-sets" name="sets" rows="4" placeholder="Bench Press 80kg x5 @8&#10;Bench Press 60kg x8 warmup&#10;Pull Up x10&#10;Running 5km 25min">\(esc(value("sets")))</textarea>
            \(Form.field("Notes", name: "notes", value: value("notes"), id: "workout-notes", attributes: "maxlength=\"2000\""))
            <div class="form-actions"><button type="submit" id="workout-save">Save workout</button></div>
            </form>
            <p class="small muted">Energy = MET × body weight × hours (2024 Compendium); RPE moves the MET between the activity's moderate and vigorous values.</p>
            </section>
            <section class="card" aria-labelledby="list-h"><h2 id="list-h">Workouts</h2>
            \(list.isEmpty ? "<p class=\"empty\" id=\"workouts-empty\">No workouts yet. Log one above, or bring your history from Strong or Hevy on <a href=\"/manage#import\">Manage</a>.</p>" : "<ul class=\"list\" id=\"workouts\">\(list)</ul>")
            <p class="small muted">Import Strong or Hevy exports from <a href="/manage#import">Manage</a>.</p>
            </section>
            """
        return Layout.page(title: "Training", section: .training, notice: model.notice, content: content)
    }
}

public enum WorkoutPage {
    public static func render(_ workout: WorkoutReport, notice: String? = nil) -> String {
        var rows = ""
        for set in workout.sets {
            var what: [String] = []
            if let w = set.weightKg { what.append("\(mass(w, places: 2))") }
            if let r = set.reps { what.append("× \(num(r))") }
            if let d = set.distanceM { what.append("\(distance(d))") }
            if let s = set.seconds { what.append("\(num(s / 60, places: 1)) min") }
            rows += """
                <tr><td>\(set.position)</td><td>\(esc(set.exercise))</td><td>\(esc(what.joined(separator: " ")))</td><td>\(set.type == .normal ? "" : esc(set.type.rawValue))</td><td class="num">\(set.rpe.map { num($0) } ?? "")</td><td class="num">\(set.e1rm.map { num($0) } ?? "")</td></tr>
                """
        }
        let content = """
            <div class="pagehead"><div><p><a href="/training">‹ Training</a></p><h1>\(esc(workout.name))</h1>
            <p class="muted">\(esc(TimeFormat.longDate(workout.day))) · \(num(workout.minutes)) min\(workout.minutesEstimated ? " (estimated)" : "")\(workout.rpe.map { " · RPE \(num($0))" } ?? "")</p></div></div>
            <section class="card"><dl class="kv">
            <dt>Energy</dt><dd>\(energy(workout.kcal)) = MET \(num(workout.met)) × \(mass(workout.bodyKg))\(workout.bodyKgAssumed ? " (assumed; no weigh-in yet)" : "") × \(num(workout.minutes / 60, places: 2)) h</dd>
            <dt>Activity</dt><dd>\(esc(workout.activity))</dd>
            \(workout.volumeKg > 0 ? "<dt>Volume</dt><dd>\(mass(workout.volumeKg)) (warm-ups excluded)</dd>" : "")
            \(workout.effort.map { "<dt>Effort</dt><dd>\(whole($0)) (minutes × RPE)</dd>" } ?? "")
            <dt>Source</dt><dd>\(esc(workout.source))</dd>
            \(workout.notes.map { "<dt>Notes</dt><dd>\(esc($0))</dd>" } ?? "")
            </dl></section>
            \(rows.isEmpty ? "" : "<section class=\"card\"><h2>Sets</h2><table class=\"data\"><thead><tr><th>#</th><th>Exercise</th><th>Set</th><th>Type</th><th class=\"num\">RPE</th><th class=\"num\">e1RM</th></tr></thead><tbody>\(rows)</tbody></table></section>")
            <form method="post" action="/training/workouts/\(workout.id)/delete"><button class="danger" type="submit" id="workout-delete">Delete workout</button></form>
            """
        return Layout.page(title: workout.name, section: .training, notice: notice, content: content)
    }
}

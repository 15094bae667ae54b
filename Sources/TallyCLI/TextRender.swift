import Foundation
import TallyCore

/// Plain-text views for the terminal.
enum TextRender {
    static let barWidth = 16

    /// A progress bar; past the goal it fills completely.
    static func bar(_ progress: Double) -> String {
        let clamped = max(0, min(1, progress.isFinite ? progress : 0))
        let filled = Int(rounding: (clamped * Double(barWidth)))
        return String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
    }

    static func statusText(_ line: DaySummary.CategoryLine) -> String {
        let rule = line.category.target
        switch line.status {
        case .met: return Output.styled("met", .green)
        case .under:
            let goal = rule.min ?? rule.goal
            return Output.styled("under", .blue) + Output.styled(" (\((goal - line.total).compactDescription) to go)", .dim)
        case .over:
            let ceiling = rule.max ?? rule.goal
            return Output.styled("over", .red) + Output.styled(" (\((line.total - ceiling).compactDescription) over)", .dim)
        }
    }

    static func targetText(_ rule: TargetRule, unit: String) -> String {
        switch rule {
        case .exact(let v): "= \(v.compactDescription) \(unit)"
        case .atLeast(let v): "≥ \(v.compactDescription) \(unit)"
        case .atMost(let v): "≤ \(v.compactDescription) \(unit)"
        case .range(let lo, let hi): "\(lo.compactDescription)–\(hi.compactDescription) \(unit)"
        }
    }

    static func tile(_ line: DaySummary.CategoryLine, nameWidth: Int = 20) -> String {
        let name = line.category.name.padding(toLength: max(nameWidth, line.category.name.count), withPad: " ", startingAt: 0)
        let amount = "\(line.total.description) / \(targetText(line.category.target, unit: line.unit.symbol))"
        let padded = amount.padding(toLength: max(22, amount.count), withPad: " ", startingAt: 0)
        if !line.category.isEnabled {
            return "  " + Output.styled("\(name) \(padded) (disabled)", .dim)
        }
        return "  \(name) \(padded) \(bar(line.progress))  \(statusText(line))"
    }

    static func entryLine(_ entry: EntryReport, catalog: Catalog) -> String {
        let unit = catalog.categories.first { $0.name == entry.category }.flatMap { catalog.unit(of: $0)?.symbol } ?? ""
        var text = "\(entry.category ?? "?") \(Portions(rounding: entry.portions).description) \(unit) · \(entry.meal)"
        if let amount = entry.amount {
            text += " (\(EntryPlanner.formatNumber(amount))\(entry.unit.map { " \($0)" } ?? ""))"
        }
        if let note = entry.note { text += " — \(note)" }
        return text
    }

    static func day(_ summary: DaySummary, report: DayReport, today: Day) -> String {
        var lines: [String] = []
        let relative = summary.day == today ? " (today)" : summary.day == today.adding(days: -1) ? " (yesterday)" : ""
        let verdict = summary.isOnTarget
            ? Output.styled("on target", .green)
            : "\(summary.metCount) of \(summary.enabledCount) on target"
        lines.append(Output.styled(TimeFormat.longDate(summary.day) + relative, .bold) + " — " + verdict)
        lines.append("")
        let width = summary.categories.map(\.category.name.count).max() ?? 20
        for line in summary.categories {
            lines.append(tile(line, nameWidth: width))
        }
        lines.append("")
        lines.append(nutritionLine(report.nutrition))
        lines.append("")
        let meals = report.meals.filter { !$0.entries.isEmpty }
        if meals.isEmpty {
            lines.append(Output.styled("  No items yet. Log one with: tally log CATEGORY PORTIONS", .dim))
        }
        for meal in meals {
            let kcal = meal.totals["kcal"] ?? 0
            lines.append(Output.styled(meal.name, .bold) + (kcal > 0 ? Output.styled("  \(CLIUnits.energy(kcal))", .dim) : ""))
            for entry in meal.entries {
                let time = String(entry.loggedAt.dropFirst(11).prefix(5))
                lines.append("  #\(entry.id)  \(time)  " + entryDetail(entry, summary: summary))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// "Calories 1,240 of 2,000 kcal (760 left) · protein 62 of 120 g · carbs … · fat …".
    static func nutritionLine(_ nutrition: [String: NutrientProgress]) -> String {
        func part(_ key: String, _ label: String, _ unit: String) -> String {
            guard let progress = nutrition[key] else { return "" }
            // Energy in the person's unit (kcal or kJ); grams stay grams.
            let energy = key == "kcal"
            func shown(_ value: Double) -> String { energy ? CLIUnits.energyNumber(value) : String(Int(rounding: value)) }
            let symbol = energy ? CLIUnits.current.energySymbol : unit
            let eaten = shown(progress.consumed)
            guard let target = progress.target, let remaining = progress.remaining else { return "\(label) \(eaten) \(symbol)" }
            let left = remaining >= 0 ? "\(shown(remaining)) left" : Output.styled("\(shown(-remaining)) over", .red)
            return "\(label) \(eaten) of \(shown(target)) \(symbol) (\(left))"
        }
        return [part("kcal", "Calories", "kcal"), part("protein_g", "protein", "g"), part("carbs_g", "carbs", "g"), part("fat_g", "fat", "g")]
            .joined(separator: " · ")
    }

    static func entryDetail(_ entry: EntryReport, summary: DaySummary) -> String {
        if entry.kind != .portion { return foodEntryLine(entry).replacingOccurrences(of: " · \(entry.meal)", with: "") }
        let unit = summary.categories.first { $0.category.name == entry.category }?.unit.symbol ?? ""
        var text = "\(entry.category ?? "?")  \(Portions(rounding: entry.portions).description) \(unit)"
        if let amount = entry.amount {
            text += Output.styled(" (\(EntryPlanner.formatNumber(amount))\(entry.unit.map { " \($0)" } ?? ""))", .dim)
        }
        if let note = entry.note { text += Output.styled("  — \(note)", .dim) }
        return text
    }

    static func history(_ report: HistoryReport) -> String {
        var lines = [
            Output.styled("\(report.from) to \(report.to)", .bold) + " — \(report.daysOnTarget) of \(report.dayCount) days on target",
            "",
        ]
        for day in report.days {
            let mark = day.onTarget ? Output.styled("✓", .green) : (day.entryCount == 0 ? Output.styled("·", .dim) : "✗")
            let met = day.categories.filter { $0.enabled && $0.status == .met }.count
            let enabled = day.categories.filter(\.enabled).count
            let missed = day.categories.filter { $0.enabled && $0.status != .met }
                .map { "\($0.name) \($0.status.rawValue)" }
            var text = "  \(mark) \(TimeFormat.shortDate(day.date).padding(toLength: 10, withPad: " ", startingAt: 0)) \(met)/\(enabled)"
            if day.entryCount == 0 {
                text += Output.styled("  nothing logged", .dim)
            } else if !missed.isEmpty {
                text += Output.styled("  " + missed.joined(separator: ", "), .dim)
            }
            lines.append(text)
        }
        return lines.joined(separator: "\n")
    }

    /// "Bananas, raw · 1 (115 g) · 102 kcal · Breakfast".
    static func foodEntryLine(_ entry: EntryReport) -> String {
        var parts: [String] = [entry.food ?? entry.category ?? "?"]
        if let quantity = entry.quantity {
            parts.append(quantity + (entry.grams.map { quantity.hasSuffix(" g") ? "" : " (\(EntryPlanner.formatNumber($0)) g)" } ?? ""))
        }
        if let kcal = entry.nutrients?["kcal"] { parts.append("\(CLIUnits.energy(kcal))") }
        if let category = entry.category, entry.portions > 0 {
            parts.append("\(Portions(rounding: entry.portions).compactDescription) \(category)")
        }
        parts.append(entry.meal)
        if entry.kind == .quick { parts.append("quick add") }
        return parts.joined(separator: " · ")
    }

    static func parsedMeal(_ meal: ParsedMeal) -> String {
        var lines: [String] = []
        for item in meal.items {
            let name = item.food?.displayName ?? "?"
            var line = "  \(item.quantityText) \(name)" + Output.styled(" — \(EntryPlanner.formatNumber((item.grams * 10).rounded() / 10)) g, \(CLIUnits.energy(item.nutrients.kcal))", .dim)
            if item.confidence < 0.6 { line += Output.styled("  (unsure)", .red) }
            lines.append(line)
            if let question = item.question {
                lines.append(Output.styled("      \(item.assumption ?? "assumed"). \(question)", .dim))
            } else if let assumption = item.assumption {
                lines.append(Output.styled("      \(assumption)", .dim))
            }
        }
        for text in meal.unmatched { lines.append(Output.styled("  ? \"\(text)\" — no food found", .red)) }
        let n = meal.nutrients
        lines.append(
            Output.styled("Total \(CLIUnits.energy(n.kcal))", .bold)
                + " · protein \(fmt1(n.protein)) g · carbs \(fmt1(n.carbs)) g · fat \(fmt1(n.fat)) g")
        return lines.joined(separator: "\n")
    }
}

extension TextRender {
    /// What a health import did: per kind added / updated / already there, then what was skipped and why.
    static func healthImport(_ report: HealthImportReport, seconds: Double) -> String {
        var lines: [String] = []
        let verb = report.dryRun ? "Would import" : "Imported"
        lines.append(
            "\(verb) from \(report.source)\(report.file.map { " (\($0))" } ?? ""): \(report.records) records read in \(String(format: "%.1f", seconds)) s")
        lines += report.outcomeLines.map { "  " + $0 }
        let skipped = report.skippedByCount
        if !skipped.isEmpty {
            lines.append("Skipped:")
            for (reason, count) in skipped.prefix(12) { lines.append(Output.styled("  \(count) \(reason)", .dim)) }
            if skipped.count > 12 { lines.append(Output.styled("  … and \(skipped.count - 12) more reasons (--json lists all)", .dim)) }
        }
        if report.dryRun { lines.append("Nothing was written (--dry-run).") }
        return lines.joined(separator: "\n")
    }
}

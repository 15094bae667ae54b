import ArgumentParser
import Foundation
import TallyCore
import TallyStore

extension TallyCommand {
    struct Eat: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Log a food by amount, or a typed meal.",
            discussion: """
                Examples:
                  tally eat banana                          (one, by the food's usual measure)
                  tally eat "whole milk" --amount 1 --measure cup
                  tally eat 2841 --grams 150 --meal lunch   (a food id from tally foods search)
                  tally eat "protein bar" --servings 2
                  tally eat --text "3 scrambled eggs with cheddar and a glass of orange juice" --yes
                Each entry keeps its nutrients and, through the food's category, moves the portion tiles too.
                """)
        @Argument(help: "Food name (the best search match is used) or id.") var food: String?
        @Option(help: "Grams eaten.") var grams: String?
        @Option(help: "How many of --measure.") var amount: String?
        @Option(help: "A household measure: cup, tbsp, slice, large, oz, ml, …") var measure: String?
        @Option(help: "Servings eaten.") var servings: String?
        @Option(help: "A typed meal to read into foods.") var text: String?
        @Flag(help: "With --text: log without asking.") var yes = false
        @Option(help: "Meal slot (default: by time of day).") var meal: String?
        @Option(help: ArgumentHelp("When, local time.", valueName: "YYYY-MM-DD HH:MM")) var at: String?
        @Option(help: "A note.") var note: String?
        @OptionGroup var jsonFlag: JSONFlag
        @OptionGroup var store: StoreOptions

        func validate() throws {
            if text != nil && food != nil { throw ValidationError("give a FOOD or --text, not both") }
            if text == nil && food == nil { throw ValidationError("give a FOOD to log (or --text \"a typed meal\")") }
            let ways = [grams != nil, amount != nil || measure != nil, servings != nil].filter { $0 }.count
            if ways > 1 { throw ValidationError("give one of --grams, --amount with --measure, or --servings") }
            if (amount == nil) != (measure == nil) { throw ValidationError("--amount and --measure go together (e.g. --amount 1 --measure cup)") }
            if text != nil && ways > 0 { throw ValidationError("amounts come from the text with --text") }
        }

        func run() throws {
            let database = try store.openDatabase()
            let clock = try store.clock()
            let catalog = try database.catalog()
            if let text {
                try logTypedMeal(text, database: database, clock: clock, catalog: catalog)
                return
            }
            let amountRequest: FoodAmount
            if let grams { amountRequest = .grams(grams) } else if let amount, let measure {
                amountRequest = .measure(amount: amount, name: measure)
            } else if let servings { amountRequest = .servings(servings) } else { amountRequest = .unspecified }
            let entry = try database.logFood(food ?? "", amount: amountRequest, meal: meal, at: at, note: note, clock: clock)
            let report = EntryReport(entry, catalog: catalog, timeZone: clock.timeZone)
            if jsonFlag.json { try Output.json(report); return }
            Output.line("Logged #\(entry.id): " + TextRender.foodEntryLine(report) + " on \(TimeFormat.shortDate(entry.day))")
        }

        func logTypedMeal(_ text: String, database: AppDatabase, clock: AppClock, catalog: Catalog) throws {
            let parsed = try database.parseMeal(text, now: clock.now())
            guard !parsed.items.isEmpty else {
                throw TallyError.notFound(field: "text", "no foods found in '\(text)'; try tally foods search")
            }
            if !jsonFlag.json || !yes {
                FileHandle.standardError.write(Data((TextRender.parsedMeal(parsed) + "\n").utf8))
            }
            if !yes {
                guard isatty(STDIN_FILENO) != 0 else {
                    throw CLIError("not logged: confirm with --yes (stdin is not a terminal)")
                }
                FileHandle.standardError.write(Data("Log these \(parsed.items.count) items? [y/N] ".utf8))
                let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
                guard answer == "y" || answer == "yes" else {
                    Output.line("Nothing logged.")
                    return
                }
            }
            let entries = try database.logTypedMeal(text, meal: meal, at: at, note: note, clock: clock).entries
            let reports = entries.map { EntryReport($0, catalog: catalog, timeZone: clock.timeZone) }
            if jsonFlag.json {
                try Output.json(EatTextReport(parsed: ParsedMealReport(parsed), entries: reports))
                return
            }
            for report in reports { Output.line("Logged #\(report.id): " + TextRender.foodEntryLine(report)) }
        }
    }


    struct Quick: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Quick add: calories (and optional macros) with no food.",
            discussion: "Example: tally quick 450 --protein 30 --carbs 40 --fat 18 --meal lunch\nWarns when macros and kcal disagree by more than max(15 kcal, 10 %).")
        @Argument(help: "kcal.") var kcal: String
        @Option(help: "Protein, g.") var protein: String?
        @Option(help: "Carbohydrate, g.") var carbs: String?
        @Option(help: "Fat, g.") var fat: String?
        @Option(help: "A name for the entry (default \"Quick add\").") var name: String?
        @Option(help: "Meal slot (default: by time of day).") var meal: String?
        @Option(help: ArgumentHelp("When, local time.", valueName: "YYYY-MM-DD HH:MM")) var at: String?
        @Option(help: "A note.") var note: String?
        @OptionGroup var jsonFlag: JSONFlag
        @OptionGroup var store: StoreOptions

        func run() throws {
            let database = try store.openDatabase()
            let clock = try store.clock()
            let (entry, warning) = try database.quickAdd(
                QuickAdd.Request(kcal: kcal, protein: protein, carbs: carbs, fat: fat, name: name, meal: meal, at: at, note: note),
                clock: clock)
            if let warning { Output.warning(warning) }
            let report = EntryReport(entry, catalog: try database.catalog(), timeZone: clock.timeZone)
            if jsonFlag.json {
                try Output.json(QuickReport(entry: report, warning: warning))
                return
            }
            Output.line("Logged #\(entry.id): " + TextRender.foodEntryLine(report) + " on \(TimeFormat.shortDate(entry.day))")
        }
    }


    struct Parse: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Read a typed meal into foods, grams and nutrients (nothing is logged).",
            discussion: """
                tally parse "150 g salmon with 200 g roasted potatoes"
                tally parse --batch meals.jsonl > predictions.jsonl     (lines {"id","text"} in, {"id","kcal",…} out)
                """)
        @Argument(help: "The meal text.") var text: String?
        @Option(help: "A JSON-lines file of {\"id\",\"text\"} to read in one go.") var batch: String?
        @OptionGroup var jsonFlag: JSONFlag
        @OptionGroup var store: StoreOptions

        func validate() throws {
            if (text == nil) == (batch == nil) { throw ValidationError("give the meal TEXT or --batch FILE") }
        }

        func run() throws {
            let database = try store.openDatabase()
            let clock = try store.clock()
            if let batch {
                try runBatch(batch, database: database, now: clock.now())
                return
            }
            let parsed = try database.parseMeal(text ?? "", now: clock.now())
            if jsonFlag.json { try Output.json(ParsedMealReport(parsed)); return }
            Output.line(TextRender.parsedMeal(parsed))
        }

        func runBatch(_ path: String, database: AppDatabase, now: Date) throws {
            guard let handle = FileHandle(forReadingAtPath: path) else { throw CLIError("cannot read \(path)") }
            defer { try? handle.close() }
            let data = handle.readDataToEndOfFile()
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            var lineNumber = 0
            for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
                lineNumber += 1
                guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
                var output: any Encodable
                if let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], let text = object["text"] as? String {
                    let id = (object["id"] as? String) ?? (object["id"] as? NSNumber)?.stringValue ?? String(lineNumber)
                    do {
                        output = BatchLine(ParsedMealReport(try database.parseMeal(text, now: now), id: id))
                    } catch {
                        output = BatchError(id: id, error: (error as? TallyError)?.message ?? "\(error)")
                    }
                } else {
                    output = BatchError(id: String(lineNumber), error: "line \(lineNumber) is not a JSON object with \"text\"")
                }
                FileHandle.standardOutput.write(try encoder.encode(output))
                FileHandle.standardOutput.write(Data("\n".utf8))
            }
        }
    }

    struct BatchLine: Encodable {
        var report: ParsedMealReport
        init(_ report: ParsedMealReport) { self.report = report }
        enum CodingKeys: String, CodingKey { case id, kcal, protein_g, carbs_g, fat_g, confidence, items, unmatched }
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(report.id, forKey: .id)
            try c.encode(report.kcal, forKey: .kcal)
            try c.encode(report.protein_g, forKey: .protein_g)
            try c.encode(report.carbs_g, forKey: .carbs_g)
            try c.encode(report.fat_g, forKey: .fat_g)
            try c.encode(report.confidence, forKey: .confidence)
            try c.encode(report.items, forKey: .items)
            try c.encode(report.unmatched, forKey: .unmatched)
        }
    }

    struct BatchError: Encodable {
        var id: String
        var error: String
    }
}

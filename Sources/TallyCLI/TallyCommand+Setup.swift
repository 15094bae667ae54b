import ArgumentParser
import Foundation
import TallyCore
import TallyStore

extension TallyCommand {
    /// `tally setup`: the welcome flow in a terminal.
    struct Setup: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "First-run setup: units, birth date, sex, height, weight, activity and goal; then your targets.",
            discussion: """
                Asks one question at a time; a bad answer is explained and asked again (an empty answer keeps a
                shown default). Nothing is stored until the last answer is accepted. Answers can also come from
                standard input, one per line, in the order asked. --skip marks setup as done without asking.
                """)
        @Flag(help: "Mark setup done without asking (the web app then opens on Today).") var skip = false
        @OptionGroup var jsonFlag: JSONFlag
        @OptionGroup var store: StoreOptions

        struct Question {
            var field: String
            var prompt: String
            var defaultValue: String?
            var set: (inout AppDatabase.OnboardingAnswers, String) -> Void
        }

        func run() throws {
            let database = try store.openDatabase()
            let clock = try store.clock()
            if skip {
                try database.skipOnboarding(clock: clock)
                Output.line("Setup skipped; set your profile and goal any time (tally profile set, tally goal set).")
                return
            }
            var answers = AppDatabase.OnboardingAnswers()
            let interactive = isatty(STDIN_FILENO) == 1
            for step in AppDatabase.OnboardingStep.allCases {
                if interactive { Output.line("\n\(step.rawValue)/\(AppDatabase.OnboardingStep.allCases.count) \(step.title)") }
                var attempts = 0
                while true {
                    for question in questions(step, answers: answers) {
                        let prompt = question.prompt + (question.defaultValue.map { " [\($0)]" } ?? "") + ": "
                        if interactive { FileHandle.standardOutput.write(Data(prompt.utf8)) }
                        guard let line = readLine(strippingNewline: true) else {
                            throw CLIError("setup stopped before it was finished (no answer for \(question.field)); nothing was stored")
                        }
                        let answer = line.trimmingCharacters(in: .whitespaces)
                        question.set(&answers, answer.isEmpty ? (question.defaultValue ?? "") : answer)
                    }
                    do {
                        try database.onboard(answers, through: step, commit: false, clock: clock)
                        break
                    } catch let error as TallyError {
                        attempts += 1
                        // Named by the answer it is about ("height: 'x' is not a number").
                        let named = TallyError.invalid(field: error.field, error.field.map { "\($0): \(error.message)" } ?? error.message)
                        // Standard input that keeps giving bad answers would loop forever.
                        if !interactive || attempts >= 5 { throw named }
                        Output.error(named.message)
                    }
                }
            }
            let plan = try database.onboard(answers, through: .goal, commit: true, clock: clock)
            let targets = try database.targets(on: try database.today(clock: clock))
            let units = try database.profile().displayUnits
            if jsonFlag.json {
                struct Shown: Encodable { var kcal: Double?; var protein: Double?; var carbs: Double?; var fat: Double?; var plan: String? }
                return try Output.json(Shown(kcal: targets.kcal, protein: targets.protein, carbs: targets.carbs, fat: targets.fat, plan: plan?.message))
            }
            Output.line("Setup done.")
            if let message = plan?.message { Output.line(message) }
            if let kcal = targets.kcal {
                Output.line("Daily target: \(units.energy(kcal)); protein \(Int(rounding: targets.protein ?? 0)) g, carbs \(Int(rounding: targets.carbs ?? 0)) g, fat \(Int(rounding: targets.fat ?? 0)) g.")
            }
        }

        func questions(_ step: AppDatabase.OnboardingStep, answers: AppDatabase.OnboardingAnswers) -> [Question] {
            let imperial = answers.units == "imperial"
            switch step {
            case .units:
                return [
                    Question(field: "units", prompt: "Units (metric or imperial)", defaultValue: "metric") { $0.units = $1.lowercased() },
                    Question(field: "energyUnit", prompt: "Energy (kcal or kj)", defaultValue: "kcal") { $0.energyUnit = $1.lowercased() },
                ]
            case .about:
                return [
                    Question(field: "birthDate", prompt: "Birth date (YYYY-MM-DD)", defaultValue: nil) { $0.birthDate = $1 },
                    Question(field: "sex", prompt: "Sex for the energy equations (male or female)", defaultValue: nil) { $0.sex = $1 },
                    Question(field: "height", prompt: "Height (\(imperial ? "in" : "cm"))", defaultValue: nil) { $0.height = $1 },
                ]
            case .body:
                return [
                    Question(field: "weight", prompt: "Weight today (\(imperial ? "lb" : "kg"))", defaultValue: nil) { $0.weight = $1 },
                    Question(field: "activity", prompt: "Activity (sedentary, light, moderate, very, extreme)", defaultValue: "light") { $0.activity = $1 },
                ]
            case .goal:
                return [
                    Question(field: "goal", prompt: "Goal (lose, maintain, gain, gain-muscle)", defaultValue: "maintain") { $0.goal = $1 },
                    Question(field: "target", prompt: "Target weight (\(imperial ? "lb" : "kg"); empty for none)", defaultValue: nil) { $0.target = $1 },
                    Question(field: "by", prompt: "By (YYYY-MM-DD; empty for none)", defaultValue: nil) { $0.by = $1 },
                ]
            }
        }
    }
}

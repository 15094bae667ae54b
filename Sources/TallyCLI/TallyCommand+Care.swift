import ArgumentParser
import Foundation
import TallyCore
import TallyStore

extension TallyCommand {
    /// `tally care`: the care team's names and the meeting log.
    struct CareCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "care",
            abstract: "Your care team (doctor, nutrition specialist) and a log of meetings with them.",
            discussion: """
                tally care set --doctor "Dr. Weber" --nutritionist "A. Klein"
                tally care meeting add --date 2026-11-20 --provider doctor --notes "Blood pressure fine; keep walking"
                tally care show
                """,
            subcommands: [Show.self, Set.self, MeetingCommand.self], defaultSubcommand: Show.self)

        struct Show: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "The care team and the meetings, newest first.")
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let database = try store.openDatabase(loadsGenericFoods: false)
                let team = try database.careTeam()
                let meetings = try database.careMeetings()
                if jsonFlag.json {
                    struct Shown: Encodable { var careTeam: CareTeam; var meetings: [CareMeeting] }
                    try Output.json(Shown(careTeam: team, meetings: meetings))
                    return
                }
                Output.line("Doctor: \(team.doctor ?? "–")")
                Output.line("Nutrition specialist: \(team.nutritionSpecialist ?? "–")")
                if meetings.isEmpty { Output.line("No meetings logged. Add one: tally care meeting add --date YYYY-MM-DD --provider doctor") }
                for meeting in meetings {
                    Output.line("\(meeting.id)  \(meeting.date)  \(meeting.provider.title)\(meeting.notes.map { ": \($0)" } ?? "")")
                }
            }
        }

        struct Set: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Set the care team's names (an empty name clears one).")
            @Option(help: "Your doctor's name.") var doctor: String?
            @Option(name: [.customLong("nutritionist"), .customLong("nutrition-specialist")], help: "Your nutrition specialist's name.") var nutritionist: String?
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func validate() throws {
                if doctor == nil && nutritionist == nil { throw ValidationError("give --doctor NAME, --nutritionist NAME or both") }
            }

            func run() throws {
                let team = try store.openDatabase(loadsGenericFoods: false).updateCareTeam(doctor: doctor, nutritionSpecialist: nutritionist)
                if jsonFlag.json { return try Output.json(team) }
                Output.line("Doctor: \(team.doctor ?? "–"); nutrition specialist: \(team.nutritionSpecialist ?? "–")")
            }
        }

        struct MeetingCommand: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "meeting", abstract: "Log, list or delete care-team meetings.", subcommands: [Add.self, List.self, Delete.self])

            struct Add: ParsableCommand {
                static let configuration = CommandConfiguration(abstract: "Log a meeting.")
                @Option(help: "The day (YYYY-MM-DD).") var date: String
                @Option(help: "doctor | nutrition-specialist") var provider: String
                @Option(help: "What was said or decided.") var notes: String?
                @OptionGroup var jsonFlag: JSONFlag
                @OptionGroup var store: StoreOptions

                func run() throws {
                    let meeting = try store.openDatabase(loadsGenericFoods: false).addCareMeeting(date: date, provider: provider, notes: notes)
                    if jsonFlag.json { return try Output.json(meeting) }
                    Output.line("Logged meeting \(meeting.id): \(meeting.date) with the \(meeting.provider.title.lowercased())")
                }
            }

            struct List: ParsableCommand {
                static let configuration = CommandConfiguration(abstract: "Meetings, newest first.")
                @OptionGroup var jsonFlag: JSONFlag
                @OptionGroup var store: StoreOptions

                func run() throws {
                    let meetings = try store.openDatabase(loadsGenericFoods: false).careMeetings()
                    if jsonFlag.json {
                        struct Listed: Encodable { var meetings: [CareMeeting] }
                        return try Output.json(Listed(meetings: meetings))
                    }
                    if meetings.isEmpty { Output.line("No meetings logged.") }
                    for meeting in meetings {
                        Output.line("\(meeting.id)  \(meeting.date)  \(meeting.provider.title)\(meeting.notes.map { ": \($0)" } ?? "")")
                    }
                }
            }

            struct Delete: ParsableCommand {
                static let configuration = CommandConfiguration(abstract: "Delete a meeting by id.")
                @Argument var id: Int64
                @OptionGroup var store: StoreOptions

                func run() throws {
                    let meeting = try store.openDatabase(loadsGenericFoods: false).deleteCareMeeting(id: id)
                    Output.line("Deleted the meeting of \(meeting.date)")
                }
            }
        }
    }
}

import ArgumentParser
import Foundation
import TallyCore
import TallyServer
import TallyStore

extension TallyCommand {
    /// `tally notify`: reminder preferences, the inbox, and one evaluation of the rules.
    struct NotifyCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "notify",
            abstract: "Reminders: preferences, the inbox, a test, and one evaluation of the rules.",
            discussion: """
                tally serve evaluates the rules every minute. Without a server (or from cron), run them once:
                  tally notify run                     (honours TALLY_NOW)
                  tally notify set quiet 22:00 07:00   (nothing is delivered in quiet hours)
                  tally notify set webhook https://example.org/hook   (JSON POST per notification; "off" clears)
                  tally notify set ntfy https://ntfy.sh/my-topic
                  tally notify set daily-summary.time 21:00
                  tally notify set calories.threshold 25
                  tally notify set no-food on ; tally notify set no-food.hours 4
                  tally notify set weekly-milestone.days 5 ; tally notify set calories.cap 2
                  tally notify test                    (one test notification, pushed too)
                """,
            subcommands: [Show.self, Set.self, Run.self, Test.self, List.self, Read.self], defaultSubcommand: Show.self)

        struct Show: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "The notification preferences.")
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let settings = try store.openDatabase(loadsGenericFoods: false).notifySettings()
                let report = NotifySettingsReport(settings)
                if jsonFlag.json { return try Output.json(report) }
                Output.line("Quiet hours: \(settings.quiet?.description ?? "none")")
                Output.line("Webhook: \(settings.webhook ?? "none")")
                Output.line("ntfy topic: \(settings.ntfy ?? "none")")
                for rule in report.rules {
                    var line = "\(rule.kind): \(rule.enabled ? "on" : "off")"
                    if rule.kind != ReminderKind.noFood.rawValue { line += ", at \(rule.time)" }
                    line += ", at most \(rule.maxPerDay) a day"
                    if let threshold = rule.thresholdPercent { line += ", ±\(threshold) %" }
                    if let hours = rule.hours { line += ", after \(hours) h" }
                    if let days = rule.days { line += ", \(days) days on target" }
                    Output.line(line)
                }
            }
        }

        struct Set: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Set one preference: quiet START END | webhook URL | ntfy URL | KIND on|off | KIND.time HH:MM | KIND.cap N | calories.threshold PCT | no-food.hours H | weekly-milestone.days D. \"off\" clears quiet, webhook and ntfy.")
            @Argument(help: "quiet, webhook, ntfy, or a kind (daily-summary, calories, weekly-milestone, no-food) with .time, .cap, .threshold, .hours or .days.")
            var field: String
            @Argument(help: "The value (quiet hours take two times).") var values: [String] = []
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                guard !values.isEmpty else { throw ValidationError("give a value for \(field)") }
                // Quiet hours come as two words ("22:00 07:00"), which the rule reads as they are.
                var value: String? = values.joined(separator: " ")
                if ["quiet", "webhook", "ntfy"].contains(field), ["off", "none"].contains(value?.lowercased() ?? "") { value = nil }
                let settings = try store.openDatabase(loadsGenericFoods: false).updateNotifySettings([(field, value)])
                if jsonFlag.json { return try Output.json(NotifySettingsReport(settings)) }
                Output.line("Saved \(field)")
            }
        }

        struct Run: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Evaluate the reminder rules once at now (TALLY_NOW pins it), deliver what is due and push it.")
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() async throws {
                let database = try store.openDatabase(loadsGenericFoods: false)
                let outcome = try await NotificationRun.once(database, clock: try store.clock())
                if jsonFlag.json { return try Output.json(outcome) }
                if outcome.delivered.isEmpty { Output.line("Nothing due.") }
                for item in outcome.delivered {
                    Output.line("\(item.title): \(item.body)\(outcome.pushed.contains(item.id) ? " (pushed)" : "")")
                }
            }
        }

        struct Test: AsyncParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Deliver a test notification to the inbox and push it to the webhook and ntfy topic.")
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() async throws {
                let database = try store.openDatabase(loadsGenericFoods: false)
                let outcome = try await NotificationRun.test(database, clock: try store.clock())
                let settings = try database.notifySettings()
                let targets = [settings.webhook, settings.ntfy].compactMap { $0 }
                let id = outcome.delivered.first?.id
                let problem = targets.isEmpty || outcome.pushed.contains(where: { $0 == id }) ? nil
                    : try database.notifications().first(where: { $0.id == id })?.pushError ?? "not pushed"
                if jsonFlag.json {
                    struct Shown: Encodable { var notification: InboxNotification?; var pushed: Bool; var pushError: String? }
                    return try Output.json(Shown(notification: outcome.delivered.first, pushed: !targets.isEmpty && problem == nil, pushError: problem))
                }
                Output.line("Delivered a test notification to the inbox (\(id.map(String.init) ?? "?")).")
                if targets.isEmpty {
                    Output.line("No webhook or ntfy topic is set; tally notify set webhook URL adds one.")
                } else if let problem {
                    throw CLIError("the push failed: \(problem)")
                } else {
                    Output.line("Pushed to \(targets.joined(separator: " and ")).")
                }
            }
        }

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "The inbox, newest first.")
            @Flag(help: "Only unread ones.") var unread = false
            @Option(help: "How many (1–1000).") var limit = 50
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let database = try store.openDatabase(loadsGenericFoods: false)
                let items = try database.notifications(unreadOnly: unread, limit: limit)
                if jsonFlag.json {
                    // The API's shape: {"notifications": [...], "unread": N}.
                    struct List: Encodable { var notifications: [InboxNotification]; var unread: Int }
                    return try Output.json(List(notifications: items, unread: try database.unreadNotificationCount()))
                }
                if items.isEmpty { Output.line(unread ? "No unread notifications." : "No notifications yet.") }
                for item in items {
                    Output.line("\(item.id)  \(item.day)  \(item.isRead ? " " : "•") \(item.title): \(item.body)")
                }
            }
        }

        struct Read: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Mark a notification read (or --all).")
            @Argument(help: "The notification's id.") var id: Int64?
            @Flag(help: "Every notification.") var all = false
            @OptionGroup var store: StoreOptions

            func validate() throws {
                if (id == nil) == !all { throw ValidationError("give an id or --all") }
            }

            func run() throws {
                let changed = try store.openDatabase(loadsGenericFoods: false).markNotificationsRead(id: all ? nil : id, clock: try store.clock())
                Output.line("Marked \(changed) read")
            }
        }
    }
}

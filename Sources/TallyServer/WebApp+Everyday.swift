import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import Synchronization
import TallyCore
import TallyStore
import TallyWeb

/// Whether the welcome flow may still open: asked of the database until it says no, then never again
/// (setup done, skipped, or data entered stays so).
public final class OnboardingGate: Sendable {
    private let settled = Mutex(false)

    public init() {}

    func needsOnboarding(_ database: AppDatabase) async throws -> Bool {
        if settled.withLock({ $0 }) { return false }
        let needs = try await blocking { try database.needsOnboarding() }
        if !needs { settled.withLock { $0 = true } }
        return needs
    }
}

extension WebApp {
    func registerEveryday(on router: RouteTable) {
        registerWelcome(on: router)
        registerInbox(on: router)
        registerDocuments(on: router)
    }

    // MARK: Welcome

    func welcomePage(step: Int, answers: [String: String], form: FormState? = nil) async throws -> String {
        let today = try await run { try database.today(clock: clock) }
        let model = WelcomePageModel(
            step: step, stepTitles: AppDatabase.OnboardingStep.allCases.map(\.title), answers: answers, form: form, today: today)
        return WelcomePage.render(model)
    }

    static func answers(_ values: Values) -> AppDatabase.OnboardingAnswers {
        AppDatabase.OnboardingAnswers(
            units: value(values, "units"), energyUnit: value(values, "energyUnit"), birthDate: value(values, "birthDate"), sex: value(values, "sex"),
            height: value(values, "height"), weight: value(values, "weight"), activity: value(values, "activity"), goal: value(values, "goal"),
            target: value(values, "target"), by: value(values, "by"))
    }

    func registerWelcome(on router: RouteTable) {
        router.get("/welcome") { _, _ in HTMLResponse.page(try await welcomePage(step: 1, answers: [:])) }
        router.post("/welcome") { request, context in
            let values = try await WebApp.form(request, context: context)
            let steps = AppDatabase.OnboardingStep.allCases
            let step = Int(values["step"] ?? "1", radix: 10).map { min(max($0, 1), steps.count) } ?? 1
            var kept: [String: String] = [:]
            for key in WelcomePage.answerFields { if let value = WebApp.value(values, key) { kept[key] = value } }
            let answers = kept
            if values["back"] != nil { return HTMLResponse.page(try await welcomePage(step: max(1, step - 1), answers: answers)) }
            guard let current = AppDatabase.OnboardingStep(rawValue: step) else { throw TallyError.invalid(field: "step", "no such step") }
            let finishing = current == steps.last
            do {
                let plan = try await run { try database.onboard(WebApp.answers(values), through: current, commit: finishing, clock: clock) }
                if finishing { return WebApp.redirect("/", notice: plan.map { "Setup done. \($0.message)" } ?? "Setup done") }
                return HTMLResponse.page(try await welcomePage(step: step + 1, answers: answers))
            } catch let error as TallyError {
                let state = FormState(form: "welcome", values: values, error: error.message, field: error.field)
                return HTMLResponse.page(try await welcomePage(step: step, answers: answers, form: state), status: .unprocessableContent)
            }
        }
        router.post("/welcome/skip") { _, _ in
            try await run { try database.skipOnboarding(clock: clock) }
            return WebApp.redirect("/", notice: "Setup skipped: set your profile and goal on the Plan page any time")
        }
    }

    // MARK: Inbox

    func inboxPage(form: FormState? = nil, notice: String? = nil) async throws -> String {
        let zone = timeZone
        let model = try await run { () throws -> InboxPageModel in
            let items = try database.notifications(limit: 100).map { item in
                InboxPageModel.Item(
                    id: item.id, title: item.title, body: item.body, when: "\(item.day) \(TimeFormat.clock(item.createdAt, in: .gregorian(in: zone)))",
                    read: item.isRead, pushProblem: item.pushedAt == nil ? item.pushError : nil)
            }
            return InboxPageModel(items: items, settings: NotifySettingsReport(try database.notifySettings()), form: form, notice: notice)
        }
        return InboxPage.render(model)
    }

    func registerInbox(on router: RouteTable) {
        router.get("/inbox") { request, _ in HTMLResponse.page(try await inboxPage(notice: request.query("notice"))) }
        router.get("/inbox/unread") { _, _ in
            struct Count: Encodable { var unread: Int }
            return try JSON.response(Count(unread: try await run { try database.unreadNotificationCount() }))
        }
        router.post("/inbox/{id}/read") { _, context in
            let id = try context.parameters.id()
            try await run { _ = try database.markNotificationsRead(id: id, clock: clock) }
            return WebApp.redirect("/inbox", notice: nil)
        }
        router.post("/inbox/read-all") { _, _ in
            let count = try await run { try database.markNotificationsRead(id: nil, clock: clock) }
            return WebApp.redirect("/inbox", notice: "Marked \(count) read")
        }
        router.post("/inbox/test") { _, _ in
            let outcome = try await NotificationRun.test(database, clock: clock)
            return WebApp.redirect("/inbox", notice: outcome.pushed.isEmpty ? "Test notification delivered to the inbox" : "Test notification delivered and pushed")
        }
        router.post("/inbox/settings") { request, context in
            let values = try await WebApp.form(request, context: context)
            return try await handle(values, form: "notify", rerender: { try await inboxPage(form: $0) }) {
                var changes: [(field: String, value: String?)] = []
                let start = WebApp.value(values, "quietStart")
                let end = WebApp.value(values, "quietEnd")
                if (start == nil) != (end == nil) { throw TallyError.invalid(field: "quiet", "give quiet hours both a start and an end, or neither") }
                changes.append(("quiet", start.flatMap { s in end.map { "\(s)-\($0)" } }))
                changes.append(("webhook", WebApp.value(values, "webhook")))
                changes.append(("ntfy", WebApp.value(values, "ntfy")))
                for kind in ReminderKind.allCases {
                    for suffix in ["", ".time", ".cap", ".threshold", ".hours", ".days"] {
                        let field = kind.rawValue + suffix
                        if let value = WebApp.value(values, field) { changes.append((field, value)) }
                    }
                }
                let chosen = changes
                _ = try await run { try database.updateNotifySettings(chosen) }
                return WebApp.redirect("/inbox#reminders", notice: "Reminders saved")
            }
        }
    }

    // MARK: Documents and photos

    func registerDocuments(on router: RouteTable) {
        let directory = environment.dataDirectory
        router.get("/documents") { request, _ in
            let documents = try await run { try database.documents() }
            return HTMLResponse.page(DocumentsPage.render(DocumentsPageModel(documents: documents, notice: request.query("notice"))))
        }
        // The page's script sends the file as the body (?title=); the answer is JSON, errors included.
        router.post("/documents/upload") { request, _ in
            await WebApp.answeringJSON(request) {
                let title = request.query("title") ?? ""
                let file = try await Uploads.receive(request, limit: FileType.documentBytes)
                defer { try? FileManager.default.removeItem(at: file) }
                let document = try await run { try database.addDocument(title: title, file: file, dataDirectory: directory, clock: clock) }
                return try JSON.response(document, status: .created)
            }
        }
        router.get("/documents/{id}") { _, context in
            let id = try context.parameters.id()
            return HTMLResponse.page(DocumentsPage.view(try await run { try database.document(id: id) }))
        }
        router.get("/documents/{id}/file") { _, context in
            let id = try context.parameters.id()
            let (document, data) = try await run { try database.documentFile(id: id, dataDirectory: directory) }
            return StoredFiles.response(data, mediaType: document.mediaType, name: document.title)
        }
        router.post("/documents/{id}/delete") { _, context in
            let id = try context.parameters.id()
            let document = try await run { try database.deleteDocument(id: id, dataDirectory: directory) }
            return WebApp.redirect("/documents", notice: "Deleted \(document.title)")
        }
        // Photos: a library food's (thumbnails on the Foods page) and the profile's.
        router.post("/foods/{id}/photo") { request, context in
            await WebApp.answeringJSON(request) {
                let id = try context.parameters.id()
                let file = try await Uploads.receive(request, limit: FileType.photoBytes)
                defer { try? FileManager.default.removeItem(at: file) }
                try await run { try database.setFoodPhoto(foodID: id, file: file, dataDirectory: directory, clock: clock) }
                struct Done: Encodable { var foodId: Int64 }
                return try JSON.response(Done(foodId: id), status: .created)
            }
        }
        router.post("/plan/photo") { request, _ in
            await WebApp.answeringJSON(request) {
                let file = try await Uploads.receive(request, limit: FileType.photoBytes)
                defer { try? FileManager.default.removeItem(at: file) }
                try await run { try database.setProfilePhoto(file: file, dataDirectory: directory) }
                struct Done: Encodable { var saved: Bool }
                return try JSON.response(Done(saved: true), status: .created)
            }
        }
        router.post("/plan/photo/delete") { _, _ in
            try await run { try database.removeProfilePhoto(dataDirectory: directory) }
            return WebApp.redirect("/plan#profile", notice: "Photo removed")
        }
        router.get("/photos/{name}") { _, context in
            let name = try context.parameters.require("name")
            let data = try await run { () throws -> (Data, String) in
                // Only a photo this data directory names is served.
                guard try database.keepsPhoto(named: name) else { throw TallyError.notFound(field: "name", "no such photo") }
                let url = AppDatabase.storedFile(name, folder: AppDatabase.photosFolder, dataDirectory: directory)
                guard let data = try? Data(contentsOf: url), let type = FileType.sniff(data) else { throw TallyError.notFound(field: "name", "the photo's file is missing") }
                return (data, type.mediaType)
            }
            return StoredFiles.response(data.0, mediaType: data.1, name: "photo")
        }
    }
}

import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import TallyCore
import TallyStore

/// Delivers notifications beyond the inbox: to a webhook (JSON) and to an ntfy-style topic (text with a
/// Title header). The inbox is the record; a push that fails is tried again on the next run (up to
/// three times) and its error is shown in the inbox.
public struct NotificationPusher: Sendable {
    public var timeLimit: Duration

    public init(timeLimit: Duration = .seconds(5)) {
        self.timeLimit = timeLimit
    }

    /// The JSON a webhook receives.
    struct Payload: Encodable {
        var id: Int64
        var kind: String
        var title: String
        var body: String
        var day: String
        var createdAt: Date
        var source = "tally"
    }

    /// Pushes every notification still to push to the configured targets. Returns the ones pushed.
    @discardableResult
    public func pushPending(_ database: AppDatabase, clock: AppClock) async throws -> [InboxNotification] {
        let settings = try await blocking { try database.notifySettings() }
        guard settings.webhook != nil || settings.ntfy != nil else { return [] }
        let pending = try await blocking { try database.pendingPushes(clock: clock) }
        var pushed: [InboxNotification] = []
        for item in pending {
            // With several servers on one database, the one that claims it sends it.
            guard try await blocking({ try database.claimPush(id: item.id, clock: clock) }) else { continue }
            let error = await push(item, settings: settings)
            try await blocking { try database.recordPush(id: item.id, error: error, clock: clock) }
            if error == nil { pushed.append(item) }
        }
        return pushed
    }

    /// Sends one notification; nil when every target took it, else what went wrong.
    public func push(_ item: InboxNotification, settings: NotifySettings) async -> String? {
        var problems: [String] = []
        if let url = settings.webhook {
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .iso8601
            encoder.outputFormatting = [.sortedKeys]
            let payload = Payload(id: item.id, kind: item.kind, title: item.title, body: item.body, day: item.day.description, createdAt: item.createdAt)
            if let body = try? encoder.encode(payload) {
                if let problem = await post(url, body: body, headers: [("Content-Type", "application/json")]) { problems.append("webhook: \(problem)") }
            }
        }
        if let url = settings.ntfy {
            // Header values must be plain ASCII on one line.
            let title = String(item.title.unicodeScalars.filter { $0.isASCII && $0.value >= 0x20 && $0.value != 0x7F }.prefix(200).map(Character.init))
            if let problem = await post(url, body: Data(item.body.utf8), headers: [("Title", title), ("Tags", "tally"), ("Content-Type", "text/plain; charset=utf-8")]) {
                problems.append("ntfy: \(problem)")
            }
        }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    func post(_ url: String, body: Data, headers: [(String, String)]) async -> String? {
        var request = HTTPClientRequest(url: url)
        request.method = .POST
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        request.headers.add(name: "User-Agent", value: "Tally notifications")
        request.body = .bytes(ByteBuffer(bytes: body))
        do {
            let response = try await HTTPClient.shared.execute(request, timeout: TimeAmount(timeLimit))
            _ = try? await response.body.collect(upTo: 64 * 1024)
            guard (200..<300).contains(response.status.code) else { return "HTTP \(response.status.code)" }
            return nil
        } catch {
            return "\(error)".prefix(200).description
        }
    }
}

/// Evaluates the reminder rules and pushes what they deliver: what `tally serve` does every minute,
/// and `tally notify run` once.
public enum NotificationRun {
    public struct Outcome: Sendable, Encodable {
        public var delivered: [InboxNotification]
        public var pushed: [Int64]
    }

    /// A test notification, delivered at once (quiet hours notwithstanding) and pushed to the targets set.
    public static func test(_ database: AppDatabase, clock: AppClock, pusher: NotificationPusher = NotificationPusher()) async throws -> Outcome {
        let item = try await blocking { try database.deliverTestNotification(clock: clock) }
        let pushed = try await pusher.pushPending(database, clock: clock)
        return Outcome(delivered: [item], pushed: pushed.map(\.id))
    }

    public static func once(_ database: AppDatabase, clock: AppClock, pusher: NotificationPusher = NotificationPusher()) async throws -> Outcome {
        let delivered = try await blocking { try database.deliverDueReminders(clock: clock) }
        let pushed = try await pusher.pushPending(database, clock: clock)
        return Outcome(delivered: delivered, pushed: pushed.map(\.id))
    }
}

import AsyncHTTPClient
import Foundation
import Logging
import NIOCore
import TallyCore
import TallyStore

/// The optional language-model assist for typed meals (`TALLY_LLM_URL`, `TALLY_LLM_MODEL`, `TALLY_LLM_KEY`):
/// any OpenAI-compatible chat API, local (Ollama, llama.cpp) or hosted. The server asks the model to split
/// the text into items, within a time limit, and falls back to the offline parser on any failure. The key
/// stays on the server: it is sent only to the model's URL and never logged or shown.
public struct MealAssistClient: Sendable {
    public struct Configuration: Sendable {
        /// The API base ("http://localhost:11434/v1"); requests go to `{base}/chat/completions`.
        public var baseURL: String
        public var model: String
        public var key: String?
        public var timeLimit: Duration

        public init(baseURL: String, model: String, key: String? = nil, timeLimit: Duration = .seconds(2)) {
            self.baseURL = baseURL
            self.model = model
            self.key = key
            self.timeLimit = timeLimit
        }

        /// From the environment; nil (no assist) unless both the URL and the model are set.
        public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Configuration? {
            guard let url = environment["TALLY_LLM_URL"], !url.isEmpty, let model = environment["TALLY_LLM_MODEL"], !model.isEmpty,
                url.hasPrefix("http://") || url.hasPrefix("https://")
            else { return nil }
            let key = environment["TALLY_LLM_KEY"].flatMap { $0.isEmpty ? nil : $0 }
            return Configuration(baseURL: url, model: model, key: key)
        }
    }

    public let configuration: Configuration
    let logger: Logger

    public init(configuration: Configuration, logger: Logger = Logger(label: "tally.assist")) {
        self.configuration = configuration
        self.logger = logger
    }

    /// The model's reading of `text` as a plain meal text, or nil on any failure or after the time limit.
    public func rewrite(_ text: String) async -> String? {
        var url = configuration.baseURL
        while url.hasSuffix("/") { url.removeLast() }
        var request = HTTPClientRequest(url: url + "/chat/completions")
        request.method = .POST
        request.headers.add(name: "Content-Type", value: "application/json")
        if let key = configuration.key { request.headers.add(name: "Authorization", value: "Bearer \(key)") }
        request.body = .bytes(ByteBuffer(data: MealAssist.requestBody(text: text, model: configuration.model)))
        do {
            let response = try await HTTPClient.shared.execute(request, timeout: TimeAmount(configuration.timeLimit))
            guard response.status == .ok else {
                logger.warning("meal assist answered \(response.status.code); using the offline parser")
                return nil
            }
            let body = try await response.body.collect(upTo: 1 << 20)
            guard let items = MealAssist.items(fromResponse: Data(buffer: body)) else {
                logger.warning("meal assist gave no usable items; using the offline parser")
                return nil
            }
            return MealAssist.text(items)
        } catch {
            // The error's type only: a message could echo the request.
            logger.warning("meal assist unavailable (\(type(of: error))); using the offline parser")
            return nil
        }
    }

    /// The text to parse for `text`: the model's reading when it finds at least as much as the offline
    /// parser, else the text as typed.
    public func readable(_ text: String, database: AppDatabase, now: Date) async -> String {
        guard let rewritten = await rewrite(text) else { return text }
        let readings = try? await blocking { (try database.parseMeal(text, now: now), try database.parseMeal(rewritten, now: now)) }
        guard let (offline, assisted) = readings else { return text }
        return MealAssist.prefersAssisted(offline: offline, assisted: assisted) ? rewritten : text
    }
}

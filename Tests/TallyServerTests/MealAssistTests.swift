import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import Testing
@testable import TallyCore
@testable import TallyServer
@testable import TallyStore

/// What a stand-in model server saw.
actor ModelRecorder {
    var authorizations: [String] = []
    var bodies: [[String: Any]] = []
    func record(authorization: String?, body: Data) {
        authorizations.append(authorization ?? "")
        if let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] { bodies.append(object) }
    }
    func models() -> [String] { bodies.compactMap { $0["model"] as? String } }
}

/// A small local server speaking the OpenAI chat-completions protocol, answering as told.
enum FakeModel {
    enum Behaviour: Sendable {
        case answer(String)
        case status(Int)
        case slow(seconds: Int, answer: String)
    }

    static func chatAnswer(_ content: String) -> String {
        let object: [String: Any] = ["id": "x", "object": "chat.completion", "choices": [["index": 0, "message": ["role": "assistant", "content": content]]]]
        return String(decoding: (try? JSONSerialization.data(withJSONObject: object)) ?? Data(), as: UTF8.self)
    }

    static func run(_ behaviour: Behaviour, recorder: ModelRecorder, _ body: @escaping @Sendable (Int) async throws -> Void) async throws {
        let router = Router()
        router.post("/v1/chat/completions") { request, _ -> Response in
            let bytes = try await request.body.collect(upTo: 1 << 20)
            await recorder.record(authorization: request.headers[.authorization], body: Data(buffer: bytes))
            switch behaviour {
            case .answer(let content):
                return Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(string: chatAnswer(content))))
            case .status(let code):
                return Response(status: .init(code: code), body: .init(byteBuffer: ByteBuffer(string: "{\"error\":\"down\"}")))
            case .slow(let seconds, let content):
                try await Task.sleep(for: .seconds(seconds))
                return Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(string: chatAnswer(content))))
            }
        }
        let port = PortBox()
        // Stopped by cancellation: its shutdown notes are not the test's business.
        var quiet = Logger(label: "fake-model")
        quiet.logLevel = .critical
        let app = Application(
            router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in await port.set(channel.localAddress?.port ?? 0) }, logger: quiet)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await app.runService(gracefulShutdownSignals: []) }
            let bound = try await port.wait()
            try await body(bound)
            group.cancelAll()
        }
    }
}

actor PortBox {
    var port: Int?
    func set(_ value: Int) { port = value }
    func wait() async throws -> Int {
        for _ in 0..<500 {
            if let port { return port }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw CancellationError()
    }
}

@Suite(.serialized) struct MealAssistTests {
    static let itemsJSON = #"{"items":[{"food":"large eggs","quantity":3,"unit":null},{"food":"whole wheat toast","quantity":1,"unit":"slice"}]}"#
    static let wrongJSON = #"{"items":[{"food":"cheddar cheese","quantity":10,"unit":"cup"}]}"#
    // A meal the offline parser reads only in part: the numbers follow the foods as words.
    static let text = "brekkie was eggs, three of them, and toast"

    func assist(_ port: Int, limit: Duration = .seconds(2)) -> MealAssistClient {
        MealAssistClient(configuration: .init(baseURL: "http://127.0.0.1:\(port)/v1/", model: "tiny-model", key: "sk-secret-test", timeLimit: limit))
    }

    @Test func theModelSplitsTheTextAndTheDatabaseGivesTheNutrients() async throws {
        let server = try TestServer(foods: true)
        // Alone, the offline parser reads "eggs" as two here: the three eggs below can only come from the model.
        let offline = try server.database.parseMeal(Self.text, now: server.clock.now())
        #expect(offline.items.first { $0.food?.name.hasPrefix("Egg") == true }?.grams != 150)
        let recorder = ModelRecorder()
        try await FakeModel.run(.answer("```json\n\(Self.itemsJSON)\n```"), recorder: recorder) { port in
            try await server.run(mealAssist: assist(port)) { client in
                let reply = try await client.post("/api/v1/parse", ["text": Self.text])
                #expect(reply.status == .ok)
                let items = try #require((try reply.json)["items"] as? [[String: Any]])
                // SR28: a large egg is 243 g / 4.86 = 50 g; a slice of whole-wheat toast 25 g.
                #expect(items.count == 2)
                #expect(abs((items.first { ($0["food"] as? String)?.hasPrefix("Egg") == true }?["grams"] as? Double ?? 0) - 150) < 0.1)
                #expect((items.first { ($0["food"] as? String)?.hasPrefix("Bread") == true }?["grams"] as? Double) == 25)
                #expect(!reply.text.contains("sk-secret-test"), "the key never reaches the client")
            }
        }
        #expect(await recorder.authorizations == ["Bearer sk-secret-test"])
        #expect(await recorder.models() == ["tiny-model"])
    }

    @Test(arguments: [FakeModel.Behaviour.status(500), .answer("I think you had eggs."), .answer(#"{"items":[{"food":"eggs","quantity":-3}]}"#)])
    func anyFailureFallsBackToTheOfflineParser(_ behaviour: FakeModel.Behaviour) async throws {
        let server = try TestServer(foods: true)
        let offline = try server.database.parseMeal(Self.text, now: server.clock.now())
        try await FakeModel.run(behaviour, recorder: ModelRecorder()) { port in
            try await server.run(mealAssist: assist(port)) { client in
                let reply = try await client.post("/api/v1/parse", ["text": Self.text])
                #expect(reply.status == .ok)
                #expect(abs(((try reply.json)["kcal"] as? Double ?? -1) - offline.nutrients.kcal) < 0.05)
            }
        }
    }

    @Test func aSlowModelIsNotWaitedFor() async throws {
        // The stand-in answers after 5 s with a reading that would change the total; with a 0.3 s limit the
        // offline reading must be the one returned.
        let server = try TestServer(foods: true)
        let offline = try server.database.parseMeal("2 eggs", now: server.clock.now())
        try await FakeModel.run(.slow(seconds: 5, answer: Self.wrongJSON), recorder: ModelRecorder()) { port in
            try await server.run(mealAssist: assist(port, limit: .milliseconds(300))) { client in
                let reply = try await client.post("/api/v1/parse", ["text": "2 eggs"])
                #expect(abs(((try reply.json)["kcal"] as? Double ?? -1) - offline.nutrients.kcal) < 0.05)
            }
        }
    }

    @Test func aWorseReadingIsNotKept() async throws {
        // The model answers with a food that was never typed; the offline parser finds the typed ones, and
        // its reading stays because the model's finds fewer foods.
        let server = try TestServer(foods: true)
        let text = "2 eggs and a banana"
        let offline = try server.database.parseMeal(text, now: server.clock.now())
        try await FakeModel.run(.answer(Self.wrongJSON), recorder: ModelRecorder()) { port in
            try await server.run(mealAssist: assist(port)) { client in
                let reply = try await client.post("/api/v1/parse", ["text": text])
                #expect(abs(((try reply.json)["kcal"] as? Double ?? -1) - offline.nutrients.kcal) < 0.05)
            }
        }
    }

    @Test func configurationComesFromTheEnvironmentOnlyWhenComplete() {
        #expect(MealAssistClient.Configuration.fromEnvironment([:]) == nil)
        #expect(MealAssistClient.Configuration.fromEnvironment(["TALLY_LLM_URL": "http://127.0.0.1:1/v1"]) == nil)
        #expect(MealAssistClient.Configuration.fromEnvironment(["TALLY_LLM_URL": "file:///etc/passwd", "TALLY_LLM_MODEL": "m"]) == nil)
        let full = MealAssistClient.Configuration.fromEnvironment(["TALLY_LLM_URL": "http://127.0.0.1:1/v1", "TALLY_LLM_MODEL": "m", "TALLY_LLM_KEY": "k"])
        #expect(full?.model == "m")
        #expect(full?.key == "k")
    }
}

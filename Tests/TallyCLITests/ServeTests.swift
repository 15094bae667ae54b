import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `tally serve` as a user runs it: it starts, answers, and stops cleanly on SIGTERM.
struct ServeTests {
    @Test func servesAndShutsDownGracefullyOnSIGTERM() async throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        try #require(isExecutableFile(TallyProcess.binary))
        let process = Process()
        process.executableURL = TallyProcess.binary
        process.arguments = ["serve", "--port", "0"]
        var environment = ProcessInfo.processInfo.environment
        environment["TALLY_DATA"] = tally.data.path
        environment["TZ"] = "Europe/Berlin"
        environment["TALLY_NOW"] = "2026-11-21T12:00"
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        // The first line names the address: "Tally is running at http://127.0.0.1:PORT (…)".
        var text = ""
        while !text.contains("\n") {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        let match = try #require(text.firstRange(of: /127\.0\.0\.1:(\d+)/), "no address in: \(text)")
        let port = try #require(Int(text[match].split(separator: ":").last!))

        let (health, response) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)/healthz")!)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: health, as: UTF8.self).contains("ok"))
        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)/api/v1/entries")!)
        request.httpMethod = "POST"
        request.httpBody = Data(#"{"category": "Fruit", "portions": 1}"#.utf8)
        let (_, created) = try await URLSession.shared.data(for: request)
        #expect((created as? HTTPURLResponse)?.statusCode == 201)
        // The CLI sees what the server wrote, at the same time.
        let day = try tally.json(["day", "2026-11-21"])
        #expect((day["categories"] as? [[String: Any]])?.first { $0["name"] as? String == "Fruit" }?["total"] as? Double == 1)

        process.terminate()  // SIGTERM
        let deadline = Date().addingTimeInterval(15)
        while process.isRunning && Date() < deadline { try await Task.sleep(for: .milliseconds(50)) }
        #expect(!process.isRunning, "still running 15 s after SIGTERM")
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
    }

    /// On every interface, the start line says so (not "localhost") and names the extra host names.
    @Test func anAllInterfacesBindSaysWhereItAnswers() async throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        let process = Process()
        process.executableURL = TallyProcess.binary
        process.arguments = ["serve", "--host", "0.0.0.0", "--port", "0", "--allow-host", "Tally.LAN"]
        var environment = ProcessInfo.processInfo.environment
        environment["TALLY_DATA"] = tally.data.path
        environment["TALLY_NOW"] = "2026-11-21T12:00"
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        defer { process.terminate() }
        var text = ""
        while !text.contains("\n") {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        #expect(text.contains("every network interface"), "\(text)")
        #expect(text.contains("tally.lan:"), "\(text)")
        #expect(!text.contains("localhost"), "\(text)")
        let match = try #require(text.firstRange(of: /127\.0\.0\.1:(\d+)/), "no address in: \(text)")
        let port = try #require(Int(text[match].split(separator: ":").last ?? ""))
        let (_, response) = try await URLSession.shared.data(from: try #require(URL(string: "http://127.0.0.1:\(port)/healthz")))
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
    }

    @Test func refusesABadPort() throws {
        let tally = try TallyProcess()
        defer { tally.cleanUp() }
        let result = try tally.run(["serve", "--port", "70000"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--port"))
    }
}

import Foundation
import TallyTestSupport
import Testing

/// Runs the built `tally` binary as a user would, against a temporary data directory.
struct TallyProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String

        func json() throws -> [String: Any] {
            let object = try JSONSerialization.jsonObject(with: Data(stdout.utf8))
            return try #require(object as? [String: Any], "stdout is not a JSON object: \(stdout)")
        }
    }

    let data: URL
    var timeZone = "Europe/Berlin"
    var now: String? = "2026-11-21T12:00"

    init() throws {
        data = FileManager.default.temporaryDirectory.appendingPathComponent("tally-cli-\(UUID().uuidString)")
    }

    /// The binary: `TALLY_BIN`, else the `tally` built beside the test bundle.
    static let binary: URL = {
        if let path = ProcessInfo.processInfo.environment["TALLY_BIN"] { return URL(fileURLWithPath: path) }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [
            executable.deletingLastPathComponent().appendingPathComponent("tally"),
            Bundle.main.bundleURL.appendingPathComponent("tally"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("tally"),
            root.appendingPathComponent(".build/debug/tally"),
        ]
        return candidates.first(where: isExecutableFile) ?? candidates.last!
    }()

    @discardableResult
    func run(_ arguments: [String], environment extra: [String: String] = [:], input: String? = nil) throws -> Result {
        try #require(
            isExecutableFile(TallyProcess.binary),
            "no tally binary at \(TallyProcess.binary.path); run `swift build --product tally` first (scripts/test does)")
        let process = Process()
        process.executableURL = TallyProcess.binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TALLY_DATA"] = data.path
        environment["TZ"] = timeZone
        environment["NO_COLOR"] = "1"
        environment["TALLY_NOW"] = now
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdin = Pipe()
        if input != nil { process.standardInput = stdin }
        try process.run()
        if let input {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
        }
        // Read both pipes before waiting so a large output cannot block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Runs a command that must succeed and returns its JSON.
    func json(_ arguments: [String], environment: [String: String] = [:]) throws -> [String: Any] {
        let result = try run(arguments + ["--json"], environment: environment)
        #expect(result.status == 0, "tally \(arguments.joined(separator: " ")) failed: \(result.stderr)")
        return try result.json()
    }

    func cleanUp() { try? FileManager.default.removeItem(at: data) }
}


/// A regular file with the execute bit (a directory named "tally" does not count).
func isExecutableFile(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
        && FileManager.default.isExecutableFile(atPath: url.path)
}

import Foundation

/// A progress bar on stderr (so stdout stays clean for scripts); quiet when stderr is not a terminal.
final class ProgressBar {
    let label: String
    let expected: Int
    let isTerminal = isatty(STDERR_FILENO) != 0
    private var lastDrawn = -1

    init(label: String, expected: Int) {
        self.label = label
        self.expected = max(1, expected)
    }

    func update(_ done: Int) {
        let percent = min(100, done * 100 / expected)
        guard percent != lastDrawn else { return }
        lastDrawn = percent
        if isTerminal {
            let width = 30
            let filled = width * percent / 100
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            FileHandle.standardError.write(Data("\r\(label) \(bar) \(percent)% (\(done))".utf8))
        } else if percent % 10 == 0 {
            FileHandle.standardError.write(Data("\(label): \(percent)% (\(done))\n".utf8))
        }
    }

    func finish() {
        if isTerminal { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}

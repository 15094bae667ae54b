import Foundation

/// The app's sections, in tab-bar order.
public enum Section: String, CaseIterable, Sendable {
    case today, history, body, training, lab, foods, plan, manage

    var title: String { rawValue.capitalized }

    var path: String { self == .today ? "/" : "/\(rawValue)" }

    /// Line icons, white when inactive and accent when selected (by `currentColor`).
    var icon: String {
        switch self {
        case .today: "<circle cx=\"12\" cy=\"12\" r=\"8\"/><path d=\"M12 7v5l3 2\"/>"
        case .history: "<rect x=\"4\" y=\"5\" width=\"16\" height=\"15\" rx=\"2\"/><path d=\"M4 10h16M9 3v4M15 3v4\"/>"
        case .body: "<path d=\"M4 18l5-6 4 3 7-9\"/>"
        case .training: "<path d=\"M3 10v4M21 10v4M6 7v10M18 7v10M6 12h12\"/>"
        case .lab: "<path d=\"M9 3h6M10 3v6l-5.5 9.5A2 2 0 0 0 6.2 21h11.6a2 2 0 0 0 1.7-2.5L14 9V3M7.5 15h9\"/>"
        case .foods: "<path d=\"M7 3v8a3 3 0 0 0 6 0V3M10 3v18M17 3c-2 2-2 7 0 9v9\"/>"
        case .plan: "<circle cx=\"12\" cy=\"12\" r=\"8\"/><circle cx=\"12\" cy=\"12\" r=\"4\"/><circle cx=\"12\" cy=\"12\" r=\"1\"/>"
        case .manage: "<path d=\"M4 7h10M18 7h2M4 17h4M12 17h8\"/><circle cx=\"16\" cy=\"7\" r=\"2\"/><circle cx=\"10\" cy=\"17\" r=\"2\"/>"
        }
    }
}

/// The page shell: head, tab bar, an optional notice, the content, the script.
public enum Layout {
    public static func page(title: String, section: Section?, notice: String? = nil, content: String) -> String {
        var tabs = ""
        for item in Section.allCases {
            let current = item == section ? " aria-current=\"page\"" : ""
            tabs += "<a href=\"\(item.path)\"\(current)><svg viewBox=\"0 0 24 24\" aria-hidden=\"true\">\(item.icon)</svg>\(item.title)</a>"
        }
        let noticeHTML = notice.map { "<p class=\"notice\" role=\"status\">\(esc($0))</p>" } ?? ""
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
            <meta name="theme-color" content="#000000">
            <meta name="apple-mobile-web-app-capable" content="yes">
            <title>\(esc(title)) · Tally</title>
            <link rel="manifest" href="/manifest.webmanifest">
            <link rel="icon" href="/assets/icon.svg" type="image/svg+xml">
            <link rel="stylesheet" href="/assets/app.css?v=\(Assets.version)">
            </head>
            <body>
            <nav class="tabs" aria-label="Sections">\(tabs)</nav>
            <a class="inbox-link" href="/inbox" id="inbox-link">Inbox <span id="inbox-badge" class="badge" hidden></span></a>
            <main id="main">
            \(noticeHTML)
            \(content)
            </main>
            <script src="/assets/app.js?v=\(Assets.version)" defer></script>
            </body>
            </html>
            """
    }

    /// A page for errors the user can do nothing about on the form (unknown id, bad date in a link).
    public static func problem(status: Int, message: String) -> String {
        page(
            title: status == 404 ? "Not found" : "Problem", section: nil,
            content: """
                <h1>\(status == 404 ? "Not found" : "That did not work")</h1>
                <div class="card"><p>\(esc(message))</p><p><a href="/">Back to today</a></p></div>
                """)
    }
}

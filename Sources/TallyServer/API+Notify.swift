import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import TallyCore
import TallyStore

extension API {
    /// The inbox, reminder preferences, one evaluation of the rules (what the server does every minute).
    var notifications: [Endpoint] {
        [
            Endpoint(
                method: .get, path: "/api/v1/notifications", summary: "The inbox, newest first, with the unread count", tag: "Notifications",
                query: [.init(name: "unread", description: "true: only unread ones", schema: .choice(["true", "false"]))], response: "NotificationList"
            ) { request, _ in
                let unreadOnly = request.query("unread") == "true"
                struct List: Encodable { var notifications: [InboxNotification]; var unread: Int }
                return try JSON.response(try await run { List(notifications: try database.notifications(unreadOnly: unreadOnly), unread: try database.unreadNotificationCount()) })
            },
            Endpoint(method: .post, path: "/api/v1/notifications/{id}/read", summary: "Mark a notification read", tag: "Notifications", response: "NotificationList") {
                _, context in
                let id = try context.parameters.id()
                struct List: Encodable { var notifications: [InboxNotification]; var unread: Int }
                return try JSON.response(
                    try await run {
                        try database.markNotificationsRead(id: id, clock: clock)
                        return List(notifications: try database.notifications(), unread: try database.unreadNotificationCount())
                    })
            },
            Endpoint(method: .post, path: "/api/v1/notifications/read-all", summary: "Mark every notification read", tag: "Notifications", response: "NotificationList") {
                _, _ in
                struct List: Encodable { var notifications: [InboxNotification]; var unread: Int }
                return try JSON.response(
                    try await run {
                        try database.markNotificationsRead(id: nil, clock: clock)
                        return List(notifications: try database.notifications(), unread: 0)
                    })
            },
            Endpoint(method: .get, path: "/api/v1/notifications/settings", summary: "Reminder preferences", tag: "Notifications", response: "NotifySettings") { _, _ in
                try JSON.response(NotifySettingsReport(try await run { try database.notifySettings() }))
            },
            Endpoint(
                method: .patch, path: "/api/v1/notifications/settings",
                summary: "Change reminder preferences: {\"quiet\": \"22:00-07:00\", \"webhook\": URL, \"daily-summary.time\": \"21:00\", \"calories\": \"off\", …} (\"\" clears one); all or nothing",
                tag: "Notifications", body: "NotifySettingsChanges", response: "NotifySettings"
            ) { request, context in
                let body = try await JSONBody.read(request, context: context)
                var changes: [(field: String, value: String?)] = []
                for key in body.fields.keys.sorted() { changes.append((key, try body.string(key))) }
                let chosen = changes
                // An empty object changes nothing and answers with the preferences as they are.
                return try JSON.response(NotifySettingsReport(try await run { chosen.isEmpty ? try database.notifySettings() : try database.updateNotifySettings(chosen) }))
            },
            Endpoint(
                method: .post, path: "/api/v1/notifications/run",
                summary: "Evaluate the reminder rules now, deliver what is due (never twice) and push it", tag: "Notifications", response: "NotificationRun"
            ) { _, _ in
                try JSON.response(try await NotificationRun.once(database, clock: clock))
            },
            Endpoint(
                method: .post, path: "/api/v1/notifications/test", summary: "Deliver a test notification (quiet hours notwithstanding) and push it",
                tag: "Notifications", response: "NotificationRun", success: 201
            ) { _, _ in
                try API.created(try await NotificationRun.test(database, clock: clock))
            },
        ]
    }

    /// Documents: PDFs and images kept with the data.
    var documents: [Endpoint] {
        let directory = environment.dataDirectory
        return [
            Endpoint(method: .get, path: "/api/v1/documents", summary: "Documents, newest first", tag: "Documents", response: "DocumentList") { _, _ in
                struct List: Encodable { var documents: [StoredDocument] }
                return try JSON.response(List(documents: try await run { try database.documents() }))
            },
            Endpoint(
                method: .post, path: "/api/v1/documents",
                summary: "Add a document: the file (a PDF, PNG, JPEG, GIF or WebP, recognised by its bytes; at most 25 MB) as the request body",
                tag: "Documents", query: [.init(name: "title", description: "The document's title", required: true, example: "Blood test")],
                rawBody: "application/octet-stream", uploadLimit: FileType.documentBytes, response: "Document", success: 201
            ) { request, _ in
                let title = request.query("title") ?? ""
                let file = try await Uploads.receive(request, limit: FileType.documentBytes)
                defer { try? FileManager.default.removeItem(at: file) }
                return try API.created(try await run { try database.addDocument(title: title, file: file, dataDirectory: directory, clock: clock) })
            },
            Endpoint(method: .get, path: "/api/v1/documents/{id}", summary: "A document's details", tag: "Documents", response: "Document") { _, context in
                let id = try context.parameters.id()
                return try JSON.response(try await run { try database.document(id: id) })
            },
            Endpoint(
                method: .get, path: "/api/v1/documents/{id}/file", summary: "The document's file (shown inline: PDFs and images)", tag: "Documents",
                response: "Document", rawResponse: "application/octet-stream"
            ) { _, context in
                let id = try context.parameters.id()
                let (document, data) = try await run { try database.documentFile(id: id, dataDirectory: directory) }
                return StoredFiles.response(data, mediaType: document.mediaType, name: document.title)
            },
            Endpoint(method: .delete, path: "/api/v1/documents/{id}", summary: "Delete a document and its file", tag: "Documents", response: "Document") {
                _, context in
                let id = try context.parameters.id()
                return try JSON.response(try await run { try database.deleteDocument(id: id, dataDirectory: directory) })
            },
        ]
    }
}

/// Serving a stored file: its sniffed type, inline, never sniffed again by the browser, never run as
/// a page (a sandboxing CSP for the file itself).
enum StoredFiles {
    /// Served files are checked PDFs and images with their own type (never sniffed as a page); the app's
    /// pages may frame them, nothing else may.
    static let contentSecurityPolicy = "default-src 'self'; frame-ancestors 'self'"

    static func response(_ data: Data, mediaType: String, name: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = mediaType
        let safe = String(name.unicodeScalars.filter { $0.isASCII && $0.value >= 0x20 && $0 != "\"" && $0 != "\\" }.prefix(100).map(Character.init))
        let ext = FileType.forMediaType(mediaType)?.fileExtension ?? "bin"
        headers[.contentDisposition] = "inline; filename=\"\(safe.isEmpty ? "document" : safe).\(ext)\""
        headers[.cacheControl] = "private, max-age=3600"
        if let name = HTTPField.Name("X-Content-Type-Options") { headers[name] = "nosniff" }
        headers[.contentSecurityPolicy] = contentSecurityPolicy
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(data: data)))
    }
}

import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// Uploaded files (workout exports) stream to a temporary file, a megabyte at a time: memory stays
/// flat whatever a client sends. A declared Content-Length over the limit is refused before a byte
/// is read; a body without one is cut off as soon as it passes the limit.
enum Uploads {
    /// The largest upload accepted: a decade of daily workouts exports to a few megabytes.
    static let maximumBytes = 32 << 20
    /// Bytes gathered before each write to disk.
    static let chunkBytes = 1 << 20

    static var limitText: String { "\(maximumBytes >> 20) MB" }

    /// The sender's name for the uploaded file (`?fileName=`), its last path component only.
    static func fileName(_ request: Request) -> String? {
        guard let raw = request.uri.queryParameters.get("fileName") else { return nil }
        let name = String(raw).split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        let clean = String(String.UnicodeScalarView(name.unicodeScalars.filter { !CharacterSet.controlCharacters.contains($0) }))
        return clean.isEmpty ? nil : String(clean.prefix(255))
    }

    /// Refuses a body whose declared length is over the limit, without reading it.
    static func checkDeclaredLength(_ request: Request, limit: Int = maximumBytes) throws {
        if let text = request.headers[.contentLength] {
            guard let length = Int(text, radix: 10), length >= 0 else { throw BadRequest(field: nil, message: "the Content-Length header is not a number") }
            guard length <= limit else { throw HTTPError(.contentTooLarge, message: "the file is larger than \(sizeText(limit))") }
        }
    }

    static func sizeText(_ bytes: Int) -> String { bytes >= 1 << 30 ? "\(bytes >> 30) GB" : "\(bytes >> 20) MB" }

    /// The request body in a new temporary file (the caller removes it). Throws 413 past the limit and
    /// 400 for an empty body; a partial file is removed.
    static func receive(_ request: Request, limit: Int = maximumBytes) async throws -> URL {
        try checkDeclaredLength(request, limit: limit)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tally-upload-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw HTTPError(.serviceUnavailable, message: "the upload could not be stored")
        }
        do {
            let handle = try FileHandle(forWritingTo: url)
            defer { try? handle.close() }
            var pending = ByteBuffer()
            var total = 0
            for try await chunk in request.body {
                total += chunk.readableBytes
                guard total <= limit else { throw HTTPError(.contentTooLarge, message: "the file is larger than \(sizeText(limit))") }
                var chunk = chunk
                pending.writeBuffer(&chunk)
                if pending.readableBytes >= chunkBytes {
                    let data = Data(buffer: pending)
                    pending.clear()
                    try await blocking { try handle.write(contentsOf: data) }
                }
            }
            if pending.readableBytes > 0 {
                let data = Data(buffer: pending)
                try await blocking { try handle.write(contentsOf: data) }
            }
            guard total > 0 else { throw BadRequest(field: nil, message: "send the exported file as the request body") }
            return url
        } catch {
            try? FileManager.default.removeItem(at: url)
            throw error
        }
    }
}

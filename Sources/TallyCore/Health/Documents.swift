import Foundation

/// A stored document (a lab report, a scan, a letter from the care team) or photo: the file lives under
/// the data directory with a generated name; this says what it is.
public struct StoredDocument: Sendable, Equatable, Encodable, Identifiable {
    public var id: Int64
    public var title: String
    public var mediaType: String
    public var fileName: String
    public var byteCount: Int64
    public var sha256: String
    /// The day it was added (the Tally day, by the cutoff).
    public var date: Day
    public var addedAt: Date

    public init(id: Int64, title: String, mediaType: String, fileName: String, byteCount: Int64, sha256: String, date: Day, addedAt: Date) {
        self.id = id
        self.title = title
        self.mediaType = mediaType
        self.fileName = fileName
        self.byteCount = byteCount
        self.sha256 = sha256
        self.date = date
        self.addedAt = addedAt
    }

    /// "pdf" or "image", for lists and icons.
    public var kind: String { mediaType == FileType.pdf.mediaType ? "pdf" : "image" }

    enum CodingKeys: String, CodingKey { case id, title, mediaType, kind, byteCount, sha256, date, addedAt }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(title, forKey: .title)
        try c.encode(mediaType, forKey: .mediaType)
        try c.encode(kind, forKey: .kind)
        try c.encode(byteCount, forKey: .byteCount)
        try c.encode(sha256, forKey: .sha256)
        try c.encode(date, forKey: .date)
        try c.encode(TimeFormat.iso8601(addedAt, in: TimeZone(identifier: "UTC") ?? .current), forKey: .addedAt)
    }
}

/// The file types Tally keeps, recognised by their first bytes (never by a name or a sender's claim).
public enum FileType: String, CaseIterable, Sendable {
    case pdf, png, jpeg, gif, webp

    public var mediaType: String {
        switch self {
        case .pdf: "application/pdf"
        case .png: "image/png"
        case .jpeg: "image/jpeg"
        case .gif: "image/gif"
        case .webp: "image/webp"
        }
    }

    public var fileExtension: String { self == .jpeg ? "jpg" : rawValue }
    public var isImage: Bool { self != .pdf }

    public static func forMediaType(_ mediaType: String) -> FileType? { allCases.first { $0.mediaType == mediaType } }

    /// What the bytes are, from their signature; nil for anything else.
    public static func sniff(_ head: Data) -> FileType? {
        let bytes = [UInt8](head.prefix(16))
        func starts(_ signature: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + signature.count && Array(bytes[offset..<(offset + signature.count)]) == signature
        }
        if starts(Array("%PDF-".utf8)) { return .pdf }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return .gif }
        if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return .webp }
        return nil
    }

    /// Documents: PDFs and images up to 25 MB. Photos: images up to 10 MB.
    public static let documentBytes = 25 << 20
    public static let photoBytes = 10 << 20

    /// Checks a file's first bytes and size for a document (`photo` false) or a photo.
    public static func check(head: Data, byteCount: Int64, photo: Bool) throws(TallyError) -> FileType {
        let limit = photo ? photoBytes : documentBytes
        guard byteCount > 0 else { throw .invalid(field: "file", "the file is empty") }
        guard byteCount <= Int64(clamping: limit) else { throw .invalid(field: "file", "the file is larger than \(limit >> 20) MB") }
        guard let type = sniff(head) else {
            throw .invalid(field: "file", photo ? "not an image Tally keeps (PNG, JPEG, GIF or WebP)" : "not a PDF or an image (PNG, JPEG, GIF or WebP)")
        }
        guard !photo || type.isImage else { throw .invalid(field: "file", "a photo must be an image (PNG, JPEG, GIF or WebP), not a PDF") }
        return type
    }
}

import Crypto
import Foundation
import TallyCore

/// Documents and photos. Files are copied under the data directory (`documents/`, `photos/`, which
/// backups carry) with generated names; a row says what each is. A file is in place before its row
/// commits, and removed when its row goes, so the list never names a missing file.
extension AppDatabase {
    public static let documentsFolder = "documents"
    public static let photosFolder = "photos"

    /// A checked file copied into `folder` under a generated name: (its type, name, size, SHA-256).
    static func keepFile(_ source: URL, in folder: URL, prefix: String, photo: Bool) throws -> (FileType, String, Int64, String) {
        let manager = FileManager.default
        let size = (try? manager.attributesOfItem(atPath: source.path)[.size] as? NSNumber)?.int64Value ?? 0
        guard let reader = try? FileHandle(forReadingFrom: source) else { throw TallyError.invalid(field: "file", "the file could not be read") }
        defer { try? reader.close() }
        let head = (try? reader.read(upToCount: 16)) ?? Data()
        let type = try FileType.check(head: head, byteCount: size, photo: photo)
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let name = "\(prefix)\(UUID().uuidString.lowercased()).\(type.fileExtension)"
        let staged = folder.appendingPathComponent(".incoming-\(name)")
        let target = folder.appendingPathComponent(name)
        var hash = SHA256()
        do {
            try reader.seek(toOffset: 0)
            guard manager.createFile(atPath: staged.path, contents: nil) else { throw TallyError.invalid(field: "file", "the file could not be stored") }
            let writer = try FileHandle(forWritingTo: staged)
            defer { try? writer.close() }
            var copied: Int64 = 0
            while let chunk = try reader.read(upToCount: 1 << 20), !chunk.isEmpty {
                copied += Int64(clamping: chunk.count)
                guard copied <= size else { throw TallyError.invalid(field: "file", "the file changed while it was read") }
                hash.update(data: chunk)
                try writer.write(contentsOf: chunk)
            }
            try writer.synchronize()
            try manager.moveItem(at: staged, to: target)
        } catch {
            try? manager.removeItem(at: staged)
            throw error
        }
        let digest = hash.finalize().map { String(format: "%02x", $0) }.joined()
        return (type, name, size, digest)
    }

    // MARK: Documents

    /// Adds a document (a PDF or an image, checked by its bytes) with a title.
    public func addDocument(title: String, file: URL, dataDirectory: URL, clock: AppClock) throws -> StoredDocument {
        guard let cleaned = try Limits.text(title, field: "title", maximum: Limits.nameLength), !cleaned.isEmpty else {
            throw TallyError.invalid(field: "title", "give the document a title")
        }
        let folder = dataDirectory.appendingPathComponent(Self.documentsFolder)
        let (type, name, size, digest) = try Self.keepFile(file, in: folder, prefix: "", photo: false)
        do {
            return try write { db in
                let now = clock.now()
                let today = clock.today(try AppDatabase.fetchSettings(db).dayBoundary)
                let id = try db.insertReturningID(
                    sql: "INSERT INTO document (title, mediaType, fileName, byteCount, sha256, day, addedAt) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    arguments: [cleaned, type.mediaType, name, size, digest, today, now])
                return StoredDocument(
                    id: id ?? 0, title: cleaned, mediaType: type.mediaType, fileName: name, byteCount: size, sha256: digest, date: today, addedAt: now)
            }
        } catch {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            throw error
        }
    }

    public func documents() throws -> [StoredDocument] {
        try read { db in
            try SQLRow.fetchAll(db, sql: "SELECT id, title, mediaType, fileName, byteCount, sha256, day, addedAt FROM document ORDER BY day DESC, id DESC")
                .compactMap(AppDatabase.document)
        }
    }

    public func document(id: Int64) throws -> StoredDocument {
        let found = try read { db in
            try SQLRow.fetchOne(db, sql: "SELECT id, title, mediaType, fileName, byteCount, sha256, day, addedAt FROM document WHERE id = ?", arguments: [id])
                .flatMap(AppDatabase.document)
        }
        guard let found else { throw TallyError.notFound(field: "id", "no document \(id)") }
        return found
    }

    static func document(_ row: SQLRow) -> StoredDocument? {
        guard let id = row.integer(at: 0), let title = row.text(at: 1), let media = row.text(at: 2), let name = row.text(at: 3),
            let day = row.text(at: 6).flatMap(Day.init), let added = try? row.decode(Date.self, atIndex: 7)
        else { return nil }
        return StoredDocument(
            id: id, title: title, mediaType: media, fileName: name, byteCount: row.integer(at: 4) ?? 0, sha256: row.text(at: 5) ?? "", date: day,
            addedAt: added)
    }

    /// A document with its file's bytes (404 when the file is gone).
    public func documentFile(id: Int64, dataDirectory: URL) throws -> (document: StoredDocument, data: Data) {
        let document = try document(id: id)
        let url = Self.storedFile(document.fileName, folder: Self.documentsFolder, dataDirectory: dataDirectory)
        guard let data = try? Data(contentsOf: url) else { throw TallyError.notFound(field: "id", "document \(id)'s file is missing") }
        return (document, data)
    }

    /// Deletes a document and its file; returns what was deleted.
    @discardableResult
    public func deleteDocument(id: Int64, dataDirectory: URL) throws -> StoredDocument {
        let document = try write { db -> StoredDocument in
            guard
                let document = try SQLRow.fetchOne(
                    db, sql: "SELECT id, title, mediaType, fileName, byteCount, sha256, day, addedAt FROM document WHERE id = ?", arguments: [id]
                ).flatMap(AppDatabase.document)
            else { throw TallyError.notFound(field: "id", "no document \(id)") }
            try db.execute(sql: "DELETE FROM document WHERE id = ?", arguments: [id])
            return document
        }
        try? FileManager.default.removeItem(at: Self.storedFile(document.fileName, folder: Self.documentsFolder, dataDirectory: dataDirectory))
        return document
    }

    /// Where a stored file is. The name is one this store generated; anything else is refused.
    public static func storedFile(_ name: String, folder: String, dataDirectory: URL) -> URL {
        let safe = name.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "." } && !name.hasPrefix(".")
        return dataDirectory.appendingPathComponent(folder).appendingPathComponent(safe ? name : "invalid")
    }

    // MARK: Photos

    /// A library food's photo (replacing any earlier one).
    public func setFoodPhoto(foodID: Int64, file: URL, dataDirectory: URL, clock: AppClock) throws {
        let folder = dataDirectory.appendingPathComponent(Self.photosFolder)
        let (type, name, _, _) = try Self.keepFile(file, in: folder, prefix: "food-", photo: true)
        do {
            let old = try write { db -> String? in
                guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM food WHERE id = ?)", arguments: [foodID]) == true else {
                    throw TallyError.notFound(field: "id", "no food \(foodID)")
                }
                let old = try String.fetchOne(db, sql: "SELECT fileName FROM foodPhoto WHERE foodId = ?", arguments: [foodID])
                try db.execute(
                    sql: "INSERT INTO foodPhoto (foodId, fileName, mediaType, addedAt) VALUES (?, ?, ?, ?) ON CONFLICT (foodId) DO UPDATE SET fileName = excluded.fileName, mediaType = excluded.mediaType, addedAt = excluded.addedAt",
                    arguments: [foodID, name, type.mediaType, clock.now()])
                return old
            }
            if let old { try? FileManager.default.removeItem(at: Self.storedFile(old, folder: Self.photosFolder, dataDirectory: dataDirectory)) }
        } catch {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            throw error
        }
    }

    /// Food ids with a photo, and each photo's file name and media type.
    public func foodPhotos() throws -> [Int64: (fileName: String, mediaType: String)] {
        try read { db in
            var result: [Int64: (fileName: String, mediaType: String)] = [:]
            for row in try SQLRow.fetchAll(db, sql: "SELECT foodId, fileName, mediaType FROM foodPhoto") {
                guard let id = row.integer(at: 0), let name = row.text(at: 1), let media = row.text(at: 2) else { continue }
                result[id] = (name, media)
            }
            return result
        }
    }

    public func removeFoodPhoto(foodID: Int64, dataDirectory: URL) throws {
        let old = try write { db -> String? in
            let old = try String.fetchOne(db, sql: "SELECT fileName FROM foodPhoto WHERE foodId = ?", arguments: [foodID])
            try db.execute(sql: "DELETE FROM foodPhoto WHERE foodId = ?", arguments: [foodID])
            return old
        }
        guard let old else { throw TallyError.notFound(field: "id", "food \(foodID) has no photo") }
        try? FileManager.default.removeItem(at: Self.storedFile(old, folder: Self.photosFolder, dataDirectory: dataDirectory))
    }

    static let profilePhotoKey = "profile.photo"

    /// The profile photo (replacing any earlier one).
    public func setProfilePhoto(file: URL, dataDirectory: URL) throws {
        let folder = dataDirectory.appendingPathComponent(Self.photosFolder)
        let (_, name, _, _) = try Self.keepFile(file, in: folder, prefix: "profile-", photo: true)
        let old = try write { db -> String? in
            let old = try AppDatabase.setting(db, Self.profilePhotoKey)
            try AppDatabase.saveSetting(db, key: Self.profilePhotoKey, value: name)
            return old
        }
        if let old { try? FileManager.default.removeItem(at: Self.storedFile(old, folder: Self.photosFolder, dataDirectory: dataDirectory)) }
    }

    public func profilePhoto() throws -> String? { try read { db in try AppDatabase.setting(db, Self.profilePhotoKey) } }

    /// Whether `name` is a photo this data directory keeps (a food's or the profile's).
    public func keepsPhoto(named name: String) throws -> Bool {
        try read { db in
            try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM foodPhoto WHERE fileName = ?) OR EXISTS (SELECT 1 FROM setting WHERE key = ? AND value = ?)",
                arguments: [name, Self.profilePhotoKey, name]) ?? false
        }
    }

    public func removeProfilePhoto(dataDirectory: URL) throws {
        let old = try write { db -> String? in
            let old = try AppDatabase.setting(db, Self.profilePhotoKey)
            try AppDatabase.setSetting(db, Self.profilePhotoKey, nil)
            return old
        }
        if let old { try? FileManager.default.removeItem(at: Self.storedFile(old, folder: Self.photosFolder, dataDirectory: dataDirectory)) }
    }
}

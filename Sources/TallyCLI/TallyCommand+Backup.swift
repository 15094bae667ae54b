import ArgumentParser
import Foundation
import TallyCore
import TallyStore

/// Where backups go: `--backup-dir`, else `backups/` inside the data directory.
struct BackupOptions: ParsableArguments {
    @Option(name: .customLong("backup-dir"), help: ArgumentHelp("Backup folder (default: DATA/backups; a mounted NAS or cloud folder works).", valueName: "DIR"))
    var backupDir: String?

    func directory(_ store: StoreOptions) -> URL {
        backupDir.map { URL(fileURLWithPath: DataDirectory.expand($0, home: FileManager.default.homeDirectoryForCurrentUser)) }
            ?? Backups.defaultDirectory(for: store.directory)
    }
}

extension TallyCommand {
    struct BackupCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "backup",
            abstract: "Back up the database and the data directory's files; list backups.",
            discussion: """
                tally backup --note "before the big import"     a consistent copy, safe while tally serve is writing
                tally backup list                                date, kind, schema, size, rows
                tally restore latest                             (see tally restore --help)
                """,
            subcommands: [Create.self, List.self], defaultSubcommand: Create.self)

        struct Create: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "create", abstract: "Take a backup now.")
            @Option(help: "A note kept with the backup.") var note: String?
            @OptionGroup var backups: BackupOptions
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let database = try store.openDatabase()
                let manifest = try Backups.create(
                    database, dataDirectory: store.directory, backupDirectory: backups.directory(store), note: note, kind: "manual",
                    appVersion: TallyCommand.version, clock: try store.clock())
                if jsonFlag.json { try Output.json(manifest); return }
                Output.line("Backed up to \(backups.directory(store).appendingPathComponent(manifest.id).path)")
                Output.line(TextRender.backupLine(manifest))
            }
        }

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Backups, newest first.")
            @OptionGroup var backups: BackupOptions
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let list = Backups.list(backups.directory(store))
                if jsonFlag.json {
                    struct Listed: Encodable { var backups: [BackupManifest] }
                    try Output.json(Listed(backups: list))
                    return
                }
                if list.isEmpty { Output.line("No backups in \(backups.directory(store).path) yet. Take one with: tally backup") }
                for manifest in list { Output.line(TextRender.backupLine(manifest)) }
            }
        }
    }

    struct Restore: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Replace the current data with a backup (after a safety backup of the current state).",
            discussion: """
                tally restore latest            the newest backup
                tally restore ID                an id from tally backup list
                tally restore /path/to/backup   a backup folder or a tally.sqlite file
                Only a whole backup of this schema or an older one (migrated forward) is restored; the current
                data is backed up first ("safety"), and the restore is one transaction: a failure or a kill
                part-way leaves the current data as it was. A running tally serve sees the restored data at once.
                """)
        @Argument(help: "latest, a backup id, or a path.") var backup: String
        @Flag(help: "Do not ask for confirmation.") var yes = false
        @OptionGroup var backups: BackupOptions
        @OptionGroup var jsonFlag: JSONFlag
        @OptionGroup var store: StoreOptions

        func run() throws {
            let clock = try store.clock()
            let folder = backups.directory(store)
            let location = try Backups.locate(backup, backupDirectory: folder)
            let current = AppDatabase.schemaVersionOfThisRelease
            let candidate = try Backups.inspect(location, currentSchema: current)
            // A database that cannot be opened (damaged) is replaced as a file; otherwise through SQLite.
            let database = try? store.openDatabase()
            let damaged = try database.map { try !$0.integrityProblems().isEmpty } ?? true
            let currentRows = (try? database?.rowCounts()) ?? nil
            if !yes {
                Output.line("Restore \(candidate.manifest.map(TextRender.backupLine) ?? candidate.databaseFile.path)")
                Output.line("  it has:  " + TextRender.rows(candidate.rows))
                Output.line("  now:     " + (currentRows.map(TextRender.rows) ?? "a database that cannot be read"))
                guard isatty(STDIN_FILENO) != 0 else {
                    throw CLIError("this replaces the current data; run again with --yes to confirm")
                }
                FileHandle.standardOutput.write(Data("Replace the current data with it? [y/N] ".utf8))
                guard let answer = readLine(), ["y", "yes"].contains(answer.lowercased()) else {
                    Output.line("Nothing was changed.")
                    return
                }
            }
            var safety: BackupManifest?
            if let database, !damaged {
                safety = try Backups.restoreKeepingSafetyCopy(
                    candidate, into: database, dataDirectory: store.directory, backupDirectory: folder, appVersion: TallyCommand.version, clock: clock)
            } else {
                try Backups.replaceDamaged(with: candidate, dataDirectory: store.directory, clock: clock)
            }
            struct Restored: Encodable { var restored: String; var schemaVersion: Int; var rows: [String: Int]; var safetyBackup: String?; var replacedDamagedFile: Bool }
            let report = Restored(
                restored: location.lastPathComponent, schemaVersion: candidate.schemaVersion, rows: candidate.rows, safetyBackup: safety?.id,
                replacedDamagedFile: damaged)
            if jsonFlag.json { try Output.json(report); return }
            Output.line("Restored \(location.lastPathComponent): " + TextRender.rows(candidate.rows))
            if let safety { Output.line("The previous data is in backup \(safety.id) (tally restore \(safety.id) brings it back).") }
            if damaged { Output.line("The damaged file was kept beside the new one (tally.sqlite.damaged-…).") }
        }
    }

    struct Vacuum: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Compact the database file (after large deletes).")
        @OptionGroup var store: StoreOptions

        func run() throws {
            let (before, after) = try store.openDatabase().vacuum()
            Output.line("Database: \(TextRender.bytes(before)) → \(TextRender.bytes(after))")
        }
    }
}

extension TextRender {
    static func bytes(_ count: Int64) -> String {
        switch count {
        case ..<1024: return "\(count) B"
        case ..<(1 << 20): return String(format: "%.0f KB", Double(count) / 1024)
        case ..<(1 << 30): return String(format: "%.1f MB", Double(count) / 1_048_576)
        default: return String(format: "%.2f GB", Double(count) / 1_073_741_824)
        }
    }

    static func rows(_ rows: [String: Int]) -> String {
        let order = ["entry": "entries", "bodyMetric": "measurements", "workout": "workouts", "customFoods": "custom foods", "dailyMetric": "device days"]
        return order.keys.sorted().compactMap { key in rows[key].map { "\($0) \(order[key] ?? key)" } }.joined(separator: ", ")
    }

    static func backupLine(_ manifest: BackupManifest) -> String {
        let format = ISO8601DateFormatter()
        return "\(manifest.id)  \(format.string(from: manifest.createdAt))  \(manifest.kind)  schema \(manifest.schemaVersion)  \(bytes(manifest.sizeBytes))  "
            + rows(manifest.rows) + (manifest.note.map { "  — \($0)" } ?? "")
    }
}

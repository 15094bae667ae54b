import ArgumentParser
import Foundation
import TallyCore
import TallyStore

extension TallyCommand {
    /// `tally docs`: documents (PDFs and images) kept with the data.
    struct DocsCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "docs",
            abstract: "Documents (PDFs and images: lab reports, scans, letters) kept with your data, in backups and exports.",
            discussion: """
                tally docs add report.pdf --title "Blood test, November"
                tally docs list
                tally docs delete 3
                """,
            subcommands: [Add.self, List.self, Delete.self], defaultSubcommand: List.self)

        struct Add: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Add a PDF or an image (the type is read from its bytes; at most 25 MB).")
            @Argument(help: "The file.") var file: String
            @Option(help: "Its title.") var title: String
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let url = URL(fileURLWithPath: file)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                    throw TallyError.notFound(field: "file", "no file at \(file)")
                }
                let document = try store.openDatabase(loadsGenericFoods: false).addDocument(
                    title: title, file: url, dataDirectory: store.directory, clock: try store.clock())
                if jsonFlag.json { return try Output.json(document) }
                Output.line("Added document \(document.id): \(document.title) (\(document.kind), \(document.byteCount) bytes)")
            }
        }

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Documents, newest first.")
            @OptionGroup var jsonFlag: JSONFlag
            @OptionGroup var store: StoreOptions

            func run() throws {
                let documents = try store.openDatabase(loadsGenericFoods: false).documents()
                if jsonFlag.json {
                    // The API's shape: {"documents": [...]}.
                    struct List: Encodable { var documents: [StoredDocument] }
                    return try Output.json(List(documents: documents))
                }
                if documents.isEmpty { Output.line("No documents. Add one: tally docs add FILE --title TITLE") }
                for document in documents {
                    Output.line("\(document.id)  \(document.date)  \(document.kind)  \(document.title)  (\(document.byteCount) bytes)")
                }
            }
        }

        struct Delete: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Delete a document and its file.")
            @Argument(help: "The document's id.") var id: Int64
            @OptionGroup var store: StoreOptions

            func run() throws {
                try store.openDatabase(loadsGenericFoods: false).deleteDocument(id: id, dataDirectory: store.directory)
                Output.line("Deleted document \(id)")
            }
        }
    }
}

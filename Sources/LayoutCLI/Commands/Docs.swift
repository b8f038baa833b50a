import ArgumentParser
import LayoutStore

/// `layoutdb docs`: the documents with their head revisions.
struct Docs: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "List the documents with their head revision.",
        discussion: "Exit status: 0; 66 no database; 74 database unreadable or too new."
    )

    @Flag(help: "Print a JSON array.")
    var json = false

    @OptionGroup var store: StoreOptions

    func run() throws {
        try DocsRun(database: store.path, json: json).execute().emit()
    }
}

/// The `docs` verb as a function from its options to its output.
public struct DocsRun: Sendable {
    /// The database path (``DatabasePath``).
    public var database: String
    /// `--json`: a JSON array instead of the table.
    public var json = false

    /// The run of `docs` on `database`.
    public init(database: String, json: Bool = false) {
        self.database = database
        self.json = json
    }

    /// Lists the documents by name.
    public func execute() -> CommandOutput {
        do {
            let documents = try LayoutStore.open(path: database).documents()
            var output = CommandOutput()
            if json {
                output.out(DocumentsOutput.json(documents).rendered())
            } else if documents.isEmpty {
                output.out("no documents")
            } else {
                for line in DocumentsOutput.table(documents) { output.out(line) }
            }
            return output
        } catch {
            return .failure(error)
        }
    }
}

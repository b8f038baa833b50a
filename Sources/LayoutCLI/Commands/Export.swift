import ArgumentParser
import LayoutModel
import LayoutStore

/// The forms `export` writes.
public enum ExportFormat: String, CaseIterable, Sendable, ExpressibleByArgument {
    /// A `.layout` file that, applied to an empty document, re-creates the state.
    case layout
    /// The state as JSON (docs/cli.md).
    case json
}

/// `layoutdb export [REV]`: a document's whole state at a revision.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print a document's whole state at a revision, as a .layout file or JSON.",
        discussion: """
            The layout form, applied to an empty database, re-creates the same canvases, views \
            and constraints in the same order. Exit status: 0; 64 several documents and no --doc; \
            66 no database, unknown document or revision; 74 database unreadable or too new.
            """
    )

    @Argument(help: "The revision: a number, HEAD or HEAD~N (default: the head).")
    var revision: String?

    @OptionGroup var document: DocumentOptions

    @Option(help: "'layout' (default) or 'json'.")
    var format: ExportFormat = .layout

    @Flag(help: "The same as --format json (every read verb takes --json).")
    var json = false

    @OptionGroup var store: StoreOptions

    /// `--format`, or JSON with `--json`.
    var chosenFormat: ExportFormat { json ? .json : format }

    func run() throws {
        try ExportRun(database: store.path, revision: revision, document: document.doc, format: chosenFormat)
            .execute().emit()
    }
}

/// The `export` verb as a function from its options to its output.
public struct ExportRun: Sendable {
    /// The database path (``DatabasePath``).
    public var database: String
    /// `REV`; the head when nil.
    public var revision: String?
    /// `--doc`: the document; the revision's, or the only one of the database, when nil.
    public var document: String?
    /// `--format`: a `.layout` file (default) or JSON.
    public var format: ExportFormat = .layout

    /// The run of `export` on `database`.
    public init(database: String, revision: String? = nil, document: String? = nil, format: ExportFormat = .layout) {
        self.database = database
        self.revision = revision
        self.document = document
        self.format = format
    }

    /// Reads the state at the revision and writes it in the format.
    public func execute() -> CommandOutput {
        do {
            let store = try LayoutStore.open(path: database)
            let selected = try RevisionSelection.revision(revision, document: document, in: store)
            let state = try store.state(document: selected.document, at: selected.number)
            switch format {
            case .layout: return CommandOutput(stdout: LayoutExporter.text(state))
            case .json: return CommandOutput(stdout: StateOutput.json(state, revision: selected.number).rendered() + "\n")
            }
        } catch {
            return .failure(error)
        }
    }
}

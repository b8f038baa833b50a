import ArgumentParser
import LayoutModel
import LayoutStore

/// The forms `export` writes.
enum ExportFormat: String, CaseIterable, Sendable, ExpressibleByArgument {
    /// A `.layout` file that, applied to an empty document, re-creates the state.
    case layout
    /// The state as JSON (docs/cli.md).
    case json
}

/// `layoutdb export [REV]`: a document's whole state at a revision.
struct Export: Verb {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print a document's whole state at a revision, as a .layout file or JSON.",
        discussion: """
            The layout form, applied to an empty database, re-creates the same canvases, views \
            and constraints in the same order. --json is --format json (not with --format layout). Exit status: 0; 64 several documents and no --doc; \
            66 no database, unknown document or revision; 74 database unreadable or too new.
            """
    )

    @OptionGroup var revision: RevisionArgument

    @OptionGroup var document: DocumentOptions

    @Option(help: "'layout' (default) or 'json'.")
    var format: ExportFormat?

    @OptionGroup var json: JSONOption

    @OptionGroup var store: StoreOptions

    func validate() throws {
        if json.enabled && format == .layout { throw ValidationError("--json prints JSON, --format layout a .layout file; use one or the other") }
    }

    /// `--format` (default: layout), or JSON with `--json`.
    var chosenFormat: ExportFormat { json.enabled ? .json : format ?? .layout }

    /// Reads the state at the revision and writes it in the format.
    func run(in context: CommandContext) throws {
        let store = try LayoutStore.openReadOnly(path: context.databasePath(self.store.db))
        let selected = try revision.selected(document: document, in: store, verb: "export")
        let state = try store.state(document: selected.document, at: selected.number)
        switch chosenFormat {
        case .layout: try context.stdout.write(LayoutExporter.text(state))
        case .json: try context.stdout.line(StateOutput.json(state, revision: selected.number).rendered())
        }
    }
}

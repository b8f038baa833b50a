import ArgumentParser
import LayoutModel
import LayoutStore

/// `layoutdb blame [REV]`: for every constraint at a revision, the revision
/// that last changed it.
struct Blame: Verb {
    static let configuration = CommandConfiguration(
        commandName: "blame",
        abstract: "For every constraint at a revision, show the revision that last changed it.",
        discussion: """
            REV is a revision number, HEAD or HEAD~N (default: the head). The constraints are \
            listed in document order, as export writes them. Exit status: 0; 64 several documents \
            and no --doc; 66 no database, unknown document, revision, or a view not in the document \
            at that revision; 74 database unreadable or too new.
            """
    )

    @OptionGroup var revision: RevisionArgument

    @OptionGroup var document: DocumentOptions

    @Option(help: ArgumentHelp("Only the constraints naming this view.", valueName: "name"))
    var view: String?

    @OptionGroup var json: JSONOption

    @OptionGroup var store: StoreOptions

    /// Reads the blame of the revision's constraints (in document order:
    /// the order of identities); with `--view`, checks first that the view
    /// exists at the revision.
    func run(in context: CommandContext) throws {
        let store = try LayoutStore.openReadOnly(path: context.databasePath(self.store.db))
        let selected = try revision.selected(document: document, in: store, verb: "blame")
        if let view, try !store.hasView(view, document: selected.document, at: selected.number) {
            let names = try store.state(document: selected.document, at: selected.number).views.map(\.name)
            let hint = closestName(to: view, in: names).map { "; did you mean '\($0)'?" } ?? ""
            throw CommandFailure("unknown view '\(view)' at revision \(selected.number)\(hint)", status: ExitStatus.missing)
        }
        let ordered = try store.blame(document: selected.document, at: selected.number, view: view)
        if json.enabled {
            try context.stdout.line(BlameOutput.json(document: selected.document, revision: selected.number, view: view,
                                                     ordered).rendered())
        } else if !ordered.isEmpty {
            try context.stdout.line(BlameOutput.table(ordered))
        }
    }
}

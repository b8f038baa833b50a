import ArgumentParser
import LayoutStore

/// `layoutdb log`: a document's revisions, newest first.
struct Log: Verb {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "List a document's revisions, newest first.",
        discussion: """
            With --view or --key, only the revisions that changed that view (or a constraint \
            naming it) or a constraint with that key. Exit status: 0; 64 several documents and \
            no --doc, or both --view and --key; 66 no database, unknown document, or a view or \
            key never in the document's history; 74 database unreadable or too new.
            """
    )

    @OptionGroup var document: DocumentOptions

    @Option(name: .short, help: ArgumentHelp("Only the newest N revisions.", valueName: "n"))
    var n: Int?

    @Option(help: ArgumentHelp("Only the revisions touching this view or a constraint naming it.", valueName: "name"))
    var view: String?

    @Option(help: ArgumentHelp("Only the revisions touching a constraint with this key.", valueName: "key"))
    var key: String?

    @Flag(help: "Print JSON (docs/cli.md).")
    var json = false

    @OptionGroup var store: StoreOptions

    /// `--view` or `--key`: only the revisions touching it.
    var touching: HistorySubject? {
        if let view { return .view(view) }
        return key.map { .key($0) }
    }

    func validate() throws {
        if let n, n < 0 { throw ValidationError("-n takes a count, 0 or more") }
        if view != nil && key != nil { throw ValidationError("--view and --key cannot be used together") }
    }

    /// Lists the revisions, newest first. A view or key that is nowhere in
    /// the document's history exits 66 (unless `-n 0` asked for nothing).
    func run(in context: CommandContext) throws {
        let store = try LayoutStore.open(path: context.databasePath(self.store.db))
        let name = try RevisionSelection.document(document.doc, in: store)
        let revisions: [Revision]
        if let touching {
            revisions = try store.log(document: name, touching: touching, limit: n)
            if revisions.isEmpty && n != 0 { throw touching.noHistory(in: name, store: store) }
        } else {
            revisions = try store.log(document: name, limit: n)
        }
        if json {
            try context.stdout.line(RevisionsOutput.json(document: name, revisions).rendered())
        } else {
            for line in RevisionsOutput.table(revisions) { try context.stdout.line(line) }
        }
    }
}

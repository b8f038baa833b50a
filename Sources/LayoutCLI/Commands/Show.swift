import ArgumentParser
import LayoutStore

/// `layoutdb show REV`: one revision, its changes and the frames it moved.
struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one revision: its metadata, its changes and the frames it moved.",
        discussion: """
            REV is a revision number, HEAD or HEAD~N. The changes are those from the revision's \
            parent (from the empty document for a first revision). Exit status: 0; 64 several \
            documents and no --doc for HEAD; 66 no database, unknown document or revision; \
            74 database unreadable or too new.
            """
    )

    @Argument(help: "The revision: a number, HEAD or HEAD~N.")
    var revision: String

    @OptionGroup var document: DocumentOptions

    @Flag(help: "Print JSON.")
    var json = false

    @OptionGroup var store: StoreOptions

    func run() throws {
        try ShowRun(database: store.path, revision: revision, document: document.doc, json: json).execute().emit()
    }
}

/// The `show` verb as a function from its options to its output.
public struct ShowRun: Sendable {
    /// The database path (``DatabasePath``).
    public var database: String
    /// `REV`.
    public var revision: String
    /// `--doc`: the document; the revision's, or the only one of the database, when nil.
    public var document: String?
    /// `--json`: JSON instead of text.
    public var json = false

    /// The run of `show REV` on `database`.
    public init(database: String, revision: String, document: String? = nil, json: Bool = false) {
        self.database = database
        self.revision = revision
        self.document = document
        self.json = json
    }

    /// Reads the revision and its diff from its parent.
    public func execute() -> CommandOutput {
        do {
            let store = try LayoutStore.open(path: database)
            let selected = try RevisionSelection.revision(revision, document: document, in: store)
            let (meta, diff) = try store.show(selected.number)
            let sections = DiffOutput.Sections()
            var output = CommandOutput()
            if json {
                guard case .object(let members) = RevisionsOutput.json(meta) else { return output }
                output.out(JSONValue.object(members + DiffOutput.jsonMembers(diff, sections: sections, filter: .all))
                    .rendered())
            } else {
                for line in ShowOutput.header(meta) { output.out(line) }
                output.out("")
                output.write(DiffOutput.text(diff, sections: sections, filter: .all))
            }
            return output
        } catch {
            return .failure(error)
        }
    }
}

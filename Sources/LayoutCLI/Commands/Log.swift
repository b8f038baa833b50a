import ArgumentParser
import LayoutStore

/// `layoutdb log`: a document's revisions, newest first.
struct Log: ParsableCommand {
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

    @Flag(help: "Print a JSON array.")
    var json = false

    @OptionGroup var store: StoreOptions

    func validate() throws {
        if let n, n < 0 { throw ValidationError("-n takes a count, 0 or more") }
        if view != nil && key != nil { throw ValidationError("--view and --key cannot be used together") }
    }

    func run() throws {
        var run = LogRun(database: store.path, document: document.doc, limit: n, json: json)
        if let view { run.touching = .view(view) }
        if let key { run.touching = .key(key) }
        try run.execute().emit()
    }
}

/// The `log` verb as a function from its options to its output.
public struct LogRun: Sendable {
    /// The database path (``DatabasePath``).
    public var database: String
    /// `--doc`: the document; the only one of the database when nil.
    public var document: String?
    /// `-n`: at most this many revisions.
    public var limit: Int?
    /// `--view` / `--key`: only the revisions touching it.
    public var touching: HistorySubject?
    /// `--json`: a JSON array instead of the table.
    public var json = false

    /// The run of `log` on `database`.
    public init(database: String, document: String? = nil, limit: Int? = nil, touching: HistorySubject? = nil,
                json: Bool = false) {
        self.database = database
        self.document = document
        self.limit = limit
        self.touching = touching
        self.json = json
    }

    /// Lists the revisions, newest first. A view or key that is nowhere in
    /// the document's history exits 66 (unless `-n 0` asked for nothing).
    public func execute() -> CommandOutput {
        do {
            let store = try LayoutStore.open(path: database)
            let name = try RevisionSelection.document(document, in: store)
            let revisions: [Revision]
            if let touching {
                revisions = try store.log(document: name, touching: touching, limit: limit)
                if revisions.isEmpty && limit != 0 { throw touching.noHistory(in: name, store: store) }
            } else {
                revisions = try store.log(document: name, limit: limit)
            }
            var output = CommandOutput()
            if json {
                output.out(JSONValue.array(revisions.map(RevisionsOutput.json)).rendered())
            } else {
                for line in RevisionsOutput.table(revisions) { output.out(line) }
            }
            return output
        } catch {
            return .failure(error)
        }
    }
}

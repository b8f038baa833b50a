import ArgumentParser
import LayoutStore

/// `layoutdb log`: a document's revisions, newest first.
struct Log: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List a document's revisions, newest first.",
        discussion: """
            Exit status: 0; 64 several documents and no --doc; 66 no database or unknown \
            document; 74 database unreadable or too new.
            """
    )

    @OptionGroup var document: DocumentOptions

    @Option(name: .short, help: ArgumentHelp("Only the newest N revisions.", valueName: "n"))
    var n: Int?

    @Flag(help: "Print a JSON array.")
    var json = false

    @OptionGroup var store: StoreOptions

    func validate() throws {
        if let n, n < 0 { throw ValidationError("-n takes a count, 0 or more") }
    }

    func run() throws {
        try LogRun(database: store.path, document: document.doc, limit: n, json: json).execute().emit()
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
    /// `--json`: a JSON array instead of the table.
    public var json = false

    /// The run of `log` on `database`.
    public init(database: String, document: String? = nil, limit: Int? = nil, json: Bool = false) {
        self.database = database
        self.document = document
        self.limit = limit
        self.json = json
    }

    /// Lists the revisions, newest first.
    public func execute() -> CommandOutput {
        do {
            let store = try LayoutStore.open(path: database)
            let name = try RevisionSelection.document(document, in: store)
            let revisions = try store.log(document: name, limit: limit)
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

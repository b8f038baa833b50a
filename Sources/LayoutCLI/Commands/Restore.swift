import ArgumentParser
import Foundation
import LayoutStore

/// `layoutdb restore --to REV`: a new revision whose state equals REV's.
struct Restore: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Make a new revision whose state equals an earlier revision's.",
        discussion: """
            Canvases, views and constraints (with their identities) become those of REV; the \
            history up to now stays. Exit status: 0 restored (or no change: REV's state is the \
            head's); 64 usage, several documents and no --doc for HEAD~N; 66 no database, unknown \
            document or revision; 74 database unreadable, read-only or too new; 75 busy.
            """
    )

    @Option(help: ArgumentHelp("The revision to restore: a number, HEAD or HEAD~N.", valueName: "rev"))
    var to: String

    @OptionGroup var meta: RevisionMetaOptions

    @OptionGroup var document: DocumentOptions

    @OptionGroup var store: StoreOptions

    func run() throws {
        var run = RestoreRun(database: store.path, revision: to, author: meta.resolvedAuthor)
        run.message = meta.message
        run.document = document.doc
        run.quiet = meta.quiet
        try run.execute().emit()
    }
}

/// The `restore` verb as a function from its options to its output.
public struct RestoreRun: Sendable {
    /// The database path (``DatabasePath``).
    public var database: String
    /// `--to REV`: the revision whose state to restore.
    public var revision: String
    /// `-m`: the message; `restore to REV` when nil.
    public var message: String?
    /// The author (``AuthorName``).
    public var author: String
    /// `--doc`: the document; the revision's, or the only one of the database, when nil.
    public var document: String?
    /// `-q`: only the summary line.
    public var quiet = false

    /// The run of `restore --to REV` on `database` by `author`.
    public init(database: String, revision: String, author: String) {
        self.database = database
        self.revision = revision
        self.author = author
    }

    /// Writes the revision restoring REV's state, or says why not.
    public func execute() -> CommandOutput {
        do {
            let store = try LayoutStore.open(path: database)
            let selected = try RevisionSelection.revision(revision, document: document, in: store)
            let result = try store.restore(to: selected.number, message: message ?? "", author: author)
            return NewRevisionOutput.report(result, kind: "restore \(selected.number)", quiet: quiet)
        } catch {
            return .failure(error)
        }
    }
}

import ArgumentParser
import Foundation
import LayoutStore

/// `layoutdb rollback REV`: a new revision undoing exactly REV's changes.
struct Rollback: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Make a new revision that undoes exactly what a revision changed.",
        discussion: """
            Refused when a later revision changed any of the same constraints, views or \
            canvases: each conflict is named with the later revision; --force takes the \
            revision's before-state for those too. Exit status: 0 rolled back (or no change); \
            1 conflicts, or required constraints would not hold; 64 usage, several documents and \
            no --doc for HEAD; 66 no database, unknown document or revision; 74 database \
            unreadable, read-only or too new; 75 busy.
            """
    )

    @Argument(help: "The revision to undo: a number, HEAD or HEAD~N.")
    var revision: String

    @Flag(help: "Undo even what later revisions changed too (and store conflicting constraints).")
    var force = false

    @OptionGroup var meta: RevisionMetaOptions

    @OptionGroup var document: DocumentOptions

    @OptionGroup var store: StoreOptions

    func run() throws {
        var run = RollbackRun(database: store.path, revision: revision, author: meta.resolvedAuthor)
        run.force = force
        run.message = meta.message
        run.document = document.doc
        run.quiet = meta.quiet
        try run.execute().emit()
    }
}

/// The `rollback` verb as a function from its options to its output.
public struct RollbackRun: Sendable {
    /// The database path (``DatabasePath``).
    public var database: String
    /// `REV`: the revision to undo.
    public var revision: String
    /// `--force`: undo what later revisions changed too.
    public var force = false
    /// `-m`: the message; `rollback REV` when nil.
    public var message: String?
    /// The author (``AuthorName``).
    public var author: String
    /// `--doc`: the document; the revision's, or the only one of the database, when nil.
    public var document: String?
    /// `-q`: only the summary line.
    public var quiet = false

    /// The run of `rollback REV` on `database` by `author`.
    public init(database: String, revision: String, author: String) {
        self.database = database
        self.revision = revision
        self.author = author
    }

    /// Writes the revision undoing REV, or says why not.
    public func execute() -> CommandOutput {
        do {
            let store = try LayoutStore.open(path: database)
            let selected = try RevisionSelection.revision(revision, document: document, in: store)
            let result = try store.rollback(selected.number, force: force, message: message ?? "", author: author)
            return NewRevisionOutput.report(result, kind: "rollback \(selected.number)", quiet: quiet)
        } catch {
            return .failure(error)
        }
    }
}

import ArgumentParser
import Foundation
import LayoutStore

/// `layoutdb rollback REV`: a new revision undoing exactly REV's changes.
struct Rollback: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rollback",
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

/// The `rollback` verb as a function from its options to its output: `force`,
/// and the options of ``NewRevisionRun`` (`database`, `revision`, `message`,
/// `author`, `document`, `quiet`, `time`).
public struct RollbackRun: NewRevisionVerbRun, Sendable {
    /// The options every new-revision verb has.
    public var options: NewRevisionRun
    /// `--force`: undo what later revisions changed too.
    public var force = false

    /// The run of `rollback REV` on `database` by `author`.
    public init(database: String, revision: String, author: String) {
        options = NewRevisionRun(database: database, revision: revision, author: author)
    }

    /// Writes the revision undoing REV, or says why not.
    public func execute() -> CommandOutput {
        let (force, message, author) = (force, options.message ?? "", options.author)
        return options.execute(verb: "rollback") { store, number, time in
            try store.rollback(number, force: force, message: message, author: author, time: time)
        }
    }
}

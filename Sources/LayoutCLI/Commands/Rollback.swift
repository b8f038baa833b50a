import ArgumentParser
import LayoutStore

/// `layoutdb rollback REV`: a new revision undoing exactly REV's changes.
struct Rollback: Verb {
    static let configuration = CommandConfiguration(
        commandName: "rollback",
        abstract: "Make a new revision that undoes exactly what a revision changed.",
        discussion: """
            Refused when a later revision changed any of the same constraints, views or \
            canvases: each conflict is named with the later revision; --force takes the \
            revision's before-state for those too. Exit status: 0 rolled back (or no change); \
            3 rolled back, but the report could not be printed; 1 conflicts, or required constraints would not hold; 64 usage, several documents and \
            no --doc for HEAD; 66 no database, unknown document or revision; 74 database \
            unreadable, read-only or too new; 75 busy.
            """
    )

    @Argument(help: "The revision to undo: a number, HEAD, HEAD~N or HEAD^….")
    var revision: String

    @Flag(help: "Undo even what later revisions changed too (and store conflicting constraints).")
    var force = false

    @OptionGroup var meta: RevisionMetaOptions

    @OptionGroup var document: DocumentOptions

    @OptionGroup var store: StoreOptions

    /// Writes the revision undoing REV, or says why not.
    func run(in context: CommandContext) throws {
        try NewRevision.make("rollback", revision: revision, meta: meta, document: document, store: store,
                             in: context) { store, number, author, time in
            try store.rollback(number, force: force, message: meta.message ?? "", author: author, time: time,
                               dryRun: meta.dryRun)
        }
    }
}

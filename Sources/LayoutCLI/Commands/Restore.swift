import ArgumentParser
import LayoutStore

/// `layoutdb restore --to REV`: a new revision whose state equals REV's.
struct Restore: Verb {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Make a new revision whose state equals an earlier revision's.",
        discussion: """
            Canvases, views and constraints (with their identities) become those of REV; the \
            history up to now stays. Exit status: 0 restored (or no change: REV's state is the \
            head's); 3 restored, but the report could not be printed; 64 usage, several documents and no --doc for HEAD~N; 66 no database, unknown \
            document or revision; 74 database unreadable, read-only or too new; 75 busy.
            """
    )

    @Option(help: ArgumentHelp("The revision to restore: a number, HEAD, HEAD~N or HEAD^….", valueName: "rev"))
    var to: String

    @OptionGroup var meta: RevisionMetaOptions

    @OptionGroup var document: DocumentOptions

    @OptionGroup var store: StoreOptions

    /// Writes the revision restoring REV's state, or says why not.
    func run(in context: CommandContext) throws {
        try NewRevision.make("restore", revision: to, meta: meta, document: document, store: store,
                             in: context) { store, number, author, time in
            try store.restore(to: number, message: meta.message ?? "", author: author, time: time, dryRun: meta.dryRun)
        }
    }
}

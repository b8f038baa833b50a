import ArgumentParser
import Foundation
import LayoutStore

/// `layoutdb restore --to REV`: a new revision whose state equals REV's.
struct Restore: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
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

/// The `restore` verb as a function from its options to its output; its
/// options (`database`, `revision`: `--to REV`, `message`, `author`,
/// `document`, `quiet`, `time`) are those of ``NewRevisionRun``.
public struct RestoreRun: NewRevisionVerbRun, Sendable {
    /// The options every new-revision verb has.
    public var options: NewRevisionRun

    /// The run of `restore --to REV` on `database` by `author`.
    public init(database: String, revision: String, author: String) {
        options = NewRevisionRun(database: database, revision: revision, author: author)
    }

    /// Writes the revision restoring REV's state, or says why not.
    public func execute() -> CommandOutput {
        let message = options.message ?? ""
        let author = options.author
        return options.execute(verb: "restore") { store, number, time in
            try store.restore(to: number, message: message, author: author, time: time)
        }
    }
}

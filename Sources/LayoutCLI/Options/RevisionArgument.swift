import ArgumentParser
import LayoutStore

/// `[REV]`, the argument of the read verbs that show one revision
/// (`frames`, `render`, `export`, `blame`): the head when left out.
struct RevisionArgument: ParsableArguments {
    /// The revision as written; nil for the head.
    @Argument(help: "The revision: a number, HEAD, HEAD~N or HEAD^… (default: the head).")
    var revision: String?

    /// The revision named in `store` (``RevisionSelection/revision(_:document:in:verb:)``):
    /// of `document` (`--doc`), or the only document when a number or
    /// `--doc` does not say.
    func selected(document: DocumentOptions, in store: LayoutStore, verb: String) throws -> Revision {
        try RevisionSelection.revision(revision, document: document.doc, in: store, verb: verb)
    }
}

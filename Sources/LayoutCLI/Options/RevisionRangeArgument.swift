import ArgumentParser
import LayoutStore

/// `[REV | A..B]`, the argument of the verbs that list revisions (`log`,
/// `report`): every revision when left out.
struct RevisionRangeArgument: ParsableArguments {
    /// The revision or range as written; nil for every revision.
    @Argument(help: ArgumentHelp("A revision (it and those before it) or a range A..B (after A, up to B).",
                                 valueName: "rev-or-range"))
    var revisions: String?

    /// The document and the bounds of the revisions kept
    /// (``RevisionSelection/logged(_:document:in:)``).
    func selected(document: DocumentOptions, in store: LayoutStore) throws
        -> (document: String, bounds: (after: Int?, upTo: Int?)?) {
        try RevisionSelection.logged(revisions, document: document.doc, in: store)
    }
}

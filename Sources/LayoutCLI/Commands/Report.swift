import ArgumentParser
import LayoutRender
import LayoutStore

/// `layoutdb report [REV | A..B]`: the history page of a document, one HTML file.
struct Report: Verb {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write a document's history as one self-contained HTML page.",
        discussion: """
            The page lists the revisions (as log does: every one; with a revision, it and those \
            before it; with a range A..B, those after A up to and including B) and shows each \
            against its parent: its changes and the visual diff of every canvas, from the frames \
            stored (docs/render.md). Select a view to see its constraints at that revision and \
            the revisions that touched it. Exit status: 0; 64 several documents and no --doc, or a \
            malformed revision; 66 no database, unknown document, revision or canvas, or -o in a \
            missing folder; 74 database unreadable, or the output cannot be written.
            """
    )

    @OptionGroup var range: RevisionRangeArgument

    @OptionGroup var document: DocumentOptions

    @Option(help: "The canvas shown first (default: the first).")
    var canvas: String?

    @Option(name: [.customShort("o"), .customLong("output")],
            help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?

    @OptionGroup var store: StoreOptions

    /// Reads the revisions and writes their page.
    func run(in context: CommandContext) throws {
        let store = try LayoutStore.openReadOnly(path: context.databasePath(self.store.db))
        let (name, bounds) = try range.selected(document: document, in: store)
        if let canvas, let head = try store.head(of: name) {
            // The canvas must be one of the last revision's (the one shown first).
            let last = min(bounds?.upTo ?? head, head)
            let stored = try store.frames(document: name, at: last, includeConstraints: false)
            let names = stored.canvases.map(\.canvas.name)
            if !names.contains(canvas) {
                throw CommandFailure.unknownCanvas(canvas, among: names, at: "at revision \(last)")
            }
        }
        let page = try PageOutput.report(document: name, after: bounds?.after, upTo: bounds?.upTo, in: store,
                                         canvas: canvas)
        try RenderOutput.write(page.html(), to: output, in: context)
    }
}

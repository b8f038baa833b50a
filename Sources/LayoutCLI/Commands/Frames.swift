import ArgumentParser
import LayoutModel
import LayoutStore

/// `layoutdb frames [REV]`: the frames stored with a revision.
struct Frames: Verb {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Print the frames stored with a revision (never solved again).",
        discussion: """
            REV is a revision number, HEAD or HEAD~N (default: the head). The table and the JSON \
            are those of 'solve'; the JSON's revision is the number. Exit status: 0; 64 several \
            documents and no --doc; 66 no database, unknown document, revision or canvas; \
            74 database unreadable or too new.
            """
    )

    @OptionGroup var revision: RevisionArgument

    @OptionGroup var document: DocumentOptions

    @OptionGroup var canvas: CanvasOption

    @Option(help: "Frames in 'parent' (default) or 'root' coordinates.")
    var coordinates: Coordinates = .parent

    @OptionGroup var json: JSONOption

    @OptionGroup var store: StoreOptions

    /// Reads the frames of the revision from the store and prints them.
    func run(in context: CommandContext) throws {
        let store = try LayoutStore.openReadOnly(path: context.databasePath(self.store.db))
        let selected = try revision.selected(document: document, in: store, verb: "frames")
        let stored = try store.frames(document: selected.document, at: selected.number, includeConstraints: false)
        var canvases = stored.canvases
        if let canvas = canvas.name {
            canvases = canvases.filter { $0.canvas.name == canvas }
            if canvases.isEmpty {
                throw CommandFailure.unknownCanvas(canvas, among: stored.canvases.map(\.canvas.name),
                                                   at: "at revision \(selected.number)")
            }
        }
        if json.enabled {
            try context.stdout.line(FramesOutput.json(document: selected.document, revision: selected.number,
                                                      layout: stored.layout, canvases: canvases,
                                                      coordinates: coordinates).rendered())
        } else {
            try context.stdout.line(FramesOutput.table(layout: stored.layout, canvases: canvases,
                                                       coordinates: coordinates))
        }
    }
}

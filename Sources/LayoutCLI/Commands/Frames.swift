import ArgumentParser
import LayoutModel
import LayoutStore

/// `layoutdb frames [REV]`: the frames stored with a revision.
struct Frames: ParsableCommand {
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

    @Argument(help: "The revision: a number, HEAD or HEAD~N (default: the head).")
    var revision: String?

    @OptionGroup var document: DocumentOptions

    @Option(help: "Only this canvas.")
    var canvas: String?

    @Option(help: "Frames in 'parent' (default) or 'root' coordinates.")
    var coordinates: Coordinates = .parent

    @Flag(help: "Print the frames JSON.")
    var json = false

    @OptionGroup var store: StoreOptions

    func run() throws {
        try FramesRun(database: store.path, revision: revision, document: document.doc, canvas: canvas,
                      coordinates: coordinates, json: json).execute().emit()
    }
}

/// The `frames` verb as a function from its options to its output.
public struct FramesRun: Sendable {
    /// The database path (``DatabasePath``).
    public var database: String
    /// `REV`; the head when nil.
    public var revision: String?
    /// `--doc`: the document; the revision's, or the only one of the database, when nil.
    public var document: String?
    /// `--canvas`: only this canvas.
    public var canvas: String?
    /// `--coordinates`: frames in the parent's space (default) or the root's.
    public var coordinates: Coordinates = .parent
    /// `--json`: the frames JSON instead of the table.
    public var json = false

    /// The run of `frames` on `database`.
    public init(database: String, revision: String? = nil, document: String? = nil, canvas: String? = nil,
                coordinates: Coordinates = .parent, json: Bool = false) {
        self.database = database
        self.revision = revision
        self.document = document
        self.canvas = canvas
        self.coordinates = coordinates
        self.json = json
    }

    /// Reads the frames of the revision from the store and prints them.
    public func execute() -> CommandOutput {
        do {
            let store = try LayoutStore.open(path: database)
            let selected = try RevisionSelection.revision(revision, document: document, in: store)
            let stored = try store.frames(document: selected.document, at: selected.number, includeConstraints: false)
            var canvases = stored.canvases
            if let canvas {
                canvases = canvases.filter { $0.canvas.name == canvas }
                if canvases.isEmpty {
                    let hint = closestName(to: canvas, in: stored.canvases.map(\.canvas.name))
                        .map { "; did you mean '\($0)'?" } ?? ""
                    throw CommandFailure("unknown canvas '\(canvas)' at revision \(selected.number)\(hint)",
                                         status: ExitStatus.missing)
                }
            }
            var output = CommandOutput()
            if json {
                output.out(FramesOutput.json(document: selected.document, revision: selected.number,
                                             layout: stored.layout, canvases: canvases, coordinates: coordinates)
                    .rendered())
            } else {
                output.out(FramesOutput.table(layout: stored.layout, canvases: canvases, coordinates: coordinates))
            }
            return output
        } catch {
            return .failure(error)
        }
    }
}

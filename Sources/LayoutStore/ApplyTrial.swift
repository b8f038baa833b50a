import LayoutModel

/// The parse, edit and solve of a dry run of an ``ApplyRequest``, handed by
/// its caller to the apply of the same request that follows
/// (``LayoutStore/apply(_:reusing:)``).
///
/// `layoutdb apply` on a database that does not exist yet first tries the
/// request as a dry run on an empty store in memory (a failing command must
/// not create the file), then applies it to the new file. Parsing, editing
/// and solving depend only on the files, the document option,
/// `strictUpdate` and the starting state, so the apply takes the trial's
/// work when all of them match, and does it all again otherwise. Visible to
/// the package's command line only.
package struct ApplyTrial: Sendable {
    /// The files tried.
    var files: [(file: String, text: String)]
    /// The request's document option.
    var documentOption: String?
    /// The request's `strictUpdate`.
    var strictUpdate: Bool
    /// The files parsed.
    var parsed: ParseResult
    /// The state the edits were applied to.
    var old: Layout
    /// What the edits made of it.
    var new: Layout
    /// The edits' warnings.
    var warnings: [Diagnostic]
    /// The changes from `old` to `new`.
    var changes: LayoutChanges
    /// `new` solved on every canvas.
    var canvases: [CanvasLayout]
    /// The layout pass's model and solvers: the apply that takes the trial
    /// releases them once it has committed, as it does its own.
    var solvers: SolverRetention?

    /// The trial of `request`, which parsed as `parsed` and made `new` of `old`.
    init(request: ApplyRequest, parsed: ParseResult, old: Layout, new: Layout, warnings: [Diagnostic],
         changes: LayoutChanges, canvases: [CanvasLayout], solvers: SolverRetention?) {
        files = request.files
        documentOption = request.document
        strictUpdate = request.strictUpdate
        self.parsed = parsed
        self.old = old
        self.new = new
        self.warnings = warnings
        self.changes = changes
        self.canvases = canvases
        self.solvers = solvers
    }

    /// Whether `request` asks for the same work (its time, author, message,
    /// head check and conflicts aside).
    func matches(_ request: ApplyRequest) -> Bool {
        documentOption == request.document && strictUpdate == request.strictUpdate
            && files.elementsEqual(request.files) { $0.file == $1.file && $0.text == $1.text }
    }

    /// Whether the edits were applied to `state` (`==` leaves out the next constraint identity).
    func startsFrom(_ state: Layout) -> Bool {
        old == state && old.nextConstraintID == state.nextConstraintID
    }
}

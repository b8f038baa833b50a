import GRDB
import LayoutModel

/// The head a revision is built on: the document's newest revision and the
/// digest of its state (both nil for a document without a revision, whose
/// state is empty in every database). Two marks alike mean the same state:
/// a document's state changes only by a new revision, and the digest tells
/// the states of two databases apart.
struct HeadMark: Equatable, Sendable {
    /// The head's number; nil before the document's first revision.
    var number: Int?
    /// The head's digest (`revision.digest`); nil with no head.
    var digest: String?

    /// The document's head as it is in `db`: one look-up on `revision_by_document`.
    static func read(_ db: Database, _ document: String) throws -> HeadMark {
        let row = try Row.fetchOne(db, sql: """
            SELECT r.number, r.digest FROM revision r JOIN document d ON d.id = r.document_id
            WHERE d.name = ? ORDER BY r.number DESC LIMIT 1
            """, arguments: [document])
        return HeadMark(number: try row?.decode(Int.self, forColumn: "number"),
                        digest: try row?.decode(String.self, forColumn: "digest"))
    }
}

/// The work of an apply before its write: the head it started from, the
/// state read there, what the edits made of it with their warnings, the
/// changes, and the new state solved on every canvas (not solved when
/// nothing changed). Done outside the write lock; the write takes it when
/// the head is still ``base`` (``LayoutStore/apply(_:reusing:)``).
struct PreparedRevision: Sendable {
    /// The head the edits were applied on.
    var base: HeadMark
    /// The state at ``base``.
    var old: Layout
    /// What the edits made of it.
    var new: Layout
    /// The edits' warnings.
    var warnings: [Diagnostic]
    /// The changes from `old` to `new`.
    var changes: LayoutChanges
    /// `new` solved on every canvas; empty when nothing changed.
    var canvases: [CanvasLayout]
    /// The layout pass's model and solvers, released by whoever ends up
    /// holding the work once it is done with it (after the commit, in the
    /// background).
    var solvers: SolverRetention?
}

/// The parse, edit and solve of a dry run of an ``ApplyRequest``, handed by
/// its caller to the apply of the same request that follows
/// (``LayoutStore/apply(_:reusing:)``).
///
/// ``LayoutStore/apply(_:toDatabaseAt:)`` on a database that does not exist
/// yet first tries the request as a dry run on an empty store in memory (an
/// apply that writes nothing must not create the file), then applies it to
/// the new file. Parsing, editing
/// and solving depend only on the files, the document requested,
/// `strictUpdate` and the starting state, so the apply takes the trial's
/// work when all of them match (the state: the same ``HeadMark``), and does
/// it all again otherwise. Visible to the package's command line only.
package struct ApplyTrial: Sendable {
    /// The files tried.
    var files: [(file: String, text: String)]
    /// The request's document, when it names one.
    var requestedDocument: String?
    /// The request's `strictUpdate`.
    var strictUpdate: Bool
    /// The files parsed.
    var parsed: ParseResult
    /// The edit and the solve, from the head the trial started at.
    var prepared: PreparedRevision

    /// The trial of `request`, which parsed as `parsed` and prepared `prepared`.
    init(request: ApplyRequest, parsed: ParseResult, prepared: PreparedRevision) {
        files = request.files
        requestedDocument = request.document
        strictUpdate = request.strictUpdate
        self.parsed = parsed
        self.prepared = prepared
    }

    /// Whether `request` asks for the same work (its time, author, message,
    /// head check and conflicts aside).
    func matches(_ request: ApplyRequest) -> Bool {
        requestedDocument == request.document && strictUpdate == request.strictUpdate
            && files.elementsEqual(request.files) { $0.file == $1.file && $0.text == $1.text }
    }
}

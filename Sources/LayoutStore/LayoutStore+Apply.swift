import Foundation
import GRDB
import LayoutModel

/// What `apply` is asked to do.
public struct ApplyRequest: Sendable {
    /// The files, in order: name (for diagnostics) and text.
    public var files: [(file: String, text: String)]
    /// The document to apply to, when named (it must agree with the files'
    /// `layout` statement); nil: the files' statement, else the first file's name.
    public var document: String?
    /// The revision's message.
    public var message: String
    /// The revision's author.
    public var author: String
    /// The expected head revision: the apply is refused
    /// (``StoreError/headMoved(document:expected:actual:)``) unless the
    /// document's head is this revision (0: the document has no revision yet); nil: any head.
    public var expectHead: Int?
    /// Compute and report the change, write nothing.
    public var dryRun = false
    /// Strict updates: an `update` that finds no similar constraint is an error instead of an addition.
    public var strictUpdate = false
    /// Conflicts allowed: store a revision whose required constraints conflict (the solver's relaxation
    /// is stored) instead of refusing it with ``StoreError/unsatisfiable(_:)``.
    public var allowConflicts = false
    /// The revision's time (now by default).
    public var time = Date()

    /// A request to apply `files` (name and text, in order); the revision's time is now unless ``time`` is set.
    public init(files: [(file: String, text: String)], document: String? = nil, message: String = "",
                author: String = "", expectHead: Int? = nil, dryRun: Bool = false, strictUpdate: Bool = false,
                allowConflicts: Bool = false) {
        self.files = files
        self.document = document
        self.message = message
        self.author = author
        self.expectHead = expectHead
        self.dryRun = dryRun
        self.strictUpdate = strictUpdate
        self.allowConflicts = allowConflicts
    }
}

/// What `apply` did.
public struct ApplyResult: Sendable {
    /// The document applied to (the one the request named, else the files' `layout` statement, else the
    /// first file's name).
    public var document: String
    /// The new revision; nil when nothing was written (no change, or a dry run).
    public var revision: Int?
    /// The document's head before.
    public var parent: Int?
    /// What changed from the head, by identity (empty: nothing to write).
    public var changes: LayoutChanges
    /// The files' warnings (a duplicate constraint, an update that added), in order.
    public var warnings: [Diagnostic]
    /// The new state's layout on every canvas.
    public var canvases: [CanvasLayout]
    /// The new state (the head's, when nothing changed), with its identities.
    public var layout: Layout
    /// How long each phase took, in order (the command line's timings, for
    /// `tools/bench-store`): parse, read state, edit, changes, solve, write,
    /// commit; the phases not reached are missing (no write for a dry run or
    /// no change). Visible to the package's command line only.
    package var phases: [(phase: String, duration: Duration)] = []
    /// The layout pass's model and solvers, kept until the transaction has
    /// committed, then released in the background (see ``LayoutStore/write(_:_:)``).
    var solvers: SolverRetention?
    /// A dry run's work, for an apply of the same request that follows it
    /// (``LayoutStore/apply(_:reusing:)``); nil unless a dry run found changes.
    package var trial: ApplyTrial?
    /// A dry run's work, which ``LayoutStore/apply(_:reusing:)`` makes a ``trial`` of.
    var prepared: PreparedRevision?
}

/// The phases of an apply, timed one after the other.
struct PhaseClock {
    private let clock = ContinuousClock()
    private var last: ContinuousClock.Instant
    private(set) var phases: [(phase: String, duration: Duration)] = []

    init() { last = clock.now }

    /// Ends the current phase under `name`; the next one starts now.
    mutating func end(_ name: String) {
        let now = clock.now
        phases.append((name, now - last))
        last = now
    }
}

extension LayoutStore {
    /// Applies the files' edits on top of the document's head as one
    /// transaction: one revision with its rows and changed frames, or nothing.
    ///
    /// The edit and the solve are done before the write lock is taken, on
    /// the head as it is then; the lock covers the write only, unless the
    /// head moved meanwhile (docs/schema.md, "Concurrency").
    ///
    /// - Throws: ``StoreError/invalidLayout(_:)`` (nothing written, every
    ///   diagnostic), ``StoreError/invalidName(_:what:from:reason:)`` (a document
    ///   name, from `document` or the first file's name, holding a control
    ///   character), ``StoreError/documentMismatch(file:fileDocument:requested:)``,
    ///   ``StoreError/headMoved(document:expected:actual:)``,
    ///   ``StoreError/unsatisfiable(_:)``, ``StoreError/frameOutOfRange(_:)``,
    ///   ``StoreError/busy(_:)`` and the database errors.
    public func apply(_ request: ApplyRequest) throws(StoreError) -> ApplyResult {
        try apply(request, reusing: nil)
    }

    /// ``apply(_:)``, taking the parse, edit and solve of `trial` (a dry run
    /// of the same request) instead of doing them again when the document's
    /// head is still the one the trial started from. A first apply to a path
    /// (``apply(_:toDatabaseAt:)``) tries the request on an empty store in memory before it
    /// creates the database file, then applies it to the file: without the
    /// trial it would parse, edit and solve everything twice. Whether the
    /// result may conflict is still decided by `request.allowConflicts`.
    package func apply(_ request: ApplyRequest, reusing trial: ApplyTrial?) throws(StoreError) -> ApplyResult {
        var phases = PhaseClock()
        let tried = request.dryRun ? nil : trial.flatMap { $0.matches(request) ? $0 : nil }
        let parsed = tried?.parsed ?? LayoutFile.parse(request.files)
        phases.end("parse")
        if parsed.diagnostics.contains(where: { $0.severity == .error }) { throw .invalidLayout(parsed.diagnostics) }
        let firstFile = request.files.first?.file ?? "layout"
        if let requested = request.document, let named = parsed.documentName, requested != named {
            throw .documentMismatch(file: firstFile, fileDocument: named, requested: requested)
        }
        let document = request.document ?? parsed.documentName ?? LayoutFile.documentName(forFile: firstFile)
        if let reason = PrintableText.nameProblem(document) {
            let source = request.document != nil ? nil : parsed.documentName != nil ? "the 'layout' statement"
                : "the file name '\(PrintableText.escaped(firstFile))'"
            throw .invalidName(document, what: "document name", from: source, reason: reason)
        }
        let options = EditOptions(strictUpdate: request.strictUpdate)
        var result = try applyRevision(document: document, request: request, reusing: tried?.prepared,
                                       phases: phases) { old in
            let outcome = old.applying(parsed.edits, options: options)
            guard outcome.errors.isEmpty else { throw StoreError.invalidLayout(parsed.diagnostics + outcome.diagnostics) }
            return (outcome.layout, (parsed.diagnostics + outcome.diagnostics).filter { $0.severity == .warning })
        }
        // A dry run that found changes hands its work (and its solvers) to the apply that may follow.
        if let prepared = result.prepared, !prepared.changes.isEmpty {
            result.trial = ApplyTrial(request: request, parsed: parsed, prepared: prepared)
        }
        result.prepared = nil
        return result
    }

    /// Makes `layout` the new state of its document (`layout.name`) as one
    /// revision of kind `apply`: the revision records the changes from the
    /// head to `layout`, solved on every canvas and stored with its frames,
    /// exactly as an apply of files would (refused when required constraints
    /// cannot hold unless `allowConflicts`; nothing written when nothing
    /// changed or for a dry run).
    ///
    /// `layout` is the whole state, not edits: canvases, views and
    /// constraints the head has and `layout` lacks are removed. Constraint
    /// identities follow the rules of a file's `remake`, view by view
    /// (``Layout/adopting(_:)``): an identical constraint keeps its
    /// identity, a similar one (another constant or key) keeps it as a
    /// modification, others are new; the identities `layout` carries are
    /// not used. A layout built with ``LayoutBuilder`` is applied as
    /// `builder.build().layout` (check its errors first).
    ///
    /// ```swift
    /// let built = builder.build()
    /// let result = try store.apply(built.layout, message: "taller header", author: "ada")
    /// ```
    ///
    /// - Parameters:
    ///   - expectHead: refuse unless the document's head is this revision (0: no revision yet).
    ///   - dryRun: compute and report the change, write nothing.
    ///   - allowConflicts: store the revision even when required constraints conflict.
    ///   - time: the revision's time (now by default).
    /// - Throws: ``StoreError/invalidLayout(_:)`` when `layout` is not a whole
    ///   state (a view or parent not declared, a cycle, a reserved name, a
    ///   view or canvas name that is not a name of the language, a key with
    ///   a control character, a number out of range; every problem, nothing
    ///   written), ``StoreError/invalidName(_:what:from:reason:)`` (a document
    ///   name holding a control character),
    ///   ``StoreError/headMoved(document:expected:actual:)``,
    ///   ``StoreError/unsatisfiable(_:)``, ``StoreError/frameOutOfRange(_:)``,
    ///   ``StoreError/busy(_:)`` and the database errors.
    public func apply(_ layout: Layout, message: String = "", author: String = "", expectHead: Int? = nil,
                      dryRun: Bool = false, allowConflicts: Bool = false, time: Date = Date())
        throws(StoreError) -> ApplyResult {
        if layout.name.isEmpty {
            throw .invalidLayout([.error("the layout has no document name", at: nil)])
        }
        if let reason = PrintableText.nameProblem(layout.name) {
            throw .invalidName(layout.name, what: "document name", from: nil, reason: reason)
        }
        var request = ApplyRequest(files: [], document: layout.name, message: message, author: author,
                                   expectHead: expectHead, dryRun: dryRun, allowConflicts: allowConflicts)
        request.time = time
        var result = try applyRevision(document: layout.name, request: request, reusing: nil, phases: PhaseClock()) { old in
            let outcome = old.adopting(layout)
            guard outcome.errors.isEmpty else { throw StoreError.invalidLayout(outcome.diagnostics) }
            return (outcome.layout, outcome.warnings)
        }
        result.prepared = nil
        return result
    }

    /// An apply's edit of the head's state: the new state and the edit's
    /// warnings, or a ``StoreError/invalidLayout(_:)`` thrown.
    typealias HeadEdit = (Layout) throws -> (layout: Layout, warnings: [Diagnostic])

    /// Writes the revision `edit` makes of the document's head, with the
    /// write lock held for the write only:
    ///
    /// 1. outside the lock (in a read transaction, which never waits for a
    ///    writer), the head and its state are read, edited and solved — or
    ///    `reused` is taken, a dry run's work;
    /// 2. the lock is taken (`BEGIN IMMEDIATE`) and the head read again: if
    ///    it is still the one the work started from, the work is written; if
    ///    it moved meanwhile (another writer committed), an expected head
    ///    refuses, or the edit and the solve are done again on the new head,
    ///    under the lock, so that no other revision can come in between.
    ///
    /// A dry run stops after step 1: it takes no lock at all.
    func applyRevision(document: String, request: ApplyRequest, reusing reused: PreparedRevision?,
                       phases: PhaseClock, edit: @escaping HeadEdit) throws(StoreError) -> ApplyResult {
        var phases = phases
        let prepared: PreparedRevision
        if let reused {
            // The trial did these: they take no time here, and every apply lists every phase.
            for phase in ["read state", "edit", "changes", "solve"] { phases.end(phase) }
            prepared = reused
        } else {
            prepared = try read { db in try self.prepare(db, document: document, edit: edit, phases: &phases) }
        }
        if request.dryRun {
            if let expected = request.expectHead, expected != (prepared.base.number ?? 0) {
                throw .headMoved(document: document, expected: expected, actual: prepared.base.number)
            }
            var result = try record(nil, prepared, document: document, kind: .apply, target: nil, request: request,
                                    phases: &phases)
            result.phases = phases.phases
            result.solvers = nil
            result.prepared = prepared
            return result
        }
        do {
            try failpoint?("solved")
        } catch {
            throw LayoutStore.map(error, path: path)
        }
        return try write(phases) { db, phases in
            let head = try HeadMark.read(db, document)
            if let expected = request.expectHead, expected != (head.number ?? 0) {
                throw StoreError.headMoved(document: document, expected: expected, actual: head.number)
            }
            let work = head == prepared.base ? prepared : try self.prepare(db, document: document, edit: edit,
                                                                             phases: &phases)
            return try self.record(db, work, document: document, kind: .apply, target: nil, request: request,
                                   phases: &phases)
        }
    }

    /// Reads the document's head and its state in `db`, applies `edit` and
    /// prepares the revision (``prepare(base:old:new:warnings:phases:)``).
    func prepare(_ db: Database, document: String, edit: HeadEdit, phases: inout PhaseClock) throws -> PreparedRevision {
        let base = try HeadMark.read(db, document)
        let old = try Self.state(db, document: document, at: nil)
        phases.end("read state")
        let (new, warnings) = try edit(old)
        phases.end("edit")
        return try Self.prepare(base: base, old: old, new: new, warnings: warnings, phases: &phases)
    }

    /// The changes from `old` to `new` and, when there are some, `new` solved
    /// on every canvas, after checking that its numbers are within
    /// ``NumberBounds`` (a state read from a database of an older layoutdb
    /// may hold numbers it accepted and this one does not: they are refused
    /// here, before the solver, naming each).
    static func prepare(base: HeadMark, old: Layout, new: Layout, warnings: [Diagnostic],
                        phases: inout PhaseClock) throws(StoreError) -> PreparedRevision {
        let changes = old.changes(to: new)
        phases.end("changes")
        var prepared = PreparedRevision(base: base, old: old, new: new, warnings: warnings, changes: changes,
                                        canvases: [], solvers: nil)
        if changes.isEmpty { return prepared }
        let problems = new.numberProblems()
        if !problems.isEmpty { throw .invalidLayout(problems) }
        let options = LayoutPass.Options(checksSolverInvariants: false)
        (prepared.canvases, prepared.solvers) = LayoutPass.runKeepingSolvers(new, options: options)
        phases.end("solve")
        return prepared
    }

    /// Solves `new` and writes it as a revision of `kind` on `head` unless
    /// nothing changed, it is a dry run, or it is refused
    /// (``record(_:_:document:kind:target:request:phases:)``). For a
    /// rollback or a restore, inside their transaction.
    func commit(_ db: Database, document: String, head: Int?, old: Layout, new: Layout, kind: RevisionKind, target: Int?,
                request: ApplyRequest, warnings: [Diagnostic], phases: inout PhaseClock) throws -> ApplyResult {
        let work = try Self.prepare(base: HeadMark(number: head, digest: nil), old: old, new: new, warnings: warnings,
                                    phases: &phases)
        return try record(db, work, document: document, kind: kind, target: target, request: request, phases: &phases)
    }

    /// The result of `work`, written as a revision of `kind` in `db` (inside
    /// the caller's transaction) unless nothing changed, `db` is nil or the
    /// request is a dry run. Refused, nothing written, when a frame is out
    /// of range (``OutOfRangeFrame``), or when required constraints conflict
    /// and the request does not allow it.
    func record(_ db: Database?, _ work: PreparedRevision, document: String, kind: RevisionKind, target: Int?,
                request: ApplyRequest, phases: inout PhaseClock) throws(StoreError) -> ApplyResult {
        var result = ApplyResult(document: document, revision: nil, parent: work.base.number, changes: work.changes,
                                 warnings: work.warnings, canvases: work.canvases, layout: work.new)
        result.solvers = work.solvers
        if work.changes.isEmpty { return result }
        if let frame = OutOfRangeFrame.first(in: work.canvases) { throw .frameOutOfRange(frame) }
        if !request.allowConflicts && work.canvases.contains(where: { !$0.unsatisfiable.isEmpty }) {
            throw .unsatisfiable(work.canvases)
        }
        guard let db, !request.dryRun else { return result }
        do {
            result.revision = try RevisionWriter(db: db, failpoint: failpoint).write(
                document: document, head: work.base.number, old: work.old, new: work.new, changes: work.changes,
                canvases: work.canvases, kind: kind, target: target, time: request.time,
                author: request.author, message: request.message)
        } catch let error as StoreError {
            throw error
        } catch {
            throw LayoutStore.map(error, path: path)
        }
        phases.end("write")
        return result
    }

    /// Runs `body` in a `BEGIN IMMEDIATE` transaction (the write lock is taken
    /// first, so two writers run one after the other), committing only when it
    /// returns and the result is not a dry run or a no-op. The body's phases,
    /// then the commit or rollback, are timed on `phases` and the result
    /// carries them. Under the lock and before the body, the path must still
    /// name the file the store opened (``checkStillNamesItsFile()``). A file
    /// the store created turns WAL on once its first revision is committed.
    ///
    /// Releasing the solvers of a large layout frees tens of thousands of
    /// small blocks (2–5 ms for 8000 constraints). Once the transaction has
    /// ended nothing waits on them: a background task releases them while
    /// the caller reports (a command-line process that exits first never
    /// pays for it). Before the commit that would slow the write, whose
    /// allocations would contend with the freeing.
    func write(_ phases: PhaseClock = PhaseClock(), _ body: @escaping (Database, inout PhaseClock) throws -> ApplyResult)
        throws(StoreError) -> ApplyResult {
        do {
            var result: ApplyResult?
            var clock = phases
            try queue.writeWithoutTransaction { db in
                try db.inTransaction(.immediate) {
                    try self.checkStillNamesItsFile()
                    let value = try body(db, &clock)
                    result = value
                    return value.revision == nil ? .rollback : .commit
                }
            }
            guard var result else { throw StoreError.database(path: path, message: "no result", sql: nil) }
            clock.end(result.revision == nil ? "rollback" : "commit")
            if result.revision != nil {
                // A file this store created holds a revision now: it is a database like any other.
                try? keepCreatedFile()
            }
            result.phases = clock.phases
            result.solvers?.releaseInBackground()
            result.solvers = nil
            return result
        } catch let error as StoreError {
            throw error
        } catch {
            throw LayoutStore.map(error, path: path)
        }
    }
}

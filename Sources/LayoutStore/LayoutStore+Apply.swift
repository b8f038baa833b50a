import Foundation
import GRDB
import LayoutModel

/// What `apply` is asked to do.
public struct ApplyRequest: Sendable {
    /// The files, in order: name (for diagnostics) and text.
    public var files: [(file: String, text: String)]
    /// `--doc`: the document (must agree with the files' `layout` statement).
    public var document: String?
    /// The revision's message.
    public var message: String
    /// The revision's author.
    public var author: String
    /// `--expect-head`: refuse unless the document's head is this revision (0: no revision yet).
    public var expectHead: Int?
    /// Compute and report the change, write nothing.
    public var dryRun = false
    /// An `update` that finds no similar constraint is an error (`--strict-update`) instead of an addition.
    public var strictUpdate = false
    /// Store a revision whose required constraints conflict (the solver's relaxation is stored).
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
    /// The document applied to (from `--doc`, the files' `layout` statement or the first file's name).
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
    /// How long each phase took, in order (`apply --timings`, for
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
    /// - Throws: ``StoreError/invalidLayout(_:)`` (nothing written, every
    ///   diagnostic), ``StoreError/invalidName(_:what:from:reason:)`` (a document
    ///   name, from `document` or the first file's name, holding a control
    ///   character), ``StoreError/documentMismatch(file:fileDocument:option:)``,
    ///   ``StoreError/headMoved(document:expected:actual:)``,
    ///   ``StoreError/unsatisfiable(_:)``, ``StoreError/busy(_:)`` and the database errors.
    public func apply(_ request: ApplyRequest) throws(StoreError) -> ApplyResult {
        try apply(request, reusing: nil)
    }

    /// ``apply(_:)``, taking the parse, edit and solve of `trial` (a dry run
    /// of the same request) instead of doing them again when the document's
    /// head is still the state the trial started from. The command line's
    /// first apply tries the request on an empty store in memory before it
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
        if let option = request.document, let named = parsed.documentName, option != named {
            throw .documentMismatch(file: firstFile, fileDocument: named, option: option)
        }
        let document = request.document ?? parsed.documentName ?? LayoutFile.documentName(forFile: firstFile)
        if let reason = PrintableText.nameProblem(document) {
            let source = request.document != nil ? nil : parsed.documentName != nil ? "the 'layout' statement"
                : "the file name '\(PrintableText.escaped(firstFile))'"
            throw .invalidName(document, what: "document name", from: source, reason: reason)
        }
        return try write(phases) { db, phases in
            let head = try Self.head(db, document)
            if let expected = request.expectHead, expected != (head ?? 0) {
                throw StoreError.headMoved(document: document, expected: expected, actual: head)
            }
            let old = try Self.state(db, document: document, at: nil)
            phases.end("read state")
            if let tried, tried.startsFrom(old) {
                phases.end("edit")
                var result = try self.commit(db, document: document, head: head, old: old, new: tried.new, kind: .apply,
                                             target: nil, request: request, warnings: tried.warnings,
                                             solved: (tried.changes, tried.canvases), phases: &phases)
                result.solvers = tried.solvers
                return result
            }
            let outcome = old.applying(parsed.edits, options: EditOptions(strictUpdate: request.strictUpdate))
            phases.end("edit")
            guard outcome.errors.isEmpty else { throw StoreError.invalidLayout(parsed.diagnostics + outcome.diagnostics) }
            let warnings = (parsed.diagnostics + outcome.diagnostics).filter { $0.severity == .warning }
            var result = try self.commit(db, document: document, head: head, old: old, new: outcome.layout, kind: .apply,
                                         target: nil, request: request, warnings: warnings, phases: &phases)
            if request.dryRun && !result.changes.isEmpty {
                // The solvers go with the trial: the apply that takes it releases them.
                result.trial = ApplyTrial(request: request, parsed: parsed, old: old, new: outcome.layout,
                                          warnings: warnings, changes: result.changes, canvases: result.canvases,
                                          solvers: result.solvers)
                result.solvers = nil
            }
            return result
        }
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
    ///   a control character, an invalid number; every problem, nothing
    ///   written), ``StoreError/invalidName(_:what:from:reason:)`` (a document
    ///   name holding a control character),
    ///   ``StoreError/headMoved(document:expected:actual:)``,
    ///   ``StoreError/unsatisfiable(_:)``, ``StoreError/busy(_:)`` and the database errors.
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
        let document = layout.name
        return try write { db, phases in
            let head = try Self.head(db, document)
            if let expected = expectHead, expected != (head ?? 0) {
                throw StoreError.headMoved(document: document, expected: expected, actual: head)
            }
            let old = try Self.state(db, document: document, at: nil)
            phases.end("read state")
            let outcome = old.adopting(layout)
            phases.end("edit")
            guard outcome.errors.isEmpty else { throw StoreError.invalidLayout(outcome.diagnostics) }
            return try self.commit(db, document: document, head: head, old: old, new: outcome.layout, kind: .apply,
                                   target: nil, request: request, warnings: outcome.warnings, phases: &phases)
        }
    }

    /// Solves `new` and writes it as a revision of `kind` unless nothing changed,
    /// it is a dry run, or it conflicts without `allowConflicts`; the phases
    /// after the edit are timed on `phases`. With `solved`, the changes from
    /// `old` to `new` and `new` solved are a trial's (``ApplyTrial``).
    func commit(_ db: Database, document: String, head: Int?, old: Layout, new: Layout, kind: RevisionKind, target: Int?,
                request: ApplyRequest, warnings: [Diagnostic],
                solved: (changes: LayoutChanges, canvases: [CanvasLayout])? = nil,
                phases: inout PhaseClock) throws -> ApplyResult {
        let changes = solved?.changes ?? old.changes(to: new)
        phases.end("changes")
        let options = LayoutPass.Options(checksSolverInvariants: false)
        var result = ApplyResult(document: document, revision: nil, parent: head, changes: changes, warnings: warnings,
                                 canvases: [], layout: new)
        if changes.isEmpty { return result }
        if let solved {
            result.canvases = solved.canvases
        } else {
            (result.canvases, result.solvers) = LayoutPass.runKeepingSolvers(new, options: options)
        }
        phases.end("solve")
        if !request.allowConflicts && result.canvases.contains(where: { !$0.unsatisfiable.isEmpty }) {
            throw StoreError.unsatisfiable(result.canvases)
        }
        if request.dryRun { return result }
        result.revision = try RevisionWriter(db: db, failpoint: failpoint).write(
            document: document, head: head, old: old, new: new, changes: changes, canvases: result.canvases,
            kind: kind.rawValue, target: target, time: request.time, author: request.author, message: request.message)
        phases.end("write")
        return result
    }

    /// Runs `body` in a `BEGIN IMMEDIATE` transaction (the write lock is taken
    /// first, so two writers run one after the other), committing only when it
    /// returns and the result is not a dry run or a no-op. The body's phases,
    /// then the commit or rollback, are timed on `phases` and the result
    /// carries them.
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
                    let value = try body(db, &clock)
                    result = value
                    return value.revision == nil ? .rollback : .commit
                }
            }
            guard var result else { throw StoreError.database(path: path, message: "no result", sql: nil) }
            clock.end(result.revision == nil ? "rollback" : "commit")
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

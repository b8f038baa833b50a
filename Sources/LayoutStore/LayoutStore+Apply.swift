import Foundation
import GRDB
import LayoutModel

/// What `apply` is asked to do.
public struct ApplyRequest: Sendable {
    /// The files, in order: name (for diagnostics) and text.
    public var files: [(file: String, text: String)]
    /// `--doc`: the document (must agree with the files' `layout` statement).
    public var document: String?
    public var message: String
    public var author: String
    /// `--expect-head`: refuse unless the document's head is this revision (0: no revision yet).
    public var expectHead: Int?
    /// Compute and report the change, write nothing.
    public var dryRun = false
    public var strictUpdate = false
    /// Store a revision whose required constraints conflict (the solver's relaxation is stored).
    public var allowConflicts = false
    /// The revision's time (now by default).
    public var time = Date()

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
    public var document: String
    /// The new revision; nil when nothing was written (no change, or a dry run).
    public var revision: Int?
    /// The document's head before.
    public var parent: Int?
    public var changes: LayoutChanges
    public var warnings: [Diagnostic]
    /// The new state's layout on every canvas.
    public var canvases: [CanvasLayout]
    public var layout: Layout
    /// How long each phase took, in order (`apply --timings`): parse, read
    /// state, edit, changes, solve, write, commit; the phases not reached are
    /// missing (no write for a dry run or no change).
    public var phases: [(phase: String, duration: Duration)] = []
    /// The layout pass's model and solvers, kept until the transaction has
    /// committed (see ``LayoutStore/apply(_:)``).
    var solvers: SolverRetention?
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
    ///   diagnostic), ``StoreError/documentMismatch(file:fileDocument:option:)``,
    ///   ``StoreError/headMoved(document:expected:actual:)``,
    ///   ``StoreError/unsatisfiable(_:)``, ``StoreError/busy(_:)`` and the database errors.
    public func apply(_ request: ApplyRequest) throws(StoreError) -> ApplyResult {
        var phases = PhaseClock()
        // The work of a dry run of the same request just before, if any (``DryRun``).
        let tried = request.dryRun ? nil : DryRun.take(matching: request)
        let parsed = tried?.parsed ?? LayoutFile.parse(request.files)
        phases.end("parse")
        if parsed.diagnostics.contains(where: { $0.severity == .error }) { throw .invalidLayout(parsed.diagnostics) }
        let firstFile = request.files.first?.file ?? "layout"
        if let option = request.document, let named = parsed.documentName, option != named {
            throw .documentMismatch(file: firstFile, fileDocument: named, option: option)
        }
        let document = request.document ?? parsed.documentName ?? LayoutFile.documentName(forFile: firstFile)
        var result = try write(phases) { db, phases in
            let head = try Self.head(db, document)
            if let expected = request.expectHead, expected != (head ?? 0) {
                throw StoreError.headMoved(document: document, expected: expected, actual: head)
            }
            let old = try Self.state(db, document: document, at: nil)
            phases.end("read state")
            if let tried, tried.startsFrom(old) {
                phases.end("edit")
                var result = try self.commit(db, document: document, head: head, old: old, new: tried.new, kind: "apply",
                                             target: nil, request: request, warnings: tried.warnings,
                                             solved: (tried.changes, tried.canvases), phases: &phases)
                result.solvers = tried.solvers
                return result
            }
            let outcome = old.applying(parsed.edits, options: EditOptions(strictUpdate: request.strictUpdate))
            phases.end("edit")
            guard outcome.errors.isEmpty else { throw StoreError.invalidLayout(parsed.diagnostics + outcome.diagnostics) }
            let warnings = (parsed.diagnostics + outcome.diagnostics).filter { $0.severity == .warning }
            var result = try self.commit(db, document: document, head: head, old: old, new: outcome.layout, kind: "apply",
                                         target: nil, request: request, warnings: warnings, phases: &phases)
            if request.dryRun && !result.changes.isEmpty {
                DryRun.keep(DryRun(files: request.files, documentOption: request.document,
                                   strictUpdate: request.strictUpdate, parsed: parsed, old: old, new: outcome.layout,
                                   warnings: warnings, changes: result.changes, canvases: result.canvases,
                                   solvers: result.solvers))
                result.solvers = nil
            }
            return result
        }
        // Releasing the solvers of a large layout frees tens of thousands of
        // small blocks (2–5 ms for 8000 constraints). Once the revision is
        // committed nothing waits on them: a background task releases them
        // while the caller reports (a command-line process that exits first
        // never pays for it). Before the commit that would slow the write,
        // whose allocations would contend with the freeing.
        result.solvers?.releaseInBackground()
        result.solvers = nil
        return result
    }

    /// Solves `new` and writes it as a revision of `kind` unless nothing changed,
    /// it is a dry run, or it conflicts without `allowConflicts`.
    func commit(_ db: Database, document: String, head: Int?, old: Layout, new: Layout, kind: String, target: Int?,
                request: ApplyRequest, warnings: [Diagnostic]) throws -> ApplyResult {
        var phases = PhaseClock()
        return try commit(db, document: document, head: head, old: old, new: new, kind: kind, target: target,
                          request: request, warnings: warnings, phases: &phases)
    }

    /// ``commit(_:document:head:old:new:kind:target:request:warnings:)``, timing its phases on `phases`;
    /// with `solved`, the changes from `old` to `new` and `new` solved, as a dry run found them.
    func commit(_ db: Database, document: String, head: Int?, old: Layout, new: Layout, kind: String, target: Int?,
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
            document: document, head: head, old: old, new: new, changes: changes, canvases: result.canvases, kind: kind,
            target: target,
            time: request.time, author: request.author, message: request.message)
        phases.end("write")
        return result
    }

    /// Runs `body` in a `BEGIN IMMEDIATE` transaction (the write lock is taken
    /// first, so two writers run one after the other), committing only when it
    /// returns and the result is not a dry run or a no-op.
    func write(_ body: @escaping (Database) throws -> ApplyResult) throws(StoreError) -> ApplyResult {
        try write(PhaseClock()) { db, _ in try body(db) }
    }

    /// ``write(_:)`` timing its phases on `phases` (the body's, then the
    /// commit or rollback), which the result carries.
    func write(_ phases: PhaseClock, _ body: @escaping (Database, inout PhaseClock) throws -> ApplyResult)
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
            guard var result else { throw StoreError.database(path, DatabaseError(message: "no result")) }
            clock.end(result.revision == nil ? "rollback" : "commit")
            result.phases = clock.phases
            return result
        } catch let error as StoreError {
            throw error
        } catch {
            throw LayoutStore.map(error, path: path)
        }
    }
}

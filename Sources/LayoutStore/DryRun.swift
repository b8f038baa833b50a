import Foundation
import LayoutModel

/// What the latest dry run of the process computed, for an apply of the same
/// request that follows it on the same state.
///
/// `layoutdb apply` on a database that does not exist yet first tries the
/// request as a dry run on an empty store in memory (a failing command must
/// not create the file), then applies it to the new file: the second apply
/// parsed, edited and solved the same files again, a quarter of the first
/// apply of a 10 000-view document (tools/bench-store-first-apply.md).
/// Parsing, editing and solving depend only on the files, the document
/// option, `strictUpdate` and the starting state, so an apply that matches
/// the latest dry run on all of them takes that work as it was; whether it
/// conflicts is still decided by its own `allowConflicts`. Any apply drops
/// the dry run it finds, matching or not.
struct DryRun: Sendable {
    var files: [(file: String, text: String)]
    var documentOption: String?
    var strictUpdate: Bool
    var parsed: ParseResult
    /// The state the edits were applied to, and what they made of it.
    var old: Layout
    var new: Layout
    var warnings: [Diagnostic]
    var changes: LayoutChanges
    var canvases: [CanvasLayout]
    /// The layout pass's model and solvers: the apply that takes the dry run
    /// releases them once it has committed, as it does its own.
    var solvers: SolverRetention?

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

    private final class Latest: @unchecked Sendable {
        let lock = NSLock()
        var run: DryRun?
    }

    private static let latest = Latest()

    /// Keeps `run` as the latest dry run (in place of any other).
    static func keep(_ run: DryRun) {
        let replaced = latest.lock.withLock { () -> DryRun? in
            defer { latest.run = run }
            return latest.run
        }
        replaced?.solvers?.releaseInBackground()
    }

    /// The latest dry run if it matches `request`; either way it is dropped.
    static func take(matching request: ApplyRequest) -> DryRun? {
        let run = latest.lock.withLock { () -> DryRun? in
            defer { latest.run = nil }
            return latest.run
        }
        guard let run, run.matches(request) else {
            run?.solvers?.releaseInBackground()
            return nil
        }
        return run
    }
}

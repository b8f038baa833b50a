import Foundation

/// An apply to the database at a path (``LayoutStore/apply(_:toDatabaseAt:)``),
/// with what the package's command line reports beyond the result. Visible to
/// the package's command line only.
package struct PathApply {
    /// What the apply did.
    package var result: ApplyResult
    /// The store the apply wrote through, kept open for the caller's report
    /// (closing it is when SQLite copies the write-ahead log back); nil when
    /// no database was opened: the path held none and the apply would have
    /// written nothing (no change, or a dry run).
    package var store: LayoutStore?
    /// How long opening (or creating) the database took; nil when none was opened.
    package var openDuration: Duration?
    /// When the apply ended, for the time the report and the close take.
    package var applied: ContinuousClock.Instant
}

extension LayoutStore {
    /// Applies `request` to the database at `path`, creating the database
    /// when it is missing — only when the apply writes a revision: an apply
    /// that changes nothing, a dry run or a refusal on a path that holds no
    /// database leaves no file behind.
    ///
    /// On a missing database the request is first tried as a dry run on an
    /// empty store in memory; the file is created only when that trial
    /// would write a revision, and the apply to the new file takes the
    /// trial's parse, edit and solve when its state is still the empty one
    /// tried. Should the write fail all the same (a full disk), the file is
    /// removed again under the rules of ``removeCreatedFileIfEmpty()``: only
    /// the file this call created, still holding no revision
    /// (docs/schema.md, "Refusals: nothing written"). On a database that
    /// exists this is ``open(path:create:)`` and ``apply(_:)``.
    ///
    /// - Throws: the errors of ``open(path:create:)`` and of ``apply(_:)``.
    public static func apply(_ request: ApplyRequest, toDatabaseAt path: String) throws(StoreError) -> ApplyResult {
        try apply(request, toDatabaseAt: path) { error, _ in error }.result
    }

    /// ``apply(_:toDatabaseAt:)``, with the store it wrote through and its
    /// timings; a failure is handed to `failure` with the store opened, if
    /// any, before a file this call created is removed again (the command
    /// line reads the head of a refused apply there), and what it returns is
    /// thrown.
    package static func apply<Failure: Error>(
        _ request: ApplyRequest, toDatabaseAt path: String,
        failure: (StoreError, LayoutStore?) -> Failure
    ) throws(Failure) -> PathApply {
        // The trial's parse, edit and solve are taken by the apply to the new
        // file when its state is still the empty one tried (not done twice).
        var trial: ApplyTrial?
        if !FileManager.default.fileExists(atPath: path) {
            var tried = request
            tried.dryRun = true
            do {
                let result = try LayoutStore.inMemory().apply(tried)
                if result.changes.isEmpty || request.dryRun {
                    return PathApply(result: result, store: nil, openDuration: nil, applied: ContinuousClock.now)
                }
                trial = result.trial
            } catch {
                throw failure(error, nil)
            }
        }
        let clock = ContinuousClock()
        let start = clock.now
        let store: LayoutStore
        do {
            store = try LayoutStore.open(path: path, create: true)
        } catch {
            throw failure(error, nil)
        }
        let opened = clock.now
        do {
            let result = try store.apply(request, reusing: trial)
            return PathApply(result: result, store: store, openDuration: opened - start, applied: clock.now)
        } catch {
            let thrown = failure(error, store)
            // A first apply whose write failed (a full disk, say) takes back the file it created.
            _ = store.removeCreatedFileIfEmpty()
            throw thrown
        }
    }
}

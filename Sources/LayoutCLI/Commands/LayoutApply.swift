import Foundation
import LayoutModel
import LayoutStore

/// An apply of layout texts to the database as `layoutdb apply` makes and
/// reports it: the request made from the options, the store's
/// ``LayoutStore/apply(_:toDatabaseAt:)``, the report printed, and the
/// failures thrown for ``CommandFailure/report(_:to:)`` (docs/cli.md, "apply").
/// `layoutdb apply` applies the files it reads; `layoutdb-import --apply`
/// the draft it made, named `<stdin>` (docs/import.md).
package struct LayoutApply {
    /// The layout texts, applied in order: each with the name its diagnostics give.
    package var files: [(file: String, text: String)]
    /// `--doc`; nil for the files' `layout` statement, else the first file's name.
    package var document: String?
    /// The revision's options.
    package var options: ApplyOptions
    /// The database.
    package var store: StoreOptions
    /// `--strict-update`: an update that finds no similar constraint is an error.
    package var strictUpdate = false
    /// `--allow-conflicts`: the revision is stored even when required constraints conflict.
    package var allowConflicts = false
    /// The hidden `--timings`: each phase's time on standard error.
    var timings = false

    /// The apply of `files` to `document` with `options`, to the database of `store`.
    package init(files: [(file: String, text: String)], document: String?, options: ApplyOptions,
                 store: StoreOptions) {
        self.files = files
        self.document = document
        self.options = options
        self.store = store
    }

    private var meta: RevisionMetaOptions { options.meta }

    /// Applies the files as one revision and prints its report in `context`.
    ///
    /// Nothing of a failed apply is written, not even a new database: the
    /// store's ``LayoutStore/apply(_:toDatabaseAt:)`` creates the file only
    /// when the apply writes a revision, and removes it again when that
    /// write fails (docs/schema.md).
    /// - Throws: the store's ``StoreError`` (an unsatisfiable apply as
    ///   ``UnsatisfiableRefusal``, with the head it was applied on), and
    ///   ``LostReport`` when a revision was written but its report could not be printed.
    package func run(in context: CommandContext) throws {
        // The default message names the files as diagnostics do: standard input as `<stdin>`.
        let named = files.map(\.file).joined(separator: " ")
        var request = ApplyRequest(files: files, document: document, message: meta.message ?? named,
                                   author: context.author(meta.author), expectHead: options.expectHead,
                                   dryRun: meta.dryRun, strictUpdate: strictUpdate, allowConflicts: allowConflicts)
        request.time = context.now()
        let database = context.databasePath(store.db)
        let result: ApplyResult
        let openDuration: Duration
        let applied: ContinuousClock.Instant
        do {
            // The store creates no file for an apply that would write nothing.
            let done = try LayoutStore.apply(request, toDatabaseAt: database) { error, store in
                store.map { refusal(error, store: $0) } ?? error
            }
            result = done.result
            guard let store = done.store, let opening = done.openDuration else { return try report(result, in: context) }
            (openDuration, applied) = (opening, done.applied)
            // The store is closed after the report, not before (closing is
            // when SQLite copies the write-ahead log back into the database).
            // The report of a revision written says so even when it cannot be printed.
            try withExtendedLifetime(store) { try context.report(written: written(result)) { try report(result, in: context) } }
        }
        if timings {
            try context.report(written: written(result)) {
                try context.stderr.line("timing: open \(milliseconds(openDuration)) ms")
                try context.stderr.line("timing: report and close \(milliseconds(ContinuousClock.now - applied)) ms")
            }
        }
    }

    /// What an apply wrote, as a clause (`revision 4 of login was written`);
    /// nil when it wrote nothing (no change, a dry run).
    private func written(_ result: ApplyResult) -> String? {
        guard let revision = result.revision, !result.changes.isEmpty else { return nil }
        return "revision \(revision) of \(result.document) was written"
    }

    /// What to throw for a failed apply: an unsatisfiable one with the head
    /// it was applied on (to point a `make` contradicting a similar stored
    /// constraint at `update`), any other error as it is.
    private func refusal(_ error: StoreError, store: LayoutStore) -> any Error {
        guard case .unsatisfiable(let canvases) = error else { return error }
        let name = document ?? (try? CommandContext.documentName(of: files))
        return UnsatisfiableRefusal(canvases: canvases, stored: name.flatMap { try? store.state(document: $0) })
    }

    /// Prints the summary line, the changes and the warnings of an apply that
    /// succeeded: the edits' warnings, conflicts stored anyway, ambiguous views.
    func report(_ result: ApplyResult, in context: CommandContext) throws {
        if timings {
            for (phase, duration) in result.phases { try context.stderr.line("timing: \(phase) \(milliseconds(duration)) ms") }
            for canvas in result.canvases {
                try context.stderr.line("timing: canvas \(canvas.canvas.name) \(milliseconds(canvas.solveDuration)) ms "
                                        + "(\(canvas.wasReSolved ? "re-solve" : "fresh"))")
            }
        }
        for warning in result.warnings { try context.stderr.line(PrintableText.escaped(warning.description)) }
        try NewRevisionOutput.warnings(result, in: context)
        if meta.json.enabled {
            return try context.stdout.line(NewRevisionOutput.json(result, kind: "apply", target: nil, dryRun: meta.dryRun)
                .rendered())
        }
        if result.changes.isEmpty {
            try context.stdout.line("no change: nothing written")
            return
        }
        let kind = "(apply)"
        if let revision = result.revision {
            try context.stdout.line("revision \(revision) of \(result.document): \(result.changes.summary) \(kind)")
        } else {
            try context.stdout.line("dry run on \(result.document)"
                                    + (result.parent.map { " (head \($0))" } ?? " (no revision yet)")
                                    + ": \(result.changes.summary) \(kind)")
        }
        if !meta.quiet { for line in ChangesOutput.lines(result.changes) { try context.stdout.line("  " + line) } }
        if result.revision == nil { try context.stdout.line("dry run: nothing written") }
    }
}

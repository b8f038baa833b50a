import Foundation
import LayoutStore

/// What the verbs that make a revision from an earlier one (`rollback`,
/// `restore`) share: they open the database, resolve the revision named,
/// write the new revision and print it as `apply` does.
enum NewRevision {
    /// Opens the database of `store`, resolves `revision` (a number, HEAD or
    /// HEAD~N of `--doc`'s document), makes the new revision with
    /// `write(store, number, author, time)` and prints it with the kind
    /// `VERB number`, or as JSON with `--json` (``NewRevisionOutput``); an
    /// output failure after the write is ``LostReport``.
    static func make(_ verb: String, revision: String, meta: RevisionMetaOptions, document: DocumentOptions,
                     store: StoreOptions, in context: CommandContext,
                     _ write: (LayoutStore, Int, _ author: String, _ time: Date) throws -> ApplyResult) throws {
        let opened = try LayoutStore.open(path: context.databasePath(store.db))
        let selected = try RevisionSelection.revision(revision, document: document.doc, in: opened, verb: verb)
        let result = try write(opened, selected.number, context.author(meta.author), context.now())
        // The report of a revision written says so even when it cannot be printed.
        let written = result.revision.flatMap { result.changes.isEmpty ? nil : "revision \($0) of \(result.document) was written" }
        try context.report(written: written) {
            if meta.json.enabled {
                try NewRevisionOutput.warnings(result, in: context)
                try context.stdout.line(NewRevisionOutput.json(result, kind: verb, target: selected.number,
                                                               dryRun: meta.dryRun).rendered())
            } else {
                try NewRevisionOutput.report(result, kind: "\(verb) \(selected.number)", quiet: meta.quiet,
                                             dryRun: meta.dryRun, in: context)
            }
        }
    }
}

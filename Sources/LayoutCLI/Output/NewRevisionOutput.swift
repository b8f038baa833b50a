import LayoutStore

/// What `rollback` and `restore` print for the revision they wrote, as
/// `apply` does: the summary line with the kind and its target, the changes
/// one a line, the warnings of conflicting constraints stored anyway.
///
/// ```
/// revision 4 of login: +0 -0 ~1 constraints (rollback 2)
///   ~ header.height == 96 → header.height == 80
/// ```
enum NewRevisionOutput {
    /// Prints the report of `result`, a revision of `kind` (`rollback 2`,
    /// `restore 1`); `no change: nothing written` when it changed nothing. A
    /// dry run says `dry run on DOC (head N): …` and ends with `dry run: nothing written`, as `apply`'s.
    static func report(_ result: ApplyResult, kind: String, quiet: Bool, dryRun: Bool = false,
                       in context: CommandContext) throws {
        for line in UnsatisfiableOutput.lines(result.canvases, severity: .warning) { try context.stderr.line(line) }
        if result.changes.isEmpty {
            try context.stdout.line("no change: nothing written")
            return
        }
        if let revision = result.revision {
            try context.stdout.line("revision \(revision) of \(result.document): \(result.changes.summary) (\(kind))")
        } else {
            try context.stdout.line("dry run on \(result.document)" + (result.parent.map { " (head \($0))" } ?? "")
                                    + ": \(result.changes.summary) (\(kind))")
        }
        if !quiet { for line in ChangesOutput.lines(result.changes) { try context.stdout.line("  " + line) } }
        if result.revision == nil { try context.stdout.line("dry run: nothing written") }
    }
}

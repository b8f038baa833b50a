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
    /// `restore 1`); `no change: nothing written` when it changed nothing.
    static func report(_ result: ApplyResult, kind: String, quiet: Bool, in context: CommandContext) throws {
        for line in UnsatisfiableOutput.lines(result.canvases, severity: .warning) { try context.stderr.line(line) }
        guard let revision = result.revision, !result.changes.isEmpty else {
            try context.stdout.line("no change: nothing written")
            return
        }
        try context.stdout.line("revision \(revision) of \(result.document): \(result.changes.summary) (\(kind))")
        if !quiet { for line in ChangesOutput.lines(result.changes) { try context.stdout.line("  " + line) } }
    }
}

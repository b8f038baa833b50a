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
    /// The report of `result`, a revision of `kind` (`rollback 2`, `restore 1`);
    /// `no change: nothing written` when it changed nothing.
    static func report(_ result: ApplyResult, kind: String, quiet: Bool) -> CommandOutput {
        var output = CommandOutput()
        for line in UnsatisfiableOutput.lines(result.canvases, severity: .warning) { output.err(line) }
        guard let revision = result.revision, !result.changes.isEmpty else {
            output.out("no change: nothing written")
            return output
        }
        output.out("revision \(revision) of \(result.document): \(result.changes.summary) (\(kind))")
        if !quiet { for line in ChangesOutput.lines(result.changes) { output.out("  " + line) } }
        return output
    }
}

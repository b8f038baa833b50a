import LayoutModel
import LayoutStore

/// What the verbs that write a revision (`apply`, `rollback`, `restore`)
/// print for it. `rollback` and `restore` print as `apply` does: the summary
/// line with the kind and its target, the changes one a line.
///
/// ```
/// revision 4 of login: +0 -0 ~1 constraints (rollback 2)
///   ~ header.height == 96 → header.height == 80
/// ```
///
/// With `--json`, all three print ``json(_:kind:target:dryRun:)``.
enum NewRevisionOutput {
    /// Prints the report of `result`, a revision of `kind` (`rollback 2`,
    /// `restore 1`); `no change: nothing written` when it changed nothing. A
    /// dry run says `dry run on DOC (head N): …` and ends with `dry run: nothing written`, as `apply`'s.
    static func report(_ result: ApplyResult, kind: String, quiet: Bool, dryRun: Bool = false,
                       in context: CommandContext) throws {
        try warnings(result, in: context)
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

    /// Prints on standard error what was stored in spite of it: the
    /// unsatisfiable sets (`--allow-conflicts`, `--force`), then the ambiguous
    /// views, one line per view with its canvases (``AmbiguousOutput``).
    static func warnings(_ result: ApplyResult, in context: CommandContext) throws {
        for line in UnsatisfiableOutput.lines(result.canvases, severity: .warning) {
            try context.stderr.line(PrintableText.escaped(line))  // places name files
        }
        // Stored all the same (docs/semantics.md, Ambiguity); `check` fails on them.
        for line in AmbiguousOutput.lines(result.canvases) { try context.stderr.line(line) }
        for line in FitOutput.lines(result.canvases) { try context.stderr.line(line) }
    }

    /// The JSON of a revision written (or not) by a verb (docs/cli.md, "The
    /// JSON of a new revision"): the document, the revision written (null
    /// when nothing was: no change, or a dry run), its parent, kind and target,
    /// whether it was a dry run, the changes (as `diff --json` writes them),
    /// the warnings of the files' edits with their places, and the
    /// unsatisfiable sets stored anyway (`--allow-conflicts`, `--force`), and
    /// the ambiguous views stored with it, per canvas and view.
    static func json(_ result: ApplyResult, kind: String, target: Int?, dryRun: Bool) -> JSONValue {
        let written = result.changes.isEmpty ? nil : result.revision
        return .output([
            ("document", .string(result.document)),
            ("revision", .int(written)),
            ("parent", .int(result.parent)),
            ("kind", .string(kind)),
            ("target", .int(target)),
            ("dryRun", .bool(dryRun)),
            ("changes", DiffOutput.changesJSON(result.changes)),
            ("warnings", .array(result.warnings.map { warning in
                .object([
                    ("message", .string(warning.message)),
                    ("location", .string(orNull: warning.location?.description)),
                ])
            })),
            ("unsatisfiable", UnsatisfiableOutput.json(result.canvases)),
            ("ambiguous", AmbiguousOutput.json(result.canvases)),
        ])
    }
}

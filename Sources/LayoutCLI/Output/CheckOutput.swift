import LayoutModel

/// The findings of `check`, one line each like a compiler's diagnostics,
/// then a summary line; or JSON.
///
/// ```
/// u.layout:3:10: error: unsatisfiable on canvas 'default': 'a.width == 200' cannot hold together with the others (a.width == 100; a.width == 200)
/// error: ambiguous on canvas 'default': view 'b' is ambiguous: y, height free
/// u.layout:4:10: warning: duplicate: 'c.width == 10' repeats 'c.width == 10'
/// check of 'u.layout': 2 errors, 1 warning
/// ```
enum CheckOutput {
    /// `[FILE:LINE:COL: ]SEVERITY: KIND[ on canvas 'C' | on canvases 'C1', 'C2']: MESSAGE`,
    /// with an unsatisfiable set's constraints in parentheses; `canvases`
    /// are those the same finding was made on (default: its own).
    static func line(_ f: CheckFinding, canvases: [String]? = nil) -> String {
        var text = (f.location.map { "\($0): " } ?? "") + "\(f.severity.rawValue): \(f.kind)"
        let names = canvases ?? f.canvas.map { [$0] } ?? []
        if !names.isEmpty { text += " on " + UnsatisfiableOutput.canvasList(names) }
        text += ": " + f.message
        if f.kind == .unsatisfiable, !f.constraints.isEmpty {
            // The sizes rule by its name, as the solve's report lists it.
            let listed = f.constraints.map { line in OneLine.ruleName(inLine: line).map { "rule: " + $0 } ?? line }
            text += " (" + listed.joined(separator: "; ") + ")"
        }
        return PrintableText.escaped(text)  // a place names a file, which may hold a control character
    }

    /// The findings with the same finding on several canvases (the same
    /// conflicting set, the same ambiguous view with the same free values)
    /// made one, with its canvases, in the order first found.
    static func merged(_ findings: [CheckFinding]) -> [(finding: CheckFinding, canvases: [String])] {
        CanvasGroups.grouped(findings.map { (item: $0, canvas: $0.canvas) }) { finding in
            var key = finding
            key.canvas = nil
            return key
        }.map { ($0.item, $0.canvases) }
    }

    /// `check of SUBJECT: N errors, M warnings` (a finding made on several canvases counts once).
    static func summary(_ findings: [CheckFinding], subject: String) -> String {
        let lines = merged(findings)
        let errors = lines.filter { $0.finding.severity == .error }.count
        let warnings = lines.count - errors
        return "check of \(subject): \(count(errors, "error")), \(count(warnings, "warning"))"
    }

    /// `format`, `members` (document, revision, file), then `findings` (each
    /// with the names of the sizes rules of its set, `rules`) and the counts
    /// `errors` and `warnings`.
    static func json(_ findings: [CheckFinding], members: [(String, JSONValue)]) -> JSONValue {
        let errors = findings.filter { $0.severity == .error }.count
        return .output(members + [
            ("findings", .array(findings.map { f in
                .object([
                    ("severity", .string(f.severity.rawValue)),
                    ("kind", .string(f.kind.rawValue)),
                    ("canvas", f.canvas.map { .string($0) } ?? .null),
                    ("message", .string(f.message)),
                    ("constraints", .array(f.constraints.map { .string($0) })),
                    ("location", f.location.map { .string($0.description) } ?? .null),
                    ("rules", .array(f.rules.map { .string($0) })),
                ])
            })),
            ("errors", .int(errors)),
            ("warnings", .int(findings.count - errors)),
        ])
    }

    /// A warning of a file's edits as a finding of the kind its code names
    /// (``Diagnostic/Code``): `update-added` for an update that found no
    /// similar constraint, `duplicate` for a make that repeated one; `edit`
    /// for a warning without a code.
    static func finding(from warning: Diagnostic) -> CheckFinding {
        let kind: CheckFinding.Kind = switch warning.code {
        case .duplicate: .duplicate
        case .updateAdded: .updateAdded
        case nil: .edit
        }
        return CheckFinding(severity: warning.severity, kind: kind, message: warning.message, location: warning.location)
    }

    /// The canvases with each constraint of a stored unsatisfiable set given
    /// the place it was written at, from the same constraint of `layout` (the
    /// store keeps sets as text; constraints not in the layout, such as the
    /// canvas size, have no place).
    static func placingStoredSets(_ canvases: [CanvasLayout], in layout: Layout) -> [CanvasLayout] {
        canvases.map { result in
            var placed = result
            placed.unsatisfiable = result.unsatisfiable.map { set in
                set.map { constraint in
                    var c = constraint
                    guard !c.isSizeRule else { return c }  // the sizes rule is no constraint of the document
                    c.location = layout.constraints.first { $0.constraint == constraint }?.constraint.location
                    return c
                }
            }
            return placed
        }
    }

    private static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}

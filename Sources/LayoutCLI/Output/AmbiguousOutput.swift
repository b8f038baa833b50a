import LayoutModel

/// The ambiguous views of solved canvases as warnings, in the words of
/// `check` (which counts them as errors), one line per view: a view left free
/// the same way on several canvases is one line naming them all, as `check`
/// writes it.
///
/// ```
/// warning: ambiguous on canvases 'phone', 'tablet': view 'badge' is ambiguous: x free
/// ```
enum AmbiguousOutput {
    /// A line per ambiguous view and set of free values, with the canvases it
    /// is ambiguous on that way, in the order first found (canvas, then view).
    static func lines(_ canvases: [CanvasLayout], severity: Diagnostic.Severity = .warning) -> [String] {
        grouped(canvases).map { view, names in
            "\(severity.rawValue): ambiguous on \(UnsatisfiableOutput.canvasList(names)): "
                + "view '\(view.view)' is ambiguous: \(view.free.joined(separator: ", ")) free"
        }
    }

    /// The distinct ambiguous views (a view with the same free values) of all
    /// canvases, in the order first found, each with the canvases it was found on.
    static func grouped(_ canvases: [CanvasLayout]) -> [(view: AmbiguousView, canvases: [String])] {
        let entries = canvases.flatMap { result in result.ambiguous.map { (item: $0, canvas: Optional(result.canvas.name)) } }
        return CanvasGroups.grouped(entries) { $0 }.map { ($0.item, $0.canvases) }
    }

    /// The ambiguous views as JSON, one object per canvas and view (as
    /// `check --json` keeps a finding per canvas), in canvas then view order:
    /// `[{"canvas", "view", "free": [...]}]`.
    static func json(_ canvases: [CanvasLayout]) -> JSONValue {
        .array(canvases.flatMap { result in
            result.ambiguous.map { view in
                .object([
                    ("canvas", .string(result.canvas.name)),
                    ("view", .string(view.view)),
                    ("free", .array(view.free.map { .string($0) })),
                ])
            }
        })
    }
}

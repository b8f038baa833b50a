import LayoutModel

/// The ambiguous views of solved canvases as warnings, in the words of
/// `check` (which counts them as errors), one line per view and canvas:
///
/// ```
/// warning: ambiguous on canvas 'phone': view 'badge' is ambiguous: x free
/// ```
enum AmbiguousOutput {
    /// A line per ambiguous view of every canvas, in canvas then view order.
    static func lines(_ canvases: [CanvasLayout], severity: Diagnostic.Severity = .warning) -> [String] {
        canvases.flatMap { result in
            result.ambiguous.map { view in
                "\(severity.rawValue): ambiguous on canvas '\(result.canvas.name)': "
                    + "view '\(view.view)' is ambiguous: \(view.free.joined(separator: ", ")) free"
            }
        }
    }
}

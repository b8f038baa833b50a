import LayoutModel

/// The fitted axes of solved canvases that no constraint reaches, as
/// warnings (docs/semantics.md, "Self-sizing canvases"), in the words of
/// `check`'s `unconstrained-fit` finding:
///
/// ```
/// warning: canvas 'cell': the fitted height depends on no constraint: it is 0 (nothing reaches the root's bottom)
/// ```
enum FitOutput {
    /// A line per canvas and axis, in canvas order.
    static func lines(_ canvases: [CanvasLayout]) -> [String] {
        canvases.flatMap { result in
            result.unconstrainedFit.map { axis in
                "warning: canvas '\(result.canvas.name)': \(LayoutCheck.unconstrainedFitMessage(axis))"
            }
        }
    }
}

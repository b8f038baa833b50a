import LayoutModel
import LayoutSolver

/// The changes of a revision, one line each, as `apply` prints them:
/// canvases, then views, then constraints; in each, the added (`+`), the
/// removed (`-`) and the modified (`~ old → new`), in document order.
///
/// ```
///   + view forgot intrinsic 140x18
///   - subtitle.top == title.bottom + 4
///   ~ header.height == 80 → header.height == 96
/// ```
enum ChangesOutput {
    /// Every change, one line each, unindented.
    static func lines(_ changes: LayoutChanges) -> [String] {
        var lines: [String] = []
        lines += changes.addedCanvases.map { "+ " + canvasLine($0) }
        lines += changes.removedCanvases.map { "- " + canvasLine($0) }
        lines += changes.modifiedCanvases.map { "~ \(canvasLine($0.old)) → \(canvasLine($0.new))" }
        lines += changes.addedViews.map { "+ " + viewLine($0) }
        lines += changes.removedViews.map { "- " + viewLine($0) }
        lines += changes.modifiedViews.map { "~ \(viewLine($0.old)) → \(viewLine($0.new))" }
        lines += changes.addedConstraints.map { "+ " + OneLine.format($0.constraint) }
        lines += changes.removedConstraints.map { "- " + OneLine.format($0.constraint) }
        lines += changes.modifiedConstraints.map { change in
            let old = OneLine.format(change.old), new = OneLine.format(change.new)
            // Same text: only the space it is evaluated in changed (a view moved in the hierarchy).
            return old == new ? "~ \(new) (its views moved in the hierarchy)" : "~ \(old) → \(new)"
        }
        return lines
    }

    /// A canvas as its statement: `canvas phone 375x812 ltr`.
    static func canvasLine(_ canvas: Canvas) -> String {
        "canvas \(canvas.name) \(canvas.sizeText) \(canvas.direction.rawValue)"
            + (canvas.safeArea == .zero ? "" : " safe " + LayoutExporter.safeAreaText(canvas.safeArea))
    }

    /// A view as its statement, exactly as `export` writes it:
    /// `view title in header intrinsic 120x22 hugging 251 250`, a stack's
    /// `stack list axis vertical spacing 8`.
    static func viewLine(_ view: View) -> String {
        var line = "\(LayoutExporter.keyword(view)) \(view.name)"
        if let parent = view.parent, parent != View.rootName { line += " in \(parent)" }
        return view.isGuide ? line : line + LayoutExporter.properties(view.properties)
    }
}

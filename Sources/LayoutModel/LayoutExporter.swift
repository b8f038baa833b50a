import LayoutSolver

/// A layout written back as a `.layout` file that, applied to an empty
/// document, re-creates the same canvases, views, properties and constraints
/// (in the same order: the views in their declaration order too).
public enum LayoutExporter {
    /// The file text: `layout`, the canvases, the views in declaration order,
    /// then every constraint in the one-line form.
    ///
    /// A view declared before its parent (it was moved under a view declared
    /// after it) cannot name that parent where it is declared: it is
    /// declared at the top level there, and moved under its parent by a
    /// second `view NAME in PARENT` after the last view, which keeps its
    /// place in the declaration order (a `view` statement for an existing
    /// view changes only what it writes).
    public static func text(_ layout: Layout) -> String {
        var lines = isName(layout.name) ? ["layout \(layout.name)"]
            : ["# document '\(PrintableText.escaped(layout.name))': apply with --doc to keep its name"]
        for c in layout.canvases {
            var line = "canvas \(c.name) \(c.sizeText) \(c.direction.rawValue)"
            if c.safeArea != .zero { line += " safe " + safeAreaText(c.safeArea) }
            lines.append(line)
        }
        var declared: Set<String> = [View.rootName]
        var moves: [String] = []
        for view in layout.views {
            var line = "\(keyword(view)) \(view.name)"
            if let parent = view.parent, parent != View.rootName {
                if declared.contains(parent) {
                    line += " in \(parent)"
                } else {
                    moves.append("\(view.isGuide ? "guide" : "view") \(view.name) in \(parent)")
                }
            }
            if !view.isGuide { line += properties(view.properties) }
            lines.append(line)
            declared.insert(view.name)
        }
        lines += moves
        for entry in layout.constraints { lines.append(OneLine.format(entry.constraint)) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Safe-area insets as `canvas … safe` writes them: `T L B R`.
    public static func safeAreaText(_ insets: Insets) -> String {
        [insets.top, insets.left, insets.bottom, insets.right].map { NumberText.format($0) }.joined(separator: " ")
    }

    /// Whether `text` can be written as a name in the language (``Vocabulary/isName(_:)``).
    static func isName(_ text: String) -> Bool {
        Vocabulary.isName(text)
    }

    /// The statement that declares a view: `stack` for a stack, else `view`.
    public static func keyword(_ view: View) -> String {
        view.isGuide ? "guide" : view.properties.stack == nil ? "view" : "stack"
    }

    /// The properties that differ from the defaults, as a `view` statement
    /// writes them; a stack's axis first, then its other properties that
    /// differ from theirs, as a `stack` statement writes them.
    public static func properties(_ p: ViewProperties) -> String {
        let d = ViewProperties()
        var text = ""
        if let stack = p.stack {
            text += " axis \(stack.axis.rawValue)"
            if stack.spacing != 0 { text += " spacing \(NumberText.format(stack.spacing))" }
            if stack.distribution != .fill { text += " distribution \(stack.distribution.rawValue)" }
            if stack.alignment != .fill { text += " alignment \(stack.alignment.rawValue)" }
        }
        switch (p.intrinsicWidth, p.intrinsicHeight) {
        case let (w?, h?): text += " intrinsic \(NumberText.format(w))x\(NumberText.format(h))"
        case let (w?, nil): text += " intrinsic width \(NumberText.format(w))"
        case let (nil, h?): text += " intrinsic height \(NumberText.format(h))"
        case (nil, nil): break
        }
        if p.huggingHorizontal != d.huggingHorizontal || p.huggingVertical != d.huggingVertical {
            text += " hugging \(p.huggingHorizontal.rawValue) \(p.huggingVertical.rawValue)"
        }
        if p.compressionHorizontal != d.compressionHorizontal || p.compressionVertical != d.compressionVertical {
            text += " compression \(p.compressionHorizontal.rawValue) \(p.compressionVertical.rawValue)"
        }
        if p.margins != d.margins {
            let m = p.margins
            text += " margins \(NumberText.format(m.top)) \(NumberText.format(m.left)) \(NumberText.format(m.bottom)) \(NumberText.format(m.right))"
        }
        if p.firstBaseline != nil || p.lastBaseline != nil {
            text += " baseline"
            if let f = p.firstBaseline { text += " first \(NumberText.format(f))" }
            if let l = p.lastBaseline { text += " last \(NumberText.format(l))" }
        }
        if p.isHidden { text += " hidden" }
        if p.isScroll { text += " scroll" }
        return text
    }
}

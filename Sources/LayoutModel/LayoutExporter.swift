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
    public static func text(_ layout: Layout) -> String { LayoutPrinter.text(statements(layout)) }

    /// The statements of ``text(_:)``, in order: `layout` (or a comment for a
    /// name the language cannot write), the canvases, the views in
    /// declaration order (then the moves under a parent declared later),
    /// then every constraint in the one-line form.
    public static func statements(_ layout: Layout) -> [LayoutStatement] {
        var statements: [LayoutStatement] = isName(layout.name) ? [.layout(name: layout.name, dialect: nil)]
            : [.comment("document '\(PrintableText.escaped(layout.name))': apply with --doc to keep its name")]
        for canvas in layout.canvases { statements.append(.canvas(canvas)) }
        var declared: Set<String> = [View.rootName]
        var moves: [LayoutStatement] = []
        for view in layout.views {
            var parent: String?
            if let viewParent = view.parent, viewParent != View.rootName {
                if declared.contains(viewParent) {
                    parent = viewParent
                } else {
                    moves.append(view.isGuide ? .guide(name: view.name, owner: viewParent)
                                 : .view(name: view.name, parent: viewParent, changes: []))
                }
            }
            statements.append(view.isGuide ? .guide(name: view.name, owner: parent)
                              : .view(name: view.name, parent: parent, changes: changes(view.properties)))
            declared.insert(view.name)
        }
        statements += moves
        for entry in layout.constraints { statements.append(.constraint(entry.constraint)) }
        return statements
    }

    /// Safe-area insets as `canvas … safe` writes them: `T L B R`.
    public static func safeAreaText(_ insets: Insets) -> String { LayoutPrinter.safeArea(insets) }

    /// Whether `text` can be written as a name in the language (``Vocabulary/isName(_:)``).
    static func isName(_ text: String) -> Bool {
        Vocabulary.isName(text)
    }

    /// The statement that declares a view: `stack` for a stack, else `view`.
    public static func keyword(_ view: View) -> String {
        (view.isGuide ? Vocabulary.Statement.guide : view.properties.stack == nil ? .view : .stack).rawValue
    }

    /// The properties that differ from the defaults, as a `view` statement
    /// writes them; a stack's axis first, then its other properties that
    /// differ from theirs, as a `stack` statement writes them.
    public static func properties(_ p: ViewProperties) -> String { LayoutPrinter.properties(changes(p)) }

    /// The changes that make a new view's properties `p`: those that differ
    /// from the defaults, a stack's axis first, then its other properties
    /// that differ from theirs, in the order ``properties(_:)`` writes them.
    public static func changes(_ p: ViewProperties) -> [PropertyChange] {
        let d = ViewProperties()
        var changes: [PropertyChange] = []
        if let stack = p.stack {
            changes.append(.stackAxis(stack.axis))
            if stack.spacing != 0 { changes.append(.stackSpacing(stack.spacing)) }
            if stack.distribution != .fill { changes.append(.stackDistribution(stack.distribution)) }
            if stack.alignment != .fill { changes.append(.stackAlignment(stack.alignment)) }
        }
        if let w = p.intrinsicWidth { changes.append(.intrinsicWidth(w)) }
        if let h = p.intrinsicHeight { changes.append(.intrinsicHeight(h)) }
        if p.huggingHorizontal != d.huggingHorizontal || p.huggingVertical != d.huggingVertical {
            changes.append(.hugging(p.huggingHorizontal, p.huggingVertical))
        }
        if p.compressionHorizontal != d.compressionHorizontal || p.compressionVertical != d.compressionVertical {
            changes.append(.compression(p.compressionHorizontal, p.compressionVertical))
        }
        if p.margins != d.margins { changes.append(.margins(p.margins)) }
        if let f = p.firstBaseline { changes.append(.firstBaseline(f)) }
        if let l = p.lastBaseline { changes.append(.lastBaseline(l)) }
        if p.isHidden { changes.append(.hidden(true)) }
        if p.isScroll { changes.append(.scroll(true)) }
        return changes
    }
}

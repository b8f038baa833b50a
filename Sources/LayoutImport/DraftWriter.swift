import LayoutModel

/// Writes an ``ImportedLayout`` as the text of a `.layout` draft: the
/// header (`layout NAME dialect D`), the canvases asked for, the views in
/// hierarchy order (each parent before its children, children in the order
/// they were added, so a stack's arranged views keep their order), then the
/// blocks in source order. Every view and constraint line ends with a
/// comment naming its source `file:line`.
///
/// With `omittingPlaceholders`, the same text with every line that holds a
/// placeholder turned into a comment (`# omitted (TODO): …`), every block
/// whose view is one or that runs under a condition commented out whole, and
/// every view property that is one left out, line for line, so that a diagnostic of
/// that text points at the same line of the draft.
struct DraftWriter {
    let layout: ImportedLayout
    let omittingPlaceholders: Bool

    func text() -> String {
        var lines: [String] = []
        lines.append("# A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.")
        let dialect: Dialect = layout.dialect == .snapkit ? .snapkit : .masonry
        lines.append(LayoutPrinter.line(.layout(name: layout.document, dialect: dialect)))
        for canvas in layout.canvases { lines.append("canvas \(canvas)") }
        let views = orderedViews()
        if !views.isEmpty { lines.append("") }
        for view in views { lines.append(viewLine(view)) }
        for (index, block) in layout.blocks.enumerated() {
            // Changes of stored constraints one after another make one paragraph.
            if !(block.isChange && index > 0 && layout.blocks[index - 1].isChange) { lines.append("") }
            lines += blockLines(block)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Parents before children, children in the order they were added;
    /// views whose parent is unknown after the others, each before its
    /// subtree; views in a cycle last, their parent unknown.
    func orderedViews() -> [ImportedView] {
        var result: [ImportedView] = []
        var placed: Set<String> = ["root"]
        func place(childrenOf parent: String) {
            for view in layout.views where view.parent == parent && !placed.contains(view.name) {
                placed.insert(view.name)
                result.append(view)
                place(childrenOf: view.name)
            }
        }
        place(childrenOf: "root")
        // Views whose parent is unknown, each with its subtree (a view in one of them waits for its parent).
        for view in layout.views where !placed.contains(view.name) && (view.parent.map { layout.index(of: $0) == nil } ?? true) {
            placed.insert(view.name)
            result.append(view)
            place(childrenOf: view.name)
        }
        // What is left hangs on a cycle.
        for view in layout.views where !placed.contains(view.name) {
            placed.insert(view.name)
            var unparented = view
            if let parent = view.parent, !placed.contains(parent), layout.index(of: parent) != nil {
                // A cycle or an ancestor not yet written: written here, its parent unknown.
                unparented.parent = nil
            }
            result.append(unparented)
            place(childrenOf: view.name)
        }
        return result
    }

    private func source(_ place: SourcePlace) -> String { "\(place.file):\(place.line)" }

    private func viewLine(_ view: ImportedView) -> String {
        if view.isGuide {
            let owner = view.parent == "root" ? nil : view.parent
            return LayoutPrinter.line(.guide(name: view.name, owner: owner)) + "  # \(source(view.addedAt ?? view.place))"
        }
        var parts: [String] = [view.isStack ? "stack" : "view", view.name]
        var placeholder = false
        func add(_ value: DraftValue?, _ format: (String) -> String) {
            guard let value else { return }
            if value.isPlaceholder {
                placeholder = true
                if omittingPlaceholders { return }
            }
            parts.append(format(value.text))
        }
        switch view.parent {
        case "root"?: break
        case let parent?: parts.append("in \(parent)")
        case nil: add(.placeholder("superview of \(view.name)")) { "in \($0)" }
        }
        if view.isStack {
            add(view.axis ?? .known("horizontal")) { "axis \($0)" }
            add(view.spacing) { "spacing \($0)" }
            add(view.distribution) { "distribution \($0)" }
            add(view.alignment) { "alignment \($0)" }
        }
        add(view.intrinsic) { "intrinsic \($0)" }
        // `baseline first F last L`, either part alone: placeholders only, left out whole without them.
        let baselines = [("first", view.firstBaseline), ("last", view.lastBaseline)].compactMap { word, value in
            value.map { (word, $0) }
        }
        if !baselines.isEmpty {
            if baselines.contains(where: { $0.1.isPlaceholder }) { placeholder = true }
            if !(omittingPlaceholders && placeholder) {
                parts.append("baseline " + baselines.map { "\($0.0) \($0.1.text)" }.joined(separator: " "))
            }
        }
        addPair(view.hugging, defaults: "250", word: "hugging", &parts, &placeholder)
        addPair(view.compression, defaults: "750", word: "compression", &parts, &placeholder)
        add(view.margins) { "margins \($0)" }
        if let hidden = view.hidden, hidden.text != "hidden none" { add(hidden) { $0 } }
        if view.isScroll && !view.isStack { parts.append("scroll") }
        var line = parts.joined(separator: " ") + "  # \(source(view.addedAt ?? view.place))"
        if placeholder { line += (omittingPlaceholders ? "; placeholders left out" : "; TODO") }
        return line
    }

    private func addPair(_ pair: [DraftValue?], defaults: String, word: String, _ parts: inout [String],
                         _ placeholder: inout Bool) {
        guard pair.contains(where: { $0 != nil }) else { return }
        let values = pair.map { $0 ?? .known(defaults) }
        if values.contains(where: \.isPlaceholder) {
            placeholder = true
            if omittingPlaceholders { return }
        }
        if values[0] == values[1] {
            parts.append("\(word) \(values[0].text)")
        } else {
            parts.append("\(word) \(values[0].text) \(values[1].text)")
        }
    }

    private func blockLines(_ block: ImportedBlock) -> [String] {
        // A change of a stored constraint, printed by the printer; a distribution, as read.
        if let statement = block.change?.text ?? block.statement {
            let line = block.lines.first
            let omitted = omittingPlaceholders && (line?.hasPlaceholder == true || line?.conditions.isEmpty == false)
            var text = statement
            if let line, !line.conditions.isEmpty, !omitted { text = "\(conditionMarker(line.conditions)) \(text)" }
            return [(omitted ? "# omitted (TODO): " : "") + text + "  # \(source(block.place))"]
        }
        let kind: LayoutStatement.BlockKind = switch block.kind {
        case .make: .make
        case .update: .update
        case .remake: .remake
        }
        // The view may be a placeholder (a string): printed as the item's text.
        let header = LayoutPrinter.blockOpening(kind, items: [block.view.text])
        // A block whose view is a placeholder, or made under a condition, is left out whole:
        // a `remake` without its lines would remove the view's constraints.
        let headerOmitted = omittingPlaceholders
            && (block.view.isPlaceholder || !block.conditions.isEmpty || block.isPlacedElsewhere)
        let note = block.isFrame ? ": " + (block.frameNote ?? "its frame, set by hand (no block constrains it: UIKit keeps the frame)")
            : block.isPlacedElsewhere ? ": added by code the files do not hold, which may constrain it too" : ""
        var lines = [(headerOmitted ? "# omitted (TODO): " : "") + header + "  # \(source(block.place))\(note)"]
        for line in block.lines {
            var text = line.text
            if !line.conditions.isEmpty { text = "\(conditionMarker(line.conditions)) \(text)" }
            // The placeholder of a view placed elsewhere names no source line: no statement makes it.
            var comment = block.isPlacedElsewhere ? "  # TODO: none, or the lines that code makes"
                : "  # \(source(line.place))"
            var notes = line.notes
            if !line.conditions.isEmpty { notes.append("TODO: under '\(line.conditions.joined(separator: "', '"))'") }
            if !notes.isEmpty { comment += ": " + notes.joined(separator: "; ") }
            let omitted = omittingPlaceholders && (headerOmitted || line.hasPlaceholder || !line.conditions.isEmpty)
            lines.append("  " + (omitted ? "# omitted (TODO): " : "") + text + comment)
        }
        lines.append(headerOmitted ? "# omitted (TODO): }" : "}")
        return lines
    }

    /// The placeholder that stands before a line made under conditions:
    /// `"TODO: if isCompact"`.
    private func conditionMarker(_ conditions: [String]) -> String {
        DraftValue.placeholder(conditions.joined(separator: ", ")).text
    }
}

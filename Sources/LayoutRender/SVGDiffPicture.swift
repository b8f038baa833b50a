/// The SVG of a ``DiffPicture`` (docs/render.md, "The visual diff"): the
/// canvases side by side as ``SVGPicture`` places them, each followed by its
/// legend, then the lines of the constraint changes below them. Written
/// through ``MarkupElement`` (every name escaped), with the same bytes for the
/// same picture.
public enum SVGDiffPicture {
    /// The gap between the tallest canvas (or legend) and the block of changes.
    public static let changesGap = 20.0
    /// The colour of a moved view's rectangles and arrow, and of its legend line.
    public static let movedColor = "#9a6700"

    /// The fill of a view's rectangle of each kind.
    public static func fill(_ kind: DiffShape.Kind) -> String {
        switch kind {
        case .unchanged: "#f4f4f4"
        case .added: "#dafbe1"
        case .removed: "#ffebe9"
        case .moved: "#fff8c5"
        }
    }

    /// The outline of a view's rectangle of each kind, and the colour of its legend line.
    public static func stroke(_ kind: DiffShape.Kind) -> String {
        switch kind {
        case .unchanged: "#c0c0c0"
        case .added: "#1a7f37"
        case .removed: "#cf222e"
        case .moved: movedColor
        }
    }

    /// The colour of an unchanged view's label (the others are black).
    public static let mutedLabelColor = "#888888"

    /// Where each canvas's origin is: canvas `i` at `x` = the slot widths
    /// (``CanvasDiffPicture/slotWidth``: canvas and legend) of those before
    /// it + `i ×` ``SVGPicture/gap``, `y` = ``SVGPicture/titleBand``.
    public static func origins(_ picture: DiffPicture) -> [(x: Double, y: Double)] {
        var x = 0.0
        return picture.canvases.map { canvas in
            defer { x += canvas.slotWidth + SVGPicture.gap }
            return (x, SVGPicture.titleBand)
        }
    }

    /// The top of the block of changes: below the title band and the tallest
    /// canvas or legend, by ``changesGap``.
    public static func changesTop(_ picture: DiffPicture) -> Double {
        SVGPicture.titleBand + (picture.canvases.map(\.slotHeight).max() ?? 0) + changesGap
    }

    /// The document's size: the slots and gaps side by side (or the widest
    /// line of changes, when wider); the title band and the tallest slot,
    /// then the gap and one line height per line of changes when there are any.
    public static func size(_ picture: DiffPicture) -> (width: Double, height: Double) {
        let slots = picture.canvases.reduce(0) { $0 + $1.slotWidth }
            + SVGPicture.gap * Double(max(picture.canvases.count - 1, 0))
        let changesWidth = Double(picture.changes.map(\.count).max() ?? 0) * ViewLabel.characterWidth
        let body = SVGPicture.titleBand + (picture.canvases.map(\.slotHeight).max() ?? 0)
        let height = picture.changes.isEmpty
            ? body : changesTop(picture) + Double(picture.changes.count) * ViewLabel.lineHeight
        return (max(slots, changesWidth), height)
    }

    /// The SVG document of `picture`, as text ending with a line feed.
    public static func document(_ picture: DiffPicture) -> String {
        element(picture).rendered()
    }

    /// The definitions a diff picture refers to: the hatching and the arrowhead.
    static let defs: MarkupElement = {
        let arrowhead = MarkupElement("marker", [
            .init("id", "arrowhead"), .init("viewBox", "0 0 6 6"), .init("refX", "6"), .init("refY", "3"),
            .init("markerWidth", "6"), .init("markerHeight", "6"), .init("orient", "auto"),
        ], [.element(MarkupElement("path", [.init("d", "M 0 0 L 6 3 L 0 6 z"), .init("fill", movedColor)]))])
        return MarkupElement("defs", [], [.element(SVGPicture.hatchPattern), .element(arrowhead)])
    }()

    /// The SVG document's root element.
    public static func element(_ picture: DiffPicture) -> MarkupElement {
        let (width, height) = size(picture)
        var children: [MarkupNode] = [.element(defs)]
        for (canvas, origin) in zip(picture.canvases, origins(picture)) {
            children.append(.element(self.canvas(canvas, at: origin)))
        }
        if !picture.changes.isEmpty {
            let lines = picture.changes.enumerated().map { index, line in
                // Each line keeps its spaces (the indentation of a change): `xml:space` on
                // the text itself, where browsers honour it.
                MarkupNode.element(MarkupElement("text", [
                    .init("xml:space", "preserve"),
                    .init("x", "0"), .init("y", n(ViewLabel.fontSize + Double(index) * ViewLabel.lineHeight)),
                ], [.text(line)]))
            }
            children.append(.element(MarkupElement("g", [
                .init("class", "changes"), .init("transform", SVGPicture.translate((0, changesTop(picture)))),
            ], lines)))
        }
        return SVGPicture.root(width: width, height: height, children)
    }

    /// One canvas: a group translated to its origin holding its title, the
    /// root's outline (and the old size's, dashed, when resized), one group
    /// per view, B's scroll views' content rectangles, the legend, then every label.
    static func canvas(_ picture: CanvasDiffPicture, at origin: (x: Double, y: Double)) -> MarkupElement {
        parts(picture).group(at: origin)
    }

    /// The parts of one canvas's group (``canvas(_:at:)``), which a page draws one canvas from.
    static func parts(_ picture: CanvasDiffPicture) -> CanvasParts {
        var head = [SVGPicture.titleElement(picture.title),
                    SVGPicture.outlineElement(width: picture.width, height: picture.height)]
        if let previous = picture.previous {
            head.append(MarkupElement("rect", [
                .init("class", "old-root"), .init("x", "0"), .init("y", "0"),
                .init("width", n(previous.width)), .init("height", n(previous.height)),
                .init("fill", "none"), .init("stroke", movedColor), .init("stroke-dasharray", "4 3"),
            ]))
        }
        let views = picture.views.map { view in
            let mark: Mark? = picture.guides.contains(view.name) ? .guide : picture.hidden.contains(view.name) ? .hidden : nil
            return (view.name, shape(view, mark: mark))
        }
        // B's scroll views' content, dashed, over the views (a changed size has the class `changed`).
        let contents = picture.views.compactMap { view -> MarkupNode? in
            guard view.kind != .removed, let frame = picture.contents[view.name] else { return nil }
            var rect = SVGPicture.contentShape(view.name, frame)
            if let was = picture.changedContents[view.name] {
                rect.attributes[0] = .init("class", "content changed")
                let size = was.map { "\(n($0.width)) x \(n($0.height))" } ?? "none"
                rect.children = [SVGPicture.tooltip("content of \(view.name): \(n(frame.width)) x \(n(frame.height))\nwas \(size)")]
            }
            return .element(rect)
        }
        var legend: MarkupElement?
        if let box = picture.legendBox {
            let lines = picture.views.compactMap { view in view.legend.map { (view.kind, $0) } }
            let texts = lines.enumerated().map { index, entry in
                MarkupNode.element(MarkupElement("text", [
                    .init("class", entry.0.rawValue), .init("x", n(box.x)),
                    .init("y", n(box.y + ViewLabel.fontSize + Double(index) * ViewLabel.lineHeight)),
                    .init("fill", stroke(entry.0)),
                ], [.text(entry.1)]))
            }
            legend = MarkupElement("g", [.init("class", "legend")], texts)
        }
        let labels = picture.views.map { view in
            (view.name, SVGPicture.label(view: view.shape, classes: [view.kind.rawValue],
                                         attributes: view.kind == .unchanged ? [.init("fill", mutedLabelColor)] : []))
        }
        var classes = ["canvas"]
        if picture.canvas.direction == .rtl { classes.append("rtl") }
        if picture.change != .unchanged { classes.append(picture.change.rawValue) }
        return CanvasParts(attributes: [.init("class", classes.joined(separator: " ")), .init("data-canvas", picture.name)],
                           head: head, views: views,
                           contents: contents.isEmpty ? nil : MarkupElement("g", [.init("class", "contents")], contents),
                           legend: legend, labels: labels)
    }

    /// How a view is marked besides its kind: a custom layout guide or a hidden view.
    enum Mark: String {
        /// A custom layout guide: no fill, its outline dashed.
        case guide
        /// A hidden view: faded.
        case hidden
    }

    static func shape(_ view: DiffShape, mark: Mark? = nil) -> MarkupElement {
        var nodes = SVGPicture.frame(view.shape, fill: mark == .guide ? "none" : fill(view.kind), stroke: stroke(view.kind))
        if mark == .guide, !view.shape.isDegenerate, case .element(let rect) = nodes[0] {
            nodes[0] = .element(MarkupElement(rect.name, rect.attributes + [.init("stroke-dasharray", "4 3")], rect.children))
        }
        let tip = mark.map { view.tooltip.replacingFirstLine(with: view.name + " (\($0.rawValue))") } ?? view.tooltip
        var children = [SVGPicture.tooltip(tip)] + nodes
        if view.kind == .moved, let old = view.old {
            let dashes: [MarkupAttribute] = [.init("stroke", movedColor), .init("stroke-width", "1"),
                                             .init("stroke-dasharray", "4 3")]
            if old.width > 0 && old.height > 0 {
                children.append(.element(MarkupElement("rect", [
                    .init("class", "old"), .init("x", n(old.x)), .init("y", n(old.y)),
                    .init("width", n(old.width)), .init("height", n(old.height)), .init("fill", "none"),
                ] + dashes)))
            } else {
                // A zero or negative old size: its diagonal, as a degenerate view is drawn.
                children.append(.element(MarkupElement("line", [
                    .init("class", "old"), .init("x1", n(old.x)), .init("y1", n(old.y)),
                    .init("x2", n(old.x + old.width)), .init("y2", n(old.y + old.height)),
                ] + dashes)))
            }
            if let arrow = view.arrow {
                children.append(.element(MarkupElement("line", [
                    .init("class", "arrow"), .init("x1", n(arrow.x1)), .init("y1", n(arrow.y1)),
                    .init("x2", n(arrow.x2)), .init("y2", n(arrow.y2)),
                    .init("stroke", movedColor), .init("stroke-width", "1"), .init("marker-end", "url(#arrowhead)"),
                ])))
            }
        }
        let classes = ["view", view.kind.rawValue] + (mark.map { [$0.rawValue] } ?? []) + SVGPicture.problemClasses(view.shape)
        var attributes: [MarkupAttribute] = [.init("class", classes.joined(separator: " ")), .init("data-view", view.name)]
        if mark == .hidden { attributes.append(.init("opacity", "0.4")) }
        return MarkupElement("g", attributes, children)
    }

    /// A number as written in the SVG.
    static func n(_ value: Double) -> String { ViewShape.number(value) }
}

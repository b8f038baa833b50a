/// The SVG of one or several canvas pictures (docs/render.md): 1 unit = 1
/// point, the canvases side by side from the left, each under a title band
/// holding its name, size and direction. The same pictures give the same
/// bytes: attributes in a fixed order, numbers rounded to a thousandth,
/// every name escaped by ``MarkupElement``.
public enum SVGPicture {
    /// The height of the band above the canvases that holds their titles.
    public static let titleBand = 20.0
    /// The horizontal gap between two canvases.
    public static let gap = 40.0
    /// The fill of each depth's tint (``ViewShape/tint``).
    public static let tints = ["#dbe9f6", "#dff0d8", "#fcf3cf", "#f5dde9"]
    /// The colour of problems: unsatisfiable outlines, degenerate views.
    public static let problemColor = "#d00000"

    /// Where each canvas's origin is in the SVG: canvas `i` at
    /// `x = widths of the canvases before it + i × gap`, `y = titleBand`.
    public static func origins(_ pictures: [CanvasPicture]) -> [(x: Double, y: Double)] {
        var x = 0.0
        return pictures.map { picture in
            defer { x += picture.width + gap }
            return (x, titleBand)
        }
    }

    /// The whole SVG document's size: the canvases' widths and the gaps
    /// between them; the title band and the tallest canvas.
    public static func size(_ pictures: [CanvasPicture]) -> (width: Double, height: Double) {
        let width = pictures.reduce(0) { $0 + $1.width } + gap * Double(max(pictures.count - 1, 0))
        return (width, titleBand + (pictures.map(\.height).max() ?? 0))
    }

    /// The SVG document of `pictures`, as text ending with a line feed.
    public static func document(_ pictures: [CanvasPicture]) -> String {
        element(pictures).rendered()
    }

    /// The SVG document's root element.
    public static func element(_ pictures: [CanvasPicture]) -> MarkupElement {
        let (width, height) = size(pictures)
        let hatch = MarkupElement("pattern", [
            .init("id", "hatch"), .init("width", "6"), .init("height", "6"),
            .init("patternUnits", "userSpaceOnUse"), .init("patternTransform", "rotate(45)"),
        ], [.element(MarkupElement("line", [.init("x1", "0"), .init("y1", "0"), .init("x2", "0"), .init("y2", "6"),
                                             .init("stroke", "#b07000"), .init("stroke-width", "2")]))])
        var children: [MarkupNode] = [.element(MarkupElement("defs", [], [.element(hatch)]))]
        for (picture, origin) in zip(pictures, origins(pictures)) {
            children.append(.element(canvas(picture, at: origin)))
        }
        return MarkupElement("svg", [
            .init("xmlns", "http://www.w3.org/2000/svg"),
            .init("width", n(width)), .init("height", n(height)),
            .init("viewBox", "0 0 \(n(width)) \(n(height))"),
            .init("font-family", "sans-serif"), .init("font-size", n(ViewLabel.fontSize)),
        ], children)
    }

    /// One canvas: a group translated to its origin, holding its title, the
    /// root's outline, one group per view (its tooltip, its rectangle or
    /// line, its hatching), then every label (over every rectangle).
    static func canvas(_ picture: CanvasPicture, at origin: (x: Double, y: Double)) -> MarkupElement {
        var children: [MarkupNode] = [
            .element(MarkupElement("text", [.init("class", "canvas-title"), .init("x", "0"), .init("y", "-6")],
                                   [.text(picture.title)])),
            .element(MarkupElement("rect", [
                .init("class", "root"), .init("x", "0"), .init("y", "0"),
                .init("width", n(picture.width)), .init("height", n(picture.height)),
                .init("fill", "#ffffff"), .init("stroke", "#333333"),
            ])),
        ]
        for view in picture.views { children.append(.element(shape(view))) }
        var labels: [MarkupNode] = []
        for view in picture.views {
            var label: [MarkupNode] = []
            if view.label.isShortened { label.append(.element(MarkupElement("title", [], [.text(view.name)]))) }
            label.append(.element(MarkupElement("text", [.init("x", n(view.label.x)), .init("y", n(view.label.y))],
                                                [.text(view.label.text)])))
            labels.append(.element(MarkupElement("g", [.init("class", "label " + view.label.placement.rawValue),
                                                       .init("data-view", view.name)], label)))
        }
        children.append(.element(MarkupElement("g", [.init("class", "labels")], labels)))
        return MarkupElement("g", [
            .init("class", picture.direction == .rtl ? "canvas rtl" : "canvas"),
            .init("data-canvas", picture.name),
            .init("transform", "translate(\(n(origin.x)),\(n(origin.y)))"),
        ], children)
    }

    /// One view's group: its tooltip, then its rectangle (filled with its
    /// depth's tint, outlined in red when unsatisfiable, hatched over when
    /// ambiguous) or, for a zero or negative size, a dashed red line with a dot at its origin.
    static func shape(_ view: ViewShape) -> MarkupElement {
        var classes = ["view"]
        if !view.free.isEmpty { classes.append("ambiguous") }
        if view.isUnsatisfiable { classes.append("unsatisfiable") }
        if view.isDegenerate { classes.append("degenerate") }
        var children: [MarkupNode] = [.element(MarkupElement("title", [], [.text(view.tooltip)]))]
        let f = view.frame
        if view.isDegenerate {
            let line = view.line
            children.append(.element(MarkupElement("line", [
                .init("x1", n(line.x1)), .init("y1", n(line.y1)), .init("x2", n(line.x2)), .init("y2", n(line.y2)),
                .init("stroke", problemColor), .init("stroke-width", "2"), .init("stroke-dasharray", "4 2"),
            ])))
            children.append(.element(MarkupElement("circle", [
                .init("cx", n(line.x1)), .init("cy", n(line.y1)), .init("r", "2"), .init("fill", problemColor),
            ])))
        } else {
            let stroke: [MarkupAttribute] = view.isUnsatisfiable
                ? [.init("stroke", problemColor), .init("stroke-width", "2")]
                : [.init("stroke", "#555555"), .init("stroke-width", "1")]
            let box = [.init("x", n(f.x)), .init("y", n(f.y)), .init("width", n(f.width)), .init("height", n(f.height))]
                as [MarkupAttribute]
            children.append(.element(MarkupElement("rect", box + [.init("fill", tints[view.tint % tints.count])] + stroke)))
            if !view.free.isEmpty {
                children.append(.element(MarkupElement("rect", [.init("class", "hatch")] + box
                                                       + [.init("fill", "url(#hatch)"), .init("stroke", "none")])))
            }
        }
        return MarkupElement("g", [.init("class", classes.joined(separator: " ")), .init("data-view", view.name)], children)
    }

    /// A number as written in the SVG.
    static func n(_ value: Double) -> String { ViewShape.number(value) }
}

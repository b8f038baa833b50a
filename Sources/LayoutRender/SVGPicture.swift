import LayoutModel

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
        var children: [MarkupNode] = [.element(defs)]
        for (picture, origin) in zip(pictures, origins(pictures)) {
            children.append(.element(canvas(picture, at: origin)))
        }
        return root(width: width, height: height, children)
    }

    /// The `svg` element of a document `width` × `height` holding `children`.
    static func root(width: Double, height: Double, _ children: [MarkupNode]) -> MarkupElement {
        MarkupElement("svg", [
            .init("xmlns", "http://www.w3.org/2000/svg"),
            .init("width", n(width)), .init("height", n(height)),
            .init("viewBox", "0 0 \(n(width)) \(n(height))"),
            .init("font-family", "sans-serif"), .init("font-size", n(ViewLabel.fontSize)),
        ], children)
    }

    /// The definitions a picture refers to: the hatching.
    static let defs = MarkupElement("defs", [], [.element(hatchPattern)])

    /// The pattern ambiguous views are hatched with (`url(#hatch)`).
    static let hatchPattern = MarkupElement("pattern", [
        .init("id", "hatch"), .init("width", "6"), .init("height", "6"),
        .init("patternUnits", "userSpaceOnUse"), .init("patternTransform", "rotate(45)"),
    ], [.element(MarkupElement("line", [.init("x1", "0"), .init("y1", "0"), .init("x2", "0"), .init("y2", "6"),
                                         .init("stroke", "#b07000"), .init("stroke-width", "2")]))])

    /// One canvas: a group translated to its origin, holding its title, the
    /// root's outline, one group per view (its tooltip, its rectangle or
    /// line, its hatching), then every label (over every rectangle).
    static func canvas(_ picture: CanvasPicture, at origin: (x: Double, y: Double)) -> MarkupElement {
        parts(picture).group(at: origin)
    }

    /// The parts of one canvas's group (``canvas(_:at:)``), which a page draws one canvas from.
    static func parts(_ picture: CanvasPicture) -> CanvasParts {
        let views = picture.views.map { view in
            (view.name, picture.guides.contains(view.name) ? guideShape(view)
                : shape(view, hidden: picture.hidden.contains(view.name)))
        }
        // Each scroll view's content, dashed, over the views it holds.
        let contents = picture.views.compactMap { view in
            picture.contents[view.name].map { MarkupNode.element(contentShape(view.name, $0)) }
        }
        return CanvasParts(
            attributes: [.init("class", picture.direction == .rtl ? "canvas rtl" : "canvas"),
                         .init("data-canvas", picture.name)],
            head: [titleElement(picture.title), outlineElement(width: picture.width, height: picture.height)],
            views: views,
            contents: contents.isEmpty ? nil : MarkupElement("g", [.init("class", "contents")], contents),
            labels: picture.views.map { ($0.name, label(view: $0)) })
    }

    /// A canvas's title, 6 points above its top left corner.
    static func titleElement(_ title: String) -> MarkupElement {
        MarkupElement("text", [.init("class", "canvas-title"), .init("x", "0"), .init("y", "-6")], [.text(title)])
    }

    /// The root's outline `(0, 0, width, height)`, white.
    static func outlineElement(width: Double, height: Double) -> MarkupElement {
        MarkupElement("rect", [
            .init("class", "root"), .init("x", "0"), .init("y", "0"),
            .init("width", n(width)), .init("height", n(height)),
            .init("fill", "#ffffff"), .init("stroke", "#333333"),
        ])
    }

    /// `translate(x,y)`.
    static func translate(_ origin: (x: Double, y: Double)) -> String {
        "translate(\(n(origin.x)),\(n(origin.y)))"
    }

    /// A scroll view's content rectangle (root space): a dashed blue outline
    /// with no fill, of class `content`, naming its scroll view in
    /// `data-view` and in its tooltip (`content of NAME: W x H`).
    static func contentShape(_ view: String, _ f: Frame) -> MarkupElement {
        MarkupElement("rect", [
            .init("class", "content"), .init("data-view", view),
            .init("x", n(f.x)), .init("y", n(f.y)), .init("width", n(f.width)), .init("height", n(f.height)),
            .init("fill", "none"), .init("stroke", "#1f5fbf"), .init("stroke-width", "1"), .init("stroke-dasharray", "6 3"),
        ], [tooltip("content of \(view): \(n(f.width)) x \(n(f.height))")])
    }

    /// A custom layout guide's group (classes `view guide`, then its
    /// problems): its tooltip (`(guide)` after the name), then its rectangle
    /// with no fill and a dashed outline, or a degenerate guide's line as a view's.
    static func guideShape(_ view: ViewShape) -> MarkupElement {
        var nodes = frame(view, fill: "none", stroke: "#555555")
        if !view.isDegenerate, case .element(let rect) = nodes[0] {
            nodes[0] = .element(MarkupElement(rect.name, rect.attributes + [.init("stroke-dasharray", "4 3")], rect.children))
        }
        let tip = view.tooltip.replacingFirstLine(with: view.name + " (guide)")
        return MarkupElement("g", [.init("class", (["view", "guide"] + problemClasses(view)).joined(separator: " ")),
                                   .init("data-view", view.name)],
                             [tooltip(tip)] + nodes)
    }

    /// One view's group: its tooltip, then its rectangle (filled with its
    /// depth's tint, outlined in red when unsatisfiable, hatched over when
    /// ambiguous) or, for a zero or negative size, a dashed red line with a
    /// dot at its origin. A hidden view's group has the class `hidden`, the
    /// opacity 0.4, and `(hidden)` after the name in its tooltip.
    static func shape(_ view: ViewShape, hidden: Bool = false) -> MarkupElement {
        let nodes = frame(view, fill: tints[view.tint % tints.count], stroke: "#555555")
        guard hidden else {
            return MarkupElement("g", [.init("class", (["view"] + problemClasses(view)).joined(separator: " ")),
                                       .init("data-view", view.name)], [tooltip(view.tooltip)] + nodes)
        }
        let tip = view.tooltip.replacingFirstLine(with: view.name + " (hidden)")
        return MarkupElement("g", [.init("class", (["view", "hidden"] + problemClasses(view)).joined(separator: " ")),
                                   .init("data-view", view.name), .init("opacity", "0.4")], [tooltip(tip)] + nodes)
    }

    /// The classes of a view's problems: `ambiguous`, `unsatisfiable`, `degenerate`.
    static func problemClasses(_ view: ViewShape) -> [String] {
        var classes: [String] = []
        if !view.free.isEmpty { classes.append("ambiguous") }
        if view.isUnsatisfiable { classes.append("unsatisfiable") }
        if view.isDegenerate { classes.append("degenerate") }
        return classes
    }

    /// A `<title>` (a tooltip).
    static func tooltip(_ text: String) -> MarkupNode {
        .element(MarkupElement("title", [], [.text(text)]))
    }

    /// The view drawn at its frame: the rectangle of class `frame` filled with
    /// `fill` and outlined with `stroke` (in red, 2 wide, when unsatisfiable),
    /// the hatched rectangle over it when ambiguous; or, for a zero or negative
    /// size, the dashed red line of class `frame` along its diagonal and a dot at its origin.
    static func frame(_ view: ViewShape, fill: String, stroke: String) -> [MarkupNode] {
        let f = view.frame
        if view.isDegenerate {
            let line = view.line
            return [
                .element(MarkupElement("line", [
                    .init("class", "frame"),
                    .init("x1", n(line.x1)), .init("y1", n(line.y1)), .init("x2", n(line.x2)), .init("y2", n(line.y2)),
                    .init("stroke", problemColor), .init("stroke-width", "2"), .init("stroke-dasharray", "4 2"),
                ])),
                .element(MarkupElement("circle", [
                    .init("cx", n(line.x1)), .init("cy", n(line.y1)), .init("r", "2"), .init("fill", problemColor),
                ])),
            ]
        }
        let outline: [MarkupAttribute] = view.isUnsatisfiable
            ? [.init("stroke", problemColor), .init("stroke-width", "2")]
            : [.init("stroke", stroke), .init("stroke-width", "1")]
        let box = [.init("x", n(f.x)), .init("y", n(f.y)), .init("width", n(f.width)), .init("height", n(f.height))]
            as [MarkupAttribute]
        var nodes: [MarkupNode] = [
            .element(MarkupElement("rect", [.init("class", "frame")] + box + [.init("fill", fill)] + outline)),
        ]
        if !view.free.isEmpty {
            nodes.append(.element(MarkupElement("rect", [.init("class", "hatch")] + box
                                                + [.init("fill", "url(#hatch)"), .init("stroke", "none")])))
        }
        return nodes
    }

    /// A view's label: a group of class `label PLACEMENT` (and `classes`)
    /// holding the full name as its tooltip when shortened, and the text at
    /// its baseline; `attributes` follow the group's class and view.
    static func label(view: ViewShape, classes: [String] = [], attributes: [MarkupAttribute] = []) -> MarkupElement {
        var label: [MarkupNode] = []
        if view.label.isShortened { label.append(tooltip(view.name)) }
        label.append(.element(MarkupElement("text", [.init("x", n(view.label.x)), .init("y", n(view.label.y))],
                                            [.text(view.label.text)])))
        return MarkupElement("g", [.init("class", (["label", view.label.placement.rawValue] + classes).joined(separator: " ")),
                                   .init("data-view", view.name)] + attributes, label)
    }

    /// A number as written in the SVG.
    static func n(_ value: Double) -> String { ViewShape.number(value) }
}

extension String {
    /// The text with its first line (up to the first newline) replaced.
    func replacingFirstLine(with line: String) -> String {
        guard let newline = firstIndex(of: "\n") else { return line }
        return line + self[newline...]
    }
}

/// The parts of one canvas's group, in the order the group holds them: its
/// head (title, the root's outline, a resized canvas's old outline), one
/// group per view, the scroll views' content rectangles, the legend (a visual
/// diff's), then the labels in a group of class `labels`. ``SVGPicture`` and
/// ``SVGDiffPicture`` write a canvas from them, and a page (``LayoutPage``)
/// draws its one canvas from the same parts.
struct CanvasParts {
    /// The group's class and `data-canvas` (its `transform` is added where it is placed).
    var attributes: [MarkupAttribute]
    /// The title, the root's outline, and a resized canvas's old outline.
    var head: [MarkupElement]
    /// Each view's group, by name, in drawing order.
    var views: [(name: String, element: MarkupElement)]
    /// The group of the content rectangles; nil when there are none.
    var contents: MarkupElement?
    /// The visual diff's legend; nil when there is none.
    var legend: MarkupElement?
    /// Each view's label group, by name, in drawing order.
    var labels: [(name: String, element: MarkupElement)]

    /// The parts from their values.
    init(attributes: [MarkupAttribute], head: [MarkupElement], views: [(name: String, element: MarkupElement)],
         contents: MarkupElement?, legend: MarkupElement? = nil, labels: [(name: String, element: MarkupElement)]) {
        self.attributes = attributes
        self.head = head
        self.views = views
        self.contents = contents
        self.legend = legend
        self.labels = labels
    }

    /// The group of labels, of class `labels`, holding `children`.
    static func labelGroup(_ children: [MarkupNode]) -> MarkupElement {
        MarkupElement("g", [.init("class", "labels")], children)
    }

    /// The canvas's group translated to `origin`, holding every part.
    func group(at origin: (x: Double, y: Double)) -> MarkupElement {
        var children = head.map { MarkupNode.element($0) } + views.map { .element($0.element) }
        if let contents { children.append(.element(contents)) }
        if let legend { children.append(.element(legend)) }
        children.append(.element(Self.labelGroup(labels.map { .element($0.element) })))
        return MarkupElement("g", attributes + [.init("transform", SVGPicture.translate(origin))], children)
    }
}

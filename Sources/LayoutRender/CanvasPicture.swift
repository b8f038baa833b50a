import LayoutModel
import LayoutSolver

/// What the picture of one canvas shows, as a value: the canvas, one shape
/// per view at its root-space frame, with its label and marks (docs/render.md).
/// It is computed from frames already solved or stored, never solves; the
/// SVG (``SVGPicture``) only writes it out.
public struct CanvasPicture: Hashable, Sendable {
    /// The canvas's name.
    public var name: String
    /// The canvas's width: the root's outline is `0, 0, width, height`.
    public var width: Double
    /// The canvas's height.
    public var height: Double
    /// The canvas's direction (an rtl canvas is marked in its title).
    public var direction: LayoutDirection
    /// One shape per view but the root, in the order of the canvas's frames (document order).
    public var views: [ViewShape]
    /// The names of the shapes that are custom layout guides (`guide NAME`):
    /// drawn as a dashed outline with no fill, in groups of classes `view guide`.
    public var guides: Set<String> = []
    /// The names of the views whose `hidden` property is set: drawn as any
    /// other view, faded (opacity 0.4), in groups of classes `view hidden`.
    public var hidden: Set<String> = []
    /// The content rectangle of each scroll view (`view NAME scroll`), in the
    /// root's space: at the scroll view's origin (content offset 0), of its
    /// content size. Drawn after every view as a dashed outline with no fill
    /// (class `content`), over the views it holds.
    public var contents: [String: Frame] = [:]

    /// Creates a picture from its parts.
    public init(name: String, width: Double, height: Double, direction: LayoutDirection, views: [ViewShape]) {
        self.name = name
        self.width = width
        self.height = height
        self.direction = direction
        self.views = views
    }

    /// The picture of `result`, one canvas of `layout` (the layout that was
    /// solved or stored: it gives the parents, hence the root-space frames
    /// and the depths). Ambiguous views and the views named by an
    /// unsatisfiable set's constraints are marked, the set in their tooltip.
    public init(layout: Layout, canvas result: CanvasLayout) {
        self.init(PictureSource(layout: layout, canvas: result))
    }

    /// The picture of what `source` holds (a layout's frames, or a page's state).
    init(_ source: PictureSource) {
        let bounds = Frame(x: 0, y: 0, width: source.canvas.width, height: source.canvas.height)
        // Labels are placed in document order, each away from those placed before it.
        var placed = LabelBoxes()
        let views = source.frames.map { entry in
            var shape = ViewShape(name: entry.view, frame: entry.frame, depth: source.depths[entry.view] ?? 1,
                                  free: source.free[entry.view] ?? [], conflicts: source.conflicts[entry.view] ?? [])
            shape.label = ViewLabel(name: entry.view, frame: entry.frame, avoiding: placed, within: bounds)
            placed.insert(shape.label.box)
            return shape
        }
        self.init(name: source.canvas.name, width: source.canvas.width, height: source.canvas.height,
                  direction: source.canvas.direction, views: views)
        guides = Set(views.lazy.map(\.name).filter(source.guides.contains))
        hidden = Set(views.lazy.map(\.name).filter(source.hidden.contains))
        for (view, size) in source.contentSizes {
            guard let frame = views.first(where: { $0.name == view })?.frame else { continue }
            contents[view] = Frame(x: frame.x, y: frame.y, width: size.width, height: size.height)
        }
    }

    /// The title written above the canvas: its name, size and direction
    /// (`phone 375x812 ltr`), as `frames` heads a canvas.
    public var title: String {
        "\(name) \(ViewShape.number(width))x\(ViewShape.number(height)) \(direction.rawValue)"
    }
}

/// What the picture of one canvas is drawn from, whoever holds it: a layout
/// and one canvas's frames (``CanvasPicture/init(layout:canvas:)``, the
/// visual diff), or a page's state (``PageState``), so that both draw by the
/// same code.
struct PictureSource {
    /// The canvas as laid out (a fitted canvas at the size it was laid out at).
    var canvas: Canvas
    /// Each view's root-space frame, in the order of the canvas's frames (document order).
    var frames: [(view: String, frame: Frame)]
    /// Each view's depth (``ViewShape/depth``).
    var depths: [String: Int]
    /// The ambiguous views' free values.
    var free: [String: [String]]
    /// For each view an unsatisfiable set's constraints name, each such set
    /// in one-line form (once per view, in the order stored).
    var conflicts: [String: [String]]
    /// The custom layout guides.
    var guides: Set<String>
    /// The hidden views.
    var hidden: Set<String>
    /// The scroll views' content sizes.
    var contentSizes: [String: ContentSize]

    /// A source from its parts.
    init(canvas: Canvas, frames: [(view: String, frame: Frame)], depths: [String: Int], free: [String: [String]],
         conflicts: [String: [String]], guides: Set<String>, hidden: Set<String>, contentSizes: [String: ContentSize]) {
        self.canvas = canvas
        self.frames = frames
        self.depths = depths
        self.free = free
        self.conflicts = conflicts
        self.guides = guides
        self.hidden = hidden
        self.contentSizes = contentSizes
    }

    /// What `result`, one canvas of `layout`, draws: `layout` gives the
    /// parents (hence the root-space frames and the depths), the guides and
    /// the hidden views; `result` the frames and the problems stored with them.
    init(layout: Layout, canvas result: CanvasLayout) {
        canvas = result.laidOut
        frames = result.frames(in: .root, of: layout)
        let count = layout.views.count
        depths = Dictionary(frames.map { entry in
            (entry.view, Self.depth(of: entry.view, count: count) { layout.view(named: $0)?.parent })
        }, uniquingKeysWith: { first, _ in first })
        free = Dictionary(result.ambiguous.map { ($0.view, $0.free) }, uniquingKeysWith: { first, _ in first })
        var conflicts: [String: [String]] = [:]
        for set in result.unsatisfiable {
            let line = set.map(OneLine.reportLine).joined(separator: "; ")
            var named = Set<String>()
            for constraint in set {
                for view in constraint.views where layout.view(named: view) != nil && named.insert(view).inserted {
                    conflicts[view, default: []].append(line)
                }
            }
        }
        self.conflicts = conflicts
        guides = Set(frames.lazy.map(\.view).filter { layout.view(named: $0)?.isGuide == true })
        hidden = Set(frames.lazy.map(\.view).filter { layout.view(named: $0)?.properties.isHidden == true })
        contentSizes = Dictionary(result.contentSizes.map { ($0.view, $0.size) }, uniquingKeysWith: { first, _ in first })
    }

    /// How deep `view` is: 1 for a child of the root, 2 for its children…,
    /// walking up through `parent`; a broken chain of parents stops counting
    /// after `count` (the number of views) steps.
    static func depth(of view: String, count: Int, parent: (String) -> String?) -> Int {
        var depth = 0
        var current: String? = view
        while let name = current, name != View.rootName, depth <= count {
            depth += 1
            current = parent(name)
        }
        return depth
    }
}

/// One view of a ``CanvasPicture``.
public struct ViewShape: Hashable, Sendable {
    /// How many fill tints the depths cycle through.
    public static let tintCount = 4

    /// The view's name, in full.
    public var name: String
    /// Its frame in the root's space (the canvas's), as solved or stored.
    public var frame: Frame
    /// 1 for a child of the root, 2 for a grandchild…
    public var depth: Int
    /// The fill tint: `(depth − 1) mod` ``tintCount``, so that a child never
    /// has its parent's tint.
    public var tint: Int
    /// The frame values its constraints leave free (`x`, `y`, `width`,
    /// `height`, as stored); empty for a determined view. Not empty: hatched.
    public var free: [String]
    /// The unsatisfiable sets one of whose constraints names the view, each
    /// in the one-line form (`a.width == 100; a.width == 200`, keys
    /// included), in the order stored; not empty: outlined in red.
    public var conflicts: [String]
    /// Whether a constraint of an unsatisfiable set names the view.
    public var isUnsatisfiable: Bool { !conflicts.isEmpty }
    /// The label: the name, shortened when long, inside, beside, below or
    /// above the frame (``ViewLabel/init(name:frame:avoiding:within:)``).
    public var label: ViewLabel

    /// The shape of a view, its tint and label computed from the depth and frame.
    public init(name: String, frame: Frame, depth: Int, free: [String] = [], conflicts: [String] = []) {
        self.name = name
        self.frame = frame
        self.depth = depth
        self.tint = (max(depth, 1) - 1) % Self.tintCount
        self.free = free
        self.conflicts = conflicts
        self.label = ViewLabel(name: name, frame: frame)
    }

    /// Whether the width or the height is zero or negative: such a view is
    /// drawn as a marked line, the diagonal of its frame (``line``), never dropped.
    public var isDegenerate: Bool { !(frame.width > 0 && frame.height > 0) }

    /// The line a degenerate view is drawn as: from its origin to the opposite
    /// corner of its frame, `(x, y)` to `(x + width, y + height)` (a vertical
    /// line for a zero width, a dot for a zero size).
    public var line: (x1: Double, y1: Double, x2: Double, y2: Double) {
        (frame.x, frame.y, frame.x + frame.width, frame.y + frame.height)
    }

    /// The tooltip: the full name, the root-space frame, then what is wrong
    /// (free values, each unsatisfiable set, a zero or negative size), one a line.
    public var tooltip: String {
        var lines = [name, "x \(Self.number(frame.x)), y \(Self.number(frame.y)), "
                     + "width \(Self.number(frame.width)), height \(Self.number(frame.height))"]
        if !free.isEmpty { lines.append("ambiguous: \(free.joined(separator: ", ")) free") }
        for set in conflicts { lines.append("unsatisfiable: " + set) }
        if isDegenerate { lines.append("zero or negative size") }
        return lines.joined(separator: "\n")
    }

    /// A number as the picture writes it: rounded to a thousandth, as the frame tables are.
    static func number(_ value: Double) -> String { NumberText.format(value, decimals: 3) }
}

/// The label of a view: its name, shortened when long, placed inside the
/// frame when it fits, else beside it, away from the labels placed before it
/// where it can be.
///
/// Its size is estimated, not measured (no font is at hand): each character
/// ``characterWidth`` wide, ``lineHeight`` high, written at ``fontSize``.
public struct ViewLabel: Hashable, Sendable {
    /// The font size labels are written at.
    public static let fontSize = 10.0
    /// The width assumed per character (0.6 em of a sans-serif font).
    public static let characterWidth = 6.0
    /// The height of a line of label: its box runs from `fontSize` above the
    /// baseline to `lineHeight − fontSize` below it.
    public static let lineHeight = 12.0
    /// The gap between a label and its frame's edge.
    public static let padding = 2.0
    /// Names longer than this are shortened to one fewer characters and `…`
    /// (characters as ``CharacterCount`` counts them: grapheme clusters).
    public static let maximumCharacters = 20

    /// Where a label is, in the order they are tried.
    public enum Placement: String, Hashable, Sendable {
        /// Inside the frame, at its top left corner (only when it fits).
        case inside
        /// To the right of the frame, level with its top.
        case beside
        /// Under the frame, level with its left edge.
        case below
        /// Over the frame, level with its left edge.
        case above
        /// To the left of the frame, level with its top, ending `padding`
        /// before its left edge: only when beside would leave the canvas.
        case left
    }

    /// The text drawn: the name, or its first 19 characters and `…`.
    public var text: String
    /// Whether ``text`` is shortened (the full name is in the tooltip).
    public var isShortened: Bool
    /// Where it is relative to the frame.
    public var placement: Placement
    /// The left end of the text's baseline, in the root's space.
    public var x: Double
    /// The baseline's height, in the root's space.
    public var y: Double

    /// The label of the view `name` whose root-space frame is `frame`, with
    /// `left`, `top`, `right`, `bottom` the frame's edges (a negative size
    /// counts from the other side), at one of these places, in this order:
    /// - inside, when the text and its padding fit the frame (text width + 2 ×
    ///   padding ≤ width, line height + 2 × padding ≤ height): baseline at
    ///   `(x + padding, y + padding + fontSize)`;
    /// - beside: `(right + padding, top + fontSize)`;
    /// - below: `(left, bottom + padding + fontSize)`;
    /// - above: `(left, top − padding − (lineHeight − fontSize))`;
    /// - left, only when beside would leave `bounds`: `(left − padding − text
    ///   width, top + fontSize)`.
    ///
    /// It takes the first place whose box (``box``) overlaps none of
    /// `avoiding` and, when `bounds` is given (the canvas drawn, `0, 0,
    /// width, height`), lies within it; else the first within `bounds` (over
    /// another label); else (a label wider or taller than the canvas) the
    /// first that overlaps none; else the first place (inside or beside).
    /// Without `bounds`, every place is within. So a label
    /// beside a view at the canvas's right edge goes below, above or to the
    /// left of it, inside the drawing, rather than past the edge where the
    /// next canvas or the page's border would cut it off.
    public init(name: String, frame: Frame, avoiding placed: [Frame] = [], within bounds: Frame? = nil) {
        self.init(name: name, frame: frame, within: bounds) { box in placed.contains { Self.overlap(box, $0) } }
    }

    /// The label placed as ``init(name:frame:avoiding:within:)`` places it,
    /// away from the boxes of `placed` (the same answer as a list of them,
    /// found without comparing with each).
    init(name: String, frame: Frame, avoiding placed: LabelBoxes, within bounds: Frame?) {
        self.init(name: name, frame: frame, within: bounds, covered: placed.overlaps)
    }

    /// The label placed where `covered` (whether a box overlaps a label placed before) allows.
    private init(name: String, frame: Frame, within bounds: Frame?, covered: (Frame) -> Bool) {
        isShortened = CharacterCount.of(name) > Self.maximumCharacters
        text = isShortened ? CharacterCount.prefix(name, Self.maximumCharacters - 1) + "…" : name
        let width = Double(CharacterCount.of(text)) * Self.characterWidth
        let left = min(frame.x, frame.x + frame.width), right = max(frame.x, frame.x + frame.width)
        let top = min(frame.y, frame.y + frame.height), bottom = max(frame.y, frame.y + frame.height)
        var candidates: [(Placement, Double, Double)] = []
        if width + 2 * Self.padding <= frame.width && Self.lineHeight + 2 * Self.padding <= frame.height {
            candidates.append((.inside, frame.x + Self.padding, frame.y + Self.padding + Self.fontSize))
        }
        candidates.append((.beside, right + Self.padding, top + Self.fontSize))
        candidates.append((.below, left, bottom + Self.padding + Self.fontSize))
        candidates.append((.above, left, top - Self.padding - (Self.lineHeight - Self.fontSize)))
        func inBounds(_ candidate: (Placement, Double, Double)) -> Bool {
            guard let bounds else { return true }
            return Self.contains(bounds, Self.box(x: candidate.1, y: candidate.2, width: width))
        }
        if let beside = candidates.first(where: { $0.0 == .beside }), !inBounds(beside) {
            candidates.append((.left, left - Self.padding - width, top + Self.fontSize))
        }
        func isFree(_ candidate: (Placement, Double, Double)) -> Bool {
            !covered(Self.box(x: candidate.1, y: candidate.2, width: width))
        }
        (placement, x, y) = candidates.first { inBounds($0) && isFree($0) } ?? candidates.first(where: inBounds)
            ?? candidates.first(where: isFree) ?? candidates[0]
    }

    /// Whether `box` lies within `bounds` (touching its edges counts as within).
    static func contains(_ bounds: Frame, _ box: Frame) -> Bool {
        box.x >= bounds.x && box.y >= bounds.y
            && box.x + box.width <= bounds.x + bounds.width && box.y + box.height <= bounds.y + bounds.height
    }

    /// The box the text covers (estimated): from `fontSize` above the
    /// baseline to `lineHeight − fontSize` below it, as wide as its characters.
    public var box: Frame { Self.box(x: x, y: y, width: Double(CharacterCount.of(text)) * Self.characterWidth) }

    static func box(x: Double, y: Double, width: Double) -> Frame {
        Frame(x: x, y: y - fontSize, width: width, height: lineHeight)
    }

    /// Whether two boxes share an area (touching edges do not count).
    static func overlap(_ a: Frame, _ b: Frame) -> Bool {
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    }
}

/// The boxes of the labels placed so far on a canvas, kept in a grid of
/// square cells, so that whether a new box overlaps one of them
/// (``ViewLabel/overlap(_:_:)``) is asked of the few boxes in its cells
/// rather than of every box: the answer is the same as over a list of them.
struct LabelBoxes {
    /// The side of a cell: about a label's width.
    static let cell = 64.0
    /// The cells a box spans at most; a box spanning more (a legend), or
    /// with a negative or non-finite size or place, is kept in ``others``.
    static let maximumCells = 16

    private var cells: [Cell: [Frame]] = [:]
    private var others: [Frame] = []

    private struct Cell: Hashable {
        var column: Int
        var row: Int
    }

    /// No boxes.
    init() {}

    /// The boxes of `boxes`.
    init(_ boxes: [Frame]) {
        for box in boxes { insert(box) }
    }

    /// The cells `box` spans (both edges included), or nil when it belongs in ``others``.
    private static func span(_ box: Frame) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        guard box.width >= 0, box.height >= 0, box.x.isFinite, box.y.isFinite,
              (box.x + box.width).isFinite, (box.y + box.height).isFinite else { return nil }
        let left = (box.x / cell).rounded(.down), right = ((box.x + box.width) / cell).rounded(.down)
        let top = (box.y / cell).rounded(.down), bottom = ((box.y + box.height) / cell).rounded(.down)
        guard abs(left) < 1e9, abs(right) < 1e9, abs(top) < 1e9, abs(bottom) < 1e9,
              (right - left + 1) * (bottom - top + 1) <= Double(maximumCells) else { return nil }
        return (Int(left)...Int(right), Int(top)...Int(bottom))
    }

    /// Adds `box`.
    mutating func insert(_ box: Frame) {
        guard let (columns, rows) = Self.span(box) else {
            others.append(box)
            return
        }
        for column in columns {
            for row in rows { cells[Cell(column: column, row: row), default: []].append(box) }
        }
    }

    /// Whether `box` overlaps a box added (touching edges do not count).
    func overlaps(_ box: Frame) -> Bool {
        if others.contains(where: { ViewLabel.overlap(box, $0) }) { return true }
        guard let (columns, rows) = Self.span(box) else {
            // Not in the grid's cells: compared with every box.
            return cells.values.contains { $0.contains { ViewLabel.overlap(box, $0) } }
        }
        for column in columns {
            for row in rows {
                if cells[Cell(column: column, row: row)]?.contains(where: { ViewLabel.overlap(box, $0) }) == true {
                    return true
                }
            }
        }
        return false
    }
}

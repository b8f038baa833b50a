import LayoutModel

/// The visual diff of two revisions as a value (docs/render.md, "The visual
/// diff"): one ``CanvasDiffPicture`` per canvas, the second revision's
/// canvases in their order then those only the first has, and the lines of
/// the constraint changes, drawn in one block below the canvases. Built from
/// stored frames, never solved; ``SVGDiffPicture`` writes it out.
public struct DiffPicture: Hashable, Sendable {
    /// One picture per canvas: B's canvases in B's order, then the canvases only A has.
    public var canvases: [CanvasDiffPicture]
    /// The lines of the layout's changes, as the text diff prints them
    /// (`changes: …` then one indented line per change), drawn as they are.
    public var changes: [String]

    /// A diff picture from its parts.
    public init(canvases: [CanvasDiffPicture], changes: [String]) {
        self.canvases = canvases
        self.changes = changes
    }

    /// The picture of the change from `old` (revision A: its layout and its
    /// canvases' frames) to `new` (revision B), with the `changes` lines
    /// given as they are. Canvases are matched by name: B's in B's order (a
    /// canvas A lacks is added), then A's that B lacks, in A's order (removed).
    public init(old: (layout: Layout, canvases: [CanvasLayout]), new: (layout: Layout, canvases: [CanvasLayout]),
                changes: [String]) {
        var pictures: [CanvasDiffPicture] = []
        let newNames = Set(new.canvases.map(\.canvas.name))
        for canvas in new.canvases {
            let before = old.canvases.first { $0.canvas.name == canvas.canvas.name }
            if let picture = CanvasDiffPicture(old: before.map { (old.layout, $0) }, new: (new.layout, canvas)) {
                pictures.append(picture)
            }
        }
        for canvas in old.canvases where !newNames.contains(canvas.canvas.name) {
            if let picture = CanvasDiffPicture(old: (old.layout, canvas), new: nil) { pictures.append(picture) }
        }
        self.init(canvases: pictures, changes: changes)
    }
}

/// How a canvas changed between the two revisions.
public enum CanvasChange: String, Hashable, Sendable, CaseIterable {
    /// In both, of the same size and direction.
    case unchanged
    /// Only in the second revision: every view on it is added.
    case added
    /// Only in the first: every view on it is removed.
    case removed
    /// In both, its size or direction changed.
    case modified
}

/// The picture of one canvas between revision A (old) and B (new): each view
/// a ``DiffShape`` in B's document order, then the views only A has in A's
/// order, labelled in that order, and a legend of the views that changed.
public struct CanvasDiffPicture: Hashable, Sendable {
    /// The canvas drawn: B's, or A's when B has none (removed).
    public var canvas: Canvas
    /// Whether the canvas is added, removed, resized (or turned) or unchanged.
    public var change: CanvasChange
    /// A's canvas when its size or direction differs from B's (``change`` is
    /// `modified`), else nil.
    public var previous: Canvas?
    /// The views in drawing order: B's in B's document order, then those
    /// only A has, in A's.
    public var views: [DiffShape]
    /// The content rectangle of each of B's scroll views on the canvas, in
    /// the root's space: at the scroll view's origin in B, of its content size
    /// in B (none on a removed canvas). Drawn as ``SVGPicture`` draws them:
    /// dashed, no fill, class `content`, over the views.
    public var contents: [String: Frame] = [:]
    /// Each scroll view of ``contents`` whose content size differs from A's
    /// on the same canvas (by 0.0005 or more): its size in A, nil when A had
    /// no content size for it (no scroll view, or no such canvas or view).
    public var changedContents: [String: ContentSize?] = [:]
    /// The views drawn that are custom layout guides (B's; A's for a removed
    /// view): dashed, no fill, class `guide`, as ``SVGPicture`` draws them.
    public var guides: Set<String> = []
    /// The views drawn whose `hidden` property is set (B's; A's for a removed
    /// view): faded, class `hidden`, as ``SVGPicture`` draws them.
    public var hidden: Set<String> = []

    /// A picture from its parts (the labels as given).
    public init(canvas: Canvas, change: CanvasChange, previous: Canvas? = nil, views: [DiffShape]) {
        self.canvas = canvas
        self.change = change
        self.previous = previous
        self.views = views
    }

    /// The picture of one canvas between `old` (A's layout and that canvas's
    /// frames; nil when A has no such canvas) and `new` (B's; nil when B has
    /// none); nil when both are nil. Frames are compared in the root's space
    /// (`frames(in: .root, of:)` of each side's layout), so a view whose
    /// parent moved has moved too. A view in both whose root-space frames
    /// agree within 0.0005 on every value (``Frame/isSame(as:)``, as the text
    /// diff judges frames) is unchanged, else moved; one only in B is added,
    /// one only in A removed, drawn at its old frame. Depths come from B's
    /// hierarchy (A's for a removed view); ambiguity and unsatisfiable marks
    /// are B's (none on a removed view). Labels are placed in drawing order
    /// by ``ViewLabel``'s rule, each away from the legend and from the labels before it.
    public init?(old: (layout: Layout, canvas: CanvasLayout)?, new: (layout: Layout, canvas: CanvasLayout)?) {
        self.init(old: old.map { PictureSource(layout: $0.layout, canvas: $0.canvas) },
                  new: new.map { PictureSource(layout: $0.layout, canvas: $0.canvas) })
    }

    /// The picture of one canvas between what `old` and `new` hold (a
    /// layout's frames, or a page's state), as ``init(old:new:)`` describes it.
    init?(old: PictureSource?, new: PictureSource?) {
        guard let drawn = new ?? old else { return nil }
        // (A fitted canvas is drawn at the size it was laid out at.)
        canvas = drawn.canvas
        previous = nil
        if let old, let new {
            let a = old.canvas, b = new.canvas
            let same = a.width == b.width && a.height == b.height && a.direction == b.direction
            change = same ? .unchanged : .modified
            if !same { previous = a }
        } else {
            change = new == nil ? .removed : .added
        }
        let oldEntries = old?.frames ?? []
        let oldFrames = Dictionary(oldEntries.map { ($0.view, $0.frame) }, uniquingKeysWith: { first, _ in first })
        var views: [DiffShape] = []
        var drawnNames = Set<String>()
        if let new {
            for entry in new.frames {
                drawnNames.insert(entry.view)
                let before = oldFrames[entry.view]
                let kind: DiffShape.Kind = before.map { $0.isSame(as: entry.frame) ? .unchanged : .moved } ?? .added
                let shape = ViewShape(name: entry.view, frame: entry.frame, depth: new.depths[entry.view] ?? 1,
                                      free: new.free[entry.view] ?? [], conflicts: new.conflicts[entry.view] ?? [])
                views.append(DiffShape(kind: kind, shape: shape, old: before))
                if new.guides.contains(entry.view) { guides.insert(entry.view) }
                if new.hidden.contains(entry.view) { hidden.insert(entry.view) }
            }
        }
        if let old {
            for entry in oldEntries where !drawnNames.contains(entry.view) {
                let shape = ViewShape(name: entry.view, frame: entry.frame, depth: old.depths[entry.view] ?? 1)
                views.append(DiffShape(kind: .removed, shape: shape, old: entry.frame))
                if old.guides.contains(entry.view) { guides.insert(entry.view) }
                if old.hidden.contains(entry.view) { hidden.insert(entry.view) }
            }
        }
        self.views = views
        if let new {
            let before = old?.contentSizes ?? [:]
            for view in views.lazy.filter({ $0.kind != .removed }).map(\.name) {
                guard let size = new.contentSizes[view], let frame = views.first(where: { $0.name == view })?.frame
                else { continue }
                contents[view] = Frame(x: frame.x, y: frame.y, width: size.width, height: size.height)
                if let was = before[view], was.isSame(as: size) { continue }
                changedContents[view] = .some(before[view])
            }
        }
        // Labels in drawing order, away from the legend and from the labels placed before.
        var placed = LabelBoxes(legendBox.map { [$0] } ?? [])
        for index in self.views.indices {
            let shape = self.views[index].shape
            self.views[index].shape.label = ViewLabel(name: shape.name, frame: shape.frame, avoiding: placed,
                                                      within: Frame(x: 0, y: 0, width: canvas.width, height: canvas.height))
            placed.insert(self.views[index].shape.label.box)
        }
    }

    /// The canvas's name.
    public var name: String { canvas.name }
    /// The width drawn (B's; A's when removed): the root's outline is `0, 0, width, height`.
    public var width: Double { canvas.width }
    /// The height drawn.
    public var height: Double { canvas.height }

    /// The title above the canvas: as ``CanvasPicture/title`` (`phone
    /// 375x812 ltr`), followed by ` (added)` or ` (removed)`; a canvas
    /// resized shows both sizes (`phone 375x812 → 414x896 ltr`), and both
    /// directions when its direction changed (`phone 375x812 ltr → 375x812 rtl`).
    public var title: String {
        func size(_ c: Canvas) -> String { "\(ViewShape.number(c.width))x\(ViewShape.number(c.height))" }
        switch change {
        case .unchanged: return "\(name) \(size(canvas)) \(canvas.direction.rawValue)"
        case .added, .removed: return "\(name) \(size(canvas)) \(canvas.direction.rawValue) (\(change.rawValue))"
        case .modified:
            let old = previous ?? canvas
            if old.direction == canvas.direction {
                return "\(name) \(size(old)) → \(size(canvas)) \(canvas.direction.rawValue)"
            }
            return "\(name) \(size(old)) \(old.direction.rawValue) → \(size(canvas)) \(canvas.direction.rawValue)"
        }
    }

    /// The legend: one line per view that changed, in drawing order
    /// (``DiffShape/legend``); empty when none did.
    public var legend: [String] { views.compactMap(\.legend) }

    /// The box the legend covers, in the canvas's space (estimated as labels
    /// are): right of the canvas by ``legendGap``, from its top, as wide as
    /// its longest line, ``ViewLabel/lineHeight`` per line; nil without a legend.
    public var legendBox: Frame? {
        let lines = legend
        guard !lines.isEmpty else { return nil }
        let characters = lines.map(\.count).max() ?? 0
        return Frame(x: width + Self.legendGap, y: 0, width: Double(characters) * ViewLabel.characterWidth,
                     height: Double(lines.count) * ViewLabel.lineHeight)
    }

    /// The gap between a canvas's right edge and its legend.
    public static let legendGap = 20.0

    /// The width the canvas takes side by side with the others: its own, and
    /// its legend's gap and width when it has one.
    public var slotWidth: Double {
        guard let box = legendBox else { return width }
        return box.x + box.width
    }

    /// The height it takes: its own or its legend's, whichever is more.
    public var slotHeight: Double { max(height, legendBox.map(\.height) ?? 0) }
}

/// One view of a ``CanvasDiffPicture``: how it changed, and its shape at its
/// frame in B (in A for a removed view), with the marks and label of a
/// ``ViewShape``.
public struct DiffShape: Hashable, Sendable {
    /// How a view changed between the two revisions, in the root's space.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// In both, at the same root-space frame (within 0.0005 on every value).
        case unchanged
        /// Only in B.
        case added
        /// Only in A.
        case removed
        /// In both, moved or resized.
        case moved
    }

    /// How it changed.
    public var kind: Kind
    /// The view at its root-space frame in B (A for a removed view): name,
    /// depth, marks, label, tooltip.
    public var shape: ViewShape
    /// Its root-space frame in A; nil for an added view.
    public var old: Frame?

    /// A view's change, from its parts.
    public init(kind: Kind, shape: ViewShape, old: Frame?) {
        self.kind = kind
        self.shape = shape
        self.old = old
    }

    /// The view's name.
    public var name: String { shape.name }
    /// The frame drawn: B's, A's for a removed view (root space).
    public var frame: Frame { shape.frame }

    /// For a moved view, the movement new − old in the root's space; nil otherwise.
    public var delta: FrameDelta? {
        guard kind == .moved, let old else { return nil }
        return FrameDelta(dx: frame.x - old.x, dy: frame.y - old.y, dw: frame.width - old.width,
                          dh: frame.height - old.height)
    }

    /// For a moved view whose origin moved (by ``Frame/sameFrameTolerance``,
    /// 0.0005, or more), the arrow
    /// from its old origin `(x, y)` to its new one; nil otherwise (a view only
    /// resized, added, removed or unchanged).
    public var arrow: (x1: Double, y1: Double, x2: Double, y2: Double)? {
        guard delta != nil, let old, !Frame.isSame(old.x, frame.x) || !Frame.isSame(old.y, frame.y) else { return nil }
        return (old.x, old.y, frame.x, frame.y)
    }

    /// Its line in the legend: `+ name` added, `- name` removed, `name dx +10,
    /// dy -4, dw 0, dh +20` moved (``FrameDelta/text``); nil when unchanged.
    public var legend: String? {
        switch kind {
        case .unchanged: return nil
        case .added: return "+ " + name
        case .removed: return "- " + name
        case .moved: return delta.map { name + " " + $0.text }
        }
    }

    /// The tooltip: ``ViewShape/tooltip`` (name, frame drawn, problems), then
    /// `added`, `removed`, or for a moved view `was x …, y …, width …, height
    /// …` (its old frame) and its movement.
    public var tooltip: String {
        switch kind {
        case .unchanged: return shape.tooltip
        case .added, .removed: return shape.tooltip + "\n" + kind.rawValue
        case .moved:
            guard let old, let delta else { return shape.tooltip }
            return shape.tooltip + "\nwas x \(ViewShape.number(old.x)), y \(ViewShape.number(old.y)), "
                + "width \(ViewShape.number(old.width)), height \(ViewShape.number(old.height))\n" + delta.text
        }
    }
}

/// The movement of a frame, new − old: origin and size.
public struct FrameDelta: Hashable, Sendable {
    /// new x − old x.
    public var dx: Double
    /// new y − old y.
    public var dy: Double
    /// new width − old width.
    public var dw: Double
    /// new height − old height.
    public var dh: Double

    /// A movement from its four values.
    public init(dx: Double, dy: Double, dw: Double, dh: Double) {
        self.dx = dx
        self.dy = dy
        self.dw = dw
        self.dh = dh
    }

    /// `dx +10, dy -4, dw 0, dh +20`: each value rounded to a thousandth as
    /// ``ViewShape`` writes numbers, with its sign (`+` above zero, `-` below,
    /// none for `0`), as the text diff's frame table writes movements.
    public var text: String {
        func signed(_ value: Double) -> String {
            let text = ViewShape.number(value)
            return text == "0" || text.hasPrefix("-") || !value.isFinite ? text : "+" + text
        }
        return "dx \(signed(dx)), dy \(signed(dy)), dw \(signed(dw)), dh \(signed(dh))"
    }
}

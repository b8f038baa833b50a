import LayoutModel

/// The point of a sibling view a stored frame's origin is measured from, on
/// one axis: the sibling's origin plus `at` times its size along the axis
/// (0 its left or top edge, 0.5 its centre, 1 its right or bottom edge).
struct FrameAnchor: Hashable, Sendable {
    /// The sibling (a view with the same parent).
    var view: String
    /// 0, 0.5 or 1: which point of the sibling, as a fraction of its width or height.
    var at: Double
}

/// A frame row as the `frame` table holds it: the size as solved, the origin
/// relative to an anchor on each axis (in parent coordinates when the anchor
/// is nil).
struct StoredFrame: Hashable, Sendable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    var xAnchor: FrameAnchor?
    var yAnchor: FrameAnchor?
}

/// Frames stored relative to the sibling a view is constrained to, so that a
/// change that moves a whole stack of views rewrites only the frames whose
/// place relative to their anchor changed (docs/schema.md, "Frames").
///
/// The anchors are a function of the revision's state (its constraints and
/// view tree) and are stored with each frame row, so reading needs no
/// constraints; any choice of anchors gives the same absolute frames, the
/// choice only decides how many rows a change rewrites.
enum FrameAnchors {
    /// The anchors of one view.
    typealias Pair = (x: FrameAnchor?, y: FrameAnchor?)

    /// The anchor of every view that has one, from the layout's constraints
    /// taken in document order: on each axis, the second item of the view's
    /// first constraint that places one of its locations on that axis relative
    /// to a location of a sibling that has a frame (`present`), unless that
    /// would make the anchors of the axis circular.
    static func choose(for layout: Layout, direction: LayoutDirection, present: Set<String>) -> [String: Pair] {
        let views = layout.views
        var index: [String: Int] = [:]
        index.reserveCapacity(views.count)
        for (i, view) in views.enumerated() where present.contains(view.name) { index[view.name] = i }
        var x = [FrameAnchor?](repeating: nil, count: views.count)
        var y = x
        var xForest = Forest(count: views.count)
        var yForest = Forest(count: views.count)
        for (_, c) in layout.constraints {
            guard let sibling = c.item2, let attribute2 = c.attribute2, sibling != c.item, !c.attribute.isSize,
                  c.attribute.axis == attribute2.axis, let at = fraction(of: attribute2, direction: direction),
                  let j = index[sibling], let i = index[c.item], views[i].parent == views[j].parent
            else { continue }
            if attribute2.axis == .horizontal {
                if x[i] == nil, xForest.link(i, under: j) { x[i] = FrameAnchor(view: sibling, at: at) }
            } else if y[i] == nil, yForest.link(i, under: j) {
                y[i] = FrameAnchor(view: sibling, at: at)
            }
        }
        var result: [String: Pair] = [:]
        for i in views.indices where x[i] != nil || y[i] != nil { result[views[i].name] = (x[i], y[i]) }
        return result
    }

    /// Which point of a view an attribute names, as a fraction of its size
    /// along the attribute's axis (`Attribute.position(direction:)`); nil
    /// for a size. A baseline has no fixed fraction: the first counts as the
    /// top (0), which its offset is measured from, the last as the bottom
    /// (1), where it lies without an offset (the choice only decides how many
    /// rows a change rewrites).
    static func fraction(of attribute: Attribute, direction: LayoutDirection) -> Double? {
        switch attribute.position(direction: direction) {
        case .size: nil
        case .point(let fraction, _): fraction
        case .baseline(let first): first ? 0 : 1
        }
    }

    /// The frames (parent coordinates) of stored rows, for the views of
    /// `names` that have a row, in that order; rows of other views still
    /// serve as anchors. A row whose anchor is missing reads as if it had no
    /// anchor on that axis; in a cycle of anchors (a damaged database), the
    /// link closing it is ignored.
    static func resolve(_ rows: [String: StoredFrame], order names: [String]) -> [(view: String, frame: Frame)] {
        resolve(Table(rows, order: names))
    }

    /// ``resolve(_:order:)`` of rows already by position: `rows[i]` is the
    /// row of `names[i]` (every name has one, names distinct) and `index`
    /// gives each name's position. No dictionary of rows is built: a
    /// revision's frames are read this way.
    static func resolve(_ rows: [StoredFrame], names: [String], index: [String: Int]) -> [(view: String, frame: Frame)] {
        resolve(Table(names: names, rows: rows, index: index))
    }

    private static func resolve(_ table: Table) -> [(view: String, frame: Frame)] {
        let xs = table.origins(.horizontal) { i, _ in table.rows[i].x }
        let ys = table.origins(.vertical) { i, _ in table.rows[i].y }
        var result: [(view: String, frame: Frame)] = []
        result.reserveCapacity(table.listed)
        for i in 0..<table.listed {
            let row = table.rows[i]
            result.append((table.names[i], Frame(x: xs[i], y: ys[i], width: row.width, height: row.height)))
        }
        return result
    }

    /// The rows to store for a canvas's solved frames (parent coordinates),
    /// given the anchors chosen for the new state and the rows stored now:
    /// every view's row, and the views whose row differs from the stored one
    /// (those to write), in the order of `frames`. A stored value is kept
    /// while the frame a reader computes from it stays within 0.0005 of the
    /// solved one, so every frame read back is within 0.0005 of its solution
    /// however long the chain of anchors.
    static func encode(_ frames: [(view: String, frame: Frame)], anchors: [String: Pair],
                       previous: [String: StoredFrame]) -> (rows: [StoredFrame], changed: [Int]) {
        let old = frames.map { previous[$0.view] }
        func kept(_ value: Double, _ stored: Double?) -> Double {
            if let stored, abs(stored - value) < tolerance { return stored }
            return value
        }
        let rows = frames.indices.map { i in
            let pair = anchors[frames[i].view]
            return StoredFrame(x: 0, y: 0, width: kept(frames[i].frame.width, old[i]?.width),
                               height: kept(frames[i].frame.height, old[i]?.height), xAnchor: pair?.x, yAnchor: pair?.y)
        }
        var table = Table(names: frames.map(\.view), rows: rows)
        // Per axis, anchors first: keep the stored offset while what a reader
        // computes from it is within the tolerance of the solution.
        for axis in [Axis.horizontal, .vertical] {
            let offsets = table.origins(axis, offset: { i, base in
                let target = axis == .horizontal ? frames[i].frame.x : frames[i].frame.y
                if let previous = old[i], previous.anchor(axis) == table.rows[i].anchor(axis),
                   abs(base + previous.offset(axis) - target) < tolerance {
                    return previous.offset(axis)
                }
                return target - base
            }, offsetsOnly: true)
            for i in table.rows.indices { table.rows[i].setOffset(axis, offsets[i]) }
        }
        return (table.rows, table.rows.indices.filter { table.rows[$0] != old[$0] })
    }

    /// The difference from which a value is no longer the same
    /// (``Frame/sameFrameTolerance``, `semantics.md`).
    static let tolerance = Frame.sameFrameTolerance

    /// One canvas's rows by position: the listed names first, then any other
    /// rows (anchors only), with the position of each row's anchors.
    private struct Table {
        var names: [String]
        var rows: [StoredFrame]
        /// How many of `names` come from the order given.
        var listed: Int
        /// Per row and axis: the anchor's position, or -1 (none, or no such row).
        var xAnchor: [Int]
        var yAnchor: [Int]

        /// Rows given in order (names distinct).
        init(names: [String], rows: [StoredFrame]) {
            var index: [String: Int] = [:]
            index.reserveCapacity(names.count)
            for (i, name) in names.enumerated() { index[name] = i }
            self.init(names: names, rows: rows, index: index)
        }

        /// Rows given in order (names distinct), with each name's position.
        init(names: [String], rows: [StoredFrame], index: [String: Int]) {
            self.names = names
            self.rows = rows
            listed = rows.count
            xAnchor = rows.map { row in row.xAnchor.flatMap { index[$0.view] } ?? -1 }
            yAnchor = rows.map { row in row.yAnchor.flatMap { index[$0.view] } ?? -1 }
        }

        /// Rows by name: those of `order` first, in that order, then the others by name.
        init(_ byName: [String: StoredFrame], order: [String]) {
            names = []
            rows = []
            names.reserveCapacity(byName.count)
            rows.reserveCapacity(byName.count)
            var index: [String: Int] = [:]
            index.reserveCapacity(byName.count)
            for name in order {
                guard index[name] == nil, let row = byName[name] else { continue }
                index[name] = names.count
                names.append(name)
                rows.append(row)
            }
            listed = names.count
            if listed < byName.count {
                for name in byName.keys.sorted() where index[name] == nil {
                    index[name] = names.count
                    names.append(name)
                    rows.append(byName[name] ?? StoredFrame(x: 0, y: 0, width: 0, height: 0))
                }
            }
            xAnchor = rows.map { row in row.xAnchor.flatMap { index[$0.view] } ?? -1 }
            yAnchor = rows.map { row in row.yAnchor.flatMap { index[$0.view] } ?? -1 }
        }

        /// Every row's origin along an axis, anchors before the rows anchored
        /// to them: `offset(i, base)` gives row i's stored offset from `base`
        /// (its anchor's point, 0 without one). With `offsetsOnly`, returns the
        /// offsets rather than the origins.
        func origins(_ axis: Axis, offset: (Int, Double) -> Double, offsetsOnly: Bool = false) -> [Double] {
            let anchors = axis == .horizontal ? xAnchor : yAnchor
            var origin = [Double](repeating: 0, count: rows.count)
            var result = offsetsOnly ? [Double](repeating: 0, count: rows.count) : []
            // 0: not reached, 1: on the chain being walked, 2: done.
            var state = [UInt8](repeating: 0, count: rows.count)
            var chain: [Int] = []
            for start in rows.indices where state[start] == 0 {
                var current = start
                while current >= 0 && state[current] == 0 {
                    state[current] = 1
                    chain.append(current)
                    current = anchors[current]
                }
                while let i = chain.popLast() {
                    var base = 0.0
                    let a = anchors[i]
                    if a >= 0 && state[a] == 2, let at = rows[i].anchor(axis)?.at {
                        base = origin[a] + at * rows[a].size(axis)
                    }
                    let value = offset(i, base)
                    origin[i] = base + value
                    if offsetsOnly { result[i] = value }
                    state[i] = 2
                }
            }
            return offsetsOnly ? result : origin
        }
    }
}

extension StoredFrame {
    /// The anchor on an axis.
    func anchor(_ axis: Axis) -> FrameAnchor? { axis == .horizontal ? xAnchor : yAnchor }
    /// The stored origin on an axis (relative to its anchor).
    func offset(_ axis: Axis) -> Double { axis == .horizontal ? x : y }
    /// The size along an axis.
    func size(_ axis: Axis) -> Double { axis == .horizontal ? width : height }
    /// Sets the stored origin on an axis.
    mutating func setOffset(_ axis: Axis, _ value: Double) {
        if axis == .horizontal { x = value } else { y = value }
    }
}

/// Trees of anchors on one axis, kept acyclic: each view (by position)
/// points towards the root of its tree (path-compressed), so linking a view
/// under another is refused exactly when the other's tree is rooted at it.
private struct Forest {
    private var up: [Int]

    init(count: Int) { up = Array(0..<count) }

    /// The root of a view's tree.
    private mutating func root(_ view: Int) -> Int {
        var top = view
        while up[top] != top { top = up[top] }
        var current = view
        while up[current] != top {
            let next = up[current]
            up[current] = top
            current = next
        }
        return top
    }

    /// Links `view` (which has no anchor yet, so roots its tree) under
    /// `anchor`; false when that would close a cycle.
    mutating func link(_ view: Int, under anchor: Int) -> Bool {
        let top = root(anchor)
        guard top != view else { return false }
        up[view] = top
        return true
    }
}

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

    /// The anchor of every view that has one, from the layout's constraints:
    /// on each axis, the second item of the view's first constraint (in
    /// document order) that places one of its locations on that axis relative
    /// to a location of a sibling that has a frame (`present`), unless that
    /// would make the anchors of the axis circular.
    static func choose(for layout: Layout, direction: LayoutDirection, present: Set<String>) -> [String: Pair] {
        var result: [String: Pair] = [:]
        var xForest = Forest()
        var yForest = Forest()
        for view in layout.views where present.contains(view.name) {
            var pair: Pair = (nil, nil)
            for (_, c) in layout.constraints(of: view.name) {
                guard let sibling = c.item2, let attribute2 = c.attribute2, sibling != view.name,
                      !c.attribute.isSize, c.attribute.axis == attribute2.axis,
                      let at = fraction(of: attribute2, direction: direction), present.contains(sibling),
                      let other = layout.view(named: sibling), other.parent == view.parent, other.name != View.rootName
                else { continue }
                let anchor = FrameAnchor(view: sibling, at: at)
                if attribute2.axis == .horizontal {
                    if pair.x == nil, xForest.link(view.name, under: sibling) { pair.x = anchor }
                } else if pair.y == nil, yForest.link(view.name, under: sibling) {
                    pair.y = anchor
                }
                if pair.x != nil && pair.y != nil { break }
            }
            if pair.x != nil || pair.y != nil { result[view.name] = pair }
        }
        return result
    }

    /// Which point of a view an attribute names, as a fraction of its size
    /// along the attribute's axis; nil for a size.
    static func fraction(of attribute: Attribute, direction: LayoutDirection) -> Double? {
        switch attribute {
        case .left, .leftMargin, .top, .topMargin, .firstBaseline: 0
        case .right, .rightMargin, .bottom, .bottomMargin, .lastBaseline: 1
        case .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins: 0.5
        case .leading, .leadingMargin: direction == .rtl ? 1 : 0
        case .trailing, .trailingMargin: direction == .rtl ? 0 : 1
        case .width, .height: nil
        }
    }

    /// The absolute frames (parent coordinates) of stored rows. A row whose
    /// anchor is missing or part of a cycle (a damaged database) is read as
    /// if it had no anchor on that axis.
    static func resolve(_ rows: [String: StoredFrame], order names: [String]) -> [String: Frame] {
        let xs = absolute(names, rows, anchor: \.xAnchor, offset: \.x, size: \.width)
        let ys = absolute(names, rows, anchor: \.yAnchor, offset: \.y, size: \.height)
        var result: [String: Frame] = [:]
        result.reserveCapacity(rows.count)
        for (name, row) in rows {
            result[name] = Frame(x: xs[name] ?? row.x, y: ys[name] ?? row.y, width: row.width, height: row.height)
        }
        return result
    }

    /// The rows to store for a canvas's solved frames (parent coordinates),
    /// given the anchors chosen for the new state and the rows stored now:
    /// every view's row, and the views whose row differs from the stored one
    /// (those to write). A stored value is kept while the frame a reader
    /// computes from it stays within 0.0005 of the solved one, so every frame
    /// read back is within 0.0005 of its solution however long the chain of
    /// anchors.
    static func encode(_ frames: [(view: String, frame: Frame)], anchors: [String: Pair],
                       previous: [String: StoredFrame]) -> (rows: [String: StoredFrame], changed: [String]) {
        let names = frames.map(\.view)
        let solved = Dictionary(frames.map { ($0.view, $0.frame) }, uniquingKeysWith: { a, _ in a })
        var rows: [String: StoredFrame] = [:]
        rows.reserveCapacity(frames.count)
        for (name, frame) in frames {
            let old = previous[name]
            func kept(_ value: Double, _ stored: Double?) -> Double {
                if let stored, abs(stored - value) < tolerance { return stored }
                return value
            }
            rows[name] = StoredFrame(x: 0, y: 0, width: kept(frame.width, old?.width), height: kept(frame.height, old?.height),
                                     xAnchor: anchors[name]?.x, yAnchor: anchors[name]?.y)
        }
        place(names, &rows, solved: solved, previous: previous, anchor: \.xAnchor, offset: \.x, size: \.width, solvedOffset: \.x)
        place(names, &rows, solved: solved, previous: previous, anchor: \.yAnchor, offset: \.y, size: \.height, solvedOffset: \.y)
        let changed = names.filter { rows[$0] != previous[$0] }
        return (rows, changed)
    }

    /// The largest difference still read as the same value (`semantics.md`).
    static let tolerance = 0.0005

    /// Fills one axis of `rows` (whose sizes and anchors are set), anchors first.
    private static func place(_ names: [String], _ rows: inout [String: StoredFrame], solved: [String: Frame],
                              previous: [String: StoredFrame], anchor: KeyPath<StoredFrame, FrameAnchor?>,
                              offset: WritableKeyPath<StoredFrame, Double>, size: KeyPath<StoredFrame, Double>,
                              solvedOffset: KeyPath<Frame, Double>) {
        var read: [String: Double] = [:]  // what a reader computes for each origin
        read.reserveCapacity(names.count)
        for name in order(names, rows, anchor: anchor) {
            guard var row = rows[name], let target = solved[name]?[keyPath: solvedOffset] else { continue }
            var base = 0.0
            if let a = row[keyPath: anchor], let origin = read[a.view], let other = rows[a.view] {
                base = origin + a.at * other[keyPath: size]
            }
            if let old = previous[name], old[keyPath: anchor] == row[keyPath: anchor],
               abs(base + old[keyPath: offset] - target) < tolerance {
                row[keyPath: offset] = old[keyPath: offset]
            } else {
                row[keyPath: offset] = target - base
            }
            read[name] = base + row[keyPath: offset]
            rows[name] = row
        }
    }

    /// The origins along one axis of stored rows, in parent coordinates.
    private static func absolute(_ names: [String], _ rows: [String: StoredFrame], anchor: KeyPath<StoredFrame, FrameAnchor?>,
                                 offset: KeyPath<StoredFrame, Double>, size: KeyPath<StoredFrame, Double>) -> [String: Double] {
        var read: [String: Double] = [:]
        read.reserveCapacity(rows.count)
        for name in order(names, rows, anchor: anchor) {
            guard let row = rows[name] else { continue }
            var base = 0.0
            if let a = row[keyPath: anchor], let origin = read[a.view], let other = rows[a.view] {
                base = origin + a.at * other[keyPath: size]
            }
            read[name] = base + row[keyPath: offset]
        }
        return read
    }

    /// The names (with any anchored rows not among them) ordered so that
    /// every anchor comes before the views anchored to it. An anchor that is
    /// missing or closes a cycle is ignored; nothing here can loop forever.
    private static func order(_ names: [String], _ rows: [String: StoredFrame],
                              anchor: KeyPath<StoredFrame, FrameAnchor?>) -> [String] {
        var result: [String] = []
        result.reserveCapacity(rows.count)
        var done: Set<String> = []
        done.reserveCapacity(rows.count)
        var all = names
        if names.count != rows.count {
            let listed = Set(names)
            all += rows.keys.filter { !listed.contains($0) }.sorted()
        }
        for name in all where !done.contains(name) && rows[name] != nil {
            var chain: [String] = []
            var onChain: Set<String> = []
            var current: String? = name
            while let c = current, !done.contains(c), !onChain.contains(c), let row = rows[c] {
                chain.append(c)
                onChain.insert(c)
                current = row[keyPath: anchor]?.view
            }
            for c in chain.reversed() {
                result.append(c)
                done.insert(c)
            }
        }
        return result
    }
}

/// Trees of anchors on one axis, kept acyclic: each view points towards the
/// root of its tree (path-compressed), so linking a view under a sibling is
/// refused exactly when the sibling's tree is rooted at the view.
private struct Forest {
    private var up: [String: String] = [:]

    /// The root of a view's tree.
    private mutating func root(_ view: String) -> String {
        var top = view
        while let next = up[top] { top = next }
        var current = view
        while let next = up[current], next != top {
            up[current] = top
            current = next
        }
        return top
    }

    /// Links `view` (which has no anchor yet, so roots its tree) under
    /// `anchor`; false when that would close a cycle.
    mutating func link(_ view: String, under anchor: String) -> Bool {
        let top = root(anchor)
        guard top != view else { return false }
        up[view] = top
        return true
    }
}

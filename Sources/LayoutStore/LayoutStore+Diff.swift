import LayoutModel

/// A frame that differs between two revisions on one canvas.
public struct FrameChange: Equatable, Sendable {
    public var canvas: String
    public var view: String
    /// Nil when the view (or canvas) did not exist at the first revision.
    public var old: Frame?
    /// Nil when it no longer exists at the second.
    public var new: Frame?

    /// The movement `new − old` (x, y, width, height); zeros when either is missing.
    public var delta: (dx: Double, dy: Double, dw: Double, dh: Double) {
        guard let old, let new else { return (0, 0, 0, 0) }
        return (new.x - old.x, new.y - old.y, new.width - old.width, new.height - old.height)
    }

    public static func == (a: FrameChange, b: FrameChange) -> Bool {
        a.canvas == b.canvas && a.view == b.view && a.old == b.old && a.new == b.new
    }
}

/// What changed between two revisions of a document.
public struct RevisionDiff: Sendable {
    /// The first revision (nil: the empty document before the first revision).
    public var from: Int?
    public var to: Int
    /// Constraints by identity, views and canvases by name.
    public var changes: LayoutChanges
    /// Frames that moved (by 0.0005 or more), appeared or disappeared, per canvas in canvas then view order.
    public var frames: [FrameChange]
}

extension LayoutStore {
    /// The changes from revision `from` (nil: the empty document) to `to`, both of `document`.
    public func diff(document: String, from: Int?, to: Int) throws(StoreError) -> RevisionDiff {
        let before = try from.map { r throws(StoreError) in try frames(document: document, at: r) }
        let after = try frames(document: document, at: to)
        let changes = (before?.layout ?? Layout(name: document)).changes(to: after.layout)
        return RevisionDiff(from: from, to: to, changes: changes,
                            frames: Self.frameChanges(before?.canvases ?? [], after.canvases))
    }

    /// What one revision changed: the diff from its parent.
    public func show(_ revision: Int) throws(StoreError) -> (revision: Revision, diff: RevisionDiff) {
        guard let meta = try self.revision(revision) else { throw .unknownRevision(String(revision)) }
        return (meta, try diff(document: meta.document, from: meta.parent, to: revision))
    }

    static func frameChanges(_ before: [CanvasLayout], _ after: [CanvasLayout]) -> [FrameChange] {
        var result: [FrameChange] = []
        let names = after.map(\.canvas.name) + before.map(\.canvas.name).filter { n in !after.contains { $0.canvas.name == n } }
        for name in names {
            let old = before.first { $0.canvas.name == name }?.frames ?? []
            let new = after.first { $0.canvas.name == name }?.frames ?? []
            let oldByView = Dictionary(old.map { ($0.view, $0.frame) }, uniquingKeysWith: { a, _ in a })
            let newViews = Set(new.map(\.view))
            for (view, frame) in new {
                let previous = oldByView[view]
                if let previous, previous.isSame(as: frame) { continue }
                result.append(FrameChange(canvas: name, view: view, old: previous, new: frame))
            }
            for (view, frame) in old where !newViews.contains(view) {
                result.append(FrameChange(canvas: name, view: view, old: frame, new: nil))
            }
        }
        return result
    }
}

import GRDB
import LayoutModel

/// A frame that differs between two revisions on one canvas.
public struct FrameChange: Equatable, Sendable {
    /// The canvas it is on.
    public var canvas: String
    /// The view whose frame changed.
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

    /// The same canvas, view and frames.
    public static func == (a: FrameChange, b: FrameChange) -> Bool {
        a.canvas == b.canvas && a.view == b.view && a.old == b.old && a.new == b.new
    }
}

/// A scroll view's content size that differs between two revisions on one
/// canvas (`semantics.md`, "Scroll views").
public struct ContentSizeChange: Equatable, Sendable {
    /// The canvas it is on.
    public var canvas: String
    /// The scroll view.
    public var view: String
    /// Nil when the view was no scroll view (or the canvas did not exist) at the first revision.
    public var old: ContentSize?
    /// Nil when it is no scroll view (or no longer exists) at the second.
    public var new: ContentSize?

    /// A change of `view`'s content size on `canvas`.
    public init(canvas: String, view: String, old: ContentSize?, new: ContentSize?) {
        self.canvas = canvas
        self.view = view
        self.old = old
        self.new = new
    }
}

/// What changed between two revisions of a document.
public struct RevisionDiff: Sendable {
    /// The first revision (nil: the empty document before the first revision).
    public var from: Int?
    /// The second revision.
    public var to: Int
    /// Constraints by identity, views and canvases by name.
    public var changes: LayoutChanges
    /// Frames that moved (by 0.0005 or more), appeared or disappeared, per canvas in canvas then view order.
    /// A canvas fitted at either revision and laid out at another size (a
    /// cell that grew) lists the root's frame, `(0, 0, width, height)`, first.
    public var frames: [FrameChange]
    /// Content sizes of scroll views that changed (by 0.0005 or more),
    /// appeared or disappeared, per canvas in canvas then view order.
    public var contentSizes: [ContentSizeChange] = []
}

extension LayoutStore {
    /// The changes from revision `from` (nil: the empty document) to `to`, both of `document`.
    ///
    /// Canvases, views and frames come from both revisions' stored frames
    /// (read without constraints). A constraint that did not change between
    /// the two is the same row at both, so the constraints are compared by
    /// their rows first (identity and rowid, no decoding) and only those
    /// whose row differs are read; a rewritten row with the same content is
    /// no change, as in ``Layout/changes(to:)``. When a view moved in the
    /// hierarchy between the two, a constraint's coordinate space may differ
    /// on the same row: then both states are read whole and compared by
    /// ``Layout/changes(to:)``.
    public func diff(document: String, from: Int?, to: Int) throws(StoreError) -> RevisionDiff {
        try diff(document: document, from: from, to: to, plan: nil)
    }

    /// ``diff(document:from:to:)`` with the plan for an old revision's rows
    /// forced (tests compare the two).
    func diff(document: String, from: Int?, to: Int, plan: ValidRowsPlan?) throws(StoreError) -> RevisionDiff {
        // One read transaction: the document checked and both revisions read once.
        try read { db in
            try Self.requireDocument(db, document)
            let after = try Self.frames(db, document: document, at: to, includeConstraints: false, plan: plan)
            // The canvases and views of the first revision are the second's when none changed in between.
            let before = try from.map { from in
                try Self.frames(db, document: document, at: from, includeConstraints: false, plan: plan,
                                tree: try Self.treeUnchanged(db, document, between: from, and: to) ? after.layout : nil)
            }
            let changes = try Self.changes(db, document: document, from: before.map { ($0.revision.number, $0.layout) },
                                           to: (to, after.layout), plan: plan) { from in
                try Self.constraintChanges(db, document: document, from: from, to: to, plan: plan)
            }
            return RevisionDiff(from: from, to: to, changes: changes,
                                frames: Self.frameChanges(before?.canvases ?? [], after.canvases),
                                contentSizes: Self.contentSizeChanges(before?.canvases ?? [], after.canvases))
        }
    }

    /// The changes from revision `from` (its number and its canvases and
    /// views, nil: the empty document) to `to`: canvases and views compared,
    /// the constraints by their rows (`rows`, handed `from`'s number) — unless
    /// a view moved in the hierarchy between the two, when a kept row may be
    /// read in another space: then both states are read whole and compared.
    static func changes(_ db: Database, document: String, from: (number: Int, layout: Layout)?,
                        to: (number: Int, layout: Layout), plan: ValidRowsPlan?,
                        rows: (Int) throws -> (added: [(id: ConstraintID, constraint: LayoutConstraint)],
                                               removed: [(id: ConstraintID, constraint: LayoutConstraint)],
                                               modified: [(id: ConstraintID, old: LayoutConstraint, new: LayoutConstraint)]))
        throws -> LayoutChanges {
        var changes = (from?.layout ?? Layout(name: document)).changes(to: to.layout)
        if let from, !changes.modifiedViews.contains(where: { $0.old.parent != $0.new.parent }) {
            let constraints = try rows(from.number)
            changes.addedConstraints = constraints.added
            changes.removedConstraints = constraints.removed
            changes.modifiedConstraints = constraints.modified
        } else {
            let old = try from.map { try Self.state(db, document: document, at: $0.number, plan: plan) }
            changes = (old ?? Layout(name: document)).changes(to: try Self.state(db, document: document, at: to.number, plan: plan))
        }
        return changes
    }

    /// Whether no canvas or view row of the document was begun or ended after
    /// the earlier of two revisions up to the later: then both have the same
    /// canvases and views (the rows valid at each are the same rows). Two
    /// look-ups per table, on `*_by_start` and `*_by_end`.
    static func treeUnchanged(_ db: Database, _ document: String, between a: Int, and b: Int) throws -> Bool {
        guard let doc = try documentID(db, document) else { return false }
        for table in ["canvas", "view"] {
            let changed = try Bool.fetchOne(db, sql: """
                SELECT EXISTS (SELECT 1 FROM \(table) INDEXED BY \(table)_by_start
                               WHERE document_id = ?1 AND valid_from > ?2 AND valid_from <= ?3)
                    OR EXISTS (SELECT 1 FROM \(table) INDEXED BY \(table)_by_end
                               WHERE document_id = ?1 AND valid_to > ?2 AND valid_to <= ?3)
                """, arguments: [doc, min(a, b), max(a, b)]) ?? true
            if changed { return false }
        }
        return true
    }

    /// The constraints added, removed and modified from revision `from` to
    /// `to`, each in identity order, when no view moved in the hierarchy
    /// between the two (so a row kept is a constraint unchanged): the rowid of
    /// each identity's version at both revisions (found as
    /// ``state(document:at:)`` finds them), then only the rows that differ,
    /// decoded and compared.
    static func constraintChanges(_ db: Database, document: String, from: Int, to: Int, plan: ValidRowsPlan? = nil) throws
        -> (added: [(id: ConstraintID, constraint: LayoutConstraint)],
            removed: [(id: ConstraintID, constraint: LayoutConstraint)],
            modified: [(id: ConstraintID, old: LayoutConstraint, new: LayoutConstraint)]) {
        guard let doc = try documentID(db, document) else { return ([], [], []) }
        let head = try Self.head(db, document)
        return try constraintChanges(db, old: constraintVersions(db, doc, at: from, head: head, plan: plan),
                                     new: constraintVersions(db, doc, at: to, head: head, plan: plan))
    }

    /// The row of each constraint identity valid at `revision` (of the
    /// document `doc`, whose head is `head`), in identity order.
    static func constraintVersions(_ db: Database, _ doc: Int64, at revision: Int, head: Int?, plan: ValidRowsPlan? = nil)
        throws -> [(id: ConstraintID, row: Int64)] {
        let at = revision == head ? nil : revision
        let (sql, arguments) = try constraintsValid(db, doc, at: at, next: nextConstraintID(db, doc, at: revision),
                                                    plan: plan, select: ConstraintRow.versionColumns)
        var rows: [(id: ConstraintID, row: Int64)] = []
        let cursor = try Row.fetchCursor(db, sql: sql, arguments: arguments)
        while let row = try cursor.next() { rows.append(try ConstraintRow.version(from: row)) }
        return inIdentityOrder(rows) { $0.id }
    }

    /// The constraints added, removed and modified between two revisions'
    /// rows (``constraintVersions(_:_:at:head:plan:)``): only the rows that
    /// differ are decoded and compared.
    static func constraintChanges(_ db: Database, old: [(id: ConstraintID, row: Int64)],
                                  new: [(id: ConstraintID, row: Int64)]) throws
        -> (added: [(id: ConstraintID, constraint: LayoutConstraint)],
            removed: [(id: ConstraintID, constraint: LayoutConstraint)],
            modified: [(id: ConstraintID, old: LayoutConstraint, new: LayoutConstraint)]) {
        // Merge the two lists (both by identity), keeping the identities whose row differs.
        var differing: [(id: ConstraintID, old: Int64?, new: Int64?)] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if j == new.count || (i < old.count && old[i].id < new[j].id) {
                differing.append((old[i].id, old[i].row, nil))
                i += 1
            } else if i == old.count || new[j].id < old[i].id {
                differing.append((new[j].id, nil, new[j].row))
                j += 1
            } else {
                if old[i].row != new[j].row { differing.append((old[i].id, old[i].row, new[j].row)) }
                i += 1
                j += 1
            }
        }
        let decoded = try constraints(db, rowids: differing.flatMap { [$0.old, $0.new].compactMap { $0 } })
        var result: (added: [(id: ConstraintID, constraint: LayoutConstraint)],
                     removed: [(id: ConstraintID, constraint: LayoutConstraint)],
                     modified: [(id: ConstraintID, old: LayoutConstraint, new: LayoutConstraint)]) = ([], [], [])
        for entry in differing {
            switch (entry.old.flatMap { decoded[$0] }, entry.new.flatMap { decoded[$0] }) {
            case let (old?, new?): if !old.isIdentical(to: new) { result.modified.append((entry.id, old, new)) }
            case let (old?, nil): result.removed.append((entry.id, old))
            case let (nil, new?): result.added.append((entry.id, new))
            case (nil, nil): break
            }
        }
        return result
    }

    /// The constraints stored in the given rows, by rowid (read 500 at a time).
    static func constraints(_ db: Database, rowids: [Int64]) throws -> [Int64: LayoutConstraint] {
        var result: [Int64: LayoutConstraint] = [:]
        result.reserveCapacity(rowids.count)
        var start = 0
        while start < rowids.count {
            let chunk = Array(rowids[start..<min(start + 500, rowids.count)])
            let cursor = try Row.fetchCursor(db, sql: """
                SELECT rowid, \(ConstraintRow.columns) FROM layout_constraint WHERE rowid IN (\(databaseQuestionMarks(count: chunk.count)))
                """, arguments: StatementArguments(chunk))
            while let row = try cursor.next() {
                result[try row.decode(forColumn: "rowid")] = try ConstraintRow.constraint(from: row, at: 1)
            }
            start += chunk.count
        }
        return result
    }

    /// What one revision changed: the diff from its parent.
    public func show(_ revision: Int) throws(StoreError) -> (revision: Revision, diff: RevisionDiff) {
        guard let meta = try self.revision(revision) else { throw .unknownRevision(String(revision)) }
        return (meta, try diff(document: meta.document, from: meta.parent, to: revision))
    }

    /// The content sizes that differ between two revisions' canvases (by
    /// 0.0005 or more), appeared or disappeared, canvas by canvas (the
    /// second revision's order, then the canvases it no longer has), view by view.
    static func contentSizeChanges(_ before: [CanvasLayout], _ after: [CanvasLayout]) -> [ContentSizeChange] {
        canvasPairs(before, after).flatMap { name, was, now in
            viewChanges(was?.contentSizes.map { ($0.view, $0.size) } ?? [], now?.contentSizes.map { ($0.view, $0.size) } ?? [],
                        same: { $0.isSame(as: $1) }) { ContentSizeChange(canvas: name, view: $0, old: $1, new: $2) }
        }
    }

    /// The frames that differ between two revisions' canvases (by 0.0005 or
    /// more), appeared or disappeared, in the same order as content sizes.
    static func frameChanges(_ before: [CanvasLayout], _ after: [CanvasLayout]) -> [FrameChange] {
        canvasPairs(before, after).flatMap { name, was, now in
            var result: [FrameChange] = []
            // A fitted canvas laid out at another size: the root's frame
            // changed (a cell grew), listed first, as the canvas's own change.
            if let was, let now, was.canvas.fits || now.canvas.fits {
                let oldRoot = Frame(x: 0, y: 0, width: was.width, height: was.height)
                let newRoot = Frame(x: 0, y: 0, width: now.width, height: now.height)
                if !oldRoot.isSame(as: newRoot) {
                    result.append(FrameChange(canvas: name, view: View.rootName, old: oldRoot, new: newRoot))
                }
            }
            return result + viewChanges(was?.frames.map { ($0.view, $0.frame) } ?? [], now?.frames.map { ($0.view, $0.frame) } ?? [],
                                        same: { $0.isSame(as: $1) }) { FrameChange(canvas: name, view: $0, old: $1, new: $2) }
        }
    }

    /// The canvases of two revisions, paired by name: the second revision's
    /// in its order, then the ones only the first has.
    private static func canvasPairs(_ before: [CanvasLayout], _ after: [CanvasLayout])
        -> [(name: String, was: CanvasLayout?, now: CanvasLayout?)] {
        let names = after.map(\.canvas.name) + before.map(\.canvas.name).filter { n in !after.contains { $0.canvas.name == n } }
        return names.map { name in
            (name, before.first { $0.canvas.name == name }, after.first { $0.canvas.name == name })
        }
    }

    /// Per view, the values that are not the same, appeared (in `new` only)
    /// or disappeared (in `old` only): `new`'s views in order, then the gone ones.
    private static func viewChanges<Value, Change>(_ old: [(String, Value)], _ new: [(String, Value)],
                                                   same: (Value, Value) -> Bool,
                                                   _ change: (String, Value?, Value?) -> Change) -> [Change] {
        let oldByView = Dictionary(old, uniquingKeysWith: { a, _ in a })
        let newViews = Set(new.map(\.0))
        var result: [Change] = []
        for (view, value) in new {
            let previous = oldByView[view]
            if let previous, same(previous, value) { continue }
            result.append(change(view, previous, value))
        }
        for (view, value) in old where !newViews.contains(view) {
            result.append(change(view, value, nil))
        }
        return result
    }
}

/// One revision of a walk through a document's history
/// (``LayoutStore/walk(document:after:upTo:_:)``).
public struct RevisionStep: Sendable {
    /// The revision.
    public var revision: Revision
    /// What it changed from its parent (canvases, views, constraints), as
    /// ``LayoutStore/diff(document:from:to:)`` finds it.
    public var changes: LayoutChanges
    /// The frames stored with it (its layout read without constraints).
    public var frames: StoredFrames
    /// The frames stored with its parent; nil for the document's first revision.
    public var parentFrames: StoredFrames?
    /// The scroll views' content sizes that changed from its parent (as
    /// ``RevisionDiff/contentSizes``), found from both revisions' frames.
    public var contentSizes: [ContentSizeChange] = []
}

extension LayoutStore {
    /// Each revision of `document` after `after` (nil: from the first) up to
    /// and including `upTo` (nil: the head), oldest first, handed to `body`
    /// with its changes from its parent and the frames of both. One read
    /// transaction: each revision's frames and constraint rows are read once,
    /// the parent's being the revision before it (so a walk through n
    /// revisions costs about n frame reads, where n diffs would cost 2n).
    /// - Throws: ``StoreError/unknownDocument(_:known:)``.
    public func walk(document: String, after: Int? = nil, upTo: Int? = nil,
                     _ body: (RevisionStep) -> Void) throws(StoreError) {
        try read { db in
            try Self.requireDocument(db, document)
            guard let doc = try Self.documentID(db, document) else { return }
            let head = try Self.head(db, document)
            let revisions = try Row.fetchAll(db, sql: RevisionRow.select + """
                 WHERE d.name = ? AND r.number > ? AND r.number <= ? ORDER BY r.number
                """, arguments: [document, after ?? Int.min, upTo ?? Int.max]).map(RevisionRow.revision(from:))
            var parent: (frames: StoredFrames, rows: [(id: ConstraintID, row: Int64)])?
            if let first = revisions.first, let number = first.parent {
                parent = (try Self.frames(db, document: document, at: number, includeConstraints: false),
                          try Self.constraintVersions(db, doc, at: number, head: head))
            }
            for revision in revisions {
                let tree = try parent.map { try Self.treeUnchanged(db, document, between: $0.frames.revision.number,
                                                                   and: revision.number) } ?? false
                let frames = try Self.frames(db, document: document, at: revision.number, includeConstraints: false,
                                             tree: tree ? parent?.frames.layout : nil)
                let rows = try Self.constraintVersions(db, doc, at: revision.number, head: head)
                let changes = try Self.changes(db, document: document,
                                               from: parent.map { ($0.frames.revision.number, $0.frames.layout) },
                                               to: (revision.number, frames.layout), plan: nil) { _ in
                    try Self.constraintChanges(db, old: parent?.rows ?? [], new: rows)
                }
                body(RevisionStep(revision: revision, changes: changes, frames: frames, parentFrames: parent?.frames,
                                  contentSizes: Self.contentSizeChanges(parent?.frames.canvases ?? [], frames.canvases)))
                parent = (frames, rows)
            }
        }
    }
}

import Foundation
import GRDB
import LayoutModel

/// Writes one revision inside the caller's transaction: the revision row, a
/// closed old row and a new row for every canvas, view and constraint that
/// changed, the frames that moved, and what solving found.
struct RevisionWriter {
    let db: Database
    let failpoint: ((String) throws -> Void)?

    /// Writes the revision and returns its number.
    func write(document: String, head: Int?, old: Layout, new: Layout, changes: LayoutChanges, canvases: [CanvasLayout],
               kind: RevisionKind, target: Int?, time: Date, author: String, message: String) throws -> Int {
        try db.execute(sql: StoreSQL.insertDocument, arguments: [document])
        guard let doc = try LayoutStore.documentID(db, document) else {
            throw DatabaseError(message: "document '\(document)' could not be created")
        }
        let greatest = try Int.fetchOne(db, sql: "SELECT MAX(number) FROM revision") ?? 0
        // Numbers grow by one per revision: only a file altered outside layoutdb reaches the last one.
        guard greatest < Int.max else {
            throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "revision \(greatest) leaves no number for a new revision")
        }
        let number = greatest + 1
        let revision = Revision(number: number, document: document, parent: head, time: try Self.timestamp(time, db),
                                author: author, message: message, kind: kind, digest: StateDigest.digest(new), target: target)
        try db.execute(sql: StoreSQL.insertRow(into: RevisionRow.table, columns: RevisionRow.insertColumns),
                       arguments: StatementArguments(RevisionRow.insertValues(revision, document: doc,
                                                                             nextConstraintID: new.nextConstraintID)))
        try failpoint?("revision")
        try writeCanvases(doc, number, changes, new)
        try writeViews(doc, number, changes, new)
        try failpoint?("views")
        try writeConstraints(doc, number, changes, new)
        try failpoint?("constraints")
        try writeFrames(doc, number, canvases, new)
        try writeFittedSizes(doc, number, canvases)
        try writeContentSizes(doc, number, canvases)
        try checkpointFrames(doc, number, live: canvases.reduce(0) { $0 + $1.frames.count })
        try failpoint?("frames")
        try writeIssues(number, canvases)
        try failpoint?("issues")
        return number
    }

    /// The time as stored: UTC, ISO 8601, to the nearest millisecond
    /// (`2023-11-14T22:13:20.000Z`), written by SQLite's `strftime` from the
    /// whole milliseconds since 1970 (`%f`: the seconds with three decimals).
    /// - Throws: a `DatabaseError` for a time outside the years 0000–9999,
    ///   which SQLite's dates do not reach (or not even a number of
    ///   milliseconds: infinite, not a number, or beyond 64 bits).
    static func timestamp(_ date: Date, _ db: Database) throws -> String {
        guard let milliseconds = Int64(exactly: (date.timeIntervalSince1970 * 1000).rounded()),
              let text = try String.fetchOne(db, sql: "SELECT strftime('%Y-%m-%dT%H:%M:%fZ', ? / 1000.0, 'unixepoch')",
                                             arguments: [milliseconds])
        else {
            // (In seconds: Foundation's description of a date traps on one that is not a number.)
            throw DatabaseError(message: "the time \(date.timeIntervalSince1970) s after 1970 is outside the years 0000-9999")
        }
        return text
    }

    /// The statement closing the live row of one identity
    /// (``StoreSQL/closing(_:index:identity:)``; arguments: the revision,
    /// the document, the values of the `identity` columns), on `index`.
    private func closing(_ table: String, _ index: String, _ identity: String...) throws -> Statement {
        try db.cachedStatement(sql: StoreSQL.closing(table, index: index, identity: identity))
    }

    /// Positions that make ordering by position give `names` (the new
    /// state's order): a live row keeps its position while that stays in
    /// order; a new row, or one that would be out of order, gets a position
    /// between its neighbours. Returns the positions of the rows to write and
    /// the names whose row must be rewritten only to move.
    private func positions(_ table: String, _ doc: Int64, names: [String], writing: Set<String>) throws
        -> (positions: [String: Double], moved: Set<String>) {
        var live: [String: Double] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT name, position FROM \(table) WHERE document_id = ? AND valid_to IS NULL",
                                    arguments: [doc]) {
            live[try row.decode(String.self, forColumn: "name")] = try row.decode(Double.self, forColumn: "position")
        }
        var result: [String: Double] = [:]
        var moved: Set<String> = []
        var previous = -Double.infinity
        // The live rows in the new order: the first of them after a name and
        // above `previous` is the next position kept. Both conditions only
        // get stricter as the walk goes on, so one cursor finds them all.
        let liveInOrder = names.indices.compactMap { i in live[names[i]].map { (index: i, position: $0) } }
        var cursor = 0
        for (index, name) in names.enumerated() {
            if let kept = live[name], kept > previous {
                result[name] = kept
                previous = kept
                continue
            }
            while cursor < liveInOrder.count
                    && (liveInOrder[cursor].index <= index || liveInOrder[cursor].position <= previous) {
                cursor += 1
            }
            let next = cursor < liveInOrder.count ? liveInOrder[cursor].position : nil
            let position: Double
            switch (previous.isFinite, next) {
            case (true, let n?): position = (previous + n) / 2
            case (true, nil): position = previous.rounded(.down) + 1
            case (false, let n?): position = n - 1
            case (false, nil): position = 1
            }
            result[name] = position
            previous = position
            if live[name] != nil && !writing.contains(name) { moved.insert(name) }
        }
        return (result, moved)
    }

    private func writeCanvases(_ doc: Int64, _ number: Int, _ changes: LayoutChanges, _ new: Layout) throws {
        let close = try closing("canvas", "canvas_by_name", "name")
        for canvas in changes.removedCanvases { try close.execute(arguments: [number, doc, canvas.name]) }
        let modified = changes.modifiedCanvases.map(\.new)
        if modified.isEmpty && changes.addedCanvases.isEmpty && !changes.orderChanged { return }
        let (positions, moved) = try positions("canvas", doc, names: new.canvases.map(\.name),
                                               writing: Set((modified + changes.addedCanvases).map(\.name)))
        let movedCanvases = new.canvases.filter { moved.contains($0.name) }
        // The new versions of live rows close them (an added canvas has none).
        for canvas in modified + movedCanvases { try close.execute(arguments: [number, doc, canvas.name]) }
        var rows = RowBatch(db, into: CanvasRow.table, columns: CanvasRow.insertColumns)
        for canvas in modified + changes.addedCanvases + movedCanvases {
            try rows.append(CanvasRow.insertValues(canvas, document: doc, revision: number,
                                                   position: positions[canvas.name] ?? 0))
        }
        try rows.flush()
    }

    private func writeViews(_ doc: Int64, _ number: Int, _ changes: LayoutChanges, _ new: Layout) throws {
        let close = try closing("view", "view_by_name", "name")
        for view in changes.removedViews { try close.execute(arguments: [number, doc, view.name]) }
        let modified = changes.modifiedViews.map(\.new)
        // Nothing added, changed or reordered: every live row keeps its place.
        if modified.isEmpty && changes.addedViews.isEmpty && !changes.orderChanged { return }
        let (positions, moved) = try positions("view", doc, names: new.views.map(\.name),
                                               writing: Set((modified + changes.addedViews).map(\.name)))
        let movedViews = new.views.filter { moved.contains($0.name) }
        // The new versions of live rows close them (an added view has none).
        for view in modified + movedViews { try close.execute(arguments: [number, doc, view.name]) }
        var rows = RowBatch(db, into: ViewRow.table, columns: ViewRow.insertColumns)
        for view in modified + changes.addedViews + movedViews {
            try rows.append(ViewRow.insertValues(view, document: doc, revision: number, position: positions[view.name] ?? 0))
        }
        try rows.flush()
    }

    private func writeConstraints(_ doc: Int64, _ number: Int, _ changes: LayoutChanges, _ new: Layout) throws {
        let close = try closing("layout_constraint", "constraint_by_id", "constraint_id")
        // Removed or modified: the live row is closed (an added constraint has none).
        for (id, _) in changes.removedConstraints { try close.execute(arguments: [number, doc, id]) }
        for (id, _, _) in changes.modifiedConstraints { try close.execute(arguments: [number, doc, id]) }
        var rows = RowBatch(db, into: ConstraintRow.table, columns: ConstraintRow.insertColumns)
        for (id, c) in changes.modifiedConstraints.map({ ($0.id, $0.new) }) + changes.addedConstraints {
            try rows.append(ConstraintRow.insertValues(c, id: id, space: new.coordinateSpace(of: c) ?? View.rootName,
                                                       document: doc, revision: number))
        }
        try rows.flush()
    }

    /// Writes the frames whose place relative to their anchors changed by
    /// 0.0005 or more (``FrameAnchors``), closes those of views or canvases gone.
    private func writeFrames(_ doc: Int64, _ number: Int, _ canvases: [CanvasLayout], _ new: Layout) throws {
        var live: [String: [String: StoredFrame]] = [:]
        let cursor = try Row.fetchCursor(db, sql: "SELECT \(FrameRow.columns) FROM frame WHERE document_id = ? AND valid_to IS NULL",
                                         arguments: [doc])
        while let row = try cursor.next() {
            let canvas = try FrameRow.canvas(from: row)
            let (view, frame) = try FrameRow.frame(from: row, canvas: canvas)
            live[canvas, default: [:]][view] = frame
        }
        var rows = RowBatch(db, into: FrameRow.table, columns: FrameRow.insertColumns)
        let close = try closing("frame", "frame_by_view", "canvas", "view")
        var anchors: [LayoutDirection: [String: FrameAnchors.Pair]] = [:]
        for result in canvases {
            let name = result.canvas.name
            var previous = live.removeValue(forKey: name) ?? [:]
            let direction = result.canvas.direction
            if anchors[direction] == nil {
                anchors[direction] = FrameAnchors.choose(for: new, direction: direction, present: Set(result.frames.map(\.view)))
            }
            let (stored, changed) = FrameAnchors.encode(result.frames, anchors: anchors[direction] ?? [:], previous: previous)
            for i in changed {
                // (The live row is closed before the batch inserts the new one.)
                let (view, row) = (result.frames[i].view, stored[i])
                if previous[view] != nil { try close.execute(arguments: [number, doc, name, view]) }
                try rows.append(FrameRow.insertValues(row, canvas: name, view: view, document: doc, revision: number))
            }
            for (view, _) in result.frames { previous.removeValue(forKey: view) }
            for view in previous.keys { try close.execute(arguments: [number, doc, name, view]) }
        }
        try rows.flush()
        for (canvas, views) in live {
            for view in views.keys { try close.execute(arguments: [number, doc, canvas, view]) }
        }
    }

    /// Writes the size each fitted canvas was laid out at when it moved by
    /// 0.0005 or more (or the canvas has no live row yet), and closes the
    /// rows of canvases gone or no longer fitted (`fitted_size`, migration 0006).
    private func writeFittedSizes(_ doc: Int64, _ number: Int, _ canvases: [CanvasLayout]) throws {
        var live: [String: (width: Double, height: Double)] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT \(FittedSizeRow.columns) FROM fitted_size WHERE document_id = ? AND valid_to IS NULL",
                                    arguments: [doc]) {
            let size = try FittedSizeRow.size(from: row) { "the fitted \($1) of canvas '\(PrintableText.escaped($0))'" }
            live[size.canvas] = (size.width, size.height)
        }
        let close = try closing("fitted_size", "fitted_size_by_canvas", "canvas")
        let insert = try db.cachedStatement(sql: StoreSQL.insertRow(into: FittedSizeRow.table, columns: FittedSizeRow.insertColumns))
        for result in canvases where result.canvas.fits {
            let name = result.canvas.name
            let previous = live.removeValue(forKey: name)
            if let previous, Frame.isSame(previous.width, result.width), Frame.isSame(previous.height, result.height) {
                continue
            }
            if previous != nil { try close.execute(arguments: [number, doc, name]) }
            try insert.execute(arguments: StatementArguments(FittedSizeRow.insertValues(
                canvas: name, width: result.width, height: result.height, document: doc, revision: number)))
        }
        for name in live.keys { try close.execute(arguments: [number, doc, name]) }
    }

    /// Writes the content size of each scroll view on each canvas when it
    /// moved by 0.0005 or more (or has no live row yet), and closes the rows
    /// of scroll views (or canvases) gone or no longer scroll views
    /// (`content_size`, migration 0009).
    private func writeContentSizes(_ doc: Int64, _ number: Int, _ canvases: [CanvasLayout]) throws {
        struct Key: Hashable { let canvas: String, view: String }
        var live: [Key: ContentSize] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT \(ContentSizeRow.columns) FROM content_size INDEXED BY content_size_live
            WHERE document_id = ? AND valid_to IS NULL
            """, arguments: [doc]) {
            let (canvas, view, size) = try ContentSizeRow.size(from: row)
            live[Key(canvas: canvas, view: view)] = size
        }
        guard !live.isEmpty || canvases.contains(where: { !$0.contentSizes.isEmpty }) else { return }
        let close = try closing("content_size", "content_size_by_view", "canvas", "view")
        let insert = try db.cachedStatement(sql: StoreSQL.insertRow(into: ContentSizeRow.table, columns: ContentSizeRow.insertColumns))
        for result in canvases {
            for (view, size) in result.contentSizes {
                let key = Key(canvas: result.canvas.name, view: view)
                let previous = live.removeValue(forKey: key)
                if let previous, previous.isSame(as: size) { continue }
                if previous != nil { try close.execute(arguments: [number, doc, key.canvas, view]) }
                try insert.execute(arguments: StatementArguments(ContentSizeRow.insertValues(
                    size, canvas: key.canvas, view: view, document: doc, revision: number)))
            }
        }
        for key in live.keys { try close.execute(arguments: [number, doc, key.canvas, key.view]) }
    }

    /// How many frame versions per live frame a document may begin after its
    /// latest checkpoint (or its first revision) before the next one.
    static let framesPerCheckpoint = 2

    /// Lists the document's live frames as a checkpoint of this revision
    /// (`frame_checkpoint`, migration 0004) when the frame versions it began
    /// since its latest checkpoint (counted on `frame_by_start`, at most one
    /// more than the limit) outnumber ``framesPerCheckpoint`` times its `live`
    /// frames, or when its live frames are fewer than half the latest
    /// checkpoint's (views or canvases removed): reading the frames of any
    /// revision then reads one checkpoint, at most about twice as many rows as
    /// it returns, and at most about twice as many versions begun after it.
    private func checkpointFrames(_ doc: Int64, _ number: Int, live: Int) throws {
        guard live > 0 else { return }
        // (An aggregate without GROUP BY: one row, NULL and 0 when there is no checkpoint.)
        let latest = try CheckpointRow.summary(from: Row.fetchOne(db, sql: """
            SELECT \(CheckpointRow.summaryColumns) FROM frame_checkpoint
            WHERE document_id = ?1 AND revision = (SELECT MAX(revision) FROM frame_checkpoint WHERE document_id = ?1)
            """, arguments: [doc]))
        let since = latest.revision ?? 0
        let listed = latest.entries
        let limit = Self.framesPerCheckpoint * live
        // The span of their rowids first (two look-ups; exact for a database of
        // one document), counted only when it passes the limit.
        func versions() throws -> Int {
            guard try LayoutStore.versionSpan(db, "frame", doc, after: since, upTo: number) > limit else { return 0 }
            return try Int.fetchOne(db, sql: """
                SELECT COUNT(*) FROM (SELECT 1 FROM frame INDEXED BY frame_by_start WHERE document_id = ? AND valid_from > ? LIMIT ?)
                """, arguments: [doc, since, limit + 1]) ?? 0
        }
        guard try 2 * live < listed || versions() > limit else { return }
        try db.execute(sql: """
            INSERT INTO \(CheckpointRow.table)(\(CheckpointRow.insertColumns.joined(separator: ", ")))
            SELECT document_id, ?, rowid FROM frame INDEXED BY frame_live WHERE document_id = ? AND valid_to IS NULL
            """, arguments: [number, doc])
    }

    private func writeIssues(_ number: Int, _ canvases: [CanvasLayout]) throws {
        let insert = try db.cachedStatement(sql: StoreSQL.insertRow(into: IssueRow.table, columns: IssueRow.insertColumns))
        func write(_ issue: StoredIssue, _ canvas: String, _ ordinal: Int) throws {
            try insert.execute(arguments: StatementArguments(IssueRow.insertValues(issue, canvas: canvas, ordinal: ordinal,
                                                                                   revision: number)))
        }
        for result in canvases {
            for (ordinal, set) in result.unsatisfiable.enumerated() {
                try write(.unsatisfiable(set.map(OneLine.format).joined(separator: "\n")), result.canvas.name, ordinal)
            }
            for (ordinal, view) in result.ambiguous.enumerated() {
                try write(.ambiguous(view), result.canvas.name, ordinal)
            }
            if result.safeAreaUnsettled { try write(.unsettled, result.canvas.name, 0) }
        }
    }
}

/// A digest of a document's state: FNV-1a (64 bits, hex) over its canonical
/// content — canvases, views with parents and properties, and every
/// constraint with its identity — fed field by field (no text is built).
enum StateDigest {
    static func digest(_ layout: Layout) -> String {
        var hasher = FNV()
        hasher.add(layout.name)
        for c in layout.canvases {
            hasher.add(c.name)
            hasher.add(c.width)
            hasher.add(c.height)
            hasher.add(c.direction.rawValue)
            // (Only for a fitted canvas: a fixed canvas's digest is as before.)
            if c.fits { hasher.add(c.sizeText) }
            // (Only when set, so that the digest of a state without them is as before.)
            if c.safeArea != .zero {
                for value in [c.safeArea.top, c.safeArea.left, c.safeArea.bottom, c.safeArea.right] { hasher.add(value) }
            }
        }
        for v in layout.views {
            hasher.add(v.name)
            hasher.add(v.parent ?? "")
            if v.isGuide { hasher.add("guide") }
            let p = v.properties
            for value in [p.intrinsicWidth, p.intrinsicHeight, p.firstBaseline, p.lastBaseline] { hasher.add(value ?? .nan) }
            for value in [p.huggingHorizontal, p.huggingVertical, p.compressionHorizontal, p.compressionVertical] {
                hasher.add(Double(value.rawValue))
            }
            for value in [p.margins.top, p.margins.left, p.margins.bottom, p.margins.right] { hasher.add(value) }
            // Only when set, so that a state without them digests as before migration 0008.
            if p.isHidden { hasher.add("hidden") }
            // (And a scroll view only when one is, so that a state without one digests as before migration 0009.)
            if p.isScroll { hasher.add("scroll") }
            if let stack = p.stack {
                hasher.add("stack")
                hasher.add(stack.axis.rawValue)
                hasher.add(stack.spacing)
                hasher.add(stack.distribution.rawValue)
                hasher.add(stack.alignment.rawValue)
            }
        }
        for (id, c) in layout.constraints {
            hasher.add(Double(id))
            hasher.add(c.item)
            hasher.add(c.attribute.rawValue)
            hasher.add(c.relation.symbol)
            hasher.add(c.item2 ?? "")
            hasher.add(c.attribute2?.rawValue ?? "")
            hasher.add(c.multiplier)
            hasher.add(c.constant)
            hasher.add(Double(c.priority.rawValue))
            hasher.add(c.key ?? "")
            if !c.isActive { hasher.add("inactive") }
        }
        let hex = String(hasher.hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// FNV-1a, 64 bits.
    struct FNV {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func byte(_ b: UInt8) {
            hash ^= UInt64(b)
            hash = hash &* 0x0000_0100_0000_01B3
        }

        mutating func add(_ text: String) {
            for b in text.utf8 { byte(b) }
            byte(0)
        }

        mutating func add(_ value: Double) {
            var bits = value.isNaN ? UInt64.max : value.bitPattern
            for _ in 0..<8 {
                byte(UInt8(truncatingIfNeeded: bits))
                bits >>= 8
            }
        }
    }
}

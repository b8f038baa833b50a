import Foundation
import GRDB
import Testing
@testable import LayoutModel
@testable import LayoutStore
import LayoutSolver

/// Each table's row mapping (``TableColumn``, docs/architecture.md, "The
/// store's rows and its SQL") round-trips: a value written through its
/// mapping's insert is stored in the columns the schema names (every column
/// checked by name against values written here by hand), and read back
/// through the mapping as the same value. A mapping whose column names and
/// values fell out of step (two columns of one type swapped) would still
/// round-trip, so the stored columns are checked by name too.
@Suite struct TableRowsTests {
    /// A store at the newest schema, with the document `card` (id 1) and
    /// revisions 1 and 2 of it, written through their mappings.
    func store() throws -> LayoutStore {
        let store = try LayoutStore.inMemory()
        try store.queue.write { db in
            try db.execute(sql: StoreSQL.insertDocument, arguments: ["card"])
            for revision in [Self.first, Self.second] {
                try Self.insert(db, RevisionRow.table, RevisionRow.insertColumns,
                                RevisionRow.insertValues(revision, document: 1, nextConstraintID: revision.number + 4))
            }
        }
        return store
    }

    static let first = Revision(number: 1, document: "card", parent: nil, time: "2026-11-28T08:00:00.000Z", author: "ann",
                                message: "first", kind: .apply, digest: "00000000000000ff", target: nil)
    static let second = Revision(number: 2, document: "card", parent: 1, time: "2026-11-28T09:30:15.250Z", author: "bo",
                                 message: "undo", kind: .rollback, digest: "0123456789abcdef", target: 1)

    /// Inserts one row of `columns` (the mapping's) with `values`.
    static func insert(_ db: Database, _ table: String, _ columns: [String], _ values: [(any DatabaseValueConvertible)?]) throws {
        try db.execute(sql: StoreSQL.insertRow(into: table, columns: columns), arguments: StatementArguments(values))
    }

    /// The single row of `table` (`WHERE` `condition`), every column by name,
    /// as text (`NULL` for NULL, numbers as SQLite prints them).
    func stored(_ store: LayoutStore, _ table: String, where condition: String = "1") throws -> [String: String] {
        try store.queue.read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT * FROM \(table) WHERE \(condition)")
            #expect(rows.count == 1)
            guard let row = rows.first else { return [:] }
            var columns: [String: String] = [:]
            for (name, value) in row {
                switch value.storage {
                case .null: columns[name] = "NULL"
                case .int64(let i): columns[name] = "\(i)"
                case .double(let d): columns[name] = "\(d)"
                case .string(let s): columns[name] = s
                case .blob: columns[name] = "blob"
                }
            }
            return columns
        }
    }

    @Test func aDocumentIsStoredByNameAndFoundAgain() throws {
        let store = try store()
        #expect(try stored(store, "document") == ["id": "1", "name": "card"])
        // Added again: ignored, the same id.
        try store.queue.write { db in try db.execute(sql: StoreSQL.insertDocument, arguments: ["card"]) }
        #expect(try store.queue.read { db in try LayoutStore.documentID(db, "card") } == 1)
    }

    @Test func aRevisionRoundTripsThroughItsMapping() throws {
        let store = try store()
        #expect(try stored(store, "revision", where: "number = 2") == [
            "number": "2", "document_id": "1", "parent": "1", "time": "2026-11-28T09:30:15.250Z", "author": "bo",
            "message": "undo", "kind": "rollback", "digest": "0123456789abcdef", "next_constraint_id": "6", "target": "1",
        ])
        #expect(try stored(store, "revision", where: "number = 1")["parent"] == "NULL")
        let read = try store.queue.read { db in
            try Row.fetchAll(db, sql: RevisionRow.select + " ORDER BY r.number").map(RevisionRow.revision(from:))
        }
        #expect(read == [Self.first, Self.second])
        // The store's own readers go through it.
        #expect(try store.revision(2) == Self.second)
        #expect(try store.log(document: "card") == [Self.second, Self.first])
    }

    @Test func aCanvasRoundTripsThroughItsMapping() throws {
        let store = try store()
        var canvas = Canvas(name: "phone", width: 375, height: 812, direction: .rtl,
                            safeArea: Insets(top: 44, left: 1, bottom: 34, right: 2))
        canvas.fitsWidth = true
        try store.queue.write { db in
            try Self.insert(db, CanvasRow.table, CanvasRow.insertColumns,
                            CanvasRow.insertValues(canvas, document: 1, revision: 2, position: 2.5))
        }
        #expect(try stored(store, "canvas") == [
            "document_id": "1", "name": "phone", "position": "2.5", "width": "375.0", "height": "812.0", "direction": "rtl",
            "fit_width": "1", "fit_height": "0", "safe_top": "44.0", "safe_left": "1.0", "safe_bottom": "34.0",
            "safe_right": "2.0", "valid_from": "2", "valid_to": "NULL",
        ])
        let read = try store.queue.read { db in
            try Row.fetchAll(db, sql: "SELECT \(CanvasRow.columns) FROM canvas").map { try CanvasRow.canvas(from: $0) }
        }
        #expect(read == [canvas])
    }

    @Test func aViewAndAGuideRoundTripThroughTheirMapping() throws {
        let store = try store()
        var p = ViewProperties()
        p.intrinsicWidth = 100
        p.intrinsicHeight = 40
        p.huggingHorizontal = Priority(251)!
        p.huggingVertical = Priority(252)!
        p.compressionHorizontal = Priority(749)!
        p.compressionVertical = Priority(748)!
        p.margins = Insets(top: 1, left: 2, bottom: 3, right: 4)
        p.firstBaseline = 30
        p.lastBaseline = 35
        p.isHidden = true
        p.isScroll = true
        p.stack = StackProperties(axis: .vertical, spacing: 8, distribution: .equalSpacing, alignment: .trailing)
        let box = View(name: "box", parent: "card", properties: p)
        var guide = View(name: "band", parent: nil)
        guide.isGuide = true
        try store.queue.write { db in
            try Self.insert(db, ViewRow.table, ViewRow.insertColumns, ViewRow.insertValues(box, document: 1, revision: 1, position: 1))
            try Self.insert(db, ViewRow.table, ViewRow.insertColumns, ViewRow.insertValues(guide, document: 1, revision: 2, position: 2))
        }
        #expect(try stored(store, "view", where: "name = 'box'") == [
            "document_id": "1", "name": "box", "position": "1.0", "parent": "card", "intrinsic_width": "100.0",
            "intrinsic_height": "40.0", "hugging_h": "251", "hugging_v": "252", "compression_h": "749",
            "compression_v": "748", "margin_top": "1.0", "margin_left": "2.0", "margin_bottom": "3.0",
            "margin_right": "4.0", "first_baseline": "30.0", "last_baseline": "35.0", "valid_from": "1", "valid_to": "NULL",
            "hidden": "1", "stack_axis": "vertical", "stack_spacing": "8.0", "stack_distribution": "equalSpacing",
            "stack_alignment": "trailing", "kind": "view", "scroll": "1",
        ])
        // A guide of the root, with the default properties: 250 hugging, 750 compression
        // resistance, margins of 8 (UIKit's default layout margins).
        #expect(try stored(store, "view", where: "name = 'band'") == [
            "document_id": "1", "name": "band", "position": "2.0", "parent": "root", "intrinsic_width": "NULL",
            "intrinsic_height": "NULL", "hugging_h": "250", "hugging_v": "250", "compression_h": "750",
            "compression_v": "750", "margin_top": "8.0", "margin_left": "8.0", "margin_bottom": "8.0",
            "margin_right": "8.0", "first_baseline": "NULL", "last_baseline": "NULL", "valid_from": "2", "valid_to": "NULL",
            "hidden": "0", "stack_axis": "NULL", "stack_spacing": "NULL", "stack_distribution": "NULL",
            "stack_alignment": "NULL", "kind": "guide", "scroll": "0",
        ])
        let read = try store.queue.read { db in
            try Row.fetchAll(db, sql: "SELECT \(ViewRow.columns) FROM view ORDER BY position").map { try ViewRow.view(from: $0) }
        }
        var rootGuide = guide
        rootGuide.parent = View.rootName  // (a view without a parent is stored under the root)
        #expect(read == [box, rootGuide])
    }

    @Test func aConstraintRoundTripsThroughItsMapping() throws {
        let store = try store()
        let pin = LayoutConstraint(item: "label", attribute: .top, relation: .greaterThanOrEqual, item2: "root.safeArea",
                                   attribute2: .top, multiplier: 2, constant: 8, priority: Priority(750)!, key: "pin",
                                   isActive: false, location: SourceLocation(file: "card.layout", line: 7, column: 3))
        let width = LayoutConstraint(item: "label", attribute: .width, constant: 120)
        try store.queue.write { db in
            try Self.insert(db, ConstraintRow.table, ConstraintRow.insertColumns,
                            ConstraintRow.insertValues(pin, id: 5, space: "root", document: 1, revision: 2))
            try Self.insert(db, ConstraintRow.table, ConstraintRow.insertColumns,
                            ConstraintRow.insertValues(width, id: 6, space: "label", document: 1, revision: 2))
        }
        #expect(try stored(store, "layout_constraint", where: "constraint_id = 5") == [
            "document_id": "1", "constraint_id": "5", "item": "label", "attribute": "top", "relation": ">=",
            "item2": "root.safeArea", "attribute2": "top", "multiplier": "2.0", "constant": "8.0", "priority": "750",
            "key": "pin", "space": "root", "line_text": "label.top >= root.safeArea.top * 2 + 8 @750 key pin inactive",
            "file": "card.layout", "line": "7", "col": "3", "valid_from": "2", "valid_to": "NULL", "active": "0",
        ])
        #expect(try stored(store, "layout_constraint", where: "constraint_id = 6") == [
            "document_id": "1", "constraint_id": "6", "item": "label", "attribute": "width", "relation": "==",
            "item2": "NULL", "attribute2": "NULL", "multiplier": "1.0", "constant": "120.0", "priority": "1000",
            "key": "NULL", "space": "label", "line_text": "label.width == 120", "file": "NULL", "line": "NULL",
            "col": "NULL", "valid_from": "2", "valid_to": "NULL", "active": "1",
        ])
        let read = try store.queue.read { db in
            try Row.fetchAll(db, sql: "SELECT \(ConstraintRow.identifiedColumns) FROM layout_constraint ORDER BY constraint_id")
                .map(ConstraintRow.identified(from:))
        }
        #expect(read.map(\.id) == [5, 6])
        #expect(read.map(\.constraint) == [pin, width])
    }

    @Test func aFrameRoundTripsThroughItsMapping() throws {
        let store = try store()
        let frame = StoredFrame(x: 10, y: -20.5, width: 100, height: 40, xAnchor: FrameAnchor(view: "box", at: 0.5), yAnchor: nil)
        try store.queue.write { db in
            try Self.insert(db, FrameRow.table, FrameRow.insertColumns,
                            FrameRow.insertValues(frame, canvas: "phone", view: "label", document: 1, revision: 1))
        }
        #expect(try stored(store, "frame") == [
            "document_id": "1", "canvas": "phone", "view": "label", "x": "10.0", "y": "-20.5", "width": "100.0",
            "height": "40.0", "valid_from": "1", "valid_to": "NULL", "x_anchor": "box", "x_anchor_at": "0.5",
            "y_anchor": "NULL", "y_anchor_at": "0.0",
        ])
        let read = try store.queue.read { db in
            try Row.fetchAll(db, sql: "SELECT \(FrameRow.columns) FROM frame").map { row in
                let canvas = try FrameRow.canvas(from: row)
                let (view, frame) = try FrameRow.frame(from: row, canvas: canvas)
                return "\(canvas) \(view) \(frame)"
            }
        }
        #expect(read == ["phone label \(frame)"])
    }

    @Test func aCheckpointEntryRoundTripsThroughItsMapping() throws {
        let store = try store()
        let frame = StoredFrame(x: 0, y: 0, width: 10, height: 10, xAnchor: nil, yAnchor: nil)
        try store.queue.write { db in
            try Self.insert(db, FrameRow.table, FrameRow.insertColumns,
                            FrameRow.insertValues(frame, canvas: "phone", view: "box", document: 1, revision: 1))
            let rowid = db.lastInsertedRowID
            try Self.insert(db, CheckpointRow.table, CheckpointRow.insertColumns, [1, 2, rowid])
        }
        #expect(try stored(store, "frame_checkpoint") == ["document_id": "1", "revision": "2", "frame": "1"])
        let (one, none) = try store.queue.read { db in
            (try CheckpointRow.summary(from: Row.fetchOne(db, sql: """
                SELECT \(CheckpointRow.summaryColumns) FROM frame_checkpoint WHERE document_id = 1
                """)),
             try CheckpointRow.summary(from: Row.fetchOne(db, sql: """
                SELECT \(CheckpointRow.summaryColumns) FROM frame_checkpoint WHERE document_id = 2
                """)))
        }
        #expect(one.revision == 2 && one.entries == 1)
        // No checkpoint: the aggregate's one row holds NULL and 0.
        #expect(none.revision == nil && none.entries == 0)
    }

    @Test func aFittedSizeRoundTripsThroughItsMapping() throws {
        let store = try store()
        try store.queue.write { db in
            try Self.insert(db, FittedSizeRow.table, FittedSizeRow.insertColumns,
                            FittedSizeRow.insertValues(canvas: "cell", width: 375, height: 60.5, document: 1, revision: 2))
        }
        #expect(try stored(store, "fitted_size") == [
            "document_id": "1", "canvas": "cell", "width": "375.0", "height": "60.5", "valid_from": "2", "valid_to": "NULL",
        ])
        let read = try store.queue.read { db in
            try Row.fetchAll(db, sql: "SELECT \(FittedSizeRow.columns) FROM fitted_size").map { row in
                let size = try FittedSizeRow.size(from: row) { "\($0) \($1)" }
                return "\(size.canvas) \(size.width) \(size.height)"
            }
        }
        #expect(read == ["cell 375.0 60.5"])
    }

    @Test func aContentSizeRoundTripsThroughItsMapping() throws {
        let store = try store()
        try store.queue.write { db in
            try Self.insert(db, ContentSizeRow.table, ContentSizeRow.insertColumns,
                            ContentSizeRow.insertValues(ContentSize(width: 375, height: 1200.25), canvas: "phone",
                                                        view: "list", document: 1, revision: 1))
        }
        #expect(try stored(store, "content_size") == [
            "document_id": "1", "canvas": "phone", "view": "list", "width": "375.0", "height": "1200.25",
            "valid_from": "1", "valid_to": "NULL",
        ])
        let read = try store.queue.read { db in
            try Row.fetchAll(db, sql: "SELECT \(ContentSizeRow.columns) FROM content_size").map { try ContentSizeRow.size(from: $0) }
        }
        #expect(read.map { "\($0.canvas) \($0.view)" } == ["phone list"])
        #expect(read.map(\.size) == [ContentSize(width: 375, height: 1200.25)])
    }

    @Test func eachKindOfFindingRoundTripsThroughItsMapping() throws {
        let store = try store()
        let issues: [(StoredIssue, String, Int)] = [
            (.ambiguous(AmbiguousView(view: "label", free: ["x", "width"])), "phone", 1),
            (.unsatisfiable("a.width == 1\na.width == 2"), "phone", 0),
            (.unsettled, "tablet", 0),
        ]
        try store.queue.write { db in
            for (issue, canvas, ordinal) in issues {
                try Self.insert(db, IssueRow.table, IssueRow.insertColumns,
                                IssueRow.insertValues(issue, canvas: canvas, ordinal: ordinal, revision: 2))
            }
        }
        #expect(try stored(store, "revision_issue", where: "kind = 'ambiguous'") == [
            "revision": "2", "canvas": "phone", "kind": "ambiguous", "ordinal": "1", "view": "label", "free": "x,width",
            "constraints": "NULL",
        ])
        #expect(try stored(store, "revision_issue", where: "kind = 'unsatisfiable'") == [
            "revision": "2", "canvas": "phone", "kind": "unsatisfiable", "ordinal": "0", "view": "NULL", "free": "NULL",
            "constraints": "a.width == 1\na.width == 2",
        ])
        #expect(try stored(store, "revision_issue", where: "kind = 'unsettled'") == [
            "revision": "2", "canvas": "tablet", "kind": "unsettled", "ordinal": "0", "view": "NULL", "free": "NULL",
            "constraints": "NULL",
        ])
        let read = try store.queue.read { db in
            try Row.fetchAll(db, sql: "SELECT \(IssueRow.columns) FROM revision_issue ORDER BY canvas, kind, ordinal")
                .map { try IssueRow.issue(from: $0, revision: 2) }
        }
        #expect(read.map(\.canvas) == ["phone", "phone", "tablet"])
        #expect(read.map(\.issue) == [issues[0].0, issues[1].0, .unsettled])
    }

    @Test func aGuideItemListNamesEveryGuideOfTheViewAsParameters() {
        // Second item: every guide, in ViewGuide's order, from ?4 on.
        let second = StoreSQL.guideItems(of: "card", firstItem: false, from: 4)
        #expect(second.list == "?4, ?5, ?6, ?7")
        #expect(second.names == ["card.safeArea", "card.marginsGuide", "card.contentGuide", "card.frameGuide"])
        // First item: only a scroll view's guides may be one.
        let first = StoreSQL.guideItems(of: "list", firstItem: true, from: 3)
        #expect(first.list == "?3, ?4")
        #expect(first.names == ["list.contentGuide", "list.frameGuide"])
    }

    @Test func closingAVersionMatchesItsIdentityOnTheIndexGiven() {
        #expect(StoreSQL.closing("frame", index: "frame_by_view", identity: ["canvas", "view"])
                == "UPDATE frame INDEXED BY frame_by_view SET valid_to = ? WHERE document_id = ? AND canvas = ? AND view = ? AND valid_to IS NULL")
    }
}

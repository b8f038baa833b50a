import Foundation
import GRDB
import Testing
import TestSupport
@testable import LayoutModel
@testable import LayoutStore

/// Self-sizing canvases in the store (docs/schema.md, migration 0006): the
/// canvas row keeps what was declared, each revision keeps the size a fitted
/// canvas was laid out at, and frames, diff, rollback, restore and export
/// read it back. Sizes are derived by hand in comments.
@Suite struct StoreFittedCanvasTests {
    /// A label pinned 8 from every edge of a cell 375 wide, fitted in height,
    /// next to a fixed canvas: on `cell` the label is 359 wide and its
    /// intrinsic height high, the cell 8 + h + 8.
    static func cell(labelHeight: Int) -> String {
        """
        layout cell
        canvas cell 375xfit
        canvas phone 375x100
        view label intrinsic 200x\(labelHeight)
        make label { edges.equalTo(superview).insets(insets(8, 8, 8, 8)) }
        """
    }

    func history() throws -> LayoutStore {
        let store = try LayoutStore.inMemory()
        _ = try store.apply(StoreFixture.request([("c1.layout", Self.cell(labelHeight: 20))], "one line"))
        // The label grows to two lines: 40 high.
        _ = try store.apply(StoreFixture.request([("c2.layout", "layout cell\nview label intrinsic height 40\n")], "two lines"))
        return store
    }

    func size(_ store: LayoutStore, at revision: Int?, _ canvas: String = "cell") throws -> [Double] {
        let result = try #require(try store.frames(document: "cell", at: revision).canvases.first { $0.canvas.name == canvas })
        return [result.width, result.height]
    }

    @Test func eachRevisionKeepsTheSizeItsFittedCanvasWasLaidOutAt() throws {
        let store = try history()
        // Revision 1: 8 + 20 + 8 = 36; revision 2: 8 + 40 + 8 = 56.
        #expect(try size(store, at: 1) == [375, 36])
        #expect(try size(store, at: 2) == [375, 56])
        #expect(try size(store, at: nil) == [375, 56])
        // The fixed canvas is its declared size, and stores no fitted size.
        #expect(try size(store, at: 2, "phone") == [375, 100])
        // The canvas row keeps the declaration: 375 wide, the height fitted.
        let canvas = try #require(try store.state(document: "cell").canvases.first)
        #expect(canvas == Canvas(name: "cell", width: 375, height: nil))
        let canvases = try store.queue.read { db in
            try Row.fetchAll(db, sql: "SELECT name, width, height, fit_width, fit_height FROM canvas ORDER BY name")
        }
        #expect(canvases == [["name": "cell", "width": 375.0, "height": 0.0, "fit_width": 0, "fit_height": 1],
                             ["name": "phone", "width": 375.0, "height": 100.0, "fit_width": 0, "fit_height": 0]])
        // One row per size: the first closed by revision 2.
        let sizes = try store.queue.read { db in
            try Row.fetchAll(db, sql: "SELECT canvas, width, height, valid_from, valid_to FROM fitted_size ORDER BY valid_from")
        }
        #expect(sizes == [["canvas": "cell", "width": 375.0, "height": 36.0, "valid_from": 1, "valid_to": 2],
                          ["canvas": "cell", "width": 375.0, "height": 56.0, "valid_from": 2, "valid_to": nil]])
    }

    @Test func aDiffShowsTheCellGrowingAsTheRootsFrame() throws {
        let store = try history()
        let diff = try store.diff(document: "cell", from: 1, to: 2)
        // The cell: 36 → 56 high; the label on it 20 → 40. On phone the label
        // is pinned to a fixed 100-high root: 84 high either way, no change.
        #expect(diff.frames == [
            FrameChange(canvas: "cell", view: "root", old: Frame(x: 0, y: 0, width: 375, height: 36),
                        new: Frame(x: 0, y: 0, width: 375, height: 56)),
            FrameChange(canvas: "cell", view: "label", old: Frame(x: 8, y: 8, width: 359, height: 20),
                        new: Frame(x: 8, y: 8, width: 359, height: 40)),
        ])
    }

    @Test func aSizeThatDidNotMoveWritesNoRow() throws {
        let store = try history()
        // A change that leaves the cell 56 high: the label's hugging.
        _ = try store.apply(StoreFixture.request([("c3.layout", "layout cell\nview label hugging 251\n")], "hug"))
        #expect(try StoreFixture.count(store, "fitted_size") == 2)
        #expect(try size(store, at: 3) == [375, 56])
    }

    @Test func rollbackAndRestoreBringBackTheFittedSize() throws {
        let store = try history()
        _ = try store.rollback(2, message: "undo", author: "ada")
        #expect(try size(store, at: 3) == [375, 36])
        _ = try store.restore(to: 2, message: "again", author: "ada")
        #expect(try size(store, at: 4) == [375, 56])
        #expect(try size(store, at: 2) == [375, 56])
        #expect(try size(store, at: 1) == [375, 36])
    }

    @Test func aCanvasMadeFixedOrRemovedClosesItsFittedSize() throws {
        let store = try history()
        _ = try store.apply(StoreFixture.request([("f.layout", "layout cell\ncanvas cell 375x60\n")], "fixed"))
        // Fixed at 60: the label is 60 − 16 = 44 high, no fitted size live.
        #expect(try size(store, at: 3) == [375, 60])
        #expect(try StoreFixture.count(store, "fitted_size", where: "valid_to IS NULL") == 0)
        _ = try store.apply(StoreFixture.request([("g.layout", "layout cell\ncanvas cell fitxfit\n")], "fit both"))
        // fitxfit: 8 + 200 + 8 = 216 wide, 8 + 40 + 8 = 56 high.
        #expect(try size(store, at: 4) == [216, 56])
        _ = try store.apply(StoreFixture.request([("h.layout", "layout cell\nremove canvas cell\n")], "gone"))
        #expect(try StoreFixture.count(store, "fitted_size", where: "valid_to IS NULL") == 0)
        #expect(try size(store, at: 4) == [216, 56])
    }

    @Test func exportWritesTheFittedCanvasAndItAppliesToTheSameState() throws {
        let store = try history()
        let text = LayoutExporter.text(try store.state(document: "cell"))
        #expect(text.contains("canvas cell 375xfit ltr\ncanvas phone 375x100 ltr\n"))
        let copy = try LayoutStore.inMemory()
        _ = try copy.apply(StoreFixture.request([("cell.layout", text)]))
        #expect(try copy.state(document: "cell").canvases == store.state(document: "cell").canvases)
        #expect(try size(copy, at: 1) == [375, 56])
    }

    @Test func aFittedSizeBeyondTheBoundIsRefusedAndNothingIsWritten() throws {
        let store = try history()
        let before = try StoreFixture.dump(store)
        // Two views of 1e7 each, stacked under the top and over the bottom
        // of a new fitted document: it would be 2e7 high.
        let tall = """
            layout tall
            canvas cell 375xfit
            view a
            view b
            make a { top.left.right.equalTo(superview); height == 10000000 }
            make b { top.equalTo(a.bottom); left.right.bottom.equalTo(superview); height == 10000000 }
            """
        #expect {
            try store.apply(StoreFixture.request([("t.layout", tall)]))
        } throws: { error in
            (error as? StoreError)?.description.contains("the fitted size of canvas 'cell' is out of range: height 20000000") == true
        }
        #expect(try StoreFixture.dump(store) == before)
    }

    @Test func aDatabaseFromBeforeMigration0006IsUpgradedWithEveryCanvasFixed() throws {
        let path = StoreFixture.temporaryPath()
        do {
            // The schema of migrations 0001…0005, with one revision written as it had it.
            let older = try StoreFixture.database(at: path, before: "0006_fitted_canvases")
            try older.queue.write { db in
                try db.execute(sql: """
                    INSERT INTO document(id, name) VALUES (1, 'old');
                    INSERT INTO revision(number, document_id, time, author, message, kind, digest, next_constraint_id)
                        VALUES (1, 1, '2023-11-14T22:13:20Z', 'ada', 'first', 'apply', '0', 1);
                    INSERT INTO canvas(document_id, name, position, width, height, direction, valid_from)
                        VALUES (1, 'phone', 1, 200, 400, 'ltr', 1);
                    INSERT INTO view(document_id, name, position, parent, hugging_h, hugging_v, compression_h, compression_v,
                        margin_top, margin_left, margin_bottom, margin_right, valid_from)
                        VALUES (1, 'a', 1, 'root', 250, 250, 750, 750, 8, 8, 8, 8, 1);
                    INSERT INTO frame(document_id, canvas, view, x, y, width, height, valid_from)
                        VALUES (1, 'phone', 'a', 8, 8, 40, 40, 1);
                    """)
            }
            let tables = try older.queue.read { db in try db.tableExists("fitted_size") }
            #expect(!tables)
        }
        let store = try LayoutStore.open(path: path)
        let applied = try store.queue.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") }
        #expect(applied.contains("0006_fitted_canvases"))
        // The old canvas reads as fixed, at its stored size, with its frames unchanged.
        let frames = try store.frames(document: "old", at: 1)
        #expect(frames.layout.canvases == [Canvas(name: "phone", width: 200, height: 400)])
        #expect(frames.canvases.first?.width == 200 && frames.canvases.first?.height == 400)
        #expect(frames.canvases.first?.frame(of: "a") == Frame(x: 8, y: 8, width: 40, height: 40))
        // And can be made fitted: a pinned 40-high view makes it 8 + 40 + 8 = 56.
        _ = try store.apply(StoreFixture.request([("f.layout", """
            layout old
            canvas phone 200xfit
            make a { edges.equalTo(superview).insets(insets(8, 8, 8, 8)); height == 40 }
            """)]))
        #expect(try store.frames(document: "old", at: 2).canvases.first.map { [$0.width, $0.height] } == [200, 56])
    }

    @Test func aDamagedFitFlagOrAMissingFittedSizeReadsAsADamagedDatabase() throws {
        let store = try history()
        try store.queue.write { db in
            try db.execute(sql: "DELETE FROM fitted_size WHERE valid_to IS NULL")
        }
        #expect {
            try store.frames(document: "cell")
        } throws: { error in
            (error as? StoreError)?.description.contains("canvas 'cell' is fitted but revision 2 stores no fitted size") == true
        }
        try store.queue.write { db in
            try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
            try db.execute(sql: "UPDATE canvas SET fit_height = 3 WHERE name = 'cell'")
        }
        #expect {
            try store.state(document: "cell")
        } throws: { error in
            (error as? StoreError)?.description.contains("canvas 'cell' fit_height is 3, not 0 or 1") == true
        }
    }
}

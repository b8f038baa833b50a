import Foundation
import GRDB
import Testing
@testable import LayoutModel
@testable import LayoutStore

/// The document of `tools/gen-layout-doc N` (N views in rows of 10 under the
/// root, on three canvases; `GeneratedDocument` with a line per constraint),
/// written here together with the rows a first apply of it must store, each
/// derived by hand from the line that makes it.
private struct DerivedDocument {
    /// A constraint row's columns from `item` to `line_text`, with its line.
    struct ConstraintRow: Equatable, CustomStringConvertible {
        var item: String, attribute: String, relation: String, item2: String?, attribute2: String?
        var multiplier: Double, constant: Double, priority: Int, space: String, lineText: String, line: Int
        var description: String { "\(lineText) (line \(line), space \(space))" }
    }

    let views: [String]
    var text = ""
    var constraints: [ConstraintRow] = []

    init(views count: Int) {
        views = (0..<count).map { "r\($0 / 10)v\($0 % 10)" }
        var lines = ["# generated", "layout bench", "canvas phone 375x812", "canvas tablet 820x1180", "canvas wide 1024x768"]
        lines += views.map { "view \($0)" }
        // Each line as written, and the row it makes: Masonry's `superview` is
        // the root; a target without an attribute takes the line's own; one
        // item only for a constant; the space is the closest common ancestor
        // of the items (the root for siblings, the view itself for its own
        // width); priorities medium 500, high 750, low 250.
        func line(_ text: String, _ view: String, _ attribute: String, _ relation: String, _ item2: String?,
                  _ attribute2: String?, multiplier: Double = 1, _ constant: Double, priority: Int = 1000,
                  space: String = "root", _ lineText: String) {
            lines.append("  " + text)
            constraints.append(ConstraintRow(item: view, attribute: attribute, relation: relation, item2: item2,
                                             attribute2: attribute2, multiplier: multiplier, constant: constant,
                                             priority: priority, space: space, lineText: lineText, line: lines.count))
        }
        for (index, v) in views.enumerated() {
            let (row, column) = (index / 10, index % 10)
            lines.append("make \(v) {")
            if column == 0 {
                line("left.equalTo(superview).offset(8)", v, "left", "==", "root", "left", 8, "\(v).left == root.left + 8")
                if row == 0 {
                    line("top.equalTo(superview).offset(8)", v, "top", "==", "root", "top", 8, "\(v).top == root.top + 8")
                } else {
                    let above = "r\(row - 1)v0"
                    line("top.equalTo(\(above).bottom).offset(8)", v, "top", "==", above, "bottom", 8,
                         "\(v).top == \(above).bottom + 8")
                }
            } else {
                let (previous, first) = ("r\(row)v\(column - 1)", "r\(row)v0")
                line("left.equalTo(\(previous).right).offset(8)", v, "left", "==", previous, "right", 8,
                     "\(v).left == \(previous).right + 8")
                line("top.equalTo(\(first))", v, "top", "==", first, "top", 0, "\(v).top == \(first).top")
                line("width.equalTo(\(first))", v, "width", "==", first, "width", 0, "\(v).width == \(first).width")
            }
            if column == 9 || index == views.count - 1 {
                line("right.lessThanOrEqualTo(superview).offset(-8)", v, "right", "<=", "root", "right", -8,
                     "\(v).right <= root.right - 8")
            }
            line("width.lessThanOrEqualTo(60)", v, "width", "<=", nil, nil, 60, "\(v).width <= 60")
            line("width.greaterThanOrEqualTo(1000).priority(medium)", v, "width", ">=", nil, nil, 1000, priority: 500,
                 "\(v).width >= 1000 @500")
            line("height.equalTo(44).priority(high)", v, "height", "==", nil, nil, 44, priority: 750,
                 "\(v).height == 44 @750")
            line("height.greaterThanOrEqualTo(30)", v, "height", ">=", nil, nil, 30, "\(v).height >= 30")
            line("height.equalTo(\(v).width).multipliedBy(0.5).priority(low)", v, "height", "==", v, "width",
                 multiplier: 0.5, 0, priority: 250, space: v, "\(v).height == \(v).width * 0.5 @250")
            lines.append("}")
        }
        text = lines.joined(separator: "\n") + "\n"
    }
}

@Suite struct StoreFirstApplyTests {
    /// Large enough that every table gets several full batches of rows and a
    /// partial one (`RowBatch.rowsPerStatement` is 64): 210 views, 1680
    /// constraints, 630 frames.
    static let viewCount = 210

    @Test func aFirstApplyOfAGeneratedDocumentStoresExactlyTheRowsItsLinesMake() throws {
        let document = DerivedDocument(views: Self.viewCount)
        let store = try LayoutStore.open(path: StoreFixture.temporaryPath(), create: true)
        let result = try store.apply(StoreFixture.request([("bench.layout", document.text)], "first"))
        #expect(result.revision == 1)
        try store.queue.read { db in
            // 8 constraints per view on average: 7 for a row's first, 8 in the middle, 9 for its last.
            #expect(document.constraints.count == 8 * Self.viewCount)
            let revision = try #require(try Row.fetchOne(db, sql: """
                SELECT number, document_id, parent, author, message, kind, next_constraint_id, target FROM revision
                """))
            #expect(revision == [
                "number": 1, "document_id": 1, "parent": nil, "author": "tester", "message": "first", "kind": "apply",
                "next_constraint_id": document.constraints.count + 1, "target": nil,
            ])
            #expect(try Row.fetchAll(db, sql: "SELECT * FROM document") == [["id": 1, "name": "bench"]])

            // Canvases and views: declaration order as positions 1, 2, 3…; the defaults of a bare `view`
            // (fixed, with no safe-area insets: migrations 0006 and 0007; shown, a view, not a stack: 0007 and 0008;
            // not a scroll view: 0009).
            #expect(try Row.fetchAll(db, sql: "SELECT * FROM canvas ORDER BY rowid") == [
                ["document_id": 1, "name": "phone", "position": 1.0, "width": 375.0, "height": 812.0, "direction": "ltr",
                 "valid_from": 1, "valid_to": nil, "fit_width": 0, "fit_height": 0,
                 "safe_top": 0.0, "safe_left": 0.0, "safe_bottom": 0.0, "safe_right": 0.0],
                ["document_id": 1, "name": "tablet", "position": 2.0, "width": 820.0, "height": 1180.0, "direction": "ltr",
                 "valid_from": 1, "valid_to": nil, "fit_width": 0, "fit_height": 0,
                 "safe_top": 0.0, "safe_left": 0.0, "safe_bottom": 0.0, "safe_right": 0.0],
                ["document_id": 1, "name": "wide", "position": 3.0, "width": 1024.0, "height": 768.0, "direction": "ltr",
                 "valid_from": 1, "valid_to": nil, "fit_width": 0, "fit_height": 0,
                 "safe_top": 0.0, "safe_left": 0.0, "safe_bottom": 0.0, "safe_right": 0.0],
            ])
            let views = try Row.fetchAll(db, sql: "SELECT * FROM view ORDER BY rowid")
            #expect(views == document.views.enumerated().map { index, name in
                ["document_id": 1, "name": name, "position": Double(index + 1), "parent": "root", "intrinsic_width": nil,
                 "intrinsic_height": nil, "hugging_h": 250, "hugging_v": 250, "compression_h": 750, "compression_v": 750,
                 "margin_top": 8.0, "margin_left": 8.0, "margin_bottom": 8.0, "margin_right": 8.0, "first_baseline": nil,
                 "last_baseline": nil, "valid_from": 1, "valid_to": nil, "kind": "view", "hidden": 0, "stack_axis": nil,
                 "stack_spacing": nil, "stack_distribution": nil, "stack_alignment": nil, "scroll": 0]
            })

            // Constraints: identities 1… in the file's order, each as its line makes it, written at column 3.
            let rows = try Row.fetchAll(db, sql: "SELECT * FROM layout_constraint ORDER BY rowid")
            #expect(rows.count == document.constraints.count)
            for (index, (row, expected)) in zip(rows, document.constraints).enumerated() {
                let stored = DerivedDocument.ConstraintRow(
                    item: row["item"], attribute: row["attribute"], relation: row["relation"], item2: row["item2"],
                    attribute2: row["attribute2"], multiplier: row["multiplier"], constant: row["constant"],
                    priority: row["priority"], space: row["space"], lineText: row["line_text"], line: row["line"])
                #expect(stored == expected)
                #expect(row["constraint_id"] == index + 1 && row["document_id"] == 1 && row["key"] == nil)
                #expect(row["file"] == "bench.layout" && row["col"] == 3)
                #expect(row["valid_from"] == 1 && row["valid_to"] == nil)
            }

            // Frames, canvas by canvas, views in order. Solved by hand: a row's
            // 10 equal widths are pushed up (width >= 1000 @500) to the first
            // required limit: 60, or on the phone the row's right edge,
            // 8 + 10w + 9 * 8 <= 375 - 8, w = 28.7. Heights: 44 (@750) beats the
            // aspect ratio (@250) and is above 30. Anchors: a row's first view
            // has none across (its left is the root's) and, below row 0, hangs
            // from the bottom (1) of the first view of the row above, 8 below;
            // the others hang from the right (1) of the view before them, 8
            // across, and from the top (0) of their row's first view, 0 below.
            let frames = try Row.fetchAll(db, sql: "SELECT * FROM frame ORDER BY rowid")
            #expect(frames.count == 3 * Self.viewCount)
            var expected: [(canvas: String, view: String, x: Double, y: Double, width: Double,
                            xAnchor: String?, xAt: Double, yAnchor: String?, yAt: Double)] = []
            for (canvas, width) in [("phone", 28.7), ("tablet", 60.0), ("wide", 60.0)] {
                for (index, view) in document.views.enumerated() {
                    let (row, column) = (index / 10, index % 10)
                    if column > 0 {
                        expected.append((canvas, view, 8, 0, width, "r\(row)v\(column - 1)", 1, "r\(row)v0", 0))
                    } else if row > 0 {
                        expected.append((canvas, view, 8, 8, width, nil, 0, "r\(row - 1)v0", 1))
                    } else {
                        expected.append((canvas, view, 8, 8, width, nil, 0, nil, 0))
                    }
                }
            }
            for (row, e) in zip(frames, expected) {
                let place = "\(e.canvas).\(e.view)"
                #expect(row["document_id"] == 1 && row["canvas"] == e.canvas && row["view"] == e.view, "\(place)")
                #expect(abs((row["x"] as Double) - e.x) < 1e-9 && abs((row["y"] as Double) - e.y) < 1e-9, "\(place)")
                #expect(abs((row["width"] as Double) - e.width) < 1e-9 && abs((row["height"] as Double) - 44) < 1e-9,
                        "\(place)")
                #expect(row["x_anchor"] == e.xAnchor && row["x_anchor_at"] == e.xAt, "\(place)")
                #expect(row["y_anchor"] == e.yAnchor && row["y_anchor_at"] == e.yAt, "\(place)")
                #expect(row["valid_from"] == 1 && row["valid_to"] == nil, "\(place)")
            }
            // Every view is determined on every canvas, and one revision is no history to checkpoint.
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM revision_issue") == 0)
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM frame_checkpoint") == 0)
        }
        #expect(try StoreAudit.problems(store) == [])
    }

    @Test func aSecondApplyOfTheSameDocumentWritesNothing() throws {
        let document = DerivedDocument(views: Self.viewCount)
        let store = try LayoutStore.open(path: StoreFixture.temporaryPath(), create: true)
        _ = try store.apply(StoreFixture.request([("bench.layout", document.text)]))
        let before = try StoreFixture.dump(store)
        // Every line is a duplicate of a stored constraint: no change, no revision.
        #expect(try store.apply(StoreFixture.request([("bench.layout", document.text)])).revision == nil)
        #expect(try StoreFixture.dump(store) == before)
    }

    @Test func viewsKeepTheirPositionsWhileInOrderAndTheOthersGoBetweenTheirNeighbours() throws {
        let store = try LayoutStore.inMemory()
        func apply(_ text: String) throws {
            _ = try store.apply(ApplyRequest(files: [("doc.layout", "layout doc\n" + text)], message: "", author: "t"))
        }
        func positions() throws -> [String: Double] {
            try store.queue.read { db in
                var result: [String: Double] = [:]
                for row in try Row.fetchAll(db, sql: "SELECT name, position FROM view WHERE valid_to IS NULL") {
                    result[row["name"]] = row["position"]
                }
                return result
            }
        }
        // By hand, from the rule (RevisionWriter.positions): a live row keeps
        // its position while that stays above the previous name's; any other
        // goes halfway to the next position kept, or one past the previous
        // (rounded down) when none follows. A first apply numbers 1, 2, 3, 4.
        try apply("view a\nview b\nview c\nview d")
        #expect(try positions() == ["a": 1, "b": 2, "c": 3, "d": 4])
        // a and c declared again: b, d, a, c. b (2) and d (4) keep theirs; a
        // (1) and c (3) would be out of order, and no kept position follows: 5, 6.
        try apply("remove view a\nremove view c\nview a\nview c")
        #expect(try positions() == ["b": 2, "d": 4, "a": 5, "c": 6])
        // Back to a, b, c, d: a keeps 5; b (2) goes between 5 and the next
        // kept one, c's 6: 5.5; c keeps 6; d (4) follows with nothing kept after it: 7.
        _ = try store.restore(to: 1, message: "", author: "t")
        #expect(try positions() == ["a": 5, "b": 5.5, "c": 6, "d": 7])
        #expect(try store.state(document: "doc").views.map(\.name) == ["a", "b", "c", "d"])
    }
}

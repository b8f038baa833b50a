import Foundation
import GRDB
import Testing
@testable import LayoutModel
@testable import LayoutStore

/// Frames stored relative to the sibling a view is constrained to: which
/// anchors are chosen, how stored rows read back, which rows a change rewrites.
@Suite struct FrameAnchorsTests {
    static func layout(_ text: String) -> Layout { LayoutFile.load(text, file: "t.layout").layout }

    static func anchor(_ view: String, _ at: Double) -> FrameAnchor { FrameAnchor(view: view, at: at) }

    /// What `encode` gives, by view name: every row, and the names of those changed.
    static func encode(_ frames: [(view: String, frame: Frame)], previous: [String: StoredFrame])
        -> (rows: [String: StoredFrame], changed: [String]) {
        let (rows, changed) = FrameAnchors.encode(frames, anchors: columnAnchors, previous: previous)
        return (Dictionary(uniqueKeysWithValues: zip(frames.map(\.view), rows)), changed.map { frames[$0].view })
    }

    /// The frames read back from rows, by view.
    static func read(_ rows: [String: StoredFrame], order: [String]) -> [String: Frame] {
        Dictionary(FrameAnchors.resolve(rows, order: order).map { ($0.view, $0.frame) }, uniquingKeysWith: { a, _ in a })
    }

    @Test func aViewIsAnchoredToTheSiblingItsFirstLocationConstraintOnEachAxisNames() {
        let layout = Self.layout("""
            view a
            view b
            view c
            view box
            view inner in box
            make a { left.top.equalTo(superview).offset(8); width.height.equalTo(40) }
            make b { width.equalTo(a); left.equalTo(a.right).offset(8); top.equalTo(a.centerY); height.equalTo(40) }
            make c { centerX.equalTo(b); bottom.equalTo(b.bottom); width.height.equalTo(10) }
            make box { left.top.equalTo(superview); width.height.equalTo(100) }
            make inner { left.equalTo(a.left); top.equalTo(superview); width.height.equalTo(10) }
            """)
        let anchors = FrameAnchors.choose(for: layout, direction: .ltr, present: Set(layout.views.map(\.name)))
        // a is placed against the root only: no anchor.
        #expect(anchors["a"] == nil)
        // b: `width == a.width` is a size, skipped; left == a.right → a at 1; top == a.centerY → a at 0.5.
        #expect(anchors["b"]?.x == Self.anchor("a", 1) && anchors["b"]?.y == Self.anchor("a", 0.5))
        // c: centerX == b.centerX → b at 0.5; bottom == b.bottom → b at 1.
        #expect(anchors["c"]?.x == Self.anchor("b", 0.5) && anchors["c"]?.y == Self.anchor("b", 1))
        // inner's parent is box, a's is the root: not siblings, so no anchor.
        #expect(anchors["inner"] == nil)
    }

    @Test func leadingAndTrailingNameTheEdgeOfTheCanvasDirection() {
        let layout = Self.layout("""
            view a
            view b
            make a { leading.top.equalTo(superview); width.height.equalTo(40) }
            make b { leading.equalTo(a.trailing).offset(8); top.equalTo(superview); width.height.equalTo(40) }
            """)
        let all = Set(layout.views.map(\.name))
        // a's trailing edge is its right edge left to right, its left edge right to left.
        #expect(FrameAnchors.choose(for: layout, direction: .ltr, present: all)["b"]?.x == Self.anchor("a", 1))
        #expect(FrameAnchors.choose(for: layout, direction: .rtl, present: all)["b"]?.x == Self.anchor("a", 0))
    }

    @Test func anchorsThatWouldBeCircularAreNotChosen() {
        let layout = Self.layout("""
            view a
            view b
            make a { left.equalTo(b.right); top.equalTo(superview); width.height.equalTo(10) }
            make b { left.equalTo(a.right); right.equalTo(superview); top.equalTo(a); width.height.equalTo(10) }
            """)
        let anchors = FrameAnchors.choose(for: layout, direction: .ltr, present: Set(layout.views.map(\.name)))
        // a comes first and takes b; b → a would close the cycle, so b has no x anchor
        // (its other location constraints name the root); b's y anchor is a.
        #expect(anchors["a"]?.x == Self.anchor("b", 1))
        #expect(anchors["b"]?.x == nil && anchors["b"]?.y == Self.anchor("a", 0))
    }

    @Test func storedRowsReadBackInParentCoordinates() {
        let rows: [String: StoredFrame] = [
            "a": StoredFrame(x: 10, y: 20, width: 30, height: 40),
            // x = a.x + 1 × a.width + 8 = 10 + 30 + 8 = 48; y = a.y + 0.5 × a.height − 5 = 20 + 20 − 5 = 35.
            "b": StoredFrame(x: 8, y: -5, width: 6, height: 4, xAnchor: Self.anchor("a", 1), yAnchor: Self.anchor("a", 0.5)),
            // x = b.x + 0.5 × b.width + 1 = 48 + 3 + 1 = 52; y = b.y + 1 × b.height + 2 = 35 + 4 + 2 = 41.
            "c": StoredFrame(x: 1, y: 2, width: 1, height: 1, xAnchor: Self.anchor("b", 0.5), yAnchor: Self.anchor("b", 1)),
        ]
        // Listed children first: the order given must not matter.
        let frames = Self.read(rows, order: ["c", "b", "a"])
        #expect(frames["a"] == Frame(x: 10, y: 20, width: 30, height: 40))
        #expect(frames["b"] == Frame(x: 48, y: 35, width: 6, height: 4))
        #expect(frames["c"] == Frame(x: 52, y: 41, width: 1, height: 1))
    }

    @Test func aCircularOrMissingAnchorInADamagedDatabaseIsReadWithoutTrapping() {
        let rows: [String: StoredFrame] = [
            "a": StoredFrame(x: 1, y: 2, width: 3, height: 4, xAnchor: Self.anchor("b", 1), yAnchor: Self.anchor("gone", 0)),
            "b": StoredFrame(x: 5, y: 6, width: 7, height: 8, xAnchor: Self.anchor("a", 1)),
        ]
        let frames = Self.read(rows, order: ["a", "b"])
        #expect(frames.count == 2)
        // A missing anchor reads as none: a.y is its stored 2.
        #expect(frames["a"]?.y == 2)
        // One link of the cycle is ignored: b is read at its stored x (5), a from it: 5 + 7 + 1 = 13.
        #expect(frames["b"]?.x == 5 && frames["a"]?.x == 13)
    }

    /// A column of views: a at y 0, each next one 8 below the one before (anchored to its bottom).
    static func column(_ heights: [Double]) -> [(view: String, frame: Frame)] {
        var y = 0.0
        return heights.enumerated().map { index, height in
            defer { y += height + 8 }
            return ("v\(index)", Frame(x: 0, y: y, width: 100, height: height))
        }
    }

    static let columnAnchors: [String: FrameAnchors.Pair] = Dictionary(uniqueKeysWithValues: (1..<6).map {
        ("v\($0)", (x: FrameAnchor?.none, y: FrameAnchor?(FrameAnchor(view: "v\($0 - 1)", at: 1))))
    })

    @Test func aTallerViewAtTheTopOfAColumnRewritesOnlyItsOwnRow() {
        let first = Self.encode(Self.column([40, 40, 40, 40, 40, 40]), previous: [:])
        #expect(first.changed.count == 6)
        // Every view below v0 sits 8 below the one before: stored y 8.
        #expect((1..<6).allSatisfy { first.rows["v\($0)"]?.y == 8 })
        let taller = Self.column([50, 40, 40, 40, 40, 40])
        let second = Self.encode(taller, previous: first.rows)
        // v0's height changed; every other view moved 10 down but not relative to its anchor.
        #expect(second.changed == ["v0"])
        let read = Self.read(second.rows, order: taller.map(\.view))
        // v5 is at 50 + 8 + 4 × 48 = 250.
        #expect(read["v5"] == Frame(x: 0, y: 250, width: 100, height: 40))
        for (view, frame) in taller { #expect(read[view]?.isSame(as: frame) == true, "\(view)") }
    }

    @Test func smallDriftsAlongAChainNeverAddUpBeyondTheTolerance() throws {
        let first = Self.encode(Self.column([40, 40, 40, 40, 40, 40]), previous: [:])
        // Every view 0.0003 lower than the one above it moved: each place relative to its
        // anchor changes by 0.0003 (under 0.0005), but v5 is 0.0015 off if every row is kept.
        let drifted = Self.column([40, 40, 40, 40, 40, 40]).enumerated().map { index, entry in
            (view: entry.view, frame: Frame(x: 0, y: entry.frame.y + 0.0003 * Double(index), width: 100, height: 40))
        }
        let second = Self.encode(drifted, previous: first.rows)
        let read = Self.read(second.rows, order: drifted.map(\.view))
        for (view, frame) in drifted {
            let y = try #require(read[view]?.y)
            #expect(abs(y - frame.y) < 0.0005, "\(view): read \(y), solved \(frame.y)")
        }
        // v1 (0.0003 off) is kept; v2 (0.0006 off if kept) is not.
        #expect(second.changed.first == "v2" && !second.changed.contains("v1"))
    }

    // MARK: In the store

    /// Two rows of two views, each row under the first view of the row before.
    static let stacked = """
        layout stack
        canvas phone 200x400
        canvas wide 400x300
        view a0
        view a1
        view b0
        view b1
        make a0 {
          left.equalTo(superview).offset(8)
          top.equalTo(superview).offset(8)
          width.equalTo(50)
          height.equalTo(40).priority(high)
        }
        make a1 {
          left.equalTo(a0.right).offset(8)
          top.equalTo(a0)
          width.height.equalTo(40)
        }
        make b0 {
          left.equalTo(superview).offset(8)
          top.equalTo(a0.bottom).offset(8)
          width.height.equalTo(40)
        }
        make b1 {
          left.equalTo(b0.right).offset(8)
          top.equalTo(b0)
          width.height.equalTo(40)
        }
        """

    @Test func aChangeThatMovesAStackWritesOneFramePerCanvas() throws {
        let store = try LayoutStore.inMemory()
        _ = try store.apply(StoreFixture.request([("stack.layout", Self.stacked)]))
        _ = try store.apply(StoreFixture.request([("taller.layout", "layout stack\nupdate a0 { height.equalTo(60).priority(high) }\n")]))
        // Only a0's frame changed relative to its anchors (its height): one row per canvas.
        #expect(try StoreFixture.count(store, "frame", where: "valid_from = 2") == 2)
        #expect(try StoreFixture.count(store, "frame", where: "valid_from = 2 AND view = 'a0'") == 2)
        // By hand, a0's preferred height h: a0 (8, 8, 50, h); a1 (a0.right + 8 = 66, 8, 40, 40);
        // b0 (8, a0.bottom + 8 = 16 + h, 40, 40); b1 (b0.right + 8 = 56, 16 + h, 40, 40); the same on both canvases.
        func expected(_ h: Double) -> [String: Frame] {
            ["a0": Frame(x: 8, y: 8, width: 50, height: h), "a1": Frame(x: 66, y: 8, width: 40, height: 40),
             "b0": Frame(x: 8, y: 16 + h, width: 40, height: 40), "b1": Frame(x: 56, y: 16 + h, width: 40, height: 40)]
        }
        for (revision, height) in [(1, 40.0), (2, 60.0)] {
            let stored = try store.frames(document: "stack", at: revision)
            #expect(stored.canvases.count == 2)
            for canvas in stored.canvases {
                for (view, frame) in expected(height) {
                    #expect(canvas.frame(of: view)?.isSame(as: frame) == true, "r\(revision) \(canvas.canvas.name).\(view)")
                }
            }
        }
        // show 2 still lists what moved: a0, b0 and b1 on each canvas.
        let diff = try store.show(2).diff
        #expect(diff.frames.map { "\($0.canvas).\($0.view)" } == ["phone.a0", "phone.b0", "phone.b1", "wide.a0", "wide.b0", "wide.b1"])
        // head_frames resolves the anchors in SQL.
        let rows = try store.queue.read { db in
            try Row.fetchAll(db, sql: "SELECT view, x, y, width, height FROM head_frames WHERE canvas = 'phone' ORDER BY view")
        }
        #expect(rows.map { Frame(x: $0[1], y: $0[2], width: $0[3], height: $0[4]) } == ["a0", "a1", "b0", "b1"].map { expected(60)[$0] })
    }

    @Test func aFrameRowOfAViewTheStateLacksStillAnchorsTheRowsAnchoredToIt() throws {
        let store = try LayoutStore.inMemory()
        _ = try store.apply(StoreFixture.request([("s.layout", Self.stacked)]))
        let before = try store.frames(document: "stack").canvases
        // Damage: b0's view row renamed, so the state has a view zz without frames
        // and b0's frame rows belong to no view of the state; b1 is anchored to b0.
        try store.queue.write { db in
            try db.execute(sql: "UPDATE view SET name = 'zz' WHERE name = 'b0' AND valid_to IS NULL")
        }
        let after = try store.frames(document: "stack").canvases
        #expect(after.count == before.count)
        for (old, new) in zip(before, after) {
            #expect(new.frames.map(\.view) == ["a0", "a1", "b1"], "\(new.canvas.name)")
            for (view, frame) in new.frames { #expect(old.frame(of: view) == frame, "\(new.canvas.name).\(view)") }
        }
    }

    @Test func theFramesOfEveryRevisionAreTheSameByRangeAndByIdentity() throws {
        let store = try LayoutStore.inMemory()
        let steps = [
            Self.stacked,
            "layout stack\nupdate a0 { height.equalTo(60).priority(high) }\n",
            // A canvas added, a view removed (its frames end), then one added.
            "layout stack\ncanvas tall 200x900\nremove view b1\n",
            "layout stack\nview c0\nmake c0 { left.equalTo(b0.right).offset(8); top.equalTo(b0); width.height.equalTo(20) }\n",
            "layout stack\nremove canvas wide\nupdate a0 { height.equalTo(50).priority(high) }\n",
        ]
        for (i, text) in steps.enumerated() { _ = try store.apply(StoreFixture.request([("s\(i).layout", text)])) }
        func read(_ revision: Int, _ plan: ValidRowsPlan?) throws -> [String] {
            try store.queue.read { db in
                try LayoutStore.frames(db, document: "stack", at: revision, includeConstraints: false, plan: plan).canvases
                    .flatMap { canvas in canvas.frames.map { "\(canvas.canvas.name).\($0.view) \($0.frame)" } }
            }
        }
        for revision in 1...steps.count {
            let range = try read(revision, .range)
            #expect(!range.isEmpty)
            #expect(try read(revision, .perIdentity) == range, "revision \(revision)")
            #expect(try read(revision, nil) == range, "revision \(revision)")
        }
        // By hand: at revision 3, b1 is gone and the tall canvas has every other view;
        // at 5, wide is gone.
        #expect(try read(3, .perIdentity).filter { $0.hasPrefix("tall.") }.count == 3)
        #expect(try !read(3, .perIdentity).contains { $0.contains(".b1 ") })
        #expect(try !read(5, .perIdentity).contains { $0.hasPrefix("wide.") })
        #expect(try read(4, .perIdentity).contains { $0.hasPrefix("phone.c0 ") })
    }

    @Test func framesWrittenBeforeAnchorsExistedReadTheSameAfterTheMigration() throws {
        let path = StoreFixture.temporaryPath()
        // A database at the first migration only, with one revision written as that schema had it.
        let queue = try DatabaseQueue(path: path)
        var first = DatabaseMigrator()
        let (identifier, sql) = try #require(Migrations.embedded.files.first)
        first.registerMigration(identifier) { db in try db.execute(sql: sql) }
        try first.migrate(queue)
        try queue.write { db in
            try db.execute(sql: """
                INSERT INTO document(id, name) VALUES (1, 'old');
                INSERT INTO revision(number, document_id, time, author, message, kind, digest, next_constraint_id)
                    VALUES (1, 1, '2023-11-14T22:13:20Z', 'ada', 'first', 'apply', '0', 5);
                INSERT INTO canvas(document_id, name, position, width, height, direction, valid_from)
                    VALUES (1, 'phone', 1, 200, 400, 'ltr', 1);
                INSERT INTO view(document_id, name, position, parent, hugging_h, hugging_v, compression_h, compression_v,
                    margin_top, margin_left, margin_bottom, margin_right, valid_from)
                    VALUES (1, 'a', 1, 'root', 250, 250, 750, 750, 8, 8, 8, 8, 1),
                           (1, 'b', 2, 'root', 250, 250, 750, 750, 8, 8, 8, 8, 1);
                INSERT INTO frame(document_id, canvas, view, x, y, width, height, valid_from)
                    VALUES (1, 'phone', 'a', 8, 8, 40, 40, 1), (1, 'phone', 'b', 56, 8, 40, 40, 1);
                """)
        }
        try queue.close()
        let store = try LayoutStore.open(path: path)
        // Rows without anchors are in parent coordinates, as they were written.
        let canvas = try #require(try store.frames(document: "old", at: 1, includeConstraints: false).canvases.first)
        #expect(canvas.frame(of: "a") == Frame(x: 8, y: 8, width: 40, height: 40))
        #expect(canvas.frame(of: "b") == Frame(x: 56, y: 8, width: 40, height: 40))
        let rows = try store.queue.read { db in try Row.fetchAll(db, sql: "SELECT view, x FROM head_frames ORDER BY view") }
        #expect(rows.map { $0[1] as Double } == [8, 56])
    }
}

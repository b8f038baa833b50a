import Foundation
import GRDB
import Testing
@testable import LayoutModel
@testable import LayoutStore

/// The safe area and custom guides in the store (docs/semantics.md, "The safe
/// area and layout guides"; docs/schema.md, migration 0007): canvas insets and
/// guides are versioned, diffed, rolled back, restored and exported like the
/// canvases and views they belong to; a database from before the migration is
/// upgraded. Frames are derived by hand in each test.
@Suite struct StoreSafeAreaGuideTests {
    /// Revision 1: a title 8 below the safe area's top (59), a spacer guide
    /// 8 wide after it, a button after the spacer:
    /// title (16, 67, 100, 44), spacer (116, 67, 8, 44), button (124, 67, 100, 44).
    static let first = """
        layout g
        canvas phone 375x812 safe 59 0 34 0
        view title
        guide spacer
        view button
        make title { top.equalTo(root.safeArea).offset(8); left.equalTo(16); width.equalTo(100); height.equalTo(44) }
        make spacer { left.equalTo(title.right); top.height.equalTo(title); width.equalTo(8) }
        button.left == spacer.right
        make button { top.size.equalTo(title) }

        """
    /// Revision 2: the top inset 59 → 47: every frame 12 higher (y 55).
    /// Revision 3: the spacer 8 → 20 wide: the button at 16 + 100 + 20 = 136.
    static let steps = [
        "layout g\ncanvas phone 375x812 safe 47 0 34 0\n",
        "layout g\nremake spacer { left.equalTo(title.right); top.height.equalTo(title); width.equalTo(20) }\n",
    ]

    func history(_ store: LayoutStore) throws {
        _ = try store.apply(StoreFixture.request([("g.layout", Self.first)], "first"))
        for (index, text) in Self.steps.enumerated() {
            _ = try store.apply(StoreFixture.request([("s\(index + 2).layout", text)], "step \(index + 2)"))
        }
    }

    /// The rows of a query on the store's tables, as text.
    func rows(_ store: LayoutStore, _ sql: String) throws -> [[String]] {
        try store.queue.read { db in
            try Row.fetchAll(db, sql: sql).map { row in row.databaseValues.map { String(describing: $0).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) } }
        }
    }

    func frame(_ store: LayoutStore, _ view: String, at revision: Int? = nil) throws -> Frame? {
        try store.frames(document: "g", at: revision, includeConstraints: false).canvases.first?.frame(of: view)
    }

    @Test func eachRevisionStoresTheFramesOfItsInsetsAndGuides() throws {
        let store = try LayoutStore.inMemory()
        try history(store)
        #expect(try frame(store, "title", at: 1) == Frame(x: 16, y: 67, width: 100, height: 44))
        #expect(try frame(store, "spacer", at: 1) == Frame(x: 116, y: 67, width: 8, height: 44))
        #expect(try frame(store, "button", at: 1) == Frame(x: 124, y: 67, width: 100, height: 44))
        #expect(try frame(store, "title", at: 2) == Frame(x: 16, y: 55, width: 100, height: 44))
        #expect(try frame(store, "button", at: 3) == Frame(x: 136, y: 55, width: 100, height: 44))
        let state = try store.state(document: "g")
        #expect(state.view(named: "spacer")?.isGuide == true)
        #expect(state.view(named: "button")?.isGuide == false)
        #expect(state.canvases.first?.safeArea == Insets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(try rows(store, "SELECT view, kind FROM head_views ORDER BY view")
                    == [["button", "view"], ["spacer", "guide"], ["title", "view"]])
        #expect(try rows(store, "SELECT line_text FROM head_constraints WHERE item2 = 'root.safeArea'")
                    == [["title.top == root.safeArea.top + 8"]])
    }

    @Test func diffAndHistoryNameTheCanvasInsetsAndTheGuide() throws {
        let store = try LayoutStore.inMemory()
        try history(store)
        let diff = try store.diff(document: "g", from: 1, to: 2)
        #expect(diff.changes.modifiedCanvases.map(\.old.safeArea.top) == [59])
        #expect(diff.changes.modifiedCanvases.map(\.new.safeArea.top) == [47])
        #expect(diff.changes.addedConstraints.isEmpty && diff.changes.modifiedConstraints.isEmpty)
        // Every frame 12 higher.
        #expect(diff.frames.map(\.view).sorted() == ["button", "spacer", "title"])
        #expect(diff.frames.allSatisfy { $0.delta.dy == -12 })
        let spacer = try store.history(of: .view("spacer"), document: "g")
        #expect(spacer.first?.revision == 1 && spacer.first?.new == "guide spacer")
        #expect(spacer.map(\.revision).contains(3))
        // The root's history names the constraint on its safe area.
        let root = try store.history(of: .view("root"), document: "g")
        #expect(root.contains { $0.new == "title.top == root.safeArea.top + 8" })
        #expect(try store.log(document: "g", touching: .view("root")).map(\.number) == [1])
        let blame = try store.blame(document: "g", view: "root")
        #expect(blame.map(\.line).contains("title.top == root.safeArea.top + 8"))
    }

    @Test func rollbackAndRestoreBringInsetsAndGuidesBack() throws {
        let store = try LayoutStore.inMemory()
        try history(store)
        // Rolling back 2 alone: the top inset 59 again, the spacer still 20 wide.
        _ = try store.rollback(2, message: "", author: "t")
        #expect(try store.state(document: "g").canvases.first?.safeArea.top == 59)
        #expect(try frame(store, "button") == Frame(x: 136, y: 67, width: 100, height: 44))
        // Removing the guide removes the constraint naming it; restoring 1 brings both back.
        _ = try store.apply(StoreFixture.request([("r.layout", "layout g\nremove view spacer\n")]))
        #expect(try store.state(document: "g").view(named: "spacer") == nil)
        _ = try store.restore(to: 1, message: "", author: "t")
        let restored = try store.state(document: "g")
        #expect(restored == (try store.state(document: "g", at: 1)))
        #expect(restored.view(named: "spacer")?.isGuide == true)
        #expect(try frame(store, "spacer") == Frame(x: 116, y: 67, width: 8, height: 44))
    }

    @Test func anExportedStateAppliesBackWithNoChange() throws {
        let store = try LayoutStore.inMemory()
        try history(store)
        let state = try store.state(document: "g")
        let text = LayoutExporter.text(state)
        #expect(text.contains("canvas phone 375x812 ltr safe 47 0 34 0\n"))
        #expect(text.contains("guide spacer\n"))
        let again = try store.apply(StoreFixture.request([("export.layout", text)]))
        #expect(again.revision == nil && again.changes.isEmpty)
        let other = try LayoutStore.inMemory()
        _ = try other.apply(StoreFixture.request([("export.layout", text)]))
        #expect(try other.state(document: "g").views == state.views)
        #expect(try frame(other, "button") == Frame(x: 136, y: 55, width: 100, height: 44))
    }

    @Test func anUnsettledSafeAreaIsStoredWithTheRevision() throws {
        // As in the layout pass's test: a.top == 0.5 × b.safeArea.top with b.top == a.top never settles.
        let store = try LayoutStore.inMemory()
        _ = try store.apply(StoreFixture.request([("u.layout", """
            layout u
            canvas phone 375x812 safe 59 0 34 0
            view a
            view b
            make a { top.equalTo(b.safeArea.top).multipliedBy(0.5); left.equalTo(superview); size.equalTo(10) }
            make b { top.equalTo(a); left.equalTo(superview); width.equalTo(10); height.equalTo(100) }
            """)]))
        #expect(try store.frames(document: "u").canvases.map(\.safeAreaUnsettled) == [true])
        #expect(try rows(store, "SELECT canvas, kind FROM revision_issue") == [["phone", "unsettled"]])
    }

    @Test func aStoredViewKindOtherThanViewOrGuideReadsAsADamagedDatabase() throws {
        let store = try LayoutStore.inMemory()
        try history(store)
        try store.queue.write { db in
            try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
            try db.execute(sql: "UPDATE view SET kind = 'gide' WHERE name = 'spacer' AND valid_to IS NULL")
        }
        do {
            _ = try store.state(document: "g")
            Issue.record("a damaged kind must be refused")
        } catch {
            #expect(error.description.contains("view 'spacer' has the kind 'gide', not view or guide"), "\(error.description)")
        }
    }

    @Test func aDatabaseFromBeforeMigration0007IsUpgradedWithNoInsetsAndNoGuides() throws {
        let path = StoreFixture.temporaryPath()
        do {
            // The schema of migrations 0001…0006, with one revision written as it had it.
            let older = try StoreFixture.database(at: path, before: "0007_safe_area_and_guides")
            try older.queue.write { db in
                try db.execute(sql: """
                    INSERT INTO document(id, name) VALUES (1, 'old');
                    INSERT INTO revision(number, document_id, time, author, message, kind, digest, next_constraint_id)
                        VALUES (1, 1, '2023-11-14T22:13:20Z', 'ada', 'first', 'apply', '0', 2);
                    INSERT INTO canvas(document_id, name, position, width, height, direction, valid_from)
                        VALUES (1, 'phone', 1, 200, 400, 'ltr', 1);
                    INSERT INTO view(document_id, name, position, parent, hugging_h, hugging_v, compression_h, compression_v,
                        margin_top, margin_left, margin_bottom, margin_right, valid_from)
                        VALUES (1, 'a', 1, 'root', 250, 250, 750, 750, 8, 8, 8, 8, 1);
                    INSERT INTO layout_constraint(document_id, constraint_id, item, attribute, relation, multiplier,
                        constant, priority, key, space, line_text, valid_from)
                        VALUES (1, 1, 'a', 'width', '==', 1, 40, 1000, NULL, 'root', 'a.width == 40', 1);
                    INSERT INTO revision_issue(revision, canvas, kind, ordinal, view, free)
                        VALUES (1, 'phone', 'ambiguous', 0, 'a', 'x,y,height');
                    """)
            }
            let columns = try older.queue.read { db in try db.columns(in: "view").map(\.name) }
            #expect(!columns.contains("kind"))
        }
        let store = try LayoutStore.open(path: path)
        let applied = try store.queue.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") }
        #expect(applied.contains("0007_safe_area_and_guides"))
        // The old rows read as a view and a canvas with no insets; the finding is kept.
        let state = try store.state(document: "old")
        #expect(state.canvases.map(\.safeArea) == [.zero])
        #expect(state.views.map(\.isGuide) == [false])
        #expect(try store.frames(document: "old").canvases.first?.ambiguous
                    == [AmbiguousView(view: "a", free: ["x", "y", "height"])])
        // And takes insets and a guide: on a 200x400 canvas with a top inset of 20,
        // a pinned to the safe area's top-left is at (0, 20); the guide g, 10 wide
        // after a (width 40), at x 40.
        _ = try store.apply(StoreFixture.request([("n.layout", """
            layout old
            canvas phone 200x400 safe 20 0 0 0
            guide g
            make a { top.left.equalTo(superview.safeArea); height.equalTo(10) }
            make g { left.equalTo(a.right); top.height.equalTo(a); width.equalTo(10) }
            """)]))
        #expect(try store.frames(document: "old").canvases.first?.frame(of: "a") == Frame(x: 0, y: 20, width: 40, height: 10))
        #expect(try store.frames(document: "old").canvases.first?.frame(of: "g") == Frame(x: 40, y: 20, width: 10, height: 10))
        #expect(try rows(store, "SELECT name, kind FROM view WHERE valid_to IS NULL ORDER BY name")
                    == [["a", "view"], ["g", "guide"]])
    }
}

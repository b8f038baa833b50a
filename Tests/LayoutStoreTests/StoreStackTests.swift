import Foundation
import GRDB
import Testing
@testable import LayoutModel
@testable import LayoutStore

/// Stacks and hidden views in the store (docs/semantics.md, "Stacks";
/// docs/schema.md, migration 0008): a stack property or the hidden flag is a
/// property of the view row, so its change is one modified view in history,
/// diff, rollback and restore; the generated constraints are never stored;
/// a stored conflict names its generated constraint with the stack; a
/// database from before the migration is upgraded.
@Suite struct StoreStackTests {
    /// Revision 1: three labels in a vertical stack, spacing 8, pinned to the
    /// root's top, left and right (frames: y 0, 28, 66; the stack 106 high).
    static let first = """
        layout t
        canvas phone 375x812
        stack list axis vertical spacing 8
        view a in list intrinsic 100x20
        view b in list intrinsic 100x30
        view c in list intrinsic 100x40
        make list { top.left.right.equalTo(superview) }

        """

    func history() throws -> LayoutStore {
        let store = try LayoutStore.inMemory()
        _ = try store.apply(StoreFixture.request([("t.layout", Self.first)], "first"))
        _ = try store.apply(StoreFixture.request([("s.layout", "layout t\nstack list spacing 12\n")], "spacing"))
        return store
    }

    func frame(_ store: LayoutStore, _ view: String, at revision: Int? = nil) throws -> Frame? {
        try store.frames(document: "t", at: revision).canvases.first?.frames.first { $0.view == view }?.frame
    }

    /// Spacing 8 → 12: one modified view, no constraint written; b moves down
    /// by 4 (28 → 32), c by 8 (66 → 74), the stack grows by 8 (106 → 114).
    @Test func aSpacingChangeIsOneModifiedViewInDiffAndHistory() throws {
        let store = try history()
        let diff = try store.diff(document: "t", from: 1, to: 2)
        #expect(diff.changes.modifiedViews.map { LayoutStore.describe($0.old) + " → " + LayoutStore.describe($0.new) }
                    == ["stack list axis vertical spacing 8 → stack list axis vertical spacing 12"])
        #expect(diff.changes.addedConstraints.isEmpty && diff.changes.removedConstraints.isEmpty
                    && diff.changes.modifiedConstraints.isEmpty)
        #expect(diff.frames.map(\.view) == ["list", "b", "c"])
        #expect(try frame(store, "b") == Frame(x: 0, y: 32, width: 375, height: 30))
        #expect(try frame(store, "c") == Frame(x: 0, y: 74, width: 375, height: 40))
        #expect(try frame(store, "list") == Frame(x: 0, y: 0, width: 375, height: 114))
        let entries = try store.history(of: .view("list"), document: "t").filter { $0.subject == "view list" }
        #expect(entries.map(\.revision) == [1, 2])
        #expect(entries.last?.change == .modified)
        #expect(entries.last?.old == "stack list axis vertical spacing 8")
        #expect(entries.last?.new == "stack list axis vertical spacing 12")
        // No generated constraint is stored: only the three of the file.
        #expect(try store.queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM layout_constraint") } == 3)
    }

    /// Hiding b (revision 3), rolled back (4), then the state of revision 1
    /// restored (5): each a modified view; c back at 74 (spacing 12) after the
    /// rollback, at 66 (spacing 8) after the restore.
    @Test func hidingRollsBackAndRestoresAsAViewChange() throws {
        let store = try history()
        _ = try store.apply(StoreFixture.request([("h.layout", "layout t\nview b hidden\n")], "hide"))
        // Hidden: b 0 high at a's bottom (20); c 12 below a (20 + 12 = 32).
        #expect(try frame(store, "b") == Frame(x: 0, y: 20, width: 375, height: 0))
        #expect(try frame(store, "c") == Frame(x: 0, y: 32, width: 375, height: 40))
        #expect(try store.state(document: "t").view(named: "b")?.properties.isHidden == true)
        let rolled = try store.rollback(3, message: "show", author: "tester")
        #expect(rolled.changes.modifiedViews.count == 1)
        #expect(try frame(store, "c") == Frame(x: 0, y: 74, width: 375, height: 40))
        _ = try store.restore(to: 1, message: "back", author: "tester")
        #expect(try store.state(document: "t") == store.state(document: "t", at: 1))
        #expect(try frame(store, "c") == Frame(x: 0, y: 66, width: 375, height: 40))
        let exported = LayoutExporter.text(try store.state(document: "t"))
        #expect(exported.contains("stack list axis vertical spacing 8\n"))
    }

    /// A revision stored with its conflict (`--allow-conflicts`) reads the
    /// conflicting set back with the generated constraint and its stack.
    @Test func aStoredConflictKeepsTheGeneratedMarker() throws {
        let store = try history()
        var request = StoreFixture.request([("c.layout", "layout t\nview b hidden\nmake b { height == 30 }\n")])
        request.allowConflicts = true
        _ = try store.apply(request)
        let issues = try store.frames(document: "t").canvases.first?.unsatisfiable ?? []
        #expect(issues.map { $0.map(OneLine.format) } == [["b.height == 0  # generated by stack list", "b.height == 30"]])
        #expect(issues.first?.first?.generatedBy == "list")
    }

    @Test func aDamagedStackPropertyReadsAsADamagedDatabase() throws {
        let store = try history()
        try store.queue.write { db in
            try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
            try db.execute(sql: "UPDATE view SET stack_distribution = 'fillEvenly' WHERE name = 'list' AND valid_to IS NULL")
        }
        do {
            _ = try store.state(document: "t")
            Issue.record("a damaged stack distribution must be refused")
        } catch {
            #expect(error.description.contains("view 'list' has the stack distribution 'fillEvenly', which the language does not have"),
                    "\(error.description)")
        }
    }

    @Test func aDatabaseFromBeforeMigration0008IsUpgradedWithEveryViewShownAndNoStack() throws {
        let path = StoreFixture.temporaryPath()
        do {
            // The schema before migration 0008, with one revision written as it had it.
            let older = try StoreFixture.database(at: path, before: "0008_stacks_hidden")
            try older.queue.write { db in
                try db.execute(sql: """
                    INSERT INTO document(id, name) VALUES (1, 'old');
                    INSERT INTO revision(number, document_id, time, author, message, kind, digest, next_constraint_id)
                        VALUES (1, 1, '2023-11-14T22:13:20Z', 'ada', 'first', 'apply', '0', 1);
                    INSERT INTO view(document_id, name, position, parent, hugging_h, hugging_v, compression_h, compression_v,
                        margin_top, margin_left, margin_bottom, margin_right, valid_from)
                        VALUES (1, 'a', 1, 'root', 250, 250, 750, 750, 8, 8, 8, 8, 1);
                    """)
            }
            let columns = try older.queue.read { db in try db.columns(in: "view").map(\.name) }
            #expect(!columns.contains("hidden") && !columns.contains("stack_axis"))
        }
        let store = try LayoutStore.open(path: path)
        let view = try store.state(document: "old").view(named: "a")
        #expect(view?.properties.isHidden == false)
        #expect(view?.properties.stack == nil)
        let live = try store.queue.read { db in try Row.fetchAll(db, sql: "SELECT hidden, stack_axis FROM head_views") }
        #expect(live.map { [$0[0] as Int?, ($0[1] as String?).map { _ in 1 }] } == [[0, nil]])
        // It can become a stack: a new version of the view.
        _ = try store.apply(StoreFixture.request([("s.layout", "layout old\nstack a axis horizontal\n")]))
        #expect(try store.state(document: "old").view(named: "a")?.properties.stack == StackProperties(axis: .horizontal))
        let versions = try store.queue.read { db in
            try Row.fetchAll(db, sql: "SELECT stack_axis, valid_from FROM view ORDER BY valid_from")
        }
        #expect(versions.map { "\($0[0] as String? ?? "NULL") \($0[1] as Int)" } == ["NULL 1", "horizontal 2"])
    }
}

import Foundation
import GRDB
import Testing
@testable import LayoutModel
@testable import LayoutStore

/// Constraint handles in the store (docs/semantics.md, "Constraint handles";
/// docs/schema.md, migration 0005): an activation, constant or priority
/// changed through a key is a new version of the same constraint, which
/// history, diff, blame, rollback and restore show; export reads back with
/// no change; a database from before the migration is upgraded.
@Suite struct StoreConstraintHandleTests {
    func lines(_ layout: Layout) -> [String] { layout.constraints.map { OneLine.format($0.constraint) } }

    /// Revision 1: two required widths of `a`, narrow (100) made inactive, wide (200) active.
    static let first = """
        layout t
        canvas c 300x200
        view a
        make a {
          left.top.equalTo(superview).offset(10)
          height.equalTo(20)
          width.equalTo(100).key(narrow).inactive()
          width.equalTo(200).key(wide)
        }

        """
    /// Revisions 2…4: switch the widths, change narrow's constant, make wide optional and active again.
    static let steps = [
        "layout t\ndeactivate wide\nactivate narrow\n",
        "layout t\nconstraint narrow offset 150\n",
        "layout t\nconstraint wide priority 500\nactivate wide\n",
    ]

    func history() throws -> LayoutStore {
        let store = try LayoutStore.inMemory()
        _ = try store.apply(StoreFixture.request([("t.layout", Self.first)], "first"))
        for (index, text) in Self.steps.enumerated() {
            _ = try store.apply(StoreFixture.request([("s\(index + 2).layout", text)], "step \(index + 2)"))
        }
        return store
    }

    func width(_ store: LayoutStore, at revision: Int? = nil) throws -> Double? {
        try store.frames(document: "t", at: revision, includeConstraints: false).canvases.first?.frame(of: "a")?.width
    }

    @Test func eachRevisionSolvesOnlyTheActiveConstraints() throws {
        let store = try history()
        // By hand: 1: wide alone, 200. 2: narrow alone, 100. 3: narrow set to 150.
        // 4: wide active again at 500 against the required narrow 150: 150.
        #expect(try [1, 2, 3, 4].map { try width(store, at: $0) } == [200, 100, 150, 150])
        #expect(try store.frames(document: "t", at: 1, includeConstraints: false).canvases[0].frame(of: "a")
                    == Frame(x: 10, y: 10, width: 200, height: 20))
        #expect(try lines(store.state(document: "t")).suffix(2) == ["a.width == 150 key narrow", "a.width == 200 @500 key wide"])
    }

    @Test func historyShowsEachChangeAsAModificationOfOneConstraint() throws {
        let store = try history()
        let narrow = try store.history(of: .key("narrow"), document: "t")
        #expect(narrow.map(\.revision) == [1, 2, 3])
        #expect(narrow.map(\.change) == [.added, .modified, .modified])
        #expect(narrow[1].old == "a.width == 100 key narrow inactive" && narrow[1].new == "a.width == 100 key narrow")
        #expect(narrow[2].new == "a.width == 150 key narrow")
        let wide = try store.history(of: .constraint(5), document: "t")
        #expect(wide.map(\.revision) == [1, 2, 4])
        #expect(wide.map(\.change) == [.added, .modified, .modified])
        #expect(wide[2].old == "a.width == 200 key wide inactive" && wide[2].new == "a.width == 200 @500 key wide")
        #expect(try store.log(document: "t", touching: .key("wide")).map(\.number) == [4, 2, 1])
    }

    @Test func diffAndBlameNameTheSameIdentities() throws {
        let store = try history()
        let diff = try store.diff(document: "t", from: 1, to: 2)
        #expect(diff.changes.addedConstraints.isEmpty && diff.changes.removedConstraints.isEmpty)
        #expect(diff.changes.modifiedConstraints.map(\.id) == [4, 5])
        #expect(diff.changes.modifiedConstraints.map { $0.new.isActive } == [true, false])
        // a's width 200 → 100.
        #expect(diff.frames.first { $0.view == "a" }?.delta.dw == -100)
        let blame = try store.blame(document: "t")
        #expect(blame.map(\.constraint) == [1, 2, 3, 4, 5])
        #expect(blame.map(\.revision) == [1, 1, 1, 3, 4])
        #expect(blame.last?.line == "a.width == 200 @500 key wide")
    }

    @Test func rollbackAndRestoreBringTheActivationBack() throws {
        let store = try history()
        // Rolling back 4: wide is required and inactive again, narrow keeps 150.
        let rolled = try store.rollback(4, message: "", author: "t")
        #expect(rolled.revision == 5)
        #expect(try lines(store.state(document: "t")).suffix(2) == ["a.width == 150 key narrow",
                                                                   "a.width == 200 key wide inactive"])
        #expect(try width(store) == 150)
        // Restoring 1: narrow inactive at 100, wide active, the same identities.
        _ = try store.restore(to: 1, message: "", author: "t")
        let restored = try store.state(document: "t")
        #expect(restored == (try store.state(document: "t", at: 1)))
        #expect(restored.constraints.map(\.id) == [1, 2, 3, 4, 5])
        #expect(try width(store) == 200)
    }

    @Test func anExportedStateAppliesBackWithNoChange() throws {
        let store = try history()
        _ = try store.rollback(4, message: "", author: "t")
        let state = try store.state(document: "t")
        let text = LayoutExporter.text(state)
        #expect(text.contains("a.width == 200 key wide inactive\n"))
        // Onto the document itself: nothing to write.
        let again = try store.apply(StoreFixture.request([("export.layout", text)]))
        #expect(again.revision == nil)
        #expect(again.changes.isEmpty)
        // Into an empty database: the same constraints, inactive one included, and the same frames.
        let other = try LayoutStore.inMemory()
        _ = try other.apply(StoreFixture.request([("export.layout", text)]))
        #expect(try lines(other.state(document: "t")) == lines(state))
        #expect(try width(other) == 150)
    }

    @Test func aWholeLayoutValueKeepsTheIdentityOfAConstraintWhoseActivationAloneChanged() throws {
        let store = try history()
        let head = try store.state(document: "t")
        // The head with narrow (4) switched off: a value, as a Swift program builds it.
        let constraints = head.constraints.map { entry -> (id: ConstraintID, constraint: LayoutConstraint) in
            var c = entry.constraint
            if entry.id == 4 { c.isActive = false }
            return (entry.id, c)
        }
        let value = Layout(name: "t", canvases: head.canvases, views: head.views, constraints: constraints,
                           nextConstraintID: head.nextConstraintID)
        let result = try store.apply(value, message: "value", author: "t")
        #expect(result.revision == 5)
        #expect(result.changes.modifiedConstraints.map(\.id) == [4])
        #expect(result.changes.addedConstraints.isEmpty && result.changes.removedConstraints.isEmpty)
        // By hand: narrow off, wide (200 @500) alone: 200.
        #expect(try width(store) == 200)
    }

    @Test func anUnknownKeyIsRefusedAndNothingIsWritten() throws {
        let store = try history()
        do {
            _ = try store.apply(StoreFixture.request([("x.layout", "layout t\ndeactivate wid\n")]))
            Issue.record("an unknown key must be refused")
        } catch {
            #expect(error.description.contains("x.layout:2:12: error: unknown constraint key 'wid'; did you mean 'wide'?"),
                    "\(error.description)")
        }
        #expect(try store.head(of: "t") == 4)
    }

    @Test func aDatabaseFromBeforeMigration0005IsUpgradedWithEveryConstraintActive() throws {
        let path = StoreFixture.temporaryPath()
        do {
            // The schema of migrations 0001…0004, with one revision written as it had it.
            let older = try StoreFixture.database(at: path, before: "0005_constraint_activation")
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
                        VALUES (1, 1, 'a', 'width', '==', 1, 40, 1000, 'w', 'root', 'a.width == 40 key w', 1);
                    """)
            }
            let columns = try older.queue.read { db in try db.columns(in: "layout_constraint").map(\.name) }
            #expect(!columns.contains("active"))
        }
        let store = try LayoutStore.open(path: path)
        let applied = try store.queue.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") }
        #expect(applied.contains("0005_constraint_activation"))
        // The old row reads as active, in the state and in the SQL view.
        let state = try store.state(document: "old")
        #expect(state.constraints.map(\.constraint.isActive) == [true])
        #expect(try store.query("SELECT active FROM head_constraints").rows == [["1"]])
        // And can be deactivated: a new version of constraint 1.
        _ = try store.apply(StoreFixture.request([("d.layout", "layout old\ndeactivate w\n")]))
        #expect(try lines(store.state(document: "old")) == ["a.width == 40 key w inactive"])
        #expect(try store.query("SELECT constraint_id, active, valid_from FROM layout_constraint ORDER BY valid_from").rows
                    == [["1", "1", "1"], ["1", "0", "2"]])
    }

    @Test func aStoredActivationOtherThanZeroOrOneReadsAsADamagedDatabase() throws {
        let store = try history()
        try store.queue.write { db in
            try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
            try db.execute(sql: "UPDATE layout_constraint SET active = 7 WHERE constraint_id = 4 AND valid_to IS NULL")
        }
        do {
            _ = try store.state(document: "t")
            Issue.record("a damaged activation must be refused")
        } catch {
            #expect(error.description.contains("a constraint of view 'a' activation is 7, not 0 or 1"), "\(error.description)")
        }
    }
}

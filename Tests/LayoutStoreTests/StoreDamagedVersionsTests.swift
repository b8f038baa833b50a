import Foundation
import GRDB
import Testing
@testable import LayoutModel
@testable import LayoutStore

/// The bookkeeping columns of the versioned rows (`valid_from`,
/// `valid_to`), the columns history filters on (`item`, `key`,
/// `line_text`), the positions a write keeps and the frame checkpoints,
/// altered outside layoutdb: `NOT NULL` and `STRICT` taken out of a table
/// with `PRAGMA writable_schema` (as ``StoreUncheckedRowsTests`` does), then
/// a NULL or a value of another type written. Each read of such a value
/// through log, history, blame, diff, show, frames, rollback, restore and
/// apply is a corrupt database (`StoreError.unreadable`, exit 74), never a
/// trap, and a write writes nothing.
@Suite struct StoreDamagedVersionsTests {
    /// Revision 1 makes views `box` and `label` on canvas `phone`, with a
    /// keyed constraint on `label`; revisions 2 and 3 each change `label`'s
    /// intrinsic size, the canvas's width and (by `update`) the keyed
    /// constraint's constant. So `label`, `phone` and the keyed constraint
    /// (identity 5: box's four edges, made first, take 1-4) each have three
    /// versions, [1,2), [2,3) and [3,…), and `box` one, [1,…).
    func database() throws -> (path: String, store: LayoutStore) {
        let path = StoreFixture.temporaryPath()
        let store = try LayoutStore.open(path: path, create: true)
        for (revision, (width, intrinsic, height)) in [(375, 80, 20), (400, 90, 30), (420, 100, 40)].enumerated() {
            let text = """
                layout a
                canvas phone \(width)x812
                view box
                view label intrinsic \(intrinsic)x16

                """ + (revision == 0 ? """
                make box { edges.equalTo(superview) }
                make label { height == \(height) key labelHeight }

                """ : "update label { height == \(height) key labelHeight }\n")
            let result = try store.apply(StoreFixture.request([("a.layout", text)]))
            #expect(result.revision == revision + 1)
        }
        return (path, store)
    }

    /// Takes `NOT NULL` and `STRICT` out of each of `tables`, then runs `sql`
    /// with the foreign keys off (a checkpoint may name a revision that is not one).
    func alter(_ path: String, tables: [String], _ sql: String) throws {
        try AlteredDatabase.relax(path, tables: tables)
        let changed = try AlteredDatabase.run(path, sql, foreignKeys: false)
        #expect(changed > 0, "the alteration changed no row: \(sql)")
    }

    /// Runs one call of the store's API by name.
    func call(_ name: String, _ store: LayoutStore) throws {
        switch name {
        case "log view": _ = try store.log(document: "a", touching: .view("label"))
        case "log key": _ = try store.log(document: "a", touching: .key("labelHeight"))
        case "history view": _ = try store.history(of: .view("label"), document: "a")
        case "history key": _ = try store.history(of: .key("labelHeight"), document: "a")
        case "history constraint": _ = try store.history(of: .constraint(5), document: "a")
        case "blame": _ = try store.blame(document: "a")
        case "diff": _ = try store.diff(document: "a", from: 2, to: 3)
        case "show": _ = try store.show(2)
        case "frames": _ = try store.frames(document: "a", at: 2)
        case "rollback": _ = try store.rollback(2, message: "", author: "t")
        case "restore": _ = try store.restore(to: 1, message: "", author: "t")
        case "apply":
            // A new view: a revision to write, with its positions and frames.
            _ = try store.apply(StoreFixture.request([("a.layout", "layout a\nview extra\nmake extra { edges.equalTo(superview) }\n")]))
        default: Issue.record("no call \(name)")
        }
    }

    @Test func theUnalteredDatabaseAnswersEveryCall() throws {
        // The same calls on the file before any alteration succeed, so the
        // errors below come from the altered values.
        let (_, store) = try database()
        #expect(try store.history(of: .constraint(5), document: "a").map(\.revision) == [1, 2, 3])
        #expect(try store.log(document: "a", touching: .view("label")).map(\.number) == [3, 2, 1])
        for name in ["log key", "history view", "history key", "blame", "diff", "show", "frames"] {
            #expect(throws: Never.self, "\(name)") { try call(name, store) }
        }
        // Revision 3 changed label again after 2: rolling 2 back is a conflict, not a damaged value.
        do {
            try call("rollback", store)
            Issue.record("rollback 2 must be refused")
        } catch {
            guard case .rollbackConflicts(2, let conflicts) = error as? StoreError else { Issue.record("\(error)"); return }
            #expect(conflicts.contains { $0.what == .view("label") && $0.revision == 3 })
        }
        for name in ["restore", "apply"] {
            let (_, fresh) = try database()
            #expect(throws: Never.self, "\(name)") { try call(name, fresh) }
        }
    }

    /// Each damaged value, and the calls that read it: a corrupt database
    /// naming the value, the file unchanged. Before these reads decoded
    /// with their types checked, every case here trapped except `line_text`
    /// NULL (read as no text: the entry printed empty) and blame, frames,
    /// diff and show, whose reads were already checked (kept so that every
    /// command is covered).
    @Test(arguments: [
        // The live version of label begun at NULL: its history and log read every
        // version by name; a rollback of 2 reads them to find label's later change.
        ("view", "UPDATE view SET valid_from = NULL WHERE name = 'label' AND valid_to IS NULL",
         ["log view", "history view", "rollback"]),
        // label's first version ended at a text.
        ("view", "UPDATE view SET valid_to = 'x' WHERE name = 'label' AND valid_to = 2", ["history view"]),
        // The live version of phone begun at NULL: rolling 2 back reads its versions.
        ("canvas", "UPDATE canvas SET valid_from = NULL WHERE name = 'phone' AND valid_to IS NULL", ["rollback"]),
        // The keyed constraint's live version begun at NULL: its history by identity, key and view, blame.
        ("layout_constraint", "UPDATE layout_constraint SET valid_from = NULL WHERE key = 'labelHeight' AND valid_to IS NULL",
         ["history constraint", "history key", "history view", "blame"]),
        // Its first version ended at a text.
        ("layout_constraint", "UPDATE layout_constraint SET valid_to = 'x' WHERE key = 'labelHeight' AND valid_to = 2",
         ["history constraint", "history key", "history view"]),
        // Its second version's text, first item and key damaged (the others still
        // have the key and the item, so the history finds the constraint).
        ("layout_constraint", "UPDATE layout_constraint SET line_text = NULL WHERE key = 'labelHeight' AND valid_to = 3",
         ["history constraint", "history key", "history view"]),
        ("layout_constraint", "UPDATE layout_constraint SET item = NULL WHERE key = 'labelHeight' AND valid_to = 3",
         ["history view"]),
        // (A blob not UTF-8: a number written in a TEXT column is stored as text, and
        // a blob of UTF-8 reads as its text.)
        ("layout_constraint", "UPDATE layout_constraint SET key = X'FF' WHERE key = 'labelHeight' AND valid_to = 3",
         ["history key"]),
        // box's live version at a text position: a write keeps the live positions it reads.
        ("view", "UPDATE view SET position = 'x' WHERE name = 'box' AND valid_to IS NULL", ["restore", "apply"]),
        // label's frame on phone at revision 2 (its height changes in each revision, so
        // that frame is a version [2,3)) without its x: the frames of 2, the diffs reading them.
        ("frame", "UPDATE frame SET x = NULL WHERE view = 'label' AND valid_to = 3", ["frames", "diff", "show"]),
        // A frame checkpoint of revision 'x', the latest of all (a text sorts after every
        // number): the write that decides on a new checkpoint reads it.
        ("frame_checkpoint", "INSERT INTO frame_checkpoint VALUES (1, 'x', 1)", ["apply"]),
    ])
    func aDamagedVersionIsACorruptDatabaseNotATrap(table: String, sql: String, calls: [String]) throws {
        for name in calls {
            let (path, store) = try database()
            try alter(path, tables: [table], sql)
            let before = try StoreFixture.dump(store)
            do {
                try call(name, store)
                Issue.record("\(name): no error")
            } catch let error as StoreError {
                guard case .unreadable(let p, let reason) = error else { Issue.record("\(name): \(error)"); continue }
                #expect(p == path)
                #expect(reason.hasPrefix("the file is corrupt (a stored value is damaged: "), "\(name): \(reason)")
            }
            #expect(try StoreFixture.dump(store) == before, "\(name)")
        }
    }
}

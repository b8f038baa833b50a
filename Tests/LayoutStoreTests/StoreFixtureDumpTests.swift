import GRDB
import Testing
@testable import LayoutStore

/// The "nothing was written" check itself: `StoreFixture.dump` sees a row
/// written to any table of the schema, and an object added to it.
@Suite struct StoreFixtureDumpTests {
    /// A store holding `login.layout` as revision 1 (no scroll view: no
    /// `content_size` row).
    func loginStore() throws -> LayoutStore {
        let store = try LayoutStore.inMemory()
        _ = try store.apply(StoreFixture.request([StoreFixture.example("login.layout")]))
        return store
    }

    @Test func everyTableOfTheSchemaIsDumped() throws {
        let dump = try StoreFixture.dump(try loginStore())
        let tables = dump.split(separator: "\n").filter { $0.hasPrefix("table ") }.map { String($0.dropFirst(6)) }
        // The CREATE TABLE statements of migrations/0001 to 0009, by name: 0001 document,
        // revision, canvas, view, layout_constraint, frame, revision_issue; 0004
        // frame_checkpoint; 0006 fitted_size; 0007 revision_issue again (made anew as
        // revision_issue_0007, the old one dropped, the new one renamed); 0009 content_size.
        // And GRDB's record of the migrations run, grdb_migrations.
        #expect(tables == ["canvas", "content_size", "document", "fitted_size", "frame", "frame_checkpoint",
                           "grdb_migrations", "layout_constraint", "revision", "revision_issue", "view"])
    }

    @Test func aStrayContentSizeRowIsSeen() throws {
        let store = try loginStore()
        let before = try StoreFixture.dump(store)
        #expect(try StoreFixture.count(store, "content_size") == 0)
        try store.queue.write { db in
            try db.execute(sql: """
                INSERT INTO content_size (document_id, canvas, view, width, height, valid_from)
                VALUES (1, 'phone', 'header', 375, 200.5, 1)
                """)
        }
        let after = try StoreFixture.dump(store)
        // The one row, the first of its table (rowid 1), under the table's line, as GRDB
        // writes a row: columns in the table's order, text quoted, REAL with a decimal point.
        let line = "content_size: [(rowid):1 document_id:1 canvas:\"phone\" view:\"header\" width:375.0 height:200.5 valid_from:1 valid_to:NULL]\n"
        #expect(before.contains("table content_size\ntable document\n"))
        #expect(after == before.replacingOccurrences(of: "table content_size\n", with: "table content_size\n" + line))
    }

    @Test func aRowWrittenAgainIsSeen() throws {
        let store = try loginStore()
        let before = try StoreFixture.dump(store)
        // The phone canvas's row copied, then the original deleted: the table holds the same
        // values as before, the row under a new rowid (and now last).
        try store.queue.write { db in
            try db.execute(sql: "INSERT INTO canvas SELECT * FROM canvas WHERE name = 'phone'")
            try db.execute(sql: "DELETE FROM canvas WHERE rowid = (SELECT min(rowid) FROM canvas WHERE name = 'phone')")
        }
        #expect(try StoreFixture.dump(store) != before)
    }

    @Test func anEmptyTableOrAnIndexAddedIsSeen() throws {
        let store = try loginStore()
        let before = try StoreFixture.dump(store)
        try store.queue.write { db in try db.execute(sql: "CREATE INDEX stray_index ON canvas(width)") }
        let withIndex = try StoreFixture.dump(store)
        #expect(withIndex != before)
        #expect(withIndex.contains("schema: [type:\"index\" name:\"stray_index\""))
        try store.queue.write { db in try db.execute(sql: "CREATE TABLE stray (x INTEGER)") }
        let withTable = try StoreFixture.dump(store)
        #expect(withTable.contains("\ntable stray\ntable view\n"))
    }
}

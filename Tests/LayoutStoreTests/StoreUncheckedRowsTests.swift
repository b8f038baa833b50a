import Foundation
import GRDB
import Testing
@testable import LayoutModel
@testable import LayoutStore

/// Rows the schema's CHECK constraints forbid, written with them switched
/// off (`PRAGMA ignore_check_constraints = ON`, one line of `sqlite3`):
/// each reads as a corrupt database naming what is wrong, never as a trap
/// (a value decoded as a type it does not have).
@Suite struct StoreUncheckedRowsTests {
    /// A database on disk holding revision 1 of document `a` (box, on the `default` canvas).
    func database() throws -> (path: String, store: LayoutStore) {
        try AlteredDatabase.make("a.layout", "layout a\nview box\nmake box { edges.equalTo(superview) }\n")
    }


    @Test func aFindingWrittenAsTheSchemaAllowsIsRead() throws {
        // The same insertion as below with the view there: the rows are read, so the
        // errors below come from the missing view or the kind, not from the insertion.
        let (path, store) = try database()
        try AlteredDatabase.run(path, "INSERT INTO revision_issue VALUES (1, 'default', 'ambiguous', 0, 'box', 'x', NULL)", ignoringChecks: true)
        let canvas = try #require(try store.frames(document: "a").canvases.first)
        #expect(canvas.ambiguous == [AmbiguousView(view: "box", free: ["x"])])
    }

    @Test(arguments: [
        // CHECK ((kind = 'ambiguous') = (view IS NOT NULL)): an ambiguous view without its name.
        ("INSERT INTO revision_issue VALUES (1, 'default', 'ambiguous', 0, NULL, 'x', NULL)",
         "revision 1 has an ambiguous view without its name on canvas 'default'"),
        // CHECK (kind IN ('unsatisfiable', 'ambiguous')).
        ("INSERT INTO revision_issue VALUES (1, 'default', 'conflict', 0, NULL, NULL, 'box.width == 1')",
         "revision 1 has a finding of the unknown kind 'conflict' on canvas 'default'"),
        // Also on a canvas the state does not have: every finding is read.
        ("INSERT INTO revision_issue VALUES (1, 'tablet', 'ambiguous', 0, NULL, 'x', NULL)",
         "revision 1 has an ambiguous view without its name on canvas 'tablet'"),
    ])
    func aFindingTheSchemaForbidsIsACorruptFileNotATrap(sql: String, message: String) throws {
        let (path, store) = try database()
        try AlteredDatabase.run(path, sql, ignoringChecks: true)
        let before = try StoreFixture.dump(store)
        #expect(AlteredDatabase.corruption { _ = try store.frames(document: "a") } == "the file is corrupt (\(message))")
        #expect(AlteredDatabase.corruption { _ = try store.frames(document: "a", at: 1, includeConstraints: false) }
                == "the file is corrupt (\(message))")
        #expect(try StoreFixture.dump(store) == before)
    }


    @Test(arguments: [
        // docs: the documents' names.
        ("document", "UPDATE document SET name = NULL", "documents"),
        // blame: the author of the revision that last set a line.
        ("revision", "UPDATE revision SET author = NULL", "blame"),
    ])
    func aNullWhereTheSchemaForbidsOneIsAnUnreadableDatabaseNotATrap(table: String, sql: String, call: String) throws {
        let (path, store) = try database()
        try AlteredDatabase.relax(path, tables: [table])
        try AlteredDatabase.run(path, sql)
        let before = try StoreFixture.dump(store)
        do {
            if call == "documents" { _ = try store.documents() } else { _ = try store.blame(document: "a") }
            Issue.record("no error")
        } catch {
            guard case .unreadable(let p, let reason) = error else { Issue.record("\(error)"); return }
            #expect(p == path)
            // GRDB's words: the type wanted and the NULL found.
            #expect(reason.contains("from database value NULL"), "\(reason)")
        }
        #expect(try StoreFixture.dump(store) == before)
    }
}

import Testing
@testable import LayoutStore

/// The `sql` verb's queries: read-only, refusing anything that could change the store.
@Suite struct StoreQueryTests {
    func store() throws -> LayoutStore {
        let store = try LayoutStore.open(path: StoreFixture.temporaryPath(), create: true)
        _ = try store.apply(StoreFixture.request([StoreFixture.example("login.layout")]))
        return store
    }

    @Test func aSelectReturnsColumnsAndRows() throws {
        let s = try store()
        let result = try s.query("SELECT document, revision FROM head_revision")
        #expect(result.columns == ["document", "revision"])
        #expect(result.rows == [["login", "1"]])
        #expect(result.values == [[.text("login"), .integer(1)]])
        let key = try s.query("SELECT line_text FROM head_constraints WHERE key = 'titleMax'")
        #expect(key.rows == [["title.width <= header.width - 32 @750 key titleMax"]])
    }

    @Test(arguments: [
        "INSERT INTO document(name) VALUES ('x')", "DELETE FROM revision", "UPDATE layout_constraint SET constant = 0",
        "DROP TABLE frame", "CREATE TABLE t(x)", "PRAGMA foreign_keys = OFF", "PRAGMA journal_mode = DELETE",
        "ATTACH DATABASE '/tmp/other.db' AS other", "BEGIN", "VACUUM",
    ])
    func anythingThatCouldChangeTheStoreIsRefused(sql: String) throws {
        let s = try store()
        let before = try StoreFixture.dump(s)
        #expect {
            try s.query(sql)
        } throws: { error in
            guard case StoreError.refusedQuery(let culprit, _) = error else { return false }
            return culprit == sql
        }
        #expect(try StoreFixture.dump(s) == before)
    }

    @Test func readingAPragmaIsAllowed() throws {
        let s = try store()
        #expect(try s.query("PRAGMA table_info(document)").rows.map { $0[1] } == ["id", "name"])
        #expect(throws: StoreError.self) { try s.query("PRAGMA journal_mode(DELETE)") }
    }

    @Test func badSQLIsAClearError() throws {
        let s = try store()
        #expect(throws: StoreError.self) { try s.query("SELEC nothing") }
    }
}

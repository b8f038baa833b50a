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

    @Test func realsAreWrittenInTheirExactShortestForm() throws {
        // 96.0 is the whole number 96; 1e20 is above 2^53, where the shortest form has an
        // exponent; -0.0 is a zero; 0.1 + 0.2 is 0.30000000000000004 in binary floating point;
        // 1e999 overflows to infinity in SQLite. The typed values are the doubles themselves.
        let result = try store().query("SELECT 96.0, 1e20, -0.0, 0.1 + 0.2, 1e999, -1e999")
        #expect(result.rows == [["96", "1e+20", "0", "0.30000000000000004", "inf", "-inf"]])
        #expect(result.values == [[.real(96), .real(1e20), .real(-0.0), .real(0.1 + 0.2), .real(.infinity), .real(-.infinity)]])
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

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

    /// A query that never ends: a recursive count with no bound.
    static let runaway = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c"

    @Test func aRunawayQueryIsStoppedByItsTimeLimit() throws {
        let s = try store()
        let before = try StoreFixture.dump(s)
        var error: StoreError?
        do { _ = try s.query(Self.runaway, limits: QueryLimits(timeout: 0.2)) } catch let e { error = e }
        guard case .queryTimeout(Self.runaway, let seconds) = error else {
            Issue.record("expected queryTimeout, got \(String(describing: error))")
            return
        }
        #expect(seconds == 0.2)
        #expect(try StoreFixture.dump(s) == before)
        // The store still answers after the stopped statement.
        #expect(try s.query("SELECT count(*) FROM revision").rows == [["1"]])
    }

    @Test func rowsAreHandedOverWhileTheStatementRuns() throws {
        // An endless series 1, 2, 3, …: a caller that stops after the fifth row gets
        // 1…5 and the statement ends there; gathering the rows first would never return.
        var seen: [[QueryValue]] = []
        var names: [String] = []
        let outcome = try store().query("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x FROM c",
                                        limits: QueryLimits(), columns: { names = $0 }, row: { row in
            seen.append(row)
            return seen.count < 5
        })
        #expect(names == ["x"])
        #expect(seen == (1...5).map { [.integer($0)] })
        #expect(outcome == QueryOutcome(rows: 5, truncated: false))
    }

    @Test func aRowLimitStopsTheStatementAndSaysWhetherThereWasMore() throws {
        let s = try store()
        let endless = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x FROM c"
        var rows: [[QueryValue]] = []
        let cut = try s.query(endless, limits: QueryLimits(maxRows: 3), columns: { _ in }, row: { rows.append($0); return true })
        #expect(rows == [[.integer(1)], [.integer(2)], [.integer(3)]])
        #expect(cut == QueryOutcome(rows: 3, truncated: true))
        // Exactly as many rows as the limit: nothing was left out.
        let whole = try s.query("SELECT 1 UNION ALL SELECT 2", limits: QueryLimits(maxRows: 2), columns: { _ in }, row: { _ in true })
        #expect(whole == QueryOutcome(rows: 2, truncated: false))
        #expect(try s.query(endless, limits: QueryLimits(maxRows: 0)).rows == [])
    }

    /// Expects `sql` refused by the store for `reason`, naming the statement.
    func expectRefused(_ store: LayoutStore, _ sql: String, _ reason: String,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(sourceLocation: sourceLocation) {
            try store.query(sql)
        } throws: { error in
            guard case StoreError.refusedQuery(sql, let why) = error else { return false }
            return why == reason
        }
    }

    @Test(arguments: [
        ("SELECT fts3_tokenizer('simple')", "fts3_tokenizer() is not allowed: it reads or sets the address of native code"),
        ("SELECT fts3_tokenizer('simple', x'0000000000000000')",
         "fts3_tokenizer() is not allowed: it reads or sets the address of native code"),
        ("SELECT hex(fts3_tokenizer('porter')) AS address", "fts3_tokenizer() is not allowed: it reads or sets the address of native code"),
        ("SELECT load_extension('/tmp/nothing.so')", "load_extension() is not allowed: it loads native code"),
        ("SELECT load_extension('/tmp/nothing.so', 'entry')", "load_extension() is not allowed: it loads native code"),
    ])
    func functionsThatReachNativePointersAreRefused(sql: String, reason: String) throws {
        let s = try store()
        expectRefused(s, sql, reason)
    }

    @Test func aPragmaThatOnlyReportsASettingIsAllowed() throws {
        let s = try store()
        // The store is in WAL mode (docs/schema.md); a read-only connection reports it.
        #expect(try s.query("PRAGMA journal_mode").rows == [["wal"]])
        #expect(try s.query("PRAGMA main.journal_mode;").rows == [["wal"]])
        // Pragmas that act even without an argument stay refused.
        for sql in ["PRAGMA wal_checkpoint", "PRAGMA incremental_vacuum"] {
            #expect(throws: StoreError.self, "\(sql)") { try s.query(sql) }
        }
    }

    @Test(arguments: [
        ("-- a note\nBEGIN", "BEGIN is not allowed; the sql verb runs one read-only statement"),
        ("/* a note */ ATTACH DATABASE '/tmp/other.db' AS other", "ATTACH and DETACH are not allowed"),
        ("-- one\n  /* two */\n-- three\nSAVEPOINT s", "SAVEPOINT is not allowed; the sql verb runs one read-only statement"),
        ("/* a note */ PRAGMA journal_mode = DELETE", "a PRAGMA may only be read here, not set"),
    ])
    func commentsBeforeAStatementDoNotHideWhatItIs(sql: String, reason: String) throws {
        let s = try store()
        expectRefused(s, sql, reason)
        // A comment before a read is fine.
        #expect(try s.query("-- the documents\nSELECT name FROM document").rows == [["login"]])
    }
}


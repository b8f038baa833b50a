import Foundation
import Testing
@testable import LayoutCLI

/// `layoutdb sql`: one read-only statement, printed as a table or typed JSON;
/// anything that could change the database is refused and changes nothing.
@Suite struct SQLTests {
    @Test func rowsArePrintedUnderTheirColumnNames() {
        let out = layoutdb("sql", "SELECT number, author, kind, parent, message FROM revision ORDER BY number", "--db", StoreCLI.loginDatabase())
        // The login history (StoreCLI): three applies by ada, each the parent of the next.
        // Numeric columns are right-aligned, NULL printed as such.
        #expect(out == CommandOutput(stdout: """
            number  author  kind   parent  message
            ------  ------  -----  ------  -------------
                 1  ada     apply    NULL  first
                 2  ada     apply       1  taller header
                 3  ada     apply       2  forgot link

            """))
    }

    @Test func theSQLViewsAnswerCommonQuestions() {
        let out = layoutdb("sql", """
            SELECT view, x, y, width, height, since FROM head_frames WHERE canvas = 'phone' AND view IN ('header', 'button')
            """, "--db", StoreCLI.loginDatabase())
        // The button and header as revision 2 left them on the phone (ShowTests), the reals
        // in their exact form, as the JSON writes them.
        #expect(out.stdout == """
            view     x    y  width  height  since
            ------  --  ---  -----  ------  -----
            button  24  120    327      50      2
            header   0    0    375      96      2

            """)
    }

    @Test func theTableWritesRealsAsTheJSONDoes() {
        let query = "SELECT 96.0 AS a, 1e20 AS b, -0.0 AS c, 0.1 + 0.2 AS sum, 1e999 AS inf"
        let database = StoreCLI.loginDatabase()
        // 96.0 is 96; 1e20, above 2^53, has an exponent; -0.0 is a zero; 0.1 + 0.2 is
        // 0.30000000000000004 in binary floating point; 1e999 overflows to infinity, which
        // the table calls inf and JSON null. Every column is numeric: right-aligned.
        #expect(layoutdb("sql", query, "--db", database).stdout == """
             a      b  c                  sum  inf
            --  -----  -  -------------------  ---
            96  1e+20  0  0.30000000000000004  inf

            """)
        #expect(layoutdb("sql", query, "--json", "--db", database).stdout.contains("""
              "rows": [
                [
                  96,
                  1e+20,
                  0,
                  0.30000000000000004,
                  null
                ]
              ]
            """))
    }

    @Test func twoColumnsOfOneNameKeepBothValues() throws {
        // An object per row would hold the key a twice; an array keeps both, in column order.
        let out = layoutdb("sql", "SELECT 1 AS a, 2 AS a", "--json", "--db", StoreCLI.loginDatabase())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
        #expect(object["columns"] as? [String] == ["a", "a"])
        #expect(object["rows"] as? [[Int]] == [[1, 2]])
    }

    @Test func theJSONHasTheColumnsThenAnArrayPerRowWithTypedValues() {
        let out = layoutdb("sql", "SELECT 1 AS i, 2.5 AS r, 'a\"b' AS t, NULL AS n, x'0001' AS b", "--json", "--db", StoreCLI.loginDatabase())
        #expect(out == CommandOutput(stdout: """
            {
              "format": 1,
              "columns": [
                "i",
                "r",
                "t",
                "n",
                "b"
              ],
              "rows": [
                [
                  1,
                  2.5,
                  "a\\"b",
                  null,
                  "<2 bytes>"
                ]
              ]
            }

            """))
        // No rows: the columns still, and an empty list.
        #expect(layoutdb("sql", "SELECT 1 AS one WHERE 0", "--json", "--db", StoreCLI.loginDatabase()).stdout == """
            {
              "format": 1,
              "columns": [
                "one"
              ],
              "rows": []
            }

            """)
    }

    @Test func theJSONKeepsEveryDigitOfIntegersAndReals() {
        // 2^53 + 1 = 9007199254740993 is no double (it would print ...992); 0.1 + 0.2 is
        // 0.30000000000000004 in binary floating point, 1/3 has 16 digits; 1e999 overflows
        // to infinity in SQLite, which JSON cannot hold: null. -0.0 is a zero.
        let out = layoutdb("sql", """
            SELECT 9007199254740993 AS big, -9223372036854775808 AS least, 0.1 + 0.2 AS sum, 1.0 / 3 AS third,
                   1e999 AS inf, -1e999 AS minf, 1e-7 AS small, -0.0 AS zero
            """, "--json", "--db", StoreCLI.loginDatabase())
        #expect(out == CommandOutput(stdout: """
            {
              "format": 1,
              "columns": [
                "big",
                "least",
                "sum",
                "third",
                "inf",
                "minf",
                "small",
                "zero"
              ],
              "rows": [
                [
                  9007199254740993,
                  -9223372036854775808,
                  0.30000000000000004,
                  0.3333333333333333,
                  null,
                  null,
                  1e-07,
                  0
                ]
              ]
            }

            """))
    }

    @Test func noRowsPrintsTheColumnNamesOnly() {
        #expect(layoutdb("sql", "SELECT name FROM document WHERE 0", "--db", StoreCLI.loginDatabase()).stdout == """
            name
            ----

            """)
    }

    @Test(arguments: [
        ("DELETE FROM revision", "it would change the database; the sql verb is read-only"),
        ("DROP TABLE frame", "it would change the database; the sql verb is read-only"),
        ("PRAGMA user_version = 7", "a PRAGMA may only be read here, not set"),
        ("ATTACH 'x.db' AS x", "ATTACH and DETACH are not allowed"),
    ])
    func aStatementThatCouldChangeTheDatabaseIsRefusedAndChangesNothing(query: String, reason: String) throws {
        let database = StoreCLI.loginDatabase()
        let before = try #require(StoreCLI.contents(database))
        #expect(layoutdb("sql", query, "--db", database) == CommandOutput(
            stderr: "error: refused '\(query)': \(reason)\n", status: 1))
        #expect(StoreCLI.contents(database) == before)
        #expect(StoreCLI.revisionCount(database) == 3)
    }

    @Test func invalidSQLIsRefusedWithSQLitesMessage() {
        #expect(layoutdb("sql", "SELEC 1", "--db", StoreCLI.loginDatabase()) == CommandOutput(
            stderr: "error: refused 'SELEC 1': near \"SELEC\": syntax error\n", status: 1))
    }

    @Test func aMissingOrForeignDatabaseIsAnError() throws {
        let missing = StoreCLI.newDatabase()
        #expect(layoutdb("sql", "SELECT 1", "--db", missing).status == 66)
        #expect(!StoreCLI.exists(missing))
        let foreign = StoreCLI.temporaryDirectory() + "/x.db"
        try Data(repeating: 7, count: 4096).write(to: URL(fileURLWithPath: foreign))
        #expect(layoutdb("sql", "SELECT 1", "--db", foreign).status == 74)
    }

    @Test func theCommandLineReachesTheOptions() throws {
        let sql = try #require(try LayoutDBCommand.parseAsRoot(["sql", "SELECT 1", "--json", "--db", "x.db"]) as? SQL)
        #expect(sql.query == "SELECT 1" && sql.json.enabled && sql.store.db == "x.db")
    }

    @Test(arguments: [["sql"], ["sql", "SELECT 1", "SELECT 2"], ["sql", "SELECT 1", "--doc", "x"]])
    func badArgumentsAreUsageErrors(arguments: [String]) {
        #expect {
            _ = try LayoutDBCommand.parseAsRoot(arguments)
        } throws: { error in
            LayoutDBCommand.exitCode(for: error).rawValue == 64 && LayoutDBCommand.usageMessage(for: error).hasPrefix("error: ")
        }
    }

    @Test(arguments: ["SELECT 1; SELECT 2", "SELECT 1;DELETE FROM revision", "SELECT 1; SELEC 2", "SELECT ';'; SELECT 2"])
    func severalStatementsAreAUsageErrorStatingTheRule(query: String) throws {
        let database = StoreCLI.loginDatabase()
        let before = try #require(StoreCLI.contents(database))
        #expect(layoutdb("sql", query, "--db", database) == CommandOutput(
            stderr: "error: '\(query)' holds several statements; the sql verb runs one statement "
                + "(a trailing ';' is fine): run one 'layoutdb sql' per statement\n",
            status: 64))
        #expect(StoreCLI.contents(database) == before)
    }

    @Test(arguments: ["SELECT 1;", "SELECT 1 ;  \n", "SELECT 1; -- the one\n", "SELECT 1; /* done */", "SELECT ';'"])
    func aTrailingSemicolonWithSpacesOrCommentsIsOneStatement(query: String) {
        let out = layoutdb("sql", query, "--json", "--db", StoreCLI.loginDatabase())
        #expect(out.status == 0 && out.stderr == "", "\(out.stderr)")
        // One row of one column, whatever the column is called.
        #expect(out.stdout.hasPrefix("{\n  \"format\": 1,\n  \"columns\": [\n"))
        #expect(out.stdout.components(separatedBy: "\n    [\n").count == 2)
    }

    /// An endless recursive series: 1, 2, 3, … (never ends without a bound).
    static let endless = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c)"

    @Test func aRunawayQueryIsStoppedByTheTimeout() throws {
        let database = StoreCLI.loginDatabase()
        let before = try #require(StoreCLI.contents(database))
        let query = Self.endless + " SELECT count(*) FROM c"
        #expect(layoutdb("sql", "--timeout", "0.2", query, "--db", database) == CommandOutput(
            stderr: "error: '\(query)' ran longer than 0.2 s and was stopped (--timeout S sets the limit, 0 for none); "
                + "nothing changed\n",
            status: 1))
        #expect(StoreCLI.contents(database) == before)
    }

    @Test func theTimeoutIsTenSecondsUnlessGivenAndMustBeANumberOfSeconds() throws {
        let sql = try #require(try LayoutDBCommand.parseAsRoot(["sql", "SELECT 1"]) as? SQL)
        #expect(sql.timeout == 10 && sql.maxRows == nil)
        let given = try #require(try LayoutDBCommand.parseAsRoot(["sql", "SELECT 1", "--timeout", "0", "--max-rows", "5"]) as? SQL)
        #expect(given.timeout == 0 && given.maxRows == 5)
        for arguments in [["--timeout", "-1"], ["--timeout", "nan"], ["--timeout", "soon"], ["--max-rows", "-1"]] {
            #expect(layoutdb(["sql", "SELECT 1", "--db", StoreCLI.loginDatabase()] + arguments).status == 64, "\(arguments)")
        }
    }

    @Test func rowsReadBeforeTheStatementIsStoppedArePrinted() {
        // Two rows come at once; the third is a count that never ends. The rows
        // are printed as they come, so 1 and 2 are out before the timeout stops it.
        let query = "SELECT 1 AS x UNION ALL SELECT 2 UNION ALL SELECT (\(Self.endless) SELECT count(*) FROM c)"
        let database = StoreCLI.loginDatabase()
        let table = layoutdb("sql", "--timeout", "0.2", query, "--db", database)
        #expect(table.status == 1 && table.stderr.contains("ran longer than 0.2 s"))
        #expect(table.stdout == "x\n-\n1\n2\n")
        // The JSON stops there too: not closed, so that no parser takes it for the whole result.
        let json = layoutdb("sql", "--timeout", "0.2", "--json", query, "--db", database)
        #expect(json.status == 1)
        #expect(json.stdout == "{\n  \"format\": 1,\n  \"columns\": [\n    \"x\"\n  ],\n  \"rows\": [\n    [\n      1\n    ],\n"
                + "    [\n      2\n    ]\n")
    }

    @Test func maxRowsPrintsTheFirstRowsAndSaysThereWereMore() {
        let database = StoreCLI.loginDatabase()
        // The endless series cut after 3 rows: x is numeric, right-aligned in a column 1 wide.
        #expect(layoutdb("sql", "--max-rows", "3", Self.endless + " SELECT x FROM c", "--db", database) == CommandOutput(
            stdout: "x\n-\n1\n2\n3\n",
            stderr: "note: the statement has more than 3 rows; only the first 3 were printed (--max-rows)\n"))
        let json = layoutdb("sql", "--max-rows", "1", "--json", Self.endless + " SELECT x FROM c", "--db", database)
        #expect(json == CommandOutput(
            stdout: "{\n  \"format\": 1,\n  \"columns\": [\n    \"x\"\n  ],\n  \"rows\": [\n    [\n      1\n    ]\n  ]\n}\n",
            stderr: "note: the statement has more than 1 rows; only the first 1 were printed (--max-rows)\n"))
        // The three revisions of the login history, no more: no note.
        #expect(layoutdb("sql", "--max-rows", "3", "SELECT number FROM revision", "--db", database).stderr == "")
    }

    @Test func theTableIsMeasuredOnItsFirstThousandRowsThenPrintedAsRowsCome() {
        // Rows 1…1000: x up to 4 digits, t 'b'. Row 1001 is wider in both columns (x is
        // 100100, t 'longer'): its own line widens, the columns before it stay as measured.
        let query = Self.endless + " SELECT x * CASE WHEN x > 1000 THEN 100 ELSE 1 END AS x, "
            + "CASE WHEN x > 1000 THEN 'longer' ELSE 'b' END AS t FROM c LIMIT 1001"
        let out = layoutdb("sql", query, "--db", StoreCLI.loginDatabase())
        let lines = out.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(out.status == 0 && lines.count == 1 + 1 + 1001 + 1)
        #expect(lines.prefix(3) == ["   x  t", "----  -", "   1  b"])
        #expect(lines.suffix(3) == ["1000  b", "100100  longer", ""])
    }

    @Test func aStatementBeginningWithACommentGoesAfterDoubleDash() {
        let database = StoreCLI.loginDatabase()
        let out = layoutdb("sql", "--json", "--db", database, "--", "-- the documents\nSELECT name FROM document")
        #expect(out == CommandOutput(stdout: "{\n  \"format\": 1,\n  \"columns\": [\n    \"name\"\n  ],\n"
                                     + "  \"rows\": [\n    [\n      \"login\"\n    ]\n  ]\n}\n"))
        // A comment does not hide a statement the verb refuses.
        #expect(layoutdb("sql", "--db", database, "--", "-- a note\nBEGIN") == CommandOutput(
            stderr: "error: refused '-- a note\nBEGIN': BEGIN is not allowed; the sql verb runs one read-only statement\n",
            status: 1))
    }

    @Test func nativePointerFunctionsAreRefusedAndReadingPragmasAllowed() {
        let database = StoreCLI.loginDatabase()
        #expect(layoutdb("sql", "SELECT fts3_tokenizer('simple')", "--db", database) == CommandOutput(
            stderr: "error: refused 'SELECT fts3_tokenizer('simple')': fts3_tokenizer() is not allowed: "
                + "it reads or sets the address of native code\n",
            status: 1))
        // The store is in WAL mode (docs/schema.md).
        #expect(layoutdb("sql", "PRAGMA journal_mode", "--db", database) == CommandOutput(
            stdout: "journal_mode\n------------\nwal\n"))
    }
}


import Testing
@testable import LayoutCLI

/// `layoutdb check`: findings of a stored revision or of a file; exit 1 on errors.
@Suite struct CheckTests {
    /// A layout with one of every finding, on the one canvas `default`:
    /// - line 4: a's widths 100 and 200 cannot both hold; document order keeps 100 and
    ///   leaves out 200, at column 71 ("make a { " 9, "left.top.equalTo(0); " 21,
    ///   "height.equalTo(10); " 20, "width.equalTo(100); " 20 characters before it);
    /// - b has a left edge, a width and (line 8) a height, nothing for y: ambiguous;
    /// - line 6: c.width <= 20 (column 10 + 21 + 28 = 59) is implied by its width 10;
    /// - line 7 repeats c's height 10: a duplicate make, which adds nothing;
    /// - line 8: `update b` finds no height to change (column 12, after "update b { "): it adds one.
    static let problems = """
        view a
        view b
        view c
        make a { left.top.equalTo(0); height.equalTo(10); width.equalTo(100); width.equalTo(200) }
        make b { left.equalTo(0); width.equalTo(10) }
        make c { left.top.equalTo(0); size.equalTo(size(10, 10)); width.lessThanOrEqualTo(20) }
        make c { height.equalTo(10) }
        update b { height.equalTo(5) }

        """

    @Test func aFilesFindingsAreListedWithTheirPlacesAndErrorsExit1() {
        var run = CheckRun(database: StoreCLI.newDatabase())
        run.file = "u.layout"
        // Errors of solving first (per canvas), then duplicates and redundancies of the
        // layout, then the warnings of applying the file's edits.
        #expect(run.execute(file: "u.layout", text: Self.problems) == CommandOutput(stdout: """
            u.layout:4:71: error: unsatisfiable on canvas 'default': 'a.width == 200' cannot hold together with the others (a.width == 100; a.width == 200)
            error: ambiguous on canvas 'default': view 'b' is ambiguous: y free
            u.layout:6:59: warning: redundant: 'c.width <= 20' is implied by 'c.width == 10'
            u.layout:7:10: warning: duplicate: duplicate constraint 'c.height == 10' adds nothing
            u.layout:8:12: warning: update-added: update found no similar constraint for 'b.height == 5'; it was added
            check of 'u.layout': 2 errors, 3 warnings

            """, status: 1))
    }

    @Test func aStoredRevisionIsCheckedWithTheSetsStoredWithItAtTheirOriginalPlaces() {
        let database = StoreCLI.newDatabase()
        #expect(StoreCLI.apply([("u.layout", Self.problems)], to: database) { $0.allowConflicts = true }.status == 0)
        // The stored state has no repeated make and no trace of the update that added:
        // those were warnings of the apply. The set keeps the place it was written at.
        #expect(CheckRun(database: database).execute() == CommandOutput(stdout: """
            u.layout:4:71: error: unsatisfiable on canvas 'default': 'a.width == 200' cannot hold together with the others (a.width == 100; a.width == 200)
            error: ambiguous on canvas 'default': view 'b' is ambiguous: y free
            u.layout:6:59: warning: redundant: 'c.width <= 20' is implied by 'c.width == 10'
            check of u at revision 1: 2 errors, 1 warning

            """, status: 1))
    }

    @Test func theJSONListsEveryFindingAndTheCounts() {
        let database = StoreCLI.newDatabase()
        #expect(StoreCLI.apply([("u.layout", Self.problems)], to: database) { $0.allowConflicts = true }.status == 0)
        #expect(CheckRun(database: database, revision: "1", json: true).execute() == CommandOutput(stdout: """
            {
              "document": "u",
              "revision": 1,
              "file": null,
              "findings": [
                {
                  "severity": "error",
                  "kind": "unsatisfiable",
                  "canvas": "default",
                  "message": "'a.width == 200' cannot hold together with the others",
                  "constraints": [
                    "a.width == 100",
                    "a.width == 200"
                  ],
                  "location": "u.layout:4:71"
                },
                {
                  "severity": "error",
                  "kind": "ambiguous",
                  "canvas": "default",
                  "message": "view 'b' is ambiguous: y free",
                  "constraints": [],
                  "location": null
                },
                {
                  "severity": "warning",
                  "kind": "redundant",
                  "canvas": null,
                  "message": "'c.width <= 20' is implied by 'c.width == 10'",
                  "constraints": [
                    "c.width == 10",
                    "c.width <= 20"
                  ],
                  "location": "u.layout:6:59"
                }
              ],
              "errors": 2,
              "warnings": 1
            }

            """, status: 1))
    }

    @Test func warningsAloneExit0() {
        var run = CheckRun(database: StoreCLI.newDatabase(), json: true)
        run.file = "w.layout"
        let text = "view c\nmake c { left.top.equalTo(0); size.equalTo(size(10, 10)); width.lessThanOrEqualTo(20) }\n"
        let out = run.execute(file: "w.layout", text: text)
        #expect(out.status == 0)
        #expect(out.stdout.hasPrefix("""
            {
              "document": "w",
              "revision": null,
              "file": "w.layout",
            """))
        #expect(out.stdout.hasSuffix("""
              "errors": 0,
              "warnings": 1
            }

            """))
    }

    @Test func theLoginHistoryAndExamplesAreClean() {
        // login: every view's frame is determined (ShowTests), no constraint repeats or
        // implies another of the same priority.
        let database = StoreCLI.loginDatabase()
        #expect(CheckRun(database: database).execute() == CommandOutput(stdout: "check of login at revision 3: 0 errors, 0 warnings\n"))
        #expect(CheckRun(database: database, revision: "HEAD~2").execute().stdout
                == "check of login at revision 1: 0 errors, 0 warnings\n")
        var run = CheckRun(database: database)
        run.file = StoreCLI.example("login.layout")
        #expect(run.execute() == CommandOutput(
            stdout: "check of '\(StoreCLI.example("login.layout"))': 0 errors, 0 warnings\n"))
    }

    @Test func aMissingFileExits66AndAnInvalidOneExits65() {
        var run = CheckRun(database: StoreCLI.newDatabase())
        let missing = StoreCLI.temporaryDirectory() + "/no.layout"
        run.file = missing
        #expect(run.execute() == CommandOutput(stderr: "error: '\(missing)': no such file\n", status: 66))
        // "make a { " is 9 characters: the unknown view is named at column 23 ("left.equalTo(" 13 more).
        #expect(run.execute(file: "bad.layout", text: "view a\nmake a { left.equalTo(nowhere) }\n") == CommandOutput(
            stderr: "bad.layout:2:23: error: unknown view 'nowhere'\n", status: 65))
    }

    @Test func revisionErrorsExitAsForFrames() {
        let database = StoreCLI.loginDatabase()
        #expect(CheckRun(database: database, revision: "9").execute() == CommandOutput(
            stderr: "error: unknown revision '9'\n", status: 66))
        #expect(CheckRun(database: StoreCLI.newDatabase()).execute().status == 66)
        StoreCLI.applyExamples([("settings.layout", "settings")], to: database)
        #expect(CheckRun(database: database).execute().status == 64)
        #expect(CheckRun(database: database, document: "settings").execute().status == 0)
    }

    @Test func theCommandLineReachesTheRun() throws {
        let check = try #require(try LayoutDBCommand.parseAsRoot(["check", "HEAD~1", "--doc", "login", "--json"]) as? Check)
        #expect(check.revision == "HEAD~1" && check.document.doc == "login" && check.json && check.file == nil)
        let file = try #require(try LayoutDBCommand.parseAsRoot(["check", "--file", "a.layout"]) as? Check)
        #expect(file.file == "a.layout" && file.revision == nil)
    }

    @Test(arguments: [
        ["check", "1", "--file", "a.layout"], ["check", "--file"], ["check", "--file", "a.layout", "--doc", "x"],
        ["check", "1", "2"],
    ])
    func badArgumentsAreUsageErrors(arguments: [String]) {
        #expect {
            _ = try LayoutDBCommand.parseAsRoot(arguments)
        } throws: { error in
            LayoutDBCommand.exitCode(for: error).rawValue == 64 && LayoutDBCommand.usageMessage(for: error).hasPrefix("error: ")
        }
    }
}

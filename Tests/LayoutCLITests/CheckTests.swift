import Testing
import LayoutModel
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
        let u = StoreCLI.file("u.layout", Self.problems)
        // Errors of solving first (per canvas), then duplicates and redundancies of the
        // layout, then the warnings of applying the file's edits.
        #expect(layoutdb("check", "--file", u) == CommandOutput(stdout: """
            \(u):4:71: error: unsatisfiable on canvas 'default': 'a.width == 200' cannot hold together with the others (a.width == 100; a.width == 200)
            error: ambiguous on canvas 'default': view 'b' is ambiguous: y free
            \(u):6:59: warning: redundant: 'c.width <= 20' is implied by 'c.width == 10'
            \(u):7:10: warning: duplicate: duplicate constraint 'c.height == 10' adds nothing
            \(u):8:12: warning: update-added: update found no similar constraint for 'b.height == 5'; it was added
            check of '\(u)': 2 errors, 3 warnings

            """, status: 1))
    }

    @Test func aStoredRevisionIsCheckedWithTheSetsStoredWithItAtTheirOriginalPlaces() {
        let database = StoreCLI.newDatabase()
        let u = StoreCLI.file("u.layout", Self.problems)
        #expect(StoreCLI.apply([u], to: database, "--allow-conflicts").status == 0)
        // The stored state has no repeated make and no trace of the update that added:
        // those were warnings of the apply. The set keeps the place it was written at.
        #expect(layoutdb("check", "--db", database) == CommandOutput(stdout: """
            \(u):4:71: error: unsatisfiable on canvas 'default': 'a.width == 200' cannot hold together with the others (a.width == 100; a.width == 200)
            error: ambiguous on canvas 'default': view 'b' is ambiguous: y free
            \(u):6:59: warning: redundant: 'c.width <= 20' is implied by 'c.width == 10'
            check of u at revision 1: 2 errors, 1 warning

            """, status: 1))
    }

    @Test func theJSONListsEveryFindingAndTheCounts() {
        let database = StoreCLI.newDatabase()
        let u = StoreCLI.file("u.layout", Self.problems)
        #expect(StoreCLI.apply([u], to: database, "--allow-conflicts").status == 0)
        #expect(layoutdb("check", "1", "--json", "--db", database) == CommandOutput(stdout: """
            {
              "format": 1,
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
                  "location": "\(u):4:71",
                  "rules": []
                },
                {
                  "severity": "error",
                  "kind": "ambiguous",
                  "canvas": "default",
                  "message": "view 'b' is ambiguous: y free",
                  "constraints": [],
                  "location": null,
                  "rules": []
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
                  "location": "\(u):6:59",
                  "rules": []
                }
              ],
              "errors": 2,
              "warnings": 1
            }

            """, status: 1))
    }

    @Test func warningsAloneExit0() {
        let text = "view c\nmake c { left.top.equalTo(0); size.equalTo(size(10, 10)); width.lessThanOrEqualTo(20) }\n"
        let w = StoreCLI.file("w.layout", text)
        let out = layoutdb("check", "--file", w, "--json")
        #expect(out.status == 0)
        #expect(out.stdout.hasPrefix("""
            {
              "format": 1,
              "document": "w",
              "revision": null,
              "file": "\(w)",
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
        #expect(layoutdb("check", "--db", database)
                == CommandOutput(stdout: "check of login at revision 3: 0 errors, 0 warnings\n"))
        #expect(layoutdb("check", "HEAD~2", "--db", database).stdout
                == "check of login at revision 1: 0 errors, 0 warnings\n")
        #expect(layoutdb("check", "--file", StoreCLI.example("login.layout")) == CommandOutput(
            stdout: "check of '\(StoreCLI.example("login.layout"))': 0 errors, 0 warnings\n"))
    }

    @Test func aMissingFileExits66AndAnInvalidOneExits65() {
        let missing = StoreCLI.temporaryDirectory() + "/no.layout"
        #expect(layoutdb("check", "--file", missing) == CommandOutput(stderr: "error: '\(missing)': no such file\n", status: 66))
        // "make a { " is 9 characters: the unknown view is named at column 23 ("left.equalTo(" 13 more).
        let bad = StoreCLI.file("bad.layout", "view a\nmake a { left.equalTo(nowhere) }\n")
        #expect(layoutdb("check", "--file", bad) == CommandOutput(
            stderr: "\(bad):2:23: error: unknown view 'nowhere'\n", status: 65))
    }

    @Test func revisionErrorsExitAsForFrames() {
        let database = StoreCLI.loginDatabase()
        #expect(layoutdb("check", "9", "--db", database) == CommandOutput(
            stderr: "error: unknown revision '9'\n", status: 66))
        #expect(layoutdb("check", "--db", StoreCLI.newDatabase()).status == 66)
        StoreCLI.applyExamples([("settings.layout", "settings")], to: database)
        #expect(layoutdb("check", "--db", database).status == 64)
        #expect(layoutdb("check", "--doc", "settings", "--db", database).status == 0)
    }

    @Test func theCommandLineReachesTheOptions() throws {
        let check = try #require(try LayoutDBCommand.parseAsRoot(["check", "HEAD~1", "--doc", "login", "--json"]) as? Check)
        #expect(check.revision == "HEAD~1" && check.document.doc == "login" && check.json.enabled && check.file == nil)
        let file = try #require(try LayoutDBCommand.parseAsRoot(["check", "--file", "a.layout"]) as? Check)
        #expect(file.file == "a.layout" && file.revision == nil)
    }

    @Test(arguments: [
        ["check", "1", "--file", "a.layout"], ["check", "--file"],
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

/// An edit's warning becomes the finding its code names, whatever its words.
@Suite struct CheckFindingKindTests {
    @Test func theKindOfAnEditsWarningIsItsCode() {
        let place = SourceLocation(file: "u.layout", line: 8, column: 12)
        #expect(CheckOutput.finding(from: .warning("reworded", at: place, code: .updateAdded)).kind == .updateAdded)
        #expect(CheckOutput.finding(from: .warning("reworded", at: place, code: .duplicate)).kind == .duplicate)
        // Words alone make no kind: a warning without a code is an edit warning, even in
        // the words of a duplicate.
        #expect(CheckOutput.finding(from: .warning("duplicate constraint 'a.width == 1' adds nothing", at: nil)).kind == .edit)
        let finding = CheckOutput.finding(from: .warning("reworded", at: place, code: .updateAdded))
        #expect(finding.severity == .warning && finding.message == "reworded" && finding.location == place)
    }
}

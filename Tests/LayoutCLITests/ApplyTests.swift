import ArgumentParser
import Foundation
import LayoutModel
import Testing
@testable import LayoutCLI

/// `layoutdb apply`: the change it prints, what it writes, and its exit codes (cli.md).
@Suite struct ApplyTests {
    @Test func theFirstApplyCreatesTheDatabaseAndListsEveryAddition() {
        let database = StoreCLI.newDatabase()
        let out = layoutdb("apply", StoreCLI.example("login.layout"), "--author", "ada", "--db", database)
        #expect(out.status == 0)
        #expect(out.stderr == "")
        #expect(StoreCLI.exists(database))
        // Counted in login.layout: header 3 edges + height (the update keeps that one) = 4;
        // title center (2) + width = 3; avatar after its remake: size (2), trailing, centerY = 4;
        // button top, left, right, height = 4; the VFL line 1; subtitle.centerX 1; distribute
        // over 3 views: tab1.left, (width, left) for tab2 and tab3, tab3.right = 6; the tabs'
        // bottom and height 3 × 2 = 6; title.width >= 60 1. 4+3+4+4+1+1+6+6+1 = 30 constraints;
        // 8 views (header title subtitle avatar button tab1 tab2 tab3); 3 canvases.
        let lines = StoreCLI.nonEmptyLines(out.stdout)
        #expect(lines.first == "revision 1 of login: +30 -0 ~0 constraints, +8 -0 ~0 views, +3 -0 ~0 canvases (apply)")
        #expect(lines.count == 1 + 30 + 8 + 3)
        #expect(lines.dropFirst().prefix(4) == [
            "  + canvas phone 375x812 ltr", "  + canvas tablet 820x1180 ltr", "  + canvas phoneRTL 375x812 rtl",
            "  + view header",
        ])
        // `hugging 251` sets both axes (language.md); the view line writes both.
        #expect(lines.contains("  + view title in header intrinsic 120x22 hugging 251 251"))
        #expect(lines.contains("  + header.height == 80"))
        #expect(lines.last == "  + title.width >= 60 @500")
    }

    @Test func theSecondRevisionModifiesFiveConstraintsInPlace() {
        let database = StoreCLI.newDatabase()
        StoreCLI.applyExamples([StoreCLI.loginHistory[0]], to: database)
        let out = layoutdb("apply", StoreCLI.example("login-v2.layout"), "--author", "ada", "--db", database)
        // login-v2: `update header` changes 80 to 96; `remake button` re-creates its four
        // constraints with new constants (insets 24, offset 24, height 50): a remake that
        // changes only constants modifies the same constraints (semantics.md).
        #expect(out == CommandOutput(stdout: """
            revision 2 of login: +0 -0 ~5 constraints (apply)
              ~ header.height == 80 → header.height == 96
              ~ button.top == header.bottom + 20 → button.top == header.bottom + 24
              ~ button.left == root.left + 16 → button.left == root.left + 24
              ~ button.right == root.right - 16 → button.right == root.right - 24
              ~ button.height == 44 @750 key buttonHeight → button.height == 50 @750 key buttonHeight

            """))
    }

    @Test func theThirdRevisionAddsAViewAndRemovesOneWithItsConstraints() {
        let database = StoreCLI.newDatabase()
        StoreCLI.applyExamples(Array(StoreCLI.loginHistory.prefix(2)), to: database)
        let out = layoutdb("apply", StoreCLI.example("login-v3.layout"), "--author", "ada", "--db", database)
        // login-v3: view forgot and its two constraints; removing subtitle removes the two
        // constraints naming it (the VFL line's and subtitle.centerX).
        #expect(out == CommandOutput(stdout: """
            revision 3 of login: +2 -2 ~0 constraints, +1 -1 ~0 views (apply)
              + view forgot intrinsic 140x18
              - view subtitle in header intrinsic 80x16
              + forgot.top == button.bottom + 12
              + forgot.centerX == button.centerX
              - subtitle.top == title.bottom + 4
              - subtitle.centerX == title.centerX

            """))
    }

    @Test func quietPrintsOnlyTheSummary() {
        let database = StoreCLI.newDatabase()
        // settings.layout: 6 views, 2 canvases; its VFL lines give 2 + 5 + 5 + 5 constraints
        // and the make 1 = 18 (H: title 2; name row leading, width, spacing, trailing, align = 5;
        // email row the same with width == nameLabel = 5; V: top, 3 spacings, bottom = 5).
        #expect(layoutdb("apply", StoreCLI.example("settings.layout"), "--author", "ada", "-q", "--db", database)
                == CommandOutput(stdout: """
            revision 1 of settings: +18 -0 ~0 constraints, +6 -0 ~0 views, +2 -0 ~0 canvases (apply)

            """))
    }

    @Test func reapplyingAFileWhoseEditsAreAllThereIsANoOpThatExits0() {
        let database = StoreCLI.newDatabase()
        StoreCLI.applyExamples([("feed-cell.layout", "first")], to: database)
        let out = layoutdb("apply", StoreCLI.example("feed-cell.layout"), "--author", "ada", "--db", database)
        #expect(out.status == 0)
        #expect(out.stdout == "no change: nothing written\n")
        // Every make repeats a constraint the view already has: each warns, with its place.
        let warnings = StoreCLI.nonEmptyLines(out.stderr)
        #expect(!warnings.isEmpty)
        #expect(warnings.allSatisfy { $0.hasPrefix(StoreCLI.example("feed-cell.layout") + ":") && $0.contains(": warning: duplicate constraint") })
        #expect(StoreCLI.revisionCount(database) == 1)
    }

    @Test func aDryRunPrintsTheChangeAndWritesNothing() throws {
        let database = StoreCLI.newDatabase()
        StoreCLI.applyExamples([StoreCLI.loginHistory[0]], to: database)
        let before = try #require(StoreCLI.contents(database))
        #expect(layoutdb("apply", StoreCLI.example("login-v2.layout"), "--author", "ada", "--dry-run", "-q",
                         "--db", database) == CommandOutput(stdout: """
            dry run on login (head 1): +0 -0 ~5 constraints (apply)
            dry run: nothing written

            """))
        #expect(StoreCLI.revisionCount(database) == 1)
        #expect(StoreCLI.contents(database) == before)
    }

    @Test func aDryRunOnAMissingDatabaseCreatesNothing() {
        let database = StoreCLI.newDatabase()
        let out = layoutdb("apply", StoreCLI.example("login.layout"), "--author", "ada", "--dry-run", "--db", database)
        #expect(out.status == 0)
        #expect(StoreCLI.nonEmptyLines(out.stdout).first == "dry run on login (no revision yet): +30 -0 ~0 constraints, +8 -0 ~0 views, +3 -0 ~0 canvases (apply)")
        #expect(StoreCLI.nonEmptyLines(out.stdout).last == "dry run: nothing written")
        #expect(!StoreCLI.exists(database))
    }

    @Test func aMissingFileExits66BeforeAnythingIsWritten() {
        let database = StoreCLI.newDatabase()
        let missing = StoreCLI.temporaryDirectory() + "/nothere.layout"
        let out = layoutdb("apply", StoreCLI.example("login.layout"), missing, "--author", "ada", "--db", database)
        #expect(out == CommandOutput(stderr: "error: '\(missing)': no such file\n", status: 66))
        #expect(!StoreCLI.exists(database))
    }

    @Test func aMissingDirectoryExits66() {
        let database = StoreCLI.temporaryDirectory() + "/no/such/dir/layout.db"
        let out = layoutdb("apply", StoreCLI.example("login.layout"), "--author", "ada", "--db", database)
        #expect(out == CommandOutput(
            stderr: "error: cannot create the database '\(database)': its directory does not exist\n", status: 66))
    }

    @Test func anInvalidFileExits65WithEveryDiagnosticAndWritesNothing() {
        let database = StoreCLI.newDatabase()
        let bad = StoreCLI.file("bad.layout", "view a\nmake a { left.equalTo(b) }\nmake c { top == a }\n")
        let out = StoreCLI.apply([bad], to: database)
        #expect(out.status == 65)
        #expect(out.stdout == "")
        let lines = StoreCLI.nonEmptyLines(out.stderr)
        #expect(lines.count == 2)
        #expect(lines.contains { $0.hasPrefix("\(bad):2:") && $0.contains("error: unknown view 'b'") })
        // `make c` names an undeclared view: line 3, column 6 (after "make ").
        #expect(lines.contains { $0.hasPrefix("\(bad):3:6: error: unknown view 'c'") })
        #expect(!StoreCLI.exists(database))
    }

    @Test func anInvalidFileLeavesAnExistingDatabaseAsItWas() throws {
        let database = StoreCLI.loginDatabase()
        let before = try #require(StoreCLI.contents(database))
        let out = StoreCLI.apply([StoreCLI.file("bad.layout", "layout login\nmake header { top.equalTo(nowhere) }\n")],
                                 to: database)
        #expect(out.status == 65)
        #expect(StoreCLI.revisionCount(database) == 3)
        #expect(StoreCLI.contents(database) == before)
    }

    @Test func unsatisfiableConstraintsAreRefusedWithTheirSetsAndPlaces() {
        let database = StoreCLI.newDatabase()
        let u = StoreCLI.file("u.layout", "view a\nmake a { width.equalTo(100) }\n")
        #expect(StoreCLI.apply([u], to: database).status == 0)
        let u2 = StoreCLI.file("u2.layout", "make a { width.equalTo(200) }\n")
        let out = StoreCLI.apply([u2], to: database, "--doc", "u")
        // Document order: the stored width == 100 (u.layout line 2, column 10, after
        // "make a { ") holds; the new width == 200 (u2.layout 1:10) is left out. The
        // document has no canvas, so it is laid out on `default`.
        #expect(out == CommandOutput(stderr: """
            error: unsatisfiable on canvas 'default': 'a.width == 200' was left out; it conflicts with:
              \(u):2:10: a.width == 100
              \(u2):1:10: a.width == 200
            hint: a.width == 200 (\(u2):1:10) conflicts with the stored a.width == 100; to change that constraint, use 'update a { … }'
            error: required constraints cannot all hold; the revision was refused (apply --allow-conflicts or rollback --force stores it anyway)

            """, status: 1))
        #expect(StoreCLI.revisionCount(database) == 1)
    }

    @Test func allowConflictsStoresTheRevisionAndWarns() {
        let database = StoreCLI.newDatabase()
        // "make a { " is 9 characters and "width.equalTo(100); " 20: the constraints start at
        // columns 10 and 30; document order keeps the first.
        let u = StoreCLI.file("u.layout", "view a\nmake a { width.equalTo(100); width.equalTo(200) }\n")
        let out = StoreCLI.apply([u], to: database, "--allow-conflicts", "-q")
        #expect(out == CommandOutput(stdout: """
            revision 1 of u: +2 -0 ~0 constraints, +1 -0 ~0 views (apply)

            """, stderr: """
            warning: unsatisfiable on canvas 'default': 'a.width == 200' was left out; it conflicts with:
              \(u):2:10: a.width == 100
              \(u):2:30: a.width == 200
            warning: ambiguous on canvas 'default': view 'a' is ambiguous: x, y, height free

            """))
        #expect(StoreCLI.revisionCount(database) == 1)
    }

    @Test func aMovedHeadIsRefused() {
        let database = StoreCLI.newDatabase()
        StoreCLI.applyExamples([StoreCLI.loginHistory[0]], to: database)
        let v2 = StoreCLI.example("login-v2.layout")
        #expect(layoutdb("apply", v2, "--author", "ada", "--expect-head", "0", "--db", database) == CommandOutput(
            stderr: "error: the head of 'login' is 1, not 0 (--expect-head); nothing was written\n", status: 1))
        #expect(StoreCLI.revisionCount(database) == 1)
        #expect(layoutdb("apply", v2, "--author", "ada", "--expect-head", "1", "-q", "--db", database) == CommandOutput(stdout: "revision 2 of login: +0 -0 ~5 constraints (apply)\n"))
    }

    @Test func warningsGoToStandardErrorWithTheirPlace() {
        let database = StoreCLI.newDatabase()
        #expect(StoreCLI.apply([StoreCLI.file("a.layout", "view a\nmake a { width.equalTo(10) }\n")], to: database).status == 0)
        // "update a { " is 11 characters: the constraint starts at column 12.
        let w = StoreCLI.file("w.layout", "update a { height.equalTo(5) }\n")
        // With --strict-update the same file is invalid, and nothing is written.
        let strict = StoreCLI.apply([w], to: database, "--doc", "a", "--strict-update")
        #expect(strict == CommandOutput(
            stderr: "\(w):1:12: error: update found no similar constraint for 'a.height == 5'\n", status: 65))
        #expect(StoreCLI.revisionCount(database) == 1)
        let out = StoreCLI.apply([w], to: database, "--doc", "a", "-q")
        #expect(out == CommandOutput(
            stdout: "revision 2 of a: +1 -0 ~0 constraints (apply)\n",
            stderr: "\(w):1:12: warning: update found no similar constraint for 'a.height == 5'; it was added\n"
                + "warning: ambiguous on canvas 'default': view 'a' is ambiguous: x, y free\n"))
    }

    @Test func aDocumentOptionThatDisagreesWithTheFileIsAUsageError() {
        let database = StoreCLI.newDatabase()
        let out = layoutdb("apply", StoreCLI.example("login.layout"), "--author", "ada", "--doc", "other",
                           "--db", database)
        #expect(out == CommandOutput(stderr: """
            error: '\(StoreCLI.example("login.layout"))' edits document 'login', but --doc says 'other'

            """, status: 64))
        #expect(!StoreCLI.exists(database))
    }

    @Test func aFileThatIsNotADatabaseExits74AndIsLeftAlone() throws {
        let path = StoreCLI.temporaryDirectory() + "/layout.db"
        try Data("not sqlite".utf8).write(to: URL(fileURLWithPath: path))
        let out = layoutdb("apply", StoreCLI.example("login.layout"), "--author", "ada", "--db", path)
        #expect(out == CommandOutput(stderr: "error: '\(path)' is not a layoutdb database: it is not a SQLite database\n",
                                     status: 74))
        #expect(StoreCLI.contents(path) == Data("not sqlite".utf8))
    }

    @Test func theRevisionRecordsTheMessageAuthorAndTime() {
        let database = StoreCLI.newDatabase()
        _ = layoutdb("apply", StoreCLI.example("login.layout"), "--author", "grace", "--db", database,
                     time: StoreCLI.startTime)
        // No -m: the message is the files' names as given.
        #expect(layoutdb("log", "--db", database).stdout
                == "1  2023-11-14T22:13:20Z  grace  apply  \(StoreCLI.example("login.layout"))\n")
    }

    @Test(arguments: [
        // (--author, $LAYOUTDB_AUTHOR, $USER, the account's name, expected): first one given and not empty.
        ("ada", "bob", "carl", "dan", "ada"),
        (nil, "bob", "carl", "dan", "bob"),
        (nil, nil, "carl", "dan", "carl"),
        (nil, "", "", "dan", "dan"),
    ] as [(String?, String?, String?, String, String)])
    func theAuthorIsTheOptionElseTheEnvironmentElseTheUser(
        option: String?, variable: String?, user: String?, account: String, expected: String
    ) {
        var environment: [String: String] = [:]
        environment["LAYOUTDB_AUTHOR"] = variable
        environment["USER"] = user
        #expect(AuthorName.resolve(option: option, environment: environment, userName: account) == expected)
    }

    @Test func theCommandLineReachesTheOptions() throws {
        let command = try LayoutDBCommand.parseAsRoot([
            "apply", "a.layout", "b.layout", "-m", "hello", "--author", "ada", "--doc", "login", "--expect-head", "3",
            "--dry-run", "--strict-update", "--allow-conflicts", "-q",
        ])
        let apply = try #require(command as? Apply)
        #expect(apply.files == ["a.layout", "b.layout"])
        let meta = apply.applying.meta
        #expect(meta.message == "hello" && meta.author == "ada" && apply.document.doc == "login")
        #expect(apply.applying.expectHead == 3 && meta.dryRun && apply.strictUpdate && apply.allowConflicts && meta.quiet)
    }

    @Test func timingsListEveryPhaseOfAWritingApplyThenEveryCanvas() {
        // login.layout has 3 canvases (phone, tablet, phoneRTL); a first apply
        // goes through every phase and commits. Only the names are checked
        // (the tests time nothing).
        let database = StoreCLI.newDatabase()
        let out = layoutdb("apply", StoreCLI.example("login.layout"), "--author", "ada", "--timings", "-q",
                           "--db", database)
        #expect(out.status == 0)
        // "timing: NAME N ms", canvases followed by "(fresh)" or "(re-solve)": the words before the number.
        let phases = StoreCLI.nonEmptyLines(out.stderr).compactMap { line -> String? in
            guard line.hasPrefix("timing: ") else { return nil }
            let words = line.dropFirst("timing: ".count).split(separator: " ")
            return words.prefix { Double($0) == nil }.joined(separator: " ")
        }
        #expect(phases == ["parse", "read state", "edit", "changes", "solve", "write", "commit",
                           "canvas phone", "canvas tablet", "canvas phoneRTL", "open", "report and close"])
    }

    @Test func aDryRunTimesNoWriteAndTakesNoWriteLock() {
        let database = StoreCLI.newDatabase()
        StoreCLI.applyExamples([StoreCLI.loginHistory[0]], to: database)
        let out = layoutdb("apply", StoreCLI.example("login-v2.layout"), "--author", "ada", "--timings", "--dry-run",
                           "--db", database)
        let lines = StoreCLI.nonEmptyLines(out.stderr)
        // Solved in a read transaction: no write, no commit, and no write transaction to roll back.
        #expect(lines.contains { $0.hasPrefix("timing: solve ") })
        #expect(!lines.contains { $0.hasPrefix("timing: write ") || $0.hasPrefix("timing: commit ") })
        #expect(!lines.contains { $0.hasPrefix("timing: rollback ") })
    }

    @Test func aNegativeExpectedHeadIsAUsageError() {
        #expect {
            _ = try LayoutDBCommand.parseAsRoot(["apply", "a.layout", "--expect-head=-2"])
        } throws: { error in
            LayoutDBCommand.exitCode(for: error) == .validationFailure
        }
    }

    @Test func ambiguousViewsAreStoredWithAWarningPerViewNamingItsCanvases() {
        let database = StoreCLI.newDatabase()
        // badge has a size and a top but no horizontal position: x is free on both canvases;
        // box is fully pinned. The revision is stored, exit 0, as before the warning.
        let file = StoreCLI.file("b.layout", """
            canvas phone 375x812
            canvas tablet 768x1024
            view box
            view badge
            make box { top.left.equalTo(superview); width.height.equalTo(10) }
            make badge { top.equalTo(box.bottom); width.height.equalTo(8) }
            """)
        let out = StoreCLI.apply([file], to: database, "-q")
        #expect(out == CommandOutput(
            stdout: "revision 1 of b: +7 -0 ~0 constraints, +2 -0 ~0 views, +2 -0 ~0 canvases (apply)\n",
            stderr: """
                warning: ambiguous on canvases 'phone', 'tablet': view 'badge' is ambiguous: x free

                """))
        // check names the same views, as errors.
        #expect(layoutdb("check", "--db", database).stdout.contains(
            "error: ambiguous on canvases 'phone', 'tablet': view 'badge' is ambiguous: x free\n"))
        // A dry run warns too; an apply that changes nothing solves nothing and says nothing
        // ("make badge { " is 13 characters: the constraint starts at column 14).
        let again = StoreCLI.file("c.layout", "layout b\nmake badge { height.equalTo(8) }\n")
        #expect(StoreCLI.apply([again], to: database).stderr
            == "\(again):2:14: warning: duplicate constraint 'badge.height == 8' adds nothing\n")
        let dry = StoreCLI.apply([StoreCLI.file("d.layout", "layout b\nview extra\n")], to: database, "--dry-run", "-q")
        // One line per view, badge's then extra's (declaration order), each naming both canvases.
        #expect(dry.stderr == """
            warning: ambiguous on canvases 'phone', 'tablet': view 'badge' is ambiguous: x free
            warning: ambiguous on canvases 'phone', 'tablet': view 'extra' is ambiguous: x, y, width, height free

            """)
    }

    @Test func eachAmbiguousViewIsItsOwnLineWithItsFreeValues() {
        let database = StoreCLI.newDatabase()
        let file = StoreCLI.file("t.layout", """
            canvas phone 375x812
            canvas tablet 768x1024
            view a
            view b
            make a { top.equalTo(superview); width.height.equalTo(10) }
            make b { left.equalTo(superview); width.equalTo(10) }
            """)
        // a: a top, a width and a height, nothing horizontal: x free. b: a left and a
        // width, nothing vertical: y and height free. The same on both canvases.
        #expect(StoreCLI.apply([file], to: database, "-q").stderr == """
            warning: ambiguous on canvases 'phone', 'tablet': view 'a' is ambiguous: x free
            warning: ambiguous on canvases 'phone', 'tablet': view 'b' is ambiguous: y, height free

            """)
    }

    @Test func aViewFreeInAnotherWayOnAnotherCanvasIsAnotherLine() {
        // The lines are grouped by view and free values: badge with x free on phone and
        // phoneRTL is one line; badge with x and width free on tablet is another, after it
        // (first found on the second canvas); title on tablet only is a line of its own.
        func canvas(_ name: String, _ ambiguous: [AmbiguousView]) -> CanvasLayout {
            CanvasLayout(canvas: Canvas(name: name, width: 375, height: 812), frames: [], ambiguous: ambiguous)
        }
        let lines = AmbiguousOutput.lines([
            canvas("phone", [AmbiguousView(view: "badge", free: ["x"])]),
            canvas("tablet", [AmbiguousView(view: "badge", free: ["x", "width"]), AmbiguousView(view: "title", free: ["y"])]),
            canvas("phoneRTL", [AmbiguousView(view: "badge", free: ["x"])]),
        ])
        #expect(lines == [
            "warning: ambiguous on canvases 'phone', 'phoneRTL': view 'badge' is ambiguous: x free",
            "warning: ambiguous on canvas 'tablet': view 'badge' is ambiguous: x, width free",
            "warning: ambiguous on canvas 'tablet': view 'title' is ambiguous: y free",
        ])
    }

    @Test func theJSONOfAnApplyListsTheAmbiguousViewsPerCanvas() throws {
        // badge has no horizontal position on either canvas: one object per canvas, in
        // canvas order, with the free values of the text (x).
        let database = StoreCLI.newDatabase()
        let file = StoreCLI.file("b.layout", """
            canvas phone 375x812
            canvas tablet 768x1024
            view badge
            make badge { top.equalTo(superview); width.height.equalTo(8) }
            """)
        let out = StoreCLI.apply([file], to: database, "--json")
        #expect(out.status == 0)
        #expect(out.stderr == "warning: ambiguous on canvases 'phone', 'tablet': view 'badge' is ambiguous: x free\n")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
        let ambiguous = try #require(object["ambiguous"] as? [[String: Any]])
        #expect(ambiguous.count == 2)
        #expect(ambiguous.map { $0["canvas"] as? String } == ["phone", "tablet"])
        #expect(ambiguous.allSatisfy { $0["view"] as? String == "badge" && $0["free"] as? [String] == ["x"] })
    }

    @Test func aRollbackToAnAmbiguousStateWarnsAsAnApplyDoes() throws {
        // Revision 1 leaves badge's x free; revision 2 pins it; rolling back 2 frees it again.
        let database = StoreCLI.newDatabase()
        let first = StoreCLI.file("b.layout", """
            canvas phone 375x812
            canvas tablet 768x1024
            view badge
            make badge { top.equalTo(superview); width.height.equalTo(8) }
            """)
        #expect(StoreCLI.apply([first], to: database).status == 0)
        let pin = StoreCLI.file("p.layout", "layout b\nmake badge { left.equalTo(superview) }\n")
        #expect(StoreCLI.apply([pin], to: database).stderr == "")
        let rollback = layoutdb("rollback", "2", "-q", "--author", "ada", "--db", database)
        #expect(rollback == CommandOutput(
            stdout: "revision 3 of b: +0 -1 ~0 constraints (rollback 2)\n",
            stderr: "warning: ambiguous on canvases 'phone', 'tablet': view 'badge' is ambiguous: x free\n"))
        let json = layoutdb("rollback", "3", "--json", "--dry-run", "--author", "ada", "--db", database)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        // Rolling back the rollback pins badge again: nothing is ambiguous.
        #expect((object["ambiguous"] as? [Any])?.isEmpty == true)
    }
}

import Foundation
import Testing
@testable import LayoutCLI

/// `layoutdb rollback REV`: a new revision undoing exactly REV's changes;
/// refused on conflicts with later revisions unless --force.
@Suite struct RollbackTests {
    @Test func rollingBackTheHeadUndoesExactlyItsChanges() {
        let database = StoreCLI.loginDatabase()
        let out = layoutdb("rollback", "3", "--author", "bob", "--db", database)
        // The reverse of revision 3 (ApplyTests): subtitle and its two constraints come
        // back, forgot and its two go.
        #expect(out == CommandOutput(stdout: """
            revision 4 of login: +2 -2 ~0 constraints, +1 -1 ~0 views (rollback 3)
              + view subtitle in header intrinsic 80x16
              - view forgot intrinsic 140x18
              + subtitle.top == title.bottom + 4
              + subtitle.centerX == title.centerX
              - forgot.top == button.bottom + 12
              - forgot.centerX == button.centerX

            """))
        // The state and the frames are revision 2's again: nothing differs by identity.
        // (Not compared: the order of views. A view that comes back is appended, so
        // `export` and `frames` list subtitle last; see Layout.undoing.)
        #expect(layoutdb("diff", "2", "4", "--db", database).stdout == """
            diff of login from revision 2 to revision 4
            changes: no change

            frames: none changed

            """)
        #expect(layoutdb("export", "--db", database).stdout.split(separator: "\n").sorted()
                == layoutdb("export", "2", "--db", database).stdout.split(separator: "\n").sorted())
    }

    @Test func rollingBackAnEarlierRevisionKeepsTheLaterOnes() {
        let database = StoreCLI.loginDatabase()
        let out = layoutdb("rollback", "2", "--author", "bob", "--db", database)
        #expect(out == CommandOutput(stdout: """
            revision 4 of login: +0 -0 ~5 constraints (rollback 2)
              ~ header.height == 96 → header.height == 80
              ~ button.top == header.bottom + 24 → button.top == header.bottom + 20
              ~ button.left == root.left + 24 → button.left == root.left + 16
              ~ button.right == root.right - 24 → button.right == root.right - 16
              ~ button.height == 50 @750 key buttonHeight → button.height == 44 @750 key buttonHeight

            """))
        // forgot (revision 3) stays, under revision 1's button (16, 100, 343, 44):
        // y = 100 + 44 + 12 = 156, x = 16 + 343 / 2 − 140 / 2 = 117.5.
        let frames = layoutdb("frames", "--canvas", "phone", "--db", database).stdout
        #expect(frames.contains("  forgot  root    117.5  156    140      18\n"))
        #expect(frames.contains("  header  root        0    0    375      80\n"))
    }

    @Test func aLaterChangeOfTheSameThingsIsAConflictThatWritesNothing() throws {
        let database = StoreCLI.loginDatabase()
        #expect(layoutdb("rollback", "2", "--author", "bob", "--db", database).status == 0)
        let before = try #require(StoreCLI.contents(database))
        // Revision 4 changed the five constraints revision 2 changed: each is named, with
        // its line after revision 2 and the first later revision that changed it.
        #expect(layoutdb("rollback", "2", "--author", "bob", "--db", database) == CommandOutput(stderr: """
            error: cannot roll back revision 2: later revisions changed the same things (--force takes its before-state anyway):
              constraint 4 'header.height == 96' (changed in revision 4)
              constraint 12 'button.top == header.bottom + 24' (changed in revision 4)
              constraint 13 'button.left == root.left + 24' (changed in revision 4)
              constraint 14 'button.right == root.right - 24' (changed in revision 4)
              constraint 15 'button.height == 50 @750 key buttonHeight' (changed in revision 4)

            """, status: 1))
        #expect(StoreCLI.revisionCount(database) == 4)
        #expect(StoreCLI.contents(database) == before)
    }

    @Test func forceTakesTheBeforeStateOfConflictingChangesToo() {
        let database = StoreCLI.newDatabase()
        StoreCLI.applyExamples(Array(StoreCLI.loginHistory.prefix(2)), to: database)
        // Revision 3 changes header.height (constraint 4) again: 96 → 100.
        #expect(StoreCLI.apply([StoreCLI.file("tall.layout", "layout login\nupdate header { height.equalTo(100) }\n")],
                               to: database)
            .status == 0)
        #expect(layoutdb("rollback", "2", "--author", "bob", "--db", database) == CommandOutput(stderr: """
            error: cannot roll back revision 2: later revisions changed the same things (--force takes its before-state anyway):
              constraint 4 'header.height == 96' (changed in revision 3)

            """, status: 1))
        // Forced: all five go back to revision 1's values, header.height from 100.
        #expect(layoutdb("rollback", "2", "--author", "bob", "--force", "-q", "--db", database) == CommandOutput(stdout: "revision 4 of login: +0 -0 ~5 constraints (rollback 2)\n"))
        #expect(layoutdb("export", "--db", database) == layoutdb("export", "1", "--db", database))
    }

    @Test func aRollbackCanItselfBeRolledBack() {
        let database = StoreCLI.loginDatabase()
        #expect(layoutdb("rollback", "3", "--author", "bob", "--db", database).status == 0)
        #expect(layoutdb("rollback", "HEAD", "--author", "bob", "-q", "--db", database) == CommandOutput(
            stdout: "revision 5 of login: +2 -2 ~0 constraints, +1 -1 ~0 views (rollback 4)\n"))
        #expect(layoutdb("export", "--db", database) == layoutdb("export", "3", "--db", database))
        #expect(layoutdb("diff", "3", "5", "--db", database).stdout.hasSuffix("""
            changes: no change

            frames: none changed

            """))
    }

    @Test func theRevisionRecordsItsKindTargetMessageAndAuthor() {
        let database = StoreCLI.loginDatabase()
        #expect(layoutdb("rollback", "3", "--author", "bob", "-m", "no forgot link after all", "--db", database).status == 0)
        let json = StoreCLI.nonEmptyLines(layoutdb("log", "-n", "1", "--json", "--db", database).stdout)
        #expect(json.contains("      \"revision\": 4,"))
        #expect(json.contains("      \"parent\": 3,"))
        #expect(json.contains("      \"author\": \"bob\","))
        #expect(json.contains("      \"kind\": \"rollback\","))
        #expect(json.contains("      \"message\": \"no forgot link after all\","))
        #expect(json.contains("      \"target\": 3"))
        // Without -m the message is "rollback REV".
        #expect(layoutdb("rollback", "4", "--author", "bob", "--db", database).status == 0)
        #expect(layoutdb("log", "-n", "1", "--db", database).stdout.hasSuffix("  bob  rollback 4  rollback 4\n"))
    }

    @Test func aRollbackWhoseResultIsUnsatisfiableIsRefusedUnlessForced() {
        let database = StoreCLI.newDatabase()
        let files = [
            "view a\nmake a { left.top.equalTo(0); height.equalTo(10); width.equalTo(100) }\n",
            "layout u\nremake a { left.top.equalTo(0); height.equalTo(10) }\n",
            "layout u\nmake a { width.equalTo(50) }\n",
        ]
        for text in files { #expect(StoreCLI.apply([StoreCLI.file("u.layout", text)], to: database).status == 0) }
        // Undoing revision 2 brings width == 100 back next to revision 3's width == 50:
        // no later revision touched the same constraint, but both cannot hold.
        let refused = layoutdb("rollback", "2", "--author", "bob", "--db", database)
        #expect(refused.status == 1)
        #expect(refused.stdout == "")
        let report = StoreCLI.nonEmptyLines(refused.stderr)
        #expect(report.first?.hasPrefix("error: unsatisfiable on canvas 'default': ") == true)
        #expect(report.contains { $0.hasSuffix("a.width == 100") } && report.contains { $0.hasSuffix("a.width == 50") })
        #expect(StoreCLI.revisionCount(database) == 3)
        let forced = layoutdb("rollback", "2", "--author", "bob", "--force", "--db", database)
        #expect(forced.status == 0)
        #expect(forced.stdout.hasPrefix("revision 4 of u: +1 -0 ~0 constraints (rollback 2)\n"))
        #expect(forced.stderr.hasPrefix("warning: unsatisfiable on canvas 'default': "))
    }

    @Test(arguments: ["9", "HEAD~3", "HEAD^^^"])
    func anUnknownRevisionExits66(revision: String) {
        let database = StoreCLI.loginDatabase()
        #expect(layoutdb("rollback", revision, "--author", "bob", "--db", database) == CommandOutput(
            stderr: "error: unknown revision '\(revision)'\n", status: 66))
        #expect(StoreCLI.revisionCount(database) == 3)
    }

    @Test func aMissingDatabaseExits66AndSeveralDocumentsNeedTheOptionForHead() {
        let missing = StoreCLI.newDatabase()
        #expect(layoutdb("rollback", "1", "--author", "bob", "--db", missing).status == 66)
        #expect(!StoreCLI.exists(missing))
        let database = StoreCLI.loginDatabase()
        StoreCLI.applyExamples([("settings.layout", "settings")], to: database)
        #expect(layoutdb("rollback", "HEAD", "--author", "bob", "--db", database).status == 64)
        #expect(layoutdb("rollback", "HEAD", "--author", "bob", "--doc", "login", "-q", "--db", database).stdout == "revision 5 of login: +2 -2 ~0 constraints, +1 -1 ~0 views (rollback 3)\n")
    }

    @Test func aFileThatIsNotADatabaseExits74() throws {
        let path = StoreCLI.temporaryDirectory() + "/layout.db"
        try Data("not sqlite".utf8).write(to: URL(fileURLWithPath: path))
        #expect(layoutdb("rollback", "1", "--author", "bob", "--db", path).status == 74)
        #expect(StoreCLI.contents(path) == Data("not sqlite".utf8))
    }

    @Test func theCommandLineReachesTheOptions() throws {
        let rollback = try #require(try LayoutDBCommand.parseAsRoot([
            "rollback", "HEAD~1", "--force", "-m", "undo", "--author", "bob", "--doc", "login", "-q",
        ]) as? Rollback)
        #expect(rollback.revision == "HEAD~1" && rollback.force && rollback.meta.message == "undo")
        #expect(rollback.meta.author == "bob" && rollback.document.doc == "login" && rollback.meta.quiet)
    }

    @Test(arguments: [["rollback"], ["rollback", "1", "2"], ["rollback", "1", "-m"], ["rollback", "1", "--no-such"]])
    func badArgumentsAreUsageErrors(arguments: [String]) {
        #expect {
            _ = try LayoutDBCommand.parseAsRoot(arguments)
        } throws: { error in
            LayoutDBCommand.exitCode(for: error).rawValue == 64 && LayoutDBCommand.usageMessage(for: error).hasPrefix("error: ")
        }
    }

    @Test func aRollbackAndARestoreAreMadeAtTheTimeGiven() {
        let database = StoreCLI.loginDatabase()
        // startTime is 2023-11-14 22:13:20 UTC; one hour later, then two.
        #expect(layoutdb("rollback", "3", "--author", "bob", "-m", "undo the link", "--db", database,
                         time: StoreCLI.startTime.addingTimeInterval(3600)).status == 0)
        #expect(layoutdb("restore", "--to", "3", "--author", "cy", "-q", "--db", database,
                         time: StoreCLI.startTime.addingTimeInterval(7200)).stdout == "revision 5 of login: +2 -2 ~0 constraints, +1 -1 ~0 views (restore 3)\n")
        let log = layoutdb("log", "-n", "2", "--db", database).stdout
        // log's columns (cli.md): revision, time, author, kind with its target, message; aligned.
        #expect(log == """
            5  2023-11-15T00:13:20Z  cy   restore 3   restore to 3
            4  2023-11-14T23:13:20Z  bob  rollback 3  undo the link

            """)
    }
}

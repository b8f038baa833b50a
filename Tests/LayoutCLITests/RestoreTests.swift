import Testing
@testable import LayoutCLI

/// `layoutdb restore --to REV`: a new revision whose state equals REV's.
@Suite struct RestoreTests {
    @Test func restoringTheFirstRevisionUndoesBothLaterOnes() {
        let database = StoreCLI.loginDatabase()
        let out = layoutdb("restore", "--to", "1", "--author", "bob", "--db", database)
        // From 3 back to 1: the reverse of `diff 1 3` (DiffTests).
        #expect(out == CommandOutput(stdout: """
            revision 4 of login: +2 -2 ~5 constraints, +1 -1 ~0 views (restore 1)
              + view subtitle in header intrinsic 80x16
              - view forgot intrinsic 140x18
              + subtitle.top == title.bottom + 4
              + subtitle.centerX == title.centerX
              - forgot.top == button.bottom + 12
              - forgot.centerX == button.centerX
              ~ header.height == 96 → header.height == 80
              ~ button.top == header.bottom + 24 → button.top == header.bottom + 20
              ~ button.left == root.left + 24 → button.left == root.left + 16
              ~ button.right == root.right - 24 → button.right == root.right - 16
              ~ button.height == 50 @750 key buttonHeight → button.height == 44 @750 key buttonHeight

            """))
        // The same state, identities included (export --json carries them), and frames.
        let restored = layoutdb("export", "--format", "json", "--db", database).stdout
        let first = layoutdb("export", "1", "--format", "json", "--db", database).stdout
        #expect(restored == first.replacingOccurrences(of: "\"revision\": 1,", with: "\"revision\": 4,"))
        #expect(layoutdb("frames", "--db", database) == layoutdb("frames", "1", "--db", database))
        #expect(layoutdb("diff", "1", "4", "--db", database).stdout == """
            diff of login from revision 1 to revision 4
            changes: no change

            frames: none changed

            """)
    }

    @Test func theRevisionRecordsItsKindAndTarget() {
        let database = StoreCLI.loginDatabase()
        #expect(layoutdb("restore", "--to", "HEAD~1", "--author", "bob", "-q", "--db", database) == CommandOutput(
            stdout: "revision 4 of login: +2 -2 ~0 constraints, +1 -1 ~0 views (restore 2)\n"))
        let json = StoreCLI.nonEmptyLines(layoutdb("log", "-n", "1", "--json", "--db", database).stdout)
        #expect(json.contains("      \"kind\": \"restore\","))
        #expect(json.contains("      \"message\": \"restore to 2\","))
        #expect(json.contains("      \"target\": 2"))
    }

    @Test func restoringTheHeadsOwnStateWritesNothing() {
        let database = StoreCLI.loginDatabase()
        #expect(layoutdb("restore", "--to", "3", "--author", "bob", "--db", database)
                == CommandOutput(stdout: "no change: nothing written\n"))
        #expect(StoreCLI.revisionCount(database) == 3)
    }

    @Test(arguments: ["9", "HEAD~3", "HEAD^^^"])
    func anUnknownRevisionExits66(revision: String) {
        let database = StoreCLI.loginDatabase()
        #expect(layoutdb("restore", "--to", revision, "--author", "bob", "--db", database) == CommandOutput(
            stderr: "error: unknown revision '\(revision)'\n", status: 66))
        #expect(StoreCLI.revisionCount(database) == 3)
    }

    @Test func aMissingDatabaseExits66AndSeveralDocumentsNeedTheOption() {
        let missing = StoreCLI.newDatabase()
        #expect(layoutdb("restore", "--to", "1", "--author", "bob", "--db", missing).status == 66)
        #expect(!StoreCLI.exists(missing))
        let database = StoreCLI.loginDatabase()
        StoreCLI.applyExamples([("settings.layout", "settings")], to: database)
        #expect(layoutdb("restore", "--to", "HEAD~1", "--author", "bob", "--db", database).status == 64)
        #expect(layoutdb("restore", "--to", "1", "--author", "bob", "--doc", "settings", "--db", database) == CommandOutput(
            stderr: "error: revision 1 is of document 'login', not 'settings'\n", status: 66))
    }

    @Test func theCommandLineReachesTheOptions() throws {
        let restore = try #require(try LayoutDBCommand.parseAsRoot([
            "restore", "--to", "HEAD~2", "-m", "back", "--author", "bob", "--doc", "login",
        ]) as? Restore)
        #expect(restore.to == "HEAD~2" && restore.meta.message == "back" && restore.meta.author == "bob")
        #expect(restore.document.doc == "login")
    }

    @Test(arguments: [["restore"], ["restore", "1"], ["restore", "--to"], ["restore", "--to", "1", "2"]])
    func badArgumentsAreUsageErrors(arguments: [String]) {
        #expect {
            _ = try LayoutDBCommand.parseAsRoot(arguments)
        } throws: { error in
            LayoutDBCommand.exitCode(for: error).rawValue == 64 && LayoutDBCommand.usageMessage(for: error).hasPrefix("error: ")
        }
    }
}

import Testing
@testable import LayoutCLI

/// `rollback --dry-run` and `restore --dry-run`: the report of a real one in
/// apply's dry-run words; the database's bytes stay as they were.
@Suite struct DryRunTests {
    @Test func aRollbackDryRunPrintsTheChangeAndWritesNothing() throws {
        let database = StoreCLI.loginDatabase()
        let before = try #require(StoreCLI.contents(database))
        // The change lines are those of the real rollback 2 (RollbackTests).
        #expect(layoutdb("rollback", "2", "--dry-run", "--author", "bob", "--db", database) == CommandOutput(stdout: """
            dry run on login (head 3): +0 -0 ~5 constraints (rollback 2)
              ~ header.height == 96 → header.height == 80
              ~ button.top == header.bottom + 24 → button.top == header.bottom + 20
              ~ button.left == root.left + 24 → button.left == root.left + 16
              ~ button.right == root.right - 24 → button.right == root.right - 16
              ~ button.height == 50 @750 key buttonHeight → button.height == 44 @750 key buttonHeight
            dry run: nothing written

            """))
        #expect(StoreCLI.contents(database) == before)
        #expect(StoreCLI.revisionCount(database) == 3)
        // -q keeps the summary line and the last.
        #expect(layoutdb("rollback", "HEAD", "--dry-run", "-q", "--author", "bob", "--db", database).stdout == """
            dry run on login (head 3): +2 -2 ~0 constraints, +1 -1 ~0 views (rollback 3)
            dry run: nothing written

            """)
        #expect(StoreCLI.contents(database) == before)
        // The real one afterwards is revision 4, with the same lines.
        #expect(layoutdb("rollback", "2", "--author", "bob", "-q", "--db", database).stdout
            == "revision 4 of login: +0 -0 ~5 constraints (rollback 2)\n")
    }

    @Test func aRefusedRollbackIsRefusedInADryRunToo() throws {
        let database = StoreCLI.loginDatabase()
        #expect(layoutdb("rollback", "2", "--author", "bob", "--db", database).status == 0)
        let before = try #require(StoreCLI.contents(database))
        // Revision 4 changed what 2 changed: a conflict, as without --dry-run (exit 1).
        let refused = layoutdb("rollback", "2", "--dry-run", "--author", "bob", "--db", database)
        #expect(refused.status == 1 && refused.stdout == "")
        #expect(refused.stderr.hasPrefix("error: cannot roll back revision 2: later revisions changed the same things"))
        #expect(StoreCLI.contents(database) == before)
    }

    @Test func aRestoreDryRunPrintsTheChangeAndWritesNothing() throws {
        let database = StoreCLI.loginDatabase()
        let before = try #require(StoreCLI.contents(database))
        #expect(layoutdb("restore", "--to", "1", "--dry-run", "--author", "bob", "-q", "--db", database)
            == CommandOutput(stdout: """
                dry run on login (head 3): +2 -2 ~5 constraints, +1 -1 ~0 views (restore 1)
                dry run: nothing written

                """))
        let full = layoutdb("restore", "--to", "2", "--dry-run", "--author", "bob", "--db", database).stdout
        // From 3 back to 2: the reverse of revision 3 (subtitle back, forgot gone).
        #expect(full == """
            dry run on login (head 3): +2 -2 ~0 constraints, +1 -1 ~0 views (restore 2)
              + view subtitle in header intrinsic 80x16
              - view forgot intrinsic 140x18
              + subtitle.top == title.bottom + 4
              + subtitle.centerX == title.centerX
              - forgot.top == button.bottom + 12
              - forgot.centerX == button.centerX
            dry run: nothing written

            """)
        #expect(layoutdb("restore", "--to", "3", "--dry-run", "--author", "bob", "--db", database).stdout
            == "no change: nothing written\n")
        #expect(StoreCLI.contents(database) == before)
        #expect(StoreCLI.revisionCount(database) == 3)
    }
}

import Testing
@testable import LayoutCLI

/// `layoutdb diff REV [REV2]`: constraints by identity, frames per canvas,
/// counts, and the filter. The login frames are derived in ShowTests.
@Suite struct DiffTests {
    @Test func aChangedConstantIsAModificationNeverARemovalAndAnAddition() {
        let out = layoutdb("diff", "1", "2", "--constraints", "--db", StoreCLI.loginDatabase())
        // login-v2 changes five constants (update header, remake button): five `~` lines.
        #expect(out == CommandOutput(stdout: """
            diff of login from revision 1 to revision 2
            changes: +0 -0 ~5 constraints
              ~ header.height == 80 → header.height == 96
              ~ button.top == header.bottom + 20 → button.top == header.bottom + 24
              ~ button.left == root.left + 16 → button.left == root.left + 24
              ~ button.right == root.right - 16 → button.right == root.right - 24
              ~ button.height == 44 @750 key buttonHeight → button.height == 50 @750 key buttonHeight

            """))
    }

    @Test func theSecondRevisionDefaultsToTheHeadAndSpansSeveralRevisions() {
        let out = layoutdb("diff", "1", "--constraints", "--db", StoreCLI.loginDatabase())
        // 1 → 3: revision 3's view and constraint changes, and revision 2's modifications
        // (added, then removed, then modified; each in document order).
        #expect(out == CommandOutput(stdout: """
            diff of login from revision 1 to revision 3
            changes: +2 -2 ~5 constraints, +1 -1 ~0 views
              + view forgot intrinsic 140x18
              - view subtitle in header intrinsic 80x16
              + forgot.top == button.bottom + 12
              + forgot.centerX == button.centerX
              - subtitle.top == title.bottom + 4
              - subtitle.centerX == title.centerX
              ~ header.height == 80 → header.height == 96
              ~ button.top == header.bottom + 20 → button.top == header.bottom + 24
              ~ button.left == root.left + 16 → button.left == root.left + 24
              ~ button.right == root.right - 16 → button.right == root.right - 24
              ~ button.height == 44 @750 key buttonHeight → button.height == 50 @750 key buttonHeight

            """))
    }

    @Test func aDiffBackwardsIsTheReverse() {
        let out = layoutdb("diff", "3", "2", "--constraints", "--db", StoreCLI.loginDatabase())
        #expect(out.stdout == """
            diff of login from revision 3 to revision 2
            changes: +2 -2 ~0 constraints, +1 -1 ~0 views
              + view subtitle in header intrinsic 80x16
              - view forgot intrinsic 140x18
              + subtitle.top == title.bottom + 4
              + subtitle.centerX == title.centerX
              - forgot.top == button.bottom + 12
              - forgot.centerX == button.centerX

            """)
    }

    @Test func framesOnlyShowsTheFramesPerCanvas() {
        let out = layoutdb("diff", "2", "3", "--frames", "--filter", "added", "--db", StoreCLI.loginDatabase())
        // Only forgot's frame appears (subtitle's disappearance is filtered out).
        #expect(out.stdout == """
            diff of login from revision 2 to revision 3
            frames: 3 changed on 3 canvases
            canvas phone
              view    old      new                    dx  dy  dw  dh
              forgot  none  →  (117.5, 182, 140, 18)

            canvas tablet
              view    old      new                  dx  dy  dw  dh
              forgot  none  →  (340, 182, 140, 18)

            canvas phoneRTL
              view    old      new                    dx  dy  dw  dh
              forgot  none  →  (117.5, 182, 140, 18)

            """)
    }

    @Test func theStatCountsWhatWasAddedRemovedAndModified() {
        let database = StoreCLI.loginDatabase()
        // Constraints and views as in the test above. Frames on every canvas: forgot added,
        // subtitle removed, header, title, avatar and button moved by revision 2 (4).
        #expect(layoutdb("diff", "1", "--stat", "--db", database).stdout == """
            diff of login from revision 1 to revision 3
                             added  removed  modified
            constraints          2        2         5
            views                1        1         0
            canvases             0        0         0
            frames phone         1        1         4
            frames tablet        1        1         4
            frames phoneRTL      1        1         4

            """)
        #expect(layoutdb("diff", "1", "--stat", "--filter", "modified,removed", "--frames", "--json", "--db", database)
            .stdout == """
            {
              "format": 1,
              "document": "login",
              "from": 1,
              "to": 3,
              "stat": {
                "frames": {
                  "phone": {
                    "removed": 1,
                    "modified": 4
                  },
                  "tablet": {
                    "removed": 1,
                    "modified": 4
                  },
                  "phoneRTL": {
                    "removed": 1,
                    "modified": 4
                  }
                },
                "contentSizes": {}
              }
            }

            """)
    }

    @Test func theFilterKeepsOnlyTheNamedKinds() {
        let out = layoutdb("diff", "1", "--constraints", "--filter", "removed", "--db", StoreCLI.loginDatabase())
        #expect(out.stdout == """
            diff of login from revision 1 to revision 3
            changes: +0 -2 ~0 constraints, +0 -1 ~0 views
              - view subtitle in header intrinsic 80x16
              - subtitle.top == title.bottom + 4
              - subtitle.centerX == title.centerX

            """)
    }

    @Test func theJSONNamesConstraintsByIdentity() {
        let out = layoutdb("diff", "1", "3", "--constraints", "--json", "--db", StoreCLI.loginDatabase())
        // Identities in the order login.layout creates them: header 1–4 (the update keeps 4),
        // title 5–7, avatar 8–11 (its remake keeps 8, 9, 11, drops 10 and adds 16), button
        // 12–15, the VFL line and subtitle.centerX 17–18, the distribution 19–24, the tabs
        // 25–30, title.width >= 60 31; login-v3's forgot constraints are 32 and 33.
        #expect(out.stdout == """
            {
              "format": 1,
              "document": "login",
              "from": 1,
              "to": 3,
              "changes": {
                "summary": "+2 -2 ~5 constraints, +1 -1 ~0 views",
                "canvases": {
                  "added": [],
                  "removed": [],
                  "modified": []
                },
                "views": {
                  "added": [
                    {
                      "name": "forgot",
                      "line": "view forgot intrinsic 140x18"
                    }
                  ],
                  "removed": [
                    {
                      "name": "subtitle",
                      "line": "view subtitle in header intrinsic 80x16"
                    }
                  ],
                  "modified": []
                },
                "constraints": {
                  "added": [
                    {
                      "id": 32,
                      "line": "forgot.top == button.bottom + 12"
                    },
                    {
                      "id": 33,
                      "line": "forgot.centerX == button.centerX"
                    }
                  ],
                  "removed": [
                    {
                      "id": 17,
                      "line": "subtitle.top == title.bottom + 4"
                    },
                    {
                      "id": 18,
                      "line": "subtitle.centerX == title.centerX"
                    }
                  ],
                  "modified": [
                    {
                      "id": 4,
                      "old": "header.height == 80",
                      "new": "header.height == 96"
                    },
                    {
                      "id": 12,
                      "old": "button.top == header.bottom + 20",
                      "new": "button.top == header.bottom + 24"
                    },
                    {
                      "id": 13,
                      "old": "button.left == root.left + 16",
                      "new": "button.left == root.left + 24"
                    },
                    {
                      "id": 14,
                      "old": "button.right == root.right - 16",
                      "new": "button.right == root.right - 24"
                    },
                    {
                      "id": 15,
                      "old": "button.height == 44 @750 key buttonHeight",
                      "new": "button.height == 50 @750 key buttonHeight"
                    }
                  ]
                }
              }
            }

            """)
    }

    @Test func theFramesJSONGivesTheMovementOfModifiedFramesOnly() {
        let database = StoreCLI.loginDatabase()
        let removed = layoutdb("diff", "2", "3", "--frames", "--filter", "removed", "--json", "--db", database).stdout
        // subtitle's frame at revision 2 on the phone (ShowTests): (147.5, 63, 80, 16).
        #expect(removed.hasPrefix("""
            {
              "format": 1,
              "document": "login",
              "from": 2,
              "to": 3,
              "frames": [
                {
                  "canvas": "phone",
                  "view": "subtitle",
                  "change": "removed",
                  "old": {
                    "x": 147.5,
                    "y": 63,
                    "width": 80,
                    "height": 16
                  },
                  "new": null,
                  "dx": null,
                  "dy": null,
                  "dw": null,
                  "dh": null
                },
            """))
        // The button on the phone: (16, 100, 343, 44) → (24, 120, 327, 50).
        #expect(layoutdb("diff", "1", "2", "--frames", "--json", "--db", database).stdout.contains("""
                {
                  "canvas": "phone",
                  "view": "button",
                  "change": "modified",
                  "old": {
                    "x": 16,
                    "y": 100,
                    "width": 343,
                    "height": 44
                  },
                  "new": {
                    "x": 24,
                    "y": 120,
                    "width": 327,
                    "height": 50
                  },
                  "dx": 8,
                  "dy": 20,
                  "dw": -16,
                  "dh": 6
                },
            """))
    }

    @Test func aRevisionDiffedWithItselfChangesNothing() {
        #expect(layoutdb("diff", "2", "2", "--db", StoreCLI.loginDatabase()).stdout == """
            diff of login from revision 2 to revision 2
            changes: no change

            frames: none changed

            """)
    }

    @Test func bothRevisionsMustBeOfOneDocument() {
        let database = StoreCLI.loginDatabase()
        StoreCLI.applyExamples([("settings.layout", "settings")], to: database)
        #expect(layoutdb("diff", "1", "4", "--db", database) == CommandOutput(
            stderr: "error: revision 4 is of document 'settings', not 'login'\n", status: 66))
        // A number needs no --doc; HEAD~1 does when there are several documents.
        #expect(layoutdb("diff", "1", "--db", database).stdout.hasPrefix(
            "diff of login from revision 1 to revision 3\n"))
        #expect(layoutdb("diff", "HEAD~1", "--db", database).status == 64)
    }

    @Test(arguments: [("9", nil), ("1", "9"), ("HEAD~3", nil), ("1", "HEAD~7")] as [(String, String?)])
    func anUnknownRevisionExits66(first: String, second: String?) {
        let out = layoutdb(["diff", first] + (second.map { [$0] } ?? []) + ["--db", StoreCLI.loginDatabase()])
        #expect(out == CommandOutput(stderr: "error: unknown revision '\(second ?? first)'\n", status: 66))
    }

    @Test func aMissingDatabaseExits66() {
        #expect(layoutdb("diff", "1", "--db", StoreCLI.newDatabase()).status == 66)
    }

    @Test func theFilterReadsAnyOrderAndPrintsItsKindsInTheirOrder() {
        #expect(ChangeFilter(argument: "modified,added") == ChangeFilter(kinds: [.added, .modified]))
        #expect(ChangeFilter(argument: "modified,added")?.description == "added,modified")
        #expect(ChangeFilter.all.description == "added,removed,modified")
        #expect(ChangeFilter(argument: "added,moved") == nil)
    }

    @Test func theCommandLineReachesTheOptions() throws {
        let diff = try #require(try LayoutDBCommand.parseAsRoot([
            "diff", "1", "HEAD", "--frames", "--stat", "--filter", "removed,added", "--json", "--doc", "login",
        ]) as? Diff)
        #expect(diff.revision == "1" && diff.revision2 == "HEAD" && diff.frames && !diff.constraints && diff.stat)
        #expect(diff.filter.kinds == [.added, .removed] && diff.json.enabled && diff.document.doc == "login")
    }

    @Test(arguments: [
        ["diff"], ["diff", "1", "--constraints", "--frames"], ["diff", "1", "--filter", "moved"],
        ["diff", "1", "--filter", ""], ["diff", "1", "--filter", "added,"], ["diff", "1", "2", "3"],
    ])
    func badArgumentsAreUsageErrors(arguments: [String]) {
        #expect {
            var command = try LayoutDBCommand.parseAsRoot(arguments)
            try command.validate()
        } throws: { error in
            LayoutDBCommand.exitCode(for: error).rawValue == 64 && LayoutDBCommand.usageMessage(for: error).hasPrefix("error: ")
        }
    }

    @Test func exitCodeSaysWhetherTheRevisionsDiffer() {
        let database = StoreCLI.loginDatabase()
        // 1 → 3 changes constraints, views and frames: 1, with the diff printed as usual.
        let differing = layoutdb("diff", "1", "3", "--exit-code", "--db", database)
        #expect(differing.status == 1 && differing.stderr == "")
        #expect(differing.stdout == layoutdb("diff", "1", "3", "--db", database).stdout)
        #expect(layoutdb("diff", "3", "3", "--exit-code", "--db", database).status == 0)
        #expect(layoutdb("diff", "1..2", "--frames", "--exit-code", "--db", database).status == 1)
        #expect(layoutdb("diff", "1", "--stat", "--exit-code", "--json", "--db", database).status == 1)
        // Revision 3 added and removed things but modified none: nothing of that kind differs.
        #expect(layoutdb("diff", "2", "3", "--constraints", "--filter", "modified", "--exit-code", "--db", database)
            .status == 0)
        #expect(layoutdb("diff", "2", "3", "--constraints", "--filter", "added", "--exit-code", "--db", database)
            .status == 1)
        // A rollback of 3 gives 2's state back: no difference.
        #expect(layoutdb("rollback", "3", "--author", "bob", "-q", "--db", database).status == 0)
        #expect(layoutdb("diff", "2", "4", "--exit-code", "--db", database).status == 0)
        #expect(layoutdb("diff", "3", "4", "--exit-code", "--db", database).status == 1)
    }
}

import Testing
@testable import LayoutCLI

/// `layoutdb show REV`: a revision's metadata, its changes, and the frames it moved.
///
/// The frames below are derived by hand from the login files. Revision 1 on
/// the phone (375 x 812): the header is pinned to the top, 80 high; the title
/// (intrinsic 120 x 22, width capped at 375 − 32) is centred in it at
/// ((375 − 120) / 2, (80 − 22) / 2) = (127.5, 29); the subtitle (80 x 16) sits
/// 4 below the title (29 + 22 + 4 = 55) centred on it (187.5 − 40 = 147.5);
/// the avatar (40 x 40) is 16 from the header's trailing edge (375 − 16 − 40 =
/// 319; under rtl trailing is the left side: 16) and centred vertically
/// (40 − 20 = 20); the button is 20 below the header, inset 16: (16, 100, 343, 44).
/// Revision 2 makes the header 96 high, so the title, subtitle and avatar go 8
/// down (half of 16), and the button 24 below it, inset 24, 50 high:
/// (24, 120, 327, 50). The tablet (820 wide) is the same with x of the title
/// (820 − 120) / 2 = 350, subtitle 410 − 40 = 370, avatar 820 − 56 = 764, and
/// the button 820 − 32 = 788 then 820 − 48 = 772 wide.
@Suite struct ShowTests {
    @Test func theSecondRevisionShowsItsFiveModificationsAndTheFramesThatMovedOnEachCanvas() {
        #expect(layoutdb("show", "2", "--db", StoreCLI.loginDatabase()) == CommandOutput(stdout: """
            revision 2 of login (apply)
            parent:   1
            author:   ada
            time:     2023-11-14T22:14:20Z
            message:  taller header

            changes: +0 -0 ~5 constraints
              ~ header.height == 80 → header.height == 96
              ~ button.top == header.bottom + 20 → button.top == header.bottom + 24
              ~ button.left == root.left + 16 → button.left == root.left + 24
              ~ button.right == root.right - 16 → button.right == root.right - 24
              ~ button.height == 44 @750 key buttonHeight → button.height == 50 @750 key buttonHeight

            frames: 15 changed on 3 canvases
            canvas phone
              view      old                      new                   dx   dy   dw   dh
              header    (0, 0, 375, 80)       →  (0, 0, 375, 96)        0    0    0  +16
              title     (127.5, 29, 120, 22)  →  (127.5, 37, 120, 22)   0   +8    0    0
              subtitle  (147.5, 55, 80, 16)   →  (147.5, 63, 80, 16)    0   +8    0    0
              avatar    (319, 20, 40, 40)     →  (319, 28, 40, 40)      0   +8    0    0
              button    (16, 100, 343, 44)    →  (24, 120, 327, 50)    +8  +20  -16   +6

            canvas tablet
              view      old                    new                 dx   dy   dw   dh
              header    (0, 0, 820, 80)     →  (0, 0, 820, 96)      0    0    0  +16
              title     (350, 29, 120, 22)  →  (350, 37, 120, 22)   0   +8    0    0
              subtitle  (370, 55, 80, 16)   →  (370, 63, 80, 16)    0   +8    0    0
              avatar    (764, 20, 40, 40)   →  (764, 28, 40, 40)    0   +8    0    0
              button    (16, 100, 788, 44)  →  (24, 120, 772, 50)  +8  +20  -16   +6

            canvas phoneRTL
              view      old                      new                   dx   dy   dw   dh
              header    (0, 0, 375, 80)       →  (0, 0, 375, 96)        0    0    0  +16
              title     (127.5, 29, 120, 22)  →  (127.5, 37, 120, 22)   0   +8    0    0
              subtitle  (147.5, 55, 80, 16)   →  (147.5, 63, 80, 16)    0   +8    0    0
              avatar    (16, 20, 40, 40)      →  (16, 28, 40, 40)       0   +8    0    0
              button    (16, 100, 343, 44)    →  (24, 120, 327, 50)    +8  +20  -16   +6

            """))
    }

    @Test func theThirdRevisionShowsAnAddedAndARemovedFrame() {
        // login-v3: forgot (140 x 18) 12 below the button (120 + 50 + 12 = 182), centred on it:
        // phone 24 + 327 / 2 − 70 = 117.5, tablet 24 + 772 / 2 − 70 = 340; subtitle goes away.
        // An added or removed frame has no movement.
        #expect(layoutdb("show", "3", "--db", StoreCLI.loginDatabase()) == CommandOutput(stdout: """
            revision 3 of login (apply)
            parent:   2
            author:   ada
            time:     2023-11-14T22:15:20Z
            message:  forgot link

            changes: +2 -2 ~0 constraints, +1 -1 ~0 views
              + view forgot intrinsic 140x18
              - view subtitle in header intrinsic 80x16
              + forgot.top == button.bottom + 12
              + forgot.centerX == button.centerX
              - subtitle.top == title.bottom + 4
              - subtitle.centerX == title.centerX

            frames: 6 changed on 3 canvases
            canvas phone
              view      old                     new                    dx  dy  dw  dh
              forgot    none                 →  (117.5, 182, 140, 18)
              subtitle  (147.5, 63, 80, 16)  →  none

            canvas tablet
              view      old                   new                  dx  dy  dw  dh
              forgot    none               →  (340, 182, 140, 18)
              subtitle  (370, 63, 80, 16)  →  none

            canvas phoneRTL
              view      old                     new                    dx  dy  dw  dh
              forgot    none                 →  (117.5, 182, 140, 18)
              subtitle  (147.5, 63, 80, 16)  →  none

            """))
    }

    @Test func theFirstRevisionHasNoParentAndAddsEverything() {
        let out = layoutdb("show", "1", "--db", StoreCLI.loginDatabase())
        let lines = StoreCLI.nonEmptyLines(out.stdout)
        #expect(Array(lines.prefix(6)) == [
            "revision 1 of login (apply)",
            "parent:   none",
            "author:   ada",
            "time:     2023-11-14T22:13:20Z",
            "message:  first",
            // As apply printed it (ApplyTests): 30 constraints, 8 views, 3 canvases.
            "changes: +30 -0 ~0 constraints, +8 -0 ~0 views, +3 -0 ~0 canvases",
        ])
        // Every view appears on every canvas: 8 × 3 frames added.
        #expect(lines.contains("frames: 24 changed on 3 canvases"))
        #expect(lines.contains("  header    none  →  (0, 0, 375, 80)"))
    }

    @Test func headAndHeadTildeNameTheSameRevisionsAsNumbers() {
        let database = StoreCLI.loginDatabase()
        #expect(layoutdb("show", "HEAD", "--db", database) == layoutdb("show", "3", "--db", database))
        #expect(layoutdb("show", "HEAD~1", "--db", database) == layoutdb("show", "2", "--db", database))
    }

    @Test func theJSONIsTheRevisionThenItsChangesAndFrames() {
        let database = StoreCLI.loginDatabase()
        let out = layoutdb("show", "3", "--json", "--db", database)
        #expect(out.status == 0)
        let lines = StoreCLI.nonEmptyLines(out.stdout)
        // The members of log --json's revision (digest blanked: it is tested there), then
        // `changes` and `frames` exactly as `diff 2 3 --json` prints them.
        #expect(lines.prefix(10).map { $0.hasPrefix("  \"digest\"") ? "  \"digest\": …" : $0 } == [
            "{",
            "  \"format\": 1,",
            "  \"revision\": 3,",
            "  \"document\": \"login\",",
            "  \"parent\": 2,",
            "  \"time\": \"2023-11-14T22:15:20.000Z\",",
            "  \"author\": \"ada\",",
            "  \"kind\": \"apply\",",
            "  \"message\": \"forgot link\",",
            "  \"digest\": …",
        ])
        #expect(lines[10] == "  \"target\": null,")
        let diff = StoreCLI.nonEmptyLines(layoutdb("diff", "2", "3", "--json", "--db", database).stdout)
        // diff's lines after its format, document, from and to are show's after target.
        #expect(Array(lines.dropFirst(11)) == Array(diff.dropFirst(5)))
        #expect(lines[11] == "  \"changes\": {")
    }

    @Test func aRolledBackRevisionShowsItsKindAndTarget() {
        let database = StoreCLI.loginDatabase()
        #expect(layoutdb("rollback", "3", "--author", "bob", "--db", database).status == 0)
        let lines = StoreCLI.nonEmptyLines(layoutdb("show", "4", "--db", database).stdout)
        #expect(lines.first == "revision 4 of login (rollback 3)")
        #expect(lines.contains("author:   bob"))
        #expect(lines.contains("message:  rollback 3"))
        // The rollback of revision 3 shows the reverse of revision 3's changes.
        #expect(lines.contains("  + view subtitle in header intrinsic 80x16"))
        #expect(lines.contains("  - forgot.centerX == button.centerX"))
        // On the phone the old column is as wide as "(117.5, 182, 140, 18)", 21 characters.
        #expect(lines.contains("  subtitle  none" + String(repeating: " ", count: 17) + "  →  (147.5, 63, 80, 16)"))
        #expect(lines.contains("  forgot    (117.5, 182, 140, 18)  →  none"))
    }

    @Test(arguments: ["9", "HEAD~3", "HEAD^^^"])
    func anUnknownRevisionExits66(revision: String) {
        #expect(layoutdb("show", revision, "--db", StoreCLI.loginDatabase()) == CommandOutput(
            stderr: "error: unknown revision '\(revision)'\n", status: 66))
    }

    @Test func aMissingDatabaseExits66AndIsNotCreated() {
        let database = StoreCLI.newDatabase()
        #expect(layoutdb("show", "1", "--db", database).status == 66)
        #expect(!StoreCLI.exists(database))
    }

    @Test func aRevisionOfAnotherDocumentThanTheOptionExits66() {
        let database = StoreCLI.loginDatabase()
        StoreCLI.applyExamples([("settings.layout", "settings")], to: database)
        #expect(layoutdb("show", "2", "--doc", "settings", "--db", database) == CommandOutput(
            stderr: "error: revision 2 is of document 'login', not 'settings'\n", status: 66))
        #expect(layoutdb("show", "HEAD", "--db", database).status == 64)
    }

    @Test func theCommandLineReachesTheOptions() throws {
        let show = try #require(try LayoutDBCommand.parseAsRoot(["show", "HEAD~1", "--doc", "login", "--json"]) as? Show)
        #expect(show.revision == "HEAD~1" && show.document.doc == "login" && show.json.enabled)
    }

    @Test(arguments: [["show"], ["show", "1", "2"], ["show", "1", "--doc"]])
    func badArgumentsAreUsageErrors(arguments: [String]) {
        #expect {
            _ = try LayoutDBCommand.parseAsRoot(arguments)
        } throws: { error in
            LayoutDBCommand.exitCode(for: error).rawValue == 64 && LayoutDBCommand.usageMessage(for: error).hasPrefix("error: ")
        }
    }
}

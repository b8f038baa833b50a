import Foundation
import LayoutModel
import Testing
@testable import LayoutCLI

/// `layoutdb frames`: the frames stored with a revision, read back, as `solve` prints them.
@Suite struct FramesTests {
    /// The login history's files, revision k being the first k.
    let history = ["login.layout", "login-v2.layout", "login-v3.layout"].map(StoreCLI.example)

    @Test(arguments: [1, 2, 3])
    func theStoredFramesAreThoseSolveComputesForTheSameFiles(revision: Int) {
        let database = StoreCLI.loginDatabase()
        // An independent path: `solve` parses and solves the files from scratch.
        let files = history.prefix(revision)
        let solved = layoutdb(["solve"] + files)
        let stored = layoutdb("frames", String(revision), "--db", database)
        #expect(stored.status == 0)
        #expect(stored.stderr == "")
        #expect(stored.stdout == solved.stdout)
        let solvedJSON = layoutdb(["solve"] + files + ["--json"])
        let storedJSON = layoutdb("frames", String(revision), "--json", "--db", database)
        // The same JSON, but `revision` is the number instead of null (cli.md).
        #expect(storedJSON.stdout == solvedJSON.stdout.replacingOccurrences(
            of: "\"revision\": null", with: "\"revision\": \(revision)"))
        for coordinates in [Coordinates.parent, .root] {
            #expect(layoutdb("frames", String(revision), "--coordinates", coordinates.rawValue, "--db", database).stdout
                    == layoutdb(["solve"] + files + ["--coordinates", coordinates.rawValue]).stdout)
        }
    }

    @Test func theHeadIsTheDefaultAndHeadTildeCountsBack() {
        let database = StoreCLI.loginDatabase()
        let head = layoutdb("frames", "--db", database)
        #expect(head == layoutdb("frames", "3", "--db", database))
        #expect(head == layoutdb("frames", "HEAD", "--db", database))
        #expect(layoutdb("frames", "HEAD~2", "--db", database)
                == layoutdb("frames", "1", "--db", database))
    }

    @Test func theSecondRevisionMovesTheButtonOnThePhone() {
        let out = layoutdb("frames", "2", "--canvas", "phone", "--db", StoreCLI.loginDatabase())
        // Revision 2 (login-v2): header pinned to the top, 96 high: (0, 0, 375, 96); button
        // 24 below it and inset 24 on both sides, 50 high: (24, 120, 375 − 48 = 327, 50).
        let rows = StoreCLI.nonEmptyLines(out.stdout).map { $0.split(separator: " ").map(String.init) }
        #expect(rows.first == ["canvas", "phone", "375x812", "ltr"])
        #expect(rows.contains(["header", "root", "0", "0", "375", "96"]))
        #expect(rows.contains(["button", "root", "24", "120", "327", "50"]))
        #expect(!out.stdout.contains("canvas tablet"))
        // Revision 1: the header is 80 high (make 64, then update 80).
        let first = layoutdb("frames", "1", "--canvas", "phone", "--db", StoreCLI.loginDatabase())
        #expect(first.stdout.contains("  header    root        0    0    375      80\n"))
    }

    @Test func rootCoordinatesAddTheParentsOrigin() {
        let database = StoreCLI.newDatabase()
        let text = """
            canvas small 100x100
            view box
            view dot in box
            make box { left.equalTo(10); top.equalTo(20); size.equalTo(size(50, 40)) }
            make dot { left.top.equalTo(superview).offset(5); size.equalTo(size(4, 4)) }
            """
        #expect(StoreCLI.apply([StoreCLI.file("b.layout", text)], to: database).status == 0)
        // box at (10, 20) in the root; dot 5 inside box: (5, 5) in box, (15, 25) in the root.
        #expect(layoutdb("frames", "--db", database).stdout == """
            canvas small 100x100 ltr
              view  parent   x   y  width  height
              box   root    10  20     50      40
              dot   box      5   5      4       4

            """)
        #expect(layoutdb("frames", "--coordinates", "root", "--db", database).stdout == """
            canvas small 100x100 ltr
              view  space   x   y  width  height
              box   root   10  20     50      40
              dot   root   15  25      4       4

            """)
    }

    @Test func anAmbiguousViewIsListedAsStored() {
        let database = StoreCLI.newDatabase()
        // a has a width and a left edge, nothing for y or height: y and height are free.
        #expect(StoreCLI.apply([StoreCLI.file("a.layout", "view a\nmake a { left.equalTo(0); width.equalTo(10) }\n")],
                               to: database)
            .status == 0)
        let out = layoutdb("frames", "--db", database)
        #expect(out.status == 0)
        #expect(out.stdout.contains("  ambiguous: a (y, height free)\n"))
    }

    @Test func anUnknownCanvasExits66WithASuggestion() {
        #expect(layoutdb("frames", "--canvas", "phon", "--db", StoreCLI.loginDatabase()) == CommandOutput(
            stderr: "error: unknown canvas 'phon' at revision 3; did you mean 'phone'?\n", status: 66))
    }

    @Test(arguments: ["9", "HEAD~3", "HEAD^^^", "0"])
    func anUnknownRevisionExits66(revision: String) {
        // The history has revisions 1, 2, 3: HEAD~3 would be before the first.
        #expect(layoutdb("frames", revision, "--db", StoreCLI.loginDatabase()) == CommandOutput(
            stderr: "error: unknown revision '\(revision)'\n", status: 66))
    }

    @Test func documentsAreChosenByOptionOrByTheRevisionNumber() {
        let database = StoreCLI.loginDatabase()
        StoreCLI.applyExamples([("settings.layout", "settings")], to: database)
        #expect(layoutdb("frames", "--db", database) == CommandOutput(
            stderr: "error: the database holds several documents (login, settings); name one with --doc\n", status: 64))
        #expect(layoutdb("frames", "HEAD~1", "--db", database).status == 64)
        // Revision numbers are global: 4 is settings' first revision, 2 is login's second.
        let settings = layoutdb("frames", "4", "--db", database)
        #expect(settings == layoutdb("frames", "--doc", "settings", "--db", database))
        #expect(settings.stdout.hasPrefix("canvas phone 375x667 ltr\n"))
        #expect(layoutdb("frames", "HEAD~1", "--doc", "login", "--db", database)
                == layoutdb("frames", "2", "--db", database))
        #expect(layoutdb("frames", "2", "--doc", "settings", "--db", database) == CommandOutput(
            stderr: "error: revision 2 is of document 'login', not 'settings'\n", status: 66))
        #expect(layoutdb("frames", "--doc", "setings", "--db", database) == CommandOutput(
            stderr: "error: unknown document 'setings'; did you mean 'settings'?\n", status: 66))
    }

    @Test func aMissingOrForeignDatabaseIsAnError() throws {
        let missing = StoreCLI.newDatabase()
        #expect(layoutdb("frames", "--db", missing).status == 66)
        #expect(!StoreCLI.exists(missing))
        let foreign = StoreCLI.temporaryDirectory() + "/x.db"
        try Data(repeating: 7, count: 4096).write(to: URL(fileURLWithPath: foreign))
        #expect(layoutdb("frames", "--db", foreign) == CommandOutput(
            stderr: "error: '\(foreign)' is not a layoutdb database: it is not a SQLite database\n", status: 74))
    }

    @Test func theCommandLineReachesTheOptions() throws {
        let frames = try #require(try LayoutDBCommand.parseAsRoot([
            "frames", "HEAD~1", "--doc", "login", "--canvas", "phone", "--coordinates", "root", "--json",
        ]) as? Frames)
        #expect(frames.revision.revision == "HEAD~1" && frames.document.doc == "login" && frames.canvas.name == "phone")
        #expect(frames.coordinates == .root && frames.json.enabled)
    }
}

import Foundation
import Testing
@testable import LayoutCLI

/// Self-sizing canvases on the command line: `frames` and `solve` print the
/// size a fitted canvas was laid out at, then its declaration; `diff` shows
/// a cell growing as the root's frame; `render` draws the fitted size; an
/// axis nothing reaches is warned about. Sizes derived by hand in comments.
@Suite struct FittedCanvasCLITests {
    /// A label pinned 8 from every edge: on `cell` (375xfit) 359 wide, its
    /// intrinsic height high, the cell 8 + h + 8; on `phone` (375x100) the
    /// label is 100 − 16 = 84 high.
    static let first = """
        layout cell
        canvas cell 375xfit
        canvas phone 375x100
        view label intrinsic 200x20
        make label { edges.equalTo(superview).insets(insets(8, 8, 8, 8)) }
        """
    /// The label grows to 40: the cell to 8 + 40 + 8 = 56.
    static let second = "layout cell\nview label intrinsic height 40\n"

    func database() -> String {
        let database = StoreCLI.newDatabase()
        #expect(StoreCLI.apply([StoreCLI.file("c1.layout", Self.first)], to: database, "-q").status == 0)
        #expect(StoreCLI.apply([StoreCLI.file("c2.layout", Self.second)], to: database, "-q").status == 0)
        return database
    }

    @Test func framesPrintTheFittedSizeThenTheDeclaration() {
        let database = database()
        let out = layoutdb("frames", "1", "--canvas", "cell", "--db", database)
        #expect(out.status == 0 && out.stderr == "")
        #expect(out.stdout == """
            canvas cell 375x36 (375xfit) ltr
              view   parent  x  y  width  height
              label  root    8  8    359      20

            """)
        let head = layoutdb("frames", "--db", database)
        #expect(StoreCLI.nonEmptyLines(head.stdout).filter { $0.hasPrefix("canvas") }
                == ["canvas cell 375x56 (375xfit) ltr", "canvas phone 375x100 ltr"])
        // solve prints the same, computed afresh.
        let solved = layoutdb("solve", StoreCLI.file("c.layout", Self.first))
        #expect(solved.stdout == layoutdb("frames", "1", "--db", database).stdout)
    }

    @Test func theFramesJSONGivesTheFittedSizeAndTheDeclarationOfAFittedCanvasOnly() throws {
        let out = layoutdb("frames", "--json", "--db", database())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
        let canvases = try #require(object["canvases"] as? [[String: Any]])
        #expect(canvases[0]["name"] as? String == "cell")
        #expect(canvases[0]["width"] as? Double == 375 && canvases[0]["height"] as? Double == 56)
        #expect(canvases[0]["fit"] as? String == "375xfit")
        #expect(canvases[1]["height"] as? Double == 100 && canvases[1]["fit"] == nil)
    }

    @Test func aDiffShowsTheCellGrowing() {
        let out = layoutdb("diff", "1", "2", "--db", database())
        #expect(out.status == 0)
        // The root 36 → 56 and the label 20 → 40 high on cell; nothing moves on phone.
        #expect(out.stdout.hasSuffix("""
            frames: 2 changed on 1 canvas
            canvas cell
              view   old                 new              dx  dy  dw   dh
              root   (0, 0, 375, 36)  →  (0, 0, 375, 56)   0   0   0  +20
              label  (8, 8, 359, 20)  →  (8, 8, 359, 40)   0   0   0  +20

            """))
    }

    @Test func renderDrawsAFittedCanvasAtItsFittedSize() {
        let database = database()
        let out = layoutdb("render", "1", "--canvas", "cell", "--db", database)
        #expect(out.status == 0)
        // 375x36, drawn under a 20-point title band.
        #expect(out.stdout.contains(#"<rect class="root" x="0" y="0" width="375" height="36""#))
        #expect(out.stdout.contains(">cell 375x36 ltr</text>"))
        let head = layoutdb("render", "--canvas", "cell", "--db", database)
        #expect(head.stdout.contains(#"<rect class="root" x="0" y="0" width="375" height="56""#))
    }

    @Test func exportWritesTheDeclarationAndItRoundTrips() {
        let database = database()
        let out = layoutdb("export", "--db", database)
        #expect(out.stdout.contains("canvas cell 375xfit ltr\ncanvas phone 375x100 ltr\n"))
        let copy = StoreCLI.newDatabase()
        #expect(StoreCLI.apply([StoreCLI.file("cell.layout", out.stdout)], to: copy, "-q").status == 0)
        #expect(layoutdb("frames", "--db", copy).stdout == layoutdb("frames", "--db", database).stdout)
    }

    @Test func theStateJSONWritesAFittedSideAsNull() throws {
        let out = layoutdb("export", "--format", "json", "--db", database())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
        let canvases = try #require(object["canvases"] as? [[String: Any]])
        #expect(canvases[0]["width"] as? Double == 375 && canvases[0]["height"] is NSNull)
        #expect(canvases[1]["width"] as? Double == 375 && canvases[1]["height"] as? Double == 100)
    }

    @Test func anAxisNothingReachesIsWarnedAboutBySolveApplyAndCheck() {
        // The label is pinned to the top only: the fitted height is 0.
        let file = StoreCLI.file("u.layout", """
            layout u
            canvas cell 375xfit
            view label intrinsic 200x20
            make label { top.left.equalTo(superview).offset(8) }
            """)
        let warning = "warning: canvas 'cell': the fitted height depends on no constraint: it is 0 "
            + "(nothing reaches the root's bottom)\n"
        let solved = layoutdb("solve", file)
        #expect(solved.status == 0 && solved.stderr == warning)
        #expect(solved.stdout.hasPrefix("canvas cell 375x0 (375xfit) ltr\n"))
        let database = StoreCLI.newDatabase()
        let applied = StoreCLI.apply([file], to: database, "-q")
        #expect(applied.status == 0 && applied.stderr == warning)
        let checked = layoutdb("check", "--db", database)
        #expect(checked.status == 0)
        #expect(checked.stdout.contains("warning: unconstrained-fit on canvas 'cell': the fitted height depends on no constraint"))
    }
}

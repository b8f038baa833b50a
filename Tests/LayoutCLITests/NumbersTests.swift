import Foundation
import LayoutModel
import Testing
@testable import LayoutCLI

/// Numbers on the command line (docs/cli.md; docs/semantics.md, "Numbers and
/// their bounds"): a number out of range is an invalid file (65) for every
/// verb, a frame that overflows is refused by `solve`, `check` and `apply`
/// alike (1), and no table prints `inf` or `nan`.
@Suite struct NumbersTests {
    /// `z` first, then widths each 10 000 times the one before from 1000
    /// (1e3 × 1e4^k: past a double's largest from k = 77); z is 10 000 times c79.
    static func overflowing() -> String {
        var lines = ["layout chain", "canvas phone 375x812", "view z"] + (0..<80).map { "view c\($0)" }
        lines.append("make z { left.top.equalTo(superview); height.equalTo(10); width.equalTo(c79).multipliedBy(10000) }")
        lines.append("make c0 { left.top.equalTo(superview); height.equalTo(10); width.equalTo(1000) }")
        for k in 1..<80 {
            lines.append("make c\(k) { left.top.equalTo(superview); height.equalTo(10); width.equalTo(c\(k - 1)).multipliedBy(10000) }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static let frameError = "error: the frame of 'z' on canvas 'phone' is out of range: width inf "
        + "(a frame's values are finite and at most 1e12 either way; a chain of multipliers grows too fast)"

    @Test func solveCheckAndApplyRefuseAFrameThatOverflowsAlike() {
        let file = StoreCLI.file("chain.layout", Self.overflowing())
        let solved = layoutdb("solve", file)
        #expect(solved == CommandOutput(stdout: "", stderr: Self.frameError + "\n", status: 1))
        let json = layoutdb("solve", file, "--json")
        #expect(json == CommandOutput(stdout: "", stderr: Self.frameError + "\n", status: 1))
        let checked = layoutdb("check", file, "--db", StoreCLI.newDatabase())
        #expect(checked == CommandOutput(stdout: "", stderr: Self.frameError + "\n", status: 1))
        // A first apply: refused in memory, no database made.
        let missing = StoreCLI.newDatabase()
        let first = layoutdb("apply", file, "--author", "ada", "--db", missing)
        #expect(first == CommandOutput(stdout: "", stderr: Self.frameError + "; nothing was written\n", status: 1))
        #expect(!FileManager.default.fileExists(atPath: missing))
        // On a database: refused, the database as it was.
        let database = StoreCLI.loginDatabase()
        let before = layoutdb("log", "--db", database, "--json").stdout
        let applied = layoutdb("apply", file, "--author", "ada", "--allow-conflicts", "--db", database)
        #expect(applied == CommandOutput(stdout: "", stderr: Self.frameError + "; nothing was written\n", status: 1))
        #expect(layoutdb("log", "--db", database, "--json").stdout == before)
    }

    @Test func aNumberOutOfRangeIsAnInvalidFileForEveryVerb() {
        // "canvas c " is 9 characters; "a.width == " 11; a sum of two lengths within
        // the bound, 1.8e7, is beyond it, at the start of its line.
        let file = StoreCLI.file("bad.layout", "canvas c 1e308x10\ncanvas d 0x0\nview a\na.width == 1e308\n"
                                 + "a.width == 9000000 + 9000000\n")
        let expected = "\(file):1:10: error: canvas size '1e308x10' is out of range (each side more than 0 and at most 1e7)\n"
            + "\(file):2:10: error: canvas size '0x0' is out of range (each side more than 0 and at most 1e7)\n"
            + "\(file):4:12: error: number '1e308' is out of range (at most 1e7 either way)\n"
            + "\(file):5:1: error: constant 18000000 is out of range (at most 1e7 either way)\n"
        let database = StoreCLI.newDatabase()
        for verb in [["solve", file], ["check", file, "--db", database], ["apply", file, "--db", database]] {
            let out = layoutdb(verb)
            #expect(out.status == 65, "\(verb)")
            #expect(out.stderr == expected, "\(verb)")
            #expect(out.stdout == "", "\(verb)")
        }
        #expect(!FileManager.default.fileExists(atPath: database))
    }

    @Test func theTablesWriteAValueThatIsNotFiniteAsNullAsTheJSONDoes() {
        // No frame layoutdb solves or stores is so; a database altered by hand may hold one.
        let canvas = CanvasLayout(canvas: Canvas(name: "phone", width: 375, height: 812),
                                  frames: [("a", Frame(x: 1.5, y: .nan, width: .infinity, height: -.infinity))])
        let layout = Layout(name: "d", canvases: [canvas.canvas], views: [View(name: "a", parent: "root")],
                            constraints: [], nextConstraintID: 1)
        #expect(FramesOutput.table(layout: layout, canvases: [canvas], coordinates: .parent) == """
            canvas phone 375x812 ltr
              view  parent    x     y  width  height
              a     root    1.5  null   null    null
            """)
        let json = FramesOutput.json(document: "d", revision: 1, layout: layout, canvases: [canvas], coordinates: .parent)
            .rendered(indent: 0)
        #expect(json.contains(#""a":{"parent":"root","guide":false,"x":1.5,"y":null,"width":null,"height":null}"#))
        #expect(FrameChangesOutput.signed(.nan) == "null" && FrameChangesOutput.signed(.infinity) == "null")
        #expect(FrameChangesOutput.signed(2) == "+2" && FrameChangesOutput.signed(-2) == "-2")
        #expect(FrameChangesOutput.frameText(Frame(x: .infinity, y: 0, width: 1, height: 1)) == "(null, 0, 1, 1)")
    }
}

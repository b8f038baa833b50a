import Foundation
import Testing
@testable import LayoutCLI

/// `layoutdb render` and `solve --svg`: the picture of stored (or solved) frames.
@Suite struct RenderTests {
    /// A new database holding `Golden/render-tiny.layout` as revision 1.
    static func tinyDatabase() -> String {
        let database = StoreCLI.newDatabase()
        let applied = layoutdb("apply", GoldenTests.fixture("render-tiny.layout"), "-m", "tiny", "--author", "ada",
                               "-q", "--db", database)
        #expect(applied.status == 0, "\(applied.stderr)")
        return database
    }

    static func golden() throws -> String {
        try String(contentsOfFile: GoldenTests.fixture("render-tiny.svg"), encoding: .utf8)
    }

    @Test func theFirstCanvasIsDrawnAsItsGoldenFile() throws {
        let out = layoutdb("render", "--db", Self.tinyDatabase())
        #expect(out.status == 0)
        #expect(out.stderr == "")
        #expect(out.stdout == (try Self.golden()))
    }

    @Test func solveDrawsTheSameFramesWithNoDatabase() throws {
        let out = layoutdb("solve", GoldenTests.fixture("render-tiny.layout"), "--canvas", "c", "--svg")
        #expect(out.status == 0)
        #expect(out.stdout == (try Self.golden()))
        // With no --canvas, solve draws every canvas, as render --all does.
        let all = layoutdb("solve", GoldenTests.fixture("render-tiny.layout"), "--svg")
        #expect(all.stdout == layoutdb("render", "--all", "--db", Self.tinyDatabase()).stdout)
        #expect(layoutdb("solve", GoldenTests.fixture("render-tiny.layout"), "--svg", "--json").status == 64)
    }

    @Test func outputGoesToTheFileNamedByO() throws {
        let folder = StoreCLI.temporaryDirectory()
        let out = layoutdb("render", "1", "-o", folder + "/tiny.svg", "--db", Self.tinyDatabase())
        #expect(out == CommandOutput(stdout: "", stderr: "", status: 0))
        #expect(try String(contentsOfFile: folder + "/tiny.svg", encoding: .utf8) == (try Self.golden()))
        // A missing folder is 66 and writes nothing.
        let missing = layoutdb("render", "-o", folder + "/no/tiny.svg", "--db", Self.tinyDatabase())
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("no such directory"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/no/tiny.svg"))
    }

    @Test func allDrawsEveryCanvasSideBySideAndCanvasOne() {
        let database = Self.tinyDatabase()
        let all = layoutdb("render", "--all", "--db", database)
        #expect(all.status == 0)
        // c (100 wide) at x 0, wide (200) at 100 + 40 = 140; 100 + 40 + 200 = 340 wide, 20 + 60 high.
        #expect(all.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"340\" height=\"80\""))
        #expect(all.stdout.contains("<g class=\"canvas\" data-canvas=\"c\" transform=\"translate(0,20)\">"))
        #expect(all.stdout.contains("<g class=\"canvas\" data-canvas=\"wide\" transform=\"translate(140,20)\">"))
        #expect(all.stdout.contains(">wide 200x60 ltr</text>"))
        let wide = layoutdb("render", "--canvas", "wide", "--db", database)
        #expect(wide.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"80\""))
        #expect(!wide.stdout.contains("data-canvas=\"c\""))
    }

    @Test func badSelectionsAreRefusedWithTheirStatus() {
        let database = Self.tinyDatabase()
        let unknown = layoutdb("render", "--canvas", "wid", "--db", database)
        #expect(unknown.status == 66)
        #expect(unknown.stdout == "")
        #expect(unknown.stderr.contains("unknown canvas 'wid' at revision 1; did you mean 'wide'?"))
        #expect(layoutdb("render", "--all", "--canvas", "c", "--db", database).status == 64)
        #expect(layoutdb("render", "--format", "png", "--db", database).status == 64)
        #expect(layoutdb("render", "9", "--db", database).status == 66)
        #expect(layoutdb("render", "--db", StoreCLI.newDatabase()).status == 66)
    }

    @Test(arguments: ["feed-cell.layout", "login.layout", "settings.layout", "settings-screen.layout"])
    func everyExampleHasOneShapeAndOneLabelPerViewAndCanvas(example: String) throws {
        let file = StoreCLI.example(example)
        let svg = layoutdb("solve", file, "--svg")
        #expect(svg.status == 0 && svg.stderr == "")
        // The frames JSON of the same solve lists each canvas's views (the root excluded).
        let json = try JSONSerialization.jsonObject(with: Data(layoutdb("solve", file, "--json").stdout.utf8)) as? [String: Any]
        let canvases = try #require(json?["canvases"] as? [[String: Any]])
        let views = canvases.reduce(0) { $0 + (($1["frames"] as? [String: Any])?.count ?? 0) }
        #expect(views > 0)
        #expect(svg.stdout.matches(of: /<g class="view[ "]/).count == views)
        #expect(svg.stdout.matches(of: /<g class="label (?:inside|beside|below|above|left)"/).count == views)
        #expect(svg.stdout.matches(of: /<g class="canvas[ "]/).count == canvases.count)
    }

    @Test func aStoredConflictIsOutlinedWithItsSetAndItsKeyIsText() {
        let database = StoreCLI.newDatabase()
        // a: 20 x 10 at the root's corner, then a width of 30 keyed "<script>", which
        // contradicts the 20: it is left out (last in the set), so a stays (0, 0, 20, 10).
        let file = StoreCLI.file("k.layout", """
            layout k
            canvas c 100x60
            view a
            make a { top.left.equalTo(superview); height.equalTo(10); width.equalTo(20) }
            a.width == 30 key "<script>"

            """)
        let applied = layoutdb("apply", file, "--allow-conflicts", "-q", "--db", database)
        #expect(applied.status == 0, "\(applied.stderr)")
        let svg = layoutdb("render", "--db", database)
        #expect(svg.status == 0)
        #expect(svg.stdout.contains("<g class=\"view unsatisfiable\" data-view=\"a\">"))
        #expect(svg.stdout.contains("<rect class=\"frame\" x=\"0\" y=\"0\" width=\"20\" height=\"10\" fill=\"#dbe9f6\" stroke=\"#d00000\""))
        #expect(svg.stdout.contains("unsatisfiable: a.width == 20; a.width == 30 key \"&lt;script&gt;\"</title>"))
        #expect(!svg.stdout.contains("<script"))
    }

    @Test func theLoginHistoryIsDrawnFromItsStoredFrames() {
        let database = StoreCLI.loginDatabase()
        let svg = layoutdb("render", "2", "--all", "--db", database).stdout
        // 8 views on each of phone, tablet and phoneRTL.
        #expect(svg.matches(of: /<g class="view[ "]/).count == 24)
        #expect(svg.contains("<g class=\"canvas rtl\" data-canvas=\"phoneRTL\""))
        // Revision 2 on the phone (FramesTests derives them): header (0, 0, 375, 96),
        // button (24, 120, 327, 50); the phone is the first canvas, at the origin.
        let phone = layoutdb("render", "2", "--db", database).stdout
        #expect(phone.contains("<rect class=\"frame\" x=\"0\" y=\"0\" width=\"375\" height=\"96\""))
        #expect(phone.contains("<rect class=\"frame\" x=\"24\" y=\"120\" width=\"327\" height=\"50\""))
    }
}

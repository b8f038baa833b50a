import Foundation
import LayoutModel
import Testing
@testable import LayoutCLI

/// The safe area and custom guides on the command line: `frames` marks guides
/// and heads a canvas with its insets, the JSON says both, `check` reports a
/// safe area that does not settle, `render` draws guides as `view guide`
/// groups, `diff` shows a change of insets (docs/cli.md, docs/render.md).
@Suite struct GuidesCLITests {
    /// title 8 below the safe area's top (59): (16, 67, 100, 44); the spacer
    /// guide after it, 8 wide: (116, 67, 8, 44); the button after the spacer: x 124.
    static let text = """
        layout g
        canvas phone 375x812 safe 59 0 34 0
        view title
        guide spacer
        view button
        make title { top.equalTo(root.safeArea).offset(8); left.equalTo(16); width.equalTo(100); height.equalTo(44) }
        make spacer { left.equalTo(title.right); top.height.equalTo(title); width.equalTo(8) }
        button.left == spacer.right
        make button { top.size.equalTo(title) }

        """

    func database() -> String {
        let database = StoreCLI.newDatabase()
        #expect(StoreCLI.apply([StoreCLI.file("g.layout", Self.text)], to: database).status == 0)
        return database
    }

    @Test func framesMarkTheGuideAndHeadTheCanvasWithItsInsets() {
        let out = layoutdb("frames", "--db", database())
        #expect(out.status == 0)
        let rows = StoreCLI.nonEmptyLines(out.stdout).map { $0.split(separator: " ").map(String.init) }
        #expect(rows.first == ["canvas", "phone", "375x812", "ltr", "safe", "59", "0", "34", "0"])
        #expect(rows.contains(["title", "root", "16", "67", "100", "44"]))
        #expect(rows.contains(["spacer", "(guide)", "root", "116", "67", "8", "44"]))
        #expect(rows.contains(["button", "root", "124", "67", "100", "44"]))
    }

    @Test func theFramesJSONSaysWhichIsAGuideAndTheInsets() throws {
        let out = layoutdb("frames", "--json", "--db", database())
        let json = try #require(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
        let canvas = try #require((json["canvases"] as? [[String: Any]])?.first)
        let safe = try #require(canvas["safeArea"] as? [String: Double])
        #expect(safe == ["top": 59, "left": 0, "bottom": 34, "right": 0])
        #expect(canvas["unsettled"] as? Bool == false)
        let frames = try #require(canvas["frames"] as? [String: [String: Any]])
        #expect(frames["spacer"]?["guide"] as? Bool == true)
        #expect(frames["title"]?["guide"] as? Bool == false)
        #expect(frames["spacer"]?["x"] as? Double == 116)
        let state = layoutdb("export", "--format", "json", "--db", database())
        let exported = try #require(try JSONSerialization.jsonObject(with: Data(state.stdout.utf8)) as? [String: Any])
        let views = try #require(exported["views"] as? [[String: Any]])
        #expect(views.map { $0["guide"] as? Bool } == [false, true, false])
    }

    @Test func theSVGDrawsTheGuideAsADashedViewGuideGroup() throws {
        let database = database()
        let svg = layoutdb("render", "--db", database).stdout
        // One `g.view` group per frame of `frames --json` (three), one of them the guide.
        #expect(svg.components(separatedBy: "<g class=\"view").count - 1 == 3)
        #expect(svg.components(separatedBy: "<g class=\"view guide\"").count - 1 == 1)
        #expect(svg.contains("data-view=\"spacer\""))
        #expect(svg.contains("stroke-dasharray=\"4 3\""))
    }

    @Test func checkReportsASafeAreaThatDoesNotSettle() {
        // a.top == 0.5 × b.safeArea.top and b.top == a.top: b's inset swings between 0 and 59.
        let file = StoreCLI.file("u.layout", """
            canvas phone 375x812 safe 59 0 34 0
            view a
            view b
            make a { top.equalTo(b.safeArea.top).multipliedBy(0.5); left.equalTo(superview); size.equalTo(10) }
            make b { top.equalTo(a); left.equalTo(superview); width.equalTo(10); height.equalTo(100) }
            """)
        let out = layoutdb("check", file, "--db", StoreCLI.newDatabase())
        #expect(out.status == 1)
        #expect(out.stdout.contains("unsettled"), "\(out)")
        let solved = layoutdb("solve", file)
        #expect(solved.stdout.contains("  unsettled: the safe area does not settle (still moving after 8 passes)\n"))
    }

    @Test func diffShowsTheChangeOfInsets() {
        let database = database()
        #expect(StoreCLI.apply([StoreCLI.file("s.layout", "layout g\ncanvas phone 375x812 safe 47 0 34 0\n")],
                               to: database).status == 0)
        let out = layoutdb("diff", "1", "2", "--db", database)
        #expect(out.stdout.contains("safe 59 0 34 0"), "\(out)")
        #expect(out.stdout.contains("safe 47 0 34 0"), "\(out)")
    }
}

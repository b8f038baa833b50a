import Foundation
import LayoutModel
import LayoutRender
import Testing
import TestSupport

/// The XML writer's escaping and layout, and the SVG of pictures.
@Suite struct SVGPictureTests {
    /// The picture of `Golden/tiny.svg` (its README derives every number).
    static let tiny = CanvasPicture(
        name: "c", width: 100, height: 60, direction: .ltr,
        views: [
            ViewShape(name: "box", frame: Frame(x: 10, y: 10, width: 50, height: 30), depth: 1, free: ["x"]),
            ViewShape(name: "in", frame: Frame(x: 14, y: 14, width: 8, height: 8), depth: 2,
                      conflicts: ["in.width == 8; in.width == 9 key \"<script>\""]),
            ViewShape(name: "dot", frame: Frame(x: 70, y: 20, width: 0, height: 10), depth: 1),
        ])

    @Test func textAndAttributesAreEscaped() {
        #expect(XMLEscaping.text("<script>a & \"b\"</script>") == "&lt;script&gt;a &amp; \"b\"&lt;/script&gt;")
        #expect(XMLEscaping.attribute("<script>\"x\" & y") == "&lt;script&gt;&quot;x&quot; &amp; y")
        // A parser turns a raw line feed or tab of an attribute into a space: references keep them.
        #expect(XMLEscaping.attribute("a\nb\tc\rd") == "a&#10;b&#9;c&#13;d")
        #expect(XMLEscaping.text("a\nb") == "a\nb")
        // XML 1.0 holds no NUL, no other C0 control but tab, LF and CR, no U+FFFF.
        #expect(XMLEscaping.text("a\u{0}b\u{1B}c\u{FFFF}") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}")
        #expect(XMLEscaping.text("é ☃ 𝄞") == "é ☃ 𝄞")
    }

    @Test func elementsAreWrittenOneALineIndentedByLevel() {
        let element = MarkupElement("a", [.init("k", "v<")], [
            .element(MarkupElement("b")),
            .element(MarkupElement("c", [], [.text("x&y")])),
            .element(MarkupElement("d", [], [.element(MarkupElement("e", [.init("n", "1"), .init("m", "2")]))])),
        ])
        #expect(element.rendered() == """
            <a k="v&lt;">
              <b/>
              <c>x&amp;y</c>
              <d>
                <e n="1" m="2"/>
              </d>
            </a>

            """)
    }

    @Test func theTinyPictureIsWrittenAsItsGoldenFile() throws {
        let golden = try String(contentsOfFile: Repository.path("Tests/LayoutRenderTests/Golden/tiny.svg"), encoding: .utf8)
        #expect(SVGPicture.document([Self.tiny]) == golden)
    }

    @Test func theSameInputGivesTheSameBytes() throws {
        // Two tiny canvases side by side, compared with text derived from the golden file (whose
        // README derives every number), not with the program's own output: the document is
        // 100 + 40 + 100 = 240 wide and still 20 + 60 = 80 high; the first canvas's group is
        // the golden one, at (0, 20); the second the same group moved to (100 + 40, 20) =
        // (140, 20). The same input gives these bytes in every run.
        let golden = try String(contentsOfFile: Repository.path("Tests/LayoutRenderTests/Golden/tiny.svg"), encoding: .utf8)
        let start = try #require(golden.range(of: "  <g class=\"canvas\"")).lowerBound
        let end = try #require(golden.range(of: "</svg>\n")).lowerBound
        let head = String(golden[..<start])
        let group = String(golden[start..<end])
        #expect(head.contains("width=\"100\" height=\"80\" viewBox=\"0 0 100 80\""))
        #expect(group.contains("transform=\"translate(0,20)\""))
        let expected = head.replacingOccurrences(of: "width=\"100\" height=\"80\" viewBox=\"0 0 100 80\"",
                                                 with: "width=\"240\" height=\"80\" viewBox=\"0 0 240 80\"")
            + group + group.replacingOccurrences(of: "translate(0,20)", with: "translate(140,20)") + "</svg>\n"
        #expect(SVGPicture.document([Self.tiny, Self.tiny]) == expected)
    }

    @Test func namesThatLookLikeMarkupAreText() {
        let picture = CanvasPicture(
            name: "<script>alert(1)</script>", width: 100, height: 50, direction: .rtl,
            views: [ViewShape(name: "<script>", frame: Frame(x: 0, y: 0, width: 90, height: 40), depth: 1),
                    ViewShape(name: "\"><g onload=\"x", frame: Frame(x: 0, y: 0, width: 10, height: 10), depth: 1)])
        let svg = SVGPicture.document([picture])
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("\"><g onload"))
        #expect(svg.contains("<text x=\"2\" y=\"12\">&lt;script&gt;</text>"))
        #expect(svg.contains("data-view=\"&lt;script&gt;\""))
        #expect(svg.contains("data-view=\"&quot;&gt;&lt;g onload=&quot;x\""))
        #expect(svg.contains(">&lt;script&gt;alert(1)&lt;/script&gt; 100x50 rtl</text>"))
        // Every element opened is one of the writer's own.
        let opened = Set(svg.matches(of: /<([a-z]+)/).map { String($0.output.1) })
        #expect(opened == ["svg", "defs", "pattern", "line", "g", "text", "rect", "title"])
    }

    @Test func canvasesStandSideBySideEachUnderItsTitle() {
        let phone = CanvasPicture(name: "phone", width: 375, height: 812, direction: .ltr, views: [])
        let tablet = CanvasPicture(name: "tablet", width: 820, height: 1180, direction: .ltr, views: [])
        let rtl = CanvasPicture(name: "phoneRTL", width: 375, height: 812, direction: .rtl, views: [])
        // x: 0; 375 + 40 = 415; 415 + 820 + 40 = 1275. Width 375 + 820 + 375 + 2 × 40 = 1650;
        // height 20 + 1180 = 1200.
        let origins = SVGPicture.origins([phone, tablet, rtl])
        #expect(origins.map(\.x) == [0, 415, 1275])
        #expect(origins.map(\.y) == [20, 20, 20])
        #expect(SVGPicture.size([phone, tablet, rtl]) == (1650, 1200))
        let svg = SVGPicture.document([phone, tablet, rtl])
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1650\" height=\"1200\" viewBox=\"0 0 1650 1200\""))
        #expect(svg.contains("<g class=\"canvas\" data-canvas=\"tablet\" transform=\"translate(415,20)\">"))
        #expect(svg.contains("<g class=\"canvas rtl\" data-canvas=\"phoneRTL\" transform=\"translate(1275,20)\">"))
        #expect(svg.contains(">tablet 820x1180 ltr</text>"))
        #expect(svg.contains(">phoneRTL 375x812 rtl</text>"))
    }

    @Test func aShortenedLabelCarriesTheFullNameAsItsTooltip() {
        let name = "aVeryLongNameOfAView_25ch"
        let picture = CanvasPicture(name: "c", width: 400, height: 100, direction: .ltr,
                                    views: [ViewShape(name: name, frame: Frame(x: 0, y: 0, width: 300, height: 40), depth: 1)])
        // svg > g.canvas > g.labels > g.label: the label's group is 3 levels deep, 6 spaces.
        #expect(SVGPicture.document([picture]).contains("""
                  <g class="label inside" data-view="\(name)">
                    <title>\(name)</title>
                    <text x="2" y="12">aVeryLongNameOfAVie…</text>
                  </g>
            """))
    }
}

/// Hidden views and custom layout guides in the picture: drawn, and marked.
@Suite struct MarkedViewsPictureTests {
    /// a (10, 10, 40, 20) shown; b (10, 40, 40, 20) hidden; g a guide (50, 10, 12, 20).
    static let layout = Layout(
        name: "m", canvases: [Canvas(name: "c", width: 100, height: 100)],
        views: [View(name: "a", parent: View.rootName),
                View(name: "b", parent: View.rootName, properties: { var p = ViewProperties(); p.isHidden = true; return p }()),
                { var g = View(name: "g", parent: View.rootName); g.isGuide = true; return g }()],
        constraints: [], nextConstraintID: 1)
    static let canvas = CanvasLayout(
        canvas: Canvas(name: "c", width: 100, height: 100),
        frames: [("a", Frame(x: 10, y: 10, width: 40, height: 20)), ("b", Frame(x: 10, y: 40, width: 40, height: 20)),
                 ("g", Frame(x: 50, y: 10, width: 12, height: 20))])

    @Test func aHiddenViewIsFadedAndAGuideDashed() {
        let picture = CanvasPicture(layout: Self.layout, canvas: Self.canvas)
        #expect(picture.hidden == ["b"] && picture.guides == ["g"])
        let svg = SVGPicture.document([picture])
        // b: its group faded and classed, "(hidden)" after its name in the tooltip, its frame as it is.
        #expect(svg.contains("<g class=\"view hidden\" data-view=\"b\" opacity=\"0.4\">"))
        #expect(svg.contains("<title>b (hidden)\n"))
        #expect(svg.contains("class=\"frame\" x=\"10\" y=\"40\" width=\"40\" height=\"20\""))
        // a: an ordinary view; g: a guide, no fill, dashed.
        #expect(svg.contains("<g class=\"view\" data-view=\"a\">"))
        #expect(svg.contains("<g class=\"view guide\" data-view=\"g\">"))
        #expect(svg.components(separatedBy: "opacity=").count == 2)
    }

    @Test func thePageMarksThemInItsViews() throws {
        var page = LayoutPage(kind: .render, title: "m", document: "m")
        page.append(PageRevision(number: 1, author: "a", time: "t", message: "m", kind: "apply", summary: "",
                                 changes: [], touched: []),
                    state: PageState(layout: Self.layout, canvases: [Self.canvas]), constraints: [:])
        let data = try LayoutPageTests.data(page.html())
        let delta = try #require((data["revisions"] as? [[String: Any]])?.first?["delta"] as? [String: Any])
        #expect(delta["views"] as? [[String]] == [["a", "root"], ["b", "root", "hidden"], ["g", "root", "guide"]])
    }
}

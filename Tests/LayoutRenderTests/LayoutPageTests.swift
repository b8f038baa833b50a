import Foundation
import LayoutModel
import LayoutRender
import Testing

/// The HTML page's data, checked by value: the base in full, each revision as
/// what changed, every name kept as text.
@Suite struct LayoutPageTests {
    static let canvas = Canvas(name: "phone", width: 375, height: 812)

    /// header (top level) with title in it; badge top level.
    static func state(header: Frame, title: Frame, badge: Frame?) -> PageState {
        var views = [View(name: "header", parent: View.rootName), View(name: "title", parent: "header")]
        var frames: [(view: String, frame: Frame)] = [("header", header), ("title", title)]
        if let badge {
            views.append(View(name: "badge", parent: View.rootName))
            frames.append(("badge", badge))
        }
        let layout = Layout(name: "screen", canvases: [canvas], views: views, constraints: [], nextConstraintID: 1)
        return PageState(layout: layout, canvases: [CanvasLayout(canvas: canvas, frames: frames)])
    }

    /// The page's data, read back from the HTML as a browser reads it.
    static func data(_ html: String) throws -> [String: Any] {
        let open = "<script type=\"application/json\" id=\"page-data\">"
        let start = try #require(html.range(of: open)).upperBound
        let end = try #require(html.range(of: "</script>", range: start..<html.endIndex)).lowerBound
        let object = try JSONSerialization.jsonObject(with: Data(html[start..<end].utf8))
        return try #require(object as? [String: Any])
    }

    @Test func aConflictWithTheSizesRuleNamesTheRule() {
        // header.width == 0 with title pinned 8 in from each side: the set as
        // the reports list it (the rule by its name), naming both views.
        let views = [View(name: "header", parent: View.rootName), View(name: "title", parent: "header")]
        let layout = Layout(name: "screen", canvases: [Self.canvas], views: views, constraints: [], nextConstraintID: 1)
        var result = CanvasLayout(canvas: Self.canvas, frames: [("header", Frame(x: 0, y: 0, width: 0, height: 44)),
                                                                ("title", Frame(x: 8, y: 0, width: 0, height: 44))])
        result.unsatisfiable = [[
            LayoutConstraint.sizeRule("title", .width),
            LayoutConstraint(item: "header", attribute: .width, constant: 0),
            LayoutConstraint(item: "title", attribute: .left, item2: "header", attribute2: .left, constant: 8),
            LayoutConstraint(item: "title", attribute: .right, item2: "header", attribute2: .right, constant: -8),
        ]]
        let state = PageState(layout: layout, canvases: [result])
        #expect(state.unsatisfiable["phone"] == [PageConflict(
            line: "rule: the width of title is never negative (UIKit); header.width == 0; "
                + "title.left == header.left + 8; title.right == header.right - 8",
            views: ["title", "header"])])
    }

    @Test func framesAreInTheRootSpace() {
        // title at (10, 20) in header, header at (0, 30): title at (10, 50) in the root's space.
        let state = Self.state(header: Frame(x: 0, y: 30, width: 375, height: 80),
                               title: Frame(x: 10, y: 20, width: 120, height: 22), badge: nil)
        #expect(state.frames["phone"]?["title"] == Frame(x: 10, y: 50, width: 120, height: 22))
        #expect(state.frames["phone"]?["header"] == Frame(x: 0, y: 30, width: 375, height: 80))
        #expect(state.views.map(\.name) == ["header", "title"])
    }

    @Test func theBaseIsWholeAndEachRevisionOnlyWhatChanged() throws {
        let base = Self.state(header: Frame(x: 0, y: 0, width: 375, height: 80),
                              title: Frame(x: 10, y: 20, width: 120, height: 22),
                              badge: Frame(x: 300, y: 700, width: 50, height: 20))
        let constraint = PageConstraint(line: "header.height == 80", views: ["header"], revision: 1, author: "ada")
        var page = LayoutPage(kind: .report, title: "screen", document: "screen", base: base, constraints: [7: constraint])
        page.baseNumber = 1
        // Revision 2: header 16 taller (title, in it, does not move in its parent but its root
        // frame is the same: header's origin did not move), badge removed, its constraint changed.
        let next = Self.state(header: Frame(x: 0, y: 0, width: 375, height: 96),
                              title: Frame(x: 10, y: 20, width: 120, height: 22), badge: nil)
        let changed = PageConstraint(line: "header.height == 96", views: ["header"], revision: 2, author: "bob")
        page.append(PageRevision(number: 2, author: "bob", time: "t", message: "taller", kind: "apply",
                                 summary: "+0 -0 ~1 constraints", changes: ["~ header.height == 80 → header.height == 96"],
                                 touched: ["header"]),
                    state: next, constraints: [7: changed, 9: nil])
        #expect(page.count == 1)
        let data = try Self.data(page.html())
        #expect(data["kind"] as? String == "report")
        #expect(data["baseNumber"] as? Int == 1)
        let baseDelta = try #require(data["base"] as? [String: Any])
        // The base: every canvas, view, frame and constraint.
        #expect(baseDelta["canvases"] as? [[AnyHashable]] == [["phone", 375, 812, "ltr"]])
        #expect(baseDelta["views"] as? [[String]] == [["header", "root"], ["title", "header"], ["badge", "root"]])
        let baseFrames = try #require((baseDelta["frames"] as? [String: Any])?["phone"] as? [String: [Double]])
        #expect(baseFrames == ["header": [0, 0, 375, 80], "title": [10, 20, 120, 22], "badge": [300, 700, 50, 20]])
        #expect((baseDelta["constraints"] as? [String: [Any]])?["7"]?.first as? String == "header.height == 80")
        // Revision 2: the same canvases (left out), the views changed (badge gone), header's
        // frame, badge's removal (null), title not at all; constraint 7 changed, 9 removed.
        let revisions = try #require(data["revisions"] as? [[String: Any]])
        #expect(revisions.count == 1)
        #expect(revisions[0]["number"] as? Int == 2)
        #expect(revisions[0]["touched"] as? [String] == ["header"])
        let delta = try #require(revisions[0]["delta"] as? [String: Any])
        #expect(delta["canvases"] == nil)
        #expect(delta["views"] as? [[String]] == [["header", "root"], ["title", "header"]])
        let frames = try #require((delta["frames"] as? [String: Any])?["phone"] as? [String: Any])
        #expect(Set(frames.keys) == ["header", "badge"])
        #expect(frames["header"] as? [Double] == [0, 0, 375, 96])
        #expect(frames["badge"] is NSNull)
        let constraints = try #require(delta["constraints"] as? [String: Any])
        #expect((constraints["7"] as? [Any])?.first as? String == "header.height == 96")
        #expect((constraints["7"] as? [Any])?[2] as? Int == 2)
        #expect(constraints["9"] is NSNull)
    }

    /// A state of a scroll view s (0, 0, 375, 400) at the root with the
    /// content size `content` (nil: s is a plain view), header as in ``state``.
    static func scrollState(content: Double?) -> PageState {
        let views = [View(name: "header", parent: View.rootName), View(name: "s", parent: View.rootName)]
        let layout = Layout(name: "screen", canvases: [canvas], views: views, constraints: [], nextConstraintID: 1)
        var result = CanvasLayout(canvas: canvas, frames: [("header", Frame(x: 0, y: 0, width: 375, height: 80)),
                                                           ("s", Frame(x: 0, y: 80, width: 375, height: 400))])
        if let content { result.contentSizes = [("s", ContentSize(width: 375, height: content))] }
        return PageState(layout: layout, canvases: [result])
    }

    @Test func contentSizesAreInTheBaseAndEachRevisionOnlyWhenTheyChanged() throws {
        let base = Self.scrollState(content: 1000)
        #expect(base.contents == ["phone": ["s": ContentSize(width: 375, height: 1000)]])
        var page = LayoutPage(kind: .report, title: "screen", document: "screen", base: base)
        func revision(_ number: Int) -> PageRevision {
            PageRevision(number: number, author: "ada", time: "t", message: "m", kind: "apply", summary: "", changes: [],
                         touched: [])
        }
        // 2: content 1200 high; 3: the same (0.0004 more, under the threshold); 4: s no longer a scroll view.
        page.append(revision(2), state: Self.scrollState(content: 1200), constraints: [:])
        page.append(revision(3), state: Self.scrollState(content: 1200.0004), constraints: [:])
        page.append(revision(4), state: Self.scrollState(content: nil), constraints: [:])
        let data = try Self.data(page.html())
        let baseDelta = try #require(data["base"] as? [String: Any])
        #expect((baseDelta["contents"] as? [String: [String: [Double]]]) == ["phone": ["s": [375, 1000]]])
        let deltas = try #require(data["revisions"] as? [[String: Any]]).compactMap { $0["delta"] as? [String: Any] }
        #expect(deltas.count == 3)
        #expect((deltas[0]["contents"] as? [String: [String: [Double]]]) == ["phone": ["s": [375, 1200]]])
        #expect(deltas[1]["contents"] == nil)
        let gone = try #require((deltas[2]["contents"] as? [String: Any])?["phone"] as? [String: Any])
        #expect(Set(gone.keys) == ["s"] && gone["s"] is NSNull)
        // The page draws them as the visual diff does (its data holds the drawing): a dashed
        // rectangle of class `content` at s's origin (0, 80), of its content size, `changed`
        // when it differs from the revision before's by 0.0005 or more; none once s is no
        // scroll view.
        let drawn = try PageDrawing(html: page.html())
        let rect = "<rect class=\"content%@\" data-view=\"s\" x=\"0\" y=\"80\" width=\"375\" height=\"1200\""
        #expect(drawn.svg(0, "phone")?.contains(String(format: rect, " changed")) == true)
        #expect(drawn.svg(1, "phone")?.contains(String(format: rect, "")) == true)
        #expect(drawn.svg(2, "phone")?.contains("class=\"content") == false)
    }

    @Test func namesThatLookLikeMarkupStayText() throws {
        let name = "</script><script>alert(1)</script>"
        let layout = Layout(name: "doc", canvases: [Self.canvas], views: [View(name: name, parent: View.rootName)],
                            constraints: [], nextConstraintID: 1)
        let state = PageState(layout: layout, canvases: [
            CanvasLayout(canvas: Self.canvas, frames: [(name, Frame(x: 1, y: 2, width: 3, height: 4))]),
        ])
        var page = LayoutPage(kind: .render, title: "<b>doc</b> & co", document: "doc")
        page.append(PageRevision(number: 1, author: "a\"b", time: "t", message: "<i>m</i>", kind: "apply",
                                 summary: "", changes: [], touched: []), state: state, constraints: [:])
        let html = page.html()
        // No markup from a name: the title escaped, the data's every "<" written \u003c.
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<b>doc"))
        #expect(html.contains("<title>&lt;b&gt;doc&lt;/b&gt; &amp; co</title>"))
        #expect(html.components(separatedBy: "</script>").count == 3)  // the data's and the script's ends only
        // The data reads back to the same name.
        let data = try Self.data(html)
        let revisions = try #require(data["revisions"] as? [[String: Any]])
        let delta = try #require(revisions.first?["delta"] as? [String: Any])
        #expect(delta["views"] as? [[String]] == [[name, "root"]])
        #expect(revisions.first?["message"] as? String == "<i>m</i>")
    }

    @Test func theSamePageGivesTheSameBytes() {
        func build() -> String {
            var page = LayoutPage(kind: .render, title: "t", document: "d")
            let state = Self.state(header: Frame(x: 0, y: 0, width: 375, height: 80),
                                   title: Frame(x: 1, y: 2, width: 3, height: 4),
                                   badge: Frame(x: 5, y: 6, width: 7, height: 8))
            let constraints: [ConstraintID: PageConstraint?] = Dictionary(uniqueKeysWithValues: (1...50).map {
                ($0, PageConstraint(line: "c\($0)", views: ["header"], revision: 1, author: "a"))
            })
            page.append(PageRevision(number: 1, author: "a", time: "t", message: "m", kind: "apply", summary: "",
                                     changes: [], touched: []), state: state, constraints: constraints)
            return page.html()
        }
        // The 50 constraints come from a dictionary, whose order is a hash's: the page's data
        // orders them by their keys as text (sorted keys), derived here by hand, not taken from
        // another run: "1", then "10"…"19" (as text "10" < "2"), "2", "20"…"29", and so on to
        // "4", "40"…"49", "5", "50", "6", "7", "8", "9". Each is `[line, views, revision,
        // author]`, the revision a whole number written without a decimal point.
        let order = [1, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 2, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29,
                     3, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 4, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49,
                     5, 50, 6, 7, 8, 9]
        #expect(order.count == 50 && Set(order) == Set(1...50))
        let constraints = order.map { "\"\($0)\":[\"c\($0)\",[\"header\"],1,\"a\"]" }.joined(separator: ",")
        #expect(build().contains("\"constraints\":{\(constraints)}"))
    }

    @Test func aPageIsOneFileWithNothingFromOutside() {
        var page = LayoutPage(kind: .render, title: "t", document: "d")
        page.append(PageRevision(number: 1, author: "a", time: "t", message: "m", kind: "apply", summary: "",
                                 changes: [], touched: []),
                    state: Self.state(header: Frame(x: 0, y: 0, width: 1, height: 1),
                                      title: Frame(x: 0, y: 0, width: 1, height: 1), badge: nil), constraints: [:])
        let html = page.html()
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        // No external script, style, font or image: no src, no stylesheet link, no URL but the
        // SVG namespace and the empty data: icon.
        #expect(!html.contains(" src="))
        #expect(!html.contains("stylesheet"))
        #expect(!html.contains("@import"))
        let urls = html.components(separatedBy: "http").dropFirst().map { String($0.prefix(30)) }
        #expect(urls.allSatisfy { $0.hasPrefix("://www.w3.org/2000/svg") })
        // Empty elements are closed as HTML wants them: <div …></div>, <meta …> with no end tag.
        #expect(html.contains("<div id=\"picture\"></div>"))
        #expect(html.contains("<meta charset=\"utf-8\">\n"))
    }
}

/// The XML writer's HTML form.
@Suite struct MarkupHTMLTests {
    @Test func emptyElementsAreClosedAsHTMLReadsThem() {
        let element = MarkupElement("div", [], [
            .element(MarkupElement("br")), .element(MarkupElement("span", [.init("class", "a\"b")])),
            .element(MarkupElement("script", [], [.raw("if (a < b && c) {}")])),
        ])
        #expect(element.renderedHTML() == """
            <div>
              <br>
              <span class="a&quot;b"></span>
              <script>if (a < b && c) {}</script>
            </div>

            """)
        // The XML form keeps <br/> and <span/>.
        #expect(element.rendered().contains("<br/>") && element.rendered().contains("<span class=\"a&quot;b\"/>"))
    }
}

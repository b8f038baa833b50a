import Foundation
import LayoutModel
import LayoutRender
import LayoutSolver
import Testing

/// The one rounding rule of printed numbers (`NumberText`, docs/architecture.md,
/// "One home for each rule"): 3 decimals for frames, halves away from zero,
/// trailing zeros dropped, never `-0`; the same in the SVG, the frame tables,
/// and the page's data.
@Suite struct PrintedNumberRuleTests {
    @Test func halvesRoundAwayFromZeroAndMinusZeroIsZero() {
        // 1.0625 and 3.0625 are exact in binary (1 + 1/16, 3 + 1/16): 1062.5 and
        // 3062.5 thousandths, true halves, taken away from zero.
        #expect(NumberText.format(1.0625, decimals: 3) == "1.063")
        #expect(NumberText.format(-3.0625, decimals: 3) == "-3.063")
        #expect(NumberText.format(-0.0001, decimals: 3) == "0")
        #expect(NumberText.format(2.5, decimals: 0) == "3")
        #expect(NumberText.format(-2.5, decimals: 0) == "-3")
        // The value form, for writers that print a Double themselves.
        #expect(NumberText.rounded(1.0625, decimals: 3) == 1.063)
        #expect(NumberText.rounded(-3.0625, decimals: 3) == -3.063)
        #expect(NumberText.rounded(-2.5, decimals: 0) == -3)
        let zero = NumberText.rounded(-0.0001, decimals: 3)
        #expect(zero == 0 && zero.sign == .plus)
    }

    @Test func theSVGWritesFramesByTheRule() {
        let picture = CanvasPicture(name: "c", width: 100, height: 60, direction: .ltr, views: [
            ViewShape(name: "a", frame: Frame(x: -0.0001, y: 1.0625, width: 20.0625, height: 10), depth: 1),
        ])
        let svg = SVGPicture.document([picture])
        // x -0.0001 → 0, y 1.0625 → 1.063, width 20.0625 → 20.063 (20062.5 thousandths, up).
        #expect(svg.contains(#"x="0" y="1.063" width="20.063" height="10""#))
        #expect(!svg.contains("\"-0\""))
    }

    @Test func thePageDataHoldsNumbersRoundedByTheRule() throws {
        let canvas = Canvas(name: "phone", width: 375, height: 812)
        let layout = Layout(name: "s", canvases: [canvas], views: [View(name: "a", parent: View.rootName)],
                            constraints: [], nextConstraintID: 1)
        let state = PageState(layout: layout, canvases: [
            CanvasLayout(canvas: canvas, frames: [("a", Frame(x: -0.0001, y: -3.0625, width: 20.0625, height: 10))]),
        ])
        let page = LayoutPage(kind: .render, title: "t", document: "d", base: state)
        let json = page.dataJSON()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let base = try #require(object["base"] as? [String: Any])
        let frames = try #require((base["frames"] as? [String: Any])?["phone"] as? [String: [Double]])
        // -0.0001 → 0 (not -0), -3.0625 → -3.063 (away from zero), 20.0625 → 20.063.
        #expect(frames["a"] == [0, -3.063, 20.063, 10])
        #expect(!json.contains("-0,") && !json.contains("[-0"))
    }
}

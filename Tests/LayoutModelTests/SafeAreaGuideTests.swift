import Testing
@testable import LayoutModel

/// The safe area, the margins guide and custom layout guides: parsing,
/// frames (derived by hand in each test), errors and the exported text.
@Suite struct SafeAreaGuideTests {
    typealias S = LayoutPassSupport

    /// The layout of a file applied to an empty document, with no problem.
    static func layout(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Layout {
        let outcome = LayoutFile.load(text, file: "t.layout")
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)", sourceLocation: sourceLocation)
        return outcome.layout
    }

    static func canvas(_ results: [CanvasLayout], _ name: String) -> CanvasLayout {
        results.first { $0.canvas.name == name } ?? CanvasLayout(canvas: .default, frames: [])
    }

    static let phoneText = """
        canvas phone 375x812 safe 59 0 34 0
        canvas landscape 812x375 safe 0 59 21 59
        canvas mirrored 812x375 rtl safe 0 10 0 30
        view title
        view footer
        make title { top.equalTo(root.safeArea).offset(8); leading.equalTo(superview.safeArea).offset(16) }
        make title { trailing.equalTo(superview.safeArea).offset(-16); height.equalTo(44) }
        make footer { bottom.equalTo(root.safeArea.bottom).offset(-8); edges.equalTo(superview.safeArea).priority(1) }
        make footer { height.equalTo(50) }
        """

    @Test func aTitlePinnedToTheRootsSafeAreaFollowsEachCanvassInsets() {
        let results = LayoutPass.run(Self.layout(Self.phoneText))
        // Portrait, safe 59 0 34 0: top = 59 + 8 = 67; leading = 0 + 16; trailing
        // = 375 − 0 − 16 = 359 → width 343. Footer: bottom = 812 − 34 − 8 = 770,
        // height 50 → y 720; its left/right at priority 1 pin it to the safe
        // area's sides, 0 and 375.
        let phone = Self.canvas(results, "phone")
        S.expectFrame(phone, "title", 16, 67, 343, 44)
        S.expectFrame(phone, "footer", 0, 720, 375, 50)
        #expect(phone.safeAreaInsets["root"] == Insets(top: 59, left: 0, bottom: 34, right: 0))
        // Landscape, safe 0 59 21 59: top = 0 + 8; leading = 59 + 16 = 75;
        // trailing = 812 − 59 − 16 = 737 → width 662. Footer: bottom = 375 − 21
        // − 8 = 346 → y 296; sides 59 and 812 − 59 = 753 → width 694.
        let landscape = Self.canvas(results, "landscape")
        S.expectFrame(landscape, "title", 75, 8, 662, 44)
        S.expectFrame(landscape, "footer", 59, 296, 694, 50)
        // Mirrored (rtl), safe 0 10 0 30: leading is the right side, 30 in from
        // it: right edge 812 − 30 − 16 = 766; trailing 10 + 16 = 26 → width 740.
        let mirrored = Self.canvas(results, "mirrored")
        S.expectFrame(mirrored, "title", 26, 8, 740, 44)
        for result in results { #expect(!result.safeAreaUnsettled && result.broken.isEmpty && result.ambiguous.isEmpty) }
    }

    @Test func aNestedViewsSafeAreaIsWhereTheTopBandReachesIntoIt() {
        // header at y 20, height 100, full width, on a canvas whose top band is
        // 59 high: the band reaches 59 − 20 = 39 into the header, so its safe
        // area starts 39 down its bounds; the label, 4 below it, is at y 43 in
        // the header (first pass: insets 0 → y 4; second: 39 → 43; third
        // measures 39 again and stops). The header's other insets: none of the
        // left/right bands (0) and the bottom band starts at 812 − 34 = 778,
        // below the header's bottom 120.
        let layout = Self.layout("""
            canvas phone 375x812 safe 59 0 34 0
            view header
            view label in header
            make header { top.equalTo(superview).offset(20); left.right.equalTo(superview); height.equalTo(100) }
            make label { top.equalTo(superview.safeArea).offset(4); left.equalTo(superview.safeArea).offset(12) }
            make label { width.equalTo(100); height.equalTo(20) }
            """)
        let phone = LayoutPass.run(layout)[0]
        S.expectFrame(phone, "header", 0, 20, 375, 100)
        S.expectFrame(phone, "label", 12, 43, 100, 20)
        #expect(phone.safeAreaInsets["header"] == Insets(top: 39, left: 0, bottom: 0, right: 0))
        #expect(!phone.safeAreaUnsettled)
    }

    @Test func aViewInsideTheSafeAreaHasNoInsets() {
        // header at y 100 lies below the 59-high band: its safe area is its bounds.
        let layout = Self.layout("""
            canvas phone 375x812 safe 59 0 34 0
            view header
            view label in header
            make header { top.equalTo(superview).offset(100); left.right.equalTo(superview); height.equalTo(100) }
            make label { top.left.equalTo(superview.safeArea); size.equalTo(superview.safeArea) }
            """)
        let phone = LayoutPass.run(layout)[0]
        S.expectFrame(phone, "label", 0, 0, 375, 100)
        #expect(phone.safeAreaInsets["header"] == .zero)
    }

    @Test func aSafeAreaThatDoesNotSettleIsReportedAfterTheLastPass() {
        // b.top == a.top and a.top == 0.5 × b.safeArea.top (= 0.5 × (y + t)),
        // so y = t, the inset of b's top; but t = 59 − y: from t = 0, y = 0
        // measures t = 59, then y = 59 measures t = 0, and so on: never settles.
        let layout = Self.layout("""
            canvas phone 375x812 safe 59 0 34 0
            view a
            view b
            make a { top.equalTo(b.safeArea.top).multipliedBy(0.5); left.equalTo(superview); size.equalTo(10) }
            make b { top.equalTo(a); left.equalTo(superview); width.equalTo(10); height.equalTo(100) }
            """)
        let phone = LayoutPass.run(layout)[0]
        #expect(phone.safeAreaUnsettled)
        // 8 passes: insets 0, 59, 0, 59, 0, 59, 0, 59 → the last pass put b at y 59.
        S.expectFrame(phone, "b", 0, 59, 10, 100)
    }

    @Test func theMarginsGuideIsTheMarginRectangle() {
        // box (20, 30, 200, 100), margins 8 10 12 14 (top left bottom right):
        // inner pinned to its margins guide: (10, 8) in box, size 200 − 10 − 14
        // = 176 by 100 − 8 − 12 = 80.
        let layout = Self.layout("""
            view box margins 8 10 12 14
            view inner in box
            make box { left.equalTo(20); top.equalTo(30); width.equalTo(200); height.equalTo(100) }
            make inner { top.left.equalTo(superview.marginsGuide); size.equalTo(superview.marginsGuide) }
            """)
        let result = LayoutPass.run(layout)[0]
        S.expectFrame(result, "inner", 10, 8, 176, 80)
    }

    @Test func aSpacerGuideSitsBetweenTwoButtons() {
        // a at (16, 100) 80x44; the spacer starts at a's right, 96, 8 wide,
        // as tall as a; b starts at the spacer's right, 104.
        let layout = Self.layout("""
            view a
            guide spacer
            view b
            make a { left.equalTo(superview).offset(16); top.equalTo(superview).offset(100); width.equalTo(80); height.equalTo(44) }
            make spacer { left.equalTo(a.right); width.equalTo(8); top.height.equalTo(a) }
            b.left == spacer.right
            make b { top.size.equalTo(a) }
            """)
        #expect(layout.view(named: "spacer")?.isGuide == true)
        #expect(layout.view(named: "spacer")?.parent == "root")
        let result = LayoutPass.run(layout)[0]
        S.expectFrame(result, "a", 16, 100, 80, 44)
        S.expectFrame(result, "spacer", 96, 100, 8, 44)
        S.expectFrame(result, "b", 104, 100, 80, 44)
        #expect(result.ambiguous.isEmpty)
    }

    @Test func aGuideOwnedByAViewHasItsFrameInTheOwnersCoordinates() {
        // card at (20, 200) 300x100; the guide is the card's right half: x 150 in the card.
        let layout = Self.layout("""
            view card
            guide half in card
            make card { left.equalTo(20); top.equalTo(200); width.equalTo(300); height.equalTo(100) }
            make half { right.top.bottom.equalTo(superview); width.equalTo(superview).multipliedBy(0.5) }
            """)
        S.expectFrame(LayoutPass.run(layout)[0], "half", 150, 0, 150, 100)
    }

    @Test func theOneLineFormOfAGuideTargetRoundTrips() throws {
        let line = "title.top == root.safeArea.top + 8"
        let constraint = try OneLine.parse(line)
        #expect(constraint.item2 == "root.safeArea" && constraint.view2 == "root" && constraint.guide2 == .safeArea)
        #expect(constraint.attribute2 == .top && constraint.constant == 8)
        #expect(OneLine.format(constraint) == line)
        let margins = try OneLine.parse("title.width == box.marginsGuide.width * 0.5 @750")
        #expect(OneLine.format(margins) == "title.width == box.marginsGuide.width * 0.5 @750")
    }

    @Test func theExportedTextRebuildsCanvasesGuidesAndGuideTargets() {
        let layout = Self.layout(Self.phoneText + "\nview card\nguide half in card\nmake half { edges.equalTo(card) }\n")
        let text = LayoutExporter.text(layout)
        #expect(text.contains("canvas phone 375x812 ltr safe 59 0 34 0\n"))
        #expect(text.contains("canvas mirrored 812x375 rtl safe 0 10 0 30\n"))
        #expect(text.contains("guide half in card\n"))
        #expect(text.contains("title.top == root.safeArea.top + 8\n"))
        let again = Self.layout(text)
        #expect(again.canvases == layout.canvases)
        #expect(again.views == layout.views)
        #expect(again.constraints.map(\.constraint) == layout.constraints.map(\.constraint))
    }

    @Test func badGuideStatementsAreRefusedAtTheirPlace() {
        func problems(_ text: String) -> [String] { ParserTestSupport.allProblems(text) }
        let asItem = problems("view a\nmake root.safeArea { top.equalTo(a) }")
        #expect(asItem.count == 1 && asItem[0].hasPrefix("t.layout:2:11: error: 'root.safeArea' cannot be the first item"))
        let oneLine = problems("view a\nroot.marginsGuide.top == a.top")
        #expect(oneLine.count == 1 && oneLine[0].hasPrefix("t.layout:2:6: error: 'root.marginsGuide' cannot be the first item"))
        let margin = problems("view a\na.top == root.safeArea.topMargin")
        #expect(margin == ["t.layout:2:10: error: 'root.safeArea' has no 'topMargin': a layout guide has no margins and no baselines"])
        let safe = problems("canvas p 375x812 safe 59 0 34")
        #expect(safe.count == 1 && safe[0].hasPrefix("t.layout:1:"))
        #expect(safe.first?.contains("four numbers T L B R after 'safe'") == true)
        let tooBig = problems("canvas p 375x812 safe 500 0 400 0")
        #expect(tooBig.count == 1 && tooBig[0].hasPrefix("t.layout:1:18: error: canvas 'p' has the safe-area insets 500 0 400 0"))
        let child = problems("guide g\nview x in g")
        #expect(child == ["t.layout:2:1: error: 'g' is a layout guide and cannot contain 'x': a guide has no children"])
        let property = problems("guide g intrinsic 10x10")
        #expect(property.count == 1 && property[0].hasPrefix("t.layout:1:9: error: a guide has no properties"))
        let guideOfGuide = problems("guide g\nview a\na.top == g.safeArea.top")
        #expect(guideOfGuide == ["t.layout:3:10: error: 'g' is a layout guide and has no 'safeArea': only a view has one"])
        let viewAsGuide = problems("view a\nguide a")
        #expect(viewAsGuide.count == 1 && viewAsGuide[0].hasPrefix("t.layout:2:7: error: 'a' is a view, not a layout guide"))
    }

    @Test func removingAViewRemovesItsGuidesAndTheConstraintsNamingItsSafeArea() {
        let layout = Self.layout("""
            view card
            guide half in card
            view other
            make other { top.equalTo(card.safeArea.bottom) }
            remove view card
            """)
        #expect(layout.views.map(\.name) == ["other"])
        #expect(layout.constraints.isEmpty)
    }
}

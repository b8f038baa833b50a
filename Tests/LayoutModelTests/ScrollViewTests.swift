import Testing
@testable import LayoutModel

/// Scroll views (docs/semantics.md, "Scroll views"): the content size solved
/// from the constraints, UIKit's rule (edges and margins on the content, size
/// and centres on the frame), the content and frame guides, rtl, ambiguity,
/// errors and the exported text. Every expected number is derived by hand in
/// its test.
@Suite struct ScrollViewTests {
    typealias S = LayoutPassSupport

    static func layout(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Layout {
        SafeAreaGuideTests.layout(text, sourceLocation: sourceLocation)
    }

    static func canvas(_ results: [CanvasLayout], _ name: String) -> CanvasLayout {
        SafeAreaGuideTests.canvas(results, name)
    }

    static func size(_ result: CanvasLayout, _ view: String) -> [Double] {
        result.contentSize(of: view).map { [$0.width, $0.height] } ?? []
    }

    @Test func aContentViewPinnedByItsEdgesAndWidthGivesTheContentSize() {
        let results = LayoutPass.run(Self.layout("""
            canvas phone 375x812
            canvas small 320x568
            view scroller scroll
            view content in scroller intrinsic height 1500
            make scroller { edges.equalTo(superview) }
            make content { edges.equalTo(superview); width.equalTo(superview) }
            """))
        // The scroll view fills the canvas. The content view's edges are on the
        // content (left 0, right = content width, top 0, bottom = content
        // height), its width on the scroll view's frame (375): so the content
        // is 375 wide; nothing but the intrinsic 1500 sizes the content view's
        // height, so the content is 1500 high. In content coordinates the
        // content view is at (0, 0).
        let phone = Self.canvas(results, "phone")
        S.expectFrame(phone, "scroller", 0, 0, 375, 812)
        S.expectFrame(phone, "content", 0, 0, 375, 1500)
        #expect(Self.size(phone, "scroller") == [375, 1500])
        // On the small canvas the width follows the frame: 320 × 1500.
        let small = Self.canvas(results, "small")
        S.expectFrame(small, "content", 0, 0, 320, 1500)
        #expect(Self.size(small, "scroller") == [320, 1500])
        #expect(phone.ambiguous.isEmpty && small.ambiguous.isEmpty)
        #expect(phone.contentSizes.map(\.view) == ["scroller"])
    }

    @Test func aContentSizeTheConstraintsLeaveFreeIsAmbiguous() {
        let results = LayoutPass.run(Self.layout("""
            canvas phone 375x812
            view scroller scroll
            view content in scroller
            view empty scroll
            make scroller { edges.equalTo(superview) }
            make content { top.left.right.equalTo(superview); width.equalTo(superview); height.equalTo(100) }
            make empty { top.left.equalTo(superview); size.equalTo(50) }
            """))
        // The content view is fixed (0, 0, 375, 100) and its right edge gives
        // the content width 375; nothing reaches the content's bottom, so its
        // height is free. The empty scroll view's content is named by nothing.
        let phone = Self.canvas(results, "phone")
        S.expectFrame(phone, "content", 0, 0, 375, 100)
        #expect(Self.size(phone, "scroller").first == 375)
        #expect(S.free("scroller", in: phone) == ["contentHeight"])
        #expect(S.free("content", in: phone).isEmpty)
        #expect(S.free("empty", in: phone) == ["contentWidth", "contentHeight"])
        #expect(phone.ambiguous.map(\.view) == ["scroller", "empty"])
        // check counts it as an error, as it does an ambiguous view.
        let bare = Self.layout("""
            view s scroll
            make s { edges.equalTo(superview) }
            """)
        let findings = LayoutCheck.findings(bare, canvases: LayoutPass.run(bare))
        #expect(findings.contains { $0.kind == .ambiguous && $0.severity == .error
                    && $0.message.contains("contentWidth, contentHeight free") }, "\(findings)")
    }

    @Test func edgesAndMarginsAttachToTheContentSizeAndCentresToTheFrame() {
        let results = LayoutPass.run(Self.layout("""
            canvas box 300x400
            view s scroll
            view c in s
            view d in s
            view e in s
            view f in s
            make s { edges.equalTo(superview) }
            make c { edges.equalTo(superview); size.equalTo(size(600, 1000)) }
            make d { center.equalTo(superview); size.equalTo(20) }
            make e { width.equalTo(superview).multipliedBy(0.5); height.equalTo(superview); right.top.equalTo(superview) }
            make f { left.equalTo(superview.rightMargin); top.equalTo(superview.bottomMargin); size.equalTo(10) }
            """))
        let box = Self.canvas(results, "box")
        // s is the canvas, 300 × 400. c's edges are on the content: the
        // content is c's size, 600 × 1000.
        S.expectFrame(box, "s", 0, 0, 300, 400)
        S.expectFrame(box, "c", 0, 0, 600, 1000)
        #expect(Self.size(box, "s") == [600, 1000])
        // d's centre is the frame's centre (150, 200), not the content's
        // (300, 500): d at (140, 190).
        S.expectFrame(box, "d", 140, 190, 20, 20)
        // e is half the frame's width (150, not 300) and the frame's height
        // (400); its right edge on the content's right (600) → x 450; top 0.
        S.expectFrame(box, "e", 450, 0, 150, 400)
        // f's left at the content's right margin (600 − 8 = 592), its top at
        // the content's bottom margin (1000 − 8 = 992).
        S.expectFrame(box, "f", 592, 992, 10, 10)
        #expect(box.ambiguous.isEmpty && box.broken.isEmpty)
    }

    @Test func aScrollViewsConstraintWithItselfMeasuresItsFrame() {
        let results = LayoutPass.run(Self.layout("""
            canvas box 300x400
            view s scroll
            view c in s
            make s { top.left.equalTo(superview); height.equalTo(50); right.equalTo(s.left).offset(100) }
            make c { edges.equalTo(superview); size.equalTo(size(700, 60)) }
            """))
        // s.right == s.left + 100 relates s to itself, not to a descendant: both
        // edges are its frame's, so s is 100 wide (with the content's edges it
        // would set the content width, 700 by c).
        let box = Self.canvas(results, "box")
        S.expectFrame(box, "s", 0, 0, 100, 50)
        #expect(Self.size(box, "s") == [700, 60])
        #expect(box.ambiguous.isEmpty && box.broken.isEmpty)
    }

    @Test func theContentAndFrameGuidesNameEitherRectangleAnywhere() {
        let results = LayoutPass.run(Self.layout("""
            canvas box 300x400
            view s scroll
            view c in s
            view pin in c
            view marker
            make s { top.left.equalTo(superview); size.equalTo(size(300, 400)) }
            make c { top.left.equalTo(s.contentGuide); width.equalTo(s.frameGuide.width).multipliedBy(2); height.equalTo(900) }
            make c { bottom.right.equalTo(s.contentGuide) }
            make pin { centerX.equalTo(s.contentGuide.centerX); bottom.equalTo(s.frameGuide.bottom); size.equalTo(10) }
            make marker { left.equalTo(s.frameGuide.right); top.equalTo(s.contentGuide.bottom); size.equalTo(10) }
            """))
        let box = Self.canvas(results, "box")
        // c is twice the frame's width (600) and 900 high, its four edges on
        // the content guide: content 600 × 900.
        S.expectFrame(box, "c", 0, 0, 600, 900)
        #expect(Self.size(box, "s") == [600, 900])
        // pin (in c, at c's origin): its centre on the content's centre
        // (300, not the frame's 150) → x 295; its bottom on the frame's bottom
        // (400 in content coordinates, not the content's 900) → y 390.
        S.expectFrame(box, "pin", 295, 390, 10, 10)
        // marker, outside the scroll view: the frame guide is s's frame (right
        // edge 300), the content guide is at s's origin (bottom 0 + 900).
        S.expectFrame(box, "marker", 300, 900, 10, 10)
        #expect(box.ambiguous.isEmpty && box.broken.isEmpty)
    }

    @Test func leadingAndTrailingInAScrollViewMirrorInItsContentWidth() {
        let results = LayoutPass.run(Self.layout("""
            canvas mirrored 300x400 rtl
            view s scroll
            view c in s
            view t in s
            view u in s
            make s { edges.equalTo(superview) }
            make c { leading.trailing.top.bottom.equalTo(superview); width.equalTo(600); height.equalTo(500) }
            make t { leading.equalTo(superview).offset(10); top.equalTo(superview); size.equalTo(50) }
            make u { leading.equalTo(s.frameGuide.leading); top.equalTo(superview); size.equalTo(50) }
            """))
        let mirrored = Self.canvas(results, "mirrored")
        // The content is c's size, 600 × 500; c at (0, 0).
        #expect(Self.size(mirrored, "s") == [600, 500])
        S.expectFrame(mirrored, "c", 0, 0, 600, 500)
        // t's leading (its right edge under rtl) 10 in from the content's
        // leading edge, its right-hand side: 600 − 10 − 50 = 540.
        S.expectFrame(mirrored, "t", 540, 0, 50, 50)
        // The frame guide is (0, 0, 300, 400) in content coordinates; its
        // leading edge is its right edge, 300: u's right at 300 → x 250.
        S.expectFrame(mirrored, "u", 250, 0, 50, 50)
        #expect(mirrored.ambiguous.isEmpty)
    }

    @Test func badScrollStatementsAreRefusedAtTheirPlace() {
        func problems(_ text: String) -> [String] { ParserTestSupport.allProblems(text) }
        let notScroll = problems("view s\nview c in s\nmake c { top.equalTo(s.contentGuide) }")
        #expect(notScroll == ["t.layout:3:22: error: 's' is not a scroll view and has no 'contentGuide': only a scroll "
                              + "view has one (make it one with 'view s scroll')"])
        let frameGuide = problems("view s\nview c\nc.width == s.frameGuide.width")
        #expect(frameGuide.count == 1 && frameGuide[0].hasPrefix("t.layout:3:12: error: 's' is not a scroll view"))
        let unscrolled = problems("view s scroll\nview c in s\nmake c { top.equalTo(s.contentGuide) }\nview s scroll none")
        #expect(unscrolled == ["t.layout:4:6: error: 's' stays a scroll view: the constraint 'c.top == s.contentGuide.top' "
                               + "names its contentGuide (remove it first)"])
        let stack = problems("view s scroll\nstack s axis vertical")
        #expect(stack == ["t.layout:2:7: error: 's' cannot be both a stack and a scroll view: put the stack inside a scroll view"])
        let scrolledStack = problems("stack s axis vertical\nview s scroll")
        #expect(scrolledStack.count == 1 && scrolledStack[0].hasPrefix("t.layout:2:6: error: 's' cannot be both"))
        // A scroll view's guide may be the first item (ScrollGuideItemTests), a plain view's has none.
        let asItem = problems("view s\nview a\nmake s.contentGuide { top.equalTo(a) }")
        #expect(asItem == ["t.layout:3:6: error: 's' is not a scroll view and has no 'contentGuide': only a scroll "
                           + "view has one (make it one with 'view s scroll')"])
        let margin = problems("view s scroll\nview a\na.top == s.frameGuide.topMargin")
        #expect(margin == ["t.layout:3:10: error: 's.frameGuide' has no 'topMargin': a layout guide has no margins and no baselines"])
        let typo = problems("view s scrol")
        #expect(typo.count == 1 && typo[0].contains("did you mean 'scroll'?"), "\(typo)")
    }

    @Test func scrollNoneMakesAPlainViewAgainAndTheExportRebuildsScrollViews() {
        let plain = Self.layout("view s scroll\nview s scroll none")
        #expect(plain.view(named: "s")?.properties.isScroll == false)
        let layout = Self.layout("""
            canvas box 300x400
            view s scroll hidden
            view c in s
            make s { edges.equalTo(superview) }
            make c { edges.equalTo(s.contentGuide); width.equalTo(s.frameGuide); height.equalTo(800) }
            """)
        let text = LayoutExporter.text(layout)
        #expect(text.contains("view s hidden scroll\n"))
        #expect(text.contains("c.left == s.contentGuide.left\n"))
        #expect(text.contains("c.width == s.frameGuide.width\n"))
        let again = Self.layout(text)
        #expect(again.views == layout.views)
        #expect(again.constraints.map(\.constraint) == layout.constraints.map(\.constraint))
        // The one-line form reads a scroll view's guide back.
        let line = "c.height == s.frameGuide.height * 2 @750"
        #expect((try? OneLine.format(OneLine.parse(line))) == line)
        // The builder makes a scroll view through the property change.
        let builder = LayoutBuilder(document: "b")
        builder.addView("s", .scroll(true))
        #expect(builder.build().layout.view(named: "s")?.properties.isScroll == true)
    }
}

import Testing
@testable import LayoutModel

/// A scroll view's content and frame guides as the first item of a
/// constraint (language.md, "Scroll views"; semantics.md, "Scroll views"):
/// `make s.contentGuide { … }` sizes the content, `make s.frameGuide { … }`
/// the frame, as UIKit's `contentLayoutGuide` and `frameLayoutGuide` do;
/// `superview` in their blocks is the scroll view. Every expected number is
/// derived by hand in its test.
@Suite struct ScrollGuideItemTests {
    typealias S = LayoutPassSupport

    @Test func theGuidesAsFirstItemsSizeTheContentAndTheFrame() {
        let results = LayoutPass.run(ScrollViewTests.layout("""
            canvas phone 375x600
            canvas wide 600x400 rtl
            view s scroll
            view card in s
            make s { top.leading.trailing.equalTo(superview) }
            make s.frameGuide { height.equalTo(300) }
            make s.contentGuide { width.equalTo(s.frameGuide); height.equalTo(900) }
            make card { top.leading.equalTo(s.contentGuide).offset(10); size.equalTo(40) }
            s.contentGuide.bottom >= card.bottom + 20
            """))
        // phone: the scroll view along the top, full width; its frame guide 300 high is its
        // frame: (0, 0, 375, 300). The content is as wide as the frame guide (375) and 900
        // high (≥ the card's bottom, 50, + 20). The card 10 in from the content's top-left.
        let phone = ScrollViewTests.canvas(results, "phone")
        S.expectFrame(phone, "s", 0, 0, 375, 300)
        #expect(ScrollViewTests.size(phone, "s") == [375, 900])
        S.expectFrame(phone, "card", 10, 10, 40, 40)
        #expect(phone.ambiguous.isEmpty && phone.unsatisfiable.isEmpty)
        // wide, rtl: the frame (0, 0, 600, 300), the content 600 × 900; in the scroll view
        // the content guide's leading edge is its right edge, 600, so the card's right edge
        // is 600 − 10 = 590: x 550.
        let wide = ScrollViewTests.canvas(results, "wide")
        S.expectFrame(wide, "s", 0, 0, 600, 300)
        #expect(ScrollViewTests.size(wide, "s") == [600, 900])
        S.expectFrame(wide, "card", 550, 10, 40, 40)
        #expect(wide.ambiguous.isEmpty && wide.unsatisfiable.isEmpty)
    }

    @Test func superviewInAGuidesBlockIsTheScrollView() {
        let results = LayoutPass.run(ScrollViewTests.layout("""
            canvas phone 375x812
            view s scroll
            view a in s
            view b in s
            make s { edges.equalTo(superview) }
            make a { top.left.equalTo(superview).offset(16); size.equalTo(size(100, 700)) }
            make b { top.equalTo(a.bottom).offset(8); left.equalTo(a); size.equalTo(size(100, 300)) }
            make s.contentGuide { width.equalTo(superview); bottom.equalTo(b.bottom).offset(16) }
            """))
        // The content guide's superview is s: its width is s's frame width, 375. a at the
        // content's (16, 16); b 8 below it, at y 724, its bottom 1024; the content's bottom
        // 16 below b's: the content is 375 × 1040.
        let phone = ScrollViewTests.canvas(results, "phone")
        S.expectFrame(phone, "s", 0, 0, 375, 812)
        S.expectFrame(phone, "a", 16, 16, 100, 700)
        S.expectFrame(phone, "b", 16, 724, 100, 300)
        #expect(ScrollViewTests.size(phone, "s") == [375, 1040])
        #expect(phone.ambiguous.isEmpty)
    }

    @Test func theGuidesConstraintsExportRemakeAndGoWithTheirView() {
        let text = """
            view s scroll
            view a in s
            make s.contentGuide { width.equalTo(s.frameGuide); height.equalTo(900).key(contentHeight) }
            s.frameGuide.height == 300
            """
        let layout = ScrollViewTests.layout(text)
        #expect(layout.constraints.map { OneLine.format($0.constraint) } == [
            "s.contentGuide.width == s.frameGuide.width", "s.contentGuide.height == 900 key contentHeight",
            "s.frameGuide.height == 300",
        ])
        // The export writes them in the one-line form, which reads back the same.
        let exported = LayoutExporter.text(layout)
        #expect(exported.contains("s.contentGuide.height == 900 key contentHeight\n"))
        let again = ScrollViewTests.layout(exported)
        #expect(again.constraints.map(\.constraint) == layout.constraints.map(\.constraint))
        #expect((try? OneLine.format(OneLine.parse("s.frameGuide.height == 300"))) == "s.frameGuide.height == 300")
        // A handle reaches them; update and remake change the guide's own constraints only.
        let changed = ScrollViewTests.layout(text + """

            constraint contentHeight offset 1200
            update s.contentGuide { width.equalTo(s.frameGuide).offset(-20) }
            remake s.frameGuide { height.equalTo(320) }
            """)
        #expect(changed.constraints.map { OneLine.format($0.constraint) } == [
            "s.contentGuide.width == s.frameGuide.width - 20", "s.contentGuide.height == 1200 key contentHeight",
            "s.frameGuide.height == 320",
        ])
        // Removing the scroll view removes its guides' constraints.
        let removed = ScrollViewTests.layout(text + "\nremove view s")
        #expect(removed.constraints.isEmpty)
    }

    @Test func whatAGuideAsFirstItemCannotBeIsRefusedAtItsPlace() {
        func problems(_ text: String) -> [String] { ParserTestSupport.allProblems(text) }
        // A view's safe area and margins guide stay refused: UIKit lays them out.
        let safe = problems("view a\nmake a.safeArea { top.equalTo(10) }")
        #expect(safe.count == 1 && safe[0].hasPrefix("t.layout:2:8: error: 'a.safeArea' cannot be the first item"))
        // A guide has no margin attributes and no baselines.
        let margin = problems("view s scroll\nview a in s\nmake s.contentGuide { topMargin.equalTo(a) }")
        #expect(margin == ["t.layout:3:23: error: 's.contentGuide' has no 'topMargin': a layout guide has no margins and no baselines"])
        // The scroll view stays one while a constraint of its guide stands.
        let unscrolled = problems("view s scroll\nmake s.contentGuide { height.equalTo(900) }\nview s scroll none")
        #expect(unscrolled == ["t.layout:3:6: error: 's' stays a scroll view: the constraint 's.contentGuide.height == 900' "
                               + "names its contentGuide (remove it first)"])
        // A custom guide has no content guide.
        let custom = problems("guide g\nmake g.frameGuide { height.equalTo(9) }")
        #expect(custom == ["t.layout:2:6: error: 'g' is a layout guide and has no 'frameGuide': only a view has one"])
        // A whole layout given from Swift is checked alike.
        let target = Layout(name: "p", canvases: [], views: [View(name: "v", parent: View.rootName)], constraints: [
            (1, LayoutConstraint(item: "v.contentGuide", attribute: .height, constant: 900)),
        ], nextConstraintID: 2)
        let adopted = Layout(name: "p").adopting(target)
        #expect(adopted.diagnostics.map(\.message) == [
            "constraint 'v.contentGuide.height == 900': 'v' is not a scroll view and has no 'contentGuide': only a "
                + "scroll view has one (make it one with 'view v scroll')",
        ])
    }

    @Test func theBuilderConstrainsAScrollViewsGuides() throws {
        let b = LayoutBuilder(document: "scroll")
        b.canvas("phone", width: 390, height: 844)
        let scroll = b.addView("scroll", .scroll(true))
        scroll.makeConstraints { make in make.edges.equalToSuperview() }
        b.makeConstraints(of: scroll.contentGuide) { make in
            make.width.equalTo(scroll.frameGuide)
            make.height.equalTo(1500)
        }
        let built = b.build()
        #expect(built.diagnostics.isEmpty)
        // By hand: the scroll view fills the canvas; its content is as wide as its frame, 1500 high.
        let canvas = try #require(LayoutPass.run(built.layout).first)
        #expect(canvas.contentSize(of: "scroll") == ContentSize(width: 390, height: 1500))
    }
}

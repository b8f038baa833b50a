import Testing
@testable import LayoutModel

/// The SnapKit-style builder produces the same edits as the language.
@Suite struct LayoutBuilderTests {
    func lines(_ layout: Layout) -> [String] { layout.constraints.map { OneLine.format($0.constraint) } }

    @Test func theReadmeExampleGivesTheSameConstraintsAsTheLanguage() throws {
        let builder = LayoutBuilder(document: "login")
        builder.canvas("phone", width: 375, height: 812)
        let header = builder.addView("header")
        let title = builder.addView("title", in: header, .intrinsicWidth(120), .intrinsicHeight(22))
        header.makeConstraints { make in
            make.top.left.right.equalToSuperview()
            make.height.equalTo(64)
        }
        title.makeConstraints { make in
            make.center.equalTo(header)
            make.width.lessThanOrEqualTo(header).offset(-32).priority(.high).labeled("titleMax")
        }
        let built = builder.build()
        #expect(built.diagnostics.isEmpty)

        let text = """
            layout login
            canvas phone 375x812
            view header
            view title in header intrinsic 120x22
            make header { top.left.right.equalTo(superview); height.equalTo(64) }
            make title {
              center.equalTo(header)
              width.lessThanOrEqualTo(header).offset(-32).priority(high).key(titleMax)
            }
            """
        let written = LayoutFile.load(text, file: "login.layout")
        #expect(written.errors.isEmpty)
        #expect(lines(built.layout) == lines(written.layout))
        #expect(built.layout.views == written.layout.views)
        #expect(built.layout.canvases == written.layout.canvases)
        // By hand: header pinned top/left/right, 64 high; title centred, width ≤ header − 32 at 750.
        #expect(lines(built.layout) == [
            "header.top == root.top", "header.left == root.left", "header.right == root.right", "header.height == 64",
            "title.centerX == header.centerX", "title.centerY == header.centerY",
            "title.width <= header.width - 32 @750 key titleMax",
        ])
    }

    @Test func everyTargetKindAndModifierReachesTheConstraint() {
        let b = LayoutBuilder(document: "t")
        let a = b.addView("a"), other = b.addView("other")
        a.makeConstraints { make in
            make.left.equalTo(other.right).offset(8)
            make.size.equalTo(SizeTarget(40, 30))
            make.top.equalTo([other, 10.0] as [any ConstraintTarget]).priority(250)
            make.edges.equalToSuperview().insets(Insets(top: 1, left: 2, bottom: 3, right: 4)).priority(.low)
            make.width.equalTo(other.height).multipliedBy(0.5)
        }
        let out = b.build()
        #expect(out.diagnostics.isEmpty)
        // Masonry's signs: insets right and bottom negated; a number on a location is superview-relative.
        #expect(lines(out.layout) == [
            "a.left == other.right + 8", "a.width == 40", "a.height == 30",
            "a.top == other.top @250", "a.top == root.top + 10 @250",
            "a.left == root.left + 2 @250", "a.right == root.right - 4 @250",
            "a.top == root.top + 1 @250", "a.bottom == root.bottom - 3 @250",
            "a.width == other.height * 0.5",
        ])
    }

    @Test func safeAreaGuidesAndCustomGuidesAreTheLanguages() throws {
        let b = LayoutBuilder(document: "toolbar")
        b.canvas("phone", width: 390, height: 844, safeArea: Insets(top: 47, left: 0, bottom: 34, right: 0))
        let bar = b.addView("bar")
        let gap = b.addGuide("gap", in: bar)
        let button = b.addView("button", in: bar, .intrinsicWidth(30), .intrinsicHeight(30))
        bar.makeConstraints { make in
            make.left.right.equalToSuperview()
            make.bottom.equalTo(b.root.safeArea)
            make.height.equalTo(44)
        }
        gap.makeConstraints { make in
            make.left.equalToSuperview().offset(16)
            make.width.equalTo(8)
            make.top.bottom.equalToSuperview()
        }
        button.makeConstraints { make in
            make.left.equalTo(gap.right)
            make.centerY.equalTo(bar.marginsGuide)
            make.top.greaterThanOrEqualTo(b.root.safeArea.top)
        }
        let built = b.build()
        #expect(built.diagnostics.isEmpty)

        let text = """
            layout toolbar
            canvas phone 390x844 safe 47 0 34 0
            view bar
            guide gap in bar
            view button in bar intrinsic 30x30
            make bar { left.right.equalTo(superview); bottom.equalTo(root.safeArea); height.equalTo(44) }
            make gap { left.equalTo(superview).offset(16); width.equalTo(8); top.bottom.equalTo(superview) }
            make button {
              left.equalTo(gap.right)
              centerY.equalTo(bar.marginsGuide)
              top.greaterThanOrEqualTo(root.safeArea.top)
            }
            """
        let written = LayoutFile.load(text, file: "toolbar.layout")
        #expect(written.errors.isEmpty)
        #expect(lines(built.layout) == lines(written.layout))
        #expect(built.layout.views == written.layout.views)
        #expect(built.layout.canvases == written.layout.canvases)

        // By hand: the root's safe area ends 34 above the bottom, so the 44-high
        // bar is at y = 844 − 34 − 44 = 766 and spans the width. The guide gap
        // starts 16 into the bar and is 8 wide, so the button's left is 24; the
        // bar's margins guide is its bounds inset 8 (the default margins) on
        // both sides, centred on the bar's 22, so the 30-high button is at 22 − 15 = 7.
        let canvas = try #require(LayoutPass.run(built.layout).first)
        #expect(canvas.frame(of: "bar") == Frame(x: 0, y: 766, width: 390, height: 44))
        #expect(canvas.frame(of: "gap") == Frame(x: 16, y: 0, width: 8, height: 44))
        #expect(canvas.frame(of: "button") == Frame(x: 24, y: 7, width: 30, height: 30))
    }

    @Test func aScrollViewAndItsGuidesFromSwift() throws {
        let b = LayoutBuilder(document: "scroll")
        b.canvas("phone", width: 390, height: 844)
        let scroll = b.addView("scroll", .scroll(true))
        let content = b.addView("content", in: scroll, .intrinsicHeight(1200))
        scroll.makeConstraints { make in make.edges.equalToSuperview() }
        content.makeConstraints { make in
            make.edges.equalTo(scroll.contentGuide)
            make.width.equalTo(scroll.frameGuide)
        }
        let built = b.build()
        #expect(built.diagnostics.isEmpty)
        #expect(lines(built.layout) == [
            "scroll.left == root.left", "scroll.right == root.right",
            "scroll.top == root.top", "scroll.bottom == root.bottom",
            "content.left == scroll.contentGuide.left", "content.right == scroll.contentGuide.right",
            "content.top == scroll.contentGuide.top", "content.bottom == scroll.contentGuide.bottom",
            "content.width == scroll.frameGuide.width",
        ])
        // By hand: the scroll view fills the 390 × 844 canvas; the content is as
        // wide as its frame (390) and 1200 high by its intrinsic height, pinned to
        // the content on every edge, so the content size is 390 × 1200.
        let canvas = try #require(LayoutPass.run(built.layout).first)
        #expect(canvas.frame(of: "scroll") == Frame(x: 0, y: 0, width: 390, height: 844))
        #expect(canvas.frame(of: "content") == Frame(x: 0, y: 0, width: 390, height: 1200))
        #expect(canvas.contentSize(of: "scroll") == ContentSize(width: 390, height: 1200))
    }

    @Test func updateAndRemakeFollowTheIdentityRules() throws {
        let b = LayoutBuilder(document: "t")
        let a = b.addView("a")
        a.makeConstraints { make in make.width.equalTo(10); make.height.equalTo(10) }
        let first = b.build()
        let widthID = try #require(first.layout.constraints.first?.id)
        a.updateConstraints { make in make.width.equalTo(20) }
        a.remakeConstraints { make in make.width.equalTo(20); make.centerX.equalToSuperview() }
        let out = b.build()
        #expect(out.diagnostics.isEmpty)
        #expect(out.layout.constraints.first?.id == widthID)
        #expect(lines(out.layout) == ["a.width == 20", "a.centerX == root.centerX"])
    }

    @Test func errorsArePlacedAtTheSwiftCallSite() {
        let b = LayoutBuilder(document: "t")
        let a = b.addView("a")
        let line = #line + 1
        a.makeConstraints { make in make.width.equalTo(10).dividedBy(0) }
        let out = b.build()
        #expect(out.errors.count == 1)
        #expect(out.errors.first?.location?.line == line)
        #expect(out.errors.first?.location?.file.hasSuffix("LayoutBuilderTests.swift") == true)
    }

    @Test func anUnknownTargetViewIsReportedByName() {
        let b = LayoutBuilder(document: "t")
        let a = b.addView("a")
        a.makeConstraints { make in make.left.equalTo(b.view("ghost")) }
        #expect(b.build().errors.map(\.message) == ["unknown view 'ghost'"])
    }

    @Test func dividedByAndInsetAreTheLanguagesModifiers() {
        let b = LayoutBuilder(document: "t")
        let a = b.addView("a"), other = b.addView("other")
        a.makeConstraints { make in
            make.width.equalTo(other).dividedBy(4)
            make.left.right.equalToSuperview().inset(10)
            make.center.equalTo(other).centerOffset(x: 3, y: -2)
        }
        let out = b.build()
        #expect(out.diagnostics.isEmpty)
        // By hand: 1/4 = 0.25; inset 10 is +10 on the left, −10 on the right (Masonry's signs);
        // centerOffset adds x to centerX and y to centerY.
        #expect(lines(out.layout) == [
            "a.width == other.width * 0.25",
            "a.left == root.left + 10", "a.right == root.right - 10",
            "a.centerX == other.centerX + 3", "a.centerY == other.centerY - 2",
        ])
    }

    @Test func valuesTheLanguageRefusesAreRefusedWithItsWordsAtTheCallSite() {
        let b = LayoutBuilder(document: "t")
        let a = b.addView("a"), other = b.addView("other")
        let line = #line + 1
        a.makeConstraints { make in
            make.width.equalTo(other).priority(5000)
            make.height.equalTo([[other] as [any ConstraintTarget]] as [any ConstraintTarget])
            make.left.equalTo([] as [any ConstraintTarget])
            make.top.equalToSuperview().offset(2e7)
            make.bottom.equalTo(other).multipliedBy(1e5)
            make.centerX.equalTo(other)
        }
        let out = b.build()
        #expect(out.errors.map(\.message) == [
            "priority 5000 is out of range 1…1000",
            "a list cannot contain another list",
            "an empty list has no target",
            "number '20000000' is out of range (at most 1e7 either way)",
            "multiplier 100000 is out of range (0, or from 1e-4 to 1e4 either way)",
        ])
        #expect(out.errors.allSatisfy { $0.location?.line == line })
        // The refused lines make nothing; the last one is kept.
        #expect(lines(out.layout) == ["a.centerX == other.centerX"])
    }

    @Test func aViewsOwnSafeAreaCannotBeConstrainedAndMakesNoEdit() {
        let b = LayoutBuilder(document: "t")
        b.makeConstraints(of: b.root.safeArea) { make in make.height.equalTo(10) }
        #expect(b.edits.isEmpty)
        #expect(b.diagnostics.map(\.message) == [
            "'root.safeArea' cannot be the first item of a constraint: UIKit lays out a view's safe area guide "
                + "from the view itself; constrain other items to it, or declare a custom guide with 'guide NAME'",
        ])
    }

    @Test func aTargetsTextIsTheLanguagesSpelling() {
        let b = LayoutBuilder(document: "t")
        let header = b.view("header")
        #expect(header.targetText == "header")
        #expect(header.bottom.targetText == "header.bottom")
        #expect(b.root.safeArea.targetText == "root.safeArea")
        #expect(b.root.safeArea.top.targetText == "root.safeArea.top")
        #expect(SuperviewTarget().targetText == "superview")
        #expect(44.targetText == "44")
        #expect(0.5.targetText == "0.5")
        #expect(SizeTarget(40, 30).targetText == "size(40, 30)")
        #expect(PointTarget(3, -4).targetText == "point(3, -4)")
        #expect(Insets(top: 1, left: 2, bottom: 3, right: 4).targetText == "insets(1, 2, 3, 4)")
        #expect(([header, 10.0] as [any ConstraintTarget]).targetText == "[header, 10]")
        #expect(([header] as [any ConstraintTarget]).targetText == "[header]")
    }
}

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
}

import Testing
@testable import LayoutModel
import LayoutSolver

/// Stacks (docs/semantics.md, "Stacks"): the frames their generated
/// constraints give, derived by hand in each test from UIStackView's rules,
/// the generated constraints themselves, and a document constraint that
/// fights one.
@Suite struct StackLayoutTests {
    /// The layout a file makes, its errors checked.
    func layout(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Layout {
        let outcome = LayoutFile.apply(LayoutFile.parse([(file: "t.layout", text: text)]), file: "t.layout")
        #expect(outcome.errors.isEmpty, "\(outcome.errors)", sourceLocation: sourceLocation)
        return outcome.layout
    }

    /// The frames of the first canvas, by view.
    func frames(_ text: String, canvas: Int = 0, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String: Frame] {
        let results = LayoutPass.run(layout(text, sourceLocation: sourceLocation))
        #expect(results[canvas].unsatisfiable.isEmpty, "\(results[canvas].unsatisfiable)", sourceLocation: sourceLocation)
        #expect(results[canvas].ambiguous.isEmpty, "\(results[canvas].ambiguous)", sourceLocation: sourceLocation)
        return Dictionary(uniqueKeysWithValues: results[canvas].frames.map { ($0.view, $0.frame) })
    }

    func expectFrame(_ frames: [String: Frame], _ view: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
                     sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let frame = frames[view] ?? Frame(x: .nan, y: .nan, width: .nan, height: .nan)
        #expect(frame.isSame(as: Frame(x: x, y: y, width: w, height: h)), "\(view): \(frame)", sourceLocation: sourceLocation)
    }

    static let threeLabels = """
        canvas phone 375x812
        stack list axis vertical spacing 8
        view a in list intrinsic 100x20
        view b in list intrinsic 100x30
        view c in list intrinsic 100x40
        make list { top.left.right.equalTo(superview) }

        """

    /// Vertical, fill, fill: a at the top (y 0); b 8 below a's bottom (20 + 8
    /// = 28); c 8 below b's (28 + 30 + 8 = 66); the stack ends at c's bottom,
    /// 66 + 40 = 106 high; every label as wide as the 375-wide stack
    /// (alignment fill beats the hugging 250 of the intrinsic width 100).
    @Test func aVerticalStackOfThreeLabelsChainsThemWithItsSpacing() {
        let f = frames(Self.threeLabels)
        expectFrame(f, "list", 0, 0, 375, 106)
        expectFrame(f, "a", 0, 0, 375, 20)
        expectFrame(f, "b", 0, 28, 375, 30)
        expectFrame(f, "c", 0, 66, 375, 40)
    }

    /// b hidden: height 0 at a's bottom (y 20); its spacing is dropped, so c
    /// is 8 below a (20 + 8 = 28); the stack shrinks to 28 + 40 = 68.
    @Test func aHiddenMiddleLabelCollapsesAndTheStackShrinks() {
        let f = frames(Self.threeLabels + "view b hidden\n")
        expectFrame(f, "list", 0, 0, 375, 68)
        expectFrame(f, "a", 0, 0, 375, 20)
        expectFrame(f, "b", 0, 20, 375, 0)
        expectFrame(f, "c", 0, 28, 375, 40)
        // Shown again, the frames are those of three labels.
        let shown = frames(Self.threeLabels + "view b hidden\nview b hidden none\n")
        expectFrame(shown, "c", 0, 66, 375, 40)
    }

    /// A hidden view that is not arranged in a stack keeps its frame.
    @Test func aHiddenViewOutsideAStackKeepsItsFrame() {
        let f = frames("canvas c 300x300\nview a hidden\nmake a { left.top.equalTo(superview).offset(10); size.equalTo(50) }\n")
        expectFrame(f, "a", 10, 10, 50, 50)
    }

    /// fillEqually in a 300 × 100 stack with spacing 10: three equal widths
    /// w with 3w + 2 × 10 = 300, w = 280/3 = 93.333…; x = 0, w + 10 =
    /// 103.333…, 2w + 20 = 206.666…; the intrinsic widths (40, 80, 120) give way
    /// (compression 750 < required).
    @Test func fillEquallyGivesEveryViewTheSameWidth() {
        let f = frames("""
            canvas c 400x400
            stack row axis horizontal spacing 10 distribution fillEqually
            view a in row intrinsic 40x20
            view b in row intrinsic 80x20
            view c in row intrinsic 120x20
            make row { left.top.equalTo(superview); width.equalTo(300); height.equalTo(100) }

            """)
        let w = 280.0 / 3
        expectFrame(f, "a", 0, 0, w, 100)
        expectFrame(f, "b", w + 10, 0, w, 100)
        expectFrame(f, "c", 2 * w + 20, 0, w, 100)
    }

    /// fillProportionally, 320 wide, spacing 10, intrinsic widths 40, 80, 120
    /// (sum 240): the 320 − 2 × 10 = 300 points shared 40:80:120, widths 50,
    /// 100, 150; x = 0, 50 + 10 = 60, 60 + 100 + 10 = 170 (and 170 + 150 = 320).
    @Test func fillProportionallySharesTheLengthByIntrinsicWidths() {
        let f = frames("""
            canvas c 400x400
            stack row axis horizontal spacing 10 distribution fillProportionally
            view a in row intrinsic 40x20
            view b in row intrinsic 80x20
            view c in row intrinsic 120x20
            make row { left.top.equalTo(superview); width.equalTo(320); height.equalTo(20) }

            """)
        expectFrame(f, "a", 0, 0, 50, 20)
        expectFrame(f, "b", 60, 0, 100, 20)
        expectFrame(f, "c", 170, 0, 150, 20)
    }

    /// equalSpacing, 300 wide, widths 50, 60, 70 kept (hugging and
    /// compression hold them; nothing pulls them): 300 − 180 = 120 points of
    /// gap, two equal gaps of 60; x = 0, 50 + 60 = 110, 110 + 60 + 60 = 230.
    @Test func equalSpacingMakesTheGapsEqual() {
        let f = frames("""
            canvas c 400x400
            stack row axis horizontal spacing 8 distribution equalSpacing
            view a in row intrinsic 50x20
            view b in row intrinsic 60x20
            view c in row intrinsic 70x20
            make row { left.top.equalTo(superview); width.equalTo(300); height.equalTo(20) }

            """)
        expectFrame(f, "a", 0, 0, 50, 20)
        expectFrame(f, "b", 110, 0, 60, 20)
        expectFrame(f, "c", 230, 0, 70, 20)
    }

    /// equalCentering, 300 wide, widths 20, 40, 60: a's centre at 10, c's at
    /// 300 − 30 = 270, b's halfway, at 140, so b.x = 140 − 20 = 120 (the gaps,
    /// 100 and 80, are at least the spacing 0).
    @Test func equalCenteringMakesTheCentreDistancesEqual() {
        let f = frames("""
            canvas c 400x400
            stack row axis horizontal distribution equalCentering
            view a in row intrinsic 20x20
            view b in row intrinsic 40x20
            view c in row intrinsic 60x20
            make row { left.top.equalTo(superview); width.equalTo(300); height.equalTo(20) }

            """)
        expectFrame(f, "a", 0, 0, 20, 20)
        expectFrame(f, "b", 120, 0, 40, 20)
        expectFrame(f, "c", 240, 0, 60, 20)
    }

    /// alignment center in a 200-wide vertical stack: widths 100 and 50 kept
    /// (intrinsic), centred at 100: x = 50 and 75; y = 0 and 20 (spacing 0);
    /// the stack 200 wide (required beats its fit at 25) and 20 + 30 = 50 high.
    @Test func alignmentCenterCentresTheViewsAcrossTheAxis() {
        let f = frames("""
            canvas c 400x400
            stack col axis vertical alignment center
            view a in col intrinsic 100x20
            view b in col intrinsic 50x30
            make col { left.top.equalTo(superview); width.equalTo(200) }

            """)
        expectFrame(f, "col", 0, 0, 200, 50)
        expectFrame(f, "a", 50, 0, 100, 20)
        expectFrame(f, "b", 75, 20, 50, 30)
    }

    /// alignment leading and trailing, the stack not sized across: it fits
    /// its widest view (100, its fit at 25 against a's hugging); a at 0, b at
    /// 0 (leading) or 100 − 50 = 50 (trailing).
    @Test func alignmentLeadingAndTrailingPinOneEdgeAndTheStackFitsTheWidest() {
        let text = """
            canvas c 400x400
            stack col axis vertical alignment ALIGN
            view a in col intrinsic 100x20
            view b in col intrinsic 50x30
            make col { left.top.equalTo(superview) }

            """
        let leading = frames(text.replacingOccurrences(of: "ALIGN", with: "leading"))
        expectFrame(leading, "col", 0, 0, 100, 50)
        expectFrame(leading, "b", 0, 20, 50, 30)
        let trailing = frames(text.replacingOccurrences(of: "ALIGN", with: "trailing"))
        expectFrame(trailing, "b", 50, 20, 50, 30)
    }

    /// A horizontal stack runs leading to trailing. In a 300-wide stack, a
    /// (50 wide) and b (intrinsic 70, hugging 200, below a's 250, so b takes
    /// what is left: 300 − 50 − 10 = 240). Under ltr a at 0, b at 60; on a
    /// 300-wide rtl canvas a is rightmost, x = 300 − 50 = 250, and b ends 10
    /// to its left, at 240, so b.x = 0.
    @Test func aHorizontalStackRunsFromTheLeadingEdgeUnderRTL() {
        let text = """
            canvas ltr 300x100
            canvas rtl 300x100 rtl
            stack row axis horizontal spacing 10
            view a in row intrinsic 50x20
            view b in row intrinsic 70x20 hugging 200 250
            make row { top.leading.equalTo(superview); width.equalTo(300) }

            """
        let ltr = frames(text, canvas: 0)
        expectFrame(ltr, "a", 0, 0, 50, 20)
        expectFrame(ltr, "b", 60, 0, 240, 20)
        let rtl = frames(text, canvas: 1)
        expectFrame(rtl, "a", 250, 0, 50, 20)
        expectFrame(rtl, "b", 0, 0, 240, 20)
    }

    @Test func theGeneratedConstraintsOfAVerticalStackAreUIStackViewsRequiredOnes() {
        let lines = StackLayout.generatedConstraints(layout(Self.threeLabels + "view b hidden\n")).map(\.line)
        let marker = "  # generated by stack list"
        #expect(lines == [
            "b.height == 0", "b.top == a.bottom",
            "a.top == list.top", "c.bottom == list.bottom",
            "c.top == a.bottom + 8",
            "a.leading == list.leading", "a.trailing == list.trailing",
            "b.leading == list.leading", "b.trailing == list.trailing",
            "c.leading == list.leading", "c.trailing == list.trailing",
        ].map { $0 + marker })
    }

    @Test func equalSpacingGeneratesInequalitiesAndEqualGapsBelowRequired() {
        let text = """
            stack row axis horizontal spacing 4 distribution equalSpacing alignment top
            view a in row
            view b in row
            view c in row

            """
        let lines = StackLayout.generatedConstraints(layout(text)).map(\.line)
        let marker = "  # generated by stack row"
        #expect(lines == [
            "a.leading == row.leading", "c.trailing == row.trailing",
            "b.leading >= a.trailing + 4", "c.leading >= b.trailing + 4",
            "c.leading - b.trailing == b.leading - a.trailing @999",
            "a.top == row.top", "a.bottom <= row.bottom",
            "b.top == row.top", "b.bottom <= row.bottom",
            "c.top == row.top", "c.bottom <= row.bottom",
            "a.height == 0 @25", "b.height == 0 @25", "c.height == 0 @25", "row.height == 0 @25",
        ].map { $0 + marker })
    }

    /// A document constraint against a generated one: the generated
    /// constraints come first, so the document's is left out, and the set
    /// names the generated one with its stack (and prints with the marker).
    @Test func aConstraintFightingAGeneratedOneIsLeftOutAndTheSetNamesTheStack() throws {
        let result = LayoutPass.run(layout(Self.threeLabels + "view b hidden\nmake b { height == 30 }\n"))[0]
        let set = try #require(result.unsatisfiable.first)
        #expect(set.map(OneLine.format) == ["b.height == 0  # generated by stack list", "b.height == 30"])
        #expect(set.first?.generatedBy == "list")
        #expect(result.broken.map(OneLine.format) == ["b.height == 30"])
    }

    @Test func theMarkerReadsBackWithTheOneLineForm() throws {
        let c = try OneLine.parse("b.height == 0  # generated by stack list")
        #expect(c.generatedBy == "list")
        #expect(OneLine.format(c) == "b.height == 0  # generated by stack list")
        #expect(try OneLine.parse("b.height == 0 # a comment").generatedBy == nil)
    }

    /// Nested: a vertical stack inside a horizontal one. The inner stack is
    /// 20 + 4 + 30 = 54 high; the row's fill alignment makes both arranged
    /// views as high as the row, which the taller fixes (54: its content's
    /// compression 750 beats x's hugging 250 of 10); x is 40 wide (intrinsic),
    /// col starts 40 + 6 = 46 in and has its widest label's 60.
    @Test func aStackInsideAStackIsArrangedLikeAnyView() {
        let f = frames("""
            canvas c 400x400
            stack row axis horizontal spacing 6
            view x in row intrinsic 40x10
            stack col in row axis vertical spacing 4 alignment leading
            view p in col intrinsic 60x20
            view q in col intrinsic 30x30
            make row { left.top.equalTo(superview) }

            """)
        expectFrame(f, "row", 0, 0, 106, 54)
        expectFrame(f, "x", 0, 0, 40, 54)
        expectFrame(f, "col", 46, 0, 60, 54)
        expectFrame(f, "p", 0, 0, 60, 20)
        expectFrame(f, "q", 0, 24, 30, 30)
    }

    // MARK: the statement

    @Test func stackStatementErrorsNameTheirPlace() {
        #expect(ParserTestSupport.diagnostics("stack s axis diagonal\n") == [
            "t.layout:1:14: error: unknown axis 'diagonal' (one of horizontal, vertical)",
        ])
        #expect(ParserTestSupport.diagnostics("stack s axis vertical distribution fillEqualy\n") == [
            "t.layout:1:36: error: unknown distribution 'fillEqualy'; did you mean 'fillEqually'?",
        ])
        #expect(ParserTestSupport.diagnostics("stack s axis vertical alignment middle\n") == [
            "t.layout:1:33: error: unknown alignment 'middle' (one of fill, leading, trailing, center, top, bottom, firstBaseline, lastBaseline)",
        ])
        #expect(ParserTestSupport.diagnostics("view v spacing 8\n") == [
            "t.layout:1:8: error: 'spacing' is a stack property: write 'stack v spacing …'",
        ])
        #expect(ParserTestSupport.diagnostics("stack s\n") == [
            "t.layout:1:8: error: expected 'axis horizontal' or 'axis vertical' in the stack statement, found the end of the line",
        ])
        #expect(ParserTestSupport.diagnostics("stack s axis vertical spacing 1e8\n") == [
            "t.layout:1:31: error: number '1e8' is out of range (at most 1e7 either way)",
        ])
        #expect(ParserTestSupport.diagnostics("stack s axis vertical hiden\n") == [
            "t.layout:1:23: error: unknown stack property 'hiden'; did you mean 'hidden'?",
        ])
    }

    @Test func aNewStackNeedsAnAxisAndAnExistingOneKeepsIt() {
        #expect(ParserTestSupport.allProblems("view s\nstack s spacing 4\n") == [
            "t.layout:2:7: error: 's' is not a stack: a new stack needs an axis ('axis horizontal' or 'axis vertical')",
        ])
        let changed = layout("stack s axis horizontal spacing 4 alignment center\nstack s spacing 12\n")
        #expect(changed.view(named: "s")?.properties.stack
                    == StackProperties(axis: .horizontal, spacing: 12, distribution: .fill, alignment: .center))
    }

    @Test func exportWritesStacksAndHiddenViewsBackAsTheyWereMade() {
        let text = """
            layout t
            canvas c 320x480 ltr
            stack list axis vertical spacing 8 distribution equalSpacing alignment lastBaseline
            view a in list intrinsic 10x20 hidden
            stack row in list axis horizontal
            list.top == root.top

            """
        let original = layout(text)
        let exported = LayoutExporter.text(original)
        #expect(exported == text)
        #expect(layout(exported) == original)
    }

    @Test func theBuilderMakesTheSameStackAsTheStatement() {
        let builder = LayoutBuilder(document: "t")
        builder.canvas("phone", width: 375, height: 812)
        let list = builder.addView("list", .stackAxis(.vertical), .stackSpacing(8))
        builder.addView("a", in: list, .intrinsicWidth(100), .intrinsicHeight(20))
        builder.addView("b", in: list, .intrinsicWidth(100), .intrinsicHeight(30), .hidden(true))
        builder.addView("c", in: list, .intrinsicWidth(100), .intrinsicHeight(40))
        list.makeConstraints { make in make.top.left.right.equalToSuperview() }
        let built = builder.build()
        #expect(built.errors.isEmpty)
        let parsed = layout("layout t\n" + Self.threeLabels + "view b hidden\n")
        #expect(built.layout.views == parsed.views)
        #expect(StackLayout.generatedConstraints(built.layout) == StackLayout.generatedConstraints(parsed))
    }

    /// firstBaseline in a horizontal stack: a (50 × 20, first baseline 15)
    /// and b (50 × 40, first baseline 30) share a baseline: a.y + 15 = b.y +
    /// 30. Both within the stack (tops ≥ 0), which fits them at 25: its
    /// height b.y + 40 is least with b.y = 0, so a.y = 15 and the row is 40
    /// high; along the axis a at 0, b at 50 + 10 = 60, the row 110 wide.
    @Test func firstBaselineAlignsTheBaselinesOfAHorizontalStack() {
        let f = frames("""
            canvas c 400x400
            stack row axis horizontal spacing 10 alignment firstBaseline
            view a in row intrinsic 50x20 baseline first 15
            view b in row intrinsic 50x40 baseline first 30
            make row { left.top.equalTo(superview) }

            """)
        expectFrame(f, "row", 0, 0, 110, 40)
        expectFrame(f, "a", 0, 15, 50, 20)
        expectFrame(f, "b", 60, 0, 50, 40)
    }

    /// fillProportionally with its middle view hidden: a and c share the
    /// 320 − 10 = 310 points 40:120 (b's 80 no longer counts): 77.5 and
    /// 232.5; c at 77.5 + 10 = 87.5; b 0 wide at a's end, 77.5.
    @Test func aHiddenViewTakesNoShareOfAProportionalStack() {
        let f = frames("""
            canvas c 400x400
            stack row axis horizontal spacing 10 distribution fillProportionally
            view a in row intrinsic 40x20
            view b in row intrinsic 80x20 hidden
            view c in row intrinsic 120x20
            make row { left.top.equalTo(superview); width.equalTo(320); height.equalTo(20) }

            """)
        expectFrame(f, "a", 0, 0, 77.5, 20)
        expectFrame(f, "b", 77.5, 0, 0, 20)
        expectFrame(f, "c", 87.5, 0, 232.5, 20)
    }
}

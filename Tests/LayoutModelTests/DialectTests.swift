import Testing
@testable import LayoutModel

/// The `dialect` clause and statement (docs/language.md, "Dialects").
@Suite struct DialectTests {
    @Test func theHeaderNamesTheDocumentAndTheDialect() {
        let parsed = LayoutParser.parse("layout cell dialect snapkit\nview a\n", file: "t.layout")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.documentName == "cell")
        #expect(parsed.dialect == .snapkit)
    }

    @Test func masonryIsTheDefaultAndAStatementSwitchesIt() {
        #expect(LayoutParser.parse("layout cell\n", file: "t.layout").dialect == .masonry)
        #expect(LayoutParser.parse("layout cell dialect masonry\n", file: "t.layout").dialect == .masonry)
        let parsed = LayoutParser.parse("view a\ndialect snapkit\n", file: "t.layout")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.dialect == .snapkit)
    }

    @Test func anUnknownDialectIsAnErrorAtItsNameWithASuggestion() {
        // "SnapKit" is one changed letter... two (S→s, K→k) from "snapkit": within a third of 7.
        #expect(ParserTestSupport.diagnostics("layout c dialect SnapKit\n")
            == ["t.layout:1:18: error: unknown dialect 'SnapKit'; expected 'masonry' or 'snapkit'; did you mean 'snapkit'?"])
        #expect(ParserTestSupport.diagnostics("dialect\n")
            == ["t.layout:1:8: error: unknown dialect the end of the line; expected 'masonry' or 'snapkit'"])
    }
}

/// The same pasted line under both dialects, where Masonry and SnapKit
/// differ; every constraint derived by hand from each library's rules. The
/// views `a` and `b` are under the root.
@Suite struct DialectDifferenceTests {
    /// The constraints of `make a { LINE }` in a file of `dialect`.
    private func lines(_ line: String, _ dialect: Dialect, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        let text = "layout d dialect \(dialect.rawValue)\nview a\nview b\nmake a {\n  \(line)\n}\n"
        let parsed = LayoutParser.parse(text, file: "d.layout")
        let outcome = Layout(name: "d").applying(parsed.edits)
        #expect(parsed.diagnostics.isEmpty && outcome.diagnostics.isEmpty,
                "\(line): \(parsed.diagnostics + outcome.diagnostics)", sourceLocation: sourceLocation)
        return outcome.layout.constraints.map { OneLine.format($0.constraint) }
    }

    @Test func insetOnASizeOrACentre() {
        // Masonry: insets give sizes and centres 0. SnapKit: width −(l + r) = −20.
        let line = "make.width.equalTo(b).inset(10)"
        #expect(lines(line, .masonry) == ["a.width == b.width"])
        #expect(lines(line, .snapkit) == ["a.width == b.width - 20"])
        // SnapKit: centerX (l − r) / 2 = (10 − 4) / 2 = 3; height −(t + b) = −(5 + 7) = −12.
        let centre = "make.centerX.equalTo(b).inset(UIEdgeInsetsMake(0, 10, 0, 4))"
        #expect(lines(centre, .masonry) == ["a.centerX == b.centerX"])
        #expect(lines(centre, .snapkit) == ["a.centerX == b.centerX + 3"])
        let height = "make.height.equalTo(b).insets(UIEdgeInsetsMake(5, 0, 7, 0))"
        #expect(lines(height, .masonry) == ["a.height == b.height"])
        #expect(lines(height, .snapkit) == ["a.height == b.height - 12"])
    }

    @Test func edgesInsetAlikeInBoth() {
        // Both: left +50, right −50, top +50, bottom −50 (SnapKit's own test case).
        let expected = ["a.left == root.left + 50", "a.right == root.right - 50", "a.top == root.top + 50",
                        "a.bottom == root.bottom - 50"]
        for dialect in Dialect.allCases {
            #expect(lines("make.edges.equalToSuperview().inset(50)", dialect) == expected)
        }
    }

    @Test func aNumberAgainstACentre() {
        // Masonry: the superview's centre. SnapKit: its left (centerX) and top (centerY).
        #expect(lines("make.centerX.equalTo(10)", .masonry) == ["a.centerX == root.centerX + 10"])
        #expect(lines("make.centerX.equalTo(10)", .snapkit) == ["a.centerX == root.left + 10"])
        #expect(lines("make.center.equalTo(0)", .masonry) == ["a.centerX == root.centerX", "a.centerY == root.centerY"])
        #expect(lines("make.center.equalTo(0)", .snapkit) == ["a.centerX == root.left", "a.centerY == root.top"])
    }

    @Test func aPointAgainstAnEdge() {
        // Masonry reads a point as centerOffset (left: 0); SnapKit as x on a horizontal attribute.
        #expect(lines("make.left.equalTo(CGPointMake(3, 4))", .masonry) == ["a.left == root.left"])
        #expect(lines("make.left.equalTo(CGPointMake(3, 4))", .snapkit) == ["a.left == root.left + 3"])
    }

    @Test func insetsAsAValueTargetOfACentre() {
        // SnapKit reads a value target against centerX as its "to" attribute `left`
        // (centerY: `top`), and insets give their constant per that attribute: left +L,
        // top +T. UIEdgeInsetsMake(1, 10, 3, 4) is T 1, L 10, B 3, R 4: centerX == root.left + 10,
        // centerY == root.top + 1 (not a centre's (L − R) / 2 = 3 and (T − B) / 2 = −1).
        // Masonry: insets give a centre 0, against the superview's centre.
        let line = "make.center.equalTo(UIEdgeInsetsMake(1, 10, 3, 4))"
        #expect(lines(line, .masonry) == ["a.centerX == root.centerX", "a.centerY == root.centerY"])
        #expect(lines(line, .snapkit) == ["a.centerX == root.left + 10", "a.centerY == root.top + 1"])
        // The same insets given by `inset` after a number target: the same "to" attribute, the same constant.
        #expect(lines("make.centerX.equalTo(0).inset(UIEdgeInsetsMake(1, 10, 3, 4))", .snapkit)
            == ["a.centerX == root.left + 10"])
        // Directional insets: `left` takes the leading inset (left to right), 2; top +1.
        let directional = "make.center.equalTo(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))"
        #expect(lines(directional, .masonry) == ["a.centerX == root.centerX", "a.centerY == root.centerY"])
        #expect(lines(directional, .snapkit) == ["a.centerX == root.left + 2", "a.centerY == root.top + 1"])
    }

    @Test func directionalInsetsOnLeftAndRight() {
        // Masonry: left and right 0; SnapKit falls back left to right: left +leading, right −trailing.
        let line = "make.edges.equalTo(b).inset(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))"
        #expect(lines(line, .masonry) == ["a.left == b.left", "a.right == b.right", "a.top == b.top + 1",
                                          "a.bottom == b.bottom - 3"])
        #expect(lines(line, .snapkit) == ["a.left == b.left + 2", "a.right == b.right - 4", "a.top == b.top + 1",
                                          "a.bottom == b.bottom - 3"])
    }

    @Test func updateWithNoSimilarConstraint() {
        // Masonry adds it with a warning; SnapKit's update never adds: an error at the line.
        let file = { (dialect: String) in
            "layout d dialect \(dialect)\nview a\nmake a { width.equalTo(10) }\nupdate a {\n  make.width.equalTo(20).priority(.low)\n}\n"
        }
        let masonry = Layout(name: "d").applying(LayoutParser.parse(file("masonry"), file: "d.layout").edits)
        #expect(masonry.diagnostics.map(\.description)
            == ["d.layout:5:3: warning: update found no similar constraint for 'a.width == 20 @250'; it was added"])
        #expect(masonry.layout.constraints.map { OneLine.format($0.constraint) } == ["a.width == 10", "a.width == 20 @250"])
        let snapkit = Layout(name: "d").applying(LayoutParser.parse(file("snapkit"), file: "d.layout").edits)
        #expect(snapkit.diagnostics.map(\.description) == [
            "d.layout:5:3: error: update found no similar constraint for 'a.width == 20 @250': SnapKit's update never "
                + "adds one; write it in a make, or change the similar constraint's line",
        ])
    }

    @Test func snapKitsUpdateOfAViewWithoutConstraintsIsItsMake() {
        let text = "layout d dialect snapkit\nview a\nupdate a { make.width.equalTo(20) }\n"
        let outcome = Layout(name: "d").applying(LayoutParser.parse(text, file: "d.layout").edits)
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.layout.constraints.map { OneLine.format($0.constraint) } == ["a.width == 20"])
    }

    @Test func aLineWithoutARelationIsAnErrorUnderSnapKit() {
        // SnapKit makes nothing of `make.left.offset(10)`; the error is at the modifier (column 13).
        let text = "layout d dialect snapkit\nview a\nmake a {\n  make.left.offset(10)\n}\n"
        #expect(ParserTestSupport.diagnostics(text, file: "d.layout") == [
            "d.layout:4:13: error: a line without a relation makes no constraint in SnapKit; write "
                + "'.equalToSuperview()' (or 'dialect masonry', where it means equalTo(superview))",
        ])
    }

    @Test func theStatementSwitchesTheLinesAfterIt() {
        let text = "view a\nmake a { centerX.equalTo(10) }\ndialect snapkit\nmake a { centerX.equalTo(20) }\n"
        #expect(ParserTestSupport.constraintLines(text) == ["a.centerX == root.centerX + 10", "a.centerX == root.left + 20"])
    }

    @Test func theFramesDiffer() {
        // A 20x10 view with `center.equalTo(0)` on the 375x812 canvas: Masonry centres it
        // (x = (375 − 20) / 2 = 177.5, y = (812 − 10) / 2 = 401); SnapKit puts its centre
        // at the root's top left corner (x = −10, y = −5).
        for (dialect, x, y) in [(Dialect.masonry, 177.5, 401.0), (.snapkit, -10, -5)] {
            let text = "layout d dialect \(dialect.rawValue)\nview a intrinsic 20x10\nmake a { make.center.equalTo(0) }\n"
            let outcome = Layout(name: "d").applying(LayoutParser.parse(text, file: "d.layout").edits)
            #expect(outcome.diagnostics.isEmpty)
            let canvas = LayoutPass.run(outcome.layout)[0]
            LayoutPassSupport.expectFrame(canvas, "a", x, y, 20, 10)
        }
    }

    @Test func exportIsDialectNeutralAndRoundTrips() {
        // Constraints are stored resolved: the export of a SnapKit file names
        // `root.left`, and re-applied (Masonry's rules, no dialect written) gives the same layout.
        let text = "layout d dialect snapkit\nview a\nview b\nmake a { make.center.equalTo(0); make.width.equalTo(b).inset(10) }\n"
        let outcome = Layout(name: "d").applying(LayoutParser.parse(text, file: "d.layout").edits)
        #expect(outcome.diagnostics.isEmpty)
        let exported = LayoutExporter.text(outcome.layout)
        #expect(!exported.contains("dialect"))
        let again = LayoutParser.parse(exported, file: "e.layout")
        let back = Layout(name: "d").applying(again.edits)
        #expect(again.diagnostics.isEmpty && back.diagnostics.isEmpty)
        #expect(back.layout.constraints.map(\.constraint) == outcome.layout.constraints.map(\.constraint))
        #expect(back.layout.constraints.map { OneLine.format($0.constraint) }
            == ["a.centerX == root.left", "a.centerY == root.top", "a.width == b.width - 20"])
    }
}

/// The two fixes: edges paired with margins side to side, and `update`
/// changing the newest similar constraint.
@Suite struct PairingAndUpdateFixTests {
    @Test func edgesAgainstMarginsPairSideToSide() {
        // Before: "'left' is not one of the attributes of 'margins'".
        let lines = ParserTestSupport.constraintLines("view a\nmake a { edges.equalTo(superview.margins) }\n")
        #expect(lines == ["a.left == root.leftMargin", "a.right == root.rightMargin", "a.top == root.topMargin",
                          "a.bottom == root.bottomMargin"])
        let back = ParserTestSupport.constraintLines("view a\nmake a { margins.equalTo(superview.edges) }\n")
        #expect(back == ["a.leftMargin == root.left", "a.rightMargin == root.right", "a.topMargin == root.top",
                         "a.bottomMargin == root.bottom"])
        #expect(ParserTestSupport.constraintLines("view a\nmake a { leading.trailing.equalTo(superview.margins) }\n")
            == nil)  // leadingMargin is not one of margins' (left, right, top, bottom margins)
    }

    @Test func edgesAgainstMarginsGiveTheFramesByHand() {
        // The root's margins are 8 on every side: inside them a is (8, 8, 375 − 16, 812 − 16);
        // with a's own margins (8) on the root's edges, a reaches 8 beyond each edge.
        for (line, frame) in [("edges.equalTo(superview.margins)", (8.0, 8.0, 359.0, 796.0)),
                              ("margins.equalTo(superview.edges)", (-8, -8, 391, 828))] {
            let parsed = LayoutParser.parse("view a\nmake a { \(line) }\n", file: "t.layout")
            let outcome = Layout(name: "t").applying(parsed.edits)
            #expect(parsed.diagnostics.isEmpty && outcome.errors.isEmpty)
            let canvas = LayoutPass.run(outcome.layout)[0]
            LayoutPassSupport.expectFrame(canvas, "a", frame.0, frame.1, frame.2, frame.3)
        }
    }

    @Test func updateChangesTheNewestSimilarConstraint() {
        // Two similar constraints (different keys); Masonry's update searches from the
        // last installed one, so the second takes the constant. Before: the first did.
        let text = "view a\nmake a { width.equalTo(10).key(first) }\nmake a { width.equalTo(10).key(second) }\n"
            + "update a { width.equalTo(30) }\n"
        let parsed = LayoutParser.parse(text, file: "t.layout")
        let outcome = Layout(name: "t").applying(parsed.edits)
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.layout.constraints.map { OneLine.format($0.constraint) }
            == ["a.width == 10 key first", "a.width == 30 key second"])
    }
}

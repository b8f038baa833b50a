import Testing
@testable import LayoutModel
import LayoutSolver

/// Every statement of language.md ("Statements"), parsed into the edits it means.
@Suite struct ParserStatementTests {
    private func parse(_ text: String) -> ParseResult { LayoutParser.parse(text, file: "s.layout") }

    private func place(_ line: Int, _ column: Int) -> LayoutModel.SourceLocation {
        LayoutModel.SourceLocation(file: "s.layout", line: line, column: column)
    }

    @Test func layoutNamesTheDocumentAndMakesNoEdit() {
        let result = parse("# a comment first\n\nlayout login\nview a")
        #expect(result.diagnostics.isEmpty)
        #expect(result.documentName == "login")
        #expect(result.edits.count == 1)
    }

    @Test func aFileWithoutLayoutHasNoDocumentName() {
        #expect(parse("view a").documentName == nil)
    }

    @Test func canvasStatementsAddCanvasesWithTheirDirection() {
        let result = parse("canvas phone 375x812\ncanvas mirrored 375.5x812 rtl\ncanvas tablet 820x1180 ltr")
        #expect(result.diagnostics.isEmpty)
        #expect(result.edits.map(\.kind) == [
            .canvas(Canvas(name: "phone", width: 375, height: 812)),
            .canvas(Canvas(name: "mirrored", width: 375.5, height: 812, direction: .rtl)),
            .canvas(Canvas(name: "tablet", width: 820, height: 1180, direction: .ltr)),
        ])
        #expect(result.edits[1].location == place(2, 1))
        #expect(result.edits[1].nameLocation == place(2, 8))
    }

    @Test func removeStatementsNameWhatTheyRemove() {
        let result = parse("remove canvas phone\nremove view header\nremove constraints title")
        #expect(result.diagnostics.isEmpty)
        #expect(result.edits.map(\.kind) == [.removeCanvas("phone"), .removeView("header"), .removeConstraints("title")])
        // `remove view header`: header starts at column 13.
        #expect(result.edits[1].nameLocation == place(2, 13))
    }

    @Test func aPlainViewStatementHasNoParentAndNoChanges() {
        let result = parse("view header")
        #expect(result.edits.map(\.kind) == [.view(name: "header", parent: nil, changes: [])])
        #expect(result.edits.first?.nameLocation == place(1, 6))
    }

    @Test func viewPropertiesBecomePropertyChangesInTheOrderWritten() {
        let result = parse("view title in header intrinsic 120x22 hugging 251 compression 700 760 margins 1 2 3 -4")
        #expect(result.diagnostics.isEmpty)
        #expect(result.edits.map(\.kind) == [.view(name: "title", parent: "header", changes: [
            .intrinsicWidth(120), .intrinsicHeight(22),
            .hugging(Priority(251), Priority(251)),
            .compression(Priority(700), Priority(760)),
            .margins(Insets(top: 1, left: 2, bottom: 3, right: -4)),
        ])])
    }

    @Test func intrinsicCanBeGivenPerAxisAndHuggingByName() {
        let result = parse("view a intrinsic width 40 hugging high low\nview b intrinsic height 16.5\nview c intrinsic width 1 height 2")
        #expect(result.diagnostics.isEmpty)
        #expect(result.edits.map(\.kind) == [
            .view(name: "a", parent: nil, changes: [.intrinsicWidth(40), .hugging(.high, .low)]),
            .view(name: "b", parent: nil, changes: [.intrinsicHeight(16.5)]),
            .view(name: "c", parent: nil, changes: [.intrinsicWidth(1), .intrinsicHeight(2)]),
        ])
    }

    @Test func noneInPlaceOfANumberRemovesTheProperty() {
        let result = parse("""
        view a intrinsic none hugging none compression 300 none margins none baseline first none last none
        view b intrinsic width none
        """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.edits.map(\.kind) == [
            .view(name: "a", parent: nil, changes: [
                .intrinsicWidth(nil), .intrinsicHeight(nil), .hugging(nil, nil), .compression(Priority(300), nil),
                .margins(nil), .firstBaseline(nil), .lastBaseline(nil),
            ]),
            .view(name: "b", parent: nil, changes: [.intrinsicWidth(nil)]),
        ])
    }

    @Test func baselinesAreGivenTogetherOrAlone() {
        let result = parse("view a baseline first 12 last 30\nview b baseline last 20")
        #expect(result.diagnostics.isEmpty)
        #expect(result.edits.map(\.kind) == [
            .view(name: "a", parent: nil, changes: [.firstBaseline(12), .lastBaseline(30)]),
            .view(name: "b", parent: nil, changes: [.lastBaseline(20)]),
        ])
    }

    @Test func makeUpdateAndRemakeCarryTheirViewAndItsPlace() {
        let result = parse("""
        make title { width == 10 }
        update title { width == 20 }
          remake title {
            width == 30
          }
        """)
        #expect(result.diagnostics.isEmpty)
        let w = { (c: Double, line: Int, column: Int) in
            LayoutConstraint(item: "title", attribute: .width, constant: c, location: place(line, column))
        }
        #expect(result.edits.map(\.kind) == [
            .make("title", [w(10, 1, 14)]), .update("title", [w(20, 2, 16)]), .remake("title", [w(30, 4, 5)]),
        ])
        #expect(result.edits.map(\.location) == [place(1, 1), place(2, 1), place(3, 3)])
        #expect(result.edits.map(\.nameLocation) == [place(1, 6), place(2, 8), place(3, 10)])
        // Each constraint remembers the start of its line.
        #expect(ParserTestSupport.constraints("make a {\n  top == b\n    left == b\n}").map(\.location?.column) == [3, 5])
    }

    @Test func blockLinesAreSeparatedByNewlinesOrSemicolonsAndMayBeEmpty() {
        let result = parse("make a {\n\n  width == 1; height == 2;\n\n  ;centerX == b\n}")
        #expect(result.diagnostics.isEmpty)
        #expect(ParserTestSupport.constraints("make a {\n\n  width == 1; height == 2;\n\n  ;centerX == b\n}").map(OneLine.format)
            == ["a.width == 1", "a.height == 2", "a.centerX == b.centerX"])
        // An empty block makes nothing; a remake with nothing removes the view's constraints.
        #expect(parse("remake a { }").edits.map(\.kind) == [.remake("a", [])])
    }

    @Test func theBlockMayOpenOnTheNextLine() {
        let result = parse("make a\n{\n  width == 1\n}")
        #expect(result.diagnostics.isEmpty)
        #expect(result.edits.count == 1)
    }

    @Test func aOneLineConstraintIsAMakeOfThatConstraintForItsFirstItem() {
        let result = parse("title.width <= header.width - 32 @750 key titleMax")
        #expect(result.diagnostics.isEmpty)
        let expected = LayoutConstraint(item: "title", attribute: .width, relation: .lessThanOrEqual, item2: "header",
                                        attribute2: .width, constant: -32, priority: .high, key: "titleMax")
        #expect(result.edits.map(\.kind) == [.make("title", [expected])])
        #expect(result.edits.first?.nameLocation == place(1, 1))
        #expect(result.edits.first.flatMap { edit -> LayoutConstraint? in
            if case .make(_, let list) = edit.kind { return list.first }
            return nil
        }?.targetLocation == place(1, 16))
    }

    @Test func keywordsAreViewNamesWhenFollowedByADot() {
        // A view named `view` and one named `make`: `NAME.` always starts a constraint.
        let result = parse("view.width == 10\nmake.left == view")
        #expect(result.diagnostics.isEmpty)
        #expect(result.edits.map(\.kind) == [
            .make("view", [LayoutConstraint(item: "view", attribute: .width, constant: 10)]),
            .make("make", [LayoutConstraint(item: "make", attribute: .left, item2: "view", attribute2: .left)]),
        ])
    }

    @Test func statementsMayShareALineWithSemicolons() {
        let result = parse("view a; view b in a ; a.width == b")
        #expect(result.diagnostics.isEmpty)
        #expect(result.edits.count == 3)
    }

    @Test func distributeMakesOneEditPerFirstItemInOrder() {
        let result = parse("distribute [tab1, tab2, tab3] horizontal spacing 10 lead 5 tail 5")
        #expect(result.diagnostics.isEmpty)
        let expected = Distribution.constraints(views: ["tab1", "tab2", "tab3"], axis: .horizontal, mode: .spacing(10),
                                                lead: 5, tail: 5, at: place(1, 1))
        #expect(result.edits.flatMap { edit -> [LayoutConstraint] in
            if case .make(_, let list) = edit.kind { return list }
            return []
        } == expected)
        for edit in result.edits {
            guard case .make(let view, let list) = edit.kind else { Issue.record("not a make"); continue }
            #expect(list.allSatisfy { $0.item == view })
        }
        // Each edit's name is where its view is written in the list (tab1 at column 13).
        #expect(result.edits.first?.nameLocation == place(1, 13))
    }

    @Test func distributeByLengthAndVertically() {
        let result = parse("distribute [a, b] vertical length 44")
        #expect(result.diagnostics.isEmpty)
        let expected = Distribution.constraints(views: ["a", "b"], axis: .vertical, mode: .length(44), lead: 0, tail: 0,
                                                at: place(1, 1))
        #expect(result.edits.flatMap { edit -> [LayoutConstraint] in
            if case .make(_, let list) = edit.kind { return list }
            return []
        } == expected)
    }

    @Test func vflPassesItsFormatMetricsAndAlignmentToVisualFormat() throws {
        let text = #"vfl "H:|-pad-[a]-8-[b]-pad-|" metrics pad=16 other=-2 align alignAllCenterY"#
        let result = parse(text)
        // The format starts after the quote, at column 6.
        let expected = Result { () throws(LayoutErrors) in
            try VisualFormat.constraints("H:|-pad-[a]-8-[b]-pad-|", metrics: ["pad": 16, "other": -2], align: .centerY,
                                         at: place(1, 6))
        }
        switch expected {
        case .success(let constraints):
            #expect(result.diagnostics.isEmpty)
            #expect(result.edits.flatMap { edit -> [LayoutConstraint] in
                if case .make(_, let list) = edit.kind { return list }
                return []
            } == constraints)
            #expect(result.edits.map { edit -> String in
                if case .make(let view, _) = edit.kind { return view }
                return ""
            } == ["a", "b"])
        case .failure(let errors):
            #expect(result.diagnostics == errors.diagnostics)
        }
    }
}

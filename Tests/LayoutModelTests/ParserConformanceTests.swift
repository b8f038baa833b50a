import Testing
@testable import LayoutModel

/// What semantics.md says statements mean, checked at the parser level:
/// parse, apply to an empty document, print in the one-line form. The
/// expected lines are written from semantics.md by hand.
@Suite struct ParserConformanceTests {
    @Test func edgesWithInsetsNegateRightAndBottomInExpansionOrder() {
        let text = """
        view a
        make a { edges.equalTo(superview).insets(insets(5, 10, 15, 20)) }
        """
        #expect(ParserTestSupport.constraintLines(text) == [
            "a.left == root.left + 10", "a.right == root.right - 20",
            "a.top == root.top + 5", "a.bottom == root.bottom - 15",
        ])
    }

    @Test func sizeOffsetAddsToWidthAndHeight() {
        let text = """
        view a
        make a { size.equalTo(superview).sizeOffset(100, -50) }
        """
        #expect(ParserTestSupport.constraintLines(text) == ["a.width == root.width + 100", "a.height == root.height - 50"])
    }

    @Test func centerOffsetAddsToCenterXAndCenterY() {
        let text = """
        view a
        make a { center.equalTo(superview).centerOffset(-5, 10) }
        """
        #expect(ParserTestSupport.constraintLines(text) == ["a.centerX == root.centerX - 5", "a.centerY == root.centerY + 10"])
    }

    @Test func aNumberIsAConstantForSizesAndSuperviewRelativeOtherwise() {
        let text = """
        view a
        make a {
          width.equalTo(10)
          left.equalTo(10)
        }
        """
        #expect(ParserTestSupport.constraintLines(text) == ["a.width == 10", "a.left == root.left + 10"])
    }

    @Test func multipliersOffsetsAndPrioritiesInBothForms() {
        let text = """
        view a
        view b
        make a { width.equalTo(b.height).multipliedBy(0.5).offset(10).priority(345) }
        make b { height == a.width / 10 }
        """
        // Width with height across axes is allowed (aspect ratios), as in Auto Layout.
        #expect(ParserTestSupport.constraintLines(text) == ["a.width == b.height * 0.5 + 10 @345",
                                                            "b.height == a.width * 0.1"])
    }

    @Test func listsMakeOneConstraintPerTargetWithLaterModifiersOnEach() {
        let text = """
        view a
        view v1
        view v3
        make a { left.equalTo([v1, 100, v3.right]) }
        make a { height.equalTo([v1, v3]).priorityMedium().offset(-10) }
        """
        #expect(ParserTestSupport.constraintLines(text) == [
            "a.left == v1.left", "a.left == root.left + 100", "a.left == v3.right",
            "a.height == v1.height - 10 @500", "a.height == v3.height - 10 @500",
        ])
    }

    @Test func aKeyOnSeveralRowsIsIndexedAcrossTheList() {
        let text = """
        view a
        view b
        make a { left.greaterThanOrEqualTo([b, 10]).key(left) }
        make b { width == 20 key bw }
        """
        #expect(ParserTestSupport.constraintLines(text) == [
            "a.left >= b.left key left[0]", "a.left >= root.left + 10 key left[1]", "b.width == 20 key bw",
        ])
    }

    @Test func updateChangesOnlyTheConstantOfTheSimilarConstraint() {
        let text = """
        view a
        view b
        make a { left.equalTo(b).offset(10) }
        update a { left.equalTo(b).offset(20) }
        """
        #expect(ParserTestSupport.constraintLines(text) == ["a.left == b.left + 20"])
    }

    @Test func updateWithoutASimilarConstraintAdds() {
        let text = """
        view a
        view b
        make a { left.equalTo(b).offset(10); width.equalTo(50) }
        update a { right.equalTo(b).offset(20); width.equalTo(50).priorityLow() }
        """
        #expect(ParserTestSupport.constraintLines(text) == [
            "a.left == b.left + 10", "a.width == 50", "a.right == b.right + 20", "a.width == 50 @250",
        ])
    }

    @Test func remakeDropsOnlyTheViewsOwnConstraints() {
        let text = """
        view a
        view b
        make a { top.left.equalTo(superview); size.equalTo(size(10, 10)) }
        make b { left.equalTo(a.right) }
        remake a { height.equalTo(b).offset(100) }
        """
        #expect(ParserTestSupport.constraintLines(text) == ["b.left == a.right", "a.height == b.height + 100"])
    }

    @Test(.enabled(if: !Distribution.constraints(views: ["a", "b"], axis: .horizontal, mode: .spacing(1), lead: 0,
                                                   tail: 0, at: nil).isEmpty, "needs Distribution"))
    func distributeMakesMasonrysFixedSpacingConstraints() {
        let text = """
        view v1
        view v2
        view v3
        distribute [v1, v2, v3] horizontal spacing 10 lead 5 tail 5
        """
        #expect(ParserTestSupport.constraintLines(text).map(Set.init) == Set([
            "v1.left == root.left + 5", "v2.width == v1.width", "v2.left == v1.right + 10",
            "v3.width == v2.width", "v3.left == v2.right + 10", "v3.right == root.right - 5",
        ]))
    }

    @Test func theEquationFormMeansTheSameAsTheChainForm() {
        let text = """
        view header
        view button
        make header { top.left.right == root; height == 64 }
        button.top == header.bottom + 20
        make button { left.right.equalTo(superview).inset(16); height == 44 @750 key h }
        """
        #expect(ParserTestSupport.constraintLines(text) == [
            "header.top == root.top", "header.left == root.left", "header.right == root.right", "header.height == 64",
            "button.top == header.bottom + 20", "button.left == root.left + 16", "button.right == root.right - 16",
            "button.height == 44 @750 key h",
        ])
    }

    @Test func anUnknownViewIsReportedAtItsName() {
        // Case 30: `make title {` — 'title' starts at line 2, column 6.
        let problems = ParserTestSupport.allProblems("view header\nmake title { top.equalTo(header) }")
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("t.layout:2:6: error: unknown view 'title'") == true)
    }

    @Test func aRelationWrittenTwiceIsReportedOnItsLine() {
        let problems = ParserTestSupport.diagnostics("view a\nmake a { left.equalTo(superview).greaterThanOrEqualTo(superview) }")
        // 'greaterThanOrEqualTo' starts at column 34 of line 2.
        #expect(problems == ["t.layout:2:34: error: relation written twice: 'greaterThanOrEqualTo' after 'equalTo'"])
    }
}

import Testing
@testable import LayoutModel
import LayoutSolver

/// The sizes rule (docs/semantics.md, "Sizes are never negative"): UIKit's
/// engine never gives a view, a layout guide or a scroll view's content a
/// negative width or height, and neither does the layout pass. Every
/// expected frame, set and order is derived by hand in the comments.
@Suite struct SizesRuleTests {
    private func solved(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [CanvasLayout] {
        let parsed = LayoutParser.parse(text, file: "s.layout")
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)", sourceLocation: sourceLocation)
        let outcome = Layout(name: "s").applying(parsed.edits)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)", sourceLocation: sourceLocation)
        return LayoutPass.run(outcome.layout)
    }

    /// A conflicting set as lines: `rule: NAME` for the rule, else
    /// `PLACE: ONE-LINE` (the place `-` when there is none).
    private func lines(_ set: [LayoutConstraint]) -> [String] {
        set.map { c in
            if let rule = c.ruleName { return "rule: " + rule }
            return "\(c.location.map { "\($0.line):\($0.column)" } ?? "-"): \(OneLine.format(c))"
        }
    }

    // MARK: Optional constraints give way

    @Test func anOptionalConstraintThatNeedsANegativeWidthGivesWay() {
        // a.left == 20 (required) and a.right == 10 @750 would need a width of
        // 10 − 20 = −10; the rule (required) keeps it at 0, and the @750
        // constraint is violated by 10, the least it can be: frame (20, 0, 0, 10).
        // Widening a would only violate it more, so the width is determined.
        let result = solved("""
            view a
            a.left == root.left + 20
            a.right == root.left + 10 @750
            a.top == root.top
            a.height == 10
            """)[0]
        #expect(result.unsatisfiable.isEmpty)
        #expect(result.frame(of: "a") == Frame(x: 20, y: 0, width: 0, height: 10))
        #expect(result.ambiguous.isEmpty)
    }

    @Test func anOptionalNegativeSizeOfItsOwnGivesWayOnBothAxes() {
        // width == -20 @750 and height == -10 @750 alone on their axes: 0 and
        // 0, each the least violation (20 and 10) the rule allows.
        let result = solved("""
            view a
            a.left == root.left + 5
            a.top == root.top + 6
            a.width == -20 @750
            a.height == -10 @750
            """)[0]
        #expect(result.unsatisfiable.isEmpty)
        #expect(result.frame(of: "a") == Frame(x: 5, y: 6, width: 0, height: 0))
        #expect(result.ambiguous.isEmpty)
    }

    // MARK: Required constraints that need a negative size conflict

    @Test func aRequiredNegativeWidthIsLeftOutAndTheRuleNamed() {
        // `a.width == -16` (line 5) cannot hold with the rule, which came
        // first: the document's constraint is the one left out, and the set
        // is the rule, then it.
        let result = solved("""
            view a
            a.left == root.left
            a.top == root.top
            a.height == 10
            a.width == -16
            """)[0]
        #expect(result.unsatisfiable.map(lines) == [["rule: the width of a is never negative (UIKit)", "5:1: a.width == -16"]])
        #expect(result.broken.map(OneLine.format) == ["a.width == -16"])
        let rule = result.unsatisfiable.first?.first
        #expect(rule?.isSizeRule == true && rule?.location == nil)
        #expect(rule.map(OneLine.format) == "a.width >= 0  # rule: the width of a is never negative (UIKit)")
        // With it left out nothing holds the width: free, reported so.
        #expect(LayoutPassSupport.free("a", in: result) == ["width"])
    }

    /// A table header laid out before it has a width (UIKit's
    /// `UIView-Encapsulated-Layout-Width == 0`), a label pinned 8 in from each side.
    static let zeroWidthHeader = """
        view header
        view label in header
        header.left == root.left
        header.top == root.top
        header.width == 0
        header.height == 44
        label.left == header.left + 8
        label.right == header.right - 8
        label.top == header.top
        label.bottom == header.bottom
        """

    @Test func aLabelPinnedInsideAZeroWidthHeaderConflicts() {
        // In the header's bounds: label.x == 8, label.x + label.width == 0 − 8,
        // so label.width == −16. The rule on label's width came first, so the
        // last of the three constraints, label.right (line 8), is left out;
        // each of the four is needed (without header.width == 0 the header
        // widens to 16). The header keeps (0, 0, 0, 44); the label (8, 0, ?, 44)
        // with its width free once its right edge is gone.
        let result = solved(Self.zeroWidthHeader)[0]
        #expect(result.unsatisfiable.map(lines) == [[
            "rule: the width of label is never negative (UIKit)",
            "5:1: header.width == 0",
            "7:1: label.left == header.left + 8",
            "8:1: label.right == header.right - 8",
        ]])
        #expect(result.broken.map(OneLine.format) == ["label.right == header.right - 8"])
        #expect(result.frame(of: "header") == Frame(x: 0, y: 0, width: 0, height: 44))
        #expect(result.frame(of: "label").map { ($0.x, $0.y, $0.height) } ?? (0, 0, 0) == (8, 0, 44))
        #expect(result.ambiguous == [AmbiguousView(view: "label", free: ["width"])])
    }

    @Test func theSameLabelInAWiderHeaderIsLaidOutAsBefore() {
        // A header 100 wide: label.width == 100 − 16 = 84, no conflict, nothing free.
        let result = solved(Self.zeroWidthHeader.replacingOccurrences(of: "header.width == 0", with: "header.width == 100"))[0]
        #expect(result.unsatisfiable.isEmpty)
        #expect(result.frame(of: "label") == Frame(x: 8, y: 0, width: 84, height: 44))
        #expect(result.ambiguous.isEmpty)
    }

    @Test func aNarrowCanvasBreaksWhatAWideOneHolds() {
        // width == W − 200: 175 on the 375-wide phone; −50 on the 150-wide
        // canvas, where the phone's solver refuses the size and the canvas
        // is solved afresh: the canvas size first, then the rule, then
        // a.left (line 4) and a.right (line 5), left out.
        let results = solved("""
            canvas phone 375x812
            canvas small 150x300
            view a
            a.left == root.left + 100
            a.right == root.right - 100
            a.top == root.top
            a.height == 10
            """)
        #expect(results[0].unsatisfiable.isEmpty)
        #expect(results[0].frame(of: "a") == Frame(x: 100, y: 0, width: 175, height: 10))
        #expect(results[1].unsatisfiable.map(lines) == [[
            "-: root.width == 150",
            "rule: the width of a is never negative (UIKit)",
            "4:1: a.left == root.left + 100",
            "5:1: a.right == root.right - 100",
        ]])
    }

    @Test func onlyTheCanvasSizeLeavesARuleOut() {
        // The root's margins guide is measured (a.left == root.leftMargin):
        // on the 10-wide canvas it would be 10 − 8 − 8 = −6 wide. The canvas
        // size comes first and holds, so the rule is the one left out, with
        // it alone in the set; on the phone, 375 − 16 ≥ 0, nothing breaks.
        // a keeps (8, 0, 5, 5) on both.
        let results = solved("""
            canvas phone 375x812
            canvas tiny 10x10
            view a
            a.left == root.leftMargin
            a.top == root.top
            a.width == 5
            a.height == 5
            """)
        #expect(results[0].unsatisfiable.isEmpty)
        #expect(results[1].unsatisfiable.map(lines) == [[
            "-: root.width == 10", "rule: the width of root.marginsGuide is never negative (UIKit)",
        ]])
        #expect(results[1].broken.first?.isSizeRule == true)
        #expect(results.map { $0.frame(of: "a") } == [Frame(x: 8, y: 0, width: 5, height: 5), Frame(x: 8, y: 0, width: 5, height: 5)])
    }

    // MARK: Ambiguity

    @Test func aWidthTheConstraintsLeaveFreeIsStillFree() {
        // a: nothing on its width; b: only width >= 10; c: only width <= 50
        // (0 … 50 with the rule): each width can take another value.
        let result = solved("""
            view a
            view b
            view c
            a.left == root.left
            a.top == root.top
            a.height == 10
            b.left == root.left
            b.top == root.top
            b.height == 10
            b.width >= 10
            c.left == root.left
            c.top == root.top
            c.height == 10
            c.width <= 50
            """)[0]
        #expect(result.unsatisfiable.isEmpty)
        #expect(result.ambiguous == [AmbiguousView(view: "a", free: ["width"]), AmbiguousView(view: "b", free: ["width"]),
                                     AmbiguousView(view: "c", free: ["width"])])
    }

    // MARK: Guides, content sizes, fitted axes

    @Test func aCustomGuidesSizeIsNeverNegative() {
        // A guide is a rectangle of the tree like a view: height == -4 conflicts.
        let result = solved("""
            guide spacer
            spacer.left == root.left
            spacer.top == root.top
            spacer.width == 10
            spacer.height == -4
            """)[0]
        #expect(result.unsatisfiable.map(lines) == [[
            "rule: the height of spacer is never negative (UIKit)", "5:1: spacer.height == -4",
        ]])
    }

    @Test func aMarginsGuideIsNeverNegativeOnTheAxesItIsMeasuredOn() {
        // box has the default margins, 8 on every side: its margins guide is
        // w − 16 wide and h − 16 high. A margin attribute measures it across
        // (dot.left == box.leftMargin), the guide itself down
        // (box.marginsGuide.top): a 10 × 10 box needs a guide of −6 × −6, so
        // box.width == 10 (line 6) and box.height == 10 (line 7) are left out,
        // each against the rule of its axis. `plain`, 10 × 10 too, has no
        // margin measured: no rule on its margins, no conflict.
        let result = solved("""
            view box
            view dot in box
            view plain
            box.left == root.left
            box.top == root.top
            box.width == 10
            box.height == 10
            dot.left == box.leftMargin
            dot.top == box.marginsGuide.top
            dot.width == 0
            dot.height == 0
            plain.left == root.left
            plain.top == root.top
            plain.width == 10
            plain.height == 10
            """)[0]
        #expect(result.unsatisfiable.map(lines) == [
            ["rule: the width of box.marginsGuide is never negative (UIKit)", "6:1: box.width == 10"],
            ["rule: the height of box.marginsGuide is never negative (UIKit)", "7:1: box.height == 10"],
        ])
        #expect(result.frame(of: "plain") == Frame(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func aScrollViewsContentSizeIsNeverNegative() {
        // From inside s its left is the content's 0 and its right the content
        // width cw: c.x == 10 and c.x + c.width == cw + 30, so cw == c.width − 20;
        // with c.width == 5 (line 12), cw == −15. Left out against the content
        // guide's rule, with the two pins it needs.
        let result = solved("""
            view s scroll
            view c in s
            s.left == root.left
            s.top == root.top
            s.width == 100
            s.height == 100
            c.left == s.left + 10
            c.right == s.right + 30
            c.top == s.top
            c.bottom == s.bottom
            c.height == 50
            c.width == 5
            """)[0]
        #expect(result.unsatisfiable.map(lines) == [[
            "rule: the width of s.contentGuide is never negative (UIKit)",
            "7:1: c.left == s.left + 10",
            "8:1: c.right == s.right + 30",
            "12:1: c.width == 5",
        ]])
    }

    @Test func aFittedAxisIsNeverNegative() {
        // fitx44: a.x == 10, a.x + a.width == W + 30, so W == a.width − 20;
        // a.width == 5 (line 7) would make the root −15 wide: left out against
        // the root's rule. Then W, pulled toward 0 at 50, is 0 and
        // a.width == 20 (the least that keeps W ≥ 0): a (10, 0, 20, 44).
        let result = solved("""
            canvas cell fitx44
            view a
            a.left == root.left + 10
            a.right == root.right + 30
            a.top == root.top
            a.height == 44
            a.width == 5
            """)[0]
        #expect(result.unsatisfiable.map(lines) == [[
            "rule: the width of root is never negative (UIKit)",
            "3:1: a.left == root.left + 10",
            "4:1: a.right == root.right + 30",
            "7:1: a.width == 5",
        ]])
        #expect(result.width == 0 && result.height == 44)
        #expect(result.frame(of: "a") == Frame(x: 10, y: 0, width: 20, height: 44))
    }

    @Test func aFittedRootsSafeAreaIsNeverNegative() {
        // 375xfit with safe insets 20 top and bottom: a.y == 20 and
        // a.y + a.height == (H − 20) + 10, so a.height == H − 30 ≥ 0; the safe
        // area is H − 40 high, ≥ 0 by the rule. H, pulled toward 0, is 40:
        // a (0, 20, 100, 10). (Without the safe area's rule: H == 30, the
        // safe area −10 high.)
        let result = solved("""
            canvas cell 375xfit safe 20 0 20 0
            view a
            a.left == root.left
            a.width == 100
            a.top == root.safeArea.top
            a.bottom == root.safeArea.bottom + 10
            """)[0]
        #expect(result.unsatisfiable.isEmpty)
        #expect(result.height == 40)
        #expect(result.frame(of: "a") == Frame(x: 0, y: 20, width: 100, height: 10))
    }

    @Test func aStackTooSmallForItsSpacingConflicts() {
        // A horizontal fill stack of three views, spacing 60: w₁ + w₂ + w₃ +
        // 120 == S.width. Its generated constraints come before the
        // document's, which has S.width == 100 (line 6): the widths would add
        // up to −20, so it is left out, and the set holds rules.
        let result = solved("""
            stack s axis horizontal spacing 60
            view a in s
            view b in s
            view c in s
            make s { top.left.equalTo(superview); height.equalTo(10) }
            s.width == 100
            """)[0]
        #expect(result.broken.map(OneLine.format) == ["s.width == 100"])
        #expect(result.unsatisfiable.first?.contains(where: \.isSizeRule) == true)
    }

    // MARK: The builder

    @Test func framesFromTheBuilderFollowTheRule() {
        // The give-way case built in Swift: a at x 20, width 0.
        let builder = LayoutBuilder(document: "b")
        let a = builder.addView("a")
        a.makeConstraints { make in
            make.left.equalToSuperview().offset(20)
            make.right.equalTo(builder.root.left).offset(10).priority(.high)
            make.top.equalToSuperview()
            make.height.equalTo(10)
        }
        let outcome = builder.build()
        #expect(outcome.errors.isEmpty)
        let result = LayoutPass.run(outcome.layout)[0]
        #expect(result.frame(of: "a") == Frame(x: 20, y: 0, width: 0, height: 10))
        #expect(result.unsatisfiable.isEmpty)
    }

    // MARK: The one-line form

    @Test func theRulesOneLineFormReadsBack() throws {
        for (item, attribute) in [("a", Attribute.width), ("a", .height), ("box.marginsGuide", .width),
                                  ("v.safeArea", .height), ("s.contentGuide", .width), ("root", .height)] {
            let rule = LayoutConstraint.sizeRule(item, attribute)
            let line = OneLine.format(rule)
            #expect(line == "\(item).\(attribute) >= 0  # rule: the \(attribute) of \(item) is never negative (UIKit)")
            let back = try OneLine.parse(line)
            #expect(back.isSizeRule && back.item == item && back.attribute == attribute && back == rule)
            #expect(OneLine.ruleName(inLine: line) == rule.ruleName)
        }
        // The same inequality written in a document is no rule.
        #expect(try OneLine.parse("a.width >= 0").isSizeRule == false)
        #expect(OneLine.ruleName(inLine: "a.width >= 0") == nil)
        // What is not the rule's form is refused, not read as something else.
        for line in ["a.width >= 1  # rule: x", "a.left >= 0  # rule: x", "a.width == 0  # rule: x",
                     "a.frameGuide.width >= 0  # rule: x", "a b.width >= 0  # rule: x", "  # rule: x"] {
            #expect(throws: Diagnostic.self, "\(line)") { try OneLine.parse(line) }
        }
    }

    @Test func aRuleNamesTheViewOfItsGuide() {
        #expect(LayoutConstraint.sizeRule("box.marginsGuide", .width).views == ["box"])
        #expect(LayoutConstraint.sizeRule("label", .height).views == ["label"])
    }
}

import Testing
@testable import LayoutModel

/// Lines of a block, each target and modifier, against semantics.md's rules
/// (Masonry's signs). Expected lines are written from the rules by hand; the
/// superview stays the placeholder `superview` because no edit is applied.
@Suite struct ParserModifierTests {
    /// The constraints of `make a { LINE }` in the one-line form.
    private func lines(_ line: String) -> [String] {
        let text = "make a { \(line) }"
        let parsed = LayoutParser.parse(text, file: "m.layout")
        #expect(parsed.diagnostics.isEmpty, "\(line): \(parsed.diagnostics)")
        return ParserTestSupport.constraints(text).map(OneLine.format)
    }

    // MARK: Targets

    @Test func aViewAloneMeansTheSameAttributeOnIt() {
        #expect(lines("centerY.equalTo(header)") == ["a.centerY == header.centerY"])
        #expect(lines("centerY == header") == ["a.centerY == header.centerY"])
    }

    @Test func aViewWithAnAttributeMeansThatAttribute() {
        #expect(lines("top.equalTo(header.bottom)") == ["a.top == header.bottom"])
        #expect(lines("top.equalTo(header.mas_bottom)") == ["a.top == header.bottom"])
        #expect(lines("top == header.baseline") == ["a.top == header.lastBaseline"])
    }

    @Test func superviewAndRootAreTargetsLikeViews() {
        #expect(lines("left.equalTo(superview)") == ["a.left == superview.left"])
        #expect(lines("left.equalToSuperview()") == ["a.left == superview.left"])
        #expect(lines("left.greaterThanOrEqualToSuperview") == ["a.left >= superview.left"])
        #expect(lines("left.lessThanOrEqualToSuperview().offset(3)") == ["a.left <= superview.left + 3"])
        #expect(lines("left == root.right") == ["a.left == root.right"])
    }

    @Test func aNumberIsAConstantForSizesAndRelativeToTheSuperviewOtherwise() {
        #expect(lines("width.equalTo(10)") == ["a.width == 10"])
        #expect(lines("height.mas_equalTo(-2.5)") == ["a.height == -2.5"])
        #expect(lines("left.equalTo(10)") == ["a.left == superview.left + 10"])
        #expect(lines("centerY.equalTo(-4)") == ["a.centerY == superview.centerY - 4"])
    }

    @Test func sizePointAndInsetsTargetsSetConstantsAgainstTheSuperview() {
        // size(…): width +w, height +h, constants without a second item (sizes).
        #expect(lines("size.equalTo(size(40, 30))") == ["a.width == 40", "a.height == 30"])
        // point(…): centerX +x, centerY +y against the superview.
        #expect(lines("center.equalTo(point(5, -6))") == ["a.centerX == superview.centerX + 5",
                                                          "a.centerY == superview.centerY - 6"])
        // insets(…): left +left, right −right, top +top, bottom −bottom.
        #expect(lines("edges.equalTo(insets(1, 2, 3, 4))") == [
            "a.left == superview.left + 2", "a.right == superview.right - 4",
            "a.top == superview.top + 1", "a.bottom == superview.bottom - 3",
        ])
        // Attributes the constructor does not name get 0.
        #expect(lines("left.equalTo(size(40, 30))") == ["a.left == superview.left"])
        #expect(lines("width.equalTo(point(1, 2))") == ["a.width == 0"])
    }

    @Test func aCompositeTargetPairsEachRowWithItsOwnAttribute() {
        #expect(lines("center.equalTo(b.center)") == ["a.centerX == b.centerX", "a.centerY == b.centerY"])
    }

    @Test func aListMakesOneConstraintPerTargetWithLaterModifiersOnEach() {
        #expect(lines("height.equalTo([b, c]).offset(2).priority(300)") == ["a.height == b.height + 2 @300",
                                                                             "a.height == c.height + 2 @300"])
        #expect(lines("top == [b, c.bottom] + 5") == ["a.top == b.top + 5", "a.top == c.bottom + 5"])
    }

    // MARK: Attributes

    @Test func compositesExpandInTheirFixedOrder() {
        #expect(lines("edges.equalTo(b)") == ["a.left == b.left", "a.right == b.right", "a.top == b.top", "a.bottom == b.bottom"])
        #expect(lines("size.equalTo(b)") == ["a.width == b.width", "a.height == b.height"])
        #expect(lines("center.equalTo(b)") == ["a.centerX == b.centerX", "a.centerY == b.centerY"])
        #expect(lines("margins.equalTo(b)") == ["a.leftMargin == b.leftMargin", "a.rightMargin == b.rightMargin",
                                                "a.topMargin == b.topMargin", "a.bottomMargin == b.bottomMargin"])
        #expect(lines("horizontalEdges.equalTo(b)") == ["a.left == b.left", "a.right == b.right"])
        #expect(lines("verticalEdges.equalTo(b)") == ["a.top == b.top", "a.bottom == b.bottom"])
        #expect(lines("directionalEdges.equalTo(b)") == ["a.leading == b.leading", "a.trailing == b.trailing",
                                                         "a.top == b.top", "a.bottom == b.bottom"])
    }

    @Test func chainedAttributesKeepTheOrderWrittenAndFillersMeanNothing() {
        #expect(lines("right.and.left.with.top.equalTo(b)") == ["a.right == b.right", "a.left == b.left", "a.top == b.top"])
        #expect(lines("top.left.right == root") == ["a.top == root.top", "a.left == root.left", "a.right == root.right"])
        #expect(lines("baseline.equalTo(b).with.offset(2)") == ["a.lastBaseline == b.lastBaseline + 2"])
    }

    // MARK: Relations

    @Test func theThreeRelationsAndTheirMasonrySynonyms() {
        #expect(lines("width.greaterThanOrEqualTo(b)") == ["a.width >= b.width"])
        #expect(lines("width.lessThanOrEqualTo(b)") == ["a.width <= b.width"])
        #expect(lines("width.mas_greaterThanOrEqualTo(b)") == ["a.width >= b.width"])
        #expect(lines("width.mas_lessThanOrEqualTo(b)") == ["a.width <= b.width"])
        #expect(lines("width >= b; width <= c") == ["a.width >= b.width", "a.width <= c.width"])
    }

    // MARK: Modifiers

    @Test func offsetSetsTheConstantOfEveryRow() {
        #expect(lines("edges.equalTo(b).offset(5)") == ["a.left == b.left + 5", "a.right == b.right + 5",
                                                        "a.top == b.top + 5", "a.bottom == b.bottom + 5"])
        // A later constant modifier replaces an earlier one, and replaces a number target's constant.
        #expect(lines("left.equalTo(b).offset(1).offset(-2)") == ["a.left == b.left - 2"])
        #expect(lines("left.equalTo(10).offset(3)") == ["a.left == superview.left + 3"])
    }

    @Test func insetAndInsetsFollowMasonrysSigns() {
        #expect(lines("edges.equalTo(superview).inset(10)") == [
            "a.left == superview.left + 10", "a.right == superview.right - 10",
            "a.top == superview.top + 10", "a.bottom == superview.bottom - 10",
        ])
        // leading like left, trailing like right.
        #expect(lines("leading.trailing.equalTo(b).insets(1, 2, 3, 4)") == ["a.leading == b.leading + 2",
                                                                           "a.trailing == b.trailing - 4"])
        // Written with an insets(…) value, the same.
        #expect(lines("leading.trailing.equalTo(b).insets(insets(1, 2, 3, 4))") == ["a.leading == b.leading + 2",
                                                                                   "a.trailing == b.trailing - 4"])
        // Every other attribute (margins, centres, sizes): 0.
        #expect(lines("leftMargin.centerX.width.equalTo(b).insets(1, 2, 3, 4)") == [
            "a.leftMargin == b.leftMargin", "a.centerX == b.centerX", "a.width == b.width",
        ])
    }

    @Test func sizeOffsetAndCenterOffsetTouchOnlyTheirAttributes() {
        #expect(lines("width.left.equalTo(b).sizeOffset(3, 4)") == ["a.width == b.width + 3", "a.left == b.left"])
        #expect(lines("height.equalTo(b).sizeOffset(size(3, 4))") == ["a.height == b.height + 4"])
        #expect(lines("centerY.top.equalTo(b).centerOffset(1, 2)") == ["a.centerY == b.centerY + 2", "a.top == b.top"])
        #expect(lines("centerX.equalTo(b).centerOffset(point(-1, 2))") == ["a.centerX == b.centerX - 1"])
    }

    @Test func multipliedByAndDividedBySetTheMultiplier() {
        #expect(lines("width.equalTo(b).multipliedBy(2)") == ["a.width == b.width * 2"])
        #expect(lines("width.equalTo(b).dividedBy(4)") == ["a.width == b.width * 0.25"])
        #expect(lines("width == b * -0.5 + 1") == ["a.width == b.width * -0.5 + 1"])
        #expect(lines("width == b.width / 8 - 1") == ["a.width == b.width * 0.125 - 1"])
        // A location relative to the superview through a number may be multiplied too.
        #expect(lines("centerX.equalTo(0).multipliedBy(0.5)") == ["a.centerX == superview.centerX * 0.5"])
    }

    @Test func prioritiesByNumberOrName() {
        #expect(lines("width.equalTo(b).priority(1)") == ["a.width == b.width @1"])
        #expect(lines("width.equalTo(b).priority(1000)") == ["a.width == b.width"])
        #expect(lines("width.equalTo(b).priority(required)") == ["a.width == b.width"])
        #expect(lines("width.equalTo(b).priority(high)") == ["a.width == b.width @750"])
        #expect(lines("width.equalTo(b).priority(medium)") == ["a.width == b.width @500"])
        #expect(lines("width.equalTo(b).priority(low)") == ["a.width == b.width @250"])
        #expect(lines("width.equalTo(b).priorityLow()") == ["a.width == b.width @250"])
        #expect(lines("width.equalTo(b).priorityMedium()") == ["a.width == b.width @500"])
        #expect(lines("width.equalTo(b).priorityHigh") == ["a.width == b.width @750"])
        #expect(lines("width.equalTo(b).priorityLow().priorityRequired()") == ["a.width == b.width"])
        #expect(lines("width == b @999; height == 3 @ low") == ["a.width == b.width @999", "a.height == 3 @250"])
    }

    @Test func keysAreSingleOrIndexedInExpansionOrder() {
        #expect(lines("width.equalTo(b).key(w)") == ["a.width == b.width key w"])
        #expect(lines("width.equalTo(b).labeled(\"my key\")") == ["a.width == b.width key \"my key\""])
        #expect(lines("size.equalTo(b).key(s)") == ["a.width == b.width key s[0]", "a.height == b.height key s[1]"])
        #expect(lines("top.left.equalTo(b).key(k)") == ["a.top == b.top key k[0]", "a.left == b.left key k[1]"])
        // A list of one is still a list.
        #expect(lines("top.equalTo([b]).key(k)") == ["a.top == b.top key k[0]"])
        // A composite and a list: attribute by attribute, target by target.
        #expect(lines("size.equalTo([b, c]).key(k)") == [
            "a.width == b.width key k[0]", "a.width == c.width key k[1]",
            "a.height == b.height key k[2]", "a.height == c.height key k[3]",
        ])
        #expect(lines("height == 44 @750 key \"h 1\"") == ["a.height == 44 @750 key \"h 1\""])
        #expect(lines("width == b key left[0]") == ["a.width == b.width key left[0]"])
    }

    // MARK: The equation form's constants

    @Test func theEquationFormAddsItsConstantToANumberTarget() {
        #expect(lines("left == 10 + 5") == ["a.left == superview.left + 15"])
        #expect(lines("width == 10 - 4") == ["a.width == 6"])
    }

    @Test func aSignedConstantAloneIsTheNumberTarget() {
        #expect(lines("width == -10") == ["a.width == -10"])
        #expect(lines("left == -10") == ["a.left == superview.left - 10"])
        #expect(lines("left >= + 3") == ["a.left >= superview.left + 3"])
    }
}

import Testing
@testable import LayoutModel

/// Lines copied from Masonry and SnapKit code inside make/update/remake
/// blocks (docs/language.md, "Pasting Masonry and SnapKit"). Every expected
/// constraint is derived by hand from what the library does with the line;
/// the views are `a` and `b` under the root, `header` under the root and
/// `title` in `header`, so `superview` of `a` is `root`.
@Suite struct PastedLinesTests {
    static let views = "view a\nview b\nview header\nview title in header\n"

    /// The constraints (one-line form) of applying `block` after the views; the
    /// diagnostics of parsing and applying must be empty.
    private func lines(_ block: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        let text = Self.views + block
        let parsed = LayoutParser.parse(text, file: "p.layout")
        let outcome = Layout(name: "p").applying(parsed.edits)
        #expect(parsed.diagnostics.isEmpty && outcome.diagnostics.isEmpty,
                "\(block): \(parsed.diagnostics + outcome.diagnostics)", sourceLocation: sourceLocation)
        return outcome.layout.constraints.map { OneLine.format($0.constraint) }
    }

    /// The constraints of one line inside `make a { … }`.
    private func line(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        lines("make a {\n  \(text)\n}\n", sourceLocation: sourceLocation)
    }

    /// Every diagnostic (parse, then apply) of `block` after the views, as
    /// `FILE:LINE:COL: error: …`; the views take lines 1 to 4.
    private func problems(_ block: String) -> [String] {
        let parsed = LayoutParser.parse(Self.views + block, file: "p.layout")
        let outcome = Layout(name: "p").applying(parsed.edits)
        return (parsed.diagnostics + outcome.diagnostics).map(\.description)
    }

    // MARK: Receivers and closure headers

    @Test func theReceiverOfTheBlockIsReadWhateverItsName() {
        // Masonry: make.top.equalTo(b.mas_bottom).offset(8) → a.top == b.bottom + 8;
        // make.left.right.equalTo(self.view) → left and right of the root.
        let expected = ["a.top == b.bottom + 8", "a.left == root.left", "a.right == root.right"]
        for receiver in ["make", "maker", "m", "$0"] {
            let block = "make a {\n  \(receiver).top.equalTo(b.mas_bottom).offset(8);\n"
                + "  \(receiver).left.right.equalTo(self.view);\n}\n"
            #expect(lines(block) == expected, "\(receiver)")
        }
    }

    @Test func aSwiftClosureHeaderAfterTheBraceIsSkipped() {
        for header in ["make in", "(make) in", "(make) -> Void in", "(make: ConstraintMaker) -> Void in",
                       "[weak self] make in", "(make) -> () in"] {
            let block = "make a { \(header)\n  make.width.equalTo(44)\n}\n"
            #expect(lines(block) == ["a.width == 44"], "\(header)")
        }
        // The header names the receiver of the block's lines.
        #expect(lines("make a { box in\n  box.height.equalTo(20)\n}\n") == ["a.height == 20"])
    }

    @Test func aClosureHeaderOnTheLineAfterTheBraceIsSkipped() {
        // Swift lets a closure's header stand on its own line after the `{`:
        // `{` then `make in`. Before: the header line read as a statement,
        // "unterminated block" at the `{` and "unexpected '}'" at the end.
        for header in ["make in", "(make) -> Void in", "\n  [weak self] make in"] {
            let block = "make a {\n  \(header)\n  make.width.equalTo(44)\n}\n"
            #expect(lines(block) == ["a.width == 44"], "\(header)")
        }
    }

    @Test func snapKitsClosureFormOfEqualToSuperviewIsOneErrorAtItsBrace() {
        // `make.top.equalToSuperview { $0.snp.bottom }`: `{` is column 29 of line 6. One
        // error there, naming the form; the line after it is still read and the block ends
        // at its own `}` (before: "expected the end of the line" at the `{`, then the
        // closure's `}` closed the block and the block's `}` was a second error).
        let text = "make a {\n  make.top.equalToSuperview { $0.snp.bottom }\n  make.left.equalTo(1).priority(0)\n}\n"
        #expect(problems(text) == [
            "p.layout:6:29: error: SnapKit's closure form 'equalToSuperview { … }' is not read; write "
                + "'equalTo(superview.ATTRIBUTE)'",
            "p.layout:7:33: error: priority 0 is out of range 1…1000",
        ])
    }

    @Test func anotherReceiverThanTheBlocksIsAnErrorAtIt() {
        #expect(problems("make a { make in\n  maker.top.equalTo(b)\n}\n") == [
            "p.layout:6:3: error: 'maker.' is not this block's receiver 'make': every line of a block constrains "
                + "the block's view; write 'make.ATTRIBUTE…' or the attribute alone",
        ])
    }

    @Test func aMisspeltAttributeAfterTheReceiverIsStillNamed() {
        #expect(problems("make a {\n  make.lft.equalTo(b);\n}\n")
            == ["p.layout:6:8: error: unknown attribute 'lft'; did you mean 'left'?"])
    }

    // MARK: mas_ names and values

    @Test func masPrefixedAttributesRelationsAndOffsets() {
        #expect(line("make.mas_top.mas_equalTo(b.mas_top).mas_offset(5);") == ["a.top == b.top + 5"])
        #expect(line("make.left.mas_greaterThanOrEqualTo(b).valueOffset(@6);") == ["a.left >= b.left + 6"])
    }

    @Test func boxedNumbersAndCFloatLiterals() {
        // A number against a location is relative to the superview (root); against a size, a constant.
        #expect(line("make.top.mas_equalTo(@10);") == ["a.top == root.top + 10"])
        #expect(line("make.width.mas_equalTo(@(20.5f));") == ["a.width == 20.5"])
        #expect(line("make.height.equalTo(20.f);") == ["a.height == 20"])
        #expect(line("make.height.equalTo(b).multipliedBy(0.5f);") == ["a.height == b.height * 0.5"])
        #expect(line("make.height.equalTo(@(-4));") == ["a.height == -4"])
        #expect(line("make.width.equalTo(CGFloat(12));") == ["a.width == 12"])
    }

    @Test func dividedByTakesTheNumbersCodeWrites() {
        // dividedBy(d) is the multiplier 1/d: CGFloat(4) → 0.25, @(2) → 0.5, as multipliedBy
        // takes them (before: "expected a number, found 'CGFloat'").
        #expect(line("make.width.equalTo(b).dividedBy(CGFloat(4));") == ["a.width == b.width * 0.25"])
        #expect(line("make.width.equalTo(b).dividedBy(@(2));") == ["a.width == b.width * 0.5"])
        // Zero is still refused at the argument: `make.width.equalTo(b).dividedBy(` is columns 3…34.
        #expect(problems("make a {\n  make.width.equalTo(b).dividedBy(CGFloat(0))\n}\n")
            == ["p.layout:6:35: error: division by zero"])
    }

    @Test func valueConstructorsAsTargets() {
        // Sizes: width +w, height +h, constants (no second item).
        let size = ["a.width == 40", "a.height == 30"]
        #expect(line("make.size.mas_equalTo(CGSizeMake(40, 30));") == size)
        #expect(line("make.size.equalTo(CGSize(width: 40, height: 30))") == size)
        // Points: centerX +x, centerY +y against the superview (Masonry's centerOffset).
        let point = ["a.centerX == root.centerX + 5", "a.centerY == root.centerY - 6"]
        #expect(line("make.center.mas_equalTo(CGPointMake(5, -6));") == point)
        #expect(line("make.center.equalTo(CGPoint(x: 5, y: -6))") == point)
        // Insets: left +2, right −4, top +1, bottom −3 (edges expand left, right, top, bottom).
        let insets = ["a.left == root.left + 2", "a.right == root.right - 4", "a.top == root.top + 1",
                      "a.bottom == root.bottom - 3"]
        #expect(line("make.edges.mas_equalTo(UIEdgeInsetsMake(1, 2, 3, 4));") == insets)
        #expect(line("make.edges.equalTo(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))") == insets)
        // Zero values: every constant 0.
        #expect(line("make.size.equalTo(CGSize.zero)") == ["a.width == 0", "a.height == 0"])
        #expect(line("make.size.equalTo(CGSizeZero)") == ["a.width == 0", "a.height == 0"])
    }

    @Test func insetsModifiersTakeTheConstructorsAndZero() {
        let insets = ["a.left == b.left + 2", "a.right == b.right - 4", "a.top == b.top + 1", "a.bottom == b.bottom - 3"]
        #expect(line("make.edges.equalTo(b).insets(UIEdgeInsetsMake(1, 2, 3, 4));") == insets)
        #expect(line("make.edges.equalTo(b).inset(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))") == insets)
        let flush = ["a.left == b.left", "a.right == b.right", "a.top == b.top", "a.bottom == b.bottom"]
        #expect(line("make.edges.equalTo(b).insets(UIEdgeInsetsZero);") == flush)
        #expect(line("make.edges.equalTo(b).inset(.zero)") == flush)
        #expect(line("make.edges.equalTo(b).inset(UIEdgeInsets.zero)") == flush)
    }

    @Test func offsetDispatchesAValueAsMasonryDoes() {
        // A size is a sizeOffset: width +10, height −5.
        #expect(line("make.size.equalTo(b).offset(CGSizeMake(10, -5));") == ["a.width == b.width + 10",
                                                                              "a.height == b.height - 5"])
        // A point is a centerOffset.
        #expect(line("make.center.equalTo(b).mas_offset(CGPointMake(3, 4));") == ["a.centerX == b.centerX + 3",
                                                                                 "a.centerY == b.centerY + 4"])
        // Insets are insets: left +2, right −4.
        #expect(line("make.left.right.equalTo(b).offset(UIEdgeInsetsMake(1, 2, 3, 4));") == ["a.left == b.left + 2",
                                                                                               "a.right == b.right - 4"])
        // sizeOffset and centerOffset take the constructors too.
        #expect(line("make.size.equalTo(b).sizeOffset(CGSizeMake(1, 2))") == ["a.width == b.width + 1",
                                                                              "a.height == b.height + 2"])
        #expect(line("make.center.equalTo(b).centerOffset(CGPoint(x: 1, y: 2))") == ["a.centerX == b.centerX + 1",
                                                                                     "a.centerY == b.centerY + 2"])
    }

    @Test func directionalInsetsUnderMasonrysRules() {
        // leading +leading, trailing −trailing; left and right get 0.
        #expect(line("make.leading.trailing.equalTo(b).inset(NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 12))")
            == ["a.leading == b.leading + 8", "a.trailing == b.trailing - 12"])
    }

    // MARK: Receivers of targets

    @Test func receiversOfTargetsAsCodeWritesThem() {
        #expect(line("make.top.equalTo(self.title.mas_bottom);") == ["a.top == title.bottom"])
        #expect(line("make.top.equalTo(weakSelf.title.mas_bottom);") == ["a.top == title.bottom"])
        // `_title` is the instance variable of `title` (no view is called `_title`).
        #expect(line("make.top.equalTo(_title.mas_bottom);") == ["a.top == title.bottom"])
        // title's superview is header; header's is the root.
        #expect(line("make.top.equalTo(title.superview)") == ["a.top == header.top"])
        #expect(line("make.top.equalTo(title.superview.superview.mas_bottom)") == ["a.top == root.bottom"])
        // `view` names no view here: it is the view controller's, the root.
        #expect(line("make.top.equalTo(view)") == ["a.top == root.top"])
        #expect(line("make.top.equalTo(self.view.mas_top)") == ["a.top == root.top"])
    }

    @Test func snapKitsTargets() {
        #expect(line("make.top.equalTo(b.snp.bottom).offset(4)") == ["a.top == b.bottom + 4"])
        #expect(line("make.edges.equalTo(b.snp.edges)") == ["a.left == b.left", "a.right == b.right",
                                                           "a.top == b.top", "a.bottom == b.bottom"])
        #expect(line("make.leading.equalTo(b.snp.trailing)") == ["a.leading == b.trailing"])
    }

    @Test func safeAreaSpellingsOfMasonryAndSnapKit() {
        #expect(line("make.top.equalTo(self.view.mas_safeAreaLayoutGuideTop);") == ["a.top == root.safeArea.top"])
        #expect(line("make.bottom.equalTo(self.view.mas_safeAreaLayoutGuideBottom).offset(-8);")
            == ["a.bottom == root.safeArea.bottom - 8"])
        #expect(line("make.centerY.equalTo(self.view.mas_safeAreaLayoutGuideCenterY);")
            == ["a.centerY == root.safeArea.centerY"])
        #expect(line("make.left.right.equalTo(self.view.mas_safeAreaLayoutGuide);")
            == ["a.left == root.safeArea.left", "a.right == root.safeArea.right"])
        // The view controller's top and bottom layout guides: the safe area's top and bottom.
        #expect(line("make.top.equalTo(self.mas_topLayoutGuide);") == ["a.top == root.safeArea.top"])
        #expect(line("make.bottom.equalTo(self.mas_bottomLayoutGuide);") == ["a.bottom == root.safeArea.bottom"])
        // SnapKit.
        #expect(line("make.top.equalTo(view.safeAreaLayoutGuide.snp.top)") == ["a.top == root.safeArea.top"])
        #expect(line("make.top.bottom.equalTo(self.view.safeAreaLayoutGuide)")
            == ["a.top == root.safeArea.top", "a.bottom == root.safeArea.bottom"])
        #expect(line("make.leading.equalTo(view.layoutMarginsGuide.snp.leading)")
            == ["a.leading == root.marginsGuide.leading"])
        #expect(line("make.width.equalTo(b.safeAreaLayoutGuide)") == ["a.width == b.safeArea.width"])
    }

    @Test func theViewControllersOldLayoutGuidesAreTheSafeAreasEdges() {
        // UIKit deprecated the top and bottom layout guides for the safe area: the top guide spans
        // from the root's top to the safe area's top, the bottom one from the safe area's bottom to
        // the root's bottom. Masonry's mas_topLayoutGuide is the top guide's bottom, its
        // mas_bottomLayoutGuide the bottom guide's top.
        #expect(line("make.top.equalTo(self.mas_topLayoutGuideBottom);") == ["a.top == root.safeArea.top"])
        #expect(line("make.top.equalTo(self.mas_topLayoutGuideTop);") == ["a.top == root.top"])
        #expect(line("make.bottom.equalTo(self.mas_bottomLayoutGuideTop).offset(-8);")
            == ["a.bottom == root.safeArea.bottom - 8"])
        #expect(line("make.bottom.equalTo(weakSelf.mas_bottomLayoutGuideBottom);") == ["a.bottom == root.bottom"])
        // SnapKit: the guide, then its attribute; with `self.` or without (a view controller's code).
        #expect(line("make.top.equalTo(self.topLayoutGuide.snp.bottom).offset(20)") == ["a.top == root.safeArea.top + 20"])
        #expect(line("make.top.equalTo(topLayoutGuide.snp.top)") == ["a.top == root.top"])
        #expect(line("make.bottom.equalTo(bottomLayoutGuide.snp.top)") == ["a.bottom == root.safeArea.bottom"])
        #expect(line("make.bottom.equalTo(self.bottomLayoutGuide.snp.bottom)") == ["a.bottom == root.bottom"])
    }

    @Test func whatAnOldLayoutGuideCannotBeIsAnErrorAtIt() {
        // The guide's height is the safe area's inset, which the language has no item for
        // (column 47: `height`); a guide with no attribute (column 20: the target); a view
        // controller's guide after a view (column 22: the guide's name).
        #expect(problems("make a {\n  make.height.equalTo(self.topLayoutGuide.snp.height)\n}\n") == [
            "p.layout:6:47: error: the top layout guide's 'height' (the safe area's inset) has no item in the language; "
                + "its top is root.top, its bottom root.safeArea.top",
        ])
        #expect(problems("make a {\n  make.top.equalTo(self.topLayoutGuide)\n}\n") == [
            "p.layout:6:20: error: 'self.topLayoutGuide' needs an attribute: its top is root.top, its bottom root.safeArea.top; "
                + "write 'self.topLayoutGuide.snp.bottom'",
        ])
        #expect(problems("make a {\n  make.top.equalTo(b.mas_topLayoutGuide)\n}\n") == [
            "p.layout:6:22: error: 'mas_topLayoutGuide' is a view controller's layout guide, not a view's: "
                + "write 'self.mas_topLayoutGuide'",
        ])
    }

    @Test func aGuideWithoutSelfIsTheRoots() {
        // A UIView subclass's code names its own guides without `self.`.
        #expect(line("make.bottom.equalTo(safeAreaLayoutGuide.snp.bottom).offset(-12)")
            == ["a.bottom == root.safeArea.bottom - 12"])
        #expect(line("make.top.leading.equalTo(safeAreaLayoutGuide)")
            == ["a.top == root.safeArea.top", "a.leading == root.safeArea.leading"])
        #expect(line("make.leading.equalTo(layoutMarginsGuide.snp.leading)") == ["a.leading == root.marginsGuide.leading"])
        #expect(line("make.top.equalTo(mas_safeAreaLayoutGuideTop)") == ["a.top == root.safeArea.top"])
    }

    @Test func codeCommentsAfterAPastedLineAreComments() {
        // `//` ends the line as `#` does; the constraint is the line before it.
        #expect(line("make.left.equalTo(self.view).offset(16); // the margin of the design") == ["a.left == root.left + 16"])
        #expect(lines("""
            make a {
              // pinned to the header
              $0.top.equalTo(header.snp.bottom) // no gap
            }

            """) == ["a.top == header.bottom"])
        // A single slash is still division: a.width == b.width / 2 is b.width × 0.5.
        #expect(lines("a.width == b.width / 2\n") == ["a.width == b.width * 0.5"])
    }

    @Test func aScrollViewsGuidesByUIKitsNames() {
        // SnapKit's `contentLayoutGuide.snp.top` is the content guide's top;
        // the frame guide alone relates the same attribute (width) of it.
        #expect(lines("""
            view s scroll
            view c in s
            make c {
              $0.top.equalTo(s.contentLayoutGuide.snp.top)
              $0.width.equalTo(s.frameLayoutGuide)
            }

            """) == ["c.top == s.contentGuide.top", "c.width == s.frameGuide.width"])
    }

    // MARK: Priorities

    @Test func everyPrioritySpellingOfCode() {
        // UIKit: required 1000, defaultHigh 750, defaultLow 250, fittingSizeLevel 50;
        // Masonry and SnapKit: high 750, medium 500, low 250.
        let spellings: [(String, String)] = [
            (".priority(.high)", " @750"), (".priority(.required)", ""), (".priority(.defaultHigh)", " @750"),
            (".priority(UILayoutPriority.defaultLow)", " @250"), (".priority(UILayoutPriorityDefaultHigh)", " @750"),
            (".priority(MASLayoutPriorityDefaultLow)", " @250"), (".priority(MASLayoutPriorityDefaultMedium)", " @500"),
            (".priorityHigh()", " @750"), (".priority(ConstraintPriority.medium)", " @500"),
            (".priority(.fittingSizeLevel)", " @50"), (".priority(NSLayoutConstraint.Priority.defaultHigh)", " @750"),
            (".priority(.high + 1)", " @751"), (".priority(.defaultHigh - 1)", " @749"),
            (".priority(.high.advanced(by: -1))", " @749"), (".priority(UILayoutPriority(rawValue: 999))", " @999"),
            (".priority(UILayoutPriority(999))", " @999"), (".priority(999)", " @999"),
        ]
        for (spelling, suffix) in spellings {
            #expect(line("make.width.equalTo(10)\(spelling);") == ["a.width == 10\(suffix)"], "\(spelling)")
        }
    }

    @Test func aPriorityOutOfRangeOrUnknownIsAnErrorAtItsStart() {
        // Line 6, column 3 is `make`; `.priority(` ends at column 34, so the priority starts at 35.
        #expect(problems("make a {\n  make.width.equalTo(10).priority(.required + 1)\n}\n")
            == ["p.layout:6:35: error: priority .required + 1 is out of range 1…1000"])
        #expect(problems("make a {\n  make.width.equalTo(10).priority(.hihg)\n}\n")
            == ["p.layout:6:36: error: unknown priority 'hihg'; expected a number 1…1000 or required, high, medium, "
                + "low; did you mean 'high'?"])
    }

    @Test func aPriorityFarOutOfRangeIsRefusedAsAPriority() {
        // A priority's bound is 1…1000: a number beyond a length's bound (1e7) in it is
        // refused by the priority's rule, at the priority's start (column 35), not as a length.
        for written in ["1e9", ".high + 1e9", "UILayoutPriority(rawValue: 1e308)", "CGFloat(2e7)",
                        ".high.advanced(by: -1e8)"] {
            #expect(problems("make a {\n  make.width.equalTo(10).priority(\(written))\n}\n")
                == ["p.layout:6:35: error: priority \(written) is out of range 1…1000"], "\(written)")
        }
        // The equation form's `@`: in `a.width == 1 @1e9` the priority starts at column 15.
        #expect(problems("a.width == 1 @1e9\n") == ["p.layout:5:15: error: priority 1e9 is out of range 1…1000"])
        // A number that is not finite stays an error of its own.
        #expect(problems("a.width == 1 @1e999\n") == ["p.layout:5:15: error: number '1e999' is not finite"])
    }

    @Test func aValueNestedTooDeeplyIsAnErrorNotACrash() {
        // 100 000 boxes (`@(@(…1…))`) or casts overflowed the stack (signal 11). Nesting
        // is refused past 32 levels, at the 33rd: `make.left.equalTo(` is columns 3…20,
        // so the k-th `@(` starts at column 21 + 2 (k − 1), the 33rd at 85; the k-th
        // `CGFloat(` (8 characters) at 21 + 8 (k − 1), the 33rd at 277.
        let depth = 100_000
        let boxed = String(repeating: "@(", count: depth) + "1" + String(repeating: ")", count: depth)
        #expect(problems("make a {\n  make.left.equalTo(\(boxed))\n}\n")
            == ["p.layout:6:85: error: '@(…)' nested more than 32 deep; write the number"])
        let cast = String(repeating: "CGFloat(", count: depth) + "1" + String(repeating: ")", count: depth)
        #expect(problems("make a {\n  make.left.equalTo(\(cast))\n}\n")
            == ["p.layout:6:277: error: 'CGFloat(…)' nested more than 32 deep; write the number"])
        // 32 levels are read: the number inside.
        let fine = String(repeating: "@(", count: 32) + "7" + String(repeating: ")", count: 32)
        #expect(line("make.left.equalTo(\(fine))") == ["a.left == root.left + 7"])
    }

    @Test func priorityArithmeticIsOnlyCodesInsideItsParentheses() {
        // `.high + 1` is code's, inside `.priority(…)`. Elsewhere a sign after a priority
        // starts what follows: `hugging 250 -1` is H 250, V −1 (out of range; column 20),
        // not 249 on both axes; after `@750` in an equation, `+ 5` is not part of the
        // priority (column 19 of line 5), not @755.
        #expect(ParserTestSupport.diagnostics("view a hugging 250 -1\n")
            == ["t.layout:1:20: error: priority -1 is out of range 1…1000"])
        #expect(problems("a.width == 1 @750 + 5\n")
            == ["p.layout:5:19: error: expected the end of the statement, found '+'"])
        #expect(line("make.width.equalTo(10).priority(.high + 1)") == ["a.width == 10 @751"])
    }

    // MARK: Relation-less chains, keys, lists

    @Test func masonrysLinesWithoutARelationAreEqualToTheSuperview() {
        #expect(line("make.left.offset(10);") == ["a.left == root.left + 10"])
        #expect(line("make.top.left.offset(10);") == ["a.top == root.top + 10", "a.left == root.left + 10"])
        #expect(line("make.left;") == ["a.left == root.left"])
        // A size has no superview target in Masonry: the constant alone.
        #expect(line("make.width.offset(44);") == ["a.width == 44"])
        // Insets never touch a width: 0.
        #expect(line("make.width.insets(UIEdgeInsetsMake(1, 2, 3, 4));") == ["a.width == 0"])
    }

    @Test func keysAsCodeWritesThem() {
        #expect(line("make.width.equalTo(10).labeled(\"w\")") == ["a.width == 10 key w"])
        #expect(line("make.width.equalTo(10).mas_key(@\"w\");") == ["a.width == 10 key w"])
        #expect(line("make.width.equalTo(10).key(@\"w\");") == ["a.width == 10 key w"])
    }

    @Test func makeOnAListOfViewsMakesEachOne() {
        // Masonry's [@[a, b] mas_makeConstraints:…]: the block once per view, in order.
        #expect(lines("make [a, b] {\n  make.top.equalTo(header);\n}\n") == ["a.top == header.top", "b.top == header.top"])
        #expect(lines("make @[a, b] { make.height.equalTo(@20); }\n") == ["a.height == 20", "b.height == 20"])
        #expect(lines("make [a, b] { height.equalTo(20) }\nupdate [a, b] { height.equalTo(30) }\n")
            == ["a.height == 30", "b.height == 30"])
    }

    // MARK: Errors

    @Test func errorsNameTheConstructAndSuggestTheLanguagesSpelling() {
        // `make` is at column 3 of line 6, so `kPadding` is at column 30.
        #expect(problems("make a {\n  make.top.equalTo(b).offset(kPadding);\n}\n") == [
            "p.layout:6:30: error: 'kPadding' is not a number: a constant of the code has no value here; write the number",
        ])
        #expect(problems("make a {\n  make.size.equalTo(CGSizeMake(40));\n}\n")
            == ["p.layout:6:34: error: expected ',' and 2 numbers in 'CGSizeMake(…)', found ')'"])
        #expect(problems("make a {\n  make.edges.equalTo(UIEdgeInsets(top: 1, lft: 2, bottom: 3, right: 4));\n}\n")
            == ["p.layout:6:43: error: expected 'left:' in 'UIEdgeInsets(top:left:bottom:right:)', found 'lft'"])
        #expect(problems("make a {\n  make.top.equalTo(self);\n}\n")
            == ["p.layout:6:20: error: 'self' alone is not a view; write 'self.view' (the root) or 'self.NAME'"])
        #expect(problems("make a {\n  make.size.equalTo(CGRectMake(0, 0, 1, 1));\n}\n") == [
            "p.layout:6:21: error: 'CGRectMake(…)' is not a value layoutdb knows; write a number, size(W, H), "
                + "point(X, Y) or insets(T, L, B, R)",
        ])
        #expect(problems("make a {\n  make.size.equalTo(b).sizeOffset(CGPointMake(1, 2));\n}\n")
            == ["p.layout:6:35: error: 'sizeOffset' takes a size: write size(W, H) or CGSizeMake(W, H)"])
    }

    @Test func aValueOfTheRunningAppIsAnErrorNamingItWhole() {
        // The error quotes the expression as written, from its first token (line 6: `make` at
        // column 3, `make.width.mas_equalTo(` 23 characters long: the value at column 26).
        #expect(problems("make a {\n  make.width.mas_equalTo([UIScreen mainScreen].bounds.size.width);\n}\n") == [
            "p.layout:6:26: error: '[UIScreen mainScreen].bounds.size.width' depends on the device the app runs on, "
                + "which a layout file cannot know; write the number",
        ])
        // A hairline: the whole argument, from its first number (column 27).
        #expect(problems("make a {\n  make.height.mas_equalTo(1.0 / [UIScreen mainScreen].scale);\n}\n") == [
            "p.layout:6:27: error: '1.0 / [UIScreen mainScreen].scale' depends on the device the app runs on, "
                + "which a layout file cannot know; write the number",
        ])
        // Swift's screen, in an offset (column 30).
        #expect(problems("make a {\n  make.top.equalTo(b).offset(UIScreen.main.bounds.height / 4)\n}\n") == [
            "p.layout:6:30: error: 'UIScreen.main.bounds.height / 4' depends on the device the app runs on, "
                + "which a layout file cannot know; write the number",
        ])
        // A view's frame (column 23), a random number (column 31), a message's result (column 31).
        #expect(problems("make a {\n  make.height.equalTo(self.view.frame.size.height).multipliedBy(0.5)\n}\n") == [
            "p.layout:6:23: error: 'self.view.frame.size.height' is computed when the app runs (a view's frame), "
                + "which a layout file cannot know; write the number",
        ])
        #expect(problems("make a {\n  make.left.equalTo(b).offset(arc4random_uniform(40));\n}\n") == [
            "p.layout:6:31: error: 'arc4random_uniform(40)' is a random number, drawn when the app runs, "
                + "which a layout file cannot know; write the number",
        ])
        #expect(problems("make a {\n  make.left.equalTo(b).offset(-[self spacingForColumns:2]);\n}\n") == [
            "p.layout:6:31: error: '-[self spacingForColumns:2]' is computed when the app runs (what a method returns), "
                + "which a layout file cannot know; write the number",
        ])
        // What is no value of the running app keeps its own message.
        #expect(problems("make a {\n  make.top.equalTo(b).offset(kPadding);\n}\n") == [
            "p.layout:6:30: error: 'kPadding' is not a number: a constant of the code has no value here; write the number",
        ])
    }

    @Test func aChainSplitOverLinesGoesOnAtTheDot() {
        // Swift code splits a chain before its dots: the line goes on.
        #expect(lines("make a {\n  make.top.equalTo(b)\n      .offset(8)\n\n      .priority(.high)\n  make.left.equalTo(b)\n}\n")
            == ["a.top == b.top + 8 @750", "a.left == b.left"])
    }

    @Test func aSignedCastIsTheSignedNumber() {
        // Swift's `-CGFloat(20)` is −20 (before: "'CGFloat(…)' is not a value layoutdb knows").
        #expect(line("make.left.equalTo(b).offset(-CGFloat(20));") == ["a.left == b.left - 20"])
        #expect(line("make.left.equalTo(b).offset(+CGFloat(20));") == ["a.left == b.left + 20"])
        // A signed constructor is not a number: the error names it (column 31, after the sign).
        #expect(problems("make a {\n  make.top.equalTo(b).offset(-CGSizeMake(1, 2));\n}\n") == [
            "p.layout:6:31: error: 'CGSizeMake(…)' cannot take a sign; write the negative numbers inside it",
        ])
    }

    @Test func moreErrorsAtTheirConstruct() {
        // `-kMargin`: the name after the sign (column 31) is what has no value.
        #expect(problems("make a {\n  make.top.equalTo(b).offset(-kMargin);\n}\n") == [
            "p.layout:6:31: error: 'kMargin' is not a number: a constant of the code has no value here; write the number",
        ])
        // A misspelt Masonry attribute is suggested in Masonry's spelling (column 22: after `b.`).
        #expect(problems("make a {\n  make.top.equalTo(b.mas_botom);\n}\n")
            == ["p.layout:6:22: error: unknown attribute 'mas_botom'; did you mean 'mas_bottom'?"])
    }

    @Test func unknownReceiversOfTargetsAreUnknownViews() {
        // `_nothing` and `nothing.superview` name no view: the error is at the target.
        #expect(problems("make a {\n  make.top.equalTo(_nothing.mas_bottom);\n}\n")
            == ["p.layout:6:20: error: unknown view '_nothing'"])
        #expect(problems("make a {\n  make.top.equalTo(root.superview);\n}\n")
            == ["p.layout:6:20: error: 'root.superview' does not exist: 'root' is the root view"])
    }
}

/// A receiver that is the name of another view of the document is refused:
/// the line would silently constrain the block's view instead.
@Suite struct PastedReceiverTests {
    @Test func aReceiverNamingAnotherViewIsRefusedAtIt() {
        let text = "view a\nview header\nmake a {\n  header.top.equalTo(superview)\n}\n"
        let outcome = Layout(name: "t").applying(LayoutParser.parse(text, file: "t.layout").edits)
        #expect(outcome.diagnostics.map(\.description) == [
            "t.layout:4:3: error: 'header.' names the view 'header', not the receiver of 'make a': every line of "
                + "the block constrains 'a'; write 'make header { … }', or a closure header '{ header in' if it is "
                + "the receiver",
        ])
        // Declared by the closure header, the same name is the receiver.
        let declared = "view a\nview header\nmake a { header in\n  header.top.equalTo(superview)\n}\n"
        #expect(ParserTestSupport.constraintLines(declared) == ["a.top == root.top"])
        // The block's own view as a receiver is the view itself.
        #expect(ParserTestSupport.constraintLines("view a\nmake a {\n  a.top.equalTo(superview)\n}\n") == ["a.top == root.top"])
    }
}

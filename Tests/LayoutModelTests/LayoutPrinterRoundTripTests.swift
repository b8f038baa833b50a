import Testing
@testable import LayoutModel
import LayoutSolver

/// Every statement kind and every part of a chain, printed by the one
/// printer and parsed back: the printed text is written here by hand, and
/// the parse gives the edits (or, for a chain, the chain) written here by hand.
@Suite struct LayoutPrinterRoundTripTests {
    /// The edits of `text`, which must parse without a problem.
    func edits(_ text: String) -> [Edit] {
        let parsed = LayoutParser.parse(text, file: "t.layout")
        #expect(parsed.diagnostics.isEmpty, "\(text): \(parsed.diagnostics)")
        return parsed.edits
    }

    /// A make/update/remake edit as `KIND ITEM: LINE; LINE` (its constraints in the one-line form).
    func summary(_ edit: Edit) -> String {
        switch edit.kind {
        case .make(let item, let list): "make \(item): " + list.map(OneLine.format).joined(separator: "; ")
        case .update(let item, let list): "update \(item): " + list.map(OneLine.format).joined(separator: "; ")
        case .remake(let item, let list): "remake \(item): " + list.map(OneLine.format).joined(separator: "; ")
        default: "\(edit.kind)"
        }
    }

    /// The chains the parser reads from the lines of `text`.
    func chains(_ text: String) -> [ConstraintChain] {
        var parser = Parser(text, file: "t.layout")
        parser.chains = []
        parser.parseFile()
        #expect(parser.result().diagnostics.isEmpty, "\(text): \(parser.result().diagnostics)")
        return parser.chains ?? []
    }

    // MARK: Statements that are edits

    @Test func everyStatementThatIsAnEditPrintsAndParsesBackToItsEdit() throws {
        let phone = Canvas(name: "phone", width: 375, height: 812, direction: .rtl,
                           safeArea: Insets(top: 47, left: 0, bottom: 34, right: 0))
        let cell = Canvas(name: "cell", width: 320, height: nil)
        let titleChanges: [PropertyChange] = [
            .intrinsicWidth(120), .intrinsicHeight(22), .hugging(.high, Priority(251)), .compression(nil, .required),
            .margins(Insets(top: 1, left: 2, bottom: 3, right: 4)), .firstBaseline(10), .lastBaseline(nil),
            .hidden(true), .scroll(false),
        ]
        let noneChanges: [PropertyChange] = [.intrinsicWidth(nil), .intrinsicHeight(nil), .margins(nil), .hidden(false)]
        let sideChanges: [PropertyChange] = [.intrinsicHeight(5), .intrinsicWidth(nil), .lastBaseline(3),
                                             .intrinsicWidth(30), .intrinsicHeight(nil), .scroll(true)]
        let stackChanges: [PropertyChange] = [.stackAxis(.horizontal), .stackSpacing(8),
                                              .stackDistribution(.fillEqually), .stackAlignment(.center)]
        let cases: [(LayoutStatement, String, [Edit.Kind])] = [
            (.canvas(phone), "canvas phone 375x812 rtl safe 47 0 34 0", [.canvas(phone)]),
            (.canvas(cell), "canvas cell 320xfit ltr", [.canvas(cell)]),
            (.view(name: "title", parent: "header", changes: titleChanges),
             "view title in header intrinsic 120x22 hugging 750 251 compression none 1000 margins 1 2 3 4 "
                + "baseline first 10 last none hidden scroll none",
             [.view(name: "title", parent: "header", changes: titleChanges)]),
            (.view(name: "v", parent: nil, changes: noneChanges), "view v intrinsic none margins none hidden none",
             [.view(name: "v", parent: nil, changes: noneChanges)]),
            (.view(name: "w", parent: nil, changes: sideChanges),
             "view w intrinsic height 5 intrinsic width none baseline last 3 intrinsic width 30 height none scroll",
             [.view(name: "w", parent: nil, changes: sideChanges)]),
            (.view(name: "row", parent: "card", changes: stackChanges),
             "stack row in card axis horizontal spacing 8 distribution fillEqually alignment center",
             [.view(name: "row", parent: "card", changes: stackChanges)]),
            (.view(name: "plain", parent: nil, changes: []), "view plain", [.view(name: "plain", parent: nil, changes: [])]),
            (.guide(name: "gap", owner: "bar"), "guide gap in bar", [.guide(name: "gap", owner: "bar")]),
            (.guide(name: "g", owner: nil), "guide g", [.guide(name: "g", owner: nil)]),
            (.removeCanvas("phone"), "remove canvas phone", [.removeCanvas("phone")]),
            (.removeView("title"), "remove view title", [.removeView("title")]),
            (.removeConstraints("title"), "remove constraints title", [.removeConstraints("title")]),
            (.activation(keys: ["t", "w[0]", "a key"], active: false), "deactivate t w[0] \"a key\"",
             [.activation(handle: "t", active: false), .activation(handle: "w[0]", active: false),
              .activation(handle: "a key", active: false)]),
            (.activation(keys: ["t"], active: true), "activate t", [.activation(handle: "t", active: true)]),
            (.constraintOffset(key: "t", constant: -4.5), "constraint t offset -4.5",
             [.constraintOffset(handle: "t", constant: -4.5)]),
            (.constraintPriority(key: "t", priority: .low), "constraint t priority 250",
             [.constraintPriority(handle: "t", priority: .low)]),
        ]
        for (statement, text, kinds) in cases {
            #expect(LayoutPrinter.line(statement) == text)
            #expect(edits(LayoutPrinter.text([statement])).map(\.kind) == kinds, "\(text)")
        }
    }

    @Test func constraintStatementsPrintAndParseBackToTheirConstraints() {
        let left = ConstraintChain([.single(.left), .single(.right)], .equal, [.view("superview", attribute: nil)],
                                   modifiers: [.inset(16)])
        let top = ConstraintChain([.single(.top)], .equal, [.view("header", attribute: .bottom)],
                                  modifiers: [.addConstant(20), .priority(.high), .key("t")])
        let width = ConstraintChain([.single(.width)], .equal, [.number(10)])
        let half = ConstraintChain([.single(.width)], .lessThanOrEqual, [.view("b", attribute: nil)],
                                   modifiers: [.multiplier(0.5), .priority(.low)])
        let titleMax = LayoutConstraint(item: "title", attribute: .width, relation: .lessThanOrEqual, item2: "header",
                                        attribute2: .width, constant: -32, priority: .high, key: "titleMax")
        let hidden = LayoutConstraint(item: "a", attribute: .height, constant: 44, isActive: false)
        // By hand: inset 16 is +16 on the left, −16 on the right; a number on a
        // size is its constant; the list's rows go to every view in turn.
        let cases: [(LayoutStatement, String, [String])] = [
            (.block(.make, items: ["a"], lines: [left, top]),
             "make a {\n  left.right.equalTo(superview).inset(16)\n  top == header.bottom + 20 @750 key t\n}",
             ["make a: a.left == superview.left + 16; a.right == superview.right - 16; "
                + "a.top == header.bottom + 20 @750 key t"]),
            (.block(.update, items: ["a", "b"], lines: [width]), "update [a, b] {\n  width.equalTo(10)\n}",
             ["update a: a.width == 10", "update b: b.width == 10"]),
            (.block(.remake, items: ["a"], lines: []), "remake a {\n}", ["remake a: "]),
            (.line(item: "a", half), "a.width.lessThanOrEqualTo(b).multipliedBy(0.5).priority(250)",
             ["make a: a.width <= b.width * 0.5 @250"]),
            (.constraint(titleMax), "title.width <= header.width - 32 @750 key titleMax",
             ["make title: title.width <= header.width - 32 @750 key titleMax"]),
            (.constraint(hidden), "a.height == 44 inactive", ["make a: a.height == 44 inactive"]),
            (.vfl(format: "|-m-[a]-g-[b]", metrics: ["m": 16, "g": 4.5], align: .top),
             "vfl \"|-m-[a]-g-[b]\" metrics g=4.5 m=16 align top",
             ["make a: a.leading == superview.leading + 16", "make b: b.leading == a.trailing + 4.5; b.top == a.top"]),
            (.distribute(views: ["a", "b"], axis: .vertical, mode: .spacing(4), lead: 0, tail: 12),
             "distribute [a, b] vertical spacing 4 tail 12",
             ["make a: a.top == superview.top",
              "make b: b.height == a.height; b.top == a.bottom + 4; b.bottom == superview.bottom - 12"]),
            (.distribute(views: ["a", "b"], axis: .horizontal, mode: .length(40), lead: 10, tail: 0),
             "distribute [a, b] horizontal length 40 lead 10",
             // By hand (n = 2, L = 40): a's left at lead 10, b's right at the end; both 40 wide.
             ["make a: a.width == 40; a.left == superview.left + 10",
              "make b: b.width == 40; b.right == superview.right"]),
        ]
        for (statement, text, expected) in cases {
            #expect(LayoutPrinter.line(statement) == text)
            #expect(edits(LayoutPrinter.text([statement])).map(summary) == expected, "\(text)")
        }
        #expect(OneLine.format(titleMax) == LayoutPrinter.line(.constraint(titleMax)))
    }

    @Test func statementsThatAreNoEditPrintAndParseBackToWhatTheySet() {
        #expect(LayoutPrinter.line(.layout(name: "login", dialect: nil)) == "layout login")
        #expect(LayoutPrinter.line(.layout(name: "login", dialect: .snapkit)) == "layout login dialect snapkit")
        #expect(LayoutPrinter.line(.dialect(.snapkit)) == "dialect snapkit")
        #expect(LayoutPrinter.line(.comment("a note")) == "# a note")
        let named = LayoutParser.parse(LayoutPrinter.text([.layout(name: "login", dialect: .snapkit)]), file: "t")
        #expect(named.diagnostics.isEmpty)
        #expect(named.documentName == "login")
        #expect(named.dialect == .snapkit)
        let dialect = LayoutParser.parse(LayoutPrinter.text([.dialect(.snapkit), .comment("a note")]), file: "t")
        #expect(dialect.diagnostics.isEmpty)
        #expect(dialect.edits.isEmpty)
        #expect(dialect.dialect == .snapkit)
        // A file of several statements: each on its line, a newline after the last.
        #expect(LayoutPrinter.text([.layout(name: "t", dialect: nil), .removeView("a")]) == "layout t\nremove view a\n")
    }

    // MARK: Chains

    @Test func everyTargetAndModifierOfAChainPrintsAndParsesBackToTheSameChain() {
        let directional = ConstraintChain.DirectionalInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let superview = ConstraintChain.Target.view("superview", attribute: nil)
        let cases: [(ConstraintChain, String)] = [
            (ConstraintChain([.single(.top)], .equal, [.view("header", attribute: .bottom)]), "top.equalTo(header.bottom)"),
            (ConstraintChain([.single(.left), .single(.right)], .equal, [superview]), "left.right.equalTo(superview)"),
            (ConstraintChain([.composite(.center)], .equal, [.viewComposite("b", .center)]), "center.equalTo(b.center)"),
            (ConstraintChain([.composite(.size)], .equal, [.size(40, 30)]), "size.equalTo(size(40, 30))"),
            (ConstraintChain([.composite(.center)], .equal, [.point(3, -4)]), "center.equalTo(point(3, -4))"),
            (ConstraintChain([.composite(.edges)], .equal, [.insets(Insets(top: 1, left: 2, bottom: 3, right: 4))]),
             "edges.equalTo(insets(1, 2, 3, 4))"),
            (ConstraintChain([.composite(.directionalEdges)], .equal, [.directionalInsets(directional)]),
             "directionalEdges.equalTo(NSDirectionalEdgeInsetsMake(1, 2, 3, 4))"),
            (ConstraintChain([.single(.top)], .greaterThanOrEqual, [.view("a", attribute: nil), .number(10)], isList: true),
             "top.greaterThanOrEqualTo([a, 10])"),
            (ConstraintChain([.single(.top)], .lessThanOrEqual, [.view("a", attribute: nil)], isList: true),
             "top.lessThanOrEqualTo([a])"),
            (ConstraintChain([.single(.left)], .equal, [superview], modifiers: [.offset(8)]),
             "left.equalTo(superview).offset(8)"),
            (ConstraintChain([.composite(.edges)], .equal, [superview], modifiers: [.inset(16)]),
             "edges.equalTo(superview).inset(16)"),
            (ConstraintChain([.composite(.margins)], .equal, [superview],
                             modifiers: [.insets(Insets(top: 1, left: 2, bottom: 3, right: 4))]),
             "margins.equalTo(superview).insets(1, 2, 3, 4)"),
            (ConstraintChain([.composite(.directionalEdges)], .equal, [superview], modifiers: [.directionalInsets(directional)]),
             "directionalEdges.equalTo(superview).inset(NSDirectionalEdgeInsetsMake(1, 2, 3, 4))"),
            (ConstraintChain([.composite(.size)], .equal, [.view("b", attribute: nil)], modifiers: [.sizeOffset(-10, 20)]),
             "size.equalTo(b).sizeOffset(-10, 20)"),
            (ConstraintChain([.composite(.center)], .equal, [.view("b", attribute: nil)], modifiers: [.centerOffset(3, 4)]),
             "center.equalTo(b).centerOffset(3, 4)"),
            (ConstraintChain([.single(.width)], .lessThanOrEqual, [.view("b", attribute: .height)],
                             modifiers: [.multiplier(0.5), .priority(.high), .key("w"), .inactive]),
             "width.lessThanOrEqualTo(b.height).multipliedBy(0.5).priority(750).key(w).inactive()"),
            (ConstraintChain([.single(.width)], .equal, [.view("b", attribute: nil)], modifiers: [.dividedBy(3), .key("a key")]),
             "width.equalTo(b).dividedBy(3).key(\"a key\")"),
            (ConstraintChain([.single(.top)], .equal, [.view("header", attribute: .bottom)],
                             modifiers: [.multiplier(2), .addConstant(20), .priority(.low), .key("t"), .inactive]),
             "top == header.bottom * 2 + 20 @250 key t inactive"),
            (ConstraintChain([.single(.width)], .greaterThanOrEqual, [.view("b", attribute: .width)],
                             modifiers: [.dividedBy(4), .addConstant(-8)]),
             "width >= b.width / 4 - 8"),
        ]
        for (chain, text) in cases {
            #expect(LayoutPrinter.chain(chain) == text)
            #expect(chains("make a {\n  \(text)\n}") == [chain], "\(text)")
            #expect(chains("a.\(text)") == [chain], "a.\(text)")
        }
    }

    @Test func aChainIsLoweredAsTheSameLineOfAFile() {
        // By hand (Masonry's signs): insets(1, 2, 3, 4) on the edges is +2 on
        // the left, −4 on the right, +1 on the top, −3 on the bottom; a key on
        // several rows is indexed. Masonry's insets leave margin attributes at 0.
        let superview = ConstraintChain.Target.view("superview", attribute: nil)
        let insets = Insets(top: 1, left: 2, bottom: 3, right: 4)
        var problems: [Diagnostic] = []
        let edges = ConstraintChain([.composite(.edges)], .equal, [superview], modifiers: [.insets(insets), .key("m")])
        #expect(edges.constraints(item: "a", problems: &problems).map(OneLine.format) == [
            "a.left == superview.left + 2 key m[0]", "a.right == superview.right - 4 key m[1]",
            "a.top == superview.top + 1 key m[2]", "a.bottom == superview.bottom - 3 key m[3]",
        ])
        let margins = ConstraintChain([.single(.leftMargin)], .equal, [superview], modifiers: [.insets(insets)])
        #expect(margins.constraints(item: "a", problems: &problems).map(OneLine.format)
                == ["a.leftMargin == superview.leftMargin"])
        // SnapKit's dialect reads a width's insets as −(left + right) = −6.
        let width = ConstraintChain([.single(.width)], .equal, [superview], modifiers: [.insets(insets)])
        #expect(width.constraints(item: "a", dialect: .snapkit, problems: &problems).map(OneLine.format)
                == ["a.width == superview.width - 6"])
        #expect(problems.isEmpty)
        // A multiplier without a second item is refused at the chain's place.
        let place = SourceLocation(file: "f.swift", line: 7, column: 1)
        let constant = ConstraintChain([.single(.height)], .equal, [.number(10)], modifiers: [.multiplier(2)])
        #expect(constant.constraints(item: "a", at: place, problems: &problems).isEmpty)
        #expect(problems == [Diagnostic.error("a multiplier needs a second item", at: place)])
    }
}

import Testing
@testable import LayoutModel
import LayoutSolver

/// Edits as values and the identity rules of semantics.md ("Edits").
@Suite struct LayoutEditsTests {
    let here = SourceLocation(file: "t.layout", line: 1, column: 1)

    func view(_ name: String, in parent: String? = nil, _ changes: [PropertyChange] = []) -> Edit {
        Edit(.view(name: name, parent: parent, changes: changes), at: here)
    }

    func c(_ item: String, _ attribute: Attribute, _ relation: Relation = .equal, _ item2: String? = nil,
           _ attribute2: Attribute? = nil, constant: Double = 0, priority: Priority = .required, key: String? = nil) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relation: relation, item2: item2,
                         attribute2: attribute2 ?? (item2 == nil ? nil : attribute), constant: constant,
                         priority: priority, key: key, location: here)
    }

    func lines(_ layout: Layout) -> [String] { layout.constraints.map { OneLine.format($0.constraint) } }

    func apply(_ edits: [Edit], to layout: Layout = Layout(name: "t"), strict: Bool = false) -> EditOutcome {
        layout.applying(edits, options: EditOptions(strictUpdate: strict))
    }

    @Test func superviewResolvesToTheParent() {
        let out = apply([view("box"), view("dot", in: "box"), Edit(.make("dot", [c("dot", .left, .equal, "superview")]))])
        #expect(out.errors.isEmpty)
        #expect(lines(out.layout) == ["dot.left == box.left"])
    }

    @Test func superviewOfTheRootIsAnError() {
        let out = apply([Edit(.make("root", [c("root", .left, .equal, "superview")]))])
        #expect(out.errors.map(\.message) == ["'superview' of the root view does not exist"])
    }

    @Test func anUnknownViewIsReportedWithTheClosestName() {
        let at = SourceLocation(file: "t.layout", line: 2, column: 6)
        let out = apply([view("header"), Edit(.make("haeder", [c("haeder", .top)]), at: here, nameAt: at)])
        #expect(out.errors.count == 1)
        #expect(out.errors.first?.description == "t.layout:2:6: error: unknown view 'haeder'; did you mean 'header'?")
    }

    @Test func updateChangesOnlyTheConstantOfTheSimilarConstraint() throws {
        // make a.left == b.left + 10, update to + 20: one constraint, same identity.
        let first = apply([view("a"), view("b"), Edit(.make("a", [c("a", .left, .equal, "b", constant: 10, key: "k")]))])
        let id = try #require(first.layout.constraints.first?.id)
        let second = apply([Edit(.update("a", [c("a", .left, .equal, "b", constant: 20)]))], to: first.layout)
        #expect(second.diagnostics.isEmpty)
        #expect(second.layout.constraints.map(\.id) == [id])
        #expect(lines(second.layout) == ["a.left == b.left + 20 key k"])
    }

    @Test func updateWithoutASimilarConstraintAddsAndWarnsOrFailsWhenStrict() {
        // Another priority is not similar.
        let base = apply([view("a"), Edit(.make("a", [c("a", .width, constant: 50)]))]).layout
        let update = Edit(.update("a", [c("a", .width, constant: 50, priority: .low)]))
        let lenient = apply([update], to: base)
        #expect(lines(lenient.layout) == ["a.width == 50", "a.width == 50 @250"])
        #expect(lenient.warnings.count == 1)
        #expect(lenient.warnings.map(\.code) == [.updateAdded])
        let strict = apply([update], to: base, strict: true)
        #expect(strict.errors.count == 1)
        #expect(strict.errors.first?.message.contains("no similar constraint") == true)
    }

    @Test func remakeKeepsIdenticalConstraintsAndModifiesChangedConstants() throws {
        let base = apply([view("a"), view("b"), Edit(.make("a", [
            c("a", .top, .equal, "superview"), c("a", .width, constant: 10), c("a", .height, constant: 10),
        ])), Edit(.make("b", [c("b", .left, .equal, "a", .right)]))]).layout
        let ids = base.constraints.map(\.id)
        let out = apply([Edit(.remake("a", [c("a", .width, constant: 30), c("a", .top, .equal, "superview"),
                                           c("a", .centerX, .equal, "superview")]))], to: base)
        #expect(out.diagnostics.isEmpty)
        // top kept (same id), width modified in place (same id), height removed,
        // b's constraint on a kept, centerX added with a new id.
        #expect(out.layout.constraints.map(\.id) == [ids[0], ids[1], ids[3], 5])
        #expect(lines(out.layout) == ["a.top == root.top", "a.width == 30", "b.left == a.right", "a.centerX == root.centerX"])
    }

    @Test func anExactDuplicateMakeAddsNothingAndWarns() {
        let out = apply([view("a"), Edit(.make("a", [c("a", .width, constant: 10)])),
                         Edit(.make("a", [c("a", .width, constant: 10)]))])
        #expect(lines(out.layout) == ["a.width == 10"])
        #expect(out.warnings.map(\.message) == ["duplicate constraint 'a.width == 10' adds nothing"])
        #expect(out.warnings.map(\.code) == [.duplicate])
    }

    @Test func theSameConstraintTwiceInARemakeOrAnAdoptedLayoutWarnsWithTheDuplicateCode() {
        let base = apply([view("a"), Edit(.make("a", [c("a", .width, constant: 10)]))]).layout
        let remade = apply([Edit(.remake("a", [c("a", .width, constant: 20), c("a", .width, constant: 20)]))], to: base)
        #expect(lines(remade.layout) == ["a.width == 20"])
        #expect(remade.warnings.map(\.code) == [.duplicate])
        // A whole layout adopted as the next state: a.height twice is kept once.
        let target = Layout(name: "t", canvases: [], views: base.views,
                            constraints: [(1, c("a", .height, constant: 5)), (2, c("a", .height, constant: 5))],
                            nextConstraintID: 3)
        let adopted = base.adopting(target)
        #expect(adopted.errors.isEmpty)
        #expect(lines(adopted.layout) == ["a.height == 5"])
        #expect(adopted.warnings.map(\.code) == [.duplicate])
    }

    @Test func errorsAndUnkindedDiagnosticsHaveNoCode() {
        let out = apply([Edit(.make("root", [c("root", .left, .equal, "superview")]))])
        #expect(out.errors.map(\.code) == [nil])
        #expect(Diagnostic.warning("a warning", at: nil).code == nil)
    }

    @Test func removingAViewRemovesItsSubtreeAndEveryConstraintNamingThem() {
        let out = apply([view("box"), view("dot", in: "box"), view("other"),
                         Edit(.make("dot", [c("dot", .width, constant: 5)])),
                         Edit(.make("other", [c("other", .left, .equal, "dot", .right), c("other", .width, constant: 3)])),
                         Edit(.removeView("box"))])
        #expect(out.errors.isEmpty)
        #expect(out.layout.viewNames == ["root", "other"])
        #expect(lines(out.layout) == ["other.width == 3"])
    }

    @Test func removeConstraintsDropsOnlyTheViewsOwn() {
        let out = apply([view("a"), view("b"), Edit(.make("a", [c("a", .width, constant: 1)])),
                         Edit(.make("b", [c("b", .width, .equal, "a")])), Edit(.removeConstraints("a"))])
        #expect(lines(out.layout) == ["b.width == a.width"])
    }

    @Test func aCycleInTheHierarchyIsRefused() {
        let out = apply([view("a"), view("b", in: "a"), view("a", in: "b")])
        #expect(out.errors.map(\.message) == ["'b' cannot be the parent of 'a': the hierarchy would have a cycle"])
        #expect(out.layout.view(named: "a")?.parent == "root")
    }

    @Test func aViewStatementChangesPropertiesPartially() {
        let out = apply([view("t", [.intrinsicWidth(120), .intrinsicHeight(22), .hugging(.init(251), .init(251))]),
                         view("t", [.intrinsicWidth(nil)])])
        let p = out.layout.view(named: "t")?.properties
        #expect(p?.intrinsicWidth == nil)
        #expect(p?.intrinsicHeight == 22)
        #expect(p?.huggingHorizontal.rawValue == 251)
        #expect(p?.compressionVertical == .high)
    }

    @Test func aBaselineWrittenAloneKeepsTheOther() {
        let out = apply([view("t", [.firstBaseline(12), .lastBaseline(30)]), view("t", [.lastBaseline(20)])])
        #expect(out.layout.view(named: "t")?.properties.firstBaseline == 12)
        #expect(out.layout.view(named: "t")?.properties.lastBaseline == 20)
    }

    @Test func reservedNamesCannotBeDeclared() {
        let out = apply([view("root"), view("superview")])
        #expect(out.errors.count == 2)
    }

    @Test func incompatibleAttributesAreRefusedWhereWritten() {
        let out = apply([view("a"), Edit(.make("a", [c("a", .left, .equal, "superview", .top)]))])
        #expect(out.errors.first?.message == "cannot relate horizontal and vertical attributes ('left' and 'top')")
    }

    @Test func canvasesAreAddedChangedAndRemoved() {
        let out = apply([Edit(.canvas(Canvas(name: "phone", width: 375, height: 812))),
                         Edit(.canvas(Canvas(name: "tablet", width: 820, height: 1180))),
                         Edit(.canvas(Canvas(name: "phone", width: 390, height: 844, direction: .rtl))),
                         Edit(.removeCanvas("tablet")), Edit(.removeCanvas("watch"))])
        #expect(out.layout.canvases == [Canvas(name: "phone", width: 390, height: 844, direction: .rtl)])
        #expect(out.errors.map(\.message) == ["unknown canvas 'watch'"])
        #expect(Layout(name: "x").effectiveCanvases == [Canvas(name: "default", width: 375, height: 812)])
    }

    @Test func theClosestCommonAncestorIsMasonrysInstalledView() {
        let layout = apply([view("a"), view("b", in: "a"), view("c", in: "a"), view("d", in: "c")]).layout
        #expect(layout.closestCommonAncestor("b", "d") == "a")
        #expect(layout.closestCommonAncestor("a", "d") == "a")
        #expect(layout.closestCommonAncestor("d", "root") == "root")
        #expect(layout.coordinateSpace(of: c("d", .width, constant: 1)) == "c")
    }

    @Test func theOneLineFormLeavesDefaultsOut() {
        #expect(OneLine.format(LayoutConstraint(item: "title", attribute: .width, relation: .lessThanOrEqual, item2: "header",
                                                attribute2: .width, constant: -32, priority: .high, key: "titleMax"))
                == "title.width <= header.width - 32 @750 key titleMax")
        #expect(OneLine.format(LayoutConstraint(item: "a", attribute: .width, item2: "b", attribute2: .height,
                                                multiplier: 0.5, constant: 10, priority: Priority(345)!))
                == "a.width == b.height * 0.5 + 10 @345")
        #expect(OneLine.format(LayoutConstraint(item: "a", attribute: .width, constant: 44)) == "a.width == 44")
        #expect(OneLine.format(LayoutConstraint(item: "a", attribute: .left, item2: "b", attribute2: .left, key: "odd key"))
                == "a.left == b.left key \"odd key\"")
        #expect(OneLine.isBareKey("left[0]") && !OneLine.isBareKey("left[x]") && !OneLine.isBareKey("0a"))
    }
}

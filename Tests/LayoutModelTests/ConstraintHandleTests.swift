import Testing
@testable import LayoutModel
import LayoutSolver

/// Constraint handles (language.md, "Constraint handles"; semantics.md,
/// "Constraint handles"): `deactivate K`, `activate K`, `.inactive()`,
/// `constraint K offset C` and `constraint K priority P`, from the parser
/// through the edits to the layout pass.
@Suite struct ConstraintHandleTests {
    /// Parses `text` and applies it to an empty document.
    func outcome(_ text: String) -> (parse: [String], edits: EditOutcome) {
        let parsed = LayoutParser.parse(text, file: "t.layout")
        return (parsed.diagnostics.map(\.description), Layout(name: "t").applying(parsed.edits))
    }

    func lines(_ layout: Layout) -> [String] { layout.constraints.map { OneLine.format($0.constraint) } }

    /// Two required widths of one view, 100 (`narrow`) and 200 (`wide`): they conflict while both are active.
    let twoWidths = """
        layout t
        canvas c 300x200
        view a
        make a {
          left.top.equalTo(superview).offset(10)
          height.equalTo(20)
          width.equalTo(100).key(narrow)
          width.equalTo(200).key(wide)
        }

        """

    // MARK: the layout pass

    @Test func aDeactivatedConstraintNoLongerConflicts() throws {
        // Both widths active: a conflict (the later, wide, is left out).
        let both = outcome(twoWidths)
        #expect(both.parse.isEmpty && both.edits.errors.isEmpty)
        #expect(LayoutPass.run(both.edits.layout)[0].unsatisfiable.count == 1)

        // narrow deactivated: by hand, a.left = root.left + 10 = 10, a.top = 10,
        // width = 200 (wide, the only active width), height = 20; nothing conflicts.
        let one = outcome(twoWidths + "deactivate narrow\n")
        #expect(one.parse.isEmpty && one.edits.errors.isEmpty)
        let canvas = try #require(LayoutPass.run(one.edits.layout).first)
        #expect(canvas.unsatisfiable.isEmpty)
        #expect(canvas.ambiguous.isEmpty)
        #expect(canvas.frame(of: "a") == Frame(x: 10, y: 10, width: 200, height: 20))
        // The inactive constraint stays in the document, with its identity (4).
        #expect(one.edits.layout.constraints.map(\.id) == [1, 2, 3, 4, 5])
        #expect(lines(one.edits.layout)[3] == "a.width == 100 key narrow inactive")

        // The other way round: wide deactivated, narrow activated: width 100.
        let other = outcome(twoWidths + "deactivate narrow\ndeactivate wide\nactivate narrow\n")
        #expect(other.edits.errors.isEmpty)
        let swapped = try #require(LayoutPass.run(other.edits.layout).first)
        #expect(swapped.unsatisfiable.isEmpty)
        #expect(swapped.frame(of: "a") == Frame(x: 10, y: 10, width: 100, height: 20))
    }

    @Test func aMakeLineEndingInInactiveIsKeptButNotSolved() throws {
        let text = """
            canvas c 300x200
            view a
            make a { left.top.equalTo(superview); size.equalTo(size(30, 40)) }
            make a { width.equalTo(500).key(big).inactive() }
            a.height == 900 key tall inactive

            """
        let result = outcome(text)
        #expect(result.parse.isEmpty && result.edits.errors.isEmpty)
        #expect(lines(result.edits.layout).suffix(2) == ["a.width == 500 key big inactive", "a.height == 900 key tall inactive"])
        // By hand: only the size(30, 40) constraints act: (0, 0, 30, 40), no conflict.
        let canvas = try #require(LayoutPass.run(result.edits.layout).first)
        #expect(canvas.unsatisfiable.isEmpty)
        #expect(canvas.frame(of: "a") == Frame(x: 0, y: 0, width: 30, height: 40))
    }

    @Test func aKeyOfACompositeNamesEveryRow() throws {
        let text = """
            canvas c 300x200
            view a
            make a { left.top.equalTo(superview); width.height.equalTo(10) }
            make a { size.equalTo(size(30, 40)).priority(high).key(s) }
            deactivate s

            """
        let result = outcome(text)
        #expect(result.edits.errors.isEmpty)
        #expect(lines(result.edits.layout).suffix(2) == ["a.width == 30 @750 key s[0] inactive",
                                                         "a.height == 40 @750 key s[1] inactive"])
        // By hand: the high-priority size is inactive: the required 10 × 10 alone.
        #expect(try #require(LayoutPass.run(result.edits.layout).first).frame(of: "a") == Frame(x: 0, y: 0, width: 10, height: 10))
        // s[1] alone names only its row.
        let one = outcome(text + "activate s[1]\n")
        #expect(lines(one.edits.layout).suffix(2) == ["a.width == 30 @750 key s[0] inactive", "a.height == 40 @750 key s[1]"])
    }

    @Test func handlesMatchTheKeyOrTheKeyWithIndexSuffixes() {
        func constraint(_ key: String?) -> LayoutConstraint { LayoutConstraint(item: "a", attribute: .width, key: key) }
        #expect(constraint("s").hasHandle("s"))
        #expect(constraint("s[0]").hasHandle("s"))
        #expect(constraint("s[12][3]").hasHandle("s"))
        #expect(constraint("s[0]").hasHandle("s[0]"))
        #expect(!constraint("s2").hasHandle("s"))
        #expect(!constraint("s[]").hasHandle("s"))
        #expect(!constraint("s[x]").hasHandle("s"))
        #expect(!constraint("s[0]x").hasHandle("s"))
        #expect(!constraint("s").hasHandle("s[0]"))
        #expect(!constraint(nil).hasHandle("s"))
    }

    // MARK: edits

    @Test func activatingAnActiveConstraintChangesNothing() {
        let before = outcome(twoWidths).edits.layout
        let after = before.applying(LayoutParser.parse("activate narrow wide\n", file: "t.layout").edits)
        #expect(after.diagnostics.isEmpty)
        #expect(before.changes(to: after.layout).isEmpty)
        #expect(after.layout == before)
    }

    @Test func anActivationChangeIsAModificationOfTheSameConstraint() throws {
        let before = outcome(twoWidths).edits.layout
        let after = before.applying(LayoutParser.parse("deactivate wide\n", file: "t.layout").edits).layout
        let changes = before.changes(to: after)
        #expect(changes.addedConstraints.isEmpty && changes.removedConstraints.isEmpty)
        let modified = try #require(changes.modifiedConstraints.first)
        #expect(changes.modifiedConstraints.count == 1)
        #expect(modified.id == 5 && modified.old.isActive && !modified.new.isActive)
        // Undone, it is active again.
        #expect(after.undoing(changes) == before)
    }

    @Test func offsetSetsTheConstantDirectlyWithoutTheInsetSign() {
        // inset(16) on a right edge gives -16 (Masonry's sign); offset 16 sets +16, as Masonry's
        // `constraint.offset = 16` does: the right edge 16 points outside.
        let text = """
            view a
            make a { right.equalTo(superview).inset(16).key(r) }
            constraint r offset 16

            """
        let result = outcome(text)
        #expect(result.parse.isEmpty && result.edits.errors.isEmpty)
        #expect(lines(result.edits.layout) == ["a.right == root.right + 16 key r"])
    }

    @Test func offsetChangesEveryRowOfACompositeAndKeepsIdentities() {
        let text = """
            view a
            make a { edges.equalTo(superview).insets(insets(1, 2, 3, 4)).key(e) }
            constraint e offset -5

            """
        let result = outcome(text)
        #expect(result.edits.errors.isEmpty)
        #expect(lines(result.edits.layout) == ["a.left == root.left - 5 key e[0]", "a.right == root.right - 5 key e[1]",
                                               "a.top == root.top - 5 key e[2]", "a.bottom == root.bottom - 5 key e[3]"])
        #expect(result.edits.layout.constraints.map(\.id) == [1, 2, 3, 4])
    }

    @Test func priorityChangesWithinOptionalOrOfAnInactiveConstraint() {
        let text = """
            view a
            make a { width.equalTo(100).priority(high).key(w) }
            constraint w priority 500
            deactivate w
            constraint w priority required

            """
        let result = outcome(text)
        #expect(result.parse.isEmpty && result.edits.errors.isEmpty)
        #expect(lines(result.edits.layout) == ["a.width == 100 key w inactive"])
        #expect(result.edits.layout.constraints.map(\.id) == [1])
    }

    @Test func aPriorityChangeBetweenRequiredAndOptionalOfAnActiveConstraintIsRefusedAtThePriority() {
        let up = outcome("view a\nmake a { width.equalTo(100).priority(high).key(w) }\nconstraint w priority required\n")
        // Line 3: `constraint w priority required`: `required` at column 23.
        #expect(up.edits.errors.map(\.description) == [
            "t.layout:3:23: error: the priority of 'a.width == 100 @750 key w' cannot change from optional to required "
                + "(1000) while it is active, as UIKit refuses it; deactivate it first, or remake it",
        ])
        let down = outcome("view a\nmake a { width.equalTo(100).key(w) }\nconstraint w priority 999\n")
        #expect(down.edits.errors.map(\.description) == [
            "t.layout:3:23: error: the priority of 'a.width == 100 key w' cannot change from required to optional "
                + "(999) while it is active, as UIKit refuses it; deactivate it first, or remake it",
        ])
    }

    @Test func anUnknownKeyIsAnErrorAtTheKeySuggestingTheClosest() {
        let result = outcome(twoWidths + "deactivate narow\nconstraint wid offset 3\nactivate zzz\n")
        // Lines 10…12 (the fixture has 9); keys at columns 12, 12, 10.
        #expect(result.edits.errors.map(\.description) == [
            "t.layout:10:12: error: unknown constraint key 'narow'; did you mean 'narrow'?",
            "t.layout:11:12: error: unknown constraint key 'wid'; did you mean 'wide'?",
            "t.layout:12:10: error: unknown constraint key 'zzz'",
        ])
    }

    @Test func updateSearchesOnlyTheActiveConstraints() {
        let text = """
            view a
            make a { width.equalTo(100).key(w).inactive() }
            update a { width.equalTo(50) }

            """
        let result = outcome(text)
        #expect(result.edits.errors.isEmpty)
        #expect(result.edits.warnings.map(\.message) == ["update found no similar constraint for 'a.width == 50'; it was added"])
        #expect(lines(result.edits.layout) == ["a.width == 100 key w inactive", "a.width == 50"])
    }

    @Test func remakeLeavesTheInactiveConstraintsOfTheView() {
        let text = """
            view a
            make a { left == 10; width == 100 key w inactive }
            remake a { top == 5 }

            """
        let result = outcome(text)
        #expect(result.edits.errors.isEmpty)
        #expect(result.edits.layout.constraints.map(\.id) == [2, 3])
        #expect(lines(result.edits.layout) == ["a.width == 100 key w inactive", "a.top == root.top + 5"])
    }

    @Test func inactiveIsRefusedInUpdateAndRemake() {
        let result = outcome("view a\nupdate a { width == 1 inactive }\nremake a { height.equalTo(2).inactive() }\n")
        #expect(result.edits.errors.map(\.description) == [
            "t.layout:2:12: error: 'inactive' is for 'make' only: update changes the view's active constraints "
                + "(use make, or deactivate the constraint by its key)",
            "t.layout:3:12: error: 'inactive' is for 'make' only: remake changes the view's active constraints "
                + "(use make, or deactivate the constraint by its key)",
        ])
    }

    @Test func aDuplicateCheckLeavesInactiveConstraintsOut() {
        let result = outcome("view a\nmake a { width == 10; width == 10 key spare inactive }\n")
        #expect(result.edits.diagnostics.isEmpty)
        #expect(LayoutCheck.duplicatesAndRedundancies(result.edits.layout).isEmpty)
    }

    // MARK: the parser

    @Test func statementsParseIntoOneEditPerKey() {
        let parsed = LayoutParser.parse("deactivate a b[1] \"c d\"\nactivate a\nconstraint a offset -2.5\nconstraint a priority low\n",
                                        file: "t.layout")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.edits.map(\.kind) == [
            .activation(handle: "a", active: false), .activation(handle: "b[1]", active: false),
            .activation(handle: "c d", active: false), .activation(handle: "a", active: true),
            .constraintOffset(handle: "a", constant: -2.5), .constraintPriority(handle: "a", priority: .low),
        ])
        #expect(parsed.edits[1].nameLocation == SourceLocation(file: "t.layout", line: 1, column: 14))
        #expect(parsed.edits[5].valueLocation == SourceLocation(file: "t.layout", line: 4, column: 23))
    }

    @Test(arguments: [
        ("deactivate\n", "t.layout:1:11: error: expected a constraint key after 'deactivate'"),
        ("activate 3\n", "t.layout:1:10: error: expected a key (a name or a string)"),
        ("constraint w offsett 3\n", "t.layout:1:14: error: expected 'offset' or 'priority' after 'constraint w'"),
        ("constraint w offset 1e8\n", "t.layout:1:21: error: number '1e8' is out of range"),
        ("constraint w priority 1001\n", "t.layout:1:23: error: priority 1001 is out of range 1…1000"),
        ("constraint w priority 5 x\n", "t.layout:1:25: error: expected the end of the statement"),
        ("make a { width == 1 inactive key }\n", "t.layout:1:30: error: expected the end of the line, found 'key'"),
        ("make a { width.equalTo(1).inactive(2) }\n", "t.layout:1:36: error: expected ')': 'inactive' takes no argument"),
        ("make a { width == b.width.inactive() }\n", "t.layout:1:27: error: '.inactive(…)' cannot follow '=='"),
    ])
    func errorsNameTheirPlace(input: String, message: String) {
        let problems = LayoutParser.parse(input, file: "t.layout").diagnostics.map(\.description)
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix(message) == true, "\(problems)")
    }

    @Test func theOneLineFormOfAnInactiveConstraintRoundTrips() throws {
        var c = LayoutConstraint(item: "a", attribute: .width, relation: .lessThanOrEqual, item2: "b", attribute2: .width,
                                 constant: -4, priority: .high, key: "k")
        c.isActive = false
        let line = OneLine.format(c)
        #expect(line == "a.width <= b.width - 4 @750 key k inactive")
        #expect(try OneLine.parse(line) == c)
        // `inactive`, `@P` and `key K` may come in any order; the chain form's `.inactive()` too.
        #expect(try OneLine.parse("a.width <= b.width - 4 inactive key k @750") == c)
        #expect(try OneLine.parse("a.width.lessThanOrEqualTo(b).offset(-4).inactive().priority(750).key(k)") == c)
        // A view named `inactive` is still a view.
        #expect(try OneLine.parse("a.width == inactive.width inactive").item2 == "inactive")
    }

    @Test func theSwiftBuilderMakesTheSameEdits() {
        let builder = LayoutBuilder(document: "t")
        let a = builder.addView("a")
        a.makeConstraints { make in
            make.width.equalTo(100).labeled("narrow").inactive()
            make.width.equalTo(200).priority(.high).labeled("wide")
        }
        builder.deactivate("wide")
        builder.activate("narrow")
        builder.updateConstraint("narrow", offset: 120)
        builder.updateConstraint("wide", priority: .medium)
        let built = builder.build()
        #expect(built.errors.isEmpty)
        #expect(lines(built.layout) == ["a.width == 120 key narrow", "a.width == 200 @500 key wide inactive"])
    }
}

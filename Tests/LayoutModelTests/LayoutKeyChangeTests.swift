import Testing
@testable import LayoutModel

/// A constraint's key is part of what it is: a change of the key alone is a
/// change (diff, history, what an apply writes).
@Suite struct LayoutKeyChangeTests {
    static func layout(_ text: String) -> Layout {
        let parsed = LayoutParser.parse(text, file: "k.layout")
        let outcome = Layout(name: "k").applying(parsed.edits)
        #expect(parsed.diagnostics.isEmpty && outcome.diagnostics.isEmpty, "\(parsed.diagnostics) \(outcome.diagnostics)")
        return outcome.layout
    }

    @Test func aKeyAloneChangedIsAModifiedConstraint() {
        // Same view, attribute, relation, constant and priority; a remake gives the key
        // w2 instead of w1: the constraint keeps its identity (it is similar), and the
        // change of its key is a modification.
        let before = Self.layout("view a\nmake a { width.equalTo(10).key(w1) }\n")
        let after = before.applying(LayoutParser.parse("remake a { width.equalTo(10).key(w2) }\n", file: "u.layout").edits)
        #expect(after.errors.isEmpty)
        let changes = before.changes(to: after.layout)
        #expect(changes.modifiedConstraints.count == 1)
        #expect(changes.modifiedConstraints.first?.old.key == "w1")
        #expect(changes.modifiedConstraints.first?.new.key == "w2")
        #expect(changes.addedConstraints.isEmpty && changes.removedConstraints.isEmpty)
        #expect(!changes.isEmpty)
    }

    @Test func constraintsThatDifferOnlyByTheirKeyAreNotEqual() {
        let one = LayoutConstraint(item: "a", attribute: .width, relation: .equal, constant: 10, key: "k1")
        var two = one
        two.key = "k2"
        #expect(one != two)
        #expect(!one.isIdentical(to: two))
        #expect(one.isSimilar(to: two))  // update finds it: only the key and the constant are left out
        two.key = "k1"
        #expect(one == two)
    }
}

import LayoutModel
import LayoutSolver
import Testing

/// `OneLine.parse` takes one `ITEM.ATTR REL …` statement making one
/// constraint, and refuses anything else with the first problem at its place
/// (line and column from 1, counted by hand).
@Suite struct OneLineParseTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var input: String
        var message: String
        var line: Int
        var column: Int
        var testDescription: String { input.debugDescription }
    }

    static let refused: [Case] = [
        // Not a constraint line at all.
        Case(input: "", message: "an empty line is not a constraint", line: 1, column: 1),
        Case(input: "\n\n", message: "an empty line is not a constraint", line: 3, column: 1),
        Case(input: "view a", message: "expected a constraint 'ITEM.ATTR REL …', found 'view'", line: 1, column: 1),
        Case(input: "make a { width == 10 }", message: "expected a constraint 'ITEM.ATTR REL …', found 'make'",
             line: 1, column: 1),
        // More than one constraint: a composite attribute, a second statement.
        Case(input: "a.edges == b", message: "the line makes 4 constraints; the one-line form is one", line: 1, column: 1),
        Case(input: "a.width == 10; b.width == 20",
             message: "expected the end of the line after the constraint, found ';'", line: 1, column: 14),
        Case(input: "a.width == 10\nb.width == 20",
             message: "expected the end of the line after the constraint, found 'b'", line: 2, column: 1),
        // Errors of the statement itself, as a file would report them.
        Case(input: "a.hieght == 3", message: "unknown attribute 'hieght'; did you mean 'height'?", line: 1, column: 3),
        Case(input: "a.width == 1 @0", message: "priority 0 is out of range 1…1000", line: 1, column: 15),
        Case(input: "a.width == 1e999", message: "number '1e999' is not finite", line: 1, column: 12),
        Case(input: "a.left == b.width", message: "cannot relate a location and a size ('left' and 'width')",
             line: 1, column: 1),
        Case(input: "superview.left == a.left",
             message: "'superview' cannot be the first item of a constraint; name the view", line: 1, column: 1),
    ]

    @Test(arguments: refused)
    func aLineThatIsNotOneConstraintIsRefusedWithItsPlace(_ refused: Case) {
        #expect {
            _ = try OneLine.parse(refused.input, file: "stored")
        } throws: { error in
            guard let problem = error as? Diagnostic else { return false }
            return problem.severity == .error && problem.message == refused.message
                && problem.location == SourceLocation(file: "stored", line: refused.line, column: refused.column)
        }
    }

    @Test func spacesCommentsAndBlankLinesAroundTheLineAreAllowed() throws {
        let constraint = try OneLine.parse("\n  a.width == 10   # wide\n\n")
        #expect(constraint == LayoutConstraint(item: "a", attribute: .width, constant: 10))
    }

    @Test func aSecondItemWrittenSuperviewStaysSoNamed() throws {
        // Only applying an edit resolves `superview` to the item's parent.
        #expect(try OneLine.parse("a.left == superview.left + 8") == LayoutConstraint(
            item: "a", attribute: .left, item2: "superview", attribute2: .left, constant: 8))
    }
}

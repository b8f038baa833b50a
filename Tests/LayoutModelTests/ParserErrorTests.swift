import Testing
import TestSupport
@testable import LayoutModel

/// Errors of the language: each case is one problem, reported once, at the
/// place counted by hand (line and column from 1, in characters).
@Suite struct ParserErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var input: String
        var message: String
        var line: Int
        var column: Int
        var testDescription: String { input.debugDescription }
    }

    static let cases: [Case] = [
        // Unknown attributes, with the nearest name.
        Case(input: "make a { lft.equalTo(b) }", message: "unknown attribute 'lft'; did you mean 'left'?", line: 1, column: 10),
        Case(input: "make a { left.equalTo(b.lefft) }", message: "unknown attribute 'lefft'; did you mean 'left'?", line: 1, column: 25),
        Case(input: "a.hieght == 3", message: "unknown attribute 'hieght'; did you mean 'height'?", line: 1, column: 3),
        Case(input: #"vfl "H:[a]" align middle"#, message: "unknown attribute 'middle'", line: 1, column: 19),
        // A relation written twice, in either form.
        Case(input: "make a { left.equalTo(superview).greaterThanOrEqualTo(superview) }",
             message: "relation written twice: 'greaterThanOrEqualTo' after 'equalTo'", line: 1, column: 34),
        Case(input: "make a { left == b == c }", message: "relation written twice: '==' after '=='", line: 1, column: 20),
        Case(input: "make a { left.equalTo(b) <= c }", message: "relation written twice: '<=' after 'equalTo'", line: 1, column: 26),
        Case(input: "make a { left >= b.equalTo(c) }", message: "relation written twice: 'equalTo' after '>='", line: 1, column: 20),
        // An attribute after the relation, a modifier before it, no relation at all.
        Case(input: "make a { left.equalTo(b).right }", message: "attribute 'right' after the relation 'equalTo'", line: 1, column: 26),
        Case(input: "make a { left == b.top.left }", message: "attribute 'left' after the relation '=='", line: 1, column: 24),
        Case(input: "make a { left.offset(5).equalTo(b) }", message: "modifier 'offset' before the relation", line: 1, column: 15),
        Case(input: "make a { left.right b }", message: "expected a relation", line: 1, column: 21),
        Case(input: "a.left.right", message: "expected a relation", line: 1, column: 13),
        Case(input: "make a { left == b.offset(2) }", message: "'.offset(…)' cannot follow '=='", line: 1, column: 20),
        Case(input: "make a { left.equalTo(b).ofset(3) }", message: "unknown modifier 'ofset'; did you mean 'offset'?", line: 1, column: 26),
        Case(input: "a == b", message: "a constraint needs an attribute", line: 1, column: 1),
        // A number where a view is needed.
        Case(input: "make 12 { left.equalTo(b) }", message: "a number where a view is needed: '12'", line: 1, column: 6),
        Case(input: "make a { left.equalTo(12.left) }", message: "a number where a view is needed: '12'", line: 1, column: 23),
        Case(input: "view a in 3", message: "a number where a view is needed: '3'", line: 1, column: 11),
        Case(input: "remove view 4", message: "a number where a view is needed: '4'", line: 1, column: 13),
        Case(input: "distribute [a, 5] horizontal spacing 1", message: "a number where a view is needed: '5'", line: 1, column: 16),
        Case(input: "12.width == 3", message: "a number where a view is needed: '12'", line: 1, column: 1),
        // Priorities.
        Case(input: "a.width == 1 @0", message: "priority 0 is out of range 1…1000", line: 1, column: 15),
        Case(input: "make a { width.equalTo(b).priority(1001) }", message: "priority 1001 is out of range 1…1000", line: 1, column: 36),
        Case(input: "make a { width.equalTo(b).priority(-1) }", message: "priority -1 is out of range 1…1000", line: 1, column: 36),
        Case(input: "a.width == 1 @750.5", message: "priority 750.5 is out of range 1…1000", line: 1, column: 15),
        Case(input: "a.width == 1 @urgent", message: "unknown priority 'urgent'", line: 1, column: 15),
        Case(input: "view a hugging 0", message: "priority 0 is out of range 1…1000", line: 1, column: 16),
        // Division by zero, non-finite numbers.
        Case(input: "make a { width.equalTo(b).dividedBy(0) }", message: "division by zero", line: 1, column: 37),
        Case(input: "a.width == b / 0.0", message: "division by zero", line: 1, column: 16),
        Case(input: "a.width == 1e999", message: "number '1e999' is not finite", line: 1, column: 12),
        Case(input: "make a { left.equalTo(b).offset(-1e400) }", message: "number '1e400' is not finite", line: 1, column: 34),
        Case(input: "canvas c 1e999x10", message: "is not finite", line: 1, column: 10),
        // Unterminated blocks and strings, at their opening.
        Case(input: "make a {\n  width == 1\n", message: "unterminated block: '{' has no matching '}'", line: 1, column: 8),
        Case(input: "view a\nmake a {\n  width == 1\nview b\nmake b { width == 2 }",
             message: "unterminated block: '{' has no matching '}'", line: 2, column: 8),
        Case(input: "vfl \"H:[a]\n", message: "unterminated string", line: 1, column: 5),
        Case(input: "a.width == 1 key \"k", message: "unterminated string", line: 1, column: 18),
        // Unexpected tokens.
        Case(input: "make a { left.equalTo(b) ) }", message: "expected the end of the line, found ')'", line: 1, column: 26),
        Case(input: "canvas c 10", message: "expected a size WxH after the canvas name, found the number '10'", line: 1, column: 10),
        Case(input: "}", message: "unexpected '}' outside a block", line: 1, column: 1),
        Case(input: "view a $", message: "unexpected character '$'", line: 1, column: 8),
        Case(input: "a.width == 3 > 2", message: "unexpected character '>'; did you mean '>='?", line: 1, column: 14),
        Case(input: "a.width == 3 4", message: "expected the end of the statement, found the number '4'", line: 1, column: 14),
        Case(input: "make a left == b", message: "expected '{' after 'make a'", line: 1, column: 8),
        Case(input: "remove a", message: "expected 'canvas', 'view' or 'constraints' after 'remove'", line: 1, column: 8),
        Case(input: "veiw a", message: "unknown statement 'veiw'; did you mean 'view'?", line: 1, column: 1),
        Case(input: "view a intrinsik 3x3", message: "unknown view property 'intrinsik'; did you mean 'intrinsic'?", line: 1, column: 8),
        Case(input: "view a in b in c", message: "'in' written twice", line: 1, column: 13),
        Case(input: "view a intrinsic width -3", message: "an intrinsic size cannot be negative", line: 1, column: 24),
        Case(input: "make a { left.equalTo([]) }", message: "an empty list has no target", line: 1, column: 23),
        Case(input: "make a { left.equalTo([b, [c]]) }", message: "a list cannot contain another list", line: 1, column: 27),
        Case(input: "make a { size.equalTo(40x40) }", message: "write size(W, H)", line: 1, column: 23),
        Case(input: "make a { left.equalTo(b).key(3) }", message: "expected a key (a name or a string), found the number '3'",
             line: 1, column: 30),
        Case(input: "make a { point.equalTo(b) }", message: "unknown attribute 'point'", line: 1, column: 10),
        Case(input: "superview.left == a", message: "'superview' cannot be the first item", line: 1, column: 1),
        Case(input: "distribute [a] horizontal spacing 3", message: "distribute needs at least two views", line: 1, column: 12),
        Case(input: "distribute [a, b] diagonal spacing 3", message: "expected 'horizontal' or 'vertical'", line: 1, column: 19),
        Case(input: "distribute [a, b] vertical", message: "expected 'spacing S' or 'length N'", line: 1, column: 27),
        Case(input: #"a.width == 1 key "x\q""#, message: "unknown escape '\\q' in a string", line: 1, column: 20),
        // `layout`: at most once, first.
        Case(input: "view a\nlayout x", message: "'layout' must be the first statement", line: 2, column: 1),
        Case(input: "layout x\nlayout y", message: "'layout' may appear only once", line: 2, column: 1),
        // Pairings, reported at the start of the line.
        Case(input: "a.left == b.top", message: "cannot relate horizontal and vertical attributes ('left' and 'top')",
             line: 1, column: 1),
        Case(input: "make a {\n  top == b.height }", message: "cannot relate a location and a size ('top' and 'height')",
             line: 2, column: 3),
        Case(input: "a.leading == b.left", message: "cannot relate leading/trailing and left/right", line: 1, column: 1),
        Case(input: "a.left == b * 0", message: "a multiplier of 0 on a location attribute ('left') is not allowed",
             line: 1, column: 1),
        Case(input: "make a { width.equalTo(10).multipliedBy(2) }", message: "a multiplier needs a second item", line: 1, column: 28),
        Case(input: "a.left == b.center", message: "'left' is not one of the attributes of 'center'", line: 1, column: 11),
    ]

    @Test(arguments: cases)
    func eachProblemIsReportedOnceAtItsPlace(_ c: Case) {
        let diagnostics = LayoutParser.parse(c.input, file: "e.layout").diagnostics
        #expect(diagnostics.count == 1, "\(diagnostics)")
        guard let first = diagnostics.first else { return }
        #expect(first.severity == .error)
        #expect(first.message.contains(c.message), "\(first.message)")
        #expect(first.location == LayoutModel.SourceLocation(file: "e.layout", line: c.line, column: c.column), "\(first)")
    }

    @Test func everyErrorOfAFileIsReportedInFileOrder() {
        let text = """
        view a
        make a {
          lft.equalTo(b)
          width == 10
          top.equalTo(b).right
        }
        veiw b
        a.height == 1 @0
        make a { centerX == b; centerY.offset(2).equalTo(b) }
        """
        let result = LayoutParser.parse(text, file: "f.layout")
        #expect(result.diagnostics.map(\.description) == [
            "f.layout:3:3: error: unknown attribute 'lft'; did you mean 'left'?",
            "f.layout:5:18: error: attribute 'right' after the relation 'equalTo'; attributes come before it",
            "f.layout:7:1: error: unknown statement 'veiw'; did you mean 'view'?",
            "f.layout:8:16: error: priority 0 is out of range 1…1000",
            "f.layout:9:32: error: modifier 'offset' before the relation; modifiers come after it",
        ])
        // The good lines still make their edits (so that applying can report unknown views too).
        #expect(ParserTestSupport.constraints(text).map(OneLine.format) == ["a.width == 10", "a.centerX == b.centerX"])
    }

    @Test func unknownViewsAreReportedWhenAppliedAtTheNameAndTargetPlaces() {
        let text = "view header\nmake title { top.equalTo(header) }\nmake header { top.equalTo(foo.bottom) }"
        let problems = ParserTestSupport.allProblems(text)
        // `make title {`: title at 2:6; `equalTo(foo.bottom)`: foo at 3:27.
        #expect(problems.count == 2)
        #expect(problems.first?.hasPrefix("t.layout:2:6: error: unknown view 'title'") == true)
        #expect(problems.last?.hasPrefix("t.layout:3:27: error: unknown view 'foo'") == true)
    }

    @Test func superviewOfTheRootIsReportedAtTheTarget() {
        let problems = ParserTestSupport.allProblems("make root { width.equalTo(superview) }")
        #expect(problems == ["t.layout:1:27: error: 'superview' of the root view does not exist"])
    }

    @Test func randomInputNeverCrashesAndAlwaysEnds() {
        // Seeded soup of the language's pieces: the parser must report, not trap or loop,
        // and every problem of parsing or applying names a place inside the text
        // (ParserPropertyTests checks files that are accepted).
        let pieces = ["make", "a", "{", "}", "(", ")", "[", "]", ".", ",", ";", "\n", "left", "edges", "equalTo",
                      "offset", "insets", "size", "key", "==", ">=", "@", "*", "/", "+", "-", "12", "0", "1e999",
                      "40x40", "\"s\"", "\"", "view", "in", "canvas", "vfl", "distribute", "remove", "layout", "none",
                      "hugging", "baseline", "first", "superview", "root", "priority", "high", "dividedBy", "é", "$",
                      // Pasted code: receivers, headers, mas_ names, values, priorities, dialects.
                      "$0", "->", ":", "Void", "self", "_a", "snp", "mas_top", "mas_offset", "valueOffset", "mas_key",
                      "20.f", "0.5f", "CGSizeMake", "UIEdgeInsets", "top:", "NSDirectionalEdgeInsets", ".zero",
                      "safeAreaLayoutGuide", "mas_safeAreaLayoutGuideTop", "mas_topLayoutGuide", "UILayoutPriority",
                      "rawValue", "advanced", "by", ".defaultHigh", "dialect", "snapkit", "masonry", "weakSelf"]
        var generator = SeededGenerator(seed: 2024)
        for _ in 0..<3000 {
            let count = Int(generator.next() % 25)
            let text = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined(separator: " ")
            let result = LayoutParser.parse(text, file: "r")
            let outcome = Layout(name: "r").applying(result.edits)
            for diagnostic in result.diagnostics + outcome.errors {
                guard let location = diagnostic.location else { Issue.record("no place: \(diagnostic)"); continue }
                #expect(ParserPropertyTests.isInside(location, text, file: "r"), "\(diagnostic) in \(text.debugDescription)")
            }
        }
    }
}

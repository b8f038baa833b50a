import Testing
import TestSupport
@testable import LayoutModel
import LayoutSolver

/// The bounds on a layout's numbers (NumberBounds; docs/language.md,
/// "Numbers"): a length at most 1e7 either way, a canvas side more than 0
/// and at most 1e7, a multiplier 0 or from 1e-4 to 1e4 either way. Every way
/// into a layout refuses what is beyond them, at the culprit's place.
@Suite struct NumberBoundsTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var input: String
        var message: String
        var column: Int
        var testDescription: String { input.debugDescription }
    }

    /// Four views declared on lines 1–4: each case's statement is line 5.
    static let prefix = "view a\nview b\nview c\nview d\n"

    /// Columns counted by hand, from 1.
    static let cases: [Case] = [
        // Canvas sides: "canvas c " is 9 characters.
        Case(input: "canvas c 1e308x10", message: "canvas size '1e308x10' is out of range (each side more than 0 and at most 1e7)",
             column: 10),
        Case(input: "canvas c 0x0", message: "canvas size '0x0' is out of range (each side more than 0 and at most 1e7)",
             column: 10),
        Case(input: "canvas c 375x10000001",
             message: "canvas size '375x10000001' is out of range (each side more than 0 and at most 1e7)", column: 10),
        // Numbers beyond any bound, where they are written: "a.width == " is 11 characters,
        // "a.left == b.right + " 20, "make a { left.equalTo(b).offset(" 32.
        Case(input: "a.width == 1e308", message: "number '1e308' is out of range (at most 1e7 either way)", column: 12),
        Case(input: "a.left == b.right + 1e307", message: "number '1e307' is out of range (at most 1e7 either way)",
             column: 21),
        Case(input: "a.left == b.right - 10000001", message: "number '10000001' is out of range (at most 1e7 either way)",
             column: 21),
        Case(input: "make a { left.equalTo(b).offset(-2e7) }",
             message: "number '-2e7' is out of range (at most 1e7 either way)", column: 33),
        // A sum of two numbers within the bound, beyond it: the constraint, at its line's start.
        Case(input: "a.width == 9000000 + 9000000", message: "constant 18000000 is out of range (at most 1e7 either way)",
             column: 1),
        // Multipliers, at their operator or modifier: "a.width == b.width " is 19 characters,
        // "make a { width.equalTo(b)." 26. 1 / 100000 is 1e-05, 1 / 1e-300 is 1e300 (to a double's precision).
        Case(input: "a.width == b.width * 10001",
             message: "multiplier 10001 is out of range (0, or from 1e-4 to 1e4 either way)", column: 20),
        Case(input: "a.width == b.width / 100000",
             message: "multiplier 1e-05 is out of range (0, or from 1e-4 to 1e4 either way)", column: 20),
        Case(input: "make a { width.equalTo(b).multipliedBy(-20000) }",
             message: "multiplier -20000 is out of range (0, or from 1e-4 to 1e4 either way)", column: 27),
        Case(input: "make a { width.equalTo(b).dividedBy(1e-300) }",
             message: "multiplier \(NumberText.format(1 / 1e-300)) is out of range (0, or from 1e-4 to 1e4 either way)",
             column: 27),
        // View properties: "view c intrinsic " is 17 characters, "view c intrinsic width " 23,
        // "view c margins 8 8 8 " 21, "view c baseline first " 22.
        Case(input: "view c intrinsic 20000000x10", message: "size '20000000x10' is out of range (at most 1e7 either way)",
             column: 18),
        Case(input: "view c intrinsic width 1e8", message: "number '1e8' is out of range (at most 1e7 either way)",
             column: 24),
        Case(input: "view c margins 8 8 8 1e9", message: "number '1e9' is out of range (at most 1e7 either way)",
             column: 22),
        Case(input: "view c baseline first -1e8", message: "number '-1e8' is out of range (at most 1e7 either way)",
             column: 23),
        // VFL: a number inside the format (which starts at column 6; "H:[a]-" is 6 more), and a
        // metric's value ("vfl \"H:[a]-m-[b]\" metrics m=" is 28 characters).
        Case(input: #"vfl "H:[a]-20000000-[b]""#, message: "number '20000000' is out of range (at most 1e7 either way)",
             column: 12),
        Case(input: #"vfl "H:[a]-m-[b]" metrics m=1e8"#, message: "number '1e8' is out of range (at most 1e7 either way)",
             column: 29),
        // Masonry's fixed length over 4 views: the second view's trailing edge is placed by
        // (1 − 1/3)(length + lead) − tail/3 = 2/3 × 2e7 ≈ 1.33e7: within the bounds alone, beyond them together.
        Case(input: "distribute [a, b, c, d] horizontal length 10000000 lead 10000000",
             message: "constant \(NumberText.format((1 - 1.0 / 3) * (10_000_000 + 10_000_000))) is out of range (at most 1e7 either way)",
             column: 1),
    ]

    @Test(arguments: cases)
    func aNumberOutOfRangeIsRefusedOnceAtItsPlace(_ c: Case) {
        let problems = ParserTestSupport.allProblems(Self.prefix + c.input)
        #expect(problems == ["t.layout:5:\(c.column): error: \(c.message)"])
    }

    @Test func theBoundsThemselvesAreAllowed() {
        // Every bound reached exactly, and the smallest canvas side and multiplier written both ways.
        let text = Self.prefix + """
            canvas big 10000000x10000000
            canvas small 0.001x1
            view a intrinsic 10000000x0 margins -10000000 10000000 0 0 baseline first 10000000
            a.width == 10000000
            a.left == b.right - 10000000
            a.width == b.width * 10000
            a.height == b.height / 10000
            a.height == b.width * -0.0001
            a.width == b.height * 0
            vfl "H:[c]-10000000-[d]"
            """
        #expect(ParserTestSupport.allProblems(text) == [])
        #expect(ParserTestSupport.constraintLines(text)?.count == 7)
    }

    // MARK: The Swift builder

    @Test func theBuilderRefusesCanvasesAndPropertiesOutOfRangeAtTheSwiftCallSite() {
        let b = LayoutBuilder(document: "t")
        let first = #line + 1
        b.canvas("flat", width: 0, height: 812)
        b.canvas("huge", width: .infinity, height: 1)
        b.addView("v", .intrinsicWidth(2e7))
        b.addView("w", .margins(Insets(top: .nan, left: 0, bottom: 0, right: 0)))
        b.addView("x", .lastBaseline(-1e8))
        let out = b.build()
        #expect(out.errors.map(\.message) == [
            "canvas 'flat' has the size 0x812, out of range (each side more than 0 and at most 1e7)",
            "canvas 'huge' has the size infx1, out of range (each side more than 0 and at most 1e7)",
            "view 'v': intrinsic size 20000000 is out of range (at most 1e7 either way)",
            "view 'w': margin is not a finite number",
            "view 'x': baseline offset -100000000 is out of range (at most 1e7 either way)",
        ])
        #expect(out.errors.map { $0.location?.line } == Array(first..<first + 5))
        // The refused edits are skipped: no canvas, no view.
        #expect(out.layout.canvases.isEmpty && out.layout.views.isEmpty)
    }

    @Test func theBuildersConstraintsAreCheckedByTheLanguagesParser() {
        let b = LayoutBuilder(document: "t")
        let a = b.addView("a")
        let other = b.addView("other")
        let line = #line + 1
        a.makeConstraints { make in make.width.equalTo(1e308) }
        a.makeConstraints { make in make.height.equalTo(other).multipliedBy(1e5) }
        let out = b.build()
        #expect(out.errors.map(\.message) == [
            "number '1e+308' is out of range (at most 1e7 either way)",
            "multiplier 100000 is out of range (0, or from 1e-4 to 1e4 either way)",
        ])
        #expect(out.errors.map { $0.location?.line } == [line, line + 1])
    }

    // MARK: A whole layout

    @Test func aWholeLayoutNamesEveryNumberOutOfRange() {
        let place = SourceLocation(file: "Screen.swift", line: 7, column: 1)
        var margins = ViewProperties()
        margins.margins = Insets(top: 8, left: 8, bottom: 8, right: 1e8)
        let layout = Layout(
            name: "s", canvases: [Canvas(name: "none", width: 0, height: 0)],
            views: [View(name: "a", parent: "root", properties: margins), View(name: "b", parent: "root")],
            constraints: [
                (1, LayoutConstraint(item: "a", attribute: .width, constant: 2e7, location: place)),
                (2, LayoutConstraint(item: "a", attribute: .left, item2: "b", attribute2: .left, multiplier: 1e-9)),
            ],
            nextConstraintID: 3)
        #expect(layout.numberProblems().map(\.description) == [
            "error: canvas 'none' has the size 0x0, out of range (each side more than 0 and at most 1e7)",
            "error: view 'a': margin 100000000 is out of range (at most 1e7 either way)",
            "Screen.swift:7:1: error: constraint 'a.width == 20000000': constant 20000000 is out of range (at most 1e7 either way)",
            "error: constraint 'a.left == b.left * 1e-09': multiplier 1e-09 is out of range (0, or from 1e-4 to 1e4 either way)",
        ])
        // Adopting it as a document's whole state reports the same, once each.
        #expect(Layout(name: "s").adopting(layout).errors.map(\.description) == layout.numberProblems().map(\.description))
    }

    // MARK: Frames

    /// A chain of widths each 10 000 times the one before, the largest
    /// multiplier allowed: 1000, 1e7, 1e11, then 1e15, past the 1e12 of a frame.
    static func chain(_ count: Int, first: String? = nil) -> String {
        var lines = ["canvas phone 375x812"]
        if let first { lines.append("view \(first)") }
        lines += (0..<count).map { "view c\($0)" }
        lines.append("make c0 { left.top.equalTo(superview); height.equalTo(10); width.equalTo(1000) }")
        for k in 1..<count {
            lines.append("make c\(k) { left.top.equalTo(superview); height.equalTo(10); width.equalTo(c\(k - 1)).multipliedBy(10000) }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func aChainOfMultipliersWithinTheBoundsStillGivesAFrameOutOfRangeWhichIsNamed() throws {
        let parsed = LayoutParser.parse(Self.chain(4), file: "chain.layout")
        #expect(parsed.diagnostics.isEmpty)
        let layout = Layout(name: "chain").applying(parsed.edits).layout
        let canvases = LayoutPass.run(layout, options: LayoutPass.Options(checksSolverInvariants: false))
        // c0 1000, c1 1e7, c2 1e11: within 1e12; c3 1e15 is the first beyond it.
        let found = try #require(OutOfRangeFrame.first(in: canvases))
        #expect(found.view == "c3" && found.canvas == "phone")
        #expect(found.frame == Frame(x: 0, y: 0, width: 1e15, height: 10))
        #expect(found.description == "the frame of 'c3' on canvas 'phone' is out of range: width 1000000000000000 "
                + "(a frame's values are finite and at most 1e12 either way; a chain of multipliers grows too fast)")
    }

    @Test func aFrameThatIsNotFiniteIsOutOfRangeAndTheBoundIsInclusive() {
        let edge = Frame(x: -1e12, y: 1e12, width: 0, height: 1e12)
        let nan = Frame(x: .nan, y: 0, width: .infinity, height: 1)
        let canvas = Canvas(name: "phone", width: 375, height: 812)
        let fine = CanvasLayout(canvas: canvas, frames: [("edge", edge)])
        #expect(OutOfRangeFrame.first(in: [fine]) == nil)
        let later = CanvasLayout(canvas: Canvas(name: "tablet", width: 820, height: 1180),
                                 frames: [("edge", edge), ("broken", nan), ("next", Frame(x: 1e13, y: 0, width: 1, height: 1))])
        let found = OutOfRangeFrame.first(in: [fine, later])
        #expect(found?.view == "broken" && found?.canvas == "tablet")
        #expect(found?.description.hasPrefix("the frame of 'broken' on canvas 'tablet' is out of range: x nan, width inf (") == true)
        let past = Frame(x: 0, y: 0, width: 1e12.nextUp, height: 1)
        #expect(OutOfRangeFrame.first(in: [CanvasLayout(canvas: canvas, frames: [("past", past)])])?.view == "past")
    }
}

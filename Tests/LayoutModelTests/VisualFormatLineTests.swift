import Testing
@testable import LayoutModel

/// One long VFL line over many views, the shape `tools/bench-vfl` times
/// (`tools/gen-vfl-line`): views `v0 … v(N-1)`, each with an intrinsic size of
/// 10x20, `make v0 { top.equalTo(superview).offset(8) }` and
/// `vfl "H:|-[v0]-[v1]-…-[v(N-1)]-|" align top` on a canvas exactly as wide as
/// the line. Expected constraints follow the rules of docs/language.md ("VFL"):
/// `-` is 20 to a bar and 8 between views, the later view is the first item, a
/// gap before the trailing bar is `view.trailing == superview.trailing - 20`,
/// and `align top` gives every view after the first `view.top == v0.top`.
@Suite struct VisualFormatLineTests {
    /// The format over views `v0 … v(n-1)`.
    static func format(_ n: Int) -> String {
        "H:|-" + (0..<n).map { "[v\($0)]" }.joined(separator: "-") + "-|"
    }

    /// The file `tools/gen-vfl-line n` writes: the line is 20 + 10·n + 8·(n − 1) + 20 wide.
    static func file(_ n: Int) -> String {
        var lines = ["layout vflLine", "canvas line \(20 + 10 * n + 8 * (n - 1) + 20)x100"]
        lines += (0..<n).map { "view v\($0) intrinsic 10x20" }
        lines.append("make v0 { top.equalTo(superview).offset(8) }")
        lines.append("vfl \"\(format(n))\" align top")
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func aLineOfTwoHundredViewsMakesEverySpacingThenEveryAlignment() throws {
        // In the order of the text: the leading bar's gap, then each view's gap
        // to the one before it, then the trailing bar's gap; then the
        // alignments view by view: 201 spacings and 199 alignments.
        let n = 200
        var expected = ["v0.leading == superview.leading + 20"]
        expected += (1..<n).map { "v\($0).leading == v\($0 - 1).trailing + 8" }
        expected.append("v199.trailing == superview.trailing - 20")
        expected += (1..<n).map { "v\($0).top == v0.top" }
        let made = try VisualFormat.constraints(Self.format(n), align: .top,
                                                at: SourceLocation(file: "line.layout", line: 1, column: 6))
        #expect(made.map(OneLine.format) == expected)
        #expect(made.count == 400)
    }

    @Test func theLineBecomesOneMakePerViewAndItsConstraintsAreStoredViewByView() {
        // `vfl` makes one edit per first item, in the order each view first
        // appears, holding that view's constraints in the order of the line:
        // v0 its leading gap; v1 and v2 their gap and alignment; v3 its gap,
        // the trailing bar's gap, then its alignment. `superview` resolves to
        // the parent, `root`. The `make v0` line comes first.
        let parsed = LayoutParser.parse(Self.file(4), file: "line.layout")
        #expect(parsed.diagnostics.isEmpty)
        let makes = parsed.edits.compactMap { edit -> String? in
            if case .make(let view, _) = edit.kind { return view }
            return nil
        }
        #expect(makes == ["v0", "v0", "v1", "v2", "v3"])
        #expect(ParserTestSupport.constraintLines(Self.file(4)) == [
            "v0.top == root.top + 8",
            "v0.leading == root.leading + 20",
            "v1.leading == v0.trailing + 8", "v1.top == v0.top",
            "v2.leading == v1.trailing + 8", "v2.top == v0.top",
            "v3.leading == v2.trailing + 8", "v3.trailing == root.trailing - 20", "v3.top == v0.top",
        ])
    }

    @Test func everyViewOfAFortyViewLineGetsItsPlaceWithNothingLeftFree() {
        // Canvas 20 + 400 + 312 + 20 = 752 wide: the required gaps leave
        // exactly 400 for the 40 widths, so every width keeps its intrinsic 10
        // (one wider would make another narrower, against its compression
        // resistance or hugging). View i starts after i views and i gaps:
        // x = 20 + 18·i; y = 8 (v0's top, shared by the alignment); 10 x 20.
        let n = 40
        let parsed = LayoutParser.parse(Self.file(n), file: "line.layout")
        #expect(parsed.diagnostics.isEmpty)
        let outcome = Layout(name: "vflLine").applying(parsed.edits)
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.layout.constraints.count == 2 * n + 1)
        let results = LayoutPass.run(outcome.layout)
        #expect(results.count == 1)
        guard let canvas = results.first else { return }
        #expect(canvas.canvas.width == 752)
        #expect(canvas.frames.count == n)
        for i in 0..<n {
            LayoutPassSupport.expectFrame(canvas, "v\(i)", Double(20 + 18 * i), 8, 10, 20)
        }
        #expect(canvas.ambiguous.isEmpty)
        #expect(canvas.unsatisfiable.isEmpty && canvas.broken.isEmpty)
    }
}

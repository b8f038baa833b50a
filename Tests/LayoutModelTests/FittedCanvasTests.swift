import Testing
@testable import LayoutModel
import LayoutSolver

/// Self-sizing canvases (`375xfit`, `fitx44`, `fitxfit`): the spellings, their
/// errors, and the size the layout pass fits a canvas to (docs/semantics.md,
/// "Self-sizing canvases"). Expected sizes are derived by hand in comments.
@Suite struct FittedCanvasTests {
    private func parse(_ text: String) -> ParseResult { LayoutParser.parse(text, file: "f.layout") }

    private func solved(_ text: String) -> [CanvasLayout] {
        let parsed = parse(text)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        let outcome = Layout(name: "f").applying(parsed.edits)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        return LayoutPass.run(outcome.layout)
    }

    // MARK: The language

    @Test func everySpellingOfAFittedSideParses() {
        let result = parse("canvas a 375xfit\ncanvas b fitx44 rtl\ncanvas c fitxfit\ncanvas d fitx44.5\ncanvas e 1e2xfit ltr")
        #expect(result.diagnostics.isEmpty)
        #expect(result.edits.map(\.kind) == [
            .canvas(Canvas(name: "a", width: 375, height: nil)),
            .canvas(Canvas(name: "b", width: nil, height: 44, direction: .rtl)),
            .canvas(Canvas(name: "c", width: nil, height: nil)),
            .canvas(Canvas(name: "d", width: nil, height: 44.5)),
            .canvas(Canvas(name: "e", width: 100, height: nil)),
        ])
        if case .canvas(let a) = result.edits[0].kind {
            #expect(a.fitsHeight && !a.fitsWidth && a.width == 375 && a.height == 0)
            #expect(a.sizeText == "375xfit")
        }
        if case .canvas(let b) = result.edits[1].kind { #expect(b.sizeText == "fitx44" && b.direction == .rtl) }
        // A fixed canvas made the old way is fixed on both axes.
        #expect(!Canvas(name: "p", width: 375, height: 812).fits)
        #expect(Canvas(name: "p", width: 375, height: 812).sizeText == "375x812")
    }

    @Test func malformedFittedSizesAreErrorsAtTheSize() {
        // `canvas c ` is 9 characters: the size starts at column 10.
        let cases: [(String, String)] = [
            ("canvas c fitx", "f.layout:1:10: error: canvas size 'fitx' is not WxH (each side a number or 'fit')"),
            ("canvas c 0xfit", "f.layout:1:10: error: canvas size '0xfit' is out of range (each side more than 0 and at most 1e7)"),
            ("canvas c fitx0", "f.layout:1:10: error: canvas size 'fitx0' is out of range (each side more than 0 and at most 1e7)"),
            ("canvas c fitx2e7", "f.layout:1:10: error: canvas size 'fitx2e7' is out of range (each side more than 0 and at most 1e7)"),
            ("canvas c fitxfat", "f.layout:1:10: error: canvas size 'fitxfat' is not WxH (each side a number or 'fit')"),
            ("canvas c 375xfitrtl", "f.layout:1:10: error: canvas size '375xfitrtl' is not WxH (each side a number or 'fit')"),
            ("canvas c fit", "f.layout:1:10: error: canvas size 'fit' is not WxH (each side a number or 'fit')"),
            ("canvas c fitx1e999", "f.layout:1:10: error: number 'fitx1e999' is not finite"),
            // No `fit` in it: the error of a size as before.
            ("canvas c 375", "f.layout:1:10: error: expected a size WxH after the canvas name, found the number '375'"),
        ]
        for (input, message) in cases {
            #expect(ParserTestSupport.diagnostics(input, file: "f.layout") == [message], "\(input)")
        }
        // An error on line 2 is placed on line 2, and the file's other statements still parse.
        let result = parse("canvas ok 375xfit\n  canvas c fitx\nview a")
        #expect(result.diagnostics.map(\.description) == [
            "f.layout:2:12: error: canvas size 'fitx' is not WxH (each side a number or 'fit')",
        ])
    }

    @Test func exportWritesTheFittedSpellingAndReadsItBack() {
        let parsed = parse("layout cell\ncanvas cell 375xfit\ncanvas chip fitx44 rtl\ncanvas any fitxfit\nview a")
        let layout = Layout(name: "cell").applying(parsed.edits).layout
        let text = LayoutExporter.text(layout)
        #expect(text.contains("canvas cell 375xfit ltr\ncanvas chip fitx44 rtl\ncanvas any fitxfit ltr\n"))
        let again = Layout(name: "cell").applying(parse(text).edits).layout
        #expect(again.canvases == layout.canvases)
    }

    @Test func theBuilderTakesNilForAFittedAxis() {
        let builder = LayoutBuilder(document: "cell")
        builder.canvas("cell", width: 375, height: nil)
        let outcome = builder.build()
        #expect(outcome.errors.isEmpty)
        #expect(outcome.layout.canvases == [Canvas(name: "cell", width: 375, height: nil)])
    }

    // MARK: The layout pass

    /// A label of intrinsic size 200x20 pinned 8 from every edge.
    static let labelCell = """
        view label intrinsic 200x20
        make label { edges.equalTo(superview).insets(insets(8, 8, 8, 8)) }
        """

    @Test func aFittedHeightIsWhatTheContentNeeds() {
        // 375xfit: the width is fixed (375), so the label is 375 − 16 = 359
        // wide (the required pins beat hugging); the height is pulled toward 0
        // at 50, and the label's compression resistance (750) and hugging
        // (250) keep it 20 high: 8 + 20 + 8 = 36.
        let results = solved("canvas cell 375xfit\n" + Self.labelCell)
        #expect(results.count == 1)
        #expect(results[0].width == 375 && results[0].height == 36)
        #expect(results[0].frame(of: "label") == Frame(x: 8, y: 8, width: 359, height: 20))
        #expect(results[0].ambiguous.isEmpty && results[0].unconstrainedFit.isEmpty)
        #expect(results[0].laidOut.width == 375 && results[0].laidOut.height == 36 && results[0].laidOut.fitsHeight)
    }

    @Test func fitxfitFitsBothAxes() {
        // Both axes pulled toward 0: the label keeps its intrinsic 200x20,
        // the root 8 + 200 + 8 = 216 wide and 8 + 20 + 8 = 36 high.
        let results = solved("canvas cell fitxfit\n" + Self.labelCell)
        #expect(results[0].width == 216 && results[0].height == 36)
        #expect(results[0].frame(of: "label") == Frame(x: 8, y: 8, width: 200, height: 20))
    }

    @Test func fitx44FitsTheWidthOnly() {
        // fitx44: height 44 is fixed, so the label is 44 − 16 = 28 high
        // (required pins beat hugging); width 8 + 200 + 8 = 216.
        let results = solved("canvas chip fitx44\n" + Self.labelCell)
        #expect(results[0].width == 216 && results[0].height == 44)
        #expect(results[0].frame(of: "label") == Frame(x: 8, y: 8, width: 200, height: 28))
    }

    @Test func contentWithNothingPushingOutwardYieldsItsCompressedSize() {
        // The box is at least 10 high (required) and would like to be 100 (at
        // 40, below the fitting priority of 50): the root pulled toward 0 at
        // 50 wins, so the box is 10 and the root 4 + 10 + 4 = 18.
        let results = solved("""
            canvas cell 300xfit
            view box
            make box { top.left.right.equalTo(superview).insets(insets(4, 0, 0, 0)); bottom == superview.bottom - 4 }
            box.height >= 10
            box.height == 100 @40
            """)
        #expect(results[0].height == 18)
        #expect(results[0].frame(of: "box") == Frame(x: 0, y: 4, width: 300, height: 10))
    }

    @Test func aFittedAxisThatNoConstraintReachesIsZeroAndSaidSo() {
        // The label is pinned to the top only: nothing reaches the root's
        // bottom, so the height is 0 whatever the label's; the width (fixed) is not fitted.
        let results = solved("""
            canvas cell 375xfit
            view label intrinsic 200x20
            make label { top.left.equalTo(superview).offset(8) }
            """)
        #expect(results[0].height == 0 && results[0].width == 375)
        #expect(results[0].unconstrainedFit == ["height"])
        let layout = Layout(name: "f").applying(parse("""
            canvas cell 375xfit
            view label intrinsic 200x20
            make label { top.left.equalTo(superview).offset(8) }
            """).edits).layout
        let findings = LayoutCheck.findings(layout, canvases: results)
        #expect(findings.map(\.kind) == [.unconstrainedFit])
        #expect(findings.first?.severity == .warning && findings.first?.canvas == "cell")
        #expect(findings.first?.message == "the fitted height depends on no constraint: it is 0 (nothing reaches the root's bottom)")
    }

    @Test func canvasesOfEveryShapeInOneLayoutAreEachRightWhateverTheOrder() {
        // The same label cell on a fixed canvas, then fitted ones, then fixed
        // again: a solver is reused only for a canvas of the same shape, so
        // each gets its own hand-derived size (fixed 375x100: the label is
        // 359x84; 375xfit: 375x36; fitxfit: 216x36; 320xfit: 320x36).
        let results = LayoutPass.runTraced(Layout(name: "f").applying(parse("""
            canvas phone 375x100
            canvas cell 375xfit
            canvas any fitxfit
            canvas small 320xfit
            canvas tablet 820x100
            """ + "\n" + Self.labelCell).edits).layout, options: LayoutPass.Options())
        let sizes = results.map { [$0.layout.width, $0.layout.height] }
        #expect(sizes == [[375, 100], [375, 36], [216, 36], [320, 36], [820, 100]])
        #expect(results[0].layout.frame(of: "label") == Frame(x: 8, y: 8, width: 359, height: 84))
        #expect(results[3].layout.frame(of: "label") == Frame(x: 8, y: 8, width: 304, height: 20))
        // small re-solves cell's solver; tablet re-solves phone's.
        #expect(results.map(\.path) == [.fresh, .fresh, .fresh, .reSolved, .reSolved])
    }

    @Test func aFittedSizeBeyondTheBoundIsRefusedLikeAFrame() {
        // The box is required to be 2e7 high... in two halves of 1e7 each
        // (each constant within its bound): the fitted height 2e7 is past 1e7.
        let results = solved("""
            canvas cell 375xfit
            view a
            view b
            make a { top.left.right.equalTo(superview); height == 10000000 }
            make b { top == a.bottom; left.right.equalTo(superview); height == 10000000; bottom == superview.bottom }
            """)
        let frame = OutOfRangeFrame.first(in: results)
        #expect(frame?.view == View.rootName && frame?.canvas == "cell")
        #expect(frame?.description == "the fitted size of canvas 'cell' is out of range: height 20000000 "
                + "(a fitted size is finite, from 0 to at most 1e7)")
    }
}

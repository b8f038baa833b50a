import Foundation
import LayoutModel
import LayoutRender
import Testing
import TestSupport

/// The one tolerance of "the same frame" (`Frame.sameFrameTolerance`,
/// docs/architecture.md, "One home for each rule"): every value differing by
/// less than 0.0005 is the same frame, in Swift (which draws the pages'
/// pictures too; their script compares no frame) and in the Python tools
/// (which name it once).
@Suite struct SameFrameToleranceTests {
    @Test func framesWithin0_0005AreTheSameAndFurtherAreNot() {
        #expect(Frame.sameFrameTolerance == 0.0005)
        let frame = Frame(x: 10, y: 20, width: 100, height: 44)
        // 0.00049 < 0.0005: the same, on any value.
        #expect(frame.isSame(as: Frame(x: 10.00049, y: 20, width: 100, height: 44)))
        #expect(frame.isSame(as: Frame(x: 10, y: 20, width: 100, height: 43.99951)))
        // 0.0006 ≥ 0.0005: not the same.
        #expect(!frame.isSame(as: Frame(x: 10.0006, y: 20, width: 100, height: 44)))
        #expect(!frame.isSame(as: Frame(x: 10, y: 19.9994, width: 100, height: 44)))
        // A content size is judged as a frame.
        #expect(ContentSize(width: 375, height: 1000).isSame(as: ContentSize(width: 375, height: 1000.00049)))
        #expect(!ContentSize(width: 375, height: 1000).isSame(as: ContentSize(width: 375.0006, height: 1000)))
    }

    @Test func theVisualDiffDrawsAnArrowOnlyForAnOriginMovedBy0_0005OrMore() {
        let shape = ViewShape(name: "a", frame: Frame(x: 10, y: 10, width: 20, height: 20), depth: 1)
        // Moved (its width by 1) with its origin 0.00049 off: no arrow; 0.0006 off: an arrow.
        let resized = DiffShape(kind: .moved, shape: shape, old: Frame(x: 10.00049, y: 10, width: 19, height: 20))
        #expect(resized.arrow == nil)
        let moved = DiffShape(kind: .moved, shape: shape, old: Frame(x: 10.0006, y: 10, width: 19, height: 20))
        #expect(moved.arrow?.x1 == 10.0006)
    }

    @Test func thePagesScriptComparesNoFrames() {
        // The page's script used to judge moved and unchanged views itself, through the
        // constant Swift wrote into it (`const SAME = 0.0005;`). Its pictures are now drawn
        // by Swift (the visual diff's kinds, by this tolerance), so the script holds no
        // tolerance at all: neither the constant nor a literal of its own.
        let html = LayoutPage(kind: .render, title: "t", document: "d").html()
        #expect(!html.contains("SAME") && !html.contains("0.0005"))
        #expect(!html.contains("< 0.0005") && !html.contains(">= 0.0005"))
    }

    /// tools/check-pages names the tolerance once, equal to the Swift constant.
    @Test func thePythonToolsNameTheSameTolerance() throws {
        let text = try String(contentsOfFile: Repository.path("tools/check-pages"), encoding: .utf8)
        let definitions = text.split(separator: "\n").filter { $0.hasPrefix("SAME_FRAME_TOLERANCE = ") }
        #expect(definitions.count == 1)
        let value = try #require(definitions.first.flatMap { Double($0.dropFirst("SAME_FRAME_TOLERANCE = ".count)) })
        #expect(value == Frame.sameFrameTolerance)
    }

    /// No Swift source and no tool compares with the tolerance's literal
    /// (`< 0.0005`, `>= 5e-4`, …): each goes through the constant, so that
    /// none can drift from it.
    @Test func noSourceOrToolComparesWithTheLiteral() throws {
        let pattern = try Regex(#"[<>]=?\s*(0\.0005|5e-4|5e-04|0\.000_5)(?![0-9])"#)
        var offending: [String] = []
        for folder in ["Sources", "tools"] {
            let root = Repository.path(folder)
            let files = try FileManager.default.subpathsOfDirectory(atPath: root)
            // (Hidden folders, such as tools/.bench, hold output, not sources.)
            for file in files where !file.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                let path = root + "/" + file
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where line.contains(pattern) {
                    offending.append("\(folder)/\(file):\(number + 1)")
                }
            }
        }
        #expect(offending == [])
    }
}

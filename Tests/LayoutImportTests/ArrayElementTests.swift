import Foundation
import LayoutImport
@testable import LayoutModel
import Testing

/// An element of an array of views (docs/import.md, "Arrays of views"):
/// `fixed[1]` of a literal array is that view, as a block's receiver, a
/// target or a local's value (`let first = fixed[0]`); an element of an
/// array the files cannot enumerate, or at an index known only when the app
/// runs (`extraButtons[extraCount - 1]`, the count another file's) is no view they name — a placeholder
/// where it is used, with the reason — never a view of its own.
@Suite struct ArrayElementTests {
    let bar = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout SegmentBarView dialect snapkit
        canvas bar 375x44

        view homeButton intrinsic "TODO: intrinsic size of UIButton homeButton"  # SegmentBarView.swift:17; TODO
        view searchButton intrinsic "TODO: intrinsic size of UIButton searchButton"  # SegmentBarView.swift:17; TODO
        view marker  # SegmentBarView.swift:18
        view extra intrinsic "TODO: intrinsic size of UIButton extra"  # SegmentBarView.swift:21; TODO

        make extra {  # SegmentBarView.swift:23
          "TODO: for _ in 0..<extraCount" trailing.top.bottom.equalTo(superview)  # SegmentBarView.swift:24: TODO: under 'for _ in 0..<extraCount'
        }

        make homeButton {  # SegmentBarView.swift:29
          leading.top.bottom.equalTo(superview)  # SegmentBarView.swift:30
        }

        make searchButton {  # SegmentBarView.swift:32
          leading.equalTo(homeButton.trailing)  # SegmentBarView.swift:33
          top.bottom.equalTo(superview)  # SegmentBarView.swift:34
        }

        make marker {  # SegmentBarView.swift:36
          centerX.equalTo("TODO: chosen")  # SegmentBarView.swift:37
          bottom.equalTo(superview)  # SegmentBarView.swift:38
          size.equalTo(size(24, 2))  # SegmentBarView.swift:39
        }

        """

    @Test func anElementOfAnArrayIsItsViewOrNoneNeverOneOfItsOwn() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("SegmentBarView.swift")], canvases: ["bar 375x44"])
        #expect(result.draft == bar)
        // The loop read once, the array holds its one view; the index is the app's.
        #expect(result.warnings.map(\.description).contains(
            "SegmentBarView.swift:37:34: warning: the target 'chosen' is 'extraButtons[extraCount - 1]', which is an element of "
                + "the array 'extraButtons', at an index known only when the app runs; the draft holds a TODO placeholder in "
                + "its place"))
        // Filled in: the buttons 60x20, 70x20 and 50x20; the loop runs (once, as read); the marker
        // under the extra button the caller's count makes last.
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#""TODO: intrinsic size of UIButton homeButton""#, "60x20"),
            (#""TODO: intrinsic size of UIButton searchButton""#, "70x20"),
            (#""TODO: intrinsic size of UIButton extra""#, "50x20"),
            (#""TODO: for _ in 0..<extraCount" "#, ""), (#""TODO: chosen""#, "extra"),
        ])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand, on 375x44: home at the leading edge, full height, 60 wide; search after it (x 60),
        // 70 wide; the extra button at the trailing edge (x 375 − 50 = 325); the marker 24x2 at the
        // bottom (y 42), centred on the extra button's centre (350): x 338.
        #expect(canvas.frame(of: "homeButton") == Frame(x: 0, y: 0, width: 60, height: 44))
        #expect(canvas.frame(of: "searchButton") == Frame(x: 60, y: 0, width: 70, height: 44))
        #expect(canvas.frame(of: "extra") == Frame(x: 325, y: 0, width: 50, height: 44))
        #expect(canvas.frame(of: "marker") == Frame(x: 338, y: 42, width: 24, height: 2))
    }
}

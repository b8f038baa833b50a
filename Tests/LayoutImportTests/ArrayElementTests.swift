import Foundation
import LayoutImport
@testable import LayoutModel
import Testing

/// An element of an array of views (docs/import.md, "Arrays of views"):
/// `fixed[1]` of a literal array is that view, as a block's receiver, a
/// target or a local's value (`let first = fixed[0]`); an element at an
/// index the files cannot say (`extraButtons[count - 1]`, the array grown
/// in a loop over a parameter, read once) is no view they name — a
/// placeholder where it is used, with the reason — never a view of its own.
@Suite struct ArrayElementTests {
    let bar = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout SegmentBarView dialect snapkit
        canvas bar 375x44

        view homeButton intrinsic "TODO: intrinsic size of UIButton homeButton"  # SegmentBarView.swift:15; TODO
        view searchButton intrinsic "TODO: intrinsic size of UIButton searchButton"  # SegmentBarView.swift:15; TODO
        view marker  # SegmentBarView.swift:16
        view extra intrinsic "TODO: intrinsic size of UIButton extra"  # SegmentBarView.swift:19; TODO

        make extra {  # SegmentBarView.swift:21
          "TODO: for _ in 0..<count, in setUp(count:), which the setup does not call" trailing.top.bottom.equalTo(superview)  # SegmentBarView.swift:22: TODO: under 'for _ in 0..<count', 'in setUp(count:), which the setup does not call'
        }

        make homeButton {  # SegmentBarView.swift:27
          "TODO: in setUp(count:), which the setup does not call" leading.top.bottom.equalTo(superview)  # SegmentBarView.swift:28: TODO: under 'in setUp(count:), which the setup does not call'
        }

        make searchButton {  # SegmentBarView.swift:30
          "TODO: in setUp(count:), which the setup does not call" leading.equalTo(homeButton.trailing)  # SegmentBarView.swift:31: TODO: under 'in setUp(count:), which the setup does not call'
          "TODO: in setUp(count:), which the setup does not call" top.bottom.equalTo(superview)  # SegmentBarView.swift:32: TODO: under 'in setUp(count:), which the setup does not call'
        }

        make marker {  # SegmentBarView.swift:34
          "TODO: in setUp(count:), which the setup does not call" centerX.equalTo("TODO: chosen")  # SegmentBarView.swift:35: TODO: under 'in setUp(count:), which the setup does not call'
          "TODO: in setUp(count:), which the setup does not call" bottom.equalTo(superview)  # SegmentBarView.swift:36: TODO: under 'in setUp(count:), which the setup does not call'
          "TODO: in setUp(count:), which the setup does not call" size.equalTo(size(24, 2))  # SegmentBarView.swift:37: TODO: under 'in setUp(count:), which the setup does not call'
        }

        """

    @Test func anElementOfAnArrayIsItsViewOrNoneNeverOneOfItsOwn() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("SegmentBarView.swift")], canvases: ["bar 375x44"])
        #expect(result.draft == bar)
        #expect(result.warnings.map(\.description).contains(
            "SegmentBarView.swift:35:34: warning: the target 'chosen' is 'extraButtons[count - 1]', which is an element of the "
                + "array 'extraButtons', at an index known only when the app runs; the draft holds a TODO placeholder in its place"))
        // Filled in: the buttons 60x20, 70x20 and 50x20; setUp(count:) called (by the app: a method
        // with a parameter is no part of the setup) and its loop run (once, as read); the marker
        // under the extra button the caller's count makes last.
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#""TODO: intrinsic size of UIButton homeButton""#, "60x20"),
            (#""TODO: intrinsic size of UIButton searchButton""#, "70x20"),
            (#""TODO: intrinsic size of UIButton extra""#, "50x20"),
            (#""TODO: for _ in 0..<count, in setUp(count:), which the setup does not call" "#, ""),
            (#""TODO: in setUp(count:), which the setup does not call" "#, ""), (#""TODO: chosen""#, "extra"),
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

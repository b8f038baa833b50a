import Foundation
import LayoutImport
@testable import LayoutModel
import Testing

/// Arrays of views (docs/import.md, "Arrays of views"): a literal, or a
/// local or property assigned one, constrained or distributed, is a list in
/// the draft (`make [a, b] { … }`, `distribute [a, b] …`); one the files
/// cannot enumerate is a warning naming it and a placeholder, never a view of
/// its name. Each draft written by hand from its source, the frames derived by hand.
@Suite struct ViewArrayTests {
    /// SegmentedBar.m: an `NSArray` property assigned a literal of the three
    /// buttons, constrained and distributed; a local `NSArray` of two dots,
    /// constrained and distributed; a property array the file never assigns.
    let segmentedBar = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout SegmentedBar dialect masonry
        canvas bar 375xfit

        view dayButton intrinsic "TODO: intrinsic size of UIButton dayButton"  # SegmentedBar.m:24; TODO
        view weekButton intrinsic "TODO: intrinsic size of UIButton weekButton"  # SegmentedBar.m:25; TODO
        view monthButton intrinsic "TODO: intrinsic size of UIButton monthButton"  # SegmentedBar.m:26; TODO
        view firstDot  # SegmentedBar.m:31
        view secondDot  # SegmentedBar.m:32

        make [dayButton, weekButton, monthButton] {  # SegmentedBar.m:35
          top.equalTo(root).offset(8)  # SegmentedBar.m:36
          height.equalTo(32)  # SegmentedBar.m:37
        }

        distribute [dayButton, weekButton, monthButton] horizontal spacing 8 lead 16 tail 16  # SegmentedBar.m:39

        make [firstDot, secondDot] {  # SegmentedBar.m:40
          top.equalTo(dayButton.bottom).offset(6)  # SegmentedBar.m:41
          height.equalTo(6)  # SegmentedBar.m:42
          bottom.equalTo(root).offset(-6)  # SegmentedBar.m:43
        }

        distribute [firstDot, secondDot] horizontal length 6 lead 170 tail 170  # SegmentedBar.m:45

        make "TODO: self.markers" {  # SegmentedBar.m:46
          height.equalTo(2)  # SegmentedBar.m:47
        }

        """

    @Test func masonrysArraysOfViewsAreListsAndAnUnknownOneIsAPlaceholder() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("SegmentedBar.m")], canvases: ["bar 375xfit"])
        #expect(result.draft == segmentedBar)
        #expect(result.warnings.map(\.description) == [
            "SegmentedBar.m:21:9: warning: the intrinsic size of UIButton 'dayButton' depends on its content and font; the draft holds a TODO placeholder for it",
            "SegmentedBar.m:22:9: warning: the intrinsic size of UIButton 'weekButton' depends on its content and font; the draft holds a TODO placeholder for it",
            "SegmentedBar.m:23:9: warning: the intrinsic size of UIButton 'monthButton' depends on its content and font; the draft holds a TODO placeholder for it",
            "SegmentedBar.m:46:10: warning: cannot tell which views the array 'self.markers' holds: it is assigned no literal array of views in the files; the block's views are a TODO placeholder",
        ])
        // The markers' block is one, its view a placeholder; the two distributions are whole.
        #expect(result.statistics.blocks == 5 && result.statistics.wholeBlocks == 4)
    }

    @Test func theBarsDraftSolvesOnceFilledIn() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("SegmentedBar.m")], canvases: ["bar 375xfit"])
        // The author fills the TODOs in: each button's title is 60x30; the markers are not this bar's.
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#""TODO: intrinsic size of UIButton dayButton""#, "60x30"),
            (#""TODO: intrinsic size of UIButton weekButton""#, "60x30"),
            (#""TODO: intrinsic size of UIButton monthButton""#, "60x30"),
            ("make \"TODO: self.markers\" {  # SegmentedBar.m:46\n  height.equalTo(2)  # SegmentedBar.m:47\n}\n", ""),
        ])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand, 375 wide, the height fitted:
        // segments: 8 from the top, 32 high; spread with spacing 8, lead and tail 16: three equal
        //   widths w with 3w + 2 × 8 = 375 − 32, w = 109: x = 16, 133, 250.
        // dots: 6 below the day button (46), 6 high, 6 above the bottom: the bar is 46 + 6 + 6 = 58 high;
        //   6 wide, the first 170 from the left, the last 170 from the right: x = 170 and 375 − 170 − 6 = 199.
        #expect(canvas.height == 58)
        #expect(canvas.frame(of: "dayButton") == Frame(x: 16, y: 8, width: 109, height: 32))
        #expect(canvas.frame(of: "weekButton") == Frame(x: 133, y: 8, width: 109, height: 32))
        #expect(canvas.frame(of: "monthButton") == Frame(x: 250, y: 8, width: 109, height: 32))
        #expect(canvas.frame(of: "firstDot") == Frame(x: 170, y: 46, width: 6, height: 6))
        #expect(canvas.frame(of: "secondDot") == Frame(x: 199, y: 46, width: 6, height: 6))
    }

    /// FilterBar.swift: SnapKit's array extension on a lazy property holding a
    /// literal (`chips.snp.makeConstraints`) and on a literal (`[a, b].snp…`);
    /// a property assigned the initializer's parameter.
    let filterBar = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout FilterBar dialect snapkit
        canvas bar 375xfit

        view allChip intrinsic "TODO: intrinsic size of UIButton allChip"  # FilterBar.swift:18; TODO
        view newChip intrinsic "TODO: intrinsic size of UIButton newChip"  # FilterBar.swift:19; TODO
        view savedChip intrinsic "TODO: intrinsic size of UIButton savedChip"  # FilterBar.swift:20; TODO
        view clearButton intrinsic "TODO: intrinsic size of UIButton clearButton"  # FilterBar.swift:21; TODO
        view leadingLine  # FilterBar.swift:24
        view trailingLine  # FilterBar.swift:25

        make [allChip, newChip, savedChip] {  # FilterBar.swift:27
          top.equalTo(superview).offset(10)  # FilterBar.swift:28
          width.equalTo(80)  # FilterBar.swift:29
          height.equalTo(30)  # FilterBar.swift:30
          bottom.equalTo(superview).inset(10)  # FilterBar.swift:31
        }

        make allChip {  # FilterBar.swift:33
          leading.equalTo(superview).offset(12)  # FilterBar.swift:34
        }

        make newChip {  # FilterBar.swift:36
          leading.equalTo(allChip.trailing).offset(8)  # FilterBar.swift:37
        }

        make savedChip {  # FilterBar.swift:39
          leading.equalTo(newChip.trailing).offset(8)  # FilterBar.swift:40
        }

        make [leadingLine, trailingLine] {  # FilterBar.swift:42
          bottom.equalTo(superview)  # FilterBar.swift:43
          width.equalTo(40)  # FilterBar.swift:44
          height.equalTo(2)  # FilterBar.swift:45
        }

        make leadingLine {  # FilterBar.swift:47
          leading.equalTo(superview)  # FilterBar.swift:48
        }

        make trailingLine {  # FilterBar.swift:50
          trailing.equalTo(superview)  # FilterBar.swift:51
        }

        make clearButton {  # FilterBar.swift:53
          trailing.equalTo(superview).inset(12)  # FilterBar.swift:54
          centerY.equalTo(allChip)  # FilterBar.swift:55
        }

        make "TODO: loadedChips" {  # FilterBar.swift:57
          height.equalTo(30)  # FilterBar.swift:58
        }

        """

    @Test func snapKitsArrayExtensionIsAListAndAParametersArrayAPlaceholder() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("FilterBar.swift")], canvases: ["bar 375xfit"])
        #expect(result.draft == filterBar)
        #expect(result.warnings.map(\.description) == [
            "FilterBar.swift:8:17: warning: the intrinsic size of UIButton 'allChip' depends on its content and font; the draft holds a TODO placeholder for it",
            "FilterBar.swift:9:17: warning: the intrinsic size of UIButton 'newChip' depends on its content and font; the draft holds a TODO placeholder for it",
            "FilterBar.swift:10:17: warning: the intrinsic size of UIButton 'savedChip' depends on its content and font; the draft holds a TODO placeholder for it",
            "FilterBar.swift:12:17: warning: the intrinsic size of UIButton 'clearButton' depends on its content and font; the draft holds a TODO placeholder for it",
            "FilterBar.swift:57:9: warning: 'loadedChips' is a parameter of the method 'init(loadedChips:)', the array of views its caller passes when the app runs; the block's views are a TODO placeholder",
        ])
    }

    @Test func theFilterBarsDraftSolvesOnceFilledIn() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("FilterBar.swift")], canvases: ["bar 375xfit"])
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#""TODO: intrinsic size of UIButton allChip""#, "60x24"),
            (#""TODO: intrinsic size of UIButton newChip""#, "60x24"),
            (#""TODO: intrinsic size of UIButton savedChip""#, "60x24"),
            (#""TODO: intrinsic size of UIButton clearButton""#, "50x30"),
            ("make \"TODO: loadedChips\" {  # FilterBar.swift:57\n  height.equalTo(30)  # FilterBar.swift:58\n}\n", ""),
        ])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand, 375 wide, the height fitted:
        // chips: 10 from the top, 80x30 (over their intrinsic 60x24), 10 above the bottom: the bar
        //   is 10 + 30 + 10 = 50 high; x = 12, then 12 + 80 + 8 = 100, then 100 + 80 + 8 = 188.
        // lines: on the bottom (y 48), 40x2, one at each end: x = 0 and 375 − 40 = 335.
        // clear: 12 from the right, its intrinsic 50 wide (x = 313), 30 high centred on the
        //   first chip's centre (25): y = 10.
        #expect(canvas.height == 50)
        #expect(canvas.frame(of: "allChip") == Frame(x: 12, y: 10, width: 80, height: 30))
        #expect(canvas.frame(of: "newChip") == Frame(x: 100, y: 10, width: 80, height: 30))
        #expect(canvas.frame(of: "savedChip") == Frame(x: 188, y: 10, width: 80, height: 30))
        #expect(canvas.frame(of: "leadingLine") == Frame(x: 0, y: 48, width: 40, height: 2))
        #expect(canvas.frame(of: "trailingLine") == Frame(x: 335, y: 48, width: 40, height: 2))
        #expect(canvas.frame(of: "clearButton") == Frame(x: 313, y: 10, width: 50, height: 30))
    }

    @Test func arraysGrownByAppendsAreListsAndOthersAreNamedWithTheirReason() throws {
        // A mutable array grown by `addObject:` (its views known), one grown under a condition
        // (no longer known), a distribution Masonry has that the language has not.
        let source = """
            @implementation Dots
            - (void)setUp {
                UIView *a = [UIView new], *b = [UIView new];
                [self addSubview:a];
                [self addSubview:b];
                NSMutableArray *known = [NSMutableArray array];
                [known addObject:a];
                [known addObject:b];
                NSMutableArray *some = [NSMutableArray new];
                if (self.wide) {
                    [some addObject:a];
                }
                [known mas_distributeViewsAlongAxis:MASAxisTypeVertical withFixedSpacing:4 leadSpacing:0 tailSpacing:0];
                [some mas_distributeViewsAlongAxis:MASAxisTypeVertical withFixedSpacing:4 leadSpacing:0 tailSpacing:0];
                [known mas_distributeSudokuViews:10 fixedItemHeight:10 warpCount:2];
            }
            @end
            """
        let result = try LayoutImporter.draft(of: [ImportSource(name: "Dots.m", text: source)])
        #expect(result.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout Dots dialect masonry

            view a  # Dots.m:4
            view b  # Dots.m:5

            distribute [a, b] vertical spacing 4 lead 0 tail 0  # Dots.m:13

            distribute "TODO: some" vertical spacing 4 lead 0 tail 0  # Dots.m:14

            """)
        #expect(result.warnings.map(\.description) == [
            "Dots.m:14:6: warning: cannot tell which views the array 'some' holds: it grows under 'if self.wide'; the distribution's views are a TODO placeholder",
            "Dots.m:15:12: warning: Masonry's 'mas_distributeSudokuViews:fixedItemHeight:warpCount:' is not in the language; the distribution is left out of the draft",
        ])
    }
}

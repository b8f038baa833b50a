import LayoutModel
@testable import LayoutRender
import Testing

/// The grid of placed label boxes answers "does this box overlap one of
/// them" as the list of them does (``ViewLabel/overlap(_:_:)``: touching
/// edges are no overlap), whichever cells the boxes fall in.
@Suite struct LabelBoxesTests {
    @Test func aBoxOverlapsThoseItSharesAnAreaWithWhateverTheirCells() {
        var boxes = LabelBoxes()
        #expect(!boxes.overlaps(Frame(x: 0, y: 0, width: 10, height: 10)))
        // 60…70 × 0…12 spans the cells of columns 0 (0…64) and 1 (64…128).
        boxes.insert(Frame(x: 60, y: 0, width: 10, height: 12))
        // 65…67 × 5…7 lies in column 1 only, inside the box.
        #expect(boxes.overlaps(Frame(x: 65, y: 5, width: 2, height: 2)))
        // 50…61 × 11…20 lies in column 0 and shares 60…61 × 11…12 with it.
        #expect(boxes.overlaps(Frame(x: 50, y: 11, width: 11, height: 9)))
        // Touching its right edge (x from 70) or its bottom (y from 12): no overlap.
        #expect(!boxes.overlaps(Frame(x: 70, y: 0, width: 5, height: 5)))
        #expect(!boxes.overlaps(Frame(x: 60, y: 12, width: 5, height: 5)))
        // Far away.
        #expect(!boxes.overlaps(Frame(x: 1000, y: 1000, width: 10, height: 10)))
        // Left of and above the origin: -70…-58 × -10…2 spans columns -2 and -1.
        boxes.insert(Frame(x: -70, y: -10, width: 12, height: 12))
        #expect(boxes.overlaps(Frame(x: -65, y: -5, width: 2, height: 2)))
        #expect(!boxes.overlaps(Frame(x: -58, y: -5, width: 2, height: 2)))
    }

    @Test func aBoxSpanningManyCellsOrNotFiniteIsComparedWithEveryBox() {
        // A legend 400 × 300 at (0, 500): 7 columns × 6 rows of cells, more than 16.
        var boxes = LabelBoxes([Frame(x: 0, y: 500, width: 400, height: 300)])
        #expect(boxes.overlaps(Frame(x: 390, y: 790, width: 5, height: 5)))
        #expect(!boxes.overlaps(Frame(x: 400, y: 790, width: 5, height: 5)))
        // A query as large finds a small box inside it.
        boxes.insert(Frame(x: 2000, y: 2000, width: 10, height: 10))
        #expect(boxes.overlaps(Frame(x: 1900, y: 1900, width: 500, height: 500)))
        // A box with no finite place overlaps nothing, stored or asked.
        boxes.insert(Frame(x: .nan, y: 0, width: 10, height: 10))
        #expect(!boxes.overlaps(Frame(x: .nan, y: 0, width: 10, height: 10)))
        #expect(!boxes.overlaps(Frame(x: 3000, y: 0, width: 10, height: 10)))
        #expect(boxes.overlaps(Frame(x: 2005, y: 2005, width: .infinity, height: 1)))
    }

    @Test func theGridAnswersAsTheListOfBoxes() {
        // Label-sized boxes on a 1 000 × 1 000 area, from a fixed linear congruential sequence.
        var seed: UInt64 = 1
        func next(_ bound: Double) -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 33) / Double(1 << 31) * bound
        }
        var grid = LabelBoxes()
        var list: [Frame] = []
        var overlapping = 0
        for _ in 0..<2000 {
            let box = Frame(x: next(1000) - 100, y: next(1000) - 100, width: next(120), height: 12)
            let answer = list.contains { ViewLabel.overlap(box, $0) }
            #expect(grid.overlaps(box) == answer)
            if answer { overlapping += 1 }
            grid.insert(box)
            list.append(box)
        }
        // Both answers occur.
        #expect(overlapping > 100 && overlapping < 1900)
    }
}

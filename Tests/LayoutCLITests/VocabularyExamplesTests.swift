import Foundation
import Testing
@testable import LayoutCLI

/// The examples of UIKit's vocabulary: a self-sizing cell with a stack whose
/// subtitle is then hidden, a toolbar on the safe area with a custom guide,
/// and a settings screen in a scroll view.
@Suite struct VocabularyExamplesTests {
    /// `frames --json --coordinates parent` of a canvas: its size and each view's [x, y, width, height].
    static func frames(_ database: String, _ revision: String, canvas: String) throws
        -> (width: Double, height: Double, frames: [String: [Double]]) {
        let out = layoutdb("frames", revision, "--canvas", canvas, "--json", "--db", database)
        #expect(out.status == 0, "\(out.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
        let first = try #require((json["canvases"] as? [[String: Any]])?.first)
        let frames = try #require(first["frames"] as? [String: [String: Any]])
        return (try #require(first["width"] as? Double), try #require(first["height"] as? Double),
                frames.mapValues { f in ["x", "y", "width", "height"].compactMap { f[$0] as? Double } })
    }

    @Test func theCellFitsItsContentAndShrinksWhenItsSubtitleIsHidden() throws {
        let database = StoreCLI.newDatabase()
        StoreCLI.applyExamples([("self-sizing-cell.layout", "cell"), ("self-sizing-cell-hidden.layout", "hidden")],
                               to: database)
        // Revision 1 on narrow (375xfit): avatar (12, 12, 44, 44); the stack 8 right of it
        // (x 64) and 12 from the right edge (375 − 12 − 64 = 299 wide), from y 12; its
        // views at their intrinsic heights, 4 apart: title 0…20, subtitle 24…40, body
        // 44…104, so the stack is 104 high; the cell fits the stack's bottom + 12:
        // 12 + 104 + 12 = 128 (the avatar's needs only 12 + 44 + 12 = 68).
        let first = try Self.frames(database, "1", canvas: "narrow")
        #expect(first.width == 375 && first.height == 128)
        #expect(first.frames["text"] == [64, 12, 299, 104])
        #expect(first.frames["subtitle"] == [0, 24, 299, 16])
        #expect(first.frames["body"] == [0, 44, 299, 60])
        // On wide (600xfit): the same height, the stack 600 − 12 − 64 = 524 wide.
        let wide = try Self.frames(database, "1", canvas: "wide")
        #expect(wide.width == 600 && wide.height == 128 && wide.frames["text"] == [64, 12, 524, 104])
        // Revision 2 hides the subtitle: no height and no spacing (title 0…20, body 24…84),
        // a stack 84 high, a cell 12 + 84 + 12 = 108 high — 20 shorter.
        let hidden = try Self.frames(database, "2", canvas: "narrow")
        #expect(hidden.height == 108)
        #expect(hidden.frames["subtitle"] == [0, 20, 299, 0])
        #expect(hidden.frames["body"] == [0, 24, 299, 60])
        // The diff shows the cell (the root) shrinking.
        let diff = layoutdb("diff", "1", "2", "--frames", "--db", database)
        #expect(diff.stdout.contains("root"), "\(diff.stdout)")
    }

    @Test func theToolbarSitsOnTheSafeAreaWithAGuideBetweenItsButtons() throws {
        let database = StoreCLI.newDatabase()
        StoreCLI.applyExamples([("toolbar.layout", "toolbar")], to: database)
        // Portrait 390x844, safe bottom 34: the safe area ends at 844 − 34 = 810; the bar's
        // top is 49 above it (761) and it reaches the screen's bottom: 844 − 761 = 83 high.
        // The gap guide is 16 wide, centred: 195 − 8 = 187. back ends at 187 (x 107),
        // next starts at 203; both 8 under the bar's top.
        let portrait = try Self.frames(database, "1", canvas: "portrait")
        #expect(portrait.frames["bar"] == [0, 761, 390, 83])
        #expect(portrait.frames["gap"] == [187, 0, 16, 83])
        #expect(portrait.frames["back"] == [107, 8, 80, 32])
        #expect(portrait.frames["next"] == [203, 8, 80, 32])
        // Landscape 844x390, safe bottom 21: 390 − 21 − 49 = 320, 70 high; centre 422: gap at
        // 414, back at 414 − 80 = 334, next at 430.
        let landscape = try Self.frames(database, "1", canvas: "landscape")
        #expect(landscape.frames["bar"] == [0, 320, 844, 70])
        #expect(landscape.frames["gap"] == [414, 0, 16, 70])
        #expect(landscape.frames["back"] == [334, 8, 80, 32])
        #expect(landscape.frames["next"] == [430, 8, 80, 32])
        // Nothing is ambiguous or in conflict.
        #expect(layoutdb("check", "--db", database).status == 0)
    }

    @Test func theSettingsScreenScrollsInLandscapeOnly() throws {
        let database = StoreCLI.newDatabase()
        StoreCLI.applyExamples([("settings-screen.layout", "settings screen")], to: database)
        let rows = ["wifi", "bluetooth", "airplane", "cellular", "hotspot", "notifications", "sounds", "focus", "screenTime"]
        let labelWidths: [Double] = [60, 90, 130, 110, 150, 120, 70, 50, 100]
        // Portrait 390x844, safe 47 0 34 0: the scroll view is the safe area,
        // (0, 47, 390, 844 − 47 − 34 = 763). Each row is as high as its switch
        // (31) and the 6.5 above and below it: 44; the stack's rows are 1 apart,
        // so row i is at y 45 i, and the stack is 9 × 44 + 8 × 1 = 404 high. The
        // stack's edges are on the content and its width on the scroll view's
        // frame: the content is 390 × 404, less than the 763 shown.
        let portrait = try Self.frames(database, "1", canvas: "phone")
        #expect(portrait.frames["scroller"] == [0, 47, 390, 763])
        #expect(portrait.frames["rows"] == [0, 0, 390, 404])
        for (i, row) in rows.enumerated() {
            #expect(portrait.frames[row + "Row"] == [0, 45 * Double(i), 390, 44], "\(row)")
            // The label 16 from the leading edge, centred: (44 − 22) / 2 = 11.
            #expect(portrait.frames[row + "Label"] == [16, 11, labelWidths[i], 22], "\(row)")
            // The switch 16 from the trailing edge: 390 − 16 − 51 = 323, 6.5 down.
            #expect(portrait.frames[row + "Switch"] == [323, 6.5, 51, 31], "\(row)")
        }
        // Landscape 844x390, safe 0 47 21 47: the scroll view (47, 0, 844 − 94 =
        // 750, 390 − 21 = 369); the content 750 × 404 is higher than the 369 shown.
        let landscape = try Self.frames(database, "1", canvas: "phoneLandscape")
        #expect(landscape.frames["scroller"] == [47, 0, 750, 369])
        #expect(landscape.frames["rows"] == [0, 0, 750, 404])
        #expect(landscape.frames["screenTimeRow"] == [0, 360, 750, 44])
        #expect(landscape.frames["screenTimeSwitch"] == [683, 6.5, 51, 31])
        // The content sizes, in the frames JSON and the table.
        let out = layoutdb("frames", "--json", "--db", database)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
        let sizes = try #require(json["canvases"] as? [[String: Any]]).map { canvas in
            (canvas["contentSizes"] as? [String: [String: Double]])?["scroller"] ?? [:]
        }
        #expect(sizes == [["width": 390, "height": 404], ["width": 750, "height": 404]])
        let table = layoutdb("frames", "--db", database).stdout
        #expect(table.contains("  content: scroller 390x404\n") && table.contains("  content: scroller 750x404\n"), "\(table)")
        // Nothing is ambiguous or in conflict.
        #expect(layoutdb("check", "--db", database).status == 0)
    }
}

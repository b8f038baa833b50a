import LayoutModel
import LayoutRender
import Testing

/// The picture model, checked by value on small layouts whose frames are
/// given (parent space, as a layout pass or the store hands them over).
@Suite struct CanvasPictureTests {
    /// header (top level), title in header, icon in title; badge top level.
    static let layout = Layout(
        name: "screen", canvases: [Canvas(name: "phone", width: 375, height: 812)],
        views: [View(name: "header", parent: View.rootName), View(name: "title", parent: "header"),
                View(name: "icon", parent: "title"), View(name: "badge", parent: View.rootName)],
        constraints: [], nextConstraintID: 1)

    /// Parent-space frames: header (0, 0, 375, 80), title (127.5, 29, 120, 22)
    /// in header, icon (4, 3, 10, 10) in title, badge (300, 700, 50, 0).
    static let canvas = CanvasLayout(
        canvas: Canvas(name: "phone", width: 375, height: 812),
        frames: [("header", Frame(x: 0, y: 0, width: 375, height: 80)),
                 ("title", Frame(x: 127.5, y: 29, width: 120, height: 22)),
                 ("icon", Frame(x: 4, y: 3, width: 10, height: 10)),
                 ("badge", Frame(x: 300, y: 700, width: 50, height: 0))])

    @Test func viewsAreAtTheirRootSpaceFramesWithTheirDepthsAndTints() {
        let picture = CanvasPicture(layout: Self.layout, canvas: Self.canvas)
        #expect(picture.name == "phone" && picture.width == 375 && picture.height == 812)
        #expect(picture.direction == .ltr)
        #expect(picture.title == "phone 375x812 ltr")
        #expect(picture.views.map(\.name) == ["header", "title", "icon", "badge"])
        // Root space: title's origin plus header's (0, 0) → (127.5, 29);
        // icon's (4, 3) plus title's root origin (127.5, 29) → (131.5, 32).
        #expect(picture.views.map(\.frame) == [
            Frame(x: 0, y: 0, width: 375, height: 80), Frame(x: 127.5, y: 29, width: 120, height: 22),
            Frame(x: 131.5, y: 32, width: 10, height: 10), Frame(x: 300, y: 700, width: 50, height: 0),
        ])
        #expect(picture.views.map(\.depth) == [1, 2, 3, 1])
        #expect(picture.views.map(\.tint) == [0, 1, 2, 0])
    }

    @Test func labelsGoInsideWhenTheyFitAndBesideOtherwise() {
        let views = CanvasPicture(layout: Self.layout, canvas: Self.canvas).views
        // header: 6 characters × 6 = 36, + 2 × 2 = 40 ≤ 375; 12 + 4 = 16 ≤ 80 → inside,
        // baseline at (0 + 2, 0 + 2 + 10) = (2, 12).
        #expect(views[0].label == label("header", .inside, 2, 12))
        // title: 5 × 6 + 4 = 34 ≤ 120; 16 ≤ 22 → inside at (127.5 + 2, 29 + 12) = (129.5, 41).
        #expect(views[1].label == label("title", .inside, 129.5, 41))
        // icon: 4 × 6 + 4 = 28 > 10 → not inside. Beside would be at (131.5 + 10 + 2,
        // 32 + 10) = (143.5, 42), its box 143.5…167.5 × 32…44, over title's label box
        // (129.5…159.5 × 31…43). Below: (131.5, 32 + 10 + 2 + 10) = (131.5, 54), box
        // 131.5…155.5 × 44…56, clear of title's (which ends at 43) and header's (2…38 × 2…14).
        #expect(views[2].label == label("icon", .below, 131.5, 54))
        // badge: 0 high < 16 → not inside. Beside would be at (300 + 50 + 2, 700 + 10) =
        // (352, 710), its box 352…382 past the canvas's right edge (375): below instead, at
        // (300, 700 + 0 + 2 + 10) = (300, 712), box 300…330 × 702…714, inside the canvas.
        #expect(views[3].label == label("badge", .below, 300, 712))
    }

    @Test func aLabelBesideAViewAtTheRightEdgeStaysInsideTheDrawing() {
        // The settings screen's switches: canvas 375 × 100; airplane (310, 20, 51, 31), then
        // cellular (310, 60, 51, 31), both ending 14 before the right edge (310 + 51 = 361).
        let layout = Layout(name: "s", canvases: [Canvas(name: "c", width: 375, height: 100)],
                            views: [View(name: "airplane", parent: View.rootName),
                                    View(name: "cellular", parent: View.rootName)],
                            constraints: [], nextConstraintID: 1)
        let canvas = CanvasLayout(canvas: Canvas(name: "c", width: 375, height: 100),
                                  frames: [("airplane", Frame(x: 310, y: 20, width: 51, height: 31)),
                                           ("cellular", Frame(x: 310, y: 60, width: 51, height: 31))])
        let views = CanvasPicture(layout: layout, canvas: canvas).views
        // airplane: 8 × 6 = 48, + 2 × 2 = 52 > 51, not inside. Beside at (361 + 2, 20 + 10) =
        // (363, 30) would end at 363 + 48 = 411 > 375 (cut off: "airp" was all that showed).
        // Below: (310, 20 + 31 + 2 + 10) = (310, 63), box 310…358 × 53…65, inside.
        #expect(views[0].label == label("airplane", .below, 310, 63))
        // cellular: beside past the edge as well; below at (310, 60 + 31 + 12) = (310, 103),
        // box 93…105, past the bottom (100); above at (310, 60 − 2 − 2) = (310, 56), box
        // 310…358 × 46…58, over airplane's label (53…65). Left, since beside left the canvas:
        // (310 − 2 − 48, 60 + 10) = (260, 70), box 260…308 × 60…72, inside and clear.
        #expect(views[1].label == label("cellular", .left, 260, 70))
        #expect(views.allSatisfy { $0.label.box.x >= 0 && $0.label.box.x + $0.label.box.width <= 375 })
        // Without bounds (a label placed alone), the rule is the old one: beside, past the edge.
        #expect(ViewLabel(name: "airplane", frame: Frame(x: 310, y: 20, width: 51, height: 31))
                == label("airplane", .beside, 363, 30))
    }

    @Test func aLabelTakesTheFirstPlaceClearOfThoseBeforeIt() {
        // v (100, 100, 10, 10), "ab" 12 wide: too small for inside.
        let frame = Frame(x: 100, y: 100, width: 10, height: 10)
        // Beside: (110 + 2, 100 + 10) = (112, 110), box 112…124 × 100…112.
        let beside = ViewLabel(name: "ab", frame: frame)
        #expect(beside == label("ab", .beside, 112, 110))
        #expect(beside.box == Frame(x: 112, y: 100, width: 12, height: 12))
        // Below: (100, 110 + 2 + 10) = (100, 122), box 100…112 × 112…124.
        let below = ViewLabel(name: "ab", frame: frame, avoiding: [beside.box])
        #expect(below == label("ab", .below, 100, 122))
        // Above: baseline 100 − 2 − (12 − 10) = 96, box 100…112 × 86…98.
        let above = ViewLabel(name: "ab", frame: frame, avoiding: [beside.box, below.box])
        #expect(above == label("ab", .above, 100, 96))
        // Nowhere clear: the first place. A box that only touches (x from 124) is no overlap.
        #expect(ViewLabel(name: "ab", frame: frame, avoiding: [beside.box, below.box, above.box]) == beside)
        #expect(ViewLabel(name: "ab", frame: frame, avoiding: [Frame(x: 124, y: 100, width: 5, height: 5)]) == beside)
        // Inside comes first when it fits, and gives way too: a 40 × 20 frame holds "ab"
        // (12 + 4 ≤ 40, 16 ≤ 20) at (102, 112), box 102…114 × 102…114.
        let big = Frame(x: 100, y: 100, width: 40, height: 20)
        #expect(ViewLabel(name: "ab", frame: big) == label("ab", .inside, 102, 112))
        // Beside it then: (140 + 2, 110).
        #expect(ViewLabel(name: "ab", frame: big, avoiding: [Frame(x: 101, y: 101, width: 5, height: 5)])
                == label("ab", .beside, 142, 110))
    }

    @Test func aZeroOrNegativeSizeIsKeptAsAMarkedLine() {
        let views = CanvasPicture(layout: Self.layout, canvas: Self.canvas).views
        #expect(views.map(\.isDegenerate) == [false, false, false, true])
        // badge (300, 700, 50, 0): the diagonal of its frame is the horizontal line 300…350 at y 700.
        #expect(views[3].line == (300, 700, 350, 700))
        #expect(views[3].tooltip == "badge\nx 300, y 700, width 50, height 0\nzero or negative size")

        // A negative width: the line runs left from the origin; the label is
        // beside the right-most edge, the origin: (20 + 2, 40 + 10).
        let negative = ViewShape(name: "v", frame: Frame(x: 20, y: 40, width: -10, height: 30), depth: 1)
        #expect(negative.isDegenerate)
        #expect(negative.line == (20, 40, 10, 70))
        #expect(negative.label == label("v", .beside, 22, 50))
        let zero = ViewShape(name: "z", frame: Frame(x: 5, y: 6, width: 0, height: 0), depth: 1)
        #expect(zero.isDegenerate && zero.line == (5, 6, 5, 6))
    }

    @Test func longNamesAreShortenedAndKeptWholeInTheTooltip() {
        let name = "aVeryLongNameOfAView_25ch"  // 25 characters > 20
        #expect(name.count == 25)
        let view = ViewShape(name: name, frame: Frame(x: 0, y: 0, width: 300, height: 40), depth: 2)
        // The first 19 characters and "…": 20 characters, 120 wide, + 4 ≤ 300 → inside.
        #expect(view.label == ViewLabel(name: name, frame: view.frame))
        #expect(view.label.text == "aVeryLongNameOfAVie…")
        #expect(view.label.isShortened)
        #expect(view.label.placement == .inside)
        #expect(view.tooltip.hasPrefix(name + "\n"))
        // Exactly 20 characters is not shortened.
        let twenty = String(repeating: "w", count: 20)
        #expect(ViewLabel(name: twenty, frame: view.frame).text == twenty)
        #expect(!ViewLabel(name: twenty, frame: view.frame).isShortened)
    }

    @Test func ambiguousAndConflictingViewsAreMarkedFromWhatWasStored() {
        var canvas = Self.canvas
        canvas.ambiguous = [AmbiguousView(view: "title", free: ["x", "width"])]
        // icon.width == 100 and icon.width == 200 with the canvas size: only
        // views are marked (root's constraint names no drawn view).
        canvas.unsatisfiable = [[
            LayoutConstraint(item: View.rootName, attribute: .width, constant: 375),
            LayoutConstraint(item: "icon", attribute: .width, constant: 100),
            LayoutConstraint(item: "icon", attribute: .width, constant: 200),
        ]]
        let views = CanvasPicture(layout: Self.layout, canvas: canvas).views
        #expect(views.map(\.free) == [[], ["x", "width"], [], []])
        #expect(views.map(\.isUnsatisfiable) == [false, false, true, false])
        #expect(views[1].tooltip == "title\nx 127.5, y 29, width 120, height 22\nambiguous: x, width free")
        // The set in one-line form, the root's constraint included, keys written as a file writes them.
        #expect(views[2].conflicts == ["root.width == 375; icon.width == 100; icon.width == 200"])
        #expect(views[2].tooltip == "icon\nx 131.5, y 32, width 10, height 10\n"
                + "unsatisfiable: root.width == 375; icon.width == 100; icon.width == 200")
    }

    @Test func aSetWithTheSizesRuleNamesItAndMarksTheViewItIsAbout() {
        // title.width >= 0 (the rule, no place) with title.width == -4: the
        // rule listed by its name, as the reports list it; title marked (the
        // rule names it), the other views not.
        var canvas = Self.canvas
        canvas.unsatisfiable = [[
            LayoutConstraint.sizeRule("title", .width),
            LayoutConstraint(item: "title", attribute: .width, constant: -4),
        ]]
        // The rule of a guide marks the guide's view.
        canvas.unsatisfiable.append([
            LayoutConstraint.sizeRule("badge.marginsGuide", .height),
            LayoutConstraint(item: "badge", attribute: .height, constant: 0),
        ])
        let views = CanvasPicture(layout: Self.layout, canvas: canvas).views
        #expect(views.map(\.isUnsatisfiable) == [false, true, false, true])
        #expect(views[1].conflicts == ["rule: the width of title is never negative (UIKit); title.width == -4"])
        #expect(views[3].conflicts == ["rule: the height of badge.marginsGuide is never negative (UIKit); badge.height == 0"])
    }

    @Test func depthTintsCycleEveryFourLevels() {
        // a ⊃ b ⊃ c ⊃ d ⊃ e: depths 1…5, tints (depth − 1) mod 4 = 0, 1, 2, 3, 0.
        let names = ["a", "b", "c", "d", "e"]
        let views = names.enumerated().map { View(name: $1, parent: $0 == 0 ? View.rootName : names[$0 - 1]) }
        let layout = Layout(name: "deep", canvases: [], views: views, constraints: [], nextConstraintID: 1)
        let frames = names.map { ($0, Frame(x: 1, y: 1, width: 100, height: 100)) }
        let picture = CanvasPicture(layout: layout, canvas: CanvasLayout(canvas: .default, frames: frames))
        #expect(picture.views.map(\.depth) == [1, 2, 3, 4, 5])
        #expect(picture.views.map(\.tint) == [0, 1, 2, 3, 0])
        // Each origin adds its parent's: e is at (5, 5).
        #expect(picture.views.last?.frame == Frame(x: 5, y: 5, width: 100, height: 100))
    }

    @Test func aSolvedRightToLeftCanvasIsMarked() {
        // box: top and left 10 from the root, 50 × 30 → (10, 10, 50, 30); `left`
        // is a side, not a direction, so rtl does not move it.
        let text = """
            layout tiny
            canvas phone 200x100 rtl
            view box
            make box {
              top.left.equalTo(superview).offset(10)
              size.equalTo(size(50, 30))
            }
            """
        let outcome = LayoutFile.apply(LayoutFile.parse([(file: "tiny.layout", text: text)]), file: "tiny.layout")
        #expect(outcome.errors.isEmpty)
        let results = LayoutPass.run(outcome.layout)
        let picture = CanvasPicture(layout: outcome.layout, canvas: results[0])
        #expect(picture.direction == .rtl)
        #expect(picture.title == "phone 200x100 rtl")
        #expect(picture.views.map(\.frame) == [Frame(x: 10, y: 10, width: 50, height: 30)])
        // "box": 18 + 4 ≤ 50, 16 ≤ 30 → inside at (12, 22).
        #expect(picture.views[0].label == label("box", .inside, 12, 22))
    }

    /// The label expected for a name that is not shortened.
    func label(_ text: String, _ placement: ViewLabel.Placement, _ x: Double, _ y: Double) -> ViewLabel {
        var label = ViewLabel(name: text, frame: Frame(x: 0, y: 0, width: 0, height: 0))
        label.placement = placement
        label.x = x
        label.y = y
        return label
    }
}

import LayoutModel
import LayoutRender
import Testing

/// The visual diff's model, checked by value on two small revisions whose
/// frames are given (parent space, as the store hands them over), and its SVG.
@Suite struct DiffPictureTests {
    /// Revision A: canvases phone 375 x 812 and tablet 800 x 600; header and
    /// badge and gone at the root, title in header.
    static let oldLayout = Layout(
        name: "screen",
        canvases: [Canvas(name: "phone", width: 375, height: 812), Canvas(name: "tablet", width: 800, height: 600)],
        views: [View(name: "header", parent: View.rootName), View(name: "title", parent: "header"),
                View(name: "badge", parent: View.rootName), View(name: "gone", parent: View.rootName)],
        constraints: [], nextConstraintID: 1)

    /// Revision B: canvases watch 200 x 200 (new, first) and phone, resized to
    /// 414 x 896; gone removed, fresh added at the root.
    static let newLayout = Layout(
        name: "screen",
        canvases: [Canvas(name: "watch", width: 200, height: 200), Canvas(name: "phone", width: 414, height: 896)],
        views: [View(name: "header", parent: View.rootName), View(name: "title", parent: "header"),
                View(name: "badge", parent: View.rootName), View(name: "fresh", parent: View.rootName)],
        constraints: [], nextConstraintID: 1)

    /// A's phone: header (0, 0, 375, 80); title (10, 20, 100, 20) in header,
    /// so (10, 20, 100, 20) in the root's space; badge (300, 700, 50, 20);
    /// gone (18, 495, 10, 10).
    static let oldPhone = CanvasLayout(
        canvas: Canvas(name: "phone", width: 375, height: 812),
        frames: [("header", Frame(x: 0, y: 0, width: 375, height: 80)),
                 ("title", Frame(x: 10, y: 20, width: 100, height: 20)),
                 ("badge", Frame(x: 300, y: 700, width: 50, height: 20)),
                 ("gone", Frame(x: 18, y: 495, width: 10, height: 10))])

    /// B's phone: header (0, 10, 414, 80), moved down 10 and widened 39;
    /// title still (10, 20, 100, 20) in header, so (10, 30, 100, 20) in the
    /// root's space; badge 0.0004 taller (under the threshold); fresh (20, 500, 100, 40).
    static let newPhone = CanvasLayout(
        canvas: Canvas(name: "phone", width: 414, height: 896),
        frames: [("header", Frame(x: 0, y: 10, width: 414, height: 80)),
                 ("title", Frame(x: 10, y: 20, width: 100, height: 20)),
                 ("badge", Frame(x: 300, y: 700, width: 50, height: 20.0004)),
                 ("fresh", Frame(x: 20, y: 500, width: 100, height: 40))])

    static let oldTablet = CanvasLayout(
        canvas: Canvas(name: "tablet", width: 800, height: 600),
        frames: [("header", Frame(x: 0, y: 0, width: 800, height: 80)),
                 ("title", Frame(x: 10, y: 20, width: 100, height: 20)),
                 ("badge", Frame(x: 700, y: 500, width: 50, height: 20)),
                 ("gone", Frame(x: 0, y: 300, width: 60, height: 30))])

    static let newWatch = CanvasLayout(
        canvas: Canvas(name: "watch", width: 200, height: 200),
        frames: [("header", Frame(x: 0, y: 0, width: 200, height: 40)),
                 ("title", Frame(x: 4, y: 4, width: 60, height: 12)),
                 ("badge", Frame(x: 150, y: 150, width: 20, height: 20)),
                 ("fresh", Frame(x: 0, y: 100, width: 50, height: 50))])

    static let changes = ["changes: +1 -0 ~0 constraints", "  + fresh.width == 100"]

    static let picture = DiffPicture(old: (oldLayout, [oldPhone, oldTablet]), new: (newLayout, [newWatch, newPhone]),
                                     changes: changes)

    @Test func canvasesAreBsInItsOrderThenThoseOnlyAHas() {
        let canvases = Self.picture.canvases
        #expect(canvases.map(\.name) == ["watch", "phone", "tablet"])
        #expect(canvases.map(\.change) == [.added, .modified, .removed])
        #expect(canvases.map(\.title) == ["watch 200x200 ltr (added)", "phone 375x812 → 414x896 ltr",
                                           "tablet 800x600 ltr (removed)"])
        // The phone is drawn at its new size, the old one kept for its dashed outline.
        #expect(canvases[1].width == 414 && canvases[1].height == 896)
        #expect(canvases[1].previous == Canvas(name: "phone", width: 375, height: 812))
        // An added canvas: every view added; a removed one: every view removed, at A's frames.
        #expect(canvases[0].views.map(\.kind) == [.added, .added, .added, .added])
        #expect(canvases[2].views.map(\.kind) == [.removed, .removed, .removed, .removed])
        // (title is in header, whose origin is the root's: its root-space frame is its own.)
        #expect(canvases[2].views.map(\.frame) == Self.oldTablet.frames.map(\.frame))
        #expect(canvases[2].legend == ["- header", "- title", "- badge", "- gone"])
        #expect(canvases[2].width == 800 && canvases[2].previous == nil)
    }

    @Test func eachViewIsUnchangedAddedRemovedOrMovedInTheRootsSpace() throws {
        let phone = Self.picture.canvases[1]
        // B's views in B's order, then gone (only in A).
        #expect(phone.views.map(\.name) == ["header", "title", "badge", "fresh", "gone"])
        #expect(phone.views.map(\.kind) == [.moved, .moved, .unchanged, .added, .removed])
        // header: new − old = (0 − 0, 10 − 0, 414 − 375, 80 − 80) = (0, 10, 39, 0).
        #expect(phone.views[0].delta == FrameDelta(dx: 0, dy: 10, dw: 39, dh: 0))
        // title: the same parent-space frame at both, but header moved it down 10 in
        // the root's space: (10, 20) → (10, 30), moved (0, 10, 0, 0).
        #expect(phone.views[1].old == Frame(x: 10, y: 20, width: 100, height: 20))
        #expect(phone.views[1].frame == Frame(x: 10, y: 30, width: 100, height: 20))
        #expect(phone.views[1].delta == FrameDelta(dx: 0, dy: 10, dw: 0, dh: 0))
        // badge: its height differs by 0.0004 < 0.0005: unchanged, no delta.
        #expect(phone.views[2].delta == nil)
        // fresh: no old frame; gone: drawn at its old frame.
        #expect(phone.views[3].old == nil && phone.views[3].delta == nil)
        #expect(phone.views[4].frame == Frame(x: 18, y: 495, width: 10, height: 10))
        #expect(phone.views[4].old == Frame(x: 18, y: 495, width: 10, height: 10))
        // Depths from B's hierarchy (title in header), A's for gone.
        #expect(phone.views.map(\.shape.depth) == [1, 2, 1, 1, 1])
        // Arrows from old origin to new: header (0, 0) → (0, 10), title (10, 20) → (10, 30).
        let header = try #require(phone.views[0].arrow)
        #expect(header == (0, 0, 0, 10))
        let title = try #require(phone.views[1].arrow)
        #expect(title == (10, 20, 10, 30))
        #expect(phone.views[2].arrow == nil && phone.views[3].arrow == nil && phone.views[4].arrow == nil)
    }

    @Test func theLegendListsTheChangedViewsInDrawingOrder() {
        let phone = Self.picture.canvases[1]
        // Signs as the text diff writes movements: + above zero, none for 0.
        #expect(phone.legend == ["header dx 0, dy +10, dw +39, dh 0", "title dx 0, dy +10, dw 0, dh 0",
                                 "+ fresh", "- gone"])
        #expect(FrameDelta(dx: -4, dy: 2.5, dw: -0.0004, dh: 1.0 / 3).text == "dx -4, dy +2.5, dw 0, dh +0.333")
        // The longest line, header's, has 33 characters: 198 wide; 4 lines of 12.
        // The legend starts 20 right of the canvas: x 414 + 20 = 434.
        #expect(phone.legendBox == Frame(x: 434, y: 0, width: 198, height: 48))
        #expect(phone.slotWidth == 434 + 198)
        #expect(phone.slotHeight == 896)
        // The tooltips add the change to ViewShape's.
        #expect(phone.views[0].tooltip == """
            header
            x 0, y 10, width 414, height 80
            was x 0, y 0, width 375, height 80
            dx 0, dy +10, dw +39, dh 0
            """)
        #expect(phone.views[3].tooltip == "fresh\nx 20, y 500, width 100, height 40\nadded")
        #expect(phone.views[4].tooltip == "gone\nx 18, y 495, width 10, height 10\nremoved")
        #expect(phone.views[2].tooltip == "badge\nx 300, y 700, width 50, height 20")
    }

    @Test func labelsArePlacedInDrawingOrderAwayFromTheOnesBefore() {
        let labels = Self.picture.canvases[1].views.map(\.shape.label)
        // header (0, 10, 414, 80): 6 × 6 + 4 = 40 ≤ 414, 16 ≤ 80 → inside at (2, 10 + 12) = (2, 22).
        #expect(labels[0].placement == .inside && labels[0].x == 2 && labels[0].y == 22)
        // title at its new frame (10, 30, 100, 20): 34 ≤ 100, 16 ≤ 20 → inside at (12, 42);
        // its box 12…42 × 32…44 is clear of header's (2…38 × 12…24).
        #expect(labels[1].placement == .inside && labels[1].x == 12 && labels[1].y == 42)
        // fresh (20, 500, 100, 40): inside at (22, 512), box 22…52 × 502…514.
        #expect(labels[3].placement == .inside && labels[3].x == 22 && labels[3].y == 512)
        // gone, removed, placed after fresh: (18, 495, 10, 10) is too small (28 > 10).
        // Beside (30, 505), box 30…54 × 495…507, covers fresh's label; below (18, 517),
        // box 18…42 × 507…519, too; above: baseline 495 − 2 − 2 = 491, box 18…42 × 481…493, clear.
        #expect(labels[4].placement == .above && labels[4].x == 18 && labels[4].y == 491)
    }

    @Test func labelsKeepClearOfTheLegend() throws {
        // One canvas 100 × 100; "vvvvvvvvvv" (10 characters, 60 wide) moves from
        // (90, 0, 10, 10) to (80, 0, 10, 10). Its legend line
        // "vvvvvvvvvv dx -10, dy 0, dw 0, dh 0" (35 characters) covers 120…330 × 0…12.
        let name = "vvvvvvvvvv"
        let layout = Layout(name: "l", canvases: [Canvas(name: "c", width: 100, height: 100)],
                            views: [View(name: name, parent: View.rootName)], constraints: [], nextConstraintID: 1)
        func side(_ x: Double) -> (layout: Layout, canvas: CanvasLayout) {
            (layout, CanvasLayout(canvas: Canvas(name: "c", width: 100, height: 100),
                                  frames: [(name, Frame(x: x, y: 0, width: 10, height: 10))]))
        }
        let picture = try #require(CanvasDiffPicture(old: side(90), new: side(80)))
        #expect(picture.legend == ["vvvvvvvvvv dx -10, dy 0, dw 0, dh 0"])
        #expect(picture.legendBox == Frame(x: 120, y: 0, width: 210, height: 12))
        // Not inside (64 > 10). Beside at (92, 10), box 92…152 × 0…12, reaches the legend and
        // leaves the canvas (100); below at (80, 0 + 10 + 2 + 10) = (80, 22), box 80…140,
        // leaves it too; above at (80, −4), box −14…−2, over the title band. To the left:
        // (80 − 2 − 60, 0 + 10) = (18, 10), box 18…78 × 0…12, inside the canvas.
        let label = picture.views[0].shape.label
        #expect(label.placement == .left && label.x == 18 && label.y == 10)
        // A canvas narrower than the label (50): no place is inside it, so the label takes
        // the first place clear of the legend. The view moves from (40, 0) to (30, 0); the
        // legend's line (35 characters) covers 70…280 × 0…12. Beside (42, 10), box 42…102,
        // reaches it; below (30, 22), box 30…90 × 12…24, only touches it.
        func narrow(_ x: Double) -> (layout: Layout, canvas: CanvasLayout) {
            (layout, CanvasLayout(canvas: Canvas(name: "c", width: 50, height: 100),
                                  frames: [(name, Frame(x: x, y: 0, width: 10, height: 10))]))
        }
        let narrowPicture = try #require(CanvasDiffPicture(old: narrow(40), new: narrow(30)))
        #expect(narrowPicture.legendBox == Frame(x: 70, y: 0, width: 210, height: 12))
        let narrowLabel = narrowPicture.views[0].shape.label
        #expect(narrowLabel.placement == .below && narrowLabel.x == 30 && narrowLabel.y == 22)
        // Nothing on either side: no picture.
        #expect(CanvasDiffPicture(old: nil, new: nil) == nil)
    }

    @Test func theMarksOfBAreKept() throws {
        var phone = Self.newPhone
        phone.ambiguous = [AmbiguousView(view: "fresh", free: ["x"])]
        let picture = try #require(CanvasDiffPicture(old: (Self.oldLayout, Self.oldPhone), new: (Self.newLayout, phone)))
        #expect(picture.views.map(\.shape.free) == [[], [], [], ["x"], []])
        let svg = SVGDiffPicture.document(DiffPicture(canvases: [picture], changes: []))
        #expect(svg.contains("<g class=\"view added ambiguous\" data-view=\"fresh\">"))
        #expect(svg.contains("<rect class=\"hatch\" x=\"20\" y=\"500\" width=\"100\" height=\"40\""))
    }

    @Test func theSVGPlacesCanvasesLegendsAndChanges() {
        let picture = Self.picture
        // Slots: watch 200 + 20 + 8 × 6 ("+ header") = 268; phone 434 + 198 = 632;
        // tablet 800 + 20 + 48 ("- header") = 868. Origins 0, 268 + 40 = 308, 308 + 632 + 40 = 980.
        #expect(SVGDiffPicture.origins(picture).map(\.x) == [0, 308, 980])
        #expect(SVGDiffPicture.origins(picture).map(\.y) == [20, 20, 20])
        // Width 268 + 632 + 868 + 2 × 40 = 1848. The tallest slot is the phone's 896:
        // changes at 20 + 896 + 20 = 936, two lines of 12: 960 high.
        #expect(SVGDiffPicture.changesTop(picture) == 936)
        #expect(SVGDiffPicture.size(picture) == (1848, 960))
        let svg = SVGDiffPicture.document(picture)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1848\" height=\"960\" viewBox=\"0 0 1848 960\""))
        #expect(svg.contains("<g class=\"canvas added\" data-canvas=\"watch\" transform=\"translate(0,20)\">"))
        #expect(svg.contains("<g class=\"canvas modified\" data-canvas=\"phone\" transform=\"translate(308,20)\">"))
        #expect(svg.contains("<g class=\"canvas removed\" data-canvas=\"tablet\" transform=\"translate(980,20)\">"))
        #expect(svg.contains(">phone 375x812 → 414x896 ltr</text>"))
        // The phone's outline at its new size, its old size dashed.
        #expect(svg.contains("<rect class=\"root\" x=\"0\" y=\"0\" width=\"414\" height=\"896\""))
        #expect(svg.contains("<rect class=\"old-root\" x=\"0\" y=\"0\" width=\"375\" height=\"812\" fill=\"none\""))
        // header: moved, its new frame filled, its old one dashed, the arrow (0, 0) → (0, 10).
        #expect(svg.contains("""
                <g class="view moved" data-view="header">
                  <title>header
            x 0, y 10, width 414, height 80
            was x 0, y 0, width 375, height 80
            dx 0, dy +10, dw +39, dh 0</title>
                  <rect class="frame" x="0" y="10" width="414" height="80" fill="#fff8c5" stroke="#9a6700" stroke-width="1"/>
                  <rect class="old" x="0" y="0" width="375" height="80" fill="none" stroke="#9a6700" stroke-width="1" stroke-dasharray="4 3"/>
                  <line class="arrow" x1="0" y1="0" x2="0" y2="10" stroke="#9a6700" stroke-width="1" marker-end="url(#arrowhead)"/>
                </g>
            """))
        #expect(svg.contains("<rect class=\"frame\" x=\"300\" y=\"700\" width=\"50\" height=\"20\" fill=\"#f4f4f4\" stroke=\"#c0c0c0\""))
        #expect(svg.contains("<rect class=\"frame\" x=\"20\" y=\"500\" width=\"100\" height=\"40\" fill=\"#dafbe1\" stroke=\"#1a7f37\""))
        #expect(svg.contains("<rect class=\"frame\" x=\"18\" y=\"495\" width=\"10\" height=\"10\" fill=\"#ffebe9\" stroke=\"#cf222e\""))
        // The legend 20 right of the phone, a line per 12 points from baseline 10.
        #expect(svg.contains("<text class=\"moved\" x=\"434\" y=\"10\" fill=\"#9a6700\">header dx 0, dy +10, dw +39, dh 0</text>"))
        #expect(svg.contains("<text class=\"removed\" x=\"434\" y=\"46\" fill=\"#cf222e\">- gone</text>"))
        // Unchanged labels are grey.
        #expect(svg.contains("<g class=\"label inside unchanged\" data-view=\"badge\" fill=\"#888888\">"))
        #expect(svg.contains("""
              <g class="changes" transform="translate(0,936)">
                <text xml:space="preserve" x="0" y="10">changes: +1 -0 ~0 constraints</text>
                <text xml:space="preserve" x="0" y="22">  + fresh.width == 100</text>
              </g>
            """))
        // One marker, defined once.
        #expect(svg.matches(of: /<marker[ ]/).count == 1)
    }

    @Test func theSameInputGivesTheSameBytes() {
        let again = DiffPicture(old: (Self.oldLayout, [Self.oldPhone, Self.oldTablet]),
                                new: (Self.newLayout, [Self.newWatch, Self.newPhone]), changes: Self.changes)
        let svg = SVGDiffPicture.document(again)
        // Every canvas and view group, and every legend line, in the order derived by hand from
        // the input (not from another run of the program, which would share any order that a
        // hash or a set gave the first): B's canvases in B's order, then those only A has
        // (watch added, phone modified, tablet removed); in each, B's views in B's order, then
        // those only A has. The watch is new: its four views added. The phone: header and
        // title moved (header down 10, title with it), badge unchanged (0.0004 < 0.0005),
        // fresh added, gone removed. The tablet is gone: its four views removed, in A's order.
        // A legend lists the views that are not unchanged, in drawing order: "+ NAME" added,
        // "- NAME" removed, "NAME dx …" moved.
        let groups = svg.matches(of: /<g class="((?:view|canvas)[^"]*)" data-(?:view|canvas)="([^"]*)"/)
            .map { "\($0.output.1) \($0.output.2)" }
        #expect(groups == [
            "canvas added watch",
            "view added header", "view added title", "view added badge", "view added fresh",
            "canvas modified phone",
            "view moved header", "view moved title", "view unchanged badge", "view added fresh", "view removed gone",
            "canvas removed tablet",
            "view removed header", "view removed title", "view removed badge", "view removed gone",
        ])
        let legend = svg.matches(of: /<text class="(added|removed|moved)"[^>]*>([^<]*)<\/text>/)
            .map { "\($0.output.1): \($0.output.2)" }
        #expect(legend == [
            "added: + header", "added: + title", "added: + badge", "added: + fresh",
            "moved: header dx 0, dy +10, dw +39, dh 0", "moved: title dx 0, dy +10, dw 0, dh 0",
            "added: + fresh", "removed: - gone",
            "removed: - header", "removed: - title", "removed: - badge", "removed: - gone",
        ])
    }

    @Test func namesAreEscaped() throws {
        let name = "<b>&\""
        let old = Layout(name: "l", canvases: [Canvas(name: "<c>", width: 100, height: 100)],
                         views: [], constraints: [], nextConstraintID: 1)
        let new = Layout(name: "l", canvases: [Canvas(name: "<c>", width: 100, height: 100)],
                         views: [View(name: name, parent: View.rootName)], constraints: [], nextConstraintID: 1)
        let picture = DiffPicture(
            old: (old, [CanvasLayout(canvas: Canvas(name: "<c>", width: 100, height: 100), frames: [])]),
            new: (new, [CanvasLayout(canvas: Canvas(name: "<c>", width: 100, height: 100),
                                     frames: [(name, Frame(x: 0, y: 0, width: 90, height: 40))])]),
            changes: ["  + view <b>&\""])
        #expect(picture.canvases[0].legend == ["+ <b>&\""])
        let svg = SVGDiffPicture.document(picture)
        #expect(!svg.contains("<b>"))
        #expect(!svg.contains("<c>"))
        #expect(svg.contains("<g class=\"view added\" data-view=\"&lt;b&gt;&amp;&quot;\">"))
        #expect(svg.contains("data-canvas=\"&lt;c&gt;\""))
        #expect(svg.contains(">+ &lt;b&gt;&amp;\"</text>"))
        #expect(svg.contains(">  + view &lt;b&gt;&amp;\"</text>"))
        let opened = Set(svg.matches(of: /<([a-z]+)/).map { String($0.output.1) })
        #expect(opened == ["svg", "defs", "pattern", "line", "marker", "path", "g", "text", "rect", "title"])
    }
}

/// The visual diff's scroll views: B's content rectangles, a changed content size marked.
@Suite struct DiffPictureContentTests {
    static let layout = Layout(
        name: "scroll", canvases: [Canvas(name: "phone", width: 375, height: 812)],
        views: [View(name: "s", parent: View.rootName), View(name: "c", parent: "s"),
                View(name: "t", parent: View.rootName)],
        constraints: [], nextConstraintID: 1)

    /// A: s at (0, 0, 375, 400), content 375 × 1000; t at (0, 500, 375, 300), content 375 × 300.
    /// B: s moved down to y 40, content 375 × 1200; t as it was, content 375 × 300.0004 (the same
    /// within 0.0005). (c is in s, so a plain view; its frames only fill the canvas.)
    static func phone(sy: Double, content: Double, t: Double) -> CanvasLayout {
        var result = CanvasLayout(canvas: Canvas(name: "phone", width: 375, height: 812),
                                  frames: [("s", Frame(x: 0, y: sy, width: 375, height: 400)),
                                           ("c", Frame(x: 0, y: 0, width: 375, height: content)),
                                           ("t", Frame(x: 0, y: 500, width: 375, height: 300))])
        result.contentSizes = [("s", ContentSize(width: 375, height: content)), ("t", ContentSize(width: 375, height: t))]
        return result
    }

    static let picture = DiffPicture(old: (layout, [phone(sy: 0, content: 1000, t: 300)]),
                                     new: (layout, [phone(sy: 40, content: 1200, t: 300.0004)]), changes: [])

    @Test func theContentRectanglesAreBsAndAChangedSizeKeepsAs() throws {
        let canvas = try #require(Self.picture.canvases.first)
        // At B's origins of s and t (root space), of B's sizes.
        #expect(canvas.contents == ["s": Frame(x: 0, y: 40, width: 375, height: 1200),
                                    "t": Frame(x: 0, y: 500, width: 375, height: 300.0004)])
        // Only s's size changed (t's by 0.0004, under the threshold); A's was 375 × 1000.
        #expect(canvas.changedContents == ["s": .some(ContentSize(width: 375, height: 1000))])
        // A scroll view added in B (none in A): changed from none.
        let added = try #require(DiffPicture(old: (Self.layout, []), new: (Self.layout, [Self.phone(sy: 0, content: 900, t: 300)]),
                                             changes: []).canvases.first)
        #expect(added.changedContents == ["s": nil, "t": nil] as [String: ContentSize?])
        // A canvas only A has draws no content.
        let removed = try #require(DiffPicture(old: (Self.layout, [Self.phone(sy: 0, content: 900, t: 300)]),
                                               new: (Self.layout, []), changes: []).canvases.first)
        #expect(removed.change == .removed && removed.contents.isEmpty)
    }

    @Test func theSVGDrawsThemDashedInDocumentOrder() {
        let svg = SVGDiffPicture.document(Self.picture)
        // One group of contents, s then t (B's document order), after every view group.
        #expect(svg.matches(of: /<g class="contents">/).count == 1)
        #expect(svg.contains("<rect class=\"content changed\" data-view=\"s\" x=\"0\" y=\"40\" width=\"375\" height=\"1200\" "
                             + "fill=\"none\" stroke=\"#1f5fbf\" stroke-width=\"1\" stroke-dasharray=\"6 3\">\n"))
        // Its tooltip: the size in B, then A's.
        #expect(svg.contains("<title>content of s: 375 x 1200\nwas 375 x 1000</title>"))
        #expect(svg.contains("<title>content of t: 375 x 300</title>"))
        // t's size rounds to 300 (a thousandth), unchanged: the class `content` alone.
        #expect(svg.contains("<rect class=\"content\" data-view=\"t\" x=\"0\" y=\"500\" width=\"375\" height=\"300\" "))
        let s = svg.range(of: "data-view=\"s\" x=\"0\" y=\"40\" width=\"375\" height=\"1200\"")
        let t = svg.range(of: "class=\"content\" data-view=\"t\"")
        let lastView = svg.range(of: "<g class=\"view unchanged\" data-view=\"t\"")
        if let s, let t, let lastView { #expect(lastView.lowerBound < s.lowerBound && s.lowerBound < t.lowerBound) } else {
            Issue.record("missing content or view in \(svg)")
        }
    }
}

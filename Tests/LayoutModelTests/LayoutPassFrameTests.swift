import Testing
@testable import LayoutModel

/// Frames: a login screen, attributes, coordinates, rtl, margins, baselines.
@Suite struct LayoutPassFrameTests {
    typealias S = LayoutPassSupport
    typealias V = LayoutPassSupport.ViewSpec

    @Test func aLoginScreenGetsItsFrames() {
        // canvas phone 375x812; header pinned top/left/right, height 64 → (0, 0, 375, 64).
        // title in header, intrinsic 120x22, centred in header: header's own bounds
        // (title is its child) have centre (187.5, 32) → x = 187.5 − 60 = 127.5,
        // y = 32 − 11 = 21. button: top = 64 + 20 = 84, left 16, right 375 − 16 →
        // width 343, height 44 @750 (nothing opposes it).
        let layout = S.layout(
            canvases: [Canvas(name: "phone", width: 375, height: 812)],
            views: [V("header"), V("title", in: "header", [.intrinsicWidth(120), .intrinsicHeight(22)]), V("button")],
            constraints: [
                S.c("header", .top, .equal, "superview"), S.c("header", .left, .equal, "superview"),
                S.c("header", .right, .equal, "superview"), S.c("header", .height, 64),
                S.c("title", .centerX, .equal, "header"), S.c("title", .centerY, .equal, "header"),
                S.c("button", .top, .equal, "header", .bottom, plus: 20),
                S.c("button", .left, .equal, "superview", plus: 16),
                S.c("button", .right, .equal, "superview", plus: -16),
                S.c("button", .height, 44, at: .high),
            ])
        let results = LayoutPass.run(layout)
        #expect(results.count == 1)
        guard let phone = results.first else { return }
        #expect(phone.canvas.name == "phone")
        #expect(phone.frames.map(\.view) == ["header", "title", "button"])
        S.expectFrame(phone, "header", 0, 0, 375, 64)
        S.expectFrame(phone, "title", 127.5, 21, 120, 22)
        S.expectFrame(phone, "button", 16, 84, 343, 44)
        #expect(phone.ambiguous.isEmpty)
        #expect(phone.unsatisfiable.isEmpty && phone.broken.isEmpty)
    }

    @Test func aLocationMultiplierIsMeasuredInTheCommonAncestorsOwnBounds() {
        // Box at (100, 100) size 200x100. dot.centerX == box.centerX × 0.5:
        // the common ancestor is box, measured in its own bounds: centerX = 100 →
        // 50, so dot.x = 50 − 5 = 45 (not (100 + 100) × 0.5 − 5 = 95 in root space).
        // dot.centerY == box.centerY: 50 → y = 45.
        let layout = S.layout(
            canvases: [Canvas(name: "c", width: 400, height: 400)],
            views: [V("box"), V("dot", in: "box")],
            constraints: [
                S.c("box", .left, .equal, "superview", plus: 100), S.c("box", .top, .equal, "superview", plus: 100),
            ] + S.size("box", 200, 100) + [
                S.c("dot", .centerX, .equal, "superview", times: 0.5), S.c("dot", .centerY, .equal, "superview"),
            ] + S.size("dot", 10, 10))
        guard let c = LayoutPass.run(layout).first else { Issue.record("no canvas"); return }
        S.expectFrame(c, "box", 100, 100, 200, 100)
        S.expectFrame(c, "dot", 45, 45, 10, 10)
        // In root space the dot is offset by the box: (145, 145).
        let root = c.frames(in: .root, of: layout)
        #expect(root.first { $0.view == "dot" }?.frame.isSame(as: Frame(x: 145, y: 145, width: 10, height: 10)) == true)
    }

    @Test func leadingFollowsTheCanvasDirection() {
        // a.leading == superview.leading + 10, 50 wide, on 300-wide canvases.
        // ltr: x = 10. rtl: leading = 300 − (x + 50) and the root's leading is 0,
        // so 300 − x − 50 = 10 → x = 240.
        let layout = S.layout(
            canvases: [Canvas(name: "ltr", width: 300, height: 100),
                       Canvas(name: "rtl", width: 300, height: 100, direction: .rtl)],
            views: [V("a")],
            constraints: [S.c("a", .leading, .equal, "superview", plus: 10), S.c("a", .top, .equal, "superview")]
                + S.size("a", 50, 20))
        let results = LayoutPass.run(layout)
        #expect(results.map(\.canvas.name) == ["ltr", "rtl"])
        guard results.count == 2 else { return }
        S.expectFrame(results[0], "a", 10, 0, 50, 20)
        S.expectFrame(results[1], "a", 240, 0, 50, 20)
    }

    @Test func rtlMirrorsANestedLayoutInsideItsParentsWidth() {
        // p sits at left 40 in a 400-wide root, 300 wide; everything inside p is
        // measured in p's space, whose width is 300 (not the root's 400).
        // c: leading == p.leading + 10, 50 wide; d: leading == c.trailing + 20, trailing == p.trailing − 30.
        // ltr: c.x = 10; d.x = 10 + 50 + 20 = 80, d right = 300 − 30 = 270 → d.width 190.
        // rtl mirrors inside p: c.x = 300 − 10 − 50 = 240; d right = 300 − 80 = 220, d.x = 30, width 190.
        // p itself uses left (not leading), so it stays at x = 40 in both.
        let constraints: [LayoutConstraint] = [
            S.c("p", .left, .equal, "superview", plus: 40), S.c("p", .top, .equal, "superview"),
        ] + S.size("p", 300, 100) + [
            S.c("c", .leading, .equal, "superview", plus: 10), S.c("c", .top, .equal, "superview"),
            S.c("c", .width, 50), S.c("c", .height, 10),
            S.c("d", .leading, .equal, "c", .trailing, plus: 20), S.c("d", .trailing, .equal, "superview", plus: -30),
            S.c("d", .top, .equal, "superview"), S.c("d", .height, 10),
        ]
        let layout = S.layout(
            canvases: [Canvas(name: "ltr", width: 400, height: 200),
                       Canvas(name: "rtl", width: 400, height: 200, direction: .rtl)],
            views: [V("p"), V("c", in: "p"), V("d", in: "p")], constraints: constraints)
        let results = LayoutPass.run(layout)
        guard results.count == 2 else { Issue.record("expected two canvases"); return }
        S.expectFrame(results[0], "p", 40, 0, 300, 100)
        S.expectFrame(results[0], "c", 10, 0, 50, 10)
        S.expectFrame(results[0], "d", 80, 0, 190, 10)
        S.expectFrame(results[1], "p", 40, 0, 300, 100)
        S.expectFrame(results[1], "c", 240, 0, 50, 10)
        S.expectFrame(results[1], "d", 30, 0, 190, 10)
    }

    @Test func marginsMoveEdgesInwardsAndLeadingMarginTakesTheLeadingSidesMarginUnderRTL() {
        // p: (0, 0, 300, 100) with margins top 10, left 20, bottom 30, right 40.
        // Margin rect of p in its own bounds: x 20…260, y 10…70.
        //  a.leading == p.leadingMargin, 50 wide:
        //    ltr: leadingMargin = leftMargin = 20 → a.x = 20;
        //    rtl: leadingMargin = 300 − rightMargin = 300 − 260 = 40 (the right margin, as UIKit),
        //         a.leading = 300 − (a.x + 50) = 40 → a.x = 210.
        //  b.trailing == p.trailingMargin, 50 wide:
        //    ltr: rightMargin = 260 → b.x = 210; rtl: 300 − leftMargin = 280, 300 − b.x = 280 → b.x = 20.
        //  c.centerX == p.centerXWithinMargins → (20 + 260)/2 = 140, c 10 wide → x = 135;
        //  c.centerY == p.centerYWithinMargins → (10 + 70)/2 = 40, c 10 high → y = 35.
        //  d.top == p.topMargin → 10; d.bottom == p.bottomMargin → 70 → height 60;
        //  d.leftMargin == p.left: d's own margin (8): d.x + 8 = 0 → d.x = −8;
        //  d.rightMargin == p.rightMargin: d.x + w − 8 = 260 → w = 276.
        let margins = Insets(top: 10, left: 20, bottom: 30, right: 40)
        let layout = S.layout(
            canvases: [Canvas(name: "ltr", width: 300, height: 100),
                       Canvas(name: "rtl", width: 300, height: 100, direction: .rtl)],
            views: [V("p", [.margins(margins)]), V("a", in: "p"), V("b", in: "p"), V("c", in: "p"), V("d", in: "p")],
            constraints: [S.c("p", .left, .equal, "superview"), S.c("p", .top, .equal, "superview")]
                + S.size("p", 300, 100) + [
                    S.c("a", .leading, .equal, "p", .leadingMargin), S.c("a", .top, .equal, "p"),
                    S.c("b", .trailing, .equal, "p", .trailingMargin), S.c("b", .top, .equal, "p"),
                    S.c("c", .centerX, .equal, "p", .centerXWithinMargins),
                    S.c("c", .centerY, .equal, "p", .centerYWithinMargins),
                    S.c("d", .top, .equal, "p", .topMargin), S.c("d", .bottom, .equal, "p", .bottomMargin),
                    S.c("d", .leftMargin, .equal, "p", .left), S.c("d", .rightMargin, .equal, "p", .rightMargin),
                ] + S.size("a", 50, 5) + S.size("b", 50, 5) + S.size("c", 10, 10))
        let results = LayoutPass.run(layout)
        guard results.count == 2 else { Issue.record("expected two canvases"); return }
        let (ltr, rtl) = (results[0], results[1])
        S.expectFrame(ltr, "a", 20, 0, 50, 5)
        S.expectFrame(rtl, "a", 210, 0, 50, 5)
        S.expectFrame(ltr, "b", 210, 0, 50, 5)
        S.expectFrame(rtl, "b", 20, 0, 50, 5)
        for result in results {
            S.expectFrame(result, "c", 135, 35, 10, 10)
            S.expectFrame(result, "d", -8, 10, 276, 60)
            #expect(result.ambiguous.isEmpty)
        }
    }

    @Test func aViewsOwnLeadingMarginUnderRTLIsItsRightMargin() {
        // p (0, 0, 200, 50), margins left 5, right 15; its child a pins its trailing
        // to p's leadingMargin under rtl. p is the common ancestor, in its own bounds:
        // leadingMargin = 200 − rightMargin = 200 − (200 − 15) = 15 (the right margin);
        // a.trailing = 200 − a.x = 15 → a.x = 185 (width 10). Under ltr it would be
        // the left margin, 5.
        let layout = S.layout(
            canvases: [Canvas(name: "rtl", width: 200, height: 50, direction: .rtl)],
            views: [V("p", [.margins(Insets(top: 0, left: 5, bottom: 0, right: 15))]), V("a", in: "p")],
            constraints: [S.c("p", .left, .equal, "superview"), S.c("p", .top, .equal, "superview")]
                + S.size("p", 200, 50)
                + [S.c("a", .trailing, .equal, "superview", .leadingMargin), S.c("a", .top, .equal, "superview")]
                + S.size("a", 10, 10))
        guard let rtl = LayoutPass.run(layout).first else { Issue.record("no canvas"); return }
        S.expectFrame(rtl, "a", 185, 0, 10, 10)
    }

    @Test func baselinesAreTheTopPlusTheirOffsetOrTheBottomWithoutOne() {
        // label: top 10, height 40, firstBaseline 12, lastBaseline 30 → baselines at 22 and 40.
        // o has no offsets: its first baseline is its bottom: o.y + 20 = 22 → o.y = 2.
        // o2 has lastBaseline 5: o2.y + 5 = 40 → o2.y = 35.
        // o3 (no offsets) aligns its lastBaseline with o2's firstBaseline, which o2 lacks
        // (so it is o2's bottom, 35 + 10 = 45): o3.y + 4 = 45 → o3.y = 41.
        let layout = S.layout(
            canvases: [Canvas(name: "c", width: 300, height: 200)],
            views: [V("label", [.firstBaseline(12), .lastBaseline(30)]), V("o"), V("o2", [.lastBaseline(5)]),
                    V("o3")],
            constraints: [S.c("label", .left, .equal, "superview"), S.c("label", .top, .equal, "superview", plus: 10)]
                + S.size("label", 100, 40)
                + [S.c("o", .left, .equal, "superview"), S.c("o", .firstBaseline, .equal, "label")] + S.size("o", 10, 20)
                + [S.c("o2", .left, .equal, "superview"), S.c("o2", .lastBaseline, .equal, "label")]
                + S.size("o2", 10, 10)
                + [S.c("o3", .left, .equal, "superview"), S.c("o3", .lastBaseline, .equal, "o2", .firstBaseline)]
                + S.size("o3", 10, 4))
        guard let c = LayoutPass.run(layout).first else { Issue.record("no canvas"); return }
        S.expectFrame(c, "label", 0, 10, 100, 40)
        S.expectFrame(c, "o", 0, 2, 10, 20)
        S.expectFrame(c, "o2", 0, 35, 10, 10)
        S.expectFrame(c, "o3", 0, 41, 10, 4)
    }

    @Test func multipliersOnLocationsInNestedViewsUseTheCommonAncestorsSpace() {
        // Root 400x400. outer (100, 100, 200, 200); inner in outer at (50, 50, 100, 100);
        // dot in inner, 10x10.
        // dot.centerX == outer.centerX × 0.5: common ancestor outer, own bounds centerX = 100 → 50.
        //   dot's position in outer's space is inner.x + dot.x = 50 + dot.x; + 5 = 50 → dot.x = −5.
        // dot.centerY == inner.centerY × 0.5: inner's own bounds centerY = 50 → 25 → dot.y = 20.
        // Root space: dot at (100 + 50 − 5, 100 + 50 + 20) = (145, 170).
        // Cousins: p1 at x 10, p2 at x 30 (both 100x100, top 200); b in p2 at x 5;
        // a in p1: a.left == b.left × 2: common ancestor root, b's root left = 35 → 70,
        // a.x (in p1) = 70 − 10 = 60; root x 70.
        let layout = S.layout(
            canvases: [Canvas(name: "c", width: 400, height: 400)],
            views: [V("outer"), V("inner", in: "outer"), V("dot", in: "inner"), V("p1"), V("p2"), V("a", in: "p1"),
                    V("b", in: "p2")],
            constraints: [S.c("outer", .left, .equal, "superview", plus: 100),
                          S.c("outer", .top, .equal, "superview", plus: 100)] + S.size("outer", 200, 200)
                + [S.c("inner", .left, .equal, "superview", plus: 50), S.c("inner", .top, .equal, "superview", plus: 50)]
                + S.size("inner", 100, 100)
                + [S.c("dot", .centerX, .equal, "outer", times: 0.5), S.c("dot", .centerY, .equal, "inner", times: 0.5)]
                + S.size("dot", 10, 10)
                + [S.c("p1", .left, .equal, "superview", plus: 10), S.c("p1", .top, .equal, "superview", plus: 200)]
                + S.size("p1", 100, 100)
                + [S.c("p2", .left, .equal, "superview", plus: 30), S.c("p2", .top, .equal, "superview", plus: 200)]
                + S.size("p2", 100, 100)
                + [S.c("b", .left, .equal, "superview", plus: 5), S.c("b", .top, .equal, "superview")] + S.size("b", 1, 1)
                + [S.c("a", .left, .equal, "b", times: 2), S.c("a", .top, .equal, "superview")] + S.size("a", 1, 1))
        guard let c = LayoutPass.run(layout).first else { Issue.record("no canvas"); return }
        S.expectFrame(c, "inner", 50, 50, 100, 100)
        S.expectFrame(c, "dot", -5, 20, 10, 10)
        S.expectFrame(c, "a", 60, 0, 1, 1)
        #expect(c.ambiguous.isEmpty)
        let root = c.frames(in: .root, of: layout)
        #expect(root.map(\.view) == c.frames.map(\.view))
        let rootDot = root.first { $0.view == "dot" }?.frame
        #expect(rootDot?.isSame(as: Frame(x: 145, y: 170, width: 10, height: 10)) == true, "\(String(describing: rootDot))")
        let rootA = root.first { $0.view == "a" }?.frame
        #expect(rootA?.isSame(as: Frame(x: 70, y: 200, width: 1, height: 1)) == true, "\(String(describing: rootA))")
        // Parent coordinates are the frames as stored.
        #expect(c.frames(in: .parent, of: layout).map(\.frame) == c.frames.map(\.frame))
    }

    @Test func aConstraintWithoutSecondItemIsMeasuredInTheParentsSpace() {
        // p at (30, 40); a in p with `a.left == 7` and `a.top == 9` (no second item):
        // evaluated in p's space, so a's frame is (7, 9), root (37, 49).
        let layout = S.layout(
            canvases: [Canvas(name: "c", width: 100, height: 100)],
            views: [V("p"), V("a", in: "p")],
            constraints: [S.c("p", .left, .equal, "superview", plus: 30), S.c("p", .top, .equal, "superview", plus: 40)]
                + S.size("p", 50, 50) + [S.c("a", .left, 7), S.c("a", .top, 9)] + S.size("a", 5, 5))
        guard let c = LayoutPass.run(layout).first else { Issue.record("no canvas"); return }
        S.expectFrame(c, "a", 7, 9, 5, 5)
        let rootA = c.frames(in: .root, of: layout).first { $0.view == "a" }?.frame
        #expect(rootA?.isSame(as: Frame(x: 37, y: 49, width: 5, height: 5)) == true)
    }

    @Test func rootCoordinatesAddEveryAncestorsOriginWhateverTheDeclarationOrder() {
        // p is declared, child in p, then q, then p moves into q: the views are in the
        // order p, child, q, so a parent can come after its child.
        // q at (100, 20), p at (10, 5) in q, child at (1, 2) in p →
        // root: p (110, 25), child (111, 27); parent-space frames unchanged.
        let layout = S.layout(
            canvases: [Canvas(name: "c", width: 300, height: 300)],
            views: [V("p"), V("child", in: "p"), V("q"), V("p", in: "q")],
            constraints: [S.c("q", .left, 100), S.c("q", .top, 20)] + S.size("q", 50, 50)
                + [S.c("p", .left, 10), S.c("p", .top, 5)] + S.size("p", 20, 20)
                + [S.c("child", .left, 1), S.c("child", .top, 2)] + S.size("child", 3, 3))
        #expect(layout.views.map(\.name) == ["p", "child", "q"])
        guard let c = LayoutPass.run(layout).first else { Issue.record("no canvas"); return }
        S.expectFrame(c, "child", 1, 2, 3, 3)
        let root = c.frames(in: .root, of: layout)
        #expect(root.map(\.view) == ["p", "child", "q"])
        let expected = [Frame(x: 110, y: 25, width: 20, height: 20), Frame(x: 111, y: 27, width: 3, height: 3),
                        Frame(x: 100, y: 20, width: 50, height: 50)]
        #expect(root.count == 3 && zip(root, expected).allSatisfy { $0.frame.isSame(as: $1) }, "\(root)")
    }

    @Test func aDocumentWithoutCanvasesIsLaidOutOnTheDefaultCanvas() {
        // semantics.md: default 375 x 812, ltr. a fills the root: (0, 0, 375, 812).
        let layout = S.layout(views: [V("a")], constraints: [
            S.c("a", .left, .equal, "superview"), S.c("a", .right, .equal, "superview"),
            S.c("a", .top, .equal, "superview"), S.c("a", .bottom, .equal, "superview"),
        ])
        let results = LayoutPass.run(layout)
        #expect(results.map(\.canvas) == [Canvas.default])
        if let only = results.first { S.expectFrame(only, "a", 0, 0, 375, 812) }
    }

    @Test func optionsSelectCanvasesByName() {
        // Two canvases; asking for "b" alone solves only "b" (a fresh solve: a is 200 − 20 wide).
        let layout = S.layout(
            canvases: [Canvas(name: "a", width: 100, height: 100), Canvas(name: "b", width: 200, height: 100)],
            views: [V("v")],
            constraints: [S.c("v", .left, .equal, "superview", plus: 10), S.c("v", .right, .equal, "superview", plus: -10),
                          S.c("v", .top, 0), S.c("v", .height, 1)])
        let results = LayoutPass.runTraced(layout, options: LayoutPass.Options(canvasNames: ["b"]))
        #expect(results.map(\.layout.canvas.name) == ["b"])
        #expect(results.map(\.path) == [.fresh])
        if let b = results.first?.layout { S.expectFrame(b, "v", 10, 0, 180, 1) }
    }
}

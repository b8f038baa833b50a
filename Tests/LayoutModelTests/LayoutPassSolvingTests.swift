import Testing
@testable import LayoutModel
import LayoutSolver

/// Solving: intrinsic sizes, priorities, broken constraints, ambiguity and the
/// re-solve of further canvases.
@Suite struct LayoutPassSolvingTests {
    typealias S = LayoutPassSupport
    typealias V = LayoutPassSupport.ViewSpec

    /// A label with intrinsic width 120 at x = 0 whose right edge may go up to
    /// 200 (root 400 wide, right <= root.right − 200), with a preference to be
    /// 200 wide at `fill` and the given hugging priority.
    private func intrinsicLabel(fill: Priority, hugging: Priority = .low, extra: [LayoutConstraint] = []) -> CanvasLayout? {
        let layout = S.layout(
            canvases: [Canvas(name: "c", width: 400, height: 100)],
            views: [V("label", [.intrinsicWidth(120), .intrinsicHeight(20), .hugging(hugging, nil)])],
            constraints: [S.c("label", .left, .equal, "superview"), S.c("label", .top, .equal, "superview"),
                          S.c("label", .right, .lessThanOrEqual, "superview", plus: -200),
                          S.c("label", .width, 200, at: fill)] + extra)
        return LayoutPass.run(layout).first
    }

    @Test func huggingAtTheDefault250BeatsAFillPreferenceAt200() {
        // Levels are strict: at 250 hugging (width <= 120) wants w <= 120; only then
        // does 200 minimise |w − 200|, so w = 120. Compression (w >= 120 @750) holds.
        guard let c = intrinsicLabel(fill: Priority(200) ?? .low) else { Issue.record("no canvas"); return }
        S.expectFrame(c, "label", 0, 0, 120, 20)
        #expect(c.ambiguous.isEmpty)
    }

    @Test func aFillPreferenceAboveHuggingStretchesTheLabelToWhatTheEdgesAllow() {
        // fill @300 is decided before hugging @250: w = 200 (the required right
        // edge allows 200); hugging is then violated by 80.
        guard let c = intrinsicLabel(fill: Priority(300) ?? .low) else { Issue.record("no canvas"); return }
        S.expectFrame(c, "label", 0, 0, 200, 20)
    }

    @Test func aRaisedHuggingPriorityBeatsAFillPreferenceBelowIt() {
        // hugging 300 vs fill 280: hugging first → 120. With fill 320 instead: 200.
        let hugging = Priority(300) ?? .low
        if let c = intrinsicLabel(fill: Priority(280) ?? .low, hugging: hugging) { S.expectFrame(c, "label", 0, 0, 120, 20) }
        if let c = intrinsicLabel(fill: Priority(320) ?? .low, hugging: hugging) { S.expectFrame(c, "label", 0, 0, 200, 20) }
    }

    @Test func compressionResistanceBeatsACapBelowItButNotAboveIt() {
        // width <= 80 @500: compression (w >= 120 @750) comes first → w = 120
        // (the fill @200 and hugging @250 then agree on 120).
        // width <= 80 @800: the cap comes first → w = 80 (compression violated by 40).
        let low = intrinsicLabel(fill: Priority(200) ?? .low, extra: [S.c("label", .width, .lessThanOrEqual, 80, at: .medium)])
        if let low { S.expectFrame(low, "label", 0, 0, 120, 20) }
        let high = intrinsicLabel(fill: Priority(200) ?? .low,
                                  extra: [S.c("label", .width, .lessThanOrEqual, 80, at: Priority(800) ?? .required)])
        if let high { S.expectFrame(high, "label", 0, 0, 80, 20) }
    }

    @Test func aFillPreferenceAtTheHuggingPriorityTiesAndLeavesTheWidthFree() {
        // At 250: max(0, w − 120) + |w − 200| = 80 for every w in 120…200: a tie,
        // so the width is ambiguous (and within those bounds); x, y and height are fixed.
        guard let c = intrinsicLabel(fill: .low) else { Issue.record("no canvas"); return }
        #expect(c.ambiguous == [AmbiguousView(view: "label", free: ["width"])])
        let width = S.frame("label", in: c).width
        #expect(width >= 120 - 1e-6 && width <= 200 + 1e-6, "\(width)")
    }

    @Test func unsatisfiableRequiredWidthsBreakTheLaterOne() {
        // a.width == 100 then a.width == 200: the second contradicts the first and is
        // left out; the set is {first, second}, the broken one last; a is 100 wide.
        // Its x, y and height are constrained by nothing: all free.
        let first = S.c("a", .width, 100), second = S.c("a", .width, 200)
        let layout = S.layout(views: [V("a")], constraints: [first, second])
        guard let c = LayoutPass.run(layout).first else { Issue.record("no canvas"); return }
        #expect(c.broken == [second])
        #expect(c.unsatisfiable == [[first, second]])
        #expect(abs(S.frame("a", in: c).width - 100) < 1e-6)
        #expect(S.free("a", in: c) == ["x", "y", "height"])
    }

    @Test func aBrokenConstraintLeavesNoTrace() {
        // width >= 100, width == 50 (required: broken), width == 150 @500 → 150.
        // Had the broken one stayed in part (kiwi#52), the answer would be 100.
        let atLeast = S.c("a", .width, .greaterThanOrEqual, 100), exactly = S.c("a", .width, 50)
        let layout = S.layout(views: [V("a")], constraints: [
            S.c("a", .left, 0), S.c("a", .top, 0), S.c("a", .height, 10),
            atLeast, exactly, S.c("a", .width, 150, at: .medium),
        ])
        guard let c = LayoutPass.run(layout).first else { Issue.record("no canvas"); return }
        #expect(c.broken == [exactly])
        #expect(c.unsatisfiable == [[atLeast, exactly]])
        S.expectFrame(c, "a", 0, 0, 150, 10)
        #expect(c.ambiguous.isEmpty)
    }

    @Test func aRequiredIntrinsicSizeAppearsInTheConflictingSet() {
        // Compression resistance 1000 makes `width >= 100` required; the stored
        // `width == 50` comes after the intrinsic sizes and is the one broken.
        let pinned = S.c("a", .width, 50)
        let layout = S.layout(
            views: [V("a", [.intrinsicWidth(100), .compression(.required, nil)])],
            constraints: [S.c("a", .left, 0), S.c("a", .top, 0), S.c("a", .height, 10), pinned])
        guard let c = LayoutPass.run(layout).first else { Issue.record("no canvas"); return }
        let intrinsic = LayoutConstraint(item: "a", attribute: .width, relation: .greaterThanOrEqual, constant: 100)
        #expect(c.broken == [pinned])
        #expect(c.unsatisfiable == [[intrinsic, pinned]])
        S.expectFrame(c, "a", 0, 0, 100, 10)
    }

    /// a: left == root.left, width == 500, right <= root.right, top 0, height 10:
    /// satisfiable on a canvas at least 500 wide only.
    private func wideViewLayout(_ canvases: [Canvas]) -> (Layout, [LayoutConstraint]) {
        let constraints = [S.c("a", .left, .equal, "superview"), S.c("a", .width, 500),
                           S.c("a", .right, .lessThanOrEqual, "superview"), S.c("a", .top, 0), S.c("a", .height, 10)]
        let layout = S.layout(canvases: canvases, views: [V("a")], constraints: constraints)
        return (layout, layout.constraints.map(\.constraint))   // as stored: `superview` resolved to `root`
    }

    @Test func whichConstraintsBreakDependsOnTheCanvasSize() {
        // On 375 the three constraints and the canvas width conflict: right <= 375
        // is the last of them in document order and breaks; the set, irreducible,
        // includes the canvas width as `root.width == 375`. a stays 500 wide at x 0.
        // On 820 nothing breaks. Whatever the order of the canvases, each gets the
        // same answer (narrow first: its breaks force a fresh solve of the wide one;
        // wide first: the narrow size is refused by the re-solve → fresh solve;
        // a third canvas then re-solves the wide solver, still valid after the refusal).
        let narrow = Canvas(name: "narrow", width: 375, height: 812)
        let wide = Canvas(name: "wide", width: 820, height: 1180)
        let wider = Canvas(name: "wider", width: 1024, height: 768)
        let rootWidth = LayoutConstraint(item: "root", attribute: .width, constant: 375)
        for (order, paths) in [([narrow, wide, wider], [CanvasSolvePath.fresh, .fresh, .reSolved]),
                               ([wide, narrow, wider], [.fresh, .fresh, .reSolved])] {
            let (layout, k) = wideViewLayout(order)
            let traced = LayoutPass.runTraced(layout, options: LayoutPass.Options())
            #expect(traced.map(\.path) == paths, "\(order.map(\.name))")
            for (result, _) in traced {
                S.expectFrame(result, "a", 0, 0, 500, 10)
                #expect(result.ambiguous.isEmpty)
                if result.canvas == narrow {
                    #expect(result.broken == [k[2]])
                    #expect(result.unsatisfiable == [[rootWidth, k[0], k[1], k[2]]])
                } else {
                    #expect(result.broken.isEmpty && result.unsatisfiable.isEmpty, "\(result.canvas.name)")
                }
            }
        }
    }

    @Test func aViewWithOnlyASizeHasAFreePosition() {
        // width and height only: nothing fixes x or y.
        let layout = S.layout(views: [V("a")], constraints: S.size("a", 10, 10))
        guard let c = LayoutPass.run(layout).first else { Issue.record("no canvas"); return }
        #expect(c.ambiguous == [AmbiguousView(view: "a", free: ["x", "y"])])
    }

    @Test func aPinnedViewIsNotAmbiguousAndAnUnconstrainedOneIsFreeEverywhere() {
        // a pinned on all four values; b has no constraint at all; c is 10…20 wide
        // (an interval, not a point) and pinned otherwise.
        let layout = S.layout(views: [V("a"), V("b"), V("c")], constraints: [
            S.c("a", .left, .equal, "superview", plus: 1), S.c("a", .top, .equal, "superview", plus: 2),
        ] + S.size("a", 3, 4) + [
            S.c("c", .left, 0), S.c("c", .top, 0), S.c("c", .height, 5),
            S.c("c", .width, .greaterThanOrEqual, 10), S.c("c", .width, .lessThanOrEqual, 20),
        ])
        guard let c = LayoutPass.run(layout).first else { Issue.record("no canvas"); return }
        #expect(c.ambiguous == [AmbiguousView(view: "b", free: ["x", "y", "width", "height"]),
                                AmbiguousView(view: "c", free: ["width"])])
        S.expectFrame(c, "a", 1, 2, 3, 4)
    }

    @Test func aChildPinnedInsideAnAmbiguousParentIsNotAmbiguous() {
        // p has a size only: its position is free. child is pinned 10 inside p with a
        // size: its frame in p's space is (10, 10, 20, 20) whatever p does, so only p
        // is reported (ambiguity is judged in parent space, where frames are printed).
        // sibling is pinned to p's right edge: p's and sibling's positions move
        // together in root space, so sibling's x and y are free too.
        let layout = S.layout(
            views: [V("p"), V("child", in: "p"), V("sibling")],
            constraints: S.size("p", 100, 100) + [
                S.c("child", .left, .equal, "superview", plus: 10), S.c("child", .top, .equal, "superview", plus: 10),
            ] + S.size("child", 20, 20) + [
                S.c("sibling", .left, .equal, "p", .right), S.c("sibling", .top, .equal, "p"),
            ] + S.size("sibling", 5, 5))
        guard let c = LayoutPass.run(layout).first else { Issue.record("no canvas"); return }
        #expect(c.ambiguous == [AmbiguousView(view: "p", free: ["x", "y"]),
                                AmbiguousView(view: "sibling", free: ["x", "y"])])
        S.expectFrame(c, "child", 10, 10, 20, 20)
    }

    @Test func laterCanvasesAreReSolvedAndAgreeWithAFreshSolve() {
        // a: left 16, right == root.right − 16 @750, width <= 300 (required), top 20, height 44.
        // b: centerX == root.centerX × 0.5, top == a.bottom + 8, width == root.width × 0.25, height 10.
        // c in a: trailing == a.trailing − 4, width 20, centerY == a.centerY, height 10.
        //   320: a width min(300, 320 − 32) = 288; b width 80, centre 80 → x 40; c.x = 288 − 24 = 264.
        //   375: 343 > 300 → a width 300 (its right preference gives); b width 93.75,
        //        centre 93.75 → x 46.875; c.x = 276.
        //   820: a 300; b width 205, centre 205 → x 102.5; c.x = 276.
        // b.y = 20 + 44 + 8 = 72; c.y = 22 − 5 = 17. Both orders cross the width cap's breakpoint.
        let constraints: [LayoutConstraint] = [
            S.c("a", .left, .equal, "superview", plus: 16), S.c("a", .right, .equal, "superview", plus: -16, at: .high),
            S.c("a", .width, .lessThanOrEqual, 300), S.c("a", .top, .equal, "superview", plus: 20), S.c("a", .height, 44),
            S.c("b", .centerX, .equal, "superview", times: 0.5), S.c("b", .top, .equal, "a", .bottom, plus: 8),
            S.c("b", .width, .equal, "superview", times: 0.25), S.c("b", .height, 10),
            S.c("c", .trailing, .equal, "a", plus: -4), S.c("c", .width, 20), S.c("c", .centerY, .equal, "a"),
            S.c("c", .height, 10),
        ]
        let small = Canvas(name: "small", width: 320, height: 568)
        let phone = Canvas(name: "phone", width: 375, height: 667)
        let tablet = Canvas(name: "tablet", width: 820, height: 1180)
        let expected: [String: [(String, Frame)]] = [
            "small": [("a", Frame(x: 16, y: 20, width: 288, height: 44)), ("b", Frame(x: 40, y: 72, width: 80, height: 10)),
                      ("c", Frame(x: 264, y: 17, width: 20, height: 10))],
            "phone": [("a", Frame(x: 16, y: 20, width: 300, height: 44)),
                      ("b", Frame(x: 46.875, y: 72, width: 93.75, height: 10)),
                      ("c", Frame(x: 276, y: 17, width: 20, height: 10))],
            "tablet": [("a", Frame(x: 16, y: 20, width: 300, height: 44)),
                       ("b", Frame(x: 102.5, y: 72, width: 205, height: 10)),
                       ("c", Frame(x: 276, y: 17, width: 20, height: 10))],
        ]
        let views = [V("a"), V("b"), V("c", in: "a")]
        for order in [[small, phone, tablet], [tablet, small, phone]] {
            let layout = S.layout(canvases: order, views: views, constraints: constraints)
            let traced = LayoutPass.runTraced(layout, options: LayoutPass.Options())
            #expect(traced.map(\.path) == [.fresh, .reSolved, .reSolved])
            for (result, _) in traced {
                for (view, frame) in expected[result.canvas.name] ?? [] {
                    S.expectFrame(result, view, frame.x, frame.y, frame.width, frame.height)
                }
                #expect(result.ambiguous.isEmpty && result.broken.isEmpty)
                let alone = LayoutPass.run(S.layout(canvases: [result.canvas], views: views, constraints: constraints))
                #expect(alone.count == 1)
                for (view, frame) in alone.first?.frames ?? [] {
                    #expect(S.frame(view, in: result).isSame(as: frame), "\(view) on \(result.canvas.name)")
                }
            }
        }
    }

    @Test func eachDirectionKeepsItsOwnSolverForReSolves() {
        // leading == root.leading + 10, 50 wide: x = 10 under ltr, W − 60 under rtl.
        // Canvases ltr 300, rtl 300, ltr 400, rtl 400: the first of each direction is
        // fresh, the second a re-solve of that direction's solver.
        let layout = S.layout(
            canvases: [Canvas(name: "l1", width: 300, height: 50), Canvas(name: "r1", width: 300, height: 50, direction: .rtl),
                       Canvas(name: "l2", width: 400, height: 50), Canvas(name: "r2", width: 400, height: 50, direction: .rtl)],
            views: [V("a")],
            constraints: [S.c("a", .leading, .equal, "superview", plus: 10), S.c("a", .top, 0)] + S.size("a", 50, 20))
        let traced = LayoutPass.runTraced(layout, options: LayoutPass.Options())
        #expect(traced.map(\.path) == [.fresh, .fresh, .reSolved, .reSolved])
        let xs = traced.map { S.frame("a", in: $0.layout).x }
        #expect(xs.count == 4)
        for (x, expected) in zip(xs, [10.0, 240, 10, 340]) { #expect(abs(x - expected) < 1e-6, "\(xs)") }
    }

    @Test func keepingTheSolversGivesTheSameFramesAndReleasingThemTwiceIsHarmless() {
        // a: left 10 (leading under rtl: x = W − 10 − 50), top 0, 50 × 20, on a
        // 300 and a 400 ltr canvas and a 300 rtl one: x = 10, 10, 240.
        let layout = S.layout(
            canvases: [Canvas(name: "l1", width: 300, height: 50), Canvas(name: "l2", width: 400, height: 50),
                       Canvas(name: "r1", width: 300, height: 50, direction: .rtl)],
            views: [V("a")],
            constraints: [S.c("a", .leading, .equal, "superview", plus: 10), S.c("a", .top, 0)] + S.size("a", 50, 20))
        let (canvases, solvers) = LayoutPass.runKeepingSolvers(layout, options: LayoutPass.Options())
        let xs = canvases.map { S.frame("a", in: $0).x }
        #expect(xs.count == 3)
        for (x, expected) in zip(xs, [10.0, 10, 240]) { #expect(abs(x - expected) < 1e-6, "\(xs)") }
        #expect(canvases.map(\.wasReSolved) == LayoutPass.run(layout).map(\.wasReSolved))
        solvers.release()
        solvers.release()
    }

    @Test func aThousandViewGridIsSolvedOnceAndReSolvedOnTwoMoreCanvases() {
        // 100 rows (each pinned left/right to the root, 40 high, 4 below the previous
        // one: row r at y = 44r), each with 9 cells: 8 apart and 8 from the row's
        // edges, all as wide as the first, as high as the row. Cell width is
        // (W − 10 × 8) / 9 and cell i sits at x = 8 + i (w + 8), y = 0 in its row.
        var views: [V] = []
        var constraints: [LayoutConstraint] = []
        for r in 0..<100 {
            let row = "row\(r)"
            views.append(V(row))
            constraints += [S.c(row, .left, .equal, "superview"), S.c(row, .right, .equal, "superview"), S.c(row, .height, 40)]
            constraints.append(r == 0 ? S.c(row, .top, .equal, "superview")
                                      : S.c(row, .top, .equal, "row\(r - 1)", .bottom, plus: 4))
            for i in 0..<9 {
                let cell = "cell\(r)_\(i)"
                views.append(V(cell, in: row))
                constraints.append(i == 0 ? S.c(cell, .leading, .equal, row, plus: 8)
                                          : S.c(cell, .leading, .equal, "cell\(r)_\(i - 1)", .trailing, plus: 8))
                if i > 0 { constraints.append(S.c(cell, .width, .equal, "cell\(r)_0")) }
                if i == 8 { constraints.append(S.c(cell, .trailing, .equal, row, plus: -8)) }
                constraints += [S.c(cell, .top, .equal, row), S.c(cell, .bottom, .equal, row)]
            }
        }
        let canvases = [Canvas(name: "phone", width: 375, height: 812), Canvas(name: "plus", width: 414, height: 896),
                        Canvas(name: "tablet", width: 820, height: 1180)]
        let layout = S.layout(canvases: canvases, views: views, constraints: constraints)
        #expect(layout.views.count == 1000)
        let options = LayoutPass.Options(checksSolverInvariants: false)
        let traced = LayoutPass.runTraced(layout, options: options)
        #expect(traced.map(\.path) == [.fresh, .reSolved, .reSolved])
        for (result, _) in traced {
            let width = result.canvas.width
            let w = (width - 80) / 9
            var wrong = 0
            for r in 0..<100 {
                if !S.frame("row\(r)", in: result).isSame(as: Frame(x: 0, y: 44 * Double(r), width: width, height: 40)) {
                    wrong += 1
                }
                for i in 0..<9 where !S.frame("cell\(r)_\(i)", in: result)
                    .isSame(as: Frame(x: 8 + Double(i) * (w + 8), y: 0, width: w, height: 40)) {
                    wrong += 1
                }
            }
            #expect(wrong == 0, "\(result.canvas.name)")
            #expect(result.ambiguous.isEmpty && result.broken.isEmpty)
        }
    }
}

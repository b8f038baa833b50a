import Testing
@testable import LayoutModel

/// rtl mirroring between views that are not each other's space: siblings and
/// cousins, whose common ancestor is a third view, with unequal left and
/// right margins (equal margins would hide which one is taken).
@Suite struct LayoutPassRTLSiblingTests {
    typealias S = LayoutPassSupport
    typealias V = LayoutPassSupport.ViewSpec

    /// Canvases "ltr" and "rtl", both 400x100. Views (root's children unless said):
    /// a: margins left 10, right 30 (or `aMargins`); b: margins left 4, right 12; c; p (holding e);
    /// e: margins left 6, right 2.
    static func layout(aMargins: Insets = Insets(top: 0, left: 10, bottom: 0, right: 30)) -> Layout {
        S.layout(
            canvases: [Canvas(name: "ltr", width: 400, height: 100),
                       Canvas(name: "rtl", width: 400, height: 100, direction: .rtl)],
            views: [V("a", [.margins(aMargins)]),
                    V("b", [.margins(Insets(top: 0, left: 4, bottom: 0, right: 12))]),
                    V("c"), V("p"),
                    V("e", in: "p", [.margins(Insets(top: 0, left: 6, bottom: 0, right: 2))])],
            constraints: [
                S.c("a", .leading, .equal, "superview", plus: 20), S.c("a", .top, .equal, "superview"),
                S.c("b", .leadingMargin, .equal, "a", .trailingMargin, plus: 40), S.c("b", .top, .equal, "superview"),
                S.c("c", .trailing, .equal, "a", .leadingMargin), S.c("c", .top, .equal, "superview", plus: 20),
                S.c("p", .left, .equal, "superview"), S.c("p", .top, .equal, "superview", plus: 40),
                S.c("e", .leadingMargin, .equal, "a", .leading), S.c("e", .top, .equal, "superview"),
            ] + S.size("a", 100, 10) + S.size("b", 50, 10) + S.size("c", 20, 10) + S.size("p", 400, 50)
                + S.size("e", 30, 10))
    }

    @Test func aSiblingsMarginsAreTakenFromTheLeadingAndTrailingSides() {
        // By hand. ltr: leading = left, leadingMargin = leftMargin, trailingMargin = rightMargin.
        //   a.x = 20.
        //   b.leftMargin = a.rightMargin + 40: b.x + 4 = (20 + 100 − 30) + 40 = 130 → b.x = 126.
        //   c.right = a.leftMargin: c.x + 20 = 20 + 10 = 30 → c.x = 10.
        //   e (in p at x 0): e.leftMargin = a.left: 0 + e.x + 6 = 20 → e.x = 14.
        // rtl, W = 400: leading = W − right, leadingMargin = W − rightMargin (the margin on
        // the right), trailingMargin = W − leftMargin, trailing = W − left.
        //   a: 400 − (a.x + 100) = 20 → a.x = 280.
        //   b: W − (b.x + 50 − 12) = W − (280 + 10) + 40 → b.x + 38 = 250 → b.x = 212.
        //   c: W − c.x = W − (280 + 100 − 30) → c.x = 350.
        //   e: W − (0 + e.x + 30 − 2) = W − (280 + 100) → e.x + 28 = 380 → e.x = 352.
        // Taking the left margin for an rtl leadingMargin would give b.x = 204, c.x = 370, e.x = 356.
        let results = LayoutPass.run(Self.layout())
        guard results.count == 2 else { Issue.record("expected two canvases"); return }
        let (ltr, rtl) = (results[0], results[1])
        S.expectFrame(ltr, "a", 20, 0, 100, 10)
        S.expectFrame(ltr, "b", 126, 0, 50, 10)
        S.expectFrame(ltr, "c", 10, 20, 20, 10)
        S.expectFrame(ltr, "e", 14, 0, 30, 10)
        S.expectFrame(rtl, "a", 280, 0, 100, 10)
        S.expectFrame(rtl, "b", 212, 0, 50, 10)
        S.expectFrame(rtl, "c", 350, 20, 20, 10)
        S.expectFrame(rtl, "e", 352, 0, 30, 10)
        for result in results {
            S.expectFrame(result, "p", 0, 40, 400, 50)
            #expect(result.ambiguous.isEmpty && result.unsatisfiable.isEmpty, "\(result.canvas.name)")
        }
    }

    @Test func swappingASiblingsMarginsMovesItsRTLNeighbourByTheDifference() {
        // With a's margins swapped (left 30, right 10), under rtl a's leadingMargin is
        // W − (280 + 100 − 10) = 30 from the right: c.x = 400 − 30 = 370; its
        // trailingMargin W − (280 + 30) = 90: b.x + 38 = 400 − 90 − 40 = 270 → b.x = 232.
        // (Each moves by 20, the difference of the two margins.)
        let layout = Self.layout(aMargins: Insets(top: 0, left: 30, bottom: 0, right: 10))
        guard let rtl = LayoutPass.run(layout).last, rtl.canvas.name == "rtl" else { Issue.record("no rtl canvas"); return }
        S.expectFrame(rtl, "a", 280, 0, 100, 10)
        S.expectFrame(rtl, "b", 232, 0, 50, 10)
        S.expectFrame(rtl, "c", 370, 20, 20, 10)
    }
}

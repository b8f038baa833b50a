import Testing
import LayoutModel

/// Masonry's `mas_distributeViewsAlongAxis:…` (NSArray+MASAdditions.m). The
/// expected constraints are Masonry's `mas_makeConstraints` blocks written out
/// by hand, view by view (with `superview` still unresolved); the
/// fixed-spacing case is also parsed from a `distribute` statement in
/// ParserConformanceTests.
@Suite struct DistributionTests {
    static let place = SourceLocation(file: "tabs.layout", line: 7, column: 1)

    func lines(_ views: [String], _ axis: Axis, _ mode: Distribution.Mode, lead: Double, tail: Double) -> [String] {
        Distribution.constraints(views: views, axis: axis, mode: mode, lead: lead, tail: tail, at: Self.place)
            .map(OneLine.format)
    }

    @Test func fixedSpacingPinsTheEndsAndChainsEqualWidths() {
        #expect(lines(["v1", "v2", "v3"], .horizontal, .spacing(10), lead: 5, tail: 5) == [
            "v1.left == superview.left + 5",
            "v2.width == v1.width",
            "v2.left == v1.right + 10",
            "v3.width == v2.width",
            "v3.left == v2.right + 10",
            "v3.right == superview.right - 5",
        ])
    }

    @Test func fixedSpacingVerticallyUsesTopHeightAndBottom() {
        #expect(lines(["a", "b"], .vertical, .spacing(4), lead: 0, tail: 12) == [
            "a.top == superview.top",
            "b.height == a.height",
            "b.top == a.bottom + 4",
            "b.bottom == superview.bottom - 12",
        ])
    }

    /// Fixed length, n = 3, superview width W, length L, lead a, tail b.
    /// Masonry: v0.left = a, v2.right = W − b, and for the middle view i = 1,
    /// k = i/(n−1) = 1/2, offset = (1 − 1/2)(L + a) − 1·b/2 = (L + a − b)/2, so
    /// v1.right = W/2 + (L + a − b)/2 and v1.left = v1.right − L = (W − L + a − b)/2.
    /// Gap 1 = v1.left − v0.right = (W − L + a − b)/2 − (a + L) = (W − 3L − a − b)/2.
    /// Gap 2 = v2.left − v1.right = (W − b − L) − (W + L + a − b)/2 = (W − 3L − a − b)/2.
    /// The gaps are equal. With L = 40, a = 10, b = 20: offset = 25 − 10 = 15.
    @Test func fixedLengthGivesTheMiddleViewAFractionOfTheSuperviewsRight() {
        #expect(lines(["v0", "v1", "v2"], .horizontal, .length(40), lead: 10, tail: 20) == [
            "v0.width == 40",
            "v0.left == superview.left + 10",
            "v1.width == 40",
            "v1.right == superview.right * 0.5 + 15",
            "v2.width == 40",
            "v2.right == superview.right - 20",
        ])
    }

    /// n = 5, L = 30, lead 6, tail 8: k = i/4; offset = (1 − k)·36 − i·8/4.
    /// i = 1: 27 − 2 = 25; i = 2: 18 − 4 = 14; i = 3: 9 − 6 = 3.
    @Test func fixedLengthVerticallyUsesHeightTopAndBottom() {
        #expect(lines(["a", "b", "c", "d", "e"], .vertical, .length(30), lead: 6, tail: 8) == [
            "a.height == 30",
            "a.top == superview.top + 6",
            "b.height == 30",
            "b.bottom == superview.bottom * 0.25 + 25",
            "c.height == 30",
            "c.bottom == superview.bottom * 0.5 + 14",
            "d.height == 30",
            "d.bottom == superview.bottom * 0.75 + 3",
            "e.height == 30",
            "e.bottom == superview.bottom - 8",
        ])
    }

    /// The property behind Masonry's formula, for several n and W: placing each
    /// view from its constraints (the superview's own right is W) gives equal gaps
    /// and the ends at lead and W − tail.
    @Test func fixedLengthGapsAreEqualForAnyCountAndWidth() {
        for n in 2...7 {
            for width in [200.0, 375, 1024] {
                let (length, lead, tail) = (17.0, 3.0, 11.0)
                let views = (0..<n).map { "v\($0)" }
                let made = Distribution.constraints(views: views, axis: .horizontal, mode: .length(length),
                                                    lead: lead, tail: tail, at: nil)
                #expect(made.count == 2 * n)
                var lefts: [Double] = []
                for view in views {
                    let own = made.filter { $0.item == view && $0.attribute != .width }
                    guard let edge = own.first, own.count == 1 else {
                        Issue.record("\(view) should have exactly one edge constraint: \(own)")
                        continue
                    }
                    let superEdge = edge.attribute == .left ? 0 : width
                    let value = edge.multiplier * superEdge + edge.constant
                    lefts.append(edge.attribute == .left ? value : value - length)
                }
                guard lefts.count == n else { continue }
                let gaps = zip(lefts.dropFirst(), lefts).map { $0 - $1 - length }
                let expectedGap = (width - lead - tail - Double(n) * length) / Double(n - 1)
                #expect(abs(lefts[0] - lead) < 1e-9)
                #expect(abs(lefts[n - 1] + length - (width - tail)) < 1e-9)
                #expect(gaps.allSatisfy { abs($0 - expectedGap) < 1e-9 }, "n=\(n) W=\(width): \(gaps)")
            }
        }
    }

    @Test func anEmptyListMakesNothing() {
        #expect(lines([], .horizontal, .spacing(10), lead: 5, tail: 5) == [])
        #expect(lines([], .vertical, .length(10), lead: 5, tail: 5) == [])
    }

    @Test func aSingleViewIsBothFirstAndLast() {
        #expect(lines(["a"], .horizontal, .spacing(10), lead: 5, tail: 7) == [
            "a.left == superview.left + 5",
            "a.right == superview.right - 7",
        ])
        #expect(lines(["a"], .vertical, .length(10), lead: 5, tail: 7) == [
            "a.height == 10",
            "a.top == superview.top + 5",
            "a.bottom == superview.bottom - 7",
        ])
    }

    @Test func everyConstraintIsRequiredAndCarriesTheStatementsPlace() {
        for mode in [Distribution.Mode.spacing(2), .length(9)] {
            let made = Distribution.constraints(views: ["a", "b", "c"], axis: .horizontal, mode: mode,
                                                lead: 1, tail: 1, at: Self.place)
            #expect(!made.isEmpty)
            #expect(made.allSatisfy { $0.location == Self.place && $0.priority == .required && $0.validationError() == nil })
            #expect(made.allSatisfy { $0.item != View.superviewName })
        }
    }
}

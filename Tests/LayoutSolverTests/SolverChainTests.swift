import Testing
@testable import LayoutSolver

/// Chains of required equalities: views stacked one below the other,
/// `top[k] == top[k-1] + height[k-1] + 8`, as deep as they are long.
///
/// Every view has `height >= 30` (required) and `height == 44` (high), so
/// each height is 44 and, with `top[0] == 8`, `top[k] = 8 + 52 k` (derived by
/// hand: k heights of 44 and k gaps of 8 above the view).
@Suite struct SolverChainTests {
    static let depth = 100

    struct Stack {
        var tops: [Variable] = []
        var heights: [Variable] = []
        /// `links[k]`: `top[k] == top[k-1] + height[k-1] + 8` (`links[0]` is `top[0] == 8`).
        var links: [Constraint] = []
        var heightConstraints: [Constraint] = []

        init(depth: Int) {
            for k in 0..<depth {
                tops.append(Variable("v\(k).top"))
                heights.append(Variable("v\(k).height"))
            }
            links.append(tops[0] == 8)
            for k in 1..<depth { links.append(tops[k] == tops[k - 1] + heights[k - 1] + 8) }
            for k in 0..<depth {
                heightConstraints.append(heights[k] >= 30)
                heightConstraints.append((heights[k] == 44).withPriority(.high))
            }
        }
    }

    func approx(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 }

    /// The cells of every row of the tableau.
    func cellCount(_ s: Solver) -> Int {
        let t = s.state.tableau
        return t.rows.indices.reduce(0) { $0 + (t.rowAlive[$1] ? t.rows[$1].cells.count : 0) }
    }

    func expectStacked(_ s: Solver, _ stack: Stack, top0: Double = 8) {
        let tops = s.values(of: stack.tops), heights = s.values(of: stack.heights)
        #expect(tops.indices.allSatisfy { approx(tops[$0], top0 + 52 * Double($0)) })
        #expect(heights.allSatisfy { approx($0, 44) })
    }

    @Test func aChainAddedFromTheTopStaysSparse() throws {
        let s = Solver()
        let stack = Stack(depth: Self.depth)
        for k in 0..<Self.depth {
            try s.add(stack.links[k])
            try s.add(stack.heightConstraints[2 * k])
            try s.add(stack.heightConstraints[2 * k + 1])
        }
        expectStacked(s, stack)
        // In solved form the row of top[k] would hold a symbol of each of the
        // k heights above it (each height is basic, written in its own error
        // or slack symbols), at least 100 × 99 / 2 = 4 950 cells in all.
        // Each view's own constraints need only a handful: at most 10 a view.
        #expect(cellCount(s) <= 10 * Self.depth)
        #expect(s.ambiguousVariables().isEmpty)
    }

    @Test func aChainAddedFromTheBottomStaysSparse() throws {
        // The links from the last to the first, the heights after them and
        // top[0] last: every top is a free parameter until the end.
        let s = Solver()
        let stack = Stack(depth: Self.depth)
        for link in stack.links.dropFirst().reversed() { try s.add(link) }
        for c in stack.heightConstraints { try s.add(c) }
        #expect(s.isAmbiguous(stack.tops[Self.depth - 1]))
        try s.add(stack.links[0])
        expectStacked(s, stack)
        #expect(cellCount(s) <= 10 * Self.depth)  // as above
        #expect(s.ambiguousVariables().isEmpty)
    }

    @Test func aBrokenLinkLeavesTheViewsBelowItFreeUntilItIsBack() throws {
        let s = Solver()
        let stack = Stack(depth: Self.depth)
        try s.addEditVariable(stack.tops[0], priority: .required)
        for link in stack.links.dropFirst() { try s.add(link) }
        for c in stack.heightConstraints { try s.add(c) }
        try s.suggestValue(stack.tops[0], 100)
        expectStacked(s, stack, top0: 100)

        // Without link 50, top[50] is constrained by nothing, and every top
        // below it is top[50] + 52 (k - 50): those 50 tops are ambiguous,
        // the tops above and every height are not.
        try s.remove(stack.links[50])
        let ambiguous = s.ambiguousVariables()
        #expect(ambiguous.count == 50)
        #expect(zip(ambiguous, stack.tops[50...]).allSatisfy { $0 === $1 })
        #expect(!s.isAmbiguous(stack.tops[49]) && !s.isAmbiguous(stack.heights[75]))
        let tops = s.values(of: stack.tops)
        #expect((51..<Self.depth).allSatisfy { approx(tops[$0], tops[50] + 52 * Double($0 - 50)) })

        // Back again, with a new value for the edit: top[k] = 20 + 52 k.
        try s.add(stack.links[50])
        try s.suggestValue(stack.tops[0], 20)
        expectStacked(s, stack, top0: 20)
        #expect(s.ambiguousVariables().isEmpty)
        #expect(cellCount(s) <= 10 * Self.depth)
    }

    @Test func aFreeSymbolThatCancelsThroughReferencesLeavesItsSumDetermined() throws {
        // a ≥ 0 alone: a can grow (ambiguous). b == 10 − a moves with it.
        // c == a + b = 10 whatever a is: determined, although its row refers
        // to both a and b.
        let s = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try s.add(a >= 0)
        try s.add(b == 10 - a)
        try s.add(c == a + b)
        #expect(approx(s.value(of: c), 10))
        let ambiguous = s.ambiguousVariables()
        #expect(ambiguous.count == 2 && ambiguous[0] === a && ambiguous[1] === b)
        #expect(!s.isAmbiguous(c))
    }
}

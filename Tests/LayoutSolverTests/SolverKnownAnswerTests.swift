import Testing
@testable import LayoutSolver

/// Expected values are derived by hand in each test's comment.
@Suite struct SolverKnownAnswerTests {
    func approx(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

    @Test func aRequiredEqualityFixesTheVariable() throws {
        // x == 10 leaves no choice: x = 10.
        let s = Solver()
        let x = Variable("x")
        try s.add(x == 10)
        #expect(approx(s.value(of: x), 10))
    }

    @Test func aViewPinnedInsideItsParentHasTheExpectedEdges() throws {
        // left = 8, width = 100 ⇒ right = left + width = 108.
        let s = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try s.add(left == 8)
        try s.add(width == 100)
        try s.add(right == left + width)
        #expect(approx(s.value(of: right), 108))
    }

    @Test func aHigherPriorityIsNeverTradedForAnyNumberOfLowerOnes() throws {
        // One x == 0 at 750 against 1001 copies of x == 100 at 500. A weighted
        // sum with weights 1e6 and 1e3 would prefer 100 (1001·1e3·100 > 1e6·100);
        // strict priorities keep the 750 constraint exact: x = 0.
        let s = Solver()
        s.checksInvariantsInDebugBuilds = false  // checked once below
        let x = Variable("x")
        try s.add((x == 0).withPriority(.high))
        for _ in 0...1000 { try s.add((x == 100).withPriority(.medium)) }
        #expect(approx(s.value(of: x), 0))
        #expect(s.checkInvariants().isEmpty)
    }

    @Test func withinOneLevelTheSumOfViolationsIsMinimised() throws {
        // |x−10| + |x−20| + |x−30| at one level is smallest at the median: x = 20
        // (sum 20); any other x adds |x − 20|.
        let s = Solver()
        let x = Variable("x")
        for target in [10.0, 20, 30] { try s.add((x == target).withPriority(.low)) }
        #expect(approx(s.value(of: x), 20))
        #expect(s.ambiguousVariables().isEmpty)
    }

    @Test func aRequiredCapBeatsAPreference() throws {
        // 44 ≤ w ≤ 60 required, w == 100 preferred at 750: the closest w is 60.
        let s = Solver()
        let w = Variable("w")
        try s.add(w >= 44)
        try s.add(w <= 60)
        try s.add((w == 100).withPriority(.high))
        #expect(approx(s.value(of: w), 60))
    }

    @Test func aLowerPreferenceDecidesWhatTheHigherOneLeavesOpen() throws {
        // h ≥ 30 required; h == 44 at 750; h == 0.5·w at 250 with w == 120 at 500.
        // Level 750 fixes h = 44, level 500 fixes w = 120, the aspect ratio (250)
        // is left violated by |44 − 60| = 16.
        let s = Solver()
        let h = Variable("h"), w = Variable("w")
        try s.add(h >= 30)
        try s.add((h == 44).withPriority(.high))
        try s.add((w == 120).withPriority(.medium))
        let aspect = (h == 0.5 * w).withPriority(.low)
        try s.add(aspect)
        #expect(approx(s.value(of: h), 44))
        #expect(approx(s.value(of: w), 120))
        #expect(approx(s.violation(of: aspect), 16))
    }

    @Test func anEditOfTheRootWidthResizesAPinnedChild() throws {
        // child.left = 8 and child.left + child.width = root − 8:
        // width = root − 16, i.e. 359 at 375 and 398 at 414.
        let s = Solver()
        let root = Variable("root"), left = Variable("left"), width = Variable("width")
        try s.addEditVariable(root, priority: .required)
        try s.add(left == 8)
        try s.add(left + width == root - 8)
        try s.suggestValue(root, 375)
        #expect(approx(s.value(of: width), 359))
        try s.suggestValue(root, 414)
        #expect(approx(s.value(of: width), 398))
        #expect(approx(s.value(of: root), 414))
    }

    @Test func anEditThatCrossesABreakpointAgreesWithAFreshSolve() throws {
        // w ≤ 200 required, w == root − 16 at 750.
        // root 375: 359 > 200, the cap binds: w = 200.
        // root 150: 134 ≤ 200, the preference holds: w = 134.
        // root 375 again: w = 200.
        let s = Solver()
        let root = Variable("root"), w = Variable("w")
        try s.addEditVariable(root, priority: .required)
        try s.add(w <= 200)
        try s.add((w == root - 16).withPriority(.high))
        for (canvas, expected) in [(375.0, 200.0), (150, 134), (375, 200), (100, 84)] {
            try s.suggestValue(root, canvas)
            #expect(approx(s.value(of: w), expected), "root \(canvas)")
        }
    }

    @Test func aRejectedConstraintLeavesTheSolverAsItWas() throws {
        // kiwi#52: w ≥ 10, then w ≤ 5 is refused; w == 30 at 250 must give 30
        // (a leftover of the refused row would cap w at 5).
        let s = Solver()
        let w = Variable("w")
        let atLeast = w >= 10
        try s.add(atLeast)
        let atMost = w <= 5
        #expect {
            try s.add(atMost)
        } throws: { error in
            guard case SolverError.unsatisfiable(let c, let conflicts) = error else { return false }
            return c === atMost && conflicts.count == 1 && conflicts[0] === atLeast
        }
        #expect(!s.contains(atMost))
        try s.add((w == 30).withPriority(.low))
        #expect(approx(s.value(of: w), 30))
    }

    @Test func aRepeatedRequiredEqualityIsRedundantNotAConflict() throws {
        // w == 50 twice is fine; removing either keeps w = 50. w == 60 conflicts with w == 50.
        let s = Solver()
        let w = Variable("w")
        let first = w == 50, second = w == 50
        try s.add(first)
        try s.add(second)
        #expect(approx(s.value(of: w), 50))
        let contradiction = w == 60
        #expect(throws: SolverError.self) { try s.add(contradiction) }
        try s.remove(first)
        try s.add((w == 70).withPriority(.low))
        #expect(approx(s.value(of: w), 50))
        try s.remove(second)
        #expect(approx(s.value(of: w), 70))
    }

    @Test func theConflictingSetIsIrreducibleAndLeavesBystandersOut() throws {
        // a = 0, b = a + 10, c = b + 10, d = c + 10 force d = 30; e = 5 is a bystander.
        // d == 25 conflicts with exactly the four chain constraints.
        let s = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d"), e = Variable("e")
        let chain = [a == 0, b == a + 10, c == b + 10, d == c + 10]
        try s.add(e == 5)
        for constraint in chain { try s.add(constraint) }
        try s.add(e <= d)
        do {
            try s.add(d == 25)
            Issue.record("d == 25 must be refused")
        } catch {
            guard case .unsatisfiable(_, let conflicts) = error else { Issue.record("\(error)"); return }
            #expect(conflicts.count == 4)
            for (got, want) in zip(conflicts, chain) { #expect(got === want) }
        }
        #expect(approx(s.value(of: d), 30))
    }

    @Test func inequalitiesConflictThroughASum() throws {
        // x ≥ 10, y ≥ 5 ⇒ x + y ≥ 15, so x + y ≤ 12 cannot hold; z ≥ 0 is unrelated.
        let s = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let cx = x >= 10, cy = y >= 5
        try s.add(z >= 0)
        try s.add(cx)
        try s.add(cy)
        do {
            try s.add(x + y <= 12)
            Issue.record("x + y <= 12 must be refused")
        } catch {
            guard case .unsatisfiable(_, let conflicts) = error else { Issue.record("\(error)"); return }
            #expect(conflicts.count == 2)
            #expect(conflicts.first === cx && conflicts.last === cy)
        }
    }

    @Test func aRequiredEditRefusesAValueTheRequiredConstraintsForbid() throws {
        // w ≤ 100 required: w cannot be 150; it keeps its previous value 80.
        let s = Solver()
        let w = Variable("w")
        let cap = w <= 100
        try s.add(cap)
        try s.addEditVariable(w, priority: .required)
        try s.suggestValue(w, 80)
        do {
            try s.suggestValue(w, 150)
            Issue.record("150 must be refused")
        } catch {
            guard case .unsatisfiableEdit(let v, let value, _, let conflicts) = error else { Issue.record("\(error)"); return }
            #expect(v === w && value == 150)
            #expect(conflicts.count == 1 && conflicts.first === cap)
        }
        #expect(approx(s.value(of: w), 80))
        try s.suggestValue(w, 90)
        #expect(approx(s.value(of: w), 90))
    }

    @Test func aNonRequiredEditYieldsToRequiredConstraints() throws {
        // w ≤ 100 required, edit at 750 suggests 150: w = 100.
        let s = Solver()
        let w = Variable("w")
        try s.add(w <= 100)
        try s.addEditVariable(w, priority: .high)
        try s.suggestValue(w, 150)
        #expect(approx(s.value(of: w), 100))
        try s.suggestValue(w, 40)
        #expect(approx(s.value(of: w), 40))
    }

    @Test func ambiguityNamesTheVariablesLeftFree() throws {
        // x + y = 10 leaves a line of solutions: both free. Fixing x = 3 fixes y = 7.
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        try s.add(x + y == 10)
        #expect(Set(s.ambiguousVariables()) == [x, y])
        try s.add(x == 3)
        #expect(s.ambiguousVariables().isEmpty)
        #expect(approx(s.value(of: y), 7))
    }

    @Test func aTieWithinOneLevelIsAmbiguous() throws {
        // w == 100 and w == 200 at the same level: every w in [100, 200] costs 100.
        let s = Solver()
        let w = Variable("w")
        try s.add((w == 100).withPriority(.low))
        try s.add((w == 200).withPriority(.low))
        #expect(s.ambiguousVariables() == [w])
        // A higher preference breaks the tie.
        try s.add((w == 150).withPriority(.medium))
        #expect(s.ambiguousVariables().isEmpty)
        #expect(approx(s.value(of: w), 150))
    }

    @Test func twoOpposedInequalitiesDetermineTheirVariable() throws {
        // w ≥ 10 and w ≤ 10 leave w = 10 only; the degenerate slack row pins it.
        let s = Solver()
        let w = Variable("w")
        try s.add(w >= 10)
        try s.add(w <= 10)
        #expect(approx(s.value(of: w), 10))
        #expect(s.ambiguousVariables().isEmpty)
    }

    @Test func anInequalityWithRoomIsAmbiguous() throws {
        // 10 ≤ w ≤ 20 with nothing preferring a value: w is free.
        let s = Solver()
        let w = Variable("w")
        try s.add(w >= 10)
        try s.add(w <= 20)
        #expect(s.ambiguousVariables() == [w])
    }

    @Test func aRequiredInequalityAddedAtItsBoundHoldsThroughEditsAndRemovals() throws {
        // w ≤ 60 and w == 100 at 750 give w = 60. Then w + x ≤ 80 with x = 20
        // (a required edit) is added exactly at its bound (60 + 20 = 80): its
        // row has a zero constant and its slack a positive coefficient. It
        // must still hold: without w ≤ 60 the bound is 80 − x = 60; with
        // x = 30 it is 50; without it w is free to reach its preferred 100.
        let s = Solver()
        let w = Variable("w"), x = Variable("x")
        let cap = w <= 60
        try s.add(cap)
        try s.add((w == 100).withPriority(.high))
        try s.addEditVariable(x, priority: .required)
        try s.suggestValue(x, 20)
        #expect(approx(s.value(of: w), 60))
        let sum = w + x <= 80
        try s.add(sum)
        #expect(approx(s.value(of: w), 60))
        try s.remove(cap)
        #expect(approx(s.value(of: w), 60))
        try s.suggestValue(x, 30)
        #expect(approx(s.value(of: w), 50))
        try s.remove(sum)
        #expect(approx(s.value(of: w), 100))
    }

    @Test func valuesOfSeveralVariablesComeInOrderWithZeroForAnUnknownOne() throws {
        // x == 10, y == x + 5: [x, never-seen, y] reads [10, 0, 15], as value(of:) one by one.
        let s = Solver()
        let x = Variable("x"), y = Variable("y"), unknown = Variable("unknown")
        try s.add(x == 10)
        try s.add(y == x + 5)
        let values = s.values(of: [x, unknown, y])
        #expect(values.count == 3)
        #expect(approx(values[0], 10) && values[1] == 0 && approx(values[2], 15))
    }

    @Test func removingEveryConstraintLeavesAnEmptyTableau() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        let constraints = [x >= 10, (x == 40).withPriority(.low), y == x + 5, (y <= 30).withPriority(.high)]
        for c in constraints { try s.add(c) }
        // y ≤ 30 at 750 beats x == 40 at 250: y = 30, x = 25.
        #expect(approx(s.value(of: x), 25))
        for c in constraints.reversed() { try s.remove(c) }
        #expect(s.state.tableau.rowAlive.allSatisfy { !$0 })
        #expect(s.constraints.isEmpty)
    }

    @Test func theExampleOfTheSolverDocumentWorksAsDocumented() throws {
        // docs/solver.md: left = 16, left + width ≤ root − 16, width ≤ 300,
        // width == 1000 at 500. At 375 the edge allows 343, the cap 300: 300.
        // At 320 the edge allows 288: 288.
        let solver = Solver()
        let root = Variable("root.width"), left = Variable("title.left"), width = Variable("title.width")
        try solver.addEditVariable(root, priority: .required)
        try solver.suggestValue(root, 375)
        try solver.add(left == 16)
        let right: LinearExpression = left + width
        #expect(right.description == "title.left + title.width")
        try solver.add(right <= root - 16)
        try solver.add(width <= 300)
        try solver.add((width == 1000).withPriority(.medium))
        #expect(approx(solver.value(of: width), 300))
        try solver.suggestValue(root, 320)
        #expect(approx(solver.value(of: width), 288))
    }
}

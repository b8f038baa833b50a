import Testing
@testable import LayoutSolver

/// A required row with no parameter solved for another constraint's slack
/// when that keeps every row feasible (docs/solver.md, "Operations"): the
/// case of sizes held at 0 or more by `w >= 0` added first (the layout
/// pass's sizes rule), after which `w`'s row is `w = s`. Expected values are
/// derived by hand in each test's comment. Some tests turn the debug
/// invariant checks off and check the values and the refusal themselves, so
/// that a wrong choice is caught by its result, as a release build would
/// give it, and not only by the checks.
@Suite struct SolverRestrictedSubjectTests {
    func approx(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 }

    @Test func aFixedSizeAfterTheRuleTakesItsValue() throws {
        // w >= 0 first (w = s), then w == 100: the row s − 100 = 0 is solved
        // for s (value 100, in no restricted row): w = 100.
        let s = Solver()
        let w = Variable("w")
        try s.add(w >= 0)
        try s.add(w == 100)
        #expect(approx(s.value(of: w), 100))
        #expect(s.ambiguousVariables().isEmpty)
    }

    @Test func aCapStillRefusesASizeBeyondIt() throws {
        // w >= 0, w <= 60 (its slack row: 60 − s ≥ 0), then w == 100: solving
        // for s would give s = 100 and the cap's slack 60 − 100 = −40, so the
        // ratio test refuses it; w == 100 is unsatisfiable with w <= 60, and w
        // is still anywhere in 0 … 60 (nothing pulls it: free).
        let s = Solver()
        s.checksInvariantsInDebugBuilds = false
        let w = Variable("w")
        let cap = w <= 60
        try s.add(w >= 0)
        try s.add(cap)
        #expect {
            try s.add(w == 100)
        } throws: { error in
            guard case .unsatisfiable(_, let conflicts)? = error as? SolverError else { return false }
            return conflicts.count == 1 && conflicts.first === cap
        }
        #expect(s.value(of: w) >= -1e-6 && s.value(of: w) <= 60 + 1e-6)
        #expect(s.isAmbiguous(w))
        #expect(s.checkInvariants().isEmpty)
    }

    @Test func equalSizesShareTheirValueAndTheirCap() throws {
        // w0, w1 >= 0; w0 == 40 (w0 = 40); w1 == w0 (the row s1 − 40 = 0 after
        // substitution: s1 = 40): w1 = 40. Then w1 <= 30 cannot hold (40 > 30),
        // while w1 <= 50 can and changes nothing.
        let s = Solver()
        s.checksInvariantsInDebugBuilds = false
        let w0 = Variable("w0"), w1 = Variable("w1")
        try s.add(w0 >= 0)
        try s.add(w1 >= 0)
        try s.add(w0 == 40)
        try s.add(w1 == 1 * w0)
        #expect(approx(s.value(of: w1), 40))
        #expect(throws: SolverError.self) { try s.add(w1 <= 30) }
        try s.add(w1 <= 50)
        #expect(approx(s.value(of: w0), 40) && approx(s.value(of: w1), 40))
        #expect(s.checkInvariants().isEmpty)
    }

    @Test func aMinimumAfterTheRuleLiftsTheSizeAndKeepsItFreeAbove() throws {
        // h >= 0, h >= 30 (the row 30 − s + t = 0, t its own slack: solved for
        // s, s = 30 + t): h = 30 at the least, and nothing else on h, so it is
        // still free (an inequality determines nothing); h == 44 at 750 then
        // fixes it at 44.
        let s = Solver()
        let h = Variable("h")
        try s.add(h >= 0)
        try s.add(h >= 30)
        #expect(s.value(of: h) >= 30 - 1e-6)
        #expect(s.isAmbiguous(h))
        try s.add((h == 44).withPriority(.high))
        #expect(approx(s.value(of: h), 44))
        #expect(!s.isAmbiguous(h))
    }

    @Test func anAspectRatioFollowsTheWidth() throws {
        // w, h >= 0; h == 0.5 w (a row of constant 0: solved for a slack,
        // nothing moves); w == 100: h = 50. Then w == 100 removed and w == 60
        // added: h = 30.
        let s = Solver()
        let w = Variable("w"), h = Variable("h")
        try s.add(w >= 0)
        try s.add(h >= 0)
        try s.add(h == w * 0.5)
        let fixed = w == 100
        try s.add(fixed)
        #expect(approx(s.value(of: h), 50))
        try s.remove(fixed)
        try s.add(w == 60)
        #expect(approx(s.value(of: h), 30))
    }
}

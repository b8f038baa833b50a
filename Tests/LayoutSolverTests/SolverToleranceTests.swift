import Testing
@testable import LayoutSolver

/// The solver's comparisons with zero use an absolute tolerance of 1e-8
/// (`Tableau.epsilon`). These systems are well inside what a tolerance of
/// 1e-8 tells apart but not what a looser one (1e-4, 1e-2) does: tiny
/// coefficients, tiny differences between large values, and values of very
/// different magnitudes side by side. Every expected number is derived by
/// hand in the test's comment.
@Suite struct SolverToleranceTests {
    /// A relative comparison for large values, an absolute one near zero.
    func close(_ a: Double, _ b: Double, relative: Double = 1e-9, absolute: Double = 1e-9) -> Bool {
        abs(a - b) <= max(absolute, relative * max(abs(a), abs(b)))
    }

    @Test func aTinyCoefficientIsACoefficientNotZero() throws {
        // 0.00002·x == 1 ⇒ x = 1 / 0.00002 = 50 000. Dropping the coefficient as
        // zero would leave 0 == 1: refused as unsatisfiable.
        let s = Solver()
        let x = Variable("x")
        try s.add(0.00002 * x == 1)
        #expect(close(s.value(of: x), 50_000))
    }

    @Test func aTinyMultiplierBetweenTwoVariablesIsKept() throws {
        // y == 0.00005·x + 2 with x == 200 000 ⇒ y = 10 + 2 = 12
        // (with the multiplier taken as zero, y would be 2).
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        try s.add(x == 200_000)
        try s.add(y == 0.00005 * x + 2)
        #expect(close(s.value(of: x), 200_000))
        #expect(close(s.value(of: y), 12))
    }

    @Test func requiredValuesAHundredThousandthApartConflict() throws {
        // x == 10 and x == 10.00001 cannot both hold: the second is refused, with
        // the first as its conflicting set, and x stays 10. (A tolerance of 1e-4
        // would call the difference zero and accept it as redundant.)
        let s = Solver()
        let x = Variable("x")
        let first = x == 10
        try s.add(first)
        let second = x == 10.00001
        do {
            try s.add(second)
            Issue.record("x == 10.00001 must be refused beside x == 10")
        } catch {
            guard case .unsatisfiable(let culprit, let conflicts) = error else { Issue.record("\(error)"); return }
            #expect(culprit === second)
            #expect(conflicts.count == 1 && conflicts.first === first)
        }
        #expect(!s.contains(second))
        #expect(close(s.value(of: x), 10))
    }

    @Test func aRequiredInequalityBindsByAHundredThousandth() throws {
        // x >= 0.00003 required, x == 0 at low priority: that one gives way by exactly
        // 0.00003, so x = 0.00003 (a loose tolerance leaves x at 0, violating the
        // required constraint by 0.00003).
        let s = Solver()
        let x = Variable("x")
        let floor = x >= 0.00003
        try s.add(floor)
        try s.add((x == 0).withPriority(.low))
        #expect(close(s.value(of: x), 0.00003, absolute: 1e-12))
        #expect(s.violation(of: floor) <= 1e-12)
    }

    @Test func aChainOfTinyRatiosReachesALargeValue() throws {
        // a == 1; b == a / 0.0001 (i.e. a == 0.0001·b) ⇒ b = 10 000;
        // c == 0.00002·b ⇒ c = 0.2; d == c + 1 000 000 ⇒ d = 1 000 000.2.
        let s = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        try s.add(a == 1)
        try s.add(a == 0.0001 * b)
        try s.add(c == 0.00002 * b)
        try s.add(d == c + 1_000_000)
        #expect(close(s.value(of: b), 10_000))
        #expect(close(s.value(of: c), 0.2))
        #expect(close(s.value(of: d), 1_000_000.2))
    }

    @Test func aSmallPreferenceBesideALargeValueStillCounts() throws {
        // w == 1 000 000 required; 0 <= x <= 0.005 required and a low-priority wish
        // x == 0.004: nothing else touches x, so x = 0.004, whatever w's magnitude.
        // Then x + w == 1 000 000.001 (required) forces x = 0.001, overriding the wish.
        let s = Solver()
        let w = Variable("w"), x = Variable("x")
        try s.add(w == 1_000_000)
        try s.add(x >= 0)
        try s.add(x <= 0.005)
        try s.add((x == 0.004).withPriority(.low))
        #expect(close(s.value(of: x), 0.004, absolute: 1e-12))
        try s.add(x + w == 1_000_000.001)
        #expect(close(s.value(of: x), 0.001, absolute: 1e-9))
        #expect(close(s.value(of: w), 1_000_000))
    }

    @Test func anEditOfAHundredThousandthMovesTheSolution() throws {
        // Edit x (high priority) with a required x <= 0.0001: suggesting 0.00004 gives
        // x = 0.00004; suggesting 0.00015 is held at the cap 0.0001 (an edit below required
        // gives way to a required bound). Each step is below a tolerance of 1e-4.
        let s = Solver()
        let x = Variable("x")
        try s.add(x <= 0.0001)
        try s.addEditVariable(x, priority: .high)
        try s.suggestValue(x, 0.00004)
        #expect(close(s.value(of: x), 0.00004, absolute: 1e-12))
        try s.suggestValue(x, 0.00015)
        #expect(close(s.value(of: x), 0.0001, absolute: 1e-12))
        try s.suggestValue(x, 0.00002)
        #expect(close(s.value(of: x), 0.00002, absolute: 1e-12))
    }
}

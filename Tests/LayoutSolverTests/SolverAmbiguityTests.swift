import Testing
@testable import LayoutSolver

/// `isAmbiguous(_:)`, one variable at a time, against hand-derived answers
/// and against `ambiguousVariables()`.
@Suite struct SolverAmbiguityTests {
    @Test func aVariableTheSolverNeverSawIsAmbiguous() throws {
        // Nothing constrains z: any value is as good as 0, the one it reads.
        let s = Solver()
        let x = Variable("x"), z = Variable("z")
        try s.add(x == 4)
        #expect(s.isAmbiguous(z))
        #expect(!s.isAmbiguous(x))
        #expect(s.ambiguousVariables().isEmpty)  // only the variables the solver knows are listed
    }

    @Test func aSumLeavesBothTermsFreeUntilOneIsFixed() throws {
        // x + y == 10 alone: (0, 10), (3, 7), … are all optimal: both ambiguous.
        // With x == 3: x = 3, y = 7, neither ambiguous.
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        try s.add(x + y == 10)
        #expect(s.isAmbiguous(x) && s.isAmbiguous(y))
        #expect(Set(s.ambiguousVariables()) == [x, y])
        try s.add(x == 3)
        #expect(!s.isAmbiguous(x) && !s.isAmbiguous(y))
        #expect(s.ambiguousVariables().isEmpty)
        #expect(s.value(of: y) == 7)
    }

    @Test func aRangeIsAmbiguousAndAPointIsNot() throws {
        // 0 <= w <= 10 with no preference: every w in the range is optimal. Then
        // w >= 10 as well: only 10 is left.
        let s = Solver()
        let w = Variable("w")
        try s.add(w >= 0)
        try s.add(w <= 10)
        #expect(s.isAmbiguous(w))
        #expect(s.ambiguousVariables() == [w])
        try s.add(w >= 10)
        #expect(!s.isAmbiguous(w))
        #expect(s.ambiguousVariables().isEmpty)
        #expect(s.value(of: w) == 10)
    }
}

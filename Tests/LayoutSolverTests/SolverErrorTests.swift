import Testing
@testable import LayoutSolver

/// Every misuse is a typed error carrying its culprit, and changes nothing.
@Suite struct SolverErrorTests {
    @Test func addingAConstraintTwiceIsADuplicate() throws {
        let s = Solver()
        let x = Variable("x")
        let c = x == 1
        try s.add(c)
        #expect {
            try s.add(c)
        } throws: { error in
            guard case SolverError.duplicateConstraint(let culprit) = error else { return false }
            return culprit === c
        }
        #expect(s.constraints.count == 1)
    }

    @Test func removingAnUnknownConstraintNamesIt() {
        let s = Solver()
        let c = Variable("x") == 1
        #expect {
            try s.remove(c)
        } throws: { error in
            guard case SolverError.unknownConstraint(let culprit) = error else { return false }
            return culprit === c
        }
    }

    @Test func aNonFiniteNumberIsAnInvalidConstraint() {
        let s = Solver()
        let x = Variable("x")
        for bad in [x == .nan, x <= .infinity, Double.nan * x >= 0] {
            #expect {
                try s.add(bad)
            } throws: { error in
                guard case SolverError.invalidConstraint(let culprit, _) = error else { return false }
                return culprit === bad
            }
        }
        #expect(s.constraints.isEmpty)
    }

    @Test func editErrorsCarryTheVariable() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        try s.addEditVariable(x, priority: .high)
        #expect {
            try s.addEditVariable(x, priority: .high)
        } throws: { error in
            guard case SolverError.duplicateEditVariable(let v) = error else { return false }
            return v === x
        }
        for call in [{ try s.suggestValue(y, 1) }, { try s.removeEditVariable(y) }] {
            #expect {
                try call()
            } throws: { error in
                guard case SolverError.unknownEditVariable(let v) = error else { return false }
                return v === y
            }
        }
        #expect {
            try s.suggestValue(x, .infinity)
        } throws: { error in
            guard case SolverError.invalidValue(let v, _) = error else { return false }
            return v === x
        }
        try s.removeEditVariable(x)
        #expect(!s.hasEditVariable(x))
    }

    @Test func prioritiesOutsideOneToAThousandDoNotExist() {
        #expect(Priority(0) == nil)
        #expect(Priority(1001) == nil)
        #expect(Priority(1)?.rawValue == 1)
        #expect(Priority(1000) == .required)
    }

    @Test func errorsDescribeTheirCulprit() {
        let x = Variable("width")
        let c = Constraint(x - 10, .equal, label: "login.layout:3")
        #expect(SolverError.duplicateConstraint(c).description == "duplicate constraint 'login.layout:3: width + -10 == 0'")
        #expect(SolverError.unknownEditVariable(x).description == "unknown edit variable 'width'")
    }

    @Test func theDumpShowsRowsObjectiveAndEdits() throws {
        let s = Solver()
        let w = Variable("width"), root = Variable("root")
        try s.addEditVariable(root, priority: .required)
        try s.add((w == 120).withPriority(.high))
        let text = s.dump()
        #expect(text.contains("rows:"))
        #expect(text.contains("width = 120"))
        #expect(text.contains("@750:"))
        #expect(text.contains("root = 0 @1000"))
        #expect(s.checkInvariants().isEmpty)
    }
}

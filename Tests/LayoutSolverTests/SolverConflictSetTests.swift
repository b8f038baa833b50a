import Testing
@testable import LayoutSolver

/// The deletion filter that shrinks a conflicting set to an irreducible one
/// (`Solver+Conflicts.swift`), fed sets that are not irreducible yet:
/// bystanders must be dropped, whatever their place in the set.
@Suite struct SolverConflictSetTests {
    @Test func bystandersBeforeTheConflictAreDroppedFromTheFallbackSet() throws {
        // e == 5 and f == 7 have nothing to do with x; x == 10 against x == 20 is
        // the whole conflict. Asked with no certificate, the filter starts from every
        // required constraint, [e == 5, f == 7, x == 10], and must end with
        // [x == 10] alone: dropping e leaves a conflict, dropping f too, x stays.
        let s = Solver()
        let e = Variable("e"), f = Variable("f"), x = Variable("x")
        let ce = e == 5, cf = f == 7, cx = x == 10
        for c in [ce, cf, cx] { try s.add(c) }
        let set = s.irreducibleConflict(candidates: [], culprit: x == 20)
        #expect(set.count == 1)
        #expect(set.first === cx)
    }

    @Test func bystandersOnBothSidesAreDropped() throws {
        // a == 1, x == 10, b == 2, y == x + 5, c == 3 against y == 20: the conflict is
        // x == 10 with y == x + 5 (they force y = 15). Every bystander must go,
        // those before, between and after; the two members stay in the order added.
        let s = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), x = Variable("x"), y = Variable("y")
        let ca = a == 1, cx = x == 10, cb = b == 2, cy = y == x + 5, cc = c == 3
        for constraint in [ca, cx, cb, cy, cc] { try s.add(constraint) }
        let set = s.irreducibleConflict(candidates: [], culprit: y == 20)
        #expect(set.count == 2)
        #expect(set.first === cx && set.last === cy)
    }

    @Test func theErrorOfAnAddNamesOnlyTheConflictingPair() throws {
        // Through the public API: e == 5, f == 7, x == 10, then x == 20 is refused
        // with [x == 10] as its set, and the bystanders keep their values.
        let s = Solver()
        let e = Variable("e"), f = Variable("f"), x = Variable("x")
        let cx = x == 10
        try s.add(e == 5)
        try s.add(f == 7)
        try s.add(cx)
        let culprit = x == 20
        do {
            try s.add(culprit)
            Issue.record("x == 20 must be refused beside x == 10")
        } catch {
            guard case .unsatisfiable(let refused, let conflicts) = error else { Issue.record("\(error)"); return }
            #expect(refused === culprit)
            #expect(conflicts.count == 1 && conflicts.first === cx)
        }
        #expect(s.value(of: e) == 5 && s.value(of: f) == 7 && s.value(of: x) == 10)
    }

    @Test func aSetWithEveryMemberFollowedByABystanderIsStillIrreducible() throws {
        // Each member of the chain p == 0, q == p + 1, r == q + 1 (r = 2) is followed by
        // a bystander; r == 5 conflicts with the three chain constraints only.
        let s = Solver()
        let p = Variable("p"), q = Variable("q"), r = Variable("r")
        let chain = [p == 0, q == p + 1, r == q + 1]
        for (index, constraint) in chain.enumerated() {
            try s.add(constraint)
            try s.add(Variable("bystander\(index)") == Double(index))
        }
        let set = s.irreducibleConflict(candidates: [], culprit: r == 5)
        #expect(set.count == 3)
        for (got, want) in zip(set, chain) { #expect(got === want) }
        // Irreducible: it conflicts, and without any one member it does not.
        #expect(Solver.conflicts(set, with: r == 5))
        for index in set.indices {
            var rest = set
            rest.remove(at: index)
            #expect(!Solver.conflicts(rest, with: r == 5))
        }
    }
}

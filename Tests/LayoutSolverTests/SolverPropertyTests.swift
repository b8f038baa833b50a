import Testing
import TestSupport
@testable import LayoutSolver

/// Random systems and the properties every solution must have.
///
/// Solutions are compared through what is unique about an optimum: the total
/// violation on each priority level, and the values of the variables the
/// solver reports as determined (an ambiguous variable may differ between two
/// optimal solutions).
@Suite struct SolverPropertyTests {
    static let priorities: [Priority] = [.required, .required, .required, .high, .medium, .low, Priority(1)!]

    func randomConstraint(_ variables: [Variable], _ rng: inout SeededGenerator) -> Constraint {
        let count = Int.random(in: 1...min(3, variables.count), using: &rng)
        var terms: [Term] = []
        for v in variables.shuffled(using: &rng).prefix(count) {
            var c = Double(Int.random(in: -3...3, using: &rng))
            if c == 0 { c = 1 }
            terms.append(Term(v, c))
        }
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
        let priority = Self.priorities.randomElement(using: &rng)!
        return Constraint(LinearExpression(terms, constant: Double(Int.random(in: -50...50, using: &rng))), relation,
                          priority: priority)
    }

    /// Bounds that keep every variable in [-1000, 1000] so every level is bounded.
    func bounds(_ variables: [Variable]) -> [Constraint] {
        variables.flatMap { [$0 >= -1000, $0 <= 1000] }
    }

    /// Total violation per non-required priority, highest first.
    func levelViolations(_ s: Solver) -> [Int: Double] {
        var totals: [Int: Double] = [:]
        for record in s.state.records.compactMap({ $0 }) where !record.constraint.priority.isRequired {
            totals[record.constraint.priority.rawValue, default: 0] += s.violation(of: record.current)
        }
        return totals
    }

    func sameOptimum(_ a: Solver, _ b: Solver, _ variables: [Variable], _ context: String) {
        let la = levelViolations(a), lb = levelViolations(b)
        for key in Set(la.keys).union(lb.keys) {
            #expect(abs(la[key, default: 0] - lb[key, default: 0]) <= 1e-6, "\(context): level \(key)")
        }
        let freeA = Set(a.ambiguousVariables()), freeB = Set(b.ambiguousVariables())
        for v in variables where !freeA.contains(v) && !freeB.contains(v) {
            #expect(abs(a.value(of: v) - b.value(of: v)) <= 1e-6, "\(context): \(v) \(a.value(of: v)) vs \(b.value(of: v))")
        }
    }

    /// A fresh solver holding the same constraints, added in the same order.
    func fromScratch(_ s: Solver) throws -> Solver {
        let fresh = Solver()
        for record in s.state.records.compactMap({ $0 }).sorted(by: { $0.sequence < $1.sequence }) {
            try fresh.add(record.current)
        }
        return fresh
    }

    @Test(arguments: 0..<60)
    func requiredConstraintsHoldAndRefusalsChangeNothing(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed))
        let variables = (0..<Int.random(in: 2...9, using: &rng)).map { Variable("v\($0)") }
        let s = Solver()
        for c in bounds(variables) { try s.add(c) }
        for _ in 0..<25 {
            let c = randomConstraint(variables, &rng)
            let before = (levelViolations(s), variables.map { s.value(of: $0) }, Set(s.ambiguousVariables()))
            do {
                try s.add(c)
            } catch {
                guard case .unsatisfiable(let culprit, let conflicts) = error else { throw error }
                #expect(culprit === c)
                #expect(!s.contains(c))
                // Irreducible: the set conflicts, and dropping any member resolves it.
                #expect(Solver.conflicts(conflicts, with: c))
                for index in conflicts.indices {
                    var rest = conflicts
                    rest.remove(at: index)
                    #expect(!Solver.conflicts(rest, with: c))
                }
                // Nothing changed.
                let after = levelViolations(s)
                for (key, value) in before.0 { #expect(abs(after[key, default: 0] - value) <= 1e-6) }
                for (v, old) in zip(variables, before.1) where !before.2.contains(v) {
                    #expect(abs(s.value(of: v) - old) <= 1e-6)
                }
            }
            for record in s.state.records.compactMap({ $0 }) where record.constraint.priority.isRequired {
                #expect(s.violation(of: record.constraint) <= 1e-6)
            }
        }
    }

    @Test(arguments: 0..<60)
    func removingAConstraintAndAddingItBackGivesTheSameSolution(seed: Int) throws {
        var rng = SeededGenerator(seed: 1000 + UInt64(seed))
        let variables = (0..<Int.random(in: 2...9, using: &rng)).map { Variable("v\($0)") }
        let s = Solver()
        for c in bounds(variables) { try s.add(c) }
        var added: [Constraint] = []
        for _ in 0..<20 {
            let c = randomConstraint(variables, &rng)
            if (try? s.add(c)) != nil { added.append(c) }
        }
        let reference = try fromScratch(s)
        for c in added.shuffled(using: &rng) {
            try s.remove(c)
            try s.add(c)
            sameOptimum(s, reference, variables, "after re-adding \(c)")
        }
    }

    @Test(arguments: 0..<60)
    func incrementalChangesAgreeWithSolvingFromScratch(seed: Int) throws {
        var rng = SeededGenerator(seed: 2000 + UInt64(seed))
        let variables = (0..<Int.random(in: 2...9, using: &rng)).map { Variable("v\($0)") }
        let s = Solver()
        for c in bounds(variables) { try s.add(c) }
        let edited = variables[0]
        try s.addEditVariable(edited, priority: Bool.random(using: &rng) ? .required : .high)
        var live: [Constraint] = []
        for step in 0..<30 {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<5:
                let c = randomConstraint(variables, &rng)
                if (try? s.add(c)) != nil { live.append(c) }
            case 5..<7 where !live.isEmpty:
                try s.remove(live.remove(at: Int.random(in: 0..<live.count, using: &rng)))
            default:
                let value = Double(Int.random(in: -120...120, using: &rng))
                do {
                    try s.suggestValue(edited, value)
                } catch {
                    guard case .unsatisfiableEdit(_, _, let culprit, let conflicts) = error else { throw error }
                    #expect(Solver.conflicts(conflicts, with: culprit))
                }
            }
            sameOptimum(s, try fromScratch(s), variables, "step \(step)")
        }
    }

    @Test(arguments: 0..<60)
    func aHigherLevelViolationNeverGrowsToHelpLowerLevels(seed: Int) throws {
        var rng = SeededGenerator(seed: 3000 + UInt64(seed))
        let variables = (0..<Int.random(in: 2...9, using: &rng)).map { Variable("v\($0)") }
        let s = Solver()
        for c in bounds(variables) { try s.add(c) }
        for _ in 0..<25 { _ = try? s.add(randomConstraint(variables, &rng)) }
        let full = levelViolations(s)
        // With only the constraints at priority ≥ p, level p's violation is the
        // best level p can do; adding the lower levels must not make it worse.
        let ordered = s.state.records.compactMap { $0 }.sorted { $0.sequence < $1.sequence }
        for p in full.keys {
            let truncated = Solver()
            for record in ordered where record.constraint.priority.rawValue >= p { try truncated.add(record.constraint) }
            let alone = levelViolations(truncated)[p, default: 0]
            #expect(abs(full[p, default: 0] - alone) <= 1e-6, "level \(p): \(full[p, default: 0]) with lower levels, \(alone) without")
        }
    }

    @Test(arguments: 0..<20)
    func editsThatCrossBreakpointsMatchAFreshSolve(seed: Int) throws {
        // A row of views sharing a width that a cap may or may not bind,
        // re-solved through an edited root width.
        var rng = SeededGenerator(seed: 4000 + UInt64(seed))
        let count = Int.random(in: 1...6, using: &rng)
        let root = Variable("root")
        let xs = (0..<count).map { Variable("x\($0)") }, ws = (0..<count).map { Variable("w\($0)") }
        let cap = Double(Int.random(in: 20...80, using: &rng))
        var constraints: [Constraint] = [xs[0] == 8, xs[count - 1] + ws[count - 1] <= root - 8]
        for i in 0..<count {
            constraints += [ws[i] <= cap, ws[i] >= 0, (ws[i] >= 1000).withPriority(.medium)]
            if i > 0 { constraints += [xs[i] == xs[i - 1] + ws[i - 1] + 8, ws[i] == ws[0].expression] }
        }
        let s = Solver()
        try s.addEditVariable(root, priority: .required)
        try s.suggestValue(root, 375)
        for c in constraints { try s.add(c) }
        for _ in 0..<10 {
            let width = Double(Int.random(in: 100...1200, using: &rng))
            try s.suggestValue(root, width)
            // By hand: the shared width is min(cap, (root − 16 − 8·(count−1)) / count).
            let expected = min(cap, (width - 16 - 8 * Double(count - 1)) / Double(count))
            #expect(abs(s.value(of: ws[count - 1]) - expected) <= 1e-6, "root \(width)")
            #expect(s.ambiguousVariables().isEmpty)
        }
    }
}

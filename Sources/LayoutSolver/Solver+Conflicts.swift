/// Irreducible conflicting sets for unsatisfiable required constraints.
///
/// When a required constraint cannot hold, the simplex leaves a Farkas
/// certificate: a combination of required constraints that implies a
/// contradiction. Its support is a conflicting set, usually small but not
/// always irreducible, so a deletion filter shrinks it: each member is dropped
/// in turn and kept out when the rest still conflict, the test being a fresh
/// probe solver holding only the candidates. The result is irreducible:
/// removing any one member makes the others satisfiable.
extension Solver {
    /// An irreducible subset of `candidates` that conflicts with `culprit`, in
    /// the order the constraints were added (an edit at its current value).
    ///
    /// Falls back to every required constraint in the solver when the
    /// certificate's support alone does not conflict (a tolerance effect).
    /// - Complexity: O(k²) constraint additions for a support of k constraints.
    func irreducibleConflict(candidates: [ConstraintRecord], culprit: Constraint, excluding: Int = -1) -> [Constraint] {
        var set = candidates.sorted { $0.sequence < $1.sequence }.map(\.current)
        if !Solver.conflicts(set, with: culprit) {
            set = state.records.compactMap { $0 }
                .filter { $0.constraint.priority.isRequired && $0.sequence != excluding }
                .sorted { $0.sequence < $1.sequence }
                .map(\.current)
            guard Solver.conflicts(set, with: culprit) else { return [] }
        }
        var index = 0
        while index < set.count {
            var trial = set
            trial.remove(at: index)
            if Solver.conflicts(trial, with: culprit) {
                set = trial
            } else {
                index += 1
            }
        }
        return set
    }

    /// Whether the required constraints `set` and `culprit` cannot all hold.
    static func conflicts(_ set: [Constraint], with culprit: Constraint) -> Bool {
        let probe = Solver()
        probe.computesConflictSets = false
        probe.checksInvariantsInDebugBuilds = false
        do {
            for constraint in set { try probe.add(constraint) }
            try probe.add(culprit)
        } catch {
            return true
        }
        return false
    }
}

/// Ambiguity: which variables another equally good solution would change.
///
/// At the optimum, every non-basic symbol with a non-zero reduced cost must
/// stay at zero on every optimal solution; the others ("free" symbols) can
/// move without changing any level of the objective. A variable is ambiguous
/// when it is a free non-basic external, or when its row depends on a free
/// symbol that can actually move.
///
/// A restricted free symbol can only increase, and a degenerate restricted
/// row (value 0) blocks any move that would make it negative. Blocked symbols
/// are found by propagation: a degenerate row whose free symbols all have
/// non-positive coefficients pins the ones with negative coefficients at zero,
/// which may pin more in turn.
///
/// Only the free symbols' columns are walked: a degenerate row without a free
/// symbol pins nothing, and a variable's row without one is determined, so
/// a determined layout costs one pass over the symbols' reduced costs.
///
/// A variable whose row refers to other variables depends on a free symbol
/// when its fully substituted row holds it: the symbol's coefficient is
/// carried through the references (what cancels on the way cancels).
extension Solver {
    /// The variables not uniquely determined by the constraints at the optimum,
    /// in the order the solver first met them.
    /// - Complexity: O(symbols × levels), plus O(cells of the rows holding a
    ///   free symbol) per propagation round.
    public func ambiguousVariables() -> [Variable] {
        let (free, candidates) = freeSymbols()
        var ambiguous = [Bool](repeating: false, count: free.count)
        var any = false
        for s in candidates where free[Int(s)] {
            if state.tableau.kinds[Int(s)] == .external {
                ambiguous[Int(s)] = true
                any = true
            }
            for basic in state.tableau.externalsDepending(on: s) {
                ambiguous[Int(basic)] = true
                any = true
            }
        }
        guard any else { return [] }
        var result: [Variable] = []
        for s in ambiguous.indices where ambiguous[s] {
            if s < state.variableOfSymbol.count, let variable = state.variableOfSymbol[s] { result.append(variable) }
        }
        return result
    }

    /// Whether another equally good solution changes the variable.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let symbol = state.symbolOfVariable[ObjectIdentifier(variable)] else { return true }
        let free = freeSymbols().free
        let slot = state.tableau.basicRow[Int(symbol)]
        if slot < 0 { return free[Int(symbol)] }
        let row = state.tableau.expanded([(symbol, 1)], constant: 0, full: true)
        return row.cells.contains { free[Int($0.symbol)] }
    }

    /// For each symbol, whether it can move on the optimal face; and the
    /// symbols that were candidates (free before the degenerate rows pinned any).
    private func freeSymbols() -> (free: [Bool], candidates: [Int32]) {
        let eps = Tableau.epsilon
        let count = state.tableau.symbolCount
        var free = [Bool](repeating: false, count: count)
        var candidates: [Int32] = []
        for s in 0..<count where state.tableau.basicRow[s] < 0 {
            let kind = state.tableau.kinds[s]
            if (kind == .external || kind.isRestricted) && state.tableau.lexicographicSign(Int32(s)) == 0 {
                free[s] = true
                candidates.append(Int32(s))
            }
        }
        guard !candidates.isEmpty else { return (free, candidates) }
        // The degenerate restricted rows holding a candidate, each once.
        var degenerate: [Int32] = []
        var listed = Set<Int32>()
        for s in candidates {
            for slot in state.tableau.rowsContaining(s) where !listed.contains(slot) {
                let row = state.tableau.rows[Int(slot)]
                if state.tableau.kinds[Int(row.basic)].isRestricted && abs(row.constant) <= eps {
                    degenerate.append(slot)
                    listed.insert(slot)
                }
            }
        }
        // Pinning only ever clears `free`, so the fixed point does not depend
        // on the order the rows are visited in.
        var changed = true
        while changed {
            changed = false
            for slot in degenerate {
                let cells = state.tableau.rows[Int(slot)].cells
                var movable = false
                var blocked = true
                for cell in cells where free[Int(cell.symbol)] {
                    movable = true
                    if state.tableau.kinds[Int(cell.symbol)] == .external || cell.coefficient > 0 { blocked = false; break }
                }
                guard movable, blocked else { continue }
                for cell in cells where free[Int(cell.symbol)] && cell.coefficient < 0 {
                    free[Int(cell.symbol)] = false
                    changed = true
                }
            }
        }
        return (free, candidates)
    }
}

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
extension Solver {
    /// The variables not uniquely determined by the constraints at the optimum,
    /// in the order the solver first met them.
    /// - Complexity: O(cells of the tableau) per propagation round.
    public func ambiguousVariables() -> [Variable] {
        let free = freeSymbols()
        var result: [(Int32, Variable)] = []
        for (symbol, variable) in variableOfSymbol where isAmbiguous(symbol, free: free) {
            result.append((symbol, variable))
        }
        return result.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// Whether another equally good solution changes the variable.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let symbol = symbolOfVariable[ObjectIdentifier(variable)] else { return true }
        return isAmbiguous(symbol, free: freeSymbols())
    }

    private func isAmbiguous(_ symbol: Int32, free: [Bool]) -> Bool {
        let slot = tableau.basicRow[Int(symbol)]
        if slot < 0 { return free[Int(symbol)] }
        return tableau.rows[Int(slot)].cells.contains { free[Int($0.symbol)] }
    }

    /// For each symbol, whether it can move on the optimal face.
    private func freeSymbols() -> [Bool] {
        let t = tableau
        let eps = Tableau.epsilon
        var free = [Bool](repeating: false, count: t.symbolCount)
        for s in 0..<t.symbolCount where t.basicRow[s] < 0 {
            let kind = t.kinds[s]
            if (kind == .external || kind.isRestricted) && t.lexicographicSign(Int32(s)) == 0 { free[s] = true }
        }
        var degenerate: [Int32] = []
        for slot in t.rows.indices where t.rowAlive[slot] {
            let row = t.rows[slot]
            if t.kinds[Int(row.basic)].isRestricted && abs(row.constant) <= eps { degenerate.append(Int32(slot)) }
        }
        var changed = true
        while changed {
            changed = false
            for slot in degenerate {
                let cells = t.rows[Int(slot)].cells
                var movable = false
                var blocked = true
                for cell in cells where free[Int(cell.symbol)] {
                    movable = true
                    if t.kinds[Int(cell.symbol)] == .external || cell.coefficient > 0 { blocked = false; break }
                }
                guard movable, blocked else { continue }
                for cell in cells where free[Int(cell.symbol)] && cell.coefficient < 0 {
                    free[Int(cell.symbol)] = false
                    changed = true
                }
            }
        }
        return free
    }
}

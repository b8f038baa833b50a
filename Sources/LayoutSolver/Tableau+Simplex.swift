/// The primal and dual simplex over the lexicographic objective.
extension Tableau {
    /// The sign (-1, 0, 1) of a symbol's reduced-cost vector, compared
    /// lexicographically from the highest level down.
    @inline(__always)
    func lexicographicSign(_ symbol: Int32) -> Int {
        let s = Int(symbol)
        let eps = Tableau.epsilon
        for level in 0..<levelCount {
            let c = objective[s * levelCount + level]
            if c < -eps { return -1 }
            if c > eps { return 1 }
        }
        return 0
    }

    /// Whether increasing the non-basic `symbol` improves the objective.
    @inline(__always)
    func isEligible(_ symbol: Int32) -> Bool {
        basicRow[Int(symbol)] < 0 && kinds[Int(symbol)].isRestricted && lexicographicSign(symbol) < 0
    }

    /// The primal simplex: pivots until no non-basic symbol can improve the
    /// objective. The entering symbol is the smallest eligible one and ties in
    /// the ratio test go to the smallest basic symbol (Bland's rule), so it
    /// cannot cycle.
    mutating func optimize() {
        let eps = Tableau.epsilon
        while true {
            var entering: Int32 = -1
            while let top = heap.first {
                if isEligible(top) { entering = top; break }
                _ = heapPop()
            }
            guard entering >= 0 else { break }
            var best: Int32 = -1
            var bestRatio = Double.infinity
            var bestBasic = Int32.max
            for (slot, a) in column(of: entering) {
                guard a < 0 else { continue }
                let basic = rows[Int(slot)].basic
                guard kinds[Int(basic)].isRestricted else { continue }
                let ratio = max(0, rows[Int(slot)].constant) / -a
                if ratio < bestRatio - eps || (ratio <= bestRatio + eps && basic < bestBasic) {
                    best = slot
                    bestRatio = min(ratio, bestRatio)
                    bestBasic = basic
                }
            }
            _ = heapPop()
            // No blocking row would mean an unbounded objective, which a sum of
            // non-negative errors cannot be; the candidate is dropped.
            guard best >= 0 else { continue }
            pivot(entering: entering, slot: best)
        }
        infeasible.removeAll(keepingCapacity: true)
    }

    /// Whether `obj(s)/a` is lexicographically smaller than `obj(t)/b`; ties go
    /// to the smaller symbol.
    @inline(__always)
    func ratioLess(_ s: Int32, _ a: Double, _ t: Int32, _ b: Double) -> Bool {
        let eps = Tableau.epsilon
        for level in 0..<levelCount {
            let x = objective[Int(s) * levelCount + level] / a
            let y = objective[Int(t) * levelCount + level] / b
            if x < y - eps { return true }
            if x > y + eps { return false }
        }
        return s < t
    }

    /// The dual simplex: restores feasibility after row constants changed,
    /// keeping optimality. Returns nil on success, or the slot of a row that
    /// no pivot can make feasible (the required constraints cannot hold).
    mutating func dualOptimize() -> Int32? {
        let eps = Tableau.epsilon
        while let slot = infeasible.popLast() {
            let r = Int(slot)
            guard rowAlive[r] else { continue }
            let kind = kinds[Int(rows[r].basic)]
            if kind == .dummy {
                if abs(rows[r].constant) > eps { infeasible.removeAll(); return slot }
                continue
            }
            guard kind.isRestricted, rows[r].constant < -eps else { continue }
            var entering: Int32 = -1
            var enteringCoefficient = 0.0
            for cell in rows[r].cells where cell.coefficient > 0 && kinds[Int(cell.symbol)].isRestricted {
                if entering < 0 || ratioLess(cell.symbol, cell.coefficient, entering, enteringCoefficient) {
                    entering = cell.symbol
                    enteringCoefficient = cell.coefficient
                }
            }
            guard entering >= 0 else { infeasible.removeAll(); return slot }
            pivot(entering: entering, slot: slot)
        }
        return nil
    }
}

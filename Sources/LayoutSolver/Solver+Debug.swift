/// A readable dump of the tableau and the invariant checks.
extension Solver {
    /// The solver's state as text: each row in solved form, the objective per
    /// level, and the edit variables.
    ///
    /// ```
    /// rows:
    ///   width = 120 + 1*e3 - 1*e4
    /// objective:
    ///   @750: 1*e3 + 1*e4
    /// ```
    public func dump() -> String {
        let t = state.tableau
        var lines = ["rows:"]
        var rowLines: [String] = []
        for slot in t.rows.indices where t.rowAlive[slot] {
            let row = t.rows[slot]
            var text = "  \(name(of: row.basic)) = \(NumberText.format(row.constant, decimals: 6))"
            for cell in row.cells { text += term(cell.coefficient, name(of: cell.symbol)) }
            rowLines.append(text)
        }
        lines += rowLines.sorted()
        lines.append("objective:")
        for level in 1..<t.levelCount {
            var text = "  @\(t.levelPriorities[level]):"
            var any = false
            for s in 0..<t.symbolCount where t.cost(s, level) != 0 {
                text += term(t.cost(s, level), name(of: Int32(s)))
                any = true
            }
            lines.append(any ? text : text + " 0")
        }
        if !edits.isEmpty {
            lines.append("edits:")
            for edit in edits.values.sorted(by: { $0.variable.name < $1.variable.name }) {
                lines.append("  \(edit.variable) = \(NumberText.format(edit.value, decimals: 6)) @\(edit.constraint.priority)")
            }
        }
        return lines.joined(separator: "\n")
    }

    private func term(_ coefficient: Double, _ name: String) -> String {
        coefficient < 0 ? " - \(NumberText.format(-coefficient, decimals: 6))*\(name)" : " + \(NumberText.format(coefficient, decimals: 6))*\(name)"
    }

    /// A symbol's name: the variable's, or `s`/`e`/`d` and its id for slacks,
    /// errors and dummies.
    func name(of symbol: Int32) -> String {
        switch state.tableau.kinds[Int(symbol)] {
        case .external:
            let variable = Int(symbol) < state.variableOfSymbol.count ? state.variableOfSymbol[Int(symbol)] : nil
            return variable.map { "\($0)" } ?? "x\(symbol)"
        case .slack: return "s\(symbol)"
        case .error: return "e\(symbol)"
        case .dummy: return "d\(symbol)"
        case .unused: return "?\(symbol)"
        }
    }

    /// Checks every invariant of the tableau and the solution; returns one line
    /// per violation (empty when all hold).
    ///
    /// Solved form (basic symbols own exactly one row and appear in no other,
    /// but as references from externals' rows to other externals), references
    /// without a cycle and with sound marks, sorted non-zero cells, a
    /// complete column index, restricted rows feasible and free of
    /// externals, redundant dummy rows at zero, no symbol of a removed
    /// constraint left behind, optimality (no symbol can improve the
    /// objective), and every required constraint holding to 1e-6.
    /// - Complexity: O(cells + symbols × levels + constraints).
    public func checkInvariants() -> [String] {
        let t = state.tableau
        var problems: [String] = []
        problems += referenceProblems(t)
        for slot in t.rows.indices where t.rowAlive[slot] {
            let row = t.rows[slot]
            let basic = Int(row.basic)
            if t.basicRow[basic] != Int32(slot) { problems.append("row \(slot): basic \(name(of: row.basic)) points elsewhere") }
            let kind = t.kinds[basic]
            if kind == .unused { problems.append("row \(slot): basic symbol is unused") }
            if kind.isRestricted && row.constant < -1e-7 {
                problems.append("row of \(name(of: row.basic)) infeasible: \(NumberText.format(row.constant))")
            }
            if kind == .dummy && (abs(row.constant) > 1e-7 || row.cells.contains { t.kinds[Int($0.symbol)] != .dummy }) {
                problems.append("dummy row of \(name(of: row.basic)) is not a zero row of dummies")
            }
            var previous: Int32 = -1
            for cell in row.cells {
                let s = Int(cell.symbol)
                if cell.symbol <= previous { problems.append("row of \(name(of: row.basic)): cells not sorted") }
                previous = cell.symbol
                if cell.coefficient == 0 || !cell.coefficient.isFinite {
                    problems.append("row of \(name(of: row.basic)): bad coefficient for \(name(of: cell.symbol))")
                }
                if t.basicRow[s] >= 0 && !(kind == .external && t.kinds[s] == .external) {
                    problems.append("row of \(name(of: row.basic)) mentions basic \(name(of: cell.symbol))")
                }
                if t.kinds[s] == .unused { problems.append("row of \(name(of: row.basic)) mentions an unused symbol") }
                if !t.columns.contains(Int32(slot), for: cell.symbol) {
                    problems.append("column of \(name(of: cell.symbol)) misses the row of \(name(of: row.basic))")
                }
                if kind.isRestricted && t.kinds[s] == .external {
                    problems.append("restricted row of \(name(of: row.basic)) holds external \(name(of: cell.symbol))")
                }
            }
        }
        for s in 0..<t.symbolCount {
            let slot = t.basicRow[s]
            if slot >= 0 && (!t.rowAlive[Int(slot)] || t.rows[Int(slot)].basic != Int32(s)) {
                problems.append("symbol \(name(of: Int32(s))) claims a row it does not own")
            }
            if t.cost(s, 0) != 0 { problems.append("admission level not cleared at \(name(of: Int32(s)))") }
            for level in 1..<t.levelCount where slot >= 0 && abs(t.cost(s, level)) > Tableau.epsilon {
                problems.append("objective mentions basic \(name(of: Int32(s)))")
            }
            if t.isEligible(Int32(s)) { problems.append("not optimal: \(name(of: Int32(s))) can enter") }
            if t.kinds[s] != .external && t.kinds[s] != .unused {
                let owner = t.owner[s]
                if owner >= 0 && (Int(owner) >= state.records.count || state.records[Int(owner)] == nil) {
                    problems.append("symbol \(name(of: Int32(s))) belongs to a removed constraint")
                }
            }
        }
        for record in state.records.compactMap({ $0 }) where record.constraint.priority.isRequired {
            let violation = violation(of: record.current)
            if violation > 1e-6 { problems.append("required constraint '\(record.current)' violated by \(violation)") }
        }
        return problems
    }

    /// The references between externals' rows: no cycle; a row marked as
    /// holding no external holds none; a row marked parameter-free refers
    /// only to marked rows (so that no non-basic external is in its
    /// expansion).
    private func referenceProblems(_ t: Tableau) -> [String] {
        var problems: [String] = []
        // 0: not visited, 1: on the path, 2: done.
        var state = [UInt8](repeating: 0, count: t.symbolCount)
        for slot in t.rows.indices where t.rowAlive[slot] {
            let row = t.rows[slot]
            let externals = row.cells.filter { t.kinds[Int($0.symbol)] == .external }
            if !t.holdsExternals[slot] && !externals.isEmpty {
                problems.append("row of \(name(of: row.basic)) holds externals but is not marked so")
            }
            if t.kinds[Int(row.basic)] == .external && t.parameterFree[slot] {
                for cell in externals {
                    let referenced = t.basicRow[Int(cell.symbol)]
                    if referenced < 0 || !t.parameterFree[Int(referenced)] {
                        problems.append("row of \(name(of: row.basic)) marked parameter-free holds \(name(of: cell.symbol))")
                    }
                }
            }
            // Depth-first over the references, without recursion.
            guard t.kinds[Int(row.basic)] == .external, state[Int(row.basic)] == 0 else { continue }
            var stack: [(symbol: Int32, next: Int)] = [(row.basic, 0)]
            state[Int(row.basic)] = 1
            while let top = stack.last {
                let cells = t.rows[Int(t.basicRow[Int(top.symbol)])].cells
                var k = top.next
                var child: Int32 = -1
                while k < cells.count {
                    let s = cells[k].symbol
                    k += 1
                    guard t.kinds[Int(s)] == .external, t.basicRow[Int(s)] >= 0 else { continue }
                    if state[Int(s)] == 1 {
                        problems.append("references form a cycle through \(name(of: s))")
                    } else if state[Int(s)] == 0 {
                        child = s
                        break
                    }
                }
                stack[stack.count - 1].next = k
                if child >= 0 {
                    state[Int(child)] = 1
                    stack.append((child, 0))
                } else {
                    state[Int(top.symbol)] = 2
                    stack.removeLast()
                }
            }
        }
        return problems
    }
}

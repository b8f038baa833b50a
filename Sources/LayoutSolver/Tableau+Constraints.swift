/// A constraint as the tableau sees it: a linear form over symbols.
struct LinearForm {
    var terms: [(symbol: Int32, coefficient: Double)]
    var constant: Double
    var relation: Relation
    /// 0 for a required constraint, else the objective level of its priority.
    var level: Int
}

/// The symbols a constraint owns in the tableau.
struct ConstraintSymbols {
    /// The symbol marking the constraint's row: its slack (inequality), its
    /// dummy (required equality) or its positive error (other equality).
    var marker: Int32
    /// The second error symbol of a non-required constraint, or -1.
    var other: Int32
    /// The marker's coefficient in the constraint's row as first built
    /// (before any sign normalisation): changing the constraint's constant by
    /// Δ shifts the marker by Δ / markerCoefficient.
    var markerCoefficient: Double
}

/// The result of adding a constraint to the tableau.
enum AddOutcome {
    case added(ConstraintSymbols)
    /// A required constraint that cannot hold; the symbols are the markers of
    /// already-added required constraints in a Farkas certificate of the conflict.
    case unsatisfiable(support: [Int32])
}

extension Tableau {
    /// Adds a constraint, owned by record `ownerRecord`, and re-optimises.
    ///
    /// A required constraint whose row offers no subject is admitted through
    /// level 0: it is added as the top-priority soft constraint, the objective
    /// minimises its error, and then it either becomes required (error 0) or is
    /// removed again, leaving the tableau holding exactly the old constraints.
    mutating func add(_ form: LinearForm, ownerRecord: Int32) -> AddOutcome {
        invalidateValues()
        defer { invalidateValues() }
        infeasible.removeAll(keepingCapacity: true)
        // The expression with the rows that hold parameters substituted: its
        // non-basic externals, if any, are those of the fully substituted row,
        // with the same coefficients, and the row is solved for one of them
        // keeping its references. Without one the row is solved for a slack
        // or an error, or admitted: it must then be in solved form.
        var (constant, cells) = expanded(form.terms, constant: form.constant, full: false)
        if !cells.contains(where: { isParameter($0.symbol) }), cells.contains(where: { kinds[Int($0.symbol)] == .external }) {
            (constant, cells) = expanded(form.terms, constant: form.constant, full: true)
        }

        let required = form.level == 0
        var symbols = ConstraintSymbols(marker: -1, other: -1, markerCoefficient: 1)
        switch form.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sigma: Double = form.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack, owner: ownerRecord)
            cells.append(Cell(symbol: slack, coefficient: sigma))
            symbols.marker = slack
            symbols.markerCoefficient = sigma
            if !required {
                let error = makeSymbol(.error, owner: ownerRecord)
                cells.append(Cell(symbol: error, coefficient: -sigma))
                symbols.other = error
            }
        case .equal:
            if required {
                let dummy = makeSymbol(.dummy, owner: ownerRecord)
                cells.append(Cell(symbol: dummy, coefficient: 1))
                symbols.marker = dummy
                symbols.markerCoefficient = 1
            } else {
                let plus = makeSymbol(.error, owner: ownerRecord)
                let minus = makeSymbol(.error, owner: ownerRecord)
                cells.append(Cell(symbol: plus, coefficient: -1))
                cells.append(Cell(symbol: minus, coefficient: 1))
                symbols.marker = plus
                symbols.other = minus
                symbols.markerCoefficient = -1
            }
        }
        if !required {
            // Every error of a level weighs 1: the level's sum of violations.
            for s in [symbols.marker, symbols.other] where kinds[Int(s)] == .error {
                objective[Int(s) * levelCount + form.level] += 1
                touch(s, level: form.level)
            }
        }
        sortBySymbol(&cells)
        // (`consume`: the row owns the only reference, so that negating and
        // solving it rewrite the buffer in place instead of copying it.)
        var row = Row(basic: -1, constant: constant, cells: consume cells)
        if row.constant < 0 { negate(&row) }

        if let subject = chooseSubject(row, symbols) {
            insert(consume row, solvedFor: subject)
            optimize()
            return .added(symbols)
        }
        if row.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            // The row is a combination of required equalities.
            if abs(row.constant) > Tableau.epsilon {
                let support = row.cells.map(\.symbol).filter { $0 != symbols.marker }
                freeSymbol(symbols.marker)
                return .unsatisfiable(support: support)
            }
            insert(consume row, solvedFor: symbols.marker)  // redundant: kept for later removals
            return .added(symbols)
        }
        if row.constant == 0, kinds[Int(symbols.marker)] == .slack {
            // A required inequality that holds with equality at the current
            // solution: its row solved for its own slack gives the slack the
            // value 0 whatever the sign of its coefficient, and the slack is
            // new (in no other row), so every row stays feasible and no
            // admission through level 0 is needed.
            insert(consume row, solvedFor: symbols.marker)
            optimize()
            return .added(symbols)
        }
        if let subject = feasibleRestrictedSubject(row) {
            insert(consume row, solvedFor: subject)
            optimize()
            return .added(symbols)
        }
        return admit(row, symbols)
    }

    /// A restricted symbol of a new required row (fully substituted, no
    /// parameter) that the row can be solved for while every row stays
    /// feasible, so that no admission through level 0 is needed: with the
    /// row's constant `c ≥ 0`, a slack or error with coefficient `a`, which
    /// takes the value `c / −a` — any sign when `c` is 0 (nothing moves), else
    /// `a < 0` and every restricted row holding it still at 0 or more once it
    /// has that value (a ratio test). Of several, the one in the fewest rows
    /// (its column's length, then the smallest symbol), since every row
    /// holding the subject is rewritten next: in `w1 == w0` the slack of
    /// `w1`'s own rule, not one that every width equal to `w0` holds. Nil
    /// when there is none.
    ///
    /// This is what keeps a size held at 0 or more by a required `w ≥ 0`
    /// added first (the layout pass's sizes rule) cheap: `w`'s row is then
    /// `w = s`, so every later required row on `w` holds no parameter, and
    /// `w == 100` or `w1 == w0` would otherwise each be admitted.
    private mutating func feasibleRestrictedSubject(_ row: Row) -> Int32? {
        var candidates: [(rows: Int, symbol: Int32, coefficient: Double)] = []
        for cell in row.cells where kinds[Int(cell.symbol)].isRestricted && (row.constant == 0 || cell.coefficient < 0) {
            candidates.append((columns.lists[Int(cell.symbol)].count, cell.symbol, cell.coefficient))
        }
        candidates.sort { ($0.rows, $0.symbol) < ($1.rows, $1.symbol) }
        if row.constant == 0 { return candidates.first?.symbol }
        for candidate in candidates {
            let value = row.constant / -candidate.coefficient
            var feasible = true
            for (slot, coefficient) in column(of: candidate.symbol) {
                let kind = kinds[Int(rows[Int(slot)].basic)]
                if kind == .external { continue }
                if kind == .dummy || rows[Int(slot)].constant + coefficient * value < 0 {
                    feasible = false
                    break
                }
            }
            if feasible { return candidate.symbol }
        }
        return nil
    }

    /// Sorts cells by symbol. New rows are short, or a long substituted row
    /// already in order with a few symbols out of place, so an insertion sort
    /// (linear in the cells plus the moves) does it; past a budget of moves it
    /// gives up for the standard sort.
    private func sortBySymbol(_ cells: inout [Cell]) {
        let n = cells.count
        guard n > 1 else { return }
        var budget = 4 * n + 64
        let done = cells.withUnsafeMutableBufferPointer { c -> Bool in
            for i in 1..<n {
                let cell = c[i]
                var j = i
                while j > 0 && c[j - 1].symbol > cell.symbol {
                    c[j] = c[j - 1]
                    j -= 1
                }
                c[j] = cell
                budget -= i - j
                if budget < 0 { return false }
            }
            return true
        }
        if !done { cells.sort { $0.symbol < $1.symbol } }
    }

    private func negate(_ row: inout Row) {
        row.constant = -row.constant
        for k in row.cells.indices { row.cells[k].coefficient = -row.cells[k].coefficient }
    }

    /// Whether `symbol` is a non-basic external (a free parameter).
    @inline(__always)
    func isParameter(_ symbol: Int32) -> Bool {
        kinds[Int(symbol)] == .external && basicRow[Int(symbol)] < 0
    }

    /// The symbol to solve a new row for: a non-basic external if any (the
    /// smallest), else the constraint's own slack or error when solving for
    /// it keeps it non-negative (the row's constant is non-negative here).
    private func chooseSubject(_ row: Row, _ symbols: ConstraintSymbols) -> Int32? {
        for cell in row.cells where isParameter(cell.symbol) { return cell.symbol }
        for s in [symbols.marker, symbols.other] where s >= 0 && kinds[Int(s)].isRestricted {
            if row.coefficient(of: s) < 0 { return s }
        }
        return nil
    }

    /// Stores `0 = constant + Σ cells` solved for `subject` and substitutes the
    /// subject everywhere else.
    ///
    /// An external subject is not substituted: the only rows that can hold it
    /// are other externals' rows (restricted rows and the objective never
    /// hold an external), and there it becomes a reference. Substituting it
    /// would copy its row into each of them, which is how a chain added from
    /// its far end fills in. The new row refers only to parameter-free rows,
    /// and the rows holding the subject held a parameter, so no cycle forms.
    private mutating func insert(_ row: consuming Row, solvedFor subject: Int32) {
        guard let at = row.index(of: subject) else { return }
        let inverse = -1 / row.cells[at].coefficient
        row.cells.remove(at: at)
        for k in row.cells.indices { row.cells[k].coefficient *= inverse }
        row.constant *= inverse
        row.basic = subject
        let slot = insertRow(row)
        if kinds[Int(subject)] == .external {
            // The rows that held the subject as a parameter may hold none now.
            refreshParameterFree(rowsContaining(subject))
        } else {
            substitute(subject, slot: slot)
        }
    }

    /// Admits a required constraint whose row has no usable subject.
    private mutating func admit(_ equation: Row, _ symbols: ConstraintSymbols) -> AddOutcome {
        var row = equation
        var admission: [Int32] = []
        if kinds[Int(symbols.marker)] == .dummy {
            let plus = makeSymbol(.error)
            let minus = makeSymbol(.error)
            insertSorted(&row.cells, Cell(symbol: plus, coefficient: -1))
            insertSorted(&row.cells, Cell(symbol: minus, coefficient: 1))
            admission = [plus, minus]
        } else {
            let error = makeSymbol(.error)
            insertSorted(&row.cells, Cell(symbol: error, coefficient: -row.coefficient(of: symbols.marker)))
            admission = [error]
        }
        for s in admission {
            objective[Int(s) * levelCount + 0] = 1
            touch(s, level: 0)
        }
        insert(row, solvedFor: admission[0])
        optimize()

        var violation = 0.0
        for s in admission { violation += constantValue(of: s) }
        if violation <= 1e-7 {
            for s in admission {
                let slot = basicRow[Int(s)]
                if slot >= 0 {
                    let cells = rows[Int(slot)].cells
                    if cells.isEmpty {
                        removeRow(slot)
                    } else {
                        let entering = cells.first(where: { kinds[Int($0.symbol)] != .dummy })?.symbol
                            ?? (rows[Int(slot)].index(of: symbols.marker) != nil ? symbols.marker : cells[0].symbol)
                        pivot(entering: entering, slot: slot)
                    }
                }
                deleteColumn(s)
                freeSymbol(s)
            }
            clearLevelZero()
            optimize()
            return .added(symbols)
        }
        // The certificate: required markers with a non-zero reduced cost on level 0.
        var support: [Int32] = []
        for s in levelZeroTouched where abs(objective[Int(s) * levelCount + 0]) > Tableau.epsilon && basicRow[Int(s)] < 0 {
            let kind = kinds[Int(s)]
            if (kind == .slack || kind == .dummy) && s != symbols.marker && !support.contains(s) { support.append(s) }
        }
        clearLevelZero()
        remove(symbols, extra: admission, level: nil)
        return .unsatisfiable(support: support)
    }

    /// Removes a constraint's row and symbols, then re-optimises.
    ///
    /// `level` is the objective level of a non-required constraint (its error
    /// weights are taken out of the objective first); `extra` lists further
    /// symbols the constraint owns.
    mutating func remove(_ symbols: ConstraintSymbols, extra: [Int32] = [], level: Int?) {
        invalidateValues()
        defer { invalidateValues() }
        infeasible.removeAll(keepingCapacity: true)
        if let level {
            for s in [symbols.marker, symbols.other] where s >= 0 && kinds[Int(s)] == .error {
                let slot = basicRow[Int(s)]
                if slot >= 0 {
                    for cell in rows[Int(slot)].cells {
                        objective[Int(cell.symbol) * levelCount + level] -= cell.coefficient
                        touch(cell.symbol, level: level)
                    }
                } else {
                    objective[Int(s) * levelCount + level] -= 1
                    touch(s, level: level)
                }
            }
        }
        let marker = symbols.marker
        var leftBasis: Int32 = -1
        if basicRow[Int(marker)] < 0 {
            // The externals' rows holding the marker, in solved form first:
            // through its references such a row may hold the marker with
            // another coefficient, or not at all (`a = d + b` with `b = −d`),
            // and the row chosen below is substituted into restricted rows.
            for (slot, _) in column(of: marker) where kinds[Int(rows[Int(slot)].basic)] == .external {
                expandReferences(ofRow: slot)
            }
        }
        if basicRow[Int(marker)] >= 0 {
            removeRow(basicRow[Int(marker)])
        } else if let slot = markerLeavingRow(marker) {
            leftBasis = rows[Int(slot)].basic
            pivot(entering: marker, slot: slot)
            removeRow(slot)
        }
        // The constraint's other symbols only lived in its own equation; the
        // pivot above took them out with it. Clean up defensively all the same.
        for s in [marker, symbols.other] + extra where s >= 0 {
            if basicRow[Int(s)] >= 0 { removeRow(basicRow[Int(s)]) }
            deleteColumn(s)
            freeSymbol(s)
        }
        if leftBasis >= 0, kinds[Int(leftBasis)] == .external { reabsorb(leftBasis) }
        optimize()
    }

    /// The row to pivot a non-basic marker into before dropping it, keeping
    /// every restricted row feasible (Cassowary's choice: restricted rows with a
    /// negative coefficient by ratio, then positive ones, then unrestricted;
    /// a redundancy row of dummies before all of them).
    private mutating func markerLeavingRow(_ marker: Int32) -> Int32? {
        var first: Int32 = -1
        var firstRatio = Double.infinity
        var second: Int32 = -1
        var secondRatio = Double.infinity
        var third: Int32 = -1
        for (slot, a) in column(of: marker) {
            let row = (basic: rows[Int(slot)].basic, constant: rows[Int(slot)].constant)
            if kinds[Int(row.basic)] == .dummy {
                // A redundancy row (all dummies, at zero): pivoting there moves
                // nothing and keeps dummy rows free of other symbols.
                return slot
            } else if kinds[Int(row.basic)] == .external {
                if third < 0 { third = slot }
            } else if a < 0 {
                let ratio = -row.constant / a
                if ratio < firstRatio { firstRatio = ratio; first = slot }
            } else {
                let ratio = row.constant / a
                if ratio < secondRatio { secondRatio = ratio; second = slot }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }

    /// Makes a non-basic external basic again when it appears in a restricted
    /// row, so that restricted rows only ever hold restricted symbols.
    private mutating func reabsorb(_ external: Int32) {
        guard basicRow[Int(external)] < 0 else { return }
        var best: Int32 = -1
        var bestRatio = Double.infinity
        for (slot, a) in column(of: external) {
            guard kinds[Int(rows[Int(slot)].basic)].isRestricted else { continue }
            let ratio = max(0, rows[Int(slot)].constant) / abs(a)
            if ratio < bestRatio { bestRatio = ratio; best = slot }
        }
        if best >= 0 { pivot(entering: external, slot: best) }
    }

    /// Shifts a constraint's constant by `delta` (its expression becomes
    /// `expression + delta`) and restores feasibility with the dual simplex.
    /// Returns nil on success, or the slot of the row proving that the required
    /// constraints cannot hold with the new constant (the caller undoes).
    mutating func shiftConstant(_ symbols: ConstraintSymbols, by delta: Double) -> Int32? {
        invalidateValues()
        defer { invalidateValues() }
        infeasible.removeAll(keepingCapacity: true)
        let shift = delta / symbols.markerCoefficient
        let marker = symbols.marker
        let eps = Tableau.epsilon
        let basicSlot = basicRow[Int(marker)]
        if basicSlot >= 0 {
            rows[Int(basicSlot)].constant -= shift
            let kind = kinds[Int(rows[Int(basicSlot)].basic)]
            if kind == .dummy ? abs(rows[Int(basicSlot)].constant) > eps : kind.isRestricted && rows[Int(basicSlot)].constant < -eps {
                infeasible.append(basicSlot)
            }
        } else {
            for (slot, coefficient) in column(of: marker) {
                let r = Int(slot)
                rows[r].constant += coefficient * shift
                let kind = kinds[Int(rows[r].basic)]
                if kind == .dummy ? abs(rows[r].constant) > eps : kind.isRestricted && rows[r].constant < -eps {
                    infeasible.append(slot)
                }
            }
        }
        return dualOptimize()
    }
}

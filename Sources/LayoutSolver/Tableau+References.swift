/// References between externals' rows (see ``Tableau``): expanding them,
/// the values they give, and the parameter-free marks that decide when a new
/// row may keep them.
extension Tableau {
    // MARK: Parameter-free marks

    /// Whether cells make a parameter-free row: every external among them is
    /// basic, with a parameter-free row.
    func isParameterFree(_ cells: [Cell]) -> Bool {
        for cell in cells where kinds[Int(cell.symbol)] == .external {
            let slot = basicRow[Int(cell.symbol)]
            if slot < 0 || !parameterFree[Int(slot)] { return false }
        }
        return true
    }

    /// Marks the rows in `slots`, and every row referring to them in turn,
    /// as not parameter-free (they gained a parameter, or one of their
    /// references lost its row). A row already unmarked stops the walk: the
    /// rows referring to it are unmarked already.
    mutating func clearParameterFree(_ slots: [Int32]) {
        var work = slots
        while let slot = work.popLast() {
            let r = Int(slot)
            guard rowAlive[r], parameterFree[r] else { continue }
            parameterFree[r] = false
            let basic = rows[r].basic
            if kinds[Int(basic)] == .external { work += column(of: basic).map(\.slot) }
        }
    }

    /// Marks again the externals' rows in `slots` that have become
    /// parameter-free, and in turn the rows referring to them.
    mutating func refreshParameterFree(_ slots: [Int32]) {
        var work = slots
        while let slot = work.popLast() {
            let r = Int(slot)
            guard rowAlive[r], !parameterFree[r] else { continue }
            let basic = rows[r].basic
            guard kinds[Int(basic)] == .external, isParameterFree(rows[r].cells) else { continue }
            parameterFree[r] = true
            work += column(of: basic).map(\.slot)
        }
    }

    // MARK: Expansion

    /// Whether expanding a row replaces `symbol` by its row: a basic external,
    /// every one when `full`, else only those whose rows hold parameters.
    @inline(__always)
    private func expands(_ symbol: Int32, full: Bool) -> Bool {
        guard kinds[Int(symbol)] == .external else { return false }
        let slot = basicRow[Int(symbol)]
        return slot >= 0 && (full || !parameterFree[Int(slot)])
    }

    /// A fresh stamp for ``visitStamp``.
    private mutating func nextVisit() -> UInt32 {
        visitEpoch &+= 1
        if visitEpoch == 0 {
            for i in visitStamp.indices { visitStamp[i] = 0 }
            visitEpoch = 1
        }
        return visitEpoch
    }

    /// The basic externals reachable from `roots` through the rows that
    /// `expands(_:full:)` opens, each once, every one before the externals
    /// its row refers to (a topological order of the references' graph).
    private mutating func expansionOrder(_ roots: [Int32], full: Bool) -> [Int32] {
        let mark = nextVisit()
        var postOrder: [Int32] = []
        var stack: [(symbol: Int32, next: Int)] = []
        // Roots in reverse, so that rows without references come out in the
        // order of the terms.
        for root in roots.reversed() where visitStamp[Int(root)] != mark {
            visitStamp[Int(root)] = mark
            stack.append((root, 0))
            while let top = stack.last {
                let cells = rows[Int(basicRow[Int(top.symbol)])].cells
                var k = top.next
                var child: Int32 = -1
                while k < cells.count {
                    let s = cells[k].symbol
                    k += 1
                    if visitStamp[Int(s)] != mark && expands(s, full: full) {
                        child = s
                        break
                    }
                }
                stack[stack.count - 1].next = k
                if child >= 0 {
                    visitStamp[Int(child)] = mark
                    stack.append((child, 0))
                } else {
                    postOrder.append(top.symbol)
                    stack.removeLast()
                }
            }
        }
        postOrder.reverse()
        return postOrder
    }

    /// `constant + Σ terms` with basic externals replaced by their rows,
    /// recursively: every one when `full` (the result mentions only non-basic
    /// symbols, solved form), else only those whose rows hold parameters (the
    /// result keeps references to parameter-free rows, and the coefficient of
    /// every non-basic external is the one full expansion gives). Returns the
    /// constant and the cells (unsorted, near-zero ones dropped, with room for
    /// two more).
    ///
    /// Each row is expanded once, with the sum of the coefficients it is
    /// reached with (rows in topological order), so shared references cost
    /// nothing more. Without nested references (every row opened holds
    /// none) it sums exactly as solved-form substitution does. The cells are
    /// summed in a dense accumulator indexed by symbol, on raw buffers; the
    /// accumulator is left all zero.
    mutating func expanded(_ terms: [(symbol: Int32, coefficient: Double)], constant: Double,
                           full: Bool) -> (constant: Double, cells: [Cell]) {
        var roots: [Int32] = []
        var nested = false
        var needed = 0
        for (symbol, _) in terms {
            if expands(symbol, full: full) {
                let slot = Int(basicRow[Int(symbol)])
                roots.append(symbol)
                needed += rows[slot].cells.count
                if holdsExternals[slot] { nested = true }
            } else {
                needed += 1
            }
        }
        // The rows to open: the terms' own, or, with nested references, every
        // one reachable, each once.
        var order: [(symbol: Int32, coefficient: Double)] = []
        if nested {
            let symbols = expansionOrder(roots, full: full)
            needed = terms.count
            for s in symbols { needed += rows[Int(basicRow[Int(s)])].cells.count }
            for (symbol, coefficient) in terms where expands(symbol, full: full) { pending[Int(symbol)] += coefficient }
            order = symbols.map { ($0, 0) }
        }
        if accumulatorTouched.count < needed {
            accumulatorTouched = [Int32](repeating: 0, count: max(needed, 2 * accumulatorTouched.count))
        }
        reserveCellScratch(needed)
        var constant = constant
        let eps = Tableau.epsilon
        let basicRow = self.basicRow
        let rows = self.rows
        let kinds = self.kinds
        let parameterFree = self.parameterFree
        let collected = accumulator.withUnsafeMutableBufferPointer { sums in
            accumulatorTouched.withUnsafeMutableBufferPointer { touched in
                pending.withUnsafeMutableBufferPointer { pending in
                    var count = 0
                    /// Adds `coefficient` to a symbol's sum; a sum that cancels to
                    /// exactly 0 is kept at the least non-zero value, so the symbol
                    /// is listed once (and dropped as near zero when collected).
                    func accumulate(_ symbol: Int32, _ coefficient: Double) {
                        let s = Int(symbol)
                        if sums[s] == 0 {
                            touched[count] = symbol
                            count += 1
                        }
                        sums[s] += coefficient
                        if sums[s] == 0 { sums[s] = .leastNonzeroMagnitude }
                    }
                    func opens(_ symbol: Int32) -> Bool {
                        guard kinds[Int(symbol)] == .external else { return false }
                        let slot = basicRow[Int(symbol)]
                        return slot >= 0 && (full || !parameterFree[Int(slot)])
                    }
                    if !nested {
                        for (symbol, coefficient) in terms {
                            let slot = basicRow[Int(symbol)]
                            if opens(symbol) {
                                constant += coefficient * rows[Int(slot)].constant
                                rows[Int(slot)].cells.withUnsafeBufferPointer { row in
                                    for cell in row { accumulate(cell.symbol, coefficient * cell.coefficient) }
                                }
                            } else {
                                accumulate(symbol, coefficient)
                            }
                        }
                    } else {
                        for (symbol, coefficient) in terms where !opens(symbol) { accumulate(symbol, coefficient) }
                        for (symbol, _) in order {
                            let k = pending[Int(symbol)]
                            pending[Int(symbol)] = 0
                            if k == 0 { continue }
                            let slot = basicRow[Int(symbol)]
                            constant += k * rows[Int(slot)].constant
                            rows[Int(slot)].cells.withUnsafeBufferPointer { row in
                                for cell in row {
                                    if opens(cell.symbol) {
                                        pending[Int(cell.symbol)] += k * cell.coefficient
                                    } else {
                                        accumulate(cell.symbol, k * cell.coefficient)
                                    }
                                }
                            }
                        }
                    }
                    return cellScratch.withUnsafeMutableBufferPointer { out in
                        var n = 0
                        for k in 0..<count {
                            let symbol = touched[k]
                            let c = sums[Int(symbol)]
                            sums[Int(symbol)] = 0
                            if abs(c) > eps {
                                out[n] = Cell(symbol: symbol, coefficient: c)
                                n += 1
                            }
                        }
                        return n
                    }
                }
            }
        }
        // Room for two more: the markers the caller appends.
        var cells: [Cell] = []
        cells.reserveCapacity(collected + 2)
        cells.append(contentsOf: cellScratch[0..<collected])
        return (constant, cells)
    }

    /// Rewrites the row in `slot` (an external's) in solved form: its
    /// references replaced by their rows, recursively.
    mutating func expandReferences(ofRow slot: Int32) {
        let r = Int(slot)
        guard holdsExternals[r] else { return }
        let row = rows[r]
        guard row.cells.contains(where: { kinds[Int($0.symbol)] == .external && basicRow[Int($0.symbol)] >= 0 }) else { return }
        let terms = row.cells.map { (symbol: $0.symbol, coefficient: $0.coefficient) }
        var (constant, cells) = expanded(terms, constant: row.constant, full: true)
        cells.sort { $0.symbol < $1.symbol }
        rows[r].constant = constant
        rows[r].cells = cells
        columns.append(slot, toEach: cells) { $0.symbol }
        holdsExternals[r] = cells.contains { kinds[Int($0.symbol)] == .external }
    }

    // MARK: Values

    /// Starts a new generation of values: called by every operation that
    /// changes the tableau, so that no cached value outlives it.
    mutating func invalidateValues() {
        valueEpoch &+= 1
        if valueEpoch == 0 {
            for i in valueStamp.indices { valueStamp[i] = 0 }
            valueEpoch = 1
        }
    }

    /// The value of a symbol in the current basic solution: 0 when non-basic,
    /// else its row's constant plus `coefficient × value` of each reference.
    ///
    /// A row without references costs one read. Values through references
    /// are computed once per change of the tableau (each row on the way is
    /// cached), without recursion, however deep the references go.
    @inline(__always)
    mutating func value(of symbol: Int32) -> Double {
        let slot = basicRow[Int(symbol)]
        if slot < 0 { return 0 }
        if !holdsExternals[Int(slot)] { return rows[Int(slot)].constant }
        if valueStamp[Int(symbol)] == valueEpoch { return valueCache[Int(symbol)] }
        return evaluate(symbol)
    }

    /// The values of several symbols (-1: a variable never met, 0), as
    /// ``value(of:)`` gives them, in one pass.
    mutating func values(of symbols: [Int32]) -> [Double] {
        var result = [Double](repeating: 0, count: symbols.count)
        var stack: [Int32] = []
        swap(&stack, &valueStack)
        for (k, symbol) in symbols.enumerated() where symbol >= 0 {
            let slot = basicRow[Int(symbol)]
            if slot < 0 { continue }
            if !holdsExternals[Int(slot)] {
                result[k] = rows[Int(slot)].constant
            } else {
                if valueStamp[Int(symbol)] != valueEpoch { evaluate(symbol, stack: &stack) }
                result[k] = valueCache[Int(symbol)]
            }
        }
        swap(&stack, &valueStack)
        return result
    }

    /// The value of a basic external whose row may hold references, each
    /// row on the way summed once its references are known (depth first,
    /// on a stack of its own) and cached.
    private mutating func evaluate(_ symbol: Int32) -> Double {
        var stack: [Int32] = []
        swap(&stack, &valueStack)
        evaluate(symbol, stack: &stack)
        swap(&stack, &valueStack)
        return valueCache[Int(symbol)]
    }

    /// Caches the value of `symbol` and of the references it needs (on raw
    /// buffers: a re-solve reads every value once, so this runs once per
    /// variable defined through others).
    private mutating func evaluate(_ symbol: Int32, stack: inout [Int32]) {
        let epoch = valueEpoch
        stack.append(symbol)
        rows.withUnsafeBufferPointer { rows in
        kinds.withUnsafeBufferPointer { kinds in
        basicRow.withUnsafeBufferPointer { basicRow in
        holdsExternals.withUnsafeBufferPointer { holdsExternals in
        valueCache.withUnsafeMutableBufferPointer { cache in
        valueStamp.withUnsafeMutableBufferPointer { stamps in
            while let top = stack.last {
                if stamps[Int(top)] == epoch {
                    stack.removeLast()
                    continue
                }
                let r = Int(basicRow[Int(top)])
                let waiting = stack.count
                var sum = rows[r].constant
                rows[r].cells.withUnsafeBufferPointer { cells in
                    for cell in cells where kinds[Int(cell.symbol)] == .external {
                        let s = Int(cell.symbol)
                        let referenced = Int(basicRow[s])
                        if referenced < 0 { continue }
                        if !holdsExternals[referenced] {
                            sum += cell.coefficient * rows[referenced].constant
                        } else if stamps[s] == epoch {
                            sum += cell.coefficient * cache[s]
                        } else {
                            stack.append(cell.symbol)
                        }
                    }
                }
                if stack.count == waiting {
                    cache[Int(top)] = sum
                    stamps[Int(top)] = epoch
                    stack.removeLast()
                }
            }
        }
        }
        }
        }
        }
        }
    }

    // MARK: Dependents

    /// The basic externals whose fully expanded rows hold `symbol` with a
    /// coefficient beyond the tolerance: the coefficient is carried from the
    /// rows holding it to the rows referring to them, in topological order
    /// (so that what cancels on the way cancels).
    /// - Complexity: O(cells of the references from the rows holding the
    ///   symbol to every row depending on them).
    mutating func externalsDepending(on symbol: Int32) -> [Int32] {
        let direct = column(of: symbol)
        var roots: [Int32] = []
        for (slot, _) in direct where kinds[Int(rows[Int(slot)].basic)] == .external { roots.append(slot) }
        if roots.isEmpty { return [] }
        // Rows in topological order: a row before the rows referring to it.
        let mark = nextVisit()
        var postOrder: [Int32] = []
        var stack: [(slot: Int32, referrers: [Int32], next: Int)] = []
        func referrers(_ slot: Int32) -> [Int32] {
            column(of: rows[Int(slot)].basic).map(\.slot).filter { kinds[Int(rows[Int($0)].basic)] == .external }
        }
        for root in roots.reversed() {
            let basic = Int(rows[Int(root)].basic)
            if visitStamp[basic] == mark { continue }
            visitStamp[basic] = mark
            stack.append((root, referrers(root), 0))
            while !stack.isEmpty {
                let top = stack.count - 1
                if stack[top].next < stack[top].referrers.count {
                    let next = stack[top].referrers[stack[top].next]
                    stack[top].next += 1
                    let b = Int(rows[Int(next)].basic)
                    if visitStamp[b] != mark {
                        visitStamp[b] = mark
                        stack.append((next, referrers(next), 0))
                    }
                } else {
                    postOrder.append(stack[top].slot)
                    stack.removeLast()
                }
            }
        }
        postOrder.reverse()
        // The coefficients, carried along (in `pending`, by basic symbol).
        for (slot, coefficient) in direct { pending[Int(rows[Int(slot)].basic)] += coefficient }
        var result: [Int32] = []
        for slot in postOrder {
            let basic = rows[Int(slot)].basic
            let c = pending[Int(basic)]
            pending[Int(basic)] = 0
            guard abs(c) > Tableau.epsilon else { continue }
            result.append(basic)
            for (referrer, a) in column(of: basic) where kinds[Int(rows[Int(referrer)].basic)] == .external {
                pending[Int(rows[Int(referrer)].basic)] += c * a
            }
        }
        // Restricted rows holding the symbol took a share above; clear it.
        for (slot, _) in direct { pending[Int(rows[Int(slot)].basic)] = 0 }
        return result
    }
}

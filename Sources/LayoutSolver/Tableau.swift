/// The kinds of symbols in the tableau.
///
/// `external` symbols are the user's variables (unrestricted). `slack` and
/// `error` symbols are restricted to be non-negative: slacks turn inequalities
/// into equalities, errors measure how far a non-required constraint is
/// violated. A `dummy` marks a required equality and is fixed at zero.
enum SymbolKind: UInt8 {
    case external, slack, error, dummy, unused

    /// Restricted symbols are non-negative and take part in the simplex.
    var isRestricted: Bool { self == .slack || self == .error }
}

/// One non-zero coefficient of a row.
struct Cell {
    var symbol: Int32
    var coefficient: Double
}

/// A row of the tableau: `basic = constant + Σ cells`.
///
/// Cells are sorted by symbol and hold no zero coefficient. The row of a
/// slack, error or dummy is in solved form: its cells never mention a basic
/// symbol. The row of an external may also mention other basic externals
/// (*references*): `top = 8 + above.top + above.height` instead of the same
/// equation with both substituted by their own rows (see ``Tableau``).
struct Row {
    var basic: Int32
    var constant: Double
    var cells: [Cell]

    /// The coefficient of `symbol` in this row (0 when absent). O(log n).
    func coefficient(of symbol: Int32) -> Double {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            let s = cells[mid].symbol
            if s == symbol { return cells[mid].coefficient }
            if s < symbol { low = mid + 1 } else { high = mid }
        }
        return 0
    }

    /// The index of `symbol` among the cells, if present. O(log n).
    func index(of symbol: Int32) -> Int? {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            let s = cells[mid].symbol
            if s == symbol { return mid }
            if s < symbol { low = mid + 1 } else { high = mid }
        }
        return nil
    }
}

/// The simplex tableau: rows in solved form, a column index and a lexicographic
/// objective with one level per priority in use.
///
/// Storage is designed for cache-friendly incremental work: symbols are dense
/// integer ids, per-symbol data lives in parallel arrays, rows are contiguous
/// sorted cell arrays, and a column index (symbol → rows that may contain it)
/// lets a pivot touch only the rows it changes. Column lists are *lazy*: a row
/// that loses a symbol is not removed from that symbol's list at once; readers
/// verify membership and compact the list as they go.
///
/// **References.** The rows of restricted symbols, of dummies and the
/// objective are in solved form (only non-basic symbols, no external). The row
/// of an external may mention other basic externals, whose own rows stand for
/// them: the externals' rows form an acyclic graph, and a variable's value is
/// its row's constant plus its references' values (non-basic symbols are 0).
/// The simplex never reads an external's row (externals never enter and their
/// rows are never pivot rows), so this is invisible to it; what it saves is
/// the fill-in of solved form, where a chain `v[k].top == v[k-1].top +
/// v[k-1].height + 8` writes each top in terms of every height above it
/// (cells growing as the square of the chain's length). A new row keeps a
/// reference to a basic external only when that external is *parameter-free*
/// (no non-basic external anywhere in its expansion), so that the new row's
/// subject is chosen as in solved form (the smallest non-basic external of
/// the fully substituted row) and the graph stays acyclic; a row solved for a
/// restricted symbol is always fully substituted.
struct Tableau {
    /// The absolute tolerance used for every comparison with zero.
    static let epsilon = 1e-8

    // Per symbol.
    var kinds: [SymbolKind] = []
    /// The row slot in which a symbol is basic, or -1.
    var basicRow: [Int32] = []
    /// Row slots that may contain each symbol as a cell (lazy, may hold stale entries).
    var columns = ColumnIndex()
    /// The constraint record owning a slack, error or dummy symbol, or -1.
    var owner: [Int32] = []
    /// Whether the symbol sits in the candidate heap.
    var inHeap: [Bool] = []
    var freeSymbols: [Int32] = []

    // Rows.
    var rows: [Row] = []
    var rowAlive: [Bool] = []
    var rowStamp: [UInt32] = []
    var stamp: UInt32 = 0
    var freeRows: [Int32] = []
    /// Per row slot: whether the row may hold an external cell (a reference or
    /// a non-basic external); false guarantees none, so the value of its
    /// basic symbol is its constant.
    var holdsExternals: [Bool] = []
    /// Per row slot of an external: whether no non-basic external occurs in
    /// its expansion, i.e. every external cell is a reference to a
    /// parameter-free row. Sound (true only when it holds); a row referring
    /// to a row without the mark never has it. Meaningless for other rows.
    var parameterFree: [Bool] = []

    // Values of externals whose rows hold references (see ``value(of:)``).
    /// The cached value of each symbol, valid when its stamp is ``valueEpoch``.
    var valueCache: [Double] = []
    var valueStamp: [UInt32] = []
    /// Changed by every operation that changes the tableau.
    var valueEpoch: UInt32 = 1

    /// The objective, symbol-major: `objective[symbol * levelCount + level]`
    /// is the reduced cost of a non-basic symbol at that level, so a symbol's
    /// cost vector is contiguous. Level 0 is the admission level used while
    /// adding a required constraint; levels 1… are the non-required priorities
    /// in use, highest first.
    var objective: [Double] = []
    /// The number of objective levels (the admission level included).
    var levelCount = 1
    /// Symbols whose level-0 coefficient may be non-zero.
    var levelZeroTouched: [Int32] = []
    /// The priority of each level (index 0: the admission level, 1001).
    var levelPriorities: [Int] = [1001]

    /// Candidates for entering the basis in the primal simplex (a min-heap of
    /// symbols: the smallest eligible one enters, Bland's rule).
    var heap: [Int32] = []
    /// Row slots that may have gone infeasible (for the dual simplex).
    var infeasible: [Int32] = []

    // Scratch buffers reused across operations to avoid allocation.
    /// The symbols a merge added to a row (``addScaled(into:factor:constant:cells:eliminate:holdsExternals:)``;
    /// only a prefix is in use).
    var fresh: [Int32] = []
    /// Cells being built (a merge, a new row), copied out when done (only a
    /// prefix is in use; zero-filled as it grows, never shrunk).
    var cellScratch: [Cell] = []
    /// Per symbol: the sum being accumulated for a new row (0 when unused).
    var accumulator: [Double] = []
    /// The symbols with a sum in ``accumulator`` (only a prefix is in use).
    var accumulatorTouched: [Int32] = []
    /// Per symbol: the coefficient with which a reference is being expanded.
    var pending: [Double] = []
    /// The symbols waiting for their values (``value(of:)``; kept for its capacity).
    var valueStack: [Int32] = []
    /// Per symbol: a stamp for walks of the references' graph.
    var visitStamp: [UInt32] = []
    var visitEpoch: UInt32 = 0
    /// The row slots a substitution changed (``substitute(_:slot:)``).
    var substitutedRows: [Int32] = []

    var symbolCount: Int { kinds.count }

    // MARK: Symbols

    /// A new symbol of `kind`, recycling a freed id when there is one.
    mutating func makeSymbol(_ kind: SymbolKind, owner ownerRecord: Int32 = -1) -> Int32 {
        if let s = freeSymbols.popLast() {
            let i = Int(s)
            kinds[i] = kind
            owner[i] = ownerRecord
            return s
        }
        let s = Int32(kinds.count)
        kinds.append(kind)
        basicRow.append(-1)
        columns.addSymbol()
        owner.append(ownerRecord)
        inHeap.append(false)
        accumulator.append(0)
        pending.append(0)
        visitStamp.append(0)
        valueCache.append(0)
        valueStamp.append(0)
        for _ in 0..<levelCount { objective.append(0) }
        return s
    }

    /// Returns a symbol to the free list. It must be neither basic nor in any row.
    mutating func freeSymbol(_ s: Int32) {
        let i = Int(s)
        kinds[i] = .unused
        owner[i] = -1
        columns.removeAll(s)
        for level in 0..<levelCount { objective[i * levelCount + level] = 0 }
        freeSymbols.append(s)
    }

    /// The level of a non-required priority, creating it when new.
    mutating func level(for priority: Int) -> Int {
        var index = 1
        while index < levelPriorities.count, levelPriorities[index] > priority { index += 1 }
        if index < levelPriorities.count, levelPriorities[index] == priority { return index }
        levelPriorities.insert(priority, at: index)
        var widened = [Double](repeating: 0, count: kinds.count * (levelCount + 1))
        for s in 0..<kinds.count {
            for level in 0..<levelCount {
                widened[s * (levelCount + 1) + (level < index ? level : level + 1)] = objective[s * levelCount + level]
            }
        }
        objective = widened
        levelCount += 1
        return index
    }

    /// The existing level of a priority (it must exist).
    func existingLevel(for priority: Int) -> Int {
        var index = 1
        while levelPriorities[index] != priority { index += 1 }
        return index
    }

    // MARK: Rows

    /// Stores a row and indexes its cells; returns its slot. Its marks
    /// (``holdsExternals``, ``parameterFree``) are computed from its cells.
    mutating func insertRow(_ row: Row) -> Int32 {
        let slot: Int32
        let external = row.cells.contains { kinds[Int($0.symbol)] == .external }
        if let free = freeRows.popLast() {
            slot = free
            rows[Int(slot)] = row
            rowAlive[Int(slot)] = true
            holdsExternals[Int(slot)] = external
            parameterFree[Int(slot)] = true
        } else {
            slot = Int32(rows.count)
            rows.append(row)
            rowAlive.append(true)
            rowStamp.append(0)
            holdsExternals.append(external)
            parameterFree.append(true)
        }
        if external { parameterFree[Int(slot)] = isParameterFree(row.cells) }
        basicRow[Int(row.basic)] = slot
        columns.append(slot, toEach: row.cells) { $0.symbol }
        return slot
    }

    /// Removes the row in `slot`; its basic symbol becomes non-basic.
    /// Column entries pointing at the slot become stale and are skipped later.
    @discardableResult
    mutating func removeRow(_ slot: Int32) -> Row {
        let i = Int(slot)
        var row = Row(basic: -1, constant: 0, cells: [])
        swap(&row, &rows[i])
        rowAlive[i] = false
        basicRow[Int(row.basic)] = -1
        freeRows.append(slot)
        return row
    }

    /// A fresh stamp for de-duplicating rows met while walking a column.
    mutating func nextStamp() -> UInt32 {
        stamp &+= 1
        if stamp == 0 {
            for i in rowStamp.indices { rowStamp[i] = 0 }
            stamp = 1
        }
        return stamp
    }

    /// The live rows containing `symbol`, each once; compacts the lazy column.
    /// - Complexity: O(k log r) for a column of k entries and rows of r cells.
    mutating func rowsContaining(_ symbol: Int32) -> [Int32] {
        column(of: symbol).map(\.slot)
    }

    /// The live rows containing `symbol`, each once, with the symbol's
    /// coefficient there (``rowsContaining(_:)`` without a second look-up
    /// of the coefficient); compacts the lazy column.
    mutating func column(of symbol: Int32) -> [(slot: Int32, coefficient: Double)] {
        let s = Int(symbol)
        if columns.lists[s].isEmpty { return [] }
        let mark = nextStamp()
        var live: [(slot: Int32, coefficient: Double)] = []
        live.reserveCapacity(columns.lists[s].count)
        // The column is taken out, compacted in place (its live entries moved
        // to the front, in order) and put back.
        var list: [Int32] = []
        swap(&list, &columns.lists[s])
        var kept = 0
        for k in list.indices {
            let slot = list[k]
            let r = Int(slot)
            guard rowAlive[r], rowStamp[r] != mark else { continue }
            rowStamp[r] = mark
            guard let at = rows[r].index(of: symbol) else { continue }
            live.append((slot, rows[r].cells[at].coefficient))
            list[kept] = slot
            kept += 1
        }
        list.removeLast(list.count - kept)
        swap(&list, &columns.lists[s])
        return live
    }

    /// The value in the current basic solution of a symbol whose row holds no
    /// reference (a slack, an error or a dummy): its row's constant, 0 when
    /// non-basic. Externals' values are ``value(of:)``'s.
    @inline(__always)
    func constantValue(of symbol: Int32) -> Double {
        let slot = basicRow[Int(symbol)]
        return slot < 0 ? 0 : rows[Int(slot)].constant
    }

    // MARK: Row arithmetic

    /// `rows[slot] += factor * (constant + cells)`, dropping `eliminate` from the
    /// target first. New symbols are added to their columns. `holdsExternals`:
    /// whether the cells added may hold an external.
    /// - Complexity: O(m + n) for rows of m and n cells.
    mutating func addScaled(into slot: Int32, factor: Double, constant: Double, cells source: [Cell], eliminate: Int32,
                            holdsExternals external: Bool) {
        let i = Int(slot)
        if external { holdsExternals[i] = true }
        rows[i].constant += factor * constant
        var cells: [Cell] = []
        swap(&cells, &rows[i].cells)
        if fresh.count < source.count { fresh = [Int32](repeating: 0, count: max(source.count, 2 * fresh.count)) }
        reserveCellScratch(cells.count + source.count)
        // The merge runs on raw buffers (no bounds or uniqueness checks in the
        // loop) into the scratch, then is copied back into the row's own buffer,
        // which reallocates only when the row outgrows it. The symbols new to
        // the row are noted in `fresh` and indexed after.
        var added = 0
        let count = cells.withUnsafeBufferPointer { a in
            source.withUnsafeBufferPointer { b in
                fresh.withUnsafeMutableBufferPointer { noted in
                    cellScratch.withUnsafeMutableBufferPointer { out in
                        Tableau.merge(a, b, factor: factor, eliminate: eliminate, into: out, noting: noted, added: &added)
                    }
                }
            }
        }
        cells.removeAll(keepingCapacity: true)
        cells.append(contentsOf: cellScratch[0..<count])
        rows[i].cells = cells
        columns.append(slot, toEach: fresh[0..<added]) { $0 }
    }

    /// Makes ``cellScratch`` hold at least `count` cells.
    mutating func reserveCellScratch(_ count: Int) {
        guard cellScratch.count < count else { return }
        cellScratch = [Cell](repeating: Cell(symbol: 0, coefficient: 0), count: max(count, 2 * cellScratch.count))
    }

    /// `a + factor × b` for two sorted cell arrays, without `eliminate` and
    /// without near-zero results, written to `out`; the symbols of `b` absent
    /// from `a` are written to `noted` (their count in `added`). Returns the
    /// number of cells written.
    @inline(__always)
    private static func merge(_ a: UnsafeBufferPointer<Cell>, _ b: UnsafeBufferPointer<Cell>, factor: Double,
                              eliminate: Int32, into out: UnsafeMutableBufferPointer<Cell>,
                              noting noted: UnsafeMutableBufferPointer<Int32>, added: inout Int) -> Int {
        let eps = Tableau.epsilon
        let na = a.count
        let nb = b.count
        var x = 0
        var y = 0
        var n = 0
        var k = 0
        while x < na && y < nb {
            let sa = a[x].symbol
            let sb = b[y].symbol
            if sa < sb {
                if sa != eliminate {
                    out[n] = a[x]
                    n += 1
                }
                x += 1
            } else if sb < sa {
                let c = factor * b[y].coefficient
                if abs(c) > eps {
                    out[n] = Cell(symbol: sb, coefficient: c)
                    n += 1
                    noted[k] = sb
                    k += 1
                }
                y += 1
            } else {
                let c = a[x].coefficient + factor * b[y].coefficient
                if abs(c) > eps {
                    out[n] = Cell(symbol: sa, coefficient: c)
                    n += 1
                }
                x += 1
                y += 1
            }
        }
        while x < na {
            if a[x].symbol != eliminate {
                out[n] = a[x]
                n += 1
            }
            x += 1
        }
        while y < nb {
            let c = factor * b[y].coefficient
            if abs(c) > eps {
                out[n] = Cell(symbol: b[y].symbol, coefficient: c)
                n += 1
                noted[k] = b[y].symbol
                k += 1
            }
            y += 1
        }
        added = k
        return n
    }

    /// Makes `entering` basic in row `slot` (whose basic leaves), and substitutes
    /// it out of every other row and the objective.
    mutating func pivot(entering: Int32, slot: Int32) {
        let r = Int(slot)
        let leaving = rows[r].basic
        guard let at = rows[r].index(of: entering) else { return }
        var row = removeRowForPivot(slot)
        // row: leaving = c + a·entering + rest  ⇒  entering = (leaving − c − rest) / a
        let a = row.cells[at].coefficient
        row.cells.remove(at: at)
        let inverse = -1 / a
        for k in row.cells.indices { row.cells[k].coefficient *= inverse }
        row.constant *= inverse
        insertSorted(&row.cells, Cell(symbol: leaving, coefficient: 1 / a))
        row.basic = entering
        let external = row.cells.contains { kinds[Int($0.symbol)] == .external }
        rows[r] = row
        basicRow[Int(leaving)] = -1
        basicRow[Int(entering)] = slot
        columns.append(slot, to: leaving)
        holdsExternals[r] = external
        let free = !external || isParameterFree(rows[r].cells)
        parameterFree[r] = free
        substitute(entering, slot: slot)
        // The rows the entering row went into gained its parameters, and the
        // rows referring to a leaving external now hold a parameter; an
        // external made basic may have been the last parameter of the rows
        // it went into.
        if !free { clearParameterFree(substitutedRows) }
        if kinds[Int(leaving)] == .external { clearParameterFree(column(of: leaving).map(\.slot)) }
        if kinds[Int(entering)] == .external { refreshParameterFree(substitutedRows) }
    }

    /// Takes the row out of its slot for rewriting (the slot stays alive).
    private mutating func removeRowForPivot(_ slot: Int32) -> Row {
        var row = Row(basic: -1, constant: 0, cells: [])
        swap(&row, &rows[Int(slot)])
        return row
    }

    /// Replaces the non-basic `symbol`, now basic in `slot`, by its row in every
    /// other row containing it and in the objective. The rows changed are
    /// left in ``substitutedRows``.
    mutating func substitute(_ symbol: Int32, slot: Int32) {
        let row = rows[Int(slot)]
        let external = holdsExternals[Int(slot)]
        var column: [Int32] = []
        swap(&column, &columns.lists[Int(symbol)])
        let mark = nextStamp()
        rowStamp[Int(slot)] = mark
        substitutedRows.removeAll(keepingCapacity: true)
        for target in column {
            let t = Int(target)
            guard rowAlive[t], rowStamp[t] != mark else { continue }
            rowStamp[t] = mark
            let k = rows[t].coefficient(of: symbol)
            if k == 0 { continue }
            substitutedRows.append(target)
            addScaled(into: target, factor: k, constant: row.constant, cells: row.cells, eliminate: symbol,
                      holdsExternals: external)
            if kinds[Int(rows[t].basic)].isRestricted, rows[t].constant < 0 { infeasible.append(target) }
        }
        let s = Int(symbol)
        for level in 0..<levelCount {
            let c = objective[s * levelCount + level]
            if c == 0 { continue }
            objective[s * levelCount + level] = 0
            for cell in row.cells {
                objective[Int(cell.symbol) * levelCount + level] += c * cell.coefficient
                touch(cell.symbol, level: level)
            }
        }
    }

    /// Records that a symbol's reduced cost changed at `level`.
    @inline(__always)
    mutating func touch(_ symbol: Int32, level: Int) {
        if level == 0 { levelZeroTouched.append(symbol) }
        if !inHeap[Int(symbol)] { heapPush(symbol) }
    }

    /// Removes every cell of `symbol` from the rows (fixing it at zero).
    mutating func deleteColumn(_ symbol: Int32) {
        for slot in rowsContaining(symbol) {
            let r = Int(slot)
            if let at = rows[r].index(of: symbol) { rows[r].cells.remove(at: at) }
        }
        columns.removeAll(symbol)
        for level in 0..<levelCount { objective[Int(symbol) * levelCount + level] = 0 }
    }

    /// Zeroes the admission level.
    mutating func clearLevelZero() {
        for s in levelZeroTouched {
            objective[Int(s) * levelCount + 0] = 0
            // With level 0 gone a lower level decides: the symbol may now improve it.
            if !inHeap[Int(s)] { heapPush(s) }
        }
        levelZeroTouched.removeAll(keepingCapacity: true)
    }

    // MARK: Candidate heap

    mutating func heapPush(_ symbol: Int32) {
        inHeap[Int(symbol)] = true
        heap.append(symbol)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) >> 1
            if heap[parent] <= heap[child] { break }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    mutating func heapPop() -> Int32? {
        guard let top = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var parent = 0
            let n = heap.count
            while true {
                let left = 2 * parent + 1
                if left >= n { break }
                var child = left
                if left + 1 < n, heap[left + 1] < heap[left] { child = left + 1 }
                if heap[parent] <= heap[child] { break }
                heap.swapAt(parent, child)
                parent = child
            }
        }
        inHeap[Int(top)] = false
        return top
    }
}

/// Inserts a cell into a sorted cell array (the symbol must be absent).
func insertSorted(_ cells: inout [Cell], _ cell: Cell) {
    var low = 0
    var high = cells.count
    while low < high {
        let mid = (low + high) >> 1
        if cells[mid].symbol < cell.symbol { low = mid + 1 } else { high = mid }
    }
    cells.insert(cell, at: low)
}

extension Tableau {
    /// The reduced cost of `symbol` at `level`.
    @inline(__always)
    func cost(_ symbol: Int, _ level: Int) -> Double { objective[symbol * levelCount + level] }
}

/// The column index: for every symbol, the row slots that may contain it, in
/// the order they were recorded (one array per symbol, so that walking a
/// column reads contiguous memory).
struct ColumnIndex {
    /// The row slots of each symbol's column (lazy: may hold stale entries).
    var lists: [[Int32]] = []

    /// Makes room for one more symbol, with an empty column.
    mutating func addSymbol() {
        lists.append([])
    }

    /// Appends a row slot to the symbol's column.
    @inline(__always)
    mutating func append(_ rowSlot: Int32, to symbol: Int32) {
        lists[Int(symbol)].append(rowSlot)
    }

    /// Appends a row slot to the column of every symbol in `symbols`: the batch
    /// form of ``append(_:to:)``, through one raw buffer of the columns (no
    /// check on the outer array per element).
    mutating func append<S: Sequence>(_ rowSlot: Int32, toEach symbols: S, symbol: (S.Element) -> Int32) {
        lists.withUnsafeMutableBufferPointer { lists in
            for element in symbols { lists[Int(symbol(element))].append(rowSlot) }
        }
    }

    /// Empties the symbol's column.
    mutating func removeAll(_ symbol: Int32) {
        lists[Int(symbol)].removeAll()
    }

    /// Whether the symbol's column records `rowSlot` (for the invariant checks).
    func contains(_ rowSlot: Int32, for symbol: Int32) -> Bool {
        lists[Int(symbol)].contains(rowSlot)
    }
}

/// Edit variables: inputs whose value changes often (a canvas size, a drag).
extension Solver {
    /// Makes `variable` an edit variable: a constraint `variable == value` at
    /// `priority`, starting at the variable's current value.
    ///
    /// A required edit must hold exactly: a suggested value that the required
    /// constraints cannot accept is refused. A non-required edit is a
    /// preference at its priority like any other.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)`` when it already is one.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        let id = ObjectIdentifier(variable)
        guard edits[id] == nil else { throw .duplicateEditVariable(variable) }
        let start = value(of: variable)
        let constraint = Constraint(LinearExpression([Term(variable)], constant: -start), .equal,
                                    priority: priority, label: "edit \(variable)")
        try add(constraint)
        edits[id] = EditVariable(variable: variable, constraint: constraint, value: start)
    }

    /// Stops editing a variable; its edit constraint is removed.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` when it is not an edit variable.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
        try remove(edit.constraint)
        edits[ObjectIdentifier(variable)] = nil
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a new value for an edit variable and re-solves incrementally.
    ///
    /// The change shifts the constants of the rows that depend on the edit and
    /// the dual simplex repairs only the rows that went infeasible, so a change
    /// that crosses no breakpoint costs no pivot.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``,
    ///   ``SolverError/invalidValue(_:value:)`` for a non-finite value, and for a
    ///   required edit ``SolverError/unsatisfiableEdit(_:value:constraint:conflicts:)``
    ///   when the required constraints cannot hold with the value (the solver then
    ///   keeps the previous value).
    /// - Complexity: O(rows that depend on the edit) plus the repairing pivots.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        let id = ObjectIdentifier(variable)
        guard var edit = edits[id] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .invalidValue(variable, value: value) }
        guard let owner = state.recordIndex[ObjectIdentifier(edit.constraint)], var record = state.records[Int(owner)] else {
            throw .unknownEditVariable(variable)
        }
        // The edit reads `variable − value == 0`: its constant moves by old − new.
        let delta = edit.value - value
        if let failing = state.tableau.shiftConstant(record.symbols, by: delta) {
            let support = state.tableau.supportOfRow(failing)
            let restored = state.tableau.shiftConstant(record.symbols, by: -delta)
            assert(restored == nil, "undoing a refused edit must succeed")
            debugCheck()
            let culprit = Constraint(LinearExpression([Term(variable)], constant: -value), .equal,
                                     priority: .required, label: edit.constraint.label)
            var conflicts: [Constraint] = []
            if computesConflictSets {
                let candidates = support.compactMap { requiredRecord(owning: $0) }.filter { $0.sequence != record.sequence }
                conflicts = irreducibleConflict(candidates: candidates, culprit: culprit, excluding: record.sequence)
            }
            throw .unsatisfiableEdit(variable, value: value, constraint: culprit, conflicts: conflicts)
        }
        record.constantShift += delta
        state.records[Int(owner)] = record
        edit.value = value
        edits[id] = edit
        debugCheck()
    }
}

extension Tableau {
    /// The symbols of a row that cannot be made feasible: its basic symbol and
    /// every cell (the markers of the constraints combined in it).
    func supportOfRow(_ slot: Int32) -> [Int32] {
        let row = rows[Int(slot)]
        return [row.basic] + row.cells.map(\.symbol)
    }
}

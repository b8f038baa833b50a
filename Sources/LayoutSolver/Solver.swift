/// An incremental Cassowary constraint solver with strict priorities.
///
/// Add and remove ``Constraint``s at any time; after every change the solver
/// holds an optimal solution, read with ``value(of:)``. Required constraints
/// (priority 1000) hold exactly; among the others, a higher priority is never
/// traded for any amount of improvement at lower priorities, and within one
/// priority the sum of violations is minimised.
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.add(left == 8)
/// try solver.add(width >= 44)
/// try solver.add((width == 120).withPriority(.high))
/// solver.value(of: width)   // 120
/// ```
///
/// Edit variables make re-solving after a changed input cheap: the change is a
/// shift of row constants followed by a dual-simplex repair, not a new solve.
/// ```swift
/// try solver.addEditVariable(rootWidth, priority: .required)
/// try solver.suggestValue(rootWidth, 414)
/// ```
///
/// Every throwing method leaves the solver exactly as it was when it throws.
public final class Solver {
    /// The tableau, the constraint records and the variables' symbols.
    var state = SolverState()

    var edits: [ObjectIdentifier: EditVariable] = [:]

    /// Whether an unsatisfiable add computes its irreducible conflicting set
    /// (off in the probe solvers that compute it).
    var computesConflictSets = true

    /// Whether debug builds check every invariant after every change (costly
    /// on large systems; tests of large systems turn it off).
    public var checksInvariantsInDebugBuilds = true

    /// Creates an empty solver.
    public init() {}

    // MARK: Constraints

    /// Adds a constraint and re-solves.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` when it was added before,
    ///   ``SolverError/invalidConstraint(_:reason:)`` for a non-finite number,
    ///   ``SolverError/unsatisfiable(_:conflicts:)`` when it is required and cannot
    ///   hold with the required constraints already added (the solver is left
    ///   exactly as it was).
    /// - Complexity: proportional to the rows the new constraint's symbols touch
    ///   plus the pivots needed to restore optimality.
    public func add(_ constraint: Constraint) throws(SolverError) {
        guard constraint.expression.isFinite else {
            throw .invalidConstraint(constraint, reason: "a coefficient or the constant is not a finite number")
        }
        switch state.add(constraint) {
        case nil:
            throw .duplicateConstraint(constraint)
        case .added?:
            debugCheck()
        case .unsatisfiable(let support)?:
            debugCheck()
            let candidates = support.compactMap { requiredRecord(owning: $0) }
            let conflicts = computesConflictSets ? irreducibleConflict(candidates: candidates, culprit: constraint) : []
            throw .unsatisfiable(constraint, conflicts: conflicts)
        }
    }

    /// Removes a constraint and re-solves.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when it is not in the solver.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard state.remove(constraint) else { throw .unknownConstraint(constraint) }
        debugCheck()
    }

    /// Whether the constraint is in the solver.
    public func contains(_ constraint: Constraint) -> Bool {
        state.recordIndex[ObjectIdentifier(constraint)] != nil
    }

    /// The constraints in the solver, in the order they were added (edits included).
    public var constraints: [Constraint] {
        state.records.compactMap { $0 }.sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    // MARK: Values

    /// The value of a variable in the current solution (0 for a variable the
    /// solver has never seen).
    /// - Complexity: O(1), except for the first read after a change of a
    ///   variable defined through others (`top == above.top + above.height
    ///   + 8`): O(the variables it depends on that were not read since).
    public func value(of variable: Variable) -> Double {
        state.value(of: variable)
    }

    /// The values of several variables in the current solution, in order (0
    /// for a variable the solver has never seen): ``value(of:)`` for each, in
    /// one access to the solver's state.
    public func values(of variables: [Variable]) -> [Double] {
        state.values(of: variables)
    }

    /// How far a constraint is from holding in the current solution (0 when it holds).
    public func violation(of constraint: Constraint) -> Double {
        constraint.violation { value(of: $0) }
    }

    // MARK: Internals

    /// The record owning `symbol` when it is a required constraint's marker.
    func requiredRecord(owning symbol: Int32) -> ConstraintRecord? {
        let owner = state.tableau.owner[Int(symbol)]
        guard owner >= 0, let record = state.records[Int(owner)], record.constraint.priority.isRequired,
              record.symbols.marker == symbol else { return nil }
        return record
    }

    func debugCheck() {
        #if DEBUG
        if checksInvariantsInDebugBuilds {
            let problems = checkInvariants()
            assert(problems.isEmpty, "solver invariants broken:\n" + problems.joined(separator: "\n") + "\n" + dump())
        }
        #endif
    }
}

/// Everything a solver holds but its edits and settings, as one value.
///
/// A class's stored properties are checked for exclusive access at run time,
/// on every access; keeping the state in one stored value makes an add, a
/// removal or a read of many values one such access instead of a dozen.
struct SolverState {
    var tableau = Tableau()

    /// The constraint records, indexed by the owner id stored with their symbols.
    var records: [ConstraintRecord?] = []
    /// The record of each constraint in the solver.
    var recordIndex = IdentityMap()
    var freeRecords: [Int32] = []
    var nextSequence = 0

    /// The external symbol of each variable the solver has met.
    var symbolOfVariable = IdentityMap()
    /// The variable of each external symbol, indexed by symbol (nil for the others).
    var variableOfSymbol: [Variable?] = []

    /// Adds a constraint with finite numbers: nil when it is in the solver
    /// already, else the tableau's outcome (on `.unsatisfiable` nothing is kept).
    mutating func add(_ constraint: Constraint) -> AddOutcome? {
        let id = ObjectIdentifier(constraint)
        guard recordIndex[id] == nil else { return nil }
        let owner: Int32
        if let free = freeRecords.popLast() {
            owner = free
        } else {
            owner = Int32(records.count)
            records.append(nil)
        }
        let priority = constraint.priority
        let expression = constraint.expression
        var terms: [(symbol: Int32, coefficient: Double)] = []
        terms.reserveCapacity(expression.terms.count)
        for term in expression.terms { terms.append((symbol(for: term.variable), term.coefficient)) }
        let form = LinearForm(terms: terms, constant: expression.constant, relation: constraint.relation,
                              level: priority.isRequired ? 0 : tableau.level(for: priority.rawValue))
        let outcome = tableau.add(form, ownerRecord: owner)
        switch outcome {
        case .added(let symbols):
            records[Int(owner)] = ConstraintRecord(constraint: constraint, symbols: symbols, sequence: nextSequence)
            nextSequence += 1
            recordIndex[id] = owner
        case .unsatisfiable:
            freeRecords.append(owner)
        }
        return outcome
    }

    /// Removes a constraint; false when it is not in the solver.
    mutating func remove(_ constraint: Constraint) -> Bool {
        let id = ObjectIdentifier(constraint)
        guard let owner = recordIndex[id], let record = records[Int(owner)] else { return false }
        let priority = constraint.priority
        tableau.remove(record.symbols, level: priority.isRequired ? nil : tableau.existingLevel(for: priority.rawValue))
        records[Int(owner)] = nil
        freeRecords.append(owner)
        recordIndex[id] = nil
        return true
    }

    /// The external symbol of a variable, created on first use.
    mutating func symbol(for variable: Variable) -> Int32 {
        let id = ObjectIdentifier(variable)
        if let s = symbolOfVariable[id] { return s }
        let s = tableau.makeSymbol(.external)
        symbolOfVariable[id] = s
        while variableOfSymbol.count <= Int(s) { variableOfSymbol.append(nil) }
        variableOfSymbol[Int(s)] = variable
        return s
    }

    /// The value of a variable (0 for one never met).
    mutating func value(of variable: Variable) -> Double {
        guard let s = symbolOfVariable[ObjectIdentifier(variable)] else { return 0 }
        return tableau.value(of: s)
    }

    /// The values of several variables, in order.
    mutating func values(of variables: [Variable]) -> [Double] {
        tableau.values(of: variables.map { symbolOfVariable[ObjectIdentifier($0)] ?? -1 })
    }
}

/// What the solver keeps for each constraint it holds.
struct ConstraintRecord {
    /// The constraint as added; for an edit, its expression at the edit's first value.
    let constraint: Constraint
    let symbols: ConstraintSymbols
    /// The order of addition.
    let sequence: Int
    /// How much the constant was shifted since (edits only).
    var constantShift: Double = 0

    /// The constraint as it holds now (an edit at its current value).
    var current: Constraint {
        guard constantShift != 0 else { return constraint }
        let e = constraint.expression
        return Constraint(LinearExpression(e.terms, constant: e.constant + constantShift), constraint.relation,
                          priority: constraint.priority, label: constraint.label)
    }
}

/// An edit variable: a constraint `variable == value` whose value moves.
struct EditVariable {
    let variable: Variable
    let constraint: Constraint
    var value: Double
}

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
    var tableau = Tableau()

    /// The constraint records, indexed by the owner id stored with their symbols.
    var records: [ConstraintRecord?] = []
    var recordIndex = IdentityMap()
    var freeRecords: [Int32] = []
    var nextSequence = 0

    var symbolOfVariable = IdentityMap()
    /// The variable of each external symbol, indexed by symbol (nil for the others).
    var variableOfSymbol: [Variable?] = []

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
        let id = ObjectIdentifier(constraint)
        guard recordIndex[id] == nil else { throw .duplicateConstraint(constraint) }
        guard constraint.expression.isFinite else {
            throw .invalidConstraint(constraint, reason: "a coefficient or the constant is not a finite number")
        }
        let owner: Int32
        if let free = freeRecords.popLast() {
            owner = free
        } else {
            owner = Int32(records.count)
            records.append(nil)
        }
        let priority = constraint.priority
        let form = LinearForm(
            terms: constraint.expression.terms.map { (symbol(for: $0.variable), $0.coefficient) },
            constant: constraint.expression.constant,
            relation: constraint.relation,
            level: priority.isRequired ? 0 : tableau.level(for: priority.rawValue)
        )
        switch tableau.add(form, ownerRecord: owner) {
        case .added(let symbols):
            records[Int(owner)] = ConstraintRecord(constraint: constraint, symbols: symbols, sequence: nextSequence)
            nextSequence += 1
            recordIndex[id] = owner
            debugCheck()
        case .unsatisfiable(let support):
            freeRecords.append(owner)
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
        guard let owner = recordIndex[ObjectIdentifier(constraint)], let record = records[Int(owner)] else {
            throw .unknownConstraint(constraint)
        }
        let priority = constraint.priority
        tableau.remove(record.symbols, level: priority.isRequired ? nil : tableau.existingLevel(for: priority.rawValue))
        records[Int(owner)] = nil
        freeRecords.append(owner)
        recordIndex[ObjectIdentifier(constraint)] = nil
        debugCheck()
    }

    /// Whether the constraint is in the solver.
    public func contains(_ constraint: Constraint) -> Bool {
        recordIndex[ObjectIdentifier(constraint)] != nil
    }

    /// The constraints in the solver, in the order they were added (edits included).
    public var constraints: [Constraint] {
        records.compactMap { $0 }.sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    // MARK: Values

    /// The value of a variable in the current solution (0 for a variable the
    /// solver has never seen).
    /// - Complexity: O(1).
    public func value(of variable: Variable) -> Double {
        guard let s = symbolOfVariable[ObjectIdentifier(variable)] else { return 0 }
        return tableau.value(of: s)
    }

    /// How far a constraint is from holding in the current solution (0 when it holds).
    public func violation(of constraint: Constraint) -> Double {
        constraint.violation { value(of: $0) }
    }

    // MARK: Internals

    /// The external symbol of a variable, created on first use.
    func symbol(for variable: Variable) -> Int32 {
        let id = ObjectIdentifier(variable)
        if let s = symbolOfVariable[id] { return s }
        let s = tableau.makeSymbol(.external)
        symbolOfVariable[id] = s
        while variableOfSymbol.count <= Int(s) { variableOfSymbol.append(nil) }
        variableOfSymbol[Int(s)] = variable
        return s
    }

    /// The record owning `symbol` when it is a required constraint's marker.
    func requiredRecord(owning symbol: Int32) -> ConstraintRecord? {
        let owner = tableau.owner[Int(symbol)]
        guard owner >= 0, let record = records[Int(owner)], record.constraint.priority.isRequired,
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
        return Constraint(Expression(e.terms, constant: e.constant + constantShift), constraint.relation,
                          priority: constraint.priority, label: constraint.label)
    }
}

/// An edit variable: a constraint `variable == value` whose value moves.
struct EditVariable {
    let variable: Variable
    let constraint: Constraint
    var value: Double
}

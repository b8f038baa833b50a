/// What can go wrong when changing a ``Solver``; each case carries its culprit.
///
/// After any of these errors the solver is exactly as it was before the call:
/// the same constraints, edit variables and solution.
public enum SolverError: Error, CustomStringConvertible {
    /// The constraint was added before (constraints are identified by object).
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The constraint has a non-finite coefficient or constant.
    case invalidConstraint(Constraint, reason: String)
    /// A required constraint cannot hold together with the required constraints
    /// already added. `conflicts` is an irreducible set of those constraints:
    /// with `constraint` they cannot all hold, and removing any one of them
    /// makes the rest satisfiable. It is in the order the constraints were added.
    case unsatisfiable(Constraint, conflicts: [Constraint])
    /// The variable already has an edit.
    case duplicateEditVariable(Variable)
    /// The variable has no edit (``Solver/addEditVariable(_:priority:)`` first).
    case unknownEditVariable(Variable)
    /// A required edit cannot take the suggested value: `constraint` (the edit
    /// at that value) conflicts with the irreducible set `conflicts`.
    case unsatisfiableEdit(Variable, value: Double, constraint: Constraint, conflicts: [Constraint])
    /// The suggested value is not a finite number.
    case invalidValue(Variable, value: Double)

    /// The failure in words, naming its culprit (`duplicate constraint 'x - 10 == 0'`).
    public var description: String {
        switch self {
        case .duplicateConstraint(let c): "duplicate constraint '\(c)'"
        case .unknownConstraint(let c): "unknown constraint '\(c)'"
        case .invalidConstraint(let c, let reason): "invalid constraint '\(c)': \(reason)"
        case .unsatisfiable(let c, let conflicts):
            "unsatisfiable constraint '\(c)', conflicting with \(conflicts.map { "'\($0)'" }.joined(separator: ", "))"
        case .duplicateEditVariable(let v): "duplicate edit variable '\(v)'"
        case .unknownEditVariable(let v): "unknown edit variable '\(v)'"
        case .unsatisfiableEdit(let v, let value, _, let conflicts):
            "required edit '\(v)' cannot take \(NumberText.format(value, decimals: 6)), conflicting with \(conflicts.map { "'\($0)'" }.joined(separator: ", "))"
        case .invalidValue(let v, let value): "invalid value \(value) suggested for '\(v)'"
        }
    }
}

/// The relation of a constraint between its expression and zero.
public enum Relation: Sendable, CustomStringConvertible {
    /// `expression == 0`
    case equal
    /// `expression <= 0`
    case lessThanOrEqual
    /// `expression >= 0`
    case greaterThanOrEqual

    /// The symbol: `==`, `<=` or `>=`.
    public var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear constraint `expression REL 0` with a priority.
///
/// Constraints compare by identity: the solver adds, finds and removes the very
/// object it was given. Build them with the comparison operators and adjust
/// the priority with ``withPriority(_:)``:
/// ```swift
/// let pin = left == 8                                // required
/// let prefer = (width == 120).withPriority(.high)    // 750
/// ```
public final class Constraint: Sendable, CustomStringConvertible {
    /// The left side minus the right side.
    public let expression: LinearExpression
    /// How the expression relates to zero.
    public let relation: Relation
    /// Its priority; `.required` must hold.
    public let priority: Priority
    /// A name for error messages and dumps (for example a source position or key).
    public let label: String

    /// Creates `expression REL 0` at `priority`.
    public init(_ expression: LinearExpression, _ relation: Relation, priority: Priority = .required, label: String = "") {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.label = label
    }

    /// A new constraint with the same expression and relation at another priority.
    public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority, label: label)
    }

    /// A new constraint with the same content and another label.
    public func withLabel(_ label: String) -> Constraint {
        Constraint(expression, relation, priority: priority, label: label)
    }

    /// How far the constraint is from holding when variables take `value(variable)`:
    /// 0 when it holds, else the absolute error.
    public func violation(_ value: (Variable) -> Double) -> Double {
        let v = expression.evaluate(value)
        switch relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return max(0, v)
        case .greaterThanOrEqual: return max(0, -v)
        }
    }

    /// `[label: ]expression REL 0[ @priority]`, for dumps and errors.
    public var description: String {
        let body = "\(expression) \(relation) 0"
        let tail = priority.isRequired ? "" : " @\(priority)"
        return label.isEmpty ? body + tail : "\(label): \(body)\(tail)"
    }
}


// MARK: - Comparison operators building required constraints

/// A required constraint: an expression equal to an expression (`lhs - rhs == 0`).
public func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .equal) }
/// A required constraint: an expression equal to a variable (`lhs - rhs == 0`).
public func == (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs == rhs.expression }
/// A required constraint: a variable equal to an expression (`lhs - rhs == 0`).
public func == (lhs: Variable, rhs: LinearExpression) -> Constraint { lhs.expression == rhs }
/// A required constraint: an expression equal to a number (`lhs - rhs == 0`).
public func == (lhs: LinearExpression, rhs: Double) -> Constraint { lhs == LinearExpression(constant: rhs) }
/// A required constraint: a variable equal to a number (`lhs - rhs == 0`).
public func == (lhs: Variable, rhs: Double) -> Constraint { lhs.expression == LinearExpression(constant: rhs) }
// `Variable == Variable` stays the identity test of `Equatable`; write `a == b.expression`.

/// A required constraint: an expression at most an expression (`lhs - rhs <= 0`).
public func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// A required constraint: an expression at most a variable (`lhs - rhs <= 0`).
public func <= (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs <= rhs.expression }
/// A required constraint: a variable at most an expression (`lhs - rhs <= 0`).
public func <= (lhs: Variable, rhs: LinearExpression) -> Constraint { lhs.expression <= rhs }
/// A required constraint: a variable at most a variable (`lhs - rhs <= 0`).
public func <= (lhs: Variable, rhs: Variable) -> Constraint { lhs.expression <= rhs.expression }
/// A required constraint: an expression at most a number (`lhs - rhs <= 0`).
public func <= (lhs: LinearExpression, rhs: Double) -> Constraint { lhs <= LinearExpression(constant: rhs) }
/// A required constraint: a variable at most a number (`lhs - rhs <= 0`).
public func <= (lhs: Variable, rhs: Double) -> Constraint { lhs.expression <= LinearExpression(constant: rhs) }

/// A required constraint: an expression at least an expression (`lhs - rhs >= 0`).
public func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// A required constraint: an expression at least a variable (`lhs - rhs >= 0`).
public func >= (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs >= rhs.expression }
/// A required constraint: a variable at least an expression (`lhs - rhs >= 0`).
public func >= (lhs: Variable, rhs: LinearExpression) -> Constraint { lhs.expression >= rhs }
/// A required constraint: a variable at least a variable (`lhs - rhs >= 0`).
public func >= (lhs: Variable, rhs: Variable) -> Constraint { lhs.expression >= rhs.expression }
/// A required constraint: an expression at least a number (`lhs - rhs >= 0`).
public func >= (lhs: LinearExpression, rhs: Double) -> Constraint { lhs >= LinearExpression(constant: rhs) }
/// A required constraint: a variable at least a number (`lhs - rhs >= 0`).
public func >= (lhs: Variable, rhs: Double) -> Constraint { lhs.expression >= LinearExpression(constant: rhs) }


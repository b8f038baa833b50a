/// One variable times a coefficient, a summand of a ``LinearExpression``.
public struct Term: Sendable {
    /// The variable.
    public let variable: Variable
    /// Its coefficient.
    public var coefficient: Double

    /// Creates `coefficient * variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: a sum of terms plus a constant.
///
/// Build expressions with the arithmetic operators:
/// ```swift
/// let right = left + width          // left + 1·width
/// let centre = left + 0.5 * width + 10
/// ```
public struct LinearExpression: Sendable {
    /// The summands; a variable may appear more than once (coefficients add up).
    public var terms: [Term]
    /// The constant summand.
    public var constant: Double

    /// Creates `Σ terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The value of the expression when every variable takes `value(variable)`.
    public func evaluate(_ value: (Variable) -> Double) -> Double {
        var sum = constant
        for term in terms { sum += term.coefficient * value(term.variable) }
        return sum
    }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }
}

extension LinearExpression: CustomStringConvertible {
    /// `a + 2*b + 10`: the terms in order (a coefficient of 1 left out), then a non-zero constant.
    public var description: String {
        var parts: [String] = []
        for term in terms {
            parts.append(term.coefficient == 1 ? "\(term.variable)" : "\(NumberText.format(term.coefficient, decimals: 6))*\(term.variable)")
        }
        if constant != 0 || parts.isEmpty { parts.append(NumberText.format(constant, decimals: 6)) }
        return parts.joined(separator: " + ")
    }
}

// MARK: - Operators

extension Variable {
    /// The variable as an expression with coefficient 1.
    public var expression: LinearExpression { LinearExpression([Term(self)]) }
}

/// The sum of two expressions (terms concatenated, constants added).
public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
/// The sum of an expression and a variable.
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + rhs.expression }
/// The sum of a variable and an expression.
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { lhs.expression + rhs }
/// The sum of two variables.
public func + (lhs: Variable, rhs: Variable) -> LinearExpression { lhs.expression + rhs.expression }
/// The sum of an expression and a number.
public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(lhs.terms, constant: lhs.constant + rhs)
}
/// The sum of a variable and a number.
public func + (lhs: Variable, rhs: Double) -> LinearExpression { lhs.expression + rhs }
/// The sum of a number and an expression.
public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs + lhs }
/// The sum of a number and a variable.
public func + (lhs: Double, rhs: Variable) -> LinearExpression { rhs.expression + lhs }

/// The negation of an expression: every coefficient and the constant negated.
public prefix func - (operand: LinearExpression) -> LinearExpression { -1 * operand }
/// The negation of a variable: one term with coefficient −1.
public prefix func - (operand: Variable) -> LinearExpression { -1 * operand.expression }

/// The difference of two expressions.
public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + (-rhs) }
/// An expression minus a variable.
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + (-rhs) }
/// A variable minus an expression.
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { lhs.expression + (-rhs) }
/// The difference of two variables.
public func - (lhs: Variable, rhs: Variable) -> LinearExpression { lhs.expression + (-rhs) }
/// An expression minus a number.
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + (-rhs) }
/// A variable minus a number.
public func - (lhs: Variable, rhs: Double) -> LinearExpression { lhs.expression + (-rhs) }
/// A number minus an expression.
public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { (-rhs) + lhs }
/// A number minus a variable.
public func - (lhs: Double, rhs: Variable) -> LinearExpression { (-rhs) + lhs }

/// A number times an expression: every coefficient and the constant scaled.
public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(rhs.terms.map { Term($0.variable, $0.coefficient * lhs) }, constant: rhs.constant * lhs)
}
/// An expression times a number: every coefficient and the constant scaled.
public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { rhs * lhs }
/// A number times a variable: one term with that coefficient.
public func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression([Term(rhs, lhs)]) }
/// A variable times a number: one term with that coefficient.
public func * (lhs: Variable, rhs: Double) -> LinearExpression { rhs * lhs }
/// An expression divided by a number (times its inverse).
public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { (1 / rhs) * lhs }
/// A variable divided by a number (times its inverse).
public func / (lhs: Variable, rhs: Double) -> LinearExpression { (1 / rhs) * lhs }

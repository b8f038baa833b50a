/// One variable times a coefficient, a summand of an ``Expression``.
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
public struct Expression: Sendable {
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


extension Expression: CustomStringConvertible {
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
    public var expression: Expression { Expression([Term(self)]) }
}

public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + rhs.expression }
public func + (lhs: Variable, rhs: Expression) -> Expression { lhs.expression + rhs }
public func + (lhs: Variable, rhs: Variable) -> Expression { lhs.expression + rhs.expression }
public func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms, constant: lhs.constant + rhs)
}
public func + (lhs: Variable, rhs: Double) -> Expression { lhs.expression + rhs }
public func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
public func + (lhs: Double, rhs: Variable) -> Expression { rhs.expression + lhs }

public prefix func - (operand: Expression) -> Expression { -1 * operand }
public prefix func - (operand: Variable) -> Expression { -1 * operand.expression }

public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + (-rhs) }
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs + (-rhs) }
public func - (lhs: Variable, rhs: Expression) -> Expression { lhs.expression + (-rhs) }
public func - (lhs: Variable, rhs: Variable) -> Expression { lhs.expression + (-rhs) }
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + (-rhs) }
public func - (lhs: Variable, rhs: Double) -> Expression { lhs.expression + (-rhs) }
public func - (lhs: Double, rhs: Expression) -> Expression { (-rhs) + lhs }
public func - (lhs: Double, rhs: Variable) -> Expression { (-rhs) + lhs }

public func * (lhs: Double, rhs: Expression) -> Expression {
    Expression(rhs.terms.map { Term($0.variable, $0.coefficient * lhs) }, constant: rhs.constant * lhs)
}
public func * (lhs: Expression, rhs: Double) -> Expression { rhs * lhs }
public func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }
public func * (lhs: Variable, rhs: Double) -> Expression { rhs * lhs }
public func / (lhs: Expression, rhs: Double) -> Expression { (1 / rhs) * lhs }
public func / (lhs: Variable, rhs: Double) -> Expression { (1 / rhs) * lhs }

import LayoutSolver

/// Something a constraint can be related to in the builder: a view, a view's
/// attribute, a number, a size, point or insets literal, or a list of those.
public protocol ConstraintTarget {
    /// The target as written in the language.
    var targetText: String { get }
}

/// One attribute of a view (`header.bottom`).
public struct ViewAttribute: ConstraintTarget, Sendable {
    public let view: String
    public let attribute: Attribute
    public var targetText: String { "\(view).\(attribute.rawValue)" }
}

extension Double: ConstraintTarget {
    public var targetText: String { NumberText.format(self) }
}

extension Int: ConstraintTarget {
    public var targetText: String { String(self) }
}

extension Array: ConstraintTarget where Element == any ConstraintTarget {
    public var targetText: String { "[" + map(\.targetText).joined(separator: ", ") + "]" }
}

/// A size literal target, `size(W, H)`.
public struct SizeTarget: ConstraintTarget, Sendable {
    public var width: Double, height: Double
    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }
    public var targetText: String { "size(\(NumberText.format(width)), \(NumberText.format(height)))" }
}

/// A point literal target, `point(X, Y)` (a centre offset against the superview).
public struct PointTarget: ConstraintTarget, Sendable {
    public var x: Double, y: Double
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    public var targetText: String { "point(\(NumberText.format(x)), \(NumberText.format(y)))" }
}

extension Insets: ConstraintTarget {
    public var targetText: String {
        "insets(\(NumberText.format(top)), \(NumberText.format(left)), \(NumberText.format(bottom)), \(NumberText.format(right)))"
    }
}

/// The superview of the constrained view as a target.
public struct SuperviewTarget: ConstraintTarget, Sendable {
    public init() {}
    public var targetText: String { View.superviewName }
}

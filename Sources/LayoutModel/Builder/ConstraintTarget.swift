import LayoutSolver

/// Something a constraint can be related to in the builder: a view, a view's
/// attribute, a number, a size, point or insets literal, or a list of those.
public protocol ConstraintTarget {
    /// The target as written in the language.
    var targetText: String { get }
    /// The target as a typed chain holds it: one target, or a list's elements.
    var chainTargets: [ConstraintChain.Target] { get }
}

/// One attribute of a view (`header.bottom`).
public struct ViewAttribute: ConstraintTarget, Sendable {
    /// The view's name.
    public let view: String
    /// Which of its attributes.
    public let attribute: Attribute
    /// `VIEW.ATTRIBUTE`, as the language writes it.
    public var targetText: String { "\(view).\(attribute.rawValue)" }
    /// `.view(VIEW, attribute: ATTRIBUTE)`.
    public var chainTargets: [ConstraintChain.Target] { [.view(view, attribute: attribute)] }
}

extension Double: ConstraintTarget {
    /// The number in its shortest exact form (`0.5`, `44`).
    public var targetText: String { NumberText.format(self) }
    /// `.number(self)`.
    public var chainTargets: [ConstraintChain.Target] { [.number(self)] }
}

extension Int: ConstraintTarget {
    /// The number in decimal.
    public var targetText: String { String(self) }
    /// `.number(self)`.
    public var chainTargets: [ConstraintChain.Target] { [.number(Double(self))] }
}

extension Array: ConstraintTarget where Element == any ConstraintTarget {
    /// `[A, B, …]`: one constraint per element, against the attributes in turn.
    public var targetText: String { "[" + map(\.targetText).joined(separator: ", ") + "]" }
    /// The elements' targets, in order.
    public var chainTargets: [ConstraintChain.Target] { flatMap(\.chainTargets) }
}

/// A size literal target, `size(W, H)`.
public struct SizeTarget: ConstraintTarget, Sendable {
    /// The width constant.
    public var width: Double
    /// The height constant.
    public var height: Double
    /// `size(width, height)`.
    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }
    /// `size(W, H)`, as the language writes it.
    public var targetText: String { "size(\(NumberText.format(width)), \(NumberText.format(height)))" }
    /// `.size(width, height)`.
    public var chainTargets: [ConstraintChain.Target] { [.size(width, height)] }
}

/// A point literal target, `point(X, Y)` (a centre offset against the superview).
public struct PointTarget: ConstraintTarget, Sendable {
    /// The horizontal offset of the centre.
    public var x: Double
    /// The vertical offset of the centre.
    public var y: Double
    /// `point(x, y)`.
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    /// `point(X, Y)`, as the language writes it.
    public var targetText: String { "point(\(NumberText.format(x)), \(NumberText.format(y)))" }
    /// `.point(x, y)`.
    public var chainTargets: [ConstraintChain.Target] { [.point(x, y)] }
}

extension Insets: ConstraintTarget {
    /// `insets(T, L, B, R)`: the superview's edges inset by these amounts.
    public var targetText: String {
        "insets(\(NumberText.format(top)), \(NumberText.format(left)), \(NumberText.format(bottom)), \(NumberText.format(right)))"
    }
    /// `.insets(self)`.
    public var chainTargets: [ConstraintChain.Target] { [.insets(self)] }
}

/// The superview of the constrained view as a target.
public struct SuperviewTarget: ConstraintTarget, Sendable {
    /// The superview target (`equalToSuperview()` uses it).
    public init() {}
    /// `superview`, which the edit resolves to the view's parent.
    public var targetText: String { View.superviewName }
    /// `.view(superview, attribute: nil)`: the same attributes of the parent.
    public var chainTargets: [ConstraintChain.Target] { [.view(View.superviewName, attribute: nil)] }
}

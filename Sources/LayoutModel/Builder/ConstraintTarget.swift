import LayoutSolver

/// Something a constraint can be related to in the builder: a view, a view's
/// attribute, a number, a size, point or insets literal, or a list of those.
public protocol ConstraintTarget {
    /// The target as a typed chain holds it: one target, or a list's elements.
    var chainTargets: [ConstraintChain.Target] { get }
}

extension ConstraintTarget {
    /// The target as written in the language, by the language's printer
    /// (``LayoutPrinter/target(_:)``): `header.bottom`, `44`, `size(40, 30)`,
    /// a list as `[A, B, …]`.
    public var targetText: String {
        let targets = chainTargets.map(LayoutPrinter.target)
        return self is [any ConstraintTarget] || targets.count != 1 ? "[" + targets.joined(separator: ", ") + "]"
            : targets[0]
    }
}

/// One attribute of a view (`header.bottom`).
public struct ViewAttribute: ConstraintTarget, Sendable {
    /// The view's name.
    public let view: String
    /// Which of its attributes.
    public let attribute: Attribute
    /// `.view(VIEW, attribute: ATTRIBUTE)`.
    public var chainTargets: [ConstraintChain.Target] { [.view(view, attribute: attribute)] }
}

extension Double: ConstraintTarget {
    /// `.number(self)`.
    public var chainTargets: [ConstraintChain.Target] { [.number(self)] }
}

extension Int: ConstraintTarget {
    /// `.number(self)`.
    public var chainTargets: [ConstraintChain.Target] { [.number(Double(self))] }
}

extension Array: ConstraintTarget where Element == any ConstraintTarget {
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
    /// `.point(x, y)`.
    public var chainTargets: [ConstraintChain.Target] { [.point(x, y)] }
}

extension Insets: ConstraintTarget {
    /// `.insets(self)`.
    public var chainTargets: [ConstraintChain.Target] { [.insets(self)] }
}

/// The superview of the constrained view as a target.
public struct SuperviewTarget: ConstraintTarget, Sendable {
    /// The superview target (`equalToSuperview()` uses it).
    public init() {}
    /// `.view(superview, attribute: nil)`: the same attributes of the parent.
    public var chainTargets: [ConstraintChain.Target] { [.view(View.superviewName, attribute: nil)] }
}

import LayoutSolver

/// The `make` of a `makeConstraints { make in … }` block: each attribute
/// property starts one constraint description, SnapKit's way.
public final class ConstraintMaker {
    private var descriptions: [ConstraintDescription] = []

    /// Every description, in order.
    var described: [ConstraintDescription] { descriptions }

    private func start(_ attribute: ConstraintChain.Term) -> ConstraintMakerExtendable {
        let description = ConstraintDescription(attribute)
        descriptions.append(description)
        return ConstraintMakerExtendable(description)
    }

    /// Starts a constraint description on the left edge.
    public var left: ConstraintMakerExtendable { start(.single(.left)) }
    /// Starts a constraint description on the right edge.
    public var right: ConstraintMakerExtendable { start(.single(.right)) }
    /// Starts a constraint description on the top edge.
    public var top: ConstraintMakerExtendable { start(.single(.top)) }
    /// Starts a constraint description on the bottom edge.
    public var bottom: ConstraintMakerExtendable { start(.single(.bottom)) }
    /// Starts a constraint description on the leading edge (left in ltr, right in rtl).
    public var leading: ConstraintMakerExtendable { start(.single(.leading)) }
    /// Starts a constraint description on the trailing edge (right in ltr, left in rtl).
    public var trailing: ConstraintMakerExtendable { start(.single(.trailing)) }
    /// Starts a constraint description on the width.
    public var width: ConstraintMakerExtendable { start(.single(.width)) }
    /// Starts a constraint description on the height.
    public var height: ConstraintMakerExtendable { start(.single(.height)) }
    /// Starts a constraint description on the horizontal centre.
    public var centerX: ConstraintMakerExtendable { start(.single(.centerX)) }
    /// Starts a constraint description on the vertical centre.
    public var centerY: ConstraintMakerExtendable { start(.single(.centerY)) }
    /// Starts a constraint description on the first baseline.
    public var firstBaseline: ConstraintMakerExtendable { start(.single(.firstBaseline)) }
    /// Starts a constraint description on the last baseline.
    public var lastBaseline: ConstraintMakerExtendable { start(.single(.lastBaseline)) }
    /// Starts a constraint description on the left edge inset by the left margin.
    public var leftMargin: ConstraintMakerExtendable { start(.single(.leftMargin)) }
    /// Starts a constraint description on the right edge inset by the right margin.
    public var rightMargin: ConstraintMakerExtendable { start(.single(.rightMargin)) }
    /// Starts a constraint description on the top edge inset by the top margin.
    public var topMargin: ConstraintMakerExtendable { start(.single(.topMargin)) }
    /// Starts a constraint description on the bottom edge inset by the bottom margin.
    public var bottomMargin: ConstraintMakerExtendable { start(.single(.bottomMargin)) }
    /// Starts a constraint description on the leading edge inset by its margin.
    public var leadingMargin: ConstraintMakerExtendable { start(.single(.leadingMargin)) }
    /// Starts a constraint description on the trailing edge inset by its margin.
    public var trailingMargin: ConstraintMakerExtendable { start(.single(.trailingMargin)) }
    /// Starts a constraint description on the horizontal centre between the margins.
    public var centerXWithinMargins: ConstraintMakerExtendable { start(.single(.centerXWithinMargins)) }
    /// Starts a constraint description on the vertical centre between the margins.
    public var centerYWithinMargins: ConstraintMakerExtendable { start(.single(.centerYWithinMargins)) }
    /// Starts a constraint description on the four edges (left, right, top, bottom), one constraint each.
    public var edges: ConstraintMakerExtendable { start(.composite(.edges)) }
    /// Starts a constraint description on the width and the height, one constraint each.
    public var size: ConstraintMakerExtendable { start(.composite(.size)) }
    /// Starts a constraint description on both centres (centerX, centerY), one constraint each.
    public var center: ConstraintMakerExtendable { start(.composite(.center)) }
    /// Starts a constraint description on the four margin edges, one constraint each.
    public var margins: ConstraintMakerExtendable { start(.composite(.margins)) }
    /// Starts a constraint description on the left and right edges, one constraint each.
    public var horizontalEdges: ConstraintMakerExtendable { start(.composite(.horizontalEdges)) }
    /// Starts a constraint description on the top and bottom edges, one constraint each.
    public var verticalEdges: ConstraintMakerExtendable { start(.composite(.verticalEdges)) }
    /// Starts a constraint description on the leading, trailing, top and bottom edges, one constraint each.
    public var directionalEdges: ConstraintMakerExtendable { start(.composite(.directionalEdges)) }
}

/// The record of one constraint line being described: a typed chain, and
/// what the builder's arguments hold that no chain can (a priority out of
/// 1…1000, a list in a list).
final class ConstraintDescription {
    /// The chain so far; with no relation described yet, Masonry's
    /// implicit `equalTo(superview)` (a line without a relation).
    var chain: ConstraintChain
    /// What was wrong with an argument, the first found, as the language reports it.
    var problem: String?

    init(_ attribute: ConstraintChain.Term) { chain = ConstraintChain([attribute], .equal, [.number(0)]) }
}

/// After an attribute: more attributes, or the relation.
public struct ConstraintMakerExtendable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) { self.description = description }

    private func and(_ attribute: ConstraintChain.Term) -> ConstraintMakerExtendable {
        description.chain.attributes.append(attribute)
        return self
    }

    /// Constrains the left edge too, with the same relation and modifiers.
    public var left: ConstraintMakerExtendable { and(.single(.left)) }
    /// Constrains the right edge too, with the same relation and modifiers.
    public var right: ConstraintMakerExtendable { and(.single(.right)) }
    /// Constrains the top edge too, with the same relation and modifiers.
    public var top: ConstraintMakerExtendable { and(.single(.top)) }
    /// Constrains the bottom edge too, with the same relation and modifiers.
    public var bottom: ConstraintMakerExtendable { and(.single(.bottom)) }
    /// Constrains the leading edge (left in ltr, right in rtl) too, with the same relation and modifiers.
    public var leading: ConstraintMakerExtendable { and(.single(.leading)) }
    /// Constrains the trailing edge (right in ltr, left in rtl) too, with the same relation and modifiers.
    public var trailing: ConstraintMakerExtendable { and(.single(.trailing)) }
    /// Constrains the width too, with the same relation and modifiers.
    public var width: ConstraintMakerExtendable { and(.single(.width)) }
    /// Constrains the height too, with the same relation and modifiers.
    public var height: ConstraintMakerExtendable { and(.single(.height)) }
    /// Constrains the horizontal centre too, with the same relation and modifiers.
    public var centerX: ConstraintMakerExtendable { and(.single(.centerX)) }
    /// Constrains the vertical centre too, with the same relation and modifiers.
    public var centerY: ConstraintMakerExtendable { and(.single(.centerY)) }
    /// Constrains the four edges (left, right, top, bottom) too, one constraint each, with the same relation and modifiers.
    public var edges: ConstraintMakerExtendable { and(.composite(.edges)) }
    /// Constrains the width and the height too, one constraint each, with the same relation and modifiers.
    public var size: ConstraintMakerExtendable { and(.composite(.size)) }
    /// Constrains both centres (centerX, centerY) too, one constraint each, with the same relation and modifiers.
    public var center: ConstraintMakerExtendable { and(.composite(.center)) }

    private func relate(_ relation: Relation, _ target: any ConstraintTarget) -> ConstraintMakerEditable {
        description.chain.relation = relation
        if let list = target as? [any ConstraintTarget] {
            description.chain.isList = true
            if list.contains(where: { $0 is [any ConstraintTarget] }) {
                description.problem = description.problem ?? "a list cannot contain another list"
            }
            description.chain.targets = list.flatMap(\.chainTargets)
        } else {
            description.chain.targets = target.chainTargets
        }
        return ConstraintMakerEditable(description)
    }

    /// Relates the attributes with `==` to a target: a view (its same attributes), a view's
    /// attribute, a number, a `size`/`point`/`insets` literal, or a list of those.
    @discardableResult public func equalTo(_ target: any ConstraintTarget) -> ConstraintMakerEditable { relate(.equal, target) }
    /// Relates the attributes with `<=` to a target (as ``equalTo(_:)`` takes them).
    @discardableResult public func lessThanOrEqualTo(_ target: any ConstraintTarget) -> ConstraintMakerEditable { relate(.lessThanOrEqual, target) }
    /// Relates the attributes with `>=` to a target (as ``equalTo(_:)`` takes them).
    @discardableResult public func greaterThanOrEqualTo(_ target: any ConstraintTarget) -> ConstraintMakerEditable { relate(.greaterThanOrEqual, target) }
    /// Relates the attributes with `==` to the same attributes of the view's parent.
    @discardableResult public func equalToSuperview() -> ConstraintMakerEditable { relate(.equal, SuperviewTarget()) }
    /// Relates the attributes with `<=` to the same attributes of the view's parent.
    @discardableResult public func lessThanOrEqualToSuperview() -> ConstraintMakerEditable { relate(.lessThanOrEqual, SuperviewTarget()) }
    /// Relates the attributes with `>=` to the same attributes of the view's parent.
    @discardableResult public func greaterThanOrEqualToSuperview() -> ConstraintMakerEditable { relate(.greaterThanOrEqual, SuperviewTarget()) }
}

/// After the relation: the modifiers, with Masonry's and SnapKit's signs.
public struct ConstraintMakerEditable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) { self.description = description }

    private func modify(_ modifier: ConstraintChain.Modifier) -> ConstraintMakerEditable {
        description.chain.modifiers.append(modifier)
        return self
    }

    /// Sets the constant of every attribute to `amount`.
    @discardableResult public func offset(_ amount: Double) -> ConstraintMakerEditable { modify(.offset(amount)) }
    /// Insets every edge by `amount`: `insets(amount, amount, amount, amount)`.
    @discardableResult public func inset(_ amount: Double) -> ConstraintMakerEditable { modify(.inset(amount)) }
    /// Insets the edges: left and leading +left, top +top, right and trailing −right, bottom −bottom.
    @discardableResult public func insets(_ i: Insets) -> ConstraintMakerEditable { modify(.insets(i)) }
    /// Adds `width` to a width constraint's constant and `height` to a height's.
    @discardableResult public func sizeOffset(width: Double, height: Double) -> ConstraintMakerEditable {
        modify(.sizeOffset(width, height))
    }
    /// Adds `x` to a centerX constraint's constant and `y` to a centerY's.
    @discardableResult public func centerOffset(x: Double, y: Double) -> ConstraintMakerEditable {
        modify(.centerOffset(x, y))
    }
    /// Sets the multiplier to `m`.
    @discardableResult public func multipliedBy(_ m: Double) -> ConstraintMakerEditable { modify(.multiplier(m)) }
    /// Sets the multiplier to `1 / d` (0 is reported as an error).
    @discardableResult public func dividedBy(_ d: Double) -> ConstraintMakerEditable { modify(.dividedBy(d)) }
    /// Sets the priority (`.required` 1000, `.high` 750, `.medium` 500, `.low` 250, or any 1…1000).
    @discardableResult public func priority(_ p: Priority) -> ConstraintMakerEditable { modify(.priority(p)) }
    /// A priority by number; out of 1…1000 it is reported as the language reports it.
    @discardableResult public func priority(_ p: Int) -> ConstraintMakerEditable {
        guard let priority = Priority(p) else {
            description.problem = description.problem ?? "priority \(p) is out of range 1…1000"
            return self
        }
        return modify(.priority(priority))
    }
    /// The key (`mas_key`, SnapKit's `labeled`).
    @discardableResult public func labeled(_ key: String) -> ConstraintMakerEditable { modify(.key(key)) }
    /// Makes the constraint inactive: kept, not solved (SnapKit's
    /// `prepareConstraints`); in `makeConstraints` only.
    @discardableResult public func inactive() -> ConstraintMakerEditable { modify(.inactive) }
}

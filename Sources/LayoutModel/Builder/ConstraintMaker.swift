import LayoutSolver

/// The `make` of a `makeConstraints { make in … }` block: each attribute
/// property starts one constraint description, SnapKit's way.
public final class ConstraintMaker {
    private var descriptions: [ConstraintDescription] = []

    /// The chain-form lines of every description, in order.
    var lines: [String] { descriptions.map(\.line) }

    private func start(_ attribute: String) -> ConstraintMakerExtendable {
        let description = ConstraintDescription(attribute)
        descriptions.append(description)
        return ConstraintMakerExtendable(description)
    }

    /// Starts a constraint description on the left edge.
    public var left: ConstraintMakerExtendable { start("left") }
    /// Starts a constraint description on the right edge.
    public var right: ConstraintMakerExtendable { start("right") }
    /// Starts a constraint description on the top edge.
    public var top: ConstraintMakerExtendable { start("top") }
    /// Starts a constraint description on the bottom edge.
    public var bottom: ConstraintMakerExtendable { start("bottom") }
    /// Starts a constraint description on the leading edge (left in ltr, right in rtl).
    public var leading: ConstraintMakerExtendable { start("leading") }
    /// Starts a constraint description on the trailing edge (right in ltr, left in rtl).
    public var trailing: ConstraintMakerExtendable { start("trailing") }
    /// Starts a constraint description on the width.
    public var width: ConstraintMakerExtendable { start("width") }
    /// Starts a constraint description on the height.
    public var height: ConstraintMakerExtendable { start("height") }
    /// Starts a constraint description on the horizontal centre.
    public var centerX: ConstraintMakerExtendable { start("centerX") }
    /// Starts a constraint description on the vertical centre.
    public var centerY: ConstraintMakerExtendable { start("centerY") }
    /// Starts a constraint description on the first baseline.
    public var firstBaseline: ConstraintMakerExtendable { start("firstBaseline") }
    /// Starts a constraint description on the last baseline.
    public var lastBaseline: ConstraintMakerExtendable { start("lastBaseline") }
    /// Starts a constraint description on the left edge inset by the left margin.
    public var leftMargin: ConstraintMakerExtendable { start("leftMargin") }
    /// Starts a constraint description on the right edge inset by the right margin.
    public var rightMargin: ConstraintMakerExtendable { start("rightMargin") }
    /// Starts a constraint description on the top edge inset by the top margin.
    public var topMargin: ConstraintMakerExtendable { start("topMargin") }
    /// Starts a constraint description on the bottom edge inset by the bottom margin.
    public var bottomMargin: ConstraintMakerExtendable { start("bottomMargin") }
    /// Starts a constraint description on the leading edge inset by its margin.
    public var leadingMargin: ConstraintMakerExtendable { start("leadingMargin") }
    /// Starts a constraint description on the trailing edge inset by its margin.
    public var trailingMargin: ConstraintMakerExtendable { start("trailingMargin") }
    /// Starts a constraint description on the horizontal centre between the margins.
    public var centerXWithinMargins: ConstraintMakerExtendable { start("centerXWithinMargins") }
    /// Starts a constraint description on the vertical centre between the margins.
    public var centerYWithinMargins: ConstraintMakerExtendable { start("centerYWithinMargins") }
    /// Starts a constraint description on the four edges (left, right, top, bottom), one constraint each.
    public var edges: ConstraintMakerExtendable { start("edges") }
    /// Starts a constraint description on the width and the height, one constraint each.
    public var size: ConstraintMakerExtendable { start("size") }
    /// Starts a constraint description on both centres (centerX, centerY), one constraint each.
    public var center: ConstraintMakerExtendable { start("center") }
    /// Starts a constraint description on the four margin edges, one constraint each.
    public var margins: ConstraintMakerExtendable { start("margins") }
    /// Starts a constraint description on the left and right edges, one constraint each.
    public var horizontalEdges: ConstraintMakerExtendable { start("horizontalEdges") }
    /// Starts a constraint description on the top and bottom edges, one constraint each.
    public var verticalEdges: ConstraintMakerExtendable { start("verticalEdges") }
    /// Starts a constraint description on the leading, trailing, top and bottom edges, one constraint each.
    public var directionalEdges: ConstraintMakerExtendable { start("directionalEdges") }
}

/// The record of one constraint line being described: the single source of truth.
final class ConstraintDescription {
    var attributes: [String]
    var relation: String?
    var target: String?
    var modifiers: [String] = []

    init(_ attribute: String) { attributes = [attribute] }

    /// The description in the language's chain form.
    var line: String {
        var text = attributes.joined(separator: ".")
        if let relation { text += ".\(relation)(\(target ?? ""))" }
        for modifier in modifiers { text += ".\(modifier)" }
        return text
    }
}

/// After an attribute: more attributes, or the relation.
public struct ConstraintMakerExtendable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) { self.description = description }

    private func and(_ attribute: String) -> ConstraintMakerExtendable {
        description.attributes.append(attribute)
        return self
    }

    /// Constrains the left edge too, with the same relation and modifiers.
    public var left: ConstraintMakerExtendable { and("left") }
    /// Constrains the right edge too, with the same relation and modifiers.
    public var right: ConstraintMakerExtendable { and("right") }
    /// Constrains the top edge too, with the same relation and modifiers.
    public var top: ConstraintMakerExtendable { and("top") }
    /// Constrains the bottom edge too, with the same relation and modifiers.
    public var bottom: ConstraintMakerExtendable { and("bottom") }
    /// Constrains the leading edge (left in ltr, right in rtl) too, with the same relation and modifiers.
    public var leading: ConstraintMakerExtendable { and("leading") }
    /// Constrains the trailing edge (right in ltr, left in rtl) too, with the same relation and modifiers.
    public var trailing: ConstraintMakerExtendable { and("trailing") }
    /// Constrains the width too, with the same relation and modifiers.
    public var width: ConstraintMakerExtendable { and("width") }
    /// Constrains the height too, with the same relation and modifiers.
    public var height: ConstraintMakerExtendable { and("height") }
    /// Constrains the horizontal centre too, with the same relation and modifiers.
    public var centerX: ConstraintMakerExtendable { and("centerX") }
    /// Constrains the vertical centre too, with the same relation and modifiers.
    public var centerY: ConstraintMakerExtendable { and("centerY") }
    /// Constrains the four edges (left, right, top, bottom) too, one constraint each, with the same relation and modifiers.
    public var edges: ConstraintMakerExtendable { and("edges") }
    /// Constrains the width and the height too, one constraint each, with the same relation and modifiers.
    public var size: ConstraintMakerExtendable { and("size") }
    /// Constrains both centres (centerX, centerY) too, one constraint each, with the same relation and modifiers.
    public var center: ConstraintMakerExtendable { and("center") }

    private func relate(_ relation: String, _ target: any ConstraintTarget) -> ConstraintMakerEditable {
        description.relation = relation
        description.target = target.targetText
        return ConstraintMakerEditable(description)
    }

    /// Relates the attributes with `==` to a target: a view (its same attributes), a view's
    /// attribute, a number, a `size`/`point`/`insets` literal, or a list of those.
    @discardableResult public func equalTo(_ target: any ConstraintTarget) -> ConstraintMakerEditable { relate("equalTo", target) }
    /// Relates the attributes with `<=` to a target (as ``equalTo(_:)`` takes them).
    @discardableResult public func lessThanOrEqualTo(_ target: any ConstraintTarget) -> ConstraintMakerEditable { relate("lessThanOrEqualTo", target) }
    /// Relates the attributes with `>=` to a target (as ``equalTo(_:)`` takes them).
    @discardableResult public func greaterThanOrEqualTo(_ target: any ConstraintTarget) -> ConstraintMakerEditable { relate("greaterThanOrEqualTo", target) }
    /// Relates the attributes with `==` to the same attributes of the view's parent.
    @discardableResult public func equalToSuperview() -> ConstraintMakerEditable { relate("equalTo", SuperviewTarget()) }
    /// Relates the attributes with `<=` to the same attributes of the view's parent.
    @discardableResult public func lessThanOrEqualToSuperview() -> ConstraintMakerEditable { relate("lessThanOrEqualTo", SuperviewTarget()) }
    /// Relates the attributes with `>=` to the same attributes of the view's parent.
    @discardableResult public func greaterThanOrEqualToSuperview() -> ConstraintMakerEditable { relate("greaterThanOrEqualTo", SuperviewTarget()) }
}

/// After the relation: the modifiers, with Masonry's and SnapKit's signs.
public struct ConstraintMakerEditable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) { self.description = description }

    private func modify(_ text: String) -> ConstraintMakerEditable {
        description.modifiers.append(text)
        return self
    }

    private func n(_ value: Double) -> String { NumberText.format(value) }

    /// Sets the constant of every attribute to `amount`.
    @discardableResult public func offset(_ amount: Double) -> ConstraintMakerEditable { modify("offset(\(n(amount)))") }
    /// Insets every edge by `amount`: `insets(amount, amount, amount, amount)`.
    @discardableResult public func inset(_ amount: Double) -> ConstraintMakerEditable { modify("inset(\(n(amount)))") }
    /// Insets the edges: left and leading +left, top +top, right and trailing −right, bottom −bottom.
    @discardableResult public func insets(_ i: Insets) -> ConstraintMakerEditable {
        modify("insets(\(n(i.top)), \(n(i.left)), \(n(i.bottom)), \(n(i.right)))")
    }
    /// Adds `width` to a width constraint's constant and `height` to a height's.
    @discardableResult public func sizeOffset(width: Double, height: Double) -> ConstraintMakerEditable {
        modify("sizeOffset(\(n(width)), \(n(height)))")
    }
    /// Adds `x` to a centerX constraint's constant and `y` to a centerY's.
    @discardableResult public func centerOffset(x: Double, y: Double) -> ConstraintMakerEditable {
        modify("centerOffset(\(n(x)), \(n(y)))")
    }
    /// Sets the multiplier to `m`.
    @discardableResult public func multipliedBy(_ m: Double) -> ConstraintMakerEditable { modify("multipliedBy(\(n(m)))") }
    /// Sets the multiplier to `1 / d` (0 is reported as an error).
    @discardableResult public func dividedBy(_ d: Double) -> ConstraintMakerEditable { modify("dividedBy(\(n(d)))") }
    /// Sets the priority (`.required` 1000, `.high` 750, `.medium` 500, `.low` 250, or any 1…1000).
    @discardableResult public func priority(_ p: Priority) -> ConstraintMakerEditable { modify("priority(\(p.rawValue))") }
    /// A priority by number; out of 1…1000 it is reported as the language reports it.
    @discardableResult public func priority(_ p: Int) -> ConstraintMakerEditable { modify("priority(\(p))") }
    /// The key (`mas_key`, SnapKit's `labeled`).
    @discardableResult public func labeled(_ key: String) -> ConstraintMakerEditable { modify("key(\(OneLine.quoted(key)))") }
    /// Makes the constraint inactive: kept, not solved (SnapKit's
    /// `prepareConstraints`); in `makeConstraints` only.
    @discardableResult public func inactive() -> ConstraintMakerEditable { modify("inactive()") }
}

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

    public var left: ConstraintMakerExtendable { start("left") }
    public var right: ConstraintMakerExtendable { start("right") }
    public var top: ConstraintMakerExtendable { start("top") }
    public var bottom: ConstraintMakerExtendable { start("bottom") }
    public var leading: ConstraintMakerExtendable { start("leading") }
    public var trailing: ConstraintMakerExtendable { start("trailing") }
    public var width: ConstraintMakerExtendable { start("width") }
    public var height: ConstraintMakerExtendable { start("height") }
    public var centerX: ConstraintMakerExtendable { start("centerX") }
    public var centerY: ConstraintMakerExtendable { start("centerY") }
    public var firstBaseline: ConstraintMakerExtendable { start("firstBaseline") }
    public var lastBaseline: ConstraintMakerExtendable { start("lastBaseline") }
    public var leftMargin: ConstraintMakerExtendable { start("leftMargin") }
    public var rightMargin: ConstraintMakerExtendable { start("rightMargin") }
    public var topMargin: ConstraintMakerExtendable { start("topMargin") }
    public var bottomMargin: ConstraintMakerExtendable { start("bottomMargin") }
    public var leadingMargin: ConstraintMakerExtendable { start("leadingMargin") }
    public var trailingMargin: ConstraintMakerExtendable { start("trailingMargin") }
    public var centerXWithinMargins: ConstraintMakerExtendable { start("centerXWithinMargins") }
    public var centerYWithinMargins: ConstraintMakerExtendable { start("centerYWithinMargins") }
    public var edges: ConstraintMakerExtendable { start("edges") }
    public var size: ConstraintMakerExtendable { start("size") }
    public var center: ConstraintMakerExtendable { start("center") }
    public var margins: ConstraintMakerExtendable { start("margins") }
    public var horizontalEdges: ConstraintMakerExtendable { start("horizontalEdges") }
    public var verticalEdges: ConstraintMakerExtendable { start("verticalEdges") }
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

    public var left: ConstraintMakerExtendable { and("left") }
    public var right: ConstraintMakerExtendable { and("right") }
    public var top: ConstraintMakerExtendable { and("top") }
    public var bottom: ConstraintMakerExtendable { and("bottom") }
    public var leading: ConstraintMakerExtendable { and("leading") }
    public var trailing: ConstraintMakerExtendable { and("trailing") }
    public var width: ConstraintMakerExtendable { and("width") }
    public var height: ConstraintMakerExtendable { and("height") }
    public var centerX: ConstraintMakerExtendable { and("centerX") }
    public var centerY: ConstraintMakerExtendable { and("centerY") }
    public var edges: ConstraintMakerExtendable { and("edges") }
    public var size: ConstraintMakerExtendable { and("size") }
    public var center: ConstraintMakerExtendable { and("center") }

    private func relate(_ relation: String, _ target: any ConstraintTarget) -> ConstraintMakerEditable {
        description.relation = relation
        description.target = target.targetText
        return ConstraintMakerEditable(description)
    }

    @discardableResult public func equalTo(_ target: any ConstraintTarget) -> ConstraintMakerEditable { relate("equalTo", target) }
    @discardableResult public func lessThanOrEqualTo(_ target: any ConstraintTarget) -> ConstraintMakerEditable { relate("lessThanOrEqualTo", target) }
    @discardableResult public func greaterThanOrEqualTo(_ target: any ConstraintTarget) -> ConstraintMakerEditable { relate("greaterThanOrEqualTo", target) }
    @discardableResult public func equalToSuperview() -> ConstraintMakerEditable { relate("equalTo", SuperviewTarget()) }
    @discardableResult public func lessThanOrEqualToSuperview() -> ConstraintMakerEditable { relate("lessThanOrEqualTo", SuperviewTarget()) }
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

    @discardableResult public func offset(_ amount: Double) -> ConstraintMakerEditable { modify("offset(\(n(amount)))") }
    @discardableResult public func inset(_ amount: Double) -> ConstraintMakerEditable { modify("inset(\(n(amount)))") }
    @discardableResult public func insets(_ i: Insets) -> ConstraintMakerEditable {
        modify("insets(\(n(i.top)), \(n(i.left)), \(n(i.bottom)), \(n(i.right)))")
    }
    @discardableResult public func sizeOffset(width: Double, height: Double) -> ConstraintMakerEditable {
        modify("sizeOffset(\(n(width)), \(n(height)))")
    }
    @discardableResult public func centerOffset(x: Double, y: Double) -> ConstraintMakerEditable {
        modify("centerOffset(\(n(x)), \(n(y)))")
    }
    @discardableResult public func multipliedBy(_ m: Double) -> ConstraintMakerEditable { modify("multipliedBy(\(n(m)))") }
    @discardableResult public func dividedBy(_ d: Double) -> ConstraintMakerEditable { modify("dividedBy(\(n(d)))") }
    @discardableResult public func priority(_ p: Priority) -> ConstraintMakerEditable { modify("priority(\(p.rawValue))") }
    /// A priority by number; out of 1…1000 it is reported as the language reports it.
    @discardableResult public func priority(_ p: Int) -> ConstraintMakerEditable { modify("priority(\(p))") }
    /// The key (`mas_key`, SnapKit's `labeled`).
    @discardableResult public func labeled(_ key: String) -> ConstraintMakerEditable { modify("key(\(OneLine.quoted(key)))") }
}

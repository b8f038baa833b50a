import LayoutSolver

/// A constraint of a layout: `item.attribute REL multiplier × item2.attribute2 + constant`.
///
/// Views are named; `item2` is nil for a constraint with one item
/// (`width == 10`). While an edit is being built, `item2` may be the reserved
/// name `superview`, which applying the edit resolves to the item's parent.
public struct LayoutConstraint: Hashable, Sendable {
    /// The first item: the view the constraint belongs to.
    public var item: String
    /// The first item's attribute.
    public var attribute: Attribute
    /// `==`, `<=` or `>=`.
    public var relation: Relation
    /// The second item: a view, or nil for a constant constraint (`width == 10`).
    public var item2: String?
    /// The second item's attribute (nil with no second item).
    public var attribute2: Attribute?
    /// The factor on the second item's attribute (1 by default).
    public var multiplier: Double
    /// The amount added to the right-hand side.
    public var constant: Double
    /// How strongly it should hold: 1…1000, 1000 (required) by default.
    public var priority: Priority
    /// A debugging name (Masonry's `mas_key`); also the handle by which
    /// `activate`, `deactivate` and `constraint K …` find the constraint.
    public var key: String?
    /// Whether the constraint takes part in the layout (UIKit's `isActive`).
    /// An inactive constraint stays in the document, versioned like any
    /// other, but is not solved (`semantics.md`, "Constraint handles").
    public var isActive: Bool
    /// Where the constraint was written; not part of its identity.
    public var location: SourceLocation?
    /// Where its second item was written (for errors about it); not part of its identity.
    public var targetLocation: SourceLocation?

    /// Creates a constraint; defaults: no second item, multiplier 1, constant 0, required, active.
    public init(item: String, attribute: Attribute, relation: Relation = .equal, item2: String? = nil,
                attribute2: Attribute? = nil, multiplier: Double = 1, constant: Double = 0,
                priority: Priority = .required, key: String? = nil, isActive: Bool = true,
                location: SourceLocation? = nil) {
        self.item = item
        self.attribute = attribute
        self.relation = relation
        self.item2 = item2
        self.attribute2 = attribute2
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.key = key
        self.isActive = isActive
        self.location = location
    }

    /// Masonry's similarity: everything but the constant, the key and the
    /// activation is equal (used by `update` to find the constraint whose
    /// constant it changes).
    public func isSimilar(to other: LayoutConstraint) -> Bool {
        item == other.item && attribute == other.attribute && relation == other.relation && item2 == other.item2
            && attribute2 == other.attribute2 && multiplier == other.multiplier && priority == other.priority
    }

    /// Equal in everything that has a meaning: similar, with the same constant,
    /// key and activation.
    public func isIdentical(to other: LayoutConstraint) -> Bool {
        isSimilar(to: other) && constant == other.constant && key == other.key && isActive == other.isActive
    }

    /// Whether `handle` names this constraint: its key is `handle`, or
    /// `handle` followed by `[i]` suffixes (the rows of a composite or a list
    /// keyed `handle`), as a SnapKit `Constraint` or a Masonry composite
    /// constraint held in a property stands for all its rows.
    public func hasHandle(_ handle: String) -> Bool {
        guard let key, key.hasPrefix(handle) else { return false }
        var rest = key.utf8.dropFirst(handle.utf8.count)
        if rest.isEmpty { return true }
        while let open = rest.first, open == UInt8(ascii: "[") {
            rest = rest.dropFirst()
            var digits = 0
            while let d = rest.first, d >= UInt8(ascii: "0"), d <= UInt8(ascii: "9") { rest = rest.dropFirst(); digits += 1 }
            guard digits > 0, rest.first == UInt8(ascii: "]") else { return false }
            rest = rest.dropFirst()
        }
        return rest.isEmpty
    }

    /// The views the constraint names (for a view's guide, `root.safeArea`, the view: `root`).
    public var views: [String] { view2.map { [item, $0] } ?? [item] }

    /// Equality and hashing ignore the source location.
    public static func == (a: LayoutConstraint, b: LayoutConstraint) -> Bool { a.isIdentical(to: b) }

    /// Hashes what ``isIdentical(to:)`` compares (not the location).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(item)
        hasher.combine(attribute)
        hasher.combine(relation)
        hasher.combine(item2)
        hasher.combine(attribute2)
        hasher.combine(multiplier)
        hasher.combine(constant)
        hasher.combine(priority)
        hasher.combine(key)
        hasher.combine(isActive)
    }

    /// Checks the constraint's numbers (finite, within ``NumberBounds``),
    /// attribute pairing and key (no control character: ``PrintableText``);
    /// returns the problem, if any.
    public func validationError() -> String? {
        if let problem = NumberBounds.lengthProblem("constant", constant) { return problem }
        if let problem = NumberBounds.multiplierProblem(multiplier) { return problem }
        if let attribute2 {
            if let reason = attribute.incompatibility(with: attribute2) { return reason }
            if multiplier == 0 && !attribute.isSize {
                return "a multiplier of 0 on a location attribute ('\(attribute)') is not allowed"
            }
        } else if !attribute.isSize && item2 == nil && multiplier != 1 {
            return "a multiplier needs a second item"
        }
        if let key, let problem = PrintableText.controlProblem(key) {
            return "key \(PrintableText.escaped(OneLine.quoted(key))) cannot be used: \(problem)"
        }
        return nil
    }
}

extension Relation {
    /// The relation as written: `==`, `<=` or `>=`.
    public var symbol: String { description }

    /// A relation from its symbol.
    public init?(symbol: String) {
        switch symbol {
        case "==": self = .equal
        case "<=": self = .lessThanOrEqual
        case ">=": self = .greaterThanOrEqual
        default: return nil
        }
    }
}

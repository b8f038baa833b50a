import LayoutSolver

/// One line of a constraint block as a typed value: the attributes of the
/// first item, the relation, the targets and the modifiers, as the chain form
/// (`left.right.equalTo(superview).inset(16)`) or the equation form
/// (`top == header.bottom + 20 @750 key t`) writes them, without the first
/// item (the block's view, or the item of a one-line statement).
///
/// The parser reads every line of a block into a chain; the Swift builder
/// (``ConstraintMaker``) builds chains directly; both turn a chain into
/// constraints with the one lowering function, which applies the rules of
/// `semantics.md` ("Constraints", the modifiers table and the dialects).
/// ``LayoutPrinter/chain(_:)`` writes a chain back as a line.
public struct ConstraintChain: Hashable, Sendable {
    /// An attribute of the left side as written: a single one, or a
    /// composite that stands for several (`edges`: left, right, top, bottom),
    /// what an attribute name of ``Vocabulary`` stands for.
    public typealias Term = Vocabulary.AttributeWord

    /// The right-hand side of a relation.
    public enum Target: Hashable, Sendable {
        /// An item alone (`attribute` nil: the same attribute as the row's) or
        /// `ITEM.ATTR`; the item is a view, `superview`, `root`, or a view's
        /// guide (`root.safeArea`).
        case view(String, attribute: Attribute?)
        /// `ITEM.COMPOSITE` (`b.center`): each row pairs with its own attribute, which must be in it.
        case viewComposite(String, CompositeAttribute)
        /// A number: a constant for width/height, superview-relative for the others.
        case number(Double)
        /// `size(W, H)`: constants as `sizeOffset` sets them.
        case size(Double, Double)
        /// `point(X, Y)`: constants as `centerOffset` sets them.
        case point(Double, Double)
        /// `insets(T, L, B, R)`: constants as `insets` sets them.
        case insets(Insets)
        /// `NSDirectionalEdgeInsetsMake(T, LEADING, B, TRAILING)`: constants as directional insets set them.
        case directionalInsets(DirectionalInsets)
    }

    /// `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`, as pasted code writes it.
    public struct DirectionalInsets: Hashable, Sendable {
        /// The top inset.
        public var top: Double
        /// The leading inset.
        public var leading: Double
        /// The bottom inset.
        public var bottom: Double
        /// The trailing inset.
        public var trailing: Double

        /// Directional insets of these amounts.
        public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
            self.top = top
            self.leading = leading
            self.bottom = bottom
            self.trailing = trailing
        }
    }

    /// A modifier, as it changes each row (in the order written).
    public enum Modifier: Hashable, Sendable {
        /// `offset(c)`: constant = c.
        case offset(Double)
        /// `+ c` / `- c` of the equation form: c is added to the constant the target gave.
        case addConstant(Double)
        /// `inset(v)`: `insets(v, v, v, v)`.
        case inset(Double)
        /// `insets(T, L, B, R)`.
        case insets(Insets)
        /// `inset(NSDirectionalEdgeInsetsMake(…))`.
        case directionalInsets(DirectionalInsets)
        /// `sizeOffset(w, h)`.
        case sizeOffset(Double, Double)
        /// `centerOffset(x, y)`.
        case centerOffset(Double, Double)
        /// `multipliedBy(m)`, `* m`.
        case multiplier(Double)
        /// `dividedBy(d)`, `/ d`: the multiplier 1/d.
        case dividedBy(Double)
        /// `priority(…)`, `priorityX()`, `@P`.
        case priority(Priority)
        /// `key(…)`, `labeled(…)`, `key K`.
        case key(String)
        /// `.inactive()`, `inactive`: the constraint is made inactive.
        case inactive
    }

    /// The attributes of the left side, in the order written.
    public var attributes: [Term]
    /// The relation.
    public var relation: Relation
    /// The targets: one, or the elements of a list.
    public var targets: [Target]
    /// Whether the target was written as a list `[…]` (keys are then indexed even for one row).
    public var isList: Bool
    /// The modifiers, in the order written.
    public var modifiers: [Modifier]

    /// A chain of these parts.
    public init(_ attributes: [Term], _ relation: Relation = .equal, _ targets: [Target], isList: Bool = false,
                modifiers: [Modifier] = []) {
        self.attributes = attributes
        self.relation = relation
        self.targets = targets
        self.isList = isList
        self.modifiers = modifiers
    }

    /// Appends the terms that write `attributes`, a word's expansion: one
    /// single attribute, or the composite whose expansion it is (each single
    /// one when none is).
    static func appendTerms(of attributes: [Attribute], to terms: inout [Term]) {
        if attributes.count == 1 {
            terms.append(.single(attributes[0]))
        } else if let composite = CompositeAttribute.allCases.first(where: { $0.expansion == attributes }) {
            terms.append(.composite(composite))
        } else {
            for attribute in attributes { terms.append(.single(attribute)) }
        }
    }

    /// The single attributes of the left side, composites expanded, in the order written.
    public var expandedAttributes: [Attribute] { attributes.flatMap(\.attributes) }

    /// The constraints of the chain for the first item `item`, read by the
    /// rules of `dialect`, every one placed at `location` (the builder's
    /// Swift call site): the parser's lowering of a line
    /// (`ConstraintDraft.appendConstraints`). Rows that break a rule are
    /// reported in `problems` and left out.
    public func constraints(item: String, dialect: Dialect = .masonry, at location: SourceLocation? = nil,
                            problems: inout [Diagnostic]) -> [LayoutConstraint] {
        var rows: [LayoutConstraint] = []
        ConstraintDraft(self, at: location, dialect: dialect).appendConstraints(item: item, to: &rows,
                                                                               problems: &problems)
        return rows
    }

    /// What the parser would refuse in the chain's values before lowering
    /// it, the first found, or nil: a number the language does not read (not
    /// finite, or beyond ``NumberBounds/length``), a multiplier out of its
    /// bounds, a division by zero, an empty or nested list (the builder
    /// builds chains without a parser, so it asks this). The rules are
    /// ``NumberBounds``'s.
    public var valueProblem: String? {
        func number(_ value: Double) -> String? {
            if !value.isFinite { return "number '\(NumberText.format(value))' is not finite" }
            if !NumberBounds.isLength(value) {
                return "number '\(NumberText.format(value))' is out of range \(NumberBounds.lengthRule)"
            }
            return nil
        }
        func numbers(_ values: Double...) -> String? { values.lazy.compactMap(number).first }
        if targets.isEmpty { return "an empty list has no target" }
        for target in targets {
            let problem: String? = switch target {
            case .view, .viewComposite: nil
            case .number(let v): numbers(v)
            case .size(let a, let b), .point(let a, let b): numbers(a, b)
            case .insets(let i): numbers(i.top, i.left, i.bottom, i.right)
            case .directionalInsets(let i): numbers(i.top, i.leading, i.bottom, i.trailing)
            }
            if let problem { return problem }
        }
        for modifier in modifiers {
            let problem: String? = switch modifier {
            case .offset(let v), .addConstant(let v), .inset(let v): numbers(v)
            case .insets(let i): numbers(i.top, i.left, i.bottom, i.right)
            case .directionalInsets(let i): numbers(i.top, i.leading, i.bottom, i.trailing)
            case .sizeOffset(let a, let b), .centerOffset(let a, let b): numbers(a, b)
            case .multiplier(let m): numbers(m) ?? NumberBounds.multiplierProblem(m)
            case .dividedBy(let d): numbers(d) ?? (d == 0 ? "division by zero" : NumberBounds.multiplierProblem(1 / d))
            case .priority, .key, .inactive: nil
            }
            if let problem { return problem }
        }
        return nil
    }
}

import LayoutSolver

/// One line of a block (or a one-line statement) as written, before it becomes
/// constraints: a ``ConstraintChain`` (the attributes on the left, the
/// relation, the targets and the modifiers in the order written) with the
/// places of its parts and the dialect it is read in. `appendConstraints`
/// is the one lowering of a line: it applies the rules of `semantics.md`
/// ("Constraints" and the modifiers table), the same way for the chain form,
/// the equation form and a chain the Swift builder built
/// (``ConstraintChain/constraints(item:dialect:at:problems:)``).
struct ConstraintDraft {
    /// The right-hand side of a relation (``ConstraintChain/Target``).
    typealias TargetValue = ConstraintChain.Target
    /// Directional insets (``ConstraintChain/DirectionalInsets``).
    typealias DirectionalInsets = ConstraintChain.DirectionalInsets
    /// A modifier (``ConstraintChain/Modifier``).
    typealias Modifier = ConstraintChain.Modifier

    /// A target and where it is written.
    struct Target {
        var value: TargetValue
        var location: SourceLocation?
    }

    /// The attributes of the left side as written (``ConstraintChain/Term``).
    var terms: [ConstraintChain.Term] = []
    /// The single attributes of the left side, composites expanded, in the order written.
    var attributes: [Attribute] = []
    var relation: Relation = .equal
    var targets: [Target] = []
    /// Whether the target was written as a list `[…]` (keys are then indexed even for one row).
    var isList = false
    /// The modifiers with their places, in the order written.
    var modifiers: [(modifier: Modifier, location: SourceLocation?)] = []
    /// Where the line starts.
    var location: SourceLocation?
    /// Whose rules give the constants of insets and value targets (docs/language.md, "Dialects").
    var dialect = Dialect.masonry

    init(location: SourceLocation?) { self.location = location }

    /// The draft of a chain built without text (the Swift builder's): every
    /// place is `location`.
    init(_ chain: ConstraintChain, at location: SourceLocation?, dialect: Dialect) {
        self.location = location
        self.dialect = dialect
        terms = chain.attributes
        attributes = chain.expandedAttributes
        relation = chain.relation
        targets = chain.targets.map { Target(value: $0, location: location) }
        isList = chain.isList
        modifiers = chain.modifiers.map { ($0, location) }
    }

    /// The line as a typed chain, without its places.
    var chain: ConstraintChain {
        ConstraintChain(terms, relation, targets.map(\.value), isList: isList, modifiers: modifiers.map(\.modifier))
    }

    /// Empties the draft for a new line, keeping its buffers.
    mutating func reset(location: SourceLocation) {
        terms.removeAll(keepingCapacity: true)
        attributes.removeAll(keepingCapacity: true)
        relation = .equal
        targets.removeAll(keepingCapacity: true)
        isList = false
        modifiers.removeAll(keepingCapacity: true)
        self.location = location
    }

    /// The constraints of the line for `item`, in expansion order (attribute by
    /// attribute, target by target). Rows that break a rule are reported in
    /// `problems` and left out.
    func constraints(item: String, problems: inout [Diagnostic]) -> [LayoutConstraint] {
        var rows: [LayoutConstraint] = []
        appendConstraints(item: item, to: &rows, problems: &problems)
        return rows
    }

    /// Appends the constraints of the line for `item` to `rows` (see `constraints(item:problems:)`).
    func appendConstraints(item: String, to rows: inout [LayoutConstraint], problems: inout [Diagnostic]) {
        let indexed = attributes.count > 1 || isList
        var index = 0
        for attribute in attributes {
            for target in targets {
                defer { index += 1 }
                guard var row = row(item: item, attribute: attribute, target: target, problems: &problems) else {
                    continue
                }
                var multiplierPlace: SourceLocation?
                for (modifier, place) in modifiers {
                    apply(modifier, to: &row, index: indexed ? index : nil)
                    switch modifier {
                    case .multiplier, .dividedBy: multiplierPlace = place
                    default: break
                    }
                }
                if row.item2 == nil && row.multiplier != 1 {
                    report("a multiplier needs a second item", at: multiplierPlace ?? location, &problems)
                    continue
                }
                if let problem = row.validationError() {
                    report(problem, at: location, &problems)
                    continue
                }
                rows.append(row)
            }
        }
    }

    /// The row of one attribute and one target, before modifiers.
    private func row(item: String, attribute: Attribute, target: Target,
                     problems: inout [Diagnostic]) -> LayoutConstraint? {
        var row = LayoutConstraint(item: item, attribute: attribute, relation: relation, location: location)
        row.targetLocation = target.location
        switch target.value {
        case .view(let name, let attribute2):
            row.item2 = name
            row.attribute2 = attribute2 ?? attribute
        case .viewComposite(let name, let composite):
            // Each row pairs with its own attribute, or side to side between
            // edges and margins (left ↔ leftMargin …), as SnapKit maps them.
            let expansion = composite.expansion
            guard let paired = expansion.contains(attribute) ? attribute
                    : ConstraintDraft.marginCounterpart(attribute).flatMap({ expansion.contains($0) ? $0 : nil }) else {
                report("'\(attribute)' is not one of the attributes of '\(composite)'", at: target.location, &problems)
                return nil
            }
            row.item2 = name
            row.attribute2 = paired
        case .number(let value):
            relativeToSuperview(&row, constant: value)
        case .size(let width, let height):
            relativeToSuperview(&row, constant: ConstraintDraft.sizeOffset(attribute, width, height))
        case .point(let x, let y):
            relativeToSuperview(&row, constant: dialect == .snapkit ? ConstraintDraft.snapKitPoint(attribute, x, y)
                                : ConstraintDraft.centerOffset(attribute, x, y))
        case .insets(let insets):
            // Read per the attribute an inset measures once the superview's is
            // chosen (SnapKit's: `left` for a centerX, `top` for a centerY).
            relativeToSuperview(&row, constant: 0)
            row.constant = ConstraintDraft.insets(insetAttribute(row), insets, dialect)
        case .directionalInsets(let insets):
            relativeToSuperview(&row, constant: 0)
            row.constant = ConstraintDraft.directionalInsets(insetAttribute(row), insets, dialect)
        }
        return row
    }

    /// The rule for a value target: a constant for a size attribute,
    /// `superview.<same attribute> + constant` for the others — but under
    /// SnapKit's dialect `centerX` and `centerY` are measured from the
    /// superview's `left` and `top` (SnapKit's documented quirk).
    private func relativeToSuperview(_ row: inout LayoutConstraint, constant: Double) {
        row.constant = constant
        if !row.attribute.isSize {
            row.item2 = View.superviewName
            row.attribute2 = switch (dialect, row.attribute) {
            case (.snapkit, .centerX): .left
            case (.snapkit, .centerY): .top
            default: row.attribute
            }
        }
    }

    /// The margin attribute of an edge and the edge of a margin attribute
    /// (`left` ↔ `leftMargin`, `leading` ↔ `leadingMargin` …); nil for the others.
    static func marginCounterpart(_ attribute: Attribute) -> Attribute? {
        switch attribute {
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        default: nil
        }
    }

    private func apply(_ modifier: Modifier, to row: inout LayoutConstraint, index: Int?) {
        switch modifier {
        case .offset(let value): row.constant = value
        case .addConstant(let value): row.constant += value
        case .inset(let value):
            let insets = Insets(top: value, left: value, bottom: value, right: value)
            row.constant = ConstraintDraft.insets(insetAttribute(row), insets, dialect)
        case .insets(let insets):
            row.constant = ConstraintDraft.insets(insetAttribute(row), insets, dialect)
        case .directionalInsets(let insets):
            row.constant = ConstraintDraft.directionalInsets(insetAttribute(row), insets, dialect)
        case .sizeOffset(let width, let height): row.constant = ConstraintDraft.sizeOffset(row.attribute, width, height)
        case .centerOffset(let x, let y): row.constant = ConstraintDraft.centerOffset(row.attribute, x, y)
        case .multiplier(let value): row.multiplier = value
        case .dividedBy(let divisor): row.multiplier = 1 / divisor
        case .priority(let priority): row.priority = priority
        case .key(let key): row.key = index.map { "\(key)[\($0)]" } ?? key
        case .inactive: row.isActive = false
        }
    }

    /// The attribute whose side an inset measures: the row's own under
    /// Masonry's rules, the second item's under SnapKit's (which reads the
    /// constant per target attribute).
    private func insetAttribute(_ row: LayoutConstraint) -> Attribute {
        dialect == .snapkit ? row.attribute2 ?? row.attribute : row.attribute
    }

    private func report(_ message: String, at place: SourceLocation?, _ problems: inout [Diagnostic]) {
        let diagnostic = Diagnostic.error(message, at: place)
        if !problems.contains(diagnostic) { problems.append(diagnostic) }
    }

    /// Masonry's `insets`: left/leading +left, top +top, right/trailing −right, bottom −bottom, others 0.
    static func insets(_ attribute: Attribute, _ insets: Insets) -> Double {
        switch attribute {
        case .left, .leading: insets.left
        case .top: insets.top
        case .right, .trailing: -insets.right
        case .bottom: -insets.bottom
        default: 0
        }
    }

    /// The constant insets give an attribute in a dialect. Masonry's:
    /// ``insets(_:_:)``. SnapKit's: the edges and their margins (and the
    /// baselines, as top and bottom) as Masonry's, with leading and trailing
    /// read left to right (SnapKit's default layout direction); a width
    /// −(left + right), a height −(top + bottom), a centre (left − right) / 2
    /// or (top − bottom) / 2.
    static func insets(_ attribute: Attribute, _ i: Insets, _ dialect: Dialect) -> Double {
        guard dialect == .snapkit else { return insets(attribute, i) }
        return snapKitInsets(attribute, top: i.top, left: i.left, bottom: i.bottom, right: i.right)
    }

    /// The constant directional insets give an attribute. Masonry's rules
    /// (Masonry has no directional insets; they are read as its insets):
    /// leading +leading, trailing −trailing, top +top, bottom −bottom, every
    /// other attribute 0 — left and right included. SnapKit's: its insets
    /// with left taking the leading inset and right the trailing one, as
    /// SnapKit falls back under its default left-to-right direction.
    static func directionalInsets(_ attribute: Attribute, _ i: DirectionalInsets, _ dialect: Dialect) -> Double {
        guard dialect == .snapkit else {
            switch attribute {
            case .leading: return i.leading
            case .trailing: return -i.trailing
            case .top: return i.top
            case .bottom: return -i.bottom
            default: return 0
            }
        }
        return snapKitInsets(attribute, top: i.top, left: i.leading, bottom: i.bottom, right: i.trailing)
    }

    /// SnapKit's table of inset constants per attribute (left to right).
    private static func snapKitInsets(_ attribute: Attribute, top: Double, left: Double, bottom: Double,
                                      right: Double) -> Double {
        switch attribute {
        case .left, .leftMargin, .leading, .leadingMargin: left
        case .top, .topMargin, .firstBaseline: top
        case .right, .rightMargin, .trailing, .trailingMargin: -right
        case .bottom, .bottomMargin, .lastBaseline: -bottom
        case .centerX, .centerXWithinMargins: (left - right) / 2
        case .centerY, .centerYWithinMargins: (top - bottom) / 2
        case .width: -(left + right)
        case .height: -(top + bottom)
        }
    }

    /// SnapKit's constant of a point: x on a horizontal attribute, y on a
    /// vertical one, 0 on a size.
    static func snapKitPoint(_ attribute: Attribute, _ x: Double, _ y: Double) -> Double {
        if attribute.isSize { return 0 }
        return attribute.axis == .horizontal ? x : y
    }

    /// Masonry's `sizeOffset`: width +w, height +h, others 0.
    static func sizeOffset(_ attribute: Attribute, _ width: Double, _ height: Double) -> Double {
        switch attribute {
        case .width: width
        case .height: height
        default: 0
        }
    }

    /// Masonry's `centerOffset`: centerX +x, centerY +y, others 0.
    static func centerOffset(_ attribute: Attribute, _ x: Double, _ y: Double) -> Double {
        switch attribute {
        case .centerX: x
        case .centerY: y
        default: 0
        }
    }
}

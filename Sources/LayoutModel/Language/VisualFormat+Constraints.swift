import LayoutSolver

extension VisualFormat {
    /// Standard spacing between two sibling views (`[a]-[b]`).
    public static let standardSiblingSpacing: Double = 8
    /// Standard spacing between a view and its superview's edge (`|-[a]`, `[a]-|`).
    public static let standardSuperviewSpacing: Double = 20

    /// The attributes Apple's `alignAll…` options offer.
    public static let alignmentAttributes: [Attribute] = [
        .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY, .firstBaseline, .lastBaseline,
    ]

    /// The attributes a line uses on its axis: the leading edge, the trailing edge and the size.
    struct Edges {
        var lead: Attribute
        var tail: Attribute
        var size: Attribute

        /// `H:` works leading to trailing (Apple's default direction option); `V:` top to bottom.
        init(_ axis: Axis) {
            switch axis {
            case .horizontal: (lead, tail, size) = (.leading, .trailing, .width)
            case .vertical: (lead, tail, size) = (.top, .bottom, .height)
            }
        }
    }

    /// Why `align` cannot apply to a line along `axis`, or nil when it can.
    static func alignmentProblem(_ align: Attribute, axis: Axis) -> String? {
        guard alignmentAttributes.contains(align) else {
            return "align '\(align)' is not one of Apple's alignAll options; expected "
                + list(alignmentAttributes)
        }
        guard align.axis != axis else {
            let format = axis == .horizontal ? "H:" : "V:"
            let allowed = alignmentAttributes.filter { $0.axis != axis }
            return "align '\(align)' lies along the '\(format)' format's own axis; expected " + list(allowed)
        }
        return nil
    }

    /// `'a', 'b' or 'c'`
    private static func list(_ attributes: [Attribute]) -> String {
        let names = attributes.map { "'\($0)'" }
        guard let last = names.last else { return "" }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }

    /// The constraints of a parsed line, in the order of the text: the connection
    /// before each view, then that view's predicates, …, the connection to a
    /// trailing `|`; then the alignment constraints, view by view.
    static func constraints(of line: Line, align: Attribute?, at location: SourceLocation) -> [LayoutConstraint] {
        let edges = Edges(line.axis)
        var made: [LayoutConstraint] = []

        func place(_ index: Int) -> SourceLocation {
            SourceLocation(file: location.file, line: location.line, column: location.column + index)
        }
        func add(_ item: String, _ attribute: Attribute, _ relation: Relation, _ item2: String?, _ attribute2: Attribute?,
                 _ constant: Double, _ priority: Priority, target: Int?) {
            var constraint = LayoutConstraint(item: item, attribute: attribute, relation: relation, item2: item2,
                                              attribute2: attribute2, constant: constant, priority: priority,
                                              location: location)
            constraint.targetLocation = target.map(place)
            made.append(constraint)
        }
        /// The spacings of a connection as (relation, constant, priority).
        func spacings(_ connection: Connection, standard: Double) -> [(Relation, Double, Priority)] {
            switch connection.spacing {
            case .flush: return [(.equal, 0, .required)]
            case .standard: return [(.equal, standard, .required)]
            case .predicates(let predicates):
                return predicates.map { predicate in
                    // Connections only ever hold constants (the parser reads names there as metrics).
                    guard case .constant(let value) = predicate.object else { return (predicate.relation, 0, predicate.priority) }
                    return (predicate.relation, value, predicate.priority)
                }
            }
        }

        for (position, view) in line.views.enumerated() {
            if position == 0, let bar = line.leading {
                // |-c-[a]: a.lead - superview.lead REL c
                for (relation, constant, priority) in spacings(bar.connection, standard: standardSuperviewSpacing) {
                    add(view.name, edges.lead, relation, View.superviewName, edges.lead, constant, priority,
                        target: bar.index)
                }
            } else if position > 0, position - 1 < line.between.count {
                // [p]-c-[a]: a.lead - p.tail REL c
                let previous = line.views[position - 1]
                for (relation, constant, priority) in spacings(line.between[position - 1],
                                                               standard: standardSiblingSpacing) {
                    add(view.name, edges.lead, relation, previous.name, edges.tail, constant, priority,
                        target: previous.index)
                }
            }
            for predicate in view.predicates {
                switch predicate.object {
                case .constant(let value):
                    add(view.name, edges.size, predicate.relation, nil, nil, value, predicate.priority, target: nil)
                case .view(let other):
                    add(view.name, edges.size, predicate.relation, other, edges.size, 0, predicate.priority,
                        target: predicate.objectIndex)
                }
            }
        }
        if let bar = line.trailing, let last = line.views.last {
            // [a]-c-|: superview.tail - a.tail REL c, i.e. a.tail flip(REL) superview.tail - c
            for (relation, constant, priority) in spacings(bar.connection, standard: standardSuperviewSpacing) {
                add(last.name, edges.tail, swapped(relation), View.superviewName, edges.tail, 0 - constant, priority,
                    target: bar.index)
            }
        }
        if let align, let first = line.views.first {
            for view in line.views.dropFirst() {
                add(view.name, align, .equal, first.name, align, 0, .required, target: first.index)
            }
        }
        return made
    }

    /// The relation with its sides swapped: `<=` for `>=` and back; `==` stays.
    private static func swapped(_ relation: Relation) -> Relation {
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
}

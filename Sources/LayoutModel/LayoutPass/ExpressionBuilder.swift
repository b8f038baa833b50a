import LayoutSolver

/// Turns layout constraints into solver constraints (`semantics.md`,
/// "Attributes" and "Coordinates").
///
/// A constraint is evaluated in the space `s` of the closest common ancestor
/// of its items (for one item, its parent). An item that *is* `s` is measured
/// in its own bounds (left = top = 0); any other item at its position in `s`,
/// the sum of the parent-space `x` (or `y`) of every view from the item up to,
/// excluding, `s`.
///
/// Attributes of a view with frame `(X, Y, w, h)` in `s` and margins `m`
/// (the table of `Attribute.position(direction:)`):
/// `left = X`, `right = X + w`, `centerX = X + w/2`, `leftMargin = X + m.left`,
/// `rightMargin = X + w − m.right`, `centerXWithinMargins = X + m.left +
/// (w − m.left − m.right)/2` (vertically alike); `firstBaseline` /
/// `lastBaseline` are `Y + offset`, or the bottom `Y + h` without an offset.
/// Under ltr, `leading`/`trailing` are `left`/`right` and `leadingMargin`/
/// `trailingMargin` are `leftMargin`/`rightMargin`. Under rtl, with `W` the
/// width of `s`, they are mirrored: `leading = W − right`, `trailing = W −
/// left`, and, as in UIKit, `leadingMargin = W − rightMargin` and
/// `trailingMargin = W − leftMargin`: the leading margin is the margin on the
/// leading side, which under rtl is the *right* margin. In its own bounds
/// (where `W = w`) a view's rtl leading is therefore 0 and its rtl
/// leadingMargin is `m.right`.
///
/// A constraint `item.attr REL multiplier × item2.attr2 + constant` becomes
/// `item.attr − multiplier × item2.attr2 − constant REL 0`; with no `item2`,
/// `item.attr − constant REL 0` (a multiplier without a second item is ignored,
/// as `NSLayoutConstraint` ignores it).
struct ExpressionBuilder {
    let parents: [Int]
    let depths: [Int]
    let variables: [Variable]
    let properties: [ViewProperties]
    /// Which frame variables the built constraints mention, per direction.
    private(set) var mentionedLTR: [Bool]
    private(set) var mentionedRTL: [Bool]

    private var terms: [Term] = []
    private var markBoth = true
    private var direction = LayoutDirection.ltr

    init(parents: [Int], depths: [Int], variables: [Variable], properties: [ViewProperties], count: Int) {
        self.parents = parents
        self.depths = depths
        self.variables = variables
        self.properties = properties
        mentionedLTR = [Bool](repeating: false, count: 4 * count)
        mentionedRTL = mentionedLTR
        terms.reserveCapacity(16)
    }

    /// Records that a frame variable is mentioned (under both directions, or
    /// under the current one only).
    mutating func mark(_ index: Int, both: Bool) {
        if both || direction == .ltr { mentionedLTR[index] = true }
        if both || direction == .rtl { mentionedRTL[index] = true }
    }

    /// The solver constraint of `source` under `direction`, or nil when a
    /// number is not finite.
    mutating func constraint(_ source: LayoutConstraint, item: Int, item2: Int?, direction: LayoutDirection,
                             markBoth: Bool) -> Constraint? {
        self.direction = direction
        self.markBoth = markBoth
        terms.removeAll(keepingCapacity: true)
        var constant = -source.constant
        if let item2 {
            let space = commonAncestor(item, item2)
            constant += append(source.attribute, of: item, in: space, times: 1)
            constant += append(source.attribute2 ?? source.attribute, of: item2, in: space, times: -source.multiplier)
        } else {
            let space = item == 0 ? 0 : parents[item]
            constant += append(source.attribute, of: item, in: space, times: 1)
        }
        // A copy of just the terms: handing over the scratch array itself would
        // give every constraint a buffer of the scratch's capacity (and the
        // scratch a new one each time).
        var exact: [Term] = []
        exact.reserveCapacity(terms.count)
        exact.append(contentsOf: terms)
        let expression = LinearExpression(exact, constant: constant)
        guard expression.isFinite else { return nil }
        return Constraint(expression, source.relation, priority: source.priority, label: source.key ?? "")
    }

    /// The closest common ancestor of two views (a view is its own ancestor).
    func commonAncestor(_ a: Int, _ b: Int) -> Int {
        var a = a, b = b
        while depths[a] > depths[b] { a = parents[a] }
        while depths[b] > depths[a] { b = parents[b] }
        while a != b {
            a = parents[a]
            b = parents[b]
        }
        return a
    }

    /// Appends `k × attribute of view v measured in space s` to the terms and
    /// returns its constant part. The attribute's geometry (axis, fraction,
    /// margins, baseline) comes from `Attribute.position(direction:)`.
    private mutating func append(_ attribute: Attribute, of v: Int, in s: Int, times k: Double) -> Double {
        let horizontal = attribute.axis == .horizontal
        let origin = horizontal ? 0 : 1, size = horizontal ? 2 : 3
        let place = attribute.position(direction: direction)
        switch place {
        case .size:
            add(v, size, k)
            return 0
        case .baseline(let first):
            position(v, s, origin, k)
            if let offset = first ? properties[v].firstBaseline : properties[v].lastBaseline { return k * offset }
            add(v, size, k)
            return 0
        case .point(let fraction, let withinMargins):
            var inset = 0.0
            if withinMargins {
                let m = properties[v].margins
                inset = horizontal ? place.marginInset(start: m.left, end: m.right)
                    : place.marginInset(start: m.top, end: m.bottom)
            }
            guard direction == .rtl && attribute.isDirectional else {
                position(v, s, origin, k)
                if fraction != 0 { add(v, size, k * fraction) }
                return withinMargins ? k * inset : 0
            }
            // Mirrored: W − (fraction × w + inset), W the space's width.
            if v == s {
                // In its own bounds W is the view's own width w.
                if fraction != 1 { add(v, size, k * (1 - fraction)) }
                return withinMargins ? -k * inset : 0
            }
            add(s, size, k)   // W: the space's width (the root's is the canvas width)
            position(v, s, origin, -k)
            if fraction != 0 { add(v, size, -k * fraction) }
            return withinMargins ? -k * inset : 0
        }
    }

    /// Appends `k ×` the position of `v` in space `s` on an axis (component 0: x, 1: y).
    private mutating func position(_ v: Int, _ s: Int, _ component: Int, _ k: Double) {
        var u = v
        while u != s && u != 0 {
            add(u, component, k)
            u = parents[u]
        }
    }

    private mutating func add(_ view: Int, _ component: Int, _ k: Double) {
        let index = 4 * view + component
        terms.append(Term(variables[index], k))
        mark(index, both: markBoth)
    }
}

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
/// Attributes of a view with frame `(X, Y, w, h)` in `s` and margins `m`:
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
    /// returns its constant part.
    private mutating func append(_ attribute: Attribute, of v: Int, in s: Int, times k: Double) -> Double {
        let m = properties[v].margins
        switch attribute {
        case .width:
            add(v, 2, k)
            return 0
        case .height:
            add(v, 3, k)
            return 0
        case .left:
            position(v, s, 0, k)
            return 0
        case .right:
            position(v, s, 0, k)
            add(v, 2, k)
            return 0
        case .centerX:
            position(v, s, 0, k)
            add(v, 2, k / 2)
            return 0
        case .leftMargin:
            position(v, s, 0, k)
            return k * m.left
        case .rightMargin:
            position(v, s, 0, k)
            add(v, 2, k)
            return -k * m.right
        case .centerXWithinMargins:
            position(v, s, 0, k)
            add(v, 2, k / 2)
            return k * (m.left - m.right) / 2
        case .top:
            position(v, s, 1, k)
            return 0
        case .bottom:
            position(v, s, 1, k)
            add(v, 3, k)
            return 0
        case .centerY:
            position(v, s, 1, k)
            add(v, 3, k / 2)
            return 0
        case .topMargin:
            position(v, s, 1, k)
            return k * m.top
        case .bottomMargin:
            position(v, s, 1, k)
            add(v, 3, k)
            return -k * m.bottom
        case .centerYWithinMargins:
            position(v, s, 1, k)
            add(v, 3, k / 2)
            return k * (m.top - m.bottom) / 2
        case .firstBaseline, .lastBaseline:
            position(v, s, 1, k)
            let offset = attribute == .firstBaseline ? properties[v].firstBaseline : properties[v].lastBaseline
            if let offset { return k * offset }
            add(v, 3, k)
            return 0
        case .leading, .trailing, .leadingMargin, .trailingMargin:
            if direction == .ltr { return append(attribute.leftToRight, of: v, in: s, times: k) }
            if v == s {
                // In its own bounds W is the view's own width: W − right = 0, W − left = w, …
                switch attribute {
                case .leading: return 0
                case .trailing:
                    add(v, 2, k)
                    return 0
                case .leadingMargin: return k * m.right
                default:
                    add(v, 2, k)
                    return -k * m.left
                }
            }
            add(s, 2, k)   // W: the space's width (the root's is the canvas width)
            return append(attribute.mirrored, of: v, in: s, times: -k)
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

fileprivate extension Attribute {
    /// A directional attribute as it reads under ltr (leading → left, …).
    var leftToRight: Attribute {
        switch self {
        case .leading: .left
        case .trailing: .right
        case .leadingMargin: .leftMargin
        case .trailingMargin: .rightMargin
        default: self
        }
    }

    /// The absolute attribute a directional one is measured from under rtl
    /// (`leading = W − right`, `leadingMargin = W − rightMargin`, …).
    var mirrored: Attribute {
        switch self {
        case .leading: .right
        case .trailing: .left
        case .leadingMargin: .rightMargin
        case .trailingMargin: .leftMargin
        default: self
        }
    }
}

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
/// A view's guide as the second item (`V.marginsGuide`, `V.safeArea`) is the
/// view's frame inset on each side: by its margins `m` for the margins guide
/// (so `V.marginsGuide.top` is `V.topMargin`, and its width `w − m.left −
/// m.right`), and by the view's safe-area insets for the safe area. Those
/// insets are solver variables (four per view whose safe area some
/// constraint names, ``safeInsets``) that the layout pass fixes with
/// required edit variables: the root's from the canvas, another view's from
/// where the previous pass put it (``LayoutPass``).
///
/// **Scroll views** (`semantics.md`, "Scroll views"). A scroll view `S` has
/// two more variables, its content width and height (``contentVariables``).
/// Its subviews' frames are in content coordinates (content origin at `S`'s
/// origin, offset 0), so a descendant's position is summed as any view's.
/// Measured in its own bounds (the constraint's space is `S`: the other
/// item is a descendant, UIKit's rule), `S`'s edges and margins measure its
/// content rectangle `(0, 0, cw, ch)`, its size, centres and baselines its
/// frame `(0, 0, w, h)`. `S.contentGuide` is the content rectangle and
/// `S.frameGuide` the frame, in any space (placed at `S`'s origin), as
/// either item of a constraint. Under
/// rtl, leading and trailing in `S`'s space mirror in its content width.
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

    /// The safe-area inset variables (top, left, bottom, right) of each view
    /// whose safe area a built constraint names, by view index.
    private(set) var safeInsets: [Int: [Variable]] = [:]
    /// The names of the views, for the names of their inset variables.
    let names: [String]
    /// The ordinal of each scroll view among the scroll views, by view index.
    let contentIndex: [Int: Int]
    /// The content width and height of every scroll view, two per scroll
    /// view in the order of ``contentIndex``'s ordinals.
    let contentVariables: [Variable]
    /// Which content variables the built constraints mention, per direction.
    private(set) var mentionedContentLTR: [Bool]
    private(set) var mentionedContentRTL: [Bool]

    /// The margins guides the built constraints measure, per view and axis,
    /// for the sizes rule (`semantics.md`, "Sizes are never negative"): `2v`
    /// (horizontal) or `2v + 1` (vertical) when a constraint names
    /// `v.marginsGuide` or a margin attribute of `v` on its frame (UIKit
    /// measures those on the view's layout margins guide). A scroll view's
    /// margin attributes measured from inside it inset its content, not its
    /// frame, and are not counted.
    private(set) var measuredMargins: Set<Int> = []
    /// The axes of the safe areas the built constraints name: `2v`
    /// (horizontal) or `2v + 1` (vertical), for the sizes rule.
    private(set) var safeAreaAxes: Set<Int> = []

    private var terms: [Term] = []
    private var markBoth = true
    private var direction = LayoutDirection.ltr

    init(parents: [Int], depths: [Int], variables: [Variable], properties: [ViewProperties], names: [String],
         count: Int, contentIndex: [Int: Int] = [:], contentVariables: [Variable] = []) {
        self.names = names
        self.contentIndex = contentIndex
        self.contentVariables = contentVariables
        mentionedContentLTR = [Bool](repeating: false, count: contentVariables.count)
        mentionedContentRTL = mentionedContentLTR
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
    mutating func constraint(_ source: LayoutConstraint, item: Int, guide1: ViewGuide? = nil, item2: Int?,
                             guide2: ViewGuide? = nil, direction: LayoutDirection, markBoth: Bool) -> Constraint? {
        self.direction = direction
        self.markBoth = markBoth
        terms.removeAll(keepingCapacity: true)
        var constant = -source.constant
        if let item2 {
            let space = commonAncestor(item, item2)
            // UIKit's rule for a scroll view holds between it and a descendant,
            // not for a constraint of the scroll view with itself.
            let inside = item != item2
            constant += append(source.attribute, of: item, in: space, times: 1, guide: guide1, inside: inside)
            constant += append(source.attribute2 ?? source.attribute, of: item2, in: space, times: -source.multiplier,
                               guide: guide2, inside: inside)
        } else {
            let space = item == 0 ? 0 : parents[item]
            constant += append(source.attribute, of: item, in: space, times: 1, guide: guide1)
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
    /// returns its constant part; `inside` when the other item is a
    /// descendant of `v` (UIKit's rule for a scroll view then applies). The
    /// attribute's geometry (axis, fraction, margins, baseline) comes from
    /// `Attribute.position(direction:)`.
    private mutating func append(_ attribute: Attribute, of v: Int, in s: Int, times k: Double,
                                 guide: ViewGuide? = nil, inside: Bool = false) -> Double {
        let horizontal = attribute.axis == .horizontal
        let origin = horizontal ? 0 : 1, size = horizontal ? 2 : 3
        var place = attribute.position(direction: direction)
        // A scroll view's content rectangle: its content guide anywhere, its
        // edges and margins measured from inside it (UIKit's rule).
        var content = false
        if contentIndex[v] != nil {
            if let guide {
                content = guide == .contentGuide
            } else if v == s, inside, case .point(let fraction, _) = place, fraction != 0.5 {
                content = true
            }
        }
        if let guide, !guide.needsScrollView {
            // A view's guide: the view's frame inset by its margins or its safe-area insets.
            if case .point(let fraction, false) = place { place = .point(fraction: fraction, withinMargins: true) }
            if guide == .safeArea {
                safeAreaAxes.insert(2 * v + (horizontal ? 0 : 1))
                return appendSafeArea(place, of: v, in: s, times: k, horizontal: horizontal,
                                      mirrored: direction == .rtl && attribute.isDirectional)
            }
            if case .size = place {
                measuredMargins.insert(2 * v + (horizontal ? 0 : 1))
                add(v, size, k)
                let m = properties[v].margins
                return -k * (horizontal ? m.left + m.right : m.top + m.bottom)
            }
        }
        switch place {
        case .size:
            addSize(v, size, k, content: content)
            return 0
        case .baseline(let first):
            position(v, s, origin, k)
            if let offset = first ? properties[v].firstBaseline : properties[v].lastBaseline { return k * offset }
            add(v, size, k)
            return 0
        case .point(let fraction, let withinMargins):
            var inset = 0.0
            if withinMargins {
                if !content { measuredMargins.insert(2 * v + (horizontal ? 0 : 1)) }
                let m = properties[v].margins
                inset = horizontal ? place.marginInset(start: m.left, end: m.right)
                    : place.marginInset(start: m.top, end: m.bottom)
            }
            guard direction == .rtl && attribute.isDirectional else {
                position(v, s, origin, k)
                if fraction != 0 { addSize(v, size, k * fraction, content: content) }
                return withinMargins ? k * inset : 0
            }
            // Mirrored: W − (fraction × w + inset), W the space's width.
            if v == s {
                // In its own bounds W is the view's own width w (a scroll view's content width).
                mirroredOwnBounds(v, fraction: fraction, k: k, content: content)
                return withinMargins ? -k * inset : 0
            }
            addSpaceWidth(s, k)   // W: the space's width (the root's is the canvas width)
            position(v, s, origin, -k)
            if fraction != 0 { addSize(v, size, -k * fraction, content: content) }
            return withinMargins ? -k * inset : 0
        }
    }

    /// Appends `k ×` a point (within the safe area) or the size of `v`'s safe
    /// area, whose insets are the variables of ``safeInsets``: as a margin
    /// attribute with the inset variables for the margins.
    private mutating func appendSafeArea(_ place: AttributePosition, of v: Int, in s: Int, times k: Double,
                                         horizontal: Bool, mirrored: Bool) -> Double {
        let origin = horizontal ? 0 : 1, size = horizontal ? 2 : 3
        let insets = safeInsetVariables(of: v)
        let start = horizontal ? insets[1] : insets[0], end = horizontal ? insets[3] : insets[2]
        guard case .point(let fraction, _) = place else {
            add(v, size, k)
            terms.append(Term(start, -k))
            terms.append(Term(end, -k))
            return 0
        }
        // The point's inset, (1 − f) × start − f × end, as `append` adds a
        // margin's (negated when mirrored), with variables for the margins.
        let sign: Double = mirrored ? -1 : 1
        if fraction != 1 { terms.append(Term(start, sign * k * (1 - fraction))) }
        if fraction != 0 { terms.append(Term(end, -sign * k * fraction)) }
        guard mirrored else {
            position(v, s, origin, k)
            if fraction != 0 { add(v, size, k * fraction) }
            return 0
        }
        if v == s {
            mirroredOwnBounds(v, fraction: fraction, k: k, content: false)
            return 0
        }
        addSpaceWidth(s, k)
        position(v, s, origin, -k)
        if fraction != 0 { add(v, size, -k * fraction) }
        return 0
    }

    /// The four safe-area inset variables of `v` (top, left, bottom, right), made on first use.
    private mutating func safeInsetVariables(of v: Int) -> [Variable] {
        if let existing = safeInsets[v] { return existing }
        let made = ["top", "left", "bottom", "right"].map { Variable("\(names[v]).safeArea.\($0)") }
        safeInsets[v] = made
        return made
    }

    /// Appends `k ×` the position of `v` in space `s` on an axis (component 0: x, 1: y).
    private mutating func position(_ v: Int, _ s: Int, _ component: Int, _ k: Double) {
        var u = v
        while u != s && u != 0 {
            add(u, component, k)
            u = parents[u]
        }
    }

    /// Appends `k ×` the width (component 2) or height (3) of `v`'s frame,
    /// or of its content when `content` (a scroll view's).
    private mutating func addSize(_ v: Int, _ component: Int, _ k: Double, content: Bool) {
        guard content, let ordinal = contentIndex[v] else { return add(v, component, k) }
        addContent(2 * ordinal + component - 2, k)
    }

    /// Appends `k ×` the width rtl mirrors in, in space `s`: its width, or
    /// its content width for a scroll view (its subviews are in its content).
    private mutating func addSpaceWidth(_ s: Int, _ k: Double) {
        guard let ordinal = contentIndex[s] else { return add(s, 2, k) }
        addContent(2 * ordinal, k)
    }

    /// Appends `k × (W − fraction × w)` for a point of `v` in its own
    /// bounds under rtl: `W` the width it mirrors in (its content width for
    /// a scroll view), `w` the width of the rectangle measured (its content
    /// width when `content`, else its frame width).
    private mutating func mirroredOwnBounds(_ v: Int, fraction: Double, k: Double, content: Bool) {
        if contentIndex[v] != nil && !content {
            addSpaceWidth(v, k)
            if fraction != 0 { add(v, 2, -k * fraction) }
        } else if fraction != 1 {
            addSize(v, 2, k * (1 - fraction), content: content)
        }
    }

    /// Appends `k ×` content variable `index` (of ``contentVariables``) and marks it mentioned.
    private mutating func addContent(_ index: Int, _ k: Double) {
        terms.append(Term(contentVariables[index], k))
        if markBoth || direction == .ltr { mentionedContentLTR[index] = true }
        if markBoth || direction == .rtl { mentionedContentRTL[index] = true }
    }

    private mutating func add(_ view: Int, _ component: Int, _ k: Double) {
        let index = 4 * view + component
        terms.append(Term(variables[index], k))
        mark(index, both: markBoth)
    }
}

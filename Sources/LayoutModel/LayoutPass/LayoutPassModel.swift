import LayoutSolver

/// A layout as the solver sees it: four variables per view and, for every
/// constraint (and every intrinsic size), the solver constraint for each
/// layout direction, and the sizes rule (``sizeRules``). Built once per run
/// and shared by every canvas's solver.
///
/// **Variables.** View `v` (index 0 is the root) has `x`, `y`, `width` and
/// `height` at `frameVariables[4v + 0…3]`, with `x` and `y` in its *parent's*
/// space, as frames are printed. The root's `x` and `y` are never used (the
/// root is only ever measured in its own bounds); its width and height are the
/// canvas size, which the solver holds with required edit variables.
///
/// Parent-space variables make the common constraints short (a view pinned to
/// its parent: `x == 10`; two siblings: `a.x == b.x + b.width + 8`) and make a
/// view's ambiguity a question about its own variables: a child pinned inside
/// an ambiguous parent has a determined `x` even though its root-space
/// position is not (see ``LayoutPass``). A view's position in the space of an
/// ancestor `s` is the sum of the `x` of every view from it up to, excluding, `s`.
final class LayoutPassModel {
    /// View names, the root first, then the layout's views in order.
    let names: [String]
    /// The parent of each view (the root's is itself, 0).
    let parents: [Int]
    /// The depth of each view (the root's is 0).
    let depths: [Int]
    /// `x`, `y`, `width`, `height` of every view, four per view.
    let frameVariables: [Variable]
    /// The solver constraints: intrinsic sizes first (views in order, width
    /// then height, `>=` then `<=`), then the constraints stacks generate
    /// (``StackLayout``), then the layout's active constraints in order.
    let entries: [LayoutPassEntry]
    /// The layout's constraints (its array, shared, not copied).
    let layoutConstraints: [(id: ConstraintID, constraint: LayoutConstraint)]
    /// The layout constraints synthesised for intrinsic sizes, then those stacks generated.
    let intrinsicSources: [LayoutConstraint]
    /// The solver constraint of every entry under ltr, in order (what a solver adds).
    let ltrConstraints: [Constraint]
    /// The solver constraint of every entry under rtl, in order.
    let rtlConstraints: [Constraint]
    /// Whether some constraint reads differently under rtl (leading/trailing).
    let hasDirectionalConstraints: Bool
    /// Which frame variables some entry mentions under ltr (index 4v + k).
    let mentionedLTR: [Bool]
    /// Which frame variables some entry mentions under rtl.
    let mentionedRTL: [Bool]

    private var entryIndexByConstraint: [ObjectIdentifier: Int]?
    private var variableIndexByIdentity: [ObjectIdentifier: Int]?

    /// Translates a layout. Constraints naming unknown views, or with a
    /// non-finite number, are left out (a valid `Layout` has none).
    init(_ layout: Layout) {
        var names = [View.rootName]
        names.reserveCapacity(layout.views.count + 1)
        var index: [String: Int] = [View.rootName: 0]
        index.reserveCapacity(layout.views.count + 1)
        for view in layout.views where index[view.name] == nil {
            index[view.name] = names.count
            names.append(view.name)
        }
        let count = names.count
        var properties = [ViewProperties](repeating: ViewProperties(), count: count)
        var parents = [Int](repeating: 0, count: count)
        for view in layout.views {
            guard let v = index[view.name] else { continue }
            properties[v] = view.properties
            parents[v] = view.parent.flatMap { index[$0] } ?? 0
        }
        let depths = LayoutPassModel.depths(parents: &parents)

        var variables: [Variable] = []
        variables.reserveCapacity(4 * count)
        for name in names {
            variables.append(Variable(name + ".x"))
            variables.append(Variable(name + ".y"))
            variables.append(Variable(name + ".width"))
            variables.append(Variable(name + ".height"))
        }

        // Two more variables per scroll view, its content width and height.
        var contentIndex: [Int: Int] = [:]
        var contentViews: [Int] = []
        var contentVariables: [Variable] = []
        for view in layout.views where view.properties.isScroll && !view.isGuide {
            guard let v = index[view.name], contentIndex[v] == nil else { continue }
            contentIndex[v] = contentViews.count
            contentViews.append(v)
            contentVariables.append(Variable(view.name + ".contentWidth"))
            contentVariables.append(Variable(view.name + ".contentHeight"))
        }

        var builder = ExpressionBuilder(parents: parents, depths: depths, variables: variables,
                                        properties: properties, names: names, count: count,
                                        contentIndex: contentIndex, contentVariables: contentVariables)
        var entries: [LayoutPassEntry] = []
        entries.reserveCapacity(layout.constraints.count + 2 * count)
        var intrinsicSources: [LayoutConstraint] = []
        for v in 1..<max(count, 1) {
            let p = properties[v]
            if let size = p.intrinsicWidth {
                LayoutPassModel.appendIntrinsic(size, attribute: .width, of: v, names: names, variables: variables,
                                                compression: p.compressionHorizontal, hugging: p.huggingHorizontal,
                                                builder: &builder, into: &entries, sources: &intrinsicSources)
            }
            if let size = p.intrinsicHeight {
                LayoutPassModel.appendIntrinsic(size, attribute: .height, of: v, names: names, variables: variables,
                                                compression: p.compressionVertical, hugging: p.huggingVertical,
                                                builder: &builder, into: &entries, sources: &intrinsicSources)
            }
        }
        var directional = false
        // The constraints stacks generate come after the intrinsic sizes and
        // before the document's: a constraint of the document that contradicts
        // one is the one left out, reported with it.
        for generated in StackLayout.generatedConstraints(layout) {
            guard let entry = LayoutPassModel.entry(for: generated, index: index, builder: &builder,
                                                    sources: &intrinsicSources, directional: &directional)
            else { continue }
            entries.append(entry)
        }
        // A view's constraints usually come one after the other (a `make`
        // block): the last item's index is reused without hashing its name.
        var lastItem = ""
        var lastIndex: Int?
        var lastGuide: ViewGuide?
        for (position, (_, source)) in layout.constraints.enumerated() {
            // An inactive constraint is kept in the document but not solved.
            guard source.isActive else { continue }
            if source.item != lastItem {
                lastItem = source.item
                lastIndex = index[source.item]
                lastGuide = nil
                if lastIndex == nil {
                    // A scroll view's content or frame guide as the first item (`s.contentGuide`).
                    let split = ItemName(source.item)
                    lastIndex = split.guide == nil ? nil : index[split.view]
                    lastGuide = split.guide
                }
            }
            guard let item = lastIndex else { continue }
            var item2: Int?
            var guide2: ViewGuide?
            if let name = source.item2 {
                let split = ItemName(name)
                guard let i = index[split.view] else { continue }
                item2 = i
                guide2 = split.guide
            }
            let isDirectional = source.attribute.isDirectional || source.attribute2?.isDirectional == true
            guard let ltr = builder.constraint(source, item: item, guide1: lastGuide, item2: item2, guide2: guide2,
                                               direction: .ltr, markBoth: !isDirectional)
            else { continue }
            var rtl = ltr
            if isDirectional {
                guard let mirrored = builder.constraint(source, item: item, guide1: lastGuide, item2: item2, guide2: guide2,
                                                        direction: .rtl, markBoth: false)
                else { continue }
                rtl = mirrored
                directional = true
            }
            entries.append(LayoutPassEntry(source: position, ltr: ltr, rtl: rtl))
        }

        self.sizeRules = LayoutPassModel.sizeRules(names: names, variables: variables, properties: properties,
                                                   contentViews: contentViews, contentVariables: contentVariables,
                                                   builder: builder)

        self.names = names
        self.parents = parents
        self.depths = depths
        self.frameVariables = variables
        self.entries = entries
        self.layoutConstraints = layout.constraints
        self.intrinsicSources = intrinsicSources
        self.ltrConstraints = entries.map(\.ltr)
        self.rtlConstraints = directional ? entries.map(\.rtl) : ltrConstraints
        self.hasDirectionalConstraints = directional
        self.mentionedLTR = builder.mentionedLTR
        self.mentionedRTL = builder.mentionedRTL
        self.contentViews = contentViews
        self.contentVariables = contentVariables
        self.mentionedContentLTR = builder.mentionedContentLTR
        self.mentionedContentRTL = builder.mentionedContentRTL
        self.safeInsets = builder.safeInsets.sorted { $0.key < $1.key }.map { (view: $0.key, variables: $0.value) }
    }

    /// The sizes rule (`semantics.md`, "Sizes are never negative"), in the
    /// order a solver adds it: before every entry, after the canvas size.
    let sizeRules: [SizeRule]

    private var ruleIndexByConstraint: [ObjectIdentifier: Int]?

    /// The rule of ``sizeRules`` at `index` as a conflicting set names it
    /// (``LayoutConstraint/isSizeRule``): `a.width >= 0`, `box.marginsGuide.height >= 0`.
    func ruleSource(_ index: Int) -> LayoutConstraint {
        let rule = sizeRules[index]
        return .sizeRule(ItemName(view: names[rule.view], guide: rule.guide).name, rule.attribute)
    }

    /// The index in ``sizeRules`` of a solver constraint, if it is a rule's.
    func ruleIndex(of constraint: Constraint) -> Int? {
        if ruleIndexByConstraint == nil {
            var map: [ObjectIdentifier: Int] = [:]
            for (i, rule) in sizeRules.enumerated() { map[ObjectIdentifier(rule.constraint)] = i }
            ruleIndexByConstraint = map
        }
        return ruleIndexByConstraint?[ObjectIdentifier(constraint)]
    }

    /// The sizes rule of a layout: every size the layout pass solves is
    /// never negative, as UIKit's engine keeps it (`semantics.md`, "Sizes
    /// are never negative"). In order: the root's (only on a fitted axis:
    /// its size, and its safe area when named; on every canvas its margins
    /// guide when measured), then per view in order its width and height,
    /// a scroll view's content width and height, its margins guide on each
    /// axis a constraint measures it (width minus the two margins), and its
    /// safe area on each axis a constraint names it (width minus the two
    /// inset variables). A rule mentions its variables without marking them
    /// mentioned: an inequality `w >= 0` determines no width.
    private static func sizeRules(names: [String], variables: [Variable], properties: [ViewProperties],
                                  contentViews: [Int], contentVariables: [Variable],
                                  builder: ExpressionBuilder) -> [SizeRule] {
        var rules: [SizeRule] = []
        rules.reserveCapacity(2 * names.count + 2 * contentViews.count)
        func add(_ v: Int, _ guide: ViewGuide?, _ attribute: Attribute, _ terms: [Term], constant: Double = 0,
                 fittedAxisOnly: Bool = false) {
            let constraint = Constraint(LinearExpression(terms, constant: constant), .greaterThanOrEqual,
                                        priority: .required)
            rules.append(SizeRule(constraint: constraint, view: v, guide: guide, attribute: attribute,
                                  onFittedAxisOnly: fittedAxisOnly))
        }
        var contentOrdinal: [Int: Int] = [:]
        for (ordinal, v) in contentViews.enumerated() { contentOrdinal[v] = ordinal }
        for v in names.indices {
            let w = variables[4 * v + 2], h = variables[4 * v + 3]
            // The root's size is the canvas's on a fixed axis (more than 0).
            add(v, nil, .width, [Term(w)], fittedAxisOnly: v == 0)
            add(v, nil, .height, [Term(h)], fittedAxisOnly: v == 0)
            if let ordinal = contentOrdinal[v] {
                add(v, .contentGuide, .width, [Term(contentVariables[2 * ordinal])])
                add(v, .contentGuide, .height, [Term(contentVariables[2 * ordinal + 1])])
            }
            let m = properties[v].margins
            if builder.measuredMargins.contains(2 * v) {
                add(v, .marginsGuide, .width, [Term(w)], constant: -(m.left + m.right))
            }
            if builder.measuredMargins.contains(2 * v + 1) {
                add(v, .marginsGuide, .height, [Term(h)], constant: -(m.top + m.bottom))
            }
            if let insets = builder.safeInsets[v] {
                // The root's insets are the canvas's, which a fixed side holds.
                if builder.safeAreaAxes.contains(2 * v) {
                    add(v, .safeArea, .width, [Term(w), Term(insets[1], -1), Term(insets[3], -1)], fittedAxisOnly: v == 0)
                }
                if builder.safeAreaAxes.contains(2 * v + 1) {
                    add(v, .safeArea, .height, [Term(h), Term(insets[0], -1), Term(insets[2], -1)], fittedAxisOnly: v == 0)
                }
            }
        }
        return rules
    }

    /// The scroll views, by index in view order (``ViewProperties/isScroll``).
    let contentViews: [Int]
    /// The content width and height of each scroll view of ``contentViews``, two per view.
    let contentVariables: [Variable]
    /// Which content variables some entry mentions under ltr.
    let mentionedContentLTR: [Bool]
    /// Which content variables some entry mentions under rtl.
    let mentionedContentRTL: [Bool]

    /// The views whose safe area some constraint names, by index in view
    /// order, with their four inset variables (top, left, bottom, right):
    /// edit variables of every solver, suggested by the layout pass.
    let safeInsets: [(view: Int, variables: [Variable])]

    /// The canvas width, the root's width variable.
    var rootWidth: Variable { frameVariables[2] }
    /// The canvas height, the root's height variable.
    var rootHeight: Variable { frameVariables[3] }

    /// The fitted axes of `canvas` (`width`, `height`) that no constraint
    /// mentions the root's size on: their fitted size is 0 whatever the
    /// content (docs/semantics.md, "Self-sizing canvases").
    func unconstrainedFit(_ canvas: Canvas) -> [String] {
        let rtl = hasDirectionalConstraints && canvas.direction == .rtl
        let mentioned = rtl ? mentionedRTL : mentionedLTR
        var axes: [String] = []
        if canvas.fitsWidth && !mentioned[2] { axes.append("width") }
        if canvas.fitsHeight && !mentioned[3] { axes.append("height") }
        return axes
    }

    /// The layout constraint of an entry (synthesised for an intrinsic size),
    /// or of the sizes rule at `−1 − index` (``CanvasSolver/broken``).
    func source(ofEntry index: Int) -> LayoutConstraint {
        guard index >= 0 else { return ruleSource(-1 - index) }
        let source = entries[index].source
        return source >= 0 ? layoutConstraints[source].constraint : intrinsicSources[-1 - source]
    }

    /// The entry a solver constraint was made for, if any.
    func entryIndex(of constraint: Constraint) -> Int? {
        if entryIndexByConstraint == nil {
            var map: [ObjectIdentifier: Int] = [:]
            for (i, entry) in entries.enumerated() {
                map[ObjectIdentifier(entry.ltr)] = i
                map[ObjectIdentifier(entry.rtl)] = i
            }
            entryIndexByConstraint = map
        }
        return entryIndexByConstraint?[ObjectIdentifier(constraint)]
    }

    /// The index in ``frameVariables`` of a variable, if it is one.
    func frameVariableIndex(of variable: Variable) -> Int? {
        if variableIndexByIdentity == nil {
            var map: [ObjectIdentifier: Int] = [:]
            for (i, v) in frameVariables.enumerated() { map[ObjectIdentifier(v)] = i }
            variableIndexByIdentity = map
        }
        return variableIndexByIdentity?[ObjectIdentifier(variable)]
    }

    /// The entry of a constraint a stack generated (its layout constraint kept
    /// among the synthesised sources), or nil when it names an unknown view.
    /// Two equal differences become one solver constraint, `first − second ==
    /// 0`; their synthesised source (only ever reported in a conflicting set,
    /// which an optional constraint never is) is the first difference.
    private static func entry(for generated: GeneratedConstraint, index: [String: Int],
                              builder: inout ExpressionBuilder, sources: inout [LayoutConstraint],
                              directional: inout Bool) -> LayoutPassEntry? {
        let parts: [LayoutConstraint]
        let source: LayoutConstraint
        switch generated.form {
        case .constraint(let c):
            parts = [c]
            source = c
        case .equalDifferences(let a, let b, let priority):
            parts = [a, b].map { LayoutConstraint(item: $0.item, attribute: $0.attribute, item2: $0.item2,
                                                  attribute2: $0.attribute2, priority: priority) }
            source = {
                var first = parts[0]
                first.generatedBy = generated.stack
                return first
            }()
        }
        let isDirectional = parts.contains { $0.attribute.isDirectional || $0.attribute2?.isDirectional == true }
        var built: [LayoutDirection: [Constraint]] = [:]
        for direction in isDirectional ? [LayoutDirection.ltr, .rtl] : [.ltr] {
            for part in parts {
                guard let item = index[part.item] else { return nil }
                var item2: Int?
                if let name = part.item2 {
                    guard let i = index[name] else { return nil }
                    item2 = i
                }
                guard let c = builder.constraint(part, item: item, item2: item2, direction: direction,
                                                 markBoth: !isDirectional) else { return nil }
                built[direction, default: []].append(c)
            }
        }
        func combined(_ list: [Constraint]) -> Constraint {
            guard list.count == 2 else { return list[0] }
            let a = list[0].expression, b = list[1].expression
            let terms = a.terms + b.terms.map { Term($0.variable, -$0.coefficient) }
            return Constraint(LinearExpression(terms, constant: a.constant - b.constant), .equal,
                              priority: source.priority)
        }
        guard let ltrParts = built[.ltr] else { return nil }
        let ltr = combined(ltrParts)
        let rtl = built[.rtl].map(combined) ?? ltr
        if isDirectional { directional = true }
        sources.append(source)
        return LayoutPassEntry(source: -sources.count, ltr: ltr, rtl: rtl)
    }

    /// Appends the two constraints of an intrinsic size `v` on one axis:
    /// `size >= v` at the compression resistance priority, `size <= v` at the hugging priority.
    private static func appendIntrinsic(_ size: Double, attribute: Attribute, of v: Int, names: [String],
                                        variables: [Variable], compression: Priority, hugging: Priority,
                                        builder: inout ExpressionBuilder, into entries: inout [LayoutPassEntry],
                                        sources: inout [LayoutConstraint]) {
        guard size.isFinite else { return }
        let index = 4 * v + (attribute == .width ? 2 : 3)
        builder.mark(index, both: true)
        for (relation, priority) in [(Relation.greaterThanOrEqual, compression), (.lessThanOrEqual, hugging)] {
            let source = LayoutConstraint(item: names[v], attribute: attribute, relation: relation, constant: size,
                                          priority: priority)
            let constraint = Constraint(LinearExpression([Term(variables[index])], constant: -size), relation,
                                        priority: priority)
            sources.append(source)
            entries.append(LayoutPassEntry(source: -sources.count, ltr: constraint, rtl: constraint))
        }
    }

    /// Depths from parents; a cycle (impossible in a valid `Layout`) is cut by
    /// hanging the view where it was found under the root.
    private static func depths(parents: inout [Int]) -> [Int] {
        var depths = [Int](repeating: -1, count: parents.count)
        guard !parents.isEmpty else { return depths }
        parents[0] = 0
        depths[0] = 0
        for v in parents.indices where depths[v] < 0 {
            var path: [Int] = []
            var u = v
            while depths[u] < 0 && path.count <= parents.count {
                path.append(u)
                u = parents[u]
            }
            if depths[u] < 0 {
                parents[v] = 0
                depths[v] = 1
                continue
            }
            var d = depths[u]
            for w in path.reversed() {
                d += 1
                depths[w] = d
            }
        }
        return depths
    }
}

/// One constraint of the sizes rule (`semantics.md`, "Sizes are never
/// negative"): the solver's `size >= 0` and what it holds, from which the
/// rule as reported is made when a conflict needs it
/// (``LayoutPassModel/ruleSource(_:)``).
struct SizeRule {
    /// The required solver constraint.
    let constraint: Constraint
    /// The view, by index in view order, whose size (or guide's) it holds.
    let view: Int
    /// The view's guide it holds (a margins guide, a safe area, a scroll
    /// view's content guide), or nil for the view itself.
    let guide: ViewGuide?
    /// `width` or `height`.
    let attribute: Attribute
    /// Whether the rule is added only on a canvas fitted on its axis (the
    /// root's size and safe area: a fixed side holds them already).
    let onFittedAxisOnly: Bool

    /// Whether a solver for a canvas of these fitted axes holds the rule.
    func applies(fitsWidth: Bool, fitsHeight: Bool) -> Bool {
        guard onFittedAxisOnly else { return true }
        return attribute == .width ? fitsWidth : fitsHeight
    }
}

/// A constraint of the solve: where its layout constraint is and its solver
/// constraint per direction (the same object when the direction does not matter).
struct LayoutPassEntry {
    /// The layout constraint (see ``LayoutPassModel/source(ofEntry:)``): its
    /// index in the layout's constraints when ≥ 0, else the synthesised
    /// intrinsic size at −1 − source in ``LayoutPassModel/intrinsicSources``.
    /// (An index, not a copy: the layout pass reads the sources only to report
    /// a conflict.)
    let source: Int
    /// The solver constraint under ltr.
    let ltr: Constraint
    /// The solver constraint under rtl.
    let rtl: Constraint

    /// The solver constraint for a direction.
    func constraint(for direction: LayoutDirection) -> Constraint {
        direction == .ltr ? ltr : rtl
    }
}

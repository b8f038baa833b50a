import LayoutSolver

extension Layout {
    /// This layout (a document's head) changed so that its state is exactly
    /// `target`'s: `target`'s canvases and views (in its order, with its
    /// parents and properties) and `target`'s constraints, with identities
    /// given by the rules a file's edits follow.
    ///
    /// Identities: the constraints of each first item are matched as a
    /// `remake` of that view matches them (``remakeMatch(of:with:_:)``): a constraint
    /// identical to one the view has keeps that one's identity; then one
    /// similar to a remaining one (only the constant or key differs) keeps
    /// that identity and counts as a modification; every other one is new,
    /// with the next identity. The view's remaining constraints, and all
    /// those of a view `target` gives none, are removed. The identities
    /// `target` carries are ignored (a layout built in Swift numbers its
    /// constraints from 1, whatever the document holds). Kept constraints
    /// stay in document (identity) order; new ones follow in `target`'s order.
    ///
    /// `target` must be whole: a view's parent declared in it, no cycle, no
    /// reserved name (`root`, `superview`) declared, view and canvas names
    /// that are names of the language (so that `export` writes a file that
    /// reads back), no two canvases of one
    /// name, numbers within ``NumberBounds`` (``numberProblems()``), constraints naming
    /// declared views with valid numbers (`superview` already resolved).
    /// Each problem is an error naming its culprit (at the constraint's
    /// place when it has one); the outcome's layout is then meaningless. The
    /// same constraint twice on one view is kept once, with a warning, as a
    /// file's `make` does.
    public func adopting(_ target: Layout) -> EditOutcome {
        var diagnostics = target.wholenessProblems()
        guard diagnostics.isEmpty else { return EditOutcome(layout: self, diagnostics: diagnostics) }

        // The target's constraints grouped by first item, each with its place in the target.
        var items: [String] = []
        var byItem: [String: [(place: Int, constraint: LayoutConstraint)]] = [:]
        for (place, entry) in target.constraints.enumerated() {
            if byItem[entry.constraint.item] == nil { items.append(entry.constraint.item) }
            byItem[entry.constraint.item, default: []].append((place, entry.constraint))
        }
        var kept: [ConstraintID: LayoutConstraint] = [:]
        var added: [(place: Int, constraint: LayoutConstraint)] = []
        for item in items {
            let entries = byItem[item] ?? []
            let match = remakeMatch(of: item, with: entries.map(\.constraint), &diagnostics)
            kept.merge(match.kept) { _, new in new }
            added += match.added.map { entries[$0] }
        }
        var result: [(id: ConstraintID, constraint: LayoutConstraint)] = kept.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        var next = nextConstraintID
        for (_, constraint) in added.sorted(by: { $0.place < $1.place }) {
            guard next < .max else {
                diagnostics.append(.error("no identity is left for the new constraint '\(OneLine.format(constraint))': "
                                          + "the next would be \(next)", at: constraint.location))
                break
            }
            result.append((next, constraint))
            next += 1
        }
        let views = target.views.map { view in
            var view = view
            if view.parent == nil { view.parent = View.rootName }
            return view
        }
        let layout = Layout(name: name, canvases: target.canvases, views: views, constraints: result,
                            nextConstraintID: next)
        return EditOutcome(layout: layout, diagnostics: diagnostics)
    }

    /// What keeps this layout from being a document's whole state (see
    /// ``adopting(_:)``), as errors.
    func wholenessProblems() -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var canvasNames: Set<String> = []
        for canvas in canvases {
            if !Vocabulary.isName(canvas.name) {
                problems.append(.error("canvas name '\(PrintableText.escaped(canvas.name))' is not a name of the language "
                                       + "(a letter or '_', then letters, digits or '_')", at: nil))
            }
            if !canvasNames.insert(canvas.name).inserted {
                problems.append(.error("canvas '\(canvas.name)' is declared twice", at: nil))
            }
        }
        for view in views {
            if Vocabulary.isReserved(view.name) {
                problems.append(.error("'\(view.name)' is reserved and cannot be declared", at: nil))
                continue
            }
            if !Vocabulary.isName(view.name) {
                problems.append(.error("view name '\(PrintableText.escaped(view.name))' is not a name of the language "
                                       + "(a letter or '_', then letters, digits or '_')", at: nil))
            }
            if view.properties.isScroll && view.properties.stack != nil {
                problems.append(.error("view '\(view.name)' cannot be both a stack and a scroll view", at: nil))
            }
            if let parent = view.parent, !hasView(parent) {
                let suggestion = closestName(to: parent, in: viewNames).map { "; did you mean '\($0)'?" } ?? ""
                problems.append(.error("view '\(view.name)' is in view '\(parent)', which is not declared\(suggestion)",
                                       at: nil))
            }
        }
        for name in viewsInCycles {
            problems.append(.error("view '\(name)' is inside itself: its chain of parents comes back to it", at: nil))
        }
        for (_, constraint) in constraints {
            let line = OneLine.format(constraint)
            for view in constraint.views where !hasView(view) {
                let what = view == View.superviewName
                    ? "'superview', which only a file's or builder's block resolves"
                    : "view '\(view)', which is not declared"
                problems.append(.error("constraint '\(line)' names \(what)", at: constraint.location))
            }
            if constraint.views.allSatisfy(hasView), let problem = guideProblem(constraint) {
                problems.append(.error("constraint '\(line)': \(problem)", at: constraint.location))
            }
            if hasView(constraint.view1), let problem = firstItemGuideProblem(ItemName(constraint.item)) {
                problems.append(.error("constraint '\(line)': \(problem)", at: constraint.location))
            } else if constraint.guide1 != nil, !ViewGuide.hasAttribute(constraint.attribute) {
                problems.append(.error("constraint '\(line)': '\(constraint.item)' has no '\(constraint.attribute)': "
                                       + "a layout guide has no margins and no baselines", at: constraint.location))
            }
            // (Numbers out of range are the next loop's.)
            if NumberBounds.isLength(constraint.constant) && NumberBounds.isMultiplier(constraint.multiplier),
               let problem = constraint.validationError() {
                problems.append(.error("constraint '\(line)': \(problem)", at: constraint.location))
            }
        }
        return problems + numberProblems()
    }
}

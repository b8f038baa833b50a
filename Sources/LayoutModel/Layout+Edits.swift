import LayoutSolver

/// The result of applying edits: the new layout and what was said about it.
public struct EditOutcome: Sendable {
    /// The layout after the edits (meaningless when ``errors`` is not empty).
    public var layout: Layout
    /// Errors and warnings, in the order the edits produced them.
    public var diagnostics: [Diagnostic]

    /// The errors only.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    /// The warnings only.
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
}

/// Options for applying edits.
public struct EditOptions: Sendable {
    /// An `update` that finds no similar constraint is an error instead of an add with a warning.
    public var strictUpdate = false

    /// Options; by default an update that finds nothing adds with a warning.
    public init(strictUpdate: Bool = false) { self.strictUpdate = strictUpdate }
}

extension Layout {
    /// Applies edits in order and returns the new layout with every error and
    /// warning found (a failing edit is skipped and the next ones still
    /// checked, so that all errors of a file are reported).
    ///
    /// Identity rules (`semantics.md`): a re-created identical constraint keeps
    /// its identity; a constraint whose constant alone changes is modified in
    /// place; a `make` of a constraint the view already has adds nothing and warns.
    public func applying(_ edits: [Edit], options: EditOptions = EditOptions()) -> EditOutcome {
        var layout = self
        var diagnostics: [Diagnostic] = []
        for edit in edits {
            layout.apply(edit, options: options, diagnostics: &diagnostics)
        }
        return EditOutcome(layout: layout, diagnostics: diagnostics)
    }

    private mutating func apply(_ edit: Edit, options: EditOptions, diagnostics: inout [Diagnostic]) {
        switch edit.kind {
        case .canvas(let canvas):
            if let problem = NumberBounds.canvasProblem(canvas) {
                diagnostics.append(.error(problem, at: edit.location))
                return
            }
            if let index = canvases.firstIndex(where: { $0.name == canvas.name }) {
                canvases[index] = canvas
            } else {
                canvases.append(canvas)
            }
        case .removeCanvas(let name):
            if let index = canvases.firstIndex(where: { $0.name == name }) {
                canvases.remove(at: index)
            } else {
                diagnostics.append(.error(unknown("canvas", name, canvases.map(\.name)), at: edit.nameLocation))
            }
        case .view(let name, let parent, let changes):
            applyView(name: name, parent: parent, changes: changes, edit: edit, diagnostics: &diagnostics)
        case .guide(let name, let owner):
            applyGuide(name: name, owner: owner, edit: edit, diagnostics: &diagnostics)
        case .removeView(let name):
            guard name != View.rootName else {
                diagnostics.append(.error("the root view cannot be removed", at: edit.nameLocation))
                return
            }
            guard hasView(name) else {
                diagnostics.append(.error(unknown("view", name, viewNames), at: edit.nameLocation))
                return
            }
            let doomed = subtree(of: name)
            removeViews(doomed)
            removeConstraints { _, constraint in constraint.views.contains { doomed.contains($0) } }
        case .make(let view, let list):
            guard let resolved = resolve(view, list, edit, &diagnostics) else { return }
            for constraint in resolved { make(constraint, &diagnostics) }
        case .update(let view, let list):
            guard let resolved = resolve(view, list, edit, &diagnostics, makesOnly: "update") else { return }
            // SnapKit's update of a view with no constraint is its make.
            let asMake = edit.dialect == .snapkit && !constraints(of: view).contains { $0.constraint.isActive }
            for constraint in resolved {
                if asMake { make(constraint, &diagnostics) } else { update(constraint, options, edit.dialect, &diagnostics) }
            }
        case .remake(let view, let list):
            guard let resolved = resolve(view, list, edit, &diagnostics, makesOnly: "remake") else { return }
            remake(view, resolved, &diagnostics)
        case .removeConstraints(let view):
            guard hasView(view) else {
                diagnostics.append(.error(unknown("view", view, viewNames), at: edit.nameLocation))
                return
            }
            removeConstraints { _, constraint in constraint.item == view }
        case .activation(let handle, let active):
            guard let ids = handled(handle, edit, &diagnostics) else { return }
            for id in ids {
                guard var changed = constraint(id), changed.isActive != active else { continue }
                changed.isActive = active
                changed.location = edit.location
                replaceConstraint(id, with: changed)
            }
        case .constraintOffset(let handle, let constant):
            if let problem = NumberBounds.lengthProblem("constant", constant) {
                diagnostics.append(.error(problem, at: edit.valueLocation))
                return
            }
            guard let ids = handled(handle, edit, &diagnostics) else { return }
            for id in ids {
                guard var changed = constraint(id), changed.constant != constant else { continue }
                changed.constant = constant
                changed.location = edit.location
                replaceConstraint(id, with: changed)
            }
        case .constraintPriority(let handle, let priority):
            guard let ids = handled(handle, edit, &diagnostics) else { return }
            // UIKit raises when an installed constraint's priority crosses
            // between required and optional; an inactive one may change.
            let refused = ids.compactMap { constraint($0) }.filter {
                $0.isActive && $0.priority.isRequired != priority.isRequired
            }
            if let first = refused.first {
                let level = { (p: Priority) in p.isRequired ? "required" : "optional" }
                diagnostics.append(.error(
                    "the priority of '\(OneLine.format(first))' cannot change from \(level(first.priority)) to "
                        + "\(level(priority)) (\(priority.rawValue)) while it is active, as UIKit refuses it; "
                        + "deactivate it first, or remake it", at: edit.valueLocation))
                return
            }
            for id in ids {
                guard var changed = constraint(id), changed.priority != priority else { continue }
                changed.priority = priority
                changed.location = edit.location
                replaceConstraint(id, with: changed)
            }
        }
    }

    /// The identities of the constraints a handle names (`activate`,
    /// `deactivate`, `constraint K …`), in document order; nil after an
    /// error naming the handle, with the closest known key, when it names none.
    private func handled(_ handle: String, _ edit: Edit, _ diagnostics: inout [Diagnostic]) -> [ConstraintID]? {
        let ids = constraints.filter { $0.constraint.hasHandle(handle) }.map(\.id)
        guard ids.isEmpty else { return ids }
        var known: [String] = []
        var seen: Set<String> = []
        for (_, c) in constraints {
            guard let key = c.key else { continue }
            let base = key.firstIndex(of: "[").map { String(key[..<$0]) } ?? key
            for name in [base, key] where seen.insert(name).inserted { known.append(name) }
        }
        let suggestion = closestName(to: handle, in: known).map { "; did you mean '\(PrintableText.escaped($0))'?" } ?? ""
        diagnostics.append(.error("unknown constraint key '\(PrintableText.escaped(handle))'\(suggestion)",
                                  at: edit.nameLocation))
        return nil
    }

    private mutating func applyView(name: String, parent: String?, changes: [PropertyChange], edit: Edit,
                                    diagnostics: inout [Diagnostic]) {
        if Vocabulary.isReserved(name) {
            diagnostics.append(.error("'\(name)' is reserved and cannot be declared", at: edit.nameLocation))
            return
        }
        if let problem = changes.lazy.compactMap(\.problem).first {
            diagnostics.append(.error("view '\(name)': \(problem)", at: edit.location))
            return
        }
        if let existing = self.view(named: name), existing.isGuide {
            diagnostics.append(.error("'\(name)' is a layout guide, not a view: a guide has no properties "
                                      + "(move it with 'guide \(name) in OWNER')", at: edit.nameLocation))
            return
        }
        var view = self.view(named: name) ?? View(name: name, parent: View.rootName)
        if view.properties.stack == nil, changes.contains(where: \.needsStack),
           !changes.contains(where: { if case .stackAxis = $0 { true } else { false } }) {
            diagnostics.append(.error("'\(name)' is not a stack: a new stack needs an axis ('axis horizontal' or "
                                      + "'axis vertical')", at: edit.nameLocation))
            return
        }
        if let problem = scrollProblem(view, changes) {
            diagnostics.append(.error(problem, at: edit.nameLocation))
            return
        }
        if let parent {
            guard hasView(parent) else {
                diagnostics.append(.error(unknown("view", parent, viewNames), at: edit.location))
                return
            }
            if self.view(named: parent)?.isGuide == true {
                diagnostics.append(.error("'\(parent)' is a layout guide and cannot contain '\(name)': a guide has no children",
                                          at: edit.location))
                return
            }
            if subtree(of: name).contains(parent) {
                diagnostics.append(.error("'\(parent)' cannot be the parent of '\(name)': the hierarchy would have a cycle",
                                          at: edit.location))
                return
            }
            view.parent = parent
        }
        for change in changes { change.apply(to: &view.properties) }
        setView(view)
    }

    /// Why `changes` cannot make or keep `view` a scroll view, or a plain view
    /// again: a stack is no scroll view (UIStackView is not a UIScrollView),
    /// and a view whose content or frame guide a constraint names stays a
    /// scroll view (the constraint would name a guide it no longer has). Nil when they can.
    func scrollProblem(_ view: View, _ changes: [PropertyChange]) -> String? {
        var properties = view.properties
        for change in changes { change.apply(to: &properties) }
        if properties.isScroll && properties.stack != nil {
            return "'\(view.name)' cannot be both a stack and a scroll view: put the stack inside a scroll view"
        }
        if view.properties.isScroll && !properties.isScroll,
           let (_, named) = constraints.first(where: {
               ($0.constraint.view2 == view.name && $0.constraint.guide2?.needsScrollView == true)
                   || ($0.constraint.view1 == view.name && $0.constraint.guide1?.needsScrollView == true)
           }) {
            let guide = named.view1 == view.name && named.guide1 != nil ? named.guide1 : named.guide2
            return "'\(view.name)' stays a scroll view: the constraint '\(OneLine.format(named))' names its "
                + "\(guide?.rawValue ?? "guide") (remove it first)"
        }
        return nil
    }

    /// `guide NAME [in OWNER]`: adds a custom layout guide, or moves one to another owner.
    private mutating func applyGuide(name: String, owner: String?, edit: Edit, diagnostics: inout [Diagnostic]) {
        if Vocabulary.isReserved(name) {
            diagnostics.append(.error("'\(name)' is reserved and cannot be declared", at: edit.nameLocation))
            return
        }
        if let existing = self.view(named: name), !existing.isGuide {
            diagnostics.append(.error("'\(name)' is a view, not a layout guide: remove the view first to make a guide of that name",
                                      at: edit.nameLocation))
            return
        }
        let ownerName = owner ?? self.view(named: name)?.parent ?? View.rootName
        guard let ownerView = self.view(named: ownerName) else {
            diagnostics.append(.error(unknown("view", ownerName, viewNames), at: edit.location))
            return
        }
        if ownerView.isGuide {
            diagnostics.append(.error("'\(ownerName)' is a layout guide and cannot own '\(name)': only a view owns guides",
                                      at: edit.location))
            return
        }
        setView(.guide(name: name, owner: ownerName))
    }

    /// Checks and resolves the constraints of a make/update/remake: `superview`
    /// becomes the parent, names must exist, numbers must be valid. Nil when
    /// the view itself is unknown.
    /// An inactive constraint is refused when `makesOnly` names the edit
    /// (`update`, `remake`): only `make` prepares inactive constraints.
    private func resolve(_ view: String, _ list: [LayoutConstraint], _ edit: Edit,
                         _ diagnostics: inout [Diagnostic], makesOnly: String? = nil) -> [LayoutConstraint]? {
        let item = ItemName(view)
        guard hasView(item.view) else {
            diagnostics.append(.error(unknown("view", item.view, viewNames), at: edit.nameLocation))
            return nil
        }
        if let problem = firstItemGuideProblem(item) {
            diagnostics.append(.error(problem, at: edit.nameLocation))
            return nil
        }
        if let receiver = edit.receiver, receiver.name != view, hasView(receiver.name) {
            let verb = makesOnly ?? "make"
            diagnostics.append(.error("'\(receiver.name).' names the view '\(receiver.name)', not the receiver of "
                                      + "'\(verb) \(view)': every line of the block constrains '\(view)'; write "
                                      + "'\(verb) \(receiver.name) { … }', or a closure header '{ \(receiver.name) in' "
                                      + "if it is the receiver", at: receiver.location ?? edit.location))
            return nil
        }
        var resolved: [LayoutConstraint] = []
        for var constraint in list {
            let place = constraint.location ?? edit.location
            if let makesOnly, !constraint.isActive {
                diagnostics.append(.error("'inactive' is for 'make' only: \(makesOnly) changes the view's active "
                                          + "constraints (use make, or deactivate the constraint by its key)", at: place))
                continue
            }
            if let view2 = constraint.view2 {
                switch resolvedTarget(view2, of: constraint.item) {
                case .success(let resolved):
                    if resolved != view2 { constraint.item2 = ItemName(view: resolved, guide: constraint.guide2).name }
                case .failure(let problem):
                    diagnostics.append(.error(problem.message, at: constraint.targetLocation ?? place))
                    continue
                }
            }
            if let item2 = constraint.view2, !hasView(item2) {
                diagnostics.append(.error(unknown("view", item2, viewNames), at: constraint.targetLocation ?? place))
                continue
            }
            if let problem = guideProblem(constraint) {
                diagnostics.append(.error(problem, at: constraint.targetLocation ?? place))
                continue
            }
            if constraint.guide1 != nil, !ViewGuide.hasAttribute(constraint.attribute) {
                diagnostics.append(.error("'\(constraint.item)' has no '\(constraint.attribute)': a layout guide has no "
                                          + "margins and no baselines", at: place))
                continue
            }
            if let problem = constraint.validationError() {
                diagnostics.append(.error(problem, at: place))
                continue
            }
            resolved.append(constraint)
        }
        return resolved
    }

    /// A problem found resolving a target's view.
    struct TargetProblem: Error {
        var message: String
    }

    /// The view a target names, for a constraint of `item`: `superview` is
    /// the item's parent; `NAME.superview` (pasted code's `name.superview`,
    /// any number of times) the parent of NAME; a view `view` that the
    /// layout does not have is the root (pasted code's `view` in a view
    /// controller), and `_name` that it does not have is `name` (an
    /// Objective-C instance variable). Other names are left as they are.
    func resolvedTarget(_ name: String, of item: String) -> Result<String, TargetProblem> {
        guard name == View.superviewName || name.contains(".") || name == "view" || name.hasPrefix("_") else {
            return .success(name)
        }
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var view = parts.removeFirst()
        var written = view
        if view == View.superviewName {
            // A scroll view's guide's superview is the scroll view (SnapKit's `owningView`), as a custom guide's is its owner.
            let first = ItemName(item)
            guard let parent = first.guide != nil ? first.view : self.view(named: item)?.parent else {
                return .failure(TargetProblem(message: "'superview' of the root view does not exist"))
            }
            view = parent
        } else if view == "view", !hasView(view) {
            view = View.rootName
        } else if view.hasPrefix("_"), !hasView(view), hasView(String(view.dropFirst())) {
            view = String(view.dropFirst())
        }
        for part in parts {
            guard part == View.superviewName else { return .success(name) }
            guard hasView(view) else { return .success(view) }
            guard let parent = self.view(named: view)?.parent else {
                return .failure(TargetProblem(message: "'\(written).superview' does not exist: '\(view)' is the root view"))
            }
            written += ".superview"
            view = parent
        }
        return .success(view)
    }

    /// Why a constraint's first item may not be the guide it names: only a
    /// scroll view's content and frame guides may be one (``ViewGuide/mayBeFirstItem``),
    /// of a scroll view. Nil when it may, or when the item is a view.
    func firstItemGuideProblem(_ item: ItemName) -> String? {
        guard let guide = item.guide else { return nil }
        if !guide.mayBeFirstItem {
            return "'\(item.name)' cannot be the first item of a constraint: UIKit lays out a view's "
                + "\(guide == .safeArea ? "safe area" : "margins") guide from the view itself"
        }
        if self.view(named: item.view)?.isGuide == true {
            return "'\(item.view)' is a layout guide and has no '\(guide.rawValue)': only a view has one"
        }
        if self.view(named: item.view)?.properties.isScroll != true {
            return "'\(item.view)' is not a scroll view and has no '\(guide.rawValue)': only a scroll view has one "
                + "(make it one with 'view \(item.view) scroll')"
        }
        return nil
    }

    /// Why a constraint's second item may not be the guide it names: a
    /// custom layout guide has no guides of its own, and a view's guide has
    /// no margin attributes and no baselines. Nil when it may.
    func guideProblem(_ constraint: LayoutConstraint) -> String? {
        guard let view = constraint.view2, let guide = constraint.guide2 else { return nil }
        if self.view(named: view)?.isGuide == true {
            return "'\(view)' is a layout guide and has no '\(guide.rawValue)': only a view has one"
        }
        if guide.needsScrollView, self.view(named: view)?.properties.isScroll != true {
            return "'\(view)' is not a scroll view and has no '\(guide.rawValue)': only a scroll view has one "
                + "(make it one with 'view \(view) scroll')"
        }
        if let attribute = constraint.attribute2, !ViewGuide.hasAttribute(attribute) {
            return "'\(view).\(guide.rawValue)' has no '\(attribute)': a layout guide has no margins and no baselines"
        }
        return nil
    }

    private mutating func make(_ constraint: LayoutConstraint, _ diagnostics: inout [Diagnostic]) {
        if constraints(of: constraint.item).contains(where: { $0.constraint.isIdentical(to: constraint) }) {
            diagnostics.append(.warning("duplicate constraint '\(OneLine.format(constraint))' adds nothing",
                                        at: constraint.location, code: .duplicate))
            return
        }
        add(constraint, &diagnostics)
    }

    private mutating func update(_ constraint: LayoutConstraint, _ options: EditOptions, _ dialect: Dialect,
                                 _ diagnostics: inout [Diagnostic]) {
        // As Masonry's update, only the installed (active) constraints are
        // searched, from the newest (Masonry scans them from the last).
        if let (id, existing) = constraints(of: constraint.item).last(where: {
            $0.constraint.isActive && $0.constraint.isSimilar(to: constraint)
        }) {
            var changed = existing
            changed.constant = constraint.constant
            changed.location = constraint.location
            replaceConstraint(id, with: changed)
            return
        }
        let line = OneLine.format(constraint)
        if dialect == .snapkit {
            diagnostics.append(.error("update found no similar constraint for '\(line)': SnapKit's update never adds "
                                      + "one; write it in a make, or change the similar constraint's line",
                                      at: constraint.location))
        } else if options.strictUpdate {
            diagnostics.append(.error("update found no similar constraint for '\(line)'", at: constraint.location))
        } else {
            diagnostics.append(.warning("update found no similar constraint for '\(line)'; it was added",
                                        at: constraint.location, code: .updateAdded))
            add(constraint, &diagnostics)
        }
    }

    private mutating func remake(_ view: String, _ list: [LayoutConstraint], _ diagnostics: inout [Diagnostic]) {
        let match = remakeMatch(of: view, with: list, activeOnly: true, &diagnostics)
        let dropped = Set(match.dropped)
        if !dropped.isEmpty { removeConstraints { id, _ in dropped.contains(id) } }
        for (id, replacement) in match.kept { replaceConstraint(id, with: replacement) }
        for index in match.added { add(list[index], &diagnostics) }
    }

    /// How a `remake` of `view` with `list` matches identities
    /// (docs/semantics.md, "Edits"): a constraint identical to one the view
    /// has keeps that one's identity; then one similar to a remaining one
    /// (only the constant or key differs) keeps that identity; every other
    /// one is added. The same constraint twice in `list` counts once, with a
    /// warning. With `activeOnly` (a `remake` edit), only the view's active
    /// constraints take part: its inactive ones are neither matched nor
    /// dropped, as Masonry's and SnapKit's remake uninstall only the
    /// installed constraints.
    /// - Returns: the identities kept with their new constraints, the
    ///   positions in `list` of the constraints added (in order), and the
    ///   identities of the view's constraints no longer made.
    func remakeMatch(of view: String, with list: [LayoutConstraint], activeOnly: Bool = false,
                     _ diagnostics: inout [Diagnostic])
        -> (kept: [ConstraintID: LayoutConstraint], added: [Int], dropped: [ConstraintID]) {
        var old = constraints(of: view).filter { !activeOnly || $0.constraint.isActive }.map(\.id)
        var kept: [ConstraintID: LayoutConstraint] = [:]
        var fresh: [Int] = []
        var made: [LayoutConstraint] = []
        for (index, constraint) in list.enumerated() {
            if made.contains(where: { $0.isIdentical(to: constraint) }) {
                diagnostics.append(.warning("duplicate constraint '\(OneLine.format(constraint))' adds nothing",
                                            at: constraint.location, code: .duplicate))
                continue
            }
            made.append(constraint)
            if let at = old.firstIndex(where: { self.constraint($0)?.isIdentical(to: constraint) == true }) {
                kept[old.remove(at: at)] = constraint
            } else {
                fresh.append(index)
            }
        }
        var added: [Int] = []
        for index in fresh {
            if let at = old.firstIndex(where: { self.constraint($0)?.isSimilar(to: list[index]) == true }) {
                kept[old.remove(at: at)] = list[index]
            } else {
                added.append(index)
            }
        }
        return (kept, added, old)
    }

    private mutating func add(_ constraint: LayoutConstraint, _ diagnostics: inout [Diagnostic]) {
        guard hasIdentityLeft else {
            diagnostics.append(.error("no identity is left for the new constraint '\(OneLine.format(constraint))': "
                                      + "the next would be \(nextConstraintID)", at: constraint.location))
            return
        }
        appendConstraint(constraint)
    }

    private func unknown(_ what: String, _ name: String, _ known: [String]) -> String {
        let suggestion = closestName(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""
        return "unknown \(what) '\(name)'\(suggestion)"
    }
}

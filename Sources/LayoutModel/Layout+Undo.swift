extension Layout {
    /// This layout with a revision's changes undone: every canvas, view and
    /// constraint the revision changed (`changes`: its before → after) is
    /// taken back to its state before the revision; everything else stays.
    ///
    /// A constraint the revision removed comes back with its identity and in
    /// its place (document order is the order of identities). Removing a view
    /// the revision added removes its subtree and the constraints naming them.
    public func undoing(_ changes: LayoutChanges) -> Layout {
        var layout = self
        // Constraints.
        let added = Set(changes.addedConstraints.map(\.id))
        if !added.isEmpty { layout.removeConstraints { id, _ in added.contains(id) } }
        for (id, old, _) in changes.modifiedConstraints {
            if layout.constraint(id) != nil {
                layout.replaceConstraint(id, with: old)
            } else {
                layout.insertConstraint(id, old)
            }
        }
        for (id, old) in changes.removedConstraints where layout.constraint(id) == nil {
            layout.insertConstraint(id, old)
        }
        // Views: bring back removed and modified ones, then drop added ones.
        for view in changes.removedViews { layout.setView(view) }
        for (old, _) in changes.modifiedViews { layout.setView(old) }
        for view in changes.addedViews where layout.hasView(view.name) {
            let doomed = layout.subtree(of: view.name)
            layout.removeViews(doomed)
            layout.removeConstraints { _, c in c.views.contains { doomed.contains($0) } }
        }
        // Canvases.
        for canvas in changes.addedCanvases { layout.canvases.removeAll { $0.name == canvas.name } }
        for (old, _) in changes.modifiedCanvases {
            if let index = layout.canvases.firstIndex(where: { $0.name == old.name }) {
                layout.canvases[index] = old
            } else {
                layout.canvases.append(old)
            }
        }
        for canvas in changes.removedCanvases where !layout.canvases.contains(where: { $0.name == canvas.name }) {
            layout.canvases.append(canvas)
        }
        return layout
    }

    /// The layout with its views in `order` where it names them: each view of
    /// `order` goes right after the view before it in `order` that is also
    /// here; the others keep their places. Used to put views an undo brings
    /// back where they were declared.
    public func orderingViews(like order: [String]) -> Layout {
        Layout(name: name, canvases: canvases, views: Self.ordered(views, by: \.name, like: order),
               constraints: constraints, nextConstraintID: nextConstraintID)
    }

    /// The layout with its canvases in `order` where it names them (as
    /// ``orderingViews(like:)`` does for views).
    public func orderingCanvases(like order: [String]) -> Layout {
        var layout = self
        layout.canvases = Self.ordered(canvases, by: \.name, like: order)
        return layout
    }

    /// `items` with those named in `order` moved, in that order, each right
    /// after the one before it in `order`; the others keep their places.
    static func ordered<T>(_ items: [T], by name: (T) -> String, like order: [String]) -> [T] {
        let present = Set(items.map(name))
        let wanted = order.filter { present.contains($0) }
        let moving = Set(wanted)
        var names = items.map(name).filter { !moving.contains($0) }
        var previous: String?
        for item in wanted {
            if let previous, let at = names.firstIndex(of: previous) {
                names.insert(item, at: at + 1)
            } else if previous == nil {
                names.insert(item, at: 0)
            } else {
                names.append(item)
            }
            previous = item
        }
        let byName = Dictionary(items.map { (name($0), $0) }, uniquingKeysWith: { a, _ in a })
        return names.compactMap { byName[$0] }
    }

    /// The views whose chain of parents loops back to them.
    public var viewsInCycles: [String] {
        views.filter { view in
            var seen: Set<String> = [view.name]
            var current = view.parent
            while let parent = current, parent != View.rootName {
                if seen.contains(parent) { return true }
                seen.insert(parent)
                current = self.view(named: parent)?.parent
            }
            return false
        }.map(\.name)
    }

    /// The same layout with `other`'s canvases, views and constraints (their
    /// identities included), keeping this layout's name and its next identity
    /// when larger (identities are never reused).
    public func replacingState(with other: Layout) -> Layout {
        Layout(name: name, canvases: other.canvases, views: other.views, constraints: other.constraints,
               nextConstraintID: max(nextConstraintID, other.nextConstraintID))
    }

    /// Inserts a constraint with a given identity in document (identity) order.
    mutating func insertConstraint(_ id: ConstraintID, _ constraint: LayoutConstraint) {
        var all = constraints
        let at = all.firstIndex { $0.id > id } ?? all.count
        all.insert((id, constraint), at: at)
        self = Layout(name: name, canvases: canvases, views: views, constraints: all,
                      nextConstraintID: max(nextConstraintID, id == .max ? id : id + 1))
    }
}

extension Layout {
    /// Constraints naming a view that does not exist (or the content or
    /// frame guide of a view that is not a scroll view), and views whose
    /// parent does not exist (what an undo can leave behind when later
    /// revisions removed what it brings back, or made a constraint on the
    /// guide of a scroll view it makes a plain view again).
    public var danglingReferences: (constraints: [ConstraintID], views: [String]) {
        let constraints = self.constraints.filter { entry in
            entry.constraint.views.contains { !hasView($0) } || namesMissingScrollGuide(entry.constraint)
        }.map(\.id)
        let views = self.views.filter { view in !hasView(view.parent ?? View.rootName) }.map(\.name)
        return (constraints, views)
    }

    /// Whether the constraint's first or second item is the content or
    /// frame guide of a view that exists and is not a scroll view.
    public func namesMissingScrollGuide(_ constraint: LayoutConstraint) -> Bool {
        if constraint.guide1?.needsScrollView == true, hasView(constraint.view1),
           self.view(named: constraint.view1)?.properties.isScroll != true {
            return true
        }
        guard constraint.guide2?.needsScrollView == true, let view = constraint.view2, hasView(view) else { return false }
        return self.view(named: view)?.properties.isScroll != true
    }

    /// The layout without dangling references: views without their parent
    /// (and their subtrees) and constraints naming missing views are dropped.
    public func droppingDanglingReferences() -> Layout {
        var layout = self
        while true {
            let (ids, views) = layout.danglingReferences
            if ids.isEmpty && views.isEmpty { return layout }
            if !views.isEmpty {
                var doomed: Set<String> = []
                for view in views { doomed.formUnion(layout.subtree(of: view)) }
                layout.removeViews(doomed)
            }
            let dropped = Set(ids)
            let existing = Set(layout.viewNames)
            layout.removeConstraints { id, c in dropped.contains(id) || c.views.contains { !existing.contains($0) } }
        }
    }
}

extension Layout {
    /// The layout with a view replaced (or added), keeping its place.
    public func settingView(_ view: View) -> Layout {
        var layout = self
        layout.setView(view)
        return layout
    }
}

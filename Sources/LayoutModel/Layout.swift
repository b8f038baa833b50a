/// A stable identity of a constraint within a document: kept across edits
/// that leave the constraint as it was or only change its constant.
public typealias ConstraintID = Int

/// A document's whole state: canvases, the view tree and the constraints.
///
/// Values only: applying an edit returns a new layout (`Layout+Edits.swift`).
public struct Layout: Hashable, Sendable {
    /// The document's name.
    public var name: String
    /// The canvases, in the order they were declared.
    public var canvases: [Canvas] = []
    /// Every view but the root, in the order they were declared.
    public private(set) var views: [View] = []
    /// The constraints with their identities, in document order.
    public private(set) var constraints: [(id: ConstraintID, constraint: LayoutConstraint)] = []
    /// The identity the next new constraint gets.
    public internal(set) var nextConstraintID: ConstraintID = 1

    private var viewIndex: [String: Int] = [:]
    /// Where each constraint sits in ``constraints``.
    private var constraintIndex: [ConstraintID: Int] = [:]
    /// The constraints of each first item, in document order.
    private var constraintsByItem: [String: [ConstraintID]] = [:]

    /// An empty document with only its root view.
    public init(name: String) { self.name = name }

    /// A document from stored parts (the store's reading of a revision):
    /// canvases and views in declaration order, constraints in document order
    /// with their identities, and the identity the next new constraint gets.
    public init(name: String, canvases: [Canvas], views: [View],
                constraints: [(id: ConstraintID, constraint: LayoutConstraint)], nextConstraintID: ConstraintID) {
        self.name = name
        self.canvases = canvases
        viewIndex.reserveCapacity(views.count)
        self.views.reserveCapacity(views.count)
        for view in views { setView(view) }
        // The stored arrays are taken whole; the indexes are built in one pass.
        self.constraints = constraints
        constraintIndex.reserveCapacity(constraints.count)
        constraintsByItem.reserveCapacity(views.count + 1)
        var greatest = 0
        for (index, entry) in constraints.enumerated() {
            constraintIndex[entry.id] = index
            constraintsByItem[entry.constraint.item, default: []].append(entry.id)
            greatest = max(greatest, entry.id)
        }
        // (An identity of Int.max leaves none after it: the next is Int.max, and adding refuses.)
        self.nextConstraintID = max(nextConstraintID, greatest == .max ? .max : greatest + 1)
    }

    /// The canvases to lay out: the declared ones, or `default` when there are none.
    public var effectiveCanvases: [Canvas] { canvases.isEmpty ? [.default] : canvases }

    /// The view named `name` (the root included).
    public func view(named name: String) -> View? {
        if name == View.rootName { return View(name: View.rootName, parent: nil) }
        return viewIndex[name].map { views[$0] }
    }

    /// Whether a view of that name exists (the root included).
    public func hasView(_ name: String) -> Bool { name == View.rootName || viewIndex[name] != nil }

    /// Every view name, the root first.
    public var viewNames: [String] { [View.rootName] + views.map(\.name) }

    /// Adds a view or replaces the one of the same name (keeping its place).
    mutating func setView(_ view: View) {
        if let index = viewIndex[view.name] {
            views[index] = view
        } else {
            viewIndex[view.name] = views.count
            views.append(view)
        }
    }

    /// Removes views by name.
    mutating func removeViews(_ names: Set<String>) {
        views.removeAll { names.contains($0.name) }
        viewIndex = [:]
        for (index, view) in views.enumerated() { viewIndex[view.name] = index }
    }

    /// The ancestors of a view, its parent first, the root last.
    public func ancestors(of name: String) -> [String] {
        var chain: [String] = []
        var current = view(named: name)?.parent
        while let parent = current, !chain.contains(parent) {
            chain.append(parent)
            current = view(named: parent)?.parent
        }
        return chain
    }

    /// The closest common ancestor of two views, where a view counts as its own
    /// ancestor (Masonry's installed view); nil when they share none.
    public func closestCommonAncestor(_ a: String, _ b: String) -> String? {
        let first = [a] + ancestors(of: a)
        let second = Set([b] + ancestors(of: b))
        return first.first { second.contains($0) }
    }

    /// The space a constraint is evaluated in: the closest common ancestor of
    /// its items, or the item's parent for a constraint with one item.
    public func coordinateSpace(of constraint: LayoutConstraint) -> String? {
        guard let item2 = constraint.view2 else { return view(named: constraint.view1)?.parent ?? View.rootName }
        return closestCommonAncestor(constraint.view1, item2)
    }

    /// A view and all its descendants.
    public func subtree(of name: String) -> Set<String> {
        var result: Set<String> = [name]
        var changed = true
        while changed {
            changed = false
            for view in views where !result.contains(view.name) {
                if let parent = view.parent, result.contains(parent) {
                    result.insert(view.name)
                    changed = true
                }
            }
        }
        return result
    }

    /// The constraints whose first item is `view`, in document order.
    /// - Complexity: O(k) for the view's k constraints.
    public func constraints(of view: String) -> [(id: ConstraintID, constraint: LayoutConstraint)] {
        (constraintsByItem[view] ?? []).compactMap { id in constraint(id).map { (id, $0) } }
    }

    /// The constraint with an identity.
    /// - Complexity: O(1).
    public func constraint(_ id: ConstraintID) -> LayoutConstraint? {
        constraintIndex[id].map { constraints[$0].constraint }
    }

    /// Whether a new constraint can get an identity: all are used when the
    /// next is the greatest integer (only a layout made with such identities
    /// reaches it; the store reads none beyond 2⁶²).
    var hasIdentityLeft: Bool { nextConstraintID < .max }

    /// Appends a new constraint with the next identity and returns the
    /// identity; ``hasIdentityLeft`` must be true.
    @discardableResult
    mutating func appendConstraint(_ constraint: LayoutConstraint) -> ConstraintID {
        let id = nextConstraintID
        nextConstraintID += 1
        constraintIndex[id] = constraints.count
        constraints.append((id, constraint))
        constraintsByItem[constraint.item, default: []].append(id)
        return id
    }

    /// Replaces the content of a constraint, keeping its identity and place.
    /// The first item must stay the same.
    mutating func replaceConstraint(_ id: ConstraintID, with constraint: LayoutConstraint) {
        guard let index = constraintIndex[id] else { return }
        constraints[index].constraint = constraint
    }

    /// Removes the constraints matching `predicate`.
    /// - Complexity: O(n) for n constraints.
    mutating func removeConstraints(where predicate: (ConstraintID, LayoutConstraint) -> Bool) {
        constraints.removeAll { predicate($0.id, $0.constraint) }
        constraintIndex = [:]
        constraintsByItem = [:]
        for (index, entry) in constraints.enumerated() {
            constraintIndex[entry.id] = index
            constraintsByItem[entry.constraint.item, default: []].append(entry.id)
        }
    }

    /// Same name, canvases, views and constraints with the same identities, in the same orders.
    public static func == (a: Layout, b: Layout) -> Bool {
        a.name == b.name && a.canvases == b.canvases && a.views == b.views
            && a.constraints.elementsEqual(b.constraints) { $0.id == $1.id && $0.constraint == $1.constraint }
    }

    /// Hashes the name, the views and the number of constraints (equal layouts hash alike).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(views)
        hasher.combine(constraints.count)
    }
}

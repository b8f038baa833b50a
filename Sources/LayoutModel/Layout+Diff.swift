/// What changed between two states of a document, by identity: constraints
/// by their ``ConstraintID`` (a changed constant is a modification, never a
/// removal and an addition), views and canvases by name.
public struct LayoutChanges: Sendable {
    /// Constraints whose identity only the new state has, in identity order.
    public var addedConstraints: [(id: ConstraintID, constraint: LayoutConstraint)] = []
    /// Constraints whose identity only the old state has, as they were, in identity order.
    public var removedConstraints: [(id: ConstraintID, constraint: LayoutConstraint)] = []
    /// Constraints of one identity in both states that differ (constant, key or more), before and after.
    public var modifiedConstraints: [(id: ConstraintID, old: LayoutConstraint, new: LayoutConstraint)] = []
    /// Views only the new state declares, in its order.
    public var addedViews: [View] = []
    /// Views only the old state declared, as they were.
    public var removedViews: [View] = []
    /// Views in both states with another parent or other properties, before and after.
    public var modifiedViews: [(old: View, new: View)] = []
    /// Canvases only the new state declares.
    public var addedCanvases: [Canvas] = []
    /// Canvases only the old state declared, as they were.
    public var removedCanvases: [Canvas] = []
    /// Canvases in both states with another size or direction, before and after.
    public var modifiedCanvases: [(old: Canvas, new: Canvas)] = []
    /// Whether views or canvases present in both states are declared in another order.
    public var orderChanged = false

    /// No change.
    public init() {}

    /// Whether nothing changed.
    public var isEmpty: Bool {
        addedConstraints.isEmpty && removedConstraints.isEmpty && modifiedConstraints.isEmpty
            && addedViews.isEmpty && removedViews.isEmpty && modifiedViews.isEmpty
            && addedCanvases.isEmpty && removedCanvases.isEmpty && modifiedCanvases.isEmpty && !orderChanged
    }

    /// Counts as `+A -R ~M constraints, …`.
    public var summary: String {
        func part(_ added: Int, _ removed: Int, _ modified: Int, _ what: String) -> String? {
            guard added + removed + modified > 0 else { return nil }
            return "+\(added) -\(removed) ~\(modified) \(what)"
        }
        let parts = [
            part(addedConstraints.count, removedConstraints.count, modifiedConstraints.count, "constraints"),
            part(addedViews.count, removedViews.count, modifiedViews.count, "views"),
            part(addedCanvases.count, removedCanvases.count, modifiedCanvases.count, "canvases"),
        ].compactMap { $0 }
        let all = parts + (orderChanged ? ["declaration order"] : [])
        return all.isEmpty ? "no change" : all.joined(separator: ", ")
    }
}

extension Layout {
    /// The changes that turn `self` into `other`. A constraint counts as
    /// modified when anything but its source location differs, or when the
    /// space it is evaluated in changed (its views were moved in the hierarchy).
    /// - Complexity: O(n) in the sizes of both states.
    public func changes(to other: Layout) -> LayoutChanges {
        var result = LayoutChanges()
        let oldCanvases = Dictionary(canvases.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let newCanvases = Dictionary(other.canvases.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        for canvas in other.canvases {
            if let old = oldCanvases[canvas.name] {
                if old != canvas { result.modifiedCanvases.append((old, canvas)) }
            } else {
                result.addedCanvases.append(canvas)
            }
        }
        result.removedCanvases = canvases.filter { newCanvases[$0.name] == nil }

        for view in other.views {
            if let old = self.view(named: view.name) {
                if old != view { result.modifiedViews.append((old, view)) }
            } else {
                result.addedViews.append(view)
            }
        }
        result.removedViews = views.filter { !other.hasView($0.name) }

        // A constraint's space can only change when a view moved in the hierarchy.
        let hierarchyChanged = result.modifiedViews.contains { $0.old.parent != $0.new.parent }
        for (id, constraint) in other.constraints {
            if let old = self.constraint(id) {
                if !old.isIdentical(to: constraint)
                    || (hierarchyChanged && coordinateSpace(of: old) != other.coordinateSpace(of: constraint)) {
                    result.modifiedConstraints.append((id, old, constraint))
                }
            } else {
                result.addedConstraints.append((id, constraint))
            }
        }
        result.removedConstraints = constraints.filter { other.constraint($0.id) == nil }
        let commonViews = views.map(\.name).filter { other.hasView($0) }
        let otherViews = other.views.map(\.name).filter { hasView($0) }
        let commonCanvases = canvases.map(\.name).filter { n in other.canvases.contains { $0.name == n } }
        let otherCanvases = other.canvases.map(\.name).filter { n in canvases.contains { $0.name == n } }
        result.orderChanged = commonViews != otherViews || commonCanvases != otherCanvases
        return result
    }
}

import Foundation
@testable import LayoutModel
@testable import LayoutStore
import LayoutSolver

// The reference model of a store's history, for the seeded property tests
// (StoreHistoryPropertyTests.swift). It knows nothing of the store's tables:
// what a revision changed is computed by comparing two states identity by
// identity (constraints by their identity: one-line form and coordinate
// space; views and canvases by name: every property), and every expected
// answer is derived from that.

/// Something a revision can change: a constraint by identity, a view or a canvas by name.
enum Identity: Hashable, CustomStringConvertible {
    case constraint(ConstraintID)
    case view(String)
    case canvas(String)

    var description: String {
        switch self {
        case .constraint(let id): "constraint \(id)"
        case .view(let name): "view \(name)"
        case .canvas(let name): "canvas \(name)"
        }
    }

    /// The identity a rollback conflict names (`constraint 12 'a.width == 10'`, `view header`, `canvas phone`).
    init?(conflict what: RollbackConflict.Subject) {
        switch what {
        case .constraint(let id, _): self = .constraint(id)
        case .view(let name): self = .view(name)
        case .canvas(let name): self = .canvas(name)
        case .viewInsideItself, .constraintNamingRemovedView, .viewInRemovedParent, .constraintNamingGuideOfPlainView:
            return nil
        }
    }
}

/// A state as plain values: constraints as one-line forms by identity,
/// views and canvases by name.
struct Snapshot: Equatable, CustomStringConvertible {
    var constraints: [ConstraintID: String]
    var views: [String: View]
    var canvases: [String: Canvas]

    init(_ layout: Layout) {
        self.init(constraints: Dictionary(layout.constraints.map { ($0.id, $0.constraint) }, uniquingKeysWith: { a, _ in a }),
                  views: Dictionary(layout.views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a }),
                  canvases: Dictionary(layout.canvases.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a }))
    }

    init(constraints: [ConstraintID: LayoutConstraint], views: [String: View], canvases: [String: Canvas]) {
        self.constraints = constraints.mapValues(OneLine.format)
        self.views = views
        self.canvases = canvases
    }

    var description: String {
        let c = constraints.keys.sorted().map { "  \($0): \(constraints[$0] ?? "")" }
        let v = views.keys.sorted().map { name in views[name].map { "  " + LayoutStore.describe($0) } ?? "" }
        let k = canvases.keys.sorted().map { name in
            canvases[name].map { "  canvas \($0.name) \(NumberText.format($0.width))x\(NumberText.format($0.height)) \($0.direction)" } ?? ""
        }
        return (k + v + c).joined(separator: "\n")
    }

    /// What differs from `other`, one line per identity (for failure messages).
    func differences(from other: Snapshot) -> String {
        var lines: [String] = []
        for id in Set(constraints.keys).union(other.constraints.keys).sorted() where constraints[id] != other.constraints[id] {
            lines.append("constraint \(id): \(constraints[id] ?? "absent") vs \(other.constraints[id] ?? "absent")")
        }
        for name in Set(views.keys).union(other.views.keys).sorted() where views[name] != other.views[name] {
            lines.append("view \(name): \(views[name].map(LayoutStore.describe) ?? "absent") vs "
                         + "\(other.views[name].map(LayoutStore.describe) ?? "absent")")
        }
        for name in Set(canvases.keys).union(other.canvases.keys).sorted() where canvases[name] != other.canvases[name] {
            lines.append("canvas \(name): \(canvases[name].map { "\($0)" } ?? "absent") vs \(other.canvases[name].map { "\($0)" } ?? "absent")")
        }
        return lines.joined(separator: "\n")
    }
}

/// The names of the canvases and views in declaration order, and the
/// constraints' identities in document order (what the export lists in turn).
func declarationOrder(_ layout: Layout) -> [String] {
    layout.canvases.map { "canvas \($0.name)" } + layout.views.map { "view \($0.name)" } + layout.constraints.map { "\($0.id)" }
}

/// The identities whose value differs between two states. A constraint
/// differs when its one-line form does (constant and key included), when it
/// appears or disappears, or when the space it is evaluated in changed (its
/// views were moved in the hierarchy) — semantics.md: that changes what it means.
func changedIdentities(_ a: Layout, _ b: Layout) -> Set<Identity> {
    var result: Set<Identity> = []
    for id in Set(a.constraints.map(\.id)).union(b.constraints.map(\.id)) {
        switch (a.constraint(id), b.constraint(id)) {
        case let (old?, new?):
            if OneLine.format(old) != OneLine.format(new) || a.coordinateSpace(of: old) != b.coordinateSpace(of: new) {
                result.insert(.constraint(id))
            }
        case (nil, nil): break
        default: result.insert(.constraint(id))
        }
    }
    let oldViews = Snapshot(a).views, newViews = Snapshot(b).views
    for name in Set(oldViews.keys).union(newViews.keys) where oldViews[name] != newViews[name] { result.insert(.view(name)) }
    let oldCanvases = Snapshot(a).canvases, newCanvases = Snapshot(b).canvases
    for name in Set(oldCanvases.keys).union(newCanvases.keys) where oldCanvases[name] != newCanvases[name] {
        result.insert(.canvas(name))
    }
    return result
}

/// Whether a view's chain of parents in `views` reaches the root.
func reachesRoot(_ name: String, _ views: [String: View]) -> Bool {
    var seen: Set<String> = []
    var current = name
    while current != View.rootName {
        guard let parent = views[current]?.parent, seen.insert(current).inserted else { return false }
        current = parent
    }
    return true
}

/// The identities a store diff lists.
func identities(of changes: LayoutChanges) -> Set<Identity> {
    var result: Set<Identity> = []
    for (id, _) in changes.addedConstraints { result.insert(.constraint(id)) }
    for (id, _) in changes.removedConstraints { result.insert(.constraint(id)) }
    for (id, _, _) in changes.modifiedConstraints { result.insert(.constraint(id)) }
    for view in changes.addedViews + changes.removedViews + changes.modifiedViews.map(\.new) { result.insert(.view(view.name)) }
    for canvas in changes.addedCanvases + changes.removedCanvases + changes.modifiedCanvases.map(\.new) {
        result.insert(.canvas(canvas.name))
    }
    return result
}

/// What makes a stored state unusable: a view whose parent is missing, a
/// cycle, a constraint naming a view that does not exist.
func structuralProblems(_ layout: Layout) -> [String] {
    var problems: [String] = []
    for view in layout.views {
        guard let parent = view.parent, layout.hasView(parent) else {
            problems.append("view \(view.name) has a missing parent '\(view.parent ?? "nil")'")
            continue
        }
        let chain = layout.ancestors(of: view.name)
        if chain.last != View.rootName {
            let top = chain.last.map { layout.hasView($0) ? "a cycle through '\($0)'" : "missing ancestor '\($0)'" } ?? "?"
            problems.append("view \(view.name) is not under the root (\(top))")
        }
    }
    for (id, constraint) in layout.constraints where !constraint.views.allSatisfy(layout.hasView) {
        problems.append("constraint \(id) '\(OneLine.format(constraint))' names a view that does not exist")
    }
    return problems
}

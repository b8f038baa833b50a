import Foundation
import GRDB
import Testing
import TestSupport
@testable import LayoutModel
@testable import LayoutStore

// Seeded property tests of the store's history: random edit sequences on a
// small random document, applied through `store.apply` (edits the store
// refuses are skipped and counted), then rollback, restore, rollback of a
// rollback, diff, history, log, blame and show are checked against a model
// computed here from the states read back after each revision.
//
// The model knows nothing of the store's tables: what a revision changed is
// computed by comparing two states identity by identity (constraints by
// their identity: one-line form and coordinate space; views and canvases by
// name: every property), and every expected answer is derived from that.

// MARK: - Seeded randomness

/// Draws from the tests' seeded generator (`SeededGenerator`, in TestSupport).
extension SeededGenerator {
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &self) }

    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }

    mutating func pick<T>(_ items: [T]) -> T? { items.randomElement(using: &self) }

    mutating func pick<T>(_ items: [T], or fallback: T) -> T { items.randomElement(using: &self) ?? fallback }
}

// MARK: - The model

/// Something a revision can change: a constraint by identity, a view or a canvas by name.
private enum Identity: Hashable, CustomStringConvertible {
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
        case .viewInsideItself, .constraintNamingRemovedView, .viewInRemovedParent: return nil
        }
    }
}

/// A state as plain values: constraints as one-line forms by identity,
/// views and canvases by name.
private struct Snapshot: Equatable, CustomStringConvertible {
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
            canvases[name].map { "  canvas \($0.name) \(OneLine.number($0.width))x\(OneLine.number($0.height)) \($0.direction)" } ?? ""
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
private func declarationOrder(_ layout: Layout) -> [String] {
    layout.canvases.map { "canvas \($0.name)" } + layout.views.map { "view \($0.name)" } + layout.constraints.map { "\($0.id)" }
}

/// The identities whose value differs between two states. A constraint
/// differs when its one-line form does (constant and key included), when it
/// appears or disappears, or when the space it is evaluated in changed (its
/// views were moved in the hierarchy) — semantics.md: that changes what it means.
private func changedIdentities(_ a: Layout, _ b: Layout) -> Set<Identity> {
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
private func reachesRoot(_ name: String, _ views: [String: View]) -> Bool {
    var seen: Set<String> = []
    var current = name
    while current != View.rootName {
        guard let parent = views[current]?.parent, seen.insert(current).inserted else { return false }
        current = parent
    }
    return true
}

/// The identities a store diff lists.
private func identities(of changes: LayoutChanges) -> Set<Identity> {
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
private func structuralProblems(_ layout: Layout) -> [String] {
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

// MARK: - Random edits

/// Writes random `.layout` files against the current state: make, update,
/// remake and remove constraints; view properties, parents, new and removed
/// views; canvases added, changed and removed. Some edits are invalid (an
/// unknown view, a bad pairing, a cycle) or unsatisfiable on purpose: the
/// store must refuse them and change nothing.
private struct EditScript {
    var random: SeededGenerator
    private var nextView = 0
    private var nextCanvas = 0
    /// Keys are drawn from a small pool so that several constraints share one over time.
    static let keys = ["k1", "k2", "k3", "k4"]
    static let document = "doc"

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    /// The first file: 3–8 views (some nested), 1–3 canvases, each view sized
    /// and placed by optional constraints (required only for sizes, one per
    /// attribute), so that it is satisfiable.
    mutating func initialDocument() -> String {
        var lines = ["layout \(Self.document)"]
        for _ in 0..<random.int(1...3) { lines.append(canvasLine(new: true)) }
        var names: [String] = []
        for _ in 0..<random.int(3...8) {
            let name = "v\(nextView)"
            nextView += 1
            let parent = random.chance(0.6) ? nil : random.pick(names)
            lines.append("view \(name)" + (parent.map { " in \($0)" } ?? ""))
            names.append(name)
        }
        for name in names {
            let required = random.chance(0.5) ? "" : " @750"
            var block = ["width == \(random.int(2...30) * 5)\(required)", "height == \(random.int(2...20) * 5) @500",
                         "left == superview.left + \(random.int(0...40)) @750", "top == superview.top + \(random.int(0...40)) @500"]
            if random.chance(0.5) { block.append(constraintLine(for: name, others: names, allowRequired: false)) }
            lines.append("make \(name) { \(block.joined(separator: "; ")) }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One revision's file: one to three edits of the state `layout`.
    mutating func file(on layout: Layout) -> String {
        var lines = ["layout \(Self.document)"]
        for _ in 0..<random.int(1...3) { lines += edit(on: layout) }
        return lines.joined(separator: "\n") + "\n"
    }

    private mutating func edit(on layout: Layout) -> [String] {
        let names = layout.views.map(\.name)
        guard let view = random.pick(names) else { return addView(under: []) }
        switch random.int(0..<100) {
        case 0..<24:
            let lines = (0..<random.int(1...2)).map { _ in constraintLine(for: view, others: names, allowRequired: true) }
            return ["make \(view) { \(lines.joined(separator: "; ")) }"]
        case 24..<42: return ["update \(view) { \(updateLines(for: view, in: layout).joined(separator: "; ")) }"]
        case 42..<53: return ["remake \(view) { \(remakeLines(for: view, in: layout).joined(separator: "; ")) }"]
        case 53..<57: return ["remove constraints \(view)"]
        case 57..<67: return ["view \(view) \(propertyChange())"]
        case 67..<72: return ["view \(view) in \(random.pick(names + [View.rootName], or: View.rootName))"]
        case 72..<80: return addView(under: names)
        case 80..<85: return names.count > 2 ? ["remove view \(view)"] : addView(under: names)
        case 85..<93: return [canvasLine(new: random.chance(0.4), existing: layout.canvases.map(\.name))]
        case 93..<97:
            let name = random.chance(0.85) ? random.pick(layout.canvases.map(\.name), or: "cX") : "cX"
            return ["remove canvas \(name)"]
        default:
            // A constraint naming a view that does not exist: always refused.
            return ["make \(view) { left == ghost.left }"]
        }
    }

    /// A constraint line inside a block of `view` (sizes, relative sizes,
    /// locations); `allowRequired` (edits after the first file) also allows
    /// required priorities and the odd invalid pairing.
    mutating func constraintLine(for view: String, others: [String], allowRequired: Bool) -> String {
        let candidates = others.filter { $0 != view }
        let relation = random.pick(["==", "==", "==", ">=", "<="], or: "==")
        let priority = allowRequired && random.chance(0.35) ? "" : " @" + random.pick(["999", "750", "500", "250"], or: "750")
        let key = random.chance(0.3) ? " key " + random.pick(Self.keys, or: "k1") : ""
        if allowRequired && random.chance(0.03) {
            // An invalid pairing (a location with a size): refused (never in the first file).
            return "left \(relation) superview.width\(priority)"
        }
        switch random.int(0...9) {
        case 0...3:
            return "\(random.pick(["width", "height"], or: "width")) \(relation) \(random.int(1...40) * 5)\(priority)\(key)"
        case 4...5:
            let target = random.pick(candidates + ["superview"], or: "superview")
            let multiplier = random.pick(["", " * 0.5", " * 2"], or: "")
            return "\(random.pick(["width", "height"], or: "width")) \(relation) \(target).\(random.pick(["width", "height"], or: "width"))"
                + "\(multiplier)\(offset())\(priority)\(key)"
        default:
            let axis = random.pick([["left", "right", "centerX"], ["top", "bottom", "centerY"], ["leading", "trailing"]],
                                   or: ["left"])
            let target = random.pick(candidates + ["superview", "superview", View.rootName], or: "superview")
            return "\(random.pick(axis, or: "left")) \(relation) \(target).\(random.pick(axis, or: "left"))\(offset())\(priority)\(key)"
        }
    }

    private mutating func offset() -> String {
        switch random.int(0...2) {
        case 0: ""
        case 1: " + \(random.int(1...40))"
        default: " - \(random.int(1...40))"
        }
    }

    /// A constraint as a line of its own view's block: its one-line form without `item.`.
    static func blockLine(_ constraint: LayoutConstraint) -> String {
        String(OneLine.format(constraint).dropFirst(constraint.item.count + 1))
    }

    /// Lines that change the constant of one or two of the view's constraints
    /// (sometimes a line similar to none: added with a warning).
    private mutating func updateLines(for view: String, in layout: Layout) -> [String] {
        let existing = layout.constraints(of: view)
        if existing.isEmpty || random.chance(0.15) {
            return [constraintLine(for: view, others: layout.views.map(\.name), allowRequired: true)]
        }
        return (0..<random.int(1...2)).compactMap { _ in
            guard var constraint = random.pick(existing)?.constraint else { return nil }
            constraint.constant += Double(random.pick([-20, -7, -1, 1, 5, 13], or: 1))
            return Self.blockLine(constraint)
        }
    }

    /// A remake that keeps some constraints as they are (same identity), changes
    /// the constant or the key of some (similar: same identity, modified),
    /// drops the others and adds new ones.
    private mutating func remakeLines(for view: String, in layout: Layout) -> [String] {
        var lines: [String] = []
        for (_, existing) in layout.constraints(of: view) {
            var constraint = existing
            switch random.int(0..<100) {
            case 0..<40: break
            case 40..<60: constraint.constant += Double(random.int(1...9))
            case 60..<72: constraint.key = random.chance(0.4) ? nil : random.pick(Self.keys)
            default: continue
            }
            lines.append(Self.blockLine(constraint))
        }
        for _ in 0..<random.int(lines.isEmpty ? 1...2 : 0...1) {
            lines.append(constraintLine(for: view, others: layout.views.map(\.name), allowRequired: true))
        }
        return lines
    }

    private mutating func propertyChange() -> String {
        switch random.int(0...6) {
        case 0: "intrinsic \(random.int(1...30) * 4)x\(random.int(1...10) * 4)"
        case 1: "intrinsic width none"
        case 2: "hugging \(random.pick([1, 250, 251, 750, 1000], or: 250)) \(random.pick([250, 300], or: 250))"
        case 3: "compression \(random.pick([500, 750, 1000], or: 750))"
        case 4: "margins \(random.int(0...9)) \(random.int(0...9)) \(random.int(0...9)) \(random.int(0...9))"
        case 5: "baseline first \(random.int(1...20)) last \(random.int(1...30))"
        default: "intrinsic height \(random.int(1...20) * 3)"
        }
    }

    private mutating func addView(under names: [String]) -> [String] {
        let name = "n\(nextView)"
        nextView += 1
        let parent = random.chance(0.5) ? nil : random.pick(names)
        return ["view \(name)" + (parent.map { " in \($0)" } ?? ""),
                "make \(name) { width == \(random.int(1...20) * 5); height == 20 @750; left == superview.left + 4 @500; top == superview.top + \(random.int(0...60)) @500 }"]
    }

    private mutating func canvasLine(new: Bool, existing: [String] = []) -> String {
        let name: String
        if new || existing.isEmpty {
            name = "c\(nextCanvas)"
            nextCanvas += 1
        } else {
            name = random.pick(existing, or: "c0")
        }
        let size = random.pick(["375x812", "320x480", "820x1180", "600x400", "1024x768"], or: "375x812")
        return "canvas \(name) \(size)" + (random.chance(0.25) ? " rtl" : "")
    }
}

// MARK: - A random history and its checks

/// One store with a random history; every write is checked against the model
/// as it is made, and the states read back are kept for the later checks.
private final class RandomHistory {
    let seed: UInt64
    let store: LayoutStore
    var random: SeededGenerator
    var script: EditScript
    /// The document's revisions, oldest first.
    private(set) var revisions: [Int] = []
    /// The state read back right after each revision was written.
    private(set) var layouts: [Int: Layout] = [:]
    /// The frames read back right after each revision was written (the live rows then).
    private(set) var headFrames: [Int: [String]] = [:]
    private(set) var parents: [Int: Int] = [:]
    /// What each revision changed, by the model.
    private(set) var changed: [Int: Set<Identity>] = [:]
    /// What happened, for failure messages and reproductions.
    private(set) var transcript: [String] = []
    /// How many times each outcome happened.
    var counts: [String: Int] = [:]
    private var printedTranscript = false
    let document = EditScript.document

    init(seed: UInt64) throws {
        self.seed = seed
        store = try LayoutStore.inMemory()
        random = SeededGenerator(seed: seed ^ 0xA5A5_5A5A)
        script = EditScript(seed: seed)
        let text = script.initialDocument()
        let result = try store.apply(ApplyRequest(files: [("doc.layout", text)], message: "initial", author: "model"))
        transcript.append("apply (initial) → \(result.revision.map(String.init) ?? "nothing"):\n\(text)")
        try record(result.revision)
    }

    var head: Int { revisions.last ?? 0 }

    /// The state at a revision (the empty document before the first).
    func layout(_ revision: Int?) -> Layout {
        revision.flatMap { layouts[$0] } ?? Layout(name: document)
    }

    /// The seed and, the first time, the whole transcript: enough to replay a failure.
    var context: Comment {
        defer { printedTranscript = true }
        if printedTranscript { return "seed \(seed) (transcript printed above)" }
        return "seed \(seed); transcript:\n\(transcript.joined(separator: "\n"))"
    }

    func count(_ what: String) { counts[what, default: 0] += 1 }

    private func record(_ revision: Int?) throws {
        guard let revision else { return }
        #expect(revision > head, "revision numbers increase: \(revision) after \(head); \(context)")
        if !revisions.isEmpty { parents[revision] = head }
        let state = try store.state(document: document, at: revision)
        #expect(try store.revision(revision)?.parent == parents[revision], "parent of \(revision); \(context)")
        revisions.append(revision)
        layouts[revision] = state
        headFrames[revision] = Self.lines(try store.frames(document: document, includeConstraints: false).canvases)
        changed[revision] = changedIdentities(layout(parents[revision]), state)
        #expect(changed[revision]?.isEmpty == false, "revision \(revision) changes nothing; \(context)")
        let problems = structuralProblems(state)
        #expect(problems.isEmpty, "revision \(revision) stored a broken state: \(problems); \(context)")
    }

    /// Applies one random file; nil when the store refused it or it changed nothing.
    @discardableResult
    func applyRandomEdits() throws -> Int? {
        let text = script.file(on: layout(head))
        let result: ApplyResult
        do {
            result = try store.apply(ApplyRequest(files: [("doc.layout", text)], message: "edit", author: "model"))
        } catch {
            switch error {
            case .invalidLayout: count("apply refused: invalid")
            case .unsatisfiable: count("apply refused: unsatisfiable")
            default: throw error
            }
            #expect(try store.head(of: document) == head, "a refused apply wrote a revision; \(context)")
            return nil
        }
        transcript.append("apply → \(result.revision.map(String.init) ?? "nothing"):\n\(text)")
        count(result.revision == nil ? "apply: no change" : "apply")
        try record(result.revision)
        return result.revision
    }

    /// The revisions after `revision` that changed `identity`.
    func laterChanges(of identity: Identity, after revision: Int) -> Int? {
        revisions.first { $0 > revision && changed[$0]?.contains(identity) == true }
    }

    /// Whether rolling back `revision` has no conflict by the model.
    func isFreeToRollBack(_ revision: Int) -> Bool {
        (changed[revision] ?? []).allSatisfy { laterChanges(of: $0, after: revision) == nil }
    }

    /// The head with every identity `revision` changed put back to its value
    /// before it (nothing is taken away yet).
    private func putBack(_ revision: Int) -> (constraints: [ConstraintID: LayoutConstraint], views: [String: View],
                                               canvases: [String: Canvas]) {
        let head = layout(head), before = layout(parents[revision])
        var constraints = Dictionary(head.constraints.map { ($0.id, $0.constraint) }, uniquingKeysWith: { a, _ in a })
        var views = Dictionary(head.views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var canvases = Dictionary(head.canvases.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        for identity in changed[revision] ?? [] {
            switch identity {
            case .constraint(let id): constraints[id] = before.constraint(id)
            case .view(let name): views[name] = before.views.first { $0.name == name }
            case .canvas(let name): canvases[name] = before.canvases.first { $0.name == name }
            }
        }
        return (constraints, views, canvases)
    }

    /// The state a rollback of `revision` must give when it is accepted: the
    /// head with every identity `revision` changed put back to its value
    /// before it; a view that is gone takes its subtree and every constraint
    /// naming them with it (semantics.md, removing a view).
    func expectedRollback(of revision: Int) -> Snapshot {
        var (constraints, views, canvases) = putBack(revision)
        views = views.filter { reachesRoot($0.key, views) }
        constraints = constraints.filter { $0.value.views.allSatisfy { $0 == View.rootName || views[$0] != nil } }
        return Snapshot(constraints: constraints, views: views, canvases: canvases)
    }

    /// Views a rollback of `revision` would need that a later revision
    /// changed: named by a constraint it brings back while missing, or on the
    /// chain of parents of a view it brings back when that chain no longer
    /// reaches the root (a parent removed since, or a cycle: the old parent
    /// moved under the view since). A rollback may refuse over these (they
    /// are conflicts too) or leave out what needs them; it must never store
    /// a reference to a missing view or a cycle.
    func neededViews(_ revision: Int) -> Set<String> {
        let views = putBack(revision).views
        let before = layout(parents[revision])
        var needed: Set<String> = []
        for identity in changed[revision] ?? [] {
            switch identity {
            case .constraint(let id):
                guard let constraint = before.constraint(id) else { continue }
                needed.formUnion(constraint.views.filter { $0 != View.rootName && views[$0] == nil })
            case .view(let name):
                guard before.views.contains(where: { $0.name == name }), !reachesRoot(name, views) else { continue }
                var current = views[name]?.parent
                while let parent = current, parent != View.rootName, !needed.contains(parent) {
                    needed.insert(parent)
                    current = views[parent]?.parent
                }
            case .canvas: continue
            }
        }
        return needed.filter { name in revisions.contains { $0 > revision && changed[$0]?.contains(.view(name)) == true } }
    }

    /// The view a conflict over a needed view (``neededViews(_:)``) names:
    /// the removed view a constraint would name again, or the parent a view
    /// would go back into; nil for a conflict by identity (a constraint, a
    /// view or a canvas changed later).
    static func neededView(in what: RollbackConflict.Subject) -> String? {
        switch what {
        case .constraint, .view, .canvas: nil
        case .viewInsideItself(_, let parent), .viewInRemovedParent(_, let parent): parent
        case .constraintNamingRemovedView(_, _, let view): view
        }
    }

    /// Rolls `revision` back without `--force` and checks the outcome: refused
    /// when a later revision changed something it changed, naming each such
    /// thing with the first later revision, or when it needs a view a later
    /// revision changed (``neededViews(_:)``, named with a later revision
    /// that changed that view); otherwise the new head is
    /// ``expectedRollback(of:)``. Returns the new revision, if any.
    @discardableResult
    func rollBack(_ revision: Int) throws -> Int? {
        var expectedConflicts: [Identity: Int] = [:]
        for identity in changed[revision] ?? [] {
            if let later = laterChanges(of: identity, after: revision) { expectedConflicts[identity] = later }
        }
        let needed = neededViews(revision)
        let expected = expectedRollback(of: revision)
        let result: ApplyResult
        do {
            result = try store.rollback(revision, message: "", author: "model")
        } catch {
            switch error {
            case .rollbackConflicts(let refused, let conflicts):
                count("rollback refused: conflicts")
                transcript.append("rollback \(revision) → refused: \(conflicts.map { "\($0.what) @\($0.revision)" })")
                #expect(refused == revision)
                var named: [Identity: Int] = [:]
                for conflict in conflicts {
                    if let view = Self.neededView(in: conflict.what) {
                        count("rollback refused: a needed view")
                        let changedThen = conflict.revision > revision && changed[conflict.revision]?.contains(.view(view)) == true
                        #expect(needed.contains(view) && changedThen, """
                            rollback \(revision): '\(conflict.what)' (revision \(conflict.revision)); by the model the \
                            rollback needs \(needed.sorted()); \(context)
                            """)
                    } else if let identity = Identity(conflict: conflict.what) {
                        named[identity] = conflict.revision
                    } else {
                        Issue.record("unreadable conflict '\(conflict.what)'; \(context)")
                    }
                }
                #expect(!conflicts.isEmpty && named == expectedConflicts,
                        "rollback \(revision): conflicts named \(named), by the model \(expectedConflicts); \(context)")
            case .unsatisfiable:
                count("rollback refused: unsatisfiable")
                transcript.append("rollback \(revision) → refused: unsatisfiable")
                #expect(expectedConflicts.isEmpty,
                        "rollback \(revision) has conflicts \(expectedConflicts) but was refused as unsatisfiable; \(context)")
            default: throw error
            }
            #expect(try store.head(of: document) == head, "a refused rollback wrote a revision; \(context)")
            return nil
        }
        transcript.append("rollback \(revision) → \(result.revision.map(String.init) ?? "nothing")")
        #expect(expectedConflicts.isEmpty,
                "rollback \(revision) accepted although later revisions changed \(expectedConflicts); \(context)")
        if let new = result.revision {
            count("rollback")
            try record(new)
            let meta = try store.revision(new)
            #expect(meta?.kind == .rollback && meta?.target == revision, "rollback revision's metadata; \(context)")
        } else {
            count("rollback: no change")
        }
        let actual = Snapshot(layout(head))
        #expect(actual == expected, """
            rollback \(revision) (new head \(head)) differs from the model (actual vs expected):
            \(actual.differences(from: expected))
            \(context)
            """)
        return result.revision
    }

    /// Restores `revision` and checks that the new head is exactly its state:
    /// identities, one-line forms, views and canvases in order, and the same frames.
    @discardableResult
    func restore(_ revision: Int) throws -> Int? {
        let old = head
        let result = try store.restore(to: revision, message: "", author: "model")
        transcript.append("restore \(revision) → \(result.revision.map(String.init) ?? "nothing")")
        try record(result.revision)
        count(result.revision == nil ? "restore: no change" : "restore")
        let target = layout(revision), now = layout(head)
        #expect(now.constraints.map { "\($0.id): \(OneLine.format($0.constraint))" }
                    == target.constraints.map { "\($0.id): \(OneLine.format($0.constraint))" },
                "restore \(revision): constraints; \(context)")
        #expect(now.views == target.views, "restore \(revision): views (in order); \(context)")
        #expect(now.canvases == target.canvases, "restore \(revision): canvases (in order); \(context)")
        #expect(now.nextConstraintID >= layout(old).nextConstraintID, "identities are never reused; \(context)")
        let a = try frameTable(at: head), b = try frameTable(at: revision)
        #expect(framesDiffer(a, b).isEmpty, "restore \(revision): frames differ \(framesDiffer(a, b)); \(context)")
        if let new = result.revision {
            let meta = try store.revision(new)
            #expect(meta?.kind == .restore && meta?.target == revision, "restore revision's metadata; \(context)")
        }
        return result.revision
    }

    /// The stored frames at a revision, per canvas and view.
    func frameTable(at revision: Int) throws -> [String: [String: Frame]] {
        var table: [String: [String: Frame]] = [:]
        for canvas in try store.frames(document: document, at: revision).canvases {
            table[canvas.canvas.name] = Dictionary(canvas.frames.map { ($0.view, $0.frame) }, uniquingKeysWith: { a, _ in a })
        }
        return table
    }

    func framesDiffer(_ a: [String: [String: Frame]], _ b: [String: [String: Frame]]) -> [String] {
        var differences: [String] = []
        for canvas in Set(a.keys).union(b.keys).sorted() {
            let x = a[canvas] ?? [:], y = b[canvas] ?? [:]
            for view in Set(x.keys).union(y.keys).sorted() {
                switch (x[view], y[view]) {
                case let (p?, q?) where p.isSame(as: q): continue
                default: differences.append("\(canvas)/\(view): \(x[view].map { "\($0)" } ?? "absent") vs \(y[view].map { "\($0)" } ?? "absent")")
                }
            }
        }
        return differences
    }

    /// Checks that the diff of `a` and `b`, applied to `a`'s state identity by
    /// identity, gives `b`'s state, lists exactly what the model says changed,
    /// and that its frame changes applied to `a`'s frames give `b`'s frames.
    func checkDiff(from a: Int?, to b: Int, plan: ValidRowsPlan? = nil) throws {
        let diff = try store.diff(document: document, from: a, to: b, plan: plan)
        let start = layout(a)
        let changes = diff.changes
        var constraints = Dictionary(start.constraints.map { ($0.id, $0.constraint) }, uniquingKeysWith: { x, _ in x })
        var views = Dictionary(start.views.map { ($0.name, $0) }, uniquingKeysWith: { x, _ in x })
        var canvases = Dictionary(start.canvases.map { ($0.name, $0) }, uniquingKeysWith: { x, _ in x })
        let where_ = "diff \(a.map(String.init) ?? "empty") \(b)"
        for (id, constraint) in changes.removedConstraints {
            #expect(constraints[id].map(OneLine.format) == OneLine.format(constraint), "\(where_): removed \(id); \(context)")
            constraints[id] = nil
        }
        for (id, old, new) in changes.modifiedConstraints {
            #expect(constraints[id].map(OneLine.format) == OneLine.format(old), "\(where_): modified \(id); \(context)")
            constraints[id] = new
        }
        for (id, constraint) in changes.addedConstraints {
            #expect(constraints[id] == nil, "\(where_): added \(id) was there; \(context)")
            constraints[id] = constraint
        }
        for view in changes.removedViews {
            #expect(views[view.name] == view, "\(where_): removed view \(view.name); \(context)")
            views[view.name] = nil
        }
        for (old, new) in changes.modifiedViews {
            #expect(views[old.name] == old, "\(where_): modified view \(old.name); \(context)")
            views[new.name] = new
        }
        for view in changes.addedViews {
            #expect(views[view.name] == nil, "\(where_): added view \(view.name) was there; \(context)")
            views[view.name] = view
        }
        for canvas in changes.removedCanvases {
            #expect(canvases[canvas.name] == canvas, "\(where_): removed canvas \(canvas.name); \(context)")
            canvases[canvas.name] = nil
        }
        for (old, new) in changes.modifiedCanvases {
            #expect(canvases[old.name] == old, "\(where_): modified canvas \(old.name); \(context)")
            canvases[new.name] = new
        }
        for canvas in changes.addedCanvases {
            #expect(canvases[canvas.name] == nil, "\(where_): added canvas \(canvas.name) was there; \(context)")
            canvases[canvas.name] = canvas
        }
        let applied = Snapshot(constraints: constraints, views: views, canvases: canvases)
        let target = Snapshot(layout(b))
        #expect(applied == target, "\(where_) applied to \(a.map(String.init) ?? "empty") (vs \(b)):\n\(applied.differences(from: target))\n\(context)")
        #expect(identities(of: changes) == changedIdentities(start, layout(b)), "\(where_) lists what changed; \(context)")

        // Frames: the start's stored frames, moved as the diff says, are the end's.
        var frames = try a.map { try frameTable(at: $0) } ?? [:]
        for change in diff.frames {
            let current = frames[change.canvas]?[change.view]
            let agrees = switch (current, change.old) {
            case (nil, nil): true
            case let (x?, y?): x.isSame(as: y)
            default: false
            }
            #expect(agrees, "\(where_): frame \(change.canvas)/\(change.view) was \(String(describing: current)), the diff says \(String(describing: change.old)); \(context)")
            if let new = change.new { #expect(current.map { !$0.isSame(as: new) } ?? true, "\(where_): an unmoved frame listed") }
            frames[change.canvas, default: [:]][change.view] = change.new
            if frames[change.canvas]?.isEmpty == true { frames[change.canvas] = nil }
        }
        let end = try frameTable(at: b).filter { !$0.value.isEmpty }
        let differences = framesDiffer(frames, end)
        #expect(differences.isEmpty, "\(where_): frames after the diff differ: \(differences); \(context)")
    }

    /// The revisions whose change touches a constraint satisfying `test` in its old or new version.
    func revisionsTouchingConstraints(_ test: (LayoutConstraint) -> Bool) -> [Int] {
        revisions.filter { revision in
            (changed[revision] ?? []).contains { identity in
                guard case .constraint(let id) = identity else { return false }
                let old = layout(parents[revision]).constraint(id), new = layout(revision).constraint(id)
                return old.map(test) == true || new.map(test) == true
            }
        }
    }

    /// History, log and the old and new forms of each entry, for every key of the pool.
    func checkKeyHistories() throws {
        for key in EditScript.keys {
            let expected = revisionsTouchingConstraints { $0.key == key }
            let entries = try store.history(of: .key(key), document: document)
            #expect(Array(Set(entries.map(\.revision))).sorted() == expected,
                    "history of key \(key): \(Set(entries.map(\.revision)).sorted()), by the model \(expected); \(context)")
            #expect(try store.log(document: document, touching: .key(key)).map(\.number) == expected.reversed(),
                    "log --key \(key); \(context)")
            try checkLogPages(.key(key), expected.reversed())
            try checkEntries(entries, "key \(key)")
        }
    }

    /// The history of each view: its own changes and those of every constraint naming it.
    func checkViewHistories() throws {
        let names = Set(layouts.values.flatMap { $0.views.map(\.name) })
        for name in names.sorted() {
            let viewRevisions = Set(revisions.filter { changed[$0]?.contains(.view(name)) == true })
            let expected = viewRevisions.union(revisionsTouchingConstraints { $0.views.contains(name) }).sorted()
            let entries = try store.history(of: .view(name), document: document)
            #expect(Array(Set(entries.map(\.revision))).sorted() == expected,
                    "history of view \(name): \(Set(entries.map(\.revision)).sorted()), by the model \(expected); \(context)")
            #expect(try store.log(document: document, touching: .view(name)).map(\.number) == expected.reversed(),
                    "log --view \(name); \(context)")
            try checkLogPages(.view(name), expected.reversed())
            try checkEntries(entries, "view \(name)")
        }
    }

    /// `log` of the subject with a limit and an offset is that slice of
    /// `newestFirst` (the model's revisions touching it, newest first): the
    /// limit pushed into SQL keeps exactly the newest, and pages follow on.
    func checkLogPages(_ subject: HistorySubject, _ newestFirst: [Int]) throws {
        for offset in [0, 1, 2, newestFirst.count] {
            for limit in [0, 1, 2, 3, newestFirst.count + 1] {
                let page = try store.log(document: document, touching: subject, limit: limit, offset: offset).map(\.number)
                #expect(page == Array(newestFirst.dropFirst(offset).prefix(limit)),
                        "log \(subject) -n \(limit) from \(offset): \(page), by the model \(newestFirst); \(context)")
            }
        }
    }

    /// Each entry's change, old and new forms agree with the states before and after its revision.
    private func checkEntries(_ entries: [HistoryEntry], _ what: String) throws {
        for entry in entries {
            let before = layout(parents[entry.revision]), after = layout(entry.revision)
            let old: String?, new: String?
            if entry.subject.hasPrefix("constraint "), let id = Int(entry.subject.dropFirst("constraint ".count)) {
                old = before.constraint(id).map(OneLine.format)
                new = after.constraint(id).map(OneLine.format)
            } else if entry.subject.hasPrefix("view ") {
                let name = String(entry.subject.dropFirst("view ".count))
                old = before.views.first { $0.name == name }.map(LayoutStore.describe)
                new = after.views.first { $0.name == name }.map(LayoutStore.describe)
            } else {
                Issue.record("history of \(what): unknown subject '\(entry.subject)'")
                continue
            }
            let change: HistoryEntry.Change = old == nil ? .added : new == nil ? .removed : .modified
            #expect(entry.change == change && entry.old == old && entry.new == new,
                    "history of \(what), revision \(entry.revision): \(entry.change) '\(entry.old ?? "-")' → '\(entry.new ?? "-")', by the model \(change) '\(old ?? "-")' → '\(new ?? "-")'; \(context)")
        }
    }

    /// Blame at a revision: each constraint with the last revision up to it
    /// that changed it; the same whichever plan finds an old revision's rows
    /// (``ValidRowsPlan``); and with `view`, exactly the lines of the
    /// constraints naming it, in the same order.
    func checkBlame(at revision: Int) throws {
        let state = layout(revision)
        var all: [BlameLine] = []
        for plan in [nil, .range, .perIdentity] as [ValidRowsPlan?] {
            let lines = try store.blame(document: document, at: revision, view: nil, plan: plan)
            #expect(lines.map(\.constraint) == state.constraints.map(\.id),
                    "blame \(revision) (\(plan.map { "\($0)" } ?? "default")): constraints; \(context)")
            for line in lines {
                let last = revisions.last { $0 <= revision && changed[$0]?.contains(.constraint(line.constraint)) == true }
                #expect(line.revision == last && line.line == state.constraint(line.constraint).map(OneLine.format),
                        "blame \(revision): constraint \(line.constraint) blamed on \(line.revision), by the model \(last.map(String.init) ?? "none"); \(context)")
            }
            all = lines
        }
        for name in state.views.map(\.name) {
            let lines = try store.blame(document: document, at: revision, view: name)
            let naming = all.filter { state.constraint($0.constraint)?.views.contains(name) == true }
            #expect(lines == naming, "blame \(revision) --view \(name): \(lines.map(\.constraint)), by the model \(naming.map(\.constraint)); \(context)")
        }
    }

    /// `show` lists exactly what the model says each revision changed.
    func checkShow(_ revision: Int) throws {
        let (meta, diff) = try store.show(revision)
        #expect(meta.parent == parents[revision])
        #expect(identities(of: diff.changes) == changed[revision] ?? [], "show \(revision); \(context)")
    }

    /// Every revision's state read by each plan for an old revision's rows
    /// (``ValidRowsPlan``: the range of versions begun up to it, one look-up
    /// per identity) is the one read right after it was written (the live
    /// rows then), and the one the schema's definition gives, in the same
    /// declaration order.
    func checkOldStatesByEachPlan() throws {
        for revision in revisions {
            let expected = layout(revision), byDefinition = try stateByDefinition(revision)
            #expect(Snapshot(byDefinition) == Snapshot(expected) && declarationOrder(byDefinition) == declarationOrder(expected),
                    "state at \(revision) by definition:\n\(Snapshot(byDefinition).differences(from: Snapshot(expected)))\n\(context)")
            for plan in [ValidRowsPlan.range, .perIdentity] {
                let read = try store.queue.read { db in try LayoutStore.state(db, document: document, at: revision, plan: plan) }
                #expect(Snapshot(read) == Snapshot(expected) && declarationOrder(read) == declarationOrder(expected),
                        "state at \(revision) by \(plan):\n\(Snapshot(read).differences(from: Snapshot(expected)))\n\(context)")
                #expect(read.nextConstraintID == expected.nextConstraintID, "state at \(revision) by \(plan): next identity; \(context)")
            }
        }
    }

    /// The state at `revision` by the schema's definition (docs/schema.md,
    /// "Versioning"): every table scanned whole (`NOT INDEXED`) for the rows
    /// with `valid_from <= R AND (valid_to IS NULL OR valid_to > R)`, canvases
    /// and views by position, constraints by identity.
    func stateByDefinition(_ revision: Int) throws -> Layout {
        try store.queue.read { db in
            let valid = """
                document_id = (SELECT id FROM document WHERE name = ?) AND valid_from <= ? AND (valid_to IS NULL OR valid_to > ?)
                """
            let arguments: StatementArguments = [document, revision, revision]
            let canvases = try Row.fetchAll(db, sql: """
                SELECT name, width, height, direction FROM canvas NOT INDEXED WHERE \(valid) ORDER BY position
                """, arguments: arguments).map { row in
                Canvas(name: row[0], width: row[1], height: row[2], direction: LayoutDirection(rawValue: row[3]) ?? .ltr)
            }
            let views = try Row.fetchAll(db, sql: """
                SELECT \(LayoutStore.viewColumns) FROM view NOT INDEXED WHERE \(valid) ORDER BY position
                """, arguments: arguments).map(LayoutStore.view(from:))
            let constraints = try Row.fetchAll(db, sql: """
                SELECT constraint_id, \(LayoutStore.constraintColumns) FROM layout_constraint NOT INDEXED
                WHERE \(valid) ORDER BY constraint_id
                """, arguments: arguments).map { row in (id: row[0] as ConstraintID, constraint: LayoutStore.constraint(from: row, offset: 1)) }
            return Layout(name: document, canvases: canvases, views: views, constraints: constraints, nextConstraintID: 1)
        }
    }

    /// Every revision's state read again now is the one read right after it was written.
    /// Frames as text, one line per canvas and view.
    static func lines(_ canvases: [CanvasLayout]) -> [String] {
        canvases.flatMap { canvas in canvas.frames.map { "\(canvas.canvas.name).\($0.view) \($0.frame)" } }
    }

    /// The frames of every revision, read later (from a frame checkpoint, the
    /// range of versions, or one look-up per identity, as the store picks, and
    /// by each plan forced) are those read from the live rows when it was the head.
    func checkOldFramesUnchanged() throws {
        for revision in revisions {
            let expected = headFrames[revision] ?? []
            #expect(Self.lines(try store.frames(document: document, at: revision, includeConstraints: false).canvases) == expected,
                    "frames at \(revision) changed since written; \(context)")
            for plan in [ValidRowsPlan.range, .perIdentity] {
                let read = try store.queue.read { db in
                    try LayoutStore.frames(db, document: document, at: revision, includeConstraints: false, plan: plan).canvases
                }
                #expect(Self.lines(read) == expected, "frames at \(revision) by \(plan); \(context)")
            }
        }
    }

    func checkOldStatesUnchanged() throws {
        for revision in revisions {
            let now = try store.state(document: document, at: revision)
            #expect(Snapshot(now) == Snapshot(layout(revision)), "state at \(revision) changed since written; \(context)")
        }
    }
}

// MARK: - The properties

/// Seeds: fixed, so that every run replays the same histories. Setting
/// `LAYOUTDB_HISTORY_SWEEP=N` runs N other seeds instead (a wider search,
/// minutes; the known bugs below fail in about one history in five).
private let historySeeds: [UInt64] = ProcessInfo.processInfo.environment["LAYOUTDB_HISTORY_SWEEP"]
    .flatMap { UInt64($0) }.map { n in (1...max(n, 1)).map { $0 * 1000 + 7 } } ?? [1, 2, 3, 5, 8, 13, 21, 34, 55, 89]

@Suite struct StoreHistoryPropertyTests {
    /// Random edits, rollbacks of random revisions (mostly ones the model says
    /// are free of conflicts) and rollbacks of those rollbacks.
    @Test(arguments: historySeeds)
    func aRollbackUndoesExactlyItsRevisionKeepsLaterChangesAndIsRefusedOnlyOnConflicts(seed: UInt64) throws {
        try Self.rollbacks(seed: seed)
    }

    private static func rollbacks(seed: UInt64) throws {
        let history = try RandomHistory(seed: seed)
        for _ in 0..<40 {
            if history.revisions.count > 3 && history.random.chance(0.25) {
                let free = history.revisions.filter(history.isFreeToRollBack)
                let target = history.random.chance(0.7) && !free.isEmpty
                    ? history.random.pick(free, or: history.head) : history.random.pick(history.revisions, or: history.head)
                if let rolledBack = try history.rollBack(target), history.random.chance(0.5) {
                    try rollBackTheRollback(rolledBack, history)
                }
            } else {
                try history.applyRandomEdits()
            }
        }
        // Last, the head (nothing later: never a conflict, and its parent's state
        // was stored, so it holds) and then that rollback.
        let head = history.head
        let rolledBack = try history.rollBack(head)
        #expect(rolledBack != nil, "the rollback of the head \(head) wrote nothing; \(history.context)")
        if let rolledBack { try rollBackTheRollback(rolledBack, history) }
        try history.checkOldStatesUnchanged()
        // Each history has accepted rollbacks (free ones are picked first) and real edits.
        #expect(history.counts["rollback", default: 0] >= 3, "\(history.counts)")
        #expect(history.counts["apply", default: 0] >= 10, "\(history.counts)")
    }

    /// Rolling back a rollback (the head: nothing later) gives the state before it.
    private static func rollBackTheRollback(_ rolledBack: Int, _ history: RandomHistory) throws {
        let before = history.layout(history.parents[rolledBack])
        let again = try history.rollBack(rolledBack)
        #expect(again != nil, "the rollback of rollback \(rolledBack) wrote nothing; \(history.context)")
        #expect(Snapshot(history.layout(history.head)) == Snapshot(before),
                "rollback of rollback \(rolledBack); \(history.context)")
        #expect(declarationOrder(history.layout(history.head)) == declarationOrder(before),
                "rollback of rollback \(rolledBack): declaration order; \(history.context)")
        history.count("rollback of a rollback")
    }

    /// Random edits with restores of random revisions and rollbacks of those restores.
    @Test(arguments: historySeeds)
    func restoreGivesExactlyTheOldStateAndRollingItBackGivesTheStateBefore(seed: UInt64) throws {
        let history = try RandomHistory(seed: seed)
        for _ in 0..<40 {
            if history.revisions.count > 2 && history.random.chance(0.2) {
                let before = history.layout(history.head)
                if let restored = try history.restore(history.random.pick(history.revisions, or: history.head)),
                   history.random.chance(0.5) {
                    let again = try history.rollBack(restored)
                    #expect(again != nil, "the rollback of restore \(restored) wrote nothing; \(history.context)")
                    #expect(Snapshot(history.layout(history.head)) == Snapshot(before),
                            "rollback of restore \(restored); \(history.context)")
                    #expect(declarationOrder(history.layout(history.head)) == declarationOrder(before),
                            "rollback of restore \(restored): declaration order; \(history.context)")
                }
            } else {
                try history.applyRandomEdits()
            }
        }
        try history.checkOldStatesUnchanged()
        #expect(history.counts["restore", default: 0] >= 2, "\(history.counts)")
    }

    /// Diffs of random pairs of revisions (either order, and from the empty
    /// document) in a history with rollbacks and restores.
    @Test(arguments: historySeeds)
    func aDiffAppliedToItsFirstStateGivesItsSecond(seed: UInt64) throws {
        let history = try Self.mixedHistory(seed: seed)
        let revisions = history.revisions
        try history.checkDiff(from: nil, to: history.head)
        for _ in 0..<30 {
            let a = history.random.pick(revisions, or: history.head), b = history.random.pick(revisions, or: history.head)
            try history.checkDiff(from: a, to: b)
            try history.checkDiff(from: a, to: b, plan: .perIdentity)
        }
        for revision in revisions { try history.checkShow(revision) }
        // The old revisions' frames were read from checkpoints too (migration 0004).
        let checkpoints = try history.store.queue.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(DISTINCT revision) FROM frame_checkpoint") ?? 0
        }
        #expect(checkpoints > 0, "no frame checkpoint in \(revisions.count) revisions; \(history.counts)")
    }

    /// History of every key of the pool and of every view, log by key, and blame
    /// at every revision, in a history with rollbacks and restores.
    @Test(arguments: historySeeds)
    func theHistoryOfAKeyListsExactlyTheRevisionsWhoseDiffTouchesIt(seed: UInt64) throws {
        let history = try Self.mixedHistory(seed: seed)
        try history.checkKeyHistories()
        try history.checkViewHistories()
        for revision in history.revisions { try history.checkBlame(at: revision) }
        // Keys are in use: some key's history is not empty.
        let keyed = history.revisionsTouchingConstraints { $0.key != nil }
        #expect(!keyed.isEmpty, "no revision touched a keyed constraint; \(history.counts)")
    }

    /// The state at every revision of a history with rollbacks and restores,
    /// read by the range of versions and by one look-up per identity, is the
    /// state read when it was the head and the state by the schema's
    /// definition; its frames, read by either plan (from frame checkpoints
    /// where there are some), are those read when it was the head.
    @Test(arguments: historySeeds)
    func theStateAtAnOldRevisionIsTheSameByRangeByIdentityAndByDefinition(seed: UInt64) throws {
        let history = try Self.mixedHistory(seed: seed)
        try history.checkOldStatesByEachPlan()
        try history.checkOldFramesUnchanged()
        #expect(history.revisions.count >= 20, "\(history.counts)")
    }

    /// A history of random edits with a few rollbacks and restores among them.
    private static func mixedHistory(seed: UInt64) throws -> RandomHistory {
        let history = try RandomHistory(seed: seed &* 31 &+ 7)
        for _ in 0..<35 {
            let roll = history.random.int(0..<100)
            if history.revisions.count > 3 && roll < 12 {
                let free = history.revisions.filter(history.isFreeToRollBack)
                try history.rollBack(history.random.pick(free, or: history.head))
            } else if history.revisions.count > 3 && roll < 18 {
                try history.restore(history.random.pick(history.revisions, or: history.head))
            } else {
                try history.applyRandomEdits()
            }
        }
        return history
    }
}

/// Small reproductions of what the random histories found, each shrunk by
/// hand from a failing seed to the fewest revisions that still fail.
@Suite struct StoreHistoryPropertyReproductions {
    func apply(_ store: LayoutStore, _ text: String) throws -> Int? {
        try store.apply(ApplyRequest(files: [("doc.layout", "layout doc\n" + text)], message: "", author: "t")).revision
    }

    /// Rolls back `revision`: either refused naming `view` changed in `since`,
    /// or what it stores has no reference to a missing view and no cycle.
    func expectRefusedOrValid(_ store: LayoutStore, rollingBack revision: Int, view: String, since: Int) throws {
        do {
            let result = try store.rollback(revision, message: "", author: "t")
            let state = try store.state(document: "doc")
            #expect(structuralProblems(state).isEmpty,
                    "rollback \(revision) → \(result.revision.map(String.init) ?? "nothing"): \(structuralProblems(state))")
        } catch {
            guard case .rollbackConflicts(_, let conflicts) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(conflicts.contains { conflict in
                (conflict.what == .view(view) || RandomHistory.neededView(in: conflict.what) == view) && conflict.revision == since
            }, "\(conflicts)")
        }
    }

    @Test
    func aRolledBackRemovalOfAConstraintDoesNotBringBackAReferenceToAViewRemovedSince() throws {
        let store = try LayoutStore.inMemory()
        // 1 makes a.height == b.height (identity 2); 2 removes it; 3 removes view b
        // (constraint 2 is already gone, so 3 changes only view b: no conflict by identity).
        _ = try apply(store, "view a\nview b\nmake a { width == 10; height == b.height }\nmake b { width == 10; height == 10 }")
        _ = try apply(store, "remake a { width == 10 }")
        _ = try apply(store, "remove view b")
        // (Found by seed 89; before commit 33896a1 it was accepted and stored a.height == b.height without b.)
        try expectRefusedOrValid(store, rollingBack: 2, view: "b", since: 3)
    }

    @Test
    func aRolledBackRemovalOfAViewDoesNotBringItBackUnderAParentRemovedSince() throws {
        let store = try LayoutStore.inMemory()
        // 1 makes p and c in p; 2 removes c; 3 removes p.
        _ = try apply(store, "view p\nview c in p\nview d\nmake p { width == 10; height == 10 }")
        _ = try apply(store, "remove view c")
        _ = try apply(store, "remove view p")
        // (Before commit 33896a1 it was accepted and stored view c in p without p.)
        try expectRefusedOrValid(store, rollingBack: 2, view: "p", since: 3)
    }

    @Test
    func aRolledBackMoveDoesNotMakeACycle() throws {
        let store = try LayoutStore.inMemory()
        // 1: x in p; 2 moves x to the root; 3 moves p into x (valid then).
        _ = try apply(store, "view p\nview x in p")
        _ = try apply(store, "view x in root")
        _ = try apply(store, "view p in x")
        // Rolling back 2 puts x back in p, which is in x. (Before commit 66313d1: accepted, a cycle stored.)
        try expectRefusedOrValid(store, rollingBack: 2, view: "p", since: 3)
    }

    @Test
    func restoreGivesBackTheOrderOfTheViews() throws {
        let store = try LayoutStore.inMemory()
        // 1 declares a, b, c; 2 removes a; 3 declares a again: b, c, a.
        _ = try apply(store, "view a\nview b\nview c")
        _ = try apply(store, "remove view a")
        _ = try apply(store, "view a")
        _ = try store.restore(to: 1, message: "", author: "t")
        // By hand: revision 1's export lists a, b, c; so must the head's after restoring 1.
        // (Before commit 66313d1 the restore found no change by identity and wrote nothing: b, c, a stayed.)
        #expect(try store.state(document: "doc").views.map(\.name) == ["a", "b", "c"])
        #expect(LayoutExporter.text(try store.state(document: "doc")) == LayoutExporter.text(try store.state(document: "doc", at: 1)))
    }

    @Test
    func aRollbackPutsRemovedViewsBackInTheirOrder() throws {
        let store = try LayoutStore.inMemory()
        // 1 declares p, x in p, y; 2 removes x and y; rolling 2 back brings both back.
        _ = try apply(store, "view p\nview x in p\nview y")
        _ = try apply(store, "remove view x\nremove view y")
        _ = try store.rollback(2, message: "", author: "t")
        // By hand: the state before 2 declares p, x, y. (Before commit 66313d1: p, y, x, because x's
        // parent p was not among the views brought back, so parentsFirst put x last.)
        #expect(try store.state(document: "doc").views.map(\.name) == ["p", "x", "y"])
    }

    @Test
    func aRollbackPutsARemovedCanvasBackInItsOrder() throws {
        let store = try LayoutStore.inMemory()
        // 1 declares canvases c0, c1; 2 removes c0; rolling 2 back brings it back.
        _ = try apply(store, "canvas c0 375x812\ncanvas c1 320x480\nview a\nmake a { width == 10; height == 10 }")
        _ = try apply(store, "remove canvas c0")
        _ = try store.rollback(2, message: "", author: "t")
        // By hand: the state before 2 declares c0, c1. (Before commit d2377bd: c1, c0; Layout.undoing appended it.)
        #expect(try store.state(document: "doc").canvases.map(\.name) == ["c0", "c1"])
        #expect(LayoutExporter.text(try store.state(document: "doc")) == LayoutExporter.text(try store.state(document: "doc", at: 1)))
    }

    @Test
    func aViewMovedOnlyInDeclarationOrderIsNoConflict() throws {
        let store = try LayoutStore.inMemory()
        // 1 declares a, b, c; 2 gives b an intrinsic size; 3 removes a; 4 declares a again (b, c, a).
        _ = try apply(store, "view a\nview b\nview c")
        _ = try apply(store, "view b intrinsic 10x10")
        _ = try apply(store, "remove view a")
        _ = try apply(store, "view a")
        // 5 restores 2: the same views with the same properties, only the order a, b, c changes back.
        // (The store rewrites b's and c's rows with new positions.)
        #expect(try store.restore(to: 2, message: "", author: "t").revision == 5)
        #expect(try store.state(document: "doc").views == (try store.state(document: "doc", at: 2)).views)
        // By hand: only 2 changed b's properties; 3, 4 and 5 left them as they were, so
        // rolling back 2 has no conflict and takes b's intrinsic size away.
        // (Before commit d2377bd: refused, "view b (changed in revision 5)".)
        let result = try store.rollback(2, message: "", author: "t")
        #expect(result.revision == 6)
        #expect(try store.state(document: "doc").view(named: "b")?.properties.intrinsicWidth == nil)
    }
}

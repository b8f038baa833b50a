import Foundation
import GRDB
import Testing
import TestSupport
@testable import LayoutModel
@testable import LayoutStore

// One store with a random history (StoreHistoryPropertyTests.swift): the
// edits of an `EditScript` applied one revision at a time, each write
// checked against the model of StoreHistoryModel.swift as it is made, and
// the checks of rollback, restore, diff, history, log, blame and show.

// MARK: - A random history and its checks

/// One store with a random history; every write is checked against the model
/// as it is made, and the states read back are kept for the later checks.
final class RandomHistory {
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
        case .constraintNamingRemovedView(_, _, let view), .constraintNamingGuideOfPlainView(_, _, let view): view
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
                SELECT \(CanvasRow.columns) FROM canvas NOT INDEXED WHERE \(valid) ORDER BY position
                """, arguments: arguments).map { try CanvasRow.canvas(from: $0) }
            let views = try Row.fetchAll(db, sql: """
                SELECT \(ViewRow.columns) FROM view NOT INDEXED WHERE \(valid) ORDER BY position
                """, arguments: arguments).map { try ViewRow.view(from: $0) }
            let constraints = try Row.fetchAll(db, sql: """
                SELECT \(ConstraintRow.identifiedColumns) FROM layout_constraint NOT INDEXED
                WHERE \(valid) ORDER BY constraint_id
                """, arguments: arguments).map(ConstraintRow.identified(from:))
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

    /// Every revision's state, exported as a `.layout` file and read back on
    /// an empty document, is the same state in the same declaration order:
    /// canvases, views (parents, properties) and constraints in document
    /// order (identities renumbered from 1 and places aside, which a file
    /// does not carry). Returns how many states had a view declared before
    /// its parent (the case the export must write with a move).
    @discardableResult
    func checkExportRoundTrips() throws -> Int {
        var childFirst = 0
        for revision in revisions {
            let state = layout(revision)
            var seen: Set<String> = [View.rootName]
            if state.views.contains(where: { view in defer { seen.insert(view.name) }; return !seen.contains(view.parent ?? View.rootName) }) {
                childFirst += 1
            }
            let text = LayoutExporter.text(state)
            let outcome = LayoutFile.load(text, file: "export.layout")
            #expect(outcome.errors.isEmpty, "export of \(revision): \(outcome.errors)\n\(text)\n\(context)")
            let back = outcome.layout
            let canvases = { (l: Layout) in l.canvases.map { "\($0)" } }
            let views = { (l: Layout) in l.views.map { "\($0.name) in \($0.parent ?? View.rootName) \($0.properties)" } }
            let constraints = { (l: Layout) in l.constraints.map { OneLine.format($0.constraint) } }
            #expect(back.name == state.name && canvases(back) == canvases(state) && views(back) == views(state)
                    && constraints(back) == constraints(state),
                    "export of \(revision) read back differs:\n\(views(back))\nnot\n\(views(state))\n\(text)\n\(context)")
        }
        return childFirst
    }

    func checkOldStatesUnchanged() throws {
        for revision in revisions {
            let now = try store.state(document: document, at: revision)
            #expect(Snapshot(now) == Snapshot(layout(revision)), "state at \(revision) changed since written; \(context)")
        }
    }
}

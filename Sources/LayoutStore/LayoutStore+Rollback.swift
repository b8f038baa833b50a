import Foundation
import GRDB
import LayoutModel

/// Rollback and restore: new revisions built from stored states (schema.md).
extension LayoutStore {
    /// A new revision undoing exactly what `revision` changed.
    ///
    /// Refused with ``StoreError/rollbackConflicts(revision:conflicts:)`` when a
    /// later revision changed any of the same constraints, views or canvases,
    /// unless `force` (which takes the before-state for those too). A rollback
    /// that changes nothing writes nothing.
    /// - Parameters:
    ///   - time: the new revision's time (now by default).
    ///   - dryRun: compute and return the change (refusals included), write nothing.
    public func rollback(_ revision: Int, force: Bool = false, message: String, author: String, time: Date = Date(),
                         dryRun: Bool = false) throws(StoreError) -> ApplyResult {
        guard let meta = try self.revision(revision) else { throw .unknownRevision(String(revision)) }
        let document = meta.document
        return try write { db, phases in
            let head = try Self.head(db, document)
            let before = try meta.parent.map { try Self.state(db, document: document, at: $0) } ?? Layout(name: document)
            let after = try Self.state(db, document: document, at: revision)
            let changes = before.changes(to: after)
            if !force {
                let conflicts = try Self.laterChanges(db, document: document, after: revision, of: changes)
                if !conflicts.isEmpty { throw StoreError.rollbackConflicts(revision: revision, conflicts: conflicts) }
            }
            let current = try Self.state(db, document: document, at: nil)
            var undone = current.undoing(changes).orderingViews(like: before.views.map(\.name))
                .orderingCanvases(like: before.canvases.map(\.name))
            // A view moved back under its old parent, which a later revision moved under it: a cycle.
            let cycles = undone.viewsInCycles
            if !cycles.isEmpty {
                if force {
                    for name in cycles { if let kept = current.view(named: name) { undone = undone.settingView(kept) } }
                } else {
                    var conflicts: [RollbackConflict] = []
                    for name in cycles.sorted() {
                        let parent = undone.view(named: name)?.parent ?? View.rootName
                        conflicts.append(RollbackConflict(
                            what: .viewInsideItself(view: name, parent: parent),
                            revision: try Self.lastChange(db, document: document, view: parent) ?? revision))
                    }
                    throw StoreError.rollbackConflicts(revision: revision, conflicts: conflicts)
                }
            }
            // What comes back may name views a later revision removed.
            let (dangling, orphans) = undone.danglingReferences
            if !dangling.isEmpty || !orphans.isEmpty {
                if force {
                    undone = undone.droppingDanglingReferences()
                } else {
                    var conflicts: [RollbackConflict] = []
                    for id in dangling {
                        guard let c = undone.constraint(id) else { continue }
                        if undone.namesMissingScrollGuide(c),
                           let view = c.guide1?.needsScrollView == true && undone.view(named: c.view1)?.properties.isScroll != true
                               ? c.view1 : c.view2 {
                            conflicts.append(RollbackConflict(
                                what: .constraintNamingGuideOfPlainView(id: id, line: OneLine.format(c), view: view),
                                revision: try Self.lastChange(db, document: document, constraint: id) ?? revision))
                        }
                        for view in c.views where !undone.hasView(view) {
                            conflicts.append(RollbackConflict(
                                what: .constraintNamingRemovedView(id: id, line: OneLine.format(c), view: view),
                                revision: try Self.removal(db, document: document, view: view) ?? revision))
                        }
                    }
                    for name in orphans {
                        let parent = undone.view(named: name)?.parent ?? View.rootName
                        conflicts.append(RollbackConflict(what: .viewInRemovedParent(view: name, parent: parent),
                                                          revision: try Self.removal(db, document: document, view: parent) ?? revision))
                    }
                    throw StoreError.rollbackConflicts(revision: revision, conflicts: conflicts)
                }
            }
            var request = ApplyRequest(files: [], message: message.isEmpty ? "rollback \(revision)" : message, author: author)
            request.allowConflicts = force
            request.time = time
            request.dryRun = dryRun
            return try self.commit(db, document: document, head: head, old: current, new: undone,
                                   kind: .rollback, target: revision, request: request, warnings: [], phases: &phases)
        }
    }

    /// The newest revision that wrote a version of a view.
    static func lastChange(_ db: Database, document: String, view: String) throws -> Int? {
        guard let doc = try documentID(db, document) else { return nil }
        return try Int.fetchOne(db, sql: "SELECT MAX(valid_from) FROM view WHERE document_id = ? AND name = ?",
                                arguments: [doc, view])
    }

    /// The newest revision that wrote a version of a constraint.
    static func lastChange(_ db: Database, document: String, constraint: ConstraintID) throws -> Int? {
        guard let doc = try documentID(db, document) else { return nil }
        return try Int.fetchOne(db, sql: "SELECT MAX(valid_from) FROM layout_constraint WHERE document_id = ? AND constraint_id = ?",
                                arguments: [doc, constraint])
    }

    /// The revision that last removed a view (its newest row's end).
    static func removal(_ db: Database, document: String, view: String) throws -> Int? {
        guard let doc = try documentID(db, document) else { return nil }
        return try Int.fetchOne(db, sql: "SELECT MAX(valid_to) FROM view WHERE document_id = ? AND name = ?",
                                arguments: [doc, view])
    }

    /// A new revision whose state equals `revision`'s (identities included),
    /// made at `time` (now by default); with `dryRun`, only computed, nothing written.
    public func restore(to revision: Int, message: String, author: String, time: Date = Date(),
                        dryRun: Bool = false) throws(StoreError) -> ApplyResult {
        guard let meta = try self.revision(revision) else { throw .unknownRevision(String(revision)) }
        let document = meta.document
        return try write { db, phases in
            let head = try Self.head(db, document)
            let target = try Self.state(db, document: document, at: revision)
            let current = try Self.state(db, document: document, at: nil)
            var request = ApplyRequest(files: [], message: message.isEmpty ? "restore to \(revision)" : message, author: author)
            request.allowConflicts = true  // the state is exactly one that was stored
            request.time = time
            request.dryRun = dryRun
            return try self.commit(db, document: document, head: head, old: current,
                                   new: current.replacingState(with: target), kind: .restore, target: revision,
                                   request: request, warnings: [], phases: &phases)
        }
    }

    /// The things `changes` touches that a revision after `after` changed too,
    /// each with the first such revision. Indexed look-ups per identity.
    static func laterChanges(_ db: Database, document: String, after revision: Int, of changes: LayoutChanges) throws
        -> [RollbackConflict] {
        guard let doc = try documentID(db, document) else { return [] }
        func later(_ table: String, _ column: String, _ value: DatabaseValueConvertible) throws -> Int? {
            try Int.fetchOne(db, sql: """
                SELECT MIN(r) FROM (
                    SELECT valid_from AS r FROM \(table) WHERE document_id = ? AND \(column) = ? AND valid_from > ?
                    UNION ALL
                    SELECT valid_to AS r FROM \(table) WHERE document_id = ? AND \(column) = ? AND valid_to > ?)
                """, arguments: [doc, value, revision, doc, value, revision])
        }
        var conflicts: [RollbackConflict] = []
        let constraints = changes.addedConstraints.map { ($0.id, $0.constraint) }
            + changes.removedConstraints.map { ($0.id, $0.constraint) }
            + changes.modifiedConstraints.map { ($0.id, $0.new) }
        for (id, constraint) in constraints.sorted(by: { $0.0 < $1.0 }) {
            if let r = try later("layout_constraint", "constraint_id", id) {
                conflicts.append(RollbackConflict(what: .constraint(id: id, line: OneLine.format(constraint)), revision: r))
            }
        }
        let views = (changes.addedViews + changes.removedViews + changes.modifiedViews.map(\.new)).map(\.name)
        for name in views.sorted() {
            if let r = try laterContentChange(db, doc, table: "view", name: name, after: revision, content: { row in
                describe(try ViewRow.view(from: row))
            }) {
                conflicts.append(RollbackConflict(what: .view(name), revision: r))
            }
        }
        let canvases = (changes.addedCanvases + changes.removedCanvases + changes.modifiedCanvases.map(\.new)).map(\.name)
        for name in canvases.sorted() {
            if let r = try laterContentChange(db, doc, table: "canvas", name: name, after: revision, content: { row in
                let c = try CanvasRow.canvas(from: row)
                return "\(c.sizeText) \(c.direction.rawValue) " + LayoutExporter.safeAreaText(c.safeArea)
            }) {
                conflicts.append(RollbackConflict(what: .canvas(name), revision: r))
            }
        }
        return conflicts
    }

    /// The first revision after `revision` that changed the content of a view
    /// or canvas (`content` of its row) or removed it; a row rewritten only to
    /// keep the declaration order is not a change.
    static func laterContentChange(_ db: Database, _ doc: Int64, table: String, name: String, after revision: Int,
                                   content: (Row) throws -> String) throws -> Int? {
        let columns = table == ViewRow.table ? ViewRow.columns : CanvasRow.columns
        let rows = try Row.fetchAll(db, sql: """
            SELECT \(columns), valid_from, valid_to FROM \(table) WHERE document_id = ? AND name = ? ORDER BY valid_from
            """, arguments: [doc, name])
        let spans = try rows.map(validity)
        let starts = Set(spans.map(\.from))
        var previous: (row: Row, to: Int?)?
        for (row, (from, to)) in zip(rows, spans) {
            if from > revision {
                let continues = previous.map { $0.to == from } ?? false
                if !continues { return from }
                if let previous, try content(previous.row) != content(row) { return from }
            }
            if let to, to > revision, !starts.contains(to) {
                return to
            }
            previous = (row, to)
        }
        return nil
    }
}

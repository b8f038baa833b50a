import GRDB
import LayoutModel

/// The frames stored with a revision (never solved again).
public struct StoredFrames: Sendable {
    /// The revision read.
    public var revision: Revision
    /// The document's state at that revision (its views give the parents).
    public var layout: Layout
    /// Per canvas: frames in parent coordinates, ambiguous views, unsatisfiable sets.
    public var canvases: [CanvasLayout]
}

extension LayoutStore {
    /// The frames of a document at a revision (its head when nil), read from
    /// the store: the frame rows valid at the revision, their anchors
    /// resolved to parent coordinates, and the issues stored with it.
    /// - Throws: ``StoreError/unknownDocument(_:known:)``, ``StoreError/unknownRevision(_:)``.
    /// - Parameter includeConstraints: read the state's constraints too (false:
    ///   ``StoredFrames/layout`` holds the canvases and views only, which is all
    ///   frames need, and much cheaper on a large document).
    public func frames(document: String, at revision: Int? = nil, includeConstraints: Bool = true) throws(StoreError)
        -> StoredFrames {
        let known = try documents().map(\.name)
        guard known.contains(document) else { throw .unknownDocument(document, known: known) }
        // One read transaction: the state, the revision and its frames all of one revision.
        return try read { db in
            guard let number = try revision ?? Self.head(db, document) else { throw StoreError.unknownRevision("HEAD") }
            guard let row = try Row.fetchOne(db, sql: Revision.select + " WHERE r.number = ?", arguments: [number]),
                  (row["document"] as String) == document
            else { throw StoreError.unknownRevision(String(number)) }
            let meta = Revision(row: row)
            let layout = try Self.state(db, document: document, at: number, includeConstraints: includeConstraints)
            guard let doc = try Self.documentID(db, document) else { throw StoreError.unknownDocument(document, known: known) }
            let head = try Self.head(db, document)
            let (valid, arguments) = Self.validity(number == head ? nil : number)
            var stored: [String: [String: StoredFrame]] = [:]
            let cursor = try Row.fetchCursor(db, sql: """
                SELECT canvas, view, \(RevisionWriter.frameColumns) FROM frame WHERE document_id = ? AND \(valid)
                """, arguments: [doc] + arguments)
            while let row = try cursor.next() { stored[row[0], default: [:]][row[1]] = RevisionWriter.storedFrame(row, offset: 2) }
            let names = layout.views.map(\.name)
            let byCanvas = stored.mapValues { FrameAnchors.resolve($0, order: names) }
            let issues = try Row.fetchAll(db, sql: """
                SELECT canvas, kind, view, free, constraints FROM revision_issue WHERE revision = ?
                ORDER BY canvas, kind, ordinal
                """, arguments: [number])
            let canvases = layout.effectiveCanvases.map { canvas in
                var result = CanvasLayout(canvas: canvas, frames: byCanvas[canvas.name] ?? [])
                for issue in issues where (issue["canvas"] as String) == canvas.name {
                    if (issue["kind"] as String) == "ambiguous" {
                        let free: String = issue["free"] ?? ""
                        result.ambiguous.append(AmbiguousView(view: issue["view"], free: free.split(separator: ",").map(String.init)))
                    } else {
                        let text: String = issue["constraints"] ?? ""
                        // Back from the one-line form; the place is the stored constraint's, if it is one.
                        let set = text.split(separator: "\n").compactMap { line -> LayoutConstraint? in
                            guard var c = Self.parseOneLine(String(line)) else { return nil }
                            c.location = layout.constraints(of: c.item).first { $0.constraint.isIdentical(to: c) }?.constraint.location
                            c.targetLocation = nil
                            return c
                        }
                        result.unsatisfiable.append(set)
                        if let broken = set.last { result.broken.append(broken) }
                    }
                }
                return result
            }
            return StoredFrames(revision: meta, layout: layout, canvases: canvases)
        }
    }

    /// A constraint from its one-line form (as stored in revision_issue).
    static func parseOneLine(_ line: String) -> LayoutConstraint? {
        for edit in LayoutParser.parse(line, file: "stored").edits {
            if case .make(_, let list) = edit.kind, let first = list.first { return first }
        }
        return nil
    }
}

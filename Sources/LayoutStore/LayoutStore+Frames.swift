import Foundation
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
        // One read transaction: the state, the revision and its frames all of one revision.
        try read { db in
            try Self.requireDocument(db, document)
            return try Self.frames(db, document: document, at: revision, includeConstraints: includeConstraints)
        }
    }

    /// ``frames(document:at:includeConstraints:)`` inside a read; `plan`
    /// forces how the rows of an old revision are found (tests compare them).
    /// `tree`, when the caller has it, is the state's canvases and views at
    /// the revision (read at another revision with none of their rows begun
    /// or ended in between), so that they are not read again.
    static func frames(_ db: Database, document: String, at revision: Int?, includeConstraints: Bool,
                       plan: ValidRowsPlan? = nil, tree: Layout? = nil) throws -> StoredFrames {
        let head = try Self.head(db, document)
        guard let number = revision ?? head else { throw StoreError.unknownRevision("HEAD") }
        guard let row = try Row.fetchOne(db, sql: RevisionRow.select + " WHERE r.number = ?", arguments: [number]),
              case let meta = try RevisionRow.revision(from: row), meta.document == document
        else { throw StoreError.unknownRevision(String(number)) }
        guard let doc = try Self.documentID(db, document) else { throw StoreError.unknownRevision(String(number)) }
        let layout = try tree.map { Layout(name: document, canvases: $0.canvases, views: $0.views, constraints: [],
                                           nextConstraintID: try nextConstraintID(db, doc, at: number)) }
            ?? Self.state(db, document: document, at: number, includeConstraints: includeConstraints, plan: plan)
        let names = layout.views.map { $0.name }
        let canvasNames = layout.effectiveCanvases.map { $0.name }
        let (sql, arguments) = try framesValid(db, doc, at: number == head ? nil : number, views: names,
                                               canvases: canvasNames, plan: plan)
        // Each canvas's rows by the position of their view in the state; a row
        // of a view the state does not have (an anchor only, in a damaged
        // database) or a second row of one view sends that canvas to the
        // general reading, by name.
        var index: [String: Int] = [:]
        index.reserveCapacity(names.count)
        for (i, name) in names.enumerated() { index[name] = i }
        var byPosition = canvasNames.map { _ in [StoredFrame?](repeating: nil, count: names.count) }
        var byName = canvasNames.map { _ in [String: StoredFrame]?.none }
        func named(_ c: Int) -> [String: StoredFrame] {
            // (A name twice in the state keeps one frame, never traps as a repeated key would.)
            byName[c] ?? Dictionary(names.indices.compactMap { i in byPosition[c][i].map { (names[i], $0) } }) { _, last in last }
        }
        let cursor = try Row.fetchCursor(db, sql: sql, arguments: arguments)
        while let row = try cursor.next() {
            let canvas = try FrameRow.canvas(from: row)
            guard let c = canvasNames.firstIndex(of: canvas) else { continue }  // (not a canvas of the state)
            let (view, frame) = try FrameRow.frame(from: row, canvas: canvas)
            if byName[c] == nil, let i = index[view], byPosition[c][i] == nil {
                byPosition[c][i] = frame
            } else {
                if byName[c] == nil { byName[c] = named(c) }
                byName[c]?[view] = frame
            }
        }
        let byCanvas = canvasNames.indices.map { c -> [(view: String, frame: Frame)] in
            let rows = byPosition[c].compactMap { $0 }
            if byName[c] == nil && rows.count == names.count {
                return FrameAnchors.resolve(rows, names: names, index: index)
            }
            return FrameAnchors.resolve(named(c), order: names)
        }
        let issues = try storedIssues(db, revision: number)
        let fitted = layout.canvases.contains(where: \.fits) ? try fittedSizes(db, doc, at: number) : [:]
        let scrollViews = layout.views.filter { $0.properties.isScroll && !$0.isGuide }.map(\.name)
        let contents = scrollViews.isEmpty ? [:] : try contentSizes(db, doc, at: number)
        let canvases = try layout.effectiveCanvases.enumerated().map { c, canvas in
            var result = CanvasLayout(canvas: canvas, frames: byCanvas[c])
            for view in scrollViews {
                guard let size = contents[ContentSizeKey(canvas: canvas.name, view: view)] else {
                    throw StoredValue.damaged("'\(PrintableText.escaped(view))' is a scroll view but revision \(number) "
                                              + "stores no content size for it on canvas '\(PrintableText.escaped(canvas.name))'")
                }
                result.contentSizes.append((view, size))
            }
            if canvas.fits {
                guard let size = fitted[canvas.name] else {
                    throw StoredValue.damaged("canvas '\(PrintableText.escaped(canvas.name))' is fitted but revision \(number) "
                                              + "stores no fitted size for it")
                }
                (result.width, result.height) = size
            }
            for issue in issues where issue.canvas == canvas.name {
                if issue.unsettled {
                    result.safeAreaUnsettled = true
                } else if let ambiguous = issue.ambiguous {
                    result.ambiguous.append(ambiguous)
                } else {
                    let text = issue.constraints
                    // Back from the one-line form; the place is the stored constraint's, if it is one.
                    let set = text.split(separator: "\n").compactMap { line -> LayoutConstraint? in
                        guard var c = try? OneLine.parse(String(line), file: "stored") else { return nil }
                        // (The sizes rule is no constraint of the document, whatever it equals.)
                        guard !c.isSizeRule else { return c }
                        c.location = layout.constraints(of: c.item).first { $0.constraint.isIdentical(to: c) }?.constraint.location
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

    /// The sizes the fitted canvases of document `doc` were laid out at in
    /// `revision` (`fitted_size`, migration 0006), by canvas name, checked
    /// finite (``StoredValue``).
    static func fittedSizes(_ db: Database, _ doc: Int64, at revision: Int) throws -> [String: (Double, Double)] {
        var sizes: [String: (Double, Double)] = [:]
        let rows = try Row.fetchCursor(db, sql: """
            SELECT \(FittedSizeRow.columns) FROM fitted_size INDEXED BY fitted_size_by_canvas
            WHERE document_id = ?1 AND valid_from <= ?2 AND (valid_to IS NULL OR valid_to > ?2)
            """, arguments: [doc, revision])
        while let row = try rows.next() {
            let size = try FittedSizeRow.size(from: row) {
                "the fitted size of canvas '\(PrintableText.escaped($0))' at revision \(revision): \($1)"
            }
            sizes[size.canvas] = (size.width, size.height)
        }
        return sizes
    }

    /// A scroll view on a canvas, the identity of a content size.
    struct ContentSizeKey: Hashable {
        let canvas: String
        let view: String
    }

    /// The content sizes of the scroll views of document `doc` in `revision`
    /// (`content_size`, migration 0009), by canvas and view, checked finite
    /// (``StoredValue``).
    static func contentSizes(_ db: Database, _ doc: Int64, at revision: Int) throws -> [ContentSizeKey: ContentSize] {
        var sizes: [ContentSizeKey: ContentSize] = [:]
        let rows = try Row.fetchCursor(db, sql: """
            SELECT \(ContentSizeRow.columns) FROM content_size INDEXED BY content_size_by_view
            WHERE document_id = ?1 AND valid_from <= ?2 AND (valid_to IS NULL OR valid_to > ?2)
            """, arguments: [doc, revision])
        while let row = try rows.next() {
            let (canvas, view, size) = try ContentSizeRow.size(from: row, context: " at revision \(revision)")
            sizes[ContentSizeKey(canvas: canvas, view: view)] = size
        }
        return sizes
    }

    /// What solving `revision` found, per canvas in order (`revision_issue`):
    /// an ambiguous view, the one-line forms of an unsatisfiable set (one
    /// a line), or a safe area that did not settle (`unsettled`). Every value is decoded with its type checked: a row that the
    /// schema's types or CHECK refuse (an ambiguous issue without its view,
    /// a kind of neither sort, written with CHECKs ignored or damaged on
    /// disk) is a corrupt database, never a trap.
    static func storedIssues(_ db: Database, revision: Int) throws
        -> [(canvas: String, ambiguous: AmbiguousView?, constraints: String, unsettled: Bool)] {
        var issues: [(canvas: String, ambiguous: AmbiguousView?, constraints: String, unsettled: Bool)] = []
        let rows = try Row.fetchCursor(db, sql: """
            SELECT \(IssueRow.columns) FROM revision_issue WHERE revision = ?
            ORDER BY canvas, kind, ordinal
            """, arguments: [revision])
        while let row = try rows.next() {
            let (canvas, issue) = try IssueRow.issue(from: row, revision: revision)
            switch issue {
            case .ambiguous(let view): issues.append((canvas, view, "", false))
            case .unsatisfiable(let text): issues.append((canvas, nil, text, false))
            case .unsettled: issues.append((canvas, nil, "", true))
            }
        }
        return issues
    }

    /// How many rows per frame identity (view × canvas) the range plan may
    /// read before one look-up per identity is cheaper: measured on
    /// tools/bench-history's database (1500 identities, 31 500 versions), a
    /// look-up costs about what reading 11 more versions in the range does
    /// (docs/performance-notes.md).
    static let frameRangeFactor = 10

    /// The query (and its arguments) for the frame rows (``FrameRow/columns``) of document ?1 valid at
    /// `revision` (the live rows when nil). At an old revision, as
    /// ``ValidRowsPlan`` says: the range from the document's latest
    /// checkpoint up to R (`frame_checkpoint`: its rows still valid at R, and
    /// the versions begun after it), or from its first revision when it has
    /// none yet; else one look-up per identity (each view of the state at R
    /// on each of its canvases) on `frame_by_view`.
    static func framesValid(_ db: Database, _ document: Int64, at revision: Int?, views: [String], canvases: [String],
                            plan forced: ValidRowsPlan? = nil) throws -> (sql: String, arguments: StatementArguments) {
        let columns = FrameRow.columns
        guard let revision else {
            return ("SELECT \(columns) FROM frame INDEXED BY frame_live WHERE document_id = ?1 AND valid_to IS NULL", [document])
        }
        // The latest checkpoint up to R and its entries (an aggregate: one row, NULL and 0 when none).
        let latest = forced == .perIdentity ? nil : try CheckpointRow.summary(from: Row.fetchOne(db, sql: """
            SELECT \(CheckpointRow.summaryColumns) FROM frame_checkpoint WHERE document_id = ?1
            AND revision = (SELECT MAX(revision) FROM frame_checkpoint WHERE document_id = ?1 AND revision <= ?2)
            """, arguments: [document, revision]))
        let checkpoint = latest?.revision
        let plan = try forced ?? {
            // The range reads the checkpoint's entries and the versions begun since (at most their rowid span).
            let identities = max(views.count * canvases.count, 1)
            let rows = (latest?.entries ?? 0) + (try versionSpan(db, "frame", document, after: checkpoint ?? 0, upTo: revision))
            return rows > frameRangeFactor * identities ? .perIdentity : .range
        }()
        switch plan {
        case .range:
            guard let checkpoint else {
                return ("""
                    SELECT \(columns) FROM frame INDEXED BY frame_by_start
                    WHERE document_id = ?1 AND valid_from <= ?2 AND (valid_to IS NULL OR valid_to > ?2)
                    """, [document, revision])
            }
            return ("""
                SELECT \(qualified(columns, "f")) FROM frame_checkpoint k JOIN frame f ON f.rowid = k.frame AND f.document_id = ?1
                WHERE k.document_id = ?1 AND k.revision = ?3 AND (f.valid_to IS NULL OR f.valid_to > ?2)
                UNION ALL
                SELECT \(columns) FROM frame INDEXED BY frame_by_start
                WHERE document_id = ?1 AND valid_from > ?3 AND valid_from <= ?2 AND (valid_to IS NULL OR valid_to > ?2)
                """, [document, revision, checkpoint])
        case .perIdentity:
            return ("""
                SELECT \(qualified(columns, "f")) FROM json_each(?3) v, json_each(?4) c JOIN frame f ON f.rowid = (
                    SELECT rowid FROM frame INDEXED BY frame_by_view
                    WHERE document_id = ?1 AND view = v.value AND canvas = c.value AND valid_from <= ?2
                    ORDER BY valid_from DESC LIMIT 1)
                WHERE f.valid_to IS NULL OR f.valid_to > ?2
                """, [document, revision, try jsonArray(views), try jsonArray(canvases)])
        }
    }

    /// Names as a JSON array of strings (for `json_each`).
    static func jsonArray(_ names: [String]) throws -> String {
        String(decoding: try JSONEncoder().encode(names), as: UTF8.self)
    }
}

import GRDB
import LayoutModel

/// Reading the state of a document at a revision: the rows valid at it.
extension LayoutStore {
    /// The document's layout at `revision` (its head when nil): an indexed
    /// query per table for the rows with `valid_from <= R < valid_to`.
    /// - Throws: ``StoreError/unknownDocument(_:known:)``, ``StoreError/unknownRevision(_:)``.
    public func state(document: String, at revision: Int? = nil) throws(StoreError) -> Layout {
        let known = try documents().map(\.name)
        guard known.contains(document) else { throw .unknownDocument(document, known: known) }
        return try read { db in try Self.state(db, document: document, at: revision) }
    }

    /// The predicate and arguments selecting rows valid at `revision` (the live rows when nil).
    static func validity(_ revision: Int?) -> (sql: String, arguments: StatementArguments) {
        guard let revision else { return ("valid_to IS NULL", []) }
        return ("valid_from <= ? AND (valid_to IS NULL OR valid_to > ?)", [revision, revision])
    }

    static func documentID(_ db: Database, _ document: String) throws -> Int64? {
        try Int64.fetchOne(db, sql: "SELECT id FROM document WHERE name = ?", arguments: [document])
    }

    static func state(_ db: Database, document: String, at revision: Int?, includeConstraints: Bool = true) throws -> Layout {
        guard let id = try documentID(db, document) else { return Layout(name: document) }
        let head = try Self.head(db, document)
        let at = revision == head ? nil : revision
        if let revision, let head, revision > head { throw StoreError.unknownRevision(String(revision)) }
        guard head != nil else { return Layout(name: document) }
        let (valid, validArguments) = validity(at)
        let arguments: StatementArguments = [id] + validArguments

        let canvases = try Row.fetchAll(db, sql: """
            SELECT name, width, height, direction FROM canvas WHERE document_id = ? AND \(valid) ORDER BY position
            """, arguments: arguments).map { row in
            Canvas(name: row[0], width: row[1], height: row[2], direction: LayoutDirection(rawValue: row[3]) ?? .ltr)
        }
        let views = try Row.fetchAll(db, sql: "SELECT \(viewColumns) FROM view WHERE document_id = ? AND \(valid) ORDER BY position",
                                     arguments: arguments).map(view(from:))
        var constraints: [(ConstraintID, LayoutConstraint)] = []
        if includeConstraints {
            let cursor = try Row.fetchCursor(db, sql: """
                SELECT constraint_id, \(constraintColumns) FROM layout_constraint
                WHERE document_id = ? AND \(valid) ORDER BY constraint_id
                """, arguments: arguments)
            while let row = try cursor.next() { constraints.append((row[0], constraint(from: row, offset: 1))) }
        }
        let next = try Int.fetchOne(db, sql: """
            SELECT next_constraint_id FROM revision WHERE document_id = ? AND number <= ? ORDER BY number DESC LIMIT 1
            """, arguments: [id, revision ?? Int.max]) ?? 1
        return Layout(name: document, canvases: canvases, views: views, constraints: constraints, nextConstraintID: next)
    }

    /// The columns `view(from:)` decodes, in its order.
    static let viewColumns = """
        name, parent, intrinsic_width, intrinsic_height, hugging_h, hugging_v, compression_h, compression_v,
        margin_top, margin_left, margin_bottom, margin_right, first_baseline, last_baseline
        """

    /// A view from a row of ``viewColumns`` (read by position: no look-up by name).
    static func view(from row: Row) -> View {
        var p = ViewProperties()
        p.intrinsicWidth = row[2]
        p.intrinsicHeight = row[3]
        p.huggingHorizontal = Priority(row[4] as Int) ?? .low
        p.huggingVertical = Priority(row[5] as Int) ?? .low
        p.compressionHorizontal = Priority(row[6] as Int) ?? .high
        p.compressionVertical = Priority(row[7] as Int) ?? .high
        p.margins = Insets(top: row[8], left: row[9], bottom: row[10], right: row[11])
        p.firstBaseline = row[12]
        p.lastBaseline = row[13]
        return View(name: row[0], parent: row[1], properties: p)
    }

    /// The columns `constraint(from:offset:)` decodes, in its order.
    static let constraintColumns = """
        item, attribute, relation, item2, attribute2, multiplier, constant, priority, key, file, line, col
        """

    /// A constraint from a row holding ``constraintColumns`` from `offset` on.
    static func constraint(from row: Row, offset o: Int = 0) -> LayoutConstraint {
        let attribute2: String? = row[o + 4]
        let file: String? = row[o + 9]
        var location: SourceLocation?
        if let file, let line: Int = row[o + 10], let column: Int = row[o + 11] {
            location = SourceLocation(file: file, line: line, column: column)
        }
        return LayoutConstraint(
            item: row[o], attribute: Attribute(rawValue: row[o + 1]) ?? .left,
            relation: Relation(symbol: row[o + 2]) ?? .equal, item2: row[o + 3],
            attribute2: attribute2.flatMap(Attribute.init(rawValue:)), multiplier: row[o + 5],
            constant: row[o + 6], priority: Priority(row[o + 7] as Int) ?? .required, key: row[o + 8],
            location: location)
    }
}

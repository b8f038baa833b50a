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

    static func state(_ db: Database, document: String, at revision: Int?) throws -> Layout {
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
            Canvas(name: row["name"], width: row["width"], height: row["height"],
                   direction: LayoutDirection(rawValue: row["direction"]) ?? .ltr)
        }
        let views = try Row.fetchAll(db, sql: """
            SELECT * FROM view WHERE document_id = ? AND \(valid) ORDER BY position
            """, arguments: arguments).map(view(from:))
        let constraints = try Row.fetchAll(db, sql: """
            SELECT * FROM layout_constraint WHERE document_id = ? AND \(valid) ORDER BY constraint_id
            """, arguments: arguments).map { row in (row["constraint_id"] as ConstraintID, constraint(from: row)) }
        let next = try Int.fetchOne(db, sql: """
            SELECT next_constraint_id FROM revision WHERE document_id = ? AND number <= ? ORDER BY number DESC LIMIT 1
            """, arguments: [id, revision ?? Int.max]) ?? 1
        return Layout(name: document, canvases: canvases, views: views, constraints: constraints, nextConstraintID: next)
    }

    static func view(from row: Row) -> View {
        var p = ViewProperties()
        p.intrinsicWidth = row["intrinsic_width"]
        p.intrinsicHeight = row["intrinsic_height"]
        p.huggingHorizontal = Priority(row["hugging_h"] as Int) ?? .low
        p.huggingVertical = Priority(row["hugging_v"] as Int) ?? .low
        p.compressionHorizontal = Priority(row["compression_h"] as Int) ?? .high
        p.compressionVertical = Priority(row["compression_v"] as Int) ?? .high
        p.margins = Insets(top: row["margin_top"], left: row["margin_left"], bottom: row["margin_bottom"],
                           right: row["margin_right"])
        p.firstBaseline = row["first_baseline"]
        p.lastBaseline = row["last_baseline"]
        return View(name: row["name"], parent: row["parent"], properties: p)
    }

    static func constraint(from row: Row) -> LayoutConstraint {
        let attribute2: String? = row["attribute2"]
        let file: String? = row["file"]
        var location: SourceLocation?
        if let file, let line: Int = row["line"], let column: Int = row["col"] {
            location = SourceLocation(file: file, line: line, column: column)
        }
        return LayoutConstraint(
            item: row["item"], attribute: Attribute(rawValue: row["attribute"]) ?? .left,
            relation: Relation(symbol: row["relation"]) ?? .equal, item2: row["item2"],
            attribute2: attribute2.flatMap(Attribute.init(rawValue:)), multiplier: row["multiplier"],
            constant: row["constant"], priority: Priority(row["priority"] as Int) ?? .required, key: row["key"],
            location: location)
    }
}

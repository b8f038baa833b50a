import GRDB
import LayoutModel
import LayoutSolver

/// How the rows valid at an old revision R are found (at the head: the live
/// rows, on the `*_live` partial indexes).
///
/// - `range`: the versions begun up to R (`*_by_start`), those still valid
///   at R kept: cheap per version, but their number grows with the history
///   before R. For frames, from the document's latest checkpoint up to R
///   (migration 0004): the checkpoint's rows still valid at R, and the
///   versions begun after it, which the store keeps to about twice the
///   document's frames.
/// - `perIdentity`: for each identity (constraint identities 1…the greatest
///   made up to R; canvas and view names, walked on `*_by_name`), the version
///   with the greatest `valid_from <= R` (`constraint_by_id`, `*_by_name`),
///   kept if still valid at R: about three times the cost per row, but
///   flat — it follows the number of identities, not of versions.
///
/// The store takes the range while the document's versions begun up to R
/// are at most ``LayoutStore/rangeFactor`` times its identities, else one
/// look-up per identity: never more than a few times the flat cost.
enum ValidRowsPlan: Sendable {
    case range
    case perIdentity
}

/// Reading the state of a document at a revision: the rows valid at it.
extension LayoutStore {
    /// The document's layout at `revision` (its head when nil): the rows with
    /// `valid_from <= R < valid_to` (see ``ValidRowsPlan``).
    /// - Throws: ``StoreError/unknownDocument(_:known:)``, ``StoreError/unknownRevision(_:)``.
    public func state(document: String, at revision: Int? = nil) throws(StoreError) -> Layout {
        try read { db in
            try Self.requireDocument(db, document)
            return try Self.state(db, document: document, at: revision)
        }
    }

    /// Whether the document has a view named `name` at `revision` (its head
    /// when nil); the root always. One look-up among that name's versions.
    /// - Throws: ``StoreError/unknownDocument(_:known:)``.
    public func hasView(_ name: String, document: String, at revision: Int? = nil) throws(StoreError) -> Bool {
        guard name != View.rootName else { return true }
        return try read { db in
            try Self.requireDocument(db, document)
            guard let doc = try Self.documentID(db, document) else { return false }
            let (valid, arguments) = Self.validity(revision)
            return try Bool.fetchOne(db, sql: """
                SELECT EXISTS (SELECT 1 FROM view INDEXED BY view_by_name WHERE document_id = ? AND name = ? AND \(valid))
                """, arguments: [doc, name] + arguments) ?? false
        }
    }

    /// Throws ``StoreError/unknownDocument(_:known:)`` (with every document's
    /// name) unless the database holds `document`: one look-up by name, where
    /// ``documents()`` would count every revision.
    static func requireDocument(_ db: Database, _ document: String) throws {
        guard try documentID(db, document) == nil else { return }
        throw StoreError.unknownDocument(document, known: try documentNames(db))
    }

    /// The names of the database's documents, in order: what ``documents()``
    /// lists, without counting their revisions.
    public func documentNames() throws(StoreError) -> [String] {
        try read { db in try Self.documentNames(db) }
    }

    static func documentNames(_ db: Database) throws -> [String] {
        try String.fetchAll(db, sql: "SELECT name FROM document ORDER BY name")
    }

    /// The predicate and arguments selecting rows valid at `revision` (the live rows when nil).
    static func validity(_ revision: Int?) -> (sql: String, arguments: StatementArguments) {
        guard let revision else { return ("valid_to IS NULL", []) }
        return ("valid_from <= ? AND (valid_to IS NULL OR valid_to > ?)", [revision, revision])
    }

    static func documentID(_ db: Database, _ document: String) throws -> Int64? {
        try Int64.fetchOne(db, sql: "SELECT id FROM document WHERE name = ?", arguments: [document])
    }

    /// The document's state at `revision` (its head when nil). `plan` forces
    /// how the rows of an old revision are found (tests compare the two); by
    /// default the cheaper one for each table (``ValidRowsPlan``).
    static func state(_ db: Database, document: String, at revision: Int?, includeConstraints: Bool = true,
                      plan: ValidRowsPlan? = nil) throws -> Layout {
        guard let id = try documentID(db, document) else { return Layout(name: document) }
        let head = try Self.head(db, document)
        let at = revision == head ? nil : revision
        if let revision, let head, revision > head { throw StoreError.unknownRevision(String(revision)) }
        guard head != nil else { return Layout(name: document) }
        let next = try nextConstraintID(db, id, at: revision)

        // Cursors: each row decoded where it is read, not copied first.
        var canvases: [Canvas] = []
        let canvasRows = try Row.fetchCursor(db, sql: try namedRowsValid(db, "canvas", id, at: at, plan: plan,
                                                                         columns: CanvasRow.columns),
                                             arguments: validArguments(id, at))
        while let row = try canvasRows.next() { canvases.append(try CanvasRow.canvas(from: row)) }
        var views: [View] = []
        let viewRows = try Row.fetchCursor(db, sql: try namedRowsValid(db, "view", id, at: at, plan: plan, columns: ViewRow.columns),
                                           arguments: validArguments(id, at))
        while let row = try viewRows.next() { views.append(try ViewRow.view(from: row)) }
        var constraints: [(id: ConstraintID, constraint: LayoutConstraint)] = []
        if includeConstraints {
            let (sql, arguments) = try constraintsValid(db, id, at: at, next: next, plan: plan,
                                                        select: qualified(ConstraintRow.identifiedColumns, "c"))
            let cursor = try Row.fetchCursor(db, sql: sql, arguments: arguments)
            while let row = try cursor.next() { constraints.append(try ConstraintRow.identified(from: row)) }
            constraints = inIdentityOrder(constraints) { $0.id }
            // (In identity order: the first and last are the least and greatest.)
            if let first = constraints.first?.id, let last = constraints.last?.id {
                try checkIdentity(first, "a constraint identity")
                try checkIdentity(last, "a constraint identity")
            }
        }
        return Layout(name: document, canvases: canvases, views: views, constraints: constraints, nextConstraintID: next)
    }

    /// The identity the document's next new constraint got after `revision`
    /// (its latest revision up to it; after the head when nil), 1 before any.
    /// - Throws: a corrupt database's `DatabaseError` for an identity outside
    ///   1…``identityLimit``.
    static func nextConstraintID(_ db: Database, _ document: Int64, at revision: Int?) throws -> Int {
        let next = try Int.fetchOne(db, sql: """
            SELECT next_constraint_id FROM revision WHERE document_id = ? AND number <= ? ORDER BY number DESC LIMIT 1
            """, arguments: [document, revision ?? Int.max]) ?? 1
        try checkIdentity(next, "the next constraint identity")
        return next
    }

    /// The greatest constraint identity a document may hold: 2⁶². Identities
    /// grow by one per constraint added, so no history comes near it, and
    /// every identity up to it prints exactly (as an integer, in the JSON
    /// too), beyond the 2⁵³ where a double stops holding every integer; a
    /// database holding a greater one (or a next identity below 1) was
    /// altered outside layoutdb, and is read as corrupt rather than left to
    /// overflow the next identity (`Int.max + 1`).
    static let identityLimit = 1 << 62

    /// Throws a corrupt database's error, naming `what`, unless `identity`
    /// is in 1…``identityLimit``.
    static func checkIdentity(_ identity: Int, _ what: String) throws {
        guard (1...identityLimit).contains(identity) else {
            throw DatabaseError(resultCode: .SQLITE_CORRUPT,
                                message: "\(what) is \(identity), outside 1...\(identityLimit)")
        }
    }

    /// The arguments of ``namedRowsValid(_:_:_:at:plan:columns:)``'s query: the document, then the revision unless at the head.
    static func validArguments(_ document: Int64, _ revision: Int?) -> StatementArguments {
        revision.map { [document, $0] } ?? [document]
    }

    /// How many versions begun up to R per identity the range plan may read
    /// before one look-up per identity is cheaper. Measured on the 500-view
    /// document of tools/bench-history (docs/performance-notes.md, the SQL of the
    /// history queries), the two cost the same when the versions begun up to
    /// R are 3.5 to 4.5 times the identities.
    static let rangeFactor = 4

    /// The plan for the rows of `table` valid at the old revision `revision`:
    /// the range while the document's versions begun up to it are at most
    /// ``rangeFactor`` × `identities` (``versionSpan(_:_:_:after:upTo:)``).
    /// Identities beyond what that product can count (a `next_constraint_id`
    /// near 2⁶³ in a database altered by hand) take the range: no span is larger.
    static func plan(_ db: Database, _ table: String, _ document: Int64, at revision: Int, identities: Int,
                     factor: Int = rangeFactor) throws -> ValidRowsPlan {
        let (limit, overflow) = factor.multipliedReportingOverflow(by: max(identities, 1))
        if overflow { return .range }
        return try versionSpan(db, table, document, upTo: revision) > limit ? .perIdentity : .range
    }

    /// How many versions of `table` the document began after revision `start`
    /// up to `revision`, at most: the span of their rowids (rows are only
    /// ever appended, each with the revision being written as `valid_from`,
    /// so rowids grow with `valid_from`; other documents' rows in between
    /// count too). Two look-ups on `<table>_by_start`, not a count.
    static func versionSpan(_ db: Database, _ table: String, _ document: Int64, after start: Int = 0,
                            upTo revision: Int) throws -> Int {
        let index = (table == "layout_constraint" ? "constraint" : table) + "_by_start"
        let span = try Int.fetchOne(db, sql: """
            SELECT (SELECT rowid FROM \(table) INDEXED BY \(index) WHERE document_id = ?1 AND valid_from <= ?2
                    ORDER BY valid_from DESC, rowid DESC LIMIT 1)
                 - (SELECT rowid FROM \(table) INDEXED BY \(index) WHERE document_id = ?1 AND valid_from > ?3
                    ORDER BY valid_from, rowid LIMIT 1) + 1
            """, arguments: [document, revision, start]) ?? 0
        return max(span, 0)
    }

    /// The query for the canvases or views (`table`, identified by `name`) of
    /// document ?1 valid at revision ?2 (the live rows when `revision` is
    /// nil), by position. Per identity, the names are walked on
    /// `<table>_by_name` (each the least name after the previous), and the
    /// identities are estimated by the live rows.
    static func namedRowsValid(_ db: Database, _ table: String, _ document: Int64, at revision: Int?,
                               plan forced: ValidRowsPlan?, columns: String) throws -> String {
        guard let revision else {
            return """
                SELECT \(columns) FROM \(table) INDEXED BY \(table)_live WHERE document_id = ?1 AND valid_to IS NULL
                ORDER BY position
                """
        }
        let live = { () throws -> Int in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table) INDEXED BY \(table)_live WHERE document_id = ? AND valid_to IS NULL",
                             arguments: [document]) ?? 0
        }
        switch try forced ?? plan(db, table, document, at: revision, identities: live()) {
        case .range:
            return """
                SELECT \(columns) FROM \(table) INDEXED BY \(table)_by_start
                WHERE document_id = ?1 AND valid_from <= ?2 AND (valid_to IS NULL OR valid_to > ?2)
                ORDER BY position
                """
        case .perIdentity:
            return """
                WITH RECURSIVE names(n) AS (
                    SELECT (SELECT MIN(name) FROM \(table) INDEXED BY \(table)_by_name WHERE document_id = ?1)
                    UNION ALL
                    SELECT (SELECT MIN(name) FROM \(table) INDEXED BY \(table)_by_name WHERE document_id = ?1 AND name > names.n)
                    FROM names WHERE names.n IS NOT NULL)
                SELECT \(qualified(columns, "t")) FROM names JOIN \(table) t ON t.rowid = (
                    SELECT rowid FROM \(table) INDEXED BY \(table)_by_name
                    WHERE document_id = ?1 AND name = names.n AND valid_from <= ?2 ORDER BY valid_from DESC LIMIT 1)
                WHERE t.valid_to IS NULL OR t.valid_to > ?2
                ORDER BY t.position
                """
        }
    }

    /// The query (and its arguments) for the constraints of `document` valid
    /// at `revision` (the live rows when nil), in identity order: `select`
    /// names columns of the version as `c.…`.
    ///
    /// At the head, the live rows on their partial index (SQLite would
    /// otherwise walk `constraint_by_id`, every version, to save the sort).
    /// Per identity, the identities are 1…`next` − 1 (`next`: the
    /// revision's `next_constraint_id`; identities are never reused), each
    /// looked up on `constraint_by_id`.
    static func constraintsValid(_ db: Database, _ document: Int64, at revision: Int?, next: Int,
                                 plan forced: ValidRowsPlan? = nil, select: String) throws
        -> (sql: String, arguments: StatementArguments) {
        guard let revision else {
            return ("""
                SELECT \(select) FROM layout_constraint c INDEXED BY constraint_live
                WHERE c.document_id = ?1 AND c.valid_to IS NULL ORDER BY c.constraint_id
                """, [document])
        }
        switch try forced ?? plan(db, "layout_constraint", document, at: revision, identities: next - 1) {
        case .range:
            return ("""
                SELECT \(select) FROM layout_constraint c INDEXED BY constraint_by_start
                WHERE c.document_id = ?1 AND c.valid_from <= ?2 AND (c.valid_to IS NULL OR c.valid_to > ?2)
                ORDER BY c.constraint_id
                """, [document, revision])
        case .perIdentity:
            // No ORDER BY: the identities are generated in order and each gives
            // at most one row, so SQLite returns them in order; a sort would cost
            // 0.3–0.5 ms on 4000 rows. Callers check the order (inIdentityOrder).
            return ("""
                WITH RECURSIVE ids(id) AS (SELECT 1 UNION ALL SELECT id + 1 FROM ids WHERE id < ?3)
                SELECT \(select) FROM ids JOIN layout_constraint c ON c.rowid = (
                    SELECT rowid FROM layout_constraint INDEXED BY constraint_by_id
                    WHERE document_id = ?1 AND constraint_id = ids.id AND valid_from <= ?2 ORDER BY valid_from DESC LIMIT 1)
                WHERE c.valid_to IS NULL OR c.valid_to > ?2
                """, [document, revision, next - 1])
        }
    }

    /// `rows` sorted by identity: as they are when already in order (the
    /// queries above return them so), else sorted.
    static func inIdentityOrder<T>(_ rows: [T], _ id: (T) -> Int) -> [T] {
        var index = rows.startIndex
        while index + 1 < rows.endIndex, id(rows[index]) < id(rows[index + 1]) { index += 1 }
        return index + 1 >= rows.endIndex ? rows : rows.sorted { id($0) < id($1) }
    }

    /// `a, b` as `t.a, t.b`.
    static func qualified(_ columns: String, _ alias: String) -> String {
        columns.split(separator: ",").map { "\(alias).\($0.filter { !$0.isWhitespace })" }.joined(separator: ", ")
    }
}

import GRDB
import LayoutModel

/// The SQL text of the statements the store writes with, and of the spellings
/// its queries share: SQLite's dialect, kept apart from the row mapping
/// (``TableColumn`` and each table's mapping, which names the columns and
/// converts the values) so that another backend would replace this text and
/// keep the mapping (docs/architecture.md, "The store's rows and its SQL").
///
/// The SQL that is a query's own (which rows, in which order, on which
/// index: ``LayoutStore/state(_:document:at:includeConstraints:plan:)``'s
/// plans, history's look-ups) stays with the query.
enum StoreSQL {
    /// `INSERT INTO table(a, b, …) VALUES ` (the rows' placeholders follow).
    static func insert(into table: String, columns: [String]) -> String {
        "INSERT INTO \(table)(\(columns.joined(separator: ", "))) VALUES "
    }

    /// One row's placeholders for `count` columns: `(?, ?, …)`.
    static func placeholders(_ count: Int) -> String {
        "(" + Array(repeating: "?", count: count).joined(separator: ", ") + ")"
    }

    /// The statement inserting one row of `columns` into `table`.
    static func insertRow(into table: String, columns: [String]) -> String {
        insert(into: table, columns: columns) + placeholders(columns.count)
    }

    /// The statement closing the live version of one identity of a versioned
    /// table (arguments: the revision, the document, then the `identity`
    /// columns' values), a seek in `index`, the table's index by identity
    /// (`view_by_name`…). Left to itself, SQLite may take `*_by_end` for
    /// `valid_to IS NULL` instead, and walk every live row of the document
    /// for each row closed.
    static func closing(_ table: String, index: String, identity: [String]) -> String {
        let match = identity.map { "\($0) = ?" }.joined(separator: " AND ")
        return "UPDATE \(table) INDEXED BY \(index) SET valid_to = ? WHERE document_id = ? AND \(match) AND valid_to IS NULL"
    }

    /// The statement adding a document by name, when it is not there yet.
    static let insertDocument = "INSERT OR IGNORE INTO document(name) VALUES (?)"

    /// The names of `view`'s guides that a constraint's item may be (its
    /// second item: every guide, ``ViewGuide``; its first: a guide that
    /// ``ViewGuide/mayBeFirstItem``), as stored (``ItemName/name``,
    /// `card.safeArea`), bound as numbered parameters from `?first` on: the
    /// SQL list of those parameters (`?4, ?5, ?6, ?7`) and their arguments.
    /// The guides' spellings are ``ViewGuide``'s own, never written in a
    /// query.
    static func guideItems(of view: String, firstItem: Bool, from first: Int) -> (list: String, names: [String]) {
        let guides = ViewGuide.allCases.filter { !firstItem || $0.mayBeFirstItem }
        let list = guides.indices.map { "?\(first + $0)" }.joined(separator: ", ")
        return (list, guides.map { ItemName(view: view, guide: $0).name })
    }
}

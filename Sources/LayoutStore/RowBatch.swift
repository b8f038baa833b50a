import GRDB

/// New rows of one table, inserted in the order given by statements of up
/// to ``rowsPerStatement`` rows each (`INSERT INTO t(…) VALUES (…), (…), …`).
///
/// Every execution of a statement has a cost of its own besides its rows;
/// for `layout_constraint` the largest is its `CHECK (relation IN ('==',
/// '<=', '>='))`, for which SQLite builds a temporary b-tree of the list once
/// per execution. A revision that writes thousands of rows pays it once per
/// batch instead of once per row (docs/performance-notes.md, "The first apply of a whole document").
struct RowBatch {
    /// Rows per statement: past a few dozen, what a statement saves no
    /// longer shows against what its rows cost.
    static let rowsPerStatement = 64

    private let db: Database
    private let insert: String
    private let placeholders: String
    private let width: Int
    private var values: [(any DatabaseValueConvertible)?] = []

    /// A batch of rows for `table`, each giving the `columns` in order.
    init(_ db: Database, into table: String, columns: [String]) {
        self.db = db
        insert = StoreSQL.insert(into: table, columns: columns)
        placeholders = StoreSQL.placeholders(columns.count)
        width = columns.count
        values.reserveCapacity(width * Self.rowsPerStatement)
    }

    /// Adds a row (one value per column), inserting the batch once it is full.
    mutating func append(_ row: [(any DatabaseValueConvertible)?]) throws {
        assert(row.count == width, "a row of \(row.count) values for \(width) columns")
        values += row
        if values.count == width * Self.rowsPerStatement { try flush() }
    }

    /// Inserts the rows not inserted yet.
    mutating func flush() throws {
        guard !values.isEmpty else { return }
        let rows = Array(repeating: placeholders, count: values.count / width).joined(separator: ", ")
        let statement = try db.cachedStatement(sql: insert + rows)
        // Each value binds itself (`StatementBinding`, SQLite copying text):
        // handed over as `StatementArguments` instead, values go through two
        // generic conversions that cost more than inserting them. An empty
        // argument list only resets the statement and clears its bindings.
        statement.setUncheckedArguments(StatementArguments())
        for (index, value) in values.enumerated() {
            let code = (value ?? DatabaseValue.null).bind(to: statement.sqliteStatement, at: CInt(index + 1))
            guard code == ResultCode.SQLITE_OK.rawValue else {
                throw DatabaseError(resultCode: ResultCode(rawValue: code), sql: statement.sql)
            }
        }
        try statement.execute()
        values.removeAll(keepingCapacity: true)
    }
}

import GRDB
import LayoutSolver

/// The rows of a read-only query: column names and values as text (nil for NULL).
public struct QueryResult: Equatable, Sendable {
    /// The result's column names, in order.
    public var columns: [String]
    /// Each row's values as text, in column order; nil for NULL. An integer
    /// has every digit; a real is written by ``NumberText/format(_:decimals:)``
    /// in its exact form, as JSON writes it (`96`, `1e+20`, `0.30000000000000004`,
    /// `0` for −0.0; `inf`, `-inf` when it is not finite); a blob is `<N bytes>`.
    public var rows: [[String?]]
    /// The values with their SQLite types kept (for JSON).
    public var values: [[QueryValue]]
}

/// A SQLite value, typed.
public enum QueryValue: Equatable, Sendable {
    /// SQL NULL.
    case null
    /// An INTEGER.
    case integer(Int64)
    /// A REAL.
    case real(Double)
    /// TEXT.
    case text(String)
    /// A BLOB, by its length in bytes (its content is not shown).
    case blob(Int)
}

extension LayoutStore {
    /// Runs one read-only SQL statement over the store.
    ///
    /// The statement runs on a connection opened read-only, and is refused
    /// before it runs when it could change anything: a write, a schema change,
    /// a transaction statement, an `ATTACH`/`DETACH`, or a `PRAGMA` that sets a
    /// value. Nothing of the database changes either way.
    /// - Throws: ``StoreError/refusedQuery(_:reason:)``, or the database error for bad SQL.
    public func query(_ sql: String) throws(StoreError) -> QueryResult {
        do {
            // Opened as openReadOnly opens one: it makes no file.
            let reader = try Self.connection(path, try Self.readAccess(path))
            return try reader.read { db in
                // One statement: anything but spaces and comments after it is another.
                let statements = try db.allStatements(sql: sql)
                guard let statement = try statements.next() else {
                    throw StoreError.refusedQuery(sql, reason: "the statement is empty")
                }
                let another: Bool
                do { another = try statements.next() != nil } catch { another = true }
                if another { throw StoreError.multipleStatements(sql) }
                if let reason = Self.refusal(of: statement) { throw StoreError.refusedQuery(sql, reason: reason) }
                let columns = statement.columnNames
                var rows: [[String?]] = []
                var values: [[QueryValue]] = []
                let cursor = try Row.fetchCursor(statement)
                while let row = try cursor.next() {
                    var texts: [String?] = []
                    var typed: [QueryValue] = []
                    for index in 0..<row.count {
                        let value: DatabaseValue = row[index]
                        switch value.storage {
                        case .null: texts.append(nil); typed.append(.null)
                        case .int64(let i): texts.append(String(i)); typed.append(.integer(i))
                        case .double(let d): texts.append(NumberText.format(d)); typed.append(.real(d))
                        case .string(let s): texts.append(s); typed.append(.text(s))
                        case .blob(let b): texts.append("<\(b.count) bytes>"); typed.append(.blob(b.count))
                        }
                    }
                    rows.append(texts)
                    values.append(typed)
                }
                return QueryResult(columns: columns, rows: rows, values: values)
            }
        } catch let error as StoreError {
            throw error
        } catch let error as DatabaseError where error.resultCode == .SQLITE_ERROR || error.resultCode == .SQLITE_READONLY {
            throw .refusedQuery(sql, reason: error.message ?? "\(error)")
        } catch {
            throw LayoutStore.map(error, path: path)
        }
    }

    /// Why a statement may not run on the `sql` verb, or nil.
    static func refusal(of statement: Statement) -> String? {
        let words = statement.sql.uppercased()
            .split(whereSeparator: { !$0.isLetter && $0 != "_" }).map(String.init)
        guard let first = words.first else { return "the statement is empty" }
        if first == "ATTACH" || first == "DETACH" { return "ATTACH and DETACH are not allowed" }
        if first == "PRAGMA" {
            // `PRAGMA x = v` and `PRAGMA x(v)` set x, except the pragmas whose argument names what to read.
            let readers = ["TABLE_INFO", "TABLE_XINFO", "INDEX_LIST", "INDEX_INFO", "INDEX_XINFO", "FOREIGN_KEY_LIST",
                           "FOREIGN_KEY_CHECK", "INTEGRITY_CHECK", "QUICK_CHECK"]
            let name = words.dropFirst().first { !["MAIN", "TEMP"].contains($0) } ?? ""
            if statement.sql.contains("=") || (statement.sql.contains("(") && !readers.contains(name)) {
                return "a PRAGMA may only be read here, not set"
            }
        }
        if !statement.isReadonly { return "it would change the database; the sql verb is read-only" }
        if ["BEGIN", "COMMIT", "END", "ROLLBACK", "SAVEPOINT", "RELEASE", "VACUUM", "REINDEX", "ANALYZE"].contains(first) {
            return "\(first) is not allowed; the sql verb runs one read-only statement"
        }
        return nil
    }
}

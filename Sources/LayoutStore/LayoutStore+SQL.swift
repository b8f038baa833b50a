import Foundation
import GRDB
import GRDBSQLite
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

    /// The value as text, as ``QueryResult/rows`` writes it; nil for NULL.
    public var text: String? {
        switch self {
        case .null: nil
        case .integer(let i): String(i)
        case .real(let d): NumberText.format(d)
        case .text(let s): s
        case .blob(let n): "<\(n) bytes>"
        }
    }
}

/// The bounds of a query (``LayoutStore/query(_:limits:columns:row:)``).
public struct QueryLimits: Equatable, Sendable {
    /// The most seconds SQLite may spend running the statement; nil for no
    /// limit. Only the time inside SQLite counts, not the time the caller
    /// takes with each row (a slow reader of the output is not a slow query).
    public var timeout: Double?
    /// The most rows handed over; nil for every row.
    public var maxRows: Int?

    /// Bounds of `timeout` seconds and `maxRows` rows (nil: none).
    public init(timeout: Double? = nil, maxRows: Int? = nil) {
        self.timeout = timeout
        self.maxRows = maxRows
    }
}

/// How a query that handed over its rows one at a time ended.
public struct QueryOutcome: Equatable, Sendable {
    /// The rows handed over.
    public var rows: Int
    /// Whether the statement had more rows than ``QueryLimits/maxRows`` (they were not read).
    public var truncated: Bool
}

extension LayoutStore {
    /// Runs one read-only SQL statement over the store and gathers its rows.
    ///
    /// ``query(_:limits:columns:row:)`` with the rows kept: see there for what
    /// is refused and how `limits` bound it (no bound by default).
    /// - Throws: ``StoreError/refusedQuery(_:reason:)``, ``StoreError/multipleStatements(_:)``,
    ///   ``StoreError/queryTimeout(_:seconds:)``, or the database's error.
    public func query(_ sql: String, limits: QueryLimits = QueryLimits()) throws(StoreError) -> QueryResult {
        var result = QueryResult(columns: [], rows: [], values: [])
        try query(sql, limits: limits, columns: { result.columns = $0 }, row: { values in
            result.values.append(values)
            result.rows.append(values.map(\.text))
            return true
        })
        return result
    }

    /// Runs one read-only SQL statement over the store, handing over its
    /// column names, then each row as SQLite produces it (nothing is gathered:
    /// a query of millions of rows needs the memory of one).
    ///
    /// The statement runs on a connection of its own, opened read-only as
    /// ``openReadOnly(path:)`` opens one, and is refused before it runs when it
    /// could change anything: a write, a schema change, a transaction
    /// statement, an `ATTACH`/`DETACH`, or a `PRAGMA` that sets a value (a
    /// `PRAGMA` that reports a setting, such as `PRAGMA journal_mode`, runs).
    /// The SQL functions that read or set a native pointer
    /// (`fts3_tokenizer`) or load code (`load_extension`) fail when called.
    /// Nothing of the database changes either way.
    ///
    /// - Parameters:
    ///   - limits: a time limit (SQLite's progress handler stops the
    ///     statement once it has run that long, with
    ///     ``StoreError/queryTimeout(_:seconds:)``) and a number of rows, after
    ///     which the statement stops, ``QueryOutcome/truncated`` telling
    ///     whether it had more.
    ///   - columns: called once with the column names, before any row.
    ///   - row: called with each row's values in column order; returning false
    ///     stops the statement (a caller that could not print the row).
    /// - Returns: how many rows were handed over, and whether the row limit cut the result.
    /// - Throws: ``StoreError/refusedQuery(_:reason:)`` (a refused statement, or SQL that SQLite
    ///   rejects, before or while it runs), ``StoreError/multipleStatements(_:)``,
    ///   ``StoreError/queryTimeout(_:seconds:)``, ``StoreError/busy(_:)`` (a file read without
    ///   locks that a writer changed meanwhile, ``openReadOnly(path:)``), or the database's error.
    @discardableResult
    public func query(_ sql: String, limits: QueryLimits, columns: ([String]) -> Void,
                      row: ([QueryValue]) -> Bool) throws(StoreError) -> QueryOutcome {
        let clock = limits.timeout.flatMap { $0 > 0 && !$0.isNaN ? QueryClock(seconds: $0) : nil }
        do {
            let access = try Self.readAccess(path)
            let reader = try Self.connection(path, access)
            let outcome = try reader.read { db in
                Self.disablePointerFunctions(db)
                // One statement: anything but spaces and comments after it is another.
                let statements = try db.allStatements(sql: sql)
                guard let statement = try statements.next() else {
                    throw StoreError.refusedQuery(sql, reason: "the statement is empty")
                }
                let another: Bool
                do { another = try statements.next() != nil } catch { another = true }
                if another { throw StoreError.multipleStatements(sql) }
                if let reason = Self.refusal(of: statement) { throw StoreError.refusedQuery(sql, reason: reason) }
                columns(statement.columnNames)
                return try withExtendedLifetime(clock) {
                    if let clock {
                        sqlite3_progress_handler(db.sqliteConnection, 1000, { context in
                            guard let context else { return 0 }
                            return Unmanaged<QueryClock>.fromOpaque(context).takeUnretainedValue().isOver ? 1 : 0
                        }, Unmanaged.passUnretained(clock).toOpaque())
                    }
                    defer { sqlite3_progress_handler(db.sqliteConnection, 0, nil, nil) }
                    return try Self.stream(statement, clock: clock, maxRows: limits.maxRows, row: row)
                }
            }
            // A file read without locks: a writer that came meanwhile may have mixed two states into the rows.
            if case .immutable(let state) = access, FileState(path) != state { throw StoreError.busy(path) }
            return outcome
        } catch let error as StoreError {
            throw error
        } catch let error as DatabaseError where error.resultCode == .SQLITE_INTERRUPT && clock?.isOver == true {
            throw .queryTimeout(sql, seconds: limits.timeout ?? 0)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_ERROR || error.resultCode == .SQLITE_READONLY {
            throw .refusedQuery(sql, reason: error.message ?? "\(error)")
        } catch {
            throw LayoutStore.map(error, path: path)
        }
    }

    /// Steps `statement`, handing over each row, until its end, `maxRows`, or
    /// `row` returning false; the clock runs only inside SQLite.
    private static func stream(_ statement: Statement, clock: QueryClock?, maxRows: Int?,
                               row: ([QueryValue]) -> Bool) throws -> QueryOutcome {
        let cursor = try Row.fetchCursor(statement)
        var count = 0
        func next() throws -> Row? {
            clock?.start()
            defer { clock?.stop() }
            return try cursor.next()
        }
        while true {
            if let maxRows, count >= maxRows {
                // One step more says whether there was more.
                return QueryOutcome(rows: count, truncated: try next() != nil)
            }
            guard let values = try next() else { return QueryOutcome(rows: count, truncated: false) }
            var typed: [QueryValue] = []
            typed.reserveCapacity(values.count)
            for index in 0..<values.count {
                let value: DatabaseValue = values[index]
                switch value.storage {
                case .null: typed.append(.null)
                case .int64(let i): typed.append(.integer(i))
                case .double(let d): typed.append(.real(d))
                case .string(let s): typed.append(.text(s))
                case .blob(let b): typed.append(.blob(b.count))
                }
            }
            count += 1
            if !row(typed) { return QueryOutcome(rows: count, truncated: false) }
        }
    }

    /// The SQL functions a query may not call, with their numbers of
    /// arguments and why: `fts3_tokenizer` returns the address of a
    /// tokenizer's code (one argument) or sets it (two; SQLite disables that
    /// form unless asked, but some builds ask); `load_extension` loads native
    /// code (disabled by SQLite unless enabled; refused here whatever the build does).
    static let pointerFunctions: [(name: String, arguments: [Int], reason: String)] = [
        ("fts3_tokenizer", [1, 2], "it reads or sets the address of native code"),
        ("load_extension", [1, 2], "it loads native code"),
    ]

    /// Replaces each of ``pointerFunctions`` on the connection by one that
    /// fails naming it (a function of the application's takes the place of
    /// SQLite's built-in of the same name and number of arguments).
    private static func disablePointerFunctions(_ db: Database) {
        for (name, counts, reason) in pointerFunctions {
            for count in counts {
                db.add(function: DatabaseFunction(name, argumentCount: count, pure: false) { _ in
                    throw DatabaseError(resultCode: .SQLITE_ERROR, message: "\(name)() is not allowed: \(reason)")
                })
            }
        }
    }

    /// The pragmas whose form without an argument only reports a setting or
    /// a list, although SQLite does not count every one of them read-only
    /// (`PRAGMA journal_mode` could change the mode when given one).
    static let reportingPragmas: Set<String> = [
        "ANALYSIS_LIMIT", "APPLICATION_ID", "AUTO_VACUUM", "AUTOMATIC_INDEX", "BUSY_TIMEOUT", "CACHE_SIZE",
        "CACHE_SPILL", "CELL_SIZE_CHECK", "CHECKPOINT_FULLFSYNC", "COLLATION_LIST", "COMPILE_OPTIONS", "DATA_VERSION",
        "DATABASE_LIST", "DEFER_FOREIGN_KEYS", "ENCODING", "FOREIGN_KEYS", "FREELIST_COUNT", "FULLFSYNC",
        "FUNCTION_LIST", "HARD_HEAP_LIMIT", "IGNORE_CHECK_CONSTRAINTS", "JOURNAL_MODE", "JOURNAL_SIZE_LIMIT",
        "LEGACY_ALTER_TABLE", "LOCKING_MODE", "MAX_PAGE_COUNT", "MMAP_SIZE", "MODULE_LIST", "PAGE_COUNT", "PAGE_SIZE",
        "PRAGMA_LIST", "QUERY_ONLY", "READ_UNCOMMITTED", "RECURSIVE_TRIGGERS", "REVERSE_UNORDERED_SELECTS",
        "SCHEMA_VERSION", "SECURE_DELETE", "SOFT_HEAP_LIMIT", "SYNCHRONOUS", "TABLE_LIST", "TEMP_STORE", "THREADS",
        "TRUSTED_SCHEMA", "USER_VERSION", "WAL_AUTOCHECKPOINT",
    ]

    /// Why a statement may not run on the `sql` verb, or nil. Comments before
    /// the statement are skipped: they do not hide what it is.
    static func refusal(of statement: Statement) -> String? {
        let code = withoutLeadingComments(statement.sql)
        let words = code.uppercased()
            .split(whereSeparator: { !$0.isLetter && $0 != "_" }).map(String.init)
        guard let first = words.first else { return "the statement is empty" }
        if first == "ATTACH" || first == "DETACH" { return "ATTACH and DETACH are not allowed" }
        if first == "PRAGMA" {
            // `PRAGMA x = v` and `PRAGMA x(v)` set x, except the pragmas whose argument names what to read.
            let readers = ["TABLE_INFO", "TABLE_XINFO", "INDEX_LIST", "INDEX_INFO", "INDEX_XINFO", "FOREIGN_KEY_LIST",
                           "FOREIGN_KEY_CHECK", "INTEGRITY_CHECK", "QUICK_CHECK"]
            let name = words.dropFirst().first { !["MAIN", "TEMP"].contains($0) } ?? ""
            if code.contains("=") || (code.contains("(") && !readers.contains(name)) {
                return "a PRAGMA may only be read here, not set"
            }
            if reportingPragmas.contains(name) { return nil }
        }
        if !statement.isReadonly { return "it would change the database; the sql verb is read-only" }
        if ["BEGIN", "COMMIT", "END", "ROLLBACK", "SAVEPOINT", "RELEASE", "VACUUM", "REINDEX", "ANALYZE"].contains(first) {
            return "\(first) is not allowed; the sql verb runs one read-only statement"
        }
        return nil
    }

    /// `sql` from its first token: spaces, `-- …` line comments and `/* … */`
    /// comments before it removed.
    static func withoutLeadingComments(_ sql: String) -> Substring {
        var rest = Substring(sql)
        while true {
            rest = rest.drop { $0.isWhitespace }
            if rest.hasPrefix("--") {
                rest = rest.drop { $0 != "\n" }
            } else if rest.hasPrefix("/*") {
                guard let end = rest.dropFirst(2).range(of: "*/") else { return "" }
                rest = rest[end.upperBound...]
            } else {
                return rest
            }
        }
    }
}

/// The time a query has spent inside SQLite, against its limit; read by
/// SQLite's progress handler every thousand steps of its virtual machine.
private final class QueryClock {
    let limit: Duration
    private var spent: Duration = .zero
    private var since: ContinuousClock.Instant?

    /// A clock of `seconds` (at most 10⁹: a limit needs no more).
    init(seconds: Double) { limit = .milliseconds(Int64((min(seconds, 1e9) * 1000).rounded(.up))) }

    /// SQLite starts working for the query.
    func start() { since = .now }

    /// SQLite returned: its time is added.
    func stop() {
        if let since { spent += .now - since }
        since = nil
    }

    /// Whether the query has run past its limit.
    var isOver: Bool {
        guard let since else { return spent > limit }
        return spent + (.now - since) > limit
    }
}

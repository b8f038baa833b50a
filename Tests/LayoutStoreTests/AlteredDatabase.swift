import Foundation
import GRDB
import Testing
@testable import LayoutStore

/// A database file changed behind the store's back, as a user of `sqlite3`
/// can change it: the fixture of the tests that a damaged value is reported,
/// never used or trapped on.
enum AlteredDatabase {
    /// A new database file holding `text` (a file named `file`) applied as
    /// revision 1, and the store that wrote it.
    static func make(_ file: String, _ text: String) throws -> (path: String, store: LayoutStore) {
        let path = StoreFixture.temporaryPath()
        let store = try LayoutStore.open(path: path, create: true)
        _ = try store.apply(StoreFixture.request([(file, text)]))
        return (path, store)
    }

    /// Runs `sql` on the file through a connection of its own; with
    /// `ignoringChecks`, the schema's CHECK constraints are switched off
    /// first (`PRAGMA ignore_check_constraints = ON`), and with
    /// `foreignKeys` false the foreign keys are too. Returns how many rows
    /// the statement changed.
    @discardableResult
    static func run(_ path: String, _ sql: String, ignoringChecks: Bool = false, foreignKeys: Bool = true) throws -> Int {
        try DatabaseQueue(path: path).writeWithoutTransaction { db in
            if ignoringChecks { try db.execute(sql: "PRAGMA ignore_check_constraints = ON") }
            if !foreignKeys { try db.execute(sql: "PRAGMA foreign_keys = OFF") }
            try db.execute(sql: sql)
            return db.changesCount
        }
    }

    /// Takes `NOT NULL` and `STRICT` out of each of `tables`' definitions
    /// with `PRAGMA writable_schema`, so that a NULL or a value of another
    /// type can then be written where the store never writes one.
    static func relax(_ path: String, tables: [String]) throws {
        try DatabaseQueue(path: path).writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA writable_schema = ON")
            for table in tables {
                try db.execute(sql: """
                    UPDATE sqlite_master
                    SET sql = replace(replace(replace(sql, 'NOT NULL', ''), ') STRICT, WITHOUT ROWID', ') WITHOUT ROWID'),
                                      ') STRICT', ')')
                    WHERE type = 'table' AND name = ?
                    """, arguments: [table])
            }
            try db.execute(sql: "PRAGMA writable_schema = OFF")
        }
    }

    /// The reason of the corrupt-file error (``StoreError/unreadable(_:reason:)``) `body` throws; nil (and an issue) otherwise.
    static func corruption(_ body: () throws -> Void, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String? {
        do {
            try body()
            Issue.record("no error", sourceLocation: sourceLocation)
        } catch let error as StoreError {
            guard case .unreadable(_, let reason) = error else {
                Issue.record("\(error)", sourceLocation: sourceLocation)
                return nil
            }
            return reason
        } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
        }
        return nil
    }
}

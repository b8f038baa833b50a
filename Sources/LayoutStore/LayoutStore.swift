import GRDB
import LayoutModel

/// The versioned store of layouts, on SQLite through GRDB.
///
/// Revisions, migrations and history arrive with the store issue; this
/// namespace names the module's place in the architecture.
public enum LayoutStore {
    /// The version of the SQLite library the store runs on, as SQLite reports it.
    ///
    /// - Throws: `DatabaseError` when SQLite cannot open an in-memory database.
    public static func sqliteVersion() throws -> String {
        let queue = try DatabaseQueue()
        return try queue.read { db in
            try String.fetchOne(db, sql: "SELECT sqlite_version()") ?? ""
        }
    }
}

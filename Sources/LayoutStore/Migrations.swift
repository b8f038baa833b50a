import GRDB

/// The schema: the SQL files of `migrations/`, compiled into this module at
/// build time (the EmbedMigrations plugin generates `EmbeddedMigrations.all`),
/// applied in file-name order by GRDB's `DatabaseMigrator`, which records
/// each in the database; the store asks the migrator what it applied
/// (`appliedIdentifiers`, ``isMigrated(applied:tables:)``, `hasBeenSuperseded`,
/// `hasCompletedMigrations`), never reading that record itself. Nothing is read from disk, so the store
/// works the same in an executable copied anywhere or in a program depending
/// on the package (docs/schema.md, "Migrations").
struct Migrations: Sendable {
    /// The migrations, `(identifier, sql)` in order (identifier: the file name without `.sql`).
    let files: [(identifier: String, sql: String)]
    /// The identifiers of ``files``.
    let identifiers: Set<String>
    /// Why this list cannot make a database (see ``problem(in:)``), nil when it can.
    let problem: String?

    /// The migrations compiled into the module.
    static let embedded = Migrations(EmbeddedMigrations.all)

    init(_ files: [(identifier: String, sql: String)]) {
        self.files = files
        identifiers = Set(files.map(\.identifier))
        problem = Self.problem(in: files)
    }

    /// What makes a list of migrations unusable: none at all; an identifier
    /// not `NNNN_name`; numbers not 1, 2, 3… in order (a gap is a lost file,
    /// a repeat two files for one step); an empty SQL text. Nil when sound.
    static func problem(in files: [(identifier: String, sql: String)]) -> String? {
        if files.isEmpty { return "it holds no migration (migrations/*.sql were not embedded)" }
        for (index, file) in files.enumerated() {
            let digits = file.identifier.prefix(4)
            guard digits.count == 4, digits.allSatisfy(\.isASCII), let number = Int(digits),
                  file.identifier.dropFirst(4).first == "_", file.identifier.count > 5 else {
                return "migration '\(file.identifier)' is not named NNNN_name"
            }
            guard number == index + 1 else {
                let expected = String(repeating: "0", count: max(0, 4 - String(index + 1).count)) + String(index + 1)
                return index > 0 && number == Int(files[index - 1].identifier.prefix(4))
                    ? "migrations '\(files[index - 1].identifier)' and '\(file.identifier)' have the same number"
                    : "migration \(expected) is missing (found '\(file.identifier)' in its place)"
            }
            if file.sql.allSatisfy(\.isWhitespace) { return "migration '\(file.identifier)' is empty" }
        }
        return nil
    }

    /// Throws ``StoreError/unusableSchema(reason:)`` unless the list is sound.
    func check() throws(StoreError) {
        if let problem { throw .unusableSchema(reason: problem) }
    }

    /// Checks the list, then runs every migration on a throw-away database
    /// in memory: a migration whose SQL fails is found before any file is
    /// created (reported as ``StoreError/unusableSchema(reason:)``).
    func checkByRunning() throws(StoreError) {
        try check()
        let migrator = self.migrator
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue()
        } catch {
            throw LayoutStore.map(error, path: ":memory:")
        }
        for file in files {
            do {
                try migrator.migrate(queue, upTo: file.identifier)
            } catch {
                let message = (error as? DatabaseError)?.message ?? "\(error)"
                throw .unusableSchema(reason: "migration '\(file.identifier)' fails: \(message)")
            }
        }
    }

    /// Whether the database holds a migrator's record, among its `tables`
    /// (as `sqlite_master` lists them): with a migration applied, or
    /// nothing applied yet (the migrator makes its record's table before its
    /// first migration, in a transaction of its own: a first apply that
    /// another process is migrating). A file with tables and no record is
    /// another program's. `applied`: what the migrator says it applied (a
    /// migration applied is in its record: ``recordTables`` is not made then).
    static func isMigrated(applied: Set<String>, tables: [String]) -> Bool {
        !applied.isEmpty || tables.contains(where: recordTables.contains)
    }

    /// The tables a `DatabaseMigrator` makes in an empty database before it
    /// applies anything (its record of what it applied): found once, by
    /// letting a migrator of one empty migration run on a database in memory
    /// and listing what is left.
    static let recordTables: Set<String> = {
        // A migrator with one empty migration, run on an empty database: the
        // tables left are the record's own.
        var probe = DatabaseMigrator()
        probe.registerMigration("probe") { _ in }
        guard let queue = try? DatabaseQueue(), (try? probe.migrate(queue)) != nil,
              let tables = try? queue.read({ db in
                  try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
              })
        else { return [] }
        return Set(tables)
    }()

    /// A migrator registering every file.
    var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for (identifier, sql) in files {
            migrator.registerMigration(identifier) { db in try db.execute(sql: sql) }
        }
        return migrator
    }
}

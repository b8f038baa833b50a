import Foundation
import GRDB
import LayoutModel

/// The versioned store of layouts, on SQLite through GRDB.
///
/// ```swift
/// let store = try LayoutStore.open(path: "layout.db", create: true)
/// let result = try store.apply(ApplyRequest(files: [("login.layout", text)], message: "first"))
/// let head = try store.state(document: "login")
/// ```
///
/// One `apply` is one `BEGIN IMMEDIATE` transaction that writes one revision
/// with its rows and frames, or nothing. Versioned rows carry `[valid_from,
/// valid_to)`; see docs/schema.md.
public final class LayoutStore {
    /// The database file.
    public let path: String
    let queue: DatabaseQueue
    /// Called between the write phases of an apply with the phase's name (tests inject failures).
    var failpoint: ((String) throws -> Void)?

    private init(path: String, queue: DatabaseQueue) {
        self.path = path
        self.queue = queue
    }

    /// The SQLite library's version.
    public static func sqliteVersion() throws -> String {
        try DatabaseQueue().read { db in try String.fetchOne(db, sql: "SELECT sqlite_version()") ?? "" }
    }

    /// A fresh store in memory (for tests and dry experiments), at the newest schema.
    public static func inMemory() throws(StoreError) -> LayoutStore {
        var config = Configuration()
        config.foreignKeysEnabled = true
        do {
            let store = LayoutStore(path: ":memory:", queue: try DatabaseQueue(configuration: config))
            try Migrations.migrator.migrate(store.queue)
            return store
        } catch {
            throw map(error, path: ":memory:")
        }
    }

    /// Opens the database at `path`, creating it (with the newest schema) when
    /// `create` is set; pending migrations are applied.
    ///
    /// - Throws: ``StoreError/missingDatabase(_:)`` (no file and not `create`),
    ///   ``StoreError/missingDirectory(_:)``, ``StoreError/notLayoutDatabase(_:reason:)``,
    ///   ``StoreError/tooNew(_:unknownMigrations:)`` (nothing is changed),
    ///   ``StoreError/unreadable(_:reason:)``, ``StoreError/readOnly(_:)``, ``StoreError/busy(_:)``.
    public static func open(path: String, create: Bool = false) throws(StoreError) -> LayoutStore {
        let manager = FileManager.default
        let exists = manager.fileExists(atPath: path)
        if !exists {
            let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
            guard manager.fileExists(atPath: directory) else {
                throw create ? .missingDirectory(path) : .missingDatabase(path)
            }
            guard create else { throw .missingDatabase(path) }
            guard manager.isWritableFile(atPath: directory) else { throw .readOnly(path) }
        }
        let writable = !exists || manager.isWritableFile(atPath: path)
        var config = Configuration()
        config.foreignKeysEnabled = true
        config.busyMode = .timeout(10)
        // Reads through memory-mapped I/O (up to 256 MB of the file): no copy per
        // page read, ~1.5 ms of a 20 ms `diff`. Temporary storage in memory: the
        // statement journal of each multi-row INSERT of a revision stays out of
        // a temporary file (docs/schema.md, "Connection settings").
        config.prepareDatabase { db in
            try db.execute(sql: "PRAGMA mmap_size = 268435456; PRAGMA temp_store = MEMORY")
        }
        config.readonly = !writable
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: path, configuration: config)
        } catch {
            throw map(error, path: path)
        }
        let store = LayoutStore(path: path, queue: queue)
        try store.prepareSchema(writable: writable, create: create)
        return store
    }

    /// Checks that the file is a layoutdb database no newer than this tool,
    /// then applies pending migrations and turns WAL on. An empty file (no
    /// tables) gets the schema only with `create`: reading never writes one.
    private func prepareSchema(writable: Bool, create: Bool) throws(StoreError) {
        do {
            // The common case in one query: exactly this tool's migrations applied.
            let applied = try? queue.read { db in try Set(String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")) }
            if let applied, !applied.isEmpty, applied == Migrations.identifiers {
                if writable { try enableWAL() }
                return
            }
        } catch {
            throw LayoutStore.map(error, path: path)
        }
        let migrator = Migrations.migrator
        do {
            let (tables, known, superseded, complete) = try queue.read { db in
                let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
                let known = tables.contains("grdb_migrations")
                let superseded = known ? try migrator.hasBeenSuperseded(db) : false
                let complete = known ? try migrator.hasCompletedMigrations(db) : false
                return (tables, known, superseded, complete)
            }
            if !tables.isEmpty && !known {
                throw StoreError.notLayoutDatabase(path, reason: "it has tables of its own (\(tables.prefix(3).joined(separator: ", ")))")
            }
            if tables.isEmpty && !create { throw StoreError.missingDatabase(path) }
            if superseded {
                let applied = try queue.read { db in try migrator.appliedIdentifiers(db) }
                throw StoreError.tooNew(path, unknownMigrations: applied.filter { !Migrations.identifiers.contains($0) }.sorted())
            }
            guard !complete || writable else { return }
            guard writable else { throw StoreError.readOnly(path) }
            // Another process may be migrating the same file (two first
            // applies at once): each migration is its own transaction, so ours
            // can fail on a step the other just committed. Fine when the schema
            // is complete now; retried while the other makes progress.
            let all = Migrations.identifiers
            let applied = { () -> Set<String>? in try? self.queue.read { db in try migrator.appliedIdentifiers(db) } }
            var attempts = 0
            while true {
                let before = applied()
                do {
                    try migrator.migrate(queue)
                    break
                } catch {
                    let after = applied()
                    if let after, all.isSubset(of: after) { break }
                    attempts += 1
                    guard attempts < 100, after == nil || after != before else { throw error }
                    Thread.sleep(forTimeInterval: 0.005)
                }
            }
            try enableWAL()
        } catch let error as StoreError {
            throw error
        } catch {
            throw LayoutStore.map(error, path: path)
        }
    }

    /// Turns WAL on unless it already is. SQLite does not call the busy
    /// handler for this pragma, so while another connection writes (a first
    /// apply between its migration and its own switch to WAL) it is retried
    /// every 5 ms, up to the 10 s busy timeout.
    private func enableWAL() throws {
        let deadline = ContinuousClock.now.advanced(by: .seconds(10))
        while true {
            do {
                let mode = try queue.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
                if mode?.lowercased() == "wal" { return }
                try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = WAL") }
                return
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED {
                guard ContinuousClock.now < deadline else { throw error }
                Thread.sleep(forTimeInterval: 0.005)
            }
        }
    }

    /// Maps a SQLite failure to the store's errors.
    static func map(_ error: Error, path: String) -> StoreError {
        guard let error = error as? DatabaseError else { return .unreadable(path, reason: "\(error)") }
        switch error.resultCode {
        case .SQLITE_NOTADB: return .notLayoutDatabase(path, reason: "it is not a SQLite database")
        case .SQLITE_CORRUPT: return .unreadable(path, reason: "the file is corrupt (\(error.message ?? ""))")
        case .SQLITE_CANTOPEN: return .unreadable(path, reason: "it cannot be opened (\(error.message ?? ""))")
        case .SQLITE_READONLY: return .readOnly(path)
        case .SQLITE_BUSY, .SQLITE_LOCKED: return .busy(path)
        case .SQLITE_FULL: return .full(path)
        case .SQLITE_IOERR: return .unreadable(path, reason: error.message ?? "input/output error")
        default: return .database(path, error)
        }
    }

    /// Runs a read, mapping failures.
    func read<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try queue.read(body)
        } catch let error as StoreError {
            throw error
        } catch {
            throw LayoutStore.map(error, path: path)
        }
    }

    // MARK: Documents and revisions

    /// Every document with its head revision, by name.
    public func documents() throws(StoreError) -> [DocumentSummary] {
        try read { db in
            // Per document, its head and count on revision_by_document (four times
            // cheaper than a join grouped by document; the count still reads every entry).
            try Row.fetchAll(db, sql: """
                SELECT d.name,
                       (SELECT MAX(number) FROM revision WHERE document_id = d.id) AS head,
                       (SELECT COUNT(*) FROM revision WHERE document_id = d.id) AS revisions
                FROM document d ORDER BY d.name
                """).map { DocumentSummary(name: $0["name"], head: $0["head"], revisions: $0["revisions"]) }
        }
    }

    /// The document a command acts on: `name` if given (it must exist unless
    /// `mayCreate`), else the only document of the database.
    public func resolveDocument(_ name: String?, mayCreate: Bool = false) throws(StoreError) -> String {
        let known = try documentNames()
        if let name {
            guard mayCreate || known.contains(name) else { throw .unknownDocument(name, known: known) }
            return name
        }
        if known.count == 1, let only = known.first { return only }
        if known.isEmpty { throw .unknownDocument("(none)", known: []) }
        throw .documentNeeded(known: known)
    }

    /// The head revision of a document, or nil before its first revision.
    public func head(of document: String) throws(StoreError) -> Int? {
        try read { db in try Self.head(db, document) }
    }

    static func head(_ db: Database, _ document: String) throws -> Int? {
        try Int.fetchOne(db, sql: """
            SELECT MAX(r.number) FROM revision r JOIN document d ON d.id = r.document_id WHERE d.name = ?
            """, arguments: [document])
    }

    /// A revision written as a number, `HEAD` or `HEAD~N` (of `document`).
    /// - Throws: ``StoreError/unknownRevision(_:)``.
    public func resolveRevision(_ text: String, document: String?) throws(StoreError) -> Revision {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let upper = trimmed.uppercased()
        if upper == "HEAD" || upper.hasPrefix("HEAD~") {
            let back = upper == "HEAD" ? 0 : Int(upper.dropFirst(5))
            guard let back, back >= 0 else { throw .unknownRevision(text) }
            let doc = try resolveDocument(document)
            let revisions = try log(document: doc, limit: back + 1)
            guard revisions.count == back + 1, let found = revisions.last else { throw .unknownRevision(text) }
            return found
        }
        guard let number = Int(trimmed), let found = try revision(number), document == nil || found.document == document
        else { throw .unknownRevision(text) }
        return found
    }

    /// One revision's metadata.
    public func revision(_ number: Int) throws(StoreError) -> Revision? {
        try read { db in
            try Row.fetchOne(db, sql: Revision.select + " WHERE r.number = ?", arguments: [number]).map(Revision.init(row:))
        }
    }

    /// Revisions newest first, of one document or all.
    public func log(document: String?, limit: Int? = nil) throws(StoreError) -> [Revision] {
        try read { db in
            var sql = Revision.select
            var arguments: StatementArguments = []
            if let document {
                sql += " WHERE d.name = ?"
                arguments += [document]
            }
            sql += " ORDER BY r.number DESC"
            if let limit {
                sql += " LIMIT ?"
                arguments += [limit]
            }
            return try Row.fetchAll(db, sql: sql, arguments: arguments).map(Revision.init(row:))
        }
    }
}

/// A document and its head.
public struct DocumentSummary: Equatable, Sendable {
    public var name: String
    /// The newest revision, nil when the document has none yet.
    public var head: Int?
    public var revisions: Int
}

/// A revision's metadata.
public struct Revision: Equatable, Sendable {
    public var number: Int
    public var document: String
    public var parent: Int?
    public var time: String
    public var author: String
    public var message: String
    public var kind: String
    public var digest: String
    /// The revision rolled back or restored to, for those kinds.
    public var target: Int?

    static let select = """
        SELECT r.number, d.name AS document, r.parent, r.time, r.author, r.message, r.kind, r.digest, r.target
        FROM revision r JOIN document d ON d.id = r.document_id
        """

    init(row: Row) {
        number = row["number"]
        document = row["document"]
        parent = row["parent"]
        time = row["time"]
        author = row["author"]
        message = row["message"]
        kind = row["kind"]
        digest = row["digest"]
        target = row["target"]
    }
}

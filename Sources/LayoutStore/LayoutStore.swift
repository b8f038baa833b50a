import Foundation
import GRDB
import GRDBSQLite
import LayoutModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
/// valid_to)`; see docs/schema.md. A store that only reads is opened with
/// ``openReadOnly(path:)``: it never writes a byte nor makes a file.
public final class LayoutStore {
    /// The database file.
    public let path: String
    /// The connection (a read of a file opened immutable may open a new one, ``read(_:)``).
    private(set) var queue: DatabaseQueue
    /// How ``queue`` uses the file.
    private(set) var access: Access
    /// The schema this store migrates to (the embedded one but in tests).
    let migrations: Migrations
    /// Called between the write phases of an apply with the phase's name
    /// (tests inject failures), and with `solved` once an apply has solved,
    /// before it takes the write lock.
    var failpoint: ((String) throws -> Void)?
    /// The file opened (its device and inode), checked under the write lock
    /// before every write (``checkStillNamesItsFile()``); nil in memory.
    let identity: FileIdentity?
    /// The file's identity when this store created it (``open(path:create:)``
    /// on a missing file) and has not written a revision into it yet: the
    /// file ``removeCreatedFileIfEmpty()`` may remove. Such a file stays in
    /// rollback-journal mode until its first revision is committed.
    var createdFile: FileIdentity?

    private init(path: String, queue: DatabaseQueue, access: Access, migrations: Migrations,
                 identity: FileIdentity? = nil, createdFile: FileIdentity? = nil) {
        self.path = path
        self.queue = queue
        self.access = access
        self.migrations = migrations
        self.identity = identity
        self.createdFile = createdFile
    }

    /// The SQLite library's version.
    public static func sqliteVersion() throws -> String {
        try DatabaseQueue().read { db in try String.fetchOne(db, sql: "SELECT sqlite_version()") ?? "" }
    }

    /// A fresh store in memory (for tests and dry experiments), at the newest schema.
    ///
    /// - Throws: ``StoreError/unusableSchema(reason:)`` when the embedded migrations are unusable.
    public static func inMemory() throws(StoreError) -> LayoutStore {
        try inMemory(migrations: .embedded)
    }

    /// ``inMemory()`` with the schema `migrations`.
    static func inMemory(migrations: Migrations) throws(StoreError) -> LayoutStore {
        try migrations.check()
        var config = Configuration()
        config.foreignKeysEnabled = true
        do {
            let store = LayoutStore(path: ":memory:", queue: try DatabaseQueue(configuration: config), access: .readWrite,
                                    migrations: migrations)
            try migrations.migrator.migrate(store.queue)
            return store
        } catch {
            throw map(error, path: ":memory:")
        }
    }

    /// Opens the database at `path`, creating it (with the newest schema) when
    /// `create` is set; pending migrations are applied. The file is created
    /// as it is opened, whatever is done with it next: to apply files to a
    /// path without leaving a database behind for an apply that writes
    /// nothing, use ``apply(_:toDatabaseAt:)``.
    ///
    /// The schema is the migrations compiled into the module: before anything
    /// is opened they are checked (numbered from 0001 without a gap, none
    /// empty), and before a file is created they are run once on a database
    /// in memory, so a build without a usable schema never leaves a file behind.
    /// A missing file is created exclusively (`O_EXCL`: a file another
    /// process created first is opened as it is), and removed again when
    /// its schema cannot be written (``removeCreatedFileIfEmpty()``).
    ///
    /// - Throws: ``StoreError/unusableSchema(reason:)`` (nothing opened or created),
    ///   ``StoreError/missingDatabase(_:)`` (no file and not `create`),
    ///   ``StoreError/missingDirectory(_:)``, ``StoreError/notLayoutDatabase(_:reason:)``,
    ///   ``StoreError/tooNew(_:unknownMigrations:)`` (nothing is changed),
    ///   ``StoreError/unreadable(_:reason:)``, ``StoreError/readOnly(_:)``, ``StoreError/busy(_:)``.
    public static func open(path: String, create: Bool = false) throws(StoreError) -> LayoutStore {
        try open(path: path, create: create, migrations: .embedded)
    }

    /// ``open(path:create:)`` with the schema `migrations`.
    static func open(path: String, create: Bool = false, migrations: Migrations) throws(StoreError) -> LayoutStore {
        try migrations.check()
        let manager = FileManager.default
        let exists = manager.fileExists(atPath: path)
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var created: FileIdentity?
        if !exists {
            guard manager.fileExists(atPath: directory) else {
                throw create ? .missingDirectory(path) : .missingDatabase(path)
            }
            guard create else { throw .missingDatabase(path) }
            guard manager.isWritableFile(atPath: directory) else { throw .readOnly(path) }
            try migrations.checkByRunning()
            created = try createExclusively(path)
        }
        // Writing takes the file, and its -wal and -shm files: there, or made in the directory.
        let writable = !exists || manager.isWritableFile(atPath: path) && (mayWrite(directory)
            || manager.fileExists(atPath: path + "-wal") && manager.fileExists(atPath: path + "-shm"))
        // A file this process cannot write is read as a reader reads it (openReadOnly).
        let access = writable ? Access.readWrite : try readAccess(path)
        let queue: DatabaseQueue
        do {
            queue = try connection(path, access)
        } catch {
            if let created { removeEmptyFile(path, created) }
            throw error
        }
        let store = LayoutStore(path: path, queue: queue, access: access, migrations: migrations,
                                identity: created ?? FileIdentity(path: path), createdFile: created)
        do {
            try store.prepareSchema(writable: writable, create: create)
        } catch {
            _ = store.removeCreatedFileIfEmpty()
            throw error
        }
        return store
    }

    /// Opens the database at `path` for reading only, as the command line's
    /// read verbs do: nothing is written, migrated or created, not even the
    /// `-wal` and `-shm` files beside it when this process could not use them
    /// as a writer (docs/schema.md, "Sharing a database").
    ///
    /// The connection is read-only (`SQLITE_OPEN_READONLY`). When the `-wal`
    /// and `-shm` files are there, or this process may write the database and
    /// its directory, SQLite reads with its locks and the WAL as any reader,
    /// seeing every commit. Otherwise (a read-only directory, another user's
    /// database) the file holds every commit (no WAL is left without its
    /// `-shm`), and is read `immutable=1`, without a lock; each read then
    /// checks that the file did not change meanwhile, and reads again on a
    /// new connection if it did.
    ///
    /// - Throws: ``StoreError/missingDatabase(_:)`` (no file, or an empty one),
    ///   ``StoreError/notLayoutDatabase(_:reason:)``, ``StoreError/tooNew(_:unknownMigrations:)``,
    ///   ``StoreError/outdated(_:missingMigrations:)`` (made by an older layoutdb: a write upgrades it),
    ///   ``StoreError/unreadable(_:reason:)``, ``StoreError/busy(_:)``, ``StoreError/unusableSchema(reason:)``.
    public static func openReadOnly(path: String) throws(StoreError) -> LayoutStore {
        try openReadOnly(path: path, migrations: .embedded)
    }

    /// ``openReadOnly(path:)`` with the schema `migrations`.
    static func openReadOnly(path: String, migrations: Migrations) throws(StoreError) -> LayoutStore {
        try migrations.check()
        guard FileManager.default.fileExists(atPath: path) else { throw .missingDatabase(path) }
        let access = try readAccess(path)
        let store = LayoutStore(path: path, queue: try connection(path, access), access: access, migrations: migrations)
        do {
            try store.checkSchemaForReading()
        } catch .readOnly {
            // SQLite found neither the -wal and -shm files nor a way to make them (readAccess's last case).
            throw .unreadable(path, reason: "its -wal and -shm files are missing, and this user may not make them")
        }
        return store
    }

    /// A connection to `path` with the store's settings (docs/schema.md),
    /// opened for `access`.
    static func connection(_ path: String, _ access: Access) throws(StoreError) -> DatabaseQueue {
        var config = Configuration()
        config.foreignKeysEnabled = true
        config.busyMode = .timeout(10)
        config.readonly = access != .readWrite
        // Reads through memory-mapped I/O (up to 256 MB of the file): no copy per
        // page read, ~1.5 ms of a 20 ms `diff`. Temporary storage in memory: the
        // statement journal of each multi-row INSERT of a revision stays out of
        // a temporary file (the connection settings of docs/schema.md). Not mapped
        // when immutable: a file that shrank under its map (another program's
        // VACUUM) would fault the process instead of failing a read.
        let mapped = !access.isImmutable
        let writes = access == .readWrite
        config.prepareDatabase { db in
            try db.execute(sql: mapped ? "PRAGMA mmap_size = 268435456; PRAGMA temp_store = MEMORY" : "PRAGMA temp_store = MEMORY")
            guard writes else { return }
            try keepWALFiles(db)
        }
        do {
            return try DatabaseQueue(path: access.isImmutable ? immutableURI(path) : path, configuration: config)
        } catch {
            throw map(error, path: path)
        }
    }

    /// Checks that the file is a layoutdb database no newer than this tool,
    /// then applies pending migrations and turns WAL on. An empty file (no
    /// tables) gets the schema only with `create`: reading never writes one.
    private func prepareSchema(writable: Bool, create: Bool) throws(StoreError) {
        let migrator = migrations.migrator
        do {
            // The common case in one query: exactly this tool's migrations applied.
            let applied = try? queue.read { db in try migrator.appliedIdentifiers(db) }
            if let applied, !applied.isEmpty, applied == migrations.identifiers {
                if writable && createdFile == nil { try enableWAL() }
                return
            }
        } catch {
            throw LayoutStore.map(error, path: path)
        }
        do {
            let (tables, known, superseded, complete) = try queue.read { db in
                let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
                let known = Migrations.isMigrated(applied: try migrator.appliedIdentifiers(db), tables: tables)
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
                throw StoreError.tooNew(path, unknownMigrations: applied.filter { !migrations.identifiers.contains($0) }.sorted())
            }
            guard !complete || writable else { return }
            guard writable else { throw StoreError.readOnly(path) }
            // Another process may be migrating the same file (two first
            // applies at once): each migration is its own transaction, so ours
            // can fail on a step the other just committed. Fine when the schema
            // is complete now; retried while the other makes progress.
            let all = migrations.identifiers
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
            // A file this store created turns WAL on with its first revision (``write(_:_:)``).
            if createdFile == nil { try enableWAL() }
        } catch let error as StoreError {
            throw error
        } catch {
            throw LayoutStore.map(error, path: path)
        }
    }

    /// Keeps the -wal and -shm files when the last connection closes (the WAL
    /// checkpointed and emptied): a reader that may not make them still reads
    /// with SQLite's locks and sees every commit (docs/schema.md, "Sharing a
    /// database"). A kept WAL is emptied when the last connection closes, and
    /// cut back to 4 MiB whenever it is reset, instead of keeping the size of
    /// the largest revision. Set on every writer's connection, and again when
    /// WAL is turned on (a file a first apply created), which would otherwise
    /// remove them.
    static func keepWALFiles(_ db: Database) throws {
        var persist: CInt = 1
        let code = sqlite3_file_control(db.sqliteConnection, nil, SQLITE_FCNTL_PERSIST_WAL, &persist)
        guard code == SQLITE_OK else { throw DatabaseError(resultCode: ResultCode(rawValue: code)) }
        try db.execute(sql: "PRAGMA journal_size_limit = 4194304")
    }

    /// Turns WAL on unless it already is. SQLite does not call the busy
    /// handler for this pragma, so while another connection writes (a first
    /// apply between its migration and its own switch to WAL) it is retried
    /// every 5 ms, up to the 10 s busy timeout.
    func enableWAL() throws {
        let deadline = ContinuousClock.now.advanced(by: .seconds(10))
        while true {
            do {
                let mode = try queue.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
                if mode?.lowercased() == "wal" { return }
                try queue.writeWithoutTransaction { db in
                    try db.execute(sql: "PRAGMA journal_mode = WAL")
                    if access == .readWrite {
                        try Self.keepWALFiles(db)
                        // A read opens the WAL and its index now, so the files are there (and kept) once closed.
                        _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master")
                    }
                }
                return
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED {
                guard ContinuousClock.now < deadline else { throw error }
                Thread.sleep(forTimeInterval: 0.005)
            }
        }
    }

    /// Maps a SQLite failure to the store's errors.
    static func map(_ error: Error, path: String) -> StoreError {
        if let error = error as? RowDecodingError {
            // A value of another type than its column's (NULL included), which
            // SQLite's STRICT tables never write: the file was changed outside layoutdb.
            return .unreadable(path, reason: "the file is corrupt (a stored value is damaged: \(error))")
        }
        guard let error = error as? DatabaseError else { return .unreadable(path, reason: "\(error)") }
        switch error.resultCode {
        case .SQLITE_NOTADB: return .notLayoutDatabase(path, reason: "it is not a SQLite database")
        case .SQLITE_CORRUPT: return .unreadable(path, reason: "the file is corrupt (\(error.message ?? ""))")
        case .SQLITE_CANTOPEN: return .unreadable(path, reason: "it cannot be opened (\(error.message ?? ""))")
        case .SQLITE_READONLY: return .readOnly(path)
        case .SQLITE_BUSY, .SQLITE_LOCKED: return .busy(path)
        case .SQLITE_FULL: return .full(path)
        case .SQLITE_IOERR: return .unreadable(path, reason: error.message ?? "input/output error")
        default: return .database(path: path, message: error.message ?? "\(error)", sql: error.sql)
        }
    }

    /// Runs a read, mapping failures. On a file read immutable (no lock), the
    /// file is checked unchanged afterwards; if it changed (a writer came), the
    /// read may have mixed two states: it runs again on a new connection, which
    /// now reads with SQLite's locks (``openReadOnly(path:)``).
    /// - Throws: ``StoreError/busy(_:)`` when the file changed under three reads in a row.
    func read<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        var attempts = 0
        while true {
            let result: Result<T, StoreError>
            do {
                result = .success(try queue.read(body))
            } catch let error as StoreError {
                result = .failure(error)
            } catch {
                result = .failure(LayoutStore.map(error, path: path))
            }
            guard case .immutable(let state) = access, FileState(path) != state else { return try result.get() }
            attempts += 1
            guard attempts < 3 else { throw .busy(path) }
            try reopenForReading()
        }
    }

    /// A new connection chosen as ``openReadOnly(path:)`` chooses it.
    func reopenForReading() throws(StoreError) {
        let access = try Self.readAccess(path)
        queue = try Self.connection(path, access)
        self.access = access
    }

    /// Checks, without writing, that the file is a layoutdb database at this
    /// tool's schema: not empty, not another program's, not newer, not older.
    private func checkSchemaForReading() throws(StoreError) {
        let migrator = migrations.migrator
        let (tables, applied) = try read { db -> ([String], Set<String>?) in
            let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
            let applied = try migrator.appliedIdentifiers(db)
            return (tables, Migrations.isMigrated(applied: applied, tables: tables) ? applied : nil)
        }
        guard let applied else {
            if tables.isEmpty { throw .missingDatabase(path) }
            throw .notLayoutDatabase(path, reason: "it has tables of its own (\(tables.prefix(3).joined(separator: ", ")))")
        }
        let unknown = applied.subtracting(migrations.identifiers)
        if !unknown.isEmpty { throw .tooNew(path, unknownMigrations: unknown.sorted()) }
        let missing = migrations.identifiers.subtracting(applied)
        if !missing.isEmpty { throw .outdated(path, missingMigrations: missing.sorted()) }
    }

    /// How a reader opens the file at `path` (``openReadOnly(path:)``) so that
    /// it makes no file: read-only with SQLite's locks when the `-wal` and
    /// `-shm` files are there or this process may make them (it may write the
    /// database and its directory, as a writer would); else immutable, when the
    /// file is a WAL database whose every commit is in the file (no `-wal`, or
    /// an empty one) and this SQLite reads URI file names.
    /// - Throws: ``StoreError/unreadable(_:reason:)`` for a WAL holding commits
    ///   without its `-shm` file, which this process may not make.
    static func readAccess(_ path: String) throws(StoreError) -> Access {
        let manager = FileManager.default
        if manager.fileExists(atPath: path + "-wal") && manager.fileExists(atPath: path + "-shm") { return .readOnly }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        if mayWrite(path) && mayWrite(directory) { return .readOnly }
        // A file in rollback mode is read with locks and makes no file; a hot
        // rollback journal needs SQLite (which cannot roll it back here and says so).
        guard walMode(path), !manager.fileExists(atPath: path + "-journal"),
              sqlite3_compileoption_used("USE_URI") != 0, let state = FileState(path)
        else { return .readOnly }
        guard (state.walSize ?? 0) == 0 else {
            throw .unreadable(path, reason: "its -wal file holds changes but its -shm file is missing, and this user "
                              + "may not make it (any layoutdb command of a user who can write the database makes it)")
        }
        return .immutable(state)
    }

    /// Whether the file's header says WAL mode (its read and write versions, bytes 18 and 19, are 2).
    private static func walMode(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 20), header.count == 20 else { return false }
        return header[header.startIndex + 18] == 2 && header[header.startIndex + 19] == 2
    }

    /// `file:PATH?immutable=1`, the path absolute and percent-encoded but for
    /// letters, digits and `/._-~`.
    static func immutableURI(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var uri = "file:"
        for byte in absolute.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "~"):
                uri.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                uri += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return uri + "?immutable=1"
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
                """).map { DocumentSummary(name: try $0.decode(forColumn: "name"), head: try $0.decode(forColumn: "head"),
                                           revisions: try $0.decode(forColumn: "revisions")) }
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

    /// A revision written as a number, `HEAD`, `HEAD~N`, `HEAD^`… (``RevisionName``)
    /// of `document` (for a number: when `document` is given, the revision
    /// must be of it).
    /// - Throws: ``StoreError/unknownRevision(_:)`` for a malformed text too.
    public func resolveRevision(_ text: String, document: String?) throws(StoreError) -> Revision {
        guard let name = RevisionName.parse(text) else { throw .unknownRevision(text) }
        let start: Revision
        switch name.base {
        case .head:
            return try revision(back: name.back, from: nil, of: resolveDocument(document), text: text)
        case .number(let number):
            guard let found = try revision(number), document == nil || found.document == document
            else { throw .unknownRevision(text) }
            start = found
        }
        return try revision(back: name.back, from: start.number, of: start.document, text: text)
    }

    /// The revision of `document` that is `back` revisions before `from`
    /// (a revision of it; nil: its head), `back` ≥ 0.
    /// - Throws: ``StoreError/unknownRevision(_:)`` with `text` when the
    ///   history is not that long (`Int.max` included: nothing is added to it).
    public func revision(back: Int, from number: Int?, of document: String, text: String) throws(StoreError) -> Revision {
        let found = try read { db in
            var sql = RevisionRow.select + " WHERE d.name = ?"
            var arguments: StatementArguments = [document]
            if let number {
                sql += " AND r.number <= ?"
                arguments += [number]
            }
            sql += " ORDER BY r.number DESC LIMIT 1 OFFSET ?"
            arguments += [max(0, back)]
            return try Row.fetchOne(db, sql: sql, arguments: arguments).map(RevisionRow.revision(from:))
        }
        guard let found else { throw .unknownRevision(text) }
        return found
    }

    /// One revision's metadata.
    public func revision(_ number: Int) throws(StoreError) -> Revision? {
        try read { db in
            try Row.fetchOne(db, sql: RevisionRow.select + " WHERE r.number = ?", arguments: [number]).map(RevisionRow.revision(from:))
        }
    }

    /// Revisions newest first, of one document or all.
    public func log(document: String?, limit: Int? = nil) throws(StoreError) -> [Revision] {
        try read { db in
            var sql = RevisionRow.select
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
            return try Row.fetchAll(db, sql: sql, arguments: arguments).map(RevisionRow.revision(from:))
        }
    }
}

/// Whether this process may write the file or directory at `path` (`access(2)`).
private func mayWrite(_ path: String) -> Bool {
    access(path, W_OK) == 0
}

/// How a store's connection uses its file.
enum Access: Equatable {
    /// Reads and writes (``LayoutStore/open(path:create:)`` of a writable file; a store in memory).
    case readWrite
    /// Reads only, with SQLite's locks and the WAL, as any reader: it sees every commit.
    case readOnly
    /// Reads only, `immutable=1`: no lock, no file made; `state` is the file as it
    /// was opened, which every read checks (``LayoutStore/readAccess(_:)``).
    case immutable(FileState)

    /// Whether the file is read immutable.
    var isImmutable: Bool {
        if case .immutable = self { return true }
        return false
    }
}

/// What changes when a database file is written: its identity, size and
/// times, and its `-wal` file's size (nil without one). A writer changes the
/// file only through a checkpoint, from a `-wal` it makes first.
struct FileState: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: [Int]
    var walSize: Int64?

    /// The state of the file at `path`; nil when it cannot be read.
    init?(_ path: String) {
        var file = stat()
        guard stat(path, &file) == 0 else { return nil }
        device = UInt64(file.st_dev)
        inode = UInt64(file.st_ino)
        size = Int64(file.st_size)
        #if canImport(Darwin)
        modified = [file.st_mtimespec.tv_sec, file.st_mtimespec.tv_nsec, file.st_ctimespec.tv_sec, file.st_ctimespec.tv_nsec]
        #else
        modified = [file.st_mtim.tv_sec, file.st_mtim.tv_nsec, file.st_ctim.tv_sec, file.st_ctim.tv_nsec]
        #endif
        var wal = stat()
        walSize = stat(path + "-wal", &wal) == 0 ? Int64(wal.st_size) : nil
    }
}

/// A document and its head.
public struct DocumentSummary: Equatable, Sendable {
    /// The document's name.
    public var name: String
    /// The newest revision, nil when the document has none yet.
    public var head: Int?
    /// How many revisions it has.
    public var revisions: Int
}

/// What made a revision (the `revision.kind` column; the raw values are what
/// the database stores and the command line prints).
public enum RevisionKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Files (or a ``Layout`` value) applied on top of the head.
    case apply
    /// The undoing of an earlier revision's changes (`target`: that revision).
    case rollback
    /// The state of an earlier revision taken again (`target`: that revision).
    case restore

    /// The raw value: `apply`, `rollback` or `restore`.
    public var description: String { rawValue }
}

/// A revision's metadata.
public struct Revision: Equatable, Sendable {
    /// The revision's number: global to the database, one more than the revision before it.
    public var number: Int
    /// The document it belongs to.
    public var document: String
    /// The document's previous revision, nil for its first.
    public var parent: Int?
    /// When it was made: UTC, ISO 8601 with milliseconds (`2023-11-14T22:13:20.000Z`).
    public var time: String
    /// Who made it, as its writer gave it.
    public var author: String
    /// Its message, as its writer gave it.
    public var message: String
    /// What made it: an apply, a rollback or a restore.
    public var kind: RevisionKind
    /// FNV-1a 64-bit, in hex, of the state it made (docs/schema.md).
    public var digest: String
    /// The revision rolled back or restored to, for those kinds.
    public var target: Int?
}

import Foundation
import GRDB
import Testing
import TestSupport
@testable import LayoutModel
@testable import LayoutStore

/// Files that are not what the store expects: each gives one clear
/// ``StoreError`` with the exit code of cli.md, never a crash, and leaves the
/// file as it was.
@Suite struct StoreFilesTests {
    /// The error `body` throws (nil when it succeeds); any error but a ``StoreError`` is an issue.
    func failure<T>(_ body: () throws -> T) -> StoreError? {
        do {
            _ = try body()
            return nil
        } catch let error as StoreError {
            return error
        } catch {
            Issue.record("not a StoreError: \(error)")
            return nil
        }
    }

    func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    /// A layoutdb database with a few revisions of two documents, closed (its WAL checkpointed and emptied).
    func closedDatabase() throws -> String {
        let path = StoreFixture.temporaryPath()
        do {
            let store = try LayoutStore.open(path: path, create: true)
            for name in ["login.layout", "login-v2.layout", "login-v3.layout"] {
                _ = try store.apply(StoreFixture.request([StoreFixture.example(name)]))
            }
            _ = try store.apply(StoreFixture.request([("bench.layout", GeneratedDocument.text(views: 100))]))
        }
        // The last connection closed: SQLite checkpointed the WAL and emptied it, and kept
        // it with the -shm file for readers that may not make them (docs/schema.md).
        #expect(bytes(path + "-wal")?.count == 0)
        #expect(FileManager.default.fileExists(atPath: path + "-shm"))
        return path
    }

    @Test func aTextFileIsNotALayoutDatabaseAndStaysUntouched() throws {
        let path = StoreFixture.temporaryPath("notes.txt")
        try String(repeating: "just some text, not a database\n", count: 100).write(toFile: path, atomically: true, encoding: .utf8)
        let before = bytes(path)
        for create in [false, true] {
            let error = failure { try LayoutStore.open(path: path, create: create) }
            guard case .notLayoutDatabase(let culprit, _) = error else {
                Issue.record("create \(create): \(String(describing: error))")
                continue
            }
            #expect(culprit == path)
            #expect(error?.description == "'\(path)' is not a layoutdb database: it is not a SQLite database")
        }
        #expect(bytes(path) == before)
    }

    @Test func aSQLiteDatabaseWithItsOwnTablesIsRefusedAndStaysUntouched() throws {
        let path = StoreFixture.temporaryPath("other.db")
        do {
            let other = try DatabaseQueue(path: path)
            try other.write { db in
                try db.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)")
                try db.execute(sql: "INSERT INTO notes (body) VALUES ('keep me')")
            }
        }
        let before = bytes(path)
        for create in [false, true] {
            let error = failure { try LayoutStore.open(path: path, create: create) }
            guard case .notLayoutDatabase(path, _) = error else {
                Issue.record("create \(create): \(String(describing: error))")
                continue
            }
            // The message names the file and the foreign table.
            #expect(error?.description == "'\(path)' is not a layoutdb database: it has tables of its own (notes)")
        }
        #expect(bytes(path) == before)
    }

    @Test func aDatabaseMadeByANewerLayoutdbIsRefusedWithExit74AndNeverChanged() throws {
        let path = try closedDatabase()
        do {
            let raw = try DatabaseQueue(path: path)
            try raw.write { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('0002_from_the_future')") }
        }
        let before = try #require(bytes(path))
        for create in [false, true] {
            let error = failure { try LayoutStore.open(path: path, create: create) }
            guard case .tooNew(_, let unknown) = error else {
                Issue.record("create \(create): \(String(describing: error))")
                continue
            }
            #expect(unknown == ["0002_from_the_future"])
            #expect(error?.description.hasSuffix("(unknown migrations 0002_from_the_future); it was not changed") == true)
        }
        #expect(bytes(path) == before)
    }

    @Test func aMissingDirectoryGivesExit66AndCreatesNothing() {
        let directory = "/nonexistent-\(UUID().uuidString)/dir"
        let path = directory + "/x.db"
        let create = failure { try LayoutStore.open(path: path, create: true) }
        guard case .missingDirectory(path) = create else {
            Issue.record("\(String(describing: create))")
            return
        }
        #expect(create?.description == "cannot create the database '\(path)': its directory does not exist")
        let read = failure { try LayoutStore.open(path: path) }
        guard case .missingDatabase(path) = read else {
            Issue.record("\(String(describing: read))")
            return
        }
        #expect(!FileManager.default.fileExists(atPath: directory))
    }

    @Test func anEmptyFileIsNoDatabaseForAReadAndStaysEmptyButApplyMayCreateOne() throws {
        let path = StoreFixture.temporaryPath("empty.db")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let read = failure { try LayoutStore.open(path: path) }
        guard case .missingDatabase(path) = read else {
            Issue.record("\(String(describing: read))")
            return
        }
        // Nothing was written: still 0 bytes, no WAL.
        #expect(bytes(path)?.count == 0)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        // A write that may create a database (init, apply) gives it the schema.
        let store = try LayoutStore.open(path: path, create: true)
        #expect(try store.apply(StoreFixture.request([StoreFixture.example("login.layout")])).revision == 1)
    }

    @Test func aDirectoryInPlaceOfTheFileIsAClearError() throws {
        let path = StoreFixture.temporaryPath("a-directory.db")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let error = failure { try LayoutStore.open(path: path, create: true) }
        guard case .unreadable(path, _) = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(error?.description.hasPrefix("cannot read the database '\(path)'") == true)
    }

    /// Whole pages in the middle of the file overwritten with a byte pattern:
    /// the page headers become invalid, so SQLite must see the corruption as
    /// soon as any of those pages is read.
    @Test func aCorruptDatabaseGivesExit74OnEveryUseThatTouchesItAndApplyChangesNothing() throws {
        let path = try closedDatabase()
        let size = try #require(bytes(path)).count
        let pageSize = 4096
        let pages = size / pageSize
        // 4 096-byte pages (SQLite's default); the fixture's file spans dozens of them.
        #expect(pages > 20)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.seek(toOffset: UInt64(pages / 2 * pageSize))
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 4 * pageSize))
        try handle.close()
        let corrupt = try #require(bytes(path))

        var errors: [StoreError] = []
        func attempt<T>(_ body: () throws -> T) {
            if let error = failure(body) { errors.append(error) }
        }
        attempt { try LayoutStore.open(path: path).state(document: "bench") }
        attempt { try LayoutStore.open(path: path).frames(document: "bench", at: 4) }
        attempt { try LayoutStore.open(path: path).state(document: "login", at: 1) }
        attempt { try LayoutStore.open(path: path).log(document: nil) }
        let edit = "layout bench\nupdate r5v5 { height.equalTo(50).priority(high) }\n"
        attempt { try LayoutStore.open(path: path).apply(StoreFixture.request([("e.layout", edit)])) }
        // Four pages of a 100-view document's rows and indexes cannot all be missed by an apply that reads them all.
        #expect(!errors.isEmpty)
        for error in errors {
            guard case .unreadable(path, _) = error else {
                Issue.record("\(error)")
                continue
            }
            #expect(error.description.contains("corrupt") || error.description.contains("malformed"), "\(error)")
        }
        #expect(bytes(path) == corrupt)
    }

    /// Whether this process can make a file unwritable for itself: with
    /// `chmod 0444`, or (as root, who ignores modes) with `chattr +i`.
    static let readOnlyFiles: Bool = {
        let path = StoreFixture.temporaryPath("probe")
        guard FileManager.default.createFile(atPath: path, contents: Data("x".utf8)) else { return false }
        defer { unlock(path) }
        return lock(path)
    }()

    /// Makes the file unwritable; true when it worked.
    @discardableResult
    static func lock(_ path: String) -> Bool {
        chmod(path, 0o444)
        if access(path, W_OK) != 0 { return true }
        _ = SystemTool.run("/usr/bin/chattr", ["+i", path])
        return access(path, W_OK) != 0
    }

    static func unlock(_ path: String) {
        if access(path, W_OK) != 0 { _ = SystemTool.run("/usr/bin/chattr", ["-i", path]) }
        chmod(path, 0o644)
    }


    @Test(.enabled(if: readOnlyFiles, "this process can write a 0444 file and cannot chattr +i it"))
    func aReadOnlyDatabaseCanBeReadButApplyGivesExit74AndChangesNothing() throws {
        let path = try closedDatabase()
        let expected = try LayoutStore.open(path: path).state(document: "login")
        #expect(Self.lock(path))
        defer { Self.unlock(path) }
        let before = bytes(path)
        let store = try LayoutStore.open(path: path)
        let state = try store.state(document: "login")
        #expect(state.constraints.map { OneLine.format($0.constraint) } == expected.constraints.map { OneLine.format($0.constraint) })
        #expect(try store.frames(document: "login", at: 2).canvases.count == 3)
        let edit = "layout login\nupdate header { height.equalTo(70) }\n"
        let error = failure { try store.apply(StoreFixture.request([("e.layout", edit)])) }
        guard case .readOnly(path) = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(error?.description == "cannot write the database '\(path)': it is read-only")
        // open(create: true), as apply does, refuses the same way.
        let reopened = failure { try LayoutStore.open(path: path, create: true).apply(StoreFixture.request([("e.layout", edit)])) }
        guard case .readOnly(path) = reopened else {
            Issue.record("\(String(describing: reopened))")
            return
        }
        #expect(bytes(path) == before)
    }
}

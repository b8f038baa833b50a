import Foundation
import GRDB
import Testing
@testable import LayoutModel
@testable import LayoutStore

/// The file a first apply creates (docs/schema.md, "Refusals: nothing
/// written"): created exclusively, in rollback-journal mode until its first
/// revision, and removed again when that revision cannot be written — but
/// only while it is still the file created, holds no revision, and no other
/// layoutdb has opened it for writing.
@Suite struct StoreCreatedFileTests {
    static let addition = StoreConcurrencyTests.addition

    /// The files SQLite may keep beside a database at `path`.
    static func files(_ path: String) -> [String] {
        ["", "-wal", "-shm", "-journal"].map { path + $0 }.filter { FileManager.default.fileExists(atPath: $0) }
    }

    static func journalMode(_ path: String) throws -> String? {
        try DatabaseQueue(path: path).read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
    }

    @Test func aFirstApplyWhoseWriteFailsRemovesTheFileItCreated() throws {
        let path = StoreFixture.temporaryPath()
        let store = try LayoutStore.open(path: path, create: true)
        #expect(store.createdFile != nil)
        store.failpoint = { if $0 == "frames" { throw InjectedCrash() } }
        #expect(throws: (any Error).self) { try store.apply(StoreFixture.request(Self.addition("a"))) }
        #expect(Self.files(path) == [path])
        #expect(store.removeCreatedFileIfEmpty())
        #expect(Self.files(path) == [])
    }

    /// 200 views, each with four constraints: some 60 KB of rows, more than
    /// the empty tables' root pages hold.
    static let manyViews: (file: String, text: String) = {
        let views = (0..<200).map { "view v\($0)" }
        let makes = (0..<200).map { i in
            "make v\(i) { left.equalTo(superview).offset(\(i)); top.equalTo(superview).offset(\(2 * i)); "
                + "width.equalTo(100); height.equalTo(20) }"
        }
        return ("many.layout", (["layout many"] + views + makes).joined(separator: "\n") + "\n")
    }()

    @Test func aFirstApplyOnAFullDiskRemovesTheFileItCreated() throws {
        let path = StoreFixture.temporaryPath()
        let store = try LayoutStore.open(path: path, create: true)
        // A full disk, simulated: max_page_count caps the file at the pages the
        // schema has, and a write needing one more page fails with SQLITE_FULL,
        // the answer SQLite gives on a full disk (the file system itself has
        // room; the command-line test FailedFirstApplyTests fills a real tmpfs).
        try store.queue.writeWithoutTransaction { db in
            let pages = try #require(try Int.fetchOne(db, sql: "PRAGMA page_count"))
            try db.execute(sql: "PRAGMA max_page_count = \(pages)")
        }
        let error = #expect(throws: StoreError.self) { try store.apply(StoreFixture.request([Self.manyViews])) }
        guard case .full(path)? = error else {
            Issue.record("\(String(describing: error)) is not a full disk")
            return
        }
        #expect(Self.files(path) == [path])
        #expect(store.removeCreatedFileIfEmpty())
        #expect(Self.files(path) == [])
    }

    @Test func theCreatedFileTurnsWALOnWithItsFirstRevisionAndIsThenKept() throws {
        let path = StoreFixture.temporaryPath()
        let store = try LayoutStore.open(path: path, create: true)
        #expect(try Self.journalMode(path) == "delete")
        #expect(try store.apply(StoreFixture.request(Self.addition("a"))).revision == 1)
        #expect(try Self.journalMode(path) == "wal")
        #expect(store.createdFile == nil)
        #expect(!store.removeCreatedFileIfEmpty())
        #expect(try LayoutStore.open(path: path).log(document: "conc").map(\.number) == [1])
    }

    @Test func aFileAnotherStoreOpenedForWritingIsNotRemoved() throws {
        let path = StoreFixture.temporaryPath()
        let creator = try LayoutStore.open(path: path, create: true)
        // Another writer opens the new file (and turns WAL on, as every writer does).
        let other = try LayoutStore.open(path: path, create: true)
        #expect(other.createdFile == nil)
        creator.failpoint = { if $0 == "revision" { throw InjectedCrash() } }
        #expect(throws: (any Error).self) { try creator.apply(StoreFixture.request(Self.addition("a"))) }
        #expect(!creator.removeCreatedFileIfEmpty())
        #expect(try other.apply(StoreFixture.request(Self.addition("b"))).revision == 1)
        #expect(try StoreAudit.problems(other) == [])
    }

    @Test func aFileWithARevisionIsNotRemoved() throws {
        let path = StoreFixture.temporaryPath()
        let creator = try LayoutStore.open(path: path, create: true)
        // Another writer's first revision comes in before the creator's failure is
        // cleaned up; then the file is put back in rollback-journal mode, so that
        // only its revision tells that it is not the creator's to remove.
        do {
            let other = try LayoutStore.open(path: path)
            #expect(try other.apply(StoreFixture.request(Self.addition("b"))).revision == 1)
        }
        try DatabaseQueue(path: path).writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = DELETE") }
        #expect(try Self.journalMode(path) == "delete")
        #expect(!creator.removeCreatedFileIfEmpty())
        #expect(try LayoutStore.open(path: path).log(document: "conc").map(\.number) == [1])
    }

    @Test func aFileReplacedSinceItWasCreatedIsNotRemoved() throws {
        let path = StoreFixture.temporaryPath()
        let creator = try LayoutStore.open(path: path, create: true)
        // The created file moved away, another put in its place.
        try FileManager.default.moveItem(atPath: path, toPath: path + ".moved")
        #expect(FileManager.default.createFile(atPath: path, contents: Data("notes\n".utf8)))
        #expect(!creator.removeCreatedFileIfEmpty())
        #expect(FileManager.default.contents(atPath: path) == Data("notes\n".utf8))
    }

    @Test func aWriterWhoseFileWasReplacedSinceItOpenedItWritesNothing() throws {
        let path = StoreFixture.temporaryPath()
        do {
            _ = try LayoutStore.open(path: path, create: true).apply(StoreFixture.request(Self.addition("base")))
        }  // closed: its WAL checkpointed into the file
        let before: String
        do {
            let store = try LayoutStore.open(path: path)
            before = try StoreFixture.dump(store)
            // A copy of the file (another inode) put in its place while the store has it open.
            let copy = StoreFixture.temporaryPath("copy.db")
            try FileManager.default.copyItem(atPath: path, toPath: copy)
            #expect(rename(copy, path) == 0)
            let error = #expect(throws: StoreError.self) { try store.apply(StoreFixture.request(Self.addition("a"))) }
            #expect(error?.description
                    == "cannot read the database '\(path)': the file was removed or replaced since it was opened; nothing was written")
        }
        #expect(try StoreFixture.dump(LayoutStore.open(path: path)) == before)
        // Removed outright: the same.
        let gone = try LayoutStore.open(path: path)
        try FileManager.default.removeItem(atPath: path)
        #expect(throws: StoreError.self) { try gone.apply(StoreFixture.request(Self.addition("a"))) }
    }
}

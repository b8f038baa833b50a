import Foundation
import Testing
import TestSupport
@testable import LayoutStore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A database shared by a writer and readers (docs/schema.md, "Sharing a
/// database"): a reader opens it read-only and makes no file, so it reads in
/// a read-only directory and leaves nothing that would stop the owner's next
/// write; a writer keeps the -wal and -shm files a reader needs.
@Suite(.serialized) struct StoreSharingTests {
    /// A database with the login history (revisions 1–3), closed.
    func closedDatabase() throws -> String {
        let path = StoreFixture.temporaryPath()
        let store = try LayoutStore.open(path: path, create: true)
        for name in ["login.layout", "login-v2.layout", "login-v3.layout"] {
            _ = try store.apply(StoreFixture.request([StoreFixture.example(name)]))
        }
        return path
    }

    func directory(of path: String) -> String { URL(fileURLWithPath: path).deletingLastPathComponent().path }

    func listing(_ directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    /// Removes the -wal and -shm files of a closed database (as a program that
    /// does not keep them does when it closes it last).
    func removeCompanions(_ path: String) throws {
        for suffix in ["-wal", "-shm"] { try FileManager.default.removeItem(atPath: path + suffix) }
    }

    @Test func aWriterKeepsAnEmptyWALAndTheSharedMemoryFileWhenItCloses() throws {
        let path = try closedDatabase()
        // Everything was checkpointed into the file: the WAL is empty, but there.
        #expect(FileManager.default.contents(atPath: path + "-wal")?.count == 0)
        #expect(FileManager.default.fileExists(atPath: path + "-shm"))
        #expect(listing(directory(of: path)) == ["layout.db", "layout.db-shm", "layout.db-wal"])
    }

    @Test func aReaderReadsWithoutChangingTheFileOrMakingOne() throws {
        let path = try closedDatabase()
        let before = FileManager.default.contents(atPath: path)
        let files = listing(directory(of: path))
        let store = try LayoutStore.openReadOnly(path: path)
        #expect(store.access == .readOnly)
        #expect(try store.log(document: "login").map(\.number) == [3, 2, 1])
        #expect(try store.query("SELECT count(*) FROM revision").rows == [["3"]])
        // A read-only connection refuses a write even through the store's own API.
        #expect(throws: StoreError.self) {
            try store.apply(StoreFixture.request([("e.layout", "layout login\nupdate header { height.equalTo(70) }\n")]))
        }
        #expect(FileManager.default.contents(atPath: path) == before)
        #expect(FileManager.default.contents(atPath: path + "-wal")?.count == 0)
        #expect(listing(directory(of: path)) == files)
    }

    @Test(.enabled(if: UnwritableDirectory.possible, "this process cannot make a directory unwritable for itself"))
    func aReadOnlyDirectoryIsReadWithOrWithoutTheWALFiles() throws {
        let path = try closedDatabase()
        let folder = directory(of: path)
        let expected = try LayoutStore.openReadOnly(path: path).state(document: "login", at: 3)

        // The -wal and -shm files kept by the writer: read as any reader, with SQLite's locks.
        #expect(UnwritableDirectory.lock(folder))
        do {
            defer { UnwritableDirectory.unlock(folder) }
            let store = try LayoutStore.openReadOnly(path: path)
            #expect(store.access == .readOnly)
            #expect(try store.state(document: "login", at: 3) == expected)
        }

        // Without them (SQLite could neither make them nor read the WAL): read immutable.
        try removeCompanions(path)
        let before = FileManager.default.contents(atPath: path)
        #expect(UnwritableDirectory.lock(folder))
        defer { UnwritableDirectory.unlock(folder) }
        let store = try LayoutStore.openReadOnly(path: path)
        #expect(store.access.isImmutable)
        #expect(try store.state(document: "login", at: 3) == expected)
        #expect(try store.log(document: nil).map(\.number) == [3, 2, 1])
        #expect(try store.query("SELECT count(*) FROM revision").rows == [["3"]])
        #expect(listing(folder) == ["layout.db"])
        #expect(FileManager.default.contents(atPath: path) == before)

        // A writer is refused as before (its WAL cannot be made), and changes nothing.
        var error: StoreError?
        do {
            _ = try LayoutStore.open(path: path, create: true)
                .apply(StoreFixture.request([("e.layout", "layout login\nupdate header { height.equalTo(70) }\n")]))
        } catch let e {
            error = e
        }
        guard case .readOnly(path) = error else {
            Issue.record("expected readOnly, got \(String(describing: error))")
            return
        }
        #expect(listing(folder) == ["layout.db"])
        #expect(FileManager.default.contents(atPath: path) == before)
    }

    @Test(.enabled(if: UnwritableDirectory.possible, "this process cannot make a directory unwritable for itself"))
    func aReadOfAnImmutableFileThatAWriterChangedReadsAgainWithLocks() throws {
        let path = try closedDatabase()
        let folder = directory(of: path)
        try removeCompanions(path)
        #expect(UnwritableDirectory.lock(folder))
        let reader = try LayoutStore.openReadOnly(path: path)
        UnwritableDirectory.unlock(folder)
        #expect(reader.access.isImmutable)
        #expect(try reader.log(document: "login").map(\.number) == [3, 2, 1])

        // A writer comes: it makes the WAL, commits revision 4 and checkpoints it into the file.
        let edit = "layout login\nupdate header { height.equalTo(70) }\n"
        #expect(try LayoutStore.open(path: path).apply(StoreFixture.request([("e.layout", edit)])).revision == 4)

        // The reader's next read sees that the file changed, opens it again (with
        // SQLite's locks now that the -wal and -shm files are there) and reads it whole.
        #expect(try reader.log(document: "login").map(\.number) == [4, 3, 2, 1])
        #expect(reader.access == .readOnly)
    }

    @Test(.enabled(if: UnwritableDirectory.possible, "this process cannot make a directory unwritable for itself"))
    func aQueryOfAnImmutableFileThatAWriterChangedMeanwhileIsBusy() throws {
        let path = try closedDatabase()
        let folder = directory(of: path)
        try removeCompanions(path)
        #expect(UnwritableDirectory.lock(folder))
        defer { UnwritableDirectory.unlock(folder) }
        let reader = try LayoutStore.openReadOnly(path: path)
        #expect(reader.access.isImmutable)
        // While the rows are handed over, a writer commits revision 4 and checkpoints it
        // into the file: the rows already handed over may mix two states, and cannot be
        // read again, so the query ends busy (75 on the command line).
        var rows = 0
        var error: StoreError?
        do {
            try reader.query("SELECT number FROM revision ORDER BY number", limits: QueryLimits(), columns: { _ in }, row: { _ in
                rows += 1
                if rows == 1 {
                    UnwritableDirectory.unlock(folder)
                    let edit = "layout login\nupdate header { height.equalTo(70) }\n"
                    #expect((try? LayoutStore.open(path: path).apply(StoreFixture.request([("e.layout", edit)])).revision) == 4)
                }
                return true
            })
        } catch let e {
            error = e
        }
        guard case .busy(path) = error else {
            Issue.record("expected busy, got \(String(describing: error))")
            return
        }
        // The next read finds the -wal and -shm files and reads with SQLite's locks.
        #expect(try reader.query("SELECT max(number) FROM revision").rows == [["4"]])
    }

    @Test func aDatabaseOfAnOlderLayoutdbIsNotUpgradedByAReader() throws {
        let path = StoreFixture.temporaryPath()
        let all = Migrations.embedded.files
        let older = Migrations(Array(all.dropLast()))
        _ = try LayoutStore.open(path: path, create: true, migrations: older)
        let before = FileManager.default.contents(atPath: path)
        var error: StoreError?
        do {
            _ = try LayoutStore.openReadOnly(path: path)
        } catch let e {
            error = e
        }
        guard case .outdated(path, let missing) = error, let last = all.last else {
            Issue.record("expected outdated, got \(String(describing: error))")
            return
        }
        #expect(missing == [last.identifier])
        #expect(error?.description == "'\(path)' was made by an older layoutdb (migrations \(last.identifier) not applied); "
                + "reading does not upgrade it")
        #expect(FileManager.default.contents(atPath: path) == before)
        // A writer upgrades it; then it reads.
        _ = try LayoutStore.open(path: path)
        #expect(try LayoutStore.openReadOnly(path: path).documents() == [])
    }

    @Test func anEmptyOrMissingFileIsNoDatabaseForAReader() throws {
        let missing = StoreFixture.temporaryPath()
        #expect(throws: StoreError.self) { try LayoutStore.openReadOnly(path: missing) }
        #expect(!FileManager.default.fileExists(atPath: missing))
        let empty = StoreFixture.temporaryPath()
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        var error: StoreError?
        do { _ = try LayoutStore.openReadOnly(path: empty) } catch let e { error = e }
        guard case .missingDatabase(empty) = error else {
            Issue.record("expected missingDatabase, got \(String(describing: error))")
            return
        }
        #expect(FileManager.default.contents(atPath: empty)?.count == 0)
        #expect(listing(directory(of: empty)) == ["layout.db"])
    }

    @Test func theImmutableURIEncodesWhatAURIWouldRead() {
        #expect(LayoutStore.immutableURI("/tmp/a b/x?y#z%.db") == "file:/tmp/a%20b/x%3Fy%23z%25.db?immutable=1")
        #expect(LayoutStore.immutableURI("/tmp/é.db") == "file:/tmp/%C3%A9.db?immutable=1")
    }

    /// Two users with the built `layoutdb`: the owner (uid 65533) writes, a
    /// reader (nobody, uid 65534) reads. In a directory both may write, the
    /// reader makes no file there (with the -wal and -shm files the owner kept,
    /// or without them), so the owner's next apply works: a -shm file of the
    /// reader's, which the owner may not write, would refuse it (74). In a
    /// directory only the owner may write, the reader reads.
    @Test(.enabled(if: OtherUser.available, "needs root, setpriv and the built layoutdb"))
    func anotherUsersReadsLeaveNothingThatStopsTheOwnersWrites() throws {
        let folder = TemporaryFolder.new()
        let path = folder + "/layout.db"
        #expect(chown(folder, OtherUser.owner, OtherUser.owner) == 0)
        #expect(chmod(folder, 0o777) == 0)
        defer { chmod(folder, 0o755) }
        var run = try OtherUser.run(as: OtherUser.owner, ["apply", OtherUser.example("login.layout"), "-m", "first",
                                                          "--author", "ada", "--db", path])
        #expect(run.status == 0, "\(run.error)")
        #expect(OtherUser.fileOwner(path) == OtherUser.owner && OtherUser.fileOwner(path + "-shm") == OtherUser.owner)
        let files = listing(folder)
        #expect(files == ["layout.db", "layout.db-shm", "layout.db-wal"])

        // With the owner's -wal and -shm files.
        run = try OtherUser.run(as: OtherUser.reader, ["log", "--db", path])
        #expect(run.status == 0 && run.output.hasPrefix("1  "), "\(run.error)")
        run = try OtherUser.run(as: OtherUser.reader, ["sql", "SELECT count(*) AS n FROM revision", "--json", "--db", path])
        #expect(run.status == 0 && run.output.contains("\"rows\": [\n    [\n      1\n    ]\n  ]"), "\(run.error)")
        #expect(listing(folder) == files)
        run = try OtherUser.run(as: OtherUser.owner, ["apply", OtherUser.example("login-v2.layout"), "-m", "second",
                                                      "--author", "ada", "--db", path])
        #expect(run.status == 0, "\(run.error)")

        // Without them (another program that closed the database last removed them).
        try removeCompanions(path)
        for arguments in [["log", "--db", path], ["frames", "--db", path], ["sql", "SELECT 1", "--db", path],
                          ["show", "HEAD", "--db", path], ["check", "HEAD", "--db", path], ["export", "--db", path]] {
            run = try OtherUser.run(as: OtherUser.reader, arguments)
            #expect(run.status == 0, "\(arguments): \(run.error)")
        }
        #expect(listing(folder) == ["layout.db"])
        run = try OtherUser.run(as: OtherUser.owner, ["apply", OtherUser.example("login-v3.layout"), "-m", "third",
                                                      "--author", "ada", "--db", path])
        #expect(run.status == 0, "\(run.error)")

        // A directory only the owner may write.
        #expect(chmod(folder, 0o755) == 0)
        try removeCompanions(path)
        run = try OtherUser.run(as: OtherUser.reader, ["log", "--db", path])
        #expect(run.status == 0 && run.output.split(separator: "\n").count == 3, "\(run.error)")
        #expect(listing(folder) == ["layout.db"])
    }
}

/// The built `layoutdb` run as other users than root, through `setpriv`.
enum OtherUser {
    static let setpriv = "/usr/bin/setpriv"
    /// The user (and group) id of a database's owner in these tests.
    static let owner: UInt32 = 65533
    /// The user (and group) id of a reader: nobody.
    static let reader: UInt32 = 65534

    /// Whether the test can run layoutdb as other users: as root, with setpriv and the built executable.
    static let available: Bool = getuid() == 0 && FileManager.default.isExecutableFile(atPath: setpriv)
        && executable != nil

    /// A folder every user may read, holding a copy of the built `layoutdb`
    /// and the examples: the checkout itself may lie in a folder only root
    /// may enter (a clone in a `mktemp -d` folder, mode 0700).
    static let shared: String = {
        let folder = TemporaryFolder.new()
        chmod(folder, 0o755)
        return folder
    }()

    /// The copy of the built `layoutdb` in ``shared``, or nil.
    static let executable: String? = {
        guard let built = BuiltProduct.layoutdb else { return nil }
        let copy = shared + "/layoutdb"
        guard (try? FileManager.default.copyItem(atPath: built.path, toPath: copy)) != nil else { return nil }
        chmod(copy, 0o755)
        return copy
    }()

    /// A copy of the example file `name` in ``shared``, readable by every user.
    static func example(_ name: String) -> String {
        let copy = shared + "/" + name
        if !FileManager.default.fileExists(atPath: copy) {
            _ = try? FileManager.default.copyItem(atPath: Repository.example(name), toPath: copy)
            chmod(copy, 0o644)
        }
        return copy
    }

    /// Runs `layoutdb arguments` as `user`; its status, standard output and error.
    static func run(as user: UInt32, _ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        guard let executable else { return (-1, "", "no built layoutdb") }
        let (status, output, error) = try MigrationsTests.run(
            URL(fileURLWithPath: setpriv), ["--reuid=\(user)", "--regid=\(user)", "--clear-groups", executable] + arguments,
            in: URL(fileURLWithPath: "/"))
        return (status, output, error)
    }

    /// The owner (uid) of the file at `path`, or nil.
    static func fileOwner(_ path: String) -> UInt32? {
        var file = stat()
        guard stat(path, &file) == 0 else { return nil }
        return UInt32(file.st_uid)
    }
}

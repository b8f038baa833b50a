import Foundation
import GRDB
import Testing
import TestSupport
@testable import LayoutStore

/// The schema travels inside the module: the migrations compiled in are the
/// files of `migrations/`, a build without a usable list never makes a
/// database, and the executable works with no file beside it.
@Suite struct MigrationsTests {
    /// The repository's `migrations/` folder, next to `Tests/`.
    static let folder: URL = Repository.root.appendingPathComponent("migrations")

    @Test func theEmbeddedMigrationsAreTheSQLFilesOfTheMigrationsFolderInFileNameOrder() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".sql") }.sorted()
        let files = try names.map { name in
            (String(name.dropLast(4)), try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8))
        }
        let embedded = Migrations.embedded.files
        #expect(embedded.map(\.identifier) == files.map(\.0))
        #expect(embedded.map(\.sql) == files.map(\.1))
        #expect(files.count >= 4)  // 0001 to 0004 at least, as docs/schema.md lists them
        #expect(Migrations.embedded.problem == nil)
    }

    /// GRDB's migrator records what it applied in one table of its own,
    /// `grdb_migrations` (GRDB 7's `DatabaseMigrator`, made before its first
    /// migration): the only table the store takes for the migrator's, not
    /// another program's, when nothing is applied yet.
    @Test func theMigratorsRecordIsItsOneTable() {
        #expect(Migrations.recordTables == ["grdb_migrations"])
    }

    /// A file holding the migrator's record and nothing applied (a first
    /// apply of another process between the record's table and its first
    /// migration) is a layoutdb database being made: opened, it is migrated
    /// (a file with tables and no record is another program's,
    /// `StoreFilesTests`).
    @Test func aFileWithTheMigratorsRecordAndNothingAppliedIsMigrated() throws {
        let path = StoreFixture.temporaryPath("record.db")
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
        }
        let store = try LayoutStore.open(path: path)
        #expect(try store.queue.read { db in try store.migrations.migrator.appliedIdentifiers(db) }
                == Migrations.embedded.identifiers)
    }

    @Test(arguments: [
        ([], "it holds no migration"),
        ([("0001_a", "CREATE TABLE a(x INTEGER) STRICT;"), ("0003_c", "CREATE TABLE c(x INTEGER) STRICT;")],
         "migration 0002 is missing (found '0003_c' in its place)"),
        ([("0001_a", "CREATE TABLE a(x INTEGER) STRICT;"), ("0001_b", "CREATE TABLE b(x INTEGER) STRICT;")],
         "migrations '0001_a' and '0001_b' have the same number"),
        ([("0002_b", "CREATE TABLE b(x INTEGER) STRICT;")], "migration 0001 is missing (found '0002_b' in its place)"),
        ([("initial", "CREATE TABLE a(x INTEGER) STRICT;")], "migration 'initial' is not named NNNN_name"),
        ([("0001_a", "  \n")], "migration '0001_a' is empty"),
        ([("0001_a", "CREATE TABLE a(x INTEGER) STRICT;"), ("0002_b", "CREATE TABLE a(x INTEGER) STRICT;")],
         "migration '0002_b' fails: table a already exists"),
    ] as [([(String, String)], String)])
    func anUnusableListRefusesToCreateADatabaseAndLeavesNoFile(files: [(String, String)], reason: String) {
        let path = StoreFixture.temporaryPath()
        let migrations = Migrations(files.map { (identifier: $0.0, sql: $0.1) })
        var error: StoreError?
        do {
            _ = try LayoutStore.open(path: path, create: true, migrations: migrations)
        } catch let e {
            error = e
        }
        guard case .unusableSchema(let found) = error else {
            Issue.record("expected unusableSchema, got \(String(describing: error))")
            return
        }
        #expect(found.hasPrefix(reason))
        #expect(error?.description.hasSuffix("no database was opened or created") == true)
        // Nothing at all in the directory: no database, no journal.
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        #expect((try? FileManager.default.contentsOfDirectory(atPath: directory)) == [])
    }

    @Test func anUnusableListRefusesAnExistingDatabaseWithoutChangingIt() throws {
        let path = StoreFixture.temporaryPath()
        let store = try LayoutStore.open(path: path, create: true)
        _ = try store.apply(StoreFixture.request([StoreFixture.example("login.layout")]))
        let before = try StoreFixture.dump(store)
        #expect(throws: StoreError.self) { try LayoutStore.open(path: path, migrations: Migrations([])) }
        #expect(throws: StoreError.self) { try LayoutStore.inMemory(migrations: Migrations([])) }
        #expect(try StoreFixture.dump(LayoutStore.open(path: path)) == before)
    }

    /// Runs `executable` in `directory`; (status, standard output, standard error).
    static func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> (Int32, String, String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["LAYOUTDB_PATH"] = nil
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let error = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self))
    }

    @Test func theExecutableCopiedAloneIntoAnEmptyFolderCreatesAWorkingDatabase() throws {
        guard let built = BuiltProduct.layoutdb else {
            // `swift test` builds every product before the tests; only a test
            // bundle run on its own, away from its build folder, lands here.
            Issue.record("the built layoutdb executable was not found beside the test bundle; run `swift build` first")
            return
        }
        let folder = URL(fileURLWithPath: StoreFixture.temporaryPath()).deletingLastPathComponent()
        let copy = folder.appendingPathComponent("layoutdb")
        try FileManager.default.copyItem(at: built, to: copy)
        try """
            layout card
            canvas phone 300x200
            view box
            make box {
              top.left.equalTo(superview).offset(10)
              width.equalTo(100)
              height.equalTo(50)
            }

            """.write(to: folder.appendingPathComponent("card.layout"), atomically: true, encoding: .utf8)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["card.layout", "layoutdb"])

        let (status, output, error) = try Self.run(copy, ["apply", "card.layout", "-m", "first", "--author", "ada"], in: folder)
        #expect(status == 0, "\(error)")
        #expect(output.hasPrefix("revision 1 of card: +4 -0 ~0 constraints, +1 -0 ~0 views, +1 -0 ~0 canvases (apply)"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("layout.db").path))

        let (framesStatus, frames, framesError) = try Self.run(copy, ["frames", "--doc", "card"], in: folder)
        #expect(framesStatus == 0, "\(framesError)")
        // box: left and top 10 from the root's, 100 wide and 50 high by its own constraints.
        let row = frames.split(separator: "\n").first { $0.hasPrefix("  box") }?.split(separator: " ").map(String.init)
        #expect(row == ["box", "root", "10", "10", "100", "50"])
        // The database is readable by the library too, at the newest schema.
        let store = try LayoutStore.open(path: folder.appendingPathComponent("layout.db").path)
        #expect(try store.log(document: "card").map(\.number) == [1])
    }
}

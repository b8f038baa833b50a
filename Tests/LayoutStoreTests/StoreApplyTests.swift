import Foundation
import GRDB
import Testing
import TestSupport
@testable import LayoutModel
@testable import LayoutStore

/// Helpers shared by the store tests: real SQLite databases, in memory and on disk.
enum StoreFixture {
    /// An example file's name and text.
    static func example(_ name: String) -> (file: String, text: String) {
        (name, (try? String(contentsOfFile: Repository.example(name), encoding: .utf8)) ?? "")
    }

    /// A path for a new database (or another file) in a fresh temporary directory.
    static func temporaryPath(_ name: String = "layout.db") -> String { TemporaryFolder.path(name) }

    /// A database at `path` made by the migrations before `migration` only: a
    /// file as an older version wrote it, for the tests of an upgrade.
    static func database(at path: String, before migration: String) throws -> LayoutStore {
        let all = Migrations.embedded.files
        let index = try #require(all.firstIndex { $0.identifier == migration })
        return try LayoutStore.open(path: path, create: true, migrations: Migrations(Array(all[..<index])))
    }

    static func request(_ files: [(file: String, text: String)], _ message: String = "m") -> ApplyRequest {
        ApplyRequest(files: files, message: message, author: "tester")
    }

    /// Every table of the database and every row of each, as text, to compare a
    /// database before and after (the "nothing was written" check).
    ///
    /// The tables are enumerated from the database itself (`pragma_table_list`,
    /// the tables of `sqlite_master` with whether each has a rowid), not listed
    /// here, so a table a future migration adds is covered without touching this
    /// function; only SQLite's own `sqlite_` tables are left out. GRDB's
    /// `grdb_migrations` is a table like the others and is dumped. The text
    /// holds, in order:
    /// - each schema object (`sqlite_master`: type, name, table and SQL, not its
    ///   page number), so a stray table, index or view is seen even when empty;
    /// - for each table, by name, a `table NAME` line, then one line per row,
    ///   with its rowid when the table has one, in rowid order (a row deleted
    ///   and written again gets a new rowid, and is seen), in primary-key order
    ///   for a `WITHOUT ROWID` table.
    static func dump(_ store: LayoutStore) throws -> String {
        try store.queue.read { db in try dump(db) }
    }

    /// The dump described above, of an open database connection.
    static func dump(_ db: Database) throws -> String {
        var text = ""
        let objects = try Row.fetchAll(db, sql: """
            SELECT type, name, tbl_name, sql FROM sqlite_master
            WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY type, name
            """)
        for object in objects { text += "schema: \(object)\n" }
        let tables = try Row.fetchAll(db, sql: """
            SELECT name, wr FROM pragma_table_list
            WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name
            """)
        for table in tables {
            let name: String = table["name"]
            let withoutRowID: Bool = table["wr"]
            text += "table \(name)\n"
            let quoted = name.quotedDatabaseIdentifier
            let sql = withoutRowID
                ? "SELECT * FROM \(quoted) ORDER BY \(try db.primaryKey(name).columns.map(\.quotedDatabaseIdentifier).joined(separator: ", "))"
                : "SELECT rowid AS \"(rowid)\", * FROM \(quoted) ORDER BY rowid"
            for row in try Row.fetchAll(db, sql: sql) { text += "\(name): \(row)\n" }
        }
        return text
    }

    static func count(_ store: LayoutStore, _ table: String, where condition: String = "1") throws -> Int {
        try store.queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table) WHERE \(condition)") ?? 0 }
    }
}

@Suite struct StoreApplyTests {
    func lines(_ layout: Layout) -> [String] { layout.constraints.map { OneLine.format($0.constraint) } }

    @Test(arguments: [true, false])
    func anApplyStoresExactlyTheFilesState(onDisk: Bool) throws {
        let store = onDisk ? try LayoutStore.open(path: StoreFixture.temporaryPath(), create: true) : try LayoutStore.inMemory()
        let login = StoreFixture.example("login.layout")
        let result = try store.apply(StoreFixture.request([login], "first"))
        #expect(result.revision == 1)
        #expect(result.document == "login")
        let expected = LayoutFile.load(login.text, file: login.file).layout
        let stored = try store.state(document: "login")
        #expect(lines(stored) == lines(expected))
        #expect(stored.views == expected.views)
        #expect(stored.canvases == expected.canvases)
        #expect(stored.constraints.map(\.id) == expected.constraints.map(\.id))
        #expect(try store.documents() == [DocumentSummary(name: "login", head: 1, revisions: 1)])
        let meta = try #require(try store.revision(1))
        #expect(meta.author == "tester" && meta.message == "first" && meta.kind == .apply && meta.parent == nil)
    }

    @Test func framesAreReadBackAsSolved() throws {
        let store = try LayoutStore.inMemory()
        let result = try store.apply(StoreFixture.request([StoreFixture.example("login.layout")]))
        let stored = try store.frames(document: "login")
        #expect(stored.canvases.count == result.canvases.count)
        for (a, b) in zip(stored.canvases, result.canvases) {
            #expect(a.canvas == b.canvas)
            #expect(a.frames.map(\.view) == b.frames.map(\.view))
            for (x, y) in zip(a.frames, b.frames) { #expect(x.frame.isSame(as: y.frame)) }
            #expect(a.ambiguous == b.ambiguous)
        }
    }

    @Test func revisionsStackAndOldStatesStayReadable() throws {
        let store = try LayoutStore.inMemory()
        _ = try store.apply(StoreFixture.request([StoreFixture.example("login.layout")]))
        let second = try store.apply(StoreFixture.request([StoreFixture.example("login-v2.layout")]))
        #expect(second.revision == 2 && second.parent == 1)
        let third = try store.apply(StoreFixture.request([StoreFixture.example("login-v3.layout")]))
        #expect(third.revision == 3)
        let v1 = LayoutFile.load(StoreFixture.example("login.layout").text, file: "login.layout").layout
        #expect(lines(try store.state(document: "login", at: 1)) == lines(v1))
        // login-v3 removes the subtitle view and its constraints; revision 2 still has it.
        #expect(try store.state(document: "login", at: 2).hasView("subtitle"))
        #expect(!(try store.state(document: "login", at: 3).hasView("subtitle")))
        #expect(try store.log(document: "login").map(\.number) == [3, 2, 1])
        // The header is 80 high at revision 1 (make 64, update 80), 96 from revision 2.
        #expect(try store.frames(document: "login", at: 1).canvases[0].frame(of: "header")?.height == 80)
        #expect(try store.frames(document: "login", at: 2).canvases[0].frame(of: "header")?.height == 96)
    }

    @Test func aChangedConstantIsOneModifiedRowNotARemovalAndAnAddition() throws {
        let store = try LayoutStore.inMemory()
        _ = try store.apply(StoreFixture.request([("a.layout", "view a\nmake a { width.equalTo(10); height.equalTo(20); left.top.equalTo(superview) }\n")]))
        let before = try StoreFixture.count(store, "layout_constraint")
        let result = try store.apply(StoreFixture.request([("a.layout", "update a { width.equalTo(30) }\n")]))
        #expect(result.changes.modifiedConstraints.count == 1)
        #expect(result.changes.addedConstraints.isEmpty && result.changes.removedConstraints.isEmpty)
        // One new version row; the old one closed at revision 2.
        #expect(try StoreFixture.count(store, "layout_constraint") == before + 1)
        #expect(try StoreFixture.count(store, "layout_constraint", where: "valid_to = 2") == 1)
        // Only a's frame moved (its width): one new frame row on the one canvas.
        #expect(try StoreFixture.count(store, "frame", where: "valid_from = 2") == 1)
    }

    @Test func aNoOpApplyWritesNothing() throws {
        let store = try LayoutStore.inMemory()
        let file = StoreFixture.example("login.layout")
        _ = try store.apply(StoreFixture.request([file]))
        let before = try StoreFixture.dump(store)
        let again = try store.apply(StoreFixture.request([("same.layout", "layout login\nupdate header { height.equalTo(80) }\n")]))
        #expect(again.revision == nil)
        #expect(again.changes.isEmpty)
        #expect(try StoreFixture.dump(store) == before)
    }

    @Test func aDryRunReportsTheChangeAndWritesNothing() throws {
        let store = try LayoutStore.inMemory()
        _ = try store.apply(StoreFixture.request([StoreFixture.example("login.layout")]))
        let before = try StoreFixture.dump(store)
        var request = StoreFixture.request([StoreFixture.example("login-v2.layout")])
        request.dryRun = true
        let result = try store.apply(request)
        #expect(result.revision == nil)
        #expect(!result.changes.isEmpty)
        #expect(try StoreFixture.dump(store) == before)
    }

    @Test func failingAppliesLeaveTheDatabaseExactlyAsItWas() throws {
        let store = try LayoutStore.open(path: StoreFixture.temporaryPath(), create: true)
        _ = try store.apply(StoreFixture.request([StoreFixture.example("login.layout")]))
        let before = try StoreFixture.dump(store)
        // A bad file.
        #expect(throws: StoreError.self) {
            try store.apply(StoreFixture.request([("bad.layout", "layout login\nmake header { top.equalTo(nowhere) }\n")]))
        }
        // Unsatisfiable required constraints.
        #expect(throws: StoreError.self) {
            try store.apply(StoreFixture.request([("u.layout", "layout login\nmake button { height.equalTo(10); height.equalTo(20) }\n")]))
        }
        // A moved head.
        var stale = StoreFixture.request([StoreFixture.example("login-v2.layout")])
        stale.expectHead = 7
        #expect(throws: StoreError.self) { try store.apply(stale) }
        // A failure injected between the writes of a revision.
        for phase in ["revision", "views", "constraints", "frames", "issues"] {
            store.failpoint = { if $0 == phase { throw InjectedFailure() } }
            #expect(throws: (any Error).self) { try store.apply(StoreFixture.request([StoreFixture.example("login-v2.layout")])) }
        }
        store.failpoint = nil
        #expect(try StoreFixture.dump(store) == before)
        // And the same apply then succeeds.
        #expect(try store.apply(StoreFixture.request([StoreFixture.example("login-v2.layout")])).revision == 2)
    }

    @Test func conflictsAreStoredWhenAllowed() throws {
        let store = try LayoutStore.inMemory()
        var request = StoreFixture.request([("u.layout", "view a\nmake a { width.equalTo(100) }\nmake a { width.equalTo(200) }\n")])
        request.allowConflicts = true
        let result = try store.apply(request)
        #expect(result.revision == 1)
        let frames = try store.frames(document: "u")
        #expect(frames.canvases[0].unsatisfiable.map { $0.map(OneLine.format) } == [["a.width == 100", "a.width == 200"]])
        // Document order: width == 100 holds.
        #expect(frames.canvases[0].frame(of: "a")?.width == 100)
    }

    @Test func expectHeadZeroMeansAnEmptyDocument() throws {
        let store = try LayoutStore.inMemory()
        var request = StoreFixture.request([StoreFixture.example("login.layout")])
        request.expectHead = 0
        #expect(try store.apply(request).revision == 1)
        #expect(throws: StoreError.self) { try store.apply(request) }
    }

    @Test func theDocumentOptionMustAgreeWithTheFile() throws {
        let store = try LayoutStore.inMemory()
        var request = StoreFixture.request([StoreFixture.example("login.layout")])
        request.document = "other"
        #expect {
            try store.apply(request)
        } throws: { error in
            guard case StoreError.documentMismatch(_, fileDocument: "login", requested: "other") = error else { return false }
            return true
        }
    }

    @Test func revisionsResolveByNumberHeadAndHeadTilde() throws {
        let store = try LayoutStore.inMemory()
        _ = try store.apply(StoreFixture.request([StoreFixture.example("login.layout")]))
        _ = try store.apply(StoreFixture.request([StoreFixture.example("login-v2.layout")]))
        #expect(try store.resolveRevision("HEAD", document: nil).number == 2)
        #expect(try store.resolveRevision("HEAD~1", document: nil).number == 1)
        #expect(try store.resolveRevision("1", document: "login").number == 1)
        #expect(throws: StoreError.self) { try store.resolveRevision("HEAD~2", document: nil) }
        #expect(throws: StoreError.self) { try store.resolveRevision("9", document: nil) }
    }
}

struct InjectedFailure: Error {}

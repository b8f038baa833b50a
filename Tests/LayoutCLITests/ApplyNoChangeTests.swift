import Foundation
import Testing
@testable import LayoutCLI

/// An apply that changes nothing writes nothing: no revision, and on a
/// missing database not even the file (nor its `-wal`/`-shm` companions).
@Suite struct ApplyNoChangeTests {
    /// The database and its SQLite companions that exist.
    static func files(of database: String) -> [String] {
        [database, database + "-wal", database + "-shm", database + "-journal"].filter(StoreCLI.exists)
    }

    @Test func aFileThatChangesNothingCreatesNoDatabase() {
        // A document with no canvas, view or constraint is the empty document: no change.
        let database = StoreCLI.newDatabase()
        let empty = StoreCLI.file("empty.layout", "layout empty\n")
        let out = StoreCLI.apply([empty], to: database)
        #expect(out == CommandOutput(stdout: "no change: nothing written\n"))
        #expect(Self.files(of: database).isEmpty)
    }

    @Test func aFileWhoseEditsCancelOutCreatesNoDatabase() {
        // A view declared and removed again in the same file: the net change is nothing.
        let database = StoreCLI.newDatabase()
        let undone = StoreCLI.file("undone.layout", "layout undone\nview a\nremove view a\n")
        let out = StoreCLI.apply([undone], to: database)
        #expect(out.status == 0)
        #expect(out.stdout == "no change: nothing written\n")
        #expect(Self.files(of: database).isEmpty)
        // Nothing to read back either: the database is still missing (66).
        #expect(layoutdb("log", "--db", database).status == 66)
    }

    @Test func aNoChangeApplyInJSONCreatesNoDatabase() throws {
        let database = StoreCLI.newDatabase()
        let empty = StoreCLI.file("empty.layout", "layout empty\n")
        let out = StoreCLI.apply([empty], to: database, "--json")
        #expect(out.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
        #expect(object["revision"] is NSNull)
        #expect(Self.files(of: database).isEmpty)
    }

    @Test func aNoChangeApplyOnAnExistingDatabaseLeavesItsBytesAlone() throws {
        // A file naming login's document and editing nothing: no change, the
        // database's bytes stay the same and it keeps its three revisions.
        let database = StoreCLI.loginDatabase()
        let before = try #require(StoreCLI.contents(database))
        let nothing = StoreCLI.file("nothing.layout", "layout login\n")
        #expect(StoreCLI.apply([nothing], to: database) == CommandOutput(stdout: "no change: nothing written\n"))
        #expect(StoreCLI.contents(database) == before)
        #expect(StoreCLI.revisionCount(database) == 3)
    }
}

import LayoutModel
import LayoutStore
import Testing
@testable import LayoutCLI

/// The one place where the store's errors get the command line's words and
/// exit codes: each error's status is that of cli.md's table of exit codes,
/// and its message adds the option or verb that changes the outcome.
@Suite struct CommandFailureTests {
    @Test(arguments: [
        // 66: missing file, database, directory, document, revision.
        (StoreError.missingDatabase("x.db"), 66,
         "error: no database at 'x.db' (run 'layoutdb init' or 'layoutdb apply' first)\n"),
        (.missingDirectory("d/x.db"), 66, "error: cannot create the database 'd/x.db': its directory does not exist\n"),
        (.unknownDocument("logn", known: ["login"]), 66, "error: unknown document 'logn'; did you mean 'login'?\n"),
        (.unknownRevision("HEAD~9"), 66, "error: unknown revision 'HEAD~9'\n"),
        // 64: several documents and no --doc, --doc disagreeing with the file.
        (.documentNeeded(known: ["a", "b"]), 64, "error: the database holds several documents (a, b); name one with --doc\n"),
        (.documentMismatch(file: "f.layout", fileDocument: "login", requested: "other"), 64,
         "error: 'f.layout' edits document 'login', but --doc says 'other'\n"),
        // 74: not layoutdb's, unreadable, read-only, full, too new.
        (.notLayoutDatabase("x.db", reason: "it is not a SQLite database"), 74,
         "error: 'x.db' is not a layoutdb database: it is not a SQLite database\n"),
        (.tooNew("x.db", unknownMigrations: ["0009_z"]), 74,
         "error: 'x.db' was made by a newer layoutdb (unknown migrations 0009_z); it was not changed\n"),
        (.unreadable("x.db", reason: "the file is corrupt"), 74, "error: cannot read the database 'x.db': the file is corrupt\n"),
        (.readOnly("x.db"), 74, "error: cannot write the database 'x.db': it is read-only\n"),
        (.full("x.db"), 74, "error: cannot write the database 'x.db': the disk is full; nothing was written\n"),
        // 74: any other SQLite failure, with its message and SQL.
        (.database(path: "x.db", message: "UNIQUE constraint failed: document.name", sql: "INSERT INTO document(name) VALUES (?)"), 74,
         "error: database 'x.db': UNIQUE constraint failed: document.name (SQL: INSERT INTO document(name) VALUES (?))\n"),
        (.database(path: "x.db", message: "no result", sql: nil), 74, "error: database 'x.db': no result (SQL: none)\n"),
        // 75: busy.
        (.busy("x.db"), 75, "error: the database 'x.db' is busy (another layoutdb is writing); try again\n"),
        // 1: refused.
        (.headMoved(document: "login", expected: 2, actual: 3), 1,
         "error: the head of 'login' is 3, not 2 (--expect-head); nothing was written\n"),
        (.headMoved(document: "login", expected: 1, actual: nil), 1,
         "error: the head of 'login' is empty, not 1 (--expect-head); nothing was written\n"),
        (.unsatisfiable([]), 1,
         "error: required constraints cannot all hold; the revision was refused (apply --allow-conflicts or rollback --force stores it anyway)\n"),
        (.rollbackConflicts(revision: 2, conflicts: []), 1,
         "error: cannot roll back revision 2: later revisions changed the same things (--force takes its before-state anyway):\n\n"),
        (.refusedQuery("DELETE FROM revision", reason: "it would change the database"), 1,
         "error: refused 'DELETE FROM revision': it would change the database\n"),
        // 65: an invalid file prints its diagnostics only.
        (.invalidLayout([.error("unknown view 'b'", at: SourceLocation(file: "a.layout", line: 2, column: 9))]), 65,
         "a.layout:2:9: error: unknown view 'b'\n"),
    ] as [(StoreError, Int32, String)])
    func aStoreErrorExitsWithItsCodeAndTheCommandLinesWords(error: StoreError, status: Int32, message: String) {
        let stderr = OutputSink.capturing("standard error")
        #expect(CommandFailure.report(error, to: stderr) == status)
        #expect(stderr.text == message)
    }

    @Test func theStoresOwnWordsNameNoOptionOrVerb() {
        // The same errors in the store's words: what happened, not what to type.
        let errors: [StoreError] = [
            .missingDatabase("x.db"), .documentNeeded(known: ["a", "b"]),
            .documentMismatch(file: "f.layout", fileDocument: "login", requested: "other"),
            .headMoved(document: "login", expected: 2, actual: 3), .unsatisfiable([]),
            .rollbackConflicts(revision: 2, conflicts: []),
        ]
        for error in errors {
            #expect(!error.description.contains("--") && !error.description.contains("layoutdb "), "\(error)")
        }
        #expect(StoreError.headMoved(document: "login", expected: 2, actual: 3).description
                == "the head of 'login' is 3, not the expected 2; nothing was written")
    }
}

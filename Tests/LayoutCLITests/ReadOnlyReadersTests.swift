import Foundation
import Testing
import TestSupport
@testable import LayoutCLI

/// The read verbs open the database read-only: they read in a read-only
/// directory, with or without the -wal and -shm files, and change no byte and
/// make no file (docs/schema.md, "Sharing a database").
@Suite struct ReadOnlyReadersTests {
    /// Every read verb on a closed database: with the -wal and -shm files its
    /// writer kept, in its directory; then in a directory made read-only, with
    /// them and without them. Each succeeds, and no byte or file changes.
    @Test(.enabled(if: UnwritableDirectory.possible, "this process cannot make a directory unwritable for itself"))
    func everyReadVerbReadsInAReadOnlyDirectoryWithoutMakingAFile() throws {
        let database = StoreCLI.loginDatabase()
        let folder = URL(fileURLWithPath: database).deletingLastPathComponent().path
        let verbs = [["docs"], ["log"], ["show", "HEAD"], ["history", "--view", "header"], ["frames"], ["render"], ["diff", "1", "3"],
                     ["report"], ["blame"], ["export"], ["check", "HEAD"], ["sql", "SELECT count(*) FROM frame"]]
        func readAll(_ situation: String) throws {
            let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            let before = StoreCLI.contents(database)
            for arguments in verbs {
                let out = layoutdb(arguments + ["--db", database])
                #expect(out.status == 0 && out.stdout != "", "\(situation), \(arguments): \(out.stderr)")
            }
            #expect(StoreCLI.contents(database) == before)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == files)
        }
        try readAll("writable directory")
        #expect(UnwritableDirectory.lock(folder))
        do {
            defer { UnwritableDirectory.unlock(folder) }
            try readAll("read-only directory")
        }
        for suffix in ["-wal", "-shm"] { try FileManager.default.removeItem(atPath: database + suffix) }
        #expect(UnwritableDirectory.lock(folder))
        defer { UnwritableDirectory.unlock(folder) }
        try readAll("read-only directory, no -wal or -shm file")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["layout.db"])
    }
}

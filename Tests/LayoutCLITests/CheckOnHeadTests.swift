import Foundation
import Testing
@testable import LayoutCLI

/// `check FILE` with a database: the file's edits applied on the head of its
/// document, in memory, as the change would land; alone when there is no
/// such document.
@Suite struct CheckOnHeadTests {
    /// A change file for login: it names views only the head has.
    static let delta = "layout login\nupdate header { height.equalTo(120) }\n"

    @Test func aDeltaFileIsCheckedOnTheHeadAndNothingIsWritten() throws {
        let database = StoreCLI.loginDatabase()
        let before = try #require(StoreCLI.contents(database))
        let delta = StoreCLI.file("delta.layout", Self.delta)
        // The head (revision 3) has header.height == 96; `update` changes it: the result
        // is as sound as the head.
        let expected = CommandOutput(stdout: "check of '\(delta)' on login at revision 3: 0 errors, 0 warnings\n")
        #expect(layoutdb("check", "--file", delta, "--db", database) == expected)
        #expect(layoutdb("check", delta, "--db", database) == expected)
        #expect(StoreCLI.contents(database) == before)
        #expect(StoreCLI.revisionCount(database) == 3)
        let json = layoutdb("check", delta, "--json", "--db", database).stdout
        #expect(json.contains("\"revision\": 3,") && json.contains("\"document\": \"login\","))
    }

    @Test func withoutTheDocumentTheFileIsCheckedAlone() {
        let delta = StoreCLI.file("delta.layout", Self.delta)
        // No database: header is unknown in the file alone ("update " is 7 characters).
        let alone = layoutdb("check", delta, "--db", StoreCLI.newDatabase())
        #expect(alone == CommandOutput(stderr: "\(delta):2:8: error: unknown view 'header'\n", status: 65))
        // A database without the document: alone too.
        let other = StoreCLI.newDatabase()
        StoreCLI.applyExamples([("settings.layout", "settings")], to: other)
        #expect(layoutdb("check", delta, "--db", other).status == 65)
    }

    @Test func whatWouldConflictWithTheHeadIsAnError() throws {
        let database = StoreCLI.loginDatabase()
        let before = try #require(StoreCLI.contents(database))
        // The head says header.height == 96; a make of 64 adds a second, contradicting one
        // (the file alone would be fine).
        let delta = StoreCLI.file("taller.layout", "layout login\nmake header { height.equalTo(64) }\n")
        let out = layoutdb("check", delta, "--db", database)
        #expect(out.status == 1)
        // The same set on each canvas of login, reported once ("make header { " is 14 characters).
        #expect(out.stdout == """
            \(delta):2:15: error: unsatisfiable on canvases 'phone', 'tablet', 'phoneRTL': 'header.height == 64' cannot hold together with the others (header.height == 96; header.height == 64)
            check of '\(delta)' on login at revision 3: 1 error, 0 warnings

            """)
        #expect(StoreCLI.contents(database) == before)
        #expect(layoutdb("check", delta, "--db", StoreCLI.newDatabase()).status == 65)  // no header alone
    }

    @Test func theArgumentIsAFileOrARevision() throws {
        #expect(Check.namesFile("-"))
        #expect(Check.namesFile("delta.layout"))
        #expect(Check.namesFile("changes/delta"))
        #expect(!Check.namesFile("HEAD~1"))
        #expect(!Check.namesFile("3"))
        #expect(!Check.namesFile("notes"))  // neither a file here nor .layout: a (malformed) revision
        let existing = StoreCLI.file("notes", "view a\n")
        #expect(Check.namesFile(existing))
        // A revision of the login history is still a revision.
        #expect(layoutdb("check", "HEAD^", "--db", StoreCLI.loginDatabase()).stdout
            == "check of login at revision 2: 0 errors, 0 warnings\n")
        #expect(layoutdb("check", "delta.layout", "--file", "x.layout").status == 64)
    }
}

import Foundation
import Testing
@testable import LayoutCLI
@testable import LayoutStore

/// `layoutdb blame`: per constraint at a revision, the revision that last
/// changed it, in document order. Identities as in DiffTests.
@Suite struct BlameTests {
    @Test func theButtonsConstraintsWereLastChangedByTheSecondRevision() {
        let out = layoutdb("blame", "--view", "button", "--db", StoreCLI.loginDatabase())
        // Naming button at the head: its four (remade with new constants by revision 2),
        // and forgot's two (added by revision 3), in document order.
        #expect(out == CommandOutput(stdout: """
            2  2023-11-14T22:14:20Z  ada  apply  constraint 12  button.top == header.bottom + 24
            2  2023-11-14T22:14:20Z  ada  apply  constraint 13  button.left == root.left + 24
            2  2023-11-14T22:14:20Z  ada  apply  constraint 14  button.right == root.right - 24
            2  2023-11-14T22:14:20Z  ada  apply  constraint 15  button.height == 50 @750 key buttonHeight
            3  2023-11-14T22:15:20Z  ada  apply  constraint 32  forgot.top == button.bottom + 12
            3  2023-11-14T22:15:20Z  ada  apply  constraint 33  forgot.centerX == button.centerX

            """))
    }

    @Test func anEarlierRevisionBlamesItsOwnState() {
        let out = layoutdb("blame", "1", "--view", "header", "--db", StoreCLI.loginDatabase())
        // At revision 1 everything is revision 1's, header.height at 80.
        let lines = StoreCLI.nonEmptyLines(out.stdout)
        #expect(lines.count == 10)
        #expect(lines.allSatisfy { $0.hasPrefix("1  2023-11-14T22:13:20Z  ada  apply  constraint ") })
        #expect(lines[3] == "1  2023-11-14T22:13:20Z  ada  apply  constraint 4   header.height == 80")
    }

    @Test func everyConstraintOfTheHeadIsListedInDocumentOrder() {
        let database = StoreCLI.loginDatabase()
        let lines = StoreCLI.nonEmptyLines(layoutdb("blame", "--db", database).stdout)
        // 30 constraints of revision 1, − 2 of subtitle, + 2 of forgot = 30; the one-line
        // forms are those `export` writes, in the same order.
        let exported = StoreCLI.nonEmptyLines(layoutdb("export", "--db", database).stdout)
            .filter { $0.contains(" == ") || $0.contains(" <= ") || $0.contains(" >= ") }
        #expect(lines.count == 30)
        #expect(lines.map { ($0.components(separatedBy: "  ").last ?? "").trimmingCharacters(in: .whitespaces) } == exported)
        // Revisions: 2 for header.height (id 4) and the button's four, 3 for forgot's, 1 for the rest.
        let revisions = lines.map { $0.prefix(1) }
        #expect(revisions.filter { $0 == "2" }.count == 5)
        #expect(revisions.filter { $0 == "3" }.count == 2)
        #expect(revisions.filter { $0 == "1" }.count == 23)
    }

    @Test func aRollbackBecomesTheLastChangeOfWhatItUndid() {
        let database = StoreCLI.loginDatabase()
        #expect(layoutdb("rollback", "2", "--author", "bob", "--db", database).status == 0)
        let out = layoutdb("blame", "--view", "button", "--json", "--db", database)
        let lines = StoreCLI.nonEmptyLines(out.stdout)
        // The button's four are revision 4's (bob, rollback), back to revision 1's constants.
        #expect(lines.prefix(13) == [
            "{",
            "  \"format\": 1,",
            "  \"document\": \"login\",",
            "  \"revision\": 4,",
            "  \"view\": \"button\",",
            "  \"constraints\": [",
            "    {",
            "      \"constraint\": 12,",
            "      \"line\": \"button.top == header.bottom + 20\",",
            "      \"revision\": 4,",
            lines[10],  // the time of the rollback
            "      \"author\": \"bob\",",
            "      \"kind\": \"rollback\"",
        ])
        #expect(lines[10].hasPrefix("      \"time\": \""))
    }

    @Test func theJSONOfABlame() {
        let out = layoutdb("blame", "3", "--view", "forgot", "--json", "--db", StoreCLI.loginDatabase())
        #expect(out == CommandOutput(stdout: """
            {
              "format": 1,
              "document": "login",
              "revision": 3,
              "view": "forgot",
              "constraints": [
                {
                  "constraint": 32,
                  "line": "forgot.top == button.bottom + 12",
                  "revision": 3,
                  "time": "2023-11-14T22:15:20.000Z",
                  "author": "ada",
                  "kind": "apply"
                },
                {
                  "constraint": 33,
                  "line": "forgot.centerX == button.centerX",
                  "revision": 3,
                  "time": "2023-11-14T22:15:20.000Z",
                  "author": "ada",
                  "kind": "apply"
                }
              ]
            }

            """))
    }

    @Test func aViewNotInTheDocumentAtTheRevisionExits66() {
        let database = StoreCLI.loginDatabase()
        #expect(layoutdb("blame", "--view", "buton", "--db", database) == CommandOutput(
            stderr: "error: unknown view 'buton' at revision 3; did you mean 'button'?\n", status: 66))
        // forgot comes with revision 3.
        #expect(layoutdb("blame", "2", "--view", "forgot", "--db", database) == CommandOutput(
            stderr: "error: unknown view 'forgot' at revision 2\n", status: 66))
    }

    @Test(arguments: ["9", "HEAD~3"])
    func anUnknownRevisionExits66(revision: String) {
        #expect(layoutdb("blame", revision, "--db", StoreCLI.loginDatabase()) == CommandOutput(
            stderr: "error: unknown revision '\(revision)'\n", status: 66))
    }

    @Test func severalDocumentsNeedTheDocumentOptionAndAMissingDatabaseExits66() {
        let database = StoreCLI.loginDatabase()
        StoreCLI.applyExamples([("settings.layout", "settings")], to: database)
        #expect(layoutdb("blame", "--db", database).status == 64)
        #expect(layoutdb("blame", "2", "--db", database).status == 0)
        #expect(layoutdb("blame", "--db", StoreCLI.newDatabase()).status == 66)
    }

    @Test func theTableAlignsEachColumnToItsWidestCell() {
        // Revisions of one and two digits (right-aligned), an author with a non-ASCII letter
        // (three characters, four bytes), identities of one to three digits; two lines of one
        // revision. Widths by hand: revision 2, time 20, author 12, kind 8, identity 14;
        // two spaces between columns; the one-line form last, unpadded.
        let lines = [
            BlameLine(constraint: 7, line: "a.width == 10", revision: 12, author: "zoë",
                      time: "2023-11-14T22:13:20.000Z", kind: .apply),
            BlameLine(constraint: 120, line: "b.left == a.right + 8", revision: 3, author: "ada lovelace",
                      time: "2023-11-14T22:14:20.500Z", kind: .rollback),
            BlameLine(constraint: 9, line: "c.top == root.top", revision: 12, author: "zoë",
                      time: "2023-11-14T22:13:20.000Z", kind: .apply),
        ]
        let expected = """
            12  2023-11-14T22:13:20Z  zoë           apply     constraint 7    a.width == 10
             3  2023-11-14T22:14:20Z  ada lovelace  rollback  constraint 120  b.left == a.right + 8
            12  2023-11-14T22:13:20Z  zoë           apply     constraint 9    c.top == root.top
            """
        #expect(BlameOutput.table(lines) == expected)
        // The same as the general alignment of those cells.
        let cells = lines.map { l in
            [String(l.revision), RevisionsOutput.displayTime(l.time), l.author, l.kind.rawValue, "constraint \(l.constraint)", l.line]
        }
        #expect(Table.align(cells, rightAligned: [0]).joined(separator: "\n") == expected)
        // Written into a string: each line after the indent, followed by a newline.
        var written = "canvas\n"
        Table.write(cells, rightAligned: [0], indent: "  ", into: &written)
        #expect(written == "canvas\n" + expected.split(separator: "\n").map { "  \($0)\n" }.joined())
        #expect(BlameOutput.table([]) == "")
    }

    @Test func theCommandLineReachesTheOptions() throws {
        let blame = try #require(try LayoutDBCommand.parseAsRoot(["blame", "HEAD~1", "--view", "button", "--json"]) as? Blame)
        #expect(blame.revision.revision == "HEAD~1" && blame.view == "button" && blame.json.enabled)
    }

    @Test(arguments: [["blame", "1", "2"], ["blame", "--view"], ["blame", "--bogus"]])
    func badArgumentsAreUsageErrors(arguments: [String]) {
        #expect {
            _ = try LayoutDBCommand.parseAsRoot(arguments)
        } throws: { error in
            LayoutDBCommand.exitCode(for: error).rawValue == 64 && LayoutDBCommand.usageMessage(for: error).hasPrefix("error: ")
        }
    }
}

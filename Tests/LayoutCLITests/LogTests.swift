import Testing
@testable import LayoutCLI

/// `layoutdb log`: revisions newest first, as a table and as JSON; choosing the document.
@Suite struct LogTests {
    @Test func theTableListsRevisionsNewestFirst() {
        // StoreCLI.loginHistory: by ada, a minute apart from 2023-11-14 22:13:20 UTC.
        #expect(layoutdb("log", "--db", StoreCLI.loginDatabase()) == CommandOutput(stdout: """
            3  2023-11-14T22:15:20Z  ada  apply  forgot link
            2  2023-11-14T22:14:20Z  ada  apply  taller header
            1  2023-11-14T22:13:20Z  ada  apply  first

            """))
    }

    @Test func nLimitsTheListToTheNewest() {
        #expect(layoutdb("log", "-n", "1", "--db", StoreCLI.loginDatabase()) == CommandOutput(stdout: """
            3  2023-11-14T22:15:20Z  ada  apply  forgot link

            """))
    }

    @Test func theJSONIsTheDocumentAndItsRevisions() throws {
        let out = layoutdb("log", "-n", "2", "--json", "--db", StoreCLI.loginDatabase())
        #expect(out.status == 0)
        // The digest is a hash of the state: 16 hex digits, different for different states;
        // it is checked apart and blanked out for the comparison of the rest.
        var digests: [String] = []
        let blanked = StoreCLI.nonEmptyLines(out.stdout).map { line -> String in
            guard let range = line.range(of: "\"digest\": \"") else { return line }
            digests.append(String(line[range.upperBound...].dropLast(2)))
            return String(line[..<range.upperBound]) + "…\","
        }
        #expect(digests.count == 2)
        #expect(digests.allSatisfy { $0.count == 16 && $0.allSatisfy(\.isHexDigit) })
        #expect(Set(digests).count == 2)
        #expect(blanked.joined(separator: "\n") + "\n" == """
            {
              "format": 1,
              "document": "login",
              "revisions": [
                {
                  "revision": 3,
                  "document": "login",
                  "parent": 2,
                  "time": "2023-11-14T22:15:20.000Z",
                  "author": "ada",
                  "kind": "apply",
                  "message": "forgot link",
                  "digest": "…",
                  "target": null
                },
                {
                  "revision": 2,
                  "document": "login",
                  "parent": 1,
                  "time": "2023-11-14T22:14:20.000Z",
                  "author": "ada",
                  "kind": "apply",
                  "message": "taller header",
                  "digest": "…",
                  "target": null
                }
              ]
            }

            """)
    }

    @Test func severalDocumentsNeedTheDocumentOption() {
        let database = StoreCLI.loginDatabase()
        StoreCLI.applyExamples([("settings.layout", "settings")], to: database)
        #expect(layoutdb("log", "--db", database) == CommandOutput(
            stderr: "error: the database holds several documents (login, settings); name one with --doc\n", status: 64))
        #expect(layoutdb("log", "--doc", "settings", "--db", database) == CommandOutput(stdout: """
            4  2023-11-14T22:16:20Z  ada  apply  settings

            """))
    }

    @Test func anUnknownDocumentExits66WithASuggestion() {
        #expect(layoutdb("log", "--doc", "logn", "--db", StoreCLI.loginDatabase()) == CommandOutput(
            stderr: "error: unknown document 'logn'; did you mean 'login'?\n", status: 66))
    }

    @Test func aDatabaseWithoutDocumentsExits66() {
        let database = StoreCLI.newDatabase()
        _ = layoutdb("init", "--db", database)
        #expect(layoutdb("log", "--db", database) == CommandOutput(
            stderr: "error: the database '\(database)' holds no document yet; apply a file first\n", status: 66))
    }

    @Test func theCommandLineReachesTheOptions() throws {
        let log = try #require(try LayoutDBCommand.parseAsRoot(["log", "--doc", "login", "-n", "2", "--json"]) as? Log)
        #expect(log.document.doc == "login" && log.n == 2 && log.json.enabled)
    }

    @Test(arguments: [["log", "-n", "x"], ["log", "--doc"], ["log", "1", "2"]])
    func badArgumentsAreUsageErrors(arguments: [String]) {
        #expect {
            _ = try LayoutDBCommand.parseAsRoot(arguments)
        } throws: { error in
            // Usage errors read like every other error of the tool.
            LayoutDBCommand.exitCode(for: error).rawValue == 64
                && LayoutDBCommand.usageMessage(for: error).hasPrefix("error: ")
        }
    }

    @Test func viewKeepsTheRevisionsTouchingItOrAConstraintNamingIt() {
        let database = StoreCLI.loginDatabase()
        // subtitle: added by revision 1, removed by 3; revision 2 does not touch it.
        #expect(layoutdb("log", "--view", "subtitle", "--db", database) == CommandOutput(stdout: """
            3  2023-11-14T22:15:20Z  ada  apply  forgot link
            1  2023-11-14T22:13:20Z  ada  apply  first

            """))
        // button: its constraints change in 2, and login-v3's forgot constraints name it.
        #expect(layoutdb("log", "-n", "2", "--view", "button", "--db", database) == CommandOutput(stdout: """
            3  2023-11-14T22:15:20Z  ada  apply  forgot link
            2  2023-11-14T22:14:20Z  ada  apply  taller header

            """))
    }

    @Test func keyKeepsTheRevisionsTouchingAConstraintWithThatKey() {
        let database = StoreCLI.loginDatabase()
        // titleMax is set once (revision 1); buttonHeight changes in revision 2 as well.
        #expect(layoutdb("log", "--key", "titleMax", "--db", database).stdout
                == "1  2023-11-14T22:13:20Z  ada  apply  first\n")
        let json = layoutdb("log", "--key", "buttonHeight", "--json", "--db", database).stdout
        #expect(StoreCLI.nonEmptyLines(json).filter { $0.contains("\"revision\"") }
                == ["      \"revision\": 2,", "      \"revision\": 1,"])
    }

    @Test func aViewOrKeyNeverInTheHistoryExits66() {
        let database = StoreCLI.loginDatabase()
        #expect(layoutdb("log", "--view", "buton", "--db", database) == CommandOutput(
            stderr: "error: no view 'buton' in the history of 'login'; did you mean 'button'?\n", status: 66))
        #expect(layoutdb("log", "--key", "nope", "--db", database) == CommandOutput(
            stderr: "error: no key 'nope' in the history of 'login'\n", status: 66))
        // -n 0 asks for nothing: nothing is printed, whatever the view.
        #expect(layoutdb("log", "-n", "0", "--view", "button", "--db", database) == CommandOutput())
    }

    @Test func viewAndKeyReachTheOptions() throws {
        let byView = try #require(try LayoutDBCommand.parseAsRoot(["log", "--view", "header", "-n", "1"]) as? Log)
        #expect(byView.view == "header" && byView.key == nil && byView.n == 1)
        let byKey = try #require(try LayoutDBCommand.parseAsRoot(["log", "--key", "titleMax"]) as? Log)
        #expect(byKey.key == "titleMax" && byKey.view == nil)
    }

    @Test func viewAndKeyTogetherAreAUsageError() {
        #expect {
            _ = try LayoutDBCommand.parseAsRoot(["log", "--view", "a", "--key", "b"])
        } throws: { error in
            LayoutDBCommand.exitCode(for: error).rawValue == 64
                && LayoutDBCommand.usageMessage(for: error).hasPrefix("error: --view and --key cannot be used together")
        }
    }
}

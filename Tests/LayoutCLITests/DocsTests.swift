import Testing
@testable import LayoutCLI

/// `layoutdb docs`: the documents with their heads, as a table and as JSON.
@Suite struct DocsTests {
    /// login's three revisions (1–3), then settings as revision 4: revision numbers are global.
    func twoDocuments() -> String {
        let database = StoreCLI.loginDatabase()
        StoreCLI.applyExamples([("settings.layout", "settings")], to: database)
        return database
    }

    @Test func theTableListsEveryDocumentWithItsHead() {
        #expect(layoutdb("docs", "--db", twoDocuments()) == CommandOutput(stdout: """
            document  head  revisions
            login        3          3
            settings     4          1

            """))
    }

    @Test func theJSONListsTheDocumentsByName() {
        #expect(layoutdb("docs", "--json", "--db", twoDocuments()) == CommandOutput(stdout: """
            {
              "format": 1,
              "documents": [
                {
                  "document": "login",
                  "head": 3,
                  "revisions": 3
                },
                {
                  "document": "settings",
                  "head": 4,
                  "revisions": 1
                }
              ]
            }

            """))
    }

    @Test func anEmptyDatabaseHasNoDocuments() {
        let database = StoreCLI.newDatabase()
        _ = layoutdb("init", "--db", database)
        #expect(layoutdb("docs", "--db", database) == CommandOutput(stdout: "no documents\n"))
        #expect(layoutdb("docs", "--json", "--db", database) == CommandOutput(stdout: """
            {
              "format": 1,
              "documents": []
            }

            """))
    }

    @Test func aMissingDatabaseExits66AndIsNotCreated() {
        let database = StoreCLI.newDatabase()
        #expect(layoutdb("docs", "--db", database) == CommandOutput(
            stderr: "error: no database at '\(database)' (run 'layoutdb init' or 'layoutdb apply' first)\n", status: 66))
        #expect(!StoreCLI.exists(database))
    }
}

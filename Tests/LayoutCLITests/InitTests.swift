import ArgumentParser
import Foundation
import Testing
@testable import LayoutCLI

/// `layoutdb init`, and where the database is (`--db`, `$LAYOUTDB_PATH`, `./layout.db`).
@Suite struct InitTests {
    @Test func initCreatesAnEmptyDatabaseInWALMode() throws {
        let database = StoreCLI.newDatabase()
        let out = layoutdb("init", "--db", database)
        #expect(out == CommandOutput(stdout: "created the empty layoutdb database '\(database)'\n"))
        #expect(StoreCLI.exists(database))
        #expect(layoutdb("docs", "--db", database) == CommandOutput(stdout: "no documents\n"))
        // In WAL mode, as every database once written: bytes 18 and 19 of a SQLite
        // file's header are its write and read versions, 2 for WAL (1 for a rollback journal).
        let header = try #require(StoreCLI.contents(database)).prefix(20)
        #expect(Array(header.suffix(2)) == [2, 2])
    }

    @Test func initOnALayoutdbDatabaseSaysSoAndChangesNothing() {
        let database = StoreCLI.loginDatabase()
        let log = layoutdb("log", "--json", "--db", database)
        let out = layoutdb("init", "--db", database)
        #expect(out == CommandOutput(stdout: "'\(database)' is already a layoutdb database; nothing changed\n"))
        #expect(layoutdb("log", "--json", "--db", database) == log)
    }

    @Test func initOnAFileThatIsNotADatabaseExits74AndLeavesItAlone() throws {
        let path = StoreCLI.temporaryDirectory() + "/notes.txt"
        try Data("hello, not a database\n".utf8).write(to: URL(fileURLWithPath: path))
        let out = layoutdb("init", "--db", path)
        #expect(out.status == 74)
        #expect(out.stdout == "")
        #expect(out.stderr == "error: '\(path)' is not a layoutdb database: it is not a SQLite database\n")
        #expect(StoreCLI.contents(path) == Data("hello, not a database\n".utf8))
    }

    @Test func initInAMissingDirectoryExits66() {
        let path = StoreCLI.temporaryDirectory() + "/no/such/dir/layout.db"
        let out = layoutdb("init", "--db", path)
        #expect(out.status == 66)
        #expect(out.stderr == "error: cannot create the database '\(path)': its directory does not exist\n")
    }

    @Test(arguments: [
        // (--db, $LAYOUTDB_PATH, expected): the option wins, then the variable, then ./layout.db;
        // an empty value counts as not given.
        ("a.db", "b.db", "a.db"),
        (nil, "b.db", "b.db"),
        (nil, nil, "layout.db"),
        ("", "b.db", "b.db"),
        (nil, "", "layout.db"),
    ] as [(String?, String?, String)])
    func theDatabaseIsTheOptionElseTheEnvironmentElseLayoutDB(option: String?, variable: String?, expected: String) {
        var environment = ["HOME": "/home/ada"]
        if let variable { environment["LAYOUTDB_PATH"] = variable }
        #expect(DatabasePath.resolve(option: option, environment: environment) == expected)
    }

    @Test func everyStoreVerbTakesTheDatabaseOption() throws {
        for verb in ["init", "apply x.layout", "docs", "log", "frames", "export"] {
            let arguments = verb.split(separator: " ").map(String.init) + ["--db", "/tmp/elsewhere.db"]
            let command = try LayoutDBCommand.parseAsRoot(arguments)
            let options = Mirror(reflecting: command).children.compactMap { $0.value as? OptionGroup<StoreOptions> }
            #expect(options.first?.wrappedValue.db == "/tmp/elsewhere.db", "\(verb)")
        }
    }
}

import Foundation
import Testing
@testable import LayoutCLI

/// What `--json` changes and what it does not (cli.md, "JSON output"): the
/// result on standard output as one JSON object; errors (and the warnings
/// also in the JSON) stay on standard error as text.
@Suite struct JSONOutputTests {
    /// The output parsed as a JSON object.
    static func object(_ output: CommandOutput) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    }

    @Test func quietDoesNotShortenTheJSON() {
        let (a, b) = (StoreCLI.newDatabase(), StoreCLI.newDatabase())
        let login = StoreCLI.example("login.layout")
        let full = layoutdb("apply", login, "--author", "ada", "--json", "--db", a)
        let quiet = layoutdb("apply", login, "--author", "ada", "--json", "-q", "--db", b)
        #expect(full.status == 0)
        #expect(quiet.stdout.replacingOccurrences(of: b, with: a) == full.stdout)
    }

    @Test func aFailedVerbPrintsNoJSONAndItsErrorAsText() throws {
        // An invalid file: its diagnostics, exit 65, nothing on standard output.
        let bad = StoreCLI.file("bad.layout", "view a\nmake a { width.equalTo(}\n")
        let database = StoreCLI.newDatabase()
        let invalid = layoutdb("apply", bad, "--json", "--db", database)
        #expect(invalid.status == 65 && invalid.stdout == "")
        #expect(invalid.stderr.hasPrefix("\(bad):2:"))
        // Unsatisfiable without --allow-conflicts: the report, exit 1.
        let u = StoreCLI.file("u.layout", "view a\nmake a { width.equalTo(100); width.equalTo(200) }\n")
        let refused = layoutdb("apply", u, "--json", "--db", database)
        #expect(refused.status == 1 && refused.stdout == "")
        #expect(refused.stderr.contains("error: required constraints cannot all hold"))
        // A rollback with later conflicts: the conflicts, exit 1.
        let login = StoreCLI.loginDatabase()
        #expect(layoutdb("apply", StoreCLI.file("h.layout", "layout login\nupdate header { height.equalTo(70) }\n"),
                         "--author", "ada", "--db", login).status == 0)
        let conflict = layoutdb("rollback", "2", "--json", "--db", login)
        #expect(conflict.status == 1 && conflict.stdout == "")
        #expect(conflict.stderr.hasPrefix("error: cannot roll back revision 2"))
        // A read verb: the same.
        #expect(layoutdb("log", "--doc", "nope", "--json", "--db", login) == CommandOutput(
            stderr: "error: unknown document 'nope'\n", status: 66))
    }

    @Test func warningsAreInTheJSONAndOnStandardErrorToo() throws {
        let database = StoreCLI.loginDatabase()
        let again = GoldenTests.fixture("again.layout")
        let out = layoutdb("apply", again, "--author", "ada", "--json", "--db", database)
        #expect(out.status == 0)
        // again.layout repeats forgot's two constraints (lines 3 and 4, after two spaces).
        #expect(out.stderr == """
            \(again):3:3: warning: duplicate constraint 'forgot.top == button.bottom + 12' adds nothing
            \(again):4:3: warning: duplicate constraint 'forgot.centerX == button.centerX' adds nothing

            """)
        let warnings = try #require(try Self.object(out)["warnings"] as? [[String: Any]])
        #expect(warnings.map { $0["location"] as? String } == ["\(again):3:3", "\(again):4:3"])
    }

    @Test func aDryRunOnAMissingDatabaseWritesNothingAndSaysSo() throws {
        let database = StoreCLI.newDatabase()
        let out = layoutdb("apply", StoreCLI.example("login.layout"), "--dry-run", "--json", "--db", database)
        #expect(out.status == 0)
        #expect(!StoreCLI.exists(database))
        let object = try Self.object(out)
        #expect(object["revision"] is NSNull && object["parent"] is NSNull)
        #expect(object["dryRun"] as? Bool == true)
        // login.layout: 30 constraints, 8 views, 3 canvases (ApplyTests).
        let changes = try #require(object["changes"] as? [String: Any])
        #expect(changes["summary"] as? String == "+30 -0 ~0 constraints, +8 -0 ~0 views, +3 -0 ~0 canvases")
    }

    @Test func aRestoreOfTheHeadsOwnStateWritesNoRevision() throws {
        let database = StoreCLI.loginDatabase()
        let object = try Self.object(layoutdb("restore", "--to", "3", "--json", "--db", database))
        #expect(object["revision"] is NSNull)
        #expect(object["kind"] as? String == "restore" && object["target"] as? Int == 3 && object["parent"] as? Int == 3)
        #expect((object["changes"] as? [String: Any])?["summary"] as? String == "no change")
    }

    @Test func initSaysWhetherItCreatedTheDatabase() throws {
        let database = StoreCLI.newDatabase()
        #expect(try Self.object(layoutdb("init", "--json", "--db", database))["created"] as? Bool == true)
        #expect(try Self.object(layoutdb("init", "--json", "--db", database))["created"] as? Bool == false)
    }

    @Test func solveCannotPrintConstraintsAsJSON() {
        let out = layoutdb("solve", StoreCLI.example("login.layout"), "--constraints", "--json")
        #expect(out.status == 64 && out.stdout == "")
        #expect(out.stderr.hasPrefix("error: --constraints prints lines, not JSON; use one or the other"))
    }

    @Test func exportCannotPrintALayoutFileAsJSON() {
        // --json with --format layout contradicts itself, as solve --constraints --json does;
        // with --format json it says the same thing twice, which is fine.
        let database = StoreCLI.loginDatabase()
        let out = layoutdb("export", "--format", "layout", "--json", "--db", database)
        #expect(out.status == 64 && out.stdout == "")
        #expect(out.stderr.hasPrefix("error: --json prints JSON, --format layout a .layout file; use one or the other"))
        #expect(layoutdb("export", "--format", "json", "--json", "--db", database)
            == layoutdb("export", "--json", "--db", database))
        #expect(layoutdb("export", "--format", "layout", "--db", database) == layoutdb("export", "--db", database))
    }
}

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

/// Solved values in JSON at full precision (docs/cli.md, "JSON output"): frames are
/// stored unrounded, and every --json writes them in their exact form; the tables
/// round to 3 decimals for reading.
@Suite struct FullPrecisionJSONTests {
    /// a is a third of the 100-point canvas wide: 100 × 0.3333333333333333 (the double
    /// nearest 1/3, a little below it) is 33.33333333333333148…, which rounds to the double
    /// 33.33333333333332859…, whose shortest form is 33.33333333333333. b sits right of a
    /// (x the same value) and 0.1 below it: 10 + 0.1 rounds to the double nearest 10.1.
    static let third = """
        layout third
        canvas c 100x100
        view a
        view b
        make a { left.top.equalTo(superview); width.equalTo(superview).dividedBy(3); height.equalTo(10) }
        make b { left.equalTo(a.right); top.equalTo(a.bottom).offset(0.1); width.height.equalTo(a) }
        """

    /// `"NAME": VALUE` as pretty-printed JSON writes a member.
    static func member(_ name: String, _ value: String) -> String { "\"\(name)\": \(value)" }

    @Test func solveAndFramesWriteTheSolvedValuesExactly() {
        let file = StoreCLI.file("third.layout", Self.third)
        let solved = layoutdb("solve", file, "--json").stdout
        #expect(solved.contains(Self.member("width", "33.33333333333333")))
        #expect(solved.contains(Self.member("x", "33.33333333333333")))
        #expect(solved.contains(Self.member("y", "10.1")))
        #expect(!solved.contains("33.333,") && !solved.contains("33.333\n"))
        // The table keeps 3 decimals.
        #expect(layoutdb("solve", file).stdout.contains("  b     root    33.333  10.1  33.333      10\n"))
        // Stored unrounded: frames --json of the revision is solve's JSON but for the revision.
        let database = StoreCLI.newDatabase()
        #expect(StoreCLI.apply([file], to: database).status == 0)
        let stored = layoutdb("frames", "--json", "--db", database).stdout
        #expect(stored == solved.replacingOccurrences(of: "\"revision\": null", with: "\"revision\": 1"))
    }

    @Test func movementsAreTheExactDifferencesOfTheFrames() {
        // Revision 2 moves b 0.1 further down: y goes from the double nearest 10.1
        // (10.0999999999999996447…) to the double nearest 10.2 (10.1999999999999992894…);
        // their difference is exact, 0.0999999999999996447…, written 0.09999999999999964,
        // not the 0.1 of the table.
        let database = StoreCLI.newDatabase()
        #expect(StoreCLI.apply([StoreCLI.file("third.layout", Self.third)], to: database).status == 0)
        let move = StoreCLI.file("move.layout", "layout third\nupdate b { top.equalTo(a.bottom).offset(0.2) }\n")
        #expect(StoreCLI.apply([move], to: database).status == 0)
        for arguments in [["show", "2"], ["diff", "1", "2"]] {
            let json = layoutdb(arguments + ["--json", "--db", database]).stdout
            #expect(json.contains(Self.member("dy", "0.09999999999999964")), "\(arguments)")
            #expect(json.contains(Self.member("y", "10.2")), "\(arguments)")
            #expect(json.contains(Self.member("x", "33.33333333333333")), "\(arguments)")
        }
        #expect(layoutdb("show", "2", "--db", database).stdout.contains("(33.333, 10.2, 33.333, 10)   0  +0.1   0   0\n"))
    }
}

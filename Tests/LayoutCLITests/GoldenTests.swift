import Foundation
import Testing
@testable import LayoutCLI

/// The JSON of every verb, pinned: each case runs a verb with `--json` on a
/// fixed fixture (the login history with fixed times and authors, or a file
/// of `Golden/`) and compares what it printed, byte for byte, with
/// `Golden/NAME.json`. How each file was checked by hand, and how to change
/// one on purpose, is in `Golden/README.md`.
@Suite struct GoldenTests {
    /// The repository's root, with a trailing slash.
    static let root: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/LayoutCLITests/GoldenTests.swift
        return parts.joined(separator: "/") + "/"
    }()

    /// The folder of the golden files and their fixtures, with a trailing slash.
    static let folder = root + "Tests/LayoutCLITests/Golden/"

    /// A fixture file of `Golden/`.
    static func fixture(_ name: String) -> String { folder + name }

    /// One verb run: the output and the database it used.
    struct Run {
        var output: CommandOutput
        var database: String
    }

    /// The login history (revisions 1–3) in a new database, then `layoutdb ARGUMENTS… --db DATABASE`.
    static func onLogin(_ arguments: String..., revisions: Int = 3, time: Date = StoreCLI.startTime) -> Run {
        let database = StoreCLI.newDatabase()
        StoreCLI.applyExamples(Array(StoreCLI.loginHistory.prefix(revisions)), to: database)
        return Run(output: layoutdb(arguments + ["--db", database], time: time), database: database)
    }

    /// `layoutdb ARGUMENTS… --db DATABASE` on a new database.
    static func onNew(_ arguments: String...) -> Run {
        let database = StoreCLI.newDatabase()
        return Run(output: layoutdb(arguments + ["--db", database]), database: database)
    }

    /// Every case: its golden file's name, the exit status the verb must have, and the run.
    static let cases: [String: (status: Int32, run: @Sendable () -> Run)] = [
        "init": (0, { onNew("init", "--json") }),
        "apply": (0, {
            onLogin("apply", StoreCLI.example("login-v2.layout"), "-m", "taller header", "--author", "ada", "--json",
                    revisions: 1)
        }),
        "apply-dry-run": (0, { onLogin("apply", StoreCLI.example("login-v3.layout"), "--dry-run", "--json", revisions: 2) }),
        "apply-no-change": (0, { onLogin("apply", fixture("again.layout"), "-m", "again", "--author", "ada", "--json") }),
        "apply-conflicts": (0, {
            onNew("apply", fixture("problems.layout"), "--allow-conflicts", "-m", "problems", "--author", "ada", "--json")
        }),
        "rollback": (0, { onLogin("rollback", "2", "--author", "bob", "--json") }),
        "restore": (0, { onLogin("restore", "--to", "2", "--author", "bob", "--json") }),
        "solve": (0, {
            Run(output: layoutdb("solve", StoreCLI.example("login.layout"), "--canvas", "phone", "--json"), database: "")
        }),
        "docs": (0, { onLogin("docs", "--json") }),
        "log": (0, { onLogin("log", "--json") }),
        "show": (0, { onLogin("show", "2", "--json") }),
        "history": (0, { onLogin("history", "--key", "buttonHeight", "--json") }),
        "frames": (0, { onLogin("frames", "2", "--canvas", "phone", "--json") }),
        "diff": (0, { onLogin("diff", "2", "3", "--json") }),
        "diff-stat": (0, { onLogin("diff", "1", "--stat", "--json") }),
        "blame": (0, { onLogin("blame", "--view", "button", "--json") }),
        "check": (1, { Run(output: layoutdb("check", "--file", fixture("problems.layout"), "--json"), database: "") }),
        "export": (0, {
            let database = StoreCLI.newDatabase()
            _ = layoutdb("apply", fixture("card.layout"), "-m", "card", "--author", "ada", "--db", database)
            return Run(output: layoutdb("export", "--json", "--db", database), database: database)
        }),
        "sql": (0, {
            onLogin("sql", "SELECT view, x, y, width, height, since FROM head_frames WHERE canvas = 'phone' ORDER BY view",
                    "--json")
        }),
    ]

    /// The output with the machine's paths made the same everywhere: the
    /// repository's root removed (`examples/login.layout`,
    /// `Tests/LayoutCLITests/Golden/problems.layout`), the temporary database
    /// named `layout.db`.
    static func normalized(_ run: Run) -> String {
        var text = run.output.stdout.replacingOccurrences(of: root, with: "")
        if !run.database.isEmpty { text = text.replacingOccurrences(of: run.database, with: "layout.db") }
        return text
    }

    /// Set to rewrite the golden files from the outputs (a deliberate change; see Golden/README.md).
    static let updating = ProcessInfo.processInfo.environment["LAYOUTDB_UPDATE_GOLDEN"] == "1"

    @Test(arguments: cases.keys.sorted())
    func theJSONIsTheGoldenFile(name: String) throws {
        let (status, run) = try #require(Self.cases[name])
        let result = run()
        #expect(result.output.status == status, "\(result.output.stderr)")
        let text = Self.normalized(result)
        let path = Self.folder + name + ".json"
        if Self.updating {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            Issue.record("rewrote \(path): check it by hand (Golden/README.md) before committing")
            return
        }
        let golden = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == golden, "\(name): the output differs from Golden/\(name).json")
    }

    @Test(arguments: cases.keys.sorted())
    func theJSONParsesStrictlyAndBeginsWithItsFormat(name: String) throws {
        let (_, run) = try #require(Self.cases[name])
        let text = run().output.stdout
        // One value, an object, and nothing but white space after it: Foundation's parser
        // refuses fragments, trailing commas, NaN and Infinity.
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        let object = try #require(value as? [String: Any], "\(name): the top level is not an object")
        #expect(object["format"] as? Int == 1)
        #expect(text.hasPrefix("{\n  \"format\": 1,\n"), "\(name): format is not the first member")
    }

    @Test func everyVerbHasAGoldenCase() {
        let verbs = LayoutDBCommand.configuration.subcommands.compactMap { $0.configuration.commandName }
        #expect(verbs.count == 18)
        let covered = Set(Self.cases.keys.map { $0.split(separator: "-").first.map(String.init) ?? $0 })
        // render and report draw pictures and pages and take no --json (docs/cli.md); render's golden
        // picture is render-tiny.svg (RenderTests), report's data is checked by value (ReportTests).
        // import writes a .layout draft, compared whole by LayoutImportTests.
        for verb in verbs where verb != "render" && verb != "report" && verb != "import" { #expect(covered.contains(verb), "no golden file for \(verb) --json") }
    }

    @Test func everyVerbTakesJSON() throws {
        for verb in LayoutDBCommand.configuration.subcommands {
            let name = try #require(verb.configuration.commandName)
            let help = LayoutDBCommand.helpMessage(for: verb)
            // Every verb but render and report, which draw pictures and pages, and import, which
            // writes a .layout draft (docs/cli.md, "JSON output").
            #expect(help.contains("--json") == (name != "render" && name != "report" && name != "import"), "\(name): --json")
        }
    }
}

/// What the golden files hold that no hand derivation gives: the digests.
@Suite struct GoldenDigestTests {
    @Test func theDigestsOfLogAreThoseOfTheStatesTheyName() throws {
        // A digest is a hash of the state: restoring revision 2's state gives revision 2's
        // digest again; rolling back revision 3 gives the same state, hence the same digest.
        let golden = try String(contentsOfFile: GoldenTests.folder + "log.json", encoding: .utf8)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(golden.utf8)) as? [String: Any])
        let revisions = try #require(log["revisions"] as? [[String: Any]])
        let digests = Dictionary(uniqueKeysWithValues: revisions.map { ($0["revision"] as? Int ?? 0, $0["digest"] as? String ?? "") })
        #expect(Set(digests.values).count == 3)
        for (verb, arguments) in [("restore", ["restore", "--to", "2"]), ("rollback", ["rollback", "3"])] {
            let database = StoreCLI.loginDatabase()
            #expect(layoutdb(arguments + ["--author", "ada", "--db", database]).status == 0, "\(verb)")
            let head = layoutdb("show", "HEAD", "--json", "--db", database).stdout
            let object = try #require(try JSONSerialization.jsonObject(with: Data(head.utf8)) as? [String: Any])
            #expect(object["digest"] as? String == digests[2], "\(verb)")
        }
    }
}

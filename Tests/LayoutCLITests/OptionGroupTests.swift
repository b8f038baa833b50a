import ArgumentParser
import Foundation
@testable import LayoutCLI
import Testing
import TestSupport

/// The options several verbs share are one option group each, with one help
/// (docs/cli.md, "Shared options"); a command of its own (`layoutdb-import`'s)
/// is run as a verb is (``LayoutDBCommand/run(_:_:in:)``).
@Suite struct OptionGroupTests {
    /// `verb --help` with every run of spaces and newlines made one space: an
    /// option and its help, however aligned and wrapped, read `--json Print JSON …`.
    func help(_ verb: String) -> String {
        layoutdb(verb, "--help").stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    /// Every verb that prints JSON says so in the words of docs/cli.md's table.
    @Test(arguments: ["init", "apply", "solve", "docs", "log", "show", "history", "frames", "diff", "blame",
                      "rollback", "restore", "check", "export", "sql"])
    func everyJSONOptionHasTheSameHelp(verb: String) {
        #expect(help(verb).contains("--json Print JSON (docs/cli.md). "), "\(verb)")
    }

    @Test(arguments: ["solve", "frames", "render", "diff"])
    func everyCanvasOptionHasTheSameHelp(verb: String) {
        #expect(help(verb).contains("--canvas <canvas> Only this canvas. "), "\(verb)")
    }

    @Test(arguments: ["frames", "render", "export", "blame"])
    func theRevisionArgumentHasTheSameHelp(verb: String) {
        #expect(help(verb).contains("<revision> The revision: a number, HEAD, HEAD~N or HEAD^… (default: the head). "),
                "\(verb)")
    }

    /// The verbs that write a revision take the same `--dry-run` and `--author`.
    @Test(arguments: ["apply", "rollback", "restore"])
    func theRevisionOptionsHaveTheSameHelp(verb: String) {
        let help = help(verb)
        #expect(help.contains("--dry-run Print what would change; write nothing. "), "\(verb)")
        #expect(help.contains("-q, --quiet Print only the summary line, not every change. "), "\(verb)")
        #expect(help.contains("--author <author> The revision's author (default: $LAYOUTDB_AUTHOR, else the user's name). "),
                "\(verb)")
    }

    @Test func applyReadsItsSharedOptionsIntoItsGroups() throws {
        let apply = try #require(try LayoutDBCommand.parseAsRoot([
            "apply", "a.layout", "--json", "--expect-head", "0", "--db", "x.db", "--author", "ada",
        ]) as? Apply)
        #expect(apply.applying.meta.json.enabled && apply.applying.expectHead == 0 && apply.store.db == "x.db")
        #expect(apply.applying.meta.author == "ada" && apply.applying.meta.message == nil && !apply.applying.meta.dryRun)
        // The group's own check: a negative head is a usage error, as before.
        #expect(layoutdb("apply", "a.layout", "--expect-head", "-1").status == 64)
    }

    @Test func theOptionsGivenAreNamedAsAUsageErrorNamesThem() throws {
        #expect(try ApplyOptions.parse([]).given == [])
        #expect(try ApplyOptions.parse(["--json", "-m", "x", "--expect-head", "2", "-q"]).given
                == ["-m", "-q", "--expect-head", "--json"])
        #expect(try ApplyOptions.parse(["--author", "a", "--dry-run"]).given == ["--author", "--dry-run"])
    }

    // MARK: a command of its own, run as a verb

    /// A command that is not one of `layoutdb`'s verbs: it prints its word, or fails with `--fail`.
    struct Echo: Verb {
        static let configuration = CommandConfiguration(commandName: "echo-test")
        @Argument var word: String
        @Option var fail: Int32?

        func run(in context: CommandContext) throws {
            if let fail { throw CommandFailure("failed with \(fail)", status: fail) }
            try context.stdout.line(word)
        }
    }

    func run(_ arguments: [String]) -> CommandOutput {
        let context = CommandContext(now: Date.init, environment: [:], readInput: { Data() },
                                     stdout: .capturing("standard output"), stderr: .capturing("standard error"))
        let status = LayoutDBCommand.run(Echo.self, arguments, in: context)
        return CommandOutput(stdout: context.stdout.text, stderr: context.stderr.text, status: status)
    }

    @Test func aCommandOfItsOwnRunsAsAVerb() {
        #expect(run(["hello"]) == CommandOutput(stdout: "hello\n", stderr: "", status: 0))
        // Its failures are reported as a verb's: `error: …`, the failure's status.
        #expect(run(["hello", "--fail", "66"]) == CommandOutput(stdout: "", stderr: "error: failed with 66\n", status: 66))
    }

    @Test func aCommandOfItsOwnHasItsOwnUsage() {
        let unknown = run(["hello", "--bogus"])
        #expect(unknown.status == 64 && unknown.stdout == "")
        #expect(unknown.stderr.hasPrefix("error: Unknown option '--bogus'\n"), "\(unknown.stderr)")
        #expect(unknown.stderr.contains("Usage: echo-test <word> [--fail <fail>]"), "\(unknown.stderr)")
        let help = run(["--help"])
        #expect(help.status == 0 && help.stderr == "" && help.stdout.hasPrefix("USAGE: echo-test <word>"), "\(help)")
    }
}

import ArgumentParser
import Testing
@testable import LayoutCLI

@Suite struct LayoutDBCommandTests {
    @Test func versionPrintsTheVersion() {
        do {
            _ = try LayoutDBCommand.parseAsRoot(["--version"])
            Issue.record("--version must exit")
        } catch {
            #expect(LayoutDBCommand.exitCode(for: error) == .success)
            #expect(LayoutDBCommand.message(for: error) == LayoutDBCommand.version)
        }
    }

    @Test func helpNamesTheTool() {
        let help = LayoutDBCommand.helpMessage()
        #expect(help.contains("USAGE: layoutdb"))
        #expect(help.contains("versioned document store"))
    }

    @Test func anUnknownOptionIsAUsageError() {
        do {
            _ = try LayoutDBCommand.parseAsRoot(["--no-such-flag"])
            Issue.record("an unknown flag must fail")
        } catch {
            #expect(LayoutDBCommand.exitCode(for: error) == .validationFailure)
            #expect(LayoutDBCommand.message(for: error).contains("--no-such-flag"))
        }
    }

    @Test func aCommandLineRunsAsTheProcessWould() {
        // Help and the version on standard output with 0; argument errors in the
        // tool's style on standard error with 64, before any database is opened.
        #expect(layoutdb("--version") == CommandOutput(stdout: "0.1.0\n"))
        #expect(layoutdb("help", "docs").stdout.hasPrefix("OVERVIEW: List the documents with their head revision."))
        let unknown = layoutdb("docs", "--no-such-flag")
        #expect(unknown.status == 64 && unknown.stdout == "")
        #expect(unknown.stderr.hasPrefix("error: Unknown option '--no-such-flag'\n"))
    }
}

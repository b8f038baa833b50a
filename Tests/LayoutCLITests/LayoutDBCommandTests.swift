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
}

import ArgumentParser
import Foundation
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

    @Test func standardStreamsWriteTheWholeTextToTheDescriptor() throws {
        let path = StoreCLI.temporaryDirectory() + "/out.txt"
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #expect(descriptor >= 0)
        // More than a pipe's or a page's worth, not all ASCII, in two writes.
        let text = String(repeating: "frame → (1, 2, 3, 4) zoë\n", count: 8000)
        StandardStreams.write(text, to: descriptor)
        StandardStreams.write("", to: descriptor)
        StandardStreams.write("end\n", to: descriptor)
        close(descriptor)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written == text + "end\n")
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

import Foundation
import Testing
@testable import LayoutCLI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a verb takes from its context: the environment names the database and
/// the author when the options do not; a live output sink writes as it goes and
/// reports a write that fails.
@Suite struct CommandContextTests {
    @Test func theEnvironmentNamesTheDatabaseAndTheAuthorWhenTheOptionsDoNot() {
        let database = StoreCLI.newDatabase()
        let environment = ["LAYOUTDB_PATH": database, "LAYOUTDB_AUTHOR": "eve", "USER": "carl"]
        let login = StoreCLI.example("login.layout")
        #expect(layoutdb("apply", login, "-q", environment: environment).status == 0)
        #expect(layoutdb("log", environment: environment)
                == CommandOutput(stdout: "1  2023-11-14T22:13:20Z  eve  apply  \(login)\n"))
        // Without $LAYOUTDB_AUTHOR, $USER; and --author before both.
        #expect(layoutdb("rollback", "1", "-q", environment: ["LAYOUTDB_PATH": database, "USER": "carl"]).status == 0)
        #expect(layoutdb("restore", "--to", "1", "-q", "--author", "ada", environment: environment).status == 0)
        #expect(layoutdb("log", "--db", database).stdout.split(separator: "\n").map { $0.split(separator: " ")[2] }
                == ["ada", "carl", "eve"])
        // --db before $LAYOUTDB_PATH: the other database does not exist.
        let elsewhere = StoreCLI.newDatabase()
        #expect(layoutdb("docs", "--db", elsewhere, environment: environment).status == 66)
    }

    @Test func aLiveSinkWritesOnceAChunkHasGatheredAndTheRestWhenFlushed() throws {
        let path = StoreCLI.temporaryDirectory() + "/out.txt"
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        let sink = OutputSink(descriptor: descriptor, name: "standard output")
        let line = String(repeating: "x", count: 99)
        try sink.line(line)
        // 100 bytes: gathered, not yet written.
        #expect(StoreCLI.contents(path)?.count == 0)
        // 655 lines of 100 bytes (65 500) stay below the chunk of 65 536 bytes; the 656th
        // reaches it, and all 65 600 bytes are written, whole lines.
        #expect(OutputSink.chunk == 65_536)
        for _ in 1..<655 { try sink.line(line) }
        #expect(StoreCLI.contents(path)?.count == 0)
        try sink.line(line)
        let written = 65_600
        #expect(StoreCLI.contents(path)?.count == written)
        try sink.write("end")
        #expect(StoreCLI.contents(path)?.count == written)
        try sink.flush()
        #expect(StoreCLI.contents(path)?.count == written + 3)
        #expect(sink.text == "")
    }

    @Test func aStandardOutputThatCannotBeWrittenIsAnError() throws {
        // Every write to /dev/full fails with ENOSPC.
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0)
        defer { close(full) }
        let database = StoreCLI.loginDatabase()
        let context = CommandContext(now: Date.init, environment: [:], readInput: { Data() },
                                     stdout: OutputSink(descriptor: full, name: "standard output"),
                                     stderr: .capturing("standard error"))
        #expect(LayoutDBCommand.run(["docs", "--db", database], in: context) == 74)
        #expect(context.stderr.text == "error: cannot write standard output: \(String(cString: strerror(ENOSPC)))\n")
    }
}

import Foundation
import Testing
@testable import LayoutCLI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output or error that cannot be written (docs/cli.md, "Output
/// failures"), in the test process: an error with its message and exit 74
/// when nothing was written to the database; for a verb that wrote (a
/// revision, a new database), a message saying what was written and exit 3,
/// so that a script does not write it again.
@Suite struct OutputFailureTests {
    /// `/dev/full`: every write to it fails with `ENOSPC`.
    static let full = "/dev/full"
    /// The words of `ENOSPC`, as the messages give them.
    static let noSpace = String(cString: strerror(ENOSPC))

    /// Runs `layoutdb ARGUMENTS…` with standard output on `/dev/full` and
    /// standard error kept (or also on `/dev/full` when `bothFull`).
    static func onFullOutput(_ arguments: [String], bothFull: Bool = false) throws -> (status: Int32, stderr: String) {
        let descriptor = open(full, O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let context = CommandContext(now: { StoreCLI.startTime }, environment: [:], readInput: { Data() },
                                     stdout: OutputSink(descriptor: descriptor, name: "standard output"),
                                     stderr: bothFull ? OutputSink(descriptor: descriptor, name: "standard error")
                                         : .capturing("standard error"))
        return (LayoutDBCommand.run(arguments, in: context), context.stderr.text)
    }

    /// A file updating the login document's header height: a change on any revision of the login history.
    static func headerChange() -> String {
        StoreCLI.file("header.layout", "layout login\nupdate header { height.equalTo(70) }\n")
    }

    @Test func anApplyThatCannotPrintItsReportSaysWhichRevisionItWroteAndExits3() throws {
        let database = StoreCLI.loginDatabase()
        let (status, stderr) = try Self.onFullOutput(["apply", Self.headerChange(), "--author", "ada", "--db", database])
        #expect(status == 3)
        #expect(stderr == "error: revision 4 of login was written, but its report could not be printed: "
                + "cannot write standard output: \(Self.noSpace)\n")
        // It was written: the head is revision 4, and the header is 70 high in it.
        #expect(StoreCLI.revisionCount(database) == 4)
        #expect(layoutdb("export", "--db", database).stdout.contains("header.height == 70\n"))
    }

    @Test func whenStandardErrorFailsTooTheStatusAloneSaysTheRevisionWasWritten() throws {
        let database = StoreCLI.loginDatabase()
        let (status, _) = try Self.onFullOutput(["apply", Self.headerChange(), "--db", database], bothFull: true)
        #expect(status == 3)
        #expect(StoreCLI.revisionCount(database) == 4)
    }

    @Test func anApplyWhoseWarningsCannotBePrintedIsAlsoWrittenButNotReported() throws {
        // Standard output works; standard error (the duplicate's warning) does not.
        let database = StoreCLI.loginDatabase()
        let file = StoreCLI.file("dup.layout", "layout login\nupdate header { height.equalTo(70) }\nmake header { top.equalTo(superview) }\n")
        let descriptor = open(Self.full, O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let context = CommandContext(now: { StoreCLI.startTime }, environment: [:], readInput: { Data() },
                                     stdout: .capturing("standard output"),
                                     stderr: OutputSink(descriptor: descriptor, name: "standard error"))
        #expect(LayoutDBCommand.run(["apply", file, "--db", database], in: context) == 3)
        #expect(context.stdout.text == "revision 4 of login: +0 -0 ~1 constraints (apply)\n"
                + "  ~ header.height == 96 → header.height == 70\n")
        #expect(StoreCLI.revisionCount(database) == 4)
    }

    @Test func rollbackAndRestoreSayWhichRevisionTheyWroteAndExit3() throws {
        for (arguments, target) in [(["rollback", "3"], "3"), (["restore", "--to", "1"], "1"),
                                    (["rollback", "3", "--json"], "3"), (["restore", "--to", "1", "-q"], "1")] {
            let database = StoreCLI.loginDatabase()
            let (status, stderr) = try Self.onFullOutput(arguments + ["--author", "ada", "--db", database])
            #expect(status == 3, "\(arguments)")
            #expect(stderr == "error: revision 4 of login was written, but its report could not be printed: "
                    + "cannot write standard output: \(Self.noSpace)\n", "\(arguments)")
            let log = layoutdb("log", "-n", "1", "--json", "--db", database).stdout
            #expect(log.contains("\"revision\": 4,") && log.contains("\"target\": \(target)"), "\(arguments)")
        }
    }

    @Test func whatWroteNothingIsAnOrdinaryOutputFailure() throws {
        // Dry runs and no-ops write nothing: 74 (the header is 96 high at revision 3).
        let database = StoreCLI.loginDatabase()
        let before = StoreCLI.contents(database)
        let expected = "error: cannot write standard output: \(Self.noSpace)\n"
        let same = StoreCLI.file("same.layout", "layout login\nupdate header { height.equalTo(96) }\n")
        for arguments in [["apply", Self.headerChange(), "--dry-run"], ["rollback", "3", "--dry-run"],
                          ["restore", "--to", "3"], ["apply", same], ["apply", same, "--json"]] {
            let (status, stderr) = try Self.onFullOutput(arguments + ["--db", database])
            #expect(status == 74, "\(arguments)")
            #expect(stderr == expected, "\(arguments)")
        }
        #expect(StoreCLI.contents(database) == before)
    }

    @Test func initSaysTheDatabaseWasCreatedOnlyWhenItCreatedIt() throws {
        let database = StoreCLI.newDatabase()
        let created = try Self.onFullOutput(["init", "--db", database])
        #expect(created.status == 3)
        #expect(created.stderr == "error: the database '\(database)' was created, but its report could not be printed: "
                + "cannot write standard output: \(Self.noSpace)\n")
        #expect(StoreCLI.exists(database))
        let again = try Self.onFullOutput(["init", "--db", database])
        #expect(again.status == 74)
        #expect(again.stderr == "error: cannot write standard output: \(Self.noSpace)\n")
    }

    @Test func aResultPrintedBeforeAFailureStatusIsStillAnOutputFailure() throws {
        // check prints its findings and exits 1; findings that cannot be printed are lost: 74.
        let file = StoreCLI.file("c.layout", "view a\nmake a { width.equalTo(10); width.equalTo(20) }\n")
        #expect(layoutdb("check", file).status == 1)
        let (status, stderr) = try Self.onFullOutput(["check", file])
        #expect(status == 74)
        #expect(stderr == "error: cannot write standard output: \(Self.noSpace)\n")
    }

    @Test func helpAndTheVersionThatCannotBePrintedAreOutputFailures() throws {
        for arguments in [["--help"], ["--version"], ["help", "log"], ["log", "--help"]] {
            let (status, stderr) = try Self.onFullOutput(arguments)
            #expect(status == 74, "\(arguments)")
            #expect(stderr == "error: cannot write standard output: \(Self.noSpace)\n", "\(arguments)")
        }
    }

    @Test func aLostReportAndAClosedPipeHaveTheirOwnStatusesAndOnlyAClosedPipeNoMessage() {
        let stderr = OutputSink.capturing("standard error")
        let closed = OutputFailure(stream: "standard output", code: EPIPE)
        #expect(CommandFailure.report(closed, to: stderr) == 141)
        #expect(stderr.text == "")
        // A revision written still says so after a closed pipe.
        let told = OutputSink.capturing("standard error")
        #expect(CommandFailure.report(LostReport(written: "revision 2 of a was written", failure: closed), to: told) == 3)
        #expect(told.text == "error: revision 2 of a was written, but its report could not be printed: "
                + "cannot write standard output: \(String(cString: strerror(EPIPE)))\n")
        let full = OutputFailure(stream: "standard error", code: ENOSPC)
        #expect(CommandFailure.report(LostReport(written: "revision 2 of a was written", failure: full), to: stderr) == 3)
        #expect(stderr.text == "error: revision 2 of a was written, but its report could not be printed: "
                + "cannot write standard error: \(Self.noSpace)\n")
    }
}

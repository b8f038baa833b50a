import Foundation
import Testing
import TestSupport
@testable import LayoutCLI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The built `layoutdb`, run as a process, with standard output that cannot
/// be written (docs/cli.md, "Output failures"): on `/dev/full`, or on a pipe
/// nobody reads. A process is needed to see how it ends: a trap would end it
/// by a signal, and a closed pipe is only a closed pipe in a process that
/// ignores `SIGPIPE` as the tool does (the test process does not).
@Suite struct OutputFailureProcessTests {
    /// Where the process's standard output (or error) goes.
    enum Destination {
        /// A file kept for the test to read.
        case file
        /// `/dev/full`: every write fails with `ENOSPC`.
        case full
        /// A pipe whose read end was closed before the process started:
        /// every write fails with `EPIPE`.
        case closedPipe
    }

    /// How a run ended: its exit status (nil when a signal ended it), the
    /// signal, and what it wrote where it could be read.
    struct Outcome {
        var status: Int32?
        var signal: Int32?
        var stdout = ""
        var stderr = ""
    }

    /// The built executable, or a recorded issue.
    static func executable() throws -> URL {
        // `swift test` builds every product before the tests; only a test
        // bundle run on its own, away from its build folder, lands here.
        try #require(BuiltProduct.layoutdb, "the built layoutdb was not found beside the test bundle; run `swift build` first")
    }

    /// Runs the built `layoutdb ARGUMENTS…` with standard output and error
    /// going to `stdout` and `stderr`, `$LAYOUTDB_PATH` unset and the author `ada`.
    static func run(_ arguments: [String], stdout: Destination, stderr: Destination = .file) throws -> Outcome {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LAYOUTDB_PATH"] = nil
        environment["LAYOUTDB_AUTHOR"] = "ada"
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let folder = TemporaryFolder.new()
        var opened: [Int32] = []
        defer { for descriptor in opened { close(descriptor) } }
        func handle(_ destination: Destination, _ name: String) throws -> FileHandle {
            let descriptor: Int32
            switch destination {
            case .file:
                descriptor = open(folder + "/" + name, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            case .full:
                descriptor = open("/dev/full", O_WRONLY | O_CLOEXEC)
            case .closedPipe:
                var ends: [Int32] = [-1, -1]
                try #require(pipe(&ends) == 0)
                // The read end is closed before the process starts; the write
                // end is not inherited but by the descriptor it is given as.
                close(ends[0])
                _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
                descriptor = ends[1]
            }
            try #require(descriptor >= 0, "\(destination)")
            opened.append(descriptor)
            return FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        }
        process.standardOutput = try handle(stdout, "stdout")
        process.standardError = try handle(stderr, "stderr")
        try process.run()
        process.waitUntilExit()
        func text(_ name: String) -> String {
            FileManager.default.contents(atPath: folder + "/" + name).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
        let signalled = process.terminationReason == .uncaughtSignal
        return Outcome(status: signalled ? nil : process.terminationStatus,
                       signal: signalled ? process.terminationStatus : nil,
                       stdout: text("stdout"), stderr: text("stderr"))
    }

    /// The words of `ENOSPC`, as the messages give them.
    static let noSpace = String(cString: strerror(ENOSPC))

    /// For every verb, arguments that make it print something on the login
    /// history (revisions 1–3) in `database`; `fresh` is a path where no
    /// database is yet. And what the verb writes, as its lost report says it
    /// (nil for the verbs that write nothing).
    static func printing(_ verb: String, database: String, fresh: String) -> (arguments: [String], written: String?)? {
        let db = ["--db", database]
        switch verb {
        case "init": return (["init", "--db", fresh], "the database '\(fresh)' was created")
        case "apply":
            let change = StoreCLI.file("header.layout", "layout login\nupdate header { height.equalTo(70) }\n")
            return (["apply", change] + db, "revision 4 of login was written")
        case "solve": return (["solve", StoreCLI.example("login.layout")], nil)
        case "docs": return (["docs"] + db, nil)
        case "log": return (["log"] + db, nil)
        case "show": return (["show", "2"] + db, nil)
        case "history": return (["history", "--key", "buttonHeight"] + db, nil)
        case "frames": return (["frames", "HEAD~1"] + db, nil)
        case "render": return (["render", "--all"] + db, nil)
        case "report": return (["report"] + db, nil)
        case "diff": return (["diff", "1"] + db, nil)
        case "blame": return (["blame"] + db, nil)
        case "rollback": return (["rollback", "3"] + db, "revision 4 of login was written")
        case "restore": return (["restore", "--to", "1"] + db, "revision 4 of login was written")
        case "check": return (["check"] + db, nil)
        case "export": return (["export", "--json"] + db, nil)
        case "sql": return (["sql", "SELECT number, message FROM revision"] + db, nil)
        // The importer beside layoutdb prints the draft of a source with no warning.
        case "import": return (["import", Repository.path("Tests/LayoutImportTests/Fixtures/TabBarView.swift")], nil)
        default: return nil
        }
    }

    @Test(arguments: LayoutDBCommand.verbNames)
    func everyVerbWithStandardOutputOnAFullDiskExitsWithItsStatusAndMessageAndNeverTraps(verb: String) throws {
        // Each run on a new copy of the login history: revisions 1–3.
        func setUp() -> (database: String, fresh: String, arguments: [String], written: String?)? {
            let database = StoreCLI.loginDatabase(), fresh = StoreCLI.newDatabase()
            return Self.printing(verb, database: database, fresh: fresh).map { (database, fresh, $0.arguments, $0.written) }
        }
        let normal = try #require(setUp(), "no arguments for the verb '\(verb)': add them to printing(_:database:fresh:)")
        // What it prints when it can: something on standard output, nothing on standard error.
        let printed = try Self.run(normal.arguments, stdout: .file)
        #expect(printed.status == 0 && printed.stderr == "" && !printed.stdout.isEmpty, "\(printed)")

        let full = try #require(setUp())
        let outcome = try Self.run(full.arguments, stdout: .full)
        #expect(outcome.signal == nil)
        let failure = "cannot write standard output: \(Self.noSpace)"
        if let written = full.written {
            #expect(outcome.status == 3)
            #expect(outcome.stderr == "error: \(written), but its report could not be printed: \(failure)\n")
        } else {
            #expect(outcome.status == 74)
            #expect(outcome.stderr == "error: \(failure)\n")
        }
        // The verbs that write wrote all the same (revision 4, or the new database); the others nothing.
        if verb == "init" {
            #expect(StoreCLI.exists(full.fresh))
        } else if verb != "solve" {
            #expect(StoreCLI.revisionCount(full.database) == (full.written == nil ? 3 : 4))
        }

        // With standard error on /dev/full too, the status alone tells.
        let both = try #require(setUp())
        let silent = try Self.run(both.arguments, stdout: .full, stderr: .full)
        #expect(silent.signal == nil)
        #expect(silent.status == (both.written == nil ? 74 : 3))
    }

    /// The words of `EPIPE`, as the messages give them.
    static let brokenPipe = String(cString: strerror(EPIPE))

    @Test(arguments: LayoutDBCommand.verbNames)
    func everyVerbWithStandardOutputOnAClosedPipeEndsQuietlyUnlessItWrote(verb: String) throws {
        let database = StoreCLI.loginDatabase(), fresh = StoreCLI.newDatabase()
        let (arguments, written) = try #require(Self.printing(verb, database: database, fresh: fresh))
        let outcome = try Self.run(arguments, stdout: .closedPipe)
        #expect(outcome.signal == nil)
        // 141 (128 + SIGPIPE) as a shell shows a command killed by it, and no message; 3 when
        // a revision was written (or the database created), and what was written is said.
        if let written {
            #expect(outcome.status == 3)
            #expect(outcome.stderr == "error: \(written), but its report could not be printed: "
                    + "cannot write standard output: \(Self.brokenPipe)\n")
        } else {
            #expect(outcome.status == 141)
            #expect(outcome.stderr == "")
        }
        // Standard error on a closed pipe too: only the status tells, and nothing traps.
        let again = try #require(Self.printing(verb, database: StoreCLI.loginDatabase(), fresh: StoreCLI.newDatabase()))
        let silent = try Self.run(again.arguments, stdout: .closedPipe, stderr: .closedPipe)
        #expect(silent.signal == nil)
        #expect(silent.status == (written == nil ? 141 : 3))
    }

    /// A document of `count` views with long names, one below the other:
    /// its export, frames and apply report run to several pieces of 64 KiB.
    static func longDocument(_ count: Int) -> String {
        let name = { (i: Int) in "view_with_a_long_name_so_that_every_line_of_output_is_long_enough_number_\(i)" }
        var text = "layout tall\ncanvas phone 400x100000\n"
        for i in 0..<count { text += "view \(name(i))\n" }
        for i in 0..<count {
            let above = i == 0 ? "superview.top" : "\(name(i - 1)).bottom"
            text += "make \(name(i)) { top.equalTo(\(above)).offset(2); left.equalTo(superview).offset(8); "
                + "width.equalTo(100); height.equalTo(10) }\n"
        }
        return text
    }

    @Test func aLongOutputOnAClosedPipeOrAFullDiskEndsMidwayAsAShortOneDoes() throws {
        let file = StoreCLI.file("tall.layout", Self.longDocument(600))
        let database = StoreCLI.newDatabase()
        // apply's report: 600 views and 2 400 constraints, a line each (more than 64 KiB).
        let applied = try Self.run(["apply", file, "--db", database], stdout: .closedPipe)
        #expect(applied.signal == nil)
        #expect(applied.status == 3)
        #expect(applied.stderr == "error: revision 1 of tall was written, but its report could not be printed: "
                + "cannot write standard output: \(Self.brokenPipe)\n")
        #expect(layoutdb("docs", "--db", database).stdout == "document  head  revisions\ntall         1          1\n")
        // The export: 600 view lines and 2 400 constraint lines of about 100 bytes.
        let printed = try Self.run(["export", "--db", database], stdout: .file)
        #expect(printed.stdout.utf8.count > 3 * OutputSink.chunk)
        let piped = try Self.run(["export", "--db", database], stdout: .closedPipe)
        #expect(piped.signal == nil)
        #expect(piped.status == 141)
        #expect(piped.stderr == "")
        let full = try Self.run(["export", "--db", database], stdout: .full)
        #expect(full.signal == nil)
        #expect(full.status == 74)
        #expect(full.stderr == "error: cannot write standard output: \(Self.noSpace)\n")
    }

    @Test func aShellPipeIntoHeadEndsTheCommandQuietly() throws {
        // `layoutdb export | head -1` in /bin/sh, which gives layoutdb's status in a file.
        // head reads at most a pipe's buffer before it exits, and the export is more
        // than twice that: a write after head has gone must fail.
        let file = StoreCLI.file("tall.layout", Self.longDocument(600))
        let database = StoreCLI.newDatabase()
        #expect(layoutdb("apply", file, "-q", "--db", database).status == 0)
        let folder = TemporaryFolder.new()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", #"{ "$0" export --db "$1" 2>"$2/stderr"; echo $? >"$2/status"; } | head -1 >"$2/head""#,
                             try Self.executable().path, database, folder]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        func read(_ name: String) -> String? {
            FileManager.default.contents(atPath: folder + "/" + name).map { String(decoding: $0, as: UTF8.self) }
        }
        #expect(read("head") == "layout tall\n")
        #expect(read("status") == "141\n")
        #expect(read("stderr") == "")
    }
}

import Foundation
import LayoutModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a verb uses of the world beyond its arguments: the clock, the
/// environment, standard input, standard output and standard error.
///
/// ``live()`` is the process's own. A test makes one with a fixed time and
/// environment whose outputs keep what is printed (``OutputSink/capturing(_:)``),
/// runs the verb in it and compares the text.
package struct CommandContext {
    /// The time of a revision the verb writes.
    var now: () -> Date
    /// The environment variables (`LAYOUTDB_PATH`, `LAYOUTDB_AUTHOR`, `USER`).
    var environment: [String: String]
    /// Reads standard input to its end.
    var readInput: () throws -> Data
    /// Standard output: the results.
    package var stdout: OutputSink
    /// Standard error: errors, warnings and timings.
    package var stderr: OutputSink
    /// Whether standard output is a terminal (`--color auto` colours only then).
    var stdoutIsTerminal = false
    /// The folder of the running `layoutdb` binary, where `import` looks for
    /// `layoutdb-import` first (nil: only `PATH` is searched).
    var executableDirectory: String? = nil

    /// The process's clock, environment and standard streams.
    package static func live() -> CommandContext {
        CommandContext(now: Date.init, environment: ProcessInfo.processInfo.environment,
                       readInput: { try FileHandle.standardInput.readToEnd() ?? Data() },
                       stdout: OutputSink(descriptor: STDOUT_FILENO, name: "standard output"),
                       stderr: OutputSink(descriptor: STDERR_FILENO, name: "standard error"),
                       stdoutIsTerminal: isatty(STDOUT_FILENO) != 0,
                       executableDirectory: Bundle.main.executableURL?.resolvingSymlinksInPath()
                           .deletingLastPathComponent().path)
    }

    /// The database path: `--db`, else `$LAYOUTDB_PATH`, else `./layout.db` (``DatabasePath``).
    func databasePath(_ option: String?) -> String {
        DatabasePath.resolve(option: option, environment: environment)
    }

    /// The author of a revision: `--author`, else `$LAYOUTDB_AUTHOR`, else
    /// `$USER`, else the account's name (looked up only when needed: it is a
    /// look-up in the user database).
    func author(_ option: String?) -> String {
        AuthorName.resolve(option: option, environment: environment, userName: ProcessInfo.processInfo.userName)
    }

    /// Prints, with `print`, the report of something the verb has just
    /// written to the database, and writes both streams out: an output
    /// failure is then not an ordinary one but ``LostReport``, which
    /// says that `written` happened (`revision 4 of login was written`) and
    /// exits with its own status, so that a script does not do it again.
    /// When `written` is nil (nothing was written) this is `print()` alone.
    func report(written: String?, _ print: () throws -> Void) throws {
        guard let written else { return try print() }
        do {
            try print()
            try stdout.flush()
            try stderr.flush()
        } catch let failure as OutputFailure {
            throw LostReport(written: written, failure: failure)
        }
    }

    /// The name diagnostics give a layout read from standard input (`-`).
    package static let standardInputName = "<stdin>"

    /// The layout files named on a command line, read in order: each as its
    /// name (for diagnostics) and its text; `-` is standard input, named
    /// ``standardInputName``, and may be given once.
    /// - Throws: ``CommandFailure``: 66 for a file that cannot be read, 64 for `-` given twice.
    func readLayoutFiles(_ paths: [String]) throws(CommandFailure) -> [(file: String, text: String)] {
        if paths.filter({ $0 == "-" }).count > 1 {
            throw CommandFailure("'-' (standard input) can be named once only", status: ExitStatus.usage)
        }
        var files: [(file: String, text: String)] = []
        for path in paths {
            files.append(path == "-" ? (Self.standardInputName, try readStandardInput()) : (path, try readTextFile(path)))
        }
        return files
    }

    /// Standard input to its end, as UTF-8 text.
    /// - Throws: ``CommandFailure`` (66) when it cannot be read or is not UTF-8.
    func readStandardInput() throws(CommandFailure) -> String {
        let data: Data
        do { data = try readInput() } catch {
            throw CommandFailure("standard input cannot be read: \(error)", status: ExitStatus.missing)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandFailure("standard input is not UTF-8 text", status: ExitStatus.missing)
        }
        return text
    }

    /// The document of layout files with no `--doc`: their `layout` statement,
    /// else the first file's name. Standard input has no name to go by.
    /// - Throws: ``CommandFailure`` (64) when the first file is standard input
    ///   and no file has a `layout` statement.
    static func documentName(of files: [(file: String, text: String)]) throws(CommandFailure) -> String {
        if let named = LayoutFile.parse(files).documentName { return named }
        guard let first = files.first?.file, first != standardInputName else {
            throw CommandFailure("standard input has no file name to name the document after: "
                                 + "give --doc NAME or start the text with a 'layout NAME' statement",
                                 status: ExitStatus.usage)
        }
        return LayoutFile.documentName(forFile: first)
    }

    /// Reads the UTF-8 text file at `path`.
    /// - Throws: ``CommandFailure`` (66) naming the file and why it cannot be read.
    func readTextFile(_ path: String) throws(CommandFailure) -> String {
        func failure(_ reason: String) -> CommandFailure { CommandFailure("'\(path)': \(reason)", status: ExitStatus.missing) }
        guard FileManager.default.fileExists(atPath: path) else { throw failure("no such file") }
        guard let data = FileManager.default.contents(atPath: path) else { throw failure("cannot be read") }
        guard let text = String(data: data, encoding: .utf8) else { throw failure("is not UTF-8 text") }
        return text
    }
}

/// One output stream of a verb: written to a file descriptor as it is printed
/// (in pieces of ``chunk`` bytes, so that a long output is never gathered
/// whole), or kept as ``text`` for a test.
package final class OutputSink {
    /// The stream's name in an error message: `standard output`.
    let name: String
    /// The file descriptor written to; nil when the text is kept.
    private let descriptor: Int32?
    /// What was printed and not yet written (a live sink writes it once it
    /// reaches ``chunk`` bytes, and when flushed).
    private var pending = ""
    /// Everything printed, when the sink keeps it.
    private(set) var text = ""

    /// How many bytes a live sink gathers before it writes them.
    static let chunk = 1 << 16

    /// A sink writing to `descriptor`, called `name` in errors.
    init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
    }

    /// A sink that keeps what is printed in ``text``.
    private init(keeping name: String) {
        descriptor = nil
        self.name = name
    }

    /// A sink that keeps what is printed in ``text`` (a test's standard output or error).
    static func capturing(_ name: String) -> OutputSink { OutputSink(keeping: name) }

    /// Prints `text` as it is.
    package func write(_ text: String) throws(OutputFailure) {
        guard descriptor != nil else {
            self.text += text
            return
        }
        pending += text
        if pending.utf8.count >= Self.chunk { try flush() }
    }

    /// Prints `line` and a newline (written together: a line is never split
    /// between two writes).
    package func line(_ line: String) throws(OutputFailure) {
        guard descriptor != nil else {
            text += line
            text += "\n"
            return
        }
        pending += line
        pending += "\n"
        if pending.utf8.count >= Self.chunk { try flush() }
    }

    /// Writes what was printed and not written yet.
    /// - Throws: ``OutputFailure`` when the descriptor refuses it (a full disk);
    ///   what was not written is dropped.
    func flush() throws(OutputFailure) {
        guard let descriptor, !pending.isEmpty else { return }
        defer { pending = "" }
        let code: Int32? = pending.withUTF8 { bytes in
            // (A non-empty string's bytes have an address; nothing to write otherwise.)
            guard let base = bytes.baseAddress else { return nil }
            var start = 0
            while start < bytes.count {
                let written = systemWrite(descriptor, base + start, bytes.count - start)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                start += written
            }
            return nil
        }
        if let code { throw OutputFailure(stream: name, code: code) }
    }
}

/// A standard stream that could not be written: a full disk (`ENOSPC`), an
/// I/O error, or a pipe whose reader has gone (`EPIPE`, ``isClosedPipe``:
/// the process ignores `SIGPIPE`, so that it sees this error instead of dying).
package struct OutputFailure: Error, CustomStringConvertible {
    /// The stream: `standard output` or `standard error`.
    let stream: String
    /// The `errno` of the failed write.
    let code: Int32

    /// Whether the stream is a pipe nobody reads any more (`layoutdb log | head -1`):
    /// the command then ends quietly (docs/cli.md, "Output failures").
    var isClosedPipe: Bool { code == EPIPE }

    /// `cannot write standard output: No space left on device`.
    package var description: String { "cannot write \(stream): \(String(cString: strerror(code)))" }
}

/// `write(2)` (a name of its own: ``OutputSink`` has a `write` method).
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

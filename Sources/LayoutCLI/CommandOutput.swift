import ArgumentParser
import Foundation

/// What a command prints and how it exits, built as a value so that tests can
/// compare it exactly; `emit()` writes it out.
public struct CommandOutput: Equatable, Sendable {
    public var stdout = ""
    public var stderr = ""
    public var status: Int32 = 0

    public init(stdout: String = "", stderr: String = "", status: Int32 = 0) {
        self.stdout = stdout
        self.stderr = stderr
        self.status = status
    }

    /// Appends a line to standard output.
    mutating func out(_ line: String) {
        stdout += line
        stdout += "\n"
    }
    /// Appends text to standard output: lines each followed by a newline.
    mutating func write(_ text: String) { stdout += text }
    /// Appends a line to standard error.
    mutating func err(_ line: String) {
        stderr += line
        stderr += "\n"
    }

    /// Writes both streams and ends the command with the status.
    func emit() throws {
        if !stdout.isEmpty { FileHandle.standardOutput.write(Data(stdout.utf8)) }
        if !stderr.isEmpty { FileHandle.standardError.write(Data(stderr.utf8)) }
        if status != 0 { throw ExitCode(status) }
    }
}

/// Why a file could not be read, in words for an error message.
struct ReadFailure: Error { let reason: String }

/// Reads a UTF-8 text file, or says why it cannot.
func readTextFileResult(_ path: String) -> Result<String, ReadFailure> {
    do { return .success(try readTextFile(path)) } catch {
        return .failure(ReadFailure(reason: String(error.message.dropFirst("'\(path)': ".count))))
    }
}

extension CommandOutput {
    /// What a failed command prints.
    static func failure(_ error: any Error) -> CommandOutput {
        let sink = OutputSink.capturing("standard error")
        let status = CommandFailure.report(error, to: sink)
        return CommandOutput(stderr: sink.text, status: status)
    }
}

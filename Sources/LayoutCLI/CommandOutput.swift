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

/// The exit codes of cli.md.
public enum ExitStatus {
    public static let success: Int32 = 0
    /// Refused: unsatisfiable, head moved, rollback conflict.
    public static let refused: Int32 = 1
    public static let usage: Int32 = 64
    public static let invalidFile: Int32 = 65
    /// A missing file, document, revision or canvas.
    public static let missing: Int32 = 66
    public static let database: Int32 = 74
    public static let busy: Int32 = 75
}

/// Why a file could not be read, in words for an error message.
struct ReadFailure: Error { let reason: String }

/// Reads a UTF-8 text file, or says why it cannot.
func readTextFile(_ path: String) -> Result<String, ReadFailure> {
    guard FileManager.default.fileExists(atPath: path) else { return .failure(ReadFailure(reason: "no such file")) }
    guard let data = FileManager.default.contents(atPath: path) else { return .failure(ReadFailure(reason: "cannot be read")) }
    guard let text = String(data: data, encoding: .utf8) else { return .failure(ReadFailure(reason: "is not UTF-8 text")) }
    return .success(text)
}

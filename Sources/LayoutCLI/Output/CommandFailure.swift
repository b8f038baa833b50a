import LayoutModel
import LayoutStore

/// A failure a verb finds itself (not the store): its message and exit status.
struct CommandFailure: Error {
    /// The message, without the `error: ` prefix.
    var message: String
    /// The exit status (``ExitStatus``).
    var status: Int32

    init(_ message: String, status: Int32) {
        self.message = message
        self.status = status
    }
}

extension CommandOutput {
    /// What a failed command prints: `error: …` on standard error and the
    /// exit status of cli.md. An invalid layout prints every diagnostic as
    /// `FILE:LINE:COL: error: …`; unsatisfiable constraints print their
    /// irreducible sets first (``UnsatisfiableOutput``).
    static func failure(_ error: any Error) -> CommandOutput {
        var output = CommandOutput()
        switch error {
        case let failure as CommandFailure:
            output.err("error: \(failure.message)")
            output.status = failure.status
        case let error as StoreError:
            switch error {
            case .invalidLayout(let diagnostics):
                for diagnostic in diagnostics { output.err(diagnostic.description) }
            case .unsatisfiable(let canvases):
                for line in UnsatisfiableOutput.lines(canvases) { output.err(line) }
                output.err("error: \(error.description)")
            default:
                output.err("error: \(error.description)")
            }
            output.status = error.exitCode
        default:
            output.err("error: \(error)")
            output.status = ExitStatus.database
        }
        return output
    }
}

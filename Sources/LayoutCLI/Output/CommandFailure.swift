import ArgumentParser
import LayoutModel
import LayoutSolver
import LayoutStore

/// A failure a verb finds itself (not the store): its message and exit status.
package struct CommandFailure: Error {
    /// The message, without the `error: ` prefix.
    package var message: String
    /// The exit status (``ExitStatus``).
    package var status: Int32

    /// The failure saying `message`, ending the command with `status`.
    package init(_ message: String, status: Int32) {
        self.message = message
        self.status = status
    }

    /// A `--canvas NAME` naming none of `names`: 66, with the closest name
    /// as a hint, and `place` (`at revision 3`) saying where it was looked for.
    static func unknownCanvas(_ canvas: String, among names: [String], at place: String? = nil) -> CommandFailure {
        let hint = closestName(to: canvas, in: names).map { "; did you mean '\($0)'?" } ?? ""
        return CommandFailure("unknown canvas '\(canvas)'\(place.map { " " + $0 } ?? "")\(hint)",
                              status: ExitStatus.missing)
    }

    /// Prints what a failed verb threw on `stderr` and returns its exit status
    /// (cli.md): `error: …`; for an invalid layout every diagnostic as
    /// `FILE:LINE:COL: error: …`; for unsatisfiable constraints their
    /// irreducible sets first (``UnsatisfiableOutput``). An `ExitCode` prints
    /// nothing (the verb has printed why).
    static func report(_ error: any Error, to stderr: OutputSink) -> Int32 {
        var lines: [String] = []
        let status: Int32
        switch error {
        case let code as ExitCode:
            status = code.rawValue
        case let failure as CommandFailure:
            lines = ["error: \(failure.message)"]
            status = failure.status
        case let error as StoreError:
            switch error {
            case .invalidLayout(let diagnostics):
                lines = diagnostics.map(\.description)
            case .unsatisfiable(let canvases):
                lines = UnsatisfiableOutput.lines(canvases) + ["error: \(error.commandLineMessage)"]
            default:
                lines = ["error: \(error.commandLineMessage)"]
            }
            status = error.exitStatus
        case let refusal as UnsatisfiableRefusal:
            lines = UnsatisfiableOutput.lines(refusal.canvases, stored: refusal.stored)
                + ["error: \(StoreError.unsatisfiable(refusal.canvases).commandLineMessage)"]
            status = ExitStatus.refused
        case let failure as OutputFailure:
            // A reader that has gone wanted no more: nothing to say (as `git log | head -1`).
            lines = failure.isClosedPipe ? [] : ["error: \(failure)"]
            status = failure.isClosedPipe ? ExitStatus.closedPipe : ExitStatus.output
        case let lost as LostReport:
            // Said even after a closed pipe: what was written matters more
            // than quiet (when standard error is that pipe, only the status says it).
            lines = ["error: \(lost.message)"]
            status = ExitStatus.unreported
        default:
            lines = ["error: \(error)"]
            status = ExitStatus.database
        }
        // Nothing can be said of a standard error that cannot be written. Names,
        // places and SQL quoted in a message keep no control character (a
        // terminal's escape, say): they are escaped; the message's own lines stay.
        for line in lines { try? stderr.line(PrintableText.escaped(line, keepingNewlines: true)) }
        return status
    }
}

/// Something written to the database (a revision, a new database) whose
/// report could not be printed: standard output or error failed, or was a
/// closed pipe, after the write. Its status (``ExitStatus/unreported``) is
/// not that of an ordinary output failure, so that a script can tell that
/// the write happened even when standard error cannot say it either.
struct LostReport: Error {
    /// What was written, as a clause: `revision 4 of login was written`.
    var written: String
    /// The failed write.
    var failure: OutputFailure

    /// `revision 4 of login was written, but its report could not be printed: cannot write standard output: …`
    var message: String { "\(written), but its report could not be printed: \(failure)" }
}

/// An apply refused because required constraints cannot all hold
/// (``StoreError/unsatisfiable(_:)``), with the head it was applied on, so
/// that the report can point a conflicting `make` at `update`.
struct UnsatisfiableRefusal: Error {
    /// Every canvas, with its irreducible conflicting sets.
    var canvases: [CanvasLayout]
    /// The document's head state; nil for a new document.
    var stored: Layout?
}

extension StoreError {
    /// The exit status of cli.md for the error.
    var exitStatus: Int32 {
        switch self {
        case .missingDatabase, .missingDirectory, .unknownDocument, .unknownRevision: ExitStatus.missing
        case .documentNeeded, .documentMismatch, .multipleStatements, .invalidName: ExitStatus.usage
        case .notLayoutDatabase, .tooNew, .outdated, .unreadable, .readOnly, .full, .database, .unusableSchema:
            ExitStatus.database
        case .busy: ExitStatus.busy
        case .headMoved, .unsatisfiable, .frameOutOfRange, .rollbackConflicts, .refusedQuery, .queryTimeout:
            ExitStatus.refused
        case .invalidLayout: ExitStatus.invalidFile
        }
    }

    /// The error as the command line says it: the store's description, with
    /// the command or option that would change the outcome.
    var commandLineMessage: String {
        switch self {
        case .missingDatabase:
            "\(description) (run 'layoutdb init' or 'layoutdb apply' first)"
        case .documentNeeded:
            "\(description); name one with --doc"
        case .invalidName:
            "\(description); name the document with --doc NAME or a 'layout NAME' statement"
        case .documentMismatch(let file, let fileDocument, let requested):
            "'\(file)' edits document '\(fileDocument)', but --doc says '\(requested)'"
        case .headMoved(let document, let expected, let actual):
            "the head of '\(document)' is \(actual.map(String.init) ?? "empty"), not \(expected) (--expect-head); "
                + "nothing was written"
        case .unsatisfiable:
            "\(description) (apply --allow-conflicts or rollback --force stores it anyway)"
        case .outdated:
            "\(description) (a write upgrades it: run 'layoutdb init')"
        case .multipleStatements(let sql):
            "'\(sql)' holds several statements; the sql verb runs one statement (a trailing ';' is fine): "
                + "run one 'layoutdb sql' per statement"
        case .queryTimeout(let sql, let seconds):
            "'\(sql)' ran longer than \(NumberText.format(seconds)) s and was stopped (--timeout S sets the limit, "
                + "0 for none); nothing changed"
        case .rollbackConflicts(let revision, let conflicts):
            "cannot roll back revision \(revision): later revisions changed the same things "
                + "(--force takes its before-state anyway):\n"
                + conflicts.map { "  \($0.what) (changed in revision \($0.revision))" }.joined(separator: "\n")
        default:
            description
        }
    }
}

/// The exit codes of cli.md.
package enum ExitStatus {
    /// Done.
    package static let success: Int32 = 0
    /// Refused: unsatisfiable, a frame out of range, head moved, rollback conflict, errors found by `check`.
    package static let refused: Int32 = 1
    /// A bad command line.
    package static let usage: Int32 = 64
    /// An invalid layout file.
    package static let invalidFile: Int32 = 65
    /// A missing file, document, revision or canvas.
    package static let missing: Int32 = 66
    /// The database is unreadable, not layoutdb's, read-only or too new.
    package static let database: Int32 = 74
    /// Standard output or error could not be written (sysexits' I/O error, as
    /// the database's); nothing was written to the database.
    package static let output: Int32 = 74
    /// A revision (or a new database) was written, but what the verb printed
    /// about it could not be: running the verb again would write it twice.
    package static let unreported: Int32 = 3
    /// Standard output (or error) is a pipe whose reader has gone: the
    /// command ended quietly, with the status a shell shows for a command
    /// killed by `SIGPIPE` (128 + 13), as `git log | head -1` ends.
    package static let closedPipe: Int32 = 141
    /// Another writer held the database past the timeout.
    package static let busy: Int32 = 75
}

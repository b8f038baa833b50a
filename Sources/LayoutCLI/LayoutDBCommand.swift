import ArgumentParser
import Foundation
import LayoutModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `layoutdb` command: a versioned document store for UI layouts.
///
/// Each verb is a ``Verb`` listed in ``configuration``'s `subcommands`.
public struct LayoutDBCommand: ParsableCommand {
    /// The version printed by `layoutdb --version`.
    static let version = "0.1.0"

    /// The tool's name, summary and verbs.
    public static let configuration = CommandConfiguration(
        commandName: "layoutdb",
        abstract: "A versioned document store for UI layouts, on SQLite.",
        discussion: """
            Layouts are written in a Masonry-like language (.layout files), \
            applied as revisions, solved with a Cassowary solver on every canvas, \
            and kept with their history.
            """,
        version: version,
        subcommands: [Init.self, Apply.self, Solve.self, Docs.self, Log.self, Show.self, History.self, Frames.self, Render.self, Diff.self, Report.self, Blame.self, Rollback.self, Restore.self, Check.self, Export.self, SQL.self, Import.self]
    )

    /// The verbs' names, in the order of the help.
    static let verbNames = configuration.subcommands.compactMap { $0.configuration.commandName }

    /// The root command (ArgumentParser creates it).
    public init() {}

    /// Runs the process's command line and exits with the verb's status.
    ///
    /// `SIGPIPE` is ignored: a write to a pipe whose reader has gone fails
    /// with `EPIPE` instead of killing the process, so that the command ends
    /// as docs/cli.md says ("Output failures"): quietly, and telling by its
    /// status whether it wrote a revision.
    public static func main() {
        signal(SIGPIPE, SIG_IGN)
        terminate(run(Array(CommandLine.arguments.dropFirst()), in: .live()))
    }

    /// Parses `arguments` as the command line of `command` (a command of its
    /// own, not a verb of `layoutdb`: `layoutdb-import`'s) and runs it in
    /// `context` as `layoutdb` runs a verb: its usage errors, failures and
    /// exit statuses are `layoutdb`'s (``execute(_:in:)``); returns the status.
    package static func run<Command: Verb>(_ command: Command.Type, _ arguments: [String],
                                           in context: CommandContext) -> Int32 {
        let parsed: Command
        do {
            parsed = try command.parse(arguments)
        } catch {
            return reportUsage(error, of: command, in: context)
        }
        return execute(parsed, in: context)
    }

    /// Parses `arguments` and runs the verb they name in `context`; returns the
    /// exit status. Argument errors are printed in the house style (`error: …`
    /// on standard error, exit 64); help and the version go to standard output.
    static func run(_ arguments: [String], in context: CommandContext) -> Int32 {
        // The verb: the first word, or the one `help` asks about (`help lgo` is
        // refused as `lgo` is, not answered with the root's help).
        let named = arguments.first == "help" ? arguments.dropFirst().first : arguments.first
        if let word = named, !word.hasPrefix("-"), word != "help", !verbNames.contains(word) {
            let hint = closestName(to: word, in: verbNames).map { "; did you mean '\($0)'?" }
                ?? "; the verbs are \(verbNames.joined(separator: ", "))"
            try? context.stderr.line(PrintableText.escaped("error: unknown verb '\(word)'\(hint)"))
            return finish(ExitStatus.usage, in: context)
        }
        let parsed: any ParsableCommand
        do {
            parsed = try parseAsRoot(arguments)
        } catch {
            return reportUsage(error, in: context)
        }
        guard let verb = parsed as? any Verb else {
            // No verb: the root's own run prints the help.
            var root = parsed
            do { try root.run() } catch { return reportUsage(error, in: context) }
            return ExitStatus.success
        }
        return execute(verb, in: context)
    }

    /// Runs `verb` in `context`, prints what it threw (``CommandFailure/report(_:to:)``)
    /// and writes out both streams; returns the exit status.
    package static func execute(_ verb: any Verb, in context: CommandContext) -> Int32 {
        var status = ExitStatus.success
        do {
            try verb.run(in: context)
        } catch {
            status = CommandFailure.report(error, to: context.stderr)
        }
        return finish(status, in: context)
    }

    /// Writes out both streams after a command that ended with `status`.
    /// What a verb printed on standard output before it failed (`check`'s
    /// findings, exit 1) is its result too: when it cannot be written, that
    /// failure is reported after the verb's own error and its status is the
    /// command's. When standard error cannot be written, a success becomes
    /// the status of that failure (nothing can say it); another status stays.
    static func finish(_ status: Int32, in context: CommandContext) -> Int32 {
        var status = status
        do {
            try context.stdout.flush()
        } catch {
            status = CommandFailure.report(error, to: context.stderr)
        }
        do {
            try context.stderr.flush()
        } catch {
            if status == ExitStatus.success { status = CommandFailure.report(error, to: context.stderr) }
        }
        return status
    }

    /// Prints an ArgumentParser error (help and version included) of
    /// `command`'s command line and returns its status.
    private static func reportUsage(_ error: any Error, of command: any ParsableCommand.Type = LayoutDBCommand.self,
                                    in context: CommandContext) -> Int32 {
        var status = command.exitCode(for: error).rawValue
        let message = usageMessage(for: error, of: command)
        if !message.isEmpty {
            do {
                try (status == ExitStatus.success ? context.stdout : context.stderr).line(message)
            } catch {
                status = CommandFailure.report(error, to: context.stderr)
            }
        }
        return finish(status, in: context)
    }

    /// ArgumentParser's message for an error (help and version included),
    /// with its `Error: ` prefix written `error: ` as every other error of the tool.
    static func usageMessage(for error: any Error, of command: any ParsableCommand.Type = LayoutDBCommand.self) -> String {
        let message = command.fullMessage(for: error)
        return message.hasPrefix("Error: ") ? "error: " + message.dropFirst("Error: ".count) : message
    }
}

/// A verb of the tool: a command that does its work in a ``CommandContext``.
/// `layoutdb-import`'s command is one too, run by ``LayoutDBCommand/run(_:_:in:)``.
package protocol Verb: ParsableCommand {
    /// Does the verb's work, printing through `context`. What it throws is
    /// printed and turned into the exit status by ``CommandFailure/report(_:to:)``
    /// (an `ExitCode` ends it with that status and no message).
    func run(in context: CommandContext) throws
}

extension Verb {
    /// Runs the verb in the process's own context.
    package func run() throws {
        let status = LayoutDBCommand.execute(self, in: .live())
        if status != ExitStatus.success { throw ExitCode(status) }
    }
}

/// Ends the process with `status` (C's `exit`).
private func terminate(_ status: Int32) -> Never { exit(status) }

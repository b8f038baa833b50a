import ArgumentParser
import Foundation

/// The `layoutdb` command: a versioned document store for UI layouts.
///
/// Each verb is a nested command type; later verbs register themselves in
/// ``configuration``'s `subcommands`.
public struct LayoutDBCommand: ParsableCommand {
    /// The version printed by `layoutdb --version`.
    public static let version = "0.1.0"

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
        subcommands: [Init.self, Apply.self, Solve.self, Docs.self, Log.self, Show.self, History.self, Frames.self, Diff.self, Blame.self, Rollback.self, Restore.self, Check.self, Export.self, SQL.self]
    )

    /// The root command (ArgumentParser creates it).
    public init() {}

    /// Runs the command line and exits with the command's status, printing
    /// argument errors in the house style (`error: …` on standard error, exit 64).
    public static func main() {
        terminate(main(Array(CommandLine.arguments.dropFirst())))
    }

    /// Parses and runs `arguments`; returns the exit status.
    static func main(_ arguments: [String]) -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return ExitStatus.success
        } catch {
            let status = exitCode(for: error).rawValue
            let message = usageMessage(for: error)
            if status == ExitStatus.success {
                if !message.isEmpty { FileHandle.standardOutput.write(Data((message + "\n").utf8)) }
            } else if !message.isEmpty {
                FileHandle.standardError.write(Data((message + "\n").utf8))
            }
            return status
        }
    }

    /// ArgumentParser's message for an error (help and version included),
    /// with its `Error: ` prefix written `error: ` as every other error of the tool.
    static func usageMessage(for error: any Error) -> String {
        let message = fullMessage(for: error)
        return message.hasPrefix("Error: ") ? "error: " + message.dropFirst("Error: ".count) : message
    }
}

/// Ends the process with `status` (C's `exit`: buffered output is flushed).
private func terminate(_ status: Int32) -> Never { exit(status) }

import ArgumentParser
import Foundation
import LayoutCLI
import LayoutImport
import LayoutSolver
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// `layoutdb-import FILE… [-o OUT.layout] [--doc D] [--class C] [--canvas SPEC]… [--apply [--allow-todo]]`
// (run by `layoutdb import`; docs/import.md): reads the sources, prints each
// warning as `file:line:col: warning: …` on standard error, and writes the
// draft on standard output or to OUT; with `--apply`, applies it to the
// database as `layoutdb apply` does.

/// The command line of `layoutdb import` (this executable), read by ArgumentParser.
///
/// Usage errors (an unknown option, a bad `--canvas`, `--allow-todo` without
/// `--apply`) are found while parsing, before any source is read, and exit 64;
/// what goes wrong later is an ``ImportFailure`` with its own status.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        // The name the help and usage show: this executable is run as `layoutdb import`.
        commandName: "layoutdb import",
        abstract: "Read Masonry (Objective-C) and SnapKit (Swift) sources into a .layout draft.",
        // Written out: ArgumentParser shortens a usage this long to `[<options>]`.
        usage: """
            layoutdb import <file> ... [--output <out.layout>] [--doc <name>] [--class <name>] [--canvas <spec> ...]
                            [--apply [--allow-todo] [--db <path>] [--message <message>] [--author <author>] [--dry-run] [--quiet]]
                            [--stats]
            """,
        discussion: """
            The draft holds the views, their hierarchy and stacks, and every make/update/remake \
            block in source order. What the sources cannot say is a warning on standard error and a \
            "TODO: …" placeholder in the draft. --apply applies the draft to the database as \
            'layoutdb apply' does, refusing a draft with placeholders unless --allow-todo (which \
            applies it without the lines that hold them). Exit status: 0 written or applied; 1 --apply \
            refused a draft with placeholders; 64 usage (an unknown option, a bad --canvas, a file of \
            another language, sources of both languages, a --class no file declares); 66 a missing \
            file; 74 OUT cannot be written; with --apply, otherwise apply's own status. See docs/import.md.
            """
    )

    @Argument(help: ArgumentHelp("The sources: all Objective-C (.m, .mm, .h) or all Swift (.swift), read in order.",
                                 valueName: "file"),
              completion: .file(extensions: ["m", "mm", "h", "swift"]))
    var files: [String]

    @Option(name: [.short, .customLong("output")],
            help: ArgumentHelp("Write the draft to this file (default: standard output).", valueName: "out.layout"))
    var output: String?

    @Option(name: .customLong("doc"),
            help: ArgumentHelp("The document (default: the first file's name without its extension).", valueName: "name"))
    var document: String?

    @Option(name: .customLong("class"),
            help: ArgumentHelp("The class whose layout the draft is (default: the class named as the first file, "
                               + "else the one that makes the most constraints); the document's default name too.",
                               valueName: "name"))
    var className: String?

    @Option(name: .customLong("canvas"),
            help: ArgumentHelp("A canvas, as the words after 'canvas' in the language ('phone 375x812 safe 59 0 34 0', "
                               + "'cell 375xfit', or 'cell=375xfit'); repeatable.", valueName: "spec"))
    var canvasSpecs: [String] = []

    @Flag(help: "Apply the draft to the database as 'layoutdb apply' does (one revision).")
    var apply = false

    @Flag(help: "With --apply: apply the draft without the lines that hold a placeholder.")
    var allowTodo = false

    @Flag(help: "Print a line of counts and the import's time on standard error.")
    var stats = false

    // `apply`'s own options, passed on to it.

    @Option(help: ArgumentHelp("With --apply: the database file (default: $LAYOUTDB_PATH, else ./layout.db).",
                               valueName: "path"))
    var db: String?

    @Option(name: [.short, .customLong("message")], help: "With --apply: the revision's message.")
    var message: String?

    @Option(help: "With --apply: the revision's author (default: $LAYOUTDB_AUTHOR, else the user's name).")
    var author: String?

    @Flag(help: "With --apply: print what would change; write nothing.")
    var dryRun = false

    @Flag(name: .shortAndLong, help: "With --apply: print only the summary line.")
    var quiet = false

    /// The canvases as the language's words: `cell=375xfit` is `cell 375xfit`.
    var canvases: [String] {
        canvasSpecs.map { $0.contains("=") && !$0.contains(" ") ? $0.replacingOccurrences(of: "=", with: " ") : $0 }
    }

    /// The options handed to `layoutdb apply`, as its command line spells them.
    var applyArguments: [String] {
        var arguments: [String] = []
        if let db { arguments += ["--db", db] }
        if let message { arguments += ["-m", message] }
        if let author { arguments += ["--author", author] }
        if dryRun { arguments.append("--dry-run") }
        if quiet { arguments.append("-q") }
        return arguments
    }

    func validate() throws {
        if files.contains("-") {
            throw ValidationError("standard input has no file name to tell its language: name the file")
        }
        if let document, document.isEmpty { throw ValidationError("--doc needs a name") }
        if let className, className.isEmpty { throw ValidationError("--class needs a name") }
        if allowTodo && !apply { throw ValidationError("--allow-todo is for --apply") }
        if !apply, let first = [db.map { _ in "--db" }, message.map { _ in "-m" }, author.map { _ in "--author" },
                                dryRun ? "--dry-run" : nil, quiet ? "-q" : nil].compactMap({ $0 }).first {
            throw ValidationError("\(first) is for --apply")
        }
        // Each canvas as the language reads it, before any source is read.
        for canvas in canvases {
            do { try LayoutImporter.checkCanvas(canvas) } catch { throw ValidationError("--canvas \(error.message)") }
        }
    }

    func run() throws {
        var sources: [ImportSource] = []
        for file in files {
            guard FileManager.default.fileExists(atPath: file) else { throw ImportFailure("'\(file)': no such file", status: 66) }
            guard let data = FileManager.default.contents(atPath: file) else {
                throw ImportFailure("'\(file)': cannot be read", status: 66)
            }
            sources.append(ImportSource(name: file, text: String(decoding: data, as: UTF8.self)))
        }

        let started = ContinuousClock.now
        let result: ImportResult
        do {
            result = try LayoutImporter.draft(of: sources, document: document, canvases: canvases, className: className)
        } catch {
            throw ImportFailure(error.message, status: 64)
        }
        let elapsed = ContinuousClock.now - started

        var errorText = result.warnings.map { "\($0)\n" }.joined()
        let placeholders = result.statistics.placeholders
        if placeholders > 0 {
            errorText += "\(Self.count(placeholders)) left in the draft: fill them in before applying it\n"
        }
        if stats {
            let s = result.statistics
            let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
            errorText += "stats: constraint-lines \(s.constraintLines) one-to-one \(s.oneToOneLines) blocks \(s.blocks) "
                + "whole-blocks \(s.wholeBlocks) placeholders \(s.placeholders) source-lines \(s.sourceLines) "
                + "milliseconds \(NumberText.format(milliseconds, decimals: 3))\n"
        }
        FileHandle.standardError.write(Data(errorText.utf8))

        if let output {
            do {
                try result.draft.write(toFile: output, atomically: true, encoding: .utf8)
            } catch {
                throw ImportFailure("'\(output)' cannot be written: \(error.localizedDescription)", status: 74)
            }
        } else if !apply {
            FileHandle.standardOutput.write(Data(result.draft.utf8))
        }

        guard apply else { return }
        if placeholders > 0 && !allowTodo {
            throw ImportFailure("the draft holds \(Self.count(placeholders)): nothing was applied; fill them in and "
                                + "apply the draft with 'layoutdb apply', or give --allow-todo to apply it "
                                + "without the lines that hold them", status: 1)
        }
        var arguments = ["apply", "-"] + applyArguments
        if let document = document ?? className { arguments += ["--doc", document] }
        let status = LayoutDBCommand.run(arguments: arguments, standardInput: allowTodo ? result.draftWithoutPlaceholders : result.draft)
        if status != 0 { throw ExitCode(status) }
    }

    /// `1 TODO placeholder`, `7 TODO placeholders`.
    static func count(_ placeholders: Int) -> String {
        "\(placeholders) TODO placeholder\(placeholders == 1 ? "" : "s")"
    }
}

/// A failure after the command line was read: its message (printed as
/// `error: …`) and the exit status.
struct ImportFailure: Error {
    var message: String
    var status: Int32

    init(_ message: String, status: Int32) {
        self.message = message
        self.status = status
    }
}

/// Parses the command line and runs it; returns the exit status. ArgumentParser's
/// messages are printed as every other error of the tool (`error: …` on standard
/// error, exit 64); help goes to standard output.
func runImport(_ arguments: [String]) -> Int32 {
    let command: ImportCommand
    do {
        command = try ImportCommand.parse(arguments)
    } catch {
        let status = ImportCommand.exitCode(for: error).rawValue
        var message = ImportCommand.fullMessage(for: error)
        if message.hasPrefix("Error: ") { message = "error: " + message.dropFirst("Error: ".count) }
        if !message.isEmpty {
            (status == 0 ? FileHandle.standardOutput : FileHandle.standardError).write(Data((message + "\n").utf8))
        }
        return status
    }
    do {
        try command.run()
        return 0
    } catch let failure as ImportFailure {
        FileHandle.standardError.write(Data("error: \(failure.message)\n".utf8))
        return failure.status
    } catch let code as ExitCode {
        return code.rawValue
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        return 1
    }
}

signal(SIGPIPE, SIG_IGN)
exit(runImport(Array(CommandLine.arguments.dropFirst())))

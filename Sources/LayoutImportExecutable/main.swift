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
// database as `layoutdb apply` does: through LayoutCLI's ``LayoutApply``
// and the store, with apply's options (``ApplyOptions``), report,
// failures and exit statuses.

/// The command line of `layoutdb import` (this executable), read by ArgumentParser.
///
/// Usage errors (an unknown option, a bad `--canvas`, `--allow-todo` without
/// `--apply`) are found while parsing, before any source is read, and exit 64;
/// what goes wrong later is a ``CommandFailure`` with its own status. It is
/// run as `layoutdb` runs a verb (``LayoutDBCommand/run(_:_:in:)``): its
/// errors, output failures and statuses are `layoutdb`'s.
struct ImportCommand: Verb {
    static let configuration = CommandConfiguration(
        // The name the help and usage show: this executable is run as `layoutdb import`.
        commandName: "layoutdb import",
        abstract: "Read Masonry (Objective-C) and SnapKit (Swift) sources into a .layout draft.",
        // Written out: ArgumentParser shortens a usage this long to `[<options>]`.
        usage: """
            layoutdb import <file> ... [--output <out.layout>] [--doc <name>] [--class <name>] [--canvas <spec> ...]
                            [--apply [--allow-todo] [--message <message>] [--author <author>] [--quiet] [--json] [--dry-run]
                                     [--expect-head <rev>] [--db <path>]]
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

    /// `apply`'s own options (``ApplyOptions``) and the database, shown under their own heading.
    @OptionGroup(title: "With --apply") var applying: ApplyOptions

    @OptionGroup(title: "With --apply") var store: StoreOptions

    /// The canvases as the language's words: `cell=375xfit` is `cell 375xfit`.
    var canvases: [String] {
        canvasSpecs.map { $0.contains("=") && !$0.contains(" ") ? $0.replacingOccurrences(of: "=", with: " ") : $0 }
    }

    func validate() throws {
        if files.contains("-") {
            throw ValidationError("standard input has no file name to tell its language: name the file")
        }
        if let document, document.isEmpty { throw ValidationError("--doc needs a name") }
        if let className, className.isEmpty { throw ValidationError("--class needs a name") }
        if allowTodo && !apply { throw ValidationError("--allow-todo is for --apply") }
        if !apply, let first = ((store.db == nil ? [] : ["--db"]) + applying.given).first { throw ValidationError("\(first) is for --apply") }
        // Each canvas as the language reads it, before any source is read.
        for canvas in canvases {
            do { try LayoutImporter.checkCanvas(canvas) } catch { throw ValidationError("--canvas \(error.message)") }
        }
    }

    /// Reads the sources, prints the warnings and writes the draft; with
    /// `--apply`, applies it (``LayoutApply``) as a file named `<stdin>` (its
    /// diagnostics name the draft's lines so).
    /// - Throws: ``CommandFailure``: 66 a missing source, 64 what the reader
    ///   refuses, 74 OUT cannot be written, 1 `--apply` on a draft with
    ///   placeholders (without `--allow-todo`); with `--apply`, what the apply throws.
    func run(in context: CommandContext) throws {
        var sources: [ImportSource] = []
        for file in files {
            guard FileManager.default.fileExists(atPath: file) else { throw CommandFailure("'\(file)': no such file", status: ExitStatus.missing) }
            guard let data = FileManager.default.contents(atPath: file) else {
                throw CommandFailure("'\(file)': cannot be read", status: ExitStatus.missing)
            }
            sources.append(ImportSource(name: file, text: String(decoding: data, as: UTF8.self)))
        }

        let started = ContinuousClock.now
        let result: ImportResult
        do {
            result = try LayoutImporter.draft(of: sources, document: document, canvases: canvases, className: className)
        } catch {
            throw CommandFailure(error.message, status: ExitStatus.usage)
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
        try context.stderr.write(errorText)

        if let output {
            do {
                try result.draft.write(toFile: output, atomically: true, encoding: .utf8)
            } catch {
                throw CommandFailure("'\(output)' cannot be written: \(error.localizedDescription)", status: ExitStatus.output)
            }
        } else if !apply {
            try context.stdout.write(result.draft)
        }

        guard apply else { return }
        if placeholders > 0 && !allowTodo {
            throw CommandFailure("the draft holds \(Self.count(placeholders)): nothing was applied; fill them in and "
                                + "apply the draft with 'layoutdb apply', or give --allow-todo to apply it "
                                + "without the lines that hold them", status: ExitStatus.refused)
        }
        let draft = allowTodo ? result.draftWithoutPlaceholders : result.draft
        try LayoutApply(files: [(CommandContext.standardInputName, draft)], document: document ?? className,
                        options: applying, store: store).run(in: context)
    }

    /// `1 TODO placeholder`, `7 TODO placeholders`.
    static func count(_ placeholders: Int) -> String {
        "\(placeholders) TODO placeholder\(placeholders == 1 ? "" : "s")"
    }
}

signal(SIGPIPE, SIG_IGN)
exit(LayoutDBCommand.run(ImportCommand.self, Array(CommandLine.arguments.dropFirst()), in: .live()))

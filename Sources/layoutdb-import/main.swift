import Foundation
import LayoutCLI
import LayoutImport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// `layoutdb-import FILE… [-o OUT.layout] [--doc D] [--canvas SPEC]… [--apply [--allow-todo]]`
// (run by `layoutdb import`; docs/import.md): reads the sources, prints each
// warning as `file:line:col: warning: …` on standard error, and writes the
// draft on standard output or to OUT; with `--apply`, applies it to the
// database as `layoutdb apply` does.

let usage = """
    usage: layoutdb import FILE… [-o OUT.layout] [--doc NAME] [--canvas 'NAME WxH …']…
                           [--apply [--allow-todo] [--db PATH] [-m MESSAGE] [--author NAME] [--dry-run] [-q]]
                           [--stats]

    Reads Objective-C (Masonry: .m, .mm, .h) or Swift (SnapKit: .swift) files into a
    .layout draft: the views, their hierarchy and stacks, and every make/update/remake
    block in source order. What the sources cannot say is a warning and a "TODO: …"
    placeholder. --apply applies the draft to the database as 'layoutdb apply' does,
    refusing a draft with placeholders unless --allow-todo (which applies it without the
    lines that hold them). See docs/import.md.
    """

/// The command line, read.
struct Options {
    var files: [String] = []
    var output: String?
    var document: String?
    var canvases: [String] = []
    var apply = false
    var allowTodo = false
    var stats = false
    /// Options handed to `layoutdb apply`.
    var applyArguments: [String] = []
}

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(status)
}

func parse(_ arguments: [String]) -> Options {
    var options = Options()
    var index = 0
    func value(for option: String) -> String {
        index += 1
        guard index < arguments.count else { fail("\(option) needs a value\n\(usage)", status: 64) }
        return arguments[index]
    }
    var onlyFiles = false
    while index < arguments.count {
        let argument = arguments[index]
        if onlyFiles || !argument.hasPrefix("-") || argument == "-" {
            options.files.append(argument)
        } else {
            switch argument {
            case "--": onlyFiles = true
            case "-h", "--help":
                print(usage)
                exit(0)
            case "-o", "--output": options.output = value(for: argument)
            case "--doc": options.document = value(for: argument)
            case "--canvas":
                // `phone=375x812` or the statement's words: `phone 375x812 safe 59 0 34 0`.
                let spec = value(for: argument)
                options.canvases.append(spec.contains("=") && !spec.contains(" ")
                                        ? spec.replacingOccurrences(of: "=", with: " ") : spec)
            case "--apply": options.apply = true
            case "--allow-todo": options.allowTodo = true
            case "--stats": options.stats = true
            case "--db", "-m", "--message", "--author":
                options.applyArguments += [argument, value(for: argument)]
            case "--dry-run", "-q", "--quiet":
                options.applyArguments.append(argument)
            default:
                fail("unknown option '\(argument)'\n\(usage)", status: 64)
            }
        }
        index += 1
    }
    if options.files.isEmpty { fail("no source file given\n\(usage)", status: 64) }
    if options.allowTodo && !options.apply { fail("--allow-todo is for --apply", status: 64) }
    if !options.applyArguments.isEmpty && !options.apply {
        fail("\(options.applyArguments[0]) is for --apply", status: 64)
    }
    return options
}

signal(SIGPIPE, SIG_IGN)
let options = parse(Array(CommandLine.arguments.dropFirst()))
var sources: [ImportSource] = []
for file in options.files {
    if file == "-" { fail("standard input has no file name to tell its language: name the file", status: 64) }
    guard FileManager.default.fileExists(atPath: file) else { fail("'\(file)': no such file", status: 66) }
    guard let data = FileManager.default.contents(atPath: file) else { fail("'\(file)': cannot be read", status: 66) }
    sources.append(ImportSource(name: file, text: String(decoding: data, as: UTF8.self)))
}
if let document = options.document, document.isEmpty { fail("--doc needs a name", status: 64) }

let started = ContinuousClock.now
let result: ImportResult
do {
    result = try LayoutImporter.draft(of: sources, document: options.document, canvases: options.canvases)
} catch {
    fail(error.message, status: 64)
}
let elapsed = ContinuousClock.now - started

var errorText = result.warnings.map { "\($0)\n" }.joined()
let placeholders = result.statistics.placeholders
if placeholders > 0 {
    errorText += "\(placeholders) TODO placeholder\(placeholders == 1 ? "" : "s") left in the draft: fill them in before applying it\n"
}
if options.stats {
    let s = result.statistics
    let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    errorText += "stats: constraint-lines \(s.constraintLines) one-to-one \(s.oneToOneLines) blocks \(s.blocks) "
        + "whole-blocks \(s.wholeBlocks) placeholders \(s.placeholders) source-lines \(s.sourceLines) "
        + "milliseconds \(String(format: "%.3f", milliseconds))\n"
}
FileHandle.standardError.write(Data(errorText.utf8))

if let output = options.output {
    do {
        try result.draft.write(toFile: output, atomically: true, encoding: .utf8)
    } catch {
        fail("'\(output)' cannot be written: \(error.localizedDescription)", status: 74)
    }
} else if !options.apply {
    FileHandle.standardOutput.write(Data(result.draft.utf8))
}

if options.apply {
    if placeholders > 0 && !options.allowTodo {
        fail("the draft holds \(placeholders) TODO placeholder\(placeholders == 1 ? "" : "s"): nothing was applied; "
             + "fill them in and apply the draft with 'layoutdb apply', or give --allow-todo to apply it "
             + "without the lines that hold them", status: 1)
    }
    let text = options.allowTodo ? result.draftWithoutPlaceholders : result.draft
    var arguments = ["apply", "-"] + options.applyArguments
    if let document = options.document { arguments += ["--doc", document] }
    exit(LayoutDBCommand.run(arguments: arguments, standardInput: text))
}
exit(0)

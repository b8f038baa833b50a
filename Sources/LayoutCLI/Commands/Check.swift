import ArgumentParser
import Foundation
import LayoutModel
import LayoutStore

/// `layoutdb check [REV | FILE]`: what is wrong with a stored revision, or
/// with a layout file as it would land on the head, with an exit status CI
/// can gate on.
struct Check: Verb {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Find conflicts, ambiguous views, duplicate and redundant constraints.",
        discussion: """
            Checks a stored revision (default: the head), using the sets and ambiguous views \
            stored with it; or a layout file (FILE or --file FILE; '-': standard input): when the \
            database holds its document, the file's edits applied on the head, in memory (nothing \
            is written), else the file alone. The argument is a file when it is '-', ends in \
            .layout, has a '/', or is an existing file that is not a revision. Errors: \
            unsatisfiable sets, ambiguous views; warnings: duplicate and redundant constraints, \
            updates that added. Exit status: 0 no error (warnings allowed); 1 errors found, or a \
            frame of the file out of range; \
            64 usage (a revision and a file, a malformed revision, several documents and no \
            --doc, --doc disagreeing with the file); 65 invalid file; 66 missing file, database, \
            document or revision; 74 database unreadable or too new.
            """
    )

    @Argument(help: ArgumentHelp("A revision: a number, HEAD, HEAD~N or HEAD^… (default: the head); "
                                 + "or a layout file ('-': standard input).", valueName: "rev-or-file"),
              completion: .file(extensions: ["layout"]))
    var revision: String?

    @Option(help: ArgumentHelp("Check this layout file (on the head when the database holds its document).",
                               valueName: "file"),
            completion: .file(extensions: ["layout"]))
    var file: String?

    @OptionGroup var document: DocumentOptions

    @OptionGroup var json: JSONOption

    @OptionGroup var store: StoreOptions

    func validate() throws {
        if revision != nil && file != nil { throw ValidationError("name a revision or a file, not both") }
    }

    /// The layout file to check: `--file`, or the argument when it names a file.
    var layoutFile: String? {
        if let file { return file }
        guard let revision, Self.namesFile(revision) else { return nil }
        return revision
    }

    /// Whether `check`'s argument is a file rather than a revision: `-`, a
    /// name ending in `.layout` or holding a `/` (no revision does), or an
    /// existing file whose name is not a revision.
    static func namesFile(_ argument: String) -> Bool {
        argument == "-" || argument.hasSuffix(".layout") || argument.contains("/")
            || (RevisionName.parse(argument) == nil && FileManager.default.fileExists(atPath: argument))
    }

    /// Checks the file or the revision; exits 1 when any finding is an error.
    func run(in context: CommandContext) throws {
        if let layoutFile {
            guard let read = try context.readLayoutFiles([layoutFile]).first else { return }
            return try check(file: read.file, text: read.text, in: context)
        }
        let store = try LayoutStore.openReadOnly(path: context.databasePath(self.store.db))
        let selected = try RevisionSelection.revision(revision, document: document.doc, in: store, verb: "check")
        // The unsatisfiable sets and ambiguous views stored with the revision,
        // the duplicate and redundant constraints of its state.
        let stored = try store.frames(document: selected.document, at: selected.number)
        let canvases = CheckOutput.placingStoredSets(stored.canvases, in: stored.layout)
        let findings = LayoutCheck.findings(stored.layout, canvases: canvases)
        try report(findings, subject: "\(selected.document) at revision \(selected.number)", json: [
            ("document", .string(selected.document)), ("revision", .int(selected.number)), ("file", .null),
        ], in: context)
    }

    /// Checks `text`, the contents of `file`, as it would land: applied on the
    /// head of its document when the database exists and holds it (in memory:
    /// nothing is written), else alone on an empty document. Solves every
    /// canvas and adds the edits' warnings (an update that added, a duplicate make).
    func check(file: String, text: String, in context: CommandContext) throws {
        let name = try documentName(file: file, text: text)
        let database = context.databasePath(store.db)
        var base = Layout(name: name)
        var head: Int?
        if FileManager.default.fileExists(atPath: database) {
            let store = try LayoutStore.openReadOnly(path: database)
            if try store.documentNames().contains(name), let number = try store.head(of: name) {
                base = try store.state(document: name, at: number)
                head = number
            }
        }
        let parsed = LayoutFile.parse([(file, text)])
        var diagnostics = parsed.diagnostics
        var layout = base
        if !diagnostics.contains(where: { $0.severity == .error }) {
            let edited = base.applying(parsed.edits)
            (layout, diagnostics) = (edited.layout, diagnostics + edited.diagnostics)
        }
        if !diagnostics.contains(where: { $0.severity == .error }) {
            // Numbers of the head a database of an older layoutdb may hold, out of today's bounds.
            diagnostics += layout.numberProblems()
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            for diagnostic in diagnostics { try context.stderr.line(PrintableText.escaped(diagnostic.description)) }
            throw ExitCode(ExitStatus.invalidFile)
        }
        let canvases = LayoutPass.run(layout, options: LayoutPass.Options(checksSolverInvariants: false))
        if let frame = OutOfRangeFrame.first(in: canvases) { throw CommandFailure(frame.description, status: ExitStatus.refused) }
        let findings = LayoutCheck.findings(layout, canvases: canvases)
            + diagnostics.filter { $0.severity == .warning }.map(CheckOutput.finding(from:))
        try report(findings, subject: "'\(file)'" + (head.map { " on \(name) at revision \($0)" } ?? ""), json: [
            ("document", .string(name)), ("revision", .int(head)), ("file", .string(file)),
        ], in: context)
    }

    /// The document of a file: `--doc` (which must agree with its `layout`
    /// statement), else that statement, else the file's name (standard input
    /// needs one of the first two).
    /// - Throws: ``CommandFailure`` (64) for a disagreement or a nameless standard input.
    func documentName(file: String, text: String) throws -> String {
        guard let option = document.doc else { return try CommandContext.documentName(of: [(file, text)]) }
        if let named = LayoutFile.parse([(file, text)]).documentName, named != option {
            throw CommandFailure("'\(file)' edits document '\(named)', but --doc says '\(option)'", status: ExitStatus.usage)
        }
        return option
    }

    /// Prints the findings and the summary, or the JSON; exits 1 with any error.
    func report(_ findings: [CheckFinding], subject: String, json members: [(String, JSONValue)],
                in context: CommandContext) throws {
        if json.enabled {
            try context.stdout.line(CheckOutput.json(findings, members: members).rendered())
        } else {
            for (finding, canvases) in CheckOutput.merged(findings) {
                try context.stdout.line(CheckOutput.line(finding, canvases: canvases.isEmpty ? nil : canvases))
            }
            try context.stdout.line(CheckOutput.summary(findings, subject: subject))
        }
        if findings.contains(where: { $0.severity == .error }) { throw ExitCode(ExitStatus.refused) }
    }
}

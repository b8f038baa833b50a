import ArgumentParser
import LayoutModel
import LayoutStore

/// `layoutdb check [REV | --file FILE]`: what is wrong with a stored
/// revision or a layout file, with an exit status CI can gate on.
struct Check: Verb {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Find conflicts, ambiguous views, duplicate and redundant constraints.",
        discussion: """
            Checks a stored revision (default: the head), using the sets and ambiguous views \
            stored with it, or with --file a layout file solved on its canvases with no database. \
            Errors: unsatisfiable sets, ambiguous views; warnings: duplicate and redundant \
            constraints, updates that added. Exit status: 0 no error (warnings allowed); \
            1 errors found; 64 usage (REV and --file, or --doc with --file; several documents \
            and no --doc); 65 invalid file; 66 missing file, database, document or revision; \
            74 database unreadable or too new.
            """
    )

    @Argument(help: "The revision: a number, HEAD, HEAD~N or HEAD^… (default: the head).")
    var revision: String?

    @Option(help: ArgumentHelp("Check this layout file instead (no database).", valueName: "file"))
    var file: String?

    @OptionGroup var document: DocumentOptions

    @Flag(help: "Print JSON.")
    var json = false

    @OptionGroup var store: StoreOptions

    func validate() throws {
        if revision != nil && file != nil { throw ValidationError("name a revision or --file, not both") }
    }

    /// Checks the file or the revision; exits 1 when any finding is an error.
    func run(in context: CommandContext) throws {
        if let file {
            guard let read = try context.readLayoutFiles([file]).first else { return }
            return try check(file: read.file, text: read.text, in: context)
        }
        let store = try LayoutStore.open(path: context.databasePath(self.store.db))
        let selected = try RevisionSelection.revision(revision, document: document.doc, in: store)
        // The unsatisfiable sets and ambiguous views stored with the revision,
        // the duplicate and redundant constraints of its state.
        let stored = try store.frames(document: selected.document, at: selected.number)
        let canvases = CheckOutput.placingStoredSets(stored.canvases, in: stored.layout)
        let findings = LayoutCheck.findings(stored.layout, canvases: canvases)
        try report(findings, subject: "\(selected.document) at revision \(selected.number)", json: [
            ("document", .string(selected.document)), ("revision", .number(Double(selected.number))), ("file", .null),
        ], in: context)
    }

    /// Checks `text`, the contents of `file`: loads it, solves every canvas, and
    /// adds the file's edit warnings (an update that added, a duplicate make).
    func check(file: String, text: String, in context: CommandContext) throws {
        let name = try documentName(file: file, text: text)
        var outcome = LayoutFile.load(text, file: file)
        outcome.layout.name = name
        guard outcome.errors.isEmpty else {
            for diagnostic in outcome.diagnostics { try context.stderr.line(diagnostic.description) }
            throw ExitCode(ExitStatus.invalidFile)
        }
        let canvases = LayoutPass.run(outcome.layout, options: LayoutPass.Options(checksSolverInvariants: false))
        let findings = LayoutCheck.findings(outcome.layout, canvases: canvases)
            + outcome.warnings.map(CheckOutput.finding(from:))
        try report(findings, subject: "'\(file)'", json: [
            ("document", .string(name)), ("revision", .null), ("file", .string(file)),
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
        if json {
            try context.stdout.line(CheckOutput.json(findings, members: members).rendered())
        } else {
            for finding in findings { try context.stdout.line(CheckOutput.line(finding)) }
            try context.stdout.line(CheckOutput.summary(findings, subject: subject))
        }
        if findings.contains(where: { $0.severity == .error }) { throw ExitCode(ExitStatus.refused) }
    }
}

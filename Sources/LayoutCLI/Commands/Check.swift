import ArgumentParser
import LayoutModel
import LayoutStore

/// `layoutdb check [REV | --file FILE]`: what is wrong with a stored
/// revision or a layout file, with an exit status CI can gate on.
struct Check: ParsableCommand {
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

    @Argument(help: "The revision: a number, HEAD or HEAD~N (default: the head).")
    var revision: String?

    @Option(help: ArgumentHelp("Check this layout file instead (no database).", valueName: "file"))
    var file: String?

    @OptionGroup var document: DocumentOptions

    @Flag(help: "Print JSON.")
    var json = false

    @OptionGroup var store: StoreOptions

    func validate() throws {
        if revision != nil && file != nil { throw ValidationError("name a revision or --file, not both") }
        if file != nil && document.doc != nil { throw ValidationError("--doc names a stored document; it does not go with --file") }
    }

    func run() throws {
        var run = CheckRun(database: store.path, revision: revision, document: document.doc, json: json)
        run.file = file
        try run.execute().emit()
    }
}

/// The `check` verb as a function from its options to its output.
public struct CheckRun: Sendable {
    /// The database path (``DatabasePath``); unused with ``file``.
    public var database: String
    /// `REV`; the head when nil.
    public var revision: String?
    /// `--doc`: the document; the revision's, or the only one of the database, when nil.
    public var document: String?
    /// `--file`: check this layout file instead of a revision.
    public var file: String?
    /// `--json`: JSON instead of text.
    public var json = false

    /// The run of `check [REV]` on `database`.
    public init(database: String, revision: String? = nil, document: String? = nil, json: Bool = false) {
        self.database = database
        self.revision = revision
        self.document = document
        self.json = json
    }

    /// Checks the file or the revision; exit 1 when any finding is an error.
    public func execute() -> CommandOutput {
        guard let file else { return executeOnRevision() }
        switch readTextFileResult(file) {
        case .failure(let failure):
            return CommandOutput(stderr: "error: '\(file)': \(failure.reason)\n", status: ExitStatus.missing)
        case .success(let text):
            return execute(file: file, text: text)
        }
    }

    /// Checks `text` as the contents of `file`: loads it, solves every canvas, and
    /// adds the file's edit warnings (an update that added, a duplicate make).
    public func execute(file: String, text: String) -> CommandOutput {
        let outcome = LayoutFile.load(text, file: file)
        guard outcome.errors.isEmpty else {
            var output = CommandOutput(status: ExitStatus.invalidFile)
            for diagnostic in outcome.diagnostics { output.err(diagnostic.description) }
            return output
        }
        let canvases = LayoutPass.run(outcome.layout, options: LayoutPass.Options(checksSolverInvariants: false))
        let findings = LayoutCheck.findings(outcome.layout, canvases: canvases)
            + outcome.warnings.map(CheckOutput.finding(from:))
        return report(findings, subject: "'\(file)'", json: [
            ("document", .string(outcome.layout.name)), ("revision", .null), ("file", .string(file)),
        ])
    }

    /// Checks a stored revision: the unsatisfiable sets and ambiguous views
    /// stored with it, and the duplicate and redundant constraints of its state.
    func executeOnRevision() -> CommandOutput {
        do {
            let store = try LayoutStore.open(path: database)
            let selected = try RevisionSelection.revision(revision, document: document, in: store)
            let stored = try store.frames(document: selected.document, at: selected.number)
            let canvases = CheckOutput.placingStoredSets(stored.canvases, in: stored.layout)
            let findings = LayoutCheck.findings(stored.layout, canvases: canvases)
            return report(findings, subject: "\(selected.document) at revision \(selected.number)", json: [
                ("document", .string(selected.document)), ("revision", .number(Double(selected.number))), ("file", .null),
            ])
        } catch {
            return .failure(error)
        }
    }

    /// The findings and the summary, or the JSON; status 1 with any error.
    func report(_ findings: [CheckFinding], subject: String, json members: [(String, JSONValue)]) -> CommandOutput {
        var output = CommandOutput()
        if json {
            output.out(CheckOutput.json(findings, members: members).rendered())
        } else {
            for finding in findings { output.out(CheckOutput.line(finding)) }
            output.out(CheckOutput.summary(findings, subject: subject))
        }
        if findings.contains(where: { $0.severity == .error }) { output.status = ExitStatus.refused }
        return output
    }
}

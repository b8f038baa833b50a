import ArgumentParser
import Foundation
import LayoutModel
import LayoutStore

/// `layoutdb apply FILE…`: the files' edits as one new revision.
struct Apply: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apply",
        abstract: "Apply layout files as one new revision; solve every canvas and store the frames.",
        discussion: """
            The database is created when missing. The files are applied in order, as one \
            transaction, on top of the document's head. Exit status: 0 applied (or no change); \
            1 refused (unsatisfiable, head moved); 64 usage, or --doc disagrees with the file; \
            65 invalid file; 66 missing file or directory; 74 database unreadable or too new; 75 busy.
            """
    )

    @Argument(help: "The .layout files, applied in order.")
    var files: [String]

    @Option(name: [.short, .customLong("message")], help: "The revision's message (default: the files' names).")
    var message: String?

    @Option(help: "The revision's author (default: $LAYOUTDB_AUTHOR, else the user's name).")
    var author: String?

    @OptionGroup var document: DocumentOptions

    @Option(help: ArgumentHelp("Refuse unless the document's head is this revision (0: no revision yet).",
                               valueName: "rev"))
    var expectHead: Int?

    @Flag(help: "Print what would change; write nothing.")
    var dryRun = false

    @Flag(help: "An update that finds no similar constraint is an error.")
    var strictUpdate = false

    @Flag(help: "Store the revision even when required constraints conflict.")
    var allowConflicts = false

    @Flag(name: .shortAndLong, help: "Print only the summary line, not every change.")
    var quiet = false

    @Flag(help: .hidden)
    var timings = false

    @OptionGroup var store: StoreOptions

    func validate() throws {
        if let expectHead, expectHead < 0 { throw ValidationError("--expect-head takes a revision number, 0 or more") }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        // The account's name is the last resort (and a look-up in the user
        // database): asked for only when the option and variables are empty.
        let needsAccount = [author, environment[AuthorName.environmentVariable], environment["USER"]]
            .allSatisfy { $0?.isEmpty ?? true }
        var run = ApplyRun(database: store.path, files: files,
                           author: AuthorName.resolve(option: author, environment: environment,
                                                      userName: needsAccount ? ProcessInfo.processInfo.userName : ""))
        run.message = message
        run.document = document.doc
        run.expectHead = expectHead
        run.dryRun = dryRun
        run.strictUpdate = strictUpdate
        run.allowConflicts = allowConflicts
        run.quiet = quiet
        run.timings = timings
        try run.execute().emit()
    }
}

/// The `apply` verb as a function from its options to its output.
public struct ApplyRun: Sendable {
    /// The database path (``DatabasePath``); created when missing.
    public var database: String
    /// The files, applied in order as one revision.
    public var files: [String]
    /// `-m`: the message; the files' names when nil.
    public var message: String?
    /// The author (``AuthorName``).
    public var author: String
    /// `--doc`: the document (must agree with the files' `layout` statement).
    public var document: String?
    /// `--expect-head`: refuse unless the head is this revision (0: none yet).
    public var expectHead: Int?
    /// `--dry-run`: print the change, write nothing.
    public var dryRun = false
    /// `--strict-update`: an update that finds no similar constraint is an error.
    public var strictUpdate = false
    /// `--allow-conflicts`: store a revision whose required constraints conflict.
    public var allowConflicts = false
    /// `-q`: only the summary line.
    public var quiet = false
    /// Print the time of each phase to standard error (for `tools/bench-store`).
    public var timings = false
    /// The revision's time; now when nil (tests fix it).
    public var time: Date?

    /// The run of `apply FILES` on `database` by `author`; the other options default off.
    public init(database: String, files: [String], message: String? = nil, author: String, document: String? = nil) {
        self.database = database
        self.files = files
        self.message = message
        self.author = author
        self.document = document
    }

    /// Reads the files, then applies them. A missing or unreadable file exits
    /// 66 before the database is opened.
    public func execute() -> CommandOutput {
        var texts: [(file: String, text: String)] = []
        for file in files {
            switch readTextFileResult(file) {
            case .failure(let failure):
                return CommandOutput(stderr: "error: '\(file)': \(failure.reason)\n", status: ExitStatus.missing)
            case .success(let text):
                texts.append((file, text))
            }
        }
        return execute(texts: texts)
    }

    /// Applies `texts` as the files' contents.
    ///
    /// Nothing of a failed command is written, not even a new database: when
    /// the database is missing, the apply is first tried as a dry run on an
    /// empty store in memory, and the file is created only when that trial
    /// would write a revision. (Creating the file and removing it again on
    /// failure could remove a database another process has just begun to write.)
    public func execute(texts: [(file: String, text: String)]) -> CommandOutput {
        if !FileManager.default.fileExists(atPath: database) {
            do {
                let trial = try LayoutStore.inMemory().apply(request(texts, dryRun: true))
                if trial.changes.isEmpty || dryRun { return report(trial) }
            } catch {
                return .failure(error)
            }
        }
        do {
            let clock = ContinuousClock()
            let start = clock.now
            var opened = start
            var applied = start
            var output: CommandOutput
            do {
                let store = try LayoutStore.open(path: database, create: true)
                opened = clock.now
                let result = try store.apply(request(texts, dryRun: dryRun))
                applied = clock.now
                // The store is closed after the report, not before (closing is
                // when SQLite copies the write-ahead log back into the database).
                output = withExtendedLifetime(store) { report(result) }
            }
            if timings {
                output.err("timing: open \(milliseconds(opened - start)) ms")
                output.err("timing: report and close \(milliseconds(clock.now - applied)) ms")
            }
            return output
        } catch {
            return .failure(error)
        }
    }

    /// The store's request for these options.
    func request(_ texts: [(file: String, text: String)], dryRun: Bool) -> ApplyRequest {
        var request = ApplyRequest(files: texts, document: document, message: message ?? files.joined(separator: " "),
                                   author: author, expectHead: expectHead, dryRun: dryRun, strictUpdate: strictUpdate,
                                   allowConflicts: allowConflicts)
        if let time { request.time = time }
        return request
    }

    /// The summary line, the changes and the warnings of an apply that succeeded.
    func report(_ result: ApplyResult) -> CommandOutput {
        var output = CommandOutput()
        if timings {
            for (phase, duration) in result.phases { output.err("timing: \(phase) \(milliseconds(duration)) ms") }
            for canvas in result.canvases {
                output.err("timing: canvas \(canvas.canvas.name) \(milliseconds(canvas.solveDuration)) ms "
                           + "(\(canvas.wasReSolved ? "re-solve" : "fresh"))")
            }
        }
        for warning in result.warnings { output.err(warning.description) }
        for line in UnsatisfiableOutput.lines(result.canvases, severity: .warning) { output.err(line) }
        if result.changes.isEmpty {
            output.out("no change: nothing written")
            return output
        }
        let kind = "(apply)"
        if let revision = result.revision {
            output.out("revision \(revision) of \(result.document): \(result.changes.summary) \(kind)")
        } else {
            output.out("dry run on \(result.document)"
                       + (result.parent.map { " (head \($0))" } ?? " (no revision yet)")
                       + ": \(result.changes.summary) \(kind)")
        }
        if !quiet { for line in ChangesOutput.lines(result.changes) { output.out("  " + line) } }
        if result.revision == nil { output.out("dry run: nothing written") }
        return output
    }
}

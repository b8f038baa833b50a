import ArgumentParser
import Foundation
import LayoutModel
import LayoutStore

/// `layoutdb apply FILE…`: the files' edits as one new revision.
struct Apply: ParsableCommand {
    static let configuration = CommandConfiguration(
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

    @OptionGroup var store: StoreOptions

    func validate() throws {
        if let expectHead, expectHead < 0 { throw ValidationError("--expect-head takes a revision number, 0 or more") }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        var run = ApplyRun(database: store.path, files: files,
                           author: AuthorName.resolve(option: author, environment: environment,
                                                      userName: ProcessInfo.processInfo.userName))
        run.message = message
        run.document = document.doc
        run.expectHead = expectHead
        run.dryRun = dryRun
        run.strictUpdate = strictUpdate
        run.allowConflicts = allowConflicts
        run.quiet = quiet
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
    public var dryRun = false
    public var strictUpdate = false
    public var allowConflicts = false
    /// `-q`: only the summary line.
    public var quiet = false
    /// The revision's time; now when nil (tests fix it).
    public var time: Date?

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
            switch readTextFile(file) {
            case .failure(let failure):
                return CommandOutput(stderr: "error: '\(file)': \(failure.reason)\n", status: ExitStatus.missing)
            case .success(let text):
                texts.append((file, text))
            }
        }
        return execute(texts: texts)
    }

    /// Applies `texts` as the files' contents. A database this command created
    /// is removed again when it is left without a document (the apply failed,
    /// changed nothing, or was a dry run): nothing of a failed command is written.
    public func execute(texts: [(file: String, text: String)]) -> CommandOutput {
        let existed = FileManager.default.fileExists(atPath: database)
        let (output, empty) = apply(texts)
        if !existed && empty { Self.removeDatabase(database) }
        return output
    }

    /// Opens (or creates) the store, applies, and says whether the database
    /// holds no document afterwards. The store is closed when this returns.
    private func apply(_ texts: [(file: String, text: String)]) -> (output: CommandOutput, empty: Bool) {
        let store: LayoutStore
        do {
            store = try LayoutStore.open(path: database, create: true)
        } catch {
            return (.failure(error), false)
        }
        var request = ApplyRequest(files: texts, document: document, message: message ?? files.joined(separator: " "),
                                   author: author, expectHead: expectHead, dryRun: dryRun, strictUpdate: strictUpdate,
                                   allowConflicts: allowConflicts)
        if let time { request.time = time }
        let output: CommandOutput
        do {
            output = report(try store.apply(request), in: store)
        } catch {
            output = .failure(error)
        }
        return (output, (try? store.documents().isEmpty) ?? false)
    }

    /// The summary line, the changes and the warnings of an apply that succeeded.
    func report(_ result: ApplyResult, in store: LayoutStore) -> CommandOutput {
        var output = CommandOutput()
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

    /// Removes a database and SQLite's companion files (`-wal`, `-shm`, `-journal`).
    static func removeDatabase(_ path: String) {
        for file in [path, path + "-wal", path + "-shm", path + "-journal"] {
            try? FileManager.default.removeItem(atPath: file)
        }
    }
}

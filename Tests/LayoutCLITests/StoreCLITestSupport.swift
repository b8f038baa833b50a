import Foundation
import Testing
import TestSupport
@testable import LayoutCLI

/// Runs `layoutdb ARGUMENTS…` as the process would (the root command parses
/// the arguments, the verb runs), in a test context: revisions are made at
/// `time`, the environment is `environment` (none by default: the database
/// and the author come from the arguments), standard input holds `input`.
/// Standard output is a terminal when `terminal` (for `--color auto`).
/// Returns what the verb printed on standard output and error, and its exit status.
func layoutdb(_ arguments: [String], time: Date = StoreCLI.startTime, environment: [String: String] = [:],
              input: String = "", terminal: Bool = false) -> CommandOutput {
    let context = CommandContext(now: { time }, environment: environment, readInput: { Data(input.utf8) },
                                 stdout: .capturing("standard output"), stderr: .capturing("standard error"),
                                 stdoutIsTerminal: terminal)
    let status = LayoutDBCommand.run(arguments, in: context)
    return CommandOutput(stdout: context.stdout.text, stderr: context.stderr.text, status: status)
}

/// ``layoutdb(_:time:environment:input:terminal:)`` with the arguments written out.
func layoutdb(_ arguments: String..., time: Date = StoreCLI.startTime, environment: [String: String] = [:],
              input: String = "", terminal: Bool = false) -> CommandOutput {
    layoutdb(arguments, time: time, environment: environment, input: input, terminal: terminal)
}

/// What a verb printed on standard output and error, and its exit status.
struct CommandOutput: Equatable {
    var stdout = ""
    var stderr = ""
    var status: Int32 = 0
}

/// Helpers of the store verbs' tests: real SQLite files in fresh temporary
/// directories, the examples, and the login history applied with fixed
/// times and authors so that `log` can be compared exactly.
enum StoreCLI {
    /// The repository's examples folder, with a trailing slash.
    static var examples: String { Repository.examples }

    /// The path of an example file.
    static func example(_ name: String) -> String { Repository.example(name) }

    /// A fresh, empty temporary directory.
    static func temporaryDirectory() -> String { TemporaryFolder.new() }

    /// A database path in a fresh temporary directory; the file does not exist yet.
    static func newDatabase() -> String { TemporaryFolder.path("layout.db") }

    /// 1_700_000_000 seconds after the epoch is 2023-11-14 22:13:20 UTC;
    /// revision k of a fixture is applied k − 1 minutes later.
    static let startTime = Date(timeIntervalSince1970: 1_700_000_000)

    /// The login history: login.layout, login-v2.layout, login-v3.layout as
    /// revisions 1, 2 and 3 of `login`, by "ada", at 22:13:20, 22:14:20 and
    /// 22:15:20 UTC, with the messages "first", "taller header" and "forgot link".
    static let loginHistory: [(file: String, message: String)] = [
        ("login.layout", "first"), ("login-v2.layout", "taller header"), ("login-v3.layout", "forgot link"),
    ]

    /// Applies example files in order, one revision each, with fixed times
    /// (``startTime`` plus a minute per revision already in the database) and author "ada".
    @discardableResult
    static func applyExamples(_ files: [(file: String, message: String)], to database: String,
                              sourceLocation: SourceLocation = #_sourceLocation) -> [CommandOutput] {
        files.map { entry in
            let time = startTime.addingTimeInterval(60 * Double(revisionCount(database)))
            let output = layoutdb("apply", example(entry.file), "-m", entry.message, "--author", "ada", "-q",
                                  "--db", database, time: time)
            #expect(output.status == 0, "\(entry.file): \(output.stderr)", sourceLocation: sourceLocation)
            return output
        }
    }

    /// A new database holding the login history (revisions 1–3): a copy of
    /// ``loginTemplate``, so each caller gets its own file to change.
    static func loginDatabase() -> String {
        let database = newDatabase()
        copyDatabase(loginTemplate, to: database)
        return database
    }

    /// The login history applied once per test process (the three applies
    /// through `layoutdb apply`, as every copy of it would have made them),
    /// the file of a closed database: tests never open it, they get copies.
    static let loginTemplate: String = {
        let database = newDatabase()
        applyExamples(loginHistory, to: database)
        return database
    }()

    /// Copies the database file at `source`, with its WAL and shared-memory
    /// files when it has them, to `destination` (a path whose file does not
    /// exist yet): the same bytes, so the same database.
    static func copyDatabase(_ source: String, to destination: String) {
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: source + suffix) {
            #expect(throws: Never.self) { try FileManager.default.copyItem(atPath: source + suffix, toPath: destination + suffix) }
        }
    }

    /// How many revisions the database holds (0 when it does not exist).
    static func revisionCount(_ database: String) -> Int {
        guard FileManager.default.fileExists(atPath: database) else { return 0 }
        let json = layoutdb("docs", "--json", "--db", database).stdout
        // {"format": 1, "documents": [{"document", "head", "revisions"}, …]}
        let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let documents = object?["documents"] as? [[String: Any]] ?? []
        return documents.compactMap { $0["revisions"] as? Int }.reduce(0, +)
    }

    /// Writes `text` as the file `name` in a fresh temporary directory; returns its path.
    static func file(_ name: String, _ text: String) -> String {
        let path = temporaryDirectory() + "/" + name
        #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)), "\(path)")
        return path
    }

    /// `layoutdb apply FILES -m m --author ada OPTIONS --db DATABASE` at ``startTime``.
    static func apply(_ files: [String], to database: String, _ options: String...) -> CommandOutput {
        layoutdb(["apply"] + files + ["-m", "m", "--author", "ada"] + options + ["--db", database])
    }

    /// The lines of a text that are not empty.
    static func nonEmptyLines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
    }

    /// The bytes of a file, to show it was not changed.
    static func contents(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    /// Whether a file exists.
    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }
}

import Foundation
import LayoutStore

/// What the verbs that make a revision from an earlier one (`rollback`,
/// `restore`) share: the database, the revision named, and the new
/// revision's message, author, time and output.
public struct NewRevisionRun: Sendable {
    /// The database path (``DatabasePath``).
    public var database: String
    /// The revision named on the command line (a number, HEAD or HEAD~N).
    public var revision: String
    /// `-m`: the message; the verb and its revision when nil.
    public var message: String?
    /// The author (``AuthorName``).
    public var author: String
    /// `--doc`: the document; the revision's, or the only one of the database, when nil.
    public var document: String?
    /// `-q`: only the summary line.
    public var quiet = false
    /// The new revision's time (tests fix it); now when nil.
    public var time: Date?

    /// The run naming `revision` in `database`, by `author`.
    public init(database: String, revision: String, author: String) {
        self.database = database
        self.revision = revision
        self.author = author
    }

    /// Opens the store, resolves the revision, makes the new revision with
    /// `write(store, number, time)` and reports it as `VERB number`.
    func execute(verb: String, _ write: (LayoutStore, Int, Date) throws -> ApplyResult) -> CommandOutput {
        do {
            let store = try LayoutStore.open(path: database)
            let selected = try RevisionSelection.revision(revision, document: document, in: store)
            let result = try write(store, selected.number, time ?? Date())
            return NewRevisionOutput.report(result, kind: "\(verb) \(selected.number)", quiet: quiet)
        } catch {
            return .failure(error)
        }
    }
}

/// A verb run holding ``NewRevisionRun``'s options, which reads and sets them
/// as if they were its own (`run.message = …`).
@dynamicMemberLookup
public protocol NewRevisionVerbRun {
    /// The options every new-revision verb has.
    var options: NewRevisionRun { get set }
}

extension NewRevisionVerbRun {
    /// The shared options, as if they were this run's own.
    public subscript<T>(dynamicMember option: WritableKeyPath<NewRevisionRun, T>) -> T {
        get { options[keyPath: option] }
        set { options[keyPath: option] = newValue }
    }
}

import ArgumentParser
import Foundation
import LayoutModel
import LayoutStore

/// `layoutdb diff REV [REV2]`: what changed between two revisions of a document.
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed between two revisions: constraints by identity, frames per canvas.",
        discussion: """
            REV2 defaults to the head of REV's document. A constraint whose constant changed is \
            modified (old → new), never removed and added. Exit status: 0; 64 usage, several \
            documents and no --doc; 66 no database, unknown document or revision, or REV2 of \
            another document; 74 database unreadable or too new.
            """
    )

    @Argument(help: "The first revision: a number, HEAD or HEAD~N.")
    var revision: String

    @Argument(help: "The second revision (default: the head).")
    var revision2: String?

    @OptionGroup var document: DocumentOptions

    @Flag(help: "Only the changes of canvases, views and constraints, not the frames.")
    var constraints = false

    @Flag(help: "Only the frames that changed.")
    var frames = false

    @Flag(help: "Only the counts of what was added, removed and modified.")
    var stat = false

    @Option(help: ArgumentHelp("Only these kinds of change: a comma-separated list of added, removed, modified.",
                               valueName: "kinds"))
    var filter: ChangeFilter = .all

    @Flag(help: "Print JSON.")
    var json = false

    @OptionGroup var store: StoreOptions

    func validate() throws {
        if constraints && frames { throw ValidationError("--constraints and --frames cannot be used together") }
    }

    func run() throws {
        var run = DiffRun(database: store.path, revision: revision, revision2: revision2, document: document.doc)
        run.constraintsOnly = constraints
        run.framesOnly = frames
        run.stat = stat
        run.filter = filter
        run.json = json
        try run.execute().emit()
    }
}

/// The kinds of change `--filter` keeps.
public struct ChangeFilter: Equatable, Sendable, ExpressibleByArgument, CustomStringConvertible {
    /// The kinds kept, in the order added, removed, modified.
    public var kinds: [ChangeKind]

    /// Every kind.
    public static let all = ChangeFilter(kinds: ChangeKind.allCases)

    /// The kinds as the option writes them: `added,removed,modified`.
    public var description: String { kinds.map(\.rawValue).joined(separator: ",") }

    /// A filter keeping `kinds` (put in the order added, removed, modified).
    public init(kinds: [ChangeKind]) {
        self.kinds = ChangeKind.allCases.filter(kinds.contains)
    }

    /// Reads `added,removed,modified` (any non-empty subset, in any order);
    /// nil for an empty list or an unknown word.
    public init?(argument: String) {
        var kinds: [ChangeKind] = []
        for word in argument.split(separator: ",", omittingEmptySubsequences: false) {
            guard let kind = ChangeKind(rawValue: word.trimmingCharacters(in: .whitespaces)) else { return nil }
            kinds.append(kind)
        }
        guard !kinds.isEmpty else { return nil }
        self.init(kinds: kinds)
    }

    /// The changes of the kept kinds; the others emptied.
    func apply(to changes: LayoutChanges) -> LayoutChanges {
        var kept = changes
        if !kinds.contains(.added) {
            kept.addedConstraints = []
            kept.addedViews = []
            kept.addedCanvases = []
        }
        if !kinds.contains(.removed) {
            kept.removedConstraints = []
            kept.removedViews = []
            kept.removedCanvases = []
        }
        if !kinds.contains(.modified) {
            kept.modifiedConstraints = []
            kept.modifiedViews = []
            kept.modifiedCanvases = []
        }
        return kept
    }

    /// The frame changes of the kept kinds.
    func apply(to frames: [FrameChange]) -> [FrameChange] {
        frames.filter { kinds.contains($0.kind) }
    }
}

/// The `diff` verb as a function from its options to its output.
public struct DiffRun: Sendable {
    /// The database path (``DatabasePath``).
    public var database: String
    /// `REV`: the first revision.
    public var revision: String
    /// `REV2`: the second revision; the head of REV's document when nil.
    public var revision2: String?
    /// `--doc`: the document; REV's, or the only one of the database, when nil.
    public var document: String?
    /// `--constraints`: only the changes of canvases, views and constraints.
    public var constraintsOnly = false
    /// `--frames`: only the frames that changed.
    public var framesOnly = false
    /// `--stat`: only the counts.
    public var stat = false
    /// `--filter`: only these kinds of change.
    public var filter = ChangeFilter.all
    /// `--json`: JSON instead of text.
    public var json = false

    /// The run of `diff REV [REV2]` on `database`.
    public init(database: String, revision: String, revision2: String? = nil, document: String? = nil) {
        self.database = database
        self.revision = revision
        self.revision2 = revision2
        self.document = document
    }

    /// Reads both revisions' states and frames and prints what changed.
    public func execute() -> CommandOutput {
        do {
            let store = try LayoutStore.open(path: database)
            let from = try RevisionSelection.revision(revision, document: document, in: store)
            let to = try RevisionSelection.revision(revision2, document: from.document, in: store)
            let diff = try store.diff(document: from.document, from: from.number, to: to.number)
            let sections = DiffOutput.Sections(changes: !framesOnly, frames: !constraintsOnly)
            var output = CommandOutput()
            if json {
                var members: [(String, JSONValue)] = [
                    ("document", .string(from.document)),
                    ("from", .number(Double(from.number))),
                    ("to", .number(Double(to.number))),
                ]
                if stat {
                    members.append(("stat", DiffOutput.statJSON(diff, sections: sections, filter: filter)))
                } else {
                    members += DiffOutput.jsonMembers(diff, sections: sections, filter: filter)
                }
                output.out(JSONValue.object(members).rendered())
            } else {
                output.out("diff of \(from.document) from revision \(from.number) to revision \(to.number)")
                if stat {
                    for line in DiffOutput.statLines(diff, sections: sections, filter: filter) { output.out(line) }
                } else {
                    output.write(DiffOutput.text(diff, sections: sections, filter: filter))
                }
            }
            return output
        } catch {
            return .failure(error)
        }
    }
}

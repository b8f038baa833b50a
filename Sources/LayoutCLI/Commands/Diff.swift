import ArgumentParser
import Foundation
import LayoutModel
import LayoutRender
import LayoutStore

/// The formats `diff --format` draws the diff in (without it, `diff` prints text).
enum DiffFormat: String, ExpressibleByArgument, CaseIterable {
    /// One SVG document (docs/render.md, "The visual diff").
    case svg
    /// One self-contained HTML page: the visual diff of one canvas at a time,
    /// the changes, the views' constraints (docs/render.md, "Pages").
    case html
}

/// `layoutdb diff REV [REV2]`: what changed between two revisions of a document.
struct Diff: Verb {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed between two revisions: constraints by identity, frames per canvas.",
        discussion: """
            REV2 defaults to the head of REV's document; REV..REV2 is the same as REV REV2, \
            an omitted end being the head, as git's (REV..: REV HEAD; ..REV2: HEAD REV2). \
            A constraint whose constant \
            changed is modified (old → new), never removed and added. --format svg draws the \
            change instead: every canvas side by side (or --canvas NAME), each view coloured by how \
            it moved; --format html writes it as a page (docs/render.md). Exit status: 0 (with --exit-code: \
            0 no difference, 1 a difference); 64 usage, \
            a malformed revision, several documents and no --doc; 66 no database, unknown \
            document, revision or canvas, REV2 of another document, or -o in a missing folder; \
            74 database unreadable or too new, or the output cannot be written.
            """
    )

    @Argument(help: "The first revision: a number, HEAD, HEAD~N, HEAD^…; or a range REV..REV2.")
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

    @Flag(help: "Exit with 1 when the revisions differ (in what is shown), 0 when not, as git diff --exit-code.")
    var exitCode = false

    @OptionGroup var json: JSONOption

    @Option(help: "Draw the diff as a picture in this format: svg, or html (a page) (default: print the text).")
    var format: DiffFormat?

    @OptionGroup var canvas: CanvasOption

    @Option(name: [.customShort("o"), .customLong("output")],
            help: ArgumentHelp("With --format: write the picture to this file instead of standard output.",
                               valueName: "file"))
    var output: String?

    @OptionGroup var colors: ColorOptions

    @OptionGroup var store: StoreOptions

    func validate() throws {
        if constraints && frames { throw ValidationError("--constraints and --frames cannot be used together") }
        if revision2 != nil && revision.contains("..") {
            throw ValidationError("a range REV..REV2 names both revisions; give no second one")
        }
        if let format {
            let textOptions = [("--json", json.enabled), ("--stat", stat), ("--exit-code", exitCode), ("--frames", frames),
                               ("--constraints", constraints), ("--filter", filter != .all)]
            let given = textOptions.filter(\.1).map(\.0)
            if !given.isEmpty {
                throw ValidationError("--format \(format.rawValue) draws the diff as a picture; "
                                      + "\(given.joined(separator: ", ")) \(given.count == 1 ? "belongs" : "belong") "
                                      + "to the text diff: use one or the other")
            }
        } else {
            if canvas.name != nil { throw ValidationError("--canvas chooses the canvas of a picture: it needs --format svg or html") }
            if output != nil { throw ValidationError("-o writes a picture to a file: it needs --format svg or html") }
        }
    }

    /// Reads both revisions' states and frames and prints what changed.
    func run(in context: CommandContext) throws {
        let store = try LayoutStore.openReadOnly(path: context.databasePath(self.store.db))
        let (from, to) = try revisions(in: store)
        let diff = try store.diff(document: from.document, from: from.number, to: to.number)
        if let format {
            try draw(diff, from: from, to: to, in: store, format: format, context: context)
            return
        }
        let sections = DiffOutput.Sections(changes: !frames, frames: !constraints)
        if json.enabled {
            var members: [(String, JSONValue)] = [
                ("document", .string(from.document)),
                ("from", .int(from.number)),
                ("to", .int(to.number)),
            ]
            if stat {
                members.append(("stat", DiffOutput.statJSON(diff, sections: sections, filter: filter)))
            } else {
                members += DiffOutput.jsonMembers(diff, sections: sections, filter: filter)
            }
            try context.stdout.line(JSONValue.output(members).rendered())
        } else {
            let palette = context.palette(colors.color)
            try context.stdout.line(palette.title("diff of \(PrintableText.escaped(from.document)) from revision \(from.number) to revision \(to.number)"))
            if stat {
                for line in DiffOutput.statLines(diff, sections: sections, filter: filter) { try context.stdout.line(line) }
            } else if palette.enabled {
                let text = DiffOutput.text(diff, sections: sections, filter: filter)
                for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                    try context.stdout.line(palette.diffLine(String(line)))
                }
            } else {
                try context.stdout.write(DiffOutput.text(diff, sections: sections, filter: filter))
            }
        }
        if exitCode && DiffOutput.differs(diff, sections: sections, filter: filter) { throw ExitCode(ExitStatus.refused) }
    }

    /// Writes the picture of `diff` (`--format`): both revisions' stored
    /// frames (never solved), every canvas or the one `--canvas` names (66
    /// when neither revision has it), and the changes' lines as
    /// `diff --constraints` prints them, then the content sizes that changed
    /// as `diff` prints them (`content sizes: …`).
    private func draw(_ diff: RevisionDiff, from: Revision, to: Revision, in store: LayoutStore,
                      format: DiffFormat, context: CommandContext) throws {
        let before = try store.frames(document: from.document, at: from.number, includeConstraints: false)
        let after = try store.frames(document: to.document, at: to.number, includeConstraints: false)
        var text = DiffOutput.text(diff, sections: DiffOutput.Sections(changes: true, frames: false), filter: .all)
        // The content sizes that changed follow, as the text diff prints them.
        if !diff.contentSizes.isEmpty { DiffOutput.contentSizeLines(diff.contentSizes, into: &text) }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        if let canvas = canvas.name {
            // The canvases drawn: the second revision's, then those only the first has.
            var names = after.canvases.map(\.canvas.name)
            names += before.canvases.map(\.canvas.name).filter { !names.contains($0) }
            if !names.contains(canvas) {
                let place = from.number == to.number ? "at revision \(from.number)"
                    : "at revision \(from.number) or \(to.number)"
                throw CommandFailure.unknownCanvas(canvas, among: names, at: place)
            }
        }
        switch format {
        case .svg:
            var picture = DiffPicture(old: (before.layout, before.canvases), new: (after.layout, after.canvases),
                                      changes: lines)
            if let canvas = canvas.name { picture.canvases = picture.canvases.filter { $0.name == canvas } }
            try RenderOutput.write(SVGDiffPicture.document(picture), to: output, in: context)
        case .html:
            let page = try PageOutput.diff(from: before, to: after, changes: diff.changes,
                                           contentSizes: diff.contentSizes, in: store, canvas: canvas.name)
            try RenderOutput.write(page.html(), to: output, in: context)
        }
    }

    /// The two revisions: `REV [REV2]`, REV2 defaulting to the head of REV's
    /// document; or the range `REV..REV2`, an omitted end being the head, as
    /// git's (`REV..` is `REV HEAD`, `..REV2` is `HEAD REV2`).
    private func revisions(in store: LayoutStore) throws -> (from: Revision, to: Revision) {
        if let ends = try RevisionSelection.ends(of: revision, document: document.doc, in: store) { return ends }
        if let revision2, revision2.contains("..") {
            throw CommandFailure("the second revision of diff is one revision, not a range ('\(revision2)'); "
                                 + "write 'diff A B' or 'diff A..B'", status: ExitStatus.usage)
        }
        let from = try RevisionSelection.revision(revision, document: document.doc, in: store)
        return (from, try RevisionSelection.revision(revision2, document: from.document, in: store))
    }
}

/// The kinds of change `--filter` keeps.
struct ChangeFilter: Equatable, Sendable, ExpressibleByArgument, CustomStringConvertible {
    /// The kinds kept, in the order added, removed, modified.
    var kinds: [ChangeKind]

    /// Every kind.
    static let all = ChangeFilter(kinds: ChangeKind.allCases)

    /// The kinds as the option writes them: `added,removed,modified`.
    var description: String { kinds.map(\.rawValue).joined(separator: ",") }

    /// A filter keeping `kinds` (put in the order added, removed, modified).
    init(kinds: [ChangeKind]) {
        self.kinds = ChangeKind.allCases.filter(kinds.contains)
    }

    /// Reads `added,removed,modified` (any non-empty subset, in any order);
    /// nil for an empty list or an unknown word.
    init?(argument: String) {
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

    /// The content size changes of the kept kinds.
    func apply(to sizes: [ContentSizeChange]) -> [ContentSizeChange] {
        sizes.filter { kinds.contains($0.kind) }
    }
}

extension ContentSizeChange {
    /// Added when the view became a scroll view (or appeared with its canvas),
    /// removed when it stopped being one, modified when its size changed.
    var kind: ChangeKind { old == nil ? .added : new == nil ? .removed : .modified }
}

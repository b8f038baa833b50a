import ArgumentParser
import LayoutStore

/// `layoutdb log`: a document's revisions, newest first.
struct Log: Verb {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "List a document's revisions, newest first.",
        discussion: """
            With a revision, only it and the revisions before it; with a range A..B, the \
            revisions after A up to and including B, as git's: an omitted end is HEAD (A..: \
            after A up to the head; ..B: after the head, so none). \
            With --view or --key, only the revisions that changed that view (or a constraint \
            naming it) or a constraint with that key. Exit status: 0; 64 several documents and \
            no --doc, both --view and --key, or a malformed revision; 66 no database, unknown \
            document or revision, or a view or key never in the document's history; 74 database \
            unreadable or too new.
            """
    )

    @OptionGroup var range: RevisionRangeArgument

    @OptionGroup var document: DocumentOptions

    @Option(name: .short, help: ArgumentHelp("Only the newest N revisions.", valueName: "n"))
    var n: Int?

    @Option(help: ArgumentHelp("Only the revisions touching this view or a constraint naming it.", valueName: "name"))
    var view: String?

    @Option(help: ArgumentHelp("Only the revisions touching a constraint with this key.", valueName: "key"))
    var key: String?

    @OptionGroup var json: JSONOption

    @OptionGroup var colors: ColorOptions

    @OptionGroup var store: StoreOptions

    /// `--view` or `--key`: only the revisions touching it.
    var touching: HistorySubject? {
        if let view { return .view(view) }
        return key.map { .key($0) }
    }

    func validate() throws {
        if let n, n < 0 { throw ValidationError("-n takes a count, 0 or more") }
        if view != nil && key != nil { throw ValidationError("--view and --key cannot be used together") }
    }

    /// Lists the revisions, newest first. A view or key that is nowhere in
    /// the document's history exits 66 (unless `-n 0` asked for nothing).
    func run(in context: CommandContext) throws {
        let store = try LayoutStore.openReadOnly(path: context.databasePath(self.store.db))
        let (name, bounds) = try range.selected(document: document, in: store)
        var revisions: [Revision]
        let limit = bounds == nil ? n : nil
        if let touching {
            revisions = try store.log(document: name, touching: touching, limit: limit)
            if revisions.isEmpty && n != 0 { throw touching.noHistory(in: name, store: store) }
        } else {
            revisions = try store.log(document: name, limit: limit)
        }
        if let bounds {
            revisions = revisions.filter { $0.number > (bounds.after ?? Int.min) && $0.number <= (bounds.upTo ?? Int.max) }
            if let n { revisions = Array(revisions.prefix(n)) }
        }
        if json.enabled {
            try context.stdout.line(RevisionsOutput.json(document: name, revisions).rendered())
        } else {
            let palette = context.palette(colors.color)
            for line in RevisionsOutput.table(revisions) {
                // The revision number (right-aligned, first) in yellow, as git prints a commit.
                let spaces = line.prefix { $0 == " " }
                let number = line.dropFirst(spaces.count).prefix { $0.isNumber }
                try context.stdout.line(spaces + palette.revision(String(number))
                                        + line.dropFirst(spaces.count + number.count))
            }
        }
    }
}

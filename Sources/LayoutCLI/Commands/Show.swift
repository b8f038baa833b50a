import ArgumentParser
import LayoutStore

/// `layoutdb show REV`: one revision, its changes and the frames it moved.
struct Show: Verb {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one revision: its metadata, its changes and the frames it moved.",
        discussion: """
            REV is a revision number, HEAD or HEAD~N. The changes are those from the revision's \
            parent (from the empty document for a first revision). Exit status: 0; 64 several \
            documents and no --doc for HEAD; 66 no database, unknown document or revision; \
            74 database unreadable or too new.
            """
    )

    @Argument(help: "The revision: a number, HEAD, HEAD~N or HEAD^….")
    var revision: String

    @OptionGroup var document: DocumentOptions

    @OptionGroup var json: JSONOption

    @OptionGroup var colors: ColorOptions

    @OptionGroup var store: StoreOptions

    /// Reads the revision and its diff from its parent.
    func run(in context: CommandContext) throws {
        let store = try LayoutStore.openReadOnly(path: context.databasePath(self.store.db))
        let selected = try RevisionSelection.revision(revision, document: document.doc, in: store, verb: "show")
        let (meta, diff) = try store.show(selected.number)
        let sections = DiffOutput.Sections()
        if json.enabled {
            try context.stdout.line(JSONValue.output(RevisionsOutput.jsonMembers(meta)
                + DiffOutput.jsonMembers(diff, sections: sections, filter: .all)).rendered())
        } else {
            let palette = context.palette(colors.color)
            for (index, line) in ShowOutput.header(meta).enumerated() {
                try context.stdout.line(index == 0 ? palette.revision(line) : line)
            }
            try context.stdout.line("")
            let text = DiffOutput.text(diff, sections: sections, filter: .all)
            guard palette.enabled else { return try context.stdout.write(text) }
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                try context.stdout.line(palette.diffLine(String(line)))
            }
        }
    }
}

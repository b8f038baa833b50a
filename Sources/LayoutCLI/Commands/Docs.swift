import ArgumentParser
import LayoutStore

/// `layoutdb docs`: the documents with their head revisions.
struct Docs: Verb {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "List the documents with their head revision.",
        discussion: "Exit status: 0; 66 no database; 74 database unreadable or too new."
    )

    @OptionGroup var json: JSONOption

    @OptionGroup var store: StoreOptions

    /// Lists the documents by name.
    func run(in context: CommandContext) throws {
        let documents = try LayoutStore.openReadOnly(path: context.databasePath(store.db)).documents()
        if json.enabled {
            try context.stdout.line(DocumentsOutput.json(documents).rendered())
        } else if documents.isEmpty {
            try context.stdout.line("no documents")
        } else {
            for line in DocumentsOutput.table(documents) { try context.stdout.line(line) }
        }
    }
}

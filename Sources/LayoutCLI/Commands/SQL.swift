import ArgumentParser
import LayoutStore

/// `layoutdb sql "SELECT …"`: one read-only SQL statement over the store.
struct SQL: Verb {
    static let configuration = CommandConfiguration(
        commandName: "sql",
        abstract: "Run one read-only SQL statement over the store; print the rows as a table.",
        discussion: """
            The statement runs on a read-only connection; one that could change anything \
            (a write, a schema change, a transaction, ATTACH, a PRAGMA that sets a value) is \
            refused before it runs. docs/schema.md describes the tables and views. Exit status: \
            0; 1 refused or invalid SQL (nothing changed); 66 no database; 74 database \
            unreadable or too new; 75 busy.
            """
    )

    @Argument(help: "The SQL statement.")
    var query: String

    @Flag(help: "Print JSON: the column names and an array of typed values per row (docs/cli.md).")
    var json = false

    @OptionGroup var store: StoreOptions

    /// Runs the statement read-only and prints its rows.
    func run(in context: CommandContext) throws {
        let result = try LayoutStore.openReadOnly(path: context.databasePath(store.db)).query(query)
        if json {
            try context.stdout.line(QueryOutput.json(result).rendered())
        } else {
            for line in QueryOutput.table(result) { try context.stdout.line(line) }
        }
    }
}

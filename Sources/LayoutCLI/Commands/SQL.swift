import ArgumentParser
import LayoutStore

/// `layoutdb sql "SELECT …"`: one read-only SQL statement over the store.
struct SQL: ParsableCommand {
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

    @Flag(help: "Print a JSON array of objects, one per row, with typed values.")
    var json = false

    @OptionGroup var store: StoreOptions

    func run() throws {
        try SQLRun(database: store.path, query: query, json: json).execute().emit()
    }
}

/// The `sql` verb as a function from its options to its output.
public struct SQLRun: Sendable {
    /// The database path (``DatabasePath``).
    public var database: String
    /// The SQL statement.
    public var query: String
    /// `--json`: an array of objects instead of the table.
    public var json = false

    /// The run of `sql QUERY` on `database`.
    public init(database: String, query: String, json: Bool = false) {
        self.database = database
        self.query = query
        self.json = json
    }

    /// Runs the statement read-only and prints its rows.
    public func execute() -> CommandOutput {
        do {
            let result = try LayoutStore.open(path: database).query(query)
            var output = CommandOutput()
            if json {
                output.out(QueryOutput.json(result).rendered())
            } else {
                for line in QueryOutput.table(result) { output.out(line) }
            }
            return output
        } catch {
            return .failure(error)
        }
    }
}

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
            refused before it runs; it is stopped after --timeout seconds (10 by default). Rows \
            are printed as they come. A statement that begins with '-' (a '-- comment') goes \
            after '--', which ends the options: layoutdb sql --json -- "$QUERY". docs/schema.md describes the tables and views. Exit status: \
            0; 1 refused, invalid SQL or stopped by --timeout (nothing changed); 64 several \
            statements; 66 no database; 74 database unreadable or too new; 75 busy.
            """
    )

    @Argument(help: "The SQL statement (after '--' when it begins with '-').")
    var query: String

    @OptionGroup var json: JSONOption

    @Option(help: ArgumentHelp("Stop the statement after it has run this many seconds (0: no limit).",
                               valueName: "seconds"))
    var timeout: Double = 10

    @Option(help: ArgumentHelp("Print at most this many rows (a note on standard error says when there were more).",
                               valueName: "n"))
    var maxRows: Int?

    @OptionGroup var store: StoreOptions

    /// Refuses a time limit that is negative or not a number, and a negative row count.
    func validate() throws {
        if !(timeout >= 0) { throw ValidationError("--timeout takes a number of seconds, 0 (no limit) or more") }
        if let maxRows, maxRows < 0 { throw ValidationError("--max-rows takes a number of rows, 0 or more") }
    }

    /// Runs the statement read-only and prints its rows as they come.
    func run(in context: CommandContext) throws {
        let reader = try LayoutStore.openReadOnly(path: context.databasePath(store.db))
        let printer = QueryOutput.Printer(json: json.enabled, to: context.stdout)
        let outcome: QueryOutcome
        do {
            outcome = try reader.query(query, limits: QueryLimits(timeout: timeout == 0 ? nil : timeout, maxRows: maxRows),
                                       columns: printer.begin, row: printer.print)
        } catch {
            // The rows read before the error are printed; the JSON stays open (it is not whole).
            try printer.stop()
            throw error
        }
        try printer.end()
        if outcome.truncated, let maxRows {
            try context.stderr.line("note: the statement has more than \(maxRows) rows; "
                                    + "only the first \(maxRows) were printed (--max-rows)")
        }
    }
}

import ArgumentParser

/// The options of every verb that opens the database: `--db PATH`
/// (``CommandContext/databasePath(_:)`` resolves it).
package struct StoreOptions: ParsableArguments {
    /// The database file as given; nil for `$LAYOUTDB_PATH`, else `./layout.db`.
    @Option(help: ArgumentHelp("The database file (default: $LAYOUTDB_PATH, else ./layout.db).", valueName: "path"),
            completion: .file())
    package var db: String?

    /// No option given (ArgumentParser makes it so before reading the command line).
    package init() {}
}

import ArgumentParser

/// The options of every verb that opens the database: `--db PATH`
/// (``CommandContext/databasePath(_:)`` resolves it).
struct StoreOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The database file (default: $LAYOUTDB_PATH, else ./layout.db).", valueName: "path"),
            completion: .file())
    var db: String?
}

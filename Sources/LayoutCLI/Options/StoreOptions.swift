import ArgumentParser

/// The options of every verb that opens the database: `--db PATH`
/// (``CommandContext/databasePath(_:)`` resolves it).
struct StoreOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The database file (default: $LAYOUTDB_PATH, else ./layout.db).", valueName: "path"))
    var db: String?
}

import Foundation
extension StoreOptions {
    /// The database path for this process (until every verb runs in a context).
    var path: String { DatabasePath.resolve(option: db, environment: ProcessInfo.processInfo.environment) }
}

import ArgumentParser
import Foundation

/// The options of every verb that opens the database: `--db PATH`.
struct StoreOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The database file (default: $LAYOUTDB_PATH, else ./layout.db).", valueName: "path"))
    var db: String?

    /// The database path for this process (see ``DatabasePath``).
    var path: String {
        DatabasePath.resolve(option: db, environment: ProcessInfo.processInfo.environment)
    }
}

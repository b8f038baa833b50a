import ArgumentParser
import Foundation
import LayoutStore

/// `layoutdb init`: create an empty database at the newest schema.
struct Init: Verb {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create an empty database (schema at the newest migration).",
        discussion: """
            An existing layoutdb database is left as it is (exit 0). Exit status: 0 created or \
            already there; 3 created, but the report could not be printed; 66 missing directory; 74 not a layoutdb database, unreadable or too new.
            """
    )

    @OptionGroup var json: JSONOption

    @OptionGroup var store: StoreOptions

    /// Creates the database, or says that it is already there.
    func run(in context: CommandContext) throws {
        let database = context.databasePath(store.db)
        let existed = FileManager.default.fileExists(atPath: database)
        let size = (try? FileManager.default.attributesOfItem(atPath: database))?[.size] as? NSNumber
        // An empty file is what SQLite makes of a new database: initialising it is creating it.
        let wasEmpty = existed && (size?.intValue ?? 0) == 0
        // Kept at once (WAL on): a first apply's new file is kept only once its revision is written.
        try LayoutStore.open(path: database, create: true).keepCreatedFile()
        let created = !existed || wasEmpty
        // A database created says so even when its report cannot be printed.
        try context.report(written: created ? "the database '\(database)' was created" : nil) {
            if json.enabled {
                try context.stdout.line(JSONValue.output([("database", .string(database)), ("created", .bool(created))]).rendered())
            } else if !created {
                try context.stdout.line("'\(database)' is already a layoutdb database; nothing changed")
            } else {
                try context.stdout.line("created the empty layoutdb database '\(database)'")
            }
        }
    }
}

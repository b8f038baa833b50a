import ArgumentParser
import Foundation
import LayoutStore

/// `layoutdb init`: create an empty database at the newest schema.
struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create an empty database (schema at the newest migration).",
        discussion: """
            An existing layoutdb database is left as it is (exit 0). Exit status: 0 created or \
            already there; 66 missing directory; 74 not a layoutdb database, unreadable or too new.
            """
    )

    @OptionGroup var store: StoreOptions

    func run() throws {
        try InitRun(database: store.path).execute().emit()
    }
}

/// The `init` verb as a function from its options to its output.
public struct InitRun: Sendable {
    /// The database path (``DatabasePath``).
    public var database: String

    /// The run for the database at `database`.
    public init(database: String) { self.database = database }

    /// Creates the database, or says that it is already there.
    public func execute() -> CommandOutput {
        let existed = FileManager.default.fileExists(atPath: database)
        let size = (try? FileManager.default.attributesOfItem(atPath: database))?[.size] as? NSNumber
        // An empty file is what SQLite makes of a new database: initialising it is creating it.
        let wasEmpty = existed && (size?.intValue ?? 0) == 0
        do {
            _ = try LayoutStore.open(path: database, create: true)
        } catch {
            return .failure(error)
        }
        var output = CommandOutput()
        if existed && !wasEmpty {
            output.out("'\(database)' is already a layoutdb database; nothing changed")
        } else {
            output.out("created the empty layoutdb database '\(database)'")
        }
        return output
    }
}

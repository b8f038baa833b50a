import Foundation
import GRDB

/// The schema: the SQL files of `migrations/`, bundled as resources and
/// applied in file-name order by GRDB's `DatabaseMigrator`, each recorded in
/// the database (`grdb_migrations`).
enum Migrations {
    /// The migration files, `(identifier, sql)` in order (identifier: the file name without `.sql`).
    static let files: [(identifier: String, sql: String)] = found.map { found in
        found.names.compactMap { name in
            guard let sql = try? String(contentsOf: found.base.appendingPathComponent(name), encoding: .utf8) else { return nil }
            return (String(name.dropLast(4)), sql)
        }
    } ?? []

    /// The identifiers of the migration files, without reading them (opening
    /// a database at the newest schema needs no more).
    static let identifiers: Set<String> = Set(found?.names.map { String($0.dropLast(4)) } ?? [])

    /// A migrator registering every file.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for (identifier, sql) in files {
            migrator.registerMigration(identifier) { db in try db.execute(sql: sql) }
        }
        return migrator
    }

    /// The migrations folder and its `.sql` file names, sorted: in the
    /// resource bundle beside the executable (an installed or built tool),
    /// else in the source tree this file was compiled from (tests and
    /// development builds).
    private static let found: (base: URL, names: [String])? = {
        // The first of `folders` holding `.sql` files, with their names.
        func look(in folders: [URL]) -> (base: URL, names: [String])? {
            for base in folders {
                guard let names = try? FileManager.default.contentsOfDirectory(atPath: base.path) else { continue }
                let sqlNames = names.filter { $0.hasSuffix(".sql") }.sorted()
                if !sqlNames.isEmpty { return (base, sqlNames) }
            }
            return nil
        }
        func bundled(in directories: [URL]) -> [URL] {
            directories.map { $0.appendingPathComponent("layoutdb_LayoutStore.resources").appendingPathComponent("migrations") }
        }
        #if os(Linux)
        // The executable's own directory first, without setting up Bundle.main (~0.4 ms).
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
           let found = look(in: bundled(in: [URL(fileURLWithPath: executable).deletingLastPathComponent()])) {
            return found
        }
        #endif
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
        candidates += [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        let sourceTree = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return look(in: bundled(in: candidates) + [sourceTree.appendingPathComponent("migrations")])
    }()
}

import ArgumentParser

/// The `layoutdb` command: a versioned document store for UI layouts.
///
/// Each verb is a nested command type; later verbs register themselves in
/// ``configuration``'s `subcommands`.
public struct LayoutDBCommand: ParsableCommand {
    /// The version printed by `layoutdb --version`.
    public static let version = "0.1.0"

    public static let configuration = CommandConfiguration(
        commandName: "layoutdb",
        abstract: "A versioned document store for UI layouts, on SQLite.",
        discussion: """
            Layouts are written in a Masonry-like language (.layout files), \
            applied as revisions, solved with a Cassowary solver on every canvas, \
            and kept with their history.
            """,
        version: version,
        subcommands: [Init.self, Apply.self, Solve.self, Docs.self, Log.self, Frames.self, Export.self]
    )

    public init() {}
}

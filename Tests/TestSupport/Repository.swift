import Foundation

/// The repository the tests run from: its root and the files the tests read
/// (examples, docs, migrations), found from this file's place.
public enum Repository {
    /// The repository's root: two levels above this file's folder
    /// (`Tests/TestSupport/Repository.swift`).
    public static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The path of a file or folder given relative to the root (`"examples/login.layout"`).
    public static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// The `examples/` folder's path, with a trailing slash.
    public static let examples: String = path("examples") + "/"

    /// The path of an example file (`examples/NAME`).
    public static func example(_ name: String) -> String { examples + name }
}

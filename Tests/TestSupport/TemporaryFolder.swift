import Foundation

/// Fresh temporary folders for tests that need real files: each is new and
/// empty, and all of them lie in one folder per test process, removed when
/// the process exits.
public enum TemporaryFolder {
    /// The parent of every temporary folder of this test process.
    public static let root: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdb-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: TemporaryFolder.root) }
        return root
    }()

    /// The path of a new, empty folder.
    public static func new() -> String {
        let folder = root.appendingPathComponent(UUID().uuidString)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.path
    }

    /// A path for a file named `name` in a new, empty folder; the file does not exist yet.
    public static func path(_ name: String) -> String { new() + "/" + name }
}

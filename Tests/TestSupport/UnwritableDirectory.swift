import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Making a directory unwritable for this process, as a read-only directory
/// is for a reader: `chmod 0555`, or (as root, who ignores modes) `chattr +i`.
public enum UnwritableDirectory {
    /// Whether this process can make a directory unwritable for itself.
    public static let possible: Bool = {
        let folder = TemporaryFolder.new()
        defer { unlock(folder) }
        return lock(folder)
    }()

    /// Makes `directory` unwritable; true when it worked.
    @discardableResult
    public static func lock(_ directory: String) -> Bool {
        chmod(directory, 0o555)
        if access(directory, W_OK) != 0 { return true }
        _ = SystemTool.run("/usr/bin/chattr", ["+i", directory])
        return access(directory, W_OK) != 0
    }

    /// Makes `directory` writable again.
    public static func unlock(_ directory: String) {
        if access(directory, W_OK) != 0 { _ = SystemTool.run("/usr/bin/chattr", ["-i", directory]) }
        chmod(directory, 0o755)
    }
}

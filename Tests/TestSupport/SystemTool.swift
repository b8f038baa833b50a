import Foundation

/// Running a system tool from a test (`chattr`, `mount`, `umount`).
public enum SystemTool {
    /// Runs `tool` with `arguments`, its error output discarded; its status,
    /// or -1 when it is missing or cannot be started.
    public static func run(_ tool: String, _ arguments: [String]) -> Int32 {
        guard FileManager.default.isExecutableFile(atPath: tool) else { return -1 }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}

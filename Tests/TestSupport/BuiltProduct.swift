import Foundation

/// The executables `swift build` made for the package, found beside the test
/// bundle (SwiftPM puts products and test bundles side by side), for tests
/// that must run the real process: to copy it elsewhere, or to see how it
/// ends (an exit status, or a signal such as a trap's).
public enum BuiltProduct {
    /// The built `layoutdb`, or nil when there is none beside the test bundle
    /// or the test process (a bundle run on its own, away from its build folder).
    public static var layoutdb: URL? { executable(named: "layoutdb") }

    /// The built executable `name`: in the folder of the test process (on
    /// Linux), of a loaded `.xctest` bundle, or of the main bundle's executable.
    public static func executable(named name: String) -> URL? {
        var directories: [URL] = []
        #if os(Linux)
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            directories.append(URL(fileURLWithPath: exe).deletingLastPathComponent())
        }
        #endif
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        if let exe = Bundle.main.executableURL { directories.append(exe.deletingLastPathComponent()) }
        for directory in directories {
            let candidate = directory.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        return nil
    }
}

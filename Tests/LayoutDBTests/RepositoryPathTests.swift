import Foundation
import Testing
import TestSupport

/// No two paths of the repository are equal ignoring letter case: on macOS's
/// default (case-insensitive) file system git would check both out into one
/// folder, two targets would then claim the same sources, and the package
/// would not build where iOS developers work (README, "Platforms").
@Suite struct RepositoryPathTests {
    /// The groups of paths, files and the folders above them, that are equal
    /// ignoring case (each group sorted, the groups by their first path).
    static func caseClashes(_ files: [String]) -> [[String]] {
        var paths = Set<String>()
        for file in files {
            let parts = file.split(separator: "/", omittingEmptySubsequences: true)
            for end in parts.indices { paths.insert(parts[...end].joined(separator: "/")) }
        }
        let groups = Dictionary(grouping: paths) { $0.lowercased() }
        return groups.values.filter { $0.count > 1 }.map { $0.sorted() }.sorted { $0[0] < $1[0] }
    }

    /// The files git tracks, from `git ls-files` at the repository's root.
    static func trackedFiles() throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", Repository.root.path, "ls-files", "-z"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git ls-files failed: the tests run from a git checkout")
        return String(decoding: data, as: UTF8.self).split(separator: "\0").map(String.init)
    }

    @Test func noTwoTrackedPathsAreEqualIgnoringCase() throws {
        let files = try Self.trackedFiles()
        // The repository's own sources are there: the listing is real, not empty.
        #expect(files.contains("Package.swift"))
        #expect(files.contains("Sources/LayoutDB/LayoutDB.swift"))
        #expect(Self.caseClashes(files) == [])
    }

    @Test func theCheckFindsFoldersAndFilesThatDifferOnlyInCase() {
        // The clash this test was written for: two source folders, one per target.
        #expect(Self.caseClashes(["Sources/LayoutDB/LayoutDB.swift", "Sources/layoutdb/main.swift"])
                == [["Sources/LayoutDB", "Sources/layoutdb"]])
        // Two files in one folder (names made up, so that no citation of a
        // missing Markdown file is written here: DocReferencesTests).
        let md = ".md"
        #expect(Self.caseClashes(["docs/README" + md, "docs/readme" + md, "docs/cli" + md])
                == [["docs/README" + md, "docs/readme" + md]])
        // A folder and a file at one level.
        #expect(Self.caseClashes(["tools/Mutate", "tools/mutate/x.py"]) == [["tools/Mutate", "tools/mutate"]])
        // Names that differ in more than case are no clash.
        #expect(Self.caseClashes(["Sources/layoutdb-import/main.swift", "Sources/LayoutImport/a.swift"]) == [])
    }
}

import Foundation
import Testing
import TestSupport

/// Every Markdown file the repository cites exists in it: each name ending in
/// `.md` in any file under `Sources/`, `Tests/`, `tools/`, `docs/` and in
/// `README.md` names a file found from the citing file's folder, from
/// `docs/`, or from the repository's root. Hidden folders (`.build`,
/// `tools/.bench`, `.swiftpm`: what git ignores, build and benchmark output)
/// are skipped.
@Suite struct DocReferencesTests {
    /// The repository's root.
    static let root = Repository.root

    @Test func everyCitedMarkdownFileIsInTheRepository() throws {
        let scan = try DocReferences.scan(root: Self.root)
        // The sources and docs cite docs/*.md files dozens of times: a scan
        // that found next to nothing read the wrong folder.
        #expect(scan.files.contains("README.md"))
        #expect(scan.files.contains("docs/semantics.md"))
        #expect(scan.checked >= 50, "only \(scan.checked) citations found")
        #expect(scan.missing == [], "\(scan.missing.joined(separator: "\n"))")
    }

    @Test func aCitationOfAMissingFileIsReportedWithItsPlace() throws {
        let repository = URL(fileURLWithPath: TemporaryFolder.new())
        let md = ".md"
        let gone = "gone" + md
        try Self.write("# a page\n", to: repository, "docs/page" + md)
        try Self.write("# notes\n", to: repository, "Sources/Mod/notes" + md)
        try Self.write("see docs/page\(md)\n", to: repository, "README" + md)
        // Line 1: found in docs/; line 2: found from the root; line 3: found
        // beside the citing file; line 4: nowhere.
        try Self.write("/// (page\(md))\n/// docs/page\(md)\n// notes\(md)\n// \(gone), \"quoted\(md)\"\n",
                       to: repository, "Sources/Mod/A.swift")
        try Self.write("let x = 1\n", to: repository, "tools/script")
        // A hidden folder (build or benchmark output) is not scanned, whatever it holds.
        try Self.write("// \(gone)\n", to: repository, "Sources/.build/B.swift")
        try Self.write("// \(gone)\n", to: repository, "Tests/.build-other/C.swift")
        try Self.write("// \(gone)\n", to: repository, "tools/.bench/run/D.txt")

        let scan = try DocReferences.scan(root: repository)
        #expect(scan.missing == ["Sources/Mod/A.swift:4: '\(gone)' is not in the repository",
                                 "Sources/Mod/A.swift:4: 'quoted\(md)' is not in the repository"])
        #expect(scan.checked == 6)
        #expect(scan.files == ["README\(md)", "docs/page\(md)", "Sources/Mod/A.swift", "Sources/Mod/notes\(md)",
                               "tools/script"])
    }

    @Test func namesEndAtTheirExtensionAndStartAfterPunctuation() {
        let md = ".md"
        let text = "(docs/schema\(md)), [x](language\(md)#the-one-line-form), `a_b-c\(md)`; x.mdx, y.mdown, \(md) alone, ./z\(md). \"$root/README\(md)\" ${docs}/b\(md)"
        #expect(DocReferences.names(in: text).map(\.name)
            == ["docs/schema" + md, "language" + md, "a_b-c" + md, "./z" + md])
    }

    private static func write(_ text: String, to root: URL, _ path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}

/// Finding the Markdown files a repository's files cite.
enum DocReferences {
    /// The result of a scan.
    struct Scan {
        /// Every file read, relative to the root.
        var files: Set<String> = []
        /// How many citations were checked.
        var checked = 0
        /// `PATH:LINE: 'NAME' is not in the repository`, in the order found.
        var missing: [String] = []
    }

    /// What is scanned, relative to the root.
    static let scanned = ["Sources", "Tests", "tools", "docs", "README.md"]

    /// Checks every citation in the scanned files under `root`.
    static func scan(root: URL) throws -> Scan {
        let root = root.standardizedFileURL
        var scan = Scan()
        for file in try files(under: root) {
            let relative = String(file.path.dropFirst(root.path.count + 1))
            scan.files.insert(relative)
            let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
            for (name, line) in names(in: text) {
                scan.checked += 1
                if !exists(name, citedIn: file.deletingLastPathComponent(), root: root) {
                    scan.missing.append("\(relative):\(line): '\(name)' is not in the repository")
                }
            }
        }
        return scan
    }

    /// The scanned files, sorted by path; hidden folders (a name starting with `.`) are skipped.
    static func files(under root: URL) throws -> [URL] {
        let root = root.standardizedFileURL
        let manager = FileManager.default
        var result: [URL] = []
        for entry in scanned {
            let start = root.appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: start.path, isDirectory: &isDirectory) else { continue }
            guard isDirectory.boolValue else {
                result.append(start)
                continue
            }
            guard let walker = manager.enumerator(at: start, includingPropertiesForKeys: [.isDirectoryKey]) else {
                continue
            }
            for case let url as URL in walker {
                let directory = (try url.resourceValues(forKeys: [.isDirectoryKey])).isDirectory ?? false
                if directory {
                    if url.lastPathComponent.hasPrefix(".") { walker.skipDescendants() }
                } else {
                    result.append(url)
                }
            }
        }
        return result.map(\.standardizedFileURL).sorted { $0.path < $1.path }
    }

    /// Every name ending in `.md` in `text`, with its line: the longest run
    /// of letters, digits, `_`, `-`, `.` and `/` before a `.md` that no
    /// letter, digit or `_` follows, unless a shell variable (`$root`, `${root}`) starts it.
    static func names(in text: String) -> [(name: String, line: Int)] {
        let bytes = Array(text.utf8)
        func isNameByte(_ b: UInt8) -> Bool {
            (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F
        }
        func isPathByte(_ b: UInt8) -> Bool { isNameByte(b) || b == 0x2D || b == 0x2E || b == 0x2F }
        var result: [(name: String, line: Int)] = []
        var line = 1
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x0A { line += 1 }
            let isSuffix = bytes[i] == 0x2E && i + 2 < bytes.count && bytes[i + 1] == 0x6D && bytes[i + 2] == 0x64
                && (i + 3 == bytes.count || !isNameByte(bytes[i + 3]))
            if isSuffix {
                var start = i
                while start > 0 && isPathByte(bytes[start - 1]) { start -= 1 }
                let stem = bytes[start..<i]
                // `.md` alone, or after nothing but dots and slashes, names nothing;
                // after a `$` it is a path a script builds (`$root/README.md`), not a citation.
                let afterVariable = start > 0 && (bytes[start - 1] == 0x24 || bytes[start - 1] == 0x7D)
                if stem.contains(where: isNameByte) && !afterVariable {
                    result.append((String(decoding: bytes[start..<(i + 3)], as: UTF8.self), line))
                }
                i += 3
                continue
            }
            i += 1
        }
        return result
    }

    /// Whether `name` is a file beside the citing file, in `docs/`, or from the root.
    static func exists(_ name: String, citedIn folder: URL, root: URL) -> Bool {
        for base in [folder, root.appendingPathComponent("docs"), root] {
            var isDirectory: ObjCBool = false
            let path = base.appendingPathComponent(name).standardizedFileURL.path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue {
                return true
            }
        }
        return false
    }
}

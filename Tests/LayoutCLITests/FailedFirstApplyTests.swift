import Foundation
import Testing
import TestSupport
@testable import LayoutCLI

/// A first apply that fails leaves no database file behind (docs/schema.md,
/// "Refusals: nothing written"): neither a refused one, which is tried in
/// memory before any file is made, nor one whose write fails on a full disk,
/// which removes the file it created.
@Suite struct FailedFirstApplyTests {
    /// The names in `directory` (a database's folder): none after a failed first apply.
    static func names(_ directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    @Test func aRefusedFirstApplyLeavesNoFile() {
        let unsatisfiable = StoreCLI.file("u.layout", "view a\nmake a { width.equalTo(100); width.equalTo(200) }\n")
        let invalid = StoreCLI.file("bad.layout", "canvas c 1e308x10\nview a\n")
        let login = StoreCLI.example("login.layout")
        let cases: [(arguments: [String], status: Int32)] = [
            ([unsatisfiable], 1),
            ([invalid], 65),
            ([login, "--expect-head", "3"], 1),
        ]
        for (arguments, status) in cases {
            let database = StoreCLI.newDatabase()
            let directory = (database as NSString).deletingLastPathComponent
            let out = layoutdb(["apply"] + arguments + ["--author", "ada", "--db", database])
            #expect(out.status == status, "\(arguments): \(out.stderr)")
            #expect(out.stdout == "")
            #expect(Self.names(directory) == [], "\(arguments)")
        }
    }

    // MARK: A full disk

    /// `mount -t tmpfs -o size=SIZE tmpfs DIRECTORY`; whether it worked.
    static func mountTmpfs(_ directory: String, size: String) -> Bool {
        SystemTool.run("/usr/bin/mount", ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", directory]) == 0
    }

    static func unmount(_ directory: String) { _ = SystemTool.run("/usr/bin/umount", [directory]) }


    /// Whether this process may mount a tmpfs (as root; elsewhere the tests
    /// below do not run, and StoreCreatedFileTests simulates a full disk with
    /// SQLite's `max_page_count` instead).
    static let canMountTmpfs: Bool = {
        let directory = StoreCLI.temporaryDirectory()
        guard mountTmpfs(directory, size: "64k") else { return false }
        unmount(directory)
        return true
    }()

    /// 400 views, four constraints each, on two canvases: a first revision of
    /// some 400 KB (measured: a 573 440-byte file), on top of a 168 KB schema.
    static let manyViews: String = {
        let views = (0..<400).map { "view v\($0)" }
        let makes = (0..<400).map { i in
            "make v\(i) { left.equalTo(superview).offset(\(i)); top.equalTo(superview).offset(\(2 * i)); "
                + "width.equalTo(100); height.equalTo(20) }"
        }
        return (["layout many", "canvas phone 375x812", "canvas tablet 820x1180"] + views + makes)
            .joined(separator: "\n") + "\n"
    }()

    /// A real full disk: a tmpfs of `size`, too small for the first revision
    /// of ``manyViews`` (512 KB: the schema fits, the revision does not) or
    /// even for the schema (64 KB). SQLite answers SQLITE_FULL; the apply
    /// exits 74 and the file it created is removed.
    @Test(.enabled(if: canMountTmpfs, "this process cannot mount a tmpfs"), arguments: ["512k", "64k"])
    func aFirstApplyOnAFullDiskLeavesNoFile(size: String) throws {
        let directory = StoreCLI.temporaryDirectory()
        try #require(Self.mountTmpfs(directory, size: size))
        defer { Self.unmount(directory) }
        let file = StoreCLI.file("many.layout", Self.manyViews)
        let database = directory + "/layout.db"
        let out = layoutdb("apply", file, "--author", "ada", "--db", database)
        #expect(out == CommandOutput(
            stderr: "error: cannot write the database '\(database)': the disk is full; nothing was written\n", status: 74))
        #expect(Self.names(directory) == [])
        // The disk was full for this revision only: a small one fits, and is kept.
        let small = StoreCLI.file("small.layout", "layout small\nview a\nmake a { width.equalTo(10) }\n")
        if size == "512k" {
            #expect(layoutdb("apply", small, "--author", "ada", "-q", "--db", database).status == 0)
            #expect(Self.names(directory).contains("layout.db"))
        }
    }
}

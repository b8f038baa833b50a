import Foundation
import Testing
import TestSupport

/// README.md's "From Swift" program is tools/dependent's main.swift, and
/// this suite compiles and runs exactly that program as a package that
/// depends on this one by URL, on a tagged clone, comparing what it prints
/// with the README's output block (the build when asked: ``EndToEnd``).
///
/// Built as a separate package rather than compiled with `swiftc` against the
/// modules of the test build: linking by hand would depend on where SwiftPM
/// puts its object files and modules, while the package build is what a user
/// of the library does, through the `LayoutDB` product and a version tag. Its
/// scratch folder, `.build/check-dependent/`, is kept between runs
/// (`DependentPackage`), so only the first `swift test` of a checkout pays for
/// building GRDB and the library; later runs rebuild only what changed (a few
/// seconds when nothing did). The nested `swift build` has its own scratch
/// path, hence its own lock: it never waits for the lock of the package under
/// test. tools/check-dependent runs this suite alone, with the build
/// (`LAYOUTDB_END_TO_END=1`, ``EndToEnd``); a plain `swift test` runs the
/// other tests of the suite and skips the build.
@Suite struct ReadmeProgramTests {
    static let root = Repository.root

    /// The fenced blocks of the README's section `heading`, in order, with their info strings.
    static func blocks(inSection heading: String) throws -> [(info: String, text: String)] {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: heading) else { return [] }
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.count
        var blocks: [(info: String, text: String)] = []
        var open: (info: String, lines: [String])?
        for line in lines[(start + 1)..<end] {
            if line.hasPrefix("```") {
                if let block = open {
                    blocks.append((block.info, block.lines.map { $0 + "\n" }.joined()))
                    open = nil
                } else {
                    open = (String(line.dropFirst(3)), [])
                }
            } else {
                open?.lines.append(line)
            }
        }
        return blocks
    }

    @Test func theReadmeProgramIsTheDependentPackagesMainFile() throws {
        let blocks = try Self.blocks(inSection: "## From Swift")
        let program = try #require(blocks.first { $0.info == "swift" }?.text)
        let main = try String(contentsOf: Self.root.appendingPathComponent("tools/dependent/Sources/Dependent/main.swift"),
                              encoding: .utf8)
        #expect(program == main)
        #expect(program.contains("import LayoutDB\n"))
        // Right after it, the output the next test compares with the program's.
        let index = try #require(blocks.firstIndex { $0.info == "swift" })
        #expect(blocks.count > index + 1 && blocks[index + 1].info == "")
    }

    /// The output block that follows the program in the README's "From Swift".
    static func expectedOutput() throws -> String {
        let blocks = try Self.blocks(inSection: "## From Swift")
        let index = try #require(blocks.firstIndex { $0.info == "swift" })
        try #require(blocks.count > index + 1 && blocks[index + 1].info == "")
        return blocks[index + 1].text
    }

    /// The program fails this test if it does not compile, does not run (or
    /// exits with an error) or prints anything but the README's block. That
    /// block, by hand: revision 1 adds 7 constraints (header: top, left,
    /// right, height; title: centerX, centerY, width cap), 2 views and 2
    /// canvases; revision 2 changes one constant (header.height 64 → 96, a
    /// similar constraint: modified in place). The header spans each canvas,
    /// 96 high; the title keeps its intrinsic 120x22 (the cap allows
    /// 375 − 32 = 343), centred in the header, in the header's space:
    /// x = (375 − 120) / 2 = 127.5 on the phone, (820 − 120) / 2 = 350 on the
    /// tablet, y = (96 − 22) / 2 = 37.
    ///
    /// It runs beside the other tests, waiting on a thread of its own, its
    /// build at a lower priority so that their threads are scheduled first,
    /// and is the only test that uses
    /// `.build/check-dependent/`; two test processes of one checkout take turns.
    /// A plain `swift test` skips it (``EndToEnd``): `.ci/run` runs it in a step
    /// of its own, `tools/check-dependent`, as anyone can.
    @Test(.enabled(if: EndToEnd.requested, Comment(rawValue: EndToEnd.howToRun)))
    func theReadmeProgramBuiltAgainstATaggedCloneByURLPrintsTheReadmesOutput() async throws {
        let expected = try Self.expectedOutput()
        let outcome = try await DependentPackage.buildAndRunOnAThreadOfItsOwn()
        #expect(outcome.output == expected,
                "tools/dependent built against layoutdb \(outcome.version) at \(outcome.revision)")
    }
}

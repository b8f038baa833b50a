import Foundation
import Testing
import TestSupport

/// README.md's "From Swift" program is tools/dependent's main.swift, which
/// tools/check-dependent builds against a tagged clone and runs in CI.
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
        // Right after it, the output tools/check-dependent compares with the program's.
        let index = try #require(blocks.firstIndex { $0.info == "swift" })
        #expect(blocks.count > index + 1 && blocks[index + 1].info == "")
    }
}

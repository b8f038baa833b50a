import Testing
@testable import LayoutCLI

/// Every example solves on every canvas with exit 0, no ambiguity and no conflict.
@Suite struct ExamplesTests {
    static let examples = StoreCLI.examples

    @Test(arguments: [
        ["login.layout"], ["login.layout", "login-v2.layout"], ["login.layout", "login-v2.layout", "login-v3.layout"],
        ["feed-cell.layout"], ["settings.layout"], ["settings-screen.layout"],
    ])
    func anExampleSolvesCleanly(files: [String]) {
        let out = layoutdb(["solve"] + files.map { Self.examples + $0 } + ["--json"])
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stderr == "")
        #expect(out.stdout.contains("\"ambiguous\": []"))
        #expect(!out.stdout.contains("\"view\":"), "an ambiguous view in \(files)")
        #expect(!out.stdout.contains("\"unsatisfiable\": [\n"), "a conflict in \(files)")
    }

    @Test func theSecondRevisionMovesTheButton() {
        // login-v2: header 96 high, button 24 below it and inset 24, 50 high:
        // on the phone (375 wide) the button is (24, 120, 327, 50).
        let out = layoutdb(["solve"] + ["login.layout", "login-v2.layout"].map { Self.examples + $0 } + ["--canvas", "phone"])
        let rows = out.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(rows.contains(["button", "root", "24", "120", "327", "50"]), "\(out.stdout)")
    }

    @Test func filesForAnotherDocumentAreRefused() {
        let (a, b) = (StoreCLI.file("a.layout", "layout one\n"), StoreCLI.file("b.layout", "layout two\n"))
        let out = layoutdb("solve", a, b)
        #expect(out.status == 65)
        #expect(out.stderr == "\(b):1:1: error: '\(b)' edits document 'two', not 'one'\n")
    }
}

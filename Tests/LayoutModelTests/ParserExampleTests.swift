import Foundation
import Testing
import TestSupport
@testable import LayoutModel

/// The example files of the repository (`examples/*.layout`) parse and apply without errors.
@Suite struct ParserExampleTests {
    private static let examples = Repository.root.appendingPathComponent("examples")

    private func read(_ name: String) throws -> String {
        try String(contentsOf: Self.examples.appendingPathComponent(name), encoding: .utf8)
    }

    @Test(arguments: ["login.layout", "feed-cell.layout", "settings.layout", "self-sizing-cell.layout", "toolbar.layout",
                      "settings-screen.layout"])
    func anExampleParsesAndAppliesWithoutErrors(name: String) throws {
        let parsed = LayoutParser.parse(try read(name), file: name)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        #expect(!parsed.edits.isEmpty)
        let outcome = Layout(name: parsed.documentName ?? name).applying(parsed.edits)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
    }

    @Test func theLoginRevisionsApplyOneAfterTheOther() throws {
        var layout = Layout(name: "login")
        for name in ["login.layout", "login-v2.layout", "login-v3.layout"] {
            let parsed = LayoutParser.parse(try read(name), file: name)
            #expect(parsed.diagnostics.isEmpty, "\(name): \(parsed.diagnostics)")
            #expect(parsed.documentName == "login")
            let outcome = layout.applying(parsed.edits)
            #expect(outcome.errors.isEmpty, "\(name): \(outcome.errors)")
            layout = outcome.layout
        }
        // login-v2 remakes the button with a 50-point height keyed buttonHeight; v3 removes the subtitle.
        let lines = layout.constraints.map { OneLine.format($0.constraint) }
        #expect(lines.contains("button.height == 50 @750 key buttonHeight"))
        #expect(!layout.hasView("subtitle"))
        #expect(lines.contains("forgot.top == button.bottom + 12"))
    }

    @Test func theCellsSubtitleIsHiddenOnTopOfTheCell() throws {
        var layout = Layout(name: "cell")
        for name in ["self-sizing-cell.layout", "self-sizing-cell-hidden.layout"] {
            let parsed = LayoutParser.parse(try read(name), file: name)
            #expect(parsed.diagnostics.isEmpty, "\(name): \(parsed.diagnostics)")
            let outcome = layout.applying(parsed.edits)
            #expect(outcome.errors.isEmpty, "\(name): \(outcome.errors)")
            layout = outcome.layout
        }
        #expect(layout.view(named: "subtitle")?.properties.isHidden == true)
        #expect(layout.view(named: "text")?.properties.stack?.spacing == 4)
    }

    @Test func theExampleFilesAreAllCovered() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path)
            .filter { $0.hasSuffix(".layout") }.sorted()
        #expect(names == ["feed-cell.layout", "login-v2.layout", "login-v3.layout", "login.layout",
                          "self-sizing-cell-hidden.layout", "self-sizing-cell.layout", "settings-screen.layout", "settings.layout",
                          "toolbar.layout"])
    }
}

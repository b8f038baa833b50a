import Foundation
import LayoutImport
@testable import LayoutModel
import TestSupport

/// What the import tests share: the fixtures, and a draft solved as the
/// language reads it.
enum ImportSupport {
    /// The fixture `name`'s text (Tests/LayoutImportTests/Fixtures/).
    static func fixture(_ name: String) throws -> ImportSource {
        let path = Repository.path("Tests/LayoutImportTests/Fixtures/\(name)")
        return ImportSource(name: name, text: try String(contentsOfFile: path, encoding: .utf8))
    }

    /// The path of the fixture `name`.
    static func fixturePath(_ name: String) -> String { Repository.path("Tests/LayoutImportTests/Fixtures/\(name)") }

    /// `draft` with each `(placeholder, text)` replaced, as its author fills
    /// the TODOs in, then parsed and applied to an empty document: the
    /// parse's and the edit's diagnostics, and the layout.
    static func filled(_ draft: String, _ fills: [(String, String)]) -> (problems: [String], layout: Layout) {
        var text = draft
        for (placeholder, replacement) in fills { text = text.replacingOccurrences(of: placeholder, with: replacement) }
        let parsed = LayoutParser.parse(text, file: "draft.layout")
        // As the command line does: a file with syntax errors is not applied.
        if !parsed.diagnostics.isEmpty { return (parsed.diagnostics.map(\.description), Layout(name: "draft")) }
        let outcome = Layout(name: parsed.documentName ?? "draft").applying(parsed.edits)
        return (outcome.diagnostics.map(\.description), outcome.layout)
    }
}

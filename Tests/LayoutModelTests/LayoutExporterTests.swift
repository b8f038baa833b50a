import Testing
@testable import LayoutModel

/// `LayoutExporter.text` read back by the parser gives the same layout, the
/// declaration order of the views included (docs/cli.md, "export").
@Suite struct LayoutExporterTests {
    /// The layout a file describes on its own; records its diagnostics as issues.
    func load(_ text: String) -> Layout {
        let outcome = LayoutFile.load(text, file: "doc.layout")
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)\n\(text)")
        return outcome.layout
    }

    /// Canvases, views (names, parents, properties, in order) and constraints
    /// (in order, places aside), as a value to compare.
    func parts(_ layout: Layout) -> [String] {
        layout.canvases.map { "canvas \($0)" }
            + layout.views.map { "view \($0.name) in \($0.parent ?? "root") \($0.properties)" }
            + layout.constraints.map { OneLine.format($0.constraint) }
    }

    @Test func aViewMovedUnderALaterViewKeepsItsPlaceThroughAnExport() {
        // a is declared before b, then moved under b: the order stays a, b.
        let layout = load("view a intrinsic 10x20\nview b\nview a in b\nmake a { left == b.left + 4 }\n")
        #expect(layout.views.map(\.name) == ["a", "b"])
        let text = LayoutExporter.text(layout)
        // By hand: a cannot name b where it is declared (b does not exist yet), so
        // it is declared at the top level with its properties and moved after b.
        #expect(text == """
            layout doc
            view a intrinsic 10x20
            view b
            view a in b
            a.left == b.left + 4

            """)
        let back = load(text)
        #expect(back.views.map(\.name) == ["a", "b"])
        #expect(back.view(named: "a")?.parent == "b")
        #expect(parts(back) == parts(layout))
    }

    @Test func aChainOfViewsEachUnderALaterOneRoundTrips() {
        // a under b under c, declared a, b, c, with a parent-first view d among them.
        let layout = load("""
            canvas phone 375x812
            view a
            view b
            view c margins 1 2 3 4
            view d in c
            view b in c
            view a in b
            make a { width == 10 }
            """)
        #expect(layout.views.map { "\($0.name):\($0.parent ?? "")" } == ["a:b", "b:c", "c:root", "d:c"])
        let text = LayoutExporter.text(layout)
        #expect(text.contains("view d in c\nview a in b\nview b in c\n"), "\(text)")
        #expect(parts(load(text)) == parts(layout))
    }

    @Test func aLayoutWhoseParentsComeFirstIsExportedWithoutMoves() {
        let layout = load("view box\nview label in box hugging 251\n")
        #expect(LayoutExporter.text(layout) == "layout doc\nview box\nview label in box hugging 251 251\n")
    }
}

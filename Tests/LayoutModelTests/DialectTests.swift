import Testing
@testable import LayoutModel

/// The `dialect` clause and statement (docs/language.md, "Dialects").
@Suite struct DialectTests {
    @Test func theHeaderNamesTheDocumentAndTheDialect() {
        let parsed = LayoutParser.parse("layout cell dialect snapkit\nview a\n", file: "t.layout")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.documentName == "cell")
        #expect(parsed.dialect == .snapkit)
    }

    @Test func masonryIsTheDefaultAndAStatementSwitchesIt() {
        #expect(LayoutParser.parse("layout cell\n", file: "t.layout").dialect == .masonry)
        #expect(LayoutParser.parse("layout cell dialect masonry\n", file: "t.layout").dialect == .masonry)
        let parsed = LayoutParser.parse("view a\ndialect snapkit\n", file: "t.layout")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.dialect == .snapkit)
    }

    @Test func anUnknownDialectIsAnErrorAtItsNameWithASuggestion() {
        // "SnapKit" is one changed letter... two (S→s, K→k) from "snapkit": within a third of 7.
        #expect(ParserTestSupport.diagnostics("layout c dialect SnapKit\n")
            == ["t.layout:1:18: error: unknown dialect 'SnapKit'; expected 'masonry' or 'snapkit'; did you mean 'snapkit'?"])
        #expect(ParserTestSupport.diagnostics("dialect\n")
            == ["t.layout:1:8: error: unknown dialect the end of the line; expected 'masonry' or 'snapkit'"])
    }
}

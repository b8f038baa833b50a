@testable import LayoutCLI
import Testing

/// Columns are aligned in characters as `CharacterCount` counts them
/// (grapheme clusters, docs/architecture.md, "One home for each rule").
@Suite struct TableCharacterCountTests {
    @Test func aNameWithACombiningMarkIsPaddedAsOneCharacterPerLetter() {
        // "re\u{301}sume\u{301}" (résumé with combining accents) is 6 characters (8 code
        // points); "header" is 6: the same column width, so no extra padding after either.
        let rows = [["re\u{301}sume\u{301}", "1"], ["header", "22"], ["a", "3"]]
        #expect(Table.align(rows) == ["re\u{301}sume\u{301}  1", "header  22", "a       3"])
        #expect(Table.align(rows, rightAligned: [0]) == ["re\u{301}sume\u{301}  1", "header  22", "     a  3"])
    }
}

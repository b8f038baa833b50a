import LayoutModel
import LayoutRender
import Testing

/// The one way to count a name's characters (`CharacterCount`,
/// docs/architecture.md, "One home for each rule"): grapheme clusters.
@Suite struct CharacterCountTests {
    /// `e` + U+0301 (combining acute accent): 2 code points, 1 character.
    static let combined = "e\u{301}"

    @Test func aCombiningMarkOrAFlagIsOneCharacter() {
        #expect(CharacterCount.of(Self.combined) == 1)
        #expect(CharacterCount.of("\u{E9}") == 1)  // the precomposed é
        #expect(CharacterCount.of("\u{1F1EB}\u{1F1F7}") == 1)  // 🇫🇷: two regional indicators
        #expect(CharacterCount.of("cafe\u{301}Label") == 9)  // c a f é L a b e l
        #expect(CharacterCount.prefix("cafe\u{301}Label", 4) == "cafe\u{301}")  // never half of é
        #expect(CharacterCount.prefix("ab", 5) == "ab")
    }

    @Test func aLabelMeasuresAndShortensANameInCharacters() {
        let frame = Frame(x: 0, y: 0, width: 500, height: 100)
        // 20 characters of 40 code points: at the limit (20), not shortened; 20 × 6 = 120 wide.
        let twenty = String(repeating: Self.combined, count: 20)
        let label = ViewLabel(name: twenty, frame: frame)
        #expect(!label.isShortened)
        #expect(label.text == twenty)
        #expect(label.box.width == 120)
        // 21 characters: the first 19 and "…", 20 × 6 = 120 wide.
        let long = ViewLabel(name: String(repeating: Self.combined, count: 21), frame: frame)
        #expect(long.isShortened)
        #expect(long.text == String(repeating: Self.combined, count: 19) + "…")
        #expect(long.box.width == 120)
    }
}

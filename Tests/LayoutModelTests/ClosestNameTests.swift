import Testing
@testable import LayoutModel

/// "Did you mean" suggestions: the optimal string alignment distance, where
/// a swap of two neighbouring letters is one edit.
@Suite struct ClosestNameTests {
    @Test(arguments: [
        // Counted by hand: a swap is one edit; otherwise insert, delete, substitute.
        ("widht", "width", 1),    // swap d, h
        ("widht", "right", 2),    // w → r, d → g
        ("lgo", "log", 1),        // swap g, o
        ("abcd", "acbd", 1),      // swap b, c
        ("kitten", "sitting", 3), // k → s, e → i, + g
        ("ca", "abc", 3),         // no letter edited twice: not 2 (a swap then an insertion between)
        ("", "abc", 3),
        ("same", "same", 0),
        ("ab", "ba", 1),
        ("abc", "ca", 3),
    ])
    func distancesCountASwapAsOneEdit(a: String, b: String, expected: Int) {
        #expect(editDistance(a, b) == expected)
        #expect(editDistance(b, a) == expected)
    }

    @Test func aSwappedLetterSuggestsTheIntendedName() {
        #expect(closestName(to: "widht", in: ["right", "width", "height"]) == "width")
        #expect(closestName(to: "hieght", in: ["right", "width", "height"]) == "height")
        #expect(closestName(to: "lgo", in: ["log", "sql", "docs"]) == "log")
        #expect(closestName(to: "zzzz", in: ["log", "sql", "docs"]) == nil)
    }

    @Test func anAttributeWithSwappedLettersGetsTheRightSuggestion() {
        let outcome = LayoutFile.load("view a\nmake a { widht.equalTo(10) }\n", file: "u.layout")
        #expect(outcome.errors.map(\.message).contains { $0.hasSuffix("did you mean 'width'?") }, "\(outcome.diagnostics)")
    }
}

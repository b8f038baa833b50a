import Testing
import TestSupport
@testable import LayoutModel

@Suite struct LexerTests {
    /// Every token of `text` up to (not including) the end.
    private func tokens(_ text: String) -> (tokens: [Token], lexer: Lexer) {
        var lexer = Lexer(text, file: "f")
        var result: [Token] = []
        while true {
            let token = lexer.next()
            if token.kind == .end || result.count > 10_000 { break }
            result.append(token)
        }
        return (result, lexer)
    }

    private func kinds(_ text: String) -> [Token.Kind] { tokens(text).tokens.map(\.kind) }

    @Test func aChainLineIsCutIntoNamesAndPunctuationWithTheirColumns() {
        let (list, lexer) = tokens("make a { left.equalTo(b).offset(-32) }")
        #expect(list.map(\.kind) == [.name, .name, .leftBrace, .name, .dot, .name, .leftParen, .name, .rightParen,
                                     .dot, .name, .leftParen, .minus, .number, .rightParen, .rightBrace])
        // Counted by hand: m=1, a=6, {=8, left=10, .=14, equalTo=15, (=22, b=23, )=24, .=25, offset=26, (=32, -=33, 32=34.
        #expect(list.map(\.column) == [1, 6, 8, 10, 14, 15, 22, 23, 24, 25, 26, 32, 33, 34, 36, 38])
        #expect(list.allSatisfy { $0.line == 1 })
        #expect(list.map { lexer.text($0) }.prefix(4) == ["make", "a", "{", "left"])
        #expect(list[13].number == 32)
    }

    @Test func numbersHaveFractionsAndExponentsButNoSign() {
        let (list, _) = tokens("12 4.5 1e3 1e-05 2.5E+2 0.125")
        #expect(list.map(\.kind) == [.number, .number, .number, .number, .number, .number])
        #expect(list.map(\.number) == [12, 4.5, 1000, 0.00001, 250, 0.125])
    }

    @Test func aLeadingMinusIsItsOwnTokenSoSignsAndSubtractionBothWork() {
        #expect(kinds("-4.5") == [.minus, .number])
        #expect(kinds("a - 32") == [.name, .minus, .number])
        #expect(kinds("a-32") == [.name, .minus, .number])
        #expect(kinds("offset(-32)") == [.name, .leftParen, .minus, .number, .rightParen])
    }

    @Test func aNumberFollowedByADotAndANameStopsBeforeTheDot() {
        #expect(kinds("12.left") == [.number, .dot, .name])
        #expect(kinds("1.") == [.number, .dot])
    }

    @Test func sizesAreOneTokenWithTwoValues() {
        let (list, _) = tokens("375x812 120.5x22")
        #expect(list.map(\.kind) == [.size, .size])
        #expect(list.map(\.number) == [375, 120.5])
        #expect(list.map(\.number2) == [812, 22])
        // With spaces it is no size: a number, the name x, a number.
        #expect(kinds("375 x 812") == [.number, .name, .number])
    }

    @Test func stringsResolveEscapedQuotesAndBackslashes() {
        let (list, lexer) = tokens(#""a\"b\\c" "H:|-[x]-|""#)
        #expect(list.map(\.kind) == [.string, .string])
        #expect(lexer.stringValue(list[0]) == #"a"b\c"#)
        #expect(lexer.stringValue(list[1]) == "H:|-[x]-|")
        #expect(list[1].column == 11)
    }

    @Test func relationSymbolsAndTheSingleEqualSign() {
        #expect(kinds("== <= >= = @ * / + ; , [ ]") == [.equalEqual, .lessEqual, .greaterEqual, .equal, .at, .star,
                                                          .slash, .plus, .semicolon, .comma, .leftBracket, .rightBracket])
    }

    @Test func commentsAreSkippedAndNewlinesCountLines() {
        let (list, _) = tokens("a # a comment == [\r\nb\rc\n\n  d")
        #expect(list.map(\.kind) == [.name, .newline, .name, .newline, .name, .newline, .newline, .name])
        #expect(list.filter { $0.kind == .name }.map(\.line) == [1, 2, 3, 5])
        #expect(list.last?.column == 3)
    }

    @Test func namesMayHoldUnicodeLettersAndColumnsCountCharacters() {
        let (list, lexer) = tokens("été_2 x")
        #expect(list.map(\.kind) == [.name, .name])
        #expect(lexer.text(list[0]) == "été_2")
        // é, t, é, _, 2, space: x is the 7th character (though the 9th byte).
        #expect(list[1].column == 7)
        // A decomposed é (e + U+0301) is one character: x is still at column 7.
        let decomposed = tokens("e\u{301}te\u{301}_2 x").tokens
        #expect(decomposed.count == 2)
        #expect(decomposed.last?.column == 7)
    }

    @Test func knownWordsAreTaggedAndOtherNamesAreNot() {
        let (list, _) = tokens("equalTo centerXWithinMargins none in header equalto")
        #expect(list.map(\.word) == [.equalTo, .centerXWithinMargins, .noneWord, .in, nil, nil])
    }

    @Test func anUnterminatedStringIsAnErrorAtItsOpeningQuote() {
        let (list, lexer) = tokens("vfl \"H:[a]\nview b")
        #expect(list.first(where: { $0.kind == .invalid })?.column == 5)
        #expect(lexer.diagnostics.map(\.description) == ["f:1:5: error: unterminated string: '\"' has no closing '\"' on its line"])
        // Lexing goes on at the next line.
        #expect(list.suffix(3).map(\.kind) == [.newline, .name, .name])
    }

    @Test func strayCharactersAndUnknownEscapesAreErrors() {
        let (_, lexer) = tokens("a $ b < c \"x\\n\" é€")
        #expect(lexer.diagnostics.map(\.description) == [
            "f:1:3: error: unexpected character '$'",
            "f:1:7: error: unexpected character '<'; did you mean '<='?",
            "f:1:13: error: unknown escape '\\n' in a string; only \\\" and \\\\ are allowed",
            "f:1:18: error: unexpected character '€'",
        ])
    }

    @Test func theEndRepeatsOnceTheBytesAreUsedUp() {
        var lexer = Lexer("a", file: "f")
        #expect(lexer.next().kind == .name)
        #expect(lexer.next().kind == .end)
        #expect(lexer.next().kind == .end)
    }

    @Test func anyBytesLexWithoutCrashingAndEveryTokenAdvances() {
        // Seeded random text from a small alphabet of the language's characters and some Unicode.
        var generator = SeededGenerator(seed: 7)
        let alphabet = Array("ab_Z09.,()[]{};@*/+-=<>#\"\\ \n\rxé€\u{301}\t")
        for _ in 0..<300 {
            let length = Int(generator.next() % 40)
            let text = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            var lexer = Lexer(text, file: "f")
            var previousEnd = -1
            var count = 0
            while true {
                let token = lexer.next()
                if token.kind == .end { break }
                #expect(token.end > token.start && token.start >= previousEnd, "\(text.debugDescription)")
                previousEnd = token.end
                count += 1
                if count > 200 { Issue.record("no progress on \(text.debugDescription)"); break }
            }
        }
    }
}

import Testing
@testable import LayoutStore

/// Revisions as written on the command line: numbers, HEAD, and git's steps back.
@Suite struct RevisionNameTests {
    @Test(arguments: [
        // Each `^` and each bare `~` is one step back; `~N` is N steps.
        ("HEAD", RevisionName(base: .head, back: 0)),
        ("head", RevisionName(base: .head, back: 0)),
        ("HEAD~", RevisionName(base: .head, back: 1)),
        ("HEAD~0", RevisionName(base: .head, back: 0)),
        ("HEAD~3", RevisionName(base: .head, back: 3)),
        ("HEAD^", RevisionName(base: .head, back: 1)),
        ("HEAD^^^", RevisionName(base: .head, back: 3)),
        ("HEAD~2^", RevisionName(base: .head, back: 3)),
        ("HEAD^~2~", RevisionName(base: .head, back: 4)),
        ("5", RevisionName(base: .number(5), back: 0)),
        ("5~1", RevisionName(base: .number(5), back: 1)),
        ("12^^", RevisionName(base: .number(12), back: 2)),
        (" 7 ", RevisionName(base: .number(7), back: 0)),
    ])
    func wellFormedNamesAreRead(text: String, expected: RevisionName) {
        #expect(RevisionName.parse(text) == expected)
    }

    @Test(arguments: ["", "x", "HEAD~x", "HEAD^2", "HEAD-1", "~1", "^", "HEADS", "-1", "1.5", "HEAD~~x", "１"])
    func malformedNamesAreNil(text: String) {
        #expect(RevisionName.parse(text) == nil)
    }

    @Test func arithmeticSaturatesInsteadOfTrapping() {
        // Int.max = 9223372036854775807: one more step, or a longer number, stays Int.max.
        #expect(RevisionName.parse("HEAD~9223372036854775807") == RevisionName(base: .head, back: .max))
        #expect(RevisionName.parse("HEAD~9223372036854775807^") == RevisionName(base: .head, back: .max))
        #expect(RevisionName.parse("HEAD~9223372036854775807~9223372036854775807") == RevisionName(base: .head, back: .max))
        #expect(RevisionName.parse("HEAD~99999999999999999999999") == RevisionName(base: .head, back: .max))
        #expect(RevisionName.parse("99999999999999999999~1") == RevisionName(base: .number(.max), back: 1))
    }
}

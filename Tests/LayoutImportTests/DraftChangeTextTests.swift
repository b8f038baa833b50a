@testable import LayoutImport
import Testing

/// A change of a stored constraint as the draft writes it (``DraftChange``):
/// the language's statement printed by the one printer, and in place of a
/// value that is no number of the language, the value's text. The texts
/// are written by hand from language.md ("Statements": `activate K…`,
/// `deactivate K…`, `constraint K offset C`, `constraint K priority P`, a
/// key bare when it is a name with `[i]` suffixes, else a string).
@Suite struct DraftChangeTextTests {
    @Test func activationsPrintTheirKeywordAndKey() {
        #expect(DraftChange.activation(key: "heightC", active: true).text == "activate heightC")
        #expect(DraftChange.activation(key: "heightC", active: false).text == "deactivate heightC")
        #expect(DraftChange.activation(key: "my key", active: false).text == "deactivate \"my key\"")
    }

    @Test func knownValuesPrintAsNumbers() {
        #expect(DraftChange.offset(key: "top", .known("-12.5")).text == "constraint top offset -12.5")
        #expect(DraftChange.offset(key: "rows[1]", .known("8")).text == "constraint rows[1] offset 8")
        #expect(DraftChange.priority(key: "top", .known("750")).text == "constraint top priority 750")
    }

    @Test func placeholdersStandInPlaceOfTheNumber() {
        #expect(DraftChange.offset(key: "top", .placeholder("self.gap")).text
            == "constraint top offset \"TODO: self.gap\"")
        #expect(DraftChange.priority(key: "top", .placeholder("p")).text
            == "constraint top priority \"TODO: p\"")
    }

    /// A priority the language refuses (outside 1…1000, or not whole) is
    /// kept as the source gave it, so that applying the draft quotes it.
    @Test func aPriorityTheLanguageRefusesIsKeptAsWritten() {
        #expect(DraftChange.priority(key: "top", .known("1001")).text == "constraint top priority 1001")
        #expect(DraftChange.priority(key: "top", .known("999.5")).text == "constraint top priority 999.5")
    }

    /// A key that is no name is a string: quotes and backslashes escaped,
    /// a control character (which no line may hold) a space; with its index.
    @Test func aKeyThatIsNoNameIsAString() {
        #expect(DraftChange.offset(key: "a \"b\"\\c\td[0]", .known("4")).text
            == "constraint \"a \\\"b\\\"\\\\c d[0]\" offset 4")
    }
}

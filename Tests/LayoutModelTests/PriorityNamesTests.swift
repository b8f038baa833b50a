import LayoutModel
import LayoutSolver
import Testing

@Suite struct PriorityNamesTests {
    @Test func theNamedLevelsAreRequired1000High750Medium500AndLow250() {
        // semantics.md: required 1000, high 750, medium 500, low 250.
        #expect(Priority(text: "required")?.rawValue == 1000)
        #expect(Priority(text: "high")?.rawValue == 750)
        #expect(Priority(text: "medium")?.rawValue == 500)
        #expect(Priority(text: "low")?.rawValue == 250)
    }

    @Test func numbersAreAcceptedOnlyFromOneToAThousand() {
        #expect(Priority(text: "1")?.rawValue == 1)
        #expect(Priority(text: "999")?.rawValue == 999)
        for bad in ["0", "1001", "-5", "hi", "", "7.5"] {
            #expect(Priority(text: bad) == nil, "\(bad)")
        }
    }
}

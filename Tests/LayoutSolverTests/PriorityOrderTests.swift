import Testing
@testable import LayoutSolver

/// Priorities compare by their value: a higher priority is the more important one.
@Suite struct PriorityOrderTests {
    @Test func theNamedPrioritiesAreInIncreasingOrder() throws {
        // low 250 < medium 500 < high 750 < required 1000.
        #expect(Priority.low < .medium && Priority.medium < .high && Priority.high < .required)
        #expect(!(Priority.required < .high) && !(Priority.high < .high))
        #expect([Priority.required, .low, .high, .medium].sorted() == [.low, .medium, .high, .required])
        #expect([Priority.high, .required, .low].max() == .required)
        #expect(try #require(Priority(1)) < #require(Priority(2)))
        #expect(try #require(Priority(999)) < .required)
    }
}

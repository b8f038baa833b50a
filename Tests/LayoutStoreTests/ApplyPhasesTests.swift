import Foundation
import Testing
@testable import LayoutStore

/// The timing of an apply's phases and the release of its solvers, the same
/// for every verb that writes a revision (one `write`, one `commit`).
@Suite struct ApplyPhasesTests {
    static let v1 = ("a.layout", "layout a\nview box\nmake box { width.equalTo(10) }\n")
    static let v2 = ("a.layout", "update box { width.equalTo(20) }\n")

    @Test func applyRollbackAndRestoreTimeTheirPhasesAndLetGoOfTheirSolvers() throws {
        let store = try LayoutStore.open(path: StoreFixture.temporaryPath(), create: true)
        let first = try store.apply(StoreFixture.request([Self.v1]))
        let second = try store.apply(StoreFixture.request([Self.v2]))
        // An apply that writes goes through every phase, in order.
        for result in [first, second] {
            #expect(result.phases.map(\.phase) == ["parse", "read state", "edit", "changes", "solve", "write", "commit"])
            #expect(result.solvers == nil)
        }
        // A rollback and a restore read their states themselves: no parse, read or edit phase.
        let rollback = try store.rollback(2, message: "", author: "t")
        let restore = try store.restore(to: 2, message: "", author: "t")
        for result in [rollback, restore] {
            #expect(result.revision != nil)
            #expect(result.phases.map(\.phase) == ["changes", "solve", "write", "commit"])
            #expect(result.solvers == nil)
        }
        // Nothing to write: the transaction is rolled back.
        let again = try store.restore(to: 4, message: "", author: "t")
        #expect(again.revision == nil)
        #expect(again.phases.map(\.phase) == ["changes", "rollback"])
    }
}

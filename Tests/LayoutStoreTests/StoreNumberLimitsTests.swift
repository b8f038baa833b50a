import Foundation
import GRDB
import Testing
import TestSupport
@testable import LayoutModel
@testable import LayoutStore

/// Integers at the end of their range, from a database altered outside
/// layoutdb or from a program using the library: each is an error naming it,
/// never an arithmetic overflow (a trap).
@Suite struct StoreNumberLimitsTests {
    /// A database on disk holding one revision of document `a` (box, one constraint: identity 1).
    func database() throws -> (path: String, store: LayoutStore) {
        try AlteredDatabase.make("a.layout", "layout a\nview box\nmake box { width.equalTo(10) }\n")
    }


    static let edit = ("e.layout", "layout a\nmake box { height.equalTo(20) }\n")

    @Test func aRevisionNumberThatLeavesNoNextIsACorruptFileAndNothingIsWritten() throws {
        let (path, store) = try database()
        // 2⁶³ − 1, the greatest SQLite integer: a revision after it has no number.
        try AlteredDatabase.run(path, """
            INSERT INTO revision(number, document_id, parent, time, author, message, kind, digest, next_constraint_id)
            SELECT 9223372036854775807, document_id, 1, time, author, message, kind, digest, next_constraint_id
            FROM revision WHERE number = 1
            """)
        let before = try StoreFixture.dump(store)
        let reason = AlteredDatabase.corruption { _ = try store.apply(StoreFixture.request([Self.edit])) }
        #expect(reason == "the file is corrupt (revision 9223372036854775807 leaves no number for a new revision)")
        #expect(try StoreFixture.dump(store) == before)
    }

    @Test(arguments: [
        // The next identity at the greatest integer: adding a constraint would overflow.
        ("UPDATE revision SET next_constraint_id = 9223372036854775807",
         "the next constraint identity is 9223372036854775807, outside 1...4611686018427387904"),
        // Below 1: the identities before it (next − 1) would overflow.
        ("UPDATE revision SET next_constraint_id = -9223372036854775808",
         "the next constraint identity is -9223372036854775808, outside 1...4611686018427387904"),
        // A stored identity at the greatest integer: the one after it would overflow.
        ("UPDATE layout_constraint SET constraint_id = 9223372036854775807",
         "a constraint identity is 9223372036854775807, outside 1...4611686018427387904"),
    ])
    func anIdentityOutsideTheirRangeIsACorruptFile(sql: String, message: String) throws {
        // 2⁶² = 4 611 686 018 427 387 904.
        #expect(LayoutStore.identityLimit == 4_611_686_018_427_387_904)
        let (path, store) = try database()
        try AlteredDatabase.run(path, sql)
        let before = try StoreFixture.dump(store)
        #expect(AlteredDatabase.corruption { _ = try store.state(document: "a") } == "the file is corrupt (\(message))")
        #expect(AlteredDatabase.corruption { _ = try store.apply(StoreFixture.request([Self.edit])) } == "the file is corrupt (\(message))")
        #expect(try StoreFixture.dump(store) == before)
    }

    @Test func identitiesUpToTheLimitAreRead() throws {
        // The limit itself is an identity; the next after it is too.
        let (path, store) = try database()
        try AlteredDatabase.run(path, "UPDATE layout_constraint SET constraint_id = 4611686018427387903")
        try AlteredDatabase.run(path, "UPDATE revision SET next_constraint_id = 4611686018427387904")
        let state = try store.state(document: "a")
        #expect(state.constraints.map(\.id) == [4_611_686_018_427_387_903])
        #expect(state.nextConstraintID == 4_611_686_018_427_387_904)
    }

    @Test func aTimeThatIsNoNumberOfMillisecondsIsRefusedAsOneBeyondTheYears() throws {
        let store = try LayoutStore.inMemory()
        for seconds in [Double.nan, .infinity, -.infinity, 1e300] {
            var request = StoreFixture.request([("a.layout", "layout a\nview box\n")])
            request.time = Date(timeIntervalSince1970: seconds)
            #expect(throws: StoreError.self, "\(seconds)") { try store.apply(request) }
        }
        #expect(try store.documents() == [])
    }

    @Test func anOffsetAndALimitNearTheGreatestIntegerListWhatThereIs() throws {
        let (_, store) = try database()
        // offset + limit is Int.max + 1: saturated, it asks for every revision after the offset.
        #expect(try store.log(document: "a", touching: .view("box"), limit: Int.max, offset: 1) == [])
        #expect(try store.log(document: "a", touching: .view("box"), limit: Int.max, offset: 0).map(\.number) == [1])
    }
}

/// The same limits on layout values made in Swift.
@Suite struct LayoutIdentityLimitsTests {
    static let box = View(name: "box", parent: View.rootName)
    static func width(_ constant: Double) -> LayoutConstraint {
        LayoutConstraint(item: "box", attribute: .width, relation: .equal, constant: constant)
    }

    @Test func aLayoutWhoseGreatestIdentityIsTheGreatestIntegerHasNoNextAndRefusesToAdd() {
        let layout = Layout(name: "a", canvases: [], views: [Self.box], constraints: [(Int.max, Self.width(10))],
                            nextConstraintID: 1)
        #expect(layout.nextConstraintID == Int.max)
        let outcome = layout.applying([Edit(.make("box", [Self.width(20)]))])
        #expect(outcome.errors.map(\.message) == [
            "no identity is left for the new constraint 'box.width == 20': the next would be 9223372036854775807",
        ])
        #expect(outcome.layout.constraints.map(\.id) == [Int.max])
        // A remake keeping the constraint needs no identity.
        #expect(layout.applying([Edit(.remake("box", [Self.width(10)]))]).errors.isEmpty)
    }

    @Test func adoptingIntoALayoutWithNoIdentityLeftIsAnError() {
        let head = Layout(name: "a", canvases: [], views: [Self.box], constraints: [], nextConstraintID: Int.max)
        let target = Layout(name: "a", canvases: [], views: [Self.box], constraints: [(1, Self.width(20))],
                            nextConstraintID: 2)
        #expect(head.adopting(target).errors.map(\.message) == [
            "no identity is left for the new constraint 'box.width == 20': the next would be 9223372036854775807",
        ])
    }
}

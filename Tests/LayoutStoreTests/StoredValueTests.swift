import Foundation
import GRDB
import Testing
@testable import LayoutModel
@testable import LayoutStore

/// Values that SQLite reads back without a word but that cannot be right (a
/// file changed outside layoutdb: here by plain SQL with the CHECK
/// constraints switched off, as a byte-level corruption would leave them)
/// are reported as a damaged database naming the value, never used
/// (docs/schema.md, "Opening refuses"; ``StoredValue``).
@Suite struct StoredValueTests {
    /// A real database file with one revision of `card`: a canvas, two
    /// views, a constraint with a key, and their frames.
    func database() throws -> String {
        try AlteredDatabase.make("card.layout", """
            layout card
            canvas phone 375x812
            view box intrinsic 100x40
            view label in box
            make box { left == 10; top == 20 }
            make label { edges == box @750 key pin }
            """).path
    }


    /// The reason of the damaged-database error `body` throws; nil (and an issue) otherwise.
    func damage<T>(_ path: String, _ body: (LayoutStore) throws -> T) throws -> String? {
        let store = try LayoutStore.open(path: path)
        do {
            let value = try body(store)
            Issue.record("a damaged value was read: \(value)")
            return nil
        } catch let error as StoreError {
            guard case .unreadable(let p, let reason) = error else { Issue.record("\(error)"); return nil }
            #expect(p == path)
            #expect(reason.hasPrefix("the file is corrupt (a stored value is damaged: "), "\(reason)")
            return reason
        }
    }

    @Test(arguments: [
        // (the SQL, what the message must say)
        ("UPDATE view SET hugging_h = 0 WHERE name = 'box'", "view 'box' horizontal hugging priority is 0, not 1…1000"),
        ("UPDATE view SET compression_v = 1001 WHERE name = 'label'",
         "view 'label' vertical compression resistance is 1001, not 1…1000"),
        ("UPDATE view SET intrinsic_width = -5 WHERE name = 'box'", "view 'box' intrinsic width is -5.0, not a finite size"),
        ("UPDATE view SET margin_left = 9e999 WHERE name = 'box'", "view 'box' left margin is inf, not a finite number"),
        ("UPDATE view SET parent = '' WHERE name = 'label'", "view 'label' parent has the name '': it is empty"),
        ("UPDATE canvas SET direction = 'ltx'", "canvas 'phone' has the direction 'ltx', not ltr or rtl"),
        ("UPDATE canvas SET width = -9e999", "canvas 'phone' width is -inf, not a finite size"),
        ("UPDATE layout_constraint SET priority = 0 WHERE key = 'pin[0]'",
         "a constraint of view 'label' priority is 0, not 1…1000"),
        ("UPDATE layout_constraint SET relation = '=<' WHERE constraint_id = 1",
         "a constraint of view 'box' has the relation '=<', not ==, <= or >="),
        ("UPDATE layout_constraint SET attribute = 'widht' WHERE constraint_id = 2",
         "a constraint of view 'box' has the attribute 'widht', which the language does not have"),
        ("UPDATE layout_constraint SET constant = 9e999 WHERE constraint_id = 1",
         "a constraint of view 'box' constant is inf, not a finite number"),
        ("UPDATE layout_constraint SET item2 = NULL WHERE key = 'pin[1]'",
         "a constraint of view 'label' has a second item without its attribute"),
    ])
    func aDamagedValueOfTheStateIsReportedNamingIt(sql: String, message: String) throws {
        let path = try database()
        // Before: the state reads (the values are right).
        #expect(try LayoutStore.open(path: path).state(document: "card").views.count == 2)
        try AlteredDatabase.run(path, sql, ignoringChecks: true)
        let reason = try damage(path) { try $0.state(document: "card") }
        #expect(reason?.contains(message) == true, "\(reason ?? "")")
        // The frames, read with the state, say the same.
        #expect(try damage(path) { try $0.frames(document: "card") } == reason)
    }

    @Test func aDamagedFrameIsReportedNamingItsViewAndCanvas() throws {
        let path = try database()
        try AlteredDatabase.run(path, "UPDATE frame SET width = 9e999 WHERE view = 'label'", ignoringChecks: true)
        let reason = try damage(path) { try $0.frames(document: "card") }
        #expect(reason?.contains("the frame of view 'label' on canvas 'phone': width is inf, not a finite number") == true,
                "\(reason ?? "")")
        // The state itself is whole: only its frames are damaged.
        #expect(try LayoutStore.open(path: path).state(document: "card").views.count == 2)
    }

    @Test func aRevisionKindTheSchemaForbidsIsADamagedValue() throws {
        let path = try database()
        try AlteredDatabase.run(path, "UPDATE revision SET kind = 'applq'", ignoringChecks: true)
        let reason = try damage(path) { try $0.log(document: "card") }
        #expect(reason?.contains("revision 1 has an unknown kind 'applq'") == true, "\(reason ?? "")")
    }

    @Test func anApplyOnADamagedStateWritesNothing() throws {
        let path = try database()
        try AlteredDatabase.run(path, "UPDATE view SET hugging_v = 0 WHERE name = 'box'", ignoringChecks: true)
        let store = try LayoutStore.open(path: path)
        #expect(throws: StoreError.self) {
            try store.apply(StoreFixture.request([("card.layout", "layout card\nview extra\n")]))
        }
        #expect(try DatabaseQueue(path: path).read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM revision") } == 1)
    }
}

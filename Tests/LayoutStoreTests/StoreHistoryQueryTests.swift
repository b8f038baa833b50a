import GRDB
import Testing
@testable import LayoutModel
@testable import LayoutStore

/// The history queries on small histories built by hand, each expected
/// answer worked out from the edits (language.md, "Edits"), not read back.
@Suite struct StoreHistoryQueryTests {
    /// Applies `text` to document `doc` as one revision; its number.
    @discardableResult
    func apply(_ store: LayoutStore, _ text: String) throws -> Int? {
        try store.apply(ApplyRequest(files: [("doc.layout", "layout doc\n" + text)], message: "", author: "t")).revision
    }

    /// How many rows of `table` meet `condition` (to check that a history holds the rewrites it is meant to).
    func versions(_ store: LayoutStore, _ table: String, where condition: String) throws -> Int {
        try store.queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table) WHERE \(condition)") ?? 0 }
    }

    /// Nine revisions touching views a and b and the key `ah` (written out
    /// with each revision below).
    func keyedHistory() throws -> LayoutStore {
        let store = try LayoutStore.inMemory()
        // 1: a and b; a.width, a.height (key ah), b.left naming a as its second item, b.width, b.height.
        try apply(store, """
            view a
            view b
            make a { width == 10; height == 20 key ah }
            make b { left == a.right + 8; width == 10; height == 10 }
            """)
        try apply(store, "update a { width == 12 }")                   // 2: a
        try apply(store, "update b { width == 14 }")                   // 3: b
        try apply(store, "remake b { width == 14; height == 10 }")     // 4: b.left removed: a and b
        try apply(store, "view a intrinsic 40x40")                     // 5: the view a itself
        try apply(store, "update b { height == 12 }")                  // 6: b
        try apply(store, "update a { height == 30 }")                  // 7: a.height, with its key: a, ah
        try apply(store, "remake a { width == 12; height == 30 }")     // 8: a.height loses its key: a, ah
        try apply(store, "update a { height == 32 }")                  // 9: a.height, no key now: a
        #expect(try store.head(of: "doc") == 9)
        return store
    }

    @Test func theLogOfAViewOrKeyIsEveryRevisionTouchingItNewestFirst() throws {
        let store = try keyedHistory()
        // a: its constraints changed in 1, 2, 7, 8, 9; b.left (naming a) removed in 4; a itself in 5.
        #expect(try store.log(document: "doc", touching: .view("a")).map(\.number) == [9, 8, 7, 5, 4, 2, 1])
        #expect(try store.log(document: "doc", touching: .view("b")).map(\.number) == [6, 4, 3, 1])
        // ah: made in 1, its constant changed in 7, the key itself taken away in 8 (9 no longer has it).
        #expect(try store.log(document: "doc", touching: .key("ah")).map(\.number) == [8, 7, 1])
        #expect(try store.log(document: "doc", touching: .key("none")).isEmpty)
    }

    @Test func aLimitAndAnOffsetGiveThatPageOfTheWholeLog() throws {
        let store = try keyedHistory()
        let whole = [9, 8, 7, 5, 4, 2, 1]  // as in the test above
        for offset in 0...8 {
            for limit in 0...8 {
                let page = try store.log(document: "doc", touching: .view("a"), limit: limit, offset: offset)
                #expect(page.map(\.number) == Array(whole.dropFirst(offset).prefix(limit)), "-n \(limit) from \(offset)")
            }
        }
        // The newest three, then the next three, then the last one.
        #expect(try store.log(document: "doc", touching: .view("a"), limit: 3).map(\.number) == [9, 8, 7])
        #expect(try store.log(document: "doc", touching: .view("a"), limit: 3, offset: 3).map(\.number) == [5, 4, 2])
        #expect(try store.log(document: "doc", touching: .view("a"), limit: 3, offset: 6).map(\.number) == [1])
        #expect(try store.log(document: "doc", touching: .key("ah"), limit: 2, offset: 1).map(\.number) == [7, 1])
        let page = try store.log(document: "doc", touching: .view("b"), limit: 1)
        #expect(page.first?.author == "t" && page.first?.kind == .apply && page.first?.parent == 5)
    }

    @Test func aViewRowRewrittenOnlyForTheDeclarationOrderIsNotInItsLog() throws {
        let store = try LayoutStore.inMemory()
        // 1 declares a, b, c; 2 gives b an intrinsic size; 3 removes a; 4 declares a again
        // (b, c, a); 5 restores 2: the order a, b, c again, b's and c's rows rewritten with new
        // positions only (as in StoreHistoryPropertyReproductions).
        try apply(store, "view a\nview b\nview c")
        try apply(store, "view b intrinsic 10x10")
        try apply(store, "remove view a")
        try apply(store, "view a")
        #expect(try store.restore(to: 2, message: "", author: "t").revision == 5)
        #expect(try versions(store, "view", where: "name = 'b'") == 3)
        // b was added in 1 and changed in 2; nothing else of b's changed.
        #expect(try store.log(document: "doc", touching: .view("b")).map(\.number) == [2, 1])
        #expect(try store.log(document: "doc", touching: .view("b"), limit: 1).map(\.number) == [2])
        #expect(try store.log(document: "doc", touching: .view("c")).map(\.number) == [1])
        // a: added in 1, removed in 3, added again in 4.
        #expect(try store.log(document: "doc", touching: .view("a")).map(\.number) == [4, 3, 1])
    }

    @Test func aConstantChangedAndChangedBackIsNoChangeAcrossBoth() throws {
        let store = try LayoutStore.inMemory()
        try apply(store, "view a\nmake a { width == 10; height == 20 }")
        try apply(store, "update a { width == 12 }")
        try apply(store, "update a { width == 10 }")
        #expect(try versions(store, "layout_constraint", where: "item = 'a' AND attribute = 'width'") == 3)
        // 1 → 3: the width's row differs but says the same: nothing changed.
        let across = try store.diff(document: "doc", from: 1, to: 3)
        #expect(across.changes.isEmpty && across.frames.isEmpty)
        // 1 → 2: one modification, 10 → 12, and a's frame 2 wider on the default canvas.
        let one = try store.diff(document: "doc", from: 1, to: 2)
        #expect(one.changes.modifiedConstraints.map { "\(OneLine.format($0.old)) → \(OneLine.format($0.new))" }
                    == ["a.width == 10 → a.width == 12"])
        #expect(one.changes.addedConstraints.isEmpty && one.changes.removedConstraints.isEmpty)
        #expect(one.frames.map(\.delta.dw) == [2])
    }

    @Test func aDiffAcrossAViewMovedInTheHierarchyListsTheConstraintsWhoseSpaceChanged() throws {
        let store = try LayoutStore.inMemory()
        // a in p: a.width (evaluated in p, a's parent) and a.left == p.left + 4 (in p, the
        // closest common ancestor of a and p). b in p: b.width (in p).
        try apply(store, """
            view p
            view q
            view a in p
            view b in p
            make a { width == 10; height == 10; left == p.left + 4 }
            make b { width == 5; height == 5 }
            """)
        // 2 moves a into q: a's three constraints are now evaluated in q, q and the root;
        // b's are not touched.
        try apply(store, "view a in q")
        let diff = try store.diff(document: "doc", from: 1, to: 2)
        #expect(diff.changes.modifiedViews.map(\.new.name) == ["a"])
        let a = try store.state(document: "doc", at: 1).constraints.filter { $0.constraint.item == "a" }.map(\.id)
        #expect(a.count == 3)
        #expect(diff.changes.modifiedConstraints.map(\.id) == a)
        #expect(diff.changes.modifiedConstraints.allSatisfy { OneLine.format($0.old) == OneLine.format($0.new) })
    }

    @Test func blameOfAViewListsAConstraintNamingItTwiceOnce() throws {
        let store = try LayoutStore.inMemory()
        try apply(store, "view a\nview b\nmake a { width == a.height; height == 10 }\nmake b { width == a.width; height == 4 }")
        try apply(store, "update b { height == 6 }")
        // Naming a: a.width == a.height (a twice), a.height, b.width == a.width (a second);
        // none changed since 1. b.height, not naming a, was changed in 2.
        let head = try store.blame(document: "doc", view: "a")
        #expect(head.map(\.line) == ["a.width == a.height", "a.height == 10", "b.width == a.width"])
        #expect(head.allSatisfy { $0.revision == 1 })
        #expect(try store.blame(document: "doc", at: 1, view: "a") == head)
        #expect(try store.blame(document: "doc", view: "b").map(\.revision) == [1, 2])
        #expect(try store.blame(document: "doc", at: 1, view: "b").map(\.revision) == [1, 1])
    }

    @Test func aViewExistsAtTheRevisionsWhereItIsDeclared() throws {
        let store = try LayoutStore.inMemory()
        try apply(store, "view a")
        try apply(store, "view b")
        try apply(store, "remove view a")
        #expect(try store.hasView("a", document: "doc", at: 1))
        #expect(try store.hasView("a", document: "doc", at: 2))
        #expect(try !store.hasView("a", document: "doc", at: 3))
        #expect(try !store.hasView("a", document: "doc"))
        #expect(try !store.hasView("b", document: "doc", at: 1))
        #expect(try store.hasView("b", document: "doc"))
        #expect(try store.hasView(View.rootName, document: "doc", at: 1))
        #expect(throws: StoreError.self) { try store.hasView("a", document: "other") }
    }
}

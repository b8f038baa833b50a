import Testing
@testable import LayoutModel
@testable import LayoutStore

/// History, log filters, blame, diff and show on login → v2 → v3.
@Suite struct StoreHistoryTests {
    func history() throws -> LayoutStore {
        let store = try LayoutStore.inMemory()
        for name in ["login.layout", "login-v2.layout", "login-v3.layout"] {
            _ = try store.apply(StoreFixture.request([StoreFixture.example(name)], name))
        }
        return store
    }

    @Test func theHistoryOfAKeyShowsItsConstantChanging() throws {
        let store = try history()
        // buttonHeight: made in 1 (44 @750), remade with 50 in 2 (similar: a modification).
        let entries = try store.history(of: .key("buttonHeight"), document: "login")
        #expect(entries.map(\.revision) == [1, 2])
        #expect(entries.map(\.change) == [.added, .modified])
        #expect(entries[1].old == "button.height == 44 @750 key buttonHeight")
        #expect(entries[1].new == "button.height == 50 @750 key buttonHeight")
        #expect(entries[1].author == "tester" && entries[1].kind == .apply)
    }

    @Test func theHistoryOfAViewIncludesItsRemovalAndItsConstraints() throws {
        let store = try history()
        let entries = try store.history(of: .view("subtitle"), document: "login")
        // Added with its constraints in 1; removed with them in 3.
        #expect(Set(entries.map(\.revision)) == [1, 3])
        #expect(entries.contains { $0.subject == "view subtitle" && $0.change == .added && $0.revision == 1 })
        #expect(entries.contains { $0.subject == "view subtitle" && $0.change == .removed && $0.revision == 3 })
        #expect(entries.filter { $0.revision == 3 }.allSatisfy { $0.change == .removed })
        #expect(try store.log(document: "login", touching: .view("subtitle")).map(\.number) == [3, 1])
        #expect(try store.log(document: "login", touching: .view("forgot")).map(\.number) == [3])
        #expect(try store.log(document: "login", touching: .view("button"), limit: 1).map(\.number) == [3])
    }

    @Test func blameNamesTheRevisionThatLastChangedEachConstraint() throws {
        let store = try history()
        let lines = try store.blame(document: "login", view: "button")
        // v2 remade the button's four constraints with new constants: all blamed on 2,
        // except those v3 added that name the button (forgot's): 3.
        for line in lines where line.line.hasPrefix("button.") { #expect(line.revision == 2, "\(line.line)") }
        for line in lines where line.line.hasPrefix("forgot.") { #expect(line.revision == 3, "\(line.line)") }
        let old = try store.blame(document: "login", at: 1, view: "button")
        #expect(old.allSatisfy { $0.revision == 1 })
    }

    @Test func showListsAChangedConstantAsAModificationAndTheFramesItMoved() throws {
        let store = try history()
        let (meta, diff) = try store.show(2)
        #expect(meta.message == "login-v2.layout")
        #expect(diff.changes.addedConstraints.isEmpty && diff.changes.removedConstraints.isEmpty)
        #expect(diff.changes.modifiedConstraints.map { OneLine.format($0.new) }.contains("header.height == 96"))
        // On the phone the header grows 80 → 96: dh = 16.
        let header = try #require(diff.frames.first { $0.canvas == "phone" && $0.view == "header" })
        #expect(header.delta.dh == 16)
        // The diff of 1 and 3 holds v2's and v3's changes together.
        let far = try store.diff(document: "login", from: 1, to: 3)
        #expect(far.changes.removedViews.map(\.name) == ["subtitle"])
        #expect(far.changes.addedViews.map(\.name) == ["forgot"])
        #expect(far.frames.contains { $0.view == "subtitle" && $0.new == nil })
    }
}

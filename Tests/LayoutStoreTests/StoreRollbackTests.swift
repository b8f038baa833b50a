import Testing
@testable import LayoutModel
@testable import LayoutStore

/// Rollback and restore on the examples' history: login → v2 → v3.
@Suite struct StoreRollbackTests {
    func lines(_ layout: Layout) -> [String] { layout.constraints.map { OneLine.format($0.constraint) } }

    func history() throws -> LayoutStore {
        let store = try LayoutStore.inMemory()
        for name in ["login.layout", "login-v2.layout", "login-v3.layout"] {
            _ = try store.apply(StoreFixture.request([StoreFixture.example(name)], name))
        }
        return store
    }

    @Test func rollingBackTheSecondRevisionKeepsTheThirdsChanges() throws {
        let store = try history()
        let result = try store.rollback(2, message: "", author: "t")
        #expect(result.revision == 4)
        let state = try store.state(document: "login")
        let v1 = try store.state(document: "login", at: 1)
        // v2 changed the header's height (80 → 96) and remade the button; both are back.
        for line in lines(v1) where line.hasPrefix("header.height") || line.hasPrefix("button.") {
            #expect(lines(state).contains(line), "\(line)")
        }
        // v3's forgot link stays, and its removal of the subtitle stays.
        #expect(state.hasView("forgot"))
        #expect(!state.hasView("subtitle"))
        #expect(try store.revision(4)?.kind == .rollback)
        #expect(try store.revision(4)?.target == 2)
        #expect(try store.frames(document: "login").canvases[0].frame(of: "header")?.height == 80)
    }

    @Test func aRollbackOverLaterChangesIsRefusedAndNamesThem() throws {
        let store = try history()
        // v1 made the header's height constraint; v2 modified it; v3 removed the subtitle v1 added.
        do {
            _ = try store.rollback(1, message: "", author: "t")
            Issue.record("rollback 1 must be refused")
        } catch {
            guard case .rollbackConflicts(let revision, let conflicts) = error else { Issue.record("\(error)"); return }
            #expect(revision == 1)
            #expect(conflicts.contains { $0.what == .view("subtitle") && $0.revision == 3 })
            #expect(conflicts.contains { conflict in
                guard case .constraint(_, let line) = conflict.what else { return false }
                return line == "header.height == 80" && conflict.revision == 2
            })
        }
        #expect(try store.log(document: "login").count == 3)
        // --force takes revision 1's before-state (nothing) for everything it made.
        let forced = try store.rollback(1, force: true, message: "", author: "t")
        #expect(forced.revision == 4)
        // Revision 1 made every canvas, view and constraint of v1 (v2 only changed
        // constants, keeping identities): all go, and with the button the
        // constraints of v3's forgot link that name it. forgot itself stays.
        let state = try store.state(document: "login")
        #expect(state.views.map(\.name) == ["forgot"])
        #expect(state.constraints.isEmpty)
        #expect(state.canvases.isEmpty)
    }

    @Test func aRollbackCanItselfBeRolledBack() throws {
        let store = try history()
        let before = try store.state(document: "login")
        _ = try store.rollback(2, message: "", author: "t")
        _ = try store.rollback(4, message: "", author: "t")
        let after = try store.state(document: "login")
        #expect(lines(after) == lines(before))
        #expect(after.constraints.map(\.id) == before.constraints.map(\.id))
        #expect(after.views == before.views)
    }

    @Test func restoreGivesExactlyAnOldState() throws {
        let store = try history()
        let result = try store.restore(to: 1, message: "", author: "t")
        #expect(result.revision == 4)
        let restored = try store.state(document: "login")
        let v1 = try store.state(document: "login", at: 1)
        #expect(lines(restored) == lines(v1))
        #expect(restored.constraints.map(\.id) == v1.constraints.map(\.id))
        #expect(restored.views == v1.views && restored.canvases == v1.canvases)
        // Identities are never reused: the next new constraint gets a fresh one.
        #expect(restored.nextConstraintID >= (try store.state(document: "login", at: 3)).nextConstraintID)
        // Restoring the head again changes nothing and writes nothing.
        #expect(try store.restore(to: 4, message: "", author: "t").revision == nil)
    }
}

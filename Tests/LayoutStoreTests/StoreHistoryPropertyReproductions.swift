import Foundation
import Testing
@testable import LayoutModel
@testable import LayoutStore

/// Small reproductions of what the random histories found, each shrunk by
/// hand from a failing seed to the fewest revisions that still fail.
@Suite struct StoreHistoryPropertyReproductions {
    func apply(_ store: LayoutStore, _ text: String) throws -> Int? {
        try store.apply(ApplyRequest(files: [("doc.layout", "layout doc\n" + text)], message: "", author: "t")).revision
    }

    /// Rolls back `revision`: either refused naming `view` changed in `since`,
    /// or what it stores has no reference to a missing view and no cycle.
    func expectRefusedOrValid(_ store: LayoutStore, rollingBack revision: Int, view: String, since: Int) throws {
        do {
            let result = try store.rollback(revision, message: "", author: "t")
            let state = try store.state(document: "doc")
            #expect(structuralProblems(state).isEmpty,
                    "rollback \(revision) → \(result.revision.map(String.init) ?? "nothing"): \(structuralProblems(state))")
        } catch {
            guard case .rollbackConflicts(_, let conflicts) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(conflicts.contains { conflict in
                (conflict.what == .view(view) || RandomHistory.neededView(in: conflict.what) == view) && conflict.revision == since
            }, "\(conflicts)")
        }
    }

    @Test
    func aRolledBackRemovalOfAConstraintDoesNotBringBackAReferenceToAViewRemovedSince() throws {
        let store = try LayoutStore.inMemory()
        // 1 makes a.height == b.height (identity 2); 2 removes it; 3 removes view b
        // (constraint 2 is already gone, so 3 changes only view b: no conflict by identity).
        _ = try apply(store, "view a\nview b\nmake a { width == 10; height == b.height }\nmake b { width == 10; height == 10 }")
        _ = try apply(store, "remake a { width == 10 }")
        _ = try apply(store, "remove view b")
        // (Found by seed 89; before commit 33896a1 it was accepted and stored a.height == b.height without b.)
        try expectRefusedOrValid(store, rollingBack: 2, view: "b", since: 3)
    }

    @Test
    func aRolledBackRemovalOfAViewDoesNotBringItBackUnderAParentRemovedSince() throws {
        let store = try LayoutStore.inMemory()
        // 1 makes p and c in p; 2 removes c; 3 removes p.
        _ = try apply(store, "view p\nview c in p\nview d\nmake p { width == 10; height == 10 }")
        _ = try apply(store, "remove view c")
        _ = try apply(store, "remove view p")
        // (Before commit 33896a1 it was accepted and stored view c in p without p.)
        try expectRefusedOrValid(store, rollingBack: 2, view: "p", since: 3)
    }

    @Test
    func aRolledBackMoveDoesNotMakeACycle() throws {
        let store = try LayoutStore.inMemory()
        // 1: x in p; 2 moves x to the root; 3 moves p into x (valid then).
        _ = try apply(store, "view p\nview x in p")
        _ = try apply(store, "view x in root")
        _ = try apply(store, "view p in x")
        // Rolling back 2 puts x back in p, which is in x. (Before commit 66313d1: accepted, a cycle stored.)
        try expectRefusedOrValid(store, rollingBack: 2, view: "p", since: 3)
    }

    @Test
    func restoreGivesBackTheOrderOfTheViews() throws {
        let store = try LayoutStore.inMemory()
        // 1 declares a, b, c; 2 removes a; 3 declares a again: b, c, a.
        _ = try apply(store, "view a\nview b\nview c")
        _ = try apply(store, "remove view a")
        _ = try apply(store, "view a")
        _ = try store.restore(to: 1, message: "", author: "t")
        // By hand: revision 1's export lists a, b, c; so must the head's after restoring 1.
        // (Before commit 66313d1 the restore found no change by identity and wrote nothing: b, c, a stayed.)
        #expect(try store.state(document: "doc").views.map(\.name) == ["a", "b", "c"])
        #expect(LayoutExporter.text(try store.state(document: "doc")) == LayoutExporter.text(try store.state(document: "doc", at: 1)))
    }

    @Test
    func aRollbackPutsRemovedViewsBackInTheirOrder() throws {
        let store = try LayoutStore.inMemory()
        // 1 declares p, x in p, y; 2 removes x and y; rolling 2 back brings both back.
        _ = try apply(store, "view p\nview x in p\nview y")
        _ = try apply(store, "remove view x\nremove view y")
        _ = try store.rollback(2, message: "", author: "t")
        // By hand: the state before 2 declares p, x, y. (Before commit 66313d1: p, y, x, because x's
        // parent p was not among the views brought back, so parentsFirst put x last.)
        #expect(try store.state(document: "doc").views.map(\.name) == ["p", "x", "y"])
    }

    @Test
    func aRollbackPutsARemovedCanvasBackInItsOrder() throws {
        let store = try LayoutStore.inMemory()
        // 1 declares canvases c0, c1; 2 removes c0; rolling 2 back brings it back.
        _ = try apply(store, "canvas c0 375x812\ncanvas c1 320x480\nview a\nmake a { width == 10; height == 10 }")
        _ = try apply(store, "remove canvas c0")
        _ = try store.rollback(2, message: "", author: "t")
        // By hand: the state before 2 declares c0, c1. (Before commit d2377bd: c1, c0; Layout.undoing appended it.)
        #expect(try store.state(document: "doc").canvases.map(\.name) == ["c0", "c1"])
        #expect(LayoutExporter.text(try store.state(document: "doc")) == LayoutExporter.text(try store.state(document: "doc", at: 1)))
    }

    @Test
    func aViewMovedOnlyInDeclarationOrderIsNoConflict() throws {
        let store = try LayoutStore.inMemory()
        // 1 declares a, b, c; 2 gives b an intrinsic size; 3 removes a; 4 declares a again (b, c, a).
        _ = try apply(store, "view a\nview b\nview c")
        _ = try apply(store, "view b intrinsic 10x10")
        _ = try apply(store, "remove view a")
        _ = try apply(store, "view a")
        // 5 restores 2: the same views with the same properties, only the order a, b, c changes back.
        // (The store rewrites b's and c's rows with new positions.)
        #expect(try store.restore(to: 2, message: "", author: "t").revision == 5)
        #expect(try store.state(document: "doc").views == (try store.state(document: "doc", at: 2)).views)
        // By hand: only 2 changed b's properties; 3, 4 and 5 left them as they were, so
        // rolling back 2 has no conflict and takes b's intrinsic size away.
        // (Before commit d2377bd: refused, "view b (changed in revision 5)".)
        let result = try store.rollback(2, message: "", author: "t")
        #expect(result.revision == 6)
        #expect(try store.state(document: "doc").view(named: "b")?.properties.intrinsicWidth == nil)
    }
}

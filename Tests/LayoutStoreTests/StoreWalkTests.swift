import Testing
@testable import LayoutModel
@testable import LayoutStore

/// `walk`: each revision of a range with its changes and frames, read once each.
@Suite struct StoreWalkTests {
    /// login (1) → v2 (2) → v3 (3) → a rollback of 3 (4), and a second document between.
    func history() throws -> LayoutStore {
        let store = try LayoutStore.inMemory()
        for name in ["login.layout", "login-v2.layout"] {
            _ = try store.apply(StoreFixture.request([StoreFixture.example(name)], name))
        }
        _ = try store.apply(StoreFixture.request([StoreFixture.example("settings.layout")], "settings"))
        _ = try store.apply(StoreFixture.request([StoreFixture.example("login-v3.layout")], "v3"))
        _ = try store.rollback(4, message: "undo v3", author: "tester")
        return store
    }

    func steps(_ store: LayoutStore, after: Int? = nil, upTo: Int? = nil) throws -> [RevisionStep] {
        var steps: [RevisionStep] = []
        try store.walk(document: "login", after: after, upTo: upTo) { steps.append($0) }
        return steps
    }

    @Test func eachRevisionOfTheDocumentComesWithItsChangesAndFrames() throws {
        let store = try history()
        let steps = try steps(store)
        // The document's revisions only (3 is settings'), oldest first.
        #expect(steps.map(\.revision.number) == [1, 2, 4, 5])
        #expect(steps.map { $0.parentFrames?.revision.number } == [nil, 1, 2, 4])
        // 4 (login-v3.layout): forgot added, subtitle removed with its two constraints, forgot's two added.
        let v3 = steps[2].changes
        #expect(v3.addedViews.map(\.name) == ["forgot"])
        #expect(v3.removedViews.map(\.name) == ["subtitle"])
        #expect(v3.addedConstraints.count == 2 && v3.removedConstraints.count == 2)
        // 5 undoes 4: the reverse.
        #expect(steps[3].changes.addedViews.map(\.name) == ["subtitle"])
        #expect(steps[3].changes.removedViews.map(\.name) == ["forgot"])
        // 1 against nothing: every canvas, view and constraint added (login.layout: 3, 8, 30).
        #expect(steps[0].changes.addedCanvases.count == 3 && steps[0].changes.addedViews.count == 8)
        #expect(steps[0].changes.addedConstraints.count == 30)
    }

    @Test func itAgreesWithDiffAndFramesRevisionByRevision() throws {
        let store = try history()
        for step in try steps(store) {
            let diff = try store.diff(document: "login", from: step.revision.parent, to: step.revision.number)
            #expect(step.changes.summary == diff.changes.summary)
            #expect(ChangeLines.of(step.changes) == ChangeLines.of(diff.changes))
            let frames = try store.frames(document: "login", at: step.revision.number, includeConstraints: false)
            #expect(step.frames.canvases.map { $0.frames.map(\.view) } == frames.canvases.map { $0.frames.map(\.view) })
            #expect(step.frames.canvases.map { $0.frames.map(\.frame) } == frames.canvases.map { $0.frames.map(\.frame) })
            #expect(step.frames.layout.views == frames.layout.views)
        }
    }

    @Test func aViewMovedInTheHierarchyIsComparedWholeAsDiffDoes() throws {
        let store = try LayoutStore.inMemory()
        let first = """
            layout box
            canvas c 200x200
            view a
            view b
            make a { top.left.equalTo(superview).offset(10); size.equalTo(size(100, 100)) }
            make b { top.left.equalTo(superview).offset(20); size.equalTo(size(10, 10)) }
            """
        _ = try store.apply(StoreFixture.request([("box.layout", first)], "one"))
        // b moves under a: its constraints now read in a's space (same rows, other meaning).
        _ = try store.apply(StoreFixture.request([("box.layout", "layout box\nview b in a\n")], "two"))
        var steps: [RevisionStep] = []
        try store.walk(document: "box") { steps.append($0) }
        #expect(steps.count == 2)
        #expect(steps[1].changes.modifiedViews.map { $0.new.parent } == ["a"])
        let diff = try store.diff(document: "box", from: 1, to: 2)
        #expect(ChangeLines.of(steps[1].changes) == ChangeLines.of(diff.changes))
        // `superview` was the root when b's constraints were written (stored as root): b stays at
        // (20, 20) in the root's space, which is (20 − 10, 20 − 10) = (10, 10) in a's, its new parent's.
        #expect(steps[1].frames.canvases[0].frame(of: "b") == Frame(x: 10, y: 10, width: 10, height: 10))
    }

    @Test func eachStepHasTheContentSizesThatChangedFromItsParent() throws {
        // StoreScrollViewTests' history: content 375 × 1000 and 320 × 1000 (1), 1200 high (2).
        let store = try LayoutStore.inMemory()
        _ = try store.apply(StoreFixture.request([("t.layout", StoreScrollViewTests.first)], "first"))
        _ = try store.apply(StoreFixture.request([("g.layout", "layout t\nview c intrinsic height 1200\n")], "taller"))
        var steps: [RevisionStep] = []
        try store.walk(document: "t") { steps.append($0) }
        #expect(steps.count == 2)
        // 1 against nothing: both appeared.
        #expect(steps[0].contentSizes == [
            ContentSizeChange(canvas: "phone", view: "s", old: nil, new: ContentSize(width: 375, height: 1000)),
            ContentSizeChange(canvas: "small", view: "s", old: nil, new: ContentSize(width: 320, height: 1000)),
        ])
        #expect(steps[1].contentSizes == [
            ContentSizeChange(canvas: "phone", view: "s", old: ContentSize(width: 375, height: 1000),
                              new: ContentSize(width: 375, height: 1200)),
            ContentSizeChange(canvas: "small", view: "s", old: ContentSize(width: 320, height: 1000),
                              new: ContentSize(width: 320, height: 1200)),
        ])
    }

    @Test func aRangeIsAfterItsStartUpToItsEnd() throws {
        let store = try history()
        #expect(try steps(store, after: 1, upTo: 4).map(\.revision.number) == [2, 4])
        #expect(try steps(store, after: 2).map(\.revision.number) == [4, 5])
        #expect(try steps(store, after: 5).isEmpty)
        #expect(throws: StoreError.self) { try store.walk(document: "nope") { _ in } }
    }
}

/// Changes as comparable text: kind and one-line form, in order.
enum ChangeLines {
    static func of(_ changes: LayoutChanges) -> [String] {
        changes.addedConstraints.map { "+\($0.id) " + OneLine.format($0.constraint) }
            + changes.removedConstraints.map { "-\($0.id) " + OneLine.format($0.constraint) }
            + changes.modifiedConstraints.map { "~\($0.id) " + OneLine.format($0.old) + " → " + OneLine.format($0.new) }
            + changes.addedViews.map { "+view " + $0.name } + changes.removedViews.map { "-view " + $0.name }
            + changes.modifiedViews.map { "~view " + $0.new.name }
    }
}

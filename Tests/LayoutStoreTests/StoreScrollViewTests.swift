import Foundation
import GRDB
import Testing
@testable import LayoutModel
@testable import LayoutStore

/// Scroll views in the store (docs/semantics.md, "Scroll views"; docs/schema.md,
/// migration 0009), on real SQLite databases: the content size of each scroll
/// view is kept per revision and canvas and compared by diff; `scroll` is a
/// view property, so making a view a scroll view (or a plain one again) is one
/// modified view in history, rollback and restore; export rebuilds the state;
/// a damaged or missing row reads as a damaged database; a database from
/// before the migration is upgraded.
@Suite struct StoreScrollViewTests {
    /// Revision 1: a scroll view filling the canvas, a content view pinned by
    /// its edges (on the content) and its width (on the frame), 1000 high by
    /// its intrinsic height: content 375 × 1000 on phone, 320 × 1000 on small.
    static let first = """
        layout t
        canvas phone 375x812
        canvas small 320x568
        view s scroll
        view c in s intrinsic height 1000
        make s { edges.equalTo(superview) }
        make c { edges.equalTo(superview); width.equalTo(superview) }

        """

    /// Revision 2 makes the content view 1200 high: content 375 × 1200 and 320 × 1200.
    func history() throws -> LayoutStore {
        let store = try LayoutStore.inMemory()
        _ = try store.apply(StoreFixture.request([("t.layout", Self.first)], "first"))
        _ = try store.apply(StoreFixture.request([("g.layout", "layout t\nview c intrinsic height 1200\n")], "taller"))
        return store
    }

    func sizes(_ store: LayoutStore, document: String = "t", at revision: Int? = nil) throws -> [String] {
        try store.frames(document: document, at: revision).canvases.flatMap { canvas in
            canvas.contentSizes.map { "\(canvas.canvas.name) \($0.view) \($0.size.width)x\($0.size.height)" }
        }
    }

    func rowCount(_ store: LayoutStore, _ sql: String) throws -> Int {
        try store.queue.read { db in try Int.fetchOne(db, sql: sql) } ?? -1
    }

    @Test func eachRevisionKeepsItsContentSizesAndDiffShowsThemChanging() throws {
        let store = try history()
        #expect(try sizes(store, at: 1) == ["phone s 375.0x1000.0", "small s 320.0x1000.0"])
        #expect(try sizes(store) == ["phone s 375.0x1200.0", "small s 320.0x1200.0"])
        let diff = try store.diff(document: "t", from: 1, to: 2)
        #expect(diff.contentSizes == [
            ContentSizeChange(canvas: "phone", view: "s", old: ContentSize(width: 375, height: 1000),
                              new: ContentSize(width: 375, height: 1200)),
            ContentSizeChange(canvas: "small", view: "s", old: ContentSize(width: 320, height: 1000),
                              new: ContentSize(width: 320, height: 1200)),
        ])
        // Two rows per revision (both canvases changed), the first two closed by revision 2.
        #expect(try rowCount(store, "SELECT count(*) FROM content_size") == 4)
        #expect(try rowCount(store, "SELECT count(*) FROM content_size WHERE valid_to = 2") == 2)
        // A revision that leaves the content size alone writes no row for it.
        _ = try store.apply(StoreFixture.request([("h.layout", "layout t\nview c hugging 251\n")], "hugging"))
        #expect(try rowCount(store, "SELECT count(*) FROM content_size") == 4)
        #expect(try store.diff(document: "t", from: 2, to: 3).contentSizes.isEmpty)
        #expect(try sizes(store, at: 3) == ["phone s 375.0x1200.0", "small s 320.0x1200.0"])
    }

    @Test func scrollIsAViewPropertyThatRollsBackAndRestores() throws {
        let store = try history()
        // Revision 3: the content view removed and s a plain view again.
        _ = try store.apply(StoreFixture.request([("p.layout", "layout t\nremove view c\nview s scroll none\n")], "plain"))
        #expect(try store.state(document: "t").view(named: "s")?.properties.isScroll == false)
        #expect(try sizes(store).isEmpty)
        #expect(try rowCount(store, "SELECT count(*) FROM content_size WHERE valid_to IS NULL") == 0)
        let diff = try store.diff(document: "t", from: 2, to: 3)
        #expect(diff.changes.modifiedViews.map { LayoutStore.describe($0.old) + " → " + LayoutStore.describe($0.new) }
                    == ["view s scroll → view s"])
        #expect(diff.contentSizes.map { "\($0.canvas) \($0.view) \($0.new == nil)" } == ["phone s true", "small s true"])
        let entries = try store.history(of: .view("s"), document: "t").filter { $0.subject == "view s" }
        #expect(entries.map(\.revision) == [1, 3])
        #expect(entries.last?.old == "view s scroll" && entries.last?.new == "view s")
        // Rolled back (4): a scroll view again, with its content view and content size.
        let rolled = try store.rollback(3, message: "scroll again", author: "tester")
        #expect(rolled.changes.modifiedViews.map(\.new.name) == ["s"])
        #expect(try store.state(document: "t").view(named: "s")?.properties.isScroll == true)
        #expect(try sizes(store) == ["phone s 375.0x1200.0", "small s 320.0x1200.0"])
        // Revision 3's state restored (5): plain again; then revision 1's (6): 1000 high.
        _ = try store.restore(to: 3, message: "plain again", author: "tester")
        #expect(try store.state(document: "t") == store.state(document: "t", at: 3))
        #expect(try sizes(store).isEmpty)
        _ = try store.restore(to: 1, message: "first again", author: "tester")
        #expect(try store.state(document: "t").view(named: "s")?.properties.isScroll == true)
        #expect(try sizes(store) == ["phone s 375.0x1000.0", "small s 320.0x1000.0"])
    }

    /// Revision 2 makes s a scroll view, revision 3 pins c to its content guide
    /// (constraints 5 and 6; 7 and 8 its size): rolling revision 2 back would
    /// leave them naming the guide of a plain view, so it is refused, naming
    /// them and revision 3, and nothing is written; with force they are dropped.
    @Test func rollingBackAScrollViewThatALaterConstraintsGuideNeedsIsAConflict() throws {
        let store = try LayoutStore.inMemory()
        _ = try store.apply(StoreFixture.request([("r.layout", """
            layout r
            view s
            view c in s
            make s { edges.equalTo(superview) }

            """)], "plain"))
        _ = try store.apply(StoreFixture.request([("s.layout", "layout r\nview s scroll\n")], "scroll"))
        _ = try store.apply(StoreFixture.request([("g.layout", """
            layout r
            make c { top.left.equalTo(s.contentGuide); size.equalTo(10) }

            """)], "guide"))
        do {
            _ = try store.rollback(2, message: "plain again", author: "tester")
            Issue.record("the rollback must be refused")
        } catch {
            guard case .rollbackConflicts(let revision, let conflicts) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(revision == 2)
            #expect(conflicts == [
                RollbackConflict(what: .constraintNamingGuideOfPlainView(id: 5, line: "c.top == s.contentGuide.top", view: "s"),
                                 revision: 3),
                RollbackConflict(what: .constraintNamingGuideOfPlainView(id: 6, line: "c.left == s.contentGuide.left", view: "s"),
                                 revision: 3),
            ])
        }
        #expect(try store.log(document: "r").count == 3)
        let forced = try store.rollback(2, force: true, message: "plain again", author: "tester")
        #expect(forced.changes.modifiedViews.map { LayoutStore.describe($0.new) } == ["view s"])
        #expect(forced.changes.removedConstraints.map { OneLine.format($0.constraint) }
                    == ["c.top == s.contentGuide.top", "c.left == s.contentGuide.left"])
        let state = try store.state(document: "r")
        #expect(state.constraints.map { OneLine.format($0.constraint) }.filter { $0.hasPrefix("c.") } == ["c.width == 10", "c.height == 10"])
        #expect(try sizes(store, document: "r").isEmpty)
    }

    @Test func anExportAppliedToAnEmptyDatabaseRebuildsTheScrollViewAndItsContentSize() throws {
        let store = try history()
        _ = try store.apply(StoreFixture.request([("g.layout", """
            layout t
            view marker
            make marker { top.equalTo(s.contentGuide.bottom); left.equalTo(s.frameGuide.right); size.equalTo(10) }

            """)], "guides"))
        let state = try store.state(document: "t")
        let text = LayoutExporter.text(state)
        #expect(text.contains("view s scroll\n"))
        #expect(text.contains("marker.top == s.contentGuide.bottom\n"))
        let copy = try LayoutStore.inMemory()
        _ = try copy.apply(StoreFixture.request([("export.layout", text)], "copy"))
        #expect(try copy.state(document: "t").views == state.views)
        #expect(try copy.state(document: "t").constraints.map { OneLine.format($0.constraint) }
                    == state.constraints.map { OneLine.format($0.constraint) })
        // blame and history of s include the constraints naming its guides (revision 3).
        let blame = try store.blame(document: "t", view: "s").filter { $0.line.contains("s.contentGuide") }
        #expect(blame.map { "\($0.revision) \($0.line)" } == ["3 marker.top == s.contentGuide.bottom"])
        let history = try store.history(of: .view("s"), document: "t").filter { $0.revision == 3 }
        #expect(history.count == 2, "\(history)")
        #expect(try sizes(copy) == sizes(store))
        // The marker: below the content (0 + 1200) and right of the frame (375, and 320 on small).
        let marker = try copy.frames(document: "t").canvases.map { $0.frame(of: "marker") }
        #expect(marker == [Frame(x: 375, y: 1200, width: 10, height: 10), Frame(x: 320, y: 1200, width: 10, height: 10)])
    }

    /// A scroll view's guide as the first item (`make s.contentGuide { … }`)
    /// is stored, sizes the content, is the view's in blame and history, and
    /// keeps the view a scroll view against a rollback.
    @Test func aGuidesOwnConstraintsAreTheScrollViewsInTheStore() throws {
        let store = try LayoutStore.inMemory()
        _ = try store.apply(StoreFixture.request([("t.layout", """
            layout t
            canvas phone 375x812
            view s
            make s { edges.equalTo(superview) }

            """)], "plain"))
        _ = try store.apply(StoreFixture.request([("s.layout", "layout t\nview s scroll\n")], "scroll"))
        _ = try store.apply(StoreFixture.request([("g.layout", """
            layout t
            make s.contentGuide { width.equalTo(s.frameGuide); height.equalTo(2000) }

            """)], "content"))
        // By hand: the content is as wide as the frame (the canvas, 375) and 2000 high.
        #expect(try sizes(store) == ["phone s 375.0x2000.0"])
        let blame = try store.blame(document: "t", view: "s").map { "\($0.revision) \($0.line)" }
        #expect(blame.contains("3 s.contentGuide.height == 2000"), "\(blame)")
        #expect(try store.history(of: .view("s"), document: "t").filter { $0.revision == 3 }.count == 2)
        do {
            _ = try store.rollback(2, message: "plain again", author: "tester")
            Issue.record("the rollback must be refused")
        } catch {
            guard case .rollbackConflicts(_, let conflicts) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(conflicts.map(\.what) == [
                .constraintNamingGuideOfPlainView(id: 5, line: "s.contentGuide.width == s.frameGuide.width", view: "s"),
                .constraintNamingGuideOfPlainView(id: 6, line: "s.contentGuide.height == 2000", view: "s"),
            ])
        }
    }

    /// A whole layout given from Swift is checked as a file is: the content
    /// guide of a plain view, and a stack that is a scroll view, are refused
    /// and nothing is written.
    @Test func aWholeLayoutNamingTheGuideOfAPlainViewIsRefused() throws {
        let store = try LayoutStore.open(path: StoreFixture.temporaryPath(), create: true)
        var both = ViewProperties()
        both.isScroll = true
        both.stack = StackProperties(axis: .vertical)
        let layout = Layout(
            name: "w", canvases: [Canvas(name: "phone", width: 375, height: 812)],
            views: [View(name: "s", parent: "root"), View(name: "c", parent: "s"),
                    View(name: "list", parent: "root", properties: both)],
            constraints: [(1, LayoutConstraint(item: "c", attribute: .top, relation: .equal, item2: "s.contentGuide",
                                               attribute2: .top))],
            nextConstraintID: 2)
        do {
            _ = try store.apply(layout)
            Issue.record("the layout must be refused")
        } catch {
            guard case .invalidLayout(let diagnostics) = error else { Issue.record("\(error)"); return }
            #expect(diagnostics.map(\.description) == [
                "error: view 'list' cannot be both a stack and a scroll view",
                "error: constraint 'c.top == s.contentGuide.top': 's' is not a scroll view and has no 'contentGuide': "
                    + "only a scroll view has one (make it one with 'view s scroll')",
            ])
        }
        #expect(try store.log(document: nil).isEmpty)
    }

    @Test func aContentSizeLeftFreeIsStoredAsAnAmbiguity() throws {
        let store = try LayoutStore.inMemory()
        _ = try store.apply(StoreFixture.request([("t.layout", """
            layout t
            canvas phone 375x812
            view s scroll
            view c in s
            make s { edges.equalTo(superview) }
            make c { top.left.right.equalTo(superview); width.equalTo(superview); height.equalTo(100) }

            """)], "free"))
        let canvas = try #require(try store.frames(document: "t").canvases.first)
        #expect(canvas.ambiguous == [AmbiguousView(view: "s", free: ["contentHeight"])])
        #expect(canvas.contentSize(of: "s")?.width == 375)
    }

    @Test func aMissingOrDamagedContentSizeReadsAsADamagedDatabase() throws {
        let store = try history()
        try store.queue.write { db in
            try db.execute(sql: "DELETE FROM content_size WHERE canvas = 'small' AND valid_from = 1")
        }
        do {
            _ = try store.frames(document: "t", at: 1)
            Issue.record("a scroll view without its content size must be refused")
        } catch {
            #expect(error.description.contains("'s' is a scroll view but revision 1 stores no content size for it on canvas 'small'"),
                    "\(error.description)")
        }
        try store.queue.write { db in
            try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
            try db.execute(sql: "UPDATE view SET scroll = 2 WHERE name = 's' AND valid_to IS NULL")
        }
        do {
            _ = try store.state(document: "t")
            Issue.record("a damaged scroll flag must be refused")
        } catch {
            #expect(error.description.contains("view 's' scroll flag is 2, not 0 or 1"), "\(error.description)")
        }
    }

    @Test func aDatabaseFromBeforeMigration0009IsUpgradedWithEveryViewPlain() throws {
        let path = StoreFixture.temporaryPath()
        do {
            let older = try StoreFixture.database(at: path, before: "0009_scroll_views")
            try older.queue.write { db in
                try db.execute(sql: """
                    INSERT INTO document(id, name) VALUES (1, 'old');
                    INSERT INTO revision(number, document_id, time, author, message, kind, digest, next_constraint_id)
                        VALUES (1, 1, '2023-11-14T22:13:20Z', 'ada', 'first', 'apply', '0', 1);
                    INSERT INTO view(document_id, name, position, parent, hugging_h, hugging_v, compression_h, compression_v,
                        margin_top, margin_left, margin_bottom, margin_right, valid_from)
                        VALUES (1, 'a', 1, 'root', 250, 250, 750, 750, 8, 8, 8, 8, 1);
                    """)
            }
            let columns = try older.queue.read { db in try db.columns(in: "view").map(\.name) }
            #expect(!columns.contains("scroll"))
            #expect(try older.queue.read { db in try db.tableExists("content_size") } == false)
        }
        let store = try LayoutStore.open(path: path)
        #expect(try store.state(document: "old").view(named: "a")?.properties.isScroll == false)
        let live = try store.queue.read { db in try Int.fetchAll(db, sql: "SELECT scroll FROM head_views") }
        #expect(live == [0])
        // It can become a scroll view: a new version of the view, and its content size stored.
        _ = try store.apply(StoreFixture.request([("s.layout", """
            layout old
            view a scroll
            view b in a
            make a { edges.equalTo(superview) }
            make b { edges.equalTo(superview); size.equalTo(size(500, 900)) }

            """)]))
        let versions = try store.queue.read { db in
            try Row.fetchAll(db, sql: "SELECT scroll, valid_from FROM view WHERE name = 'a' ORDER BY valid_from")
        }
        #expect(versions.map { "\($0[0] as Int) \($0[1] as Int)" } == ["0 1", "1 2"])
        #expect(try store.frames(document: "old").canvases.first?.contentSize(of: "a") == ContentSize(width: 500, height: 900))
    }
}

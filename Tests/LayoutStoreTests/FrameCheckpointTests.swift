import Foundation
import GRDB
import Testing
@testable import LayoutModel
@testable import LayoutStore

/// Checkpoints of a document's frames (migration 0004): when the store writes
/// them, what they list, and that the frames of every revision read from them
/// are those read by one look-up per identity.
@Suite struct FrameCheckpointTests {
    /// Two views placed on the root only (neither is the other's anchor), on one canvas.
    static let twoViews = """
        layout pair
        canvas phone 200x400
        view a
        view b
        make a {
          left.top.equalTo(superview).offset(8)
          width.equalTo(50)
          height.equalTo(20)
        }
        make b {
          right.bottom.equalTo(superview).offset(-8)
          width.height.equalTo(30)
        }
        """

    /// A revision changing a's width only: a's frame is the one frame it writes.
    static func widen(_ width: Int) -> String { "layout pair\nupdate a { width.equalTo(\(width)) }\n" }

    static func checkpoints(_ store: LayoutStore, document: String = "pair") throws -> [Int: [Int64]] {
        try store.queue.read { db in
            var result: [Int: [Int64]] = [:]
            for row in try Row.fetchAll(db, sql: """
                SELECT revision, frame FROM frame_checkpoint WHERE document_id = (SELECT id FROM document WHERE name = ?)
                ORDER BY revision, frame
                """, arguments: [document]) {
                result[row[0], default: []].append(row[1])
            }
            return result
        }
    }

    /// The rowids of the frame rows valid at `revision`, by the schema's definition.
    static func validRows(_ store: LayoutStore, at revision: Int, document: String = "pair") throws -> [Int64] {
        try store.queue.read { db in
            try Int64.fetchAll(db, sql: """
                SELECT rowid FROM frame NOT INDEXED WHERE document_id = (SELECT id FROM document WHERE name = ?2)
                AND valid_from <= ?1 AND (valid_to IS NULL OR valid_to > ?1) ORDER BY rowid
                """, arguments: [revision, document])
        }
    }

    /// The frame rows valid at `revision` as a plan's query returns them (or
    /// by the schema's definition), each as text, sorted.
    static func rows(_ store: LayoutStore, at revision: Int, _ plan: ValidRowsPlan?, byDefinition: Bool = false,
                     document: String = "pair") throws -> [String] {
        try store.queue.read { db in
            let doc = try #require(try LayoutStore.documentID(db, document))
            let state = try LayoutStore.state(db, document: document, at: revision, includeConstraints: false)
            let (sql, arguments) = byDefinition
                ? ("""
                    SELECT \(FrameRow.columns) FROM frame NOT INDEXED
                    WHERE document_id = ?1 AND valid_from <= ?2 AND (valid_to IS NULL OR valid_to > ?2)
                    """, [doc, revision])
                : try LayoutStore.framesValid(db, doc, at: revision, views: state.views.map(\.name),
                                              canvases: state.effectiveCanvases.map(\.name), plan: plan)
            return try Row.fetchAll(db, sql: sql, arguments: arguments).map { "\($0)" }.sorted()
        }
    }

    static func read(_ store: LayoutStore, _ revision: Int, _ plan: ValidRowsPlan?, document: String = "pair") throws
        -> [String] {
        try store.queue.read { db in
            try LayoutStore.frames(db, document: document, at: revision, includeConstraints: false, plan: plan).canvases
                .flatMap { canvas in canvas.frames.map { "\(canvas.canvas.name).\($0.view) \($0.frame)" } }
        }
    }

    @Test func aCheckpointIsWrittenWhenTheVersionsSinceTheLastOutnumberTwiceTheLiveFrames() throws {
        let store = try LayoutStore.inMemory()
        _ = try store.apply(StoreFixture.request([("p.layout", Self.twoViews)]))
        for width in 51...59 { _ = try store.apply(StoreFixture.request([("w.layout", Self.widen(width))])) }
        // By hand: 2 live frames, so a checkpoint when more than 4 versions were
        // begun since the last one. Revision 1 begins 2 (a, b); revisions 2, 3, …
        // one each (a). Versions since the start: 3 at 2, 4 at 3, 5 at 4 → a
        // checkpoint at 4; since 4: 1 at 5, …, 5 at 9 → the next at 9.
        let written = try Self.checkpoints(store)
        #expect(written.keys.sorted() == [4, 9])
        // Each lists exactly the rows valid at its revision (a's row of that revision, b's of revision 1).
        for (revision, rows) in written {
            #expect(rows == (try Self.validRows(store, at: revision)), "checkpoint \(revision)")
            #expect(rows.count == 2)
        }
    }

    @Test func twoDocumentsWrittenInTurnCountOnlyTheirOwnVersions() throws {
        let store = try LayoutStore.inMemory()
        let other = Self.twoViews.replacingOccurrences(of: "layout pair", with: "layout other")
        _ = try store.apply(StoreFixture.request([("p.layout", Self.twoViews)]))  // 1
        _ = try store.apply(StoreFixture.request([("o.layout", other)]))          // 2
        for width in 51...55 {                                                     // 3…12, in turn
            _ = try store.apply(StoreFixture.request([("w.layout", Self.widen(width))]))
            _ = try store.apply(StoreFixture.request([("w.layout", Self.widen(width).replacingOccurrences(
                of: "layout pair", with: "layout other"))]))
        }
        // By hand, each document alone: 2 versions at its first revision, one at each of its
        // later ones; the 5th (more than twice its 2 frames) at its 4th revision: pair's 7,
        // other's 8. (Counted by rowids, pair's 3rd revision would already span 5 rows.)
        #expect(try Self.checkpoints(store, document: "pair").keys.sorted() == [7])
        #expect(try Self.checkpoints(store, document: "other").keys.sorted() == [8])
        #expect(try Self.checkpoints(store, document: "pair")[7] == (try Self.validRows(store, at: 7, document: "pair")))
        #expect(try Self.checkpoints(store, document: "other")[8] == (try Self.validRows(store, at: 8, document: "other")))
        for (document, revisions) in [("pair", [1, 3, 5, 7, 9, 11]), ("other", [2, 4, 6, 8, 10, 12])] {
            for revision in revisions {
                let byDefinition = try Self.rows(store, at: revision, nil, byDefinition: true, document: document)
                #expect(byDefinition.count == 2)
                #expect(try Self.rows(store, at: revision, .range, document: document) == byDefinition, "\(document) \(revision)")
                #expect(try Self.read(store, revision, .range, document: document)
                        == Self.read(store, revision, .perIdentity, document: document), "\(document) \(revision)")
            }
        }
    }

    @Test func aCheckpointIsWrittenWhenMostOfTheFramesItListsAreGone() throws {
        let store = try LayoutStore.inMemory()
        let quad = FrameCheckpointRuleTests.quad
        _ = try store.apply(StoreFixture.request([("q.layout", quad)]))
        for width in 51...55 { _ = try store.apply(StoreFixture.request([("w.layout", "layout quad\nupdate a { width.equalTo(\(width)) }\n")])) }
        _ = try store.apply(StoreFixture.request([("r.layout", "layout quad\nremove view b\nremove view c\nremove view d\n")]))
        // By hand: 4 live frames; 4 versions at 1, one at each of 2…6: 9 > 8 at 6, a checkpoint
        // of 4. Revision 7 removes three views: no version begun, 1 live frame, fewer than half
        // of the checkpoint's 4: a checkpoint of 1.
        let written = try Self.checkpoints(store, document: "quad")
        #expect(written.keys.sorted() == [6, 7])
        #expect(written[6]?.count == 4 && written[7]?.count == 1)
        #expect(written[7] == (try Self.validRows(store, at: 7, document: "quad")))
    }

    @Test func aDatabaseFromBeforeCheckpointsGetsOneAtItsNextRevision() throws {
        let path = StoreFixture.temporaryPath()
        do {
            let store = try LayoutStore.open(path: path, create: true)
            _ = try store.apply(StoreFixture.request([("p.layout", Self.twoViews)]))
            for width in 51...59 { _ = try store.apply(StoreFixture.request([("w.layout", Self.widen(width))])) }
            // Back to the schema before migration 0004: no checkpoint table, the migration not recorded.
            try store.queue.write { db in
                try db.execute(sql: "DROP TABLE frame_checkpoint")
                try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = '0004_frame_checkpoints'")
            }
        }
        let store = try LayoutStore.open(path: path)
        #expect(try Self.checkpoints(store).isEmpty)
        // Without checkpoints, every revision reads as by identity (the range from the first revision).
        for revision in 1...10 {
            #expect(try Self.rows(store, at: revision, .range) == Self.rows(store, at: revision, nil, byDefinition: true))
            #expect(try Self.read(store, revision, nil) == Self.read(store, revision, .perIdentity), "revision \(revision)")
        }
        // Revision 11 begins the 12th frame version since the first revision: more than twice the 2 frames.
        _ = try store.apply(StoreFixture.request([("w.layout", Self.widen(60))]))
        let written = try Self.checkpoints(store)
        #expect(written.keys.sorted() == [11])
        #expect(written[11] == (try Self.validRows(store, at: 11)))
    }

    @Test func theFramesOfEveryRevisionReadFromACheckpointAreThoseReadByIdentity() throws {
        let store = try LayoutStore.inMemory()
        _ = try store.apply(StoreFixture.request([("p.layout", Self.twoViews)]))
        for width in 51...59 { _ = try store.apply(StoreFixture.request([("w.layout", Self.widen(width))])) }
        // Revisions 1…10, checkpoints at 4 and 9; then a canvas added (11), b removed (12:
        // its phone row, one the checkpoint lists, ends), a view added (13), the canvas removed (14).
        let steps = [
            "layout pair\ncanvas tall 200x900\n",
            "layout pair\nremove view b\n",
            "layout pair\nview c\nmake c { left.top.equalTo(superview); width.height.equalTo(10) }\n",
            "layout pair\nremove canvas tall\n",
            Self.widen(70),
        ]
        for text in steps { _ = try store.apply(StoreFixture.request([("s.layout", text)])) }
        let head = 10 + steps.count
        // By hand: after 9, one version at 10, two at 11 (a and b on tall), none at 12, two at 13
        // (c on phone and tall): 5 versions against 4 live frames at 13 (not more than 8); at 14
        // (tall removed) 2 live frames and still 5 versions since 9: more than 4, a checkpoint.
        #expect(try Self.checkpoints(store).keys.sorted() == [4, 9, 14])
        #expect(try Self.checkpoints(store)[14] == (try Self.validRows(store, at: 14)))
        for revision in 1...head {
            // The rows each plan's query returns are exactly those valid at the revision.
            #expect(try Self.rows(store, at: revision, .range) == Self.rows(store, at: revision, nil, byDefinition: true),
                    "rows at \(revision)")
            #expect(try Self.rows(store, at: revision, .perIdentity) == Self.rows(store, at: revision, nil, byDefinition: true),
                    "rows at \(revision)")
            let byIdentity = try Self.read(store, revision, .perIdentity)
            #expect(!byIdentity.isEmpty)
            #expect(try Self.read(store, revision, .range) == byIdentity, "revision \(revision)")
            #expect(try Self.read(store, revision, nil) == byIdentity, "revision \(revision)")
            // The head read from the live rows gives the same.
            if revision == head { #expect(try store.frames(document: "pair").canvases.flatMap { c in
                c.frames.map { "\(c.canvas.name).\($0.view) \($0.frame)" } } == byIdentity) }
        }
        // By hand: tall from 11 to 13, b gone from 12 on, c there from 13.
        #expect(try Self.read(store, 11, .range).contains { $0.hasPrefix("tall.b ") })
        #expect(try Self.read(store, 11, .range).contains { $0.hasPrefix("phone.b ") })
        #expect(try !Self.read(store, 12, .range).contains { $0.hasPrefix("phone.b ") })
        #expect(try Self.read(store, 13, .range).contains { $0.hasPrefix("phone.c ") })
        #expect(try !Self.read(store, 14, .range).contains { $0.hasPrefix("tall.") })
        // The range starts at the latest checkpoint from revision 4 on; before it, at the first revision.
        let queries = try store.queue.read { db in
            let doc = try #require(try LayoutStore.documentID(db, "pair"))
            return try [3, 4, 12].map { revision in
                try LayoutStore.framesValid(db, doc, at: revision, views: ["a"], canvases: ["phone"], plan: .range).sql
            }
        }
        #expect(queries.map { $0.contains("frame_checkpoint") } == [false, true, true])
    }
}

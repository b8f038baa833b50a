import Foundation
import GRDB
import Testing
@testable import LayoutModel
@testable import LayoutStore

/// The rule that decides when a frame checkpoint is written
/// (`RevisionWriter.checkpointFrames`), at each of its boundaries: more than
/// `framesPerCheckpoint` (2) versions per live frame begun since the latest
/// checkpoint, or fewer than half the latest checkpoint's frames still live.
@Suite struct FrameCheckpointRuleTests {
    typealias F = FrameCheckpointTests

    /// Three views on the root only, on one canvas: three live frames.
    static let trio = """
        layout trio
        canvas phone 300x400
        view a
        view b
        view c
        make a { left.top.equalTo(superview).offset(8); width.equalTo(50); height.equalTo(20) }
        make b { left.top.equalTo(superview).offset(100); width.height.equalTo(10) }
        make c { left.top.equalTo(superview).offset(200); width.height.equalTo(10) }
        """

    /// Four views on the root only, on one canvas.
    static let quad = """
        layout quad
        canvas phone 200x400
        view a
        view b
        view c
        view d
        make a { left.top.equalTo(superview).offset(8); width.equalTo(50); height.equalTo(20) }
        make b { left.top.equalTo(superview).offset(100); width.height.equalTo(10) }
        make c { left.top.equalTo(superview).offset(200); width.height.equalTo(10) }
        make d { left.top.equalTo(superview).offset(300); width.height.equalTo(10) }
        """

    static func apply(_ store: LayoutStore, _ text: String) throws {
        _ = try store.apply(StoreFixture.request([("s.layout", text)]))
    }

    @Test func theLimitScalesWithTheLiveFramesAndIsExceededNotMerelyReached() throws {
        // By hand: 3 live frames, limit 2 × 3 = 6. Revision 1 begins 3 versions, each later
        // revision one (a's frame). Since the start: 3 + (k − 1) at revision k, which first
        // passes 6 at k = 5 (7 versions; at k = 4 it is exactly 6: no checkpoint). Since 5:
        // k − 5 versions at revision k, first above 6 at k = 12.
        let store = try LayoutStore.inMemory()
        try Self.apply(store, Self.trio)
        for width in 51...62 { try Self.apply(store, "layout trio\nupdate a { width.equalTo(\(width)) }\n") }  // 2…13
        let written = try F.checkpoints(store, document: "trio")
        #expect(written.keys.sorted() == [5, 12])
        for (revision, rows) in written {
            #expect(rows.count == 3)
            #expect(rows == (try F.validRows(store, at: revision, document: "trio")), "checkpoint \(revision)")
        }
    }

    @Test func aSecondCanvasDoublesTheLiveFramesAndTheVersionsPerRevision() throws {
        // By hand: a and b on two canvases: 4 live frames, limit 8. Revision 1 begins 4,
        // each change of a's width 2 (a on each canvas): 4 + 2(k − 1) at revision k, above
        // 8 first at k = 4 (10). Since 4: 2(k − 4), above 8 first at k = 9 (10; at 8 it is 8).
        let store = try LayoutStore.inMemory()
        try Self.apply(store, FrameCheckpointTests.twoViews.replacingOccurrences(
            of: "canvas phone 200x400", with: "canvas phone 200x400\ncanvas tablet 400x600"))
        for width in 51...59 { try Self.apply(store, FrameCheckpointTests.widen(width)) }  // 2…10
        let written = try F.checkpoints(store)
        #expect(written.keys.sorted() == [4, 9])
        #expect(written.values.allSatisfy { $0.count == 4 })
    }

    @Test func exactlyHalfTheCheckpointsFramesStillLiveIsNotFewerThanHalf() throws {
        // By hand: 4 live frames; 4 versions at revision 1 and one at each of 2…6: 9 > 8 at
        // 6, a checkpoint of 4. Revision 7 removes b and c: 2 live frames, exactly half the
        // checkpoint's 4 (2 × 2 < 4 is false): no checkpoint. Revision 8 removes d: 1 live
        // frame, fewer than half: a checkpoint of 1.
        let store = try LayoutStore.inMemory()
        try Self.apply(store, Self.quad)
        for width in 51...55 { try Self.apply(store, "layout quad\nupdate a { width.equalTo(\(width)) }\n") }
        try Self.apply(store, "layout quad\nremove view b\nremove view c\n")
        #expect(try F.checkpoints(store, document: "quad").keys.sorted() == [6])
        try Self.apply(store, "layout quad\nremove view d\n")
        let written = try F.checkpoints(store, document: "quad")
        #expect(written.keys.sorted() == [6, 8])
        #expect(written[8] == (try F.validRows(store, at: 8, document: "quad")))
        #expect(written[8]?.count == 1)
        // Every revision still reads the same frames through the checkpoints as by identity.
        for revision in 1...8 {
            #expect(try F.read(store, revision, .range, document: "quad")
                    == F.read(store, revision, .perIdentity, document: "quad"), "revision \(revision)")
        }
    }

    @Test func aRevisionThatBeginsNoFrameVersionWritesNoCheckpoint() throws {
        // A revision adding a constraint that does not move anything (a's width at most
        // 500, already 50) begins no frame version: however many such revisions follow,
        // no checkpoint is due (0 versions, 2 live frames, no checkpoint to fall below).
        let store = try LayoutStore.inMemory()
        try Self.apply(store, FrameCheckpointTests.twoViews)
        for cap in 500...507 { try Self.apply(store, "layout pair\nmake a { width.lessThanOrEqualTo(\(cap)).key(cap\(cap)) }\n") }
        #expect(try F.checkpoints(store).isEmpty)
        #expect(try store.log(document: "pair").count == 9)
    }
}

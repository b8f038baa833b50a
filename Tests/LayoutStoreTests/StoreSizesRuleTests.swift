import Foundation
import GRDB
import Testing
@testable import LayoutModel
@testable import LayoutStore

/// The sizes rule in the store (docs/semantics.md, "Sizes are never
/// negative"): an apply whose required constraints need a negative size is
/// refused and writes nothing; stored with `allowConflicts`, the set reads
/// back with the rule named and no place; the frames stored follow the rule,
/// and so does a diff of them.
@Suite struct StoreSizesRuleTests {
    /// Revision 1: a header 100 wide and a label pinned 8 in from each side,
    /// its right edge at `PRIORITY` (label: 100 − 16 = 84 wide).
    static func header(right priority: String = "") -> String {
        """
        layout h
        canvas phone 375x812
        view header
        view label in header
        make header { left.top.equalTo(superview); width.equalTo(100); height.equalTo(44) }
        make label { left.equalTo(superview).offset(8); top.bottom.equalTo(superview) }
        make label { right.equalTo(superview).offset(-8)\(priority) }

        """
    }

    /// The update that gives the header the width 0 of a table header laid
    /// out before it has one.
    static let zeroWidth = "layout h\nupdate header { width.equalTo(0) }\n"

    func frame(_ store: LayoutStore, _ view: String, at revision: Int? = nil) throws -> Frame? {
        try store.frames(document: "h", at: revision).canvases.first?.frames.first { $0.view == view }?.frame
    }

    @Test func aRevisionThatNeedsANegativeWidthIsRefusedAndWritesNothing() throws {
        let store = try LayoutStore.inMemory()
        _ = try store.apply(StoreFixture.request([("h.layout", Self.header())], "first"))
        let before = try store.state(document: "h")
        do {
            _ = try store.apply(StoreFixture.request([("z.layout", Self.zeroWidth)], "zero"))
            Issue.record("a label pinned inside a zero-width header must be refused")
        } catch {
            guard case .unsatisfiable(let canvases) = error else {
                Issue.record("refused for another reason: \(error)")
                return
            }
            // label.x == 8, label.x + label.width == 0 − 8: width −16 against the rule.
            #expect(canvases.first?.unsatisfiable.map { $0.map(OneLine.reportLine) } == [[
                "rule: the width of label is never negative (UIKit)", "header.width == 0",
                "label.left == header.left + 8", "label.right == header.right - 8",
            ]])
        }
        #expect(try store.head(of: "h") == 1)
        #expect(try store.state(document: "h") == before)
        #expect(try frame(store, "label") == Frame(x: 8, y: 0, width: 84, height: 44))
    }

    @Test func aStoredConflictReadsTheRuleBackByItsName() throws {
        let store = try LayoutStore.inMemory()
        _ = try store.apply(StoreFixture.request([("h.layout", Self.header())], "first"))
        var request = StoreFixture.request([("z.layout", Self.zeroWidth)], "zero")
        request.allowConflicts = true
        _ = try store.apply(request)
        let set = try store.frames(document: "h").canvases.first?.unsatisfiable.first ?? []
        #expect(set.map(OneLine.format) == [
            "label.width >= 0  # rule: the width of label is never negative (UIKit)", "header.width == 0",
            "label.left == header.left + 8", "label.right == header.right - 8",
        ])
        // The rule has no place and is no constraint of the document; the others have theirs.
        #expect(set.first?.isSizeRule == true && set.first?.location == nil)
        #expect(set.dropFirst().allSatisfy { !$0.isSizeRule && $0.location != nil })
        // The recovery leaves label.right out: x 8, the width free, not negative.
        let label = try frame(store, "label")
        #expect(label?.x == 8 && (label?.width ?? -1) >= 0)
    }

    @Test func anOptionalEdgeGivesWayAndTheDiffShowsTheWidthGoingTo0() throws {
        // With the right edge at 750 the zero-width header is no conflict:
        // the label keeps x 8 and its width goes 84 → 0 (not −16); the header
        // 100 → 0.
        let store = try LayoutStore.inMemory()
        _ = try store.apply(StoreFixture.request([("h.layout", Self.header(right: ".priority(750)"))], "first"))
        _ = try store.apply(StoreFixture.request([("z.layout", Self.zeroWidth)], "zero"))
        #expect(try frame(store, "label") == Frame(x: 8, y: 0, width: 0, height: 44))
        #expect(try store.frames(document: "h").canvases.first?.unsatisfiable.isEmpty == true)
        let diff = try store.diff(document: "h", from: 1, to: 2)
        #expect(diff.frames.map(\.view) == ["header", "label"])
        #expect(diff.frames.first { $0.view == "label" }?.delta.dw == -84)
        #expect(diff.frames.first { $0.view == "header" }?.delta.dw == -100)
    }
}

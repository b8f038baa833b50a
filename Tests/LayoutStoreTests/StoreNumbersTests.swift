import Foundation
import GRDB
import Testing
@testable import LayoutModel
@testable import LayoutStore

/// Numbers out of range never reach the solver or the store
/// (docs/semantics.md, "Numbers and their bounds"): a frame that overflows is
/// refused naming its view and canvas, a stored number out of today's bounds
/// is refused before the solver, and a non-finite frame an altered database
/// holds reads back as it is.
@Suite struct StoreNumbersTests {
    /// `z` first, then a chain of widths each 10 000 times the one before (the
    /// largest multiplier allowed), from 1000: c_k is 1e3 × 1e4^k, beyond a
    /// double from k = 77 (1e311); z, 10 000 times c79, is infinite.
    static let overflowing: (file: String, text: String) = {
        var lines = ["layout chain", "canvas phone 375x812", "view z"] + (0..<80).map { "view c\($0)" }
        lines.append("make z { left.top.equalTo(superview); height.equalTo(10); width.equalTo(c79).multipliedBy(10000) }")
        lines.append("make c0 { left.top.equalTo(superview); height.equalTo(10); width.equalTo(1000) }")
        for k in 1..<80 {
            lines.append("make c\(k) { left.top.equalTo(superview); height.equalTo(10); width.equalTo(c\(k - 1)).multipliedBy(10000) }")
        }
        return ("chain.layout", lines.joined(separator: "\n") + "\n")
    }()

    @Test func aFrameThatOverflowsIsRefusedNamingItsViewAndCanvasAndNothingIsWritten() throws {
        let store = try LayoutStore.open(path: StoreFixture.temporaryPath(), create: true)
        _ = try store.apply(StoreFixture.request([StoreFixture.example("login.layout")]))
        let before = try StoreFixture.dump(store)
        for allowConflicts in [false, true] {
            var request = StoreFixture.request([Self.overflowing])
            request.allowConflicts = allowConflicts
            let error = #expect(throws: StoreError.self) { try store.apply(request) }
            guard case .frameOutOfRange(let frame)? = error else {
                Issue.record("\(String(describing: error)) is not a frame out of range")
                return
            }
            #expect(frame.view == "z" && frame.canvas == "phone")
            #expect(!frame.frame.width.isFinite && frame.frame.x == 0 && frame.frame.height == 10)
            #expect(error?.description.hasPrefix("the frame of 'z' on canvas 'phone' is out of range: width ") == true)
            #expect(error?.description.hasSuffix("; nothing was written") == true)
        }
        // A dry run says the same.
        var dry = StoreFixture.request([Self.overflowing])
        dry.dryRun = true
        #expect(throws: StoreError.self) { try store.apply(dry) }
        #expect(try StoreFixture.dump(store) == before)
    }

    /// A file of a constraint per line: `a.width == 40` is line 6, column 3.
    static let pinned = ("d.layout", """
        layout d
        canvas phone 375x812
        view a
        make a {
          left.top.equalTo(superview)
          width.equalTo(40)
          height.equalTo(40)
        }

        """)

    @Test func aStoredNumberOutOfRangeIsRefusedBeforeTheSolverUntilAnApplyChangesIt() throws {
        let store = try LayoutStore.open(path: StoreFixture.temporaryPath(), create: true)
        _ = try store.apply(StoreFixture.request([Self.pinned]))
        // What a database of an older layoutdb, which took any finite number, may hold.
        try store.queue.write { db in
            try db.execute(sql: "UPDATE layout_constraint SET constant = 1e308 WHERE attribute = 'width'")
        }
        let before = try StoreFixture.dump(store)
        let error = #expect(throws: StoreError.self) {
            try store.apply(StoreFixture.request([("b.layout", "layout d\nview b\n")]))
        }
        guard case .invalidLayout(let diagnostics)? = error else {
            Issue.record("\(String(describing: error)) is not an invalid layout")
            return
        }
        #expect(diagnostics.map(\.description) == [
            "d.layout:6:3: error: constraint 'a.width == 1e+308': constant 1e+308 is out of range (at most 1e7 either way)",
        ])
        #expect(try StoreFixture.dump(store) == before)
        // An apply that brings the number back within the bounds is taken.
        let fixed = try store.apply(StoreFixture.request([("fix.layout", "layout d\nupdate a { width.equalTo(50) }\n")]))
        #expect(fixed.revision == 2)
        #expect(fixed.canvases.first?.frames.first?.frame == Frame(x: 0, y: 0, width: 50, height: 40))
    }

    @Test func aRollbackOrARestoreToAStateWithAStoredNumberOutOfRangeIsRefused() throws {
        let store = try LayoutStore.open(path: StoreFixture.temporaryPath(), create: true)
        _ = try store.apply(StoreFixture.request([Self.pinned]))
        _ = try store.apply(StoreFixture.request([("h.layout", "layout d\nupdate a { height.equalTo(50) }\n")]))
        // Revision 1's width (still live at 2) as an older layoutdb may have stored it.
        try store.queue.write { db in
            try db.execute(sql: "UPDATE layout_constraint SET constant = 1e308 WHERE attribute = 'width'")
        }
        let before = try StoreFixture.dump(store)
        let expected = ["d.layout:6:3: error: constraint 'a.width == 1e+308': constant 1e+308 is out of range (at most 1e7 either way)"]
        let rollback = #expect(throws: StoreError.self) { try store.rollback(2, message: "m", author: "ada") }
        let restore = #expect(throws: StoreError.self) { try store.restore(to: 1, message: "m", author: "ada") }
        for error in [rollback, restore] {
            guard case .invalidLayout(let diagnostics)? = error else {
                Issue.record("\(String(describing: error)) is not an invalid layout")
                continue
            }
            #expect(diagnostics.map { $0.description } == expected)
        }
        #expect(try StoreFixture.dump(store) == before)
    }

    @Test func aLayoutValueWithANumberOutOfRangeIsRefusedAndNothingIsWritten() throws {
        let store = try LayoutStore.open(path: StoreFixture.temporaryPath(), create: true)
        let layout = Layout(name: "v", canvases: [Canvas(name: "flat", width: 375, height: 0)], views: [],
                            constraints: [], nextConstraintID: 1)
        let error = #expect(throws: StoreError.self) { try store.apply(layout) }
        guard case .invalidLayout(let diagnostics)? = error else {
            Issue.record("\(String(describing: error)) is not an invalid layout")
            return
        }
        #expect(diagnostics.map(\.message) == ["canvas 'flat' has the size 375x0, out of range (each side more than 0 and at most 1e7)"])
        #expect(try store.documents().isEmpty)
    }
}

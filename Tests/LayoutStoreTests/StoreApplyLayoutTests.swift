import Foundation
import GRDB
import Testing
@testable import LayoutModel
import LayoutSolver
@testable import LayoutStore

/// `store.apply(_ layout:)`: a layout value (built in Swift) becomes the
/// document's new state as one revision, with the identity rules of files.
@Suite struct StoreApplyLayoutTests {
    /// The README's screen: a header pinned to the top, 64 high; a title
    /// 120x22 (intrinsic) centred in it, at most 32 narrower.
    static func screen(headerHeight: Double = 64, titleInset: Double = -32) -> Layout {
        let builder = LayoutBuilder(document: "login")
        builder.canvas("phone", width: 375, height: 812)
        let header = builder.addView("header")
        let title = builder.addView("title", in: header, .intrinsicWidth(120), .intrinsicHeight(22))
        header.makeConstraints { make in
            make.top.left.right.equalToSuperview()
            make.height.equalTo(headerHeight)
        }
        title.makeConstraints { make in
            make.center.equalTo(header)
            make.width.lessThanOrEqualTo(header).offset(titleInset).priority(.high)
        }
        let outcome = builder.build()
        #expect(outcome.diagnostics.isEmpty)
        return outcome.layout
    }

    static func lines(_ layout: Layout) -> [String] {
        layout.constraints.map { "\($0.id) \(OneLine.format($0.constraint))" }
    }

    @Test func aBuiltLayoutBecomesTheFirstRevisionWithItsFrames() throws {
        let store = try LayoutStore.open(path: StoreFixture.temporaryPath(), create: true)
        let result = try store.apply(Self.screen(), message: "first", author: "ada")
        #expect(result.revision == 1)
        #expect(result.changes.summary == "+7 -0 ~0 constraints, +2 -0 ~0 views, +1 -0 ~0 canvases")
        let meta = try #require(try store.revision(1))
        #expect(meta.kind == .apply && meta.message == "first" && meta.author == "ada" && meta.document == "login")
        // Identities in the builder's order: header's four, then title's centre (two) and width.
        #expect(Self.lines(try store.state(document: "login")) == [
            "1 header.top == root.top", "2 header.left == root.left", "3 header.right == root.right",
            "4 header.height == 64", "5 title.centerX == header.centerX", "6 title.centerY == header.centerY",
            "7 title.width <= header.width - 32 @750",
        ])
        // By hand: the header spans the 375-wide root, 64 high; the title keeps
        // its intrinsic 120x22 (343 allowed) centred in the header, in its space:
        // x = (375 - 120) / 2 = 127.5, y = (64 - 22) / 2 = 21.
        let phone = try #require(try store.frames(document: "login").canvases.first)
        #expect(phone.frame(of: "header") == Frame(x: 0, y: 0, width: 375, height: 64))
        #expect(phone.frame(of: "title") == Frame(x: 127.5, y: 21, width: 120, height: 22))
    }

    @Test func theSameLayoutAgainWritesNothing() throws {
        let store = try LayoutStore.open(path: StoreFixture.temporaryPath(), create: true)
        _ = try store.apply(Self.screen())
        let again = try store.apply(Self.screen())
        #expect(again.revision == nil && again.changes.isEmpty)
        #expect(try store.head(of: "login") == 1)
    }

    @Test func aChangedLayoutKeepsIdentitiesAsAFileWould() throws {
        let store = try LayoutStore.open(path: StoreFixture.temporaryPath(), create: true)
        _ = try store.apply(Self.screen())
        // Second state: header 80 high (a similar constraint: modified in
        // place), the title's width cap gone and its height fixed (new, id 8),
        // a footer added with its own constraint (id 9), a second canvas.
        let builder = LayoutBuilder(document: "login")
        builder.canvas("phone", width: 375, height: 812)
        builder.canvas("small", width: 320, height: 568)
        let header = builder.addView("header")
        let title = builder.addView("title", in: header, .intrinsicWidth(120), .intrinsicHeight(22))
        let footer = builder.addView("footer")
        header.makeConstraints { make in
            make.top.left.right.equalToSuperview()
            make.height.equalTo(80)
        }
        title.makeConstraints { make in
            make.center.equalTo(header)
            make.height.equalTo(22)
        }
        footer.makeConstraints { make in
            make.left.right.bottom.equalToSuperview()
            make.height.equalTo(49)
        }
        let result = try store.apply(builder.build().layout, message: "second")
        #expect(result.revision == 2)
        #expect(result.changes.modifiedConstraints.map(\.id) == [4])
        #expect(result.changes.removedConstraints.map(\.id) == [7])
        #expect(result.changes.addedConstraints.map(\.id) == [8, 9, 10, 11, 12])
        #expect(result.changes.addedViews.map(\.name) == ["footer"])
        #expect(result.changes.addedCanvases.map(\.name) == ["small"])
        #expect(Self.lines(try store.state(document: "login")) == [
            "1 header.top == root.top", "2 header.left == root.left", "3 header.right == root.right",
            "4 header.height == 80", "5 title.centerX == header.centerX", "6 title.centerY == header.centerY",
            "8 title.height == 22", "9 footer.left == root.left", "10 footer.right == root.right",
            "11 footer.bottom == root.bottom", "12 footer.height == 49",
        ])
        // The footer on the small canvas: 320 wide, 49 high, its bottom on the
        // root's: y = 568 - 49 = 519.
        let small = try #require(try store.frames(document: "login").canvases.first { $0.canvas.name == "small" })
        #expect(small.frame(of: "footer") == Frame(x: 0, y: 519, width: 320, height: 49))
        // Everything the second layout lacks is gone: back to the first state removes the footer and the canvas.
        let back = try store.apply(Self.screen())
        #expect(back.changes.removedViews.map(\.name) == ["footer"])
        #expect(back.changes.removedCanvases.map(\.name) == ["small"])
        #expect(back.changes.addedConstraints.map(\.id) == [13])  // the width cap again: a new identity
    }

    @Test func identitiesAreThoseFilesGiveForTheSameStates() throws {
        // login.layout then login-v2.layout applied as files ...
        let files = try LayoutStore.open(path: StoreFixture.temporaryPath(), create: true)
        _ = try files.apply(StoreFixture.request([StoreFixture.example("login.layout")]))
        _ = try files.apply(StoreFixture.request([StoreFixture.example("login-v2.layout")]))
        let first = try files.state(document: "login", at: 1), second = try files.state(document: "login", at: 2)
        // ... and the same two states applied as values, their identities
        // renumbered from 1 (as a layout built in Swift has them). The first
        // value gets identities 1…n in its order; the second must keep, for
        // each constraint the files kept, the identity its counterpart got in
        // the first, and give the files' new ones the next identities in order.
        func renumbered(_ layout: Layout) -> Layout {
            Layout(name: layout.name, canvases: layout.canvases, views: layout.views,
                   constraints: layout.constraints.enumerated().map { ($0.offset + 1, $0.element.constraint) },
                   nextConstraintID: 1)
        }
        var counterpart: [ConstraintID: ConstraintID] = [:]
        for (index, entry) in first.constraints.enumerated() { counterpart[entry.id] = index + 1 }
        var next = first.constraints.count + 1
        let expected = second.constraints.map { entry -> String in
            let id = counterpart[entry.id] ?? { defer { next += 1 }; return next }()
            return "\(id) \(OneLine.format(entry.constraint))"
        }
        let values = try LayoutStore.open(path: StoreFixture.temporaryPath(), create: true)
        _ = try values.apply(renumbered(first))
        let result = try values.apply(renumbered(second))
        #expect(Self.lines(try values.state(document: "login")) == expected)
        // login-v2's update and remake change five constants in place: five modifications, as the files made.
        #expect(result.changes.summary == "+0 -0 ~5 constraints")
        #expect(try files.diff(document: "login", from: 1, to: 2).changes.summary == result.changes.summary)
    }

    @Test func anUnsatisfiableLayoutIsRefusedUnlessConflictsAreAllowed() throws {
        let path = StoreFixture.temporaryPath()
        let store = try LayoutStore.open(path: path, create: true)
        _ = try store.apply(Self.screen())
        let before = try StoreFixture.dump(store)
        // header.height == 64 and header.height == 100, both required: cannot hold.
        var layout = Self.screen()
        layout = Layout(name: layout.name, canvases: layout.canvases, views: layout.views,
                        constraints: layout.constraints + [(99, LayoutConstraint(item: "header", attribute: .height,
                                                                                  relation: .equal, constant: 100))],
                        nextConstraintID: 100)
        #expect(throws: StoreError.self) { try store.apply(layout) }
        do {
            _ = try store.apply(layout)
        } catch {
            guard case .unsatisfiable(let canvases) = error else { Issue.record("\(error)"); return }
            #expect(canvases.first?.unsatisfiable.first?.last.map(OneLine.format) == "header.height == 100")
        }
        #expect(try StoreFixture.dump(store) == before)
        let stored = try store.apply(layout, allowConflicts: true)
        #expect(stored.revision == 2)
    }

    @Test func aLayoutThatIsNotWholeIsRefusedWithEveryProblemAndNothingWritten() throws {
        let store = try LayoutStore.open(path: StoreFixture.temporaryPath(), create: true)
        _ = try store.apply(Self.screen())
        let before = try StoreFixture.dump(store)
        let place = SourceLocation(file: "Screen.swift", line: 12, column: 1)
        let broken = Layout(
            name: "login", canvases: [Canvas(name: "phone", width: 375, height: 812)],
            views: [View(name: "header", parent: "root"), View(name: "title", parent: "heder")],
            constraints: [
                (1, LayoutConstraint(item: "title", attribute: .left, relation: .equal, item2: "footer",
                                     attribute2: .left, location: place)),
                (2, LayoutConstraint(item: "header", attribute: .height, relation: .equal, constant: .infinity)),
            ],
            nextConstraintID: 3)
        do {
            _ = try store.apply(broken)
            Issue.record("an incomplete layout must be refused")
        } catch {
            guard case .invalidLayout(let diagnostics) = error else { Issue.record("\(error)"); return }
            #expect(diagnostics.map(\.description) == [
                "error: view 'title' is in view 'heder', which is not declared; did you mean 'header'?",
                "Screen.swift:12:1: error: constraint 'title.left == footer.left' names view 'footer', which is not declared",
                "error: constraint 'header.height == inf': constant is not a finite number",
            ])
        }
        #expect(try StoreFixture.dump(store) == before)
    }

    @Test func aRepeatedConstraintIsKeptOnceWithAWarningAndTheHeadIsChecked() throws {
        let store = try LayoutStore.open(path: StoreFixture.temporaryPath(), create: true)
        let twice = LayoutBuilder(document: "d")
        let box = twice.addView("box")
        box.makeConstraints { make in make.width.equalTo(10) }
        var layout = twice.build().layout
        let width = try #require(layout.constraints.first?.constraint)
        layout = Layout(name: "d", canvases: [], views: layout.views, constraints: [(1, width), (2, width)],
                        nextConstraintID: 3)
        let result = try store.apply(layout, expectHead: 0)
        #expect(result.warnings.map(\.message) == ["duplicate constraint 'box.width == 10' adds nothing"])
        #expect(Self.lines(try store.state(document: "d")) == ["1 box.width == 10"])
        #expect(throws: StoreError.self) { try store.apply(Self.screen(), expectHead: 5) }
        #expect(throws: StoreError.self) { try store.apply(Layout(name: "")) }
    }
}

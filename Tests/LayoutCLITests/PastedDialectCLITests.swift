import Foundation
import Testing
@testable import LayoutCLI

/// A file of lines pasted from SnapKit code, in SnapKit's dialect, applied to
/// a real database: its export is dialect-neutral and re-applies to the same
/// document; an update that SnapKit would refuse leaves the database unchanged.
@Suite struct PastedDialectCLITests {
    static let card = """
        layout card dialect snapkit
        canvas phone 375x812
        view box
        view badge in box intrinsic 20x10
        make box { (make) -> Void in
          make.edges.equalToSuperview().inset(UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20))
        }
        make badge { $0.center.equalTo(0); $0.width.equalTo(box).inset(40).priority(.defaultHigh - 1) }
        """

    @Test func theExportNamesNoDialectAndReappliesToTheSameDocument() {
        let database = StoreCLI.newDatabase()
        #expect(StoreCLI.apply([StoreCLI.file("card.layout", Self.card)], to: database).status == 0)
        // SnapKit's rules, by hand: edges inset +20, −20, +10, −10; a value against a
        // centre from the superview's left and top; a width inset by 40 on each side:
        // −(40 + 40) = −80; .defaultHigh − 1 = 749.
        let exported = layoutdb("export", "--db", database)
        #expect(exported == CommandOutput(stdout: """
            layout card
            canvas phone 375x812 ltr
            view box
            view badge in box intrinsic 20x10
            box.left == root.left + 20
            box.right == root.right - 20
            box.top == root.top + 10
            box.bottom == root.bottom - 10
            badge.centerX == box.left
            badge.centerY == box.top
            badge.width == box.width - 80 @749

            """))
        let again = StoreCLI.newDatabase()
        #expect(StoreCLI.apply([StoreCLI.file("again.layout", exported.stdout)], to: again).status == 0)
        #expect(layoutdb("export", "--db", again) == exported)
    }

    @Test func anUpdateSnapKitWouldRefuseLeavesTheDatabaseUnchanged() throws {
        let database = StoreCLI.newDatabase()
        #expect(StoreCLI.apply([StoreCLI.file("card.layout", Self.card)], to: database).status == 0)
        let before = try #require(StoreCLI.contents(database))
        // The stored width is @749: an update at another priority is similar to nothing.
        let update = StoreCLI.file("u.layout", "layout card dialect snapkit\nupdate badge { $0.width.equalTo(box).inset(10) }\n")
        let out = StoreCLI.apply([update], to: database)
        #expect(out.status == 65)
        #expect(out.stderr.contains("\(update):2:16: error: update found no similar constraint for 'badge.width == box.width - 20': "
                                    + "SnapKit's update never adds one"))
        #expect(StoreCLI.contents(database) == before)
    }
}

import Foundation
import LayoutImport
@testable import LayoutModel
import Testing

/// RxCocoa's binder of a view's `isHidden` (`flag.drive(label.rx.isHidden)`,
/// `flag.bind(to: label.rx.isHidden)`) sets the view's `isHidden` to each
/// value the observable gives when the app runs: the view's `hidden` is a
/// placeholder naming the observable, as `label.isHidden = flag` is
/// (docs/import.md, "The draft").
@Suite struct RxHiddenBindingTests {
    /// ContributorCell.swift, written by hand.
    let contributor = """
        # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
        layout ContributorCell dialect snapkit
        canvas cell 375xfit

        stack textsStack axis vertical spacing 4  # ContributorCell.swift:25
        view nameLabel in textsStack intrinsic "TODO: intrinsic size of UILabel nameLabel"  # ContributorCell.swift:17; TODO
        view loginLabel in textsStack intrinsic "TODO: intrinsic size of UILabel loginLabel" hidden "TODO: viewModel.login.map { $0.isEmpty }"  # ContributorCell.swift:17; TODO
        view bioLabel in textsStack intrinsic "TODO: intrinsic size of UILabel bioLabel" hidden "TODO: viewModel.bio.map { $0 == nil }"  # ContributorCell.swift:17; TODO

        make textsStack {  # ContributorCell.swift:26
          edges.equalTo(superview).insets(10, 16, 10, 16)  # ContributorCell.swift:27
        }

        """

    @Test func anRxBindingOfIsHiddenIsAPlaceholder() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("ContributorCell.swift")], canvases: ["cell 375xfit"])
        #expect(result.draft == contributor)
        let content = "depends on its content and font; the draft holds a TODO placeholder for it"
        #expect(result.warnings.map(\.description) == [
            "ContributorCell.swift:12:17: warning: the intrinsic size of UILabel 'nameLabel' \(content)",
            "ContributorCell.swift:13:17: warning: the intrinsic size of UILabel 'loginLabel' \(content)",
            "ContributorCell.swift:14:17: warning: the intrinsic size of UILabel 'bioLabel' \(content)",
            "ContributorCell.swift:36:9: warning: whether 'bioLabel' is hidden depends on 'viewModel.bio.map { $0 == nil }'; "
                + "the draft holds a TODO placeholder",
            "ContributorCell.swift:39:9: warning: whether 'loginLabel' is hidden depends on 'viewModel.login.map { $0.isEmpty }'; "
                + "the draft holds a TODO placeholder",
        ])
    }

    @Test func theContributorSolvesOnceFilledIn() throws {
        let result = try LayoutImporter.draft(of: [ImportSupport.fixture("ContributorCell.swift")], canvases: ["cell 375xfit"])
        // Filled in for a contributor with a login and no bio: the login shown (`hidden` dropped),
        // the bio hidden; the name 120x20, the login 80x16, the bio (no text) 0x0.
        let (problems, layout) = ImportSupport.filled(result.draft, [
            (#" hidden "TODO: viewModel.login.map { $0.isEmpty }""#, ""),
            (#"hidden "TODO: viewModel.bio.map { $0 == nil }""#, "hidden"),
            (#""TODO: intrinsic size of UILabel nameLabel""#, "120x20"),
            (#""TODO: intrinsic size of UILabel loginLabel""#, "80x16"),
            (#""TODO: intrinsic size of UILabel bioLabel""#, "0x0"),
        ])
        #expect(problems.isEmpty, "\(problems)")
        let canvas = try #require(LayoutPass.run(layout).first)
        #expect(canvas.unsatisfiable.isEmpty && canvas.ambiguous.isEmpty)
        // By hand, 375 wide, the height fitted: the stack inset 10, 16, 10, 16: 343 wide. Vertical,
        // spacing 4, the hidden bio collapsed with its spacing: 20 + 4 + 16 = 40 high:
        // (16, 10, 343, 40), the cell 60 high. The labels fill its width: the name (0, 0, 343, 20),
        // the login (0, 24, 343, 16).
        #expect(canvas.frame(of: "textsStack") == Frame(x: 16, y: 10, width: 343, height: 40))
        #expect(canvas.frame(of: "nameLabel") == Frame(x: 0, y: 0, width: 343, height: 20))
        #expect(canvas.frame(of: "loginLabel") == Frame(x: 0, y: 24, width: 343, height: 16))
    }
}
